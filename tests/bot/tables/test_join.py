"""NK-7.1 / NK-8.2: one decision for every front end when a player asks to play at a table:
the default buy-in (the most the balance covers, within the table's range), sit down, sit back
in after sitting out, or rebuy an empty stack; /refill rebuys a busted seat before topping up."""

from __future__ import annotations

import random

import pytest

from bot.errors import InsufficientBalance
from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService, buy_in_amount
from bot.tables.errors import AlreadySeated, BalanceBelowBuyIn, BuyInOutOfRange
from tests.bot.tables.tables_helpers import (
    COMMUNITY,
    GRANT,
    FakeClock,
    audit,
    command_for,
    open_players,
)

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4)  # buy-in 200..1000


def test_nk_7_1_default_buy_in_is_the_most_the_balance_covers() -> None:
    assert buy_in_amount(CONFIG, 5000) == 1000  # the table's maximum
    assert buy_in_amount(CONFIG, 640) == 640  # the whole balance
    assert buy_in_amount(CONFIG, 200) == 200  # exactly the minimum
    with pytest.raises(BalanceBelowBuyIn) as refused:
        buy_in_amount(CONFIG, 199)
    assert refused.value.key == "poker-cannot-buy-in"
    assert refused.value.params == {"min": 200, "balance": 199}


def test_nk_7_1_an_amount_asked_for_must_fit_the_range_and_the_balance() -> None:
    assert buy_in_amount(CONFIG, 5000, 300) == 300
    with pytest.raises(BuyInOutOfRange):
        buy_in_amount(CONFIG, 5000, 199)
    with pytest.raises(BuyInOutOfRange):
        buy_in_amount(CONFIG, 5000, 1001)
    with pytest.raises(InsufficientBalance) as refused:
        buy_in_amount(CONFIG, 250, 300)
    assert refused.value.params == {"balance": 250}


async def test_nk_7_1_join_sits_with_the_default_or_asked_buy_in(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    a, b = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    joined = await service.join(live.id, a, "A")
    assert (joined.kind, joined.chips) == ("sit", 1000)
    assert joined.outcomes[0].events[0].kind == "sit"
    assert await store.balance(COMMUNITY, a) == GRANT - 1000
    asked = await service.join(live.id, b, "B", 300)
    assert (asked.kind, asked.chips) == ("sit", 300)
    with pytest.raises(AlreadySeated):
        await service.join(live.id, b, "B")  # seated with chips: nothing to do
    assert live.table.chips() == 1300


async def test_nk_7_1_join_refuses_a_short_balance_and_changes_nothing(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    (a,) = await open_players(store, 1)
    rich = await service.create(COMMUNITY, "room", CONFIG)
    await service.join(rich.id, a, "A", 900)  # 100 left
    live = await service.create(COMMUNITY, "room-2", CONFIG)
    with pytest.raises(BalanceBelowBuyIn):
        await service.join(live.id, a, "A")
    assert live.table.seat_of(a) is None and live.table.seq == 0
    assert await store.balance(COMMUNITY, a) == GRANT - 900


async def test_nk_8_2_join_sits_a_sat_out_player_back_in(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    a, b = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.join(live.id, a, "A", 500)
    await service.join(live.id, b, "B", 500)
    seat = live.table.require_seat(a)
    occupant = live.table.seats[seat]
    assert occupant is not None
    occupant.sitting_out = True  # as two timeouts would leave it (NK-8.2)
    back = await service.join(live.id, a, "A")
    assert (back.kind, back.chips) == ("sit_in", 0)
    seated = live.table.seats[seat]
    assert seated is not None and not seated.sitting_out
    assert await store.balance(COMMUNITY, a) == GRANT - 500  # no new buy-in


async def test_nk_7_1_join_and_refill_rebuy_a_busted_seat(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.join(live.id, player, "P", 200)
    assert await service.rebuy_table(COMMUNITY, players[0]) is None  # nobody busted yet
    rng = random.Random(11)
    busted = None
    for _ in range(2000):
        table = live.table
        busted = next(
            (s.player for i, s in enumerate(table.seats) if s is not None and table.busted(i)),
            None,
        )
        if busted is not None:
            break
        command = command_for(live, rng)
        assert command is not None and table.hand is not None and table.to_act is not None
        legal = {option.kind for option in table.hand.legal_actions(table.to_act)}
        kind = "all_in" if "all_in" in legal else "call" if "call" in legal else command.kind
        await service.act(
            TableCommand(live.id, command.player, command.hand_no, command.hand_seq, kind)
        )
    assert busted is not None
    assert await service.rebuy_table(COMMUNITY, busted) is live
    assert await service.rebuy_table("elsewhere", busted) is None
    rebought = await service.join(live.id, busted, "P")
    assert (rebought.kind, rebought.chips) == ("rebuy", 800)  # the balance left: 1000 - 200
    assert await store.balance(COMMUNITY, busted) == 0
    assert await service.rebuy_table(COMMUNITY, busted) is None
    total, minted = await audit(store, service, players)
    assert total == minted


async def test_nk_7_1_refill_is_due_when_the_balance_cannot_rebuy(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    (a,) = await open_players(store, 1)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.join(live.id, a, "A", 1000)  # balance 0
    seat = live.table.require_seat(a)
    occupant = live.table.seats[seat]
    assert occupant is not None
    occupant.stack = 0  # lost it all (not in a hand: one player deals nothing)
    assert live.table.busted(seat)
    assert await service.rebuy_table(COMMUNITY, a) is None  # nothing to rebuy with
