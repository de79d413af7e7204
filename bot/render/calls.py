"""When a call is every chip a seat can put in (issue 13, UD-3.4): facing a bet the whole
stack cannot raise over, all-in for no more than the call *is* the call, so the moves show one
button, the call; and a call that is the most the seat can put in (every chip, or nobody left
to raise) is what "all-in" typed means. For every game that bets, every front end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

Option = Mapping[str, Any]  # a legal move as a view lists it: kind, min, max, choices


def without_all_in_that_is_the_call(legal: Sequence[Option], in_front: int) -> list[Option]:
    """`legal` less an all-in for no more than the call (`in_front`: what the seat has bet in
    this round already)."""
    calls = [option for option in legal
             if option.get("kind") == "call" and option.get("min") is not None]
    if not calls:
        return list(legal)
    called_to = in_front + int(calls[0]["min"])
    return [option for option in legal if option.get("kind") != "all_in"
            or option.get("max") is None or int(option["max"]) > called_to]


def call_is_everything(legal: Sequence[Option]) -> bool:
    """Whether, among these moves, the call is the most the seat can put in."""
    return not any(option.get("kind") in ("all_in", "bet", "raise") for option in legal)
