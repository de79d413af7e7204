"""Matches between people (a challenge accepted in a chat, a lobby), over the shared
`MatchService`: thin wrappers kept for the front ends that call them.

The service does the work (`MatchService.start_match_between`, `MatchService.start_lobby_match`):
each person buys in from their own balance in the same transaction as the match row (all or
nothing: `InsufficientBalance` names the first balance that does not cover it), and the
challenger or host sits in seat 0 and starts the first deal (UD-2.3 Decision).

`ChallengeBook` keeps the offers waiting for an answer: each has an id (what the platform's
Accept and Decline buttons carry) and an expiry, is removed when it is accepted, declined or
expires, and there is at most one open offer between the same two people in a community.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Self

from bot.commands import Outcome
from bot.matches import MatchService
from bot.store import Store


async def start_match_between(
    service: MatchService,
    community: str,
    channel: str,
    players: Sequence[int],
    game: str = "updown",
) -> tuple[int, tuple[Outcome, ...]]:
    """Open a match for `players` (challenger first) and deal; returns its id and outcomes."""
    return await service.start_match_between(community, channel, players, game)


async def start_lobby_match(
    service: MatchService,
    community: str,
    channel: str,
    people: Sequence[int],
    *,
    game: str,
    opponent: str,
) -> tuple[int, tuple[Outcome, ...]]:
    """Open a match for the `people` who joined a lobby (host first); the seats left empty
    are computer players named `opponent`."""
    return await service.start_lobby_match(community, channel, people, game=game,
                                           opponent=opponent)


# -- open challenges -----------------------------------------------------------------------

_COLUMNS = "id, community, channel, game, challenger, opponent, message_id, expires_at"


@dataclass(frozen=True, slots=True)
class Challenge:
    """An offer waiting for its answer: its id goes on the platform's Accept/Decline buttons."""

    id: int
    community: str
    channel: str
    game: str
    challenger: int
    opponent: int
    message_id: str | None
    expires_at: float

    def expired(self, now: float) -> bool:
        return now >= self.expires_at


class ChallengeBook:
    """Open challenges, kept in the store's `challenges` table (a migration), so a restart
    keeps them and their expiry. Each change is one statement written through the store's
    writer, and each read one statement on its reader (as `bot.kv`): two presses of Accept
    racing each other cannot both `take` the same challenge, and the UNIQUE pair refuses a
    second offer between the same two people even when two `offer` calls race.
    `ChallengeBook.over(store)` shares an open store; `await ChallengeBook.open(path)` opens
    one for itself, closed by `close()`."""

    def __init__(self, store: Store, *, owns_store: bool = False) -> None:
        self._store = store
        self._owns_store = owns_store

    @classmethod
    def over(cls, store: Store) -> Self:
        return cls(store)

    @classmethod
    async def open(cls, path: str | Path) -> Self:
        return cls(await Store.open(path), owns_store=True)

    async def close(self) -> None:
        if self._owns_store:
            await self._store.close()

    async def offer(
        self, community: str, channel: str, game: str, challenger: int, opponent: int, *,
        now: float, expires_at: float,
    ) -> Challenge | None:
        """Store a new challenge; None while one between the same two people is still open
        (an expired one is cleared first)."""
        low, high = sorted((challenger, opponent))
        await self._rows(
            f"DELETE FROM challenges WHERE community = ? AND pair_low = ? AND pair_high = ?"
            f" AND expires_at <= ? RETURNING {_COLUMNS}",
            (community, low, high, now),
        )
        try:
            rows = await self._rows(
                "INSERT INTO challenges (community, channel, game, challenger, opponent,"
                " pair_low, pair_high, message_id, created_at, expires_at)"
                f" VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?) RETURNING {_COLUMNS}",
                (community, channel, game, challenger, opponent, low, high, now, expires_at),
            )
        except sqlite3.IntegrityError:
            return None
        return rows[0]

    async def shown_in(self, challenge_id: int, message_id: str) -> None:
        """Where the platform shows the challenge (edited when it expires)."""
        await self._rows(
            f"UPDATE challenges SET message_id = ? WHERE id = ? RETURNING {_COLUMNS}",
            (message_id, challenge_id),
        )

    async def get(self, challenge_id: int) -> Challenge | None:
        """The challenge while it is stored (expired or not), else None."""
        rows = await self._rows(f"SELECT {_COLUMNS} FROM challenges WHERE id = ?",
                                (challenge_id,))
        return rows[0] if rows else None

    async def take(self, challenge_id: int, now: float) -> Challenge | None:
        """Remove and return the challenge if it is still open; None if it is gone or expired
        (then it stays for `expire`). Exactly one of many racing calls gets it."""
        rows = await self._rows(
            f"DELETE FROM challenges WHERE id = ? AND expires_at > ? RETURNING {_COLUMNS}",
            (challenge_id, now),
        )
        return rows[0] if rows else None

    async def expire(
        self, now: float, challenge_id: int | None = None, community_prefix: str = ""
    ) -> list[Challenge]:
        """Remove and return the challenges whose time is up (only `challenge_id`'s if given,
        else those of the communities starting with the prefix), so their messages can say
        so."""
        where = "expires_at <= ? AND substr(community, 1, ?) = ?"
        params: tuple[object, ...] = (now, len(community_prefix), community_prefix)
        if challenge_id is not None:
            where, params = "id = ? AND expires_at <= ?", (challenge_id, now)
        return await self._rows(f"DELETE FROM challenges WHERE {where} RETURNING {_COLUMNS}",
                                params)

    async def forget_community(self, community: str) -> list[Challenge]:
        """Remove and return every challenge of the community (its messages are gone with
        the place they were shown in, a group upgraded to a supergroup)."""
        return await self._rows(
            f"DELETE FROM challenges WHERE community = ? RETURNING {_COLUMNS}", (community,)
        )

    async def pending(self, community_prefix: str = "") -> list[Challenge]:
        """Every stored challenge of the communities starting with the prefix, oldest first."""
        return await self._rows(
            f"SELECT {_COLUMNS} FROM challenges WHERE substr(community, 1, ?) = ? ORDER BY id",
            (len(community_prefix), community_prefix),
        )

    async def _rows(self, sql: str, params: tuple[object, ...]) -> list[Challenge]:
        if sql.startswith("SELECT"):
            rows = await self._store.read(sql, params)
        else:
            rows = await self._store.writer.run(lambda db: db.execute(sql, params).fetchall())
        return [
            Challenge(int(r[0]), str(r[1]), str(r[2]), str(r[3]), int(r[4]), int(r[5]),
                      None if r[6] is None else str(r[6]), float(r[7]))
            for r in rows
        ]
