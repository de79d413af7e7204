"""Each timer's deadline, kept so that "what is due" and "when is the next one" look only at
what is due (issue 15.3): a dict of each key's current deadline and a heap of (deadline, key)
whose entries a later change replaced are dropped when they reach the top. Matches
(`bot.registry`) and poker tables (`bot.tables.service`) each keep one."""

from __future__ import annotations

import heapq


class Deadlines:
    def __init__(self) -> None:
        self._at: dict[int, float] = {}
        self._heap: list[tuple[float, int]] = []

    def __contains__(self, key: int) -> bool:
        return key in self._at

    def get(self, key: int) -> float | None:
        return self._at.get(key)

    def set(self, key: int, deadline: float | None) -> None:
        """Note `key`'s deadline (None: it has none)."""
        if deadline is None:
            self._at.pop(key, None)
        elif self._at.get(key) != deadline:
            self._at[key] = deadline
            heapq.heappush(self._heap, (deadline, key))
            if len(self._heap) > 2 * len(self._at) + 64:  # too many replaced entries
                self._heap = [(at, k) for k, at in self._at.items()]
                heapq.heapify(self._heap)

    def discard(self, key: int) -> None:
        self._at.pop(key, None)

    def due(self, now: float) -> list[tuple[float, int]]:
        """The entries due by `now`, the most overdue first; they stay due until changed."""
        heap = self._heap
        due: list[tuple[float, int]] = []
        while heap and heap[0][0] <= now:
            entry = heapq.heappop(heap)
            if self._current(entry):
                due.append(entry)
        for entry in due:
            heapq.heappush(heap, entry)
        return due

    def take_due(self, now: float) -> list[int]:
        """The keys due by `now`, the most overdue first, each without a deadline now (the
        caller sets the next one)."""
        heap = self._heap
        due: list[int] = []
        while heap and heap[0][0] <= now:
            entry = heapq.heappop(heap)
            if self._current(entry):
                del self._at[entry[1]]
                due.append(entry[1])
        return due

    def earliest(self, after: float | None = None) -> float | None:
        """The earliest deadline (later than `after`, when given: the due entries are set
        aside and put back)."""
        heap = self._heap
        aside: list[tuple[float, int]] = []
        while heap and (not self._current(heap[0])
                        or (after is not None and heap[0][0] <= after)):
            entry = heapq.heappop(heap)
            if self._current(entry):
                aside.append(entry)
        upcoming = heap[0][0] if heap else None
        for entry in aside:
            heapq.heappush(heap, entry)
        return upcoming

    def _current(self, entry: tuple[float, int]) -> bool:
        deadline, key = entry
        return self._at.get(key) == deadline
