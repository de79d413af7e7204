"""Up/Down as Telegram text: the group's table message, its keyboard, and a player's cards.

Built only from the documented view keys (`engine.updown` docstring, reached through `bot`):
the table text reads the public view, so it cannot show a hidden card; the keyboard lists the
acting seat's legal actions from its private view, with preset sizes (minimum, half pot, pot)
strictly between the legal bounds, all-in when legal, and "Other amount". Lock buttons name the
card slot, never the card: the keyboard is seen by the whole group.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.callbacks import ButtonRef, CallbackCodec
from bot.i18n import Localizer, action_key, localize_digits
from bot.render.cards import face as card_face
from bot.render.updown import pot_presets

View = Mapping[str, Any]
AMOUNT_VERBS = ("bet", "raise")
# Button families (ButtonRef.tag): act = do it now (arg: amount), pick = do it with a choice
# (arg: card slot), ask = ask the player for an amount, cards = show my cards.
ACT, PICK, ASK, CARDS = "act", "pick", "ask", "cards"


def table_text(
    view: View,
    names: Sequence[str],
    text: Localizer,
    deadline: float | None = None,
    *,
    closed: bool = False,
) -> str:
    """The public table: pot, each seat's stack, signal and lock, the last action, the turn
    (none once `closed`: a cancelled match waits for nobody)."""
    lines = [
        text.t("tg-ud-title", deal=int(view["deal_no"])),
        text.t("pot", amount=int(view["pot"])),
    ]
    signals = view.get("signals") or []
    in_deal = not view["deal_over"]
    for seat, name in enumerate(names):
        parts = [text.t("stack", amount=int(view["stacks"][seat]))]
        if signals:
            signal = signals[seat]
            parts.append(text.t("tg-ud-signal", up=int(signal["up"]), down=int(signal["down"])))
        if in_deal and view["phase"] == "lock":
            parts.append(text.t("tg-ud-locked" if view["locked"][seat] else "tg-ud-choosing"))
        street = int(view["street"][seat])
        if in_deal and street:
            parts.append(text.t("tg-ud-in-round", amount=street))
        lines.append(f"{name}: " + " · ".join(parts))
    last = last_action(view, names, text)
    if in_deal and last:
        lines.append(last)
    result = view.get("last_result")
    if result and not in_deal:
        lines.extend(result_lines(result, names, text))
    if view["match_over"] and view.get("match_winner") is not None:
        lines.append(text.t("tg-ud-match-over", name=names[int(view["match_winner"])]))
    elif view.get("to_act") is not None and not closed:
        name = names[int(view["to_act"])]
        if deadline is None:
            lines.append(text.t("turn-of", name=name))
        else:
            when = localize_digits(clock_time(deadline), text.locale)
            lines.append(text.t("tg-ud-turn-until", name=name, time=when))
    return "\n".join(lines)


def last_action(view: View, names: Sequence[str], text: Localizer) -> str | None:
    """This deal's latest betting action (antes are shown by the pot)."""
    for entry in reversed(view.get("actions") or []):
        kind = str(entry["kind"])
        if kind == "ante":
            continue
        name = names[int(entry["seat"])]
        key = "tg-ud-did-" + kind.replace("_", "-")
        raised = kind in ("bet", "raise", "all_in")
        amount = int(entry["to"]) if raised else abs(int(entry["added"]))
        return text.t(key, name=name, amount=amount)
    return None


def result_lines(result: View, names: Sequence[str], text: Localizer) -> list[str]:
    deal, pot = int(result["deal_no"]), int(result["pot"])
    if result.get("folded") is not None:
        folded = int(result["folded"])
        winner = names[int(result["winner"])] if result.get("winner") is not None else ""
        lines = [text.t("tg-ud-result-fold", deal=deal, name=names[folded], winner=winner,
                        amount=pot)]
    elif result.get("winner") is None:
        lines = [text.t("tg-ud-result-split", deal=deal, amount=pot)]
    else:
        lines = [text.t("tg-ud-result-won", deal=deal, name=names[int(result["winner"])],
                        amount=pot)]
    locked = result.get("locked") or []
    if len(locked) == len(names) and all(locked):
        shown = [f"{name} {card_face(str(code))}" for name, code in zip(names, locked, strict=True)]
        lines.append(text.t("tg-ud-revealed", first=shown[0], second=shown[1]))
    return lines


def action_rows(
    private: View, text: Localizer, codec: CallbackCodec, match_id: int
) -> list[list[InlineKeyboardButton]]:
    """The acting seat's legal actions as button rows (from its private view)."""
    deal, seq = int(private["deal_no"]), int(private["seq"])

    def button(label: str, tag: str, verb: str, arg: int | None = None) -> InlineKeyboardButton:
        data = codec.encode(ButtonRef(tag, match_id, deal, seq, verb, arg))
        return InlineKeyboardButton(label, callback_data=data)

    picks: list[InlineKeyboardButton] = []
    sizes: list[InlineKeyboardButton] = []
    plain: list[InlineKeyboardButton] = []
    for legal in private.get("legal") or []:
        kind = str(legal["kind"])
        low, high = legal.get("min"), legal.get("max")
        if legal.get("choices"):
            for choice in legal["choices"]:
                label = text.t("tg-lock-slot", slot=int(choice) + 1)
                picks.append(button(label, PICK, kind, int(choice)))
        elif kind in AMOUNT_VERBS and low is not None and high is not None:
            first = "action-bet-amount" if kind == "bet" else "action-raise-to"
            sizes.append(button(text.t(first, amount=int(low)), ACT, kind, int(low)))
            for key, amount in presets(int(low), int(high), private):
                sizes.append(button(text.t(key, amount=amount), ACT, kind, amount))
            if int(high) > int(low):
                sizes.append(button(text.t("tg-other-amount"), ASK, kind))
        elif kind == "all_in" and high is not None:
            plain.append(button(text.t("tg-preset-all-in", amount=int(high)), ACT, kind))
        elif kind == "call" and low is not None:
            plain.append(button(text.t("action-call-amount", amount=int(low)), ACT, kind))
        else:
            plain.append(button(text.t(action_key(kind)), ACT, kind))
    return [row for row in (picks, sizes, plain) if row]


def presets(low: int, high: int, private: View) -> list[tuple[str, int]]:
    """Half pot and pot (`bot.render.updown.pot_presets`), strictly inside (low, high): the
    bounds themselves have their own buttons (the minimum, and all-in)."""
    return [(f"tg-preset-{name}", amount) for name, amount in pot_presets(low, high, private)]


def table_keyboard(
    acting: View | None,
    text: Localizer,
    *,
    codec: CallbackCodec,
    match_id: int,
    deal_no: int,
    deep_link: str | None,
) -> InlineKeyboardMarkup:
    rows = action_rows(acting, text, codec, match_id) if acting is not None else []
    cards = codec.encode(ButtonRef(CARDS, match_id, deal_no, 0, "show"))
    tail = [InlineKeyboardButton(text.t("tg-my-cards"), callback_data=cards)]
    if deep_link:
        tail.append(InlineKeyboardButton(text.t("tg-open-dm"), url=deep_link))
    return InlineKeyboardMarkup([*rows, tail])


def hand_text(private: View, text: Localizer) -> str:
    """A player's own cards, numbered like the lock buttons (≤ 200 characters: an alert)."""
    hand = list(private.get("hand") or [])
    if not hand or private.get("deal_over"):
        return text.t("tg-ud-no-cards")
    cards = "  ".join(
        f"{text.number(slot + 1)}) {card_face(str(code))}" for slot, code in enumerate(hand)
    )
    lines = [text.t("tg-ud-hand", deal=int(private["deal_no"]), cards=cards)]
    slot = private.get("locked_slot")
    if slot is not None:
        lines.append(text.t("tg-ud-hand-locked", card=card_face(str(hand[int(slot)]))))
    return "\n".join(lines)


def clock_time(deadline: float) -> str:
    """A deadline as UTC wall-clock time ("14:05:30"): Telegram tells a bot no time zone."""
    return time.strftime("%H:%M:%S", time.gmtime(deadline))
