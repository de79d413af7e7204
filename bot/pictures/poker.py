"""The public picture of a poker table (Hold'em, Omaha, Naiko), from `Table.public_view()`:
the same keys `bot.render.poker` reads, so it shows what the text shows and nothing more.

Seats round the felt with name, chips, bet, the dealer button, whose turn it is (gold
border), folded / all-in / sitting-out notes and Naiko sparks; every dealt hand face down
unless the view shows its cards (a showdown); the board, the pot and side pots (NK-4.1) in the
middle; the hand title and Naiko's carousel (NK-5.3) at the top.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PIL import Image

from bot.i18n import Localizer
from bot.pictures.canvas import Canvas, Picture
from bot.pictures.cards import card_size
from bot.pictures.felt import (
    GOLD,
    MUTED,
    RED,
    WHITE,
    chip_label,
    dealer_button,
    felt,
    paste_centered,
    plate,
    seat_places,
    toward,
)

View = Mapping[str, Any]
WIDTH: Final = 960
HEIGHT: Final = 600
BOARD_CARD: Final = 60
HOLE_CARD: Final = 34


def table_picture(view: View, text: Localizer) -> Picture:
    """The table as everyone may see it. `text` writes labels and numbers in the channel's
    language (its digits too)."""
    loc = text.plain
    canvas = Canvas(felt(WIDTH, HEIGHT).copy(), loc.lang)
    centre = (WIDTH // 2, HEIGHT // 2)
    config = view["config"]
    hand = view.get("hand")
    live = bool(view["live"]) and hand is not None
    canvas.text(loc.t("poker-title", hand=int(view["hand_no"]),
                      mode=loc.t("poker-mode-" + str(view["mode"])),
                      small=int(config["small_blind"]), big=int(config["big_blind"])),
                16, 18, 16, WHITE, anchor="lm")
    if hand is not None:
        _carousel(canvas, hand, loc)
        _board(canvas, hand, centre)
        if live:
            _pots(canvas, hand, loc, centre)
    for seat, entry in enumerate(view["seats"]):
        if entry is not None:
            _seat(canvas, view, seat, loc)
    return canvas.picture()


def _board(canvas: Canvas, hand: View, centre: tuple[int, int]) -> None:
    board = [str(code) for code in hand.get("board") or []]
    width, height = card_size(BOARD_CARD)
    gap = 8
    left = centre[0] - (5 * width + 4 * gap) // 2
    top = centre[1] - height // 2 - 30
    for slot in range(5):
        x = left + slot * (width + gap)
        if slot < len(board):
            canvas.card(board[slot], x, top, BOARD_CARD)
        else:
            canvas.draw.rounded_rectangle((x, top, x + width, top + height), radius=7,
                                          outline=(60, 150, 100, 255), width=2)


def _pots(canvas: Canvas, hand: View, loc: Localizer, centre: tuple[int, int]) -> None:
    total = int(hand.get("pot_total", sum(int(e["total"]) for e in hand["seats"])))
    y = centre[1] + 40
    if total:
        canvas.text(loc.t("poker-pot", amount=total, index=0), centre[0], y, 18, GOLD,
                    bold=True)
    pots = [int(pot["amount"]) for pot in hand["pots"]]
    sides = [(index, amount) for index, amount in enumerate(pots) if index and amount]
    for row, (index, amount) in enumerate(sides):
        canvas.text(loc.t("poker-side-pot", amount=amount, index=index), centre[0],
                    y + 22 * (row + 1), 15, WHITE)


def _carousel(canvas: Canvas, hand: View, loc: Localizer) -> None:
    carousel = [str(power) for power in hand.get("carousel") or []]
    for row, power in enumerate(carousel):
        canvas.text(loc.t("naiko-power-" + power), WIDTH - 16, 18 + 22 * row, 15, GOLD,
                    anchor="rm")


def _seat(canvas: Canvas, view: View, seat: int, loc: Localizer) -> None:
    place = seat_places(len(view["seats"]), WIDTH, HEIGHT)[seat]
    centre = (WIDTH // 2, HEIGHT // 2)
    entry = view["seats"][seat]
    hand = view.get("hand")
    live = bool(view["live"]) and hand is not None
    info = None
    if hand is not None and bool(entry.get("dealt", hand["seats"][seat]["in_hand"])):
        info = hand["seats"][seat]
    name = str(entry["name"])
    if entry["bot"]:
        name = loc.t("seat-bot", name=name)
    note, note_color = "", GOLD
    out = False
    if entry["sitting_out"]:
        note, out = loc.t("picture-sitting-out"), True
    elif info is None:
        note, out = loc.t("picture-waiting"), True
    elif info["folded"]:
        note, out = loc.t("picture-folded"), True
    elif live and info["all_in"]:
        note, note_color = loc.t("picture-all-in"), RED
    won = _won(hand, seat) if hand is not None and not live else 0
    if won:
        note, note_color, out = loc.t("picture-won", amount=won), GOLD, False
    turn = live and view["to_act"] == seat
    sparks = int(info.get("sparks", 0)) if info is not None and hand and hand.get("carousel") else 0
    sprite = plate(name, loc.number(int(entry["chips"])), turn=turn, out=out, note=note,
                   note_color=note_color, sparks=sparks)
    paste_centered(canvas.image, sprite, *place)
    if info is not None and not info["folded"]:
        _hole(canvas, info, place, sprite.height, below=place[1] < centre[1] - 100)
    if info is not None and live and int(info["bet"]):
        paste_centered(canvas.image, chip_label(loc.number(int(info["bet"]))),
                       *toward(place, centre, 0.42))
    if hand is not None and info is not None and hand["button"] == seat:
        bx, by = toward(place, centre, 0.24)
        paste_centered(canvas.image, dealer_button(), bx + 70, by)


def _won(hand: View, seat: int) -> int:
    """Chips the seat won in the hand just over (its pots, NK-4.2), from the hand's log."""
    return sum(int(record.get("amount", 0)) for record in hand.get("log") or []
               if record.get("kind") == "win" and record.get("seat") == seat)


def _hole(canvas: Canvas, info: View, place: tuple[int, int], plate_height: int, *,
          below: bool) -> None:
    """A dealt hand above its plate (below it for the seats along the top edge, inside the
    felt): face up only when the view shows the cards."""
    shown = [str(code) for code in info["cards"] or []]
    count = len(shown) or int(info.get("card_count", 2))
    width, height = card_size(HOLE_CARD)
    step = width - 6 if count > 2 else width + 2
    left = place[0] - (step * (count - 1) + width) // 2
    top = place[1] - plate_height // 2 - height + 4
    if below:
        top = place[1] + plate_height // 2 - 4
    for index in range(count):
        code = shown[index] if shown else None
        canvas.card(code, left + index * step, max(0, top), HOLE_CARD)


def own_cards_picture(codes: list[str] | tuple[str, ...], text: Localizer,
                      width: int = 72) -> Picture:
    """A player's own cards as a small picture (their DM): the cards side by side."""
    w, h = card_size(width)
    gap = 8
    image = Image.new("RGBA", (max(1, len(codes)) * (w + gap) + gap, h + 2 * gap), (22, 110, 64,
                                                                                  255))
    canvas = Canvas(image, text.lang)
    for index, code in enumerate(codes):
        canvas.card(str(code), gap + index * (w + gap), gap, width)
    return canvas.picture()


__all__ = ["MUTED", "own_cards_picture", "table_picture"]
