"""Which text functions draw a match of each game (the table message and a player's hand).

The machinery around them (`show.publish`, `messages.TableBoard`, the DM fallback and the shared
keyboard) is the same for every match game; only the words differ.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from adapters.telegram import asnas_table, table
from bot.i18n import Localizer

View = Mapping[str, Any]
TableText = Callable[..., str]  # (view, names, text, deadline=None, *, closed=False)
HandText = Callable[[View, Localizer], str]


@dataclass(frozen=True, slots=True)
class MatchRenderer:
    """`cards_at_deal`: players get their cards by DM when a deal starts (Up/Down); As-Nas
    hands stay hidden even from their owner until they press Look (AN-2.5)."""

    table_text: TableText
    hand_text: HandText
    cards_at_deal: bool


RENDERERS: Final[Mapping[str, MatchRenderer]] = {
    "updown": MatchRenderer(table.table_text, table.hand_text, cards_at_deal=True),
    "asnas": MatchRenderer(asnas_table.table_text, asnas_table.hand_text, cards_at_deal=False),
}


def renderer(game: str) -> MatchRenderer:
    return RENDERERS[game]
