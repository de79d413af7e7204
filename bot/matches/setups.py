"""What the match service needs to know about each game beyond `engine.protocol.GameState`.

The protocol says how to play a match, not how to open one or how many chips each seat owns
at the end. One `GameSetup` per game answers that, from the game's class (looked up by name in
`bot.games`) and its documented view keys, so the service itself never branches on the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from bot.games import GAMES
from engine.protocol import JSON, GameState


@dataclass(frozen=True, slots=True)
class GameSetup:
    """How to open a match of one game and how to settle it.

    `buy_in` is what each seat brings (match chips come from a person's balance);
    `new_state(starter)` builds the match before its first deal; `chips(view)` reads, from a
    public view, the chips each seat takes home if the match ends now (a deal in progress is
    voided: each seat gets back what it put into it).
    """

    game: str
    seats: int
    buy_in: int
    new_state: Callable[[int], GameState]
    chips: Callable[[Mapping[str, JSON]], list[int]]


UPDOWN_START: Final = 20  # UD-1.2


def _updown_state(starter: int) -> GameState:
    cls: Any = GAMES["updown"]
    state: GameState = cls.new_match(starter=starter)
    return state


def _updown_chips(view: Mapping[str, JSON]) -> list[int]:
    """Stacks behind, plus this deal's antes and bets when a deal is still running."""
    chips = [int(stack) for stack in view["stacks"]]
    if not view["deal_over"]:
        for entry in view["actions"]:
            chips[int(entry["seat"])] += int(entry["added"])  # "returned" rows are negative
    return chips


def _setups() -> dict[str, GameSetup]:
    table: dict[str, GameSetup] = {}
    if "updown" in GAMES:
        table["updown"] = GameSetup("updown", 2, UPDOWN_START, _updown_state, _updown_chips)
    return table


SETUPS: Final[Mapping[str, GameSetup]] = _setups()


def setup_for(game: str) -> GameSetup:
    try:
        return SETUPS[game]
    except KeyError:
        raise ValueError(f"no match setup for game {game!r}") from None
