"""Console poker: `feltbot play --game holdem|omaha|naiko` seats you at a table with computer
players (marked BOT) through the same table service the chat adapters use.

Each turn shows the board, your cards, every seat's chips and bet, the pots, and your legal
actions with their min/max and preset sizes; type a number ("2"), a verb ("raise 120") or "q".
The table is a stored cash table: quitting keeps your seat, and the next run continues it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Final, TextIO

from adapters.console.reader import (
    VERB_ALIASES,
    Option,
    Pick,
    read_choice,
)
from adapters.console.screen import Screen
from bot.callbacks import ButtonRef
from bot.errors import BotError, RefillCooldown, RuleError
from bot.i18n import Localizer, action_key
from bot.render import poker as render
from bot.settings import Settings
from bot.store import Store
from bot.tables import Accounts, LiveTable, TableCommand, TableConfig, TableOutcome, TableService
from bot.tables.buy_in import can_buy_in
from bot.tables.errors import BalanceBelowBuyIn
from bot.tables.hands import available_modes
from bot.tables.simulate import simulate
from bot.views import Button, Text

COMMUNITY: Final = "console"
CHANNEL: Final = "console-poker"
COMPUTERS: Final = 3
VERBS: Final = ("check", "call", "bet", "raise", "fold", "all_in")


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
        self.verbs = dict(VERB_ALIASES)
        for verb in VERBS:
            self.verbs.setdefault(localizer.t(action_key(verb)).casefold(), verb)

    async def run(self) -> int:
        opened = await self.accounts.open(COMMUNITY, "console", self.name, self.name)
        player = opened.player
        await self.service.load_open()
        live = next(
            (t for t in self.service.of_player(player) if t.table.config.mode == self.game), None
        )
        if live is None:
            live = await self._new_table(player)
            if live is None:
                return 1
        while True:
            table = live.table
            if table.closed:
                return 0
            seat = table.require_seat(player)
            if table.to_act == seat:
                view = render.private_view(live.id, table.private_view(seat),
                                           button_id=self._remember)
                self.screen.view(view)
                options = self._menu(view.buttons)
                pick = read_choice(self.screen, self._readline, options, self.verbs)
                if pick is None:
                    self.screen.say(Text("console-saved"))
                    return 0
                await self._act(live, player, pick)
            elif table.live:
                await asyncio.sleep(0)
                self._show(await self.service.tick(), seat)
            elif not await self._recharge(live, player, seat):
                self.screen.say(Text("poker-console-no-chips"))
                return 0

    async def _new_table(self, player: int) -> LiveTable | None:
        config = TableConfig.standard(
            self.game, big_blind=20, seats=COMPUTERS + 1, bots_allowed=True, decision_s=3600.0
        )
        if not can_buy_in(config, await self.accounts.balance(COMMUNITY, player)):
            self.screen.say(Text("poker-console-no-chips"))
            return None
        live = await self.service.create(COMMUNITY, CHANNEL, config)
        for index in range(COMPUTERS):
            await self.service.add_bot(live.id, f"BOT {index + 1}")
        joined = await self.service.join(live.id, player, self.name)
        self.screen.say(Text("poker-console-welcome", {
            "name": self.name, "mode": Text("poker-mode-" + self.game), "chips": joined.chips,
        }))
        self._show(joined.outcomes, 0)
        return live

    async def _recharge(self, live: LiveTable, player: int, seat: int) -> bool:
        """Between hands with nothing to deal: rebuy when busted (refilling a broke balance)."""
        if not live.table.busted(seat):
            return False
        balance = await self.accounts.balance(COMMUNITY, player)
        if balance == 0:
            try:
                at_tables = self.service.chips_at_tables(COMMUNITY, player)
                await self.accounts.refill(COMMUNITY, player, at_tables=at_tables)
            except RefillCooldown as wait:
                self.screen.say(Text(wait.key, wait.params))
                return False
        try:
            joined = await self.service.join(live.id, player, self.name)
        except BalanceBelowBuyIn:
            return False
        if joined.kind == "rebuy":  # (a sat-out seat first sits back in, NK-8.2)
            self.screen.say(
                Text("poker-event-rebuy", {"name": Text("poker-you"), "chips": joined.chips})
            )
        self._show(joined.outcomes, seat)
        return True

    async def _act(self, live: LiveTable, player: int, pick: Pick) -> None:
        ref = pick.option.ref
        amount = pick.amount if pick.amount is not None else ref.arg
        command = TableCommand(live.id, player, ref.deal_no, ref.seq, ref.verb, amount)
        try:
            outcomes = await self.service.act(command)
        except RuleError as refused:
            self.screen.say(Text(refused.key, dict(refused.params)))
            return
        self._show(outcomes, live.table.require_seat(player))

    def _show(self, outcomes: Sequence[TableOutcome], seat: int) -> None:
        for outcome in outcomes:
            events = outcome.events_for(seat)
            self.screen.say_all(render.event_lines(events, outcome.public_view, seat))

    def _readline(self) -> str | None:
        line = self.stdin.readline()
        return line.rstrip("\n") if line else None

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


def play_poker(
    settings: Settings, localizer: Localizer, name: str, *, game: str, stdin: TextIO,
    stdout: TextIO,
) -> int:
    """`feltbot play --game holdem|omaha|naiko`."""
    if game not in poker_games():
        stdout.write(localizer.t("console-game-unavailable", game=game) + "\n")
        return 2

    async def main() -> int:
        async with await Store.open(settings.database_path) as store:
            accounts = Accounts.from_settings(store, settings)
            service = TableService(store, communities=COMMUNITY)  # not another front end's
            console = ConsolePoker(service, accounts, localizer, name, game=game,
                                   stdin=stdin, stdout=stdout)
            try:
                return await console.run()
            except BotError as refused:
                stdout.write(localizer.t(refused.key, **refused.params) + "\n")
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
