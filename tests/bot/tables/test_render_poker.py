"""The neutral poker renderer: one button per Naiko choice (NK-6.2 Sleeve swap: a card slot;
NK-6.3 Small anchor: a target by name), and "waits for the next hand" only for seats that
really wait (sat down during or after the hand shown), also once that hand is over."""

from __future__ import annotations

from bot.callbacks import ButtonRef
from bot.i18n import Localizer
from bot.render import poker as render
from bot.render.buttons import ACT
from bot.tables import Table, TableConfig
from bot.views import TableView, render_plain
from engine.protocol import Action

EN = Localizer("en")
NOW = 1_000.0
WAITS = "waits for the "  # the next hand, or the big blind (NK-7.1)


def ids(ref: ButtonRef) -> str:
    return f"{ref.tag}.{ref.verb}.{ref.arg}"


def seat_lines(view: TableView) -> dict[str, str]:
    """Each seated player's line, by name."""
    out = {}
    for line in render_plain(view, EN):
        head = line.split(" · ")[0]
        if ". " in head and head.split(". ")[0].isdigit():
            out[head.split(". ", 1)[1]] = line
    return out


def table_of(names: list[str], mode: str = "holdem", **changes: int) -> Table:
    table = Table.create("c", TableConfig.standard(mode, big_blind=10, seats=4, **changes))
    for player, name in enumerate(names):
        table.sit(player, name, 500, NOW)
    return table


def test_nk_6_2_nk_6_3_one_button_per_swap_slot_and_anchor_target() -> None:
    for seed in range(200):  # a deal whose carousel offers both Sleeve swap and Small anchor
        table = table_of(["Ann", "Bob", "Cy"], "naiko")
        for occupant in table.seats:
            if occupant is not None:
                occupant.sparks = 3  # enough for any power (at most 3 are kept)
        table.deal(seed, NOW)
        seat = table.to_act
        assert seat is not None and table.hand is not None
        legal = {o.kind: o for o in table.hand.legal_actions(seat)}
        if "swap" in legal and "anchor" in legal:
            break
    else:
        raise AssertionError("no deal offers swap and anchor")
    mine = render.private_view(7, table.private_view(seat), button_id=ids)
    swaps = [b for b in mine.buttons if b.command_id.startswith(f"{ACT}.swap.")]
    anchors = [b for b in mine.buttons if b.command_id.startswith(f"{ACT}.anchor.")]
    assert [b.command_id for b in swaps] == [f"act.swap.{s}" for s in legal["swap"].choices]
    assert [b.command_id for b in anchors] == [f"act.anchor.{t}" for t in legal["anchor"].choices]
    text = render_plain(mine, EN)
    assert "[Swap card 1]" in text and "[Swap card 2]" in text
    for target in legal["anchor"].choices:
        occupant = table.seats[target]
        assert occupant is not None and f"[Anchor {occupant.name}]" in text
    assert not any(b.command_id in ("act.swap.None", "act.anchor.None") for b in mine.buttons)


def test_only_a_seat_that_sat_down_mid_hand_waits() -> None:
    table = table_of(["Ann", "Bob"])
    table.deal(1, NOW)
    table.sit(9, "Dee", 500, NOW)  # during the hand
    lines = seat_lines(render.table_view(1, table.public_view()))
    assert WAITS in lines["Dee"]
    assert WAITS not in lines["Ann"] and WAITS not in lines["Bob"]


def test_after_the_hand_its_players_do_not_wait_and_show_their_cards() -> None:
    table = table_of(["Ann", "Bob", "Cy"])
    cy = table.seats[2]
    assert cy is not None
    cy.sitting_out = True  # sitting out is its own state, not "waits"
    table.deal(3, NOW)
    while table.live:  # all-in and call: the cards are shown at the showdown
        seat = table.to_act
        assert seat is not None and table.hand is not None
        kinds = {o.kind for o in table.hand.legal_actions(seat)}
        table.act(seat, Action(seat, "all_in" if "all_in" in kinds else "call"), NOW)
    table.sit(9, "Dee", 500, NOW)  # after the hand
    lines = seat_lines(render.table_view(1, table.public_view()))
    assert WAITS in lines["Dee"]
    assert "sitting out" in lines["Cy"] and WAITS not in lines["Cy"]
    for name in ("Ann", "Bob"):
        assert WAITS not in lines[name] and " shows " in lines[name]
    assert sum("dealer" in line for line in lines.values()) == 1


def test_a_newcomer_in_a_freed_seat_does_not_inherit_the_last_hand() -> None:
    table = table_of(["Ann", "Bob"])
    table.deal(5, NOW)
    seat = table.to_act
    assert seat is not None
    table.act(seat, Action(seat, "fold"), NOW)  # heads-up: the hand is over
    leaver = table.seats[seat]
    assert leaver is not None and leaver.player is not None
    table.stand(leaver.player)
    table.sit(9, "Dee", 500, NOW, seat=seat)
    view = table.public_view()
    assert view["seats"][seat]["dealt"] is False
    lines = seat_lines(render.table_view(1, view))
    assert WAITS in lines["Dee"] and "folded" not in lines["Dee"]
    stayed = "Bob" if leaver.name == "Ann" else "Ann"
    assert WAITS not in lines[stayed]


def test_a_snapshot_from_before_dealt_hands_were_recorded_loads_them() -> None:
    table = table_of(["Ann", "Bob"])
    table.deal(1, NOW)
    table.sit(9, "Dee", 500, NOW)
    data = table.to_dict()
    for seat in data["seats"]:
        if seat is not None:
            del seat["dealt_hand"]
    loaded = Table.from_dict(data)
    assert [loaded.dealt(i) for i in range(3)] == [True, True, False]
