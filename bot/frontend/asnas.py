"""As-Nas in a chat: the channel's table message and a player's own hand, the same on every
platform.

Built only from the documented view keys (`engine.asnas`, through `bot`): the table reads the
public view, which names a hand only at a showdown (AN-5.3); a player's hand comes from their
private view, which holds it only once they looked (AN-2.5). Cards are written by their
localized names in AN-4.3's order (`bot.render.asnas.cards_label`), scores as exact fractions
in the reader's digits (AN-5.1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.frontend.moves import cards_button, move_buttons
from bot.frontend.screen import Screen
from bot.i18n import Localizer
from bot.render.asnas import cards_label, exact
from bot.render.names import names_list

View = Mapping[str, Any]


def points(value: str, text: Localizer) -> str:
    """A score as an exact fraction ("7/3", "-1") in the reader's digits (AN-5.1)."""
    return text.fraction(exact(value))


def table_screen(view: View, names: Sequence[str], text: Localizer, *, match_id: int,
                 acting: View | None, deadline: float | None = None,
                 final: bool = False) -> Screen:
    """Dealer, pot and highest stake, each seat's stake and total, the last action, the deal's
    result, the standings at the end, whose turn it is."""
    live = not view["deal_over"]
    lines = []
    if live:
        lines.append(text.t("asnas-stakes", pot=int(view["pot"]), high=int(view["high"]),
                            cap=int(view["cap"]), dealer=names[int(view["dealer"])]))
    for seat, name in enumerate(names):
        entry = view["seats"][seat]
        state = "waiting"
        if live:
            state = "folded" if entry["folded"] else "acted" if entry["acted"] else "waiting"
        lines.append(text.t(
            "asnas-seat", name=name, stake=int(entry["stake"]) if live else 0, state=state,
            total=points(str(entry["total"]), text),
        ))
    actions = view.get("actions") or []
    if live and actions:
        last = actions[-1]
        lines.append(text.t("asnas-did-" + str(last["action"]), name=names[int(last["seat"])],
                            stake=int(last["stake"])))
    result = view.get("result")
    if result and not live:
        lines.extend(result_lines(result, names, text, int(view["deal_no"])))
    over = bool(view["match_over"])
    if over:
        winners = names_list([names[int(seat)] for seat in view.get("winners") or []], text)
        lines.append(text.t("asnas-match-over", names=winners))
    turn = None
    if not over and not final and view.get("to_act") is not None:
        turn = names[int(view["to_act"])]
    playing = not over and not final
    buttons = move_buttons(acting, match_id, text) if acting is not None and playing else []
    if playing:
        buttons.append(cards_button(match_id, int(view["deal_no"]), text))
    title = text.t("asnas-title", deal=int(view["deal_no"]), deals=int(view["deals_per_match"]))
    return Screen(title, tuple(lines), tuple(buttons), turn=turn,
                  deadline=deadline if turn else None, final=not playing)


def result_lines(result: View, names: Sequence[str], text: Localizer, deal: int) -> list[str]:
    """The deal's winners and share, the hands shown at a showdown, each seat's result."""
    winners = names_list([names[int(seat)] for seat in result["winners"]], text)
    lines = [text.t("asnas-result", deal=deal, names=winners, pot=int(result["pot"]),
                    share=points(str(result["share"]), text),
                    winners=len(result["winners"]))]
    for shown in result.get("shown") or []:
        cards = cards_label(shown["cards"], text)
        lines.append(text.t("asnas-shown", name=names[int(shown["seat"])], cards=cards,
                            category=text.t(str(shown["category"]))))
    changes = " · ".join(
        f"{name} {_signed(points(str(value), text), str(value))}"
        for name, value in zip(names, result["results"], strict=True)
    )
    lines.append(changes)
    return lines


def _signed(shown: str, value: str) -> str:
    return "+" + shown if exact(value) > 0 else shown


def hand_text(private: View, text: Localizer) -> str:
    """The player's own five cards and their category once they looked, else a reminder that
    "Look" shows them (AN-2.5). Short enough for an alert."""
    hand = private.get("hand")
    if not hand:
        return text.t("asnas-look-first")
    category = text.t(str(private["category"])) if private.get("category") else ""
    return text.t("asnas-hand", deal=int(private["deal_no"]), cards=cards_label(hand, text),
                  category=category)
