"""The terminal as the third transport of the shared match flow (`bot.frontend.matches`).

A typed choice becomes a press (`ConsolePress`) of a button on the screen printed last, handed
to `ConsoleMatches`, the chats' own `MatchFront`: it checks the seat and the turn, makes the move
through the match service (committed before anything is shown), arms the timer and shows what
happened through the shared recovery policies, and answers a refused or out-of-date press. What
differs is only how things are shown (`ConsoleTransport`): the console keeps its richer screens
(`GameScreens`): it narrates every step of the computer seats, not just the latest, and the
table it prints is the person's own view of it, with their cards and a numbered menu.

The terminal is private to its one person, so what a chat must send them apart (the cards of a
new deal, the hand after *look*) is on that screen already: such a private line is delivered by
the screen itself and not printed twice. An out-of-date button can only come from another
window that played the same match meanwhile: the console says so, and the shared policy
redraws the match as it stands.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

from adapters.console.reader import Option
from adapters.console.screen import Screen
from adapters.console.screens import GameScreens
from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import MatchNotFound, RuleError
from bot.frontend.locks import KeyLocks
from bot.frontend.matches import MatchFront, stored_seat_names
from bot.frontend.pictures import PictureChoice
from bot.frontend.recovery import STALE_KEY, Recovery
from bot.frontend.screen import ACT, PICK
from bot.frontend.screen import Screen as ChatScreen
from bot.frontend.transport import PrivateLine
from bot.frontend.wakeups import WakeUps
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import MatchService
from bot.store import Store
from bot.views import Text

log = logging.getLogger(__name__)

SEAT = 0  # the person sits in seat 0 and starts the first deal (UD-2.3)
Timeout = Callable[[int, int], Awaitable[None]]


@dataclass(eq=False, slots=True)
class ConsolePress:
    """One press typed at the terminal: the flows' *click*. What the flow answered is noted on
    it for the loop: a refusal (`refused`), an out-of-date button (`stale`, the match already
    redrawn), the amount it asks for (`asked`: its bounds; the next typed line answers)."""

    ref: ButtonRef
    refused: RuleError | None = None
    stale: bool = False
    asked: tuple[int, int] | None = None


@dataclass(eq=False, slots=True)
class ConsoleAsk:
    """One command typed at the terminal for a shared seating flow (sitting down, a rebuy, a
    refill, leaving): the flows' *origin*. What the flow answered is noted on it for the
    loop: a refusal (`refused`, printed), or what it would say to the asker and the channel
    (`said`: the console says its own, richer line instead, once the flow returns)."""

    refused: RuleError | None = None
    said: list[str] = field(default_factory=list)


class ConsoleAnswers(WakeUps):
    """What every console transport answers the shared flows with, for the person `player`
    (set once their account is known) on `screen`: the terminal is private to its one person,
    so a private line for them is on their screen already, and an answer is printed. A kind
    of game says what its moves are (`moves`: what they show is narrated already), how an
    out-of-date press is told (`reloaded`) and a refusal (`refusal`)."""

    moves: frozenset[str] = frozenset({ACT, PICK})
    reloaded: str = "console-reloaded"

    def __init__(self, screen: Screen) -> None:
        super().__init__()
        self.screen = screen
        self.player: int | None = None
        self.options: list[Option] = []  # the menu printed last: what a typed line may press

    def refusal(self, error: RuleError) -> str:
        """The line a refused press prints."""
        return self.screen.loc.error(error)

    async def channel_text(self, key: int) -> Localizer:
        return self.screen.loc

    async def player_text(self, player_id: int) -> Localizer:
        return self.screen.loc

    def failed(self, key: int, error: Exception) -> None:
        pass  # nothing here the terminal alone could repair

    async def send_private(self, line: PrivateLine) -> bool:
        """Delivered when it is for the person here: the screen printed for them holds their
        cards (and the step that dealt them). Nobody else reads this terminal."""
        return line.player == self.player

    async def fall_back(self, line: PrivateLine) -> None:
        pass  # the person's cards are on every screen printed for them

    async def answer(self, click: object, key: str) -> None:
        if key == STALE_KEY:  # only another window can have moved the game on
            if isinstance(click, ConsolePress):
                click.stale = True
            self.screen.say(Text(self.reloaded))
            return
        self.screen.say(Text(key))

    async def refuse(self, click: object, error: RuleError) -> None:
        if isinstance(click, ConsolePress | ConsoleAsk):
            click.refused = error
        self.screen.write(self.refusal(error))

    async def tell(self, click: object, text: str) -> None:
        """What a press showed the presser alone; after a move (the hand after *look*, a
        glanced card) the narration and the next screen already show it."""
        if isinstance(click, ConsolePress) and click.ref.tag in self.moves:
            return
        self.screen.write(text)

    async def acknowledge(self, click: object) -> None:
        pass  # the narration of the move is its answer

    async def ask_amount(self, click: object, ref: ButtonRef, low: int, high: int) -> None:
        """Ask on the prompt line; the loop reads the answer (`ConsolePress.asked`)."""
        if isinstance(click, ConsolePress):
            click.asked = (low, high)
        self.screen.prompt(Text("console-amount-prompt", {"min": low, "max": high}))

    @property
    def private_answers_vanish(self) -> bool:
        return False


class ConsoleTransport(ConsoleAnswers):
    """What the match flow asks of the terminal (`bot.frontend.matches.MatchTransport`), for
    the person `player` (set once their account is known) on `screen`."""

    def __init__(self, service: MatchService, screen: Screen, screens: GameScreens, *,
                 clock: Callable[[], float] = time.time) -> None:
        super().__init__(screen)
        self.service = service
        self.screens = screens
        self.timeout: Timeout | None = None  # the flow's turn timer (`MatchFront.timeout`)
        self._clock = clock
        self._refs: dict[str, ButtonRef] = {}
        self._heard: dict[int, list[Outcome]] = {}  # key -> steps not narrated yet
        self._narrated: dict[int, int] = {}  # key -> the deal of the step narrated last
        self._shown: dict[int, int] = {}  # key -> the deal of the table printed last
        self._closed: dict[int, Outcome] = {}  # key -> the last step of a match that ended

    # -- what the console adds to a chat's transport ----------------------------------------

    def heard(self, outcomes: Sequence[Outcome]) -> None:
        """Steps just made, to narrate before the table is printed again."""
        for outcome in outcomes:
            self._heard.setdefault(outcome.match_id, []).append(outcome)

    def closed(self, key: int) -> Outcome | None:
        """The last step of `key` when its end was shown here, else None."""
        return self._closed.get(key)

    # -- the table -------------------------------------------------------------------------

    async def draw(self, key: int) -> None:
        try:
            now = self.service.snapshot(key)
        except MatchNotFound:
            return
        self.arm(now)
        self._narrate(key)
        self._print_table(key, now)

    async def show_screen(self, key: int, deal_no: int, screen: ChatScreen,
                          previous: ChatScreen | None) -> None:
        """The console prints its own, richer screen of the match as it is now (the chat's
        `screen` is for a channel)."""
        self._narrate(key)
        self._shown[key] = deal_no
        self._print_table(key, self.service.snapshot(key))

    async def close_screen(self, key: int, deal_no: int, screen: ChatScreen) -> None:
        steps = self._heard.get(key)
        if not steps:  # shown already (a retry of the last picture)
            return
        last = steps[-1]
        self._narrate(key)
        self.screen.write()
        self.screen.say_all(self.screens.finish(last, SEAT))
        if last.status == "cancelled":
            self.screen.say(Text("chat-cancelled"))
        self._closed[key] = last
        self._shown.pop(key, None)
        self.options = []
        self.cancel(f"timer:{key}")

    async def shown_deal(self, key: int) -> int | None:
        return self._shown.get(key)

    def current_deal(self, key: int) -> int | None:
        try:
            return self.service.registry.get(key).state.deal_no
        except MatchNotFound:
            return None

    async def seat_names(self, match_id: int, text: Localizer, *, markup: bool = True
                         ) -> list[str]:
        return await stored_seat_names(self.service.store, match_id, text.t("ud-computer"),
                                       text)

    # -- timers ----------------------------------------------------------------------------

    def arm(self, outcome: Outcome) -> None:
        key = outcome.match_id
        self.cancel(f"timer:{key}")
        timeout = self.timeout
        if outcome.status != "open" or outcome.deadline is None or timeout is None:
            return
        seq = outcome.seq
        delay = max(0.0, outcome.deadline - self._clock())
        self.wake(f"timer:{key}", delay, lambda: timeout(key, seq))

    # -- printing --------------------------------------------------------------------------

    def _narrate(self, key: int) -> None:
        """Every step heard since the last print, a blank line before each new deal."""
        for outcome in self._heard.pop(key, []):
            if outcome.deal_no != self._narrated.get(key, 0):
                self.screen.write()
                self._narrated[key] = outcome.deal_no
            self.screen.say_all(self.screens.steps(outcome, SEAT))

    def _print_table(self, key: int, now: Outcome) -> None:
        """The person's view of the match and the numbered menu of its buttons. A game with
        `stable_numbers` numbers each verb by its place in `verbs` (As-Nas: "4" is always
        raise), so a number typed by habit never picks another move; otherwise they count
        from 1."""
        self._refs = {}
        view = self.screens.screen(key, now.private_views[SEAT], self._remember)
        self.screen.view(view)
        options = []
        stable = self.screens.stable_numbers
        for index, button in enumerate(view.buttons, start=1):
            ref = self._refs[button.command_id]
            number = self.screens.verbs.index(ref.verb) + 1 if stable else index
            low, high = button.params.get("min"), button.params.get("max")
            options.append(Option(number, self.screen.text(button.label), ref,
                                  low if isinstance(low, int) else None,
                                  high if isinstance(high, int) else None,
                                  bool(button.params.get("all_in"))))
        options.sort(key=lambda option: option.number)
        for option in options:
            self.screen.write(self.screen.menu_line(option.number, option.label))
        self.options = options

    def _remember(self, ref: ButtonRef) -> str:
        """Button ids for this screen: a short local name per button."""
        command_id = f"b{len(self._refs)}"
        self._refs[command_id] = ref
        return command_id


class ConsoleMatches(MatchFront):
    """The chats' match flow over the terminal; each step it makes or hears is handed to the
    transport first, whose screens narrate every step. Every out-of-date press redraws (one
    person, one press at a time: no burst to damp)."""

    def __init__(self, transport: ConsoleTransport) -> None:
        super().__init__(transport.service, transport,
                         Recovery(transport, stale_interval=0.0),
                         no_pictures(transport.service.store), KeyLocks())
        self._console = transport
        transport.timeout = self.timeout

    async def publish(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        self._console.heard(outcomes)
        await super().publish(match_id, outcomes)


def no_pictures(store: Store) -> PictureChoice:
    """A terminal prints no picture, whatever the settings or a community's choice."""
    return PictureChoice(KeyValue.over(store), lambda: False)
