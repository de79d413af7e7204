"""Live matches in memory, one `asyncio.Lock` each; every change is persisted before it returns.

A change (a player's command, the next deal, a cancellation) runs under its match's lock:
check that the command is fresh, apply it to the engine state, then commit snapshot + event +
ledger rows in one store transaction. If anything fails after the state changed, the state is
rebuilt as committed, so memory never runs ahead of the store. The registry never branches on
the game: it only uses `engine.protocol.GameState`.

Lean writes (issue 15.2), as poker tables do: a seat's move that keeps the match open writes
only its event row (whose action record replays it: the engines are deterministic) and the
row's seq; a deal, the end of a match and, at the latest, every `SNAPSHOT_EVERY` changes write
the whole snapshot. So a deal costs one snapshot plus a small row per move, and the state is
serialized at most once per change. Loading replays the moves since the snapshot
(`restore_match`); the live match keeps the last snapshot written and the moves since
(`LiveMatch.base`, `steps`), and a failed change rebuilds the state from them.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Final

from bot.adoption import Adoption
from bot.commands import Command, Outcome
from bot.deadlines import Deadlines
from bot.errors import (
    DuplicateCommand,
    MatchNotFound,
    NotSeated,
    SeqConflict,
    StaleCommand,
)
from bot.games import GAMES
from bot.store import EscrowMismatch, LedgerRow, MatchRecord, Store
from bot.store.writer import Pending
from engine.protocol import JSON, Action, Event, GameState

log = logging.getLogger(__name__)
# Poker tables live in the same `matches` table under this game prefix; bot.tables owns them.
TABLE_PREFIX: Final = "table:"
TOURNAMENT_PREFIX: Final = "tourney:"  # a tournament's table (bot.tournaments owns it)
MTT_PREFIX: Final = "mtt:"  # a scheduled tournament and its tables (bot.tournaments owns them)

# Which communities a process drives. Front ends on one database (Telegram "tg:<chat>",
# Discord "<guild>" / "dm-<user>") must each load and time only their own matches and tables.
CommunityFilter = Callable[[str], bool]

SEED_BITS: Final = 128
RECENT_COMMANDS: Final = 16  # applied commands remembered per match to spot double clicks
MIN_DOWNTIME_S: Final = 5.0  # a shorter gap since the last change extends no deadline
SNAPSHOT_EVERY: Final = 64  # a lean write at most this many changes after the last snapshot


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
    house: int = 0  # the house account (computer seats' chips), set by the registry
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    applied: deque[tuple[int, int, Action]] = field(
        default_factory=lambda: deque(maxlen=RECENT_COMMANDS), repr=False
    )
    base: str = field(default="", repr=False)  # the last snapshot written (JSON)
    steps: list[dict[str, JSON]] = field(default_factory=list, repr=False)  # moves since

    def rebuild(self) -> GameState:
        """The state as committed: the last snapshot with the moves since replayed."""
        state = type(self.state).from_dict(json.loads(self.base))
        for step in self.steps:
            state.apply(Action.from_dict(step))
        return state

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
# Every chip a match of a game holds in a state: what its escrow account must hold.
Holdings = Callable[[str, GameState], int]


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
        self._holdings: Holdings | None = None
        # The timers (each match's deadline as last noted), so `next_deadline` and `expired`
        # look only at due matches. A match's `deadline` is the registry's to set.
        self._scheduled = Deadlines()
        self._adoption = Adoption()  # what `adopt_due` could not load

    def use_escrow(self, holdings: Holdings) -> None:
        """Check every match's chips against its escrow account: at each change the store
        refuses a commit after which the escrow would not hold `holdings(game, state)` (0
        once the match ended and settled), and a stored match whose escrow disagrees with its
        snapshot is not loaded. `bot.matches.MatchService` sets this up with each game's
        chips (`bot.matches.setups.held_chips`)."""
        self._holdings = holdings

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
        """Matches whose decision deadline has passed, the most overdue first (for the timer).
        They stay due until a change moves their deadline."""
        due = self._scheduled.due(now)
        return [self._matches[match_id] for _, match_id in due if match_id in self._matches]

    def next_deadline(self, after: float | None = None) -> float | None:
        """The earliest pending deadline (later than `after`, when given: the timer's next
        wake-up beside the due matches it handles), so one scheduler knows how long to sleep.
        The top of the deadline heap; with `after`, the due entries are set aside and put
        back: no match that is not due is looked at."""
        return self._scheduled.earliest(after)

    def _note(self, live: LiveMatch) -> None:
        """Note the match's deadline after it changed (or was loaded, or left)."""
        self._scheduled.set(live.id, live.deadline if self._matches.get(live.id) is live
                            else None)

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
        state_json = _dumps(state.to_dict())
        match_id = await self._store.create_match(
            state.game, community, channel, seats=seats, state_json=state_json,
            ledger_rows=ledger_rows, seq=state.seq, deal_no=state.deal_no,
            meta_json=_dumps(meta_dict), deadline=deadline,
            escrow=None if self._holdings is None else self._holdings(state.game, state),
        )
        live = LiveMatch(match_id, state.game, community, channel, tuple(seats), state,
                         meta_dict, deadline, house=self._store.house, base=state_json)
        self._matches[match_id] = live
        self._note(live)
        return live

    async def load_open(self) -> list[LiveMatch]:
        """Rebuild every open match of this registry's communities from the store (at
        start-up); returns those loaded."""
        loaded = []
        with collector_paused():  # the rows read and the matches rebuilt from them
            records = [  # not the poker tables' rows: their services load them
                record for record in await self._store.load_open_matches(
                    excluding=(TABLE_PREFIX, TOURNAMENT_PREFIX, MTT_PREFIX))
                if record.id not in self._matches and self.owns(record.community)
            ]
            for record in records:
                live = self._restore(record)
                if live is not None:
                    self._matches[live.id] = live
                    self._note(live)
                    loaded.append(live)
        # Only matches' rows: the table services write their own after their downtime check,
        # and they all load in either order.
        down = downtime(records, self._clock())
        for live in loaded:
            await self._extend_deadline(live, down)
        return loaded

    async def _extend_deadline(self, live: LiveMatch, down: tuple[float, float] | None) -> None:
        """After downtime, give a running turn back the time the bot was away (see
        `downtime`); stored before anyone sees it."""
        if down is None or live.deadline is None:
            return
        last_alive, down_s = down
        if live.deadline <= last_alive:
            return  # it was due while the bot still ran: play it now
        async with live.lock:
            if live.deadline is None or self._matches.get(live.id) is not live:
                return
            deadline = live.deadline + down_s
            try:
                await self._store.set_deadline(live.id, live.state.seq, deadline)
            except (SeqConflict, MatchNotFound):
                await self._resync(live)  # another process drives it and moved it on
                return
            live.deadline = deadline
            self._note(live)

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
        live = self._matches.setdefault(restored.id, restored)
        self._note(live)
        return live

    async def adopt_due(self, before: float) -> list[LiveMatch]:
        """Every open match of this registry's communities whose stored deadline passed by
        `before`, as stored: loaded if this process did not hold it, reloaded if it held it
        behind the store. Their timers are overdue (the process that held them may be gone),
        so the caller plays them; `Store.claim_timer` keeps a live one from being doubled."""
        rows = await self._store.due_games(before)
        return [live for live, _ in await self._take_on(rows)]

    async def catch_up(self, community: str) -> list[LiveMatch]:
        """The open matches of `community` that this process did not hold or held behind
        the store (another process started or moved them), now held as stored."""
        rows = await self._store.open_games(community)
        return [live for live, taken in await self._take_on(rows) if taken]

    async def _take_on(
        self, rows: Iterable[tuple[int, str, str, int]]
    ) -> list[tuple[LiveMatch, bool]]:
        """Each of the rows (id, game, community, seq) this registry drives, held as stored,
        with whether it was loaded or reloaded for it (`bot.adoption`)."""
        return await self._adoption.take_on(
            rows, drives=lambda game, community: game in self._games and self.owns(community),
            held=self._matches.get, seq_of=lambda live: live.state.seq, load=self.load,
            resync=self._resync)

    def forget(self, match_id: int) -> None:
        """Drop a match from memory (its owner moved it to another process); the store keeps it."""
        self._matches.pop(match_id, None)
        self._scheduled.discard(match_id)

    # -- changes ---------------------------------------------------------------------------

    async def execute(self, command: Command) -> Outcome:
        """Apply a seat's command, persist it, and return the new state's outcome.

        Raises `StaleCommand` for an old button, `DuplicateCommand` for a repeat of an applied
        one, `MatchNotFound` when the match is over; the engine's `IllegalAction` for an illegal
        action. None of these change anything. A copy found behind the store (another process
        moved the match on: a `SeqConflict`, or a command newer than the copy) is reloaded and
        the command judged once more against it; one the fresh copy calls stale raises the
        `SeqConflict` (the copy held is up to date again).
        """
        live = self.get(command.match_id)
        async with live.lock:
            self._check_open(live)
            state = live.state
            if (command.deal_no, command.seq) > (state.deal_no, state.seq):
                await self._resync(live)  # a button from a state this copy has not seen
            try:
                return await self._execute(live, command)
            except SeqConflict as conflict:
                await self._resync(live)
                try:
                    return await self._execute(live, command)
                except StaleCommand:
                    # The button was drawn from the copy that fell behind: say so (front ends
                    # redraw on it); the copy is fresh again.
                    raise conflict from None

    async def _execute(self, live: LiveMatch, command: Command) -> Outcome:
        self._check_open(live)
        state = live.state
        if (command.deal_no, command.seq) != (state.deal_no, state.seq):
            if (command.deal_no, command.seq, command.action) in live.applied:
                raise DuplicateCommand()
            raise StaleCommand()
        action = command.action
        return await self._change(
            live, action.to_dict(), lambda s: s.apply(action), final_status="finished",
            applied=(command.deal_no, command.seq, action), move=True,
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
        On a `SeqConflict` the copy is reloaded and the deal tried once more on it.
        """
        live = self.get(match_id)
        async with live.lock:
            try:
                return await self._start_deal(live, seed, expected_seq, deck)
            except SeqConflict:
                await self._resync(live)
            return await self._start_deal(live, seed, expected_seq, deck)

    async def _start_deal(
        self, live: LiveMatch, seed: int | None, expected_seq: int | None,
        deck: Sequence[Any] | None,
    ) -> Outcome:
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

        The settlement callback, asked with status "cancelled", supplies refunds. On a
        `SeqConflict` the copy is reloaded and the cancellation made on it.
        """
        live = self.get(match_id)
        async with live.lock:
            for attempt in range(2):
                self._check_open(live)
                try:
                    return await self._change(
                        live, {"kind": "cancel"}, lambda s: [], final_status="cancelled",
                        force_end=True,
                    )
                except SeqConflict:
                    if attempt:
                        raise
                    await self._resync(live)
            raise AssertionError("unreachable")

    async def _resync(self, live: LiveMatch) -> None:
        """Replace a copy that fell behind the store (another process moved the match on) by
        the stored row, under the match's lock; a match no longer open there (or no longer
        loadable) leaves memory, so the next command gets `MatchNotFound`."""
        record = await self._store.load_match(live.id)
        game = None if record is None else self._games.get(record.game)
        fresh = None
        if record is not None and record.status == "open" and game is not None:
            try:
                fresh = restore_match(record, game, self._holdings)
            except BrokenRecord as broken:
                log.error("match %s: %s; left in the store (feltbot refund-broken returns its "
                          "chips)", live.id, broken)
        if fresh is None:
            live.status = "cancelled" if record is None or record.status == "open" else (
                record.status
            )
            if self._matches.get(live.id) is live:
                del self._matches[live.id]
                self._scheduled.discard(live.id)
            return
        log.info("match %s: reloaded from the store (seq %s -> %s)", live.id, live.state.seq,
                 fresh.state.seq)
        live.state, live.meta, live.deadline = fresh.state, fresh.meta, fresh.deadline
        live.seats, live.base, live.steps = fresh.seats, fresh.base, fresh.steps
        self._note(live)

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
        move: bool = False,
    ) -> Outcome:
        """Run `change` on the live state and commit it (a lean write when it is a seat's
        `move` that leaves the match open; see the module docstring); on any failure restore
        the state as committed."""
        state = live.state
        old_seq = state.seq

        def restore() -> None:
            live.state = live.rebuild()

        try:
            events = change(state)
            if not force_end and state.seq <= old_seq:
                raise RuntimeError(f"{state.game}: an accepted change must advance seq")
            ended = force_end or state.match_over
            status = final_status if ended else None
            rows = tuple(self._settlement(live, final_status)) if ended else ()
            deadline = None if ended else self._deadline(state)
            escrow = None
            if self._holdings is not None:
                escrow = 0 if ended else self._holdings(live.game, state)
            lean = move and not ended and not rows and len(live.steps) + 1 < SNAPSHOT_EVERY
            state_json = None if lean else _dumps(state.to_dict())
            commit = self._store.commit_action(
                live.id, old_seq, state_json=state_json,
                seq=max(state.seq, old_seq + 1), deal_no=state.deal_no,
                action_json=_dumps(dict(action_record)),
                events_json=_dumps([event.to_dict() for event in events]),
                ledger_rows=rows, status=status, deadline=deadline, escrow=escrow,
            )
        except BaseException:
            restore()
            raise
        try:
            cancelled = await write_through(commit, on_failure=restore)
        except MatchNotFound:  # ended in the store by another process: not ours to hold
            live.status = "cancelled"
            if self._matches.get(live.id) is live:
                del self._matches[live.id]
                self._scheduled.discard(live.id)
            raise
        except EscrowMismatch as mismatch:  # its chips are not the ledger's: refuse the match
            log.error("match %s: %s; not played on, left in the store (feltbot refund-broken "
                      "returns its chips)", live.id, mismatch)
            live.status = "cancelled"
            if self._matches.get(live.id) is live:
                del self._matches[live.id]
                self._scheduled.discard(live.id)
            raise MatchNotFound(live.id) from None
        live.deadline = deadline
        if state_json is None:
            live.steps.append(dict(action_record))
        else:
            live.base, live.steps = state_json, []
        if applied is not None:
            live.applied.append(applied)
        if status is not None:
            live.status = status
            self._matches.pop(live.id, None)
        self._note(live)
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
        """The record as a live match, or None (logged) when it is not this registry's to
        hold: a poker table, a game this process lacks, or a broken row (`BrokenRecord`), which
        stays open in the store with its chips for `feltbot refund-broken`."""
        game = self._games.get(record.game)
        if game is None and record.game.startswith((TABLE_PREFIX, TOURNAMENT_PREFIX, MTT_PREFIX)):
            return None  # a poker table: bot.tables restores it, not this registry
        if game is None:
            log.error("match %s: game %r is not available; left in the store", record.id,
                      record.game)
            return None
        try:
            live = restore_match(record, game, self._holdings)
        except BrokenRecord as broken:
            log.error("match %s: %s; left in the store (feltbot refund-broken returns its "
                      "chips)", record.id, broken)
            return None
        live.house = self._store.house
        return live


class BrokenRecord(Exception):
    """A stored match or table that cannot be held live: its snapshot or meta data is not
    readable JSON, does not load, or disagrees with its row. The message says why."""


@contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic cyclic garbage collection inside the block (as it was, after). Reading
    and restoring thousands of stored tables builds millions of objects that all stay alive,
    and the collector would walk the growing heap again and again for nothing (at 10,000
    tables, as long as the restoring itself). The switch is the whole process's: only for a
    bounded block such as the start-up load (other tasks awaited meanwhile just collect
    later)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def json_object(text: str, what: str) -> dict[str, JSON]:
    """`text` parsed as a JSON object, else `BrokenRecord`."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise BrokenRecord(f"its {what} is not JSON ({error})") from error
    if not isinstance(data, dict):
        raise BrokenRecord(f"its {what} is not a JSON object")
    return data


def restore_match(
    record: MatchRecord, game: type[GameState], holdings: Holdings | None = None
) -> LiveMatch:
    """A stored match of `game` as a live match; `BrokenRecord` if any part of it is not
    sound (so one bad row is skipped, never the reason the others do not load), its chips
    (`holdings`, when given) included: they must be what its escrow account holds."""
    data = json_object(record.state_json, "snapshot")
    meta = json_object(record.meta_json, "meta data")
    try:
        state = game.from_dict(data)
    except Exception as error:
        raise BrokenRecord(f"its snapshot does not load ({error!r})") from error
    steps: list[dict[str, JSON]] = []
    for text in record.replay:  # the lean moves since the snapshot (see the module docstring)
        step = json_object(text, "event after the snapshot")
        try:
            state.apply(Action.from_dict(step))
        except Exception as error:
            raise BrokenRecord(f"an event after its snapshot does not replay ({error!r})"
                               ) from error
        steps.append(step)
    if (state.seq, state.deal_no) != (record.seq, record.deal_no):
        raise BrokenRecord(
            f"its snapshot (seq {state.seq}, deal {state.deal_no}) differs from its row"
            f" (seq {record.seq}, deal {record.deal_no})"
        )
    seats = tuple(seat.player_id for seat in record.seats)
    if [seat.seat for seat in record.seats] != list(range(len(seats))):
        raise BrokenRecord("its seats are not numbered 0, 1, …")
    if holdings is not None:
        try:
            held = holdings(record.game, state)
        except Exception as error:
            raise BrokenRecord(f"its chips cannot be counted ({error!r})") from error
        if held != record.escrow:
            raise BrokenRecord(
                f"its chips ({held}) differ from its escrow account ({record.escrow})"
            )
    return LiveMatch(
        record.id, record.game, record.community, record.channel, seats, state, meta,
        record.deadline, base=record.state_json, steps=steps,
    )


def downtime(records: Iterable[MatchRecord], now: float) -> tuple[float, float] | None:
    """(when the bot was last known alive, how long it was away) from one process's open
    rows, or None when there is nothing to give back.

    The last sign of life is the newest `updated_at` among the rows (every accepted change
    writes it, and a due timer is a change, so a deadline still pending before then was not
    yet due). A deadline after that moment ran while nobody could act, so it moves on by
    `now - last alive`; that may give a little more than the time lost (the bot may have run
    on quietly before it stopped), never less, so nobody is timed out by a restart, and never
    more than a whole turn from the restart (the turn began with a change). A gap under
    `MIN_DOWNTIME_S` (a quick restart) gives nothing back: the turns stand as stored."""
    last_alive = max((record.updated_at for record in records), default=None)
    if last_alive is None or now - last_alive < MIN_DOWNTIME_S:
        return None
    return last_alive, now - last_alive


async def write_through(write: Awaitable[None], on_failure: Callable[[], None]) -> bool:
    """Await a store write to its end even if our caller is cancelled meanwhile.

    A cancelled await would not stop a commit already running on the database thread, so the
    write is shielded and its own result decides: on failure `on_failure` runs and the error
    propagates; on success it returns whether a cancellation arrived (the caller re-raises it
    after updating memory to match the store). A write already queued (`Pending`, as
    `Store.commit_action` returns) is waited on directly; any other awaitable runs as a task.
    """
    outcome: asyncio.Future[None] = (
        write.future if isinstance(write, Pending) else asyncio.ensure_future(write)
    )
    cancelled = False
    while not outcome.done():
        try:
            await _ended(outcome)  # unlike awaiting it, never cancels it
        except asyncio.CancelledError:
            cancelled = True
    if outcome.cancelled() or outcome.exception() is not None:
        on_failure()
        if outcome.cancelled():
            raise asyncio.CancelledError
        error = outcome.exception()
        assert error is not None
        raise error
    return cancelled


async def _ended(future: asyncio.Future[Any]) -> None:
    """Wait for `future` to end; a cancellation cancels this wait only, not `future`."""
    waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def wake(_: asyncio.Future[Any]) -> None:
        if not waiter.done():
            waiter.set_result(None)

    future.add_done_callback(wake)
    try:
        await waiter
    finally:
        future.remove_done_callback(wake)


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)
