"""Measure what an equilibrium player's revealed cards look like, for the bot's style read.

    .venv/bin/python scripts/build_updown_evidence.py [--matches 1500] [--seed 7]
        [--out engine/ai/data/updown_evidence.json]

Both locked cards are revealed after every deal (UD-5.1, UD-5.2) and the signals are public
(UD-2.5), so each finished deal shows a player's locked rank r and whether the card they kept
was UP (g). A card-blind loose style (random-legal, always-call, always-all-in) locks one of
its two cards at random and bets whatever it holds, so its (r, g) does not depend on how the
deal went; an equilibrium player's does: it locks on purpose (a high card, or a low one to keep
an A) and takes strong cards to big pots and folds weak ones. This script plays the shipped
deal tables against themselves (`UpDownBot(adaptive=False, kept=False)`, both seats) and counts,
per deal outcome from the player's side (``fold``: it folded; ``took``: the other folded; a
showdown by the chips each put in beyond the ante: ``s0`` none, ``s1`` 1-2, ``s2`` 3-8, ``s3``
9+), how often each (r, g) was shown. `engine.ai.updown_bot.card_evidence` turns the counts
into a log-likelihood ratio. Deterministic for a seed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.updown_bot import EVIDENCE_PATH, OUTCOMES, UpDownBot, deal_outcome, shown_card
from engine.updown import UpDownState


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=EVIDENCE_PATH)
    args = parser.parse_args()
    bot = UpDownBot(adaptive=False, kept=False)
    counts: dict[str, list[list[int]]] = {o: [[0, 0] for _ in range(13)] for o in OUTCOMES}
    deals = 0
    for index in range(args.matches):
        seeds = random.Random(args.seed * 1_000_003 + index)
        rngs = [random.Random(seeds.getrandbits(64)) for _ in range(2)]
        state = UpDownState.new_match(starter=index % 2)
        while not state.match_over:
            state.start_deal(seed=seeds.getrandbits(64))
            while not state.deal_over:
                seat = state.to_act
                assert seat is not None
                view = state.private_view(seat)
                state.apply(bot.decide(view, state.legal_actions(seat), rngs[seat]))
            result: Any = state.last_result
            deals += 1
            for seat in (0, 1):
                card = shown_card(result, seat)
                if card is not None:
                    counts[deal_outcome(result, seat)][card[0]][card[1]] += 1
    report = {
        "about": "revealed (locked rank 0=2..12=A, kept card UP) of the shipped deal tables in "
        "self-play, per deal outcome from the player's side (scripts/build_updown_evidence.py)",
        "matches": args.matches,
        "deals": deals,
        "seed": args.seed,
        "counts": counts,
    }
    args.out.write_text(json.dumps(report, indent=1) + "\n")
    print(f"{deals} deals; wrote {args.out}")


if __name__ == "__main__":
    main()
