"""The Up/Down renderer: engine views and events become neutral views with every key localized."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.callbacks import CallbackCodec
from bot.i18n import FSI, PDI, Localizer
from bot.render import updown as render
from bot.render.buttons import ACT, ASK
from bot.render.cards import face
from bot.views import Button, CardList, Line, PrivateView, Text, render_text
from engine.ai.baselines import RandomLegal
from engine.protocol import Action

updown = pytest.importorskip("engine.updown")

LANGS = ("en", "hi", "fa", "fi")
# Seat 0 gets Kh and 2c, seat 1 gets Ad and 9s (the first deal deals one at a time, starter first).
DECK = ["Kh", "Ad", "2c", "9s"]


def _state() -> updown.UpDownState:
    state = updown.UpDownState.new_match(starter=0)
    state.start_deal(deck=DECK)
    return state


def _texts(lines: Iterable[Line | Button]) -> list[Text]:
    found: list[Text] = []
    for line in lines:
        if isinstance(line, Button):
            found.append(line.label)
        elif isinstance(line, CardList):
            if line.label is not None:
                found.append(line.label)
        else:
            found.append(line)
    return found


def _keys(texts: Iterable[Text]) -> set[str]:
    keys: set[str] = set()
    for text in texts:
        keys.add(text.key)
        keys |= _keys(value for value in text.params.values() if isinstance(value, Text))
    return keys


def _english(view: PrivateView) -> list[str]:
    loc = Localizer("en")
    return [render_text(text, loc) for text in _texts(view.lines)]


def test_ud_2_5_lock_screen_shows_cards_signals_pot_stacks_and_turn() -> None:
    state = _state()
    view = render.private_view(7, state.private_view(0))
    cards = [line for line in view.lines if isinstance(line, CardList)]
    assert [c.cards for c in cards] == [("Kh", "2c")]
    text = _english(view)
    assert text[0] == "Up/Down · deal 1"
    assert "Your signal: 1 UP · 1 DOWN" in text
    assert "Signal of Computer: 2 UP · 0 DOWN" in text
    assert "Pot: 2" in text
    assert "Your chips: 19" in text and "Chips of Computer: 19" in text
    assert "You have not locked a card yet." in text
    assert text[-1] == "Your turn."
    labels = [render_text(b.label, Localizer("en")) for b in view.buttons]
    assert labels == [f"Lock card 1: {face('Kh')}", f"Lock card 2: {face('2c')}"]
    assert view.buttons[0].label.params["card"] == "K♥"


def test_ud_3_1_other_seat_sees_no_buttons_and_whose_turn() -> None:
    state = _state()
    view = render.private_view(7, state.private_view(1))
    assert view.buttons == ()
    assert "Turn: Computer" in _english(view)  # seat 1's names: seat 0 is the other player


def test_ud_3_3_betting_buttons_carry_their_bounds() -> None:
    state = _state()
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=0))
    refs: list[tuple[str, str, int | None]] = []

    def ids(ref: object) -> str:
        refs.append((ref.tag, ref.verb, ref.arg))  # type: ignore[attr-defined]
        return f"id{len(refs)}"

    view = render.private_view(7, state.private_view(0), button_id=ids)
    labels = [render_text(b.label, Localizer("en")) for b in view.buttons]
    assert labels == ["Check", "Bet 1–19", "All-in (19)"]
    assert refs == [(ACT, "check", None), (ASK, "bet", None), (ACT, "all_in", None)]
    bet = view.buttons[1]
    assert (bet.params["min"], bet.params["max"]) == (1, 19)
    assert "You locked K♥." in _english(view)

    state.apply(Action(0, "bet", amount=4))
    view = render.private_view(7, state.private_view(1))
    labels = [render_text(b.label, Localizer("en")) for b in view.buttons]
    assert labels == ["Fold", "Call 4", "Raise to 8–19", "All-in (19)"]
    assert "To call: 4" in _english(view)
    assert "Bet of Computer this round: 4" in _english(view)  # seat 1 sees seat 0 as other


def test_ud_5_1_showdown_events_show_both_locked_cards_and_the_winner() -> None:
    state = _state()
    events = [*state.apply(Action(0, "lock", choice=0)), *state.apply(Action(1, "lock", choice=0))]
    events += state.apply(Action(0, "check"))
    events += state.apply(Action(1, "check"))
    loc = Localizer("en")
    lines = [render_text(t, loc) for t in render.event_lines(events, 0)]
    assert lines == [
        "You locked a card.", "Computer locked a card.", "You check.", "Computer checks.",
        "Your locked card: K♥", "Locked card of Computer: A♦",
        "Computer wins the pot (2).",
    ]
    summary = [render_text(t, loc) for t in render.last_deal(state.public_view(), 0)]
    assert summary == ["Result of deal 1:", "Your locked card: K♥",
                       "Locked card of Computer: A♦", "Computer wins the pot (2)."]


def test_ud_5_2_fold_still_reveals_both_cards() -> None:
    state = _state()
    state.apply(Action(0, "lock", choice=1))
    state.apply(Action(1, "lock", choice=1))
    state.apply(Action(0, "bet", amount=3))
    events = state.apply(Action(1, "fold"))
    lines = [render_text(t, Localizer("en")) for t in render.event_lines(events, 1)]
    assert "You fold." in lines
    assert "Locked card of Computer: 2♣" in lines and "Your locked card: 9♠" in lines
    assert "Computer wins the pot (2) after a fold." in lines
    assert any(line.startswith("Uncalled chips returned to Computer") for line in lines)


def test_private_events_go_only_to_their_seat() -> None:
    state = updown.UpDownState.new_match(starter=0)
    events = state.start_deal(deck=DECK)
    mine = [render_text(t, Localizer("en")) for t in render.event_lines(events, 0)]
    assert mine == ["You were dealt K♥ 2♣."]
    theirs = [render_text(t, Localizer("en")) for t in render.event_lines(events, 1)]
    assert theirs == ["You were dealt A♦ 9♠."]


def test_ud_1_2_match_result_for_each_seat() -> None:
    state = updown.UpDownState.new_match(starter=0, stacks=(1, 20))
    state.start_deal(deck=DECK)  # seat 0 is all-in with its ante (UD-3.7)
    state.apply(Action(0, "lock", choice=0))
    events = state.apply(Action(1, "lock", choice=0))  # A♦ beats K♥: seat 1 takes it all
    view = state.private_view(0)
    assert view["match_over"]
    loc = Localizer("en")
    assert [render_text(t, loc) for t in render.match_result(view, 0)] == [
        "You lost the match.", "Your final chips: 0", "Final chips of Computer: 21"]
    assert "You won the match!" in [render_text(t, loc) for t in render.event_lines(events, 1)]


def test_table_view_shows_no_hand() -> None:
    state = _state()
    table = render.table_view(3, state.public_view(), render.names_for(-1))
    assert table.buttons == ()
    assert not any(isinstance(line, CardList) for line in table.lines)
    rendered = " ".join(render_text(t, Localizer("en")) for t in _texts(table.lines))
    for code in DECK:
        assert face(code) not in rendered


def _every_text(state: updown.UpDownState) -> list[Text]:
    texts = _texts(render.private_view(1, state.private_view(0)).lines)
    texts += _texts(render.private_view(1, state.private_view(0)).buttons)
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_every_rendered_key_exists_in_every_language(lang: str) -> None:
    loc = Localizer(lang)
    state = _state()
    texts = _every_text(state)
    events = [*state.apply(Action(0, "lock", choice=0)), *state.apply(Action(1, "lock", choice=0))]
    texts += _every_text(state)
    events += state.apply(Action(0, "bet", amount=2))
    events += state.apply(Action(1, "raise", amount=5))
    texts += _texts(render.private_view(1, state.private_view(0)).buttons)
    events += state.apply(Action(0, "call"))
    texts += render.event_lines(events, 0) + render.event_lines(events, 1)
    texts += render.last_deal(state.public_view(), 0)
    missing = sorted(key for key in _keys(texts) if not loc.has(key))
    assert missing == []
    for text in texts:
        assert render_text(text, loc).strip()


def test_persian_lines_isolate_their_values() -> None:
    state = _state()
    view = render.private_view(1, state.private_view(0))
    loc = Localizer("fa")
    pot = next(t for t in _texts(view.lines) if t.key == "pot")
    assert render_text(pot, loc) == f"پات: {FSI}۲{PDI}"


def test_signed_button_ids_fit_chat_limits() -> None:
    codec = CallbackCodec(b"k" * 32)
    state = _state()
    view = render.private_view(123456, state.private_view(0), button_id=codec.encode)
    for button in view.buttons:
        ref = codec.decode(button.command_id)
        assert ref.match_id == 123456 and ref.verb == "lock"
        assert len(button.command_id.encode()) <= 64


def _card_params(texts: Iterable[Text]) -> set[str]:
    """Every card face a rendered text names (the renderer passes cards only as these)."""
    found: set[str] = set()
    for text in texts:
        for name, value in text.params.items():
            if isinstance(value, Text):
                found |= _card_params([value])
            elif name in ("card", "cards") and isinstance(value, str):
                found |= set(value.split())
    return found


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**64), play=st.randoms(use_true_random=False),
       steps=st.integers(1, 60))
def test_a_seat_is_never_shown_the_other_hand(seed: int, play: random.Random,
                                              steps: int) -> None:
    """Whatever happened, seat 0's screen names only its own cards and cards turned face up
    (UD-3.1: locking reveals nothing; UD-5.1/5.2: locked cards are shown after the deal)."""
    state = updown.UpDownState.new_match(starter=play.randrange(2))
    policy = RandomLegal()
    events = state.start_deal(seed=seed)
    revealed: set[str] = set()
    for _ in range(steps):
        if state.match_over:
            break
        if state.deal_over:
            events = state.start_deal(seed=play.getrandbits(64))
        else:
            seat = state.to_act
            assert seat is not None
            events = state.apply(policy.decide(state.private_view(seat),
                                               state.legal_actions(seat), play))
        revealed |= {face(code) for e in events if e.kind == "revealed"
                     for code in e.data["locked"]}
        view = render.private_view(1, state.private_view(0))
        shown = _card_params([*_texts(view.lines), *_texts(view.buttons),
                              *render.event_lines(events, 0)])
        cards = {face(code) for line in view.lines if isinstance(line, CardList)
                 for code in line.cards}
        own = {face(code) for code in state.private_view(0)["hand"]}
        drawn = {face(code) for e in events if e.kind == "dealt" and e.private_to == 0
                 for code in e.data["hand"]}
        assert cards <= own
        assert shown <= own | drawn | revealed
        table = render.table_view(1, state.public_view(), render.names_for(-1))
        assert _card_params(_texts(table.lines)) <= revealed
