"""The SQLite store: players, the chip ledger, matches with their snapshots and event log.

Every write is an operation for the group-commit writer (`bot.store.writer.GroupWriter`): one
connection on its own thread, writing the operations that arrive together in one
``BEGIN IMMEDIATE`` transaction (a refused operation undone alone), and answering each caller
only once the batch is committed. A second connection serves reads, which in WAL mode see only
committed data and never wait for the writer; each read is one call on its thread. Queries use
only SQL that PostgreSQL accepts too (``?`` placeholders aside, which the driver decides).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import secrets
import socket
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Self

import aiosqlite

from bot.errors import (
    InsufficientBalance,
    MatchNotFound,
    RefillCooldown,
    RefillNotBroke,
    SeqConflict,
)
from bot.store.backend import pg_dump, postgres_url, redacted, sqlite_path
from bot.store.migrations import (
    ESCROW_PLATFORM,
    MIGRATIONS,
    REASONS,
    STATUSES,
    TRANSFER_REASONS,
    split_statements,
)
from bot.store.pg import Fetch, PgReader
from bot.store.pg_schema import PG_MIGRATIONS
from bot.store.writer import GroupWriter, Pending

Clock = Callable[[], float]

# How long a claimed timer is its claimer's alone (`Store.claim_timer`): past it, another
# process plays it. Longer than any timer move takes; short enough to fail over in seconds.
TIMER_LEASE_S: Final = 10.0
LEASE_KEPT_S: Final = 3600.0  # ended leases older than this are deleted by later claims
LOCK_LEASE_S: Final = 30.0  # `Store.lease`: longer than any block it guards takes


def timer_key(kind: str, game_id: int, seq: int, deadline: float | None) -> str:
    """A due timer's name in `timer_leases`: the game, its state and the deadline, so a
    deadline moved at the same state (after downtime) is a timer of its own."""
    return f"{kind}:{game_id}:{seq}:{deadline!r}"


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer feltbot than this one: opening it could write rows
    this code does not understand, so it is refused (upgrade the code, or restore a backup)."""

    def __init__(self, path: str | Path, found: int, known: int) -> None:
        super().__init__(
            f"{path}: database schema version {found} is newer than this feltbot knows"
            f" ({known}); upgrade feltbot or open a backup made by this version"
        )
        self.database = str(path)  # the file, or the server's URL without its password
        self.found = found
        self.known = known


class EscrowMismatch(RuntimeError):
    """A match's escrow account does not hold the chips its state says it holds (or would be
    paid out below zero): the change is refused with nothing written, and the match is not
    played on (an admin's `feltbot refund-broken` returns its chips from the escrow)."""

    def __init__(self, match_id: int, expected: int, found: int, *, paying: bool = False) -> None:
        super().__init__(
            f"match {match_id}: its escrow account holds {found}, cannot pay out {expected}"
            if paying else
            f"match {match_id}: its chips ({expected}) differ from its escrow account ({found})"
        )
        self.match_id = match_id
        self.expected = expected
        self.found = found


HOUSE: Final = ("house", "house", "House")  # the house account: (platform, id, name)


def match_ref(match_id: int) -> str:
    """The ledger `ref` of chips moved by a match."""
    return f"match:{match_id}"


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One chip movement to append. `ref` None on a match's rows means that match."""

    community: str
    player_id: int
    delta: int
    reason: str
    ref: str | None = None

    def __post_init__(self) -> None:
        if self.reason not in REASONS:
            raise ValueError(f"unknown ledger reason {self.reason!r}")
        if isinstance(self.delta, bool) or not isinstance(self.delta, int):
            raise TypeError("ledger deltas are integers (chips)")


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """A stored ledger row."""

    id: int
    community: str
    player_id: int
    delta: int
    reason: str
    ref: str | None
    balance_after: int
    created_at: float


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    id: int
    platform: str
    external_id: str
    display_name: str
    language: str | None


@dataclass(frozen=True, slots=True)
class SeatRecord:
    seat: int
    player_id: int | None  # None: a computer player

    @property
    def is_bot(self) -> bool:
        return self.player_id is None


@dataclass(frozen=True, slots=True)
class MatchRecord:
    id: int
    game: str
    community: str
    channel: str
    status: str
    state_json: str
    seq: int
    deal_no: int
    created_at: float
    updated_at: float
    deadline: float | None
    meta_json: str
    seats: tuple[SeatRecord, ...]
    escrow: int = 0  # the balance of the match's escrow account (0 before it has one)
    snapshot_seq: int = 0  # the seq `state_json` was taken at (at most `seq`)
    replay: tuple[str, ...] = ()  # the action_json of each event after it, to replay in order


@dataclass(frozen=True, slots=True)
class EventRecord:
    match_id: int
    seq: int
    action_json: str
    events_json: str
    created_at: float


def _event_record(row: Sequence[Any]) -> EventRecord:
    return EventRecord(int(row[0]), int(row[1]), str(row[2]), str(row[3]), float(row[4]))


_MATCH_COLUMNS = (
    "m.id, m.game, m.community, m.channel, m.status, m.state_json, m.seq, m.deal_no, "
    "m.created_at, m.updated_at, m.deadline, m.meta_json, m.snapshot_seq, "
    "COALESCE((SELECT l.balance_after FROM players p JOIN ledger l"
    f" ON l.community = m.community AND l.player_id = p.id"
    f" WHERE p.platform = '{ESCROW_PLATFORM}' AND p.external_id = CAST(m.id AS TEXT)"
    " ORDER BY l.id DESC LIMIT 1), 0)"
)

# What a match's escrow account holds (0 without one), found from the match's id alone: the
# check after a change that moved no chip (most of them) is this one statement, not three.
_ESCROW_BALANCE = (
    "SELECT COALESCE((SELECT l.balance_after FROM matches m JOIN players p"
    f" ON p.platform = '{ESCROW_PLATFORM}' AND p.external_id = CAST(m.id AS TEXT)"
    " JOIN ledger l ON l.community = m.community AND l.player_id = p.id"
    " WHERE m.id = ? ORDER BY l.id DESC LIMIT 1), 0)"
)

# `commit_action`'s row update: lean (the snapshot stays) or with a snapshot, and with the
# status only when it changes (status first among the parameters then).
_UPDATE_WHERE = " WHERE id = ? AND seq = ? AND status = 'open'"
_UPDATE_LEAN = (
    "UPDATE matches SET seq = ?, deal_no = ?, deadline = ?, updated_at = ?" + _UPDATE_WHERE
)
_UPDATE_FULL = (
    "UPDATE matches SET state_json = ?, snapshot_seq = ?, seq = ?, deal_no = ?, deadline = ?,"
    " updated_at = ?" + _UPDATE_WHERE
)
_UPDATE_LEAN_STATUS = _UPDATE_LEAN.replace("SET ", "SET status = ?, ", 1)
_UPDATE_FULL_STATUS = _UPDATE_FULL.replace("SET ", "SET status = ?, ", 1)

_INSERT_LEDGER = """
INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after, created_at)
VALUES (?, ?, ?, ?, ?,
    COALESCE((SELECT balance_after FROM ledger
              WHERE community = ? AND player_id = ? ORDER BY id DESC LIMIT 1), 0) + ?,
    ?)
"""


class Store:
    """Async access to the database. Create with `await Store.open(path)`; `close()` at the end."""

    def __init__(
        self, path: Path, writer: GroupWriter, reader: aiosqlite.Connection, clock: Clock,
        house: int,
    ) -> None:
        self.path = path
        self.writer = writer
        self._reader = reader
        self._reading = asyncio.Lock()  # a read snapshot holds the SQLite reader to itself
        self._clock = clock
        self.house = house  # the house account's player id (computer seats' chips)
        self.url: str | None = None  # the PostgreSQL server's URL; None on SQLite
        # The schema version found before this open migrated (`feltbot migrate` reports it).
        self.migrated_from = 0
        # Who this process is in `timer_leases` (unique per open, across machines).
        self.holder = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"

    def now(self) -> float:
        """The store's clock: what it stamps rows and leases with."""
        return self._clock()

    @property
    def database(self) -> str:
        """The file, or the server's URL without its password (for messages)."""
        return str(self.path) if self.url is None else redacted(self.url)

    @property
    def backend(self) -> str:
        """"postgresql" or "sqlite"."""
        return "sqlite" if self.url is None else "postgresql"

    # -- lifecycle -------------------------------------------------------------------------

    @classmethod
    async def open(
        cls, path: str | Path, *, clock: Clock = time.time, synchronous: str = "FULL"
    ) -> Self:
        """Open (creating and migrating) the database: a file path or ``sqlite:///path`` for
        SQLite, a ``postgresql://…`` URL for PostgreSQL (`bot.store.backend`). A SQLite file,
        not ":memory:", because the reader and the writer are two connections to it.
        `synchronous` "FULL" (the default) makes every answered write survive power loss;
        "NORMAL" only a crash of the process (see `GroupWriter.open`; SQLite only)."""
        url = postgres_url(path)
        if url is not None:
            return await cls._open_postgres(url, clock)
        path = sqlite_path(path)
        if str(path) == ":memory:" or str(path).startswith("file::memory:"):
            raise ValueError("the store needs a database file (two connections share it)")
        writer = await GroupWriter.open(str(path), synchronous=synchronous)
        try:
            house, found = await writer.call(lambda db: _migrate(db, clock, path))
            reader = await _connect(path)
        except BaseException:
            await writer.close()
            raise
        store = cls(Path(path), writer, reader, clock, house)
        store.migrated_from = found
        return store

    @classmethod
    async def _open_postgres(cls, url: str, clock: Clock) -> Self:
        writer = await GroupWriter.open_postgres(url)
        try:
            house, found = await writer.call(lambda db: _migrate_postgres(db, clock, url))
            reader = await PgReader.open(url)
        except BaseException:
            await writer.close()
            raise
        store = cls(Path(redacted(url)), writer, reader, clock, house)  # type: ignore[arg-type]
        store.url = url
        store.migrated_from = found
        return store

    async def close(self) -> None:
        try:
            await self.writer.close()  # what is queued is written first
        finally:
            await self._reader.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def backup(self, target: str | Path) -> Path:
        """Copy the whole database to a new file `target` with SQLite's online backup API (a
        consistent snapshot; the bot keeps writing meanwhile) and return its path.
        `FileExistsError` if `target` exists: a backup never overwrites. The copy is written
        beside `target` under a temporary name and renamed when complete, so a failed or
        interrupted backup leaves no half file at `target`."""
        if self.url is not None:
            return await pg_dump(self.url, Path(target))
        return await asyncio.to_thread(_backup, self.path, Path(target))

    async def journal_mode(self) -> str:
        """SQLite's journal mode ("wal"); "postgresql" on PostgreSQL, which has its own."""
        if self.url is not None:
            return "postgresql"
        return str(await self._scalar("PRAGMA journal_mode"))

    async def schema_version(self) -> int:
        return int(await self._scalar("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    # -- players ---------------------------------------------------------------------------

    async def ensure_player(self, platform: str, external_id: str, display_name: str) -> int:
        """The player's id, creating the player on first sight; refreshes the display name."""
        now = self._clock()

        def write(db: sqlite3.Connection) -> int:
            row = db.execute(
                "INSERT INTO players (platform, external_id, display_name, language, created_at)"
                " VALUES (?, ?, ?, NULL, ?)"
                " ON CONFLICT (platform, external_id)"
                " DO UPDATE SET display_name = excluded.display_name"
                " RETURNING id",
                (platform, external_id, display_name, now),
            ).fetchone()
            assert row is not None
            return int(row[0])

        return await self.writer.run(write)

    async def player(self, player_id: int) -> PlayerRecord | None:
        row = await self._fetchone(
            "SELECT id, platform, external_id, display_name, language FROM players WHERE id = ?",
            (player_id,),
        )
        if row is None:
            return None
        return PlayerRecord(int(row[0]), str(row[1]), str(row[2]), str(row[3]), row[4])

    async def set_language(self, player_id: int, language: str | None) -> None:
        """Store the player's language (None: no preference)."""
        def write(db: sqlite3.Connection) -> None:
            cursor = db.execute(
                "UPDATE players SET language = ? WHERE id = ?", (language, player_id)
            )
            if cursor.rowcount != 1:
                raise LookupError(f"no player {player_id}")

        await self.writer.run(write)

    # -- chips -----------------------------------------------------------------------------

    async def balance(self, community: str, player_id: int) -> int:
        """The sum of the account's ledger rows."""
        return int(
            await self._scalar(
                "SELECT COALESCE(SUM(delta), 0) FROM ledger WHERE community = ? AND player_id = ?",
                (community, player_id),
            )
        )

    async def ledger(self, community: str, player_id: int) -> list[LedgerEntry]:
        """The account's rows, oldest first."""
        rows = await self._fetchall(
            "SELECT id, community, player_id, delta, reason, ref, balance_after, created_at"
            " FROM ledger WHERE community = ? AND player_id = ? ORDER BY id",
            (community, player_id),
        )
        return [
            LedgerEntry(int(r[0]), str(r[1]), int(r[2]), int(r[3]), str(r[4]), r[5], int(r[6]),
                        float(r[7]))
            for r in rows
        ]

    async def append_ledger(self, rows: Iterable[LedgerRow]) -> None:
        """Append rows in one transaction: all of them or, if one would overdraw, none."""
        rows = tuple(rows)
        now = self._clock()
        await self.writer.run(lambda db: insert_ledger(db, rows, None, now))

    async def grant_if_new(self, community: str, player_id: int, amount: int) -> int:
        """Give the starting grant once per account; returns what was granted (0 if not new)."""
        now = self._clock()

        def write(db: sqlite3.Connection) -> int:
            already = db.execute(
                "SELECT 1 FROM ledger WHERE community = ? AND player_id = ? AND reason = 'grant'",
                (community, player_id),
            ).fetchone()
            if already is not None:
                return 0
            try:
                insert_ledger(db, [LedgerRow(community, player_id, amount, "grant")], None, now)
            except sqlite3.IntegrityError as error:
                # Another process granted first (the unique index `ledger_one_grant`).
                if "UNIQUE" not in str(error):
                    raise
                return 0
            return amount

        return await self.writer.run(write)

    async def refill(self, community: str, player_id: int, amount: int, cooldown_s: float) -> int:
        """Top up a broke account (balance 0) at most once per `cooldown_s`; returns `amount`.

        Raises `RefillNotBroke` or `RefillCooldown` (with the minutes left, rounded up).
        """
        now = self._clock()

        def write(db: sqlite3.Connection) -> int:
            row = db.execute(
                "SELECT COALESCE(SUM(delta), 0),"
                " MAX(CASE WHEN reason = 'refill' THEN created_at END)"
                " FROM ledger WHERE community = ? AND player_id = ?",
                (community, player_id),
            ).fetchone()
            assert row is not None
            if int(row[0]) > 0:
                raise RefillNotBroke()
            if row[1] is not None:
                waited = now - float(row[1])
                if waited < cooldown_s:
                    raise RefillCooldown(minutes=max(1, math.ceil((cooldown_s - waited) / 60)))
            insert_ledger(db, [LedgerRow(community, player_id, amount, "refill")], None, now)
            return amount

        return await self.writer.run(write)

    # -- matches ---------------------------------------------------------------------------

    async def create_match(
        self,
        game: str,
        community: str,
        channel: str,
        *,
        seats: Sequence[int | None],
        state_json: str,
        ledger_rows: Iterable[LedgerRow] = (),
        seq: int = 0,
        deal_no: int = 0,
        meta_json: str = "{}",
        deadline: float | None = None,
        escrow: int | None = None,
    ) -> int:
        """Store a new open match; `seats[i]` is seat i's player id, None for a computer.

        Ledger rows (buy-ins, entries) are written in the same transaction; their `ref`
        defaults to the new match, and its transfers have their twins on the match's escrow
        (`insert_match_ledger`). `escrow`, when given, is what the escrow must hold after
        them (`EscrowMismatch` otherwise, nothing written).
        """
        now = self._clock()
        rows = tuple(ledger_rows)
        seats = tuple(seats)

        def write(db: sqlite3.Connection) -> int:
            row = db.execute(
                "INSERT INTO matches (game, community, channel, status, state_json, seq, deal_no,"
                " created_at, updated_at, deadline, meta_json, snapshot_seq)"
                " VALUES (?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (game, community, channel, state_json, seq, deal_no, now, now, deadline,
                 meta_json, seq),
            ).fetchone()
            assert row is not None
            match_id = int(row[0])
            db.executemany(
                "INSERT INTO match_seats (match_id, seat, player_id, is_bot) VALUES (?, ?, ?, ?)",
                [
                    (match_id, seat, player_id, player_id is None)
                    for seat, player_id in enumerate(seats)
                ],
            )
            insert_match_ledger(db, match_id, rows, now, expect=escrow)
            return match_id

        return await self.writer.run(write)

    def commit_action(
        self,
        match_id: int,
        expected_seq: int,
        *,
        state_json: str | None,
        seq: int,
        deal_no: int,
        action_json: str,
        events_json: str,
        ledger_rows: Iterable[LedgerRow] = (),
        status: str | None = None,
        deadline: float | None = None,
        escrow: int | None = None,
    ) -> Pending[None]:
        """Record one accepted state change atomically: snapshot, event row and ledger rows
        (transfers with their twins on the match's escrow, `insert_match_ledger`). Queued at
        once; await the result for the write's end (`GroupWriter.submit`).

        Refused with `SeqConflict` when the stored seq is not `expected_seq` (someone else
        moved the match on), `MatchNotFound` when the match is not open, and `EscrowMismatch`
        when `escrow` is given and the match's escrow account does not hold exactly that
        after the rows (the chips the changed state holds); then nothing is written. `status`
        None keeps the status; `deadline` replaces the stored one (None clears the turn
        timer). `state_json` None is a lean write: the stored snapshot stays (at its
        `snapshot_seq`) and the event row's `action_json` must replay the change on it.
        """
        if status is not None and status not in STATUSES:
            raise ValueError(f"unknown match status {status!r}")
        if seq <= expected_seq:
            raise ValueError("a committed action must advance seq")
        now = self._clock()
        rows = tuple(ledger_rows)

        # The status column only when it changes: setting it, even to itself, rewrites the
        # row's entry in `matches_by_status` (the most frequent write, a move, keeps it).
        if state_json is None:
            sql = _UPDATE_LEAN if status is None else _UPDATE_LEAN_STATUS
            params: tuple[Any, ...] = (seq, deal_no, deadline, now, match_id, expected_seq)
        else:
            sql = _UPDATE_FULL if status is None else _UPDATE_FULL_STATUS
            params = (state_json, seq, seq, deal_no, deadline, now, match_id, expected_seq)
        if status is not None:
            params = (status, *params)

        def write(db: sqlite3.Connection) -> None:
            cursor = db.execute(sql, params)
            if cursor.rowcount != 1:
                _raise_not_committable(db, match_id, expected_seq)
            db.execute(
                "INSERT INTO match_events (match_id, seq, action_json, events_json, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (match_id, seq, action_json, events_json, now),
            )
            insert_match_ledger(db, match_id, rows, now, expect=escrow)

        return self.writer.submit(write)

    async def refund_and_cancel(
        self, match_id: int, expected_seq: int, action_json: str
    ) -> list[LedgerRow]:
        """Cancel an open match or table that cannot be played on, giving every account back
        what its transfer rows put into it and did not take out (its buy-ins and entries less
        its cash-outs and prizes; the house's for computer seats), paid from the match's
        escrow, all in one transaction with an event row; returns the refund rows. The escrow
        ends empty: should it hold less than is owed (someone cashed out a win earlier), the
        house mints the difference into it first; what it holds beyond (chips won from
        computer seats, or a migrated table's chips) goes to the house. `SeqConflict` /
        `MatchNotFound` as for `commit_action`: nothing written."""
        ref = match_ref(match_id)
        now = self._clock()
        house = self.house

        def write(db: sqlite3.Connection) -> list[LedgerRow]:
            cursor = db.execute(
                "UPDATE matches SET status = 'cancelled', seq = seq + 1, deadline = NULL,"
                " updated_at = ? WHERE id = ? AND seq = ? AND status = 'open'",
                (now, match_id, expected_seq),
            )
            if cursor.rowcount != 1:
                _raise_not_committable(db, match_id, expected_seq)
            community = str(db.execute(
                "SELECT community FROM matches WHERE id = ?", (match_id,)
            ).fetchone()[0])
            escrow = _escrow_account(db, match_id, now)
            reasons = ", ".join(f"'{reason}'" for reason in sorted(TRANSFER_REASONS))
            owed = db.execute(
                "SELECT community, player_id, SUM(delta) FROM ledger WHERE ref = ?"
                f" AND player_id != ? AND reason IN ({reasons})"
                " GROUP BY community, player_id ORDER BY community, player_id",
                (ref, escrow),
            ).fetchall()
            rows = [
                LedgerRow(str(account_community), int(player_id), -int(total), "cash_out")
                for account_community, player_id, total in owed
                if int(total) < 0
            ]
            held = _account_balance(db, community, escrow)
            short = sum(row.delta for row in rows) - held
            if short > 0:
                insert_match_ledger(db, match_id, [
                    LedgerRow(community, house, short, "refill"),
                    LedgerRow(community, house, -short, "buy_in"),
                ], now)
            elif short < 0:
                rows.append(LedgerRow(community, house, -short, "cash_out"))
            insert_match_ledger(db, match_id, rows, now, expect=0)
            events = [
                {"kind": "refund", "community": row.community, "player": row.player_id,
                 "amount": row.delta}
                for row in rows
            ]
            db.execute(
                "INSERT INTO match_events (match_id, seq, action_json, events_json, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (match_id, expected_seq + 1, action_json,
                 json.dumps(events, separators=(",", ":")), now),
            )
            return [LedgerRow(row.community, row.player_id, row.delta, row.reason, ref)
                    for row in rows]

        return await self.writer.run(write)

    async def escrow_balance(self, match_id: int) -> int:
        """What the match's escrow account holds (0 before it has one)."""
        record = await self.load_match(match_id)
        if record is None:
            raise MatchNotFound(match_id)
        return record.escrow

    async def set_deadline(self, match_id: int, expected_seq: int, deadline: float | None) -> None:
        """Move an open match's turn deadline (nothing else changes, seq included: buttons
        already shown stay valid). `SeqConflict` / `MatchNotFound` as for `commit_action`."""
        now = self._clock()

        def write(db: sqlite3.Connection) -> None:
            cursor = db.execute(
                "UPDATE matches SET deadline = ?, updated_at = ?"
                " WHERE id = ? AND seq = ? AND status = 'open'",
                (deadline, now, match_id, expected_seq),
            )
            if cursor.rowcount != 1:
                _raise_not_committable(db, match_id, expected_seq)

        await self.writer.run(write)

    async def load_match(self, match_id: int) -> MatchRecord | None:
        """The match in any status, or None."""
        records = await self._load_matches("WHERE id = ?", (match_id,))
        return records[0] if records else None

    async def load_open_matches(
        self, game_prefix: str = "", *, excluding: Sequence[str] = ()
    ) -> list[MatchRecord]:
        """Every open match and table, oldest first; only the games that start with
        `game_prefix` and none that start with one of `excluding`, so a service loading its
        own kind at start-up does not read (and parse) every other service's rows."""
        where = "WHERE status = 'open'"
        params: list[Any] = []
        if game_prefix:
            where += " AND substr(m.game, 1, ?) = ?"
            params += [len(game_prefix), game_prefix]
        for prefix in excluding:
            where += " AND substr(m.game, 1, ?) <> ?"
            params += [len(prefix), prefix]
        return await self._load_matches(where, tuple(params))

    async def find_open_match(
        self, community: str, player_id: int, game: str
    ) -> MatchRecord | None:
        """The player's open match of `game` in `community` (the newest if several)."""
        records = await self._load_matches(
            "WHERE status = 'open' AND community = ? AND game = ? AND id IN"
            " (SELECT match_id FROM match_seats WHERE player_id = ?)",
            (community, game, player_id),
        )
        return records[-1] if records else None

    async def match_ids(self, community: str, game_prefix: str,
                        channel: str | None = None) -> list[int]:
        """The ids of every match in `community` (and `channel`, when given) whose game starts
        with `game_prefix`, in any status, oldest first."""
        where = "community = ? AND substr(game, 1, ?) = ?"
        params: tuple[Any, ...] = (community, len(game_prefix), game_prefix)
        if channel is not None:
            where += " AND channel = ?"
            params = (*params, channel)
        rows = await self._fetchall(f"SELECT id FROM matches WHERE {where} ORDER BY id", params)
        return [int(row[0]) for row in rows]

    async def match_counts(self, community: str, player_id: int) -> dict[str, int]:
        """The player's finished matches in `community`, per game (cancelled ones do not
        count). Poker tables keep no seat rows (their seats live in the snapshot), so they are
        not matches here."""
        rows = await self._fetchall(
            "SELECT game, COUNT(*) FROM matches"
            " WHERE status = 'finished' AND community = ? AND id IN"
            " (SELECT match_id FROM match_seats WHERE player_id = ?)"
            " GROUP BY game ORDER BY game",
            (community, player_id),
        )
        return {str(game): int(count) for game, count in rows}

    # -- timer leases ----------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def lease(self, name: str, hold_s: float = LOCK_LEASE_S) -> AsyncIterator[None]:
        """Hold the lock `name` across every process on the database while the block runs
        (a `timer_leases` row, waited for while another holds it). A holder that died frees
        it after `hold_s`, as does a block that outlasts it: keep the block short. One task
        per process at a time: this store's own claims renew (callers lock in-process
        first)."""
        key = f"lock:{name}"
        pause = 0.02
        while not await self.claim_timer(key, hold_s):
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.5)
        try:
            yield
        finally:
            holder = self.holder
            await self.writer.run(lambda db: db.execute(
                "DELETE FROM timer_leases WHERE timer = ? AND holder = ?", (key, holder)
            ).close())

    async def release_claims(self, prefix: str) -> None:
        """Give up this process's claims whose name starts with `prefix` (a clean shutdown:
        another process, or this one restarted, takes them at once)."""
        holder = self.holder
        await self.writer.run(lambda db: db.execute(
            "DELETE FROM timer_leases WHERE holder = ? AND substr(timer, 1, ?) = ?",
            (holder, len(prefix), prefix)).close())

    async def beat(self, name: str, hold_s: float) -> None:
        """A heartbeat: this process holds `name` (a Discord shard) for `hold_s` more
        seconds, whoever held it before (a restarted process takes its shard back at once).
        A `timer_leases` row "beat:<name>" that other processes read with `beats`."""
        row = (f"beat:{name}", self.holder, self._clock() + hold_s)
        await self.writer.run(lambda db: db.execute(
            "INSERT INTO timer_leases (timer, holder, until) VALUES (?, ?, ?)"
            " ON CONFLICT (timer) DO UPDATE SET holder = excluded.holder,"
            " until = excluded.until", row,
        ).close())

    async def claims(self, prefix: str) -> dict[str, tuple[str, float]]:
        """Every claim (a lease, a heartbeat) whose name starts with `prefix`: name ->
        (holder, until)."""
        rows = await self._fetchall(
            "SELECT timer, holder, until FROM timer_leases WHERE substr(timer, 1, ?) = ?",
            (len(prefix), prefix))
        return {str(t): (str(h), float(u)) for t, h, u in rows}

    async def beats(self, prefix: str = "") -> dict[str, tuple[str, float]]:
        """Every heartbeat whose name starts with `prefix`: name -> (holder, until)."""
        found = await self.claims("beat:" + prefix)
        return {name.removeprefix("beat:"): held for name, held in found.items()}

    async def end_beat(self, name: str) -> None:
        """This process no longer holds `name` (a clean stop): the others need not wait."""
        await self.release_claim(f"beat:{name}")

    async def release_claim(self, name: str) -> None:
        """Give up this process's claim `name` (a lease, a heartbeat), if it holds it."""
        key = (name, self.holder)
        await self.writer.run(lambda db: db.execute(
            "DELETE FROM timer_leases WHERE timer = ? AND holder = ?", key).close())

    async def open_games(self, community: str | None = None) -> list[tuple[int, str, str, int]]:
        """(id, game, community, seq) of every open match and table of `community` (None:
        of every community)."""
        where, params = ("", ()) if community is None else (" AND community = ?", (community,))
        rows = await self._fetchall(
            "SELECT id, game, community, seq FROM matches WHERE status = 'open'"
            f"{where} ORDER BY id", params)
        return [(int(i), str(game), str(c), int(seq)) for i, game, c, seq in rows]

    async def due_games(self, before: float) -> list[tuple[int, str, str, int]]:
        """(id, game, community, seq) of every open match and table whose stored deadline is
        at or before `before`: timers someone should have played (a process that held them
        may have died)."""
        rows = await self._fetchall(
            "SELECT id, game, community, seq FROM matches WHERE status = 'open'"
            " AND deadline IS NOT NULL AND deadline <= ? ORDER BY deadline, id", (before,))
        return [(int(i), str(game), str(community), int(seq)) for i, game, community, seq in rows]

    async def claim_timer(self, timer: str, hold_s: float = TIMER_LEASE_S) -> bool:
        """Whether this process is the one to play the due timer `timer` (a key naming the
        game, its state and the deadline): True once the claim is committed, for this store
        alone until `hold_s` has passed (then another may take it: this one died before
        playing it) and again for this store; False while another process holds it."""
        now = self._clock()
        holder = self.holder

        def claim(db: sqlite3.Connection) -> bool:
            db.execute("DELETE FROM timer_leases WHERE until < ?", (now - LEASE_KEPT_S,))
            taken = db.execute(
                "INSERT INTO timer_leases (timer, holder, until) VALUES (?, ?, ?)"
                " ON CONFLICT (timer) DO UPDATE SET holder = excluded.holder,"
                " until = excluded.until"
                " WHERE timer_leases.until <= ? OR timer_leases.holder = excluded.holder",
                (timer, holder, now + hold_s, now),
            ).rowcount
            return bool(taken == 1)

        return await self.writer.run(claim)

    # -- front-end memory (bot.kv.KeyValue) ------------------------------------------------

    async def relay(self, holder: str, payload_json: str) -> None:
        """Leave an update for the process `holder` (one that drives the game it is for):
        it takes it with `relayed`."""
        row = (holder, payload_json, self._clock())
        await self.writer.run(lambda db: db.execute(
            "INSERT INTO relayed (holder, payload_json, created_at) VALUES (?, ?, ?)",
            row).close())

    async def relayed(self) -> list[str]:
        """The updates left for this process, oldest first, each taken once (deleted as it is
        returned). One read and nothing written when there is none."""
        holder = self.holder
        if await self._fetchone("SELECT 1 FROM relayed WHERE holder = ? LIMIT 1",
                                (holder,)) is None:
            return []

        def take(db: sqlite3.Connection) -> list[str]:
            rows = db.execute("SELECT id, payload_json FROM relayed WHERE holder = ?"
                              " ORDER BY id", (holder,)).fetchall()
            if rows:
                db.execute("DELETE FROM relayed WHERE holder = ? AND id <= ?",
                           (holder, rows[-1][0])).close()
            return [str(payload) for _, payload in rows]

        return await self.writer.run(take)

    async def drop_relayed(self, older_than_s: float) -> int:
        """Forget updates left longer ago than `older_than_s` for any process (one that died
        never takes its own; a press that old is past answering); how many."""
        before = self._clock() - older_than_s
        return await self.writer.run(lambda db: db.execute(
            "DELETE FROM relayed WHERE created_at < ?", (before,)).rowcount)

    async def kv_get(self, namespace: str, key: str) -> str | None:
        """The stored JSON text, or None (one statement on the reader)."""
        row = await self._fetchone(
            "SELECT value_json FROM adapter_kv WHERE namespace = ? AND key = ?", (namespace, key)
        )
        return None if row is None else str(row[0])

    async def kv_put(self, namespace: str, key: str, value_json: str) -> None:
        await self.writer.run(lambda db: db.execute(
            "INSERT INTO adapter_kv (namespace, key, value_json) VALUES (?, ?, ?)"
            " ON CONFLICT (namespace, key) DO UPDATE SET value_json = excluded.value_json",
            (namespace, key, value_json),
        ).close())

    async def kv_delete(self, namespace: str, key: str) -> None:
        await self.writer.run(lambda db: db.execute(
            "DELETE FROM adapter_kv WHERE namespace = ? AND key = ?", (namespace, key)
        ).close())

    async def read(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """One read-only statement on the reader, run to its end (for the bot's small tables
        beside the store's own, as `bot.challenges`)."""
        return await self._fetchall(sql, params)

    async def match_events(self, match_id: int) -> list[EventRecord]:
        rows = await self._fetchall(
            "SELECT match_id, seq, action_json, events_json, created_at FROM match_events"
            " WHERE match_id = ? ORDER BY seq",
            (match_id,),
        )
        return [_event_record(r) for r in rows]

    async def latest_events(self, match_id: int, count: int) -> list[EventRecord]:
        """The last `count` rows of `match_events` of a match, oldest first (a table redrawn
        after a restart shows its hand's latest lines; the primary key reads them)."""
        rows = await self._fetchall(
            "SELECT match_id, seq, action_json, events_json, created_at FROM match_events"
            " WHERE match_id = ? ORDER BY seq DESC LIMIT ?",
            (match_id, count),
        )
        return [_event_record(r) for r in reversed(rows)]

    # -- internals -------------------------------------------------------------------------

    async def _load_matches(self, where: str, params: tuple[Any, ...]) -> list[MatchRecord]:
        # The rows, their seats and the moves to replay are read at one moment: a change
        # committed between two of the reads made a live game look broken (its replay
        # against the row's newer seq).
        async with self._snapshot() as fetch:
            return await self._read_matches(fetch, where, params)

    async def _read_matches(self, fetch: Fetch, where: str, params: tuple[Any, ...]
                            ) -> list[MatchRecord]:
        rows = await fetch(f"SELECT {_MATCH_COLUMNS} FROM matches m {where} ORDER BY m.id",
                           params)
        if not rows:
            return []
        ids = [int(row[0]) for row in rows]
        marks = ", ".join("?" for _ in ids)
        seat_rows = await fetch(
            f"SELECT match_id, seat, player_id FROM match_seats WHERE match_id IN ({marks})"
            " ORDER BY match_id, seat",
            tuple(ids),
        )
        behind = [int(r[0]) for r in rows if int(r[12]) < int(r[6])]
        replay: dict[int, list[str]] = {}
        if behind:  # lean writes since the snapshot: their actions, to replay
            marks_behind = ", ".join("?" for _ in behind)
            for match_id, action_json in await fetch(
                "SELECT e.match_id, e.action_json FROM match_events e JOIN matches m"
                f" ON m.id = e.match_id WHERE m.id IN ({marks_behind})"
                " AND e.seq > m.snapshot_seq ORDER BY e.match_id, e.seq",
                tuple(behind),
            ):
                replay.setdefault(int(match_id), []).append(str(action_json))
        seats: dict[int, list[SeatRecord]] = {match_id: [] for match_id in ids}
        for match_id, seat, player_id in seat_rows:
            seats[int(match_id)].append(
                SeatRecord(int(seat), None if player_id is None else int(player_id))
            )
        return [
            MatchRecord(
                id=int(r[0]), game=str(r[1]), community=str(r[2]), channel=str(r[3]),
                status=str(r[4]), state_json=str(r[5]), seq=int(r[6]), deal_no=int(r[7]),
                created_at=float(r[8]), updated_at=float(r[9]),
                deadline=None if r[10] is None else float(r[10]), meta_json=str(r[11]),
                seats=tuple(seats[int(r[0])]), snapshot_seq=int(r[12]), escrow=int(r[13]),
                replay=tuple(replay.get(int(r[0]), ())),
            )
            for r in rows
        ]

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        # One call on the reader's thread runs the statement to its end: no read is ever left
        # half done (holding an old snapshot) between two awaits.
        if isinstance(self._reader, PgReader):
            return await self._reader.execute_fetchall(sql, params)
        async with self._reading:
            return await self._sqlite_fetch(sql, params)

    async def _sqlite_fetch(self, sql: str, params: Sequence[Any] = ()
                            ) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in await self._reader.execute_fetchall(sql, params)]

    @contextlib.asynccontextmanager
    async def _snapshot(self) -> AsyncIterator[Fetch]:
        """Reads that all see one moment of the database (SQLite: one read transaction on the
        reader, which nothing else uses meanwhile; PostgreSQL: a repeatable-read one)."""
        if isinstance(self._reader, PgReader):
            async with self._reader.snapshot() as in_transaction:
                yield in_transaction
            return
        async with self._reading:
            await self._reader.execute("BEGIN")
            try:
                yield self._sqlite_fetch
            finally:
                await self._reader.execute("COMMIT")

    async def _fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> tuple[Any, ...] | None:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    async def _scalar(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        row = await self._fetchone(sql, params)
        assert row is not None
        return row[0]


def insert_ledger(
    db: sqlite3.Connection, rows: Iterable[LedgerRow], default_ref: str | None, now: float
) -> None:
    """Append `rows` on the writer's connection, each with its running balance;
    `InsufficientBalance` when one would go below zero (for operations run on the writer)."""
    lock = getattr(db, "lock_account", None)  # PostgreSQL: other processes write too
    for row in rows:
        ref = default_ref if row.ref is None else row.ref
        if lock is not None:
            lock(row.community, row.player_id)
        try:
            db.execute(
                _INSERT_LEDGER,
                (row.community, row.player_id, row.delta, row.reason, ref,
                 row.community, row.player_id, row.delta, now),
            )
        except sqlite3.IntegrityError as error:
            if "balance_after >= 0" not in str(error):
                raise
            found = db.execute(
                "SELECT COALESCE(SUM(delta), 0) FROM ledger"
                " WHERE community = ? AND player_id = ?",
                (row.community, row.player_id),
            ).fetchone()
            assert found is not None
            raise InsufficientBalance(balance=int(found[0])) from error


def insert_match_ledger(
    db: sqlite3.Connection, match_id: int, rows: Iterable[LedgerRow], now: float,
    *, expect: int | None = None,
) -> None:
    """Append a match's rows (`ref` None: the match's), each transfer (`TRANSFER_REASONS`,
    the match's own ref) with its twin on the match's escrow account, the opposite delta:
    chips paid in are appended to the payer first, chips paid out taken from the escrow
    first, so neither side ever dips below zero. An escrow that would go below zero, or
    that does not hold `expect` at the end (when given), is an `EscrowMismatch`."""
    ref = match_ref(match_id)
    escrow: int | None = None
    community: str | None = None
    for row in rows:
        if row.ref is not None or row.reason not in TRANSFER_REASONS:
            insert_ledger(db, [row], ref, now)
            continue
        if escrow is None:
            escrow = _escrow_account(db, match_id, now)
        community = row.community
        twin = LedgerRow(row.community, escrow, -row.delta, row.reason)
        if row.delta < 0:
            insert_ledger(db, [row], ref, now)
        try:
            insert_ledger(db, [twin], ref, now)
        except InsufficientBalance as short:
            raise EscrowMismatch(match_id, row.delta, short.params["balance"],
                                 paying=True) from short
        if row.delta >= 0:
            insert_ledger(db, [row], ref, now)
    if expect is not None:
        if escrow is None or community is None:  # no transfer in this change
            row = db.execute(_ESCROW_BALANCE, (match_id,)).fetchone()
            found = int(row[0])
        else:
            found = _account_balance(db, community, escrow)
        if found != expect:
            raise EscrowMismatch(match_id, expect, found)


def _escrow_account(db: sqlite3.Connection, match_id: int, now: float) -> int:
    """The player id of the match's escrow account, made when none exists yet."""
    key = str(match_id)
    row = db.execute(
        "SELECT id FROM players WHERE platform = ? AND external_id = ?", (ESCROW_PLATFORM, key)
    ).fetchone()
    if row is not None:
        return int(row[0])
    row = db.execute(
        "INSERT INTO players (platform, external_id, display_name, language, created_at)"
        " VALUES (?, ?, ?, NULL, ?) RETURNING id",
        (ESCROW_PLATFORM, key, match_ref(match_id), now),
    ).fetchone()
    assert row is not None
    return int(row[0])


def _account_balance(db: sqlite3.Connection, community: str, player_id: int) -> int:
    row = db.execute(
        "SELECT balance_after FROM ledger WHERE community = ? AND player_id = ?"
        " ORDER BY id DESC LIMIT 1", (community, player_id),
    ).fetchone()
    return 0 if row is None else int(row[0])


def _raise_not_committable(db: sqlite3.Connection, match_id: int, expected_seq: int) -> None:
    row = db.execute("SELECT status FROM matches WHERE id = ?", (match_id,)).fetchone()
    if row is None or row[0] != "open":
        raise MatchNotFound(match_id)
    raise SeqConflict(match_id, expected_seq)


async def _connect(path: str | Path) -> aiosqlite.Connection:
    # isolation_level None: the store issues BEGIN/COMMIT itself.
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute("PRAGMA busy_timeout = 5000")
    except BaseException:
        await db.close()
        raise
    return db


def _migrate(db: sqlite3.Connection, clock: Clock, path: str | Path) -> tuple[int, int]:
    """Apply every migration newer than the stored version, each in its own transaction;
    `SchemaTooNew` (nothing written) when the file knows migrations this code does not.
    Returns the house account's id and the version found before."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
        " applied_at REAL NOT NULL)"
    )
    row = db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()
    found = int(row[0])
    if found > len(MIGRATIONS):
        raise SchemaTooNew(path, found, len(MIGRATIONS))
    for version, steps in enumerate(MIGRATIONS, start=1):
        try:
            db.execute("BEGIN IMMEDIATE")
            done = db.execute(
                "SELECT 1 FROM schema_version WHERE version = ?", (version,)
            ).fetchone()
            if done is None:
                for step in steps:
                    if isinstance(step, str):
                        for statement in split_statements(step):
                            db.execute(statement)
                    else:
                        step(db, clock())  # a step in Python, in the same transaction
                db.execute(
                    "INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                    (version, clock()),
                )
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
    house = db.execute(
        "SELECT id FROM players WHERE platform = ? AND external_id = ?", HOUSE[:2]
    ).fetchone()
    return int(house[0]), found


# Any fixed number: the session lock that puts processes migrating one server in line.
_MIGRATION_LOCK: Final = 0x6665_6C74  # "felt"


def _migrate_postgres(db: Any, clock: Clock, url: str) -> tuple[int, int]:
    """`_migrate` on PostgreSQL: the same versions with `PG_MIGRATIONS`' scripts, under a
    session lock so that processes starting together migrate once, one after the other."""
    db.execute(f"SELECT pg_advisory_lock({_MIGRATION_LOCK})")
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
            " applied_at DOUBLE PRECISION NOT NULL)"
        )
        found = int(db.execute(
            "SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0])
        if found > len(PG_MIGRATIONS):
            raise SchemaTooNew(redacted(url), found, len(PG_MIGRATIONS))
        for version, steps in enumerate(PG_MIGRATIONS, start=1):
            if version <= found:
                continue
            db.execute("BEGIN")
            try:
                for step in steps:
                    if isinstance(step, str):
                        db.execute(step)
                    else:
                        step(db, clock())
                db.execute("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)",
                           (version, clock()))
                db.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
    finally:
        db.execute(f"SELECT pg_advisory_unlock({_MIGRATION_LOCK})")
    house = db.execute(
        "SELECT id FROM players WHERE platform = ? AND external_id = ?", HOUSE[:2]
    ).fetchone()
    return int(house[0]), found


def _backup(source: Path, target: Path) -> Path:
    if target.exists():
        raise FileExistsError(target)
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)
    try:
        src = sqlite3.connect(source)
        try:
            dst = sqlite3.connect(partial)
            try:
                src.execute("PRAGMA busy_timeout = 5000")
                src.backup(dst)  # all pages in one step: one read snapshot
                dst.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
            finally:
                dst.close()
        finally:
            src.close()
        if target.exists():
            raise FileExistsError(target)
        partial.replace(target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target
