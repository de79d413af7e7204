"""Sitting down, rebuying, refilling and leaving at a console poker table go through the chats'
seating flow (`bot.frontend.seating.SeatingFront`, over `adapters.console.seating`): each
command is the flow's, the console says its own lines of it (the chats' answers are not
printed twice), a refusal is printed, and leaving one game's table keeps another's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.frontend.seating import OPENER_NS, SeatingFront
from bot.i18n import Localizer
from bot.kv import KeyValue
from bot.store import Store
from tests.adapters.console.poker_session import menu, session

EN = Localizer("en")


def shoving(limit: int) -> Callable[[str], str | None]:
    """All-in whenever it may (else call, check, fold when the screen comes back unchanged),
    for `limit` lines."""
    verbs = ["all_in", "call", "check", "fold"]
    state = {"lines": 0, "verb": 0}

    def decide(screen: str) -> str | None:
        state["lines"] += 1
        if state["lines"] > limit:
            return None
        refused = not menu(screen) and state["lines"] > 1
        state["verb"] = (state["verb"] + 1) % len(verbs) if refused else 0
        return verbs[state["verb"]]

    return decide


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The seating flow's steps the console asks for, in order."""
    made: list[str] = []
    for name in ("open", "take_seat", "refill", "leave", "close"):
        method = getattr(SeatingFront, name)

        def spy(*args: Any, _method: Any = method, _name: str = name, **kwargs: Any) -> Any:
            made.append(_name)
            return _method(*args, **kwargs)

        monkeypatch.setattr(SeatingFront, name, spy)
    return made


async def test_the_table_is_opened_by_the_flow_and_the_welcome_comes_first(
    tmp_path: Path, calls: list[str]
) -> None:
    path = tmp_path / "p.db"
    code, out = await session(path, ["q"], game="holdem")
    assert code == 0 and calls == ["open"]
    welcome = out.index("Welcome, Ann! Texas Hold'em against three computer players")
    assert welcome < out.index("You sit down with 500 chips.") < out.index("Hand 1 begins.")
    assert EN.t("poker-seated") not in out  # the narration says it
    async with await Store.open(path) as store:
        [record] = await store.load_open_matches()
        player = await store.ensure_player("console", "Ann", "Ann")
        assert await KeyValue.over(store).get(OPENER_NS, record.id) == player  # may close it


async def test_a_bust_rebuys_then_refills_through_the_flow_and_a_refusal_is_said(
    tmp_path: Path, calls: list[str]
) -> None:
    code, out = await session(tmp_path / "p.db", shoving(120), game="holdem", seed=2,
                              bot_policy="always-all-in")
    assert code == 0
    # Busted with 500 left: a rebuy; busted with nothing left: a refill, then a rebuy; then
    # the refill is refused (its cooldown), and said as the flow refused it.
    assert calls == ["open", "take_seat", "refill", "take_seat", "refill"]
    assert out.count("You buy in again with 500 chips.") == 2
    assert out.count(EN.t("refill-received", amount=500)) == 1
    refused = EN.t("error-refill-cooldown", minutes=60)
    assert out.rstrip().endswith(refused + "\n" + EN.t("poker-console-no-chips"))
    for answer in (EN.t("poker-rebought", chips=500), EN.t("poker-refilled", amount=500,
                                                           balance=500)):
        assert answer not in out  # the chats' answers: the console says its own


async def test_leaving_one_games_table_keeps_the_other_games_table(
    tmp_path: Path, calls: list[str]
) -> None:
    path = tmp_path / "p.db"
    await session(path, ["q"], game="omaha")
    code, out = await session(path, ["leave"], game="holdem")
    assert code == 0 and calls == ["open", "open", "leave"]  # closed by the flow: no one sat
    assert "The table is closed; every stack went back to its balance." in out
    assert out.rstrip().endswith("Run “feltbot play --game holdem” to sit down again.")
    assert "Balance:" in out and not out.count(EN.t("poker-table-closing"))
    code, again = await session(path, ["q"], game="omaha")
    assert "Back at your Pot-limit Omaha table (hand 1)." in again


async def test_a_table_the_flow_left_open_is_closed_by_the_seating_flow(
    tmp_path: Path, calls: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table the person left that the flow did not close itself (a seat still leaving):
    the console closes it through the flow, and it is narrated as any closing is."""
    monkeypatch.setattr("bot.frontend.tables.orphaned", lambda live: False)
    path = tmp_path / "p.db"
    code, out = await session(path, ["leave"], game="holdem")
    assert code == 0 and calls == ["open", "leave", "close"]
    assert out.count("The table is closed; every stack went back to its balance.") == 1
    assert EN.t("poker-table-closing") not in out  # the chats' announcement: narrated instead
    assert out.rstrip().endswith("Run “feltbot play --game holdem” to sit down again.")
    async with await Store.open(path) as store:
        assert await store.load_open_matches() == []
