"""The surface every game exposes, so `bot/` never branches on which game it runs.

Every game state is a mutable object of plain data with an exact JSON round-trip
(``type(s).from_dict(json.loads(json.dumps(s.to_dict()))) == s``). Actions are validated
completely before anything changes: an illegal one raises `engine.errors.IllegalAction`
and leaves the state exactly as it was (verify, then do).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple, Protocol, Self

JSON = Any  # a value that json.dumps accepts: dict / list / str / int / bool / None


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat.

    `kind` is a verb of the game ("lock", "check", "bet", "call", "raise", "fold", "all_in",
    "look", "hold", power names…). `amount` is a *total for the betting round* ("raise to"),
    `choice` picks a card slot or a target seat where the verb needs one.
    """

    seat: int
    kind: str
    amount: int | None = None
    choice: int | None = None

    def to_dict(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"seat": self.seat, "kind": self.kind}
        if self.amount is not None:
            data["amount"] = self.amount
        if self.choice is not None:
            data["choice"] = self.choice
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Action:
        return cls(
            seat=int(data["seat"]),
            kind=str(data["kind"]),
            amount=None if data.get("amount") is None else int(data["amount"]),
            choice=None if data.get("choice") is None else int(data["choice"]),
        )


@dataclass(frozen=True, slots=True)
class LegalAction:
    """A verb the acting seat may use now, with its bounds.

    For amount verbs `min`/`max` are raise-to totals for this betting round; for call, `min`
    = `max` = the chips the call adds. `choices` lists valid card slots or target seats.
    """

    kind: str
    min: int | None = None
    max: int | None = None
    choices: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, JSON]:
        return {"kind": self.kind, "min": self.min, "max": self.max, "choices": list(self.choices)}


# The default `data` of an Event: a fresh empty dict, as `field(default_factory=dict)` gives.
_NO_DATA: Mapping[str, JSON] = MappingProxyType({})


class _EventFields(NamedTuple):
    kind: str
    seat: int | None
    data: Mapping[str, JSON]
    private_to: int | None


class Event(_EventFields):
    """Something that happened, for logs and for views. `data` is plain JSON.

    Events with `private_to` set carry hidden information and go only to that seat.

    An immutable named tuple (fields `kind`, `seat`, `data`, `private_to`, in that order) rather
    than a frozen dataclass: games build one for every accepted action, and engines on a hot
    path build it positionally with ``tuple.__new__(Event, (kind, seat, data, private_to))``,
    a fifth of the cost of a frozen dataclass. Keep the field order.
    """

    __slots__ = ()

    def __new__(
        cls,
        kind: str,
        seat: int | None = None,
        data: Mapping[str, JSON] = _NO_DATA,
        private_to: int | None = None,
    ) -> Self:
        return tuple.__new__(cls, (kind, seat, {} if data is _NO_DATA else data, private_to))

    def to_dict(self) -> dict[str, JSON]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "data": dict(self.data),
            "private_to": self.private_to,
        }


class GameState(Protocol):
    """What `bot/` needs from any game. Implemented by each game's state class."""

    game: str  # "updown", "asnas", "holdem", "omaha", "naiko"

    @property
    def seq(self) -> int:
        """Number of accepted state changes so far; commands carry it to refuse stale clicks."""

    @property
    def deal_no(self) -> int:
        """1-based number of the current deal (or hand) in this match (or table)."""

    @property
    def to_act(self) -> int | None:
        """The seat whose decision is awaited, or None (between deals, match over)."""

    @property
    def deal_over(self) -> bool:
        """True between deals: the next step is `start_deal` (unless the match is over)."""

    @property
    def match_over(self) -> bool: ...

    def start_deal(self, seed: int | None = None, deck: Sequence[Any] | None = None) -> list[Event]:
        """Shuffle with `seed` (or use the explicit `deck` order, top first) and deal."""

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]: ...

    def apply(self, action: Action) -> list[Event]: ...

    def public_view(self) -> dict[str, JSON]:
        """What everyone at the table may see. Never contains a hidden card."""

    def private_view(self, seat: int) -> dict[str, JSON]:
        """The public view plus what `seat` alone may see."""

    def to_dict(self) -> dict[str, JSON]: ...

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self: ...
