"""Game buttons and typed amounts: who may press what, then the move goes through the match
service (stale and duplicate buttons are refused there) and the result is shown.

Button families (`ButtonRef.tag`): act / pick (a move now, with an amount or a card slot),
ask ("Other amount": ask for a number as a reply), cards ("My cards": an alert), and the
challenge's acc / dec."""

from __future__ import annotations

from telegram import Bot, CallbackQuery, Update, User

from adapters.telegram import poker_moves
from adapters.telegram.challenge import ACCEPT, DECLINE, answer_challenge
from adapters.telegram.context import (
    AmountPrompt,
    Context,
    RuleError,
    TelegramRuntime,
    incoming,
    runtime_of,
)
from adapters.telegram.poker_table import ACT as TABLE_ACT
from adapters.telegram.prompts import (
    PromptKey,
    ask_for_amount,
    delete_question,
    forget_prompt,
    pending_prompt,
)
from adapters.telegram.renderers import renderer
from adapters.telegram.request import press
from adapters.telegram.show import publish, redraw_on_failure, seat_of
from adapters.telegram.table import ACT, ASK, CARDS, PICK
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.tables.errors import TableClosed

LOOK = "look"  # As-Nas: see your own hand; private, does not end the turn (AN-2.5)


async def on_game_button(update: Update, context: Context, ref: ButtonRef) -> None:
    if ref.tag in (ACCEPT, DECLINE):
        await answer_challenge(update, context, ref)
    elif ref.tag == CARDS:
        await _show_cards(update, context, ref)
    elif ref.tag in (ACT, PICK):
        await _act(update, context, ref)
    elif ref.tag == ASK:
        await _ask_amount(update, context, ref)
    else:
        query, _, text = await press(update, context)
        await query.answer(text.t("error-invalid-button"), show_alert=True)


async def _act(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    try:
        seat = await seat_of(runtime, ref.match_id, query.from_user)
        if seat is None:
            await query.answer(text.t("error-not-your-turn"), show_alert=True)
            return
        async with runtime.lock(ref.match_id), redraw_on_failure(runtime, ref.match_id):
            outcomes = await runtime.service.act(
                ref.match_id, seat, deal_no=ref.deal_no, seq=ref.seq, kind=ref.verb,
                amount=ref.arg if ref.tag == ACT else None,
                choice=ref.arg if ref.tag == PICK else None,
            )
            if ref.verb == LOOK:  # As-Nas: the hand, to the clicker alone (AN-2.5)
                await _answer_with_hand(runtime, query, ref.match_id, seat)
            else:
                await query.answer()
            await publish(runtime, ref.match_id, outcomes)
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)


async def _show_cards(update: Update, context: Context, ref: ButtonRef) -> None:
    """"My cards": an alert only the clicker sees (the fallback for closed DMs)."""
    query, runtime, text = await press(update, context)
    try:
        seat = await seat_of(runtime, ref.match_id, query.from_user)
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    if seat is None:
        await query.answer(text.t("error-not-seated"), show_alert=True)
        return
    private = runtime.service.snapshot(ref.match_id).private_views[seat]
    hand_text = renderer(await runtime.game_of(ref.match_id)).hand_text
    await query.answer(hand_text(private, text), show_alert=True)


async def _answer_with_hand(
    runtime: TelegramRuntime, query: CallbackQuery, match_id: int, seat: int
) -> None:
    """After Look: an alert with the hand, and the same by DM when the player opened one."""
    text = await runtime.user_localizer(query.from_user)
    private = runtime.service.snapshot(match_id).private_views[seat]
    shown = renderer(await runtime.game_of(match_id)).hand_text(private, text)
    await query.answer(shown, show_alert=True)
    await runtime.dm.send(query.from_user.id, shown)


async def _ask_amount(update: Update, context: Context, ref: ButtonRef) -> None:
    """"Other amount": ask the acting player for a number, answered as a reply."""
    query, runtime, text = await press(update, context)
    assert query.message is not None
    try:
        seat = await seat_of(runtime, ref.match_id, query.from_user)
        now = runtime.service.snapshot(ref.match_id)
        if (now.deal_no, now.seq) != (ref.deal_no, ref.seq):
            raise StaleCommand()
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    if seat is None or now.to_act != seat:
        await query.answer(text.t("error-not-your-turn"), show_alert=True)
        return
    legal = [o for o in now.private_views[seat]["legal"] if o["kind"] == ref.verb]
    if not legal:
        await query.answer(text.t("error-illegal-action"), show_alert=True)
        return
    low, high = int(legal[0]["min"]), int(legal[0]["max"])
    prompt = AmountPrompt(ref.match_id, ref.deal_no, ref.seq, ref.verb, query.from_user.id)
    await ask_for_amount(runtime, query, prompt, low, high)


async def amount_reply(update: Update, context: Context) -> None:
    """A reply to an "Other amount" prompt: the number is the bet or raise-to total. The prompt
    comes from the store, so it is answered after a restart too; it is forgotten once applied
    or refused for good (`_FINAL`), kept after a typo or an out-of-range amount."""
    found = incoming(update)
    if found is None or found[0].reply_to_message is None:
        return
    message, user = found
    runtime = runtime_of(context)
    replied = message.reply_to_message
    assert replied is not None
    key = (message.chat.id, replied.message_id)
    prompt = await pending_prompt(runtime, key)
    if prompt is None or prompt.user_id != user.id:
        return
    text = await runtime.user_localizer(user)
    # Digits of any script, grouped as the bot prints them ("1,357", "1 357", "۱٬۳۵۷").
    amount = parse_amount(message.text or "")
    if amount is None:
        await message.reply_text(text.t("error-amount-not-a-number"))
        return
    try:
        if prompt.table:
            ref = ButtonRef(TABLE_ACT, prompt.match_id, prompt.deal_no, prompt.seq, prompt.verb)
            await poker_moves.act(runtime, user, ref, amount, None)
        else:
            await _match_amount(runtime, user, prompt, amount)
    except RuleError as error:
        if isinstance(error, _FINAL):
            await forget_prompt(runtime, key)
        await message.reply_text(text.error(error))
        return
    await _tidy(runtime, context.bot, key)


# Refusals after which the prompt can never be answered: its deal, hand or sequence is past,
# the move was already applied, or the match or table is over.
_FINAL = (StaleCommand, DuplicateCommand, SeqConflict, MatchNotFound, TableClosed)


async def _match_amount(
    runtime: TelegramRuntime, user: User, prompt: AmountPrompt, amount: int
) -> None:
    seat = await seat_of(runtime, prompt.match_id, user)
    if seat is None:
        raise MatchNotFound(prompt.match_id)
    async with runtime.lock(prompt.match_id), redraw_on_failure(runtime, prompt.match_id):
        outcomes = await runtime.service.act(
            prompt.match_id, seat, deal_no=prompt.deal_no, seq=prompt.seq,
            kind=prompt.verb, amount=amount,
        )
        await publish(runtime, prompt.match_id, outcomes)


async def _tidy(runtime: TelegramRuntime, bot: Bot, prompt: PromptKey) -> None:
    """Forget an answered prompt and delete its message so questions do not pile up in the
    group."""
    await forget_prompt(runtime, prompt)
    await delete_question(bot, *prompt)
