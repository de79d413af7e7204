"""Issue 15 item 8: `simulate` audits refills from the ledger, across tables playing at once."""

from __future__ import annotations

from bot.tables.simulate import simulate


async def test_refills_at_concurrent_tables_are_counted_from_the_ledger() -> None:
    report = await simulate("holdem", tables=4, hands=25, players=2, seed=11, big_blind=200)
    assert isinstance(report["refilled"], int) and report["refilled"] > 0  # busts did happen
    assert report["conserved"] is True
    assert report["chips_end"] == report["chips_start"] + report["refilled"]
