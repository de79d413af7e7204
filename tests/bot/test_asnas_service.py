"""The match service with As-Nas: a person against three computer players, every step
committed on its own, resume after a restart, the first dealer drawn from the service's seeds,
and the chip ledger left alone (points are not chips)."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from bot.commands import Outcome
from bot.games import GAMES
from bot.matches import DerivedSeeds, MatchService, setup_for
from bot.matches.opponents import default_opponent, make_opponent
from bot.registry import restore_match
from bot.store import Store
from engine.protocol import Action, LegalAction

pytest.importorskip("engine.asnas")

COMMUNITY = "test"
GRANT = 100
SEATS = 4
DEALS = 12


async def _account(service: MatchService, name: str = "ana") -> int:
    player_id, _ = await service.ensure_account(COMMUNITY, "console", name, name, GRANT)
    return player_id


def _my_move(legal: list[LegalAction], rng: random.Random) -> LegalAction:
    """Seat 0: look first, then hold, call or raise at random (never stuck, never folding)."""
    kinds = {option.kind: option for option in legal}
    if "look" in kinds:
        return kinds["look"]
    stay = [kinds[kind] for kind in ("hold", "call", "raise") if kind in kinds]
    return rng.choice(stay)


async def _play(service: MatchService, match_id: int, steps: int, seed: int = 0) -> list[Outcome]:
    """Up to `steps` decisions of seat 0; every outcome returned, in order."""
    rng = random.Random(seed)
    seen: list[Outcome] = []
    for _ in range(steps):
        try:
            state = service.registry.get(match_id).state
        except Exception:
            break  # finished: the registry let it go
        option = _my_move(list(state.legal_actions(0)), rng)
        seen.extend(await service.act(match_id, 0, deal_no=state.deal_no, seq=state.seq,
                                      kind=option.kind, amount=option.min
                                      if option.kind == "raise" else None))
    return seen


async def test_an_points_are_not_chips_no_buy_in_and_no_cash_out(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(1))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "asnas",
                                                opponent="always-call")
        assert service.seats(match_id) == (ana, None, None, None)
        assert setup_for("asnas").buy_in == 0
        await _play(service, match_id, 400)
        record = await store.load_match(match_id)
        assert record is not None and record.status == "finished"
        rows = await store.ledger(COMMUNITY, ana)
        assert [(row.reason, row.delta) for row in rows] == [("grant", GRANT)]
        assert await store.balance(COMMUNITY, ana) == GRANT
        state = json.loads(record.state_json)
        assert state["deal_no"] == DEALS and sum(Fraction(t) for t in state["totals"]) == 0


async def test_an_cancelling_a_match_costs_nothing(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(2))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "asnas", opponent="random")
        outcome = await service.cancel(match_id)
        assert outcome.status == "cancelled" and outcome.ledger_rows == ()
        assert await store.balance(COMMUNITY, ana) == GRANT


async def test_every_step_is_committed_on_its_own(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(3))
        ana = await _account(service)
        match_id, opening = await service.start_match(COMMUNITY, ana, "asnas",
                                                      opponent="random")
        later = await _play(service, match_id, 6)
        outcomes = [*opening, *later]
        events = await store.match_events(match_id)
        # One stored row per step (a deal start, a look, a hold…), numbered without gaps,
        # and the stored state is the live one after the last step.
        assert len(events) == len(outcomes)
        assert [event.seq for event in events] == [outcome.seq for outcome in outcomes]
        assert [event.seq for event in events] == list(range(1, len(events) + 1))
        kinds = [json.loads(event.action_json).get("kind") for event in events]
        assert kinds[0] == "start_deal" and "look" in kinds
        record = await store.load_match(match_id)
        assert record is not None
        live = service.registry.get(match_id)
        assert restore_match(record, type(live.state)).state == live.state  # snapshot + moves


async def test_an_2_5_the_hand_is_in_the_private_view_only_after_look(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(4))
        ana = await _account(service)
        match_id, outcomes = await service.start_match(COMMUNITY, ana, "asnas",
                                                       opponent="always-call")
        before = outcomes[-1]
        assert before.to_act == 0 and before.private_views[0]["hand"] is None
        assert before.private_views[0]["legal"][0]["kind"] == "look"
        looked = (await service.act(match_id, 0, deal_no=before.deal_no, seq=before.seq,
                                    kind="look"))[0]
        assert len(looked.private_views[0]["hand"]) == 5
        assert looked.to_act == 0  # looking does not end the turn
        assert all(looked.private_views[seat]["hand"] is None for seat in (1, 2, 3))
        assert [e.private_to for e in looked.events] == [0]
        assert "hand" not in looked.public_view


async def test_resume_after_a_restart_continues_exactly(tmp_path: Path) -> None:
    """Stateless computer players: the stored snapshot and the match's seeds are all a
    resumed match needs, so it ends as the uninterrupted one does."""

    async def run(path: Path, restart_after: int | None) -> dict[str, Any]:
        store = await Store.open(path)
        service = MatchService(store, seeds=DerivedSeeds(5))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "asnas", opponent="random",
                                                match_key="m")
        for step in range(400):
            if restart_after == step:
                await store.close()
                store = await Store.open(path)
                service = MatchService(store, seeds=DerivedSeeds(5))
                assert await service.find_open_match(COMMUNITY, ana, "asnas") == match_id
            if not await _play(service, match_id, 1, seed=step):
                break
        record = await store.load_match(match_id)
        await store.close()
        assert record is not None and record.status == "finished"
        return {"state": json.loads(record.state_json), "seq": record.seq}

    straight = await run(tmp_path / "a.db", None)
    resumed = await run(tmp_path / "b.db", 9)
    assert straight == resumed


async def _finished_state(store: Store, match_id: int) -> dict[str, Any]:
    record = await store.load_match(match_id)
    assert record is not None and record.status == "finished"
    return {"state": json.loads(record.state_json), "seq": record.seq}


async def test_best_players_resume_exactly_after_a_restart_mid_match(tmp_path: Path) -> None:
    """The As-Nas bot reads its opponents from the view (this match's public actions), not
    from memory: a service restarted half-way, with fresh bot objects, ends the match exactly
    as the uninterrupted one."""

    async def run(path: Path, restart_after: int | None) -> dict[str, Any]:
        store = await Store.open(path)
        service = MatchService(store, seeds=DerivedSeeds(8))
        ana = await _account(service)
        match_id, _ = await service.start_match(COMMUNITY, ana, "asnas", opponent="best",
                                                match_key="m")
        for step in range(400):
            if restart_after == step:
                assert service.registry.get(match_id).state.deal_no in range(4, 10)
                await store.close()
                store = await Store.open(path)
                service = MatchService(store, seeds=DerivedSeeds(8))
                assert await service.find_open_match(COMMUNITY, ana, "asnas") == match_id
            if not await _play(service, match_id, 1, seed=step):
                break
        result = await _finished_state(store, match_id)
        await store.close()
        return result

    straight = await run(tmp_path / "a.db", None)
    assert len(straight["state"]["past_deals"]) == DEALS
    assert straight == await run(tmp_path / "b.db", 16)


async def test_interleaved_matches_play_as_each_played_alone(tmp_path: Path) -> None:
    """Two As-Nas matches against the same "best" players in one service, their steps
    alternating, end exactly as each does in a service of its own: nothing one match shows
    a computer player leaks into the other."""

    async def alone(key: str, path: Path) -> dict[str, Any]:
        async with await Store.open(path) as store:
            service = MatchService(store, seeds=DerivedSeeds(9))
            ana = await _account(service)
            match_id, _ = await service.start_match(COMMUNITY, ana, "asnas", opponent="best",
                                                    match_key=key)
            for step in range(400):
                if not await _play(service, match_id, 1, seed=step):
                    break
            return await _finished_state(store, match_id)

    async with await Store.open(tmp_path / "both.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(9))
        ids = []
        for key, name in (("m1", "ana"), ("m2", "bo")):
            person = await _account(service, name)
            match_id, _ = await service.start_match(COMMUNITY, person, "asnas",
                                                    opponent="best", match_key=key)
            ids.append(match_id)
        running = set(ids)
        for step in range(400):
            for match_id in ids:
                if match_id in running and not await _play(service, match_id, 1, seed=step):
                    running.discard(match_id)
        together = [await _finished_state(store, match_id) for match_id in ids]
    assert together == [await alone("m1", tmp_path / "1.db"), await alone("m2", tmp_path / "2.db")]


async def test_an_2_3_first_dealer_comes_from_the_seed_source(tmp_path: Path) -> None:
    async def first_dealer(master: int, key: str, path: Path) -> int:
        async with await Store.open(path) as store:
            service = MatchService(store, seeds=DerivedSeeds(master))
            ana = await _account(service)
            match_id, _ = await service.start_match(COMMUNITY, ana, "asnas",
                                                    opponent="random", match_key=key)
            state = service.registry.get(match_id).state.to_dict()
            return int(state["first_dealer"])

    again = [await first_dealer(6, "k", tmp_path / f"{n}.db") for n in range(2)]
    assert again[0] == again[1]
    drawn = {await first_dealer(6, f"k{n}", tmp_path / f"k{n}.db") for n in range(12)}
    assert len(drawn) > 1  # random over matches (AN-2.3 Decision), not always seat 0


def test_setup_scores_are_exact_fractions() -> None:
    state = GAMES["asnas"].from_dict(setup_for("asnas").open_state(0, 7).to_dict())
    view = state.public_view()
    setup = setup_for("asnas")
    assert setup.final_scores(view) == [Fraction(0)] * SEATS
    assert setup.chips(view) == [0] * SEATS
    view["seats"][1]["total"] = "7/3"
    view["seats"][2]["total"] = "-7/3"
    assert setup.final_scores(view)[1:3] == [Fraction(7, 3), Fraction(-7, 3)]


def test_an_3_2_computer_players_speak_as_nas() -> None:
    """The default is the As-Nas bot; every baseline plays legal As-Nas moves, and a calling
    station holds where poker would check (it would otherwise raise: hold is not its verb)."""
    assert default_opponent("asnas") == "best"
    for name in ("always-call", "random", "always-all-in", "best"):
        policy = make_opponent("asnas", name)
        state: Any = GAMES["asnas"].new_match(first_dealer=3)  # type: ignore[attr-defined]
        state.start_deal(seed=1)
        while not state.deal_over:
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = policy.decide(state.private_view(seat), legal, random.Random(seat))
            assert action.kind in {option.kind for option in legal}, name
            state.apply(action)
    fresh: Any = GAMES["asnas"].new_match(first_dealer=0)  # type: ignore[attr-defined]
    fresh.start_deal(seed=2)
    for seat in (1, 2, 3):  # the dealer's right acts first (AN-2.4); all call the forced 1
        fresh.apply(Action(seat=seat, kind="call"))
    legal = fresh.legal_actions(0)
    assert {option.kind for option in legal} >= {"hold", "raise"}
    move = make_opponent("asnas", "always-call").decide(fresh.private_view(0), legal,
                                                         random.Random(0))
    assert move.kind == "hold"
