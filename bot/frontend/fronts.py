"""Every flow of a chat front end, built once over one platform's transport: the recovery
policies, matches, poker tables, seating, command answers, challenges, As-Nas lobbies, Sit &
Go and Spin lobbies and scheduled tournaments. A platform gives its transport and what truly
differs (`Platform`: its locks, names, refusal keys, how it writes a start time, where a
tournament table is drawn); a new flow is wired here, for every platform at once."""

from __future__ import annotations

import asyncio
import functools
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.amounts import parse_bet
from bot.callbacks import ButtonRef
from bot.errors import BotError, MatchNotFound, RuleError
from bot.frontend import challenges, poker, screen, tourney_lobbies
from bot.frontend.answers import Answers
from bot.frontend.boards import BoardFront
from bot.frontend.challenges import ChallengeFront, NoticeTransport
from bot.frontend.desk import TableDesk
from bot.frontend.hosting import HostFront
from bot.frontend.lobbies import LobbyFront
from bot.frontend.locks import KeyLocks
from bot.frontend.matches import MatchFront, MatchTransport
from bot.frontend.mtt import MttFront
from bot.frontend.pictures import PictureChoice
from bot.frontend.recovery import Recovery
from bot.frontend.requests import Requests, RequestTransport
from bot.frontend.seating import SeatingFront, SeatingLocks, SeatingTransport
from bot.frontend.services import Services
from bot.frontend.tables import TableFront, TableTransport
from bot.frontend.tourney_lobbies import TourneyLobbyFront
from bot.tables import TableOutcome

log = logging.getLogger(__name__)


class FrontTransport(MatchTransport, TableTransport, NoticeTransport, SeatingTransport,
                     RequestTransport, Protocol):
    """Everything the flows ask of a platform."""

    async def say(self, channel: str, text: str) -> None:
        """A plain message in a channel (a tournament's news)."""


PlaceLocks = Callable[[str, str], AbstractAsyncContextManager[Any]]


@dataclass(frozen=True)
class Platform:
    """What differs between platforms. `locks(key)`: a game's drawing lock (None: one
    `asyncio.Lock` per game in this process, `Fronts.locks`); `place_locks`:
    one answer at a time to a channel's challenges and lobbies; `seating`: one person's seat
    taking per channel (None: a lock in this process); `bot_name(n)`: the n-th computer
    player at a table; `managers_key` / `cancel_key`: the refusals that name the platform's
    managers; `start_time` / `table_place`: see `MttFront`."""

    place_locks: PlaceLocks
    bot_name: Callable[[int], str]
    managers_key: str
    cancel_key: str
    expiry: Callable[[], float]
    communities: Callable[[str], bool]
    locks: Callable[[int], asyncio.Lock] | None = None
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
    seating: SeatingFront[TableDesk]
    hosting: HostFront
    answers: Answers
    challenges: ChallengeFront
    lobbies: LobbyFront
    tourneys: TourneyLobbyFront
    mtt: MttFront
    boards: BoardFront
    transport: FrontTransport
    pictures: PictureChoice
    locks: Callable[[int], asyncio.Lock]  # a game's lock: "apply a move, then show it"
    clock: Callable[[], float] = time.time

    @functools.cached_property
    def requests(self) -> Requests:
        """Every command and press, from the platform's request to these flows."""
        return Requests(self, self.transport, self.pictures)

    async def place_of(self, ref: ButtonRef) -> tuple[str, str] | None:
        """(community, channel) of the one game a signed button belongs to — a match, a poker
        table (a tournament's lobby is its table's), a challenge — the only place where a
        press of it is valid: a signed id replayed in another channel is refused there. None
        for a button bound to no one game (a lobby's, a language's, a board's: they act where
        they are pressed) and for a game gone (its press is refused as stale on its way).
        A game this process holds answers from memory, any other from the store."""
        key = ref.match_id
        if ref.tag in screen.MATCH_TAGS:
            try:
                live = self.matches.service.registry.get(key)
            except MatchNotFound:
                return await self._stored_place(key)
            return live.community, live.channel
        if ref.tag in poker.TABLE_TAGS or ref.tag == tourney_lobbies.TAG:
            table = self.seating.desk.find(key)
            if table is None:
                return await self._stored_place(key)
            return table.table.community, table.channel
        if ref.tag == challenges.TAG:
            offer = await self.challenges.book.get(key)
            return None if offer is None else (offer.community, offer.channel)
        return None

    async def pressed_in_place(self, ref: ButtonRef, community: str, channel: str, *,
                               thread: Callable[[int], Awaitable[str | None]] | None = None
                               ) -> bool:
        """Whether a press of `ref` in `channel` of `community` is valid there: a button bound
        to one game works only where that game is (`place_of`), or for a poker table in the
        thread of its own the platform gives it (`thread(table id)`)."""
        place = await self.place_of(ref)
        if place is None or place == (community, channel):
            return True
        if thread is not None and ref.tag in poker.TABLE_TAGS and place[0] == community \
                and channel == await thread(ref.match_id):
            return True  # a tournament table's own thread
        log.warning("button of %s %s pressed in %s/%s", ref.tag, ref.match_id, community,
                    channel)
        return False

    async def _stored_place(self, key: int) -> tuple[str, str] | None:
        record = await self.matches.service.store.load_match(key)
        return None if record is None else (record.community, record.channel)

    async def typed_amount(self, click: object, player_id: int, asked: ButtonRef, raw: str, *,
                           table: bool) -> RuleError | None:
        """The answer to an "Other amount" question (a Discord dialog, a Telegram reply to
        the question) asked for `asked` (its match, or poker `table`, deal, sequence and
        verb): digits of any script, grouped as the bot prints them. Not a number is refused
        in the player's words and the question stands; else the verb's move is made with it
        by the match or table flow, which refuses what is not the player's to do or past.
        Returns the refusal (answered), None when the move was made."""
        amount = parse_bet(raw)  # (too long for any stack: the move tells the range)
        if amount is None:
            error = BotError("error-amount-not-a-number")
            await self.transport.refuse(click, error)
            return error
        if table:
            move = ButtonRef(poker.ACT, asked.match_id, asked.deal_no, asked.seq, asked.verb)
            return await self.tables.move(click, player_id, move, amount)
        move = ButtonRef(screen.ACT, asked.match_id, asked.deal_no, asked.seq, asked.verb)
        return await self.matches.move(click, player_id, move, amount)

    async def resume(self) -> None:
        """After a restart, on every platform: close the challenges that expired meanwhile and
        time the others; reload, deal on and redraw the open matches (`MatchFront.resume`);
        reload the poker tables and redraw each with the cards of a hand never shown (a
        scheduled tournament's tables only where a person sits, with its lobbies). Each game
        on its own: one that fails to draw is retried by a wake-up, the rest go on."""
        await self.challenges.resume()
        log.info("resumed %d open matches", await self.matches.resume())
        desk = self.seating.desk
        tables = await desk.resume()
        log.info("resumed %d open poker tables", len(tables))
        scheduled = {live.id for live in desk.mtt}
        await self.tables.resume([live for live in tables if live.id not in scheduled])
        await self.mtt.resume()

    async def catch_up(self, community: str) -> None:
        """Hold the community's open games as the store has them (another process on the
        database may have started one or moved it on), each taken on with its timer."""
        service = self.matches.service
        for live in await service.registry.catch_up(community):
            self.transport.arm(service.snapshot(live.id))
        if await self.seating.desk.catch_up(community):
            self.transport.arm_tables()

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


def build_fronts(transport: FrontTransport, platform: Platform, services: Services) -> Fronts:
    """Every flow over `transport`; the desk's scheduled tournaments report to the MTT flow."""
    service, desk, kv, pictures = services.service, services.desk, services.kv, services.pictures
    book, boards = services.book, services.boards
    grant = desk.settings.starting_grant
    locks = platform.locks or KeyLocks()
    recovery = Recovery(transport, **platform.recovery_options)
    matches = MatchFront(service, transport, recovery, pictures, locks)
    tables = TableFront(desk.services, desk.store, transport, recovery=recovery,
                        pictures=pictures, locks=locks, clock=platform.clock)
    seating = SeatingFront(desk, tables, transport, recovery, kv, bot_name=platform.bot_name,
                           seating=platform.seating)

    async def show_table(table_id: int, outcomes: Sequence[TableOutcome],
                         click: object | None) -> None:
        await tables.publish(table_id, outcomes)  # (under the table's lock: the caller's)

    mtt = MttFront(desk.mtt, tables, kv, transport, recovery, grant=grant,
                   locks=locks, say=transport.say, start_time=platform.start_time,
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
                                   show_table=show_table, grant=grant, locks=locks),
        mtt=mtt, boards=BoardFront(boards, transport), transport=transport,
        pictures=pictures, locks=locks, clock=platform.clock,
    )
