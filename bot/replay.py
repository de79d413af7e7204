"""A finished poker hand, step by step, from the table's stored history (issue 21, `/hand`).

A table's `match_events` rows hold every change with its events; a hand runs from its
``hand`` event to the next one. Only what the table saw is kept: events with a `private_to`
(each seat's hole cards, what a Steal glance or a Sleeve swap showed) are dropped when the
history is read, so a folded or mucked hand can never appear in a replay (NK-4.3). Names come
from the ``sit`` events before the hand (a seat's occupant at the time), and at a tournament's
table from the ``registered`` events too.

Tournament tables (Sit & Go, Spin) replay the same way: their hands are poker hands, with the
tournament's own steps among them — a new blind level (recorded with the deal of the hand it
starts, so it is shown in that hand), who went out in which place and who won.

The lines: a title, who was dealt in, then each action, each street with the board so far,
each shown hand with its category, and who won which pot (main or side, NK-4.1).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from bot.registry import TABLE_PREFIX, TOURNAMENT_PREFIX
from bot.render import tournament as tournament_render
from bot.render.cards import faces
from bot.render.poker import event_lines
from bot.store import EventRecord, Store
from bot.views import Text
from engine.protocol import Event

# Table events that are not part of a hand's play (people coming and going, settings).
_NOT_PLAY: Final = frozenset({"hand", "deal", "pot", "sit", "left", "rebuy", "settings",
                              "closed", "sit_in", "sit_out", "leaving", "invite", "revoke",
                              "registered", "unregistered", "tournament_over"})
# A tournament's steps within a hand, told by `bot.render.tournament`.
_TOURNAMENT_STEPS: Final = frozenset({"level", "eliminated", "winner"})
# The tables whose hands can be replayed: poker tables and tournaments' tables.
REPLAYABLE: Final = (TABLE_PREFIX, TOURNAMENT_PREFIX)


@dataclass(frozen=True, slots=True)
class StoredHand:
    table_id: int
    hand_no: int
    names: Mapping[int, tuple[str, bool]]  # seat -> (name, computer) when the hand began
    dealt: tuple[int, ...]  # the seats dealt in (their cards are not here)
    events: tuple[Event, ...]  # the hand's public events, in order
    finished: bool


def stored_events(record: EventRecord) -> list[Event]:
    """The events of one stored change, as the game made them."""
    return [Event(str(raw["kind"]), raw.get("seat"), raw.get("data") or {},
                  raw.get("private_to")) for raw in json.loads(record.events_json)]


def read_hands(records: Sequence[EventRecord], table_id: int) -> dict[int, StoredHand]:
    """Every hand of a table's history, by hand number."""
    names: dict[int, tuple[str, bool]] = {}
    hands: dict[int, StoredHand] = {}
    current: dict[str, Any] | None = None
    level: list[Event] = []  # a new blind level, for the hand dealt with it

    def close() -> None:
        if current is not None:
            hands[current["no"]] = StoredHand(
                table_id, current["no"], current["names"], tuple(current["dealt"]),
                tuple(current["events"]), current["finished"])

    for record in records:
        for event in stored_events(record):
            if event.kind == "level":
                level = [event]
                continue
            if event.kind == "hand":
                close()
                current = {"no": int(event.data["hand_no"]), "names": dict(names),
                           "dealt": [], "events": list(level), "finished": False}
                level = []
            if event.kind in ("sit", "registered") and event.seat is not None:
                names[int(event.seat)] = (str(event.data.get("name", "?")),
                                          bool(event.data.get("bot", False)))
                if current is not None:
                    current["names"].setdefault(int(event.seat), names[int(event.seat)])
            if current is None:
                continue
            if event.kind == "hole" and event.seat is not None:
                current["dealt"].append(int(event.seat))  # who, never which cards
            if event.private_to is not None:
                continue
            current["events"].append(event)
            if event.kind == "win":
                current["finished"] = True
    close()
    return hands


def pick_hand(hands: Mapping[int, StoredHand], hand_no: int | None) -> StoredHand | None:
    """Hand `hand_no` if it is over, or (None) the last hand that is over."""
    if hand_no is not None:
        hand = hands.get(hand_no)
        return hand if hand is not None and hand.finished else None
    done = [number for number, hand in hands.items() if hand.finished]
    return hands[max(done)] if done else None


async def load_hand(store: Store, table_id: int, hand_no: int | None) -> StoredHand | None:
    """A finished hand of a poker table (None: no such table or no such finished hand)."""
    record = await store.load_match(table_id)
    if record is None or not record.game.startswith(REPLAYABLE):
        return None
    return pick_hand(read_hands(await store.match_events(table_id), table_id), hand_no)


def replay_lines(hand: StoredHand) -> list[Text]:
    """The hand as the table saw it, one sentence per step (see the module docstring)."""
    size = max([*hand.names, *hand.dealt, 0]) + 1
    seats: list[dict[str, Any] | None] = [None] * size
    for seat, (name, bot) in hand.names.items():
        seats[seat] = {"name": name, "bot": bot}
    board = [str(code) for e in hand.events if e.kind == "board"
             for code in e.data.get("cards") or []]
    view = {"seats": seats, "hand": {"board": board, "log": []}}
    lines = [Text("replay-title", {"hand": hand.hand_no, "table": hand.table_id})]
    for seat in sorted(set(hand.dealt)):
        lines.append(Text("replay-dealt", {"seat": seat + 1, "name": _name(seats, seat)}))
    shown_board: list[str] = []
    for event in hand.events:
        if event.kind in _NOT_PLAY:
            continue
        if event.kind == "board":
            shown_board.extend(str(code) for code in event.data.get("cards") or [])
            lines.append(Text("replay-street", {
                "street": str(event.data.get("street", "")),
                "cards": " ".join(faces(shown_board)),
            }))
        elif event.kind in _TOURNAMENT_STEPS:
            lines.extend(tournament_render.event_lines([event], None))
        elif event.kind == "win" and event.seat is not None:
            lines.append(Text("replay-win", {
                "name": _name(seats, int(event.seat)), "amount": int(event.data["amount"]),
                "pot": int(event.data.get("pot", 0)),
            }))
        else:
            lines.extend(event_lines([event], view, None))
    return lines


def _name(seats: Sequence[Mapping[str, Any] | None], seat: int) -> Text | str:
    entry = seats[seat] if seat < len(seats) else None
    if entry is None:
        return "—"
    return Text("seat-bot", {"name": entry["name"]}) if entry["bot"] else str(entry["name"])
