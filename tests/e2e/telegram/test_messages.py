"""The table message is edited in place, never with a no-op, and re-posted when it cannot be
edited; private messages fall back on 403. Real PTB `Bot` against the fake Bot API."""

from __future__ import annotations

from typing import Any

import pytest
from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from tests.e2e.telegram.fake_bot_api import ApiError
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    FI,
    GROUP,
    GROUP_ID,
    TableBoard,
    private_chat,
)


def keyboard(label: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=label)]])


def methods(api: Any, since: int) -> list[str]:
    return [name for name, _ in api.calls[since:]]


async def test_one_message_per_deal_edited_in_place(running: Any, api: Any) -> None:
    async with running() as bot:
        board = TableBoard(bot.app.bot_data["feltbot"])
        first = await board.show(7, 1, GROUP_ID, "deal 1: lock", keyboard("lock"))
        mark = len(api.calls)
        second = await board.show(7, 1, GROUP_ID, "deal 1: bet", keyboard("bet"))
        assert second.message_id == first.message_id
        assert methods(api, mark) == ["editMessageText"]
        assert api.messages[(GROUP_ID, first.message_id)].text == "deal 1: bet"

        # Showing the same thing again costs no request at all.
        mark = len(api.calls)
        assert await board.show(7, 1, GROUP_ID, "deal 1: bet", keyboard("bet")) == second
        assert methods(api, mark) == []

        # The finished deal's message loses its buttons, then the next deal gets its own (the
        # shared board's policy on every platform: old buttons never stay live).
        third = await board.show(7, 2, GROUP_ID, "deal 2: lock", keyboard("lock"))
        assert third.message_id != first.message_id
        assert methods(api, mark) == ["editMessageReplyMarkup", "sendMessage"]
        assert api.messages[(GROUP_ID, first.message_id)].reply_markup is None


async def test_not_modified_is_ignored(running: Any, api: Any) -> None:
    async with running() as bot:
        board = TableBoard(bot.app.bot_data["feltbot"])
        posted = await board.show(8, 1, GROUP_ID, "same", None)
        # Our memory says something else is shown (say, a lost write): Telegram refuses the
        # identical edit with "message is not modified", which is success for us.
        await bot.app.bot_data["feltbot"].kv.put(
            "tg-table", 8, {"deal_no": 1, "chat_id": GROUP_ID,
                            "message_id": posted.message_id, "digest": "stale"},
        )
        mark = len(api.calls)
        again = await board.show(8, 1, GROUP_ID, "same", None)
        assert again.message_id == posted.message_id
        assert methods(api, mark) == ["editMessageText"]
        assert api.errors[-1][1].startswith("Bad Request: message is not modified")
        assert len(api.chat_messages(GROUP_ID)) == 1


async def test_uneditable_message_is_replaced_by_a_fresh_one(running: Any, api: Any) -> None:
    async with running() as bot:
        board = TableBoard(bot.app.bot_data["feltbot"])
        old = await board.show(9, 1, GROUP_ID, "before", keyboard("a"))
        api.messages[(GROUP_ID, old.message_id)].editable = False  # too old to edit
        new = await board.show(9, 1, GROUP_ID, "after", keyboard("b"))
        assert new.message_id != old.message_id
        assert api.messages[(GROUP_ID, new.message_id)].text == "after"
        # Deleted by someone: a fresh one as well.
        del api.messages[(GROUP_ID, new.message_id)]
        newest = await board.show(9, 1, GROUP_ID, "later", keyboard("c"))
        assert newest.message_id not in {old.message_id, new.message_id}


async def test_table_message_is_remembered_across_a_restart(running: Any, api: Any) -> None:
    async with running() as bot:
        posted = await TableBoard(bot.app.bot_data["feltbot"]).show(5, 3, GROUP_ID, "x", None)
    async with running() as bot:
        mark = len(api.calls)
        again = await TableBoard(bot.app.bot_data["feltbot"]).show(5, 3, GROUP_ID, "y", None)
        assert again.message_id == posted.message_id
        assert methods(api, mark) == ["editMessageText"]


async def test_private_message_falls_back_on_403(running: Any, api: Any) -> None:
    async with running() as bot:
        dm = bot.app.bot_data["feltbot"].dm
        assert await dm.send(ALICE["id"], "cards") is False  # never pressed Start: 403
        assert api.errors[-1] == (
            "sendMessage", "Forbidden: bot can't initiate conversation with a user"
        )
        mark = len(api.calls)
        assert await dm.send(ALICE["id"], "cards") is False  # remembered: no second 403
        assert methods(api, mark) == []
        await dm.opened(ALICE["id"])
        api.dm_open.add(ALICE["id"])
        assert await dm.send(ALICE["id"], "cards") is True
        assert api.last_message(ALICE["id"]).text == "cards"


async def test_flood_limit_is_waited_out_by_the_rate_limiter(
    running: Any, api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PTB 22 warns about retry_after's future type unless opted in to timedelta now.
    monkeypatch.setenv("PTB_TIMEDELTA", "1")
    async with running() as bot:
        api.fail_next["sendMessage"] = [
            ApiError(429, "Too Many Requests: retry after 1", retry_after=1)
        ]
        posted = await TableBoard(bot.app.bot_data["feltbot"]).show(3, 1, GROUP_ID, "table", None)
        assert api.errors[-1] == ("sendMessage", "Too Many Requests: retry after 1")
        assert api.messages[(GROUP_ID, posted.message_id)].text == "table"
        assert len(api.calls_to("sendMessage")) == 2  # refused once, then sent


async def test_an_update_without_a_language_keeps_the_one_known(running: Any,
                                                                 api: Any) -> None:
    """Telegram leaves `language_code` out of some updates: Bob's cards still come by DM in
    the language his client said before (Finnish), not in the default."""
    api.dm_open.add(BOB["id"])
    async with running() as bot:
        await bot.say(private_chat(BOB), BOB, "/start")
        unsaid = {key: value for key, value in BOB.items() if key != "language_code"}
        await bot.say(GROUP, unsaid, "/holdem")
        cards = api.last_message(BOB["id"])
        finnish = FI.t("poker-hole", hand=1, cards="").split(" · ")[0]  # "Jako 1"
        assert cards.text.startswith(f"{finnish} · "), cards.text
