"""The message-key scan of tests/bot/test_message_keys.py covers every engine module; this pins
that it sees the Naiko power refusals with their parameters."""

from __future__ import annotations

from tests.bot.test_message_keys import ROOT, raised_keys


def test_the_scan_sees_the_power_refusals() -> None:
    keys = raised_keys(ROOT / "engine" / "naiko" / "state.py")
    assert keys["error-power-no-sparks"] == {"cost", "sparks"}
    assert len([key for key in keys if "anchor" in key]) == 5
