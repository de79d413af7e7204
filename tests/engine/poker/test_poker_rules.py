"""One test per poker rule, NK-1 … NK-4, each with a forced deck."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.errors import IllegalAction
from engine.evaluation import Category, category, evaluate_holdem, evaluate_omaha, ids
from engine.poker import PokerState
from engine.poker.state import CODES
from engine.protocol import LegalAction
from tests.engine.poker.poker_helpers import act, check_down, legal, new


def codes(cards: list[int]) -> list[str]:
    return [CODES[card] for card in cards]


def wins(state: PokerState) -> dict[int, int]:
    """Chips won per seat (all pots)."""
    out: dict[int, int] = {}
    for record in state.log:
        if record.kind == "win":
            assert record.seat is not None
            out[record.seat] = out.get(record.seat, 0) + record.amount
    return out


def pots(state: PokerState) -> list[tuple[int, tuple[int, ...]]]:
    return [(r.amount, r.seats) for r in state.log if r.kind == "pot"]


# ---------------------------------------------------------------- NK-1 variants and cards


def test_nk_1_1_no_burns_streets_take_the_next_cards() -> None:
    s = new(
        [100, 100, 100],
        button=0,
        holes={1: "Ah Kh", 2: "2c 2d", 0: "7s 8s"},
        board="Qh Jh Th 3c 4d",
    )
    # Hole cards go one at a time from the button's left: seat 1, 2, 0, 1, 2, 0.
    assert codes(s.deck[:6]) == ["Ah", "2c", "7s", "Kh", "2d", "8s"]
    assert codes(s.remaining_deck[:5]) == ["Qh", "Jh", "Th", "3c", "4d"]
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    assert codes(s.board) == ["Qh", "Jh", "Th"]  # the next three, nothing burnt
    act(s, 1, "check")
    act(s, 2, "check")
    act(s, 0, "check")
    assert codes(s.board) == ["Qh", "Jh", "Th", "3c"]
    assert codes(s.remaining_deck[:1]) == ["4d"]


def test_nk_1_1_draw_takes_the_top_card_for_powers() -> None:
    s = new([100, 100], button=0, board="9c 9d 9h 2s 3s")
    top = s.remaining_deck[0]
    assert s.draw() == top
    assert codes(s.remaining_deck[:1]) == ["9d"]


def test_nk_1_1_a_replaced_hole_card_is_dead_and_the_next_card_comes_from_the_top() -> None:
    s = new([100, 100], button=0, holes={1: "2c 7d", 0: "Kc Kd"}, board="Ad 9h 9d 3s 4s")
    assert s.replace_hole_card(1, 1) == parse_cards("Ad")[0].index
    assert codes(s.hole[1]) == ["2c", "Ad"] and codes(s.dead) == ["7d"]
    check_down(s)
    assert codes(s.board) == ["9h", "9d", "3s", "4s", "2d"]  # the board follows on
    assert "7d" not in codes(s.board + s.remaining_deck)


def test_nk_1_2_holdem_may_use_zero_private_cards() -> None:
    # The board is a royal flush: both players play it and split.
    s = new(
        [100, 100], button=0, holes={1: "2c 3d", 0: "4c 5d"}, board="Ah Kh Qh Jh Th"
    )
    check_down(s)
    assert wins(s) == {1: 2, 0: 2}
    assert category(s.ranks()[0]) == Category.ROYAL_FLUSH


def test_nk_1_3_omaha_uses_exactly_two_private_cards() -> None:
    board = ids(parse_cards("Ah Kh Qh Jh 2c"))
    hole = ids(parse_cards("Th 3c 4d 5s"))
    # With one private card the Th would make a royal flush; two private cards never do here.
    assert category(evaluate_holdem(hole[:1], board)) == Category.ROYAL_FLUSH
    assert category(evaluate_omaha(hole, board)) == Category.HIGH_CARD
    # Four suited private cards are not a flush by themselves.
    four_suited = ids(parse_cards("Ah Kh Qh Jh"))
    assert category(evaluate_omaha(four_suited, ids(parse_cards("2h 7c 9d 3s 5c")))) == (
        Category.HIGH_CARD
    )


def test_nk_1_3_omaha_deals_four_cards_and_settles_by_two_plus_three() -> None:
    s = new(
        [100, 100],
        button=0,
        variant="omaha",
        holes={1: "Ah Kh Qh Jh", 0: "2c 2d 7s 8s"},
        board="2h 9c 9d 3s 5c",
    )
    assert [len(cards) for cards in s.hole] == [4, 4]
    check_down(s)
    # Seat 1 has no flush with one board heart; seat 0 makes a full house 2-2-2-9-9.
    assert wins(s) == {0: 4}


# ---------------------------------------------------------------- NK-2 turn order, blinds


def test_nk_2_1_blinds_left_of_button_and_preflop_order() -> None:
    s = new([100] * 5, button=2)
    assert (s.sb_seat, s.bb_seat) == (3, 4)
    assert s.betting.street == [0, 0, 0, 1, 2]
    assert s.to_act == 0  # left of the big blind
    for seat in (0, 1, 2, 3):
        act(s, seat, "call")
    assert s.to_act == 4  # the big blind's option
    act(s, 4, "check")
    assert s.street == 1 and s.to_act == 3  # first left of the button


def test_nk_2_1_postflop_order_skips_folded_and_all_in() -> None:
    s = new([100, 100, 30, 100], button=0)  # SB 1, BB 2, then 3, 0
    act(s, 3, "call")
    act(s, 0, "call")
    act(s, 1, "fold")
    act(s, 2, "raise", 30)  # the big blind all-in
    act(s, 3, "call")
    act(s, 0, "call")
    assert s.street == 1
    assert s.to_act == 3  # 1 folded, 2 all-in


def test_nk_2_2_heads_up_button_posts_small_blind_and_acts_first() -> None:
    s = new([100, 100], button=1)
    assert (s.sb_seat, s.bb_seat) == (1, 0)
    assert s.to_act == 1
    act(s, 1, "call")
    assert s.to_act == 0
    act(s, 0, "check")
    assert s.street == 1 and s.to_act == 0  # after the flop the big blind acts first


def test_nk_2_3_short_blind_posts_what_it_has_and_is_all_in() -> None:
    s = new([100, 1, 100], button=0)  # seat 1 small blind with 1 chip... posts 1 of 1
    assert s.betting.is_all_in(1)
    s = new([100, 100, 1], button=0, blinds=(2, 4))  # the big blind has 1 chip
    assert s.betting.street[2] == 1 and s.betting.is_all_in(2)
    # The full big blind is still the bet to call and the minimum raise is to 8.
    assert legal(s)["call"] == LegalAction("call", 4, 4)
    assert legal(s)["raise"].min == 8


def test_nk_2_3_short_big_blind_heads_up_leaves_nothing_to_call() -> None:
    s = new([100, 1], button=0, blinds=(1, 2), board="2c 3c 4c 5c 7d")
    # Both blinds posted 1 and the button has nobody left to bet against: run out.
    assert s.deal_over
    assert sum(s.stacks[seat] or 0 for seat in (0, 1)) == 101


def test_nk_2_4_round_ends_when_all_matched_and_last_hand_wins_at_once() -> None:
    s = new([100, 100, 100], button=0)
    act(s, 0, "raise", 6)
    act(s, 1, "call")
    assert s.street == 0 and s.to_act == 2
    act(s, 2, "call")
    assert s.street == 1
    act(s, 1, "bet", 10)
    act(s, 2, "fold")
    act(s, 0, "fold")
    assert s.deal_over
    assert not any(r.kind == "show" for r in s.log)
    assert s.stacks == [94, 112, 94]


# ---------------------------------------------------------------- NK-3 bets and raises


def test_nk_3_1_min_open_is_big_blind_min_raise_last_full_raise_max_stack() -> None:
    s = new([500, 500, 500], button=0, blinds=(5, 10))
    assert legal(s)["raise"] == LegalAction("raise", 20, 500)
    act(s, 0, "raise", 35)  # a raise of 25
    assert legal(s)["raise"].min == 60
    with pytest.raises(IllegalAction) as err:
        act(s, 1, "raise", 59)
    assert err.value.key == "error-amount-out-of-range"
    assert err.value.params == {"min": 60, "max": 500}
    act(s, 1, "call")
    act(s, 2, "call")
    assert legal(s)["bet"] == LegalAction("bet", 10, 465)  # min bet = the big blind again


def test_nk_3_2_short_all_in_does_not_reopen() -> None:
    s = new([100, 100, 100, 25], button=0, blinds=(5, 10))
    act(s, 3, "call")
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    # Flop: 1 bets 10, 2 calls, 3 all-in for 15 (a raise of 5 < 10), 0 calls.
    act(s, 1, "bet", 10)
    act(s, 2, "call")
    act(s, 3, "all_in")
    assert legal(s)["raise"].min == 25  # 0 has not acted: 15 + the last full raise 10
    act(s, 0, "call")
    assert set(legal(s)) == {"fold", "call"}  # 1 and 2 acted: not reopened
    with pytest.raises(IllegalAction) as err:
        act(s, 1, "raise", 40)
    assert err.value.key == "error-raise-not-allowed"


def test_nk_3_2_two_short_all_ins_adding_to_a_full_raise_reopen() -> None:  # WSOP 96a
    s = new([200, 200, 20, 22, 200], button=0, blinds=(1, 2))
    # Blinds 1 and 2; everyone calls 2 preflop (3, 4, 0, then the small blind).
    act(s, 3, "call")
    act(s, 4, "call")
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    # Flop (2 each in): 1 bets 10; 2 all-in to 18 (+8), 3 all-in to 20 (+2): +10 in all.
    act(s, 1, "bet", 10)
    act(s, 2, "all_in")
    act(s, 3, "all_in")
    assert s.betting.current_bet == 20
    act(s, 4, "call")
    act(s, 0, "call")
    options = legal(s)
    assert s.to_act == 1 and "raise" in options
    assert options["raise"].min == 30  # the increment stays the last full raise, 10


def test_nk_3_3_pot_limit_maximum_seed_example() -> None:
    # Four players put 25 each preflop: the pot is 100 before the flop.
    s = new([500] * 4, button=0, blinds=(10, 25), variant="omaha")
    act(s, 3, "call")
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    assert s.betting.pot == 100
    assert legal(s)["bet"] == LegalAction("bet", 25, 100)  # a pot-sized bet
    act(s, 1, "bet", 40)
    # Call 40, the pot would be 180: the largest raise is to 40 + 180 = 220.
    assert legal(s)["raise"] == LegalAction("raise", 80, 220)
    with pytest.raises(IllegalAction):
        act(s, 2, "raise", 221)


def test_nk_3_3_pot_limit_is_capped_by_the_stack_and_never_below_min() -> None:
    s = new([500, 500, 500, 100], button=0, blinds=(10, 25), variant="omaha")
    act(s, 3, "call")
    act(s, 0, "call")
    act(s, 1, "call")
    act(s, 2, "check")
    act(s, 1, "bet", 40)
    act(s, 2, "call")
    # Pot-limit would allow 260, the minimum is 80, the stack reaches 75: a short all-in.
    assert legal(s)["raise"] == LegalAction("raise", 75, 75)
    assert legal(s)["all_in"] == LegalAction("all_in", 75, 75)


# ---------------------------------------------------------------- NK-4 all-in, pots, showdown


def test_nk_4_1_side_pots_include_folded_chips_and_uncalled_bet_returns() -> None:
    s = new(
        [100, 10, 100, 100],
        button=0,
        blinds=(1, 2),
        holes={1: "Ah Ad", 2: "Kh Kd", 3: "Qh Qd", 0: "2c 7d"},
        board="3s 8c 9h Js 4d",
    )
    act(s, 3, "raise", 10)
    act(s, 0, "fold")
    act(s, 1, "all_in")  # the small blind: all-in for 10
    act(s, 2, "raise", 30)
    act(s, 3, "call")
    # Flop: 2 bets 20, 3 folds (its 30 stay in), 2's 20 comes back.
    act(s, 2, "bet", 20)
    act(s, 3, "fold")
    returned = [r for r in s.log if r.kind == "return"]
    assert [(r.seat, r.amount) for r in returned] == [(2, 20)]
    assert pots(s) == [(30, (1, 2)), (40, (2,))]
    assert wins(s) == {1: 30, 2: 40}
    assert s.stacks == [100, 30, 110, 70]


def test_nk_4_1_a_player_wins_from_each_opponent_at_most_what_they_put_in() -> None:
    s = new(
        [50, 200, 200],
        button=0,
        holes={0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"},
        board="2s 7c 9h Js 4d",
    )
    act(s, 0, "all_in")
    act(s, 1, "call")
    act(s, 2, "raise", 150)
    act(s, 1, "call")
    check_down(s)
    assert pots(s) == [(150, (0, 1, 2)), (200, (1, 2))]
    assert wins(s) == {0: 150, 1: 200}


def test_nk_4_2_board_runs_out_when_nobody_can_bet() -> None:
    s = new([50, 50, 50], button=0, board="2s 7c 9h Js 4d")
    act(s, 0, "all_in")
    act(s, 1, "call")
    act(s, 2, "call")
    assert s.deal_over
    assert codes(s.board) == ["2s", "7c", "9h", "Js", "4d"]
    assert [r.street for r in s.log if r.kind == "board"] == [1, 2, 3]


def test_nk_4_2_one_player_with_chips_and_nothing_owed_also_runs_out() -> None:
    s = new([500, 40, 500], button=0)
    act(s, 0, "call")
    act(s, 1, "all_in")
    act(s, 2, "call")
    act(s, 0, "call")
    assert s.street == 1 and s.to_act == 2  # two can still bet
    act(s, 2, "bet", 100)
    act(s, 0, "fold")
    assert s.deal_over


def test_nk_4_3_every_unfolded_hand_is_shown_folded_never() -> None:
    s = new([100, 100, 100], button=0, holes={0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"})
    act(s, 0, "call")
    act(s, 1, "fold")
    act(s, 2, "check")
    check_down(s)
    shown = {r.seat: r.cards for r in s.log if r.kind == "show"}
    assert shown == {0: ("Ah", "Ad"), 2: ("Qh", "Qd")}
    view = s.public_view()
    assert view["seats"][1]["cards"] is None  # type: ignore[index]
    assert view["seats"][0]["cards"] == ["Ah", "Ad"]  # type: ignore[index]


def test_nk_4_4_odd_chips_go_to_the_first_winner_left_of_button_11_is_5_3_3() -> None:
    s = new(
        [100, 100, 100, 100],
        button=0,
        blinds=(2, 3),
        holes={0: "2c 3d", 1: "2d 3c", 2: "2h 3s", 3: "2s 4c"},
        board="Ah Kh Qh Jh Th",
    )
    act(s, 3, "call")
    act(s, 0, "call")
    act(s, 1, "fold")  # 2 dead chips
    act(s, 2, "check")
    assert s.betting.pot == 11
    check_down(s)
    # Seats 2, 3, 0 tie; seat 2 is the first left of the button among them.
    assert [(r.seat, r.amount) for r in s.log if r.kind == "win"] == [(2, 5), (3, 3), (0, 3)]


def test_nk_4_4_odd_chips_pot_by_pot() -> None:
    s = new(
        [100, 100, 100, 5],
        button=3,
        blinds=(1, 2),
        holes={0: "2c 3d", 1: "2d 3c", 2: "Kc Kd", 3: "2h 3s"},
        board="Ah Kh Qh Jh Th",
    )
    # 3 is the button with 5; 0 SB, 1 BB, 2 first.
    act(s, 2, "raise", 6)
    act(s, 3, "all_in")
    act(s, 0, "call")
    act(s, 1, "call")
    check_down(s)
    assert pots(s) == [(20, (0, 1, 2, 3)), (3, (0, 1, 2))]
    # Everyone plays the board: main 20 split 4 ways, side 3 split 3 ways (1 each).
    assert wins(s) == {0: 6, 1: 6, 2: 6, 3: 5}


def test_nk_4_5_rankings_wheel_and_no_wrap_around() -> None:
    def cat(cards: str) -> Category:
        return category(evaluate_holdem([], ids(parse_cards(cards))))

    assert cat("Ah 2c 3d 4s 5h") == Category.STRAIGHT
    assert cat("Qh Kc Ad 2s 3h") == Category.HIGH_CARD
    assert cat("Ts Js Qs Ks As") == Category.ROYAL_FLUSH
    wheel = evaluate_holdem([], ids(parse_cards("Ah 2c 3d 4s 5h")))
    six_high = evaluate_holdem([], ids(parse_cards("6h 2c 3d 4s 5h")))
    assert six_high < wheel  # lower class is better: the wheel is the lowest straight
    # Suits have no order.
    assert evaluate_holdem([], ids(parse_cards("Ah Kh Qh Jh 9h"))) == evaluate_holdem(
        [], ids(parse_cards("As Ks Qs Js 9s"))
    )


def test_nk_4_6_no_raise_when_everyone_else_is_all_in() -> None:
    s = new([100, 40], button=0)
    act(s, 0, "raise", 10)
    act(s, 1, "all_in")
    assert set(legal(s)) == {"fold", "call"}
    for kind, amount in (("raise", 100), ("all_in", None)):
        with pytest.raises(IllegalAction) as err:
            act(s, 0, kind, amount)
        assert err.value.key == "error-raise-not-allowed"


def test_nk_4_6_no_raise_when_the_others_cannot_cover_the_bet() -> None:
    # 2 shoves 100 and 3 calls all-in for 50; the big blind (30 chips) has not acted yet but
    # can only call all-in: the small blind, with 300, may not raise.
    s = new([300, 30, 100, 50], button=3)
    act(s, 2, "all_in")
    act(s, 3, "call")
    assert s.to_act == 0
    assert set(legal(s)) == {"fold", "call"}
