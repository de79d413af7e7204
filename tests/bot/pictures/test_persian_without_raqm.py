"""Persian on a machine without FriBiDi (so without raqm): letters joined by their contextual
forms before Pillow's basic layout (`bot.pictures.joining`), checked by the forms chosen, by
glyph coverage in the shipped font and by rendered widths; once in this process with the
shaper switched off, once in a child process that really cannot load libfribidi."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import PIL
import pytest
from PIL import ImageFont, features

from bot.pictures import text as module
from bot.pictures.joining import basic_display, joined
from bot.pictures.text import FONT_DIR, Script

BLACK = (0, 0, 0, 255)
NAMES = ("مریم", "علی رضایی", "پیمان گلی", "ژاله", "لاله", "Ann (ربات)", "پات: ۵۸۰")
PERSIAN_LETTERS = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی"
ROOT = Path(__file__).resolve().parents[3]


def presentation(char: str) -> bool:
    return 0xFB50 <= ord(char) <= 0xFDFF or 0xFE70 <= ord(char) <= 0xFEFF


def form(char: str) -> str:
    """INITIAL, MEDIAL, FINAL or ISOLATED, from the presentation form's Unicode name."""
    return unicodedata.name(char).split()[-2]


def test_joined_letters_take_their_initial_medial_and_final_forms() -> None:
    shaped = joined("مریم")
    assert all(presentation(char) for char in shaped)
    assert [form(char) for char in shaped] == [
        "INITIAL", "FINAL", "INITIAL", "FINAL"]  # م‍ر | ی‍م: reh joins only to the right
    assert shaped != "".join(joined(char) for char in "مریم")


def test_lam_alef_is_one_ligature_and_a_non_joiner_parts_letters() -> None:
    assert joined("لا") == "\ufefb"
    shaped = joined("می\u200cخواهم")
    part = shaped.index("\u200c")
    assert form(shaped[part - 1]) == "FINAL" and form(shaped[part + 1]) == "INITIAL"


def test_the_basic_layout_gets_a_persian_run_reversed_and_latin_unchanged() -> None:
    assert basic_display("مریم", True) == joined("مریم")[::-1]
    assert basic_display("Ann", False) == "Ann"


def test_every_form_of_every_persian_letter_is_in_the_shipped_arabic_font() -> None:
    face = ImageFont.truetype(str(FONT_DIR / Script.ARABIC.value), 24,
                              layout_engine=ImageFont.Layout.BASIC)
    missing = bytes(face.getmask("\ue000"))  # a private-use code point: the .notdef box
    for letter in PERSIAN_LETTERS:
        for word in (letter, "ب" + letter, "ب" + letter + "ب", letter + "ب"):
            for char in joined(word):
                assert bytes(face.getmask(char)) != missing, (word, hex(ord(char)))


def widths() -> list[int]:
    return [module.label(name, 30, BLACK).width for name in NAMES]


def apart() -> list[int]:
    """Each letter alone (isolated forms), the sprites' 4 px margins taken off."""
    return [sum(module.label(char, 30, BLACK).width - 4 for char in name if not char.isspace())
            for name in NAMES]


@pytest.fixture
def basic_layout(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def cleared() -> None:
        module.font.cache_clear()
        module.label.cache_clear()

    cleared()
    monkeypatch.setattr(module, "shaping", lambda: False)
    yield
    monkeypatch.undo()
    cleared()


@pytest.mark.usefixtures("basic_layout")
def test_without_raqm_persian_names_are_drawn_joined() -> None:
    assert module.font(Script.ARABIC, 30).layout_engine == ImageFont.Layout.BASIC
    joined_widths, apart_widths = widths(), apart()
    for name, width, alone in zip(NAMES, joined_widths, apart_widths, strict=True):
        if any(module.script_of(char) for char in name):
            assert width < alone, name


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow without raqm (libfribidi)")
def test_the_fallback_lays_persian_as_wide_as_raqm_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
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
    for name, raqm, basic in zip(NAMES, shaped, fallback, strict=True):
        assert abs(raqm - basic) <= 2, (name, raqm, basic)


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
    "apart": [sum(text.label(c, 30, (0, 0, 0, 255)).width - 4 for c in n if not c.isspace())
              for n in names],
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


def test_a_process_without_libfribidi_draws_persian_joined(tmp_path: Path) -> None:
    folder = hidden_fribidi(tmp_path)
    if folder is None:
        pytest.skip("Pillow is not a Linux wheel with its own libraries")
    env = {**os.environ, "LD_LIBRARY_PATH": str(folder), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CHILD], input=json.dumps(NAMES), env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    result = json.loads(done.stdout)
    assert result["raqm"] is False and result["shaping"] is False
    assert "arabic_reshaper" in done.stderr  # the warning, once
    for name, width, alone in zip(NAMES, result["widths"], result["apart"], strict=True):
        if any(module.script_of(char) for char in name):
            assert width < alone, name
