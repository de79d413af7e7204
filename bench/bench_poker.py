"""Poker engine speed: random 6-max hands per second, ours against PokerKit on one action stream.

    .venv/bin/python -m bench.bench_poker [--hands 2000] [--seed 1]

For each variant (no-limit Hold'em, pot-limit Omaha) the script first plays `--hands` random
6-max hands on our engine (uneven stacks of 20-300 big blinds, a random button and deck) and
records every action. Then it times, separately, each engine replaying exactly that action
stream with the legal-size query a table makes at every decision (can fold, amount to call,
min and max raise-to): our `legal_actions` + `apply` from `new_hand`, and PokerKit's
`can_fold`, `checking_or_calling_amount`, `min/max_completion_betting_or_raising_to_amount` and
`fold` / `check_or_call` / `complete_bet_or_raise_to`, with its dealing, showdown and chip
pushing automated. Both engines play every recorded hand. PokerKit deals its own random cards
(its native mode, shuffle included); ours replays the recorded deck order. The action stream
does not depend on the cards, only the showdown winner does.

Each engine is timed `--passes` times (5 by default), alternating, and the best pass of each
is reported (CPU time), so a burst of load from other work on the machine does not decide the
ratio; beside it, the median of the per-pair ratios (ours and PokerKit timed one after the
other in each pair). Most random hands reach a showdown, where PokerKit's hand evaluation
dominates its time; the betting-only rows replay just the recorded hands that end without a
showdown (everyone but one folded), so their ratio is the betting and state machinery alone.

Prints a markdown table and writes ``bench/results/bench_poker.json``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import time
import warnings
from pathlib import Path
from typing import Any

from pokerkit import Automation, Mode, NoLimitTexasHoldem, PotLimitOmahaHoldem

from engine.poker import PokerState
from engine.protocol import Action

RESULTS = Path(__file__).parent / "results"
SEATS = 6
BLINDS = (1, 2)
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

Hand = tuple[list[int], int, list[int], list[Action]]  # stacks, button, deck, actions


def random_action(rng: random.Random, state: PokerState, seat: int) -> Action:
    legal = state.legal_actions(seat)
    weights = {"fold": 3, "check": 6, "call": 6, "bet": 2, "raise": 2, "all_in": 0.3}
    option = rng.choices(legal, [weights[o.kind] for o in legal])[0]
    amount = None
    if option.kind in ("bet", "raise"):
        assert option.min is not None and option.max is not None
        amount = option.min if rng.random() < 0.5 else rng.randint(option.min, option.max)
    return Action(seat, option.kind, amount)


def record_hands(variant: str, count: int, seed: int) -> list[Hand]:
    rng = random.Random(seed)
    hands: list[Hand] = []
    for _ in range(count):
        stacks = [rng.randint(20, 300) * BLINDS[1] for _ in range(SEATS)]
        button = rng.randrange(SEATS)
        deck = list(range(52))
        rng.shuffle(deck)
        state = PokerState.new_hand(variant, list(stacks), button, *BLINDS, deck=deck)
        actions: list[Action] = []
        while not state.deal_over:
            seat = state.to_act
            assert seat is not None
            action = random_action(rng, state, seat)
            actions.append(action)
            state.apply(action)
        hands.append((stacks, button, deck, actions))
    return hands


def time_ours(variant: str, hands: list[Hand]) -> float:
    started = time.process_time()
    for stacks, button, deck, actions in hands:
        state = PokerState.new_hand(variant, list(stacks), button, *BLINDS, deck=deck)
        for action in actions:
            state.legal_actions(action.seat)
            state.apply(action)
        assert state.deal_over
    return len(hands) / (time.process_time() - started)


def _pk_game(variant: str) -> Any:
    return NoLimitTexasHoldem if variant == "holdem" else PotLimitOmahaHoldem


def time_pokerkit(variant: str, hands: list[Hand]) -> float:
    game = _pk_game(variant)
    started = time.process_time()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for stacks, button, _deck, actions in hands:
            # PokerKit numbers players from the button's left; the button is the last one.
            order = [(button + 1 + i) % SEATS for i in range(SEATS)]
            state = game.create_state(
                AUTOMATIONS,
                True,
                0,
                BLINDS,
                BLINDS[1],
                [stacks[seat] for seat in order],
                SEATS,
                mode=Mode.CASH_GAME,
            )
            index = {seat: i for i, seat in enumerate(order)}
            for action in actions:
                while state.actor_index != index[action.seat]:
                    state.check_or_call()  # PokerKit asks for a check nobody can answer
                state.can_fold()
                state.checking_or_calling_amount  # noqa: B018
                state.min_completion_betting_or_raising_to_amount  # noqa: B018
                state.max_completion_betting_or_raising_to_amount  # noqa: B018
                if action.kind == "fold":
                    state.fold()
                elif action.kind in ("check", "call"):
                    state.check_or_call()
                elif action.kind in ("bet", "raise"):
                    state.complete_bet_or_raise_to(action.amount)
                else:  # all-in: everything behind
                    actor = state.actor_index
                    total = state.stacks[actor] + state.bets[actor]
                    if state.can_complete_bet_or_raise_to(total):
                        state.complete_bet_or_raise_to(total)
                    else:
                        state.check_or_call()
            while state.status:
                state.check_or_call()
    return len(hands) / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--passes", type=int, default=5,
        help="timed passes per engine, alternating ours/PokerKit; the best of each is kept",
    )
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for variant, label in (("holdem", "NLHE 6-max"), ("omaha", "PLO 6-max")):
        recorded = record_hands(variant, args.hands, args.seed)
        betting = [hand for hand in recorded
                   if sum(a.kind == "fold" for a in hand[3]) == SEATS - 1]
        for suffix, hands in (("", recorded), (", betting only", betting)):
            decisions = sum(len(hand[3]) for hand in hands)
            # The same hands for both: a slice would compare different pots and showdowns.
            # Passes alternate so that a burst of load on the machine hits both engines alike;
            # the best pass of each is the least disturbed measurement of it, the median of
            # the pairs' ratios the typical one.
            ours = theirs = 0.0
            pairs: list[float] = []
            for _ in range(args.passes):
                mine, its = time_ours(variant, hands), time_pokerkit(variant, hands)
                ours, theirs = max(ours, mine), max(theirs, its)
                pairs.append(mine / its)
            rows.append(
                {
                    "variant": label + suffix,
                    "hands": len(hands),
                    "showdowns": round(1 - len(betting) / len(recorded), 3) if not suffix
                    else 0.0,
                    "decisions_per_hand": round(decisions / len(hands), 2),
                    "ours_hands_per_s": round(ours),
                    "pokerkit_hands_per_s": round(theirs, 1),
                    "ratio": round(ours / theirs, 1),
                    "median_pair_ratio": round(statistics.median(pairs), 1),
                }
            )
    print("| variant | hands | showdowns | decisions/hand | ours hands/s | PokerKit hands/s |"
          " best-pass ratio | median pair ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows:
        print(
            f"| {row['variant']} | {row['hands']} | {row['showdowns']:.0%} | "
            f"{row['decisions_per_hand']} | {row['ours_hands_per_s']:,} | "
            f"{row['pokerkit_hands_per_s']:,} | {row['ratio']}x | {row['median_pair_ratio']}x |"
        )
    RESULTS.mkdir(exist_ok=True)
    payload = {
        "python": platform.python_version(),
        "seed": args.seed,
        "passes": args.passes,
        "rows": rows,
    }
    (RESULTS / "bench_poker.json").write_text(json.dumps(payload, indent=2) + "\n")


if __name__ == "__main__":
    main()
