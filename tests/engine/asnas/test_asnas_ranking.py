"""AN-4: categories, rank order and tie-breaks, with golden counts over every five-card hand."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from engine.asnas import Category, HandRank, hand_value, rank_counts, rank_hand
from engine.cards import ASNAS_20, AsNasRank, parse_cards
from engine.errors import RuleError

# Written out by hand (AI.md / combinatorics), not computed by the code under test.
GOLDEN_COUNTS = {
    Category.FOUR_OF_A_KIND: 80,  # 5 ranks x 4 kickers x C(4,4) x 4 copies
    Category.FULL_HOUSE: 480,  # 5 x 4 x C(4,3) x C(4,2)
    Category.THREE_OF_A_KIND: 1_920,  # 5 x C(4,2) x C(4,3) x 4 x 4
    Category.TWO_PAIRS: 4_320,  # C(5,2) x 3 x 6 x 6 x 4
    Category.ONE_PAIR: 7_680,  # 5 x C(4,3) x 6 x 4^3
    Category.HIGH_CARD: 1_024,  # 4^5
}


def hand(text: str) -> HandRank:
    return rank_hand(parse_cards(text))


def reference_key(counts: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """An independent restatement of AN-4.1/AN-4.3: category by shape, then every card sorted by
    (group size, rank) descending — repeated cards included, so it reads like a poker kicker
    list."""
    shape = tuple(sorted((c for c in counts if c), reverse=True))
    category = [
        (1, 1, 1, 1, 1),
        (2, 1, 1, 1),
        (2, 2, 1),
        (3, 1, 1),
        (3, 2),
        (4, 1),
    ].index(shape)
    cards = [rank for rank in range(5) for _ in range(counts[rank])]
    cards.sort(key=lambda r: (counts[r], r), reverse=True)
    return category, tuple(cards)


ALL_CLASSES = [
    counts
    for counts in itertools.product(range(5), repeat=5)
    if sum(counts) == 5 and max(counts) <= 4
]


def test_an_2_1_golden_counts_of_all_15504_hands() -> None:
    counts: Counter[Category] = Counter()
    total = 0
    for cards in itertools.combinations(ASNAS_20, 5):
        counts[rank_hand(cards).category] += 1
        total += 1
    assert total == 15_504
    assert dict(counts) == GOLDEN_COUNTS


def test_an_4_1_category_order() -> None:
    ladder = [
        "As1 As2 As3 As4 Ko1",
        "Ko1 Ko2 Ko3 Sa1 Sa2",
        "Ko1 Ko2 Ko3 Sa1 Bi1",
        "Ko1 Ko2 Sa1 Sa2 Bi1",
        "Ko1 Ko2 Sa1 Bi1 Sh1",
        "Ko1 Sa1 Bi1 Sh1 As1",
    ]
    ranks = [hand(text) for text in ladder]
    assert [r.category for r in ranks] == sorted(Category, reverse=True)
    assert ranks == sorted(ranks, reverse=True)
    # A weak four of a kind still beats the best full house (no straights or flushes).
    assert hand("Ko1 Ko2 Ko3 Ko4 Sa1") > hand("As1 As2 As3 Sh1 Sh2")


def test_an_4_2_rank_order() -> None:
    assert [rank.code for rank in sorted(AsNasRank, reverse=True)] == ["As", "Sh", "Bi", "Sa", "Ko"]
    assert hand("As1 As2 Ko1 Sa1 Bi1") > hand("Sh1 Sh2 Ko1 Sa1 Bi1")
    assert hand("Sh1 Sh2 Ko1 Sa1 Bi1") > hand("Bi1 Bi2 Ko1 Sa1 As1")
    assert hand("Bi1 Bi2 Ko1 Sa1 As1") > hand("Sa1 Sa2 Ko1 Bi1 As1")
    assert hand("Sa1 Sa2 Ko1 Bi1 As1") > hand("Ko1 Ko2 Sa1 Bi1 As1")


def test_an_4_3_grouped_ranks_before_kickers() -> None:
    # Four of a kind: the four decides before the odd card.
    assert hand("Sh1 Sh2 Sh3 Sh4 Ko1") > hand("Bi1 Bi2 Bi3 Bi4 As1")
    assert hand("Bi1 Bi2 Bi3 Bi4 As1") > hand("Bi1 Bi2 Bi3 Bi4 Sh1")
    # Full house: the three, then the pair.
    assert hand("Sa1 Sa2 Sa3 Ko1 Ko2") > hand("Ko1 Ko2 Ko3 As1 As2")
    assert hand("Sa1 Sa2 Sa3 Bi1 Bi2") > hand("Sa1 Sa2 Sa3 Ko1 Ko2")
    # Three of a kind: the three, then the rest descending.
    assert hand("Bi1 Bi2 Bi3 Ko1 Sa1") > hand("Sa1 Sa2 Sa3 As1 Sh1")
    assert hand("Bi1 Bi2 Bi3 As1 Ko1") > hand("Bi1 Bi2 Bi3 Sh1 Sa1")
    assert hand("Bi1 Bi2 Bi3 As1 Sa1") > hand("Bi1 Bi2 Bi3 As1 Ko1")
    # One pair: the pair, then the three others descending.
    assert hand("Sa1 Sa2 Ko1 Bi1 Sh1") > hand("Ko1 Ko2 As1 Sh1 Bi1")
    assert hand("Sa1 Sa2 As1 Ko1 Bi1") > hand("Sa1 Sa2 Sh1 Bi1 Ko1")
    assert hand("Sa1 Sa2 As1 Bi1 Ko1") == hand("Sa3 Sa4 As2 Bi2 Ko2")


def test_an_4_3_two_pairs_high_pair_then_low_pair_then_odd_card() -> None:
    assert hand("As1 As2 Ko1 Ko2 Sa1") > hand("Sh1 Sh2 Bi1 Bi2 As3")  # high pair
    assert hand("As1 As2 Sa1 Sa2 Ko1") > hand("As3 As4 Ko3 Ko4 Sh1")  # then low pair
    assert hand("As1 As2 Sa1 Sa2 Sh1") > hand("As3 As4 Sa3 Sa4 Bi1")  # then the odd card
    assert hand("As1 As2 Sa1 Sa2 Sh1") == hand("As3 As4 Sa3 Sa4 Sh2")  # identical hands tie


def test_an_4_3_all_high_card_hands_tie() -> None:
    hands = {rank_hand(cards) for cards in itertools.combinations(ASNAS_20, 5)}
    high = [h for h in hands if h.category == Category.HIGH_CARD]
    assert len(high) == 1
    assert high[0].ranks == (4, 3, 2, 1, 0)


def test_an_4_3_total_preorder_matches_reference_on_every_class_pair() -> None:
    assert len(ALL_CLASSES) == 121  # rank-count classes of a five-card hand
    keys = {counts: reference_key(counts) for counts in ALL_CLASSES}
    ranks = {counts: rank_counts(counts) for counts in ALL_CLASSES}
    values = {counts: hand_value(counts) for counts in ALL_CLASSES}
    for a in ALL_CLASSES:
        for b in ALL_CLASSES:
            expected = (keys[a] > keys[b]) - (keys[a] < keys[b])
            assert (ranks[a] > ranks[b]) - (ranks[a] < ranks[b]) == expected
            assert (values[a] > values[b]) - (values[a] < values[b]) == expected
            assert (ranks[a] == ranks[b]) == (a == b or expected == 0)


@pytest.mark.parametrize(
    "text", ["As1 As2 As3 As4", "As1 As2 As3 As4 Sh1 Sh2", "Ah Kd Qs Jc Tc"]
)
def test_an_4_rank_hand_refuses_bad_hands(text: str) -> None:
    with pytest.raises(RuleError):
        rank_hand(parse_cards(text))


def test_an_4_category_message_keys() -> None:
    assert Category.TWO_PAIRS.key == "asnas-category-two-pairs"
    assert hand("As1 As2 As3 Ko1 Ko2").key == "asnas-category-full-house"
