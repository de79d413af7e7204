"""Where every command and press handler starts: the shared `bot.frontend.requests.Request`
made of a person's message (`on_request`: a chat's identity refused, and for what only a group
can do, a private chat) or press (`press_request`); and an update left for the worker that
drives its tournament (`forward_to_driver`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import Any

from telegram import Bot, Update, User
from telegram.constants import ChatMemberStatus, ChatType

from adapters.telegram.context import (
    Context,
    TelegramRuntime,
    community_of,
    display_name,
    incoming,
    runtime_of,
)
from bot.frontend.requests import Request
from bot.i18n import Localizer

UpdateHandler = Callable[[Update, Context], Coroutine[Any, Any, None]]
RequestHandler = Callable[[Request, Context], Coroutine[Any, Any, None]]


def on_request(private_key: str | None = "tg-group-only", *, staking: bool = False
               ) -> Callable[[RequestHandler], UpdateHandler]:
    """`handler` for a person's command, as the shared `Request`; any other update is left
    alone. `private_key`: what only a group can do (chips and tables belong to a group),
    refused in a private chat with that message; `staking`: the sender's account here is
    opened, with its starting grant, before the handler runs.

    A message sent on behalf of a chat (an anonymous group admin, a channel identity: Telegram
    names the shared users GroupAnonymousBot / Channel_Bot as the sender) or by a bot is
    refused with a hint to post as oneself: a seat taken that way belongs to nobody who can
    press its buttons."""
    def wrap(handler: RequestHandler) -> UpdateHandler:
        @functools.wraps(handler)
        async def handle(update: Update, context: Context) -> None:
            found = incoming(update)
            if found is None:
                return
            (message, user), runtime = found, runtime_of(context)
            if message.sender_chat is not None or user.is_bot:
                group = Localizer(await runtime.chat_lang(message.chat))
                await message.reply_text(group.t("tg-post-as-yourself"))
                return
            await runtime.catch_up(message.chat.id)  # another worker may have moved it on
            text = await runtime.user_localizer(user)
            if private_key is not None and message.chat.type == ChatType.PRIVATE:
                await message.reply_text(text.t(private_key))
                return
            chat_id = message.chat.id
            player = (await runtime.account(community_of(chat_id), user))[0] if staking \
                else await runtime.player_id(user)
            await handler(_request(message, chat_id, user, player, text, bot=context.bot),
                          context)
        return handle
    return wrap


def _request(origin: object, chat_id: int, user: User, player: int, text: Localizer, *,
             bot: Bot) -> Request:
    return Request(origin, community_of(chat_id), str(chat_id), player, display_name(user),
                   text, manager=lambda: is_admin(bot, chat_id, user.id))


async def is_admin(bot: Bot, chat_id: int, user_id: int) -> bool:
    """Whether the user manages the group (its admins and owner)."""
    member: Any = await bot.get_chat_member(chat_id, user_id)
    return member.status in {ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER}


async def press_request(update: Update, context: Context) -> Request | None:
    """A button press as the shared `Request` (the router calls it only for a callback
    query), the press's chat caught up first (another worker may have moved it on); None
    (answered) for a press on a message that is no chat's (an inline message: no game's
    button is ever drawn there)."""
    query = update.callback_query
    assert query is not None
    runtime = runtime_of(context)
    text = await runtime.user_localizer(query.from_user)
    if query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return None
    await runtime.catch_up(query.message.chat.id)
    user = query.from_user
    return _request(query, query.message.chat.id, user, await runtime.player_id(user), text,
                    bot=context.bot)


async def forward_to_driver(runtime: TelegramRuntime, update: Update, tag: str, game: int
                            ) -> bool:
    """Leave `update` for the worker that drives game `game` (a scheduled tournament's table
    or lobby, `bot.relay`), which answers and applies it; False when this worker is to
    handle it itself."""
    holder = await runtime.fronts.mtt.driver_of(tag, game)
    if holder is None:
        return False
    await runtime.relay.forward(holder, update.to_dict())
    return True
