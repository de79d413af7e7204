"""A neutral view model: what to show, never how. Adapters render it per platform.

Per-game renderers turn an engine's `public_view()` / `private_view(seat)` into a `TableView`
(the channel's message) and `PrivateView`s (one per seat, sent only to its owner). Every string
is a message key with parameters, translated at render time in the viewer's language;
`render_text` and `render_plain` do that for text front ends and tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Final, Literal

from babel.lists import format_list

from bot.i18n import Localizer

MAX_COMMAND_ID_BYTES: Final = 64  # Telegram's callback_data limit (Discord allows 100)

ButtonStyle = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True, slots=True)
class Text:
    """A message key and its parameters; a parameter may itself be a `Text` (translated first)
    or `Alternatives` (joined the reader's way)."""

    key: str
    params: Mapping[str, str | int | Fraction | Decimal | Text | Alternatives] = field(
        default_factory=dict)


@dataclass(frozen=True, slots=True)
class Alternatives:
    """Choices as one parameter: "A, B, or C" in English, "A، B، یا C" in Persian (Babel's
    list of alternatives for the reader's locale)."""

    items: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CardList:
    """Cards in a row: engine card codes (`engine/cards.py`), then `hidden` face-down cards."""

    cards: tuple[str, ...]
    hidden: int = 0
    label: Text | None = None

    def __post_init__(self) -> None:
        if self.hidden < 0:
            raise ValueError("a card list cannot hide a negative number of cards")


Line = Text | CardList


@dataclass(frozen=True, slots=True)
class Button:
    """A clickable choice. `command_id` is opaque to the adapter (see `bot.callbacks`)."""

    label_key: str
    command_id: str
    params: Mapping[str, str | int | Fraction | Decimal | Text] = field(default_factory=dict)
    style: ButtonStyle = "secondary"
    row: int = 0
    enabled: bool = True

    def __post_init__(self) -> None:
        if not self.command_id.isascii() or not 0 < len(self.command_id) <= MAX_COMMAND_ID_BYTES:
            raise ValueError(f"command ids are 1-{MAX_COMMAND_ID_BYTES} ASCII bytes")

    @property
    def label(self) -> Text:
        return Text(self.label_key, self.params)


@dataclass(frozen=True, slots=True)
class TableView:
    """What everyone in the channel sees for one match."""

    match_id: int
    lines: tuple[Line, ...]
    buttons: tuple[Button, ...] = ()


@dataclass(frozen=True, slots=True)
class PrivateView:
    """What one seat alone sees (its cards, its choices). Never shown to anyone else."""

    match_id: int
    seat: int
    lines: tuple[Line, ...]
    buttons: tuple[Button, ...] = ()


def render_text(text: Text, localizer: Localizer) -> str:
    params = {name: _param(value, localizer) for name, value in text.params.items()}
    return localizer.t(text.key, **params)


def _param(value: str | int | Fraction | Decimal | Text | Alternatives, localizer: Localizer
           ) -> str | int | Fraction | Decimal:
    if isinstance(value, Text):
        return render_text(value, localizer)
    if isinstance(value, Alternatives):
        return format_list(list(value.items), style="or", locale=localizer.locale)
    return value


def render_plain(view: TableView | PrivateView, localizer: Localizer) -> list[str]:
    """Lines of plain text (cards as their codes, "??" for face-down): for consoles and tests."""
    lines = []
    for line in view.lines:
        if isinstance(line, Text):
            lines.append(render_text(line, localizer))
            continue
        cards = " ".join([*line.cards, *["??"] * line.hidden])
        label = "" if line.label is None else render_text(line.label, localizer) + " "
        lines.append(label + cards)
    for button in view.buttons:
        mark = "" if button.enabled else " (-)"
        lines.append(f"[{render_text(button.label, localizer)}]{mark}")
    return lines
