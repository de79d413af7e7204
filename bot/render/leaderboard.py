"""Leaderboard pages as neutral view lines and page buttons (issue 21, `/leaderboard`).

A page reads: the board's title (metric and period), one row per player with the place
(shared places repeat), the name and the value, and "page 2 of 5"; an empty board says so.
Page buttons carry plain ids ``lb.<metric>.<period>.<page>``: a page is public, so nothing
needs signing, and `parse_page_id` reads one back (None for anything else).
"""

from __future__ import annotations

import re
from typing import Final

from bot.leaderboard import METRICS, PERIODS, BoardPage
from bot.views import Button, Text

UNITS: Final = {"chips": "chips", "pot": "chips", "hands": "hands", "updown": "wins",
                "asnas": "wins", "tourneys": "tourneys", "firsts": "wins", "cashes": "cashes",
                "prizes": "chips"}
PAGE_ID: Final = re.compile(r"^lb\.([a-z]+)\.([a-z]+)\.(\d{1,6})$")


def board_lines(page: BoardPage) -> list[Text]:
    lines = [Text("board-title", {"metric": page.metric, "period": page.period})]
    if not page.rows:
        lines.append(Text("board-empty"))
        return lines
    for row in page.rows:
        lines.append(Text("board-row-" + UNITS[page.metric], {
            "place": row.place, "name": row.name, "value": row.value}))
    if page.pages > 1:
        lines.append(Text("board-page", {"page": page.page, "pages": page.pages}))
    return lines


def page_id(metric: str, period: str, page: int) -> str:
    return f"lb.{metric}.{period}.{page}"


def board_buttons(page: BoardPage) -> list[Button]:
    """Previous and next page, when there are such pages."""
    buttons = []
    if page.page > 1:
        buttons.append(Button("board-button-previous",
                              page_id(page.metric, page.period, page.page - 1)))
    if page.page < page.pages:
        buttons.append(Button("board-button-next",
                              page_id(page.metric, page.period, page.page + 1)))
    return buttons


def parse_page_id(command_id: str) -> tuple[str, str, int] | None:
    found = PAGE_ID.match(command_id)
    if found is None or found[1] not in METRICS or found[2] not in PERIODS:
        return None
    return found[1], found[2], int(found[3])
