"""Never losing a chip: balances plus chips on tables stay equal to everything ever granted or
refilled, through random sequences of sits, actions, stand-ups, rebuys, refills and closes; no
balance ever goes negative (the store's CHECK refuses it and nothing changes); each table's
escrow account holds its chips and the whole ledger sums to what was minted (issue 15.4)."""

from __future__ import annotations

import asyncio
import os
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import BotError
from bot.store import Store
from bot.tables import TableConfig, TableService
from engine.errors import RuleError
from tests.bot.tables.tables_helpers import (
    COMMUNITY,
    FakeClock,
    accounts,
    audit,
    command_for,
    open_players,
)

OPS = ("act", "act", "act", "act", "sit", "stand", "rebuy", "refill", "tick", "bot", "close")


async def _run(ops: list[tuple[str, int, int]], seed: int) -> None:
    clock = FakeClock()
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "t.db", clock=clock)
        try:
            service = TableService(store, clock=clock)
            players = await open_players(store, 4)
            acc = accounts(store)
            config = TableConfig.standard("holdem", big_blind=10, seats=4, bots_allowed=True)
            tables = [await service.create(COMMUNITY, f"room{i}", config) for i in range(2)]
            rng = random.Random(seed)
            for op, who, amount in ops:
                live = tables[who % 2]
                player = players[who % 4]
                try:
                    if op == "act":
                        command = command_for(live, rng)
                        if command is not None:
                            await service.act(command)
                    elif op == "sit":
                        await service.sit(live.id, player, "P", amount)
                    elif op == "stand":
                        await service.stand(live.id, player)
                    elif op == "rebuy":
                        await service.rebuy(live.id, player, amount)
                    elif op == "refill":
                        await acc.refill(COMMUNITY, player)
                    elif op == "tick":
                        clock.advance(amount)
                        await service.tick()
                    elif op == "bot":
                        await service.add_bot(live.id, "BOT")
                    else:
                        await service.close(live.id)
                except (BotError, RuleError):
                    pass  # refused: nothing changed, which the audit below checks
                total, minted = await audit(store, service, players, tables)
                assert total == minted
                # Issue 15.4: each table's escrow account holds exactly its chips, and the
                # whole ledger (people, the house, the escrows) sums to what was minted.
                for live in tables:
                    assert await store.escrow_balance(live.id) == live.table.escrowed()
                [(balances, ever_minted)] = await store.read(
                    "SELECT SUM(delta), SUM(CASE WHEN reason IN ('grant', 'refill')"
                    " THEN delta ELSE 0 END) FROM ledger")
                assert balances == ever_minted
                for p in players:
                    assert await store.balance(COMMUNITY, p) >= 0
                    rows = await store.ledger(COMMUNITY, p)
                    assert all(row.balance_after >= 0 for row in rows)
        finally:
            await store.close()


@settings(
    max_examples=int(os.environ.get("TABLES_EXAMPLES", "12")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    ops=st.lists(
        st.tuples(st.sampled_from(OPS), st.integers(0, 7), st.integers(150, 1100)),
        min_size=5, max_size=60,
    ),
    seed=st.integers(0, 2**32),
)
def test_nk_7_6_chips_are_conserved_and_balances_never_negative(
    ops: list[tuple[str, int, int]], seed: int
) -> None:
    asyncio.run(_run(ops, seed))
