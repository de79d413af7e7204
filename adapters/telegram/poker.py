"""Poker table commands in a group: /holdem, /omaha, /naiko (open or join this group's cash
table, or sit back in), /refill, /leave. Buttons are `poker_moves`, drawing and timers
`poker_show`.

Every change goes through `bot.tables.TableService`, which commits it and then plays what the
server plays (computer seats, timeouts, the next deal); `poker_show.publish_table` shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from telegram import Update, User
from telegram.constants import ChatType

from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.poker_show import publish_table
from adapters.telegram.request import command, group_command
from bot.amounts import parse_amount
from bot.i18n import Localizer
from bot.tables import LiveTable

MODES: Final = ("holdem", "omaha", "naiko")


def tables_here(runtime: TelegramRuntime, chat_id: int) -> list[LiveTable]:
    return runtime.desk.in_channel(community_of(chat_id), str(chat_id))


async def play(update: Update, context: Context) -> None:
    """/holdem, /omaha, /naiko [buy-in]: sit at this group's cash table of that mode (opened
    if there is none) with the buy-in given, else the most the balance allows."""
    found = await command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    mode = (message.text or "").split()[0].lstrip("/").split("@")[0].lower()
    if mode not in MODES:
        return
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-group-only"))
        return
    chat_id = message.chat.id
    try:
        async with runtime.chat_lock(chat_id):  # one cash table per mode and group
            here = [t for t in tables_here(runtime, chat_id)
                    if t.table.config.mode == mode and not t.table.private]
            live = here[0] if here else await runtime.desk.open(
                community_of(chat_id), str(chat_id), runtime.desk.config(mode), host=None
            )
            await sit_down(runtime, live, user, context.args or [], text=text,
                           reply=message.reply_text)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def sit_down(
    runtime: TelegramRuntime, live: LiveTable, user: User, args: Sequence[str], *,
    text: Localizer, reply: Any,
) -> bool:
    """Seat `user` with the buy-in in `args` (else the most the balance allows), or sit them
    back in (NK-8.2), or rebuy their empty stack (NK-7.1): `TableService.join` decides. A lone
    person at a cash table gets a computer opponent. True when seated now; a refusal of the
    rules raises `RuleError`, the others are answered with `reply`."""
    community = live.table.community
    player, _ = await runtime.account(community, user)
    buy_in = _amount(args) if args else None
    if args and buy_in is None:
        await reply(text.t("error-amount-not-a-number"))
        return False
    async with runtime.lock(live.id):
        joined = await runtime.tables.join(live.id, player, display_name(user), buy_in)
        outcomes = joined.outcomes
        if joined.kind == "sit" and not live.table.private and live.table.config.bots_allowed \
                and len(live.table.humans()) == 1 \
                and sum(seat is not None for seat in live.table.seats) == 1:
            outcomes += await runtime.tables.add_bot(live.id, bot_name(runtime, live))
        await publish_table(runtime, live.id, outcomes)
    if joined.kind == "sit_in":
        seat = live.table.seats[live.table.require_seat(player)]
        name = seat.name if seat is not None else display_name(user)
        await reply(text.t("poker-event-sit-in", name=name))
    elif joined.kind == "rebuy":
        await reply(text.t("poker-rebought", chips=joined.chips))
    return joined.kind == "sit"


def _amount(args: Sequence[str]) -> int | None:
    return parse_amount(args[0])  # digits of any script, grouped as the bot prints them


def bot_name(runtime: TelegramRuntime, live: LiveTable) -> str:
    """A computer player's name: the bot's own, numbered from the second one at a table."""
    name = runtime.app.bot.first_name if runtime.app is not None else "feltbot"
    bots = sum(seat is not None and seat.is_bot for seat in live.table.seats)
    return name if bots == 0 else f"{name} {bots + 1}"


async def leave(update: Update, context: Context) -> None:
    """/leave: stand up from the tables in this group (after the hand in play, NK-7.1)."""
    found = await command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
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
    found = await group_command(update, context, "tg-balance-per-group")
    if found is None:
        return
    message, user, runtime, text = found
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        live = await runtime.tables.rebuy_table(community, player)
        if live is not None:
            async with runtime.lock(live.id):
                joined = await runtime.tables.join(live.id, player, display_name(user))
                await publish_table(runtime, live.id, joined.outcomes)
            await message.reply_text(text.t("poker-rebought", chips=joined.chips))
            return
        at_tables = runtime.tables.chips_at_tables(community, player)
        amount = await runtime.accounts.refill(community, player, at_tables=at_tables)
    except RuleError as error:
        await message.reply_text(text.error(error))
        return
    balance = await runtime.store.balance(community, player)
    await message.reply_text(text.t("poker-refilled", amount=amount, balance=balance))
