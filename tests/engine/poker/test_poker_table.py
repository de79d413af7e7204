"""The table across hands, the game contract (errors, views, JSON) and hand histories."""

from __future__ import annotations

import json

import pytest

from engine.betting import Betting
from engine.errors import IllegalAction, InvalidState, RuleError
from engine.poker import PokerState
from engine.poker.history import actions, export, render, replay
from engine.protocol import Action, LegalAction
from tests.engine.poker.poker_helpers import act, check_down, legal, new


def test_button_moves_to_the_next_seat_dealt_in_and_empty_seats_are_skipped() -> None:
    s = PokerState.new_hand("holdem", [100, None, 100, 0, 100], 1, 1, 2, seed=1)
    assert s.button == 2  # seat 1 is empty: the button goes to the next seat dealt in
    assert s.in_hand == [True, False, True, False, True]
    assert (s.sb_seat, s.bb_seat) == (4, 0)
    assert [len(cards) for cards in s.hole] == [2, 0, 2, 0, 2]
    act(s, 2, "fold")
    act(s, 4, "fold")
    assert s.deal_over and s.deal_no == 1
    s.start_deal(seed=2)
    assert s.deal_no == 2 and s.button == 4 and (s.sb_seat, s.bb_seat) == (0, 2)


def test_set_stack_between_hands_and_match_over() -> None:
    s = new([3, 100], button=0, board="2c 3d 4h 8s 9c", holes={1: "Ah Ad", 0: "7c 7d"})
    act(s, 0, "all_in")
    act(s, 1, "call")
    assert s.deal_over and s.stacks == [0, 103]
    assert s.match_over
    with pytest.raises(IllegalAction) as err:
        s.start_deal()
    assert err.value.key == "error-not-enough-players"
    s.set_stack(0, 50)
    assert not s.match_over
    s.start_deal(seed=3)
    assert s.to_act is not None
    with pytest.raises(IllegalAction) as err:
        s.set_stack(0, 10)
    assert err.value.key == "error-deal-in-progress"


def test_illegal_actions_raise_typed_errors_and_change_nothing() -> None:
    s = new([100, 100, 100], button=0)
    before = s.to_dict()
    cases = [
        (Action(1, "call"), "error-not-your-turn"),
        (Action(0, "check"), "error-cannot-check"),
        (Action(0, "raise", 3), "error-amount-out-of-range"),
        (Action(0, "raise", 101), "error-amount-out-of-range"),
        (Action(0, "raise"), "error-amount-out-of-range"),
        (Action(0, "bet", 10), "error-bet-or-raise"),
        (Action(0, "dance"), "error-unknown-action"),
    ]
    for action, key in cases:
        with pytest.raises(IllegalAction) as err:
            s.apply(action)
        assert err.value.key == key
        assert s.to_dict() == before
    check_down(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(Action(0, "check"))
    assert err.value.key == "error-no-hand"


def test_constructor_refuses_bad_tables() -> None:
    for args in (
        ("stud", [10, 10], 0, 1, 2),
        ("holdem", [10], 0, 1, 2),
        ("holdem", [10] * 10, 0, 1, 2),
        ("holdem", [10, 10], 0, 3, 2),
        ("holdem", [10, 10], 5, 1, 2),
    ):
        with pytest.raises(InvalidState):
            PokerState(*args)  # type: ignore[arg-type]
    with pytest.raises(RuleError) as err:
        PokerState.new_hand("holdem", [10, 10], 0, 1, 2, deck=["Ah", "Ah"])
    assert err.value.key == "error-deck-invalid"


def test_views_legal_options_and_json_round_trip() -> None:
    s = new([100, 100, 100], button=0, holes={1: "Ah Kh", 2: "2c 2d", 0: "7s 8s"})
    view = s.public_view()
    assert view["to_act"] == 0 and view["street"] == "preflop" and view["board"] == []
    assert all(seat["cards"] is None for seat in view["seats"])  # type: ignore[union-attr]
    mine = s.private_view(0)
    assert mine["hole"] == ["7s", "8s"]
    assert mine["legal"][1] == LegalAction("call", 2, 2).to_dict()  # type: ignore[index]
    assert s.private_view(1)["legal"] == []
    assert view["pot_total"] == 3 and view["pots"] == []  # the blinds are still bets
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    assert s.public_view()["pots"] == [{"amount": 6, "eligible": [0, 1, 2]}]
    assert PokerState.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    with pytest.raises(InvalidState):
        PokerState.from_dict({"game": "holdem"})


def test_events_name_the_actions_and_hole_cards_are_private() -> None:
    s = PokerState.new_hand("holdem", [100, 100], 0, 1, 2, deck=["Ah", "Kd", "Qs", "Jc"])
    s2 = PokerState(s.game, [100, 100], 0, 1, 2)
    events = s2.start_deal(deck=["Ah", "Kd", "Qs", "Jc"])
    hole = [e for e in events if e.kind == "hole"]
    assert [(e.seat, e.private_to, e.data["cards"]) for e in hole] == [
        (1, 1, ["Ah", "Qs"]),
        (0, 0, ["Kd", "Jc"]),
    ]
    assert [e.kind for e in events if e.private_to is None] == ["deal", "post", "post"]
    out = s2.apply(Action(0, "raise", 6))
    assert [(e.kind, e.seat, e.data["to"]) for e in out] == [("raise", 0, 6)]
    out = s2.apply(Action(1, "fold"))
    assert [e.kind for e in out] == ["fold", "return", "pot", "win"]


def test_betting_state_is_the_shared_module() -> None:
    s = new([100, 100], button=0)
    assert isinstance(s.betting, Betting)
    assert legal(s)["raise"] == LegalAction("raise", 4, 100)


def test_history_text_and_replay_of_a_fixed_hand() -> None:
    s = new(
        [100, 10, 100, 100],
        button=0,
        holes={1: "Ah Ad", 2: "Kh Kd", 3: "Qh Qd", 0: "2c 7d"},
        board="3s 8c 9h Js 4d",
    )
    act(s, 3, "raise", 10)
    act(s, 0, "fold")
    act(s, 1, "all_in")
    act(s, 2, "raise", 30)
    act(s, 3, "call")
    act(s, 2, "bet", 20)
    act(s, 3, "fold")
    kinds = ["raise", "fold", "all_in", "raise", "call", "bet", "fold"]
    assert [a.kind for a in actions(s)] == kinds
    text = render(s)
    for line in (
        "Hold'em No Limit (1/2) - hand #1",
        "Button: seat 0",
        "Seat 1: 10 chips (small blind)",
        "Seat 1 posts a blind of 1",
        "Seat 3 raises to 10",
        "Seat 1 goes all-in to 10 and is all-in",
        "*** FLOP *** [3s 8c 9h]",
        "Uncalled bet of 20 returned to seat 2",
        "*** RIVER *** [3s 8c 9h Js 4d]",
        "Seat 1 shows [Ah Ad] (one pair)",
        "Main pot 30 (seats 1, 2): seat 1 wins 30",
        "Side pot 1 40 (seats 2): seat 2 wins 40",
        "Stacks after the hand: seat 0 100, seat 1 30, seat 2 110, seat 3 70",
    ):
        assert line in text.splitlines()
    data = json.loads(json.dumps(export(s)))
    assert data["stacks"] == [100, 10, 100, 100] and len(data["deck"]) == 52
    again = replay(data)
    assert again.log == s.log and again.stacks == s.stacks
    with pytest.raises(InvalidState):
        replay({**data, "version": 99})


def test_history_needs_a_finished_hand() -> None:
    s = new([100, 100], button=0)
    for function in (export, render):
        with pytest.raises(IllegalAction):
            function(s)
