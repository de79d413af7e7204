"""Tournament rules by id: levels (NK-9.1), places (NK-9.2), prize splits (NK-9.3), the Spin
table and split (NK-9.4)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine.tournament.levels import Level, Structure, doubling
from engine.tournament.places import Placed, nearest_left, place_busts, split_places
from engine.tournament.prizes import shares, sitngo_split
from engine.tournament.spin import DEFAULT_TABLE, Multiplier, SpinTable, spin_split

LEVELS = (Level(10, 20), Level(15, 30), Level(25, 50))


def test_nk_9_1_level_by_minutes() -> None:
    structure = Structure(LEVELS, "minutes", 5)
    assert structure.level_at(0) == Level(10, 20)
    assert structure.level_at(299.9) == Level(10, 20)
    assert structure.level_at(300) == Level(15, 30)
    assert structure.next_change(120) == 180
    assert structure.next_change(300) == 300


def test_nk_9_1_level_by_hands() -> None:
    structure = Structure(LEVELS, "hands", 10)
    assert structure.index_at(9) == 0
    assert structure.index_at(10) == 1
    assert structure.next_change(13) == 7


def test_nk_9_1_last_level_stays() -> None:
    structure = Structure(LEVELS, "hands", 2)
    assert structure.level_at(1_000) == Level(25, 50)
    assert structure.next_change(1_000) is None


def test_nk_9_1_structure_round_trip_and_ladder() -> None:
    structure = Structure(doubling(20, 7), "minutes", 3)
    assert [lv.big_blind for lv in structure.levels] == [20, 30, 40, 60, 80, 120, 160]
    assert Structure.from_dict(structure.to_dict()) == structure


def test_nk_9_1_an_ante_is_refused_while_the_engine_posts_none() -> None:
    with pytest.raises(ValueError, match="antes"):
        Structure((Level(10, 20, 5),), "hands", 5)


def test_nk_9_2_one_bust_takes_the_last_place() -> None:
    assert place_busts([(4, 300)], alive_before=6) == [Placed((4,), (6,))]


def test_nk_9_2_simultaneous_busts_ranked_by_starting_stack() -> None:
    # Five at the start of the hand, two out: the larger starting stack takes 4th.
    groups = place_busts([(1, 200), (3, 900)], alive_before=5)
    assert groups == [Placed((3,), (4,)), Placed((1,), (5,))]


def test_nk_9_2_equal_stacks_tie_and_share_the_places() -> None:
    groups = place_busts([(0, 500), (2, 500), (5, 100)], alive_before=6)
    assert groups == [Placed((0, 2), (4, 5)), Placed((5,), (6,))]


def test_nk_9_2_tied_prizes_split_with_the_remainder_nearest_the_buttons_left() -> None:
    # 2nd and 3rd pay 31 + 20 = 51 between two: 26 to the seat nearest the button's left.
    prizes = (49, 31, 20)
    order = nearest_left([1, 4], button=2, size=6)
    assert order == [4, 1]
    assert split_places(prizes, (2, 3), order) == {4: 26, 1: 25}


def test_nk_9_2_nk_4_4_remainder_all_to_one() -> None:
    # NK-4.4: 11 split three ways is 5/3/3.
    assert split_places((11, 0, 0), (1, 2, 3), [7, 8, 0]) == {7: 5, 8: 3, 0: 3}


def test_nk_9_2_places_beyond_the_paid_ones_pay_nothing() -> None:
    assert split_places((100,), (3, 4), [0, 1]) == {0: 0, 1: 0}


def test_nk_9_2_someone_keeps_the_chips() -> None:
    with pytest.raises(ValueError):
        place_busts([(0, 10), (1, 10)], alive_before=2)


@pytest.mark.parametrize(("entrants", "split"), [
    (2, (100,)), (4, (100,)), (5, (65, 35)), (6, (65, 35)), (7, (50, 30, 20)), (9, (50, 30, 20)),
])
def test_nk_9_3_sitngo_default_split(entrants: int, split: tuple[int, ...]) -> None:
    assert sitngo_split(entrants) == split


def test_nk_9_3_shares_round_down_remainder_to_first() -> None:
    assert shares(1001, (50, 30, 20)) == (501, 300, 200)
    assert shares(7, (65, 35)) == (5, 2)
    assert sum(shares(12345, (50, 30, 20))) == 12345


def test_nk_9_4_default_table_and_expectation() -> None:
    rows = {row.times: Fraction(row.weight, DEFAULT_TABLE.total) for row in DEFAULT_TABLE.rows}
    assert rows == {2: Fraction(75, 100), 3: Fraction(15, 100), 5: Fraction(7, 100),
                    10: Fraction(25, 1000), 100: Fraction(45, 10000), 1000: Fraction(5, 10000)}
    assert DEFAULT_TABLE.expected() == Fraction(7, 2)
    assert SpinTable.from_dict(DEFAULT_TABLE.to_dict()) == DEFAULT_TABLE


def test_nk_9_4_top_multipliers_pay_second_and_third() -> None:
    assert spin_split(10) == (100,)
    assert spin_split(100) == (80, 10, 10)
    assert spin_split(1000) == (80, 10, 10)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_nk_9_4_draw_follows_the_table(seed: int) -> None:
    """200,000 seeded draws: each row's frequency within 5 standard errors of its
    probability (fixed seeds, so the check cannot fail by chance)."""
    rng = random.Random(seed)
    draws = 200_000
    counts: dict[int, int] = {}
    for _ in range(draws):
        times = DEFAULT_TABLE.draw(rng)
        counts[times] = counts.get(times, 0) + 1
    assert set(counts) <= {row.times for row in DEFAULT_TABLE.rows}
    for row in DEFAULT_TABLE.rows:
        p = row.weight / DEFAULT_TABLE.total
        error = (p * (1 - p) / draws) ** 0.5
        assert abs(counts.get(row.times, 0) / draws - p) <= 5 * error


def test_nk_9_4_draw_walks_every_weight() -> None:
    class Counting(random.Random):
        def __init__(self) -> None:
            super().__init__(0)
            self.next = 0

        def randrange(self, stop: int) -> int:  # type: ignore[override]
            value, self.next = self.next, self.next + 1
            assert value < stop
            return value

    table = SpinTable((Multiplier(2, 3), Multiplier(7, 1)))
    rng = Counting()
    assert [table.draw(rng) for _ in range(4)] == [2, 2, 2, 7]
