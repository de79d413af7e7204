"""A scheduled multi-table tournament in a chat (NK-7.5), written once for every platform.

An admin schedules it (`schedule`): its lobby message shows the terms, the start time and who
registered, with Register (pays the entry; late registration and re-entry while open), Unregister
(refunded before the start), My table and Call it off. `MttService` does every rule: it starts
the tournament at its time (the table timer's tick), seats, balances and breaks tables, and
plays the computer seats on each table's own task; its listener (`heard`) hands this front end
every committed change, which it shows in order per table:

- a table where a person sits is drawn like a cash table (`bot.frontend.tables.TableFront`:
  hole cards by DM, turn timers, the shared recovery policies); a table of computer seats only
  is summarised in the lobby instead of flooding the chat;
- the tournament's news (a reminder, the start, registration closing, a table breaking, the
  final table, hand-for-hand, the end or a call-off) is posted in the channel, and a player
  moved by balancing is told privately where to go (and "My table" always says);
- the lobby message is edited to the tournament as it is now: at once with news, else at
  most every few seconds.

Everything shown comes after the change is committed; a failure to show is logged and never
undoes it. The platform's half is `bot.frontend.challenges.NoticeTransport`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Awaitable, Callable, Hashable, Sequence
from typing import Final

from bot.callbacks import ButtonRef
from bot.errors import BotError, RuleError
from bot.frontend.challenges import NoticeTransport
from bot.frontend.event_names import with_names_shown
from bot.frontend.poker import TABLE_TAGS
from bot.frontend.recovery import Recovery
from bot.frontend.screen import ChatButton
from bot.frontend.tables import TableFront
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.render import mtt as render
from bot.render.names import names_list
from bot.tables import TableOutcome
from bot.tournaments.lobby import Registrant
from bot.tournaments.mtt import REGISTERING, RUNNING
from bot.tournaments.mtt_service import HubOutcome, LiveHub, MttClosed, MttService, Outcome
from bot.tournaments.schedule import (
    FIRST_BIG_BLIND,
    MAX_PLAYERS,
    MAX_TABLE,
    MIN_TABLE,
    MTT_LEVELS,
    Schedule,
    scheduled,
)
from bot.views import ButtonStyle, Text, render_text
from engine.tournament.levels import Unit

log = logging.getLogger(__name__)

TAG: Final = "mtl"  # the lobby's buttons: ButtonRef(TAG, tournament id, 0, 0, verb)
REGISTER, UNREGISTER, MY_TABLE, CANCEL = "reg", "unreg", "mine", "cancel"
NAMESPACE: Final = "mtt-lobby"  # bot.kv: tournament id -> {"channel", "message_id"}
EDIT_EVERY_S: Final = 5.0  # a lobby is edited at most this often by the tournament's news
COUNTDOWN_S: Final = 60.0  # a registering lobby's countdown is kept to the minute
MAX_LEVEL_LENGTH: Final = 120  # minutes (or hands) per blind level, at the most
NAMES_SHOWN: Final = 30  # names on the lobby, the rest counted
TABLES_SHOWN: Final = 12  # table lines on the lobby, the rest counted (a chat message is short)


class BadTerms(BotError):
    """Terms no tournament can have (the message says what they can be)."""

    def __init__(self) -> None:
        super().__init__("mtt-chat-bad-terms", stack=FIRST_BIG_BLIND, seats_min=MIN_TABLE,
                         seats_max=MAX_TABLE, players=MAX_PLAYERS,
                         minutes=MAX_LEVEL_LENGTH, levels=MTT_LEVELS)


def terms(start_at: float, *, decision_s: float, mode: str = "holdem", entry: int = 100,
          stack: int | None = None, seats: int | None = None, minimum: int | None = None,
          level_length: int | None = None, unit: Unit = "minutes", late: int = 0,
          reentry: int = 0) -> Schedule:
    """A scheduled tournament's terms as an admin asks for them on any platform; what is
    not asked for is `scheduled`'s usual shape (5,000 chips, 9 seats, blinds doubling every
    10 minutes or 8 hands), at least 2 players. `late` / `reentry`: the last level a late
    entry / a re-entry is taken (0: none). `BadTerms` for terms outside what a tournament
    can be (the schedule's own checks included)."""
    if (level_length is not None and not 1 <= level_length <= MAX_LEVEL_LENGTH) \
            or not 0 <= late <= MTT_LEVELS or not 0 <= reentry <= MTT_LEVELS:
        raise BadTerms()
    asked: dict[str, object] = {"table_size": seats, "starting_stack": stack,
                                "min_players": minimum}
    given = {key: value for key, value in asked.items() if value is not None}
    try:
        usual = scheduled(start_at, mode=mode, entry=entry, unit=unit, length=level_length,
                          late_until=late, reentry_until=reentry, decision_s=decision_s)
        return usual.replace(**given) if given else usual
    except ValueError:
        raise BadTerms() from None


NEWS: Final = frozenset({"mtt_reminder", "mtt_started", "field_final", "table_broken",
                         "final_table", "hand_for_hand", "hand_for_hand_over",
                         "tournament_cancelled", "tournament_over"})


class MttFront:
    """The scheduled tournament flow of one front end (see the module docstring). Give
    `heard` to the `MttService` as its listener; `locks(table_id)` is the tables' drawing
    lock (`TableFront`'s)."""

    def __init__(
        self,
        service: MttService,
        tables: TableFront,
        kv: KeyValue,
        transport: NoticeTransport,
        recovery: Recovery,
        *,
        grant: int,
        locks: Callable[[int], asyncio.Lock],
        say: Callable[[str, str], Awaitable[None]],
        start_time: Callable[[float], str] | None = None,
        clock: Callable[[], float] = time.time,
        table_place: Callable[[int], Awaitable[str | None]] | None = None,
    ) -> None:
        """`say(channel, text)` posts a plain message in a channel. `start_time` shows a start
        time the platform's way, each reader in their own time zone and counting down by
        itself (Discord's timestamps); None: in UTC, with a countdown line the lobby keeps
        current by an edit every minute until the start. `table_place(table)` says where a
        table is drawn when that is not the tournament's channel (a thread of its own, as a
        mention): "My table" and a move by balancing say it; None: every table is drawn in
        the channel."""
        self._service = service
        self._tables = tables
        self._kv = kv
        self._transport = transport
        self._recovery = recovery
        self._grant = grant
        self._locks = locks
        self._say = say
        self._start_time = start_time
        self._clock = clock
        self._table_place = table_place
        self._chains: dict[Hashable, asyncio.Task[None]] = {}  # the task showing each key's
        self._waiting: dict[Hashable, list[Outcome]] = {}  # what waits for it
        self._editing: set[int] = set()  # lobbies with an edit waiting
        self._drawn: set[int] = set()  # tables shown in the chat (a person sits or sat there)

    # -- intents -----------------------------------------------------------------------------

    async def schedule(self, origin: object, community: str, channel: str,
                       schedule: Schedule, *, creator: int, is_admin: bool,
                       bots: int = 0) -> None:
        """An admin schedules a tournament here (`bots` computer players entered at once).
        Raises a `RuleError` for a refusal (nothing written)."""
        lh = await self._service.schedule(community, channel, schedule, is_admin=is_admin,
                                          creator=creator)
        try:
            if bots:
                await self._service.add_bots(lh.id, bots)
            text = await self._transport.place_text(community, channel, origin)
            body, buttons = self._lobby(lh.id, text)
            message_id = await self._transport.post_notice(origin, body, buttons)
        except BaseException:  # no lobby to register through: called off, it holds no one
            await self._service.cancel(lh.id, None)
            raise
        await self._kv.put(NAMESPACE, lh.id, {"channel": channel, "message_id": message_id})
        self._tables.arm()  # its reminders and its start are table-timer deadlines
        if self._start_time is None:
            self._count_down(lh.id)

    async def press(self, click: object, ref: ButtonRef, player: int, name: str) -> None:
        """Register (as `name`), Unregister, My table or Call it off, pressed by `player`."""
        try:
            lh = self._service.hub(ref.match_id)
        except MttClosed:
            # (another process drives it while it moves between processes: a moment)
            moving = await self._service.driver_of(ref.match_id) is not None
            await self._transport.refuse(
                click, BotError("chat-tourney-moving" if moving else "chat-tourney-gone"))
            return
        if ref.verb == MY_TABLE:
            live = self._service.table_of(lh.id, player)
            if live is None:
                await self._transport.refuse(click, BotError("mtt-chat-no-table"))
                return
            await self._tables.my_cards(click, player, live.id)
            place = await self._place(live.id)
            if place is not None:
                text = await self._transport.player_text(player)
                said = text.t("mtt-chat-your-table", place=place)
                await self._recovery.cosmetic(lambda: self._transport.note(click, said),
                                              "say where the table is")
            return
        text = await self._transport.player_text(player)
        entry = lh.hub.schedule.entry
        try:
            if ref.verb == REGISTER:
                await self._service.store.grant_if_new(lh.hub.community, player, self._grant)
                await self._service.register(lh.id, player, name)
                said = text.t("chat-tourney-registered-you", entry=entry)
            elif ref.verb == UNREGISTER:
                await self._service.unregister(lh.id, player)
                said = text.t("chat-tourney-refunded", entry=entry)
            elif ref.verb == CANCEL:
                await self._service.cancel(lh.id, player)
                said = text.t("mtt-chat-cancelled")
            else:
                raise BotError("error-invalid-button")
        except RuleError as error:
            await self._transport.refuse(click, error)
            return
        await self._edit_lobby(lh.id)
        self._tables.arm()
        await self._recovery.cosmetic(lambda: self._transport.note(click, said),
                                      "answer the press")

    async def driver_of(self, tag: str, game_id: int) -> str | None:
        """The process to hand an update to (`bot.relay`): for a scheduled tournament's
        button (`tag` TAG, `game_id` the tournament) or a poker table's (`TABLE_TAGS`, the
        table) when another process drives that tournament; None: this process handles it."""
        if tag != TAG and tag not in TABLE_TAGS:
            return None
        return await self._service.driver_of(game_id)

    async def list_text(self, community: str, channel: str, text: Localizer) -> str:
        """The scheduled tournaments here that have not ended, one line each (whichever
        process drives them)."""
        rows = []
        for lh in await self._service.listed(community):
            hub = lh.hub
            if lh.channel != channel or hub.status not in (REGISTERING, RUNNING):
                continue
            name = hub.schedule.name or text.t("mtt-kind")
            if hub.status == REGISTERING:
                rows.append(text.t("mtt-chat-list-row", name=name, count=hub.entries(),
                                   start=render.start_time(hub.schedule.start_at)))
            else:
                rows.append(text.t("mtt-chat-list-running", name=name,
                                   left=len(hub.alive())))
        return "\n".join(rows) or text.t("mtt-chat-list-empty")

    async def resume(self, hubs: Sequence[LiveHub] | None = None) -> None:
        """After a restart (the service loaded), or for the tournaments just taken on: every
        lobby edited to what it is now, and every table where a person sits redrawn (each on
        its own; a failure is retried)."""
        for lh in self._service.hubs() if hubs is None else hubs:
            await self._edit_lobby(lh.id)
            for table_id in self._service.tables_of(lh.id):
                if self._has_person(table_id):
                    self._drawn.add(table_id)
                    await self._recovery.redraw(table_id)

    async def renew(self) -> None:
        """Several processes: keep driving this process's tournaments, hand back those it no
        longer serves, and take on those whose driver is gone, each shown as it is now."""
        taken = await self._service.renew()
        if taken:
            await self.resume(taken)
            self._tables.arm()

    # -- what the service committed ----------------------------------------------------------

    def heard(self, outcomes: Sequence[Outcome]) -> None:
        """The service's listener (called in its tasks, synchronously): queue what to show,
        in order per table and per tournament. A table's changes that come while it is being
        drawn are drawn together next, as it is then: a table of computer seats plays faster
        than a chat can be edited, and a queue of one drawing per change would fall further
        and further behind (minutes, with the event loop busy drawing the past)."""
        for outcome in outcomes:
            if isinstance(outcome, HubOutcome):
                self._queue(("hub", outcome.hub_id), outcome, self._all_news)
            else:
                self._queue(outcome.table_id, outcome,
                            functools.partial(self._show_table, outcome.table_id))

    async def drain(self) -> None:
        """Wait until everything queued is shown (tests, shutdown)."""
        while self._chains:
            await asyncio.gather(*list(self._chains.values()), return_exceptions=True)

    def _queue(self, key: Hashable, outcome: Outcome,
               show: Callable[[list[Outcome]], Awaitable[None]]) -> None:
        """Add `outcome` to what `key` has waiting; one task per key shows what waits, all of
        it at a time, until nothing does."""
        waiting = self._waiting.setdefault(key, [])
        waiting.append(outcome)
        if key in self._chains:
            return  # its task takes this with the rest

        async def run() -> None:
            try:
                while batch := self._waiting.pop(key, None):
                    try:
                        await show(batch)
                    except Exception:
                        log.exception("showing tournament news failed (%s)", key)
            finally:
                del self._chains[key]

        self._chains[key] = asyncio.get_running_loop().create_task(run())

    async def _all_news(self, outcomes: Sequence[Outcome]) -> None:
        for outcome in outcomes:  # each its own: one failing does not keep the rest back
            assert isinstance(outcome, HubOutcome)
            try:
                await self._news(outcome)
            except Exception:
                log.exception("showing tournament news failed (%s)", outcome.hub_id)

    async def _show_table(self, table_id: int, outcomes: Sequence[Outcome]) -> None:
        changes = [outcome for outcome in outcomes if isinstance(outcome, TableOutcome)]
        if self._has_person(table_id):
            self._drawn.add(table_id)
        elif table_id not in self._drawn:
            return  # computer seats only: the lobby summarises it
        else:
            self._drawn.discard(table_id)  # its last person left: drawn once more, then not
        async with self._locks(table_id):
            await self._tables.publish(table_id, changes)

    def _has_person(self, table_id: int) -> bool:
        live = self._tables.live(table_id)
        return live is not None and any(
            seat is not None and seat.player is not None and not seat.is_bot
            for seat in live.table.seats)

    async def _news(self, outcome: HubOutcome) -> None:
        try:
            lh = self._service.shown(outcome.hub_id)  # (its end is news too)
        except MttClosed:
            return
        text = await self._transport.place_text(lh.hub.community, lh.channel, None)
        lines = []
        for event in outcome.events:
            if event.kind == "mtt_reminder":
                lines.append(text.t("mtt-chat-reminder", minutes=int(event.data["minutes"]),
                                    count=int(event.data["registered"])))
            elif event.kind in NEWS:
                named = with_names_shown(event, self._transport.shown)
                lines += [render_text(line, text) for line in render.event_lines([named], None)]
            elif event.kind == "moved_in" and event.data.get("player") is not None:
                await self._tell_moved(outcome.hub_id, int(event.data["player"]),
                                       int(event.data["to_table"]), int(event.data["seat"]))
        if lines:
            said = "\n".join(lines)
            await self._recovery.cosmetic(lambda: self._say(lh.channel, said),
                                          f"news of tournament {lh.id}")
            await self._edit_lobby(outcome.hub_id)  # news changes what the lobby offers
        else:
            self._edit_soon(outcome.hub_id)

    async def _tell_moved(self, hub_id: int, player: int, table: int, seat: int) -> None:
        text = await self._transport.player_text(player)
        line = render_text(Text("mtt-event-moved-you", {"table": table, "seat": seat + 1}),
                           text)
        live = self._service.table_of(hub_id, player)
        place = None if live is None else await self._place(live.id)
        if place is not None:
            line += "\n" + text.t("mtt-chat-your-table", place=place)
        await self._recovery.deliver([PrivateLine(live.id if live else hub_id, 0, player,
                                                  line)])

    async def _place(self, table_id: int) -> str | None:
        if self._table_place is None:
            return None
        try:
            return await self._table_place(table_id)
        except Exception:  # cosmetic: the table is still reachable from "My table"
            log.exception("where table %s is drawn could not be said", table_id)
            return None

    # -- the lobby message -------------------------------------------------------------------

    def _edit_soon(self, hub_id: int) -> None:
        """Edit the lobby within `EDIT_EVERY_S` (the news of a busy tournament coalesce)."""
        if hub_id in self._editing:
            return
        self._editing.add(hub_id)

        async def edit() -> None:
            self._editing.discard(hub_id)
            await self._edit_lobby(hub_id)

        self._transport.wake(f"mtt-lobby:{hub_id}", EDIT_EVERY_S, edit)

    async def _edit_lobby(self, hub_id: int) -> None:
        stored = await self._kv.get(NAMESPACE, hub_id)
        if stored is None:
            return
        try:
            lh = self._service.shown(hub_id)  # ended: drawn once more, without buttons
        except MttClosed:
            return
        text = await self._transport.place_text(lh.hub.community, lh.channel, None)
        body, buttons = self._lobby(hub_id, text)
        if lh.hub.status not in (REGISTERING, RUNNING):
            await self._kv.delete(NAMESPACE, hub_id)
        elif lh.hub.status == REGISTERING and self._start_time is None:
            self._count_down(hub_id)
        await self._recovery.cosmetic(
            lambda: self._transport.edit_notice(str(stored["channel"]),
                                                str(stored["message_id"]), body, buttons, None),
            f"lobby of tournament {hub_id}",
        )

    def _count_down(self, hub_id: int) -> None:
        """Edit the lobby again in a minute, so its countdown stays true until the start."""

        async def tick() -> None:
            await self._edit_lobby(hub_id)

        self._transport.wake(f"mtt-countdown:{hub_id}", COUNTDOWN_S, tick)

    def _registered(self, registrants: Sequence[Registrant], entries: int, text: Localizer
                    ) -> str:
        """Who is in: the people first (a reader looks for friends), then the BOTs, at most
        `NAMES_SHOWN` names and how many more."""
        if not registrants:
            return text.t("mtt-chat-registered-none", count=entries)
        ordered = sorted(registrants, key=lambda r: r.player is None)  # stable: people first
        names = [self._transport.shown(r.name) for r in ordered[:NAMES_SHOWN]]
        if len(ordered) > NAMES_SHOWN:
            names.append(text.t("mtt-chat-more", count=len(ordered) - NAMES_SHOWN))
        return text.t("mtt-chat-registered", count=entries, names=names_list(names, text))

    def _lobby(self, hub_id: int, text: Localizer) -> tuple[str, tuple[ChatButton, ...]]:
        model = self._service.lobby(hub_id)
        hub = self._service.shown(hub_id).hub
        start = None if self._start_time is None else self._start_time(hub.schedule.start_at)
        lines = [render_text(line, text) for line in render.terms(hub.schedule, start=start)]
        if model.state == "registering" and self._start_time is None:
            lines.append(render_text(render.countdown(hub.schedule.start_at, self._clock()),
                                     text))
        lines.append(self._registered(model.registrants, model.entries, text))
        if model.state == "running":
            view = self._service.view(hub_id)
            lines += [render_text(line, text)
                      for line in render.summary(view, most=TABLES_SHOWN)]
        if model.state in ("finished", "cancelled"):
            return "\n".join(lines), ()

        def button(key: str, verb: str, style: ButtonStyle = "secondary") -> ChatButton:
            return ChatButton(text.t(key, entry=model.entry),
                              ButtonRef(TAG, hub_id, 0, 0, verb), style)

        buttons: list[ChatButton] = []
        status = model.entries_status
        if model.state == "registering" or status.late_open or status.reentry_open:
            buttons.append(button("chat-tourney-register", REGISTER, "primary"))
        if model.state == "registering":
            buttons += [button("chat-tourney-unregister", UNREGISTER),
                        button("chat-tourney-cancel", CANCEL, "danger")]
        else:
            buttons.append(button("mtt-chat-my-table", MY_TABLE, "success"))
        return "\n".join(lines), tuple(buttons)
