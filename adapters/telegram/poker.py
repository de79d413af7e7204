"""Poker tables in a group: /holdem, /omaha, /naiko (open or join this group's cash table),
/refill, /leave, the table buttons, and the tables' timers.

Every change goes through `bot.tables.TableService` (which commits it and then plays what the
server plays: computer seats, timeouts, the next deal). `publish_table` then shows it: each hand
has one table message, edited in place (`messages.TableBoard`, keyed by the table id, which
shares the store's match numbering); new hole cards go by DM with the "My cards" alert as the
fallback; a glance's card or a swap's new card goes only to its user (alert and DM).

The table is always drawn from its state *now* (not from the outcome that triggered the
drawing), so a timer and a click racing each other never leave an older picture on screen.
Timers: one JobQueue job at the earliest stored deadline of all tables (`schedule_tables`),
re-armed after every change and at start-up, when `TableService.load_open` brings the stored
deadlines back.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Final

from telegram import CallbackQuery, Update, User
from telegram.constants import ChatType
from telegram.helpers import create_deep_linked_url

from adapters.telegram import poker_table as pt
from adapters.telegram.context import (
    AmountPrompt,
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
    incoming,
    runtime_of,
)
from adapters.telegram.prompts import ask_for_amount
from bot.callbacks import ButtonRef
from bot.errors import StaleCommand
from bot.i18n import Localizer
from bot.tables import LiveTable, TableCommand, TableConfig, TableOutcome
from bot.tables.errors import TableClosed

log = logging.getLogger(__name__)

MODES: Final = ("holdem", "omaha", "naiko")
TIMER_JOB: Final = "tables"
TABLE_CARDS_PAYLOAD: Final = "t"  # deep link ?start=t<table id>: open the DM, get your cards


def cash_config(runtime: TelegramRuntime, mode: str) -> TableConfig:
    """A group's cash table: the standard shape, the bot's turn time, computer players allowed
    (one keeps a lone player company, NK-8.3)."""
    settings = runtime.settings
    return TableConfig.standard(
        mode, decision_s=float(settings.turn_seconds),
        reconnect_s=float(settings.reconnect_window_s), bots_allowed=True,
    )


def tables_here(runtime: TelegramRuntime, chat_id: int) -> list[LiveTable]:
    community = community_of(chat_id)
    return [live for live in runtime.tables if live.table.community == community]


def is_ours(live: LiveTable) -> bool:
    """A table of a Telegram group (the store may also hold other front ends' tables)."""
    return live.table.community.startswith("tg:")


async def play(update: Update, context: Context) -> None:
    """/holdem, /omaha, /naiko [buy-in]: sit at this group's cash table of that mode (opened
    if there is none) with the buy-in given, else the most the balance allows."""
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    mode = (message.text or "").split()[0].lstrip("/").split("@")[0].lower()
    if mode not in MODES:
        return
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-group-only"))
        return
    chat_id = message.chat.id
    here = [t for t in tables_here(runtime, chat_id)
            if t.table.config.mode == mode and not t.table.private]
    try:
        live = here[0] if here else await runtime.tables.create(
            community_of(chat_id), str(chat_id), cash_config(runtime, mode)
        )
        await sit_down(runtime, live, user, context.args or [], text=text,
                       reply=message.reply_text)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def sit_down(
    runtime: TelegramRuntime, live: LiveTable, user: User, args: Sequence[str], *,
    text: Localizer, reply: Any,
) -> bool:
    """Seat `user` with the buy-in in `args` (else the most the balance allows); a lone person
    at a cash table gets a computer opponent; a seated player who was sat out comes back
    (NK-8.2). True when seated now; a refusal of the rules raises `RuleError`, the others are
    answered with `reply`."""
    community = live.table.community
    player, _ = await runtime.account(community, user)
    seat = live.table.seat_of(player)
    if seat is not None:
        occupant = live.table.seats[seat]
        if occupant is not None and occupant.sitting_out:  # NK-8.2: back in time
            async with runtime.lock(live.id):
                outcomes = await runtime.tables.sit_in(live.id, player)
                await publish_table(runtime, live.id, outcomes)
            await reply(text.t("poker-event-sit-in", name=occupant.name))
            return False
        await reply(text.t("error-already-seated"))
        return False
    config = live.table.config
    balance = await runtime.store.balance(community, player)
    buy_in = _amount(args) if args else min(config.max_buy_in, balance)
    if buy_in is None:
        await reply(text.t("error-amount-not-a-number"))
        return False
    if not args and balance < config.min_buy_in:
        await reply(text.t("poker-cannot-buy-in", min=config.min_buy_in, balance=balance))
        return False
    async with runtime.lock(live.id):
        outcomes = await runtime.tables.sit(live.id, player, display_name(user), buy_in)
        if not live.table.private and config.bots_allowed and len(live.table.humans()) == 1 \
                and sum(seat is not None for seat in live.table.seats) == 1:
            outcomes += await runtime.tables.add_bot(live.id, bot_name(runtime, live))
        await publish_table(runtime, live.id, outcomes)
    return True


def _amount(args: Sequence[str]) -> int | None:
    try:
        return int(args[0])  # int() reads Persian and Hindi digits too
    except ValueError:
        return None


def bot_name(runtime: TelegramRuntime, live: LiveTable) -> str:
    """A computer player's name: the bot's own, numbered from the second one at a table."""
    name = runtime.app.bot.first_name if runtime.app is not None else "feltbot"
    bots = sum(seat is not None and seat.is_bot for seat in live.table.seats)
    return name if bots == 0 else f"{name} {bots + 1}"


async def leave(update: Update, context: Context) -> None:
    """/leave: stand up from the tables in this group (after the hand in play, NK-7.1)."""
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    player = await runtime.player_id(user)
    mine = [t for t in tables_here(runtime, message.chat.id) if t.table.seat_of(player) is not None]
    if not mine:
        await message.reply_text(text.t("poker-not-seated-here"))
        return
    for live in mine:
        async with runtime.lock(live.id):
            try:
                outcomes = await runtime.tables.stand(live.id, player)
            except RuleError as error:
                await message.reply_text(text.error(error))
                continue
            await publish_table(runtime, live.id, outcomes)
    balance = await runtime.store.balance(community_of(message.chat.id), player)
    await message.reply_text(text.t("poker-left", balance=balance))


async def refill(update: Update, context: Context) -> None:
    """/refill: a busted seat here buys in again (NK-7.1); a broke account is topped up."""
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-balance-per-group"))
        return
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    busted = [
        t for t in tables_here(runtime, message.chat.id)
        if (seat := t.table.seat_of(player)) is not None and t.table.seat_chips(seat) == 0
    ]
    try:
        balance = await runtime.store.balance(community, player)
        if busted and balance >= busted[0].table.config.min_buy_in:
            live = busted[0]
            buy_in = min(live.table.config.max_buy_in, balance)
            async with runtime.lock(live.id):
                outcomes = await runtime.tables.rebuy(live.id, player, buy_in)
                await publish_table(runtime, live.id, outcomes)
            await message.reply_text(text.t("poker-rebought", chips=buy_in))
            return
        at_tables = runtime.tables.chips_at_tables(community, player)
        amount = await runtime.accounts.refill(community, player, at_tables=at_tables)
    except RuleError as error:
        await message.reply_text(text.error(error))
        return
    balance = await runtime.store.balance(community, player)
    await message.reply_text(text.t("poker-refilled", amount=amount, balance=balance))


# -- buttons --------------------------------------------------------------------------------


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query = update.callback_query
    assert query is not None
    runtime = runtime_of(context)
    text = await runtime.user_localizer(query.from_user)
    try:
        if ref.tag == pt.CARDS:
            await _show_cards(runtime, query, ref.match_id, text)
        elif ref.tag == pt.SIT:
            live = runtime.tables.get(ref.match_id)
            answered: list[str] = []

            async def reply(said: str) -> None:
                answered.append(said)
                await query.answer(said, show_alert=True)

            await sit_down(runtime, live, query.from_user, [], text=text, reply=reply)
            if not answered:
                await query.answer()
        elif ref.tag == pt.ASK:
            await _ask_amount(runtime, query, ref, text)
        else:
            await act(runtime, query.from_user, ref, ref.arg, query)
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)


async def act(
    runtime: TelegramRuntime, user: User, ref: ButtonRef, number: int | None,
    query: CallbackQuery | None,
) -> None:
    """A poker action from a button (or a typed amount): only the seat to act may (the table
    refuses the others), on the hand and action sequence the button was drawn for."""
    live = runtime.tables.get(ref.match_id)
    player = await runtime.player_id(user)
    choice = number if ref.verb in pt.CHOICE_VERBS else None
    amount = number if ref.verb not in pt.CHOICE_VERBS else None
    command = TableCommand(ref.match_id, player, ref.deal_no, ref.seq, ref.verb, amount, choice)
    async with runtime.lock(live.id):
        outcomes = await runtime.tables.act(command)
        seat = live.table.seat_of(player)
        secret = pt.private_events(outcomes[0].events, seat) if seat is not None else []
        text = await runtime.user_localizer(user)
        if secret:  # a glance's card, a swap's new card: to the clicker alone (NK-6.1, NK-6.2)
            said = "\n".join(pt.secret_lines(secret, text))
            if query is not None:
                await query.answer(said, show_alert=True)
            await runtime.dm.send(user.id, said)
        elif query is not None:
            await query.answer()
        await publish_table(runtime, live.id, outcomes)


async def _show_cards(
    runtime: TelegramRuntime, query: CallbackQuery, table_id: int, text: Localizer
) -> None:
    """"My cards": an alert only the clicker sees (the fallback for closed DMs)."""
    live = runtime.tables.get(table_id)
    seat = live.table.seat_of(await runtime.player_id(query.from_user))
    if seat is None:
        await query.answer(text.t("error-not-seated"), show_alert=True)
        return
    await query.answer(pt.hole_text(live.table.private_view(seat), text), show_alert=True)


async def _ask_amount(
    runtime: TelegramRuntime, query: CallbackQuery, ref: ButtonRef, text: Localizer
) -> None:
    """"Other amount": the shared prompt, answered as a reply (`moves.amount_reply`)."""
    live = runtime.tables.get(ref.match_id)
    table = live.table
    seat = table.seat_of(await runtime.player_id(query.from_user))
    if (table.hand_no, table.hand_seq) != (ref.deal_no, ref.seq):
        raise StaleCommand()
    if seat is None or table.to_act != seat:
        await query.answer(text.t("error-not-your-turn"), show_alert=True)
        return
    hand = table.private_view(seat).get("hand") or {}
    legal = [o for o in hand.get("legal") or [] if o["kind"] == ref.verb]
    if not legal:
        await query.answer(text.t("error-illegal-action"), show_alert=True)
        return
    prompt = AmountPrompt(ref.match_id, ref.deal_no, ref.seq, ref.verb, query.from_user.id,
                          table=True)
    await ask_for_amount(runtime, query, prompt, int(legal[0]["min"]), int(legal[0]["max"]))


# -- showing --------------------------------------------------------------------------------


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


# -- timers ---------------------------------------------------------------------------------


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
        for table_id, changed in by_table.items():
            record = await runtime.store.load_match(table_id)
            if record is None or not record.community.startswith("tg:"):
                continue  # another front end's table (same database): not ours to show
            async with runtime.lock(table_id):
                await publish_table(runtime, table_id, changed)
    finally:
        schedule_tables(runtime)


async def resume_tables(runtime: TelegramRuntime) -> None:
    """After a restart: reload the open tables (their stored timers stand) and redraw them."""
    await runtime.tables.load_open()
    for live in runtime.tables:
        if is_ours(live):
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
