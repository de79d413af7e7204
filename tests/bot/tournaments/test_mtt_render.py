"""The scheduled tournament's terms, prizes, summary and events as message keys, in every
language (NK-7.5, NK-9.3, NK-9.5, NK-9.6, NK-9.7)."""

from __future__ import annotations

import random

import pytest

from bot.i18n import Localizer, languages
from bot.render import mtt as render
from bot.tournaments.mtt import Hub
from bot.views import Text, render_text
from engine.protocol import Event
from tests.bot.tournaments.mtt_helpers import end_hand, hub_with

MOVE = {"name": "Ann", "player": 7, "from_table": 3, "to_table": 1, "seat": 4,
        "waits": False}
EVENTS = [
    Event("mtt_started", None, {"entries": 200, "tables": 23, "pool": 20_000, "prizes": []}),
    Event("field_final", None, {"entries": 210, "pool": 21_000, "prizes": [100, 50]}),
    Event("moved_in", 4, MOVE), Event("moved_out", 2, MOVE),
    Event("table_broken", None, {"table": 23, "players": 4}),
    Event("final_table", None, {"table": 1}),
    Event("hand_for_hand", None, {"players_left": 31}), Event("hand_for_hand_over", None),
    Event("entered", None, {"name": "Bo", "player": 8, "entry": 2, "table": 5, "pool": 900}),
    Event("entered", None, {"name": "Cy", "player": 9, "entry": 1, "table": 5, "pool": 1000}),
    Event("busted", 3, {"name": "Di", "bot": False, "entrant": 4}),
    Event("eliminated", None, {"name": "Ed", "player": 7, "place": 12, "shared": 1,
                               "prize": 0, "bot": False}),
    Event("eliminated", None, {"name": "Fa", "player": 3, "place": None, "shared": 1,
                               "prize": 0, "bot": False}),
    Event("winner", None, {"name": "Ann", "player": 7, "place": 1, "shared": 1,
                           "prize": 500, "bot": False}),
    Event("tournament_cancelled", None, {"why": "minimum", "minimum": 10}),
    Event("tournament_over", None, {"winner": "Ann"}),
]


def test_nk_9_5_a_move_is_told_to_the_player_and_to_the_new_table() -> None:
    mover = render.event_lines([EVENTS[2], EVENTS[3]], 7)
    assert [t.key for t in mover] == ["mtt-event-moved-you"]
    assert mover[0].params == {"table": 1, "seat": 5}
    others = render.event_lines([EVENTS[2], EVENTS[3]], 99)
    assert [t.key for t in others] == ["mtt-event-moved-in", "mtt-event-moved-out"]


def test_every_event_has_a_line() -> None:
    keys = [t.key for t in render.event_lines(EVENTS, 7)]
    assert "mtt-event-re-entry" in keys and "mtt-event-late-entry" in keys
    assert "tourney-event-you-eliminated" in keys and "tourney-event-you-winner" in keys
    assert "mtt-event-out-pending" in keys and "mtt-event-hand-for-hand" in keys
    assert len(keys) == len(EVENTS) - 1  # the move is one line for the player moved


def hub_lines() -> list[Text]:
    hub, tables = hub_with(20, 9, late_until=2)
    end_hand(tables[100], sorted(tables[100].entrants)[:1])
    hub.level = 2
    hub.settle(tables, random.Random(1), 0.0)
    view = hub.view(tables)
    return [*render.terms(hub.schedule, zone="Europe/Helsinki"), *render.prize_lines(view),
            *render.summary(view, 100), render.countdown(3_700, 0)]


@pytest.mark.parametrize("lang", languages())
def test_lines_format_in_every_language(lang: str) -> None:
    localizer = Localizer(lang)
    for text in [*hub_lines(), *render.event_lines(EVENTS, 7), *render.event_lines(EVENTS, None)]:
        line = render_text(text, localizer)
        assert line.strip() and "{" not in line, (text.key, line)


def test_start_time_in_the_readers_zone_else_utc() -> None:
    assert render.start_time(0.0) == "1970-01-01 00:00 UTC"
    assert render.start_time(0.0, "Asia/Kolkata") == "1970-01-01 05:30 Asia/Kolkata"
    assert render.start_time(0.0, "Not/AZone") == "1970-01-01 00:00 UTC"


def test_prize_lines_group_equal_prizes() -> None:
    hub, tables = hub_with(200, 9)
    lines = render.prize_lines(hub.view(tables))
    assert lines[0].key == "mtt-prizes-title" and lines[0].params["paid"] == 30
    assert len(lines) <= 31
    assert isinstance(Hub, type)
