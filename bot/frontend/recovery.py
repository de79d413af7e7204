"""The recovery policies of every chat front end, written once over `Transport`.

A change is committed before anything is shown (`bot.registry`, `bot.tables`), so whatever
the platform answers afterwards, the game exists and goes on; these policies make sure it is
also *seen* and *playable* again:

- `publish`: arm the timer and draw the table first; cosmetic edits (a challenge losing its
  buttons, a lobby saying "started") come last and their failure is only logged. A failed draw
  is never the clicker's problem: it is logged and redrawn by a wake-up.
- `redraw` / `schedule_redraw`: a failed draw is tried again by a wake-up, with growing delays
  (`REDRAW_DELAYS`), until one succeeds or the delays run out; any later success ends the
  series. The transport always draws the state *now*, so a late retry cannot show the past.
- `deliver`: each private line on its own. Whatever one send raises, the others still go;
  the failed one falls back to "My cards" (`Transport.fall_back`) and, unless the platform
  refused it for good, is sent once more by a wake-up if its deal is still in play.
- `stale`: a press of an out-of-date button is answered ("That button is out of date") and the
  table redrawn as it is now (once per `STALE_INTERVAL` for a burst of presses).
- `each` / `resume`: a timer tick or a start-up works through many tables; each one on its own,
  so one whose channel is broken never stops another's redraw or cards.
- `after_failure`: around a change that may fail midway (a computer's step after a click), a
  failure other than a refusal redraws the stored state (or schedules it) before it goes on.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Final

from bot.errors import RuleError, SeqConflict, StaleCommand
from bot.frontend.transport import PrivateLine, Transport

log = logging.getLogger(__name__)

Step = Callable[[], Awaitable[None]]

REDRAW_DELAYS: Final = (1.0, 3.0, 10.0, 30.0, 60.0, 120.0)  # seconds before each retry
PRIVATE_RETRY_DELAY: Final = 10.0  # seconds before the one retry of a private line
STALE_INTERVAL: Final = 2.0  # at most one redraw per table this often for stale presses
STALE_KEY: Final = "error-stale-command"  # the answer to an out-of-date button


def is_stale(error: BaseException) -> bool:
    """A refusal that means "this button was drawn for an older state" (not a double click,
    which the first click's own drawing answers, nor a finished game)."""
    return isinstance(error, StaleCommand | SeqConflict)


class Recovery:
    """The policies of one front end over its `transport` (see the module docstring)."""

    def __init__(
        self,
        transport: Transport,
        *,
        redraw_delays: Sequence[float] = REDRAW_DELAYS,
        private_retry_delay: float = PRIVATE_RETRY_DELAY,
        stale_interval: float = STALE_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._transport = transport
        self._delays = tuple(redraw_delays)
        self._private_delay = private_retry_delay
        self._stale_interval = stale_interval
        self._clock = clock
        self._attempts: dict[int, int] = {}  # key -> redraws scheduled since its last success
        self._stale_drawn: dict[int, float] = {}  # key -> when a stale press last redrew it
        self._finals: dict[int, Step] = {}  # key -> the last picture of a game that ended
        self._tried: dict[int, tuple[int, set[tuple[int, str]]]] = {}  # key -> deal, lines

    # -- the table message -------------------------------------------------------------------

    async def publish(
        self,
        key: int,
        show: Step,
        *,
        arm: Callable[[], None] | None = None,
        cosmetics: Sequence[tuple[str, Step]] = (),
        last: bool = False,
    ) -> bool:
        """Show a committed change of `key`: `arm` its timer, then `show` it (draw the table,
        send cards), then each cosmetic step. Never raises: a failed `arm` or `show` is logged
        and the table redrawn by a wake-up; a failed cosmetic step is only logged. True when
        `show` succeeded. `last`: the game ended with this change, so there is no state left
        to draw from: a retry runs `show` itself again."""
        if last:
            self._finals[key] = show
        shown = armed = False
        if arm is not None:
            try:
                arm()
            except Exception:  # the table is still drawn; the redraw arms it again
                log.exception("table %s: arming the timer failed", key)
                self.schedule_redraw(key)
            else:
                armed = True
        try:
            await show()
            shown = True
        except Exception as error:
            log.exception("table %s: showing a committed change failed; redrawing later", key)
            self.schedule_redraw(key)
            self._failed(key, error)
        else:
            if armed or arm is None:  # else the redraw must still come, to arm the timer
                self._attempts.pop(key, None)
            self._finals.pop(key, None)
        for what, step in cosmetics:
            await self.cosmetic(step, what)
        return shown

    async def cosmetic(self, step: Step, what: str) -> bool:
        """Run an edit nobody needs to play on; its failure is logged, never raised."""
        try:
            await step()
        except Exception as error:
            log.warning("cosmetic step %r failed: %r", what, error)
            return False
        return True

    async def redraw(self, key: int) -> bool:
        """Draw `key` now; on failure a wake-up tries again (`schedule_redraw`)."""
        final = self._finals.get(key)
        try:
            await (final() if final is not None else self._transport.draw(key))
        except Exception as error:
            log.exception("table %s: redraw failed", key)
            self.schedule_redraw(key)
            self._failed(key, error)
            return False
        self._attempts.pop(key, None)
        self._finals.pop(key, None)
        return True

    def _failed(self, key: int, error: Exception) -> None:
        try:
            self._transport.failed(key, error)
        except Exception:
            log.exception("table %s: the transport's failure hook failed", key)

    def schedule_redraw(self, key: int) -> None:
        """Ask for a redraw of `key` after the next of `REDRAW_DELAYS` (none once they ran out:
        a later change or stale press draws it again)."""
        attempt = self._attempts.get(key, 0)
        if attempt >= len(self._delays):
            log.error("table %s: giving up redrawing after %d attempts", key, attempt)
            self._attempts.pop(key, None)
            self._finals.pop(key, None)
            return
        self._attempts[key] = attempt + 1
        self._transport.wake(f"redraw:{key}", self._delays[attempt], lambda: self._retry(key))

    def pending(self, key: int) -> bool:
        """Whether a redraw of `key` is waiting for its wake-up."""
        return key in self._attempts

    async def _retry(self, key: int) -> None:
        if key in self._attempts:  # else drawn since: nothing left to do
            await self.redraw(key)

    @asynccontextmanager
    async def after_failure(self, key: int) -> AsyncIterator[None]:
        """Around a change that may fail after part of it was committed (enter it *outside*
        the table's lock: the redraw takes it): a refusal passes through; any other failure
        redraws `key` from the stored state (or schedules it), then goes on."""
        try:
            yield
        except RuleError:
            raise
        except Exception:
            log.exception("table %s: a change failed midway; redrawing the stored state", key)
            await self.redraw(key)
            raise

    def forget(self, key: int) -> None:
        """`key` is over: drop what the policies remember of it."""
        self._stale_drawn.pop(key, None)
        self._tried.pop(key, None)

    # -- private lines -----------------------------------------------------------------------

    async def deliver(self, lines: Iterable[PrivateLine]) -> list[PrivateLine]:
        """Send each line on its own; returns those that did not arrive (each fell back to
        "My cards", and one that did not fail for good is tried once more later). A line
        already tried for its deal (a redraw showing the same deal again) is not sent twice."""
        missed = []
        for line in lines:
            if not self._first_try(line):
                continue
            if not await self._send(line, first=True):
                missed.append(line)
        return missed

    def _first_try(self, line: PrivateLine) -> bool:
        """Note `line` as tried; False when it already was (this deal of its key). Only the
        deal in play is remembered per key."""
        deal, tried = self._tried.get(line.key, (line.deal, set()))
        if line.deal != deal:
            if line.deal < deal:
                return True  # an older deal's line (rare): send it, remember nothing
            tried = set()
        if (line.player, line.text) in tried:
            return False
        tried.add((line.player, line.text))
        self._tried[line.key] = (line.deal, tried)
        return True

    async def _send(self, line: PrivateLine, *, first: bool) -> bool:
        for_good = False
        try:
            if await self._transport.send_private(line):
                return True
            for_good = True
        except Exception as error:
            log.warning("private line to player %s (table %s) failed: %r",
                        line.player, line.key, error)
        if first:
            await self.cosmetic(lambda: self._transport.fall_back(line), "fall back")
            if not for_good:
                name = f"private:{line.key}:{line.player}"
                self._transport.wake(name, self._private_delay, lambda: self._resend(line))
        return False

    async def _resend(self, line: PrivateLine) -> None:
        """The one retry, only while the line's deal is still in play."""
        if self._transport.current_deal(line.key) == line.deal:
            await self._send(line, first=False)

    # -- clicks ------------------------------------------------------------------------------

    async def stale(self, key: int, click: object) -> None:
        """An out-of-date button of `key` was pressed: tell the presser and redraw the table
        as it is now (at most once per `stale_interval` for a burst of presses)."""
        try:
            await self._transport.answer(click, STALE_KEY)
        except Exception:
            log.exception("table %s: answering a stale press failed", key)
        now = self._clock()
        last = self._stale_drawn.get(key)
        if last is None or now - last >= self._stale_interval:
            self._stale_drawn[key] = now
            await self.redraw(key)

    # -- many tables -------------------------------------------------------------------------

    async def each(
        self, keys: Iterable[int], work: Callable[[int], Awaitable[None]], what: str
    ) -> list[int]:
        """Run `work(key)` for each key on its own: a failure is logged and that key redrawn
        by a wake-up, and the next key goes on. Returns the keys that failed."""
        failed: list[int] = []
        for key in keys:
            try:
                await work(key)
            except Exception:
                log.exception("table %s: %s failed", key, what)
                self.schedule_redraw(key)
                failed.append(key)
        return failed

    async def resume(self, keys: Iterable[int]) -> list[int]:
        """After a restart: redraw every open match and table, each on its own (a failed one is
        retried by a wake-up). Returns the keys whose first redraw failed."""
        return [key for key in keys if not await self.redraw(key)]
