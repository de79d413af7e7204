"""The smaller things a player minds (issue 13): one button for one move, playing again,
two terminals on one match, the CLI's help and errors, Finnish words, a wrong language."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from adapters import cli
from adapters.console import ConsoleGame, ConsolePlayer
from bot.i18n import Localizer
from bot.matches import DerivedSeeds, MatchService
from bot.settings import Settings
from bot.store import Store
from tests.adapters.console.poker_session import Typist, lines_script, menu

EN = Localizer("en")


async def _updown(path: Path, decide: list[str] | object, *, lang: str = "en", seed: int = 1,
                  opponent: str = "always-call", service: MatchService | None = None,
                  ) -> tuple[int, str]:
    out = io.StringIO()
    chooser = lines_script(decide) if isinstance(decide, list) else decide
    async with await Store.open(path) as store:
        matches = service or MatchService(store, seeds=DerivedSeeds(seed))
        game = ConsoleGame(matches, Localizer(lang), ConsolePlayer("tester", "Tester"),
                           stdin=Typist(out, chooser), stdout=out,  # type: ignore[arg-type]
                           grant=1000, opponent=opponent)
        code = await game.run()
    return code, out.getvalue()


async def test_ud_3_facing_an_all_in_shows_one_button_for_the_call(tmp_path: Path) -> None:
    code, out = await _updown(tmp_path / "u.db", ["lock 1", "check"], opponent="always-all-in")
    assert code == 0
    last = out[out.rindex("Up/Down · deal 1"):]
    labels = menu(last)
    assert any(label.startswith("Call ") for label in labels), last
    assert not any(label.startswith("All-in") for label in labels), last


async def test_the_end_of_a_match_offers_another(tmp_path: Path) -> None:
    moves = itertools.cycle(["lock 1", "all-in", "call", "check"])
    answered: list[str] = []

    def decide(screen: str) -> str | None:
        if "Play another match? (yes/no)" in screen:
            answered.append(screen)
            return "yes" if len(answered) == 1 else "no"
        return next(moves)

    code, out = await _updown(tmp_path / "u.db", decide, opponent="always-all-in")
    assert code == 0 and len(answered) == 2
    assert out.count("New match: 20 chips from your balance") == 2
    assert out.count(EN.t("match-won")) + out.count(EN.t("match-lost")) == 2


async def test_a_second_terminal_reloads_the_match_instead_of_refusing_forever(
    tmp_path: Path,
) -> None:
    path = tmp_path / "u.db"
    await _updown(path, [])  # the match opens, waiting for the first lock
    async with await Store.open(path) as store:
        second = MatchService(store, seeds=DerivedSeeds(1))
        await second.load()  # the second window has the match loaded ...
        await _updown(path, ["lock 1"])  # ... when the first one plays on
        code, out = await _updown(path, ["lock 2", "check", "q"], service=second)
    assert code == 0
    assert "This match moved on in another window" in out
    assert out.count(EN.t("error-stale-command")) <= 1
    after = out[out.index("moved on"):]
    assert "\nYou locked " in after  # the first window's lock, shown here now
    assert "\nYou check.\n" in after  # and play goes on from it


def test_play_help_lists_games_and_opponents(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["play", "--help"])
    text = "".join(capsys.readouterr().out.split())  # argparse wraps lines, even at hyphens
    assert "game to play: updown, asnas, holdem, omaha, naiko".replace(" ", "") in text
    assert "computerplayer:best,random,always-call,always-all-in" in text
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    text = "".join(capsys.readouterr().out.split())
    assert "game to simulate: updown, asnas, holdem, omaha, naiko".replace(" ", "") in text
    assert "poker:numberofseats,e.g.--players6" in text


def test_cli_errors_are_clear_not_tracebacks(tmp_path: Path) -> None:
    out = io.StringIO()
    assert cli.main(["simulate", "holdem", "--players", "random"], stdout=out) == 2
    error = '"error": "--players is a number of seats for holdem, e.g. --players 6"'
    assert error in out.getvalue()
    out = io.StringIO()
    code = cli.main(["play", "--opponent", "foo", "--db", str(tmp_path / "p.db")],
                    stdin=io.StringIO(""), stdout=out)
    assert code == 2
    assert out.getvalue().startswith("There is no computer player called “foo”. Choose one of:")
    assert not (tmp_path / "p.db").exists()


async def test_finnish_two_cards_and_panos(tmp_path: Path) -> None:
    fi = Localizer("fi")
    code, out = await _updown(tmp_path / "u.db", ["lukitse 1", "panos 2", "q"], lang="fi")
    assert code == 0
    assert re.search(r"^Sait kortit: \S+ \S+$", out, re.M)  # two cards at the first deal
    assert all(len(line.split()) == 3 for line in re.findall(r"^Sait kortin: .*$", out, re.M))
    assert fi.t("console-unknown-input") not in out
    assert re.search(r"^Panostit 2\b|panost", out, re.M | re.I), out


def test_an_unknown_default_language_stops_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DEFAULT_LANGUAGE", "xx")
    with pytest.raises(ValidationError, match="DEFAULT_LANGUAGE must be one of en, fa, fi, hi"):
        Settings()
    out = io.StringIO()
    assert cli.main(["play"], stdin=io.StringIO(""), stdout=out) == 2
    assert out.getvalue().startswith("feltbot cannot start: DEFAULT_LANGUAGE")
    assert not (tmp_path / "feltbot.db").exists()


async def test_help_and_quit_at_any_updown_prompt(tmp_path: Path) -> None:
    code, out = await _updown(tmp_path / "u.db", ["?", "lock 1", "bet", "rules", "q"])
    assert code == 0
    assert out.count(EN.t("rules-updown").splitlines()[0]) == 2  # action and amount prompts
    assert re.search(r"Amount \(1–19\): rules\n", out)
    assert re.search(r"Amount \(1–19\): q\n\nYour match is saved\.", out)
