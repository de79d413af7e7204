"""As-Nas rules AN-1 … AN-5, one test (or a few) per rule id, with forced decks."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction

import pytest

from engine.asnas import AsNasState, acting_order, right_of
from engine.betting import Betting
from engine.cards import ASNAS_20, AsNasRank
from engine.errors import IllegalAction
from engine.protocol import Action
from tests.engine.asnas.asnas_helpers import HIGH_CARD, deck_for, new_deal, play


def kinds(state: AsNasState, seat: int) -> list[str]:
    return [option.kind for option in state.legal_actions(seat)]


def finish_match(state: AsNasState) -> None:
    """Play out the remaining deals: everyone folds to the dealer (results all zero)."""
    while not state.match_over:
        if state.deal_over:
            state.start_deal(seed=state.deal_no)
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, "fold"))


# ---------------------------------------------------------------- AN-1


def test_an_1_1_highest_total_wins_and_equal_totals_share() -> None:
    hands = {1: HIGH_CARD, 2: "As2 Sh2 Bi2 Sa2 Ko2"}
    state = AsNasState(first_dealer=0)
    state.start_deal(deck=deck_for(0, hands))
    play(state, [(1, "raise"), (2, "call"), (3, "fold"), (0, "fold")])
    finish_match(state)  # the other deals fold round to the dealer: no points move
    assert state.totals == [-1, Fraction(1, 2), Fraction(1, 2), 0]
    assert state.match_winners == [1, 2]
    assert state.standings() == [
        {"seat": 1, "total": "1/2", "place": 1},
        {"seat": 2, "total": "1/2", "place": 1},
        {"seat": 3, "total": "0", "place": 3},
        {"seat": 0, "total": "-1", "place": 4},
    ]
    assert state.public_view()["winners"] == [1, 2]


def test_an_1_1_tied_match_winners() -> None:
    state = AsNasState(first_dealer=0)
    finish_match(state)  # every deal folds round to the dealer: all totals stay 0
    assert state.match_winners == [0, 1, 2, 3]
    assert {row["place"] for row in state.standings()} == {1}


# ---------------------------------------------------------------- AN-2


def test_an_2_1_pack_of_twenty_suitless_cards() -> None:
    assert len(ASNAS_20) == 20
    assert Counter(card.asnas_rank for card in ASNAS_20) == dict.fromkeys(AsNasRank, 4)
    assert all(card.suit is None for card in ASNAS_20)
    state = AsNasState(first_dealer=0)
    state.start_deal(seed=7)
    dealt = [card for hand in state.hands for card in hand]
    assert sorted(dealt) == sorted(ASNAS_20)  # the whole pack, no card twice


def test_an_2_2_five_cards_one_at_a_time_from_dealers_right() -> None:
    for dealer in range(4):
        state = AsNasState(first_dealer=dealer)
        deck = list(ASNAS_20)
        state.start_deal(deck=deck)
        order = acting_order(dealer)
        assert order[0] == right_of(dealer) and order[-1] == dealer
        for position, seat in enumerate(order):
            assert state.hands[seat] == deck[position::4]
            assert len(state.hands[seat]) == 5


def test_an_2_2_forced_deck_helper_deals_the_named_hands() -> None:
    state = new_deal(2, {3: "As1 As2 As3 As4 Ko1", 1: "Sh1 Bi1 Sa1 Ko2 Ko3"})
    assert [c.code for c in state.hands[3]] == ["As1", "As2", "As3", "As4", "Ko1"]


def test_an_2_3_counter_clockwise_is_plus_one() -> None:
    assert [right_of(seat) for seat in range(4)] == [1, 2, 3, 0]


def test_an_2_3_dealer_moves_right_every_deal() -> None:
    state = AsNasState(first_dealer=3)
    dealers = []
    while not state.match_over:
        state.start_deal(seed=state.deal_no)
        dealers.append(state.dealer)
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            state.apply(Action(seat, "fold"))
    assert dealers == [(3 + deal) % 4 for deal in range(12)]


def test_an_2_3_first_dealer_random_from_match_seed() -> None:
    firsts = [AsNasState(seed=seed).first_dealer for seed in range(60)]
    assert set(firsts) == {0, 1, 2, 3}
    assert firsts == [AsNasState(seed=seed).first_dealer for seed in range(60)]  # reproducible


def test_an_2_3_new_match_before_first_deal() -> None:
    state = AsNasState.new_match(seed=9)
    assert state.first_dealer == AsNasState(seed=9).first_dealer
    assert state.deal_no == 0 and state.deal_over and not state.match_over
    assert state.to_act is None and state.legal_actions(0) == ()
    assert AsNasState.new_match(first_dealer=2).first_dealer == 2


def test_an_2_4_dealer_forced_stake_and_first_to_act() -> None:
    for dealer in range(4):
        state = new_deal(dealer)
        assert state.stakes == [1 if seat == dealer else 0 for seat in range(4)]
        assert state.to_act == right_of(dealer)
        assert state.public_view()["seats"][dealer]["acted"] is False


def test_an_2_5_look_is_private_and_does_not_end_the_turn() -> None:
    state = new_deal(0, {1: "As1 As2 Sh1 Sh2 Ko1"})
    assert state.private_view(1)["hand"] is None
    public_before = state.public_view()
    events = state.apply(Action(1, "look"))
    assert state.to_act == 1
    assert events[0].private_to == 1
    view = state.private_view(1)
    assert view["hand"] == ["As1", "As2", "Sh1", "Sh2", "Ko1"]
    assert view["category"] == "asnas-category-two-pairs"
    public_after = state.public_view()
    assert public_after.pop("seq") == public_before.pop("seq") + 1
    assert public_after == public_before  # nobody else learns anything, not even that 1 looked
    assert state.private_view(2)["hand"] is None
    assert "look" not in kinds(state, 1)
    with pytest.raises(IllegalAction) as info:
        state.apply(Action(1, "look"))
    assert info.value.key == "error-already-looked"


def test_an_2_5_acting_without_looking() -> None:
    state = new_deal(0)
    assert kinds(state, 1) == ["look", "fold", "call", "raise"]
    state.apply(Action(1, "call"))
    assert state.to_act == 2
    assert state.private_view(1)["hand"] is None


# ---------------------------------------------------------------- AN-3


def test_an_3_1_stakes_and_highest_stake_start() -> None:
    state = new_deal(1)
    view = state.public_view()
    assert [row["stake"] for row in view["seats"]] == [0, 1, 0, 0]
    assert view["high"] == 1 and view["pot"] == 1


def test_an_3_2_call_matches_the_highest_stake() -> None:
    state = new_deal(0)
    play(state, [(1, "raise"), (2, "call")])
    assert state.stakes == [1, 2, 2, 0]


def test_an_3_2_hold_only_when_matched() -> None:
    state = new_deal(0)
    with pytest.raises(IllegalAction) as info:
        state.apply(Action(1, "hold"))
    assert info.value.key == "error-asnas-cannot-hold"
    play(state, [(1, "call"), (2, "call"), (3, "call")])
    assert kinds(state, 0) == ["look", "hold", "raise", "fold"]
    play(state, [(0, "hold")])
    assert state.deal_over


def test_an_3_2_raise_is_exactly_one_and_capped_at_four() -> None:
    state = new_deal(0)
    raise_option = next(o for o in state.legal_actions(1) if o.kind == "raise")
    assert (raise_option.min, raise_option.max) == (2, 2)
    for bad in (1, 3, 4):
        with pytest.raises(IllegalAction) as info:
            state.apply(Action(1, "raise", amount=bad))
        assert info.value.key == "error-amount-out-of-range"
    state.apply(Action(1, "raise", amount=2))
    play(state, [(2, "raise"), (3, "raise")])
    assert state.high == 4
    assert "raise" not in kinds(state, 0)
    with pytest.raises(IllegalAction) as info:
        state.apply(Action(0, "raise"))
    assert info.value.key == "error-asnas-stake-capped"
    assert state.stakes == [1, 2, 3, 4]


def test_an_3_2_fold_leaves_stake_in_the_pot() -> None:
    state = new_deal(0)
    play(state, [(1, "raise"), (2, "call"), (3, "raise"), (0, "fold"), (1, "fold")])
    assert state.stakes == [1, 2, 2, 3] and state.pot == 8
    play(state, [(2, "fold")])
    assert state.deal_over and state.result is not None
    assert state.result["pot"] == 8
    assert state.result["results"] == ["-1", "-2", "-2", "5"]


def test_an_3_2_fold_allowed_even_when_hold_is_free() -> None:
    state = new_deal(0)  # pack order: seat 3 holds four As and beats the full houses
    play(state, [(1, "call"), (2, "call"), (3, "call"), (0, "fold")])
    assert state.deal_over and state.result is not None
    assert state.result["winners"] == [3]
    assert state.result["results"] == ["-1", "-1", "-1", "3"]


def test_an_3_3_turns_skip_folded_players() -> None:
    state = new_deal(0)
    play(state, [(1, "fold"), (2, "raise"), (3, "call"), (0, "call")])
    assert state.deal_over  # seat 1 is never asked again
    state = new_deal(0)
    play(state, [(1, "call"), (2, "fold"), (3, "raise"), (0, "call")])
    assert state.to_act == 1  # 2 is skipped on the way round


def test_an_3_3_raise_obliges_everyone_to_match_again() -> None:
    state = new_deal(0)
    play(state, [(1, "call"), (2, "call"), (3, "call"), (0, "raise")])
    assert state.to_act == 1
    play(state, [(1, "call"), (2, "raise")])
    assert state.to_act == 3
    play(state, [(3, "call"), (0, "call"), (1, "fold")])
    assert state.deal_over
    assert state.stakes == [3, 2, 3, 3]


def test_an_3_4_forced_opening_is_not_an_action() -> None:
    state = new_deal(2)
    play(state, [(3, "call"), (0, "call"), (1, "call")])
    assert not state.deal_over
    assert state.to_act == 2  # the dealer matched by force only, so still owes an action


def test_an_3_4_round_ends_when_all_acted_and_matched() -> None:
    state = new_deal(0, {0: HIGH_CARD})
    play(state, [(1, "raise"), (2, "call"), (3, "call")])
    assert not state.deal_over
    play(state, [(0, "call")])
    assert state.deal_over
    assert state.result is not None and state.result["showdown"] is True


def test_an_3_4_last_remaining_player_wins_at_once() -> None:
    state = new_deal(0)
    events = state.apply(Action(1, "raise"))
    play(state, [(2, "fold"), (3, "fold")])
    events = state.apply(Action(0, "fold"))
    assert state.deal_over and state.to_act is None
    assert state.result is not None
    assert state.result["showdown"] is False and state.result["shown"] == []
    assert state.result["winners"] == [1]
    assert state.result["results"] == ["-1", "1", "0", "0"]
    assert [event.kind for event in events] == ["action", "deal_over"]
    assert state.legal_actions(1) == ()


# ---------------------------------------------------------------- AN-5


def test_an_5_1_exact_three_way_split_of_seven() -> None:
    hands = {1: HIGH_CARD, 2: "As2 Sh2 Bi2 Sa2 Ko2", 3: "As3 Sh3 Bi3 Sa3 Ko3"}
    state = new_deal(0, hands)
    play(state, [(1, "raise"), (2, "call"), (3, "call"), (0, "fold")])
    assert state.deal_over and state.result is not None
    assert state.result["pot"] == 7
    assert state.result["share"] == "7/3"
    assert state.result["winners"] == [1, 2, 3]
    assert state.result["payouts"] == ["0", "7/3", "7/3", "7/3"]
    assert state.result["results"] == ["-1", "1/3", "1/3", "1/3"]
    assert state.totals == [Fraction(-1), Fraction(1, 3), Fraction(1, 3), Fraction(1, 3)]
    assert all(isinstance(total, Fraction) for total in state.totals)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["totals"] == ["-1", "1/3", "1/3", "1/3"]
    assert AsNasState.from_dict(data).totals == state.totals
    assert state.public_view()["seats"][2]["total"] == "1/3"


def test_an_5_2_results_are_payout_minus_stake_and_sum_to_zero() -> None:
    state = new_deal(3, {0: "Sh1 Sh2 Sh3 Ko1 Ko2", 1: "As1 As2 Bi1 Bi2 Sa1"})
    play(state, [(0, "raise"), (1, "raise"), (2, "fold"), (3, "call"), (0, "raise"), (1, "call")])
    play(state, [(3, "fold")])
    assert state.result is not None
    assert state.result["winners"] == [0]
    assert state.result["pot"] == 4 + 4 + 0 + 3
    assert state.result["results"] == ["7", "-4", "0", "-3"]
    assert sum(Fraction(v) for v in state.result["results"]) == 0
    assert state.totals[1] == -4  # totals may be negative


def test_an_5_3_folded_hands_stay_hidden() -> None:
    folded_hand = "As1 As2 As3 As4 Sh1"
    state = new_deal(0, {3: folded_hand, 1: "Sh2 Sh3 Bi1 Sa1 Ko1"})
    play(state, [(1, "raise"), (2, "call"), (3, "fold"), (0, "fold")])
    assert state.result is not None
    assert [row["seat"] for row in state.result["shown"]] == [1, 2]
    text = json.dumps(state.public_view())
    for code in folded_hand.split():
        assert code not in text
    for seat in (0, 1, 2):
        assert "As4" not in json.dumps(state.private_view(seat))


def test_an_5_4_twelve_deals_then_over_and_restart() -> None:
    state = AsNasState(first_dealer=1)
    state.start_deal(deck=deck_for(1, {2: "As1 As2 As3 As4 Ko1"}))
    play(state, [(2, "raise"), (3, "call"), (0, "call"), (1, "call")])
    assert state.totals[2] == 6
    finish_match(state)
    assert state.deal_no == 12 and state.match_over
    with pytest.raises(IllegalAction) as info:
        state.start_deal(seed=1)
    assert info.value.key == "error-match-over"
    state.restart(seed=5)
    assert state.totals == [0, 0, 0, 0]
    assert not state.match_over and state.deal_no == 0 and state.deal_over
    assert state.first_dealer == AsNasState(seed=5).first_dealer
    assert state.public_view()["past_deals"] == []  # a new match, a new history


def test_past_deals_list_public_actions_only_and_survive_a_round_trip() -> None:
    """Earlier deals' betting was done in front of the table; their hands were not shown
    (folded ones stay hidden forever, AN-5.3): the view lists each finished deal's actions and
    no card."""
    state = AsNasState(first_dealer=1)
    state.start_deal(deck=deck_for(1, {2: "As1 As2 As3 As4 Ko1"}))
    moves = [(2, "raise"), (3, "fold"), (0, "call"), (1, "fold")]
    play(state, moves)
    state.start_deal(seed=3)
    past = state.public_view()["past_deals"]
    assert [(row["seat"], row["action"]) for row in past[0]["actions"]] == moves
    assert past == [{"deal_no": 1, "dealer": 1, "actions": past[0]["actions"]}]
    assert state.public_view()["actions"] == []
    text = json.dumps(state.public_view())
    assert all(f'"{card.code}"' not in text for card in ASNAS_20)
    assert AsNasState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_a_snapshot_without_past_deals_still_loads() -> None:
    """Matches stored before the key existed resume with an empty history."""
    state = new_deal(0)
    data = state.to_dict()
    del data["past_deals"]
    assert AsNasState.from_dict(data).public_view()["past_deals"] == []


def test_an_5_4_whole_pack_reshuffled_every_deal() -> None:
    state = AsNasState(first_dealer=0)
    seen = set()
    for seed in range(3):
        state.start_deal(seed=seed)
        assert sorted(c for h in state.hands for c in h) == sorted(ASNAS_20)
        seen.add(tuple(c.code for c in state.hands[1]))
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            state.apply(Action(seat, "fold"))
    assert len(seen) == 3


def test_an_5_4_no_new_deal_while_one_is_running() -> None:
    state = new_deal(0)
    with pytest.raises(IllegalAction) as info:
        state.start_deal(seed=1)
    assert info.value.key == "error-deal-in-progress"


# ---------------------------------------------------------------- contract


def test_errors_and_unchanged_state() -> None:
    state = new_deal(0)
    before = state.to_dict()
    cases = [
        (Action(2, "call"), "error-not-your-turn"),
        (Action(1, "check"), "error-unknown-action"),
        (Action(1, "hold"), "error-asnas-cannot-hold"),
        (Action(1, "raise", amount=9), "error-amount-out-of-range"),
    ]
    for action, key in cases:
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert info.value.key == key
        assert state.to_dict() == before


def test_betting_open_fold_flag() -> None:
    """The minimal addition to engine/betting.py that AN-3.2 needs (poker keeps refusing)."""
    betting = Betting([4, 4], structure="capped", cap=4, increment=1)
    betting.start_round([0, 1], forced=[(1, 1)])
    betting.act(0, "call")
    with pytest.raises(IllegalAction) as info:
        betting.act(1, "fold")
    assert info.value.key == "error-fold-when-check"
    betting.act(1, "fold", open_fold=True)
    assert betting.folded == [False, True]
