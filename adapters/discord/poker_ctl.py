"""What the Discord front end does with `/poker` and with clicks on a poker table.

Same manners as the match controller: answers within 3 seconds (defer, then follow up),
refusals ephemerally in the clicker's language, only the acting player passes the turn check.
A table shows one public message per hand, edited in place (throttled by `TableMessages`);
when a hand ends inside a burst of changes its message keeps the finished hand and a fresh
message shows the next one. Hole cards go by DM at each deal, with "My cards" as the fallback;
what a Naiko glance or swap shows goes to its user only (ephemeral and DM).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from adapters.discord import poker_render as render
from adapters.discord import tournament_view as tv
from adapters.discord.names import display
from adapters.discord.poker import Tables
from adapters.discord.table import Payload
from bot.amounts import parse_amount
from bot.callbacks import ButtonRef, ForgedButton
from bot.errors import NotSeated, RuleError
from bot.frontend import PrivateLine
from bot.i18n import Localizer
from bot.pictures.poker import table_picture
from bot.pictures.worker import drawn
from bot.tables import LiveTable, TableOutcome, buy_in_amount
from bot.tables.errors import TableClosed
from bot.tournaments import TournamentTable

if TYPE_CHECKING:
    from adapters.discord.controller import Controller

log = logging.getLogger(__name__)

MODAL_TAG = "tamtm"
OPENER_NS = "dc-table-opener"  # who opened a cash table (its host for /cancel)
PRIVATE_POWERS = frozenset({"glance", "swap"})  # what they show is for their user only


class PokerDesk:
    def __init__(self, ctl: Controller, tables: Tables) -> None:
        self.ctl = ctl
        self.tables = tables
        # table id -> seat -> its last occupant's public entry (to name who just left)
        self._seats: dict[int, dict[int, Any]] = {}
        # (community, channel, player) -> the lock that makes "seated here? open, sit" one step
        self._seating: weakref.WeakValueDictionary[tuple[str, str, int], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def seating(self, community: str, channel: str, player: int) -> asyncio.Lock:
        """One member's seat-taking in one channel, one step at a time: fifty quick
        `/poker cash` open one table and seat the member once."""
        key = (community, channel, player)
        lock = self._seating.get(key)
        if lock is None:
            lock = self._seating[key] = asyncio.Lock()
        return lock

    # -- slash commands ----------------------------------------------------------------------

    async def open(
        self,
        interaction: discord.Interaction,
        *,
        private: bool,
        mode: str,
        big_blind: int,
        seats: int,
        bots: int,
        buy_in: int | None,
    ) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction) or not await ctl.can_post(interaction):
            return
        # Acknowledged before waiting for the member's other seat-taking (Discord's 3 s).
        await interaction.response.defer(ephemeral=True, thinking=True)
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        async with self.seating(community, channel, player):
            if self.tables.seated(community, channel, player) is not None:
                await ctl.refuse(interaction, "error-already-seated")
                return
            config = self.tables.config(mode, big_blind, seats, bots)
            balance = await self.tables.balance(community, player)
            try:  # refused before the table exists
                amount = buy_in_amount(config, balance, buy_in)
            except RuleError as error:
                await ctl.refuse(interaction, error.key, **error.params)
                return
            try:
                live = await self.tables.open(
                    community, channel, config, host=player if private else None, bots=bots
                )
            except Exception as error:
                await ctl.failed(interaction, error)
                return
            try:
                await ctl.kv.put(OPENER_NS, live.id, player)
                joined = await self.tables.join(live, player, display(interaction.user), amount)
            except Exception as error:  # nobody would ever sit at it: closed at once
                await self.discard(live)
                await ctl.failed(interaction, error)
                return
        try:
            await self.show(live, joined.outcomes, interaction)
            loc = await ctl.user_loc(interaction)
            if private:
                token = await self.tables.service.create_invite(live.id, player)
                await interaction.followup.send(
                    loc.t("discord-pk-invite", code=token), ephemeral=True
                )
            else:
                await interaction.followup.send(loc.t("discord-pk-opened"), ephemeral=True)
        except Exception as error:
            await ctl.failed(interaction, error)

    async def join(
        self, interaction: discord.Interaction, code: str | None, buy_in: int | None
    ) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        if not await ctl.can_post(interaction):  # chips must not move to a table nobody sees
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # before waiting
        player = await ctl.player(interaction)
        community, channel = _where(interaction)
        async with self.seating(community, channel, player):
            seated = self.tables.seated(community, channel, player)
            if seated is not None and not code:  # back from sitting out, or a rebuy
                await self.sit(interaction, seated, player, buy_in)
                return
            if seated is not None:  # one table per member in a channel
                await ctl.refuse(interaction, "error-already-seated")
                return
            if code:
                live = await self.tables.accept(code.strip(), player)
                if (live.table.community, live.channel) != (community, channel):
                    # An invitation seats at its table only in that table's channel.
                    await ctl.refuse(interaction, "discord-pk-no-table")
                    return
            else:
                found = self.tables.open_seat(community, channel)
                if found is None:
                    await ctl.refuse(interaction, "discord-pk-no-table")
                    return
                live = found
            await self.sit(interaction, live, player, buy_in)

    async def leave(self, interaction: discord.Interaction) -> None:
        ctl = self.ctl
        if not await ctl.in_guild(interaction):
            return
        player = await ctl.player(interaction)
        live = self.tables.seated(*_where(interaction), player)
        if live is None:
            await ctl.refuse(interaction, "discord-pk-no-table")
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            outcomes = await self.tables.stand(live, player)
            await self.show(live, outcomes, interaction)
            loc = await ctl.user_loc(interaction)
            await interaction.followup.send(loc.t("discord-pk-left"), ephemeral=True)
        except Exception as error:
            await ctl.failed(interaction, error)

    async def cancel(self, interaction: discord.Interaction, live: LiveTable) -> None:
        """Close a table (host or Manage Server): everyone is cashed out, now or when the
        hand in play ends (its remaining decisions time out)."""
        await interaction.response.defer()
        try:
            outcomes = await self.tables.close(live)
            await self.show(live, outcomes, interaction)
            loc = await self.ctl.table_loc(interaction.guild_id, interaction)
            await interaction.followup.send(loc.t("discord-pk-closing"))
        except Exception as error:
            await self.ctl.failed(interaction, error)

    async def discard(self, live: LiveTable) -> None:
        """Close a table its opener could not sit at (never raises: the opener is answered)."""
        try:
            await self.tables.close(live)
        except Exception:
            log.exception("could not close poker table %s", live.id)

    def table_for(
        self, interaction: discord.Interaction, player: int, manager: bool
    ) -> LiveTable | None:
        community, channel = _where(interaction)
        if manager:
            found = self.tables.in_channel(community, channel)
            return found[0] if found else None
        return self.tables.seated(community, channel, player)

    async def may_close(self, live: LiveTable, player: int, manager: bool) -> bool:
        """Manage Server, a private table's host, or whoever opened a cash table."""
        if manager or live.table.host == player:
            return True
        opener = await self.ctl.kv.get(OPENER_NS, live.id)
        return opener is not None and int(opener) == player

    # -- clicks ------------------------------------------------------------------------------

    async def sit(
        self,
        interaction: discord.Interaction,
        live: LiveTable,
        player: int,
        buy_in: int | None,
    ) -> None:
        """Sit down, come back from sitting out (NK-8.2) or rebuy an empty stack (NK-7.1), as
        `TableService.join` decides; answered privately, the table redrawn."""
        name = display(interaction.user)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            joined = await self.tables.join(live, player, name, buy_in)
            await self.show(live, joined.outcomes, interaction)
            loc = await self.ctl.user_loc(interaction)
            done = "discord-pk-seated" if joined.kind == "sit" else "discord-pk-back"
            await interaction.followup.send(loc.t(done), ephemeral=True)
        except Exception as error:
            await self.ctl.failed(interaction, error)

    async def on_sit(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        if not await self.ctl.can_post(interaction):  # chips must not move to a hidden table
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # before waiting
        player = await self.ctl.player(interaction)
        live = self.tables.get(ref.match_id)
        async with self.seating(live.table.community, live.channel, player):
            seated = self.tables.seated(live.table.community, live.channel, player)
            if seated is not None and seated is not live:  # one table per member in a channel
                await self.ctl.refuse(interaction, "error-already-seated")
                return
            await self.sit(interaction, live, player, None)

    async def check_turn(self, interaction: discord.Interaction, ref: ButtonRef) -> bool:
        """Only the acting player passes; everyone else is told so, ephemerally."""
        try:
            live = self.tables.get(ref.match_id)
        except TableClosed as error:
            await self.ctl.failed(interaction, error)
            return False
        seat = live.table.seat_of(await self.ctl.player(interaction))
        if seat is None:
            await self.ctl.refuse(interaction, "error-not-seated")
            return False
        if (ref.deal_no, ref.seq) != (live.table.hand_no, live.table.hand_seq):
            await self.ctl.recovery.stale(ref.match_id, interaction)  # told, and redrawn
            return False
        if live.table.to_act != seat:
            await self.ctl.refuse(interaction, "error-not-your-turn")
            return False
        return True

    async def on_act(
        self, interaction: discord.Interaction, ref: ButtonRef, amount: int | None = None
    ) -> None:
        if not await self.ctl.can_post(interaction):  # a move nobody could see: refused first
            return
        private = ref.verb in PRIVATE_POWERS
        await interaction.response.defer(ephemeral=private, thinking=private)
        try:
            player = await self.ctl.player(interaction)
            live = self.tables.get(ref.match_id)
            async with self.ctl.recovery.after_failure(ref.match_id):
                outcomes = await self.tables.act(
                    ref, player, ref.arg if amount is None else amount
                )
        except Exception as error:
            await self.ctl.refused(interaction, ref.match_id, error)
            return
        # Saved: showing it is the recovery policies' business, never the clicker's failure.
        await self.show(live, outcomes, interaction)
        if private:
            await self.reveal_power(interaction, live, player, outcomes)

    async def reveal_power(
        self,
        interaction: discord.Interaction,
        live: LiveTable,
        player: int,
        outcomes: Sequence[TableOutcome],
    ) -> None:
        """A glance's card or a swap's new card: to its user only (ephemeral, and by DM)."""
        seat = live.table.seat_of(player)
        views = [o.private_views.get(seat) for o in outcomes if seat is not None]
        view = next((v for v in views if v is not None), None)
        loc = await self.ctl.languages.for_player(player)
        text = loc.t("discord-pk-no-cards") if view is None else render.private_text(view, loc)
        await self.ctl.recovery.cosmetic(
            lambda: interaction.followup.send(text, ephemeral=True), "show the power's card"
        )
        hand = live.table.hand_no
        await self.ctl.recovery.deliver([PrivateLine(live.id, hand, player, text)])

    async def on_amount(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        live = self.tables.get(ref.match_id)
        bounds = self.bounds(live, await self.ctl.player(interaction), ref)
        if bounds is None:
            await self.ctl.recovery.stale(ref.match_id, interaction)
            return
        await self.ctl.amount_dialog(interaction, ref, *bounds, tag=MODAL_TAG)

    def bounds(self, live: LiveTable, player: int, ref: ButtonRef) -> tuple[int, int] | None:
        """The legal (min, max) of the amount verb for the player now, or None if stale."""
        table = live.table
        seat = table.seat_of(player)
        if seat is None or (ref.deal_no, ref.seq) != (table.hand_no, table.hand_seq):
            return None
        hand = table.hand
        if hand is None or not table.live:
            return None
        for legal in hand.legal_actions(seat):
            if legal.kind == ref.verb and legal.min is not None and legal.max is not None:
                return legal.min, legal.max
        return None

    async def on_modal(self, interaction: discord.Interaction, raw: str) -> None:
        data: Any = interaction.data or {}
        try:
            ref = self.ctl.codec.decode(str(data.get("custom_id", "")))
        except ForgedButton as error:
            await self.ctl.failed(interaction, error)
            return
        if not await self.ctl.in_place(interaction, ref):
            return
        amount = parse_amount(raw)  # any script's digits, grouped as the bot prints them
        if amount is None:
            await self.ctl.refuse(interaction, "error-amount-not-a-number")
            return
        if not await self.check_turn(interaction, ref):
            return
        live = self.tables.get(ref.match_id)
        bounds = self.bounds(live, await self.ctl.player(interaction), ref)
        if bounds is None:
            await self.ctl.refuse(interaction, "error-stale-command")
            return
        if not bounds[0] <= amount <= bounds[1]:
            await self.ctl.refuse(
                interaction, "error-amount-out-of-range", min=bounds[0], max=bounds[1]
            )
            return
        act = ButtonRef("tact", ref.match_id, ref.deal_no, ref.seq, ref.verb)
        await self.on_act(interaction, act, amount)

    async def on_cards(self, interaction: discord.Interaction, ref: ButtonRef) -> None:
        live = self.tables.get(ref.match_id)
        player = await self.ctl.player(interaction)
        seat = live.table.seat_of(player)
        if seat is None:
            raise NotSeated()
        loc = await self.ctl.languages.for_player(player)
        lines = [render.private_text(live.table.private_view(seat), loc),
                 *tv.place_line(live, seat, loc, self.tables.clock())]
        await self.ctl.say(interaction, "\n".join(lines))

    # -- showing a table ---------------------------------------------------------------------

    def place_of(self, table_id: int) -> tuple[str, str] | None:
        """(community, channel) of an open table, else None."""
        try:
            live = self.tables.get(table_id)
        except TableClosed:
            return None
        return live.table.community, live.channel

    async def close_if_orphaned(
        self, live: LiveTable, outcomes: Sequence[TableOutcome]
    ) -> Sequence[TableOutcome]:
        """Every change of a table is shown (clicks, timers, a restart): a table where no
        person sits any more is closed here (a hand in play ends first; computers alone do not
        play), so it is neither left open nor reloaded at every start. Returns the outcomes
        with the closing's own."""
        if not outcomes or outcomes[-1].closed or not self.tables.orphaned(live):
            return outcomes
        log.info("poker table %s: no person seated; closing it", live.id)
        return [*outcomes, *await self.tables.close(live)]

    async def show(
        self,
        live: LiveTable,
        outcomes: Sequence[TableOutcome],
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Show a committed change through the recovery policies: the timer is poked first,
        then `show_now`; a failure is logged and redrawn by a wake-up, never raised."""
        if not outcomes:
            return
        outcomes = await self.close_if_orphaned(live, outcomes)
        await self.ctl.recovery.publish(
            live.id, lambda: self.show_now(live, outcomes, interaction),
            arm=self.ctl.timer.poke, last=outcomes[-1].closed,
        )

    async def show_now(
        self,
        live: LiveTable,
        outcomes: Sequence[TableOutcome],
        interaction: discord.Interaction | None = None,
    ) -> None:
        """Show where the table now stands; a hand that ended in this burst keeps its own
        message; each person dealt into a new hand gets their cards, each on its own. Raises
        when the table cannot be drawn. One drawing at a time per table, of the newest state
        of its hand (`Controller.drawing`)."""
        async with self.ctl.drawing(live.id):
            last = outcomes[-1]
            now = self.tables.snapshot(live)
            if not last.closed and now.hand_no == last.hand_no and now.seq > last.seq:
                outcomes = [*outcomes, now]  # moved on since: draw the hand as it is
            await self._show_now(live, outcomes, interaction)

    async def _show_now(
        self,
        live: LiveTable,
        outcomes: Sequence[TableOutcome],
        interaction: discord.Interaction | None,
    ) -> None:
        ctl = self.ctl
        last = outcomes[-1]
        guild_id = int(live.table.community) if live.table.community.isdigit() else None
        loc = await ctl.table_loc(guild_id, interaction)
        current = [o for o in outcomes if o.hand_no == last.hand_no]
        seats = self._seats.setdefault(live.id, {})
        older = [o for o in outcomes if o.hand_no < last.hand_no]
        previous = None
        if older:
            previous = render.table_payload(
                older[-1].public_view,
                loc,
                ctl.codec,
                table_id=live.id,
                acting=None,
                events=[*render.event_texts(older, loc, seats), *tv.event_lines(older, loc)],
                final=True,
            )
        acting = None
        to_act = last.public_view.get("to_act")
        if to_act is not None:
            acting = last.private_views.get(int(to_act))
        payload = render.table_payload(
            last.public_view,
            loc,
            ctl.codec,
            table_id=live.id,
            acting=acting,
            events=[*render.event_texts(current, loc, seats), *tv.event_lines(current, loc),
                    *tv.status_line(live, loc, self.tables.clock())],
        )
        pictures = await ctl.pictures.enabled(live.table.community)
        payload = await self._pictured(payload, last.public_view, loc, enabled=pictures)
        if previous is not None:
            previous = await self._pictured(previous, older[-1].public_view, loc,
                                            enabled=pictures)
        if last.closed:
            self._seats.pop(live.id, None)
            await ctl.tables.close(live.id, payload)
            ctl.recovery.forget(live.id)
            await self.post_results(live, loc)
            return
        try:
            await ctl.tables.show(
                live.id, int(live.channel), last.hand_no, payload, previous=previous
            )
        finally:  # the cards go out even when the table could not be drawn (it is redrawn)
            if any(e.kind == "hand" for o in current for e in o.events):
                await self.send_cards(live, last, interaction)

    async def post_results(self, live: LiveTable, loc: Any) -> None:
        """A finished tournament's results, once, under its last table message (cosmetic: the
        prizes are paid and recorded whatever happens to it)."""
        table = live.table
        if not isinstance(table, TournamentTable):
            return
        content = tv.results_text(table, loc, self.tables.clock())
        channel = self.ctl.client.get_partial_messageable(int(live.channel))

        async def post() -> None:
            await channel.send(content=content)

        await self.ctl.recovery.cosmetic(post, f"results of tournament {live.id}")
    @staticmethod
    async def _pictured(payload: Payload, view: Any, loc: Localizer, *,
                        enabled: bool) -> Payload:
        """`payload` with the table's picture (`enabled`: the server's /pictures choice, else
        TABLE_IMAGES), drawn from the public view off the event loop; unchanged when off or
        drawing failed."""
        picture = await drawn(lambda: table_picture(view, loc), enabled=enabled)
        return payload if picture is None else replace(payload, picture=picture.png)

    async def send_cards(
        self, live: LiveTable, outcome: TableOutcome, interaction: discord.Interaction | None
    ) -> None:
        lines = []
        for seat, view in outcome.private_views.items():
            entry = outcome.public_view["seats"][seat]
            hand = view.get("hand") or {}
            if entry is None or entry.get("player") is None or not hand.get("hole"):
                continue
            player = int(entry["player"])
            loc = await self.ctl.languages.for_player(player)
            text = "\n".join([render.private_text(view, loc),
                              *tv.place_line(live, seat, loc, self.tables.clock())])
            cards = tuple(str(code) for code in hand["hole"])
            lines.append(PrivateLine(live.id, outcome.hand_no, player, text, cards=cards))
        await self.ctl.deliver(lines, interaction)


def _where(interaction: discord.Interaction) -> tuple[str, str]:
    return str(interaction.guild_id or f"dm-{interaction.user.id}"), str(interaction.channel_id)

