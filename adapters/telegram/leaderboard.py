"""/leaderboard [week|month|all] [chips|hands|pot|updown|asnas] in a group: a page of the
group's board (`bot.frontend.boards`, the indexer run before reading) with Previous and Next
buttons, which edit the message in place in the clicker's language."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.error import BadRequest

from adapters.telegram.context import Context, TelegramRuntime, community_of
from adapters.telegram.request import group_command, press
from bot.callbacks import ButtonRef
from bot.frontend.boards import BoardView, board_choice, board_view, page_of
from bot.i18n import Localizer
from bot.views import render_text


def _shown(runtime: TelegramRuntime, view: BoardView,
           text: Localizer) -> tuple[str, InlineKeyboardMarkup | None]:
    body = "\n".join(render_text(line, text) for line in view.lines)
    buttons = [InlineKeyboardButton(text.t(label), callback_data=runtime.codec.encode(ref))
               for label, ref in view.buttons]
    return body, InlineKeyboardMarkup([buttons]) if buttons else None


async def leaderboard(update: Update, context: Context) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, _, runtime, text = found
    choice = board_choice(context.args or [])
    if choice is None:
        await message.reply_text(text.t("board-usage-chat"))
        return
    view = await board_view(runtime.boards, community_of(message.chat.id), *choice)
    body, markup = _shown(runtime, view, text)
    await message.reply_text(body, reply_markup=markup)


async def on_page(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    wanted = page_of(ref)
    if wanted is None or query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    metric, period, page = wanted
    view = await board_view(runtime.boards, community_of(query.message.chat.id), metric,
                            period, page)
    body, markup = _shown(runtime, view, text)
    await query.answer()
    try:
        await query.edit_message_text(body, reply_markup=markup)
    except BadRequest as error:
        if "not modified" not in str(error).lower():
            raise
