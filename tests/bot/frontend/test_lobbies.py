"""The As-Nas lobby written once for every chat (`bot.frontend.lobbies`), on a fake transport
that records what it was asked and fails on command: one lobby per channel until it expires,
stored before shown, Join/Leave/Start with their refusals, a button of an older lobby refused,
racing presses that never overfill it, and the match shown before the cosmetic steps."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.lobbies import JOIN, LEAVE, NAMESPACE, START, TAG, LobbyFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds, MatchService
from bot.store import Store
from tests.bot.frontend.fake_transport import FakeChallenges, PlatformError

COMMUNITY, CHANNEL = "g1", "c1"
EN = Localizer("en")
EXPIRY = 600.0


@dataclass
class Started:
    calls: list[str]
    matches: list[int] = field(default_factory=list)

    async def start(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        self.calls.append("start")
        self.matches.append(match_id)


@dataclass
class World:
    front: LobbyFront
    transport: FakeChallenges
    started: Started
    service: MatchService
    kv: KeyValue
    clock: list[float]
    people: list[int]

    async def lobby(self) -> dict[str, object] | None:
        stored: dict[str, object] | None = await self.kv.get(NAMESPACE, f"{COMMUNITY}|{CHANNEL}")
        return stored

    async def press(self, verb: str, player: int, channel: str = CHANNEL) -> None:
        lobby = await self.lobby()
        nonce = int(lobby["nonce"]) if lobby else 0  # type: ignore[call-overload]
        await self.front.press(f"click-{player}", ButtonRef(TAG, nonce, 0, 0, verb), player,
                               COMMUNITY, channel)

    def refusals(self) -> list[str]:
        return [error.key for _, error in self.transport.refused]


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "l.db") as store:
        kv = KeyValue.over(store)
        transport = FakeChallenges()
        started = Started(transport.calls)
        service = MatchService(store, seeds=DerivedSeeds(5))
        clock = [1000.0]
        locks: dict[tuple[str, str], asyncio.Lock] = {}
        front = LobbyFront(
            kv, service, started, transport, Recovery(transport), grant=1000,
            expiry=lambda: EXPIRY, locks=lambda c, ch: locks.setdefault((c, ch), asyncio.Lock()),
            opponent=lambda: "always-call", clock=lambda: clock[0],
        )
        people = [await store.ensure_player("test", name, name)
                  for name in ("Ana", "Ben", "Cy", "Dee", "Eve")]
        yield World(front, transport, started, service, kv, clock, people)


async def test_a_lobby_is_shown_with_the_host_and_three_computer_seats(world: World) -> None:
    ana = world.people[0]
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    origin, text, buttons, _ = world.transport.offers[0]
    assert origin == "cmd"
    assert text.splitlines() == [EN.t("asnas-lobby", seats=4), "1. «Ana»",
                                 *(f"{n}. {EN.t('asnas-lobby-computer')}" for n in (2, 3, 4))]
    assert [b.ref.verb for b in buttons] == [JOIN, LEAVE, START]
    lobby = await world.lobby()
    assert lobby is not None and lobby["message_id"] == "m1" and lobby["people"] == [ana]


async def test_one_lobby_per_channel_until_it_expires(world: World) -> None:
    ana, ben = world.people[:2]
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    with pytest.raises(RuleError) as refused:
        await world.front.open("cmd", COMMUNITY, CHANNEL, ben)  # a bystander's hijack
    assert refused.value.key == "asnas-lobby-open"
    await world.front.open("cmd", COMMUNITY, "another", ben)  # another channel has its own
    world.clock[0] += EXPIRY + 1
    old = await world.lobby()
    await world.front.open("cmd", COMMUNITY, CHANNEL, ben)
    assert len(world.transport.offers) == 3
    await world.front.press("old", ButtonRef(TAG, int(old["nonce"]), 0, 0, JOIN),  # type: ignore[index, call-overload]
                            ana, COMMUNITY, CHANNEL)
    assert world.refusals() == ["asnas-lobby-gone"]


async def test_a_lobby_that_cannot_be_shown_holds_nothing(world: World) -> None:
    world.transport.fail_next("post_notice", PlatformError("403"))
    with pytest.raises(PlatformError):
        await world.front.open("cmd", COMMUNITY, CHANNEL, world.people[0])
    assert await world.lobby() is None


async def test_join_leave_and_their_refusals(world: World) -> None:
    ana, ben, cy, dee, eve = world.people
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    await world.press(JOIN, ben)
    await world.press(JOIN, ben)
    await world.press(LEAVE, ana)  # the host stays
    await world.press(LEAVE, cy)  # never joined
    await world.press(JOIN, cy)
    await world.press(JOIN, dee)
    await world.press(JOIN, eve)  # full
    await world.press(START, ben)  # not the host
    assert world.refusals() == ["asnas-lobby-already-in", "asnas-lobby-host-stays",
                                "asnas-lobby-host-stays", "error-table-full",
                                "asnas-lobby-host-only"]
    await world.press(LEAVE, cy)
    lobby = await world.lobby()
    assert lobby is not None and lobby["people"] == [ana, ben, dee]
    _, _, text, buttons, click = world.transport.edits[-1]
    assert text is not None and "3. «Dee»" in text and buttons and click == f"click-{cy}"


async def test_racing_joins_never_overfill(world: World) -> None:
    ana = world.people[0]
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    others = [await world.service.store.ensure_player("test", f"p{i}", f"P{i}")
              for i in range(10)]
    await asyncio.gather(*(world.press(JOIN, p) for p in others))
    lobby = await world.lobby()
    assert lobby is not None and len(lobby["people"]) == 4  # type: ignore[arg-type]
    assert world.refusals().count("error-table-full") == 7


async def test_start_opens_the_match_before_any_cosmetic_step(world: World) -> None:
    ana, ben = world.people[:2]
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    await world.press(JOIN, ben)
    world.transport.calls.clear()
    world.transport.fail_next("acknowledge", PlatformError("late"))
    world.transport.fail_next("edit_notice", PlatformError("deleted"))
    await world.press(START, ana)
    assert world.transport.calls == ["start", "acknowledge", "edit_notice"]
    assert await world.lobby() is None
    match = await world.service.store.load_match(world.started.matches[0])
    assert match is not None and match.game == "asnas"
    assert [s.player_id for s in match.seats] == [ana, ben, None, None]
    await world.press(JOIN, world.people[2])  # the lobby is gone
    assert world.refusals() == ["asnas-lobby-gone"]


async def test_start_is_refused_while_one_plays_and_the_lobby_stays(world: World) -> None:
    ana, ben, cy = world.people[:3]
    await world.front.open("cmd", COMMUNITY, "elsewhere", ben)
    await world.front.press("b", ButtonRef(TAG, 0, 0, 0, START), ben, COMMUNITY, "elsewhere")
    assert world.refusals() == ["asnas-lobby-gone"]  # a made-up number
    stored = await world.kv.get(NAMESPACE, f"{COMMUNITY}|elsewhere")
    await world.front.press("b", ButtonRef(TAG, int(stored["nonce"]), 0, 0, START), ben,
                            COMMUNITY, "elsewhere")
    assert len(world.started.matches) == 1  # Ben plays the computer elsewhere

    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    await world.press(JOIN, ben)
    await world.press(START, ana)
    assert world.refusals()[-1] == "asnas-already-playing"
    assert world.transport.refused[-1][1].params == {"name": "«Ben»"}
    lobby = await world.lobby()
    assert lobby is not None and lobby["people"] == [ana, ben]
    with pytest.raises(RuleError) as refused:  # nor may Ben open one
        await world.front.open("cmd", COMMUNITY, "third", ben)
    assert refused.value.key == "asnas-already-playing"
    assert cy not in lobby["people"]  # type: ignore[operator]


async def test_four_people_start_without_a_computer_and_it_says_so(world: World) -> None:
    ana, ben, cy, dee = world.people[:4]
    await world.front.open("cmd", COMMUNITY, CHANNEL, ana)
    for person in (ben, cy, dee):
        await world.press(JOIN, person)
    await world.press(START, ana)
    started = world.transport.edits[-1][2] or ""
    assert started == EN.t("asnas-lobby-started", names="«Ana», «Ben», «Cy», and «Dee»",
                           computers=0)
    assert "computer" not in started
