"""/leaderboard and /stats's chart on Discord (issue 21): the board counts the hands the bot
stored (its indexer runs before a board is read), pages turn with signed buttons that edit the
message in place, and /stats attaches its chart (a PNG) or, when the upload fails, answers
with the text alone."""

from __future__ import annotations

import io

import aiosqlite
from PIL import Image

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import GUILD_ID, FakeDiscord, Message
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import click, ephemeral_text, has_button, poker_table, turn
from tests.e2e.discord.test_poker import open_cash

EN, FI = Localizer("en"), Localizer("fi")


async def _more_players(bot: Bot, count: int) -> None:
    """`count` more people with all-time hands on the server's board (its page size is 10)."""
    async with aiosqlite.connect(bot.store.path) as db:
        for number in range(count):
            cursor = await db.execute(
                "INSERT INTO players (platform, external_id, display_name, created_at)"
                " VALUES ('discord', ?, ?, 0)", (str(9000 + number), f"Extra_{number}"))
            await db.execute("INSERT INTO stat_totals (community, player_id, hands)"
                             " VALUES (?, ?, ?)", (str(GUILD_ID), cursor.lastrowid, 50 + number))
        await db.commit()


def _board(server: FakeDiscord) -> Message:
    title = EN.t("board-title", metric="hands", period="all")
    boards = [m for m in server.channel_messages() if m.content.startswith(title)]
    assert boards, "no board message"
    return boards[-1]


async def test_leaderboard_counts_played_hands_and_turns_pages(
    server: FakeDiscord, bot: Bot
) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=400)
    while "Hand 1 " in poker_table(server).content:
        table = await turn(server, lambda who: who is not None)
        if "Hand 1 " not in table.content:
            break
        await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")

    asked = await server.slash(alice, "leaderboard", options={"period": "all", "board": "hands"})
    await server.wait_answered(asked)
    board = _board(server)
    assert EN.t("board-row-hands", place=1, name="Alice", value=1) in board.content
    assert board.buttons() == []

    await _more_players(bot, 11)
    asked = await server.slash(alice, "leaderboard", options={"period": "all", "board": "hands"})
    await server.wait_answered(asked)
    board = _board(server)
    assert EN.t("board-page", page=1, pages=2) in board.content
    # Names are escaped for markdown: "Extra_10" shows as "Extra\\_10".
    assert EN.t("board-row-hands", place=1, name="Extra\\_10", value=60) in board.content
    assert board.labels() == [EN.t("board-button-next")]
    await click(server, alice, board, EN.t("board-button-next"))
    # (the press is acknowledged first, the board edited in place after)
    await server.wait_for(lambda: EN.t("board-page", page=2, pages=2) in board.content,
                          what="page 2")
    assert EN.t("board-row-hands", place=12, name="Alice", value=1) in board.content
    assert board.labels() == [EN.t("board-button-previous")]
    await click(server, alice, board, EN.t("board-button-previous"))
    await server.wait_for(lambda: EN.t("board-page", page=1, pages=2) in board.content,
                          what="page 1 again")

    weekly = await server.slash(alice, "leaderboard")
    await server.wait_answered(weekly)
    title = EN.t("board-title", metric="chips", period="week")
    assert any(m.content.startswith(title) for m in server.channel_messages())


async def test_stats_attaches_the_chart_and_falls_back_to_text(
    server: FakeDiscord, bot: Bot
) -> None:
    alice = server.add_member("Alice")
    balance = await server.slash(alice, "balance")  # the starting grant: a first ledger row
    await server.wait_answered(balance)
    asked = await server.slash(alice, "stats")
    await server.wait_answered(asked)
    said = EN.t("chat-stats", name="Alice", matches=0, tables=0, hands=0, net=0, balance=1000)
    await ephemeral_text(server, alice, said)
    answer = server.ephemerals_to(alice)[-1]
    assert len(answer.files) == 1
    picture = Image.open(io.BytesIO(answer.files[0]))
    assert picture.format == "PNG" and picture.size[0] > 100

    server.fail["POST callback"] = [(413, 40005, "Request entity too large")]
    again = await server.slash(alice, "stats")
    await server.wait_answered(again)
    fallback = server.ephemerals_to(alice)[-1]
    assert fallback.id != answer.id and fallback.content == said and fallback.files == []
