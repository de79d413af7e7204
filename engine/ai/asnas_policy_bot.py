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
dealer's free fold, ends the deal). It also decides for the whole table once an opponent of
the match folds clearly less often than the solved game when facing a stake
(`loose_opponent`, counted from the public actions in the view): against such players the
heuristic's exploitation earns more (bench/README.md, issue 19).
The table loads lazily on the first decision and is cached for the process.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

import numpy as np

from engine.ai import asnas_cfr as cfr
from engine.ai import asnas_tables as tables
from engine.ai.asnas_bot import AsNasBot, replay
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
# An opponent is "loose" (and the exploiting heuristic takes over) when they have folded clearly
# less often than an equilibrium player when facing a stake in this match: a one-sided binomial
# test at about 1 % against the solved game's fold rate (measured over 40 self-play matches:
# 0.70 for the solved policy, 0.68 for the bench's MCCFR player; random-legal 0.34, the
# heuristic bot 0.52, always-call and always-raise 0).
EQUILIBRIUM_FOLD_RATE: Final = 0.70
LOOSE_Z: Final = 2.33
LOOSE_SAMPLE: Final = 4  # stakes faced before any reading


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


def facing_folds(view: Mapping[str, Any]) -> dict[int, tuple[int, int]]:
    """Per other seat: (times they faced a stake, times they folded then), from the public
    actions of this match in the view (finished deals and this one)."""
    me = view_seat(view)
    counts = {seat: [0, 0] for seat in range(SEATS) if seat != me}
    deals = [*view.get("past_deals", ()), view]
    for deal in deals:
        for record, situation in replay(int(deal["dealer"]), deal["actions"]):
            seat = int(record["seat"])
            if seat in counts and situation.to_call > 0:
                counts[seat][0] += 1
                counts[seat][1] += int(record["action"] == "fold")
    return {seat: (faced, folded) for seat, (faced, folded) in counts.items()}


def folds_too_little(faced: int, folded: int) -> bool:
    """One-sided test: `folded` of `faced` is clearly below the equilibrium fold rate."""
    if faced < LOOSE_SAMPLE:
        return False
    p = EQUILIBRIUM_FOLD_RATE
    return folded < p * faced - LOOSE_Z * math.sqrt(faced * p * (1.0 - p))


def loose_opponent(view: Mapping[str, Any]) -> bool:
    """Whether some opponent of this match clearly plays looser than the solved game
    (`folds_too_little` over the stakes they faced)."""
    return any(folds_too_little(faced, folded) for faced, folded in facing_folds(view).values())


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
    ) -> None:
        """`exploit=False` plays the table even against opponents who fold far too little;
        `policy` replaces the shipped table (benches of other tables)."""
        self.policy = policy
        self.fallback = AsNasBot(fallback_profile)
        self.min_visits = min_visits
        self.exploit = exploit
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
        if self.exploit and loose_opponent(view):
            return self.fallback.decide(view, legal, rng)
        policy = self.policy or load_policy()
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


__all__ = ["MIN_VISITS", "POLICY_PATH", "POLICY_VERSION", "AsNasPolicyBot", "SolvedPolicy",
           "history_of", "load_policy"]
