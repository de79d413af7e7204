"""The public picture of an Up/Down deal, from the engine's `public_view()` (the keys
`bot.render.updown` reads): both seats with name, chips, signal (UD-2.5) and this round's
bet, whose turn it is, the pot; each hand face down, a locked card pushed forward face down
(UD-3); once the deal is over both locked cards face up in front of their owners (UD-5.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bot.i18n import Localizer
from bot.pictures.canvas import Canvas, Picture
from bot.pictures.cards import card_size
from bot.pictures.felt import (
    GOLD,
    WHITE,
    chip_label,
    felt,
    paste_centered,
    plate,
    seat_places,
    toward,
)
from bot.views import Text, render_text

View = Mapping[str, Any]
WIDTH: Final = 800
HEIGHT: Final = 520
CARD: Final = 50


def updown_picture(view: View, names: Mapping[int, Text], text: Localizer) -> Picture:
    """`names[seat]`: how the channel names each seat (as for `bot.render.updown`)."""
    loc = text.plain
    canvas = Canvas(felt(WIDTH, HEIGHT).copy(), loc.lang)
    centre = (WIDTH // 2, HEIGHT // 2)
    canvas.text(loc.t("ud-deal-title", deal=int(view["deal_no"])), 16, 18, 16, WHITE,
                anchor="lm")
    canvas.text(loc.t("pot", amount=int(view["pot"])), centre[0], centre[1], 20, GOLD,
                bold=True)
    result = view.get("last_result")
    in_deal = not view["deal_over"] and not view["match_over"]
    places = seat_places(len(view["stacks"]), WIDTH, HEIGHT)
    signals = view.get("signals")
    for seat, place in enumerate(places):
        signal = signals[seat] if isinstance(signals, list) else None
        line = loc.number(int(view["stacks"][seat]))
        note = "" if signal is None else loc.t("picture-signal", up=int(signal["up"]),
                                                 down=int(signal["down"]))
        if not in_deal and isinstance(result, Mapping) and result["winner"] == seat:
            note = loc.t("picture-won", amount=int(result["pot"]))  # UD-5.2
        sprite = plate(render_text(names[seat], loc), line, turn=view["to_act"] == seat,
                       note=note)
        paste_centered(canvas.image, sprite, *place)
        width, height = card_size(CARD)
        locked = bool(view["locked"][seat]) and in_deal
        front = toward(place, centre, 0.45)
        if in_deal:
            count = 1 if locked else 2
            left = place[0] + sprite.width // 2 + 8
            for index in range(count):
                canvas.card(None, left + index * (width + 4), place[1] - height // 2, CARD)
            if locked:
                canvas.card(None, front[0] - width // 2, front[1] - height // 2, CARD)
                canvas.text(loc.t("picture-locked"), front[0] + width // 2 + 8, front[1], 14,
                            WHITE, anchor="lm")
        elif isinstance(result, Mapping) and result["locked"][seat] is not None:
            canvas.card(str(result["locked"][seat]), front[0] - width // 2,
                        front[1] - height // 2, CARD)
        bet = int(view["street"][seat])
        if in_deal and bet:
            chip = toward(place, centre, 0.45)
            paste_centered(canvas.image, chip_label(loc.number(bet)), chip[0] - 90, chip[1])
    return canvas.picture()
