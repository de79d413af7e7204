"""Golden counts for the evaluator wrapper (NK-4.5) and the Omaha two-plus-three rule (NK-1.3)."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from engine.cards import FRENCH_52, parse_cards
from engine.errors import RuleError
from engine.evaluation import (
    WORST_RANK,
    Category,
    best_five,
    category,
    describe,
    evaluate,
    evaluate5,
    evaluate7,
    evaluate_holdem,
    evaluate_omaha,
    ids,
)

# Five-card hands per category: (distinct rank classes, hands out of C(52, 5)).
FIVE_CARD = {
    Category.ROYAL_FLUSH: (1, 4),
    Category.STRAIGHT_FLUSH: (9, 36),
    Category.FOUR_OF_A_KIND: (156, 624),
    Category.FULL_HOUSE: (156, 3744),
    Category.FLUSH: (1277, 5108),
    Category.STRAIGHT: (10, 10200),
    Category.THREE_OF_A_KIND: (858, 54912),
    Category.TWO_PAIR: (858, 123552),
    Category.ONE_PAIR: (2860, 1098240),
    Category.HIGH_CARD: (1277, 1302540),
}

# Seven-card hands per category (best five of seven), out of C(52, 7) = 133,784,560.
SEVEN_CARD = {
    Category.ROYAL_FLUSH: 4324,
    Category.STRAIGHT_FLUSH: 37260,
    Category.FOUR_OF_A_KIND: 224848,
    Category.FULL_HOUSE: 3473184,
    Category.FLUSH: 4047644,
    Category.STRAIGHT: 6180020,
    Category.THREE_OF_A_KIND: 6461620,
    Category.TWO_PAIR: 31433400,
    Category.ONE_PAIR: 58627800,
    Category.HIGH_CARD: 23294460,
}


def rank(cards: str) -> int:
    return evaluate(ids(parse_cards(cards)))


def test_nk_4_5_all_five_card_hands_give_7462_classes_and_the_category_counts() -> None:
    per_rank = Counter(itertools.starmap(evaluate5, itertools.combinations(range(52), 5)))
    assert len(per_rank) == WORST_RANK == 7462
    assert min(per_rank) == 1 and max(per_rank) == 7462
    classes: Counter[Category] = Counter()
    hands: Counter[Category] = Counter()
    for value, count in per_rank.items():
        cat = category(value)
        classes[cat] += 1
        hands[cat] += count
    assert {cat: (classes[cat], hands[cat]) for cat in Category} == FIVE_CARD


@pytest.mark.slow
def test_nk_4_5_seven_card_category_counts() -> None:
    per_rank = Counter(itertools.starmap(evaluate7, itertools.combinations(range(52), 7)))
    hands: Counter[Category] = Counter()
    for value, count in per_rank.items():
        hands[category(value)] += count
    assert dict(hands) == SEVEN_CARD


def test_nk_4_5_category_boundaries_and_names() -> None:
    assert category(1) == Category.ROYAL_FLUSH
    assert category(rank("Ah Kh Qh Jh Th")) == Category.ROYAL_FLUSH
    assert category(rank("5d 4d 3d 2d Ad")) == Category.STRAIGHT_FLUSH
    assert category(rank("9c 9d 9h 9s 2c")) == Category.FOUR_OF_A_KIND
    assert category(rank("9c 9d 9h 2s 2c")) == Category.FULL_HOUSE
    assert category(rank("Ac 9c 7c 4c 2c")) == Category.FLUSH
    assert category(rank("Ac 2d 3h 4s 5c")) == Category.STRAIGHT
    assert category(rank("9c 9d 9h 3s 2c")) == Category.THREE_OF_A_KIND
    assert category(rank("9c 9d 3h 3s 2c")) == Category.TWO_PAIR
    assert category(rank("9c 9d 4h 3s 2c")) == Category.ONE_PAIR
    assert rank("7c 5d 4h 3s 2c") == WORST_RANK
    assert category(WORST_RANK) == Category.HIGH_CARD
    assert describe(1) == "hand-royal-flush"
    assert Category.TWO_PAIR.key == "hand-two-pair"
    for bad in (0, 7463):
        with pytest.raises(RuleError):
            category(bad)


def test_nk_4_4_same_category_compares_ranks_then_kickers() -> None:
    assert rank("Ac Ad Kh 7s 2c") < rank("Ac Ad Qh Js Tc")  # kicker K beats Q
    assert rank("Ac Ad Kh 7s 3c") < rank("Ah As Kd 7c 2d")  # last kicker decides
    assert rank("Ac Ad Kh 7s 2c") == rank("Ah As Kd 7c 2d")  # equal values split


def test_six_and_seven_cards_take_the_best_five() -> None:
    assert rank("Ah Kh Qh Jh Th 2c") == 1
    assert rank("2c 3d Ah Kh Qh Jh Th") == 1
    assert rank("2c 3d 4h 5s 7c 9d Jh") == rank("4h 5s 7c 9d Jh")
    with pytest.raises(RuleError):
        evaluate([0, 1, 2, 3])


def test_nk_1_3_omaha_matches_brute_force_two_plus_three() -> None:
    rng = random.Random(7)
    for _ in range(300):
        cards = rng.sample(range(52), 9)
        hole, board = cards[:4], cards[4:]
        brute = min(
            evaluate5(*pair, *three)
            for pair in itertools.combinations(hole, 2)
            for three in itertools.combinations(board, 3)
        )
        assert evaluate_omaha(hole, board) == brute
        assert evaluate_omaha(hole, board[:4]) == min(
            evaluate5(*pair, *three)
            for pair in itertools.combinations(hole, 2)
            for three in itertools.combinations(board[:4], 3)
        )


def test_best_five_shows_the_cards_that_make_the_hand() -> None:
    hole = ids(parse_cards("Ah 9c"))
    board = ids(parse_cards("9d 9h As 2c 3d"))
    assert [c.code for c in best_five(hole, board)] == ["9h", "9d", "9c", "As", "Ah"]
    wheel = best_five(ids(parse_cards("Ah 2c")), ids(parse_cards("3d 4s 5h Kc Qd")))
    assert [c.code for c in wheel] == ["5h", "4s", "3d", "2c", "Ah"]
    omaha = best_five(
        ids(parse_cards("Ah Kh Qh Jh")), ids(parse_cards("Th 2c 3d 4s 9h")), omaha=True
    )
    assert sum(card.code in ("Ah", "Kh", "Qh", "Jh") for card in omaha) == 2
    assert evaluate5(*(card.index for card in omaha)) == evaluate_omaha(
        ids(parse_cards("Ah Kh Qh Jh")), ids(parse_cards("Th 2c 3d 4s 9h"))
    )


def test_holdem_uses_card_ids_of_the_card_model() -> None:
    assert ids(FRENCH_52[:2]) == [0, 1]
    assert evaluate_holdem(ids(parse_cards("As Ks")), ids(parse_cards("Qs Js Ts"))) == 1
