"""Tournament results on the leaderboards (issue 21): tournaments finished, first places, paid
places and prize chips per community and period, from finished tournaments run by the real
service on a real SQLite file; prizes agree with the ledger's prize rows; counted once; BOTs
and called-off tournaments count nothing."""

from __future__ import annotations

from collections import Counter

from bot.i18n import Localizer
from bot.leaderboard import TOURNEY_METRICS, BoardPage, BoardRow, Leaderboards
from bot.leaderboard.indexer import DAY_S
from bot.leaderboard.tourneys import tourney_results
from bot.render.leaderboard import UNITS, board_lines
from bot.store import Store
from bot.tables import LiveTable
from bot.tournaments import sitngo
from tests.bot.leaderboard.conftest import where
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock
from tests.bot.tournaments.helpers import play_out, players, service, table_of

FORMAT = sitngo(3, 100, unit="hands", length=2)


async def finish_one(store: Store, clock: FakeClock, people: list[int], seed: int) -> LiveTable:
    svc = service(store, clock, seed=seed)
    live = await svc.create_tournament(COMMUNITY, "room", FORMAT)
    for person in people:
        await svc.register(live.id, person, f"P{person}")
    await play_out(svc, live)
    return live


async def ledger_prizes(store: Store) -> dict[int, int]:
    # The people's prize rows (each has its twin on the tournament's escrow account).
    rows = await store.read("SELECT l.player_id, SUM(l.delta) FROM ledger l"
                            " JOIN players p ON p.id = l.player_id"
                            " WHERE l.reason = 'prize' AND l.community = ?"
                            " AND p.platform != 'escrow' GROUP BY l.player_id",
                            (COMMUNITY,))
    return {int(player): int(total) for player, total in rows}


async def board(boards: Leaderboards, metric: str, period: str) -> dict[int, int]:
    page = await boards.page(COMMUNITY, metric, period, size=50)
    return {row.player_id: row.value for row in page.rows}


async def test_places_prizes_and_wins_add_up_to_the_tournaments(
    store: Store, clock: FakeClock
) -> None:
    people = await players(store, 4)
    first = await finish_one(store, clock, people[:3], seed=1)
    second = await finish_one(store, clock, people[1:], seed=2)
    results = [r for live in (first, second) for r in table_of(live).results]
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        played = await board(boards, "tourneys", "all")
        firsts = await board(boards, "firsts", "week")
        cashes = await board(boards, "cashes", "month")
        prizes = await board(boards, "prizes", "all")
        assert await boards.refresh() == 0  # nothing new: nothing counted twice
        assert await board(boards, "prizes", "all") == prizes
    finally:
        await boards.close()
    assert played == {people[0]: 1, people[1]: 2, people[2]: 2, people[3]: 1}
    assert firsts == dict(Counter(r.player for r in results if r.place == 1))
    assert sum(firsts.values()) == 2  # one winner each, no BOT in these
    assert cashes == dict(Counter(r.player for r in results if r.prize > 0))
    assert prizes == await ledger_prizes(store)  # the board's prizes are the ledger's prize rows
    assert sum(prizes.values()) == 2 * 300


async def test_week_month_and_all_time_by_the_day_a_tournament_finished(
    store: Store, clock: FakeClock
) -> None:
    people = await players(store, 3)
    await finish_one(store, clock, people, seed=3)
    clock.advance(10 * DAY_S)
    await finish_one(store, clock, people, seed=4)
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        week = await board(boards, "tourneys", "week")
        month = await board(boards, "tourneys", "month")
        clock.advance(40 * DAY_S)
        later = await board(boards, "tourneys", "month")
        ever = await board(boards, "tourneys", "all")
    finally:
        await boards.close()
    assert week == dict.fromkeys(people, 1)
    assert month == ever == dict.fromkeys(people, 2)
    assert later == {}


async def test_bots_and_called_off_tournaments_count_nothing(
    store: Store, clock: FakeClock
) -> None:
    creator, other = await players(store, 2)
    svc = service(store, clock)
    called_off = await svc.create_tournament(COMMUNITY, "room", sitngo(4, 100), creator=creator)
    await svc.register(called_off.id, creator, "A")
    await svc.cancel(called_off.id, creator)
    with_bots = await svc.create_tournament(COMMUNITY, "room", FORMAT, creator=creator)
    await svc.register(with_bots.id, creator, "A")
    await svc.start(with_bots.id, creator)
    await play_out(svc, with_bots)
    people = {r.player for r in table_of(with_bots).results if r.player is not None}
    assert people == {creator}
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        played = await board(boards, "tourneys", "all")
        prizes = await board(boards, "prizes", "all")
    finally:
        await boards.close()
    assert played == {creator: 1}  # not the house's account, not the called-off lobby
    assert other not in played
    house_prizes = await ledger_prizes(store)
    assert prizes == {p: v for p, v in house_prizes.items() if p == creator}


def test_a_snapshot_that_does_not_load_counts_nothing() -> None:
    assert tourney_results("{\"not\": \"a tournament\"}", 7) == {}
    assert tourney_results("not json", 7) == {}


def test_every_tournament_board_reads_in_every_language() -> None:
    for lang in ("en", "hi", "fa", "fi"):
        text = Localizer(lang)
        titles = set()
        for metric in sorted(TOURNEY_METRICS):
            assert text.has(f"board-metric-{metric}") and text.has("board-row-" + UNITS[metric])
            page = BoardPage(metric, "week", 1, 2, (BoardRow(1, 1, "Ann", 3),))
            title, row, _ = (text.t(line.key, **line.params) for line in board_lines(page))
            titles.add(title)
            assert "Ann" in row
        titles.add(text.t("board-title", metric="asnas", period="week"))
        assert len(titles) == len(TOURNEY_METRICS) + 1, lang  # each its own title
