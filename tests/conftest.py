"""The PostgreSQL server the store's contract tests run against (`FELTBOT_TEST_POSTGRES`,
default the local one), each test in a throwaway database of its own. Without a server the
PostgreSQL cases skip and the run's summary says so; `FELTBOT_REQUIRE_POSTGRES=1` (CI) makes
a missing server a failure instead."""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SERVER = os.environ.get("FELTBOT_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres")
REQUIRED = os.environ.get("FELTBOT_REQUIRE_POSTGRES") == "1"
_skipped: list[str] = []


async def _reachable() -> str | None:
    try:
        import asyncpg

        conn = await asyncio.wait_for(asyncpg.connect(SERVER), 5)
    except Exception as error:  # any reason the server cannot be used
        return f"{type(error).__name__}: {error}"
    await conn.close()
    return None


async def _admin(statement: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(SERVER)
    try:
        await admin.execute(statement)
    finally:
        await admin.close()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh database on the server, dropped afterwards (set up outside the test's loop)."""
    problem = asyncio.run(_reachable())
    if problem is not None:
        if REQUIRED:
            pytest.fail(f"FELTBOT_REQUIRE_POSTGRES=1 but no PostgreSQL at {SERVER}: {problem}")
        _skipped.append(problem)
        pytest.skip(f"no PostgreSQL server at {SERVER} ({problem})")
    name = f"feltbot_test_{secrets.token_hex(6)}"
    asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    base, _, _ = SERVER.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database on each backend, as `Store.open` takes it: a SQLite file, then PostgreSQL
    (skipped, and said so, without a server)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'feltbot.db'}"
    url: str = request.getfixturevalue("pg_url")
    return url


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if _skipped:
        terminalreporter.write_line(
            f"PostgreSQL tests skipped ({len(_skipped)}): no server at {SERVER}"
            f" ({_skipped[0]}); set FELTBOT_REQUIRE_POSTGRES=1 to fail instead",
            yellow=True, bold=True,
        )
