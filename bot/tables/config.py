"""A table's settings (NK-7.1, NK-7.2): mode, blinds, seats, buy-in range, timers, bots.

Plain frozen data with a JSON round-trip; `check()` refuses values outside the allowed ranges
with a message key, so a host's bad input never reaches a table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Self

from bot.tables.errors import BadTableSettings
from bot.tables.hands import available_modes
from engine.naiko.powers import WINDOW_SECONDS
from engine.protocol import JSON

MIN_SEATS: Final = 2
MAX_SEATS: Final = 9
MIN_DECISION_S: Final = 5.0
MAX_DECISION_S: Final = 3600.0  # an hour: beyond it a table has no timer worth the name


@dataclass(frozen=True, slots=True)
class TableConfig:
    mode: str  # "holdem", "omaha" or "naiko"
    small_blind: int
    big_blind: int
    seats: int
    min_buy_in: int
    max_buy_in: int
    decision_s: float = 45.0  # NK-8.1: the time for each decision
    reconnect_s: float = 300.0  # NK-8.2: how long a sat-out seat is held
    bots_allowed: bool = False
    # NK-6.4: how long a Naiko player has to answer a Small anchor with Seal shield (the bot's
    # `shield_window_s` setting; no host sets it, so a bad value is a configuration error).
    shield_window_s: int = WINDOW_SECONDS

    @classmethod
    def standard(cls, mode: str, big_blind: int = 20, seats: int = 6, **changes: JSON) -> Self:
        """The usual shape: small blind half the big one, buy-in from 20 to 100 big blinds."""
        config = cls(
            mode=mode, small_blind=max(1, big_blind // 2), big_blind=big_blind, seats=seats,
            min_buy_in=20 * big_blind, max_buy_in=100 * big_blind,
        )
        return config.replace(**changes) if changes else config

    def check(self) -> Self:
        """Refuse settings outside the allowed ranges (`BadTableSettings`); returns self."""
        if self.mode not in available_modes():
            raise BadTableSettings("error-table-mode", mode=self.mode)
        if not 0 < self.small_blind <= self.big_blind:
            raise BadTableSettings("error-table-blinds")
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise BadTableSettings("error-table-seats", min=MIN_SEATS, max=MAX_SEATS)
        if not self.big_blind <= self.min_buy_in <= self.max_buy_in:
            raise BadTableSettings("error-table-buy-in", big_blind=self.big_blind)
        if not MIN_DECISION_S <= self.decision_s <= MAX_DECISION_S or self.reconnect_s < 0:
            raise BadTableSettings("error-table-timer", min=int(MIN_DECISION_S),
                                   max=int(MAX_DECISION_S))
        if self.shield_window_s < 1:
            raise ValueError(f"the shield window must be a second or more: {self.shield_window_s}")
        return self

    def replace(self, **changes: JSON) -> Self:
        """A copy with some settings changed (unknown names are a programming error)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, JSON]:
        # Every field is a plain value: a flat dict is what `asdict` gives, without its deep
        # copy (it ran several times per table change; issue 15).
        return {name: getattr(self, name) for name in _FIELDS}

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Self:
        return cls(
            mode=str(data["mode"]), small_blind=int(data["small_blind"]),
            big_blind=int(data["big_blind"]), seats=int(data["seats"]),
            min_buy_in=int(data["min_buy_in"]), max_buy_in=int(data["max_buy_in"]),
            decision_s=float(data["decision_s"]), reconnect_s=float(data["reconnect_s"]),
            bots_allowed=bool(data["bots_allowed"]),
            # tables stored before the setting existed had the engine's default window
            shield_window_s=int(data.get("shield_window_s", WINDOW_SECONDS)),
        )


_FIELDS: Final = tuple(field.name for field in dataclasses.fields(TableConfig))
