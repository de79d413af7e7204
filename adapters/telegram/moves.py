"""Match buttons and typed amounts. A match button goes to the shared match flow
(`bot.frontend.matches.MatchFront`: who may press what, the move through the match service,
the table shown); a challenge's Accept/Decline to `challenge`.

A typed amount answers an "Other amount" prompt (`prompts`): the number is the bet or raise-to
total, for a match or a poker table. The prompt comes from the store, so it is answered after a
restart too; it is forgotten once applied or refused for good (`_FINAL`), kept after a typo or
an out-of-range amount."""

from __future__ import annotations

from telegram import Bot, Update

from adapters.telegram.challenge import answer_challenge
from adapters.telegram.context import Context, TelegramRuntime, incoming, runtime_of
from adapters.telegram.prompts import PromptKey, delete_question, forget_prompt, pending_prompt
from adapters.telegram.request import forward_to_driver, press
from bot.callbacks import ButtonRef
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.frontend.challenges import TAG as CHALLENGE_TAG
from bot.frontend.poker import ACT as TABLE_ACT
from bot.frontend.screen import AMOUNT, MATCH_TAGS
from bot.tables.errors import TableClosed


async def on_game_button(update: Update, context: Context, ref: ButtonRef) -> None:
    if ref.tag == CHALLENGE_TAG:
        await answer_challenge(update, context, ref)
    elif ref.tag in MATCH_TAGS:
        query, runtime, _ = await press(update, context)
        player = await runtime.player_id(query.from_user)
        await runtime.fronts.matches.press(query, player, ref)
    else:
        query, _, text = await press(update, context)
        await query.answer(text.t("error-invalid-button"), show_alert=True)


async def amount_reply(update: Update, context: Context) -> None:
    """A reply to an "Other amount" prompt (see the module docstring)."""
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
    if prompt.table and await forward_to_driver(runtime, update, TABLE_ACT, prompt.match_id):
        return  # stored after `handlers.relay` looked: its tournament's driver answers it
    # The flows answer a refusal themselves (a reply to the typed amount).
    asked = ButtonRef(AMOUNT, prompt.match_id, prompt.deal_no, prompt.seq, prompt.verb)
    refusal = await runtime.fronts.typed_amount(message, await runtime.player_id(user), asked,
                                                message.text or "", table=prompt.table)
    if refusal is None:
        await _tidy(runtime, context.bot, key)
    elif isinstance(refusal, _FINAL):
        await forget_prompt(runtime, key)


# Refusals after which the prompt can never be answered: its deal, hand or sequence is past,
# the move was already applied, or the match or table is over.
_FINAL = (StaleCommand, DuplicateCommand, SeqConflict, MatchNotFound, TableClosed)


async def _tidy(runtime: TelegramRuntime, bot: Bot, prompt: PromptKey) -> None:
    """Forget an answered prompt and delete its message so questions do not pile up in the
    group."""
    await forget_prompt(runtime, prompt)
    await delete_question(bot, *prompt)
