"""Naiko hand histories: the poker history's data form plus what powers need to replay.

Beside the table config, the whole deck order and the actions (poker verbs *and* power verbs, in
the order they were applied), a Naiko hand records the sparks each seat carried into it and the
carousel: `replay(export(state))` deals the same cards, shows the same carousel, applies the same
actions and ends with the same poker log, power log, stacks and sparks. The data form holds the
deck, so it is private until the hand is over (like a poker hand history).

`render` is the poker text history with the carousel, the sparks at the deal and one English
line per power placed where it happened (`PowerRecord.at`). Glanced and swapped cards are
private and never appear in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from engine.errors import IllegalAction, InvalidState
from engine.naiko.powers import ANCHOR, DECLINE, GLANCE, SHIELD, SWAP, gain_spark
from engine.naiko.records import PowerRecord
from engine.naiko.state import NAIKO, NaikoState
from engine.poker import history as poker_history
from engine.poker.state import CODES

VERSION: Final = 1
_NAMES: Final = {
    GLANCE: "Steal glance",
    SWAP: "Sleeve swap",
    ANCHOR: "Small anchor",
    SHIELD: "Seal shield",
}


def export(state: NaikoState) -> dict[str, Any]:
    """The finished hand as plain JSON-able data (config, sparks, carousel, deck, actions)."""
    if not state.deal_over:
        raise IllegalAction("error-deal-in-progress")
    poker = state.poker
    return {
        "version": VERSION,
        "game": NAIKO,
        "deal_no": state.deal_no,
        "small_blind": poker.small_blind,
        "big_blind": poker.big_blind,
        "button": poker.button,
        "stacks": [None if poker.empty[s] else poker.start_stacks[s] for s in range(state.size)],
        "sparks": list(state.hand_sparks),
        "window_seconds": state.window_seconds,
        "carousel": list(state.carousel),
        "deck": [CODES[card] for card in poker.deck],
        "actions": [action.to_dict() for action in state.actions],
    }


def replay(data: Mapping[str, Any]) -> NaikoState:
    """Deal the recorded hand again and apply its actions: the same hand, the same result."""

    def deal() -> NaikoState:
        if data["version"] != VERSION or data["game"] != NAIKO:
            raise InvalidState("error-state-corrupt", detail="history version")
        state = NaikoState(
            [None if stack is None else int(stack) for stack in data["stacks"]],
            int(data["button"]),
            int(data["small_blind"]),
            int(data["big_blind"]),
            sparks=[int(count) for count in data["sparks"]],
            window_seconds=int(data["window_seconds"]),
        )
        state.start_deal(
            deck=[str(code) for code in data["deck"]],
            carousel=[str(power) for power in data["carousel"]],
        )
        return state

    return poker_history.replayed(deal, data)


def line(record: PowerRecord) -> str:
    """One power record as English text (no card: glanced and swapped cards stay private)."""
    seat = f"Seat {record.seat}"
    if record.kind == DECLINE:
        return f"{seat} lets the Small anchor of seat {record.target} apply"
    unit = "spark" if record.cost == 1 else "sparks"
    text = f"{seat} uses {_NAMES[record.kind]} ({record.cost} {unit})"
    if record.kind == ANCHOR:
        text += f" on seat {record.target}"
        if not record.window:
            text += "; it applies at once"
    elif record.kind == SHIELD:
        text += f" and blocks the Small anchor of seat {record.target}"
    return text


def lines(state: NaikoState) -> list[tuple[int, str]]:
    """(poker log position, text) for every power record of the hand, in order."""
    return [(record.at, line(record)) for record in state.power_log]


def render(state: NaikoState) -> str:
    """The readable hand history of a finished Naiko hand, powers included."""
    notes: dict[int, list[str]] = {}
    for record in state.power_log:
        notes.setdefault(record.at, []).append(line(record))
    title, rest = poker_history.render(state.poker, notes).split("\n", 1)
    poker = state.poker
    carousel = ", ".join(_NAMES[power] for power in state.carousel)
    sparks = ", ".join(
        f"seat {seat} {gain_spark(count) if poker.in_hand[seat] else count}"
        for seat, count in enumerate(state.hand_sparks)
        if not poker.empty[seat]
    )
    return f"Naiko mode, {title}\nCarousel: {carousel}\nSparks at the deal: {sparks}\n{rest}"
