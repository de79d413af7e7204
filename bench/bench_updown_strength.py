"""Up/Down: the bot against equilibrium players and its previous version (issue 19).

    .venv/bin/python -m bench.bench_updown_strength [--matches 2000] [--hero HERO]
        [--only NAME ...]

Heroes: ``default`` (``UpDownBot()`` as shipped: later-deal tables, the loose-play read from
the match's betting verbs), ``new`` (the bot before this round: one-deal tables with kept-card
values and the card-based loose-play read), ``previous`` (the bot before issue 19), and
variants: ``kept`` (shipped later-deal tables, card-based read), ``kept-pure`` /
``kept-eq`` (the later-deal *equilibrium* tables, without / with the verb read),
``response-pure`` (shipped later-deal tables, no read), ``r09-pure`` / ``r09-styles``
(the weight-0.9 responses from bench/results, without / with the verb read), ``match`` /
``kept-match`` (the match-win tables), ``styles`` / ``kept-styles`` (the verb read with the
one-deal tables / with the later-deal tables).

Opponents:

* ``carry-over equilibrium``: the shipped DCFR tables played as they are (`UpDownBot` with
  ``adaptive=False``): a DCFR player whose lock choice values the card it keeps for the next
  deal. It is also the bot's own pure-equilibrium version.
* ``one-deal equilibrium``: DCFR tables solved without kept-card values, built by
  ``scripts/build_updown_tables.py --rounds 0 --out bench/results/updown_one_deal.npz`` (see
  bench/README.md; skipped when the file is missing).
* ``later-deal equilibrium``: the equilibrium of the later-deal games (each player's kept
  card group known), played purely: a kept-aware equilibrium player
  (``scripts/build_updown_kept_tables.py --response-weight 0 --out
  bench/results/updown_kept_eq.npz``; skipped when missing).
* ``main``: the bot as it was before this round (``--hero new``).
* ``previous version``: the bot with the loose-play switch as it was before issue 19 (loose
  until the opponent folds, a weak card in a big pot read as loose whatever was kept).
* the baselines: random-legal, always-call, always-all-in.

Matches as in `bench.bench_updown_ai` (20 chips each to the end, duplicate pairs with seats
swapped, Wilson 95 % interval on match wins, chips/deal CI over matches). Writes
``bench/results/updown_strength_<hero>.json`` (rows merge by opponent name).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from bench.bench_updown_ai import run
from engine.ai import updown_bot
from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.updown_bot import UpDownBot, UpDownTables
from engine.cards import parse_card

RESULTS = Path(__file__).parent / "results"
ONE_DEAL = RESULTS / "updown_one_deal.npz"
# The later-deal equilibrium (scripts/build_updown_kept_tables.py --response-weight 0 --out
# bench/results/updown_kept_eq.npz); the shipped later-deal tables are restricted responses.
KEPT_EQ = RESULTS / "updown_kept_eq.npz"
# Restricted responses with weight 0.9 on the deal tables' play (--response-weight 0.9).
KEPT_R09 = RESULTS / "updown_kept_r09.npz"


def previous_reads_loose(view: Mapping[str, Any]) -> bool:
    """`reads_loose` before issue 19 (commit 6496914), kept here to measure against."""
    opponent = 1 - int(view["seat"])
    loose = 0
    folds = 0
    for result in view.get("history") or ():
        if result.get("folded") == opponent:
            folds += 1
        code = result["locked"][opponent]
        stake = int(result["pot"]) // 2 - 1
        if code is not None and parse_card(code).rank in range(3, 8) and stake >= 3:
            loose += 1
    if loose == 0:
        return folds < 1
    return loose * 3 >= folds


class PreviousBot(UpDownBot):
    name = "previous version"

    def __init__(self, tables: UpDownTables | None = None) -> None:
        super().__init__(tables, kept=False, match=False, styles=False)

    def _exploit(self, view: Mapping[str, Any], locking: bool = False) -> bool:
        return self.adaptive and previous_reads_loose(view)


class Counted:
    """Counts how often the hero's decisions use the loose-play response tables."""

    def __init__(self, bot: UpDownBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.exploiting = 0
        self.decisions = 0
        original = bot._exploit

        def counted(view: Mapping[str, Any], locking: bool = False) -> bool:
            answer = original(view, locking)
            self.decisions += 1
            self.exploiting += int(answer)
            return answer

        bot._exploit = counted  # type: ignore[method-assign]

    def reset(self) -> float:
        share = self.exploiting / max(1, self.decisions)
        self.exploiting = self.decisions = 0
        return share


HEROES: dict[str, Callable[[UpDownTables], UpDownBot]] = {
    "new": lambda t: UpDownBot(t, kept=False, match=False, styles=False),
    "previous": PreviousBot,
    "kept": lambda t: UpDownBot(t, kept=True, styles=False),
    "kept-pure": lambda t: UpDownBot(t, adaptive=False, kept=True, kept_path=KEPT_EQ),
    "kept-eq": lambda t: UpDownBot(t, kept=True, styles=True, kept_path=KEPT_EQ),
    "response-pure": lambda t: UpDownBot(t, adaptive=False, kept=True),
    "r09-pure": lambda t: UpDownBot(t, adaptive=False, kept=True, kept_path=KEPT_R09),
    "r09-styles": lambda t: UpDownBot(t, kept=True, styles=True, kept_path=KEPT_R09),
    "match": lambda t: UpDownBot(t, kept=False, match=True, styles=False),
    "kept-match": lambda t: UpDownBot(t, kept=True, match=True, styles=False),
    "styles": lambda t: UpDownBot(t, kept=False, styles=True),
    "kept-styles": lambda t: UpDownBot(t, kept=True, styles=True),
    "default": UpDownBot,
    "fade1": lambda t: UpDownBot(t, prior_deals=1),
    "gate0": lambda t: UpDownBot(t, random_gate=0.0),
    "gate2": lambda t: UpDownBot(t, random_gate=2.0),
    "thr3": lambda t: UpDownBot(t, loose_threshold=3.0),
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--hero", choices=tuple(HEROES), default="new")
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args(argv)
    tables = updown_bot.default_tables()
    bot = HEROES[args.hero](tables)
    counter = Counted(bot)
    hero: Policy = bot
    pure = UpDownBot(tables, adaptive=False, kept=False)
    pure.name = "carry-over equilibrium"
    opponents: list[Policy] = [pure]
    if ONE_DEAL.exists():
        one_deal = UpDownBot(UpDownTables(ONE_DEAL), adaptive=False, kept=False)
        one_deal.name = "one-deal equilibrium"
        opponents.append(one_deal)
    else:
        print(f"({ONE_DEAL} missing: no one-deal equilibrium opponent)")
    if KEPT_EQ.exists():
        kept_eq = UpDownBot(tables, adaptive=False, kept=True, kept_path=KEPT_EQ)
        kept_eq.name = "later-deal equilibrium"
        opponents.append(kept_eq)
    if args.hero != "new":
        main_bot = UpDownBot(tables, kept=False, match=False, styles=False)
        main_bot.name = "main"
        opponents.append(main_bot)
    if args.hero != "previous":
        opponents.append(PreviousBot(tables))
    opponents += [RandomLegal(), AlwaysCall(), AlwaysAllIn()]
    path = RESULTS / f"updown_strength_{args.hero}.json"
    saved: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {"rows": {}}
    for opponent in opponents:
        if args.only and opponent.name not in args.only:
            continue
        started = time.perf_counter()
        row = run(hero, opponent, args.matches, args.seed)
        row["seconds"] = round(time.perf_counter() - started, 1)
        row["exploit_share"] = counter.reset()
        low, high = row["win_rate_ci95"]
        c_low, c_high = row["chips_per_deal_ci95"]
        print(f"| {args.hero} vs {row['opponent']} | {row['matches']} | {row['win_rate']:.1%} "
              f"({low:.1%}–{high:.1%}) | {row['chips_per_deal']:+.3f} ({c_low:+.3f} … "
              f"{c_high:+.3f}) | {row['deals_per_match']:.1f} | p99 "
              f"{row['decision_us_p99']:.0f} µs | exploiting {row['exploit_share']:.0%} "
              f"| {row['seconds']:.0f} s |", flush=True)
        # Re-read before writing: another run for the same hero may have added rows.
        saved = json.loads(path.read_text()) if path.exists() else {"rows": {}}
        saved["rows"][row["opponent"]] = row
        saved["seed"] = args.seed
        RESULTS.mkdir(exist_ok=True)
        path.write_text(json.dumps(saved, indent=1) + "\n")


if __name__ == "__main__":
    main()
