"""What a tournament adds to a table's message (`bot.frontend.tournament.event_lines`): at a
scheduled tournament's table, balancing moves, a table breaking, the final table and
hand-for-hand, each once, names escaped the platform's way; nothing private, nothing at a cash
table."""

from __future__ import annotations

from bot.frontend.tournament import event_lines
from bot.i18n import Localizer
from engine.protocol import Event

EN = Localizer("en", isolating=False)


def test_mtt_table_events_are_shown_once_with_names_escaped() -> None:
    events = [
        Event("moved_in", 3, {"name": "Bo*b", "player": 7, "from_table": 2, "to_table": 1,
                              "seat": 3}),
        Event("moved_out", 1, {"name": "Cy", "player": 8, "from_table": 1, "to_table": 2,
                               "seat": 1}),
        Event("final_table", None, {"table": 1}),
        Event("hand_for_hand", None, {"players_left": 5}),
        Event("moved_in", 2, {"name": "secret", "player": 9, "from_table": 3, "to_table": 1,
                              "seat": 2}, private_to=2),
        Event("bet", 0, {"amount": 20}),  # not a tournament's: the table's own line shows it
    ]
    lines = event_lines(events, EN, shown=lambda name: name.replace("*", "\\*"))
    assert lines == [
        EN.t("mtt-event-moved-in", name="Bo\\*b", **{"from": 2}),
        EN.t("mtt-event-moved-out", name="Cy", to=2),
        EN.t("mtt-event-final-table", table=1),
        EN.t("mtt-event-hand-for-hand", left=5),
    ]
