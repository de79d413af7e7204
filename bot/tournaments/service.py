"""Tournaments on the table machinery: `TournamentService` is a `TableService` whose tables are
`TournamentTable`s, stored as `matches` rows of game ``tourney:<kind>``.

Everything a table does goes through the same path (one lock per table, `commit_action` with
snapshot + event + ledger rows, stale and duplicate checks, timers as data, computer seats);
this service adds registration, the start and the Spin's draw, and gives the computer seats
the tournament policy (push or fold when short, `engine.ai.poker.pushfold`).

The Spin multiplier is drawn from a CSPRNG (`secrets.SystemRandom`) when the field is final,
inside the server's own step that starts the tournament, and stored in that step's record and
snapshot (NK-9.4); a simulation passes a seeded generator instead.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from typing import Final

from bot.matches.seeds import SeedSource, decision_seed
from bot.registry import TOURNAMENT_PREFIX, CommunityFilter
from bot.store import Store
from bot.tables.commands import TableOutcome
from bot.tables.model import Change, Table
from bot.tables.service import Clock, LiveTable, TableService, _dumps
from bot.tournaments.formats import Format
from bot.tournaments.table import REGISTERING, TournamentTable
from engine.ai.base import Policy
from engine.ai.poker.pushfold import PushFoldBot
from engine.protocol import JSON, Action

HOUSE: Final = ("house", "house", "House")  # the house account (platform, id, name)


class TournamentService(TableService):
    game_prefix = TOURNAMENT_PREFIX
    table_class = TournamentTable

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock = time.time,
        seeds: SeedSource | None = None,
        communities: str | CommunityFilter | None = None,
        draw: random.Random | None = None,
    ) -> None:
        super().__init__(store, clock=clock, seeds=seeds, communities=communities)
        self._draw: random.Random = draw if draw is not None else secrets.SystemRandom()
        self._policy: Policy | None = None

    async def create_tournament(
        self, community: str, channel: str, fmt: Format, *, creator: int | None = None
    ) -> LiveTable:
        """A tournament open for registration; its terms are shown from now on (NK-9.3)."""
        if not self.owns(community):
            raise ValueError(f"community {community!r} is not driven by this service")
        house = await self.store.ensure_player(*HOUSE)
        table = TournamentTable.new(community, fmt, house, creator)
        bot_seed = self._seeds.match_seed(f"{community}:{channel}:{len(self._tables)}")
        state_json = _dumps(table.to_dict())
        table_id = await self.store.create_match(
            TOURNAMENT_PREFIX + fmt.kind, community, channel, seats=(),
            state_json=state_json, meta_json=_dumps({"bot_seed": str(bot_seed)}),
        )
        live = LiveTable(table_id, channel, table, bot_seed, base=state_json)
        self._tables[table_id] = live
        return live

    def tournament(self, table_id: int) -> TournamentTable:
        table = self.get(table_id).table
        assert isinstance(table, TournamentTable)
        return table

    async def register(self, table_id: int, player: int, name: str) -> list[TableOutcome]:
        """Pay the entry and take a seat (`InsufficientBalance` when short: nothing changes).
        The last seat starts the tournament."""
        return await self._run(table_id, {"kind": "register", "player": player},
                               lambda t: _tourney(t).register(player, name))

    async def unregister(self, table_id: int, player: int) -> list[TableOutcome]:
        """Leave before the start; the entry is refunded."""
        return await self._run(table_id, {"kind": "unregister", "player": player},
                               lambda t: _tourney(t).unregister(player))

    async def start(self, table_id: int, creator: int) -> list[TableOutcome]:
        """The creator starts now: empty seats become BOTs (when the format allows them)."""
        multiplier = self._multiplier(self.tournament(table_id))
        now = self._clock()
        return await self._run(
            table_id, {"kind": "start", "by": creator, "multiplier": multiplier},
            lambda t: _tourney(t).start(creator, multiplier, now),
        )

    async def cancel(self, table_id: int, creator: int | None) -> list[TableOutcome]:
        """Call a tournament off before the start; every entry is refunded."""
        return await self._run(table_id, {"kind": "cancel", "by": creator},
                               lambda t: _tourney(t).cancel(creator))

    def lobbies(self, community: str) -> list[LiveTable]:
        """The tournaments of `community` open for registration, oldest first."""
        return sorted(
            (t for t in self if isinstance(t.table, TournamentTable)
             and t.table.community == community and t.table.status == REGISTERING),
            key=lambda t: t.id,
        )

    def _multiplier(self, table: TournamentTable) -> int:
        spin = table.format.spin_table
        return 1 if spin is None else spin.draw(self._draw)

    def _next_step(
        self, live: LiveTable
    ) -> tuple[dict[str, JSON], Callable[[Table], Change]] | None:
        table = live.table
        if isinstance(table, TournamentTable) and table.status == REGISTERING:
            if not table.full():
                return None
            multiplier = self._multiplier(table)
            now = self._clock()
            return ({"kind": "start", "by": None, "multiplier": multiplier},
                    lambda t: _tourney(t).start(None, multiplier, now))
        return super()._next_step(live)

    def _bot_action(self, live: LiveTable, seat: int) -> Action:
        hand = live.table.hand
        assert hand is not None
        if self._policy is None:
            self._policy = PushFoldBot()
        rng = random.Random(decision_seed(live.bot_seed, live.table.seq, seat))
        return self._policy.decide(hand.private_view(seat), hand.legal_actions(seat), rng)


def _tourney(table: Table) -> TournamentTable:
    assert isinstance(table, TournamentTable)
    return table
