"""A private table's host at work (NK-7.2), written once for every platform: create the table
(the host sits), show its settings with a fresh invitation, change a setting (from the next
hand, `TableService.change_settings`), seat a computer player when bots are allowed, close it.

The words are the typed command's (`bot.frontend.words`); the invitation itself is the
platform's (a deep link, a code), given as `invite`. Every answer goes to the host only, in
their language; a refusal of the rules changes nothing.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Final

from bot.errors import RuleError
from bot.frontend import words as typed
from bot.frontend.desk import TableDesk
from bot.frontend.seating import Asker, SeatingFront
from bot.i18n import Localizer
from bot.tables import LiveTable, TableConfig
from bot.tables.errors import NotHost
from bot.tournaments.schedule import MODES  # the poker modes

HOST_VERBS: Final = (*typed.TABLE_SETTINGS, "invite", "bot", "close")
Invite = Callable[[LiveTable, Asker], Awaitable[None]]


def settings_text(config: TableConfig, text: Localizer) -> str:
    return text.t(
        "poker-table-settings", mode=text.t("poker-mode-" + config.mode),
        small=config.small_blind, big=config.big_blind, seats=config.seats,
        min=config.min_buy_in, max=config.max_buy_in, seconds=int(config.decision_s),
        bots="yes" if config.bots_allowed else "no",
    )


class HostFront:
    def __init__(self, seating: SeatingFront[TableDesk], *, bot_name: Callable[[int], str]
                 ) -> None:
        self.seating = seating
        self.desk = seating.desk
        self.transport = seating.transport
        self._bot_name = bot_name

    def hosted(self, asker: Asker) -> LiveTable | None:
        """The private table `asker` hosts in this channel."""
        here = self.desk.in_channel(asker.community, asker.channel)
        return next((live for live in here if live.table.host == asker.player), None)

    async def command(self, asker: Asker, words: Sequence[str], invite: Invite) -> None:
        """``[mode] [big blind]`` creates the table (or, once it exists, shows it with a new
        invitation, as ``invite`` does); a setting's words change it; ``bot`` seats a
        computer player; ``close`` closes it."""
        live = self.hosted(asker)
        verb = words[0] if words else ""
        try:
            if live is None and verb in HOST_VERBS:
                raise NotHost()
            if live is None:
                await self._create(asker, words, invite)
            elif verb in ("", "invite"):
                await invite(live, asker)
            elif verb in typed.TABLE_SETTINGS:
                await self._change(asker, live, words)
            elif verb == "bot":
                await self._add_bot(live)
            elif verb == "close":
                await self.seating.close(asker, live)
            elif verb in MODES or typed.numbers_of([verb]):  # "/table omaha 50" again
                await self._note(asker, "poker-table-hosting-already")
            else:
                await self._note(asker, "poker-table-usage")
        except RuleError as error:
            await self.transport.refuse(asker.origin, error)

    async def _create(self, asker: Asker, words: Sequence[str], invite: Invite) -> None:
        numbers = typed.numbers_of(words)
        config = self.desk.config(typed.mode_of(words), *numbers[:1], bots_allowed=False)
        live = await self.seating.open(asker, config, private=True)
        if live is not None:
            await invite(live, asker)

    async def _change(self, asker: Asker, live: LiveTable, words: Sequence[str]) -> None:
        changed = typed.table_settings(live.table.pending_config or live.table.config, words)
        if changed is None:
            await self._note(asker, "poker-table-usage")
            return
        tables = self.seating.tables
        async with tables.lock(live.id):
            outcomes = await self.desk.cash.change_settings(live.id, asker.player,
                                                           changed.check())
            await tables.publish(live.id, outcomes)
        text = await self.transport.player_text(asker.player)
        await self.transport.note(asker.origin, settings_text(changed, text))

    async def _add_bot(self, live: LiveTable) -> None:
        bots = sum(seat is not None and seat.is_bot for seat in live.table.seats)
        tables = self.seating.tables
        async with tables.lock(live.id):
            outcomes = await self.desk.cash.add_bot(live.id, self._bot_name(bots + 1))
            await tables.publish(live.id, outcomes)

    async def _note(self, asker: Asker, key: str) -> None:
        text = await self.transport.player_text(asker.player)
        await self.transport.note(asker.origin, text.t(key))
