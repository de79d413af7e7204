"""The challenge flow written once for every chat (`bot.frontend.challenges`), on a fake
transport that records what it was asked and fails on command: offers refused before anything
is stored or shown, one offer per pair, either of the two declines, only the challenged accepts,
racing presses open one match, expiry by wake-up and after a restart, and a match shown before
any cosmetic step, whose failure changes nothing."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.callbacks import ButtonRef
from bot.challenges import ChallengeBook
from bot.commands import Outcome
from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.challenges import ACCEPT, DECLINE, TAG, ChallengeFront
from bot.i18n import Localizer
from bot.matches import DerivedSeeds, MatchService
from bot.store import LedgerRow, Store
from tests.bot.frontend.fake_transport import FakeChallenges, PlatformError

COMMUNITY, CHANNEL = "g1", "c1"
GRANT = 1000
EN = Localizer("en")


@dataclass
class Started:
    matches: list[int] = field(default_factory=list)
    calls: list[str] | None = None

    async def start(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        if self.calls is not None:
            self.calls.append("start")
        self.matches.append(match_id)


@dataclass
class World:
    front: ChallengeFront
    transport: FakeChallenges
    started: Started
    service: MatchService
    clock: list[float]
    people: tuple[int, int, int]

    def press(self, verb: str, offer_id: int = 1) -> ButtonRef:
        return ButtonRef(TAG, offer_id, 0, 0, verb)


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "c.db") as store:
        transport = FakeChallenges()
        started = Started(calls=transport.calls)
        service = MatchService(store, seeds=DerivedSeeds(3))
        clock = [1000.0]
        locks: dict[tuple[str, str], asyncio.Lock] = {}
        front = ChallengeFront(
            ChallengeBook.over(store), service, started, transport, Recovery(transport),
            grant=GRANT, expiry=lambda: 60.0,
            locks=lambda c, ch: locks.setdefault((c, ch), asyncio.Lock()),
            communities=lambda community: not community.startswith("tg:"),
            clock=lambda: clock[0],
        )
        people = tuple([await store.ensure_player("test", name, name)
                        for name in ("ana", "ben", "cy")])
        yield World(front, transport, started, service, clock, people)  # type: ignore[arg-type]


async def offered(world: World, challenger: int | None = None, opponent: int | None = None
                  ) -> None:
    ana, ben, _ = world.people
    await world.front.offer("cmd", COMMUNITY, CHANNEL, game="updown",
                            challenger=ana if challenger is None else challenger,
                            opponent=ben if opponent is None else opponent)


def key(error: RuleError) -> str:
    return error.key


async def test_an_offer_is_shown_with_its_buttons_and_expiry(world: World) -> None:
    await offered(world)
    origin, text, buttons, opponent = world.transport.offers[0]
    ana, ben, _ = world.people
    assert origin == "cmd" and opponent == ben
    assert text == EN.t("chat-challenge", challenger=f"P{ana}", opponent=f"P{ben}", stake=20)
    assert [(b.label, b.ref.verb, b.style) for b in buttons] == [
        ("Accept", ACCEPT, "success"), ("Decline", DECLINE, "danger")]
    assert world.transport.wakes["challenge:1"][0] == 60.0
    stored = await world.front.book.get(1)
    assert stored is not None and stored.message_id == "m1"


@pytest.mark.parametrize("case", ["self", "pair", "reverse", "playing", "broke"])
async def test_refused_offers_store_and_show_nothing(world: World, case: str) -> None:
    ana, ben, _ = world.people
    expected = {"self": "chat-challenge-self", "pair": "chat-challenge-open",
                "reverse": "chat-challenge-open", "playing": "chat-already-playing",
                "broke": "error-insufficient-balance"}[case]
    if case in {"pair", "reverse"}:
        await offered(world)
    if case == "playing":  # the two already play each other
        await offered(world)
        await world.front.answer("b", world.press(ACCEPT), ben, CHANNEL)
    if case == "broke":  # a starting grant below the buy-in
        ana, _ = await world.service.ensure_account(COMMUNITY, "test", "dan", "Dan", 5)
    shown = len(world.transport.offers)
    with pytest.raises(RuleError) as refused:
        if case == "self":
            await offered(world, ana, ana)
        elif case == "reverse":
            await offered(world, ben, ana)
        else:
            await offered(world, ana, ben)
    assert key(refused.value) == expected
    assert len(world.transport.offers) == shown
    pending = await world.front.book.pending()
    assert len(pending) == (1 if case in {"pair", "reverse"} else 0)


async def test_someone_busy_elsewhere_may_be_challenged(world: World) -> None:
    _, ben, _ = world.people
    await world.front.play_computer(COMMUNITY, CHANNEL, ben, "updown")
    await offered(world)
    assert len(world.transport.offers) == 1


async def test_an_offer_that_cannot_be_shown_is_taken_back(world: World) -> None:
    world.transport.fail_next("post_notice", PlatformError("500"))
    with pytest.raises(PlatformError):
        await offered(world)
    assert await world.front.book.pending() == []
    await offered(world)  # the pair is free again
    assert len(world.transport.offers) == 1


async def test_accept_opens_the_match_before_any_cosmetic_step(world: World) -> None:
    ana, ben, _ = world.people
    await offered(world)
    world.transport.calls.clear()
    world.transport.fail_next("acknowledge", PlatformError("late"))
    world.transport.fail_next("edit_notice", PlatformError("gone"))
    await world.front.answer("click", world.press(ACCEPT), ben, CHANNEL)
    assert world.transport.calls == ["start", "acknowledge", "edit_notice"]
    assert len(world.started.matches) == 1 and world.transport.refused == []
    match = await world.service.store.load_match(world.started.matches[0])
    assert match is not None and [s.player_id for s in match.seats] == [ana, ben]
    assert await world.front.book.pending() == []


async def test_only_the_challenged_accepts_and_either_declines(world: World) -> None:
    ana, ben, cy = world.people
    await offered(world)
    await world.front.answer("a", world.press(ACCEPT), ana, CHANNEL)
    await world.front.answer("c", world.press(DECLINE), cy, CHANNEL)
    assert [(c, key(e), e.params) for c, e in world.transport.refused] == [
        ("a", "chat-challenge-not-for-you", {"name": f"P{ben}"}),
        ("c", "chat-challenge-not-for-you", {"name": f"P{ben}"}),
    ]
    await world.front.answer("w", world.press(DECLINE), ana, CHANNEL)  # the challenger withdraws
    assert world.transport.closed == [
        (1, EN.t("chat-challenge-declined", opponent=f"P{ana}"), "w")]
    assert world.started.matches == []
    await world.front.answer("late", world.press(ACCEPT), ben, CHANNEL)
    assert key(world.transport.refused[-1][1]) == "chat-challenge-expired"


async def test_racing_accepts_open_one_match(world: World) -> None:
    _, ben, _ = world.people
    await offered(world)
    await asyncio.gather(*(world.front.answer(i, world.press(ACCEPT), ben, CHANNEL)
                           for i in range(5)))
    assert len(world.started.matches) == 1
    assert {key(e) for _, e in world.transport.refused} == {"chat-challenge-expired"}
    assert len(world.transport.refused) == 4
    assert len(await world.service.store.load_open_matches()) == 1


async def test_accept_while_one_plays_keeps_the_offer_open(world: World) -> None:
    ana, ben, _ = world.people
    await offered(world)
    await world.front.play_computer(COMMUNITY, "elsewhere", ana, "updown")
    await world.front.answer("b", world.press(ACCEPT), ben, CHANNEL)
    assert [(key(e), e.params) for _, e in world.transport.refused] == [
        ("chat-already-playing", {"name": f"P{ana}"})]
    assert len(await world.front.book.pending()) == 1  # still there until it expires
    assert len(world.started.matches) == 1  # the computer match only


async def test_a_press_from_another_channel_is_not_valid(world: World) -> None:
    _, ben, _ = world.people
    await offered(world)
    await world.front.answer("b", world.press(ACCEPT), ben, "other")
    assert key(world.transport.refused[0][1]) == "error-invalid-button"
    assert world.started.matches == [] and len(await world.front.book.pending()) == 1


async def test_an_offer_expires_by_its_wake_up(world: World) -> None:
    await offered(world)
    world.clock[0] += 60
    await world.transport.fire("challenge:1")
    assert world.transport.closed == [(1, EN.t("chat-challenge-expired"), None)]
    assert await world.front.book.pending() == []
    await offered(world)  # the pair may offer again
    assert len(world.transport.offers) == 2


async def test_a_late_press_closes_the_expired_offer(world: World) -> None:
    _, ben, _ = world.people
    await offered(world)
    world.clock[0] += 61
    world.transport.fail_next("edit_notice", PlatformError("deleted"))  # cosmetic: logged
    await world.front.answer("b", world.press(ACCEPT), ben, CHANNEL)
    assert key(world.transport.refused[0][1]) == "chat-challenge-expired"
    assert await world.front.book.pending() == [] and world.started.matches == []


async def test_resume_closes_the_expired_and_rearms_the_rest(world: World) -> None:
    ana, ben, cy = world.people
    await offered(world)  # offer 1, expires at 1060
    world.clock[0] += 30
    await offered(world, ana, cy)  # offer 2, expires at 1090
    other = await world.front.book.offer("tg:5", "5", "updown", ana, ben, now=0.0,
                                         expires_at=1.0)  # another front end's
    assert other is not None
    world.transport.wakes.clear()
    world.clock[0] = 1070.0
    await world.front.resume()
    assert [c[0] for c in world.transport.closed] == [1]
    assert list(world.transport.wakes) == ["challenge:2"]
    assert world.transport.wakes["challenge:2"][0] == pytest.approx(20.0)
    assert {o.id for o in await world.front.book.pending()} == {2, other.id}


async def test_playing_the_computer_twice_is_refused(world: World) -> None:
    ana, _, _ = world.people
    await world.front.play_computer(COMMUNITY, CHANNEL, ana, "updown")
    with pytest.raises(RuleError) as refused:
        await world.front.play_computer(COMMUNITY, "elsewhere", ana, "updown")
    assert key(refused.value) == "chat-already-playing"
    assert len(world.started.matches) == 1


async def test_a_challenger_who_spent_the_stake_is_named_and_the_offer_closed(
    world: World,
) -> None:
    """Ana's balance fell below the stake after she challenged: Ben's Accept tells him
    Ana's chips fell short (it used to say "your balance is …" with Ana's balance), the offer
    is closed with the same words, nothing is staked."""
    ana, ben, _ = world.people
    await offered(world)
    store = world.service.store
    spent = await store.balance(COMMUNITY, ana) - 5
    await store.append_ledger([LedgerRow(COMMUNITY, ana, -spent, "buy_in", "t")])  # a table
    await world.front.answer("click", world.press(ACCEPT), ben, CHANNEL)
    (_, refused), = world.transport.refused
    assert (key(refused), refused.params) == ("chat-challenger-short",
                                              {"name": f"P{ana}", "stake": 20})
    assert world.transport.closed == [(1, EN.t("chat-challenger-short", name=f"P{ana}",
                                               stake=20), "click")]
    assert world.started.matches == [] and await world.front.book.pending() == []
    assert await store.balance(COMMUNITY, ben) == GRANT
