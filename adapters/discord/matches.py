"""The match lifecycle the Discord front end needs, on top of `bot.registry.MatchRegistry`.

Stand-in until the shared match service lands: it is game-agnostic (it reads only the
`GameState` protocol and the documented "stacks" view key) and holds no rule. A match buys
each person in for their starting stack from their balance; at the end each seat cashes out
its final stack, and a cancelled match returns the buy-ins. Finished deals are followed by the
next deal at once; the table message shows the previous result.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from bot.callbacks import ButtonRef
from bot.commands import Action, Command, Outcome
from bot.errors import BotError, InsufficientBalance, StaleCommand
from bot.games import GAMES
from bot.registry import LiveMatch, MatchRegistry, secret_seed
from bot.settings import Settings
from bot.store import LedgerRow, Store

CHOICE_VERBS = frozenset({"lock"})  # verbs whose argument is a card slot, not an amount


class ComputerSeatsUnavailable(BotError):
    def __init__(self) -> None:
        super().__init__("error-illegal-action")


class Matches:
    def __init__(
        self, store: Store, settings: Settings, *, seed_source: Callable[[], int] | None = None
    ) -> None:
        self.store = store
        self.settings = settings
        self.registry = MatchRegistry(
            store, settlement=self._settle, seed_source=seed_source or secret_seed
        )

    async def resume(self) -> list[LiveMatch]:
        return await self.registry.load_open()

    # -- chips -------------------------------------------------------------------------------

    async def balance(self, community: str, player_id: int) -> int:
        await self.store.grant_if_new(community, player_id, self.settings.starting_grant)
        return await self.store.balance(community, player_id)

    async def check_can_stake(self, community: str, player_id: int) -> None:
        stake = _stacks(GAMES["updown"]().public_view())[0]
        balance = await self.balance(community, player_id)
        if balance < stake:
            raise InsufficientBalance(balance)

    def _settle(self, live: LiveMatch, status: str) -> Iterable[LedgerRow]:
        buy_ins = live.meta.get("buy_in") or []
        stacks = _stacks(live.state.public_view())
        for seat, player_id in enumerate(live.seats):
            if player_id is None:
                continue
            if status == "cancelled":
                yield LedgerRow(live.community, player_id, int(buy_ins[seat]), "cash_out")
            elif stacks[seat]:
                yield LedgerRow(live.community, player_id, stacks[seat], "cash_out")

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(
        self, game: str, community: str, channel: str, seats: Sequence[int | None], *, host: int
    ) -> tuple[LiveMatch, Outcome]:
        if any(seat is None for seat in seats):
            raise ComputerSeatsUnavailable()
        state = GAMES[game]()
        stacks = _stacks(state.public_view())
        for player_id in seats:
            if player_id is not None:
                await self.store.grant_if_new(community, player_id, self.settings.starting_grant)
        rows = [
            LedgerRow(community, player_id, -stacks[seat], "buy_in")
            for seat, player_id in enumerate(seats)
            if player_id is not None
        ]
        live = await self.registry.create(
            community,
            channel,
            seats,
            state,
            ledger_rows=rows,
            meta={"host": host, "buy_in": stacks},
        )
        return live, await self.registry.start_deal(live.id)

    def get(self, match_id: int) -> LiveMatch:
        return self.registry.get(match_id)

    def find(
        self, community: str, channel: str, player_id: int, *, any_player: bool = False
    ) -> LiveMatch | None:
        for live in self.registry.in_channel(community, channel):
            if any_player or player_id in live.seats:
                return live
        return None

    def bounds(self, live: LiveMatch, seat: int, verb: str) -> tuple[int, int] | None:
        for legal in live.state.legal_actions(seat):
            if legal.kind == verb and legal.min is not None and legal.max is not None:
                return legal.min, legal.max
        return None

    async def act(
        self, ref: ButtonRef, player_id: int, arg: int | None
    ) -> tuple[LiveMatch, Outcome]:
        live = self.registry.get(ref.match_id)
        seat = live.seat_of(player_id)
        if seat is None:
            raise BotError("error-not-seated")
        if ref.verb in CHOICE_VERBS:
            action = Action(seat, ref.verb, choice=arg)
        else:
            action = Action(seat, ref.verb, amount=arg)
        outcome = await self.registry.execute(
            Command(ref.match_id, seat, ref.deal_no, ref.seq, action)
        )
        if outcome.deal_over and not outcome.match_over and outcome.status == "open":
            # Deal on at once; a racing click on the old deal is refused as stale.
            with contextlib.suppress(StaleCommand):
                outcome = await self.registry.start_deal(live.id, expected_seq=outcome.seq)
        return live, outcome

    async def cancel(self, match_id: int) -> Outcome:
        return await self.registry.cancel(match_id)


def _stacks(view: Any) -> list[int]:
    return [int(chips) for chips in view["stacks"]]
