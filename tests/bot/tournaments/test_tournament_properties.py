"""Property: over random tournaments the prizes add up to the pool, every place is given once,
and the tournament chips are conserved after every hand (NK-7.6, NK-9.2, NK-9.3)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.store import LedgerRow
from bot.tables.model import Change
from bot.tournaments import sitngo, spin
from bot.tournaments.table import FINISHED, TournamentTable
from engine.protocol import Action
from engine.tournament.spin import DEFAULT_TABLE

HOUSE = 999


def _random_action(table: TournamentTable, rng: random.Random) -> Action:
    seat = table.to_act
    assert seat is not None and table.hand is not None
    option = rng.choice(table.hand.legal_actions(seat))
    amount = None
    if option.kind in ("bet", "raise") and option.min is not None and option.max is not None:
        amount = rng.choice((option.min, option.max, rng.randint(option.min, option.max)))
    return Action(seat, option.kind, amount)


@settings(max_examples=60, deadline=None)
@given(seats=st.integers(2, 9), kind=st.sampled_from(["sitngo", "spin"]),
       entry=st.integers(0, 333), seed=st.integers(0, 2**32), bots=st.integers(0, 8))
def test_prizes_sum_to_the_pool_and_chips_are_conserved(
    seats: int, kind: str, entry: int, seed: int, bots: int
) -> None:
    rng = random.Random(seed)
    fmt = (spin(entry, unit="hands", length=2) if kind == "spin"
           else sitngo(seats, entry, unit="hands", length=2))
    table = TournamentTable.new("c", fmt, HOUSE, creator=1)
    rows: list[LedgerRow] = []
    people = max(1, fmt.seats - bots)

    def keep(change: Change) -> None:
        rows.extend(change.rows)

    for player in range(1, people + 1):
        keep(table.register(player, f"P{player}"))
    keep(table.start(1, DEFAULT_TABLE.draw(rng) if kind == "spin" else 1, now=0.0))
    total = fmt.starting_stack * fmt.seats
    now = 0.0
    while not table.closed:
        now += 1.0
        keep(table.deal(rng.getrandbits(64), now))
        while table.live:
            keep(table.act(table.to_act or 0, _random_action(table, rng), now))
            if not table.closed:  # stacks behind plus the hand's stacks and pots
                assert table.chips() == total
        if not table.closed:
            assert sum(table.seat_chips(i) for i in table.alive()) == total
        assert table.hand_no < 5_000
    assert table.status == FINISHED
    paid = sum(r.delta for r in rows if r.reason == "prize")
    entries = -sum(r.delta for r in rows if r.reason == "entry")
    house = sum(r.delta for r in rows if r.reason == "refill")
    assert paid == entries == table.pool == sum(table.prizes)
    assert house == table.house_part == table.pool - entry * people
    assert sum(r.prize for r in table.results) == table.pool
    # Every place once: k players tied at place p share the places p … p+k-1.
    groups = Counter((r.place, r.shared) for r in table.results)
    assert all(count == shared for (_, shared), count in groups.items())
    covered = sorted(p for place, shared in groups for p in range(place, place + shared))
    assert covered == list(range(1, fmt.seats + 1))
