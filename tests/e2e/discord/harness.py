"""The feltbot Discord client run against `FakeDiscord`, and what tests read off the channel."""

from __future__ import annotations

import asyncio
import json
import re
import sys
import time
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from adapters.discord import FeltClient, client_for
from bot.i18n import Localizer, languages
from bot.kv import KeyValue
from bot.matches import DerivedSeeds
from bot.render.asnas import CARD_KEYS, card_label
from bot.render.cards import face
from bot.settings import Settings
from bot.store import Store
from tests.e2e.discord.fake_discord import TOKEN, FakeDiscord, Member, Message

# A card as the bot shows it ("10♠", "A♥"); an As-Nas card in any language ("[Shah]", "[शाह]").
CARD = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")
ASNAS_CARD = re.compile(
    "|".join(
        re.escape(card_label(code, Localizer(lang)))
        for code in CARD_KEYS
        for lang in languages()
    )
)
# Table events whose cards everyone may see: the board, a showdown, a finished Up/Down deal.
PUBLIC_CARD_EVENTS = {"revealed": "locked", "board": "cards", "show": "cards"}


async def bounded(step: Awaitable[None], what: str, seconds: float = 60.0) -> None:
    """A teardown step that must end: a hang fails the test with every task's stack instead of
    stalling the run."""
    try:
        await asyncio.wait_for(step, seconds)
    except TimeoutError:
        for task in asyncio.all_tasks():
            task.print_stack(limit=12, file=sys.stderr)
        raise AssertionError(f"{what} did not end in {seconds} s (task stacks above)") from None


class Bot:
    """The feltbot Discord client on a database in `tmp_path`; `restart()` keeps the database."""

    def __init__(
        self, server: FakeDiscord, tmp_path: Path, *, turn_seconds: float | None = None,
        recovery_options: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
    ) -> None:
        self.server = server
        self.tmp_path = tmp_path
        self.settings = self.configure(**(settings or {}))
        self.client: FeltClient | None = None
        self._task: asyncio.Task[None] | None = None
        self._store: Store | None = None
        self._kv: KeyValue | None = None
        self.seeds = DerivedSeeds(7)
        self.turn_seconds = turn_seconds
        self.clock_offset = 0.0  # added to the wall clock of poker-table timers
        self.edit_interval = 0.05  # the table messages' edit throttle
        self.recovery_options = recovery_options  # `bot.frontend.Recovery`'s delays

    def configure(self, **overrides: Any) -> Settings:
        """Settings as the bot reads them (validated), with `overrides` (taken at the next
        start when assigned to `settings`)."""
        return Settings(  # type: ignore[call-arg]
            _env_file=None, discord_token=TOKEN, database_path=self.tmp_path / "felt.db",
            **overrides,
        )

    def clock(self) -> float:
        return time.time() + self.clock_offset

    async def start(self) -> FeltClient:
        self._store = await Store.open(self.settings.database_path)
        self._kv = KeyValue.over(self._store)
        self.client = client_for(
            self.settings,
            self._store,
            self._kv,
            edit_interval=self.edit_interval,
            guild_ready_timeout=0.05,
            seeds=self.seeds,
            turn_seconds=self.turn_seconds,
            opponent="always-call",  # a fixed computer player: the test checks the plumbing
            clock=self.clock,
            recovery_options=self.recovery_options,
        )
        self._task = asyncio.create_task(self.client.start(TOKEN))
        ready = asyncio.create_task(self.client.wait_until_ready())
        done, _ = await asyncio.wait(
            {ready, self._task}, timeout=5, return_when=asyncio.FIRST_COMPLETED
        )
        if ready not in done:
            ready.cancel()
            await self.stop()
            raise AssertionError("the client did not become ready")
        return self.client

    async def stop(self) -> set[str]:
        """Stop the client, then close its store; returns the cards the game made public
        (`revealed_faces`), read once the client is closed: a timer cannot reveal more after."""
        revealed: set[str] = set()
        try:
            if self.client is not None:
                await bounded(self.client.close(), "closing the client")
            if self._task is not None:
                task, self._task = self._task, None
                await asyncio.wait_for(task, 5)  # re-raises what made the client stop
            if self._store is not None:
                revealed = await self.revealed_faces()
        finally:
            if self._kv is not None:
                await bounded(self._kv.close(), "closing the key-value store")
            if self._store is not None:
                await bounded(self._store.close(), "closing the store")
            self.client = self._kv = self._store = None
        return revealed

    async def restart(self) -> FeltClient:
        await self.stop()
        return await self.start()

    async def revealed_faces(self) -> set[str]:
        """Every card the game made public, as the bot shows cards: a finished Up/Down deal's
        locked cards (UD-5.1, UD-5.2), a poker board and the hands shown at a showdown."""
        faces: set[str] = set()
        match_id = 1
        while await self.store.load_match(match_id) is not None:
            for record in await self.store.match_events(match_id):
                for event in json.loads(record.events_json):
                    field = PUBLIC_CARD_EVENTS.get(event["kind"])
                    if field is not None and event.get("private_to") is None:
                        faces.update(face(code) for code in event["data"][field])
            match_id += 1
        return faces

    @property
    def store(self) -> Store:
        assert self._store is not None
        return self._store

    @property
    def kv(self) -> KeyValue | None:
        return self._kv


@asynccontextmanager
async def running_bot(server: FakeDiscord, tmp_path: Path, **options: Any) -> AsyncIterator[Bot]:
    """A started `Bot(server, tmp_path, **options)`; at the end, stopped and checked for
    hidden cards as the `bot` fixture does."""
    running = Bot(server, tmp_path, **options)
    await running.start()
    try:
        yield running
    finally:
        revealed = await running.revealed_faces() if running.client is not None else set()
        await running.stop()
    assert_no_hidden_card(server, revealed)


def assert_no_hidden_card(server: FakeDiscord, revealed: set[str]) -> None:
    """No public message ever showed a card the game had not made public.

    Up/Down: only the reveal of a finished deal's two locked cards names cards (UD-5.1, UD-5.2).
    Poker: the board and the hands shown at a showdown (NK-4.3). As-Nas: only the hands shown
    at a showdown (AN-5.3). Every card named must be one the engine revealed; a hand's cards go
    only to its owner (DM or ephemeral reply).
    """
    for text in server.public_texts():
        for line in text.splitlines():
            cards = CARD.findall(line)
            if cards:
                if "Up/Down" in text:
                    assert line.startswith("Locked cards:"), f"a public line shows a card: {line!r}"
                assert set(cards) <= revealed, f"{line!r} names a card never revealed"
            if ASNAS_CARD.search(line):
                assert " shows " in line, f"a public line shows an As-Nas card: {line!r}"


def table_message(server: FakeDiscord) -> Message:
    """The newest table message in the channel."""
    tables = [m for m in server.channel_messages() if "Up/Down · deal" in m.content]
    assert tables, "no table message"
    return tables[-1]


def acting_name(message: Message) -> str | None:
    for line in message.content.splitlines():
        if line.startswith("Turn: "):
            return line.removeprefix("Turn: ")
    return None


def button_id(message: Message, label: str) -> str:
    return str(message.button(lambda b: b.get("label") == label)["custom_id"])


def button_starting(message: Message, prefix: str) -> str:
    return str(message.button(lambda b: str(b.get("label", "")).startswith(prefix))["custom_id"])


async def challenge_accepted(server: FakeDiscord, host: Member, guest: Member) -> Message:
    """`host` runs /updown challenge @guest, `guest` accepts; returns the first table message."""
    command = await server.slash(host, "updown", "challenge", {"opponent": guest})
    await server.wait_answered(command)
    invitation = server.messages[str(command.original_id)]
    accept = await server.click(guest, invitation, button_id(invitation, "Accept"))
    await server.wait_answered(accept)
    await server.wait_for(
        lambda: [m for m in server.channel_messages() if "Up/Down · deal" in m.content],
        what="the table message",
    )
    return table_message(server)


def snapshot(server: FakeDiscord) -> tuple[str, int]:
    table = table_message(server)
    return table.id, len(table.history)


async def press(server: FakeDiscord, member: Member, label_prefix: str) -> Message:
    """`member` presses the table button whose label starts with `label_prefix`; returns the
    table message once it has changed (edited, or replaced by the next deal's message)."""
    before = snapshot(server)
    table = table_message(server)
    click = await server.click(member, table, button_starting(table, label_prefix))
    await server.wait_answered(click)
    await server.wait_for(lambda: settled(server, before), what=f"table after {label_prefix}")
    return table_message(server)


def settled(server: FakeDiscord, before: tuple[str, int]) -> bool:
    """The table changed since `before` and is ready for the next click (or the match ended)."""
    table = table_message(server)
    ended = "won the match!" in table.content
    return snapshot(server) != before and (bool(table.buttons()) or ended)


def by_name(name: str, *members: Member) -> Member:
    return next(m for m in members if m.name == name)
