"""`/leaderboard` and `/stats`'s chart for the chat front ends (issue 21), written once:
`BoardFront` posts a page of the community's board in answer to the command, in the asker's
language, with Previous and Next; a press edits that message in place with the page asked
for, in the presser's language; names are escaped for the platform's markup.

`LazyBoards` opens `bot.leaderboard.Leaderboards` on first use and closes it with the front
end: over the process's `Store` when given one (its reader and writer), else on a store of
its own on the file's path. Reading a page runs the indexer first
(`Leaderboards.page` refreshes), so a board always counts every hand stored before it.

Page buttons are signed `ButtonRef`s (tag ``lb``, verb ``<metric>_<period>``, the page as
argument) so they go through the same codec and router as every other button.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Final, Protocol

from bot.callbacks import ButtonRef
from bot.errors import BotError, RuleError
from bot.frontend.screen import ChatButton
from bot.i18n import Localizer
from bot.leaderboard import METRICS, PERIODS, Leaderboards
from bot.leaderboard.history import chip_history
from bot.pictures import Picture
from bot.pictures.chart import chip_chart
from bot.pictures.worker import drawn
from bot.render.leaderboard import board_buttons, board_lines, parse_page_id
from bot.store import Store
from bot.views import Text, render_text

TAG: Final = "lb"
DEFAULT_METRIC: Final = "chips"
DEFAULT_PERIOD: Final = "week"


class LazyBoards:
    def __init__(self, path: str | Path | Store, clock: Callable[[], float]) -> None:
        self._path = path  # the process's store (its writer and reader), or the file's path
        self._clock = clock
        self._boards: Leaderboards | None = None
        self._lock = asyncio.Lock()

    async def get(self) -> Leaderboards:
        async with self._lock:
            if self._boards is None:
                source = self._path
                self._boards = (
                    Leaderboards.over(source, clock=self._clock) if isinstance(source, Store)
                    else await Leaderboards.open(source, clock=self._clock)
                )
            return self._boards

    async def close(self) -> None:
        async with self._lock:
            if self._boards is not None:
                await self._boards.close()
                self._boards = None


@dataclass(frozen=True, slots=True)
class BoardView:
    lines: list[Text]
    buttons: list[tuple[str, ButtonRef]]  # (label key, signed button)


def board_choice(words: Sequence[str]) -> tuple[str, str] | None:
    """(metric, period) from a command's words in any order (defaults: chips, week); None
    when a word is neither."""
    metric, period = DEFAULT_METRIC, DEFAULT_PERIOD
    for word in (w.casefold() for w in words):
        if word in PERIODS:
            period = word
        elif word in METRICS:
            metric = word
        else:
            return None
    return metric, period


def page_of(ref: ButtonRef) -> tuple[str, str, int] | None:
    """A page button's (metric, period, page), None for a button that is not one."""
    if ref.tag != TAG or ref.arg is None:
        return None
    return parse_page_id(f"{TAG}.{ref.verb.replace('_', '.')}.{ref.arg}")


def _same(name: str) -> str:
    return name


async def board_view(boards: LazyBoards, community: str, metric: str, period: str,
                     page: int = 1, *, names: Callable[[str], str] = _same) -> BoardView:
    """A page of a board; `names` prepares each stored name for the platform's markup."""
    read = await (await boards.get()).page(community, metric, period, page)
    rows = tuple(replace(row, name=names(row.name)) for row in read.rows)
    shown = replace(read, rows=rows)
    buttons = []
    for button in board_buttons(shown):
        found = parse_page_id(button.command_id)
        assert found is not None
        ref = ButtonRef(TAG, 0, 0, 0, f"{found[0]}_{found[1]}", found[2])
        buttons.append((button.label_key, ref))
    return BoardView(board_lines(shown), buttons)


class BoardTransport(Protocol):
    """What a board needs of a platform (a part of `challenges.NoticeTransport`)."""

    def shown(self, name: str) -> str: ...

    async def post_notice(self, origin: object, text: str, buttons: Sequence[ChatButton],
                          notify: Sequence[int] = ()) -> str: ...

    async def edit_notice(self, channel: str, message_id: str | None, text: str | None,
                          buttons: Sequence[ChatButton], click: object | None) -> None: ...

    async def refuse(self, click: object, error: RuleError) -> None: ...

    async def acknowledge(self, click: object) -> None: ...


class BoardFront:
    def __init__(self, boards: LazyBoards, transport: BoardTransport) -> None:
        self._boards = boards
        self._transport = transport

    async def show(self, origin: object, community: str, metric: str, period: str,
                   text: Localizer) -> None:
        """The board's first page in answer to the command `origin`."""
        body, buttons = await self._page(community, metric, period, 1, text)
        await self._transport.post_notice(origin, body, buttons)

    async def turn(self, click: object, community: str, ref: ButtonRef, text: Localizer
                   ) -> None:
        """Previous or Next: the message pressed shows the page `ref` asks for."""
        wanted = page_of(ref)
        if wanted is None:
            await self._transport.refuse(click, BotError("error-invalid-button"))
            return
        body, buttons = await self._page(community, *wanted, text)
        await self._transport.edit_notice("", None, body, buttons, click)
        await self._transport.acknowledge(click)

    async def _page(self, community: str, metric: str, period: str, page: int,
                    text: Localizer) -> tuple[str, list[ChatButton]]:
        view = await board_view(self._boards, community, metric, period, page,
                                names=self._transport.shown)
        body = "\n".join(render_text(line, text) for line in view.lines)
        return body, [ChatButton(text.t(label), ref) for label, ref in view.buttons]


async def stats_chart(store: Store, community: str, player_id: int, title: str,
                      text: Localizer) -> Picture | None:
    """The chip-history chart for /stats, or None (no history, drawing failed)."""
    points = await chip_history(store, community, player_id)
    if not points:
        return None
    return await drawn(lambda: chip_chart(points, title, text))
