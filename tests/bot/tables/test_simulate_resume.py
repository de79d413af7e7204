"""`feltbot simulate holdem --db PATH` after an interrupted run (issue 15.8): the tables that run
left open in the file are resumed and closed, their players cashed out, and the audit (read
from the ledger, escrows included) still balances."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store
from bot.tables import Accounts, TableConfig, TableService
from bot.tables.simulate import COMMUNITY, GRANT, simulate


async def _interrupted_run(path: Path) -> tuple[int, list[int]]:
    """What a killed run leaves: an open table of the simulation's community, a hand in play."""
    async with await Store.open(path) as store:
        service = TableService(store)
        accounts = Accounts(store, grant=GRANT, refill_amount=GRANT, refill_cooldown_s=0)
        live = await service.create(COMMUNITY, "sim-0", TableConfig.standard("holdem"))
        players = [(await accounts.open(COMMUNITY, "sim", f"old-p{j}", f"P{j}")).player
                   for j in range(3)]
        for player in players:
            await service.sit(live.id, player, f"P{player}", 1000)
        assert live.table.live  # the process dies here, mid-hand
        return live.id, players


async def test_a_second_run_on_the_file_resumes_and_closes_the_tables_left_open(
    tmp_path: Path,
) -> None:
    path = tmp_path / "sim.db"
    old_table, old_players = await _interrupted_run(path)
    report = await simulate("holdem", tables=2, hands=3, seed=5, db=path)
    assert report["resumed"] == 1 and report["conserved"] is True
    async with await Store.open(path) as store:
        assert await store.load_open_matches() == []  # nothing left open
        record = await store.load_match(old_table)
        assert record is not None and record.status == "finished" and record.deal_no >= 3
        assert record.escrow == 0
        back = sum([await store.balance(COMMUNITY, p) for p in old_players])
        assert back == 3 * GRANT  # every chip of the interrupted run is in a balance again
    again = await simulate("holdem", tables=1, hands=1, seed=6, db=path)
    assert again["resumed"] == 0 and again["conserved"] is True
