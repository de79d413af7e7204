"""A table's hand log (`bot.frontend.hand_log`): what its latest hands said, in order of the
table's changes, each change once, started afresh after a gap, two hands kept."""

from __future__ import annotations

from bot.commands import Event
from bot.frontend.hand_log import KEEP_EVENTS, HandLogs
from bot.tables import TableOutcome


def change(seq: int, hand_no: int, *kinds: str) -> TableOutcome:
    return TableOutcome(table_id=7, seq=seq, hand_no=hand_no, hand_seq=0, closed=False,
                        deadline=None, events=tuple(Event(kind, None) for kind in kinds),
                        public_view={})


def kinds(logs: HandLogs, hand_no: int) -> list[str]:
    return [event.kind for event in logs.of(7, hand_no)]


def test_a_hand_s_events_gather_across_drawings_in_order() -> None:
    logs = HandLogs()
    logs.add(7, [change(1, 1, "hand", "post"), change(2, 1, "timeout", "fold")])
    logs.add(7, [change(3, 1, "raise"), change(4, 1, "pot", "win")])
    logs.add(7, [change(5, 1), change(6, 2, "hand")])
    assert kinds(logs, 1) == ["hand", "post", "timeout", "fold", "raise", "pot", "win"]
    assert kinds(logs, 2) == ["hand"]
    assert logs.of(8, 1) == []  # a table never seen


def test_a_change_drawn_again_is_counted_once() -> None:
    logs = HandLogs()
    batch = [change(1, 1, "hand"), change(2, 1, "win")]
    logs.add(7, batch)
    logs.add(7, batch)  # a final drawing tried again
    assert kinds(logs, 1) == ["hand", "win"]


def test_a_gap_in_the_changes_starts_the_log_afresh() -> None:
    """Changes another process made are not here: lines would lose their context."""
    logs = HandLogs()
    logs.add(7, [change(1, 1, "hand"), change(2, 1, "call")])
    logs.add(7, [change(5, 1, "check")])
    assert kinds(logs, 1) == ["check"]


def test_a_drawing_s_hands_and_the_one_shown_before_are_kept() -> None:
    """A drawing can span several hands (computers play fast): each is kept while the next
    drawing is made; of the hands before it only the latest, the one the message shows."""
    logs = HandLogs()
    logs.add(7, [change(1, 1, "hand", "eliminated"), change(2, 2, "hand"), change(3, 3, "hand")])
    assert kinds(logs, 1) == ["hand", "eliminated"] and kinds(logs, 3) == ["hand"]
    logs.add(7, [change(4, 4, "hand")])
    assert kinds(logs, 1) == [] and kinds(logs, 2) == []
    assert kinds(logs, 3) == ["hand"] and kinds(logs, 4) == ["hand"]


def test_a_hand_keeps_a_bounded_number_of_events() -> None:
    logs = HandLogs()
    logs.add(7, [change(1 + i, 3, f"e{i}") for i in range(KEEP_EVENTS + 5)])
    kept = kinds(logs, 3)
    assert len(kept) == KEEP_EVENTS and kept[-1] == f"e{KEEP_EVENTS + 4}"
    logs.forget(7)
    assert kinds(logs, 3) == []



def test_a_log_read_back_starts_at_the_hand_s_deal() -> None:
    """After a restart the store's latest events seed the log: only the hand in play's, from
    its deal on; the next change joins them."""
    logs = HandLogs()
    assert not logs.knows(7)
    said = [Event(kind) for kind in ("win", "hand", "post", "post", "call")]
    logs.seed(7, 10, 4, said)
    assert logs.knows(7) and kinds(logs, 4) == ["hand", "post", "post", "call"]
    logs.add(7, [change(11, 4, "check")])
    assert kinds(logs, 4)[-2:] == ["call", "check"]
    logs.seed(8, 3, 0, [Event("table_start"), Event("sit")])  # no deal yet: all of it
    assert [event.kind for event in logs.of(8, 0)] == ["table_start", "sit"]
