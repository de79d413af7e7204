"""What a chat platform does for every table in its channel — a match or a poker table — beyond
the recovery policies' `Transport`: lay out a `Screen` on the table message of a deal or hand,
answer a press privately, ask for an amount. The match flow (`bot.frontend.matches`) and the
poker table flow (`bot.frontend.tables`) run on it; a platform implements it once.

A *key* is a row of the store's matches (a match or a table: one number never means both).
"""

from __future__ import annotations

from typing import Protocol

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend.screen import Screen
from bot.frontend.transport import Transport
from bot.i18n import Localizer


class ChatTransport(Transport, Protocol):
    async def channel_text(self, key: int) -> Localizer:
        """The language the table's channel reads."""

    async def player_text(self, player_id: int) -> Localizer:
        """The language a person reads."""

    async def shown_deal(self, key: int) -> int | None:
        """The deal or hand the table message shows now (None: none posted yet)."""

    async def show_screen(self, key: int, deal_no: int, screen: Screen,
                          previous: Screen | None) -> None:
        """Make the message of deal or hand `deal_no` show `screen` (a new one posts a new
        message; the message before then shows `previous`, its result, when given)."""

    async def close_screen(self, key: int, deal_no: int, screen: Screen) -> None:
        """The game is over in `deal_no`: its message shows `screen`; forget the message."""

    async def refuse(self, click: object, error: RuleError) -> None:
        """Tell the presser (only) why their press changed nothing."""

    async def tell(self, click: object, text: str) -> None:
        """Show the presser (only) `text`: their cards, their hand."""

    async def acknowledge(self, click: object) -> None:
        """The press did what it asked; nothing more to say."""

    async def ask_amount(self, click: object, ref: ButtonRef, low: int, high: int) -> None:
        """Ask the presser for an amount of `ref.verb` between `low` and `high`; the answer
        comes back as a move with the amount (`ref.tag` says whose: a match's or a table's)."""

    @property
    def private_answers_vanish(self) -> bool:
        """Whether a private answer disappears once read (a Telegram alert): then what a press
        showed (a hand, a glanced card) is also sent as a private line, and an alert says only
        what fits it."""
