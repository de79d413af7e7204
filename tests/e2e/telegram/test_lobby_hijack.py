"""Issue 14 item 8: a second /asnas while a lobby is open in the group is refused; the lobby
people joined stays and starts with them. A lobby nobody started within the challenge expiry
no longer holds the group."""

from __future__ import annotations

from typing import Any

from bot.i18n import Localizer
from tests.e2e.telegram.harness import ALICE, BOB, CAROL, EN, GROUP, GROUP_ID, button, only_match

DAVE = {"id": 55, "is_bot": False, "first_name": "Dave", "language_code": "fa"}


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_a_bystander_cannot_replace_an_open_lobby(running: Any, api: Any) -> None:
    async with running(opponent="always-call") as bot:
        await bot.say(GROUP, ALICE, "/asnas")
        lobby = api.last_message(GROUP_ID)
        for user in (BOB, CAROL):
            await bot.click(user, lobby, button(lobby, EN.t("asnas-lobby-join")))
        lobby = api.messages[(GROUP_ID, lobby.message_id)]
        for user, lang in ((DAVE, "fa"), (ALICE, "en")):  # the host cannot reopen it either
            await bot.say(GROUP, user, "/asnas")
            assert api.last_message(GROUP_ID).text == Localizer(lang).t("asnas-lobby-open")
        assert [m for m in api.chat_messages(GROUP_ID) if m.buttons()] == [lobby]
        answer = await bot.click(ALICE, lobby, button(lobby, EN.t("asnas-lobby-start")))
        assert "show_alert" not in answer
        assert api.messages[(GROUP_ID, lobby.message_id)].text == EN.t(
            "asnas-lobby-started", names="Alice, Bob, and Carol")
        assert sum(seat is not None for seat in only_match(bot).seats) == 3


async def test_a_lobby_nobody_started_expires(running: Any, api: Any, settings: Any) -> None:
    clock = Clock()
    async with running(clock=clock) as bot:
        await bot.say(GROUP, ALICE, "/asnas")
        old = api.last_message(GROUP_ID)
        clock.now += settings.challenge_expiry_s - 1
        await bot.say(GROUP, DAVE, "/asnas")
        assert api.last_message(GROUP_ID).text == Localizer("fa").t("asnas-lobby-open")
        clock.now += 2
        await bot.say(GROUP, DAVE, "/asnas")
        fresh = api.last_message(GROUP_ID)
        assert fresh.text.startswith(EN.t("asnas-lobby", seats=4)) and "1. Dave" in fresh.text
        gone = await bot.click(BOB, old, button(old, EN.t("asnas-lobby-join")))
        assert gone["text"] == Localizer("fi").t("asnas-lobby-gone")
