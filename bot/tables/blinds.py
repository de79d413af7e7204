"""Who the next hand deals in, where the button goes and which seat posts the big blind.

The engine (`engine.poker.PokerState.start_deal`) puts the button on the first seat dealt in at
or clockwise after the seat it is given, the blinds on the next seats dealt in after the button,
and heads-up the button is the small blind (NK-2.1, NK-2.2). `button_seat` and `big_blind_seat`
predict exactly that, so the table can decide who is dealt in before it deals.

Rules of the table (NK-7.1, the usual online rules, documented decisions):

* The button moves every hand to the next seat clockwise that plays on (a seat dealt in that
  does not wait for the big blind). It never stays and never goes backwards; an empty seat is
  skipped ("moving button", no dead button).
* A seat that must wait for the big blind (a newcomer, or a player who missed it while left
  out of play, sitting out or busted: `misses_big_blind`) is dealt in only in the hand where,
  dealt in, it would be the big blind; it then posts it. At most one such seat enters per
  hand (only one seat is the big blind); the nearest one clockwise from the button goes first.
  The button does not land on the seat entering, which is also why a newcomer at a heads-up
  table can enter at their big blind (the button going to the next seat dealt in would put
  it on the newcomer, or the newcomer on the small blind, every time).
* If the seats playing on are fewer than two, or all computer seats, the table would not play:
  everyone who can is dealt in at once.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass


def _clockwise(seats: Collection[int], start: int, size: int) -> list[int]:
    """`seats` in clockwise order starting at `start` (included)."""
    return sorted(seats, key=lambda seat: (seat - start) % size)


def button_seat(dealt: Collection[int], start: int, size: int) -> int:
    """The engine's button: the first seat of `dealt` at or clockwise after `start`."""
    if not dealt:
        raise ValueError("no seat dealt in")
    return _clockwise(dealt, start % size, size)[0]


def big_blind_seat(dealt: Collection[int], start: int, size: int) -> int:
    """The seat the engine makes the big blind for a hand dealing `dealt` in with the button
    given at `start`: the second seat dealt in after the button, heads-up the seat that is not
    the button (NK-2.2)."""
    if len(dealt) < 2:
        raise ValueError("a hand needs two seats")
    button = button_seat(dealt, start, size)
    left = _clockwise(dealt, (button + 1) % size, size)  # from the button's left; button last
    return left[1] if len(left) > 2 else left[0]


@dataclass(frozen=True, slots=True)
class DealPlan:
    """The next hand: the seats dealt in (ascending), the button and the big blind."""

    seats: tuple[int, ...]
    button: int
    big_blind: int


def plan_deal(
    playing: Collection[int],
    waiting: Sequence[int],
    last_button: int | None,
    size: int,
    *,
    enough: bool,
) -> DealPlan:
    """Seats to deal: `playing` (seats playing on) plus the one seat of `waiting` (seats that
    wait for the big blind) that is the big blind, if any. `enough` says whether `playing`
    alone makes a table that plays (two seats, a person among them); if not, everyone is dealt
    in at once. `last_button` is the previous hand's button (None: the first hand)."""
    start = 0 if last_button is None else (last_button + 1) % size
    if not enough:
        seats = {*playing, *waiting}
        return DealPlan(tuple(sorted(seats)), button_seat(seats, start, size),
                        big_blind_seat(seats, start, size))
    button = button_seat(playing, start, size)
    seats = set(playing)
    for seat in _clockwise(waiting, button, size):
        if big_blind_seat({*playing, seat}, button, size) == seat:
            seats.add(seat)
            break
    return DealPlan(tuple(sorted(seats)), button, big_blind_seat(seats, button, size))


def misses_big_blind(seat: int, dealt: Collection[int], button: int, size: int) -> bool:
    """A seat left out of a hand (sitting out, or waiting) missed the big blind if, dealt in,
    it would have been the big blind."""
    return seat not in dealt and big_blind_seat({*dealt, seat}, button, size) == seat
