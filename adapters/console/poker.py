"""Console poker: `feltbot play --game holdem|omaha|naiko` seats you at a table with computer
players (marked BOT) through the same table service the chat adapters use.

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
import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, TextIO

from adapters.console.reader import Command, Option, Pick, read_choice
from adapters.console.screen import Screen
from adapters.console.words import console_words
from bot.callbacks import ButtonRef
from bot.errors import BotError, RefillCooldown, RuleError, SeqConflict, StaleCommand
from bot.i18n import Localizer
from bot.render import poker as render
from bot.replay import load_hand, replay_lines
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, LiveTable, TableCommand, TableConfig, TableOutcome, TableService
from bot.tables.buy_in import can_buy_in, usual_buy_in
from bot.tables.errors import BalanceBelowBuyIn
from bot.tables.hands import available_modes
from bot.tables.simulate import simulate
from bot.views import Button, Text

log = logging.getLogger(__name__)

COMMUNITY: Final = "console"
CHANNEL: Final = "console-poker"
COMPUTERS: Final = 3
IDLE_S: Final = 0.05  # how often a table waiting on a timer is looked at
BIG_BLIND: Final = 10  # blinds 5/10, buy-in 200–1,000 (20–100 big blinds)
VERBS: Final = ("check", "call", "bet", "raise", "fold", "all_in", "glance", "swap", "anchor",
                "shield", "decline")
CHOICE_VERBS: Final = render.CHOICE_VERBS  # the button's argument is a card slot or a seat


def poker_games() -> tuple[str, ...]:
    return available_modes()


class ConsolePoker:
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
    ) -> None:
        self.service = service
        self.accounts = accounts
        self.loc = localizer
        self.screen = Screen(stdout, localizer)
        self.name = name
        self.game = game
        self.stdin = stdin
        self._refs: dict[str, ButtonRef] = {}
        self.words = console_words(localizer, VERBS, commands=("leave", "hand"))
        self._seen: dict[int, Any] = {}  # each seat's last occupant, to name who left
        self._explained = (-1, -1)  # (table, hand) whose powers were last explained

    async def run(self) -> int:
        opened = await self.accounts.open(COMMUNITY, "console", self.name, self.name)
        player = opened.player
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
        self.screen.say(Text("poker-console-choose",
                             {"powers": "yes" if self.game == "naiko" else "no"}))
        while True:
            table = live.table
            seat = table.seat_of(player)
            if table.closed or seat is None:
                return 0
            if table.to_act == seat:
                pick = self._ask(live, seat)
                if pick is None:
                    self.screen.write()
                    self.screen.say(Text("poker-console-saved", {"game": self.game}))
                    return 0
                if isinstance(pick, Command) and pick.name == "hand":
                    await self._replay(live, pick.words)
                    continue
                if isinstance(pick, Command):  # "leave": stand up, cash out, close the table
                    await self._leave(live, player, seat)
                    return 0
                reloaded = await self._act(live, player, pick)
                if reloaded is None:
                    return 0
                live = reloaded
            elif table.live:  # another seat's timer runs (none at a console table so far)
                moved = await self.service.tick()
                self._show(moved, seat)
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
        live = await self.service.create(COMMUNITY, CHANNEL, config)
        for index in range(COMPUTERS):
            await self.service.add_bot(live.id, f"BOT {index + 1}")
        joined = await self.service.join(live.id, player, self.name,
                                         usual_buy_in(config, balance))
        self.screen.say(Text("poker-console-welcome", {
            "name": self.name, "mode": Text("poker-mode-" + self.game), "chips": joined.chips,
            "balance": balance - joined.chips,
        }))
        self._show(joined.outcomes, live.table.require_seat(player))
        return live

    async def _recharge(self, live: LiveTable, player: int, seat: int) -> bool:
        """Between hands with nothing to deal: rebuy when busted (refilling a broke balance)."""
        if not live.table.busted(seat):
            return False
        balance = await self.accounts.balance(COMMUNITY, player)
        if balance == 0:
            try:
                amount = await self.accounts.refill(COMMUNITY, player)
            except RefillCooldown as wait:
                self.screen.say(Text(wait.key, wait.params))
                return False
            self.screen.say(Text("refill-received", {"amount": amount}))
            balance += amount
        try:
            joined = await self.service.join(live.id, player, self.name,
                                             usual_buy_in(live.table.config, balance))
        except BalanceBelowBuyIn:
            return False
        self._show(joined.outcomes, seat)
        return True

    async def _leave(self, live: LiveTable, player: int, seat: int) -> None:
        """Stand up (the hand in play is given up: NK-8), cash the stack out, and close the
        table, which was this player's alone (the computer seats leave with it)."""
        self._show(await self.service.stand(live.id, player), seat)
        if not live.table.closed:
            self._show(await self.service.close(live.id), seat)
        balance = await self.accounts.balance(COMMUNITY, player)
        self.screen.say(Text("poker-console-left", {"balance": balance, "game": self.game}))

    async def _act(self, live: LiveTable, player: int, pick: Pick) -> LiveTable | None:
        """Play the pick; returns the table to go on with (reloaded from the store when
        another window moved it on; None when it is gone)."""
        ref = pick.option.ref
        amount, choice = pick.amount, None
        if ref.verb in CHOICE_VERBS:
            choice = ref.arg  # the card slot to swap, the seat to anchor
        elif amount is None:
            amount = ref.arg  # a preset carries its amount
        command = TableCommand(live.id, player, ref.deal_no, ref.seq, ref.verb, amount, choice)
        late = await self.service.tick()  # a timer that ran out while the player was typing
        if late:  # (Seal shield's window, NK-6.4): what the table did instead is shown
            self.screen.say(Text("poker-console-too-late"))
            self._show(late, self._viewer(live, player))
            return live
        try:
            outcomes = await self.service.act(command)
        except SeqConflict:  # another window played at this table meanwhile
            reloaded = await self.service.reload(live.id)
            self.screen.say(Text("poker-console-reloaded" if reloaded else "console-match-gone"))
            return reloaded
        except StaleCommand:
            return live  # the table moved on (a timer): show it again as it is now
        except RuleError as refused:
            self.screen.say(Text(refused.key, dict(refused.params)))
            return live
        self._show(outcomes, self._viewer(live, player))
        return live

    def _ask(self, live: LiveTable, seat: int) -> Pick | Command | None:
        """Show the seat's view with its options (the powers explained once a hand) and read
        the player's choice; None when the input ended."""
        table = live.table
        explain = self._explained != (live.id, table.hand_no)
        self._explained = (live.id, table.hand_no)
        view = render.private_view(live.id, table.private_view(seat),
                                   button_id=self._remember, explain=explain)
        self.screen.view(view)
        return read_choice(self.screen, self._readline, self._menu(view.buttons), self.words,
                           on_help=self._rules)

    def _viewer(self, live: LiveTable, player: int) -> int:
        """The seat whose eyes the outcomes of the player's action are shown through."""
        return live.table.require_seat(player)

    def _show(self, outcomes: Sequence[TableOutcome], seat: int) -> None:
        for outcome in outcomes:
            # A view is taken after its change, so a seat just emptied is named by its last
            # occupant (remembered here).
            view = dict(outcome.public_view)
            view["seats"] = [
                entry if entry is not None else self._seen.get(index)
                for index, entry in enumerate(outcome.public_view["seats"])
            ]
            events = outcome.events_for(seat)
            self.screen.say_all(render.event_lines(events, view, seat))
            for index, entry in enumerate(outcome.public_view["seats"]):
                if entry is not None:
                    self._seen[index] = entry

    async def _replay(self, live: LiveTable, words: Sequence[str]) -> None:
        """"hand last" (or just "hand") and "hand N": a finished hand of this table, step by
        step, as the table saw it."""
        number: int | None = None
        if words and words[0].isdigit():
            number = int(words[0])
        elif words and words[0].casefold() != "last":
            self.screen.say(Text("replay-usage"))
            return
        hand = await load_hand(self.service.store, live.id, number)
        self.screen.write()
        if hand is None:
            self.screen.say(Text("replay-not-found"))
            return
        self.screen.say_all(replay_lines(hand))
        self.screen.write()

    def _rules(self) -> None:
        self.screen.write()
        self.screen.say(Text("rules-" + self.game))

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

    def _menu(self, buttons: Sequence[Button]) -> list[Option]:
        options = []
        for number, button in enumerate(buttons, start=1):
            label = self.screen.text(button.label)
            self.screen.write(self.screen.menu_line(number, label))
            low, high = button.params.get("min"), button.params.get("max")
            options.append(Option(number, label, self._refs[button.command_id],
                                  low if isinstance(low, int) else None,
                                  high if isinstance(high, int) else None))
        return options

    def _remember(self, ref: ButtonRef) -> str:
        command_id = f"b{len(self._refs)}"
        self._refs[command_id] = ref
        return command_id


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
            try:
                return await console.run()
            except BotError as refused:
                stdout.write(localizer.t(refused.key, **refused.params) + "\n")
                return 1
            except Exception:  # logged with its traceback; the table is as last committed
                log.exception("console poker failed")
                stdout.write(localizer.t("error-internal") + "\n")
                return 1

    return asyncio.run(main())


def simulate_poker(
    game: str, *, tables: int, hands: int, players: int, seed: int | None, db: Path | None,
    stdout: TextIO,
) -> int:
    """`feltbot simulate holdem|omaha|naiko --tables N --hands M [--players K] --json`."""
    try:
        report = asyncio.run(simulate(game, tables=tables, hands=hands, players=players,
                                      seed=seed, db=db))
    except (ValueError, RuleError) as error:
        stdout.write(json.dumps({"error": str(error)}) + "\n")
        return 2
    stdout.write(json.dumps(report, sort_keys=True) + "\n")
    return 0
