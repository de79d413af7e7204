"""/hand as a picture (issue 21): a finished hand's streets in sequence, drawn from the stored
history of a real table: each street's board so far, the pot after it matching what was won,
the hands shown, and never a card that was not shown (NK-4.3); in every language."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bot.frontend.replays import find_replay, replay_png
from bot.i18n import Localizer
from bot.pictures.canvas import MAX_SIDE
from bot.pictures.replay import WIDTH, replay_picture, story
from bot.replay import read_hands
from bot.store import Store
from bot.tables.simulate import COMMUNITY as SIM_COMMUNITY
from bot.tables.simulate import simulate
from tests.bot.tables.tables_helpers import FakeClock
from tests.bot.tables.test_hand_replay import played

LANGS = ("en", "hi", "fa", "fi")
STREETS = ("preflop", "flop", "turn", "river")


async def test_every_hand_is_drawn_street_by_street_with_only_public_cards(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    store = await Store.open(tmp_path / "felt.db", clock=clock)
    try:
        table_id, holes = await played(store, clock, seed=11, hands=12)
        hands = read_hands(await store.match_events(table_id), table_id)
    finally:
        await store.close()
    showdowns = hidden_checked = 0
    for number, hand in hands.items():
        if not hand.finished:
            continue
        told = story(hand)
        names = tuple(street.name for street in told.streets)
        assert names == STREETS[:len(names)], names
        assert told.streets[-1].pot == sum(amount for _, amount, _ in told.wins)
        board = [code for street in told.streets[-1:] for code in street.board]
        shown = [code for cards, _ in told.shown.values() for code in cards]
        expected = Counter(code for street in told.streets for code in street.board)
        expected.update(shown)
        hidden = {code for seat, cards in holes.get(number, {}).items()
                  if seat not in told.shown for code in cards}
        for lang in LANGS:
            picture = replay_picture(hand, Localizer(lang))
            assert picture.size[0] == WIDTH and picture.size[1] <= MAX_SIDE
            assert Counter(picture.faces) == expected, (number, lang)
            assert set(picture.faces) <= set(board) | set(shown)
            assert not hidden & set(picture.faces)
            assert picture.backs == 0
        showdowns += bool(told.shown)
        hidden_checked += len(hidden)
    assert showdowns and hidden_checked  # both kinds of ending were drawn


async def test_the_chat_gets_the_picture_only_with_pictures_on(tmp_path: Path) -> None:
    clock = FakeClock()
    store = await Store.open(tmp_path / "felt.db", clock=clock)
    try:
        table_id, _ = await played(store, clock, seed=3, hands=2)
        found = await find_replay(store, [table_id], ["1"])
        missing = await find_replay(store, [table_id], ["99"])
        usage = await find_replay(store, [table_id], ["first"])
    finally:
        await store.close()
    en = Localizer("en")
    assert found.hand is not None and found.hand.hand_no == 1
    png = await replay_png(found, en, enabled=True)
    assert png is not None and png.startswith(b"\x89PNG")
    assert await replay_png(found, en, enabled=False) is None
    assert missing.hand is None and await replay_png(missing, en, enabled=True) is None
    assert usage.hand is None and [line.key for line in usage.lines] == ["replay-usage-chat"]


@pytest.mark.parametrize("mode", ["holdem", "omaha", "naiko"])
async def test_nine_seat_hands_of_every_mode_fit_and_show_only_public_cards(
    tmp_path: Path, mode: str
) -> None:
    path = tmp_path / "felt.db"
    await simulate(mode, tables=1, hands=15, players=9, seed=3, db=path)
    drawn = 0
    async with await Store.open(path) as store:
        for table_id in await store.match_ids(SIM_COMMUNITY, "table:"):
            for hand in read_hands(await store.match_events(table_id), table_id).values():
                if not hand.finished:
                    continue
                told = story(hand)
                assert told.streets[-1].pot == sum(amount for _, amount, _ in told.wins)
                public = {str(code) for event in hand.events if event.kind in ("board", "show")
                          for code in event.data.get("cards") or []}
                picture = replay_picture(hand, Localizer("fa"))
                assert set(picture.faces) <= public and picture.size[1] <= MAX_SIDE
                drawn += 1
    assert drawn >= 15
