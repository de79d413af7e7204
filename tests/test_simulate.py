"""`feltbot simulate`: computer against computer, deterministic from the seed, chips conserved,
and the same result when every action goes through the store."""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from adapters import cli
from bot.matches.opponents import default_opponent
from bot.simulate import simulate
from bot.store import Store

REPO = Path(__file__).resolve().parent.parent
# Quick matches: an all-in player ends most deals with one player broke.
FAST = "always-all-in,random"
KEYS = {"matches", "deals", "actions", "chips_start", "chips_end", "wins", "elapsed_s"}


def _run(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    assert cli.main(["simulate", "updown", *args, "--json"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 1  # one JSON object, nothing else
    result: dict[str, Any] = json.loads(lines[0])
    return result


def _without_time(result: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in result.items() if key != "elapsed_s"}


def test_report_keys_and_chips_always_40() -> None:
    result = _run("--matches", "12", "--seed", "3", "--players", FAST)
    assert set(result) >= KEYS
    assert result["matches"] == 12
    assert result["chips_start"] == [40] * 12 and result["chips_end"] == [40] * 12  # UD-1.2
    assert len(result["wins"]) == 2 and sum(result["wins"]) == 12  # someone always goes broke
    assert result["deals"] >= 12 and result["actions"] >= 2 * result["deals"]  # two locks a deal
    assert result["elapsed_s"] >= 0


def test_same_seed_same_result_and_another_seed_differs() -> None:
    first = _run("--matches", "15", "--seed", "11", "--players", FAST)
    second = _run("--matches", "15", "--seed", "11", "--players", FAST)
    other = _run("--matches", "15", "--seed", "12", "--players", FAST)
    assert _without_time(first) == _without_time(second)
    assert _without_time(other) != _without_time(first)


def test_default_players_are_the_games_computer_player() -> None:
    result = _run("--matches", "2", "--seed", "1")
    assert result["chips_end"] == [40, 40]
    assert result["players"] == [default_opponent("updown")] * 2


def test_db_runs_every_action_through_the_store_with_the_same_result(tmp_path: Path) -> None:
    db = tmp_path / "sim.db"
    stored = _run("--matches", "3", "--seed", "5", "--players", FAST, "--db", str(db))
    direct = _run("--matches", "3", "--seed", "5", "--players", FAST)
    assert _without_time(stored) == _without_time(direct)

    async def counts() -> tuple[int, int, list[str]]:
        async with await Store.open(db) as store:
            events = 0
            statuses = []
            for match_id in range(1, 4):
                record = await store.load_match(match_id)
                assert record is not None
                statuses.append(record.status)
                events += len(await store.match_events(match_id))
            return events, len(await store.load_open_matches()), statuses

    events, still_open, statuses = asyncio.run(counts())
    # One committed row per decision and one per deal start.
    assert events == stored["actions"] + stored["deals"]
    assert (still_open, statuses) == (0, ["finished"] * 3)


def test_unknown_player_is_an_error_object() -> None:
    out = io.StringIO()
    assert cli.main(["simulate", "updown", "--players", "nobody,random"], stdout=out) == 2
    assert "unknown computer player" in json.loads(out.getvalue())["error"]


async def test_wrong_number_of_players_is_refused() -> None:
    with pytest.raises(ValueError, match="needs 2 players"):
        await simulate("updown", 1, 1, players=["random"])


def test_entry_point_prints_one_json_object(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "simulate", "updown", "--matches", "2",
         "--seed", "4", "--players", FAST, "--json"],
        capture_output=True, cwd=tmp_path, timeout=60, check=False,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == 0, done.stderr.decode()
    result = json.loads(done.stdout)
    assert _without_time(result) == _without_time(
        _run("--matches", "2", "--seed", "4", "--players", FAST))
