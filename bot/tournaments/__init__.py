"""Tournaments (NK-7.3–7.6, NK-9): Sit & Go and Spin on one table, and scheduled multi-table
tournaments (`Schedule`, `MttService`: see `mtt_service.py`).

`Format` (`formats.py`) is what a tournament is before anyone registers; `TournamentTable`
(`table.py`) is the poker table with registration, levels, eliminations and prizes;
`TournamentService` (`service.py`) runs them on the tables' machinery (one lock, one commit
path, timers, computer seats).
"""

from bot.tournaments.formats import Format, sitngo, spin
from bot.tournaments.mtt_service import MttService
from bot.tournaments.schedule import Schedule, scheduled
from bot.tournaments.service import TournamentService
from bot.tournaments.table import TournamentTable

__all__ = ["Format", "MttService", "Schedule", "TournamentService", "TournamentTable",
           "scheduled", "sitngo", "spin"]
