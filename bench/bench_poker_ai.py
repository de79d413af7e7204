"""Poker bots: strength against baselines in duplicate-dealt hands, and decision latency.

    .venv/bin/python -m bench.bench_poker_ai [--hands 2000] [--seed 1] [--workers 2]
        [--only holdem-2,omaha-6]

One bot sits with copies of one baseline (random-legal, always-call, always-raise, a
tight-passive rule bot) in Hold'em 2-, 6- and 9-handed, Omaha 6-handed and Naiko 6-handed.
Duplicate dealing: every deck is played once with the bot in each seat (same cards, same
button, same sparks and carousel, baselines seeded alike), so the bot plays every seat's cards
and card luck cancels. Each hand starts at 100 big blinds for everyone (sparks are drawn per
deck in Naiko). Result: milli-big-blinds won per bot hand, with a 95 % CI over decks (a deck's
rotations are one independent unit). `--hands` is the bot hands per pairing (rounded up to
whole decks); the hands actually counted are printed and stored. Decision time (p50 / p99) is
the bot's own, across all pairings of a variant: wall clock (what a player waits, inflated
when other processes share the cores) and the thread's CPU time (the bot's own cost).

Prints a markdown table and writes ``bench/results/poker_ai.json``.

Size: AI.md asks >= 50,000 hands per opponent. The stored run is ``--hands 50000`` (1,000,080
hands, 40 min on 2 workers here). Latency on a quiet machine with one worker:
``--hands 200 --workers 1 --out bench/results/poker_ai_latency.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from engine import evaluation
from engine.ai.base import Policy, find, take, view_seat
from engine.ai.baselines import AlwaysCall, RandomLegal
from engine.ai.poker import HoldemBot, NaikoBot, OmahaBot
from engine.ai.poker.situation import card_id
from engine.naiko import NaikoState
from engine.poker import PokerState
from engine.protocol import Action, LegalAction

RESULTS = Path(__file__).parent / "results"
BIG_BLIND = 20
STACK = 100 * BIG_BLIND
VARIANTS: dict[str, tuple[str, int]] = {
    "holdem-2": ("holdem", 2),
    "holdem-6": ("holdem", 6),
    "holdem-9": ("holdem", 9),
    "omaha-6": ("omaha", 6),
    "naiko-6": ("naiko", 6),
}


class AlwaysRaise:
    """A maniac that raises the pot (or bets it) whenever it may, else calls; never folds."""

    name = "always-raise"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        pot = int(view.get("pot_total", 0))
        for kind in ("raise", "bet"):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng, int(view.get("current_bet", 0)) + pot)
        for kind in ("all_in", "call", "check"):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng)
        return take(seat, legal[0], rng)


class TightPassive:
    """A rule bot: plays only good starting hands, calls with a pair or better (a made hand
    that uses a hole card) or a big draw, bets only two pair or better, never raises preflop,
    uses no power."""

    name = "tight-passive"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        kinds = {option.kind for option in legal}
        if "decline" in kinds:
            return Action(seat, "decline")
        hole = [card_id(code) for code in view["hole"]]
        board = [card_id(code) for code in view["board"]]
        ranks = sorted((card >> 2 for card in hole), reverse=True)
        if not board:
            pair = len(set(ranks)) < len(ranks)
            high = sum(rank >= 8 for rank in ranks)  # ten or better
            good = pair or high >= 2 or (ranks[0] == 12 and len({c & 3 for c in hole}) == 1)
            to_call = _to_call(legal)
            if good and to_call <= 6 * BIG_BLIND:
                return _passive(seat, legal, call=True)
            return _passive(seat, legal, call=False)
        omaha = len(hole) == 4
        if omaha:
            rank = evaluation.evaluate_omaha(hole, board)
            board_rank = 7462
        else:
            rank = evaluation.evaluate(hole + board)
            board_rank = evaluation.evaluate(board) if len(board) >= 5 else 7462
        category = evaluation.category(rank)
        strong = category <= evaluation.Category.TWO_PAIR and rank < board_rank
        made = category <= evaluation.Category.ONE_PAIR and rank < board_rank
        if strong:
            bet = find(legal, "bet")
            if bet is not None:
                return take(seat, bet, rng, int(view.get("pot_total", 0)) // 2)
        return _passive(seat, legal, call=made)


def _to_call(legal: Sequence[LegalAction]) -> int:
    option = find(legal, "call")
    return 0 if option is None or option.min is None else option.min


def _passive(seat: int, legal: Sequence[LegalAction], *, call: bool) -> Action:
    if find(legal, "check") is not None:
        return Action(seat, "check")
    if call and find(legal, "call") is not None:
        return Action(seat, "call")
    if call and find(legal, "all_in") is not None:
        option = find(legal, "all_in")
        assert option is not None
        return Action(seat, "all_in", option.max)
    return Action(seat, "fold")


OPPONENTS: dict[str, Callable[[], Policy]] = {
    "random-legal": RandomLegal,
    "always-call": AlwaysCall,
    "always-raise": AlwaysRaise,
    "tight-passive": TightPassive,
}


def _bot(game: str) -> Policy:
    return {"holdem": HoldemBot, "omaha": OmahaBot, "naiko": NaikoBot}[game]()


def play_deck(
    game: str,
    seats: int,
    deck_seed: int,
    bot: Policy,
    opponent: Policy,
    timings: list[float],
    cpu_timings: list[float],
) -> float:
    """The bot's mean net chips over the rotations of one deck (bot in each seat once)."""
    deal = random.Random(deck_seed)
    deck = list(range(52))
    deal.shuffle(deck)
    button = deal.randrange(seats)
    sparks = [deal.randrange(3) for _ in range(seats)]
    carousel_seed = deal.randrange(2**32)
    net = 0
    for hero in range(seats):
        rng = random.Random(deck_seed * 31 + 7)  # same baseline stream in every rotation
        table: PokerState | NaikoState
        if game == "naiko":
            carousel = random.Random(carousel_seed).choice(
                (("glance", "swap", "anchor"), ("glance", "anchor", "shield"),
                 ("swap", "anchor", "shield"))
            )  # fmt: skip
            table = NaikoState.new_hand(
                [STACK] * seats, button, BIG_BLIND // 2, BIG_BLIND, sparks=sparks, deck=deck,
                carousel=carousel,
            )  # fmt: skip
        else:
            table = PokerState.new_hand(
                game, [STACK] * seats, button, BIG_BLIND // 2, BIG_BLIND, deck=deck
            )
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            view = table.private_view(seat)
            legal = table.legal_actions(seat)
            if seat == hero:
                started, cpu = time.perf_counter(), time.thread_time()
                action = bot.decide(view, legal, random.Random(rng.randrange(2**32)))
                timings.append(time.perf_counter() - started)
                cpu_timings.append(time.thread_time() - cpu)
            else:
                action = opponent.decide(view, legal, rng)
            table.apply(action)
        stack = table.stacks[hero]
        assert stack is not None
        net += stack - STACK
    return net / seats


def pairing(job: tuple[str, str, int, int]) -> dict[str, Any]:
    variant, opponent_name, hands, seed = job
    game, seats = VARIANTS[variant]
    bot = _bot(game)
    opponent = OPPONENTS[opponent_name]()
    decks = math.ceil(hands / seats)
    timings: list[float] = []
    cpu_timings: list[float] = []
    results: list[float] = []
    started = time.perf_counter()
    for index in range(decks):
        deck_seed = (seed * 1_000_003 + index) * 97 + seats
        results.append(play_deck(game, seats, deck_seed, bot, opponent, timings, cpu_timings))
    mbb = [1000 * chips / BIG_BLIND for chips in results]
    mean = statistics.fmean(mbb)
    half = 1.96 * statistics.stdev(mbb) / math.sqrt(len(mbb)) if len(mbb) > 1 else math.inf
    return {
        "variant": variant,
        "opponent": opponent_name,
        "decks": decks,
        "hands": decks * seats,
        "mbb_per_hand": mean,
        "ci95": [mean - half, mean + half],
        "seconds": time.perf_counter() - started,
        "timings": timings,
        "cpu_timings": cpu_timings,
    }


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="bot hands per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", default="", help="comma-separated variants")
    parser.add_argument("--out", type=Path, default=RESULTS / "poker_ai.json")
    args = parser.parse_args(argv)
    variants = [v for v in VARIANTS if not args.only or v in args.only.split(",")]
    jobs = [(v, o, args.hands, args.seed) for v in variants for o in OPPONENTS]
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        rows = list(pool.map(pairing, jobs))
    elapsed = time.perf_counter() - started
    latency: dict[str, dict[str, float]] = {}
    for variant in variants:
        times = [t for row in rows if row["variant"] == variant for t in row["timings"]]
        cpu = [t for row in rows if row["variant"] == variant for t in row["cpu_timings"]]
        latency[variant] = {
            "decisions": len(times),
            "decision_ms_p50": 1000 * _percentile(times, 0.5),
            "decision_ms_p99": 1000 * _percentile(times, 0.99),
            "cpu_ms_p50": 1000 * _percentile(cpu, 0.5),
            "cpu_ms_p99": 1000 * _percentile(cpu, 0.99),
        }
    print(f"# Poker bots vs baselines ({elapsed:.0f} s wall, {args.workers} workers)\n")
    print("| variant | opponent | hands | mbb/hand | 95 % CI |")
    print("|---|---|---|---|---|")
    for row in rows:
        low, high = row["ci95"]
        print(
            f"| {row['variant']} | {row['opponent']} | {row['hands']} "
            f"| {row['mbb_per_hand']:+.0f} | [{low:+.0f}, {high:+.0f}] |"
        )
    print("\n| variant | decisions | wall p50 ms | wall p99 ms | CPU p50 ms | CPU p99 ms |")
    print("|---|---|---|---|---|---|")
    for variant, stats in latency.items():
        print(
            f"| {variant} | {stats['decisions']:.0f} | {stats['decision_ms_p50']:.2f} "
            f"| {stats['decision_ms_p99']:.2f} | {stats['cpu_ms_p50']:.2f} "
            f"| {stats['cpu_ms_p99']:.2f} |"
        )
    for row in rows:
        del row["timings"], row["cpu_timings"]
    payload = {
        "benchmark": "poker_ai",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "seed": args.seed,
        "hands_requested_per_pairing": args.hands,
        "workers": args.workers,
        "wall_seconds": elapsed,
        "note": "duplicate dealing: each deck once with the bot in every seat; 100 bb stacks",
        "pairings": rows,
        "latency": latency,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(payload, indent=2) + "\n")
    print(f"\nwrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
