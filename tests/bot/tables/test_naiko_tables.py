"""Naiko tables: sparks stay with a seat from hand to hand (NK-5.1, NK-5.2) and powers go
through the same commands as bets (a Steal glance is private to its user, NK-6.1)."""

from __future__ import annotations

from bot.matches.seeds import DerivedSeeds
from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

CONFIG = TableConfig.standard("naiko", big_blind=10, seats=3)


async def test_nk_5_2_sparks_carry_over_between_hands(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock, seeds=DerivedSeeds(5))
    players = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    assert live.table.hand_no == 1
    clock.advance(CONFIG.decision_s + 1)
    await service.tick()  # the first player times out and folds: hand 2 is dealt
    table = live.table
    assert table.hand_no == 2 and table.hand is not None
    sparks = [entry["sparks"] for entry in table.hand.public_view()["seats"]]
    assert sorted(s for s in sparks if s) == [2, 2]  # one per hand dealt into (NK-5.1)


async def test_nk_6_1_glance_through_a_command_is_private(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock, seeds=DerivedSeeds(5))
    players = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    for _ in range(12):  # find a hand whose carousel shows Steal glance
        table = live.table
        seat = table.to_act
        assert seat is not None and table.hand is not None
        if "glance" in {o.kind for o in table.hand.legal_actions(seat)}:
            break
        clock.advance(CONFIG.decision_s + 1)
        await service.tick()
    else:
        raise AssertionError("no carousel with Steal glance in 12 hands")
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    outcomes = await service.act(
        TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq, "glance")
    )
    private = [e for e in outcomes[0].events if e.private_to is not None]
    assert private and all(e.private_to == seat for e in private)
    other = 1 - seat if seat in (0, 1) else 0
    assert all(e.private_to is None for e in outcomes[0].events_for(other))


async def test_nk_6_4_the_shield_window_is_the_tables_setting(
    store: Store, clock: FakeClock
) -> None:
    config = CONFIG.replace(shield_window_s=5, decision_s=20.0)
    service = TableService(store, clock=clock, seeds=DerivedSeeds(5))
    players = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", config)
    for player in players:
        await service.sit(live.id, player, "P", 500)
    for _ in range(30):  # a hand whose carousel has Seal shield, where the first seat can anchor
        table = live.table
        seat = table.to_act
        assert seat is not None and table.hand is not None
        legal = {o.kind: o for o in table.hand.legal_actions(seat)}
        if "anchor" in legal and "shield" in table.hand.public_view()["carousel"]:
            break
        clock.advance(config.decision_s + 1)
        await service.tick()
    else:
        raise AssertionError("no hand with an anchor and Seal shield in 30 hands")
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    target = legal["anchor"].choices[0]
    await service.act(TableCommand(
        live.id, occupant.player, table.hand_no, table.hand_seq, "anchor", choice=target
    ))
    hand = live.table.hand
    assert hand is not None and hand.public_view()["window"]["seconds"] == 5
    assert live.table.to_act == target
    assert live.table.turn_deadline == clock.now + 5  # not the engine's 8, not the 20 to decide
    clock.advance(4.5)
    assert await service.tick() == []  # still open
    clock.advance(0.5)
    (declined,) = await service.tick()
    assert "timeout" not in {event.kind for event in declined.events}  # not a missed decision
    assert live.table.hand is not None and live.table.hand.public_view()["window"] is None
    assert live.table.turn_deadline == clock.now + 20


def test_a_table_stored_before_the_setting_has_the_default_window() -> None:
    stored = CONFIG.to_dict()
    del stored["shield_window_s"]
    assert TableConfig.from_dict(stored).shield_window_s == 8
    assert TableConfig.from_dict(CONFIG.replace(shield_window_s=3).to_dict()).shield_window_s == 3
