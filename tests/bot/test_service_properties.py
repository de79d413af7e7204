"""Invariants of the match service under arbitrary play: whatever the person does, the store
holds exactly what was shown (committed before shown), the match always holds 40 chips, and
chips leave or enter a balance only through the match's buy-in and cash-out rows."""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.commands import Command
from bot.games import GAMES
from bot.matches import DerivedSeeds, MatchService, setup_for
from bot.matches.opponents import opponent_names
from bot.registry import restore_match
from bot.store import Store
from engine.protocol import Action

GRANT = 100
COMMUNITY = "prop"


async def _check_run(seed: int, choices: random.Random, steps: int, path: Path) -> None:
    setup = setup_for("updown")
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(seed))
        ana, _ = await service.ensure_account(COMMUNITY, "console", "ana", "Ana", GRANT)
        opponent = choices.choice(opponent_names("updown"))
        match_id, outcomes = await service.start_match(COMMUNITY, ana, "updown",
                                                       opponent=opponent, match_key="prop")
        for _ in range(steps):
            last = outcomes[-1]
            record = await store.load_match(match_id)
            assert record is not None
            # Committed before shown: the store is at the outcome's seq, with its state.
            assert record.seq == last.seq
            state = restore_match(record, GAMES["updown"]).state  # snapshot + moves since
            assert state.seq == last.seq
            assert sum(setup.chips(last.public_view)) == 40  # UD-1.2, chips conserved
            rows = await store.ledger(COMMUNITY, ana)
            assert [row.reason for row in rows][:2] == ["grant", "buy_in"]
            if last.status != "open":
                chips = setup.chips(last.public_view)[0]
                assert await store.balance(COMMUNITY, ana) == GRANT - 20 + chips
                assert record.status == "finished"
                return
            assert last.to_act == 0  # the service only stops at the person's turn
            assert await store.balance(COMMUNITY, ana) == GRANT - 20
            legal = last.private_views[0]["legal"]
            option = choices.choice(legal)
            amount = None
            if option["kind"] in ("bet", "raise"):
                amount = choices.randint(option["min"] - 1, option["max"] + 1)  # may be refused
            choice = choices.choice(option["choices"]) if option["choices"] else None
            try:
                outcomes = await service.act(match_id, 0, deal_no=last.deal_no, seq=last.seq,
                                             kind=option["kind"], amount=amount, choice=choice)
            except ValueError as refused:  # IllegalAction: nothing changed
                assert getattr(refused, "key", None) == "error-amount-out-of-range"
                assert (await store.load_match(match_id)).seq == last.seq  # type: ignore[union-attr]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), play=st.randoms(use_true_random=False))
def test_store_matches_what_is_shown_and_chips_are_conserved(seed: int,
                                                             play: random.Random) -> None:
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(_check_run(seed, play, 25, Path(folder) / "p.db"))


async def test_crash_between_a_persons_move_and_the_computers_reply(tmp_path: Path) -> None:
    """The person's move was committed, the process died before the computer answered: on
    restart the service plays the computer's pending turn, committed like any other."""
    path = tmp_path / "c.db"
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(1))
        ana, _ = await service.ensure_account(COMMUNITY, "console", "ana", "Ana", GRANT)
        match_id, _ = await service.start_match(COMMUNITY, ana, "updown", opponent="random")
        state = service.registry.get(match_id).state
        # Only the registry step, as if the process stopped right after this commit.
        await service.registry.execute(
            Command(match_id, 0, state.deal_no, state.seq, Action(0, "lock", choice=0)))
        assert service.registry.get(match_id).state.to_act == 1
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(1))
        assert await service.find_open_match(COMMUNITY, ana, "updown") == match_id
        replies = await service.advance(match_id)
        assert replies and replies[0].events[0].kind == "locked" and replies[0].events[0].seat == 1
        assert service.snapshot(match_id).to_act == 0
        record = await store.load_match(match_id)
        assert record is not None and record.seq == replies[-1].seq
