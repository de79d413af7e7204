"""The Discord rendering of Up/Down and As-Nas views: presets, button ids, card faces and names."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from adapters.discord.render import action_buttons, face, presets
from bot.callbacks import CallbackCodec
from bot.i18n import Localizer

CODEC = CallbackCodec.from_secret("test-secret")


@given(
    low=st.integers(1, 500),
    spread=st.integers(0, 500),
    pot=st.integers(0, 2000),
    current=st.integers(0, 500),
    to_call=st.integers(0, 500),
)
def test_presets_are_distinct_legal_amounts_starting_at_the_minimum(
    low: int, spread: int, pot: int, current: int, to_call: int
) -> None:
    high = low + spread
    chosen = presets(low, high, {"pot": pot, "current_bet": current, "to_call": to_call})
    amounts = [amount for _, amount in chosen]
    assert amounts[0] == low
    assert all(low <= amount <= high for amount in amounts)
    assert len(set(amounts)) == len(amounts)


def test_pot_presets_are_raise_to_totals() -> None:
    # Facing a bet of 4 into a pot of 10 (antes and both bets in it): calling adds 4,
    # so a pot-sized raise goes to 4 + (10 + 4) = 18 and half pot to 4 + 7 = 11.
    chosen = presets(8, 30, {"pot": 10, "current_bet": 4, "to_call": 4})
    assert chosen == [
        ("discord-preset-min", 8),
        ("discord-preset-half-pot", 11),
        ("discord-preset-pot", 18),
    ]


def test_buttons_carry_signed_refs_within_discords_limit() -> None:
    private = {
        "deal_no": 123,
        "seq": 4567,
        "pot": 20,
        "current_bet": 0,
        "to_call": 0,
        "legal": [
            {"kind": "check", "min": None, "max": None, "choices": []},
            {"kind": "bet", "min": 1, "max": 19, "choices": []},
            {"kind": "all_in", "min": 19, "max": 19, "choices": []},
        ],
    }
    buttons = action_buttons(private, Localizer("en"), CODEC, match_id=987654)
    labels = [b.label for b in buttons]
    assert labels == ["Check", "Min 1", "½ pot: 10", "Other amount", "All-in 19"]
    for button in buttons:
        assert button.custom_id is not None and len(button.custom_id) <= 100
        ref = CODEC.decode(button.custom_id)
        assert (ref.match_id, ref.deal_no, ref.seq) == (987654, 123, 4567)
    assert CODEC.decode(buttons[1].custom_id or "").arg == 1  # the amount rides on the id


def test_lock_buttons_never_name_the_card() -> None:
    private = {
        "deal_no": 1,
        "seq": 1,
        "hand": ["As", "2h"],
        "legal": [{"kind": "lock", "min": None, "max": None, "choices": [0, 1]}],
    }
    labels = [b.label for b in action_buttons(private, Localizer("en"), CODEC, match_id=1)]
    assert labels == ["Lock card 1", "Lock card 2"]  # public buttons: slots, not faces


def test_faces() -> None:
    assert [face(c) for c in ("Td", "As", "2c", "Kh'", "9s")] == ["10♦", "A♠", "2♣", "K♥", "9♠"]


def test_asnas_cards_and_scores_in_the_readers_script() -> None:
    # AN-2.1 names, AN-5.1 exact scores: a Persian reader gets Persian names and digits.
    from adapters.discord import render_asnas

    fa = Localizer("fa")
    hand = {"hand": ["Sh1", "As2", "Sh2", "As1", "Ko3"], "deal_no": 3,
            "category": "asnas-category-two-pairs"}
    text = render_asnas.private_text(hand, fa)
    assert "[" + fa.t("asnas-card-sh") + "]" in text and "Shah" not in text
    seats = [{"seat": s, "folded": False, "stake": 1, "total": t}
             for s, t in enumerate(["7/3", "-1", "-2/3", "-2/3"])]
    view = {"deal_no": 3, "deals_per_match": 8, "pot": 4, "dealer": 0, "seats": seats,
            "to_act": 1}
    table = render_asnas.table_payload(
        view, ["A", "B", "C", "D"], fa, CODEC, match_id=1, acting=None
    ).content
    assert fa.fraction(Fraction(7, 3)) in table and "7/3" not in table


def test_winners_are_listed_the_readers_way() -> None:
    """AN-5.1 split pots name every winner; the list follows the reader's language."""
    from adapters.discord.render_asnas import result_lines

    result = {"winners": [0, 2], "pot": 30, "shown": []}
    names = ["Ann", "Bob", "Cy"]
    (english,) = result_lines(result, names, Localizer("en"), 3)
    assert "Ann and Cy" in english and "Bob" not in english
    (finnish,) = result_lines(result, names, Localizer("fi"), 3)
    assert "Ann ja Cy" in finnish
