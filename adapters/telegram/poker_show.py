"""Showing poker tables in their group and keeping their clocks.

`publish_table` shows what a change did: each hand has one table message, edited in place
(`messages.TableBoard`, keyed by the table id, which shares the store's match numbering); a hand
that ended keeps its message with the result; new hole cards go by DM, with the "My cards" alert
as the fallback. The table is always drawn from its state *now* (not from the outcome that
triggered the drawing), so a timer and a click racing each other never leave an older picture.

Timers: one JobQueue job at the earliest stored deadline of all tables (`schedule_tables`),
re-armed after every change and at start-up, when `TableService.load_open` brings the stored
deadlines back. Only this front end's tables are shown (the database may hold others').
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from telegram import User
from telegram.helpers import create_deep_linked_url

from adapters.telegram import poker_table as pt
from adapters.telegram.context import Context, TelegramRuntime, runtime_of
from bot.i18n import Localizer
from bot.tables import LiveTable, TableOutcome
from bot.tables.errors import TableClosed

TIMER_JOB: Final = "tables"
TABLE_CARDS_PAYLOAD: Final = "t"  # deep link ?start=t<table id>: open the DM, get your cards


async def publish_table(
    runtime: TelegramRuntime, table_id: int, outcomes: Sequence[TableOutcome]
) -> None:
    """Show what `outcomes` did (call under `runtime.lock(table_id)`): close each hand that
    ended with its result, draw the table now, DM new hole cards, re-arm the timers."""
    try:
        live: LiveTable | None = runtime.tables.get(table_id)
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
        await runtime.board.show(table_id, hand_no, chat_id, body, None)
    if live is not None:
        events = [e for o in by_hand.get(current, []) for e in o.events]
        await _draw(runtime, live, chat_id, group, events)
        for outcome in outcomes:
            if any(e.kind == "hand" for e in outcome.events):
                await _send_hole_cards(runtime, outcome)
    else:
        await runtime.board.forget(table_id)
    schedule_tables(runtime)


async def _draw(
    runtime: TelegramRuntime, live: LiveTable, chat_id: int, group: Localizer,
    events: Sequence[Any],
) -> None:
    table = live.table
    view = table.public_view()
    recent = list(events)
    body = pt.table_text(live.id, view, group, recent, invite_only=table.private)
    acting = None
    if table.to_act is not None:
        occupant = table.seats[table.to_act]
        if occupant is not None and not occupant.is_bot:
            acting = table.private_view(table.to_act)
    username = runtime.app.bot.username if runtime.app is not None else None
    link = create_deep_linked_url(username, f"{TABLE_CARDS_PAYLOAD}{live.id}") if username else None
    markup = pt.table_keyboard(live.id, view, acting, group, codec=runtime.codec, deep_link=link)
    await runtime.board.show(live.id, table.hand_no, chat_id, body, markup)


async def _send_hole_cards(runtime: TelegramRuntime, outcome: TableOutcome) -> None:
    """A new hand: each person dealt in gets their cards by DM ("My cards" covers the rest)."""
    seats: Any = outcome.public_view["seats"]
    for seat, private in outcome.private_views.items():
        await _send_hole(runtime, int(seats[seat]["player"]), private)


async def _send_hole(runtime: TelegramRuntime, player: int, private: Any) -> None:
    hand = private.get("hand") or {}
    if hand.get("hole"):
        user = await runtime.user_of_player(player)
        text = await runtime.user_localizer(user)
        await runtime.dm.send(user.id, pt.hole_text(private, text))


async def send_cards_by_dm(runtime: TelegramRuntime, table_id: int, user: User) -> None:
    """Deep link ?start=t<table>: the user just opened the DM; send their current cards."""
    try:
        live = runtime.tables.get(table_id)
    except TableClosed:
        return
    seat = live.table.seat_of(await runtime.player_id(user))
    if seat is not None:
        text = await runtime.user_localizer(user)
        await runtime.dm.send(user.id, pt.hole_text(live.table.private_view(seat), text))


def schedule_tables(runtime: TelegramRuntime) -> None:
    """(Re)arm the one job that wakes at the earliest deadline of every table."""
    if runtime.app is None or runtime.app.job_queue is None:
        return
    queue = runtime.app.job_queue
    for job in queue.get_jobs_by_name(TIMER_JOB):
        job.schedule_removal()
    deadline = runtime.tables.next_deadline()
    if deadline is None:
        return
    delay = max(0.0, deadline - runtime.clock())
    queue.run_once(tables_due, delay, name=TIMER_JOB)


async def tables_due(context: Context) -> None:
    """A table timer ran out: the service checks or folds (NK-8.1), sits out, frees seats."""
    runtime = runtime_of(context)
    try:
        outcomes = await runtime.tables.tick()
        by_table: dict[int, list[TableOutcome]] = {}
        for outcome in outcomes:
            by_table.setdefault(outcome.table_id, []).append(outcome)
        for table_id, changed in by_table.items():  # the service drives only tg: tables
            async with runtime.lock(table_id):
                await publish_table(runtime, table_id, changed)
    finally:
        schedule_tables(runtime)


async def resume_tables(runtime: TelegramRuntime) -> None:
    """After a restart: reload the open tables (their stored timers stand) and redraw them."""
    await runtime.tables.load_open()  # only tg: tables: the service's community filter
    for live in runtime.tables:
        async with runtime.lock(live.id):
            posted = await runtime.board.posted(live.id)
            await publish_table(runtime, live.id, [])
            table = live.table
            if table.live and (posted is None or posted.deal_no != table.hand_no):
                # dealt while starting up: its cards were never sent
                for seat, occupant in enumerate(table.seats):
                    if occupant is not None and occupant.player is not None:
                        await _send_hole(runtime, occupant.player, table.private_view(seat))
    schedule_tables(runtime)
