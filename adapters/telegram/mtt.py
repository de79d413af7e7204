"""/mtt in a group: a group admin schedules a multi-table tournament, anyone lists them
(`bot.frontend.mtt.MttFront` is the flow, written once for every chat).

    /mtt <minutes> [entry] [bots] [holdem|omaha|naiko] [stack=N] [seats=N] [min=N]
         [level=minutes] [late=level] [reentry=level]      starts in <minutes>; BOTs enter now
    /mtt list                                             the tournaments here
"""

from __future__ import annotations

from typing import Final

from telegram import Update

from adapters.telegram.answering import Command, in_group, press
from adapters.telegram.commands import is_admin
from adapters.telegram.context import Context, RuleError, community_of, display_name
from bot.callbacks import ButtonRef
from bot.frontend import mtt, words

TAG: Final = mtt.TAG
@in_group()
async def mtt_command(found: Command, context: Context) -> None:
    message, user, runtime, text = found
    args = [arg.lower() for arg in context.args or []]
    community, channel = community_of(message.chat.id), str(message.chat.id)
    if not args or args[0] == "list":
        await message.reply_text(await runtime.fronts.mtt.list_text(community, channel, text))
        return
    seconds = runtime.turn_seconds if runtime.turn_seconds is not None \
        else float(runtime.settings.turn_seconds)
    try:
        parsed = words.schedule(args, runtime.clock(), float(seconds))
    except RuleError as error:  # terms no tournament can have
        await message.reply_text(text.error(error))
        return
    if parsed is None:
        await message.reply_text(text.t("mtt-chat-usage-telegram"))
        return
    schedule, bots = parsed
    player, _ = await runtime.account(community, user)
    admin = await is_admin(context, message.chat.id, user.id)
    try:
        await runtime.fronts.mtt.schedule(message, community, channel, schedule,
                                          creator=player, is_admin=admin, bots=bots)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """Register, Unregister, My table, Call it off (`MttFront.press`)."""
    query, runtime, _ = await press(update, context)
    user = query.from_user
    player = await runtime.player_id(user)
    await runtime.fronts.mtt.press(query, ref, player, display_name(user))
