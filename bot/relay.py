"""Updates handed to the process that drives their game (issue 18).

Several processes serve the same chats (Telegram webhook workers behind one URL), and any of
them may receive any update. Most games are played by whichever process receives the update
(the store's row version keeps them in sequence), but a scheduled tournament and its tables
are driven by one process, the holder of its lease (`MttService.driver_of`). A process that
receives an update for such a game leaves it in the store for that holder (`forward`); the
holder takes what was left for it, oldest first, every `POLL_S` (`take`) and handles each as
if it had received it itself, so the press is answered and applied once, by the driver.

An update left for a process that died is never taken; one older than `KEPT_S` is dropped
(a press that old is past answering: the player presses again, and the tournament's new
driver handles it).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Final

from bot.store import Store
from engine.protocol import JSON

log = logging.getLogger(__name__)

POLL_S: Final = 0.25  # how often a process looks for updates left for it (one light read)
KEPT_S: Final = 60.0  # an update nobody took after this long is dropped


class Relay:
    """`forward(holder, update)` on the receiving side; `take()` every `POLL_S` on every
    process (`deliver(update)` handles one as if this process had received it)."""

    def __init__(self, store: Store, deliver: Callable[[JSON], Awaitable[None]], *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._store = store
        self._deliver = deliver
        self._clock = clock
        self._swept = clock()

    async def forward(self, holder: str, update: JSON) -> None:
        """Leave `update` for the process `holder` (committed when this returns)."""
        await self._store.relay(holder, json.dumps(update, separators=(",", ":")))

    async def take(self) -> int:
        """Handle every update left for this process, oldest first (one that fails is logged
        and the rest go on); how many. Now and then, drop the ones nobody took."""
        taken = await self._store.relayed()
        for payload in taken:
            try:
                await self._deliver(json.loads(payload))
            except Exception:
                log.exception("a relayed update failed")
        if self._clock() - self._swept >= KEPT_S:
            self._swept = self._clock()
            dropped = await self._store.drop_relayed(KEPT_S)
            if dropped:
                log.warning("%d relayed updates were never taken (their process stopped)",
                            dropped)
        return len(taken)
