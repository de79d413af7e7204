"""Group commit: the store's one writer connection, on its own thread, writing in batches.

Every write of the store is an *operation*: a plain function that runs its statements on the
writer connection and returns a value or raises. Callers hand operations to `GroupWriter.run`
and wait. Operations that arrive while a transaction is being written wait together and form the
next batch, which is written with one call on the writer thread: ``BEGIN IMMEDIATE``, the
operations, one ``COMMIT`` (one fsync with ``synchronous=FULL``). So fifty commands at once cost
a couple of transactions, not fifty. The hand-off is light: the batch goes to the writer's own
thread through a `queue.SimpleQueue`, and the thread answers the event loop once per batch
(one ``call_soon_threadsafe`` that answers every member).

- Each caller is answered only when its batch's COMMIT has returned: nothing is reported (and so
  nothing shown) before it is durable.
- An operation that raises (a refusal such as `SeqConflict` or `InsufficientBalance`, or any
  error) is undone alone and its caller alone gets the exception; the rest of the batch goes
  on. (A batch is written without savepoints first; after a refusal it is rolled back and
  written again with each operation in a savepoint of its own, see `_write_batch`.)
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
import queue
import sqlite3
import threading
from collections.abc import Callable, Generator
from typing import Any, Final, Generic, TypeVar

T = TypeVar("T")
Operation = Callable[[sqlite3.Connection], Any]
Outcomes = list[tuple[bool, Any]]

SYNCHRONOUS: Final = ("FULL", "NORMAL")


class _Thread:
    """The writer's own thread: runs the jobs put in its inbox one after another, each a plain
    function; `None` stops it. A job answers the event loop itself, with one
    ``call_soon_threadsafe`` (once per batch, not once per operation)."""

    def __init__(self) -> None:
        self.inbox: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        self.stopped = False
        self.thread = threading.Thread(target=self._serve, name="feltbot-writer", daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while (job := self.inbox.get()) is not None:
            job()

    async def call(self, function: Callable[[], T]) -> T:
        """`function()` on the thread, its value or exception back on the loop."""
        if self.stopped:
            raise RuntimeError("the store is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()

        def job() -> None:
            try:
                value = function()
            except BaseException as error:  # handed to the caller
                _answer(loop, _settle, future, False, error)
            else:
                _answer(loop, _settle, future, True, value)

        self.inbox.put(job)
        return await future

    def stop(self) -> None:
        """Let the thread end after the jobs already given; wait for it (a moment: the last
        job, closing the connection, has been answered when this is called)."""
        if not self.stopped:
            self.stopped = True
            self.inbox.put(None)
        if self.thread is not threading.current_thread():
            self.thread.join(timeout=5)


def _answer(loop: asyncio.AbstractEventLoop, callback: Callable[..., None], *args: Any) -> None:
    with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
        loop.call_soon_threadsafe(callback, *args)


def _settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    if future.done():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)


class Pending(Generic[T]):
    """A write handed to the writer (`GroupWriter.submit`): awaiting it is awaiting
    `GroupWriter.run`; `future` is answered when its batch ends, and a caller that must see
    the write through whatever happens to itself waits on it without cancelling it
    (`bot.registry.write_through`: no task of its own per write)."""

    __slots__ = ("_writer", "future")

    def __init__(self, writer: GroupWriter, future: asyncio.Future[T]) -> None:
        self._writer = writer
        self.future = future

    def __await__(self) -> Generator[Any, None, T]:
        return self._writer._wait(self.future).__await__()


class GroupWriter:
    """Open with `await GroupWriter.open(path)`; `close()` at the end."""

    def __init__(self, db: sqlite3.Connection, thread: _Thread) -> None:
        self._db = db
        self._thread = thread
        self._queue: list[tuple[Operation, asyncio.Future[Any]]] = []
        self._kicked = False  # a `_kick` is scheduled on the loop
        self._writing: list[tuple[Operation, asyncio.Future[Any]]] | None = None  # in flight
        self._written: asyncio.Future[None] | None = None  # set when the batch in flight ends
        self._idle: asyncio.Future[None] | None = None  # `close` waits on it
        self._closed = False
        self._closing: asyncio.Future[None] | None = None
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

        thread = _Thread()
        try:
            db = await thread.call(connect)
        except BaseException:
            thread.stop()
            raise
        return cls(db, thread)

    @classmethod
    async def open_postgres(cls, url: str) -> GroupWriter:
        """The writer connection to a PostgreSQL server (`bot.store.pg.PgConnection`), on its
        own thread: the same batches, savepoints and answers as on SQLite; a batch is durable
        when PostgreSQL's COMMIT returns (its WAL flushed, with the server's default
        `synchronous_commit = on`)."""
        from bot.store.pg import PgConnection

        thread = _Thread()
        try:
            db = await thread.call(lambda: PgConnection.connect(url))
        except BaseException:
            thread.stop()
            raise
        return cls(db, thread)  # type: ignore[arg-type]  # the part of sqlite3's API used

    async def call(self, function: Callable[[sqlite3.Connection], T]) -> T:
        """Run `function` alone on the writer thread, outside any batch (migrations, which
        manage their own transactions). Only before or between batches: at start-up."""
        return await self._thread.call(lambda: function(self._db))

    async def run(self, operation: Callable[[sqlite3.Connection], T]) -> T:
        """Write `operation` in the next batch; its value once the batch is durable, or its
        own exception (rolled back alone), or the batch's (nothing of it written)."""
        return await self._wait(self._enqueue(operation))

    def submit(self, operation: Callable[[sqlite3.Connection], T]) -> Pending[T]:
        """`run` for a caller that needs the write queued now and may wait on it without a
        task (see `Pending`); awaiting the result is awaiting `run`."""
        return Pending(self, self._enqueue(operation))

    def _enqueue(self, operation: Callable[[sqlite3.Connection], T]) -> asyncio.Future[T]:
        if self._closed:
            raise RuntimeError("the store is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._queue.append((operation, future))
        if not self._kicked and self._writing is None:
            # On the loop's next pass, so that what arrives meanwhile joins this batch.
            self._kicked = True
            loop.call_soon(self._kick)
        return future

    async def _wait(self, future: asyncio.Future[T]) -> T:
        try:
            return await future
        except asyncio.CancelledError:
            if not future.done():
                future.cancel()
            elif not future.cancelled():
                future.exception()  # retrieved: the caller is cancelled either way
            writing = self._writing
            if writing is not None and any(f is future for _, f in writing):
                # Its batch is being written: let it end first (all or nothing), then raise.
                if self._written is None:
                    self._written = asyncio.get_running_loop().create_future()
                written = self._written
                while not written.done():
                    with contextlib.suppress(asyncio.CancelledError):
                        await asyncio.wait({written})
            raise  # still queued: left out of its batch (`_send` skips cancelled futures)

    async def close(self) -> None:
        """Write what is queued, then close the connection and its thread. Closing again
        waits for the first close."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        await asyncio.shield(self._closing)

    async def _close(self) -> None:
        self._closed = True
        if self._writing is not None or self._queue:
            self._idle = asyncio.get_running_loop().create_future()
            with contextlib.suppress(Exception):
                await self._idle
        try:
            await self._thread.call(self._db.close)
        finally:
            self._thread.stop()

    def _kick(self) -> None:
        self._kicked = False
        if self._writing is None:
            self._send()

    def _send(self) -> None:
        """Hand what is queued (less its cancelled callers) to the thread as one batch."""
        batch = [item for item in self._queue if not item[1].cancelled()]
        self._queue = []
        if not batch:
            if self._idle is not None and not self._idle.done():
                self._idle.set_result(None)
            return
        self._writing = batch
        loop = asyncio.get_running_loop()
        operations = [operation for operation, _ in batch]

        def job() -> None:
            try:
                outcomes = _write_batch(self._db, operations)
            except BaseException as error:  # the batch failed: none of it was written
                _answer(loop, self._finished, None, error)
            else:
                _answer(loop, self._finished, outcomes, None)

        self._thread.inbox.put(job)

    def _finished(self, outcomes: Outcomes | None, error: BaseException | None) -> None:
        """On the loop, once per batch: answer its callers, send the next batch."""
        batch = self._writing
        assert batch is not None
        self._writing = None
        if self._written is not None:
            self._written.set_result(None)
            self._written = None
        if outcomes is None:
            for _, future in batch:
                if not future.done():
                    future.set_exception(error if error is not None else RuntimeError())
        else:
            self.batches += 1
            self.operations += len(batch)
            for (_, future), (ok, value) in zip(batch, outcomes, strict=True):
                if future.done():
                    continue  # its caller was cancelled meanwhile; the write stands
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
        self._send()  # what arrived while this batch was written (nothing: idle until run)


def _write_batch(
    db: sqlite3.Connection, operations: list[Operation]
) -> list[tuple[bool, Any]]:
    """One transaction for the batch (on the writer thread).

    Written first without savepoints, the usual case (no operation refused). When one raises,
    the transaction is rolled back whole and the batch written again with each operation in a
    savepoint of its own (`_write_in_savepoints`), so that the refused one is undone alone and
    the rest committed. An operation is a function of the database only, so running it again
    after the rollback is running it once.
    """
    outcomes: list[tuple[bool, Any]] = []
    db.execute("BEGIN IMMEDIATE")
    try:
        for operation in operations:
            try:
                value = operation(db)
            except Exception:
                if not db.in_transaction:
                    raise  # SQLite rolled the whole transaction back (a disk error): all fail
                db.execute("ROLLBACK")
                return _write_in_savepoints(db, operations)
            outcomes.append((True, value))
        db.execute("COMMIT")
    except BaseException:
        # Suppressed: the transaction may already be over (SQLite rolled back by itself after
        # a disk error); the batch's own exception is what matters.
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    return outcomes


def _write_in_savepoints(
    db: sqlite3.Connection, operations: list[Operation]
) -> list[tuple[bool, Any]]:
    """One transaction for the batch, each operation in a savepoint (a refused one is rolled
    back to it alone). The caller rolls back when this raises."""
    outcomes: list[tuple[bool, Any]] = []
    db.execute("BEGIN IMMEDIATE")
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
    return outcomes
