"""As-Nas solved policy: the betting tree agrees with the engine, the CFR solver converges on a
reduced deck, the shipped table is well formed, and the bot plays legally and honestly.
(No training here: the table is built by scripts/train_asnas_policy.py; strength is in bench/.)"""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.ai import asnas_cfr as cfr
from engine.ai import asnas_tables as tables
from engine.ai.asnas_bot import AsNasBot
from engine.ai.asnas_policy_bot import (
    MIN_VISITS,
    RECKLESS_EVIDENCE,
    AsNasPolicyBot,
    history_of,
    load_policy,
    node_rates,
    reckless_evidence,
    reckless_opponent,
    table_evidence,
)
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.asnas import AsNasState
from engine.asnas.state import CAP, FORCED_STAKE
from engine.protocol import Action
from tests.engine.asnas.asnas_helpers import new_deal, play
from tests.engine.asnas.test_asnas_bot import run_deals


def test_an_3_tree_of_the_real_game() -> None:
    """788 decision nodes (issue 19); the dealer (last position) opens with the forced stake,
    the first position acts first, no stake passes the cap, and every terminal is either one
    player left or all remaining stakes level after everyone acted."""
    tree = cfr.build_tree()
    assert tree.n_decisions == 788
    assert tree.actor[0] == 0
    assert list(tree.stakes[0]) == [0, 0, 0, FORCED_STAKE]
    assert tree.stakes.max() == CAP
    terminals = np.flatnonzero(tree.actor < 0)
    for node in terminals:
        live = tree.live[node]
        stakes = tree.stakes[node]
        assert live.sum() == 1 or len(set(stakes[live])) == 1
    # Fold is offered only when owing; raise only below the cap.
    for node in np.flatnonzero(tree.actor >= 0):
        player = int(tree.actor[node])
        owes = tree.stakes[node, player] < tree.stakes[node].max()
        assert (tree.children[node, cfr.FOLD] >= 0) == owes
        assert (tree.children[node, cfr.RAISE] >= 0) == (tree.stakes[node].max() < CAP)


def test_tree_follows_the_engine_on_random_deals() -> None:
    """Random legal play (no free folds) in the engine: each history is a node whose actor is
    the seat to act, and the tree's actions are the engine's."""
    tree = cfr.build_tree()
    rng = random.Random(5)
    for deal in range(60):
        state = AsNasState(first_dealer=deal % 4)
        state.start_deal(seed=rng.randrange(2**32))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            node = tree.node_of(history_of(state.public_view()))
            assert node is not None
            assert int(tree.actor[node]) == (seat - state.dealer - 1) % 4
            kinds = {o.kind for o in state.legal_actions(seat)} - {"look"}
            if "hold" in kinds:
                kinds.discard("fold")  # left out of the solved game
            offered = {cfr.LETTERS[a] for a in range(3) if tree.children[node, a] >= 0}
            assert offered == {"f" if k == "fold" else "r" if k == "raise" else "s"
                               for k in kinds}
            verb = rng.choice(sorted(kinds))
            state.apply(Action(seat, verb))
        node = tree.node_of(history_of(state.public_view()))
        assert node is not None and tree.actor[node] < 0
        assert [int(s) for s in tree.stakes[node]] == [
            state.public_view()["seats"][(state.dealer + 1 + p) % 4]["stake"] for p in range(4)
        ]


def test_cfr_converges_on_a_reduced_deck() -> None:
    """Three players, three ranks × two copies, one card each, cap 3: the exact NashConv of the
    average strategy falls towards zero."""
    tree = cfr.build_tree(players=3, cap=3)
    deck = cfr.make_deck(3, 2, 1, 3)
    rows, weight = deck.exact()
    solver = cfr.Solver(tree, deck)
    conv = []
    for step in range(1, 121):
        solver.iterate(rows, weight)
        if step in (1, 10, 120):
            conv.append(solver.nash_conv(solver.average(), rows, weight))
    assert conv[0] > conv[1] > conv[2] >= -1e-9
    assert conv[2] < 0.01 * conv[0]


def test_sampled_cfr_improves_on_the_reduced_deck() -> None:
    """The training mode (a batch of sampled deals per iteration) lowers NashConv too."""
    tree = cfr.build_tree(players=3, cap=3)
    deck = cfr.make_deck(3, 2, 1, 3)
    rows, weight = deck.exact()
    solver = cfr.Solver(tree, deck)
    rng = np.random.default_rng(0)
    uniform = solver.nash_conv(solver.average(), rows, weight)
    for _ in range(150):
        solver.iterate(deck.sample(rng, 256))
    assert solver.nash_conv(solver.average(), rows, weight) < 0.2 * uniform


def test_exact_deals_of_the_reduced_deck_count_every_card_deal() -> None:
    deck = cfr.make_deck(3, 2, 1, 3)
    rows, weight = deck.exact()
    assert weight.sum() == 6 * 5 * 4  # ordered card deals of 3 cards from 6
    assert rows.shape[1] == 3


def test_quantised_table_round_trip() -> None:
    tree = cfr.build_tree()
    legal = tree.legal_mask()
    rng = np.random.default_rng(1)
    raw = rng.random((tree.n_decisions, 121, 3)) * legal[:, None, :]
    raw /= raw.sum(axis=2, keepdims=True)
    back = cfr.dequantise(cfr.quantise(raw, legal), legal)
    assert np.abs(back - raw).max() < 0.01
    assert (back[~np.broadcast_to(legal[:, None, :], back.shape)] == 0).all()


def test_shipped_policy_is_a_distribution_over_legal_actions() -> None:
    policy = load_policy()
    legal = policy.tree.legal_mask()
    assert policy.probs.shape == (788, tables.CLASS_COUNT, 3)
    assert np.allclose(policy.probs.sum(axis=2), 1.0)
    assert (policy.probs[~np.broadcast_to(legal[:, None, :], policy.probs.shape)] == 0).all()
    assert policy.iterations > 0
    assert policy.visits is not None and policy.visits.shape == policy.probs.shape[:2]
    assert (policy.visits >= 0).all()
    # The first two positions' first decisions are met in every deal: trusted for every hand.
    for history in ("", "s", "f"):
        node = policy.tree.node_of(history)
        assert node is not None
        assert (policy.visits[int(policy.tree.decision[node])] >= MIN_VISITS).all()


def test_shipped_policy_plays_the_nuts_and_folds_trash_to_a_cap() -> None:
    """Sanity of the solved play: four As never fold at a first decision (any hand can be
    there); a high-card hand facing three raises to the cap folds mostly."""
    policy = load_policy()
    tree = policy.tree
    nuts = tables.class_of((1, 0, 0, 0, 4))
    trash = tables.class_of((1, 1, 1, 1, 1))
    first = [n for n in np.flatnonzero(tree.actor >= 0)
             if tree.actor[n] < 3 and tree.stakes[n, tree.actor[n]] == 0]
    assert len(first) > 10
    for node in first:
        row = policy.probs[int(tree.decision[node]), nuts]
        assert row[cfr.FOLD] < 0.05
    # Three raises in a row: too rare in training to trust, so the bot asks the fallback.
    assert policy.row("rrr", 3, trash) is not None
    assert policy.row("rrr", 3, trash, MIN_VISITS) is None
    state = new_deal(0, {0: "As1 Sh1 Bi1 Sa1 Ko1"})
    play(state, [(1, "raise"), (2, "raise"), (3, "raise"), (0, "look")])
    action = AsNasPolicyBot().decide(state.private_view(0), state.legal_actions(0),
                                     random.Random(0))
    assert action.kind == "fold"


def test_bot_looks_first_then_follows_the_table() -> None:
    state = new_deal(0, {1: "As1 As2 As3 As4 Sh1"})
    bot = AsNasPolicyBot()
    assert bot.decide(state.private_view(1), state.legal_actions(1), random.Random(0)) == Action(
        1, "look"
    )
    play(state, [(1, "look")])
    action = bot.decide(state.private_view(1), state.legal_actions(1), random.Random(0))
    assert action.kind in {"call", "raise"}


def test_a_free_fold_can_only_end_the_deal() -> None:
    """The only free fold (AN-3.2) is the dealer's last action of an unraised round: it ends
    the deal, so the bot never decides off the solved tree in a real game."""
    state = new_deal(0)
    play(state, [(1, "call"), (2, "call"), (3, "call"), (0, "fold")])
    assert state.deal_over
    assert load_policy().tree.node_of(history_of(state.public_view())) is None


def test_bot_falls_back_off_the_tree() -> None:
    """A history the tree does not know (here a doctored view) goes to the heuristic bot."""
    state = new_deal(0)
    play(state, [(1, "look")])
    view = state.private_view(1)
    assert load_policy().row("f", 0, 0) is None
    view["actions"] = [{"seat": 1, "action": "fold", "stake": 0, "high": 1}]
    legal = state.legal_actions(1)
    action = AsNasPolicyBot().decide(view, legal, random.Random(1))
    assert action.kind in {option.kind for option in legal}


def test_honesty_decision_ignores_hidden_cards() -> None:
    decisions = set()
    for others in (
        {2: "As1 As2 As3 As4 Sh1", 3: "Ko1 Ko2 Sa1 Sa2 Bi2"},
        {2: "Ko1 Ko2 Sa1 Sa2 Bi2", 3: "As1 As2 As3 As4 Sh1"},
    ):
        state = new_deal(0, {1: "Sh2 Sh3 Bi1 Sa3 Ko3", **others})
        play(state, [(1, "look")])
        action = AsNasPolicyBot().decide(state.private_view(1), state.legal_actions(1),
                                         random.Random(5))
        decisions.add(action)
    assert len(decisions) == 1


@pytest.mark.parametrize(
    "other", [RandomLegal(), AlwaysCall(), AlwaysAllIn()], ids=lambda b: b.name
)
def test_bot_plays_legal_seeded_deals_and_points_sum_to_zero(other: Policy) -> None:
    policies: list[Policy] = [AsNasPolicyBot(), other, AsNasPolicyBot(), other]
    points = run_deals(policies, 48, seed=3)
    assert sum(points) == pytest.approx(0.0, abs=1e-9)


def _match_evidence(policies: list[Policy], seed: int) -> list[tuple[int, float]]:
    """One seeded 12-deal match; at each of seat 0's decisions, the deal (0-11) and seat 0's
    strongest evidence of reckless play (against any other seat, or the three together)."""
    state = AsNasState(first_dealer=seed % 4)
    rng = random.Random(seed)
    seen: list[tuple[int, float]] = []
    for deal in range(12):
        state.start_deal(seed=rng.randrange(2**32))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view = state.private_view(seat)
            if seat == 0:
                evidence = reckless_evidence(view)
                assert set(evidence) == {1, 2, 3}
                seen.append((deal, max(*evidence.values(), table_evidence(view))))
            state.apply(policies[seat].decide(view, state.legal_actions(seat), rng))
    return seen


def test_node_rates_are_the_solved_games_action_chances() -> None:
    """Per decision node a distribution over its legal actions; at the first decision (facing
    the dealer's forced stake) the solved game folds most hands."""
    policy = load_policy()
    rates = node_rates(policy)
    nodes = np.flatnonzero(policy.tree.actor >= 0)
    assert np.allclose(rates[nodes].sum(axis=1), 1.0)
    assert np.all(rates[nodes][policy.tree.children[nodes] < 0] == 0)
    assert rates[0, cfr.FOLD] > 0.5


@pytest.mark.parametrize("seed", [2, 3])
def test_an_equilibrium_table_is_never_read_as_reckless(seed: int) -> None:
    """Three solved-game players and the heuristic bot's kind of play (tight, aggressive, hardly
    ever calling): the evidence stays under the threshold at every decision of the match, so
    the switch never fires (the check is repeated at every decision)."""
    pure = AsNasPolicyBot(exploit=False)
    for others in ([pure, pure, pure], [AsNasBot("shah")] * 3):
        seen = _match_evidence([pure, *others], seed)
        assert seen and max(value for _, value in seen) < RECKLESS_EVIDENCE


@pytest.mark.parametrize("other", [AlwaysCall(), AlwaysAllIn()], ids=lambda b: b.name)
def test_a_calling_station_or_a_maniac_is_read_as_reckless_within_a_few_deals(
    other: Policy,
) -> None:
    pure = AsNasPolicyBot(exploit=False)
    """Three never-folding players: the switch fires within the first half of the match and
    stays on (every action of theirs adds to the evidence)."""
    pure = AsNasPolicyBot(exploit=False)
    seen = _match_evidence([pure, other, other, other], 2)
    fired = next(index for index, (_, value) in enumerate(seen) if value >= RECKLESS_EVIDENCE)
    assert seen[fired][0] < 6
    assert all(value >= RECKLESS_EVIDENCE for _, value in seen[fired:])


def test_a_free_fold_is_no_evidence() -> None:
    """The dealer's fold when holding is free (the last action of an unraised round) leaves the
    solved tree: it adds nothing to the dealer's evidence, while the calls before it count."""
    state = new_deal(0)
    play(state, [(1, "call"), (2, "call"), (3, "call")])
    view = state.private_view(1)
    before = reckless_evidence(view)
    assert before[2] > 0 and before[3] > 0  # calls of the forced stake look like a station's
    view["actions"] = [*view["actions"], {"seat": 0, "action": "fold", "stake": 1, "high": 1}]
    assert reckless_evidence(view) == before


def test_against_a_loose_table_the_heuristic_decides() -> None:
    """With a calling station at the table the bot's decision is the fallback's (same view,
    same rng seed)."""
    state = AsNasState(first_dealer=0)
    rng = random.Random(4)
    policies: list[Policy] = [AsNasPolicyBot(), AlwaysCall(), AlwaysCall(), AlwaysCall()]
    checked = 0
    for _ in range(12):
        state.start_deal(seed=rng.randrange(2**32))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view, legal = state.private_view(seat), state.legal_actions(seat)
            if seat == 0 and view["looked"] and reckless_opponent(view):
                bot = AsNasPolicyBot()
                expected = bot.fallback.decide(view, legal, random.Random(9))
                assert bot.decide(view, legal, random.Random(9)) == expected
                checked += 1
            state.apply(policies[seat].decide(view, legal, rng))
    assert checked > 0
