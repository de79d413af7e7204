"""Matches between people (a challenge accepted in a chat, a lobby), over the shared
`MatchService`: thin wrappers kept for the front ends that call them.

The service does the work (`MatchService.start_match_between`, `MatchService.start_lobby_match`):
each person buys in from their own balance in the same transaction as the match row (all or
nothing: `InsufficientBalance` names the first balance that does not cover it), and the
challenger or host sits in seat 0 and starts the first deal (UD-2.3 Decision).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands import Outcome
from bot.matches import MatchService


async def start_match_between(
    service: MatchService,
    community: str,
    channel: str,
    players: Sequence[int],
    game: str = "updown",
) -> tuple[int, tuple[Outcome, ...]]:
    """Open a match for `players` (challenger first) and deal; returns its id and outcomes."""
    return await service.start_match_between(community, channel, players, game)


async def start_lobby_match(
    service: MatchService,
    community: str,
    channel: str,
    people: Sequence[int],
    *,
    game: str,
    opponent: str,
) -> tuple[int, tuple[Outcome, ...]]:
    """Open a match for the `people` who joined a lobby (host first); the seats left empty
    are computer players named `opponent`."""
    return await service.start_lobby_match(community, channel, people, game=game,
                                           opponent=opponent)
