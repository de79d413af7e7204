"""Build the Up/Down best responses to each loose style (issue 19).

    .venv/bin/python scripts/build_updown_style_tables.py [--rounds 2] [--discount 0.9]
        [--out engine/ai/data/updown_styles.npz] [--check]

The deal tables' loose-play responses (scripts/build_updown_tables.py, ``xbet`` / ``xlock``)
answer a *mixture* of three card-blind styles at weight 0.3, so they are cautious against
each of them. Once the bot has read which style it faces (engine/ai/updown_bot.py,
`style_evidence`), it can play the exact best response to that style instead:

* ``station`` (always-call): checks when free, calls any bet, never folds. The response never
  bluffs and bets for value whenever it is ahead of the station's random card.
* ``maniac`` (always-all-in): all-in at every chance (calls an all-in). The response calls
  with the cards that beat a random one often enough and folds the rest.
* ``random`` (random-legal): a uniform choice among the legal verbs, then a uniform amount
  (mapped onto the menu the way the bot maps real bets, `updown_bot.walk`).

Every style locks one of its two cards uniformly at random. For every effective stack and
role, the response is an exact best response in the deal abstraction (one backward pass,
`engine.ai.updown_solver`), with kept-card values computed against the same style:
``--rounds`` passes of cv = ``--discount`` * value of the next deal's hand under the response.

Writes ``act_<style>_<s>`` ((decisions, games, types) uint8: the action slot) and
``lk_<style>_<s>`` ((2, games, hands) uint8: 0 lock the lower rank, 1 the higher) per stack,
and a .json report (chips per deal against the style, both roles, and the equilibrium's).
Deterministic: the same code gives the same bytes (`--check`).
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import updown_solver as solver
from scripts.build_updown_tables import write_or_check

F = npt.NDArray[np.float64]
STYLES = ("random", "station", "maniac")
STYLE_PATH = solver.TABLE_PATH.with_name("updown_styles.npz")
STYLE_TABLE_VERSION = 1


def _random_sizes(tree: solver.Tree, node: int) -> dict[int, float]:
    """How a uniform real amount (bet or raise, below all-in) falls onto the menu slots,
    read the way the bot reads a real bet (`updown_bot._nearest_raise`)."""
    labels = tree.labels[node]
    amounts = tree.amounts[node]
    raises = [slot for slot, label in enumerate(labels) if label in solver.MENU]
    sized = [slot for slot in raises if labels[slot] != "allin"]
    if not sized:
        return {}
    actor = int(tree.actor[node])
    facing = int(tree.bets[node][1 - actor])
    low = min(amounts[slot] for slot in sized)
    stack = tree.stack
    counts: dict[int, float] = {}
    for to in range(low, stack):
        committed = 4 * (stack - to) < 2 * solver.ANTE + 2 * to
        if committed and "allin" in labels:
            slot = labels.index("allin")
        else:
            real = max(to - facing, 1) / (2 * solver.ANTE + 2 * facing)

            def distance(s: int, real: float = real) -> float:
                size = amounts[s] - facing
                return abs(math.log(real) - math.log(max(size, 1) / (2 * solver.ANTE + 2 * facing)))

            slot = min(raises, key=distance)
        counts[slot] = counts.get(slot, 0.0) + 1.0
    total = sum(counts.values())
    return {slot: n / total for slot, n in counts.items()}


def style_model(tree: solver.Tree, style: str) -> F:
    """(N, A) what a card-blind `style` does at every decision node."""
    model = np.zeros((tree.n_nodes, solver.MAX_ACTIONS))
    for node in tree.decision_ids:
        labels = tree.labels[node]
        passive = labels.index(solver.CHECK) if solver.CHECK in labels else labels.index(
            solver.CALL
        )
        if style == "station":
            model[node, passive] = 1.0
        elif style == "maniac":
            model[node, labels.index("allin") if "allin" in labels else passive] = 1.0
        else:
            verbs = [slot for slot, label in enumerate(labels) if label not in solver.MENU]
            sizes = _random_sizes(tree, node)
            groups: list[dict[int, float]] = [{slot: 1.0} for slot in verbs]
            if sizes:
                groups.append(sizes)
            if "allin" in labels:
                groups.append({labels.index("allin"): 1.0})
            for group in groups:
                for slot, share in group.items():
                    model[node, slot] += share / len(groups)
    return model


def best_response(game: solver.Game, role: int) -> tuple[F, F, F]:
    """`role`'s exact best response against the other role's (fixed, `game.restrict...`)
    model: (bet rows one-hot (D, A, G, T), lock one-hot (G, H, 2), lock values (G, H, 2))."""
    tree = game.tree
    bet = np.zeros((tree.n_decisions, solver.MAX_ACTIONS, game.n_games, solver.T_PAD))
    bet[:] = (game.mask / np.maximum(game.mask.sum(axis=1, keepdims=True), 1))[:, :, None, None]
    lock = np.where(game.lock_mask, 0.5, 0.0)
    played_bet, played_lock = game.played(bet.astype(solver.DTYPE), lock)
    root = game.root_reach(played_lock)
    reach = game.forward(played_bet, root)
    values = game.terminal_values(reach, role).astype(np.float64)
    for depth in range(len(tree.levels) - 1, -1, -1):
        level = tree.levels[depth]
        kids = tree.children[level]
        below = values[kids]  # (k, A, G, T)
        rows = tree.dec_index[level]
        if depth % 2 != role:
            values[level] = below.sum(axis=1)  # the other's reach is in the terminal values
            continue
        masked = np.where(game.bet_mask[rows], below, -np.inf)
        best = masked.argmax(axis=1)  # (k, G, T)
        values[level] = masked.max(axis=1)
        onehot = np.zeros_like(bet[rows])
        np.put_along_axis(onehot, best[:, None], 1.0, axis=1)
        bet[rows] = onehot
    choice = game.lock_values(values[0], root, role)
    masked_lock = np.where(game.lock_mask[role], choice, -np.inf)
    pick = masked_lock.argmax(axis=2)
    my_lock = np.zeros_like(choice)
    np.put_along_axis(my_lock, pick[:, :, None], 1.0, axis=2)
    my_lock = np.where(game.lock_mask[role], my_lock, 0.0)
    return bet, my_lock, choice


def solve_style(stack: int, info: solver.Info, style: str, rounds: int, discount: float) -> tuple[
    F, F, F, list[float]
]:
    """Both roles' best responses to `style` at `stack`, with cv against the style."""
    tree = solver.build_tree(stack)
    model = style_model(tree, style)
    cv = np.zeros(solver.N_RANKS)
    owner = tree.actor[tree.decision_ids]
    for round_ in range(rounds + 1):
        bet = np.zeros((tree.n_decisions, solver.MAX_ACTIONS, info.game_prob.shape[0],
                        solver.T_PAD))
        lock = np.zeros((2, info.game_prob.shape[0], solver.MAX_HANDS, 2))
        held = np.zeros((2, len(solver.HANDS)))
        mass = np.zeros((2, len(solver.HANDS)))
        values = []
        for role in (0, 1):
            game = solver.Game(stack, info, cv)
            game.restrict(1 - role, 1.0)
            game._model_bet[:, :, 0, 0] = model[tree.decision_ids]
            mine, my_lock, choice = best_response(game, role)
            bet[owner == role] = mine[owner == role]
            lock[role] = my_lock
            kept_value = (my_lock * choice).sum(axis=2)  # (G, H), given the signal pair
            values.append(float(info.game_prob @ kept_value.sum(axis=1)))
            _accumulate(info, role, kept_value, held[role], mass[role])
        if round_ == rounds:
            return bet, lock, cv, values
        hand_values = 0.5 * (held / np.maximum(mass, 1e-12)).sum(axis=0)
        cv = discount * solver.continuation_values(hand_values)
    raise AssertionError("unreachable")


def build(
    rounds: int, discount: float, sweeps: int
) -> tuple[dict[str, npt.NDArray[Any]], dict[str, Any]]:
    info = solver.build_info()
    arrays: dict[str, npt.NDArray[Any]] = {
        "version": np.array([STYLE_TABLE_VERSION], dtype=np.int64)
    }
    rows = []
    cvs: dict[str, dict[int, F]] = {style: {} for style in STYLES}
    for stack in range(solver.MAX_STACK + 1):
        started = time.perf_counter()
        row: dict[str, Any] = {"stack": stack}
        for style in STYLES:
            bet, lock, cv, values = solve_style(stack, info, style, rounds, discount)
            cvs[style][stack] = cv
            arrays[f"act_{style}_{stack}"] = bet.argmax(axis=1).astype(np.uint8)
            arrays[f"lk_{style}_{stack}"] = lock.argmax(axis=3).astype(np.uint8)
            row[style] = {
                "value_as_starter": round(values[0], 4),
                "value_as_second": round(values[1], 4),
                "cv_A": round(float(cv[12]), 3),
                "cv_3": round(float(cv[1]), 3),
            }
        row["seconds"] = round(time.perf_counter() - started, 2)
        rows.append(row)
        print(json.dumps(row), flush=True)
    match_rows = {}
    for style in STYLES:
        tables, w = solve_style_match(info, style, cvs[style], sweeps, print)
        for x, (rows_, lock) in tables.items():
            arrays[f"mact_{style}_{x}"] = rows_.astype(np.uint8)
            arrays[f"mlk_{style}_{x}"] = lock.astype(np.uint8)
        match_rows[style] = {"w_starting": [round(float(v), 4) for v in w[0]],
                             "w_second": [round(float(v), 4) for v in w[1]]}
    report = {
        "version": STYLE_TABLE_VERSION,
        "match_sweeps": sweeps,
        "match": match_rows,
        "styles": list(STYLES),
        "cv_rounds": rounds,
        "cv_discount": discount,
        "units": "chips per deal against the style (cv included), given each role",
        "stacks": rows,
    }
    return arrays, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="cv rounds against the style")
    parser.add_argument("--discount", type=float, default=0.9, help="per-deal cv discount")
    parser.add_argument("--sweeps", type=int, default=25, help="match value-iteration sweeps")
    parser.add_argument("--out", type=Path, default=STYLE_PATH)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    started = time.perf_counter()
    arrays, report = build(args.rounds, args.discount, args.sweeps)
    out: Path = args.out
    write_or_check(out, arrays, check=args.check)
    out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {out} ({out.stat().st_size / 1e6:.2f} MB) in "
          f"{time.perf_counter() - started:.0f} s")



# ------------------------------------------------------------------ match-win objective


def match_game(y: int, role: int, info: solver.Info, w: F, cv_chips: F, *, model: F) -> Any:
    """The deal at which we hold `y` chips (of `updown_match.TOTAL`) and act as `role`
    against the style `model`, paid in our match-win probability: ``w[r, z]`` is P(we win the
    match) holding z chips at the start of a deal with r = 0 if we start it, 1 if not (the
    deal's winner starts the next, after a tie the other does, UD-2.3)."""
    from engine.ai import updown_match as um

    total = um.TOTAL
    x = y if role == 0 else total - y
    game = um.MatchGame(x, info, um.linear_values(total), None, total)
    game.restrict(1 - role, 1.0)
    game._model_bet[:, :, 0, 0] = model[game.tree.decision_ids]

    def ours(z: Any, starts: int) -> Any:
        return w[starts, np.clip(z, 0, total)]

    # Payoff to role 0 at a terminal where role 0 wins / loses `a` chips or ties; role 1's
    # values are the negation (solver.Game.terminal_values), so as role 1 we pay -ours.
    if role == 0:
        def won(a: Any) -> Any:
            return ours(y + a, 0)

        def lost(a: Any) -> Any:
            return ours(y - a, 1)

        tie = float(ours(y, 1))
    else:
        def won(a: Any) -> Any:  # the starter (the style) wins a: we lose a
            return -ours(y - a, 1)

        def lost(a: Any) -> Any:
            return -ours(y + a, 0)

        tie = -float(ours(y, 0))
    game.offset = tie
    showdown = game.tree.win0[game._terminal_showdown].astype(np.int64)
    wv, lv = won(showdown), lost(showdown)
    game._c_beats = ((wv - lv) / 2)[:, None, None].astype(solver.DTYPE)
    game._c_abs = ((wv + lv) / 2 - tie)[:, None, None].astype(solver.DTYPE)
    fold = game.tree.win0[game._terminal_fold].astype(np.int64)
    paid = np.where(fold > 0, won(np.abs(fold)), lost(np.abs(fold))) - tie
    game._c_fold = paid[:, None, None].astype(solver.DTYPE)
    # cv_chips is in match-win units here: role 0's payoff gets cv[kept 0] - cv[kept 1], so
    # either role's own kept card counts for it.
    game.set_continuation(cv_chips)
    return game


def _accumulate(info: solver.Info, role: int, kept_value: F, held: F, mass: F) -> None:
    """Add `role`'s per-hand values (G, H) to the per-hand totals (91,) and their weights."""
    for s_mine in solver.SIGNALS:
        for s_other in solver.SIGNALS:
            g = solver.game_index(s_mine, s_other) if role == 0 else solver.game_index(
                s_other, s_mine
            )
            for h, hand in enumerate(solver.hands_for_signal(s_mine)):
                k = solver.HAND_INDEX[hand]
                held[k] += info.game_prob[g] * kept_value[g, h]
                mass[k] += info.game_prob[g] * info.hand_prob[role, g, h]


def solve_style_match(
    info: solver.Info, style: str, cv_by_stack: dict[int, F], sweeps: int, log: Any = None
) -> tuple[dict[int, tuple[F, F]], F]:
    """Value iteration on w (see `match_game`) with exact best responses to `style` at every
    chip count and role. The kept card's value at each chip count is in match-win units: the
    first sweep scales the chip values `cv_by_stack` by the worth of a chip, later sweeps use
    the value of the next deal's hand under the responses found (at the same chip count).
    Returns per starter's chips x the (bet argmax rows of both roles, lock choices (2, G, H))
    and w."""
    from engine.ai import updown_match as um

    total = um.TOTAL
    w = np.zeros((2, total + 1))
    w[:, :] = np.arange(total + 1) / total
    models = {s: style_model(solver.build_tree(s), style) for s in range(solver.MAX_STACK + 1)}
    picks: dict[tuple[int, int], tuple[F, F]] = {}
    cvm = {y: cv_by_stack[um.effective_stack(y, total)] * (1.0 / total) for y in range(total)}
    for sweep in range(sweeps):
        before = w.copy()
        fresh = w  # Gauss-Seidel: each state's new value is used at once
        for y in range(1, total):
            stack = um.effective_stack(y, total)
            held = np.zeros(len(solver.HANDS))
            mass = np.zeros(len(solver.HANDS))
            for role in (0, 1):
                game = match_game(y, role, info, w, cvm[y], model=models[stack])
                bet, lock, _ = best_response(game, role)
                # The deal's value without the kept cards' term: w is for a fresh hand.
                game.set_continuation(np.zeros(solver.N_RANKS))
                both = np.zeros((2, *lock.shape))
                both[role] = lock
                played_bet, played_lock = game.played(bet.astype(solver.DTYPE), both)
                played_lock = played_lock.copy()
                played_lock[role] = lock
                profile = solver.Strategy(game.tree, played_bet, played_lock)
                value = float(info.game_prob @ game.evaluate(profile, role)) + (
                    game.offset if role == 0 else -game.offset
                )
                fresh[role, y] = value
                picks[y, role] = (bet.argmax(axis=1), lock.argmax(axis=2))  # (D, G, T), (G, H)
                choice = game.role_values(profile, role)
                _accumulate(info, role, (lock * choice).sum(axis=2), held, mass)
            cvm[y] = solver.continuation_values(held / np.maximum(mass, 1e-12))
        moved = float(np.abs(w - before).max())
        if log is not None:
            log(f"{style} sweep {sweep + 1}: w moved {moved:.4f}; w(20) = {w[0, 20]:.3f} "
                f"starting, {w[1, 20]:.3f} second")
    tables: dict[int, tuple[F, F]] = {}
    for x in range(1, total):
        tree = solver.build_tree(um.effective_stack(x, total))
        owner = tree.actor[tree.decision_ids]
        bet0, lock0 = picks[x, 0]
        bet1, lock1 = picks[total - x, 1]
        rows = np.where(owner[:, None, None] == 0, bet0, bet1)
        tables[x] = (rows, np.stack([lock0, lock1]))
    return tables, w


if __name__ == "__main__":
    main()
