"""The recovery policies on a transport that fails on command, every step of each."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.frontend import PrivateLine, Recovery
from bot.frontend.recovery import REDRAW_DELAYS, STALE_KEY, is_stale
from tests.bot.frontend.fake_transport import FakeTransport, PlatformError


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def recovery(transport: FakeTransport, clock: Clock | None = None) -> Recovery:
    return Recovery(transport, private_retry_delay=7.0, stale_interval=2.0,
                    clock=clock or Clock())


def lines(*players: int, key: int = 5, deal: int = 1) -> list[PrivateLine]:
    return [PrivateLine(key, deal, player, f"cards of {player}") for player in players]


# -- publish: draw and arm first, cosmetics last -----------------------------------------------


async def test_publish_arms_then_shows_then_tidies_in_that_order() -> None:
    transport = FakeTransport()
    order: list[str] = []

    async def show() -> None:
        order.append("show")

    async def tidy() -> None:
        order.append("tidy")

    shown = await recovery(transport).publish(
        1, show, arm=lambda: order.append("arm"), cosmetics=[("tidy", tidy)]
    )
    assert shown and order == ["arm", "show", "tidy"]
    assert transport.wakes == {}


async def test_a_failed_cosmetic_edit_never_hides_the_table_nor_raises() -> None:
    transport = FakeTransport()
    order: list[str] = []

    async def show() -> None:
        order.append("show")

    async def tidy() -> None:
        raise PlatformError("message to edit not found")

    assert await recovery(transport).publish(1, show, cosmetics=[("tidy", tidy)])
    assert order == ["show"]
    assert transport.wakes == {}  # the table is drawn: nothing to redraw


async def test_a_failed_show_is_redrawn_by_a_wake_up_and_never_raised() -> None:
    transport = FakeTransport()
    armed: list[int] = []

    async def show() -> None:
        raise PlatformError("502")

    tidied: list[str] = []

    async def tidy() -> None:
        tidied.append("tidy")

    policies = recovery(transport)
    assert not await policies.publish(3, show, arm=lambda: armed.append(3),
                                      cosmetics=[("tidy", tidy)])
    assert armed == [3] and tidied == ["tidy"]
    delay, _ = transport.wakes["redraw:3"]
    assert delay == REDRAW_DELAYS[0]
    await transport.fire("redraw:3")
    assert transport.drawn == [3] and not policies.pending(3)


async def test_the_transport_hears_of_each_failed_drawing_and_its_own_failure_is_swallowed(
) -> None:
    transport = FakeTransport()
    moved = PlatformError("chat moved")

    async def show() -> None:
        raise moved

    policies = recovery(transport)
    assert not await policies.publish(3, show)
    assert transport.failures == [(3, moved)]
    again = PlatformError("still moved")
    transport.fail_next("draw:3", again)
    transport.fail_next("failed", RuntimeError("the hook broke"))
    assert not await policies.redraw(3)  # the hook's own failure is logged, not raised
    assert transport.failures == [(3, moved)] and policies.pending(3)
    transport.fail_next("draw:3", again)
    assert not await policies.redraw(3)
    assert transport.failures == [(3, moved), (3, again)]


async def test_a_failed_arm_still_draws_the_table_and_asks_for_a_redraw() -> None:
    transport = FakeTransport()
    shown: list[int] = []

    def arm() -> None:
        raise RuntimeError("job queue stopped")

    async def show() -> None:
        shown.append(1)

    policies = recovery(transport)
    await policies.publish(1, show, arm=arm)
    assert shown == [1] and "redraw:1" in transport.wakes
    await transport.fire("redraw:1")  # the redraw arms the timer (`Transport.draw`)
    assert transport.drawn == [1]


async def test_the_last_picture_of_a_finished_game_is_retried_as_itself() -> None:
    transport = FakeTransport()
    attempts: list[str] = []

    async def final() -> None:
        attempts.append("final")
        if len(attempts) == 1:
            raise PlatformError("502")

    policies = recovery(transport)
    assert not await policies.publish(6, final, last=True)
    await transport.fire("redraw:6")
    assert attempts == ["final", "final"] and transport.drawn == []
    assert await policies.redraw(6)  # shown: later redraws are the transport's again
    assert transport.drawn == [6]


# -- redraw: retried by wake-ups with growing delays, until one succeeds -----------------------


async def test_a_failed_redraw_is_retried_with_growing_delays_then_given_up() -> None:
    transport = FakeTransport()
    transport.fail_next("draw:9", *[PlatformError("503")] * (len(REDRAW_DELAYS) + 1))
    policies = recovery(transport)
    assert not await policies.redraw(9)
    delays = []
    while "redraw:9" in transport.wakes:
        delays.append(transport.wakes["redraw:9"][0])
        await transport.fire("redraw:9")
    assert delays == list(REDRAW_DELAYS)
    assert transport.drawn == [] and not policies.pending(9)
    assert await policies.redraw(9)  # a later change draws it again
    assert transport.drawn == [9]


async def test_a_retry_that_succeeds_ends_the_series() -> None:
    transport = FakeTransport()
    transport.fail_next("draw:9", PlatformError("429 past retries"))
    policies = recovery(transport)
    await policies.redraw(9)
    await transport.fire("redraw:9")
    assert transport.drawn == [9] and transport.wakes == {} and not policies.pending(9)


async def test_a_draw_that_succeeds_before_the_wake_up_makes_the_wake_up_do_nothing() -> None:
    transport = FakeTransport()
    transport.fail_next("draw:4", PlatformError("network"))
    policies = recovery(transport)
    await policies.redraw(4)
    await policies.redraw(4)  # the next change drew it
    await transport.fire("redraw:4")
    assert transport.drawn == [4]


async def test_after_failure_lets_refusals_through_and_redraws_after_other_failures() -> None:
    transport = FakeTransport()
    policies = recovery(transport)
    with pytest.raises(StaleCommand):
        async with policies.after_failure(2):
            raise StaleCommand()
    assert transport.wakes == {}
    with pytest.raises(PlatformError):
        async with policies.after_failure(2):
            raise PlatformError("store went away mid-step")
    assert transport.drawn == [2] and transport.wakes == {}
    transport.fail_next("draw:2", PlatformError("and the platform too"))
    with pytest.raises(PlatformError, match="mid-step"):
        async with policies.after_failure(2):
            raise PlatformError("store went away mid-step")
    assert "redraw:2" in transport.wakes


# -- private lines: each on its own, fallback, one retry ----------------------------------------


@pytest.mark.parametrize("error", [
    PlatformError("403 Forbidden"), PlatformError("404 / 10013 Unknown User"),
    PlatformError("503"), PlatformError("400 PEER_ID_INVALID"),
    PlatformError("429 past the retries"), TimeoutError("network"),
])
async def test_one_failed_private_line_never_stops_the_others(error: Exception) -> None:
    transport = FakeTransport()
    transport.fail_next("send:2", error)
    missed = await recovery(transport).deliver(lines(1, 2, 3))
    assert [line.player for line in transport.sent] == [1, 3]
    assert [line.player for line in missed] == [2]
    assert [line.player for line in transport.fell_back] == [2]
    assert transport.wakes["private:5:2"][0] == 7.0


async def test_a_failed_line_is_retried_once_while_its_deal_is_in_play() -> None:
    transport = FakeTransport(deals={5: 1})
    transport.fail_next("send:2", PlatformError("503"), PlatformError("503 again"))
    await recovery(transport).deliver(lines(1, 2))
    await transport.fire("private:5:2")
    assert [line.player for line in transport.sent] == [1]
    assert transport.wakes == {}  # at most once: no third try
    assert [line.player for line in transport.fell_back] == [2]  # told once


async def test_the_retry_delivers_when_the_platform_is_back() -> None:
    transport = FakeTransport(deals={5: 1})
    transport.fail_next("send:2", PlatformError("503"))
    await recovery(transport).deliver(lines(2))
    await transport.fire("private:5:2")
    assert [line.player for line in transport.sent] == [2]


async def test_no_retry_once_the_deal_moved_on() -> None:
    transport = FakeTransport(deals={5: 2})
    transport.fail_next("send:2", PlatformError("503"))
    await recovery(transport).deliver(lines(2, deal=1))
    await transport.fire("private:5:2")
    assert transport.sent == [] and transport.calls.count("send:2") == 1


async def test_a_line_refused_for_good_falls_back_without_a_retry() -> None:
    transport = FakeTransport()
    transport.fail_next("send:2", False)
    missed = await recovery(transport).deliver(lines(1, 2))
    assert [line.player for line in missed] == [2]
    assert [line.player for line in transport.fell_back] == [2]
    assert transport.wakes == {}


async def test_a_failing_fallback_is_swallowed_and_the_next_players_still_get_theirs() -> None:
    transport = FakeTransport()
    transport.fail_next("send:1", PlatformError("503"))
    transport.fail_next("fall_back:1", PlatformError("channel gone"))
    missed = await recovery(transport).deliver(lines(1, 2))
    assert [line.player for line in transport.sent] == [2] and len(missed) == 1


async def test_cancellation_is_not_swallowed() -> None:
    transport = FakeTransport()
    transport.fail_next("send:1", asyncio.CancelledError())
    with pytest.raises(asyncio.CancelledError):
        await recovery(transport).deliver(lines(1, 2))


# -- stale presses -------------------------------------------------------------------------------


def test_only_out_of_date_refusals_are_stale() -> None:
    assert is_stale(StaleCommand()) and is_stale(SeqConflict(1, 2))
    assert not is_stale(DuplicateCommand()) and not is_stale(MatchNotFound(1))


async def test_a_stale_press_is_answered_and_the_table_redrawn_once_per_interval() -> None:
    transport = FakeTransport()
    clock = Clock()
    policies = recovery(transport, clock)
    for click in ("a", "b", "c"):
        await policies.stale(8, click)
    assert transport.answered == [("a", STALE_KEY), ("b", STALE_KEY), ("c", STALE_KEY)]
    assert transport.drawn == [8]
    clock.now += 2.0
    await policies.stale(8, "d")
    assert transport.drawn == [8, 8]


async def test_a_stale_press_whose_answer_fails_still_redraws() -> None:
    transport = FakeTransport()
    transport.fail_next("answer", PlatformError("10062 unknown interaction"))
    await recovery(transport).stale(8, "a")
    assert transport.drawn == [8]


async def test_a_stale_press_whose_redraw_fails_schedules_a_retry() -> None:
    transport = FakeTransport()
    transport.fail_next("draw:8", PlatformError("403 Missing Access"))
    await recovery(transport).stale(8, "a")
    assert transport.answered == [("a", STALE_KEY)] and "redraw:8" in transport.wakes


# -- many tables: each on its own -----------------------------------------------------------


async def test_one_broken_table_never_stops_the_others_on_a_tick(
    caplog: pytest.LogCaptureFixture,
) -> None:
    transport = FakeTransport()
    done: list[int] = []

    async def work(key: int) -> None:
        if key == 2:
            raise PlatformError("403 Missing Permissions")
        done.append(key)

    with caplog.at_level(logging.ERROR):
        failed = await recovery(transport).each([1, 2, 3], work, "timer tick")
    assert failed == [2] and done == [1, 3]
    assert list(transport.wakes) == ["redraw:2"]
    assert "timer tick" in caplog.text


async def test_resume_redraws_every_key_each_on_its_own() -> None:
    transport = FakeTransport()
    transport.fail_next("draw:2", PlatformError("503"))
    failed = await recovery(transport).resume([1, 2, 3])
    assert failed == [2] and transport.drawn == [1, 3]
    await transport.fire("redraw:2")
    assert transport.drawn == [1, 3, 2]


async def test_a_line_already_tried_for_its_deal_is_not_sent_again() -> None:
    transport = FakeTransport()
    policies = recovery(transport)
    transport.fail_next("send:1", PlatformError("503"))
    await policies.deliver(lines(1, 2))
    await policies.deliver(lines(1, 2))  # a redraw of the same deal: nothing twice
    assert [line.player for line in transport.sent] == [2]
    await policies.deliver([PrivateLine(5, 1, 2, "what a glance showed")])  # another line
    await policies.deliver(lines(1, 2, deal=2))  # the next deal: new lines
    assert [line.text for line in transport.sent] == [
        "cards of 2", "what a glance showed", "cards of 1", "cards of 2",
    ]
    policies.forget(5)
    await policies.deliver(lines(1, deal=2))  # forgotten (the game ended): sent again
    assert len(transport.sent) == 5
