"""Every shipped message file: same ids and variables as English, real translations, formats
cleanly, Persian isolated right to left, plurals by CLDR. Games' keys are checked the same way."""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

from bot.i18n import DEFAULT_LOCALE_DIR, FSI, PDI, Localizer, languages

TRANSLATIONS = ("hi", "fa", "fi")
# Messages whose text may equal the English one: placeholders-only and proper nouns.
SAME_AS_ENGLISH_ALLOWED: frozenset[str] = frozenset()
CLDR_NAMES = frozenset({"zero", "one", "two", "few", "many"})
NUMBER_SAMPLES = (0, 1, 2, 3, 5, 11, 21, 101, 1234)


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


class _Selects(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        super().__init__()
        self.found: list[ast.SelectExpression] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.found.append(node)
        self.generic_visit(node)


@cache
def parsed(lang: str) -> dict[str, ast.Message]:
    resource = FluentParser().parse((DEFAULT_LOCALE_DIR / f"{lang}.ftl").read_text("utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}.ftl has syntax errors: {junk}"
    messages: dict[str, ast.Message] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            assert entry.id.name not in messages, f"{lang}.ftl defines {entry.id.name} twice"
            messages[entry.id.name] = entry
    return messages


def variables(node: ast.BaseNode) -> set[str]:
    visitor = _Variables()
    visitor.visit(node)
    return visitor.names


def parts(message: ast.Message) -> dict[str | None, ast.Pattern]:
    """The message value (key None) and its attributes."""
    found: dict[str | None, ast.Pattern] = {}
    if message.value is not None:
        found[None] = message.value
    for attribute in message.attributes:
        found[attribute.id.name] = attribute.value
    return found


@cache
def bundle(lang: str) -> FluentBundle:
    made = FluentBundle([lang], use_isolating=False)
    made.add_resource(FluentResource((DEFAULT_LOCALE_DIR / f"{lang}.ftl").read_text("utf-8")))
    return made


def render(lang: str, key: str, attribute: str | None, args: dict[str, object]) -> str:
    message = bundle(lang).get_message(key)
    pattern = message.value if attribute is None else message.attributes[attribute]
    text, errors = bundle(lang).format_pattern(pattern, args)
    assert not errors, f"{lang} {key}: {errors}"
    return str(text)


def test_seed_languages_are_shipped() -> None:
    assert languages() == ("en", "fa", "fi", "hi")


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_same_ids_and_variables_as_english(lang: str) -> None:
    english, other = parsed("en"), parsed(lang)
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}.ftl"
    assert sorted(set(other) - set(english)) == [], f"{lang}.ftl has ids English lacks"
    for key, message in english.items():
        theirs = parts(other[key])
        assert set(theirs) == set(parts(message)), f"{lang} {key}: attributes differ"
        for name, pattern in parts(message).items():
            assert variables(theirs[name]) == variables(pattern), f"{lang} {key}.{name}"


@pytest.mark.parametrize("lang", ("en", *TRANSLATIONS))
def test_every_message_formats_without_errors(lang: str) -> None:
    for key, message in parsed(lang).items():
        for attribute, pattern in parts(message).items():
            for sample in NUMBER_SAMPLES:
                args: dict[str, object] = dict.fromkeys(variables(pattern), sample)
                text = render(lang, key, attribute, args)
                assert text.strip(), f"{lang} {key} renders empty"
                assert "{" not in text and "???" not in text, f"{lang} {key}: {text}"


def _letters(text: str) -> str:
    return "".join(char for char in text if char.isalpha())


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translations_are_not_english_copies(lang: str) -> None:
    english = parsed("en")
    copies = []
    for key, message in english.items():
        if key in SAME_AS_ENGLISH_ALLOWED:
            continue
        for attribute, pattern in parts(message).items():
            args: dict[str, object] = dict.fromkeys(variables(pattern), 7)
            theirs = render(lang, key, attribute, args)
            ours = render("en", key, attribute, args)
            # Only text with words needs translating ("{ $a }/{ $b }" may stay as it is).
            if theirs == ours and _letters(ours.replace("7", "")):
                copies.append(key)
    assert copies == [], f"{lang}.ftl copies English: {copies}"


def _is_rtl_letter(char: str) -> bool:
    return unicodedata.bidirectional(char) in {"R", "AL"}


def test_persian_reads_right_to_left_with_isolated_placeables() -> None:
    persian = Localizer("fa")
    assert persian.rtl and persian.isolating
    for key, message in parsed("fa").items():
        for attribute, pattern in parts(message).items():
            names = variables(pattern)
            full_key = key if attribute is None else f"{key}.{attribute}"
            text = persian.t(full_key, **dict.fromkeys(names, "Ali"))
            letters = _letters(text.replace("Ali", ""))
            if not letters and not _letters(
                    Localizer("en").t(full_key, **dict.fromkeys(names, "Ali")).replace("Ali", "")):
                continue  # only placeables, no words (a name written out as it is)
            assert any(_is_rtl_letter(char) for char in letters), f"fa {full_key}: {text}"
            # Every value shown is wrapped in FSI…PDI (a selector-only variable shows nothing).
            assert "Ali" not in text.replace(f"{FSI}Ali{PDI}", ""), f"fa {full_key}: {text!r}"
            if names and any(isinstance(e, ast.Placeable) and isinstance(
                    e.expression, ast.VariableReference) for e in pattern.elements):
                assert f"{FSI}Ali{PDI}" in text, f"fa {full_key} is not isolated: {text!r}"


def test_persian_numbers_use_persian_digits() -> None:
    assert Localizer("fa").t("pot", amount=1234) == f"پات: {FSI}۱٬۲۳۴{PDI}"
    assert Localizer("fa").plain.t("pot", amount=40) == "پات: ۴۰"


@pytest.mark.parametrize("lang", ("en", *TRANSLATIONS))
def test_plural_variants_are_the_languages_cldr_categories(lang: str) -> None:
    categories = set(Locale.parse(lang).plural_form.tags) | {"other"}
    for key, message in parsed(lang).items():
        visitor = _Selects()
        visitor.visit(message)
        for select in visitor.found:
            keys = {
                variant.key.name for variant in select.variants
                if isinstance(variant.key, ast.Identifier)
            }
            assert any(variant.default for variant in select.variants)
            if isinstance(select.selector, ast.VariableReference) and keys & CLDR_NAMES:
                assert keys <= categories, f"{lang} {key}: {keys - categories} not in CLDR"


@pytest.mark.parametrize(
    ("lang", "count", "expected"),
    [
        ("en", 0, "Your balance: 0 chips"),
        ("en", 1, "Your balance: 1 chip"),
        ("hi", 0, "आपका बैलेंस: 0 चिप"),  # Hindi 0 is "one"
        ("hi", 1, "आपका बैलेंस: 1 चिप"),
        ("hi", 2, "आपका बैलेंस: 2 चिप्स"),
        ("fi", 0, "Saldosi: 0 pelimerkkiä"),
        ("fi", 1, "Saldosi: 1 pelimerkki"),
        ("fi", 21, "Saldosi: 21 pelimerkkiä"),
        ("fa", 0, "موجودی شما: ۰ ژتون"),
        ("fa", 3, "موجودی شما: ۳ ژتون"),
    ],
)
def test_balance_plurals_follow_cldr(lang: str, count: int, expected: str) -> None:
    assert Localizer(lang).plain.t("balance", amount=count) == expected


@pytest.mark.parametrize("lang", ("en", *TRANSLATIONS))
def test_selected_variant_matches_babel_category(lang: str) -> None:
    """For every plural select, the rendered text is the variant of Babel's CLDR category."""
    plural = Locale.parse(lang).plural_form
    for key, message in parsed(lang).items():
        if message.value is None:
            continue
        visitor = _Selects()
        visitor.visit(message.value)
        for select in visitor.found:
            if not isinstance(select.selector, ast.VariableReference):
                continue
            variants = {
                v.key.name: v for v in select.variants if isinstance(v.key, ast.Identifier)
            }
            if "one" not in variants:
                continue
            name = select.selector.id.name
            for count in NUMBER_SAMPLES:
                args: dict[str, object] = dict.fromkeys(variables(message.value), count)
                chosen = variants.get(plural(count)) or next(
                    v for v in select.variants if v.default
                )
                expected = render_variant(lang, chosen.value, args)
                rendered = render(lang, key, None, args)
                if whole_message_is(message.value, select):
                    assert rendered == expected, f"{lang} {key} {name}={count}"
                else:
                    assert expected in rendered, f"{lang} {key} {name}={count}: {rendered}"


def whole_message_is(pattern: ast.Pattern, select: ast.SelectExpression) -> bool:
    only = pattern.elements[0] if len(pattern.elements) == 1 else None
    return isinstance(only, ast.Placeable) and only.expression is select


def render_variant(lang: str, pattern: ast.Pattern, args: dict[str, object]) -> str:
    single = FluentBundle([lang], use_isolating=False)
    single.add_resource(FluentResource(f"variant = {serialize_pattern(pattern)}\n"))
    text, errors = single.format_pattern(single.get_message("variant").value, args)
    assert not errors
    return str(text)


def test_english_header_documents_the_ids() -> None:
    header = Path(DEFAULT_LOCALE_DIR / "en.ftl").read_text("utf-8").split("\n\n", 1)[0]
    assert "stable" in header and "variables" in header
