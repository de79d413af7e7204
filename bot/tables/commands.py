"""What a front end sends to a table (`TableCommand`) and gets back (`TableOutcome`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.store import LedgerRow
from engine.protocol import JSON, Event


@dataclass(frozen=True, slots=True)
class TableCommand:
    """A player's poker action, stamped with the hand and the hand's action sequence it was
    made for (a button carries them): anything else is stale, a repeat is a duplicate."""

    table_id: int
    player: int
    hand_no: int
    hand_seq: int
    kind: str
    amount: int | None = None
    choice: int | None = None  # a card slot or a target seat (Naiko powers)

    @property
    def key(self) -> tuple[int, int, int, str, int | None, int | None]:
        return (self.hand_no, self.hand_seq, self.player, self.kind, self.amount, self.choice)


@dataclass(frozen=True, slots=True)
class TableOutcome:
    """The table right after one committed change. Send `private_views[seat]` only to the
    person in that seat (`public_view["seats"][seat]["player"]`)."""

    table_id: int
    seq: int
    hand_no: int
    hand_seq: int
    closed: bool
    deadline: float | None
    events: tuple[Event, ...]
    public_view: Mapping[str, JSON]
    private_views: Mapping[int, Mapping[str, JSON]] = field(default_factory=dict)
    ledger_rows: tuple[LedgerRow, ...] = ()

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """What `seat` may see (None: a spectator sees only the public events)."""
        return tuple(e for e in self.events if e.private_to is None or e.private_to == seat)
