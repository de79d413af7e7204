"""A whole match in the terminal: show the table, read a choice, play it, repeat.

The console talks only to `bot/`: the match service plays the computer seats and commits every
step before anything is shown; the game's renderer builds what is printed (`GameScreens`:
Up/Down in `screens`, As-Nas in `asnas`). Streams are
injectable, so a test scripts a whole match. Quitting (a quit word or the end of input) leaves
the match open in the store; the next start finds it and carries on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TextIO

from adapters.console.asnas import AsNasScreens
from adapters.console.reader import Option, Pick, read_choice
from adapters.console.screen import Screen
from adapters.console.screens import GameScreens, UpDownScreens
from adapters.console.words import console_words
from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import InsufficientBalance, MatchNotFound, RuleError, SeqConflict
from bot.i18n import Localizer
from bot.matches import MatchService, setup_for
from bot.tables import Accounts
from bot.views import PrivateView, Text

log = logging.getLogger(__name__)

COMMUNITY = "console"
PLATFORM = "console"
SEAT = 0  # the person sits in seat 0 and starts the first deal (UD-2.3)
ACTION_VERBS = UpDownScreens.verbs


def screens_for(game: str) -> GameScreens:
    """What the terminal shows of `game` (Up/Down unless the game has screens of its own)."""
    return AsNasScreens() if game == "asnas" else UpDownScreens()


@dataclass(frozen=True, slots=True)
class ConsolePlayer:
    """Who sits at the terminal: an account id on the "console" platform and a name."""

    external_id: str
    name: str


class ConsoleGame:
    """Plays one match of `game` for `player` against the computer on the given streams.

    `grant` is the starting grant of a new account; `refill` = (amount, cooldown seconds) lets
    a player whose balance is zero top up before a new match.
    """

    def __init__(
        self,
        service: MatchService,
        localizer: Localizer,
        player: ConsolePlayer,
        *,
        stdin: TextIO,
        stdout: TextIO,
        grant: int,
        game: str = "updown",
        opponent: str | None = None,
        refill: tuple[int, float] | None = None,
    ) -> None:
        self.service = service
        self.loc = localizer
        self.player = player
        self.stdin = stdin
        self.screen = Screen(stdout, localizer)
        self.grant = grant
        self.game = game
        self.screens = screens_for(game)
        self.opponent = opponent
        self.refill = refill  # (amount, cooldown in seconds) for a broke player, or None
        self.words = console_words(localizer, self.screens.verbs,
                                   aliases=dict(self.screens.aliases))
        self._refs: dict[str, ButtonRef] = {}  # the buttons on screen now, by command id
        self._deal_no = 0  # the deal last shown

    async def run(self) -> int:
        """Play until the match ends or the player quits; returns the process exit code.

        An unexpected failure is logged with its traceback and the player gets a short
        apology: the store holds the match as of its last committed step, so the next start
        resumes it.
        """
        try:
            return await self._run()
        except Exception:
            log.exception("console game failed")
            self.screen.write()
            self.screen.say(Text("error-internal"))
            return 1

    async def _run(self) -> int:
        say = self.screen.say
        player_id, granted = await self.service.ensure_account(
            COMMUNITY, PLATFORM, self.player.external_id, self.player.name, self.grant
        )
        say(self.screens.welcome(self.player.name))
        if granted:
            say(Text("grant-received", {"amount": granted}))
        await self.service.load()
        match_id = await self.service.find_open_match(COMMUNITY, player_id, self.game)
        if match_id is None:
            started = await self._start(player_id)
            if started is None:
                return 1
            match_id, outcomes = started
        else:
            snapshot = self.service.snapshot(match_id)
            say(Text("console-resumed", {"deal": snapshot.deal_no}))
            self.screen.say_all(self.screens.resumed(snapshot.private_views[SEAT], SEAT))
            outcomes = await self.service.advance(match_id)  # a computer turn left pending
        say(self.screens.choose())
        self._events(outcomes)
        current = outcomes[-1] if outcomes else self.service.snapshot(match_id)
        while True:
            if current.status != "open" or current.match_over:
                self._finish(current)
                if self.screens.shows_balance:
                    balance = await self.service.store.balance(COMMUNITY, player_id)
                    say(Text("balance", {"amount": balance}))
                if not self._again():
                    return 0
                started = await self._start(player_id)
                if started is None:
                    return 1
                match_id, outcomes = started
                self._deal_no = 0
                self._events(outcomes)
                current = outcomes[-1] if outcomes else self.service.snapshot(match_id)
                continue
            self._refs = {}
            view = self.screens.screen(match_id, current.private_views[SEAT], self._remember)
            self.screen.view(view)
            options = self._menu(view)
            pick = read_choice(self.screen, self._readline, options, self.words,
                               on_help=self._rules)
            if not isinstance(pick, Pick):
                self.screen.write()
                say(self.screens.saved())
                return 0
            try:
                outcomes = await self._play(pick)
            except SeqConflict:
                # Another terminal played this match meanwhile: carry on from the store.
                reloaded = await self._reload(match_id)
                if reloaded is None:
                    return 0
                say(Text("console-reloaded"))
                outcomes = await self.service.advance(match_id)
                current = reloaded
            except RuleError as error:
                self.screen.write(self.loc.error(error))
                if error.key == "error-stale-command":
                    reloaded = await self._reload(match_id)
                    if reloaded is None:
                        return 0
                    current = reloaded
                continue
            self._events(outcomes)
            current = outcomes[-1] if outcomes else self._snapshot(match_id, current)

    def _again(self) -> bool:
        """At the end of a match: another one? (a yes word; anything else, or no input, ends)"""
        self.screen.write()
        self.screen.prompt(Text("console-play-again"))
        line = self._readline()
        yes = {word.casefold() for word in self.loc.plain.t("console-words-yes").split()}
        return line is not None and line.strip().casefold() in yes | {"y", "yes"}

    async def _reload(self, match_id: int) -> Outcome | None:
        """The match as the store has it now (another terminal may have played it); None
        when it is no longer open."""
        self.service.registry.forget(match_id)
        if await self.service.registry.load(match_id) is None:
            self.screen.say(Text("console-match-gone"))
            return None
        return self.service.snapshot(match_id)

    def _rules(self) -> None:
        self.screen.write()
        self.screen.say(Text("rules-" + self.game))

    async def _start(self, player_id: int) -> tuple[int, tuple[Outcome, ...]] | None:
        """A new match; a broke player gets the refill first when it is allowed (not while
        chips sit at a table or in another match: `Accounts.refill`)."""
        for attempt in range(2):
            try:
                started = await self.service.start_match(
                    COMMUNITY, player_id, self.game, opponent=self.opponent
                )
            except InsufficientBalance as error:
                if attempt or self.refill is None:
                    self.screen.write(self.loc.error(error))
                    return None
                amount, cooldown = self.refill
                accounts = Accounts(self.service.store, grant=self.grant, refill_amount=amount,
                                    refill_cooldown_s=cooldown)
                try:
                    amount = await accounts.refill(COMMUNITY, player_id)
                except RuleError as refused:  # not broke, or refilled too recently
                    self.screen.write(self.loc.error(error))
                    self.screen.write(self.loc.error(refused))
                    return None
                self.screen.say(Text("refill-received", {"amount": amount}))
            else:
                self.screen.say(self.screens.new_match(setup_for(self.game).buy_in))
                return started
        return None

    # -- reading ---------------------------------------------------------------------------

    def _readline(self) -> str | None:
        """One typed line without its newline; None at the end of input."""
        line = self.stdin.readline()
        if not line:
            return None
        if not _is_terminal(self.stdin):
            self.screen.write(line.rstrip("\n"))  # a terminal echoes; a script's transcript not
        return line.rstrip("\n")

    def _menu(self, view: PrivateView) -> list[Option]:
        """The numbered buttons. A game with `stable_numbers` numbers each verb by its place
        in `verbs` (As-Nas: "4" is always raise), so a number typed by habit never picks
        another move; otherwise they count from 1."""
        options = []
        stable = self.screens.stable_numbers
        for index, button in enumerate(view.buttons, start=1):
            ref = self._refs[button.command_id]
            number = self.screens.verbs.index(ref.verb) + 1 if stable else index
            low, high = button.params.get("min"), button.params.get("max")
            options.append(Option(number, self.screen.text(button.label), ref,
                                  low if isinstance(low, int) else None,
                                  high if isinstance(high, int) else None))
        options.sort(key=lambda option: option.number)
        for option in options:
            self.screen.write(self.screen.menu_line(option.number, option.label))
        return options

    # -- playing ---------------------------------------------------------------------------

    async def _play(self, pick: Pick) -> tuple[Outcome, ...]:
        ref = pick.option.ref
        amount = pick.amount
        choice = None
        if ref.verb == "lock":
            choice = ref.arg
        elif amount is None and ref.arg is not None:
            amount = ref.arg  # a button that carries its amount (bet or raise with one size)
        return await self.service.act(
            ref.match_id, SEAT, deal_no=ref.deal_no, seq=ref.seq, kind=ref.verb,
            amount=amount, choice=choice,
        )

    def _snapshot(self, match_id: int, last: Outcome) -> Outcome:
        try:
            return self.service.snapshot(match_id)
        except MatchNotFound:
            return last

    # -- showing ---------------------------------------------------------------------------

    def _events(self, outcomes: tuple[Outcome, ...]) -> None:
        for outcome in outcomes:
            if outcome.deal_no != self._deal_no:
                self.screen.write()  # a new deal begins
                self._deal_no = outcome.deal_no
            self.screen.say_all(self.screens.steps(outcome, SEAT))

    def _finish(self, outcome: Outcome) -> None:
        self.screen.write()
        self.screen.say_all(self.screens.finish(outcome, SEAT))

    def _remember(self, ref: ButtonRef) -> str:
        """Button ids for this screen: a short local name per button, resolved by `_menu`."""
        command_id = f"b{len(self._refs)}"
        self._refs[command_id] = ref
        return command_id


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or not a real file
        return False
