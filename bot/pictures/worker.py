"""Pictures drawn off the event loop: composing and encoding a table takes milliseconds of
CPU, during which a bot on the loop would answer no click and fire no timer. `drawn` runs a
drawing on the pictures thread and awaits it, so play goes on meanwhile.

One thread for every picture of the process: Pillow's FreeType faces and the sprite caches
(`text.label`, `cards.face`) are shared and are not made for concurrent use, and a second
thread would only compete for the same core. Pillow's heavy steps (quantizing, PNG
compression) release the GIL, the rest is short, so the loop keeps running between them.
The thread is a `ThreadPoolExecutor`'s, started on the first picture and joined at
interpreter exit.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from typing import Final

from bot.pictures import attempt
from bot.pictures.canvas import Picture

THREAD_NAME: Final = "feltbot-pictures"


@cache
def _executor() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix=THREAD_NAME)


async def drawn(draw: Callable[[], Picture], *, enabled: bool = True) -> Picture | None:
    """`attempt(draw)` on the pictures thread: the picture, or None when pictures are off or
    drawing failed (logged; the caller sends text). The loop runs on while it draws."""
    if not enabled:
        return None
    return await asyncio.get_running_loop().run_in_executor(
        _executor(), lambda: attempt(draw))
