"""NK-7.1 at a cash table, the usual online rules (`bot.tables.blinds`): the button moves every
hand to the next seat playing on and never goes backwards (a moving button); a newcomer, or a
player back from sitting out who missed the big blind, waits for the big blind and is dealt in
exactly at it, posting it; when fewer than two seats play on, everyone is dealt in at once."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import Localizer
from bot.render import poker as render
from bot.tables import Table, TableConfig
from bot.tables.blinds import big_blind_seat, button_seat
from bot.views import render_plain
from engine.poker import HOLDEM, PokerState
from engine.protocol import Action

NOW = 0.0
CONFIG = TableConfig.standard("holdem", big_blind=10, seats=6)
BIG = CONFIG.big_blind


def table_with(seats: dict[int, int], config: TableConfig = CONFIG) -> Table:
    """A table with player `p` in seat `s` for each `s: p`."""
    table = Table.create("c", config)
    for seat, player in seats.items():
        table.sit(player, f"P{player}", config.max_buy_in, NOW, seat=seat)
    return table


def play_out(table: Table, rng: random.Random | None = None) -> int:
    """Finish the live hand: random legal moves, or checks and folds. Returns the chips cashed
    out meanwhile (players who stood up during the hand leave when it ends)."""
    out = 0
    while table.live:
        seat = table.to_act
        assert seat is not None and table.hand is not None
        if rng is None:
            change = table.timeout(NOW, counted=False)
        else:
            option = rng.choice(table.hand.legal_actions(seat))
            amount = None
            if option.kind in ("bet", "raise"):
                assert option.min is not None and option.max is not None
                amount = rng.randint(option.min, option.max)
            choice = rng.choice(option.choices) if option.choices else None
            change = table.act(seat, Action(seat, option.kind, amount, choice), NOW)
        out += sum(row.delta for row in change.rows)
    return out


def big_blind(table: Table) -> int:
    assert table.hand is not None
    return int(table.hand.public_view()["bb_seat"])


def posted(table: Table, seat: int) -> int:
    """Chips `seat` has put into the hand in play (its blind, before anyone acts)."""
    assert table.hand is not None
    return int(table.hand.public_view()["seats"][seat]["total"])


@settings(max_examples=300, deadline=None)
@given(
    size=st.integers(2, 9),
    data=st.data(),
)
def test_nk_2_1_nk_2_2_big_blind_seat_is_the_engines(size: int, data: st.DataObject) -> None:
    dealt = data.draw(st.sets(st.integers(0, size - 1), min_size=2))
    start = data.draw(st.integers(0, size - 1))
    stacks: list[int | None] = [100 if seat in dealt else None for seat in range(size)]
    state = PokerState(HOLDEM, stacks, start, 5, 10)
    state.start_deal(seed=1)
    assert button_seat(dealt, start, size) == state.button
    assert big_blind_seat(dealt, start, size) == state.bb_seat


def test_nk_7_1_a_newcomer_waits_and_is_dealt_in_at_the_big_blind_posting_it() -> None:
    table = table_with({0: 1, 2: 2, 4: 3})
    table.deal(1, NOW)
    table.sit(9, "New", CONFIG.max_buy_in, NOW, seat=1)  # during the hand; button on 0
    assert table.waits_for_big_blind(1)
    waited = 0
    for seed in range(2, 20):
        play_out(table)
        table.deal(seed, NOW)
        if table.dealt(1):
            break
        waited += 1
        assert big_blind(table) != 1
    assert table.dealt(1) and big_blind(table) == 1 and posted(table, 1) == BIG
    assert waited >= 1  # the hand after it sat down, seat 1 was not the big blind
    assert not table.waits_for_big_blind(1)


def test_nk_7_1_a_newcomer_at_a_heads_up_table_enters_at_its_big_blind() -> None:
    for newcomer in (1, 3):  # between the two players either way round
        table = table_with({0: 1, 2: 2}, TableConfig.standard("holdem", big_blind=10, seats=4))
        table.deal(1, NOW)
        table.sit(9, "New", CONFIG.max_buy_in, NOW, seat=newcomer)
        for seed in range(2, 8):
            play_out(table)
            table.deal(seed, NOW)
            if table.dealt(newcomer):
                break
            assert big_blind(table) != newcomer
        assert table.dealt(newcomer) and big_blind(table) == newcomer
        assert posted(table, newcomer) == BIG


def test_nk_7_1_a_newcomer_is_dealt_in_at_once_when_only_one_other_plays() -> None:
    table = table_with({0: 1, 2: 2})
    table.deal(1, NOW)
    play_out(table)
    table.stand(2)
    table.sit(9, "New", CONFIG.max_buy_in, NOW, seat=3)
    assert not table.waits_for_big_blind(3)
    table.deal(2, NOW)
    assert table.dealt(3) and table.dealt(0)


def test_nk_7_1_a_player_back_from_sitting_out_who_missed_the_big_blind_waits() -> None:
    table = table_with({0: 1, 1: 2, 2: 3, 3: 4})
    away = table.seats[1]
    assert away is not None
    away.sitting_out = True
    missed = False
    for seed in range(1, 10):
        table.deal(seed, NOW)
        play_out(table)
        if away.wait_bb:
            missed = True
            break
    assert missed  # the big blind passed seat 1 while it sat out
    table.sit_in(2)
    assert table.waits_for_big_blind(1)
    for seed in range(10, 20):
        table.deal(seed, NOW)
        if table.dealt(1):
            break
        play_out(table)
    assert table.dealt(1) and big_blind(table) == 1 and posted(table, 1) == BIG


def test_nk_7_1_a_waiting_seat_reads_waits_for_the_big_blind() -> None:
    table = table_with({0: 1, 2: 2})
    table.deal(1, NOW)
    table.sit(9, "New", CONFIG.max_buy_in, NOW, seat=4)
    view = table.public_view()
    assert view["seats"][4]["waits_bb"] is True
    text = render_plain(render.table_view(1, view), Localizer("en"))
    line = next(line for line in text if "New" in line)
    assert "waits for the big blind" in line


def test_nk_7_1_old_snapshots_load_with_nobody_waiting() -> None:
    table = table_with({0: 1, 2: 2})
    table.deal(1, NOW)
    table.sit(9, "New", CONFIG.max_buy_in, NOW, seat=4)
    data = table.to_dict()
    assert Table.from_dict(data).to_dict() == data
    for seat in data["seats"]:
        if seat is not None:
            del seat["wait_bb"]
    loaded = Table.from_dict(data)
    assert not any(s is not None and s.wait_bb for s in loaded.seats)


def cyclic_between(low: int, high: int, seat: int, size: int) -> bool:
    """`seat` strictly between `low` and `high` going clockwise."""
    return 0 < (seat - low) % size < (high - low) % size


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_nk_7_1_no_free_hands_and_the_button_only_moves_on(seed: int) -> None:
    """Players join, leave, sit out and come back at random moments over many hands."""
    rng = random.Random(seed)
    size = CONFIG.seats
    table = Table.create("c", CONFIG)
    bought = 0  # chips bought in minus chips cashed out
    next_player = 1
    dealt_before: set[int] = set()  # players dealt in at least once
    for _ in range(60):
        # Some arrivals and departures, during a hand or between hands.
        for _ in range(rng.randint(0, 2)):
            free = [i for i, s in enumerate(table.seats) if s is None]
            move = rng.random()
            if free and move < 0.5:
                change = table.sit(next_player, "p", CONFIG.max_buy_in, NOW, rng.choice(free))
                next_player += 1
            elif move < 0.75 and table.humans():
                change = table.stand(rng.choice(table.humans()))
            elif move < 0.9 and table.humans():
                index = table.require_seat(rng.choice(table.humans()))
                occupant = table.seats[index]
                assert occupant is not None
                if occupant.sitting_out:
                    change = table.sit_in(occupant.player or 0)
                else:
                    occupant.sitting_out = True
                    continue
            else:
                continue
            bought -= sum(row.delta for row in change.rows)
        for index, occupant in enumerate(table.seats):  # the busted rebuy
            if occupant is not None and occupant.player is not None and table.busted(index):
                change = table.rebuy(occupant.player, CONFIG.max_buy_in)
                bought -= sum(row.delta for row in change.rows)
        assert table.chips() == bought
        if table.live or not table.can_deal():
            bought -= play_out(table, rng)
            continue
        before = table.button
        occupants = {i: s for i, s in enumerate(table.seats) if s is not None}
        waiting = {i for i in table.dealable() if occupants[i].wait_bb}
        playing = [i for i in table.dealable() if i not in waiting]
        enough = len(playing) >= 2 and any(occupants[i].player is not None for i in playing)
        change = table.deal(rng.randrange(2**32), NOW)
        bought -= sum(row.delta for row in change.rows)
        assert table.hand is not None and table.button is not None
        dealt = [i for i in range(size) if table.in_hand(i) or table.dealt(i)]
        bb = big_blind(table)
        entering = [i for i in dealt if i in waiting]
        if enough:  # only the big blind enters, and posts it
            assert entering in ([], [bb])
            for i in entering:  # the full big blind, or all in for less
                assert posted(table, i) == BIG or table.hand.stacks[i] == 0
        for i in dealt:  # a player's first hand is at the big blind, or the table was short
            player = occupants[i].player
            if player is not None and player not in dealt_before:
                assert i == bb or not enough
                dealt_before.add(player)
        if before is not None:  # the button moved on to the next seat playing on
            assert table.button != before
            moved_past = [
                i for i in dealt if i not in entering
                and cyclic_between(before, table.button, i, size)
            ]
            assert moved_past == []
        snapshot = table.to_dict()
        assert Table.from_dict(snapshot).to_dict() == snapshot
        bought -= play_out(table, rng)
        assert table.chips() == bought
