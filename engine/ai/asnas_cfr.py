"""As-Nas as an extensive-form game, and a CFR solver for it (offline training, exact checks).

The betting tree (AN-3) is public and small: positions 0…3 in acting order from the dealer's
right, the dealer last (position ``players - 1``) with the forced stake already in, raises of
exactly one point up to the cap, and every seat acting at least once. Each position's private
information is only its hand *class* (`asnas_tables.CLASSES`: rank counts, 121 of them), so an
information set is (decision node, hand class) and a policy is a table
``probs[decision, class, action]`` over the actions ``fold / stay / raise`` (stay = hold or
call). Folding when holding is free is legal (AN-3.2) but never better than holding, so the
tree leaves it out; a deal in which somebody did it is "off the tree" for the policy bot.

`Solver` runs vectorised chance-sampled CFR (Monte Carlo CFR with a batch of real card deals
per iteration, every action of every player explored on the whole public tree, linear
averaging). `Solver.nash_conv` computes the exact NashConv (sum over players of what a best
response gains) of a profile over an exact list of deals with weights, which the tests use on
a reduced deck. Nothing here reads or writes files: scripts/train_asnas_policy.py trains and
saves, `engine.ai.asnas_policy_bot` loads the shipped table.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from math import comb
from typing import Final

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]

FOLD: Final = 0
STAY: Final = 1
RAISE: Final = 2
ACTIONS: Final = 3
LETTERS: Final = "fsr"  # history letters of fold / stay / raise


@dataclass(frozen=True, slots=True)
class Tree:
    """The public betting tree. Node 0 is the root; terminal nodes have ``actor == -1``."""

    players: int
    cap: int
    actor: Ints  # (nodes,)
    children: Ints  # (nodes, 3), -1 where the action is not offered
    stakes: Ints  # (nodes, players): stakes when the node is reached
    live: Bools  # (nodes, players)
    history: tuple[str, ...]  # per node, letters from `LETTERS`
    decision: Ints  # (nodes,): dense decision index, -1 at terminals

    @property
    def n_decisions(self) -> int:
        return int((self.actor >= 0).sum())

    def legal_mask(self) -> Bools:
        """(decisions, 3): which actions each decision node offers."""
        nodes = np.flatnonzero(self.actor >= 0)
        return np.asarray(self.children[nodes] >= 0)

    def node_of(self, history: str) -> int | None:
        """The node reached by a history string, or None when it leaves the tree."""
        node = 0
        for letter in history:
            action = LETTERS.find(letter)
            if action < 0 or self.actor[node] < 0:
                return None
            node = int(self.children[node, action])
            if node < 0:
                return None
        return node


def build_tree(players: int = 4, cap: int = 4, forced: int = 1) -> Tree:
    """Every betting sequence of AN-3 with `players` seats (the last one the dealer)."""
    actors: list[int] = []
    children: list[list[int]] = []
    stakes_out: list[list[int]] = []
    live_out: list[list[bool]] = []
    histories: list[str] = []

    def next_actor(after: int, stakes: list[int], folded: list[bool], acted: list[bool]) -> int:
        if sum(not flag for flag in folded) <= 1:
            return -1
        high = max(stakes)
        for step in range(1, players + 1):
            seat = (after + step) % players
            if not folded[seat] and (not acted[seat] or stakes[seat] < high):
                return seat
        return -1

    def add(stakes: list[int], folded: list[bool], acted: list[bool], actor: int,
            history: str) -> int:
        node = len(actors)
        actors.append(actor)
        children.append([-1, -1, -1])
        stakes_out.append(list(stakes))
        live_out.append([not flag for flag in folded])
        histories.append(history)
        if actor < 0:
            return node
        high = max(stakes)
        for action in range(ACTIONS):
            new_stakes, new_folded, new_acted = list(stakes), list(folded), list(acted)
            new_acted[actor] = True
            if action == FOLD:
                if stakes[actor] == high:
                    continue  # folding when holding is free: left out (never better)
                new_folded[actor] = True
            elif action == STAY:
                new_stakes[actor] = high
            else:
                if high >= cap:
                    continue
                new_stakes[actor] = high + 1
            following = next_actor(actor, new_stakes, new_folded, new_acted)
            children[node][action] = add(
                new_stakes, new_folded, new_acted, following, history + LETTERS[action]
            )
        return node

    start = [0] * players
    start[players - 1] = forced
    add(start, [False] * players, [False] * players, 0, "")
    actor = np.array(actors, dtype=np.int64)
    decision = np.full(len(actors), -1, dtype=np.int64)
    decision[actor >= 0] = np.arange(int((actor >= 0).sum()))
    return Tree(
        players=players,
        cap=cap,
        actor=actor,
        children=np.array(children, dtype=np.int64),
        stakes=np.array(stakes_out, dtype=np.int64),
        live=np.array(live_out, dtype=bool),
        history=tuple(histories),
        decision=decision,
    )


# ---------------------------------------------------------------------- deals


@dataclass(frozen=True, slots=True)
class Deck:
    """A pack of `ranks` ranks × `copies` copies dealt `hand` cards to each of `players`
    positions (the real game: 5 × 4, hands of 5, 4 players) and a hand value per class."""

    ranks: int
    copies: int
    hand: int
    players: int
    classes: tuple[tuple[int, ...], ...]
    values: Ints  # per class, bigger is better, equal ties

    def class_index(self, counts: Ints) -> Ints:
        """Class indices of rank-count rows (shape (..., ranks))."""
        weights = (self.copies + 1) ** np.arange(self.ranks)
        codes = counts @ weights
        table = np.full((self.copies + 1) ** self.ranks, -1, dtype=np.int64)
        table[np.array(self.classes, dtype=np.int64) @ weights] = np.arange(len(self.classes))
        return np.asarray(table[codes])

    def sample(self, rng: np.random.Generator, count: int) -> Ints:
        """`count` random deals: (count, players) class indices."""
        pack = np.repeat(np.arange(self.ranks), self.copies)
        cards = self.hand * self.players
        order = rng.permuted(np.broadcast_to(pack, (count, len(pack))), axis=1)[:, :cards]
        hands = order.reshape(count, self.players, self.hand)
        counts = (hands[..., np.newaxis] == np.arange(self.ranks)).sum(axis=2)
        return self.class_index(counts)

    def exact(self) -> tuple[Ints, Floats]:
        """Every deal by classes with its number of card-level deals (small decks only)."""
        rows: list[tuple[int, ...]] = []
        weights: list[float] = []
        left0 = (self.copies,) * self.ranks

        def extend(prefix: tuple[int, ...], left: tuple[int, ...], ways: int) -> None:
            if len(prefix) == self.players:
                rows.append(prefix)
                weights.append(float(ways))
                return
            for index, counts in enumerate(self.classes):
                if all(c <= r for c, r in zip(counts, left, strict=True)):
                    rest = tuple(r - c for c, r in zip(counts, left, strict=True))
                    way = 1
                    for c, r in zip(counts, left, strict=True):
                        way *= comb(r, c)
                    extend((*prefix, index), rest, ways * way)

        extend((), left0, 1)
        return np.array(rows, dtype=np.int64), np.array(weights, dtype=np.float64)


def make_deck(ranks: int, copies: int, hand: int, players: int,
              value: dict[tuple[int, ...], int] | None = None) -> Deck:
    """A deck whose classes are all rank-count vectors of a hand; `value` ranks them (by
    default: the real As-Nas order when the sizes are the real ones, else the highest card)."""
    classes = tuple(
        counts
        for counts in itertools.product(range(copies + 1), repeat=ranks)
        if sum(counts) == hand
    )
    if value is None:
        values = [max(r for r in range(ranks) if counts[r]) for counts in classes]
    else:
        values = [value[counts] for counts in classes]
    return Deck(ranks, copies, hand, players, classes, np.array(values, dtype=np.int64))


def asnas_deck() -> Deck:
    """The real game: 5 ranks × 4 copies, five cards each, four players (121 classes in the
    order of `asnas_tables.CLASSES`)."""
    from engine.ai import asnas_tables

    values = {counts: int(v) for counts, v in
              zip(asnas_tables.CLASSES, asnas_tables.VALUES, strict=True)}
    deck = make_deck(5, 4, 5, 4, values)
    if deck.classes != asnas_tables.CLASSES:
        raise ValueError("class order differs from asnas_tables.CLASSES")
    return deck


# ---------------------------------------------------------------------- the solver

LINEAR: Final = (1.0, 1.0, 1.0)  # discounted-CFR parameters of linear CFR


class _Payoffs:
    """Results per terminal node, (players, rows) (payout minus stake), computed when asked:
    a walk asks for each terminal once, and the 1,016 terminals' arrays for every deal at
    once would not fit in memory for the exact list of deals (261,331 rows)."""

    def __init__(self, tree: Tree, values: Ints) -> None:
        self.tree = tree
        self.values = values  # (rows, players) hand values
        self.shares: dict[tuple[bool, ...], Floats] = {}

    def __getitem__(self, node: int) -> Floats:
        live = self.tree.live[node]
        mask = tuple(bool(x) for x in live)
        share = self.shares.get(mask)
        if share is None:
            masked = np.where(live[np.newaxis, :], self.values, -1)
            best = masked.max(axis=1, keepdims=True)
            winners = (masked == best) & live[np.newaxis, :]
            share = self.shares[mask] = (winners / winners.sum(axis=1, keepdims=True)).T
        stakes = self.tree.stakes[node].astype(np.float64)
        result: Floats = share * stakes.sum() - stakes[:, np.newaxis]
        return result


class Solver:
    """CFR over the public tree with rows of deals (sampled or exact), all players at once."""

    def __init__(self, tree: Tree, deck: Deck,
                 discount: tuple[float, float, float] = LINEAR) -> None:
        """`discount` = (α, β, γ) of discounted CFR (Brown & Sandholm 2019): after iteration
        t the accumulated positive regrets are multiplied by t^α / (t^α + 1), the negative
        ones by t^β / (t^β + 1) and the average strategy's sums by (t / (t + 1))^γ. The
        default (1, 1, 1) is linear CFR (iteration t weighs t)."""
        self.tree = tree
        self.deck = deck
        self.discount = discount
        self.classes = len(deck.classes)
        shape = (tree.n_decisions, self.classes, ACTIONS)
        self.legal = tree.legal_mask()
        self.regret = np.zeros(shape)
        self.strategy_sum = np.zeros(shape)
        self.iterations = 0

    # ------------------------------------------------------------ strategies

    def current(self) -> Floats:
        positive = np.maximum(self.regret, 0.0) * self.legal[:, np.newaxis, :]
        total = positive.sum(axis=2, keepdims=True)
        uniform = self.legal[:, np.newaxis, :] / self.legal.sum(axis=1)[:, np.newaxis, np.newaxis]
        return np.where(total > 0, positive / np.where(total > 0, total, 1.0), uniform)

    def average(self) -> Floats:
        total = self.strategy_sum.sum(axis=2, keepdims=True)
        uniform = self.legal[:, np.newaxis, :] / self.legal.sum(axis=1)[:, np.newaxis, np.newaxis]
        return np.where(total > 0, self.strategy_sum / np.where(total > 0, total, 1.0), uniform)

    # ------------------------------------------------------------ payoffs

    def _payoffs(self, hands: Ints) -> _Payoffs:
        """Per terminal node: (players, rows) results (payout minus stake)."""
        return _Payoffs(self.tree, self.deck.values[hands])

    # ------------------------------------------------------------ training

    def iterate(self, hands: Ints, weight: Floats | None = None) -> None:
        """One CFR iteration over the deals `hands` ((rows, players) classes, optional
        per-row `weight`), every player updating at once, after discounting what the earlier
        iterations accumulated (`discount`)."""
        self.iterations += 1
        rows = len(hands)
        w = np.ones(rows) if weight is None else weight
        strategy = self.current()
        payoffs = self._payoffs(hands)
        done = float(self.iterations - 1)  # iterations accumulated so far
        if done > 0:
            alpha, beta, gamma = self.discount
            positive = done**alpha / (done**alpha + 1.0)
            negative = done**beta / (done**beta + 1.0)
            self.regret *= np.where(self.regret > 0, positive, negative)
            self.strategy_sum *= (done / (done + 1.0)) ** gamma
        reach = np.ones((self.tree.players, rows))
        self._walk(0, reach, hands=hands, w=w, strategy=strategy, payoffs=payoffs)

    def _walk(self, node: int, reach: Floats, *, hands: Ints, w: Floats, strategy: Floats,
              payoffs: _Payoffs) -> Floats:
        tree = self.tree
        player = int(tree.actor[node])
        if player < 0:
            return payoffs[node]
        d = int(tree.decision[node])
        cls = hands[:, player]
        probs = strategy[d][cls]  # (rows, 3)
        value = np.zeros((tree.players, len(cls)))
        child_values: dict[int, Floats] = {}
        for action in range(ACTIONS):
            child = int(tree.children[node, action])
            if child < 0:
                continue
            sub = reach.copy()
            sub[player] *= probs[:, action]
            child_values[action] = self._walk(
                child, sub, hands=hands, w=w, strategy=strategy, payoffs=payoffs
            )
            value += probs[:, action] * child_values[action]
        others = np.prod(np.delete(reach, player, axis=0), axis=0) * w
        mine = reach[player] * w
        for action, values in child_values.items():
            gain = others * (values[player] - value[player])
            self.regret[d, :, action] += np.bincount(cls, gain, minlength=self.classes)
            self.strategy_sum[d, :, action] += np.bincount(
                cls, mine * probs[:, action], minlength=self.classes
            )
        return value

    def counterfactual_reach(self, profile: Floats, hands: Ints) -> Floats:
        """(decisions, classes): over the deals `hands`, the summed probability that the
        *other* players' actions under `profile` lead to each information set (chance
        included by the sampling). Divided by the number of deals, it is the expected number
        of times per deal that an information set is reached if its owner plays to it: how
        much a sampled training run learned there."""
        total = np.zeros((self.tree.n_decisions, self.classes))

        def walk(node: int, reach: Floats) -> None:
            player = int(self.tree.actor[node])
            if player < 0:
                return
            d = int(self.tree.decision[node])
            cls = hands[:, player]
            others = np.prod(np.delete(reach, player, axis=0), axis=0)
            total[d] += np.bincount(cls, others, minlength=self.classes)
            probs = profile[d][cls]
            for action in range(ACTIONS):
                child = int(self.tree.children[node, action])
                if child >= 0:
                    sub = reach.copy()
                    sub[player] *= probs[:, action]
                    walk(child, sub)

        walk(0, np.ones((self.tree.players, len(hands))))
        return total

    # ------------------------------------------------------------ evaluation

    def values(self, profile: Floats, hands: Ints, weight: Floats) -> Floats:
        """Expected result of each position under `profile` (players,)."""
        payoffs = self._payoffs(hands)

        def walk(node: int) -> Floats:
            player = int(self.tree.actor[node])
            if player < 0:
                return payoffs[node]
            probs = profile[int(self.tree.decision[node])][hands[:, player]]
            total = np.zeros((self.tree.players, len(hands)))
            for action in range(ACTIONS):
                child = int(self.tree.children[node, action])
                if child >= 0:
                    total += probs[:, action] * walk(child)
            return total

        result: Floats = (walk(0) * weight).sum(axis=1) / weight.sum()
        return result

    def best_response_value(self, profile: Floats, player: int, hands: Ints,
                            weight: Floats) -> float:
        """What `player` gets with a best response to the others playing `profile`."""
        payoffs = self._payoffs(hands)
        cls = hands[:, player]

        def walk(node: int, others: Floats) -> Floats:
            actor = int(self.tree.actor[node])
            if actor < 0:
                return np.asarray(payoffs[node][player], dtype=np.float64)
            d = int(self.tree.decision[node])
            actions = [a for a in range(ACTIONS) if self.tree.children[node, a] >= 0]
            if actor == player:
                vals = np.stack([walk(int(self.tree.children[node, a]), others)
                                 for a in actions])
                cfv = np.stack([np.bincount(cls, others * weight * v, minlength=self.classes)
                                for v in vals])
                best = np.argmax(cfv, axis=0)  # per class
                return np.asarray(vals[best[cls], np.arange(len(cls))])
            probs = profile[d][hands[:, actor]]
            total = np.zeros(len(hands))
            for a in actions:
                total += probs[:, a] * walk(int(self.tree.children[node, a]),
                                            others * probs[:, a])
            return total

        return float((walk(0, np.ones(len(hands))) * weight).sum() / weight.sum())

    def nash_conv(self, profile: Floats, hands: Ints, weight: Floats) -> float:
        """Sum over players of (best-response value − value under `profile`): 0 at a Nash
        equilibrium, in points per deal."""
        base = self.values(profile, hands, weight)
        return sum(
            self.best_response_value(profile, p, hands, weight) - float(base[p])
            for p in range(self.tree.players)
        )


def quantise(profile: Floats, legal: Bools) -> npt.NDArray[np.uint8]:
    """Probabilities as bytes (0…255 per action, illegal actions 0), for shipping."""
    scaled = np.where(legal[:, np.newaxis, :], profile, 0.0) * 255.0
    return np.asarray(np.rint(scaled), dtype=np.uint8)


def dequantise(table: npt.NDArray[np.uint8], legal: Bools) -> Floats:
    """Back to probabilities (rows renormalised; an all-zero row becomes uniform over legal)."""
    probs = table.astype(np.float64) * legal[:, np.newaxis, :]
    total = probs.sum(axis=2, keepdims=True)
    uniform = np.broadcast_to(legal[:, np.newaxis, :] / legal.sum(axis=1)[:, None, None],
                              probs.shape)
    return np.where(total > 0, probs / np.where(total > 0, total, 1.0), uniform)


def hands_by_classes(deck: Deck, rows: Sequence[Sequence[int]]) -> Ints:
    return np.array(rows, dtype=np.int64).reshape(-1, deck.players)


__all__ = ["Deck", "Solver", "Tree", "asnas_deck", "build_tree", "dequantise", "make_deck",
           "quantise"]
