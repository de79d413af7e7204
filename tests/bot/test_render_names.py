"""Seat names and name lists shared by the chat adapters: a computer seat is marked BOT
(NK-8.3) and numbered by seat when several sit at one table; lists join the reader's way."""

from __future__ import annotations

from bot.i18n import FSI, PDI, Localizer
from bot.render.names import names_list, seat_names

EN = Localizer("en")


def plain(text: str) -> str:
    return text.replace(FSI, "").replace(PDI, "")


def test_nk_8_3_one_computer_is_marked_bot_without_a_number() -> None:
    names = seat_names(["Ann", None], "Felt", EN)
    assert [plain(name) for name in names] == ["Ann", "Felt (BOT)"]
    assert names[1] == EN.t("seat-bot", name="Felt")


def test_nk_8_3_several_computers_are_numbered_by_seat() -> None:
    names = seat_names([None, "Ann", None, None], "Felt", EN)
    assert [plain(name) for name in names] == [
        "Felt 1 (BOT)", "Ann", "Felt 3 (BOT)", "Felt 4 (BOT)"
    ]


def test_names_list_is_the_readers_way() -> None:
    assert names_list([], EN) == ""
    assert names_list(["Ann"], EN) == "Ann"
    assert names_list(["Ann", "Bob", "Cy"], EN) == "Ann, Bob, and Cy"
    assert "،" in names_list(["Ann", "Bob", "Cy"], Localizer("fa"))
    assert names_list(["Ann", "Bob"], Localizer("fi")) == "Ann ja Bob"
