"""Issue 13, "Done when": one scripted console session at a Naiko table uses all four powers
(Steal glance, Sleeve swap, Small anchor, Seal shield), bets by typing `raise 60`, cashes out
with `leave`, and a restart sits the player at a new table; a quit and one more restart
resume it. Only typed lines go in; the checks read the screen (and the stored balance).

The computer seats anchor the person whenever they may (`AnchorsThePerson`), so Seal shield's
window comes up; the seeds are derived, so the session replays exactly.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.store import Store
from tests.adapters.console.poker_session import GRANT, AnchorsThePerson, menu, session

USED = {
    "glance": "You use Steal glance (1 spark).",
    "swap": "You use Sleeve swap (2 sparks).",
    "anchor": re.compile(r"You anchor BOT \d \(BOT\) with Small anchor \(2 sparks\)\."),
    "shield": re.compile(r"You block BOT \d \(BOT\)’s Small anchor with Seal shield"),
    "raise": "You raise to 60.",
}


def _done(kind: str, shown: str) -> bool:
    mark = USED[kind]
    return mark in shown if isinstance(mark, str) else bool(mark.search(shown))


class NaikoPlayer:
    """Reads each screen and types what a player out to try everything would type."""

    def __init__(self) -> None:
        self.shown = ""
        self.lines: list[str] = []

    def __call__(self, screen: str) -> str | None:
        self.shown += screen
        line = self.choose(menu(screen))
        self.lines.append(line)
        return line

    def choose(self, labels: dict[str, int]) -> str:
        todo = [kind for kind in USED if not _done(kind, self.shown)]
        if not todo:
            return "leave"
        if "Shield" in labels:
            return "shield" if "shield" in todo else "decline"
        if "Let it pass" in labels:
            return "decline"
        if "swap" in todo and "Swap card 1" in labels:
            return "swap 1"
        if "glance" in todo and "Glance" in labels:
            return "glance"
        anchors = [label for label in labels if label.startswith("Anchor BOT ")]
        if "anchor" in todo and anchors:
            return "anchor " + anchors[0].split()[2]  # "Anchor BOT 2 (BOT)": seat 2
        ranges = [re.search(r"(\d+)–([\d,]+)…$", label) for label in labels]
        if "raise" in todo and any(r and int(r[1]) <= 60 for r in ranges):
            return "raise 60"
        if "Check" in labels:
            return "check"
        return "call" if any(label.startswith("Call") for label in labels) else "fold"


async def test_naiko_session_with_every_power_a_typed_raise_a_cash_out_and_restarts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.tables.service.make_opponent",
                        lambda mode, name: AnchorsThePerson())
    path = tmp_path / "feltbot.db"
    player = NaikoPlayer()
    code, out = await session(path, player, seed=21)
    assert code == 0
    for kind in USED:
        assert _done(kind, out), f"{kind} was never used:\n{out}"
    # The powers were typed as words, with the card or seat they need.
    assert {"glance", "swap 1", "shield", "raise 60", "leave"} <= set(player.lines)
    assert any(re.fullmatch(r"anchor \d", line) for line in player.lines)
    # Private results stay on this screen: the swapped-in card, the glanced card.
    assert re.search(r"^Sleeve swap: \S+ is gone, you got \S+\.$", out, re.M)
    assert re.search(r"^Steal glance: the next card is \S+\.$", out, re.M)
    # Seal shield came in its window, with the time it allows.
    assert re.search(r"anchored you: answer with Seal shield within 8 seconds", out)
    # The cash-out: the stack goes back to the balance and the table closes.
    stack = int(re.findall(r"^You leave the table with ([\d,]+) chips\.$", out, re.M)[-1]
                .replace(",", ""))
    async with await Store.open(path) as store:
        person = await store.ensure_player("console", "Ann", "Ann")
        balance = await store.balance("console", person)
        assert await store.load_open_matches() == []
    assert balance == GRANT - 500 + stack
    assert out.rstrip().endswith(
        f"You left the table. Balance: {balance:,} chips. "
        "Run “feltbot play --game naiko” to sit down again.")

    # Restart: a new table, the same balance to buy in from; quit keeps the seat.
    code, second = await session(path, ["q"], seed=22)
    assert code == 0
    assert f"keep {balance - 500:,} in your balance." in second
    assert second.rstrip().endswith("Run “feltbot play --game naiko” again to continue.")
    screen = second[second.rindex("Hand 1 · Naiko mode"):second.rindex("Your choice:")]
    code, third = await session(path, ["q"], seed=23)
    assert code == 0
    assert "Back at your Naiko mode table (hand 1)." in third
    assert "Welcome, Ann" not in third
    assert screen in third  # the same cards, chips and turn as when the player quit
