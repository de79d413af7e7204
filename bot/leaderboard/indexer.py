"""Adds up stored play into `stat_days` and `stat_totals` (migration MIGRATION_LEADERBOARD):
per player, community and UTC day (and over all time), the poker hands dealt, chips won or
lost in them, the biggest pot won, and Up/Down and As-Nas match wins; finished tournaments
go to `stat_tourney_days` and `stat_tourney_totals` (`tourneys.py`).

Hands come from the poker tables' `match_events`, read in row order past a stored mark: a
seat's chips put in (blinds, calls, bets, raises, all-ins) less what came back (uncalled
bets) and what it won make its result; a hand is counted when its pots are awarded (the same
commit writes all of it). Whose seat it was comes from the ``sit`` events (the change that
seated a person records the player). Matches are counted once each when finished, from their
final snapshot (Up/Down's winner, As-Nas's first places: a shared first place is a win for
each). The rows and the mark are written in one transaction, so a crash counts nothing twice,
and only if the mark is still where this indexer read from (a finished match only if no one
marked it counted), so two processes refreshing at once count nothing twice either;
a table met mid-hand is first replayed from its earlier rows, uncounted.

The indexer reads with single statements on the store's reader and writes through the
store's writer (group commit: each refresh step is one operation, the totals and the mark
together), so it takes no connection or write lock of its own beside the play path; the
upsert `ON CONFLICT ... DO UPDATE` is shared with PostgreSQL. `rowid` is SQLite's; on
PostgreSQL it is a column of its own (migration 8, `PG_MIGRATION_EVENT_ROWID`), numbered in
insertion order too, and the indexer there leaves rows younger than `COMMIT_LAG_S` for the
next refresh (a number is handed out before its row commits).
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from bot.games import GAMES
from bot.leaderboard.tourneys import TourneyTotals, tourney_results, upsert_tourneys
from bot.registry import TABLE_PREFIX, TOURNAMENT_PREFIX
from bot.store import Store

log = logging.getLogger(__name__)

DAY_S: Final = 86_400
MARK: Final = "match_events"
_PUT: Final = frozenset({"post", "call", "bet", "raise", "all_in"})
_MATCH_GAMES: Final = ("updown", "asnas")
Key = tuple[str, int, int]  # community, player, day


@dataclass
class DayTotals:
    hands: int = 0
    net: int = 0
    best_pot: int = 0
    updown_wins: int = 0
    asnas_wins: int = 0


@dataclass
class _Hand:
    players: dict[int, int | None]
    dealt: set[int] = field(default_factory=set)
    put: Counter[int] = field(default_factory=Counter)
    got: Counter[int] = field(default_factory=Counter)
    winners: set[int] = field(default_factory=set)


@dataclass
class _Table:
    community: str
    players: dict[int, int | None] = field(default_factory=dict)
    hand: _Hand | None = None


# On PostgreSQL the indexer leaves the newest rows this long (see `Indexer._events`); the
# machines' clocks must agree to well within it.
COMMIT_LAG_S: Final = 10.0


class _Overtaken(Exception):
    """Another indexer (another process on the database) counted these rows first: the mark
    or the match's row moved on, so this write is undone instead of counting them twice."""


class Indexer:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._tables: dict[int, _Table] = {}

    async def refresh(self, batch: int = 5_000) -> int:
        """Count everything stored since the last refresh; returns the event rows read."""
        total = 0
        while True:
            read = await self._events(batch)
            total += read
            if read < batch:
                break
        await self._matches()
        return total

    async def _events(self, batch: int) -> int:
        mark = await self._mark()
        below = ""
        params: tuple[float, ...] = (mark, batch)
        if self.store.backend == "postgresql":
            # A row number is handed out when the row is written, not when it commits: a
            # row another process is still committing may be numbered below one already
            # seen, and would be passed over for good. So read only up to the first row
            # younger than COMMIT_LAG_S (commits take milliseconds).
            below = (" AND e.rowid < COALESCE((SELECT MIN(rowid) FROM match_events"
                     " WHERE rowid > ? AND created_at > ?), 9223372036854775807)")
            params = (mark, mark, self.store.now() - COMMIT_LAG_S, batch)
        rows = await self.store.read((
            "SELECT e.rowid, e.match_id, e.action_json, e.events_json, e.created_at,"
            " m.community, m.game FROM match_events e JOIN matches m ON m.id = e.match_id"
            f" WHERE e.rowid > ?{below} ORDER BY e.rowid LIMIT ?"), params)
        totals: dict[Key, DayTotals] = {}
        last = mark
        try:
            for rowid, match_id, action, events, created, community, game in rows:
                last = int(rowid)
                if not str(game).startswith(TABLE_PREFIX):
                    continue
                table = await self._table(int(match_id), str(community), mark)
                day = int(float(created) // DAY_S)
                _apply(table, json.loads(action), json.loads(events), totals, day)
            if rows:
                await self._write(totals, mark, last)
        except _Overtaken:
            self._tables.clear()  # counted elsewhere: what this one replayed may not follow on
        except BaseException:
            self._tables.clear()  # memory may be ahead of the store: rebuild from history
            raise
        return len(rows)

    async def _table(self, match_id: int, community: str, mark: int) -> _Table:
        """The table's seats and hand in progress, replayed from its rows up to `mark` the
        first time this indexer meets it (those rows were counted before)."""
        table = self._tables.get(match_id)
        if table is not None:
            return table
        table = _Table(community)
        earlier = await self.store.read((
            "SELECT action_json, events_json FROM match_events"
            " WHERE match_id = ? AND rowid <= ? ORDER BY rowid"), (match_id, mark))
        for action, events in earlier:
            _apply(table, json.loads(action), json.loads(events), None, 0)
        self._tables[match_id] = table
        return table

    async def _matches(self) -> None:
        marks = ", ".join("?" for _ in _MATCH_GAMES)
        rows = await self.store.read((
            "SELECT id, game, community, state_json, updated_at FROM matches"
            f" WHERE status = 'finished' AND (game IN ({marks}) OR game LIKE ?)"
            " AND id NOT IN (SELECT match_id FROM stat_matches) ORDER BY id"),
            (*_MATCH_GAMES, TOURNAMENT_PREFIX + "%"))
        for match_id, game, community, state_json, updated in rows:
            day = int(float(updated) // DAY_S)
            if str(game).startswith(TOURNAMENT_PREFIX):
                results = tourney_results(str(state_json), int(match_id))
                await self._counted(int(match_id), tourneys={
                    (str(community), player, day): totals
                    for player, totals in results.items()})
                continue
            seats = dict(await self.store.read((
                "SELECT seat, player_id FROM match_seats WHERE match_id = ?"), (match_id,)))
            winners = _match_winners(str(game), str(state_json), int(match_id))
            totals: dict[Key, DayTotals] = {}
            for seat in winners:
                player = seats.get(seat)
                if player is not None:
                    entry = totals.setdefault((str(community), int(player), day), DayTotals())
                    if game == "updown":
                        entry.updown_wins += 1
                    else:
                        entry.asnas_wins += 1
            await self._counted(int(match_id), matches=totals)

    async def _counted(self, match_id: int, *, matches: Mapping[Key, DayTotals] | None = None,
                       tourneys: Mapping[Key, TourneyTotals] | None = None) -> None:
        """Add a finished match's or tournament's rows and mark it counted, in one operation
        of the store's writer."""

        def count(db: sqlite3.Connection) -> None:
            claimed = db.execute("INSERT INTO stat_matches (match_id) VALUES (?)"
                                 " ON CONFLICT (match_id) DO NOTHING", (match_id,)).rowcount
            if claimed != 1:
                raise _Overtaken
            if matches:
                _upsert(db, matches)
            if tourneys:
                upsert_tourneys(db, tourneys)

        with contextlib.suppress(_Overtaken):  # another process counted it
            await self.store.writer.run(count)

    async def _mark(self) -> int:
        rows = await self.store.read("SELECT value FROM stat_marks WHERE name = ?", (MARK,))
        return int(rows[0][0]) if rows else 0

    async def _write(self, totals: Mapping[Key, DayTotals], read_from: int, mark: int) -> None:
        def write(db: sqlite3.Connection) -> None:
            # The mark moves only from where this indexer read: `_Overtaken` otherwise.
            moved = db.execute(
                "INSERT INTO stat_marks (name, value) VALUES (?, ?)"
                " ON CONFLICT (name) DO UPDATE SET value = excluded.value"
                " WHERE stat_marks.value = ?", (MARK, mark, read_from)).rowcount
            if moved != 1:
                raise _Overtaken
            _upsert(db, totals)

        await self.store.writer.run(write)  # the totals and the mark: one operation


def _apply(table: _Table, action: Mapping[str, Any], events: Iterable[Mapping[str, Any]],
           totals: dict[Key, DayTotals] | None, day: int) -> None:
    """One stored change of a table; `totals` None replays without counting."""
    for event in events:
        kind, seat = str(event["kind"]), event.get("seat")
        data = event.get("data") or {}
        if kind == "sit" and seat is not None:
            person = None if data.get("bot") else action.get("player")
            table.players[int(seat)] = None if person is None else int(person)
        elif kind == "left" and seat is not None:
            table.players.pop(int(seat), None)
        elif kind == "hand":
            table.hand = _Hand(dict(table.players))
        hand = table.hand
        if hand is None or seat is None:
            continue
        seat = int(seat)
        if kind == "hole":
            hand.dealt.add(seat)
        elif kind in _PUT:
            hand.put[seat] += int(data.get("amount", 0))
        elif kind == "return":
            hand.put[seat] -= int(data["amount"])
        elif kind == "win":
            hand.got[seat] += int(data["amount"])
            hand.winners.add(seat)
    hand = table.hand
    if hand is not None and hand.winners:  # the pots were awarded in this change
        if totals is not None:
            _count(table.community, hand, totals, day)
        table.hand = None


def _count(community: str, hand: _Hand, totals: dict[Key, DayTotals], day: int) -> None:
    pot = sum(hand.put.values())
    for seat in hand.dealt | hand.winners:
        player = hand.players.get(seat)
        if player is None:
            continue  # a computer seat: no account, no board
        entry = totals.setdefault((community, player, day), DayTotals())
        entry.hands += 1
        entry.net += hand.got[seat] - hand.put[seat]
        if seat in hand.winners:
            entry.best_pot = max(entry.best_pot, pot)


def _match_winners(game: str, state_json: str, match_id: int) -> list[int]:
    try:
        view = GAMES[game].from_dict(json.loads(state_json)).public_view()
    except Exception:
        log.exception("leaderboard: finished match %s does not load; no win counted", match_id)
        return []
    if game == "updown":
        winner = view.get("match_winner")
        return [] if winner is None else [int(str(winner))]
    return [int(str(seat)) for seat in view.get("winners") or []]


_SUMS: Final = (
    " hands = {t}.hands + excluded.hands, net = {t}.net + excluded.net,"
    # CASE, not SQLite's two-argument MAX (GREATEST on PostgreSQL): one text for both.
    " best_pot = CASE WHEN excluded.best_pot > {t}.best_pot THEN excluded.best_pot"
    " ELSE {t}.best_pot END,"
    " updown_wins = {t}.updown_wins + excluded.updown_wins,"
    " asnas_wins = {t}.asnas_wins + excluded.asnas_wins"
)


def _upsert(db: sqlite3.Connection, totals: Mapping[Key, DayTotals]) -> None:
    """Add to the day rows and to the all-time rows (in the writer's operation)."""
    db.executemany(
        "INSERT INTO stat_days (community, player_id, day, hands, net, best_pot, updown_wins,"
        " asnas_wins) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (community, day, player_id) DO UPDATE SET" + _SUMS.format(t="stat_days"),
        [(community, player, day, t.hands, t.net, t.best_pot, t.updown_wins, t.asnas_wins)
         for (community, player, day), t in totals.items()],
    )
    db.executemany(
        "INSERT INTO stat_totals (community, player_id, hands, net, best_pot, updown_wins,"
        " asnas_wins) VALUES (?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (community, player_id) DO UPDATE SET" + _SUMS.format(t="stat_totals"),
        [(community, player, t.hands, t.net, t.best_pot, t.updown_wins, t.asnas_wins)
         for (community, player, _), t in totals.items()],
    )
