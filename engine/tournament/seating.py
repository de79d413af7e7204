"""Multi-table seating (NK-7.5, NK-9.5, NK-9.6, NK-9.8): the first draw, balancing after every
hand, breaking tables and the final table, and a seat for a late entry or a re-entry.

Pure functions over plain data: a tournament's tables as `Tables` (each a tuple of seats holding
an entrant id or None, the button of its last hand, whether a hand is in play there). Each
function returns the moves to make; `apply` makes them. Nothing here knows about stores, locks or
chips: `bot.tournaments.mtt` applies the moves to its poker tables, all of one decision in one
transaction.

The rules, after the Tournament Directors Association (TDA) rules on breaking and balancing
tables and the large rooms' published practice:

* **The draw** (TDA "random seating"): the entrants are shuffled over as few tables as can hold
  them, the tables' counts differing by at most one; each table's first button is drawn.
* **Balancing** (NK-9.5, TDA "balancing tables"): after every hand, while the largest and the
  smallest table differ by more than one player (more than two when over four tables run), a
  player moves from a large table to the smallest. Only a table between hands gives a player
  (nobody is moved in the middle of a hand); the table receiving may be playing one, the player
  then sits out that hand there. Among the large tables between hands the largest gives, ties by
  table number; the smallest table receives, ties by table number.
  *Who moves*: the player due to post the big blind next at the giving table, whether or not
  they were moved before (NK-9.5 says who; it knows no exception).
  *Where*: the worst position at the receiving table, the seat that pays the big blind soonest,
  the big blind itself when it is free, and never the small blind (TDA: "worst position is never
  the small blind"). When the only free seats would be the small blind next hand, the player
  takes one and waits for the big blind (`Move.waits`), so never posts a small blind on arrival.
* **Breaking** (NK-9.6, TDA "breaking tables"): as soon as the players fit in one table fewer,
  the highest-numbered table breaks (when its hand is over) and its players draw random seats at
  the others; the draw keeps the tables balanced (each player goes to one of the tables with the
  fewest players, chosen at random, at a random empty seat there), and a player may draw any
  seat, small blind included (TDA). The final table forms the same way.
* **A table three or more players short halts** (NK-9.5, TDA Rule 11 "play halts on tables
  that are 3 or more players short"): a table with at least `SHORT_HALT` players fewer than the
  largest table deals no new hand until balancing has brought it within that (`halted`); it
  then waits only for a giving table's hand to end.
* **Late registration and re-entry** (NK-9.8): a random empty seat of the smallest table; a new
  table when every seat is taken (balancing then fills it).

Positions follow the poker tables' moving button (`bot.tables.blinds`): the button goes to the
next occupied seat clockwise, the blinds to the two occupied seats after it (heads-up the
button posts the small blind).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final

SPREAD_TABLES: Final = 4  # NK-9.5: over this many tables, two players' difference is allowed
SHORT_HALT: Final = 3  # NK-9.5, TDA Rule 11: a table this many players short does not deal


@dataclass(frozen=True, slots=True)
class TableSeats:
    """One table of a tournament: `seats[i]` is the entrant in seat i (None: empty), `button`
    the seat of the last hand's button (None: no hand yet; the first hand's button is then the
    first occupied seat from seat 0), `busy` whether a hand is in play there."""

    number: int
    seats: tuple[int | None, ...]
    button: int | None = None
    busy: bool = False

    @property
    def size(self) -> int:
        return len(self.seats)

    @property
    def count(self) -> int:
        return sum(1 for entrant in self.seats if entrant is not None)

    def occupied(self) -> list[int]:
        return [i for i, entrant in enumerate(self.seats) if entrant is not None]

    def empty(self) -> list[int]:
        return [i for i, entrant in enumerate(self.seats) if entrant is None]

    def seat_of(self, entrant: int) -> int | None:
        return next((i for i, e in enumerate(self.seats) if e == entrant), None)


@dataclass(frozen=True, slots=True)
class Move:
    """`entrant` leaves seat `from_seat` of table `from_table` for seat `to_seat` of table
    `to_table`; `waits`: the seat would be the small blind next hand, so the player waits for
    the big blind there."""

    entrant: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    waits: bool = False


# -- positions ---------------------------------------------------------------------------------


def _clockwise(seats: Iterable[int], start: int, size: int) -> list[int]:
    return sorted(seats, key=lambda seat: (seat - start) % size)


def next_button(occupied: Sequence[int], last_button: int | None, size: int) -> int:
    """The next hand's button: the first occupied seat clockwise after the last button."""
    start = 0 if last_button is None else (last_button + 1) % size
    return _clockwise(occupied, start, size)[0]


def blinds(occupied: Sequence[int], button: int, size: int) -> tuple[int, int]:
    """(small blind, big blind) of a hand with this button; heads-up the button is the small
    blind (NK-2.2)."""
    if len(occupied) < 2:
        raise ValueError("a hand needs two players")
    left = _clockwise(occupied, (button + 1) % size, size)  # the button last
    if len(occupied) == 2:
        return button, left[0]
    return left[0], left[1]


def hands_to_big_blind(
    seat: int, occupied: Sequence[int], last_button: int | None, size: int
) -> int:
    """In how many hands `seat` (one of `occupied`) posts the big blind, if nobody comes or
    goes: 1 for the next hand."""
    if len(occupied) < 2:
        return 1
    button = last_button
    for hands in range(1, size + 2):
        button = next_button(occupied, button, size)
        if blinds(occupied, button, size)[1] == seat:
            return hands
    raise AssertionError("every occupied seat posts the big blind within a round")


def small_blind_next(table: TableSeats, seat: int) -> bool:
    """Would an arrival at empty `seat` post the small blind in the table's next hand?"""
    occupied = sorted({*table.occupied(), seat})
    if len(occupied) < 2:
        return False
    button = next_button(occupied, table.button, table.size)
    return blinds(occupied, button, table.size)[0] == seat


def due_big_blind(table: TableSeats) -> int | None:
    """The seat that posts the big blind in the table's next hand (None below two players)."""
    occupied = table.occupied()
    if len(occupied) < 2:
        return None
    return blinds(occupied, next_button(occupied, table.button, table.size), table.size)[1]


# -- the draw ----------------------------------------------------------------------------------


def tables_needed(players: int, size: int) -> int:
    """As few tables as hold `players` (at least one)."""
    if size < 2:
        raise ValueError("a table has two seats or more")
    return max(1, -(-players // size))


def first_seating(entrants: Sequence[int], size: int, rng: random.Random) -> list[TableSeats]:
    """The draw at the start: `entrants` shuffled over `tables_needed` tables numbered from 1,
    the counts differing by at most one, each at random seats, each table's button drawn."""
    if len(set(entrants)) != len(entrants):
        raise ValueError("an entrant is seated once")
    order = list(entrants)
    rng.shuffle(order)
    count = tables_needed(len(order), size)
    tables: list[TableSeats] = []
    for index in range(count):
        players = order[index::count]
        seats: list[int | None] = [None] * size
        for entrant, seat in zip(players, rng.sample(range(size), len(players)), strict=True):
            seats[seat] = entrant
        occupied = [i for i, e in enumerate(seats) if e is not None]
        first = rng.choice(occupied) if occupied else 0
        # The table keeps the *last* hand's button: the seat before the drawn one, so the
        # first hand's button is the drawn seat.
        tables.append(TableSeats(index + 1, tuple(seats), (first - 1) % size))
    return tables


# -- balancing ---------------------------------------------------------------------------------


def allowed_spread(tables: int) -> int:
    """NK-9.5: tables stay within one player of each other, two when over four tables run."""
    return 2 if tables > SPREAD_TABLES else 1


def spread(tables: Sequence[TableSeats]) -> int:
    counts = [t.count for t in tables]
    return max(counts) - min(counts) if counts else 0


def balanced(tables: Sequence[TableSeats]) -> bool:
    return spread(tables) <= allowed_spread(len(tables))


def who_moves(table: TableSeats) -> int:
    """The seat whose player leaves `table` (NK-9.5): the one due to post the big blind next."""
    occupied = table.occupied()
    return min(occupied, key=lambda seat: (
        hands_to_big_blind(seat, occupied, table.button, table.size), seat))


def worst_seat(table: TableSeats) -> tuple[int, bool]:
    """The seat a balanced-in player takes (NK-9.5) and whether they wait for the big blind
    there: the empty seat that pays the big blind soonest, never the small blind; if every
    empty seat would be the small blind next hand, the first of them, waiting."""
    empty = table.empty()
    if not empty:
        raise ValueError(f"table {table.number} has no empty seat")
    ranked = []
    for seat in empty:
        if small_blind_next(table, seat):
            continue
        occupied = sorted({*table.occupied(), seat})
        ranked.append((hands_to_big_blind(seat, occupied, table.button, table.size), seat))
    if ranked:
        return min(ranked)[1], False
    return empty[0], True


def balance(tables: Sequence[TableSeats]) -> list[Move]:
    """The moves that balance `tables` after a hand (NK-9.5), taking players only from tables
    between hands. Empty when balanced, or when every table that should give is still playing
    a hand (it gives when its hand ends)."""
    state = {t.number: t for t in tables}
    moves: list[Move] = []
    allowed = allowed_spread(len(state))
    for _ in range(sum(t.size for t in tables)):
        low = min(state.values(), key=lambda t: (t.count, t.number))
        givers = [t for t in state.values()
                  if not t.busy and t.count - low.count > allowed and t.number != low.number]
        if not givers or not low.empty():
            return moves
        high = min(givers, key=lambda t: (-t.count, t.number))
        seat = who_moves(high)
        entrant = high.seats[seat]
        assert entrant is not None
        to_seat, waits = worst_seat(low)
        move = Move(entrant, high.number, seat, low.number, to_seat, waits)
        moves.append(move)
        state = {t.number: t for t in apply(list(state.values()), [move])}
    raise AssertionError("balancing did not end")


def halted(tables: Sequence[TableSeats]) -> set[int]:
    """NK-9.5, TDA Rule 11: the numbers of the tables that are `SHORT_HALT` or more players
    short of the largest table; they deal no new hand until balancing fills them (a hand in
    play there finishes). Empty with one table (the final table never halts)."""
    if len(tables) < 2:
        return set()
    largest = max(t.count for t in tables)
    return {t.number for t in tables if largest - t.count >= SHORT_HALT}


# -- breaking ----------------------------------------------------------------------------------


def table_to_break(tables: Sequence[TableSeats]) -> int | None:
    """NK-9.6: the table that breaks now, or None: when the players fit in one table fewer, the
    highest-numbered one (None while its hand is still in play: it breaks when that ends)."""
    if len(tables) < 2:
        return None
    players = sum(t.count for t in tables)
    size = min(t.size for t in tables)
    if players > (len(tables) - 1) * size:
        return None
    highest = max(tables, key=lambda t: t.number)
    return None if highest.busy else highest.number


def break_table(tables: Sequence[TableSeats], number: int, rng: random.Random) -> list[Move]:
    """Seat the players of table `number` at the others by a random draw (NK-9.6): in random
    order, each to one of the tables with the fewest players (at random among them) at a random
    empty seat there (any seat, small blind included)."""
    breaking = next(t for t in tables if t.number == number)
    others = {t.number: list(t.seats) for t in tables if t.number != number}
    free = sum(seats.count(None) for seats in others.values())
    if free < breaking.count:
        raise ValueError(f"table {number} does not fit at the others")
    players = [(seat, e) for seat, e in enumerate(breaking.seats) if e is not None]
    rng.shuffle(players)
    moves = []
    for seat, entrant in players:
        open_tables = [n for n, seats in others.items() if None in seats]
        fewest = min(sum(1 for e in others[n] if e is not None) for n in open_tables)
        choices = sorted(n for n in open_tables
                         if sum(1 for e in others[n] if e is not None) == fewest)
        target = rng.choice(choices)
        to_seat = rng.choice([i for i, e in enumerate(others[target]) if e is None])
        others[target][to_seat] = entrant
        moves.append(Move(entrant, number, seat, target, to_seat))
    return moves


# -- late entries ------------------------------------------------------------------------------


def late_seat(tables: Sequence[TableSeats], rng: random.Random) -> tuple[int, int] | None:
    """NK-9.8: (table, seat) for a late entry or a re-entry: a random empty seat of the
    smallest table with one (ties by table number); None when every seat is taken (a new
    table opens)."""
    open_tables = [t for t in tables if t.empty()]
    if not open_tables:
        return None
    smallest = min(open_tables, key=lambda t: (t.count, t.number))
    return smallest.number, rng.choice(smallest.empty())


# -- applying ----------------------------------------------------------------------------------


def apply(tables: Sequence[TableSeats], moves: Sequence[Move]) -> list[TableSeats]:
    """The tables after `moves` (each checked: the player is where it says, the seat empty); a
    table left empty by a break goes."""
    seats = {t.number: list(t.seats) for t in tables}
    broken: set[int] = set()
    for move in moves:
        if seats[move.from_table][move.from_seat] != move.entrant:
            raise ValueError(f"{move}: the entrant is not there")
        if seats[move.to_table][move.to_seat] is not None:
            raise ValueError(f"{move}: the seat is taken")
        seats[move.from_table][move.from_seat] = None
        seats[move.to_table][move.to_seat] = move.entrant
        if all(e is None for e in seats[move.from_table]):
            broken.add(move.from_table)
    return [replace(t, seats=tuple(seats[t.number])) for t in tables if t.number not in broken]


def seated_once(tables: Sequence[TableSeats]) -> bool:
    """Every entrant sits in one seat only."""
    entrants = [e for t in tables for e in t.seats if e is not None]
    return len(entrants) == len(set(entrants))
