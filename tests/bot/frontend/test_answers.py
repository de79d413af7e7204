"""The answers to commands that are not a game move, written once (`bot.frontend.answers`), on
a real store: a first balance grants and says so; /stats counts what was played here; /rules
names the games it knows; /pictures is for managers; /cancel ends the asker's match (the host
or a manager only), else closes their table (its opener or a manager), tells someone who may
not end what is here who may, and "no game" only when nothing is here — and nothing changes
when it refuses."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.answers import Answers, NoGameHere, NotAllowed
from bot.frontend.desk import TableDesk
from bot.frontend.pictures import PictureChoice
from bot.frontend.seating import Asker, SeatingFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds, MatchService
from bot.settings import Settings
from bot.store import Store
from tests.bot.frontend.fake_transport import FakeChallenges
from tests.bot.frontend.test_seating import FakeTables

COMMUNITY, CHANNEL = "g1", "c1"
GRANT = 1000
EN = Localizer("en")


class FakeMatchFront:
    """The one step /cancel asks of the match flow: cancel, through the real service."""

    def __init__(self, service: MatchService) -> None:
        self.service = service
        self.cancelled: list[int] = []

    async def cancel(self, match_id: int):  # type: ignore[no-untyped-def]
        self.cancelled.append(match_id)
        return await self.service.cancel(match_id)


@dataclass
class World:
    answers: Answers
    seating: SeatingFront
    desk: TableDesk
    service: MatchService
    matches: FakeMatchFront
    transport: FakeChallenges
    store: Store
    pictures: PictureChoice
    people: dict[str, int]

    def asker(self, name: str) -> Asker:
        return Asker(f"cmd-{name}", COMMUNITY, CHANNEL, self.people[name], name)

    async def balance(self, name: str) -> int:
        return await self.store.balance(COMMUNITY, self.people[name])


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "a.db") as store:
        kv = KeyValue.over(store)
        transport = FakeChallenges()
        desk = TableDesk(store, Settings(starting_grant=GRANT), seeds=DerivedSeeds(3),
                         communities=COMMUNITY)
        service = MatchService(store, seeds=DerivedSeeds(3))
        seating = SeatingFront(desk, FakeTables(transport), transport,  # type: ignore[arg-type]
                               Recovery(transport), kv, bot_name="BOT {}".format)
        matches = FakeMatchFront(service)
        pictures = PictureChoice(kv, lambda: False)
        answers = Answers(desk, service.registry, matches, seating,  # type: ignore[arg-type]
                          pictures, managers_key="only-managers", cancel_key="only-hosts")
        people = {name: await store.ensure_player("test", name, name)
                  for name in ("Ana", "Ben", "Cy")}
        try:
            yield World(answers, seating, desk, service, matches, transport, store, pictures,
                        people)
        finally:
            await kv.close()


async def a_match(world: World) -> int:
    for name in ("Ana", "Ben"):
        await world.store.grant_if_new(COMMUNITY, world.people[name], GRANT)
    match_id, _ = await world.service.start_match_between(
        COMMUNITY, CHANNEL, [world.people["Ana"], world.people["Ben"]])
    return match_id


async def refusal(world: World, name: str, *, manager: bool = False) -> str:
    with pytest.raises(RuleError) as refused:
        await world.answers.to_cancel(world.asker(name), manager=manager)
    return refused.value.key


async def test_a_first_balance_grants_and_says_so_then_only_the_balance(world: World
                                                                        ) -> None:
    first = await world.answers.balance(COMMUNITY, world.people["Ana"], EN)
    assert first == EN.t("grant-received", amount=GRANT) + "\n" + EN.t("balance", amount=GRANT)
    again = await world.answers.balance(COMMUNITY, world.people["Ana"], EN)
    assert again == EN.t("balance", amount=GRANT)


async def test_stats_count_what_was_played_here_with_the_chart(world: World) -> None:
    match_id = await a_match(world)
    await world.service.cancel(match_id)  # a finished match (cancelled: no result)
    said = await world.answers.stats(COMMUNITY, world.people["Ana"], "Ana", EN)
    summary_line = EN.t("chat-stats", name="Ana", matches=0, tables=0, hands=0, net=0,
                        balance=GRANT)
    assert said.text == summary_line
    assert said.picture is not None and said.picture.startswith(b"\x89PNG")


def test_rules_name_the_games_they_know() -> None:
    assert Answers.rules([], EN) == EN.t("rules-updown")
    assert Answers.rules(["/Omaha"], EN) == EN.t("rules-omaha")
    assert Answers.rules(["chess"], EN) == EN.t(
        "rules-unknown", games="asnas, holdem, naiko, omaha, updown")


async def test_pictures_are_for_managers_only(world: World) -> None:
    refused = await world.answers.choose_pictures(COMMUNITY, ["on"], manager=False, text=EN)
    assert refused == EN.t("only-managers") and not await world.pictures.enabled(COMMUNITY)
    assert await world.answers.choose_pictures(COMMUNITY, ["maybe"], manager=True,
                                               text=EN) == EN.t("pictures-usage-chat")
    done = await world.answers.choose_pictures(COMMUNITY, ["ON"], manager=True, text=EN)
    assert done == EN.t("pictures-on") and await world.pictures.enabled(COMMUNITY)


async def test_cancel_a_match_host_or_manager_only_and_nothing_changes_when_refused(
    world: World,
) -> None:
    match_id = await a_match(world)
    at_stake = await world.balance("Ana")
    assert await refusal(world, "Ben") == NotAllowed("only-hosts").key  # seated, not host
    assert await refusal(world, "Cy") == "only-hosts"  # a game is here, not hers
    assert world.matches.cancelled == [] and await world.balance("Ana") == at_stake
    cancelling = await world.answers.to_cancel(world.asker("Cy"), manager=True)
    assert cancelling.match_id == match_id
    await world.answers.cancel(world.asker("Cy"), cancelling)
    assert world.matches.cancelled == [match_id]
    assert await world.balance("Ana") == await world.balance("Ben") == GRANT
    assert world.transport.announced == [("cmd-Cy", EN.t("chat-cancelled"))]
    assert await refusal(world, "Ana") == NoGameHere().key == "chat-no-game"


async def test_cancel_without_a_match_closes_the_askers_table(world: World) -> None:
    config = world.desk.config("holdem")
    live = await world.seating.open(world.asker("Ana"), config, private=False, buy_in=500)
    assert live is not None
    await world.seating.take_seat(world.asker("Ben"), buy_in=400)
    assert await refusal(world, "Ben") == "only-hosts"  # seated, but did not open it
    assert await refusal(world, "Cy") == "only-hosts"  # a table is here, not hers
    cancelling = await world.answers.to_cancel(world.asker("Ana"), manager=False)
    assert cancelling.table is live
    await world.answers.cancel(world.asker("Ana"), cancelling)
    assert live.table.closing or live.table.closed
    assert world.transport.announced == [("cmd-Ana", EN.t("poker-table-closing"))]


async def test_cancel_ends_the_game_the_asker_hosts_not_the_newest_they_sit_in(
    world: World,
) -> None:
    """Ana hosts a match with Ben, then sits as Cy's guest in a newer one: her /cancel ends
    her own (it used to look at the newest only and refuse her); Ben, a guest of Ana's
    match who opened a poker table here, closes his table."""
    hosted = await a_match(world)
    await world.store.grant_if_new(COMMUNITY, world.people["Cy"], GRANT)
    guest_of_cy, _ = await world.service.start_match_between(
        COMMUNITY, CHANNEL, [world.people["Cy"], world.people["Ana"]])
    cancelling = await world.answers.to_cancel(world.asker("Ana"), manager=False)
    assert cancelling.match_id == hosted
    live = await world.seating.open(world.asker("Ben"), world.desk.config("holdem"),
                                    private=False, buy_in=400)
    cancelling = await world.answers.to_cancel(world.asker("Ben"), manager=False)
    assert cancelling.table is live and cancelling.match_id is None
    assert world.matches.cancelled == [] and guest_of_cy != hosted
