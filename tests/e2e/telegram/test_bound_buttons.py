"""Issue 14 item 12: a game's button works only on a message in that game's chat. A player's own
valid button (a match's, a poker table's) pressed on a message in another chat is refused and
changes nothing."""

from __future__ import annotations

from typing import Any

from tests.e2e.telegram.fake_bot_api import StoredMessage
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    only_match,
    runtime,
    where_drawn,
)

OTHER_ID = -100777


def elsewhere(message: StoredMessage, chat_id: int = OTHER_ID) -> StoredMessage:
    """The same message and keyboard, shown in another chat."""
    return StoredMessage(chat_id, message.message_id, message.text, message.reply_markup)


async def test_a_match_button_pressed_in_another_chat_is_refused(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        seq = only_match(bot).state.seq
        for label in (EN.t("chat-lock-slot", slot=1), EN.t("chat-my-cards")):
            for chat_id in (OTHER_ID, ALICE["id"]):  # another group, Alice's private chat
                mark = len(api.calls)
                answer = await bot.click(ALICE, elsewhere(table, chat_id), button(table, label))
                assert answer["text"] == EN.t("error-invalid-button") and answer["show_alert"]
                assert [name for name, _ in api.calls[mark:]] == ["answerCallbackQuery"]
        assert only_match(bot).state.seq == seq
        answer = await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        assert "show_alert" not in answer and only_match(bot).state.seq > seq


async def test_a_table_button_pressed_in_another_chat_is_refused(running: Any, api: Any) -> None:
    async with running(table_bots="always-call") as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        (live,) = list(runtime(bot).desk.cash)
        posted = await where_drawn(runtime(bot), live.id)
        message = api.messages[(GROUP_ID, posted.message_id)]
        seq = (live.table.hand_no, live.table.hand_seq)
        for label in (EN.t("action-fold"), EN.t("chat-my-cards")):
            answer = await bot.click(ALICE, elsewhere(message), button(message, label))
            assert answer["text"] == EN.t("error-invalid-button")
        assert (live.table.hand_no, live.table.hand_seq) == seq
        answer = await bot.click(ALICE, message, button(message, EN.t("action-fold")))
        assert "show_alert" not in answer
        assert (live.table.hand_no, live.table.hand_seq) != seq


async def test_a_challenge_accepted_in_another_chat_is_refused(running: Any, api: Any) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        for label in (EN.t("chat-accept"), EN.t("chat-decline")):
            answer = await bot.click(BOB, elsewhere(offer), button(offer, label))
            assert answer["text"] == FI.t("error-invalid-button")
        assert list(runtime(bot).service.registry) == []
        assert len(await runtime(bot).services.book.pending()) == 1
        await bot.click(BOB, offer, button(offer, EN.t("chat-accept")))
        assert len(list(runtime(bot).service.registry)) == 1
