"""`feltbot play --game mtt` as a player meets it (issue 17): the terms and the prize table,
the table summary, quitting and coming back, being out and watching to the end, the results."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

from adapters.cli import main
from adapters.console.mtt import ConsoleMtt, Terms
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.matches.seeds import SeedSource
from bot.store import Store
from bot.tables import Accounts
from tests.adapters.console.poker_session import GRANT, Typist, lines_script, menu


async def session(path: Path, decide: Callable[[str], str | None], *, bots: int = 12,
                  lang: str = "en", terms: Terms | None = None,
                  seeds: SeedSource | None = None) -> tuple[int, str]:
    out = io.StringIO()
    async with await Store.open(path) as store:
        accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=3600)
        console = ConsoleMtt(store, accounts, Localizer(lang), "Ann",
                             stdin=Typist(out, decide, limit=5000), stdout=out, bots=bots,
                             terms=terms, seeds=seeds)
        try:
            code = await console.run()
        finally:
            await console.mtt.stop()
    return code, out.getvalue()


def folding(screen: str) -> str | None:
    labels = menu(screen)
    return "check" if "Check" in labels else "fold"


async def test_terms_tables_quit_and_come_back(tmp_path: Path) -> None:
    db = tmp_path / "mtt.db"
    code, screen = await session(db, lines_script(["tables", "q"]))
    assert code == 0
    terms = screen.index("Scheduled tournament, Texas Hold'em: entry 100 chips")
    welcome = screen.index("Your entry of 100 chips is paid; balance 900 chips.")
    prizes = screen.index("Prizes for 13 entries (pool 1,300 chips, 2 places paid):")
    start = screen.index("The tournament starts: 13 entries at 2 tables")
    assert terms < welcome < prizes < start
    assert "Table 1 (yours)" in screen or "Table 2 (yours)" in screen
    assert "Your place in the tournament is kept." in screen
    code, again = await session(db, lines_script(["q"]))
    assert code == 0
    # The all-BOT table plays on while the person reads: a bust there is no defect.
    continued = re.search(r"Your tournament continues: level (\d+), (\d+) players left\.", again)
    assert continued is not None and 2 <= int(continued.group(2)) <= 13, again


async def test_folding_to_the_end_then_the_results(tmp_path: Path) -> None:
    code, screen = await session(tmp_path / "mtt.db", folding, bots=8)
    assert code == 0
    assert "You are out in place" in screen
    assert "Results of the scheduled tournament (prize pool 900 chips):" in screen
    assert ". You — " in screen
    assert "Your balance now: 900 chips." in screen  # folded every hand: out of the money


async def test_anyone_at_the_terminal_sets_the_terms(tmp_path: Path) -> None:
    """Issue 17 item 1 (console: anyone): mode, entry, starting chips, table size, late
    registration and re-entry."""
    terms = Terms(mode="omaha", entry=50, stack=3000, seats=6, late=3, reentry=2)
    code, screen = await session(tmp_path / "mtt.db", lines_script(["q"]), bots=11,
                                 terms=terms)
    assert code == 0
    en = Localizer("en")
    assert "Scheduled tournament, Pot-limit Omaha: entry 50 chips, 3,000 tournament chips" \
        in screen, screen
    assert "tables of 6 seats" in screen
    assert en.t("mtt-terms-late", level=3) in screen
    assert en.t("mtt-terms-reentry", level=2) in screen
    assert "Your entry of 50 chips is paid; balance 950 chips." in screen
    # (late registration is open: the prize table is fixed when it closes)
    assert "Prizes for" not in screen


def test_impossible_terms_are_refused_on_the_command_line(tmp_path: Path) -> None:
    out = io.StringIO()
    code = main(["play", "--game", "mtt", "--db", str(tmp_path / "m.db"), "--lang", "en",
                 "--seats", "12"], stdin=io.StringIO(""), stdout=out)
    assert code == 1
    assert out.getvalue().strip().endswith(
        Localizer("en").t("mtt-chat-bad-terms", stack=20, seats_min=2, seats_max=9,
                          players=1000, minutes=120, levels=24))


async def test_nk_9_8_out_while_re_entry_is_open_the_player_is_asked_and_enters_again(
        tmp_path: Path) -> None:
    """Shoving every hand with a short stack: out, asked whether to enter again (the terms
    promise it), "yes" pays a new entry and seats the player with a full stack; the
    tournament then plays to its results with every entry in the pool."""
    def shove(screen: str) -> str | None:
        if screen.rstrip().endswith("(yes/no)"):
            return "yes"
        return "all-in"

    # (the tables play in their own tasks: the order of busts varies between runs, and a
    # shover may win, or go out last of two, which ends the tournament: then tries again)
    for attempt in range(6):
        code, screen = await session(tmp_path / f"mtt{attempt}.db", shove, bots=8,
                                     terms=Terms(stack=200, seats=3, reentry=9),
                                     seeds=DerivedSeeds(attempt))
        assert code == 0
        if "re-entry is still open" in screen:
            break
    else:
        raise AssertionError("never out with others left in six tournaments")
    asked = screen.index("You are out, and re-entry is still open: enter again for 100 chips")
    assert screen.index("You are back in with a full starting stack; balance 800 chips.") > asked
    results = re.search(r"Results of the scheduled tournament \(prize pool ([\d,]+) chips\)",
                        screen)
    assert results is not None and int(results.group(1).replace(",", "")) >= 400, screen[-800:]
