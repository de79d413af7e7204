"""`feltbot simulate holdem|omaha|naiko`: many tables played through the whole bot layer.

Every simulated player is a real account (starting grant, buy-ins, refills, cash-outs in the
ledger) whose decisions come from a computer policy but go through `TableService.act` exactly
as a person's click would: stale checks, the table lock, one committed transaction per action.
Busted players buy in again (refilling first when broke); after `hands` hands each table is
closed and everyone is cashed out, so the run ends with every chip back in a balance and
``chips_end == chips_start + refilled`` is the audit, with `refilled` read from the ledger's
refill rows (and checked against the run's own count); the ledger itself must balance too
(every account of the community, the tables' escrows included, sums to what was minted) and
every table's escrow must end empty.

With ``--db`` a run interrupted before (a crash, Ctrl-C) left its tables open in the file: the
next run on the same file resumes each of them first, played by the same policies until it
has had `hands` hands, then closes it, so its players are cashed out (`resumed`).
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from bot.errors import BotError
from bot.matches.opponents import make_opponent
from bot.matches.seeds import DerivedSeeds, SecretSeeds, SeedSource, decision_seed
from bot.store import Store
from bot.tables.accounts import Accounts
from bot.tables.commands import TableCommand
from bot.tables.config import TableConfig
from bot.tables.service import LiveTable, TableService
from engine.ai.base import Policy
from engine.protocol import JSON

COMMUNITY: Final = "simulate"
GRANT: Final = 10_000
POLICIES: Final = ("always-call", "random")  # alternated over the simulated players


@dataclass
class _Counters:
    actions: int = 0
    refilled: int = 0


async def simulate(
    mode: str,
    *,
    tables: int,
    hands: int,
    players: int = 3,
    seed: int | None = None,
    db: Path | None = None,
    big_blind: int = 20,
) -> dict[str, JSON]:
    """Play `hands` hands on each of `tables` tables of `players` simulated accounts; returns
    the summary printed by ``--json``."""
    if tables < 1 or hands < 1 or not 2 <= players <= 9:
        raise ValueError("need tables >= 1, hands >= 1 and 2..9 players")
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        path = db if db is not None else Path(folder) / "simulate.db"
        store = await Store.open(path)
        try:
            seeds: SeedSource = DerivedSeeds(seed) if seed is not None else SecretSeeds()
            service = TableService(store, seeds=seeds, communities=lambda c: c == COMMUNITY)
            leftover = await service.load_open()  # an interrupted run's tables on this file
            accounts = Accounts(store, grant=GRANT, refill_amount=GRANT, refill_cooldown_s=0)
            config = TableConfig.standard(mode, big_blind=big_blind, seats=max(players, 2))
            run = f"{seed if seed is not None else 'x'}-{time.time_ns()}"
            seated: list[tuple[LiveTable, list[int]]] = []
            for index in range(tables):
                live = await service.create(COMMUNITY, f"sim-{index}", config)
                ids = [
                    (await accounts.open(COMMUNITY, "sim", f"{run}-t{index}-p{j}", f"P{j}")).player
                    for j in range(players)
                ]
                seated.append((live, ids))
            everyone = [p for _, ids in seated for p in ids]
            chips_start = sum([await store.balance(COMMUNITY, p) for p in everyone])
            counters = _Counters()
            master = seed if seed is not None else random.SystemRandom().getrandbits(64)
            await asyncio.gather(*(
                _play(service, accounts, live, players=live.table.humans(), hands=hands,
                      counters=_Counters(), master=master, resume=True)
                for live in leftover
            ))
            await asyncio.gather(*(
                _play(service, accounts, live, players=ids, hands=hands, counters=counters,
                      master=master)
                for live, ids in seated
            ))
            chips_end = sum([await store.balance(COMMUNITY, p) for p in everyone])
            chips_end += sum(t.table.chips() for t in service)
            played = sum(live.table.hand_no for live, _ in seated)
            # The audit reads the ledger, not the run's own count: chips that came into the
            # accounts are exactly the refill rows written, whatever the run believes.
            ledger_refills = sum([
                row.delta for p in everyone for row in await store.ledger(COMMUNITY, p)
                if row.reason == "refill"
            ])
            [(balances, minted)] = await store.read(
                "SELECT COALESCE(SUM(delta), 0), COALESCE(SUM(CASE WHEN reason IN"
                " ('grant', 'refill') THEN delta END), 0) FROM ledger WHERE community = ?",
                (COMMUNITY,))
            escrows_empty = all([
                await store.escrow_balance(live.id) == 0
                for live in [*leftover, *(live for live, _ in seated)]
            ])
        finally:
            await store.close()
    return {
        "game": mode,
        "tables": tables,
        "players": players,
        "hands": played,
        "actions": counters.actions,
        "chips_start": chips_start,
        "chips_end": chips_end,
        "refilled": ledger_refills,
        "resumed": len(leftover),
        "conserved": (
            chips_end == chips_start + ledger_refills == chips_start + counters.refilled
            and balances == minted and escrows_empty
        ),
        "seed": seed,
        "db": None if db is None else str(db),
        "elapsed_s": round(time.perf_counter() - started, 3),
    }


async def _play(
    service: TableService,
    accounts: Accounts,
    live: LiveTable,
    *,
    players: list[int],
    hands: int,
    counters: _Counters,
    master: int,
    resume: bool = False,
) -> None:
    """Play one table until it has had `hands` hands, then close it; `resume`: a table an
    earlier run left open, its players seated already."""
    policies: dict[int, Policy] = {
        p: make_opponent(live.table.config.mode, POLICIES[i % len(POLICIES)])
        for i, p in enumerate(players)
    }
    if not resume:
        for player in players:
            await _buy_in(service, accounts, live, player, counters, first=True)
    while not live.table.closed:
        table = live.table
        if table.live and table.hand_no >= hands and not table.closing:
            await service.close(live.id)
            continue
        seat = table.to_act
        if seat is not None and table.hand is not None:
            occupant = table.seats[seat]
            assert occupant is not None and occupant.player is not None
            rng = random.Random(decision_seed(master, table.seq, live.id))
            hand = table.hand
            action = policies[occupant.player].decide(
                hand.private_view(seat), hand.legal_actions(seat), rng
            )
            command = TableCommand(live.id, occupant.player, table.hand_no, table.hand_seq,
                                   action.kind, action.amount, action.choice)
            await service.act(command)
            counters.actions += 1
            await asyncio.sleep(0)  # let the other tables move
            continue
        # Between hands with too few players: the busted ones buy in again.
        busted = [
            s.player for i, s in enumerate(table.seats)
            if s is not None and s.player is not None and s.stack == 0 and not table.in_hand(i)
        ]
        for player in busted:
            await _buy_in(service, accounts, live, player, counters, first=False)
        if not live.table.live and not live.table.closed:
            await service.close(live.id)  # nobody could buy in: end the table


async def _buy_in(
    service: TableService,
    accounts: Accounts,
    live: LiveTable,
    player: int,
    counters: _Counters,
    *,
    first: bool,
) -> None:
    config = live.table.config
    balance = await accounts.balance(COMMUNITY, player)
    if balance < config.min_buy_in and balance == 0:
        at_tables = service.chips_at_tables(COMMUNITY, player)
        # Awaited first: `counters.refilled += await ...` reads the counter before the await
        # and loses the other tables' refills made meanwhile.
        refilled = await accounts.refill(COMMUNITY, player, at_tables=at_tables)
        counters.refilled += refilled
        balance = await accounts.balance(COMMUNITY, player)
    if balance < config.min_buy_in:
        return
    amount = min(balance, config.max_buy_in)
    try:
        if first:
            await service.sit(live.id, player, f"P{player}", amount)
        else:
            await service.rebuy(live.id, player, amount)
    except BotError:
        return
