"""Signed button ids (`bot.callbacks`): round trip, size limit, forgery refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.callbacks import MAX_BYTES, ButtonRef, CallbackCodec, ForgedButton

CODEC = CallbackCodec.from_secret("123456:TEST-TOKEN")
words = st.from_regex(r"[a-z][a-z0-9_]{0,15}", fullmatch=True)
big = st.integers(min_value=0, max_value=2**40)


@given(
    tag=st.sampled_from(["act", "ask", "cards"]),
    match_id=big,
    deal_no=st.integers(0, 10**5),
    seq=st.integers(0, 10**6),
    verb=st.sampled_from(["lock", "check", "bet", "call", "raise", "fold", "all_in"]),
    arg=st.none() | st.integers(0, 10**9),
)
def test_round_trip_within_64_ascii_bytes(
    tag: str, match_id: int, deal_no: int, seq: int, verb: str, arg: int | None
) -> None:
    ref = ButtonRef(tag, match_id, deal_no, seq, verb, arg)
    data = CODEC.encode(ref)
    assert data.isascii() and len(data.encode()) <= MAX_BYTES
    assert CODEC.decode(data) == ref


@given(verb=words)
def test_any_short_word_is_a_verb(verb: str) -> None:
    ref = ButtonRef("act", 1, 1, 1, verb, 5)
    assert CODEC.decode(CODEC.encode(ref)) == ref


def test_tampered_amount_is_refused() -> None:
    data = CODEC.encode(ButtonRef("act", 7, 2, 9, "raise", 4))
    forged = data.replace(".raise.4.", ".raise.zz.")
    assert forged != data
    with pytest.raises(ForgedButton) as caught:
        CODEC.decode(forged)
    assert caught.value.key == "error-invalid-button"


def test_other_key_is_refused() -> None:
    data = CallbackCodec.from_secret("another-token").encode(ButtonRef("act", 7, 2, 9, "fold"))
    with pytest.raises(ForgedButton):
        CODEC.decode(data)


@pytest.mark.parametrize("data", ["", ".", "fold:table1", "a" * 65, "act.1.1.1.fold..", "é" * 40])
def test_garbage_is_refused(data: str) -> None:
    with pytest.raises(ForgedButton):
        CODEC.decode(data)


@given(st.text(min_size=1, max_size=64).filter(lambda data: not data.isascii()))
def test_any_non_ascii_data_is_refused_not_raised(data: str) -> None:
    """compare_digest raises TypeError on non-ASCII str: such data must never reach it."""
    real = CODEC.encode(ButtonRef("act", 1, 1, 1, "fold"))
    for candidate in (data, real[:-len(data)] + data if len(data) < len(real) else data):
        with pytest.raises(ForgedButton):
            CODEC.decode(candidate)


def test_bad_words_are_rejected_at_encoding() -> None:
    with pytest.raises(ValueError):
        ButtonRef("act", 1, 1, 1, "Raise.To")
    with pytest.raises(ValueError):
        ButtonRef("act", -1, 1, 1, "fold")
