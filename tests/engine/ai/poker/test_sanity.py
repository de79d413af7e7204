"""Sanity of the poker bots' choices in clear spots (AI.md: folds 72o to a big raise, raises
AA, calls with the nuts…), and of their Naiko powers (NK-6.1 … NK-6.4)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.ai.poker import Effort, HoldemBot, NaikoBot, OmahaBot, PokerBot
from engine.ai.poker.equity import Range, equity
from engine.ai.poker.tables import tables
from engine.naiko import NaikoState
from engine.poker import PokerState
from engine.poker.state import card_id
from engine.protocol import Action
from tests.engine.ai.poker.deals import holdem, naiko

EFFORT = Effort(samples=600, time_budget=None)


def decide(bot: PokerBot, state: PokerState | NaikoState, seed: int = 1) -> Action:
    seat = state.to_act
    assert seat is not None
    return bot.decide(state.private_view(seat), state.legal_actions(seat), random.Random(seed))


def test_aa_raises_first_in() -> None:
    # 6 seats, button 0: seat 3 is first to act preflop.
    state = holdem({3: ["As", "Ah"]}, seats=6)
    assert state.to_act == 3
    for seed in range(5):
        assert decide(HoldemBot(EFFORT), state, seed).kind in ("raise", "all_in")


def test_aa_reraises_a_raise() -> None:
    state = holdem({0: ["As", "Ah"]}, seats=6)
    state.apply(Action(3, "raise", 60))
    state.apply(Action(4, "fold"))
    state.apply(Action(5, "fold"))
    assert decide(HoldemBot(EFFORT), state).kind in ("raise", "all_in")


@pytest.mark.parametrize("seats", [2, 6, 9])
def test_72o_folds_to_a_big_raise(seats: int) -> None:
    big_blind = 1 if seats == 2 else 2
    state = holdem({big_blind: ["7c", "2d"]}, seats=seats)
    raiser = state.to_act
    assert raiser is not None
    state.apply(Action(raiser, "raise", 400))
    while state.to_act != big_blind:
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, "fold"))
    for seed in range(3):
        assert decide(HoldemBot(EFFORT), state, seed).kind == "fold"


def _to_river(state: PokerState, bettor: int, bet: int) -> None:
    """Check every street down to the river, then `bettor` bets `bet`."""
    while state.street < 3:
        seat = state.to_act
        assert seat is not None
        legal = {option.kind for option in state.legal_actions(seat)}
        state.apply(Action(seat, "check" if "check" in legal else "call"))
    state.apply(Action(bettor, "bet", bet))


def test_calls_or_raises_with_the_nuts_on_the_river() -> None:
    # Heads-up, button 0 = small blind; the big blind (1) acts first after the flop.
    state = holdem({0: ["Ah", "Kh"], 1: ["Qc", "Qd"]}, board=["Qh", "Jh", "Th", "2c", "3d"])
    _to_river(state, 1, 120)
    assert decide(HoldemBot(EFFORT), state).kind in ("call", "raise", "all_in")


def test_folds_air_to_a_pot_bet_on_the_river() -> None:
    state = holdem({0: ["4c", "5d"], 1: ["Ac", "Ad"]}, board=["Kh", "Qs", "9h", "2c", "Jd"])
    _to_river(state, 1, 40)
    assert decide(HoldemBot(EFFORT), state).kind == "fold"


def test_bets_the_nuts_when_checked_to() -> None:
    state = holdem({0: ["Ah", "Kh"], 1: ["7c", "7d"]}, board=["Qh", "Jh", "Th", "2c", "3d"])
    while state.street < 3 or state.to_act != 0:
        seat = state.to_act
        assert seat is not None
        legal = {option.kind for option in state.legal_actions(seat)}
        state.apply(Action(seat, "check" if "check" in legal else "call"))
    assert decide(HoldemBot(EFFORT), state).kind in ("bet", "all_in")


def test_omaha_raises_aakk_double_suited_and_folds_trash_to_a_reraise() -> None:
    state = holdem({3: ["As", "Ah", "Ks", "Kh"]}, seats=6, game="omaha")
    assert decide(OmahaBot(EFFORT), state).kind in ("raise", "all_in")
    state = holdem({0: ["2c", "7d", "9h", "3s"]}, seats=6, game="omaha")
    state.apply(Action(3, "raise", 70))
    state.apply(Action(4, "raise", 240))
    state.apply(Action(5, "fold"))
    assert decide(OmahaBot(EFFORT), state).kind == "fold"


def test_equity_of_aa_against_kk_is_about_82_percent() -> None:
    hands = np.array([[44, 45]], dtype=np.int8)  # Kc Kd
    gen = np.random.default_rng(5)
    value = equity([50, 51], [], [Range(hands)], gen, samples=4000)  # Ah As
    assert value == pytest.approx(0.82, abs=0.025)


# ------------------------------------------------------------------ Naiko powers


def test_naiko_swaps_the_weak_card_of_72o() -> None:
    state = naiko({0: ["7c", "2d"]}, carousel=("swap", "anchor", "shield"), sparks=2)
    action = decide(NaikoBot(EFFORT), state)
    assert action.kind == "swap"
    assert state.private_view(0)["hole"][action.choice or 0] == "2d"


def test_naiko_keeps_a_good_hand() -> None:
    state = naiko({0: ["Ac", "Kd"]}, carousel=("swap", "anchor", "shield"), sparks=2)
    assert decide(NaikoBot(EFFORT), state).kind != "swap"


def test_naiko_shields_when_anchored_with_aces_and_declines_with_trash() -> None:
    for cards, answer in ((["As", "Ah"], "shield"), (["7c", "2d"], "decline")):
        # 3 seats, button 0: seat 0 acts first preflop and anchors the big blind (2).
        state = naiko({2: cards}, seats=3, carousel=("glance", "anchor", "shield"), sparks=2)
        state.apply(Action(0, "anchor", choice=2))
        assert state.to_act == 2
        assert decide(NaikoBot(EFFORT), state).kind == answer


def test_naiko_glances_with_a_flush_draw_then_bets_or_calls_with_the_card_known() -> None:
    state = naiko(
        {0: ["Ah", "5h"], 1: ["Kc", "Kd"]},
        board=["Kh", "9h", "2c", "3h", "7s"],
        carousel=("glance", "anchor", "shield"),
        sparks=2,
    )
    state.apply(Action(0, "call"))
    state.apply(Action(1, "check"))
    state.apply(Action(1, "bet", 40))  # flop: the big blind bets
    bot = NaikoBot(EFFORT)
    action = decide(bot, state)
    assert action.kind == "glance"
    state.apply(action)
    view = state.private_view(0)
    assert view["glance"]["card"] == "3h"
    follow = decide(bot, state)
    assert follow.kind in ("call", "raise", "all_in")  # the flush is made on the turn


def test_naiko_anchors_an_over_raiser_with_a_medium_hand() -> None:
    state = naiko(
        {0: ["Ac", "Qd"], 1: ["7h", "6h"]},
        board=["Kd", "7c", "2s", "9d", "4c"],
        carousel=("glance", "swap", "anchor"),
        sparks=2,
    )
    state.apply(Action(0, "raise", 400))  # far above the pot-limit raise (to 60)
    state.apply(Action(1, "call"))
    assert state.poker.street == 1 and state.to_act == 1
    action = decide(NaikoBot(EFFORT), state)
    assert action == Action(1, "anchor", choice=0)


def test_naiko_never_spends_sparks_it_lacks() -> None:
    state = naiko({0: ["7c", "2d"]}, carousel=("swap", "anchor", "shield"), sparks=0)
    assert state.sparks[0] == 1
    assert decide(NaikoBot(EFFORT), state).kind not in ("swap", "anchor")


@pytest.mark.parametrize(("hole", "opponents"), [("As Ad Ks Kh", 5), ("Ah Kd", 8)])
def test_multiway_equity_matches_the_preflop_table(hole: str, opponents: int) -> None:
    # Many opponents' hands clash often; the estimate must still use every deal it asks for.
    table = tables()
    cards = [card_id(code) for code in hole.split()]
    omaha = len(cards) == 4
    full = table.omaha_range(1.0) if omaha else table.holdem_range(1.0)
    value = equity(cards, [], [Range(full)] * opponents, np.random.default_rng(3), samples=1500)
    expected = (
        table.omaha_equity(cards, opponents)
        if omaha
        else table.holdem_equity(cards[0], cards[1], opponents)
    )
    assert value == pytest.approx(expected, abs=0.035)
