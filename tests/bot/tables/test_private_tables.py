"""Private tables (NK-7.2) and computer seats (NK-8.3): only invited players sit; invitations
are unguessable, fit a Telegram deep link and can be revoked; the host changes settings and
removes players between hands and closes the table, everyone cashed out."""

from __future__ import annotations

import re

import pytest

from bot.store import Store
from bot.tables import TableConfig, TableService
from bot.tables.errors import BotsNotAllowed, InviteInvalid, NotHost, NotInvited
from bot.tables.invites import digest, start_payload, token_from_start
from tests.bot.tables.tables_helpers import COMMUNITY, GRANT, FakeClock, audit, open_players

CONFIG = TableConfig.standard("omaha", big_blind=10, seats=4)


async def test_nk_7_2_only_invited_players_sit(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    host, friend, stranger = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG, host=host)
    with pytest.raises(NotInvited):
        await service.sit(live.id, stranger, "S", 500)
    token = await service.create_invite(live.id, host)
    await service.accept_invite(token, friend)
    await service.sit(live.id, host, "H", 500)
    await service.sit(live.id, friend, "F", 500)
    assert live.table.live
    with pytest.raises(NotInvited):
        await service.sit(live.id, stranger, "S", 500)
    with pytest.raises(NotHost):
        await service.create_invite(live.id, friend)


async def test_nk_7_2_invitations_are_unguessable_and_revocable(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    host, friend = await open_players(store, 2)
    live = await service.create(COMMUNITY, "room", CONFIG, host=host)
    tokens = {await service.create_invite(live.id, host) for _ in range(20)}
    assert len(tokens) == 20
    for token in tokens:
        assert re.fullmatch(r"[A-Za-z0-9_-]{32}", token)  # 24 random bytes = 192 bits
        payload = start_payload(token)
        assert len(payload) <= 64 and re.fullmatch(r"[A-Za-z0-9_-]+", payload)
        assert token_from_start(payload) == token
        assert token not in live.table.to_dict().__repr__()  # only digests are stored
        assert digest(token) in live.table.invites
    token = tokens.pop()
    await service.revoke_invite(live.id, host, token)
    with pytest.raises(InviteInvalid):
        await service.accept_invite(token, friend)
    with pytest.raises(InviteInvalid):
        await service.accept_invite("x" * 32, friend)  # a guess
    with pytest.raises(InviteInvalid):
        await service.revoke_invite(live.id, host, token)


async def test_nk_7_2_host_settings_removal_and_close(store: Store, clock: FakeClock) -> None:
    service = TableService(store, clock=clock)
    host, friend, other = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG, host=host)
    token = await service.create_invite(live.id, host)
    for player in (friend, other):
        await service.accept_invite(token, player)
    for player in (host, friend, other):
        await service.sit(live.id, player, "P", 300)
    assert live.table.live
    await service.change_settings(live.id, host, CONFIG.replace(small_blind=10, big_blind=20))
    assert live.table.pending_config is not None and live.table.config.big_blind == 10
    with pytest.raises(NotHost):
        await service.remove_player(live.id, friend, live.table.require_seat(other))
    await service.remove_player(live.id, host, live.table.require_seat(other))
    assert other not in live.table.invited
    await service.close(live.id, host)
    # The hand in play still ends normally: everyone folds to the timer or plays on.
    while not live.table.closed:
        clock.advance(CONFIG.decision_s + 1)
        await service.tick()
    assert len(service) == 0
    assert all(seat is None for seat in live.table.seats)
    for player in (host, friend, other):
        assert await store.balance(COMMUNITY, player) >= 0
    total = sum([await store.balance(COMMUNITY, p) for p in (host, friend, other)])
    assert total == 3 * GRANT
    record = await store.load_match(live.id)
    assert record is not None and record.status == "finished"


async def test_nk_8_3_bot_seats_only_where_allowed_and_marked(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    host, friend = await open_players(store, 2)
    closed = await service.create(COMMUNITY, "a", CONFIG, host=host)
    with pytest.raises(BotsNotAllowed):
        await service.add_bot(closed.id, "BOT")
    live = await service.create(COMMUNITY, "b", CONFIG.replace(bots_allowed=True), host=host)
    with pytest.raises(NotHost):
        await service.create_invite(live.id, friend)
    await service.add_bot(live.id, "BOT")
    outcomes = await service.sit(live.id, host, "H", 500)
    view = outcomes[-1].public_view
    bots = [s for s in view["seats"] if s is not None and s["bot"]]
    assert len(bots) == 1 and bots[0]["player"] is None
    # The bot plays its own turns at once; private views go to people only.
    assert set(outcomes[-1].private_views) == {live.table.require_seat(host)}
    table = live.table
    assert table.to_act is None or table.seats[table.to_act] is not None
    seat = table.to_act
    assert seat is not None and not table.seats[seat].is_bot  # type: ignore[union-attr]
    total, minted = await audit(store, service, [host, friend])
    assert total == minted
