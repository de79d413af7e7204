"""The Sit & Go / Spin lobby written once for every chat (`bot.frontend.tourney_lobbies`), on a
fake transport that fails on command: one lobby of a kind per channel, called off when it
cannot be shown, every press committed before the lobby is edited and the table drawn, a
failed edit harmless, refusals changing nothing, and chips conserved through it all."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.tourney_lobbies import NAMESPACE, TAG, TourneyLobbyFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds
from bot.render.tournament import CANCEL, REGISTER, START, UNREGISTER
from bot.store import Store
from bot.tables import TableOutcome
from bot.tournaments import TournamentService, sitngo, spin
from tests.bot.frontend.fake_transport import FakeChallenges, PlatformError

COMMUNITY, CHANNEL = "g1", "c1"
GRANT = 1000
EN = Localizer("en")


@dataclass
class World:
    front: TourneyLobbyFront
    transport: FakeChallenges
    service: TournamentService
    store: Store
    kv: KeyValue
    people: list[int]
    drawn: list[tuple[int, int, object | None]] = field(default_factory=list)

    async def press(self, verb: str, player: int, table_id: int = 0) -> None:
        table_id = table_id or self.service.lobbies(COMMUNITY)[0].id
        await self.front.press(f"click-{player}", ButtonRef(TAG, table_id, 0, 0, verb), player,
                               f"P{player}")

    def refusals(self) -> list[str]:
        return [error.key for _, error in self.transport.refused]

    async def chips(self) -> int:
        """Every person's balance plus what the tournaments hold for them."""
        held = sum(int(t.table.format.entry) * len(t.table.registered())  # type: ignore[attr-defined]
                   for t in self.service.lobbies(COMMUNITY))
        return sum([await self.store.balance(COMMUNITY, p) for p in self.people]) + held


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "t.db") as store:
        kv = KeyValue.over(store)
        transport = FakeChallenges()
        service = TournamentService(store, seeds=DerivedSeeds(2))
        locks: dict[int, asyncio.Lock] = {}
        people = [await store.ensure_player("test", n, n) for n in ("Ana", "Ben", "Cy")]
        built: list[World] = []

        async def show_table(table_id: int, outcomes: Sequence[TableOutcome],
                             click: object | None) -> None:
            transport.calls.append("show_table")
            built[0].drawn.append((table_id, len(outcomes), click))

        front = TourneyLobbyFront(
            service, kv, transport, Recovery(transport), show_table=show_table, grant=GRANT,
            locks=lambda key: locks.setdefault(key, asyncio.Lock()),
        )
        built.append(World(front, transport, service, store, kv, people))
        yield built[0]


async def test_a_lobby_shows_the_terms_and_its_buttons(world: World) -> None:
    ana = world.people[0]
    await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(4, 100), ana)
    _, text, buttons, _ = world.transport.offers[0]
    assert "100" in text  # the entry, before anyone registers (NK-9.3)
    assert [b.ref.verb for b in buttons] == [REGISTER, UNREGISTER, START, CANCEL]
    live = world.service.lobbies(COMMUNITY)[0]
    assert await world.kv.get(NAMESPACE, live.id) == {"channel": CHANNEL, "message_id": "m1"}
    with pytest.raises(RuleError) as refused:
        await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(6, 50), ana)
    assert refused.value.key == "chat-tourney-lobby-open"
    await world.front.open("cmd", COMMUNITY, CHANNEL, spin(100), ana)  # another kind: fine
    assert len(world.service.lobbies(COMMUNITY)) == 2


async def test_a_lobby_that_cannot_be_shown_is_called_off(world: World) -> None:
    world.transport.fail_next("post_notice", PlatformError("403"))
    with pytest.raises(PlatformError):
        await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(4, 100), world.people[0])
    assert world.service.lobbies(COMMUNITY) == []


async def test_register_unregister_and_refusals_keep_the_chips(world: World) -> None:
    ana, ben, cy = world.people
    await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(4, 100), ana)
    for person in world.people:
        await world.store.grant_if_new(COMMUNITY, person, GRANT)
    before = await world.chips()
    await world.press(REGISTER, ben)
    await world.press(REGISTER, ben)  # twice
    await world.press(START, ben)  # not the creator
    await world.press(UNREGISTER, cy)  # never registered
    assert len(world.refusals()) == 3
    await world.press(UNREGISTER, ben)
    assert world.transport.noted == [
        (f"click-{ben}", EN.t("chat-tourney-registered-you", entry=100)),
        (f"click-{ben}", EN.t("chat-tourney-refunded", entry=100)),
    ]
    assert await world.chips() == before
    assert await world.store.balance(COMMUNITY, ben) == GRANT
    edits = [e for e in world.transport.edits if e[1] == "m1"]
    assert len(edits) == 2 and all(e[3] for e in edits)  # still registering: buttons stay


async def test_start_draws_the_table_after_the_lobby_even_when_its_edit_fails(
    world: World,
) -> None:
    ana, ben, _ = world.people
    await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(4, 100), ana)
    await world.press(REGISTER, ana)
    await world.press(REGISTER, ben)
    live = world.service.lobbies(COMMUNITY)[0]
    world.transport.calls.clear()
    world.transport.fail_next("edit_notice", PlatformError("deleted"))
    await world.press(START, ana)
    assert world.transport.calls == ["edit_notice", "show_table", "acknowledge"]
    assert world.drawn and world.drawn[0][0] == live.id and world.drawn[0][2] == f"click-{ana}"
    assert world.service.lobbies(COMMUNITY) == []
    assert await world.kv.get(NAMESPACE, live.id) is None
    await world.press(REGISTER, world.people[2], live.id)
    assert world.refusals()[-1] == "error-tournament-started"


async def test_leave_and_list(world: World) -> None:
    ana, ben, _ = world.people
    with pytest.raises(RuleError) as refused:
        await world.front.leave(COMMUNITY, CHANNEL, ben)
    assert refused.value.key == "error-tournament-not-registered"
    await world.front.open("cmd", COMMUNITY, CHANNEL, sitngo(4, 100), ana)
    await world.press(REGISTER, ben)
    assert world.front.list_text(COMMUNITY, CHANNEL, EN).count("\n") == 0
    assert await world.front.leave(COMMUNITY, CHANNEL, ben) == 100
    assert await world.store.balance(COMMUNITY, ben) == GRANT
    assert world.front.list_text(COMMUNITY, "elsewhere", EN) == EN.t("chat-tourney-list-empty")


async def test_a_press_on_a_gone_tournament(world: World) -> None:
    await world.press(REGISTER, world.people[0], table_id=999)
    assert world.refusals() == ["chat-tourney-gone"]
