"""/updown: a challenge by reply or mention (Accept/Decline buttons, signed and stateless), or a
match against the computer. The challenger sits in seat 0 and starts (UD-2.3 Decision)."""

from __future__ import annotations

from telegram import (
    Bot,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    Update,
    User,
)

from adapters.telegram.context import (
    USER_NS,
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
    runtime_of,
)
from adapters.telegram.request import group_command, press
from adapters.telegram.show import publish
from bot.callbacks import ButtonRef
from bot.challenges import start_match_between
from bot.i18n import Localizer
from bot.matches import setup_for

GAME = "updown"
ACCEPT, DECLINE = "acc", "dec"


async def updown(update: Update, context: Context) -> None:
    """/updown: reply to someone (or mention them) to challenge them; alone, play the bot."""
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    opponent = await _opponent(runtime, message, context.bot)
    if opponent is not None and opponent.id == user.id:
        await message.reply_text(text.t("tg-challenge-self"))
        return
    if opponent is None or opponent.id == context.bot.id:
        await _start_against_computer(runtime, message, user, text)
        return
    if opponent.is_bot:
        await message.reply_text(text.t("tg-challenge-whom"))
        return
    await runtime.remember(opponent)
    group = Localizer(await runtime.chat_lang(message.chat))
    stake = setup_for(GAME).buy_in
    buttons = [
        (group.t("tg-accept"), ButtonRef(ACCEPT, user.id, opponent.id, 0, GAME)),
        (group.t("tg-decline"), ButtonRef(DECLINE, user.id, opponent.id, 0, GAME)),
    ]
    markup = InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=runtime.codec.encode(ref))
          for label, ref in buttons]]
    )
    await message.reply_text(
        group.t("tg-challenge", challenger=display_name(user), opponent=display_name(opponent),
                stake=stake),
        reply_markup=markup,
    )


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


async def _start_against_computer(
    runtime: TelegramRuntime, message: Message, user: User, text: Localizer
) -> None:
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    if await runtime.service.find_open_match(community, player, GAME) is not None:
        await message.reply_text(text.t("tg-already-playing", name=display_name(user)))
        return
    try:
        match_id, outcomes = await runtime.service.start_match(
            community, player, GAME, channel=str(message.chat.id), opponent=runtime.opponent
        )
    except RuleError as error:
        await message.reply_text(text.error(error))
        return
    async with runtime.lock(match_id):
        await publish(runtime, match_id, outcomes)


async def answer_challenge(update: Update, context: Context, ref: ButtonRef) -> None:
    query, runtime, text = await press(update, context)
    assert query.message is not None
    clicker = query.from_user
    challenger_id, opponent_id = ref.match_id, ref.deal_no
    if ref.tag == DECLINE and clicker.id in (challenger_id, opponent_id):
        await query.answer()
        group = Localizer(await runtime.chat_lang(query.message.chat.id))
        await query.edit_message_text(
            group.t("tg-challenge-declined", opponent=display_name(clicker))
        )
        return
    if clicker.id != opponent_id:
        name = await runtime.known_name(opponent_id)
        await query.answer(text.t("tg-challenge-not-for-you", name=name), show_alert=True)
        return
    chat_id = query.message.chat.id
    community = community_of(chat_id)
    challenger_user = await runtime.known_user(challenger_id)
    challenger, _ = await runtime.account(community, challenger_user)
    opponent, _ = await runtime.account(community, clicker)
    for player, user in ((challenger, challenger_user), (opponent, clicker)):
        if await runtime.service.find_open_match(community, player, GAME) is not None:
            await query.answer(text.t("tg-already-playing", name=display_name(user)),
                               show_alert=True)
            return
    try:
        match_id, outcomes = await start_match_between(
            runtime.service, community, str(chat_id), [challenger, opponent], GAME
        )
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    # The match exists from here on: draw it and arm its timer before anything cosmetic, so a
    # failed answer or edit of the offer never leaves it invisible.
    async with runtime.lock(match_id):
        await publish(runtime, match_id, outcomes)
    await runtime.recovery.cosmetic(query.answer, "answer Accept")
    await runtime.recovery.cosmetic(
        lambda: query.edit_message_reply_markup(None), "take the offer's buttons off"
    )
