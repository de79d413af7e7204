"""Hand replays (issue 21): a finished hand read back from the table's stored history, step
by step, with only what the table saw: no hole card of a hand that was not shown, in any
language (NK-4.3)."""

from __future__ import annotations

import random

from bot.i18n import Localizer
from bot.render.cards import face
from bot.replay import load_hand, read_hands, replay_lines
from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from bot.views import render_text
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, command_for, open_players

CONFIG = TableConfig.standard("holdem", big_blind=10, seats=4)
LANGS = ("en", "hi", "fa", "fi")


async def played(store: Store, clock: FakeClock, seed: int, hands: int) -> tuple[int, dict]:
    """A table where three people play `hands` hands with random legal moves; returns its
    id and each hand's hole cards by seat (taken from the live tables, never from a replay)."""
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", CONFIG)
    for index, player in enumerate(players):
        await service.sit(live.id, player, ["Ann", "مریم", "अनिल"][index], 300)
    rng = random.Random(seed)
    holes: dict[int, dict[int, list[str]]] = {}
    while live.table.hand_no <= hands:
        hand = live.table.hand
        assert hand is not None
        holes.setdefault(live.table.hand_no, {
            seat: list(hand.private_view(seat).get("hole") or [])
            for seat in range(len(live.table.seats)) if live.table.dealt(seat)
        })
        seat = live.table.to_act
        if seat is None:
            break
        kinds = {option.kind for option in hand.legal_actions(seat)}
        # Mostly calls and checks, some folds, a few random moves: hands end both ways.
        roll = rng.random()
        if roll < 0.3 and "fold" in kinds:
            verb = "fold"
        elif roll < 0.9:
            verb = "check" if "check" in kinds else "call"
        else:
            command = command_for(live, rng)
            assert command is not None
            await service.act(command)
            continue
        player = live.table.seats[seat]
        assert player is not None and player.player is not None
        await service.act(TableCommand(live.id, player.player, live.table.hand_no,
                                       live.table.hand_seq, verb))
    return live.id, holes


async def test_replay_steps_through_a_hand_and_names_the_pot_won(
    store: Store, clock: FakeClock
) -> None:
    table_id, _ = await played(store, clock, seed=3, hands=2)
    hand = await load_hand(store, table_id, 1)
    assert hand is not None and hand.finished and hand.hand_no == 1
    text = [render_text(line, Localizer("en").plain) for line in replay_lines(hand)]
    assert text[0] == f"Hand 1 at table {table_id}, as the table saw it:"
    assert "Seat 1: Ann" in text and "Seat 2: مریم" in text
    assert any("posts" in line or "blind" in line.lower() for line in text), text
    assert any(" wins " in line and "main pot" in line for line in text), text
    last = await load_hand(store, table_id, None)
    assert last is not None and last.hand_no >= 2
    assert await load_hand(store, table_id, 999) is None


async def test_replay_never_shows_a_card_that_was_not_shown(
    store: Store, clock: FakeClock
) -> None:
    table_id, holes = await played(store, clock, seed=11, hands=12)
    hands = read_hands(await store.match_events(table_id), table_id)
    checked = 0
    for number, hand in hands.items():
        if not hand.finished:
            continue
        shown = {int(e.seat) for e in hand.events if e.kind == "show" and e.seat is not None}
        hidden = [code for seat, cards in holes[number].items() if seat not in shown
                  for code in cards]
        for lang in LANGS:
            loc = Localizer(lang).plain
            text = "\n".join(render_text(line, loc) for line in replay_lines(hand))
            for code in hidden:
                assert face(code) not in text.split(), (number, lang, code)
        checked += len(hidden)
    assert checked > 0  # some hands ended with folds: hidden cards were there to leak
