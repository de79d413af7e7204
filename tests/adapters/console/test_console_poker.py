"""`feltbot play --game holdem|omaha|naiko` as a player meets it (issue 13): typed lines in,
the screen out, each test naming the item it pins. Sessions replay exactly (derived seeds)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables import TableService
from tests.adapters.console.poker_session import (
    GRANT,
    AnchorsThePerson,
    menu,
    session,
)
from tests.bot.tables.tables_helpers import FakeClock

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


# -- item 3: Ctrl-C and quitting -----------------------------------------------------------


class _Interrupted:
    """A terminal where the player presses Ctrl-C at the first prompt."""

    def readline(self) -> str:
        raise KeyboardInterrupt

    def isatty(self) -> bool:
        return True


def test_ctrl_c_at_a_poker_table_saves_and_names_the_game(tmp_path: Path) -> None:
    from adapters import cli

    out = io.StringIO()
    code = cli.main(["play", "--game", "omaha", "--db", str(tmp_path / "p.db")],
                    stdin=_Interrupted(), stdout=out)  # type: ignore[arg-type]
    assert code == 130
    assert out.getvalue().endswith(
        "\nYour seat is saved. Run “feltbot play --game omaha” again to continue.\n")
    assert "Traceback" not in out.getvalue()


async def test_quitting_names_the_table_game_and_the_next_run_resumes(tmp_path: Path) -> None:
    code, out = await session(tmp_path / "p.db", ["q"], game="omaha")
    assert code == 0
    assert out.rstrip().endswith("Run “feltbot play --game omaha” again to continue.")
    code, again = await session(tmp_path / "p.db", ["q"], game="omaha")
    assert "Back at your Pot-limit Omaha table (hand 1)." in again
    assert "Welcome, Ann" not in again


# -- item 4: buy-in, cash-out, refills ------------------------------------------------------


async def _balance(path: Path, name: str = "Ann") -> int:
    async with await Store.open(path) as store:
        player = await store.ensure_player("console", name, name)
        return await store.balance("console", player)


async def test_nk_7_1_sitting_down_keeps_half_and_leave_cashes_out(tmp_path: Path) -> None:
    path = tmp_path / "p.db"
    code, out = await session(path, ["call", "leave"], game="holdem")
    assert code == 0
    assert "you sit with 500 chips and keep 500 in your balance." in out
    left = re.search(r"You leave the table with ([\d,]+) chips\.", out)
    assert left, out
    stack = int(left.group(1).replace(",", ""))
    balance = await _balance(path)
    assert balance == GRANT - 500 + stack
    assert f"You left the table. Balance: {balance:,} chips." in out
    assert "The table is closed" in out and "— leaves" not in out  # the BOTs are named
    async with await Store.open(path) as store:
        assert await store.load_open_matches() == []  # nothing stays at a table
    code, again = await session(path, ["q"], game="omaha")  # the chips are there to play
    assert code == 0 and "you sit with 500 chips" in again


async def test_no_refill_while_chips_sit_at_a_table(tmp_path: Path) -> None:
    """Up/Down after a poker table took the whole (small) balance: not broke, no refill."""
    from adapters.console import ConsoleGame, ConsolePlayer
    from bot.matches import MatchService

    path = tmp_path / "p.db"
    code, out = await session(path, ["q"], game="holdem", grant=300, name="tester")
    assert code == 0
    assert "you sit with 300 chips and keep 0" in out
    stdout = io.StringIO()
    async with await Store.open(path) as store:
        game = ConsoleGame(MatchService(store), EN, ConsolePlayer("tester", "tester"),
                           stdin=io.StringIO(""), stdout=stdout, grant=300, refill=(500, 0))
        assert await game.run() == 1
    assert EN.t("error-refill-not-broke") in stdout.getvalue()
    assert "You received 500 chips" not in stdout.getvalue()
    assert await _balance(path, "tester") == 0


# -- item 6: the hand log says "you" -------------------------------------------------------


async def test_the_log_says_you_and_a_rebuy_is_said_once(tmp_path: Path) -> None:
    def act(screen: str) -> str:
        labels = menu(screen)
        if any(label.startswith("All-in") for label in labels) and "Check" not in labels:
            return next(str(n) for label, n in labels.items() if label.startswith("All-in"))
        return passive(screen)

    code, out = await session(tmp_path / "p.db",
                              until(lambda shown: "You buy in again" in shown, act),
                              game="holdem", bot_policy="always-all-in", seed=2)
    assert code == 0
    assert re.search(r"^You buy in again with 500 chips\.$", out, re.M), out
    assert "Ann buys in again" not in out and out.count("You buy in again") == 1
    assert re.search(r"^You (call|go all-in|post a blind)", out, re.M)
    log = out[out.index("Hand 1 begins."):]
    assert "Ann" not in log  # the login name is for the welcome only


# -- item 7: a readable showdown ------------------------------------------------------------


async def test_nk_4_3_showdowns_name_the_hands_and_streets_show_the_whole_board(
    tmp_path: Path,
) -> None:
    code, out = await session(
        tmp_path / "p.db", until(lambda shown: " wins " in shown and "shows" in shown, passive),
        game="holdem", bot_policy="always-call", seed=4)
    assert code == 0
    hands = "|".join(re.escape(EN.t(key)) for key in (
        "hand-high-card", "hand-one-pair", "hand-two-pair", "hand-three-of-a-kind",
        "hand-straight", "hand-flush", "hand-full-house", "hand-four-of-a-kind",
        "hand-straight-flush", "hand-royal-flush"))
    shows = re.findall(rf"^(?:You show|.+ shows) .+: (?:{hands})\.$", out, re.M)
    assert len(shows) >= 2, out
    assert re.search(rf"^.+ wins? [\d,]+ with (?:{hands})\.$", out, re.M)
    boards = re.findall(r"^Board: (\S+(?: \S+){2,4})$", out, re.M)[:3]  # the log's lines
    assert [len(board.split()) for board in boards] == [3, 4, 5]
    assert boards[2].startswith(boards[1]) and boards[1].startswith(boards[0])


# -- item 8: computer players' powers are said ----------------------------------------------


async def test_nk_5_computer_players_powers_appear_in_the_log(tmp_path: Path) -> None:
    used = re.compile(r"^BOT \d \(BOT\) (uses (Steal glance|Sleeve swap) \((1 spark|2 sparks)\)"
                      r"|anchors .+ with Small anchor)", re.M)
    code, out = await session(tmp_path / "p.db",
                              until(lambda shown: len(used.findall(shown)) >= 3, passive),
                              seed=8)
    assert code == 0
    assert len(used.findall(out)) >= 3, out
    # What a glance saw or a swap brought is theirs alone (NK-6.1, NK-6.2).
    assert "Steal glance: the next card is" not in out or "You use Steal glance" in out
    assert "is gone, you got" not in out or "You use Sleeve swap" in out


# -- item 9: powers explained, help anywhere -------------------------------------------------


async def test_help_shows_the_rules_at_any_prompt_and_powers_say_cost_and_effect(
    tmp_path: Path,
) -> None:
    code, out = await session(tmp_path / "p.db", ["help", "raise", "?", "rules", "q"], seed=3)
    assert code == 0
    rules = EN.t("rules-naiko").splitlines()[0]
    assert out.count(rules) == 3  # at the action prompt, twice at the amount prompt
    assert out.count("Amount (") == 3  # the amount is asked again after each help
    assert re.search(r"^· Small anchor costs 2 sparks: an opponent who has not acted", out, re.M)
    carousel = re.search(r"^Powers this hand: (.+)$", out, re.M)
    assert carousel is not None
    for power in carousel.group(1).split(", "):
        assert re.search(rf"^· {power} costs \d sparks?: ", out, re.M), power


async def test_nk_6_4_a_shield_typed_after_the_window_is_too_late(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The console waits for typing, the window does not: answered after its 8 seconds, the
    anchor has already passed (the table's clock decides)."""
    monkeypatch.setattr("bot.tables.service.make_opponent",
                        lambda mode, name: AnchorsThePerson())
    clock = FakeClock()

    def slow(screen: str) -> str | None:
        if "Shield" in menu(screen):
            clock.advance(9)  # the player thinks for nine seconds
            return "shield"
        return None if "Too late" in screen else passive(screen)

    code, out = await session(tmp_path / "p.db", slow, seed=5, clock=clock)
    assert code == 0
    late = out[out.index("Your choice: shield"):]
    assert late.startswith("Your choice: shield\n" + EN.t("poker-console-too-late") + "\n")
    assert re.search(r"^You let BOT \d \(BOT\)’s Small anchor stand", late, re.M)
    assert "You block" not in out


async def test_a_second_window_at_the_table_reloads_it(tmp_path: Path) -> None:
    path = tmp_path / "p.db"
    await session(path, ["q"], game="holdem")  # a table, waiting for the person
    async with await Store.open(path) as store:
        second = TableService(store, communities="console", seeds=DerivedSeeds(7))
        await second.load_open()  # the second window has the table loaded ...
        await session(path, ["call", "q"], game="holdem")  # ... when the first plays on
        code, out = await session(path, ["call", "fold", "q"], game="holdem", service=second)
    assert code == 0
    assert EN.t("poker-console-reloaded") in out
    assert EN.t("error-stale-command") not in out
    assert "\nYour choice: fold\nYou fold." in out  # play goes on from the stored table


@pytest.mark.parametrize(("lang", "line", "said"), [
    ("hi", "बढ़ाएँ ६०", "आपने दांव बढ़ाकर 60 किया।"),  # typed in Devanagari digits
    ("fa", "افزایش ۶۰", "شما شرط را به ۶۰ رساندید."),
    ("fi", "korotus 60", "Korotat 60:een."),
])
async def test_a_raise_typed_in_the_players_language_and_digits(
    tmp_path: Path, lang: str, line: str, said: str
) -> None:
    code, out = await session(tmp_path / "p.db", [line, "q"], game="holdem", lang=lang,
                              seed=11)
    assert code == 0
    assert said in out.replace("\u2068", "").replace("\u2069", ""), out
