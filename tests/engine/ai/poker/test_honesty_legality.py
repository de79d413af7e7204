"""NK-8.3: a BOT knows only its own private information and follows the same rules.

Honesty: at every decision of a played hand, re-deal everything the bot cannot see (the other
hands and the undealt deck) at random, keep the bot's seed, and the action must not change.
Legality: over many random hands in every variant every BOT action is one the engine offers,
with an amount inside the offered bounds and a choice among the offered ones.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ai.base import Policy
from engine.ai.baselines import AlwaysAllIn, AlwaysCall, RandomLegal
from engine.ai.poker import Effort, HoldemBot, NaikoBot, OmahaBot, PokerBot
from engine.naiko import NaikoState
from engine.poker import PokerState
from engine.protocol import Action
from tests.engine.ai.poker.play import Table, play_hand

FAST = Effort(samples=120, time_budget=None)
CODES = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def _bot(game: str) -> PokerBot:
    return {"holdem": HoldemBot, "omaha": OmahaBot, "naiko": NaikoBot}[game](FAST)


def _redeal_hidden(table: Table, seat: int, rng: random.Random) -> Table:
    """A copy of `table` where every card `seat` cannot see is shuffled among the hidden
    places: other seats' hole cards and the undealt deck (a glance's card stays put)."""
    data: dict[str, Any] = table.to_dict()
    poker = data.get("poker", data)
    kept: set[int] = set()
    if isinstance(table, NaikoState):
        glance = table.glances[seat]
        if glance is not None and not table.glance_is_stale(glance):
            kept.add(glance.position)
    pos = int(poker["deck_pos"])
    places: list[tuple[str, int, int]] = []
    for other, cards in enumerate(poker["hole"]):
        if other != seat and poker["in_hand"][other]:
            places += [("hole", other, slot) for slot in range(len(cards))]
    places += [("deck", 0, i) for i in range(pos, 52) if i not in kept]
    hidden = [
        poker["hole"][a][b] if kind == "hole" else poker["deck"][b] for kind, a, b in places
    ]
    rng.shuffle(hidden)
    for (kind, a, b), card in zip(places, hidden, strict=True):
        if kind == "hole":
            poker["hole"][a][b] = card
        else:
            poker["deck"][b] = card
    return type(table).from_dict(data)


HONESTY = [("holdem", 2), ("holdem", 6), ("omaha", 4), ("naiko", 3)]


@pytest.mark.parametrize(("game", "seats"), HONESTY)
def test_nk_8_3_decisions_do_not_depend_on_hidden_cards(game: str, seats: int) -> None:
    rng = random.Random(seats)
    bot = _bot(game)
    checked = 0
    for hand in range(8):
        table = _table(game, seats, rng, hand)
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            seed = rng.randrange(2**32)
            view = table.private_view(seat)
            action = bot.decide(view, table.legal_actions(seat), random.Random(seed))
            for _ in range(2):
                other = _redeal_hidden(table, seat, rng)
                assert other.private_view(seat) == view
                again = bot.decide(
                    other.private_view(seat), other.legal_actions(seat), random.Random(seed)
                )
                assert again == action
                checked += 1
            table.apply(action)
    assert checked >= 10


def _table(game: str, seats: int, rng: random.Random, hand: int) -> Table:
    # Uneven stacks, some short, so all-ins, side pots and short raises come up.
    stacks: list[int | None] = [rng.choice((60, 300, 900, 2000, 4000)) for _ in range(seats)]
    button = hand % seats
    if game == "naiko":
        sparks = [rng.randrange(4) for _ in range(seats)]
        return NaikoState.new_hand(stacks, button, 10, 20, sparks=sparks, seed=rng.randrange(2**32))
    return PokerState.new_hand(game, stacks, button, 10, 20, seed=rng.randrange(2**32))


def _check_legal(table: Table, seat: int, action: Action) -> None:
    assert action.seat == seat
    options = {option.kind: option for option in table.legal_actions(seat)}
    assert action.kind in options, (action, options)
    option = options[action.kind]
    if option.kind in ("bet", "raise", "all_in"):
        assert option.min is not None and option.max is not None
        assert action.amount is not None and option.min <= action.amount <= option.max
    if option.choices:
        assert action.choice in option.choices


CASES = [("holdem", n) for n in range(2, 10)]
CASES += [("omaha", 2), ("omaha", 6), ("naiko", 2), ("naiko", 6)]


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_nk_8_3_every_bot_action_is_legal(game: str, seats: int) -> None:
    rng = random.Random(1000 + seats)
    bot = _bot(game)
    pool: list[Policy] = [RandomLegal(), AlwaysCall(), AlwaysAllIn()]
    decisions = 0
    kinds: set[str] = set()
    for hand in range(40 if seats < 6 else 20):
        table = _table(game, seats, rng, hand)
        # Bots in most seats (they play each other too); the rest from the baseline pool.
        policies: list[Policy] = [
            bot if seat == 0 or rng.random() < 0.6 else rng.choice(pool) for seat in range(seats)
        ]
        bots = {seat for seat, policy in enumerate(policies) if policy is bot}

        def check(t: Table, seat: int, action: Action, bots: set[int] = bots) -> None:
            if seat in bots:
                _check_legal(t, seat, action)
                kinds.add(action.kind)

        decisions += play_hand(table, policies, rng, check)
    assert decisions > 0
    assert {"fold", "call"} <= kinds and kinds & {"bet", "raise", "all_in"}
    if game == "naiko":
        assert kinds & {"glance", "swap", "anchor"}, kinds
