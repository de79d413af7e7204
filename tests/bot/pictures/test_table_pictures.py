"""Table pictures: real PNGs of the right size, every seat's cards drawn, and never a hidden
card face up (checked against the public view, by the sprites pasted and by the pixels where
a face-down card sits)."""

from __future__ import annotations

import io
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops, ImageStat

from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures.asnas import asnas_picture
from bot.pictures.cards import back
from bot.pictures.poker import own_cards_picture, table_picture
from bot.pictures.updown import updown_picture
from bot.tables import Table, TableConfig
from bot.views import Text
from engine.games import AsNasState, UpDownState
from engine.protocol import Action

NOW = 1_000.0
EN = Localizer("en")


def decoded(picture: Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    assert image.format == "PNG" and image.size == picture.size
    return image.convert("RGB")


def like_back(image: Image.Image, box: tuple[int, int, int, int]) -> bool:
    """The card drawn in `box` looks like the back sprite (within the palette's rounding)."""
    x0, y0, x1, y1 = box
    sprite = back(x1 - x0).convert("RGB")
    inner = (6, 6, sprite.width - 6, sprite.height - 6)
    shown = image.crop((x0 + 6, y0 + 6, x1 - 6, y1 - 6))
    difference = ImageStat.Stat(ImageChops.difference(shown, sprite.crop(inner))).mean
    return max(difference) < 6


def backs_are_backs(picture: Picture) -> None:
    """Every card recorded face down really shows the back; every face up does not."""
    image = decoded(picture)
    for mark in picture.cards:
        assert like_back(image, mark.box) == (mark.code is None), mark


def table(names: list[str], mode: str = "holdem") -> Table:
    t = Table.create("c", TableConfig.standard(mode, big_blind=10, seats=6))
    for player, name in enumerate(names):
        t.sit(player, name, 500, NOW)
    return t


def public_codes(view: object) -> set[str]:
    """Every card code anywhere in a public view."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            found.add(node)

    walk(view)
    return found


def test_poker_picture_is_a_png_with_two_backs_per_dealt_hand() -> None:
    t = table(["Ann", "مریم", "अनिल"])
    t.deal(3, NOW)
    picture = table_picture(t.public_view(), EN)
    assert picture.size == (960, 600) and len(picture.png) < 1_000_000
    assert picture.faces == () and picture.backs == 6
    backs_are_backs(picture)


def test_omaha_hands_are_four_backs_and_the_board_is_face_up() -> None:
    t = table(["Ann", "Bob"], "omaha")
    t.deal(5, NOW)
    while t.hand is not None and t.live and not t.hand.public_view()["board"]:
        seat = t.to_act
        assert seat is not None
        kinds = {o.kind for o in t.hand.legal_actions(seat)}
        t.act(seat, Action(seat, "call" if "call" in kinds else "check"), NOW)
    assert t.hand is not None
    board = [str(code) for code in t.hand.public_view()["board"]]
    picture = table_picture(t.public_view(), Localizer("fa"))
    assert list(picture.faces) == board and picture.backs == 8
    backs_are_backs(picture)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), mode=st.sampled_from(["holdem", "omaha", "naiko"]),
       steps=st.integers(0, 40))
def test_no_hidden_card_is_ever_drawn_face_up(seed: int, mode: str, steps: int) -> None:
    rng = random.Random(seed)
    t = table(["Ann", "Bob", "Cy", "Dee"], mode)
    t.deal(seed, NOW)
    for _ in range(steps):
        seat = t.to_act
        if seat is None or t.hand is None:
            break
        option = rng.choice(t.hand.legal_actions(seat))
        amount = None
        if option.kind in ("bet", "raise") and option.min is not None:
            amount = rng.randint(option.min, option.max or option.min)
        choice = rng.choice(option.choices) if option.choices else None
        t.act(seat, Action(seat, option.kind, amount, choice), NOW)
    view = t.public_view()
    picture = table_picture(view, EN)
    assert set(picture.faces) <= public_codes(view)
    assert t.hand is not None
    hand = t.hand.public_view()
    for seat, entry in enumerate(hand["seats"]):
        if entry["in_hand"] and not entry["cards"]:  # not shown: every card stays hidden
            private = t.hand.private_view(seat)
            secret = set(private.get("hole") or [])
            assert not secret & set(picture.faces)
    backs_are_backs(picture)


def test_updown_locked_cards_stay_face_down_until_the_deal_ends() -> None:
    state = UpDownState()
    state.start_deal(seed=1)
    names = {0: Text("seat-bot", {"name": "Ann"}), 1: Text("seat-bot", {"name": "Felt"})}
    state.apply(Action(0, "lock", choice=0))
    state.apply(Action(1, "lock", choice=1))
    during = updown_picture(state.public_view(), names, Localizer("hi"))
    assert during.faces == () and during.backs == 4  # one in hand + one locked, per seat
    backs_are_backs(during)
    state.apply(Action(int(state.to_act or 0), "check"))
    state.apply(Action(int(state.to_act or 0), "check"))
    view = state.public_view()
    assert view["deal_over"]
    after = updown_picture(view, names, EN)
    assert sorted(after.faces) == sorted(view["last_result"]["locked"])
    kept = {str(code) for seat in range(2) for code in state.private_view(seat)["hand"]}
    assert not kept & set(after.faces)  # the cards kept for the next deal stay hidden
    backs_are_backs(after)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_asnas_shows_only_the_hands_that_reached_the_showdown(seed: int) -> None:
    rng = random.Random(seed)
    state = AsNasState(seed=seed)
    state.start_deal(seed=seed)
    names = {seat: Text("seat-bot", {"name": f"Felt {seat}"}) for seat in range(4)}
    middle = asnas_picture(state.public_view(), names, EN)
    assert middle.faces == () and middle.backs == 20
    while not state.deal_over:
        seat = int(state.to_act or 0)
        option = rng.choice(state.legal_actions(seat))
        state.apply(Action(seat, option.kind, option.min if option.kind == "raise" else None))
    view = state.public_view()
    picture = asnas_picture(view, names, Localizer("fa"))
    shown = {str(code) for entry in view["result"]["shown"] for code in entry["cards"]}
    assert set(picture.faces) == shown
    folded = [seat for seat, entry in enumerate(view["seats"]) if entry["folded"]]
    assert len(picture.faces) == 5 * len(view["result"]["shown"])
    assert not set(folded) & {int(e["seat"]) for e in view["result"]["shown"]}
    backs_are_backs(picture)


def test_own_cards_are_a_small_picture_of_exactly_those_cards() -> None:
    picture = own_cards_picture(["Ah", "Td"], EN)
    assert picture.faces == ("Ah", "Td") and picture.backs == 0
    assert decoded(picture).size[0] < 200


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(1, 60))
def test_updown_pictures_show_only_public_cards_through_a_match(seed: int, steps: int) -> None:
    """Random play over several deals: every face drawn is a card the public view holds (a
    locked card once revealed, UD-5.1), never a card still in someone's hand."""
    rng = random.Random(seed)
    state = UpDownState()
    names = {0: Text("seat-bot", {"name": "Ann"}), 1: Text("seat-bot", {"name": "Felt"})}
    for _ in range(steps):
        if state.match_over:
            break
        if state.deal_over:
            state.start_deal(seed=rng.randrange(1 << 30))
        else:
            seat = int(state.to_act or 0)
            option = rng.choice(state.legal_actions(seat))
            choice = rng.choice(option.choices) if option.choices else None
            amount = option.min if option.kind in ("bet", "raise") else None
            state.apply(Action(seat, option.kind, amount, choice))
        view = state.public_view()
        picture = updown_picture(view, names, EN)
        assert set(picture.faces) <= public_codes(view)
        held = {str(code) for seat in range(2) for code in state.private_view(seat)["hand"]}
        revealed = set(view["last_result"]["locked"]) if view["last_result"] else set()
        assert not (held - revealed) & set(picture.faces)
