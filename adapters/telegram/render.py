"""Neutral views (`bot.views`) as Telegram text and inline keyboards, in one language.

Presentation only: which buttons exist, their amounts and their order come from the view.
Disabled buttons are left out (Telegram has no disabled state).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.i18n import Localizer
from bot.views import Button, Line, Text, render_text

_SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
BACK = "🂠"

# Maps a view button's command id to the callback data that goes on the wire.
DataOf = Callable[[Button], str]


def card_face(code: str) -> str:
    """A card code from a view ("Ah", "Td'", "As1") as players read it ("A♥", "10♦", "As1")."""
    bare = code.rstrip("'")
    if len(bare) == 2 and bare[1] in _SUITS:
        rank = "10" if bare[0] == "T" else bare[0]
        return rank + _SUITS[bare[1]]
    return code


def line_text(line: Line, text: Localizer) -> str:
    if isinstance(line, Text):
        return render_text(line, text)
    faces = " ".join([*(card_face(code) for code in line.cards), *[BACK] * line.hidden])
    if line.label is None:
        return faces
    return f"{render_text(line.label, text)} {faces}"


def body(lines: Iterable[Line], text: Localizer) -> str:
    return "\n".join(line_text(line, text) for line in lines)


def keyboard(
    buttons: Iterable[Button], text: Localizer, data_of: DataOf,
    extra: Iterable[InlineKeyboardButton] = (),
) -> InlineKeyboardMarkup | None:
    """Buttons grouped by their `row`, rows in order; `extra` buttons make a last row."""
    rows: dict[int, list[InlineKeyboardButton]] = {}
    for button in buttons:
        if button.enabled:
            label = render_text(button.label, text)
            rows.setdefault(button.row, []).append(
                InlineKeyboardButton(label, callback_data=data_of(button))
            )
    layout = [rows[row] for row in sorted(rows)]
    tail = list(extra)
    if tail:
        layout.append(tail)
    return InlineKeyboardMarkup(layout) if layout else None


def clock_time(deadline: float) -> str:
    """A deadline as UTC wall-clock time ("14:05:30"): Telegram tells us no time zone."""
    return time.strftime("%H:%M:%S", time.gmtime(deadline))
