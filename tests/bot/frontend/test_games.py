"""What a transport asks of a game key (`bot.frontend.games`), on a real store: a match and a
poker table are told apart, each says its current deal or hand (None once gone), and private
cards come with their picture only where the community draws pictures."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.frontend.desk import TableDesk
from bot.frontend.games import Games
from bot.frontend.pictures import PictureChoice
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds, MatchService
from bot.settings import Settings
from bot.store import Store

COMMUNITY, CHANNEL = "g1", "c1"
EN = Localizer("en")


@pytest.fixture
async def parts(tmp_path: Path) -> AsyncIterator[tuple[Games, MatchService, TableDesk,
                                                       PictureChoice, Store]]:
    async with await Store.open(tmp_path / "g.db") as store:
        kv = KeyValue.over(store)
        desk = TableDesk(store, Settings(starting_grant=1000), seeds=DerivedSeeds(2),
                         communities=COMMUNITY)
        service = MatchService(store, seeds=DerivedSeeds(2))
        pictures = PictureChoice(kv, lambda: False)
        try:
            yield Games(service.registry, desk, pictures, lambda: False), service, desk, \
                pictures, store
        finally:
            await kv.close()


async def a_match(store: Store, service: MatchService) -> tuple[int, int]:
    """Ana and Ben, granted their chips, playing an Up/Down match: Ana's id and the match's."""
    ana, ben = [await store.ensure_player("test", n, n) for n in ("Ana", "Ben")]
    for person in (ana, ben):
        await store.grant_if_new(COMMUNITY, person, 1000)
    match_id, _ = await service.start_match_between(COMMUNITY, CHANNEL, [ana, ben])
    return ana, match_id


async def test_matches_and_tables_are_told_apart_with_their_deal(parts) -> None:  # type: ignore[no-untyped-def]
    games, service, desk, _, store = parts
    ana, match_id = await a_match(store, service)
    assert games.is_match(match_id) and not games.is_table(match_id)
    assert games.current_deal(match_id) == 1
    live = await desk.open(COMMUNITY, "c2", desk.config("holdem"), host=None, bots=1)
    assert games.is_table(live.id) and not games.is_match(live.id)
    assert games.current_deal(live.id) is None  # nobody to play the computer yet
    await desk.join(live, ana, "Ana", 500)
    assert live.table.live and games.current_deal(live.id) == live.table.hand_no
    await service.cancel(match_id)
    assert not games.is_match(match_id) and games.current_deal(match_id) is None
    assert games.current_deal(10_000) is None  # no such game


async def test_private_cards_come_with_a_picture_only_where_pictures_are_on(parts) -> None:  # type: ignore[no-untyped-def]
    games, service, _, pictures, store = parts
    ana, match_id = await a_match(store, service)
    line = PrivateLine(match_id, 1, ana, "your cards", cards=("Ah", "2c"))
    assert await games.own_cards(line, EN) is None  # pictures off
    await pictures.choose(COMMUNITY, True)
    png = await games.own_cards(line, EN)
    assert png is not None and png.startswith(b"\x89PNG")
    assert await games.own_cards(PrivateLine(match_id, 1, ana, "no cards"), EN) is None
