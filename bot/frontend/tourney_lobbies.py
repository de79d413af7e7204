"""A Sit & Go or Spin lobby in a chat (NK-7.3, NK-7.4), written once for every platform.

The lobby message shows the terms before anyone registers (entry, stack, levels, the prize
split; a Spin's multiplier table with its expected payout) and who registered
(`bot.render.tournament.lobby`); its buttons: Register (pays the entry), Unregister (refunds
it before the start), and for the creator Start (empty seats become BOTs: pressing it is the
creator allowing them) and Call it off (every entry refunded). The last seat taken, or Start,
starts it: the lobby shows the start (a Spin's drawn multiplier and the prizes), then the
table is shown like a cash table's (`show_table`), with the tournament's status line.

The policies: one lobby of a kind per channel; the tournament is created before its message
and called off if the message cannot be shown; every change is the service's (committed
before anything is shown), then the lobby is edited (cosmetic: a failure is logged), the table
drawn once it started, and the presser answered last. Refusals change nothing. The lobby's
message lives in `bot.kv`. The platform's half is `bot.frontend.challenges.NoticeTransport`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Final

from bot.callbacks import ButtonRef
from bot.errors import BotError, RuleError
from bot.frontend.challenges import NoticeTransport
from bot.frontend.recovery import Recovery
from bot.frontend.screen import ChatButton
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.render import tournament as render
from bot.render.buttons import plain_id
from bot.render.names import names_list
from bot.render.tournament import CANCEL, REGISTER, START, UNREGISTER
from bot.tables import LiveTable, TableOutcome
from bot.tables.errors import TableClosed
from bot.tournaments import Format, TournamentService, TournamentTable
from bot.tournaments.table import CANCELLED
from bot.views import render_text

NAMESPACE: Final = "tourney-lobby"  # bot.kv: table id -> {"channel", "message_id"}
TAG: Final = "tlob"  # the lobby's buttons: ButtonRef(TAG, table id, 0, 0, REGISTER | ...)

ShowTable = Callable[[int, Sequence[TableOutcome], object | None], Awaitable[None]]


class TourneyLobbyFront:
    """The tournament lobby flow of one front end (see the module docstring). `show_table`
    draws a started tournament's table (the cash table's flow); `locks(table_id)` orders
    the changes of one tournament and their lobby edits."""

    def __init__(
        self,
        service: TournamentService,
        kv: KeyValue,
        transport: NoticeTransport,
        recovery: Recovery,
        *,
        show_table: ShowTable,
        grant: int,
        locks: Callable[[int], asyncio.Lock],
    ) -> None:
        self._service = service
        self._kv = kv
        self._transport = transport
        self._recovery = recovery
        self._show_table = show_table
        self._grant = grant
        self._locks = locks

    def lobbies(self, community: str, channel: str) -> list[LiveTable]:
        """The tournaments registering in this channel."""
        return [t for t in self._service.lobbies(community) if t.channel == channel]

    async def open(self, origin: object, community: str, channel: str, fmt: Format,
                   creator: int) -> None:
        """`creator` opens a lobby of `fmt` here. Raises a `RuleError` for a refusal."""
        if any(_table(t).format.kind == fmt.kind for t in self.lobbies(community, channel)):
            raise BotError("chat-tourney-lobby-open")
        await self._service.store.grant_if_new(community, creator, self._grant)
        live = await self._service.create_tournament(community, channel, fmt, creator=creator)
        text = await self._transport.place_text(community, channel, origin)
        body, buttons = self._message(live, text)
        try:
            message_id = await self._transport.post_notice(origin, body, buttons)
        except BaseException:  # no lobby to register through: called off, it holds no one
            await self._service.cancel(live.id, None)
            raise
        await self._kv.put(NAMESPACE, live.id, {"channel": channel, "message_id": message_id})

    async def press(self, click: object, ref: ButtonRef, player: int, name: str) -> None:
        """Register (as `name`), Unregister, Start or Call it off, pressed by `player`."""
        try:
            live = self._service.get(ref.match_id)
        except TableClosed:
            await self._transport.refuse(click, BotError("chat-tourney-gone"))
            return
        table = _table(live)
        text = await self._transport.player_text(player)
        said: str | None = None
        async with self._locks(live.id):
            try:
                if table.started:
                    raise BotError("error-tournament-started")
                if ref.verb == REGISTER:
                    await self._service.store.grant_if_new(table.community, player, self._grant)
                    outcomes = await self._service.register(live.id, player, name)
                    said = text.t("chat-tourney-registered-you", entry=table.format.entry)
                elif ref.verb == UNREGISTER:
                    outcomes = await self._service.unregister(live.id, player)
                    said = text.t("chat-tourney-refunded", entry=table.format.entry)
                elif ref.verb == START:
                    outcomes = await self._service.start(live.id, player)
                elif ref.verb == CANCEL:
                    outcomes = await self._service.cancel(live.id, player)
                else:
                    raise BotError("error-invalid-button")
            except RuleError as error:
                await self._transport.refuse(click, error)
                return
            await self._changed(live, outcomes, click)
        answered = said
        if answered is None:
            await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                          "answer the press")
        else:
            await self._recovery.cosmetic(lambda: self._transport.note(click, answered),
                                          "answer the press")

    async def leave(self, community: str, channel: str, player: int) -> int:
        """Unregister `player` from this channel's lobby (refunded); returns the entry given
        back. A running tournament is never left (NK-9.9)."""
        mine = [t for t in self._service if t.table.community == community
                and t.channel == channel and t.table.seat_of(player) is not None]
        if not mine:
            raise BotError("error-tournament-not-registered")
        live = mine[0]
        if _table(live).started:
            raise BotError("error-tournament-no-standing")
        async with self._locks(live.id):
            outcomes = await self._service.unregister(live.id, player)
            await self._changed(live, outcomes, None)
        return _table(live).format.entry

    def list_text(self, community: str, channel: str, text: Localizer) -> str:
        """The open lobbies here, one line each."""
        rows = [
            text.t("chat-tourney-list-row", kind=text.t("tourney-kind-" + table.format.kind),
                   count=len(table.registered()), seats=table.format.seats,
                   entry=table.format.entry)
            for table in (_table(t) for t in self.lobbies(community, channel))
        ]
        return "\n".join(rows) or text.t("chat-tourney-list-empty")

    async def _changed(self, live: LiveTable, outcomes: Sequence[TableOutcome],
                       click: object | None) -> None:
        """Edit the lobby to what the tournament is now; once started, draw its table."""
        table = _table(live)
        stored = await self._kv.get(NAMESPACE, live.id)
        if table.started or table.closed:
            await self._kv.delete(NAMESPACE, live.id)
        if stored is not None:
            text = await self._transport.place_text(table.community, live.channel, click)
            body, buttons = self._message(live, text, outcomes)
            await self._recovery.cosmetic(
                lambda: self._transport.edit_notice(str(stored["channel"]),
                                                    str(stored["message_id"]), body, buttons,
                                                    None),
                f"lobby of tournament {live.id}",
            )
        if table.started and table.status != CANCELLED:  # (called off: it never had a table)
            await self._show_table(live.id, outcomes, click)

    def _message(self, live: LiveTable, text: Localizer,
                 outcomes: Sequence[TableOutcome] = ()) -> tuple[str, tuple[ChatButton, ...]]:
        table = _table(live)
        names = [self._transport.shown(s.name) for s in table.seats
                 if s is not None and s.player is not None]
        refs: dict[str, ButtonRef] = {}

        def ids(ref: ButtonRef) -> str:  # the renderer names its buttons; keep what each means
            refs[plain_id(ref)] = ref
            return plain_id(ref)

        lines, buttons = render.lobby(table, live.id, names_list(names, text),
                                      [e for o in outcomes for e in o.events], tag=TAG, ids=ids)
        return "\n".join(render_text(line, text) for line in lines), tuple(
            ChatButton(render_text(b.label, text), refs[b.command_id], b.style, b.row)
            for b in buttons
        )


def _table(live: LiveTable) -> TournamentTable:
    table = live.table
    assert isinstance(table, TournamentTable)
    return table
