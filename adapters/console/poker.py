"""Console poker: `feltbot play --game holdem|omaha|naiko` seats you at a table with computer
players (marked BOT), played through the chats' own table flow (`bot.frontend.tables`, over the
terminal's transport: `adapters.console.table_transport`).

Each turn shows the board, your cards, every seat's chips and bet, the pot, and your legal
actions with their min/max and preset sizes (in Naiko also the powers, with their cost and
effect); type a number ("2", "6 100"), a verb ("raise 120", "call", "swap 1", "anchor 2"),
"help" for the rules, "hand last" or "hand N" to replay a finished hand of the table,
"leave" to stand up and cash out, or "q" to quit. The table is a stored
cash table of yours alone: quitting keeps your seat and the next run continues it; leaving
cashes your stack out and closes it, and the next run opens a new one.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, TextIO

from adapters.console.poker_screens import TableScreens
from adapters.console.pressing import TypedPresses
from adapters.console.reader import Command, Pick, read_choice
from adapters.console.running import played, reported
from adapters.console.screen import Screen
from adapters.console.seating import console_seating
from adapters.console.table_transport import ConsoleTables, ConsoleTableTransport
from adapters.console.transport import ConsoleAsk, ConsolePress
from adapters.console.words import console_words
from bot.frontend import poker
from bot.frontend.seating import Asker
from bot.i18n import Localizer
from bot.replay import load_hand, replay_lines
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, LiveTable, TableConfig, TableService
from bot.tables.buy_in import can_buy_in, usual_buy_in
from bot.tables.hands import available_modes
from bot.tables.simulate import simulate
from bot.views import Text

COMMUNITY: Final = "console"
CHANNEL: Final = "console-poker"
COMPUTERS: Final = 3
IDLE_S: Final = 0.05  # how often a table waiting on a timer is looked at
BIG_BLIND: Final = 10  # blinds 5/10, buy-in 200–1,000 (20–100 big blinds)
VERBS: Final = ("check", "call", "bet", "raise", "fold", "all_in", "glance", "swap", "anchor",
                "shield", "decline")


def poker_games() -> tuple[str, ...]:
    return available_modes()


class ConsolePoker(TypedPresses):
    """A cash table of the person's alone, played through the chats' table flow
    (`ConsoleTables` over `ConsoleTableTransport`): a typed choice is a press of the table's
    button; the flow makes the move (the service commits it and plays the computer seats and
    the next hand), narrates it and prints the person's view at the next read. Sitting down,
    rebuying, a refill and leaving are the chats' seating flow's (`SeatingFront`, over the
    same transport: `adapters.console.seating`), the console saying its own lines of them.
    The console's tournaments build on it; `screens` is what it prints of a table
    (`TableScreens`, or a kind's own)."""

    move, amount = poker.ACT, poker.AMOUNT  # the table's button families

    def __init__(
        self,
        service: TableService,
        accounts: Accounts,
        localizer: Localizer,
        name: str,
        *,
        game: str,
        stdin: TextIO,
        stdout: TextIO,
        screens: Callable[[Screen], TableScreens] = TableScreens,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.service = service
        self.accounts = accounts
        self.loc = localizer
        self.screen = Screen(stdout, localizer)
        self.screens = screens(self.screen)
        self.name = name
        self.game = game
        self.stdin = stdin
        self.words = console_words(localizer, VERBS, commands=("leave", "hand"))
        self.transport = ConsoleTableTransport(self.screen, self.screens, clock=clock)
        self.tables = ConsoleTables([service], service.store, self.transport, clock=clock)
        self.seating = console_seating(service, accounts, self.tables, self.transport)

    async def run(self) -> int:
        try:
            return await self._run()
        finally:
            await self.transport.close()  # no wake-up runs after the terminal left

    async def _run(self) -> int:
        opened = await self.accounts.open(COMMUNITY, "console", self.name, self.name)
        player = self.transport.player = opened.player
        if opened.granted:
            self.screen.say(Text("grant-received", {"amount": opened.granted}))
        await self.service.load_open()
        live = next(
            (t for t in self.service.of_player(player) if t.table.config.mode == self.game), None
        )
        if live is None:
            live = await self._new_table(player)
            if live is None:
                return 1
        else:
            self.screen.say(Text("poker-console-resumed", {
                "mode": Text("poker-mode-" + self.game), "hand": live.table.hand_no}))
            await self.tables.draw(live.id)
        self.screen.say(Text("poker-console-choose",
                             {"powers": "yes" if self.game == "naiko" else "no"}))
        while True:
            table = live.table
            seat = table.seat_of(player)
            if table.closed or seat is None:
                return 0
            if table.to_act == seat:
                pick = self._choose(live)
                if pick is None:
                    self.screen.write()
                    self.screen.say(Text("poker-console-saved", {"game": self.game}))
                    return 0
                if isinstance(pick, Command) and pick.name == "hand":
                    await self._replay(live, pick.words)
                    await self.tables.draw(live.id)  # the table again, as it is
                    continue
                if isinstance(pick, Command):  # "leave": stand up, cash out, close the table
                    await self._leave(live, player)
                    return 0
                if not await self._press(player, pick):
                    self.screen.write()
                    self.screen.say(Text("poker-console-saved", {"game": self.game}))
                    return 0
                now = self.tables.live(live.id)
                if now is None and not live.table.closed:  # gone in another window
                    self.screen.say(Text("console-match-gone"))
                    return 0
                live = now or live
            elif table.live:  # another seat's timer runs (none at a console table so far)
                moved = await self.tables.tick()
                await asyncio.sleep(0 if moved else IDLE_S)
            elif not await self._recharge(live, player, seat):
                self.screen.say(Text("poker-console-no-chips"))
                return 0

    async def _new_table(self, player: int) -> LiveTable | None:
        config = TableConfig.standard(
            self.game, big_blind=BIG_BLIND, seats=COMPUTERS + 1, bots_allowed=True,
            decision_s=3600.0,
        )
        balance = await self.accounts.balance(COMMUNITY, player)
        if not can_buy_in(config, balance):
            self.screen.say(Text("poker-console-no-chips"))
            return None
        chips = usual_buy_in(config, balance)
        with self.transport.holding():  # the welcome comes before the seat's own steps
            live = await self.seating.open(self._asker(player, CHANNEL), config,
                                           private=False, bots=COMPUTERS, buy_in=chips)
            if live is not None:
                self.screen.say(Text("poker-console-welcome", {
                    "name": self.name, "mode": Text("poker-mode-" + self.game),
                    "chips": chips, "balance": balance - chips,
                }))
        return live

    async def _recharge(self, live: LiveTable, player: int, seat: int) -> bool:
        """Between hands with nothing to deal: rebuy when busted (refilling a broke balance
        first), both through the seating flow."""
        if not live.table.busted(seat):
            return False
        balance = await self.accounts.balance(COMMUNITY, player)
        if balance == 0:  # the flow's refill tops up a broke account (a refusal is said)
            asked = self._asker(player, live.channel)
            await self.seating.refill(asked)
            if self._refused(asked):
                return False
            balance = await self.accounts.balance(COMMUNITY, player)  # all of it the refill
            self.screen.say(Text("refill-received", {"amount": balance}))
        config = live.table.config
        if not can_buy_in(config, balance):
            return False
        joined = await self.seating.take_seat(self._asker(player, live.channel),
                                              mode=config.mode,
                                              buy_in=usual_buy_in(config, balance))
        return joined is not None

    async def _leave(self, live: LiveTable, player: int) -> None:
        """Stand up (the hand in play is given up: NK-8), cash the stack out, and close the
        table, which was this player's alone (the computer seats leave with it): the flow
        closes a table no person sits at; one whose seat is still leaving is closed here."""
        asked = self._asker(player, live.channel)
        await self.seating.leave(asked, mode=live.table.config.mode)
        if not self._refused(asked) and self.tables.live(live.id) is not None:
            # the flow closes a table nobody sits at; a seat still leaving closes it here
            await self.seating.close(asked, live)
        balance = await self.accounts.balance(COMMUNITY, player)
        self.screen.say(Text("poker-console-left", {"balance": balance, "game": self.game}))

    def _asker(self, player: int, channel: str) -> Asker:
        """The person, asking the seating flow at the table's channel."""
        return Asker(ConsoleAsk(), COMMUNITY, channel, player, self.name)

    @staticmethod
    def _refused(asker: Asker) -> bool:
        origin = asker.origin
        return isinstance(origin, ConsoleAsk) and origin.refused is not None

    def _choose(self, live: LiveTable) -> Pick | Command | None:
        """The person's view of the table when it changed, then their choice (an amount the
        button needs is asked by the flow: `_press`); None when the input ended."""
        options = self.transport.present(live.id)
        return read_choice(self.screen, self._readline, options, self.words,
                           on_help=self._rules, ask_amounts=False)

    async def _replay(self, live: LiveTable, words: Sequence[str]) -> None:
        """"hand last" (or just "hand") and "hand N": a finished hand of this table, step by
        step, as the table saw it."""
        number: int | None = None
        if words and words[0].isdigit():
            number = int(words[0])
        elif words and words[0].casefold() not in self._last_words():
            self.screen.say(Text("replay-usage"))
            return
        hand = await load_hand(self.service.store, live.id, number)
        self.screen.write()
        if hand is None:
            self.screen.say(Text("replay-not-found"))
            return
        self.screen.say_all(replay_lines(hand))
        self.screen.write()

    def _last_words(self) -> set[str]:
        said = f"last {self.loc.plain.t('console-words-last')}"
        return {word.casefold() for word in said.split()}

    def _rules(self) -> None:
        self.screen.write()
        self.screen.say(Text("rules-" + self.game))
        if self.game != "holdem":  # Omaha's and Naiko's rules say "as in Hold'em": here it is
            self.screen.say(Text("rules-holdem"))

    def _readline(self) -> str | None:
        """One typed line without its newline; None at the end of input. A script's line is
        echoed (a terminal echoes it itself), so a transcript reads like a session."""
        try:
            line = self.stdin.readline()
        except (EOFError, UnicodeDecodeError):
            return None
        if not line:
            return None
        if not _is_terminal(self.stdin):
            self.screen.write(line.rstrip("\n"))
        return line.rstrip("\n")

    # -- pressing --------------------------------------------------------------------------

    async def _send(self, press: ConsolePress, player: int) -> None:
        """A press of the table flow (`TypedPresses._press`: an amount not typed with a
        button that needs one is asked by the flow, `ConsoleTableTransport.ask_amount`). A
        refused press prints the table again; an out-of-date one was redrawn by the flow."""
        await self.tables.press(press, player, press.ref)

    async def _ready(self) -> bool:
        return not await self._late()

    async def _late(self) -> bool:
        """Before the move: play the table timers that ran out while the person was typing
        (Seal shield's window, NK-6.4: the table's clock decides); what the table did instead
        is said to be too late. True when one did."""
        self.transport.late = True
        try:
            return bool(await self.tables.tick())
        finally:
            self.transport.late = False

    async def _after(self, press: ConsolePress) -> None:
        table_id = press.ref.match_id
        answered = press.refused is not None or (press.ref.tag == poker.AMOUNT
                                                 and press.asked is None)
        if answered and not press.stale and self.tables.live(table_id) is not None:
            await self.tables.draw(table_id)  # the same choice, asked again


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or not a real file
        return False


def play_poker(
    settings: Settings, localizer: Localizer, name: str, *, game: str, stdin: TextIO,
    stdout: TextIO, opponent: str | None = None,
) -> int:
    """`feltbot play --game holdem|omaha|naiko`."""
    if game not in poker_games():
        stdout.write(localizer.t("console-game-unavailable", game=game) + "\n")
        return 2

    async def main() -> int:
        async with await Store.open(settings.database) as store:
            accounts = Accounts.from_settings(store, settings)
            service = TableService(store, communities=COMMUNITY,  # not another front end's
                                   bot_policy=opponent)
            console = ConsolePoker(service, accounts, localizer, name, game=game,
                                   stdin=stdin, stdout=stdout)
            return await played(console.run, localizer, stdout, "poker")

    return asyncio.run(main())


def simulate_poker(
    game: str, *, tables: int, hands: int, players: int, seed: int | None, db: Path | None,
    stdout: TextIO,
) -> int:
    """`feltbot simulate holdem|omaha|naiko --tables N --hands M [--players K] --json`."""
    return reported(lambda: simulate(game, tables=tables, hands=hands, players=players,
                                     seed=seed, db=db), stdout)
