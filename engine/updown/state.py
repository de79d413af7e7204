"""The Up/Down match: deals, locking, the betting round, showdown and the next deal.

One `UpDownState` is a whole match between seats 0 and 1 (UD-1.2: 20 chips each, until a
player has none). It implements `engine.protocol.GameState`; see the package docstring for the
view keys, the events and the forced-deck conventions. Chips live in a `Betting` object (the
shared betting module) for the whole match: a fresh one opens every deal with the stacks
behind, and between deals it holds those stacks with nothing in the pot.

Every mutating method verifies completely, then changes state, then returns events; a refused
action raises `IllegalAction` (or `RuleError` for a bad forced deck) and changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final, Self

from engine.betting import NO_LIMIT, Betting, Moved
from engine.cards import DOUBLE_104, Card, complete_deck, parse_card, shuffled
from engine.errors import IllegalAction, InvalidState, RuleError
from engine.protocol import JSON, Action, Event, LegalAction
from engine.updown import views
from engine.updown.rules import (
    ANTE,
    BETTING,
    DEAL_OVER,
    LOCKING,
    MATCH_OVER,
    MIN_BET,
    PHASES,
    START_STACK,
    card_codes,
    compare,
    double_pack_cards,
    signal,
)

SEATS: Final = 2
LOCK: Final = "lock"
SLOTS: Final = (0, 1)
FORMAT: Final = 1


TALLY_VERBS: Final = ("check", "bet", "call", "raise", "fold", "all_in")


def new_tally() -> list[dict[str, dict[str, int]]]:
    return [{"free": {}, "facing": {}} for _ in range(SEATS)]


def count_betting(
    tally: list[dict[str, dict[str, int]]], actions: Sequence[Mapping[str, JSON]]
) -> None:
    """Add one finished deal's betting verbs to `tally`, per seat, split by whether the seat
    faced a bet when it acted ("facing": the other's round total was above its own) or not
    ("free"). Everything counted is public (the deal's action log)."""
    street = [0] * SEATS
    for entry in actions:
        kind = str(entry["kind"])
        if kind not in TALLY_VERBS:
            continue
        seat = int(entry["seat"])
        where = "facing" if street[1 - seat] > street[seat] else "free"
        counts = tally[seat][where]
        counts[kind] = counts.get(kind, 0) + 1
        street[seat] = int(entry.get("to", street[seat]))


class UpDownState:
    """A two-player Up/Down match. Build one with `new_match`, then `start_deal`."""

    game: str = "updown"

    def __init__(self, starter: int = 0, stacks: Sequence[int] = (START_STACK, START_STACK)):
        if starter not in range(SEATS) or len(stacks) != SEATS or min(stacks) < 0:
            raise ValueError(f"bad Up/Down match setup: starter={starter}, stacks={stacks}")
        self.seq = 0
        self.deal_no = 0
        self.first_starter = starter  # UD-2.3: who starts the first deal, also after restart
        self.starter = starter
        self.betting = Betting(stacks, structure=NO_LIMIT, min_bet=MIN_BET)
        self.stock: list[Card] = []  # top first
        self.discards: list[Card] = []
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        self.locked: list[int | None] = [None] * SEATS  # the locked slot of each hand
        self.actions: list[dict[str, JSON]] = []  # this deal's public log (antes, bets)
        self.last_result: dict[str, JSON] | None = None
        self.history: list[dict[str, JSON]] = []  # results since the last reshuffle
        self.tally: list[dict[str, dict[str, int]]] = new_tally()  # this match's betting
        # UD-5.5: a player without chips can not pay the first ante either.
        self.phase = MATCH_OVER if min(stacks) == 0 else DEAL_OVER

    @classmethod
    def new_match(
        cls, starter: int = 0, stacks: Sequence[int] = (START_STACK, START_STACK)
    ) -> Self:
        return cls(starter, stacks)

    # ------------------------------------------------------------------ queries

    @property
    def stacks(self) -> list[int]:
        """Chips behind for each seat (not counting what is in the pot)."""
        return list(self.betting.stacks)

    @property
    def to_act(self) -> int | None:
        if self.phase == LOCKING:
            return self.starter if self.locked[self.starter] is None else 1 - self.starter
        if self.phase == BETTING:
            return self.betting.to_act
        return None

    @property
    def deal_over(self) -> bool:
        return self.phase in (DEAL_OVER, MATCH_OVER)

    @property
    def match_over(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def match_winner(self) -> int | None:
        if self.phase != MATCH_OVER:
            return None
        return max(range(SEATS), key=self.betting.stacks.__getitem__)

    @property
    def order(self) -> list[int]:
        """Acting order of this deal: the starter first (UD-3.1, UD-3.2)."""
        return [self.starter, 1 - self.starter]

    def signals(self) -> list[dict[str, int]]:
        return [signal(hand) for hand in self.hands]

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        if self.phase == LOCKING:
            return (LegalAction(LOCK, choices=SLOTS),) if seat == self.to_act else ()
        if self.phase == BETTING:
            return self.betting.legal_actions(seat)
        return ()

    def public_view(self) -> dict[str, JSON]:
        return views.public_view(self)

    def private_view(self, seat: int) -> dict[str, JSON]:
        return views.private_view(self, seat)

    # ------------------------------------------------------------------ the deal

    def start_deal(
        self, seed: int | None = None, deck: Sequence[Card | str] | None = None
    ) -> list[Event]:
        """Antes, then cards: two each in the first deal, one replacement each later.

        `seed` feeds a local `random.Random` for the shuffle of the first deal and for a
        reshuffle (UD-5.4); a later deal without a reshuffle shuffles nothing.
        `deck` forces the order of the cards this deal draws from, top first (the cards not
        listed follow in their current order): the 104-card stock in the first deal, the new
        stock when this deal reshuffles, otherwise the remaining stock (a test hook).
        """
        if self.phase == MATCH_OVER:
            raise IllegalAction("error-match-over")
        if self.phase != DEAL_OVER:
            raise IllegalAction("error-deal-in-progress")
        forced = None if deck is None else _cards(deck)
        first = self.deal_no == 0
        reshuffle = not first and len(self.stock) < SEATS  # UD-5.4: before drawing
        if first:
            pool = list(DOUBLE_104)  # UD-2.1
        elif reshuffle:
            pool = self.discards + self.stock  # the cards held in hands stay out
        else:
            pool = list(self.stock)
        if forced is not None:
            stock = complete_deck(forced, pool)  # raises RuleError before anything changes
        elif first or reshuffle:
            stock = shuffled(pool, random.Random(seed))
        else:
            stock = pool

        # Verified: from here on the deal happens.
        events: list[Event] = []
        self.seq += 1
        self.deal_no += 1
        self.stock = stock
        if reshuffle:
            self.discards = []
            self.history = []  # its revealed cards are back in the stock
            events.append(Event("reshuffled", data={"stock": len(stock)}))
        self.betting = Betting(self.betting.stacks, structure=NO_LIMIT, min_bet=MIN_BET)
        self.actions = []
        self.locked = [None] * SEATS
        for seat in self.order:  # UD-2.2: every player antes before every deal
            paid = self.betting.post_ante(seat, ANTE)
            all_in = self.betting.stacks[seat] == 0
            self.actions.append(
                {"seat": seat, "kind": "ante", "added": paid, "to": 0, "all_in": all_in}
            )
            events.append(Event("ante", seat, {"amount": paid, "all_in": all_in}))
        drawn: list[list[Card]] = [[] for _ in range(SEATS)]
        for _ in range(SEATS if first else 1):  # UD-2.2 / UD-5.3
            for seat in self.order:
                card = self.stock.pop(0)
                drawn[seat].append(card)
                self.hands[seat].append(card)
        self.phase = LOCKING
        for seat in self.order:
            data = {"hand": card_codes(self.hands[seat]), "drawn": card_codes(drawn[seat])}
            events.append(Event("dealt", seat, data, private_to=seat))
        events.append(
            Event("signals", data={"deal_no": self.deal_no, "signals": self.signals()})
        )
        return events

    def apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if seat not in range(SEATS):
            raise IllegalAction("error-seat-unknown", seat=seat)
        if self.phase == MATCH_OVER:
            raise IllegalAction("error-match-over")
        if self.phase == DEAL_OVER:
            raise IllegalAction("error-no-deal-in-progress")
        if seat != self.to_act:
            raise IllegalAction("error-not-your-turn")
        if self.phase == LOCKING:
            if action.kind != LOCK:
                raise IllegalAction("error-lock-first")
            if action.choice not in SLOTS:
                raise IllegalAction("error-card-slot")
            return self._lock(seat, action.choice)
        if action.kind == LOCK:
            raise IllegalAction("error-already-locked")  # UD-3.1: a locked card stays
        moved = self.betting.act(seat, action.kind, action.amount)  # verifies before moving
        self.seq += 1
        return [self._record(moved), *self._after_bet()]

    def restart(self, starter: int | None = None) -> list[Event]:
        """A new match at 20 chips each (UD-1.2). `seq` keeps counting so stale commands from
        the old match stay stale; the first starter is kept unless given (UD-2.3)."""
        first = self.first_starter if starter is None else starter
        if first not in range(SEATS):
            raise IllegalAction("error-seat-unknown", seat=first)
        seq = self.seq
        vars(self).update(vars(type(self)(first)))  # every field reset in one place
        self.seq = seq + 1
        return [Event("match_started", data={"starter": first, "stacks": self.stacks})]

    # ------------------------------------------------------------------ internals

    def _lock(self, seat: int, slot: int) -> list[Event]:
        self.seq += 1
        self.locked[seat] = slot
        events = [Event("locked", seat)]  # UD-3.1: only the fact
        if all(slot is not None for slot in self.locked):
            self.phase = BETTING
            self.betting.start_round(self.order)  # UD-3.2: the starter acts first
            events.extend(self._after_bet())  # UD-3.7: nobody may act if one is all-in
        return events

    def _record(self, moved: Moved) -> Event:
        data = {"added": moved.added, "to": moved.street, "all_in": moved.all_in}
        self.actions.append({"seat": moved.seat, "kind": moved.verb, **data})
        return Event(moved.verb, moved.seat, data)

    def _after_bet(self) -> list[Event]:
        if not self.betting.round_complete:
            return []
        events: list[Event] = []
        returned = self.betting.finish_round()  # UD-3.5: a return, not a win
        back: dict[str, JSON] | None = None
        if returned is not None:
            seat, chips = returned
            back = {"seat": seat, "amount": chips}
            self.actions.append({"seat": seat, "kind": "returned", "added": -chips})
            events.append(Event("returned", seat, {"amount": chips}))
        return events + self._settle(back)

    def _settle(self, returned: dict[str, JSON] | None) -> list[Event]:
        betting = self.betting
        played = [self.hands[seat][slot] for seat, slot in enumerate(self._locked_slots())]
        events = [Event("revealed", data={"locked": card_codes(played)})]  # UD-5.1, UD-5.2
        pot = betting.pot
        won = [0] * SEATS
        folded = next((seat for seat in range(SEATS) if betting.folded[seat]), None)
        winner: int | None
        if folded is not None:
            winner = 1 - folded  # UD-5.2: the ranks do not matter
        else:
            duel = compare(played[0], played[1])  # UD-4
            winner = None if duel == 0 else (0 if duel > 0 else 1)
        if winner is None:
            # UD-5.1: both put in the same, so each taking back its own is the even split.
            won = list(betting.total)
            events.append(Event("split", data={"pot": pot, "amounts": won}))
        else:
            won[winner] = pot
            events.append(Event("pot_won", winner, {"amount": pot, "folded": folded}))
        stacks = [betting.stacks[seat] + won[seat] for seat in range(SEATS)]
        result: dict[str, JSON] = {
            "deal_no": self.deal_no,
            "starter": self.starter,
            "signals": self.signals(),
            "locked": card_codes(played),
            "folded": folded,
            "winner": winner,
            "pot": pot,
            "won": won,
            "returned": returned,
            "stacks": stacks,
        }
        self.last_result = result
        self.history.append(views.plain(result))
        count_betting(self.tally, self.actions)
        # UD-5.3: the played card goes to the discards, the other stays in hand.
        for seat, slot in enumerate(self._locked_slots()):
            self.discards.append(self.hands[seat].pop(slot))
        self.locked = [None] * SEATS
        self.betting = Betting(stacks, structure=NO_LIMIT, min_bet=MIN_BET)
        # UD-2.3: the winner starts the next deal; after a tie the starter switches.
        self.starter = 1 - self.starter if winner is None else winner
        if min(stacks) == 0:  # UD-1.2, UD-5.5: the next ante can not be paid
            self.phase = MATCH_OVER
            champion = 1 - stacks.index(0)
            events.append(Event("match_over", champion, {"loser": 1 - champion}))
        else:
            self.phase = DEAL_OVER
        return events

    def _locked_slots(self) -> list[int]:
        slots = [slot for slot in self.locked if slot is not None]
        if len(slots) != SEATS:
            raise InvalidState("error-state-corrupt", detail="showdown before both locked")
        return slots

    # ------------------------------------------------------------------ serialization

    def to_dict(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "format": FORMAT,
            "seq": self.seq,
            "deal_no": self.deal_no,
            "phase": self.phase,
            "first_starter": self.first_starter,
            "starter": self.starter,
            "betting": self.betting.to_dict(),
            "stock": card_codes(self.stock),
            "discards": card_codes(self.discards),
            "hands": [card_codes(hand) for hand in self.hands],
            "locked": list(self.locked),
            "actions": views.plain(self.actions),
            "last_result": views.plain(self.last_result),
            "history": views.plain(self.history),
            "tally": views.plain(self.tally),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        try:
            if data["game"] != cls.game or data["format"] != FORMAT:
                raise InvalidState("error-state-corrupt", detail="not an Up/Down state")
            state = cls.__new__(cls)
            state.seq = int(data["seq"])
            state.deal_no = int(data["deal_no"])
            state.phase = str(data["phase"])
            state.first_starter = int(data["first_starter"])
            state.starter = int(data["starter"])
            state.betting = Betting.from_dict(data["betting"])
            state.stock = double_pack_cards(data["stock"])
            state.discards = double_pack_cards(data["discards"])
            state.hands = [double_pack_cards(hand) for hand in data["hands"]]
            state.locked = [None if slot is None else int(slot) for slot in data["locked"]]
            state.actions = views.plain(data["actions"])
            state.last_result = views.plain(data["last_result"])
            state.history = views.plain(data["history"])
            # States stored before the tally existed start counting from zero.
            tally = data.get("tally")
            state.tally = new_tally() if tally is None else views.plain(tally)
        except (KeyError, TypeError, ValueError, RuleError) as exc:
            if isinstance(exc, InvalidState):
                raise
            raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
        if state.phase not in PHASES or len(state.hands) != SEATS or len(state.locked) != SEATS:
            raise InvalidState("error-state-corrupt", detail="bad phase or seats")
        return state

    def copy(self) -> Self:
        return type(self).from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UpDownState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (
            f"UpDownState(deal {self.deal_no}, {self.phase}, stacks {self.stacks}, "
            f"seq {self.seq})"
        )


def _cards(deck: Sequence[Card | str]) -> list[Card]:
    return [parse_card(item) if isinstance(item, str) else item for item in deck]
