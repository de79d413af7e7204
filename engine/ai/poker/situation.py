"""What a poker bot reads from its seat's private view, in one small record.

Only keys of `PokerState.private_view` / `NaikoState.private_view` are used (documented in
engine/poker/state.py and engine/naiko/__init__.py): the bot never sees the deck or another
seat's hidden cards, because the view does not hold them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from engine.ai.base import find, view_seat
from engine.protocol import LegalAction

STREETS: Final = ("preflop", "flop", "turn", "river")
_CODE_RANKS: Final = "23456789TJQKA"
_CODE_SUITS: Final = "cdhs"
_AGGRESSIVE: Final = frozenset(("bet", "raise", "all_in"))


def card_id(code: str) -> int:
    """A card code of the views (``"Ah"``) as a phevaluator id."""
    return _CODE_RANKS.index(code[0]) * 4 + _CODE_SUITS.index(code[1])


@dataclass(slots=True)
class Opponent:
    """One opponent still in the hand, as the public view and the log show it."""

    seat: int
    stack: int  # chips behind
    bet: int  # chips in front this round
    all_in: bool
    acted_this_round: bool
    # Aggressive actions per street (bet / raise / all-in) and calls per street.
    aggression: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    calls: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    # Raises this hand above the pot-limit size (NK-3.3): what a Small anchor would forbid.
    over_raises: int = 0


@dataclass(slots=True)
class Situation:
    seat: int
    game: str  # "holdem", "omaha" or "naiko"
    hole: list[int]
    board: list[int]
    street: int  # 0 preflop … 3 river
    big_blind: int
    pot: int  # every chip in the middle, this round's bets included
    to_call: int  # chips a call adds (0 when checking is free)
    my_bet: int  # my chips in front this round
    stack: int  # my chips behind
    opponents: list[Opponent]
    players_dealt: int
    left_to_act: int  # opponents who still act after me this round (before it comes back)
    raises_this_street: int  # bets and raises this round (preflop blinds excluded)
    preflop_raises: int  # bets and raises before the flop, by anyone
    current_bet: int
    is_big_blind: bool
    legal: Sequence[LegalAction]

    @property
    def omaha(self) -> bool:
        return len(self.hole) == 4

    @property
    def active(self) -> int:
        """Opponents still holding cards (all-in or not)."""
        return len(self.opponents)

    @property
    def effective_stack(self) -> int:
        """The most I can still win or lose against the deepest opponent this hand."""
        deepest = max((o.stack + o.bet for o in self.opponents), default=0)
        return min(self.stack + self.my_bet, deepest) - self.my_bet

    def can(self, kind: str) -> bool:
        return find(self.legal, kind) is not None


def read(view: Mapping[str, Any], legal: Sequence[LegalAction]) -> Situation:
    """Build the `Situation` of the seat whose private view this is."""
    seat = view_seat(view)
    seats: list[Mapping[str, Any]] = view["seats"]
    size = len(seats)
    street = STREETS.index(str(view["street"]))
    button = int(view["button"])
    log: list[Mapping[str, Any]] = view.get("log", [])
    opponents: dict[int, Opponent] = {}
    for entry in seats:
        other = int(entry["seat"])
        if other != seat and entry["in_hand"] and not entry["folded"]:
            opponents[other] = Opponent(
                other, int(entry["stack"]), int(entry["bet"]), bool(entry["all_in"]), False
            )
    raises = 0
    preflop_raises = 0
    pot = 0  # chips in the middle before each record, this round's bets included
    round_bet = 0
    round_bets: dict[int, int] = {}
    for record in log:
        kind = str(record["kind"])
        who = record.get("seat")
        moved = int(record.get("amount", 0))
        rnd = int(record["street"])
        if kind == "board":
            round_bet, round_bets = 0, {}
            continue
        if kind in _AGGRESSIVE or kind in ("call", "check", "fold"):
            preflop_raises += rnd == 0 and kind in _AGGRESSIVE
            if rnd == street:
                raises += kind in _AGGRESSIVE
                if who in opponents:
                    opponents[who].acted_this_round = True
            if who in opponents:
                opponent = opponents[who]
                if kind in _AGGRESSIVE:
                    opponent.aggression[rnd] += 1
                    owed = round_bet - round_bets.get(who, 0)
                    if int(record.get("to", 0)) > round_bet + pot + owed:
                        opponent.over_raises += 1
                elif kind == "call":
                    opponent.calls[rnd] += 1
        if kind in ("post", "call", "bet", "raise", "all_in") and who is not None:
            pot += moved
            to = int(record.get("to", 0))
            round_bets[who] = to
            round_bet = max(round_bet, to)
    me: Mapping[str, Any] = seats[seat]
    call = find(legal, "call")
    dealt = sum(1 for entry in seats if entry["in_hand"])
    # Who acts after me this round: opponents who can still act, clockwise until the last
    # aggressor (approximated by the seats up to the button, preflop up to the big blind).
    bb_seat = view.get("bb_seat")
    last = (int(bb_seat) if street == 0 and bb_seat is not None else button) % size
    after = 0
    position = seat
    while position != last:
        position = (position + 1) % size
        ahead = opponents.get(position)
        if ahead is not None and not ahead.all_in:
            after += 1
    return Situation(
        seat=seat,
        game=str(view["game"]),
        hole=[card_id(code) for code in view["hole"]],
        board=[card_id(code) for code in view["board"]],
        street=street,
        big_blind=int(view["big_blind"]),
        pot=int(view["pot_total"]),
        to_call=0 if call is None or call.min is None else call.min,
        my_bet=int(me["bet"]),
        stack=int(me["stack"]),
        opponents=list(opponents.values()),
        players_dealt=dealt,
        left_to_act=after,
        raises_this_street=raises,
        preflop_raises=preflop_raises,
        current_bet=int(view["current_bet"]),
        is_big_blind=seat == bb_seat,
        legal=legal,
    )
