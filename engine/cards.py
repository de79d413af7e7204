"""One card model for every deck: the French 52, the 104-card double pack and the As-Nas 20.

A `Card` is a small frozen value: a rank, a suit (None in the suitless As-Nas pack) and a copy
number that tells apart identical faces in a multi-pack deck, so "no card twice" is checkable.
Each card has a stable text code used in JSON state and tests:

* French: ``"Ah"``, ``"Td"``, ``"2c"``; in the double pack the second copy is ``"Ah'"``.
* As-Nas: ``"As1"``, ``"Sh4"``… rank code plus copy number 1-4.

`Card.index` is the compact integer the poker evaluator uses (rank * 4 + suit, 2c = 0 … As = 51).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from engine.errors import RuleError


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def code(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]


class Rank(IntEnum):
    """French ranks, 2 low … Ace 14 (Up/Down's "2 beats A" lives in its own rules)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def code(self) -> str:
        return "23456789TJQKA"[self - 2]


class AsNasRank(IntEnum):
    """As-Nas ranks from low to high (AN-4.2): Kowli < Sarbaz < Bibi < Shah < As."""

    KOWLI = 0
    SARBAZ = 1
    BIBI = 2
    SHAH = 3
    AS = 4

    @property
    def code(self) -> str:
        return ("Ko", "Sa", "Bi", "Sh", "As")[self]


_FRENCH_RANK_BY_CODE = {rank.code: rank for rank in Rank}
_SUIT_BY_CODE = {suit.code: suit for suit in Suit}
_ASNAS_RANK_BY_CODE = {rank.code: rank for rank in AsNasRank}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    rank: int
    suit: Suit | None = None
    copy: int = 0
    # The text code, computed once: state serialization calls it for every card.
    _code: str = field(init=False, repr=False, compare=False, default="")

    def __post_init__(self) -> None:
        if self.suit is None:
            code = f"{AsNasRank(self.rank).code}{self.copy + 1}"
        else:
            code = f"{Rank(self.rank).code}{self.suit.code}" + "'" * self.copy
        object.__setattr__(self, "_code", code)

    @property
    def is_french(self) -> bool:
        return self.suit is not None

    @property
    def french_rank(self) -> Rank:
        return Rank(self.rank)

    @property
    def asnas_rank(self) -> AsNasRank:
        return AsNasRank(self.rank)

    @property
    def index(self) -> int:
        """Face index 0-51 (rank * 4 + suit), identical for both copies in a double pack."""
        if self.suit is None:
            raise RuleError("error-card-not-french", card=self.code)
        return (self.rank - 2) * 4 + self.suit

    @property
    def code(self) -> str:
        return self._code

    @property
    def face(self) -> str:
        """A short display form for a terminal or chat: ``A♥``, ``10♠``; As-Nas uses its code."""
        if self.suit is None:
            return AsNasRank(self.rank).code
        label = "10" if self.rank == Rank.TEN else Rank(self.rank).code
        return f"{label}{self.suit.symbol}"

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


def french(index: int, copy: int = 0) -> Card:
    """The French card with face index 0-51 (2c = 0, 2d = 1, … As = 51)."""
    if not 0 <= index < 52:
        raise RuleError("error-card-unknown", card=str(index))
    if copy < len(_FRENCH):
        return _FRENCH[copy][index]
    return Card(index // 4 + 2, Suit(index % 4), copy)


def parse_card(code: str) -> Card:
    """Parse one card code (see the module docstring). Raises `RuleError` on anything else."""
    known = _BY_CODE.get(code)
    if known is not None:
        return known
    text = code.strip()
    if len(text) >= 3 and text[:2] in _ASNAS_RANK_BY_CODE and text[2:].isdigit():
        copy = int(text[2:]) - 1
        if 0 <= copy < 4:
            return Card(_ASNAS_RANK_BY_CODE[text[:2]], None, copy)
    elif len(text) >= 2:
        rank = _FRENCH_RANK_BY_CODE.get(text[0].upper())
        suit = _SUIT_BY_CODE.get(text[1].lower())
        primes = text[2:]
        if rank is not None and suit is not None and set(primes) <= {"'"}:
            return Card(rank, suit, len(primes))
    raise RuleError("error-card-unknown", card=code)


def parse_cards(codes: str | Iterable[str]) -> list[Card]:
    """Parse ``"Ah Kd"`` or ``["Ah", "Kd"]``."""
    items = codes.split() if isinstance(codes, str) else codes
    return [parse_card(item) for item in items]


def codes(cards: Iterable[Card]) -> list[str]:
    return [card.code for card in cards]


_FRENCH: tuple[tuple[Card, ...], ...] = tuple(
    tuple(Card(index // 4 + 2, Suit(index % 4), copy) for index in range(52)) for copy in range(2)
)

FRENCH_52: tuple[Card, ...] = _FRENCH[0]
DOUBLE_104: tuple[Card, ...] = _FRENCH[0] + _FRENCH[1]
ASNAS_20: tuple[Card, ...] = tuple(
    Card(rank, None, copy) for rank in AsNasRank for copy in range(4)
)

_BY_CODE: dict[str, Card] = {card.code: card for card in DOUBLE_104 + ASNAS_20}


def shuffled(deck: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of `deck` using the given RNG (never the global one)."""
    cards = list(deck)
    rng.shuffle(cards)
    return cards


def check_deck_order(order: Sequence[Card], deck: Sequence[Card]) -> None:
    """Refuse an explicit deck order that is not a permutation of (a prefix-free subset of) `deck`.

    A forced order may list only the first cards to be dealt; the rest of the deck follows in
    its natural order after them (see `complete_deck`).
    """
    allowed = set(deck)
    seen: set[Card] = set()
    for card in order:
        if card not in allowed or card in seen:
            raise RuleError("error-deck-invalid", card=card.code)
        seen.add(card)


def complete_deck(top: Sequence[Card], deck: Sequence[Card]) -> list[Card]:
    """`top` first, then every other card of `deck` in its natural order."""
    check_deck_order(top, deck)
    taken = set(top)
    return list(top) + [card for card in deck if card not in taken]
