"""Where every command and press handler starts: the message, its sender, the runtime and the
sender's language, and for what only a group can do, the refusal in a private chat; the shared
`bot.frontend.requests.Request` they make (`on_request`, `press_request`); and an update left
for the worker that drives its tournament (`forward_to_driver`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import Any, NamedTuple

from telegram import Bot, Message, Update, User
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


class Command(NamedTuple):
    """A command from a person: its message, the sender, the runtime and the sender's language."""

    message: Message
    user: User
    runtime: TelegramRuntime
    text: Localizer


async def command(update: Update, context: Context) -> Command | None:
    """None for an update that is not a person's message.

    A message sent on behalf of a chat (an anonymous group admin, a channel identity: Telegram
    names the shared users GroupAnonymousBot / Channel_Bot as the sender) or by a bot is
    refused with a hint to post as oneself: a seat taken that way belongs to nobody who can
    press its buttons."""
    found = incoming(update)
    if found is None:
        return None
    message, user = found
    runtime = runtime_of(context)
    if message.sender_chat is not None or user.is_bot:
        group = Localizer(await runtime.chat_lang(message.chat))
        await message.reply_text(group.t("tg-post-as-yourself"))
        return None
    await runtime.catch_up(message.chat.id)  # another worker may have moved its games on
    return Command(message, user, runtime, await runtime.user_localizer(user))


async def group_command(
    update: Update, context: Context, private_key: str = "tg-group-only"
) -> Command | None:
    """`command` for what only a group can do: in a private chat the sender is told
    `private_key` (chips and tables belong to a group) and None comes back."""
    found = await command(update, context)
    if found is not None and found.message.chat.type == ChatType.PRIVATE:
        await found.message.reply_text(found.text.t(private_key))
        return None
    return found


UpdateHandler = Callable[[Update, Context], Coroutine[Any, Any, None]]


RequestHandler = Callable[[Request, Context], Coroutine[Any, Any, None]]


def on_request(private_key: str | None = "tg-group-only", *, staking: bool = False
               ) -> Callable[[RequestHandler], UpdateHandler]:
    """`handler` for a person's command, as the shared `Request` (`private_key`: what only
    a group can do, refused in a private chat with that message; `staking`: the sender's
    account here is opened, with its starting grant, before the handler runs)."""
    def wrap(handler: RequestHandler) -> UpdateHandler:
        @functools.wraps(handler)
        async def handle(update: Update, context: Context) -> None:
            found = await (command(update, context) if private_key is None
                           else group_command(update, context, private_key))
            if found is None:
                return
            message, user, runtime, text = found
            chat_id = message.chat.id
            community = community_of(chat_id)
            player = (await runtime.account(community, user))[0] if staking \
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
