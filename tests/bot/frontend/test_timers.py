"""What a turn timer plays (`bot.frontend.timers.play_timeout`), shared by the chat fronts."""

from __future__ import annotations

from pathlib import Path

from bot.challenges import start_match_between
from bot.frontend.timers import play_timeout
from bot.matches import DerivedSeeds, MatchService
from bot.store import Store

COMMUNITY = "test"


async def test_an_expired_lock_takes_the_first_card_and_a_stale_timer_plays_nothing(
    tmp_path: Path,
) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(1))
        people = [
            (await service.ensure_account(COMMUNITY, "console", name, name, 100))[0]
            for name in ("ana", "ben")
        ]
        match_id, _ = await start_match_between(service, COMMUNITY, "room", people, "updown")
        before = service.snapshot(match_id)
        assert before.to_act is not None
        assert await play_timeout(service, match_id, seq=before.seq + 1) == ()  # moved on
        played = await play_timeout(service, match_id, seq=before.seq)
        assert played and played[0].seq == before.seq + 1
        state = service.registry.get(match_id).state
        assert state.locked[before.to_act] is not None  # UD-3.1's lock: the first card
        assert await play_timeout(service, match_id, seq=before.seq) == ()  # played already


async def test_no_open_match_plays_nothing(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "s.db") as store:
        assert await play_timeout(MatchService(store), 42) == ()
