"""Telegram as a `bot.frontend.Transport`: what the shared recovery policies need of it.

`draw` shows a match or a poker table as its state is now (under its lock), `send_private`
is a DM (False when Telegram refuses it for good: 403, or a chat it never met), `fall_back`
has nothing to add (every table message carries "My cards" and the "Cards by DM" link),
`answer` is an alert to the presser, and `wake` is a one-off JobQueue job.
"""

from __future__ import annotations

import asyncio
import logging

from telegram import CallbackQuery
from telegram.error import ChatMigrated

from adapters.telegram import migration, poker_show, show
from adapters.telegram.context import Context, TelegramRuntime
from bot.errors import MatchNotFound
from bot.frontend import PrivateLine, WakeUp
from bot.pictures.poker import own_cards_picture
from bot.pictures.worker import drawn
from bot.tables.errors import TableClosed

log = logging.getLogger(__name__)


class TelegramTransport:
    def __init__(self, runtime: TelegramRuntime) -> None:
        self.runtime = runtime
        self._tasks: set[asyncio.Task[None]] = set()
        self._migrating: set[int] = set()  # games whose chat is being moved

    def _is_table(self, key: int) -> bool:
        return any(live.id == key for live in self.runtime.all_tables())

    async def draw(self, key: int) -> None:
        runtime = self.runtime
        async with runtime.lock(key):
            if self._is_table(key):
                poker_show.schedule_tables(runtime)
                await poker_show.show_table(runtime, key, [])
            else:  # (draw_match re-arms the match's turn timer)
                await show.draw_match(runtime, key)

    def failed(self, key: int, error: Exception) -> None:
        """A group upgraded to a supergroup before its service message reached us: move the
        community to the new chat id and draw its games there. In a task of its own: the
        failing draw may hold the game's lock, which the move takes."""
        if not isinstance(error, ChatMigrated) or key in self._migrating:
            return
        self._migrating.add(key)

        async def move() -> None:
            try:
                old = await self.runtime.channel_of(key)
                if old is not None and old != error.new_chat_id:
                    log.info("chat %s migrated to %s (met drawing %s)",
                             old, error.new_chat_id, key)
                    await migration.move_chat(self.runtime, old, error.new_chat_id)
            finally:
                self._migrating.discard(key)

        self._later(0.0, move)

    async def send_private(self, line: PrivateLine) -> bool:
        user = await self.runtime.user_of_player(line.player)
        picture = None
        if line.cards:
            text = await self.runtime.user_localizer(user)
            own = await drawn(lambda: own_cards_picture(line.cards, text),
                              enabled=await self._pictures_for(line.key))
            picture = None if own is None else own.png
        return await self.runtime.dm.send(user.id, line.text, picture=picture)

    async def _pictures_for(self, key: int) -> bool:
        """Whether the community of match or table `key` has pictures on."""
        record = await self.runtime.store.load_match(key)
        if record is None:
            return bool(self.runtime.settings.table_images)
        return await self.runtime.pictures.enabled(record.community)

    async def fall_back(self, line: PrivateLine) -> None:
        log.info("player %s reads table %s's cards through My cards", line.player, line.key)

    def current_deal(self, key: int) -> int | None:
        try:
            return self.runtime.service.snapshot(key).deal_no
        except MatchNotFound:
            pass
        try:
            live = self.runtime.table_service(key).get(key)
        except TableClosed:
            return None
        return live.table.hand_no if live.table.live else None

    async def answer(self, click: object, key: str) -> None:
        assert isinstance(click, CallbackQuery)
        text = await self.runtime.user_localizer(click.from_user)
        await click.answer(text.t(key), show_alert=True)

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        app = self.runtime.app
        if app is None or app.job_queue is None:  # not running (a bare runtime): a plain task
            self._later(delay, work)
            return
        queue = app.job_queue
        for job in queue.get_jobs_by_name(name):
            job.schedule_removal()

        async def run(context: Context) -> None:
            await work()

        queue.run_once(run, delay, name=name)

    def _later(self, delay: float, work: WakeUp) -> None:
        async def run() -> None:
            await asyncio.sleep(delay)
            await work()

        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
