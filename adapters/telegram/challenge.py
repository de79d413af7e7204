"""/updown: a challenge by reply or mention, or a match against the computer. The challenger sits
in seat 0 and starts (UD-2.3 Decision).

A challenge is stored (`bot.challenges.ChallengeBook`) with an id, which its Accept and Decline
buttons carry, and an expiry (`challenge_expiry_s`): it is removed when accepted, declined or
expired (a JobQueue job edits its message then; start-up re-arms the jobs), so an old offer
pressed later starts nothing, and two people have at most one open challenge between them.
Accepting takes the challenge out of the store in one statement, so of many presses racing
each other one opens the match."""

from __future__ import annotations

import logging
from typing import cast

from telegram import (
    Bot,
    CallbackQuery,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    Update,
    User,
)
from telegram.error import TelegramError

from adapters.telegram.context import (
    COMMUNITY_PREFIX,
    USER_NS,
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
    runtime_of,
)
from adapters.telegram.request import group_command, press
from bot.callbacks import ButtonRef
from bot.challenges import Challenge, start_match_between
from bot.i18n import Localizer
from bot.matches import setup_for

log = logging.getLogger(__name__)

GAME = "updown"
ACCEPT, DECLINE = "acc", "dec"
# Whom a reply to a message sent as a chat names: not a person (refused as "whom do you mean").
_NOBODY = User(0, "", is_bot=True)


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
    chat_id = message.chat.id
    now = runtime.clock()
    offer = await runtime.challenges.offer(
        community_of(chat_id), str(chat_id), GAME, await runtime.player_id(user),
        await runtime.player_id(opponent), now=now, expires_at=now + runtime.challenge_expiry,
    )
    if offer is None:
        await message.reply_text(text.t("tg-challenge-open", challenger=display_name(user),
                                        opponent=display_name(opponent)))
        return
    group = Localizer(await runtime.chat_lang(message.chat))
    stake = setup_for(GAME).buy_in
    buttons = [
        (group.t("tg-accept"), ButtonRef(ACCEPT, offer.id, 0, 0, GAME)),
        (group.t("tg-decline"), ButtonRef(DECLINE, offer.id, 0, 0, GAME)),
    ]
    markup = InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, callback_data=runtime.codec.encode(ref))
          for label, ref in buttons]]
    )
    try:
        sent = await message.reply_text(
            group.t("tg-challenge", challenger=display_name(user),
                    opponent=display_name(opponent), stake=stake),
            reply_markup=markup,
        )
    except Exception:
        await runtime.challenges.take(offer.id, now)  # never shown: it holds nobody
        raise
    await runtime.challenges.shown_in(offer.id, str(sent.message_id))
    schedule_expiry(runtime, offer)


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


async def _start_against_computer(
    runtime: TelegramRuntime, message: Message, user: User, text: Localizer
) -> None:
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    async with runtime.chat_lock(message.chat.id):  # one open match per person, checked here
        if await runtime.service.find_open_match(community, player, GAME) is not None:
            await message.reply_text(text.t("tg-already-playing", name=display_name(user)))
            return
        try:
            match_id, outcomes = await runtime.service.start_match(
                community, player, GAME, channel=str(message.chat.id),
                opponent=runtime.opponent,
            )
        except RuleError as error:
            await message.reply_text(text.error(error))
            return
    await runtime.matches.start(match_id, outcomes)


async def answer_challenge(update: Update, context: Context, ref: ButtonRef) -> None:
    """Accept (the challenged person only) or Decline (either of the two) a stored challenge."""
    query, runtime, text = await press(update, context)
    if query.message is None:
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    chat_id = query.message.chat.id
    offer = await runtime.challenges.get(ref.match_id)
    if offer is not None and offer.channel != str(chat_id):  # bound to its chat (item 12)
        await query.answer(text.t("error-invalid-button"), show_alert=True)
        return
    if offer is None or offer.expired(runtime.clock()):
        await query.answer(text.t("tg-challenge-expired"), show_alert=True)
        if offer is not None:
            await expire_challenges(runtime, offer.id)
        return
    clicker = await runtime.player_id(query.from_user)
    if ref.tag == DECLINE and clicker in (offer.challenger, offer.opponent):
        if await _take(runtime, offer) is None:
            await query.answer(text.t("tg-challenge-expired"), show_alert=True)
            return
        await query.answer()
        group = Localizer(await runtime.chat_lang(chat_id))
        await _close_offer(query, group.t("tg-challenge-declined",
                                          opponent=display_name(query.from_user)))
        return
    if clicker != offer.opponent:
        name = (await runtime.user_of_player(offer.opponent)).first_name
        await query.answer(text.t("tg-challenge-not-for-you", name=name), show_alert=True)
        return
    await _accept(runtime, query, offer, text)


async def _accept(
    runtime: TelegramRuntime, query: CallbackQuery, offer: Challenge, text: Localizer
) -> None:
    community, chat_id = offer.community, int(offer.channel)
    async with runtime.chat_lock(chat_id):  # "nobody is playing yet", then the match
        challenger_user = await runtime.user_of_player(offer.challenger)
        challenger, _ = await runtime.account(community, challenger_user)
        opponent, _ = await runtime.account(community, query.from_user)
        for player, user in ((challenger, challenger_user), (opponent, query.from_user)):
            if await runtime.service.find_open_match(community, player, GAME) is not None:
                await query.answer(text.t("tg-already-playing", name=display_name(user)),
                                   show_alert=True)
                return  # the challenge stays open until it expires
        if await _take(runtime, offer) is None:  # a racing press took it first
            await query.answer(text.t("tg-challenge-expired"), show_alert=True)
            return
        try:
            match_id, outcomes = await start_match_between(
                runtime.service, community, offer.channel, [challenger, opponent], offer.game
            )
        except RuleError as error:
            await query.answer(text.error(error), show_alert=True)
            await _close_offer(query, None)
            return
    # The match exists from here on: draw it and arm its timer before anything cosmetic, so a
    # failed answer or edit of the offer never leaves it invisible.
    await runtime.matches.start(match_id, outcomes)
    await runtime.recovery.cosmetic(query.answer, "answer Accept")
    await _close_offer(query, None)


async def _take(runtime: TelegramRuntime, offer: Challenge) -> Challenge | None:
    """Remove the challenge (None if a racing press or its expiry already did) and its job."""
    taken = await runtime.challenges.take(offer.id, runtime.clock())
    if taken is not None:
        _cancel_expiry(runtime, offer.id)
    return taken


async def _close_offer(query: CallbackQuery, said: str | None) -> None:
    """The challenge message loses its buttons (and says `said`); best effort."""
    try:
        if said is None:
            await query.edit_message_reply_markup(None)
        else:
            await query.edit_message_text(said)
    except TelegramError as error:
        log.info("challenge message not updated: %s", error.message)


# -- expiry -----------------------------------------------------------------------------------


def _job_name(challenge_id: int) -> str:
    return f"challenge:{challenge_id}"


def schedule_expiry(runtime: TelegramRuntime, offer: Challenge) -> None:
    """Arm the job that expires the challenge at its stored time."""
    if runtime.app is None or runtime.app.job_queue is None:
        return
    delay = max(0.0, offer.expires_at - runtime.clock())
    runtime.app.job_queue.run_once(_challenge_due, delay, data=offer.id,
                                   name=_job_name(offer.id))


def _cancel_expiry(runtime: TelegramRuntime, challenge_id: int) -> None:
    if runtime.app is None or runtime.app.job_queue is None:
        return
    for job in runtime.app.job_queue.get_jobs_by_name(_job_name(challenge_id)):
        job.schedule_removal()


async def _challenge_due(context: Context) -> None:
    assert context.job is not None
    await expire_challenges(runtime_of(context), cast(int, context.job.data))


async def expire_challenges(runtime: TelegramRuntime, challenge_id: int | None = None) -> None:
    """Remove the challenges whose time is up (only `challenge_id` if given) and say so on
    their messages, without buttons."""
    now = runtime.clock()
    for offer in await runtime.challenges.expire(now, challenge_id, COMMUNITY_PREFIX):
        _cancel_expiry(runtime, offer.id)
        if offer.message_id is None or runtime.app is None:
            continue
        group = Localizer(await runtime.chat_lang(int(offer.channel)))
        try:
            await runtime.app.bot.edit_message_text(
                group.t("tg-challenge-expired"), chat_id=int(offer.channel),
                message_id=int(offer.message_id),
            )
        except TelegramError as error:
            log.info("expired challenge %s not edited: %s", offer.id, error.message)


async def resume_challenges(runtime: TelegramRuntime) -> None:
    """After a restart: expire what expired meanwhile, re-arm the others' jobs."""
    await expire_challenges(runtime)
    for offer in await runtime.challenges.pending(COMMUNITY_PREFIX):
        schedule_expiry(runtime, offer)
