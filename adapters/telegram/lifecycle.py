"""/cancel (the host or a group admin ends a game; stakes go back) and resuming open matches
and poker tables after a restart."""

from __future__ import annotations

from typing import Any

from telegram import Update
from telegram.ext import Application

from adapters.telegram.challenge import resume_challenges
from adapters.telegram.commands import is_admin
from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
)
from adapters.telegram.poker_show import resume_tables
from adapters.telegram.request import command
from adapters.telegram.show import publish, redraw_on_failure, schedule_timer


async def cancel(update: Update, context: Context) -> None:
    """/cancel: the host (seat 0) or a group admin ends the game; stakes go back."""
    found = await command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
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
    """After a restart: reload open matches and re-arm their timers from stored deadlines;
    expire the challenges whose time ran out meanwhile and re-arm the others'."""
    runtime = TelegramRuntime.of(application)
    await resume_challenges(runtime)
    await runtime.service.load()  # only tg: matches: the registry's community filter
    for live in runtime.service.registry:
        now = runtime.service.snapshot(live.id)
        if now.deal_over:  # stopped between two deals: deal the next one and show it
            async with runtime.lock(live.id), redraw_on_failure(runtime, live.id):
                await publish(runtime, live.id, await runtime.service.advance(live.id))
        else:
            schedule_timer(runtime, now)
    await resume_tables(runtime)
