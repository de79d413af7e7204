"""The As-Nas match: 4 seats, 12 deals, five hidden cards each, one capped betting round.

Seats are 0-3. **Counter-clockwise / "to the right"** (AN-2.2, AN-2.3): the next seat to the
right of seat ``s`` is ``(s + 1) % 4`` (`right_of`). Cards are dealt one at a time starting
with the seat to the dealer's right, so seat ``(dealer + 1 + i) % 4`` gets deck cards
``i, i + 4, i + 8, i + 12, i + 16``; the dealer gets the last card. That seat acts first
(AN-2.4) and the dealer, who opened with the forced stake of 1, acts last. The first dealer of a
match is drawn from the match seed; then the dealer moves one seat to the right every deal.

Betting is `engine.betting.Betting` with the ``capped`` structure (increment 1, cap 4) and a
stack of 4 per seat, so nobody can stake more than the cap. Verbs as As-Nas names them:
``look`` (private, does not end the turn, AN-2.5), ``hold`` (the betting module's check),
``call``, ``raise`` (to the highest stake + 1; an `Action.amount`, if given, must equal that
total) and ``fold``. Fold is offered on every turn, also when hold is free: AN-3.2 lists it
without condition (`FOLD_WHEN_HOLD`).

Points are exact: shares of a split pot are `fractions.Fraction` in the state and the string
form ``"7/3"`` (``"2"`` when whole, ``"-1"`` when negative) in JSON and views (AN-5.1).

View keys (`public_view`; `private_view` adds the last five):

* ``game`` ("asnas"), ``seq``, ``deal_no`` (0 before the first deal), ``deals_per_match`` (12),
  ``dealer``, ``to_act`` (seat or null), ``deal_over``, ``match_over``;
* ``high`` (highest stake), ``cap`` (4), ``pot`` (sum of stakes, int);
* ``seats``: four ``{"seat", "stake", "folded", "acted", "total"}`` (``total`` a fraction string);
* ``actions``: this deal's betting actions in order, ``{"seat", "action", "stake", "high"}``
  (stake and highest stake after it; looks are private and never listed);
* ``past_deals``: the finished deals of this match, oldest first, ``{"deal_no", "dealer",
  "actions"}`` (``actions`` as above: public when made; no card of any hand). A computer
  player reads its opponents from it, so its reads are rebuilt from the view alone;
* ``result``: null until the deal ends, then ``{"pot", "showdown", "winners", "share",
  "payouts", "results", "shown"}``; ``payouts``/``results`` are four fraction strings
  (results sum to zero, AN-5.2), ``shown`` lists ``{"seat", "cards", "category"}`` for the
  seats remaining at a showdown only (folded hands are never shown, AN-5.3); ``category`` is a
  message key such as ``asnas-category-two-pairs``;
* ``standings``: four ``{"seat", "total", "place"}`` best first (equal totals share a place);
  ``winners``: the seats with the highest total once ``match_over`` (AN-1.1, AN-5.4), else [];
* private only: ``seat``, ``looked``, ``hand`` (five card codes once this seat has looked,
  else null), ``category`` (its message key once looked, else null) and ``legal`` (this
  seat's `LegalAction.to_dict()` list, empty when it is not its turn; as in the other games).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Final, Self

from engine import betting as bet
from engine.asnas.ranking import rank_hand
from engine.cards import ASNAS_20, Card, codes, complete_deck, parse_card, parse_cards, shuffled
from engine.errors import IllegalAction, InvalidState, RuleError
from engine.protocol import JSON, Action, Event, LegalAction

GAME: Final = "asnas"
VERSION: Final = 1
SEATS: Final = 4
HAND_SIZE: Final = 5
DEALS_PER_MATCH: Final = 12
CAP: Final = 4
FORCED_STAKE: Final = 1
FOLD_WHEN_HOLD: Final = True  # AN-3.2: fold is one of every turn's options

LOOK: Final = "look"
HOLD: Final = "hold"
CALL: Final = "call"
RAISE: Final = "raise"
FOLD: Final = "fold"
VERBS: Final = (LOOK, HOLD, CALL, RAISE, FOLD)

_TO_BETTING: Final = {HOLD: bet.CHECK, CALL: bet.CALL, RAISE: bet.RAISE, FOLD: bet.FOLD}
_FROM_BETTING: Final = {bet.CHECK: HOLD, bet.CALL: CALL, bet.RAISE: RAISE, bet.FOLD: FOLD}
_ERROR_KEYS: Final = {
    "error-cannot-check": "error-asnas-cannot-hold",
    "error-raise-not-allowed": "error-asnas-stake-capped",
}


def right_of(seat: int) -> int:
    """The next seat counter-clockwise (AN-2.3)."""
    return (seat + 1) % SEATS


def acting_order(dealer: int) -> list[int]:
    """Dealing and acting order of a deal: from the dealer's right round to the dealer."""
    return [(dealer + step) % SEATS for step in range(1, SEATS + 1)]


def fraction_text(value: Fraction) -> str:
    return str(value)


def parse_fraction(text: object) -> Fraction:
    if not isinstance(text, str):
        raise InvalidState("error-state-corrupt", detail=f"fraction {text!r}")
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError) as exc:
        raise InvalidState("error-state-corrupt", detail=f"fraction {text!r}") from exc


def draw_first_dealer(seed: int | None) -> int:
    """AN-2.3 Decision: the first dealer is random, drawn from the match seed."""
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    return rng.randrange(SEATS)


class AsNasState:
    """One As-Nas match (see the module docstring). Implements `engine.protocol.GameState`."""

    game = GAME

    def __init__(self, seed: int | None = None, *, first_dealer: int | None = None) -> None:
        if first_dealer is not None and not 0 <= first_dealer < SEATS:
            raise RuleError("error-seat-unknown", seat=first_dealer)
        self.first_dealer = draw_first_dealer(seed) if first_dealer is None else first_dealer
        self._seq = 0
        self._deal_no = 0
        self.dealer = self.first_dealer
        self.totals: list[Fraction] = [Fraction(0)] * SEATS
        self.hands: list[list[Card]] = [[] for _ in range(SEATS)]
        self.looked = [False] * SEATS
        self.betting: bet.Betting | None = None
        self.actions: list[dict[str, int | str]] = []
        self.result: dict[str, JSON] | None = None
        self.history: list[list[str]] = []  # each finished deal's results, fraction strings
        self.past_deals: list[dict[str, JSON]] = []  # each finished deal's public actions
        self._deal_over = True
        self._match_over = False

    @classmethod
    def new_match(cls, seed: int | None = None, *, first_dealer: int | None = None) -> Self:
        """A match before its first deal; the first dealer is drawn from `seed` unless given."""
        return cls(seed, first_dealer=first_dealer)

    # ------------------------------------------------------------------ protocol properties

    @property
    def seq(self) -> int:
        return self._seq

    @property
    def deal_no(self) -> int:
        return self._deal_no

    @property
    def to_act(self) -> int | None:
        if self._deal_over or self.betting is None:
            return None
        return self.betting.to_act

    @property
    def deal_over(self) -> bool:
        return self._deal_over

    @property
    def match_over(self) -> bool:
        return self._match_over

    @property
    def stakes(self) -> list[int]:
        return [0] * SEATS if self.betting is None else list(self.betting.total)

    @property
    def high(self) -> int:
        return 0 if self.betting is None else self.betting.current_bet

    @property
    def pot(self) -> int:
        return sum(self.stakes)

    # ------------------------------------------------------------------ deal and restart

    def start_deal(self, seed: int | None = None, deck: Sequence[Any] | None = None) -> list[Event]:
        """Shuffle the whole pack (AN-5.4) or take `deck` (cards or codes, top first), deal five
        cards each one at a time from the dealer's right (AN-2.2) and post the dealer's forced
        stake (AN-2.4). The dealer is the match's first dealer, then one seat to the right of
        the previous one (AN-2.3)."""
        if self._match_over:
            raise IllegalAction("error-match-over")
        if not self._deal_over:
            raise IllegalAction("error-deal-in-progress")
        if deck is not None:
            top = [card if isinstance(card, Card) else parse_card(str(card)) for card in deck]
            order = complete_deck(top, ASNAS_20)
        else:
            rng = random.Random(seed) if seed is not None else random.SystemRandom()
            order = shuffled(ASNAS_20, rng)
        deal_no = self._deal_no + 1
        dealer = (self.first_dealer + deal_no - 1) % SEATS
        seats = acting_order(dealer)
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        for index, card in enumerate(order):
            hands[seats[index % SEATS]].append(card)
        betting = bet.Betting([CAP] * SEATS, structure=bet.CAPPED, cap=CAP, increment=1)
        betting.start_round(seats, forced=[(dealer, FORCED_STAKE)])

        self._deal_no = deal_no
        self.dealer = dealer
        self.hands = hands
        self.looked = [False] * SEATS
        self.betting = betting
        self.actions = []
        self.result = None
        self._deal_over = False
        self._seq += 1
        return [
            Event("deal_started", dealer, {"deal_no": deal_no, "dealer": dealer}),
            Event("stake_posted", dealer, {"stake": FORCED_STAKE, "high": FORCED_STAKE}),
        ]

    def restart(self, seed: int | None = None, *, first_dealer: int | None = None) -> list[Event]:
        """A new match: totals back to 0 (AN-5.4), a new random first dealer."""
        seq = self._seq
        AsNasState.__init__(self, seed, first_dealer=first_dealer)
        self._seq = seq + 1
        return [Event("match_restarted", None, {"first_dealer": self.first_dealer})]

    # ------------------------------------------------------------------ actions

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        if self.betting is None or self.to_act is None or seat != self.to_act:
            return ()
        options: list[LegalAction] = []
        if not self.looked[seat]:
            options.append(LegalAction(LOOK))
        for option in self.betting.legal_actions(seat):
            options.append(
                LegalAction(_FROM_BETTING[option.kind], option.min, option.max, option.choices)
            )
        if FOLD_WHEN_HOLD and not any(option.kind == FOLD for option in options):
            options.append(LegalAction(FOLD))
        return tuple(options)

    def apply(self, action: Action) -> list[Event]:
        """Verify, then do: an illegal action raises `IllegalAction` and changes nothing."""
        betting = self.betting
        if self._match_over:
            raise IllegalAction("error-match-over")
        if betting is None or self._deal_over:
            raise IllegalAction("error-no-betting-now")
        if action.seat != self.to_act:
            raise IllegalAction("error-not-your-turn")
        if action.kind == LOOK:
            if self.looked[action.seat]:
                raise IllegalAction("error-already-looked")
            self.looked[action.seat] = True
            self._seq += 1
            hand = self.hands[action.seat]
            return [
                Event(
                    "looked",
                    action.seat,
                    {"cards": codes(hand), "category": rank_hand(hand).key},
                    private_to=action.seat,
                )
            ]
        verb = _TO_BETTING.get(action.kind)
        if verb is None:
            raise IllegalAction("error-unknown-action", verb=action.kind)
        amount = action.amount
        if verb == bet.RAISE and amount is None:
            amount = betting.current_bet + 1
        try:
            moved = betting.act(action.seat, verb, amount, open_fold=FOLD_WHEN_HOLD)
        except IllegalAction as exc:  # same refusal, in As-Nas words where they differ
            raise IllegalAction(_ERROR_KEYS.get(exc.key, exc.key), **exc.params) from exc
        record: dict[str, int | str] = {
            "seat": action.seat,
            "action": action.kind,
            "stake": betting.total[action.seat],
            "high": betting.current_bet,
        }
        self.actions.append(record)
        self._seq += 1
        events = [Event("action", action.seat, {**record, "added": moved.added})]
        if betting.to_act is None:
            events.extend(self._settle(betting))
        return events

    def _settle(self, betting: bet.Betting) -> list[Event]:
        """AN-3.4 / AN-5: the last remaining player wins at once; otherwise the remaining hands
        are shown and the best share the pot equally, exactly."""
        live = betting.live_seats
        stakes = list(betting.total)
        pot = sum(stakes)
        showdown = len(live) > 1
        if showdown:
            ranks = {seat: rank_hand(self.hands[seat]) for seat in live}
            best = max(ranks.values())
            winners = [seat for seat in live if ranks[seat] == best]
        else:
            winners = list(live)
        share = Fraction(pot, len(winners))
        payouts = [share if seat in winners else Fraction(0) for seat in range(SEATS)]
        results = [payouts[seat] - stakes[seat] for seat in range(SEATS)]
        self.totals = [self.totals[seat] + results[seat] for seat in range(SEATS)]
        shown: list[JSON] = []
        if showdown:
            shown = [
                {
                    "seat": seat,
                    "cards": codes(self.hands[seat]),
                    "category": rank_hand(self.hands[seat]).key,
                }
                for seat in live
            ]
        self.result = {
            "pot": pot,
            "showdown": showdown,
            "winners": winners,
            "share": fraction_text(share),
            "payouts": [fraction_text(value) for value in payouts],
            "results": [fraction_text(value) for value in results],
            "shown": shown,
        }
        self.history.append([fraction_text(value) for value in results])
        self.past_deals.append(
            {
                "deal_no": self._deal_no,
                "dealer": self.dealer,
                "actions": [dict(record) for record in self.actions],
            }
        )
        self._deal_over = True
        events = [Event("deal_over", None, _copy_json(self.result))]
        if self._deal_no >= DEALS_PER_MATCH:
            self._match_over = True
            summary = {"winners": self.match_winners, "standings": self.standings()}
            events.append(Event("match_over", None, summary))
        return events

    # ------------------------------------------------------------------ standings

    @property
    def match_winners(self) -> list[int]:
        """Seats with the highest total once the match is over (equal totals share, AN-1.1)."""
        if not self._match_over:
            return []
        best = max(self.totals)
        return [seat for seat in range(SEATS) if self.totals[seat] == best]

    def standings(self) -> list[JSON]:
        """Seats best first; equal totals share a place (1-based, competition style)."""
        order = sorted(range(SEATS), key=lambda seat: (-self.totals[seat], seat))
        rows: list[JSON] = []
        for position, seat in enumerate(order):
            total = self.totals[seat]
            place = position + 1
            if position and self.totals[order[position - 1]] == total:
                place = rows[-1]["place"]
            rows.append({"seat": seat, "total": fraction_text(total), "place": place})
        return rows

    # ------------------------------------------------------------------ views

    def public_view(self) -> dict[str, JSON]:
        betting = self.betting
        seats: list[JSON] = [
            {
                "seat": seat,
                "stake": 0 if betting is None else betting.total[seat],
                "folded": False if betting is None else betting.folded[seat],
                "acted": False if betting is None else betting.acted[seat],
                "total": fraction_text(self.totals[seat]),
            }
            for seat in range(SEATS)
        ]
        return {
            "game": GAME,
            "seq": self._seq,
            "deal_no": self._deal_no,
            "deals_per_match": DEALS_PER_MATCH,
            "dealer": self.dealer,
            "to_act": self.to_act,
            "deal_over": self._deal_over,
            "match_over": self._match_over,
            "high": self.high,
            "cap": CAP,
            "pot": self.pot,
            "seats": seats,
            "actions": [dict(record) for record in self.actions],
            "past_deals": _copy_json(self.past_deals),
            "result": None if self.result is None else _copy_json(self.result),
            "standings": self.standings(),
            "winners": self.match_winners,
        }

    def private_view(self, seat: int) -> dict[str, JSON]:
        if not 0 <= seat < SEATS:
            raise RuleError("error-seat-unknown", seat=seat)
        view = self.public_view()
        looked = self.looked[seat] and bool(self.hands[seat])
        view["seat"] = seat
        view["looked"] = looked
        view["hand"] = codes(self.hands[seat]) if looked else None
        view["category"] = rank_hand(self.hands[seat]).key if looked else None
        view["legal"] = [option.to_dict() for option in self.legal_actions(seat)]
        return view

    # ------------------------------------------------------------------ serialization

    def to_dict(self) -> dict[str, JSON]:
        return {
            "game": GAME,
            "version": VERSION,
            "seq": self._seq,
            "deal_no": self._deal_no,
            "first_dealer": self.first_dealer,
            "dealer": self.dealer,
            "totals": [fraction_text(value) for value in self.totals],
            "hands": [codes(hand) for hand in self.hands],
            "looked": list(self.looked),
            "betting": None if self.betting is None else self.betting.to_dict(),
            "actions": [dict(record) for record in self.actions],
            "result": None if self.result is None else _copy_json(self.result),
            "history": [list(row) for row in self.history],
            "past_deals": _copy_json(self.past_deals),
            "deal_over": self._deal_over,
            "match_over": self._match_over,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        if data.get("game") != GAME or data.get("version") != VERSION:
            raise InvalidState("error-state-corrupt", detail="not an As-Nas state of this version")
        try:
            state = cls(first_dealer=int(data["first_dealer"]))
            state._seq = int(data["seq"])
            state._deal_no = int(data["deal_no"])
            state.dealer = int(data["dealer"])
            state.totals = [parse_fraction(value) for value in data["totals"]]
            state.hands = [parse_cards(list(hand)) for hand in data["hands"]]
            state.looked = [bool(value) for value in data["looked"]]
            raw_betting = data["betting"]
            state.betting = None if raw_betting is None else bet.Betting.from_dict(raw_betting)
            state.actions = _action_records(data["actions"])
            state.result = None if data["result"] is None else _copy_json(data["result"])
            state.history = [[str(value) for value in row] for row in data["history"]]
            # A snapshot stored before this key existed has no past deals to show.
            state.past_deals = [
                {
                    "deal_no": int(deal["deal_no"]),
                    "dealer": int(deal["dealer"]),
                    "actions": _action_records(deal["actions"]),
                }
                for deal in data.get("past_deals", [])
            ]
            state._deal_over = bool(data["deal_over"])
            state._match_over = bool(data["match_over"])
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, InvalidState):
                raise
            raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
        if len(state.totals) != SEATS or len(state.hands) != SEATS or len(state.looked) != SEATS:
            raise InvalidState("error-state-corrupt", detail="seat count")
        dealt = [card for hand in state.hands for card in hand]
        if len(set(dealt)) != len(dealt):
            raise InvalidState("error-state-corrupt", detail="card dealt twice")
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AsNasState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"AsNasState(deal_no={self._deal_no}, seq={self._seq}, to_act={self.to_act})"


def _action_records(raw: JSON) -> list[dict[str, int | str]]:
    """Betting action records read back from JSON (the ``actions`` view key's shape)."""
    return [
        {
            "seat": int(record["seat"]),
            "action": str(record["action"]),
            "stake": int(record["stake"]),
            "high": int(record["high"]),
        }
        for record in raw
    ]


def _copy_json(value: JSON) -> JSON:
    """A deep copy of plain JSON data (views must not alias the state)."""
    if isinstance(value, dict):
        return {key: _copy_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy_json(item) for item in value]
    return value
