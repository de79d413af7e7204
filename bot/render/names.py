"""How a front end names the people at a table: one name per seat, and several in a sentence.

Names are user data: a front end passes each through `clean_name` where it takes it from the
platform, then escapes it for its markup (escaping may add format characters, such as
Discord's zero-width space after "@", that cleaning would strip again). A
computer seat carries the `seat-bot` mark (NK-8.3); with several computers at one table
(As-Nas) each is numbered by its seat, so readers can tell them apart.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from babel.lists import format_list

from bot.i18n import Localizer

MAX_NAME_LENGTH = 32
# A bracketed word at the end ("Felt (BOT)", "Ann [bot]", "Ann（ربات）"): only computer seats
# are marked, so a person's name must not end in anything that looks like the mark.
_BRACKETS = "()[]{}（）【】<>"
_MARK_LIKE = re.compile(r"\s*[(\[{（【][^()\[\]{}（）【】<>]*[)\]}）】]\s*$")
_NO_BRACKETS = dict.fromkeys(map(ord, _BRACKETS))


def clean_name(name: str, fallback: str = "?") -> str:
    """A person's name made safe to show to others: no control or format characters (bidi
    overrides and isolates, zero-width joiners used to fake spacing), no line breaks, runs of
    spaces folded, at most MAX_NAME_LENGTH characters, and no brackets at all: a trailing
    bracketed word is dropped ("Felt (BOT)" -> "Felt") and other brackets are removed, so no
    name can end in something that passes for a computer seat's "(BOT)" mark however it is
    nested ("A (BOT))"), nor carry mention syntax ("<@id>"). Markup escaping stays the
    adapter's job."""
    kept = "".join(
        " " if char.isspace() else char
        for char in name
        if char.isspace() or unicodedata.category(char) not in ("Cc", "Cf", "Cs", "Co", "Cn")
    )
    text = " ".join(kept.split())
    while _MARK_LIKE.search(text):
        text = _MARK_LIKE.sub("", text)
    text = " ".join(text.translate(_NO_BRACKETS).split())[:MAX_NAME_LENGTH].strip()
    return text or fallback


def seat_names(people: Sequence[str | None], computer: str, text: Localizer) -> list[str]:
    """Each seat's name: a person's own (`people[seat]`), or for None the `computer` name
    marked BOT, numbered by seat ("Felt 2 (BOT)") when more than one seat is a computer."""
    several = sum(name is None for name in people) > 1
    out: list[str] = []
    for seat, name in enumerate(people):
        if name is not None:
            out.append(name)
            continue
        bot = f"{computer} {seat + 1}" if several else computer
        out.append(text.t("seat-bot", name=bot))
    return out


def names_list(names: Sequence[str], text: Localizer) -> str:
    """Names joined the reader's way ("Ann, Bob and Cy"; Persian "،"); "" for none."""
    return format_list(list(names), locale=text.locale) if names else ""
