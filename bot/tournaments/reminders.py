"""Reminders before a scheduled tournament's start (NK-7.5): a service-level schedule.

The terms carry the offsets (`Schedule.reminders`, seconds before the start); the hub keeps
the offsets already dealt with (`Hub.reminded`, in its row). `MttService.tick` posts each due
reminder once: it marks it in the hub's row (one writer operation) and only then hands the
``mtt_reminder`` event to the listener, so a restart neither repeats a reminder nor loses one
still due (a crash between the write and the post loses that one post: at most once). Offsets
already past when the tournament is created, or passed together while the process was down,
are marked without a post except the nearest to the start; the event says the time actually
left, never the offset's.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

from bot.tournaments.schedule import Schedule


@dataclass(frozen=True, slots=True)
class Due:
    """`post`: the offset to post now (None: nothing to post); `done`: every offset dealt with
    after it (the old ones and those passed now)."""

    post: int | None
    done: tuple[int, ...]

    def minutes_left(self, schedule: Schedule, now: float) -> int:
        return max(0, math.ceil((schedule.start_at - now) / 60))


def passed(schedule: Schedule, now: float) -> tuple[int, ...]:
    """The offsets whose time has come by `now` (start - offset <= now), before the start."""
    return tuple(sorted(o for o in schedule.reminders if schedule.start_at - o <= now))


def due(schedule: Schedule, done: Collection[int], now: float) -> Due:
    """What to post at `now` given the offsets `done` (see the module docstring)."""
    new = [o for o in passed(schedule, now) if o not in done]
    if not new or now >= schedule.start_at:
        return Due(None, tuple(sorted({*done, *new})))
    return Due(min(new), tuple(sorted({*done, *new})))


def next_time(schedule: Schedule, done: Collection[int]) -> float | None:
    """When the next reminder falls due, or None."""
    times = [schedule.start_at - o for o in schedule.reminders if o not in done]
    return min(times, default=None)
