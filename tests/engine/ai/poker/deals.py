"""Forced deals for the bot tests: put given cards in given hands and on the board."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.naiko import NaikoState
from engine.poker import PokerState


def deck_for(
    holes: Mapping[int, Sequence[str]], board: Sequence[str], seats: int, button: int = 0
) -> list[str]:
    """A deck order (top first) that deals `holes[seat]` and then `board` (NK-1.1: hole cards
    one at a time from the button's left, no burns); unnamed cards are filled in order."""
    per_seat = len(next(iter(holes.values())))
    used = {card for cards in holes.values() for card in cards} | set(board)
    spare = iter(
        code for code in (r + s for r in "23456789TJQKA" for s in "cdhs") if code not in used
    )
    order = [(button + 1 + i) % seats for i in range(seats)]
    top: list[str] = []
    for round_ in range(per_seat):
        for seat in order:
            cards = holes.get(seat)
            top.append(cards[round_] if cards else next(spare))
    return top + list(board)


def holdem(
    holes: Mapping[int, Sequence[str]],
    board: Sequence[str] = (),
    seats: int = 2,
    stack: int = 2000,
    game: str = "holdem",
) -> PokerState:
    deck = deck_for(holes, board, seats)
    return PokerState.new_hand(game, [stack] * seats, 0, 10, 20, deck=deck)


def naiko(
    holes: Mapping[int, Sequence[str]],
    board: Sequence[str] = (),
    seats: int = 2,
    carousel: Sequence[str] = ("glance", "swap", "anchor"),
    sparks: int = 2,
    stack: int = 2000,
) -> NaikoState:
    deck = deck_for(holes, board, seats)
    return NaikoState.new_hand(
        [stack] * seats, 0, 10, 20, sparks=[sparks] * seats, deck=deck, carousel=carousel
    )
