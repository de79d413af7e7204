"""Helpers for the scheduled tournament tests: a hub with its tables in memory (no store), a
hand's end forced on a table, and people who check or fold through the service."""

from __future__ import annotations

import asyncio
import random

from bot.matches.seeds import DerivedSeeds
from bot.store import Store
from bot.tables import TableCommand
from bot.tournaments.mtt import Hub
from bot.tournaments.mtt_service import MttService, Outcome
from bot.tournaments.mtt_table import Bust, MttTable
from bot.tournaments.schedule import Schedule, scheduled
from engine.tournament.seating import tables_needed
from tests.bot.tables.tables_helpers import FakeClock


def hub_with(bots: int, size: int, **changes: object) -> tuple[Hub, dict[int, MttTable]]:
    """A started hub of `bots` BOT entries and its tables (ids 100, 101, …)."""
    hub = Hub("c", scheduled(0.0, table_size=size, **changes), house=1)
    hub.add_bots(bots)
    ids = list(range(100, 100 + tables_needed(bots, size)))
    seating = hub.start(ids, random.Random(0), 0.0)
    tables = {tid: MttTable.new("c", hub.schedule, 0, 0, 0.0) for tid in ids}
    hub.seat_draw(seating, list(tables.values()))
    return hub, tables


def end_hand(table: MttTable, busted: list[int], *, stacks: dict[int, int] | None = None,
             rng: random.Random | None = None) -> None:
    """As if a hand ended: the seats `busted` lose their chips to another seat still in (their
    stacks at the start of the hand were `stacks[seat]`, else what they had); the table holds."""
    rng = rng or random.Random(0)
    keep = [s for s in table.entrants if s not in busted]
    for seat in busted:
        occupant = table.seats[seat]
        assert occupant is not None
        start = (stacks or {}).get(seat, occupant.stack)
        winner = table.seats[rng.choice(keep)]
        assert winner is not None
        winner.stack += occupant.stack
        occupant.stack = 0
        entrant = table.entrants.pop(seat)
        table.seats[seat] = None
        table.busts.append(Bust(entrant, start, table.number * 100 + seat))
    table.hand_no += 1
    table.button = table.button if table.button is not None else 0
    table.hold = True


def mtt_service(store: Store, clock: FakeClock, seed: int = 7,
                log: list[Outcome] | None = None) -> MttService:
    return MttService(store, clock=clock, seeds=DerivedSeeds(seed), draw=random.Random(seed),
                      listener=None if log is None else log.extend)


def hands_schedule(start: float, size: int, **changes: object) -> Schedule:
    terms: dict[str, object] = {"unit": "hands", "length": 3, "entry": 100,
                                "starting_stack": 1000, **changes}
    return scheduled(start, table_size=size, **terms)  # type: ignore[arg-type]


async def play_people(svc: MttService, hub_id: int, limit: int = 100_000) -> None:
    """Play the tournament to its end, each person checking or folding."""
    for _ in range(limit):
        await svc.quiet()
        if hub_id not in {lh.id for lh in svc.hubs()}:
            return
        acted = False
        for live in svc:
            table = live.table
            seat = table.to_act
            if seat is None or table.hand is None:
                continue
            occupant = table.seats[seat]
            if occupant is None or occupant.player is None:
                continue
            kinds = {o.kind for o in table.hand.legal_actions(seat)}
            await svc.act(TableCommand(live.id, occupant.player, table.hand_no,
                                       table.hand_seq, "check" if "check" in kinds else "fold"))
            acted = True
        if not acted:
            await svc.settle_all()
            for live in svc:
                svc._kick(live)
            await asyncio.sleep(0)
    raise AssertionError("the tournament did not end")
