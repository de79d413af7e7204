"""The slash commands: `/updown challenge|bot`, `/asnas`, `/poker cash|private|join|leave`,
`/rules`, `/balance`, `/refill`, `/stats`, `/language`, `/cancel`.

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

GAMES = ("updown", "asnas", "holdem", "omaha", "naiko")
POKER_MODES = ("holdem", "omaha", "naiko")
# Option ranges (module level: discord.py resolves the string annotations here).
Seats = app_commands.Range[int, 2, 9]
Bots = app_commands.Range[int, 0, 8]
Blind = app_commands.Range[int, 2, 1_000_000]
Chips = app_commands.Range[int, 1, 100_000_000]
GAME_NAMES = {
    "updown": "discord-cmd-updown",
    "asnas": "discord-cmd-asnas",
    "holdem": "discord-game-holdem",
    "omaha": "discord-game-omaha",
    "naiko": "discord-game-naiko",
}


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
        name=text("asnas", "discord-cmd-asnas"),
        description=_desc(
            "discord-cmd-asnas", "Open a four-seat As-Nas table; empty seats get computer players"
        ),
    )
    @app_commands.guild_only()
    async def asnas(interaction: discord.Interaction) -> None:
        await ctl.asnas.open(interaction)

    tree.add_command(_poker_group(ctl))

    @tree.command(
        name=text("rules", "discord-cmd-rules"),
        description=_desc("discord-cmd-rules", "Show the rules of a game"),
    )
    @app_commands.rename(game=text("game", "discord-opt-game"))
    @app_commands.describe(game=_desc("discord-opt-game", "Which game"))
    @app_commands.choices(game=_game_choices(GAMES))
    async def rules(interaction: discord.Interaction, game: str = "updown") -> None:
        await ctl.rules(interaction, game)

    @tree.command(
        name=text("refill", "discord-cmd-refill"),
        description=_desc("discord-cmd-refill", "Get chips again when your balance is zero"),
    )
    @app_commands.guild_only()
    async def refill(interaction: discord.Interaction) -> None:
        await ctl.refill(interaction)

    @tree.command(
        name=text("stats", "discord-cmd-stats"),
        description=_desc("discord-cmd-stats", "Your games and results in this server"),
    )
    @app_commands.guild_only()
    async def stats(interaction: discord.Interaction) -> None:
        await ctl.stats(interaction)

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


def _game_choices(games: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    english = {"updown": "updown", "asnas": "asnas", "holdem": "Hold'em", "omaha": "Omaha",
               "naiko": "Naiko"}
    return [
        app_commands.Choice(name=text(english[game], GAME_NAMES[game]), value=game)
        for game in games
    ]


def _poker_group(ctl: Controller) -> app_commands.Group:
    poker = app_commands.Group(
        name=text("poker", "discord-cmd-poker"),
        description=_desc("discord-cmd-poker", "Poker tables: Hold'em, Omaha and Naiko"),
        guild_only=True,
    )
    table_options = {
        "mode": text("mode", "discord-opt-mode"),
        "big_blind": text("big_blind", "discord-opt-big-blind"),
        "seats": text("seats", "discord-opt-seats"),
        "bots": text("bots", "discord-opt-bots"),
        "buy_in": text("buy_in", "discord-opt-buy-in"),
    }
    described = {
        "mode": _desc("discord-opt-mode", "Hold'em, Omaha or Naiko"),
        "big_blind": _desc("discord-opt-big-blind", "The big blind (the small one is half)"),
        "seats": _desc("discord-opt-seats", "How many seats (2 to 9)"),
        "bots": _desc("discord-opt-bots", "How many seats computer players take"),
        "buy_in": _desc("discord-opt-buy-in", "Chips you bring to the table"),
    }
    modes = _game_choices(POKER_MODES)

    def open_command(private: bool, name: str, key: str, english: str) -> None:
        """/poker cash and /poker private: the same options, one flag apart."""

        @poker.command(name=text(name, key), description=_desc(key, english))
        @app_commands.rename(**table_options)
        @app_commands.describe(**described)
        @app_commands.choices(mode=modes)
        async def open_table(  # noqa: PLR0917 (one parameter per slash option)
            interaction: discord.Interaction,
            mode: str = "holdem",
            big_blind: Blind = 20,
            seats: Seats = 6,
            bots: Bots = 0,
            buy_in: Chips | None = None,
        ) -> None:
            await ctl.poker.open(
                interaction, private=private, mode=mode, big_blind=big_blind, seats=seats,
                bots=bots, buy_in=buy_in,
            )

    open_command(False, "cash", "discord-cmd-cash", "Open a cash table in this channel and sit")
    open_command(
        True, "private", "discord-cmd-private",
        "Open a private table: only members you invite may sit",
    )

    @poker.command(
        name=text("join", "discord-cmd-join"),
        description=_desc(
            "discord-cmd-join", "Sit at this channel's table, or at a private one with its code"
        ),
    )
    @app_commands.rename(
        code=text("code", "discord-opt-code"), buy_in=table_options["buy_in"]
    )
    @app_commands.describe(
        code=_desc("discord-opt-code", "The invitation code of a private table"),
        buy_in=described["buy_in"],
    )
    async def join(
        interaction: discord.Interaction, code: str | None = None, buy_in: Chips | None = None
    ) -> None:
        await ctl.poker.join(interaction, code, buy_in)

    @poker.command(
        name=text("leave", "discord-cmd-leave"),
        description=_desc("discord-cmd-leave", "Leave your table; your chips go back"),
    )
    async def leave(interaction: discord.Interaction) -> None:
        await ctl.poker.leave(interaction)

    return poker


def _language_choices() -> list[app_commands.Choice[str]]:
    # Each language is named in its own script ("suomi", "فارسی"), as language menus do.
    from bot.i18n import Localizer

    return [
        app_commands.Choice(name=Localizer(lang, isolating=False).t("language-name"), value=lang)
        for lang in languages()
    ]
