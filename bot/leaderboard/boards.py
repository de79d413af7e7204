"""Leaderboard pages read from `stat_days` (see `bot.leaderboard.indexer`).

A board is one metric over one period in one community: chips won at poker tables, hands
played, the biggest pot won, Up/Down or As-Nas match wins; over the last 7 days, the last 30
days or all time (UTC days, counted back from today's). Players with nothing in the period
are not listed; equal values are ordered by who reached the board first (the player id) and
share a place. A page holds `size` rows; pages count from 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import aiosqlite

from bot.leaderboard.indexer import DAY_S

# metric -> (SQL aggregate over stat_days, the condition to be listed)
METRICS: Final = {
    "chips": ("SUM(s.net)", "SUM(s.hands) > 0"),
    "hands": ("SUM(s.hands)", "SUM(s.hands) > 0"),
    "pot": ("MAX(s.best_pot)", "MAX(s.best_pot) > 0"),
    "updown": ("SUM(s.updown_wins)", "SUM(s.updown_wins) > 0"),
    "asnas": ("SUM(s.asnas_wins)", "SUM(s.asnas_wins) > 0"),
}
PERIODS: Final = {"week": 7, "month": 30, "all": None}
PAGE_SIZE: Final = 10


@dataclass(frozen=True, slots=True)
class BoardRow:
    place: int
    player_id: int
    name: str
    value: int


@dataclass(frozen=True, slots=True)
class BoardPage:
    metric: str
    period: str
    page: int
    pages: int
    rows: tuple[BoardRow, ...]


def first_day(period: str, now: float) -> int:
    """The first UTC day a period counts (all time: day 0)."""
    days = PERIODS[period]
    return 0 if days is None else int(now // DAY_S) - days + 1


async def board_page(db: aiosqlite.Connection, community: str, metric: str, period: str, *,
                     now: float, page: int = 1, size: int = PAGE_SIZE) -> BoardPage:
    if metric not in METRICS or period not in PERIODS:
        raise ValueError(f"no leaderboard {metric!r} over {period!r}")
    value, listed = METRICS[metric]
    since = first_day(period, now)
    grouped = (f"SELECT s.player_id AS player, {value} AS value FROM stat_days s"
               " WHERE s.community = ? AND s.day >= ?"
               f" GROUP BY s.player_id HAVING {listed}")
    count = await _fetch(db, f"SELECT COUNT(*) FROM ({grouped}) AS listed", (community, since))
    pages = max(1, -(-int(count[0][0]) // size))
    page = min(max(1, page), pages)
    rows = await _fetch(db, (
        f"SELECT b.player, p.display_name, b.value FROM ({grouped}) AS b"
        " JOIN players p ON p.id = b.player ORDER BY b.value DESC, b.player LIMIT ? OFFSET ?"),
        (community, since, size, (page - 1) * size))
    above = 0
    if rows:  # the place of the page's first value: how many values are higher
        higher = await _fetch(db, f"SELECT COUNT(*) FROM ({grouped}) AS b WHERE b.value > ?",
                              (community, since, rows[0][2]))
        above = int(higher[0][0])
    out: list[BoardRow] = []
    for index, (player, name, amount) in enumerate(rows):
        if out and out[-1].value == int(amount):
            place = out[-1].place  # a tie shares the place
        else:
            place = above + 1 if not out else (page - 1) * size + index + 1
        out.append(BoardRow(place, int(player), str(name), int(amount)))
    return BoardPage(metric, period, page, pages, tuple(out))


async def _fetch(db: aiosqlite.Connection, sql: str,
                 params: tuple[object, ...]) -> list[tuple[Any, ...]]:
    cursor = await db.execute(sql, params)
    try:
        return [tuple(row) for row in await cursor.fetchall()]
    finally:
        await cursor.close()
