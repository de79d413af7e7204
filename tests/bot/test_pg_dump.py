"""`feltbot backup` on PostgreSQL runs pg_dump (`bot.store.backend.pg_dump`): the password
goes by its environment, never its command line, which anyone on the machine can read."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from bot.store.backend import pg_dump, without_password


def test_without_password_keeps_the_rest_of_the_url() -> None:
    assert without_password("postgresql://feltbot:s3cr%40t@db.example:5433/felt?x=1") == (
        "postgresql://feltbot@db.example:5433/felt?x=1")
    assert without_password("postgresql://felt@h/db") == "postgresql://felt@h/db"


async def test_the_password_is_not_on_pg_dump_s_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen = tmp_path / "seen.json"
    fake = tmp_path / "pg_dump"
    fake.write_text(
        f"#!{sys.executable}\n"
        "import json, os, sys\n"
        f"json.dump({{'argv': sys.argv[1:], 'password': os.environ.get('PGPASSWORD')}},"
        f" open({str(seen)!r}, 'w'))\n"
        "out = next(a for a in sys.argv if a.startswith('--file=')).split('=', 1)[1]\n"
        "open(out, 'w').write('dump')\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PG_DUMP", str(fake))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    written = await pg_dump("postgresql://felt:s3cr%40t@127.0.0.1:5432/felt", tmp_path / "b.dump")
    assert written.read_text() == "dump"
    ran = json.loads(seen.read_text())
    assert not any("s3cr" in arg for arg in ran["argv"]), ran["argv"]
    assert "--dbname=postgresql://felt@127.0.0.1:5432/felt" in ran["argv"]
    assert ran["password"] == "s3cr@t"
    assert "PGPASSWORD" not in os.environ  # (the bot's own environment is left alone)
