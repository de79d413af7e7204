"""A `bot.frontend.screen.Screen` as a Discord message: content, a view of buttons, a picture.

The title is bold; the turn line names the acting player and the deadline is a Discord
timestamp that each client counts down by itself (the message is never edited per second).
Buttons flow into Discord's rows (five a row, twenty-five at most); clicks are routed by the
dynamic items' id templates (`buttons.py`), which survive restarts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

import discord

from adapters.discord.board import Payload
from bot.callbacks import CallbackCodec
from bot.frontend.screen import ChatButton, Screen
from bot.i18n import Localizer
from bot.views import ButtonStyle

MAX_BUTTONS: Final = 25
MESSAGE_LIMIT: Final = 2000  # a message's content, in characters; Discord refuses a longer one
STYLES: Final[Mapping[ButtonStyle, discord.ButtonStyle]] = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def screen_payload(screen: Screen, codec: CallbackCodec, text: Localizer) -> Payload:
    tail: list[str] = []
    if screen.turn is not None:
        tail.append(text.t("turn-of", name=screen.turn))
        if screen.deadline is not None:
            tail.append(text.t("discord-deadline", time=f"<t:{int(screen.deadline)}:R>"))
    # (the title's "**" twice, and a line break before each tail line)
    fitted = screen.fitted(MESSAGE_LIMIT - 4 - sum(len(line) + 1 for line in tail))
    lines = [f"**{fitted.title}**", *fitted.lines, *tail]
    return Payload("\n".join(lines), view=chat_view(screen.buttons, codec),
                   picture=screen.picture)


def make_button(
    custom_id: str,
    label: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    row: int | None = None,
) -> discord.ui.Button[Any]:
    """A plain button with a signed id; `buttons`' dynamic items answer its clicks."""
    return discord.ui.Button(custom_id=custom_id, label=label[:80], style=style, row=row)


def chat_view(buttons: Sequence[ChatButton], codec: CallbackCodec) -> discord.ui.View | None:
    """The shared buttons as a message's components (None: no buttons)."""
    made = [make_button(codec.encode(b.ref), b.label, STYLES[b.style]) for b in buttons]
    return button_view(made) if made else None


def button_view(buttons: Sequence[discord.ui.Button[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for button in buttons[:MAX_BUTTONS]:
        view.add_item(button)
    # A stopped view still renders its buttons but is not kept in memory for every message.
    view.stop()
    return view
