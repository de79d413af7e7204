"""Monte Carlo equity against ranges, on phevaluator's C evaluators.

Each opponent is drawn from a `Range` (candidate hands, strongest first) and, once the flop is
out, weighted by how well that hand fits its betting: an opponent who bet or raised is more
likely to hold a hand that is strong on the current board (`board_strength`), with a floor for
bluffs. Hands holding a card I can see are dropped from each range; opponents are then dealt
in turn, each the first of a few candidates from its range that clashes with no hand dealt
before it (a random hand when all clash: with many Omaha opponents a whole-deal rejection
would reject almost every deal). Random numbers come in numpy batches from a generator the
caller seeds, so the same seed gives the same estimate; nothing here sees a card the bot does
not know. A batch of deals is played at once: numpy arrays hold one deal per row (cards as
bits, a pointer into each row's shuffled deck), and the evaluator is mapped over the columns.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Final, NamedTuple

import numpy as np
import numpy.typing as npt
from phevaluator import _pheval

_EVAL: Final = (None, None, None, None, None, _pheval.evaluate_5cards,
                _pheval.evaluate_6cards, _pheval.evaluate_7cards)  # fmt: skip
_EVAL7: Final = _pheval.evaluate_7cards
_OMAHA: Final = _pheval.evaluate_omaha_cards
_BATCH: Final = 128
_TRIES: Final = 6  # candidate hands per opponent and deal before falling back to the deck
# Omaha hands a bettor plausibly holds by the river: two pair or better (rank class <= 3325).
_OMAHA_STRONG: Final = 3325


class _Pool(NamedTuple):
    """A range's hands and card bits, and the rows of it still possible."""

    hands: npt.NDArray[np.int8]
    bits: npt.NDArray[np.uint64]
    rows: npt.NDArray[np.intp]


@dataclass(frozen=True, slots=True)
class Range:
    """An opponent's possible hands (rows of card ids) and how its betting weights them:
    `aggression` = bets/raises after the flop, `calls` = calls after the flop."""

    hands: npt.NDArray[np.int8]
    aggression: int = 0
    calls: int = 0
    bits: npt.NDArray[np.uint64] | None = None  # each hand's cards as bits, when known
    anything: bool = False  # every hand is possible: deal it straight from the deck


def _fit(strength: float, aggression: int, calls: int) -> float:
    """How likely a hand of this board strength (0 worst … 1 best) bets as observed."""
    weight = 1.0
    if aggression >= 2:
        weight *= 0.04 + strength**4
    elif aggression == 1:
        weight *= 0.12 + strength**2
    if calls:
        weight *= 0.25 + strength
    return weight


@lru_cache(maxsize=64)
def _strength_table(board: tuple[int, ...]) -> npt.NDArray[np.float64]:
    """`board_strength` of every two cards on this (Hold'em) board: a 52 x 52 table, both
    orders, from the percentile of each two-card hand's rank class among all of them."""
    evaluate = _EVAL[len(board) + 2]
    assert evaluate is not None
    rest = [c for c in range(52) if c not in board]
    pairs = np.array(list(combinations(rest, 2)), dtype=np.intp)
    ranks = np.array([evaluate(*board, a, b) for a, b in pairs.tolist()], dtype=np.int32)
    below = np.searchsorted(np.sort(ranks), ranks, side="left")  # hands that beat this one
    table = np.zeros((52, 52), dtype=np.float64)
    table[pairs[:, 0], pairs[:, 1]] = table[pairs[:, 1], pairs[:, 0]] = 1.0 - below / len(ranks)
    return table


def board_strength(hole: Sequence[int], board: Sequence[int]) -> float:
    """Share of two-card hands this Hold'em hand beats or ties on the board now (1 = the nuts)."""
    return float(_strength_table(tuple(board))[hole[0], hole[1]])


def _possible(r: Range, known: Sequence[int]) -> _Pool:
    """The hands of a range that hold no card I can see (an emptied range falls back to
    itself rather than to nothing)."""
    bits = r.bits if r.bits is not None else _hand_bits(r.hands)
    seen = np.uint64(sum(1 << card for card in known))
    kept = np.flatnonzero((bits & seen) == 0)
    return _Pool(r.hands, bits, kept if len(kept) else np.arange(len(bits)))


def _hand_bits(hands: npt.NDArray[np.int8]) -> npt.NDArray[np.uint64]:
    bits: npt.NDArray[np.uint64] = np.bitwise_or.reduce(
        np.uint64(1) << hands.astype(np.uint64), axis=1
    )
    return bits


@lru_cache(maxsize=256)
def _fit_table(board: tuple[int, ...], aggression: int, calls: int) -> npt.NDArray[np.float64]:
    """`_fit` of every two cards on this board, for one line of betting."""
    strengths = _strength_table(board).tolist()
    return np.array(
        [[_fit(s, aggression, calls) for s in row] for row in strengths], dtype=np.float64
    )


class _Deck:
    """Per deal (one row each), the cards not yet seen in a random order, dealt from a
    pointer that skips cards already given to an opponent."""

    def __init__(self, draws: npt.NDArray[np.int8], used: npt.NDArray[np.uint64]) -> None:
        self.draws = draws.astype(np.int64)
        self.bits = np.uint64(1) << self.draws.astype(np.uint64)
        self.rows = np.arange(len(draws))
        self.pointer = np.zeros(len(draws), dtype=np.intp)
        self.used = used
        self.last = draws.shape[1] - 1

    def take(self, wanted: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        """The next unused card for each wanted row (0 for the others)."""
        while True:
            at = np.minimum(self.pointer, self.last)
            bits = self.bits[self.rows, at]
            clash = wanted & ((self.used & bits) != 0)
            if not clash.any():
                break
            self.pointer += clash
        self.pointer += wanted
        self.used |= np.where(wanted, bits, np.uint64(0))
        return np.where(wanted, self.draws[self.rows, at], 0)


def equity(
    hole: Sequence[int],
    board: Sequence[int],
    ranges: Sequence[Range],
    rng: np.random.Generator,
    *,
    samples: int,
    deadline: float | None = None,
    next_card: int | None = None,
) -> float:
    """My expected share of the pot at showdown against every range (ties split).

    `next_card` is a board card I know in advance (a Naiko glance). Stops at `samples`
    deals, or at `deadline` (a `time.perf_counter` value) with at least one batch done.
    Deals are vectorised over a batch; each is played exactly as if dealt one at a time.
    """
    omaha = len(hole) == 4
    known = [*hole, *board]
    fixed = list(board)
    if next_card is not None and next_card not in known and len(board) < 5:
        fixed.append(next_card)
        known.append(next_card)
    need = 5 - len(fixed)
    rest = np.array([c for c in range(52) if c not in set(known)], dtype=np.int8)
    known_bits = np.uint64(sum(1 << card for card in known))
    weighted = len(board) >= 3 and any(r.aggression or r.calls for r in ranges)
    board_now = tuple(board)
    cache: dict[tuple[int, int], _Pool] = {}
    pools: list[_Pool | None] = []
    for r in ranges:  # opponents often share a range: filter each one once
        if r.anything:
            pools.append(None)
            continue
        key = (r.hands.__array_interface__["data"][0], len(r.hands))
        if key not in cache:
            cache[key] = _possible(r, known)
        pools.append(cache[key])
    size = len(hole)
    evaluate = _OMAHA if omaha else _EVAL7
    total = 0.0
    weight_sum = 0.0
    valid = 0  # deals played
    while valid < samples:
        batch = _BATCH
        # A few candidate hands per opponent and deal, drawn in one numpy call per range.
        picks = [
            None if pool is None else (rng.random((batch, _TRIES)) * len(pool.rows)).astype(np.intp)
            for pool in pools
        ]
        order = np.argsort(rng.random((batch, len(rest))), axis=1)[:, : need + size * len(ranges)]
        rows = min(batch, samples - valid)
        deck = _Deck(rest[order[:rows]], np.full(rows, known_bits, dtype=np.uint64))
        everyone = np.ones(rows, dtype=bool)
        hands: list[list[list[int]]] = []  # per opponent, its card columns
        for pool, pick in zip(pools, picks, strict=True):
            dealt_columns: list[npt.NDArray[np.int64]]
            # Sequential dealing: the first candidate that shares no card with the hands
            # dealt so far; if every candidate clashes, a random hand from the deck.
            if pool is None or pick is None:
                dealt_columns = [deck.take(everyone) for _ in range(size)]
            else:
                cards, bits, possible = pool
                candidates = possible[pick[:rows]]
                free = (bits[candidates] & deck.used[:, None]) == 0
                chosen = candidates[deck.rows, free.argmax(axis=1)]
                dealt = free.any(axis=1)
                deck.used |= np.where(dealt, bits[chosen], np.uint64(0))
                from_pool = cards[chosen].astype(np.int64)
                missing = ~dealt
                dealt_columns = [
                    np.where(dealt, from_pool[:, k], deck.take(missing)) for k in range(size)
                ]
            hands.append([column.tolist() for column in dealt_columns])
        board_columns = [[card] * rows for card in fixed]
        board_columns += [deck.take(everyone).tolist() for _ in range(need)]
        mine = np.array(list(map(evaluate, *board_columns, *([c] * rows for c in hole))))
        best = np.full(rows, 7463)
        ties = np.zeros(rows, dtype=np.int64)
        weight = np.ones(rows, dtype=np.float64)
        for r, columns in zip(ranges, hands, strict=True):
            rank = np.array(list(map(evaluate, *board_columns, *columns)))
            if weighted and omaha and r.aggression:
                weight *= np.where(rank > _OMAHA_STRONG, 0.25 if r.aggression == 1 else 0.08, 1)
            elif weighted and not omaha and (r.aggression or r.calls):
                weight *= _fit_table(board_now, r.aggression, r.calls)[columns[0], columns[1]]
            ties = np.where(rank < best, 0, np.where(rank == best, ties + 1, ties))
            best = np.minimum(rank, best)
        share = np.where(mine < best, 1.0, np.where(mine == best, 1.0 / (ties + 2), 0.0))
        for w, s in zip(weight.tolist(), share.tolist(), strict=True):
            total += w * s
            weight_sum += w
        valid += rows
        if deadline is not None and time.perf_counter() > deadline:
            break
    if weight_sum <= 0.0:
        return 1.0 / (len(ranges) + 1)
    return total / weight_sum
