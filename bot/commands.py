"""What a front end asks of a match (`Command`) and what it gets back (`Outcome`).

Adapters may not import `engine`, so the protocol's value types they need (`Action`, `Event`,
`LegalAction`) are re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bot.store import LedgerRow
from engine.protocol import JSON, Action, Event, LegalAction

__all__ = ["Action", "Command", "Event", "LegalAction", "Outcome"]


@dataclass(frozen=True, slots=True)
class Command:
    """One seat's decision, stamped with the state it was made for.

    `deal_no` and `seq` are those of the view the player acted on (a button carries them); the
    registry refuses the command when the match has moved on since.
    """

    match_id: int
    seat: int
    deal_no: int
    seq: int
    action: Action

    def __post_init__(self) -> None:
        if self.action.seat != self.seat:
            raise ValueError("a command's action must be for the command's own seat")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The match right after an accepted, persisted change.

    Views are taken under the match lock, so they show exactly this state. `private_views`
    has one entry per seat; send each only to its owner.
    """

    match_id: int
    status: str  # "open", "finished" or "cancelled"
    seq: int
    deal_no: int
    to_act: int | None
    deal_over: bool
    match_over: bool
    deadline: float | None
    events: tuple[Event, ...]
    public_view: Mapping[str, JSON]
    private_views: Mapping[int, Mapping[str, JSON]] = field(default_factory=dict)
    ledger_rows: tuple[LedgerRow, ...] = ()

    def public_events(self) -> tuple[Event, ...]:
        """Events everyone at the table may see."""
        return tuple(event for event in self.events if event.private_to is None)

    def events_for(self, seat: int) -> tuple[Event, ...]:
        """What `seat` may see: the public events and its own private ones, in order."""
        return tuple(event for event in self.events if event.private_to in (None, seat))
