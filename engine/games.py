"""Every game the bot can host, by name: the state class that implements `GameState`.

Each game's engineer adds one line here; `bot/` looks games up by name and never imports a
game module directly.
"""

from __future__ import annotations

from engine.asnas import AsNasState
from engine.naiko import NaikoState
from engine.poker import HOLDEM, OMAHA, PokerState
from engine.protocol import GameState
from engine.updown import UpDownState

GAMES: dict[str, type[GameState]] = {
    "updown": UpDownState,
    "asnas": AsNasState,
    "naiko": NaikoState,
    HOLDEM: PokerState,  # no-limit Hold'em and pot-limit Omaha: one table class,
    OMAHA: PokerState,  # the variant is in the state (`game`)
}
