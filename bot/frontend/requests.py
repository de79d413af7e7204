"""What a person asks of a chat, written once for every platform (`Requests`): from a command
(its words or options, parsed by the platform) or a button press to the flow that answers it.

A platform turns its own command or press into a `Request` (who, where, in which language,
whether they manage the place) and calls one method here; every policy between the ask and the
flow is here, the same on every platform:

- a move, a seat, a registration is refused before any chips move when the bot could not
  show its table where it was asked (`RequestTransport.may_post`);
- a refusal known without changing anything is answered at once; the steps that may take
  longer than the platform's answer deadline run inside `RequestTransport.working` (Discord
  acknowledges first, privately where the answer is private);
- "Other amount" asks for the number as the press's own answer; every refusal is answered to
  the person alone in their language.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend import boards, challenges, lobbies, mtt, poker, screen, tourney_lobbies
from bot.frontend.pictures import PictureChoice
from bot.frontend.replays import chat_tables, find_replay, replay_png, split_lines
from bot.frontend.seating import Asker
from bot.i18n import Localizer
from bot.render.tournament import REGISTER
from bot.tournaments import Format
from bot.tournaments.schedule import Schedule
from bot.views import render_text

if TYPE_CHECKING:
    from bot.frontend.fronts import Fronts
    from bot.frontend.matches import MatchFront
    from bot.frontend.tables import TableFront

CHART_FILE = "chips.png"
REPLAY_FILE = "hand.png"


@dataclass(frozen=True, slots=True)
class Request:
    """A person's command or press: `origin` is the platform's own object (every answer goes
    through the transport with it), `name` the person's cleaned name, `text` the language
    they read; `manager()` says whether they manage the place (a group admin, Manage Server),
    asked only where it matters."""

    origin: object
    community: str
    channel: str
    player: int
    name: str
    text: Localizer
    manager: Callable[[], Awaitable[bool]]

    @property
    def asker(self) -> Asker:
        return Asker(self.origin, self.community, self.channel, self.player, self.name)


class RequestTransport(Protocol):
    """What answering a person's request needs of a platform, beyond the flows' transport."""

    async def tell(self, click: object, text: str) -> None: ...

    async def refuse(self, click: object, error: RuleError) -> None: ...

    async def answer(self, click: object, key: str) -> None: ...

    def shown(self, name: str) -> str: ...

    def working(self, click: object, *, private: bool = False
                ) -> AbstractAsyncContextManager[None]:
        """Around the steps that may outlast the platform's answer deadline: the request is
        acknowledged first (privately when `private`), and a refusal or failure inside is
        answered to the person."""

    async def may_post(self, click: object) -> bool:
        """The bot may post and edit where `click` came from; False (answered) when not."""

    async def tell_pictured(self, click: object, text: str, picture: bytes, filename: str, *,
                            caption: bool = True) -> bool:
        """Answer with `picture` (a PNG) and `text` together; False when the text must still
        be sent (the picture was refused, or went ahead alone). `caption`: the text may be the
        picture's caption where the platform has them (else the picture goes alone first)."""

    async def cards_by_dm(self, click: object, player: int) -> None:
        """A match against the computer started: tell the asker their cards come privately
        (where the platform's acknowledgement waits for a word)."""

    @property
    def message_limit(self) -> int:
        """The longest message the platform takes."""


class Requests:
    """Every command and press of a chat, over the flows of one platform (`Fronts`)."""

    def __init__(self, fronts: Fronts, transport: RequestTransport, pictures: PictureChoice
                 ) -> None:
        self._fronts = fronts
        self._transport = transport
        self._pictures = pictures

    # -- commands that are not a game move ---------------------------------------------------

    async def rules(self, req: Request, words: Sequence[str]) -> None:
        await self._transport.tell(req.origin, self._fronts.answers.rules(words, req.text))

    async def balance(self, req: Request) -> None:
        said = await self._fronts.answers.balance(req.community, req.player, req.text)
        await self._transport.tell(req.origin, said)

    async def pictures(self, req: Request, words: Sequence[str]) -> None:
        said = await self._fronts.answers.choose_pictures(
            req.community, words, manager=await req.manager(), text=req.text)
        await self._transport.tell(req.origin, said)

    async def cancel(self, req: Request) -> None:
        """/cancel: refused at once when nothing here is the asker's to end, else done."""
        answers = self._fronts.answers
        try:
            cancelling = await answers.to_cancel(req.asker, manager=await req.manager())
        except RuleError as error:
            await self._transport.refuse(req.origin, error)
            return
        async with self._transport.working(req.origin):
            await answers.cancel(req.asker, cancelling)

    async def leaderboard(self, req: Request, words: Sequence[str]) -> None:
        choice = boards.board_choice(words)
        if choice is None:
            await self._transport.tell(req.origin, req.text.t("board-usage-chat"))
            return
        await self._fronts.boards.show(req.origin, req.community, *choice, req.text)

    async def stats(self, req: Request) -> None:
        """The person's figures here, with the chip-history chart when it can be sent."""
        said = await self._fronts.answers.stats(req.community, req.player,
                                                self._transport.shown(req.name), req.text,
                                                chart_name=req.name)
        if said.picture is not None and await self._transport.tell_pictured(
                req.origin, said.text, said.picture, CHART_FILE):
            return
        await self._transport.tell(req.origin, said.text)

    async def hand(self, req: Request, words: Sequence[str]) -> None:
        """/hand [number|last]: a finished hand of this channel's tables (open or closed),
        replayed as the table saw it, in messages the platform takes; the hand's picture with
        the first when pictures are on here."""
        store = self._fronts.seating.desk.store
        ids = await chat_tables(store, req.community, req.channel)
        replay = await find_replay(store, ids, words, shown=self._transport.shown)
        parts = split_lines([render_text(line, req.text) for line in replay.lines],
                            self._transport.message_limit)
        enabled = await self._pictures.enabled(req.community)
        png = await replay_png(replay, req.text, enabled=enabled)
        if png is not None and await self._transport.tell_pictured(
                req.origin, parts[0], png, REPLAY_FILE, caption=False):
            parts = parts[1:]
        for part in parts:
            await self._transport.tell(req.origin, part)

    # -- the match games ---------------------------------------------------------------------

    async def play_computer(self, req: Request, game: str, opponent: str | None) -> None:
        """A match against the computer here (`opponent`: its name; None: the game's own)."""
        if not await self._transport.may_post(req.origin):
            return
        async with self._transport.working(req.origin, private=True):
            await self._fronts.challenges.play_computer(req.community, req.channel,
                                                        req.player, game, opponent)
            await self._transport.cards_by_dm(req.origin, req.player)

    async def challenge(self, req: Request, game: str, opponent: int) -> None:
        if not await self._transport.may_post(req.origin):
            return
        try:
            await self._fronts.challenges.offer(req.origin, req.community, req.channel,
                                                game=game, challenger=req.player,
                                                opponent=opponent)
        except RuleError as error:
            await self._transport.refuse(req.origin, error)

    async def asnas(self, req: Request) -> None:
        """An As-Nas lobby here with the asker in seat 1."""
        if not await self._transport.may_post(req.origin):
            return
        try:
            await self._fronts.lobbies.open(req.origin, req.community, req.channel,
                                            req.player)
        except RuleError as error:
            await self._transport.refuse(req.origin, error)

    # -- poker tables ------------------------------------------------------------------------

    async def seat(self, req: Request, *, buy_in: int | None, mode: str | None = None,
                   code: str | None = None) -> None:
        """A seat: by invitation `code`, else back in or a rebuy at the asker's table here,
        else this channel's table of `mode` (opened if there is none) or its oldest public
        table with room."""
        if not await self._transport.may_post(req.origin):  # no chips to a hidden table
            return
        seating = self._fronts.seating
        async with self._transport.working(req.origin, private=True):
            if code:
                await seating.accept(req.asker, code)
                return
            opening = None if mode is None else seating.desk.config(mode)
            await seating.take_seat(req.asker, buy_in=buy_in, mode=mode, opening=opening)

    async def leave(self, req: Request) -> None:
        async with self._transport.working(req.origin, private=True):
            await self._fronts.seating.leave(req.asker)

    async def refill(self, req: Request) -> None:
        async with self._transport.working(req.origin, private=True):
            await self._fronts.seating.refill(req.asker)

    # -- tournaments -------------------------------------------------------------------------

    async def tourney(self, req: Request, fmt: Format,
                      lock: AbstractAsyncContextManager[object] | None = None) -> None:
        """A Sit & Go or Spin lobby here (`lock`: one lobby of a kind per channel, where the
        platform orders openings across processes)."""
        if not await self._transport.may_post(req.origin):
            return
        decision_s = self._fronts.seating.desk.decision_s
        if decision_s is not None:
            fmt = fmt.replace(decision_s=float(decision_s))
        try:
            async with lock or contextlib.nullcontext():
                await self._fronts.tourneys.open(req.origin, req.community, req.channel, fmt,
                                                 req.player)
        except RuleError as error:
            await self._transport.refuse(req.origin, error)

    async def tourney_leave(self, req: Request) -> None:
        """Unregister from this channel's lobby (refunded)."""
        async with self._transport.working(req.origin, private=True):
            entry = await self._fronts.tourneys.leave(req.community, req.channel, req.player)
            await self._transport.tell(req.origin,
                                       req.text.t("chat-tourney-refunded", entry=entry))

    async def tourney_list(self, req: Request, *, lobbies: bool = True) -> None:
        """The lobbies (unless not `lobbies`) and scheduled tournaments here."""
        text = req.text
        empty = text.t("chat-tourney-list-empty" if lobbies else "mtt-chat-list-empty")
        found = [await self._fronts.mtt.list_text(req.community, req.channel, text)]
        if lobbies:
            found.insert(0, self._fronts.tourneys.list_text(req.community, req.channel, text))
        parts = [part for part in found
                 if part not in (text.t("chat-tourney-list-empty"),
                                 text.t("mtt-chat-list-empty"))]
        await self._transport.tell(req.origin, "\n".join(parts) or empty)

    async def schedule(self, req: Request, schedule: Schedule, bots: int) -> None:
        """A scheduled multi-table tournament here, by a manager (`bot.frontend.mtt`)."""
        if not await self._transport.may_post(req.origin):
            return
        try:
            await self._fronts.mtt.schedule(req.origin, req.community, req.channel, schedule,
                                            creator=req.player, is_admin=await req.manager(),
                                            bots=bots)
        except RuleError as error:
            await self._transport.refuse(req.origin, error)

    # -- presses -----------------------------------------------------------------------------

    async def press(self, req: Request, ref: ButtonRef) -> None:
        """A press of a signed button (checked signed and pressed where it was drawn), by
        its family: a match's, a poker table's, a challenge's, a lobby's, a tournament's, a
        leaderboard's."""
        fronts, origin = self._fronts, req.origin
        if ref.tag in screen.MATCH_TAGS:
            await self._press_match(req, ref)
        elif ref.tag in poker.TABLE_TAGS:
            await self._press_table(req, ref)
        elif ref.tag == challenges.TAG:
            async with self._transport.working(origin):
                await fronts.challenges.answer(origin, ref, req.player, req.channel)
        elif ref.tag == lobbies.TAG:
            async with self._transport.working(origin):
                await fronts.lobbies.press(origin, ref, req.player, req.community,
                                           req.channel)
        elif ref.tag == tourney_lobbies.TAG:
            if ref.verb == REGISTER and not await self._transport.may_post(origin):
                return  # chips must not move to a table nobody sees
            async with self._transport.working(origin):
                await fronts.tourneys.press(origin, ref, req.player, req.name)
        elif ref.tag == mtt.TAG:
            if ref.verb == mtt.REGISTER and not await self._transport.may_post(origin):
                return
            async with self._transport.working(origin, private=True):  # My table: the cards
                await fronts.mtt.press(origin, ref, req.player, req.name)
        elif ref.tag == boards.TAG:
            async with self._transport.working(origin):
                await fronts.boards.turn(origin, req.community, ref, req.text)
        else:
            await self._transport.answer(origin, "error-invalid-button")

    async def _press_match(self, req: Request, ref: ButtonRef) -> None:
        """"Other amount" asks as the press's own answer, "My cards" answers at once; a move
        is a `_move`."""
        if ref.tag in (screen.AMOUNT, screen.CARDS):
            await self._fronts.matches.press(req.origin, req.player, ref)
        else:
            await self._move(self._fronts.matches, req, ref)

    async def _press_table(self, req: Request, ref: ButtonRef) -> None:
        """As a match's; a Naiko power whose card only its user sees is acknowledged
        privately; "Sit down" and "I am back" seat through the seating flow."""
        if ref.tag == poker.SIT:
            if not await self._transport.may_post(req.origin):
                return
            async with self._transport.working(req.origin, private=True):
                await self._fronts.seating.sit(req.asker, ref.match_id)
        elif ref.tag == poker.ACT:
            await self._move(self._fronts.tables, req, ref,
                             private=ref.verb in poker.PRIVATE_POWERS)
        else:
            await self._fronts.tables.press(req.origin, req.player, ref)

    async def _move(self, flow: MatchFront | TableFront, req: Request, ref: ButtonRef, *,
                    private: bool = False) -> None:
        """A move: refused before chips move where the table cannot be shown, and at once
        (before any acknowledgement) when it is known not to be the person's to make."""
        if not await self._transport.may_post(req.origin):
            return
        refusal = flow.refusal(req.player, ref)
        if refusal is not None:
            await flow.refused(req.origin, ref.match_id, refusal)
            return
        async with self._transport.working(req.origin, private=private):
            await flow.press(req.origin, req.player, ref)
