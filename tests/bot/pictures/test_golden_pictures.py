"""Golden pictures: a few fixed states drawn and compared with stored PNGs within a tolerance
(anti-aliasing and palette steps may move a little between builds; a moved seat, a missing
card or unshaped text does not pass). `FELTBOT_UPDATE_GOLDEN=1` rewrites them; look at them
before committing."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops, features

from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures.asnas import asnas_picture
from bot.pictures.poker import table_picture
from bot.pictures.updown import updown_picture
from bot.tables import Table, TableConfig
from bot.views import Text
from engine.games import AsNasState, UpDownState
from engine.protocol import Action

GOLDEN = Path(__file__).with_name("golden")
NOW = 1_000.0

pytestmark = pytest.mark.skipif(not features.check("raqm"),
                                reason="golden text is shaped by raqm (libfribidi)")


def naiko_fa() -> Picture:
    table = Table.create("c", TableConfig.standard("naiko", big_blind=10, seats=6))
    for player, name in enumerate(["Ann", "مریم", "अनिल", "Väinö"]):
        table.sit(player, name, 500, NOW)
    table.deal(3, NOW)
    for verb, amount in (("fold", None), ("raise", 40), ("call", None)):
        seat = table.to_act
        assert seat is not None
        table.act(seat, Action(seat, verb, amount), NOW)
    return table_picture(table.public_view(), Localizer("fa"))


def holdem_showdown_en() -> Picture:
    table = Table.create("c", TableConfig.standard("holdem", big_blind=10, seats=9))
    for player, (name, chips) in enumerate([("Ann", 200), ("Bob", 400), ("Cy", 1000),
                                            ("Dee", 1000), ("Eve", 600)]):
        table.sit(player, name, chips, NOW)
    table.deal(8, NOW)
    while table.to_act is not None and table.hand is not None:
        seat = table.to_act
        kinds = {option.kind for option in table.hand.legal_actions(seat)}
        verb = "fold" if seat == 3 else "all_in" if "all_in" in kinds else "call"
        table.act(seat, Action(seat, verb), NOW)
    return table_picture(table.public_view(), Localizer("en"))


def updown_hi() -> Picture:
    state = UpDownState()
    state.start_deal(seed=1)
    state.apply(Action(0, "lock", choice=0))
    names = {0: Text("seat-bot", {"name": "अनिल"}), 1: Text("seat-bot", {"name": "Felt"})}
    return updown_picture(state.public_view(), names, Localizer("hi"))


def asnas_en() -> Picture:
    state = AsNasState(seed=2)
    state.start_deal(seed=5)
    while not state.deal_over:
        seat = int(state.to_act or 0)
        legal = [o for o in state.legal_actions(seat) if o.kind in ("call", "hold")]
        option = legal[0] if legal else state.legal_actions(seat)[0]
        state.apply(Action(seat, option.kind, option.min if option.kind == "raise" else None))
    names = {seat: Text("seat-bot", {"name": f"Felt {seat + 1}"}) for seat in range(4)}
    return asnas_picture(state.public_view(), names, Localizer("en"))


STATES: dict[str, Callable[[], Picture]] = {
    "naiko_fa": naiko_fa, "holdem_showdown_en": holdem_showdown_en,
    "updown_hi": updown_hi, "asnas_en": asnas_en,
}


@pytest.mark.parametrize("name", sorted(STATES))
def test_picture_matches_its_golden_image(name: str) -> None:
    picture = STATES[name]()
    path = GOLDEN / f"{name}.png"
    if os.environ.get("FELTBOT_UPDATE_GOLDEN") == "1":
        path.write_bytes(picture.png)
    drawn = Image.open(io.BytesIO(picture.png)).convert("RGB")
    golden = Image.open(path).convert("RGB")
    assert drawn.size == golden.size
    difference = ImageChops.difference(drawn, golden).convert("L")
    moved = sum(difference.point(lambda value: 255 if value > 48 else 0).histogram()[255:])
    assert moved <= drawn.width * drawn.height // 200, f"{name}: {moved} pixels differ"
