"""Text in pictures: display order of mixed Persian / Latin lines, one font per script, and
the shaped Persian and Devanagari that raqm gives (skipped, with the reason, without it)."""

from __future__ import annotations

import logging

import pytest
from PIL import features

from bot.i18n import Localizer
from bot.pictures import Picture, attempt
from bot.pictures.bidi import visual
from bot.pictures.poker import own_cards_picture
from bot.pictures.text import Script, label, runs, shaping
from bot.settings import Settings


def shown(text: str) -> str:
    return "".join(char for char, _ in visual(text))


def test_persian_reads_right_to_left_with_numbers_left_to_right() -> None:
    assert shown("پات: ۵۸۰") == "۵۸۰ :تاپ"
    assert shown("بلایندها ۵/۱۰") == "۵/۱۰ اهدنیالب"


def test_a_latin_name_keeps_its_order_and_a_persian_mark_follows_it() -> None:
    assert shown("Felt 2 (ربات)") == "Felt 2 (تابر)"
    assert shown("Ann") == "Ann"


def test_a_persian_sentence_opening_with_a_latin_name_reads_right_to_left_when_told() -> None:
    sentence = "Ann ۲۷ از پات برد."
    told = "".join(char for char, _ in visual(sentence, rtl=True))
    assert told.startswith(".") and told.endswith("Ann ۲۷")  # the full stop at the far left
    assert shown(sentence).startswith("Ann")  # by its first letter alone: a Latin line


def test_runs_use_one_font_per_script_and_keep_persian_logical_for_the_shaper() -> None:
    pieces = runs("Ann (ربات)")
    assert pieces[0] == ("Ann (", Script.LATIN, False)
    assert ("ربات", Script.ARABIC, True) in pieces
    assert [script for _, script, _ in runs("अनिल")] == [Script.DEVANAGARI]


@pytest.mark.skipif(not features.check("raqm"), reason="Pillow without raqm (libfribidi)")
def test_raqm_shapes_persian_joined_and_devanagari_conjuncts() -> None:
    assert shaping()
    # Joined Persian letters are narrower than the same letters apart.
    joined = label("مریم", 30, (0, 0, 0, 255)).width
    apart = sum(label(char, 30, (0, 0, 0, 255)).width for char in "مریم")
    assert joined < apart
    # "क्ष" is one conjunct: narrower than क + ् + ष drawn one by one.
    assert label("क्ष", 30, (0, 0, 0, 255)).width < sum(
        label(char, 30, (0, 0, 0, 255)).width for char in ("क", "ष"))


def test_a_label_has_ink() -> None:
    sprite = label("Väinämöinen", 20, (255, 255, 255, 255))
    assert sprite.getbbox() is not None and sprite.height >= 20


def test_attempt_gives_the_picture_or_none_for_text(caplog: pytest.LogCaptureFixture) -> None:
    def good() -> Picture:
        return own_cards_picture(["As"], Localizer("en"))

    def broken() -> Picture:
        raise OSError("disk full")

    picture = attempt(good)
    assert picture is not None and picture.faces == ("As",)
    assert attempt(good, enabled=False) is None
    with caplog.at_level(logging.ERROR):
        assert attempt(broken) is None
    assert "text version" in caplog.text


def test_table_images_setting_reads_on_and_off(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: object) -> None:
    monkeypatch.chdir(str(tmp_path))
    monkeypatch.setenv("TABLE_IMAGES", "off")
    assert Settings().table_images is False
    monkeypatch.setenv("TABLE_IMAGES", "on")
    assert Settings().table_images is True


def test_without_raqm_text_is_still_drawn_in_display_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fallback when FriBiDi is missing: Pillow's basic layout, runs in display order
    (Persian and Devanagari shaped by HarfBuzz: see test_shaping_without_raqm.py)."""
    from bot.pictures import text as module

    def cleared() -> None:
        module.font.cache_clear()
        module.label.cache_clear()

    cleared()
    monkeypatch.setattr(module, "shaping", lambda: False)
    try:
        sprite = module.label("پات: ۵۸۰", 24, (255, 255, 255, 255))
        assert sprite.getbbox() is not None
        assert module.font(Script.ARABIC, 24).layout_engine == module.ImageFont.Layout.BASIC
    finally:
        monkeypatch.undo()
        cleared()
    assert module.font(Script.ARABIC, 24).layout_engine == module.ImageFont.Layout.RAQM or (
        not features.check("raqm"))
