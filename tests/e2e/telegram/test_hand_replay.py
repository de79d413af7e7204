"""/hand on Telegram (issue 21): a finished hand of the group's poker table replayed in the
reader's language, with no hole card that was not shown (the running fixture's guard checks
every group message against the hidden cards), and the refusals."""

from __future__ import annotations

from typing import Any

from adapters.telegram.transport import MESSAGE_LIMIT
from bot.frontend.replays import split_lines
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from tests.e2e.telegram.harness import (
    ALICE,
    BOB,
    EN,
    GROUP,
    GROUP_ID,
    button,
    private_chat,
    where_drawn,
)

FI = Localizer("fi")


async def _fold_first_hand(bot: Any, api: Any) -> Any:
    """Alice sits alone (a computer joins), and folds or checks until hand 1 is over."""
    await bot.say(GROUP, ALICE, "/holdem 400")
    runtime = bot.app.bot_data["feltbot"]
    (live,) = list(runtime.desk.cash)
    while live.table.hand_no == 1:
        posted = await where_drawn(runtime, live.id)
        message = api.messages[(GROUP_ID, posted.message_id)]
        labels = [b["text"] for b in message.buttons()]
        move = EN.t("action-fold") if EN.t("action-fold") in labels else EN.t("action-check")
        await bot.click(ALICE, message, button(message, move))
    return live


async def test_hand_last_and_by_number_in_the_readers_language(running: Any, api: Any) -> None:
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        live = await _fold_first_hand(bot, api)
        await bot.say(GROUP, ALICE, "/hand last")
        last = api.last_message(GROUP_ID).text
        assert last.startswith(EN.t("replay-title", hand=1, table=live.id))
        assert EN.t("replay-dealt", seat=1, name="Alice") in last
        await bot.say(GROUP, BOB, "/hand 1")  # Bob reads Finnish
        numbered = api.last_message(GROUP_ID).text
        assert numbered.startswith(FI.t("replay-title", hand=1, table=live.id))
        await bot.say(GROUP, ALICE, "/hand")
        assert api.last_message(GROUP_ID).text == last


async def test_hand_refusals(running: Any, api: Any) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/hand")
        assert api.last_message(GROUP_ID).text == EN.t("replay-not-found")
        await bot.say(GROUP, ALICE, "/hand first")
        assert api.last_message(GROUP_ID).text == EN.t("replay-usage-chat")
        await bot.say(GROUP, ALICE, "/hand 7")
        assert api.last_message(GROUP_ID).text == EN.t("replay-not-found")
        api.dm_open.add(BOB["id"])
        await bot.say(private_chat(BOB), BOB, "/hand")
        assert api.last_message(BOB["id"]).text == FI.t("tg-group-only")


def test_long_replays_are_split_at_line_ends() -> None:
    lines = [f"line {n} " + "x" * 90 for n in range(100)]
    parts = split_lines(lines, MESSAGE_LIMIT)
    assert len(parts) > 1 and all(len(part) <= MESSAGE_LIMIT for part in parts)
    assert "\n".join(parts).split("\n") == lines
    assert split_lines(["y" * 5000], MESSAGE_LIMIT) == ["y" * 4096, "y" * 904]


async def test_hand_finds_a_closed_table(running: Any, api: Any) -> None:
    """Once the table is closed its hands stay readable: /hand last is the most recent table's
    last hand, /hand N that table's hand N."""
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        live = await _fold_first_hand(bot, api)
        runtime = bot.app.bot_data["feltbot"]
        async with runtime.fronts.locks(live.id):  # closing (as a private table's host closes it):
            await runtime.desk.cash.close(live.id)  # it closes when the hand in play is over
        while not live.table.closed:
            posted = await where_drawn(runtime, live.id)
            message = api.messages[(GROUP_ID, posted.message_id)]
            labels = [b["text"] for b in message.buttons()]
            move = EN.t("action-fold") if EN.t("action-fold") in labels else EN.t("action-check")
            await bot.click(ALICE, message, button(message, move))
        assert not list(runtime.desk.cash)
        last = live.table.hand_no
        await bot.say(GROUP, ALICE, "/hand last")
        assert api.last_message(GROUP_ID).text.startswith(
            EN.t("replay-title", hand=last, table=live.id))
        await bot.say(GROUP, ALICE, "/hand 1")
        assert api.last_message(GROUP_ID).text.startswith(
            EN.t("replay-title", hand=1, table=live.id))
