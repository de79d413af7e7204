"""How a front end names the people at a table: one name per seat, and several in a sentence.

Names are user data, shown as they are (an adapter escapes them for its markup first). A
computer seat carries the `seat-bot` mark (NK-8.3); with several computers at one table
(As-Nas) each is numbered by its seat, so readers can tell them apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from babel.lists import format_list

from bot.i18n import Localizer


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
