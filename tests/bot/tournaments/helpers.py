"""Shared helpers for the tournament tests: a service over a real SQLite file, accounts, a
person who always checks or folds, and the ledger audit of a tournament."""

from __future__ import annotations

import random
import sqlite3

from bot.matches.seeds import DerivedSeeds
from bot.store import Store
from bot.tables import LiveTable, TableCommand
from bot.tables.commands import TableOutcome
from bot.tournaments import TournamentService
from bot.tournaments.table import TournamentTable
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, accounts


def service(store: Store, clock: FakeClock, seed: int = 7, draw: int = 1) -> TournamentService:
    return TournamentService(store, clock=clock, seeds=DerivedSeeds(seed),
                             draw=random.Random(draw))


async def players(store: Store, count: int) -> list[int]:
    acc = accounts(store)
    return [(await acc.open(COMMUNITY, "test", f"p{i}", f"P{i}")).player for i in range(count)]


def table_of(live: LiveTable) -> TournamentTable:
    table = live.table
    assert isinstance(table, TournamentTable)
    return table


async def passive_move(svc: TournamentService, live: LiveTable) -> list[TableOutcome]:
    """The person to act checks, else folds (None when it is nobody's turn)."""
    table = live.table
    seat = table.to_act
    assert seat is not None and table.hand is not None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    kinds = {option.kind for option in table.hand.legal_actions(seat)}
    kind = "check" if "check" in kinds else "fold"
    return await svc.act(TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq,
                                      kind))


async def play_out(svc: TournamentService, live: LiveTable) -> None:
    """Play to the end, every person checking or folding."""
    while not live.table.closed:
        await passive_move(svc, live)


async def ledger_sums(store: Store, table_id: int) -> dict[str, int]:
    """The tournament's ledger rows summed by reason (every account but its escrow, its
    ref)."""
    with sqlite3.connect(store.path) as db:
        rows = db.execute(
            "SELECT reason, SUM(delta) FROM ledger WHERE ref = ? AND player_id NOT IN"
            " (SELECT id FROM players WHERE platform = 'escrow') GROUP BY reason",
            (f"match:{table_id}",),
        ).fetchall()
    return {str(reason): int(total) for reason, total in rows}
