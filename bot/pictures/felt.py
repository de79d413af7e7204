"""What every table picture shares: the felt (drawn once per size), seat places around it,
seat plates (a cached sprite per name, chips and state), the dealer button and chip stacks."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

from bot.pictures.text import Color, label

ROOM: Final = (24, 28, 34, 255)
RIM: Final = (92, 58, 34, 255)
FELT: Final = (22, 110, 64, 255)
FELT_LINE: Final = (40, 140, 86, 255)
WHITE: Final = (245, 245, 240, 255)
GOLD: Final = (250, 200, 60, 255)
MUTED: Final = (150, 150, 150, 255)
RED: Final = (230, 70, 60, 255)
PLATE: Final = (18, 22, 28, 235)
PLATE_OUT: Final = (30, 34, 40, 200)
PLATE_W: Final = 156
PLATE_H: Final = 50


@lru_cache(maxsize=8)
def felt(width: int, height: int) -> Image.Image:
    """The room and the oval table; callers copy it before drawing on it."""
    image = Image.new("RGBA", (width, height), ROOM)
    draw = ImageDraw.Draw(image)
    mx, my = width * 0.08, height * 0.12
    draw.ellipse((mx - 14, my - 14, width - mx + 14, height - my + 14), fill=RIM)
    draw.ellipse((mx, my, width - mx, height - my), fill=FELT)
    draw.ellipse((mx + 22, my + 22, width - mx - 22, height - my - 22), outline=FELT_LINE,
                 width=2)
    return image


@lru_cache(maxsize=32)
def seat_places(count: int, width: int, height: int) -> tuple[tuple[int, int], ...]:
    """Centres of `count` seats around the table, seat 0 at the bottom, then clockwise
    (to the left of seat 0 on screen, as players sit round a real table)."""
    cx, cy = width / 2, height / 2
    rx, ry = width * 0.40, height * 0.40
    places = []
    for seat in range(count):
        angle = math.pi / 2 + 2 * math.pi * seat / count
        places.append((round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle))))
    return tuple(places)


def toward(place: tuple[int, int], centre: tuple[int, int], share: float) -> tuple[int, int]:
    """The point `share` of the way from a seat to the centre of the table."""
    return (round(place[0] + (centre[0] - place[0]) * share),
            round(place[1] + (centre[1] - place[1]) * share))


@lru_cache(maxsize=1024)
def plate(name: str, line: str, *, turn: bool = False, out: bool = False,
          note: str = "", note_color: Color = GOLD, sparks: int = 0) -> Image.Image:
    """A seat's plate: the name, a second line (chips), a note (all-in, folded…), a gold
    border on the seat whose turn it is, greyed for a seat out of the hand, and Naiko's
    sparks as small gold diamonds (NK-5.1)."""
    height = PLATE_H + (16 if note else 0)
    image = Image.new("RGBA", (PLATE_W, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, PLATE_W - 1, height - 1), radius=12,
                           fill=PLATE_OUT if out else PLATE,
                           outline=GOLD if turn else (90, 90, 90, 255), width=3 if turn else 1)
    color = MUTED if out else WHITE
    top = label(name, 15, color, bold=True, max_width=PLATE_W - 16)
    image.alpha_composite(top, ((PLATE_W - top.width) // 2, 3))
    second = label(line, 14, GOLD if not out else MUTED)
    image.alpha_composite(second, ((PLATE_W - second.width) // 2, 25))
    if note:
        sprite = label(note, 12, note_color, max_width=PLATE_W - 12)
        image.alpha_composite(sprite, ((PLATE_W - sprite.width) // 2, 45))
    for index in range(sparks):
        x, y = PLATE_W - 12 - index * 11, 8
        draw.polygon([(x, y - 5), (x + 4, y), (x, y + 5), (x - 4, y)], fill=GOLD)
    return image


@lru_cache(maxsize=256)
def chip_label(text: str) -> Image.Image:
    """A bet in front of a seat: a chip and its amount."""
    sprite = label(text, 14, WHITE, bold=True)
    image = Image.new("RGBA", (sprite.width + 26, max(sprite.height, 20)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    mid = image.height // 2
    draw.ellipse((2, mid - 9, 20, mid + 9), fill=(200, 40, 40, 255), outline=WHITE, width=2)
    image.alpha_composite(sprite, (24, (image.height - sprite.height) // 2))
    return image


@lru_cache(maxsize=4)
def dealer_button(size: int = 24) -> Image.Image:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((0, 0, size - 1, size - 1), fill=WHITE,
                                  outline=(40, 40, 40, 255), width=2)
    letter = label("D", round(size * 0.6), (20, 20, 20, 255), bold=True)
    image.alpha_composite(letter, ((size - letter.width) // 2, (size - letter.height) // 2))
    return image


def paste_centered(canvas: Image.Image, sprite: Image.Image, x: int, y: int) -> None:
    canvas.alpha_composite(sprite, (max(0, x - sprite.width // 2),
                                    max(0, y - sprite.height // 2)))
