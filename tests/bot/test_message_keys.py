"""Every refusal key the application and the shared betting code raise has an English message
(and so, by test_locale, one in every language), with the parameters the code passes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.i18n import DEFAULT_LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
ERROR_CLASSES = {"IllegalAction", "RuleError", "BotError", "InvalidState", "__init__"}
# Developer-facing keys: a corrupt snapshot or a wrong configuration, never a player's doing;
# the adapters show error-internal for them.
INTERNAL = {
    "error-betting-structure",
    "error-blinds",
    "error-card-not-asnas",
    "error-card-not-french",
    "error-deck-invalid",
    "error-hand-rank",
    "error-hand-size",
    "error-poker-variant",
    "error-seat-count",
    "error-state-corrupt",
}


def raised_keys(path: Path) -> dict[str, set[str]]:
    """Message keys passed as the first argument of an error constructor, with keyword names."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(
            node.func, "id", ""
        )
        first = node.args[0]
        if name in ERROR_CLASSES and isinstance(first, ast.Constant) and isinstance(
            first.value, str
        ) and first.value.startswith("error-"):
            found.setdefault(first.value, set()).update(k.arg for k in node.keywords if k.arg)
    return found


def sources() -> list[Path]:
    return [*sorted((ROOT / "bot").rglob("*.py")), *sorted((ROOT / "engine").rglob("*.py"))]


def english_variables() -> dict[str, set[str]]:
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl
    from fluent.syntax.visitor import Visitor

    class Variables(Visitor):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.names: set[str] = set()

        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            self.names.add(node.id.name)

    resource = FluentParser().parse((DEFAULT_LOCALE_DIR / "en.ftl").read_text("utf-8"))
    messages = {}
    for entry in resource.body:
        if isinstance(entry, ftl.Message):
            visitor = Variables()
            visitor.visit(entry)
            messages[entry.id.name] = visitor.names
    return messages


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_raised_keys_have_english_messages(path: Path) -> None:
    english = english_variables()
    for key, params in raised_keys(path).items():
        if key in INTERNAL:
            continue
        assert key in english, f"{key} (raised in {path.name}) is missing from en.ftl"
        assert english[key] <= params, f"{key} uses variables the code does not pass"


def test_internal_keys_become_an_apology() -> None:
    from bot.i18n import Localizer
    from engine.errors import InvalidState

    for lang in ("en", "fa"):
        localizer = Localizer(lang)
        assert localizer.error(InvalidState("error-state-corrupt", detail="x")) == localizer.t(
            "error-internal"
        )


def test_the_scan_sees_the_bot_errors() -> None:
    keys = raised_keys(ROOT / "bot" / "errors.py")
    assert keys["error-insufficient-balance"] == {"balance"}
    assert "error-stale-command" in keys
