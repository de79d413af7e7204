"""bot.amounts.parse_amount: digits of any script, the bot's own grouping, nothing else; and
`parse_bet`, which reads a number too long for any stack as more than any stack."""

from __future__ import annotations

import pytest
from babel import Locale
from hypothesis import given
from hypothesis import strategies as st

from bot.amounts import BEYOND_ANY_STACK, MAX_DIGITS, parse_amount, parse_bet
from bot.i18n import format_integer


@pytest.mark.parametrize(
    ("typed", "value"),
    [
        ("12", 12), (" 12 ", 12), ("0", 0), ("۱۲", 12), ("१२", 12), ("١٢", 12),
        ("1,357", 1357), ("1 357", 1357), ("1\u00a0357", 1357), ("1\u202f357", 1357),
        ("1.357", 1357), ("۱٬۳۵۷", 1357), ("12,34,567", 1234567), ("1,000,000", 1000000),
        ("\u200e1,000", 1000), ("\u2068۱۲\u2069", 12),
    ],
)
def test_accepted(typed: str, value: int) -> None:
    assert parse_amount(typed) == value


@pytest.mark.parametrize(
    "typed",
    ["", " ", "²", "①", "⁵⁵", "1²", "1_0", "-5", "+5", "1.5", "12,5", "1,2345", "1,234.567",
     "abc", "1۲", "9" * (MAX_DIGITS + 1), "9" * 5000, "1e3", "0x10", "1 2", "１２x"],
)
def test_refused(typed: str) -> None:
    assert parse_amount(typed) is None


@given(st.integers(min_value=0, max_value=10**12), st.sampled_from(["en", "hi", "fa", "fi"]))
def test_reads_what_the_bot_prints(value: int, lang: str) -> None:
    assert parse_amount(format_integer(value, Locale.parse(lang))) == value


@pytest.mark.parametrize("typed", ["9" * (MAX_DIGITS + 1), "9" * 5000, "۹" * 40,
                                   "999,999,999,999,999,999", "\u200e" + "1" * 30])
def test_a_bet_too_long_for_any_stack_reads_as_beyond_any_stack(typed: str) -> None:
    """So that the move answers with its range, not "please enter a whole number"."""
    assert parse_bet(typed) == BEYOND_ANY_STACK


@pytest.mark.parametrize("typed", ["", "abc", "1۲", "-5", "1.5", "1_0", "²", "1,234.567"])
def test_a_bet_that_is_no_number_is_still_none(typed: str) -> None:
    assert parse_bet(typed) is None


@given(st.integers(min_value=0, max_value=10**MAX_DIGITS - 1))
def test_a_bet_in_reach_reads_as_its_amount(value: int) -> None:
    assert parse_bet(str(value)) == value == parse_amount(str(value))
