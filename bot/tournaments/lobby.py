"""The lobby of a scheduled multi-table tournament as neutral data (NK-7.5, NK-9.3, NK-9.8):
what a chat front end renders, read from the tournament's stored state (`Hub`) and its open
tables (`MttTable`), with no platform and no text (the front end localizes; times are UTC
datetimes, to be shown in each reader's time zone when known).

`lobby(hub_id, hub, tables)` builds it (`MttService.lobby(hub_id)` for a live tournament);
`Lobby.my_table(player)` is the "My table" lookup.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final, Literal

from bot.tournaments.mtt import CANCELLED, FINISHED, REGISTERED, REGISTERING, RUNNING, Hub
from bot.tournaments.mtt_table import MttTable
from engine.tournament.payouts import payout_table, prizes_for

State = Literal["registering", "running", "finished", "cancelled"]
STATES: Final[Mapping[str, State]] = {REGISTERING: "registering", RUNNING: "running",
                                      FINISHED: "finished", CANCELLED: "cancelled"}


@dataclass(frozen=True, slots=True)
class Registrant:
    entrant: int
    player: int | None  # None: a BOT
    name: str
    entry: int  # 1; 2 and up: a re-entry
    status: str  # "registered" before the start; "in" / "out" after


@dataclass(frozen=True, slots=True)
class SeatSummary:
    seat: int
    player: int | None
    name: str
    stack: int  # all its chips (behind and in the hand)


@dataclass(frozen=True, slots=True)
class TableSummary:
    table_id: int  # the table's row (the front end's table id)
    number: int  # the table number players read (1, 2, …)
    players: int
    seats: tuple[SeatSummary, ...]
    level: int  # 1-based, of its last hand
    small_blind: int
    big_blind: int
    hand_no: int
    live: bool  # a hand is in play
    waiting: bool  # holds between hands (for the tournament: a move, hand-for-hand)

    def stack_of(self, player: int) -> int | None:
        return next((s.stack for s in self.seats if s.player == player), None)


@dataclass(frozen=True, slots=True)
class EntriesStatus:
    """Late registration and re-entry (NK-9.8): the last level each is taken (0: none) and
    whether it is open now."""

    late_until: int
    reentry_until: int
    late_open: bool
    reentry_open: bool


@dataclass(frozen=True, slots=True)
class Lobby:
    hub_id: int
    name: str
    mode: str
    state: State
    start_at: datetime  # UTC
    entry: int
    starting_stack: int
    table_size: int
    min_players: int
    max_players: int
    registrants: tuple[Registrant, ...]
    entries: int  # every entry paid (re-entries included)
    pool: int
    prizes: tuple[int, ...]  # by place; a preview by the current entries until the field is final
    prizes_final: bool
    entries_status: EntriesStatus
    level: int  # 1-based
    players_left: int
    hand_for_hand: bool
    tables: tuple[TableSummary, ...]  # running only, by table number

    def my_table(self, player: int) -> TableSummary | None:
        """The table where `player` sits now ("My table"), or None."""
        return next((t for t in self.tables if t.stack_of(player) is not None), None)


def prize_preview(entry: int, entries: int) -> tuple[int, ...]:
    """The prizes by place if the field were final now (NK-9.3): the published payout table
    for `entries` entries applied to their pool; nothing below two entries."""
    if entries < 2:
        return ()
    return prizes_for(entry * entries, payout_table(entries))


def lobby(hub_id: int, hub: Hub, tables: Mapping[int, MttTable] | None = None) -> Lobby:
    """The lobby model of tournament `hub_id` (see the module docstring); `tables` its open
    tables by row id (only a running tournament has any)."""
    schedule = hub.schedule
    state = STATES[hub.status]
    running = hub.status == RUNNING
    summaries: list[TableSummary] = []
    for table_id, number in sorted(hub.tables.items(), key=lambda item: item[1]):
        table = None if tables is None else tables.get(table_id)
        if table is None or table.closed or not running:
            continue
        level = schedule.structure.levels[min(table.level, len(schedule.structure.levels) - 1)]
        summaries.append(TableSummary(
            table_id, number, table.players(),
            tuple(SeatSummary(i, s.player, s.name, table.seat_chips(i))
                  for i, s in enumerate(table.seats) if s is not None),
            table.level + 1, level.small_blind, level.big_blind, table.hand_no, table.live,
            table.hold and not table.live))
    open_now = running and hub.entries_open()
    entries = hub.entries()
    prizes = hub.prizes if hub.final else prize_preview(schedule.entry, entries)
    return Lobby(
        hub_id=hub_id, name=schedule.name, mode=schedule.mode, state=state,
        start_at=datetime.fromtimestamp(schedule.start_at, UTC), entry=schedule.entry,
        starting_stack=schedule.starting_stack, table_size=schedule.table_size,
        min_players=schedule.min_players, max_players=schedule.max_players,
        registrants=tuple(Registrant(e.id, e.player, e.name, e.entry, e.status)
                          for e in hub.entrants),
        entries=entries, pool=hub.pool if hub.started else schedule.entry * entries,
        prizes=tuple(prizes), prizes_final=hub.final,
        entries_status=EntriesStatus(
            schedule.late_until, schedule.reentry_until,
            late_open=hub.status == REGISTERING or (
                open_now and hub.level < schedule.late_until),
            reentry_open=open_now and hub.level < schedule.reentry_until),
        level=hub.level + 1,
        players_left=len(hub.alive()) if hub.started else len(
            [e for e in hub.entrants if e.status == REGISTERED]),
        hand_for_hand=hub.hand_for_hand, tables=tuple(summaries),
    )


__all__ = ["EntriesStatus", "Lobby", "Registrant", "SeatSummary", "State",
           "TableSummary", "lobby", "prize_preview"]
