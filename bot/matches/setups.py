"""What the match service needs to know about each game beyond `engine.protocol.GameState`.

The protocol says how to play a match, not how to open one or how many chips each seat owns
at the end. One `GameSetup` per game answers that, from the game's class (looked up by name in
`bot.games`) and its documented view keys, so the service itself never branches on the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from bot.games import GAMES
from engine.protocol import JSON, GameState


@dataclass(frozen=True, slots=True)
class GameSetup:
    """How to open a match of one game and how to settle it.

    `buy_in` is what each seat brings (match chips come from a person's balance);
    `new_state(starter)` builds the match before its first deal (`seeded_state(starter,
    seed)` instead, for a game that draws something at the start of a match: `open_state`);
    `chips(view)` reads, from a public view, the chips each seat takes home if the match ends
    now (a deal in progress is voided: each seat gets back what it put into it).
    `scores(view)`, for a game scored in points rather than chips, reads each seat's exact
    score (None: the chips are the score).
    """

    game: str
    seats: int
    buy_in: int
    new_state: Callable[[int], GameState]
    chips: Callable[[Mapping[str, JSON]], list[int]]
    scores: Callable[[Mapping[str, JSON]], list[Fraction]] | None = None
    seeded_state: Callable[[int, int], GameState] | None = None

    def open_state(self, starter: int, seed: int) -> GameState:
        """A new match; `seed` (the service's, so a simulation replays) decides any draw made
        before the first deal (As-Nas: the first dealer, AN-2.3)."""
        if self.seeded_state is not None:
            return self.seeded_state(starter, seed)
        return self.new_state(starter)

    def final_scores(self, view: Mapping[str, JSON]) -> list[Fraction]:
        """Each seat's score in this view: the points where the game keeps them, else chips."""
        if self.scores is not None:
            return self.scores(view)
        return [Fraction(chips) for chips in self.chips(view)]


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


def _asnas_state(starter: int) -> GameState:
    """AN-2.3 Decision: the first dealer is random (the engine draws it), not the starter."""
    del starter
    cls: Any = GAMES["asnas"]
    state: GameState = cls.new_match()
    return state


def _asnas_seeded_state(starter: int, seed: int) -> GameState:
    """The same, the first dealer drawn from `seed` (AN-2.3 Decision: random)."""
    del starter
    cls: Any = GAMES["asnas"]
    state: GameState = cls.new_match(seed)
    return state


def _no_chips(view: Mapping[str, JSON]) -> list[int]:
    """As-Nas plays for points, a score kept in the match, not chips (As-Nas intro): nothing
    is bought in, so nothing is paid out."""
    return [0] * len(view["seats"])


def _asnas_scores(view: Mapping[str, JSON]) -> list[Fraction]:
    """Each seat's exact total (AN-5.1: "7/3" in the view), negative totals included (AN-5.2)."""
    return [Fraction(str(entry["total"])) for entry in view["seats"]]


def _asnas_setup() -> GameSetup:
    """As-Nas: four seats, 12 deals, scored in points.

    An As-Nas match never touches the chip ledger. Points are a score inside the match that
    may go negative (AN-5.2), not chips, so there is no buy-in (`buy_in` 0: the service writes
    no ledger row), no cash-out (`_no_chips`), and cancelling a match costs nothing. The result
    lives in the match's own state (`scores` reads the exact totals); a restart resets it
    (AN-5.4).
    """
    return GameSetup("asnas", 4, 0, _asnas_state, _no_chips, _asnas_scores, _asnas_seeded_state)


def _setups() -> dict[str, GameSetup]:
    table: dict[str, GameSetup] = {}
    if "updown" in GAMES:
        table["updown"] = GameSetup("updown", 2, UPDOWN_START, _updown_state, _updown_chips)
    if "asnas" in GAMES:
        table["asnas"] = _asnas_setup()
    return table


SETUPS: Final[Mapping[str, GameSetup]] = _setups()


def held_chips(game: str, state: GameState) -> int:
    """Every chip a match of `game` holds now, all seats together (what its escrow account
    holds: the people's buy-ins and the house's for computer seats)."""
    return sum(setup_for(game).chips(state.public_view()))


def setup_for(game: str) -> GameSetup:
    try:
        return SETUPS[game]
    except KeyError:
        raise ValueError(f"no match setup for game {game!r}") from None
