"""The neutral view model and its plain rendering."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bot.i18n import Localizer
from bot.views import Button, CardList, PrivateView, TableView, Text, render_plain, render_text


def test_nested_text_is_translated_first() -> None:
    persian = Localizer("fa").plain
    text = Text("turn-of", {"name": Text("seat-bot", {"name": "Robo"})})
    assert render_text(text, Localizer("en")) == "Turn: Robo (BOT)"
    assert render_text(text, persian) == "نوبت: Robo (ربات)"


def test_plain_rendering_of_a_table() -> None:
    view = TableView(
        match_id=3,
        lines=(Text("pot", {"amount": 40}), CardList(("As", "Kh"), hidden=2,
                                                     label=Text("stack", {"amount": 7}))),
        buttons=(Button("action-call-amount", "a.3.1.4.call", {"amount": 10}, style="primary"),
                 Button("action-fold", "a.3.1.4.fold", enabled=False)),
    )
    assert render_plain(view, Localizer("en")) == [
        "Pot: 40", "Stack: 7 As Kh ?? ??", "[Call 10]", "[Fold] (-)"
    ]
    private = PrivateView(match_id=3, seat=1, lines=(Text("pot", {"amount": Fraction(7, 3)}),))
    assert render_plain(private, Localizer("fa").plain) == ["پات: ۷/۳"]


@pytest.mark.parametrize("command_id", ["", "x" * 65, "ناشناس"])
def test_command_ids_fit_every_platform(command_id: str) -> None:
    with pytest.raises(ValueError, match="ASCII"):
        Button("action-check", command_id)


def test_card_list_rejects_negative_hidden() -> None:
    with pytest.raises(ValueError, match="negative"):
        CardList((), hidden=-1)
