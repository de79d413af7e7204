"""`/stats` for every front end: finished matches per game (As-Nas too: it writes no ledger
rows), poker tables and the hands dealt there, and the net result of play."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.matches import MatchService
from bot.stats import player_stats
from bot.store import Store
from bot.tables import TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock, open_players


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    db = await Store.open(tmp_path / "stats.db", clock=clock)
    yield db
    await db.close()


async def _match(store: Store, game: str, seats: list[int | None], status: str | None,
                 community: str = COMMUNITY) -> int:
    match_id = await store.create_match(game, community, "c", seats=seats, state_json="{}")
    if status is not None:
        await store.commit_action(match_id, 0, state_json="{}", seq=1, deal_no=1,
                                  action_json="{}", events_json="[]", status=status)
    return match_id


async def test_match_counts_finished_matches_per_game(store: Store) -> None:
    ann, bob = await open_players(store, 2)
    await _match(store, "asnas", [ann, None, bob, None], "finished")
    await _match(store, "asnas", [None, ann, None, None], "finished")
    await _match(store, "updown", [ann, None], "finished")
    await _match(store, "updown", [ann, None], "cancelled")  # not played out
    await _match(store, "updown", [ann, None], None)  # still open
    await _match(store, "updown", [bob, None], "finished")  # someone else's
    await _match(store, "updown", [ann, None], "finished", community="tg:-1")  # elsewhere
    assert await store.match_counts(COMMUNITY, ann) == {"asnas": 2, "updown": 1}
    assert await store.match_counts(COMMUNITY, bob) == {"asnas": 1, "updown": 1}
    assert await store.match_counts("tg:-1", bob) == {}


async def test_stats_count_tables_hands_and_the_net_of_play(
    store: Store, clock: FakeClock
) -> None:
    ann, bob = await open_players(store, 2)
    await _match(store, "asnas", [ann, None, None, None], "finished")
    tables = TableService(store, clock=clock)
    config = TableConfig.standard("holdem", big_blind=10, decision_s=20)
    live = await tables.create(COMMUNITY, "room", config)
    await tables.sit(live.id, ann, "Ann", 500)
    await tables.sit(live.id, bob, "Bob", 500)
    for _ in range(3):  # time-outs play three hands through
        clock.advance(21)
        await tables.tick()
    table = live.table
    seat = table.seat_of(ann)
    assert seat is not None and table.hand_no >= 3

    seated = await player_stats(store, COMMUNITY, ann)
    assert seated.matches == {"asnas": 1} and seated.tables == 1
    assert seated.hands == table.hand_no  # two players: both are dealt every hand
    assert seated.balance == GRANT - 500
    assert seated.net == table.seat_chips(seat) - 500  # chips at the table are still hers
    assert seated.games == 2

    matches = MatchService(store)  # an Up/Down match in play: its buy-in is not a loss yet
    match_id, _ = await matches.start_match(COMMUNITY, ann, "updown", opponent="always-call")
    assert (await player_stats(store, COMMUNITY, ann)).net == seated.net
    await matches.cancel(match_id)  # refunded, and not a finished match
    await tables.stand(live.id, ann)
    for _ in range(3):
        if table.seat_of(ann) is None:
            break
        clock.advance(21)
        await tables.tick()
    after = await player_stats(store, COMMUNITY, ann)
    assert table.seat_of(ann) is None
    assert after.net == after.balance - GRANT  # everything back on the balance
    assert after.matches == {"asnas": 1} and after.tables == 1 and after.hands >= seated.hands
    other = await player_stats(store, COMMUNITY, bob)
    assert other.matches == {} and other.tables == 1
