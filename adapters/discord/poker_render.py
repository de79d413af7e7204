"""Poker tables (Hold'em, Omaha, Naiko) as Discord messages: the public table and private text.

The public table is built from the table's public view alone, through the neutral lines of
`bot.render.poker` (so it can never show a hole card): board, pots, seats, whose turn, and
the latest public events. Buttons come from the acting seat's legal actions as its private
view lists them: preset sizes (minimum, half pot, pot; the all-in button says the maximum),
"Other amount" for the dialog, and Naiko's powers (a swap per card slot, an anchor per
target). The adapter decides nothing about legality itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord

from adapters.discord.buttons import make_button
from adapters.discord.table import Payload
from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer, action_key
from bot.render import poker as neutral
from bot.render.cards import face
from bot.tables import TableOutcome
from bot.views import CardList, Text, render_text

View = Mapping[str, Any]
AMOUNT_VERBS = frozenset({"bet", "raise"})
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
    neutral_lines = neutral.table_view(table_id, view).lines
    lines = [f"**{line_text(neutral_lines[0], loc)}**"]
    lines.extend(line_text(line, loc) for line in neutral_lines[1:])
    hand = view.get("hand") or {}
    carousel = hand.get("carousel") if view.get("live") else None
    if carousel:
        powers = ", ".join(loc.t(f"naiko-power-{power}") for power in carousel)
        lines.append(loc.t("discord-pk-carousel", powers=powers))
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
        if None in view["seats"] and not view.get("closing"):
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
        lines = neutral.event_lines(outcome.events, view, None)
        out.extend(render_text(line, loc) for line in lines)
        for index, entry in enumerate(outcome.public_view["seats"]):
            if entry is not None:
                known[index] = entry
    return out


def action_buttons(
    private: View, loc: Localizer, codec: CallbackCodec, table_id: int
) -> list[discord.ui.Button[Any]]:
    hand = private["hand"]
    seat = int(private["seat"])
    hand_no, hand_seq = int(private["hand_no"]), int(private["hand_seq"])
    names = [
        None if entry is None else str(entry["name"]) for entry in private["seats"]
    ]

    def ref(tag: str, verb: str, arg: int | None = None) -> str:
        return codec.encode(ButtonRef(tag, table_id, hand_no, hand_seq, verb, arg))

    legal = list(hand.get("legal") or [])
    all_in = {int(o["max"]) for o in legal if o["kind"] == "all_in"}
    buttons: list[discord.ui.Button[Any]] = []
    for option in legal:
        kind = str(option["kind"])
        style = _STYLES.get(kind, discord.ButtonStyle.secondary)
        if kind in AMOUNT_VERBS:
            for key, amount in neutral.presets(hand, option, seat):
                if amount in all_in:
                    continue  # the all-in button says it already
                label = loc.t(key, amount=amount)
                buttons.append(
                    make_button(ref("tact", kind, amount), label, discord.ButtonStyle.primary)
                )
            if int(option["max"]) > int(option["min"]):
                buttons.append(make_button(ref("tamt", kind), loc.t("discord-other-amount")))
        elif kind == "call":
            label = loc.t("action-call-amount", amount=int(option["min"]))
            buttons.append(make_button(ref("tact", kind), label, style))
        elif kind == "all_in":
            label = loc.t("poker-button-all-in", amount=int(option["max"]))
            buttons.append(make_button(ref("tact", kind), label, style))
        elif kind == "swap":
            for slot in option["choices"]:
                label = loc.t("discord-pk-swap-slot", slot=int(slot) + 1)
                buttons.append(make_button(ref("tact", kind, int(slot)), label))
        elif kind == "anchor":
            for target in option["choices"]:
                name = names[int(target)] or "?"
                label = loc.t("discord-pk-anchor-seat", name=name)
                buttons.append(make_button(ref("tact", kind, int(target)), label))
        else:
            buttons.append(make_button(ref("tact", kind), loc.t(action_key(kind)), style))
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
