"""Pictures are drawn off the event loop (`bot.pictures.worker.drawn`): on the one pictures
thread, while the loop goes on serving; a failed or disabled drawing gives None (text)."""

from __future__ import annotations

import asyncio
import logging
import threading

import pytest

from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures.poker import own_cards_picture
from bot.pictures.worker import THREAD_NAME, drawn

EN = Localizer("en")


async def test_a_picture_is_drawn_on_the_pictures_thread() -> None:
    threads: list[str] = []

    def draw() -> Picture:
        threads.append(threading.current_thread().name)
        return own_cards_picture(["As", "Kd"], EN)

    first = await drawn(draw)
    second = await drawn(draw)
    assert first is not None and first.faces == ("As", "Kd")
    assert second is not None and second.png == first.png
    assert len(set(threads)) == 1 and threads[0].startswith(THREAD_NAME)
    assert threads[0] != threading.current_thread().name


async def test_the_loop_serves_other_work_while_a_picture_is_drawn() -> None:
    """The drawing waits for a signal that only a coroutine on the loop gives: drawn on the
    loop it could never get it (its wait would time out and the drawing fail)."""
    release = threading.Event()

    def draw() -> Picture:
        if not release.wait(timeout=30):
            raise TimeoutError("the loop never ran while the picture was drawn")
        return own_cards_picture(["2c"], EN)

    async def other_work() -> None:
        await asyncio.sleep(0)
        release.set()

    picture, _ = await asyncio.gather(drawn(draw), other_work())
    assert picture is not None and picture.faces == ("2c",)


async def test_off_or_failed_gives_none_for_text(caplog: pytest.LogCaptureFixture) -> None:
    calls: list[int] = []

    def counted() -> Picture:
        calls.append(1)
        return own_cards_picture(["As"], EN)

    def broken() -> Picture:
        raise OSError("no space left")

    assert await drawn(counted, enabled=False) is None
    assert calls == []  # not drawn at all
    with caplog.at_level(logging.ERROR):
        assert await drawn(broken) is None
    assert "text version" in caplog.text
