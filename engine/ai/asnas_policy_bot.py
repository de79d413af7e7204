"""As-Nas computer player that plays a policy solved for the real four-player game.

The policy (``data/asnas_policy.npz``, built by scripts/train_asnas_policy.py) gives, for every
decision node of the public betting tree (`engine.ai.asnas_cfr.build_tree`: acting order from
the dealer's right, the dealer's forced stake, raises capped at 4) and every hand class (rank
counts, 121 classes, so card removal is exact), the probabilities of fold / stay / raise.

A decision, from the seat's private view only (`engine.ai.base.Policy`):

1. look first (AN-2.5);
2. rebuild this deal's betting history from the view's public ``actions`` and find its node;
3. sample fold / hold-or-call / raise from the table row of (node, my class) with the caller's
   rng, restricted to the legal options.

The heuristic `AsNasBot` decides instead (fallback) where the table has nothing reliable: at an
information set the sampled training reached too rarely to learn (``reach`` in the file: the
others' probability of leading there per deal, times the training deals, under `MIN_VISITS`;
these are mostly spots only reckless opponents create, such as three raises in a row), and off
the tree (a history the solved game leaves out; in a real deal the only such action, the
dealer's free fold, ends the deal). It also decides for the whole table once some opponent
of the match is clearly a reckless player (`reckless_opponent`): a calling station, a maniac or
a random player, read from the public actions in the view by a likelihood ratio against both
the solved game and a tight-aggressive player like the heuristic itself (so that neither an
equilibrium player nor the heuristic bot sets it off); against such players the heuristic's
exploitation earns more (bench/README.md, issue 19).
The table loads lazily on the first decision and is cached for the process.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

import numpy as np

from engine.ai import asnas_cfr as cfr
from engine.ai import asnas_tables as tables
from engine.ai.asnas_bot import AsNasBot
from engine.ai.base import find, view_seat
from engine.asnas.ranking import counts_of
from engine.asnas.state import SEATS
from engine.cards import parse_cards
from engine.protocol import Action, LegalAction

POLICY_VERSION: Final = 1
POLICY_FILE: Final = "asnas_policy.npz"
POLICY_PATH: Final = Path(__file__).with_name("data") / POLICY_FILE  # where the script writes

LOOK: Final = "look"
_LETTER: Final = {"fold": "f", "hold": "s", "call": "s", "raise": "r"}
_VERBS: Final = {cfr.FOLD: ("fold",), cfr.STAY: ("hold", "call"), cfr.RAISE: ("raise",)}


MIN_VISITS: Final = 200.0  # training deals that reached an information set before it is trusted

# Reckless-opponent evidence (`reckless_evidence`). Each other seat's public actions of the match
# are scored against three reckless styles, each a fixed action distribution whatever the hand
# (rows fold / stay / raise; `_style_probs`): a calling station, a maniac who raises whenever
# he may, and a uniformly random player. For a style, the evidence is the log-likelihood ratio
# of the seat's actions under the style against two reference players, and the smaller of the
# two counts: the solved game (at every node, the table's action rates averaged over the hand
# classes that reach it: `node_rates`) and `TIGHT_AGGRESSIVE`, a player who folds or raises and
# hardly ever calls, like the heuristic `AsNasBot`. The switch fires once some style's
# evidence reaches `RECKLESS_EVIDENCE` for one seat, or for the other seats' ratios summed
# (`table_evidence`: three reckless opponents are read three times as fast). Under a reference
# player each ratio is (nearly) a martingale, so the chance that it *ever* reaches the threshold
# in a match is about exp(-threshold) per test (Ville's inequality), however often it is looked
# at: testing at every decision does not pile up false alarms. A fold where holding is free
# leaves the solved tree and is not counted (the solved game never makes it; it costs a reckless
# player nothing).
# Each style's rows (fold / stay / raise): facing a stake after 0, 1 and 2 raises, facing the
# cap, holding free.
Style = tuple[tuple[float, float, float], ...]
STATION: Final[Style] = ((0.05, 0.9, 0.05),) * 3 + ((0.05, 0.95, 0.0), (0.0, 0.95, 0.05))
MANIAC: Final[Style] = ((0.05, 0.05, 0.9),) * 3 + ((0.05, 0.95, 0.0), (0.0, 0.05, 0.95))
# The heuristic AsNasBot at three others of its kind (60 matches): facing 0 / 1 / 2 raises
# 0.65 / 0.65 / 0.19 fold, 0.03 / 0.01 / 0.00 call; at the cap 0.94 call; free 0.21 raise.
TIGHT_AGGRESSIVE: Final[Style] = ((0.62, 0.03, 0.35), (0.62, 0.03, 0.35), (0.2, 0.03, 0.77),
                                  (0.1, 0.9, 0.0), (0.0, 0.75, 0.25))
RATE_FLOOR: Final = 0.1  # the solved game's rates are kept at least this: one action is no proof
RECKLESS_EVIDENCE: Final = 5.0


@dataclass(frozen=True, slots=True)
class SolvedPolicy:
    tree: cfr.Tree
    probs: cfr.Floats  # (decisions, classes, 3)
    iterations: int
    visits: cfr.Floats | None = None  # (decisions, classes): training deals that reached it

    def row(self, history: str, position: int, hand_class: int,
            min_visits: float = 0.0) -> cfr.Floats | None:
        """Probabilities of fold / stay / raise at this history for this class, or None when
        the history is off the tree, not this position's turn, or (with `min_visits`) an
        information set the training reached too rarely to have learned it."""
        node = self.tree.node_of(history)
        if node is None or int(self.tree.actor[node]) != position:
            return None
        decision = int(self.tree.decision[node])
        visits = self.visits
        if min_visits > 0 and visits is not None and visits[decision, hand_class] < min_visits:
            return None
        row: cfr.Floats = self.probs[decision, hand_class]
        return row


@cache
def load_policy() -> SolvedPolicy:
    """The shipped table (loaded once per process)."""
    source = resources.files("engine.ai").joinpath("data", POLICY_FILE)
    with resources.as_file(source) as path:
        return read_policy(path)


def read_policy(path: Path) -> SolvedPolicy:
    """A table written by scripts/train_asnas_policy.py (the shipped one or a bench variant)."""
    with np.load(path) as data:
        version = int(data["version"][0])
        table = np.asarray(data["probs"], dtype=np.uint8)
        iterations = int(data["iterations"][0])
        deals = iterations * int(data["batch"][0])
        reach = np.asarray(data["reach"], dtype=np.float64)
    if version != POLICY_VERSION:
        raise ValueError(f"As-Nas policy is version {version}, code expects {POLICY_VERSION}: "
                         "rebuild with scripts/train_asnas_policy.py")
    tree = cfr.build_tree(players=SEATS)
    legal = tree.legal_mask()
    if table.shape != (tree.n_decisions, tables.CLASS_COUNT, cfr.ACTIONS):
        raise ValueError(f"As-Nas policy shape {table.shape} does not match the betting tree")
    if reach.shape != table.shape[:2]:
        raise ValueError(f"As-Nas policy reach shape {reach.shape} does not match its table")
    return SolvedPolicy(tree, cfr.dequantise(table, legal), iterations, reach * deals)


def node_rates(policy: SolvedPolicy) -> cfr.Floats:
    """(nodes, 3): per tree node, the solved game's chance that its actor folds / stays /
    raises, over the hand classes weighted by how often each reaches the node (the others'
    reach from training, ``visits``, times the actor's own probability of having played to
    it; the class prior where the training hardly got there), floored at `RATE_FLOOR` on the
    legal actions. Zero on illegal actions and terminals. Cached per table."""
    cached = _RATES.get(id(policy))
    if cached is not None and cached[0] is policy:
        return cached[1]
    tree = policy.tree
    nodes = len(tree.actor)
    own = np.ones((nodes, tree.players, tables.CLASS_COUNT))
    rates = np.zeros((nodes, cfr.ACTIONS))
    prior = tables.PRIOR / tables.PRIOR.sum()
    for node in range(nodes):  # build_tree numbers a node before its children
        player = int(tree.actor[node])
        if player < 0:
            continue
        decision = int(tree.decision[node])
        probs = policy.probs[decision]
        for action in range(cfr.ACTIONS):
            child = int(tree.children[node, action])
            if child >= 0:
                own[child] = own[node]
                own[child, player] *= probs[:, action]
        reached = own[node, player]
        weight = reached * prior
        if policy.visits is not None and float(reached @ policy.visits[decision]) >= 1.0:
            weight = reached * policy.visits[decision]
        if weight.sum() <= 0:
            weight = prior
        legal = tree.children[node] >= 0
        row = np.where(legal, np.maximum(weight @ probs / weight.sum(), RATE_FLOOR), 0.0)
        rates[node] = row / row.sum()
    _RATES[id(policy)] = (policy, rates)
    return rates


_RATES: dict[int, tuple[SolvedPolicy, cfr.Floats]] = {}
_STYLES: Final = (STATION, MANIAC, None)  # None: uniform over the legal actions


def _style_probs(style: Style | None, legal: Sequence[bool], raises: int) -> tuple[float, ...]:
    """A style's fold / stay / raise distribution at a node (`raises` so far in the deal)."""
    if style is None:
        return tuple(1.0 / sum(legal) if flag else 0.0 for flag in legal)
    if not legal[cfr.FOLD]:
        return style[4]
    return style[min(raises, 2)] if legal[cfr.RAISE] else style[3]


@lru_cache(maxsize=4096)
def _deal_evidence(key: int, actions: tuple[tuple[int, str], ...]
                   ) -> tuple[tuple[int, tuple[tuple[float, float], ...]], ...]:
    """Per seat of one deal's public actions, per style: the log-likelihood ratios against
    the solved game and against `TIGHT_AGGRESSIVE` (`key`: the table's id in `_RATES`).
    Actions after the deal leaves the solved tree (a free fold) are not counted."""
    policy, rates = _RATES[key]
    tree = policy.tree
    found: dict[int, list[list[float]]] = {}
    node = 0
    for seat, verb in actions:
        letter = _LETTER.get(verb)
        if letter is None or tree.actor[node] < 0:
            break
        action = cfr.LETTERS.index(letter)
        child = int(tree.children[node, action])
        if child < 0:
            break
        legal = [bool(flag) for flag in tree.children[node] >= 0]
        solved = float(rates[node, action])
        raises = tree.history[node].count("r")
        tight = _style_probs(TIGHT_AGGRESSIVE, legal, raises)[action]
        sums = found.setdefault(seat, [[0.0, 0.0] for _ in _STYLES])
        for index, style in enumerate(_STYLES):
            mine = max(_style_probs(style, legal, raises)[action], 1e-3)
            sums[index][0] += math.log(mine / solved)
            sums[index][1] += math.log(mine / tight)
        node = child
    return tuple(sorted(
        (seat, tuple((a, b) for a, b in sums)) for seat, sums in found.items()
    ))


def _evidence_sums(view: Mapping[str, Any],
                   policy: SolvedPolicy | None) -> dict[int, list[list[float]]]:
    """Per other seat, per style: the summed log-likelihood ratios of this match against the
    solved game and against `TIGHT_AGGRESSIVE`."""
    policy = policy or load_policy()
    node_rates(policy)
    me = view_seat(view)
    sums = {seat: [[0.0, 0.0] for _ in _STYLES] for seat in range(SEATS) if seat != me}
    for deal in [*view.get("past_deals", ()), view]:
        actions = tuple((int(r["seat"]), str(r["action"])) for r in deal["actions"])
        for seat, styles in _deal_evidence(id(policy), actions):
            if seat in sums:
                for total, (solved, tight) in zip(sums[seat], styles, strict=True):
                    total[0] += solved
                    total[1] += tight
    return sums


def reckless_evidence(view: Mapping[str, Any],
                      policy: SolvedPolicy | None = None) -> dict[int, float]:
    """Per other seat, the strongest evidence of this match (finished deals and this one,
    from the view's public actions only) that they play one of the reckless styles: for each
    style the smaller of its log-likelihood ratios against the two reference players, and the
    largest of those over the styles."""
    return {seat: max(min(solved, tight) for solved, tight in styles)
            for seat, styles in _evidence_sums(view, policy).items()}


def table_evidence(view: Mapping[str, Any], policy: SolvedPolicy | None = None) -> float:
    """The same for all other seats together (their ratios summed per style and reference):
    the evidence that the whole table plays one reckless style. Three such opponents are read
    about three times as fast; one among equilibrium players is left to `reckless_evidence`."""
    sums = list(_evidence_sums(view, policy).values())
    return max(
        min(sum(seat[style][0] for seat in sums), sum(seat[style][1] for seat in sums))
        for style in range(len(_STYLES))
    )


def reckless_opponent(view: Mapping[str, Any], policy: SolvedPolicy | None = None,
                      threshold: float = RECKLESS_EVIDENCE) -> bool:
    """Whether some opponent of this match, or the other seats together, clearly play a
    reckless style (`reckless_evidence` or `table_evidence` of at least `threshold`)."""
    return (any(value >= threshold for value in reckless_evidence(view, policy).values())
            or table_evidence(view, policy) >= threshold)


def history_of(view: Mapping[str, Any]) -> str:
    """This deal's public betting actions as tree letters (fold / stay / raise)."""
    return "".join(_LETTER.get(str(record["action"]), "?") for record in view["actions"])


class AsNasPolicyBot:
    """Plays the solved policy; `AsNasBot` is the fallback off the tree and at information
    sets the training reached fewer than `min_visits` times (e.g. a high-card hand facing
    three raises: about 10 of the 10 M training deals). Keeps no state between decisions."""

    def __init__(
        self, fallback_profile: str = "shah", min_visits: float = MIN_VISITS,
        *, exploit: bool = True, policy: SolvedPolicy | None = None,
        reckless_threshold: float = RECKLESS_EVIDENCE,
    ) -> None:
        """`exploit=False` plays the table even against reckless opponents;
        `policy` replaces the shipped table (benches of other tables); `reckless_threshold`
        is the evidence (nats) at which the switch fires."""
        self.policy = policy
        self.fallback = AsNasBot(fallback_profile)
        self.min_visits = min_visits
        self.exploit = exploit
        self.reckless_threshold = reckless_threshold
        self.name = "asnas-solved" + ("" if exploit else "-pure")

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        seat = view_seat(view)
        if find(legal, LOOK) is not None and not view.get("looked"):
            return Action(seat, LOOK)
        hand = view.get("hand")
        if not hand:
            return self.fallback.decide(view, legal, rng)
        policy = self.policy or load_policy()
        if self.exploit and reckless_opponent(view, policy, self.reckless_threshold):
            return self.fallback.decide(view, legal, rng)
        position = (seat - int(view["dealer"]) - 1) % SEATS
        hand_class = tables.class_of(counts_of(parse_cards(list(hand))))
        row = policy.row(history_of(view), position, hand_class, self.min_visits)
        if row is None:
            return self.fallback.decide(view, legal, rng)
        kinds = {option.kind: option for option in legal}
        weights: list[float] = []
        verbs: list[str] = []
        for action, names in _VERBS.items():
            verb = next((name for name in names if name in kinds), None)
            if verb is not None and row[action] > 0:
                verbs.append(verb)
                weights.append(float(row[action]))
        if not verbs:
            return self.fallback.decide(view, legal, rng)
        verb = rng.choices(verbs, weights=weights)[0]
        if verb == "raise":
            return Action(seat, verb, amount=kinds[verb].min)
        return Action(seat, verb)


__all__ = ["MIN_VISITS", "POLICY_PATH", "POLICY_VERSION", "RECKLESS_EVIDENCE", "AsNasPolicyBot",
           "SolvedPolicy", "history_of", "load_policy", "node_rates", "reckless_evidence",
           "reckless_opponent", "table_evidence"]
