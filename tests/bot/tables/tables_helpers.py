"""Shared helpers for the table tests: a store in a temporary file, a settable clock, accounts,
a random legal action, and the chip audit that every test of money uses."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from bot.store import Store
from bot.tables import Accounts, LiveTable, TableCommand, TableService
from engine.protocol import LegalAction

COMMUNITY = "discord:guild-1"
GRANT = 1000


@dataclass
class FakeClock:
    now: float = 1_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def accounts(store: Store) -> Accounts:
    return Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=0)


async def open_players(store: Store, count: int) -> list[int]:
    acc = accounts(store)
    return [(await acc.open(COMMUNITY, "test", f"p{i}", f"P{i}")).player for i in range(count)]


def pick(legal: tuple[LegalAction, ...], rng: random.Random) -> tuple[str, int | None]:
    option = rng.choice(legal)
    amount = None
    if option.kind in ("bet", "raise") and option.min is not None and option.max is not None:
        amount = rng.randint(option.min, option.max)
    return option.kind, amount


def command_for(live: LiveTable, rng: random.Random) -> TableCommand | None:
    """A random legal command for the person whose turn it is (None: nobody's turn)."""
    table = live.table
    seat = table.to_act
    if seat is None or table.hand is None:
        return None
    occupant = table.seats[seat]
    assert occupant is not None and occupant.player is not None
    kind, amount = pick(table.hand.legal_actions(seat), rng)
    return TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq, kind, amount)


async def audit(
    store: Store,
    service: TableService,
    players: list[int],
    tables: Iterable[LiveTable] | None = None,
) -> tuple[int, int]:
    """(chips in balances and on tables minus computer chips, chips ever granted or refilled):
    the two are equal when no chip was lost or made. `tables` must include closed tables
    (computers may have taken chips away with them); the default is the service's open ones."""
    balances = sum([await store.balance(COMMUNITY, p) for p in players])
    counted = service if tables is None else tables
    on_tables = sum(
        t.table.chips() - t.table.bot_chips_in + t.table.bot_chips_out for t in counted
    )
    minted = 0
    for player in players:
        minted += sum(
            row.delta for row in await store.ledger(COMMUNITY, player)
            if row.reason in ("grant", "refill")
        )
    return balances + on_tables, minted
