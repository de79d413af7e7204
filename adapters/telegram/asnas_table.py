"""As-Nas as Telegram text: the group's table message and a player's own hand.

Built only from the documented view keys (`engine.asnas` docstring, reached through `bot`):
the table reads the public view, which names a hand only at a showdown (AN-5.3), so it cannot
show a hidden card. A player's hand comes from their private view, which holds it only once they
looked (AN-2.5). Cards are written by their localized names in brackets ("[As]"), never by the
engine's codes, in the order AN-4.3 compares them (`bot.render.asnas.cards_label`); scores by
`Localizer.fraction`. The keyboard is the shared one (`table.table_keyboard`): look, hold,
call, raise to the next stake, fold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adapters.telegram.table import clock_time
from bot.i18n import Localizer, localize_digits
from bot.render.asnas import cards_label, exact
from bot.render.names import names_list

View = Mapping[str, Any]


def points(value: str, text: Localizer) -> str:
    """A score as an exact fraction ("7/3", "-1") in the reader's digits (AN-5.1)."""
    return text.fraction(exact(value))


def table_text(
    view: View,
    names: Sequence[str],
    text: Localizer,
    deadline: float | None = None,
    *,
    closed: bool = False,
) -> str:
    """Deal number, dealer, pot and highest stake, each seat's stake and total, the last action,
    the deal's result, the standings at the end, whose turn it is and until when."""
    live = not view["deal_over"]
    lines = [
        text.t("asnas-title", deal=int(view["deal_no"]), deals=int(view["deals_per_match"])),
    ]
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
        lines.extend(result_lines(result, names, text))
    if view["match_over"]:
        winners = names_list([names[int(seat)] for seat in view.get("winners") or []], text)
        lines.append(text.t("asnas-match-over", names=winners))
    elif view.get("to_act") is not None and not closed:
        name = names[int(view["to_act"])]
        if deadline is None:
            lines.append(text.t("turn-of", name=name))
        else:
            when = localize_digits(clock_time(deadline), text.locale)
            lines.append(text.t("tg-ud-turn-until", name=name, time=when))
    return "\n".join(lines)


def result_lines(result: View, names: Sequence[str], text: Localizer) -> list[str]:
    """The deal's winners and share, each seat's result, the hands shown at a showdown."""
    winners = names_list([names[int(seat)] for seat in result["winners"]], text)
    lines = [text.t("asnas-result", names=winners, pot=int(result["pot"]),
                    share=points(str(result["share"]), text))]
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
    "Look" shows them (AN-2.5). Short enough for an alert (≤ 200 characters)."""
    hand = private.get("hand")
    if not hand:
        return text.t("asnas-look-first")
    cards = cards_label(hand, text)
    category = text.t(str(private["category"])) if private.get("category") else ""
    return text.t("asnas-hand", deal=int(private["deal_no"]), cards=cards, category=category)
