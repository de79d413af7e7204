"""`bot.challenges.ChallengeBook`: open offers with an id and an expiry, one per pair of people,
taken once."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.challenges import ChallengeBook


async def test_one_offer_per_pair_taken_once_and_expired(tmp_path: Path) -> None:
    book = await ChallengeBook.open(tmp_path / "felt.db")
    try:
        first = await book.offer("tg:1", "1", "updown", 1, 2, now=0.0, expires_at=10.0)
        assert first is not None and first.challenger == 1 and first.opponent == 2
        assert await book.offer("tg:1", "1", "updown", 2, 1, now=1.0, expires_at=11.0) is None
        other = await book.offer("tg:2", "2", "updown", 2, 1, now=1.0, expires_at=11.0)
        assert other is not None  # another community is another pair
        taken = await asyncio.gather(*(book.take(first.id, 5.0) for _ in range(30)))
        assert [t for t in taken if t is not None] == [first]
        assert await book.get(first.id) is None
        again = await book.offer("tg:1", "1", "updown", 1, 2, now=6.0, expires_at=16.0)
        assert again is not None
        assert await book.take(again.id, 16.0) is None  # expired: not taken, kept for expire
        assert await book.offer("tg:1", "1", "updown", 2, 1, now=16.0, expires_at=26.0)
        assert await book.get(again.id) is None  # an expired offer gives way to a new one
        assert [c.community for c in await book.pending("tg:")] == ["tg:2", "tg:1"]
        assert [c.id for c in await book.expire(11.0, community_prefix="tg:2")] == [other.id]
    finally:
        await book.close()
