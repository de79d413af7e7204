"""The buttons of a match's acting seat, from the legal actions its private view lists (the
same for every match game and every chat): a choice per card slot, sizes for a bet or a raise
(the minimum, half pot and pot strictly inside the bounds, then "Other amount" when the bounds
differ), all-in with its amount, call with its amount, and each other move by its name.

Nothing here decides what is legal: the engine lists it, these only lay it out. Lock buttons
name the card slot, never the card: every button is seen by the whole chat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bot.callbacks import ButtonRef
from bot.frontend.screen import ACT, AMOUNT, CARDS, PICK, ChatButton
from bot.i18n import Localizer, action_key
from bot.render.calls import without_all_in_that_is_the_call
from bot.render.updown import in_front, pot_presets
from bot.views import ButtonStyle

View = Mapping[str, Any]
AMOUNT_VERBS: Final = frozenset({"bet", "raise"})
PICK_ROW, SIZE_ROW, PLAIN_ROW, TAIL_ROW = 0, 1, 2, 3
_STYLES: Final[Mapping[str, ButtonStyle]] = {
    "call": "success", "fold": "danger", "all_in": "danger", "look": "primary",
}


def move_buttons(private: View, match_id: int, text: Localizer) -> list[ChatButton]:
    """The acting seat's legal moves as buttons (`private`: its private view)."""
    deal, seq = int(private["deal_no"]), int(private["seq"])

    def button(label: str, tag: str, verb: str, arg: int | None = None, *,
               row: int = PLAIN_ROW, style: ButtonStyle | None = None) -> ChatButton:
        chosen = style if style is not None else _STYLES.get(verb, "secondary")
        return ChatButton(label, ButtonRef(tag, match_id, deal, seq, verb, arg), chosen, row)

    buttons: list[ChatButton] = []
    # (UD-3.4: facing an all-in of the whole stack, the call alone)
    for legal in without_all_in_that_is_the_call(private.get("legal") or [],
                                                 in_front(private)):
        kind = str(legal["kind"])
        low, high = legal.get("min"), legal.get("max")
        if legal.get("choices"):
            for choice in legal["choices"]:
                label = text.t("chat-lock-slot", slot=int(choice) + 1)
                buttons.append(button(label, PICK, kind, int(choice), row=PICK_ROW,
                                      style="primary"))
        elif kind in AMOUNT_VERBS and low is not None and high is not None:
            buttons.append(button(text.t("chat-preset-min", amount=int(low)), ACT, kind,
                                  int(low), row=SIZE_ROW, style="success"))
            for name, amount in pot_presets(int(low), int(high), private):
                buttons.append(button(text.t(f"chat-preset-{name}", amount=amount), ACT, kind,
                                      amount, row=SIZE_ROW, style="success"))
            if int(high) > int(low):
                buttons.append(button(text.t("chat-other-amount"), AMOUNT, kind, row=SIZE_ROW))
        elif kind == "all_in" and high is not None:
            buttons.append(button(text.t("chat-preset-all-in", amount=int(high)), ACT, kind))
        elif kind == "call" and low is not None:
            buttons.append(button(text.t("action-call-amount", amount=int(low)), ACT, kind))
        else:
            buttons.append(button(text.t(action_key(kind)), ACT, kind))
    return buttons


def amount_bounds(private: View, verb: str) -> tuple[int, int] | None:
    """The legal (min, max) of `verb` in a private view, None when it is not legal now."""
    for legal in private.get("legal") or []:
        if legal.get("kind") == verb and legal.get("min") is not None \
                and legal.get("max") is not None:
            return int(legal["min"]), int(legal["max"])
    return None


def takes_choice(private: View, verb: str) -> bool:
    """Whether `verb`'s argument is a choice (a card slot) rather than an amount."""
    return any(legal.get("kind") == verb and bool(legal.get("choices"))
               for legal in private.get("legal") or [])


def cards_button(match_id: int, deal_no: int, text: Localizer) -> ChatButton:
    """"My cards": the presser's own cards, to them alone (on every live table message)."""
    return ChatButton(text.t("chat-my-cards"), ButtonRef(CARDS, match_id, deal_no, 0, "show"),
                      "primary", TAIL_ROW)
