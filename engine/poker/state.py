"""A poker table: no-limit Texas Hold'em and pot-limit Omaha, 2-9 seats (NK-1 … NK-4).

`PokerState` is one table across hands (the `GameState` contract): seats with stacks (None =
empty), the button, the blinds, and the hand in progress. The chip side of a hand (stacks, bets,
min/max raise, short all-ins, side pots, uncalled bets) is `engine.betting.Betting`; this module
owns what poker adds: who is dealt in, blinds and turn order, the deck and the streets, showdown
and the split of each pot.

The deck is an explicit order, top card first, with no burn cards (NK-1.1): hole cards go one
at a time round the table from the button's left, then flop, turn and river are the next cards.
`remaining_deck` and `draw` expose the rest of the deck to the engine (for Naiko powers); no
view ever shows it. Cards are handled as phevaluator ids (`Card.index`) and shown as codes.

Every accepted change appends a frozen `Record` to `log` and bumps `seq`; an illegal action
raises `IllegalAction` before anything changes.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Mapping, Sequence
from typing import Any, Final, Self

from engine import evaluation
from engine.betting import NO_LIMIT, POT_LIMIT, Betting, Pot
from engine.cards import FRENCH_52, Card
from engine.errors import IllegalAction, InvalidState, RuleError
from engine.poker.records import (
    BOARD,
    POST,
    POT,
    RETURN,
    SHOW,
    STREETS,
    WIN,
    Record,
    RecordFields,
    record_dict,
    record_event,
    record_fields,
)
from engine.poker.showdown import settle
from engine.protocol import JSON, Action, Event, LegalAction

HOLDEM: Final = "holdem"
OMAHA: Final = "omaha"
VARIANTS: Final = {HOLDEM: (2, NO_LIMIT), OMAHA: (4, POT_LIMIT)}  # hole cards, structure
MAX_SEATS: Final = 9
PREFLOP, FLOP, TURN, RIVER = range(4)
_BOARD_SIZE: Final = (0, 3, 4, 5)  # board cards once a street is dealt

CODES: Final = tuple(card.code for card in FRENCH_52)
_INDEX: Final = {code: index for index, code in enumerate(CODES)}
_ALL_IDS: Final = frozenset(range(52))
# An `Event` (kind, seat, data, private_to) or a `Record` built from a plain tuple, skipping the
# named tuple's Python `__new__` (a hand emits ~35 events; records are built only on read).
_new_event: Final = tuple.__new__
_new_record: Final = tuple.__new__
_evaluate7: Final = evaluation.evaluate7
_code: Final = CODES.__getitem__  # card id -> code


def card_id(card: Card | str | int) -> int:
    """A card as its phevaluator id, from a `Card`, a code (``"Ah"``) or an id."""
    if isinstance(card, Card):
        if card.suit is None or card.copy:
            raise RuleError("error-deck-invalid", card=card.code)
        return card.index
    if isinstance(card, str):
        index = _INDEX.get(card)
        if index is None:
            raise RuleError("error-deck-invalid", card=card)
        return index
    if isinstance(card, int) and 0 <= card < 52:
        return card
    raise RuleError("error-deck-invalid", card=str(card))


def _card_ids(codes: Any) -> list[int]:
    """Stored card codes as ids; `KeyError` (or `TypeError`) for anything else. A snapshot
    holds some sixty codes, so this skips `card_id`'s checks per card (start-up reload)."""
    return list(map(_INDEX.__getitem__, codes))


def deck_order(top: Sequence[Card | str | int]) -> list[int]:
    """A forced deck: `top` first, then the other cards in their natural order."""
    if len(top) == 52 and set(top) == _ALL_IDS:  # a whole deck of ids (replays, benchmarks)
        return list(top)  # type: ignore[arg-type]  # checked: every item is an int id
    order = [card_id(card) for card in top]
    seen = set(order)
    if len(seen) != len(order):
        raise RuleError("error-deck-invalid", card="duplicate")
    order.extend(index for index in range(52) if index not in seen)
    return order


class PokerState:
    """One poker table (see the module docstring). Build it with `new_hand`."""

    def __init__(
        self,
        variant: str,
        stacks: Sequence[int | None],
        button: int,
        small_blind: int,
        big_blind: int,
    ) -> None:
        if variant not in VARIANTS:
            raise InvalidState("error-poker-variant", variant=variant)
        if not 2 <= len(stacks) <= MAX_SEATS:
            raise InvalidState("error-seat-count", count=len(stacks))
        if not 0 < small_blind <= big_blind:
            raise InvalidState("error-blinds", small=small_blind, big=big_blind)
        chips = [stack or 0 for stack in stacks]  # an empty seat (None) holds no chips
        if not 0 <= button < len(stacks) or min(chips) < 0:
            raise InvalidState("error-seat-invalid", seat=button)
        self.game = variant
        self.hole_count, structure = VARIANTS[variant]
        self.small_blind = small_blind
        self.big_blind = big_blind
        self.button = button
        self.empty = [stack is None for stack in stacks]
        size = len(stacks)
        self.betting = Betting(
            chips, structure=structure, min_bet=big_blind, in_hand=[False] * size
        )
        self.in_hand = [False] * size
        self.start_stacks = [0] * size
        self.hole: list[list[int]] = [[] for _ in range(size)]
        self.board: list[int] = []
        self.deck: list[int] = []
        self.deck_pos = 0
        self.dead: list[int] = []  # cards taken out of the hand (a swapped-away hole card)
        self.street = PREFLOP
        self.shown = [False] * size
        self.sb_seat: int | None = None
        self.bb_seat: int | None = None
        self._log: list[RecordFields] = []
        # `_from_left` for the `in_hand` list and button it was computed from (asked at every
        # street and at showdown; neither changes during a hand).
        self._rot: list[int] = []
        self._rot_of: tuple[list[bool], int] | None = None
        self._seq = 0
        self._deal_no = 0
        self._over = True

    @classmethod
    def new_hand(
        cls,
        variant: str,
        stacks: Sequence[int | None],
        button: int,
        small_blind: int,
        big_blind: int,
        *,
        seed: int | None = None,
        deck: Sequence[Card | str | int] | None = None,
    ) -> PokerState:
        """A table with these seats (None = empty) whose first hand is dealt now, with the
        button at `button` (or the next seat dealt in)."""
        state = cls(variant, stacks, button, small_blind, big_blind)
        state._deal(seed, deck)  # nobody is listening yet: no events to build
        return state

    # ------------------------------------------------------------------ the contract

    @property
    def seq(self) -> int:
        return self._seq

    @property
    def deal_no(self) -> int:
        return self._deal_no

    @property
    def to_act(self) -> int | None:
        return None if self._over else self.betting.to_act

    @property
    def deal_over(self) -> bool:
        return self._over

    @property
    def match_over(self) -> bool:
        """A table is over between hands when fewer than two seats have chips."""
        return self._over and len(self._seats_with_chips()) < 2

    @property
    def log(self) -> tuple[Record, ...]:
        return tuple(_new_record(Record, fields) for fields in self._log)

    @property
    def log_length(self) -> int:
        return len(self._log)

    @property
    def size(self) -> int:
        return len(self.empty)

    @property
    def stacks(self) -> list[int | None]:
        return [None if self.empty[s] else self.betting.stacks[s] for s in range(self.size)]

    def start_deal(
        self, seed: int | None = None, deck: Sequence[Card | str | int] | None = None
    ) -> list[Event]:
        """Move the button (after the first hand), post the blinds and deal the hole cards.

        Events: ``deal`` (deal_no, button), one private ``hole`` per seat dealt in, then one per
        new log record (the blinds; the whole run-out when the blinds put everyone all-in)."""
        self._deal(seed, deck)
        events = [
            _new_event(
                Event, ("deal", None, {"deal_no": self._deal_no, "button": self.button}, None)
            )
        ]
        hole = self.hole
        for seat in self._from_left():
            shown = {"cards": [CODES[card] for card in hole[seat]]}
            events.append(_new_event(Event, ("hole", seat, shown, seat)))
        events.extend(map(record_event, self._log))
        return events

    def _deal(self, seed: int | None, deck: Sequence[Card | str | int] | None) -> None:
        """`start_deal` without its events."""
        if not self._over:
            raise IllegalAction("error-deal-in-progress")
        dealt = self._seats_with_chips()
        if len(dealt) < 2:
            raise IllegalAction("error-not-enough-players")
        if deck is not None:
            order = deck_order(deck)
        else:
            order = list(range(52))
            random.Random(seed).shuffle(order)
        size = len(self.empty)
        button = self.button if self._deal_no == 0 else self.button + 1
        # The first seat dealt in at or clockwise after `button` (`dealt` is ascending).
        first = bisect.bisect_left(dealt, button % size)
        self.button = button = dealt[first] if first < len(dealt) else dealt[0]
        in_hand = [False] * size
        for seat in dealt:
            in_hand[seat] = True
        self.in_hand = in_hand
        # `_from_left`, from the (ascending) seats dealt in: those after the button, then the rest.
        after = bisect.bisect_right(dealt, button)
        rot = dealt[after:] + dealt[:after]
        self._rot, self._rot_of = rot, (in_hand, button)
        betting = self.betting
        self.start_stacks = list(betting.stacks)
        betting.reset(in_hand)  # as a fresh Betting on these stacks, without building one
        self.deck = order
        self.deck_pos = 0
        self.dead = []
        self.board = []
        self.street = PREFLOP
        self.shown = [False] * size
        self._log = []
        self._deal_no += 1
        self._seq += 1
        self._over = False

        # NK-2.1 / NK-2.2: blinds left of the button; heads-up the button (last from its left)
        # is the small blind and the other seat the big blind.
        big = 1 if len(rot) > 2 else 0
        sb, bb = rot[big - 1], rot[big]
        self.sb_seat, self.bb_seat = sb, bb
        # Hole cards one at a time round the table from the button's left (no burns, NK-1.1).
        count = len(rot)
        dealt_cards = self.hole_count * count
        hole: list[list[int]] = [[] for _ in range(size)]
        for i, seat in enumerate(rot):
            hole[seat] = order[i:dealt_cards:count]
        self.hole = hole
        self.deck_pos = dealt_cards
        # Preflop the seat after the big blind acts first (heads-up: the button).
        moved = betting.start_round(
            rot[big + 1 :] + rot[: big + 1],
            ((sb, self.small_blind), (bb, self.big_blind)),
            open_bet=self.big_blind,
        )
        log = self._log
        for seat, _, added, to, all_in in moved:
            log.append((POST, PREFLOP, seat, added, to, all_in, (), None, None, ()))
        if betting.to_act is None:  # blinds all-in: nobody can act, run the board out
            self._settle_if_done([])  # `start_deal` reads the run-out from the log

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        if self._over:
            return ()
        return self.betting.legal_actions(seat)

    def apply(self, action: Action) -> list[Event]:
        """Verify (through `Betting.act`), then do. Events: one per new log record, kind =
        the record kind (post, fold, check, call, bet, raise, all_in, board, return, show,
        pot, win), ``seat``, and ``data`` with ``street`` plus the record's non-empty fields
        (amount, to, all_in, cards, pot, rank, seats). `start_deal` adds ``deal`` and one
        private ``hole`` event per seat dealt in."""
        if self._over:
            raise IllegalAction("error-no-hand")
        kind = action.kind
        betting = self.betting
        # Only bet and raise read the amount (fold, check, call and all-in ignore it).
        seat, _, added, to, all_in = betting.act(action.seat, kind, action.amount)
        self._seq += 1
        street = self.street
        self._log.append((kind, street, seat, added, to, all_in, (), None, None, ()))
        # record.event(), written out for the fields a betting record can have
        data: dict[str, JSON] = {"street": STREETS[street]}
        if added:
            data["amount"] = added
        if to:
            data["to"] = to
        if all_in:
            data["all_in"] = True
        events = [_new_event(Event, (kind, seat, data, None))]
        if betting.to_act is None:  # the round is over: deal on or end the hand
            self._settle_if_done(events)
        return events

    # ------------------------------------------------------------------ engine hooks

    @property
    def remaining_deck(self) -> list[int]:
        """The undealt cards, top first (engine only: never in a view)."""
        return self.deck[self.deck_pos :]

    def draw(self) -> int:
        """Take the top card of the remaining deck (NK-1.1: "the next card")."""
        card = self.deck[self.deck_pos]
        self.deck_pos += 1
        return card

    def replace_hole_card(self, seat: int, slot: int) -> int:
        """Discard `seat`'s hole card `slot` (dead for the hand, NK-1.1) and give it the top
        card of the deck instead; returns the new card. The caller checks that it is allowed."""
        if self._over or not self.in_hand[seat] or not 0 <= slot < len(self.hole[seat]):
            raise IllegalAction("error-seat-invalid", seat=seat)
        self.dead.append(self.hole[seat][slot])
        card = self.draw()
        self.hole[seat][slot] = card
        self._seq += 1
        return card

    def set_stack(self, seat: int, stack: int | None) -> None:
        """Between hands: seat a player (or top up) with `stack`, or empty the seat (None)."""
        if not self._over:
            raise IllegalAction("error-deal-in-progress")
        if not 0 <= seat < self.size or (stack is not None and stack < 0):
            raise IllegalAction("error-seat-invalid", seat=seat)
        self.empty[seat] = stack is None
        self.betting.stacks[seat] = stack or 0
        self._seq += 1

    def chips_in_play(self) -> int:
        """Every chip of the seats dealt in: their stacks behind plus all they put in (what
        `public_view` shows per seat as ``stack`` + ``total``, without building it)."""
        stacks, total = self.betting.stacks, self.betting.total
        return sum([stacks[s] + total[s] for s, dealt in enumerate(self.in_hand) if dealt])

    def pots(self) -> list[Pot]:
        """Main pot and side pots now (every chip on the table, NK-4.1)."""
        return self.betting.pots()

    def _collected_pots(self) -> list[Pot]:
        """The pots formed by earlier rounds; this round's bets are still in front of the
        players (a seat that has not acted yet is not left out of a pot)."""
        betting = self.betting
        if not any(betting.street):
            return betting.pots()
        settled = betting.copy()
        settled.total = [t - s for t, s in zip(betting.total, betting.street, strict=True)]
        return settled.pots()

    def ranks(self) -> dict[int, int]:
        """Rank class of each hand still in, once the board is complete (for the showdown)."""
        if len(self.board) < 5:
            return {}
        return {seat: self._rank(seat) for seat in self.betting.live_seats}

    # ------------------------------------------------------------------ views

    def public_view(self) -> dict[str, JSON]:
        """What the whole table sees. Keys:

        ``game``, ``deal_no``, ``seq``, ``button``, ``small_blind``, ``big_blind``, ``sb_seat``,
        ``bb_seat``; ``street`` (preflop/flop/turn/river); ``board`` (card codes);
        ``seats``: one dict per seat with ``seat``, ``empty``, ``stack`` (behind), ``in_hand``,
        ``bet`` (this round), ``total`` (this hand), ``folded``, ``all_in``, ``cards`` (codes
        once shown at showdown, else None) and ``card_count``; ``pot_total`` (every chip in the
        middle); ``pots`` (amount + eligible seats, from earlier rounds: this round's bets are
        still in front of the players); ``current_bet``; ``to_act``; ``deal_over``;
        ``match_over``; ``log`` (the records so far, see `Record.to_dict`).
        """
        betting = self.betting
        seats: list[dict[str, JSON]] = []
        for seat in range(self.size):
            entry: dict[str, JSON] = {
                "seat": seat,
                "empty": self.empty[seat],
                "stack": betting.stacks[seat],
                "in_hand": self.in_hand[seat],
                "bet": betting.street[seat],
                "total": betting.total[seat],
                "folded": self.in_hand[seat] and betting.folded[seat],
                "all_in": self.in_hand[seat] and betting.is_all_in(seat),
                "cards": [CODES[c] for c in self.hole[seat]] if self.shown[seat] else None,
                "card_count": len(self.hole[seat]) if self.in_hand[seat] else 0,
            }
            seats.append(entry)
        return {
            "game": self.game,
            "deal_no": self._deal_no,
            "seq": self._seq,
            "button": self.button,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "sb_seat": self.sb_seat,
            "bb_seat": self.bb_seat,
            "street": STREETS[self.street],
            "board": [CODES[c] for c in self.board],
            "seats": seats,
            "pot_total": betting.pot,
            "pots": [pot.to_dict() for pot in self._collected_pots()],
            "current_bet": betting.current_bet,
            "to_act": self.to_act,
            "deal_over": self._over,
            "match_over": self.match_over,
            "log": list(map(record_dict, self._log)),
        }

    def private_view(
        self, seat: int, public: Mapping[str, JSON] | None = None
    ) -> dict[str, JSON]:
        """The public view plus ``seat``, that seat's ``hole`` cards and its ``legal`` options
        (empty when it is not its turn). `public`, this state's `public_view` made just now,
        is reused (its top level copied, its parts shared: views are read, never changed), so
        a change shown to every seat builds the public part once."""
        view = dict(public) if public is not None else self.public_view()
        view["seat"] = seat
        view["hole"] = [CODES[c] for c in self.hole[seat]] if 0 <= seat < self.size else []
        view["legal"] = [option.to_dict() for option in self.legal_actions(seat)]
        return view

    # ------------------------------------------------------------------ serialization

    def to_dict(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "button": self.button,
            "empty": list(self.empty),
            "betting": self.betting.to_dict(),
            "in_hand": list(self.in_hand),
            "start_stacks": list(self.start_stacks),
            "hole": [[CODES[c] for c in cards] for cards in self.hole],
            "board": [CODES[c] for c in self.board],
            "deck": [CODES[c] for c in self.deck],
            "deck_pos": self.deck_pos,
            "dead": [CODES[c] for c in self.dead],
            "street": self.street,
            "shown": list(self.shown),
            "sb_seat": self.sb_seat,
            "bb_seat": self.bb_seat,
            "log": list(map(record_dict, self._log)),
            "seq": self._seq,
            "deal_no": self._deal_no,
            "over": self._over,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        try:
            empty = [bool(v) for v in data["empty"]]
            state = cls(
                str(data["game"]),
                [None if e else 0 for e in empty],
                int(data["button"]),
                int(data["small_blind"]),
                int(data["big_blind"]),
            )
            state.betting = Betting.from_dict(data["betting"])
            state.in_hand = [bool(v) for v in data["in_hand"]]
            state.start_stacks = [int(v) for v in data["start_stacks"]]
            state.hole = [_card_ids(cards) for cards in data["hole"]]
            state.board = _card_ids(data["board"])
            state.deck = _card_ids(data["deck"])
            state.deck_pos = int(data["deck_pos"])
            state.dead = _card_ids(data.get("dead", ()))
            state.street = int(data["street"])
            state.shown = [bool(v) for v in data["shown"]]
            state.sb_seat = None if data["sb_seat"] is None else int(data["sb_seat"])
            state.bb_seat = None if data["bb_seat"] is None else int(data["bb_seat"])
            state._log = [record_fields(item) for item in data["log"]]
            state._seq = int(data["seq"])
            state._deal_no = int(data["deal_no"])
            state._over = bool(data["over"])
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PokerState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ------------------------------------------------------------------ internals

    def _seats_with_chips(self) -> list[int]:
        stacks, empty = self.betting.stacks, self.empty
        return [s for s in range(len(empty)) if not empty[s] and stacks[s] > 0]

    def _from_left(self) -> list[int]:
        """Seats dealt in, clockwise from the button's left (the button comes last). Shared
        between calls: callers must not change it."""
        in_hand, button = self.in_hand, self.button
        key = self._rot_of
        if key is not None and key[0] is in_hand and key[1] == button:
            return self._rot
        size = len(in_hand)
        start = button + 1
        rot = [seat % size for seat in range(start, start + size) if in_hand[seat % size]]
        self._rot, self._rot_of = rot, (in_hand, button)
        return rot

    # The settling steps below write each record to the log and its event (`record_event`,
    # written out for the fields that kind of record has) to the caller's `events`. Deriving
    # the events from the new records instead measured ~2.5 % slower per NLHE hand.

    def _settle_if_done(self, events: list[Event]) -> None:
        """After an action: close the round when it is over, deal on, or end the hand."""
        betting = self.betting
        while betting.to_act is None:
            returned = betting.finish_round()
            if returned is not None:
                seat, chips = returned
                fields = (RETURN, self.street, seat, chips, 0, False, (), None, None, ())
                self._log.append(fields)
                events.append(record_event(fields))
            folded = betting.folded
            if folded.count(False) == 1:  # NK-2.4: the last hand wins at once, unseen
                winner = folded.index(False)
                pots = betting.pots()
                awards = [(i, winner, pot.amount) for i, pot in enumerate(pots)]
                self._award(pots, awards, events)
                return
            if self.street == RIVER:
                self._showdown(events)
                return
            self._deal_street(events)
            if betting.betting_closed:  # NK-4.2: nobody can bet; run the board out
                continue
            betting.start_round(self._from_left())

    def _deal_street(self, events: list[Event]) -> None:
        self.street = street = self.street + 1
        count = _BOARD_SIZE[street] - len(self.board)
        pos = self.deck_pos
        cards = self.deck[pos : pos + count]
        self.deck_pos = pos + count
        self.board.extend(cards)
        codes = tuple(map(_code, cards))
        self._log.append((BOARD, street, None, 0, 0, False, codes, None, None, ()))
        data: dict[str, JSON] = {"street": STREETS[street]}
        if codes:
            data["cards"] = list(codes)
        events.append(_new_event(Event, (BOARD, None, data, None)))

    def _rank(self, seat: int) -> int:
        if self.hole_count == 4:
            return evaluation.evaluate_omaha(self.hole[seat], self.board)
        cards = self.hole[seat] + self.board
        if len(cards) == 7:  # the showdown case: the C evaluator on the ids, no wrapper
            return int(evaluation.evaluate7(*cards))
        return evaluation.evaluate(cards)

    def _showdown(self, events: list[Event]) -> None:
        """NK-4.3: every unfolded hand is shown; each pot goes to its best hand (NK-4.4)."""
        ranks = [evaluation.WORST_RANK + 1] * len(self.empty)
        folded = self.betting.folded
        hole, shown, log, street = self.hole, self.shown, self._log, self.street
        board = self.board
        street_name = STREETS[street]
        holdem = self.hole_count == 2 and len(board) == 5
        b0, b1, b2, b3, b4 = board if holdem else (0, 0, 0, 0, 0)
        for seat in self._from_left():
            if folded[seat]:
                continue
            cards = hole[seat]
            if holdem and len(cards) == 2:
                # Hold'em's seven cards go straight to the C evaluator (as `_rank` does).
                c0, c1 = cards
                rank = int(_evaluate7(c0, c1, b0, b1, b2, b3, b4))
                code0, code1 = CODES[c0], CODES[c1]
                codes: tuple[str, ...] = (code0, code1)
                data: dict[str, JSON] = {"street": street_name, "cards": [code0, code1]}
            else:
                rank = self._rank(seat)
                codes = tuple(map(_code, cards))
                data = {"street": street_name}
                if codes:
                    data["cards"] = list(codes)
            ranks[seat] = rank
            shown[seat] = True
            log.append((SHOW, street, seat, 0, 0, False, codes, None, rank, ()))
            data["rank"] = rank
            events.append(_new_event(Event, (SHOW, seat, data, None)))
        pots = self.betting.pots()
        self._award(pots, settle(pots, ranks, self.button), events)

    def _award(
        self, pots: Sequence[Pot], awards: Sequence[tuple[int, int, int]], events: list[Event]
    ) -> None:
        betting = self.betting
        log, street = self._log, self.street
        street_name = STREETS[street]
        for index, pot in enumerate(pots):
            # Record(POT, street, amount=pot.amount, pot=index, seats=pot.eligible)
            amount, eligible = pot.amount, pot.eligible
            fields = (POT, street, None, amount, 0, False, (), index, None, eligible)
            log.append(fields)
            data: dict[str, JSON] = {"street": street_name}
            if amount:
                data["amount"] = amount
            data["pot"] = index
            if eligible:
                data["seats"] = list(eligible)
            events.append(_new_event(Event, (POT, None, data, None)))
        stacks = betting.stacks
        for index, seat, chips in awards:
            stacks[seat] += chips
            # Record(WIN, street, seat, chips, pot=index)
            log.append((WIN, street, seat, chips, 0, False, (), index, None, ()))
            data = {"street": street_name}
            if chips:
                data["amount"] = chips
            data["pot"] = index
            events.append(_new_event(Event, (WIN, seat, data, None)))
        # The chips now sit in the winners' stacks: nothing is left on the table.
        size = len(stacks)
        betting.total = [0] * size
        betting.street = [0] * size
        betting.current_bet = 0
        self._over = True
