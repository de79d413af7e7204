"""Recovery from Bot API failures (issue 14, items 1-3; the shared `bot.frontend.Recovery`):
the fake Bot API answers with the error at the worst moment and a committed game must still
become visible and playable, every player get their cards or the "My cards" fallback, and the
clicker whose move was saved never hear "went wrong"."""

from __future__ import annotations

import time
from typing import Any

import pytest

from bot.frontend.updown import hand_text
from bot.matches import DerivedSeeds
from tests.e2e.telegram.fake_bot_api import ApiError
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
    runtime,
    where_drawn,
)

# Wake-ups far off: each test runs them itself, when it wants, with `wake`.
OPTIONS: dict[str, Any] = {
    "recovery_options": {"redraw_delays": (60.0, 60.0, 60.0), "private_retry_delay": 60.0},
}
GROUP2_ID = -100456
GROUP2 = {"id": GROUP2_ID, "type": "supergroup", "title": "Second table"}


def server_error() -> ApiError:
    return ApiError(500, "Internal Server Error")


def turn_of(name: str) -> str:
    return EN.t("tg-ud-turn-until", name=name, time="")[:12]


def waiting(bot: Any, name: str) -> bool:
    return bool(bot.app.job_queue.get_jobs_by_name(name))


async def wake(bot: Any, name: str) -> None:
    """Run the wake-up `name` now (as if its delay were over)."""
    jobs = bot.app.job_queue.get_jobs_by_name(name)
    assert jobs, f"no wake-up {name!r}"
    for job in jobs:
        job.schedule_removal()
    await jobs[0].run(bot.app)


async def test_14_1_accepting_draws_the_match_even_when_the_offer_cannot_be_edited(
    running: Any, api: Any
) -> None:
    async with running(**OPTIONS) as bot:
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        api.fail_next["editMessageReplyMarkup"] = [
            ApiError(400, "Bad Request: message to edit not found")
        ]
        answer = await bot.click(BOB, offer, button(offer, EN.t("chat-accept")))
        assert answer.get("text") != FI.t("error-internal")
        live = only_match(bot)
        table = await current_table(bot, api)
        assert table.text.startswith(EN.t("chat-ud-title", deal=1))
        assert button(table, EN.t("chat-lock-slot", slot=1))
        assert waiting(bot, f"turn:{live.id}")  # the timer is armed


@pytest.mark.parametrize("error", [
    ApiError(500, "Internal Server Error"),
    ApiError(502, "Bad Gateway"),
    ApiError(400, "Bad Request: PEER_ID_INVALID"),
    ApiError(403, "Forbidden: bot was blocked by the user"),
])
async def test_14_2_one_failed_dm_never_stops_the_other_players_cards(
    running: Any, api: Any, error: ApiError
) -> None:
    api.dm_open.update({ALICE["id"], BOB["id"]})
    async with running(**OPTIONS) as bot:
        for user in (ALICE, BOB):
            await bot.say(private_chat(user), user, "/start")
        api.fail_chat[("sendMessage", ALICE["id"])] = [error]
        table = await challenge_accepted(bot, api)  # Bob, who accepted, is not told "wrong"
        live = only_match(bot)
        assert api.last_message(BOB["id"]).text == hand_text(live.state.private_view(1), FI)
        assert button(table, EN.t("chat-my-cards"))  # Alice's route to her cards
        assert waiting(bot, f"turn:{live.id}")
        retry = f"private:{live.id}:{live.seats[0]}"
        if error.code == 403:  # refused for good: "My cards" it is, no retry
            assert not waiting(bot, retry)
            return
        await wake(bot, retry)
        assert api.last_message(ALICE["id"]).text == hand_text(live.state.private_view(0), EN)


async def test_14_2_the_retry_is_made_once_and_only_while_the_deal_is_in_play(
    running: Any, api: Any
) -> None:
    api.dm_open.update({ALICE["id"], BOB["id"]})
    async with running(**OPTIONS) as bot:
        for user in (ALICE, BOB):
            await bot.say(private_chat(user), user, "/start")
        api.fail_chat[("sendMessage", ALICE["id"])] = [server_error(), server_error()]
        await challenge_accepted(bot, api)
        live = only_match(bot)
        retry = f"private:{live.id}:{live.seats[0]}"
        await wake(bot, retry)
        assert not waiting(bot, retry)  # failed again: no third try
        sent = [p for p in api.calls_to("sendMessage") if int(p["chat_id"]) == ALICE["id"]]
        assert len(sent) == 3  # the welcome, the first try, the one retry


async def test_14_3_a_failed_table_edit_is_redrawn_by_a_wake_up(running: Any, api: Any) -> None:
    async with running(**OPTIONS) as bot:
        first = await challenge_accepted(bot, api)
        live = only_match(bot)
        api.fail_next["editMessageText"] = [server_error(), server_error()]
        answer = await bot.click(ALICE, first, button(first, EN.t("chat-lock-slot", slot=1)))
        assert "show_alert" not in answer  # saved: Alice is never told it went wrong
        assert live.state.locked[0] is not None
        shown = api.messages[(GROUP_ID, first.message_id)]
        assert turn_of("Alice") in shown.text  # the edit failed: the group sees the old table
        await wake(bot, f"redraw:{live.id}")  # fails again (the second error): tried later
        assert turn_of("Alice") in shown.text
        await wake(bot, f"redraw:{live.id}")
        assert turn_of("Bob") in shown.text
        assert button(shown, EN.t("chat-lock-slot", slot=2))
        assert not waiting(bot, f"redraw:{live.id}")


async def test_14_3_an_out_of_date_button_redraws_the_table_and_tells_the_presser(
    running: Any, api: Any
) -> None:
    async with running(**OPTIONS) as bot:
        first = await challenge_accepted(bot, api)
        old_lock = button(first, EN.t("chat-lock-slot", slot=2))  # drawn for Alice's decision
        api.fail_next["editMessageText"] = [server_error(), server_error()]
        await bot.click(ALICE, first, button(first, EN.t("chat-lock-slot", slot=1)))
        api.fail_next["editMessageText"] = []
        shown = api.messages[(GROUP_ID, first.message_id)]
        assert turn_of("Alice") in shown.text
        # Bob presses a button of the old picture: refused, told, and the table redrawn.
        answer = await bot.click(BOB, shown, old_lock)
        assert answer["show_alert"] is True and answer["text"] == FI.t("error-stale-command")
        assert turn_of("Bob") in shown.text
        answer = await bot.click(BOB, shown, button(shown, EN.t("chat-lock-slot", slot=2)))
        assert "show_alert" not in answer
        assert only_match(bot).state.phase == "bet"


async def test_14_1_on_start_an_open_match_is_redrawn(running: Any, api: Any) -> None:
    async with running(**OPTIONS) as bot:
        first = await challenge_accepted(bot, api)
        api.fail_next["editMessageText"] = [server_error(), server_error()]
        await bot.click(ALICE, first, button(first, EN.t("chat-lock-slot", slot=1)))
        api.fail_next["editMessageText"] = []
        assert turn_of("Alice") in api.messages[(GROUP_ID, first.message_id)].text

    async with running(**OPTIONS) as bot:  # restarted before the wake-up: the start redraws
        shown = await current_table(bot, api)
        assert shown.message_id == first.message_id and turn_of("Bob") in shown.text
        answer = await bot.click(BOB, shown, button(shown, EN.t("chat-lock-slot", slot=2)))
        assert "show_alert" not in answer


async def test_22_9_on_start_an_open_asnas_match_is_redrawn(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(3), opponent="always-call", **OPTIONS) as bot:
        await bot.say(GROUP, ALICE, "/asnas")
        lobby = api.last_message(GROUP_ID)
        await bot.click(BOB, lobby, button(lobby, EN.t("asnas-lobby-join")))
        await bot.click(ALICE, lobby, button(lobby, EN.t("asnas-lobby-start")))
        table = await current_table(bot, api)
        live = only_match(bot)
        seq = live.state.seq
        api.fail_next["editMessageText"] = [server_error(), server_error()]
        actor = ALICE if live.state.to_act == 0 else BOB
        await bot.click(actor, table, button(table, EN.t("action-call-amount", amount=1)))
        assert only_match(bot).state.seq > seq
        api.fail_next["editMessageText"] = []
        before = table.text
        assert turn_of(actor["first_name"]) in before  # the group sees the old table

    async with running(seeds=DerivedSeeds(3), opponent="always-call", **OPTIONS) as bot:
        shown = await current_table(bot, api)
        assert shown.message_id == table.message_id and shown.text != before
        assert turn_of(actor["first_name"]) not in shown.text


async def test_22_5_a_broken_chat_never_stops_another_tables_timer_move(
    running: Any, api: Any
) -> None:
    clock = Clock()
    async with running(seeds=DerivedSeeds(5), table_bots="always-call", clock=clock,
                       **OPTIONS) as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        await bot.say(GROUP2, BOB, "/holdem")
        first, second = list(runtime(bot).desk.cash)
        assert {first.channel, second.channel} == {str(GROUP_ID), str(GROUP2_ID)}
        assert first.table.to_act is not None and second.table.to_act is not None
        before = (second.table.hand_no, second.table.hand_seq)
        clock.now = max(first.table.turn_deadline, second.table.turn_deadline) + 1
        for method in ("editMessageText", "sendMessage"):  # the first group lost the bot
            api.fail_chat[(method, int(first.channel))] = [
                ApiError(403, "Forbidden: bot was kicked from the supergroup chat")
            ] * 5
        await wake(bot, "tables")
        assert (second.table.hand_no, second.table.hand_seq) != before
        texts = [t for m in api.chat_messages(GROUP2_ID) for t in m.history]
        assert any(EN.t("poker-event-timeout", name="Bob") in text for text in texts)
        assert waiting(bot, f"redraw:{first.id}")  # the broken one is tried again later


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def test_14_2_the_cards_go_out_even_when_the_table_cannot_be_drawn(
    running: Any, api: Any
) -> None:
    api.dm_open.add(ALICE["id"])
    async with running(seeds=DerivedSeeds(4), table_bots="always-call", **OPTIONS) as bot:
        await bot.say(private_chat(ALICE), ALICE, "/start")
        api.fail_chat[("sendMessage", GROUP_ID)] = [server_error()]
        await bot.say(GROUP, ALICE, "/holdem")  # sits, a computer joins, hand 1 is dealt
        (live,) = list(runtime(bot).desk.cash)
        assert live.table.hand_no == 1 and await where_drawn(runtime(bot), live.id) is None
        hole = EN.t("poker-hole", hand=1, cards="")
        assert api.last_message(ALICE["id"]).text.startswith(hole)
        await wake(bot, f"redraw:{live.id}")  # the table comes; the cards are not sent twice
        assert await where_drawn(runtime(bot), live.id) is not None
        assert sum(m.text.startswith(hole) for m in api.chat_messages(ALICE["id"])) == 1


async def test_a_table_move_failing_midway_is_redrawn_from_the_stored_state(
    running: Any, api: Any, monkeypatch: Any
) -> None:
    async with running(seeds=DerivedSeeds(4), table_bots="always-call", **OPTIONS) as bot:
        await bot.say(GROUP, ALICE, "/holdem")
        (live,) = list(runtime(bot).desk.cash)
        message = api.messages[(GROUP_ID, (await where_drawn(runtime(bot), live.id)).message_id)]
        assert turn_of("Alice") in message.text
        seq = live.table.hand_seq

        async def broken(table: Any) -> list[Any]:
            raise RuntimeError("a computer player crashed")

        # Alice's move is committed, then the computer's step after it fails.
        monkeypatch.setattr(runtime(bot).desk.cash, "_advance", broken)
        label = EN.t("action-check") if any(
            b["text"] == EN.t("action-check") for b in message.buttons()
        ) else EN.t("action-fold")
        answer = await bot.click(ALICE, message, button(message, label))
        assert answer["text"] == EN.t("error-internal")
        assert live.table.hand_seq > seq
        assert turn_of("Alice") not in message.text  # redrawn as the store has it
