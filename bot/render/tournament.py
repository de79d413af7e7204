"""Tournaments as neutral view objects: the terms (NK-9.3, NK-9.4), the status line shown with
every table view (level, blinds, the next level and the time or hands to it, players left,
average stack, the reader's place), the tournament's own events, and the results.
Computer seats are named with the `seat-bot` mark, as at the tables.

Reads `TournamentTable.tournament_view(now)` and the format; every sentence is a message key.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Any

from bot.callbacks import ButtonRef
from bot.render.buttons import ButtonIds
from bot.tournaments.formats import Format
from bot.tournaments.table import TournamentTable
from bot.views import Button, ButtonStyle, Text
from engine.protocol import Event

View = Mapping[str, Any]


def terms(fmt: Format) -> list[Text]:
    """What a tournament is before anyone registers: entry, stack, levels, prizes."""
    structure = fmt.structure
    lines = [Text("tourney-terms", {
        "kind": Text("tourney-kind-" + fmt.kind), "seats": fmt.seats, "entry": fmt.entry,
        "stack": fmt.starting_stack, "length": structure.length,
        "unit": structure.unit,
    })]
    if fmt.spin_table is None:
        lines.append(_split_line(fmt.split()))
        return lines
    table = fmt.spin_table
    lines.append(Text("tourney-spin-table-title", {"total": table.total}))
    lines.extend(
        Text("tourney-spin-row", {"times": row.times, "weight": row.weight,
                                  "total": table.total})
        for row in table.rows
    )
    expected = table.expected()  # an exact Fraction (7/2): shown as a decimal, "3.5×"
    times = (Decimal(expected.numerator) / Decimal(expected.denominator)).quantize(Decimal("0.01"))
    lines.append(Text("tourney-spin-expected", {
        "times": times.normalize(), "pool": int(fmt.expected_pool())}))
    lines.append(Text("tourney-spin-split"))
    return lines


# The lobby's buttons: their verbs, under the tag each platform routes to its lobby handler.
REGISTER, UNREGISTER, START, CANCEL = "reg", "unreg", "start", "cancel"
LOBBY_EVENTS = frozenset({"tournament_start", "tournament_cancelled"})


def lobby(
    table: TournamentTable, table_id: int, names: str, events: Iterable[Event], *,
    tag: str, ids: ButtonIds,
) -> tuple[list[Text], list[Button]]:
    """A tournament's lobby message, the same on every platform: the terms, who registered
    (`names`: the registered people's names, already joined and escaped the platform's way),
    the start or the cancel once they happened; and while it registers the buttons Register
    and Unregister (row 0), Start (when BOTs may fill seats) and Call it off (row 1)."""
    fmt = table.format
    lines = terms(fmt)
    if not table.started:
        lines.append(Text("chat-tourney-registered", {
            "count": len(table.registered()), "seats": fmt.seats, "names": names}))
    lines.extend(event_lines([e for e in events if e.kind in LOBBY_EVENTS], None))
    if table.started or table.closed:
        return lines, []

    def button(key: str, verb: str, style: ButtonStyle, row: int, **params: int) -> Button:
        return Button(key, ids(ButtonRef(tag, table_id, 0, 0, verb, None)), params, style, row)

    buttons = [button("chat-tourney-register", REGISTER, "primary", 0, entry=fmt.entry),
               button("chat-tourney-unregister", UNREGISTER, "secondary", 0)]
    if fmt.bots_allowed:
        buttons.append(button("chat-tourney-start", START, "success", 1))
    buttons.append(button("chat-tourney-cancel", CANCEL, "danger", 1))
    return lines, buttons


def _split_line(split: Iterable[int]) -> Text:
    return _per_place([Text("tourney-place-share", {"place": place, "percent": percent})
                       for place, percent in enumerate(split, start=1)])


def _per_place(places: list[Text]) -> Text:
    """One, two or three places in a sentence (NK-9.3 and NK-9.4 pay at most three)."""
    params: dict[str, Text | str | int] = {f"p{i}": p for i, p in enumerate(places, start=1)}
    return Text(f"tourney-prizes-{len(places)}", params)


def status(view: View, seat: int | None) -> Text:
    """One line: level, blinds, next level and time to it, players left, average, place."""
    place = next((p for s, p in view["standing"] if s == seat), None)
    to_next = view["to_next"]
    if to_next is None:
        upcoming = Text("tourney-last-level")
    else:
        upcoming = Text("tourney-next-level", {
            "small": int(view["next_small_blind"]), "big": int(view["next_big_blind"]),
            "when": _when(str(view["unit"]), int(to_next)),
        })
    params: dict[str, Text | str | int] = {
        "level": int(view["level"]), "small": int(view["small_blind"]),
        "big": int(view["big_blind"]), "next": upcoming, "left": int(view["players_left"]),
        "average": int(view["average_stack"]),
    }
    if place is None:
        return Text("tourney-status", params)
    params["place"] = int(place)
    return Text("tourney-status-place", params)


def _when(unit: str, to_next: int) -> Text:
    if unit == "hands":
        return Text("tourney-in-hands", {"count": to_next})
    return Text("tourney-in-minutes", {"minutes": to_next // 60, "seconds": to_next % 60})


def event_lines(events: Iterable[Event], viewer: int | None) -> list[Text]:
    """The tournament's own events (the poker events are `bot.render.poker.event_lines`)."""
    lines: list[Text] = []
    for event in events:
        data = event.data
        you = viewer is not None and event.seat == viewer
        if event.kind == "registered":
            lines.append(Text("tourney-event-registered", {"name": str(data["name"])}))
        elif event.kind == "tournament_start":
            lines.append(Text("tourney-event-start", {"pool": int(data["pool"]),
                                                      "times": int(data["multiplier"])}))
            lines.append(_prize_amounts([int(p) for p in data["prizes"]]))
        elif event.kind == "tournament_cancelled":
            lines.append(Text("tourney-event-cancelled"))
        elif event.kind == "level":
            lines.append(Text("tourney-event-level", {
                "level": int(data["level"]), "small": int(data["small_blind"]),
                "big": int(data["big_blind"])}))
        elif event.kind in ("eliminated", "winner"):
            key = "tourney-event-you-" if you else "tourney-event-"
            lines.append(Text(key + event.kind, {
                "name": _name(str(data["name"]), bool(data.get("bot", False))),
                "place": int(data["place"]),
                "prize": int(data["prize"]), "shared": int(data["shared"])}))
    return lines


def _name(name: str, bot: bool) -> Text | str:
    """A seat's name as the tables show it: a computer's carries the `seat-bot` mark."""
    return Text("seat-bot", {"name": name}) if bot else name


def _prize_amounts(prizes: list[int]) -> Text:
    return _per_place([Text("tourney-place-prize", {"place": place, "prize": prize})
                       for place, prize in enumerate(prizes, start=1)])


def results(view: View, viewer_player: int | None) -> list[Text]:
    """The results screen: every place with its name and prize, best first."""
    lines = [Text("tourney-results-title", {"kind": Text("tourney-kind-" + str(view["kind"])),
                                            "pool": int(view["pool"])})]
    for result in sorted(view["results"], key=lambda r: (int(r["place"]), int(r["seat"]))):
        mine = viewer_player is not None and result["player"] == viewer_player
        lines.append(Text("tourney-result-you" if mine else "tourney-result", {
            "place": int(result["place"]),
            "name": _name(str(result["name"]), result["player"] is None),
            "prize": int(result["prize"]), "shared": int(result["shared"]),
        }))
    return lines
