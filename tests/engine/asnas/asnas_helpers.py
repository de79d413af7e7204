"""Shared helpers for the As-Nas tests: forced decks built from the hands each seat should get."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.asnas import AsNasState, acting_order
from engine.cards import ASNAS_20, Card, parse_cards
from engine.protocol import Action


def deck_for(dealer: int, hands: Mapping[int, str]) -> list[Card]:
    """The deck order (top first) that deals `hands` (seat -> five codes) when `dealer` deals.

    Seats left out get the remaining cards in pack order. Dealing goes one card at a time from
    the dealer's right (AN-2.2), so seat ``order[i]`` receives cards ``i, i + 4, …``.
    """
    chosen = {seat: parse_cards(text) for seat, text in hands.items()}
    used = {card for cards in chosen.values() for card in cards}
    rest = [card for card in ASNAS_20 if card not in used]
    for seat in range(4):
        if seat not in chosen:
            chosen[seat], rest = rest[:5], rest[5:]
    order = acting_order(dealer)
    return [chosen[order[index % 4]][index // 4] for index in range(20)]


def new_deal(dealer: int, hands: Mapping[int, str] | None = None) -> AsNasState:
    """A match whose first dealer is `dealer`, in its first deal with the given hands."""
    state = AsNasState(first_dealer=dealer)
    state.start_deal(deck=deck_for(dealer, hands or {}))
    return state


def play(state: AsNasState, moves: Sequence[tuple[int, str]]) -> None:
    """Apply (seat, verb) moves in order."""
    for seat, verb in moves:
        state.apply(Action(seat, verb))


HIGH_CARD = "As1 Sh1 Bi1 Sa1 Ko1"
