"""Play one random hand on our engine and on PokerKit in lockstep, comparing as we go.

PokerKit is a dev dependency used only here and in bench/. Its conventions, normalised:

* Players are numbered from the button's left (0 = small blind; heads-up 0 = big blind,
  1 = the button), so our seats dealt in map to its indices in that order.
* We deal every card ourselves (no burns, NK-1.1): PokerKit's burns get unknown cards ``??``.
* Pots are read after the last card and before the showdown (every hand is shown). PokerKit
  then kills the losing hands and merges pots whose contenders became the same, which moves odd
  chips; NK-4.4 splits pot by pot as the pots were formed. So the final stacks are checked
  against the pots read before the showdown, each split by PokerKit's own hand comparison with
  the odd chips to the first winner from the button's left, and PokerKit's stacks may differ
  from ours only by those odd chips.
* PokerKit starts every betting round with a last full raise of 0, so when the round's first
  wager is an all-in that raises by less than the big blind, it counts it as a full raise and
  reopens the betting. Under the full-bet rule (NK-3.2, Robert's Rules §14.3) it does not. For
  the rest of such a round the harness accepts that PokerKit offers a raise we refuse (and our
  random actions never raise there, since we do not offer it); everything else must agree.
* A short-posted big blind: we keep the full blind to call (Robert's Rules §4), PokerKit uses
  the posted amount, so `random_config` never deals a hand where that rule changes anything.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass, field
from typing import Any

from pokerkit import (
    Automation,
    Mode,
    NoLimitTexasHoldem,
    OmahaHoldemHand,
    PotLimitOmahaHoldem,
    StandardHighHand,
)

from engine.poker import PokerState
from engine.poker.state import CODES
from engine.protocol import Action, LegalAction

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PULLING,
)


@dataclass
class Config:
    variant: str
    stacks: list[int | None]
    button: int
    small_blind: int
    big_blind: int
    deck: list[int]
    seed: int
    actions: list[Action] = field(default_factory=list)


def random_config(rng: random.Random, variant: str) -> Config:
    """2-9 seats (some empty or broke), uneven stacks, a random button and deck."""
    while True:
        size = rng.randint(2, 9)
        big = rng.choice((2, 2, 2, 4, 10))
        small = rng.choice((1, big // 2))  # equal blinds confuse PokerKit's first actor
        stacks: list[int | None] = []
        for _ in range(size):
            roll = rng.random()
            if roll < 0.08:
                stacks.append(None)
            elif roll < 0.12:
                stacks.append(0)
            elif roll < 0.3:
                stacks.append(rng.randint(1, 4 * big))  # short: blinds and all-ins
            else:
                stacks.append(rng.randint(5 * big, 300 * big))
        live = [s for s in range(size) if stacks[s]]
        if len(live) < 2:
            continue
        deck = list(range(52))
        rng.shuffle(deck)
        config = Config(variant, stacks, rng.randrange(size), small, big, deck, rng.getrandbits(32))
        if not short_big_blind_matters(config):
            return config


def short_big_blind_matters(config: Config) -> bool:
    state = PokerState.new_hand(
        config.variant,
        config.stacks,
        config.button,
        config.small_blind,
        config.big_blind,
        deck=config.deck,
    )
    assert state.bb_seat is not None
    posted = state.betting.street
    return max(posted) < config.big_blind and state.betting.current_bet == config.big_blind


def _pk_state(config: Config, pk_stacks: list[int]) -> Any:
    game = NoLimitTexasHoldem if config.variant == "holdem" else PotLimitOmahaHoldem
    return game.create_state(
        AUTOMATIONS,
        True,
        0,
        (config.small_blind, config.big_blind),
        config.big_blind,
        pk_stacks,
        len(pk_stacks),
        mode=Mode.TOURNAMENT,
    )


def choose(rng: random.Random, legal: tuple[LegalAction, ...], seat: int) -> Action:
    weights = {"fold": 2, "check": 5, "call": 5, "bet": 3, "raise": 3, "all_in": 1}
    option = rng.choices(legal, [weights[o.kind] for o in legal])[0]
    amount = None
    if option.kind in ("bet", "raise"):
        assert option.min is not None and option.max is not None
        pick = rng.random()
        if pick < 0.4:
            amount = option.min
        elif pick < 0.55:
            amount = option.max
        else:
            amount = rng.randint(option.min, option.max)
    return Action(seat, option.kind, amount)


class Mismatch(AssertionError):
    pass


def _check(condition: bool, what: str, ours: Any, theirs: Any, state: PokerState) -> None:
    if not condition:
        raise Mismatch(f"{what}: ours={ours!r} pokerkit={theirs!r} log={state.log!r}")


def run_hand(config: Config, rng: random.Random) -> PokerState:
    """Play one hand with random legal actions; raise `Mismatch` on any disagreement.

    Appends the actions taken to `config.actions` and returns our final state.
    """
    ours = PokerState.new_hand(
        config.variant,
        config.stacks,
        config.button,
        config.small_blind,
        config.big_blind,
        deck=config.deck,
    )
    size = ours.size
    dealt = sorted(
        (s for s in range(size) if ours.in_hand[s]), key=lambda s: (s - ours.button - 1) % size
    )
    pk_index = {seat: i for i, seat in enumerate(dealt)}
    theirs = _pk_state(config, [ours.start_stacks[s] for s in dealt])
    holes = [ours.hole[seat] for seat in dealt]
    first_board = len(dealt) * ours.hole_count  # no burns: the board follows the hole cards
    board_cards = ours.deck[first_board : first_board + 5]
    pots_checked = False
    expected: list[int] | None = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while True:
            _feed(theirs, holes, board_cards)
            if theirs.can_show_or_muck_hole_cards():
                if not pots_checked:  # before the showdown kills hands
                    _compare_pots(ours, theirs, dealt)
                    expected = _expected_stacks(config.variant, theirs, holes, board_cards)
                    pots_checked = True
                theirs.show_or_muck_hole_cards(True)
                continue
            if theirs.can_push_chips() and not pots_checked:
                # Everybody else folded: PokerKit has not yet returned the uncalled bet, so
                # only the final stacks compare.
                pots_checked = True
            if theirs.can_push_chips():
                theirs.push_chips()
                continue
            if not theirs.status:
                break
            actor = theirs.actor_index
            _check(actor is not None, "pokerkit actor", ours.to_act, actor, ours)
            seat = dealt[actor]
            if ours.to_act != seat and _only_check(theirs):
                # PokerKit still asks a player who can only check when nobody else can bet;
                # the round is over for us (NK-2.4).
                theirs.check_or_call()
                continue
            _check(ours.to_act == seat, "to act", ours.to_act, seat, ours)
            legal = ours.legal_actions(seat)
            lenient = _short_opening(ours, config.big_blind)
            legal = _compare_legal(ours, theirs, legal, lenient)
            action = choose(rng, legal, seat)
            config.actions.append(action)
            ours.apply(action)
            _apply_pk(theirs, action, ours)
    _check(ours.deal_over, "hand over", ours.deal_over, theirs.status, ours)
    final = [ours.betting.stacks[s] for s in dealt]
    if expected is None:
        _check(final == list(theirs.stacks), "final stacks", final, theirs.stacks, ours)
    else:
        _check(final == expected, "final stacks", final, expected, ours)
        odd = sum(abs(a - b) for a, b in zip(final, theirs.stacks, strict=True))
        _check(odd < 2 * len(dealt), "odd chips", final, theirs.stacks, ours)
    _check(pots_checked or len(ours.betting.live_seats) == 1, "pots read", None, None, ours)
    assert pk_index  # every dealt seat mapped
    return ours


def _only_check(theirs: Any) -> bool:
    return (
        theirs.checking_or_calling_amount == 0
        and theirs.min_completion_betting_or_raising_to_amount is None
    )


def _feed(theirs: Any, holes: list[list[int]], board_cards: list[int]) -> None:
    """Do PokerKit's dealing: burns as unknown cards, our hole cards and board."""
    while True:
        if theirs.can_burn_card("??"):
            theirs.burn_card("??")
        elif theirs.can_deal_hole():
            index = theirs.hole_dealee_index
            have = len(theirs.hole_cards[index])
            theirs.deal_hole(CODES[holes[index][have]])
        elif theirs.can_deal_board():
            have = len(theirs.board_cards)
            count = 3 if have == 0 else 1
            theirs.deal_board("".join(CODES[c] for c in board_cards[have : have + count]))
        else:
            return


def _short_opening(ours: PokerState, big_blind: int) -> bool:
    """Was this round's first bet or raise an all-in raising by less than the big blind?"""
    level = big_blind if ours.street == 0 else 0
    for record in ours.log:
        if record.street != ours.street or record.kind in ("post", "fold", "check", "call"):
            continue
        if record.kind == "board":
            continue
        if record.to > level:
            return record.all_in and record.to - level < big_blind
    return False


def _reopened_by_short_all_ins(ours: PokerState) -> bool:
    """Did only short all-ins, together at least a full raise, raise the bet since the seat to
    act last acted this round (the 96a case)?"""
    seat = ours.to_act
    betting = ours.betting
    if seat is None or not betting.acted[seat]:
        return False
    since = []
    for record in ours.log:
        if record.street != ours.street:
            continue
        if record.seat == seat and record.kind not in ("post", "board"):
            since = []  # count only what came after the seat's last action
        elif record.kind in ("bet", "raise", "all_in"):
            since.append(record)
    return bool(since) and all(record.all_in for record in since) and (
        betting.current_bet - betting.faced[seat] >= betting.last_raise
    )


def _compare_legal(
    ours: PokerState, theirs: Any, legal: tuple[LegalAction, ...], lenient: bool
) -> tuple[LegalAction, ...]:
    """Compare the options; return ours, less what PokerKit cannot do in a lenient round."""
    kinds = {option.kind: option for option in legal}
    _check(("fold" in kinds) == theirs.can_fold(), "can fold", kinds, theirs.can_fold(), ours)
    to_call = kinds["call"].min if "call" in kinds else 0
    pk_call = theirs.checking_or_calling_amount
    _check(to_call == pk_call, "to call", to_call, pk_call, ours)
    raise_option = kinds.get("bet") or kinds.get("raise")
    bounds = None if raise_option is None else (raise_option.min, raise_option.max)
    lo = theirs.min_completion_betting_or_raising_to_amount
    hi = theirs.max_completion_betting_or_raising_to_amount
    pk_bounds = None if lo is None else (lo, hi)
    if lenient and bounds is None and pk_bounds is not None:
        return legal  # PokerKit reopened the betting on a short all-in; we do not
    if bounds is not None and pk_bounds is None and _reopened_by_short_all_ins(ours):
        # NK-3.2 Decision (WSOP 96a): short all-ins adding up to a full raise reopen the
        # betting for a seat that already acted; PokerKit keeps it closed. Play on without
        # the raise so both engines stay in step.
        return tuple(
            option for option in legal if option.kind not in ("bet", "raise", "all_in")
            or (option.kind == "all_in" and option.min is not None
                and option.min <= ours.betting.current_bet)
        )
    _check(bounds == pk_bounds, "raise-to bounds", bounds, pk_bounds, ours)
    return legal


def _apply_pk(theirs: Any, action: Action, ours: PokerState) -> None:
    if action.kind == "fold":
        theirs.fold()
    elif action.kind in ("check", "call"):
        theirs.check_or_call()
    elif action.kind in ("bet", "raise"):
        theirs.complete_bet_or_raise_to(action.amount)
    else:  # all_in: a raise when it goes over the bet, else a call for every chip
        record = [r for r in ours.log if r.kind == "all_in"][-1]
        if theirs.can_complete_bet_or_raise_to(record.to):
            theirs.complete_bet_or_raise_to(record.to)
        else:
            theirs.check_or_call()


def _expected_stacks(
    variant: str, theirs: Any, holes: list[list[int]], board_cards: list[int]
) -> list[int]:
    """Stacks after the showdown with every pot split on its own (NK-4.4), hands compared by
    PokerKit's evaluator."""
    kind = StandardHighHand if variant == "holdem" else OmahaHoldemHand
    board = "".join(CODES[c] for c in board_cards)
    hands = [kind.from_game("".join(CODES[c] for c in hole), board) for hole in holes]
    stacks = list(theirs.stacks)
    for pot in theirs.pots:
        best = max(hands[i] for i in pot.player_indices)
        winners = [i for i in pot.player_indices if hands[i] == best]  # button's left first
        share, odd = divmod(pot.amount, len(winners))
        for n, i in enumerate(winners):
            stacks[i] += share + (odd if n == 0 else 0)
    return stacks


def _compare_pots(ours: PokerState, theirs: Any, dealt: list[int]) -> None:
    mine = [(r.amount, tuple(sorted(r.seats))) for r in ours.log if r.kind == "pot"]
    pk = [
        (pot.amount, tuple(sorted(dealt[i] for i in pot.player_indices))) for pot in theirs.pots
    ]
    _check(mine == pk, "pots", mine, pk, ours)
