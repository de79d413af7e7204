"""The hand's append-only log: one frozen record per thing that happened (STYLE 3).

The log is the hand history, the settlement input and the replay source. Hole cards are not in
it (they are private and live in the deck order); cards enter the log only when they become
public: a board street, or a hand shown at showdown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from engine.protocol import Event

# Record kinds besides the betting verbs (fold, check, call, bet, raise, all_in).
POST: Final = "post"  # a blind (amount = chips posted)
BOARD: Final = "board"  # cards dealt to the board (street = the new street)
RETURN: Final = "return"  # the uncalled part of a bet goes back (NK-4.1)
SHOW: Final = "show"  # a hand shown at showdown (NK-4.3); `rank` = its rank class
POT: Final = "pot"  # a pot at the end of the hand: `amount`, index `pot`, eligible `seats`
WIN: Final = "win"  # chips from pot `pot` to `seat`

STREETS: Final = ("preflop", "flop", "turn", "river")

# Builds an Event (or a Record) from a plain tuple, skipping its Python-level `__new__` (a hand
# emits ~35 events).
_new_event: Final = tuple.__new__
_new_record: Final = tuple.__new__


# A record's fields as a plain tuple, in `Record`'s order: how the state keeps its log (a hand
# writes some thirty records; a plain tuple skips building the named one until someone reads).
RecordFields = tuple[
    str, int, int | None, int, int, bool, tuple[str, ...], int | None, int | None, tuple[int, ...]
]


def record_dict(fields: RecordFields) -> dict[str, Any]:
    """`Record.to_dict` of a record kept as plain fields."""
    data: dict[str, Any] = {"kind": fields[0], "street": fields[1]}
    if fields[2] is not None:
        data["seat"] = fields[2]
    return _add_details(data, fields)


def record_fields(data: Mapping[str, Any]) -> RecordFields:
    """`Record.from_dict` as plain fields (how a state keeps its log)."""
    get = data.get
    seat, pot, rank, cards, seats = (
        get("seat"), get("pot"), get("rank"), get("cards"), get("seats")
    )
    return (
        str(data["kind"]),
        int(data["street"]),
        None if seat is None else int(seat),
        int(get("amount", 0)),
        int(get("to", 0)),
        bool(get("all_in", False)),
        tuple(map(str, cards)) if cards else (),
        None if pot is None else int(pot),
        None if rank is None else int(rank),
        tuple(map(int, seats)) if seats else (),
    )


def record_event(fields: RecordFields) -> Event:
    """The public event for a record (no record holds a hidden card)."""
    data = _add_details({"street": STREETS[fields[1]]}, fields)
    return _new_event(Event, (fields[0], fields[2], data, None))


def _add_details(data: dict[str, Any], fields: RecordFields) -> dict[str, Any]:
    """The fields after `seat` that are set, into `data` (lists for the tuples)."""
    _, _, _, amount, to, all_in, cards, pot, rank, seats = fields
    if amount:
        data["amount"] = amount
    if to:
        data["to"] = to
    if all_in:
        data["all_in"] = True
    if cards:
        data["cards"] = list(cards)
    if pot is not None:
        data["pot"] = pot
    if rank is not None:
        data["rank"] = rank
    if seats:
        data["seats"] = list(seats)
    return data


class Record(NamedTuple):
    """One line of the log.

    `amount` is the chips the record moved (added by a bet, returned, or won); `to` is the seat's
    total for the betting round after a post/bet/raise/call; `cards` are card codes made public.

    A named tuple (immutable, compared by value) rather than a frozen dataclass: a hand writes
    some thirty of them and a tuple is four times cheaper to build. `engine.poker.state` keeps
    them as plain `RecordFields` and builds these on read: keep the field order, add fields at
    the end.
    """

    kind: str
    street: int
    seat: int | None = None
    amount: int = 0
    to: int = 0
    all_in: bool = False
    cards: tuple[str, ...] = ()
    pot: int | None = None
    rank: int | None = None
    seats: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return record_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Record:
        return _new_record(cls, record_fields(data))

    def event(self) -> Event:
        """The public event for this record (no record holds a hidden card)."""
        return record_event(self)
