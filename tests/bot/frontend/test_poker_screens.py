"""Properties of the poker table's chat screen (`bot.frontend.poker`, the same on every
platform) over random hands (Hold'em, Omaha, Naiko, 2-6 seats, random legal play): every button
id fits Telegram's 64 bytes and decodes to an action the acting seat may take now (amounts
within its bounds, choices among its choices), and the channel's text never names a hole card
it may not see."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.callbacks import MAX_BYTES, CallbackCodec
from bot.commands import Action
from bot.frontend import poker
from bot.i18n import Localizer, languages
from bot.render.cards import face
from bot.tables import Table, TableConfig

CODEC = CallbackCodec(b"k" * 32)


def _play(mode: str, seats: int, seed: int, steps: int) -> Table:
    table = Table.create("tg:1", TableConfig.standard(mode, seats=seats, bots_allowed=True))
    rng = random.Random(seed)
    for seat in range(seats):
        table.sit(seat + 1, f"P{seat}", rng.randrange(400, 2001), 0.0)
    table.deal(seed, 0.0)
    for _ in range(steps):
        if not table.live or table.to_act is None:
            break
        seat = table.to_act
        option = rng.choice(table.hand.legal_actions(seat))  # type: ignore[union-attr]
        amount = rng.randint(option.min, option.max) if option.min is not None and \
            option.max is not None else None
        choice = rng.choice(option.choices) if option.choices else None
        table.act(seat, Action(seat, option.kind, amount, choice), 0.0)
    return table


@settings(max_examples=60, deadline=None)
@given(
    mode=st.sampled_from(["holdem", "omaha", "naiko"]),
    seats=st.integers(min_value=2, max_value=6),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=12),
    lang=st.sampled_from(languages()),
)
def test_buttons_are_legal_now_and_text_hides_hole_cards(
    mode: str, seats: int, seed: int, steps: int, lang: str
) -> None:
    table = _play(mode, seats, seed, steps)
    text = Localizer(lang)
    view = table.public_view()
    acting = table.private_view(table.to_act) if table.to_act is not None else None
    screen = poker.table_screen(1, view, text, acting=acting)
    body = "\n".join([screen.title, *screen.lines])
    public = {str(c) for c in (view["hand"] or {}).get("board", [])}
    shown = {str(c) for entry in (view["hand"] or {}).get("seats", [])
             for c in entry["cards"] or []}
    for seat in range(seats):
        hole = (table.private_view(seat).get("hand") or {}).get("hole") or []
        for card in set(map(str, hole)) - public - shown:
            assert face(card) not in body
    legal = {} if acting is None else {o["kind"]: o for o in acting["hand"]["legal"]}
    for button in screen.buttons:
        data = CODEC.encode(button.ref)
        assert len(data.encode()) <= MAX_BYTES
        ref = CODEC.decode(data)
        assert ref.match_id == 1 and ref.deal_no == table.hand_no
        if ref.tag not in (poker.ACT, poker.AMOUNT):
            continue
        assert ref.seq == table.hand_seq
        option = legal[ref.verb]  # only the acting seat's legal verbs have buttons
        if ref.verb in poker.CHOICE_VERBS:
            assert ref.arg in option["choices"]
        elif ref.arg is not None:
            assert option["min"] <= ref.arg <= option["max"]
        for card in map(str, acting["hand"]["hole"]):  # type: ignore[index]
            assert face(card) not in button.label  # the channel sees the buttons


def test_nk_5_3_the_carousel_and_sparks_are_shown_once() -> None:
    """The neutral table lines carry Naiko's carousel and sparks; the chat screen adds no
    copy."""
    table = _play("naiko", 3, 3, 0)
    en = Localizer("en")
    carousel = table.public_view()["hand"]["carousel"]
    screen = poker.table_screen(1, table.public_view(), en, acting=None)
    text = "\n".join([screen.title, *screen.lines])
    assert text.count(en.t("naiko-power-" + carousel[0])) == 1
    assert text.count("P0 has") == 1


def test_a_screen_names_whose_turn_and_offers_the_acting_seat_its_moves() -> None:
    table = _play("holdem", 2, 7, 0)
    en = Localizer("en")
    seat = table.to_act
    assert seat is not None
    screen = poker.table_screen(1, table.public_view(), en, acting=table.private_view(seat))
    assert screen.turn == f"P{seat}" and not screen.final
    tags = [button.ref.tag for button in screen.buttons]
    assert poker.ACT in tags and tags[-1] == poker.CARDS  # the moves, then "My cards"
    closed = poker.table_screen(1, table.public_view(), en, acting=None, final=True)
    assert closed.turn is None and closed.buttons == () and closed.final


def test_hole_text_names_the_hand_and_what_a_power_showed() -> None:
    table = _play("holdem", 2, 11, 0)
    en = Localizer("en")
    private = table.private_view(0)
    hole = [str(code) for code in private["hand"]["hole"]]  # type: ignore[index]
    text = poker.hole_text(private, en)
    assert text.startswith(en.t("poker-hole", hand=table.hand_no, cards=""))
    assert all(face(code) in text for code in hole)
