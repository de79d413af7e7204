"""The Up/Down computer player: equilibrium play by table lookup.

`UpDownBot` reads only the seat's private view (engine/updown package docstring lists the keys)
and the legal actions. It finds its abstract situation — effective stack, both signals, its
role (starter or not), its locked and kept ranks, and the betting so far mapped onto the
solved bet menu {min, 1/2 pot, pot, all-in} — then samples an action from the stored mixed
strategy with the caller's rng, so it bluffs and slow-plays at the equilibrium frequencies.
An abstract bet is turned back into a legal real amount computed from the real pot.

From the second deal on (`kept_classes`: each player's kept card's group is public, the last
signal less the revealed locked card) it plays the later-deal tables
(scripts/build_updown_kept_tables.py): restricted Nash responses, in the games where those
groups are known, to a player who reads only the signals (the deal tables' own play), so it
takes part of what such a player leaves while a best responder gains a bounded amount.

Against a loose opponent it plays an exact best response to that opponent's style
(`StyleTables`, scripts/build_updown_style_tables.py): random-legal, a calling station or a
maniac, each solved for the match-win probability at the chips both hold (`read_style` says
when: public evidence only — the match's betting verbs, the revealed cards of finished deals,
the bet sizes — and an unknown opponent is an equilibrium player until that evidence is
strong). Before then, where the equilibrium mixes, it takes the action that the likeliest
style's best response takes (`soft_floor`, `soft_min`): against an equilibrium player that
costs next to nothing in theory (against an equilibrium opponent every action an equilibrium
mixes is equally good; the tables are approximate, so only nearly), against a loose one it
is a head start. ``reader="legacy"`` plays the bot before
this (the verb read `loose_style` and the card read `reads_loose`, with the deal tables'
restricted response to a mixture of loose styles).

Tables (scripts/build_updown_tables.py, build_updown_kept_tables.py,
build_updown_style_tables.py, build_updown_evidence.py, and for ``match=True``
build_updown_match_tables.py) load lazily, on the first decision that needs them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from engine.ai import updown_solver as solver
from engine.ai.base import find, take, view_seat
from engine.cards import parse_card
from engine.protocol import Action, LegalAction
from engine.updown.state import count_betting, new_tally

F = npt.NDArray[np.float64]
BETTING_LOG_VERBS: Final = frozenset({"check", "bet", "call", "raise", "fold", "all_in"})


class UpDownTables:
    """The stored strategies for every effective stack (byte probabilities, see the solver).

    Loaded lazily, one stack at a time (its four arrays and its betting tree on the first
    decision at that stack), so the first decision of a process costs one stack's load
    (about 20 ms at stack 20), not all 21 (about 150 ms)."""

    def __init__(self, path: Path = solver.TABLE_PATH) -> None:
        self.path = path
        with np.load(path) as data:
            version = int(data["version"][0])
            if version != solver.TABLE_VERSION:
                raise ValueError(
                    f"Up/Down tables are version {version}, code expects "
                    f"{solver.TABLE_VERSION}: rebuild with scripts/build_updown_tables.py"
                )
            self.cv = [data[f"cv_{s}"].astype(np.float64) for s in range(solver.MAX_STACK + 1)]
        self._bet: dict[tuple[int, bool], npt.NDArray[np.uint8]] = {}
        self._lock: dict[tuple[int, bool], npt.NDArray[np.uint8]] = {}

    def _load(self, stack: int) -> None:
        if (stack, False) in self._bet:
            return
        with np.load(self.path) as data:
            bet, xbet = data[f"bet_{stack}"], data[f"xbet_{stack}"]
            lock, xlock = data[f"lock_{stack}"], data[f"xlock_{stack}"]
        if bet.shape[0] != tree_for(stack).n_decisions:
            raise ValueError(f"Up/Down tables do not match the betting tree at {stack}")
        self._lock[stack, False], self._lock[stack, True] = lock, xlock
        self._bet[stack, True] = xbet
        self._bet[stack, False] = bet  # last: its presence marks the stack as loaded

    def bets(self, stack: int, exploit: bool) -> npt.NDArray[np.uint8]:
        self._load(stack)
        return self._bet[stack, exploit]

    def locks(self, stack: int, exploit: bool) -> npt.NDArray[np.uint8]:
        self._load(stack)
        return self._lock[stack, exploit]

    def lock_probs(self, stack: int, role: int, game: int, hand: int, exploit: bool = False) -> F:
        """P(lock the lower rank), P(lock the higher rank) for a hand (local index), from the
        equilibrium or (`exploit`) from the restricted response to loose play."""
        row = self.locks(stack, exploit)[role, game, hand].astype(np.float64)
        total = row.sum()
        return row / total if total > 0 else np.array([0.5, 0.5])

    def bet_probs(self, stack: int, node: int, game: int, kind: int, exploit: bool = False) -> F:
        """Probabilities of the action slots at a decision node for one (locked, kept) type."""
        tree = tree_for(stack)
        count = len(tree.labels[node])
        table = self.bets(stack, exploit)
        row = table[tree.dec_index[node], :count, game, kind].astype(np.float64)
        total = row.sum()
        return row / total if total > 0 else np.full(count, 1.0 / count)

    def profile(self, stack: int, info: solver.Info, exploit: bool = False) -> solver.Strategy:
        """The strategy profile this table makes a bot play (for exploitability checks)."""
        return solver.table_profile(
            tree_for(stack), info, self.bets(stack, exploit), self.locks(stack, exploit)
        )


class SideTables:
    """Byte tables in the deal solver's layout under other keys: the later-deal tables
    (`KEPT_PATH`, one per effective stack, 16 games) or the match tables (`MATCH_PATH`, one
    per starter's chips x, 9 games, the tree of `updown_match.effective_stack(x)`). Loaded
    lazily, one key at a time."""

    def __init__(self, path: Path, keys: range, stack_of: Any = None) -> None:
        self.path = path
        self.keys = keys
        self.stack_of = (lambda k: k) if stack_of is None else stack_of
        with np.load(path) as data:
            missing = [k for k in keys if f"bet_{k}" not in data.files]
        if missing:
            raise ValueError(f"{path.name} has no tables for {missing}")
        self._bet: dict[int, npt.NDArray[np.uint8]] = {}
        self._lock: dict[int, npt.NDArray[np.uint8]] = {}

    def _load(self, key: int) -> None:
        if key in self._bet:
            return
        with np.load(self.path) as data:
            bet, lock = data[f"bet_{key}"], data[f"lock_{key}"]
        if bet.shape[0] != tree_for(self.stack_of(key)).n_decisions:
            raise ValueError(f"{self.path.name} does not match the betting tree at {key}")
        self._lock[key] = lock
        self._bet[key] = bet

    def lock_probs(self, key: int, role: int, game: int, hand: int) -> F:
        self._load(key)
        row = self._lock[key][role, game, hand].astype(np.float64)
        total = row.sum()
        return row / total if total > 0 else np.array([0.5, 0.5])

    def bet_probs(self, key: int, node: int, game: int, kind: int) -> F:
        self._load(key)
        tree = tree_for(self.stack_of(key))
        count = len(tree.labels[node])
        row = self._bet[key][tree.dec_index[node], :count, game, kind].astype(np.float64)
        total = row.sum()
        return row / total if total > 0 else np.full(count, 1.0 / count)


class StyleTables:
    """Exact best responses to each loose style (scripts/build_updown_style_tables.py): per
    style and effective stack, the action slot at every (decision, signal pair, type) and the
    lock choice (0 the lower rank, 1 the higher) of every hand; and the same per starter's
    chips for the match-win objective. Loaded lazily, one style at a time (all its keys at
    once, about 25 ms: a read per key would put dozens of loads in the decision-time tail)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._act: dict[tuple[str, int], npt.NDArray[np.uint8]] = {}
        self._lock: dict[tuple[str, int], npt.NDArray[np.uint8]] = {}
        self._loaded: set[str] = set()

    def _load(self, style: str) -> None:
        if style in self._loaded:
            return
        with np.load(self.path) as data:
            for name in data.files:
                kind, _, rest = name.partition("_")
                named, _, key = rest.rpartition("_")
                if named != style:
                    continue
                if kind in ("act", "lk"):
                    table = self._act if kind == "act" else self._lock
                    table[style, int(key)] = data[name]
                elif kind in ("mact", "mlk"):
                    table = self._act if kind == "mact" else self._lock
                    table[style, -int(key)] = data[name]
        for stack in range(solver.MAX_STACK + 1):
            if self._act[style, stack].shape[0] != tree_for(stack).n_decisions:
                raise ValueError(f"{self.path.name} does not match the betting tree at {stack}")
        self._loaded.add(style)

    def lock_choice(self, style: str, stack: int, role: int, game: int, hand: int) -> int:
        self._load(style)
        return int(self._lock[style, stack][role, game, hand])

    def bet_slot(self, style: str, stack: int, node: int, game: int, kind: int) -> int:
        self._load(style)
        return int(self._act[style, stack][tree_for(stack).dec_index[node], game, kind])

    def match_lock_choice(self, style: str, x: int, role: int, game: int, hand: int) -> int:
        """The lock choice at `x` chips for the starter (match-win objective)."""
        self._load(style)
        return int(self._lock[style, -x][role, game, hand])

    def match_bet_slot(self, style: str, x: int, node: int, game: int, kind: int) -> int:
        from engine.ai.updown_match import effective_stack

        self._load(style)
        return int(self._act[style, -x][tree_for(effective_stack(x)).dec_index[node], game, kind])


KEPT_PATH: Final = solver.TABLE_PATH.with_name("updown_kept.npz")
STYLE_PATH: Final = solver.TABLE_PATH.with_name("updown_styles.npz")


@cache
def style_tables(path: Path = STYLE_PATH) -> StyleTables:
    return StyleTables(path)
MATCH_PATH: Final = solver.TABLE_PATH.with_name("updown_match.npz")


@cache
def kept_tables(path: Path = KEPT_PATH) -> SideTables:
    return SideTables(path, range(solver.MAX_STACK + 1))


@cache
def match_tables(path: Path = MATCH_PATH) -> SideTables:
    from engine.ai import updown_match

    return SideTables(path, range(1, updown_match.TOTAL), updown_match.effective_stack)


def kept_classes(view: Mapping[str, Any]) -> tuple[int, int] | None:
    """Each seat's later-deal class (index into `solver.KEPT_CLASSES`: is the kept card UP,
    is the drawn card UP), from public facts only: the last deal's signals (UD-2.5) and
    revealed locked cards (UD-5.1, UD-5.2) give the kept card's group, this deal's signal the
    drawn card's. None in a match's first deal, or when the last deal's cards are no longer
    named (a reshuffle put them back in the stock, engine/updown views)."""
    last = view.get("last_result")
    signals = view.get("signals")
    if not last or not signals or int(last.get("deal_no", -1)) != int(view["deal_no"]) - 1:
        return None
    before = last.get("signals")
    if not before:
        return None
    classes = []
    for seat in (0, 1):
        code = last["locked"][seat]
        if code is None:
            return None
        kept_up = kept_up_beside(int(before[seat]["up"]), code)
        drawn_up = int(signals[seat]["up"]) - kept_up
        if kept_up not in (0, 1) or drawn_up not in (0, 1):
            return None
        classes.append(solver.KEPT_CLASSES.index((kept_up, drawn_up)))
    return classes[0], classes[1]


def match_state(view: Mapping[str, Any], total: int) -> int | None:
    """The starter's chips at the start of this deal if the match holds `total` chips."""
    stacks = [int(x) for x in view["stacks"]]
    if sum(stacks) + int(view["pot"]) != total:
        return None
    starter = int(view["starter"])
    return stacks[starter] + int(view["street"][starter]) + solver.ANTE


@cache
def tree_for(stack: int) -> solver.Tree:
    return solver.build_tree(stack)


@cache
def default_tables() -> UpDownTables:
    return UpDownTables()


@cache
def _type_index(signal: int) -> dict[tuple[int, int], int]:
    return {kind: index for index, kind in enumerate(solver.types_for_signal(signal))}


@cache
def _hand_index(signal: int) -> dict[tuple[int, int], int]:
    return {hand: index for index, hand in enumerate(solver.hands_for_signal(signal))}


def _rank(code: str) -> int:
    """Rank index 0 ("2") ... 12 ("A") of a card code."""
    return parse_card(code).rank - 2


def kept_up_beside(ups: int, locked: str) -> int:
    """How many UP cards a seat kept, from its deal's UP count (UD-2.5) and the locked card
    the deal revealed: 0 or 1 when the facts agree, anything else when they do not."""
    return ups - int(_rank(locked) >= solver.FIRST_UP)


@dataclass(frozen=True, slots=True)
class Situation:
    """The public part of the abstraction read from a private view."""

    seat: int
    role: int  # 0 = the starting player (acts first)
    game: int  # signal pair index (role 0's UP count, role 1's)
    stack: int  # effective stack behind at the start of betting, capped at MAX_STACK
    my_signal: int


def situation(view: Mapping[str, Any]) -> Situation:
    seat = view_seat(view)
    starter = int(view["starter"])
    role = 0 if seat == starter else 1
    ups = [int(signal["up"]) for signal in view["signals"]]
    stacks = [int(s) + int(b) for s, b in zip(view["stacks"], view["street"], strict=True)]
    stack = max(0, min(*stacks, solver.MAX_STACK))
    return Situation(
        seat=seat,
        role=role,
        game=solver.game_index(ups[starter], ups[1 - starter]),
        stack=stack,
        my_signal=ups[seat],
    )


def sample(probs: F, rng: random.Random) -> int:
    """Index drawn from `probs` with one `rng.random()` call."""
    point = rng.random()
    cumulative = 0.0
    for index, p in enumerate(probs):
        cumulative += float(p)
        if point < cumulative:
            return index
    return int(np.flatnonzero(probs > 0)[-1]) if (probs > 0).any() else len(probs) - 1


def walk(tree: solver.Tree, view: Mapping[str, Any], starter: int) -> int:
    """The tree node reached by this deal's betting log, each real bet mapped to the menu size
    nearest in pot fraction (log scale) and any bet at or above the effective stack to all-in.
    Stops early (returning the last consistent node) if the log leaves the tree."""
    node = 0
    street = [0, 0]
    for entry in view["actions"]:
        kind = str(entry["kind"])
        if kind not in BETTING_LOG_VERBS:
            continue
        seat = int(entry["seat"])
        role = 0 if seat == starter else 1
        if tree.actor[node] != role:
            break
        labels = tree.labels[node]
        kids = tree.children[node]
        if kind in ("check", "call", "fold"):
            wanted = kind if kind in labels else ("call" if kind == "check" else "check")
            if wanted not in labels:
                break
            node = int(kids[labels.index(wanted)])
        else:
            node = int(kids[_nearest_raise(tree, node, entry, street, seat)])
        street[seat] = int(entry.get("to", street[seat]))
    return node


def _nearest_raise(
    tree: solver.Tree, node: int, entry: Mapping[str, Any], street: list[int], seat: int
) -> int:
    labels = tree.labels[node]
    raises = [slot for slot, label in enumerate(labels) if label in solver.MENU]
    if not raises:  # the abstraction has the opponent all-in already: treat as a call
        return labels.index("call") if "call" in labels else 0
    to = int(entry["to"])
    # A bet that leaves less than a quarter of the pot behind commits the bettor: read all-in.
    committed = 4 * (tree.stack - to) < 2 * solver.ANTE + 2 * to
    if (bool(entry.get("all_in")) or committed) and "allin" in labels:
        return labels.index("allin")
    facing = street[1 - seat]
    real = max(to - facing, 1) / (2 * solver.ANTE + 2 * facing)
    role_facing = int(tree.bets[node][1 - int(tree.actor[node])])

    def distance(slot: int) -> float:
        size = tree.amounts[node][slot] - role_facing
        return abs(math.log(real) - math.log(max(size, 1) / (2 * solver.ANTE + 2 * role_facing)))

    return min(raises, key=distance)


WEAK_RANKS: Final = range(3, 8)  # 3-7: no showdown value, and not the 2 that beats an A
BIG_BET: Final = 3  # chips each beyond the ante
# Log-likelihood ratios (loose / equilibrium) of what one finished deal shows about the opponent,
# from the rates measured in bench (bench/README.md, 300 matches each: the carry-over
# equilibrium folds in 32 % of deals and shows a weak card in a big pot with no UP card kept in
# 1.0 %; random-legal, always-call and always-all-in fold in 0-7 % and show one in 7-10 %).
LLR_FOLD: Final = -2.3
LLR_WEAK_BIG: Final = 2.2
LLR_STRONG_BIG: Final = 0.55
LLR_SMALL: Final = 0.18
LOOSE_THRESHOLD: Final = 0.5  # exploit above this total (three small pots and no fold)


def _big_pot(result: Mapping[str, Any]) -> bool:
    return int(result["pot"]) // 2 - solver.ANTE >= BIG_BET


def _weak(result: Mapping[str, Any], opponent: int) -> bool:
    code = result["locked"][opponent]
    return code is not None and parse_card(code).rank in WEAK_RANKS


def _kept_up(result: Mapping[str, Any], opponent: int) -> bool:
    signals = result.get("signals")
    if not signals:
        return False
    return int(signals[opponent]["up"]) > 0


def loose_showing(result: Mapping[str, Any], opponent: int) -> bool:
    """Whether one finished deal shows the opponent taking a weak card (3-7), without folding,
    to a pot with a big bet, while their other card was DOWN too.

    The signal is public (UD-2.5): with "1 UP · 1 DOWN", locking the DOWN card means keeping
    an UP card for the next deal, which an equilibrium player does on purpose (a kept A is
    worth about a chip), even in a big pot; that is not read as looseness.
    """
    if result.get("folded") == opponent or not _big_pot(result):
        return False
    return _weak(result, opponent) and not _kept_up(result, opponent)


def deal_evidence(result: Mapping[str, Any], opponent: int) -> float:
    """Log-likelihood ratio, loose player against equilibrium player, of one finished deal:
    a fold, a `loose_showing`, a weak card locked to keep an UP card (neutral), another big
    pot, a small pot."""
    if result.get("folded") == opponent:
        return LLR_FOLD
    if not _big_pot(result):
        return LLR_SMALL
    if loose_showing(result, opponent):
        return LLR_WEAK_BIG
    if _weak(result, opponent):
        return 0.0  # a deliberate low lock with a high card kept
    return LLR_STRONG_BIG


def reads_loose(view: Mapping[str, Any], threshold: float = LOOSE_THRESHOLD) -> bool:
    """Whether to play the restricted response to loose play rather than the equilibrium.

    Evidence comes from the finished deals of this match the view shows (UD-5.1, UD-5.2: both
    locked cards are revealed after every deal, the pot says what each put in): the
    log-likelihood ratios of `deal_evidence` add up, and the bot exploits once the total passes
    `LOOSE_THRESHOLD`. It starts from the equilibrium (no guess about a new opponent); a fold
    weighs as much as a weak card taken to a big pot, because a thinking player folds in about
    a third of the deals and a loose one almost never. The view keeps the deals since the last
    reshuffle only (engine/updown: their cards are back in the stock), so this is the
    evidence of the last ≈ 50 deals.
    """
    opponent = 1 - view_seat(view)
    total = sum(deal_evidence(result, opponent) for result in view.get("history") or ())
    return total > threshold


# How often a player takes each betting verb, with nothing to call ("free") and facing a bet,
# measured over 150 matches against this bot (bench/README.md, issue 19): the carry-over
# equilibrium, random-legal; always-call and always-all-in by their definition. The
# equilibrium's frequencies are mixed with a uniform choice (`EQ_SPREAD`) so that a balanced
# player whose style differs from these tables' is not read as one of the loose styles.
STYLE_FREQUENCIES: Final[dict[str, dict[str, dict[str, float]]]] = {
    "equilibrium": {
        "free": {"check": 0.532, "bet": 0.14, "all_in": 0.328},
        "facing": {"fold": 0.788, "call": 0.157, "raise": 0.033, "all_in": 0.022},
    },
    "random": {
        "free": {"check": 0.35, "bet": 0.331, "all_in": 0.32},
        "facing": {"fold": 0.362, "call": 0.411, "raise": 0.053, "all_in": 0.174},
    },
    "station": {"free": {"check": 1.0}, "facing": {"call": 1.0}},
    "maniac": {"free": {"all_in": 1.0}, "facing": {"all_in": 0.957, "call": 0.043}},
}
EQ_SPREAD: Final = 0.15
STYLE_SMOOTHING: Final = 0.02  # a loose style's probability of a verb it never takes
STYLE_THRESHOLD: Final = 3.0  # exploit once a loose style is e^3 = 20 times as likely
# Prior log-odds of each loose style before any verb is seen. Against a calling station or a
# maniac the first deals decide most matches (they last about five deals), and an equilibrium
# player leaves those reads at its first check (-4.3 for the maniac), bet (-3.2 for the
# station) or fold (-4.5 for both). Measured (bench/README.md): lower priors for either cost
# 2-6 points against the baselines and gained nothing measurable against the equilibrium.
STYLE_PRIOR: Final = {"random": 0.0, "station": 3.5, "maniac": 3.5}


@cache
def _style_llr() -> dict[str, dict[str, dict[str, float]]]:
    """log P(verb | style) - log P(verb | equilibrium), per style, context and verb."""
    verbs = {"free": ("check", "bet", "all_in"), "facing": ("fold", "call", "raise", "all_in")}
    result: dict[str, dict[str, dict[str, float]]] = {}
    eq = STYLE_FREQUENCIES["equilibrium"]
    for style, table in STYLE_FREQUENCIES.items():
        if style == "equilibrium":
            continue
        result[style] = {}
        for context, names in verbs.items():
            result[style][context] = {}
            for verb in names:
                balanced = (1 - EQ_SPREAD) * eq[context].get(verb, 0.0) + EQ_SPREAD / len(names)
                loose = (1 - STYLE_SMOOTHING) * table[context].get(verb, 0.0) + (
                    STYLE_SMOOTHING / len(names)
                )
                result[style][context][verb] = math.log(loose / balanced)
    return result


def style_evidence(
    view: Mapping[str, Any], prior_deals: int | None = None
) -> dict[str, float]:
    """Log-likelihood ratio, each loose style against the equilibrium, of every betting verb
    the opponent has taken this match: the view's `tally` (finished deals, kept across
    reshuffles) and this deal's log so far. Cards are not read, so a deliberate low lock is
    no evidence at all. With `prior_deals`, the presumption (`STYLE_PRIOR`) holds only in
    the match's first `prior_deals` deals; later only the verbs count."""
    opponent = 1 - view_seat(view)
    presumed = prior_deals is None or int(view.get("deal_no") or 0) <= prior_deals
    counts: list[dict[str, dict[str, int]]] = [{"free": {}, "facing": {}} for _ in range(2)]
    tally = view.get("tally")
    if tally:
        for context in ("free", "facing"):
            counts[opponent][context].update(tally[opponent][context])
    current = new_tally()
    count_betting(current, view.get("actions") or ())
    llr = _style_llr()
    totals = {}
    for style, table in llr.items():
        total = STYLE_PRIOR[style] if presumed else 0.0
        for context, verbs in table.items():
            for verb, value in verbs.items():
                n = counts[opponent][context].get(verb, 0) + current[opponent][context].get(verb, 0)
                total += n * value
        totals[style] = total
    # A random player also shows its cards: weak ones taken to big pots with no UP card kept
    # (`loose_showing`; 7 % of its deals, 1 % of an equilibrium player's). Other deals add
    # nothing here: their folds and calls are counted above already.
    for result in view.get("history") or ():
        if loose_showing(result, opponent):
            totals["random"] += LLR_WEAK_BIG
    return totals


# The styles the bot acts on. A random player's verbs are too close to an equilibrium
# player's (both fold, call, bet and shove) to tell apart quickly without misreading
# equilibrium players in long matches (measured: that read cost about 2 points against the
# equilibrium for a few points against random-legal), so it is not acted on.
READ_STYLES: Final = ("station", "maniac")


def _seen_verbs(view: Mapping[str, Any]) -> bool:
    """Whether the view shows any betting verb of the opponent (this match's tally)."""
    tally = view.get("tally")
    if not tally:
        return False
    mine = tally[1 - view_seat(view)]
    return any(mine["free"].values()) or any(mine["facing"].values())


def loose_style(view: Mapping[str, Any], prior_deals: int | None = None) -> str | None:
    """The loose style (of `READ_STYLES`) the opponent's betting shows (`style_evidence`
    above `STYLE_THRESHOLD`), or None: play the equilibrium."""
    totals = style_evidence(view, prior_deals)
    style = max(READ_STYLES, key=totals.__getitem__)
    return style if totals[style] > STYLE_THRESHOLD else None


# -- The style read (issue 19): which loose style, if any, the opponent plays -------------
#
# Three card-blind styles are answered with exact best responses (`StyleTables`): random-legal,
# a calling station (always-call) and a maniac (always-all-in). The read adds log-likelihood
# ratios, each style against an equilibrium player, from public facts only:
#
# * the match's betting verbs (the view's `tally`, kept across reshuffles, and this deal's
#   log), as in `style_evidence` but without any presumption: an unknown opponent is read as
#   an equilibrium player until the evidence says otherwise;
# * the cards each finished deal revealed (`card_evidence`): a card-blind style locks one of
#   its two cards at random whatever the deal's outcome, an equilibrium player locks and bets
#   by its cards (measured in self-play, scripts/build_updown_evidence.py). A low card locked
#   to keep a high one is what the equilibrium does too, so it is no evidence of looseness;
# * this deal's bet sizes (`size_evidence`): random-legal bets a uniform amount, the
#   equilibrium one of its menu sizes.
#
# The bot plays a style's best response only once that style is `READ_THRESHOLD` more likely
# (log-odds) than the equilibrium, and never for the rest of a deal in which the opponent did
# something the style never does (`deviates`).

EVIDENCE_PATH: Final = solver.TABLE_PATH.with_name("updown_evidence.json")
OUTCOMES: Final = ("fold", "took", "s0", "s1", "s2", "s3")
CARD_MIX: Final = 0.25  # the equilibrium's measured card odds, mixed with a card-blind player's
SIZE_ON_MENU: Final = 0.95  # P(an equilibrium player's sized bet is one of the menu sizes)
READ_THRESHOLD: Final = {"random": 2.5, "station": 2.5, "maniac": 3.0}
READ_PRIOR: Final = {"random": 1.0, "station": 1.0, "maniac": 0.5}
SOFT_FLOOR: Final = -3.0
SOFT_MIN: Final = 0.1
STYLES: Final = ("random", "station", "maniac")


def shown_card(result: Mapping[str, Any], seat: int) -> tuple[int, int] | None:
    """(locked rank index, kept card UP) that a finished deal revealed for `seat`, or None."""
    code = result["locked"][seat]
    signals = result.get("signals")
    if code is None or not signals:
        return None
    kept_up = kept_up_beside(int(signals[seat]["up"]), code)
    if kept_up not in (0, 1):
        return None
    return _rank(code), kept_up


def deal_outcome(result: Mapping[str, Any], seat: int) -> str:
    """How a finished deal went for `seat` (one of `OUTCOMES`)."""
    folded = result.get("folded")
    if folded == seat:
        return "fold"
    if folded is not None:
        return "took"
    stake = int(result["pot"]) // 2 - solver.ANTE
    return "s0" if stake <= 0 else "s1" if stake <= 2 else "s2" if stake <= 8 else "s3"


@cache
def _card_llr(path: Path = EVIDENCE_PATH) -> dict[str, list[list[float]]]:
    """log P(r, g | card-blind) - log P(r, g | outcome, equilibrium) per outcome."""
    import json

    counts = json.loads(path.read_text())["counts"]
    up = (solver.N_RANKS - solver.FIRST_UP) / solver.N_RANKS
    blind = [[(1 - up if g == 0 else up) / solver.N_RANKS for g in (0, 1)]
             for _ in range(solver.N_RANKS)]
    table: dict[str, list[list[float]]] = {}
    for outcome in OUTCOMES:
        rows = counts[outcome]
        total = sum(sum(row) for row in rows) + 0.5 * 2 * solver.N_RANKS
        table[outcome] = [
            [
                math.log(blind[r][g])
                - math.log((1 - CARD_MIX) * (rows[r][g] + 0.5) / total + CARD_MIX * blind[r][g])
                for g in (0, 1)
            ]
            for r in range(solver.N_RANKS)
        ]
    return table


def card_evidence(view: Mapping[str, Any], path: Path = EVIDENCE_PATH) -> float:
    """Log-likelihood ratio, a card-blind style against the equilibrium, of the opponent's
    revealed cards in the finished deals the view holds (the deals since the last reshuffle,
    engine/updown: about 50 deals, longer than most matches)."""
    opponent = 1 - view_seat(view)
    table = _card_llr(path)
    total = 0.0
    for result in view.get("history") or ():
        card = shown_card(result, opponent)
        if card is not None:
            total += table[deal_outcome(result, opponent)][card[0]][card[1]]
    return total


def _menu_targets(facing: int, pot_after_call: int, minimum: int) -> set[int]:
    return {minimum, facing + max(pot_after_call // 2, 1), facing + pot_after_call}


def size_evidence(view: Mapping[str, Any]) -> float:
    """Log-likelihood ratio, random-legal against the equilibrium, of the sizes of the
    opponent's bets and raises (not all-ins) in this deal: random-legal picks a uniform amount
    between the minimum and its stack, an equilibrium player (these tables) one of the menu
    sizes (min, half pot, pot: `to_real`)."""
    opponent = 1 - view_seat(view)
    stacks_now = [int(x) for x in view["stacks"]]
    log = [e for e in view.get("actions") or () if str(e["kind"]) in BETTING_LOG_VERBS
           or str(e["kind"]) in ("ante", "returned")]
    behind = [stacks_now[seat] + sum(int(e.get("added") or 0) for e in log
                                     if int(e["seat"]) == seat) for seat in (0, 1)]
    street = [0, 0]
    pot = 0
    last_raise = 1
    total = 0.0
    for entry in log:
        kind = str(entry["kind"])
        seat = int(entry["seat"])
        added = int(entry.get("added") or 0)
        if kind in ("ante", "returned"):
            pot += added
            behind[seat] -= added
            continue
        facing = street[1 - seat]
        to = int(entry.get("to", street[seat]))
        if kind in ("bet", "raise") and seat == opponent and not entry.get("all_in"):
            minimum = facing + last_raise
            top = street[seat] + behind[seat]  # its all-in total
            span = max(top - minimum, 1)  # amounts below all-in a uniform pick can take
            menu = {t for t in _menu_targets(facing, pot + facing - street[seat], minimum)
                    if minimum <= t < top}
            p_random = max(len(menu), 1) / span
            on = to in menu or to == minimum
            total += (math.log(min(p_random, 1.0) / SIZE_ON_MENU) if on
                      else math.log(max(1 - p_random, 1e-3) / (1 - SIZE_ON_MENU)))
        if kind in ("bet", "raise", "all_in") and to > facing:
            last_raise = max(last_raise, to - facing)
        pot += added
        behind[seat] -= added
        street[seat] = to if kind != "fold" else street[seat]
    return total


OFF_MENU_RANDOM: Final = 0.13  # P(a deal against random-legal ends off the menu), measured
OFF_MENU_EQ: Final = 0.01  # ... against a player who bets the menu sizes (robustness)


@cache
def _menu_ends(stack: int) -> tuple[frozenset[int], frozenset[tuple[int, int]]]:
    """What menu play (`solver.build_tree`) can end with at this effective stack: the chips
    each put in beyond the ante at a showdown, and (the folder's, the bettor's) round totals
    at a fold."""
    tree = tree_for(stack)
    shown = set()
    folded = set()
    for node in tree.terminal_ids:
        bets = tree.bets[int(node)]
        if tree.showdown[int(node)]:
            shown.add(int(bets[0]))
        else:
            folded.add((int(min(bets)), int(max(bets))))
    return frozenset(shown), frozenset(folded)


def off_menu(result: Mapping[str, Any], stack: int) -> bool:
    """Whether a finished deal's pot could not come from menu-sized bets (min, half pot, pot,
    all-in: how these tables bet) at `stack` chips behind. An uncalled bet's excess is
    returned (UD-3.5), so at a fold the pot holds twice the folder's total and the return
    gives the bettor's."""
    stack = max(0, min(stack, solver.MAX_STACK))
    shown, folded = _menu_ends(stack)
    pot = int(result["pot"])
    if result.get("folded") is None:
        stake = pot // 2 - solver.ANTE
        return stake < stack and stake not in shown
    low = (pot - 2 * solver.ANTE) // 2
    returned = result.get("returned") or {}
    high = min(low + int(returned.get("amount") or 0), stack)
    return (low, high) not in folded


def start_stack(result: Mapping[str, Any]) -> int:
    """The effective stack behind the antes that a finished deal was played with: each seat's
    chips after it, less what it won, plus what it put in (half the pot: an uncalled bet's
    excess is returned, UD-3.5, so both put in the same)."""
    half = int(result["pot"]) // 2
    won = result.get("won") or [0, 0]
    return min(int(after) - int(gain) + half
               for after, gain in zip(result["stacks"], won, strict=True)) - solver.ANTE


def menu_evidence(view: Mapping[str, Any]) -> float:
    """Log-likelihood ratio, random-legal against a menu bettor, of the finished deals' pots
    (`off_menu`): random-legal bets uniform amounts, so its deals often end with chips that
    no sequence of menu sizes gives."""
    total = 0.0
    for result in view.get("history") or ():
        stack = start_stack(result)
        if stack <= 0:
            continue
        if off_menu(result, stack):
            total += math.log(OFF_MENU_RANDOM / OFF_MENU_EQ)
        else:
            total += math.log((1 - OFF_MENU_RANDOM) / (1 - OFF_MENU_EQ))
    return total


def read_evidence(
    view: Mapping[str, Any],
    path: Path = EVIDENCE_PATH,
    prior: Mapping[str, float] = READ_PRIOR,
) -> dict[str, float]:
    """Log-odds of each loose style against an equilibrium player (see above)."""
    verbs = style_evidence(view, prior_deals=-1)  # no presumption: deal_no >= 0 > -1
    cards = card_evidence(view, path)
    sizes = size_evidence(view)
    result = {}
    for style in STYLES:
        value = prior[style] + cards
        if style in verbs:
            value += verbs[style]
        if style == "random":
            value += sizes + menu_evidence(view)
            # `style_evidence` also counts weak cards shown in big pots for random play;
            # the card evidence here covers that.
            for result_ in view.get("history") or ():
                if loose_showing(result_, 1 - view_seat(view)):
                    value -= LLR_WEAK_BIG
        result[style] = value
    return result


def deviates(view: Mapping[str, Any], style: str) -> bool:
    """Whether the opponent did, in this deal, something `style` never does."""
    if style == "random":
        return False
    opponent = 1 - view_seat(view)
    street = [0, 0]
    for entry in view.get("actions") or ():
        kind = str(entry["kind"])
        if kind not in BETTING_LOG_VERBS:
            continue
        seat = int(entry["seat"])
        facing = street[1 - seat] > street[seat]
        if seat == opponent:
            if style == "station" and (kind in ("bet", "raise", "fold")
                                       or (kind == "all_in" and not facing)):
                return True
            if style == "maniac" and (kind in ("fold", "check")
                                      or (kind in ("bet", "raise") and not entry.get("all_in"))):
                return True
        street[seat] = int(entry.get("to", street[seat]))
    return False


def read_style(
    view: Mapping[str, Any],
    threshold: Mapping[str, float] = READ_THRESHOLD,
    prior: Mapping[str, float] = READ_PRIOR,
    path: Path = EVIDENCE_PATH,
) -> str | None:
    """The loose style the opponent's play shows (`read_evidence` above its `threshold`), or
    None: play the equilibrium."""
    return read_styles(view, threshold, prior, path)[0]


def read_styles(
    view: Mapping[str, Any],
    threshold: Mapping[str, float] = READ_THRESHOLD,
    prior: Mapping[str, float] = READ_PRIOR,
    path: Path = EVIDENCE_PATH,
    soft_floor: float | None = None,
) -> tuple[str | None, str | None]:
    """(the style read, as `read_style`; the likeliest style not ruled out, for `soft_floor`:
    its log-odds at least that and no deviation in this deal)."""
    odds = read_evidence(view, path, prior)
    over = [style for style in STYLES if odds[style] > threshold[style]]
    if over:
        style = max(over, key=lambda s: odds[s] - threshold[s])
        if not deviates(view, style):
            return style, None
    if soft_floor is None:
        return None, None
    alive = [s for s in STYLES if odds[s] >= soft_floor and not deviates(view, s)]
    if not alive:
        return None, None
    return None, max(alive, key=lambda s: odds[s] - threshold[s])


class UpDownBot:
    """Up/Down player from the solved tables: the equilibrium against a thinking opponent, and
    against a loose one the exact best response to its style once `read_style` reads it
    (with ``reader="legacy"``: the deal tables' restricted response to a mixture of loose
    styles, by `loose_style` and `reads_loose`). `adaptive=False` always plays the
    equilibrium; `force_style` always one style's best response (a bench ceiling).
    `style_match=False` uses the chip-objective best responses even in a 40-chip match;
    `soft_floor=None` turns the soft mode off (see the module docstring).

    Which equilibrium: with `kept` (and the later-deal tables present), from the second deal
    on, the one that knows each player's kept and drawn card groups (`kept_classes`); with
    `match` (and the match tables present, and the match's 40 chips), the deal solved for the
    match-win probability at the starter's chips; otherwise the one-deal tables with kept-card
    values (`UpDownTables`). Later-deal tables win over match tables where both apply."""

    name = "updown-equilibrium"

    def __init__(
        self,
        tables: UpDownTables | None = None,
        adaptive: bool = True,
        *,
        kept: bool = True,
        match: bool = False,
        styles: bool = True,
        kept_path: Path = KEPT_PATH,
        prior_deals: int | None = None,
        random_gate: float | None = None,
        loose_threshold: float = LOOSE_THRESHOLD,
        force_style: str | None = None,
        style_path: Path = STYLE_PATH,
        reader: str = "styles",
        read_threshold: Mapping[str, float] = READ_THRESHOLD,
        read_prior: Mapping[str, float] = READ_PRIOR,
        style_match: bool = True,
        soft_floor: float | None = SOFT_FLOOR,
        soft_min: float = SOFT_MIN,
    ) -> None:
        self._tables = tables
        self.force_style = force_style
        # The style read needs its tables (style responses, the card evidence).
        ready = style_path.exists() and EVIDENCE_PATH.exists()
        self.reader = reader if reader != "styles" or ready else "legacy"
        self.read_threshold = read_threshold
        self.read_prior = read_prior
        self.style_match = style_match
        self.soft_floor = soft_floor
        self.soft_min = soft_min
        self.style_path = style_path
        self.loose_threshold = loose_threshold
        self.prior_deals = prior_deals
        self.random_gate = random_gate
        self.adaptive = adaptive
        self.styles = styles
        self.kept_path = kept_path
        self.kept = kept and kept_path.exists()
        self.match = match and MATCH_PATH.exists()

    @property
    def tables(self) -> UpDownTables:
        if self._tables is None:
            self._tables = default_tables()
        return self._tables

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        lock = find(legal, "lock")
        if lock is not None:
            return self._lock(view, lock, rng)
        return self._bet(view, legal, rng)

    def _exploit(self, view: Mapping[str, Any], locking: bool = False) -> bool:
        if not self.adaptive or self.reader == "styles":
            return False
        if self.styles:
            # The lock keeps a card for the next deal: a presumption alone (no verb of the
            # opponent seen yet, `STYLE_PRIOR`) does not give up the kept card's value.
            if locking and not _seen_verbs(view):
                return False
            # A random player is read from its cards instead (`reads_loose`).
            if loose_style(view, self.prior_deals) is not None:
                return True
            if not reads_loose(view, self.loose_threshold):
                return False
            # With `random_gate`, the card read of random play also needs the match's verbs
            # to look more like random-legal's than an equilibrium player's.
            gate = self.random_gate
            return gate is None or style_evidence(view)["random"] > gate
        return reads_loose(view, self.loose_threshold)

    def _style(self, view: Mapping[str, Any], locking: bool = False) -> str | None:
        """The loose style to play the exact best response to, or None."""
        return self._styles(view)[0]

    def _styles(self, view: Mapping[str, Any]) -> tuple[str | None, str | None]:
        """(the style to play the best response to; else the style whose best response to
        prefer among the equilibrium's own choices), see `read_styles`."""
        if self.force_style is not None:
            return self.force_style, None
        if self.reader != "styles" or not self.adaptive:
            return None, None
        return read_styles(
            view, self.read_threshold, self.read_prior, soft_floor=self.soft_floor
        )

    def _style_lock(self, style: str, view: Mapping[str, Any], where: Situation,
                    local: int) -> int:
        tables = style_tables(self.style_path)
        x = self._style_key(view, where)
        if x is not None:
            return tables.match_lock_choice(style, x, where.role, where.game, local)
        return tables.lock_choice(style, where.stack, where.role, where.game, local)

    def _style_bet(self, style: str, view: Mapping[str, Any], where: Situation, node: int,
                   kind: int) -> int:
        tables = style_tables(self.style_path)
        x = self._style_key(view, where)
        if x is not None:
            return tables.match_bet_slot(style, x, node, where.game, kind)
        return tables.bet_slot(style, where.stack, node, where.game, kind)

    def _style_key(self, view: Mapping[str, Any], where: Situation) -> int | None:
        """The starter's chips, if the match-win best responses apply here."""
        if not self.style_match:
            return None
        from engine.ai.updown_match import TOTAL, effective_stack

        x = match_state(view, TOTAL)
        if x is None or not 0 < x < TOTAL or effective_stack(x) != where.stack:
            return None
        return x

    def _side(
        self, view: Mapping[str, Any], where: Situation
    ) -> tuple[SideTables, int, int] | None:
        """(tables, key, game) of the later-deal or match tables, if they apply here."""
        if self.kept:
            classes = kept_classes(view)
            if classes is not None:
                starter = int(view["starter"])
                game = solver.kept_game_index(classes[starter], classes[1 - starter])
                return kept_tables(self.kept_path), where.stack, game
        if self.match:
            from engine.ai.updown_match import TOTAL

            x = match_state(view, TOTAL)
            tables = match_tables()
            if x is not None and 0 < x < TOTAL and tables.stack_of(x) == where.stack:
                return tables, x, where.game
        return None

    def _lock(self, view: Mapping[str, Any], option: LegalAction, rng: random.Random) -> Action:
        where = situation(view)
        ranks = [_rank(code) for code in view["hand"]]
        hand = (min(ranks), max(ranks))
        local = _hand_index(where.my_signal)[hand]
        lower_slot = 0 if ranks[0] <= ranks[1] else 1
        style, soft = self._styles(view)
        if style is not None:
            pick = self._style_lock(style, view, where, local)
            slot = 0 if ranks[0] == ranks[1] else (lower_slot if pick == 0 else 1 - lower_slot)
            if slot not in option.choices:
                slot = option.choices[0]
            return Action(seat=where.seat, kind="lock", choice=slot)
        exploit = self._exploit(view, locking=True)
        side = None if exploit else self._side(view, where)
        if side is not None:
            probs = side[0].lock_probs(side[1], where.role, side[2], local)
        else:
            probs = self.tables.lock_probs(where.stack, where.role, where.game, local, exploit)
        if ranks[0] == ranks[1]:
            slot = 0  # the same rank either way
        else:
            pick = -1
            if soft is not None:
                pick = self._style_lock(soft, view, where, local)
                if probs[pick] < self.soft_min:
                    pick = -1
            if pick < 0:
                pick = sample(probs, rng)
            slot = lower_slot if pick == 0 else 1 - lower_slot
        if slot not in option.choices:
            slot = option.choices[0]
        return Action(seat=where.seat, kind="lock", choice=slot)

    def _bet(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        where = situation(view)
        tree = tree_for(where.stack)
        node = walk(tree, view, int(view["starter"]))
        if tree.actor[node] != where.role:
            return _passive(where.seat, legal, rng)  # no abstract decision here (UD-3.7)
        hand = view["hand"]
        slot = int(view["locked_slot"])
        kind = _type_index(where.my_signal)[(_rank(hand[slot]), _rank(hand[1 - slot]))]
        style, soft = self._styles(view)
        if style is not None:
            choice = self._style_bet(style, view, where, node, kind)
            return to_real(where.seat, tree.labels[node][choice], view, legal, rng)
        exploit = self._exploit(view)
        side = None if exploit else self._side(view, where)
        if side is not None:
            probs = side[0].bet_probs(side[1], node, side[2], kind)
        else:
            probs = self.tables.bet_probs(where.stack, node, where.game, kind, exploit)
        if soft is not None:
            choice = self._style_bet(soft, view, where, node, kind)
            if probs[choice] >= self.soft_min:
                return to_real(where.seat, tree.labels[node][choice], view, legal, rng)
        label = tree.labels[node][sample(probs, rng)]
        return to_real(where.seat, label, view, legal, rng)


def _passive(seat: int, legal: Sequence[LegalAction], rng: random.Random) -> Action:
    for kind in ("check", "call"):
        option = find(legal, kind)
        if option is not None:
            return take(seat, option, rng)
    return take(seat, legal[0], rng)


def to_real(
    seat: int,
    label: str,
    view: Mapping[str, Any],
    legal: Sequence[LegalAction],
    rng: random.Random,
) -> Action:
    """A legal real action for an abstract one: menu sizes are recomputed from the real pot."""
    if label in ("fold", "check", "call"):
        fallbacks = {"fold": "check", "check": "call", "call": "check"}
        for kind in (label, fallbacks[label]):
            option = find(legal, kind)
            if option is not None:
                return take(seat, option, rng)
        return _passive(seat, legal, rng)
    all_in = find(legal, "all_in")
    sized = find(legal, "bet") or find(legal, "raise")
    if label == "allin":
        if all_in is not None:
            return take(seat, all_in, rng)
        if sized is not None:
            return take(seat, sized, rng, sized.max)
        return _passive(seat, legal, rng)
    if sized is None or sized.min is None or sized.max is None:
        if all_in is not None and find(legal, "call") is None and find(legal, "check") is None:
            return take(seat, all_in, rng)
        return _passive(seat, legal, rng)
    facing = int(view["current_bet"])
    pot_after_call = int(view["pot"]) + int(view.get("to_call") or 0)
    target = {
        "min": sized.min,
        "half": facing + max(pot_after_call // 2, 1),
        "pot": facing + pot_after_call,
    }[label]
    return take(seat, sized, rng, target)
