"""The chips a stored table or match holds, by game: what its escrow account must hold.

The store keeps every match's chips in an escrow account of the ledger (`bot.store`,
migration `MIGRATION_ESCROW`) and checks it against the number the game's own code gives:
a poker table's chips (`Table.escrowed`), a tournament's entries not yet paid out as prizes
(`TournamentTable.escrowed`), a match's chips per seat (`bot.matches.setups.held_chips`).
This module answers the same from a snapshot alone, for the migration that opens the escrows
of the tables and matches open when it runs.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games import GAMES
from bot.matches.setups import SETUPS, held_chips
from bot.registry import TABLE_PREFIX, TOURNAMENT_PREFIX
from bot.tables.model import Table
from engine.protocol import JSON


def snapshot_chips(game: str, state: Mapping[str, JSON]) -> int:
    """The chips the snapshot `state` of a row of `game` holds (0 for a game played for
    points or one this code does not know); raises when the snapshot does not load."""
    if game.startswith(TOURNAMENT_PREFIX):
        from bot.tournaments.table import TournamentTable  # built on bot.tables

        return TournamentTable.from_dict(state).escrowed()
    if game.startswith(TABLE_PREFIX):
        return Table.from_dict(state).escrowed()
    if game in SETUPS and game in GAMES:
        return held_chips(game, GAMES[game].from_dict(state))
    return 0
