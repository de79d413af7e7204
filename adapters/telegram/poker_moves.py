"""Poker table buttons: act (a move now, with an amount or a power's choice), ask ("Other
amount"), my cards (an alert), sit down. The table service refuses whoever is not to act and
any button drawn for an older hand or action sequence; a glance's card or a swap's new card is
answered to the clicker alone (alert and DM, NK-6.1, NK-6.2)."""

from __future__ import annotations

from telegram import CallbackQuery, Update, User

from adapters.telegram.context import (
    AmountPrompt,
    Context,
    RuleError,
    TelegramRuntime,
)
from adapters.telegram.poker import sit_down
from adapters.telegram.poker_show import hole_body, publish_table
from adapters.telegram.prompts import ask_for_amount
from adapters.telegram.request import press
from bot.callbacks import ButtonRef
from bot.errors import StaleCommand
from bot.frontend import PrivateLine, poker
from bot.i18n import Localizer
from bot.tables import TableCommand


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    try:
        if ref.tag == poker.CARDS:
            await _show_cards(runtime, query, ref.match_id, text)
        elif ref.tag == poker.SIT:
            live = runtime.table_service(ref.match_id).get(ref.match_id)
            answered: list[str] = []

            async def reply(said: str) -> None:
                answered.append(said)
                await query.answer(said, show_alert=True)

            await sit_down(runtime, live, query.from_user, [], text=text, reply=reply)
            if not answered:
                await query.answer()
        elif ref.tag == poker.AMOUNT:
            await _ask_amount(runtime, query, ref, text)
        else:
            await act(runtime, query.from_user, ref, ref.arg, query)
    except RuleError as error:
        await runtime.matches.refused(query, ref.match_id, error)


async def act(
    runtime: TelegramRuntime, user: User, ref: ButtonRef, number: int | None,
    query: CallbackQuery | None,
) -> None:
    """A poker action from a button (or a typed amount): only the seat to act may (the table
    refuses the others), on the hand and action sequence the button was drawn for."""
    live = runtime.table_service(ref.match_id).get(ref.match_id)
    player = await runtime.player_id(user)
    choice = number if ref.verb in poker.CHOICE_VERBS else None
    amount = number if ref.verb not in poker.CHOICE_VERBS else None
    command = TableCommand(ref.match_id, player, ref.deal_no, ref.seq, ref.verb, amount, choice)
    async with runtime.recovery.after_failure(live.id), runtime.lock(live.id):
        outcomes = await runtime.table_service(live.id).act(command)
        await publish_table(runtime, live.id, outcomes)
    # Saved and shown: answering the press can no longer undo or hide the move.
    seat = live.table.seat_of(player)
    text = await runtime.user_localizer(user)
    secret = poker.secret_lines(outcomes[0].events, seat, text) if seat is not None else []
    if secret:  # a glance's card, a swap's new card: to the clicker alone (NK-6.1, NK-6.2)
        said = "\n".join(secret)
        if query is not None:
            await runtime.recovery.cosmetic(
                lambda: query.answer(said, show_alert=True), "power alert"
            )
        await runtime.recovery.deliver([PrivateLine(live.id, ref.deal_no, player, said)])
    elif query is not None:
        await runtime.recovery.cosmetic(query.answer, "answer the press")


async def _show_cards(
    runtime: TelegramRuntime, query: CallbackQuery, table_id: int, text: Localizer
) -> None:
    """"My cards": an alert only the clicker sees (the fallback for closed DMs)."""
    live = runtime.table_service(table_id).get(table_id)
    seat = live.table.seat_of(await runtime.player_id(query.from_user))
    if seat is None:
        await query.answer(text.t("error-not-seated"), show_alert=True)
        return
    private = live.table.private_view(seat)
    body = hole_body(runtime, table_id, private, text, short=True)
    await query.answer(body, show_alert=True)


async def _ask_amount(
    runtime: TelegramRuntime, query: CallbackQuery, ref: ButtonRef, text: Localizer
) -> None:
    """"Other amount": the shared prompt, answered as a reply (`moves.amount_reply`)."""
    live = runtime.table_service(ref.match_id).get(ref.match_id)
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
