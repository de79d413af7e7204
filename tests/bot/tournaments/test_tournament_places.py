"""Places and prizes at the table, with forced cards (NK-9.2, NK-9.3, NK-4.4)."""

from __future__ import annotations

from bot.store import LedgerRow
from bot.tournaments import sitngo
from bot.tournaments.table import FINISHED, TournamentTable
from engine.poker import PokerState
from engine.protocol import Action
from tests.engine.ai.poker.deals import deck_for

HOUSE = 99


def _three_left(entry: int, stacks: dict[int, int]) -> TournamentTable:
    """A 7-seat Sit & Go whose places 4-7 are decided, with `stacks` at seats 0-2."""
    table = TournamentTable.new("c", sitngo(7, entry), HOUSE, creator=None)
    for player in range(1, 8):
        table.register(player, f"P{player}")
    table.start(None, 1, now=0.0)
    for seat in range(3, 7):  # out earlier (white box: their places pay nothing)
        table.seats[seat] = None
    for seat, chips in stacks.items():
        occupant = table.seats[seat]
        assert occupant is not None
        occupant.stack = chips
    return table


def _force(table: TournamentTable, holes: dict[int, tuple[str, str]], board: list[str]) -> None:
    """Deal the next hand, then give it these cards (same stacks, same button)."""
    table.deal(seed=1, now=1.0)
    hand = table.hand
    assert isinstance(hand, PokerState) and table.button is not None
    stacks = [table.hand_start.get(seat) for seat in range(7)]
    table.hand = PokerState.new_hand("holdem", stacks, table.button, 10, 20,
                                     deck=deck_for(holes, board, 7, table.button))


def _play_all_in(table: TournamentTable) -> list[LedgerRow]:
    rows: list[LedgerRow] = []
    while table.live:
        seat = table.to_act
        assert seat is not None
        kinds = {option.kind for option in table.hand.legal_actions(seat)}  # type: ignore[union-attr]
        move = "all_in" if "all_in" in kinds else "call" if "call" in kinds else "check"
        rows.extend(table.act(seat, Action(seat, move), now=2.0).rows)
    return rows


def test_nk_9_2_two_out_in_one_hand_with_equal_stacks_share_second_and_third() -> None:
    # Pool 7 x 101 = 707: 354 / 212 / 141 (353 + 1 left over to first, NK-9.3).
    table = _three_left(101, {0: 8500, 1: 1000, 2: 1000})
    assert table.prizes == (354, 212, 141)
    _force(table, {0: ("Ah", "As"), 1: ("7c", "2d"), 2: ("8c", "3d")},
           ["Kh", "Qd", "9s", "5c", "4h"])
    rows = _play_all_in(table)
    assert table.status == FINISHED and table.closed
    by_seat = {r.seat: r for r in table.results}
    assert by_seat[1].place == by_seat[2].place == 2 and by_seat[1].shared == 2
    # 212 + 141 = 353 between two: the odd chip to the seat nearest the button's left.
    assert table.button == 0
    assert (by_seat[1].prize, by_seat[2].prize) == (177, 176)
    assert by_seat[0].place == 1 and by_seat[0].prize == 354
    assert sorted((r.player_id, r.delta) for r in rows if r.reason == "prize") == [
        (1, 354), (2, 177), (3, 176)]


def test_nk_9_2_two_out_in_one_hand_placed_by_their_starting_stacks() -> None:
    table = _three_left(100, {0: 8000, 1: 900, 2: 1600})
    _force(table, {0: ("Ah", "As"), 1: ("7c", "2d"), 2: ("8c", "3d")},
           ["Kh", "Qd", "9s", "5c", "4h"])
    _play_all_in(table)
    by_seat = {r.seat: r for r in table.results}
    assert (by_seat[2].place, by_seat[1].place) == (2, 3)  # the bigger stack finishes higher
    assert (by_seat[0].prize, by_seat[2].prize, by_seat[1].prize) == (350, 210, 140)


def test_the_standing_in_a_hand_is_by_the_chips_each_had_when_it_was_dealt() -> None:
    """A call puts chips in the pot: the player's place does not move while the hand runs
    (it moved as chips went in: 'you are in place 3' after calling, 1 before)."""
    table = _three_left(100, {0: 3000, 1: 2000, 2: 1000})
    _force(table, {0: ("2c", "7d"), 1: ("3h", "8s"), 2: ("Ah", "Ad")},
           ["Ks", "Qs", "9d", "5c", "4h"])
    before = dict(table.standing())
    seat = table.to_act
    assert seat is not None
    table.act(seat, Action(seat, "all_in"), now=2.0)
    assert dict(table.standing()) == before == {0: 1, 1: 2, 2: 3}
