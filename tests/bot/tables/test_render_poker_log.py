"""The neutral poker renderer as every front end shows it (console, Telegram, Discord; issue
13): one pot figure on every street, the whole board on each street, hands named at the
showdown, every power used said in the public log, the viewer's own moves in the second
person."""

from __future__ import annotations

from bot.i18n import Localizer
from bot.render import poker as render
from bot.store import Store
from bot.tables import TableCommand, TableConfig, TableService
from bot.views import render_plain, render_text
from engine.naiko.state import NaikoState
from engine.poker.state import HOLDEM, PokerState
from engine.protocol import Action, Event
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players

EN = Localizer("en")


def _lines(events: list[Event], view: dict[str, object], viewer: int | None) -> list[str]:
    return [render_text(line, EN) for line in render.event_lines(events, view, viewer)]


async def test_nk_4_1_the_pot_counts_this_rounds_bets_on_every_street(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", TableConfig.standard("holdem", big_blind=10))
    for player in players:
        await service.sit(live.id, player, "P", 500)
    table = live.table

    def pot_line() -> str:
        text = render_plain(render.table_view(live.id, table.public_view()), EN)
        return next(line for line in text if line.startswith("Pot:"))

    assert pot_line() == "Pot: 15"  # the blinds, in front of the players
    while table.hand is not None and table.hand.public_view()["street"] == "preflop":
        seat = table.to_act
        assert seat is not None
        kind = "check" if any(o.kind == "check" for o in table.hand.legal_actions(seat)) \
            else "call"
        player = table.seats[seat].player  # type: ignore[union-attr]
        assert player is not None
        await service.act(TableCommand(live.id, player, table.hand_no, table.hand_seq, kind))
    assert pot_line() == "Pot: 20"  # heads-up (the third seat waits for the big blind)
    seat = table.to_act
    assert seat is not None
    player = table.seats[seat].player  # type: ignore[union-attr]
    assert player is not None
    await service.act(TableCommand(live.id, player, table.hand_no, table.hand_seq, "bet", 40))
    assert pot_line() == "Pot: 60"  # the same measure after the flop: the bet is counted


def test_nk_4_5_showdown_names_hands_and_each_street_shows_the_whole_board() -> None:
    deck = ["Ah", "2c", "Kh", "7d",  # dealt in turn from the button's left: Bo Ah Kh, Ann 2c 7d
            "Qh", "Jh", "Th", "3s", "4d"]
    state = PokerState.new_hand(HOLDEM, [100, 100], 0, 1, 2, deck=deck)
    events: list[Event] = []
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        kinds = {o.kind for o in state.legal_actions(seat)}
        events.extend(state.apply(Action(seat, "check" if "check" in kinds else "call")))
    view = {"seats": [{"name": "Ann", "bot": False}, {"name": "Bo", "bot": True}],
            "hand": state.public_view()}
    lines = _lines(events, view, None)  # a chat channel: nobody is "you"
    boards = [line for line in lines if line.startswith("Board:")]
    assert [len(line.split()) - 1 for line in boards] == [3, 4, 5]
    assert boards[1].startswith(boards[0]) and boards[2].startswith(boards[1])
    shows = [line for line in lines if " shows " in line]
    assert len(shows) == 2 and all(": " in line for line in shows)
    assert shows == ["Bo (BOT) shows A♥ K♥: a royal flush.", "Ann shows 2♣ 7♦: high card."]
    assert any(" wins " in line and line.endswith("with a royal flush.") for line in lines)
    mine = _lines(events, view, 0)  # the console of seat 0
    assert any(line.startswith("You show ") for line in mine)
    assert not any(line.startswith("Ann ") for line in mine)


def test_nk_5_nk_6_every_power_used_is_in_the_public_log_and_what_it_showed_is_not() -> None:
    state = NaikoState.new_hand([200, 200, 200], 0, 1, 2, sparks=[3, 3, 3],
                                carousel=["glance", "swap", "anchor"])
    seats = [{"name": n, "bot": True} for n in ("A", "B", "C")]
    first = state.to_act
    assert first is not None
    events = state.apply(Action(first, "swap", choice=0))
    view = {"seats": seats, "hand": state.public_view()}
    public = _lines(events, view, None)
    assert public == [f"{seats[first]['name']} (BOT) uses Sleeve swap (2 sparks)."]
    own = _lines(events, view, first)
    assert own[0] == "You use Sleeve swap (2 sparks)." and own[1].startswith("Sleeve swap: ")
    call = state.apply(Action(first, "call"))
    glancer = state.to_act
    assert glancer is not None and call
    glance = state.apply(Action(glancer, "glance"))
    assert _lines(glance, view, None) == [f"{seats[glancer]['name']} (BOT) uses Steal glance "
                                          "(1 spark)."]
    assert "the next card is" not in " ".join(_lines(glance, view, first))


def test_a_win_names_its_hand_when_events_come_one_at_a_time() -> None:
    """Telegram passes each settled event on its own: the hand's log in the view names it."""
    deck = ["Ah", "2c", "Kh", "7d", "Qh", "Jh", "Th", "3s", "4d"]
    state = PokerState.new_hand(HOLDEM, [100, 100], 0, 1, 2, deck=deck)
    events: list[Event] = []
    while not state.deal_over:
        seat = state.to_act
        assert seat is not None
        kinds = {o.kind for o in state.legal_actions(seat)}
        events.extend(state.apply(Action(seat, "check" if "check" in kinds else "call")))
    view = {"seats": [{"name": "Ann", "bot": False}, {"name": "Bo", "bot": True}],
            "hand": state.public_view()}
    win = next(event for event in events if event.kind == "win")
    assert _lines([win], view, None) == ["Bo (BOT) wins 4 with a royal flush."]


def test_nk_4_1_a_side_pot_s_win_says_which_pot_it_is() -> None:
    """Live table lines: the main pot's win reads as before; a side pot's names the pot
    (only the replay said so)."""
    from bot.i18n import Localizer
    from bot.render.poker import event_lines
    from bot.tables import Table, TableConfig
    from bot.views import render_text
    from engine.protocol import Event

    table = Table.create("1", TableConfig.standard("holdem", big_blind=10, seats=3))
    for player, name in enumerate(["Ann", "Bob", "Cy"]):
        table.sit(player, name, 500, 0.0)
    view = table.public_view()
    en = Localizer("en")
    lines = [render_text(line, en) for line in event_lines(
        [Event("win", 0, {"amount": 300, "pot": 0}), Event("win", 1, {"amount": 120, "pot": 1})],
        view, None)]
    assert lines == ["Ann wins 300.", "Bob wins 120 from side pot 1."]
