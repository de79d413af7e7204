"""A whole match in the terminal: show the table, read a choice, press its button, repeat.

Each typed choice is a press of one of the buttons on the screen printed last, handed to the
chats' shared match flow (`ConsoleMatches`, over the terminal's `ConsoleTransport`): the flow
checks and makes the move through the match service (which plays the computer seats and
commits every step before anything is shown), then shows it; the game's renderer builds what is
printed (`GameScreens`: Up/Down in `screens`, As-Nas in `asnas`). Streams are injectable, so a
test scripts a whole match. Quitting (a quit word or the end of input) leaves the match open in
the store; the next start finds it and carries on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TextIO

from adapters.console.asnas import AsNasScreens
from adapters.console.pressing import TypedPresses
from adapters.console.reader import Pick, read_choice
from adapters.console.screen import Screen
from adapters.console.screens import GameScreens, UpDownScreens
from adapters.console.transport import SEAT, ConsoleMatches, ConsolePress, ConsoleTransport
from adapters.console.words import console_words, said_yes
from bot.commands import Outcome
from bot.errors import InsufficientBalance, MatchNotFound, RuleError
from bot.frontend.screen import ACT, AMOUNT
from bot.i18n import Localizer
from bot.matches import MatchService, setup_for
from bot.tables import Accounts
from bot.views import Text

log = logging.getLogger(__name__)

COMMUNITY = "console"
PLATFORM = "console"
ACTION_VERBS = UpDownScreens.verbs


def screens_for(game: str) -> GameScreens:
    """What the terminal shows of `game` (Up/Down unless the game has screens of its own)."""
    return AsNasScreens() if game == "asnas" else UpDownScreens()


@dataclass(frozen=True, slots=True)
class ConsolePlayer:
    """Who sits at the terminal: an account id on the "console" platform and a name."""

    external_id: str
    name: str


class ConsoleGame(TypedPresses):
    """Plays one match of `game` for `player` against the computer on the given streams.

    `grant` is the starting grant of a new account; `refill` = (amount, cooldown seconds) lets
    a player whose balance is zero top up before a new match.
    """

    move, amount = ACT, AMOUNT  # the match's button families

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
        self.transport = ConsoleTransport(service, self.screen, self.screens)
        self.matches = ConsoleMatches(self.transport)

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
        try:
            return await self._play()
        finally:
            await self.transport.close()  # no wake-up runs after the terminal left

    async def _play(self) -> int:
        say = self.screen.say
        player_id, granted = await self.service.ensure_account(
            COMMUNITY, PLATFORM, self.player.external_id, self.player.name, self.grant
        )
        self.transport.player = player_id
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
        await self._show(match_id, outcomes)
        while True:
            if not self._open(match_id):
                if self.transport.closed(match_id) is None:  # ended in another window
                    say(Text("console-match-gone"))
                    return 0
                if self.screens.shows_balance:
                    balance = await self.service.store.balance(COMMUNITY, player_id)
                    say(Text("balance", {"amount": balance}))
                if not self._again():
                    return 0
                started = await self._start(player_id)
                if started is None:
                    return 1
                match_id, outcomes = started
                await self._show(match_id, outcomes)
                continue
            pick = read_choice(self.screen, self._readline, self.transport.options,
                               self.words, on_help=self._rules, ask_amounts=False)
            if not isinstance(pick, Pick) or not await self._press(player_id, pick):
                self.screen.write()
                say(self.screens.saved())
                return 0

    def _open(self, match_id: int) -> bool:
        try:
            self.service.registry.get(match_id)
        except MatchNotFound:
            return False
        return True

    async def _show(self, match_id: int, outcomes: tuple[Outcome, ...]) -> None:
        """A match just opened or resumed: what happened, then its table."""
        if outcomes:
            await self.matches.start(match_id, outcomes)
        else:
            await self.matches.draw(match_id)

    def _again(self) -> bool:
        """At the end of a match: another one? (a yes word; anything else, or no input, ends)"""
        self.screen.write()
        self.screen.prompt(Text("console-play-again"))
        return said_yes(self.loc, self._readline())

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

    # -- pressing --------------------------------------------------------------------------

    async def _send(self, press: ConsolePress, player: int) -> None:
        """A press of the match flow (`TypedPresses._press`: an amount not typed with a
        button that needs one is asked by the flow, `ConsoleTransport.ask_amount`). A refused
        press prints the table again; an out-of-date one was redrawn by the flow."""
        await self.matches.press(press, player, press.ref)

    async def _after(self, press: ConsolePress) -> None:
        if press.refused is not None and not isinstance(press.refused, MatchNotFound):
            await self.matches.draw(press.ref.match_id)  # the same choice, asked again
        elif press.stale and self._open(press.ref.match_id):
            # Another window moved the match on; a step no person makes may be left over.
            outcomes = await self.service.advance(press.ref.match_id)
            if outcomes:
                await self.matches.start(press.ref.match_id, outcomes)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or not a real file
        return False
