"""A table message always fits its platform (`Screen.fitted`, `clipped`): the oldest lines of
the hand's log go first, then the last lines are cut; a platform refuses a longer message
outright (Discord 2,000 characters, Telegram 4,096), and a refused table is no table."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from adapters.discord.layout import MESSAGE_LIMIT, screen_payload
from bot.callbacks import CallbackCodec
from bot.frontend.screen import Screen, clipped
from bot.i18n import Localizer

LINES = st.lists(st.text(st.characters(blacklist_characters="\n"), max_size=80), max_size=40)


@given(LINES, st.integers(2, 500))
def test_clipped_keeps_whole_first_lines_within_the_limit(lines: list[str], limit: int) -> None:
    text = "\n".join(lines)
    cut = clipped(text, limit)
    assert len(cut) <= limit
    if len(text) <= limit:
        assert cut == text
    elif cut.endswith("\n…"):
        kept = cut.removesuffix("\n…").split("\n")
        assert kept == lines[:len(kept)]


def test_the_oldest_log_lines_go_first() -> None:
    log = tuple(f"event {n}: " + "x" * 40 for n in range(16))
    screen = Screen("Hand 5", ("Pot: 100", "Seat 1", *log, "Level 3"), log=(2, 18))
    fitted = screen.fitted(400)
    assert len("\n".join([fitted.title, *fitted.lines])) <= 400
    assert fitted.lines[:2] == ("Pot: 100", "Seat 1") and fitted.lines[-1] == "Level 3"
    kept = fitted.lines[2:-1]
    assert kept and kept == log[-len(kept):]  # the newest, in order
    assert screen.fitted(10_000) is screen


def test_a_table_of_names_long_with_markup_fits_discord() -> None:
    """Nine 32-character names that escaping doubles, sixteen log lines naming them."""
    name = "\\_\\*" * 15 + "\\_1"
    seats = tuple(f"{seat}. {name} · 1,000 · bet 20" for seat in range(1, 10))
    log = tuple(f"{name} shows A♠ K♠ and wins 12,345 from side pot {n}." for n in range(16))
    screen = Screen("Hand 5 · Texas Hold'em · blinds 10/20", (*seats, *log), turn=name,
                    deadline=2_000_000_000.0, log=(9, 25))
    payload = screen_payload(screen, CallbackCodec.from_secret("s"), Localizer("en"))
    assert len(payload.content) <= MESSAGE_LIMIT
    assert payload.content.startswith("**Hand 5") and "<t:2000000000:R>" in payload.content
    assert all(seat in payload.content for seat in seats) and log[-1] in payload.content
