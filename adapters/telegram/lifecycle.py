"""/cancel (the host or a group admin ends a game; stakes go back) and resuming open matches
and poker tables after a restart."""

from __future__ import annotations

from typing import Any

from telegram import Update
from telegram.ext import Application

from adapters.telegram.commands import is_admin
from adapters.telegram.context import Context, RuleError, TelegramRuntime
from adapters.telegram.poker import asker
from adapters.telegram.request import group_command


async def cancel(update: Update, context: Context) -> None:
    """/cancel: the host or a group admin ends the game here, or closes a poker table
    (`bot.frontend.answers`); stakes go back."""
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    who = await asker(runtime, message, message.chat.id, user)
    try:
        cancelling = await runtime.answers.to_cancel(
            who, manager=await is_admin(context, message.chat.id, user.id))
        await runtime.answers.cancel(who, cancelling)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def resume(application: Application[Any, Any, Any, Any, Any, Any]) -> None:
    """After a restart: expire the challenges whose time ran out meanwhile and re-arm the
    others'; reload open matches, deal those stopped between two deals, and redraw every one as
    it is now with its timer re-armed (a draw lost to the restart, or cards never sent, are made
    good), each on its own; then the poker tables the same way."""
    runtime = TelegramRuntime.of(application)
    await runtime.challenge_front.resume()
    await runtime.service.load()  # only tg: matches: the registry's community filter
    between = [live.id for live in runtime.service.registry
               if runtime.service.snapshot(live.id).deal_over]

    async def deal_next(match_id: int) -> None:
        async with runtime.lock(match_id):
            await runtime.service.advance(match_id)

    await runtime.recovery.each(between, deal_next, "dealing after a restart")
    await runtime.recovery.resume([live.id for live in runtime.service.registry])
    # The poker tables: reloaded (their stored timers stand; a cash table with no person left
    # is closed) and each redrawn on its own, with the cards of a hand dealt while starting up;
    # a scheduled tournament's only where a person sits.
    tables = await runtime.desk.resume()
    scheduled = {live.id for live in runtime.desk.mtt}
    await runtime.tables_front.resume([t for t in tables if t.id not in scheduled])
    await runtime.mtt_front.resume()
