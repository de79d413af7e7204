"""Monte Carlo equity against ranges, on phevaluator's C evaluators.

Each opponent is drawn from a `Range` (candidate hands, strongest first) and, once the flop is
out, weighted by how well that hand fits its betting: an opponent who bet or raised is more
likely to hold a hand that is strong on the current board (`board_strength`), with a floor for
bluffs. Hands holding a card I can see are dropped from each range; opponents are then dealt
in turn, each the first of a few candidates from its range that clashes with no hand dealt
before it (a random hand when all clash: with many Omaha opponents a whole-deal rejection
would reject almost every deal). Random numbers come in numpy batches from a generator the
caller seeds, so the same seed gives the same estimate; nothing here sees a card the bot does
not know.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Final

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
def board_ranks(board: tuple[int, ...]) -> npt.NDArray[np.int32]:
    """Sorted rank classes of every two-card hand on this (Hold'em) board, for percentiles."""
    evaluate = _EVAL[len(board) + 2]
    assert evaluate is not None
    rest = [c for c in range(52) if c not in board]
    ranks = [evaluate(*board, a, b) for a, b in combinations(rest, 2)]
    return np.sort(np.array(ranks, dtype=np.int32))


def board_strength(hole: Sequence[int], board: Sequence[int]) -> float:
    """Share of two-card hands this Hold'em hand beats or ties on the board now (1 = the nuts)."""
    table = board_ranks(tuple(board))
    evaluate = _EVAL[len(board) + 2]
    assert evaluate is not None
    rank = evaluate(*board, *hole)
    return 1.0 - float(np.searchsorted(table, rank, side="left")) / len(table)


def _possible(r: Range, known: Sequence[int]) -> npt.NDArray[np.int8]:
    """The hands of a range that hold no card I can see (an emptied range falls back to
    itself rather than to nothing)."""
    if r.bits is not None:
        seen = np.uint64(sum(1 << card for card in known))
        kept = r.hands[(r.bits & seen) == 0]
    else:
        bad = np.zeros(52, dtype=bool)
        bad[list(known)] = True
        kept = r.hands[~bad[r.hands].any(axis=1)]
    return kept if len(kept) else r.hands


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
    """
    omaha = len(hole) == 4
    known = [*hole, *board]
    fixed = list(board)
    if next_card is not None and next_card not in known and len(board) < 5:
        fixed.append(next_card)
        known.append(next_card)
    need = 5 - len(fixed)
    rest = np.array([c for c in range(52) if c not in set(known)], dtype=np.int8)
    weighted = len(board) >= 3 and any(r.aggression or r.calls for r in ranges)
    if weighted and not omaha:
        strengths = board_ranks(tuple(board))
        evaluate_now = _EVAL[len(board) + 2]
    cache: dict[tuple[int, int], npt.NDArray[np.int8]] = {}
    pools: list[npt.NDArray[np.int8] | None] = []
    for r in ranges:  # opponents often share a range: filter each one once
        if r.anything:
            pools.append(None)
            continue
        key = (r.hands.__array_interface__["data"][0], len(r.hands))
        if key not in cache:
            cache[key] = _possible(r, known)
        pools.append(cache[key])
    size = len(hole)
    total = 0.0
    weight_sum = 0.0
    valid = 0  # deals played
    hero = list(hole)
    while valid < samples:
        batch = _BATCH
        # A few candidate hands per opponent and deal, drawn in one numpy call per range.
        picks = [
            None
            if pool is None
            else pool[(rng.random((batch, _TRIES)) * len(pool)).astype(np.intp)].tolist()
            for pool in pools
        ]
        order = np.argsort(rng.random((batch, len(rest))), axis=1)[:, : need + size * len(ranges)]
        draws = rest[order].tolist()
        for i in range(batch):
            used = set(known)
            spare = iter(draws[i])
            hands: list[list[int]] = []
            for pick in picks:
                # Sequential dealing: the first candidate that shares no card with the hands
                # dealt so far; if every candidate clashes, a random hand from the deck.
                for cards in () if pick is None else pick[i]:
                    if not any(card in used for card in cards):
                        break
                else:
                    cards = []
                    while len(cards) < size:
                        card = next(spare)
                        if card not in used:
                            cards.append(card)
                used.update(cards)
                hands.append(cards)
            full = list(fixed)
            for card in spare:
                if len(full) == 5:
                    break
                if card not in used:
                    full.append(card)
            weight = 1.0
            if omaha:
                mine = _OMAHA(*full, *hero)
                best = 7463
                ties = 0
                for r, cards in zip(ranges, hands, strict=True):
                    rank = _OMAHA(*full, *cards)
                    if weighted and r.aggression and rank > _OMAHA_STRONG:
                        weight *= 0.25 if r.aggression == 1 else 0.08
                    if rank < best:
                        best, ties = rank, 0
                    elif rank == best:
                        ties += 1
            else:
                b0, b1, b2, b3, b4 = full
                mine = _EVAL7(b0, b1, b2, b3, b4, hero[0], hero[1])
                best = 7463
                ties = 0
                for r, cards in zip(ranges, hands, strict=True):
                    rank = _EVAL7(b0, b1, b2, b3, b4, cards[0], cards[1])
                    if weighted and (r.aggression or r.calls):
                        now = evaluate_now(*board, cards[0], cards[1])  # type: ignore[misc]
                        position = np.searchsorted(strengths, now, side="left")
                        strength = 1.0 - float(position) / len(strengths)
                        weight *= _fit(strength, r.aggression, r.calls)
                    if rank < best:
                        best, ties = rank, 0
                    elif rank == best:
                        ties += 1
            if mine < best:
                share = 1.0
            elif mine == best:
                share = 1.0 / (ties + 2)
            else:
                share = 0.0
            total += weight * share
            weight_sum += weight
            valid += 1
            if valid >= samples:
                break
        if deadline is not None and time.perf_counter() > deadline:
            break
    if weight_sum <= 0.0:
        return 1.0 / (len(ranges) + 1)
    return total / weight_sum
