"""The match games' chat screens, the same on every platform (`bot.frontend.moves`,
`bot.frontend.updown`, `bot.frontend.asnas`): presets, signed button refs, card faces, exact
scores and names in the reader's language, and no hidden card on a public screen."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from bot.callbacks import CallbackCodec
from bot.frontend import asnas, updown
from bot.frontend.moves import amount_bounds, move_buttons, takes_choice
from bot.frontend.screen import ACT, AMOUNT, CARDS, PICK
from bot.i18n import Localizer
from bot.render.cards import face
from bot.render.updown import pot_presets

CODEC = CallbackCodec.from_secret("test-secret")
EN = Localizer("en")


def bet_view(low: int, high: int, pot: int, current: int, to_call: int) -> dict[str, object]:
    return {"deal_no": 1, "seq": 1, "pot": pot, "current_bet": current, "to_call": to_call,
            "legal": [{"kind": "raise", "min": low, "max": high, "choices": []}]}


@given(
    low=st.integers(1, 500),
    spread=st.integers(0, 500),
    pot=st.integers(0, 2000),
    current=st.integers(0, 500),
    to_call=st.integers(0, 500),
)
def test_sizes_are_distinct_legal_amounts_starting_at_the_minimum(
    low: int, spread: int, pot: int, current: int, to_call: int
) -> None:
    high = low + spread
    buttons = move_buttons(bet_view(low, high, pot, current, to_call), 1, EN)
    amounts = [b.ref.arg for b in buttons if b.ref.tag == ACT]
    assert amounts[0] == low
    assert all(a is not None and low <= a <= high for a in amounts)
    assert len(set(amounts)) == len(amounts)
    assert any(b.ref.tag == AMOUNT for b in buttons) == (high > low)


def test_pot_presets_are_raise_to_totals() -> None:
    # Facing a bet of 4 into a pot of 10 (antes and both bets in it): calling adds 4,
    # so a pot-sized raise goes to 4 + (10 + 4) = 18 and half pot to 4 + 7 = 11.
    assert pot_presets(8, 30, {"pot": 10, "current_bet": 4, "to_call": 4}) == [
        ("half-pot", 11), ("pot", 18)]
    labels = [b.label for b in move_buttons(bet_view(8, 30, 10, 4, 4), 1, EN)]
    assert labels == ["Min 8", "½ pot: 11", "Pot: 18", "Other amount"]


def test_buttons_carry_signed_refs_within_the_platforms_limits() -> None:
    private = {
        "deal_no": 123, "seq": 4567, "pot": 20, "current_bet": 0, "to_call": 0,
        "legal": [
            {"kind": "check", "min": None, "max": None, "choices": []},
            {"kind": "bet", "min": 1, "max": 19, "choices": []},
            {"kind": "all_in", "min": 19, "max": 19, "choices": []},
        ],
    }
    buttons = move_buttons(private, 987654, EN)
    assert [b.label for b in buttons] == ["Check", "Min 1", "½ pot: 10", "Other amount",
                                          "All-in 19"]
    for button in buttons:
        encoded = CODEC.encode(button.ref)  # Telegram's 64 bytes, Discord's 100 characters
        assert len(encoded.encode()) <= 64
        ref = CODEC.decode(encoded)
        assert (ref.match_id, ref.deal_no, ref.seq) == (987654, 123, 4567)
    assert buttons[1].ref.arg == 1  # the amount rides on the id
    assert amount_bounds(private, "bet") == (1, 19) and amount_bounds(private, "raise") is None


def test_lock_buttons_name_the_slot_never_the_card() -> None:
    private = {"deal_no": 1, "seq": 1, "hand": ["As", "2h"],
               "legal": [{"kind": "lock", "min": None, "max": None, "choices": [0, 1]}]}
    buttons = move_buttons(private, 1, EN)
    assert [b.label for b in buttons] == ["Lock card 1", "Lock card 2"]
    assert [(b.ref.tag, b.ref.arg) for b in buttons] == [(PICK, 0), (PICK, 1)]
    assert takes_choice(private, "lock") and not takes_choice(private, "bet")


def test_faces() -> None:
    assert [face(c) for c in ("Td", "As", "2c", "Kh'", "9s")] == ["10♦", "A♠", "2♣", "K♥", "9♠"]


def updown_view(**changes: object) -> dict[str, object]:
    view: dict[str, object] = {
        "deal_no": 2, "pot": 6, "stacks": [17, 17], "signals": [{"up": 1, "down": 1},
                                                               {"up": 2, "down": 0}],
        "phase": "bet", "locked": [True, True], "street": [2, 0], "deal_over": False,
        "match_over": False, "to_act": 1, "actions": [{"kind": "bet", "seat": 0, "to": 2,
                                                      "added": 2}],
        "last_result": None,
    }
    view.update(changes)
    return view


def test_updown_table_shows_signals_and_the_turn_but_no_hidden_card() -> None:
    acting = {"deal_no": 2, "seq": 9, "pot": 6, "current_bet": 2, "to_call": 2,
              "hand": ["As", "2h"], "legal": [{"kind": "fold"}, {"kind": "call", "min": 2}]}
    screen = updown.table_screen(updown_view(), ["Ann", "Bob"], EN, match_id=5, acting=acting,
                                 deadline=1000.0)
    shown = "\n".join([screen.title, *screen.lines, *(b.label for b in screen.buttons)])
    assert screen.title == EN.t("chat-ud-title", deal=2)
    assert "Ann: " + EN.t("stack", amount=17) in shown and "2 UP" in shown
    assert EN.t("chat-ud-did-bet", name="Ann", amount=2) in shown
    assert (screen.turn, screen.deadline, screen.final) == ("Bob", 1000.0, False)
    assert "A♠" not in shown and "2♥" not in shown  # the acting seat's cards stay private
    assert [b.ref.tag for b in screen.buttons][-1] == CARDS


def test_updown_final_screen_has_no_turn_and_no_buttons() -> None:
    result = {"deal_no": 2, "pot": 6, "winner": 0, "folded": None, "locked": ["As", "2h"]}
    screen = updown.table_screen(updown_view(deal_over=True, match_over=True, match_winner=0,
                                             last_result=result, to_act=None),
                                 ["Ann", "Bob"], EN, match_id=5, acting=None, final=True)
    assert screen.turn is None and screen.buttons == () and screen.final
    assert EN.t("chat-ud-revealed", first="Ann A♠", second="Bob 2♥") in screen.lines
    assert screen.lines[-1] == EN.t("chat-ud-match-over", name="Ann")


def test_asnas_cards_and_scores_in_the_readers_script() -> None:
    # AN-2.1 names, AN-5.1 exact scores: a Persian reader gets Persian names and digits.
    fa = Localizer("fa")
    hand = {"hand": ["Sh1", "As2", "Sh2", "As1", "Ko3"], "deal_no": 3,
            "category": "asnas-category-two-pairs"}
    text = asnas.hand_text(hand, fa)
    assert "[" + fa.t("asnas-card-sh") + "]" in text and "Shah" not in text
    seats = [{"seat": s, "folded": False, "acted": False, "stake": 1, "total": t}
             for s, t in enumerate(["7/3", "-1", "-2/3", "-2/3"])]
    view = {"deal_no": 3, "deals_per_match": 8, "pot": 4, "high": 1, "cap": 4, "dealer": 0,
            "seats": seats, "to_act": 1, "deal_over": False, "match_over": False,
            "actions": []}
    screen = asnas.table_screen(view, ["A", "B", "C", "D"], fa, match_id=1, acting=None)
    table = "\n".join(screen.lines)
    assert fa.fraction(Fraction(7, 3)) in table and "7/3" not in table


def test_winners_are_listed_the_readers_way() -> None:
    """AN-5.1 split pots name every winner; the list follows the reader's language."""
    result = {"winners": [0, 2], "pot": 30, "share": "15", "shown": [],
              "results": ["14", "-1", "14"]}
    names = ["Ann", "Bob", "Cy"]
    english = asnas.result_lines(result, names, EN, 3)[0]
    assert english.startswith("Deal 3: ") and "Ann and Cy" in english and "Bob" not in english
    assert "Ann ja Cy" in asnas.result_lines(result, names, Localizer("fi"), 3)[0]


def test_ud_3_4_facing_an_all_in_of_the_whole_stack_the_call_is_the_one_button() -> None:
    """Up/Down, 19 chips each: the other seat goes all-in; calling takes every chip, so the
    chats show "Call 19" alone, not "All-in (19)" beside it (the console did already)."""
    from engine.protocol import Action
    from engine.updown.state import UpDownState

    state = UpDownState.new_match(stacks=(20, 20))
    state.start_deal(3)
    for _ in range(2):
        seat = state.to_act
        assert seat is not None
        lock = next(o for o in state.legal_actions(seat) if o.kind == "lock")
        state.apply(Action(seat, "lock", None, lock.choices[0]))
    seat = state.to_act
    assert seat is not None
    shove = next(o for o in state.legal_actions(seat) if o.kind == "all_in")
    state.apply(Action(seat, "all_in", shove.max))
    facing = state.to_act
    assert facing is not None
    labels = [b.label for b in move_buttons(state.private_view(facing), 1, EN)]
    assert labels == [EN.t("action-fold"), EN.t("action-call-amount", amount=19)]
