"""Scheduled multi-table tournaments as neutral view objects, for every front end: the terms
(NK-7.5, NK-9.3, NK-9.8), the prize table, the tournament's events (moves and breaks, the field
closing, hand-for-hand, entries, places), and the summary of every table (the console's
"tables"; a chat front end's tournament message).

Reads `Hub.view(...)` and the events of `MttService` outcomes; every sentence is a message
key. The start time is shown in the reader's time zone when known, else UTC.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.render.tournament import event_lines as sitngo_event_lines
from bot.tournaments.schedule import Schedule
from bot.views import Text
from engine.protocol import Event

View = Mapping[str, Any]


def start_time(start_at: float, zone: str | None = None) -> str:
    """"2026-12-01 21:30 UTC", or in `zone` ("Europe/Helsinki") when it is known."""
    tz: dt.tzinfo = dt.UTC
    name = "UTC"
    if zone:
        with contextlib.suppress(ZoneInfoNotFoundError, ValueError):
            tz, name = ZoneInfo(zone), zone
    when = dt.datetime.fromtimestamp(start_at, tz)
    return f"{when:%Y-%m-%d %H:%M} {name}"


def countdown(start_at: float, now: float) -> Text:
    left = max(0, int(start_at - now))
    return Text("mtt-countdown", {"hours": left // 3600, "minutes": left % 3600 // 60})


def terms(schedule: Schedule, *, zone: str | None = None, start: str | None = None
          ) -> list[Text]:
    """What a scheduled tournament is before anyone registers (`start`: the start time as the
    platform shows it, else `start_time` in `zone`)."""
    structure = schedule.structure
    lines = [
        Text("mtt-terms", {
            "mode": Text("poker-mode-" + schedule.mode), "entry": schedule.entry,
            "stack": schedule.starting_stack, "size": schedule.table_size,
            "minimum": schedule.min_players,
            "start": start if start is not None else start_time(schedule.start_at, zone)}),
        Text("mtt-terms-blinds-" + structure.unit, {"length": structure.length}),
        Text("mtt-terms-paid"),
    ]
    if schedule.late_until:
        lines.append(Text("mtt-terms-late", {"level": schedule.late_until}))
    if schedule.reentry_until:
        lines.append(Text("mtt-terms-reentry", {"level": schedule.reentry_until}))
    return lines


def prize_lines(view: View) -> list[Text]:
    """The payout table as fixed when the field is final (NK-9.3): places with equal prizes
    in one line."""
    prizes = [int(p) for p in view["prizes"]]
    if not prizes:
        return []
    lines = [Text("mtt-prizes-title", {"paid": len(prizes), "pool": int(view["pool"]),
                                       "entries": int(view["entries"])})]
    start = 0
    while start < len(prizes):
        end = start
        while end + 1 < len(prizes) and prizes[end + 1] == prizes[start]:
            end += 1
        if end == start:
            lines.append(Text("tourney-place-prize", {"place": start + 1,
                                                      "prize": prizes[start]}))
        else:
            lines.append(Text("mtt-prize-range", {"first": start + 1, "last": end + 1,
                                                  "prize": prizes[start]}))
        start = end + 1
    return lines


def summary(view: View, my_table: int | None = None, most: int | None = None) -> list[Text]:
    """The tournament at a glance and one line per table (the reader's marked); with `most`,
    that many table lines at the most and how many tables are left out."""
    lines = [Text("mtt-summary", {
        "level": int(view["level"]), "small": int(view["small_blind"]),
        "big": int(view["big_blind"]), "left": int(view["players_left"]),
        "average": int(view["average_stack"]), "pool": int(view["pool"]),
        "tables": len(view["tables"])})]
    if view["hand_for_hand"]:
        lines.append(Text("mtt-summary-hand-for-hand"))
    rows = list(view["tables"])
    for row in rows[:most]:
        key = "mtt-summary-table-you" if row["id"] == my_table else "mtt-summary-table"
        lines.append(Text(key, {"table": int(row["table"]), "players": int(row["players"]),
                                "hand": int(row["hand_no"]), "largest": int(row["largest"])}))
    if most is not None and len(rows) > most:
        lines.append(Text("mtt-summary-more-tables", {"count": len(rows) - most}))
    return lines


def event_lines(events: Iterable[Event], player: int | None) -> list[Text]:
    """The tournament's own events as `player` reads them (None: a spectator): a move is
    told to the player moved as where to go, to the others as who came or left."""
    lines: list[Text] = []
    for event in events:
        data = event.data
        mine = player is not None and data.get("player") == player
        kind = event.kind
        if kind == "mtt_started":
            lines.append(Text("mtt-event-started", {
                "entries": int(data["entries"]), "tables": int(data["tables"]),
                "pool": int(data["pool"])}))
        elif kind == "field_final":
            lines.append(Text("mtt-event-field-final", {
                "entries": int(data["entries"]), "pool": int(data["pool"]),
                "paid": len(data["prizes"])}))
        elif kind == "moved_in":
            if mine:
                lines.append(Text("mtt-event-moved-you", {"table": int(data["to_table"]),
                                                          "seat": int(data["seat"]) + 1}))
            else:
                lines.append(Text("mtt-event-moved-in", {"name": str(data["name"]),
                                                         "from": int(data["from_table"])}))
        elif kind == "moved_out" and not mine:
            lines.append(Text("mtt-event-moved-out", {"name": str(data["name"]),
                                                      "to": int(data["to_table"])}))
        elif kind == "table_broken":
            lines.append(Text("mtt-event-broken", {"table": int(data["table"])}))
        elif kind == "final_table":
            lines.append(Text("mtt-event-final-table", {"table": int(data["table"])}))
        elif kind == "hand_for_hand":
            lines.append(Text("mtt-event-hand-for-hand", {"left": int(data["players_left"])}))
        elif kind == "hand_for_hand_over":
            lines.append(Text("mtt-event-hand-for-hand-over"))
        elif kind == "entered":
            key = "mtt-event-re-entry" if int(data["entry"]) > 1 else "mtt-event-late-entry"
            lines.append(Text(key, {"name": str(data["name"]), "table": int(data["table"]),
                                    "pool": int(data["pool"])}))
        elif kind == "busted":
            lines.append(Text("mtt-event-busted", {"name": str(data["name"])}))
        elif kind == "tournament_cancelled" and data.get("why") == "minimum":
            lines.append(Text("mtt-event-cancelled-minimum", {"minimum": int(data["minimum"])}))
        elif kind == "tournament_over":
            lines.append(Text("mtt-event-over", {"winner": str(data["winner"])}))
        elif kind in ("eliminated", "winner"):
            if data.get("place") is None:
                lines.append(Text("mtt-event-out-pending", {"name": str(data["name"])}))
                continue
            seat = 0 if mine else None  # the Sit & Go renderer's "you" is by seat
            lines.extend(sitngo_event_lines([Event(kind, seat, data)], seat))
        elif kind in ("registered", "tournament_cancelled", "level"):
            lines.extend(sitngo_event_lines([Event(kind, None, data)], None))
    return lines
