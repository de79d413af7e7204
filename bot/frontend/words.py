"""Commands typed as words after their name (a Telegram command's arguments; any front end
without typed options): a tournament's format, a scheduled tournament's terms, a private
table's settings. Each reader returns None when the words do not fit the command's usage (the
caller answers with the usage); numbers are read by `bot.amounts.parse_amount`, in any script.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.amounts import parse_amount
from bot.frontend import mtt
from bot.tables import TableConfig
from bot.tournaments import Format, sitngo, spin
from bot.tournaments.formats import DEFAULT_ENTRY, DEFAULT_SEATS
from bot.tournaments.schedule import MODES, Schedule  # the poker modes

MAX_MINUTES: Final = 7 * 24 * 60  # a scheduled tournament starts a week ahead at the most
MAX_BOTS: Final = 500
# key=value words for a scheduled tournament's other terms (`bot.frontend.mtt.terms`)
TERMS: Final = frozenset({"stack", "seats", "min", "level", "late", "reentry"})
TABLE_SETTINGS: Final = ("blinds", "bots", "timer")  # (a table keeps the mode it opened with)


def mode_of(words: Sequence[str], default: str = "holdem") -> str:
    """The first poker mode named among `words`."""
    return next((word for word in words if word in MODES), default)


def numbers_of(words: Sequence[str]) -> list[int]:
    """Every word that reads as a number, in order."""
    return [n for n in map(parse_amount, words) if n is not None]


def tourney_format(kind: str, words: Sequence[str], decision_s: float) -> Format | None:
    """``sitngo [seats] [entry]`` or ``spin [entry]``; None for anything more or else (a
    word left over is answered with the usage, not dropped unseen)."""
    if len(words) > (1 if kind == "spin" else 2):
        return None
    numbers = [parse_amount(word) for word in words]
    if any(n is None for n in numbers):
        return None
    values = [int(n) for n in numbers if n is not None]
    try:
        if kind == "spin":
            fmt = spin(values[0] if values else DEFAULT_ENTRY)
        else:
            seats = values[0] if values else DEFAULT_SEATS
            fmt = sitngo(seats, values[1] if len(values) > 1 else DEFAULT_ENTRY)
    except ValueError:
        return None
    return fmt.replace(decision_s=decision_s)


def schedule(words: Sequence[str], now: float, decision_s: float
             ) -> tuple[Schedule, int] | None:
    """``<minutes> [entry] [bots] [mode] [stack=N] [seats=N] [min=N] [level=minutes]
    [late=level] [reentry=level]``: the schedule and the BOTs asked for. Terms no tournament
    can have raise `mtt.BadTerms`."""
    named: dict[str, int] = {}
    for word in (word for word in words if "=" in word):
        key, _, value = word.partition("=")
        number = parse_amount(value)
        if key not in TERMS or number is None or key in named:
            return None
        named[key] = number
    numbers = [parse_amount(word) for word in words if word not in MODES and "=" not in word]
    if not numbers or any(n is None for n in numbers) or len(numbers) > 3:
        return None
    if sum(word in MODES for word in words) > 1:  # "holdem omaha": which one?
        return None
    # (an absent entry is the usual one, absent BOTs none: `/mtt 30 50` enters no computer)
    given = [int(n) for n in numbers if n is not None]
    minutes, entry, bots = (*given, *(DEFAULT_ENTRY, 0)[len(given) - 1:])
    if not 1 <= minutes <= MAX_MINUTES or bots > MAX_BOTS:
        return None
    terms = mtt.terms(now + minutes * 60, decision_s=decision_s, mode=mode_of(words),
                      entry=entry, stack=named.get("stack"), seats=named.get("seats"),
                      minimum=named.get("min"), level_length=named.get("level"),
                      late=named.get("late", 0), reentry=named.get("reentry", 0))
    return terms, bots


def table_settings(config: TableConfig, words: Sequence[str]) -> TableConfig | None:
    """``blinds <big blind>`` | ``bots on|off`` | ``timer <seconds>``: the
    settings with that one changed (the blinds and buy-in range that go with a big blind are
    the bot's, `TableConfig.standard`)."""
    setting = words[0] if words else ""
    value = words[1] if len(words) > 1 else ""
    number = parse_amount(value)
    if setting == "blinds" and number is not None:
        usual = TableConfig.standard(config.mode, big_blind=number)
        return config.replace(small_blind=usual.small_blind, big_blind=usual.big_blind,
                              min_buy_in=usual.min_buy_in, max_buy_in=usual.max_buy_in)
    if setting == "bots" and value in ("on", "off"):
        return config.replace(bots_allowed=value == "on")
    if setting == "timer" and number is not None:
        return config.replace(decision_s=float(number))
    return None
