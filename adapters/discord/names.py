"""Names as Discord shows them: cleaned where they come from Discord, escaped where they are shown.

A display name is user data. `clean` (`bot.render.names.clean_name`) is applied where a name is
taken from Discord (no bidi or control characters, no "(BOT)" lookalike); `shown` escapes a
name for message text (markdown, masked links, block quotes, spoilers, mentions). The order
matters: escaping puts a zero-width space after "@" that cleaning would strip again. Button
labels are plain text (no markdown), so they take cleaned names unescaped.

The client's default `AllowedMentions` pings no one; a message that means to ping names its
users explicitly (`ping`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import discord

from bot.render.names import clean_name


def clean(name: str) -> str:
    """A name taken from Discord, made safe to store and show (still unescaped)."""
    return clean_name(name)


def display(user: discord.abc.User) -> str:
    """The user's display name, cleaned."""
    return clean(user.display_name)


def shown(name: str) -> str:
    """A name ready for message text: cleaned, then markdown and mentions escaped."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(clean(name)))


def shown_names(view: Mapping[str, Any]) -> dict[str, Any]:
    """A poker table's public `view` with each seat's name escaped for message text."""
    seats = [
        entry if entry is None else {**entry, "name": shown(str(entry["name"]))}
        for entry in view["seats"]
    ]
    return {**view, "seats": seats}


NO_PINGS = discord.AllowedMentions.none()


def ping(users: Iterable[discord.abc.Snowflake]) -> discord.AllowedMentions:
    """Ping exactly these users (never a role, never everyone)."""
    return discord.AllowedMentions(everyone=False, roles=False, users=list(users),
                                   replied_user=False)
