"""The flow of a poker table (cash, private, a tournament's) in a chat, written once for every
platform: a press of a move, "Other amount", "My cards", a typed amount, a table timer running
out, a redraw.

`TableFront` makes the move through the table's `bot.tables.TableService` (which commits it
and plays what the server plays: computer seats, timeouts, the next hand), then shows it
through the shared recovery policies: the table timer is armed and the table drawn first; the
hand before keeps its result on its own message; each person dealt into a new hand gets their
hole cards privately, each on its own ("My cards" covers whoever did not); what a Naiko glance
or swap showed goes to its user alone (NK-6.1, NK-6.2); a tournament's results are posted once
when it ends. A refusal changes nothing and is answered to the presser alone.

Seating (sit down, come back, rebuy, leave, open, close) is `bot.frontend.seating`'s; it
shows what it changed through `publish`, as every change of a table is shown.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from bot.callbacks import ButtonRef
from bot.commands import Event
from bot.errors import NotSeated, NotYourTurn, RuleError, StaleCommand
from bot.frontend import poker, tournament
from bot.frontend.chat import ChatTransport
from bot.frontend.desk import orphaned
from bot.frontend.hand_log import KEEP_EVENTS, HandLogs
from bot.frontend.pictures import PictureChoice
from bot.frontend.recovery import Recovery, is_stale
from bot.frontend.screen import Screen
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.pictures.poker import table_picture
from bot.pictures.worker import drawn
from bot.replay import stored_events
from bot.store import Store
from bot.tables import LiveTable, TableCommand, TableOutcome, TableService
from bot.tables.errors import TableClosed
from bot.tournaments import TournamentTable

log = logging.getLogger(__name__)

View = Mapping[str, Any]


class TableTransport(ChatTransport, Protocol):
    """What a chat platform does for a poker table, beyond what every table needs of it."""

    def view_names(self, view: View) -> View:
        """The public view with each seat's name prepared for the platform's markup."""

    def shown(self, name: str) -> str:
        """A stored name prepared for the platform's markup (a tournament's events)."""

    def arm_tables(self) -> None:
        """(Re)arm the one wake-up at the earliest deadline of every table."""

    async def post(self, key: int, text: str) -> None:
        """A message of its own in the table's channel (a tournament's results)."""


class TableFront:
    """The poker table flow of one front end over its transport (see the module docstring).
    `services` are the table services this front end drives (cash tables, tournaments);
    `locks(table_id)` orders "make a move, then show it" per table."""

    def __init__(self, services: Sequence[TableService], store: Store,
                 transport: TableTransport, *, recovery: Recovery, pictures: PictureChoice,
                 locks: Callable[[int], asyncio.Lock], clock: Callable[[], float]) -> None:
        self._services = tuple(services)
        self._store = store
        self._transport = transport
        self._recovery = recovery
        self._pictures = pictures
        self._locks = locks
        self._clock = clock
        self._seats: dict[int, dict[int, Any]] = {}  # table -> seat -> its last occupant
        self._hands = HandLogs()  # what each table's latest hands said: their results

    def service_of(self, table_id: int) -> TableService:
        """The service holding table `table_id` (the first one for a table none holds)."""
        for service in self._services:
            if any(live.id == table_id for live in service):
                return service
        return self._services[0]

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that orders "change the table, then show it" for `table_id`."""
        return self._locks(table_id)

    def live(self, table_id: int) -> LiveTable | None:
        try:
            return self.service_of(table_id).get(table_id)
        except TableClosed:
            return None

    # -- showing -----------------------------------------------------------------------------

    async def publish(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        """Show what `outcomes` did (call under the table's lock): timers first, then the
        drawing; a failure there is the recovery policies' (logged, redrawn by a wake-up),
        never the caller's: the change is committed."""
        outcomes = await self._close_if_orphaned(table_id, outcomes)
        gone = self.live(table_id) is None
        if gone and not outcomes:
            return
        await self._recovery.publish(
            table_id, lambda: self._show(table_id, outcomes),
            arm=self._transport.arm_tables, last=gone,
        )
        if tournament.ended(e for o in outcomes for e in o.events):
            await self._recovery.cosmetic(lambda: self._post_results(table_id),
                                          f"results of tournament {table_id}")

    async def _close_if_orphaned(self, table_id: int, outcomes: Sequence[TableOutcome]
                                 ) -> Sequence[TableOutcome]:
        """Every change of a table is shown here (commands, presses, timers): a cash table
        where no person sits any more is closed (a hand in play ends first; computers alone
        do not play), so it is neither left open nor reloaded at every start. Returns the
        outcomes with the closing's own; a closing that fails is tried at the next change."""
        live = self.live(table_id)
        if not outcomes or outcomes[-1].closed or live is None or not orphaned(live):
            return outcomes
        log.info("poker table %s: no person seated; closing it", table_id)
        try:
            closing = await self.service_of(table_id).close(table_id, live.table.host)
        except Exception:
            log.exception("poker table %s: could not close it", table_id)
            return outcomes
        return [*outcomes, *closing]

    async def draw(self, table_id: int) -> None:
        """Draw a table as it is now (a redraw: after a failure, a stale press, a restart),
        with the hole cards of a hand its message never showed (dealt while the bot was
        starting, or lost to a failure). Takes the table's lock."""
        async with self._locks(table_id):
            live = self.live(table_id)
            if live is None:
                return
            self._transport.arm_tables()
            shown = await self._transport.shown_deal(table_id)
            if not self._hands.knows(table_id):  # (a restart, or taken on from another process)
                await self._read_back(live)
            await self._show(table_id, [])
            table = live.table
            if table.live and shown != table.hand_no:
                lines = [await self._hole_line(live, occupant.player, table.private_view(seat))
                         for seat, occupant in enumerate(table.seats)
                         if occupant is not None and occupant.player is not None]
                await self._recovery.deliver([line for line in lines if line is not None])

    async def _read_back(self, live: LiveTable) -> None:
        """What the table's hand said so far, from the store: a redraw after a restart shows
        its lines too. Cosmetic: a failed read leaves them out."""
        try:
            rows = await self._store.latest_events(live.id, KEEP_EVENTS)
            events = [event for row in rows for event in stored_events(row)]
        except Exception:
            log.exception("table %s: its latest lines could not be read back", live.id)
            return
        if rows and rows[-1].seq == live.table.seq:  # (else the store is ahead: none)
            self._hands.seed(live.id, live.table.seq, live.table.hand_no, events)

    async def _show(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        live = self.live(table_id)
        if live is None and not outcomes:
            return
        text = await self._transport.channel_text(table_id)
        current = live.table.hand_no if live is not None else outcomes[-1].hand_no
        older = [o for o in outcomes if o.hand_no != current]
        if live is None and not outcomes[-1].closed:
            self._hands.forget(table_id)
            return  # let go here (another process drives it now, and draws it)
        # A finished hand shows its result: all it said, whichever drawings it came in.
        self._hands.add(table_id, outcomes)
        if live is None:  # closed: its last state is what the channel is left with
            last = outcomes[-1]
            final = await self._screen(table_id, last.public_view, text, None,
                                       self._hands.of(table_id, last.hand_no), final=True)
            await self._transport.close_screen(table_id, last.hand_no, final)
            self._seats.pop(table_id, None)
            self._hands.forget(table_id)
            self._recovery.forget(table_id)
            return
        previous = None
        shown = await self._transport.shown_deal(table_id)
        if older and shown is not None and shown != current:
            hand = [o for o in older if o.hand_no == shown] or older
            previous = await self._screen(table_id, hand[-1].public_view, text, None,
                                          self._hands.of(table_id, hand[-1].hand_no),
                                          final=True)
        table = live.table
        view = table.public_view()
        acting = None
        if table.to_act is not None:
            occupant = table.seats[table.to_act]
            if occupant is not None and not occupant.is_bot:
                acting = table.private_view(table.to_act)
        # The hand's latest lines (a hand in play shows its last few): the same whichever
        # drawings its changes came in, an edit coalesced with the next one included.
        events = self._hands.of(table_id, current)
        try:
            screen = await self._screen(table_id, view, text, acting, events, table=live)
            await self._transport.show_screen(table_id, table.hand_no, screen, previous)
        finally:  # the cards go out even when the table could not be drawn (it is redrawn;
            # a redraw repeats no line already tried: `Recovery.deliver`)
            lines = [line for outcome in outcomes
                     if any(e.kind == "hand" for e in outcome.events)
                     for line in await self._hole_lines(live, outcome)]
            await self._recovery.deliver(lines)

    async def _screen(self, table_id: int, view: View, text: Localizer, acting: View | None,
                      events: Sequence[Event], *, final: bool = False,
                      table: LiveTable | None = None) -> Screen:
        named = self._transport.view_names(view)
        seats = self._seats.setdefault(table_id, {})
        extra = tournament.event_lines(events, text, self._transport.shown)
        if table is not None:
            extra.extend(tournament.status_lines(table.table, text, self._clock()))
        screen = poker.table_screen(table_id, named, text, acting=acting, final=final,
                                    events=poker.event_texts(events, named, text, seats),
                                    extra=extra)
        community = table.table.community if table is not None else \
            await self._community(table_id)
        if await self._pictures.enabled(community):  # drawn off the event loop
            picture = await drawn(lambda: table_picture(view, text))
            if picture is not None:
                screen = replace(screen, picture=picture.png)
        return screen

    async def _community(self, table_id: int) -> str:
        record = await self._store.load_match(table_id)
        return "" if record is None else record.community

    async def _hole_lines(self, live: LiveTable, outcome: TableOutcome) -> list[PrivateLine]:
        """A new hand: the hole cards of each person dealt in."""
        seats: Any = outcome.public_view["seats"]
        lines = []
        for seat, private in outcome.private_views.items():
            entry = seats[seat]
            if entry is None or entry.get("player") is None:
                continue
            line = await self._hole_line(live, int(entry["player"]), private)
            if line is not None:
                lines.append(line)
        return lines

    async def _hole_line(self, live: LiveTable, player: int, private: View
                         ) -> PrivateLine | None:
        hand = private.get("hand") or {}
        if not hand.get("hole"):
            return None
        text = await self._transport.player_text(player)
        return PrivateLine(live.id, int(private["hand_no"]), player,
                           self.hole_text(live, private, text),
                           cards=tuple(str(code) for code in hand["hole"]))

    def hole_text(self, live: LiveTable, private: View, text: Localizer, *,
                  short: bool = False) -> str:
        """A player's cards, with their place when the table plays a tournament (the whole
        status line, or the place alone where an answer must be short: `short`)."""
        seat = private.get("seat")
        place = tournament.place_lines(live.table, None if seat is None else int(seat), text,
                                       self._clock(), short=short)
        return "\n".join([poker.hole_text(private, text), *place])

    async def _post_results(self, table_id: int) -> None:
        record = await self._store.load_match(table_id)
        if record is None:
            return
        table = TournamentTable.from_dict(json.loads(record.state_json))
        text = await self._transport.channel_text(table_id)
        await self._transport.post(
            table_id, tournament.results_text(table, text, self._clock(), self._transport.shown))

    # -- presses -----------------------------------------------------------------------------

    async def press(self, click: object, player_id: int, ref: ButtonRef) -> None:
        """A move, "Other amount" or "My cards" at a table (sitting down is the platform's:
        it seats with its own checks, then publishes)."""
        if ref.tag == poker.ACT:
            await self.move(click, player_id, ref)
        elif ref.tag == poker.AMOUNT:
            await self.ask(click, player_id, ref)
        elif ref.tag == poker.CARDS:
            await self.my_cards(click, player_id, ref.match_id)
        else:
            await self._transport.answer(click, "error-invalid-button")

    def refusal(self, player_id: int, ref: ButtonRef) -> RuleError | None:
        """What a press of the move `ref` would be refused for, known without making it (see
        `MatchFront.refusal`): no seat here, or another seat's turn in the button's state."""
        try:
            table = self.service_of(ref.match_id).get(ref.match_id).table
        except RuleError as error:
            return error
        seat = table.seat_of(player_id)
        if seat is None:
            return NotSeated()
        if (table.hand_no, table.hand_seq) == (ref.deal_no, ref.seq) and table.to_act != seat:
            return NotYourTurn()
        return None

    async def move(self, click: object, player_id: int, ref: ButtonRef,
                   amount: int | None = None) -> RuleError | None:
        """The move `ref` stands for (with a typed `amount`), made for the player: the table
        refuses anyone not to act, and a button drawn for an older hand or sequence. Returns
        the refusal (already answered), None when the move was made."""
        number = ref.arg if amount is None else amount
        choice = number if ref.verb in poker.CHOICE_VERBS else None
        value = None if ref.verb in poker.CHOICE_VERBS else number
        command = TableCommand(ref.match_id, player_id, ref.deal_no, ref.seq, ref.verb, value,
                               choice)
        try:
            service = self.service_of(ref.match_id)
            live = service.get(ref.match_id)
            async with self._recovery.after_failure(live.id), self._locks(live.id):
                outcomes = await service.act(command)
                await self.publish(live.id, outcomes)
        except RuleError as error:
            await self.refused(click, ref.match_id, error)
            return error
        # Saved and shown: answering the press can no longer undo or hide the move.
        seat = live.table.seat_of(player_id)
        text = await self._transport.player_text(player_id)
        secret = [] if seat is None else poker.secret_lines(outcomes[0].events, seat, text)
        if secret:  # a glance's card, a swap's new card: to the presser alone
            said = "\n".join(secret)
            await self._recovery.cosmetic(lambda: self._transport.tell(click, said), "power")
            await self._recovery.deliver([PrivateLine(live.id, ref.deal_no, player_id, said)])
        else:
            await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                          "answer the press")
        return None

    async def refused(self, click: object, table_id: int, error: RuleError) -> None:
        """Answer a press that changed nothing: an out-of-date button also redraws the table."""
        if is_stale(error):
            await self._recovery.stale(table_id, click)
        else:
            await self._transport.refuse(click, error)

    async def ask(self, click: object, player_id: int, ref: ButtonRef) -> None:
        """"Other amount": ask the acting player for a number within the legal bounds."""
        try:
            table = self.service_of(ref.match_id).get(ref.match_id).table
            if (table.hand_no, table.hand_seq) != (ref.deal_no, ref.seq):
                raise StaleCommand()
        except RuleError as error:
            await self.refused(click, ref.match_id, error)
            return
        seat = table.seat_of(player_id)
        if seat is None:
            await self._transport.answer(click, "error-not-seated")
            return
        if table.to_act != seat:
            await self._transport.answer(click, "error-not-your-turn")
            return
        hand = table.private_view(seat).get("hand") or {}
        legal = [o for o in hand.get("legal") or [] if o["kind"] == ref.verb]
        if not legal:
            await self._transport.answer(click, "error-illegal-action")
            return
        await self._transport.ask_amount(click, ref, int(legal[0]["min"]), int(legal[0]["max"]))

    async def my_cards(self, click: object, player_id: int, table_id: int) -> None:
        """"My cards": the presser's own cards (and place), to them alone."""
        live = self.live(table_id)
        seat = None if live is None else live.table.seat_of(player_id)
        if live is None or seat is None:
            await self._transport.answer(click, "error-not-seated")
            return
        text = await self._transport.player_text(player_id)
        short = self._transport.private_answers_vanish  # an alert holds 200 characters
        await self._transport.tell(
            click, self.hole_text(live, live.table.private_view(seat), text, short=short))

    async def send_cards(self, table_id: int, player_id: int) -> None:
        """The player asked for their cards privately (a Telegram deep link): send them."""
        live = self.live(table_id)
        seat = None if live is None else live.table.seat_of(player_id)
        if live is None or seat is None:
            return
        text = await self._transport.player_text(player_id)
        line = PrivateLine(table_id, live.table.hand_no, player_id,
                           self.hole_text(live, live.table.private_view(seat), text))
        await self._transport.send_private(line)

    # -- timers ------------------------------------------------------------------------------

    def arm(self) -> None:
        """(Re)arm the table timer (after a change made outside this flow)."""
        self._transport.arm_tables()

    def next_deadline(self) -> float | None:
        deadlines = [d for d in (s.next_deadline() for s in self._services) if d is not None]
        return min(deadlines, default=None)

    async def adopt_due(self, before: float) -> int:
        """Tables whose stored timer passed by `before` that this process did not hold, or
        held behind the store, now held (`TableService.adopt_due`) and their timer armed;
        how many."""
        adopted = 0
        for service in self._services:
            adopted += len(await service.adopt_due(before))
        if adopted:
            self._transport.arm_tables()
        return adopted

    async def tick(self) -> list[int]:
        """A table timer ran out: the services check or fold (NK-8.1), sit out, free seats,
        start the next level; each table that changed is shown on its own (one broken channel
        never holds up another). Returns the tables that changed."""
        by_table: dict[int, list[TableOutcome]] = {}
        try:
            for service in self._services:
                for outcome in await service.tick():
                    by_table.setdefault(outcome.table_id, []).append(outcome)

            async def show(table_id: int) -> None:
                async with self._locks(table_id):
                    await self.publish(table_id, by_table[table_id])

            await self._recovery.each(by_table, show, "showing a timer's move")
        finally:
            self._transport.arm_tables()
        return list(by_table)

    async def resume(self, tables: Iterable[LiveTable]) -> None:
        """After a restart: redraw each table (not a tournament still registering: its lobby
        stands for it) on its own, with the cards of a hand never shown."""
        started = [live.id for live in tables if tournament.drawn(live.table)]
        await self._recovery.each(started, self.draw, "redraw")
        self._transport.arm_tables()
