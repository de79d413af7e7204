"""/pictures on|off on Telegram (issue 21 item 1: table pictures per community, by an admin):
only a group admin chooses; the choice is the group's (over TABLE_IMAGES, off here) and takes
effect on the table's next drawing; it outlives a restart."""

from __future__ import annotations

from typing import Any

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

FI = Localizer("fi")  # Bob reads Finnish


async def _table(bot: Any, api: Any) -> Any:
    runtime = bot.app.bot_data["feltbot"]
    (live,) = list(runtime.desk.cash)
    posted = await where_drawn(runtime, live.id)
    return api.messages[(GROUP_ID, posted.message_id)]


async def _move(bot: Any, api: Any) -> Any:
    """Alice checks or calls; the table as drawn next."""
    message = await _table(bot, api)
    labels = [b["text"] for b in message.buttons()]
    move = EN.t("action-check") if EN.t("action-check") in labels else EN.t("action-call")
    await bot.click(ALICE, message, button(message, move))
    return await _table(bot, api)


async def test_only_an_admin_turns_pictures_on_and_off(running: Any, api: Any) -> None:
    api.admins[GROUP_ID] = {ALICE["id"]}
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        await bot.say(GROUP, ALICE, "/holdem 400")
        assert (await _table(bot, api)).photo is None  # TABLE_IMAGES is off
        await bot.say(GROUP, BOB, "/pictures on")
        assert api.last_message(GROUP_ID).text == FI.t("tg-admin-only")
        assert (await _move(bot, api)).photo is None  # refused: nothing changed
        await bot.say(GROUP, ALICE, "/pictures maybe")
        assert api.last_message(GROUP_ID).text == EN.t("pictures-usage-chat")
        await bot.say(GROUP, ALICE, "/pictures on")
        assert api.last_message(GROUP_ID).text == EN.t("pictures-on")
        assert (await _move(bot, api)).photo is not None  # the next drawing is a picture
        await bot.say(GROUP, ALICE, "/pictures off")
        assert api.last_message(GROUP_ID).text == EN.t("pictures-off")
        assert (await _move(bot, api)).photo is None
        await bot.say(GROUP, ALICE, "/pictures on")
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        assert (await _move(bot, api)).photo is not None  # the group's choice was kept
        api.dm_open.add(BOB["id"])
        await bot.say(private_chat(BOB), BOB, "/pictures off")
        assert api.last_message(BOB["id"]).text == FI.t("tg-group-only")
