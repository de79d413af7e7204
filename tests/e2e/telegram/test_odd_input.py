"""Issue 14 item 10: odd input never raises. Non-ASCII button data is a forged button; command
arguments and "Other amount" replies are read with `bot.amounts.parse_amount` (digits of any
script, grouped as the bot prints them; superscripts refused)."""

from __future__ import annotations

from typing import Any

from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    current_table,
    only_match,
    private_chat,
)

PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


async def test_non_ascii_button_data_is_a_forged_button(running: Any, api: Any) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        real = button(table, EN.t("chat-lock-slot", slot=1))
        body, _, mac = real.rpartition(".")
        seq = only_match(bot).state.seq
        for data in (body + ".é" + mac[2:], "é", "pick.1.1.1.lock.1.\u00e9\u00e9\u00e9",
                     body + "." + "\u0661" * len(mac), "\ud800"):
            answer = await bot.click(ALICE, table, data)
            assert answer["text"] == EN.t("error-invalid-button"), data
            assert answer["show_alert"] is True
        assert only_match(bot).state.seq == seq
        assert "show_alert" not in await bot.click(ALICE, table, real)


async def test_command_arguments_with_superscripts_are_refused(running: Any, api: Any) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/holdem ²")
        assert api.last_message(GROUP_ID).text == EN.t("error-amount-not-a-number")
        await bot.say(GROUP, ALICE, "/table")  # a private table with Alice as host
        for command in ("/table blinds ²", "/table timer ③", "/table blinds 1_0"):
            await bot.say(GROUP, ALICE, command)
            assert api.last_message(GROUP_ID).text == EN.t("poker-table-usage"), command
        await bot.say(GROUP, ALICE, "/table blinds ۲۰")  # Persian digits are a number
        assert "20" in api.last_message(GROUP_ID).text
        await bot.say(private_chat(ALICE), ALICE, "/start c²")
        await bot.say(private_chat(ALICE), ALICE, "/start t١")
        assert [m for m, error in api.errors if m != "sendMessage"] == []


async def test_other_amount_replies_read_grouped_and_native_digits(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        await bot.click(BOB, table, button(table, EN.t("chat-lock-slot", slot=1)))
        table = await current_table(bot, api)
        await bot.click(ALICE, table, button(table, EN.t("chat-other-amount")))
        question = api.last_message(GROUP_ID)
        live = only_match(bot)
        (option,) = [o for o in live.state.private_view(0)["legal"] if o["kind"] == "bet"]
        low, high = int(option["min"]), int(option["max"])
        seq = live.state.seq
        for typed in ("²", "1_0", "①"):
            await bot.say(GROUP, ALICE, typed, reply_to=question)
            assert api.last_message(GROUP_ID).text == EN.t("error-amount-not-a-number")
        # Read as 1000, or as more than any stack: too much, not "not a number".
        for typed in ("1,000", "1 000", "۱٬۰۰۰", "9" * 40, "۹" * 20):
            await bot.say(GROUP, ALICE, typed, reply_to=question)
            assert api.last_message(GROUP_ID).text == EN.t(
                "error-amount-out-of-range", min=low, max=high), typed
        assert only_match(bot).state.seq == seq
        await bot.say(GROUP, ALICE, str(low).translate(PERSIAN), reply_to=question)
        assert only_match(bot).state.seq > seq
        assert only_match(bot).state.to_act == 1
        assert FI.t("error-amount-not-a-number") not in api.last_message(GROUP_ID).text
