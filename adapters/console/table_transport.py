"""The terminal as the third transport of the shared poker table flow (`bot.frontend.tables`).

A typed choice becomes a press (`ConsolePress`) of the table's button (`bot.frontend.poker`'s
``tact`` move, ``tamt`` "Other amount"), handed to `ConsoleTables`, the chats' own `TableFront`:
it makes the move through the table service (which commits it and plays the computer seats and
the next hand), shows it through the shared recovery policies, and answers a refused or
out-of-date press; the table timers run through its `tick`, armed on the event loop. What
differs is only how things are shown (`ConsoleTableTransport`): the console keeps its richer
screens (`TableScreens`): every step is narrated as the person's seat saw it, and the table it
prints is the person's own view of it, with their cards and a numbered menu.

A change is narrated at once; the person's view of the table is printed when the terminal next
reads a choice (`ConsoleTableTransport.present`), from the table as it is then, and only when
it was shown or redrawn since the last one: so what the console says between a change and the
menu (a welcome, how to choose) keeps its place above the menu.

The terminal is private to its one person: what a chat sends them apart (the cards of a new
hand, what a glance or a swap showed) is on their screen already, and not printed twice. An
out-of-date button can only come from another window that played the same table meanwhile
(the console plays every timer due before it presses): the console says so, and the shared
policy redraws the table as it stands.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from adapters.console.poker_screens import TableScreens
from adapters.console.reader import Option
from adapters.console.screen import Screen
from adapters.console.transport import ConsoleAnswers, ConsoleAsk, no_pictures
from bot.errors import RuleError
from bot.frontend import poker
from bot.frontend.locks import KeyLocks
from bot.frontend.recovery import Recovery
from bot.frontend.screen import Screen as ChatScreen
from bot.frontend.tables import TableFront
from bot.i18n import Localizer
from bot.store import Store
from bot.tables import LiveTable, TableOutcome, TableService
from bot.views import Text

log = logging.getLogger(__name__)

TIMER = "tables"  # the one wake-up at the earliest deadline of every table


class ConsoleTableTransport(ConsoleAnswers):
    """What the table flow asks of the terminal (`bot.frontend.tables.TableTransport`), for the
    person `player` (set once their account is known) on `screen`, printed as `screens` lays
    a table out."""

    moves = frozenset({poker.ACT})
    reloaded = "poker-console-reloaded"

    def __init__(self, screen: Screen, screens: TableScreens, *,
                 clock: Callable[[], float] = time.time) -> None:
        super().__init__(screen)
        self.screens = screens
        self.front: TableFront | None = None  # the flow over this transport (`ConsoleTables`)
        self.late = False  # the next narration is of a timer that ran out during the typing
        self._clock = clock
        self._heard: dict[int, list[TableOutcome]] = {}  # table -> steps not narrated yet
        self._seat: dict[int, int] = {}  # table -> the person's seat (the last one they had)
        self._shown: dict[int, int] = {}  # table -> the hand narrated or drawn last
        self._due: set[int] = set()  # tables whose view is to be printed at the next read
        self._holding = False  # narration waits (`holding`)

    # -- what the console adds to a chat's transport ----------------------------------------

    def heard(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        """Steps just made, to narrate before anything else is shown of the table."""
        self._heard.setdefault(table_id, []).extend(outcomes)

    def seat(self, table_id: int) -> int | None:
        """The person's seat at the table, or the last one they had there."""
        return self._seat.get(table_id)

    def present(self, table_id: int) -> list[Option]:
        """Before a choice is read: the person's view of the table with its menu when the
        table was shown or redrawn since the last one (else the menu printed last stays)."""
        live = self._live(table_id)
        if table_id in self._due and live is not None:
            self._due.discard(table_id)
            seat = self._locate(table_id, live)
            if seat is not None:
                self.screens.header(live, seat)
                self.options = self.screens.table(live, seat)
        return self.options

    # -- the table -------------------------------------------------------------------------

    async def draw(self, key: int) -> None:
        live = self._live(key)
        if live is None:
            return
        self.arm_tables()
        self._narrate(key, live)
        self._due.add(key)

    async def show_screen(self, key: int, deal_no: int, screen: ChatScreen,
                          previous: ChatScreen | None) -> None:
        """The console narrates what happened and prints its own view of the table at the
        next read (the chat's `screen` is for a channel)."""
        live = self._live(key)
        self._narrate(key, live)
        self._shown[key] = deal_no
        self._due.add(key)

    async def close_screen(self, key: int, deal_no: int, screen: ChatScreen) -> None:
        self._narrate(key, None)
        self._shown.pop(key, None)
        self._due.discard(key)
        self.options = []

    async def shown_deal(self, key: int) -> int | None:
        return self._shown.get(key)

    def current_deal(self, key: int) -> int | None:
        live = self._live(key)
        return None if live is None else live.table.hand_no

    def view_names(self, view: Mapping[str, Any]) -> Mapping[str, Any]:
        return view  # plain text: nothing to escape

    def shown(self, name: str) -> str:
        return name

    async def post(self, key: int, text: str) -> None:
        pass  # a tournament's results: the console prints its own screen of them

    def refusal(self, error: RuleError) -> str:
        return self.screen.text(Text(error.key, dict(error.params)))

    # -- seating (`bot.frontend.seating.SeatingTransport`) ---------------------------------

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        return self.screen.loc

    async def note(self, click: object, text: str) -> None:
        """A seating command did what it asked: the step is narrated already ("You sit
        down with 500 chips."), and the console says its own line of it once the flow
        returns (`ConsoleAsk.said`), richer than a chat's (the balance, how to go on)."""
        if isinstance(click, ConsoleAsk):
            click.said.append(text)

    async def announce(self, click: object, text: str) -> None:
        """What a chat says to the channel (a table closing): the terminal's one person
        reads it from the narration of the table's own steps."""
        await self.note(click, text)

    @contextmanager
    def holding(self) -> Iterator[None]:
        """Narrate what changes within only when it ends, so the line the console says of
        a step (a welcome) comes before the step's own narration."""
        self._holding = True
        try:
            yield
        finally:
            self._holding = False
            for key in list(self._heard):
                self._narrate(key, self._live(key))

    # -- timers ----------------------------------------------------------------------------

    def arm_tables(self) -> None:
        """(Re)arm the one wake-up at the earliest deadline of every table: the flow's
        `tick` plays it (a timeout, a Seal shield window running out)."""
        self.cancel(TIMER)
        front = self.front
        deadline = None if front is None else front.next_deadline()
        if front is None or deadline is None:
            return
        tick = front.tick

        async def due() -> None:
            await tick()

        self.wake(TIMER, max(0.0, deadline - self._clock()), due)

    # -- printing --------------------------------------------------------------------------

    def _live(self, key: int) -> LiveTable | None:
        return None if self.front is None else self.front.live(key)

    def _locate(self, key: int, live: LiveTable | None) -> int | None:
        """The person's seat now (remembered: once they stood up or went out, the rest is
        still read through it)."""
        seat = None if live is None or self.player is None else live.table.seat_of(self.player)
        if seat is not None:
            self._seat[key] = seat
        return self._seat.get(key)

    def _narrate(self, key: int, live: LiveTable | None) -> None:
        if self._holding:
            self._locate(key, live)
            return
        steps = self._heard.pop(key, [])
        seat = self._locate(key, live)
        if not steps or seat is None:
            return
        if self.late:  # what the table did instead of the person's late answer
            self.late = False
            self.screen.say(Text("poker-console-too-late"))
        self.screens.narrate(steps, seat)


class ConsoleTables(TableFront):
    """The chats' table flow over the terminal; each step it makes or hears is handed to the
    transport first, whose screens narrate every step. Every out-of-date press redraws (one
    person, one press at a time: no burst to damp)."""

    def __init__(self, services: Sequence[TableService], store: Store,
                 transport: ConsoleTableTransport, *,
                 clock: Callable[[], float] = time.time) -> None:
        super().__init__(services, store, transport,
                         recovery=Recovery(transport, stale_interval=0.0),
                         pictures=no_pictures(store), locks=KeyLocks(), clock=clock)
        self._console = transport
        transport.front = self

    async def publish(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        self._console.heard(table_id, outcomes)
        await super().publish(table_id, outcomes)

    async def _close_if_orphaned(self, table_id: int, outcomes: Sequence[TableOutcome]
                                 ) -> Sequence[TableOutcome]:
        """The flow closes a cash table no person sits at any more (the person's seat freed
        after a long absence): its closing is narrated too."""
        closed = await super()._close_if_orphaned(table_id, outcomes)
        self._console.heard(table_id, closed[len(outcomes):])
        return closed

