"""`feltbot simulate asnas`: one JSON object, exact fraction scores that sum to zero in every
match (AN-5.1, AN-5.2), twelve deals a match (AN-5.4), the same seed the same run, and the same
run when every action goes through the store."""

from __future__ import annotations

import asyncio
import io
import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

from adapters import cli
from bot.simulate import simulate
from bot.store import Store

KEYS = {"matches", "deals", "actions", "final_scores", "elapsed_s"}
EXACT = re.compile(r"^-?\d+(/\d+)?$")  # "7/3", "-2": an exact fraction in lowest terms
# Quick players. Calling stations never fold, so every deal they play reaches a showdown;
# ties are rare (about 1 deal in 150), and this seed's 30 matches end with split-pot
# fractions in some totals and with shared wins.
STATIONS = "always-call,random,always-call,random"
SPLIT_SEED = "5"


def _run(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    assert cli.main(["simulate", "asnas", *args, "--json"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 1  # one JSON object, nothing else
    result: dict[str, Any] = json.loads(lines[0])
    return result


def _without_time(result: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in result.items() if key != "elapsed_s"}


def test_an_5_2_report_keys_and_exact_scores_summing_to_zero() -> None:
    result = _run("--matches", "30", "--seed", SPLIT_SEED, "--players", STATIONS)
    assert set(result) >= KEYS
    assert result["matches"] == 30 and result["deals"] == 30 * 12  # AN-5.4
    # Each deal: at least three actions (the last player left wins at once, AN-3.4).
    assert result["actions"] >= 3 * result["deals"]
    scores = result["final_scores"]
    assert len(scores) == 30 and all(len(match) == 4 for match in scores)
    for match in scores:
        assert all(EXACT.match(score) for score in match), match
        assert all(str(Fraction(score)) == score for score in match)  # lowest terms
        assert sum(Fraction(score) for score in match) == 0
    assert any("/" in score for match in scores for score in match)  # split pots (AN-5.1)
    # Each match has one winner or a shared win (AN-1.1); points are not chips.
    assert result["shared_wins"] >= 1 and sum(result["wins"]) + result["shared_wins"] == 30
    exact = [[Fraction(score) for score in match] for match in scores]
    assert result["shared_wins"] == sum(match.count(max(match)) > 1 for match in exact)
    assert result["chips_start"] == [0] * 30 and result["chips_end"] == [0] * 30
    assert result["elapsed_s"] >= 0


def test_same_seed_same_result_and_another_seed_differs() -> None:
    first = _run("--matches", "3", "--seed", "11")
    second = _run("--matches", "3", "--seed", "11")
    other = _run("--matches", "3", "--seed", "12")
    assert first["players"] == ["best"] * 4  # the As-Nas computer player by default
    assert _without_time(first) == _without_time(second)
    assert _without_time(other) != _without_time(first)


def test_db_runs_every_action_through_the_store_with_the_same_result(tmp_path: Path) -> None:
    db = tmp_path / "sim.db"
    stored = _run("--matches", "2", "--seed", "5", "--players", STATIONS, "--db", str(db))
    direct = _run("--matches", "2", "--seed", "5", "--players", STATIONS)
    assert _without_time(stored) == _without_time(direct)

    async def stored_rows() -> tuple[int, list[str], list[list[str]]]:
        async with await Store.open(db) as store:
            events = 0
            statuses = []
            totals = []
            for match_id in (1, 2):
                record = await store.load_match(match_id)
                assert record is not None
                statuses.append(record.status)
                totals.append(json.loads(record.state_json)["totals"])
                events += len(await store.match_events(match_id))
            return events, statuses, totals

    events, statuses, totals = asyncio.run(stored_rows())
    assert statuses == ["finished", "finished"]
    assert events == stored["actions"] + stored["deals"]  # one stored row per step
    assert totals == stored["final_scores"]


def test_simulate_function_reports_the_same_as_the_cli() -> None:
    report = asyncio.run(simulate("asnas", 2, 5, players=STATIONS.split(",")))
    direct = _run("--matches", "2", "--seed", "5", "--players", STATIONS)
    assert _without_time(report.to_dict()) == _without_time(direct)


def test_best_players_make_the_same_moves_with_and_without_the_store(tmp_path: Path) -> None:
    """The As-Nas bot decides from each view alone, so the direct run (one bot object per
    name for the whole run) and the stored one (decisions through the match service) agree."""
    players = ["best", "always-call", "best", "random"]
    direct = asyncio.run(simulate("asnas", 2, 7, players=players))
    stored = asyncio.run(simulate("asnas", 2, 7, players=players, db=tmp_path / "s.db"))
    assert direct.final_scores == stored.final_scores
    assert (direct.actions, direct.deals) == (stored.actions, stored.deals)
