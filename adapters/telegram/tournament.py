"""/sitngo [seats] [entry] and /spin [entry] in a group: a tournament lobby (NK-7.3, NK-7.4).

The lobby message shows the terms before anyone registers (entry, stack, levels, the prize
split; a Spin's multiplier table with its expected payout) and who registered; its buttons:
Register (pays the entry), Unregister (refunds it before the start), and for the creator Start
(empty seats become BOTs: pressing it is the creator allowing them) and Cancel (every entry
refunded). The lobby message is edited only when something changed. The last seat taken, or
Start, starts the tournament: the lobby shows the start (a Spin's drawn multiplier and the
prizes), then the table is drawn by `poker_show.publish_table` like a cash table (hole cards
by DM, turn timers, the shared recovery policies), with the tournament's status line
(`bot.frontend.tournament`); the results are posted when it ends.

Every rule is `bot.tournaments.TournamentService`'s; the lobby's message id lives in `bot.kv`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.error import BadRequest

from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.poker_show import publish_table
from adapters.telegram.request import group_command, press
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef
from bot.i18n import Localizer
from bot.render import tournament as render
from bot.render.names import names_list
from bot.render.tournament import CANCEL, REGISTER, START, UNREGISTER
from bot.tables import LiveTable, TableOutcome
from bot.tables.errors import TableClosed
from bot.tournaments import Format, TournamentTable, sitngo, spin
from bot.tournaments.formats import DEFAULT_ENTRY, DEFAULT_SEATS
from bot.views import render_text

TAG: Final = "tn"
LOBBY_NS: Final = "tg-tourney"


async def sitngo_command(update: Update, context: Context) -> None:
    """/sitngo [seats] [entry]: open a Sit & Go lobby in this group."""
    await _open(update, context, "sitngo")


async def spin_command(update: Update, context: Context) -> None:
    """/spin [entry]: open a Spin lobby in this group."""
    await _open(update, context, "spin")


def parse_format(runtime: TelegramRuntime, kind: str, args: Sequence[str]) -> Format | None:
    """The format asked for, None when an argument is not a number in range."""
    numbers = [parse_amount(arg) for arg in args[:2]]
    if any(n is None for n in numbers):
        return None
    values = [int(n) for n in numbers if n is not None]
    try:
        if kind == "spin":
            fmt = spin(values[0] if values else DEFAULT_ENTRY)
        else:
            seats = values[0] if values else DEFAULT_SEATS
            fmt = sitngo(seats, values[1] if len(values) > 1 else DEFAULT_ENTRY)
    except ValueError:
        return None
    seconds = runtime.turn_seconds if runtime.turn_seconds is not None \
        else float(runtime.settings.turn_seconds)
    return fmt.replace(decision_s=float(seconds))


async def _open(update: Update, context: Context, kind: str) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    chat_id = message.chat.id
    community = community_of(chat_id)
    fmt = parse_format(runtime, kind, context.args or [])
    if fmt is None:
        await message.reply_text(text.t("chat-tourney-usage-" + kind))
        return
    player, _ = await runtime.account(community, user)
    async with runtime.chat_lock(chat_id):
        if any(_table(t).format.kind == kind and t.channel == str(chat_id)
               for t in runtime.tournaments.lobbies(community)):
            await message.reply_text(text.t("chat-tourney-lobby-open"))
            return
        live = await runtime.tournaments.create_tournament(
            community, str(chat_id), fmt, creator=player)
        group = Localizer(await runtime.chat_lang(chat_id))
        body, markup = await lobby_message(runtime, live, group)
        try:
            sent = await message.reply_text(body, reply_markup=markup)
        except Exception:  # no lobby to register through: called off, it holds no one
            await runtime.tournaments.cancel(live.id, None)
            raise
        await runtime.kv.put(LOBBY_NS, live.id, {"message_id": sent.message_id})


async def lobby_message(
    runtime: TelegramRuntime, live: LiveTable, text: Localizer,
    outcomes: Sequence[TableOutcome] = (),
) -> tuple[str, InlineKeyboardMarkup | None]:
    """The lobby (`bot.render.tournament.lobby`) as a Telegram message and keyboard."""
    table = _table(live)
    names = [s.name for s in table.seats if s is not None and s.player is not None]
    lines, buttons = render.lobby(table, live.id, names_list(names, text),
                                  [e for o in outcomes for e in o.events],
                                  tag=TAG, ids=runtime.codec.encode)
    body = "\n".join(render_text(line, text) for line in lines)
    if not buttons:
        return body, None
    rows: dict[int, list[InlineKeyboardButton]] = {}
    for b in buttons:
        rows.setdefault(b.row, []).append(
            InlineKeyboardButton(render_text(b.label, text), callback_data=b.command_id))
    return body, InlineKeyboardMarkup([rows[row] for row in sorted(rows)])


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """Register, Unregister, Start, Cancel: each changes the tournament (committed), then the
    lobby message is edited and, once it started, the table drawn."""
    query, runtime, text = await press(update, context)
    assert query.message is not None
    user = query.from_user
    try:
        live = runtime.tournaments.get(ref.match_id)
    except TableClosed:
        await query.answer(text.t("chat-tourney-gone"), show_alert=True)
        return
    table = _table(live)
    if table.started:
        await query.answer(text.t("error-tournament-started"), show_alert=True)
        return
    player, _ = await runtime.account(table.community, user)
    service = runtime.tournaments
    said: str | None = None
    async with runtime.lock(live.id):
        try:
            if ref.verb == REGISTER:
                await runtime.remember(user)
                outcomes = await service.register(live.id, player, display_name(user))
                said = text.t("chat-tourney-registered-you", entry=table.format.entry)
            elif ref.verb == UNREGISTER:
                outcomes = await service.unregister(live.id, player)
                said = text.t("chat-tourney-refunded", entry=table.format.entry)
            elif ref.verb == START:
                outcomes = await service.start(live.id, player)
            elif ref.verb == CANCEL:
                outcomes = await service.cancel(live.id, player)
            else:
                await query.answer()
                return
        except RuleError as error:
            await query.answer(text.error(error), show_alert=True)
            return
        group = Localizer(await runtime.chat_lang(query.message.chat.id))
        await _edit_lobby(runtime, live, group, outcomes)
        if table.started:
            await publish_table(runtime, live.id, outcomes)
    if table.closed or table.started:
        await runtime.kv.delete(LOBBY_NS, live.id)

    async def answer() -> None:
        await query.answer(said)

    await runtime.recovery.cosmetic(answer, "answer the press")


async def _edit_lobby(
    runtime: TelegramRuntime, live: LiveTable, group: Localizer,
    outcomes: Sequence[TableOutcome],
) -> None:
    """Edit the lobby message to what the tournament is now (cosmetic: the change is
    committed; a failure is logged)."""
    stored: dict[str, Any] | None = await runtime.kv.get(LOBBY_NS, live.id)
    if stored is None or runtime.app is None:
        return
    body, markup = await lobby_message(runtime, live, group, outcomes)
    bot = runtime.app.bot

    async def edit() -> None:
        try:
            await bot.edit_message_text(body, chat_id=int(live.channel),
                                        message_id=int(stored["message_id"]),
                                        reply_markup=markup)
        except BadRequest as error:
            if "not modified" not in str(error).lower():
                raise

    await runtime.recovery.cosmetic(edit, f"lobby of tournament {live.id}")


def _table(live: LiveTable) -> TournamentTable:
    table = live.table
    assert isinstance(table, TournamentTable)
    return table
