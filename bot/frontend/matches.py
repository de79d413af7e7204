"""The flow of a match game (Up/Down, As-Nas) in a chat, written once for every platform.

From a player's intent to what must be shown: a press of a move, "Other amount", "My cards",
a typed amount, a turn timer running out, a cancellation, a redraw. `MatchFront` checks who
pressed, makes the move through `bot.matches.MatchService` (which commits it before it returns),
then shows it through the shared recovery policies (`bot.frontend.recovery`): the timer is armed
and the table drawn first, every finished deal keeps its result on its own message, and a new
deal's cards go to each person privately, each on its own, "My cards" covering whoever did not
get them. A refusal changes nothing and is answered to the presser alone; an out-of-date button
is answered and the table redrawn as it is now.

The platform's half is `MatchTransport` (`bot.frontend.chat.ChatTransport`, the same for every
table, and the seats' names and a match's timer). Nothing here imports a chat library.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Final, Protocol

from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.errors import MatchNotFound, NotSeated, NotYourTurn, RuleError
from bot.frontend import asnas, updown
from bot.frontend.chat import ChatTransport
from bot.frontend.moves import amount_bounds, takes_choice
from bot.frontend.pictures import PictureChoice
from bot.frontend.recovery import Recovery, is_stale
from bot.frontend.screen import ACT, AMOUNT, CARDS, PICK, Screen
from bot.frontend.timers import play_timeout
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.matches import MatchService
from bot.pictures.matches import match_png
from bot.registry import LiveMatch
from bot.render.names import clean_name, seat_names
from bot.store import Store

log = logging.getLogger(__name__)

View = Mapping[str, Any]
LOOK: Final = "look"  # As-Nas: see your own hand; private, and the turn goes on (AN-2.5)
TableScreen = Callable[..., Screen]  # (view, names, text, *, match_id, acting, deadline, final)
HandText = Callable[[View, Localizer], str]


async def stored_seat_names(store: Store, match_id: int, computer: str, text: Localizer, *,
                            shown: Callable[[str], str] = clean_name) -> list[str]:
    """Each seat's name as a match's table shows it, for every platform: a person's stored
    name cleaned again (one stored before names were cleaned is still shown safely) and made
    `shown` for the platform's markup; computer seats are `computer`, marked BOT and numbered
    when several (`bot.render.names.seat_names`)."""
    record = await store.load_match(match_id)
    people: list[str | None] = []
    for seat in [] if record is None else record.seats:
        player = None if seat.player_id is None else await store.player(seat.player_id)
        name = clean_name(player.display_name) if player is not None else "?"
        people.append(None if seat.player_id is None else shown(name))
    return seat_names(people, computer, text)


class _Game:
    def __init__(self, table_screen: TableScreen, hand_text: HandText, *,
                 cards_at_deal: bool) -> None:
        self.table_screen = table_screen
        self.hand_text = hand_text
        # Up/Down: each person gets their cards when a deal starts; an As-Nas hand stays
        # hidden even from its owner until they press Look (AN-2.5).
        self.cards_at_deal = cards_at_deal


GAMES: Final[Mapping[str, _Game]] = {
    "updown": _Game(updown.table_screen, updown.hand_text, cards_at_deal=True),
    "asnas": _Game(asnas.table_screen, asnas.hand_text, cards_at_deal=False),
}


class MatchTransport(ChatTransport, Protocol):
    """What a chat platform does for a match, beyond what every table needs of it."""

    async def seat_names(self, match_id: int, text: Localizer, *, markup: bool = True
                         ) -> list[str]:
        """Each seat's name (computers named and marked as `bot.render.names` does), escaped
        for the platform's markup; `markup=False`: cleaned only (for a picture)."""

    def arm(self, outcome: Outcome) -> None:
        """(Re)arm the match's turn timer for `outcome.deadline` (none: disarm)."""


class MatchFront:
    """The match flow of one front end over its transport (see the module docstring).
    `locks(match_id)` orders "make a move, then show it" per match between presses, timers and
    redraws (the transport's own lock: it draws under it too)."""

    def __init__(self, service: MatchService, transport: MatchTransport, recovery: Recovery,
                 pictures: PictureChoice, locks: Callable[[int], asyncio.Lock]) -> None:
        self.service = service
        self._transport = transport
        self._recovery = recovery
        self._pictures = pictures
        self._locks = locks

    # -- showing -----------------------------------------------------------------------------

    async def publish(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        """Show what `outcomes` did (call under the match's lock): the timer is armed first,
        then the table drawn; a failure there is the recovery policies' (logged, redrawn by a
        wake-up), never the caller's: the change is committed."""
        if not outcomes:
            return
        await self._recovery.publish(
            match_id, lambda: self._show(match_id, outcomes),
            arm=lambda: self._transport.arm(outcomes[-1]),
            last=outcomes[-1].status != "open",
        )

    async def draw(self, match_id: int) -> None:
        """Draw a live match as it is now, its timer re-armed (a redraw: after a failure, a
        stale press, a restart). Takes the match's lock."""
        async with self._locks(match_id):
            try:
                now = self.service.snapshot(match_id)
            except MatchNotFound:
                return
            self._transport.arm(now)
            await self._show(match_id, [now])

    async def resume(self) -> int:
        """After a restart: reload this process's open matches, deal those stopped between two
        deals (the process ended after one deal's settlement, before the next deal), and
        redraw every one as it is now with its timer re-armed (a drawing lost to the restart,
        or cards never sent, are made good), each on its own. Returns how many."""
        loaded = await self.service.load()
        registry = self.service.registry
        between = [live.id for live in registry if self.service.snapshot(live.id).deal_over]

        async def deal_next(match_id: int) -> None:
            async with self._locks(match_id):
                await self.service.advance(match_id)

        await self._recovery.each(between, deal_next, "dealing after a restart")
        await self._recovery.resume([live.id for live in registry])
        return loaded

    async def _show(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        last = outcomes[-1]
        text = await self._transport.channel_text(match_id)
        if last.status != "open":
            final = await self.screen(match_id, last, text, final=True)
            if last.status == "cancelled":
                final = final.with_line(text.t("chat-cancelled"))
            await self._transport.close_screen(match_id, last.deal_no, final)
            self._recovery.forget(match_id)
            return
        ended = [o for o in outcomes if o.deal_no < last.deal_no]
        previous = None
        if ended:
            previous = await self.screen(match_id, ended[-1], text, final=True)
        game = GAMES[await self._game(match_id)]
        deal_is_new = game.cards_at_deal and \
            await self._transport.shown_deal(match_id) != last.deal_no
        try:
            screen = await self.screen(match_id, last, text)
            await self._transport.show_screen(match_id, last.deal_no, screen, previous)
        finally:  # the cards go out even when the table could not be drawn (it is redrawn;
            # a redraw repeats no line already tried: `Recovery.deliver`)
            if deal_is_new:
                await self._recovery.deliver(await self._cards(match_id, last))

    async def screen(self, match_id: int, outcome: Outcome, text: Localizer, *,
                     final: bool = False) -> Screen:
        """The table message of `outcome` in `text`'s language, with its picture when the
        community has pictures on."""
        game_name = await self._game(match_id)
        game = GAMES[game_name]
        names = await self._transport.seat_names(match_id, text)
        acting = None
        seats = await self._seats(match_id)
        if not final and outcome.to_act is not None and seats[outcome.to_act] is not None:
            acting = outcome.private_views[outcome.to_act]
        screen = game.table_screen(outcome.public_view, names, text, match_id=match_id,
                                   acting=acting, deadline=outcome.deadline, final=final)
        live = await self._record(match_id)
        community = live.community if live is not None else await self._community(match_id)
        if await self._pictures.enabled(community):
            plain = await self._transport.seat_names(match_id, text, markup=False)
            png = await match_png(game_name, outcome.public_view, plain, text)
            if png is not None:
                screen = replace(screen, picture=png)
        return screen

    async def _cards(self, match_id: int, outcome: Outcome) -> list[PrivateLine]:
        hand_text = GAMES[await self._game(match_id)].hand_text
        lines = []
        for seat, player in enumerate(await self._seats(match_id)):
            if player is None:
                continue
            text = await self._transport.player_text(player)
            shown = hand_text(outcome.private_views[seat], text)
            lines.append(PrivateLine(match_id, outcome.deal_no, player, shown))
        return lines

    # -- presses -----------------------------------------------------------------------------

    async def press(self, click: object, player_id: int, ref: ButtonRef) -> None:
        """A match button (`ref.tag` one of `bot.frontend.screen.MATCH_TAGS`) was pressed by
        `player_id`; the platform checked it is signed and pressed where it was drawn."""
        if ref.tag in (ACT, PICK):
            await self.move(click, player_id, ref)
        elif ref.tag == AMOUNT:
            await self.ask(click, player_id, ref)
        elif ref.tag == CARDS:
            await self.my_cards(click, player_id, ref.match_id)
        else:
            await self._transport.answer(click, "error-invalid-button")

    def refusal(self, player_id: int, ref: ButtonRef) -> RuleError | None:
        """What a press of the move `ref` would be refused for, known without making it: no
        seat here, or the turn of another seat in the state the button was drawn for (a
        platform that must acknowledge a press quickly answers these at once)."""
        try:
            seat = self._seat(ref.match_id, player_id)
            state = self.service.registry.get(ref.match_id).state
        except RuleError as error:
            return error
        if (state.deal_no, state.seq) == (ref.deal_no, ref.seq) and state.to_act != seat:
            return NotYourTurn()
        return None

    async def move(self, click: object, player_id: int, ref: ButtonRef,
                   amount: int | None = None) -> RuleError | None:
        """Make the move `ref` stands for (with a typed `amount` when given) for the player's
        seat, then show it. Returns the refusal (already answered), None when it was made."""
        try:
            seat = self._seat(ref.match_id, player_id)
            now = self.service.registry.get(ref.match_id).state.private_view(seat)
            value = ref.arg if amount is None else amount
            choice = ref.tag == PICK or takes_choice(now, ref.verb)
            async with self._recovery.after_failure(ref.match_id), self._locks(ref.match_id):
                outcomes = await self.service.act(
                    ref.match_id, seat, deal_no=ref.deal_no, seq=ref.seq, kind=ref.verb,
                    amount=None if choice else value, choice=value if choice else None,
                )
                await self.publish(ref.match_id, outcomes)
        except RuleError as error:
            await self.refused(click, ref.match_id, error)
            return error
        # Saved and shown: answering the press can no longer undo or hide it.
        if ref.verb == LOOK:
            await self._show_hand(click, ref.match_id, player_id, seat)
        else:
            await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                          "answer the press")
        return None

    async def refused(self, click: object, match_id: int, error: RuleError) -> None:
        """Answer a press that changed nothing: an out-of-date button also redraws the table."""
        if is_stale(error):
            await self._recovery.stale(match_id, click)
        else:
            await self._transport.refuse(click, error)

    async def ask(self, click: object, player_id: int, ref: ButtonRef) -> None:
        """"Other amount": ask the acting player for a number within the legal bounds."""
        try:
            seat = self._seat(ref.match_id, player_id)
            live = self.service.registry.get(ref.match_id)
        except RuleError as error:
            await self.refused(click, ref.match_id, error)
            return
        state = live.state
        if (state.deal_no, state.seq) != (ref.deal_no, ref.seq):
            await self._recovery.stale(ref.match_id, click)
            return
        if state.to_act != seat:
            await self._transport.answer(click, "error-not-your-turn")
            return
        bounds = amount_bounds(state.private_view(seat), ref.verb)
        if bounds is None:
            await self._transport.answer(click, "error-illegal-action")
            return
        await self._transport.ask_amount(click, ref, *bounds)

    async def my_cards(self, click: object, player_id: int, match_id: int) -> None:
        """"My cards": the presser's own cards, to them alone (the fallback for closed DMs)."""
        try:
            seat = self._seat(match_id, player_id)
        except RuleError as error:
            await self._transport.refuse(click, error)
            return
        await self._transport.tell(click, await self.hand(match_id, player_id, seat))

    async def hand(self, match_id: int, player_id: int, seat: int) -> str:
        """The seat's own cards as its player reads them."""
        private = self.service.registry.get(match_id).state.private_view(seat)
        text = await self._transport.player_text(player_id)
        return GAMES[await self._game(match_id)].hand_text(private, text)

    async def send_hand(self, match_id: int, player_id: int) -> None:
        """The player asked for their cards privately (a Telegram deep link): send them."""
        try:
            seat = self._seat(match_id, player_id)
        except RuleError:
            return
        line = PrivateLine(match_id, self.service.snapshot(match_id).deal_no, player_id,
                           await self.hand(match_id, player_id, seat))
        await self._transport.send_private(line)

    async def _show_hand(self, click: object, match_id: int, player_id: int, seat: int) -> None:
        """After Look (AN-2.5): the hand, to the presser alone."""
        shown = await self.hand(match_id, player_id, seat)
        await self._recovery.cosmetic(lambda: self._transport.tell(click, shown), "hand")
        if self._transport.private_answers_vanish:
            deal = self.service.snapshot(match_id).deal_no
            await self._recovery.deliver([PrivateLine(match_id, deal, player_id, shown)])

    # -- timers and commands -----------------------------------------------------------------

    async def timeout(self, match_id: int, seq: int | None = None) -> None:
        """The acting player's time ran out (for the state `seq`): check if legal, else fold;
        a lock takes the first card (NK-8.1, `bot.timeouts`)."""
        async with self._recovery.after_failure(match_id), self._locks(match_id):
            await self.publish(match_id, await play_timeout(self.service, match_id, seq))

    async def cancel(self, match_id: int) -> Outcome:
        """End the match now (the platform checked who may): stakes go back, the table shows
        the cancellation."""
        async with self._locks(match_id):
            outcome = await self.service.cancel(match_id)
            await self.publish(match_id, [outcome])
        return outcome

    async def start(self, match_id: int, outcomes: Sequence[Outcome]) -> None:
        """A match just opened (a challenge accepted, a lobby started): show it."""
        async with self._locks(match_id):
            await self.publish(match_id, outcomes)

    # -- lookups -----------------------------------------------------------------------------

    def _seat(self, match_id: int, player_id: int) -> int:
        seat = self.service.registry.get(match_id).seat_of(player_id)
        if seat is None:
            raise NotSeated()
        return seat

    async def _record(self, match_id: int) -> LiveMatch | None:
        try:
            return self.service.registry.get(match_id)
        except MatchNotFound:
            return None

    async def _game(self, match_id: int) -> str:
        live = await self._record(match_id)
        if live is not None:
            return live.game
        stored = await self.service.store.load_match(match_id)
        if stored is None:
            raise MatchNotFound(match_id)
        return stored.game

    async def _community(self, match_id: int) -> str:
        stored = await self.service.store.load_match(match_id)
        return "" if stored is None else stored.community

    async def _seats(self, match_id: int) -> tuple[int | None, ...]:
        live = await self._record(match_id)
        if live is not None:
            return live.seats
        stored = await self.service.store.load_match(match_id)
        if stored is None:
            raise MatchNotFound(match_id)
        return tuple(seat.player_id for seat in stored.seats)
