"""Up/Down: the bot against equilibrium players and its previous version (issue 19).

    .venv/bin/python -m bench.bench_updown_strength [--matches 2000] [--hero HERO]
        [--only NAME ...]

Heroes: ``default`` (``UpDownBot()`` as shipped: later-deal tables, the style read with
match-win best responses to each loose style, `engine.ai.updown_bot.read_style`), ``read`` /
``read-hard`` (the same, with / without the soft mode), ``force-random`` / ``force-station``
/ ``force-maniac`` (a style's best response from the first decision: the ceiling against
that baseline), ``legacy`` (the default before the style read: verb read and card read with
the mixture response), ``new`` (the bot before this round: one-deal tables with kept-card
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
* ``main``: the bot as it was before round 2 (``--hero new``).
* ``default before the style read``: ``UpDownBot()`` as shipped before round 4 (the verb and
  card reads, the mixture response, the weight-0.9 later-deal tables, kept as
  ``bench/results/updown_kept_r09.npz``; skipped when missing).
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
        super().__init__(tables, kept=False, match=False, styles=False, reader="legacy")

    def _exploit(self, view: Mapping[str, Any], locking: bool = False) -> bool:
        return self.adaptive and previous_reads_loose(view)


class Counted:
    """Counts how often the hero's decisions use the loose-play tables: the mixture response
    (``reader="legacy"``) or a style's best response (the style read)."""

    def __init__(self, bot: UpDownBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.exploiting = 0
        self.decisions = 0
        if bot.reader == "styles" or bot.force_style is not None:
            styles = bot._styles

            def counted_styles(view: Mapping[str, Any]) -> tuple[str | None, str | None]:
                answer = styles(view)
                self.decisions += 1
                self.exploiting += int(answer[0] is not None)
                return answer

            bot._styles = counted_styles  # type: ignore[method-assign]
            return
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
    "new": lambda t: UpDownBot(t, kept=False, match=False, styles=False, reader="legacy"),
    "previous": PreviousBot,
    "kept": lambda t: UpDownBot(t, kept=True, styles=False, reader="legacy"),
    "kept-pure": lambda t: UpDownBot(t, adaptive=False, kept=True, kept_path=KEPT_EQ),
    "kept-eq": lambda t: UpDownBot(t, kept=True, styles=True, kept_path=KEPT_EQ, reader="legacy"),
    "response-pure": lambda t: UpDownBot(t, adaptive=False, kept=True),
    "r09-pure": lambda t: UpDownBot(t, adaptive=False, kept=True, kept_path=KEPT_R09),
    "r09-styles": lambda t: UpDownBot(
        t, kept=True, styles=True, kept_path=KEPT_R09, reader="legacy"
    ),
    "match": lambda t: UpDownBot(t, kept=False, match=True, styles=False, reader="legacy"),
    "kept-match": lambda t: UpDownBot(t, kept=True, match=True, styles=False, reader="legacy"),
    "styles": lambda t: UpDownBot(t, kept=False, styles=True, reader="legacy"),
    "kept-styles": lambda t: UpDownBot(t, kept=True, styles=True, reader="legacy"),
    "default": UpDownBot,
    "legacy": lambda t: UpDownBot(t, reader="legacy"),
    "legacy-r09": lambda t: UpDownBot(t, reader="legacy", kept_path=KEPT_R09),
    "force-random": lambda t: UpDownBot(t, force_style="random"),
    "force-random-chips": lambda t: UpDownBot(t, force_style="random", style_match=False),
    "read": lambda t: UpDownBot(t, reader="styles"),
    "read-hard": lambda t: UpDownBot(t, reader="styles", soft_floor=None),
    "read-br": lambda t: UpDownBot(t, kept_path=RESULTS / "updown_kept_br.npz"),
    "read-mix50": lambda t: UpDownBot(t, kept_path=RESULTS / "updown_kept_mix50.npz"),
    "read-r097": lambda t: UpDownBot(t, kept_path=RESULTS / "updown_kept_r097.npz"),
    "force-station": lambda t: UpDownBot(t, force_style="station"),
    "force-maniac": lambda t: UpDownBot(t, force_style="maniac"),
    "fade1": lambda t: UpDownBot(t, prior_deals=1, reader="legacy"),
    "gate0": lambda t: UpDownBot(t, random_gate=0.0, reader="legacy"),
    "gate2": lambda t: UpDownBot(t, random_gate=2.0, reader="legacy"),
    "thr3": lambda t: UpDownBot(t, loose_threshold=3.0, reader="legacy"),
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
        main_bot = UpDownBot(tables, kept=False, match=False, styles=False, reader="legacy")
        main_bot.name = "main"
        opponents.append(main_bot)
    if args.hero != "previous":
        opponents.append(PreviousBot(tables))
    if KEPT_R09.exists() and args.hero != "legacy-r09":
        before = UpDownBot(tables, reader="legacy", kept_path=KEPT_R09)
        before.name = "default before the style read"
        opponents.append(before)
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
