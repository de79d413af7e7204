"""Train the As-Nas policy shipped in engine/ai/data/asnas_policy.npz (deterministic, seeded).

    nice -n 15 .venv/bin/python scripts/train_asnas_policy.py            # the shipped table
    .venv/bin/python scripts/train_asnas_policy.py --iterations 50 --out /tmp/p.npz

Vectorised chance-sampled CFR (`engine.ai.asnas_cfr.Solver`): every iteration deals `--batch`
real shuffles of the 20-card pack (hand classes with card removal), walks the whole public
betting tree of the four-player game (788 decision nodes, dealer's forced stake, raises capped
at 4) for every player at once, and updates regrets and the linearly weighted average
strategy. The average strategy is stored as bytes, ``probs[decision, class, action]``
(788 × 121 × 3), with the parameters that made it, and ``reach[decision, class]``: how often
per deal the other players' play under it leads to each information set (measured on fresh
deals), so that the bot can tell the well-trained rows from the rarely visited ones.
`--nash-conv` also computes the exact NashConv of the result over all 261,331 class-level
deals (a few minutes).

Same arguments, same numpy: the same file (numpy's PCG64 stream from `--seed`).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from engine.ai import asnas_cfr as cfr
from engine.ai.asnas_policy_bot import POLICY_PATH, POLICY_VERSION


def save(path: Path, solver: cfr.Solver, args: argparse.Namespace,
         reach: np.ndarray | None = None) -> None:
    table = cfr.quantise(solver.average(), solver.legal)
    extra = {} if reach is None else {"reach": reach.astype(np.float32)}
    np.savez_compressed(
        path,
        version=np.array([POLICY_VERSION]),
        probs=table,
        iterations=np.array([solver.iterations]),
        batch=np.array([args.batch]),
        seed=np.array([args.seed]),
        discount=np.array(args.discount, dtype=np.float64),
        **extra,
    )


def reach_per_deal(solver: cfr.Solver, profile: np.ndarray, seed: int,
                   deals: int) -> np.ndarray:
    """Expected counterfactual reach per deal of every information set under the shipped
    (quantised) policy, over `deals` fresh deals: the bot trusts the table only where the
    training saw enough of it (`engine.ai.asnas_policy_bot.MIN_VISITS`)."""
    deck = solver.deck
    rng = np.random.default_rng([seed, 1])
    total = np.zeros((solver.tree.n_decisions, solver.classes))
    chunk = 8192
    for start in range(0, deals, chunk):
        total += solver.counterfactual_reach(profile, deck.sample(rng, min(chunk, deals - start)))
    result: np.ndarray = total / deals
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=2500)
    parser.add_argument("--batch", type=int, default=4096, help="deals per iteration")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--discount", type=float, nargs=3, default=list(cfr.LINEAR),
                        metavar=("ALPHA", "BETA", "GAMMA"),
                        help="discounted-CFR parameters (1 1 1: linear CFR)")
    parser.add_argument("--out", type=Path, default=POLICY_PATH)
    parser.add_argument("--reach-deals", type=int, default=262_144,
                        help="deals sampled to measure how often each information set occurs")
    parser.add_argument("--reach-only", action="store_true",
                        help="only (re)compute the reach of the table at --out")
    parser.add_argument("--nash-conv", action="store_true")
    args = parser.parse_args(argv)

    tree = cfr.build_tree()
    deck = cfr.asnas_deck()
    alpha, beta, gamma = (float(x) for x in args.discount)
    solver = cfr.Solver(tree, deck, (alpha, beta, gamma))
    if args.reach_only:  # the last step alone, on the table already at --out
        with np.load(args.out) as data:
            arrays = {name: data[name] for name in data.files}
        profile = cfr.dequantise(arrays["probs"], solver.legal)
        arrays["reach"] = reach_per_deal(solver, profile, int(arrays["seed"][0]),
                                         args.reach_deals).astype(np.float32)
        np.savez_compressed(args.out, **arrays)
        print(f"added reach to {args.out} ({args.out.stat().st_size:,} bytes)")
        return
    rng = np.random.default_rng(args.seed)
    started = time.perf_counter()
    for step in range(1, args.iterations + 1):
        solver.iterate(deck.sample(rng, args.batch))
        if step % 250 == 0 or step == args.iterations:
            print(f"iteration {step}: {time.perf_counter() - started:.0f} s", flush=True)
            save(args.out, solver, args)
    shipped = cfr.dequantise(cfr.quantise(solver.average(), solver.legal), solver.legal)
    reach = reach_per_deal(solver, shipped, args.seed, args.reach_deals)
    save(args.out, solver, args, reach)
    print(f"saved {args.out} ({args.out.stat().st_size:,} bytes)")
    if args.nash_conv:
        rows, weight = deck.exact()
        profile = cfr.dequantise(cfr.quantise(solver.average(), solver.legal), solver.legal)
        print(f"exact NashConv of the shipped table: "
              f"{solver.nash_conv(profile, rows, weight):.4f} points/deal")


if __name__ == "__main__":
    main()
