"""/mtt in a group: a group admin schedules a multi-table tournament, anyone lists them
(`bot.frontend.mtt.MttFront` is the flow, written once for every chat).

    /mtt <minutes> [entry] [bots] [holdem|omaha|naiko] [stack=N] [seats=N] [min=N]
         [level=minutes] [late=level] [reentry=level]      starts in <minutes>; BOTs enter now
    /mtt list                                             the tournaments here
"""

from __future__ import annotations

from typing import Final

from telegram import Update

from adapters.telegram.commands import is_admin
from adapters.telegram.context import Context, RuleError, community_of, display_name
from adapters.telegram.request import group_command, press
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef
from bot.frontend import mtt
from bot.tournaments.schedule import Schedule

TAG: Final = mtt.TAG
MODES: Final = ("holdem", "omaha", "naiko")
MAX_MINUTES: Final = 7 * 24 * 60  # a week ahead at the most
MAX_BOTS: Final = 500
# key=value words for the other terms (`bot.frontend.mtt.terms`)
TERMS: Final = frozenset({"stack", "seats", "min", "level", "late", "reentry"})


def parse_schedule(args: list[str], now: float, decision_s: float) -> tuple[Schedule, int] | None:
    """The schedule and the BOTs asked for, None when the words do not fit the usage; terms
    no tournament can have raise `mtt.BadTerms`."""
    mode = next((arg for arg in args if arg in MODES), "holdem")
    named: dict[str, int] = {}
    for word in (arg for arg in args if "=" in arg):
        key, _, value = word.partition("=")
        number = parse_amount(value)
        if key not in TERMS or number is None or key in named:
            return None
        named[key] = number
    numbers = [parse_amount(arg) for arg in args if arg not in MODES and "=" not in arg]
    if not numbers or any(n is None for n in numbers) or len(numbers) > 3:
        return None
    minutes, entry, bots = (*[int(n) for n in numbers if n is not None], 100, 0)[:3]
    if not 1 <= minutes <= MAX_MINUTES or bots > MAX_BOTS:
        return None
    schedule = mtt.terms(now + minutes * 60, decision_s=decision_s, mode=mode, entry=entry,
                         stack=named.get("stack"), seats=named.get("seats"),
                         minimum=named.get("min"), level_length=named.get("level"),
                         late=named.get("late", 0), reentry=named.get("reentry", 0))
    return schedule, bots


async def mtt_command(update: Update, context: Context) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    args = [arg.lower() for arg in context.args or []]
    community, channel = community_of(message.chat.id), str(message.chat.id)
    if not args or args[0] == "list":
        await message.reply_text(await runtime.mtt_front.list_text(community, channel, text))
        return
    seconds = runtime.turn_seconds if runtime.turn_seconds is not None \
        else float(runtime.settings.turn_seconds)
    try:
        parsed = parse_schedule(args, runtime.clock(), float(seconds))
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
        await runtime.mtt_front.schedule(message, community, channel, schedule,
                                         creator=player, is_admin=admin, bots=bots)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """Register, Unregister, My table, Call it off (`MttFront.press`)."""
    query, runtime, _ = await press(update, context)
    user = query.from_user
    player = await runtime.player_id(user)
    await runtime.mtt_front.press(query, ref, player, display_name(user))
