"""Playing the bot, /cancel with stakes returned, and turn timers that play for an absent
player (NK-8.1: check if legal, else fold; a pending lock takes the first card)."""

from __future__ import annotations

from typing import Any

from bot.i18n import Localizer
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    CAROL,
    EN,
    FI,
    GROUP,
    GROUP_ID,
    button,
    challenge_accepted,
    current_table,
    only_match,
    runtime,
)

COMMUNITY = f"tg:{GROUP_ID}"


async def balance(bot: Any, user: dict[str, Any]) -> int:
    from telegram import User

    who = User(user["id"], user["first_name"], is_bot=False)
    return await runtime(bot).store.balance(COMMUNITY, await runtime(bot).player_id(who))


async def test_play_the_bot_then_cancel_returns_the_stake(running: Any, api: Any) -> None:
    # A baseline computer player: this test is about the chat, not the strategy tables.
    async with running(opponent="always-call") as bot:
        await bot.say(GROUP, ALICE, "/updown")
        table = await current_table(bot, api)
        bot_name = EN.t("seat-bot", name="Felt")
        assert f"\n{bot_name}: " in table.text
        assert await balance(bot, ALICE) == 980  # the buy-in is in the match
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        table = await current_table(bot, api)
        # The computer locked at once; it is Alice's turn to bet.
        assert only_match(bot).state.phase == "bet"
        assert EN.t("tg-ud-turn-until", name="Alice", time="")[:12] in table.text

        await bot.say(GROUP, BOB, "/cancel")
        assert api.last_message(GROUP_ID).text == FI.t("tg-cancel-not-allowed")
        await bot.say(GROUP, ALICE, "/cancel")
        assert api.last_message(GROUP_ID).text == EN.t("chat-cancelled")
        closed = api.messages[(GROUP_ID, table.message_id)]
        assert closed.text.endswith(EN.t("chat-cancelled")) and closed.reply_markup is None
        assert EN.t("turn-of", name="Alice") not in closed.text
        assert list(runtime(bot).service.registry) == []
        assert await balance(bot, ALICE) == 1000
        await bot.say(GROUP, ALICE, "/cancel")
        assert api.last_message(GROUP_ID).text == EN.t("chat-no-game")


async def test_a_group_admin_cancels_someone_elses_game(running: Any, api: Any) -> None:
    async with running() as bot:
        await challenge_accepted(bot, api)
        await bot.say(GROUP, CAROL, "/cancel")
        hindi = Localizer("hi")
        assert api.last_message(GROUP_ID).text == hindi.t("tg-cancel-not-allowed")
        api.admins[GROUP_ID] = {CAROL["id"]}
        await bot.say(GROUP, CAROL, "/cancel")
        assert api.last_message(GROUP_ID).text == EN.t("chat-cancelled")  # the group's language
        assert [await balance(bot, ALICE), await balance(bot, BOB)] == [1000, 1000]


async def test_turn_timers_play_for_absent_players(running: Any, api: Any) -> None:
    async with running(turn_seconds=0.1) as bot:
        table = await challenge_accepted(bot, api)
        match_id = only_match(bot).id
        # Nobody clicks: locks (first card), then checks, end deal 1; deal 2 starts.
        await api.wait_until(lambda: any(
            m.text.startswith(EN.t("chat-ud-title", deal=2)) for m in api.chat_messages(GROUP_ID)
        ))
        events = await runtime(bot).store.match_events(match_id)
        import json

        moves = [json.loads(e.action_json) for e in events]
        played = [(m.get("seat"), m["kind"], m.get("choice")) for m in moves if "seat" in m]
        assert played[:4] == [(0, "lock", 0), (1, "lock", 0), (0, "check", None),
                              (1, "check", None)]
        assert "Deal 1:" in api.messages[(GROUP_ID, table.message_id)].text
        await bot.say(GROUP, ALICE, "/cancel")  # stop the clock before the app stops


async def test_table_speaks_the_groups_language_and_alerts_the_players(
    running: Any, api: Any
) -> None:
    persian = Localizer("fa")
    async with running() as bot:
        await runtime(bot).set_chat_lang(GROUP_ID, "fa")
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        assert offer.text == persian.t("chat-challenge", challenger="Alice", opponent="Bob",
                                       stake=20)
        await bot.click(BOB, offer, button(offer, persian.t("chat-accept")))
        table = await current_table(bot, api)
        assert table.text.startswith(persian.t("chat-ud-title", deal=1))
        assert "۱۹" in table.text  # Persian digits on the table
        answer = await bot.click(BOB, table, button(table, persian.t("chat-lock-slot", slot=1)))
        assert answer["text"] == FI.t("error-not-your-turn")  # the clicker's own language
        cards = await bot.click(ALICE, table, button(table, persian.t("chat-my-cards")))
        assert cards["text"].startswith(EN.t("chat-ud-hand", deal=1, cards="")[:6])


async def test_a_table_message_that_cannot_be_edited_is_posted_afresh(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        table = await challenge_accepted(bot, api)
        api.messages[(GROUP_ID, table.message_id)].editable = False  # too old to edit
        await bot.click(ALICE, table, button(table, EN.t("chat-lock-slot", slot=1)))
        fresh = await current_table(bot, api)
        assert fresh.message_id != table.message_id
        assert fresh.text.startswith(EN.t("chat-ud-title", deal=1))
        assert ("editMessageText", "Bad Request: message can't be edited") in api.errors
        # The frozen message's buttons are out of date; the fresh ones work.
        answer = await bot.click(BOB, table, button(table, EN.t("chat-lock-slot", slot=2)))
        assert answer["text"] == FI.t("error-stale-command")
        answer = await bot.click(BOB, fresh, button(fresh, EN.t("chat-lock-slot", slot=2)))
        assert "show_alert" not in answer
        assert (await current_table(bot, api)).message_id == fresh.message_id
