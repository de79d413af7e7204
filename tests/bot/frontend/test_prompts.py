"""Questions answered by a reply (`bot.frontend.prompts`): found again after a restart, one open
question per person and place, forgotten once answered."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.errors import BotError, SeqConflict, StaleCommand
from bot.frontend.prompts import FINAL, AmountPrompt, Prompts
from bot.kv import KeyValue
from bot.store import Store
from bot.tables.errors import TableClosed

ANN, BOB = 11, 12
CHAT, OTHER_CHAT = -100, -200


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Path]:
    yield tmp_path / "prompts.db"


async def opened(path: Path) -> tuple[Store, KeyValue, Prompts]:
    store = await Store.open(path)
    kv = KeyValue.over(store)
    return store, kv, Prompts(kv, "p", "p-latest")


async def closed(store: Store, kv: KeyValue) -> None:
    await kv.close()
    await store.close()


def prompt(user: int, seq: int = 3, *, table: bool = False) -> AmountPrompt:
    return AmountPrompt(7, 2, seq, "raise", user, table=table)


async def test_a_question_is_found_again_after_a_restart(db: Path) -> None:
    store, kv, prompts = await opened(db)
    assert await prompts.asked(CHAT, 500, prompt(ANN, table=True)) is None
    await closed(store, kv)
    store, kv, prompts = await opened(db)
    found = await prompts.pending(CHAT, 500)
    assert found == prompt(ANN, table=True)
    assert found is not None and (found.asked.tag, found.asked.seq) == ("amt", 3)
    assert await prompts.pending(OTHER_CHAT, 500) is None  # another chat's message 500
    await closed(store, kv)


async def test_asking_again_replaces_the_person_s_open_question_only(db: Path) -> None:
    store, kv, prompts = await opened(db)
    await prompts.asked(CHAT, 500, prompt(ANN))
    await prompts.asked(CHAT, 501, prompt(BOB))
    await prompts.asked(OTHER_CHAT, 502, prompt(ANN))  # another place: its own question
    assert await prompts.asked(CHAT, 503, prompt(ANN, seq=4)) == 500  # to delete
    assert await prompts.pending(CHAT, 500) is None
    assert await prompts.pending(CHAT, 503) == prompt(ANN, seq=4)
    assert await prompts.pending(CHAT, 501) == prompt(BOB)
    assert await prompts.pending(OTHER_CHAT, 502) == prompt(ANN)
    await closed(store, kv)


async def test_a_forgotten_question_leaves_nothing_open(db: Path) -> None:
    store, kv, prompts = await opened(db)
    await prompts.asked(CHAT, 500, prompt(ANN))
    await prompts.forget(CHAT, 500)
    assert await prompts.pending(CHAT, 500) is None
    assert await kv.get("p-latest", f"{CHAT}:{ANN}") is None
    assert await prompts.asked(CHAT, 501, prompt(ANN)) is None  # nothing to replace
    await closed(store, kv)


async def test_forgetting_an_older_question_keeps_the_pointer_to_the_newer(db: Path) -> None:
    store, kv, prompts = await opened(db)
    await prompts.asked(CHAT, 500, prompt(ANN))
    await kv.put("p", f"{CHAT}:499", dataclasses.asdict(prompt(ANN, seq=1)))
    await prompts.forget(CHAT, 499)  # an old question of Ann's, not her latest
    assert await prompts.pending(CHAT, 499) is None
    assert await kv.get("p-latest", f"{CHAT}:{ANN}") == 500
    await closed(store, kv)


def test_only_refusals_that_can_never_change_end_a_question() -> None:
    assert isinstance(StaleCommand(), FINAL) and isinstance(SeqConflict(1, 2), FINAL)
    assert isinstance(TableClosed(), FINAL)
    assert not isinstance(BotError("error-amount-not-a-number"), FINAL)
