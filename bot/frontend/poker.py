"""A poker table (Hold'em, Omaha, Naiko) in a chat: the channel's table message and a player's
own cards, the same on every platform.

The table reads `bot.render.poker.table_view` (built from the public view only, so it cannot
name a hole card; Naiko's carousel, sparks and shield window included) with card faces, then
who may sit, the latest public events of the hand ("Bob raises to 60.", each pot as it is
settled, NK-4.1), and whose turn it is (the platform writes that line with its deadline). The
buttons are `bot.render.poker`'s for the acting seat's private view — preset sizes, "Other
amount" when the bounds differ, Naiko's powers (a swap per card slot, never naming the card; an
anchor per target) — then "My cards", "Sit down" while a seat is free and "I am back" while a
person sits out.

Button families (`ButtonRef.tag`, its match id the table's): ``tact`` a move now (its
argument an amount, a card slot or a target seat), ``tamt`` "Other amount", ``tcards`` "My
cards", ``tsit`` sit down or come back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from typing import Any, Final

from bot.callbacks import ButtonRef
from bot.commands import Event
from bot.frontend.screen import ChatButton, Screen
from bot.i18n import Localizer
from bot.render import poker as neutral
from bot.render.buttons import ACT as NEUTRAL_ACT
from bot.render.buttons import ASK as NEUTRAL_ASK
from bot.render.cards import faces
from bot.views import CardList, Text, render_text

View = Mapping[str, Any]
ACT: Final = "tact"
AMOUNT: Final = "tamt"
CARDS: Final = "tcards"
SIT: Final = "tsit"
TABLE_TAGS: Final = frozenset({ACT, AMOUNT, CARDS, SIT})
CHOICE_VERBS: Final = frozenset({"swap", "anchor"})  # their argument is a choice, not an amount
PRIVATE_POWERS: Final = frozenset({"glance", "swap"})  # what they show is for their user only
RECENT_LINES: Final = 6  # events shown under a hand in play
RESULT_LINES: Final = 16  # events shown under a finished hand (board, shows, pots, wins)
TAIL_ROW: Final = 99  # My cards, Sit down, I am back: after every move's row


def line_text(line: Text | CardList, text: Localizer) -> str:
    if isinstance(line, Text):
        return render_text(line, text)
    label = "" if line.label is None else render_text(line.label, text) + " "
    return label + " ".join([*faces(line.cards), *["🂠"] * line.hidden])


def table_screen(
    table_id: int,
    view: View,
    text: Localizer,
    *,
    acting: View | None,
    events: Sequence[str] = (),
    extra: Sequence[str] = (),
    final: bool = False,
) -> Screen:
    """The table message for `view` (a table's public view, its names prepared for the
    platform's markup): `acting` the acting seat's private view (None: a computer, nobody, or a
    finished hand), `events` this hand's public sentences (`event_texts`), `extra` lines a kind
    of table adds (a tournament's level and field); `final` closes an older hand's message."""
    rendered = [line_text(line, text) for line in neutral.table_view(table_id, view).lines]
    live = bool(view["live"])
    to_act = view.get("to_act")
    turn = None
    if live and to_act is not None:
        rendered.pop()  # the turn line: the platform writes it, with the deadline its own way
        turn = name_of(view, int(to_act), text) if not final else None
    title, lines = rendered[0], rendered[1:]
    if not any(view["seats"]):
        lines.append(text.t("poker-table-empty"))
    if view.get("private"):
        lines.append(text.t("poker-table-private"))
    shown = events[-(RECENT_LINES if live else RESULT_LINES):]
    log = (len(lines), len(lines) + len(shown))
    lines.extend(shown)
    lines.extend(extra)
    if not final and not live and view["hand_no"] and not view["closed"]:
        lines.append(text.t("poker-table-next-hand"))
    buttons: list[ChatButton] = []
    if not final and not view["closed"]:
        if acting is not None and live:
            buttons.extend(move_buttons(table_id, acting, text))
        buttons.extend(_tail(table_id, view, text))
    deadline = view.get("deadline") if turn is not None else None
    return Screen(title, tuple(lines), tuple(buttons), turn=turn,
                  deadline=None if deadline is None else float(deadline),
                  final=final or bool(view["closed"]), log=log)


def move_buttons(table_id: int, acting: View, text: Localizer) -> list[ChatButton]:
    """The acting seat's moves as `bot.render.poker` lays them out, one row per option."""
    buttons: list[ChatButton] = []
    refs: dict[str, ButtonRef] = {}

    def button_id(ref: ButtonRef) -> str:
        key = str(len(refs))
        refs[key] = ref
        return key

    for button in neutral.private_view(table_id, acting, button_id=button_id).buttons:
        ref = refs[button.command_id]
        if ref.tag == NEUTRAL_ASK:  # (never for one possible amount: its preset says it)
            buttons.append(ChatButton(text.t("chat-other-amount"),
                                      dataclasses.replace(ref, tag=AMOUNT), row=button.row))
            continue
        assert ref.tag == NEUTRAL_ACT
        buttons.append(ChatButton(render_text(button.label, text),
                                  dataclasses.replace(ref, tag=ACT), button.style, button.row))
    return buttons


def _tail(table_id: int, view: View, text: Localizer) -> list[ChatButton]:
    """Buttons for anyone at the table; drawn for the state now like the moves (their press
    does not depend on it)."""
    hand_no, seq = int(view["hand_no"]), int(view["hand_seq"])
    tail = []
    if view.get("live"):
        tail.append(ChatButton(text.t("chat-my-cards"),
                               ButtonRef(CARDS, table_id, hand_no, seq, "show"), "primary",
                               TAIL_ROW))
    if view["open_to_sit"]:
        tail.append(ChatButton(text.t("poker-sit-button"),
                               ButtonRef(SIT, table_id, hand_no, seq, "sit"), row=TAIL_ROW))
    if any(entry and entry["sitting_out"] and not entry["bot"] for entry in view["seats"]):
        tail.append(ChatButton(text.t("poker-back-button"),
                               ButtonRef(SIT, table_id, hand_no, seq, "back"), row=TAIL_ROW))
    return tail


def name_of(view: View, seat: int, text: Localizer) -> str:
    """A seat's name as the channel reads it ("Ann", "Felt (BOT)")."""
    name = neutral.seat_name(view, seat)
    return render_text(name, text) if isinstance(name, Text) else name


def event_texts(events: Iterable[Event], view: View, text: Localizer,
                seats: MutableMapping[int, Any] | None = None) -> list[str]:
    """The public sentences of `events` (their private ones never), each pot as the hand
    settles it (main pot, side pots: NK-4.1). A view is taken after its change, so a player
    who just left has an empty seat there: `seats` remembers each seat's last occupant (and is
    updated here) to name them anyway."""
    known: MutableMapping[int, Any] = {} if seats is None else seats
    named = dict(view)
    named["seats"] = [entry if entry is not None else known.get(index)
                      for index, entry in enumerate(view["seats"])]
    lines: list[str] = []
    for event in events:
        if event.private_to is not None:
            continue
        if event.kind == "pot":
            index = int(event.data.get("pot", 0))
            key = "poker-pot" if index == 0 else "poker-side-pot"
            lines.append(text.t(key, amount=int(event.data.get("amount", 0)), index=index))
        else:
            lines.extend(render_text(line, text)
                         for line in neutral.event_lines([event], named, None))
    for index, entry in enumerate(view["seats"]):
        if entry is not None:
            known[index] = entry
    return lines


def hole_text(private: View, text: Localizer) -> str:
    """A player's own cards (short enough for an alert), and what a Naiko power showed them."""
    hand = private.get("hand") or {}
    hole = [str(code) for code in hand.get("hole") or []]
    if not hole or not private.get("live"):
        return text.t("poker-no-cards")
    lines = [text.t("poker-hole", hand=int(private["hand_no"]), cards=" ".join(faces(hole)))]
    glance = hand.get("glance")
    if glance and not glance.get("stale"):
        lines.append(text.t("poker-glance-card", card=faces([str(glance["card"])])[0]))
    swap = hand.get("swap")
    if swap:
        lines.append(text.t("poker-swap-card", old=faces([str(swap["old"])])[0],
                            new=faces([str(swap["new"])])[0]))
    return "\n".join(lines)


def secret_lines(events: Iterable[Event], seat: int, text: Localizer) -> list[str]:
    """What a glance (NK-6.1) or a swap (NK-6.2) just showed `seat`: for its eyes only."""
    lines = []
    for event in events:
        if event.private_to != seat:
            continue
        if event.kind == "glance_card":
            lines.append(text.t("poker-glance-card", card=faces([str(event.data["card"])])[0]))
        elif event.kind == "swap_card":
            lines.append(text.t("poker-swap-card", old=faces([str(event.data["old"])])[0],
                                new=faces([str(event.data["new"])])[0]))
    return lines
