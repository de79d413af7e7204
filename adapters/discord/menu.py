"""The slash commands: `/updown challenge|bot`, `/asnas`, `/poker cash|private|join|leave`,
`/tournament sitngo|spin|schedule|list|leave`, `/rules`, `/balance`, `/refill`, `/stats`,
`/hand`, `/leaderboard`, `/pictures`, `/language`, `/cancel`.

Each command only parses its options and hands over to the shared requests
(`bot.frontend.requests`, through `Controller.ask`) or to its concern's handler (`games`,
`poker`, `commands`). Names and descriptions are `locale_str`s keyed into `locale/` (see
`translator.py`); an option `x` is named and described by `discord-opt-x` (`_options`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from adapters.discord import commands, games, poker
from adapters.discord.translator import text
from bot.errors import BotError
from bot.frontend.boards import DEFAULT_METRIC, DEFAULT_PERIOD
from bot.frontend.mtt import MAX_LEVEL_LENGTH
from bot.frontend.mtt import terms as mtt_terms
from bot.frontend.requests import Request, Requests
from bot.i18n import Localizer, languages
from bot.leaderboard import METRICS, PERIODS
from bot.tournaments import sitngo, spin
from bot.tournaments.formats import DEFAULT_ENTRY, DEFAULT_SEATS
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
Callback = TypeVar("Callback", bound=Callable[..., Any])
Parent = app_commands.CommandTree[discord.Client] | app_commands.Group


def _desc(key: str) -> app_commands.locale_str:
    return text(f"{key}.desc")


def _command(parent: Parent, key: str) -> Callable[[Callback], Any]:
    """A command of `parent` named and described by the message `key`."""
    return parent.command(name=text(key), description=_desc(key))


def _options(*names: str, **keys: str) -> Callable[[Callback], Callback]:
    """Name and describe each option: `names` by `discord-opt-<name>`, `keys` by their key."""
    keyed = {name: f"discord-opt-{name.replace('_', '-')}" for name in names} | keys

    def wrap(callback: Callback) -> Callback:
        renamed = app_commands.rename(**{name: text(key) for name, key in keyed.items()})
        described = app_commands.describe(**{name: _desc(key) for name, key in keyed.items()})
        return described(renamed(callback))
    return wrap


def _group(key: str) -> app_commands.Group:
    return app_commands.Group(name=text(key), description=_desc(key), guild_only=True)


def _asking(parent: Parent, ctl: Controller, key: str,
            asked: Callable[[Requests, Request], Awaitable[None]], *,
            guild_only: bool = False) -> None:
    """A command without options that is one shared request (`Controller.ask`)."""

    async def command(interaction: discord.Interaction) -> None:
        await ctl.ask(interaction, asked)

    command.__name__ = key.removeprefix("discord-cmd-").replace("-", "_")
    if guild_only:
        command = app_commands.guild_only()(command)
    _command(parent, key)(command)


def build_commands(tree: app_commands.CommandTree[discord.Client], ctl: Controller) -> None:
    """Add every command to `tree`; their callbacks call `ctl`."""
    updown = _group("discord-cmd-updown")

    @_command(updown, "discord-cmd-challenge")
    @_options("opponent")
    async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
        await games.challenge(ctl, interaction, "updown", opponent)

    @_command(updown, "discord-cmd-bot")
    async def versus_bot(interaction: discord.Interaction) -> None:
        await ctl.ask(interaction, lambda r, req: r.play_computer(req, "updown",
                                                                   ctl.opponent))

    tree.add_command(updown)

    _asking(tree, ctl, "discord-cmd-asnas", Requests.asnas, guild_only=True)
    tree.add_command(_poker_group(ctl))
    tree.add_command(_tournament_group(ctl))

    @_command(tree, "discord-cmd-rules")
    @_options("game")
    @app_commands.choices(game=_game_choices(GAMES))
    async def rules(interaction: discord.Interaction, game: str = "updown") -> None:
        await ctl.ask(interaction, lambda r, req: r.rules(req, [game]), guild=False)

    _asking(tree, ctl, "discord-cmd-refill", Requests.refill, guild_only=True)
    _asking(tree, ctl, "discord-cmd-stats", Requests.stats, guild_only=True)
    @_command(tree, "discord-cmd-hand")
    @_options(which="discord-opt-hand")
    @app_commands.guild_only()
    async def hand(interaction: discord.Interaction, which: str = "last") -> None:
        await ctl.ask(interaction, lambda r, req: r.hand(req, which.split()))

    @_command(tree, "discord-cmd-leaderboard")
    @_options("period", "metric")
    @app_commands.choices(period=_choices("board-period", PERIODS),
                          metric=_choices("board-metric", METRICS))
    @app_commands.guild_only()
    async def leaderboard(interaction: discord.Interaction, period: str = DEFAULT_PERIOD,
                          metric: str = DEFAULT_METRIC) -> None:
        await ctl.ask(interaction, lambda r, req: r.leaderboard(req, [period, metric]))

    @_command(tree, "discord-cmd-pictures")
    @_options(state="discord-opt-pictures")
    @app_commands.choices(state=_choices("pictures-choice", ("on", "off")))
    @app_commands.guild_only()
    async def pictures(interaction: discord.Interaction, state: str) -> None:
        await ctl.ask(interaction, lambda r, req: r.pictures(req, [state]))

    _asking(tree, ctl, "discord-cmd-balance", Requests.balance, guild_only=True)
    @_command(tree, "discord-cmd-language")
    @_options("language", "server")
    @app_commands.choices(language=_language_choices())
    async def language(interaction: discord.Interaction, language: str, server: bool = False
                       ) -> None:
        await commands.language(ctl, interaction, language, server)

    _asking(tree, ctl, "discord-cmd-cancel", Requests.cancel, guild_only=True)
    @tree.error
    async def on_error(interaction: discord.Interaction, error: app_commands.AppCommandError
                       ) -> None:
        await ctl.command_failed(interaction, error)


def _choices(prefix: str, values: Iterable[str]) -> list[app_commands.Choice[str]]:
    """Choices named by `<prefix>-<value>` messages (translated like every command string)."""
    return [app_commands.Choice(name=text(f"{prefix}-{value}"), value=value) for value in values]


def _game_choices(games: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(GAME_NAMES[game]), value=game) for game in games]


def _poker_group(ctl: Controller) -> app_commands.Group:
    group = _group("discord-cmd-poker")
    table_options = ("mode", "big_blind", "seats", "bots", "buy_in")

    def open_command(private: bool, key: str) -> None:
        """/poker cash and /poker private: the same options, one flag apart."""

        @_command(group, key)
        @_options(*table_options)
        @app_commands.choices(mode=_game_choices(MODES))
        async def open_table(  # noqa: PLR0917 (one parameter per slash option)
            interaction: discord.Interaction, mode: str = "holdem", big_blind: Blind = 20,
            seats: Seats = 6, bots: Bots = 0, buy_in: Chips | None = None,
        ) -> None:
            await poker.open_table(ctl, interaction, private=private, mode=mode,
                                   big_blind=big_blind, seats=seats, bots=bots, buy_in=buy_in)

    open_command(False, "discord-cmd-cash")
    open_command(True, "discord-cmd-private")

    @_command(group, "discord-cmd-join")
    @_options("code", "buy_in")
    async def join(interaction: discord.Interaction, code: str | None = None,
                   buy_in: Chips | None = None) -> None:
        """An invitation's table, else back in or a rebuy at the member's table here, else
        the channel's oldest public table with a free seat."""
        await ctl.ask(interaction, lambda r, req: r.seat(req, buy_in=buy_in, code=code))

    _asking(group, ctl, "discord-cmd-leave", Requests.leave)
    return group


def _tournament_group(ctl: Controller) -> app_commands.Group:
    """/tournament sitngo [seats] [entry] | spin [entry] | schedule … | list | leave."""
    group = _group("discord-cmd-tournament")

    @_command(group, "discord-cmd-sitngo")
    @_options("seats", "entry")
    async def sitngo_lobby(interaction: discord.Interaction, seats: Seats = DEFAULT_SEATS,
                           entry: Entry = DEFAULT_ENTRY) -> None:
        await ctl.ask(interaction, lambda r, req: r.tourney(req, sitngo(seats, entry)))

    @_command(group, "discord-cmd-spin")
    @_options("entry")
    async def spin_lobby(interaction: discord.Interaction, entry: Entry = DEFAULT_ENTRY
                         ) -> None:
        await ctl.ask(interaction, lambda r, req: r.tourney(req, spin(entry)))

    @_command(group, "discord-cmd-schedule")
    @_options("minutes", "entry", "mode", "stack", "seats", "minimum", "level", "late",
              "reentry", bots="discord-opt-mtt-bots")
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
        await ctl.ask(interaction, lambda r, req: r.schedule(req, plan, bots))

    _asking(group, ctl, "discord-cmd-list", Requests.tourney_list)
    _asking(group, ctl, "discord-cmd-tourney-leave", Requests.tourney_leave)
    return group


def _language_choices() -> list[app_commands.Choice[str]]:
    # Each language is named in its own script ("suomi", "فارسی"), as language menus do.
    return [
        app_commands.Choice(name=Localizer(lang, isolating=False).t("language-name"), value=lang)
        for lang in languages()
    ]
