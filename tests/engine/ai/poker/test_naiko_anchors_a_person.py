"""Issue 13, item 1: does NaikoBot ever anchor a person? It anchors whoever over-raises (AI.md:
"anchor a player likely to over-raise") and cannot tell a person from a computer, since it
reads only its own seat's private view. So a person who raises above the pot-limit size gets
anchored, and one who only calls never does: the policy is right, and a console player who
never over-raised never saw Seal shield's window."""

from __future__ import annotations

import random

from engine.ai.poker import NaikoBot
from engine.naiko.state import NaikoState
from engine.protocol import Action

PERSON = 0


def _person(state: NaikoState, rng: random.Random, *, over_raise: bool) -> Action:
    """A person at the terminal: over-raises (twice the pot) half the time if `over_raise`,
    otherwise checks or calls; lets an anchor pass."""
    legal = {option.kind: option for option in state.legal_actions(PERSON)}
    sized = legal.get("raise") or legal.get("bet")
    if over_raise and sized is not None and sized.max is not None and rng.random() < 0.5:
        pot = int(state.public_view()["pot_total"])
        amount = min(sized.max, max(sized.min or 0, state.poker.betting.current_bet + 2 * pot))
        return Action(PERSON, sized.kind, amount)
    for kind in ("decline", "check", "call"):
        if kind in legal:
            return Action(PERSON, kind)
    return Action(PERSON, "fold")


def _anchors_on_the_person(*, over_raise: bool, hands: int = 120) -> int:
    bot, rng = NaikoBot(), random.Random(13)
    anchored = 0
    for hand in range(hands):
        state = NaikoState.new_hand([2000] * 4, hand % 4, 10, 20, sparks=[3] * 4, seed=hand)
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            action = (_person(state, rng, over_raise=over_raise) if seat == PERSON
                      else bot.decide(state.private_view(seat), state.legal_actions(seat), rng))
            for event in state.apply(action):
                anchored += event.kind == "anchor" and event.data.get("target") == PERSON
    return anchored


def test_nk_6_3_naiko_bot_anchors_a_person_who_over_raises() -> None:
    assert _anchors_on_the_person(over_raise=True) > 0


def test_nk_6_3_naiko_bot_leaves_a_calling_person_alone() -> None:
    assert _anchors_on_the_person(over_raise=False) == 0
