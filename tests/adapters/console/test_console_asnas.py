"""`feltbot play --game asnas` driven by scripted input: whole 12-deal matches in four
languages, bad input, end of input, quitting and resuming from the store, the ledger left alone.

The computer seats are calling stations unless a test says otherwise (`HoldAsCheck` over
`AlwaysCall`: they hold when level, call when behind, never fold), so every deal reaches a
showdown with at least the three of them and the assertions can be exact.
"""

from __future__ import annotations

import io
import itertools
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from adapters import cli
from adapters.console import ConsoleGame, ConsolePlayer
from bot.games import GAMES
from bot.i18n import Localizer
from bot.matches import DerivedSeeds, MatchService
from bot.registry import restore_match
from bot.render import asnas as render
from bot.store import Store
from bot.views import render_text
from tests.adapters.console.shown import Shown

COMMUNITY = "console"
GRANT = 1000
DEALS = 12


async def _console(path: Path, lines: list[str], *, lang: str = "en", seed: int = 1,
                   opponent: str = "always-call") -> tuple[int, str]:
    """One console session of As-Nas; the input ends (EOF) after `lines`."""
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    stdout = io.StringIO()
    async with await Store.open(path) as store:
        service = MatchService(store, seeds=DerivedSeeds(seed))
        game = ConsoleGame(service, Localizer(lang), ConsolePlayer("tester", "Tester"),
                           stdin=stdin, stdout=stdout, grant=GRANT, game="asnas",
                           opponent=opponent)
        code = await game.run()
    return code, stdout.getvalue()


def _always_legal(look: str, call: str, hold: str) -> list[str]:
    """Lines that always find a legal move within three: look (once a deal), else call when
    behind, else hold. A line that is not legal now draws "not allowed" and the next is tried."""
    return list(itertools.islice(itertools.cycle([look, call, hold]), 600))


async def _stored(path: Path) -> tuple[int, list[tuple[int, str, int]], dict[str, Any]]:
    """(balance, ledger rows as (delta, reason, balance_after), the last match's state)."""
    async with await Store.open(path) as store:
        player_id = await store.ensure_player("console", "tester", "Tester")
        ledger = [(row.delta, row.reason, row.balance_after)
                  for row in await store.ledger(COMMUNITY, player_id)]
        record = await store.load_match(1)
        assert record is not None
        # the snapshot with the moves since replayed (lean writes)
        state: dict[str, Any] = restore_match(record, GAMES[record.game]).state.to_dict()
        return await store.balance(COMMUNITY, player_id), ledger, {**state,
                                                                   "status": record.status}


def _deal_blocks(out: str, loc: Localizer) -> list[str]:
    """The output cut after each deal's score table title (one block per finished deal)."""
    titles = [loc.t("an-scores-title", deal=deal) for deal in range(1, DEALS + 1)]
    cuts = [out.index(title) for title in titles]
    return [out[start:end] for start, end in zip([0, *cuts], cuts, strict=False)]


@pytest.mark.parametrize(
    ("lang", "verbs"),
    [
        ("en", ("look", "call", "hold")),
        ("hi", ("देखें", "कॉल", "होल्ड")),
        ("fa", ("نگاه", "همراهی", "نگه‌داشتن")),
        ("fi", ("katso", "maksa", "pidä")),
    ],
)
async def test_an_5_4_whole_twelve_deal_match_in_the_terminal(
    tmp_path: Path, lang: str, verbs: tuple[str, str, str]
) -> None:
    path = tmp_path / "an.db"
    code, out = await _console(path, _always_legal(*verbs), lang=lang)
    loc = Shown(lang)
    assert code == 0
    assert loc.t("an-console-welcome", name="Tester") in out
    assert loc.t("an-console-new-match") in out
    # AN-2.5: the hand is face down until looked at.
    assert loc.t("an-hand-hidden") in out[:out.index(loc.t("console-prompt"))]
    # Every deal ends with its score table, and (nobody folds) with a showdown (AN-5.3).
    blocks = _deal_blocks(out, loc)
    assert len(blocks) == DEALS
    for block in blocks:
        assert block.count(loc.t("an-event-showdown")) == 1
    balance, ledger, state = await _stored(path)
    assert state["status"] == "finished" and state["deal_no"] == DEALS
    totals = [Fraction(str(value)) for value in state["totals"]]
    assert sum(totals) == 0  # AN-5.2
    # The ranking at the end is the stored standings, in the player's language.
    view = _final_view(state)
    for text in render.match_result(view, 0):
        assert render_text(text, loc) in out
    # Points are not chips: the match wrote nothing to the ledger (no buy-in, no cash-out).
    assert ledger == [(GRANT, "grant", GRANT)] and balance == GRANT
    assert loc.t("balance", amount=GRANT) not in out


def _final_view(state: dict[str, Any]) -> dict[str, Any]:
    data = {key: value for key, value in state.items() if key != "status"}
    view: dict[str, Any] = GAMES["asnas"].from_dict(data).private_view(0)
    return view


async def test_an_2_5_bad_input_is_answered_and_reprompted_then_eof_saves(
    tmp_path: Path,
) -> None:
    path = tmp_path / "an.db"
    script = ["", "abc", "99", "check", "look", "look", "raise 9", "raise abc", "raise 9 extra",
              "raise 2", "zz"]
    code, out = await _console(path, script)
    assert code == 0
    expected_in_order = [
        "Please type something: a number from the list or an action.",
        "I did not understand that. Type a number from the list.",
        "There is no option with that number. Choose from 1 to",
        "That is not one of your choices now:",  # "check": As-Nas says hold
        "You look at your hand:",
        "That is not one of your choices now:",  # looking twice (AN-2.5)
        # AN-3.2: the raise has one size; another amount, or none, is refused (issue 13)
        "Enter an amount from 2 to 2.",
        "Please enter a whole number of chips.",
        "Please enter a whole number of chips.",
        "You raise: the highest stake is now",
        "I did not understand that.",
        "Your match is saved. Run “feltbot play --game asnas” again to continue it.",
    ]
    position = 0
    for message in expected_in_order:
        found = out.find(message, position)
        assert found >= 0, f"{message!r} missing after position {position}:\n{out}"
        position = found + len(message)
    assert out.count("Your choice:") == len(script) + 1  # the last one is answered by EOF
    balance, ledger, state = await _stored(path)
    assert state["status"] == "open" and balance == GRANT and len(ledger) == 1
    # Each verb keeps its number on every screen (issue 13): look 1, call 3, raise 4, fold 5.
    numbers = {label.split(":")[0].split(" ")[0]: {int(n) for n in found}
               for label, found in _numbered(out).items()}
    assert numbers["Look"] == {1} and numbers["Fold"] == {5} and numbers["Raise"] == {4}


def _numbered(out: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for number, label in re.findall(r"^\s+(\d+)\) (.*)$", out, re.M):
        found.setdefault(label, []).append(number)
    return found


async def test_quit_then_resume_the_same_match_and_finish_it(tmp_path: Path) -> None:
    path = tmp_path / "an.db"
    code, first = await _console(path, ["look", "q"], opponent="best")
    assert code == 0 and "Your match is saved." in first
    hand = re.findall(r"Your hand: .*", first)[-1]
    screen = first[first.rindex("As-Nas · deal "):first.rindex("Your choice:")]
    _, _, saved = await _stored(path)
    assert saved["looked"][0] and not saved["deal_over"]
    # A new run's seeds do not matter: the store holds the deal and every computer's move.
    code, second = await _console(path, _always_legal("look", "call", "hold"), seed=99,
                                  opponent="best")
    assert code == 0
    assert f"Resuming your saved match at deal {saved['deal_no']}." in second
    assert screen in second and hand in second  # same cards, stakes, scores and turn
    assert "New match" not in second
    assert second.count("Scores after deal") == DEALS - saved["deal_no"] + 1
    balance, _, state = await _stored(path)
    assert state["status"] == "finished" and balance == GRANT
    assert state["first_dealer"] == saved["first_dealer"]


async def test_an_5_3_a_folded_hand_is_never_shown(tmp_path: Path) -> None:
    code, out = await _console(tmp_path / "an.db", ["look", "fold"])
    assert code == 0
    deal_one = out[:out.index("Scores after deal 1:")]
    assert "You fold." in deal_one
    assert "Showdown" in deal_one and "You show" not in deal_one
    assert deal_one.count("shows") == 3  # the three calling stations reached the showdown


async def test_an_1_1_the_end_of_the_match_shows_the_ranking(tmp_path: Path) -> None:
    # Folding every deal after looking: the computers share the pots, the player loses.
    script = list(itertools.islice(itertools.cycle(["look", "fold"]), 200))
    code, out = await _console(tmp_path / "an.db", script)
    assert code == 0
    end = out[out.index("The match is over. Final ranking:"):]
    found = re.findall(r"^([1-4])\. (.+): score (-?\d+(?:/\d+)?)( \(shared place\))?$",
                       end, re.M)
    rows = [(int(place), name, Fraction(score), bool(shared))
            for place, name, score, shared in found]
    assert len(rows) == 4
    # Folding loses nothing but a stake already in: the forced 1 on the three deals dealt.
    assert [row[2] for row in rows if row[1] == "You"] == [-3]
    assert "You win the match!" not in end
    # Best first; equal scores share a place and say so (AN-1.1).
    scores = [row[2] for row in rows]
    assert scores == sorted(scores, reverse=True) and sum(scores) == 0
    for place, _, score, shared in rows:
        assert place == 1 + sum(other > score for other in scores)
        assert shared == (scores.count(score) > 1)


def test_cli_play_asnas(tmp_path: Path) -> None:
    out = io.StringIO()
    code = cli.main(["play", "--game", "asnas", "--lang", "fi", "--db", str(tmp_path / "p.db"),
                     "--opponent", "always-call"], stdin=io.StringIO("katso\n"), stdout=out)
    assert code == 0
    text = out.getvalue()
    assert "As-Nas kolmea tietokonepelaajaa vastaan" in text and "As-Nas · jako 1/12" in text
    assert "Katsot kättäsi:" in text and Localizer("fi").t("an-console-saved") in text
