"""As-Nas views and events as neutral view objects (keys documented in `engine/asnas/state.py`).

A seat sees: its hand only once it has looked (AN-2.5), every seat's stake, folds and score,
the pot and the highest stake with its cap (AN-3), the dealer, whose turn it is, its legal
actions as buttons, and after each deal the hands of the players who reached the showdown
(never a folded hand, AN-5.3), who won what (exact shares, AN-5.1) and the score table; at
the end the ranking, shared places marked (AN-1.1). Cards are named by message keys
(``asnas-card-as`` …), so each language writes them in its own script. Sentences about a seat
take ``who`` ("you" or "other") and ``name`` so each language can conjugate for "you" itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Final

from bot.callbacks import ButtonRef
from bot.i18n import Localizer, action_key
from bot.render.buttons import ACT, ButtonIds, plain_id
from bot.views import Button, ButtonStyle, Line, PrivateView, TableView, Text
from engine.cards import parse_card
from engine.errors import RuleError
from engine.protocol import JSON, Event

YOU: Final = "you"
OTHER: Final = "other"
HAND_SIZE: Final = 5
# Card code prefix -> message key (AN-2.1, the codes of `engine.cards.ASNAS_20`).
CARD_KEYS: Final[Mapping[str, str]] = {
    "As": "asnas-card-as",
    "Sh": "asnas-card-sh",
    "Bi": "asnas-card-bi",
    "Sa": "asnas-card-sa",
    "Ko": "asnas-card-ko",
}

Names = Mapping[int, Text]
View = Mapping[str, JSON]

_STYLES: Final[Mapping[str, ButtonStyle]] = {
    "look": "primary",
    "hold": "secondary",
    "call": "success",
    "raise": "primary",
    "fold": "danger",
}
_DID: Final[Mapping[str, str]] = {
    "hold": "an-event-hold",
    "call": "an-event-call",
    "raise": "an-event-raise",
    "fold": "an-event-fold",
}


def names_for(viewer: int, seats: int = 4) -> dict[int, Text]:
    """"You" for the viewer; the others "Computer 1", "Computer 2"… in playing order (to the
    viewer's right first, AN-2.3)."""
    names = {viewer: Text("an-you")}
    for number in range(1, seats):
        names[(viewer + number) % seats] = Text("an-computer", {"number": number})
    return names


def hand_params(codes: Sequence[str]) -> dict[str, Text]:
    """Five cards as ``c1`` … ``c5`` card-name texts in the order AN-4.3 compares them."""
    cards = in_hand_order(codes)
    if len(cards) != HAND_SIZE:
        raise ValueError(f"an As-Nas hand has {HAND_SIZE} cards, not {len(cards)}")
    return {f"c{index}": card_name(code) for index, code in enumerate(cards, start=1)}


def in_hand_order(codes: Sequence[str]) -> list[str]:
    """Cards in the order AN-4.3 compares them: bigger groups first, then higher ranks, so a
    hand reads the same however it was dealt."""
    strengths = [_strength(str(code)) for code in codes]
    return sorted((str(code) for code in codes), reverse=True,
                  key=lambda code: (strengths.count(_strength(code)), _strength(code)))


def card_key(code: str) -> str:
    """``"Sh3"`` -> ``"asnas-card-sh"`` (the copy number is not shown: copies play alike)."""
    key = CARD_KEYS.get(code[:2])
    if key is None:
        raise ValueError(f"not an As-Nas card: {code!r}")
    return key


def card_name(code: str) -> Text:
    """``"Sh3"`` -> the Shah's name as a text."""
    return Text(card_key(code))


def card_label(code: str, loc: Localizer) -> str:
    """A card as chat front ends print it: its name in the reader's script, in brackets
    ("[Shah]", "[शाह]")."""
    return "[" + loc.t(card_key(code)) + "]"


def cards_label(codes: Sequence[str], loc: Localizer) -> str:
    """A hand as chat front ends print it, in the order AN-4.3 compares it."""
    return " ".join(card_label(code, loc) for code in in_hand_order(codes))


def exact(value: JSON) -> Fraction:
    """A score as the engine writes it ("7/3", "-1") as an exact fraction (AN-5.1), for
    `Localizer.fraction` or a message parameter (which writes it in the reader's digits)."""
    return Fraction(str(value))


def private_view(
    match_id: int,
    view: View,
    *,
    names: Names | None = None,
    button_id: ButtonIds = plain_id,
) -> PrivateView:
    """What the seat of this private view sees, with one button per legal choice."""
    seat = int(view["seat"])
    who = names if names is not None else names_for(seat, len(view["seats"]))
    lines: list[Line] = [_title(view)]
    hand = view["hand"]
    if isinstance(hand, list) and hand:
        lines.append(Text("an-your-hand", {**hand_params(hand),
                                           "category": Text(str(view["category"]))}))
    elif int(view["deal_no"]) > 0 and not view["deal_over"]:
        lines.append(Text("an-hand-hidden"))
    lines.extend(_table_lines(view, seat, who))
    buttons: tuple[Button, ...] = ()
    if view["to_act"] == seat:
        buttons = tuple(_buttons(match_id, view, button_id))
    return PrivateView(match_id, seat, tuple(lines), buttons)


def table_view(match_id: int, view: View, names: Names) -> TableView:
    """What everyone may see (no hand, no buttons): for a public table message."""
    lines: list[Line] = [_title(view)]
    lines.extend(_table_lines(view, None, names))
    return TableView(match_id, tuple(lines))


def event_lines(events: Iterable[Event], viewer: int, names: Names | None = None) -> list[Text]:
    """One sentence per event the viewer may see, in order. A deal's end gives the shown
    hands and the winners; the score table comes from the view (`score_table`)."""
    who = names if names is not None else names_for(viewer)
    lines: list[Text] = []
    for event in events:
        if event.private_to not in (None, viewer):
            continue
        data = event.data
        seat = event.seat
        if event.kind == "deal_started" and seat is not None:
            lines.append(Text("an-event-deal", {**_actor(seat, viewer, who),
                                                "deal": int(data["deal_no"])}))
        elif event.kind == "stake_posted" and seat is not None:
            lines.append(Text("an-event-forced", {**_actor(seat, viewer, who),
                                                  "stake": int(data["stake"])}))
        elif event.kind == "looked" and seat == viewer:
            lines.append(Text("an-event-look", {**hand_params(list(data["cards"])),
                                                "category": Text(str(data["category"]))}))
        elif event.kind == "action" and seat is not None and str(data["action"]) in _DID:
            params: dict[str, str | int | Text] = {**_actor(seat, viewer, who)}
            if data["action"] != "fold":  # a fold's stake simply stays in the pot (AN-3.2)
                params["stake"] = int(data["stake"])
            lines.append(Text(_DID[str(data["action"])], params))
        elif event.kind == "deal_over":
            lines.extend(result_lines(data, viewer, who))
    return lines


def result_lines(result: View, viewer: int, names: Names | None = None) -> list[Text]:
    """A finished deal: the hands shown at a showdown (AN-5.3) and who takes what (AN-5.1)."""
    who = names if names is not None else names_for(viewer)
    lines: list[Text] = []
    if result["showdown"]:
        lines.append(Text("an-event-showdown"))
        for shown in result["shown"]:
            params = {**_actor(int(shown["seat"]), viewer, who),
                      **hand_params(list(shown["cards"])),
                      "category": Text(str(shown["category"]))}
            lines.append(Text("an-event-shown", params))
    winners = [int(seat) for seat in result["winners"]]
    pot = int(result["pot"])
    if len(winners) == 1:
        key = "an-event-won" if result["showdown"] else "an-event-won-fold"
        lines.append(Text(key, {**_actor(winners[0], viewer, who), "pot": pot}))
    else:
        share = exact(result["share"])
        lines.append(Text("an-event-split", {"pot": pot, "count": len(winners), "share": share}))
        for seat in winners:
            lines.append(Text("an-event-share", {**_actor(seat, viewer, who), "share": share}))
    return lines


def score_table(view: View, viewer: int | None, names: Names | None = None) -> list[Text]:
    """After a deal: each seat's result in it and its total so far (AN-5.2), viewer first."""
    result = view["result"]
    if not isinstance(result, Mapping):
        return []
    me = -1 if viewer is None else viewer
    who = names if names is not None else names_for(max(me, 0))
    lines = [Text("an-scores-title", {"deal": int(view["deal_no"])})]
    for seat in _seat_order(len(view["seats"]), viewer):
        change = exact(result["results"][seat])
        total = exact(view["seats"][seat]["total"])
        lines.append(Text("an-score-row", {**_actor(seat, me, who), **_signed(change),
                                           "total": total}))
    return lines


def last_deal(view: View, viewer: int, names: Names | None = None) -> list[Text]:
    """The latest finished deal from the view alone (for a screen opened after it ended)."""
    result = view["result"]
    if not isinstance(result, Mapping):
        return []
    lines = [Text("an-last-deal", {"deal": int(view["deal_no"])})]
    lines.extend(result_lines(result, viewer, names))
    lines.extend(score_table(view, viewer, names))
    return lines


def match_result(view: View, viewer: int | None, names: Names | None = None) -> list[Text]:
    """The end of the match: who won (a shared win said as such, AN-1.1) and the ranking."""
    if not view["match_over"]:
        return []
    me = -1 if viewer is None else viewer
    who = names if names is not None else names_for(max(me, 0))
    winners = [int(seat) for seat in view["winners"]]
    best = exact(view["seats"][winners[0]]["total"]) if winners else Fraction(0)
    lines: list[Text] = [Text("an-match-over", {"deals": int(view["deals_per_match"])})]
    if len(winners) == 1:
        lines.append(Text("an-match-winner", _actor(winners[0], me, who)))
    else:
        you_share = "yes" if me in winners else "no"
        lines.append(Text("an-match-shared", {"count": len(winners), "total": best,
                                              "you": you_share}))
    places = [int(row["place"]) for row in view["standings"]]
    for row in view["standings"]:
        place = int(row["place"])
        shared = "yes" if places.count(place) > 1 else "no"
        lines.append(Text("an-rank-row", {**_actor(int(row["seat"]), me, who), "place": place,
                                          "total": exact(row["total"]),
                                          "shared": shared}))
    return lines


# -- internals -----------------------------------------------------------------------------


def _title(view: View) -> Text:
    return Text("an-deal-title", {"deal": int(view["deal_no"]),
                                  "deals": int(view["deals_per_match"])})


def _table_lines(view: View, viewer: int | None, names: Names) -> list[Line]:
    """Pot, highest stake, each seat's stake, fold and score, and the turn."""
    me = -1 if viewer is None else viewer
    running = int(view["deal_no"]) > 0 and not view["deal_over"]
    lines: list[Line] = []
    if running:
        lines.append(Text("an-pot", {"pot": int(view["pot"]), "high": int(view["high"]),
                                     "cap": int(view["cap"])}))
    dealer = int(view["dealer"])
    for seat in _seat_order(len(view["seats"]), viewer):
        entry = view["seats"][seat]
        lines.append(Text("an-seat", {
            **_actor(seat, me, names),
            "stake": int(entry["stake"]),
            "total": exact(entry["total"]),
            "dealer": "yes" if running and seat == dealer else "no",
            "folded": "yes" if running and entry["folded"] else "no",
        }))
    to_act = view["to_act"]
    if to_act is not None:
        if to_act == viewer:
            lines.append(Text("your-turn"))
            owed = int(view["high"]) - int(view["seats"][int(to_act)]["stake"])
            if owed > 0:
                lines.append(Text("an-to-call", {"amount": owed, "stake": int(view["high"])}))
        else:
            lines.append(Text("turn-of", {"name": names[int(to_act)]}))
    return lines


def _buttons(match_id: int, view: View, button_id: ButtonIds) -> Iterable[Button]:
    deal_no, seq = int(view["deal_no"]), int(view["seq"])

    def ref(verb: str, arg: int | None = None) -> str:
        return button_id(ButtonRef(ACT, match_id, deal_no, seq, verb, arg))

    for row, option in enumerate(view["legal"]):
        kind = str(option["kind"])
        style = _STYLES.get(kind, "secondary")
        if kind == "call":
            yield Button("an-button-call", ref(kind), {"stake": int(view["high"])}, style, row)
        elif kind == "raise" and option["min"] is not None:
            amount = int(option["min"])  # AN-3.2: exactly one more, so one size only
            yield Button("action-raise-to", ref(kind, amount), {"amount": amount}, style, row)
        else:
            yield Button(action_key(kind), ref(kind), {}, style, row)


def _actor(seat: int, viewer: int, names: Names) -> dict[str, str | Text]:
    return {"who": YOU if seat == viewer else OTHER, "name": names[seat]}


def _signed(change: Fraction) -> dict[str, str | Fraction]:
    """A deal's result as a direction and a size, so each language words gains and losses."""
    direction = "gain" if change > 0 else "loss" if change < 0 else "even"
    return {"change": direction, "amount": abs(change)}


def _seat_order(seats: int, viewer: int | None) -> list[int]:
    """The viewer first, then the others in playing order (to the right, AN-2.3)."""
    first = 0 if viewer is None or not 0 <= viewer < seats else viewer
    return [(first + step) % seats for step in range(seats)]


def _strength(code: str) -> int:
    try:
        return parse_card(code).rank
    except RuleError:
        return -1
