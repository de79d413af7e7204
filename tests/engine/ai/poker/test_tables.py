"""The preflop tables: hand classes, and the shipped file is what the seeded script builds."""

from __future__ import annotations

import importlib.util
from itertools import combinations
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from engine.ai.poker.classes import (
    holdem_class,
    holdem_class_example,
    holdem_class_name,
    omaha_key,
    omaha_key_cards,
    omaha_keys,
)
from engine.ai.poker.tables import tables
from engine.poker.state import card_id

SCRIPT = Path(__file__).resolve().parents[4] / "scripts" / "build_preflop_table.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_preflop_table", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ids(text: str) -> list[int]:
    return [card_id(code) for code in text.split()]


def test_169_holdem_classes_cover_the_1326_combinations() -> None:
    classes = {holdem_class(a, b) for a, b in combinations(range(52), 2)}
    assert classes == set(range(169))
    names = {holdem_class_name(i) for i in range(169)}
    assert len(names) == 169 and {"AA", "AKs", "AKo", "72o", "32s"} <= names
    for index in range(169):
        assert holdem_class(*holdem_class_example(index)) == index
    assert holdem_class_name(holdem_class(*ids("Ah Kh"))) == "AKs"
    assert holdem_class_name(holdem_class(*ids("Kd Ah"))) == "AKo"
    assert holdem_class_name(holdem_class(*ids("7c 7s"))) == "77"


def test_omaha_keys_are_suit_isomorphic() -> None:
    assert omaha_key(ids("As Ah Ks Kh")) == omaha_key(ids("Ad Ac Kd Kc"))
    assert omaha_key(ids("As Ah Ks Kh")) != omaha_key(ids("As Ah Ks Kd"))
    hands = np.array([ids("As Ah Ks Kh"), ids("2c 7d 9h Js")])
    assert list(omaha_keys(hands)) == [omaha_key(list(hand)) for hand in hands]
    key = omaha_key(ids("Js Th 9s 8h"))
    assert omaha_key(list(omaha_key_cards(key))) == key
    assert len(tables().omaha_keys) == 16432  # every suit-isomorphic class has a row


def test_table_orders_hands_sensibly() -> None:
    table = tables()
    aces = table.holdem_equity(*ids("As Ad"), 1)
    assert aces == pytest.approx(0.85, abs=0.01)
    assert table.holdem_percentile(*ids("As Ad")) < table.holdem_percentile(*ids("Ks Kd"))
    assert table.holdem_percentile(*ids("7c 2d")) > 0.9
    # More opponents, less equity for the same hand.
    row = [table.holdem_equity(*ids("Ah Kh"), n) for n in range(1, 9)]
    assert row == sorted(row, reverse=True)
    assert table.omaha_percentile(ids("As Ah Ks Kh")) < 0.01
    assert table.omaha_percentile(ids("2c 2d 2h 2s")) > 0.95
    assert len(table.holdem_range(0.1)) == round(0.1 * 1326)


def test_shipped_rows_equal_a_rebuild_with_the_same_seed() -> None:
    script = _script()
    with np.load(script.OUT) as data:
        holdem, seed = data["holdem"], int(data["samples"][2])
        samples = int(data["samples"][0])
        omaha, keys, omaha_samples = data["omaha"], data["omaha_keys"], int(data["samples"][1])
    for index in (holdem_class(*ids("As Ad")), holdem_class(*ids("7c 2d"))):
        row = script.holdem_row((index, samples, seed))
        assert np.array_equal(np.round(row * 65535).astype(np.uint16), holdem[index])
    for position in (0, 9000):
        row = script.omaha_row((int(keys[position]), omaha_samples, seed))
        assert np.array_equal(np.round(row * 255).astype(np.uint8), omaha[position])
