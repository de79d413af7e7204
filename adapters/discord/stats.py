"""`/stats`: a player's simple summary, read from the store's ledger in this server.

Games played are the matches and tables the player bought into (one per ledger reference);
the net result is what play moved (buy-ins out, cash-outs and prizes back), never the grants
and refills (chips still at a table count as bought in until they are cashed out). Games for
points only (As-Nas) move no chips, so they do not count here.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import Store

_PLAY = frozenset({"buy_in", "cash_out", "result", "entry", "prize"})


@dataclass(frozen=True, slots=True)
class Summary:
    balance: int
    games: int
    net: int


async def player_stats(store: Store, community: str, player_id: int) -> Summary:
    rows = await store.ledger(community, player_id)
    games = {row.ref for row in rows if row.reason in ("buy_in", "entry")}
    net = sum(row.delta for row in rows if row.reason in _PLAY)
    balance = rows[-1].balance_after if rows else 0
    return Summary(balance=balance, games=len(games), net=net)
