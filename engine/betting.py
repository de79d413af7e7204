"""The betting round, written once for every game that bets.

`Betting` holds the chip side of one hand for any number of seats: what each seat has behind
(`stacks`), what it put in this betting round (`street`) and in the whole hand (`total`, antes
and blinds included), who folded, and the state of the current round (the bet to match, the
last full raise, who has acted and what they faced). The game owns dealing and turn order: it
opens each round with the seats in acting order and asks `to_act` who is next.

Structures:
  * ``no_limit``  — bet up to your stack (Up/Down UD-3.3, Hold'em and Naiko NK-3.1);
  * ``pot_limit`` — raise at most to current bet + pot + the call (Omaha NK-3.3); a single seat
    can also be put under pot-limit for one round (Naiko's Small anchor, NK-6.3);
  * ``capped``    — every raise is exactly `increment` and the highest stake never exceeds
    `cap` (As-Nas AN-3.2). Give each seat a stack of `cap`: nobody can stake more.

Rules implemented here, by id: the minimum bet and minimum raise = the last *full* raise
(UD-3.3, NK-3.1); a short all-in does not reopen raising for a seat that already acted, while
several short all-ins adding up to a full raise over what that seat last faced do (UD-3.4,
NK-3.2 / WSOP 96a); no raise when every other seat still in is all-in (NK-4.6); the round ends
when everyone who can act has acted and matched (UD-3.6, NK-2.4, AN-3.4); the uncalled part of a
bet goes back to its owner (UD-3.5, NK-4.1); side pots from every seat's total contribution,
folded seats included (NK-4.1).

Amounts for bet and raise are *raise-to* totals for the round (the seat's `street` after it).
The class keeps parallel lists of ints: poker simulation calls it hundreds of thousands of
times a second, so it avoids per-seat objects.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Any, Final, NamedTuple

from engine.errors import IllegalAction, InvalidState
from engine.protocol import LegalAction

NO_LIMIT: Final = "no_limit"
POT_LIMIT: Final = "pot_limit"
CAPPED: Final = "capped"
STRUCTURES: Final = (NO_LIMIT, POT_LIMIT, CAPPED)

FOLD: Final = "fold"
CHECK: Final = "check"
CALL: Final = "call"
BET: Final = "bet"
RAISE: Final = "raise"
ALL_IN: Final = "all_in"
VERBS: Final = (FOLD, CHECK, CALL, BET, RAISE, ALL_IN)


# Immutable, so shared: building option records is a hot path of poker simulation (a frozen
# dataclass costs ~1 µs to build, a dict hit a tenth of that). The memo is bounded: when full
# it is emptied and refills with the amounts in play.
_CHECK_OPTION: Final = LegalAction(CHECK)
_FOLD_OPTION: Final = LegalAction(FOLD)
_OPTIONS: Final[dict[tuple[str, int, int], LegalAction]] = {}
_OPTIONS_MAX: Final = 16384  # ~3 MB at most


def _option(kind: str, low: int, high: int) -> LegalAction:
    key = (kind, low, high)
    option = _OPTIONS.get(key)
    if option is None:
        if len(_OPTIONS) >= _OPTIONS_MAX:
            _OPTIONS.clear()
        option = _OPTIONS[key] = LegalAction(kind, low, high)
    return option


# (verb, can_check, to_call, min, max, all-in offered) -> the options when a bet or raise is
# open; memoized whole, so a decision costs one lookup. Bounded like `_OPTIONS`.
_SizedKey = tuple[str, bool, int, int, int, bool]
_SIZED: Final[dict[_SizedKey, tuple[LegalAction, ...]]] = {}


def _sized_options(key: _SizedKey) -> tuple[LegalAction, ...]:
    """Check or fold/call, the sized verb, and all-in when the range reaches every chip."""
    verb, can_check, to_call, low, high, push = key
    if len(_SIZED) >= _OPTIONS_MAX:
        _SIZED.clear()
    sized = _option(verb, low, high)
    if can_check:
        first: tuple[LegalAction, ...] = (_CHECK_OPTION,)
    else:
        first = (_FOLD_OPTION, _option(CALL, to_call, to_call))
    legal = (*first, sized, _option(ALL_IN, high, high)) if push else (*first, sized)
    _SIZED[key] = legal
    return legal


class Limits(NamedTuple):
    """What the seat to act may do now.

    `to_call` is the chips a call adds (already reduced to the stack for an all-in call).
    `min_raise_to`/`max_raise_to` are None when no bet or raise is possible; when the stack
    cannot reach a full raise both equal the all-in total (a legal short all-in).
    """

    seat: int
    to_call: int
    can_check: bool
    min_raise_to: int | None
    max_raise_to: int | None
    all_in_to: int  # the seat's round total if it pushes everything


class Pot(NamedTuple):
    """A pot and the seats that can win it. Immutable; a named tuple rather than a frozen
    dataclass because every hand builds one or more (a fifth of the cost)."""

    amount: int
    eligible: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "eligible": list(self.eligible)}


class Moved(NamedTuple):
    """The chips an accepted action moved, for the game's events."""

    seat: int
    verb: str
    added: int  # chips from stack to the table by this action
    street: int  # the seat's round total after it
    all_in: bool


# Builds a named tuple from a plain one without the Python-level `__new__` (half the cost).
_new_tuple: Final = tuple.__new__


class Betting:
    __slots__ = (
        "acted",
        "cap",
        "current_bet",
        "faced",
        "folded",
        "increment",
        "last_raise",
        "min_bet",
        "order",
        "pot_limited",
        "stacks",
        "street",
        "structure",
        "to_act",
        "total",
    )

    def __init__(
        self,
        stacks: Sequence[int],
        *,
        structure: str = NO_LIMIT,
        min_bet: int = 1,
        cap: int | None = None,
        increment: int | None = None,
        in_hand: Sequence[bool] | None = None,
    ) -> None:
        if structure not in STRUCTURES:
            raise InvalidState("error-betting-structure", structure=structure)
        if structure == CAPPED and cap is None:
            raise InvalidState("error-betting-structure", structure=structure)
        self.structure = structure
        self.min_bet = min_bet
        self.cap = cap
        self.increment = increment if increment is not None else min_bet
        self.stacks = list(map(int, stacks))
        self.reset(in_hand)

    # ------------------------------------------------------------------ queries

    @property
    def seats(self) -> int:
        return len(self.stacks)

    @property
    def pot(self) -> int:
        """Every chip in the middle: earlier rounds, antes, blinds and this round's bets."""
        return sum(self.total)

    def is_all_in(self, seat: int) -> bool:
        return self.stacks[seat] == 0 and not self.folded[seat]

    def can_act(self, seat: int) -> bool:
        return not self.folded[seat] and self.stacks[seat] > 0

    @property
    def live_seats(self) -> list[int]:
        """Seats still in the hand (not folded), all-in or not."""
        folded = self.folded
        return [seat for seat in range(len(folded)) if not folded[seat]]

    @property
    def round_complete(self) -> bool:
        return self.to_act is None

    @property
    def betting_closed(self) -> bool:
        """No more betting is possible this hand: one seat left, or at most one seat with chips
        and it owes nothing (NK-4.2: the board runs out)."""
        folded, stacks = self.folded, self.stacks
        if folded.count(False) <= 1:
            return True
        # Seats still in with chips (stacks are never negative: a zero one is all-in).
        able = [seat for seat in range(len(stacks)) if stacks[seat] and not folded[seat]]
        return not able or (
            len(able) == 1 and self.street[able[0]] >= self.current_bet and self.to_act is None
        )

    def limits(self, seat: int) -> Limits:
        """What `seat` may do now (see `Limits`)."""
        return _new_tuple(Limits, (seat, *self._bounds(seat)))

    def legal_actions(self, seat: int) -> tuple[LegalAction, ...]:
        """The betting verbs open to `seat` now (empty when it is not that seat's turn)."""
        if seat != self.to_act:
            return ()
        to_call, can_check, low, high, all_in_to = self._bounds(seat)
        # The options are shared immutable records (see `_option`); a dict hit is the
        # common case, so it is tried inline.
        options = _OPTIONS
        if low is None:
            if can_check:
                return (_CHECK_OPTION,)
            call = options.get((CALL, to_call, to_call)) or _option(CALL, to_call, to_call)
            # Without raising rights, pushing is only a call for every chip.
            if self.structure != CAPPED and all_in_to <= self.current_bet and self.stacks[seat]:
                return (_FOLD_OPTION, call, _option(ALL_IN, all_in_to, all_in_to))
            return (_FOLD_OPTION, call)
        assert high is not None
        verb = BET if self.current_bet == 0 else RAISE
        # A sized bet or raise: the whole option tuple is memoized (one lookup per decision).
        push = high == all_in_to and self.structure != CAPPED and self.stacks[seat] > 0
        key = (verb, can_check, to_call, low, high, push)
        return _SIZED.get(key) or _sized_options(key)

    def pots(self) -> list[Pot]:
        """Main pot and side pots from each seat's total contribution (NK-4.1).

        Levels come from the totals of seats still in; every seat's chips, folded or not, fill
        each level up to what it put in. Chips a folded seat put in above the highest live
        level (possible only when it folded after raising) join the last pot.
        """
        total, folded = self.total, self.folded
        live = [seat for seat in range(len(total)) if not folded[seat]]
        live_totals = {total[seat] for seat in live}
        if len(live_totals) == 1:  # the usual end: every seat still in put in the same
            chips = sum(total)
            return [_new_tuple(Pot, (chips, tuple(live)))] if chips else []
        levels = sorted(level for level in live_totals if level > 0)
        amounts: list[int] = []
        eligibles: list[tuple[int, ...]] = []
        below = 0  # every seat's chips up to the previous level
        # Every seat's chips up to `level`: all of those who put in less, `level` of the rest.
        everyone = sorted(total)
        seats = len(everyone)
        under = 0  # the chips of everyone[:short], the seats that put in less than `level`
        short = 0
        for level in levels:
            while short < seats and everyone[short] < level:
                under += everyone[short]
                short += 1
            filled = under + level * (seats - short)
            eligible = tuple([seat for seat in live if total[seat] >= level])
            if eligibles and eligibles[-1] == eligible:
                amounts[-1] += filled - below
            else:
                amounts.append(filled - below)
                eligibles.append(eligible)
            below = filled
        leftover = sum(total) - below
        if leftover:
            if amounts:
                amounts[-1] += leftover
            else:
                amounts.append(leftover)
                eligibles.append(tuple(live))
        return [_new_tuple(Pot, pot) for pot in zip(amounts, eligibles, strict=True)]

    # ------------------------------------------------------------------ forced bets and rounds

    def reset(self, in_hand: Sequence[bool] | None = None) -> None:
        """A new hand on the same stacks and structure: nothing bet, nobody acted, no round open;
        a seat not dealt in counts as folded. A fresh `Betting` starts this way too (poker calls
        it every hand instead of building one)."""
        n = len(self.stacks)
        self.street = [0] * n
        self.total = [0] * n
        # A seat not dealt into the hand counts as folded: it never acts and wins nothing.
        self.folded = [False] * n if in_hand is None else list(map(operator.not_, in_hand))
        self.acted = [False] * n
        self.faced = [0] * n
        self.pot_limited = [False] * n
        self.current_bet = 0
        self.last_raise = self.min_bet
        self.order: list[int] = []
        self.to_act: int | None = None

    def post_ante(self, seat: int, amount: int) -> int:
        """Dead money into the pot; not part of the round's bets. Returns the chips posted."""
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.total[seat] += paid
        return paid

    def start_round(
        self,
        order: Sequence[int],
        forced: Sequence[tuple[int, int]] = (),
        *,
        open_bet: int = 0,
    ) -> list[Moved]:
        """Open a betting round: seats in acting order, then forced bets (blinds, As-Nas's
        opening stake). A forced bet is not an action (AN-3.4, NK-6.2); a seat that cannot
        cover it posts what it has and is all-in (NK-2.3).

        `open_bet` is the bet to match after the forced bets even when they were posted short:
        a big blind all-in for less still leaves the full blind to call and the minimum raise
        at twice it (Robert's Rules §4, TDA practice). It applies only while two seats still
        have chips to bet with; otherwise nobody could answer and there is nothing to call."""
        stacks = self.stacks
        n = len(stacks)
        self.street = street = [0] * n
        self.acted = [False] * n
        self.faced = [0] * n
        self.pot_limited = [False] * n
        self.last_raise = self.min_bet
        self.order = list(order)
        posted: list[Moved] = []
        total = self.total
        bet = 0
        for seat, amount in forced:
            stack = stacks[seat]
            paid = amount if amount < stack else stack
            stacks[seat] = stack - paid
            street[seat] += paid
            total[seat] += paid
            bet = max(bet, street[seat])
            posted.append(_new_tuple(Moved, (seat, "post", paid, street[seat], stack == paid)))
        if open_bet > bet and sum(map(self.can_act, range(n))) >= 2:
            bet = open_bet
        self.current_bet = bet
        self.to_act = self._next_from(0)
        return posted

    def return_uncalled(self) -> tuple[int, int] | None:
        """Give back the part of the top bet nobody matched (UD-3.5, NK-4.1).

        Call at the end of every round (the game does it through `finish_round`). Returns
        (seat, chips) or None.
        """
        street = self.street
        if not street:
            return None
        best = max(street)
        if best <= 0 or street.count(best) > 1:  # matched (or nothing bet): nothing to return
            return None
        top = street.index(best)
        excess = best - max(street[:top] + street[top + 1 :], default=0)
        street[top] -= excess
        self.total[top] -= excess
        self.stacks[top] += excess
        self.current_bet = max(street)
        return top, excess

    def finish_round(self) -> tuple[int, int] | None:
        """Close the round: return the uncalled bet and stop asking anyone to act."""
        self.to_act = None
        return self.return_uncalled()

    # ------------------------------------------------------------------ actions

    def act(
        self, seat: int, verb: str, amount: int | None = None, *, open_fold: bool = False
    ) -> Moved:
        """Verify, then do. Raises `IllegalAction` (state untouched) when the move is illegal.

        `open_fold` allows a fold even when a check is free (As-Nas AN-3.2 lists fold among the
        options of every turn); poker refuses it (`error-fold-when-check`).
        """
        to_act = self.to_act
        if seat != to_act or to_act is None:
            if to_act is None:
                raise IllegalAction("error-no-betting-now")
            raise IllegalAction("error-not-your-turn")
        # Fold, check and call need only what the seat owes, not the raise bounds.
        owed = self.current_bet - self.street[seat]
        if verb == FOLD:
            if owed <= 0 and not open_fold:
                raise IllegalAction("error-fold-when-check")
            self.folded[seat] = True
            return self._move(seat, verb, 0)
        if verb == CHECK:
            if owed > 0:
                raise IllegalAction("error-cannot-check", to_call=min(owed, self.stacks[seat]))
            return self._move(seat, verb, 0)
        if verb == CALL:
            if owed <= 0:
                raise IllegalAction("error-nothing-to-call")
            stack = self.stacks[seat]
            return self._move(seat, verb, owed if owed < stack else stack)
        to_call, _, low, high, all_in_to = self._bounds(seat)
        if verb in (BET, RAISE):
            if low is None or high is None:
                raise IllegalAction("error-raise-not-allowed")
            if (verb == BET) != (self.current_bet == 0):
                raise IllegalAction("error-bet-or-raise", verb=verb)
            if amount is None or not low <= amount <= high:
                raise IllegalAction("error-amount-out-of-range", min=low, max=high)
            return self._raise(seat, verb, amount)
        if verb == ALL_IN:
            # Legal when the sizing allows every chip, or (no raising rights) as a call of it.
            legal = all_in_to <= self.current_bet if low is None else high == all_in_to
            if self.structure == CAPPED or not self.stacks[seat] or not legal:
                raise IllegalAction("error-raise-not-allowed")
            if all_in_to <= self.current_bet:
                return self._move(seat, verb, to_call)
            return self._raise(seat, verb, all_in_to)
        raise IllegalAction("error-unknown-action", verb=verb)

    # ------------------------------------------------------------------ serialization

    def to_dict(self) -> dict[str, Any]:
        return {
            "structure": self.structure,
            "min_bet": self.min_bet,
            "cap": self.cap,
            "increment": self.increment,
            "stacks": list(self.stacks),
            "street": list(self.street),
            "total": list(self.total),
            "folded": list(self.folded),
            "acted": list(self.acted),
            "faced": list(self.faced),
            "pot_limited": list(self.pot_limited),
            "current_bet": self.current_bet,
            "last_raise": self.last_raise,
            "order": list(self.order),
            "to_act": self.to_act,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Betting:
        try:
            structure, cap = data["structure"], data["cap"]
            if structure not in STRUCTURES or (structure == CAPPED and cap is None):
                raise InvalidState("error-betting-structure", structure=structure)
            # Every slot is set below: no `__init__` (its `reset` would build lists only to
            # have them replaced; start-up reloads every table's hand).
            betting = cls.__new__(cls)
            betting.structure = structure
            betting.min_bet = int(data["min_bet"])
            betting.cap = cap
            betting.increment = int(data["increment"])
            betting.stacks = [int(v) for v in data["stacks"]]
            betting.street = [int(v) for v in data["street"]]
            betting.total = [int(v) for v in data["total"]]
            betting.folded = [bool(v) for v in data["folded"]]
            betting.acted = [bool(v) for v in data["acted"]]
            betting.faced = [int(v) for v in data["faced"]]
            betting.pot_limited = [bool(v) for v in data["pot_limited"]]
            betting.current_bet = int(data["current_bet"])
            betting.last_raise = int(data["last_raise"])
            betting.order = [int(v) for v in data["order"]]
            betting.to_act = None if data["to_act"] is None else int(data["to_act"])
        except InvalidState:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
        return betting

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Betting) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def copy(self) -> Betting:
        clone = Betting.__new__(Betting)
        for name in Betting.__slots__:
            value = getattr(self, name)
            setattr(clone, name, list(value) if isinstance(value, list) else value)
        return clone

    # ------------------------------------------------------------------ internals

    def _bounds(self, seat: int) -> tuple[int, bool, int | None, int | None, int]:
        """`Limits` without the seat, as a plain tuple (this runs at every decision)."""
        stacks, streets = self.stacks, self.street
        street = streets[seat]
        stack = stacks[seat]
        bet = self.current_bet
        owed = bet - street
        all_in_to = street + stack
        if stack <= owed:  # calling already takes every chip (or there are none)
            return (stack if owed > 0 else 0), owed <= 0, None, None, all_in_to
        to_call = owed if owed > 0 else 0
        # NK-4.6: somebody else must be able to answer a raise, that is put in more than the
        # current bet; a player who can only call all-in for it cannot (the raise would come
        # straight back as uncalled).
        folded = self.folded
        for other in range(len(stacks)):
            chips = stacks[other]
            if other != seat and not folded[other] and chips > 0 and streets[other] + chips > bet:
                break
        else:
            return to_call, owed <= 0, None, None, all_in_to
        structure = self.structure
        if structure == CAPPED:
            assert self.cap is not None
            if bet + self.increment > self.cap:
                return to_call, owed <= 0, None, None, all_in_to
            target = min(bet + self.increment, all_in_to)
            return to_call, owed <= 0, target, target, all_in_to
        # UD-3.4 / NK-3.2 (96a): a seat that acted may raise again only when the bet grew by
        # a full raise since it last acted (one full raise, or short all-ins adding up to one).
        if self.acted[seat] and bet - self.faced[seat] < self.last_raise:
            return to_call, owed <= 0, None, None, all_in_to
        minimum = self.min_bet if bet == 0 else bet + self.last_raise
        if minimum >= all_in_to:  # a short all-in is the only raise left
            return to_call, owed <= 0, all_in_to, all_in_to, all_in_to
        if structure == POT_LIMIT or self.pot_limited[seat]:
            # NK-3.3: current bet + (every chip on the table + the call).
            maximum = bet + sum(self.total) + to_call
            if maximum > all_in_to:
                maximum = all_in_to
            elif maximum < minimum:
                maximum = minimum
        else:
            maximum = all_in_to
        return to_call, owed <= 0, minimum, maximum, all_in_to

    def _raise(self, seat: int, verb: str, raise_to: int) -> Moved:
        increase = raise_to - self.current_bet
        # A full bet or raise sets the next minimum increment; a short all-in leaves it.
        self.last_raise = max(increase, self.last_raise)
        self.current_bet = max(self.current_bet, raise_to)
        return self._move(seat, verb, raise_to - self.street[seat])

    def _move(self, seat: int, verb: str, chips: int) -> Moved:
        """Put `chips` from the seat's stack into its bet, mark it as having acted (facing the
        current bet) and pass the turn on."""
        stacks, street = self.stacks, self.street
        if chips:
            stacks[seat] -= chips
            street[seat] += chips
            self.total[seat] += chips
        self.acted[seat] = True
        self.faced[seat] = self.current_bet
        self.to_act = self._next_from(self.order.index(seat) + 1)
        return _new_tuple(Moved, (seat, verb, chips, street[seat], stacks[seat] == 0))

    def _next_from(self, start: int) -> int | None:
        """The next seat in acting order that still owes a decision, or None (round over).

        That is the first seat from `start` round the order with chips that owes chips or has
        not acted, provided someone else is still in (it owes) or can still bet (it has not
        acted and owes nothing); if that proviso fails for the first such seat, it fails for
        every later one too.
        """
        order, folded, stacks = self.order, self.folded, self.stacks
        if not order:
            return None
        street, acted, bet = self.street, self.acted, self.current_bet
        count = len(order)
        start %= count
        # Negative indexes wrap: this walks from `start` round to the seat before it.
        for index in range(start - count, start):
            seat = order[index]
            if folded[seat] or stacks[seat] == 0:
                continue
            if street[seat] < bet:
                for other in order:
                    if other != seat and not folded[other]:
                        return seat
                return None
            if not acted[seat]:
                for other in order:
                    if other != seat and not folded[other] and stacks[other] > 0:
                        return seat
                return None
        return None
