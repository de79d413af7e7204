"""Localization: Fluent messages from `locale/<lang>.ftl`, numbers and fractions through Babel.

One `Localizer` per request (the viewer's language), never a global locale. A message missing
in a language falls back to English and is logged once; a message missing everywhere renders as
its id, so a gap is visible but never crashes a table.

Placeables are wrapped in Unicode isolation marks (FSI … PDI) for right-to-left languages, so a
Latin name or a number keeps its shape inside Persian text; left-to-right languages render
without marks by default. `Localizer.plain` never adds them (Discord command names, logs).
Integers use the locale's own digits (Persian ۱۲۳) and grouping.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from babel import Locale
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone, FluentType
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import ast as ftl

from engine.errors import RuleError

log = logging.getLogger(__name__)

DEFAULT_LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
FALLBACK = "en"
FSI, PDI = "\u2068", "\u2069"

# Babel formats with Latin digits and leaves transliteration to the caller.
_DIGITS = {
    "arab": "٠١٢٣٤٥٦٧٨٩",
    "arabext": "۰۱۲۳۴۵۶۷۸۹",
    "beng": "০১২৩৪৫৬৭৮৯",
    "deva": "०१२३४५६७८९",
}

ParamValue = str | int | Fraction | Decimal | float


def languages(locale_dir: Path | None = None) -> tuple[str, ...]:
    """The shipped languages (one `.ftl` file each), English first."""
    return _languages_in(DEFAULT_LOCALE_DIR if locale_dir is None else locale_dir)


@functools.cache
def _languages_in(folder: Path) -> tuple[str, ...]:
    found = sorted(path.stem for path in folder.glob("*.ftl"))
    return tuple(sorted(found, key=lambda lang: lang != FALLBACK))


def negotiate(requested: str | None, default: str = FALLBACK,
              locale_dir: Path | None = None) -> str:
    """The shipped language for a platform locale ("fa-IR", "en_US", "hi"), else `default`."""
    if requested:
        base = requested.replace("_", "-").split("-")[0].lower()
        if base in languages(locale_dir):
            return base
    return default


def action_key(kind: str) -> str:
    """The message id of an engine verb's button label: "all_in" -> "action-all-in"."""
    return "action-" + kind.replace("_", "-")


def localize_digits(text: str, locale: Locale) -> str:
    digits = _DIGITS.get(locale.default_numbering_system)
    return text.translate(str.maketrans("0123456789", digits)) if digits else text


def format_integer(value: int, locale: Locale) -> str:
    text = format_decimal(value, locale=locale, numbering_system="default")
    return localize_digits(text, locale)


class _LocalInt(FluentInt):
    """An integer that Fluent prints in the locale's own digits (plural selection unchanged)."""

    def format(self, locale: Locale) -> str:
        if self.options == self.default_number_format_options:
            return format_integer(int(self), locale)
        return localize_digits(super().format(locale), locale)


class _Bundle(FluentBundle):
    """A bundle that keeps arguments already converted to Fluent types.

    `FluentBundle.format_pattern` re-wraps every int as a plain `FluentInt`, which would drop
    `_LocalInt`'s digits; this is the same resolution with that one conversion skipped.
    """

    def format_pattern(
        self, pattern: Any, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        fluent_args = {
            name: value if isinstance(value, FluentType) else native_to_fluent(value)
            for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=fluent_args), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as error:
            errors.append(error)
            result = "{???}"
        return result, errors


class Localizer:
    """Messages, numbers and fractions in one language.

    `Localizer("fa").t("pot", amount=40)` -> "پات: ۴۰" (with FSI/PDI around ۴۰). Unknown
    languages fall back to
    English. `isolating` None means: isolate placeables in right-to-left languages only.
    """

    def __init__(
        self, lang: str, *, locale_dir: Path | None = None, isolating: bool | None = None
    ) -> None:
        self.locale_dir = DEFAULT_LOCALE_DIR if locale_dir is None else locale_dir
        self.lang = negotiate(lang, FALLBACK, self.locale_dir)
        self.locale = Locale.parse(self.lang)
        self.rtl = self.locale.text_direction == "rtl"
        self.isolating = self.rtl if isolating is None else isolating
        self._bundle = _bundle(self.locale_dir, self.lang, self.isolating)

    @property
    def plain(self) -> Localizer:
        """The same language without bidi isolation marks."""
        return Localizer(self.lang, locale_dir=self.locale_dir, isolating=False)

    def has(self, key: str) -> bool:
        message_id = key.split(".", 1)[0]
        return self._bundle.has_message(message_id)

    def t(self, key: str, /, **params: ParamValue) -> str:
        """Format message `key` (or `message.attribute`) with named parameters."""
        bundle = self._bundle
        if not self.has(key):
            _log_missing(self.lang, key)
            bundle = _bundle(self.locale_dir, FALLBACK, self.isolating)
        pattern = _pattern(bundle, key)
        if pattern is None:
            if bundle is self._bundle or self.lang == FALLBACK:
                _log_missing(FALLBACK, key)
            return key
        result, errors = bundle.format_pattern(pattern, self._fluent_args(params))
        for error in errors:
            log.warning("message %s in %s: %s", key, self.lang, error)
        return str(result)

    def error(self, error: RuleError) -> str:
        """The player-facing text of a rule or bot refusal.

        Keys without a message are developer-facing (a corrupt snapshot, a bad configuration):
        the player gets the short apology of `error-internal` instead of a raw key.
        """
        if not self.has(error.key) and not _bundle(
            self.locale_dir, FALLBACK, self.isolating
        ).has_message(error.key):
            log.error("refusal without a message: %s", error)
            return self.t("error-internal")
        return self.t(error.key, **error.params)

    def number(self, value: int) -> str:
        """An integer with the locale's digits and grouping ("1,234"; Persian "۱٬۲۳۴")."""
        return format_integer(value, self.locale)

    def fraction(self, value: Fraction) -> str:
        """An exact fraction as "7/3" in the locale's digits; whole values as integers."""
        if value.denominator == 1:
            return self.number(value.numerator)
        sign = "-" if value < 0 else ""
        return f"{sign}{self.number(abs(value.numerator))}/{self.number(value.denominator)}"

    def _fluent_args(self, params: Mapping[str, ParamValue]) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for name, value in params.items():
            if isinstance(value, bool):
                args[name] = str(value)
            elif isinstance(value, int):
                args[name] = _LocalInt(value)
            elif isinstance(value, Fraction):
                whole = value.denominator == 1
                args[name] = _LocalInt(value.numerator) if whole else self.fraction(value)
            elif isinstance(value, Decimal):  # the locale's separators and digits ("۳٫۵")
                text = format_decimal(value, locale=self.locale, numbering_system="default")
                args[name] = localize_digits(text, self.locale)
            else:
                args[name] = value
        return args


def _pattern(bundle: FluentBundle, key: str) -> Any:
    message_id, _, attribute = key.partition(".")
    if not bundle.has_message(message_id):
        return None
    message = bundle.get_message(message_id)
    if attribute:
        return message.attributes.get(attribute)
    return message.value


_missing_logged: set[tuple[str, str]] = set()


def _log_missing(lang: str, key: str) -> None:
    if (lang, key) not in _missing_logged:
        _missing_logged.add((lang, key))
        log.warning("message %r is missing in %s", key, lang)


@functools.cache
def _bundle(locale_dir: Path, lang: str, isolating: bool) -> _Bundle:
    path = locale_dir / f"{lang}.ftl"
    bundle = _Bundle([lang], use_isolating=isolating)
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        log.error("no message file %s", path)
        return bundle
    resource = FluentResource(source)
    for entry in resource.body:
        if isinstance(entry, ftl.Junk):
            log.error("syntax error in %s: %s", path, (entry.content or "").strip()[:80])
    bundle.add_resource(resource)
    return bundle
