"""Card sprites drawn by the project: French faces (rank and a suit drawn from circles and
polygons, four colours so a small picture tells diamonds from hearts), As-Nas faces (the
card's name in the reader's script over a crest of its strength) and one back.

Each sprite is drawn once at 4x and scaled down (anti-aliased), then cached by
(code, width, language): a table picture pastes sprites, it never draws a card again.
A card's face is drawn only for a code the caller passes; a face-down card is the back.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.i18n import Localizer
from bot.pictures.text import label
from engine.cards import Card, Suit, parse_card

SCALE: Final = 4
RATIO: Final = 1.4  # height / width
PAPER: Final = (250, 250, 246, 255)
EDGE: Final = (60, 60, 60, 255)
BACK: Final = (150, 28, 40, 255)
BACK_LINE: Final = (214, 150, 150, 255)
SUIT_COLORS: Final = {
    Suit.SPADES: (20, 20, 20, 255),
    Suit.HEARTS: (200, 20, 30, 255),
    Suit.DIAMONDS: (20, 80, 200, 255),
    Suit.CLUBS: (20, 130, 40, 255),
}
ASNAS_COLORS: Final = ((90, 90, 90, 255), (40, 110, 60, 255), (170, 60, 120, 255),
                       (30, 70, 160, 255), (170, 120, 20, 255))
RANK_LABELS: Final = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
ASNAS_KEYS: Final = ("asnas-card-ko", "asnas-card-sa", "asnas-card-bi", "asnas-card-sh",
                     "asnas-card-as")


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * RATIO)


def draw_suit(draw: ImageDraw.ImageDraw, suit: Suit, box: tuple[float, float, float],
              color: tuple[int, int, int, int]) -> None:
    """A suit symbol inside the square (x, y, side), from circles and polygons."""
    x, y, s = box
    cx = x + s / 2
    if suit == Suit.DIAMONDS:
        draw.polygon([(cx, y), (x + s * 0.85, y + s / 2), (cx, y + s), (x + s * 0.15, y + s / 2)],
                     fill=color)
        return
    if suit == Suit.HEARTS:
        r = s * 0.26
        draw.ellipse((cx - 2 * r, y + s * 0.08, cx, y + s * 0.08 + 2 * r), fill=color)
        draw.ellipse((cx, y + s * 0.08, cx + 2 * r, y + s * 0.08 + 2 * r), fill=color)
        draw.polygon([(cx - 2 * r + s * 0.02, y + s * 0.45), (cx + 2 * r - s * 0.02, y + s * 0.45),
                      (cx, y + s * 0.95)], fill=color)
        return
    if suit == Suit.SPADES:
        r = s * 0.24
        draw.polygon([(cx, y + s * 0.02), (cx + 2 * r, y + s * 0.55), (cx - 2 * r, y + s * 0.55)],
                     fill=color)
        draw.ellipse((cx - 2 * r, y + s * 0.36, cx, y + s * 0.36 + 2 * r), fill=color)
        draw.ellipse((cx, y + s * 0.36, cx + 2 * r, y + s * 0.36 + 2 * r), fill=color)
    else:  # clubs
        r = s * 0.19
        draw.ellipse((cx - r, y + s * 0.05, cx + r, y + s * 0.05 + 2 * r), fill=color)
        draw.ellipse((cx - 2.1 * r, y + s * 0.38, cx - 0.1 * r, y + s * 0.38 + 2 * r),
                     fill=color)
        draw.ellipse((cx + 0.1 * r, y + s * 0.38, cx + 2.1 * r, y + s * 0.38 + 2 * r),
                     fill=color)
    draw.polygon([(cx, y + s * 0.5), (cx + s * 0.16, y + s), (cx - s * 0.16, y + s)], fill=color)


def _blank(width: int, fill: tuple[int, int, int, int]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = card_size(width * SCALE)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=w // 9, fill=fill, outline=EDGE,
                           width=max(2, SCALE * 1))
    return image, draw


def _finish(image: Image.Image, width: int) -> Image.Image:
    return image.resize(card_size(width), Image.Resampling.LANCZOS)


@lru_cache(maxsize=64)
def back(width: int) -> Image.Image:
    """The face-down card: a red back with a lattice, the same for every card."""
    image, draw = _blank(width, BACK)
    w, h = image.size
    inset = w // 8
    draw.rounded_rectangle((inset, inset, w - inset, h - inset), radius=w // 14,
                           outline=BACK_LINE, width=SCALE * 2)
    step = w // 5
    for offset in range(-h, w + h, step):
        draw.line((inset + offset, inset, inset + offset + h, inset + h), fill=BACK_LINE,
                  width=SCALE)
    draw.rectangle((0, 0, w, inset - 1), fill=BACK)
    draw.rectangle((0, h - inset + 1, w, h), fill=BACK)
    draw.rectangle((0, 0, inset - 1, h), fill=BACK)
    draw.rectangle((w - inset + 1, 0, w, h), fill=BACK)
    draw.rounded_rectangle((inset, inset, w - inset, h - inset), radius=w // 14,
                           outline=BACK_LINE, width=SCALE * 2)
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=w // 9, outline=EDGE, width=SCALE)
    return _finish(image, width)


@lru_cache(maxsize=512)
def face(code: str, width: int, lang: str = "en") -> Image.Image:
    """The face of card `code` (an engine card code) at `width` pixels."""
    card = parse_card(code)
    if card.suit is None:
        return _asnas_face(card, width, lang)
    return _french_face(card, width)


def _french_face(card: Card, width: int) -> Image.Image:
    assert card.suit is not None
    image, draw = _blank(width, PAPER)
    w, h = image.size
    color = SUIT_COLORS[card.suit]
    text = RANK_LABELS.get(card.rank, str(card.rank))
    rank = label(text, round(w * 0.36), color, bold=True)
    image.alpha_composite(rank, (round(w * 0.06), round(-w * 0.04)))
    draw_suit(draw, card.suit, (w * 0.08, w * 0.46, w * 0.26), color)
    big = w * 0.52
    draw_suit(draw, card.suit, (w * 0.42, h - big - w * 0.1, big), color)
    return _finish(image, width)


def _asnas_face(card: Card, width: int, lang: str) -> Image.Image:
    image, draw = _blank(width, PAPER)
    w, h = image.size
    strength = int(card.rank)
    color = ASNAS_COLORS[strength]
    draw.rounded_rectangle((w * 0.1, h * 0.08, w * 0.9, h * 0.92), radius=w // 10,
                           outline=color, width=SCALE * 2)
    # The crest: one dot per step of strength (Kowli one, As five), above the name.
    dots = strength + 1
    r = w * 0.06
    for index in range(dots):
        cx = w / 2 + (index - (dots - 1) / 2) * r * 2.6
        draw.ellipse((cx - r, h * 0.25 - r, cx + r, h * 0.25 + r), fill=color)
    name = Localizer(lang).plain.t(ASNAS_KEYS[strength])
    sprite = label(name, round(w * 0.2), color, bold=True, max_width=round(w * 0.78))
    image.alpha_composite(sprite, (max(0, (w - sprite.width) // 2),
                                   round(h * 0.58) - sprite.height // 2))
    return _finish(image, width)
