"""A bench-built external-sampling MCCFR As-Nas player (an opponent, not shipped).

    .venv/bin/python -m bench.asnas_mccfr [--iterations 100000] [--seed 7]

Classic external-sampling Monte Carlo CFR (Lanctot et al. 2009) in plain Python on the same
public tree as the shipped policy (`engine.ai.asnas_cfr.build_tree`): each iteration shuffles
the pack once and, for each of the four positions in turn, walks the tree exploring all of that
position's actions and sampling one action for the others and updating their average strategy
(simple averaging). Information sets are (decision node, hand class). Trained for a fixed
iteration count and seed; the result is cached in ``bench/results/asnas_mccfr_<it>_<seed>.npz``.

`MccfrPlayer` plays the average strategy; off the tree (somebody folded when holding was free)
it holds or calls.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from engine.ai import asnas_cfr as cfr
from engine.ai import asnas_tables as tables
from engine.ai.asnas_policy_bot import SolvedPolicy, history_of
from engine.ai.base import find, view_seat
from engine.asnas.ranking import counts_of
from engine.cards import parse_cards
from engine.protocol import Action, LegalAction

RESULTS = Path(__file__).parent / "results"


def train(iterations: int, seed: int, report: int = 0) -> tuple[np.ndarray, float]:
    tree = cfr.build_tree()
    deck = cfr.asnas_deck()
    players = tree.players
    actor = tree.actor.tolist()
    decision = tree.decision.tolist()
    children = [list(row) for row in tree.children.tolist()]
    legal = [[a for a in range(3) if row[a] >= 0] for row in children]
    stakes = tree.stakes.tolist()
    live = tree.live.tolist()
    values = deck.values.tolist()
    n_classes = len(deck.classes)
    regret = [[[0.0, 0.0, 0.0] for _ in range(n_classes)] for _ in range(tree.n_decisions)]
    average = [[[0.0, 0.0, 0.0] for _ in range(n_classes)] for _ in range(tree.n_decisions)]
    rng = random.Random(seed)
    np_rng = np.random.default_rng(seed)

    def strategy(node: int, row: list[float]) -> list[float]:
        acts = legal[node]
        positive = [max(row[a], 0.0) for a in acts]
        total = sum(positive)
        if total > 0:
            return [p / total for p in positive]
        return [1.0 / len(acts)] * len(acts)

    def utility(node: int, player: int, hand_values: list[int]) -> float:
        pot = sum(stakes[node])
        alive = [q for q in range(players) if live[node][q]]
        if player not in alive:
            return -float(stakes[node][player])
        best = max(hand_values[q] for q in alive)
        winners = [q for q in alive if hand_values[q] == best]
        share = pot / len(winners) if player in winners else 0.0
        return share - stakes[node][player]

    def walk(node: int, player: int, hands: list[int], hand_values: list[int]) -> float:
        who = actor[node]
        if who < 0:
            return utility(node, player, hand_values)
        acts = legal[node]
        row = regret[decision[node]][hands[who]]
        sigma = strategy(node, row)
        if who == player:
            utils = [walk(children[node][a], player, hands, hand_values) for a in acts]
            value = sum(s * u for s, u in zip(sigma, utils, strict=True))
            for a, u in zip(acts, utils, strict=True):
                row[a] += u - value
            return value
        avg = average[decision[node]][hands[who]]
        for a, s in zip(acts, sigma, strict=True):
            avg[a] += s
        pick = rng.random()
        chosen = acts[-1]
        for a, s in zip(acts, sigma, strict=True):
            pick -= s
            if pick < 0:
                chosen = a
                break
        return walk(children[node][chosen], player, hands, hand_values)

    started = time.perf_counter()
    batch = 1024
    dealt: list[list[int]] = []
    for step in range(iterations):
        if not dealt:
            dealt = deck.sample(np_rng, batch).tolist()
        hands = dealt.pop()
        hand_values = [values[c] for c in hands]
        for player in range(players):
            walk(0, player, hands, hand_values)
        if report and (step + 1) % report == 0:
            print(f"  {step + 1} iterations, {time.perf_counter() - started:.0f} s", flush=True)
    probs = np.array(average, dtype=np.float64)
    mask = tree.legal_mask()[:, np.newaxis, :]
    total = probs.sum(axis=2, keepdims=True)
    uniform = mask / mask.sum(axis=2, keepdims=True)
    probs = np.where(total > 0, probs / np.where(total > 0, total, 1.0), uniform)
    return probs, time.perf_counter() - started


def load_or_train(iterations: int, seed: int) -> SolvedPolicy:
    path = RESULTS / f"asnas_mccfr_{iterations}_{seed}.npz"
    if not path.exists():
        print(f"training external-sampling MCCFR: {iterations:,} iterations, seed {seed}")
        probs, seconds = train(iterations, seed, report=max(1, iterations // 10))
        RESULTS.mkdir(exist_ok=True)
        np.savez_compressed(path, probs=probs, seconds=np.array([seconds]))
        print(f"trained in {seconds:.0f} s -> {path}")
    with np.load(path) as data:
        probs = np.asarray(data["probs"])
    return SolvedPolicy(cfr.build_tree(), probs, iterations)


class MccfrPlayer:
    """Plays a trained MCCFR average strategy (sampling with the caller's rng)."""

    def __init__(self, policy: SolvedPolicy) -> None:
        self.policy = policy
        self.name = "es-mccfr"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        if find(legal, "look") is not None and not view.get("looked"):
            return Action(seat, "look")
        kinds = {option.kind for option in legal}
        stay = "hold" if "hold" in kinds else "call"
        position = (seat - int(view["dealer"]) - 1) % 4
        hand_class = tables.class_of(counts_of(parse_cards(list(view["hand"]))))
        row = self.policy.row(history_of(view), position, hand_class)
        if row is None:
            return Action(seat, stay)
        verbs = [("fold", row[0]), (stay, row[1]), ("raise", row[2])]
        verbs = [(verb, p) for verb, p in verbs if verb in kinds and p > 0]
        verb = rng.choices([v for v, _ in verbs], weights=[p for _, p in verbs])[0]
        if verb == "raise":
            amount = next(option.min for option in legal if option.kind == "raise")
            return Action(seat, verb, amount=amount)
        return Action(seat, verb)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    load_or_train(args.iterations, args.seed)


if __name__ == "__main__":
    main()
