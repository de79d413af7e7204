"""Crash safety: SIGKILL `feltbot play` mid-deal, start it again, and the match resumes with the
same cards, the same chips and the same turn (every accepted action is committed before it is
shown, DESIGN: Store)."""

from __future__ import annotations

import asyncio
import json
import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from bot.games import GAMES
from bot.registry import restore_match
from bot.render.cards import face
from bot.store import Store

REPO = Path(__file__).resolve().parent.parent
PROMPT = "Your choice:"
TIMEOUT_S = 60.0


def _spawn(db: Path, cwd: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
    for name in ("TELEGRAM_TOKEN", "DISCORD_TOKEN", "DATABASE_PATH", "DEFAULT_LANGUAGE"):
        env.pop(name, None)
    return subprocess.Popen(
        [sys.executable, "-m", "adapters.cli", "play", "--lang", "en", "--db", str(db),
         "--opponent", "random"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
        env=env,
    )


def _read_until(proc: subprocess.Popen[bytes], seen: bytearray, text: str, count: int) -> str:
    """Read the child's output until `text` has appeared `count` times in all of it."""
    assert proc.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(proc.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + TIMEOUT_S
    try:
        while seen.decode("utf-8", "replace").count(text) < count:
            left = deadline - time.monotonic()
            assert left > 0, f"timed out waiting for {text!r}:\n{seen.decode()}"
            if selector.select(timeout=left):
                chunk = os.read(proc.stdout.fileno(), 65536)
                assert chunk, f"the game ended early:\n{seen.decode()}"
                seen.extend(chunk)
    finally:
        selector.close()
    return seen.decode()


def _send(proc: subprocess.Popen[bytes], line: str) -> None:
    assert proc.stdin is not None
    proc.stdin.write(line.encode() + b"\n")
    proc.stdin.flush()


def _screen(output: str) -> str:
    """The last table shown before the last prompt (cards, signals, pot, chips, turn, menu)."""
    end = output.rindex(PROMPT)
    return output[output.rindex("Up/Down · deal", 0, end):end]


async def _stored(db: Path) -> tuple[int, dict[str, Any]]:
    async with await Store.open(db) as store:
        (record,) = await store.load_open_matches()
        # the snapshot with the moves since replayed (lean writes)
        return record.seq, restore_match(record, GAMES[record.game]).state.to_dict()


def test_sigkill_mid_deal_then_resume_same_cards_chips_and_turn(tmp_path: Path) -> None:
    db = tmp_path / "tmp.db"
    proc = _spawn(db, tmp_path)
    seen = bytearray()
    try:
        _read_until(proc, seen, PROMPT, 1)  # deal 1: lock a card
        _send(proc, "1")
        output = _read_until(proc, seen, PROMPT, 2)  # the computer locked; betting, our turn
        before = _screen(output)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=TIMEOUT_S)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert proc.returncode == -signal.SIGKILL

    seq, state = asyncio.run(_stored(db))
    assert state["phase"] == "bet" and state["deal_no"] == 1
    assert state["locked"][0] == 0 and state["locked"][1] is not None
    assert state["betting"]["to_act"] == 0
    hand = state["hands"][0]
    assert f"Your cards: {face(hand[0])}  {face(hand[1])}" in before
    assert f"You locked {face(hand[0])}." in before
    assert sum(state["betting"]["stacks"]) + sum(state["betting"]["total"]) == 40

    again = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "play", "--lang", "en", "--db", str(db)],
        input=b"q\n", capture_output=True, cwd=tmp_path, timeout=TIMEOUT_S,
        env={**os.environ, "PYTHONPATH": str(REPO)}, check=False,
    )
    after = again.stdout.decode()
    assert again.returncode == 0, again.stderr.decode()
    assert "Resuming your saved match at deal 1." in after
    assert _screen(after) == before  # same cards, locked card, signals, pot, chips, turn, menu
    assert asyncio.run(_stored(db)) == (seq, state)  # looking and quitting changed nothing


def test_sigkill_during_stored_simulation_then_resume_plays_the_same_match(
    tmp_path: Path,
) -> None:
    """Kill `simulate --db` at an arbitrary moment (maybe inside a commit): the store holds a
    consistent open match, and finishing it through the service ends exactly as the same match
    played without interruption (the engine alone, same seeds)."""
    db = tmp_path / "sim.db"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    with subprocess.Popen(
        [sys.executable, "-m", "adapters.cli", "simulate", "updown", "--matches", "500",
         "--seed", "21", "--players", "random,random", "--db", str(db), "--json"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=tmp_path, env=env,
    ) as proc:
        deadline = time.monotonic() + TIMEOUT_S
        while not _has_events(db) and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.3)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=TIMEOUT_S)
    assert proc.returncode == -signal.SIGKILL

    finished = asyncio.run(_finish_open_match(db, 21))
    if finished is not None:  # None: the kill fell between two matches (all are finished)
        meta, resumed = finished
        assert resumed == _uninterrupted(21, meta["key"], ["random", "random"])


def _has_events(db: Path) -> bool:
    import sqlite3

    if not db.exists():
        return False
    try:
        with sqlite3.connect(db, timeout=1) as conn:
            return bool(conn.execute("SELECT COUNT(*) FROM match_events").fetchone()[0] > 20)
    except sqlite3.Error:
        return False


async def _finish_open_match(db: Path,
                             seed: int) -> tuple[dict[str, Any], dict[str, Any]] | None:
    from bot.matches import DerivedSeeds, MatchService

    async with await Store.open(db) as store:
        records = await store.load_open_matches()
        if not records:
            return None
        (record,) = records  # the one being played when killed
        events = await store.match_events(record.id)
        # Snapshot and log agree (a match killed right after it was created has neither).
        assert (events[-1].seq if events else 0) == record.seq
        service = MatchService(store, seeds=DerivedSeeds(seed))
        await service.load()
        outcomes = await service.advance(record.id)
        assert outcomes and outcomes[-1].status == "finished"
        final = await store.load_match(record.id)
        assert final is not None and final.status == "finished"
        state: dict[str, Any] = json.loads(final.state_json)
        return json.loads(record.meta_json), state


def _uninterrupted(seed: int, key: str, players: list[str]) -> dict[str, Any]:
    from bot.matches.autoplay import computer_action
    from bot.matches.opponents import make_opponent
    from bot.matches.seeds import DerivedSeeds
    from bot.matches.setups import setup_for

    seeds = DerivedSeeds(seed)
    policies = {name: make_opponent("updown", name) for name in players}
    state = setup_for("updown").new_state(0)
    computer_seed = seeds.match_seed(key)
    while not state.match_over:
        if state.deal_over:
            state.start_deal(seed=seeds.deal_seed(key, state.deal_no + 1))
            continue
        seat = state.to_act
        assert seat is not None
        state.apply(computer_action(state, seat, policies[players[seat]], computer_seed))
    result: dict[str, Any] = state.to_dict()
    return result


def test_ctrl_c_at_the_prompt_saves_and_exits_at_once(tmp_path: Path) -> None:
    db = tmp_path / "tmp.db"
    proc = _spawn(db, tmp_path)
    seen = bytearray()
    try:
        _read_until(proc, seen, PROMPT, 1)
        proc.send_signal(signal.SIGINT)  # one Ctrl-C is enough
        proc.wait(timeout=TIMEOUT_S)
        assert proc.stdout is not None
        rest = proc.stdout.read().decode()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert proc.returncode == 130
    assert "Your match is saved." in rest
    seq, state = asyncio.run(_stored(db))
    assert state["phase"] == "lock" and state["deal_no"] == 1 and seq == state["seq"]
