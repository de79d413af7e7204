"""Build the preflop equity tables the poker bots read (engine/ai/data/poker_preflop.npz).

    .venv/bin/python scripts/build_preflop_table.py [--holdem-samples 20000]
        [--omaha-samples 300] [--seed 2026] [--workers 2]

For every starting-hand class (169 Hold'em, 16,432 Omaha) the script deals Monte Carlo
showdowns against 8 random hands and a random board; the first N opponents of each deal give
the equity against N = 1 … 8 opponents from the same deal (ties share the pot). Each class has
its own seeded generator, so the output does not depend on the number of workers. Omaha also
gets each of the 270,725 four-card hands' heads-up percentile (for sampling opponent ranges).

Stored (all compressed): ``holdem`` uint16 (169, 8) equity x 65535; ``omaha_keys`` int64
(16432,) canonical class keys, sorted; ``omaha`` uint8 (16432, 8) equity x 255;
``omaha_pct`` uint8 (270725,) heads-up percentile of each combination x 256 (0 = best).
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

import numpy as np
import numpy.typing as npt
from phevaluator import _pheval

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.poker.classes import (  # after the path fix
    HOLDEM_CLASSES,
    holdem_class_example,
    omaha_combos,
    omaha_key_cards,
    omaha_keys,
)

OPPONENTS = 8
OUT = Path(__file__).resolve().parent.parent / "engine" / "ai" / "data" / "poker_preflop.npz"


def _equities(ranks: npt.NDArray[np.int32]) -> npt.NDArray[np.float64]:
    """Hero's pot share against the first N opponents, N = 1 … 8, averaged over the deals.
    `ranks` is (samples, 9): hero first; lower rank classes are better."""
    hero = ranks[:, 0]
    shares = np.empty(OPPONENTS)
    for n in range(1, OPPONENTS + 1):
        best = ranks[:, 1 : n + 1].min(axis=1)
        ties = (ranks[:, 1 : n + 1] == hero[:, None]).sum(axis=1)
        won = np.where(hero < best, 1.0, np.where(hero == best, 1.0 / (ties + 1), 0.0))
        shares[n - 1] = won.mean()
    return shares


def _deals(
    hero: tuple[int, ...], samples: int, need: int, seed: int, index: int
) -> list[list[int]]:
    rng = np.random.default_rng([seed, index])
    rest = np.array([c for c in range(52) if c not in hero], dtype=np.int64)
    order = np.argsort(rng.random((samples, len(rest))), axis=1)[:, :need]
    rows: list[list[int]] = rest[order].tolist()
    return rows


def holdem_row(args: tuple[int, int, int]) -> npt.NDArray[np.float64]:
    index, samples, seed = args
    a, b = holdem_class_example(index)
    evaluate7 = _pheval.evaluate_7cards
    ranks = np.empty((samples, OPPONENTS + 1), dtype=np.int32)
    for i, deal in enumerate(_deals((a, b), samples, 5 + 2 * OPPONENTS, seed, index)):
        b0, b1, b2, b3, b4 = deal[:5]
        row = ranks[i]
        row[0] = evaluate7(b0, b1, b2, b3, b4, a, b)
        for k in range(OPPONENTS):
            row[k + 1] = evaluate7(b0, b1, b2, b3, b4, deal[5 + 2 * k], deal[6 + 2 * k])
    return _equities(ranks)


def omaha_row(args: tuple[int, int, int]) -> npt.NDArray[np.float64]:
    key, samples, seed = args
    hero = omaha_key_cards(key)
    evaluate = _pheval.evaluate_omaha_cards
    ranks = np.empty((samples, OPPONENTS + 1), dtype=np.int32)
    for i, deal in enumerate(_deals(hero, samples, 5 + 4 * OPPONENTS, seed, key)):
        board = deal[:5]
        row = ranks[i]
        row[0] = evaluate(*board, *hero)
        for k in range(OPPONENTS):
            row[k + 1] = evaluate(*board, *deal[5 + 4 * k : 9 + 4 * k])
    return _equities(ranks)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--holdem-samples", type=int, default=20000)
    parser.add_argument("--omaha-samples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    with Pool(args.workers) as pool:
        jobs = [(i, args.holdem_samples, args.seed) for i in range(HOLDEM_CLASSES)]
        holdem = np.array(pool.map(holdem_row, jobs, chunksize=4))
        print(f"holdem: {time.perf_counter() - started:.0f} s", flush=True)
        combos = omaha_combos()
        keys_all = omaha_keys(combos)
        keys, inverse = np.unique(keys_all, return_inverse=True)
        jobs = [(int(k), args.omaha_samples, args.seed) for k in keys]
        omaha = np.array(pool.map(omaha_row, jobs, chunksize=64))
        print(f"omaha: {time.perf_counter() - started:.0f} s", flush=True)
    # Heads-up percentile of each four-card hand: the share of hands that are better.
    strength = omaha[inverse, 0]
    order = np.argsort(-strength, kind="stable")
    pct = np.empty(len(order), dtype=np.float64)
    pct[order] = np.arange(len(order)) / len(order)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        args.out,
        holdem=np.round(holdem * 65535).astype(np.uint16),
        omaha_keys=keys.astype(np.int64),
        omaha=np.round(omaha * 255).astype(np.uint8),
        omaha_pct=np.floor(pct * 256).astype(np.uint8),
        samples=np.array([args.holdem_samples, args.omaha_samples, args.seed], dtype=np.int64),
    )
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
