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

Against an opponent whose betting this match (the view's public `tally` plus this deal's log)
reads as a calling station or a maniac (`loose_style`, presumed in the first deal until the
opponent's first check, bet or fold says otherwise), or whose finished deals show loose play
in the cards (`reads_loose`: weak cards taken to big pots, few folds; how a random player is
read), it plays the deal tables' restricted response to loose play instead: no bluffs into
callers, calls wider against maniacs.

Tables (scripts/build_updown_tables.py, build_updown_kept_tables.py, and for ``match=True``
build_updown_match_tables.py) load once each, on the first decision that needs them.
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


KEPT_PATH: Final = solver.TABLE_PATH.with_name("updown_kept.npz")
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
        kept_up = int(before[seat]["up"]) - int(parse_card(code).rank - 2 >= solver.FIRST_UP)
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


class UpDownBot:
    """Up/Down player from the solved tables: the equilibrium against a thinking opponent, and
    a restricted Nash response against one who plays loose (`reads_loose`). `adaptive=False`
    always plays the equilibrium.

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
    ) -> None:
        self._tables = tables
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
        if not self.adaptive:
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
        exploit = self._exploit(view, locking=True)
        side = None if exploit else self._side(view, where)
        if side is not None:
            probs = side[0].lock_probs(side[1], where.role, side[2], local)
        else:
            probs = self.tables.lock_probs(where.stack, where.role, where.game, local, exploit)
        lower_slot = 0 if ranks[0] <= ranks[1] else 1
        if ranks[0] == ranks[1]:
            slot = 0  # the same rank either way
        else:
            slot = lower_slot if sample(probs, rng) == 0 else 1 - lower_slot
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
        exploit = self._exploit(view)
        side = None if exploit else self._side(view, where)
        if side is not None:
            probs = side[0].bet_probs(side[1], node, side[2], kind)
        else:
            probs = self.tables.bet_probs(where.stack, node, where.game, kind, exploit)
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
