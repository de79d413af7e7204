"""PostgreSQL through asyncpg, behind the small part of `sqlite3.Connection` the store uses.

The store's operations are plain functions run on the writer's thread against a connection
(`bot.store.writer`); on PostgreSQL that connection is a `PgConnection`: an asyncpg
connection driven by an event loop of the writer thread's own, so an operation's statements
run in order inside the writer's transaction exactly as on SQLite. Its errors are `sqlite3`'s
classes, with SQLite's wording where callers read it ("UNIQUE constraint failed",
"CHECK constraint failed: <name>"), so refusals are told apart the same way on both backends.
Reads use `PgReader`, an asyncpg pool on the bot's own loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from typing import Any

import asyncpg

_PLACEHOLDER = re.compile(r"'(?:[^']|'')*'|\?")
_PREPARED_KEPT = 512  # distinct statements the writer runs: a few dozen; this bounds them


def translate(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …` (question marks inside quotes kept)."""
    count = 0

    def number(match: re.Match[str]) -> str:
        nonlocal count
        if match.group(0) != "?":
            return match.group(0)
        count += 1
        return f"${count}"

    return _PLACEHOLDER.sub(number, sql)


def database_error(error: Exception) -> sqlite3.Error:
    """The `sqlite3` error a SQLite database would have raised for the same refusal."""
    if isinstance(error, asyncpg.UniqueViolationError):
        return sqlite3.IntegrityError(f"UNIQUE constraint failed: {error.constraint_name}")
    if isinstance(error, asyncpg.CheckViolationError):
        return sqlite3.IntegrityError(f"CHECK constraint failed: {error.constraint_name}")
    if isinstance(error, asyncpg.IntegrityConstraintViolationError | asyncpg.RaiseError):
        return sqlite3.IntegrityError(str(error))
    if isinstance(error, asyncpg.PostgresError):
        return sqlite3.OperationalError(str(error))
    return sqlite3.OperationalError(repr(error))


class PgCursor:
    """What an execute returned: its rows and how many rows it changed."""

    def __init__(self, rows: list[tuple[Any, ...]], rowcount: int) -> None:
        self._rows = rows
        self.rowcount = rowcount

    def fetchone(self) -> tuple[Any, ...] | None:
        return self._rows[0] if self._rows else None

    def fetchall(self) -> list[tuple[Any, ...]]:
        return list(self._rows)

    def __iter__(self) -> Any:
        return iter(self._rows)

    def close(self) -> None:
        self._rows = []


def _rowcount(status: str | None) -> int:
    # "UPDATE 3", "INSERT 0 1", "DELETE 0", "SELECT 2": the last word is the count.
    if not status:
        return -1
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


class PgConnection:
    """An asyncpg connection used from one thread, synchronously (the writer's)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, conn: asyncpg.Connection) -> None:
        self._loop = loop
        self._conn = conn
        # Prepared statements by SQL text (asyncpg's `prepare` caches none): one round trip
        # per statement run again instead of two. Cleared after DDL, which may change plans.
        self._prepared: dict[str, Any] = {}
        # The statement savepoint stays open after a statement that succeeded and is released
        # together with the next one's creation: one round trip per statement, not two.
        self._savepoint = False

    @classmethod
    def connect(cls, url: str) -> PgConnection:
        """Connect on the calling thread, with an event loop of its own."""
        loop = asyncio.new_event_loop()
        try:
            conn = loop.run_until_complete(asyncpg.connect(url))
        except BaseException:
            loop.close()
            raise
        return cls(loop, conn)

    @property
    def in_transaction(self) -> bool:
        return bool(self._conn.is_in_transaction())

    def execute(self, sql: str, params: Sequence[Any] = ()) -> PgCursor:
        sql = sql.strip()
        if sql.upper() == "BEGIN IMMEDIATE":
            sql = "BEGIN"  # PostgreSQL's writers lock rows, not the database
        try:
            return self._loop.run_until_complete(self._statement(sql, tuple(params)))
        except asyncpg.PostgresError as error:
            raise database_error(error) from error

    def lock_account(self, community: str, player_id: int) -> None:
        """Put this transaction in line for the account's ledger until it ends (the key the
        balance-chain trigger takes too), so the next row's balance is read after every
        earlier writer's row: appends from several processes continue one chain."""
        self.execute("SELECT pg_advisory_xact_lock(hashtextextended(? || '/' || ?, 0))",
                     (community, str(player_id)))

    async def _statement(self, sql: str, params: tuple[Any, ...]) -> PgCursor:
        # A failed statement undoes only itself, as on SQLite (PostgreSQL would abort the
        # whole transaction): inside a transaction each statement gets its own savepoint.
        if _controls_transaction(sql):
            if self._savepoint and self._conn.is_in_transaction() and not params:
                # Released first, in the same round trip: the caller's savepoints nest
                # outside it, and COMMIT / ROLLBACK end it anyway.
                self._savepoint = False
                return await self._run(f"RELEASE SAVEPOINT feltbot_statement; {sql}", ())
            self._savepoint = False
            return await self._run(sql, params)
        if not self._conn.is_in_transaction():
            self._savepoint = False
            return await self._fresh_plan_once(sql, params)
        await self._conn.execute(
            "RELEASE SAVEPOINT feltbot_statement; SAVEPOINT feltbot_statement"
            if self._savepoint else "SAVEPOINT feltbot_statement")
        self._savepoint = True
        try:
            return await self._run(sql, params)
        except asyncpg.InvalidCachedStatementError:
            # Another process's migration changed a table under a kept plan: once more
            # with a fresh one.
            await self._conn.execute("ROLLBACK TO SAVEPOINT feltbot_statement")
            self._prepared.clear()
            try:
                return await self._run(sql, params)
            except asyncpg.PostgresError:
                await self._conn.execute("ROLLBACK TO SAVEPOINT feltbot_statement")
                raise
        except asyncpg.PostgresError:
            await self._conn.execute("ROLLBACK TO SAVEPOINT feltbot_statement")
            raise

    async def _fresh_plan_once(self, sql: str, params: tuple[Any, ...]) -> PgCursor:
        try:
            return await self._run(sql, params)
        except asyncpg.InvalidCachedStatementError:
            self._prepared.clear()
            return await self._run(sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> PgCursor:
        total = 0
        for params in rows:
            total += max(self.execute(sql, params).rowcount, 0)
        return PgCursor([], total)

    async def _run(self, sql: str, params: tuple[Any, ...]) -> PgCursor:
        if not params and not _returns_rows(sql):
            status = await self._conn.execute(sql)  # several statements allowed
            if not _controls_transaction(sql):
                self._prepared.clear()  # DDL (a migration) may change what a plan returns
            return PgCursor([], _rowcount(status))
        statement = self._prepared.get(sql)
        if statement is None:
            statement = await self._conn.prepare(translate(sql))
            if len(self._prepared) >= _PREPARED_KEPT:
                self._prepared.clear()
            self._prepared[sql] = statement
        records = await statement.fetch(*params)
        return PgCursor([tuple(record) for record in records],
                        _rowcount(statement.get_statusmsg()))

    def close(self) -> None:
        try:
            self._loop.run_until_complete(self._conn.close())
        finally:
            self._loop.close()


def _controls_transaction(sql: str) -> bool:
    head = sql.split(None, 1)[0].upper() if sql else ""
    return head in {"BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "END"}


def _returns_rows(sql: str) -> bool:
    head = sql.lstrip("( \n\t").split(None, 1)[0].upper() if sql.strip() else ""
    return head in {"SELECT", "WITH", "VALUES", "SHOW"} or " RETURNING " in sql.upper()


Fetch = Callable[[str, Sequence[Any]], Awaitable[list[tuple[Any, ...]]]]


class PgReader:
    """The store's reads on PostgreSQL: a small asyncpg pool on the bot's loop, each read one
    statement run to its end (committed data only, as SQLite's WAL reader)."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    @classmethod
    async def open(cls, url: str) -> PgReader:
        return cls(await asyncpg.create_pool(url, min_size=1, max_size=4))

    async def execute_fetchall(
        self, sql: str, params: Sequence[Any] = ()
    ) -> list[tuple[Any, ...]]:
        return await _fetched(self._pool, sql, params)

    @contextlib.asynccontextmanager
    async def snapshot(self) -> AsyncIterator[Fetch]:
        """Reads that see one moment of the database (a repeatable-read transaction)."""
        async with self._pool.acquire() as connection, connection.transaction(
                isolation="repeatable_read", readonly=True):

            async def fetch(sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
                return await _fetched(connection, sql, params)

            yield fetch

    async def close(self) -> None:
        await self._pool.close()


async def _fetched(source: asyncpg.Pool | asyncpg.Connection, sql: str, params: Sequence[Any]
                   ) -> list[tuple[Any, ...]]:
    """One read on a pool or a connection (in its transaction), its rows as tuples."""
    try:
        records = await source.fetch(translate(sql), *params)
    except asyncpg.PostgresError as error:
        raise database_error(error) from error
    return [tuple(record) for record in records]
