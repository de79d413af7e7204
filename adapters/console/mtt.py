"""Console scheduled tournaments: `feltbot play --game mtt` and `feltbot simulate mtt`.

`play --game mtt` registers you in a scheduled multi-table tournament with computer players
(BOT) that starts at once: the terms are shown, then your table as at the console poker table
(`adapters.console.poker_screens.TableScreens`), with the tournament's events as they happen
(moves, breaks, hand-for-hand, the field closing, places). "tables" shows every table's summary; "q"
keeps your place (nothing moves while the program is closed; the next run goes on). Once you
are out the tournament plays on to its end and the results are shown.

While you decide, the other tables wait too: the console reads your answer in the same loop
that drives them (a chat front end never blocks that way). The person's presses and the table
timers go through the shared table flow as at the cash table (`ConsolePoker`); what the
tournament's own tasks play on the person's table, and the tournament's events, are narrated
from the service's listener (the chats' `bot.frontend.mtt` is not the console's yet).

`simulate mtt` prints the report of one tournament of BOTs (`bot.tournaments.mtt_simulate`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, TextIO

from adapters.console.poker import IDLE_S, VERBS, ConsolePoker
from adapters.console.reader import Command
from adapters.console.running import played, reported
from adapters.console.words import console_words, said_yes
from bot.errors import RuleError
from bot.frontend import mtt as mtt_front
from bot.i18n import Localizer
from bot.matches.seeds import SeedSource
from bot.render import mtt as mtt_render
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, LiveTable
from bot.tournaments.mtt_service import HubOutcome, LiveHub, MttService, Outcome
from bot.tournaments.mtt_simulate import simulate_mtt
from bot.views import Text

MTT_GAMES: Final = ("mtt",)
DEFAULT_PLAYERS: Final = 200
COMMUNITY: Final = "console"
CHANNEL: Final = "console-mtt"
ENTRY: Final = 100
BOTS: Final = 26  # with you, 27 entries: three tables of nine
TABLE_SIZE: Final = 9
DECISION_S: Final = 3600.0  # a terminal player is never hurried
RESULTS_SHOWN: Final = 10
PACE: Final = 2  # the BOTs' tables stay within two hands of yours


def mtt_games() -> tuple[str, ...]:
    return MTT_GAMES


@dataclass(frozen=True, slots=True)
class Terms:
    """What `play --game mtt` was asked for (`bot.frontend.mtt.terms`; None: the usual)."""

    mode: str = "holdem"
    entry: int = ENTRY
    stack: int | None = None
    seats: int | None = TABLE_SIZE
    late: int = 0
    reentry: int = 0


class ConsoleMtt(ConsolePoker):
    def __init__(
        self, store: Store, accounts: Accounts, localizer: Localizer, name: str, *,
        stdin: TextIO, stdout: TextIO, bots: int = BOTS, terms: Terms | None = None,
        seeds: SeedSource | None = None,
    ) -> None:
        """`seeds`: the deals' seeds (None: secret ones; tests use `DerivedSeeds`)."""
        service = MttService(store, communities=COMMUNITY, listener=self._heard, pace=PACE,
                             seeds=seeds)
        self.terms = terms or Terms()
        super().__init__(service, accounts, localizer, name, game=self.terms.mode,
                         stdin=stdin, stdout=stdout)
        self.mtt = service
        self.bots = bots
        self.words = console_words(localizer, VERBS, commands=("tables",))
        self.player: int | None = None
        self._pending: list[tuple[Outcome, int | None]] = []
        self._at: tuple[int, int] | None = None  # the player's last (table, seat)

    def _heard(self, outcomes: Sequence[Outcome]) -> None:
        """Keep what to show, judged now: the outcomes of the player's table (through their
        seat, the last one when they have just been moved or busted) and the tournament's."""
        for outcome in outcomes:
            if isinstance(outcome, HubOutcome):
                self._pending.append((outcome, None))
                continue
            self._locate()
            if self._at is not None and outcome.table_id == self._at[0]:
                self._pending.append((outcome, self._at[1]))

    def _locate(self) -> None:
        if self.player is None:
            return
        for lh in self.mtt.hubs():
            live = self.mtt.table_of(lh.id, self.player)
            if live is not None:
                seat = live.table.seat_of(self.player)
                assert seat is not None
                self._at = (live.id, seat)
                return

    async def _run(self) -> int:
        opened = await self.accounts.open(COMMUNITY, "console", self.name, self.name)
        player = self.player = self.transport.player = opened.player
        if opened.granted:
            self.screen.say(Text("grant-received", {"amount": opened.granted}))
        await self.mtt.load_open()
        self._pending.clear()
        lh = next((h for h in self.mtt.hubs() if any(
            e.player == player for e in h.hub.entrants)), None)
        if lh is None:
            lh = await self._enter(player)
            if lh is None:
                return 1
        else:
            view = self.mtt.view(lh.id)
            self.screen.say(Text("mtt-console-resumed", {"level": int(view["level"]),
                                                         "left": int(view["players_left"])}))
        self.screen.say(Text("mtt-console-choose"))
        while True:
            live = self.mtt.table_of(lh.id, player) if lh.id in self._hub_ids() else None
            self._flush()
            if live is None:
                if await self._enter_again(lh, player):
                    continue
                return await self._watch_to_end(lh)
            seat = live.table.require_seat(player)
            if live.table.to_act == seat:
                await self.tables.draw(live.id)  # the table as it is now, before each choice
                pick = self._choose(live)
                if isinstance(pick, Command) and pick.name == "tables":
                    self._tables(lh, live)
                    continue
                if pick is None or isinstance(pick, Command) or not await self._press(
                        player, pick):
                    self.screen.write()
                    self.screen.say(Text("mtt-console-saved"))
                    return 0
                continue
            await self.mtt.quiet()
            if not self._pending and live.table.to_act != seat:
                await self.mtt.tick()
                await self.mtt.settle_all()
                await asyncio.sleep(IDLE_S)

    def _hub_ids(self) -> set[int]:
        return {h.id for h in self.mtt.hubs()}

    async def _enter(self, player: int) -> LiveHub | None:
        """Show the terms, pay the entry, start at once with BOTs filling the field."""
        asked = self.terms
        schedule = mtt_front.terms(
            time.time(), decision_s=DECISION_S, mode=asked.mode, entry=asked.entry,
            stack=asked.stack, seats=asked.seats, unit="hands", late=asked.late,
            reentry=asked.reentry)
        self.screen.say_all(mtt_render.terms(schedule))
        balance = await self.accounts.balance(COMMUNITY, player)
        if balance < schedule.entry:
            self.screen.say(Text("tourney-console-no-chips", {"entry": schedule.entry,
                                                              "balance": balance}))
            return None
        lh = await self.mtt.schedule(COMMUNITY, CHANNEL, schedule, creator=player, is_admin=True)
        await self.mtt.register(lh.id, player, self.name)
        self.screen.say(Text("mtt-console-welcome", {
            "name": self.name, "entry": schedule.entry,
            "balance": await self.accounts.balance(COMMUNITY, player)}))
        await self.mtt.add_bots(lh.id, self.bots)
        started = await self.mtt.start(lh.id)
        self.screen.say_all(mtt_render.prize_lines(started.view))
        return lh

    async def _enter_again(self, lh: LiveHub, player: int) -> bool:
        """Out while re-entry is still taken (NK-9.8): asked whether to pay a new entry; True
        when the player is seated again."""
        await self.mtt.settle_all()  # the bust placed first (a re-entry is after it)
        if lh.id not in self._hub_ids():
            return False
        model = self.mtt.lobby(lh.id)
        if not model.entries_status.reentry_open \
                or not any(r.player == player for r in model.registrants):
            return False
        self._flush()  # how the player went out, first
        entry = lh.hub.schedule.entry
        balance = await self.accounts.balance(COMMUNITY, player)
        self.screen.write()
        if balance < entry:
            self.screen.say(Text("mtt-console-reentry-short", {"entry": entry,
                                                                "balance": balance}))
            return False
        self.screen.prompt(Text("mtt-console-reentry", {"entry": entry, "balance": balance}))
        if not said_yes(self.loc, self._readline()):
            return False
        try:
            await self.mtt.register(lh.id, player, self.name)
        except RuleError as refused:  # the entries closed meanwhile, say
            self.screen.say(Text(refused.key, dict(refused.params)))
            return False
        self.screen.say(Text("mtt-console-reentered", {
            "entry": entry, "balance": await self.accounts.balance(COMMUNITY, player)}))
        return True

    def _flush(self) -> None:
        """What happened since: the player's table as at a poker table, the tournament's own
        events, nothing of the other tables' hands."""
        pending, self._pending = self._pending, []
        for outcome, seat in pending:
            if isinstance(outcome, HubOutcome):
                self.screen.say_all(mtt_render.event_lines(outcome.events, self.player))
            elif seat is not None:
                self.screens.narrate([outcome], seat)
                self.screen.say_all(mtt_render.event_lines(
                    [e for e in outcome.events if e.kind == "moved_in"], self.player))

    def _tables(self, lh: LiveHub, live: LiveTable | None) -> None:
        self.screen.write()
        self.screen.say_all(mtt_render.summary(self.mtt.view(lh.id),
                                               None if live is None else live.id))
        self.screen.write()

    async def _watch_to_end(self, lh: LiveHub) -> int:
        """Out (or over): the tournament plays on to its end; then the results."""
        if lh.id in self._hub_ids():
            self.screen.say(Text("mtt-console-out"))
            await self.mtt.finished(lh.id)
            self._flush()
        hub = lh.hub
        self.screen.write()
        results = sorted(hub.results, key=lambda r: (r.place, r.entrant))
        self.screen.say(Text("tourney-results-title", {"kind": Text("mtt-kind"),
                                                       "pool": hub.pool}))
        for result in results:
            mine = result.player is not None and result.player == self.player
            if result.place > RESULTS_SHOWN and not mine:
                continue
            params: dict[str, str | int] = {"place": result.place, "name": result.name,
                                            "prize": result.prize, "shared": result.shared}
            self.screen.say(Text("tourney-result-you" if mine else "tourney-result", params))
        assert self.player is not None
        balance = await self.accounts.balance(COMMUNITY, self.player)
        self.screen.say(Text("mtt-console-over", {"balance": balance}))
        await self.mtt.stop()
        return 0

    def _rules(self) -> None:
        self.screen.write()
        self.screen.say(Text("mtt-rules"))
        self.screen.say(Text("rules-holdem"))


def play_mtt(
    settings: Settings, localizer: Localizer, name: str, *, stdin: TextIO, stdout: TextIO,
    bots: int = BOTS, terms: Terms | None = None,
) -> int:
    """`feltbot play --game mtt [--mode M] [--entry N] [--stack N] [--seats N] [--bots N]
    [--late L] [--reentry L]`: anyone at the terminal sets the terms."""

    async def main() -> int:
        async with await Store.open(settings.database) as store:
            accounts = Accounts.from_settings(store, settings)
            console = ConsoleMtt(store, accounts, localizer, name, stdin=stdin, stdout=stdout,
                                 bots=bots, terms=terms)
            try:
                return await played(console.run, localizer, stdout, "tournament")
            finally:
                await console.mtt.stop()

    return asyncio.run(main())


def simulate_mtt_cli(
    *, players: int, table_size: int, seed: int | None, db: Path | None, stdout: TextIO,
) -> int:
    """`feltbot simulate mtt --players N --table-size K --seed S [--db PATH] --json`."""
    return reported(lambda: simulate_mtt(players=players, table_size=table_size, seed=seed,
                                         db=db), stdout)
