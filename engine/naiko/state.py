"""Naiko mode: no-limit Hold'em with sparks, the carousel and four powers (NK-5, NK-6).

`NaikoState` is a table across hands, like `PokerState`, and is built *on* one: the inner
`poker` (variant Hold'em) owns cards, chips, turn order and showdown; this layer adds the
verbs "glance", "swap", "anchor", "shield" and "decline" and never changes how a hand is
ranked (NK-6.5). Classic Hold'em and Omaha are plain `PokerState`s and know no power (NK-1.4).

Sparks (NK-5.1, NK-5.2) live in the table, one count per seat: +1 for each hand a seat is dealt
into (at most 3), carried from hand to hand, lost when the seat is emptied
(`set_stack(seat, None)`). A table rebuilt elsewhere passes them in with `sparks=`.

Small anchor's response window (NK-6.4) is engine state, not a clock: while an anchor is
`PENDING`, `to_act` is its target, whose only verbs are "shield" and "decline", and betting
waits. The bot layer times the window (`window_seconds`, 8 by default) and applies "decline"
when it runs out. When the target could not shield anyway (shield not in the carousel, already
used, or unaffordable) no window opens and the anchor applies at once.

Every check lives in `_refusal`, used by `apply` (raise) and `legal_actions` (offer), so the
two always agree; a refused attempt changes nothing (NK-5.6).

View keys added to the poker view (`PokerState.public_view`; "game" is "naiko", "to_act" is the
window's target while a window is open): each seat entry gets "sparks" and "powers_used";
"carousel" (three power verbs), "activations" ({"count", "limit"} this betting round),
"anchors" (this round: {"by", "target", "status": pending | applied | blocked}), "window"
(None or {"by", "target", "seconds"}), "power_log" (`PowerRecord.to_dict()` of the hand).
`private_view(seat)` adds "hole", "legal", "glance" (None or {"street" glanced at, "card",
"stale"}) and "swap" (None or {"slot", "old", "new"}).

Events: "carousel" (public, at the deal: {"powers", "sparks"}); one public event per power verb
("glance", "swap", "anchor", "shield", "decline": {"street", "cost", "sparks", "target"?,
"window"?}); private "glance_card" ({"street", "card"}) and "swap_card" ({"slot", "old",
"new"}) to their user only. Poker's own events pass through unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final, Self

from engine.cards import Card
from engine.errors import IllegalAction, InvalidState
from engine.naiko.powers import (
    ANCHOR,
    COSTS,
    DECLINE,
    GLANCE,
    MAX_SPARKS,
    ROUND_LIMIT,
    SHIELD,
    SWAP,
    VERBS,
    WINDOW_SECONDS,
    carousel_of,
    draw_carousel,
    gain_spark,
)
from engine.naiko.records import APPLIED, BLOCKED, PENDING, Anchor, Glance, PowerRecord, Swap
from engine.poker.records import STREETS
from engine.poker.state import CODES, HOLDEM, PREFLOP, RIVER, PokerState, card_id
from engine.protocol import JSON, Action, Event, LegalAction

NAIKO: Final = "naiko"
# Index in the board of the first card of the street after each street (no burns, NK-1.1).
_NEXT_BOARD_INDEX: Final = (0, 3, 4)


class NaikoState:
    """One Naiko table (see the module docstring). Build it with `new_hand`."""

    game: str = NAIKO

    def __init__(
        self,
        stacks: Sequence[int | None],
        button: int,
        small_blind: int,
        big_blind: int,
        *,
        sparks: Sequence[int] | None = None,
        window_seconds: int = WINDOW_SECONDS,
    ) -> None:
        self.poker = PokerState(HOLDEM, stacks, button, small_blind, big_blind)
        size = self.poker.size
        carried = [0] * size if sparks is None else [int(s) for s in sparks]
        if len(carried) != size or any(
            not 0 <= count <= MAX_SPARKS or (count and stacks[seat] is None)
            for seat, count in enumerate(carried)
        ):
            raise InvalidState("error-state-corrupt", detail="sparks")
        self.sparks = carried
        self.window_seconds = window_seconds
        self.carousel: tuple[str, ...] = ()
        self.hand_sparks = list(carried)  # what each seat carried into the current hand
        self.used: list[list[str]] = [[] for _ in range(size)]
        self.glances: list[Glance | None] = [None] * size
        self.swaps: list[Swap | None] = [None] * size
        self.dead: list[int] = []
        self.power_log: list[PowerRecord] = []
        self.actions: list[Action] = []  # every accepted action of the hand, for replays
        # The current betting round: its street, ordinary activations and anchors (NK-5.5).
        self.round_street = PREFLOP
        self.activations = 0
        self.anchors: list[Anchor] = []
        self.turn_power: int | None = None  # the seat that used its one power this turn
        self._power_seq = 0

    @classmethod
    def new_hand(
        cls,
        stacks: Sequence[int | None],
        button: int,
        small_blind: int,
        big_blind: int,
        *,
        sparks: Sequence[int] | None = None,
        seed: int | None = None,
        deck: Sequence[Card | str | int] | None = None,
        carousel: Sequence[str] | None = None,
    ) -> NaikoState:
        """A table whose first hand is dealt now (see `PokerState.new_hand`)."""
        state = cls(stacks, button, small_blind, big_blind, sparks=sparks)
        state.start_deal(seed=seed, deck=deck, carousel=carousel)
        return state

    # ------------------------------------------------------------------ the contract

    @property
    def seq(self) -> int:
        return self.poker.seq + self._power_seq

    @property
    def deal_no(self) -> int:
        return self.poker.deal_no

    @property
    def to_act(self) -> int | None:
        window = self.window
        return self.poker.to_act if window is None else window.target

    @property
    def deal_over(self) -> bool:
        return self.poker.deal_over

    @property
    def match_over(self) -> bool:
        return self.poker.match_over

    @property
    def size(self) -> int:
        return self.poker.size

    @property
    def stacks(self) -> list[int | None]:
        """Chips behind per seat (None = empty seat)."""
        return self.poker.stacks

    @property
    def window(self) -> Anchor | None:
        """The Small anchor awaiting its target's answer, if any (at most one: betting waits)."""
        for anchor in self.anchors:
            if anchor.status == PENDING:
                return anchor
        return None

    def start_deal(
        self,
        seed: int | None = None,
        deck: Sequence[Card | str | int] | None = None,
        *,
        carousel: Sequence[str] | None = None,
    ) -> list[Event]:
        """Deal the next hand: one RNG from `seed` shuffles the deck (as Hold'em would) and
        then draws the carousel (NK-5.3); `deck` and `carousel` force them. Sparks +1 to every
        seat dealt in (NK-5.1)."""
        forced = None if carousel is None else carousel_of(carousel)
        rng = random.Random(seed)
        if deck is None:
            order = list(range(52))
            rng.shuffle(order)
            deck = order
        chosen = forced if forced is not None else draw_carousel(rng)
        carried = list(self.sparks)
        events = self.poker.start_deal(deck=deck)  # verifies everything before changing it
        poker = self.poker
        size = self.size
        self.carousel = chosen
        self.hand_sparks = carried
        self.sparks = [
            gain_spark(carried[seat]) if poker.in_hand[seat] else carried[seat]
            for seat in range(size)
        ]
        self.used = [[] for _ in range(size)]
        self.glances = [None] * size
        self.swaps = [None] * size
        self.dead = []
        self.power_log = []
        self.actions = []
        self._new_round()
        shown = Event("carousel", None, {"powers": list(chosen), "sparks": list(self.sparks)})
        return [events[0], shown, *events[1:]]

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        if self.poker.deal_over:
            return ()
        window = self.window
        if window is not None:
            if seat != window.target:
                return ()
            answers = [LegalAction(DECLINE)]
            if self._refusal(Action(seat, SHIELD)) is None:
                answers.insert(0, LegalAction(SHIELD))
            return tuple(answers)
        options = list(self.poker.legal_actions(seat))
        if not options:
            return ()
        if self._refusal(Action(seat, GLANCE)) is None:
            options.append(LegalAction(GLANCE))
        slots = self._valid_choices(seat, SWAP, range(len(self.poker.hole[seat])))
        if slots:
            options.append(LegalAction(SWAP, choices=slots))
        targets = self._valid_choices(seat, ANCHOR, range(self.size))
        if targets:
            options.append(LegalAction(ANCHOR, choices=targets))
        return tuple(options)

    def apply(self, action: Action) -> list[Event]:
        if action.kind in VERBS:
            refusal = self._refusal(action)
            if refusal is not None:
                raise refusal
            events = self._do_power(action)
        else:
            if not self.poker.deal_over and self.window is not None:
                raise IllegalAction("error-anchor-window-open")
            events = self.poker.apply(action)  # verifies everything before changing it
            self.turn_power = None  # the poker action ends the turn (NK-5.4)
            if self.poker.deal_over or self.poker.street != self.round_street:
                self._new_round()
        self.actions.append(action)
        return events

    def set_stack(self, seat: int, stack: int | None) -> None:
        """Between hands: seat a player (or top up), or empty the seat (None). A player who
        leaves loses their sparks (NK-5.2); a new player starts with none."""
        was_empty = 0 <= seat < self.size and self.poker.empty[seat]
        self.poker.set_stack(seat, stack)  # verifies first
        if stack is None or was_empty:
            self.sparks[seat] = 0

    # ------------------------------------------------------------------ views

    def public_view(self) -> dict[str, JSON]:
        """The poker view plus the public side of the powers: carousel, sparks and powers used
        per seat, this round's activations and anchors, the response window, the power log."""
        view = self.poker.public_view()
        view["game"] = NAIKO
        view["seq"] = self.seq
        view["to_act"] = self.to_act
        seats: list[dict[str, JSON]] = view["seats"]
        for entry in seats:
            seat = int(entry["seat"])
            entry["sparks"] = self.sparks[seat]
            entry["powers_used"] = list(self.used[seat])
        window = self.window
        view["carousel"] = list(self.carousel)
        view["activations"] = {"count": self.activations, "limit": ROUND_LIMIT}
        view["anchors"] = [anchor.to_dict() for anchor in self.anchors]
        view["window"] = (
            None
            if window is None
            else {"by": window.by, "target": window.target, "seconds": self.window_seconds}
        )
        view["power_log"] = [record.to_dict() for record in self.power_log]
        return view

    def private_view(
        self, seat: int, public: Mapping[str, JSON] | None = None
    ) -> dict[str, JSON]:
        """The public view plus `seat`'s hole cards, legal actions, and what its own glance
        and swap showed it. `public`, this state's `public_view` made just now, is reused (as
        `PokerState.private_view`)."""
        view = dict(public) if public is not None else self.public_view()
        view["seat"] = seat
        known = 0 <= seat < self.size
        view["hole"] = [CODES[card] for card in self.poker.hole[seat]] if known else []
        view["legal"] = [option.to_dict() for option in self.legal_actions(seat)]
        glance = self.glances[seat] if known else None
        view["glance"] = (
            None
            if glance is None
            else {
                "street": STREETS[glance.street + 1],
                "card": CODES[glance.card],
                "stale": self.glance_is_stale(glance),
            }
        )
        swap = self.swaps[seat] if known else None
        view["swap"] = None if swap is None else swap.to_dict()
        return view

    def glance_is_stale(self, glance: Glance) -> bool:
        """True when the glanced card is no longer the first card of that street: a later
        Sleeve swap took it (NK-6.2)."""
        poker = self.poker
        index = _NEXT_BOARD_INDEX[glance.street]
        if len(poker.board) > index:
            return poker.board[index] != glance.card
        return poker.deck[poker.deck_pos] != glance.card

    # ------------------------------------------------------------------ serialization

    def to_dict(self) -> dict[str, JSON]:
        return {
            "game": NAIKO,
            "poker": self.poker.to_dict(),
            "sparks": list(self.sparks),
            "hand_sparks": list(self.hand_sparks),
            "window_seconds": self.window_seconds,
            "carousel": list(self.carousel),
            "used": [list(powers) for powers in self.used],
            "glances": [None if g is None else g.to_dict() for g in self.glances],
            "swaps": [None if s is None else s.to_dict() for s in self.swaps],
            "dead": [CODES[card] for card in self.dead],
            "power_log": [record.to_dict() for record in self.power_log],
            "actions": [action.to_dict() for action in self.actions],
            "round_street": self.round_street,
            "activations": self.activations,
            "anchors": [anchor.to_dict() for anchor in self.anchors],
            "turn_power": self.turn_power,
            "power_seq": self._power_seq,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        try:
            if data["game"] != NAIKO:
                raise InvalidState("error-state-corrupt", detail="game")
            state = cls.__new__(cls)
            state.poker = PokerState.from_dict(data["poker"])
            state.sparks = [int(v) for v in data["sparks"]]
            state.hand_sparks = [int(v) for v in data["hand_sparks"]]
            state.window_seconds = int(data["window_seconds"])
            state.carousel = tuple(str(p) for p in data["carousel"])
            state.used = [[str(p) for p in powers] for powers in data["used"]]
            state.glances = [None if g is None else Glance.from_dict(g) for g in data["glances"]]
            state.swaps = [None if s is None else Swap.from_dict(s) for s in data["swaps"]]
            state.dead = [card_id(str(code)) for code in data["dead"]]
            state.power_log = [PowerRecord.from_dict(item) for item in data["power_log"]]
            state.actions = [Action.from_dict(item) for item in data["actions"]]
            state.round_street = int(data["round_street"])
            state.activations = int(data["activations"])
            state.anchors = [Anchor.from_dict(item) for item in data["anchors"]]
            state.turn_power = None if data["turn_power"] is None else int(data["turn_power"])
            state._power_seq = int(data["power_seq"])
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, InvalidState):
                raise
            raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, NaikoState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ------------------------------------------------------------------ verify

    def _valid_choices(self, seat: int, power: str, candidates: range) -> tuple[int, ...]:
        return tuple(c for c in candidates if self._refusal(Action(seat, power, choice=c)) is None)

    def _refusal(self, action: Action) -> IllegalAction | None:
        """Why `action` (a power verb) is refused now, or None when it is legal."""
        poker = self.poker
        seat, power = action.seat, action.kind
        if poker.deal_over:
            return IllegalAction("error-no-hand")
        if not 0 <= seat < self.size:
            return IllegalAction("error-seat-unknown", seat=seat)
        window = self.window
        if power in (SHIELD, DECLINE):
            # NK-6.4: only the anchor's target answers, only inside its window.
            if window is None or window.target != seat:
                return IllegalAction("error-no-anchor-window")
            return None if power == DECLINE else self._unaffordable(seat, SHIELD)
        if window is not None:
            return IllegalAction("error-anchor-window-open")
        if seat != poker.to_act:
            return IllegalAction("error-not-your-turn")
        if self.turn_power == seat:
            return IllegalAction("error-power-one-per-turn")  # NK-5.4
        refusal = self._unaffordable(seat, power)
        if refusal is not None:
            return refusal
        if self.activations >= ROUND_LIMIT:
            return IllegalAction("error-power-round-limit", limit=ROUND_LIMIT)  # NK-5.5
        if power == GLANCE:
            return IllegalAction("error-glance-river") if poker.street == RIVER else None
        if power == SWAP:
            return self._swap_refusal(seat, action.choice)
        return self._anchor_refusal(seat, action.choice)

    def _unaffordable(self, seat: int, power: str) -> IllegalAction | None:
        """In the carousel (NK-5.3), unused this hand (NK-5.4) and paid for (NK-5.1)."""
        if power not in self.carousel:
            return IllegalAction("error-power-not-in-carousel", power=power)
        if power in self.used[seat]:
            return IllegalAction("error-power-used", power=power)
        cost = COSTS[power]
        if self.sparks[seat] < cost:
            return IllegalAction("error-power-no-sparks", cost=cost, sparks=self.sparks[seat])
        return None

    def _swap_refusal(self, seat: int, slot: int | None) -> IllegalAction | None:
        """NK-6.2: preflop, before the seat's first betting action (a blind is not one)."""
        poker = self.poker
        if poker.street != PREFLOP:
            return IllegalAction("error-swap-preflop-only")
        if poker.betting.acted[seat]:
            return IllegalAction("error-swap-after-action")
        if slot is None or not 0 <= slot < len(poker.hole[seat]):
            return IllegalAction("error-swap-slot")
        return None

    def _anchor_refusal(self, seat: int, target: int | None) -> IllegalAction | None:
        """NK-6.3: an opponent still in who can act, not yet acted this round, and not yet
        anchored this round (a blocked anchor counts)."""
        poker = self.poker
        if (
            target is None
            or not 0 <= target < self.size
            or target == seat
            or not poker.in_hand[target]
            or not poker.betting.can_act(target)
        ):
            return IllegalAction("error-anchor-target")
        if any(anchor.target == target for anchor in self.anchors):
            return IllegalAction("error-anchor-already")
        if poker.betting.acted[target]:
            return IllegalAction("error-anchor-target-acted")
        return None

    # ------------------------------------------------------------------ do

    def _do_power(self, action: Action) -> list[Event]:
        seat, power = action.seat, action.kind
        poker = self.poker
        self._power_seq += 1
        if power == DECLINE:
            window = self.window
            assert window is not None
            self._settle_anchor(window, APPLIED)
            return [self._log(DECLINE, seat, target=window.by)]
        self._pay(seat, power)
        if power == SHIELD:
            window = self.window
            assert window is not None
            self._settle_anchor(window, BLOCKED)  # NK-6.4: the anchorer's 2 sparks stay paid
            return [self._log(SHIELD, seat, cost=COSTS[SHIELD], target=window.by)]
        self.activations += 1
        self.turn_power = seat
        cost = COSTS[power]
        if power == GLANCE:
            # NK-6.1: the next card of the next street, seen, not moved.
            card = poker.deck[poker.deck_pos]
            self.glances[seat] = Glance(poker.street, card, poker.deck_pos)
            street = STREETS[poker.street + 1]
            secret = Event("glance_card", seat, {"street": street, "card": CODES[card]}, seat)
            return [self._log(GLANCE, seat, cost=cost), secret]
        if power == SWAP:
            # NK-6.2: the chosen card is dead; the next card of the deck replaces it.
            assert action.choice is not None
            hole = poker.hole[seat]
            old = hole[action.choice]
            new = poker.draw()
            hole[action.choice] = new
            self.dead.append(old)
            swap = Swap(action.choice, old, new)
            self.swaps[seat] = swap
            secret = Event("swap_card", seat, swap.to_dict(), seat)
            return [self._log(SWAP, seat, cost=cost), secret]
        # NK-6.3 / NK-6.4: paid now; a window opens only if the target could shield.
        assert action.choice is not None
        target = action.choice
        opens = self._unaffordable(target, SHIELD) is None
        self.anchors.append(Anchor(seat, target, PENDING if opens else APPLIED))
        if not opens:
            poker.betting.pot_limited[target] = True
        return [self._log(ANCHOR, seat, cost=cost, target=target, window=opens)]

    def _pay(self, seat: int, power: str) -> None:
        self.sparks[seat] -= COSTS[power]
        self.used[seat].append(power)

    def _settle_anchor(self, anchor: Anchor, status: str) -> None:
        index = self.anchors.index(anchor)
        self.anchors[index] = Anchor(anchor.by, anchor.target, status)
        if status == APPLIED:
            self.poker.betting.pot_limited[anchor.target] = True

    def _log(
        self,
        kind: str,
        seat: int,
        *,
        cost: int = 0,
        target: int | None = None,
        window: bool = False,
    ) -> Event:
        poker = self.poker
        record = PowerRecord(kind, seat, poker.street, poker.log_length, cost, target, window)
        self.power_log.append(record)
        return record.event(self.sparks[seat])

    def _new_round(self) -> None:
        """NK-5.5 / NK-6.3: activations and anchors count per betting round (the poker layer
        already lifted the anchors' pot-limit when it opened the new round)."""
        self.round_street = self.poker.street
        self.activations = 0
        self.anchors = []
        self.turn_power = None
