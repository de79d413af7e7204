"""Monte Carlo equity against ranges, on phevaluator's C evaluators.

Each opponent is drawn from a `Range` (candidate hands, strongest first) and, once the flop is
out, weighted by how well that hand fits its betting: an opponent who bet or raised is more
likely to hold a hand that is strong on the current board (`board_strength`), with a floor for
bluffs. Samples that deal a card twice are rejected, which is exact rejection sampling of the
joint deal. Random numbers come in numpy batches from a generator the caller seeds, so the same
seed gives the same estimate; nothing here sees a card the bot does not know.
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
# Omaha hands a bettor plausibly holds by the river: two pair or better (rank class <= 3325).
_OMAHA_STRONG: Final = 3325


@dataclass(frozen=True, slots=True)
class Range:
    """An opponent's possible hands (rows of card ids) and how its betting weights them:
    `aggression` = bets/raises after the flop, `calls` = calls after the flop."""

    hands: npt.NDArray[np.int8]
    aggression: int = 0
    calls: int = 0


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

    `next_card` is a board card I know in advance (a Naiko glance). Stops at `samples` valid
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
    total = 0.0
    weight_sum = 0.0
    valid = 0
    attempts = 0
    hero = list(hole)
    while valid < samples and attempts < samples * 4:
        batch = _BATCH
        attempts += batch
        # One uniform draw per opponent and deal, scaled to each range's size (one numpy call).
        uniform = rng.random((len(ranges), batch))
        picks = [
            r.hands[(u * len(r.hands)).astype(np.intp)].tolist()
            for r, u in zip(ranges, uniform, strict=True)
        ]
        order = np.argsort(rng.random((batch, len(rest))), axis=1)[:, : need + 4 * len(ranges)]
        draws = rest[order].tolist()
        for i in range(batch):
            used = set(known)
            hands: list[list[int]] = []
            clash = False
            for pick in picks:
                cards = pick[i]
                for card in cards:
                    if card in used:
                        clash = True
                        break
                    used.add(card)
                if clash:
                    break
                hands.append(cards)
            if clash:
                continue
            full = list(fixed)
            for card in draws[i]:
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
