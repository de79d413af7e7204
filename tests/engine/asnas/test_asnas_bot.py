"""As-Nas computer players: exact tables, legality, honesty, sane decisions, beating baselines."""

from __future__ import annotations

import itertools
import random
from math import comb

import numpy as np
import pytest

from engine.ai import asnas_tables as tables
from engine.ai.asnas_bot import PROFILES, AsNasBot, Reading, read_match
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.asnas import AsNasState, rank_hand
from engine.asnas.ranking import counts_of
from engine.cards import ASNAS_20
from engine.protocol import Action
from tests.engine.asnas.asnas_helpers import new_deal, play


def test_tables_cover_the_121_classes_with_exact_weights() -> None:
    assert tables.CLASS_COUNT == 121
    assert tables.PRIOR.sum() == comb(20, 5)
    for mine in range(tables.CLASS_COUNT):
        deal = tables.splits(mine)
        assert deal.weight.sum() == comb(15, 5) * comb(10, 5)
        dealt = tables.COUNTS[deal.hands].sum(axis=1) + tables.COUNTS[mine]
        assert (dealt == 4).all()  # the four hands together are the whole pack


def test_equity_table_matches_card_level_enumeration() -> None:
    rng = random.Random(3)
    for _ in range(4):
        mine = rng.sample(ASNAS_20, 5)
        rest = [card for card in ASNAS_20 if card not in mine]
        mine_rank = rank_hand(mine)
        total = 0.0
        count = 0
        for other in itertools.combinations(rest, 5):
            theirs = rank_hand(other)
            total += 1.0 if mine_rank > theirs else 0.5 if mine_rank == theirs else 0.0
            count += 1
        index = tables.class_of(counts_of(mine))
        assert tables.equity_table()[1, index] == pytest.approx(total / count, abs=1e-12)


def test_equity_of_the_nuts_and_of_high_card() -> None:
    table = tables.equity_table()
    nuts = tables.class_of((1, 0, 0, 0, 4))  # four As and a Kowli
    assert table[1:, nuts] == pytest.approx([1.0, 1.0, 1.0])
    high = tables.class_of((1, 1, 1, 1, 1))
    assert 0.0 < table[3, high] < table[1, high] < 0.5


def run_deals(policies: list[Policy], deals: int, seed: int) -> list[float]:
    """Play `deals` deals (in matches); every action goes through `apply`, which refuses any
    illegal one. Returns every seat's points."""
    rng = random.Random(seed)
    state = AsNasState(seed=seed)
    points = [0.0] * 4
    for _ in range(deals):
        if state.match_over:
            state.restart(seed=rng.randrange(2**32))
        state.start_deal(seed=rng.randrange(2**64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view = state.private_view(seat)
            legal = state.legal_actions(seat)
            action = policies[seat].decide(view, legal, rng)
            assert action.kind in {option.kind for option in legal}
            state.apply(action)
        assert state.result is not None
        for seat in range(4):
            numerator, _, denominator = state.result["results"][seat].partition("/")
            points[seat] += int(numerator) / int(denominator or 1)
    return points


def test_bots_only_play_legal_actions_over_many_deals() -> None:
    policies: list[Policy] = [AsNasBot(name) for name in sorted(PROFILES)]
    policies.append(RandomLegal())
    points = run_deals(policies, 150, seed=11)
    assert sum(points) == pytest.approx(0.0, abs=1e-9)


def test_bot_looks_first() -> None:
    state = new_deal(0)
    bot = AsNasBot()
    action = bot.decide(state.private_view(1), state.legal_actions(1), random.Random(0))
    assert action == Action(1, "look")


def test_honesty_decision_ignores_hidden_cards() -> None:
    """Same own hand and betting, different unseen cards: the view is identical, and so is the
    decision (same rng seed)."""
    decisions = set()
    for others in (
        {2: "As1 As2 As3 As4 Sh1", 3: "Ko1 Ko2 Sa1 Sa2 Bi2"},
        {2: "Ko1 Ko2 Sa1 Sa2 Bi2", 3: "As1 As2 As3 As4 Sh1"},
        {2: "Sh1 Ko2 Sa1 As4 Bi2", 0: "As1 As2 As3 Ko1 Sa2"},
    ):
        state = new_deal(0, {1: "Sh2 Sh3 Bi1 Sa3 Ko3", **others})
        play(state, [(1, "look")])
        view = state.private_view(1)
        action = AsNasBot().decide(view, state.legal_actions(1), random.Random(5))
        decisions.add(action)
    assert len(decisions) == 1


def test_a_decision_depends_on_the_view_alone() -> None:
    """Policy contract (engine.ai.base): a bot that has played other tables decides as a
    fresh one on the same view, legal actions and rng seed."""
    used = AsNasBot()
    run_deals([used, AlwaysAllIn(), used, AlwaysCall()], 30, seed=4)
    state = AsNasState(first_dealer=2)
    rng = random.Random(8)
    checked = 0
    while not state.match_over:
        state.start_deal(seed=rng.randrange(2**64))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            view, legal = state.private_view(seat), state.legal_actions(seat)
            seed = rng.randrange(2**32)
            action = used.decide(view, legal, random.Random(seed))
            assert AsNasBot().decide(view, legal, random.Random(seed)) == action
            checked += 1
            state.apply(action)
    assert checked > 24


def test_reads_count_the_public_actions_of_the_match_seen_at_my_turns() -> None:
    """Opponents are read from the view alone: this deal's actions, and each finished deal's
    (`past_deals`) before the reader's last action there; never the reader's own."""
    state = new_deal(0)
    play(state, [(1, "raise"), (2, "raise"), (3, "fold"), (0, "call"), (1, "call")])
    state.start_deal(seed=9)  # dealer 1
    play(state, [(2, "raise")])
    reads = read_match(state.private_view(3), 3)
    assert sorted(reads) == [0, 1, 2]
    raises = {seat: reads[seat].facing["raise"] + reads[seat].free["raise"] for seat in reads}
    assert raises == {0: 0.0, 1: 1.0, 2: 2.0}
    # Seat 3 folded third: the calls after that came after its last turn of deal 1.
    assert reads[0].facing["call"] == 0.0 and reads[1].facing["call"] == 0.0
    dealer = read_match(state.private_view(0), 0)
    assert (dealer[3].facing["fold"], dealer[1].facing["call"]) == (1.0, 0.0)
    assert dealer[2].facing["raise"] == 2.0  # both deals: the stake to match was 1 or 2


def test_a_maniacs_raise_says_less_than_a_tight_players() -> None:
    """The same raise, read against two match histories: after a string of raises it is
    discounted (noise up), so the bot calls it more readily."""
    def noise_after(history_verb: str) -> float:
        state = AsNasState(first_dealer=0)
        for _ in range(4):
            state.start_deal(seed=1)
            while not state.deal_over:  # seat 2 plays `history_verb` when it can, all fold
                seat = state.to_act
                assert seat is not None
                kinds = {option.kind for option in state.legal_actions(seat)}
                play(state, [(seat, history_verb if seat == 2 and history_verb in kinds
                              else "fold")])
        return Reading(read_match(state.private_view(0), 0)[2]).noise

    assert noise_after("raise") > noise_after("fold")


def decide_after(hand: str, moves: list[tuple[int, str]], seat: int) -> str:
    state = new_deal(0, {seat: hand})
    play(state, [*moves, (seat, "look")])
    bot = AsNasBot("bibi")  # the careful profile: no bluff noise in these checks
    rng = random.Random(1)
    return bot.decide(state.private_view(seat), state.legal_actions(seat), rng).kind


def test_nuts_never_fold_and_raise_when_they_can() -> None:
    assert decide_after("As1 As2 As3 As4 Sh1", [], 1) == "raise"
    assert decide_after("As1 As2 As3 As4 Sh1", [(1, "raise"), (2, "raise"), (3, "raise")], 0) == (
        "call"
    )


def test_weak_hand_folds_to_heavy_action() -> None:
    moves = [(1, "raise"), (2, "raise"), (3, "raise")]
    assert decide_after("Ko1 Sa1 Bi1 Sh1 As1", moves, 0) == "fold"


def test_bot_evaluates_all_options() -> None:
    state = new_deal(0, {1: "As1 As2 As3 Sh1 Sh2"})
    play(state, [(1, "look")])
    bot = AsNasBot()
    values = bot.evaluate(state.private_view(1), 1, ["fold", "call", "raise"])
    assert values["fold"] == 0.0
    assert values["raise"] > values["call"] > values["fold"]
    assert np.isfinite(list(values.values())).all()


@pytest.mark.parametrize(
    "baseline", [RandomLegal(), AlwaysCall(), AlwaysAllIn()], ids=lambda b: b.name
)
def test_bot_wins_points_against_each_baseline(baseline: Policy) -> None:
    """A quick, fixed-seed smoke check; the confidence intervals live in bench/."""
    policies: list[Policy] = [AsNasBot(), baseline, baseline, baseline]
    points = run_deals(policies, 96, seed=2)
    assert points[0] > 0


def test_an_3_2_baselines_hold_where_they_would_check() -> None:
    """As-Nas's check is "hold": when level, a calling station holds and a maniac raises
    (the baselines speak As-Nas without a wrapper)."""
    state = new_deal(0)
    play(state, [(1, "call"), (2, "call"), (3, "call")])
    view, legal = state.private_view(0), state.legal_actions(0)
    assert AlwaysCall().decide(view, legal, random.Random(0)) == Action(0, "hold")
    assert AlwaysAllIn().decide(view, legal, random.Random(0)) == Action(0, "raise", amount=2)


def test_reference_policy_is_a_distribution_and_monotone() -> None:
    probs = tables.reference_probs(1, 2, 3, True)
    assert np.allclose(probs.sum(axis=1), 1.0)
    assert (probs >= 0).all()
    power = tables.strength(3)
    order = np.argsort(power)
    # Stronger hands fold less and raise more.
    assert (np.diff(probs[order, tables.FOLD_COL]) <= 1e-12).all()
    assert (np.diff(probs[order, tables.RAISE_COL]) >= -1e-12).all()
    capped = tables.reference_probs(1, 7, 2, False)
    assert (capped[:, tables.RAISE_COL] == 0).all()
    free = tables.reference_probs(0, 4, 2, True)
    assert (free[:, tables.FOLD_COL] == 0).all()


@pytest.mark.slow
@pytest.mark.parametrize(
    "baseline", [RandomLegal(), AlwaysCall(), AlwaysAllIn()], ids=lambda b: b.name
)
def test_bot_beats_each_baseline_with_95_percent_confidence(baseline: Policy) -> None:
    """1,200 deals (100 matches, the bot's seat rotating); the lower end of the 95 % interval
    of points per match must be above zero. The full 20,000-deal figures are in bench/."""
    totals = []
    for match in range(100):
        seat = match % 4
        policies: list[Policy] = [baseline] * 4
        policies[seat] = AsNasBot()
        points = run_deals(policies, 12, seed=1_000 + match)
        totals.append(points[seat])
    mean = float(np.mean(totals))
    half = 1.96 * float(np.std(totals, ddof=1)) / len(totals) ** 0.5
    assert mean - half > 0
