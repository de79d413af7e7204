"""The Naiko bot: the Hold'em bot plus the four powers, used legally and with a plan.

Sparks come one per hand and stop at 3, so a spark not spent at the cap is lost: the bot keeps
one in reserve for Seal shield when the carousel holds both Small anchor and Seal shield, and
spends freely at the cap. Each power has one reason to be used (AI.md):

* Steal glance (1) when the next card decides a draw, or a marginal call of a preflop raise;
* Sleeve swap (2) on a weak starting hand when the average replacement card has more equity
  than the card given up (from the preflop table, against the players dealt in);
* Small anchor (2) on an opponent who already raised above the pot-limit size this hand and
  has not acted yet this round, while my hand wants a cheap showdown (medium strength or a
  draw) — the anchor caps their next raise at the pot;
* Seal shield (1) when anchored with a strong hand (one that wants to raise big).

The glanced card (in the private view's ``"glance"``) is then fixed as the next board card in
the equity estimate. Everything comes from the seat's private view.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from typing import Any, Final

from engine.ai.base import find
from engine.ai.poker.equity import board_strength
from engine.ai.poker.holdem_bot import PokerBot, open_share
from engine.ai.poker.situation import STREETS, Situation, card_id, read
from engine.ai.poker.tables import tables
from engine.ai.poker.texture import flush_draw, straight_draw
from engine.protocol import Action, LegalAction

GLANCE: Final = "glance"
SWAP: Final = "swap"
ANCHOR: Final = "anchor"
SHIELD: Final = "shield"
DECLINE: Final = "decline"
_COSTS: Final = {GLANCE: 1, SWAP: 2, ANCHOR: 2, SHIELD: 1}
MAX_SPARKS: Final = 3
# A swap must gain at least this much equity against the players dealt in.
SWAP_GAIN: Final = 0.015
# ... and the new hand must be playable (see `open_share`) for this share of the draws.
PLAYABLE_HITS: Final = 0.25


class NaikoBot(PokerBot):
    name = "naiko-bot"

    def decide(
        self, view: Mapping[str, Any], legal: Sequence[LegalAction], rng: random.Random
    ) -> Action:
        self._started = time.perf_counter()
        s = read(view, legal)
        me: Mapping[str, Any] = view["seats"][s.seat]
        sparks = int(me.get("sparks", 0))
        if find(legal, DECLINE) is not None:
            return Action(s.seat, SHIELD if self.shield(s, legal) else DECLINE)
        carousel = [str(p) for p in view.get("carousel", ())]
        used = [str(p) for p in me.get("powers_used", ())]
        reserve = 1 if ANCHOR in carousel and SHIELD in carousel and SHIELD not in used else 0
        budget = sparks if sparks >= MAX_SPARKS else sparks - reserve
        power = self.power(s, legal, budget)
        if power is not None:
            return power
        return self.betting_action(s, rng, next_card=self.glanced(view, s))

    # ------------------------------------------------------------------ the powers

    def power(self, s: Situation, legal: Sequence[LegalAction], budget: int) -> Action | None:
        swap = find(legal, SWAP)
        if swap is not None and budget >= _COSTS[SWAP]:
            slot = self.swap_slot(s, swap.choices, at_cap=budget >= MAX_SPARKS)
            if slot is not None:
                return Action(s.seat, SWAP, choice=slot)
        anchor = find(legal, ANCHOR)
        if anchor is not None and budget >= _COSTS[ANCHOR]:
            target = self.anchor_target(s, anchor.choices)
            if target is not None:
                return Action(s.seat, ANCHOR, choice=target)
        if find(legal, GLANCE) is not None and budget >= _COSTS[GLANCE] and self.glance_pays(s):
            return Action(s.seat, GLANCE)
        return None

    def swap_slot(self, s: Situation, slots: Sequence[int], *, at_cap: bool) -> int | None:
        """The slot whose average replacement gains the most equity (against the players dealt
        in), when the hand is weak and the new hand is often good enough to play — unless the
        sparks are at the cap, where an unspent spark is lost anyway."""
        table = tables()
        a, b = s.hole
        playable = open_share(s)
        if table.holdem_percentile(a, b) <= playable:
            return None
        n = max(1, s.players_dealt - 1)
        now = table.holdem_equity(a, b, n)
        unseen = [c for c in range(52) if c not in (a, b)]
        best, best_gain = None, SWAP_GAIN
        for slot in slots:
            keep = b if slot == 0 else a
            average = sum(table.holdem_equity(keep, c, n) for c in unseen) / len(unseen)
            hits = sum(table.holdem_percentile(keep, c) <= playable for c in unseen)
            if average - now > best_gain and (at_cap or hits >= PLAYABLE_HITS * len(unseen)):
                best, best_gain = slot, average - now
        return best

    def anchor_target(self, s: Situation, targets: Sequence[int]) -> int | None:
        """An over-raiser yet to act this round, when my hand would rather not face one."""
        if s.street == 0 or not self._medium(s):
            return None
        likely = [
            o
            for o in s.opponents
            if o.seat in targets and o.over_raises and o.stack > s.pot and not o.acted_this_round
        ]
        if not likely:
            return None
        return max(likely, key=lambda o: (o.over_raises, o.stack)).seat

    def glance_pays(self, s: Situation) -> bool:
        """A card that decides something: a draw on the flop or turn, or a close preflop call."""
        if s.street in (1, 2):
            return flush_draw(s.hole, s.board) or straight_draw(s.hole, s.board)
        if s.street == 0 and s.to_call > 0 and s.raises_this_street:
            return 0.08 <= tables().holdem_percentile(s.hole[0], s.hole[1]) <= 0.35
        return False

    def shield(self, s: Situation, legal: Sequence[LegalAction]) -> bool:
        """Shield an anchor when my hand is strong enough to want a big raise."""
        if find(legal, SHIELD) is None:
            return False
        if s.street == 0:
            return tables().holdem_percentile(s.hole[0], s.hole[1]) <= 0.10
        return board_strength(s.hole, s.board) >= 0.9

    def _medium(self, s: Situation) -> bool:
        drawing = flush_draw(s.hole, s.board) or straight_draw(s.hole, s.board)
        return drawing or 0.5 <= board_strength(s.hole, s.board) < 0.9

    @staticmethod
    def glanced(view: Mapping[str, Any], s: Situation) -> int | None:
        """The next board card my own glance showed, while it is still the next card."""
        glance = view.get("glance")
        if not glance or glance.get("stale") or s.street >= 3:
            return None
        if glance.get("street") != STREETS[s.street + 1]:
            return None
        return card_id(str(glance["card"]))
