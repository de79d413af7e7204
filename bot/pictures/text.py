"""Text in pictures: the shipped fonts (`fonts/`, SIL OFL 1.1), one chosen per string by its
script, shaped by raqm when Pillow has it (Persian joined and laid right to left, Devanagari
conjuncts and vowel signs), and cached as small sprites so a redraw does not shape again.

Pillow's wheels bring raqm and HarfBuzz but load FriBiDi from the system (Debian: libfribidi0)
at run time. Without it `shaping()` is False: Latin runs are laid out by Pillow's basic engine
(exact for them), and Persian and Devanagari runs are shaped by HarfBuzz and drawn by FreeType
here (`glyphs.py`), in the same display order; a line in the log says so once.
"""

from __future__ import annotations

import logging
from enum import Enum
from functools import cache, lru_cache
from pathlib import Path
from typing import Final

from PIL import Image, ImageChops, ImageDraw, ImageFont, features

from bot.pictures import glyphs
from bot.pictures.bidi import strip_controls, visual

log = logging.getLogger(__name__)

FONT_DIR: Final = Path(__file__).with_name("fonts")
Color = tuple[int, int, int] | tuple[int, int, int, int]


class Script(Enum):
    LATIN = "NotoSans-Regular.ttf"
    LATIN_BOLD = "NotoSans-Bold.ttf"
    DEVANAGARI = "NotoSansDevanagari-Regular.ttf"
    ARABIC = "NotoSansArabic-Regular.ttf"


def script_of(char: str) -> Script | None:
    """The font a letter needs beyond Latin: Arabic script (Persian) or Devanagari."""
    point = ord(char)
    if 0x0600 <= point <= 0x06FF or 0xFB50 <= point <= 0xFEFF or 0x0750 <= point <= 0x077F:
        return Script.ARABIC
    if 0x0900 <= point <= 0x097F or 0xA8E0 <= point <= 0xA8FF:
        return Script.DEVANAGARI
    return None


@cache
def shaping() -> bool:
    """True when Pillow can shape complex scripts (raqm with its FriBiDi)."""
    available = bool(features.check("raqm"))
    if not available:
        log.warning("pictures: raqm (libfribidi) is not available; Persian and Devanagari "
                    "are shaped by HarfBuzz and drawn by FreeType instead")
    return available


@cache
def font(script: Script, size: int) -> ImageFont.FreeTypeFont:
    engine = ImageFont.Layout.RAQM if shaping() else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_DIR / script.value), size, layout_engine=engine)


def runs(text: str, *, bold: bool = False,
         rtl: bool | None = None) -> list[tuple[str, Script, bool]]:
    """The text in display order as (logical text, font, right to left) runs: each run one
    font (its script's; Latin for the rest) and one direction. Spaces and joiners stay in the
    run around them, so a Persian phrase is shaped as one. `rtl`: the line's direction when
    known (a sentence in the reader's language), else its first strong letter's."""
    latin = Script.LATIN_BOLD if bold else Script.LATIN
    out: list[tuple[list[str], Script, bool]] = []
    previous: Script | None = None
    for char, level in visual(strip_controls(text), mirror=not shaping(), rtl=rtl):
        script = script_of(char)
        if script is None:
            keep = previous is not None and (char.isspace() or char in "\u200c\u200d")
            script = previous if keep and previous is not None else latin
        rtl = level % 2 == 1
        if out and out[-1][1] == script and out[-1][2] == rtl:
            out[-1][0].append(char)
        else:
            out.append(([char], script, rtl))
        previous = script
    # A right-to-left run was reversed for display: shape it in logical order.
    return [("".join(reversed(chars)) if rtl else "".join(chars), script, rtl)
            for chars, script, rtl in out]


def text_width(text: str, size: int, *, bold: bool = False) -> float:
    return sum(_run_length(run, script, size, rtl) for run, script, rtl in runs(text, bold=bold))


def _own_shaping(script: Script) -> bool:
    """True when the run is shaped here (`glyphs.py`) rather than by Pillow."""
    return not shaping() and script in _COMPLEX


_COMPLEX: Final = frozenset({Script.ARABIC, Script.DEVANAGARI})


def _run_length(run: str, script: Script, size: int, rtl: bool) -> float:
    if _own_shaping(script):
        return glyphs.run_width(run, FONT_DIR / script.value, size, rtl)
    face = font(script, size)
    if shaping():
        return float(face.getlength(run, direction="rtl" if rtl else "ltr"))
    return float(face.getlength(run[::-1] if rtl else run))


@lru_cache(maxsize=4096)
def label(text: str, size: int, color: Color, *, bold: bool = False,
          max_width: int = 0, rtl: bool | None = None) -> Image.Image:
    """A string drawn once on a transparent sprite, cut with "…" to `max_width` (0: no limit).
    Cached: names, stacks and labels repeat from one state to the next."""
    shown = strip_controls(text)
    if max_width and text_width(shown, size, bold=bold) > max_width:
        while shown and text_width(shown + "…", size, bold=bold) > max_width:
            shown = shown[:-1]
        shown = shown.rstrip() + "…"
    pieces = runs(shown, bold=bold, rtl=rtl)
    ascent = max([font(script, size).getmetrics()[0] for _, script, _ in pieces] or [size])
    descent = max([font(script, size).getmetrics()[1] for _, script, _ in pieces] or [0])
    lengths = [_run_length(run, script, size, rtl) for run, script, rtl in pieces]
    sprite = Image.new("RGBA", (max(1, round(sum(lengths)) + 4), ascent + descent),
                       (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    shaped: Image.Image | None = None  # coverage of the runs shaped here (no raqm)
    x = 2.0
    for (run, script, backward), length in zip(pieces, lengths, strict=True):
        if _own_shaping(script):
            shaped = shaped or Image.new("L", sprite.size, 0)
            glyphs.draw_run(shaped, run, FONT_DIR / script.value, size, backward, x=x,
                            baseline=ascent)
        elif shaping():
            draw.text((x, ascent), run, font=font(script, size), fill=color, anchor="ls",
                      direction="rtl" if backward else "ltr")
        else:  # Latin without raqm: the basic layout, in display order
            draw.text((x, ascent), run[::-1] if backward else run, font=font(script, size),
                      fill=color, anchor="ls")
        x += length
    if shaped is not None:
        ink = Image.new("RGBA", sprite.size, color)
        alpha = color[3] if len(color) == 4 else 255
        ink.putalpha(ImageChops.multiply(shaped, Image.new("L", sprite.size, alpha)))
        sprite.alpha_composite(ink)
    return sprite


def paste_label(canvas: Image.Image, sprite: Image.Image, x: int, y: int,
                anchor: str = "mm") -> tuple[int, int, int, int]:
    """Paste a label sprite with its anchor ("mm" centre, "lm" left-middle, "rm" right-middle,
    "mt" centre-top) at (x, y); returns the box it covers."""
    width, height = sprite.size
    left = {"l": x, "m": x - width // 2, "r": x - width}[anchor[0]]
    top = {"t": y, "m": y - height // 2, "b": y - height}[anchor[1]]
    canvas.alpha_composite(sprite, (max(0, left), max(0, top)))
    return left, top, left + width, top + height
