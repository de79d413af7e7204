"""Issue 14 item 9: the invariants hold when updates are handled concurrently (the application
runs with PTB's `concurrent_updates`): a burst of 30 Accepts opens one match, 30 /holdem at
once open one table, 30 /asnas one lobby, 30 Joins fill its seats and no more."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from tests.e2e.telegram.harness import ALICE, BOB, EN, GROUP, GROUP_ID, button, runtime

PEOPLE = [{"id": 1000 + n, "is_bot": False, "first_name": f"P{n}", "language_code": "en"}
          for n in range(30)]


@pytest.fixture
def no_errors(caplog: pytest.LogCaptureFixture) -> Any:
    caplog.set_level(logging.ERROR)
    yield
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


async def burst(bot: Any, updates: list[dict[str, Any]]) -> None:
    await asyncio.gather(*(bot.feed(update) for update in updates))


async def test_the_application_handles_updates_concurrently(running: Any) -> None:
    async with running() as bot:
        assert bot.app.concurrent_updates > 1


async def test_thirty_accepts_open_one_match(running: Any, api: Any, no_errors: Any) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        clicks = [api.click_update(BOB, offer, button(offer, EN.t("chat-accept")))
                  for _ in range(30)]
        await burst(bot, clicks)
        assert len(list(runtime(bot).service.registry)) == 1
        assert all(c["callback_query"]["id"] in api.callback_answers for c in clicks)
        buy_ins = await runtime(bot).store._scalar(
            "SELECT COUNT(*) FROM ledger WHERE reason = 'buy_in' AND player_id NOT IN"
            " (SELECT id FROM players WHERE platform IN ('escrow', 'house'))")
        assert buy_ins == 2


async def test_thirty_computer_matches_at_once_open_one(
    running: Any, api: Any, no_errors: Any
) -> None:
    async with running(opponent="always-call") as bot:
        await burst(bot, [api.message_update(GROUP, ALICE, "/updown") for _ in range(30)])
        assert len(list(runtime(bot).service.registry)) == 1


async def test_thirty_holdem_commands_open_one_table(
    running: Any, api: Any, no_errors: Any
) -> None:
    async with running(table_bots="always-call") as bot:
        await burst(bot, [api.message_update(GROUP, person, "/holdem") for person in PEOPLE])
        (live,) = list(runtime(bot).desk.cash)
        seated = [seat.player for seat in live.table.seats if seat is not None]
        assert len(seated) == live.table.config.seats == len(set(seated))
        # The same person sending /holdem 30 times at once takes one seat.
        await burst(bot, [api.message_update(GROUP, ALICE, "/omaha") for _ in range(30)])
        omaha = [t for t in runtime(bot).desk.cash if t.table.config.mode == "omaha"]
        assert len(omaha) == 1
        assert len(omaha[0].table.humans()) == 1


async def test_thirty_lobbies_and_joins(running: Any, api: Any, no_errors: Any) -> None:
    async with running(opponent="always-call") as bot:
        await burst(bot, [api.message_update(GROUP, person, "/asnas") for person in PEOPLE])
        lobbies = [m for m in api.chat_messages(GROUP_ID) if m.buttons()]
        assert len(lobbies) == 1
        lobby = lobbies[0]
        join = button(lobby, EN.t("asnas-lobby-join"))
        await burst(bot, [api.click_update(person, lobby, join) for person in PEOPLE])
        stored = await runtime(bot).kv.get("lobby", f"tg:{GROUP_ID}|{GROUP_ID}")
        assert len(stored["people"]) == 4 == len(set(stored["people"]))


async def test_a_burst_fetched_by_long_polling_opens_one_match(
    running: Any, api: Any, no_errors: Any
) -> None:
    """Through PTB's own update queue (getUpdates, then one task per update)."""
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
        offer = api.last_message(GROUP_ID)
        clicks = [api.click_update(BOB, offer, button(offer, EN.t("chat-accept")))
                  for _ in range(30)]
        await bot.poll()
        for click in clicks:
            api.push(click)
        await api.wait_until(lambda: all(
            c["callback_query"]["id"] in api.callback_answers for c in clicks), within=20)
        assert len(list(runtime(bot).service.registry)) == 1
