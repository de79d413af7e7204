"""Taking and leaving a seat at a poker table in a chat, written once for every platform:
open a table, sit down (or come back, or rebuy), accept an invitation, leave, refill, close.

Each step answers the person who asked (`origin`: the platform's command or press), in their
language and privately where the platform can; a refusal of the rules changes nothing and is
answered the same way. What changed at a table is shown through the table flow
(`TableFront.publish`, under the table's lock), so a seat taken by a command and a move made by
a button are drawn alike.

The policies, the same on every platform: one table per person, channel and mode; opening,
sitting and accepting are one step per person and channel (`seating` locks: fifty quick
commands open one table and seat the person once); a buy-in is refused before a table is
opened for it; a table its opener could not sit at is closed at once; a lone person at a
public table that allows computer players gets one (NK-8.3); /refill rebuys a busted seat
before it tops up a broke account (NK-7.1); a table is closed by a manager, its host, or
whoever opened it.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from bot.errors import BotError, RuleError
from bot.frontend.desk import SeatingDesk
from bot.frontend.recovery import Recovery
from bot.frontend.tables import TableFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.tables import Joined, LiveTable, TableConfig, TableOutcome, buy_in_amount
from bot.tables.errors import AlreadySeated
from bot.tournaments.errors import TournamentNoStanding
from bot.tournaments.table import TournamentTable

log = logging.getLogger(__name__)

OPENER_NS = "dc-table-opener"  # who opened a cash table (may close it); the name is stored


@dataclass(frozen=True, slots=True)
class Asker:
    """Who asks for a seat, and where: `origin` is the platform's command or press (answered
    privately), `name` the person's cleaned name for a seat."""

    origin: object
    community: str
    channel: str
    player: int
    name: str


class SeatingTransport(Protocol):
    async def player_text(self, player_id: int) -> Localizer:
        """The language a person reads."""

    async def refuse(self, click: object, error: RuleError) -> None:
        """Tell the asker (only) why their command or press changed nothing."""

    async def note(self, click: object, text: str) -> None:
        """The command or press did what it asked: say `text` to the asker only."""

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        """The language the channel reads (`origin`: the command at hand)."""

    async def announce(self, click: object, text: str) -> None:
        """Say `text` in the channel, for everyone, in answer to the command `click`."""


SeatingLocks = Callable[[str, str, int], AbstractAsyncContextManager[Any]]


class NoTableHere(RuleError):
    """Nothing to sit at in this channel (or an invitation to another channel's table)."""

    def __init__(self) -> None:
        super().__init__("poker-no-table")


class NotSeatedHere(RuleError):
    def __init__(self) -> None:
        super().__init__("poker-not-seated-here")


Desk = TypeVar("Desk", bound=SeatingDesk)


class SeatingFront(Generic[Desk]):
    """`seating(community, channel, player)` orders one person's seat-taking in a channel
    (a lock per person and channel in this process unless the platform gives its own, e.g.
    a lease across processes); `bot_name(n)` names the n-th computer player at a table. Its
    `desk` is the chats' `TableDesk`, or a `SeatingDesk` of cash tables alone (the console)."""

    def __init__(self, desk: Desk, tables: TableFront, transport: SeatingTransport,
                 recovery: Recovery, kv: KeyValue, *, bot_name: Callable[[int], str],
                 seating: SeatingLocks | None = None) -> None:
        self.desk: Desk = desk
        self.tables = tables
        self.transport = transport
        self._recovery = recovery
        self._kv = kv
        self._seating = seating or self._lock
        self._bot_name = bot_name
        self._locks: weakref.WeakValueDictionary[tuple[str, str, int], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def _lock(self, community: str, channel: str, player: int) -> asyncio.Lock:
        """One person's seat-taking in one channel, in this process (the default)."""
        key = (community, channel, player)
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    # -- opening -----------------------------------------------------------------------------

    async def open(self, asker: Asker, config: TableConfig, *, private: bool, bots: int = 0,
                   buy_in: int | None = None) -> LiveTable | None:
        """Open a table in this channel (private: `player` hosts it) and seat its opener with
        `buy_in` (else the most the balance allows). Refused before the table exists when the
        opener is seated here already or cannot buy in. None when refused; the opener is
        answered only on refusal (the caller says what the table is: an invitation…)."""
        community, channel, player = asker.community, asker.channel, asker.player
        try:
            async with self._seating(community, channel, player):
                if self.desk.seated(community, channel, player, config.mode) is not None:
                    raise AlreadySeated()
                amount = buy_in_amount(config, await self.desk.balance(community, player),
                                       buy_in)
                live = await self.desk.open(community, channel, config,
                                            host=player if private else None, bots=bots,
                                            bot_name=self._bot_name)
                try:
                    await self._kv.put(OPENER_NS, live.id, player)
                    joined = await self.desk.join(live, player, asker.name, amount)
                except BaseException:  # nobody would ever sit at it: closed at once
                    await self._discard(live)
                    raise
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return None
        await self._show(live, joined.outcomes)
        return live

    async def _discard(self, live: LiveTable) -> None:
        try:
            await self._show(live, await self.desk.close(live))
        except Exception:  # the opener is answered with the first failure
            log.exception("could not close poker table %s", live.id)

    # -- sitting -----------------------------------------------------------------------------

    async def take_seat(self, asker: Asker, *, buy_in: int | None = None,
                        mode: str | None = None, opening: TableConfig | None = None
                        ) -> Joined | None:
        """"I want to play here": back in or a rebuy at the person's table in this channel
        (of `mode`, when given), else a seat at its oldest public table with room. Given
        `opening`, the channel's table of its mode: opened when there is none, its oldest
        when all are full (which refuses). None when refused (answered)."""
        community, channel, player = asker.community, asker.channel, asker.player
        try:
            async with self._seating(community, channel, player):
                live = self.desk.seated(community, channel, player, mode) or \
                    self.desk.open_seat(community, channel, mode)
                if live is None and opening is not None:
                    full = self.desk.public(community, channel, opening.mode)
                    live = full[0] if full else await self.desk.open(
                        community, channel, opening, host=None, bot_name=self._bot_name)
                if live is None:
                    raise NoTableHere()
                return await self._sit(asker, live, buy_in)
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return None

    async def accept(self, asker: Asker, token: str, *, linked: bool = False
                     ) -> LiveTable | None:
        """Sit at the table an invitation names: given in a channel, it seats there only;
        followed from a link elsewhere (`linked`), the person is told where play goes on."""
        player = asker.player
        try:
            live = await self.desk.cash.accept_invite(token.strip(), player)
            community, channel = live.table.community, live.channel
            if not linked and (asker.community, asker.channel) != (community, channel):
                raise NoTableHere()
            async with self._seating(community, channel, player):
                seated = self.desk.seated(community, channel, player, live.table.config.mode)
                if seated is not None and seated is not live:
                    raise AlreadySeated()
                await self._sit(asker, live, None, said=not linked)
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return None
        if linked:
            text = await self.transport.player_text(player)
            mode = text.t("poker-mode-" + live.table.config.mode)
            await self._say(asker.origin, text.t("poker-joined", mode=mode))
        return live

    async def sit(self, asker: Asker, table_id: int) -> None:
        """The table's "Sit down" or "I am back" button."""
        try:
            live = self.desk.get(table_id)
            community, channel = live.table.community, live.channel
            async with self._seating(community, channel, asker.player):
                seated = self.desk.seated(community, channel, asker.player,
                                          live.table.config.mode)
                if seated is not None and seated is not live:
                    raise AlreadySeated()
                await self._sit(asker, live, None)
        except RuleError as error:  # (an out-of-date button is redrawn)
            await self.tables.refused(asker.origin, table_id, error)

    async def _sit(self, asker: Asker, live: LiveTable, buy_in: int | None, *,
                   said: bool = True) -> Joined:
        """Sit down, come back from sitting out (NK-8.2) or rebuy an empty stack (NK-7.1), as
        `TableService.join` decides; a lone person at a public table that allows computer
        players gets one (NK-8.3). Shown, then answered (`said`)."""
        player = asker.player
        async with self.tables.lock(live.id):
            joined = await self.desk.join(live, player, asker.name, buy_in)
            outcomes = list(joined.outcomes)
            table = live.table
            if joined.kind == "sit" and not table.private and table.config.bots_allowed \
                    and table.humans() == [player] \
                    and sum(seat is not None for seat in table.seats) == 1:
                outcomes += await self.desk.cash.add_bot(live.id, self._bot_name(1))
            await self.tables.publish(live.id, outcomes)
        if said:
            text = await self.transport.player_text(player)
            if joined.kind == "rebuy":
                said_text = text.t("poker-rebought", chips=joined.chips)
            else:
                said_text = text.t("poker-seated" if joined.kind == "sit" else "poker-back")
            await self._say(asker.origin, said_text)
        return joined

    # -- leaving -----------------------------------------------------------------------------

    async def leave(self, asker: Asker, *, mode: str | None = None) -> None:
        """Stand up from the person's tables here (of `mode`, when given), cashed out now, or
        when the hand in play ends (NK-7.1)."""
        community, channel, player = asker.community, asker.channel, asker.player
        try:
            mine = [live for live in self.desk.in_channel(community, channel)
                    if live.table.seat_of(player) is not None
                    and (mode is None or live.table.config.mode == mode)]
            if not mine:
                self._leave_tournament(community, channel, player)
                raise NotSeatedHere()
            for live in mine:
                async with self.tables.lock(live.id):
                    outcomes = await self.desk.cash.stand(live.id, player)
                    await self.tables.publish(live.id, outcomes)
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return
        text = await self.transport.player_text(player)
        balance = await self.desk.store.balance(community, player)
        await self._say(asker.origin, text.t("poker-left", balance=balance))

    def _leave_tournament(self, community: str, channel: str, player: int) -> None:
        """/leave where the person sits in a tournament here, not at a cash table: a running
        one is never left (NK-9.9); a lobby is left with its Unregister button."""
        for live in self.desk.tournaments_in_channel(community, channel):
            table = live.table
            if table.seat_of(player) is None:
                continue
            if isinstance(table, TournamentTable) and not table.started:
                raise BotError("chat-tourney-leave-lobby")
            raise TournamentNoStanding()

    async def refill(self, asker: Asker) -> None:
        """A busted seat of this community buys in again (NK-7.1); else a broke account is
        topped up (`Accounts.refill` says when it is not broke or refilled too recently)."""
        community, player = asker.community, asker.player
        try:
            await self.desk.balance(community, player)  # a newcomer's grant comes first
            live = await self.desk.cash.rebuy_table(community, player)
            if live is not None:
                await self._sit(asker, live, None)
                return
            amount = await self.desk.refill(community, player)
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return
        text = await self.transport.player_text(player)
        balance = await self.desk.store.balance(community, player)
        await self._say(asker.origin, text.t("poker-refilled", amount=amount, balance=balance))

    # -- closing -----------------------------------------------------------------------------

    def table_for(self, asker: Asker, *, manager: bool) -> LiveTable | None:
        """The table a close from this person means: theirs here, or for a manager the
        channel's oldest."""
        if manager:
            found = self.desk.in_channel(asker.community, asker.channel)
            return found[0] if found else None
        return self.desk.seated(asker.community, asker.channel, asker.player)

    async def may_close(self, live: LiveTable, player: int, *, manager: bool) -> bool:
        """A manager of the community, a private table's host, or whoever opened it."""
        if manager or live.table.host == player:
            return True
        opener = await self._kv.get(OPENER_NS, live.id)
        return opener is not None and int(opener) == player

    async def close(self, asker: Asker, live: LiveTable) -> None:
        """Close the table: everyone is cashed out, now or when the hand in play ends (its
        remaining decisions time out). The caller checked `may_close`."""
        try:
            async with self.tables.lock(live.id):
                await self.tables.publish(live.id, await self.desk.close(live))
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)
            return
        text = await self.transport.place_text(asker.community, asker.channel, asker.origin)
        said = text.t("poker-table-closing")
        await self._recovery.cosmetic(lambda: self.transport.announce(asker.origin, said),
                                      "announce the closing")

    # -- showing -----------------------------------------------------------------------------

    async def _show(self, live: LiveTable, outcomes: list[TableOutcome]) -> None:
        async with self.tables.lock(live.id):
            await self.tables.publish(live.id, outcomes)

    async def _say(self, origin: object, text: str) -> None:
        """An answer after the change is committed and shown: its failure is cosmetic."""
        await self._recovery.cosmetic(lambda: self.transport.note(origin, text), "answer")
