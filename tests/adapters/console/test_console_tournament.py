"""`feltbot play --game sitngo|spin` as a player meets it (issue 16): the terms before play,
the status line at each decision, quitting and coming back, and the results screen."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from pathlib import Path

from adapters.console.tournament import COMMUNITY, ConsoleTournament
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables import Accounts
from bot.tournaments import TournamentService
from tests.adapters.console.poker_session import GRANT, Typist, menu
from tests.bot.tables.tables_helpers import FakeClock


async def session(
    path: Path, decide: Callable[[str], str | None], *, kind: str, clock: FakeClock,
    lang: str = "en", seed: int = 3,
) -> tuple[int, str]:
    out = io.StringIO()
    async with await Store.open(path, clock=clock) as store:
        service = TournamentService(store, clock=clock, communities=COMMUNITY,
                                    seeds=DerivedSeeds(seed), draw=random.Random(seed))
        accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=3600)
        console = ConsoleTournament(service, accounts, Localizer(lang), "Ann", kind=kind,
                                    stdin=Typist(out, decide, limit=5000), stdout=out,
                                    clock=clock)
        code = await console.run()
    return code, out.getvalue()


def calling(clock: FakeClock) -> Callable[[str], str | None]:
    """Checks when free, else calls; each decision takes the player 20 seconds."""

    def decide(screen: str) -> str | None:
        clock.advance(20)
        labels = menu(screen)
        if "Check" in labels:
            return "check"
        return "call" if any(label.startswith("Call") for label in labels) else "fold"

    return decide


async def test_a_spin_from_the_terms_to_the_results(tmp_path: Path) -> None:
    clock = FakeClock()
    code, screen = await session(tmp_path / "t.db", calling(clock), kind="spin", clock=clock)
    assert code == 0
    terms = screen.index("Spin: 3 seats, entry 100 chips, 500 tournament chips each")
    table = screen.index("· 1,000× — 5 in 10,000")
    expected = screen.index("Expected multiplier 3.5×: an expected prize pool of 1,050 chips.")
    welcome = screen.index("Your entry of 100 chips is paid; balance 900 chips.")
    start = screen.index("The tournament starts! Prize pool")
    assert terms < table < expected < welcome < start
    assert ("Level 1: blinds 10/20 · next 15/30 in 3 min 0 s · players left 3 "
            "· average stack 500 · you are in place 1") in screen
    assert "Results of the Spin" in screen
    results = screen[screen.index("Results of the Spin"):]
    assert results.count("chips") >= 3 and "You —" in results
    assert results.count(" (BOT) — ") == 2  # the two computers, marked as at the table
    async with await Store.open(tmp_path / "t.db") as store:
        player = await store.ensure_player("console", "Ann", "Ann")
        balance = await store.balance(COMMUNITY, player)
    assert f"Your balance now: {balance:,} chips." in screen
    assert balance in (GRANT - 100, GRANT - 100 + int(
        screen.split("The tournament starts! Prize pool ")[1].split(" ")[0].replace(",", "")))


async def test_quit_keeps_the_seat_and_the_next_run_goes_on(tmp_path: Path) -> None:
    clock = FakeClock()
    code, first = await session(tmp_path / "t.db", lambda screen: "q", kind="sitngo",
                                clock=clock)
    assert code == 0 and "Your place in the tournament is kept." in first
    assert "Prizes: place 1: 65 %, place 2: 35 %." in first  # six seats (NK-9.3)
    hand = first.count("begins.")
    clock.advance(100)
    code, second = await session(tmp_path / "t.db", lambda screen: "q", kind="sitngo",
                                 clock=clock)
    assert code == 0 and "Your Sit & Go continues (level 1)." in second
    assert "Sit & Go: 6 seats" not in second  # the same tournament, not a new one
    assert "Level 1: blinds 10/20 · next 15/30 in 3 min 20 s" in second  # its clock ran on
    assert hand >= 1


async def test_a_sit_and_go_in_finnish(tmp_path: Path) -> None:
    clock = FakeClock()
    code, screen = await session(tmp_path / "t.db", lambda screen: "q", kind="sitngo",
                                 clock=clock, lang="fi")
    assert code == 0
    assert "Sit & Go -turnaus: 6 paikkaa, osallistumismaksu 100 pelimerkkiä" in screen
    assert "Taso 1: blindit 10/20" in screen and "Paikkasi turnauksessa säilyy." in screen


async def test_hand_replays_a_finished_tournament_hand(tmp_path: Path) -> None:
    """"hand 1" at a tournament's table (issue 21): the first hand as the table saw it, then
    play goes on."""
    clock = FakeClock()
    play = calling(clock)
    asked: list[str] = []

    def decide(screen: str) -> str | None:
        if not asked and "Hand 2 " in screen:
            asked.append(screen)
            return "hand 1"
        return play(screen)

    code, screen = await session(tmp_path / "t.db", decide, kind="spin", clock=clock)
    assert code == 0 and asked
    replay = screen.split("Your choice: hand 1\n", 1)[1].lstrip()
    title = replay.splitlines()[0]
    assert title.startswith("Hand 1 at table ") and title.endswith(", as the table saw it:")
    assert "Results of the Spin" in replay  # the tournament went on to its end
