"""The public picture of an As-Nas deal, from the engine's `public_view()` (the keys
`bot.render.asnas` reads): four seats with name, match score (exact, AN-5.1), this deal's
stake and folds (AN-3), the dealer and whose turn it is; the pot and the highest stake with
its cap in the middle. Hands stay face down; after a showdown the hands that reached it are
face up (AN-5.3: a folded hand never is)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bot.i18n import Localizer
from bot.pictures.canvas import Canvas, Picture
from bot.pictures.cards import card_size
from bot.pictures.felt import (
    GOLD,
    WHITE,
    dealer_button,
    felt,
    paste_centered,
    plate,
    seat_places,
    toward,
)
from bot.render.asnas import exact, in_hand_order
from bot.views import Text, render_text

View = Mapping[str, Any]
WIDTH: Final = 900
HEIGHT: Final = 600
CARD: Final = 40


def asnas_picture(view: View, names: Mapping[int, Text], text: Localizer) -> Picture:
    loc = text.plain
    canvas = Canvas(felt(WIDTH, HEIGHT).copy(), loc.lang)
    centre = (WIDTH // 2, HEIGHT // 2)
    canvas.text(loc.t("an-deal-title", deal=int(view["deal_no"]),
                      deals=int(view["deals_per_match"])), 16, 18, 16, WHITE, anchor="lm")
    canvas.text(loc.t("an-pot", pot=int(view["pot"]), high=int(view["high"]),
                      cap=int(view["cap"])), centre[0], centre[1] - 70, 17, GOLD, bold=True)
    result = view.get("result")
    shown: dict[int, list[str]] = {}
    if isinstance(result, Mapping) and view["deal_over"]:  # the deal's showdown (AN-5.3)
        for entry in result.get("shown") or []:
            shown[int(entry["seat"])] = [str(code) for code in entry["cards"]]
    places = seat_places(len(view["seats"]), WIDTH, HEIGHT)
    for seat, entry in enumerate(view["seats"]):
        place = places[seat]
        folded = bool(entry["folded"])
        note = loc.t("picture-folded") if folded else loc.t("picture-stake",
                                                             amount=int(entry["stake"]))
        score = loc.fraction(exact(entry["total"]))
        sprite = plate(render_text(names[seat], loc), score, out=folded,
                       turn=view["to_act"] == seat and not view["deal_over"], note=note)
        paste_centered(canvas.image, sprite, *place)
        width, height = card_size(CARD)
        front = toward(place, centre, 0.42)
        cards: list[str | None] = list(in_hand_order(shown[seat])) if seat in shown else []
        if not cards and not folded and not view["deal_over"]:
            cards = [None] * 5
        left = front[0] - (5 * (width + 3)) // 2
        for index, code in enumerate(cards):
            canvas.card(code, left + index * (width + 3), front[1] - height // 2, CARD)
        if int(view["dealer"]) == seat:
            paste_centered(canvas.image, dealer_button(), place[0] + sprite.width // 2 + 18,
                           place[1])
    return canvas.picture()
