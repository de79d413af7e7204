"""The match service: buy-in and cash-out through the ledger, computer turns committed one by
one through the registry, seeded deals, resume after a restart, cancellation."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.commands import Outcome
from bot.errors import InsufficientBalance, StaleCommand
from bot.games import GAMES
from bot.matches import DerivedSeeds, MatchService, SecretSeeds, setup_for
from bot.matches.seeds import decision_seed
from bot.registry import restore_match
from bot.store import Store, match_ref
from engine.ai.baselines import AlwaysAllIn

pytest.importorskip("engine.updown")

COMMUNITY = "test"
GRANT = 100


async def _account(service: MatchService, name: str = "ana") -> int:
    player_id, granted = await service.ensure_account(COMMUNITY, "console", name, name, GRANT)
    assert granted == GRANT
    return player_id


async def _play_out(service: MatchService, match_id: int, last: Outcome | None = None,
                    *, max_steps: int = 2000) -> Outcome:
    """Play seat 0 with the all-in baseline until the match ends; the final outcome."""
    policy = AlwaysAllIn()
    rng = random.Random(5)
    outcome = last if last is not None else service.snapshot(match_id)
    for _ in range(max_steps):
        if outcome.status != "open":
            return outcome
        state = service.registry.get(match_id).state
        action = policy.decide(state.private_view(0), state.legal_actions(0), rng)
        outcomes = await service.act(match_id, 0, deal_no=state.deal_no, seq=state.seq,
                                     kind=action.kind, amount=action.amount,
                                     choice=action.choice)
        outcome = outcomes[-1]
    raise AssertionError("the match did not end")


async def test_ud_1_2_buy_in_is_a_ledger_row_with_the_match(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(1))
        ana = await _account(service)
        match_id, outcomes = await service.start_match(COMMUNITY, ana, "updown")
        assert await store.balance(COMMUNITY, ana) == GRANT - 20
        rows = await store.ledger(COMMUNITY, ana)
        assert [(row.reason, row.delta, row.ref) for row in rows] == [
            ("grant", GRANT, None), ("buy_in", -20, match_ref(match_id))]
        # UD-2.3: the person starts the first deal, so the service stops at their lock.
        assert outcomes[-1].deal_no == 1 and outcomes[-1].to_act == 0
        assert service.snapshot(match_id).public_view["stacks"] == [19, 19]


async def test_buy_in_refused_without_chips_and_nothing_is_stored(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store)
        poor, _ = await service.ensure_account(COMMUNITY, "console", "poor", "Poor", 5)
        with pytest.raises(InsufficientBalance) as refused:
            await service.start_match(COMMUNITY, poor, "updown")
        assert refused.value.key == "error-insufficient-balance"
        assert await store.load_open_matches() == []
        assert await store.balance(COMMUNITY, poor) == 5


async def test_computer_turns_are_committed_one_by_one(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(2))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown", opponent="always-call")
        seq = service.snapshot(match_id).seq
        outcomes = await service.act(match_id, 0, deal_no=1, seq=seq, kind="lock", choice=0)
        # Ana's lock, then the computer's lock: two committed steps, each its own event row.
        assert [o.seq for o in outcomes] == [seq + 1, seq + 2]
        events = await store.match_events(match_id)
        actions = [json.loads(event.action_json) for event in events]
        assert actions[-2:] == [{"seat": 0, "kind": "lock", "choice": 0},
                                {"seat": 1, "kind": "lock", "choice": actions[-1]["choice"]}]
        assert [event.seq for event in events] == list(range(1, len(events) + 1))
        record = await store.load_match(match_id)
        assert record is not None and record.seq == outcomes[-1].seq
        live = service.registry.get(match_id)
        assert restore_match(record, type(live.state)).state == live.state  # snapshot + moves


async def test_old_view_is_refused_as_stale(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(3))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown")
        seq = service.snapshot(match_id).seq
        await service.act(match_id, 0, deal_no=1, seq=seq, kind="lock", choice=1)
        with pytest.raises(StaleCommand):
            await service.act(match_id, 0, deal_no=1, seq=seq, kind="lock", choice=0)


async def test_ud_1_2_cash_out_at_match_end(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown", opponent="always-call")
        final = await _play_out(service, match_id)
        assert final.status == "finished" and final.match_over
        stacks = final.public_view["stacks"]
        assert sum(stacks) == 40 and 0 in stacks
        rows = await store.ledger(COMMUNITY, ana)
        cash_out = [row for row in rows if row.reason == "cash_out"]
        if stacks[0] > 0:
            assert [(r.delta, r.ref) for r in cash_out] == [(stacks[0], match_ref(match_id))]
        else:
            assert cash_out == []  # nothing left to take home
        assert final.ledger_rows == tuple(
            row for row in final.ledger_rows if row.reason == "cash_out")
        assert await store.balance(COMMUNITY, ana) == GRANT - 20 + stacks[0]
        record = await store.load_match(match_id)
        assert record is not None and record.status == "finished"
        assert await service.find_open_match(COMMUNITY, ana, "updown") is None


async def test_cancel_voids_the_deal_in_progress(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(5))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown", opponent="always-call")
        # Ana has paid the first ante; a cancelled match gives back the whole 20.
        outcome = await service.cancel(match_id)
        assert outcome.status == "cancelled"
        assert await store.balance(COMMUNITY, ana) == GRANT


async def test_find_open_match_resumes_after_restart(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(6))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown")
        seq = service.snapshot(match_id).seq
        await service.act(match_id, 0, deal_no=1, seq=seq, kind="lock", choice=0)
        before = service.registry.get(match_id).state.to_dict()
    async with await Store.open(path) as store:
        again = MatchService(store)
        assert await again.find_open_match(COMMUNITY, ana, "updown") == match_id
        assert again.registry.get(match_id).state.to_dict() == before
        assert await again.find_open_match(COMMUNITY, ana, "asnas") is None


async def test_find_open_match_loads_that_match_only(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(6))
        ana, bo = await _account(service), await _account(service, "bo")
        mine, _ = await service.start_match(COMMUNITY, ana, "updown")
        await service.start_match(COMMUNITY, bo, "updown")
    async with await Store.open(path) as store:
        again = MatchService(store)
        assert await again.find_open_match(COMMUNITY, ana, "updown") == mine
        assert [live.id for live in again.registry] == [mine]  # bo's match stays in the store


async def test_ud_2_3_a_match_between_people_challenger_first(tmp_path: Path) -> None:
    """The service's public opener for a chat challenge: every buy-in in one transaction with
    the match row, the challenger in seat 0 starting the first deal (UD-2.3 Decision)."""
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        ana, bo = await _account(service), await _account(service, "bo")
        broke = await store.ensure_player("console", "cy", "cy")  # no grant: no chips
        with pytest.raises(InsufficientBalance):
            await service.start_match_between(COMMUNITY, "chat", [ana, broke])
        assert await store.balance(COMMUNITY, ana) == GRANT  # all or nothing
        assert await store.load_open_matches() == []
        for players in ([ana], [ana, ana], [ana, bo, broke]):
            with pytest.raises(ValueError, match="different players"):
                await service.start_match_between(COMMUNITY, "chat", players)
        match_id, outcomes = await service.start_match_between(COMMUNITY, "chat", [bo, ana])
        assert service.seats(match_id) == (bo, ana)
        assert outcomes[-1].deal_no == 1 and outcomes[-1].to_act == 0
        for player in (ana, bo):
            rows = await store.ledger(COMMUNITY, player)
            assert [(row.reason, row.delta, row.ref) for row in rows][-1] == (
                "buy_in", -setup_for("updown").buy_in, match_ref(match_id))


async def test_a_resumed_match_plays_on_exactly_as_an_uninterrupted_one(tmp_path: Path) -> None:
    """Computer decisions and deal seeds depend only on the snapshot and the match's seeds, so
    a restart in the middle changes nothing."""

    async def run(path: Path, restart_after: int | None) -> dict[str, object]:
        store = await Store.open(path)
        service = MatchService(store, seeds=DerivedSeeds(7))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown", match_key="m")
        for step in range(40):
            if restart_after == step:
                await store.close()
                store = await Store.open(path)
                service = MatchService(store, seeds=DerivedSeeds(7))
                assert await service.find_open_match(COMMUNITY, ana, "updown") == match_id
            try:
                state = service.registry.get(match_id).state
            except Exception:
                break
            legal = state.legal_actions(0)
            option = next(o for o in legal if o.kind in ("lock", "call", "check"))
            await service.act(match_id, 0, deal_no=state.deal_no, seq=state.seq,
                              kind=option.kind, choice=0 if option.kind == "lock" else None)
        record = await store.load_match(match_id)
        await store.close()
        assert record is not None
        return {"state": json.loads(record.state_json), "seq": record.seq}

    straight = await run(tmp_path / "a.db", None)
    resumed = await run(tmp_path / "b.db", 7)
    assert straight == resumed


async def test_deal_seeds_come_from_the_seed_source(tmp_path: Path) -> None:
    async def first_hand(seeds: DerivedSeeds, path: Path) -> list[str]:
        async with await Store.open(path) as store:
            service = MatchService(store, seeds=seeds)
            ana = await _account(service)
            match_id, _ = await service.start_match(COMMUNITY, ana, "updown", match_key="k")
            hand: list[str] = service.snapshot(match_id).private_views[0]["hand"]
            return hand

    same = [await first_hand(DerivedSeeds(8), tmp_path / f"{n}.db") for n in range(2)]
    other = await first_hand(DerivedSeeds(9), tmp_path / "x.db")
    assert same[0] == same[1]
    assert len(same[0]) == 2 and other != same[0]  # (a 1-in-thousands coincidence otherwise)


def test_secret_seeds_are_128_bit_and_fresh() -> None:
    seeds = SecretSeeds()
    drawn = {seeds.deal_seed("k", 1) for _ in range(8)}
    assert len(drawn) == 8 and all(0 <= seed < 2**128 for seed in drawn)
    assert max(drawn).bit_length() > 64  # not a small seed space


def test_derived_seeds_and_decision_seeds_are_functions_of_their_inputs() -> None:
    assert DerivedSeeds(1).deal_seed("a", 2) == DerivedSeeds(1).deal_seed("a", 2)
    assert DerivedSeeds(1).deal_seed("a", 2) != DerivedSeeds(1).deal_seed("a", 3)
    assert DerivedSeeds(1).match_seed("a") != DerivedSeeds(2).match_seed("a")
    assert decision_seed(5, 10, 1) == decision_seed(5, 10, 1) != decision_seed(5, 11, 1)


def test_setup_chips_voids_a_running_deal() -> None:
    setup = setup_for("updown")
    state = GAMES["updown"].from_dict(setup.new_state(0).to_dict())
    state.start_deal(seed=1)
    view = state.public_view()
    assert view["stacks"] == [19, 19]
    assert setup.chips(view) == [20, 20]


async def test_unknown_computer_player_is_refused_before_storing(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store)
        ana = await _account(service)
        with pytest.raises(ValueError, match="unknown computer player"):
            await service.start_match(COMMUNITY, ana, "updown", opponent="nobody")
        assert await store.balance(COMMUNITY, ana) == GRANT


async def test_computer_only_match_plays_to_the_end_through_the_store(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(10))
        match_id, outcomes = await service.start_computer_match(
            "updown", ["always-all-in", "always-call"])
        assert outcomes[-1].status == "finished"
        events = await store.match_events(match_id)
        assert len(events) == len(outcomes)
        assert sum(outcomes[-1].public_view["stacks"]) == 40
