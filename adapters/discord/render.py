"""Up/Down views as Discord messages: the public table and a player's private cards.

Reads only the documented view keys (`engine.updown` docstring, through `bot`): the public
table is built from the public view alone, so it can never show a hidden card. Buttons come
from the acting seat's legal actions as the private view lists them; the adapter adds preset
sizes (minimum, half pot, pot) between the legal bounds and an "Other amount" dialog, and
decides nothing about legality itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

from adapters.discord.buttons import make_button
from adapters.discord.table import Payload
from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer, action_key
from bot.render.cards import face
from bot.render.updown import pot_presets

View = Mapping[str, Any]
AMOUNT_VERBS = ("bet", "raise")
# A game's action buttons from the acting seat's private view.
ActionButtons = Callable[[View, Localizer, CallbackCodec, int], list[discord.ui.Button[Any]]]


def table_payload(
    view: View,
    names: Sequence[str],
    loc: Localizer,
    codec: CallbackCodec,
    *,
    match_id: int,
    acting: View | None,
    final: bool = False,
    deadline: float | None = None,
) -> Payload:
    """The public table; `acting` is the acting seat's private view (for its legal actions).

    A `final` table (the match ended or was cancelled) has no buttons.
    """
    lines = [f"**{loc.t('discord-ud-title', deal=int(view['deal_no']))}**"]
    lines.append(loc.t("pot", amount=int(view["pot"])))
    signals = view.get("signals") or []
    for seat, name in enumerate(names):
        parts = [f"**{name}**", loc.t("stack", amount=int(view["stacks"][seat]))]
        if signals:
            signal = signals[seat]
            parts.append(loc.t("discord-ud-signal", up=int(signal["up"]), down=int(signal["down"])))
            parts.append(
                loc.t("discord-ud-locked" if view["locked"][seat] else "discord-ud-choosing")
            )
        street = int(view["street"][seat])
        if street:
            parts.append(loc.t("discord-ud-bet", amount=street))
        lines.append(" · ".join(parts))
    result = view.get("last_result")
    if result:
        lines.append("")
        lines.extend(result_lines(result, names, loc))
    if view.get("match_over") and view.get("match_winner") is not None:
        lines.append(loc.t("discord-ud-match-over", name=names[int(view["match_winner"])]))
    return match_payload(lines, view, names, loc, codec, buttons_for=action_buttons,
                         match_id=match_id, acting=acting, final=final, deadline=deadline)


def match_payload(
    lines: list[str],
    view: View,
    names: Sequence[str],
    loc: Localizer,
    codec: CallbackCodec,
    *,
    buttons_for: ActionButtons,
    match_id: int,
    acting: View | None,
    final: bool,
    deadline: float | None,
) -> Payload:
    """A match table's end, the same in every game: whose turn and until when, the acting
    seat's buttons (`buttons_for` its private view) and "My cards" while the match goes on."""
    if not view.get("match_over") and view.get("to_act") is not None:
        lines.append(loc.t("turn-of", name=names[int(view["to_act"])]))
        if deadline is not None and not final:
            # Each client counts a Discord timestamp down itself: no per-second edits.
            lines.append(loc.t("discord-deadline", time=f"<t:{int(deadline)}:R>"))
    buttons: list[discord.ui.Button[Any]] = []
    live = not final and not view.get("match_over")
    if acting is not None and live:
        buttons = buttons_for(acting, loc, codec, match_id)
    if live:
        cards = codec.encode(ButtonRef("cards", match_id, int(view["deal_no"]), 0, "show"))
        buttons.append(make_button(cards, loc.t("discord-my-cards"), discord.ButtonStyle.primary))
    return Payload("\n".join(lines), view=_view(buttons) if buttons else None)


def result_lines(result: View, names: Sequence[str], loc: Localizer) -> list[str]:
    deal, pot = int(result["deal_no"]), int(result["pot"])
    if result.get("folded") is not None:
        folded = int(result["folded"])
        line = loc.t(
            "discord-ud-result-fold",
            deal=deal,
            name=names[folded],
            winner=names[1 - folded],
            amount=pot,
        )
    elif result.get("winner") is None:
        line = loc.t("discord-ud-result-split", deal=deal, amount=pot)
    else:
        line = loc.t(
            "discord-ud-result-won", deal=deal, name=names[int(result["winner"])], amount=pot
        )
    lines = [line]
    locked = result.get("locked") or []
    if len(locked) == 2 and all(locked):
        lines.append(
            loc.t(
                "discord-ud-revealed",
                first=f"{names[0]} {face(locked[0])}",
                second=f"{names[1]} {face(locked[1])}",
            )
        )
    return lines


def action_buttons(
    private: View, loc: Localizer, codec: CallbackCodec, match_id: int
) -> list[discord.ui.Button[Any]]:
    deal, seq = int(private["deal_no"]), int(private["seq"])

    def ref(tag: str, verb: str, arg: int | None = None) -> str:
        return codec.encode(ButtonRef(tag, match_id, deal, seq, verb, arg))

    buttons: list[discord.ui.Button[Any]] = []
    for legal in private.get("legal") or []:
        kind = str(legal["kind"])
        if kind == "lock":
            for slot in legal["choices"]:
                label = loc.t("discord-ud-lock-slot", slot=int(slot) + 1)
                buttons.append(
                    make_button(ref("act", kind, int(slot)), label, discord.ButtonStyle.primary)
                )
        elif kind in AMOUNT_VERBS:
            low, high = int(legal["min"]), int(legal["max"])
            for key, amount in presets(low, high, private):
                buttons.append(
                    make_button(
                        ref("act", kind, amount),
                        loc.t(key, amount=amount),
                        discord.ButtonStyle.success,
                    )
                )
            if high > low:
                buttons.append(make_button(ref("amt", kind), loc.t("discord-other-amount")))
        elif kind == "all_in":
            amount = int(legal["max"])
            buttons.append(
                make_button(
                    ref("act", kind),
                    loc.t("discord-preset-all-in", amount=amount),
                    discord.ButtonStyle.danger,
                )
            )
        elif kind == "call":
            buttons.append(
                make_button(
                    ref("act", kind),
                    loc.t("action-call-amount", amount=int(legal["min"])),
                    discord.ButtonStyle.success,
                )
            )
        else:
            style = discord.ButtonStyle.danger if kind == "fold" else discord.ButtonStyle.secondary
            buttons.append(make_button(ref("act", kind), loc.t(action_key(kind)), style))
    return buttons


def presets(low: int, high: int, private: View) -> list[tuple[str, int]]:
    """Minimum, half pot and pot (`bot.render.updown.pot_presets`) as raise-to totals, inside
    the legal [low, high], distinct; the maximum is left to the all-in button (or the dialog)
    so the row stays short."""
    sizes = [(f"discord-preset-{name}", amount) for name, amount in pot_presets(low, high, private)]
    return [("discord-preset-min", low), *sizes]


def private_text(view: View, loc: Localizer) -> str:
    """A player's own cards (slot numbers match the lock buttons)."""
    hand = list(view.get("hand") or [])
    if not hand:
        return loc.t("discord-ud-no-cards")
    cards = "  ".join(f"{slot + 1}) {face(code)}" for slot, code in enumerate(hand))
    lines = [loc.t("discord-ud-hand", deal=int(view["deal_no"]), cards=cards)]
    slot = view.get("locked_slot")
    if slot is not None and not view.get("deal_over"):
        lines.append(loc.t("discord-ud-hand-locked", card=face(hand[int(slot)])))
    return "\n".join(lines)


def _view(buttons: Sequence[discord.ui.Button[Any]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for button in buttons[:25]:
        view.add_item(button)
    # Clicks are routed by the dynamic items' id templates (which survive restarts); a stopped
    # view still renders its buttons but is not kept in memory for every message sent.
    view.stop()
    return view
