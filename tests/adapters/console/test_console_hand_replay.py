"""The console's `hand` command at a poker table (issue 21): "hand last" and "hand N" replay
a finished hand as the table saw it (the player's own folded cards stay hidden); before any
hand is over, and for a wrong word, it says so; the table then goes on where it was."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import Localizer
from tests.adapters.console.poker_session import session

EN = Localizer("en").plain
TITLE = re.compile(r"^Hand (\d+) at table 1, as the table saw it:$", re.M)


async def test_hand_last_and_hand_n_replay_a_finished_hand(tmp_path: Path) -> None:
    script = ["hand last", "hand x", "fold", "hand last", "hand 1", "hand 99", "q"]
    code, out = await session(tmp_path / "p.db", script, game="holdem", seed=11)
    assert code == 0
    not_found = EN.t("replay-not-found")
    first, rest = out.split("Your choice: fold\n", 1)
    assert not_found in first  # nothing is over yet
    assert EN.t("replay-usage") in first
    mine = re.search(r"Your cards: (\S+)\s+(\S+)", first)
    assert mine is not None
    titles = [int(number) for number in TITLE.findall(rest)]
    assert len(titles) == 2 and titles[0] >= 1 and titles[1] == 1  # "last", then "1"
    replay_1 = rest.split("Your choice: hand 1\n", 1)[1].split("Your choice:", 1)[0]
    assert "Ann folds." in replay_1 and "Flop: " in replay_1
    assert "from the main pot." in replay_1
    assert mine.group(1) not in replay_1 and mine.group(2) not in replay_1  # folded: hidden
    assert not_found in rest.split("Your choice: hand 99", 1)[1]
    assert out.rstrip().endswith(EN.t("poker-console-saved", game="holdem"))


async def test_the_hand_command_speaks_the_players_language(tmp_path: Path) -> None:
    fi = Localizer("fi").plain
    code, out = await session(tmp_path / "p.db", ["1", "jako 1", "q"], game="holdem",
                              lang="fi", seed=11)
    assert code == 0
    assert "Jako 1 pöydässä 1 niin kuin pöytä sen näki:" in out
    assert "pääpotista." in out
    assert fi.t("replay-not-found") not in out


async def test_last_in_the_players_language_and_the_readme_s_english_words(
        tmp_path: Path) -> None:
    """Persian "دست آخر" and the README's "hand last" both replay the last hand; the usage
    names the Persian words."""
    fa = Localizer("fa").plain
    code, out = await session(tmp_path / "p.db", ["1", "دست آخر", "hand last", "دست ایکس", "q"],
                              game="holdem", lang="fa", seed=11)
    assert code == 0
    assert out.count("در میز ۱، همان‌طور که سر میز دیده شد:") == 2, out  # two replays
    assert fa.t("replay-usage") in out and "last" not in fa.t("replay-usage")


def test_no_language_quits_with_a_word_that_is_also_a_command() -> None:
    """Hindi "छोड़ें" was both the quit word and a leave word: typing the cash-out the
    intro names saved and quit instead."""
    for lang in ("en", "hi", "fa", "fi"):
        plain = Localizer(lang).plain
        quit_word = plain.t("console-quit-word").casefold()
        for key in ("console-words-leave", "console-words-hand", "console-words-help",
                    "console-words-tables", "console-words-last"):
            assert quit_word not in plain.t(key).casefold().split(), (lang, key)
