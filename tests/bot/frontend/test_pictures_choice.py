"""`/pictures on|off` per community (issue 21 item 1): a community's choice is stored in the
key-value store and outlives a restart; a community that never chose follows TABLE_IMAGES."""

from __future__ import annotations

from pathlib import Path

from bot.frontend.pictures import PictureChoice, pictures_word
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
