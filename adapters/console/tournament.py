"""Console tournaments: `feltbot play --game sitngo|spin` against computer players (BOT).

The table screen is the console poker one (`adapters.console.poker.ConsolePoker`); above each
decision a status line shows the level, the blinds, the next level and the time (or hands) to
it, the players left, the average stack and your place. Before play the terms are shown (and
for a Spin the published multiplier table and then the draw); at the end the results with
every place and prize. You create the tournament and start it at once: the other seats are
BOTs paid for by the house. "q" keeps your seat: while the program is closed nothing moves,
and the next run goes on where it stopped. There is no leaving a running tournament (NK-9.9).
"hand last" or "hand N" replays a finished hand of the tournament's table (issue 21).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, TextIO

from adapters.console.poker import IDLE_S, VERBS, ConsolePoker
from adapters.console.poker_screens import TableScreens
from adapters.console.reader import Command
from adapters.console.running import played, reported
from adapters.console.screen import Screen
from adapters.console.words import console_words
from bot.i18n import Localizer
from bot.render import tournament as tourney_render
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, LiveTable, TableOutcome
from bot.tournaments import Format, TournamentService, TournamentTable, sitngo, spin
from bot.tournaments.simulate import simulate
from bot.views import Text

COMMUNITY: Final = "console"
CHANNEL: Final = "console-tournament"
KINDS: Final = ("sitngo", "spin")
ENTRY: Final = 100
SITNGO_SEATS: Final = 6
DECISION_S: Final = 3600.0  # a terminal player is never hurried (the timer still exists)


def tournament_games() -> tuple[str, ...]:
    return KINDS


def console_format(kind: str) -> Format:
    fmt = spin(ENTRY) if kind == "spin" else sitngo(SITNGO_SEATS, ENTRY)
    return fmt.replace(decision_s=DECISION_S)


class TournamentScreens(TableScreens):
    """A tournament's table at the console: each event told where it happened (a level
    change, an elimination), and above each decision the status line (level, blinds, the
    next level and the time to it, players left, average stack, the person's place)."""

    def __init__(self, screen: Screen, clock: Callable[[], float]) -> None:
        super().__init__(screen)
        self.clock = clock

    def narrate(self, outcomes: Sequence[TableOutcome], seat: int) -> None:
        for outcome in outcomes:
            for event in outcome.events_for(seat):
                super().narrate([dataclasses.replace(outcome, events=(event,))], seat)
                self.screen.say_all(tourney_render.event_lines((event,), seat))

    def header(self, live: LiveTable, seat: int) -> None:
        self.screen.write()
        self.screen.say(tourney_render.status(_table(live).tournament_view(self.clock()), seat))


class ConsoleTournament(ConsolePoker):
    def __init__(
        self,
        service: TournamentService,
        accounts: Accounts,
        localizer: Localizer,
        name: str,
        *,
        kind: str,
        stdin: TextIO,
        stdout: TextIO,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(service, accounts, localizer, name, game="holdem", stdin=stdin,
                         stdout=stdout, screens=lambda screen: TournamentScreens(screen, clock),
                         clock=clock)
        self.tournaments = service
        self.kind = kind
        self.clock = clock
        self.words = console_words(localizer, VERBS, commands=("hand",))  # no "leave" here

    async def _run(self) -> int:
        opened = await self.accounts.open(COMMUNITY, "console", self.name, self.name)
        player = self.transport.player = opened.player
        if opened.granted:
            self.screen.say(Text("grant-received", {"amount": opened.granted}))
        await self.service.load_open()
        live = next((t for t in self.service if _mine(t, player, self.kind)), None)
        if live is None:
            live = await self._enter(player)
            if live is None:
                return 1
        else:
            self.screen.say(Text("tourney-console-resumed", {
                "kind": Text("tourney-kind-" + self.kind), "level": _table(live).level + 1}))
            await self.tables.draw(live.id)
        self.screen.say(Text("tourney-console-choose"))
        while True:
            table = _table(live)
            seat = table.seat_of(player)
            if table.closed or seat is None:
                await self._results(table, player)
                return 0
            if table.to_act == seat:
                pick = self._choose(live)
                if isinstance(pick, Command) and pick.name == "hand":
                    await self._replay(live, pick.words)  # a finished hand (issue 21)
                    await self.tables.draw(live.id)
                    continue
                if pick is None or isinstance(pick, Command) or not await self._press(
                        player, pick):
                    self.screen.write()
                    self.screen.say(Text("tourney-console-saved", {"game": self.kind}))
                    return 0
                live = self.tables.live(live.id) or live
            else:  # another seat's timer runs (none at a console tournament so far)
                moved = await self.tables.tick()
                await asyncio.sleep(0 if moved else IDLE_S)

    async def _enter(self, player: int) -> LiveTable | None:
        """Show the terms, pay the entry, start at once with BOTs in the other seats."""
        fmt = console_format(self.kind)
        balance = await self.accounts.balance(COMMUNITY, player)
        self.screen.say_all(tourney_render.terms(fmt))
        if balance < fmt.entry:
            self.screen.say(Text("tourney-console-no-chips",
                                 {"entry": fmt.entry, "balance": balance}))
            return None
        live = await self.tournaments.create_tournament(COMMUNITY, CHANNEL, fmt, creator=player)
        async with self.tables.lock(live.id):
            outcomes = await self.tournaments.register(live.id, player, self.name)
            self.screen.say(Text("tourney-console-welcome", {
                "name": self.name, "entry": fmt.entry,
                "balance": await self.accounts.balance(COMMUNITY, player)}))
            outcomes += await self.tournaments.start(live.id, player)
            await self.tables.publish(live.id, outcomes)
        return live

    async def _results(self, table: TournamentTable, player: int) -> None:
        self.screen.write()
        self.screen.say_all(tourney_render.results(table.tournament_view(self.clock()), player))
        balance = await self.accounts.balance(COMMUNITY, player)
        self.screen.say(Text("tourney-console-over", {"balance": balance, "game": self.kind}))

    def _rules(self) -> None:
        self.screen.write()
        self.screen.say(Text("tourney-rules"))
        self.screen.say(Text("rules-holdem"))


def _table(live: LiveTable) -> TournamentTable:
    table = live.table
    assert isinstance(table, TournamentTable)
    return table


def _mine(live: LiveTable, player: int, kind: str) -> bool:
    table = live.table
    return (
        isinstance(table, TournamentTable) and table.format.kind == kind
        and table.seat_of(player) is not None
    )


def play_tournament(
    settings: Settings, localizer: Localizer, name: str, *, kind: str, stdin: TextIO,
    stdout: TextIO,
) -> int:
    """`feltbot play --game sitngo|spin`."""

    async def main() -> int:
        async with await Store.open(settings.database) as store:
            accounts = Accounts.from_settings(store, settings)
            service = TournamentService(store, communities=COMMUNITY)
            console = ConsoleTournament(service, accounts, localizer, name, kind=kind,
                                        stdin=stdin, stdout=stdout)
            return await played(console.run, localizer, stdout, "tournament")

    return asyncio.run(main())


def simulate_tournaments(
    kind: str, *, tournaments: int, players: int, seed: int | None, db: Path | None,
    stdout: TextIO,
) -> int:
    """`feltbot simulate sitngo|spin --tournaments N --players K --seed S [--db P] --json`."""
    return reported(lambda: simulate(kind, tournaments=tournaments, players=players,
                                     seed=seed, db=db), stdout)
