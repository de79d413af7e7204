"""Table pictures: milliseconds per composed PNG, p50 and p99, on one core.

States come from random legal play (seeded): 6-seat Hold'em, Omaha and Naiko tables at
every street and at showdowns, Up/Down deals and As-Nas deals. Each state is drawn once
untimed (the first picture of a table fills the sprite caches: card faces, plates, labels),
then `--rounds` times timed: compose + PNG encode.

Then the path the chat front ends take (`bot.pictures.worker.drawn`: the drawing on the
pictures thread, awaited on the event loop) for every state once more, with a ticker on the
loop asking for 1 ms sleeps all along: the time per picture as the caller awaits it (the
thread hop included), and how late the loop's ticks came (what a click or a timer waits
while a picture is drawn; drawn on the loop it would wait for the whole picture).

    .venv/bin/python -m bench.bench_pictures [--states 60] [--rounds 5] [--seed 7]

Prints a markdown table and writes ``bench/results/bench_pictures.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures.asnas import asnas_picture
from bot.pictures.poker import table_picture
from bot.pictures.updown import updown_picture
from bot.pictures.worker import drawn
from bot.tables import Table, TableConfig
from bot.views import Text
from engine.games import AsNasState, UpDownState
from engine.protocol import Action

RESULTS = Path(__file__).parent / "results"
NOW = 1_000.0
NAMES = ["Ann", "مریم", "अनिल", "Väinö", "Bob", "Cy"]


def poker_states(mode: str, count: int, rng: random.Random) -> list[Callable[[], Picture]]:
    out: list[Callable[[], Picture]] = []
    loc = Localizer(rng.choice(["en", "fa", "hi", "fi"]))
    while len(out) < count:
        table = Table.create("c", TableConfig.standard(mode, big_blind=10, seats=6))
        for player, name in enumerate(NAMES):
            table.sit(player, name, 500, NOW)
        table.deal(rng.randrange(1 << 30), NOW)
        while table.to_act is not None and table.hand is not None and len(out) < count:
            seat = table.to_act
            option = rng.choice(table.hand.legal_actions(seat))
            amount = None
            if option.kind in ("bet", "raise") and option.min is not None:
                amount = rng.randint(option.min, option.max or option.min)
            choice = rng.choice(option.choices) if option.choices else None
            table.act(seat, Action(seat, option.kind, amount, choice), NOW)
            view = table.public_view()
            out.append(lambda view=view: table_picture(view, loc))
    return out


def match_states(count: int, rng: random.Random) -> list[Callable[[], Picture]]:
    out: list[Callable[[], Picture]] = []
    ud_names = {0: Text("seat-bot", {"name": "Ann"}), 1: Text("seat-bot", {"name": "Felt"})}
    an_names = {seat: Text("seat-bot", {"name": f"Felt {seat}"}) for seat in range(4)}
    loc = Localizer("en")
    while len(out) < count:
        updown = UpDownState()
        updown.start_deal(seed=rng.randrange(1 << 30))
        asnas = AsNasState(seed=rng.randrange(1 << 30))
        asnas.start_deal(seed=rng.randrange(1 << 30))
        for state, draw in ((updown, updown_picture), (asnas, asnas_picture)):
            names = ud_names if state is updown else an_names
            while not state.deal_over:
                seat = int(state.to_act or 0)
                option = rng.choice(state.legal_actions(seat))
                choice = rng.choice(option.choices) if option.choices else None
                amount = option.min if option.kind in ("bet", "raise") else None
                state.apply(Action(seat, option.kind, amount, choice))
                view = state.public_view()
                out.append(lambda view=view, draw=draw, names=names: draw(view, names, loc))
    return out[:count]


def percentile(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return round(ordered[min(len(ordered) - 1, int(len(ordered) * share))], 2)


async def off_loop(draws: list[Callable[[], Picture]], *,
                   on_loop: bool = False) -> dict[str, float]:
    """Each picture through `drawn` while a ticker sleeps 1 ms at a time on the same loop:
    p50/p99 of the awaited time per picture and of the ticks' lateness. `on_loop` draws on
    the loop itself instead, for comparison (what the front ends did before)."""
    waits: list[float] = []
    late: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        while not done.is_set():
            asked = time.perf_counter()
            await asyncio.sleep(0.001)
            late.append((time.perf_counter() - asked - 0.001) * 1000)

    ticking = asyncio.create_task(ticker())
    for draw in draws:
        started = time.perf_counter()
        if on_loop:
            draw()
        else:
            await drawn(draw)
        waits.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.002)  # the ticker runs between pictures either way
    done.set()
    await ticking
    return {"await_p50_ms": percentile(waits, 0.5), "await_p99_ms": percentile(waits, 0.99),
            "tick_late_p99_ms": percentile(late, 0.99), "tick_late_max_ms": percentile(late, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--states", type=int, default=60, help="states per kind")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    rng = random.Random(args.seed)
    kinds = {
        "Hold'em 6 seats": poker_states("holdem", args.states, rng),
        "Omaha 6 seats": poker_states("omaha", args.states, rng),
        "Naiko 6 seats": poker_states("naiko", args.states, rng),
        "Up/Down and As-Nas": match_states(args.states, rng),
    }
    rows = []
    print("| pictures | p50 ms | p99 ms | mean PNG KiB |\n|---|---:|---:|---:|")
    for name, draws in kinds.items():
        sizes = [len(draw().png) for draw in draws]  # untimed: fills the sprite caches
        times: list[float] = []
        for _ in range(args.rounds):
            for draw in draws:
                started = time.perf_counter()
                draw()
                times.append((time.perf_counter() - started) * 1000)
        times.sort()
        row = {"kind": name, "images": len(times),
               "p50_ms": round(statistics.median(times), 2),
               "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 2),
               "png_kib": round(statistics.mean(sizes) / 1024, 1)}
        rows.append(row)
        print(f"| {name} | {row['p50_ms']} | {row['p99_ms']} | {row['png_kib']} |")
    print("\n| off the loop (`drawn`) | awaited p50 ms | awaited p99 ms | loop tick late p99 ms"
          " | late max ms | on the loop: late p99 ms |\n|---|---:|---:|---:|---:|---:|")
    for name, draws in kinds.items():
        measured = asyncio.run(off_loop(draws))
        blocking = asyncio.run(off_loop(draws, on_loop=True))
        measured["on_loop_tick_late_p99_ms"] = blocking["tick_late_p99_ms"]
        next(row for row in rows if row["kind"] == name).update(measured)
        print(f"| {name} | {measured['await_p50_ms']} | {measured['await_p99_ms']} |"
              f" {measured['tick_late_p99_ms']} | {measured['tick_late_max_ms']} |"
              f" {blocking['tick_late_p99_ms']} |")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(f"\nload average (1 min) at the end: {load}")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "bench_pictures.json").write_text(json.dumps(
        {"python": platform.python_version(), "load_1min": load, "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
