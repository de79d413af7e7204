"""Persian and Devanagari shaped without raqm: HarfBuzz chooses and places the glyphs, FreeType
draws them.

Pillow's wheels bring raqm and HarfBuzz but load FriBiDi from the system at run time (Debian:
libfribidi0; Windows and macOS have none by default), and without it Pillow has only its basic
layout, one glyph per character: Persian letters would stand apart in their isolated forms and
Devanagari conjuncts and vowel signs would fall to pieces. Raqm is FriBiDi (the order of the
runs, which `bidi.py` already gives) plus HarfBuzz (shaping) plus FreeType (drawing), so this
module does the last two itself for one run of one script, with `uharfbuzz` and `freetype-py`
(both ship their own libraries in their wheels): the run is shaped in its direction with the
font's own OpenType rules, and each glyph's bitmap is laid into an 8-bit mask at its position.

Faces are cached per font file (HarfBuzz, in font units) and per file and size (FreeType); the
callers cache the finished labels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import freetype
import numpy as np
import uharfbuzz as hb
from PIL import Image


@dataclass(frozen=True, slots=True)
class Glyph:
    gid: int
    x: float  # pen position plus the glyph's offset, in pixels from the run's start
    y: float  # offset above the baseline, in pixels


@cache
def _shaper(path: Path) -> hb.Font:
    return hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))


@cache
def _drawer(path: Path, size: int) -> freetype.Face:
    face = freetype.Face(str(path))
    face.set_char_size(size * 64)
    return face


@cache
def shape(run: str, path: Path, size: int, rtl: bool) -> tuple[tuple[Glyph, ...], float]:
    """The run's glyphs left to right as they are drawn, and its advance in pixels."""
    font = _shaper(path)
    scale = size / font.face.upem
    buffer = hb.Buffer()
    buffer.add_str(run)
    buffer.guess_segment_properties()
    buffer.direction = "rtl" if rtl else "ltr"
    hb.shape(font, buffer, {})
    glyphs = []
    pen = 0.0
    for info, position in zip(buffer.glyph_infos, buffer.glyph_positions, strict=True):
        glyphs.append(Glyph(int(info.codepoint), pen + position.x_offset * scale,
                            position.y_offset * scale))
        pen += position.x_advance * scale
    return tuple(glyphs), pen


def run_width(run: str, path: Path, size: int, rtl: bool) -> float:
    return shape(run, path, size, rtl)[1]


def draw_run(mask: Image.Image, run: str, path: Path, size: int, rtl: bool, *,
             x: float, baseline: int) -> None:
    """Lay the run's glyphs into `mask` (mode "L", coverage kept at its highest where glyphs
    overlap) with the run starting at `x` on the `baseline` row."""
    face = _drawer(path, size)
    glyphs, _ = shape(run, path, size, rtl)
    canvas = np.asarray(mask).copy()
    height, width = canvas.shape
    for glyph in glyphs:
        face.load_glyph(glyph.gid, freetype.FT_LOAD_RENDER)
        slot = face.glyph
        bitmap = slot.bitmap
        if not bitmap.width or not bitmap.rows:
            continue
        coverage = np.array(bitmap.buffer, dtype=np.uint8).reshape(
            bitmap.rows, bitmap.pitch)[:, :bitmap.width]
        left = round(x + glyph.x) + slot.bitmap_left
        top = baseline - round(glyph.y) - slot.bitmap_top
        x0, y0 = max(0, left), max(0, top)
        x1, y1 = min(width, left + bitmap.width), min(height, top + bitmap.rows)
        if x0 >= x1 or y0 >= y1:
            continue
        part = coverage[y0 - top:y1 - top, x0 - left:x1 - left]
        canvas[y0:y1, x0:x1] = np.maximum(canvas[y0:y1, x0:x1], part)
    mask.paste(Image.fromarray(canvas))
