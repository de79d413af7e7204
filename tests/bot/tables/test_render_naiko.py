"""Naiko on the neutral table view: the carousel and sparks are public (NK-5.1, NK-5.3), a
glance's card is shown to its user only (NK-6.1), and classic Hold'em shows none of it (NK-1.4)."""

from __future__ import annotations

from bot.i18n import Localizer
from bot.render import poker as render
from bot.render.cards import face
from bot.tables import Table, TableConfig
from bot.views import render_plain
from engine.protocol import Action

EN = Localizer("en")
NOW = 1_000.0
POWER_NAMES = ("Steal glance", "Sleeve swap", "Small anchor", "Seal shield")


def dealt(mode: str) -> Table:
    table = Table.create("c", TableConfig.standard(mode, big_blind=10, seats=4))
    for player, name in enumerate(["Ann", "Bob", "Cy"]):
        table.sit(player, name, 500, NOW)
    return table


def test_nk_5_3_nk_5_1_carousel_and_sparks_on_the_public_table() -> None:
    table = dealt("naiko")
    table.deal(11, NOW)
    assert table.hand is not None
    lines = render_plain(render.table_view(3, table.public_view()), EN)
    carousel = [line for line in lines if line.startswith("Powers this hand:")]
    assert len(carousel) == 1
    assert sum(name in carousel[0] for name in POWER_NAMES) == 3
    assert sum(" has 1 spark" in line for line in lines) == 3  # +1 each when dealt in
    seat = table.to_act
    assert seat is not None
    mine = render_plain(render.private_view(3, table.private_view(seat)), EN)
    assert "You have 1 spark" in mine


def test_nk_1_4_classic_holdem_shows_no_power() -> None:
    table = dealt("holdem")
    table.deal(11, NOW)
    text = "\n".join(render_plain(render.table_view(3, table.public_view()), EN))
    assert "Powers this hand" not in text and "spark" not in text


def test_nk_6_1_glance_card_only_in_its_users_view() -> None:
    for seed in range(300):
        table = dealt("naiko")
        table.deal(seed, NOW)
        seat = table.to_act
        assert seat is not None and table.hand is not None
        if any(o.kind == "glance" for o in table.hand.legal_actions(seat)):
            break
    else:
        raise AssertionError("no deal offers a glance")
    table.hand.apply(Action(seat, "glance"))
    card = face(str(table.private_view(seat)["hand"]["glance"]["card"]))
    mine = "\n".join(render_plain(render.private_view(3, table.private_view(seat)), EN))
    assert f"Steal glance: the next card is {card}." in mine
    public = "\n".join(render_plain(render.table_view(3, table.public_view()), EN))
    assert "next card" not in public
    other = (seat + 1) % 3
    theirs = "\n".join(render_plain(render.private_view(3, table.private_view(other)), EN))
    assert "next card" not in theirs
