"""The slash commands: `/updown challenge|bot`, `/rules`, `/balance`, `/language`, `/cancel`.

Each command only parses its options and hands over to the `Controller`, which does the work.
Names and descriptions are `locale_str`s keyed into `locale/` (see `translator.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from adapters.discord.translator import text
from bot.i18n import languages

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

GAMES = ("updown",)


def _desc(key: str, english: str) -> app_commands.locale_str:
    return text(english, f"{key}.desc")


def build_commands(tree: app_commands.CommandTree[discord.Client], ctl: Controller) -> None:
    """Add every command to `tree`; their callbacks call `ctl`."""
    updown = app_commands.Group(
        name=text("updown", "discord-cmd-updown"),
        description=_desc(
            "discord-cmd-updown", "Play Up/Down: lock one card face down and bet on it"
        ),
        guild_only=True,
    )

    @updown.command(
        name=text("challenge", "discord-cmd-challenge"),
        description=_desc("discord-cmd-challenge", "Challenge a member of this server to a match"),
    )
    @app_commands.rename(opponent=text("opponent", "discord-opt-opponent"))
    @app_commands.describe(opponent=_desc("discord-opt-opponent", "The member you challenge"))
    async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
        await ctl.challenge(interaction, "updown", opponent)

    @updown.command(
        name=text("bot", "discord-cmd-bot"),
        description=_desc("discord-cmd-bot", "Play a match against the computer"),
    )
    async def versus_bot(interaction: discord.Interaction) -> None:
        await ctl.play_computer(interaction, "updown")

    tree.add_command(updown)

    @tree.command(
        name=text("rules", "discord-cmd-rules"),
        description=_desc("discord-cmd-rules", "Show the rules of a game"),
    )
    @app_commands.rename(game=text("game", "discord-opt-game"))
    @app_commands.describe(game=_desc("discord-opt-game", "Which game"))
    @app_commands.choices(
        game=[app_commands.Choice(name=text("updown", "discord-cmd-updown"), value="updown")]
    )
    async def rules(interaction: discord.Interaction, game: str = "updown") -> None:
        await ctl.rules(interaction, game)

    @tree.command(
        name=text("balance", "discord-cmd-balance"),
        description=_desc("discord-cmd-balance", "Show your chips in this server"),
    )
    @app_commands.guild_only()
    async def balance(interaction: discord.Interaction) -> None:
        await ctl.balance(interaction)

    @tree.command(
        name=text("language", "discord-cmd-language"),
        description=_desc("discord-cmd-language", "Choose the language the bot uses with you"),
    )
    @app_commands.rename(
        language=text("language", "discord-opt-language"),
        server=text("server", "discord-opt-server"),
    )
    @app_commands.describe(
        language=_desc("discord-opt-language", "Your language"),
        server=_desc(
            "discord-opt-server",
            "Set the language of the public table for the whole server (Manage Server)",
        ),
    )
    @app_commands.choices(language=_language_choices())
    async def language(
        interaction: discord.Interaction, language: str, server: bool = False
    ) -> None:
        await ctl.language(interaction, language, server)

    @tree.command(
        name=text("cancel", "discord-cmd-cancel"),
        description=_desc(
            "discord-cmd-cancel", "End a stuck game in this channel and return the stakes"
        ),
    )
    @app_commands.guild_only()
    async def cancel(interaction: discord.Interaction) -> None:
        await ctl.cancel(interaction)

    @tree.error
    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await ctl.command_failed(interaction, error)


def _language_choices() -> list[app_commands.Choice[str]]:
    # Each language is named in its own script ("suomi", "فارسی"), as language menus do.
    from bot.i18n import Localizer

    return [
        app_commands.Choice(name=Localizer(lang, isolating=False).t("language-name"), value=lang)
        for lang in languages()
    ]
