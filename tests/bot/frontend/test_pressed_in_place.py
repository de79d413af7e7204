"""A signed button works only where its game is (`Fronts.pressed_in_place`), on every platform:
a press replayed in another channel or community is refused; a poker table's button also works
in the thread the platform gave the table; a button bound to no game works anywhere."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.callbacks import ButtonRef
from bot.errors import MatchNotFound
from bot.frontend import boards, poker, screen
from bot.frontend.fronts import Fronts


class Registry:
    def get(self, key: int) -> Any:
        if key != 3:
            raise MatchNotFound(key)
        return SimpleNamespace(community="g1", channel="c1")


class Desk:
    def find(self, key: int) -> Any:
        return SimpleNamespace(table=SimpleNamespace(community="g1"), channel="c2") \
            if key == 8 else None


def fronts() -> Fronts:
    parts: dict[str, Any] = dict.fromkeys(
        ("recovery", "tables", "hosting", "answers", "challenges", "lobbies", "tourneys",
         "mtt", "boards", "transport", "pictures", "locks"))
    matches = SimpleNamespace(service=SimpleNamespace(registry=Registry()))
    return Fronts(matches=cast(Any, matches), seating=cast(Any, SimpleNamespace(desk=Desk())),
                  **parts)


async def thread_of(table: int) -> str | None:
    return "t8" if table == 8 else None


MOVE = ButtonRef(screen.ACT, 3, 1, 2, "call")
TABLE = ButtonRef(poker.ACT, 8, 1, 2, "call")


@pytest.mark.parametrize(("ref", "community", "channel", "valid"), [
    (MOVE, "g1", "c1", True),
    (MOVE, "g1", "c9", False),  # another channel of its server
    (MOVE, "g2", "c1", False),  # a channel of the same id elsewhere
    (TABLE, "g1", "c2", True),
    (TABLE, "g1", "t8", True),  # the table's own thread
    (TABLE, "g2", "t8", False),  # ... but only in its own server
    (ButtonRef(boards.TAG, 0, 0, 0, "chips_week"), "g9", "c9", True),  # no game's
])
async def test_a_button_works_only_where_its_game_is(ref: ButtonRef, community: str,
                                                     channel: str, valid: bool) -> None:
    assert await fronts().pressed_in_place(ref, community, channel, thread=thread_of) is valid


async def test_without_threads_a_table_button_works_in_its_channel_only() -> None:
    assert not await fronts().pressed_in_place(TABLE, "g1", "t8")
