"""The registry hosts the real Up/Down engine through the protocol alone: play, persist, reload."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.commands import Command
from bot.errors import StaleCommand
from bot.games import GAMES
from bot.registry import MatchRegistry, restore_match
from bot.store import Store
from engine.protocol import Action

updown = pytest.importorskip("engine.updown")


async def test_updown_deal_played_persisted_and_reloaded(tmp_path: Path) -> None:
    assert GAMES["updown"] is updown.UpDownState
    async with await Store.open(tmp_path / "u.db") as store:
        ana = await store.ensure_player("console", "ana", "Ana")
        registry = MatchRegistry(store, seed_source=lambda: 2026)
        live = await registry.create("local", "tty", [ana, None], updown.UpDownState.new_match())
        dealt = await registry.start_deal(live.id)
        assert dealt.deal_no == 1 and dealt.to_act == 0
        for seat, kind, choice in [(0, "lock", 0), (1, "lock", 1), (0, "check", None)]:
            state = live.state
            outcome = await registry.execute(
                Command(live.id, seat, state.deal_no, state.seq, Action(seat, kind, choice=choice))
            )
        # A double click on the last button: refused, nothing changes.
        with pytest.raises(StaleCommand):
            await registry.execute(Command(live.id, 1, 1, 0, Action(1, "check")))
        assert outcome.to_act == 1
        record = await store.load_match(live.id)
        assert record is not None
        assert restore_match(record, type(live.state)).state == live.state
        assert len(await store.match_events(live.id)) == 4

        restarted = MatchRegistry(store)
        (again,) = await restarted.load_open()
        assert again.state == live.state
        state = again.state
        final = await restarted.execute(Command(again.id, 1, state.deal_no, state.seq,
                                                Action(1, "check")))
        assert final.deal_over
        # Both locked cards are shown after the showdown (UD-5.1).
        assert any(event.kind == "revealed" for event in final.public_events())
