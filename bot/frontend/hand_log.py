"""What each table's latest hands have said so far, so that a table message shows the lines
of its hand however the hand's changes were batched into drawings.

A drawing used to show the events of the changes it drew only: a table of computer seats can
end a hand in one drawing and deal the next in another, and a drawing of the next deal alone
left the finished hand's message with no result (or only its last change's lines); a redraw
(a stale press) dropped the lines of a hand in play; an edit coalesced with the next one
(`bot.frontend.board`) lost its lines. Every drawing now shows the hand's latest lines.

The log keeps each table's changes in order of `seq`: a change seen before (a final drawing
tried again) is not counted twice, and a gap (the table was driven by another process
meanwhile) starts the log afresh rather than joining lines out of their context.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from bot.commands import Event
from bot.tables import TableOutcome

KEEP_EVENTS: Final = 64  # per hand: more than any screen shows (private events among them)


@dataclass(slots=True)
class _TableLog:
    seq: int
    hands: dict[int, list[Event]] = field(default_factory=dict)


class HandLogs:
    """Per table, the events of its latest hands as the changes came (see the module)."""

    def __init__(self) -> None:
        self._tables: dict[int, _TableLog] = {}

    def add(self, table_id: int, outcomes: Iterable[TableOutcome]) -> None:
        """Log a drawing's changes: every hand they touch is kept, and of the hands before
        only the latest (the one the table message shows, to be retired with its result)."""
        log = self._tables.get(table_id)
        if log is not None:
            for hand in sorted(log.hands)[:-1]:
                del log.hands[hand]
        for outcome in outcomes:
            if log is not None and outcome.seq <= log.seq:
                continue  # already counted
            if log is None or outcome.seq != log.seq + 1:
                log = self._tables[table_id] = _TableLog(outcome.seq - 1)
            log.seq = outcome.seq
            events = log.hands.setdefault(outcome.hand_no, [])
            events.extend(outcome.events)
            del events[:-KEEP_EVENTS]

    def knows(self, table_id: int) -> bool:
        return table_id in self._tables

    def seed(self, table_id: int, seq: int, hand_no: int, events: Iterable[Event]) -> None:
        """Start the table's log at change `seq` with what hand `hand_no` said so far (read
        back from the store after a restart or a takeover: the events since its last deal)."""
        said = list(events)
        start = max((i for i, event in enumerate(said) if event.kind == "hand"), default=0)
        self._tables[table_id] = _TableLog(seq, {hand_no: said[start:][-KEEP_EVENTS:]})

    def of(self, table_id: int, hand_no: int) -> list[Event]:
        """The events of hand `hand_no` kept for the table (none known: empty)."""
        log = self._tables.get(table_id)
        return [] if log is None else list(log.hands.get(hand_no, ()))

    def forget(self, table_id: int) -> None:
        self._tables.pop(table_id, None)
