"""The scheduled tournament in a chat, written once (`bot.frontend.mtt`), over a real
`MttService` and store, a fake notice transport and a stand-in for the table flow: scheduling
(admins only, called off when its lobby cannot be shown), registering with the chips moved and
refunded, reminders and the start posted in the channel, only the tables where a person sits
drawn, a moved player told privately, "My table", and the lobby edited as it goes."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.mtt import (
    CANCEL,
    MY_TABLE,
    NAMESPACE,
    REGISTER,
    TAG,
    UNREGISTER,
    BadTerms,
    MttFront,
    terms,
)
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables import LiveTable, TableOutcome
from bot.tournaments.mtt_service import MttService
from bot.tournaments.schedule import scheduled
from tests.bot.frontend.fake_transport import FakeChallenges, PlatformError

COMMUNITY, CHANNEL = "g1", "c1"
GRANT = 1000
EN = Localizer("en")
START = 10_000.0


@dataclass
class Tables:
    """The table flow's part the tournament front uses (drawn tables, "My table")."""

    service: MttService
    published: list[tuple[int, int]] = field(default_factory=list)
    asked: list[tuple[object, int, int]] = field(default_factory=list)
    armed: int = 0
    drawing_s: float = 0.0  # how long a drawing takes (a chat's edit)
    drawn_seqs: list[int] = field(default_factory=list)

    def live(self, table_id: int) -> LiveTable | None:
        try:
            return self.service.get(table_id)
        except Exception:
            return None

    async def publish(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        self.published.append((table_id, len(outcomes)))
        self.drawn_seqs.extend(outcome.seq for outcome in outcomes)
        if self.drawing_s:
            await asyncio.sleep(self.drawing_s)

    async def my_cards(self, click: object, player: int, table_id: int) -> None:
        self.asked.append((click, player, table_id))

    def arm(self) -> None:
        self.armed += 1


@dataclass
class World:
    front: MttFront
    service: MttService
    tables: Tables
    transport: FakeChallenges
    store: Store
    kv: KeyValue
    clock: list[float]
    said: list[tuple[str, str]]
    people: list[int]
    places: dict[int, str]  # table id -> where the platform draws it (a thread), if not here

    async def press(self, verb: str, player: int, hub_id: int = 0) -> None:
        hub_id = hub_id or self.service.hubs()[0].id
        await self.front.press(f"click-{player}", ButtonRef(TAG, hub_id, 0, 0, verb), player,
                               f"P{player}")

    def refusals(self) -> list[str]:
        return [error.key for _, error in self.transport.refused]


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "m.db") as store:
        kv = KeyValue.over(store)
        transport = FakeChallenges()
        clock = [START - 3600.0]
        said: list[tuple[str, str]] = []
        holder: list[MttFront] = []

        def heard(outcomes: Sequence[Any]) -> None:
            holder[0].heard(outcomes)

        service = MttService(store, clock=lambda: clock[0], seeds=DerivedSeeds(4),
                             communities=COMMUNITY, listener=heard, pace=2)
        tables = Tables(service)
        locks: dict[int, asyncio.Lock] = {}

        async def say(channel: str, text: str) -> None:
            said.append((channel, text))

        places: dict[int, str] = {}

        async def table_place(table_id: int) -> str | None:
            return places.get(table_id)

        front = MttFront(service, tables, kv, transport, Recovery(transport),  # type: ignore[arg-type]
                         grant=GRANT, locks=lambda key: locks.setdefault(key, asyncio.Lock()),
                         say=say, clock=lambda: clock[0], table_place=table_place)
        holder.append(front)
        people = [await store.ensure_player("test", n, n) for n in ("Ana", "Ben")]
        for person in people:
            await store.grant_if_new(COMMUNITY, person, GRANT)
        yield World(front, service, tables, transport, store, kv, clock, said, people, places)
        await front.drain()
        await service.stop()


async def scheduled_here(world: World, bots: int = 0, **changes: Any) -> int:
    await world.front.schedule("cmd", COMMUNITY, CHANNEL,
                               scheduled(START, entry=100, table_size=6, **changes),
                               creator=world.people[0], is_admin=True, bots=bots)
    return world.service.hubs()[0].id


async def test_only_an_admin_schedules_and_the_lobby_shows_the_terms(world: World) -> None:
    with pytest.raises(RuleError):
        await world.front.schedule("cmd", COMMUNITY, CHANNEL, scheduled(START),
                                   creator=world.people[1], is_admin=False)
    assert world.service.hubs() == [] and world.transport.offers == []
    hub_id = await scheduled_here(world)
    _, text, buttons, _ = world.transport.offers[0]
    assert "entry 100 chips" in text and "Registered: 0" in text
    assert [b.ref.verb for b in buttons] == [REGISTER, UNREGISTER, CANCEL]
    assert await world.kv.get(NAMESPACE, hub_id) == {"channel": CHANNEL, "message_id": "m1"}
    assert world.tables.armed  # its reminders and start are timer deadlines


async def test_a_lobby_that_cannot_be_shown_calls_the_tournament_off(world: World) -> None:
    world.transport.fail_next("post_notice", PlatformError("403"))
    with pytest.raises(PlatformError):
        await scheduled_here(world)
    assert all(lh.hub.status == "cancelled" for lh in world.service.hubs())


async def test_register_and_unregister_move_and_refund_the_entry(world: World) -> None:
    ben = world.people[1]
    await scheduled_here(world)
    await world.press(REGISTER, ben)
    assert await world.store.balance(COMMUNITY, ben) == GRANT - 100
    await world.press(REGISTER, ben)  # twice: refused, nothing moves
    assert world.refusals() and await world.store.balance(COMMUNITY, ben) == GRANT - 100
    await world.press(UNREGISTER, ben)
    assert await world.store.balance(COMMUNITY, ben) == GRANT
    assert [t for _, t in world.transport.noted] == [
        EN.t("chat-tourney-registered-you", entry=100), EN.t("chat-tourney-refunded", entry=100)]
    assert len([e for e in world.transport.edits if e[1] == "m1"]) == 2
    await world.press(MY_TABLE, ben)
    assert world.refusals()[-1] == "mtt-chat-no-table"


async def test_a_long_field_lists_the_people_first_and_counts_the_rest(world: World) -> None:
    ben = world.people[1]
    await scheduled_here(world, bots=40)
    await world.press(REGISTER, ben)
    text = [e for e in world.transport.edits if e[1] == "m1"][-1][2] or ""
    registered = next(line for line in text.splitlines() if line.startswith("Registered:"))
    names = registered.removeprefix("Registered: 41 (").split(", ")
    assert "BOT" not in names[0] and names[1] == "«BOT 1»"  # the person, then the BOTs
    assert names[29:] == ["«BOT 29»", "and 11 more)"]  # 30 names shown of 41


async def test_a_called_off_tournament_says_so_and_its_lobby_loses_its_buttons(
        world: World) -> None:
    """The service lets a called-off tournament go at once; its news and its lobby's last
    edit come after, from what it was when it ended."""
    ben = world.people[1]
    await scheduled_here(world)
    await world.press(REGISTER, ben)
    await world.press(CANCEL, world.people[0])
    await world.front.drain()
    assert any(EN.t("tourney-event-cancelled") in text for _, text in world.said), world.said
    last = [e for e in world.transport.edits if e[1] == "m1"][-1]
    assert last[3] == ()  # no Register, Unregister or Call it off any more
    assert await world.store.balance(COMMUNITY, ben) == GRANT


async def test_a_finished_tournament_is_announced_with_its_winner_shown_as_the_chat_does(
        world: World) -> None:
    """Computer seats alone, levels by hands: played to the end; the end's news names the
    winner through the platform's `shown` (its markup escaped) and the lobby's last edit
    has no button."""
    await scheduled_here(world, bots=3, unit="hands", length=2, starting_stack=400)
    world.clock[0] = START + 1
    await world.service.tick()
    for _ in range(2000):
        if not world.service.hubs():
            break
        await asyncio.sleep(0.01)
    assert not world.service.hubs(), "the tournament did not end"
    await world.front.drain()
    over = [text for _, text in world.said if "The tournament is over" in text]
    assert over and "«BOT " in over[-1], world.said  # the fake's `shown` marks names «…»
    last = [e for e in world.transport.edits if e[1] == "m1"][-1]
    assert last[3] == ()


async def test_reminder_start_tables_and_my_table(world: World) -> None:
    ana, ben = world.people
    hub_id = await scheduled_here(world, bots=9)
    await world.press(REGISTER, ana)
    await world.press(REGISTER, ben)
    world.clock[0] = START - 290  # the five-minute reminder is due
    await world.service.tick()
    await world.front.drain()
    assert any("starts in 5 min" in text for _, text in world.said), world.said

    world.clock[0] = START + 1
    await world.service.tick()
    for _ in range(50):  # the tables' tasks deal; wait for what they show
        await asyncio.sleep(0.01)
        await world.front.drain()
        if world.tables.published:
            break
    assert any(EN.t("mtt-event-started", entries=11, tables=2, pool=1100) in text
               for _, text in world.said), world.said
    with_people = {t.id for t in (world.service.table_of(hub_id, p) for p in (ana, ben)) if t}
    assert with_people and {table for table, _ in world.tables.published} <= with_people
    await world.press(MY_TABLE, ana)
    mine = world.service.table_of(hub_id, ana)
    assert mine is not None and world.tables.asked == [(f"click-{ana}", ana, mine.id)]
    noted = len(world.transport.noted)  # (the registrations' answers)
    await world.press(MY_TABLE, ana)
    assert len(world.transport.noted) == noted  # drawn in the channel: nothing more to say
    world.places[mine.id] = "<#77>"  # a platform that draws it in a thread says where
    await world.press(MY_TABLE, ana)
    assert world.transport.noted[-1] == (f"click-{ana}",
                                         EN.t("mtt-chat-your-table", place="<#77>"))
    # The lobby shows the running tournament at the next coalesced edit.
    await world.transport.fire_all(lambda name: name.startswith("mtt-lobby:"))
    last = [e for e in world.transport.edits if e[1] == "m1"][-1]
    assert "Level 1" in (last[2] or "") and [b.ref.verb for b in last[3]] == [MY_TABLE]


async def test_a_table_that_plays_faster_than_it_is_drawn_is_drawn_as_it_is_now(
        world: World) -> None:
    """Ana's timer runs out again and again (away, played by the timer: NK-9.9), each time
    the computer seats play on to her next turn: the table moves on far faster than a chat
    is edited. What it commits while a drawing is under way is drawn next, all at once, so
    the drawings keep up with the table (one waiting task, not one per change) and every
    change is drawn once, in order."""
    ana = world.people[0]
    hub_id = await scheduled_here(world, bots=5)
    await world.press(REGISTER, ana)
    world.tables.drawing_s = 0.25  # a slow chat (rate limits)
    heard: list[int] = []
    front_heard = world.front.heard

    def counting(outcomes: Sequence[Any]) -> None:
        heard.extend(o.seq for o in outcomes if isinstance(o, TableOutcome))
        front_heard(outcomes)

    world.front.heard = counting  # type: ignore[method-assign]
    world.clock[0] = START + 1
    await world.service.tick()
    turns = 0
    for _ in range(60):  # about half a second: her turns time out as soon as they come
        await asyncio.sleep(0.01)
        table = world.service.table_of(hub_id, ana)
        if table is None or table.table.closed:
            break
        if table.table.to_act == table.table.seat_of(ana) and table.table.turn_deadline:
            world.clock[0] = table.table.turn_deadline + 1
            await world.service.tick()
            turns += 1
    waiting = [t for t in asyncio.all_tasks() if not t.done()
               and getattr(t.get_coro(), "__qualname__", "").startswith("MttFront.")]
    assert len(waiting) <= 2, len(waiting)  # the table's and the tournament's, at the most
    assert turns > 3 * len(world.tables.published), (turns, world.tables.published)
    await world.service.stop()
    await world.front.drain()
    assert world.tables.drawn_seqs == sorted(set(world.tables.drawn_seqs))
    assert world.tables.drawn_seqs == heard[:len(world.tables.drawn_seqs)]
    assert heard[-1] in world.tables.drawn_seqs  # the last change drawn too


async def test_the_lobby_counts_down_to_the_minute(world: World) -> None:
    await scheduled_here(world)
    assert "Starts in 1 h 0 min." in world.transport.offers[0][1]
    world.clock[0] += 60
    await world.transport.fire("mtt-countdown:1")
    assert "Starts in 0 h 59 min." in (world.transport.edits[-1][2] or "")
    assert "mtt-countdown:1" in world.transport.wakes  # and again in a minute


def test_nk_7_5_terms_are_the_usual_unless_asked_and_impossible_ones_are_refused() -> None:
    usual = terms(START, decision_s=30.0)
    assert (usual.starting_stack, usual.table_size, usual.min_players, usual.late_until,
            usual.reentry_until, usual.structure.length) == (5000, 9, 2, 0, 0, 10)
    asked = terms(START, decision_s=30.0, mode="naiko", entry=0, stack=800, seats=2,
                  minimum=1000, level_length=120, late=24, reentry=24)
    assert (asked.mode, asked.entry, asked.starting_stack, asked.table_size, asked.min_players,
            asked.structure.length, asked.late_until, asked.reentry_until) == (
        "naiko", 0, 800, 2, 1000, 120, 24, 24)
    for bad in ({"stack": 19}, {"seats": 10}, {"seats": 1}, {"minimum": 1}, {"minimum": 1001},
                {"level_length": 121}, {"level_length": 0}, {"late": 25}, {"reentry": -1},
                {"mode": "chess"}, {"entry": -1}):
        with pytest.raises(BadTerms):
            terms(START, decision_s=30.0, **bad)  # type: ignore[arg-type]


async def test_a_press_on_a_tournament_driven_elsewhere_is_asked_to_wait(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 18: a tournament this process does not hold is "gone" only when nobody drives
    it; while another process does (it moves between processes), the press is asked to try
    again in a moment."""
    drivers: dict[int, str] = {}

    async def driver_of(game_id: int) -> str | None:
        return drivers.get(game_id)

    monkeypatch.setattr(world.service, "driver_of", driver_of)
    await world.press(REGISTER, world.people[0], hub_id=77)
    drivers[77] = "another process"
    await world.press(REGISTER, world.people[0], hub_id=77)
    assert world.refusals() == ["chat-tourney-gone", "chat-tourney-moving"]
    assert await world.store.balance(COMMUNITY, world.people[0]) == GRANT
