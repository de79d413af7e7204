"""The commands that are not a game move and are Telegram's own: /start (also a deep link's
payload: cards by DM, a private table's invitation), /help, /language and its buttons. The
others (/rules, /balance, /pictures, /cancel, /leaderboard, /stats, /hand) are the shared
requests (`bot.frontend.requests`, wired in `menu`)."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.constants import ChatType

from adapters.telegram import poker
from adapters.telegram.answering import is_admin, on_request
from adapters.telegram.context import (
    CARDS_PAYLOAD,
    TABLE_CARDS_PAYLOAD,
    Context,
    runtime_of,
)
from bot.callbacks import ButtonRef
from bot.frontend.requests import Request
from bot.i18n import Localizer, languages


@on_request(None)
async def start(req: Request, context: Context) -> None:
    message, runtime = _message(req), runtime_of(context)
    if message.chat.type != ChatType.PRIVATE:
        await message.reply_text(help_text(req.text))
        return
    assert message.from_user is not None
    await runtime.dm.opened(message.from_user.id)
    await message.reply_text(req.text.t("tg-welcome", name=req.name))
    payload = context.args[0] if context.args else ""
    number = _payload_number(payload[1:])
    if payload.startswith(CARDS_PAYLOAD) and number is not None:
        await runtime.fronts.matches.send_hand(number, req.player)
    elif payload.startswith(TABLE_CARDS_PAYLOAD) and number is not None:
        await runtime.fronts.tables.send_cards(number, req.player)
    else:
        await poker.join_by_link(runtime, message, message.from_user, payload)


def _message(req: Request) -> Message:
    assert isinstance(req.origin, Message)
    return req.origin


def _payload_number(word: str) -> int | None:
    """The match or table id in a deep link's payload: ASCII digits only (a person may type
    "/start c²" by hand; `isdigit` accepts "²", `int` does not)."""
    return int(word) if word.isascii() and word.isdecimal() and len(word) < 16 else None


@on_request(None)
async def help_command(req: Request, context: Context) -> None:
    await _message(req).reply_text(help_text(req.text))


def help_text(text: Localizer) -> str:
    return text.t("tg-help") + "\n\n" + text.t("tg-help-games")


@on_request(None)
async def language(req: Request, context: Context) -> None:
    """A menu of languages: in a private chat for the user, in a group for the group."""
    message, runtime, text = _message(req), runtime_of(context), req.text
    in_group = message.chat.type != ChatType.PRIVATE
    if in_group and not await req.manager():
        await message.reply_text(text.t("tg-admin-only"))
        return
    tag = "glang" if in_group else "ulang"
    buttons = [
        InlineKeyboardButton(
            Localizer(lang).plain.t("language-name"),
            callback_data=runtime.codec.encode(ButtonRef(tag, 0, 0, 0, lang)),
        )
        for lang in languages()
    ]
    await message.reply_text(
        text.t("tg-language-choose"), reply_markup=InlineKeyboardMarkup([buttons])
    )


async def choose_language(update: Update, context: Context, ref: ButtonRef) -> None:
    """A language button was pressed (the callback router decoded and verified it)."""
    query = update.callback_query
    assert query is not None and query.message is not None
    runtime = runtime_of(context)
    lang = ref.verb if ref.verb in languages() else runtime.settings.default_language
    chat_id = query.message.chat.id
    if ref.tag == "glang":
        if not await is_admin(context.bot, chat_id, query.from_user.id):
            text = await runtime.user_localizer(query.from_user)
            await query.answer(text.t("tg-admin-only"), show_alert=True)
            return
        await runtime.set_chat_lang(chat_id, lang)
    else:
        await runtime.store.set_language(await runtime.player_id(query.from_user), lang)
    done = Localizer(lang).t("language-set")
    await query.answer(done)
    await query.edit_message_text(done)
