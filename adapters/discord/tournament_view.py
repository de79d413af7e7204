"""What a tournament adds to a Discord poker table message (`poker_ctl`): the tournament's own
events (levels, eliminations, the win), the status line (level, blinds, next level and the
time to it, players left, average stack) and the results text (its view offers no Join
button: `TournamentTable.open_to_sit`). Names are escaped here (`names.shown`), as everywhere a
name reaches a message.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adapters.discord.names import shown
from bot.i18n import Localizer
from bot.render import tournament as render
from bot.tables import LiveTable, TableOutcome
from bot.tournaments import TournamentTable
from bot.views import render_text

NAMED = frozenset({"registered", "eliminated", "winner"})


def event_lines(outcomes: Sequence[TableOutcome], loc: Localizer) -> list[str]:
    """The tournament's own events of `outcomes` (none at a cash table), names escaped."""
    events = [
        e._replace(data={**e.data, "name": shown(str(e.data["name"]))})
        if e.kind in NAMED else e
        for o in outcomes for e in o.events_for(None)
    ]
    return [render_text(line, loc) for line in render.event_lines(events, None)]


def status_line(live: LiveTable, loc: Localizer, now: float) -> list[str]:
    """The status line of a running tournament ([] for a cash table)."""
    table = live.table
    if not isinstance(table, TournamentTable) or not table.started or table.closed:
        return []
    return [render_text(render.status(table.tournament_view(now), None), loc)]


def place_line(live: LiveTable, seat: int | None, loc: Localizer, now: float) -> list[str]:
    """A player's status line with their place (their DM and "My cards")."""
    table = live.table
    if not isinstance(table, TournamentTable) or not table.started or table.closed:
        return []
    return [render_text(render.status(table.tournament_view(now), seat), loc)]


def results_text(table: TournamentTable, loc: Localizer, now: float) -> str:
    """Every place with its name (escaped) and prize, best first."""
    view: dict[str, Any] = dict(table.tournament_view(now))
    view["results"] = [_escaped(r) for r in view["results"]]
    return "\n".join(render_text(line, loc) for line in render.results(view, None))


def _escaped(result: Mapping[str, Any]) -> dict[str, Any]:
    return {**result, "name": shown(str(result["name"]))}
