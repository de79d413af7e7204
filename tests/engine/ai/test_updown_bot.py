"""The Up/Down bot: legal in real matches, blind to hidden cards, fast, and true to its tables."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.ai import updown_solver as us
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import (
    LLR_FOLD,
    LLR_SMALL,
    LLR_STRONG_BIG,
    LLR_WEAK_BIG,
    LOOSE_THRESHOLD,
    UpDownBot,
    deal_evidence,
    default_tables,
    reads_loose,
    to_real,
    tree_for,
    walk,
)
from engine.cards import parse_card
from engine.protocol import Action, LegalAction
from engine.updown import UpDownState
from engine.updown.rules import group
from tests.engine.ai.updown_play import decisions, is_legal

BOT = UpDownBot()


@pytest.mark.parametrize(
    "opponent", [RandomLegal(), AlwaysCall(), AlwaysAllIn(), BOT], ids=lambda p: p.name
)
def test_bot_actions_are_legal_in_real_matches(opponent: Policy) -> None:
    assert isinstance(BOT, Policy)
    seen: set[str] = set()
    for seed in range(2):
        players = [BOT, opponent] if seed == 0 else [opponent, BOT]
        for state, seat, action in decisions(players, seed=seed, deals=120):
            if players[seat] is BOT:
                assert is_legal(action, seat, state.legal_actions(seat))
                seen.add(action.kind)
    assert "lock" in seen and len(seen) >= 3


def test_bot_legal_in_many_random_states() -> None:
    """Random play (random-legal on both seats) reaches odd stacks and bet sizes; in each
    state the bot is asked what it would do for the seat to act."""
    rng = random.Random(11)
    asked = 0
    for state, seat, _ in decisions([RandomLegal(), RandomLegal()], seed=11, deals=400):
        legal = state.legal_actions(seat)
        action = BOT.decide(state.private_view(seat), legal, rng)
        assert is_legal(action, seat, legal)
        state.apply(action)
        asked += 1
    assert asked > 800


def _rerandomised(state: UpDownState, seat: int, rng: random.Random) -> UpDownState:
    """The same public situation with the opponent's cards and the stock re-dealt: the
    opponent gets cards of the same UP/DOWN groups (signals are public, UD-2.5)."""
    data = state.to_dict()
    other = 1 - seat
    pool = [parse_card(code) for code in data["stock"] + data["hands"][other]]
    rng.shuffle(pool)
    new_hand = []
    for code in data["hands"][other]:
        wanted = group(parse_card(code))
        card = next(c for c in pool if group(c) == wanted)
        pool.remove(card)
        new_hand.append(card.code)
    data["hands"][other] = new_hand
    data["stock"] = [card.code for card in pool]
    return UpDownState.from_dict(data)


def test_bot_is_honest_hidden_cards_do_not_change_its_action() -> None:
    shuffler = random.Random(3)
    checked = 0
    for state, seat, _ in decisions([BOT, RandomLegal()], seed=21, deals=80):
        if seat != 0:
            continue
        other = _rerandomised(state, seat, shuffler)
        assert other.hands[1] != state.hands[1] or other.stock != state.stock
        view = state.private_view(seat)
        assert other.private_view(seat) == view  # nothing hidden leaks into the view
        first = BOT.decide(view, state.legal_actions(seat), random.Random(99))
        again = BOT.decide(other.private_view(seat), other.legal_actions(seat), random.Random(99))
        assert first == again
        checked += 1
    assert checked > 100


def _root_frequencies(
    bot: UpDownBot,
    deals: int = 2000,
    history: list[dict[str, object]] | None = None,
    tally: list[dict[str, dict[str, int]]] | None = None,
) -> dict[str, float]:
    """Seat 0 starts at stack 19 with the 2 locked and a 9 kept; seat 1 holds K 5 (signals
    1 UP each). How often does `bot` take each abstract action at the root?"""
    state = UpDownState.new_match(starter=0)
    state.start_deal(deck=["2c", "Kd", "9h", "5s"])  # seat 0: 2c 9h, seat 1: Kd 5s
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=0))
    view, legal = state.private_view(0), state.legal_actions(0)
    if history is not None:
        view["history"] = history
    if tally is not None:
        view["tally"] = tally
    rng = random.Random(5)
    counts: dict[str, int] = {}
    for _ in range(deals):
        action = bot.decide(view, legal, rng)
        label = {"all_in": "allin", "check": "check"}.get(action.kind)
        if label is None:
            label = "min" if action.amount == 1 else "pot"
        counts[label] = counts.get(label, 0) + 1
    return {label: count / deals for label, count in counts.items()}


def test_bot_samples_its_mixed_strategy() -> None:
    """The equilibrium mixes checking and an all-in bluff with this hand; the bot's
    frequencies follow the table."""
    tree = tree_for(19)
    kind = us.types_for_signal(1).index((0, 7))
    probs = default_tables().bet_probs(19, 0, us.game_index(1, 1), kind)
    assert 0.1 < probs[tree.labels[0].index("allin")] < 0.9
    seen = _root_frequencies(UpDownBot(adaptive=False))
    for label, p in zip(tree.labels[0], probs, strict=True):
        assert seen.get(label, 0.0) == pytest.approx(p, abs=0.04)


def test_bot_does_not_bluff_a_loose_opponent() -> None:
    """Once the opponent has shown loose play (weak cards taken to big pots, no fold) the
    restricted response checks the 2 (a caller would call the bluff) instead of
    shoving it; with no such evidence the bot plays the equilibrium mix."""
    exploit = default_tables().bet_probs(
        19, 0, us.game_index(1, 1), us.types_for_signal(1).index((0, 7)), exploit=True
    )
    assert exploit[0] > 0.9
    loose = [_result(["Kc", "6d"], 12, None, ups=(1, 0))] * 2
    assert reads_loose({"seat": 0, "history": loose})
    by_cards = UpDownBot(styles=False, reader="legacy")
    assert _root_frequencies(by_cards, history=loose).get("check", 0.0) > 0.9
    fresh = _root_frequencies(by_cards, history=[])
    assert fresh == _root_frequencies(UpDownBot(adaptive=False), history=[])


def test_legacy_bot_presumes_a_loose_style_until_the_betting_says_otherwise() -> None:
    """`loose_style` (``reader="legacy"``, the default before the style read): with no verb
    seen yet the bot plays the response to loose play; once the opponent's tally shows an
    equilibrium player's folds and bets, the equilibrium."""
    legacy = UpDownBot(reader="legacy")
    assert _root_frequencies(legacy, history=[]).get("check", 0.0) > 0.9
    balanced = {"free": {"check": 3, "bet": 2, "all_in": 2}, "facing": {"fold": 4, "call": 1}}
    tally = [{"free": {}, "facing": {}}, balanced]
    assert _root_frequencies(legacy, history=[], tally=tally) == _root_frequencies(
        UpDownBot(adaptive=False), history=[]
    )


def test_default_bot_presumes_nothing_and_reads_a_station_from_its_verbs() -> None:
    """The style read: an unknown opponent is an equilibrium player (without the soft mode,
    the equilibrium's own mix); a tally of checks and calls is a station's, whose best
    response checks the 2 (no bluff into a caller); an equilibrium player's tally gives the
    equilibrium's mix."""
    hard = UpDownBot(soft_floor=None)
    assert _root_frequencies(hard, history=[]) == _root_frequencies(
        UpDownBot(adaptive=False), history=[]
    )
    station = [{"free": {}, "facing": {}}, {"free": {"check": 4}, "facing": {"call": 4}}]
    assert _root_frequencies(UpDownBot(), history=[], tally=station).get("check") == 1.0
    balanced = {"free": {"check": 3, "bet": 2, "all_in": 2}, "facing": {"fold": 4, "call": 1}}
    tally = [{"free": {}, "facing": {}}, balanced]
    assert _root_frequencies(hard, history=[], tally=tally) == _root_frequencies(
        UpDownBot(adaptive=False), history=[]
    )


def test_real_bets_map_to_the_nearest_menu_size() -> None:
    state = UpDownState.new_match(starter=0)
    state.start_deal(deck=["Qc", "Kd", "8h", "5s"])
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=0))
    state.apply(Action(0, "bet", amount=3))  # 1.5 pots: nearest to the pot-size bet (2)
    tree = tree_for(19)
    node = walk(tree, state.private_view(1), starter=0)
    assert tree.bets[node].tolist() == [2, 0] and tree.actor[node] == 1
    state.apply(Action(1, "raise", amount=15))
    node = walk(tree, state.private_view(0), starter=0)
    assert tree.bets[node].tolist() == [2, 19]  # 4 left behind a pot of 32: all-in


def test_abstract_sizes_become_legal_real_amounts() -> None:
    view = {"current_bet": 4, "pot": 6, "to_call": 4}
    legal = [LegalAction("fold"), LegalAction("call", 4, 4), LegalAction("raise", 8, 15),
             LegalAction("all_in", 15, 15)]
    rng = random.Random(0)
    assert to_real(0, "pot", view, legal, rng) == Action(0, "raise", 14)  # 4 + (6 + 4)
    assert to_real(0, "half", view, legal, rng) == Action(0, "raise", 9)
    assert to_real(0, "min", view, legal, rng) == Action(0, "raise", 8)
    assert to_real(0, "allin", view, legal, rng) == Action(0, "all_in", 15)
    assert to_real(0, "check", view, legal, rng) == Action(0, "call")


def test_every_decision_over_a_long_match_is_legal() -> None:
    """Its speed is measured in bench/bench_updown_latency.py (p99 on one core), not here."""
    rng = random.Random(1)
    for state, seat, _ in decisions([BOT, BOT], seed=4, deals=60):
        view, legal = state.private_view(seat), state.legal_actions(seat)
        action = BOT.decide(view, legal, rng)
        assert action.seat == seat and action.kind in {option.kind for option in legal}


def _result(
    locked: list[str], pot: int, folded: int | None, ups: tuple[int, int] = (1, 0)
) -> dict[str, object]:
    signals = [{"up": up, "down": 2 - up} for up in ups]
    return {"locked": locked, "pot": pot, "folded": folded, "signals": signals}


def test_reads_loose_adds_the_evidence_of_finished_deals() -> None:
    me, them = 0, 1
    assert not reads_loose({"seat": me, "history": []})  # the equilibrium until shown
    weak_big_pot = _result(["Kc", "5d"], 2 + 2 * 4, None)  # a 5 taken to a 4-chip bet
    assert deal_evidence(weak_big_pot, them) == LLR_WEAK_BIG
    assert reads_loose({"seat": me, "history": [weak_big_pot]})
    # A fold outweighs a weak card in a big pot: a thinking player folds a third of the time.
    folded = _result(["Kc", "9d"], 6, them)
    assert not reads_loose({"seat": me, "history": [weak_big_pot, folded]})
    assert 2 * LLR_WEAK_BIG + LLR_FOLD > LOOSE_THRESHOLD
    assert reads_loose({"seat": me, "history": [weak_big_pot, weak_big_pot, folded]})
    # Small pots say little: a few without a fold are needed.
    small_pot = _result(["Kc", "5d"], 4, None)
    assert not reads_loose({"seat": me, "history": [small_pot] * 2})
    assert reads_loose({"seat": me, "history": [small_pot] * 3})
    assert not reads_loose({"seat": me, "history": [small_pot] * 3 + [folded]})
    # A 2 is not a weak card (it beats an A); a weak card shown after a fold is a fold.
    deuce = _result(["Kc", "2d"], 40, None)
    assert deal_evidence(deuce, them) == LLR_STRONG_BIG
    bluff_folded = _result(["Kc", "5d"], 20, them)
    assert deal_evidence(bluff_folded, them) == LLR_FOLD
    # "1 UP · 1 DOWN" and a DOWN card locked: an UP card kept on purpose, not loose play.
    kept_high = _result(["Kc", "5d"], 20, None, ups=(1, 1))
    assert deal_evidence(kept_high, them) == 0.0
    assert not reads_loose({"seat": me, "history": [kept_high] * 5})
    # The other seat's cards are read, not mine.
    assert not reads_loose({"seat": them, "history": [_result(["5c", "Kd"], 20, me)] * 2})


def test_deal_evidence_reads_the_engine_history() -> None:
    """Entries of a real view's history (UD-5.1: both locked cards revealed, the pot) give one
    of the evidence values for each seat."""
    state = UpDownState.new_match(starter=0)
    rng = random.Random(0)
    for seed in range(4):
        state.start_deal(seed=seed)
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            state.apply(AlwaysCall().decide(state.private_view(seat),
                                            state.legal_actions(seat), rng))
    history = state.private_view(0)["history"]
    assert len(history) == 4
    values = {LLR_FOLD, LLR_WEAK_BIG, LLR_STRONG_BIG, LLR_SMALL, 0.0}
    for entry in history:
        assert deal_evidence(entry, 1) in values
        assert deal_evidence(entry, 0) in values
    assert reads_loose(state.private_view(0)) == (
        sum(deal_evidence(entry, 1) for entry in history) > LOOSE_THRESHOLD
    )


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    stacks=st.tuples(st.integers(1, 39), st.integers(1, 39)),
    opponent=st.sampled_from([RandomLegal(), AlwaysCall(), AlwaysAllIn()]),
)
def test_bot_is_legal_from_any_starting_stacks(
    seed: int, stacks: tuple[int, int], opponent: Policy
) -> None:
    """Uneven and tiny stacks (a 1-chip stack is all-in from its ante, UD-3.7) included."""
    players = [BOT, opponent] if seed % 2 else [opponent, BOT]
    for state, seat, action in decisions(players, seed=seed, deals=12, stacks=stacks):
        if players[seat] is BOT:
            assert is_legal(action, seat, state.legal_actions(seat))


def test_tables_load_one_stack_at_a_time_and_match_the_file() -> None:
    """UpDownTables reads a stack's arrays on its first lookup only, and they are the file's."""
    import numpy as np

    from engine.ai import updown_solver
    from engine.ai.updown_bot import KEPT_PATH, SideTables, UpDownTables

    tables = UpDownTables()
    assert not tables._bet
    probs = tables.lock_probs(5, 0, 0, 0)
    assert sorted(key for key, _ in tables._bet) == [5, 5]
    with np.load(updown_solver.TABLE_PATH) as data:
        row = data["lock_5"][0, 0, 0].astype(np.float64)
        assert np.array_equal(tables.bets(5, True), data["xbet_5"])
    assert np.allclose(probs, row / row.sum() if row.sum() > 0 else [0.5, 0.5])
    if KEPT_PATH.exists():
        side = SideTables(KEPT_PATH, range(updown_solver.MAX_STACK + 1))
        assert not side._bet
        side.bet_probs(7, 0, 0, 0)
        assert list(side._bet) == [7]


def test_loose_threshold_option_needs_more_evidence_before_the_card_read_switches() -> None:
    """`loose_threshold`: the card read of random play switches only above the given total."""
    small_pot = _result(["Kc", "5d"], 4, None)
    weak_big_pot = _result(["Kc", "5d"], 2 + 2 * 4, None)
    assert reads_loose({"seat": 0, "history": [small_pot] * 3})
    assert not reads_loose({"seat": 0, "history": [small_pot] * 3}, 3.0)
    assert not reads_loose({"seat": 0, "history": [weak_big_pot]}, 3.0)
    assert reads_loose({"seat": 0, "history": [weak_big_pot] * 2}, 3.0)
    assert UpDownBot().loose_threshold == LOOSE_THRESHOLD
    assert UpDownBot(loose_threshold=3.0).loose_threshold == 3.0
