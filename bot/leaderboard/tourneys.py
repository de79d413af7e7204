"""Tournament results for the leaderboards (migration MIGRATION_TOURNEY_BOARDS): per player,
community and UTC day (and over all time) the tournaments finished, first places, places paid
and prize chips.

A tournament is counted once, when its row is finished, from the results in its final
snapshot (`bot.tournaments.table.Result`: the place, shared or not, and the prize paid, the
same amount as its `prize` ledger row). A shared first place is a first for each who shares
it; BOT seats have no account and no board; a tournament called off before its start has no
results and counts nothing.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from bot.tournaments.table import FINISHED, TournamentTable

log = logging.getLogger(__name__)

Key = tuple[str, int, int]  # community, player, day
COLUMNS: Final = ("tourneys", "firsts", "cashes", "prizes")


@dataclass
class TourneyTotals:
    tourneys: int = 0
    firsts: int = 0
    cashes: int = 0
    prizes: int = 0

    def values(self) -> tuple[int, int, int, int]:
        return self.tourneys, self.firsts, self.cashes, self.prizes


def tourney_results(state_json: str, match_id: int) -> dict[int, TourneyTotals]:
    """What a finished tournament adds for each person in it (empty when it was called off
    or its snapshot does not load, which is logged)."""
    try:
        table = TournamentTable.from_dict(json.loads(state_json))
    except Exception:
        log.exception("leaderboard: finished tournament %s does not load; nothing counted",
                      match_id)
        return {}
    if table.status != FINISHED:
        return {}
    out: dict[int, TourneyTotals] = {}
    for result in table.results:
        if result.player is None:
            continue
        entry = out.setdefault(result.player, TourneyTotals())
        entry.tourneys += 1
        entry.firsts += result.place == 1
        entry.cashes += result.prize > 0
        entry.prizes += result.prize
    return out


_SUMS: Final = ", ".join(f"{c} = {{t}}.{c} + excluded.{c}" for c in COLUMNS)
_NAMES: Final = ", ".join(COLUMNS)


def upsert_tourneys(db: sqlite3.Connection, totals: Mapping[Key, TourneyTotals]) -> None:
    """Add to the day rows and the all-time rows (in the store writer's operation)."""
    db.executemany(
        f"INSERT INTO stat_tourney_days (community, player_id, day, {_NAMES})"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (community, day, player_id) DO UPDATE SET "
        + _SUMS.format(t="stat_tourney_days"),
        [(community, player, day, *t.values()) for (community, player, day), t in totals.items()],
    )
    db.executemany(
        f"INSERT INTO stat_tourney_totals (community, player_id, {_NAMES})"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (community, player_id) DO UPDATE SET "
        + _SUMS.format(t="stat_tourney_totals"),
        [(community, player, *t.values()) for (community, player, _), t in totals.items()],
    )
