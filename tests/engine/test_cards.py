"""One card model for every deck: French 52, the 104-card double pack, the As-Nas 20."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import (
    ASNAS_20,
    DOUBLE_104,
    FRENCH_52,
    AsNasRank,
    Card,
    Rank,
    Suit,
    complete_deck,
    french,
    parse_card,
    parse_cards,
    shuffled,
)
from engine.errors import RuleError


def test_deck_sizes_and_uniqueness() -> None:  # UD-2.1, AN-2.1, NK-1.1
    assert len(FRENCH_52) == len(set(FRENCH_52)) == 52
    assert len(DOUBLE_104) == len(set(DOUBLE_104)) == 104
    assert len(ASNAS_20) == len(set(ASNAS_20)) == 20
    assert {card.rank for card in ASNAS_20} == set(AsNasRank)
    assert all(sum(1 for c in ASNAS_20 if c.rank == r) == 4 for r in AsNasRank)


def test_index_matches_the_evaluator_convention() -> None:
    assert parse_card("2c").index == 0
    assert parse_card("2d").index == 1
    assert parse_card("3c").index == 4
    assert parse_card("As").index == 51
    assert [card.index for card in FRENCH_52] == list(range(52))
    assert french(51) == Card(Rank.ACE, Suit.SPADES)


def test_codes_round_trip_for_every_deck() -> None:
    for deck in (FRENCH_52, DOUBLE_104, ASNAS_20):
        for card in deck:
            assert parse_card(card.code) == card
    assert parse_card("Ah'") == Card(Rank.ACE, Suit.HEARTS, 1)
    assert parse_card("Ko3") == Card(AsNasRank.KOWLI, None, 2)
    assert parse_cards("Ah Td") == [parse_card("Ah"), parse_card("Td")]


def test_display_faces() -> None:
    assert parse_card("Td").face == "10♦"
    assert parse_card("As").face == "A♠"
    assert parse_card("Sh1").face == "Sh"


@pytest.mark.parametrize("bad", ["", "1h", "Ax", "Ah''x", "As5", "Zz1", "A"])
def test_bad_codes_raise_typed_error(bad: str) -> None:
    with pytest.raises(RuleError) as err:
        parse_card(bad)
    assert err.value.key == "error-card-unknown"


def test_forced_deck_order_is_completed_and_checked() -> None:
    top = parse_cards("As Kd")
    deck = complete_deck(top, FRENCH_52)
    assert deck[:2] == top and sorted(deck) == sorted(FRENCH_52)
    with pytest.raises(RuleError):
        complete_deck(parse_cards("As As"), FRENCH_52)
    with pytest.raises(RuleError):
        complete_deck([parse_card("Ko1")], FRENCH_52)


@given(st.integers(min_value=0, max_value=2**128))
def test_shuffle_is_a_seeded_permutation(seed: int) -> None:
    first = shuffled(DOUBLE_104, random.Random(seed))
    assert first == shuffled(DOUBLE_104, random.Random(seed))
    assert sorted(first) == sorted(DOUBLE_104)
