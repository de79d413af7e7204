"""Up/Down views and events as neutral view objects (keys documented in `engine/updown`).

A seat sees: its two cards (and which one it locked), both signals (UD-2.5), the pot, both
stacks, this round's bets, who has locked, whose turn it is, its legal actions with their
bounds as buttons, and the result of each deal (both locked cards, UD-5.1/5.2) and of the
match. Sentences about a seat take ``who`` ("you" or "other") and ``name`` so each language can
conjugate for "you" itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from bot.callbacks import ButtonRef
from bot.i18n import action_key
from bot.render.buttons import ACT, ASK, ButtonIds, plain_id
from bot.render.calls import call_is_everything, without_all_in_that_is_the_call
from bot.render.cards import face
from bot.views import Button, ButtonStyle, CardList, Line, PrivateView, TableView, Text
from engine.protocol import JSON, Event

YOU: Final = "you"
OTHER: Final = "other"
AMOUNT_VERBS: Final = frozenset({"bet", "raise"})

Names = Mapping[int, Text]
View = Mapping[str, JSON]

_STYLES: Final[Mapping[str, ButtonStyle]] = {
    "lock": "primary",
    "check": "secondary",
    "call": "success",
    "bet": "primary",
    "raise": "primary",
    "all_in": "danger",
    "fold": "danger",
}


def names_for(viewer: int, seats: int = 2) -> dict[int, Text]:
    """"You" for the viewer, "Computer" for the other seats (a console or a bot match)."""
    return {seat: Text("ud-you" if seat == viewer else "ud-computer") for seat in range(seats)}


def private_view(
    match_id: int,
    view: View,
    *,
    names: Names | None = None,
    button_id: ButtonIds = plain_id,
) -> PrivateView:
    """What the seat of this private view sees, with one button per legal choice."""
    seat = int(view["seat"])
    who = names if names is not None else names_for(seat)
    lines: list[Line] = [Text("ud-deal-title", {"deal": int(view["deal_no"])})]
    hand = [str(code) for code in view["hand"]]
    if hand:
        lines.append(CardList(tuple(hand), label=Text("ud-your-cards")))
    slot = view["locked_slot"]
    if slot is not None:
        lines.append(Text("ud-you-locked", {"card": face(hand[int(slot)])}))
    lines.extend(_table_lines(view, seat, who))
    buttons: tuple[Button, ...] = ()
    if view["to_act"] == seat:
        buttons = tuple(_buttons(match_id, view, hand, button_id))
    return PrivateView(match_id, seat, tuple(lines), buttons)


def table_view(match_id: int, view: View, names: Names) -> TableView:
    """What everyone may see (no hand, no buttons): for a public table message."""
    lines: list[Line] = [Text("ud-deal-title", {"deal": int(view["deal_no"])})]
    lines.extend(_table_lines(view, None, names))
    return TableView(match_id, tuple(lines))


def event_lines(events: Iterable[Event], viewer: int, names: Names | None = None) -> list[Text]:
    """One sentence per event the viewer may see, in order (antes and signals are shown by
    the view itself, so they are skipped here)."""
    who = names if names is not None else names_for(viewer)
    lines: list[Text] = []
    revealed: list[str] = []
    for event in events:
        if event.private_to not in (None, viewer):
            continue
        data = event.data
        seat = event.seat
        if event.kind == "dealt":
            lines.append(Text("ud-event-drawn", {"cards": _faces(data["drawn"]),
                                                "count": len(data["drawn"])}))
        elif event.kind == "reshuffled":
            lines.append(Text("ud-event-reshuffled", {"count": int(data["stock"])}))
        elif event.kind == "locked" and seat is not None:
            lines.append(Text("ud-event-locked", _actor(seat, viewer, who)))
        elif event.kind in ("check", "fold") and seat is not None:
            lines.append(Text(f"ud-event-{event.kind}", _actor(seat, viewer, who)))
        elif event.kind == "call" and seat is not None:
            amount = int(data["added"])
            lines.append(Text("ud-event-call", {**_actor(seat, viewer, who), "amount": amount}))
        elif event.kind in ("bet", "raise", "all_in") and seat is not None:
            key = "ud-event-all-in" if event.kind == "all_in" else f"ud-event-{event.kind}"
            lines.append(Text(key, {**_actor(seat, viewer, who), "amount": int(data["to"])}))
        elif event.kind == "returned" and seat is not None:
            params = {**_actor(seat, viewer, who), "amount": int(data["amount"])}
            lines.append(Text("ud-event-returned", params))
        elif event.kind == "revealed":
            revealed = [str(code) for code in data["locked"]]
            for card_seat, code in enumerate(revealed):
                params = {**_actor(card_seat, viewer, who), "card": face(code)}
                lines.append(Text("ud-event-revealed", params))
        elif event.kind == "pot_won" and seat is not None:
            params = {**_actor(seat, viewer, who), "amount": int(data["amount"])}
            folded = data.get("folded")
            lines.append(Text("ud-event-won-fold" if folded is not None else "ud-event-won",
                              params))
        elif event.kind == "split":
            lines.append(Text("ud-event-split", {"amount": int(data["pot"])}))
        elif event.kind == "match_over" and seat is not None:
            lines.append(Text("match-won" if seat == viewer else "match-lost"))
    return lines


def match_result(view: View, viewer: int, names: Names | None = None) -> list[Text]:
    """The end of the match for `viewer`: won or lost, and the final chips of every seat."""
    if not view["match_over"]:
        return []
    who = names if names is not None else names_for(viewer)
    winner = view["match_winner"]
    lines = [Text("match-won" if winner == viewer else "match-lost")]
    for seat, stack in enumerate(view["stacks"]):
        lines.append(Text("ud-final-chips", {**_actor(seat, viewer, who), "amount": int(stack)}))
    return lines


def last_deal(view: View, viewer: int, names: Names | None = None) -> list[Text]:
    """The latest finished deal from the view alone (for a screen opened after it ended):
    both locked cards (UD-5.1, UD-5.2), who folded, who won what."""
    result = view["last_result"]
    if not isinstance(result, Mapping):
        return []
    who = names if names is not None else names_for(viewer)
    lines = [Text("ud-last-deal", {"deal": int(result["deal_no"])})]
    for seat, code in enumerate(result["locked"]):
        if code is not None:
            lines.append(Text("ud-event-revealed", {**_actor(seat, viewer, who),
                                                    "card": face(str(code))}))
    folded = result["folded"]
    if folded is not None:
        lines.append(Text("ud-event-fold", _actor(int(folded), viewer, who)))
    winner = result["winner"]
    if winner is None:
        lines.append(Text("ud-event-split", {"amount": int(result["pot"])}))
    else:
        params = {**_actor(int(winner), viewer, who), "amount": int(result["pot"])}
        lines.append(Text("ud-event-won", params))
    return lines


# -- internals -----------------------------------------------------------------------------


def _table_lines(view: View, viewer: int | None, names: Names) -> list[Line]:
    """Signals, pot, stacks, bets, locks and the turn: the public part of every screen."""
    seats = _seat_order(len(view["stacks"]), viewer)
    me = -1 if viewer is None else viewer
    lines: list[Line] = []
    signals = view["signals"]
    if isinstance(signals, Sequence):
        for seat in seats:
            signal = signals[seat]
            lines.append(Text("ud-signal", {**_actor(seat, me, names),
                                            "up": int(signal["up"]),
                                            "down": int(signal["down"])}))
    lines.append(Text("pot", {"amount": int(view["pot"])}))
    for seat in seats:
        lines.append(Text("ud-stack", {**_actor(seat, me, names),
                                       "amount": int(view["stacks"][seat])}))
    phase = view["phase"]
    if phase == "lock":
        for seat in seats:
            key = "ud-has-locked" if view["locked"][seat] else "ud-not-locked"
            lines.append(Text(key, _actor(seat, me, names)))
    elif phase == "bet":
        for seat in seats:
            if int(view["street"][seat]) > 0:
                lines.append(Text("ud-round-bet", {**_actor(seat, me, names),
                                                   "amount": int(view["street"][seat])}))
    to_act = view["to_act"]
    if to_act is not None:
        if to_act == viewer:
            lines.append(Text("your-turn"))
            to_call = view.get("to_call")
            if isinstance(to_call, int) and to_call > 0:
                lines.append(Text("ud-to-call", {"amount": to_call}))
        else:
            lines.append(Text("turn-of", {"name": names[int(to_act)]}))
    return lines


def _buttons(match_id: int, view: View, hand: list[str],
             button_id: ButtonIds) -> Iterable[Button]:
    deal_no, seq = int(view["deal_no"]), int(view["seq"])

    def ref(tag: str, verb: str, arg: int | None = None) -> str:
        return button_id(ButtonRef(tag, match_id, deal_no, seq, verb, arg))

    legal = without_all_in_that_is_the_call(view["legal"], in_front(view))
    call_all_in = call_is_everything(legal)
    for row, option in enumerate(legal):
        kind = str(option["kind"])
        style = _STYLES.get(kind, "secondary")
        low, high = option["min"], option["max"]
        if kind == "lock":
            for slot in option["choices"]:
                params: dict[str, Any] = {"card": face(hand[int(slot)]), "slot": int(slot) + 1}
                yield Button("ud-button-lock", ref(ACT, kind, int(slot)), params, style, row)
        elif kind in AMOUNT_VERBS and low is not None and high is not None:
            if low == high:
                yield Button(f"action-{kind}-amount" if kind == "bet" else "action-raise-to",
                             ref(ACT, kind, int(low)), {"amount": int(low)}, style, row)
            else:
                yield Button(f"ud-button-{kind}-range", ref(ASK, kind),
                             {"min": int(low), "max": int(high)}, style, row)
        elif kind == "call" and low is not None:
            yield Button("action-call-amount", ref(ACT, kind),
                         {"amount": int(low), "all_in": int(call_all_in)}, style, row)
        elif kind == "all_in" and high is not None:
            yield Button("ud-button-all-in", ref(ACT, kind), {"amount": int(high)}, style, row)
        else:
            yield Button(action_key(kind), ref(ACT, kind), {}, style, row)


def in_front(private: View) -> int:
    """What the seat of a match's private view has bet in this round (0 in a game whose view
    has no round bets, As-Nas)."""
    street = private.get("street")
    return int(street[int(private["seat"])]) if isinstance(street, list) else 0


def pot_presets(low: int, high: int, private: View) -> list[tuple[str, int]]:
    """Half pot and pot as raise-to totals for a bet/raise between `low` and `high`, for chat
    buttons: ``[("half-pot", 11), ("pot", 18)]``, kept only strictly inside the bounds and
    distinct (the bounds have their own buttons). A pot-sized raise-to is the current bet plus
    the pot after calling (`private` is the acting seat's private view)."""
    pot = int(private.get("pot") or 0)
    current = int(private.get("current_bet") or 0)
    to_call = int(private.get("to_call") or 0)
    chosen: list[tuple[str, int]] = []
    for name, share in (("half-pot", 0.5), ("pot", 1.0)):
        amount = current + int((pot + to_call) * share)
        if low < amount < high and amount not in {a for _, a in chosen}:
            chosen.append((name, amount))
    return chosen


def _actor(seat: int, viewer: int, names: Names) -> dict[str, str | Text]:
    return {"who": YOU if seat == viewer else OTHER, "name": names[seat]}


def _seat_order(seats: int, viewer: int | None) -> list[int]:
    """The viewer first, then the others in seat order."""
    order = list(range(seats))
    if viewer is not None and viewer in order:
        order.remove(viewer)
        order.insert(0, viewer)
    return order


def _faces(codes: JSON) -> str:
    return " ".join(face(str(code)) for code in codes)
