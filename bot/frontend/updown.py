"""Up/Down in a chat: the channel's table message and a player's own cards, the same on every
platform.

Built only from the documented view keys (`engine.updown`, through `bot`): the table reads the
public view, so it cannot show a hidden card (the locked cards appear in a deal's result only,
UD-5.1/5.2); the buttons come from the acting seat's private view (`bot.frontend.moves`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.frontend.moves import cards_button, move_buttons
from bot.frontend.screen import Screen
from bot.i18n import Localizer
from bot.render.cards import face

View = Mapping[str, Any]


def table_screen(view: View, names: Sequence[str], text: Localizer, *, match_id: int,
                 acting: View | None, deadline: float | None = None,
                 final: bool = False) -> Screen:
    """The public table: pot, each seat's stack, signal, lock and bet this round, the last
    action, the last deal's result, the match's end; whose turn it is (none once `final`)."""
    in_deal = not view["deal_over"]
    lines = [text.t("pot", amount=int(view["pot"]))]
    signals = view.get("signals") or []
    for seat, name in enumerate(names):
        parts = [text.t("stack", amount=int(view["stacks"][seat]))]
        if signals:
            signal = signals[seat]
            parts.append(text.t("chat-ud-signal", up=int(signal["up"]), down=int(signal["down"])))
        if in_deal:
            parts.append(text.t("chat-ud-locked" if view["locked"][seat] else "chat-ud-choosing"))
        street = int(view["street"][seat])
        if in_deal and street:
            parts.append(text.t("chat-ud-in-round", amount=street))
        lines.append(f"{name}: " + " · ".join(parts))
    last = last_action(view, names, text)
    if in_deal and last:
        lines.append(last)
    result = view.get("last_result")  # the deal before, while the next one is played too
    if result:
        lines.extend(result_lines(result, names, text))
    over = bool(view["match_over"])
    if over and view.get("match_winner") is not None:
        lines.append(text.t("chat-ud-match-over", name=names[int(view["match_winner"])]))
    turn = None
    if not over and not final and view.get("to_act") is not None:
        turn = names[int(view["to_act"])]
    live = not over and not final
    buttons = move_buttons(acting, match_id, text) if acting is not None and live else []
    if live:
        buttons.append(cards_button(match_id, int(view["deal_no"]), text))
    return Screen(text.t("chat-ud-title", deal=int(view["deal_no"])), tuple(lines),
                  tuple(buttons), turn=turn, deadline=deadline if turn else None,
                  final=not live)


def last_action(view: View, names: Sequence[str], text: Localizer) -> str | None:
    """This deal's latest betting action (antes are shown by the pot)."""
    for entry in reversed(view.get("actions") or []):
        kind = str(entry["kind"])
        if kind == "ante":
            continue
        name = names[int(entry["seat"])]
        raised = kind in ("bet", "raise", "all_in")
        amount = int(entry["to"]) if raised else abs(int(entry["added"]))
        return text.t("chat-ud-did-" + kind.replace("_", "-"), name=name, amount=amount)
    return None


def result_lines(result: View, names: Sequence[str], text: Localizer) -> list[str]:
    """Who won the deal's pot (or that it was split), and both locked cards when shown."""
    deal, pot = int(result["deal_no"]), int(result["pot"])
    if result.get("folded") is not None:
        folded = int(result["folded"])
        winner = names[int(result["winner"])] if result.get("winner") is not None else ""
        lines = [text.t("chat-ud-result-fold", deal=deal, name=names[folded], winner=winner,
                        amount=pot)]
    elif result.get("winner") is None:
        lines = [text.t("chat-ud-result-split", deal=deal, amount=pot)]
    else:
        lines = [text.t("chat-ud-result-won", deal=deal, name=names[int(result["winner"])],
                        amount=pot)]
    locked = result.get("locked") or []
    if len(locked) == len(names) and all(locked):
        shown = [f"{name} {face(str(code))}" for name, code in zip(names, locked, strict=True)]
        lines.append(text.t("chat-ud-revealed", first=shown[0], second=shown[1]))
    return lines


def hand_text(private: View, text: Localizer) -> str:
    """A player's own cards, numbered like the lock buttons (short enough for an alert)."""
    hand = list(private.get("hand") or [])
    if not hand or private.get("deal_over"):
        return text.t("chat-ud-no-cards")
    cards = "  ".join(
        f"{text.number(slot + 1)}) {face(str(code))}" for slot, code in enumerate(hand)
    )
    lines = [text.t("chat-ud-hand", deal=int(private["deal_no"]), cards=cards)]
    slot = private.get("locked_slot")
    if slot is not None:
        lines.append(text.t("chat-ud-hand-locked", card=face(str(hand[int(slot)]))))
    return "\n".join(lines)
