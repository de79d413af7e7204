"""`/pictures on|off` per community (issue 21 item 1): a community's choice is stored in the
key-value store and outlives a restart; a community that never chose follows TABLE_IMAGES; a
choice made through another store on the same file counts at the next drawing."""

from __future__ import annotations

from pathlib import Path

from bot.frontend.pictures import NAMESPACE, PictureChoice, pictures_word
from bot.kv import KeyValue


async def test_a_choice_per_community_over_the_setting(tmp_path: Path) -> None:
    setting = {"on": False}
    kv = await KeyValue.open(tmp_path / "felt.db")
    try:
        choice = PictureChoice(kv, lambda: setting["on"])
        assert await choice.enabled("a") is False
        setting["on"] = True  # the setting is read at each drawing
        assert await choice.enabled("a") is True
        await choice.choose("a", False)
        await choice.choose("b", True)
        setting["on"] = False
        assert (await choice.enabled("a"), await choice.enabled("b")) == (False, True)
        assert await choice.enabled("c") is False
        again = PictureChoice(kv, lambda: True)  # after a restart: read from the store
        assert (await again.enabled("a"), await again.enabled("b")) == (False, True)
        assert await again.enabled("c") is True
    finally:
        await kv.close()


def test_pictures_word() -> None:
    assert pictures_word(["on"]) is True and pictures_word(["OFF"]) is False
    assert pictures_word([]) is None and pictures_word(["yes"]) is None
    assert pictures_word(["on", "off"]) is None


async def test_a_choice_made_through_another_store_takes_effect_at_the_next_drawing(
    tmp_path: Path,
) -> None:
    """Two processes on one file (two stores, each its own connections): a community's
    choice made in one, or changed back, is what the other's next drawing reads."""
    path = tmp_path / "felt.db"
    here, there = await KeyValue.open(path), await KeyValue.open(path)
    try:
        ours, theirs = PictureChoice(here, lambda: False), PictureChoice(there, lambda: False)
        assert await ours.enabled("a") is False  # read once before the change
        await theirs.choose("a", True)
        assert await ours.enabled("a") is True
        await theirs.choose("a", False)
        assert await ours.enabled("a") is False
        await there.delete(NAMESPACE, "a")  # the choice withdrawn: the setting again
        assert await PictureChoice(here, lambda: True).enabled("a") is True
    finally:
        await here.close()
        await there.close()


async def test_a_stored_value_that_is_not_yes_or_no_follows_the_setting(tmp_path: Path) -> None:
    kv = await KeyValue.open(tmp_path / "felt.db")
    try:
        for odd in ("yes", 1, None, [True], {"on": True}):
            await kv.put(NAMESPACE, "a", odd)
            assert await PictureChoice(kv, lambda: False).enabled("a") is False, odd
            assert await PictureChoice(kv, lambda: True).enabled("a") is True, odd
    finally:
        await kv.close()
