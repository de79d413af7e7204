"""A scheduled tournament's prizes and bubble (NK-9.2, NK-9.3, NK-9.7, NK-9.8).

* **The payout table** (NK-9.3) by the number of entries (re-entries count, NK-9.8): about
  15 % of the field is paid (`paid_places`, at least one), the shares falling as 1/place
  (harmonic), which pays first place 20-30 % of the pool from about 110 entries up; with more
  than about 550 entries the curve is made steeper so first place keeps 20 % (TDA practice: a
  published table fixed before the start). Smaller fields pay first more, as a Sit & Go does
  (two places: 67/33). Shares are in parts per 10,000 rounded down, the remainder to first
  place; `prizes.shares`-style chips: rounded down, the remainder to first place.
* **Hand-for-hand** (NK-9.7): when the next elimination ends the unpaid places (as many
  players left as places paid plus one), every table plays one hand and waits for the others.
* **Places of a round** (NK-9.2): the players out in the same hand, or in the same
  hand-for-hand round at several tables, are placed together by their stacks at the start of
  their hand (`places.place_busts`); with late registration still open the field is not final,
  so the busts are kept in order and placed when it is (`places_when_final`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Final

from engine.tournament.places import Placed, place_busts

PAID_FRACTION: Final = Fraction(15, 100)
FIRST_MIN: Final = Fraction(20, 100)  # first place's share, at the least, in large fields
PARTS: Final = 10_000  # shares are parts per 10,000


def paid_places(entries: int) -> int:
    """About 15 % of the field, rounded half up, at least one (NK-9.3)."""
    if entries < 2:
        raise ValueError("a tournament has two entries or more")
    return max(1, int(entries * PAID_FRACTION + Fraction(1, 2)))


def _weights(places: int, power: float) -> list[float]:
    return [1.0 / (place ** power) for place in range(1, places + 1)]


def payout_table(entries: int) -> tuple[int, ...]:
    """Parts per 10,000 of the pool for places 1, 2, …: non-increasing, adding up to 10,000."""
    places = paid_places(entries)
    power = 1.0
    weights = _weights(places, power)
    if weights[0] / sum(weights) < FIRST_MIN:  # a very large field: steeper until first is 20 %
        low, high = 1.0, 4.0
        for _ in range(60):
            power = (low + high) / 2
            weights = _weights(places, power)
            if weights[0] / sum(weights) < FIRST_MIN:
                low = power
            else:
                high = power
        weights = _weights(places, high)
    total = sum(weights)
    parts = [int(PARTS * w / total) for w in weights]
    parts[0] += PARTS - sum(parts)
    return tuple(parts)


def prizes_for(pool: int, parts: Sequence[int]) -> tuple[int, ...]:
    """Each paid place's chips: its parts of `pool` rounded down, the remainder to first."""
    if sum(parts) != PARTS or pool < 0:
        raise ValueError("parts must add up to 10,000 and the pool must not be negative")
    prizes = [pool * part // PARTS for part in parts]
    prizes[0] += pool - sum(prizes)
    return tuple(prizes)


def hand_for_hand(alive: int, paid: int, tables: int) -> bool:
    """NK-9.7: the next elimination is the last unpaid place, and more than one table plays."""
    return tables > 1 and alive == paid + 1


def places_when_final(
    entries: int, rounds: Sequence[Sequence[tuple[int, int]]]
) -> list[Placed]:
    """Places for busts recorded before the field was final, in the order the rounds happened:
    each round holds (entrant, stack at the start of its hand); the first round out takes the
    last places."""
    placed: list[Placed] = []
    out = 0
    for busts in rounds:
        placed.extend(place_busts(busts, entries - out))
        out += len(busts)
    return placed
