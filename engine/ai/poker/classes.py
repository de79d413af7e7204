"""Starting-hand classes: the 169 Hold'em classes and the suit-isomorphic Omaha classes.

Cards are phevaluator ids (rank * 4 + suit, 2c = 0 … As = 51). Two starting hands that differ
only by a renaming of suits have the same value before the flop, so the preflop tables store one
row per class: 169 for Hold'em (13 pairs, 78 suited, 78 offsuit) and 16,432 for Omaha.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, permutations
from typing import Final

import numpy as np
import numpy.typing as npt

HOLDEM_CLASSES: Final = 169
RANKS: Final = "23456789TJQKA"
_SUIT_PERMS: Final = tuple(permutations(range(4)))


def holdem_class(a: int, b: int) -> int:
    """Class index 0-168 of two hole cards: row = high rank, column = low rank on a 13 x 13
    grid (pairs on the diagonal), suited above it and offsuit below, flattened."""
    ra, rb = a >> 2, b >> 2
    high, low = (ra, rb) if ra >= rb else (rb, ra)
    if high == low or (a & 3) == (b & 3):
        return high * 13 + low if high != low else high * 14  # pair on the diagonal
    return low * 13 + high  # offsuit: mirror below the diagonal


def holdem_class_name(index: int) -> str:
    """``"AKs"``, ``"72o"``, ``"TT"`` for a class index."""
    row, col = divmod(index, 13)
    if row == col:
        return RANKS[row] * 2
    if row > col:
        return f"{RANKS[row]}{RANKS[col]}s"
    return f"{RANKS[col]}{RANKS[row]}o"


def holdem_class_example(index: int) -> tuple[int, int]:
    """Two concrete cards of a class (the table builder deals these)."""
    row, col = divmod(index, 13)
    if row == col:
        return row * 4, row * 4 + 1
    if row > col:
        return row * 4, col * 4  # suited: both clubs
    return col * 4, row * 4 + 1  # offsuit


@cache
def holdem_combos() -> npt.NDArray[np.int8]:
    """All 1,326 two-card combinations, shape (1326, 2)."""
    return np.array(list(combinations(range(52), 2)), dtype=np.int8)


@cache
def holdem_combo_classes() -> npt.NDArray[np.int16]:
    combos = holdem_combos()
    return np.array([holdem_class(int(a), int(b)) for a, b in combos], dtype=np.int16)


def omaha_key(cards: tuple[int, ...] | list[int]) -> int:
    """The canonical key of a four-card Omaha hand: the smallest base-52 number over every
    renaming of the suits (so suit-isomorphic hands share it)."""
    best = 52**4
    for perm in _SUIT_PERMS:
        a, b, c, d = sorted((card & ~3) | perm[card & 3] for card in cards)
        key = ((a * 52 + b) * 52 + c) * 52 + d
        best = min(best, key)
    return best


def omaha_keys(hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
    """`omaha_key` for many hands at once, shape (n, 4) -> (n,)."""
    cards = hands.astype(np.int64)
    ranks, suits = cards & ~3, cards & 3
    best = np.full(len(cards), 52**4, dtype=np.int64)
    for perm in _SUIT_PERMS:
        mapped = np.sort(ranks | np.asarray(perm, dtype=np.int64)[suits], axis=1)
        key = ((mapped[:, 0] * 52 + mapped[:, 1]) * 52 + mapped[:, 2]) * 52 + mapped[:, 3]
        np.minimum(best, key, out=best)
    return best


def omaha_key_cards(key: int) -> tuple[int, int, int, int]:
    """The four cards a canonical key encodes (a representative of the class)."""
    key, d = divmod(key, 52)
    key, c = divmod(key, 52)
    a, b = divmod(key, 52)
    return a, b, c, d


@cache
def omaha_combos() -> npt.NDArray[np.int8]:
    """All 270,725 four-card combinations, shape (270725, 4), built with numpy."""
    return np.array(list(combinations(range(52), 4)), dtype=np.int8)
