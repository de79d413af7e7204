"""What the Discord handlers ask of the controller to answer an interaction (`Answering`):
who the member is, which language they and the channel read, how to say, refuse and
apologise, and the checks every handler makes first. The controller implements it; the
modules the controller itself builds on (the transport, the amount dialog) depend on this
protocol, not on the controller, so that no module of the adapter imports the one that
imports it."""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import AsyncIterator, Iterator
from typing import Final, Protocol

import discord

from bot.callbacks import ButtonRef, CallbackCodec
from bot.frontend.boards import TAG as BOARD_TAG
from bot.frontend.challenges import TAG as CHALLENGE_TAG
from bot.frontend.lobbies import TAG as LOBBY_TAG
from bot.frontend.mtt import TAG as MTT_TAG
from bot.frontend.screen import MATCH_TAGS as SCREEN_TAGS
from bot.frontend.tourney_lobbies import TAG as TOURNEY_TAG
from bot.i18n import Localizer
from bot.settings import Settings
from bot.store import Store

# The signed ids' tags: a match's buttons and its amount dialog (`amounts`), a poker table's,
# and every other signed button ("ask" and "lobby": names of earlier releases).
MATCH_MODAL_TAG: Final = "amtm"
TABLE_MODAL_TAG: Final = "tamtm"
MATCH_TAGS: Final = SCREEN_TAGS | {MATCH_MODAL_TAG}
TABLE_TAGS: Final = frozenset({"tact", "tamt", "tcards", "tsit", TABLE_MODAL_TAG})
SIGNED_TAGS: Final = MATCH_TAGS | TABLE_TAGS | {CHALLENGE_TAG, "ask", LOBBY_TAG, "lobby",
                                                TOURNEY_TAG, MTT_TAG, BOARD_TAG}

# The interaction whose handling is sending private lines now (its clicker is answered
# privately when their line fails); unset in timers and wake-ups.
CLICKER: contextvars.ContextVar[discord.Interaction | None] = contextvars.ContextVar(
    "feltbot_clicker", default=None
)


@contextlib.contextmanager
def clicker(interaction: discord.Interaction | None) -> Iterator[None]:
    """While this interaction is handled, a DM that fails is answered to its member."""
    token = CLICKER.set(interaction)
    try:
        yield
    finally:
        CLICKER.reset(token)


class Answering(Protocol):
    """What of the controller its own parts (the transport, the amount dialog) use."""

    settings: Settings
    store: Store
    codec: CallbackCodec

    async def player(self, interaction: discord.Interaction,
                     user: discord.abc.User | None = None) -> int:
        """The member's player id (remembering the language their client reads)."""

    async def user_loc(self, interaction: discord.Interaction) -> Localizer:
        """The language the member reads."""

    async def table_loc(self, guild_id: int | None,
                        interaction: discord.Interaction | None = None) -> Localizer:
        """The language the server's tables read."""

    async def say(self, interaction: discord.Interaction, text: str, *,
                  ephemeral: bool = True, view: discord.ui.View | None = None) -> None:
        """Answer the interaction, or follow up when it was answered (deferred) already."""

    async def failed(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Answer any failure (a refusal in the member's words, else an apology); never
        raises."""

    async def in_place(self, interaction: discord.Interaction, ref: ButtonRef) -> bool:
        """A button works only in its game's channel: False (answered) elsewhere."""

    async def can_post(self, interaction: discord.Interaction) -> bool:
        """The bot may post and edit in this channel: False (answered) when it may not."""


@contextlib.asynccontextmanager
async def acknowledged(ctl: Answering, interaction: discord.Interaction, *,
                       private: bool = False) -> AsyncIterator[None]:
    """The steps of a handler that may take longer than Discord's 3 seconds: acknowledged
    first (privately, "thinking", when `private`), then done with the member as the clicker;
    any failure is answered (`Answering.failed`). When Discord no longer takes the answer
    (10062), nothing has changed yet and the next click works."""
    await interaction.response.defer(ephemeral=private, thinking=private)
    with clicker(interaction):
        try:
            yield
        except Exception as error:
            await ctl.failed(interaction, error)


def community_of(interaction: discord.Interaction) -> str:
    """The community chips and games belong to: the server (a DM: the member's own)."""
    return str(interaction.guild_id or f"dm-{interaction.user.id}")


def where(interaction: discord.Interaction) -> tuple[str, str]:
    """(community, channel) of the interaction."""
    return community_of(interaction), str(interaction.channel_id)
