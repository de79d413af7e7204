"""Printing neutral views as terminal text in the player's language.

Cards are shown by face ("A♥"). In a right-to-left language every inserted value is already
wrapped in Unicode isolation marks by the localizer; card rows and menu numbers get the same
marks here, so a terminal with bidi support lays each line out right to left.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import TextIO

from bot.i18n import FSI, PDI, Localizer
from bot.render.cards import face
from bot.views import Line, PrivateView, Text, render_text


class Screen:
    """Writes to one text stream in one language."""

    def __init__(self, out: TextIO, localizer: Localizer) -> None:
        self.out = out
        self.loc = localizer

    def text(self, text: Text) -> str:
        rendered = render_text(text, self.loc)
        return needed_isolates(rendered) if self.loc.isolating else rendered

    def say(self, text: Text) -> None:
        self.write(self.text(text))

    def say_all(self, texts: Iterable[Text]) -> None:
        for text in texts:
            self.say(text)

    def write(self, line: str = "") -> None:
        self.out.write(line + "\n")
        self.out.flush()

    def prompt(self, text: Text) -> None:
        """A question; the answer is typed on the same line."""
        self.out.write(self.text(text) + " ")
        self.out.flush()

    def view(self, view: PrivateView) -> None:
        self.write()
        for line in view.lines:
            self.write(self.line(line))

    def line(self, line: Line) -> str:
        if isinstance(line, Text):
            return self.text(line)
        cards = "  ".join(self.isolate(face(code)) for code in line.cards)
        hidden = "  ".join(["🂠"] * line.hidden)
        row = " ".join(part for part in (cards, hidden) if part)
        return row if line.label is None else f"{self.text(line.label)} {row}"

    def isolate(self, value: str) -> str:
        return f"{FSI}{value}{PDI}" if self.loc.isolating else value

    def menu_line(self, number: int, label: str) -> str:
        return f"  {self.isolate(self.loc.number(number) + ')')} {label}"


_PAIR = re.compile(f"{FSI}([^{FSI}{PDI}]*){PDI}")
_KEEP_OPEN, _KEEP_CLOSE = "\ue000", "\ue001"  # private-use stand-ins while scanning


def needed_isolates(text: str) -> str:
    """Keep a direction isolate only around text that needs one: a run with left-to-right
    letters or Latin digits (a Latin name, cards like "K♦ 10♥", whose order a
    right-to-left sentence would otherwise turn around). Empty pairs and pairs around Persian
    words or Persian digits are dropped (a terminal shows them as noise)."""

    def keep_or_drop(match: re.Match[str]) -> str:
        inner = match.group(1)
        if any(unicodedata.bidirectional(char) == "L" or "0" <= char <= "9" for char in inner):
            return _KEEP_OPEN + inner + _KEEP_CLOSE
        return inner

    while True:  # innermost pairs first (a name inside a sentence inside a line)
        reduced = _PAIR.sub(keep_or_drop, text)
        if reduced == text:
            break
        text = reduced
    return text.replace(_KEEP_OPEN, FSI).replace(_KEEP_CLOSE, PDI)
