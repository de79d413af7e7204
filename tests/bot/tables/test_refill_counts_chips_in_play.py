"""NK-7.6 and issue 13: a refill is for a player with no chips anywhere in the community —
not in the balance, not at a table (stack or pot), not in a running match, not in a
tournament entry whose place is still open."""

from __future__ import annotations

import pytest

from bot.errors import RefillNotBroke
from bot.matches import MatchService
from bot.store import Store
from bot.tables import Accounts, TableConfig, TableService
from bot.tables.accounts import chips_in_play
from bot.tournaments import TournamentService, sitngo

COMMUNITY = "tg:-100"


async def test_chips_in_a_running_updown_match_block_a_refill(store: Store) -> None:
    accounts = Accounts(store, grant=20, refill_amount=500, refill_cooldown_s=0)
    player = (await accounts.open(COMMUNITY, "telegram", "7", "Tg")).player
    await MatchService(store).start_match(COMMUNITY, player, "updown")  # all 20 go in
    assert await store.balance(COMMUNITY, player) == 0
    assert await chips_in_play(store, COMMUNITY, player) == 20
    with pytest.raises(RefillNotBroke):
        await accounts.refill(COMMUNITY, player)
    assert await chips_in_play(store, "tg:-200", player) == 0  # another group's count


async def test_chips_at_a_table_and_in_its_pot_block_a_refill(store: Store) -> None:
    accounts = Accounts(store, grant=400, refill_amount=500, refill_cooldown_s=0)
    players = [(await accounts.open(COMMUNITY, "t", f"p{i}", f"P{i}")).player for i in range(2)]
    service = TableService(store)
    live = await service.create(COMMUNITY, "room", TableConfig.standard("holdem", big_blind=20))
    for player in players:
        await service.sit(live.id, player, "P", 400)
    assert live.table.live  # blinds are in the pot: still the players' chips in play
    assert [await chips_in_play(store, COMMUNITY, p) for p in players] == [400, 400]
    for player in players:
        assert await store.balance(COMMUNITY, player) == 0
        with pytest.raises(RefillNotBroke):
            await accounts.refill(COMMUNITY, player)


async def test_a_player_with_nothing_anywhere_is_refilled(store: Store) -> None:
    accounts = Accounts(store, grant=0, refill_amount=500, refill_cooldown_s=0)
    player = (await accounts.open(COMMUNITY, "t", "p", "P")).player
    assert await accounts.refill(COMMUNITY, player) == 500


async def test_a_tournament_entry_blocks_a_refill_until_the_place_is_final(store: Store) -> None:
    accounts = Accounts(store, grant=100, refill_amount=500, refill_cooldown_s=0)
    player = (await accounts.open(COMMUNITY, "t", "p", "P")).player
    service = TournamentService(store)
    live = await service.create_tournament(COMMUNITY, "room", sitngo(3, 100))
    await service.register(live.id, player, "P")  # the whole balance is the entry
    assert await store.balance(COMMUNITY, player) == 0
    assert await chips_in_play(store, COMMUNITY, player) == 100
    with pytest.raises(RefillNotBroke):
        await accounts.refill(COMMUNITY, player)
    await service.unregister(live.id, player)  # refunded: nothing in play any more
    assert await chips_in_play(store, COMMUNITY, player) == 0
