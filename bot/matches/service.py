"""The match lifecycle: open a match against the computer, play it, settle it, resume it.

`MatchService` sits on a `MatchRegistry` (one lock per match, every change committed before it
returns) and adds what a match needs around the rules: the buy-in from the player's balance
(a ledger row written with the match), each deal's seed (`secrets` in play, derived in a
simulation), the computer seats' moves (each one a `Command` through the same registry path as
a person's, so each is committed on its own), and the cash-out when the match ends
(`settle_match`, the registry's settlement callback). Nothing here knows which game it runs:
game facts come from `bot.matches.setups`.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from bot.commands import Command, Outcome
from bot.errors import MatchNotFound
from bot.matches.autoplay import computer_action
from bot.matches.opponents import default_opponent, make_opponent
from bot.matches.seeds import SecretSeeds, SeedSource
from bot.matches.setups import held_chips, setup_for
from bot.registry import LiveMatch, MatchRegistry
from bot.store import LedgerRow, Store
from engine.ai.base import Policy
from engine.protocol import JSON, Action

CONSOLE_CHANNEL: Final = "console"
# A runaway guard: no game has matches this long, so hitting it means a bug, not a long match.
MAX_STEPS_PER_CALL: Final = 100_000


def settle_match(live: LiveMatch, status: str) -> Iterable[LedgerRow]:
    """Cash-out rows when a match ends: each seat's match chips leave the match's escrow,
    a person's to their balance, a computer seat's to the house that paid them in.

    A finished match pays the final stacks; a cancelled one voids the deal in progress (see
    `GameSetup.chips`).
    """
    chips = setup_for(live.game).chips(live.state.public_view())
    return [
        LedgerRow(live.community, live.house if player_id is None else player_id,
                  chips[seat], "cash_out")
        for seat, player_id in enumerate(live.seats)
        if chips[seat] > 0
    ]


class MatchService:
    """Matches against computer players, over one registry and store.

    A `registry` passed in must have been built with ``settlement=settle_match`` (or a
    settlement that pays the same), or a finished match would not cash out.
    `seeds` draws deal seeds and per-match computer seeds (`SecretSeeds` by default);
    `auto_deal` starts the next deal as soon as one ends (a front end that wants a pause
    between deals passes False and calls `advance` itself).
    """

    def __init__(
        self,
        store: Store,
        *,
        registry: MatchRegistry | None = None,
        seeds: SeedSource | None = None,
        auto_deal: bool = True,
    ) -> None:
        self.store = store
        self.registry = registry if registry is not None else MatchRegistry(
            store, settlement=settle_match
        )
        self.registry.use_escrow(held_chips)  # every match's chips are its escrow's
        self._seeds: SeedSource = seeds if seeds is not None else SecretSeeds()
        self._auto_deal = auto_deal
        self._policies: dict[tuple[str, str], Policy] = {}

    # -- accounts --------------------------------------------------------------------------

    async def ensure_account(
        self, community: str, platform: str, external_id: str, name: str, grant: int
    ) -> tuple[int, int]:
        """The player's id and the starting grant just given (0 if they had it already)."""
        player_id = await self.store.ensure_player(platform, external_id, name)
        granted = await self.store.grant_if_new(community, player_id, grant)
        return player_id, granted

    # -- opening and finding matches -------------------------------------------------------

    async def load(self) -> int:
        """Reload every open match from the store (at start-up); returns how many."""
        return len(await self.registry.load_open())

    async def find_open_match(self, community: str, player_id: int, game: str) -> int | None:
        """The player's open match of `game` in `community`, held live, or None."""
        record = await self.store.find_open_match(community, player_id, game)
        if record is None:
            return None
        live = await self.registry.load(record.id)
        return None if live is None else live.id  # None: stored but not loadable (logged)

    async def start_match(
        self,
        community: str,
        player_id: int,
        game: str = "updown",
        *,
        channel: str = CONSOLE_CHANNEL,
        opponent: str | None = None,
        match_key: str | None = None,
    ) -> tuple[int, tuple[Outcome, ...]]:
        """Open a match: the player in seat 0 (UD-2.3: the person starts the first deal),
        computer players in the other seats, the buy-in taken from the player's balance in
        the same transaction (`InsufficientBalance` if it does not cover it). Deals and plays
        on until the player has to decide; returns the match id and what happened."""
        return await self.start_lobby_match(community, channel, [player_id], game=game,
                                            opponent=opponent, match_key=match_key)

    async def start_match_between(
        self,
        community: str,
        channel: str,
        players: Sequence[int],
        game: str = "updown",
        *,
        match_key: str | None = None,
    ) -> tuple[int, tuple[Outcome, ...]]:
        """Open a match between people only (a challenge accepted in a chat): `players[0]`,
        the challenger, in seat 0 and starting the first deal (UD-2.3 Decision), the others in
        order. Every buy-in is taken in the same transaction as the match row, all or nothing
        (`InsufficientBalance` names the first balance that does not cover it). `ValueError`
        unless the game's seats are filled by as many different players."""
        setup = setup_for(game)
        if len(players) != setup.seats or len(set(players)) != len(players):
            raise ValueError(f"{game} needs {setup.seats} different players")
        return await self.start_lobby_match(community, channel, players, game=game,
                                            opponent=None, match_key=match_key)

    async def start_lobby_match(
        self,
        community: str,
        channel: str,
        people: Sequence[int],
        *,
        game: str,
        opponent: str | None,
        match_key: str | None = None,
    ) -> tuple[int, tuple[Outcome, ...]]:
        """Open a match for the `people` who joined a lobby (host first, in seat 0); the seats
        left empty are computer players named `opponent` (None: the game's default). Each
        person buys in as in `start_match_between`; a game played for points (As-Nas) buys
        nothing in and writes no ledger row."""
        setup = setup_for(game)
        if not 0 < len(people) <= setup.seats or len(set(people)) != len(people):
            raise ValueError(f"{game} seats 1 to {setup.seats} different people")
        seats: list[int | None] = [*people, *[None] * (setup.seats - len(people))]
        buy_ins = [LedgerRow(community, player, -setup.buy_in, "buy_in")
                   for player in people if setup.buy_in]
        buy_ins.extend(self._house_buy_ins(community, setup.seats - len(people), setup.buy_in))
        name = opponent if opponent is not None else default_opponent(game)
        return await self._open(game, community=community, channel=channel, seats=seats,
                                opponents=[name] * setup.seats, ledger_rows=buy_ins,
                                match_key=match_key)

    async def start_computer_match(
        self,
        game: str,
        opponents: Sequence[str],
        *,
        community: str = "simulation",
        channel: str = "simulation",
        match_key: str | None = None,
    ) -> tuple[int, tuple[Outcome, ...]]:
        """A match between computer players only (`opponents[seat]` names each), played to
        its end through the registry and the store, as in real play."""
        setup = setup_for(game)
        if len(opponents) != setup.seats:
            raise ValueError(f"{game} needs {setup.seats} computer players")
        return await self._open(game, community=community, channel=channel,
                                seats=[None] * setup.seats, opponents=list(opponents),
                                ledger_rows=self._house_buy_ins(community, setup.seats,
                                                                setup.buy_in),
                                match_key=match_key)

    # -- playing ---------------------------------------------------------------------------

    async def act(
        self,
        match_id: int,
        seat: int,
        *,
        deal_no: int,
        seq: int,
        kind: str,
        amount: int | None = None,
        choice: int | None = None,
    ) -> tuple[Outcome, ...]:
        """A person's decision, made on the view of (`deal_no`, `seq`); then the computer
        seats answer until it is a person's turn again or the match ends.

        Refusals (`IllegalAction`, `StaleCommand`, `DuplicateCommand`, `MatchNotFound`)
        propagate unchanged and change nothing.
        """
        action = Action(seat=seat, kind=kind, amount=amount, choice=choice)
        outcome = await self.registry.execute(Command(match_id, seat, deal_no, seq, action))
        return (outcome, *await self.advance(match_id))

    async def advance(self, match_id: int) -> tuple[Outcome, ...]:
        """Play every step that needs no person: the next deal (with `auto_deal`) and the
        computer seats' turns, each committed on its own. Stops at a person's turn, between
        deals without `auto_deal`, or at the end of the match."""
        outcomes: list[Outcome] = []
        for _ in range(MAX_STEPS_PER_CALL):
            try:
                live = self.registry.get(match_id)
            except MatchNotFound:
                break  # finished or cancelled by the last step
            step = await self._step(live)
            if step is None:
                break
            outcomes.append(step)
        else:
            raise RuntimeError(f"match {match_id} did not reach a person's turn")
        return tuple(outcomes)

    def snapshot(self, match_id: int) -> Outcome:
        """Where a live match stands, as an `Outcome` with no events (for a resumed screen)."""
        live = self.registry.get(match_id)
        state = live.state
        return Outcome(
            match_id=live.id, status=live.status, seq=state.seq, deal_no=state.deal_no,
            to_act=state.to_act, deal_over=state.deal_over, match_over=state.match_over,
            deadline=live.deadline, events=(), public_view=state.public_view(),
            private_views={seat: state.private_view(seat) for seat in range(len(live.seats))},
        )

    def seats(self, match_id: int) -> tuple[int | None, ...]:
        """Player id per seat (None: a computer player)."""
        return self.registry.get(match_id).seats

    async def cancel(self, match_id: int) -> Outcome:
        """End the match now; the deal in progress is voided and the person cashed out."""
        return await self.registry.cancel(match_id)

    # -- internals -------------------------------------------------------------------------

    def _house_buy_ins(self, community: str, seats: int, buy_in: int) -> list[LedgerRow]:
        """The computer seats' buy-ins: the house mints them and pays them in."""
        chips = seats * buy_in
        if not chips:
            return []
        house = self.store.house
        return [LedgerRow(community, house, chips, "refill"),
                LedgerRow(community, house, -chips, "buy_in")]

    async def _open(
        self,
        game: str,
        *,
        community: str,
        channel: str,
        seats: Sequence[int | None],
        opponents: Sequence[str],
        ledger_rows: Iterable[LedgerRow],
        match_key: str | None,
    ) -> tuple[int, tuple[Outcome, ...]]:
        setup = setup_for(game)
        for seat, player_id in enumerate(seats):
            if player_id is None:
                self._policy(game, opponents[seat])  # refuse an unknown name before storing
        key = match_key if match_key is not None else secrets.token_hex(8)
        meta: dict[str, JSON] = {
            "key": key,
            # a string: 128-bit integers are beyond what every JSON reader keeps exactly
            "computer_seed": str(self._seeds.match_seed(key)),
            "opponents": {str(seat): opponents[seat] for seat, p in enumerate(seats)
                          if p is None},
        }
        live = await self.registry.create(
            community, channel, seats, setup.open_state(0, self._seeds.deal_seed(key, 0)),
            ledger_rows=ledger_rows, meta=meta,
        )
        return live.id, await self.advance(live.id)

    async def _step(self, live: LiveMatch) -> Outcome | None:
        state = live.state
        if state.match_over:
            return None
        if state.deal_over:
            if not self._auto_deal:
                return None
            seed = self._seeds.deal_seed(str(live.meta["key"]), state.deal_no + 1)
            return await self.registry.start_deal(live.id, seed, expected_seq=state.seq)
        seat = state.to_act
        if seat is None or live.seats[seat] is not None:
            return None  # a person decides (or nobody can: wait)
        policy = self._policy(live.game, _opponent_name(live.meta, seat))
        action = computer_action(state, seat, policy, int(str(live.meta["computer_seed"])))
        return await self.registry.execute(
            Command(live.id, seat, state.deal_no, state.seq, action)
        )

    def _policy(self, game: str, name: str) -> Policy:
        # One object per (game, name) for every seat and match: a policy keeps nothing between
        # decisions (engine.ai.base), so sharing it cannot mix matches or change a resumed one.
        key = (game, name)
        if key not in self._policies:
            self._policies[key] = make_opponent(game, name)
        return self._policies[key]


def _opponent_name(meta: Mapping[str, JSON], seat: int) -> str:
    opponents = meta.get("opponents")
    if not isinstance(opponents, dict) or str(seat) not in opponents:
        raise ValueError(f"seat {seat} has no computer player in meta {json.dumps(meta)}")
    return str(opponents[str(seat)])
