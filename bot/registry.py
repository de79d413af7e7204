"""Live matches in memory, one `asyncio.Lock` each; every change is persisted before it returns.

A change (a player's command, the next deal, a cancellation) runs under its match's lock:
check that the command is fresh, apply it to the engine state, then commit snapshot + event +
ledger rows in one store transaction. If anything fails after the state changed, the state is
rebuilt from the snapshot taken before, so memory never runs ahead of the store. The registry
never branches on the game: it only uses `engine.protocol.GameState`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from bot.commands import Command, Outcome
from bot.errors import DuplicateCommand, MatchNotFound, NotSeated, StaleCommand
from bot.games import GAMES
from bot.store import LedgerRow, MatchRecord, Store
from engine.protocol import JSON, Action, Event, GameState

log = logging.getLogger(__name__)
# Poker tables live in the same `matches` table under this game prefix; bot.tables owns them.
TABLE_PREFIX: Final = "table:"
TOURNAMENT_PREFIX: Final = "tourney:"  # a tournament's table (bot.tournaments owns it)

# Which communities a process drives. Front ends on one database (Telegram "tg:<chat>",
# Discord "<guild>" / "dm-<user>") must each load and time only their own matches and tables.
CommunityFilter = Callable[[str], bool]

SEED_BITS: Final = 128
RECENT_COMMANDS: Final = 16  # applied commands remembered per match to spot double clicks


@dataclass(eq=False)
class LiveMatch:
    """A match the registry holds: its engine state and what the bot knows around it."""

    id: int
    game: str
    community: str
    channel: str
    seats: tuple[int | None, ...]  # player id per seat; None is a computer player
    state: GameState
    meta: dict[str, JSON]
    deadline: float | None = None
    status: str = "open"
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    applied: deque[tuple[int, int, Action]] = field(
        default_factory=lambda: deque(maxlen=RECENT_COMMANDS), repr=False
    )

    def seat_of(self, player_id: int) -> int | None:
        """The seat a person sits in here, or None."""
        return next((seat for seat, p in enumerate(self.seats) if p == player_id), None)

    def require_seat(self, player_id: int) -> int:
        """The person's seat; `NotSeated` ("error-not-seated") for a bystander's click."""
        seat = self.seat_of(player_id)
        if seat is None:
            raise NotSeated()
        return seat


# Rows that move chips when a match ends, given the match and its final status
# ("finished" or "cancelled"). Each game's service supplies one; the registry stays generic.
Settlement = Callable[[LiveMatch, str], Iterable[LedgerRow]]
# When the next decision times out (UNIX seconds), or None for no timer.
DeadlinePolicy = Callable[[GameState], float | None]


def no_settlement(match: LiveMatch, status: str) -> Iterable[LedgerRow]:
    return ()


def secret_seed() -> int:
    return secrets.randbits(SEED_BITS)


def every_community(community: str) -> bool:
    del community
    return True


def community_filter(communities: str | CommunityFilter | None) -> CommunityFilter:
    """None: every community; a string: the communities starting with it ("tg:"); else the
    predicate itself."""
    if communities is None:
        return every_community
    if isinstance(communities, str):
        prefix = communities
        return lambda community: community.startswith(prefix)
    return communities


class MatchRegistry:
    """The live matches of one process.

    `games` maps a game name to its state class (default: every game in `bot.games`).
    `seed_source` draws each deal's seed (secret in play, injectable for tests and simulation).
    `turn_seconds` sets each decision's deadline from `clock`; `deadline_policy` replaces that.
    `communities` (see `community_filter`) limits the registry to this process's communities:
    only their matches are created, loaded and so timed here.
    """

    def __init__(
        self,
        store: Store,
        *,
        games: Mapping[str, type[GameState]] | None = None,
        settlement: Settlement = no_settlement,
        seed_source: Callable[[], int] = secret_seed,
        clock: Callable[[], float] = time.time,
        turn_seconds: float | None = None,
        deadline_policy: DeadlinePolicy | None = None,
        communities: str | CommunityFilter | None = None,
    ) -> None:
        self._store = store
        self.owns: CommunityFilter = community_filter(communities)
        self._games: Mapping[str, type[GameState]] = GAMES if games is None else games
        self._settlement = settlement
        self._seed_source = seed_source
        self._clock = clock
        self._turn_seconds = turn_seconds
        self._deadline_policy = deadline_policy
        self._matches: dict[int, LiveMatch] = {}

    # -- lookup ----------------------------------------------------------------------------

    def get(self, match_id: int) -> LiveMatch:
        try:
            return self._matches[match_id]
        except KeyError:
            raise MatchNotFound(match_id) from None

    def __iter__(self) -> Iterator[LiveMatch]:
        return iter(list(self._matches.values()))

    def __len__(self) -> int:
        return len(self._matches)

    def in_channel(self, community: str, channel: str) -> list[LiveMatch]:
        return [m for m in self if (m.community, m.channel) == (community, channel)]

    def of_player(self, community: str, player_id: int) -> list[LiveMatch]:
        return [m for m in self if m.community == community and player_id in m.seats]

    def expired(self, now: float) -> list[LiveMatch]:
        """Matches whose decision deadline has passed, the most overdue first (for the timer)."""
        due = [m for m in self if m.deadline is not None and m.deadline <= now]
        return sorted(due, key=lambda m: (m.deadline or 0.0, m.id))

    def next_deadline(self) -> float | None:
        """The earliest pending deadline, so one scheduler knows how long to sleep."""
        return min((m.deadline for m in self if m.deadline is not None), default=None)

    # -- lifecycle -------------------------------------------------------------------------

    async def create(
        self,
        community: str,
        channel: str,
        seats: Sequence[int | None],
        state: GameState,
        *,
        ledger_rows: Iterable[LedgerRow] = (),
        meta: Mapping[str, JSON] | None = None,
    ) -> LiveMatch:
        """Store a new match (with its buy-in rows, all or nothing) and hold it live."""
        if state.game not in self._games:
            raise ValueError(f"unknown game {state.game!r}")
        if not self.owns(community):
            raise ValueError(f"community {community!r} is not driven by this registry")
        meta_dict = dict(meta or {})
        deadline = self._deadline(state)
        match_id = await self._store.create_match(
            state.game, community, channel, seats=seats, state_json=_dumps(state.to_dict()),
            ledger_rows=ledger_rows, seq=state.seq, deal_no=state.deal_no,
            meta_json=_dumps(meta_dict), deadline=deadline,
        )
        live = LiveMatch(match_id, state.game, community, channel, tuple(seats), state,
                         meta_dict, deadline)
        self._matches[match_id] = live
        return live

    async def load_open(self) -> list[LiveMatch]:
        """Rebuild every open match of this registry's communities from the store (at
        start-up); returns those loaded."""
        loaded = []
        for record in await self._store.load_open_matches():
            if record.id in self._matches or not self.owns(record.community):
                continue
            live = self._restore(record)
            if live is not None:
                self._matches[live.id] = live
                loaded.append(live)
        return loaded

    async def load(self, match_id: int) -> LiveMatch | None:
        """The match held live, loading it from the store first if it is open there but not
        in memory (one row read, not every open match); None if it is not open in the store,
        belongs to another process's communities, or its snapshot does not load (logged)."""
        live = self._matches.get(match_id)
        if live is not None:
            return live
        record = await self._store.load_match(match_id)
        if record is None or record.status != "open" or not self.owns(record.community):
            return None
        restored = self._restore(record)
        if restored is None:
            return None
        # Another task may have loaded it while we read: keep the first (its lock is in use).
        return self._matches.setdefault(restored.id, restored)

    def forget(self, match_id: int) -> None:
        """Drop a match from memory (its owner moved it to another process); the store keeps it."""
        self._matches.pop(match_id, None)

    # -- changes ---------------------------------------------------------------------------

    async def execute(self, command: Command) -> Outcome:
        """Apply a seat's command, persist it, and return the new state's outcome.

        Raises `StaleCommand` for an old button, `DuplicateCommand` for a repeat of an applied
        one, `MatchNotFound` when the match is over; the engine's `IllegalAction` for an illegal
        action. None of these change anything.
        """
        live = self.get(command.match_id)
        async with live.lock:
            self._check_open(live)
            state = live.state
            if (command.deal_no, command.seq) != (state.deal_no, state.seq):
                if (command.deal_no, command.seq, command.action) in live.applied:
                    raise DuplicateCommand()
                raise StaleCommand()
            action = command.action
            return await self._change(
                live, action.to_dict(), lambda s: s.apply(action), final_status="finished",
                applied=(command.deal_no, command.seq, action),
            )

    async def start_deal(
        self,
        match_id: int,
        seed: int | None = None,
        *,
        expected_seq: int | None = None,
        deck: Sequence[Any] | None = None,
    ) -> Outcome:
        """Deal the next hand with a fresh secret seed (or the given `seed` / `deck`).

        `expected_seq` guards against two timers dealing twice: a mismatch is a `StaleCommand`.
        The seed is kept in the stored event (never in a view) so the deal can be replayed.
        """
        live = self.get(match_id)
        async with live.lock:
            self._check_open(live)
            if expected_seq is not None and expected_seq != live.state.seq:
                raise StaleCommand()
            if seed is None and deck is None:
                seed = self._seed_source()
            action_record: dict[str, JSON] = {
                "kind": "start_deal",
                "seed": None if seed is None else str(seed),  # str: beyond JSON's safe ints
            }
            if deck is not None:
                action_record["deck"] = [str(card) for card in deck]
            return await self._change(
                live, action_record, lambda s: s.start_deal(seed=seed, deck=deck),
                final_status="finished",
            )

    async def cancel(self, match_id: int) -> Outcome:
        """End a match without playing on (a stuck table, an abandoned match).

        The settlement callback, asked with status "cancelled", supplies refunds.
        """
        live = self.get(match_id)
        async with live.lock:
            self._check_open(live)
            return await self._change(
                live, {"kind": "cancel"}, lambda s: [], final_status="cancelled", force_end=True
            )

    # -- internals -------------------------------------------------------------------------

    def _check_open(self, live: LiveMatch) -> None:
        if live.status != "open" or self._matches.get(live.id) is not live:
            raise MatchNotFound(live.id)

    async def _change(
        self,
        live: LiveMatch,
        action_record: Mapping[str, JSON],
        change: Callable[[GameState], list[Event]],
        *,
        final_status: str,
        force_end: bool = False,
        applied: tuple[int, int, Action] | None = None,
    ) -> Outcome:
        """Run `change` on the live state and commit it; on any failure restore the state."""
        state = live.state
        before = state.to_dict()
        old_seq = state.seq

        def restore() -> None:
            live.state = type(state).from_dict(before)

        try:
            events = change(state)
            if not force_end and state.seq <= old_seq:
                raise RuntimeError(f"{state.game}: an accepted change must advance seq")
            ended = force_end or state.match_over
            status = final_status if ended else None
            rows = tuple(self._settlement(live, final_status)) if ended else ()
            deadline = None if ended else self._deadline(state)
            commit = self._store.commit_action(
                live.id, old_seq, state_json=_dumps(state.to_dict()),
                seq=max(state.seq, old_seq + 1), deal_no=state.deal_no,
                action_json=_dumps(dict(action_record)),
                events_json=_dumps([event.to_dict() for event in events]),
                ledger_rows=rows, status=status, deadline=deadline,
            )
        except BaseException:
            restore()
            raise
        cancelled = await write_through(commit, on_failure=restore)
        live.deadline = deadline
        if applied is not None:
            live.applied.append(applied)
        if status is not None:
            live.status = status
            self._matches.pop(live.id, None)
        outcome = self._outcome(live, events, rows)
        if cancelled:
            raise asyncio.CancelledError
        return outcome

    def _outcome(
        self, live: LiveMatch, events: Sequence[Event], rows: tuple[LedgerRow, ...]
    ) -> Outcome:
        state = live.state
        return Outcome(
            match_id=live.id, status=live.status, seq=state.seq, deal_no=state.deal_no,
            to_act=state.to_act, deal_over=state.deal_over, match_over=state.match_over,
            deadline=live.deadline, events=tuple(events), public_view=state.public_view(),
            private_views={seat: state.private_view(seat) for seat in range(len(live.seats))},
            ledger_rows=rows,
        )

    def _deadline(self, state: GameState) -> float | None:
        if self._deadline_policy is not None:
            return self._deadline_policy(state)
        if self._turn_seconds is None or state.match_over or state.to_act is None:
            return None
        return self._clock() + self._turn_seconds

    def _restore(self, record: MatchRecord) -> LiveMatch | None:
        game = self._games.get(record.game)
        if game is None and record.game.startswith((TABLE_PREFIX, TOURNAMENT_PREFIX)):
            return None  # a poker table: bot.tables restores it, not this registry
        if game is None:
            log.error("match %s: game %r is not available; left in the store", record.id,
                      record.game)
            return None
        try:
            state = game.from_dict(json.loads(record.state_json))
        except Exception:
            log.exception("match %s: its snapshot does not load; left in the store", record.id)
            return None
        if state.seq != record.seq:
            log.error("match %s: snapshot seq %s differs from row seq %s; left in the store",
                      record.id, state.seq, record.seq)
            return None
        return LiveMatch(
            record.id, record.game, record.community, record.channel,
            tuple(seat.player_id for seat in record.seats), state,
            dict(json.loads(record.meta_json)), record.deadline,
        )


async def write_through(write: Awaitable[None], on_failure: Callable[[], None]) -> bool:
    """Await a store write to its end even if our caller is cancelled meanwhile.

    A cancelled await would not stop a commit already running on the database thread, so the
    write is shielded and its own result decides: on failure `on_failure` runs and the error
    propagates; on success it returns whether a cancellation arrived (the caller re-raises it
    after updating memory to match the store).
    """
    task = asyncio.ensure_future(write)
    cancelled = False
    while not task.done():
        try:
            await asyncio.wait({task})  # unlike awaiting the task, never cancels it
        except asyncio.CancelledError:
            cancelled = True
    if task.cancelled() or task.exception() is not None:
        on_failure()
        if task.cancelled():
            raise asyncio.CancelledError
        error = task.exception()
        assert error is not None
        raise error
    return cancelled


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
