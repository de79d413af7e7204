"""The answers to the commands that are not a game move, written once for every chat:
/balance, /stats, /rules, /pictures and /cancel.

Each answer is data (the text, and for /stats the chart's PNG) that the platform sends the way
it answers a command; /cancel answers through the seating transport, like the other seat
steps. The policies, the same on every platform:

- a first look at the balance grants the starting chips and says so;
- /stats counts finished matches, poker tables, hands dealt and the result of play here, with
  the chip-history chart when it can be drawn;
- /pictures is for a community's managers (the platform says who is one);
- /cancel ends the open match the asker hosts in this channel (the newest, if several; a
  manager: else the newest they sit in, else any match there), and with none closes the
  asker's poker table here (a manager: the channel's oldest); a guest of a match may not end
  it: only the match's host, the table's host or opener, or a manager may.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bot.errors import BotError
from bot.frontend.boards import stats_chart
from bot.frontend.desk import TableDesk
from bot.frontend.matches import MatchFront
from bot.frontend.pictures import PictureChoice, pictures_word
from bot.frontend.seating import Asker, SeatingFront
from bot.i18n import Localizer
from bot.registry import MatchRegistry
from bot.stats import player_stats
from bot.tables import LiveTable

log = logging.getLogger(__name__)

# /rules <game>: the games that have a rules text (key rules-<game>), by the names people type.
RULES: Final = ("updown", "asnas", "holdem", "omaha", "naiko")
HOST_SEAT: Final = 0  # who opened a match sits first


class NoGameHere(BotError):
    def __init__(self) -> None:
        super().__init__("chat-no-game")


class NotAllowed(BotError):
    """Only a host or a manager may; the platform names its managers (`key`)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)


@dataclass(frozen=True, slots=True)
class Said:
    """An answer: its text, and a picture to go with it when one could be drawn."""

    text: str
    picture: bytes | None = None


@dataclass(frozen=True, slots=True)
class Cancelling:
    """What a /cancel ends: a match, or a poker table."""

    match_id: int | None = None
    table: LiveTable | None = None


class Answers:
    """The platform names its managers in two refusals: `managers_key` (only a manager may
    do this) and `cancel_key` (only the host or a manager may cancel), e.g. "a group admin",
    "a member with Manage Server"."""

    def __init__(self, desk: TableDesk, registry: MatchRegistry, matches: MatchFront,
                 seating: SeatingFront[TableDesk], pictures: PictureChoice, *,
                 managers_key: str,
                 cancel_key: str) -> None:
        self._desk = desk
        self._registry = registry
        self._matches = matches
        self._seating = seating
        self._pictures = pictures
        self._managers_key = managers_key
        self._cancel_key = cancel_key

    async def balance(self, community: str, player: int, text: Localizer) -> str:
        granted = await self._desk.store.grant_if_new(
            community, player, self._desk.settings.starting_grant)
        lines = [text.t("grant-received", amount=granted)] if granted else []
        lines.append(text.t("balance", amount=await self._desk.store.balance(community, player)))
        return "\n".join(lines)

    async def stats(self, community: str, player: int, name: str, text: Localizer, *,
                    chart_name: str | None = None) -> Said:
        """`name` as the platform's message text shows it (escaped), `chart_name` as the
        chart's title draws it (cleaned only; default `name`)."""
        await self._desk.store.grant_if_new(community, player,
                                            self._desk.settings.starting_grant)
        summary = await player_stats(self._desk.store, community, player)
        said = text.t("chat-stats", name=name, matches=summary.match_total,
                      tables=summary.tables, hands=summary.hands, net=summary.net,
                      balance=summary.balance)
        chart = await stats_chart(self._desk.store, community, player,
                                  text.t("stats-chart-title", name=chart_name or name), text)
        return Said(said, None if chart is None else chart.png)

    @staticmethod
    def rules(words: Sequence[str], text: Localizer, default: str = "updown") -> str:
        game = (words[0].casefold() if words else default).lstrip("/")
        if game not in RULES:
            return text.t("rules-unknown", games=", ".join(sorted(RULES)))
        return text.t(f"rules-{game}")

    async def choose_pictures(self, community: str, words: Sequence[str], *, manager: bool,
                              text: Localizer) -> str:
        """/pictures on|off; it takes effect on the next drawing."""
        if not manager:
            return text.t(self._managers_key)
        on = pictures_word(words)
        if on is None:
            return text.t("pictures-usage-chat")
        await self._pictures.choose(community, on)
        return text.t("pictures-on" if on else "pictures-off")

    async def to_cancel(self, asker: Asker, *, manager: bool) -> Cancelling:
        """What the asker's /cancel ends (see the module's policies), checked before anything
        is acknowledged: refused (`NotAllowed`: something is here they may not end;
        `NoGameHere`: nothing is) without changing anything."""
        here = self._registry.in_channel(asker.community, asker.channel)
        hosted = [live for live in here if live.seats[HOST_SEAT] == asker.player]
        if hosted:  # the asker's own game first, however many they sit in
            return Cancelling(match_id=hosted[-1].id)
        mine = [live for live in here if asker.player in live.seats]
        if manager and (mine or here):
            return Cancelling(match_id=(mine or here)[-1].id)
        table = self._seating.table_for(asker, manager=manager)
        if table is not None and await self._seating.may_close(table, asker.player,
                                                               manager=manager):
            return Cancelling(table=table)
        if here or self._desk.in_channel(asker.community, asker.channel):
            raise NotAllowed(self._cancel_key)
        if self._desk.tournaments_in_channel(asker.community, asker.channel):
            raise BotError("chat-cancel-tournament")  # its lobby calls it off; running, never
        raise NoGameHere()

    async def cancel(self, asker: Asker, cancelling: Cancelling) -> None:
        """End what `to_cancel` found: a match's stakes go back and the channel is told; a
        table cashes everyone out (now or when its hand ends) and says so."""
        if cancelling.table is not None:
            await self._seating.close(asker, cancelling.table)
            return
        assert cancelling.match_id is not None
        outcome = await self._matches.cancel(cancelling.match_id)
        log.info("match %s cancelled by %s (seq %s)", cancelling.match_id, asker.player,
                 outcome.seq)
        transport = self._seating.transport
        text = await transport.place_text(asker.community, asker.channel, asker.origin)
        await transport.announce(asker.origin, text.t("chat-cancelled"))
