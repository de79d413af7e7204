"""Every flow of a chat front end, built once over one platform's transport: the recovery
policies, matches, poker tables, seating, command answers, challenges, As-Nas lobbies, Sit &
Go and Spin lobbies and scheduled tournaments. A platform gives its transport and what truly
differs (`Platform`: its locks, names, refusal keys, how it writes a start time, where a
tournament table is drawn); a new flow is wired here, for every platform at once."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.challenges import ChallengeBook
from bot.frontend.answers import Answers
from bot.frontend.challenges import ChallengeFront, NoticeTransport
from bot.frontend.desk import TableDesk
from bot.frontend.hosting import HostFront
from bot.frontend.lobbies import LobbyFront
from bot.frontend.matches import MatchFront, MatchTransport
from bot.frontend.mtt import MttFront
from bot.frontend.pictures import PictureChoice
from bot.frontend.recovery import Recovery
from bot.frontend.seating import SeatingFront, SeatingLocks, SeatingTransport
from bot.frontend.tables import TableFront, TableTransport
from bot.frontend.tourney_lobbies import TourneyLobbyFront
from bot.kv import KeyValue
from bot.matches import MatchService
from bot.tables import TableOutcome


class FrontTransport(MatchTransport, TableTransport, NoticeTransport, SeatingTransport,
                     Protocol):
    """Everything the flows ask of a platform."""

    async def say(self, channel: str, text: str) -> None:
        """A plain message in a channel (a tournament's news)."""


PlaceLocks = Callable[[str, str], AbstractAsyncContextManager[Any]]


@dataclass(frozen=True)
class Platform:
    """What differs between platforms. `locks(key)`: a game's drawing lock; `place_locks`:
    one answer at a time to a channel's challenges and lobbies; `seating`: one person's seat
    taking per channel (None: a lock in this process); `bot_name(n)`: the n-th computer
    player at a table; `managers_key` / `cancel_key`: the refusals that name the platform's
    managers; `start_time` / `table_place`: see `MttFront`."""

    locks: Callable[[int], asyncio.Lock]
    place_locks: PlaceLocks
    bot_name: Callable[[int], str]
    managers_key: str
    cancel_key: str
    expiry: Callable[[], float]
    communities: Callable[[str], bool]
    opponent: Callable[[], str | None] = lambda: None
    seating: SeatingLocks | None = None
    start_time: Callable[[float], str] | None = None
    table_place: Callable[[int], Awaitable[str | None]] | None = None
    clock: Callable[[], float] = time.time
    recovery_options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Fronts:
    recovery: Recovery
    matches: MatchFront
    tables: TableFront
    seating: SeatingFront
    hosting: HostFront
    answers: Answers
    challenges: ChallengeFront
    lobbies: LobbyFront
    tourneys: TourneyLobbyFront
    mtt: MttFront
    clock: Callable[[], float] = time.time

    async def sweep(self, before: float) -> None:
        """Every `timers.SWEEP_S`, for several processes on one database: take on the matches
        and tables whose stored timer passed by `before` that this process did not hold
        (their process died, or they were never loaded here) and play the overdue matches'
        timers; keep, take on and hand back scheduled tournaments; expire the challenges
        whose time is up, whichever process posted them."""
        adopted = await self.matches.service.registry.adopt_due(before)
        await self.tables.adopt_due(before)
        await self.mtt.renew()
        await self.challenges.expire()
        now = self.clock()
        for live in adopted:
            if live.deadline is not None and live.deadline <= now:
                await self.matches.timeout(live.id, live.state.seq)


def build_fronts(transport: FrontTransport, platform: Platform, *, service: MatchService,
                 desk: TableDesk, kv: KeyValue, book: ChallengeBook,
                 pictures: PictureChoice) -> Fronts:
    """Every flow over `transport`; the desk's scheduled tournaments report to the MTT flow."""
    grant = desk.settings.starting_grant
    recovery = Recovery(transport, **platform.recovery_options)
    matches = MatchFront(service, transport, recovery, pictures, platform.locks)
    tables = TableFront(desk.services, desk.store, transport, recovery=recovery,
                        pictures=pictures, locks=platform.locks, clock=platform.clock)
    seating = SeatingFront(desk, tables, transport, recovery, kv, bot_name=platform.bot_name,
                           seating=platform.seating)

    async def show_table(table_id: int, outcomes: Sequence[TableOutcome],
                         click: object | None) -> None:
        await tables.publish(table_id, outcomes)  # (under the table's lock: the caller's)

    mtt = MttFront(desk.mtt, tables, kv, transport, recovery, grant=grant,
                   locks=platform.locks, say=transport.say, start_time=platform.start_time,
                   clock=platform.clock, table_place=platform.table_place)
    desk.on_mtt = mtt.heard
    return Fronts(
        recovery=recovery, matches=matches, tables=tables, seating=seating,
        hosting=HostFront(seating, bot_name=platform.bot_name),
        answers=Answers(desk, service.registry, matches, seating, pictures,
                        managers_key=platform.managers_key, cancel_key=platform.cancel_key),
        challenges=ChallengeFront(book, service, matches, transport, recovery, grant=grant,
                                  expiry=platform.expiry, locks=platform.place_locks,
                                  communities=platform.communities, clock=platform.clock),
        lobbies=LobbyFront(kv, service, matches, transport, recovery, grant=grant,
                           expiry=platform.expiry, locks=platform.place_locks,
                           opponent=platform.opponent, clock=platform.clock),
        tourneys=TourneyLobbyFront(desk.tournaments, kv, transport, recovery,
                                   show_table=show_table, grant=grant, locks=platform.locks),
        mtt=mtt, clock=platform.clock,
    )
