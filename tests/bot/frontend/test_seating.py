"""Taking and leaving seats, written once for every chat (`bot.frontend.seating`), on a real
store with a fake transport: one table per person, channel and mode; refusals before anything
is stored; a lone person gets a computer opponent at a public table (NK-8.3); invitations seat
at their own table only; who may close; an answer that fails never undoes a seat; fifty
commands at once seat a person once; and the chips add up throughout."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.errors import RuleError
from bot.frontend import Recovery
from bot.frontend.desk import TableDesk
from bot.frontend.seating import Asker, SeatingFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.matches import DerivedSeeds
from bot.settings import Settings
from bot.store import Store
from bot.tables import TableOutcome
from tests.bot.frontend.fake_transport import FakeChallenges, PlatformError

COMMUNITY, CHANNEL = "g1", "c1"
GRANT = 1000
EN = Localizer("en")


class FakeTables:
    """The three things seating asks of the table flow: its lock, publish, a refusal."""

    def __init__(self, transport: FakeChallenges) -> None:
        self.transport = transport
        self.locks: dict[int, asyncio.Lock] = {}
        self.published: list[tuple[int, int]] = []

    def lock(self, table_id: int) -> asyncio.Lock:
        return self.locks.setdefault(table_id, asyncio.Lock())

    async def publish(self, table_id: int, outcomes: Sequence[TableOutcome]) -> None:
        assert self.lock(table_id).locked(), "shown outside the table's lock"
        self.published.append((table_id, len(outcomes)))

    async def refused(self, click: object, table_id: int, error: RuleError) -> None:
        await self.transport.refuse(click, error)


@dataclass
class World:
    seating: SeatingFront
    desk: TableDesk
    transport: FakeChallenges
    tables: FakeTables
    store: Store
    people: dict[str, int] = field(default_factory=dict)

    def asker(self, name: str, channel: str = CHANNEL) -> Asker:
        return Asker(f"cmd-{name}", COMMUNITY, channel, self.people[name], name)

    def refusals(self) -> list[str]:
        return [error.key for _, error in self.transport.refused]

    def said(self) -> list[str]:
        return [text for _, text in self.transport.noted]

    async def conserved(self) -> None:
        """The chips add up: the ledger's accounts (each table's escrow among them) hold
        what was granted and refilled (a computer's stack is a refill of its own account),
        and each open table's escrow holds the chips at that table."""
        [(held, minted)] = await self.store.read(
            "SELECT COALESCE(SUM(delta), 0), COALESCE(SUM(CASE WHEN reason IN"
            " ('grant', 'refill') THEN delta END), 0) FROM ledger WHERE community = ?",
            (COMMUNITY,))
        assert int(held) == int(minted)
        for live in self.desk.cash:
            assert await self.store.escrow_balance(live.id) == live.table.chips()

    async def balance(self, name: str) -> int:
        return await self.store.balance(COMMUNITY, self.people[name])


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with await Store.open(tmp_path / "t.db") as store:
        kv = KeyValue.over(store)
        transport = FakeChallenges()
        desk = TableDesk(store, Settings(starting_grant=GRANT), seeds=DerivedSeeds(3),
                         communities=COMMUNITY)
        tables = FakeTables(transport)
        seating = SeatingFront(desk, tables, transport, Recovery(transport), kv,  # type: ignore[arg-type]
                               bot_name="BOT {}".format)
        built = World(seating, desk, transport, tables, store)
        for name in ("Ana", "Ben", "Cy"):
            built.people[name] = await store.ensure_player("test", name, name)
        try:
            yield built
        finally:
            await kv.close()


async def test_an_opener_sits_at_the_new_table_and_a_second_open_is_refused(world: World
                                                                            ) -> None:
    config = world.desk.config("holdem")
    live = await world.seating.open(world.asker("Ana"), config, private=False, buy_in=500)
    assert live is not None and live.table.seat_of(world.people["Ana"]) is not None
    assert await world.balance("Ana") == GRANT - 500
    again = await world.seating.open(world.asker("Ana"), config, private=False)
    assert again is None and world.refusals() == ["error-already-seated"]
    assert len(world.desk.cash) == 1  # refused before a table was opened
    # Another mode is another table, in the same channel.
    omaha = await world.seating.open(world.asker("Ana"), world.desk.config("omaha"),
                                     private=False, buy_in=400)
    assert omaha is not None and len(world.desk.cash) == 2
    assert await world.balance("Ana") == GRANT - 500 - 400
    await world.conserved()


async def test_a_buy_in_outside_the_range_is_refused_before_a_table_opens(world: World
                                                                         ) -> None:
    config = world.desk.config("holdem")  # 400 … 2,000 for a big blind of 20
    assert await world.seating.open(world.asker("Ana"), config, private=False,
                                    buy_in=100) is None
    assert world.refusals() == ["error-buy-in-range"]
    assert len(world.desk.cash) == 0
    assert await world.balance("Ana") == GRANT


async def test_nk_8_3_a_lone_person_gets_a_computer_and_the_next_one_joins_that_table(
    world: World,
) -> None:
    seated = await world.seating.take_seat(world.asker("Ana"), mode="holdem",
                                           opening=world.desk.config("holdem"))
    assert seated is not None and seated.kind == "sit"
    (live,) = list(world.desk.cash)
    bots = [s for s in live.table.seats if s is not None and s.is_bot]
    assert [b.name for b in bots] == ["BOT 1"]
    assert world.said() == [EN.t("poker-seated")]
    await world.seating.take_seat(world.asker("Ben"), mode="holdem",
                                  opening=world.desk.config("holdem"))
    assert len(world.desk.cash) == 1 and len(live.table.humans()) == 2
    assert sum(s is not None and s.is_bot for s in live.table.seats) == 1  # no second one
    await world.conserved()


async def test_without_an_opening_there_must_be_a_table_with_room(world: World) -> None:
    assert await world.seating.take_seat(world.asker("Ana")) is None
    assert world.refusals() == ["poker-no-table"]
    assert len(world.desk.cash) == 0


async def test_a_full_table_refuses_rather_than_opening_another(world: World) -> None:
    world.people["Dee"] = await world.store.ensure_player("test", "Dee", "Dee")
    small = world.desk.config("holdem", seats=2, bots_allowed=False)
    await world.seating.take_seat(world.asker("Ana"), mode="holdem", opening=small)
    await world.seating.take_seat(world.asker("Ben"), mode="holdem", opening=small)
    await world.seating.take_seat(world.asker("Cy"), mode="holdem", opening=small)
    assert len(world.desk.cash) == 1
    assert world.refusals() == ["error-table-full"]
    assert await world.balance("Cy") == GRANT
    await world.conserved()


async def test_fifty_commands_at_once_seat_a_person_once(world: World) -> None:
    opening = world.desk.config("holdem")
    await asyncio.gather(*(world.seating.take_seat(world.asker("Ana"), mode="holdem",
                                                   opening=opening) for _ in range(50)))
    (live,) = list(world.desk.cash)
    assert live.table.humans() == [world.people["Ana"]]
    assert world.said().count(EN.t("poker-seated")) == 1
    assert world.refusals() == ["error-already-seated"] * 49
    assert len([r for r in await world.store.ledger(COMMUNITY, world.people["Ana"])
                if r.reason == "buy_in"]) == 1
    await world.conserved()


async def test_leaving_answers_the_balance_and_a_second_leave_is_refused(world: World
                                                                         ) -> None:
    await world.seating.take_seat(world.asker("Ana"), mode="holdem", buy_in=600,
                                  opening=world.desk.config("holdem"))
    await world.seating.leave(world.asker("Ana"))
    # (she was in a hand with the computer: folded at once, cashed out as it ended)
    assert world.said()[-1] == EN.t("poker-left", balance=await world.balance("Ana"))
    assert 0 < GRANT - await world.balance("Ana") <= 20  # a blind at most
    await world.seating.leave(world.asker("Ana"))
    assert world.refusals() == ["poker-not-seated-here"]
    await world.conserved()


async def test_an_invitation_seats_at_its_own_table_only(world: World) -> None:
    live = await world.seating.open(world.asker("Ana"), world.desk.config("holdem"),
                                    private=True)
    assert live is not None and live.table.private
    token = await world.desk.cash.create_invite(live.id, world.people["Ana"])
    assert await world.seating.accept(world.asker("Ben", channel="elsewhere"), token) is None
    assert world.refusals() == ["poker-no-table"]
    # Followed from a link, it seats wherever it was followed, and says where play goes on.
    second = await world.desk.cash.create_invite(live.id, world.people["Ana"])
    seated = await world.seating.accept(world.asker("Cy", channel="dm"), second, linked=True)
    assert seated is live and live.table.seat_of(world.people["Cy"]) is not None
    assert world.said()[-1] == EN.t("poker-joined", mode=EN.t("poker-mode-holdem"))
    # Without an invitation, nobody sits at a private table.
    assert await world.seating.take_seat(world.asker("Ben")) is None
    assert world.refusals()[-1] == "poker-no-table"


async def test_who_may_close_and_the_closing_is_announced(world: World) -> None:
    live = await world.seating.open(world.asker("Ana"), world.desk.config("holdem"),
                                    private=False)
    assert live is not None
    await world.seating.take_seat(world.asker("Ben"))
    ana, ben = world.people["Ana"], world.people["Ben"]
    assert await world.seating.may_close(live, ana, manager=False)  # its opener
    assert not await world.seating.may_close(live, ben, manager=False)
    assert await world.seating.may_close(live, ben, manager=True)
    assert world.seating.table_for(world.asker("Cy"), manager=False) is None
    assert world.seating.table_for(world.asker("Cy"), manager=True) is live
    await world.seating.close(world.asker("Ana"), live)
    assert live.table.closing  # a hand is in play: it ends first (NK-7.1)
    assert world.transport.announced == [("cmd-Ana", EN.t("poker-table-closing"))]
    await world.conserved()


async def test_a_failed_answer_never_undoes_the_seat(world: World) -> None:
    world.transport.fail_next("note", PlatformError("429 past the retries"))
    seated = await world.seating.take_seat(world.asker("Ana"), mode="holdem",
                                           opening=world.desk.config("holdem"))
    assert seated is not None  # the answer failed, quietly (logged); the seat stands
    (live,) = list(world.desk.cash)
    assert live.table.seat_of(world.people["Ana"]) is not None
    assert world.tables.published  # shown before it was answered


async def test_refill_refuses_an_account_that_is_not_broke(world: World) -> None:
    await world.seating.refill(world.asker("Ana"))
    assert world.refusals() == ["error-refill-not-broke"]
    assert await world.balance("Ana") == GRANT


async def test_sitting_back_in_says_welcome_back(world: World) -> None:
    await world.seating.take_seat(world.asker("Ana"), mode="holdem",
                                  opening=world.desk.config("holdem"))
    (live,) = list(world.desk.cash)
    seat = live.table.seat_of(world.people["Ana"])
    assert seat is not None
    occupant = live.table.seats[seat]
    assert occupant is not None
    occupant.sitting_out = True  # as two timeouts leave it (NK-8.2)
    await world.seating.sit(world.asker("Ana"), live.id)
    assert world.said()[-1] == EN.t("poker-back")


async def test_leaving_one_mode_keeps_the_seat_at_the_other_tables_here(world: World) -> None:
    """`leave(mode=…)`: a front end with one table per mode (the console) stands up from that
    table only; without a mode, from every table here."""
    holdem = await world.seating.take_seat(world.asker("Ana"), mode="holdem", buy_in=400,
                                           opening=world.desk.config("holdem"))
    omaha = await world.seating.take_seat(world.asker("Ana"), mode="omaha", buy_in=400,
                                          opening=world.desk.config("omaha"))
    assert holdem is not None and omaha is not None
    ana = world.people["Ana"]
    at = {live.table.config.mode: live for live in world.desk.in_channel(COMMUNITY, CHANNEL)}
    await world.seating.leave(world.asker("Ana"), mode="omaha")
    assert at["omaha"].table.seat_of(ana) is None  # folded at once, cashed out as it ended
    assert at["holdem"].table.seat_of(ana) is not None
    assert world.said()[-1] == EN.t("poker-left", balance=await world.balance("Ana"))
    await world.seating.leave(world.asker("Ana"), mode="omaha")
    assert world.refusals() == ["poker-not-seated-here"]
    await world.seating.leave(world.asker("Ana"))
    assert at["holdem"].table.seat_of(ana) is None
    await world.conserved()
