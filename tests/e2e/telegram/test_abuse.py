"""Issue 14's holes (items 6, 7, 11): edited messages never re-run a command, messages sent as a
chat (anonymous admins, channels) or by a bot take no seat, and names from Telegram are cleaned
before anyone else reads them."""

from __future__ import annotations

from typing import Any

from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    current_table,
    only_match,
    runtime,
)

# The shared users Telegram names as the sender of an anonymous admin's or a channel's message.
ANONYMOUS_ADMIN = {"id": 1087968824, "is_bot": True, "first_name": "Group",
                   "username": "GroupAnonymousBot"}
CHANNEL_BOT = {"id": 136817688, "is_bot": True, "first_name": "Channel", "username": "Channel_Bot"}
CHANNEL = {"id": -1009876, "type": "channel", "title": "Felt news"}


def as_chat(update: dict[str, Any], sender_chat: dict[str, Any]) -> dict[str, Any]:
    update["message"]["sender_chat"] = sender_chat
    return update


async def test_an_edited_command_is_not_run_again(running: Any, api: Any) -> None:
    async with running(opponent="always-call") as bot:
        old = await bot.say(GROUP, ALICE, "hello")
        mark = len(api.calls)
        # Editing an old message into /updown starts nothing.
        await bot.feed(api.edited_update(old, "/updown"))
        assert list(runtime(bot).service.registry) == []
        assert api.calls[mark:] == []

        first = await bot.say(GROUP, ALICE, "/updown")
        assert len(list(runtime(bot).service.registry)) == 1
        cancel = await bot.say(GROUP, ALICE, "/cancel")
        assert list(runtime(bot).service.registry) == []
        await bot.say(GROUP, ALICE, "/updown")
        live = only_match(bot)
        mark = len(api.calls)
        # Editing the old /updown does not open a second match; editing the old /cancel does
        # not cancel the newer one.
        await bot.feed(api.edited_update(first, "/updown "))
        await bot.feed(api.edited_update(cancel, "/cancel "))
        assert only_match(bot) is live and live.state.seq == only_match(bot).state.seq
        assert api.calls[mark:] == []


async def test_an_edited_amount_reply_is_not_applied_twice(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        await bot.click(BOB, table, button(table, EN.t("chat-lock-slot", slot=1)))
        table = await current_table(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-other-amount")))
        question = api.last_message(GROUP_ID)
        live = only_match(bot)
        legal = [o for o in live.state.private_view(0)["legal"] if "min" in o]
        seq = live.state.seq
        reply = api.message_update(GROUP, ALICE, "not a number", reply_to=question)
        await bot.feed(reply)
        assert only_match(bot).state.seq == seq
        mark = len(api.calls)
        await bot.feed(api.edited_update(reply, str(legal[0]["min"])))
        assert only_match(bot).state.seq == seq
        assert api.calls[mark:] == []


async def test_anonymous_admins_channels_and_bots_take_no_seat(running: Any, api: Any) -> None:
    async with running(opponent="always-call") as bot:
        hint = EN.t("tg-post-as-yourself")
        for sender, chat in ((ANONYMOUS_ADMIN, GROUP), (CHANNEL_BOT, CHANNEL)):
            for command in ("/updown", "/asnas", "/holdem", "/table"):
                await bot.feed(as_chat(api.message_update(GROUP, sender, command), chat))
                assert api.last_message(GROUP_ID).text == hint, (sender, command)
        other_bot = {"id": 777, "is_bot": True, "first_name": "Spam", "username": "spam_bot"}
        await bot.say(GROUP, other_bot, "/updown")
        assert api.last_message(GROUP_ID).text == hint
        assert list(runtime(bot).service.registry) == []
        assert list(runtime(bot).desk.cash) == []
        store = runtime(bot).store
        for who in (ANONYMOUS_ADMIN, CHANNEL_BOT, other_bot):
            assert await store._scalar(  # no account was opened for them either
                "SELECT COUNT(*) FROM players WHERE external_id = ?", (str(who["id"]),)
            ) == 0
        # A person replying to an anonymous admin's message cannot challenge "them".
        update = api.message_update(GROUP, ALICE, "/updown", reply_to_user=ANONYMOUS_ADMIN)
        update["message"]["reply_to_message"]["sender_chat"] = GROUP
        await bot.feed(update)
        assert api.last_message(GROUP_ID).text == EN.t("tg-challenge-whom")


async def test_names_lose_bidi_controls_and_marks_that_pass_for_a_computer(
    running: Any, api: Any
) -> None:
    sneaky = {"id": 44, "is_bot": False, "first_name": "\u202eeciL", "last_name": "Felt (BOT)",
              "language_code": "en"}
    async with running(opponent="always-call") as bot:
        await bot.say(GROUP, sneaky, "/updown")
        table = await current_table(bot, api)
        names = [line.split(":")[0] for line in table.text.splitlines() if ":" in line]
        assert "eciL Felt" in names, table.text
        assert "\u202e" not in table.text
        # Only the computer seat carries the mark.
        assert table.text.count(EN.t("seat-bot", name="")[-5:]) == 1
        await bot.click(sneaky, table, button(table, EN.t("chat-lock-slot", slot=1)))
        table = await current_table(bot, api)
        await bot.click(sneaky, table, button(table, EN.t("chat-other-amount")))
        question = api.calls_to("sendMessage")[-1]
        assert "\u202e" not in question["text"] and "(BOT)" not in question["text"]
        assert "eciL Felt" in question["text"]
        # A challenge names both players cleaned too.
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=sneaky)
        offer = api.last_message(GROUP_ID)
        assert offer.text == EN.t("chat-challenge", challenger="Alice", opponent="eciL Felt",
                                  stake=20)
