"""`feltbot simulate mtt`: a scheduled multi-table tournament of BOTs played to the end through
the whole bot layer (`MttService`: the tables' locks and commits, the tournament's settling in
one transaction per decision), its tables dealing concurrently in one process.

The BOTs' entries are paid in by the house (minted and paid, as a Sit & Go's BOT seats), so
the ledger audit is the tournament's own: the entries paid in equal the pool and the prizes
paid out (`conserved`), and at every decision the tournament chips at the tables equal the
starting stacks of every entry (`chips_conserved`, checked by the listener as it goes) and
every player still in sits in one seat (`seated_once`). Levels rise by hands (the most any
table has dealt), so machine-speed play reaches the later levels.
"""

from __future__ import annotations

import random
import sqlite3
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from bot.matches.seeds import DerivedSeeds, SecretSeeds, SeedSource
from bot.store import Store, match_ref
from bot.tournaments.mtt import IN, chips_in_play, seated
from bot.tournaments.mtt_service import HubOutcome, MttService, Outcome
from bot.tournaments.schedule import scheduled
from engine.protocol import JSON

COMMUNITY: Final = "simulate"
ENTRY: Final = 100
MAX_PLAYERS: Final = 100_000  # (a number beyond would only exhaust the memory)


async def simulate_mtt(
    *, players: int, table_size: int = 9, seed: int | None = None, db: Path | None = None,
    mode: str = "holdem", hands_per_level: int = 10, check_every: bool = True,
    policy: str | None = None,
) -> dict[str, JSON]:
    """Play one tournament of `players` BOTs; the report (see the module docstring).
    `policy`: the computer players by name (None: the game's own)."""
    if not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"a simulated tournament takes 2 to {MAX_PLAYERS:,} players")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        path = db if db is not None else Path(tmp) / "mtt.sqlite3"
        seeds: SeedSource = DerivedSeeds(seed) if seed is not None else SecretSeeds()
        draw = random.Random(seed) if seed is not None else random.SystemRandom()
        store = await Store.open(path, synchronous="NORMAL")
        counts: Counter[str] = Counter()
        audit = {"chips_conserved": True, "seated_once": True}
        service: MttService | None = None

        def listen(outcomes: Sequence[Outcome]) -> None:
            for outcome in outcomes:
                for event in outcome.events:
                    counts[event.kind] += 1
                if isinstance(outcome, HubOutcome) and check_every and service is not None:
                    _check(service, outcome.hub_id, audit)

        try:
            service = MttService(store, seeds=seeds, draw=draw, listener=listen,
                                 bot_policy=policy)
            schedule = scheduled(time.time(), mode=mode, entry=ENTRY, table_size=table_size,
                                 unit="hands", length=hands_per_level,
                                 max_players=max(players, 2))
            lh = await service.schedule(COMMUNITY, "mtt", schedule, is_admin=True)
            await service.add_bots(lh.id, players)
            first = await service.start(lh.id)
            tables_max = len(first.view["tables"])
            await service.finished(lh.id)
            hub = lh.hub
            hub_id = lh.id
        finally:
            if service is not None:
                await service.stop()
            await store.close()
        ledger = _ledger(path, hub_id)
        hands = _hands(path, hub_id)
    results = sorted(hub.results, key=lambda r: (r.place, r.entrant))
    places = {r.entrant for r in hub.results}
    prizes_paid = sum(r.prize for r in hub.results)
    return {
        "players": players, "table_size": table_size, "mode": mode,
        "tables_max": tables_max, "moves": hub.moves, "breaks": hub.breaks,
        "hands": hands, "settles": service.settles if service is not None else 0,
        "places": len(places), "winner": results[0].name if results else None,
        "prize_pool": hub.pool, "paid": sum(1 for r in hub.results if r.prize),
        "prizes": list(hub.prizes[:10]),
        "hand_for_hand_rounds": counts["hand_for_hand"],
        "conserved": (ledger["entries"] == hub.pool == ledger["prizes"] == prizes_paid
                      and audit["chips_conserved"] and audit["seated_once"]
                      and len(places) == hub.entries()),
        "chips_conserved": audit["chips_conserved"], "seated_once": audit["seated_once"],
        "entries_paid": ledger["entries"], "prizes_paid": ledger["prizes"],
        "status": hub.status, "seed": seed, "policy": policy or "best",
        "elapsed_s": round(time.perf_counter() - started, 3),
    }


def _check(service: MttService, hub_id: int, audit: dict[str, bool]) -> None:
    """After a decision: the chips at the tables are every entry's starting stack; every
    player still in sits once, where the tournament says."""
    try:
        lh = service.hub(hub_id)
    except Exception:
        return  # over
    hub = lh.hub
    tables = list(service.tables_of(hub_id).values())
    if hub.status != "running":
        return
    entered = sum(1 for e in hub.entrants if e.status != "registered")
    if chips_in_play(tables) != hub.schedule.starting_stack * entered:
        audit["chips_conserved"] = False
    sitting = seated(tables)
    alive = sorted(e.id for e in hub.entrants if e.status == IN)
    if len(sitting) != len(set(sitting)) or sorted(sitting) != alive:
        audit["seated_once"] = False


def _ledger(path: Path, hub_id: int) -> dict[str, int]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT reason, SUM(delta) FROM ledger WHERE ref = ? GROUP BY reason",
                          (match_ref(hub_id),)).fetchall()
    sums = {str(reason): int(total) for reason, total in rows}
    return {"entries": -sums.get("entry", 0), "prizes": sums.get("prize", 0)}


def _hands(path: Path, hub_id: int) -> int:
    """Hands dealt at every table of the tournament (broken ones included)."""
    with sqlite3.connect(path) as db:
        row = db.execute("SELECT COALESCE(SUM(deal_no), 0) FROM matches WHERE game LIKE"
                         " 'mtt:table:%' AND json_extract(state_json, '$.mtt.tournament') = ?",
                         (hub_id,)).fetchone()
    return int(row[0])

