"""A `bot.frontend.screen.Screen` as a Telegram message: plain text and an inline keyboard.

The turn line names the acting player and the deadline as a UTC clock time (Telegram tells a bot
no reader's time zone); the keyboard keeps the screen's rows, and the row with "My cards" also
gets the "Cards by DM" link (a deep link that opens the private chat and sends the cards).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.callbacks import CallbackCodec
from bot.frontend.poker import CARDS as TABLE_CARDS
from bot.frontend.screen import CARDS, ChatButton, Screen
from bot.i18n import Localizer, localize_digits

MESSAGE_LIMIT: Final = 4096  # a message's text, in characters; Telegram refuses a longer one


def clock_time(deadline: float) -> str:
    """A deadline as UTC wall-clock time ("14:05:30")."""
    return time.strftime("%H:%M:%S", time.gmtime(deadline))


def turn_line(name: str, deadline: float | None, text: Localizer) -> str:
    if deadline is None:
        return text.t("turn-of", name=name)
    when = localize_digits(clock_time(deadline), text.locale)
    return text.t("tg-ud-turn-until", name=name, time=when)


def screen_text(screen: Screen, text: Localizer) -> str:
    tail = [] if screen.turn is None else [turn_line(screen.turn, screen.deadline, text)]
    fitted = screen.fitted(MESSAGE_LIMIT - sum(len(line) + 1 for line in tail))
    return "\n".join([fitted.title, *fitted.lines, *tail])


def keyboard(rows: Sequence[Sequence[ChatButton]], codec: CallbackCodec
             ) -> list[list[InlineKeyboardButton]]:
    """Rows of buttons, each carrying its signed reference."""
    return [[InlineKeyboardButton(b.label, callback_data=codec.encode(b.ref)) for b in row]
            for row in rows if row]


def markup(rows: list[list[InlineKeyboardButton]]) -> InlineKeyboardMarkup | None:
    return InlineKeyboardMarkup(rows) if rows else None


def screen_keyboard(screen: Screen, codec: CallbackCodec, text: Localizer,
                    deep_link: str | None = None) -> InlineKeyboardMarkup | None:
    rows = keyboard(screen.rows(), codec)
    if deep_link:
        for keys, row in zip(rows, screen.rows(), strict=True):  # (no empty rows)
            if any(b.ref.tag in (CARDS, TABLE_CARDS) for b in row):
                keys.append(InlineKeyboardButton(text.t("tg-open-dm"), url=deep_link))
    return markup(rows)
