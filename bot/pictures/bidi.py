"""Visual order for one line of mixed text (a Persian label holding a Latin name, a number in
a right-to-left sentence), so each run can be drawn with the font of its script.

A small form of the Unicode bidirectional algorithm, enough for one line without explicit
embeddings: the paragraph takes the direction of its first strong letter (P2, P3); numbers
keep left-to-right order and absorb a separator between two digits or a terminator next to
them (W4, W5); neutrals between two runs of one direction take it, others the paragraph's
(N1, N2; numbers count as right-to-left there); levels (I1, I2) are reversed from the highest
(L2) and brackets mirrored in right-to-left runs (L4). Bidi control characters are dropped:
names arrive cleaned, and Fluent's isolation marks only matter to text renderers.
"""

from __future__ import annotations

import unicodedata
from typing import Final

_CONTROLS: Final = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_RTL: Final = frozenset({"R", "AL"})
_NUMBER: Final = frozenset({"EN", "AN"})
_MIRROR: Final = dict(zip("()[]{}<>«»", ")(][}{><»«", strict=True))


def strip_controls(text: str) -> str:
    return "".join(char for char in text if char not in _CONTROLS)


def base_rtl(text: str) -> bool:
    """True when the first strong letter is right-to-left."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind == "L":
            return False
        if kind in _RTL:
            return True
    return False


def _kinds(text: str, rtl: bool) -> list[str]:
    """Each character as "L", "R", "N" (number) or "" (neutral), after W4, W5 and W7."""
    raw = [unicodedata.bidirectional(char) for char in text]
    kinds = ["L" if k == "L" else "R" if k in _RTL else "N" if k in _NUMBER else "" for k in raw]
    strong = "R" if rtl else "L"
    for index, kind in enumerate(raw):  # W7: a European number after a Latin letter is Latin
        if kind in ("L", "R", "AL"):
            strong = "L" if kind == "L" else "R"
        elif kind == "EN" and strong == "L":
            kinds[index] = "L"
    for index in range(1, len(text) - 1):  # W4: one separator between two digits
        if raw[index] in ("CS", "ES") and kinds[index - 1] == "N" and kinds[index + 1] == "N":
            kinds[index] = "N"
    for index, kind in enumerate(raw):  # W5: terminators (%, currency) next to digits
        if kind == "ET" and ((index and kinds[index - 1] == "N")
                             or (index + 1 < len(text) and kinds[index + 1] == "N")):
            kinds[index] = "N"
    return kinds


def levels(text: str, rtl: bool | None = None) -> list[int]:
    """The embedding level of each character (even: left to right); the paragraph's direction
    is `rtl` when given (a sentence of a right-to-left language that opens with a Latin name),
    else its first strong letter's."""
    rtl = base_rtl(text) if rtl is None else rtl
    kinds = _kinds(text, rtl)
    base = "R" if rtl else "L"
    resolved = list(kinds)
    index = 0
    while index < len(kinds):  # N1, N2: a run of neutrals between two strong sides
        if kinds[index]:
            index += 1
            continue
        end = index
        while end < len(kinds) and not kinds[end]:
            end += 1
        before = base if index == 0 else ("R" if kinds[index - 1] in "RN" else "L")
        after = base if end == len(kinds) else ("R" if kinds[end] in "RN" else "L")
        for position in range(index, end):
            resolved[position] = before if before == after else base
        index = end
    out: list[int] = []
    last_strong = base
    for kind in resolved:
        if rtl:
            out.append(1 if kind == "R" else 2)
        elif kind == "N":
            out.append(2 if last_strong == "R" else 0)
        else:
            out.append(1 if kind == "R" else 0)
        if kind in ("L", "R"):
            last_strong = kind
    return out


def visual(text: str, *, mirror: bool = True,
           rtl: bool | None = None) -> list[tuple[str, int]]:
    """(character, level) pairs in display order, left to right (L2); `mirror` False leaves
    brackets to a shaper that mirrors right-to-left runs itself (raqm); `rtl` as in `levels`."""
    pairs = list(zip(text, levels(text, rtl), strict=True))
    if not pairs:
        return []
    for level in range(max(lvl for _, lvl in pairs), 0, -1):
        index = 0
        while index < len(pairs):
            if pairs[index][1] < level:
                index += 1
                continue
            end = index
            while end < len(pairs) and pairs[end][1] >= level:
                end += 1
            pairs[index:end] = reversed(pairs[index:end])
            index = end
    # L4: a bracket in a right-to-left run shows its mirror image.
    if not mirror:
        return pairs
    return [(_MIRROR.get(char, char) if level % 2 else char, level) for char, level in pairs]
