"""As-Nas views as Discord messages: the public table and a player's private hand.

Reads only the documented view keys (`engine.asnas.state` docstring, through `bot`). The
public table comes from the public view alone: stakes, scores (exact fractions in the reader's
digits), whose turn, and at a showdown only the hands of the players who remained
(AN-5.3). Hands start hidden even from their owner (AN-2.5): "Look" shows it privately. Cards
are named by the `asnas-card-*` messages (`bot.render.asnas.cards_label`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from adapters.discord.buttons import make_button
from adapters.discord.render import match_payload
from adapters.discord.table import Payload
from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer, action_key
from bot.render.asnas import cards_label, exact
from bot.render.names import names_list

View = Mapping[str, Any]
_LABELS = {"look": "discord-an-look", "hold": "discord-an-hold"}


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
    deal = int(view["deal_no"])
    title = loc.t("discord-an-title", deal=deal, deals=int(view["deals_per_match"]))
    lines = [f"**{title}**", loc.t("pot", amount=int(view["pot"]))]
    dealer = int(view["dealer"])
    for entry in view["seats"]:
        seat = int(entry["seat"])
        state = "folded" if entry["folded"] else "dealer" if seat == dealer else "playing"
        lines.append(
            loc.t(
                "discord-an-seat",
                name=names[seat],
                stake=int(entry["stake"]),
                total=exact(entry["total"]),
                state=state,
            )
        )
    result = view.get("result")
    if result:
        lines.append("")
        lines.extend(result_lines(result, names, loc, int(view["deal_no"])))
    if view.get("match_over"):
        winners = names_list([names[int(seat)] for seat in view.get("winners") or []], loc)
        lines.append(loc.t("discord-an-match-over", names=winners))
    return match_payload(lines, view, names, loc, codec, buttons_for=action_buttons,
                         match_id=match_id, acting=acting, final=final, deadline=deadline)


def result_lines(result: View, names: Sequence[str], loc: Localizer, deal: int) -> list[str]:
    winners = names_list([names[int(seat)] for seat in result.get("winners") or []], loc)
    lines = [loc.t("discord-an-result", deal=deal, names=winners, amount=int(result["pot"]))]
    for shown in result.get("shown") or []:
        lines.append(
            loc.t(
                "discord-an-shown",
                name=names[int(shown["seat"])],
                cards=cards_label(shown["cards"], loc),
                category=loc.t(str(shown["category"])),
            )
        )
    return lines


def action_buttons(
    private: View, loc: Localizer, codec: CallbackCodec, match_id: int
) -> list[discord.ui.Button[Any]]:
    deal, seq = int(private["deal_no"]), int(private["seq"])
    buttons: list[discord.ui.Button[Any]] = []
    for legal in private.get("legal") or []:
        kind = str(legal["kind"])
        ref = codec.encode(ButtonRef("act", match_id, deal, seq, kind))
        if kind in ("call", "raise"):
            label = loc.t(f"discord-an-{kind}", amount=int(legal["min"]))
            buttons.append(make_button(ref, label, discord.ButtonStyle.success))
        elif kind in _LABELS:
            buttons.append(make_button(ref, loc.t(_LABELS[kind]), discord.ButtonStyle.primary))
        else:
            style = discord.ButtonStyle.danger if kind == "fold" else discord.ButtonStyle.secondary
            buttons.append(make_button(ref, loc.t(action_key(kind)), style))
    return buttons


def private_text(view: View, loc: Localizer) -> str:
    """The player's own hand once looked at (AN-2.5), else how to look."""
    hand = view.get("hand")
    if not hand:
        return loc.t("discord-an-not-looked", deal=int(view["deal_no"]))
    return loc.t(
        "discord-an-hand",
        deal=int(view["deal_no"]),
        cards=cards_label(hand, loc),
        category=loc.t(str(view["category"])),
    )
