"""The commands that are not a game move and are Telegram's own: /start (also a deep link's
payload: cards by DM, a private table's invitation), /help, /language and its buttons. The
others (/rules, /balance, /pictures, /cancel, /leaderboard, /stats, /hand) are the shared
requests (`bot.frontend.requests`, wired in `menu`)."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ChatType

from adapters.telegram import poker
from adapters.telegram.answering import Command, is_admin, on_command
from adapters.telegram.context import (
    CARDS_PAYLOAD,
    TABLE_CARDS_PAYLOAD,
    Context,
    display_name,
    runtime_of,
)
from bot.callbacks import ButtonRef
from bot.i18n import Localizer, languages


@on_command
async def start(found: Command, context: Context) -> None:
    message, user, runtime, text = found
    if message.chat.type != ChatType.PRIVATE:
        await message.reply_text(help_text(text))
        return
    await runtime.dm.opened(user.id)
    await message.reply_text(text.t("tg-welcome", name=display_name(user)))
    payload = context.args[0] if context.args else ""
    number = _payload_number(payload[1:])
    if payload.startswith(CARDS_PAYLOAD) and number is not None:
        await runtime.fronts.matches.send_hand(number, await runtime.player_id(user))
    elif payload.startswith(TABLE_CARDS_PAYLOAD) and number is not None:
        await runtime.fronts.tables.send_cards(number, await runtime.player_id(user))
    else:
        await poker.join_by_link(runtime, message, user, payload)


def _payload_number(word: str) -> int | None:
    """The match or table id in a deep link's payload: ASCII digits only (a person may type
    "/start c²" by hand; `isdigit` accepts "²", `int` does not)."""
    return int(word) if word.isascii() and word.isdecimal() and len(word) < 16 else None


@on_command
async def help_command(found: Command, context: Context) -> None:
    message, text = found.message, found.text
    await message.reply_text(help_text(text))


def help_text(text: Localizer) -> str:
    return text.t("tg-help") + "\n\n" + text.t("tg-help-games")


@on_command
async def language(found: Command, context: Context) -> None:
    """A menu of languages: in a private chat for the user, in a group for the group."""
    message, user, runtime, text = found
    in_group = message.chat.type != ChatType.PRIVATE
    if in_group and not await is_admin(context.bot, message.chat.id, user.id):
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
