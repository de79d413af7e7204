"""One table message per deal, written once (`bot.frontend.board`), on a real key-value store
with a fake poster that fails on command: a deal's message is posted then edited; an
unchanged drawing costs nothing; the next deal retires the finished message (its result, or
only its buttons) before posting its own; a message that cannot be edited, or must change
kind, is replaced and the old one discarded; bursts are coalesced, a background failure goes
to `on_failure`, `flush` raises it; what was posted is found again after a restart."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.frontend.board import Board, Posted
from bot.kv import KeyValue
from bot.store import Store

NS = "test-table"


@dataclass(frozen=True)
class Pay:
    text: str
    photo: bool = False


@dataclass
class FakePoster:
    calls: list[tuple[str, str, str | None]] = field(default_factory=list)
    fail: list[str] = field(default_factory=list)  # "edit", "post": raise once each
    gone: set[str] = field(default_factory=set)  # message ids that cannot be edited
    shows: dict[str, str] = field(default_factory=dict)  # message id -> text
    next_id: int = 0

    def digest(self, payload: Pay) -> str:
        return f"{payload.text}|{payload.photo}"

    def kind(self, payload: Pay) -> str:
        return "photo" if payload.photo else "text"

    def _maybe_fail(self, what: str) -> None:
        if what in self.fail:
            self.fail.remove(what)
            raise ConnectionError(what)

    async def post(self, channel: str, payload: Pay) -> tuple[str, Pay]:
        self._maybe_fail("post")
        self.next_id += 1
        message = f"m{self.next_id}"
        self.calls.append(("post", message, payload.text))
        self.shows[message] = payload.text
        return message, payload

    async def edit(self, posted: Posted, payload: Pay) -> Pay | None:
        self._maybe_fail("edit")
        self.calls.append(("edit", posted.message_id, payload.text))
        if posted.message_id in self.gone:
            return None
        self.shows[posted.message_id] = payload.text
        return payload

    async def retire(self, posted: Posted, final: Pay | None) -> None:
        self.calls.append(("retire", posted.message_id, None if final is None else final.text))
        if final is not None:
            self.shows[posted.message_id] = final.text

    async def discard(self, posted: Posted) -> None:
        self.calls.append(("discard", posted.message_id, None))


@pytest.fixture
async def kv(tmp_path: Path) -> AsyncIterator[KeyValue]:
    async with await Store.open(tmp_path / "b.db") as store:
        values = KeyValue.over(store)
        try:
            yield values
        finally:
            await values.close()


def board(kv: KeyValue, poster: FakePoster, interval: float = 0.0) -> Board[Pay]:
    return Board(poster, kv, NS, min_interval=interval)


async def test_a_deal_is_posted_then_edited_and_an_unchanged_drawing_costs_nothing(
    kv: KeyValue,
) -> None:
    poster = FakePoster()
    tables = board(kv, poster)
    first = await tables.show(1, "c", 1, Pay("v0"))
    second = await tables.show(1, "c", 1, Pay("v1"))
    assert second.message_id == first.message_id == "m1"
    await tables.show(1, "c", 1, Pay("v1"))
    assert poster.calls == [("post", "m1", "v0"), ("edit", "m1", "v1")]


async def test_the_next_deal_retires_the_finished_message_first(kv: KeyValue) -> None:
    poster = FakePoster()
    tables = board(kv, poster)
    await tables.show(1, "c", 1, Pay("deal 1"))
    await tables.show(1, "c", 2, Pay("deal 2"), previous=Pay("deal 1 result"))
    await tables.show(1, "c", 3, Pay("deal 3"))  # no result kept: only its buttons go
    assert poster.calls[1:] == [("retire", "m1", "deal 1 result"), ("post", "m2", "deal 2"),
                                ("retire", "m2", None), ("post", "m3", "deal 3")]
    assert poster.shows["m1"] == "deal 1 result"


async def test_an_uneditable_message_or_a_change_of_kind_is_replaced(kv: KeyValue) -> None:
    poster = FakePoster()
    tables = board(kv, poster)
    await tables.show(1, "c", 1, Pay("v0"))
    poster.gone.add("m1")
    fresh = await tables.show(1, "c", 1, Pay("v1"))
    assert fresh.message_id == "m2"
    photo = await tables.show(1, "c", 1, Pay("v2", photo=True))  # no edit tried
    assert photo.message_id == "m3" and photo.kind == "photo"
    assert poster.calls[1:] == [("edit", "m1", "v1"), ("post", "m2", "v1"),
                                ("discard", "m1", None), ("post", "m3", "v2"),
                                ("discard", "m2", None)]


async def test_a_failed_edit_is_raised_and_the_next_drawing_is_not_skipped(kv: KeyValue
                                                                           ) -> None:
    poster = FakePoster(fail=["edit"])
    tables = board(kv, poster)
    await tables.show(1, "c", 1, Pay("v0"))
    with pytest.raises(ConnectionError):
        await tables.show(1, "c", 1, Pay("v1"))
    await tables.show(1, "c", 1, Pay("v0"))  # what it shows is unknown: edited again
    assert poster.calls[-1] == ("edit", "m1", "v0") and poster.shows["m1"] == "v0"


async def test_bursts_are_coalesced_and_a_background_failure_goes_to_recovery(
    kv: KeyValue,
) -> None:
    poster = FakePoster()
    tables = board(kv, poster, interval=0.05)
    failed: list[int] = []
    tables.on_failure = failed.append
    await tables.show(1, "c", 1, Pay("v0"))
    for n in (1, 2, 3):
        await tables.show(1, "c", 1, Pay(f"v{n}"))  # too soon: the latest waits
    assert [c[0] for c in poster.calls] == ["post"]
    await asyncio.sleep(0.15)
    assert poster.calls[1:] == [("edit", "m1", "v3")]
    await tables.show(2, "c", 1, Pay("w0"))  # another table
    poster.fail.append("edit")
    await tables.show(2, "c", 1, Pay("w1"))  # too soon: waits, then fails
    await asyncio.sleep(0.15)
    assert failed == [2] and poster.shows["m2"] == "w0" and poster.shows["m1"] == "v3"


async def test_flush_sends_the_waiting_edit_now_and_raises_its_failure(kv: KeyValue) -> None:
    poster = FakePoster()
    tables = board(kv, poster, interval=30.0)
    await tables.show(1, "c", 1, Pay("v0"))
    await tables.show(1, "c", 1, Pay("v1"))
    poster.fail.append("edit")
    with pytest.raises(ConnectionError):
        await tables.flush(1)
    await tables.show(1, "c", 1, Pay("v2"))
    await tables.flush(1)
    assert poster.shows["m1"] == "v2"


async def test_a_restart_edits_the_same_message_and_close_forgets_it(kv: KeyValue) -> None:
    poster = FakePoster()
    await board(kv, poster).show(1, "c", 1, Pay("v0"))
    again = board(kv, poster)  # a new process on the same store
    assert await again.show(1, "c", 1, Pay("v0")) == await again.posted(1)
    assert len(poster.calls) == 1  # unchanged: nothing sent
    await again.close(1, "c", 1, Pay("over"))
    assert poster.calls[-1] == ("edit", "m1", "over") and await again.posted(1) is None


async def test_records_of_the_older_formats_are_read(kv: KeyValue) -> None:
    await kv.put(NS, 1, {"deal_no": 2, "chat_id": -5, "message_id": 9, "digest": "d",
                         "photo": True})
    await kv.put(NS, 2, {"channel": 6, "message": 10, "deal": 3})
    tables = board(kv, FakePoster())
    assert await tables.posted(1) == Posted("-5", "9", 2, "d", "photo")
    assert await tables.posted(2) == Posted("6", "10", 3, None, "message")
