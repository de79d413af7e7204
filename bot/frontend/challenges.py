"""Challenges in a chat, written once for every platform: one person offers a match to another,
who accepts or declines; or a person plays the computer.

The policies, the same on Telegram and Discord:

- An offer is refused before anything is shown when it names the challenger, when the two
  already play an open match of the game together in this community, when the challenger
  cannot cover the buy-in, or while an offer between the same two people is open (in either
  direction: `bot.challenges.ChallengeBook` keeps one per pair). Someone busy in another match
  may be challenged: the offer waits, and accepting checks that neither is playing.
- An offer is stored (with its expiry) before it is shown; if it cannot be shown it is taken
  back. It expires at its time by a wake-up, and on start-up the expired ones are closed and
  the others' wake-ups armed again, so an offer never outlives its time.
- Either of the two may decline (the challenger withdraws it); only the challenged accepts. Of
  many presses racing, one takes the offer from the store; the others are told it is gone.
  Accepting checks again that neither is playing (then the offer stays open), takes both
  buy-ins with the match row, and shows the match — table and timer — before the cosmetic
  steps (answering the press, taking the offer's buttons off), whose failure changes nothing.
- A press of an offer in another channel than its own is "not valid"; a press of an offer
  that is gone or expired is told so, and an expired one is closed on the spot.

The platform's half is `NoticeTransport`. Nothing here imports a chat library.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Final, Protocol

from bot.callbacks import ButtonRef
from bot.challenges import Challenge, ChallengeBook
from bot.commands import Outcome
from bot.errors import BotError, InsufficientBalance, RuleError
from bot.frontend.recovery import Recovery
from bot.frontend.screen import ChatButton
from bot.frontend.transport import WakeUp
from bot.i18n import Localizer
from bot.matches import MatchService, setup_for

log = logging.getLogger(__name__)

TAG: Final = "chal"  # an offer's buttons: ButtonRef(TAG, challenge id, 0, 0, ACCEPT | DECLINE)
ACCEPT: Final = "accept"
DECLINE: Final = "decline"


class MatchStarter(Protocol):
    """Shows a match that just opened (`bot.frontend.matches.MatchFront.start`)."""

    async def start(self, match_id: int, outcomes: Sequence[Outcome]) -> None: ...


class NoticeTransport(Protocol):
    """What a chat platform does for the messages with buttons outside a table: a challenge's
    offer, an As-Nas lobby, a tournament's lobby."""

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        """The language the channel reads (`origin`: the command or press at hand, if any)."""

    async def player_text(self, player_id: int) -> Localizer:
        """The language a person reads."""

    async def name(self, player_id: int) -> str:
        """How a message in the channel names the person: cleaned and escaped for the
        platform's markup (a mention where the platform has them)."""

    async def post_notice(self, origin: object, text: str, buttons: Sequence[ChatButton],
                          notify: Sequence[int] = ()) -> str:
        """Post a message with buttons in answer to the command `origin` (an offer, a lobby),
        notifying the people `notify` (and nobody else) where the platform notifies; returns
        the message's id."""

    async def edit_notice(self, channel: str, message_id: str | None, text: str | None,
                          buttons: Sequence[ChatButton], click: object | None) -> None:
        """Make that message show `text` (None: keep its text) and `buttons` (none: no
        buttons). `click`: the press on it this answers, when one does."""

    def shown(self, name: str) -> str:
        """A person's (cleaned) name escaped for the platform's message text."""

    async def refuse(self, click: object, error: RuleError) -> None:
        """Tell the presser (only) why their press changed nothing."""

    async def acknowledge(self, click: object) -> None:
        """The press did what it asked; nothing more to say."""

    async def note(self, click: object, text: str) -> None:
        """The press did what it asked: say `text` to the presser only, briefly (a toast
        where the platform has them)."""

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        """Run `work` in `delay` seconds, replacing a wake-up of the same `name` still waiting."""


class ChallengeFront:
    """The challenge flow of one front end (see the module docstring). `communities` says
    which stored offers this process drives (another front end may share the database);
    `locks(community, channel)` orders "nobody is playing yet, then the match" among the
    openings of a community."""

    def __init__(
        self,
        book: ChallengeBook,
        service: MatchService,
        matches: MatchStarter,
        transport: NoticeTransport,
        recovery: Recovery,
        *,
        grant: int,
        expiry: Callable[[], float],
        locks: Callable[[str, str], AbstractAsyncContextManager[object]],
        communities: Callable[[str], bool],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.book = book
        self._service = service
        self._matches = matches
        self._transport = transport
        self._recovery = recovery
        self._grant = grant
        self._expiry = expiry
        self._locks = locks
        self._ours = communities
        self._clock = clock

    # -- intents -----------------------------------------------------------------------------

    async def offer(self, origin: object, community: str, channel: str, *, game: str,
                    challenger: int, opponent: int) -> None:
        """`challenger` challenges `opponent` here: stored, shown, its expiry armed. Raises a
        `RuleError` (nothing stored or shown) for a refusal."""
        if challenger == opponent:
            raise BotError("chat-challenge-self")
        async with self._locks(community, channel):
            await self._check_not_together(community, game, challenger, opponent)
            balance = await self._service.store.balance(community, challenger)
            if balance < setup_for(game).buy_in:
                raise InsufficientBalance(balance)
            now = self._clock()
            offer = await self.book.offer(community, channel, game, challenger, opponent,
                                          now=now, expires_at=now + self._expiry())
        if offer is None:
            raise BotError("chat-challenge-open", challenger=await self._name(challenger),
                                   opponent=await self._name(opponent))
        text = await self._transport.place_text(community, channel, origin)
        buttons = (
            ChatButton(text.t("chat-accept"), ButtonRef(TAG, offer.id, 0, 0, ACCEPT), "success"),
            ChatButton(text.t("chat-decline"), ButtonRef(TAG, offer.id, 0, 0, DECLINE),
                       "danger"),
        )
        said = text.t("chat-challenge", challenger=await self._name(challenger),
                      opponent=await self._name(opponent), stake=setup_for(game).buy_in)
        try:
            message_id = await self._transport.post_notice(origin, said, buttons, (opponent,))
        except BaseException:
            await self.book.take(offer.id, now)  # never shown: it must hold nobody
            raise
        await self.book.shown_in(offer.id, message_id)
        self._arm(offer)

    async def answer(self, click: object, ref: ButtonRef, clicker: int, channel: str) -> None:
        """A press of an offer's Accept or Decline by `clicker`, in `channel`."""
        offer = await self.book.get(ref.match_id)
        if offer is not None and offer.channel != channel:  # a signed id replayed elsewhere
            await self._transport.refuse(click, BotError("error-invalid-button"))
            return
        if offer is None or offer.expired(self._clock()):
            await self._transport.refuse(click, BotError("chat-challenge-expired"))
            if offer is not None:
                await self.expire(offer.id)
            return
        if ref.verb == DECLINE and clicker in (offer.challenger, offer.opponent):
            await self._decline(click, offer, clicker)
        elif clicker != offer.opponent:
            name = await self._name(offer.opponent)
            await self._transport.refuse(click, BotError("chat-challenge-not-for-you",
                                                                 name=name))
        else:
            await self._accept(click, offer)

    async def play_computer(self, community: str, channel: str, player: int, game: str,
                            opponent: str | None = None) -> None:
        """`player` plays the computer here (`opponent`: its name; None: the game's own).
        Raises a `RuleError` for a refusal (nothing changed)."""
        async with self._locks(community, channel):
            await self._check_free(community, game, (player,))
            match_id, outcomes = await self._service.start_match(
                community, player, game, channel=channel, opponent=opponent
            )
        await self._matches.start(match_id, outcomes)

    # -- expiry ------------------------------------------------------------------------------

    async def expire(self, challenge_id: int | None = None) -> None:
        """Remove the offers whose time is up (only `challenge_id` if given) and say so on
        their messages, without buttons. Never raises for a message that cannot be edited."""
        now = self._clock()
        if challenge_id is not None:
            gone = await self.book.expire(now, challenge_id)
        else:
            gone = []
            for offer in await self.book.pending():
                if self._ours(offer.community) and offer.expired(now):
                    gone += await self.book.expire(now, offer.id)
        for offer in gone:
            if offer.message_id is not None:
                await self._close_expired(offer)

    async def _close_expired(self, offer: Challenge) -> None:
        text = await self._transport.place_text(offer.community, offer.channel, None)
        said = text.t("chat-challenge-expired")
        await self._recovery.cosmetic(lambda: self._close(offer, said, None),
                                      f"expire challenge {offer.id}")

    async def resume(self) -> None:
        """After a restart: close what expired meanwhile, arm the others' wake-ups."""
        await self.expire()
        for offer in await self.book.pending():
            if self._ours(offer.community):
                self._arm(offer)

    def _arm(self, offer: Challenge) -> None:
        delay = max(0.0, offer.expires_at - self._clock())
        self._transport.wake(f"challenge:{offer.id}", delay, lambda: self.expire(offer.id))

    # -- steps -------------------------------------------------------------------------------

    async def _decline(self, click: object, offer: Challenge, clicker: int) -> None:
        if await self.book.take(offer.id, self._clock()) is None:  # a racing press took it
            await self._transport.refuse(click, BotError("chat-challenge-expired"))
            return
        text = await self._transport.place_text(offer.community, offer.channel, click)
        said = text.t("chat-challenge-declined", opponent=await self._name(clicker))
        await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                      "answer Decline")
        await self._recovery.cosmetic(lambda: self._close(offer, said, click),
                                      "close the declined offer")

    async def _accept(self, click: object, offer: Challenge) -> None:
        players = (offer.challenger, offer.opponent)
        async with self._locks(offer.community, offer.channel):
            if await self.book.get(offer.id) is None:  # a racing press took it meanwhile
                await self._transport.refuse(click, BotError("chat-challenge-expired"))
                return
            try:
                await self._check_free(offer.community, offer.game, players)
            except RuleError as error:  # the offer stays open until it expires
                await self._transport.refuse(click, error)
                return
            stake = setup_for(offer.game).buy_in
            store = self._service.store
            mine = await store.balance(offer.community, offer.opponent)
            if mine < stake:  # the offer stays open: a refill may still cover it
                await self._transport.refuse(click, InsufficientBalance(mine))
                return
            if await self.book.take(offer.id, self._clock()) is None:  # a racing press
                await self._transport.refuse(click, BotError("chat-challenge-expired"))
                return
            if await store.balance(offer.community, offer.challenger) < stake:
                # The challenger spent the stake meanwhile: the offer is off, and both the
                # presser and the channel are told whose chips fell short.
                short = BotError("chat-challenger-short",
                                 name=await self._name(offer.challenger), stake=stake)
                await self._transport.refuse(click, short)
                text = await self._transport.place_text(offer.community, offer.channel, click)
                said = text.t(short.key, **short.params)
                await self._recovery.cosmetic(lambda: self._close(offer, said, click),
                                              "close the offer")
                return
            try:
                match_id, outcomes = await self._service.start_match_between(
                    offer.community, offer.channel, players, offer.game
                )
            except RuleError as error:  # a buy-in no longer covered: the offer is used up
                await self._transport.refuse(click, error)
                await self._recovery.cosmetic(
                    lambda: self._close(offer, None, click), "close the offer")
                return
        # The match exists from here on: drawn and timed before anything cosmetic, so a failed
        # answer or edit of the offer never leaves it invisible.
        await self._matches.start(match_id, outcomes)
        await self._recovery.cosmetic(lambda: self._transport.acknowledge(click),
                                      "answer Accept")
        await self._recovery.cosmetic(lambda: self._close(offer, None, click),
                                      "take the offer's buttons off")

    async def _check_not_together(self, community: str, game: str, challenger: int,
                                  opponent: int) -> None:
        """Refuse an offer between two people who already play an open match of `game`
        together here (either may still be challenged while playing someone else: the
        offer waits, and accepting checks again). The starting grants come first."""
        for player in (challenger, opponent):
            await self._service.store.grant_if_new(community, player, self._grant)
        match_id = await self._service.find_open_match(community, challenger, game)
        if match_id is not None and opponent in self._service.registry.get(match_id).seats:
            raise BotError("chat-already-playing", name=await self._name(opponent))

    async def _check_free(self, community: str, game: str, players: Sequence[int]) -> None:
        await refuse_if_playing(self._service, community, game, players, grant=self._grant,
                                key="chat-already-playing", name=self._name)

    async def _close(self, offer: Challenge, text: str | None, click: object | None) -> None:
        """The offer's message loses its buttons (and shows `text` instead, if given)."""
        await self._transport.edit_notice(offer.channel, offer.message_id, text, (), click)

    async def _name(self, player_id: int) -> str:
        return await self._transport.name(player_id)


async def refuse_if_playing(
    service: MatchService, community: str, game: str, players: Sequence[int], *, grant: int,
    key: str, name: Callable[[int], Awaitable[str]],
) -> None:
    """Refuse (`key`, naming the person) while one of `players` plays an open match of `game`
    here: one at a time per person and game, so "/cancel" and the turn timer always know which
    match is meant. The starting grant comes first, so a newcomer's balance is there."""
    for player in players:
        await service.store.grant_if_new(community, player, grant)
        if await service.find_open_match(community, player, game) is not None:
            raise BotError(key, name=await name(player))
