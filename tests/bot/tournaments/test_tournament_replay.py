"""`/hand` at a tournament's table (issue 21): its hands replay like a cash table's, from the
stored history, with the tournament's own steps (a new blind level in the hand it starts,
who went out in which place, who won) and never a card that was not shown (NK-4.3)."""

from __future__ import annotations

from bot.frontend.replays import chat_tables, replay_for
from bot.i18n import Localizer
from bot.render.cards import face
from bot.replay import load_hand, read_hands, replay_lines
from bot.store import Store
from bot.tables import LiveTable
from bot.tournaments import sitngo
from bot.views import Text, render_text
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock
from tests.bot.tournaments.helpers import passive_move, players, service, table_of

LANGS = ("en", "hi", "fa", "fi")
EN = Localizer("en").plain


async def played_out(store: Store, clock: FakeClock) -> tuple[LiveTable, dict[int, dict]]:
    """Three people to the end of a Sit & Go whose blinds rise every 2 hands, each checking
    or folding; every hand's hole cards by seat, taken from the live table."""
    svc = service(store, clock, seed=5)
    people = await players(store, 3)
    live = await svc.create_tournament(COMMUNITY, "room", sitngo(3, 100, unit="hands",
                                                                   length=2))
    for index, person in enumerate(people):
        await svc.register(live.id, person, ["Ann", "مریم", "अनिल"][index])
    holes: dict[int, dict[int, list[str]]] = {}
    while not live.table.closed:
        hand = live.table.hand
        assert hand is not None
        holes.setdefault(live.table.hand_no, {
            seat: list(hand.private_view(seat).get("hole") or [])
            for seat in range(len(live.table.seats)) if live.table.dealt(seat)})
        await passive_move(svc, live)
    return live, holes


def text(lines: list[Text], loc: Localizer = EN) -> list[str]:
    return [render_text(line, loc) for line in lines]


async def test_a_tournament_hand_replays_with_its_level_and_its_places(
    store: Store, clock: FakeClock
) -> None:
    live, _ = await played_out(store, clock)
    table = table_of(live)
    first = await load_hand(store, live.id, 1)
    assert first is not None and first.finished
    lines = text(replay_lines(first))
    assert lines[0] == f"Hand 1 at table {live.id}, as the table saw it:"
    assert "Seat 1: Ann" in lines and "Seat 2: مریم" in lines
    last = await load_hand(store, live.id, None)
    assert last is not None and last.hand_no == table.hand_no
    told = text(replay_lines(last))
    winner = next(r for r in table.results if r.place == 1)
    assert f"{winner.name} wins the tournament and {winner.prize} chips!" in told
    third = next(r for r in table.results if r.place == 3)
    out = await load_hand(store, live.id, max(
        number for number, hand in read_hands(await store.match_events(live.id), live.id).items()
        if any(e.kind == "eliminated" and e.seat == third.seat for e in hand.events)))
    assert out is not None
    assert any(line.startswith(f"{third.name} is out in place 3")
               for line in text(replay_lines(out)))
    level = table.format.structure.levels[1]
    said = f"Level 2: blinds are now {level.small_blind}/{level.big_blind}."
    for number in (1, 2, 3):  # levels rise every 2 hands: the third hand starts level 2
        hand = await load_hand(store, live.id, number)
        assert hand is not None
        assert (said in text(replay_lines(hand))) == (number == 3), number


async def test_a_tournament_replay_never_shows_a_card_that_was_not_shown(
    store: Store, clock: FakeClock
) -> None:
    live, holes = await played_out(store, clock)
    hands = read_hands(await store.match_events(live.id), live.id)
    checked = 0
    for number, hand in hands.items():
        assert hand.finished
        shown = {int(e.seat) for e in hand.events if e.kind == "show" and e.seat is not None}
        # (a hand dealt and played out in one change, all in on the blinds, had no turn to
        # record its cards at: its cards were all shown)
        hidden = [code for seat, cards in holes.get(number, {}).items() if seat not in shown
                  for code in cards]
        for lang in LANGS:
            said = "\n".join(text(replay_lines(hand), Localizer(lang).plain))
            for code in hidden:
                assert face(code) not in said.split(), (number, lang, code)
        checked += len(hidden)
    assert checked > 0


async def test_the_chat_finds_the_tournament_hands_beside_its_cash_tables(
    store: Store, clock: FakeClock
) -> None:
    live, _ = await played_out(store, clock)
    assert await chat_tables(store, COMMUNITY) == [live.id]
    lines = text(await replay_for(store, await chat_tables(store, COMMUNITY), ["1"]))
    assert lines[0] == f"Hand 1 at table {live.id}, as the table saw it:"
    assert text(await replay_for(store, [live.id], ["999"])) == [EN.t("replay-not-found")]
