"""What a chat platform does for the front end, and nothing more (`Transport`).

A *key* names a match or a poker table: both are rows of the store's matches, so one number
never means two games. The transport draws a key's table from its state *now* (never from an
older outcome), so drawing again is always safe: the recovery policies rely on it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

WakeUp = Callable[[], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class PrivateLine:
    """One private message: `text` (already in the reader's language) for `player`, about the
    deal or hand `deal` of the match or table `key`."""

    key: int
    deal: int
    player: int
    text: str
    cards: tuple[str, ...] = ()  # the cards it names (codes), for a picture (TABLE_IMAGES=on)


class Transport(Protocol):
    """The platform half of the front end. Every method but `wake` talks to the platform and may
    raise whatever the platform library raises; the policies in `bot.frontend.recovery` decide
    what a failure means."""

    async def draw(self, key: int) -> None:
        """Post or edit the table message of `key` as its state is now: the current deal or
        hand, its buttons, the deadline it shows; and re-arm its timer. Nothing to draw (the
        match or table is gone) is not a failure."""

    async def send_private(self, line: PrivateLine) -> bool:
        """Send one private line. True: delivered; False: the platform refused it for good
        (the person closed or never opened the private chat). Raises on any other failure."""

    async def fall_back(self, line: PrivateLine) -> None:
        """The line did not arrive: make sure its reader can find it through "My cards" (a
        platform may say so once, or answer the clicker privately)."""

    def current_deal(self, key: int) -> int | None:
        """The deal or hand number `key` is at now; None when it is no longer open."""

    async def answer(self, click: object, key: str) -> None:
        """Answer the button press `click` (the platform's own object) with the message `key`,
        in the presser's language, seen by the presser only."""

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        """Run `work` in `delay` seconds, replacing a wake-up of the same `name` still waiting.
        A failure of `work` is the policies' business (they catch their own)."""

    def failed(self, key: int, error: Exception) -> None:
        """Drawing `key` failed with `error` (a redraw is scheduled already): the platform's
        chance to repair what it alone understands, without waiting and without raising (a
        Telegram group upgraded to a supergroup moves the game to its new chat id)."""
