"""Poker tables (Hold'em, Omaha, Naiko) as Discord messages: the public table and private text.

The public table is built from the table's public view alone, through the neutral lines of
`bot.render.poker` (so it can never show a hole card): board, pots, seats, whose turn, and
the latest public events. Buttons are `bot.render.poker`'s for the acting seat's private view:
preset sizes (minimum, half pot, pot; the all-in button says the maximum), "Other amount" for
the dialog, and Naiko's powers (a swap per card slot, an anchor per target). The adapter
decides nothing about legality itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord

from adapters.discord.buttons import make_button
from adapters.discord.names import shown
from adapters.discord.table import Payload
from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer
from bot.render import poker as neutral
from bot.render.buttons import ACT, ASK
from bot.render.cards import face
from bot.tables import TableOutcome
from bot.views import CardList, Text, render_text

View = Mapping[str, Any]
_TAGS = {ACT: "tact", ASK: "tamt"}  # the neutral button families as this adapter routes them
MAX_EVENT_LINES = 6
_STYLES = {
    "fold": discord.ButtonStyle.danger,
    "all_in": discord.ButtonStyle.danger,
    "call": discord.ButtonStyle.success,
    "check": discord.ButtonStyle.success,
}


def line_text(line: Text | CardList, loc: Localizer) -> str:
    if isinstance(line, Text):
        return render_text(line, loc)
    cards = " ".join([*(face(code) for code in line.cards), *["🂠"] * line.hidden])
    label = "" if line.label is None else render_text(line.label, loc) + " "
    return label + cards


def table_payload(
    view: View,
    loc: Localizer,
    codec: CallbackCodec,
    *,
    table_id: int,
    acting: View | None,
    events: Sequence[str] = (),
    final: bool = False,
) -> Payload:
    """The public table; `acting` is the acting seat's private view (for its legal actions).
    A `final` table (the hand is over and a new message follows, or the table closed) has
    no buttons."""
    neutral_lines = neutral.table_view(table_id, shown_names(view)).lines
    lines = [f"**{line_text(neutral_lines[0], loc)}**"]
    lines.extend(line_text(line, loc) for line in neutral_lines[1:])
    deadline = view.get("deadline")
    if view.get("live") and deadline is not None and not final:
        # Each client counts a Discord timestamp down itself: no per-second edits.
        lines.append(loc.t("discord-deadline", time=f"<t:{int(deadline)}:R>"))
    if events:
        lines.append("")
        lines.extend(events[-MAX_EVENT_LINES:])
    if view.get("closed"):
        return Payload("\n".join(lines))
    buttons: list[discord.ui.Button[Any]] = []
    if acting is not None and not final:
        buttons = action_buttons(acting, loc, codec, table_id)
    if not final:
        hand_no = int(view["hand_no"])
        if view.get("live"):
            cards = codec.encode(ButtonRef("tcards", table_id, hand_no, 0, "show"))
            buttons.append(
                make_button(cards, loc.t("discord-my-cards"), discord.ButtonStyle.primary)
            )
        if view["open_to_sit"]:
            sit = codec.encode(ButtonRef("tsit", table_id, hand_no, 0, "sit"))
            buttons.append(make_button(sit, loc.t("discord-pk-join")))
        if any(entry and entry["sitting_out"] and not entry["bot"] for entry in view["seats"]):
            back = codec.encode(ButtonRef("tsit", table_id, hand_no, 0, "back"))
            buttons.append(make_button(back, loc.t("discord-pk-back-button")))
    return Payload("\n".join(lines), view=_view(buttons) if buttons else None)


def event_texts(
    outcomes: Iterable[TableOutcome], loc: Localizer, seats: dict[int, Any] | None = None
) -> list[str]:
    """What the channel may read of these changes: public events only.

    A view is taken after its change, so a player who just left has an empty seat there;
    `seats` remembers each seat's last occupant (updated here) to name them anyway.
    """
    known = {} if seats is None else seats
    out: list[str] = []
    for outcome in outcomes:
        view = dict(outcome.public_view)
        view["seats"] = [
            entry if entry is not None else known.get(index)
            for index, entry in enumerate(outcome.public_view["seats"])
        ]
        lines = neutral.event_lines(outcome.events, shown_names(view), None)
        out.extend(render_text(line, loc) for line in lines)
        for index, entry in enumerate(outcome.public_view["seats"]):
            if entry is not None:
                known[index] = entry
    return out


def shown_names(view: View) -> dict[str, Any]:
    """`view` with each seat's name escaped for message text (names are user data)."""
    seats = [
        entry if entry is None else {**entry, "name": shown(str(entry["name"]))}
        for entry in view["seats"]
    ]
    return {**view, "seats": seats}


def action_buttons(
    private: View, loc: Localizer, codec: CallbackCodec, table_id: int
) -> list[discord.ui.Button[Any]]:
    """The acting seat's buttons as `bot.render.poker` lays them out (presets, one per swap
    slot and per anchor target); Discord opens its amount dialog from "Other amount"."""
    refs: dict[str, ButtonRef] = {}

    def button_id(ref: ButtonRef) -> str:
        custom_id = codec.encode(dataclasses.replace(ref, tag=_TAGS[ref.tag]))
        refs[custom_id] = ref
        return custom_id

    buttons: list[discord.ui.Button[Any]] = []
    for button in neutral.private_view(table_id, private, button_id=button_id).buttons:
        ref = refs[button.command_id]
        if ref.tag == ASK:
            if button.params["max"] != button.params["min"]:  # one amount: its preset is enough
                buttons.append(make_button(button.command_id, loc.t("discord-other-amount")))
            continue
        style = (
            discord.ButtonStyle.primary if button.style == "primary"
            else _STYLES.get(ref.verb, discord.ButtonStyle.secondary)
        )
        buttons.append(make_button(button.command_id, render_text(button.label, loc), style))
    return buttons


def private_text(view: View, loc: Localizer) -> str:
    """A seat's own cards and what its own powers showed it (never shown publicly)."""
    hand = view.get("hand") or {}
    hole = [str(code) for code in hand.get("hole") or []]
    if not hole:
        return loc.t("discord-pk-no-cards")
    lines = [
        loc.t("poker-event-hand", hand=int(view["hand_no"])),
        f"{loc.t('poker-your-cards')} {' '.join(face(code) for code in hole)}",
    ]
    glance = hand.get("glance")
    if glance and not glance.get("stale"):
        lines.append(loc.t("discord-pk-glanced", card=face(str(glance["card"]))))
    swap = hand.get("swap")
    if swap:
        lines.append(
            loc.t("discord-pk-swapped", old=face(str(swap["old"])), new=face(str(swap["new"])))
        )
    return "\n".join(lines)


def _view(buttons: Sequence[discord.ui.Button[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for button in buttons[:25]:
        view.add_item(button)
    view.stop()  # clicks are routed by the dynamic items' templates (see buttons.py)
    return view
