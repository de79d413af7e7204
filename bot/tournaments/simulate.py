"""`feltbot simulate sitngo|spin`: tournaments played through the whole bot layer.

Every simulated player is a real account (starting grant, entries and prizes in the ledger)
that registers through `TournamentService.register` and whose decisions (the tournament BOT's
policy) go through `TournamentService.act` exactly as a click would: the table lock, stale
checks, one committed transaction per action. The level clock is simulated: it moves
`SECONDS_PER_ACTION` per action, so a minutes structure rises as it would with people thinking.
A Spin's multiplier comes from a generator seeded by the run's seed.

The audit, per tournament, from the ledger: the entries paid in (the house's part included)
equal the prizes paid out and the pool (`conserved`).
"""

from __future__ import annotations

import random
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from bot.matches.seeds import DerivedSeeds, SecretSeeds, SeedSource, decision_seed
from bot.store import Store
from bot.tables.accounts import Accounts
from bot.tables.commands import TableCommand
from bot.tournaments.formats import Format, sitngo, spin
from bot.tournaments.service import TournamentService
from bot.tournaments.table import TournamentTable
from engine.ai.poker.pushfold import PushFoldBot
from engine.protocol import JSON

COMMUNITY: Final = "simulate"
GRANT: Final = 100_000
ENTRY: Final = 100
SECONDS_PER_ACTION: Final = 6.0


@dataclass
class _Clock:
    now: float

    def __call__(self) -> float:
        return self.now


def format_for(kind: str, players: int) -> Format:
    if kind == "spin":
        if players != 3:
            raise ValueError("a Spin has 3 players")
        return spin(ENTRY)
    if kind == "sitngo":
        return sitngo(players, ENTRY)
    raise ValueError(f"unknown tournament {kind!r}")


async def simulate(
    kind: str, *, tournaments: int, players: int, seed: int | None = None,
    db: Path | None = None,
) -> dict[str, JSON]:
    """Play `tournaments` tournaments of `players` simulated accounts; the ``--json`` summary."""
    if tournaments < 1 or not 2 <= players <= 9:
        raise ValueError("need tournaments >= 1 and 2..9 players")
    fmt = format_for(kind, players)
    started = time.perf_counter()
    master = seed if seed is not None else random.SystemRandom().getrandbits(64)
    clock = _Clock(1_000_000.0)
    with tempfile.TemporaryDirectory() as folder:
        path = db if db is not None else Path(folder) / "simulate.db"
        store = await Store.open(path, clock=clock)
        try:
            seeds: SeedSource = DerivedSeeds(seed) if seed is not None else SecretSeeds()
            service = TournamentService(store, clock=clock, seeds=seeds,
                                        draw=random.Random(master))
            accounts = Accounts(store, grant=GRANT, refill_amount=GRANT, refill_cooldown_s=0)
            run = f"{seed if seed is not None else 'x'}-{time.time_ns()}"
            ids = [
                (await accounts.open(COMMUNITY, "sim", f"{run}-p{j}", f"P{j}")).player
                for j in range(players)
            ]
            names = {player: f"P{j}" for j, player in enumerate(ids)}
            policy = PushFoldBot()
            places: list[JSON] = []
            multipliers: list[JSON] = []
            hands = pool = 0
            table_ids: list[int] = []
            for number in range(tournaments):
                live = await service.create_tournament(COMMUNITY, f"sim-{number}", fmt)
                table_ids.append(live.id)
                for player in ids:
                    await service.register(live.id, player, names[player])
                while not live.table.closed:
                    table = live.table
                    seat = table.to_act
                    assert seat is not None and table.hand is not None
                    occupant = table.seats[seat]
                    assert occupant is not None and occupant.player is not None
                    rng = random.Random(decision_seed(master, table.seq, live.id))
                    action = policy.decide(table.hand.private_view(seat),
                                           table.hand.legal_actions(seat), rng)
                    clock.now += SECONDS_PER_ACTION
                    await service.act(TableCommand(live.id, occupant.player, table.hand_no,
                                                   table.hand_seq, action.kind, action.amount,
                                                   action.choice))
                done = live.table
                assert isinstance(done, TournamentTable)
                hands += done.hand_no
                pool += done.pool
                multipliers.append(done.multiplier)
                places.append([
                    {"name": r.name, "place": r.place, "shared": r.shared, "prize": r.prize}
                    for r in sorted(done.results, key=lambda r: (r.place, r.seat))
                ])
        finally:
            await store.close()
        paid, conserved = _audit(path, table_ids)
    report: dict[str, JSON] = {
        "game": kind,
        "tournaments": tournaments,
        "players": players,
        "hands": hands,
        "places": places,
        "prize_pool": pool,
        "paid": paid,
        "conserved": conserved and paid == pool,
        "seed": seed,
        "db": None if db is None else str(db),
        "elapsed_s": round(time.perf_counter() - started, 3),
    }
    if kind == "spin":
        report["multipliers"] = multipliers
    return report


def _audit(path: Path, table_ids: list[int]) -> tuple[int, bool]:
    """Prizes paid in all, and whether each tournament's entries (house included) equal its
    prizes in the ledger and left its escrow account empty."""
    paid = 0
    conserved = True
    with sqlite3.connect(path) as db:
        for table_id in table_ids:
            sums = dict(db.execute(
                "SELECT reason, SUM(delta) FROM ledger WHERE ref = ? AND player_id NOT IN"
                " (SELECT id FROM players WHERE platform = 'escrow') GROUP BY reason",
                (f"match:{table_id}",),
            ).fetchall())
            held = db.execute(
                "SELECT COALESCE(SUM(l.delta), 0) FROM ledger l JOIN players p"
                " ON p.id = l.player_id WHERE p.platform = 'escrow' AND p.external_id = ?",
                (str(table_id),),
            ).fetchone()[0]
            prizes = int(sums.get("prize", 0))
            paid += prizes
            # what came in went out as prizes, and the tournament's escrow is empty
            conserved = conserved and -int(sums.get("entry", 0)) == prizes and held == 0
    return paid, conserved
