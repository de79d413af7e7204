"""A poker table's chat buttons (`bot.frontend.poker`, every platform) are the neutral
renderer's (`bot.render.poker`): one per Sleeve swap slot (NK-6.2) and per Small anchor target
(NK-6.3) under the neutral keys, presets, and "Other amount" for the amount prompt; every one
carrying the hand's sequence."""

from __future__ import annotations

from bot.frontend.poker import move_buttons
from bot.i18n import Localizer
from bot.render.poker import private_view
from bot.tables import Table, TableConfig
from engine.protocol import Action

EN = Localizer("en")
NOW = 1_000.0


def _table(mode: str, names: list[str]) -> Table:
    table = Table.create("1", TableConfig.standard(mode, big_blind=10, seats=4))
    for player, name in enumerate(names):
        table.sit(player, name, 500, NOW)
    return table


def test_nk_6_2_nk_6_3_a_button_per_swap_slot_and_anchor_target() -> None:
    for seed in range(200):  # a deal whose carousel offers both Sleeve swap and Small anchor
        table = _table("naiko", ["Ann", "Bob", "Cy"])
        for occupant in table.seats:
            if occupant is not None:
                occupant.sparks = 3
        table.deal(seed, NOW)
        seat = table.to_act
        assert seat is not None and table.hand is not None
        legal = {o.kind: o for o in table.hand.legal_actions(seat)}
        if "swap" in legal and "anchor" in legal:
            break
    else:
        raise AssertionError("no deal offers swap and anchor")
    refs = {button.label: button.ref for button in move_buttons(42, table.private_view(seat), EN)}
    for slot in legal["swap"].choices:
        ref = refs[EN.t("poker-swap-slot", slot=slot + 1)]
        assert (ref.tag, ref.verb, ref.arg) == ("tact", "swap", slot)
    for target in legal["anchor"].choices:
        occupant = table.seats[target]
        assert occupant is not None
        ref = refs[EN.t("poker-anchor-seat", name=occupant.name)]
        assert (ref.tag, ref.verb, ref.arg) == ("tact", "anchor", target)
    assert all(ref.match_id == 42 and ref.seq == table.hand_seq for ref in refs.values())


def test_other_amount_opens_the_dialog_and_presets_act_at_once() -> None:
    table = _table("holdem", ["Ann", "Bob"])
    table.deal(1, NOW)
    seat = table.to_act
    assert seat is not None
    refs = {button.label: button.ref for button in move_buttons(7, table.private_view(seat), EN)}
    other = refs[EN.t("chat-other-amount")]
    assert (other.tag, other.verb, other.arg) == ("tamt", "raise", None)
    minimum = refs[EN.t("poker-preset-min", amount=20)]
    assert (minimum.tag, minimum.verb, minimum.arg) == ("tact", "raise", 20)
    assert {EN.t("action-call-amount", amount=5), EN.t("action-fold")} <= set(refs)


def test_a_raise_of_one_possible_amount_is_one_button_not_a_range_to_type() -> None:
    """Twenty chips each: the small blind's only raise is to 20, all-in. No "Raise to
    20–20…" beside "All-in (20)" (the console listed both, the range asking for a number)."""
    table = _table("holdem", ["Ann", "Bob"])
    for occupant in table.seats:
        if occupant is not None:
            occupant.stack = 20
    table.deal(1, NOW)
    seat = table.to_act
    assert seat is not None and table.hand is not None
    legal = {o.kind: o for o in table.hand.legal_actions(seat)}
    assert (legal["raise"].min, legal["raise"].max) == (20, 20)
    neutral = private_view(7, table.private_view(seat)).buttons  # the console's options
    assert [b.label.key for b in neutral] == ["action-fold", "action-call-amount",
                                              "poker-button-all-in"], neutral
    labels = [button.label for button in move_buttons(7, table.private_view(seat), EN)]
    assert EN.t("chat-other-amount") not in labels
    assert not any("20–20" in label for label in labels), labels
    assert sum("20" in label for label in labels) == 1, labels  # the all-in says it


def test_the_call_that_takes_every_chip_says_so_to_the_typed_menu() -> None:
    """Fifteen chips in the big blind against a raise to 100: no All-in button beside the
    call; the call's button is marked all-in (the console takes "all-in" typed for it)."""
    probe = _table("holdem", ["Ann", "Bob"])
    probe.deal(1, NOW)
    first = probe.to_act
    assert first is not None
    table = _table("holdem", ["Ann", "Bob"])
    big_blind = table.seats[1 - first]
    assert big_blind is not None
    big_blind.stack = 15
    table.deal(1, NOW)
    assert table.to_act == first
    table.act(first, Action(first, "raise", 100), NOW)
    seat = table.to_act
    assert seat == 1 - first
    buttons = private_view(7, table.private_view(seat)).buttons
    kinds = {b.label.key: b.params for b in buttons}
    assert "poker-button-all-in" not in kinds
    assert kinds["action-call-amount"]["all_in"] == 1
