"""bot.render.names.clean_name: what a person's name may carry onto other people's screens."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.render.names import MAX_NAME_LENGTH, clean_name


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("Alice", "Alice"),
        ("\u202eecilA", "ecilA"),  # right-to-left override
        ("Ann\u2066x\u2069", "Annx"),
        ("a\u200db", "ab"),
        ("line\nbreak", "line break"),
        ("  many   spaces ", "many spaces"),
        ("Felt (BOT)", "Felt"),
        ("Felt (ربات)", "Felt"),
        ("Felt [bot] (BOT)", "Felt"),
        ("(BOT)", "?"),
        ("())", "?"),
        ("Ann (BOT))", "Ann BOT"),
        ("Ann (she/her) Lee", "Ann she/her Lee"),
        ("<@123456>", "@123456"),
        ("\u202e", "?"),
        ("مریم", "مریم"),
        ("अनीता", "अनीता"),  # combining vowel signs are kept (category Mc/Mn)
    ],
)
def test_clean_name(raw: str, shown: str) -> None:
    assert clean_name(raw) == shown


@given(st.text(max_size=200))
def test_never_carries_controls_or_marks(raw: str) -> None:
    name = clean_name(raw)
    assert name and len(name) <= MAX_NAME_LENGTH
    assert all(unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn") for c in name)
    assert not any(bracket in name for bracket in "()[]{}（）【】<>")
