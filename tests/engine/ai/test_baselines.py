"""Baseline opponents: always legal in a real Up/Down match, and true to their character."""

from __future__ import annotations

import random

import pytest

from engine.ai.base import Policy, find, take
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.protocol import LegalAction
from tests.engine.ai.updown_play import decisions, is_legal

BASELINES = [RandomLegal(), AlwaysCall(), AlwaysAllIn()]


@pytest.mark.parametrize("policy", BASELINES, ids=lambda p: p.name)
def test_baselines_only_take_legal_actions(policy: Policy) -> None:
    assert isinstance(policy, Policy)
    count = 0
    for state, seat, action in decisions([policy, RandomLegal()], seed=7, deals=150):
        assert is_legal(action, seat, state.legal_actions(seat))
        count += 1
    assert count > 300


def test_always_call_checks_calls_and_never_folds() -> None:
    for state, seat, action in decisions([AlwaysCall(), RandomLegal()], seed=3, deals=150):
        if seat != 0 or action.kind == "lock":
            continue
        kinds = {option.kind for option in state.legal_actions(seat)}
        assert action.kind == ("check" if "check" in kinds else "call")


def test_always_all_in_pushes_whenever_it_may() -> None:
    for state, seat, action in decisions([AlwaysAllIn(), AlwaysCall()], seed=5, deals=150):
        if seat != 0 or action.kind == "lock":
            continue
        kinds = {option.kind for option in state.legal_actions(seat)}
        assert action.kind != "fold"
        if "all_in" in kinds:
            assert action.kind == "all_in"


def test_take_clamps_amounts_and_leaves_calls_implied() -> None:
    rng = random.Random(1)
    raise_option = LegalAction("raise", 4, 9)
    assert take(0, raise_option, rng, 50).amount == 9
    assert take(0, raise_option, rng, 1).amount == 4
    assert take(0, LegalAction("call", 3, 3), rng).amount is None
    assert take(1, LegalAction("lock", choices=(0, 1)), rng).choice in (0, 1)
    assert find([raise_option], "bet") is None
