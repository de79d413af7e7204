"""Chip accounts (NK-7.6): a virtual balance per player and community, platform-neutral ids.

The first use grants the starting chips once; a broke player may refill after a cooldown.
Broke means no chips anywhere in the community: not in the balance, not at a poker table
(stacks and chips in the pot of a hand in play), not in a running match (Up/Down's match
chips). Every movement is a ledger row written by the store (grant, refill, buy_in,
cash_out…); there is nothing to buy and nothing to withdraw.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from bot.errors import RefillNotBroke
from bot.games import GAMES
from bot.matches.setups import setup_for
from bot.registry import MTT_PREFIX, TABLE_PREFIX, TOURNAMENT_PREFIX, restore_match
from bot.settings import Settings
from bot.store import MatchRecord, Store
from bot.tables.service import restore_table

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Opened:
    player: int
    granted: int  # the starting grant given now (0 for a known account)
    balance: int


class Accounts:
    def __init__(
        self, store: Store, *, grant: int, refill_amount: int, refill_cooldown_s: float
    ) -> None:
        self._store = store
        self._grant = grant
        self._refill_amount = refill_amount
        self._cooldown = refill_cooldown_s

    @classmethod
    def from_settings(cls, store: Store, settings: Settings) -> Accounts:
        return cls(
            store, grant=settings.starting_grant, refill_amount=settings.refill_amount,
            refill_cooldown_s=settings.refill_cooldown_s,
        )

    async def open(self, community: str, platform: str, external_id: str, name: str) -> Opened:
        """The player's account in `community`, with the starting grant on first use."""
        player = await self._store.ensure_player(platform, external_id, name)
        granted = await self._store.grant_if_new(community, player, self._grant)
        return Opened(player, granted, await self._store.balance(community, player))

    async def balance(self, community: str, player: int) -> int:
        return await self._store.balance(community, player)

    async def refill(self, community: str, player: int, *, at_tables: int = 0) -> int:
        """Top up a broke account (`RefillNotBroke` / `RefillCooldown` otherwise). A player
        with chips still in play is not broke, so sitting with everything cannot earn a
        refill: the stored open tables and matches of `community` are counted here
        (`chips_in_play`), and `at_tables` adds what a caller knows of besides (a table in
        memory only; see `TableService.chips_at_tables`)."""
        if at_tables > 0 or await chips_in_play(self._store, community, player) > 0:
            raise RefillNotBroke()
        return await self._store.refill(community, player, self._refill_amount, self._cooldown)


async def chips_in_play(store: Store, community: str, player: int) -> int:
    """The player's chips in `community` that are not in the balance: at every open poker
    table (the stack behind, the stack in the hand and what the hand has taken into the pot),
    in every open match played for chips (the chips the match would pay back now), and the
    entry of every tournament the player is registered in or still playing, Sit & Go and
    scheduled multi-table ones alike (its prizes are still to come; tournament chips
    themselves are not chips, NK-7.6). Read from the store,
    so it counts the tables and matches another process drives too."""
    total = 0
    for record in await store.load_open_matches():
        if record.community != community:
            continue
        try:
            total += _chips_in(record, player)
        except Exception:  # a snapshot that does not load holds nothing we can count
            log.exception("match %s: cannot count its chips", record.id)
    return total


def _chips_in(record: MatchRecord, player: int) -> int:
    state: Any = json.loads(record.state_json)
    if record.game.startswith(TOURNAMENT_PREFIX):
        from bot.tournaments.table import TournamentTable  # bot.tournaments builds on bot.tables

        tournament = TournamentTable.from_dict(state)
        return tournament.format.entry if player in tournament.registered() else 0
    if record.game.startswith(MTT_PREFIX):
        from bot.tournaments.mtt import entry_held  # bot.tournaments builds on bot.tables

        return entry_held(state, player)  # 0 for its tables: their chips are tournament chips
    if record.game.startswith(TABLE_PREFIX):
        table = restore_table(record).table  # the snapshot and the moves since (lean writes)
        seat = table.seat_of(player)
        if seat is None:
            return 0
        chips = table.seat_chips(seat)
        if table.live and table.hand is not None:
            entry = table.hand.public_view()["seats"][seat]
            chips += int(entry["total"]) if entry["in_hand"] else 0
        return chips
    seats = [s.seat for s in record.seats if s.player_id == player]
    if not seats or record.game not in GAMES:
        return 0
    setup = setup_for(record.game)
    if not setup.buy_in:  # played for points (As-Nas): no chips leave the balance
        return 0
    # the snapshot and the moves since (lean writes)
    paid = setup.chips(restore_match(record, GAMES[record.game]).state.public_view())
    return sum(paid[seat] for seat in seats)
