"""Tournament views in words: every sentence the renderer makes formats in all four languages
without a missing message or variable."""

from __future__ import annotations

import pytest

from bot.i18n import Localizer
from bot.render import tournament as render
from bot.tournaments import sitngo, spin
from bot.tournaments.table import TournamentTable
from bot.views import render_text
from engine.protocol import Event


def _view() -> dict[str, object]:
    table = TournamentTable.new("c", sitngo(7, 100), 99, creator=1)
    for player in range(1, 8):
        table.register(player, f"P{player}")
    table.start(None, 1, now=0.0)
    table.deal(seed=3, now=0.0)
    return table.tournament_view(now=61.0)


EVENTS = (
    Event("registered", 0, {"name": "A"}),
    Event("tournament_start", None, {"pool": 700, "multiplier": 1, "prizes": [350, 210, 140]}),
    Event("level", None, {"level": 2, "small_blind": 15, "big_blind": 30}),
    Event("eliminated", 2, {"name": "B", "place": 3, "prize": 70, "shared": 2}),
    Event("eliminated", 1, {"name": "C", "place": 7, "prize": 0, "shared": 1}),
    Event("winner", 0, {"name": "A", "place": 1, "prize": 350, "shared": 1}),
    Event("tournament_cancelled", None),
)


@pytest.mark.parametrize("lang", ["en", "hi", "fa", "fi"])
def test_every_tournament_sentence_formats(lang: str) -> None:
    loc = Localizer(lang)
    view = _view()
    texts = [*render.terms(sitngo(7, 100)), *render.terms(spin(100)),
             render.status(view, 0), render.status(view, None),
             *render.event_lines(EVENTS, 0), *render.event_lines(EVENTS, None),
             *render.results({**view, "results": [
                 {"seat": 0, "player": 1, "name": "A", "place": 1, "shared": 1, "prize": 5},
                 {"seat": 1, "player": 2, "name": "B", "place": 2, "shared": 2, "prize": 3},
             ]}, 1)]
    for text in texts:
        rendered = render_text(text, loc)
        assert rendered and "{" not in rendered and "tourney-" not in rendered


def test_the_status_line_in_english() -> None:
    text = render_text(render.status(_view(), 0), Localizer("en").plain)
    assert text.startswith("Level 1: blinds 10/20 · next 15/30 in 3 min 59 s · players left 7")
    assert "average stack 1,500" in text and "you are in place 1" in text


@pytest.mark.parametrize("lang", ["en", "hi", "fa", "fi"])
def test_computer_seats_carry_the_bot_mark_in_results_and_events(lang: str) -> None:
    """Results and eliminations name a computer seat as the table does (`seat-bot`)."""
    loc = Localizer(lang).plain
    table = TournamentTable.new("c", sitngo(3, 100), 99, creator=1)
    table.register(1, "Ann")
    table.start(1, 1, now=0.0)  # seats 2 and 3 become computers
    bots = [seat.name for seat in table.seats if seat is not None and seat.is_bot]
    assert bots == ["BOT 2", "BOT 3"]
    view = {**table.tournament_view(now=0.0), "results": [
        {"seat": 0, "player": 1, "name": "Ann", "place": 1, "shared": 1, "prize": 300},
        {"seat": 2, "player": None, "name": "BOT 3", "place": 2, "shared": 1, "prize": 0},
    ]}
    marked = loc.t("seat-bot", name="BOT 3")
    lines = [render_text(text, loc) for text in render.results(view, None)]
    assert any(marked in line for line in lines)
    assert any("Ann" in line and loc.t("seat-bot", name="Ann") not in line for line in lines)
    out = Event("eliminated", 2, {"name": "BOT 3", "place": 2, "prize": 0, "shared": 1,
                                  "bot": True})
    (line,) = render.event_lines([out], None)
    assert marked in render_text(line, loc)
    # The table's own elimination events say which seat was a computer.
    events: list[Event] = []
    table._finish_player(2, (3, 1, 0), events, [])
    table._finish_player(0, (2, 1, 0), events, [])
    assert [e.data["bot"] for e in events] == [True, False]


@pytest.mark.parametrize(("lang", "shown"), [("en", "3.5×"), ("fa", "۳٫۵"), ("fi", "3,5×")])
def test_nk_9_4_the_expected_multiplier_reads_as_a_decimal_in_the_readers_digits(
    lang: str, shown: str
) -> None:
    loc = Localizer(lang)
    (line,) = [render_text(t, loc) for t in render.terms(spin())
               if t.key == "tourney-spin-expected"]
    assert shown in line and "7/2" not in line and "۷/۲" not in line
