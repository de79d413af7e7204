"""Showing poker tables in their group and keeping their clocks.

`publish_table` shows what a change did through the shared recovery policies
(`bot.frontend.Recovery`): each hand has one table message, edited in place
(`messages.TableBoard`, keyed by the table id, which shares the store's match numbering); a hand
that ended keeps its message with the result; new hole cards go by DM, each on its own, with
the "My cards" alert as the fallback; a failed draw is redrawn by a wake-up. The table is
always drawn from its state *now* (not from the outcome that triggered the drawing), so a timer
and a click racing each other never leave an older picture.

Timers: one JobQueue job at the earliest stored deadline of all tables (`schedule_tables`),
re-armed after every change and at start-up, when `TableService.load_open` brings the stored
deadlines back. Only this front end's tables are shown (the database may hold others').
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, Final

from telegram import User
from telegram.helpers import create_deep_linked_url

from adapters.telegram import poker_table as pt
from adapters.telegram import tournament_view as tv
from adapters.telegram.context import Context, TelegramRuntime, community_of, runtime_of
from bot.frontend import PrivateLine
from bot.i18n import Localizer
from bot.pictures.poker import table_picture
from bot.pictures.worker import drawn
from bot.tables import LiveTable, TableOutcome
from bot.tables.errors import TableClosed

TIMER_JOB: Final = "tables"
TABLE_CARDS_PAYLOAD: Final = "t"  # deep link ?start=t<table id>: open the DM, get your cards


async def publish_table(
    runtime: TelegramRuntime, table_id: int, outcomes: Sequence[TableOutcome]
) -> None:
    """Show what `outcomes` did (call under `runtime.lock(table_id)`): the timers are re-armed
    first, then `show_table` draws; a failure there is the recovery policies' (logged, redrawn
    by a wake-up), never the caller's: the change is committed."""
    try:
        runtime.table_service(table_id).get(table_id)
        gone = False
    except TableClosed:
        gone = True
    if gone and not outcomes:
        return
    await runtime.recovery.publish(
        table_id, lambda: show_table(runtime, table_id, outcomes),
        arm=lambda: schedule_tables(runtime), last=gone,
    )
    await tv.after_publish(runtime, table_id, outcomes)


async def show_table(
    runtime: TelegramRuntime, table_id: int, outcomes: Sequence[TableOutcome]
) -> None:
    """Close each hand that ended with its result (cosmetic, but for a closed table's last),
    draw the table now, DM new hole cards, each on its own. Raises when the draw fails."""
    try:
        live: LiveTable | None = runtime.table_service(table_id).get(table_id)
    except TableClosed:
        live = None
    if live is None and not outcomes:
        return
    chat_id = int(live.channel) if live is not None else await runtime.chat_of(table_id)
    group = Localizer(await runtime.chat_lang(chat_id))
    private = live.table.private if live is not None else bool(outcomes[-1].public_view["private"])
    by_hand: dict[int, list[TableOutcome]] = {}
    for outcome in outcomes:
        by_hand.setdefault(outcome.hand_no, []).append(outcome)
    current = live.table.hand_no if live is not None else outcomes[-1].hand_no
    for hand_no, group_outcomes in by_hand.items():
        if hand_no == current and live is not None:
            continue
        posted = await runtime.board.posted(table_id)
        if hand_no == 0 and (posted is None or posted.deal_no != 0):
            continue  # people sat down and the first hand was dealt at once: no empty table
        last = group_outcomes[-1]
        events = [e for o in group_outcomes for e in o.events]
        body = pt.table_text(table_id, last.public_view, group, events, invite_only=private,
                             current=False)
        body = tv.with_events(body, events, group)
        picture = await _picture(runtime, chat_id, last.public_view, group)
        close = partial(runtime.board.show, table_id, hand_no, chat_id, body, None,
                        picture=picture)
        if live is None and hand_no == current:
            await close()  # the closed table's last picture: what the group is left with
        else:
            await runtime.recovery.cosmetic(close, f"close hand {hand_no}")
    if live is not None:
        events = [e for o in by_hand.get(current, []) for e in o.events]
        try:
            await _draw(runtime, live, chat_id, group, events)
        finally:  # the cards go out even when the table could not be drawn (it is redrawn)
            lines = [line for outcome in outcomes
                     if any(e.kind == "hand" for e in outcome.events)
                     for line in await _hole_lines(runtime, outcome)]
            await runtime.recovery.deliver(lines)
    else:
        await runtime.board.forget(table_id)
        runtime.recovery.forget(table_id)


async def _draw(
    runtime: TelegramRuntime, live: LiveTable, chat_id: int, group: Localizer,
    events: Sequence[Any],
) -> None:
    table = live.table
    view = table.public_view()
    recent = list(events)
    body = pt.table_text(live.id, view, group, recent, invite_only=table.private)
    body = tv.with_status(table, body, group, runtime.clock(), recent)
    acting = None
    if table.to_act is not None:
        occupant = table.seats[table.to_act]
        if occupant is not None and not occupant.is_bot:
            acting = table.private_view(table.to_act)
    username = runtime.app.bot.username if runtime.app is not None else None
    link = create_deep_linked_url(username, f"{TABLE_CARDS_PAYLOAD}{live.id}") if username else None
    markup = pt.table_keyboard(live.id, view, acting, group, codec=runtime.codec, deep_link=link)
    await runtime.board.show(live.id, table.hand_no, chat_id, body, markup,
                             picture=await _picture(runtime, chat_id, view, group))


async def _picture(runtime: TelegramRuntime, chat_id: int, view: Any,
                   group: Localizer) -> bytes | None:
    """The table's picture (pictures on for the group: /pictures, else TABLE_IMAGES) from its
    public view off the event loop, or None: text only."""
    enabled = await runtime.pictures.enabled(community_of(chat_id))
    picture = await drawn(lambda: table_picture(view, group), enabled=enabled)
    return None if picture is None else picture.png


async def _hole_lines(runtime: TelegramRuntime, outcome: TableOutcome) -> list[PrivateLine]:
    """A new hand: the hole cards of each person dealt in, for `Recovery.deliver`."""
    seats: Any = outcome.public_view["seats"]
    lines = []
    for seat, private in outcome.private_views.items():
        line = await _hole_line(runtime, outcome.table_id, int(seats[seat]["player"]), private)
        if line is not None:
            lines.append(line)
    return lines


async def _hole_line(
    runtime: TelegramRuntime, table_id: int, player: int, private: Any
) -> PrivateLine | None:
    hand = private.get("hand") or {}
    if not hand.get("hole"):
        return None
    text = await runtime.user_localizer(await runtime.user_of_player(player))
    body = tv.with_place(runtime, table_id, private, pt.hole_text(private, text), text)
    return PrivateLine(table_id, int(private["hand_no"]), player, body,
                       cards=tuple(str(code) for code in hand["hole"]))


async def send_cards_by_dm(runtime: TelegramRuntime, table_id: int, user: User) -> None:
    """Deep link ?start=t<table>: the user just opened the DM; send their current cards."""
    try:
        live = runtime.table_service(table_id).get(table_id)
    except TableClosed:
        return
    seat = live.table.seat_of(await runtime.player_id(user))
    if seat is not None:
        text = await runtime.user_localizer(user)
        private = live.table.private_view(seat)
        body = tv.with_place(runtime, table_id, private, pt.hole_text(private, text), text)
        await runtime.dm.send(user.id, body)


def schedule_tables(runtime: TelegramRuntime) -> None:
    """(Re)arm the one job that wakes at the earliest deadline of every table."""
    if runtime.app is None or runtime.app.job_queue is None:
        return
    queue = runtime.app.job_queue
    for job in queue.get_jobs_by_name(TIMER_JOB):
        job.schedule_removal()
    deadlines = [d for d in (runtime.tables.next_deadline(),
                             runtime.tournaments.next_deadline()) if d is not None]
    deadline = min(deadlines, default=None)
    if deadline is None:
        return
    delay = max(0.0, deadline - runtime.clock())
    queue.run_once(tables_due, delay, name=TIMER_JOB)


async def tables_due(context: Context) -> None:
    """A table timer ran out: the service checks or folds (NK-8.1), sits out, frees seats; each
    table that changed is shown on its own (one broken chat never holds up another)."""
    runtime = runtime_of(context)
    try:
        outcomes = [*await runtime.tables.tick(), *await runtime.tournaments.tick()]
        by_table: dict[int, list[TableOutcome]] = {}
        for outcome in outcomes:
            by_table.setdefault(outcome.table_id, []).append(outcome)

        async def show(table_id: int) -> None:  # the service drives only tg: tables
            async with runtime.lock(table_id):
                await publish_table(runtime, table_id, by_table[table_id])

        await runtime.recovery.each(by_table, show, "showing a timer's move")
    finally:
        schedule_tables(runtime)


async def resume_tables(runtime: TelegramRuntime) -> None:
    """After a restart: reload the open tables (their stored timers stand) and redraw each on
    its own, with the cards of a hand dealt while starting up (never sent)."""
    await runtime.tables.load_open()  # only tg: tables: the service's community filter
    await runtime.tournaments.load_open()

    async def redraw(table_id: int) -> None:
        async with runtime.lock(table_id):
            live = runtime.table_service(table_id).get(table_id)
            posted = await runtime.board.posted(live.id)
            await show_table(runtime, live.id, [])
            table = live.table
            if table.live and (posted is None or posted.deal_no != table.hand_no):
                lines = [await _hole_line(runtime, live.id, occupant.player,
                                          table.private_view(seat))
                         for seat, occupant in enumerate(table.seats)
                         if occupant is not None and occupant.player is not None]
                await runtime.recovery.deliver([line for line in lines if line is not None])

    started = [live.id for live in runtime.all_tables() if tv.drawn(live.table)]
    await runtime.recovery.each(started, redraw, "redraw")
    schedule_tables(runtime)
