"""What a chat platform does for every table in its channel — a match or a poker table — beyond
the recovery policies' `Transport`: lay out a `Screen` on the table message of a deal or hand,
answer a press privately, ask for an amount. The match flow (`bot.frontend.matches`) and the
poker table flow (`bot.frontend.tables`) run on it; a platform implements it once.

A *key* is a row of the store's matches (a match or a table: one number never means both).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend.board import Board
from bot.frontend.games import Games
from bot.frontend.screen import Screen
from bot.frontend.transport import Transport
from bot.frontend.wakeups import WakeUps
from bot.i18n import Localizer

if TYPE_CHECKING:
    from bot.frontend.fronts import Fronts
    from bot.frontend.services import Services

P = TypeVar("P")


class ChatTransport(Transport, Protocol):
    async def channel_text(self, key: int) -> Localizer:
        """The language the table's channel reads."""

    async def player_text(self, player_id: int) -> Localizer:
        """The language a person reads."""

    async def shown_deal(self, key: int) -> int | None:
        """The deal or hand the table message shows now (None: none posted yet)."""

    async def show_screen(self, key: int, deal_no: int, screen: Screen,
                          previous: Screen | None) -> None:
        """Make the message of deal or hand `deal_no` show `screen` (a new one posts a new
        message; the message before then shows `previous`, its result, when given)."""

    async def close_screen(self, key: int, deal_no: int, screen: Screen) -> None:
        """The game is over in `deal_no`: its message shows `screen`; forget the message."""

    async def refuse(self, click: object, error: RuleError) -> None:
        """Tell the presser (only) why their press changed nothing."""

    async def tell(self, click: object, text: str) -> None:
        """Show the presser (only) `text`: their cards, their hand."""

    async def acknowledge(self, click: object) -> None:
        """The press did what it asked; nothing more to say."""

    async def ask_amount(self, click: object, ref: ButtonRef, low: int, high: int) -> None:
        """Ask the presser for an amount of `ref.verb` between `low` and `high`; the answer
        comes back as a move with the amount (`ref.tag` says whose: a match's or a table's)."""

    @property
    def private_answers_vanish(self) -> bool:
        """Whether a private answer disappears once read (a Telegram alert): then what a press
        showed (a hand, a glanced card) is also sent as a private line, and an alert says only
        what fits it."""


class ChatTransportBase(WakeUps, Generic[P]):
    """What every chat platform's transport does alike, over what only the platform knows:
    `tell` (show the presser alone a text), `presser_text` (the language they read), `say` (a
    plain message in a channel), `fronts` (the flows built over the transport), and for a
    game's table message its `board` (`bot.frontend.board.Board` of the platform's payload
    `P`), `lay_out` (a screen as that payload) and `drawn_in` (the channel it goes to). Here:
    which game a key is and its deal, a keyed answer or a refusal to the presser in their
    language, a line in a game's channel, a drawing of either kind of game, the table message
    of a deal or hand shown and closed; and named wake-ups on the event loop (`WakeUps`)
    where the platform has no scheduler."""

    def __init__(self, services: Services, images: Callable[[], bool]) -> None:
        super().__init__()
        self.services = services
        self.games = Games(services.registry, services.desk, services.pictures, images)

    @property
    def fronts(self) -> Fronts:
        raise NotImplementedError

    async def tell(self, click: object, text: str) -> None:
        raise NotImplementedError

    async def presser_text(self, click: object) -> Localizer:
        raise NotImplementedError

    async def say(self, channel: str, text: str) -> None:
        raise NotImplementedError

    @property
    def board(self) -> Board[P]:
        raise NotImplementedError

    async def lay_out(self, key: int, screen: Screen, text: Localizer) -> P:
        raise NotImplementedError

    async def drawn_in(self, key: int, text: Localizer) -> str:
        raise NotImplementedError

    async def channel_text(self, key: int) -> Localizer:
        raise NotImplementedError

    async def shown_deal(self, key: int) -> int | None:
        posted = await self.board.posted(key)
        return None if posted is None else posted.deal_no

    async def show_screen(self, key: int, deal_no: int, screen: Screen,
                          previous: Screen | None) -> None:
        text = await self.channel_text(key)
        before = None if previous is None else await self.lay_out(key, previous, text)
        await self.board.show(key, await self.drawn_in(key, text), deal_no,
                              await self.lay_out(key, screen, text), previous=before)

    async def close_screen(self, key: int, deal_no: int, screen: Screen) -> None:
        text = await self.channel_text(key)
        await self.board.close(key, await self.drawn_in(key, text), deal_no,
                               await self.lay_out(key, screen, text))

    async def draw(self, key: int) -> None:
        """A poker table or a match as it is now (each flow takes its lock and re-arms its
        timer); a key that is neither is gone: nothing to draw."""
        if self.games.is_table(key):
            await self.fronts.tables.draw(key)
        elif self.games.is_match(key):
            await self.fronts.matches.draw(key)

    def current_deal(self, key: int) -> int | None:
        return self.games.current_deal(key)

    async def answer(self, click: object, key: str) -> None:
        await self.tell(click, (await self.presser_text(click)).t(key))

    async def refuse(self, click: object, error: RuleError) -> None:
        await self.tell(click, (await self.presser_text(click)).error(error))

    async def post(self, key: int, text: str) -> None:
        """A plain line in the channel of the game `key` (none: the game is gone)."""
        record = await self.services.store.load_match(key)
        if record is not None:
            await self.say(record.channel, text)
