"""What a tournament adds to the poker table drawing (`poker_show`): the status line under the
group's table message (level, blinds, next level and the time to it, players left, average
stack) with the tournament's own events (the table's view offers no "Sit down": see
`TournamentTable.open_to_sit`), the reader's place with their
cards (DM and "My cards"), and the results message when it ends.

Kept apart from `adapters.telegram.tournament` (the commands and the lobby), which draws
through `poker_show`: this module imports neither.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from adapters.telegram.context import TelegramRuntime
from bot.i18n import Localizer
from bot.render import tournament as render
from bot.tables import TableOutcome
from bot.tables.errors import TableClosed
from bot.tables.model import Table
from bot.tournaments import TournamentTable
from bot.views import render_text

ENDINGS = frozenset({"tournament_over"})


def drawn(table: Table) -> bool:
    """False for a tournament still registering: its lobby message stands for it."""
    return not isinstance(table, TournamentTable) or table.started


def with_status(
    table: Table, body: str, text: Localizer, now: float, recent: Sequence[Any]
) -> str:
    """A tournament's table message: the status line and the tournament's events of this hand
    under the poker table's text."""
    if not isinstance(table, TournamentTable) or not table.started:
        return body
    status = render_text(render.status(table.tournament_view(now), None), text)
    return with_events(f"{body}\n{status}", recent, text)


def with_events(body: str, events: Sequence[Any], text: Localizer) -> str:
    """The tournament's own events (a level, an elimination, the winner) under a table text;
    a cash table has none."""
    lines = [render_text(line, text) for line in render.event_lines(events, None)]
    return "\n".join([body, *lines])


def with_place(
    runtime: TelegramRuntime, table_id: int, private: Mapping[str, Any], body: str,
    text: Localizer, *, short: bool = False,
) -> str:
    """A player's cards with their place in the tournament: the whole status line by DM, a
    short place line in an alert (at most 200 characters)."""
    try:
        live = runtime.tournaments.get(table_id)
    except TableClosed:
        return body
    table = live.table
    if not isinstance(table, TournamentTable) or not table.started:
        return body
    seat = private.get("seat")
    view = table.tournament_view(runtime.clock())
    if short:
        place = next((p for s, p in view["standing"] if s == seat), None)
        if place is None:
            return body
        extra = text.t("chat-tourney-place", place=int(place), left=int(view["players_left"]))
    else:
        extra = render_text(render.status(view, None if seat is None else int(seat)), text)
    return f"{body}\n{extra}"


async def after_publish(
    runtime: TelegramRuntime, table_id: int, outcomes: Sequence[TableOutcome]
) -> None:
    """The results message, once, when the outcomes end a tournament (cosmetic: the prizes
    are paid and recorded whatever happens to it)."""
    if not any(e.kind in ENDINGS for o in outcomes for e in o.events):
        return

    async def post() -> None:
        record = await runtime.store.load_match(table_id)
        if record is None:
            return
        table = TournamentTable.from_dict(json.loads(record.state_json))
        chat_id = int(record.channel)
        group = Localizer(await runtime.chat_lang(chat_id))
        body = results_text(table, group, runtime.clock())
        assert runtime.app is not None
        await runtime.app.bot.send_message(chat_id, body)

    await runtime.recovery.cosmetic(post, f"results of tournament {table_id}")


def results_text(table: TournamentTable, text: Localizer, now: float) -> str:
    return "\n".join(render_text(line, text)
                     for line in render.results(table.tournament_view(now), None))
