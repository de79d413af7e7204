"""/leaderboard and /stats's chart on Telegram (issue 21): the board counts the hands the bot
stored (its indexer runs before a board is read), pages turn with signed inline buttons that
edit the message in place, and /stats sends its chart as a photo with the text as caption,
or the text alone when the upload fails."""

from __future__ import annotations

import io
from typing import Any

import aiosqlite
from PIL import Image

from adapters.telegram.context import community_of
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import ApiError
from tests.e2e.telegram.harness import ALICE, BOB, EN, GROUP, GROUP_ID, button
from tests.e2e.telegram.test_hand_replay import _fold_first_hand

FI = Localizer("fi")


async def _more_players(settings: Settings, count: int) -> None:
    """`count` more people with all-time hands on the group's board (its page size is 10)."""
    async with aiosqlite.connect(settings.database_path) as db:
        for number in range(count):
            cursor = await db.execute(
                "INSERT INTO players (platform, external_id, display_name, created_at)"
                " VALUES ('telegram', ?, ?, 0)", (str(9000 + number), f"Extra{number}"))
            await db.execute("INSERT INTO stat_totals (community, player_id, hands)"
                             " VALUES (?, ?, ?)",
                             (community_of(GROUP_ID), cursor.lastrowid, 50 + number))
        await db.commit()


async def test_leaderboard_counts_played_hands_and_turns_pages(
    running: Any, api: Any, settings: Settings
) -> None:
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        await _fold_first_hand(bot, api)
        await bot.say(GROUP, ALICE, "/leaderboard all hands")
        board = api.last_message(GROUP_ID)
        assert board.text.splitlines()[0] == EN.t("board-title", metric="hands", period="all")
        assert EN.t("board-row-hands", place=1, name="Alice", value=1) in board.text
        assert board.buttons() == []  # one page

        await _more_players(settings, 11)
        await bot.say(GROUP, BOB, "/leaderboard hands all")  # Bob reads Finnish
        board = api.last_message(GROUP_ID)
        assert FI.t("board-page", page=1, pages=2) in board.text
        assert FI.t("board-row-hands", place=1, name="Extra10", value=60) in board.text
        assert [b["text"] for b in board.buttons()] == [FI.t("board-button-next")]
        await bot.click(ALICE, board, button(board, FI.t("board-button-next")))
        turned = api.messages[(GROUP_ID, board.message_id)]  # edited in place, in English
        assert EN.t("board-page", page=2, pages=2) in turned.text
        assert EN.t("board-row-hands", place=12, name="Alice", value=1) in turned.text
        assert [b["text"] for b in turned.buttons()] == [EN.t("board-button-previous")]
        await bot.click(ALICE, turned, button(turned, EN.t("board-button-previous")))
        assert EN.t("board-page", page=1, pages=2) in api.messages[
            (GROUP_ID, board.message_id)].text

        await bot.say(GROUP, ALICE, "/leaderboard")  # chips over the last week by default
        assert api.last_message(GROUP_ID).text.startswith(
            EN.t("board-title", metric="chips", period="week"))
        await bot.say(GROUP, ALICE, "/leaderboard yesterday")
        assert api.last_message(GROUP_ID).text == EN.t("board-usage-chat")


async def test_stats_sends_the_chart_as_a_photo_and_falls_back_to_text(
    running: Any, api: Any
) -> None:
    async with running() as bot:
        await bot.say(GROUP, ALICE, "/balance")  # the starting grant: a first ledger row
        await bot.say(GROUP, ALICE, "/stats")
        sent = api.last_message(GROUP_ID)
        assert sent.photo is not None
        picture = Image.open(io.BytesIO(sent.photo))
        assert picture.format == "PNG" and picture.size[0] > 100
        assert sent.text.startswith(EN.t("chat-stats", name="Alice", matches=0, tables=0,
                                         hands=0, net=0, balance=1000)[:20])
        api.fail_next["sendPhoto"] = [ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")]
        await bot.say(GROUP, ALICE, "/stats")
        fallback = api.last_message(GROUP_ID)
        assert fallback.photo is None and fallback.text == sent.text
