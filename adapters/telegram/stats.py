"""/stats: a player's summary in this group, read from the store: games joined (match games and
poker tables), poker hands dealt to them, chips won or lost at them, and the balance.

Everything comes from the ledger (a buy-in row names the match or table it paid for) and the
tables' stored events (a "hole" event is a hand dealt to a seat; "sit" and "left" say whose
seat it was), so nothing extra is recorded for it.
"""

from __future__ import annotations

import json

from telegram import Update

from adapters.telegram.context import Context, community_of, display_name
from adapters.telegram.request import group_command
from bot.store import Store

TABLE_GAME_PREFIX = "table:"


async def stats(update: Update, context: Context) -> None:
    found = await group_command(update, context, "tg-balance-per-group")
    if found is None:
        return
    message, user, runtime, text = found
    community = community_of(message.chat.id)
    player, _ = await runtime.account(community, user)
    entries = await runtime.store.ledger(community, player)
    refs = sorted({e.ref for e in entries
                   if e.reason == "buy_in" and e.ref is not None and e.ref.startswith("match:")})
    matches = tables = hands = 0
    for ref in refs:
        match_id = int(ref.rsplit(":", 1)[-1])
        record = await runtime.store.load_match(match_id)
        if record is None:
            continue
        if record.game.startswith(TABLE_GAME_PREFIX):
            tables += 1
            hands += await hands_dealt(runtime.store, match_id, player)
        else:
            matches += 1
    net = sum(e.delta for e in entries if e.reason in ("buy_in", "cash_out"))
    at_tables = runtime.tables.chips_at_tables(community, player)
    balance = await runtime.store.balance(community, player)
    await message.reply_text(text.t(
        "tg-stats", name=display_name(user), matches=matches, tables=tables, hands=hands,
        net=net + at_tables, balance=balance,
    ))


async def hands_dealt(store: Store, table_id: int, player: int) -> int:
    """Hands dealt to `player` at a table, replayed from its stored events."""
    seat: int | None = None
    count = 0
    for record in await store.match_events(table_id):
        action = json.loads(record.action_json)
        for event in json.loads(record.events_json):
            kind, where = event["kind"], event["seat"]
            if kind == "sit" and action.get("player") == player:
                seat = where
            elif kind == "left" and where == seat:
                seat = None
            elif kind == "hole" and seat is not None and where == seat:
                count += 1
    return count
