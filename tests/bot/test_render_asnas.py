"""The As-Nas renderer: what each seat may see (AN-2.5, AN-5.3), buttons from the legal
actions, exact shares and scores (AN-5.1, AN-5.2), shared wins (AN-1.1), and every message it
uses present in all four languages."""

from __future__ import annotations

import random
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import Localizer, languages
from bot.matches.autoplay import computer_action
from bot.matches.opponents import make_opponent
from bot.render import asnas as render
from bot.views import PrivateView, TableView, Text, render_text
from engine.asnas import AsNasState
from engine.protocol import Action, Event

CARD_KEYS = frozenset(render.CARD_KEYS.values())


def _texts(value: object) -> Iterator[Text]:
    """Every `Text` in a view, a line or a parameter, nested ones included."""
    if isinstance(value, (PrivateView, TableView)):
        for line in value.lines:
            yield from _texts(line)
        for button in value.buttons:
            yield from _texts(button.label)
    elif isinstance(value, Text):
        yield value
        for param in value.params.values():
            yield from _texts(param)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


def _cards_named(value: object) -> int:
    return sum(text.key in CARD_KEYS for text in _texts(value))


def _state(dealer: int = 0, deck: list[str] | None = None, seed: int = 1) -> AsNasState:
    state = AsNasState.new_match(first_dealer=dealer)
    state.start_deal(seed=seed, deck=deck)
    return state


def _play(state: AsNasState, seat: int, kind: str) -> list[Event]:
    return state.apply(Action(seat=seat, kind=kind))


def test_an_2_5_the_hand_is_named_only_after_look() -> None:
    state = _state(dealer=0)  # seat 1 acts first
    before = render.private_view(1, state.private_view(1))
    assert _cards_named(before) == 0
    assert Text("an-hand-hidden") in before.lines
    events = _play(state, 1, "look")
    after = render.private_view(1, state.private_view(1))
    assert _cards_named(after) == 5
    assert _cards_named(render.event_lines(events, 1)) == 5  # "You look at your hand: …"
    for other in (0, 2, 3):  # a look is private: nobody else hears of the cards
        assert render.event_lines(events, other) == []
        assert _cards_named(render.private_view(1, state.private_view(other))) == 0
    assert _cards_named(render.table_view(1, state.public_view(), render.names_for(0))) == 0


def test_an_3_2_buttons_are_the_legal_actions() -> None:
    state = _state(dealer=0)
    view = render.private_view(7, state.private_view(1))
    labels = [(button.label_key, dict(button.params)) for button in view.buttons]
    assert labels == [("action-look", {}), ("action-fold", {}),
                      ("an-button-call", {"stake": 1}), ("action-raise-to", {"amount": 2})]
    assert [button.command_id.split(".")[4] for button in view.buttons] == [
        "look", "fold", "call", "raise"]
    assert view.buttons[3].command_id.endswith(".raise.2")  # exactly one more (AN-3.2)
    # Not this seat's turn: no buttons at all.
    assert render.private_view(7, state.private_view(2)).buttons == ()


def test_an_5_3_showdown_names_only_the_hands_still_in() -> None:
    # Dealer 3: seats 0, 1, 2 act first. Seat 0 folds; the others hold or call to the end.
    state = _state(dealer=3)
    events = _play(state, 0, "fold")
    for seat in (1, 2, 3):
        events += _play(state, seat, "call" if state.private_view(seat)["high"] > 0
                        and seat != 3 else "hold")
    assert state.deal_over and state.result is not None and state.result["showdown"]
    lines = render.event_lines(events, 0)
    shown = [line for line in lines if line.key == "an-event-shown"]
    assert sorted(line.params["who"] == "you" for line in shown) == [False] * 3
    assert _cards_named(shown) == 15 and _cards_named(lines) == 15  # seat 0's hand: never
    table = render.score_table(state.private_view(0), 0)
    assert table[0] == Text("an-scores-title", {"deal": 1})
    rows = table[1:]
    assert [row.params["name"] for row in rows] == [render.names_for(0)[s] for s in range(4)]
    assert rows[0].params["change"] == "even"  # folded with nothing in: nothing lost


def test_an_5_1_a_split_pot_is_shared_exactly() -> None:
    # Every hand a high card (one of each rank) ties: three remaining players share 7/3 each.
    # Cards go one at a time round the table, so four copies in a row give each seat one.
    deck = [f"{rank}{copy}" for rank in ("As", "Sh", "Bi", "Sa", "Ko") for copy in (1, 2, 3, 4)]
    state = _state(dealer=3, deck=deck)
    _play(state, 0, "raise")  # stake 2
    _play(state, 1, "call")
    _play(state, 2, "fold")  # nothing in: the pot is 2 + 2 + 2
    _play(state, 3, "call")  # everyone left has acted at 2: showdown (AN-3.4)
    assert state.result is not None and state.result["share"] == "2"
    assert state.result["winners"] == [0, 1, 3]
    lines = render.result_lines(state.result, 0)
    assert [line.key for line in lines][-4:] == [
        "an-event-split", "an-event-share", "an-event-share", "an-event-share"]
    split = lines[-4]
    assert split.params["count"] == 3 and split.params["share"] == Fraction(2)
    # An uneven pot: the engine's exact share goes through as a fraction, shown per locale.
    uneven = {**state.result, "pot": 7, "share": "7/3"}
    text = render.result_lines(uneven, 0)[-4]
    assert text.params["share"] == Fraction(7, 3)
    assert render_text(text, Localizer("en")).endswith("7/3 each.")
    assert "۷/۳" in render_text(text, Localizer("fa"))


def test_an_1_1_a_shared_win_is_shown_as_such() -> None:
    view: dict[str, Any] = {
        "match_over": True,
        "deals_per_match": 12,
        "winners": [1, 3],
        "seats": [{"total": total} for total in ("-5", "7/2", "-2", "7/2")],
        "standings": [{"seat": 1, "total": "7/2", "place": 1},
                      {"seat": 3, "total": "7/2", "place": 1},
                      {"seat": 2, "total": "-2", "place": 3},
                      {"seat": 0, "total": "-5", "place": 4}],
    }
    lines = render.match_result(view, 0)
    assert lines[1] == Text("an-match-shared", {"count": 2, "total": Fraction(7, 2),
                                                "you": "no"})
    assert [(line.params["place"], line.params["shared"]) for line in lines[2:]] == [
        (1, "yes"), (1, "yes"), (3, "no"), (4, "no")]
    english = [render_text(line, Localizer("en")) for line in lines]
    assert english[1] == "A shared win: 2 players finish level on 7/2."
    assert english[2] == "1. Computer 1: score 7/2 (shared place)"
    assert english[5] == "4. You: score -5"
    single = {**view, "winners": [0], "standings": view["standings"][::-1]}
    assert render.match_result(single, 0)[1] == Text(
        "an-match-winner", {"who": "you", "name": Text("an-you")})


def test_hand_reads_in_comparison_order() -> None:
    params = render.hand_params(["Sh1", "Bi2", "Sh3", "Bi1", "Bi4"])  # full house
    assert [params[f"c{i}"].key for i in range(1, 6)] == [
        "asnas-card-bi", "asnas-card-bi", "asnas-card-bi", "asnas-card-sh", "asnas-card-sh"]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), dealer=st.integers(0, 3))
def test_every_rendered_message_exists_in_every_language(seed: int, dealer: int) -> None:
    """A whole deal of random play: every key the renderer uses is in all four languages,
    the public table never names a card, and a seat's screen names only its own hand."""
    policy = make_opponent("asnas", "random")
    state = AsNasState.new_match(first_dealer=dealer)
    state.start_deal(seed=seed)
    rng = random.Random(seed)
    produced: list[Text] = []
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        for viewer in range(4):
            screen = render.private_view(1, state.private_view(viewer))
            own = 5 if state.private_view(viewer)["looked"] else 0
            assert _cards_named(screen) == own
            produced.extend(_texts(screen))
        table = render.table_view(1, state.public_view(), render.names_for(0))
        assert _cards_named(table) == 0
        produced.extend(_texts(table))
        events = state.apply(computer_action(state, seat, policy, rng.randrange(2**32)))
        produced.extend(render.event_lines(events, seat))
    produced.extend(render.score_table(state.public_view(), None, render.names_for(0)))
    for lang in languages():
        loc = Localizer(lang)
        for text in produced:
            assert loc.has(text.key), f"{lang} lacks {text.key}"
        assert all(render_text(text, loc) for text in produced)


def test_last_deal_summarizes_a_finished_deal_for_a_resumed_screen() -> None:
    state = _state(dealer=0)
    for seat in (1, 2, 3):
        _play(state, seat, "call")
    _play(state, 0, "hold")
    view = state.private_view(2)
    lines = render.last_deal(view, 2)
    assert lines[0] == Text("an-last-deal", {"deal": 1})
    assert [line.key for line in lines].count("an-event-shown") == 4  # all four stayed in
    assert lines[-5] == Text("an-scores-title", {"deal": 1})
    sign = {"gain": 1, "loss": -1, "even": 0}
    changes: list[Fraction] = []
    for line in lines[-4:]:
        amount = line.params["amount"]
        assert isinstance(amount, Fraction)
        changes.append(amount * sign[str(line.params["change"])])
    assert sum(changes) == 0 and any(changes)  # AN-5.2
    state.start_deal(seed=3)
    assert render.last_deal(state.private_view(2), 2) == []  # a running deal: nothing to recap
