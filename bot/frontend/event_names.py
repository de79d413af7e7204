"""The names inside an event's data (who went out, who won) are user data: before a chat
shows them they go through the platform's `shown` (Discord escapes its markdown), as the
names of the seats do."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from engine.protocol import Event

NAME_KEYS: Final = frozenset({"name", "winner"})


def with_names_shown(event: Event, shown: Callable[[str], str]) -> Event:
    """`event` with every name in its data prepared by `shown`."""
    if not NAME_KEYS & event.data.keys():
        return event
    return event._replace(data={key: shown(str(value)) if key in NAME_KEYS else value
                                for key, value in event.data.items()})
