"""`bot.communities.move_community`: games and balances move to the new community in one
transaction; grants and refills together are unchanged; a second move finds nothing."""

from __future__ import annotations

from pathlib import Path

from bot.communities import move_community
from bot.store import LedgerRow, Store


async def test_move_keeps_every_chip_and_grants_once(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    async with await Store.open(path) as store:
        ann = await store.ensure_player("telegram", "1", "Ann")
        bob = await store.ensure_player("telegram", "2", "Bob")
        await store.grant_if_new("tg:-1", ann, 1000)
        await store.grant_if_new("tg:-1", bob, 1000)
        await store.grant_if_new("tg:-100", bob, 1000)  # Bob already played in the new chat
        match = await store.create_match(
            "updown", "tg:-1", "-1", seats=[ann, bob], state_json='{"x": 1}',
            ledger_rows=[LedgerRow("tg:-1", ann, -20, "buy_in"),
                         LedgerRow("tg:-1", bob, -20, "buy_in")])
        table = await store.create_match(
            "table:holdem", "tg:-1", "-1", seats=(), state_json='{"community": "tg:-1"}')
        for _ in range(2):
            moved = await move_community(store, "tg:-1", "tg:-100", old_channel="-1",
                                         new_channel="-100", clock=lambda: 5.0)
        assert moved.games == () and moved.chips == {}  # the second move: nothing left
        assert await store.balance("tg:-100", ann) == 980
        assert await store.balance("tg:-100", bob) == 1980
        assert await store.balance("tg:-1", ann) == await store.balance("tg:-1", bob) == 0
        assert await store.grant_if_new("tg:-100", ann, 1000) == 0  # no second grant
        for match_id in (match, table):
            record = await store.load_match(match_id)
            assert record is not None
            assert (record.community, record.channel) == ("tg:-100", "-100")
        loaded = await store.load_match(table)
        assert loaded is not None and loaded.state_json == '{"community":"tg:-100"}'
        rows = [e for p in (ann, bob) for c in ("tg:-1", "tg:-100") for e in
                await store.ledger(c, p)]
        assert sum(e.delta for e in rows if e.reason in ("grant", "refill")) == 3000
