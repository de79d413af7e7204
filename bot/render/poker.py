"""Poker tables as neutral view objects (Hold'em, Omaha, Naiko): keys of `Table.public_view()`.

A seat sees the board, its own cards, every seat's chips, bet and state (folded, all-in,
sitting out, BOT), the pots, whose turn it is, and on its turn one button per legal action with
its min/max, plus preset sizes (minimum, half pot, pot, all-in) for bets and raises. Buttons
carry (table, hand, hand action sequence) so a stale click is refused. Names are user data,
shown as they are (computers through `seat-bot`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

from bot.callbacks import ButtonRef
from bot.i18n import action_key
from bot.render.buttons import ACT, ASK, ButtonIds, plain_id
from bot.render.calls import call_is_everything, without_all_in_that_is_the_call
from bot.render.cards import face, faces
from bot.views import Button, ButtonStyle, CardList, Line, PrivateView, TableView, Text
from engine.evaluation import category
from engine.naiko.powers import COSTS
from engine.protocol import JSON, Event

View = Mapping[str, Any]
AMOUNT_VERBS: Final = frozenset({"bet", "raise"})
CHOICE_VERBS: Final = frozenset({"swap", "anchor"})  # the button's argument is the choice
_BET_EVENTS: Final = frozenset({"check", "call", "bet", "raise", "all_in", "fold", "post"})
_BOARD_SIZE: Final = {"flop": 3, "turn": 4, "river": 5}
# Naiko's power verbs whose public event says only that the power was used (what it showed is
# private: NK-6.1, NK-6.2).
_QUIET_POWERS: Final = frozenset({"glance", "swap"})


def seat_name(view: View, seat: int, viewer: int | None = None) -> Text | str:
    """"You" for the viewer, "<name> (BOT)" for a computer, else the player's own name."""
    if seat == viewer:
        return Text("poker-you")
    entry = view["seats"][seat]
    if entry is None:
        return "—"
    name = str(entry["name"])
    return Text("seat-bot", {"name": name}) if entry["bot"] else name


def table_view(table_id: int, view: View) -> TableView:
    """What everyone may see (no hole cards, no buttons)."""
    return TableView(table_id, tuple(_lines(view, None)))


def private_view(
    table_id: int, view: View, *, button_id: ButtonIds = plain_id, explain: bool = False
) -> PrivateView:
    """What the seat of this private view sees, with its buttons when it is its turn.
    `explain` spells out each power of the carousel with its cost and effect (a front end
    with room for it: the console)."""
    seat = int(view["seat"])
    lines = _lines(view, seat, explain=explain)
    hand = view.get("hand") or {}
    hole = [str(code) for code in hand.get("hole", [])]
    if hole:
        lines.insert(1, CardList(tuple(hole), label=Text("poker-your-cards")))
    lines.extend(naiko_private_lines(hand))
    buttons: tuple[Button, ...] = ()
    if view["to_act"] == seat and hand.get("legal"):
        buttons = tuple(_buttons(table_id, view, hand, button_id))
    return PrivateView(table_id, seat, tuple(lines), buttons)


def presets(hand: View, option: Mapping[str, JSON], seat: int) -> list[tuple[str, int]]:
    """Preset raise-to amounts for a bet/raise option: minimum, half pot, pot, all-in; each
    clamped into the option's bounds, duplicates dropped. The pot counts every chip put in plus
    the call (the pot-limit measure, NK-3.3)."""
    low, high = int(option["min"]), int(option["max"])
    current = int(hand["current_bet"])
    mine = int(hand["seats"][seat]["bet"])
    pot = sum(int(entry["total"]) for entry in hand["seats"]) + (current - mine)
    sizes = [
        ("poker-preset-min", low),
        ("poker-preset-half-pot", current + pot // 2),
        ("poker-preset-pot", current + pot),
        ("poker-preset-max", high),
    ]
    out: list[tuple[str, int]] = []
    for key, size in sizes:
        amount = min(max(size, low), high)
        if all(amount != taken for _, taken in out):
            out.append((key, amount))
    return out


def event_lines(events: Iterable[Event], view: View, viewer: int | None) -> list[Text]:
    """One sentence per event the viewer may see, in order. The viewer's own moves read in
    the second person ("You call (20).", the ``poker-event-you-*`` forms); a spectator
    (`viewer` None) reads every name. A new street shows the whole board so far; a showdown
    names each shown hand and the hand that won; every power used is said (NK-5, NK-6: what
    a glance or a swap showed stays with its user)."""
    lines: list[Text] = []
    events = list(events)
    # Each shown hand's rank: from these events, or from the hand's log in the view (a front
    # end may pass the events one at a time).
    log = (view.get("hand") or {}).get("log") or []
    shown = {int(r["seat"]): int(r["rank"]) for r in log
             if r.get("kind") == "show" and r.get("seat") is not None and "rank" in r}
    shown.update({int(e.seat): int(e.data["rank"]) for e in events
                  if e.kind == "show" and e.seat is not None and "rank" in e.data})
    for event in events:
        if event.private_to is not None and event.private_to != viewer:
            continue
        data = dict(event.data)
        you = viewer is not None and event.seat == viewer
        who = seat_name(view, event.seat) if event.seat is not None else None

        def text(key: str, params: dict[str, str | int | Text], own: bool = you) -> Text:
            return Text(key.replace("poker-event-", "poker-event-you-", 1) if own else key,
                        params)

        kind = event.kind
        if kind in _BET_EVENTS and who is not None:
            amount = int(data.get("to", data.get("amount", 0)))
            lines.append(text("poker-event-" + kind.replace("_", "-"),
                              {"name": who, "amount": amount}))
        elif kind == "board":
            lines.append(Text("poker-event-board",
                              {"cards": " ".join(faces(_board_so_far(view, data)))}))
        elif kind == "show" and who is not None:
            params: dict[str, str | int | Text] = {
                "name": who, "cards": " ".join(faces(data.get("cards") or []))}
            if "rank" in data:
                params["hand"] = Text(category(int(data["rank"])).key)
                lines.append(text("poker-event-show-hand", params))
            else:
                lines.append(text("poker-event-show", params))
        elif kind == "win" and who is not None:
            params = {"name": who, "amount": int(data.get("amount", 0))}
            side = int(data.get("pot", 0))  # a side pot says which (the main pot needs not)
            suffix = "-side" if side else ""
            if side:
                params["pot"] = side
            rank = shown.get(int(event.seat)) if event.seat is not None else None
            if rank is not None:
                params["hand"] = Text(category(rank).key)
                lines.append(text("poker-event-win-hand" + suffix, params))
            else:
                lines.append(text("poker-event-win" + suffix, params))
        elif kind == "return" and who is not None:
            lines.append(text("poker-event-return",
                              {"name": who, "amount": int(data["amount"])}))
        elif kind == "hand":
            lines.append(Text("poker-event-hand", {"hand": int(data["hand_no"])}))
        elif kind in ("sit", "rebuy", "left") and who is not None:
            lines.append(text("poker-event-" + kind, {"name": who, "chips": int(data["chips"])}))
        elif kind in ("timeout", "sit_out", "sit_in", "leaving") and who is not None:
            lines.append(text("poker-event-" + kind.replace("_", "-"), {"name": who}))
        elif kind == "closed":
            lines.append(Text("poker-event-closed"))
        elif who is not None and event.seat is not None:
            lines.extend(_power_line(view, kind, int(event.seat), data, viewer))
    return lines


def _board_so_far(view: View, data: Mapping[str, Any]) -> list[str]:
    """The whole board up to the street this event dealt (the view holds the hand's board,
    perhaps with later streets already dealt in the same change)."""
    hand = view.get("hand") or {}
    board = [str(code) for code in hand.get("board") or []]
    size = _BOARD_SIZE.get(str(data.get("street")), 0)
    new = [str(code) for code in data.get("cards") or []]
    if len(board) >= size and board[size - len(new):size] == new:
        return board[:size]
    return new


def _power_line(
    view: View, kind: str, seat: int, data: Mapping[str, Any], viewer: int | None
) -> list[Text]:
    """The public sentence of a power used (NK-5, NK-6), or the private line of what this
    seat's own glance or swap showed it; nothing for events that are not powers."""
    you = seat == viewer
    name = seat_name(view, seat)
    if kind == "glance_card":
        return [Text("poker-glance-card", {"card": face(str(data["card"]))})]
    if kind == "swap_card":
        return [Text("poker-swap-card",
                     {"old": face(str(data["old"])), "new": face(str(data["new"]))})]
    if kind in _QUIET_POWERS:
        key = "naiko-event-you-power" if you else "naiko-event-power"
        return [Text(key, {"name": name, "power": Text("naiko-power-" + kind),
                           "sparks": Text("naiko-sparks", {"count": int(data.get("cost", 0))})})]
    if kind in ("anchor", "shield", "decline") and data.get("target") is not None:
        target = int(data["target"])
        form = "you" if you else ("at-you" if target == viewer else "other")
        return [Text("naiko-event-" + kind, {
            "name": name, "target": seat_name(view, target), "form": form,
            "sparks": Text("naiko-sparks", {"count": int(data.get("cost", 0))}),
        })]
    return []


def _lines(view: View, viewer: int | None, *, explain: bool = False) -> list[Line]:
    config = view["config"]
    lines: list[Line] = [
        Text("poker-title", {
            "hand": int(view["hand_no"]), "mode": Text("poker-mode-" + str(view["mode"])),
            "small": int(config["small_blind"]), "big": int(config["big_blind"]),
        })
    ]
    hand = view.get("hand")
    live = bool(view["live"]) and hand is not None
    if hand is not None:
        board = [str(code) for code in hand["board"]]
        if board:
            lines.append(CardList(tuple(board), label=Text("poker-board")))
        # One definition on every street: every chip in the middle, this round's bets
        # included; side pots (NK-4.1) as formed by the earlier rounds.
        total = int(hand.get("pot_total", sum(int(e["total"]) for e in hand["seats"])))
        if total and live:
            lines.append(Text("poker-pot", {"amount": total, "index": 0}))
        for index, pot in enumerate(hand["pots"]):
            if index and int(pot["amount"]) and live:
                lines.append(Text("poker-side-pot", {"amount": int(pot["amount"]),
                                                     "index": index}))
    for index, entry in enumerate(view["seats"]):
        if entry is None:
            continue
        lines.append(_seat_line(view, index, viewer, hand))
    if hand is not None:
        lines.extend(naiko_lines(view, hand, viewer, explain=explain))
    if live and view["to_act"] is not None:
        seat = int(view["to_act"])
        key = "your-turn" if seat == viewer else "turn-of"
        lines.append(Text(key, {"name": seat_name(view, seat, viewer)}))
    return lines


def naiko_lines(
    view: View, hand: View, viewer: int | None, *, explain: bool = False
) -> list[Text]:
    """Naiko's public state: the hand's carousel (NK-5.3), each dealt seat's sparks (NK-5.1) and
    an open Seal shield window (NK-6.4). Nothing for Hold'em and Omaha (NK-1.4). `explain`
    adds each power's cost and effect (NK-6) under the carousel."""
    carousel = [str(power) for power in hand.get("carousel") or []]
    if not carousel:
        return []
    names = [Text("naiko-power-" + power) for power in carousel]
    lines = [Text("naiko-carousel", dict(zip(("first", "second", "third"), names, strict=True)))]
    if explain:
        lines.extend(
            Text("naiko-power-line", {
                "power": Text("naiko-power-" + power),
                "sparks": Text("naiko-sparks", {"count": COSTS[power]}),
                "effect": Text("naiko-power-effect-" + power),
            })
            for power in carousel
        )
    for seat, entry in enumerate(hand["seats"]):
        if entry.get("in_hand") and view["seats"][seat] is not None:
            sparks = Text("naiko-sparks", {"count": int(entry.get("sparks", 0))})
            lines.append(Text("naiko-seat-sparks", {
                "name": seat_name(view, seat, viewer), "sparks": sparks,
                "you": "yes" if seat == viewer else "no",
            }))
    window = hand.get("window")
    if window and viewer is not None and int(window["target"]) == viewer:
        lines.append(Text("poker-anchor-window-you", {
            "by": seat_name(view, int(window["by"]), viewer), "seconds": int(window["seconds"]),
        }))
    elif window:
        lines.append(Text("poker-anchor-window", {
            "name": seat_name(view, int(window["target"]), viewer),
            "by": seat_name(view, int(window["by"]), viewer),
            "seconds": int(window["seconds"]),
        }))
    return lines


def naiko_private_lines(hand: View) -> list[Text]:
    """What this seat's own Steal glance and Sleeve swap showed it (private, NK-6.1, NK-6.2)."""
    lines: list[Text] = []
    glance = hand.get("glance")
    if glance:
        key = "naiko-glance-stale" if glance.get("stale") else "poker-glance-card"
        lines.append(Text(key, {"card": face(str(glance["card"]))}))
    swap = hand.get("swap")
    if swap:
        lines.append(Text("poker-swap-card",
                          {"old": face(str(swap["old"])), "new": face(str(swap["new"]))}))
    return lines


def _seat_line(view: View, seat: int, viewer: int | None, hand: View | None) -> Text:
    """A seat's chips and state; `hand` is the hand in play or, once it is over, the last one
    (so its result stays readable: who folded, who showed what, the dealer)."""
    entry = view["seats"][seat]
    live = bool(view["live"])
    dealt = hand is not None and bool(entry.get("dealt", hand["seats"][seat]["in_hand"]))
    info = hand["seats"][seat] if hand is not None and dealt else None
    state = "playing"
    bet = 0
    if entry["sitting_out"]:
        state = "sitting-out"
    elif info is None:
        # sat down during or after that hand (or none dealt yet); NK-7.1: some wait for the BB
        state = "waiting-bb" if entry.get("waits_bb") else "waiting"
    elif info["cards"]:
        state = "shown"
    elif info["folded"]:
        state = "folded"
    elif live and info["all_in"]:
        state = "all-in"
    if info is not None and live:
        bet = int(info["bet"])
    dealer = hand is not None and info is not None and hand["button"] == seat
    return Text("poker-seat", {
        "seat": seat + 1, "name": seat_name(view, seat, viewer), "chips": int(entry["chips"]),
        "bet": bet, "state": state, "button": "yes" if dealer else "no",
        "cards": " ".join(faces(info["cards"] or [])) if info is not None else "",
    })


def _buttons(table_id: int, view: View, hand: View, button_id: ButtonIds) -> Iterable[Button]:
    seat = int(view["seat"])
    hand_no, hand_seq = int(view["hand_no"]), int(view["hand_seq"])
    all_in = {int(o["max"]) for o in hand["legal"] if o["kind"] == "all_in"}
    legal = without_all_in_that_is_the_call(hand["legal"], int(hand["seats"][seat]["bet"]))
    call_all_in = call_is_everything(legal)
    for row, option in enumerate(legal):
        kind = str(option["kind"])
        if kind in AMOUNT_VERBS:
            for key, amount in presets(hand, option, seat):
                if amount in all_in:
                    continue  # the all-in button says it already
                ref = ButtonRef(ACT, table_id, hand_no, hand_seq, kind, amount)
                yield Button(key, button_id(ref), {"amount": amount}, "primary", row)
            if int(option["min"]) == int(option["max"]):
                continue  # one amount: its preset (or the all-in) is the button; none to ask
            ref = ButtonRef(ASK, table_id, hand_no, hand_seq, kind)
            yield Button(
                "poker-button-" + kind + "-range", button_id(ref),
                {"min": int(option["min"]), "max": int(option["max"])}, "secondary", row,
            )
            continue
        if kind in CHOICE_VERBS:  # one button per card slot (swap) or target seat (anchor)
            for choice in option.get("choices") or []:
                ref = ButtonRef(ACT, table_id, hand_no, hand_seq, kind, int(choice))
                key, choice_params = _choice_label(view, kind, int(choice))
                yield Button(key, button_id(ref), choice_params, row=row)
            continue
        params: dict[str, str | int | Text] = {}
        label = action_key(kind)
        if kind == "call":
            label, params = "action-call-amount", {"amount": int(option["min"]),
                                                   "all_in": int(call_all_in)}
        elif kind == "all_in":
            params = {"amount": int(option["max"])}
            label = "poker-button-all-in"
        style: ButtonStyle = "danger" if kind in ("fold", "all_in") else "success"
        ref = ButtonRef(ACT, table_id, hand_no, hand_seq, kind)
        yield Button(label, button_id(ref), params, style, row)


def _choice_label(view: View, kind: str, choice: int) -> tuple[str, dict[str, str | int | Text]]:
    if kind == "swap":  # the slot, never the card: a group may see the buttons
        return "poker-swap-slot", {"slot": choice + 1}
    return "poker-anchor-seat", {"name": seat_name(view, choice)}


__all__ = ["event_lines", "face", "presets", "private_view", "seat_name", "table_view"]
