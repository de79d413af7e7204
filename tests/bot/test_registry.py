"""The match registry: one lock per match, stale and duplicate commands refused, every change
persisted before `execute` returns, and memory rolled back when persisting fails."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Self

import pytest

from bot.commands import Command
from bot.errors import (
    DuplicateCommand,
    InsufficientBalance,
    MatchNotFound,
    NotSeated,
    StaleCommand,
)
from bot.registry import LiveMatch, MatchRegistry, restore_match
from bot.store import LedgerRow, MatchRecord, Store
from engine.errors import IllegalAction
from engine.protocol import JSON, Action, Event, LegalAction

COMMUNITY = "telegram:group-7"


class CounterGame:
    """A tiny two-seat game: seats alternately "add" 1..3 to a total; 10 or more ends the match.

    A deal draws a secret `card` from the seed; seat 1's private view shows it.
    """

    game = "counter"

    def __init__(self, total: int = 0, seq: int = 0, deal_no: int = 0, turn: int | None = None,
                 card: int | None = None) -> None:
        self.total, self._seq, self._deal_no, self.turn, self.card = total, seq, deal_no, turn, card

    @property
    def seq(self) -> int:
        return self._seq

    @property
    def deal_no(self) -> int:
        return self._deal_no

    @property
    def to_act(self) -> int | None:
        return None if self.match_over else self.turn

    @property
    def deal_over(self) -> bool:
        return self.turn is None

    @property
    def match_over(self) -> bool:
        return self.total >= 10

    def start_deal(self, seed: int | None = None, deck: Sequence[Any] | None = None) -> list[Event]:
        if not self.deal_over or self.match_over:
            raise IllegalAction("error-illegal-action")
        self.card = int(deck[0]) if deck else random.Random(seed).randrange(52)
        self._deal_no += 1
        self._seq += 1
        self.turn = 0
        return [Event("dealt", data={"deal_no": self._deal_no}),
                Event("card", data={"card": self.card}, private_to=1)]

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        return (LegalAction("add", 1, 3),) if seat == self.to_act else ()

    def apply(self, action: Action) -> list[Event]:
        if action.seat != self.to_act:
            raise IllegalAction("error-not-your-turn")
        if action.kind != "add" or action.amount is None or not 1 <= action.amount <= 3:
            raise IllegalAction("error-amount-out-of-range", min=1, max=3)
        self.total += action.amount
        self._seq += 1
        self.turn = 1 - action.seat
        return [Event("added", seat=action.seat, data={"amount": action.amount})]

    def public_view(self) -> dict[str, JSON]:
        return {"total": self.total, "to_act": self.to_act}

    def private_view(self, seat: int) -> dict[str, JSON]:
        return {**self.public_view(), "card": self.card if seat == 1 else None}

    def to_dict(self) -> dict[str, JSON]:
        return {"total": self.total, "seq": self._seq, "deal_no": self._deal_no,
                "turn": self.turn, "card": self.card}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        return cls(data["total"], data["seq"], data["deal_no"], data["turn"], data["card"])


GAMES = {"counter": CounterGame}


class Clock:
    now = 1_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "r.db") as opened:
        yield opened


def settle_winner_takes_20(match: LiveMatch, status: str) -> Iterable[LedgerRow]:
    """Pay back the two buy-ins of 10: all 20 to seat 0 when finished, 10 each if cancelled."""
    if status == "cancelled":
        return [LedgerRow(match.community, p, 10, "cash_out") for p in match.seats if p]
    winner = match.seats[0]
    assert winner is not None
    return [LedgerRow(match.community, winner, 20, "result")]


@pytest.fixture
async def players(store: Store) -> tuple[int, int]:
    ana = await store.ensure_player("telegram", "1", "Ana")
    bo = await store.ensure_player("telegram", "2", "Bo")
    for player in (ana, bo):
        await store.grant_if_new(COMMUNITY, player, 100)
    return ana, bo


@pytest.fixture
def registry(store: Store) -> MatchRegistry:
    return MatchRegistry(store, games=GAMES, settlement=settle_winner_takes_20,
                         seed_source=lambda: 12345, clock=Clock(), turn_seconds=45)


async def new_match(registry: MatchRegistry, players: tuple[int, int]) -> LiveMatch:
    live = await registry.create(
        COMMUNITY, "chan", list(players), CounterGame(),
        ledger_rows=[LedgerRow(COMMUNITY, p, -10, "buy_in") for p in players],
        meta={"mode": "test"},
    )
    await registry.start_deal(live.id)
    return live


def committed(record: MatchRecord, live: LiveMatch) -> dict[str, JSON]:
    """The stored state: its snapshot with the moves since replayed (lean writes)."""
    return restore_match(record, type(live.state)).state.to_dict()


def add(live: LiveMatch, seat: int, amount: int) -> Command:
    state = live.state
    return Command(live.id, seat, state.deal_no, state.seq, Action(seat, "add", amount))


async def test_command_applied_and_persisted(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    live = await new_match(registry, players)
    outcome = await registry.execute(add(live, 0, 3))
    assert (outcome.seq, outcome.deal_no, outcome.to_act, outcome.status) == (2, 1, 1, "open")
    assert outcome.deadline == 1_045.0
    assert outcome.public_view == {"total": 3, "to_act": 1}
    assert [e.kind for e in outcome.public_events()] == ["added"]
    record = await store.load_match(live.id)
    assert record is not None
    assert committed(record, live) == live.state.to_dict()
    assert (record.seq, record.deadline) == (2, 1_045.0)
    events = await store.match_events(live.id)
    assert [json.loads(e.action_json) for e in events] == [
        {"kind": "start_deal", "seed": "12345"},
        {"seat": 0, "kind": "add", "amount": 3},
    ]
    # The private card went only to seat 1, in the stored events as in the views.
    assert json.loads(events[0].events_json)[1]["private_to"] == 1


async def test_state_persisted_before_execute_returns(
    registry: MatchRegistry, store: Store, players: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    live = await new_match(registry, players)
    gate = asyncio.Event()
    real_commit = store.commit_action

    async def slow_commit(*args: Any, **kwargs: Any) -> None:
        await gate.wait()
        await real_commit(*args, **kwargs)

    monkeypatch.setattr(store, "commit_action", slow_commit)
    running = asyncio.create_task(registry.execute(add(live, 0, 2)))
    for _ in range(5):
        await asyncio.sleep(0)
    assert not running.done()  # still waiting for the database
    gate.set()
    outcome = await running
    record = await store.load_match(live.id)
    assert record is not None and record.seq == outcome.seq == 2


async def test_hundred_identical_commands_apply_once(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    live = await new_match(registry, players)
    command = add(live, 0, 2)
    results = await asyncio.gather(
        *(registry.execute(command) for _ in range(100)), return_exceptions=True
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, DuplicateCommand) for r in results if r not in applied)
    assert isinstance(results[1], DuplicateCommand)
    assert results[1].key == "error-duplicate-command"
    assert live.state.total == 2
    assert len(await store.match_events(live.id)) == 2  # the deal and one "add"


async def test_stale_command_refused_state_untouched(
    registry: MatchRegistry, players: tuple[int, int]
) -> None:
    live = await new_match(registry, players)
    old = add(live, 0, 1)
    await registry.execute(old)
    await registry.execute(add(live, 1, 1))
    before = live.state.to_dict()
    # An old button for seat 0 with a different amount: not a repeat, just out of date.
    with pytest.raises(StaleCommand) as stale:
        await registry.execute(Command(live.id, 0, old.deal_no, old.seq, Action(0, "add", 3)))
    assert stale.value.key == "error-stale-command"
    # The right seq but another deal: also stale.
    with pytest.raises(StaleCommand):
        await registry.execute(Command(live.id, 0, 7, live.state.seq, Action(0, "add", 1)))
    assert live.state.to_dict() == before


async def test_illegal_action_leaves_state_and_store(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    live = await new_match(registry, players)
    with pytest.raises(IllegalAction) as illegal:
        await registry.execute(add(live, 1, 1))
    assert illegal.value.key == "error-not-your-turn"
    with pytest.raises(IllegalAction):
        await registry.execute(add(live, 0, 9))
    assert live.state.total == 0
    assert len(await store.match_events(live.id)) == 1
    await registry.execute(add(live, 0, 1))  # still playable


async def test_failed_persist_rolls_back_memory(
    registry: MatchRegistry, store: Store, players: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    live = await new_match(registry, players)
    before = live.state.to_dict()

    async def broken_commit(*args: Any, **kwargs: Any) -> None:
        await asyncio.sleep(0)
        raise OSError("disk full")

    monkeypatch.setattr(store, "commit_action", broken_commit)
    with pytest.raises(OSError, match="disk full"):
        await registry.execute(add(live, 0, 3))
    assert live.state.to_dict() == before
    monkeypatch.undo()
    # The same button works once the store is back: nothing was half-applied.
    outcome = await registry.execute(add(live, 0, 3))
    assert outcome.public_view["total"] == 3


async def test_cancelled_caller_keeps_memory_in_step_with_the_store(
    registry: MatchRegistry, store: Store, players: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    live = await new_match(registry, players)
    gate = asyncio.Event()
    real_commit = store.commit_action

    async def slow_commit(*args: Any, **kwargs: Any) -> None:
        await gate.wait()
        await real_commit(*args, **kwargs)

    monkeypatch.setattr(store, "commit_action", slow_commit)
    running = asyncio.create_task(registry.execute(add(live, 0, 2)))
    for _ in range(5):
        await asyncio.sleep(0)
    running.cancel()
    for _ in range(5):
        await asyncio.sleep(0)
    assert not running.done()  # the write is under way: it is awaited to its end
    gate.set()
    with pytest.raises(asyncio.CancelledError):
        await running
    record = await store.load_match(live.id)
    assert record is not None
    assert committed(record, live) == live.state.to_dict()
    assert live.state.total == 2


async def test_match_end_settles_and_leaves_memory(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    ana, bo = players
    live = await new_match(registry, players)
    for seat, amount in [(0, 3), (1, 3), (0, 3)]:
        await registry.execute(add(live, seat, amount))
    assert await store.balance(COMMUNITY, ana) == 90
    final = await registry.execute(add(live, 1, 1))
    assert (final.status, final.match_over, final.deadline) == ("finished", True, None)
    assert final.ledger_rows == (LedgerRow(COMMUNITY, ana, 20, "result"),)
    assert (await store.balance(COMMUNITY, ana), await store.balance(COMMUNITY, bo)) == (110, 90)
    assert len(registry) == 0
    with pytest.raises(MatchNotFound):
        await registry.execute(add(live, 0, 1))
    record = await store.load_match(live.id)
    assert record is not None and record.status == "finished"


async def test_settlement_failure_keeps_the_match_open(
    store: Store, players: tuple[int, int]
) -> None:
    ana, _ = players

    def overdraw(match: LiveMatch, status: str) -> Iterable[LedgerRow]:
        return [LedgerRow(COMMUNITY, ana, -1_000, "result")]

    registry = MatchRegistry(store, games=GAMES, settlement=overdraw)
    live = await new_match(registry, players)
    for seat, amount in [(0, 3), (1, 3), (0, 3)]:
        await registry.execute(add(live, seat, amount))
    before = live.state.to_dict()
    with pytest.raises(InsufficientBalance):
        await registry.execute(add(live, 1, 1))
    assert live.state.to_dict() == before
    assert registry.get(live.id).status == "open"


async def test_start_deal_seeds_and_expected_seq(
    store: Store, players: tuple[int, int]
) -> None:
    registry = MatchRegistry(store, games=GAMES)  # secret seeds
    first = await registry.create(COMMUNITY, "c", list(players), CounterGame())
    second = await registry.create(COMMUNITY, "c", list(players), CounterGame())
    await asyncio.gather(registry.start_deal(first.id), registry.start_deal(second.id))
    seeds = [json.loads((await store.match_events(m.id))[0].action_json)["seed"]
             for m in (first, second)]
    assert seeds[0] != seeds[1] and all(int(seed) >= 0 for seed in seeds)
    forced = await registry.create(COMMUNITY, "c", list(players), CounterGame())
    outcome = await registry.start_deal(forced.id, deck=[7], expected_seq=0)
    assert outcome.private_views[1]["card"] == 7 and outcome.private_views[0]["card"] is None
    assert [e.kind for e in outcome.events_for(0)] == ["dealt"]
    with pytest.raises(StaleCommand):
        await registry.start_deal(forced.id, expected_seq=0)  # a second timer, too late
    with pytest.raises(IllegalAction):
        await registry.start_deal(forced.id)  # the engine refuses: the deal is running
    assert forced.state.seq == 1


async def test_cancel_refunds_through_settlement(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    live = await new_match(registry, players)
    outcome = await registry.cancel(live.id)
    assert outcome.status == "cancelled"
    assert [await store.balance(COMMUNITY, p) for p in players] == [100, 100]
    assert await store.load_open_matches() == []
    with pytest.raises(MatchNotFound):
        await registry.cancel(live.id)


async def test_reload_after_restart_carries_on(
    store: Store, players: tuple[int, int]
) -> None:
    registry = MatchRegistry(store, games=GAMES, clock=Clock(), turn_seconds=45)
    live = await new_match(registry, players)
    await registry.execute(add(live, 0, 2))
    restarted = MatchRegistry(store, games=GAMES)
    loaded = await restarted.load_open()
    assert [m.id for m in loaded] == [live.id]
    again = restarted.get(live.id)
    assert again.state.to_dict() == live.state.to_dict()
    assert (again.seats, again.meta, again.deadline) == (live.seats, {"mode": "test"}, 1_045.0)
    outcome = await restarted.execute(add(again, 1, 1))
    assert outcome.public_view["total"] == 3
    assert await restarted.load_open() == []  # already live: not loaded twice


async def test_load_one_match_reads_only_that_match(
    store: Store, players: tuple[int, int]
) -> None:
    registry = MatchRegistry(store, games=GAMES)
    first = await new_match(registry, players)
    second = await new_match(registry, players)
    await registry.execute(add(first, 0, 2))
    restarted = MatchRegistry(store, games=GAMES)
    loaded = await restarted.load(first.id)
    assert loaded is not None and loaded.state.to_dict() == first.state.to_dict()
    assert [m.id for m in restarted] == [first.id]  # the other open match stays in the store
    assert await restarted.load(first.id) is loaded  # held live: not read again
    await registry.cancel(second.id)
    assert await restarted.load(second.id) is None  # not open any more
    assert await restarted.load(9_999) is None
    assert await MatchRegistry(store, games={}).load(first.id) is None  # does not load


async def test_concurrent_loads_hold_one_live_match(
    store: Store, players: tuple[int, int]
) -> None:
    live = await new_match(MatchRegistry(store, games=GAMES), players)
    restarted = MatchRegistry(store, games=GAMES)
    both = await asyncio.gather(restarted.load(live.id), restarted.load(live.id))
    assert both[0] is both[1] is restarted.get(live.id)


async def test_each_registry_loads_only_its_own_communities(
    store: Store, players: tuple[int, int]
) -> None:
    # Two front ends on one database: each loads, times and finds only its own matches.
    other = "tg:-100"
    for player in players:
        await store.grant_if_new(other, player, 100)
    ours = await new_match(MatchRegistry(store, games=GAMES), players)
    theirs = await MatchRegistry(store, games=GAMES).create(
        other, "chan", list(players), CounterGame()
    )
    mine = MatchRegistry(store, games=GAMES, communities=lambda c: not c.startswith("tg:"))
    telegram = MatchRegistry(store, games=GAMES, communities="tg:")
    assert [m.id for m in await mine.load_open()] == [ours.id]
    assert [m.id for m in await telegram.load_open()] == [theirs.id]
    assert await mine.load(theirs.id) is None
    assert await telegram.load(ours.id) is None
    assert [m.id for m in mine] == [ours.id] and [m.id for m in telegram] == [theirs.id]
    with pytest.raises(ValueError, match="not driven"):
        await telegram.create(COMMUNITY, "chan", list(players), CounterGame())


async def test_unknown_game_is_left_in_the_store(
    registry: MatchRegistry, store: Store, players: tuple[int, int]
) -> None:
    await new_match(registry, players)
    assert await MatchRegistry(store, games={}).load_open() == []
    with pytest.raises(ValueError, match="unknown game"):
        await MatchRegistry(store, games={}).create(COMMUNITY, "c", [None, None], CounterGame())


def test_command_seat_must_match_action() -> None:
    with pytest.raises(ValueError, match="own seat"):
        Command(1, 0, 1, 1, Action(1, "add", 1))


async def test_bystander_has_no_seat(registry: MatchRegistry, players: tuple[int, int]) -> None:
    live = await new_match(registry, players)
    assert [live.require_seat(p) for p in players] == [0, 1]
    with pytest.raises(NotSeated) as refused:
        live.require_seat(999)
    assert refused.value.key == "error-not-seated"
    assert registry.of_player(COMMUNITY, players[1]) == [live]
    assert registry.in_channel(COMMUNITY, "chan") == [live]
    assert registry.in_channel(COMMUNITY, "elsewhere") == []


async def test_deadlines_for_one_scheduler(store: Store, players: tuple[int, int]) -> None:
    clock = Clock()
    registry = MatchRegistry(store, games=GAMES, clock=clock, turn_seconds=45)
    first = await new_match(registry, players)  # deadline 1045
    clock.now = 1_010.0
    second = await new_match(registry, players)  # deadline 1055
    idle = await registry.create(COMMUNITY, "c", list(players), CounterGame())  # between deals
    assert idle.deadline is None
    assert registry.next_deadline() == 1_045.0
    assert registry.expired(1_044.9) == []
    assert registry.expired(1_060.0) == [first, second]
    clock.now = 1_050.0
    await registry.execute(add(first, 0, 1))  # an action restarts the timer
    assert registry.expired(1_060.0) == [second]
    assert registry.next_deadline() == 1_055.0
