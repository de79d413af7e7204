"""Leaderboard pages read from `stat_days` (see `bot.leaderboard.indexer`).

A board is one metric over one period in one community: chips won at poker tables, hands
played, the biggest pot won, Up/Down or As-Nas match wins, tournaments finished, won, finished
in a paid place, prize chips won; over the last 7 days, the last 30
days or all time (UTC days, counted back from today's). Players who played no hand (for
chips and hands) or have nothing to count in the period are not listed; equal values share a
place and are ordered by player id. A page holds `size` rows; pages count from 1.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final

from bot.leaderboard.indexer import DAY_S

# One read-only statement run to its end (`bot.store.Store.read`).
Read = Callable[[str, tuple[Any, ...]], Awaitable[list[tuple[Any, ...]]]]

# metric -> the stat column it reads, and how days combine (a sum, or the day's best)
METRICS: Final = {
    "chips": ("net", "SUM"),
    "hands": ("hands", "SUM"),
    "pot": ("best_pot", "MAX"),
    "updown": ("updown_wins", "SUM"),
    "asnas": ("asnas_wins", "SUM"),
    "tourneys": ("tourneys", "SUM"),
    "firsts": ("firsts", "SUM"),
    "cashes": ("cashes", "SUM"),
    "prizes": ("prizes", "SUM"),
}
# Tournament metrics read their own tables (`bot.leaderboard.tourneys`), the rest stat_*.
TOURNEY_METRICS: Final = frozenset({"tourneys", "firsts", "cashes", "prizes"})
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


async def board_page(read: Read, community: str, metric: str, period: str, *,
                     now: float, page: int = 1, size: int = PAGE_SIZE) -> BoardPage:
    """One page of a board. All time reads `stat_totals` (a row per player); a week or a
    month sums that many `stat_days` rows per player. The ranking is read once (player and
    value, a few thousand rows at most) and cut into the page here, places included."""
    if metric not in METRICS or period not in PERIODS:
        raise ValueError(f"no leaderboard {metric!r} over {period!r}")
    column, combine = METRICS[metric]
    listed = "hands" if metric in ("chips", "hands") else column  # on the board: played
    days, totals = (("stat_tourney_days", "stat_tourney_totals") if metric in TOURNEY_METRICS
                    else ("stat_days", "stat_totals"))
    if PERIODS[period] is None:
        ranking = await read((
            f"SELECT player_id, {column} FROM {totals}"
            f" WHERE community = ? AND {listed} > 0 ORDER BY {column} DESC, player_id"),
            (community,))
    else:
        ranking = await read((
            f"SELECT player_id, {combine}({column}) AS value FROM {days}"
            " WHERE community = ? AND day >= ?"
            f" GROUP BY player_id HAVING {combine}({listed}) > 0"
            " ORDER BY value DESC, player_id"), (community, first_day(period, now)))
    pages = max(1, -(-len(ranking) // size))
    page = min(max(1, page), pages)
    first = (page - 1) * size
    places = _places([int(value) for _, value in ranking[:first + size]])
    chosen = ranking[first:first + size]
    names = await _names(read, [int(player) for player, _ in chosen])
    rows = tuple(BoardRow(places[first + index], int(player), names.get(int(player), "?"),
                          int(value))
                 for index, (player, value) in enumerate(chosen))
    return BoardPage(metric, period, page, pages, rows)


def _places(values: list[int]) -> list[int]:
    """1-based places of values in descending order; equal values share a place."""
    places: list[int] = []
    for index, value in enumerate(values):
        places.append(places[-1] if index and values[index - 1] == value else index + 1)
    return places


async def _names(read: Read, players: list[int]) -> dict[int, str]:
    if not players:
        return {}
    marks = ", ".join("?" for _ in players)
    rows = await read(f"SELECT id, display_name FROM players WHERE id IN ({marks})",
                      tuple(players))
    return {int(player): str(name) for player, name in rows}
