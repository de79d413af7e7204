"""Up/Down in a Telegram group: challenges, the table message, buttons, amounts, private cards,
turn timers, /cancel and resuming after a restart.

Every move goes through `bot.matches.MatchService` (the registry refuses stale and duplicate
buttons and commits before it returns); this module only decides who may press what and how
the result is shown. One `asyncio.Lock` per match orders "apply, then show" between handlers
and timer jobs, so an older state is never drawn over a newer one.
"""

from __future__ import annotations

import html
import logging
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any, cast

from telegram import (
    Bot,
    ForceReply,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    MessageEntity,
    Update,
    User,
)
from telegram.constants import ChatType, ParseMode
from telegram.ext import Application, ContextTypes
from telegram.helpers import create_deep_linked_url

from adapters.telegram.commands import CARDS_PAYLOAD, incoming, is_admin, runtime_of
from adapters.telegram.context import (
    USER_NS,
    AmountPrompt,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.table import ACT, ASK, CARDS, PICK, hand_text, table_keyboard, table_text
from bot.callbacks import ButtonRef
from bot.challenges import start_match_between
from bot.commands import Outcome
from bot.errors import (  # type: ignore[attr-defined]  # RuleError: the engine's, re-exported
    MatchNotFound,
    RuleError,
    StaleCommand,
)
from bot.i18n import Localizer
from bot.matches import setup_for
from bot.timeouts import timeout_move

log = logging.getLogger(__name__)

Context = ContextTypes.DEFAULT_TYPE
GAME = "updown"
ACCEPT, DECLINE = "acc", "dec"


# -- challenges -----------------------------------------------------------------------------


async def updown(update: Update, context: Context) -> None:
    """/updown: reply to someone (or mention them) to challenge them; alone, play the bot."""
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-group-only"))
        return
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


async def _answer_challenge(update: Update, context: Context, ref: ButtonRef) -> None:
    query = update.callback_query
    assert query is not None and query.message is not None
    runtime = runtime_of(context)
    clicker = query.from_user
    text = await runtime.user_localizer(clicker)
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
    await query.answer()
    await query.edit_message_reply_markup(None)
    async with runtime.lock(match_id):
        await publish(runtime, match_id, outcomes)


# -- buttons --------------------------------------------------------------------------------


async def on_game_button(update: Update, context: Context, ref: ButtonRef) -> None:
    if ref.tag in (ACCEPT, DECLINE):
        await _answer_challenge(update, context, ref)
    elif ref.tag == CARDS:
        await _show_cards(update, context, ref)
    elif ref.tag in (ACT, PICK):
        await _act(update, context, ref)
    elif ref.tag == ASK:
        await _ask_amount(update, context, ref)
    else:
        query = update.callback_query
        assert query is not None
        text = await runtime_of(context).user_localizer(query.from_user)
        await query.answer(text.t("error-invalid-button"), show_alert=True)


async def _seat_of(runtime: TelegramRuntime, match_id: int, user: User) -> int | None:
    """The user's seat in a live match, None if not seated; raises MatchNotFound."""
    seats = runtime.service.seats(match_id)
    player = await runtime.player_id(user)
    return seats.index(player) if player in seats else None


async def _act(update: Update, context: Context, ref: ButtonRef) -> None:
    query = update.callback_query
    assert query is not None
    runtime = runtime_of(context)
    text = await runtime.user_localizer(query.from_user)
    try:
        seat = await _seat_of(runtime, ref.match_id, query.from_user)
        if seat is None:
            await query.answer(text.t("error-not-your-turn"), show_alert=True)
            return
        async with runtime.lock(ref.match_id), redraw_on_failure(runtime, ref.match_id):
            outcomes = await runtime.service.act(
                ref.match_id, seat, deal_no=ref.deal_no, seq=ref.seq, kind=ref.verb,
                amount=ref.arg if ref.tag == ACT else None,
                choice=ref.arg if ref.tag == PICK else None,
            )
            await query.answer()
            await publish(runtime, ref.match_id, outcomes)
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)


async def _show_cards(update: Update, context: Context, ref: ButtonRef) -> None:
    """"My cards": an alert only the clicker sees (the fallback for closed DMs)."""
    query = update.callback_query
    assert query is not None
    runtime = runtime_of(context)
    text = await runtime.user_localizer(query.from_user)
    try:
        seat = await _seat_of(runtime, ref.match_id, query.from_user)
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    if seat is None:
        await query.answer(text.t("error-not-seated"), show_alert=True)
        return
    private = runtime.service.snapshot(ref.match_id).private_views[seat]
    await query.answer(hand_text(private, text), show_alert=True)


async def _ask_amount(update: Update, context: Context, ref: ButtonRef) -> None:
    """"Other amount": ask the acting player for a number, answered as a reply."""
    query = update.callback_query
    assert query is not None and query.message is not None
    runtime = runtime_of(context)
    text = await runtime.user_localizer(query.from_user)
    try:
        seat = await _seat_of(runtime, ref.match_id, query.from_user)
        now = runtime.service.snapshot(ref.match_id)
        if (now.deal_no, now.seq) != (ref.deal_no, ref.seq):
            raise StaleCommand()
    except RuleError as error:
        await query.answer(text.error(error), show_alert=True)
        return
    if seat is None or now.to_act != seat:
        await query.answer(text.t("error-not-your-turn"), show_alert=True)
        return
    legal = [o for o in now.private_views[seat]["legal"] if o["kind"] == ref.verb]
    if not legal:
        await query.answer(text.t("error-illegal-action"), show_alert=True)
        return
    low, high = int(legal[0]["min"]), int(legal[0]["max"])
    await query.answer()
    user = query.from_user
    mention = f'<a href="tg://user?id={user.id}">{html.escape(display_name(user))}</a>'
    prompt = await context.bot.send_message(
        query.message.chat.id,
        text.t("tg-amount-prompt", name=mention, min=low, max=high),
        parse_mode=ParseMode.HTML,
        reply_markup=ForceReply(selective=True, input_field_placeholder=f"{low}-{high}"),
    )
    runtime.prompts[(prompt.chat.id, prompt.message_id)] = AmountPrompt(
        ref.match_id, ref.deal_no, ref.seq, ref.verb, user.id
    )


async def amount_reply(update: Update, context: Context) -> None:
    """A reply to an "Other amount" prompt: the number is the bet or raise-to total."""
    found = incoming(update)
    if found is None or found[0].reply_to_message is None:
        return
    message, user = found
    runtime = runtime_of(context)
    replied = message.reply_to_message
    assert replied is not None
    key = (message.chat.id, replied.message_id)
    prompt = runtime.prompts.get(key)
    if prompt is None or prompt.user_id != user.id:
        return
    text = await runtime.user_localizer(user)
    try:
        amount = int((message.text or "").strip())  # int() reads Persian and Hindi digits too
    except ValueError:
        await message.reply_text(text.t("error-amount-not-a-number"))
        return
    try:
        seat = await _seat_of(runtime, prompt.match_id, user)
        if seat is None:
            raise MatchNotFound(prompt.match_id)
        async with runtime.lock(prompt.match_id), redraw_on_failure(runtime, prompt.match_id):
            outcomes = await runtime.service.act(
                prompt.match_id, seat, deal_no=prompt.deal_no, seq=prompt.seq,
                kind=prompt.verb, amount=amount,
            )
            runtime.prompts.pop(key, None)
            await publish(runtime, prompt.match_id, outcomes)
    except RuleError as error:
        if isinstance(error, StaleCommand | MatchNotFound):
            runtime.prompts.pop(key, None)
        await message.reply_text(text.error(error))


# -- showing a match ------------------------------------------------------------------------


@asynccontextmanager
async def redraw_on_failure(runtime: TelegramRuntime, match_id: int) -> AsyncIterator[None]:
    """If a move fails unexpectedly after something was committed (a computer player's step,
    a lost request), draw the table from the stored state and re-arm its timer, so the group
    never looks at a stale table and an absent turn still times out. Refusals pass through."""
    try:
        yield
    except RuleError:
        raise
    except Exception:
        log.exception("match %s: a move failed; redrawing from the stored state", match_id)
        try:
            await publish(runtime, match_id, [runtime.service.snapshot(match_id)])
        except Exception:
            log.exception("match %s: redraw failed too", match_id)
        raise



async def publish(runtime: TelegramRuntime, match_id: int, outcomes: Sequence[Outcome]) -> None:
    """Show what `outcomes` did: close each finished deal's message with its result, draw the
    current deal with the acting player's buttons, send new cards privately, set the timer.
    Call under `runtime.lock(match_id)`."""
    if not outcomes:
        return
    chat_id = await runtime.chat_of(match_id)
    group = Localizer(await runtime.chat_lang(chat_id))
    names = await runtime.seat_names(match_id, group)
    before = await runtime.board.posted(match_id)
    for outcome in outcomes:
        if outcome.deal_over or outcome.status != "open":
            cancelled = outcome.status == "cancelled"
            body = table_text(outcome.public_view, names, group, closed=cancelled)
            if cancelled:
                body += "\n" + group.t("tg-cancelled")
            await runtime.board.show(match_id, outcome.deal_no, chat_id, body, None)
    last = outcomes[-1]
    schedule_timer(runtime, last)
    if last.status != "open":
        await runtime.board.forget(match_id)
        return
    if last.deal_over:
        return
    await _draw(runtime, last, chat_id, group, names)
    if before is None or before.deal_no != last.deal_no:
        await _send_cards(runtime, last)


async def _draw(
    runtime: TelegramRuntime, outcome: Outcome, chat_id: int, group: Localizer,
    names: Sequence[str],
) -> None:
    seats = await runtime.seat_players(outcome.match_id)
    acting = None
    if outcome.to_act is not None and seats[outcome.to_act] is not None:
        acting = outcome.private_views[outcome.to_act]
    link = None
    username = runtime.app.bot.username if runtime.app is not None else None
    if username:
        link = create_deep_linked_url(username, f"{CARDS_PAYLOAD}{outcome.match_id}")
    body = table_text(outcome.public_view, names, group, outcome.deadline)
    markup = table_keyboard(
        acting, group, codec=runtime.codec, match_id=outcome.match_id,
        deal_no=outcome.deal_no, deep_link=link,
    )
    await runtime.board.show(outcome.match_id, outcome.deal_no, chat_id, body, markup)


async def _send_cards(runtime: TelegramRuntime, outcome: Outcome) -> None:
    """A new deal: each person gets their cards by DM; the "My cards" button covers the rest."""
    for seat, player in enumerate(await runtime.seat_players(outcome.match_id)):
        if player is None:
            continue
        user = await runtime.user_of_player(player)
        text = await runtime.user_localizer(user)
        await runtime.dm.send(user.id, hand_text(outcome.private_views[seat], text))


async def send_cards_by_dm(runtime: TelegramRuntime, bot: Bot, match_id: int, user: User) -> None:
    """Deep link ?start=c<match>: the user just opened the DM; send their current cards."""
    text = await runtime.user_localizer(user)
    try:
        seat = await _seat_of(runtime, match_id, user)
    except MatchNotFound:
        return
    if seat is not None:
        private = runtime.service.snapshot(match_id).private_views[seat]
        await runtime.dm.send(user.id, hand_text(private, text))


# -- timers, cancel, resume -----------------------------------------------------------------


def schedule_timer(runtime: TelegramRuntime, outcome: Outcome) -> None:
    """(Re)arm the match's turn timer at the deadline the store holds."""
    if runtime.app is None or runtime.app.job_queue is None:
        return
    queue = runtime.app.job_queue
    name = f"turn:{outcome.match_id}"
    for job in queue.get_jobs_by_name(name):
        job.schedule_removal()
    if outcome.deadline is None or outcome.status != "open":
        return
    delay = max(0.0, outcome.deadline - time.time())
    queue.run_once(turn_expired, delay, data=(outcome.match_id, outcome.seq), name=name)


async def turn_expired(context: Context) -> None:
    """The acting player ran out of time: check if legal, else fold (NK-8.1)."""
    assert context.job is not None
    match_id, seq = cast(tuple[int, int], context.job.data)
    runtime = runtime_of(context)
    async with runtime.lock(match_id), redraw_on_failure(runtime, match_id):
        try:
            now = runtime.service.snapshot(match_id)
        except MatchNotFound:
            return
        if now.seq != seq or now.to_act is None:
            return  # someone acted in the meantime
        seat = now.to_act
        if runtime.service.seats(match_id)[seat] is None:
            outcomes = await runtime.service.advance(match_id)
        else:
            move = timeout_move(now.private_views[seat]["legal"])
            if move is None:
                return
            outcomes = await runtime.service.act(
                match_id, seat, deal_no=now.deal_no, seq=now.seq, kind=move.kind,
                choice=move.choice,
            )
        await publish(runtime, match_id, outcomes)


async def cancel(update: Update, context: Context) -> None:
    """/cancel: the host (seat 0) or a group admin ends the game; stakes go back."""
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    community, channel = community_of(message.chat.id), str(message.chat.id)
    live = runtime.service.registry.in_channel(community, channel)
    player = await runtime.player_id(user)
    mine = [match for match in live if player in match.seats]
    if not live:
        await message.reply_text(text.t("tg-no-game"))
        return
    target = (mine or live)[-1]
    host = target.seats[0] == player
    if not host and not await is_admin(context, message.chat.id, user.id):
        await message.reply_text(text.t("tg-cancel-not-allowed"))
        return
    async with runtime.lock(target.id):
        try:
            outcome = await runtime.service.cancel(target.id)
        except RuleError as error:
            await message.reply_text(text.error(error))
            return
        await publish(runtime, target.id, [outcome])
    await message.reply_text(text.t("tg-cancelled"))


async def resume(application: Application[Any, Any, Any, Any, Any, Any]) -> None:
    """After a restart: reload open matches and re-arm their timers from stored deadlines."""
    runtime = TelegramRuntime.of(application)
    await runtime.service.load()
    for live in runtime.service.registry:
        if not live.community.startswith("tg:"):
            continue
        now = runtime.service.snapshot(live.id)
        if now.deal_over:  # stopped between two deals: deal the next one and show it
            async with runtime.lock(live.id), redraw_on_failure(runtime, live.id):
                await publish(runtime, live.id, await runtime.service.advance(live.id))
        else:
            schedule_timer(runtime, now)
