"""Helpers for the Naiko tests: forced decks and carousels, acting by verb."""

from __future__ import annotations

from engine.cards import parse_cards
from engine.naiko import NaikoState
from engine.poker.state import CODES
from engine.protocol import Action, LegalAction

ALL = ("glance", "swap", "anchor")  # the carousel without Seal shield
WITH_SHIELD = ("glance", "anchor", "shield")
SWAP_SHIELD = ("swap", "anchor", "shield")


def make_deck(order: list[int], holes: dict[int, str], board: str = "") -> list[str]:
    """The deck that deals `holes` (seat -> "7c 2d") one card at a time to the seats in `order`
    (dealt in, from the button's left), then `board` (the next cards, top first). Unnamed
    seats get the next unused cards."""
    named = {seat: parse_cards(cards) for seat, cards in holes.items()}
    used = {card.code for cards in named.values() for card in cards}
    used |= {card.code for card in parse_cards(board)}
    spare = iter(code for code in CODES if code not in used)
    deck: list[str] = []
    for i in range(2):
        for seat in order:
            cards = named.get(seat)
            deck.append(cards[i].code if cards else next(spare))
    deck.extend(board.split())
    return deck


def table(
    stacks: list[int | None],
    *,
    button: int = 0,
    blinds: tuple[int, int] = (1, 2),
    holes: dict[int, str] | None = None,
    board: str = "",
    carousel: tuple[str, ...] = ALL,
    sparks: list[int] | None = None,
) -> NaikoState:
    """A table whose first hand is dealt with these cards and carousel. `sparks` are carried
    into the hand (each seat dealt in gains one more)."""
    size = len(stacks)
    order = [s % size for s in range(button + 1, button + 1 + size) if stacks[s % size]]
    deck = make_deck(order, holes or {}, board)
    return NaikoState.new_hand(
        stacks, button, *blinds, sparks=sparks, deck=deck, carousel=carousel
    )


def act(state: NaikoState, seat: int, kind: str, amount: int | None = None) -> None:
    state.apply(Action(seat, kind, amount))


def power(state: NaikoState, seat: int, kind: str, choice: int | None = None) -> None:
    state.apply(Action(seat, kind, choice=choice))


def legal(state: NaikoState, seat: int | None = None) -> dict[str, LegalAction]:
    who = state.to_act if seat is None else seat
    assert who is not None
    return {option.kind: option for option in state.legal_actions(who)}


def check_down(state: NaikoState) -> None:
    """Check (or call) until the hand ends."""
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        options = legal(state, seat)
        act(state, seat, "check" if "check" in options else "call")
