"""`feltbot simulate sitngo|spin` (issue 16): tournaments through the whole bot layer."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path
from typing import Any

from adapters.cli import main


def _run(*words: str) -> dict[str, Any]:
    out = io.StringIO()
    assert main(["simulate", *words], stdout=out) == 0
    report: dict[str, Any] = json.loads(out.getvalue())
    return report


def test_spins_report_places_and_a_conserved_pool() -> None:
    report = _run("spin", "--tournaments", "3", "--seed", "4", "--json")
    assert report["tournaments"] == 3 and report["players"] == 3
    assert {"hands", "places", "prize_pool", "paid", "conserved", "elapsed_s"} <= set(report)
    assert report["conserved"] is True and report["paid"] == report["prize_pool"]
    assert report["prize_pool"] == sum(300 * m for m in report["multipliers"])
    assert len(report["places"]) == 3
    for places in report["places"]:
        assert sorted(p["place"] for p in places if p["shared"] == 1) == [
            p["place"] for p in sorted(places, key=lambda p: p["place"]) if p["shared"] == 1]
        assert sum(p["prize"] for p in places) in {300 * m for m in report["multipliers"]}
    again = _run("spin", "--tournaments", "3", "--seed", "4", "--json")
    del report["elapsed_s"], again["elapsed_s"]
    assert again == report  # the same seed plays the same run


def test_a_sit_and_go_on_a_kept_database(tmp_path: Path) -> None:
    db = tmp_path / "sim.db"
    report = _run("sitngo", "--tournaments", "1", "--players", "4", "--seed", "2",
                  "--db", str(db), "--json")
    assert report["conserved"] is True and report["prize_pool"] == 400 == report["paid"]
    (places,) = report["places"]
    # k players tied at place p share p … p+k-1 (this run has a tie for third)
    covered = sorted({(p["place"], p["shared"]) for p in places})
    assert sorted(q for place, k in covered for q in range(place, place + k)) == [1, 2, 3, 4]
    assert places[0]["place"] == 1 and places[0]["prize"] == 400
    with sqlite3.connect(db) as connection:
        (prize,) = connection.execute(
            "SELECT SUM(delta) FROM ledger WHERE reason = 'prize' AND player_id NOT IN"
            " (SELECT id FROM players WHERE platform = 'escrow')").fetchone()
    assert prize == 400


def test_a_spin_needs_three_players() -> None:
    out = io.StringIO()
    assert main(["simulate", "spin", "--players", "4", "--json"], stdout=out) == 2
    assert "error" in json.loads(out.getvalue())
