"""Which language is spoken (`bot.frontend.languages`), the same on every platform: a
person's choice over their client's locale over the default, a place's chosen language over
the platform's locale of it over the default, and what was seen kept for later messages."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.frontend.languages import Languages
from bot.kv import KeyValue
from bot.store import Store


@pytest.fixture
async def parts(tmp_path: Path) -> AsyncIterator[tuple[Store, KeyValue]]:
    async with await Store.open(tmp_path / "lang.db") as store:
        kv = KeyValue.over(store)
        try:
            yield store, kv
        finally:
            await kv.close()


async def test_a_person_choice_then_client_then_default(parts: tuple[Store, KeyValue]
                                                        ) -> None:
    store, kv = parts
    languages = Languages(store, kv, "en", place_ns="p", seen_ns="seen")
    ana = await store.ensure_player("test", "1", "Ana")
    assert (await languages.for_player(ana)).lang == "en"
    assert (await languages.for_player(ana, "fi-FI")).lang == "fi"  # the client, now
    await languages.remember(ana, "hi")
    assert (await languages.for_player(ana)).lang == "hi"  # remembered for a timer's DM
    await languages.remember(ana, "xx-unknown")  # not a language of the bot: kept as it was
    assert (await languages.for_player(ana)).lang == "hi"
    await store.set_language(ana, "fa")
    assert (await languages.for_player(ana, "fi")).lang == "fa"  # the choice wins
    assert (await languages.for_player(None, "fi")).lang == "fi"


async def test_a_place_choice_then_platform_locale_then_default(
    parts: tuple[Store, KeyValue],
) -> None:
    store, kv = parts
    languages = Languages(store, kv, "en", place_ns="p", place_seen_ns="pseen")
    assert (await languages.for_place(7)).lang == "en"
    assert (await languages.for_place(7, "fi")).lang == "fi"
    assert (await languages.for_place(7)).lang == "fi"  # the locale seen, for a timer
    await languages.choose_for_place(7, "hi")
    assert (await languages.for_place(7, "fi")).lang == "hi"
    assert (await languages.for_place(None, "fi")).lang == "fi"


async def test_without_a_seen_namespace_nothing_is_kept(parts: tuple[Store, KeyValue]) -> None:
    store, kv = parts
    languages = Languages(store, kv, "fi", place_ns="p")
    ana = await store.ensure_player("test", "1", "Ana")
    await languages.remember(ana, "hi")
    assert (await languages.for_player(ana)).lang == "fi"
    assert (await languages.for_place(3, "hi")).lang == "hi"
    assert (await languages.for_place(3)).lang == "fi"
