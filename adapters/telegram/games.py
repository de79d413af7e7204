"""The match games in a group (the flows, written once for every chat, are
`bot.frontend.challenges.ChallengeFront`, `bot.frontend.lobbies.LobbyFront` and
`bot.frontend.matches.MatchFront`):

* /updown: a challenge by reply or mention, or a match against the computer; whom a Telegram
  message names (a text mention, an @username seen before, the replied-to user);
* /asnas: a four-seat lobby with the sender in seat 1;
* the presses of an offer's, a lobby's and a match's buttons.
"""

from __future__ import annotations

from typing import Final

from telegram import Bot, Message, MessageEntity, Update, User

from adapters.telegram.answering import Command, in_group, press
from adapters.telegram.context import (
    USER_NS,
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
    runtime_of,
)
from bot.callbacks import ButtonRef
from bot.frontend import lobbies
from bot.frontend.challenges import TAG as CHALLENGE_TAG
from bot.frontend.screen import MATCH_TAGS

LOBBY_TAG: Final = lobbies.TAG
GAME = "updown"
# Whom a reply to a message sent as a chat names: not a person (refused as "whom do you mean").
_NOBODY = User(0, "", is_bot=True)


@in_group()
async def updown(found: Command, context: Context) -> None:
    """/updown: reply to someone (or mention them) to challenge them; alone, play the bot."""
    message, user, runtime, text = found
    opponent = await _opponent(runtime, message, context.bot)
    community, channel = community_of(message.chat.id), str(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        if opponent is None or opponent.id == context.bot.id:
            await runtime.fronts.challenges.play_computer(community, channel, player, GAME,
                                                          runtime.opponent)
        elif opponent.is_bot:
            await message.reply_text(text.t("tg-challenge-whom"))
        else:
            await runtime.fronts.challenges.offer(
                message, community, channel, game=GAME, challenger=player,
                opponent=await runtime.player_id(opponent),
            )
    except RuleError as error:
        await message.reply_text(text.error(error))


async def _opponent(runtime: TelegramRuntime, message: Message, bot: Bot) -> User | None:
    """Whom /updown names: a text mention, an @username we have seen, or the replied-to user."""
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
    replied = message.reply_to_message
    if replied is not None and replied.sender_chat is not None:
        return _NOBODY  # sent as a chat (an anonymous admin, a channel): no person to challenge
    if replied is not None and replied.from_user is not None:
        return replied.from_user
    return None


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


async def answer_challenge(update: Update, context: Context, ref: ButtonRef) -> None:
    """Accept (the challenged person only) or Decline (either of the two) a stored challenge."""
    query, runtime, text = await press(update, context)
    if query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    clicker = await runtime.player_id(query.from_user)
    await runtime.fronts.challenges.answer(query, ref, clicker, str(query.message.chat.id))


@in_group()
async def asnas(found: Command, context: Context) -> None:
    """/asnas: open a lobby in this group with the sender in seat 1."""
    message, user, runtime, text = found
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        await runtime.fronts.lobbies.open(message, community, str(message.chat.id), player)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    if query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    chat_id = query.message.chat.id
    player = await runtime.player_id(query.from_user)
    await runtime.fronts.lobbies.press(query, ref, player, community_of(chat_id), str(chat_id))


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
