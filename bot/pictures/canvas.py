"""One composed picture: a canvas that records every card it pastes (face up by code, or the
back), so tests and callers can check what a picture shows without reading pixels; and the
PNG it becomes.

Sizes stay far inside both platforms' limits (Telegram photos: 10 MB, width + height at most
10,000; Discord attachments: 10 MB for a bot without boosts): at most 960 x 600 pixels, a
256-colour PNG of some tens of kilobytes.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Final

from PIL import Image, ImageDraw

from bot.pictures.cards import back, card_size, face
from bot.pictures.text import Color, label, paste_label

MAX_SIDE: Final = 960
Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class CardMark:
    """A card pasted on the picture: `code` None is face down."""

    code: str | None
    box: Box


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    size: tuple[int, int]
    cards: tuple[CardMark, ...]

    @property
    def faces(self) -> tuple[str, ...]:
        """Every card drawn face up, by code."""
        return tuple(mark.code for mark in self.cards if mark.code is not None)

    @property
    def backs(self) -> int:
        return sum(mark.code is None for mark in self.cards)


@dataclass
class Canvas:
    image: Image.Image
    lang: str = "en"
    cards: list[CardMark] = field(default_factory=list)

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.image)

    def card(self, code: str | None, x: int, y: int, width: int) -> Box:
        """Paste a card (its face, or the back for None) with its top-left at (x, y)."""
        sprite = back(width) if code is None else face(code, width, self.lang)
        self.image.alpha_composite(sprite, (x, y))
        w, h = card_size(width)
        box = (x, y, x + w, y + h)
        self.cards.append(CardMark(code, box))
        return box

    def text(self, text: str, x: int, y: int, size: int, color: Color, *,
             anchor: str = "mm", bold: bool = False, max_width: int = 0,
             rtl: bool | None = None) -> Box:
        sprite = label(text, size, color, bold=bold, max_width=max_width, rtl=rtl)
        return paste_label(self.image, sprite, x, y, anchor)

    def picture(self) -> Picture:
        width, height = self.image.size
        if max(width, height) > MAX_SIDE:
            raise ValueError("pictures are at most 960 pixels a side")
        out = io.BytesIO()
        # A 256-colour palette (a table has few colours; text edges keep their steps): a
        # third of the encoding time of true colour and half the bytes (bench/README.md).
        palette = self.image.convert("RGB").quantize(
            256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        palette.save(out, "PNG", compress_level=1)
        return Picture(out.getvalue(), (width, height), tuple(self.cards))
