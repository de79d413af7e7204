"""Which handler a press goes to (every callback query gets exactly one answer), and which
worker: a press of a scheduled tournament that another worker drives is left for that worker
(`relay`, `bot.relay`).

A button's signed reference is checked first (a forged one is refused), then where it was
pressed (a game's button works only in its game's chat), then its family's handler takes it.
Buttons drawn by earlier releases keep working under today's names (`legacy`)."""

from __future__ import annotations

import dataclasses
import logging

from telegram import Update
from telegram.error import BadRequest
from telegram.ext import ApplicationHandlerStop

from adapters.telegram import commands
from adapters.telegram.answering import forward_to_driver, press_request
from adapters.telegram.context import Context, community_of, runtime_of
from bot.callbacks import ButtonRef, ForgedButton
from bot.frontend import challenges
from bot.i18n import Localizer

log = logging.getLogger(__name__)


async def relay(update: Update, context: Context) -> None:
    """A press of a scheduled tournament's button that another worker drives: left for that
    worker (`bot.relay`), which answers and applies it; nothing else here handles it. (An
    amount typed for such a table is handed over by `amounts.amount_reply`, which finds its
    question.)"""
    query = update.callback_query
    if query is None:
        return
    runtime = runtime_of(context)
    try:
        ref = legacy(runtime.codec.decode(query.data or ""))
    except ForgedButton:
        return  # (refused where it is handled)
    if await forward_to_driver(runtime, update, ref.tag, ref.match_id):
        raise ApplicationHandlerStop


async def on_button(update: Update, context: Context) -> None:
    """Verify the button's signature and where it was pressed, then hand it to the shared
    requests (`bot.frontend.requests.Requests.press`; a language's to `commands`)."""
    query = update.callback_query
    if query is None:
        return
    runtime = runtime_of(context)
    try:
        try:
            ref = legacy(runtime.codec.decode(query.data or ""))
        except ForgedButton as error:
            text = await runtime.user_localizer(query.from_user)
            await query.answer(text.error(error), show_alert=True)
            return
        chat = query.message.chat.id if query.message is not None else None
        # (an inline message has no chat: no game's button is ever drawn there)
        if chat is None or not await runtime.fronts.pressed_in_place(ref, community_of(chat),
                                                                     str(chat)):
            text = await runtime.user_localizer(query.from_user)
            await query.answer(text.t("error-invalid-button"), show_alert=True)
            return
        if ref.tag in {"glang", "ulang"}:
            await commands.choose_language(update, context, ref)
            return
        req = await press_request(update, context)
        if req is not None:
            await runtime.fronts.requests.press(req, ref)
    except Exception:
        await _apologise(update, context)
        raise


# Button families of earlier releases, drawn on messages still in the chats: the same meaning
# under today's names (`bot.frontend.screen`, `bot.frontend.poker`), so they keep working.
LEGACY_TAGS = {"ask": "amt", "pa": "tact", "pk": "tamt", "pc": "tcards", "ps": "tsit",
               "tn": "tlob"}


# A challenge's buttons were "acc" and "dec" (the game in the verb's place).
LEGACY_ANSWERS = {"acc": challenges.ACCEPT, "dec": challenges.DECLINE}


def legacy(ref: ButtonRef) -> ButtonRef:
    if ref.tag in LEGACY_ANSWERS:
        return dataclasses.replace(ref, tag=challenges.TAG, verb=LEGACY_ANSWERS[ref.tag])
    tag = LEGACY_TAGS.get(ref.tag)
    return ref if tag is None else dataclasses.replace(ref, tag=tag)


async def _apologise(update: Update, context: Context) -> None:
    """Answer a callback query that failed midway; a second answer is refused and ignored."""
    query = update.callback_query
    if query is None:
        return
    try:
        lang = await runtime_of(context).user_lang(query.from_user)
    except Exception:
        lang = "en"
    try:
        await query.answer(Localizer(lang).t("error-internal"), show_alert=True)
    except BadRequest:
        log.debug("callback %s was already answered", query.id)
