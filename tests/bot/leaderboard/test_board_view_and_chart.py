"""The leaderboard's neutral lines and page buttons, and the /stats chip chart drawn from a
real ledger."""

from __future__ import annotations

import io

from PIL import Image

from bot.i18n import Localizer
from bot.leaderboard import BoardPage, BoardRow
from bot.leaderboard.history import chip_history
from bot.pictures.chart import LINE, chip_chart
from bot.render.leaderboard import board_buttons, board_lines, parse_page_id
from bot.store import LedgerRow, Store
from bot.views import render_text
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, accounts

EN = Localizer("en").plain


def test_a_page_reads_title_rows_with_shared_places_and_its_number() -> None:
    page = BoardPage("hands", "week", 2, 3, (BoardRow(11, 7, "Ann", 40),
                                             BoardRow(11, 9, "مریم", 40),
                                             BoardRow(13, 4, "Bob", 1)))
    text = [render_text(line, EN) for line in board_lines(page)]
    assert text == ["Hands played · last 7 days", "11. Ann: 40 hands", "11. مریم: 40 hands",
                    "13. Bob: 1 hand", "Page 2 of 3"]
    fa = [render_text(line, Localizer("fa").plain) for line in board_lines(page)]
    assert fa[-1] == "صفحهٔ ۲ از ۳"
    ids = [button.command_id for button in board_buttons(page)]
    assert ids == ["lb.hands.week.1", "lb.hands.week.3"]
    assert [parse_page_id(i) for i in ids] == [("hands", "week", 1), ("hands", "week", 3)]
    assert parse_page_id("lb.money.week.1") is None and parse_page_id("act.1.2.3") is None


def test_an_empty_board_says_so_and_has_no_buttons() -> None:
    page = BoardPage("asnas", "all", 1, 1, ())
    assert [render_text(line, EN) for line in board_lines(page)] == [
        "As-Nas matches won · all time", "Nobody is on this board yet."]
    assert board_buttons(page) == []


async def test_the_chip_chart_draws_the_ledger(store: Store, clock: FakeClock) -> None:
    player = (await accounts(store).open(COMMUNITY, "test", "p", "Ann")).player
    for delta in (-300, 450, -200, 120):
        clock.advance(3_600)
        reason = "buy_in" if delta < 0 else "cash_out"
        await store.append_ledger([LedgerRow(COMMUNITY, player, delta, reason)])
    points = await chip_history(store, COMMUNITY, player)
    assert [balance for _, balance in points] == [1000, 700, 1150, 950, 1070]
    picture = chip_chart(points, Localizer("fa").t("stats-chart-title", name="Ann"),
                         Localizer("fa"))
    image = Image.open(io.BytesIO(picture.png)).convert("RGB")
    assert image.size == (640, 320) and picture.cards == ()
    colors = {color for _, color in image.getcolors(1 << 16) or []}
    assert LINE[:3] in colors  # the line is drawn
    empty = chip_chart([], "Ann", EN)
    assert empty.size == (640, 320)
