"""What the power layer remembers, as frozen records (STYLE 3): public activations, the round's
anchors, and each seat's private knowledge (a glanced card, a swapped card).

Public records never hold a card. `Glance` and `Swap` hold cards and live only in the state and
in their owner's private view.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from engine.poker.records import STREETS
from engine.poker.state import CODES, card_id
from engine.protocol import Event

# The states of a Small anchor within its betting round (NK-6.3, NK-6.4).
PENDING: Final = "pending"  # its response window is open: betting waits
APPLIED: Final = "applied"  # the target is under pot-limit for the rest of the round
BLOCKED: Final = "blocked"  # cancelled by Seal shield


@dataclass(frozen=True, slots=True)
class PowerRecord:
    """One accepted power verb: glance, swap, anchor, shield or decline (public).

    `cost` is the sparks it took from `seat`; `target` is the anchored seat (anchor) or the
    anchoring seat (shield, decline); `window` tells whether an anchor opened a response window
    (False: the target could not shield, so it applied at once). `at` is how many poker log
    records preceded it, to interleave the two logs in a hand history.
    """

    kind: str
    seat: int
    street: int
    at: int
    cost: int = 0
    target: int | None = None
    window: bool = False

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": self.kind,
            "seat": self.seat,
            "street": self.street,
            "at": self.at,
            "cost": self.cost,
        }
        if self.target is not None:
            data["target"] = self.target
        if self.window:
            data["window"] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PowerRecord:
        return cls(
            kind=str(data["kind"]),
            seat=int(data["seat"]),
            street=int(data["street"]),
            at=int(data["at"]),
            cost=int(data.get("cost", 0)),
            target=None if data.get("target") is None else int(data["target"]),
            window=bool(data.get("window", False)),
        )

    def event(self, sparks: int) -> Event:
        """The public event; `sparks` is what `seat` holds afterwards (sparks are public)."""
        data = self.to_dict()
        for key in ("kind", "seat", "at"):
            del data[key]
        data["street"] = STREETS[self.street]
        data["sparks"] = sparks
        return Event(self.kind, self.seat, data)


@dataclass(frozen=True, slots=True)
class Anchor:
    """A valid Small anchor declaration of the current betting round (public)."""

    by: int
    target: int
    status: str

    def to_dict(self) -> dict[str, Any]:
        return {"by": self.by, "target": self.target, "status": self.status}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Anchor:
        return cls(int(data["by"]), int(data["target"]), str(data["status"]))


@dataclass(frozen=True, slots=True)
class Glance:
    """What a Steal glance saw (private): `card` at deck position `position` on `street`."""

    street: int
    card: int
    position: int

    def to_dict(self) -> dict[str, Any]:
        return {"street": self.street, "card": CODES[self.card], "position": self.position}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Glance:
        return cls(int(data["street"]), card_id(str(data["card"])), int(data["position"]))


@dataclass(frozen=True, slots=True)
class Swap:
    """A Sleeve swap (private): hole slot `slot` gave up `old` (now dead) and got `new`."""

    slot: int
    old: int
    new: int

    def to_dict(self) -> dict[str, Any]:
        return {"slot": self.slot, "old": CODES[self.old], "new": CODES[self.new]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Swap:
        return cls(int(data["slot"]), card_id(str(data["old"])), card_id(str(data["new"])))
