"""The tournament BOT: push or fold from the chart below 15 big blinds (issue 16, AI.md)."""

from __future__ import annotations

import random

from engine.ai.poker.classes import holdem_class
from engine.ai.poker.pushfold import SHORT_BB, PushFoldBot, chart
from engine.poker import PokerState
from engine.protocol import Action
from tests.engine.ai.poker.deals import deck_for

CARD = {r + s: "23456789TJQKA".index(r) * 4 + "cdhs".index(s)
        for r in "23456789TJQKA" for s in "cdhs"}


def _cls(a: str, b: str) -> int:
    return holdem_class(CARD[a], CARD[b])


def _hand(hole: tuple[str, str], stack: int, seats: int = 6) -> PokerState:
    """Seat 3 (first to act with 6 seats, button 0) holds `hole`; everyone has `stack`."""
    deck = deck_for({3: hole}, (), seats)
    return PokerState.new_hand("holdem", [stack] * seats, 0, 10, 20, deck=deck)


def test_chart_covers_every_depth_and_position() -> None:
    data = chart()
    for depth in range(1, SHORT_BB + 1):
        for behind in range(1, 9):
            assert len(data.push[depth, behind]) == 169
            assert data.pushes(_cls("Ah", "As"), depth, behind)  # aces always go in
            assert data.calls(_cls("Ah", "As"), depth, behind)


def test_chart_is_tighter_with_more_players_behind_and_deeper_stacks() -> None:
    data = chart()
    assert data.push[10, 8].count("1") < data.push[10, 1].count("1")
    assert data.push[15, 1].count("1") < data.push[3, 1].count("1")
    assert not data.pushes(_cls("7h", "2c"), 15, 5)


def test_short_stack_pushes_aces_and_folds_seven_deuce() -> None:
    bot = PushFoldBot()
    rng = random.Random(1)
    hand = _hand(("Ah", "Ad"), stack=200)  # 10 big blinds
    action = bot.decide(hand.private_view(3), hand.legal_actions(3), rng)
    assert action.kind in ("all_in", "raise") and (action.kind == "all_in" or action.amount == 200)
    hand = _hand(("7h", "2c"), stack=200)
    assert bot.decide(hand.private_view(3), hand.legal_actions(3), rng).kind == "fold"


def test_facing_a_push_calls_only_the_calling_range() -> None:
    bot = PushFoldBot()
    rng = random.Random(2)
    for hole, calls in ((("Kh", "Kd"), True), (("8h", "3c"), False)):
        deck = deck_for({3: ("Ah", "Ad"), 2: hole}, (), 6)
        hand = PokerState.new_hand("holdem", [200] * 6, 0, 10, 20, deck=deck)
        hand.apply(Action(3, "all_in"))
        for seat in (4, 5, 0, 1):  # the others fold to the big blind
            hand.apply(Action(seat, "fold"))
        assert hand.to_act == 2
        choice = bot.decide(hand.private_view(2), hand.legal_actions(2), rng)
        assert (choice.kind != "fold") is calls


def test_deep_stacks_are_the_ordinary_bots() -> None:
    bot = PushFoldBot()
    hand = _hand(("7h", "2c"), stack=2000)  # 100 big blinds
    action = bot.decide(hand.private_view(3), hand.legal_actions(3), random.Random(3))
    assert action.kind != "all_in"


def test_the_decision_reads_no_hidden_card() -> None:
    """Honesty: the same seat, cards and betting with the other hands and the deck dealt
    differently give the same action (the bot sees its seat's private view only)."""
    bot = PushFoldBot()
    actions = set()
    for others in (("Kh", "Kd"), ("2c", "7d"), ("Qs", "Js")):
        deck = deck_for({3: ("Ah", "Td"), 4: others}, ("9c", "9d", "9h"), 6)
        hand = PokerState.new_hand("holdem", [200] * 6, 0, 10, 20, deck=deck)
        actions.add(bot.decide(hand.private_view(3), hand.legal_actions(3), random.Random(5)))
    assert len(actions) == 1
