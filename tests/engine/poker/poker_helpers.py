"""Helpers for the poker tests: forced decks, acting by verb, checking a hand down."""

from __future__ import annotations

import random

from engine.cards import parse_cards
from engine.poker import PokerState
from engine.poker.state import CODES, deck_order
from engine.protocol import Action, LegalAction


def make_deck(order: list[int], holes: dict[int, str], board: str = "") -> list[str]:
    """The deck that deals `holes` (seat -> "Ah Kd") to the seats in `order` (the seats dealt
    in, from the button's left) one card at a time, then `board`. Unnamed seats and board
    cards get the next unused cards."""
    named = {seat: parse_cards(cards) for seat, cards in holes.items()}
    used = {card.code for cards in named.values() for card in cards}
    used |= {card.code for card in parse_cards(board)}
    spare = iter(CODES[index] for index in deck_order([]) if CODES[index] not in used)
    count = max((len(cards) for cards in named.values()), default=2)
    deck: list[str] = []
    for i in range(count):
        for seat in order:
            cards = named.get(seat)
            deck.append(cards[i].code if cards else next(spare))
    deck.extend(board.split())
    return deck


def new(
    stacks: list[int | None],
    *,
    button: int = 0,
    blinds: tuple[int, int] = (1, 2),
    variant: str = "holdem",
    holes: dict[int, str] | None = None,
    board: str = "",
) -> PokerState:
    size = len(stacks)
    order = [
        seat % size
        for seat in range(button + 1, button + 1 + size)
        if stacks[seat % size]
    ]
    deck = make_deck(order, holes or {}, board) if holes or board else None
    return PokerState.new_hand(variant, stacks, button, *blinds, deck=deck)


def act(state: PokerState, seat: int, kind: str, amount: int | None = None) -> None:
    state.apply(Action(seat, kind, amount))


def legal(state: PokerState, seat: int | None = None) -> dict[str, LegalAction]:
    who = state.to_act if seat is None else seat
    assert who is not None
    return {option.kind: option for option in state.legal_actions(who)}


def check_down(state: PokerState) -> None:
    """Check (or call) until the hand ends."""
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        options = legal(state, seat)
        act(state, seat, "check" if "check" in options else "call")


def random_play(state: PokerState, rng: random.Random) -> list[Action]:
    """Finish the hand with random legal actions; returns them."""
    taken: list[Action] = []
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        option = rng.choice(state.legal_actions(seat))
        amount = None
        if option.kind in ("bet", "raise"):
            assert option.min is not None and option.max is not None
            amount = rng.choice((option.min, option.max, rng.randint(option.min, option.max)))
        action = Action(seat, option.kind, amount)
        state.apply(action)
        taken.append(action)
    return taken


def stacks_total(state: PokerState) -> int:
    """Chips behind plus chips on the table."""
    return sum(state.betting.stacks) + sum(state.betting.total)
