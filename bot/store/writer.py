"""Group commit: the store's one writer connection, on its own thread, writing in batches.

Every write of the store is an *operation*: a plain function that runs its statements on the
writer connection and returns a value or raises. Callers hand operations to `GroupWriter.run`
and wait. Operations that arrive while a transaction is being written wait together and form the
next batch, which is written with one call on the writer thread: ``BEGIN IMMEDIATE``, each
operation inside its own savepoint, one ``COMMIT`` (one fsync with ``synchronous=FULL``). So
fifty commands at once cost a couple of transactions, not fifty.

- Each caller is answered only when its batch's COMMIT has returned: nothing is reported (and so
  nothing shown) before it is durable.
- An operation that raises (a refusal such as `SeqConflict` or `InsufficientBalance`, or any
  error) is rolled back to its savepoint and its caller alone gets the exception; the rest of the
  batch goes on.
- If the batch itself fails (BEGIN or COMMIT fails, a disk error aborts the transaction), the
  whole transaction is rolled back and every member's caller gets that error, so each restores
  its own state; nothing of the batch is in the database.
- A caller cancelled before its batch starts is left out of it. One cancelled while its batch
  is being written waits for the batch to end before it sees the cancellation, so when it does
  its operation is either wholly committed or not at all (callers that must know which, such
  as the registry, shield the write: `bot.registry.write_through`).
- A crash (SIGKILL, power loss with ``synchronous=FULL``) loses a batch whole or not at all, and
  only a batch whose callers have not been answered yet.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Final, TypeVar

T = TypeVar("T")
Operation = Callable[[sqlite3.Connection], Any]

SYNCHRONOUS: Final = ("FULL", "NORMAL")


class GroupWriter:
    """Open with `await GroupWriter.open(path)`; `close()` at the end."""

    def __init__(self, db: sqlite3.Connection, executor: ThreadPoolExecutor) -> None:
        self._db = db
        self._executor = executor
        self._queue: list[tuple[Operation, asyncio.Future[Any]]] = []
        self._drainer: asyncio.Task[None] | None = None
        self._writing: set[asyncio.Future[Any]] = set()  # the batch on the writer thread
        self._closed = False
        self.batches = 0  # transactions committed (a test and a benchmark read these)
        self.operations = 0  # operations written in them

    @classmethod
    async def open(cls, path: str, *, synchronous: str = "FULL") -> GroupWriter:
        """The writer connection on its own thread: WAL, foreign keys, a busy timeout for
        other processes' writers, `synchronous` FULL (the default: a committed batch survives
        power loss) or NORMAL (faster; in WAL mode a power loss, not a crash of the process,
        may undo the last batches, which breaks "a shown action is durable")."""
        if synchronous not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}")
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="feltbot-writer")

        def connect() -> sqlite3.Connection:
            # isolation_level None: the writer issues BEGIN/COMMIT itself.
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            try:
                db.execute("PRAGMA foreign_keys = ON")
                db.execute("PRAGMA busy_timeout = 5000")
                db.execute("PRAGMA journal_mode = WAL")
                db.execute(f"PRAGMA synchronous = {synchronous}")
            except BaseException:
                db.close()
                raise
            return db

        try:
            db = await asyncio.get_running_loop().run_in_executor(executor, connect)
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(db, executor)

    @classmethod
    async def open_postgres(cls, url: str) -> GroupWriter:
        """The writer connection to a PostgreSQL server (`bot.store.pg.PgConnection`), on its
        own thread: the same batches, savepoints and answers as on SQLite; a batch is durable
        when PostgreSQL's COMMIT returns (its WAL flushed, with the server's default
        `synchronous_commit = on`)."""
        from bot.store.pg import PgConnection

        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="feltbot-writer")
        try:
            db = await asyncio.get_running_loop().run_in_executor(
                executor, PgConnection.connect, url
            )
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(db, executor)  # type: ignore[arg-type]  # the part of sqlite3's API used

    async def call(self, function: Callable[[sqlite3.Connection], T]) -> T:
        """Run `function` alone on the writer thread, outside any batch (migrations, which
        manage their own transactions). Only before or between batches: at start-up."""
        result: T = await asyncio.get_running_loop().run_in_executor(
            self._executor, function, self._db
        )
        return result

    async def run(self, operation: Callable[[sqlite3.Connection], T]) -> T:
        """Write `operation` in the next batch; its value once the batch is durable, or its
        own exception (rolled back alone), or the batch's (nothing of it written)."""
        if self._closed:
            raise RuntimeError("the store is closed")
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._queue.append((operation, future))
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.create_task(self._drain())
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            if future in self._writing:  # let its batch end first: all or nothing, then raise
                while not future.done():
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.wait({future})
                if not future.cancelled():
                    future.exception()  # retrieved: the caller is cancelled either way
            else:
                future.cancel()  # still queued: left out of its batch
            raise

    async def close(self) -> None:
        """Write what is queued, then close the connection and its thread."""
        self._closed = True
        if self._drainer is not None:
            with contextlib.suppress(Exception):
                await self._drainer
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._executor, self._db.close)
        finally:
            self._executor.shutdown(wait=True)

    async def _drain(self) -> None:
        loop = asyncio.get_running_loop()
        while self._queue:
            batch = [(op, fut) for op, fut in self._queue if not fut.cancelled()]
            self._queue = []
            if not batch:
                continue
            self._writing = {future for _, future in batch}
            try:
                outcomes = await asyncio.shield(
                    loop.run_in_executor(self._executor, _write_batch, self._db,
                                         [op for op, _ in batch])
                )
            except asyncio.CancelledError:
                self._writing = set()
                for _, future in batch:
                    future.cancel()
                for _, future in self._queue:
                    future.cancel()
                self._queue = []
                raise
            except BaseException as error:  # the batch failed: none of it was written
                self._writing = set()
                for _, future in batch:
                    if not future.done():
                        future.set_exception(error)
                continue
            self._writing = set()
            self.batches += 1
            self.operations += len(batch)
            for (_, future), (ok, value) in zip(batch, outcomes, strict=True):
                if future.done():
                    continue  # its caller was cancelled meanwhile; the write stands
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)


def _write_batch(
    db: sqlite3.Connection, operations: list[Operation]
) -> list[tuple[bool, Any]]:
    """One transaction for the batch (on the writer thread): each operation in a savepoint."""
    outcomes: list[tuple[bool, Any]] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        for operation in operations:
            db.execute("SAVEPOINT operation")
            try:
                value = operation(db)
            except Exception as error:
                if not db.in_transaction:
                    raise  # SQLite rolled the whole transaction back (a disk error): all fail
                db.execute("ROLLBACK TO operation")
                db.execute("RELEASE operation")
                outcomes.append((False, error))
            else:
                db.execute("RELEASE operation")
                outcomes.append((True, value))
        db.execute("COMMIT")
    except BaseException:
        # Suppressed: the transaction may already be over (SQLite rolled back by itself after
        # a disk error); the batch's own exception is what matters.
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    return outcomes
