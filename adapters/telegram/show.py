"""Showing a match in its group and keeping its clock.

`publish` closes each finished deal's table message with its result, draws the current deal
with the acting player's buttons, sends new cards privately and re-arms the turn timer at the
deadline the store holds. One `asyncio.Lock` per match (`runtime.lock`) orders "apply a move,
then show it" between handlers and timer jobs, so an older state never overwrites a newer one."""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import cast

from telegram import Bot, User
from telegram.helpers import create_deep_linked_url

from adapters.telegram.context import CARDS_PAYLOAD, Context, RuleError, TelegramRuntime, runtime_of
from adapters.telegram.renderers import renderer
from adapters.telegram.table import table_keyboard
from bot.commands import Outcome
from bot.errors import MatchNotFound
from bot.i18n import Localizer
from bot.timeouts import timeout_move

log = logging.getLogger(__name__)

TURN_JOB = "turn:"  # + the match id: the name of a match's turn timer job


async def seat_of(runtime: TelegramRuntime, match_id: int, user: User) -> int | None:
    """The user's seat in a live match, None if not seated; raises MatchNotFound."""
    seats = runtime.service.seats(match_id)
    player = await runtime.player_id(user)
    return seats.index(player) if player in seats else None


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
    draw = renderer(await runtime.game_of(match_id))
    for outcome in outcomes:
        if outcome.deal_over or outcome.status != "open":
            cancelled = outcome.status == "cancelled"
            body = draw.table_text(outcome.public_view, names, group, closed=cancelled)
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
    draw = renderer(await runtime.game_of(outcome.match_id))
    body = draw.table_text(outcome.public_view, names, group, outcome.deadline)
    markup = table_keyboard(
        acting, group, codec=runtime.codec, match_id=outcome.match_id,
        deal_no=outcome.deal_no, deep_link=link,
    )
    await runtime.board.show(outcome.match_id, outcome.deal_no, chat_id, body, markup)


async def _send_cards(runtime: TelegramRuntime, outcome: Outcome) -> None:
    """A new deal: each person gets their cards by DM; the "My cards" button covers the rest."""
    hand_text = renderer(await runtime.game_of(outcome.match_id)).hand_text
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
