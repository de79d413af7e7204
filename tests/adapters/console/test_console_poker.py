"""`feltbot play --game holdem|omaha|naiko` as a player meets it (issue 13): typed lines in,
the screen out, each test naming the item it pins. Sessions replay exactly (derived seeds)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import Localizer
from bot.store import Store
from tests.adapters.console.poker_session import (
    AnchorsThePerson,
    GRANT,
    menu,
    session,
)

EN = Localizer("en")


def passive(screen: str) -> str:
    """Check when free, else call (never folds, never raises)."""
    labels = menu(screen)
    if "Check" in labels:
        return "check"
    return "call" if any(label.startswith("Call") for label in labels) else "fold"


def until(done: Callable[[str], bool], act: Callable[[str], str | None],
          then: str | None = None) -> Callable[[str], str | None]:
    """A player who plays `act` until `done(everything shown so far)`, then types `then`
    (None: the input ends)."""
    shown: list[str] = []

    def decide(screen: str) -> str | None:
        shown.append(screen)
        if done("".join(shown)):
            return then
        return act(screen)

    return decide


# -- item 1: every power usable ------------------------------------------------------------


async def test_nk_6_2_nk_6_3_swap_and_anchor_are_played_from_the_console(tmp_path: Path) -> None:
    swapped = "You use Sleeve swap (2 sparks)."
    anchored = "You anchor BOT 1 (BOT) with Small anchor (2 sparks)."

    def act(screen: str) -> str:
        labels = menu(screen)
        if "Swap card 2" in labels and swapped not in log:
            return "swap 2"
        if "Anchor BOT 1 (BOT)" in labels and anchored not in log:
            return "anchor 1"
        return passive(screen)

    log = ""

    def done(shown: str) -> bool:
        nonlocal log
        log = shown
        return swapped in shown and anchored in shown

    code, out = await session(tmp_path / "p.db", until(done, act), seed=3)
    assert code == 0, out
    assert swapped in out and anchored in out
    assert re.search(r"Sleeve swap: .+ is gone, you got .+\.", out)  # the new card: mine only
    assert EN.t("error-swap-slot") not in out and EN.t("error-anchor-target") not in out


async def test_nk_6_4_a_computer_anchor_offers_the_shield_within_its_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.tables.service.make_opponent",
                        lambda mode, name: AnchorsThePerson())
    shielded = re.compile(r"You block BOT \d \(BOT\)’s Small anchor with Seal shield \(1 spark\)\.")

    def act(screen: str) -> str:
        return "shield" if "Shield" in menu(screen) else passive(screen)

    code, out = await session(tmp_path / "p.db",
                              until(lambda shown: bool(shielded.search(shown)), act), seed=5)
    assert code == 0
    assert shielded.search(out), out
    screen = out[:shielded.search(out).start()]  # type: ignore[union-attr]
    window = screen[screen.rindex("\n", 0, screen.rindex("anchors you")):]
    assert re.search(r"BOT \d \(BOT\) anchored you: answer with Seal shield within 8 seconds",
                     window)
    assert "Seal shield costs 1 spark" in out  # what it costs and does, said once a hand
    assert re.search(r"BOT \d \(BOT\) anchors you with Small anchor \(2 sparks\)", window)
    assert {"Shield", "Let it pass"} <= set(menu(window))


# -- item 2: typed amounts ------------------------------------------------------------------


async def test_bet_and_raise_are_typed_with_their_amount(tmp_path: Path) -> None:
    """`raise 60` (also when the move is a bet), the option number with an amount, and the
    amount prompt; `1_0` is no number and `q` at the amount prompt quits."""
    script = ["raise 60", "raise 1_0", "bet", "q"]
    code, out = await session(tmp_path / "p.db", script, game="holdem", seed=11)
    assert code == 0
    assert "You raise to 60." in out
    assert "There is no option with that number" not in out
    assert out.count(EN.t("error-amount-not-a-number")) == 1  # "raise 1_0"
    assert re.search(r"Amount \([\d,]+–[\d,]+\): q\n", out)  # the amount prompt, then quit
    assert out.rstrip().endswith(EN.t("poker-console-saved", game="holdem"))


async def test_option_number_with_an_amount_and_localized_verbs(tmp_path: Path) -> None:
    def act(screen: str) -> str | None:
        labels = menu(screen)
        ranged = next((n for label, n in labels.items() if label.startswith("Korota ")
                       and "–" in label), None)
        return None if ranged is None else f"{ranged} 70"

    code, out = await session(tmp_path / "p.db", act, game="holdem", lang="fi", seed=11)
    assert code == 0 and "Korotat 70:een." in out
    code, out = await session(tmp_path / "q.db", ["korota 60", "q"], game="holdem", lang="fi",
                              seed=11)
    assert "Korotat 60:een." in out
