"""A table message as every chat shows it (`Screen`), and the buttons on it (`ChatButton`).

A screen is already in its reader's language and holds the names as the platform prepared them
(cleaned, escaped for its markup): a transport only lays it out — Telegram as text and an
inline keyboard, Discord as message content and a row of components. What differs between the
platforms is left to them on purpose: how a title stands out, how a deadline is shown (a
Telegram client is told a clock time, a Discord client counts a timestamp down by itself), and
platform-only extras such as Telegram's "Cards by DM" link.

Button families (`ButtonRef.tag`), the same on every platform:
``act`` a move now (its argument an amount, if any), ``pick`` a move with a choice (a card
slot), ``amt`` "Other amount" (ask the player for a number), ``cards`` "My cards".
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from bot.callbacks import ButtonRef
from bot.views import ButtonStyle

ACT: Final = "act"
PICK: Final = "pick"
AMOUNT: Final = "amt"
CARDS: Final = "cards"
MATCH_TAGS: Final = frozenset({ACT, PICK, AMOUNT, CARDS})


@dataclass(frozen=True, slots=True)
class ChatButton:
    """One button: its label (in the reader's language), what it means, how it looks, and the
    row it belongs to (a platform with fewer rows may flow them together)."""

    label: str
    ref: ButtonRef
    style: ButtonStyle = "secondary"
    row: int = 0


@dataclass(frozen=True, slots=True)
class Screen:
    """What a table message shows. `turn` is the acting seat's name while somebody is to act
    (the platform writes the turn line, with `deadline` its own way); `final`: the game or the
    deal is over and nothing on it can be pressed; `picture`: a PNG of the table, or None;
    `log`: the (start, stop) of the lines that are the hand's log, oldest first, the first to
    go when the message is too long for the platform (`fitted`)."""

    title: str
    lines: tuple[str, ...]
    buttons: tuple[ChatButton, ...] = ()
    turn: str | None = None
    deadline: float | None = None
    final: bool = False
    picture: bytes | None = None
    log: tuple[int, int] = (0, 0)

    def fitted(self, limit: int) -> Screen:
        """This screen with its title and lines within `limit` characters (joined by line
        breaks): the oldest log lines left out first, then, should names long with markup
        still not fit, the last lines cut (`clipped`)."""
        lines = list(self.lines)
        if _size(self.title, lines) <= limit:
            return self
        start, stop = self.log
        while start < stop and _size(self.title, lines) > limit:
            del lines[start]
            stop -= 1
        if _size(self.title, lines) > limit:
            lines = clipped("\n".join(lines), limit - len(self.title) - 1).split("\n")
        return replace(self, lines=tuple(lines))

    def with_line(self, line: str) -> Screen:
        """This screen with one more line at the end (a cancellation notice, say)."""
        return replace(self, lines=(*self.lines, line))

    def rows(self) -> list[list[ChatButton]]:
        """The buttons grouped by row, rows in order, empty rows left out."""
        rows: dict[int, list[ChatButton]] = {}
        for button in self.buttons:
            rows.setdefault(button.row, []).append(button)
        return [rows[number] for number in sorted(rows)]


def _size(title: str, lines: list[str]) -> int:
    return len("\n".join([title, *lines]))


def clipped(text: str, limit: int) -> str:
    """`text` within `limit` characters: whole lines while they fit, then "…" (a last line
    longer than all the room is cut inside). Platforms refuse a longer message outright."""
    if len(text) <= limit:
        return text
    if limit < 2:
        return ""
    kept: list[str] = []
    size = 0
    for line in text.split("\n"):
        if size + len(line) + 2 > limit:  # (its break and the "…" line)
            break
        kept.append(line)
        size += len(line) + 1
    if not kept:
        return text[:max(0, limit - 1)] + "…"
    return "\n".join([*kept, "…"])
