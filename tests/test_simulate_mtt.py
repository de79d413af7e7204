"""`feltbot simulate mtt` (issue 17): a scheduled multi-table tournament of BOTs through the
whole bot layer, its report and its audit."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

from adapters.cli import main


def _run(*words: str) -> tuple[int, dict[str, Any]]:
    out = io.StringIO()
    code = main(["simulate", *words], stdout=out)
    report: dict[str, Any] = json.loads(out.getvalue())
    return code, report


def test_simulate_mtt_reports_a_conserved_tournament(tmp_path: Path) -> None:
    db = tmp_path / "mtt.db"
    code, report = _run("mtt", "--players", "10", "--table-size", "3", "--seed", "5",
                        "--db", str(db), "--json")
    assert code == 0
    assert {"players", "tables_max", "moves", "breaks", "hands", "places", "prize_pool",
            "paid", "conserved", "elapsed_s"} <= set(report)
    assert report["players"] == 10 and report["tables_max"] == 4
    assert report["places"] == 10 and report["prize_pool"] == 1000
    assert report["paid"] == 2  # 15 % of 10, rounded half up
    assert report["conserved"] is True and report["breaks"] >= 3 and report["moves"] >= 1
    assert report["status"] == "finished" and report["hands"] > 0
    with sqlite3.connect(db) as connection:
        (open_rows,) = connection.execute(
            "SELECT COUNT(*) FROM matches WHERE status = 'open'").fetchone()
    assert open_rows == 0


def test_simulate_mtt_refuses_bad_numbers() -> None:
    code, report = _run("mtt", "--players", "1", "--json")
    assert code == 2 and "error" in report
    code, report = _run("mtt", "--players", "10", "--table-size", "12", "--json")
    assert code == 2 and "error" in report
    # A field no memory holds is refused at once (it used to build entrants until killed).
    code, report = _run("mtt", "--players", "999999999999", "--json")
    assert code == 2 and "100,000" in report["error"]


async def test_omaha_and_naiko_tournaments_play_to_the_end() -> None:
    from bot.tournaments.mtt_simulate import simulate_mtt

    for mode in ("omaha", "naiko"):
        report = await simulate_mtt(players=6, table_size=3, seed=1, mode=mode)
        assert report["status"] == "finished" and report["conserved"] is True, mode
        assert report["breaks"] >= 1
