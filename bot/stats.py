"""A player's summary in one community (`/stats` on every front end), read from the store.

- `matches`: finished matches per game (`Store.match_counts`, from the seats: As-Nas is played
  for points and writes no ledger rows, so the ledger alone cannot count it);
- `tables`, `hands`: the poker tables the player bought into (each buy-in row names its table)
  and the hands dealt to them there, replayed from the tables' stored events (a "hole" event
  is a seat's cards; "sit" and "left" say whose seat it was), so nothing extra is recorded;
- `net`: chips won (+) or lost (-) by play: buy-ins, cash-outs, results, entries and prizes,
  never grants or refills; chips still in an open table or match count as the player's, so
  sitting down does not look like a loss.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from bot.games import GAMES
from bot.matches.setups import setup_for
from bot.registry import TABLE_PREFIX, restore_match
from bot.store import MatchRecord, Store
from bot.tables.service import restore_table

log = logging.getLogger(__name__)

PLAY_REASONS: Final = frozenset({"buy_in", "cash_out", "result", "entry", "prize"})
MATCH_REF: Final = "match:"


@dataclass(frozen=True, slots=True)
class PlayerStats:
    balance: int
    matches: Mapping[str, int]  # finished matches per game (poker tables are not matches)
    tables: int  # poker tables bought into
    hands: int  # poker hands dealt to the player
    net: int  # chips won or lost by play (see the module docstring)

    @property
    def match_total(self) -> int:
        return sum(self.matches.values())

    @property
    def games(self) -> int:
        """Finished matches and poker tables together."""
        return self.match_total + self.tables


async def player_stats(store: Store, community: str, player_id: int) -> PlayerStats:
    entries = await store.ledger(community, player_id)
    played = [entry for entry in entries if entry.reason in PLAY_REASONS]
    net = sum(entry.delta for entry in played)
    refs = sorted({
        int(entry.ref.removeprefix(MATCH_REF)) for entry in played
        if entry.ref is not None and entry.ref.startswith(MATCH_REF)
    })
    tables = hands = 0
    for match_id in refs:
        record = await store.load_match(match_id)
        if record is None:
            continue
        if record.game.startswith(TABLE_PREFIX):
            tables += 1
            try:
                hands += await hands_dealt(store, match_id, player_id)
            except Exception:  # a summary must not fail over one bad row
                log.exception("stats: table %s's events do not read; its hands are not counted",
                              match_id)
        if record.status == "open":
            net += _chips_in_play(record, player_id)
    return PlayerStats(
        balance=await store.balance(community, player_id),
        matches=await store.match_counts(community, player_id),
        tables=tables, hands=hands, net=net,
    )


async def hands_dealt(store: Store, table_id: int, player_id: int) -> int:
    """Hands dealt to the player at a table, replayed from its stored events."""
    seat: int | None = None
    count = 0
    for record in await store.match_events(table_id):
        action = json.loads(record.action_json)
        for event in json.loads(record.events_json):
            kind, where = event["kind"], event["seat"]
            if kind == "sit" and action.get("player") == player_id:
                seat = where
            elif kind == "left" and where == seat:
                seat = None
            elif kind == "hole" and seat is not None and where == seat:
                count += 1
    return count


def _chips_in_play(record: MatchRecord, player_id: int) -> int:
    """The player's chips still in an open table or match (0 if its snapshot does not load:
    a summary must not fail over one bad row; the registry logs it at start-up too)."""
    try:
        if record.game.startswith(TABLE_PREFIX):
            table = restore_table(record).table  # the snapshot and the moves since
            seat = table.seat_of(player_id)
            return 0 if seat is None else table.seat_chips(seat)
        game = GAMES.get(record.game)
        seats = [seat.player_id for seat in record.seats]
        if game is None or player_id not in seats:
            return 0
        state = restore_match(record, game).state  # the snapshot and the moves since
        return setup_for(record.game).chips(state.public_view())[seats.index(player_id)]
    except Exception:
        log.exception("stats: match %s does not load; its chips are not counted", record.id)
        return 0
