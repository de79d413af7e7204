"""A change's views build the hand's public part once and share it with every seat's private
view (issue 15): each private view so made is exactly the one built on its own, at every step
of random hands of every mode, and it is a copy at its top level (changing one view's keys
changes no other)."""

from __future__ import annotations

import random

import pytest

from bot.tables import Table, TableConfig
from bot.tables.hands import available_modes
from engine.protocol import Action

NOW = 1_000.0


@pytest.mark.parametrize("mode", available_modes())
def test_private_views_from_the_shared_public_view_are_the_same(mode: str) -> None:
    rng = random.Random(15)
    table = Table.create("c", TableConfig.standard(mode, big_blind=10, seats=4))
    for player, name in enumerate(["Ann", "Bob", "Cy"]):
        table.sit(player, name, 500, NOW)
    checked = 0
    for hand in range(6):
        if not table.can_deal():
            break
        table.deal(seed=hand, now=NOW)
        while table.live:
            public = table.public_view()
            for seat, occupant in enumerate(table.seats):
                if occupant is None:
                    continue
                shared = table.private_view(seat, public)
                assert shared == table.private_view(seat)
                checked += 1
            assert table.hand is not None and table.to_act is not None
            seat = table.to_act
            legal = [o for o in table.hand.legal_actions(seat) if o.kind not in ("fold", "all_in")]
            option = rng.choice(legal or list(table.hand.legal_actions(seat)))
            amount = option.min if option.kind in ("bet", "raise") else None
            choice = rng.choice(option.choices) if option.choices else None
            table.act(seat, Action(seat, option.kind, amount=amount, choice=choice), NOW)
    assert checked > 20
    hand_view = table.public_view()["hand"]
    assert isinstance(hand_view, dict)
    assert table.hand is not None
    mine = table.hand.private_view(0, hand_view)
    mine["extra"] = 1
    assert "extra" not in hand_view and "seat" not in hand_view
