"""Long polling end to end (updates fetched with getUpdates from the fake server), a challenge
by @mention, and a player who never started the bot: cards come by alert, never by the group."""

from __future__ import annotations

from typing import Any

from bot.render.cards import face
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    only_match,
)


async def test_polling_challenge_by_mention_and_cards_by_alert(running: Any, api: Any) -> None:
    async with running() as bot:
        await bot.poll()
        api.push(api.message_update(GROUP, BOB, "hi all"))  # the bot learns @bob
        api.push(api.message_update(GROUP, ALICE, "/updown @bob"))
        await api.wait_until(lambda: any(
            m.text.startswith("Alice challenges Bob") for m in api.chat_messages(GROUP_ID)
        ))
        offer = api.last_message(GROUP_ID)
        accept = api.click_update(BOB, offer, button(offer, EN.t("chat-accept")))
        api.push(accept)
        await api.wait_until(lambda: any(
            m.text.startswith(EN.t("chat-ud-title", deal=1)) for m in api.chat_messages(GROUP_ID)
        ))
        table = api.last_message(GROUP_ID)
        # Neither player pressed Start: both DMs were refused (403), nothing else was sent.
        await api.wait_until(lambda: len([e for e in api.errors if e[0] == "sendMessage"]) == 2)
        assert api.chat_messages(ALICE["id"]) == [] and api.chat_messages(BOB["id"]) == []

        click = api.click_update(BOB, table, button(table, EN.t("chat-my-cards")))
        api.push(click)
        await api.wait_until(lambda: click["callback_query"]["id"] in api.callback_answers)
        alert = api.answer_to(click)
        assert alert["show_alert"] is True
        hand = only_match(bot).state.private_view(1)["hand"]
        assert alert["text"] == FI.t(
            "chat-ud-hand", deal=1, cards=f"1) {face(hand[0])}  2) {face(hand[1])}"
        )
        assert len(alert["text"]) <= 200
        for message in api.chat_messages(GROUP_ID):
            for text in message.history:
                assert alert["text"] not in text

        # A deep link opens the DM: the next /start sends the cards privately.
        assert table.buttons()[-1]["url"] == "https://t.me/felt_test_bot?start=c1"
        api.dm_open.add(BOB["id"])
        api.push(api.message_update({"id": BOB["id"], "type": "private"}, BOB, "/start c1"))
        await api.wait_until(lambda: len(api.chat_messages(BOB["id"])) == 2)
        assert api.chat_messages(BOB["id"])[1].text == alert["text"]
