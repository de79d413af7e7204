"""Naiko mode rules NK-1.4, NK-5, NK-6, one test (or a few) per rule id, with forced decks and
carousels; the seed's worked examples (seed 004) are pinned by name."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.errors import IllegalAction, InvalidState
from engine.evaluation import evaluate_holdem
from engine.games import GAMES
from engine.naiko import NaikoState
from engine.naiko.history import export, lines, render, replay
from engine.naiko.powers import CAROUSELS
from engine.poker import PokerState
from engine.poker.state import CODES, card_id
from engine.protocol import Action
from tests.engine.naiko.naiko_helpers import (
    ALL,
    SWAP_SHIELD,
    WITH_SHIELD,
    act,
    check_down,
    legal,
    power,
    table,
)

POWER_VERBS = ("glance", "swap", "anchor", "shield", "decline")


def refused(state: NaikoState, action: Action) -> str:
    """Apply an action that must be refused; check nothing changed; return the message key."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_dict() == before
    return info.value.key


def heads_up_flop(carousel: tuple[str, ...] = ALL, sparks: list[int] | None = None) -> NaikoState:
    """Heads-up, blinds 10/20: the small blind (button, seat 0) raises to 50 and the big blind
    calls, so the flop starts with a pot of 100, 950 behind each and seat 1 to act first."""
    state = table([1000, 1000], blinds=(10, 20), carousel=carousel, sparks=sparks or [2, 2])
    act(state, 0, "raise", 50)
    act(state, 1, "call")
    assert state.poker.street == 1 and state.poker.pots()[0].amount == 100
    assert state.to_act == 1
    return state


# ---------------------------------------------------------------------------- NK-1.4


@pytest.mark.parametrize("variant", ["holdem", "omaha"])
def test_nk_1_4_classic_poker_never_offers_or_accepts_a_power(variant: str) -> None:
    state = PokerState.new_hand(variant, [100, 100, 100], 0, 1, 2, seed=3)
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        kinds = {option.kind for option in state.legal_actions(seat)}
        assert not kinds & set(POWER_VERBS)
        for verb in POWER_VERBS:
            with pytest.raises(IllegalAction):
                state.apply(Action(seat, verb, choice=0))
        view = state.private_view(seat)
        assert "carousel" not in view and "sparks" not in view["seats"][seat]
        state.apply(Action(seat, "check" if "check" in kinds else "call"))


def test_nk_1_4_naiko_is_registered_and_is_no_limit_holdem() -> None:
    assert GAMES["naiko"] is NaikoState
    state = table([100, 100], holes={0: "Ah Kh", 1: "2c 2d"})
    assert state.poker.game == "holdem" and state.poker.betting.structure == "no_limit"
    assert state.public_view()["game"] == "naiko"
    assert len(state.poker.hole[0]) == 2


# ---------------------------------------------------------------------------- NK-5.1, NK-5.2


def test_nk_5_1_one_spark_per_hand_dealt_in_at_most_three() -> None:
    state = table([100, 100, 100])
    seen = []
    for hand in range(5):
        seen.append(list(state.sparks))
        check_down(state)
        state.start_deal(seed=hand)
    assert seen[:4] == [[1, 1, 1], [2, 2, 2], [3, 3, 3], [3, 3, 3]]


def test_nk_5_1_a_seat_not_dealt_in_gains_no_spark() -> None:
    state = table([100, 100, 100])
    check_down(state)
    state.set_stack(2, 0)  # seated but broke: not dealt in
    state.start_deal(seed=1)
    assert not state.poker.in_hand[2]
    assert state.sparks == [2, 2, 1]


def test_nk_5_2_sparks_carry_to_the_next_hand_and_are_lost_when_the_seat_leaves() -> None:
    state = table([100, 100, 100])
    check_down(state)
    state.start_deal(seed=1)
    assert state.sparks == [2, 2, 2]
    check_down(state)
    state.set_stack(1, None)  # the player leaves: sparks stay with the table seat, not them
    state.set_stack(1, 100)  # somebody new sits down
    state.start_deal(seed=2)
    assert state.sparks == [3, 1, 3]


def test_nk_5_2_a_table_rebuilt_from_data_passes_its_sparks_in() -> None:
    state = NaikoState.new_hand([100, 100, None], 0, 1, 2, sparks=[2, 0, 0], seed=4)
    assert state.sparks == [3, 1, 0]
    with pytest.raises(InvalidState):
        NaikoState([100, 100], 0, 1, 2, sparks=[4, 0])
    with pytest.raises(InvalidState):
        NaikoState([100, None], 0, 1, 2, sparks=[1, 1])  # an empty seat holds no sparks


def test_nk_5_1_sparks_are_public_and_spent_only_on_powers() -> None:
    state = table([100, 100, 100], sparks=[2, 0, 0])
    view = state.public_view()
    assert [entry["sparks"] for entry in view["seats"]] == [3, 1, 1]
    power(state, 0, "glance")
    act(state, 0, "call")
    assert [entry["sparks"] for entry in state.public_view()["seats"]] == [2, 1, 1]


# ---------------------------------------------------------------------------- NK-5.3


def test_nk_5_3_carousel_is_one_of_the_three_sets_fixed_public_and_from_the_seed() -> None:
    counts: Counter[tuple[str, ...]] = Counter()
    for seed in range(600):
        state = NaikoState.new_hand([100, 100], 0, 1, 2, seed=seed)
        assert state.carousel in CAROUSELS
        counts[state.carousel] += 1
    # Uniform: each set about 200 of 600 (a loose bound; the draw is seeded, so exact repeats).
    assert set(counts) == set(CAROUSELS)
    assert all(150 <= count <= 250 for count in counts.values()), counts
    again = NaikoState.new_hand([100, 100], 0, 1, 2, seed=77)
    other = NaikoState.new_hand([100, 100], 0, 1, 2, seed=77)
    assert again.carousel == other.carousel
    assert again.public_view()["carousel"] == list(again.carousel)
    # The deck is the one Hold'em deals from the same seed: powers are a layer, not a fork.
    holdem = PokerState.new_hand("holdem", [100, 100], 0, 1, 2, seed=77)
    assert again.poker.deck == holdem.deck


def test_nk_5_3_carousel_stays_fixed_for_the_hand() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD)
    before = state.carousel
    check_down(state)
    assert state.carousel == before == WITH_SHIELD


def test_nk_5_3_shield_without_anchor_is_not_a_carousel() -> None:
    with pytest.raises(InvalidState):
        table([100, 100], carousel=("glance", "swap", "shield"))


def test_nk_5_3_a_power_outside_the_carousel_is_refused() -> None:
    state = table([100, 100, 100], carousel=SWAP_SHIELD)
    assert refused(state, Action(0, "glance")) == "error-power-not-in-carousel"
    assert "glance" not in legal(state)


# ---------------------------------------------------------------------------- NK-5.4


def test_nk_5_4_each_power_once_per_hand() -> None:
    state = table([100, 100, 100], sparks=[2, 0, 0])
    power(state, 0, "glance")
    act(state, 0, "call")
    act(state, 1, "call")
    act(state, 2, "check")
    # Flop: seat 1 acts first, then seat 2, then seat 0.
    act(state, 1, "check")
    act(state, 2, "check")
    assert state.to_act == 0
    assert refused(state, Action(0, "glance")) == "error-power-used"
    assert "glance" not in legal(state)


def test_nk_5_4_one_power_per_turn_before_the_action_and_the_turn_goes_on() -> None:
    state = table([100, 100, 100], sparks=[2, 0, 0])
    power(state, 0, "glance")
    assert state.to_act == 0  # using a power does not end the turn
    assert {"fold", "call", "raise"} <= set(legal(state))
    assert refused(state, Action(0, "swap", choice=0)) == "error-power-one-per-turn"
    assert "swap" not in legal(state) and "anchor" not in legal(state)
    act(state, 0, "call")
    assert state.to_act == 1


def test_nk_5_4_a_power_only_on_your_turn() -> None:
    state = table([100, 100, 100], sparks=[2, 2, 2])
    assert refused(state, Action(1, "glance")) == "error-not-your-turn"
    assert state.legal_actions(1) == ()


# ---------------------------------------------------------------------------- NK-5.5


def four_seats(carousel: tuple[str, ...], sparks: list[int]) -> NaikoState:
    """Four seats, button 0: preflop order 3, 0, 1, 2 (1 = small blind, 2 = big blind)."""
    state = table([100] * 4, carousel=carousel, sparks=sparks)
    assert state.to_act == 3
    return state


def test_nk_5_5_the_fourth_activation_in_a_round_is_refused() -> None:
    state = four_seats(ALL, [0, 0, 0, 0])
    for seat in (3, 0, 1):
        power(state, seat, "glance")
        act(state, seat, "call")
    assert state.public_view()["activations"] == {"count": 3, "limit": 3}
    assert refused(state, Action(2, "glance")) == "error-power-round-limit"
    assert "glance" not in legal(state, 2)
    assert state.sparks[2] == 1  # NK-5.6: the refusal cost nothing


def test_nk_5_5_the_limit_counts_per_betting_round() -> None:
    state = four_seats(ALL, [2, 2, 2, 2])
    for seat in (3, 0, 1):
        power(state, seat, "glance")
        act(state, seat, "call")
    act(state, 2, "check")
    # Flop: seat 1 first. A new round: three more activations are allowed.
    assert state.to_act == 1
    power(state, 1, "anchor", 2)
    assert state.public_view()["activations"]["count"] == 1


def test_nk_5_5_shield_answers_an_anchor_that_took_the_last_slot() -> None:
    state = four_seats(WITH_SHIELD, [0, 1, 0, 0])
    power(state, 3, "glance")
    act(state, 3, "call")
    power(state, 0, "glance")
    act(state, 0, "call")
    power(state, 1, "anchor", 2)  # the third ordinary activation, aimed at the big blind
    assert state.activations == 3
    assert state.window is not None and state.to_act == 2
    power(state, 2, "shield")  # not ordinary: the full round does not stop it
    assert state.public_view()["anchors"] == [{"by": 1, "target": 2, "status": "blocked"}]
    assert state.activations == 3
    assert state.sparks == [0, 0, 0, 0]


# ---------------------------------------------------------------------------- NK-5.6


def test_nk_5_6_a_refused_attempt_costs_nothing() -> None:
    state = table([100, 100, 100])
    assert refused(state, Action(0, "swap", choice=0)) == "error-power-no-sparks"
    assert refused(state, Action(0, "anchor", choice=1)) == "error-power-no-sparks"
    assert refused(state, Action(0, "anchor", choice=0)) == "error-power-no-sparks"
    assert state.sparks == [1, 1, 1]
    power(state, 0, "glance")  # and the turn was not spent on them
    assert state.sparks == [0, 1, 1]


def test_nk_5_6_powers_between_hands_are_refused() -> None:
    state = table([100, 100])
    check_down(state)
    assert refused(state, Action(0, "glance")) == "error-no-hand"
    assert state.legal_actions(0) == ()


# ---------------------------------------------------------------------------- NK-6.1


def test_nk_6_1_seed_example_glance_at_the_turn_card() -> None:
    """Seed 004: four hearts between your hand and the flop; you glance at the turn: a heart."""
    state = table(
        [1000, 1000], blinds=(25, 50), holes={0: "Ah Kh", 1: "Qs Qd"}, board="2h 7h 9c 5h 3s",
        sparks=[0, 0],
    )
    act(state, 0, "call")
    act(state, 1, "check")
    act(state, 1, "check")
    events = state.apply(Action(0, "glance"))
    secret = [event for event in events if event.private_to == 0]
    assert [(event.kind, event.data["card"]) for event in secret] == [("glance_card", "5h")]
    public = [event.to_dict() for event in events if event.private_to is None]
    assert public and "5h" not in json.dumps(public)
    assert state.private_view(0)["glance"] == {"street": "turn", "card": "5h", "stale": False}
    assert state.private_view(1)["glance"] is None
    assert "5h" not in json.dumps(state.public_view())
    act(state, 0, "check")
    assert CODES[state.poker.board[3]] == "5h"  # not moved: the turn is the card seen


def test_nk_6_1_preflop_glance_sees_the_first_flop_card() -> None:
    state = table([100, 100, 100], board="Td 4s 8c Kc 2h")
    power(state, 0, "glance")
    assert state.private_view(0)["glance"]["card"] == "Td"
    check_down(state)
    assert CODES[state.poker.board[0]] == "Td"


def test_nk_6_1_two_glances_with_no_deck_change_see_the_same_card() -> None:
    state = table([100, 100, 100], board="Td 4s 8c Kc 2h")
    power(state, 0, "glance")
    act(state, 0, "call")
    power(state, 1, "glance")
    assert state.private_view(0)["glance"]["card"] == state.private_view(1)["glance"]["card"]
    assert state.private_view(2)["glance"] is None


def test_nk_6_1_glance_on_the_river_is_refused() -> None:
    state = table([100, 100], sparks=[0, 2])
    act(state, 0, "call")
    act(state, 1, "check")
    for _ in range(2):  # flop and turn
        act(state, 1, "check")
        act(state, 0, "check")
    assert state.poker.street == 3 and state.to_act == 1
    assert refused(state, Action(1, "glance")) == "error-glance-river"
    assert "glance" not in legal(state)


# ---------------------------------------------------------------------------- NK-6.2


def test_nk_6_2_seed_example_swap_the_two_of_diamonds() -> None:
    """Seed 004: you hold 7♣ 2♦, swap the 2♦ and receive the A♦: 7♣ A♦."""
    state = table([100, 100, 100], holes={0: "7c 2d"}, board="Ad 4s 8c Kc 2h 3h", sparks=[1, 0, 0])
    options = legal(state)
    assert options["swap"].choices == (0, 1)
    events = state.apply(Action(0, "swap", choice=1))
    assert state.private_view(0)["hole"] == ["7c", "Ad"]
    assert state.private_view(0)["swap"] == {"slot": 1, "old": "2d", "new": "Ad"}
    assert state.sparks[0] == 0
    public = [event for event in events if event.private_to is None]
    assert [event.kind for event in public] == ["swap"]
    for text in (json.dumps([e.to_dict() for e in public]), json.dumps(state.public_view())):
        assert "2d" not in text and "Ad" not in text
    assert state.dead == [card_id("2d")]
    check_down(state)
    # The 2♦ is dead: it is never dealt again; the board starts after the swapped-in card.
    assert [CODES[c] for c in state.poker.board] == ["4s", "8c", "Kc", "2h", "3h"]


def test_nk_6_2_a_posted_blind_is_not_the_first_betting_action() -> None:
    state = table([100, 100, 100], sparks=[0, 0, 1])
    act(state, 0, "call")
    act(state, 1, "call")
    assert state.to_act == 2  # the big blind has posted but not acted
    power(state, 2, "swap", 0)
    assert state.swaps[2] is not None


def test_nk_6_2_swap_after_your_first_bet_is_refused() -> None:
    state = table([100, 100, 100], sparks=[1, 0, 0])
    act(state, 0, "raise", 6)
    act(state, 1, "call")
    act(state, 2, "call")
    # Everyone called: the flop. Re-raise the action back to seat 0 preflop instead:
    state = table([100, 100, 100], sparks=[1, 0, 0])
    act(state, 0, "raise", 6)
    act(state, 1, "raise", 12)
    act(state, 2, "fold")
    assert state.to_act == 0 and state.poker.street == 0
    assert refused(state, Action(0, "swap", choice=0)) == "error-swap-after-action"
    assert "swap" not in legal(state)


def test_nk_6_2_swap_only_preflop_and_only_a_hole_slot() -> None:
    state = table([100, 100], sparks=[1, 1])
    assert refused(state, Action(0, "swap", choice=2)) == "error-swap-slot"
    assert refused(state, Action(0, "swap")) == "error-swap-slot"
    act(state, 0, "call")
    act(state, 1, "check")
    assert refused(state, Action(1, "swap", choice=0)) == "error-swap-preflop-only"


def test_nk_6_2_a_swap_makes_an_earlier_glance_stale() -> None:
    state = table([100, 100, 100], board="Ad 4s 8c Kc 2h 3h", sparks=[0, 1, 0])
    power(state, 0, "glance")
    assert state.private_view(0)["glance"] == {"street": "flop", "card": "Ad", "stale": False}
    act(state, 0, "call")
    power(state, 1, "swap", 0)  # takes the Ad, the card the glance saw
    assert state.private_view(1)["hole"][0] == "Ad"
    assert state.private_view(0)["glance"] == {"street": "flop", "card": "Ad", "stale": True}
    check_down(state)
    assert CODES[state.poker.board[0]] == "4s"
    assert state.private_view(0)["glance"]["stale"] is True


# ---------------------------------------------------------------------------- NK-6.3


def test_nk_6_3_seed_example_pot_100_bet_40_anchored_player_may_raise_to_220() -> None:
    state = heads_up_flop()
    power(state, 1, "anchor", 0)
    assert state.window is None  # Seal shield is not in the carousel: it applies at once
    act(state, 1, "bet", 40)
    options = legal(state, 0)
    assert (options["raise"].min, options["raise"].max) == (80, 220)
    assert "all_in" not in options  # the stack is beyond the pot-limit size
    assert {"fold", "call"} <= set(options)  # NK-6.3: may still call or fold
    assert refused(state, Action(0, "raise", 221)) == "error-amount-out-of-range"
    act(state, 0, "raise", 220)


def test_nk_6_3_without_an_anchor_the_same_player_may_raise_the_whole_stack() -> None:
    state = heads_up_flop()
    act(state, 1, "bet", 40)
    assert legal(state, 0)["raise"].max == 950


def test_nk_6_3_anchor_never_above_the_stack_never_below_the_minimum_raise() -> None:
    state = table([200, 1000], blinds=(10, 20), carousel=ALL, sparks=[0, 1])
    act(state, 0, "raise", 50)
    act(state, 1, "call")
    power(state, 1, "anchor", 0)
    act(state, 1, "bet", 40)
    options = legal(state, 0)  # pot-limit 220, but only 150 behind: the all-in is the cap
    assert (options["raise"].min, options["raise"].max) == (80, 150)
    assert options["all_in"].min == 150
    state = heads_up_flop()
    power(state, 1, "anchor", 0)
    act(state, 1, "bet", 900)
    # Pot-limit 900 + (1000 + 900) = 2800 is above the stack; the minimum raise stays 1800.
    options = legal(state, 0)
    assert (options["raise"].min, options["raise"].max) == (950, 950)
    assert refused(state, Action(0, "raise", 951)) == "error-amount-out-of-range"


def test_nk_6_3_anchor_on_a_player_who_already_acted_is_refused() -> None:
    state = table([100, 100, 100], sparks=[0, 1, 0])
    act(state, 0, "call")
    assert refused(state, Action(1, "anchor", choice=0)) == "error-anchor-target-acted"
    assert legal(state)["anchor"].choices == (2,)  # the big blind posted but has not acted


def test_nk_6_3_anchor_needs_an_opponent_who_can_act() -> None:
    state = table([100, 100, 100], sparks=[1, 1, 1])
    assert refused(state, Action(0, "anchor", choice=0)) == "error-anchor-target"
    assert refused(state, Action(0, "anchor", choice=7)) == "error-anchor-target"
    assert refused(state, Action(0, "anchor")) == "error-anchor-target"
    act(state, 0, "fold")
    act(state, 1, "all_in")
    assert refused(state, Action(2, "anchor", choice=0)) == "error-anchor-target"  # folded
    assert refused(state, Action(2, "anchor", choice=1)) == "error-anchor-target"  # all-in


def test_nk_6_3_a_second_anchor_on_the_same_target_is_refused_even_after_a_shield() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD, sparks=[1, 1, 0])
    power(state, 0, "anchor", 2)
    power(state, 2, "shield")
    act(state, 0, "call")
    assert refused(state, Action(1, "anchor", choice=2)) == "error-anchor-already"
    assert "anchor" not in legal(state)


def test_nk_6_3_the_anchor_ends_with_the_betting_round() -> None:
    state = heads_up_flop()
    power(state, 1, "anchor", 0)
    act(state, 1, "check")
    assert legal(state, 0)["bet"].max == 100  # pot-limit: the pot
    act(state, 0, "check")
    # Turn: the new round lifts the anchor.
    act(state, 1, "check")
    assert legal(state, 0)["bet"].max == 950
    assert state.public_view()["anchors"] == []


def test_nk_6_3_the_anchor_is_paid_even_if_blocked() -> None:
    state = heads_up_flop(WITH_SHIELD, sparks=[2, 2])
    power(state, 1, "anchor", 0)
    power(state, 0, "shield")
    assert state.sparks == [2, 1]  # 3 - 1 for the shield; 3 - 2 for the anchor
    act(state, 1, "bet", 40)
    assert legal(state, 0)["raise"].max == 950  # the shield kept the no-limit size


# ---------------------------------------------------------------------------- NK-6.4


def test_nk_6_4_the_response_window_holds_the_betting() -> None:
    state = heads_up_flop(WITH_SHIELD)
    events = state.apply(Action(1, "anchor", choice=0))
    assert events[0].kind == "anchor" and events[0].data["window"] is True
    view = state.public_view()
    assert view["window"] == {"by": 1, "target": 0, "seconds": 8}
    assert view["to_act"] == 0 and state.to_act == 0
    assert [option.kind for option in state.legal_actions(0)] == ["shield", "decline"]
    assert state.legal_actions(1) == ()
    assert refused(state, Action(1, "bet", 40)) == "error-anchor-window-open"
    assert refused(state, Action(0, "check")) == "error-anchor-window-open"
    assert refused(state, Action(1, "glance")) == "error-anchor-window-open"
    assert refused(state, Action(1, "shield")) == "error-no-anchor-window"
    assert NaikoState.from_dict(json.loads(json.dumps(state.to_dict()))) == state


def test_nk_6_4_no_answer_lets_the_anchor_apply_and_the_target_pays_nothing() -> None:
    state = heads_up_flop(WITH_SHIELD)
    power(state, 1, "anchor", 0)
    power(state, 0, "decline")  # what the bot applies when the 8 seconds run out
    assert state.window is None and state.to_act == 1
    assert state.sparks == [3, 1]
    assert state.public_view()["anchors"] == [{"by": 1, "target": 0, "status": "applied"}]
    act(state, 1, "bet", 40)
    assert legal(state, 0)["raise"].max == 220


def test_nk_6_4_shield_only_inside_a_window_aimed_at_you() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD, sparks=[1, 1, 1])
    assert refused(state, Action(0, "shield")) == "error-no-anchor-window"  # not preemptive
    assert refused(state, Action(2, "decline")) == "error-no-anchor-window"
    power(state, 0, "anchor", 2)
    assert refused(state, Action(1, "shield")) == "error-no-anchor-window"  # not the target
    power(state, 2, "shield")
    assert refused(state, Action(2, "shield")) == "error-no-anchor-window"


def test_nk_6_4_no_window_when_the_target_cannot_shield() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD, sparks=[1, 0, 0])
    state.sparks[2] = 0  # the big blind holds no spark: it could not answer
    power(state, 0, "anchor", 2)
    assert state.window is None and state.to_act == 0
    assert state.poker.betting.pot_limited[2]


def test_nk_6_4_shield_must_be_in_the_carousel() -> None:
    state = heads_up_flop(ALL)
    power(state, 1, "anchor", 0)
    assert state.window is None
    assert refused(state, Action(0, "shield")) == "error-no-anchor-window"


# ---------------------------------------------------------------------------- NK-6.5


def test_nk_6_5_powers_never_change_who_wins_except_through_the_cards() -> None:
    state = table(
        [100, 100, 100],
        holes={0: "7c 2d", 1: "Kh Ks", 2: "9s 9d"},
        board="Ad 7h 7d 3c 4s Jc",
        carousel=ALL,
        sparks=[1, 1, 1],
    )
    power(state, 0, "swap", 1)  # 7c Ad
    act(state, 0, "call")
    power(state, 1, "anchor", 2)
    act(state, 1, "call")
    power(state, 2, "glance")
    act(state, 2, "check")
    check_down(state)
    board = state.poker.board
    ranks = {seat: evaluate_holdem(state.poker.hole[seat], board) for seat in range(3)}
    best = min(ranks, key=ranks.__getitem__)
    wins = [record for record in state.poker.log if record.kind == "win"]
    assert [record.seat for record in wins] == [best]
    assert state.stacks[best] == 104


# ---------------------------------------------------------------------------- views, history


def test_views_show_the_public_side_of_powers_and_no_private_card() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD, board="Ad 4s 8c Kc 2h", sparks=[1, 0, 1])
    power(state, 0, "glance")
    power_view = state.public_view()
    assert power_view["carousel"] == ["glance", "anchor", "shield"]
    assert power_view["seats"][0]["powers_used"] == ["glance"]
    assert power_view["power_log"] == [
        {"kind": "glance", "seat": 0, "street": 0, "at": 2, "cost": 1}
    ]
    assert "Ad" not in json.dumps(power_view)
    assert state.private_view(0)["glance"]["card"] == "Ad"
    assert "Ad" not in json.dumps(state.private_view(1))


def test_nk_5_3_the_deal_announces_carousel_and_sparks_publicly() -> None:
    state = table([100, 100], carousel=SWAP_SHIELD, sparks=[2, 0])
    check_down(state)
    events = state.start_deal(seed=9, carousel=WITH_SHIELD)
    assert [event.kind for event in events[:2]] == ["deal", "carousel"]
    assert events[1].data == {"powers": ["glance", "anchor", "shield"], "sparks": [3, 2]}
    assert events[1].private_to is None
    assert all(event.private_to == event.seat for event in events if event.kind == "hole")


def test_history_replays_a_naiko_hand_with_its_powers_to_the_identical_result() -> None:
    state = table([100, 100, 100], carousel=WITH_SHIELD, sparks=[1, 1, 2], board="Ad 4s 8c")
    power(state, 0, "anchor", 2)
    power(state, 2, "decline")
    act(state, 0, "raise", 6)
    power(state, 1, "glance")
    act(state, 1, "call")
    act(state, 2, "call")
    check_down(state)
    data = json.loads(json.dumps(export(state)))
    again = replay(data)
    assert again.poker.log == state.poker.log
    assert again.power_log == state.power_log
    assert again.stacks == state.stacks and again.sparks == state.sparks
    assert again.glances == state.glances
    assert [text for _, text in lines(state)] == [
        "Seat 0 uses Small anchor (2 sparks) on seat 2",
        "Seat 2 lets the Small anchor of seat 0 apply",
        "Seat 1 uses Steal glance (1 spark)",
    ]
    text = render(state)
    assert text.startswith("Naiko mode, Hold'em No Limit (1/2) - hand #1\n")
    assert "Carousel: Steal glance, Small anchor, Seal shield\n" in text
    assert "Sparks at the deal: seat 0 2, seat 1 2, seat 2 3\n" in text
    assert (
        "Seat 2 posts a blind of 2\n"
        "Seat 0 uses Small anchor (2 sparks) on seat 2\n"
        "Seat 2 lets the Small anchor of seat 0 apply\n"
        "Seat 0 raises to 6\n"
        "Seat 1 uses Steal glance (1 spark)\n"
        "Seat 1 calls 5\n"
    ) in text


def test_history_is_only_exported_once_the_hand_is_over() -> None:
    state = table([100, 100])
    with pytest.raises(IllegalAction):
        export(state)
