"""Cash tables (NK-7.1): buy-ins from the balance, hand after hand, stand up and cash out at the
end of the hand, busted players watch and buy in again, the button moves on."""

from __future__ import annotations

import random

import pytest

from bot.errors import InsufficientBalance, RefillNotBroke
from bot.store import Store
from bot.tables import Table, TableCommand, TableConfig, TableService
from bot.tables.errors import (
    AlreadySeated,
    BadTableSettings,
    BotsNotAllowed,
    BuyInOutOfRange,
    NotBusted,
    SeatTaken,
)
from tests.bot.tables.tables_helpers import (
    COMMUNITY,
    GRANT,
    FakeClock,
    accounts,
    audit,
    command_for,
    open_players,
)

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4)  # buy-in 200..1000


async def test_nk_7_1_sit_debits_balance_and_deals_with_two(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    a, b = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, a, "A", 400)
    assert await store.balance(COMMUNITY, a) == GRANT - 400
    assert not live.table.live  # one player: no hand
    outcomes = await service.sit(live.id, b, "B", 300, seat=2)
    assert live.table.live and live.table.hand_no == 1
    assert [o.events[0].kind for o in outcomes] == ["sit", "hand"]
    assert live.table.chips() == 700
    ledger = await store.ledger(COMMUNITY, b)
    assert [(r.reason, r.delta, r.ref) for r in ledger] == [
        ("grant", GRANT, None), ("buy_in", -300, f"match:{live.id}")
    ]


async def test_nk_7_1_buy_in_refusals_change_nothing(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    a, b = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    with pytest.raises(BuyInOutOfRange):
        await service.sit(live.id, a, "A", 100)
    other = await service.create(COMMUNITY, "room-2", CONFIG)
    await service.sit(other.id, a, "A", 900)
    with pytest.raises(InsufficientBalance):
        await service.sit(live.id, a, "A", 200)
    assert live.table.seat_of(a) is None and live.table.seq == 0
    assert await store.balance(COMMUNITY, a) == GRANT - 900
    await service.sit(live.id, b, "B", 200, seat=3)
    with pytest.raises(SeatTaken):
        await service.sit(live.id, a, "A", 200, seat=3)
    with pytest.raises(AlreadySeated):
        await service.sit(live.id, b, "B", 200)
    with pytest.raises(BotsNotAllowed):
        await service.add_bot(live.id, "BOT")
    assert live.table.seq == 1  # only b's sit was accepted
    with pytest.raises(BadTableSettings):
        await service.create(COMMUNITY, "room", CONFIG.replace(seats=10))


async def test_nk_7_1_stand_mid_hand_cashes_out_when_hand_ends(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    table = live.table
    assert table.live and table.hand_no == 1
    # Stand up a player dealt in whose turn it is not: they stay in the hand until it ends.
    seat = next(i for i in range(4) if table.in_hand(i) and i != table.to_act)
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    a = occupant.player
    balance = await store.balance(COMMUNITY, a)
    await service.stand(live.id, a)
    seated = live.table.seats[seat]
    assert seated is not None and seated.leaving  # still in the hand
    assert await store.balance(COMMUNITY, a) == balance
    rng = random.Random(3)
    while live.table.hand_no == 1:
        command = command_for(live, rng)
        assert command is not None
        await service.act(command)
    assert live.table.seat_of(a) is None
    cash_out = [r for r in await store.ledger(COMMUNITY, a) if r.reason == "cash_out"]
    total, minted = await audit(store, service, players)
    assert total == minted
    assert len(cash_out) <= 1  # a busted player has nothing to cash out
    assert await store.balance(COMMUNITY, a) == balance + sum(r.delta for r in cash_out)


async def test_nk_7_1_busted_player_watches_then_rebuys(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    a, b, c = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in (a, b, c):
        await service.sit(live.id, player, "P", 200)
    rng = random.Random(11)
    busted = None
    for _ in range(2000):
        table = live.table
        busted = next(
            (s.player for i, s in enumerate(table.seats)
             if s is not None and s.stack == 0 and not table.in_hand(i)),
            None,
        )
        if busted is not None:
            break
        command = command_for(live, rng)
        assert command is not None and table.hand is not None and table.to_act is not None
        # Everyone shoves: someone busts quickly.
        legal = {option.kind for option in table.hand.legal_actions(table.to_act)}
        kind = "all_in" if "all_in" in legal else "call" if "call" in legal else command.kind
        await service.act(
            TableCommand(live.id, command.player, command.hand_no, command.hand_seq, kind)
        )
    assert busted is not None
    seat = live.table.require_seat(busted)
    assert seat not in live.table.dealable()  # watching, not dealt in
    await service.rebuy(live.id, busted, 300)
    assert live.table.seat_chips(seat) == 300 or live.table.in_hand(seat)
    with pytest.raises(NotBusted):
        await service.rebuy(live.id, busted, 300)
    total, minted = await audit(store, service, [a, b, c])
    assert total == minted


def test_nk_7_1_button_moves_to_next_dealt_seat_when_players_join_and_leave() -> None:
    table = Table.create(COMMUNITY, CONFIG)
    table.sit(1, "A", 500, 0.0, seat=0)
    table.sit(2, "B", 500, 0.0, seat=2)
    table.deal(1, 0.0)
    assert table.hand is not None and table.button == 0
    while table.live:
        seat = table.to_act
        assert seat is not None
        table.timeout(0.0, counted=False)
    table.sit(3, "C", 500, 0.0, seat=1)  # joins between the button and the next player
    table.deal(2, 0.0)
    # The button moves on to the next seat playing on; C, left of the small blind, is the big
    # blind at once and is dealt in to post it (NK-7.1, waits for the big blind).
    assert table.button == 2 and table.dealt(1)
    assert table.hand is not None and table.hand.public_view()["bb_seat"] == 1
    while table.live:
        table.timeout(0.0, counted=False)
    table.stand(2)  # seat 2 leaves: the button skips the empty seat
    table.deal(3, 0.0)
    assert table.button == 0


async def test_table_snapshot_round_trips(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    assert Table.from_dict(live.table.to_dict()).to_dict() == live.table.to_dict()


async def test_nk_7_6_no_refill_while_chips_sit_at_a_table(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    (player,) = await open_players(store, 1)
    live = await service.create(COMMUNITY, "room", CONFIG)
    await service.sit(live.id, player, "P", GRANT)  # everything on the table: balance 0
    assert await store.balance(COMMUNITY, player) == 0
    acc = accounts(store)
    with pytest.raises(RefillNotBroke):
        await acc.refill(COMMUNITY, player, at_tables=service.chips_at_tables(COMMUNITY, player))
    await service.stand(live.id, player)
    assert service.chips_at_tables(COMMUNITY, player) == 0
    assert await store.balance(COMMUNITY, player) == GRANT
