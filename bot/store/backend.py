"""Which database a `DATABASE_URL` names, and PostgreSQL's backup (pg_dump).

``sqlite:///feltbot.db`` (relative) or ``sqlite:////var/lib/feltbot.db`` (absolute) or a
plain path: a SQLite file. ``postgresql://user@host:port/db`` (or ``postgres://``): a
PostgreSQL server.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

_POSTGRES = ("postgresql://", "postgres://")
_SQLITE = "sqlite:///"


def postgres_url(target: str | Path) -> str | None:
    """The URL when `target` names a PostgreSQL server, else None."""
    text = str(target)
    return text if text.startswith(_POSTGRES) else None


def sqlite_path(target: str | Path) -> Path:
    """The SQLite file `target` names (a ``sqlite:///`` URL or a path)."""
    text = str(target)
    return Path(text[len(_SQLITE):]) if text.startswith(_SQLITE) else Path(text)


def without_password(url: str) -> str:
    """The URL with its password left out (given to a tool by its environment instead)."""
    return _with_password(url, None)


def redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return _with_password(url, "***")


def _with_password(url: str, shown: str | None) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username if shown is None else f"{parts.username}:{shown}"
    netloc = f"{user}@{parts.hostname or ''}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


async def pg_dump(url: str, target: Path) -> Path:
    """A consistent dump of the whole database (pg_dump's custom format, for pg_restore) at
    `target`: `FileExistsError` if it exists; written under a temporary name and renamed when
    complete, so a failed dump leaves nothing at `target`. `RuntimeError` with pg_dump's own
    message if it fails."""
    partial = await asyncio.to_thread(_partial, target)
    # The password goes by pg_dump's environment, never its command line (which any user of
    # the machine can read in the process list).
    password = urlsplit(url).password
    env = dict(os.environ) | ({"PGPASSWORD": unquote(password)} if password else {})
    try:
        process = await asyncio.create_subprocess_exec(
            os.environ.get("PG_DUMP", "pg_dump"), "--format=custom", f"--file={partial}",
            f"--dbname={without_password(url)}", env=env,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
        )
        _, errors = await process.communicate()
        if process.returncode != 0:
            raise RuntimeError(errors.decode(errors="replace").strip())
        await asyncio.to_thread(_complete, partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return target


def _partial(target: Path) -> Path:
    if target.exists():
        raise FileExistsError(target)
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)
    return partial


def _complete(partial: Path, target: Path) -> None:
    if target.exists():
        raise FileExistsError(target)
    partial.replace(target)
