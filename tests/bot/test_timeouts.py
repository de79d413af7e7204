"""What the server plays when a decision timer runs out (NK-8.1), and the adapter memory."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.kv import KeyValue
from bot.timeouts import TimeoutMove, timeout_move
from engine.protocol import Action, LegalAction
from engine.updown import UpDownState


def legal(state: UpDownState, seat: int) -> list[dict[str, object]]:
    return [option.to_dict() for option in state.legal_actions(seat)]


def test_nk_8_1_checks_when_checking_is_legal() -> None:
    options = [LegalAction("check").to_dict(), LegalAction("bet", 1, 19).to_dict(),
               LegalAction("all_in", 19, 19).to_dict()]
    assert timeout_move(options) == TimeoutMove("check")


def test_nk_8_1_folds_facing_a_bet() -> None:
    options = [LegalAction("fold").to_dict(), LegalAction("call", 2, 2).to_dict()]
    assert timeout_move(options) == TimeoutMove("fold")


def test_a_pending_lock_takes_the_first_card_and_is_legal() -> None:
    state = UpDownState.new_match(starter=0)
    state.start_deal(seed=5)
    move = timeout_move(legal(state, 0))
    assert move == TimeoutMove("lock", 0)
    state.apply(Action(0, move.kind, choice=move.choice))  # accepted by the engine
    assert state.to_act == 1


def test_nothing_legal_nothing_played() -> None:
    assert timeout_move([]) is None


async def test_key_value_round_trip_and_overwrite(tmp_path: Path) -> None:
    kv = await KeyValue.open(tmp_path / "kv.db")
    try:
        assert await kv.get("ns", 1) is None
        await kv.put("ns", 1, {"message_id": 7, "ok": True})
        await kv.put("ns", 1, {"message_id": 8, "ok": False})
        await kv.put("other", 1, "x")
        assert await kv.get("ns", "1") == {"message_id": 8, "ok": False}
        await kv.delete("ns", 1)
        assert await kv.get("ns", 1) is None
        assert await kv.get("other", 1) == "x"
    finally:
        await kv.close()
    reopened = await KeyValue.open(tmp_path / "kv.db")
    try:
        assert await reopened.get("other", 1) == "x"  # durable
    finally:
        await reopened.close()


@pytest.mark.parametrize("players", [[1], [1, 1], [1, 2, 3]])
async def test_a_match_between_people_needs_two_different_players(
    tmp_path: Path, players: list[int]
) -> None:
    from bot.challenges import start_match_between
    from bot.matches import MatchService
    from bot.store import Store

    async with await Store.open(tmp_path / "s.db") as store:
        with pytest.raises(ValueError, match="different players"):
            await start_match_between(MatchService(store), "c", "ch", players)


async def test_people_buy_in_and_the_challenger_starts(tmp_path: Path) -> None:
    from bot.challenges import start_match_between
    from bot.errors import InsufficientBalance
    from bot.matches import MatchService
    from bot.store import Store

    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store)
        alice = await store.ensure_player("t", "a", "Alice")
        bob = await store.ensure_player("t", "b", "Bob")
        await store.grant_if_new("g", alice, 100)
        with pytest.raises(InsufficientBalance):  # Bob has no chips: nothing is stored
            await start_match_between(service, "g", "ch", [alice, bob])
        assert await store.balance("g", alice) == 100 and await store.load_open_matches() == []
        await store.grant_if_new("g", bob, 100)
        match_id, outcomes = await start_match_between(service, "g", "ch", [alice, bob])
        assert [await store.balance("g", p) for p in (alice, bob)] == [80, 80]
        assert service.seats(match_id) == (alice, bob)
        assert outcomes[-1].to_act == 0  # UD-2.3 Decision: the challenger starts


def test_nk_8_1_as_nas_hold_is_its_check() -> None:
    """An As-Nas seat that may hold (AN-3.2: its check) holds on a timeout, never folds."""
    options = [
        {"kind": "look", "min": None, "max": None, "choices": []},
        {"kind": "hold", "min": None, "max": None, "choices": []},
        {"kind": "raise", "min": 2, "max": 2, "choices": []},
        {"kind": "fold", "min": None, "max": None, "choices": []},
    ]
    assert timeout_move(options) == TimeoutMove("hold")
