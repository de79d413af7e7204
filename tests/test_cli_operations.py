"""`feltbot backup PATH` and `feltbot refund-broken`: the operations subcommands."""

from __future__ import annotations

import asyncio
import io
import sqlite3
from pathlib import Path

import pytest

from adapters.cli import main
from bot.store import Store
from bot.tables import TableConfig, TableService

COMMUNITY = "tg:-100"


async def _two_tables(path: Path) -> tuple[int, int, int]:
    async with await Store.open(path) as store:
        ann = await store.ensure_player("telegram", "1", "Ann")
        bob = await store.ensure_player("telegram", "2", "Bob")
        for player in (ann, bob):
            await store.grant_if_new(COMMUNITY, player, 1000)
        service = TableService(store)
        config = TableConfig.standard("holdem", big_blind=10, seats=4)
        good = await service.create(COMMUNITY, "room", config)
        bad = await service.create(COMMUNITY, "room-2", config)
        await service.sit(good.id, ann, "Ann", 300)
        await service.sit(bad.id, bob, "Bob", 400)
    return good.id, bad.id, bob


def _run(*words: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(words), stdout=out)
    return code, out.getvalue()


def test_backup_writes_a_new_file_and_never_overwrites(tmp_path: Path) -> None:
    db = tmp_path / "feltbot.db"
    asyncio.run(_two_tables(db))
    target = tmp_path / "backup.db"
    code, text = _run("backup", str(target), "--db", str(db), "--lang", "en")
    assert code == 0 and text == f"Backup written to {target}.\n"
    with sqlite3.connect(target) as raw:
        assert raw.execute("SELECT COUNT(*) FROM matches").fetchone() == (2,)
    raw.close()
    code, text = _run("backup", str(target), "--db", str(db), "--lang", "fi")
    assert code == 2 and "on jo olemassa" in text


def test_refund_broken_lists_then_refunds(tmp_path: Path) -> None:
    db = tmp_path / "feltbot.db"
    good, bad, bob = asyncio.run(_two_tables(db))
    code, text = _run("refund-broken", "--db", str(db), "--lang", "en")
    assert code == 0 and text == "Every open table and match loads: nothing to refund.\n"
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE matches SET meta_json = 'x' WHERE id = ?", (bad,))
    raw.close()
    code, text = _run("refund-broken", "--dry-run", "--db", str(db), "--lang", "en")
    assert code == 0
    assert text.splitlines() == [
        f"table:holdem {bad} in {COMMUNITY} does not load (the log says why).",
        "One table or match does not load; nothing was changed (--dry-run).",
    ]
    code, text = _run("refund-broken", "--db", str(db), "--lang", "en")
    assert code == 0
    assert text.splitlines()[1:] == [
        f"Refunded 400 chips to Bob (player {bob}).",
        "One table or match cancelled and its chips refunded.",
    ]

    async def after() -> tuple[int, str, str]:
        async with await Store.open(db) as store:
            bad_row, good_row = await store.load_match(bad), await store.load_match(good)
            assert bad_row is not None and good_row is not None
            return await store.balance(COMMUNITY, bob), bad_row.status, good_row.status

    assert asyncio.run(after()) == (1000, "cancelled", "open")


def test_an_operator_s_wrong_database_gets_one_line_and_exit_2(tmp_path: Path) -> None:
    """A mistyped path is not made into an empty database by backup or refund-broken; a file
    that is not SQLite, a missing directory and a newer schema are one line each, never a
    traceback; nothing is changed."""
    typo = tmp_path / "typo.db"
    code, said = _run("backup", str(tmp_path / "b.db"), "--db", str(typo))
    assert code == 2 and "There is no database at" in said and not typo.exists()
    code, said = _run("refund-broken", "--db", str(typo))
    assert code == 2 and "There is no database at" in said and not typo.exists()
    junk = tmp_path / "junk.db"
    junk.write_text("not a database")
    code, said = _run("migrate", "--db", str(junk))
    assert code == 2 and said.startswith("Cannot use the database") and "Traceback" not in said
    assert junk.read_text() == "not a database"
    code, said = _run("migrate", "--db", str(tmp_path / "no" / "such" / "dir.db"))
    assert code == 2 and said.startswith("Cannot use the database")
    newer = tmp_path / "newer.db"
    asyncio.run(_opened(newer))
    with sqlite3.connect(newer) as db:
        db.execute("INSERT INTO schema_version (version, applied_at) VALUES (999, 0)")
    code, said = _run("backup", str(tmp_path / "n.db"), "--db", str(newer))
    assert code == 2 and "newer than this feltbot knows" in said


async def _opened(path: Path) -> None:
    async with await Store.open(path):
        pass


def test_play_mtt_refuses_a_negative_entry_or_bot_count(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    for option in ("--entry", "--bots", "--stack"):
        with pytest.raises(SystemExit) as exited:
            main(["play", "--game", "mtt", option, "-1"])
        assert exited.value.code == 2
        assert f"argument {option}: '-1' is not a whole number of 0 or more" in (
            capsys.readouterr().err)
