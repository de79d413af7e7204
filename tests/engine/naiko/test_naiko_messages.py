"""Every refusal key the Naiko engine raises has an English message (and so, by test_locale,
one in every language) that uses only the parameters the engine passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_message_keys import INTERNAL, ROOT, english_variables, raised_keys

SOURCES = sorted((ROOT / "engine" / "naiko").glob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_naiko_refusal_keys_have_english_messages(path: Path) -> None:
    english = english_variables()
    for key, params in raised_keys(path).items():
        if key in INTERNAL:
            continue
        assert key in english, f"{key} (raised in {path.name}) is missing from en.ftl"
        assert english[key] <= params, f"{key} uses variables the code does not pass"


def test_the_scan_sees_the_power_refusals() -> None:
    keys = raised_keys(ROOT / "engine" / "naiko" / "state.py")
    assert keys["error-power-no-sparks"] == {"cost", "sparks"}
    assert len([key for key in keys if "anchor" in key]) == 5
