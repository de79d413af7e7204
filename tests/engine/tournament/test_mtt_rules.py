"""Scheduled tournaments' rules by id: the draw (NK-7.5), balancing (NK-9.5), breaking and the
final table (NK-9.6), hand-for-hand and its places (NK-9.2, NK-9.7), late entries (NK-9.8),
the payout table (NK-9.3); and a property test over random eliminations."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.tournament.payouts import (
    hand_for_hand,
    paid_places,
    payout_table,
    places_when_final,
    prizes_for,
)
from engine.tournament.places import Placed
from engine.tournament.seating import (
    SHORT_HALT,
    Move,
    TableSeats,
    allowed_spread,
    apply,
    balance,
    balanced,
    blinds,
    break_table,
    due_big_blind,
    first_seating,
    halted,
    hands_to_big_blind,
    late_seat,
    next_button,
    seated_once,
    small_blind_next,
    spread,
    table_to_break,
    tables_needed,
    who_moves,
    worst_seat,
)


def table(number: int, seats: list[int | None], button: int | None = None,
          busy: bool = False) -> TableSeats:
    return TableSeats(number, tuple(seats), button, busy)


# -- NK-7.5 the draw ---------------------------------------------------------------------------


def test_nk_7_5_draw_uses_as_few_tables_as_needed_and_evens_them() -> None:
    tables = first_seating(list(range(200)), 9, random.Random(1))
    assert len(tables) == tables_needed(200, 9) == 23
    assert spread(tables) <= 1
    assert seated_once(tables)
    assert sorted(e for t in tables for e in t.seats if e is not None) == list(range(200))
    assert [t.number for t in tables] == list(range(1, 24))


def test_nk_7_5_draw_is_random_but_seeded() -> None:
    a = first_seating(list(range(30)), 9, random.Random(5))
    b = first_seating(list(range(30)), 9, random.Random(5))
    c = first_seating(list(range(30)), 9, random.Random(6))
    assert a == b
    assert a != c


def test_nk_7_5_first_button_is_a_drawn_occupied_seat() -> None:
    for seed in range(20):
        for t in first_seating(list(range(13)), 6, random.Random(seed)):
            assert next_button(t.occupied(), t.button, t.size) in t.occupied()


def test_nk_7_5_one_table_when_all_fit() -> None:
    assert tables_needed(9, 9) == 1
    assert tables_needed(10, 9) == 2
    assert len(first_seating([1, 2], 9, random.Random(0))) == 1


# -- positions (the poker table's moving button) ------------------------------------------------


def test_positions_follow_the_moving_button() -> None:
    occupied = [0, 2, 5, 7]
    assert next_button(occupied, 2, 9) == 5
    assert blinds(occupied, 5, 9) == (7, 0)
    assert blinds([1, 4], 4, 9) == (4, 1)  # heads-up: the button is the small blind
    assert hands_to_big_blind(0, occupied, 2, 9) == 1
    assert hands_to_big_blind(2, occupied, 2, 9) == 2
    assert hands_to_big_blind(7, occupied, 2, 9) == 4
    assert due_big_blind(table(1, [1, None, 2, None, None, 3, None, 4, None], 2)) == 0


# -- NK-9.5 balancing --------------------------------------------------------------------------


def test_nk_9_5_allowed_difference_is_one_then_two_over_four_tables() -> None:
    assert allowed_spread(2) == allowed_spread(4) == 1
    assert allowed_spread(5) == 2


def test_nk_9_5_the_player_due_the_big_blind_moves() -> None:
    # Table 1: 6 players, last button seat 0, so next hand: button 1, SB 2, BB 3.
    big = table(1, [10, 11, 12, 13, 14, 15], button=0)
    small = table(2, [20, 21, None, None, 22, 23], button=0)  # 4 players: 6 - 4 > 1
    moves = balance([big, small])
    assert [m.entrant for m in moves] == [13]
    assert moves[0].from_seat == 3


def test_nk_9_5_moved_into_the_big_blind_at_the_short_table() -> None:
    # Table 2, players at 0, 1, 4, 5, last button 5; next hand: button 0, SB 1, BB 4. An
    # arrival at 2 or 3 comes between the small and the big blind: it is the big blind.
    short = table(2, [20, 21, None, None, 22, 23], button=5)
    assert not small_blind_next(short, 2)
    assert worst_seat(short) == (2, False)
    assert due_big_blind(apply([short, table(1, [9, None])], [Move(9, 1, 0, 2, 2)])[0]) == 2


def test_nk_9_5_a_seat_just_after_the_button_is_the_small_blind() -> None:
    # Last button 0, next button 1: an arrival at 2 or at 3 would be the first seat after it.
    short = table(2, [20, 21, None, None, 22, 23], button=0)
    assert small_blind_next(short, 2) and small_blind_next(short, 3)
    assert worst_seat(short) == (2, True)  # only small-blind seats: waits for the big blind


def test_nk_9_5_never_into_the_small_blind() -> None:
    # Players at 0 and 3, last button 3. An arrival at 1 or 2 would be the small blind (the
    # button goes to 0); at 4 or 5 it takes the button and pays the big blind the hand after,
    # the soonest any seat but the small blind can: the worst position is 4.
    short = table(2, [20, None, None, 21, None, None], button=3)
    assert small_blind_next(short, 1) and small_blind_next(short, 2)
    seat, waits = worst_seat(short)
    assert (seat, waits) == (4, False)
    for _ in range(50):
        big = table(1, [10, 11, 12, 13, 14, 15], button=random.randrange(6))
        state = [big, short]
        for move in balance(state):
            assert not small_blind_next(state[1], move.to_seat) or move.waits
            state = apply(state, [move])


def test_nk_9_5_only_small_blind_seats_free_means_waiting_for_the_big_blind() -> None:
    # One empty seat, and it is the small blind next hand: the arrival waits there.
    full = table(2, [20, None, 21, 22, 23, 24], button=5)  # next button 0, then seat 1
    assert small_blind_next(full, 1)
    assert worst_seat(full) == (1, True)


def test_nk_9_5_the_player_due_the_big_blind_moves_even_if_moved_before() -> None:
    """NK-9.5 names who moves and knows no exception: the player due to post the big blind
    next, whether or not they were moved before (an earlier "moved least first" decision
    sent the next player instead)."""
    big = table(1, [10, 11, 12, 13, 14, 15], button=0)
    small = table(2, [20, 21, None, None, 22, 23], button=0)
    assert who_moves(big) == 3
    assert [m.entrant for m in balance([big, small])] == [13]


def test_nk_9_5_a_table_in_a_hand_gives_nobody() -> None:
    big = table(1, [10, 11, 12, 13, 14, 15], button=0, busy=True)
    small = table(2, [20, 21, None, None, None, 23], button=0)
    assert balance([big, small]) == []


def test_nk_9_5_the_short_table_may_be_in_a_hand() -> None:
    big = table(1, [10, 11, 12, 13, 14, 15], button=0)
    small = table(2, [20, 21, None, None, None, 23], button=0, busy=True)
    moves = balance([big, small])
    after = apply([big, small], moves)
    assert balanced(after)
    assert all(m.to_table == 2 for m in moves)


def test_nk_9_5_tda_rule_11_a_table_three_short_halts() -> None:
    assert SHORT_HALT == 3
    full = table(1, [10, 11, 12, 13, 14, 15], button=0, busy=True)
    two_short = table(2, [20, 21, None, None, 22, 23], button=0)
    three_short = table(3, [30, None, None, None, 31, 32], button=0)
    assert halted([full, two_short]) == set()
    assert halted([full, two_short, three_short]) == {3}
    assert halted([three_short]) == set()  # one table (the final table) never halts
    # balancing from a table between hands always ends the halt
    giver = table(1, [10, 11, 12, 13, 14, 15], button=0)
    after = apply([giver, three_short], balance([giver, three_short]))
    assert halted(after) == set()


def test_nk_9_5_ties_between_tables_go_by_table_number() -> None:
    t1 = table(1, [1, 2, 3, 4, 5, None], 0)
    t2 = table(2, [6, 7, 8, 9, 10, None], 0)
    t3 = table(3, [11, 12, 13, None, None, None], 0)
    moves = balance([t1, t2, t3])
    assert [(m.from_table, m.to_table) for m in moves] == [(1, 3)]


def test_nk_9_5_balancing_ends_within_the_allowed_difference() -> None:
    rng = random.Random(3)
    for _ in range(200):
        count = rng.randint(2, 8)
        tables = []
        entrant = 0
        for number in range(1, count + 1):
            seats: list[int | None] = [None] * 9
            for seat in rng.sample(range(9), rng.randint(1, 9)):
                seats[seat] = entrant
                entrant += 1
            tables.append(table(number, seats, rng.randrange(9)))
        after = apply(tables, balance(tables))
        assert seated_once(after)
        assert spread(after) <= allowed_spread(len(after))
        assert sum(t.count for t in after) == entrant


# -- NK-9.6 breaking and the final table -------------------------------------------------------


def test_nk_9_6_highest_table_breaks_as_soon_as_the_others_have_room() -> None:
    t1 = table(1, [1, 2, 3, 4, None, None], 0)
    t2 = table(2, [5, 6, 7, None, None, None], 0)
    t3 = table(3, [8, 9, 10, None, None, None], 0)
    assert table_to_break([t1, t2, t3]) == 3  # 10 players fit in 2 tables of 6
    t1_full = table(1, [1, 2, 3, 4, 11, 12], 0)
    assert table_to_break([t1_full, t2, t3]) == 3  # 12 players still fit in 2 tables of 6
    t2_more = table(2, [5, 6, 7, 13, None, None], 0)
    assert table_to_break([t1_full, t2_more, t3]) is None  # 13 players need 3 tables


def test_nk_9_6_a_table_in_a_hand_breaks_when_it_ends() -> None:
    t1 = table(1, [1, 2, None, None, None, None], 0)
    t2 = table(2, [5, 6, None, None, None, None], 0, busy=True)
    assert table_to_break([t1, t2]) is None
    assert table_to_break([t1, table(2, [5, 6, None, None, None, None], 0)]) == 2


def test_nk_9_6_breaking_seats_everyone_once_by_random_draw() -> None:
    t1 = table(1, [1, 2, 3, None, None, None], 0)
    t2 = table(2, [4, 5, None, None, None, None], 0, busy=True)
    t3 = table(3, [6, 7, 8, None, None, None], 0)
    draws = set()
    for seed in range(30):
        moves = break_table([t1, t2, t3], 3, random.Random(seed))
        assert sorted(m.entrant for m in moves) == [6, 7, 8]
        after = apply([t1, t2, t3], moves)
        assert [t.number for t in after] == [1, 2]
        assert seated_once(after)
        assert spread(after) <= 1
        draws.add(tuple((m.entrant, m.to_table, m.to_seat) for m in moves))
    assert len(draws) > 1  # random


def test_nk_9_6_final_table_forms_when_all_fit() -> None:
    t1 = table(1, [1, 2, 3, 4, 5, None, None, None, None], 0)
    t2 = table(2, [6, 7, 8, 9, None, None, None, None, None], 0)
    assert table_to_break([t1, t2]) == 2
    after = apply([t1, t2], break_table([t1, t2], 2, random.Random(0)))
    assert len(after) == 1 and after[0].count == 9


# -- NK-9.8 late registration and re-entry ----------------------------------------------------


def test_nk_9_8_late_entry_sits_at_the_smallest_table() -> None:
    t1 = table(1, [1, 2, 3, None], 0)
    t2 = table(2, [4, None, None, None], 0)
    for seed in range(10):
        spot = late_seat([t1, t2], random.Random(seed))
        assert spot is not None and spot[0] == 2 and spot[1] in (1, 2, 3)


def test_nk_9_8_no_free_seat_opens_a_new_table() -> None:
    assert late_seat([table(1, [1, 2]), table(2, [3, 4])], random.Random(0)) is None


# -- NK-9.7 hand-for-hand and NK-9.2 places ----------------------------------------------------


def test_nk_9_7_hand_for_hand_on_the_bubble_only() -> None:
    assert hand_for_hand(alive=31, paid=30, tables=4)
    assert not hand_for_hand(alive=32, paid=30, tables=4)
    assert not hand_for_hand(alive=30, paid=30, tables=4)
    assert not hand_for_hand(alive=31, paid=30, tables=1)


def test_nk_9_2_busts_in_one_hand_for_hand_round_ranked_by_starting_stack() -> None:
    # A round at two tables: entrant 4 (1,000 at the start) and 9 (2,500) out; 31 were left.
    # The larger stack takes 30th, which pays; the other is the bubble (31st).
    from engine.tournament.places import place_busts

    assert place_busts([(4, 1000), (9, 2500)], 31) == [Placed((9,), (30,)), Placed((4,), (31,))]
    # Equal stacks tie and share both places.
    assert place_busts([(4, 800), (9, 800)], 31) == [Placed((4, 9), (30, 31))]


def test_nk_9_2_busts_before_the_field_is_final_placed_in_order() -> None:
    rounds = [[(1, 500)], [(2, 100), (3, 900)]]
    assert places_when_final(40, rounds) == [
        Placed((1,), (40,)), Placed((3,), (38,)), Placed((2,), (39,)),
    ]


# -- NK-9.3 the payout table ------------------------------------------------------------------


@pytest.mark.parametrize("entries", [2, 7, 10, 45, 100, 200, 1000, 5000])
def test_nk_9_3_payout_table_pays_about_fifteen_percent(entries: int) -> None:
    parts = payout_table(entries)
    assert len(parts) == paid_places(entries)
    assert abs(len(parts) - 0.15 * entries) <= 1 or len(parts) == 1
    assert sum(parts) == 10_000
    assert all(a >= b > 0 for a, b in itertools.pairwise(parts))


@pytest.mark.parametrize("entries", [120, 200, 500, 1000, 5000])
def test_nk_9_3_first_place_takes_twenty_to_thirty_percent(entries: int) -> None:
    assert 2000 <= payout_table(entries)[0] <= 3000


def test_nk_9_3_prizes_add_up_to_the_pool_with_the_remainder_to_first() -> None:
    prizes = prizes_for(20_003, payout_table(200))
    assert sum(prizes) == 20_003
    assert prizes[0] >= prizes[1]


def test_nk_9_8_re_entries_add_to_the_pool() -> None:
    # 200 entrants, 25 re-entries: the table is the one for 225 entries, the pool 225 entries.
    assert sum(prizes_for(225 * 100, payout_table(225))) == 22_500
    assert paid_places(225) > paid_places(200)


# -- property: random eliminations ------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 60), size=st.integers(2, 9), seed=st.integers(0, 2**32),
)
def test_random_eliminations_keep_everyone_seated_once_and_tables_balanced(
    players: int, size: int, seed: int
) -> None:
    rng = random.Random(seed)
    tables = first_seating(list(range(players)), size, rng)
    chips = dict.fromkeys(range(players), 1000)
    moved: dict[int, int] = {}
    total = sum(chips.values())
    while sum(t.count for t in tables) > 1:
        # A hand at every table: chips change hands within the table, some players bust.
        for t in list(tables):
            seated = [e for e in t.seats if e is not None]
            if len(seated) < 2:
                continue
            loser, winner = rng.sample(seated, 2)
            amount = chips[loser] if rng.random() < 0.4 else rng.randint(0, chips[loser])
            chips[loser] -= amount
            chips[winner] += amount
            busted = [e for e in seated if chips[e] == 0]
            seats = tuple(None if e in busted else e for e in t.seats)
            tables[tables.index(t)] = TableSeats(t.number, seats,
                                                 next_button(t.occupied(), t.button, t.size))
        tables = [t for t in tables if t.count]
        number = table_to_break(tables)
        while number is not None:
            tables = apply(tables, break_table(tables, number, rng))
            number = table_to_break(tables)
        moves = balance(tables)
        for move in moves:
            moved[move.entrant] = moved.get(move.entrant, 0) + 1
        tables = apply(tables, moves)
        alive = [e for t in tables for e in t.seats if e is not None]
        assert seated_once(tables)
        assert sorted(alive) == sorted(e for e, c in chips.items() if c > 0)
        assert spread(tables) <= allowed_spread(len(tables))
        assert len(tables) == tables_needed(len(alive), size)  # NK-9.6: as few as hold them
        assert sum(chips.values()) == total
        assert all(isinstance(m, Move) for m in moves)
