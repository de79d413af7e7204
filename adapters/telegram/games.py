"""/updown in a group: a challenge by reply or mention, or a match against the computer; whom
a Telegram message names (a text mention, an @username seen before, the replied-to user).
The rest of the match games (/asnas, the presses of an offer's, a lobby's and a match's
buttons) is the shared requests' (`bot.frontend.requests`)."""

from __future__ import annotations

from telegram import Bot, Message, MessageEntity, Update, User

from adapters.telegram.answering import on_request
from adapters.telegram.context import (
    USER_NS,
    Context,
    TelegramRuntime,
    display_name,
    runtime_of,
)
from bot.frontend.requests import Request

GAME = "updown"
# Whom a reply to a message sent as a chat names: not a person (refused as "whom do you mean").
_NOBODY = User(0, "", is_bot=True)


@on_request(staking=True)
async def updown(req: Request, context: Context) -> None:
    """/updown: reply to someone (or mention them) to challenge them; alone, play the bot."""
    runtime = runtime_of(context)
    assert isinstance(req.origin, Message)
    opponent = await _opponent(runtime, req.origin, context.bot)
    requests = runtime.fronts.requests
    if opponent is None or opponent.id == context.bot.id:
        await requests.play_computer(req, GAME, runtime.opponent)
    elif opponent.is_bot:
        await req.origin.reply_text(req.text.t("tg-challenge-whom"))
    else:
        await requests.challenge(req, GAME, await runtime.player_id(opponent))


async def _opponent(runtime: TelegramRuntime, message: Message, bot: Bot) -> User | None:
    """Whom /updown names: a text mention, an @username we have seen, or the replied-to user;
    an @username never seen here names nobody we know (refused: "whom do you mean"), not
    the computer."""
    unknown = False
    for entity, value in message.parse_entities(
        [MessageEntity.TEXT_MENTION, MessageEntity.MENTION]
    ).items():
        if entity.type == MessageEntity.TEXT_MENTION and entity.user is not None:
            return entity.user
        username = value.lstrip("@").lower()
        if bot.username and username == bot.username.lower():
            return bot.bot
        known = await runtime.kv.get(USER_NS, username)
        if known is not None:
            return User(int(known["id"]), str(known["name"]), is_bot=False,
                        language_code=known.get("lang"))
        unknown = True
    replied = message.reply_to_message
    if replied is not None and replied.sender_chat is not None:
        return _NOBODY  # sent as a chat (an anonymous admin, a channel): no person to challenge
    if replied is not None and replied.from_user is not None:
        return replied.from_user
    return _NOBODY if unknown else None


async def remember_user(update: Update, context: Context) -> None:
    """Keep @username -> user for challenges by mention (Telegram gives only the name)."""
    user = update.effective_user
    if user is None or user.is_bot or not user.username:
        return
    runtime = runtime_of(context)
    key = user.username.lower()
    value = {"id": user.id, "name": display_name(user), "lang": user.language_code}
    if runtime.seen_users.get(key) != value:
        runtime.seen_users[key] = value
        await runtime.kv.put(USER_NS, key, value)
