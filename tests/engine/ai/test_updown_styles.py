"""The Up/Down style read (issue 19): best responses to loose styles, and reading them from
public evidence only (verbs, revealed cards, bet sizes), never from a deliberate low lock."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from engine.ai import updown_solver as us
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import (
    CARD_MIX,
    READ_THRESHOLD,
    STYLE_PATH,
    UpDownBot,
    _card_llr,
    card_evidence,
    deviates,
    menu_evidence,
    off_menu,
    read_evidence,
    read_style,
    size_evidence,
    start_stack,
    style_tables,
    tree_for,
)
from engine.protocol import Action
from engine.updown import UpDownState
from tests.engine.ai.updown_play import decisions, is_legal

pytestmark = pytest.mark.skipif(not STYLE_PATH.exists(), reason="no style tables")


def _view(free: dict[str, int], facing: dict[str, int], **extra: object) -> dict[str, object]:
    view: dict[str, object] = {
        "seat": 0,
        "tally": [{"free": {}, "facing": {}}, {"free": free, "facing": facing}],
        "actions": [],
        "history": [],
        "stacks": [19, 19],
    }
    view.update(extra)
    return view


def test_an_unknown_opponent_is_read_as_an_equilibrium_player() -> None:
    assert read_style(_view({}, {})) is None


def test_verbs_read_a_station_and_a_maniac_and_a_balanced_player() -> None:
    assert read_style(_view({"check": 3}, {"call": 3})) == "station"
    assert read_style(_view({"all_in": 3}, {"all_in": 2})) == "maniac"
    balanced = _view({"check": 6, "bet": 2, "all_in": 3}, {"fold": 6, "call": 2})
    assert read_style(balanced) is None
    odds = read_evidence(balanced)
    assert all(odds[style] < READ_THRESHOLD[style] for style in odds)


def test_a_deviation_in_this_deal_ends_the_read_for_the_deal() -> None:
    """A station never bets, a maniac never checks: the best response to a style is not
    played on in a deal where the opponent did what the style never does."""
    bet = [{"seat": 1, "kind": "bet", "to": 2, "added": 2, "all_in": False}]
    station = _view({"check": 6}, {"call": 6})
    assert read_style(station) == "station"
    assert deviates({**station, "actions": bet}, "station")
    assert read_style({**station, "actions": bet}) is None
    check = [{"seat": 1, "kind": "check", "to": 0, "added": 0, "all_in": False}]
    assert deviates({"seat": 0, "actions": check}, "maniac")
    assert not deviates({"seat": 0, "actions": check}, "station")


def _play(policies: list[object], seed: int, deals: int) -> UpDownState:
    rng = random.Random(seed)
    state = UpDownState.new_match(starter=0)
    for _ in range(deals):
        if state.match_over:
            break
        state.start_deal(seed=rng.getrandbits(64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view, legal = state.private_view(seat), state.legal_actions(seat)
            state.apply(policies[seat].decide(view, legal, rng))  # type: ignore[attr-defined]
    return state


def test_revealed_cards_and_pots_tell_random_play_from_equilibrium_play() -> None:
    """Over a few deals an equilibrium player's revealed cards (UD-5.1, UD-5.2) and pots
    weigh against random play, a random player's for it."""
    eq = UpDownBot(adaptive=False, kept=False)
    eq_total = random_total = 0.0
    for seed in range(6):
        state = _play([eq, eq], seed, 12)
        view = state.private_view(0)
        eq_total += card_evidence(view) + menu_evidence(view)
        state = _play([eq, RandomLegal()], seed, 12)
        view = state.private_view(0)
        random_total += card_evidence(view) + menu_evidence(view)
    assert eq_total < 0 < random_total


def test_menu_play_ends_on_the_menu_and_odd_sizes_do_not() -> None:
    eq = UpDownBot(adaptive=False, kept=False)
    state = _play([eq, eq], 3, 30)
    for result in state.private_view(0)["history"]:
        assert not off_menu(result, start_stack(result))
    state = UpDownState.new_match(starter=0)
    state.start_deal(deck=["Qc", "Kd", "8h", "5s"])
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=0))
    state.apply(Action(0, "bet", amount=7))  # no menu size from a pot of 2
    view = state.private_view(1)
    assert size_evidence(view) > 2.0  # read in this deal already
    state.apply(Action(1, "fold"))  # a 7 into 2 and a fold: no menu sequence ends so
    result = state.private_view(0)["history"][-1]
    assert start_stack(result) == 19 and off_menu(result, 19)


def test_a_low_card_locked_to_keep_a_high_one_is_not_read_as_loose() -> None:
    """Locking the 3 of 3-A in a big pot keeps the A: an equilibrium player does that on
    purpose, and the card read weighs it at most like any other deal."""
    state = UpDownState.new_match(starter=0)
    state.start_deal(deck=["Kc", "3d", "9h", "Ah"])  # seat 1: 3d Ah, "1 UP 1 DOWN"
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=0))  # the 3, keeping the A
    state.apply(Action(0, "bet", amount=2))
    state.apply(Action(1, "call"))
    view = state.private_view(0)
    assert card_evidence(view) < min(READ_THRESHOLD.values())  # no read from the cards alone
    table = _card_llr()
    cap = math.log(1 / CARD_MIX)
    assert max(v for rows in table.values() for row in rows for v in row) <= cap + 1e-9
    for outcome in ("s2", "s3"):  # a big pot
        for rank in (1, 2, 3):  # a 3, 4 or 5 locked: an UP card kept is the likelier reason
            assert table[outcome][rank][1] < table[outcome][rank][0]


def test_best_response_to_a_station_never_bluffs_and_shoves_a_sure_win() -> None:
    """Against always-call (checks, calls, random lock) with "0 UP": its card is 2-7, so a K
    can not lose; a 4 is behind most of the time and is not bet."""
    tables = style_tables()
    tree = tree_for(19)
    game = us.game_index(1, 0)
    king = us.types_for_signal(1).index((11, 2))  # K locked, 4 kept
    four = us.types_for_signal(1).index((2, 11))  # 4 locked, K kept
    assert tree.labels[0][tables.bet_slot("station", 19, 0, game, king)] == "allin"
    assert tree.labels[0][tables.bet_slot("station", 19, 0, game, four)] == "check"
    assert tree.labels[0][tables.match_bet_slot("station", 20, 0, game, four)] == "check"


@pytest.mark.parametrize("opponent", [RandomLegal(), AlwaysCall(), AlwaysAllIn()],
                         ids=lambda p: p.name)
def test_the_default_bot_is_legal_and_reads_each_baseline(opponent: object) -> None:
    bot = UpDownBot()
    read = set()
    players = [bot, opponent]
    for state, seat, action in decisions(players, seed=5, deals=60):  # type: ignore[arg-type]
        if seat == 0:
            assert is_legal(action, seat, state.legal_actions(seat))
            read.add(bot._style(state.private_view(seat)))
    assert read - {None}


def test_the_default_bot_plays_the_equilibrium_when_nothing_is_read() -> None:
    """With no evidence (soft mode off) the default bot's actions are the equilibrium's, and
    the soft mode only ever picks an action the equilibrium plays at least `soft_min`."""
    hard = UpDownBot(soft_floor=None)
    eq = UpDownBot(adaptive=False)
    compared = 0
    for index, (state, seat, _) in enumerate(decisions([eq, eq], seed=9, deals=20)):
        view, legal = state.private_view(seat), state.legal_actions(seat)
        if read_style(view) is None:
            mine = hard.decide(view, legal, random.Random(index))
            assert mine == eq.decide(view, legal, random.Random(index))
            compared += 1
    assert compared > 30


def test_style_tables_load_per_key_and_match_the_file() -> None:
    tables = style_tables()
    tables.bet_slot("maniac", 6, 0, 0, 0)
    tables.match_lock_choice("random", 17, 0, 0, 0)
    with np.load(STYLE_PATH) as data:
        assert np.array_equal(tables._act["maniac", 6], data["act_maniac_6"])
        assert np.array_equal(tables._lock["random", -17], data["mlk_random_17"])
