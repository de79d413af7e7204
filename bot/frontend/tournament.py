"""What a tournament adds to a poker table in a chat, the same on every platform: the status
line under the table (level, blinds, the next level and the time to it, players left, average
stack), the tournament's own events (a level, an elimination, the winner), a player's place
with their cards, and the results when it ends (`bot.render.tournament`'s lines, in the
reader's language). A cash table adds nothing. `shown` prepares a stored name for the
platform's markup (Discord escapes it)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final

from bot.commands import Event
from bot.i18n import Localizer
from bot.render import mtt as mtt_render
from bot.render import tournament as render
from bot.tables.model import Table
from bot.tournaments import TournamentTable
from bot.views import render_text

NAMED: Final = frozenset({"registered", "eliminated", "winner"})  # events that carry a name
ENDINGS: Final = frozenset({"tournament_over"})
MTT_TABLE: Final = frozenset({"moved_in", "moved_out", "table_broken", "final_table",
                              "hand_for_hand", "hand_for_hand_over"})


def _same(name: str) -> str:
    return name


def running(table: Table) -> TournamentTable | None:
    """The tournament a table plays, once started and until closed; None for a cash table."""
    if isinstance(table, TournamentTable) and table.started and not table.closed:
        return table
    return None


def drawn(table: Table) -> bool:
    """False for a tournament still registering: its lobby message stands for it."""
    return not isinstance(table, TournamentTable) or table.started


def status_lines(table: Table, text: Localizer, now: float) -> list[str]:
    """The status line of a running tournament."""
    tournament = running(table)
    if tournament is None:
        return []
    return [render_text(render.status(tournament.tournament_view(now), None), text)]


def place_lines(table: Table, seat: int | None, text: Localizer, now: float, *,
                short: bool = False) -> list[str]:
    """A player's place: the whole status line with it (a DM, "My cards"), or `short` the
    place alone (an alert of at most 200 characters)."""
    tournament = running(table)
    if tournament is None:
        return []
    view = tournament.tournament_view(now)
    if short:
        place = next((p for s, p in view["standing"] if s == seat), None)
        if place is None:
            return []
        return [text.t("chat-tourney-place", place=int(place), left=int(view["players_left"]))]
    return [render_text(render.status(view, seat), text)]


def event_lines(events: Iterable[Event], text: Localizer,
                shown: Callable[[str], str] = _same) -> list[str]:
    """The tournament's own public events among `events` (none at a cash table); at a
    scheduled tournament's table also who moved in or out by balancing, the table breaking,
    the final table and hand-for-hand (`bot.render.mtt`, as a spectator reads them)."""
    public = [event for event in events if event.private_to is None]
    named = [
        event._replace(data={**event.data, "name": shown(str(event.data["name"]))})
        if event.kind in NAMED else event
        for event in public
    ]
    lines = [render_text(line, text) for line in render.event_lines(named, None)]
    moves = [
        event._replace(data={**event.data, "name": shown(str(event.data["name"]))})
        if "name" in event.data else event
        for event in public if event.kind in MTT_TABLE
    ]
    return lines + [render_text(line, text) for line in mtt_render.event_lines(moves, None)]


def ended(events: Iterable[Event]) -> bool:
    """Whether these events end a tournament (its results are posted once, then)."""
    return any(event.kind in ENDINGS for event in events)


def results_text(table: TournamentTable, text: Localizer, now: float,
                 shown: Callable[[str], str] = _same) -> str:
    """Every place with its name and prize, best first."""
    view: dict[str, Any] = dict(table.tournament_view(now))
    view["results"] = [_named(result, shown) for result in view["results"]]
    return "\n".join(render_text(line, text) for line in render.results(view, None))


def _named(result: Mapping[str, Any], shown: Callable[[str], str]) -> dict[str, Any]:
    return {**result, "name": shown(str(result["name"]))}
