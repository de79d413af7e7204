"""Leaderboards (issue 21): chips won, hands, biggest pot and match wins per community and
period, counted from stored hand histories and finished matches; counted once, also across
restarts of the indexer in the middle of a hand; pages and shared places."""

from __future__ import annotations

import json
import random
import sqlite3

from bot.leaderboard import Leaderboards
from bot.leaderboard.indexer import COMMIT_LAG_S, DAY_S
from bot.stats import hands_dealt
from bot.store import Store
from bot.tables import LiveTable, TableCommand, TableConfig, TableService
from engine.games import UpDownState
from engine.protocol import Action
from tests.bot.leaderboard.conftest import where
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4)
BUY_IN = 300


async def seat_three(store: Store, clock: FakeClock) -> tuple[TableService, LiveTable, list[int]]:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for index, player in enumerate(players):
        await service.sit(live.id, player, f"P{index}", BUY_IN)
    return service, live, players


async def play(service: TableService, live: LiveTable, rng: random.Random, moves: int) -> None:
    """Mostly checks and calls, some folds and raises: hands end both ways."""
    for _ in range(moves):
        hand, seat = live.table.hand, live.table.to_act
        if hand is None or seat is None:
            return
        legal = {option.kind: option for option in hand.legal_actions(seat)}
        roll = rng.random()
        amount = None
        if roll < 0.25 and "fold" in legal:
            verb = "fold"
        elif roll < 0.35 and "raise" in legal and legal["raise"].min is not None:
            verb, amount = "raise", legal["raise"].min
        else:
            verb = "check" if "check" in legal else "call"
        occupant = live.table.seats[seat]
        assert occupant is not None and occupant.player is not None
        await service.act(TableCommand(live.id, occupant.player, live.table.hand_no,
                                       live.table.hand_seq, verb, amount))


def in_current_hand(live: LiveTable, player: int) -> int:
    seat = live.table.seat_of(player)
    hand = live.table.hand
    if seat is None or hand is None or not live.table.live:
        return 0
    return int(hand.public_view()["seats"][seat]["total"])


async def rows(store: Store, *, forget: bool = False) -> list[tuple[object, ...]]:
    """The derived tables whole; `forget` empties them and their marks."""
    if forget:
        def empty(db: sqlite3.Connection) -> None:
            for table in ("stat_days", "stat_totals", "stat_marks", "stat_matches"):
                db.execute(f"DELETE FROM {table}")

        await store.writer.run(empty)
    days = await store.read(
        "SELECT community, player_id, day, hands, net, best_pot, updown_wins, asnas_wins"
        " FROM stat_days ORDER BY community, player_id, day")
    totals = await store.read(
        "SELECT community, player_id, -1, hands, net, best_pot, updown_wins, asnas_wins"
        " FROM stat_totals ORDER BY community, player_id")
    return [tuple(row) for row in days + totals]


async def test_chips_and_hands_add_up_to_the_table(store: Store, clock: FakeClock) -> None:
    service, live, players = await seat_three(store, clock)
    await play(service, live, random.Random(5), 300)
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        chips = await boards.page(COMMUNITY, "chips", "all", size=10)
        hands = await boards.page(COMMUNITY, "hands", "all")
        pot = await boards.page(COMMUNITY, "pot", "all")
    finally:
        await boards.close()
    net = {row.player_id: row.value for row in chips.rows}
    assert sum(net.values()) == 0  # no computer seat: what one wins another lost
    for player in players:
        seat = live.table.seat_of(player)
        assert seat is not None
        now = live.table.seat_chips(seat) + in_current_hand(live, player)
        assert BUY_IN + net.get(player, 0) == now
    values = [row.value for row in chips.rows]
    assert values == sorted(values, reverse=True)
    counted = {row.player_id: row.value for row in hands.rows}
    for player in players:
        dealt = await hands_dealt(store, live.id, player)
        in_play = 1 if live.table.live and live.table.dealt(live.table.seat_of(player) or 0) else 0
        assert counted[player] == dealt - in_play
    assert pot.rows and pot.rows[0].value >= 2 * CONFIG.big_blind


async def test_counted_once_across_a_restart_in_the_middle_of_a_hand(
    store: Store, clock: FakeClock
) -> None:
    service, live, _ = await seat_three(store, clock)
    rng = random.Random(9)
    await play(service, live, rng, 40)
    first = await Leaderboards.open(where(store), clock=clock)
    await first.refresh()
    assert await first.refresh() == 0  # nothing new: nothing read
    await first.close()
    while live.table.hand is not None and not live.table.hand.public_view()["board"]:
        await play(service, live, rng, 1)  # stop in the middle of a hand
    await play(service, live, rng, 60)
    second = await Leaderboards.open(where(store), clock=clock)  # a new process: no memory
    await second.refresh()
    await second.close()
    incremental = await rows(store)
    await rows(store, forget=True)
    scratch = await Leaderboards.open(where(store), clock=clock)
    await scratch.refresh()
    await scratch.close()
    assert await rows(store) == incremental and incremental


async def test_week_month_and_all_time(store: Store, clock: FakeClock) -> None:
    service, live, _ = await seat_three(store, clock)
    rng = random.Random(3)
    await play(service, live, rng, 60)
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        early = {r.player_id: r.value for r in (await boards.page(COMMUNITY, "hands", "all")).rows}
        clock.advance(20 * DAY_S)
        await play(service, live, rng, 60)
        week = {r.player_id: r.value for r in (await boards.page(COMMUNITY, "hands", "week")).rows}
        month = {r.player_id: r.value
                 for r in (await boards.page(COMMUNITY, "hands", "month")).rows}
        total = {r.player_id: r.value for r in (await boards.page(COMMUNITY, "hands", "all")).rows}
        elsewhere = await boards.page("telegram:other", "hands", "all")
    finally:
        await boards.close()
    assert month == total
    for player, count in total.items():
        assert count == early.get(player, 0) + week.get(player, 0)
    assert sum(week.values()) > 0 and sum(early.values()) > 0
    assert elsewhere.rows == () and elsewhere.pages == 1


async def test_updown_match_wins_and_pages_with_shared_places(
    store: Store, clock: FakeClock
) -> None:
    players = await open_players(store, 3)
    rng = random.Random(1)
    winners = []
    for pair in ((0, 1), (0, 2), (1, 2)):
        state = UpDownState()
        while not state.match_over:
            if state.deal_over:
                state.start_deal(seed=rng.randrange(1 << 30))
                continue
            seat = int(state.to_act or 0)
            option = rng.choice(state.legal_actions(seat))
            choice = rng.choice(option.choices) if option.choices else None
            amount = option.max if option.kind in ("bet", "raise") else None
            state.apply(Action(seat, option.kind, amount, choice))
        seats = [players[pair[0]], players[pair[1]]]
        match_id = await store.create_match("updown", COMMUNITY, "room", seats=seats,
                                            state_json=json.dumps(state.to_dict()))
        await store.commit_action(match_id, 0, state_json=json.dumps(state.to_dict()), seq=1,
                                  deal_no=state.deal_no, action_json="{}", events_json="[]",
                                  status="finished")
        winners.append(seats[int(state.public_view()["match_winner"])])
    boards = await Leaderboards.open(where(store), clock=clock)
    try:
        first = await boards.page(COMMUNITY, "updown", "week", page=1, size=1)
        everyone = await boards.page(COMMUNITY, "updown", "all", size=10)
        past_the_end = await boards.page(COMMUNITY, "updown", "all", page=9, size=1)
    finally:
        await boards.close()
    wins = {player: winners.count(player) for player in set(winners)}
    assert {row.player_id: row.value for row in everyone.rows} == wins
    assert first.pages == len(wins) and len(first.rows) == 1
    assert first.rows[0].value == max(wins.values())
    assert past_the_end.page == past_the_end.pages  # clamped to the last page
    places = [row.place for row in everyone.rows]
    for before, after in zip(everyone.rows, everyone.rows[1:], strict=False):
        assert (before.place == after.place) == (before.value == after.value)
    assert places[0] == 1


async def test_the_indexer_writes_through_the_stores_writer(
    store: Store, clock: FakeClock
) -> None:
    """Issue 15: over the process's store the indexer has no connection of its own; each
    refresh step is one operation of the store's group-commit writer, and counts what a board
    on its own store counts."""
    service, live, _ = await seat_three(store, clock)
    await play(service, live, random.Random(3), 80)
    clock.advance(COMMIT_LAG_S + 1)  # on PostgreSQL the newest rows wait that long
    boards = Leaderboards.over(store, clock=clock)
    operations = store.writer.operations
    await boards.refresh()
    assert store.writer.operations > operations  # the totals and the mark were written here
    shared = await rows(store)
    await rows(store, forget=True)
    alone = await Leaderboards.open(where(store), clock=clock)
    try:
        await alone.refresh()
    finally:
        await alone.close()
    assert await rows(store) == shared and shared
    await boards.close()  # not its store: left open
    assert await store.balance(COMMUNITY, 0) == 0


async def test_two_processes_refreshing_at_once_count_nothing_twice(
    store: Store, clock: FakeClock
) -> None:
    """Two indexers on one database (two bot processes): one counts the rows the other has
    read but not yet written; the later write is undone, and every row counts once."""
    service, live, _ = await seat_three(store, clock)
    await play(service, live, random.Random(4), 120)
    here = await Leaderboards.open(where(store), clock=clock)
    there = await Leaderboards.open(where(store), clock=clock)
    indexer = here._indexer
    write = indexer._write
    overtaken = []

    async def after_the_other(*args: object) -> None:
        if not overtaken:  # the other process counts the same rows first
            overtaken.append(await there.refresh())
        await write(*args)  # type: ignore[arg-type]

    indexer._write = after_the_other  # type: ignore[method-assign]
    try:
        await here.refresh()
        assert overtaken and overtaken[0] > 0
        both = await rows(store)
        await play(service, live, random.Random(5), 60)  # more play, counted by either
        await here.refresh()
        await there.refresh()
        after = await rows(store)
    finally:
        await here.close()
        await there.close()
    await rows(store, forget=True)
    alone = await Leaderboards.open(where(store), clock=clock)
    try:
        await alone.refresh()
        assert await rows(store) == after and after != both
    finally:
        await alone.close()


async def test_on_postgresql_the_newest_rows_wait_for_the_commit_lag(
    store: Store, clock: FakeClock
) -> None:
    """A row number is handed out before its row commits (PostgreSQL): the indexer leaves the
    rows younger than COMMIT_LAG_S, so one still committing elsewhere is not passed over."""
    service, live, _ = await seat_three(store, clock)
    await play(service, live, random.Random(6), 60)
    boards = Leaderboards.over(store, clock=clock)
    read = await boards.refresh()
    if store.backend == "postgresql":
        assert read == 0 and await rows(store) == []
        clock.advance(COMMIT_LAG_S + 1)
        read = await boards.refresh()
    assert read > 0 and await rows(store)
