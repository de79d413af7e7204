"""/stats: a player's summary in this group (`bot.stats.player_stats`, shared with Discord):
finished matches, poker tables joined and hands dealt there, chips won or lost by play (chips
still at a table count as the player's), and the balance."""

from __future__ import annotations

from telegram import Update
from telegram.constants import ChatType

from adapters.telegram.context import Context, community_of, display_name, incoming, runtime_of
from bot.stats import player_stats


async def stats(update: Update, context: Context) -> None:
    found = incoming(update)
    if found is None:
        return
    message, user = found
    runtime = runtime_of(context)
    text = await runtime.user_localizer(user)
    if message.chat.type == ChatType.PRIVATE:
        await message.reply_text(text.t("tg-balance-per-group"))
        return
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    summary = await player_stats(runtime.store, community, player)
    await message.reply_text(text.t(
        "tg-stats", name=display_name(user), matches=summary.match_total,
        tables=summary.tables, hands=summary.hands, net=summary.net, balance=summary.balance,
    ))
