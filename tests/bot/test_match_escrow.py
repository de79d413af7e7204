"""Provable chips for matches (issue 15.4): an Up/Down match holds its chips in an escrow
account of the ledger, the person's buy-in and the house's for the computer seat; the match
ends with it empty, and a stored match whose snapshot holds more than its escrow is refused
on load (logged), its chips refundable by `feltbot refund-broken`."""

from __future__ import annotations

import logging
import random
import sqlite3
from pathlib import Path

import pytest

from bot.broken import find_broken, refund_broken
from bot.matches import MatchService, setup_for
from bot.store import Store
from engine.ai.baselines import AlwaysAllIn

pytest.importorskip("engine.updown")

COMMUNITY = "test"
GRANT = 100
BUY_IN = setup_for("updown").buy_in


async def _account(service: MatchService, name: str) -> int:
    player, _ = await service.ensure_account(COMMUNITY, "console", name, name, GRANT)
    return player


async def _totals(store: Store) -> tuple[int, int]:
    [(balances, minted)] = await store.read(
        "SELECT COALESCE(SUM(delta), 0),"
        " COALESCE(SUM(CASE WHEN reason IN ('grant', 'refill') THEN delta END), 0)"
        " FROM ledger WHERE community = ?", (COMMUNITY,))
    return int(balances), int(minted)


async def test_a_match_holds_both_seats_chips_in_escrow_and_ends_empty(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "m.db") as store:
        service = MatchService(store)
        ana = await _account(service, "ana")
        match_id, outcomes = await service.start_match(COMMUNITY, ana)
        assert await store.escrow_balance(match_id) == 2 * BUY_IN
        assert [(r.reason, r.delta) for r in await store.ledger(COMMUNITY, store.house)] == [
            ("refill", BUY_IN), ("buy_in", -BUY_IN)]
        policy, rng = AlwaysAllIn(), random.Random(3)
        outcome = outcomes[-1] if outcomes else service.snapshot(match_id)
        while outcome.status == "open":
            seat = outcome.to_act
            assert seat == 0
            view = outcome.private_views[0]
            live = service.registry.get(match_id)
            action = policy.decide(view, live.state.legal_actions(0), rng)
            steps = await service.act(match_id, 0, deal_no=outcome.deal_no, seq=outcome.seq,
                                      kind=action.kind, amount=action.amount,
                                      choice=action.choice)
            outcome = steps[-1]
            if outcome.status == "open":
                assert await store.escrow_balance(match_id) == 2 * BUY_IN
        assert await store.escrow_balance(match_id) == 0
        ana_gets = await store.balance(COMMUNITY, ana) - (GRANT - BUY_IN)
        house_gets = await store.balance(COMMUNITY, store.house)
        assert ana_gets + house_gets == 2 * BUY_IN  # the winner's 40, the loser's 0
        assert await _totals(store) == (GRANT + BUY_IN, GRANT + BUY_IN)


async def test_a_planted_inflated_match_snapshot_is_refused_and_refunded(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "m.db"
    async with await Store.open(path) as store:
        service = MatchService(store)
        ana, bo = await _account(service, "ana"), await _account(service, "bo")
        bad, _ = await service.start_match(COMMUNITY, ana)
        good, _ = await service.start_match(COMMUNITY, bo)
    with sqlite3.connect(path) as raw:  # Ana's stack behind grows by 500 in the file
        raw.execute("UPDATE matches SET state_json = json_set(state_json,"
                    " '$.betting.stacks[0]', json_extract(state_json, '$.betting.stacks[0]')"
                    " + 500) WHERE id = ?", (bad,))
    raw.close()
    async with await Store.open(path) as store:
        restarted = MatchService(store)
        with caplog.at_level(logging.ERROR, logger="bot.registry"):
            assert await restarted.load() == 1
        assert [live.id for live in restarted.registry] == [good]
        assert f"match {bad}: its chips ({2 * BUY_IN + 500}) differ from its escrow" \
            in caplog.text
        [broken] = await find_broken(store)
        assert broken.id == bad
        refunds = await refund_broken(store, broken)
        assert sorted((row.player_id, row.delta) for row in refunds) == sorted(
            [(ana, BUY_IN), (store.house, BUY_IN)])
        assert await store.balance(COMMUNITY, ana) == GRANT
        assert await store.escrow_balance(bad) == 0
        balances, minted = await _totals(store)
        assert balances == minted
