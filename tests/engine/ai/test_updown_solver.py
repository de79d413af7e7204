"""The Up/Down solver: the abstraction follows the rules, DCFR converges, the tables are sound."""

from __future__ import annotations

import json
from math import comb

import numpy as np
import pytest

from engine.ai import updown_solver as us
from engine.ai.updown_bot import UpDownTables


@pytest.fixture(scope="module")
def info() -> us.Info:
    return us.build_info()


# ------------------------------------------------------------------------------ abstraction


def test_ud_4_2_two_beats_ace_and_nothing_else() -> None:
    two, three, king, ace = 0, 1, 11, 12
    assert us.beats(two, ace) == 1
    assert us.beats(ace, two) == -1
    assert us.beats(ace, king) == 1
    assert us.beats(three, two) == 1
    assert us.beats(king, king) == 0
    assert all(us.beats(two, r) == -1 for r in range(1, 12))


def test_ud_2_4_signal_counts_up_cards() -> None:
    assert us.signal_of((6, 12)) == 2  # 8 and A are UP
    assert us.signal_of((5, 6)) == 1  # 7 is DOWN, 8 is UP
    assert us.signal_of((0, 5)) == 0
    assert [len(us.hands_for_signal(s)) for s in us.SIGNALS] == [21, 42, 28]
    assert [len(us.types_for_signal(s)) for s in us.SIGNALS] == [36, 84, 49]


def test_ud_2_1_card_removal_from_the_double_pack() -> None:
    joint = us.joint_hand_weights()
    assert joint.sum() == pytest.approx(1.0)
    aces = us.HAND_INDEX[(12, 12)]
    ace_king = us.HAND_INDEX[(11, 12)]
    deals = comb(104, 2)
    assert joint[aces].sum() == pytest.approx(comb(8, 2) / deals)
    assert joint[ace_king].sum() == pytest.approx(8 * 8 / deals)
    # Both holding A-A: 8 aces, two for each player, from C(104,2) * C(102,2) deals.
    assert joint[aces, aces] == pytest.approx(comb(8, 2) * comb(6, 2) / (deals * comb(102, 2)))
    assert joint == pytest.approx(joint.T)


def test_signal_pair_weights_are_conditional_probabilities(info: us.Info) -> None:
    assert info.game_prob.sum() == pytest.approx(1.0)
    # Every signal pair's joint weight over types sums to 1 once each hand is split over the
    # two ways of locking it, so sum over a hand's types with lock probability 1/2 each:
    for g in range(us.N_GAMES):
        assert info.hand_prob[0, g].sum() == pytest.approx(1.0)
        assert info.hand_prob[1, g].sum() == pytest.approx(1.0)
    assert np.all(info.weight[:, us.SINK, :] == 0)
    assert np.all(info.weight[:, :, us.SINK] == 0)


def test_ud_3_3_menu_bets_are_legal_raise_to_totals() -> None:
    tree = us.build_tree(19)
    for node in tree.decision_ids:
        actor = int(tree.actor[node])
        mine, theirs = (int(b) for b in tree.bets[node][[actor, 1 - actor]])
        labels = tree.labels[node]
        assert len(labels) == len(set(labels)) <= us.MAX_ACTIONS
        for label, amount in zip(labels, tree.amounts[node], strict=True):
            if label in us.MENU:
                assert theirs < amount <= 19
                assert label != "allin" or amount == 19
        assert ("check" in labels) == (mine == theirs)
        assert ("fold" in labels) == (mine != theirs)
        if theirs == 19:  # UD-3.4: facing an all-in, only call or fold
            assert set(labels) == {"fold", "call"}


def test_ud_3_6_tree_terminals_and_alternation() -> None:
    tree = us.build_tree(5)
    root_labels = tree.labels[0]
    assert root_labels == ("check", "min", "pot", "allin")
    check = int(tree.children[0][0])
    assert tree.actor[check] == 1
    both_checked = int(tree.children[check][0])
    assert tree.showdown[both_checked] and tree.win0[both_checked] == 1  # antes only
    for node in tree.decision_ids:
        for child in tree.children[node][: len(tree.labels[node])]:
            assert tree.depth[child] == tree.depth[node] + 1
            if tree.actor[child] >= 0:
                assert tree.actor[child] == 1 - tree.actor[node]


def test_ud_3_7_no_betting_without_chips() -> None:
    tree = us.build_tree(0)
    assert tree.n_decisions == 0 and tree.showdown[0]


# ----------------------------------------------------------------------------------- solving


def test_dcfr_converges_on_a_small_stack(info: us.Info) -> None:
    solver = us.DCFR(us.Game(3, info))
    uniform = solver.game.exploitability(solver.average())
    solver.iterate(300)
    profile = solver.average()
    assert uniform > 0.5
    assert solver.game.exploitability(profile) < 0.0005  # chips per deal


def test_values_are_zero_sum_and_best_responses_dominate(info: us.Info) -> None:
    solver = us.solve(4, 60, info)
    game, profile = solver.game, solver.average()
    for cv in (np.zeros(us.N_RANKS), np.linspace(-0.5, 1.0, us.N_RANKS)):
        game.set_continuation(cv)
        v0 = info.game_prob @ game.evaluate(profile, 0)
        v1 = info.game_prob @ game.evaluate(profile, 1)
        assert v0 + v1 == pytest.approx(0.0, abs=1e-5)
        assert info.game_prob @ game.evaluate(profile, 0, best_response=True) >= v0 - 1e-6
        assert info.game_prob @ game.evaluate(profile, 1, best_response=True) >= v1 - 1e-6


def test_ud_5_3_kept_ace_is_worth_more_than_a_kept_three(info: us.Info) -> None:
    solver = us.solve(6, 150, info)
    cv = us.continuation_values(solver.game.hand_values(solver.average()))
    ace, three = 12, 1
    assert cv[ace] > 0.5 > 0 > -0.1 > cv[three]
    assert cv.mean() == pytest.approx(0.0)


def test_quantised_tables_round_trip(info: us.Info) -> None:
    solver = us.solve(2, 50, info)
    profile = solver.average()
    bet = us.quantise(profile.bet)
    lock = us.quantise(profile.lock)
    stored = us.table_profile(profile.tree, info, bet, lock)
    mask = us.action_mask(profile.tree)[:, :, None, None]
    assert np.allclose(stored.bet.sum(axis=1), 1.0, atol=1e-5)
    assert np.all(np.where(mask, True, stored.bet == 0))
    assert np.abs(stored.bet - profile.bet).max() < 2 / us.QUANT


# ------------------------------------------------------------------------ shipped tables


def test_shipped_tables_report_is_within_stated_exploitability() -> None:
    report = json.loads(us.REPORT_PATH.read_text())
    assert report["version"] == us.TABLE_VERSION
    rows = report["stacks"]
    assert [row["stack"] for row in rows] == list(range(us.MAX_STACK + 1))
    for row in rows:
        assert row["stored_exploitability"] < 0.003  # chips per deal, the stated bound
        # The loose-play responses: at most 0.5 chip per deal given up to a best responder.
        assert max(row["response_gives_up"]) < 0.5
        assert min(row["response_gains_vs_model"]) >= 0.0


def test_lookup_bot_profile_is_near_equilibrium(info: us.Info) -> None:
    """Recompute, from the shipped bytes, the best response to what the bot plays at stack 5."""
    tables = UpDownTables()
    game = us.Game(5, info, tables.cv[5])
    assert game.exploitability(tables.profile(5, info)) < 0.002


def test_loose_model_is_a_distribution_over_legal_actions() -> None:
    tree = us.build_tree(7)
    model = us.loose_model(tree)
    mask = us.action_mask(tree)
    rows = model[tree.decision_ids]
    assert np.allclose(rows.sum(axis=1), 1.0)
    assert np.all(rows[~mask] == 0)
    assert rows[0, tree.labels[0].index("allin")] > 1 / 3  # the maniac's third and more


def test_restricted_response_exploits_the_model_and_stays_safe(info: us.Info) -> None:
    eq = us.solve_stack(3, info, None, max_rounds=0, final=150)
    response = us.solve_stack(
        3, info, None, warmup=150, final=0, max_rounds=0, restricted=1, model_weight=0.5
    )
    model = us.Game(3, info)
    model.restrict(1, 1.0)

    def against_model(profile: us.Strategy) -> float:
        played = us.Strategy(profile.tree, *model.played(profile.bet, profile.lock))
        return float(info.game_prob @ model.evaluate(played, 0))

    assert against_model(response.profile) > against_model(eq.profile) + 0.2
    value = float(info.game_prob @ eq.game.evaluate(eq.profile, 0))
    worst = -float(info.game_prob @ eq.game.evaluate(response.profile, 1, best_response=True))
    assert value - 1.0 < worst <= value + 1e-3


def test_lookup_bot_loose_play_response_is_safe(info: us.Info) -> None:
    """From the shipped bytes: a best responder gains at most 0.3 chip per deal at stack 5
    against the restricted responses (both roles) beyond the equilibrium value."""
    tables = UpDownTables()
    game = us.Game(5, info, tables.cv[5])
    equilibrium = tables.profile(5, info)
    response = tables.profile(5, info, exploit=True)
    for role in (0, 1):
        value = info.game_prob @ game.evaluate(equilibrium, role)
        worst = -(info.game_prob @ game.evaluate(response, 1 - role, best_response=True))
        assert value - 0.3 < worst <= value + 0.003
