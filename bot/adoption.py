"""Taking on games another process left in the store (issue 18), written once for matches and
poker tables: each stored row (id, game, community, seq) this process drives is held as the
store has it - loaded when it is not in memory, reloaded under its lock when memory is
behind - and a row that does not load at its seq is not tried (and logged) again until it
changes."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from typing import Protocol, TypeVar


class Live(Protocol):
    @property
    def lock(self) -> asyncio.Lock: ...


G = TypeVar("G", bound=Live)
Row = tuple[int, str, str, int]  # id, game, community, seq


class Adoption:
    """`held(id)` is the game in memory (None: not held), `seq_of(game)` its sequence number;
    `load(id)` reads one from the store (None: it does not load), `resync(game)` brings a
    held one up to the store (under its lock)."""

    def __init__(self) -> None:
        self.unadoptable: set[tuple[int, int]] = set()  # (id, seq) that did not load

    async def take_on(
        self, rows: Iterable[Row], *, drives: Callable[[str, str], bool],
        held: Callable[[int], G | None], seq_of: Callable[[G], int],
        load: Callable[[int], Awaitable[G | None]], resync: Callable[[G], Awaitable[object]],
    ) -> list[tuple[G, bool]]:
        """Each row this process `drives(game, community)`, held as stored, with whether it
        was loaded or reloaded for it."""
        taken_on: list[tuple[G, bool]] = []
        for key, game, community, seq in rows:
            if not drives(game, community):
                continue
            live = held(key)
            taken = live is None or seq_of(live) != seq
            if live is None:
                if (key, seq) in self.unadoptable:
                    continue  # did not load at this seq: not tried (and logged) every time
                live = await load(key)
                if live is None:
                    self.unadoptable.add((key, seq))
            elif taken:
                async with live.lock:
                    await resync(live)
            if live is not None and held(key) is live:
                taken_on.append((live, taken))
        return taken_on
