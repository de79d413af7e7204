"""/sitngo [seats] [entry] and /spin [entry] in a group: a tournament lobby (NK-7.3, NK-7.4).
The flow, written once for every chat, is `bot.frontend.tourney_lobbies.TourneyLobbyFront`;
here: the commands' arguments and the presses of the lobby's buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from telegram import Update

from adapters.telegram.context import (
    Context,
    RuleError,
    TelegramRuntime,
    community_of,
    display_name,
)
from adapters.telegram.request import group_command, press
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef
from bot.frontend import tourney_lobbies
from bot.tournaments import Format, sitngo, spin
from bot.tournaments.formats import DEFAULT_ENTRY, DEFAULT_SEATS

TAG: Final = tourney_lobbies.TAG


async def sitngo_command(update: Update, context: Context) -> None:
    """/sitngo [seats] [entry]: open a Sit & Go lobby in this group."""
    await _open(update, context, "sitngo")


async def spin_command(update: Update, context: Context) -> None:
    """/spin [entry]: open a Spin lobby in this group."""
    await _open(update, context, "spin")


def parse_format(runtime: TelegramRuntime, kind: str, args: Sequence[str]) -> Format | None:
    """The format asked for, None when an argument is not a number in range."""
    numbers = [parse_amount(arg) for arg in args[:2]]
    if any(n is None for n in numbers):
        return None
    values = [int(n) for n in numbers if n is not None]
    try:
        if kind == "spin":
            fmt = spin(values[0] if values else DEFAULT_ENTRY)
        else:
            seats = values[0] if values else DEFAULT_SEATS
            fmt = sitngo(seats, values[1] if len(values) > 1 else DEFAULT_ENTRY)
    except ValueError:
        return None
    seconds = runtime.turn_seconds if runtime.turn_seconds is not None \
        else float(runtime.settings.turn_seconds)
    return fmt.replace(decision_s=float(seconds))


async def _open(update: Update, context: Context, kind: str) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    fmt = parse_format(runtime, kind, context.args or [])
    if fmt is None:
        await message.reply_text(text.t("chat-tourney-usage-" + kind))
        return
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        async with runtime.chat_lock(message.chat.id):  # one lobby of a kind per group
            await runtime.tourney_front.open(message, community, str(message.chat.id), fmt,
                                             player)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """Register, Unregister, Start, Call it off (`TourneyLobbyFront.press`)."""
    query, runtime, _ = await press(update, context)
    user = query.from_user
    await runtime.remember(user)
    player = await runtime.player_id(user)
    await runtime.tourney_front.press(query, ref, player, display_name(user))
