"""Reading a chip amount typed by a person, in any script, as the bot prints numbers.

One parser for every front end (console, Telegram replies, Discord modals, command
arguments). A person may type the digits of any script ("12", "۱۲", "१२"), and may group
thousands the way the bot prints them ("1,357", "1 357", "1.357", "۱٬۳۵۷", "1 357" with a
no-break or thin space). Everything else is refused: superscripts and circled digits ("²",
"①") that `str.isdigit` accepts but `int` does not, Python's own "1_0", signs, fractions,
and numbers longer than any table could hold (a person pasting ten thousand digits gets a
refusal, not a slow conversion).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

# Longer than any stack the ledger can hold; keeps int() conversion trivially cheap.
MAX_DIGITS = 15
BEYOND_ANY_STACK: Final[int] = 10**MAX_DIGITS  # what `parse_bet` reads a longer number as

# Separators Babel prints between groups of three, in the four locales and their neighbours:
# comma, full stop, apostrophe, Arabic thousands separator, and the spaces (plain, no-break,
# narrow no-break, thin).
_GROUP_SEPARATORS = ",.'\u066c\u00a0\u202f\u2009 "
_GROUPED = re.compile(r"\d{1,3}(?:[" + re.escape(_GROUP_SEPARATORS) + r"]\d{3})+")
# Indian grouping (१२,३४,५६७ / 12,34,567): twos before the last three.
_INDIAN = re.compile(r"\d{1,2}(?:,\d{2})*,\d{3}")
# Invisible direction marks a right-to-left text field may wrap around a number.
_BIDI_MARKS = "\u200e\u200f\u061c\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d\u202e"
_MARKS = dict.fromkeys(map(ord, _BIDI_MARKS))


def parse_amount(text: str) -> int | None:
    """A non-negative whole number written with decimal digits of one script, optionally
    grouped in thousands; None for anything else."""
    digits = _digits(text)
    return None if digits is None or len(digits) > MAX_DIGITS else _value(digits)


def parse_bet(text: str) -> int | None:
    """As `parse_amount`, for an amount checked against a range (a move's bet or raise, a
    buy-in): a number too long for any stack reads as `BEYOND_ANY_STACK`, so that the range
    check answers with the range ("from 20 to 500") instead of calling it no number."""
    digits = _digits(text)
    if digits is None:
        return None
    return BEYOND_ANY_STACK if len(digits) > MAX_DIGITS else _value(digits)


def _value(digits: str) -> int:
    return int("".join(str(unicodedata.decimal(char)) for char in digits))


def _digits(text: str) -> str | None:
    """The digits of a number as typed (direction marks and one kind of thousands separator
    taken out), all of one script; None when it is not a number."""
    word = text.translate(_MARKS).strip()
    if not word:
        return None
    if not all(char.isdecimal() for char in word):
        if len(word) > MAX_DIGITS * 2 or not (_GROUPED.fullmatch(word)
                                              or _INDIAN.fullmatch(word)):
            return None
        # One separator throughout: "1,234.567" is not a grouping the bot prints.
        separators = {char for char in word if not char.isdecimal()}
        if len(separators) != 1:
            return None
        word = "".join(char for char in word if char.isdecimal())
    return word if _one_script(word) else None


def _one_script(digits: str) -> bool:
    """All digits from one block of ten ("1۲" mixes Latin and Persian: a typo, not a number)."""
    zeros = {ord(char) - unicodedata.decimal(char) for char in digits}
    return len(zeros) == 1
