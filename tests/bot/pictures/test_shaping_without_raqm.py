"""Persian and Devanagari on a machine without FriBiDi (so without raqm): runs shaped by
HarfBuzz and drawn by FreeType (`bot.pictures.glyphs`). Checked by the glyphs chosen (joined
letter forms, the lam-alef ligature, a conjunct as one glyph, a vowel sign moved before its
consonant, no missing glyph), and by rendered widths: joined text narrower than its letters
apart, and as wide as raqm lays it; once in this process with raqm switched off, once in a
child process that really cannot load libfribidi."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import PIL
import pytest
from PIL import features

from bot.pictures import glyphs
from bot.pictures import text as module
from bot.pictures.text import FONT_DIR, Script

BLACK = (0, 0, 0, 255)
ARABIC = FONT_DIR / Script.ARABIC.value
DEVANAGARI = FONT_DIR / Script.DEVANAGARI.value
NAMES = ("مریم", "علی رضایی", "پیمان گلی", "ژاله", "لاله", "Ann (ربات)", "پات: ۵۸۰",
         "अनिल", "क्षत्रिय", "श्री हिंदी")
PERSIAN_LETTERS = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی"
ROOT = Path(__file__).resolve().parents[3]


def gids(run: str, path: Path, rtl: bool) -> list[int]:
    return [glyph.gid for glyph in glyphs.shape(run, path, 30, rtl)[0]]


def test_joined_persian_letters_take_their_contextual_forms() -> None:
    shaped = gids("مریم", ARABIC, True)  # drawn left to right: the word's end first
    alone = [gids(letter, ARABIC, True)[0] for letter in "مریم"]
    assert len(shaped) == 4 and not set(shaped) & set(alone)  # no letter kept its isolated form
    assert gids("م", ARABIC, True) != shaped[-1:]  # the first letter, rightmost, joins on


def test_lam_alef_is_one_ligature_and_a_non_joiner_parts_letters() -> None:
    assert len(gids("لا", ARABIC, True)) == 1
    parted = gids("ب\u200cب", ARABIC, True)
    joined = gids("بب", ARABIC, True)
    assert parted[0] != joined[0] and parted[-1] != joined[-1]


def test_a_conjunct_is_one_glyph_and_a_vowel_sign_goes_before_its_consonant() -> None:
    assert len(gids("क्ष", DEVANAGARI, False)) == 1  # क + ् + ष
    ki, _ = glyphs.shape("कि", DEVANAGARI, 30, False)
    ka = gids("क", DEVANAGARI, False)[0]
    assert [glyph.gid for glyph in ki][-1] == ka and ki[0].gid != ka  # ि drawn first


def test_no_letter_of_persian_or_devanagari_is_missing_from_the_shipped_fonts() -> None:
    for letter in PERSIAN_LETTERS:
        for word in (letter, "ب" + letter, "ب" + letter + "ب", letter + "ب"):
            assert 0 not in gids(word, ARABIC, True), word  # 0: .notdef
    for word in ("अनिल", "क्षत्रिय", "श्री", "हिंदी", "ड़", "ज्ञ"):
        assert 0 not in gids(word, DEVANAGARI, False), word


def widths() -> list[int]:
    return [module.label(name, 30, BLACK).width for name in NAMES]


def apart() -> list[int]:
    """Each character alone, the sprites' 4 px margins taken off."""
    return [sum(module.label(char, 30, BLACK).width - 4 for char in name if not char.isspace())
            for name in NAMES]


@pytest.fixture
def without_raqm(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def cleared() -> None:
        module.font.cache_clear()
        module.label.cache_clear()

    cleared()
    monkeypatch.setattr(module, "shaping", lambda: False)
    yield
    monkeypatch.undo()
    cleared()


def complex_script(name: str) -> bool:
    return any(module.script_of(char) for char in name)


@pytest.mark.usefixtures("without_raqm")
def test_without_raqm_names_are_drawn_shaped_and_inked() -> None:
    for name, width, alone in zip(NAMES, widths(), apart(), strict=True):
        if complex_script(name):
            assert width < alone, name
        sprite = module.label(name, 30, (255, 255, 255, 255))
        assert sprite.getbbox() is not None, name


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow without raqm (libfribidi)")
def test_without_raqm_text_is_as_wide_as_raqm_lays_it(monkeypatch: pytest.MonkeyPatch) -> None:
    module.label.cache_clear()
    shaped = widths()
    module.font.cache_clear()
    module.label.cache_clear()
    monkeypatch.setattr(module, "shaping", lambda: False)
    try:
        fallback = widths()
    finally:
        monkeypatch.undo()
        module.font.cache_clear()
        module.label.cache_clear()
    for name, raqm, own in zip(NAMES, shaped, fallback, strict=True):
        assert abs(raqm - own) <= 1, (name, raqm, own)


CHILD = """
import json, logging
from PIL import features
from bot.pictures import text
logging.basicConfig()
names = json.loads(input())
print(json.dumps({
    "raqm": bool(features.check("raqm")),
    "shaping": text.shaping(),
    "widths": [text.label(n, 30, (0, 0, 0, 255)).width for n in names],
}))
"""


def hidden_fribidi(folder: Path) -> Path | None:
    """A folder whose libfribidi.so.0 is a shared library without FriBiDi's functions: put
    first on LD_LIBRARY_PATH, Pillow's loader opens it, misses its symbols and goes without
    raqm, exactly as on a machine that lacks the library. None where Pillow brings no
    libraries of its own to borrow (not a Linux wheel)."""
    libs = Path(PIL.__file__).resolve().parent.parent / "pillow.libs"
    candidates = sorted(libs.glob("*.so*"), key=lambda lib: lib.stat().st_size)
    if not candidates:
        return None
    shutil.copy(candidates[0], folder / "libfribidi.so.0")
    return folder


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow without raqm (libfribidi)")
def test_a_process_without_libfribidi_lays_text_out_as_raqm_does(tmp_path: Path) -> None:
    folder = hidden_fribidi(tmp_path)
    if folder is None:
        pytest.skip("Pillow is not a Linux wheel with its own libraries")
    env = {**os.environ, "LD_LIBRARY_PATH": str(folder), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CHILD], input=json.dumps(NAMES), env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    result = json.loads(done.stdout)
    assert result["raqm"] is False and result["shaping"] is False
    assert "shaped by HarfBuzz" in done.stderr  # said once
    module.label.cache_clear()
    for name, raqm, own in zip(NAMES, widths(), result["widths"], strict=True):
        assert abs(raqm - own) <= 1, (name, raqm, own)
