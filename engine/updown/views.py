"""What each seat may see of an Up/Down match (keys documented in the package docstring).

The public view is built only from public facts: signals (counts, UD-2.5), locked flags
(UD-3.1), chips, the betting log, and locked cards once revealed (UD-5.1, UD-5.2). A revealed
card is named only while it lies on the discard pile: after a reshuffle (UD-5.4) it may be
dealt again and become hidden, and a view must never name a hidden card.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from engine.betting import Betting
from engine.cards import Card
from engine.errors import IllegalAction
from engine.protocol import JSON, LegalAction
from engine.updown.rules import ANTE, BETTING, card_codes


class Viewed(Protocol):
    """What a view reads of a match (`UpDownState`; named here so that this module needs
    nothing of the state's own)."""

    game: str
    seq: int
    deal_no: int
    phase: str
    starter: int
    betting: Betting
    stock: list[Card]
    discards: list[Card]
    hands: list[list[Card]]
    locked: list[int | None]
    actions: list[dict[str, JSON]]
    last_result: dict[str, JSON] | None
    history: list[dict[str, JSON]]
    tally: list[dict[str, dict[str, int]]]

    @property
    def to_act(self) -> int | None: ...

    @property
    def deal_over(self) -> bool: ...

    @property
    def match_over(self) -> bool: ...

    @property
    def match_winner(self) -> int | None: ...

    def signals(self) -> list[dict[str, int]]: ...

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]: ...


def public_view(state: Viewed) -> dict[str, JSON]:
    betting = state.betting
    in_deal = not state.deal_over
    face_up = set(card_codes(state.discards))
    view = {
        "game": state.game,
        "deal_no": state.deal_no,
        "seq": state.seq,
        "phase": state.phase,
        "deal_over": state.deal_over,
        "match_over": state.match_over,
        "match_winner": state.match_winner,
        "starter": state.starter,
        "to_act": state.to_act,
        "ante": ANTE,
        "stacks": list(betting.stacks),
        "street": list(betting.street),
        "current_bet": betting.current_bet,
        "pot": betting.pot,
        "signals": state.signals() if in_deal else None,
        "locked": [slot is not None for slot in state.locked],
        "actions": state.actions,
        "last_result": _shown(state.last_result, face_up),
        "history": [_shown(result, face_up) for result in state.history],
        "tally": state.tally,
        "stock_count": len(state.stock),
        "discard_count": len(state.discards),
    }
    copied: dict[str, JSON] = plain(view)  # one deep copy: a view shares nothing with state
    return copied


def private_view(state: Viewed, seat: int) -> dict[str, JSON]:
    """The public view plus this seat's hand, locked slot, legal actions and bet bounds."""
    if seat not in range(len(state.hands)):
        raise IllegalAction("error-seat-unknown", seat=seat)
    view = public_view(state)
    legal = state.legal_actions(seat)
    to_call: int | None = None
    min_raise_to: int | None = None
    max_raise_to: int | None = None
    if state.phase == BETTING and state.to_act == seat:
        limits = state.betting.limits(seat)
        to_call = limits.to_call
        min_raise_to = limits.min_raise_to
        max_raise_to = limits.max_raise_to
    view.update(
        {
            "seat": seat,
            "opponent": 1 - seat,
            "hand": card_codes(state.hands[seat]),
            "locked_slot": state.locked[seat],
            "legal": [action.to_dict() for action in legal],
            "to_call": to_call,
            "min_raise_to": min_raise_to,
            "max_raise_to": max_raise_to,
        }
    )
    return view


def _shown(result: dict[str, JSON] | None, face_up: set[str]) -> dict[str, JSON] | None:
    if result is None:
        return None
    return {**result, "locked": [code if code in face_up else None for code in result["locked"]]}


def plain(value: Any) -> Any:
    """A deep copy of JSON data: no list or dict is shared between a state and its views."""
    return json.loads(json.dumps(value))
