"""Poker tables (Hold'em, Omaha, Naiko) as Telegram text and keyboards.

The table text is `bot.render.poker.table_view` (built from the public view only, so it cannot
name a hole card; Naiko's carousel, sparks and shield window included) rendered with card
faces, plus the latest public events ("Bob raises to 60.") and whose turn it is until when.
The keyboard holds the acting seat's legal actions from its private view: preset sizes
(`bot.render.poker.presets`: minimum, half pot, pot, maximum; the all-in button says the
maximum), "Other amount", and Naiko's powers.
Swap buttons name the card slot and never the card: the whole group sees the keyboard.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from adapters.telegram.layout import clock_time
from bot.callbacks import ButtonRef, CallbackCodec
from bot.commands import Event
from bot.i18n import Localizer, action_key, localize_digits
from bot.render.cards import faces
from bot.render.poker import event_lines, presets, seat_name, table_view
from bot.views import CardList, Text, render_text

View = Mapping[str, Any]
# Button families (`ButtonRef.tag`, the ref's match_id is the table id): act now (arg: an amount,
# or a card slot / target seat for CHOICE_VERBS), ask for an amount, my cards, sit down.
ACT: Final = "pa"
ASK: Final = "pk"
CARDS: Final = "pc"
SIT: Final = "ps"
TAGS: Final = frozenset({ACT, ASK, CARDS, SIT})
AMOUNT_VERBS: Final = frozenset({"bet", "raise"})
CHOICE_VERBS: Final = frozenset({"swap", "anchor"})
POWER_VERBS: Final = ("glance", "swap", "anchor", "shield", "decline")
RECENT_LINES: Final = 4  # events shown under a live hand
RESULT_LINES: Final = 16  # events shown under a finished hand (board, shows, pots, wins)


def line_text(line: Text | CardList, text: Localizer) -> str:
    if isinstance(line, Text):
        return render_text(line, text)
    label = "" if line.label is None else render_text(line.label, text) + " "
    return label + " ".join([*faces(line.cards), *["🂠"] * line.hidden])


def table_text(
    table_id: int,
    view: View,
    text: Localizer,
    recent: Sequence[Event] = (),
    *,
    invite_only: bool = False,
    current: bool = True,
) -> str:
    """The group's table message for `view` (a `Table.public_view()`), with the latest public
    events of this hand; `current` False closes an older hand's message (no "next hand")."""
    rendered = [line_text(line, text) for line in table_view(table_id, view).lines]
    turn = rendered.pop() if view["live"] and view["to_act"] is not None else None
    if not any(view["seats"]):
        rendered.append(text.t("poker-table-empty"))
    if invite_only:
        rendered.append(text.t("poker-table-private"))
    live = bool(view["live"])
    limit = RECENT_LINES if live else RESULT_LINES
    said = [render_text(line, text) for line in public_lines(recent, view)]
    rendered.extend(said[-limit:])
    if turn is not None:
        deadline = view.get("deadline")
        if deadline is None:
            rendered.append(turn)
        else:
            name = name_of(view, int(view["to_act"]), text)
            when = localize_digits(clock_time(float(deadline)), text.locale)
            rendered.append(text.t("tg-ud-turn-until", name=name, time=when))
    elif current and not live and view["hand_no"] and not view["closed"]:
        rendered.append(text.t("poker-table-next-hand"))
    return "\n".join(rendered)


def public_lines(events: Iterable[Event], view: View) -> list[Text]:
    """The shared event sentences, plus each pot as the hand settles it (main pot, side pots,
    NK-4.1), so the group sees what every win was taken from."""
    lines: list[Text] = []
    for event in events:
        if event.kind == "pot" and event.private_to is None:
            index = int(event.data.get("pot", 0))
            key = "poker-pot" if index == 0 else "poker-side-pot"
            lines.append(Text(key, {"amount": int(event.data.get("amount", 0)), "index": index}))
        else:
            lines.extend(event_lines([event], view, None))
    return lines


def name_of(view: View, seat: int, text: Localizer) -> str:
    """A seat's name as the group reads it ("Ann", "Felt (BOT)")."""
    name = seat_name(view, seat)
    return render_text(name, text) if isinstance(name, Text) else name


def table_keyboard(
    table_id: int,
    view: View,
    acting: View | None,
    text: Localizer,
    *,
    codec: CallbackCodec,
    deep_link: str | None,
) -> InlineKeyboardMarkup:
    """The acting seat's buttons (from its private view `acting`), then My cards, Sit down and
    the link that opens the bot's private chat."""
    hand_no, hand_seq = int(view["hand_no"]), int(view["hand_seq"])

    def button(label: str, tag: str, verb: str, arg: int | None = None) -> InlineKeyboardButton:
        data = codec.encode(ButtonRef(tag, table_id, hand_no, hand_seq, verb, arg))
        return InlineKeyboardButton(label, callback_data=data)

    rows: list[list[InlineKeyboardButton]] = []
    if acting is not None:
        rows = _action_rows(view, acting, text, button)
    tail = [button(text.t("chat-my-cards"), CARDS, "show")]
    if view["open_to_sit"]:
        tail.append(button(text.t("poker-sit-button"), SIT, "sit"))
    if deep_link:
        tail.append(InlineKeyboardButton(text.t("tg-open-dm"), url=deep_link))
    return InlineKeyboardMarkup([*rows, tail])


def _action_rows(view: View, acting: View, text: Localizer, button: Any) -> list[list[Any]]:
    hand = acting.get("hand") or {}
    seat = int(acting["seat"])
    legal = list(hand.get("legal") or [])
    all_in = {int(o["max"]) for o in legal if o["kind"] == "all_in"}
    sizes: list[Any] = []
    plain: list[Any] = []
    powers: list[Any] = []
    for option in legal:
        kind = str(option["kind"])
        if kind in AMOUNT_VERBS:
            for key, amount in presets(hand, option, seat):
                if amount not in all_in:
                    sizes.append(button(text.t(key, amount=amount), ACT, kind, amount))
            if int(option["max"]) > int(option["min"]):
                sizes.append(button(text.t("chat-other-amount"), ASK, kind))
        elif kind == "call":
            plain.append(button(text.t("action-call-amount", amount=int(option["min"])), ACT,
                                kind))
        elif kind == "all_in":
            plain.append(button(text.t("poker-button-all-in", amount=int(option["max"])), ACT,
                                kind))
        elif kind == "swap":
            for slot in option.get("choices") or []:
                powers.append(button(text.t("poker-swap-slot", slot=int(slot) + 1), ACT, kind,
                                     int(slot)))
        elif kind == "anchor":
            for target in option.get("choices") or []:
                name = name_of(view, int(target), text)
                powers.append(button(text.t("poker-anchor-seat", name=name), ACT, kind,
                                     int(target)))
        elif kind in POWER_VERBS:
            powers.append(button(text.t(action_key(kind)), ACT, kind))
        else:
            plain.append(button(text.t(action_key(kind)), ACT, kind))
    return [row for row in (powers, sizes, plain) if row]


def hole_text(private: View, text: Localizer) -> str:
    """A player's own cards (≤ 200 characters: an alert), and what a Naiko power showed them."""
    hand = private.get("hand") or {}
    hole = [str(code) for code in hand.get("hole") or []]
    if not hole or not private.get("live"):
        return text.t("poker-no-cards")
    lines = [text.t("poker-hole", hand=int(private["hand_no"]), cards=" ".join(faces(hole)))]
    lines.extend(secret_lines(_secrets_of(hand), text))
    return "\n".join(lines)


def _secrets_of(hand: View) -> list[tuple[str, View]]:
    found: list[tuple[str, View]] = []
    glance = hand.get("glance")
    if glance and not glance.get("stale"):
        found.append(("glance_card", glance))
    return found


def secret_lines(found: Iterable[tuple[str, View]], text: Localizer) -> list[str]:
    """A glance's card (NK-6.1) or a swap's new card (NK-6.2): for their user's eyes only."""
    lines = []
    for kind, data in found:
        if kind == "glance_card":
            lines.append(text.t("poker-glance-card", card=faces([str(data["card"])])[0]))
        elif kind == "swap_card":
            lines.append(text.t("poker-swap-card", old=faces([str(data["old"])])[0],
                                new=faces([str(data["new"])])[0]))
    return lines


def private_events(events: Iterable[Event], seat: int) -> list[tuple[str, View]]:
    """The events only `seat` may see that carry a card to tell them (glance, swap)."""
    return [
        (event.kind, event.data) for event in events
        if event.private_to == seat and event.kind in ("glance_card", "swap_card")
    ]
