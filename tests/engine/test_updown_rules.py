"""Up/Down rules, one test (or more) per rule id of RULES.md UD-1 … UD-5, with forced decks."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.cards import DOUBLE_104, Card, Rank, codes, parse_card
from engine.errors import IllegalAction, InvalidState, RuleError
from engine.games import GAMES
from engine.protocol import Action, Event, LegalAction
from engine.updown import DOWN, UP, UpDownState, compare, group, signal


def new(starter: int = 0, stacks: tuple[int, int] = (20, 20)) -> UpDownState:
    return UpDownState.new_match(starter=starter, stacks=stacks)


def first_deal(state: UpDownState, starter_cards: str, other_cards: str) -> list[Event]:
    """Deal the first deal with the starter's and the other player's two cards forced."""
    s0, s1 = starter_cards.split()
    o0, o1 = other_cards.split()
    return state.start_deal(deck=[s0, o0, s1, o1])


def act(state: UpDownState, seat: int, kind: str, amount: int | None = None) -> list[Event]:
    return state.apply(Action(seat, kind, amount=amount))


def lock(state: UpDownState, starter_slot: int = 0, other_slot: int = 0) -> list[Event]:
    first = state.apply(Action(state.starter, "lock", choice=starter_slot))
    return first + state.apply(Action(1 - state.starter, "lock", choice=other_slot))


def kinds(state: UpDownState, seat: int) -> dict[str, LegalAction]:
    return {action.kind: action for action in state.legal_actions(seat)}


def refused(state: UpDownState, key: str, action: Action) -> IllegalAction:
    before = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.key == key
    assert state.to_dict() == before
    return err.value


def by_kind(events: list[Event]) -> dict[str, Event]:
    return {event.kind: event for event in events}


def chips(state: UpDownState) -> int:
    return sum(state.stacks) + state.betting.pot


# ---------------------------------------------------------------------------- UD-1


def test_ud_1_1_pot_won_by_fold() -> None:
    s = new()
    first_deal(s, "2c 3c", "Ac Kc")
    lock(s)
    act(s, 0, "bet", 4)
    events = act(s, 1, "fold")
    won = by_kind(events)["pot_won"]
    assert won.seat == 0 and won.data == {"amount": 2, "folded": 1}
    assert s.stacks == [21, 19]


def test_ud_1_1_pot_won_at_showdown() -> None:
    s = new()
    first_deal(s, "Kc 3c", "Qc 4c")
    lock(s)
    act(s, 0, "bet", 3)
    events = act(s, 1, "call")
    assert by_kind(events)["pot_won"].seat == 0
    assert s.stacks == [24, 16] and s.last_result is not None
    assert s.last_result["winner"] == 0 and s.last_result["pot"] == 8


def test_ud_1_2_match_starts_at_20_and_ends_when_a_player_has_no_chips() -> None:
    s = new()
    assert s.stacks == [20, 20] and s.phase == "deal_over" and s.deal_no == 0
    first_deal(s, "Ac 3c", "Kc 4c")
    lock(s)
    act(s, 0, "all_in")
    events = act(s, 1, "call")
    assert s.stacks == [40, 0]
    assert s.match_over and s.match_winner == 0 and s.phase == "match_over"
    assert by_kind(events)["match_over"] == Event("match_over", 0, {"loser": 1})


def test_ud_1_2_restart_begins_a_new_match_at_20_each() -> None:
    s = new(starter=1)
    first_deal(s, "Ac 3c", "Kc 4c")
    lock(s)
    act(s, 1, "all_in")
    act(s, 0, "call")
    assert s.match_over and s.stacks == [0, 40]
    seq = s.seq
    events = s.restart()
    assert events == [Event("match_started", data={"starter": 1, "stacks": [20, 20]})]
    assert s.stacks == [20, 20] and not s.match_over and s.phase == "deal_over"
    assert s.deal_no == 0 and s.starter == 1 and s.last_result is None and s.history == []
    assert s.seq == seq + 1  # old buttons stay stale
    s.start_deal(seed=7)
    assert len(s.stock) == 100 and s.discards == []  # a fresh 104-card stock


# ---------------------------------------------------------------------------- UD-2


def test_ud_2_1_stock_is_104_cards_of_two_packs_no_jokers() -> None:
    s = new()
    s.start_deal(seed=123)
    cards = s.stock + s.hands[0] + s.hands[1]
    assert len(cards) == 104 and set(cards) == set(DOUBLE_104)
    assert all(card.is_french for card in cards)


def test_ud_2_1_seed_decides_the_shuffle() -> None:
    a, b, c = new(), new(), new()
    a.start_deal(seed=5)
    b.start_deal(seed=5)
    c.start_deal(seed=6)
    assert a == b and a != c


def test_ud_2_2_two_cards_each_and_an_ante_before_every_deal() -> None:
    s = new()
    events = first_deal(s, "Ac 3c", "Kc 4c")
    assert [len(hand) for hand in s.hands] == [2, 2]
    assert s.stacks == [19, 19] and s.betting.pot == 2
    antes = [event for event in events if event.kind == "ante"]
    assert [(e.seat, e.data["amount"]) for e in antes] == [(0, 1), (1, 1)]
    lock(s)
    act(s, 0, "check")
    act(s, 1, "check")
    assert s.stacks == [21, 19]
    s.start_deal()
    assert s.stacks == [20, 18] and s.betting.pot == 2
    assert [len(hand) for hand in s.hands] == [2, 2]


def test_ud_2_2_dealt_events_are_private_to_each_seat() -> None:
    s = new()
    events = first_deal(s, "Ac 3c", "Kc 4c")
    dealt = [event for event in events if event.kind == "dealt"]
    assert [(e.private_to, e.data["hand"]) for e in dealt] == [(0, ["Ac", "3c"]), (1, ["Kc", "4c"])]
    public = [event for event in events if event.private_to is None]
    text = json.dumps([event.to_dict() for event in public])
    assert not any(code in text for code in ("Ac", "3c", "Kc", "4c"))


@pytest.mark.parametrize("starter", [0, 1])
def test_ud_2_3_first_player_starts_the_first_deal(starter: int) -> None:
    s = new(starter=starter)
    first_deal(s, "Ac 3c", "Kc 4c")
    assert s.starter == starter and s.to_act == starter
    assert s.hands[starter] == [parse_card("Ac"), parse_card("3c")]


def test_ud_2_3_winner_starts_the_next_deal() -> None:
    s = new(starter=0)
    first_deal(s, "3c 4c", "Kc 5c")
    lock(s)
    act(s, 0, "check")
    act(s, 1, "check")
    assert s.last_result is not None and s.last_result["winner"] == 1
    assert s.starter == 1
    s.start_deal()
    assert s.to_act == 1


def test_ud_2_3_fold_winner_starts_the_next_deal() -> None:
    s = new(starter=0)
    first_deal(s, "3c 4c", "Kc 5c")
    lock(s)
    act(s, 0, "bet", 2)
    act(s, 1, "fold")  # seat 1 held the better card; the bettor still wins and starts
    assert s.starter == 0


def test_ud_2_3_starter_switches_after_a_tie() -> None:
    s = new(starter=0)
    first_deal(s, "9c 4c", "9d 5c")
    lock(s)
    act(s, 0, "check")
    act(s, 1, "check")
    assert s.last_result is not None and s.last_result["winner"] is None
    assert s.starter == 1
    # A second tie switches it back.
    s.start_deal(deck=["9h", "9s"])  # the new starter (1) draws first
    lock(s, 1, 1)
    act(s, 1, "check")
    act(s, 0, "check")
    assert s.last_result is not None and s.last_result["winner"] is None
    assert s.starter == 0


def test_ud_2_4_rank_groups() -> None:
    ups = {Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    for card in DOUBLE_104:
        assert group(card) == (UP if card.rank in ups else DOWN)


def test_ud_2_5_signal_counts_groups_only() -> None:
    assert signal([parse_card("Ac"), parse_card("7d")]) == {"up": 1, "down": 1}
    assert signal([parse_card("7d"), parse_card("Ac")]) == {"up": 1, "down": 1}
    assert signal([parse_card("8c"), parse_card("Ts")]) == {"up": 2, "down": 0}
    assert signal([parse_card("2c"), parse_card("2c'")]) == {"up": 0, "down": 2}


def test_ud_2_5_signals_are_public_and_name_no_card() -> None:
    s = new()
    events = first_deal(s, "Ac 7d", "8c Ts")
    view = s.public_view()
    assert view["signals"] == [{"up": 1, "down": 1}, {"up": 2, "down": 0}]
    assert by_kind(events)["signals"].data == {"deal_no": 1, "signals": view["signals"]}
    text = json.dumps(view)
    assert not any(code in text for code in ("Ac", "7d", "8c", "Ts"))


def test_ud_2_5_locking_changes_nothing_public_but_a_locked_flag() -> None:
    base = new()
    first_deal(base, "Ac 7d", "8c Ts")
    before = base.public_view()
    views = []
    for slot in (0, 1):
        s = base.copy()
        events = s.apply(Action(0, "lock", choice=slot))
        assert events == [Event("locked", 0)]  # nothing but the fact
        views.append(s.public_view())
    assert views[0] == views[1]  # which card was locked is invisible
    after = views[0]
    changed = {key for key in before if before[key] != after[key]}
    assert changed == {"locked", "seq", "to_act"}
    assert after["locked"] == [True, False] and after["signals"] == before["signals"]


def test_ud_2_5_locked_card_group_never_shown_during_betting() -> None:
    # 1 UP 1 DOWN each; the views after locking the UP card or the DOWN card are identical.
    results = []
    for slot in (0, 1):
        s = new()
        first_deal(s, "Ac 7d", "8c 3s")
        lock(s, slot, 0)
        act(s, 0, "bet", 2)
        results.append(s.public_view())
    assert results[0] == results[1]


# ---------------------------------------------------------------------------- UD-3


def test_ud_3_1_lock_in_turn_order_starting_with_the_starter() -> None:
    s = new(starter=1)
    first_deal(s, "Ac 7d", "8c Ts")
    assert s.phase == "lock" and s.to_act == 1
    assert s.legal_actions(1) == (LegalAction("lock", choices=(0, 1)),)
    assert s.legal_actions(0) == ()
    refused(s, "error-not-your-turn", Action(0, "lock", choice=0))
    s.apply(Action(1, "lock", choice=1))
    assert s.to_act == 0 and s.phase == "lock"
    s.apply(Action(0, "lock", choice=0))
    assert s.phase == "bet" and s.to_act == 1
    assert s.locked == [0, 1]


def test_ud_3_1_nothing_else_happens_until_both_locked() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    refused(s, "error-lock-first", Action(0, "bet", amount=3))
    refused(s, "error-lock-first", Action(0, "check"))
    s.apply(Action(0, "lock", choice=0))
    refused(s, "error-lock-first", Action(1, "fold"))


def test_ud_3_1_a_locked_card_can_not_be_changed() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    refused(s, "error-card-slot", Action(0, "lock", choice=2))
    refused(s, "error-card-slot", Action(0, "lock"))
    lock(s, 0, 1)
    refused(s, "error-already-locked", Action(0, "lock", choice=1))
    assert s.locked == [0, 1]


def test_ud_3_2_starter_acts_first_check_or_bet_then_call_raise_fold() -> None:
    s = new(starter=1)
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    assert s.to_act == 1
    assert set(kinds(s, 1)) == {"check", "bet", "all_in"}
    assert kinds(s, 0) == {}
    act(s, 1, "check")
    assert set(kinds(s, 0)) == {"check", "bet", "all_in"}
    act(s, 0, "bet", 3)
    assert set(kinds(s, 1)) == {"call", "raise", "fold", "all_in"}
    refused(s, "error-cannot-check", Action(1, "check"))


def test_ud_3_3_minimum_bet_and_raise_to_totals() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    assert kinds(s, 0)["bet"] == LegalAction("bet", 1, 19)  # no-limit: up to the stack
    refused(s, "error-amount-out-of-range", Action(0, "bet", amount=0))
    refused(s, "error-amount-out-of-range", Action(0, "bet", amount=20))
    act(s, 0, "bet", 3)
    assert kinds(s, 1)["raise"] == LegalAction("raise", 6, 19)  # by at least the last bet
    refused(s, "error-amount-out-of-range", Action(1, "raise", amount=5))
    act(s, 1, "raise", 8)  # a raise of 5
    assert kinds(s, 0)["raise"] == LegalAction("raise", 13, 19)
    assert kinds(s, 0)["call"] == LegalAction("call", 5, 5)
    act(s, 0, "raise", 13)
    assert s.betting.street == [13, 8]  # totals for the round, the ante not counted
    assert s.stacks == [6, 11]


def test_ud_3_4_short_all_in_does_not_reopen() -> None:
    s = new(stacks=(30, 10))
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "bet", 6)
    events = act(s, 1, "all_in")  # 9: a raise of 3, less than the bet of 6
    assert events[0].data == {"added": 9, "to": 9, "all_in": True}
    # Facing an all-in opponent after a short raise: only call or fold.
    assert set(kinds(s, 0)) == {"call", "fold"}
    refused(s, "error-raise-not-allowed", Action(0, "raise", amount=15))
    refused(s, "error-raise-not-allowed", Action(0, "all_in"))
    act(s, 0, "call")
    assert s.deal_over


def test_ud_3_4_facing_all_in_only_call_or_fold() -> None:
    s = new(stacks=(10, 30))
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "all_in")  # 9, a full bet
    assert set(kinds(s, 1)) == {"call", "fold"}
    assert kinds(s, 1)["call"] == LegalAction("call", 9, 9)


def test_ud_3_4_all_in_may_be_smaller_than_a_minimum_raise() -> None:
    s = new(stacks=(30, 10))
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "bet", 8)
    # Seat 1 can not make a full raise (16) but may push 9.
    assert kinds(s, 1)["raise"] == LegalAction("raise", 9, 9)
    assert kinds(s, 1)["all_in"] == LegalAction("all_in", 9, 9)


def test_ud_3_5_call_all_in_for_less_returns_the_unmatched_part() -> None:
    s = new(stacks=(30, 6))
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "bet", 12)
    assert kinds(s, 1)["call"] == LegalAction("call", 5, 5)
    events = act(s, 1, "call")
    assert events[0].data == {"added": 5, "to": 5, "all_in": True}
    returned = by_kind(events)["returned"]
    assert returned == Event("returned", 0, {"amount": 7})
    assert s.last_result is not None
    assert s.last_result["returned"] == {"seat": 0, "amount": 7}
    assert s.last_result["pot"] == 12  # 1 + 5 each: the return is not part of the pot
    assert s.stacks == [36, 0] and s.match_over  # Ac beats 8c
    assert by_kind(events)["pot_won"].data["amount"] == 12


def test_ud_3_5_bet_returned_when_the_other_folds() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "bet", 5)
    events = act(s, 1, "fold")
    assert by_kind(events)["returned"] == Event("returned", 0, {"amount": 5})
    assert by_kind(events)["pot_won"].data == {"amount": 2, "folded": 1}
    assert s.stacks == [21, 19]


def test_ud_3_6_two_checks_end_the_round() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "check")
    assert not s.deal_over
    act(s, 1, "check")
    assert s.deal_over


def test_ud_3_6_a_raise_must_be_answered() -> None:
    s = new()
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s)
    act(s, 0, "check")
    act(s, 1, "bet", 2)
    assert s.to_act == 0
    act(s, 0, "raise", 4)
    assert s.to_act == 1 and not s.deal_over
    act(s, 1, "call")
    assert s.deal_over and s.stacks == [25, 15]


def test_ud_3_7_player_left_at_zero_by_the_ante_goes_straight_to_showdown() -> None:
    s = new(stacks=(1, 39))
    events = first_deal(s, "2c 7d", "Ac Ts")
    assert by_kind(events)["ante"].data == {"amount": 1, "all_in": False}  # last ante: seat 1
    assert s.stacks == [0, 38]
    assert s.phase == "lock"  # both still lock (UD-3.1)
    s.apply(Action(0, "lock", choice=0))
    events = s.apply(Action(1, "lock", choice=0))
    assert [event.kind for event in events] == ["locked", "revealed", "pot_won"]
    assert s.deal_over and not s.match_over  # 2 beats A: seat 0 doubles up
    assert s.stacks == [2, 38]
    assert [a["kind"] for a in s.actions] == ["ante", "ante"]  # no betting happened


def test_ud_3_7_other_player_left_at_zero_too() -> None:
    s = new(starter=1, stacks=(39, 1))
    first_deal(s, "Kc 7d", "Ac Ts")  # seat 1 starts and is all-in after the ante
    lock(s)
    assert s.match_over and s.stacks == [40, 0]


# ---------------------------------------------------------------------------- UD-4


def card(code: str) -> Card:
    return parse_card(code)


def test_ud_4_1_higher_rank_wins_suits_irrelevant_equal_ranks_tie() -> None:
    assert compare(card("Ac"), card("Ks")) == 1
    assert compare(card("3c"), card("Ts")) == -1
    assert compare(card("Qc"), card("Qs")) == 0
    assert compare(card("Qc"), card("Qc'")) == 0
    assert compare(card("2h"), card("2d")) == 0
    assert compare(card("Ah"), card("Ad'")) == 0


def test_ud_4_2_two_beats_ace_and_loses_to_everything_else() -> None:
    two, ace = card("2c"), card("As")
    assert compare(two, ace) == 1 and compare(ace, two) == -1
    for rank in "3456789TJQK":
        other = card(rank + "d")
        assert compare(ace, other) == 1 and compare(other, ace) == -1
        assert compare(other, two) == 1 and compare(two, other) == -1


def test_ud_4_2_relation_is_not_transitive() -> None:
    two, king, ace = card("2c"), card("Kc"), card("Ac")
    assert compare(ace, king) == 1 and compare(king, two) == 1
    assert compare(two, ace) == 1  # A > K > 2 > A


def test_ud_4_2_two_beats_ace_at_the_table() -> None:
    s = new()
    first_deal(s, "As Kd", "2h 3c")
    lock(s)
    act(s, 0, "bet", 5)
    events = act(s, 1, "call")
    assert by_kind(events)["revealed"].data == {"locked": ["As", "2h"]}
    assert by_kind(events)["pot_won"].seat == 1


def test_ud_4_1_only_the_locked_cards_count() -> None:
    s = new()
    first_deal(s, "3s Ad", "4h Kc")  # seat 0 holds the ace but locks the 3
    lock(s, 0, 0)
    act(s, 0, "check")
    act(s, 1, "check")
    assert s.last_result is not None and s.last_result["winner"] == 1


# ---------------------------------------------------------------------------- UD-5


def test_ud_5_1_both_locked_cards_revealed_and_a_tie_splits_the_pot() -> None:
    s = new()
    first_deal(s, "Jc 3d", "Jd 4h")
    lock(s)
    act(s, 0, "bet", 4)
    events = act(s, 1, "call")
    assert by_kind(events)["revealed"].data == {"locked": ["Jc", "Jd"]}
    assert by_kind(events)["split"].data == {"pot": 10, "amounts": [5, 5]}
    assert s.stacks == [20, 20]
    assert s.last_result is not None and s.last_result["winner"] is None


def test_ud_5_2_fold_still_reveals_both_locked_cards() -> None:
    s = new()
    first_deal(s, "3c 4c", "Ad Kd")
    lock(s, 1, 0)  # seat 0 plays the 4, seat 1 the A
    act(s, 0, "bet", 6)
    events = act(s, 1, "fold")
    assert [e.kind for e in events] == ["fold", "returned", "revealed", "pot_won"]
    assert by_kind(events)["revealed"].data == {"locked": ["4c", "Ad"]}
    assert by_kind(events)["pot_won"].seat == 0  # the ranks do not change a fold
    assert s.last_result is not None
    assert s.last_result["locked"] == ["4c", "Ad"] and s.last_result["folded"] == 1
    assert s.public_view()["last_result"]["locked"] == ["4c", "Ad"]


def test_ud_5_3_discard_played_keep_other_draw_replacement_pay_ante() -> None:
    s = new()
    s.start_deal(deck=["Ac", "Kc", "7d", "3s", "9h", "5h"])  # starter: Ac 7d; other: Kc 3s
    lock(s, 0, 1)  # seat 0 plays Ac, keeps 7d; seat 1 plays 3s, keeps Kc
    act(s, 0, "check")
    act(s, 1, "check")
    assert codes(s.discards) == ["Ac", "3s"]
    assert [codes(hand) for hand in s.hands] == [["7d"], ["Kc"]]
    assert s.private_view(0)["hand"] == ["7d"]
    events = s.start_deal()
    assert [codes(hand) for hand in s.hands] == [["7d", "9h"], ["Kc", "5h"]]
    dealt = [event for event in events if event.kind == "dealt"]
    assert dealt[0].data == {"hand": ["7d", "9h"], "drawn": ["9h"]}
    assert s.stacks == [20, 18] and s.deal_no == 2
    assert s.public_view()["signals"] == [{"up": 1, "down": 1}, {"up": 1, "down": 1}]


def tie_every_deal_deck() -> list[str]:
    """All 104 cards sorted by rank: consecutive pairs share a rank, so when both players
    always lock the card just drawn every deal ties and the stacks never move."""
    return codes(sorted(DOUBLE_104, key=lambda c: (c.rank, c.copy, c.suit or 0)))


def play_tied_deals(s: UpDownState, deals: int) -> None:
    for _ in range(deals):
        s.start_deal()
        lock(s, 1, 1)
        act(s, s.starter, "check")
        act(s, 1 - s.starter, "check")
        assert s.last_result is not None and s.last_result["winner"] is None


def test_ud_5_4_reshuffle_keeps_held_cards_out() -> None:
    s = new()
    s.start_deal(deck=tie_every_deal_deck())
    lock(s, 0, 0)  # 2c vs 2d
    act(s, 0, "check")
    act(s, 1, "check")
    held = [hand[0] for hand in s.hands]
    play_tied_deals(s, 50)  # each draws 2: 100 cards, the stock is empty now
    assert s.deal_no == 51 and s.stock == [] and len(s.discards) == 102
    assert s.stacks == [20, 20]
    events = s.start_deal(seed=99)
    assert events[0] == Event("reshuffled", data={"stock": 102})
    assert [hand[0] for hand in s.hands] == held
    assert not set(held) & set(s.stock)
    assert s.discards == [] and len(s.stock) == 100
    everything = s.stock + s.hands[0] + s.hands[1]
    assert len(everything) == len(set(everything)) == 104


def test_ud_5_4_no_reshuffle_while_two_cards_remain() -> None:
    s = new()
    s.start_deal(deck=tie_every_deal_deck())
    lock(s, 0, 0)
    act(s, 0, "check")
    act(s, 1, "check")
    play_tied_deals(s, 49)
    assert len(s.stock) == 2
    events = s.start_deal(seed=1)
    assert "reshuffled" not in {event.kind for event in events}
    assert s.stock == [] and len(s.discards) == 100


def test_ud_5_4_forced_order_of_the_new_stock_and_public_history() -> None:
    s = new()
    s.start_deal(deck=tie_every_deal_deck())
    lock(s, 0, 0)
    act(s, 0, "check")
    act(s, 1, "check")
    play_tied_deals(s, 50)
    assert len(s.public_view()["history"]) == 51
    last = s.public_view()["last_result"]["locked"]
    assert all(code is not None for code in last)
    before = s.to_dict()
    with pytest.raises(RuleError) as err:  # a held card can not be in the new stock
        s.start_deal(deck=[codes(s.hands[0])[0]])
    assert err.value.key == "error-deck-invalid" and s.to_dict() == before
    # The cards just revealed may be dealt again: force them to the top.
    s.start_deal(deck=last)
    assert [codes(hand)[1] for hand in s.hands] == [last[s.starter], last[1 - s.starter]]
    view = s.public_view()
    assert view["history"] == []  # since the last reshuffle
    assert view["last_result"]["locked"] == [None, None]  # no longer face up


def test_ud_5_4_seeded_reshuffle_is_reproducible() -> None:
    s = new()
    s.start_deal(deck=tie_every_deal_deck())
    lock(s, 0, 0)
    act(s, 0, "check")
    act(s, 1, "check")
    play_tied_deals(s, 50)
    a, b = s.copy(), s.copy()
    a.start_deal(seed=2024)
    b.start_deal(seed=2024)
    s.start_deal(seed=2025)
    assert a == b and a.stock != s.stock


def test_ud_5_5_no_chips_for_the_ante_loses_the_match() -> None:
    s = new(stacks=(1, 39))
    first_deal(s, "3c 7d", "Ac Ts")
    lock(s)
    assert s.match_over and s.match_winner == 1
    refused(s, "error-match-over", Action(0, "lock", choice=0))
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.start_deal()
    assert err.value.key == "error-match-over" and s.to_dict() == before
    assert UpDownState.new_match(stacks=(0, 40)).match_over


# ---------------------------------------------------------------------------- contract


def test_seats_phases_and_deal_refusals() -> None:
    s = new()
    refused(s, "error-no-deal-in-progress", Action(0, "lock", choice=0))
    first_deal(s, "Ac 7d", "8c Ts")
    refused(s, "error-seat-unknown", Action(2, "lock", choice=0))
    refused(s, "error-seat-unknown", Action(-1, "lock", choice=0))
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.start_deal()
    assert err.value.key == "error-deal-in-progress" and s.to_dict() == before
    lock(s)
    refused(s, "error-not-your-turn", Action(1, "check"))
    refused(s, "error-unknown-action", Action(0, "shout"))


@pytest.mark.parametrize("deck", [["Xx"], ["Ac", "Ac"], ["Ah'", "Ah''"]])
def test_bad_forced_deck_changes_nothing(deck: list[str]) -> None:
    s = new()
    before = s.to_dict()
    with pytest.raises(RuleError):
        s.start_deal(deck=deck)
    assert s.to_dict() == before


def test_seq_counts_every_accepted_change() -> None:
    s = new()
    assert s.seq == 0
    first_deal(s, "Ac 7d", "8c Ts")
    assert s.seq == 1 and s.deal_no == 1
    lock(s)
    assert s.seq == 3
    with pytest.raises(IllegalAction):
        act(s, 1, "check")
    assert s.seq == 3
    act(s, 0, "check")
    act(s, 1, "check")
    assert s.seq == 5


def test_json_round_trip_is_exact_in_every_phase() -> None:
    s = new()
    states = [s.copy()]
    first_deal(s, "Ac 7d", "8c Ts")
    states.append(s.copy())
    lock(s)
    states.append(s.copy())
    act(s, 0, "bet", 4)
    states.append(s.copy())
    act(s, 1, "call")
    states.append(s.copy())
    for state in states:
        data: Any = json.loads(json.dumps(state.to_dict()))
        assert UpDownState.from_dict(data) == state
        assert UpDownState.from_dict(data).to_dict() == state.to_dict()


def test_corrupt_state_is_refused() -> None:
    data = new().to_dict()
    with pytest.raises(InvalidState):
        UpDownState.from_dict({**data, "game": "asnas"})
    with pytest.raises(InvalidState):
        UpDownState.from_dict({**data, "stock": ["Zz"]})
    with pytest.raises(InvalidState):
        UpDownState.from_dict({key: v for key, v in data.items() if key != "hands"})


def test_private_view_is_self_sufficient_for_a_bot() -> None:
    s = new(starter=1)
    first_deal(s, "Ac 7d", "8c Ts")
    lock(s, 1, 0)
    act(s, 1, "bet", 3)
    view = s.private_view(0)
    assert view["seat"] == 0 and view["opponent"] == 1
    assert view["hand"] == ["8c", "Ts"] and view["locked_slot"] == 0
    assert view["signals"] == [{"up": 2, "down": 0}, {"up": 1, "down": 1}]
    assert view["stacks"] == [19, 16] and view["pot"] == 5 and view["street"] == [0, 3]
    assert view["current_bet"] == 3 and view["to_call"] == 3
    assert view["min_raise_to"] == 6 and view["max_raise_to"] == 19
    assert view["starter"] == 1 and view["to_act"] == 0 and view["phase"] == "bet"
    assert {"kind": "call", "min": 3, "max": 3, "choices": []} in view["legal"]
    other = s.private_view(1)
    assert other["hand"] == ["Ac", "7d"] and other["locked_slot"] == 1
    assert other["legal"] == [] and other["to_call"] is None
    assert "8c" not in json.dumps(other) and "Ts" not in json.dumps(other)
    with pytest.raises(IllegalAction):
        s.private_view(2)


def test_game_registry_lists_updown() -> None:
    assert GAMES["updown"] is UpDownState
    assert UpDownState.game == "updown"


def test_replay_three_deals_stacks_starters_and_kept_cards() -> None:  # UD-2.3, UD-5.3
    s = new(starter=0)
    # Deal 1 four cards (starter first), then deal 2's draws (starter 1 first), then deal 3's.
    s.start_deal(deck=["Qc", "5d", "9h", "Ks", "Qd", "2s", "Ah", "3c"])
    lock(s, 1, 1)  # 9h against Ks
    act(s, 0, "bet", 2)
    act(s, 1, "raise", 6)
    act(s, 0, "call")
    assert s.stacks == [13, 27] and s.starter == 1
    s.start_deal()
    assert [codes(hand) for hand in s.hands] == [["Qc", "2s"], ["5d", "Qd"]]
    lock(s, 1, 0)  # seat 1 plays Qd, seat 0 plays Qc: a tie
    act(s, 1, "check")
    act(s, 0, "check")
    assert s.stacks == [13, 27] and s.starter == 0
    s.start_deal()
    assert [codes(hand) for hand in s.hands] == [["2s", "Ah"], ["5d", "3c"]]
    lock(s, 0, 1)  # 2s against 3c
    act(s, 0, "all_in")
    events = act(s, 1, "fold")
    assert by_kind(events)["returned"] == Event("returned", 0, {"amount": 12})
    assert by_kind(events)["revealed"].data == {"locked": ["2s", "3c"]}
    assert s.stacks == [14, 26] and s.starter == 0 and s.deal_no == 3
    assert codes(s.discards) == ["9h", "Ks", "Qc", "Qd", "2s", "3c"]
    assert [codes(hand) for hand in s.hands] == [["Ah"], ["5d"]]
    assert [r["winner"] for r in s.public_view()["history"]] == [1, None, 0]
