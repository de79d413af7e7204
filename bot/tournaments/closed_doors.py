"""What every tournament table (Sit & Go, Spin, a multi-table tournament's) shares: it has no
cash-table doors — no buy-in, no rebuy, no standing up, no host removing anyone, no closing with
chips cashed out (NK-7.6: tournament chips never reach a balance; NK-9.9: seats are taken by
registering, and nobody is removed)."""

from __future__ import annotations

from bot.tables.config import TableConfig
from bot.tables.model import Change, Table
from bot.tournaments.errors import TournamentNoStanding


class ClosedDoors(Table):
    def open_to_sit(self) -> bool:
        return False  # seats are taken by registering, never at the table (NK-9.9)

    def sit(
        self, player: int, name: str, buy_in: int, now: float, seat: int | None = None
    ) -> Change:
        raise TournamentNoStanding()

    def stand(self, player: int) -> Change:
        raise TournamentNoStanding()

    def rebuy(self, player: int, buy_in: int) -> Change:
        raise TournamentNoStanding()

    def add_bot(self, name: str, seat: int | None = None) -> Change:
        raise TournamentNoStanding()

    def remove_player(self, host: int, seat: int) -> Change:
        raise TournamentNoStanding()

    def change_settings(self, host: int, config: TableConfig) -> Change:
        raise TournamentNoStanding()

    def close(self, host: int | None) -> Change:
        raise TournamentNoStanding()

    def expire_seats(self, now: float) -> Change:
        return Change()  # a tournament seat is never freed (blinded out instead)

    def plays_away_at_once(self) -> bool:
        # NK-9.9: an absent player is checked or folded by the timer, as at the desk: their
        # turns take the decision time, so computer seats cannot blind them out in the
        # second they are away, and "I am back" finds their tournament still there.
        return False
