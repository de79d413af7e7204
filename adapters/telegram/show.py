"""Showing a match in its group and keeping its clock.

`publish` re-arms the turn timer at the deadline the store holds, closes each finished deal's
table message with its result, draws the current deal with the acting player's buttons and
sends new cards privately, through the shared recovery policies (`bot.frontend.Recovery`: a
failed draw is redrawn by a wake-up, each DM goes on its own). One `asyncio.Lock` per match
(`runtime.lock`) orders "apply a move, then show it" between handlers and timer jobs, so an
older state never overwrites a newer one."""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from functools import partial
from typing import Any, cast

from telegram import Bot, CallbackQuery, User
from telegram.helpers import create_deep_linked_url

from adapters.telegram.context import (
    CARDS_PAYLOAD,
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    runtime_of,
)
from adapters.telegram.renderers import renderer
from adapters.telegram.table import table_keyboard
from bot.commands import Outcome
from bot.errors import MatchNotFound
from bot.frontend import PrivateLine
from bot.frontend.recovery import is_stale
from bot.frontend.timers import play_timeout
from bot.i18n import Localizer
from bot.pictures.matches import match_png

log = logging.getLogger(__name__)

TURN_JOB = "turn:"  # + the match id: the name of a match's turn timer job
# The table picture of each match game (TABLE_IMAGES=on), drawn from its public view.


async def seat_of(runtime: TelegramRuntime, match_id: int, user: User) -> int | None:
    """The user's seat in a live match, None if not seated; raises MatchNotFound."""
    seats = runtime.service.seats(match_id)
    player = await runtime.player_id(user)
    return seats.index(player) if player in seats else None


async def publish(runtime: TelegramRuntime, match_id: int, outcomes: Sequence[Outcome]) -> None:
    """Show what `outcomes` did (call under `runtime.lock(match_id)`): the turn timer is armed
    first, then `show_match` draws; a failure there is the recovery policies' (logged, redrawn
    by a wake-up), never the caller's: the change is committed."""
    if not outcomes:
        return
    await runtime.recovery.publish(
        match_id, lambda: show_match(runtime, match_id, outcomes),
        arm=lambda: schedule_timer(runtime, outcomes[-1]),
        last=outcomes[-1].status != "open",
    )


async def draw_match(runtime: TelegramRuntime, match_id: int) -> None:
    """Draw a live match as it is now (a redraw: after a failure, a stale press, a restart)."""
    try:
        now = runtime.service.snapshot(match_id)
    except MatchNotFound:
        return
    schedule_timer(runtime, now)
    await show_match(runtime, match_id, [now])


async def show_match(
    runtime: TelegramRuntime, match_id: int, outcomes: Sequence[Outcome]
) -> None:
    """Close each finished deal's table message with its result (cosmetic: its failure does not
    keep the current deal from being drawn), draw the current deal with the acting player's
    buttons, send new cards privately, each on its own. Raises when the draw fails."""
    chat_id = await runtime.chat_of(match_id)
    group = Localizer(await runtime.chat_lang(chat_id))
    names = await runtime.seat_names(match_id, group)
    before = await runtime.board.posted(match_id)
    game = await runtime.game_of(match_id)
    draw = renderer(game)
    last = outcomes[-1]
    for outcome in outcomes:
        if outcome.deal_over or outcome.status != "open":
            cancelled = outcome.status == "cancelled"
            body = draw.table_text(outcome.public_view, names, group, closed=cancelled)
            if cancelled:
                body += "\n" + group.t("tg-cancelled")
            picture = await _picture(runtime, game, outcome.public_view, names, group,
                                     chat_id=chat_id)
            if outcome is last:
                await runtime.board.show(match_id, outcome.deal_no, chat_id, body, None,
                                         picture=picture)
            else:
                await runtime.recovery.cosmetic(
                    partial(runtime.board.show, match_id, outcome.deal_no, chat_id, body, None,
                            picture=picture),
                    f"close deal {outcome.deal_no}",
                )
    if last.status != "open":
        await runtime.board.forget(match_id)
        runtime.recovery.forget(match_id)
        return
    if last.deal_over:
        return
    try:
        await _draw(runtime, last, chat_id, group, names)
    finally:  # the cards go out even when the table could not be drawn (it is redrawn; a
        # redraw repeats no line already tried: `Recovery.deliver`)
        if draw.cards_at_deal and (before is None or before.deal_no != last.deal_no):
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
    game = await runtime.game_of(outcome.match_id)
    draw = renderer(game)
    body = draw.table_text(outcome.public_view, names, group, outcome.deadline)
    markup = table_keyboard(
        acting, group, codec=runtime.codec, match_id=outcome.match_id,
        deal_no=outcome.deal_no, deep_link=link,
    )
    await runtime.board.show(outcome.match_id, outcome.deal_no, chat_id, body, markup,
                             picture=await _picture(runtime, game, outcome.public_view, names,
                                                     group, chat_id=chat_id))


async def _picture(runtime: TelegramRuntime, game: str, view: Any, names: Sequence[str],
                   group: Localizer, *, chat_id: int) -> bytes | None:
    """The match's table picture when pictures are on for the group (/pictures, else
    TABLE_IMAGES), or None: text only."""
    if not await runtime.pictures.enabled(community_of(chat_id)):
        return None
    return await match_png(game, view, names, group)


async def _send_cards(runtime: TelegramRuntime, outcome: Outcome) -> None:
    """A new deal: each person gets their cards by DM, each on its own; "My cards" covers
    whoever did not (`Recovery.deliver`)."""
    hand_text = renderer(await runtime.game_of(outcome.match_id)).hand_text
    lines = []
    for seat, player in enumerate(await runtime.seat_players(outcome.match_id)):
        if player is None:
            continue
        user = await runtime.user_of_player(player)
        text = await runtime.user_localizer(user)
        shown = hand_text(outcome.private_views[seat], text)
        lines.append(PrivateLine(outcome.match_id, outcome.deal_no, player, shown))
    await runtime.recovery.deliver(lines)


async def refused(
    runtime: TelegramRuntime, query: CallbackQuery, key: int, error: RuleError, text: Localizer
) -> None:
    """Answer a refused press: an out-of-date button also redraws the table as it is now."""
    if is_stale(error):
        await runtime.recovery.stale(key, query)
    else:
        await query.answer(text.error(error), show_alert=True)


async def send_cards_by_dm(runtime: TelegramRuntime, bot: Bot, match_id: int, user: User) -> None:
    """Deep link ?start=c<match>: the user just opened the DM; send their current cards."""
    text = await runtime.user_localizer(user)
    try:
        seat = await seat_of(runtime, match_id, user)
    except MatchNotFound:
        return
    if seat is not None:
        private = runtime.service.snapshot(match_id).private_views[seat]
        hand_text = renderer(await runtime.game_of(match_id)).hand_text
        await runtime.dm.send(user.id, hand_text(private, text))


def schedule_timer(runtime: TelegramRuntime, outcome: Outcome) -> None:
    """(Re)arm the match's turn timer at the deadline the store holds."""
    if runtime.app is None or runtime.app.job_queue is None:
        return
    queue = runtime.app.job_queue
    name = f"{TURN_JOB}{outcome.match_id}"
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
    async with runtime.recovery.after_failure(match_id), runtime.lock(match_id):
        await publish(runtime, match_id, await play_timeout(runtime.service, match_id, seq))
