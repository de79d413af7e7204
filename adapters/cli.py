"""The `feltbot` command: `run` (the default), `play`, `simulate`, and the operations
`migrate`, `backup` and `refund-broken`.

    feltbot                      same as `feltbot run`
    feltbot run                  the chat adapters whose token is set in .env, else the console
    feltbot play [--game updown|asnas|holdem|omaha|naiko] [--opponent NAME]
                 [--lang en|hi|fa|fi] [--db PATH]
    feltbot simulate updown|asnas --matches N --seed S [--players A,B] [--db PATH] [--json]
    feltbot simulate holdem|omaha|naiko --tables N --hands M [--players K] [--seed S] [--db P]
    feltbot migrate [--db PATH]          apply the schema migrations and report the version
                                 (refused, nothing changed, if the database is newer)
    feltbot backup PATH [--db PATH]      a consistent copy of the database (online, new file)
    feltbot refund-broken [--dry-run] [--db PATH]
                                 cancel open tables and matches that do not load and give
                                 their chips back (an admin's repair; see bot/broken.py)
    feltbot play --game sitngo|spin           a tournament against computer players
    feltbot simulate sitngo|spin --tournaments N --players K --seed S [--db PATH] [--json]
    feltbot play --game mtt                   a scheduled multi-table tournament with BOTs
    feltbot simulate mtt --players N --table-size K --seed S [--db PATH] [--json]

Settings come from `.env` and the environment (`bot.settings.Settings`); `--db` overrides
DATABASE_URL and DATABASE_PATH (a SQLite file) and `--lang` DEFAULT_LANGUAGE.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import getpass
import importlib
import json
import signal
import sqlite3
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Final, TextIO

import asyncpg
from pydantic import ValidationError

from adapters.console import ConsoleGame, ConsolePlayer
from adapters.console.game import COMMUNITY as CONSOLE_COMMUNITY
from adapters.console.game import screens_for
from adapters.console.mtt import DEFAULT_PLAYERS, mtt_games, play_mtt, simulate_mtt_cli
from adapters.console.mtt import Terms as MttTerms
from adapters.console.poker import play_poker, poker_games, simulate_poker
from adapters.console.tournament import play_tournament, simulate_tournaments, tournament_games
from bot.amounts import parse_amount
from bot.broken import find_broken, refund_broken
from bot.i18n import Localizer, languages
from bot.matches import SETUPS, MatchService, settle_match
from bot.matches.opponents import opponent_names
from bot.registry import MatchRegistry
from bot.settings import Settings
from bot.simulate import simulate
from bot.store import SchemaTooNew, Store
from bot.store.backend import postgres_url, redacted, sqlite_path
from bot.views import render_text

# Chat platforms `run` starts when their token is set: (name shown, module, settings field).
# Telegram last: the last adapter gets the main thread, and PTB's polling loop needs it.
PLATFORMS: tuple[tuple[str, str, str], ...] = (
    ("Discord", "adapters.discord", "discord_token"),
    ("Telegram", "adapters.telegram", "telegram_token"),
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="feltbot", description="Card games with virtual chips: Up/Down, As-Nas, poker."
    )
    commands = parser.add_subparsers(dest="command")
    run = commands.add_parser("run", help="start the chat adapters, or the console without tokens")
    play = commands.add_parser("play", help="play a match against the computer in the terminal")
    for sub in (run, play):
        sub.add_argument("--lang", choices=languages(), default=None, help="language")
        sub.add_argument("--db", type=Path, default=None, help="SQLite file (DATABASE_PATH)")
    games = ", ".join((*all_games(), *tournament_games(), *mtt_games()))
    play.add_argument("--game", default="updown", metavar="GAME",
                      help=f"game to play: {games} (default: updown)")
    play.add_argument("--opponent", default=None, metavar="NAME",
                      help="computer player: " + ", ".join(_all_opponents())
                      + " (default: best, the game's own computer player)")
    terms = play.add_argument_group("mtt terms (--game mtt)")
    terms.add_argument("--mode", choices=("holdem", "omaha", "naiko"), default="holdem")
    for option, meaning in (("--entry", "entry in chips (default 100)"),
                            ("--stack", "starting tournament chips (default 5000)"),
                            ("--seats", "seats per table, 2-9 (default 9)"),
                            ("--bots", "computer players entered (default 26)"),
                            ("--late", "late registration until this level (default 0: none)"),
                            ("--reentry", "re-entry until this level (default 0: none)")):
        terms.add_argument(option, type=_not_negative, default=None, metavar="N", help=meaning)
    sim = commands.add_parser("simulate", help="computer against computer, no terminal")
    sim.add_argument("game", nargs="?", default="updown",
                     help=f"game to simulate: {games} (default: updown)")
    sim.add_argument("--matches", type=int, default=100, help="Up/Down, As-Nas: matches played")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--db", type=Path, default=None, help="play every action through the store")
    sim.add_argument("--players", default=None,
                     help="Up/Down, As-Nas: computer player per seat, comma-separated ("
                     + ", ".join(_all_opponents()) + "; default: the game's own); "
                     "poker: number of seats, e.g. --players 6 (default 3)")
    sim.add_argument("--json", action="store_true", help="print one JSON object (the default)")
    sim.add_argument("--tables", type=int, default=1, help="poker: tables played at once")
    sim.add_argument("--hands", type=int, default=100, help="poker: hands per table")
    migrate = commands.add_parser(
        "migrate", help="bring the database's schema up to this version (DATABASE_URL)"
    )
    backup = commands.add_parser("backup", help="copy the database to a new file, online")
    backup.add_argument("path", type=Path, help="the new file (never overwritten)")
    refund = commands.add_parser(
        "refund-broken", help="cancel the tables and matches that do not load; refund chips"
    )
    refund.add_argument("--dry-run", action="store_true", help="list them, change nothing")
    for sub in (migrate, backup, refund):
        sub.add_argument("--lang", choices=languages(), default=None, help="language")
        sub.add_argument("--db", type=Path, default=None, help="SQLite file (DATABASE_PATH)")
    sim.add_argument("--tournaments", type=int, default=1,
                     help="sitngo, spin: tournaments played (--players: seats, default 6/3)")
    sim.add_argument("--table-size", type=int, default=9,
                     help="mtt: seats per table (--players: entrants, default 200)")
    return parser


def _not_negative(word: str) -> int:
    """A whole number of 0 or more (argparse says what is wrong with anything else)."""
    number = parse_amount(word)
    if number is None:
        raise argparse.ArgumentTypeError(f"{word!r} is not a whole number of 0 or more")
    return number


def _mtt_terms(args: argparse.Namespace) -> dict[str, Any]:
    """`play_mtt`'s BOTs and terms from the command line (what was not given: the usual)."""
    asked = {"mode": args.mode, "entry": args.entry, "stack": args.stack, "seats": args.seats,
             "late": args.late, "reentry": args.reentry}
    given = {key: value for key, value in asked.items() if value is not None}
    extra: dict[str, Any] = {} if args.bots is None else {"bots": args.bots}
    return {"terms": MttTerms(**given), **extra}


def all_games() -> tuple[str, ...]:
    """Every game `play` and `simulate` know: the matches, then the poker tables."""
    return (*SETUPS, *poker_games())


def _all_opponents() -> tuple[str, ...]:
    names: dict[str, None] = {}
    for game in all_games():
        names.update(dict.fromkeys(opponent_names(game)))
    return tuple(names)


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0].startswith("-") and words[0] not in ("-h", "--help")):
        words = ["run", *words]  # `feltbot [--lang fi]` is `feltbot run [--lang fi]`
    args = build_parser().parse_args(words)
    out = stdout if stdout is not None else sys.stdout
    if args.command == "simulate":
        return _simulate(args, out)
    try:
        settings = _settings(args)
    except BadSettings as bad:
        err = sys.stderr if stdout is None else out
        err.write(Localizer("en").t("settings-invalid", problems=str(bad)) + "\n")
        return 2
    lang = args.lang or settings.default_language
    try:
        done = _command(args, settings, lang, stdin, out)
    except SchemaTooNew as newer:  # (`migrate` says it its own way, with what it found)
        out.write(Localizer(lang).t("cli-migrate-too-new", database=newer.database,
                                    found=newer.found, known=newer.known) + "\n")
        return 2
    except STORE_ERRORS as error:  # the operator's database cannot be used: one line
        where = str(settings.database)
        database = redacted(where) if postgres_url(where) else where
        out.write(Localizer(lang).t("cli-database-unusable", database=database,
                                    reason=str(error) or type(error).__name__) + "\n")
        return 2
    if isinstance(done, int):
        return done
    done()  # the chat platforms, until stopped
    return 0


def _command(args: argparse.Namespace, settings: Settings, lang: str, stdin: TextIO | None,
             out: TextIO) -> int | Callable[[], None]:
    """The command's exit code, or (`run` with a platform's token) what runs the platforms."""
    if args.command in ("backup", "refund-broken") and not _database_exists(settings):
        out.write(Localizer(lang).t("cli-database-missing",
                                    database=str(settings.database)) + "\n")
        return 2
    if args.command == "migrate":
        return asyncio.run(_migrate(settings, Localizer(lang), out))
    if args.command == "backup":
        return asyncio.run(_backup(settings, Localizer(lang), args.path, out))
    if args.command == "refund-broken":
        return asyncio.run(_refund_broken(settings, Localizer(lang), args.dry_run, out))
    inp = stdin if stdin is not None else sys.stdin
    if args.command == "play" and args.opponent is not None and (
        args.game in all_games() and args.opponent not in opponent_names(args.game)
    ):
        out.write(Localizer(lang).t("console-opponent-unknown", name=args.opponent,
                                    names=", ".join(opponent_names(args.game))) + "\n")
        return 2
    if args.command == "play" and args.game in mtt_games():
        with _interrupt_at_once():
            try:
                return play_mtt(settings, Localizer(lang), _user(), stdin=inp, stdout=out,
                                **_mtt_terms(args))
            except KeyboardInterrupt:  # Ctrl-C: every change shown is already stored
                out.write("\n" + Localizer(lang).t("mtt-console-saved") + "\n")
                return 130
    if args.command == "play" and args.game in tournament_games():
        with _interrupt_at_once():
            try:
                return play_tournament(settings, Localizer(lang), _user(), kind=args.game,
                                       stdin=inp, stdout=out)
            except KeyboardInterrupt:  # Ctrl-C: every change shown is already stored
                text = Localizer(lang).t("tourney-console-saved", game=args.game)
                out.write("\n" + text + "\n")
                return 130
    if args.command == "play" and args.game in poker_games():
        with _interrupt_at_once():
            try:
                return play_poker(settings, Localizer(lang), _user(), game=args.game,
                                  stdin=inp, stdout=out, opponent=args.opponent)
            except KeyboardInterrupt:  # Ctrl-C: every change shown is already stored
                text = Localizer(lang).t("poker-console-saved", game=args.game)
                out.write("\n" + text + "\n")
                return 130
    if args.command == "play":
        return _play(settings, lang, game=args.game, opponent=args.opponent, stdin=inp,
                     stdout=out)
    # `feltbot` alone, or `feltbot run`
    runners = _platform_runners(settings, Localizer(lang), out)
    if not runners:
        return _play(settings, lang, game="updown", opponent=None, stdin=inp, stdout=out)
    asyncio.run(_check_database(settings))  # an unusable database is told before starting
    # The platforms run outside the database errors' handler: theirs are no database's.
    return lambda: _run_platforms(settings, runners)


async def _check_database(settings: Settings) -> None:
    async with await Store.open(settings.database):
        pass


# -- play -----------------------------------------------------------------------------------


def _play(settings: Settings, lang: str, *, game: str, opponent: str | None, stdin: TextIO,
          stdout: TextIO) -> int:
    localizer = Localizer(lang)
    if game not in SETUPS:
        stdout.write(localizer.t("console-game-unavailable", game=game) + "\n")
        return 2
    player = ConsolePlayer(_user(), _user())
    with _interrupt_at_once():
        try:
            return asyncio.run(_play_async(settings, localizer, player, game=game,
                                           opponent=opponent, stdin=stdin, stdout=stdout))
        except KeyboardInterrupt:  # Ctrl-C: like quitting, every step shown is already stored
            saved = render_text(screens_for(game).saved(), localizer)
            stdout.write("\n" + saved + "\n")
            return 130


@contextlib.contextmanager
def _interrupt_at_once() -> Iterator[None]:
    """Make Ctrl-C stop a blocking read at once.

    asyncio.run's own SIGINT handler only cancels the main task, which a coroutine blocked in
    `readline` never sees, so the player would have to press Ctrl-C twice.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def console_matches(store: Store) -> MatchService:
    """The console's Up/Down and As-Nas matches: only its own community's, never another
    front end's on the same database."""
    registry = MatchRegistry(store, settlement=settle_match, communities=CONSOLE_COMMUNITY)
    return MatchService(store, registry=registry)


async def _play_async(settings: Settings, localizer: Localizer, player: ConsolePlayer, *,
                      game: str, opponent: str | None, stdin: TextIO, stdout: TextIO) -> int:
    async with await Store.open(settings.database) as store:
        console = ConsoleGame(
            console_matches(store), localizer, player, stdin=stdin, stdout=stdout,
            grant=settings.starting_grant, game=game, opponent=opponent,
            refill=(settings.refill_amount, settings.refill_cooldown_s),
        )
        return await console.run()


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no login name (a bare container)
        return "player"


# -- run: chat platforms ---------------------------------------------------------------------


def _platform_runners(settings: Settings, localizer: Localizer,
                      out: TextIO) -> list[Callable[[Settings], None]]:
    """The `run(settings)` of every platform whose token is set and whose adapter exists."""
    runners = []
    for name, module_name, token_field in PLATFORMS:
        if getattr(settings, token_field) is None:
            continue
        runner = _adapter_run(module_name)
        if runner is None:
            out.write(localizer.t("console-adapter-unavailable", name=name) + "\n")
        else:
            runners.append(runner)
    return runners


def _adapter_run(module_name: str) -> Callable[[Settings], None] | None:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as missing:
        if missing.name is not None and module_name.startswith(missing.name):
            return None  # the adapter (or its package) is not there
        raise
    runner: Callable[[Settings], None] | None = getattr(module, "run", None)
    return runner


def _run_platforms(settings: Settings, runners: list[Callable[[Settings], None]]) -> None:
    """Run every adapter until stopped. Each owns an event loop; the last one gets the main
    thread (signal handlers, Ctrl-C), the others run beside it as daemon threads."""
    *others, last = runners
    for runner in others:
        threading.Thread(target=runner, args=(settings,), daemon=True).start()
    last(settings)


# -- operations ------------------------------------------------------------------------------

# What opening or using the operator's database raises when it cannot be used (no server, no
# such database, no such directory, not a database, a read-only or full disk).
STORE_ERRORS: Final = (OSError, sqlite3.Error, asyncpg.PostgresError)


def _database_exists(settings: Settings) -> bool:
    """A PostgreSQL server's database, or a SQLite file that is there: `backup` and
    `refund-broken` never make an empty one out of a typing error."""
    target = str(settings.database)
    return postgres_url(target) is not None or sqlite_path(target).is_file()


async def _migrate(settings: Settings, localizer: Localizer, out: TextIO) -> int:
    """Opening the store applies what is missing (each migration in its own transaction, one
    process at a time on PostgreSQL); this says what it found and where it left the schema."""
    try:
        store = await Store.open(settings.database)
    except SchemaTooNew as newer:
        out.write(localizer.t("cli-migrate-too-new", database=newer.database,
                              found=newer.found, known=newer.known) + "\n")
        return 2
    async with store:
        version = await store.schema_version()
        before = store.migrated_from
        database = store.database
    if version == before:
        out.write(localizer.t("cli-migrate-current", database=database, version=version) + "\n")
    else:
        out.write(localizer.t("cli-migrate-done", database=database, version=version,
                              before=before, count=version - before) + "\n")
    return 0


async def _backup(settings: Settings, localizer: Localizer, target: Path, out: TextIO) -> int:
    async with await Store.open(settings.database) as store:
        try:
            written = await store.backup(target)
        except FileExistsError:
            out.write(localizer.t("cli-backup-exists", path=str(target)) + "\n")
            return 2
    out.write(localizer.t("cli-backup-done", path=str(written)) + "\n")
    return 0


async def _refund_broken(settings: Settings, localizer: Localizer, dry_run: bool,
                         out: TextIO) -> int:
    async with await Store.open(settings.database) as store:
        broken = await find_broken(store)
        if not broken:
            out.write(localizer.t("cli-refund-broken-none") + "\n")
            return 0
        for found in broken:
            out.write(localizer.t("cli-refund-broken-found", id=str(found.id), game=found.game,
                                  community=found.community) + "\n")
            if dry_run:
                continue
            for row in await refund_broken(store, found):
                player = await store.player(row.player_id)
                name = player.display_name if player is not None else str(row.player_id)
                out.write(localizer.t("cli-refund-broken-refund", amount=row.delta,
                                      player=str(row.player_id), name=name) + "\n")
        key = "cli-refund-broken-dry-run" if dry_run else "cli-refund-broken-done"
        out.write(localizer.t(key, count=len(broken)) + "\n")
    return 0


# -- simulate --------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace, out: TextIO) -> int:
    if args.game in mtt_games():  # --players is the number of entrants
        entrants = parse_amount(args.players) if args.players is not None else DEFAULT_PLAYERS
        if entrants is None:
            out.write(json.dumps({"error": "--players is a number of entrants, e.g. 200"})
                      + "\n")
            return 2
        return simulate_mtt_cli(players=entrants, table_size=args.table_size, seed=args.seed,
                                db=args.db, stdout=out)
    if args.game in tournament_games():  # --players is a number of seats
        default = 3 if args.game == "spin" else 6
        seats = parse_amount(args.players) if args.players is not None else default
        if seats is None:
            out.write(json.dumps({"error": "--players is a number of seats, e.g. 6"}) + "\n")
            return 2
        return simulate_tournaments(args.game, tournaments=args.tournaments, players=seats,
                                    seed=args.seed, db=args.db, stdout=out)
    if args.game in poker_games():  # poker tables: --players is a number of seats
        seats = parse_amount(args.players) if args.players is not None else 3
        if seats is None:
            out.write(json.dumps({"error": "--players is a number of seats for "
                                  f"{args.game}, e.g. --players 6"}) + "\n")
            return 2
        return simulate_poker(args.game, tables=args.tables, hands=args.hands,
                              players=seats, seed=args.seed, db=args.db, stdout=out)
    if args.game not in SETUPS:
        out.write(json.dumps({"error": f"unknown game {args.game!r}"}) + "\n")
        return 2
    if args.matches < 0:
        out.write(json.dumps({"error": "--matches must be at least 0"}) + "\n")
        return 2
    players = None if args.players is None else [p.strip() for p in args.players.split(",")]
    try:
        report = asyncio.run(
            simulate(args.game, args.matches, args.seed, players=players, db=args.db)
        )
    except ValueError as error:  # an unknown player name or the wrong number of players
        out.write(json.dumps({"error": str(error)}) + "\n")
        return 2
    out.write(json.dumps(report.to_dict(), sort_keys=True) + "\n")
    return 0


class BadSettings(Exception):
    """`.env` or the environment holds a value the bot cannot start with (the message says
    which, in the operator's terms)."""


def _settings(args: argparse.Namespace) -> Settings:
    try:
        settings = Settings()
    except ValidationError as error:
        problems = "; ".join(_problem(item["loc"], item["msg"]) for item in error.errors())
        raise BadSettings(problems) from None
    if args.db is not None:
        settings = settings.model_copy(update={"database_path": args.db, "database_url": None})
    return settings


def _problem(loc: tuple[int | str, ...], message: str) -> str:
    """One refused setting as "NAME: why"; a rule over several settings names them itself."""
    message = message.removeprefix("Value error, ")
    return f"{'.'.join(str(p) for p in loc).upper()}: {message}" if loc else message


if __name__ == "__main__":
    sys.exit(main())
