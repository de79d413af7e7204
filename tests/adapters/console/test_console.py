"""The terminal game, driven by scripted input: whole matches in several languages, bad input,
quitting and resuming from the store, and the `feltbot` CLI around it."""

from __future__ import annotations

import io
import itertools
from pathlib import Path

import pytest

from adapters import cli
from adapters.console import ConsoleGame, ConsolePlayer
from bot.i18n import FSI, PDI, Localizer
from bot.matches import DerivedSeeds, MatchService
from bot.store import Store
from tests.adapters.console.shown import Shown

COMMUNITY = "console"
GRANT = 1000


async def _console(path: Path, lines: list[str], *, lang: str = "en", seed: int = 1,
                   opponent: str = "always-call") -> tuple[int, str]:
    """Run one console session; the input ends (EOF) after `lines`."""
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    stdout = io.StringIO()
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(seed))
        game = ConsoleGame(service, Localizer(lang), ConsolePlayer("tester", "Tester"),
                           stdin=stdin, stdout=stdout, grant=GRANT, opponent=opponent)
        code = await game.run()
    return code, stdout.getvalue()


def _aggressive(lock: str, all_in: str, call: str, check: str) -> list[str]:
    """Lines that always find a legal move: lock, else all-in, else call, else check. A line
    that is not legal now draws "not allowed" and the next one is tried."""
    return list(itertools.islice(itertools.cycle([lock, all_in, call, check]), 800))


async def _balance_and_open(path: Path) -> tuple[int, int]:
    async with await Store.open(path) as store:
        player_id = await store.ensure_player("console", "tester", "Tester")
        return (await store.balance(COMMUNITY, player_id),
                len(await store.load_open_matches()))


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("en", _aggressive("lock 1", "all-in", "call", "check")),
        ("fi", _aggressive("lukitse 1", "kaikki peliin", "maksa", "sökö")),
        ("hi", _aggressive("लॉक करें १", "ऑल-इन", "कॉल", "चेक")),
        ("fa", _aggressive("1", "همهٔ ژتون‌ها", "همراهی", "چک")),
    ],
)
async def test_ud_1_2_whole_match_in_the_terminal(tmp_path: Path, lang: str,
                                                  lines: list[str]) -> None:
    path = tmp_path / "c.db"
    code, out = await _console(path, lines, lang=lang)
    loc = Shown(lang)
    assert code == 0
    assert loc.t("console-welcome", name="Tester") in out
    assert loc.t("console-new-match", amount=20) in out
    won = loc.t("match-won") in out
    assert won != (loc.t("match-lost") in out)
    assert loc.t("your-turn") in out
    # The showdown shows both locked cards (UD-5.1).
    mine = loc.plain.t("ud-event-revealed", who="you", name="", card="\x00").split("\x00")[0]
    theirs = loc.plain.t("ud-event-revealed", who="other", name="\x00", card="")
    assert mine in out and max(theirs.split("\x00"), key=len).strip() in out
    # UD-1.2: the match ends when a player has no chips; the winner holds all 40.
    final = 40 if won else 0
    assert loc.t("ud-final-chips", who="you", name="", amount=final) in out
    balance, still_open = await _balance_and_open(path)
    assert still_open == 0
    assert balance == GRANT - 20 + final
    assert loc.t("balance", amount=balance) in out


async def test_bad_input_gets_a_message_and_a_new_prompt_then_eof_saves(tmp_path: Path) -> None:
    path = tmp_path / "c.db"
    script = ["", "abc", "9", "raise 5", "lock 1", "2 abc", "2 999", "bet", "zz"]
    code, out = await _console(path, script)
    assert code == 0
    expected_in_order = [
        "Please type something: a number from the list or an action.",
        "I did not understand that. Type a number from the list.",
        "There is no option with that number. Choose from 1 to 2.",
        "That is not one of your choices now:",
        "You locked a card.",
        "Computer locked a card.",
        "Please enter a whole number of chips.",
        "Enter an amount from 1 to 19.",  # refused by the engine, in the player's language
        "Amount (1–19):",
        "Please enter a whole number of chips.",
        "Your match is saved. Run “feltbot play” again to continue it.",
    ]
    position = 0
    for message in expected_in_order:
        found = out.find(message, position)
        assert found >= 0, f"{message!r} missing after position {position}:\n{out}"
        position = found + len(message)
    assert out.count("Your choice:") == 9  # one prompt per line, plus the one EOF answered
    _, still_open = await _balance_and_open(path)
    assert still_open == 1


async def test_a_bet_too_long_for_any_stack_is_told_the_range(tmp_path: Path) -> None:
    """Forty nines are a number, only more than any stack: the answer is the range, typed
    after the option or at its amount prompt, not "please enter a whole number"."""
    huge = "9" * 40
    code, out = await _console(tmp_path / "c.db", ["lock 1", f"2 {huge}", "bet", huge,
                                                   "bet", ""])
    assert code == 0
    position = 0
    for message in ("You locked a card.", "Enter an amount from 1 to 19.", "Amount (1–19):",
                    "Enter an amount from 1 to 19.", "Amount (1–19):",
                    "No amount typed: choose again."):  # (an empty amount gives it up)
        found = out.find(message, position)
        assert found >= 0, f"{message!r} missing after position {position}:\n{out}"
        position = found + len(message)
    assert "Please enter a whole number of chips." not in out


async def test_quit_then_resume_the_same_match_from_the_store(tmp_path: Path) -> None:
    path = tmp_path / "c.db"
    code, first = await _console(path, ["lock 2", "q"])
    assert code == 0 and "Your match is saved." in first
    screen = first[first.rindex("Up/Down · deal 1"):first.rindex("Your choice:")]
    code, second = await _console(path, [], seed=99)  # the seeds of a new run do not matter
    assert code == 0
    assert "Resuming your saved match at deal 1." in second
    assert screen in second  # same cards, same locked card, same chips, same turn
    assert "New match" not in second
    balance, still_open = await _balance_and_open(path)
    assert (balance, still_open) == (GRANT - 20, 1)


@pytest.mark.parametrize("lang", ["hi", "fa", "fi"])
async def test_bad_input_messages_are_localized(tmp_path: Path, lang: str) -> None:
    loc = Shown(lang)
    code, out = await _console(tmp_path / "c.db", ["", "xyz", "7", "fold"], lang=lang)
    assert code == 0
    for key, params in [("console-empty-input", {}), ("console-unknown-input", {}),
                        ("console-no-such-option", {"first": 1, "count": 2}),
                        ("console-not-offered", {"choices": "\0"}), ("console-saved", {})]:
        # (the choices' labels are the game's: the sentence before them is checked)
        text = loc.t(key, **params).split("\0")[0].rstrip("\u2068")
        assert text in out
        assert text != Localizer("en").t(key, **params).split("\0")[0].rstrip("\u2068")


async def test_persian_output_reads_right_to_left(tmp_path: Path) -> None:
    code, out = await _console(tmp_path / "c.db", [], lang="fa")
    assert code == 0
    assert "پات: ۲\n" in out  # Persian digits need no isolate inside the RTL sentence
    assert f"{FSI}Tester{PDI}" in out  # a Latin name does
    assert f"{FSI}۱){PDI}" in out  # and menu numbers keep their parenthesis on the right
    assert f"{FSI}{PDI}" not in out  # no empty pairs (a selector's empty branch)



async def test_quit_word_in_the_players_language(tmp_path: Path) -> None:
    code, out = await _console(tmp_path / "c.db", ["lopeta"], lang="fi")
    assert code == 0 and Localizer("fi").t("console-saved") in out


def test_cli_play_with_lang_and_db(tmp_path: Path) -> None:
    out = io.StringIO()
    code = cli.main(["play", "--lang", "fi", "--db", str(tmp_path / "p.db"), "--opponent",
                     "always-call"], stdin=io.StringIO("1\n"), stdout=out)
    assert code == 0
    text = out.getvalue()
    assert "Tervetuloa feltbotiin" in text and "Ylös/Alas · jako 1" in text
    assert (tmp_path / "p.db").exists()


def test_cli_unknown_game_is_refused_politely(tmp_path: Path) -> None:
    out = io.StringIO()
    code = cli.main(["play", "--game", "chess", "--db", str(tmp_path / "p.db")],
                    stdin=io.StringIO(""), stdout=out)
    assert code == 2
    assert out.getvalue() == "This game is not available in the terminal yet: chess\n"


def test_cli_run_without_tokens_starts_the_console(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TELEGRAM_TOKEN", raising=False)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    out = io.StringIO()
    assert cli.main([], stdin=io.StringIO(""), stdout=out) == 0
    assert "Welcome to feltbot" in out.getvalue()
    assert (tmp_path / "feltbot.db").exists()  # DATABASE_PATH's default, in the working dir


def test_cli_run_with_a_token_but_no_adapter_falls_back(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TELEGRAM_TOKEN", "123:abc")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(cli, "PLATFORMS",
                        (("Telegram", "adapters.not_written_yet", "telegram_token"),))
    out = io.StringIO()
    assert cli.main(["run", "--db", str(tmp_path / "r.db")], stdin=io.StringIO(""),
                    stdout=out) == 0
    text = out.getvalue()
    assert text.startswith("Telegram is not available yet; starting the terminal game instead.")
    assert "Welcome to feltbot" in text


def test_cli_run_with_a_token_starts_that_adapter(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "secret")
    monkeypatch.delenv("TELEGRAM_TOKEN", raising=False)
    started: list[object] = []
    monkeypatch.setattr(cli, "_adapter_run", lambda module: started.append)
    out = io.StringIO()
    assert cli.main(["run"], stdin=io.StringIO(""), stdout=out) == 0
    assert len(started) == 1 and out.getvalue() == ""
    settings = started[0]
    assert settings.discord_token.get_secret_value() == "secret"  # type: ignore[attr-defined]


def test_cli_run_with_a_token_and_an_unusable_database_says_so_and_starts_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "secret")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "no" / "such" / "dir.db"))
    started: list[object] = []
    monkeypatch.setattr(cli, "_adapter_run", lambda module: started.append)
    out = io.StringIO()
    assert cli.main(["run"], stdin=io.StringIO(""), stdout=out) == 2
    assert started == [] and out.getvalue().startswith("Cannot use the database")


async def test_a_broke_player_is_refilled_before_a_new_match(tmp_path: Path) -> None:
    stdout = io.StringIO()
    async with await Store.open(tmp_path / "c.db") as store:
        game = ConsoleGame(MatchService(store), Localizer("en"), ConsolePlayer("b", "Broke"),
                           stdin=io.StringIO(""), stdout=stdout, grant=0, refill=(500, 3600))
        assert await game.run() == 0
        player_id = await store.ensure_player("console", "b", "Broke")
        assert await store.balance(COMMUNITY, player_id) == 480
    assert "You received 500 chips." in stdout.getvalue()


async def test_not_enough_chips_and_no_refill_exits_with_a_message(tmp_path: Path) -> None:
    stdout = io.StringIO()
    async with await Store.open(tmp_path / "c.db") as store:
        game = ConsoleGame(MatchService(store), Localizer("en"), ConsolePlayer("p", "Poor"),
                           stdin=io.StringIO(""), stdout=stdout, grant=10)
        assert await game.run() == 1
    assert "Not enough chips: your balance is 10." in stdout.getvalue()


async def test_an_unexpected_failure_apologizes_and_keeps_the_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "c.db"
    await _console(path, [])  # a match is open, waiting for the first lock

    async def broken(self: MatchService, *args: object, **kwargs: object) -> None:
        raise RuntimeError("the computer player crashed")

    monkeypatch.setattr(MatchService, "act", broken)
    code, out = await _console(path, ["lock 1"])
    assert code == 1
    assert out.rstrip().endswith(Localizer("en").t("error-internal"))
    assert "the computer player crashed" in caplog.text  # logged with its traceback
    monkeypatch.undo()
    code, out = await _console(path, [])
    assert code == 0 and "Resuming your saved match at deal 1." in out


async def test_the_console_loads_only_its_own_communitys_matches(tmp_path: Path) -> None:
    """One database, many front ends: the console's match service neither loads nor creates
    a Telegram group's match (the group's process drives it)."""
    async with await Store.open(tmp_path / "c.db") as store:
        everyone = MatchService(store)
        group, _ = await everyone.ensure_account("tg:-100", "telegram", "7", "Tg", GRANT)
        mine, _ = await everyone.ensure_account(COMMUNITY, "console", "tester", "Tester", GRANT)
        theirs, _ = await everyone.start_match("tg:-100", group, "updown")
        ours, _ = await everyone.start_match(COMMUNITY, mine, "updown")
        console = cli.console_matches(store)
        assert [live.id for live in await console.registry.load_open()] == [ours]
        assert await console.find_open_match("tg:-100", group, "updown") is None
        assert await console.find_open_match(COMMUNITY, mine, "updown") == ours
        assert theirs != ours
