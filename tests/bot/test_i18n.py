"""The Localizer: fallback, numbers and fractions per locale, isolation, negotiation."""

from __future__ import annotations

import logging
from fractions import Fraction
from pathlib import Path

import pytest

from bot.errors import InsufficientBalance
from bot.i18n import FSI, PDI, Localizer, action_key, languages, negotiate
from engine.errors import IllegalAction


@pytest.fixture
def locale_dir(tmp_path: Path) -> Path:
    (tmp_path / "en.ftl").write_text(
        "hello = Hello, { $name }!\n"
        "only-english = Only in English ({ $n })\n"
        "command = balance\n    .description = Show your chips\n",
        encoding="utf-8",
    )
    (tmp_path / "fa.ftl").write_text(
        "hello = سلام { $name }!\ncommand = موجودی\n    .description = ژتون‌های شما\n",
        encoding="utf-8",
    )
    return tmp_path


def test_missing_key_falls_back_to_english_and_is_logged(
    locale_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    persian = Localizer("fa", locale_dir=locale_dir)
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        text = persian.t("only-english", n=3)
    # The English sentence with English digits, still isolated inside the Persian table.
    assert text == f"Only in English ({FSI}3{PDI})"
    assert "'only-english' is missing in fa" in caplog.text


def test_key_missing_everywhere_renders_its_id(
    locale_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.i18n"):
        assert Localizer("en", locale_dir=locale_dir).t("no-such-key") == "no-such-key"
    assert "'no-such-key' is missing in en" in caplog.text


def test_attributes_and_plain_variant(locale_dir: Path) -> None:
    persian = Localizer("fa", locale_dir=locale_dir)
    assert persian.t("command.description") == "ژتون‌های شما"
    assert persian.plain.t("hello", name="Ali") == "سلام Ali!"
    assert persian.t("hello", name="Ali") == f"سلام {FSI}Ali{PDI}!"
    assert Localizer("en", locale_dir=locale_dir).t("hello", name="Ali") == "Hello, Ali!"
    assert Localizer("en", locale_dir=locale_dir, isolating=True).t("hello", name="Ali") == (
        f"Hello, {FSI}Ali{PDI}!"
    )


def test_unknown_language_falls_back_to_english() -> None:
    assert Localizer("de").lang == "en"
    assert Localizer("fa-IR").lang == "fa"
    assert negotiate("hi_IN") == "hi"
    assert negotiate("pt-BR", default="fi") == "fi"
    assert negotiate(None) == "en"
    assert languages()[0] == "en"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "1,234,567"), ("hi", "12,34,567"), ("fi", "1\xa0234\xa0567"), ("fa", "۱٬۲۳۴٬۵۶۷")],
)
def test_number_uses_locale_digits_and_grouping(lang: str, expected: str) -> None:
    assert Localizer(lang).number(1234567) == expected


@pytest.mark.parametrize(
    ("lang", "value", "expected"),
    [
        ("en", Fraction(7, 3), "7/3"),
        ("en", Fraction(-7, 3), "-7/3"),
        ("en", Fraction(6, 3), "2"),
        ("fa", Fraction(7, 3), "۷/۳"),
        ("hi", Fraction(1, 2), "1/2"),
        ("fi", Fraction(1234, 5), "1\xa0234/5"),
    ],
)
def test_fraction_is_exact(lang: str, value: Fraction, expected: str) -> None:
    assert Localizer(lang).fraction(value) == expected


def test_fraction_and_integer_parameters() -> None:
    english = Localizer("en")
    assert english.t("error-amount-out-of-range", min=Fraction(7, 3), max=Fraction(9)) == (
        "Enter an amount from 7/3 to 9."
    )
    assert english.t("balance", amount=Fraction(1)) == "Your balance: 1 chip"


def test_errors_translate_in_one_place() -> None:
    assert Localizer("fi").error(IllegalAction("error-not-your-turn")) == "Ei ole sinun vuorosi."
    assert Localizer("en").error(InsufficientBalance(balance=12)) == (
        "Not enough chips: your balance is 12."
    )


def test_action_keys_exist_for_engine_verbs() -> None:
    english = Localizer("en")
    for kind in ("check", "bet", "call", "raise", "fold", "all_in", "lock"):
        assert english.has(action_key(kind)), kind
    assert english.t(action_key("all_in")) == "All-in"
