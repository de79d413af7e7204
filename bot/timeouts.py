"""What the server plays for a seat whose decision timer ran out (NK-8.1).

Check when checking is legal (As-Nas calls it "hold", AN-3.2), otherwise fold. A decision
that is neither (Up/Down's lock, UD-3.1) takes the first listed choice of the first legal
verb, so an absent player never blocks the table (a Decision: the rulebook sets no timer for
locking).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.protocol import JSON


@dataclass(frozen=True, slots=True)
class TimeoutMove:
    kind: str
    choice: int | None = None


def timeout_move(legal: Sequence[Mapping[str, JSON]]) -> TimeoutMove | None:
    """The move for an expired timer, from the seat's legal actions (`LegalAction.to_dict()`
    entries of its private view); None when nothing is legal."""
    kinds = [str(option["kind"]) for option in legal]
    for kind in ("check", "hold", "fold"):
        if kind in kinds:
            return TimeoutMove(kind)
    for option in legal:
        choices = option.get("choices")
        if isinstance(choices, list) and choices:
            return TimeoutMove(str(option["kind"]), int(choices[0]))
    return None
