"""/sitngo [seats] [entry] and /spin [entry] in a group: a tournament lobby (NK-7.3, NK-7.4).
The flow, written once for every chat, is `bot.frontend.tourney_lobbies.TourneyLobbyFront`;
here: the commands' arguments and the presses of the lobby's buttons."""

from __future__ import annotations

from typing import Final

from telegram import Update

from adapters.telegram.answering import group_command, press
from adapters.telegram.context import Context, RuleError, community_of, display_name
from bot.callbacks import ButtonRef
from bot.frontend import tourney_lobbies, words

TAG: Final = tourney_lobbies.TAG


async def sitngo_command(update: Update, context: Context) -> None:
    """/sitngo [seats] [entry]: open a Sit & Go lobby in this group."""
    await _open(update, context, "sitngo")


async def spin_command(update: Update, context: Context) -> None:
    """/spin [entry]: open a Spin lobby in this group."""
    await _open(update, context, "spin")


async def _open(update: Update, context: Context, kind: str) -> None:
    found = await group_command(update, context)
    if found is None:
        return
    message, user, runtime, text = found
    seconds = runtime.turn_seconds if runtime.turn_seconds is not None \
        else float(runtime.settings.turn_seconds)
    fmt = words.tourney_format(kind, context.args or [], float(seconds))
    if fmt is None:
        await message.reply_text(text.t("chat-tourney-usage-" + kind))
        return
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    try:
        async with runtime.chat_lock(message.chat.id):  # one lobby of a kind per group
            await runtime.fronts.tourneys.open(message, community, str(message.chat.id), fmt,
                                               player)
    except RuleError as error:
        await message.reply_text(text.error(error))


async def on_lobby_button(update: Update, context: Context, ref: ButtonRef) -> None:
    """Register, Unregister, Start, Call it off (`TourneyLobbyFront.press`)."""
    query, runtime, _ = await press(update, context)
    user = query.from_user
    await runtime.remember(user)
    player = await runtime.player_id(user)
    await runtime.fronts.tourneys.press(query, ref, player, display_name(user))
