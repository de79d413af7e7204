"""Intents become legal actions: sizes from the pot menu, clamped to the offered bounds."""

from __future__ import annotations

from engine.ai.poker import actions
from engine.ai.poker.actions import POT, THIRD, sized
from engine.ai.poker.situation import read
from engine.ai.poker.texture import blocks_nuts, flush_draw, scary, straight_draw
from engine.poker.state import card_id
from engine.protocol import Action
from tests.engine.ai.poker.deals import holdem


def ids(text: str) -> list[int]:
    return [card_id(code) for code in text.split()]


def test_pot_sizes_and_clamping_no_limit() -> None:
    state = holdem({0: ["As", "Ad"]})  # heads-up: the button (0) acts first, owes 10
    s = read(state.private_view(0), state.legal_actions(0))
    assert s.pot == 30 and s.to_call == 10
    assert sized(s, POT) == 20 + 40  # call to 20, then the pot after the call (40)
    assert actions.raise_to(s, 1) == Action(0, "raise", 40)  # the minimum raise
    assert actions.raise_to(s, 10**6) == Action(0, "all_in", 2000)
    assert actions.passive(s) == Action(0, "fold")
    assert actions.call(s) == Action(0, "call")


def test_pot_limit_caps_the_size_in_omaha() -> None:
    state = holdem({0: ["As", "Ad", "Ks", "Kd"]}, game="omaha")
    s = read(state.private_view(0), state.legal_actions(0))
    action = actions.raise_to(s, 10**6)
    assert action == Action(0, "raise", 60)  # NK-3.3: 20 + (30 + 10)
    assert actions.raise_to(s, sized(s, THIRD)).amount == 40


def test_short_stack_can_only_push() -> None:
    state = holdem({0: ["As", "Ad"]}, stack=25)
    s = read(state.private_view(0), state.legal_actions(0))
    assert actions.raise_to(s, 60) == Action(0, "all_in", 25)


def test_texture() -> None:
    assert flush_draw(ids("Ah 5h"), ids("Kh 9h 2c"))
    assert not flush_draw(ids("Ah 5c"), ids("Kh 9h 2c"))
    assert not flush_draw(ids("Ah 5h 7c 8d"), ids("Kh 9h 2h"))  # Omaha: exactly two used
    assert flush_draw(ids("Ah 5h 7c 8d"), ids("Kh 9h 2c"))
    assert straight_draw(ids("9h 8h"), ids("7c 6d 2h"))
    assert not straight_draw(ids("Ah Kd"), ids("Qc Jd 2h"))  # a gutshot is not open-ended
    assert scary(ids("Kh 9h 2h")) > scary(ids("Kh 8d 2c"))
    assert blocks_nuts(ids("Ah 5c"), ids("Kh 9h 2h"))
