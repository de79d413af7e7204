"""Matches between people (a challenge accepted in a chat), over the shared `MatchService`.

`MatchService.start_match` seats one person against computer players; a chat challenge seats
two people, each buying in from their own balance in the same transaction as the match row
(all or nothing: `InsufficientBalance` names the first balance that does not cover it).
The challenger sits in seat 0 and starts the first deal (UD-2.3 Decision).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.commands import Outcome
from bot.matches import MatchService, setup_for
from bot.store import LedgerRow


async def start_match_between(
    service: MatchService,
    community: str,
    channel: str,
    players: Sequence[int],
    game: str = "updown",
) -> tuple[int, tuple[Outcome, ...]]:
    """Open a match for `players` (challenger first) and deal; returns its id and outcomes."""
    setup = setup_for(game)
    if len(players) != setup.seats or len(set(players)) != len(players):
        raise ValueError(f"{game} needs {setup.seats} different players")
    buy_ins = [LedgerRow(community, player, -setup.buy_in, "buy_in") for player in players]
    # The service's opener is shared with `start_match`; no seat here is a computer player.
    return await service._open(
        game, community=community, channel=channel, seats=list(players),
        opponents=[""] * len(players), ledger_rows=buy_ins, match_key=None,
    )


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
    are computer players named `opponent`. Each person buys in as in `start_match_between`
    (a game played for points, As-Nas, buys nothing in: no ledger row)."""
    setup = setup_for(game)
    if not 0 < len(people) <= setup.seats or len(set(people)) != len(people):
        raise ValueError(f"{game} seats 1 to {setup.seats} different people")
    seats: list[int | None] = [*people, *[None] * (setup.seats - len(people))]
    buy_ins = [LedgerRow(community, player, -setup.buy_in, "buy_in")
               for player in people if setup.buy_in]
    return await service._open(
        game, community=community, channel=channel, seats=seats,
        opponents=["" if seat is not None else opponent for seat in seats],
        ledger_rows=buy_ins, match_key=None,
    )
