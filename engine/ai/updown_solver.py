"""Solve one Up/Down deal as a two-player zero-sum game (Discounted CFR, numpy-vectorised).

The abstraction (see ``AI.md``):

* Private: a player's two ranks (91 unordered rank pairs, drawn from the 104-card double pack,
  so a pair of one rank has C(8,2) = 28 combinations and two ranks 8 * 8 = 64; the opponent's
  hand is drawn from what is left, which is the card-removal weight of every hand pair). After
  locking, a player's *type* is the ordered (locked rank, kept rank).
* Public: both signals (UP counts 0-2, UD-2.5), who starts (role 0 = the starting player, who
  acts first in the betting, UD-3.2), the effective stack behind after the antes, and the
  betting so far. Locking reveals nothing (UD-3.1), so both locks are one simultaneous step.
* Bets: a menu of raise-to totals {min, 1/2 pot, pot, all-in} (UD-3.3 / 3.4); ante 1 each, so
  the pot is 2 when betting starts.
* Payoff to role 0: the chips won in the deal (showdown by UD-4: 2 beats A, otherwise higher
  rank, equal ranks tie) plus ``cv[kept_0] - cv[kept_1]``, the continuation value of the card
  each player keeps for the next deal (UD-5.3). That term does not depend on the betting, so it
  acts through the lock decision (and, through the ranges the locks create, on the betting).
  `solve_stack` finds cv from the equilibrium it changes (`continuation_values`).

`Game.exploitability` is the exact best-response gap in this abstraction. `Game.restrict` ties
one role partly to a card-blind loose model (`loose_model`), so solving gives the other role a
restricted Nash response: it exploits loose play while a best responder gains only a bounded
amount against it (the build script reports both numbers per stack).

The nine signal pairs share one betting tree, so every array carries a signal-pair axis ``G``
and a padded type axis ``T``; one CFR iteration is a few dozen numpy calls per tree depth.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from math import comb
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

F = npt.NDArray[np.floating[Any]]  # float32 in the solver loops, float64 elsewhere
Ints = npt.NDArray[np.int64]
B = npt.NDArray[np.bool_]

N_RANKS: Final = 13  # rank index 0 = "2" ... 12 = "A"
COPIES: Final = 8  # each rank appears 8 times in the 104-card double pack (UD-2.1)
FIRST_UP: Final = 6  # rank index of "8": 8..A are UP (UD-2.4)
ANTE: Final = 1
MAX_STACK: Final = 20
SIGNALS: Final = (0, 1, 2)
N_GAMES: Final = 9  # (signal of role 0, signal of role 1)
MAX_TYPES: Final = 84  # a "1 UP 1 DOWN" player has 2 * 6 * 7 ordered (locked, kept) types
MAX_HANDS: Final = 42  # ... and 6 * 7 unordered hands
SINK: Final = MAX_TYPES  # a padded type slot of weight 0 that masked lock choices point at
T_PAD: Final = MAX_TYPES + 1

FOLD: Final = "fold"
CHECK: Final = "check"
CALL: Final = "call"
MENU: Final = ("min", "half", "pot", "allin")
MAX_ACTIONS: Final = 6  # fold, call + the four menu sizes

DTYPE: Final = np.float32  # halves the memory traffic; exploitability stays well below 1e-3

TABLE_VERSION: Final = 1  # bump when the tree, the type order or the file layout changes
TABLE_PATH: Final = Path(__file__).with_name("data") / "updown_tables.npz"
REPORT_PATH: Final = Path(__file__).with_name("data") / "updown_tables.json"

ALPHA: Final = 1.5
BETA: Final = 0.0
GAMMA: Final = 2.0

HANDS: Final = tuple((i, j) for i in range(N_RANKS) for j in range(i, N_RANKS))
HAND_INDEX: Final = {hand: index for index, hand in enumerate(HANDS)}


def signal_of(hand: tuple[int, int]) -> int:
    """The UP count of a hand (UD-2.5)."""
    return int(hand[0] >= FIRST_UP) + int(hand[1] >= FIRST_UP)


def beats(a: int, b: int) -> int:
    """+1 if locked rank index `a` beats `b`, -1 if it loses, 0 on a tie (UD-4.1 / 4.2)."""
    if a == b:
        return 0
    if {a, b} == {0, N_RANKS - 1}:
        return 1 if a == 0 else -1
    return 1 if a > b else -1


def game_index(signal0: int, signal1: int) -> int:
    return signal0 * 3 + signal1


# ---------------------------------------------------------------------------------- the tree


@dataclass(frozen=True, slots=True)
class Tree:
    """The betting tree for one effective stack, nodes in breadth-first order (root = 0).

    Actors alternate, so every decision node at depth d belongs to role d % 2. Index
    ``n_nodes`` is a dummy child used to pad the action axis.
    """

    stack: int
    actor: Ints  # (N,) role to act, -1 at terminals
    depth: Ints  # (N,)
    bets: Ints  # (N, 2) round totals of role 0 and role 1
    children: Ints  # (N, A) child node, n_nodes where the action does not exist
    labels: tuple[tuple[str, ...], ...]  # per node, the action labels in slot order
    amounts: tuple[tuple[int, ...], ...]  # per node, the raise-to total of each slot (0 if none)
    showdown: B  # (N,) terminal reached by a call or two checks
    win0: F  # (N,) chips role 0 wins at a terminal: times `beats` at showdown, flat at a fold
    decision_ids: Ints  # decision nodes, breadth-first
    dec_index: Ints  # (N,) position in decision_ids, -1 for terminals
    terminal_ids: Ints
    levels: tuple[Ints, ...]  # decision nodes per depth

    @property
    def n_nodes(self) -> int:
        return int(self.actor.shape[0])

    @property
    def n_decisions(self) -> int:
        return int(self.decision_ids.shape[0])


@dataclass(slots=True)
class _Node:
    bets: tuple[int, int]
    actor: int
    depth: int
    last_raise: int
    checked: bool
    terminal: str = ""  # "", "showdown" or "fold"
    folder: int = -1
    edges: list[tuple[str, int, int]] = field(default_factory=list)  # (label, amount, child)


def menu_amounts(bets: tuple[int, int], actor: int, last_raise: int, stack: int) -> list[
    tuple[str, int]
]:
    """The menu of raise-to totals for `actor`, deduplicated, the all-in label winning ties.

    min = a minimum bet or raise (UD-3.3); half / pot = raise by half / all of the pot after
    calling; all-in = the effective stack (UD-3.4).
    """
    facing = bets[1 - actor]
    pot_after_call = 2 * ANTE + 2 * facing
    wanted = {
        "min": facing + max(last_raise, 1),
        "half": facing + max(pot_after_call // 2, 1),
        "pot": facing + pot_after_call,
        "allin": stack,
    }
    chosen: dict[int, str] = {}
    for label in MENU:
        amount = min(wanted[label], stack)
        if amount >= stack:
            chosen[stack] = "allin"
        elif amount not in chosen:
            chosen[amount] = label
    return sorted(((label, amount) for amount, label in chosen.items()), key=lambda x: x[1])


def build_tree(stack: int) -> Tree:
    """The betting tree for an effective stack of `stack` chips behind (0 = no betting)."""
    nodes: list[_Node] = [_Node((0, 0), 0, 0, 1, False)]
    if stack == 0:  # UD-3.7: an all-in ante goes straight to showdown
        nodes[0].terminal = "showdown"
    queue = [0]
    head = 0
    while head < len(queue):
        index = queue[head]
        head += 1
        node = nodes[index]
        if node.terminal:
            continue
        for label, amount, child in _expand(node, stack):
            node.edges.append((label, amount, len(nodes)))
            nodes.append(child)
            queue.append(len(nodes) - 1)
    return _freeze(nodes, stack)


def _expand(node: _Node, stack: int) -> Iterator[tuple[str, int, _Node]]:
    p = node.actor
    q = 1 - p
    mine, theirs = node.bets[p], node.bets[q]
    depth = node.depth + 1

    def with_bet(amount: int) -> tuple[int, int]:
        return (amount, theirs) if p == 0 else (theirs, amount)

    if mine == theirs:
        if node.checked:
            yield CHECK, 0, _Node(node.bets, q, depth, 1, True, terminal="showdown")
        else:
            yield CHECK, 0, _Node(node.bets, q, depth, 1, True)
    else:
        yield FOLD, 0, _Node(node.bets, q, depth, 1, True, terminal="fold", folder=p)
        yield CALL, theirs, _Node(with_bet(theirs), q, depth, 1, True, terminal="showdown")
    if theirs >= stack:
        return  # facing an all-in: call or fold only (UD-3.4)
    for label, amount in menu_amounts(node.bets, p, node.last_raise, stack):
        raise_size = amount - theirs
        yield (
            label,
            amount,
            _Node(with_bet(amount), q, depth, max(raise_size, node.last_raise), node.checked),
        )


def _freeze(nodes: list[_Node], stack: int) -> Tree:
    n = len(nodes)
    actor = np.full(n, -1, dtype=np.int64)
    depth = np.zeros(n, dtype=np.int64)
    bets = np.zeros((n, 2), dtype=np.int64)
    children = np.full((n, MAX_ACTIONS), n, dtype=np.int64)
    showdown = np.zeros(n, dtype=np.bool_)
    win0 = np.zeros(n, dtype=np.float64)
    labels: list[tuple[str, ...]] = []
    amounts: list[tuple[int, ...]] = []
    for i, node in enumerate(nodes):
        depth[i] = node.depth
        bets[i] = node.bets
        labels.append(tuple(edge[0] for edge in node.edges))
        amounts.append(tuple(edge[1] for edge in node.edges))
        if node.terminal == "showdown":
            showdown[i] = True
            win0[i] = ANTE + node.bets[0]  # the bets are equal at a showdown
        elif node.terminal == "fold":
            lost = ANTE + node.bets[node.folder]
            win0[i] = -lost if node.folder == 0 else lost
        else:
            actor[i] = node.actor
            for slot, edge in enumerate(node.edges):
                children[i, slot] = edge[2]
    decision_ids = np.flatnonzero(actor >= 0).astype(np.int64)
    dec_index = np.full(n, -1, dtype=np.int64)
    dec_index[decision_ids] = np.arange(decision_ids.shape[0])
    max_depth = int(depth[decision_ids].max()) if decision_ids.size else -1
    levels = tuple(decision_ids[depth[decision_ids] == d] for d in range(max_depth + 1))
    return Tree(
        stack=stack,
        actor=actor,
        depth=depth,
        bets=bets,
        children=children,
        labels=tuple(labels),
        amounts=tuple(amounts),
        showdown=showdown,
        win0=win0,
        decision_ids=decision_ids,
        dec_index=dec_index,
        terminal_ids=np.flatnonzero(actor < 0).astype(np.int64),
        levels=levels,
    )


# ------------------------------------------------------------------------ private information


def joint_hand_weights() -> F:
    """P(role 0 holds hand i and role 1 holds hand j) from a fresh 104-card stock (91 x 91).

    For every rank, role 0 takes its copies out of 8 and role 1 out of what is left:
    the product of C(8, n0) * C(8 - n0, n1) over ranks, over C(104, 2) * C(102, 2).
    """
    weights = np.zeros((len(HANDS), len(HANDS)))
    for i, mine in enumerate(HANDS):
        for j, theirs in enumerate(HANDS):
            ways = 1
            for rank in set(mine) | set(theirs):
                n0 = mine.count(rank)
                n1 = theirs.count(rank)
                ways *= comb(COPIES, n0) * comb(COPIES - n0, n1)
            weights[i, j] = ways
    total = comb(COPIES * N_RANKS, 2) * comb(COPIES * N_RANKS - 2, 2)
    return weights / total


def types_for_signal(signal: int) -> tuple[tuple[int, int], ...]:
    """Ordered (locked, kept) rank pairs a player with this UP count can hold, sorted."""
    return tuple(
        (locked, kept)
        for locked in range(N_RANKS)
        for kept in range(N_RANKS)
        if signal_of((min(locked, kept), max(locked, kept))) == signal
    )


def hands_for_signal(signal: int) -> tuple[tuple[int, int], ...]:
    return tuple(hand for hand in HANDS if signal_of(hand) == signal)


@dataclass(frozen=True, slots=True)
class Info:
    """Private-information arrays for the nine signal pairs, padded to MAX_TYPES / MAX_HANDS.

    ``lock_type[p, g, h, c]`` is the type index role p gets by locking card c of hand h
    (c = 0 the lower rank, 1 the higher; c = 1 is masked for a pair). The matrices are indexed
    [g, type of role 0, type of role 1] and hold conditional probabilities given the signals.
    """

    game_prob: F  # (G,) P(signal pair)
    weight: F  # (G, T, T)
    showdown: F  # (G, T, T) weight * beats(locked0, locked1)
    kept: Ints  # (2, G, T) kept rank index of each type (0 at padding)
    type_valid: B  # (2, G, T)
    lock_type: Ints  # (2, G, H, 2); masked choices point at the SINK type
    lock_mask: B  # (2, G, H, 2)
    hand_prob: F  # (2, G, H) P(hand | signal pair) for each role


KEPT_CLASSES: Final = ((0, 0), (0, 1), (1, 0), (1, 1))  # (kept card UP?, drawn card UP?)
N_KEPT_GAMES: Final = len(KEPT_CLASSES) ** 2


def kept_game_index(class0: int, class1: int) -> int:
    """Game index, in an info built with `kept_dist`, of a deal after the first: each role's
    class is (is the kept card UP, is the drawn card UP), an index into KEPT_CLASSES."""
    return class0 * len(KEPT_CLASSES) + class1


def kept_hand_probs(kept_dist: F, kept_up: int, drawn_up: int) -> F:
    """(91,) P(hand) for a player who kept a card of group `kept_up` (rank distribution
    ``kept_dist[kept_up]``) and drew one card of group `drawn_up` (uniform over that group's
    copies in the pack, the kept card's copy removed)."""
    probs = np.zeros(len(HANDS))
    ranks = range(FIRST_UP, N_RANKS) if drawn_up else range(FIRST_UP)
    for kept in range(N_RANKS):
        p_kept = float(kept_dist[kept_up][kept])
        if p_kept <= 0 or int(kept >= FIRST_UP) != kept_up:
            continue
        copies = {drawn: COPIES - (drawn == kept) for drawn in ranks}
        total = sum(copies.values())
        for drawn, count in copies.items():
            probs[HAND_INDEX[(min(kept, drawn), max(kept, drawn))]] += p_kept * count / total
    return probs


def build_info(kept_dist: F | None = None) -> Info:
    """The nine signal pairs of a fresh deal; with `kept_dist` ((2, 13): P(kept rank | kept
    card DOWN / UP)), instead the sixteen games of a later deal, where each player's kept card's
    group is public (the last deal's signal less the group of the card they locked, UD-5.1,
    UD-2.5) and so is the drawn card's (this deal's signal less the kept one), and the kept
    rank follows `kept_dist` (players keep high cards on purpose). The two players' hands are
    independent there (no card removal between them)."""
    joint = joint_hand_weights()
    g_n = N_GAMES if kept_dist is None else N_KEPT_GAMES
    game_prob = np.zeros(g_n)
    weight = np.zeros((g_n, T_PAD, T_PAD))
    showdown = np.zeros_like(weight)
    kept = np.zeros((2, g_n, T_PAD), dtype=np.int64)
    type_valid = np.zeros((2, g_n, T_PAD), dtype=np.bool_)
    lock_type = np.full((2, g_n, MAX_HANDS, 2), SINK, dtype=np.int64)
    lock_mask = np.zeros((2, g_n, MAX_HANDS, 2), dtype=np.bool_)
    hand_prob = np.zeros((2, g_n, MAX_HANDS))

    def fill(g: int, s0: int, s1: int, joint: F, mass: float | None) -> None:
        types = (types_for_signal(s0), types_for_signal(s1))
        hands = (hands_for_signal(s0), hands_for_signal(s1))
        rows = [HAND_INDEX[(min(t), max(t))] for t in types[0]]
        cols = [HAND_INDEX[(min(t), max(t))] for t in types[1]]
        block = joint[np.ix_(rows, cols)]
        hand_block = joint[
            np.ix_([HAND_INDEX[h] for h in hands[0]], [HAND_INDEX[h] for h in hands[1]])
        ]
        z = hand_block.sum()
        game_prob[g] = z if mass is None else mass
        n0, n1 = len(types[0]), len(types[1])
        weight[g, :n0, :n1] = block / z
        fights = np.array([[beats(a[0], b[0]) for b in types[1]] for a in types[0]])
        showdown[g, :n0, :n1] = weight[g, :n0, :n1] * fights
        hand_prob[0, g, : len(hands[0])] = hand_block.sum(axis=1) / z
        hand_prob[1, g, : len(hands[1])] = hand_block.sum(axis=0) / z
        for p in (0, 1):
            local = {t: k for k, t in enumerate(types[p])}
            kept[p, g, : len(types[p])] = [t[1] for t in types[p]]
            type_valid[p, g, : len(types[p])] = True
            for h, (low, high) in enumerate(hands[p]):
                lock_type[p, g, h, 0] = local[(low, high)]
                lock_mask[p, g, h, 0] = True
                if low != high:
                    lock_type[p, g, h, 1] = local[(high, low)]
                    lock_mask[p, g, h, 1] = True

    if kept_dist is None:
        for s0 in SIGNALS:
            for s1 in SIGNALS:
                fill(game_index(s0, s1), s0, s1, joint, None)
    else:
        # P(class pair), for reports only: the drawn card's group as in the pack, the kept
        # group even.
        up_share = (N_RANKS - FIRST_UP) / N_RANKS
        for c0, (k0, d0) in enumerate(KEPT_CLASSES):
            for c1, (k1, d1) in enumerate(KEPT_CLASSES):
                marginal = [kept_hand_probs(kept_dist, k, d) for k, d in ((k0, d0), (k1, d1))]
                mass = 0.25 * (up_share if d0 else 1 - up_share) * (
                    up_share if d1 else 1 - up_share
                )
                fill(kept_game_index(c0, c1), k0 + d0, k1 + d1,
                     np.outer(marginal[0], marginal[1]), mass)
    return Info(
        game_prob=game_prob,
        weight=weight,
        showdown=showdown,
        kept=kept,
        type_valid=type_valid,
        lock_type=lock_type,
        lock_mask=lock_mask,
        hand_prob=hand_prob,
    )


# ------------------------------------------------------------------------------ strategies


@dataclass(frozen=True, slots=True)
class Strategy:
    """A full strategy profile for one stack: ``bet[d, a, g, t]`` is the probability that the
    role acting at decision node ``tree.decision_ids[d]`` takes action slot a with type t in
    signal pair g; ``lock[p, g, h, c]`` the probability that role p locks card c of hand h."""

    tree: Tree
    bet: F
    lock: F


def action_mask(tree: Tree) -> B:
    """(D, A): which action slots exist at each decision node."""
    mask: B = tree.children[tree.decision_ids] < tree.n_nodes
    return mask


def regret_matching(regret: F, mask: npt.NDArray[np.bool_], axis: int) -> F:
    """Play in proportion to positive regret; uniform over legal actions when none is positive.

    `mask` broadcasts against `regret` and marks the legal actions along `axis`.
    """
    positive = np.where(mask, np.maximum(regret, 0.0), 0.0)
    total = positive.sum(axis=axis, keepdims=True)
    uniform = mask / np.maximum(mask.sum(axis=axis, keepdims=True), 1)
    safe = np.where(total > 0, total, 1.0)
    result: F = np.where(total > 0, positive / safe, uniform)
    return result


def continuation_matrix(info: Info, cv: F) -> F:
    """(G, T, T): weight * (cv[kept of role 0] - cv[kept of role 1]), zero at padding."""
    kept0 = cv[info.kept[0]] * info.type_valid[0]
    kept1 = cv[info.kept[1]] * info.type_valid[1]
    matrix: F = info.weight * (kept0[:, :, None] - kept1[:, None, :])
    return matrix


def loose_model(tree: Tree) -> F:
    """(N, A) a card-blind loose opponent: the average of three styles seen at home games and
    used as baselines — random (uniform over the verbs, a bet spread over the menu sizes), a
    calling station (check / call) and a maniac (all-in, or call an all-in)."""
    model = np.zeros((tree.n_nodes, MAX_ACTIONS))
    for node in tree.decision_ids:
        labels = tree.labels[node]
        sizes = [slot for slot, label in enumerate(labels) if label in MENU]
        passive = labels.index(CHECK) if CHECK in labels else labels.index(CALL)
        verbs: list[list[int]] = [[slot] for slot, label in enumerate(labels) if label not in MENU]
        if sizes:
            verbs.append(sizes)
        for group in verbs:  # random: one verb, then one size
            for slot in group:
                model[node, slot] += 1 / 3 / len(verbs) / len(group)
        model[node, passive] += 1 / 3  # station
        aggressive = labels.index("allin") if "allin" in labels else passive
        model[node, aggressive] += 1 / 3  # maniac
    return model


class Game:
    """One effective stack's game: the tree, the private information and the evaluation passes
    (reach forward, one role's counterfactual values backward) shared by CFR and best response.
    """

    def __init__(self, stack: int, info: Info, cv: F | None = None) -> None:
        self.tree = build_tree(stack)
        self.info = info
        self.mask = action_mask(self.tree)
        self.bet_mask = self.mask[:, :, None, None]
        self.lock_mask = info.lock_mask
        tree = self.tree
        self.owner = tree.actor[tree.decision_ids]
        self._terminal_showdown = tree.terminal_ids[tree.showdown[tree.terminal_ids]]
        self._terminal_fold = tree.terminal_ids[~tree.showdown[tree.terminal_ids]]
        self._chips_showdown = tree.win0[self._terminal_showdown][:, None, None].astype(DTYPE)
        self._chips_fold = tree.win0[self._terminal_fold][:, None, None].astype(DTYPE)
        self._showdown = info.showdown.astype(DTYPE)
        self._weight = info.weight.astype(DTYPE)
        self.n_games = int(info.game_prob.shape[0])
        self._g = np.arange(self.n_games)[:, None, None]
        self.set_continuation(np.zeros(N_RANKS) if cv is None else cv)
        self.restricted: int | None = None
        self.model_weight = 0.0
        self._model_bet = np.zeros((tree.n_decisions, MAX_ACTIONS, 1, 1), dtype=DTYPE)
        self._model_lock = np.where(info.lock_mask, 1.0, 0.0)
        self._model_lock /= np.maximum(self._model_lock.sum(axis=3, keepdims=True), 1.0)

    def restrict(self, role: int, weight: float) -> None:
        """Make `role` play the card-blind loose model (`loose_model`) with probability
        `weight` at every decision and its own strategy otherwise. Solving then gives the other
        role a restricted Nash response: it exploits the model yet stays hard to exploit."""
        self.restricted = role
        self.model_weight = weight
        self._model_bet[:, :, 0, 0] = loose_model(self.tree)[self.tree.decision_ids]

    def restrict_to(self, role: int, weight: float, model: Strategy) -> None:
        """Like `restrict`, with a given profile as the model of `role` (its rows of
        ``model.bet`` and its ``model.lock``): a restricted Nash response to that strategy."""
        self.restricted = role
        self.model_weight = weight
        self._model_bet = np.asarray(model.bet, dtype=DTYPE)
        self._model_lock = np.asarray(model.lock, dtype=np.float64)

    def played(self, bet: F, lock: F) -> tuple[F, F]:
        """The strategies actually played: the restricted role's mixed with the model."""
        if self.restricted is None:
            return bet, lock
        w = self.model_weight
        rows = self.owner == self.restricted
        mixed_bet = bet.copy()
        mixed_bet[rows] = w * self._model_bet[rows] + (1 - w) * bet[rows]
        mixed_lock = lock.copy()
        p = self.restricted
        mixed_lock[p] = w * self._model_lock[p] + (1 - w) * lock[p]
        return mixed_bet, mixed_lock

    def set_continuation(self, cv: F) -> None:
        self.cv = np.asarray(cv, dtype=np.float64)
        self.cv_matrix = continuation_matrix(self.info, self.cv)

    # -- reach -----------------------------------------------------------------------------

    def root_reach(self, lock: F) -> F:
        """(2, G, T): each role's probability of every (locked, kept) type at betting start."""
        reach = np.zeros((2, self.n_games, T_PAD), dtype=DTYPE)
        for p in (0, 1):
            probs = np.where(self.lock_mask[p], lock[p], 0.0)
            reach[p][self._g, self.info.lock_type[p]] = probs
        reach[:, :, SINK] = 0.0
        return reach

    def forward(self, bet: F, root: F) -> F:
        """(2, N + 1, G, T) reach of both roles at every node (the last node is the pad)."""
        tree = self.tree
        reach = np.empty((2, tree.n_nodes + 1, self.n_games, T_PAD), dtype=DTYPE)
        # The pad row is read by padded gathers but written only when a level pads: left
        # uninitialised, its bytes can be a signalling NaN that poisons later arithmetic.
        reach[:, tree.n_nodes] = 0.0
        reach[:, 0] = root
        for depth, level in enumerate(tree.levels):
            p, q = depth % 2, 1 - depth % 2
            kids = tree.children[level]
            reach[p, kids] = reach[p, level][:, None] * bet[tree.dec_index[level]]
            reach[q, kids] = reach[q, level][:, None]
        return reach

    def terminal_values(self, reach: F, role: int) -> F:
        """(N + 1, G, T) counterfactual values of `role` at the terminals (zero elsewhere)."""
        values = np.zeros((self.tree.n_nodes + 1, self.n_games, T_PAD), dtype=DTYPE)
        sign = 1.0 if role == 0 else -1.0
        for ids, chips, matrix in (
            (self._terminal_showdown, self._chips_showdown, self._showdown),
            (self._terminal_fold, self._chips_fold, self._weight),
        ):
            if ids.size == 0:
                continue
            other = reach[1 - role, ids].transpose(1, 0, 2)  # (G, n, T)
            # role 0 sums over role 1's types (columns), role 1 over role 0's (rows).
            weights = matrix.transpose(0, 2, 1) if role == 0 else matrix
            values[ids] = sign * chips * np.matmul(other, weights).transpose(1, 0, 2)
        return values

    def backward(
        self,
        bet: F,
        values: F,
        role: int,
        *,
        best_response: bool = False,
        regret: F | None = None,
        free: F | None = None,
    ) -> None:
        """Fill `role`'s values at the decision nodes. With `best_response` the role takes its
        best action; with `regret`, the instantaneous regrets at its nodes are added to it."""
        tree = self.tree
        for depth in range(len(tree.levels) - 1, -1, -1):
            level = tree.levels[depth]
            kids = tree.children[level]
            below = values[kids]  # (k, A, G, T)
            if depth % 2 != role:
                values[level] = below.sum(axis=1)
                continue
            rows = tree.dec_index[level]
            if best_response:
                values[level] = np.where(self.bet_mask[rows], below, -np.inf).max(axis=1)
                continue
            values[level] = np.einsum("kagt,kagt->kgt", bet[rows], below)
            if regret is not None:
                # Regret is measured against the role's own (free) strategy; it differs from
                # `bet` only for a role partly tied to a model (restricted response).
                base = values[level] if free is None else np.einsum(
                    "kagt,kagt->kgt", free[rows], below
                )
                regret[rows] += np.where(self.bet_mask[rows], below - base[:, None], 0)

    def lock_values(self, root_value: F, root: F, role: int) -> F:
        """(G, H, 2): value to `role` of each lock choice, the kept cards' continuation
        included (from the other role's lock probabilities in `root`)."""
        if role == 0:
            extra = np.matmul(self.cv_matrix, root[1][:, :, None].astype(np.float64))[:, :, 0]
        else:
            extra = -np.matmul(root[0][:, None, :].astype(np.float64), self.cv_matrix)[:, 0, :]
        at_root = root_value.astype(np.float64) + extra
        result: F = at_root[self._g, self.info.lock_type[role]]
        return result

    def role_values(self, profile: Strategy, role: int, best_response: bool = False) -> F:
        """(G, H, 2) lock-choice values of `role` against the profile's other role."""
        root = self.root_reach(profile.lock)
        reach = self.forward(profile.bet, root)
        values = self.terminal_values(reach, role)
        self.backward(profile.bet, values, role, best_response=best_response)
        return self.lock_values(values[0], root, role)

    def evaluate(self, profile: Strategy, role: int, best_response: bool = False) -> F:
        """(G,) value of `role` per signal pair (conditional on the pair), playing the profile
        or, with `best_response`, a best response to the other role's strategy."""
        choice = self.role_values(profile, role, best_response)
        mask = self.lock_mask[role]
        if best_response:
            best = np.where(mask, choice, -np.inf).max(axis=2)
            result: F = np.where(mask.any(axis=2), best, 0.0).sum(axis=1)
            return result
        played: F = (np.where(mask, profile.lock[role], 0.0) * choice).sum(axis=(1, 2))
        return played

    def exploitability(self, profile: Strategy) -> float:
        """Chips per deal a best responder gains over the game value, averaged over both roles
        and weighted over the signal pairs: (BR_0 + BR_1) / 2."""
        br0 = self.evaluate(profile, 0, best_response=True)
        br1 = self.evaluate(profile, 1, best_response=True)
        return float(self.info.game_prob @ (br0 + br1) / 2)

    def hand_values(self, profile: Strategy) -> F:
        """(91,) expected value of each hand (chips + continuation), averaged over both roles
        and the opponent's signal: what holding that hand at the start of a deal is worth."""
        total = np.zeros((2, len(HANDS)))
        mass = np.zeros((2, len(HANDS)))
        for p in (0, 1):
            choice = self.role_values(profile, p)
            held = (np.where(self.lock_mask[p], profile.lock[p], 0.0) * choice).sum(axis=2)
            for s_mine in SIGNALS:
                for s_other in SIGNALS:
                    g = game_index(s_mine, s_other) if p == 0 else game_index(s_other, s_mine)
                    for h, hand in enumerate(hands_for_signal(s_mine)):
                        k = HAND_INDEX[hand]
                        total[p, k] += self.info.game_prob[g] * held[g, h]
                        mass[p, k] += self.info.game_prob[g] * self.info.hand_prob[p, g, h]
        result: F = 0.5 * (total / mass).sum(axis=0)
        return result


def continuation_values(hand_values: F) -> F:
    """(13,) value of keeping each rank: the mean value of the hand after drawing one card from
    the rest of the pack (7 copies of the kept rank, 8 of every other), centred on zero."""
    cv = np.zeros(N_RANKS)
    for kept in range(N_RANKS):
        for drawn in range(N_RANKS):
            copies = COPIES - (drawn == kept)
            hand = (min(kept, drawn), max(kept, drawn))
            cv[kept] += copies / (COPIES * N_RANKS - 1) * hand_values[HAND_INDEX[hand]]
    centred: F = cv - cv.mean()
    return centred


# ----------------------------------------------------------------------------------- solving


class DCFR:
    """Discounted CFR (Brown & Sandholm 2019) with alternating updates: role 0 learns against
    the current role 1, then role 1 against the updated role 0 (markedly faster than updating
    both at once)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        d = game.tree.n_decisions
        self.regret = np.zeros((d, MAX_ACTIONS, game.n_games, T_PAD), dtype=DTYPE)
        self.avg_bet = np.zeros_like(self.regret)
        self.lock_regret = np.zeros((2, game.n_games, MAX_HANDS, 2))
        self.avg_lock = np.zeros_like(self.lock_regret)
        self.bet = regret_matching(self.regret, game.bet_mask, axis=1).astype(DTYPE)
        self.lock = regret_matching(self.lock_regret, game.lock_mask, axis=3)
        self.iterations = 0

    def current(self) -> Strategy:
        return Strategy(self.game.tree, self.bet, self.lock)

    def average(self) -> Strategy:
        game = self.game
        return Strategy(
            game.tree,
            regret_matching(self.avg_bet, game.bet_mask, axis=1),
            regret_matching(self.avg_lock, game.lock_mask, axis=3),
        )

    def iterate(self, count: int) -> None:
        game = self.game
        tree = game.tree
        for _ in range(count):
            self.iterations += 1
            t = float(self.iterations)
            up = t**ALPHA / (t**ALPHA + 1)
            down = t**BETA / (t**BETA + 1)
            weight = t**GAMMA
            for p in (0, 1):
                rows = np.flatnonzero(game.owner == p)
                bet, lock = game.played(self.bet, self.lock)
                root = game.root_reach(lock)
                reach = game.forward(bet, root)
                values = game.terminal_values(reach, p)
                game.backward(bet, values, p, regret=self.regret, free=self.bet)
                choice = game.lock_values(values[0], root, p)
                held = (self.lock[p] * choice).sum(axis=2, keepdims=True)
                # DCFR weights: own-reach-weighted strategy sum, discounted regrets.
                own = reach[p, tree.decision_ids[rows]][:, None]
                self.avg_bet[rows] += weight * own * self.bet[rows]
                self.avg_lock[p] += weight * self.lock[p]
                mine = self.regret[rows]
                self.regret[rows] = mine * np.where(mine > 0, up, down).astype(DTYPE)
                lock_regret = self.lock_regret[p] + np.where(
                    game.lock_mask[p], choice - held, 0.0
                )
                self.lock_regret[p] = lock_regret * np.where(lock_regret > 0, up, down)
                self.bet[rows] = regret_matching(self.regret[rows], game.bet_mask[rows], axis=1)
                self.lock[p] = regret_matching(self.lock_regret[p], game.lock_mask[p], axis=2)


def normalise(total: F, mask: npt.NDArray[np.bool_], axis: int) -> F:
    """Probabilities from accumulated weights; uniform over the legal actions where none."""
    return regret_matching(total, mask, axis)


def solve(stack: int, iterations: int, info: Info | None = None, cv: F | None = None) -> DCFR:
    """Run `iterations` of DCFR on the game with effective stack `stack`."""
    solver = DCFR(Game(stack, build_info() if info is None else info, cv))
    solver.iterate(iterations)
    return solver


@dataclass(frozen=True, slots=True)
class Solved:
    """The result of solving one stack: the average profile, the continuation values it was
    solved with, and how close it is to equilibrium."""

    stack: int
    profile: Strategy
    cv: F
    exploitability: float
    iterations: int
    cv_rounds: int
    game: Game


def solve_stack(
    stack: int,
    info: Info,
    cv_start: F | None = None,
    *,
    warmup: int = 100,
    round_iterations: int = 50,
    final: int = 200,
    max_rounds: int = 6,
    tolerance: float = 0.02,
    discount: float = 0.9,
    restricted: int | None = None,
    model_weight: float = 0.5,
) -> Solved:
    """Solve `stack` with the kept-card values at their fixed point.

    The continuation value of a kept card is computed from the equilibrium it changes, so we
    alternate: solve, recompute cv = `discount` * value of the next deal's hand (the discount
    stands for the chance that the match ends first), restart the strategy average (regrets
    carry over as a warm start), until cv moves less than `tolerance` chips. The last phase
    runs `final` iterations with the final cv.
    """
    game = Game(stack, info, cv_start)
    if restricted is not None:
        game.restrict(restricted, model_weight)
    solver = DCFR(game)
    solver.iterate(warmup)
    rounds = 0
    for rounds in range(1, max_rounds + 1):  # noqa: B007 - `rounds` is reported
        cv = discount * continuation_values(game.hand_values(solver.average()))
        moved = float(np.abs(cv - game.cv).max())
        game.set_continuation(cv)
        solver.avg_bet[:] = 0.0
        solver.avg_lock[:] = 0.0
        if moved < tolerance:
            break
        solver.iterate(round_iterations)
    solver.iterate(final)
    profile = solver.average()
    return Solved(
        stack=stack,
        profile=profile,
        cv=game.cv.copy(),
        exploitability=game.exploitability(profile),
        iterations=solver.iterations,
        cv_rounds=rounds,
        game=game,
    )


# ----------------------------------------------------------------------- compact tables

QUANT: Final = 255


def quantise(probs: F) -> npt.NDArray[np.uint8]:
    """One byte per probability (resolution 1/255); `dequantise` renormalises each row."""
    result: npt.NDArray[np.uint8] = np.rint(np.clip(probs, 0.0, 1.0) * QUANT).astype(np.uint8)
    return result


def dequantise(table: npt.NDArray[np.uint8], mask: npt.NDArray[np.bool_], axis: int) -> F:
    """Probabilities from a byte table: each row rescaled to sum 1, uniform where all zero."""
    return regret_matching(table.astype(np.float64), mask, axis)


def table_profile(tree: Tree, info: Info, bet: npt.NDArray[np.uint8], lock: npt.NDArray[
    np.uint8
]) -> Strategy:
    """The profile a lookup bot plays from stored byte tables (for exploitability checks)."""
    mask = action_mask(tree)[:, :, None, None]
    return Strategy(
        tree,
        dequantise(bet, mask, axis=1).astype(DTYPE),
        dequantise(lock, info.lock_mask, axis=3),
    )
