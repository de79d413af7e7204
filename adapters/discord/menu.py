"""The slash commands: `/updown challenge|bot`, `/asnas`, `/poker cash|private|join|leave`,
`/tournament sitngo|spin|schedule|list|leave`, `/rules`, `/balance`, `/refill`, `/stats`,
`/hand`, `/leaderboard`, `/pictures`, `/language`, `/cancel`.

Each command only parses its options and hands over to its concern's handler (`games`,
`poker`, `tournament`, `mtt`, `commands`, `stats`, `replays`), which does the work.
Names and descriptions are `locale_str`s keyed into `locale/` (see `translator.py`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from adapters.discord import commands, games, mtt
from adapters.discord.replays import show_hand
from adapters.discord.stats import stats as show_stats
from adapters.discord.tournament import formats
from adapters.discord.translator import text
from bot.errors import BotError
from bot.frontend.boards import DEFAULT_METRIC, DEFAULT_PERIOD
from bot.frontend.mtt import MAX_LEVEL_LENGTH
from bot.frontend.mtt import terms as mtt_terms
from bot.i18n import languages
from bot.leaderboard import METRICS, PERIODS
from bot.tournaments.formats import DEFAULT_ENTRY, DEFAULT_SEATS, SPIN_SEATS
from bot.tournaments.schedule import FIRST_BIG_BLIND, MAX_PLAYERS, MODES, MTT_LEVELS

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

GAMES = ("updown", "asnas", "holdem", "omaha", "naiko")
# Option ranges (module level: discord.py resolves the string annotations here).
Seats = app_commands.Range[int, 2, 9]
Bots = app_commands.Range[int, 0, 8]
Blind = app_commands.Range[int, 2, 1_000_000]
Chips = app_commands.Range[int, 1, 100_000_000]
Entry = app_commands.Range[int, 0, 100_000_000]
Minutes = app_commands.Range[int, 1, 7 * 24 * 60]  # a scheduled tournament's start, from now
MttBots = app_commands.Range[int, 0, 500]
# A scheduled tournament's terms, in the ranges `bot.frontend.mtt.terms` takes.
Stack = app_commands.Range[int, FIRST_BIG_BLIND, 100_000_000]  # starting tournament chips
Players = app_commands.Range[int, 2, MAX_PLAYERS]
Level = app_commands.Range[int, 1, MAX_LEVEL_LENGTH]  # minutes per blind level
LevelNo = app_commands.Range[int, 0, MTT_LEVELS]  # the last level a late entry or re-entry
GAME_NAMES = {
    "updown": "discord-cmd-updown",
    "asnas": "discord-cmd-asnas",
    "holdem": "discord-game-holdem",
    "omaha": "discord-game-omaha",
    "naiko": "discord-game-naiko",
}


def _desc(key: str) -> app_commands.locale_str:
    return text(f"{key}.desc")


def build_commands(tree: app_commands.CommandTree[discord.Client], ctl: Controller) -> None:
    """Add every command to `tree`; their callbacks call `ctl`."""
    updown = app_commands.Group(
        name=text("discord-cmd-updown"),
        description=_desc("discord-cmd-updown"),
        guild_only=True,
    )

    @updown.command(
        name=text("discord-cmd-challenge"),
        description=_desc("discord-cmd-challenge"),
    )
    @app_commands.rename(opponent=text("discord-opt-opponent"))
    @app_commands.describe(opponent=_desc("discord-opt-opponent"))
    async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
        await games.challenge(ctl, interaction, "updown", opponent)

    @updown.command(
        name=text("discord-cmd-bot"),
        description=_desc("discord-cmd-bot"),
    )
    async def versus_bot(interaction: discord.Interaction) -> None:
        await games.play_computer(ctl, interaction, "updown")

    tree.add_command(updown)

    @tree.command(
        name=text("discord-cmd-asnas"),
        description=_desc("discord-cmd-asnas"),
    )
    @app_commands.guild_only()
    async def asnas(interaction: discord.Interaction) -> None:
        await games.open_lobby(ctl, interaction)

    tree.add_command(_poker_group(ctl))
    tree.add_command(_tournament_group(ctl))

    @tree.command(
        name=text("discord-cmd-rules"),
        description=_desc("discord-cmd-rules"),
    )
    @app_commands.rename(game=text("discord-opt-game"))
    @app_commands.describe(game=_desc("discord-opt-game"))
    @app_commands.choices(game=_game_choices(GAMES))
    async def rules(interaction: discord.Interaction, game: str = "updown") -> None:
        await commands.rules(ctl, interaction, game)

    @tree.command(
        name=text("discord-cmd-refill"),
        description=_desc("discord-cmd-refill"),
    )
    @app_commands.guild_only()
    async def refill(interaction: discord.Interaction) -> None:
        await ctl.poker.refill(interaction)

    @tree.command(
        name=text("discord-cmd-stats"),
        description=_desc("discord-cmd-stats"),
    )
    @app_commands.guild_only()
    async def stats(interaction: discord.Interaction) -> None:
        await show_stats(ctl, interaction)

    @tree.command(name=text("discord-cmd-hand"), description=_desc("discord-cmd-hand"))
    @app_commands.rename(which=text("discord-opt-hand"))
    @app_commands.describe(which=_desc("discord-opt-hand"))
    @app_commands.guild_only()
    async def hand(interaction: discord.Interaction, which: str = "last") -> None:
        await show_hand(ctl, interaction, which)

    @tree.command(name=text("discord-cmd-leaderboard"),
                  description=_desc("discord-cmd-leaderboard"))
    @app_commands.rename(period=text("discord-opt-period"), metric=text("discord-opt-metric"))
    @app_commands.describe(period=_desc("discord-opt-period"), metric=_desc("discord-opt-metric"))
    @app_commands.choices(period=_choices("board-period", PERIODS),
                          metric=_choices("board-metric", METRICS))
    @app_commands.guild_only()
    async def leaderboard(interaction: discord.Interaction, period: str = DEFAULT_PERIOD,
                          metric: str = DEFAULT_METRIC) -> None:
        await commands.leaderboard(ctl, interaction, period, metric)

    @tree.command(name=text("discord-cmd-pictures"),
                  description=_desc("discord-cmd-pictures"))
    @app_commands.rename(state=text("discord-opt-pictures"))
    @app_commands.describe(state=_desc("discord-opt-pictures"))
    @app_commands.choices(state=_choices("pictures-choice", ("on", "off")))
    @app_commands.guild_only()
    async def pictures(interaction: discord.Interaction, state: str) -> None:
        await commands.choose_pictures(ctl, interaction, state)

    @tree.command(
        name=text("discord-cmd-balance"),
        description=_desc("discord-cmd-balance"),
    )
    @app_commands.guild_only()
    async def balance(interaction: discord.Interaction) -> None:
        await commands.balance(ctl, interaction)

    @tree.command(
        name=text("discord-cmd-language"),
        description=_desc("discord-cmd-language"),
    )
    @app_commands.rename(
        language=text("discord-opt-language"),
        server=text("discord-opt-server"),
    )
    @app_commands.describe(
        language=_desc("discord-opt-language"),
        server=_desc("discord-opt-server"),
    )
    @app_commands.choices(language=_language_choices())
    async def language(
        interaction: discord.Interaction, language: str, server: bool = False
    ) -> None:
        await commands.language(ctl, interaction, language, server)

    @tree.command(
        name=text("discord-cmd-cancel"),
        description=_desc("discord-cmd-cancel"),
    )
    @app_commands.guild_only()
    async def cancel(interaction: discord.Interaction) -> None:
        await commands.cancel(ctl, interaction)

    @tree.error
    async def on_error(
        interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await ctl.command_failed(interaction, error)


def _choices(prefix: str, values: Iterable[str]) -> list[app_commands.Choice[str]]:
    """Choices named by `<prefix>-<value>` messages (translated like every command string)."""
    return [app_commands.Choice(name=text(f"{prefix}-{value}"), value=value) for value in values]


def _game_choices(games: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    return [
        app_commands.Choice(name=text(GAME_NAMES[game]), value=game)
        for game in games
    ]


def _poker_group(ctl: Controller) -> app_commands.Group:
    poker = app_commands.Group(
        name=text("discord-cmd-poker"),
        description=_desc("discord-cmd-poker"),
        guild_only=True,
    )
    table_options = {
        "mode": text("discord-opt-mode"),
        "big_blind": text("discord-opt-big-blind"),
        "seats": text("discord-opt-seats"),
        "bots": text("discord-opt-bots"),
        "buy_in": text("discord-opt-buy-in"),
    }
    described = {
        "mode": _desc("discord-opt-mode"),
        "big_blind": _desc("discord-opt-big-blind"),
        "seats": _desc("discord-opt-seats"),
        "bots": _desc("discord-opt-bots"),
        "buy_in": _desc("discord-opt-buy-in"),
    }
    modes = _game_choices(MODES)

    def open_command(private: bool, key: str) -> None:
        """/poker cash and /poker private: the same options, one flag apart."""

        @poker.command(name=text(key), description=_desc(key))
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

    open_command(False, "discord-cmd-cash")
    open_command(True, "discord-cmd-private")

    @poker.command(
        name=text("discord-cmd-join"),
        description=_desc("discord-cmd-join"),
    )
    @app_commands.rename(
        code=text("discord-opt-code"), buy_in=table_options["buy_in"]
    )
    @app_commands.describe(
        code=_desc("discord-opt-code"),
        buy_in=described["buy_in"],
    )
    async def join(
        interaction: discord.Interaction, code: str | None = None, buy_in: Chips | None = None
    ) -> None:
        await ctl.poker.join(interaction, code, buy_in)

    @poker.command(
        name=text("discord-cmd-leave"),
        description=_desc("discord-cmd-leave"),
    )
    async def leave(interaction: discord.Interaction) -> None:
        await ctl.poker.leave(interaction)

    return poker


def _tournament_group(ctl: Controller) -> app_commands.Group:
    """/tournament sitngo [seats] [entry] | spin [entry] | list | leave."""
    group = app_commands.Group(
        name=text("discord-cmd-tournament"),
        description=_desc("discord-cmd-tournament"),
        guild_only=True,
    )

    @group.command(name=text("discord-cmd-sitngo"), description=_desc("discord-cmd-sitngo"))
    @app_commands.rename(seats=text("discord-opt-seats"), entry=text("discord-opt-entry"))
    @app_commands.describe(seats=_desc("discord-opt-seats"), entry=_desc("discord-opt-entry"))
    async def sitngo(
        interaction: discord.Interaction, seats: Seats = DEFAULT_SEATS,
        entry: Entry = DEFAULT_ENTRY,
    ) -> None:
        await ctl.tournaments.open(interaction, formats("sitngo", seats, entry))

    @group.command(name=text("discord-cmd-spin"), description=_desc("discord-cmd-spin"))
    @app_commands.rename(entry=text("discord-opt-entry"))
    @app_commands.describe(entry=_desc("discord-opt-entry"))
    async def spin(interaction: discord.Interaction, entry: Entry = DEFAULT_ENTRY) -> None:
        await ctl.tournaments.open(interaction, formats("spin", SPIN_SEATS, entry))

    options = ("minutes", "entry", "bots", "mode", "stack", "seats", "minimum", "level",
               "late", "reentry")
    keys = {name: f"discord-opt-{name}" for name in options} | {"bots": "discord-opt-mtt-bots"}

    @group.command(name=text("discord-cmd-schedule"), description=_desc("discord-cmd-schedule"))
    @app_commands.rename(**{name: text(key) for name, key in keys.items()})
    @app_commands.describe(**{name: _desc(key) for name, key in keys.items()})
    @app_commands.choices(mode=_game_choices(MODES))
    async def schedule(  # noqa: PLR0917 (one parameter per slash option)
        interaction: discord.Interaction, minutes: Minutes, entry: Entry = DEFAULT_ENTRY,
        bots: MttBots = 0, mode: str = "holdem", stack: Stack | None = None,
        seats: Seats | None = None, minimum: Players | None = None, level: Level | None = None,
        late: LevelNo = 0, reentry: LevelNo = 0,
    ) -> None:
        seconds = ctl.desk.decision_s or float(ctl.settings.turn_seconds)
        try:
            plan = mtt_terms(ctl.clock() + minutes * 60, decision_s=float(seconds), mode=mode,
                             entry=entry, stack=stack, seats=seats, minimum=minimum,
                             level_length=level, late=late, reentry=reentry)
        except BotError as error:
            await ctl.failed(interaction, error)
            return
        await mtt.schedule_mtt(ctl, interaction, plan, bots)

    @group.command(name=text("discord-cmd-list"), description=_desc("discord-cmd-list"))
    async def lobbies(interaction: discord.Interaction) -> None:
        await ctl.tournaments.show_list(interaction)

    @group.command(
        name=text("discord-cmd-tourney-leave"), description=_desc("discord-cmd-tourney-leave")
    )
    async def leave(interaction: discord.Interaction) -> None:
        await ctl.tournaments.leave(interaction)

    return group


def _language_choices() -> list[app_commands.Choice[str]]:
    # Each language is named in its own script ("suomi", "فارسی"), as language menus do.
    from bot.i18n import Localizer

    return [
        app_commands.Choice(name=Localizer(lang, isolating=False).t("language-name"), value=lang)
        for lang in languages()
    ]
