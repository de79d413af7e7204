"""Differential tests against PokerKit: random hands, 2-9 seats, uneven stacks, both variants.

At every decision the seat to act, the fold option, the amount to call and the min/max raise-to
must agree; before the showdown the pots with their eligible seats; at the end the stacks. The
conventions the two engines do not share are normalised in `pokerkit_harness` (see there).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.engine.poker.pokerkit_harness import random_config, run_hand

CI_HANDS = 2000  # "thousands of random hands in each variant", in CI (about a minute)
SLOW_HANDS = 5000


def play(variant: str, hands: int, seed: int) -> Counter[str]:
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    for _ in range(hands):
        config = random_config(rng, variant)
        state = run_hand(config, random.Random(config.seed))
        seen["hands"] += 1
        seen["decisions"] += len(config.actions)
        seen["showdowns"] += any(r.kind == "show" for r in state.log)
        seen["side pots"] += sum(r.kind == "pot" for r in state.log) > 1
        seen["all-ins"] += any(r.all_in for r in state.log)
        seen["empty or broke seats"] += not all(config.stacks)
        seen["heads-up"] += sum(state.in_hand) == 2
    return seen


@pytest.mark.parametrize("variant", ["holdem", "omaha"])
def test_random_hands_agree_with_pokerkit(variant: str) -> None:
    seen = play(variant, CI_HANDS, seed=2026)
    assert seen["hands"] == CI_HANDS
    # The random stream reaches the interesting cases, not only folds to the blinds.
    for case in ("showdowns", "side pots", "all-ins", "empty or broke seats", "heads-up"):
        assert seen[case] >= CI_HANDS // 50, (case, seen)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["holdem", "omaha"])
def test_many_random_hands_agree_with_pokerkit(variant: str) -> None:
    seen = play(variant, SLOW_HANDS, seed=99)
    assert seen["hands"] == SLOW_HANDS
