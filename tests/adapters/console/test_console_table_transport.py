"""The terminal as a transport of the shared poker table flow: presses of the table's buttons
go through `TableFront` (the chats' own), the table timers through its `tick` on an asyncio
wake-up, and what the flow shows, refuses, asks or tells is printed on the console's stream,
in the console's richer screens (every step narrated, the person's own view with a menu)."""

from __future__ import annotations

import asyncio
import io
import random
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from adapters.console.mtt import ConsoleMtt
from adapters.console.poker_screens import TableScreens
from adapters.console.screen import Screen
from adapters.console.table_transport import TIMER, ConsoleTables, ConsoleTableTransport
from adapters.console.tournament import ConsoleTournament
from adapters.console.transport import ConsolePress
from bot.callbacks import ButtonRef
from bot.frontend.poker import ACT, AMOUNT, CARDS, TABLE_TAGS
from bot.frontend.tables import TableFront
from bot.frontend.transport import PrivateLine
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables import Accounts, LiveTable, TableConfig, TableService
from bot.tournaments import TournamentService
from tests.adapters.console.poker_session import GRANT, Typist, session
from tests.bot.tables.tables_helpers import FakeClock

EN = Localizer("en")


@dataclass
class Terminal:
    out: io.StringIO
    transport: ConsoleTableTransport
    tables: ConsoleTables
    service: TableService
    clock: FakeClock
    player: int
    live: LiveTable

    def printed(self) -> str:
        """What was printed since the last call."""
        text = self.out.getvalue()
        self.out.seek(0)
        self.out.truncate()
        return text

    def ref(self, tag: str, verb: str, arg: int | None = None) -> ButtonRef:
        table = self.live.table
        return ButtonRef(tag, self.live.id, table.hand_no, table.hand_seq, verb, arg)


@asynccontextmanager
async def terminal(tmp_path: Path, *, lang: str = "en", policy: str = "always-call"
                   ) -> AsyncIterator[Terminal]:
    """A Hold'em table of three computers and the person, seated and shown through the flow
    (the console's own way: seated under the table's lock, then published)."""
    clock = FakeClock()
    async with await Store.open(tmp_path / "t.db") as store:
        service = TableService(store, communities="console", seeds=DerivedSeeds(11),
                               bot_policy=policy, clock=clock)
        out = io.StringIO()
        screen = Screen(out, Localizer(lang))
        transport = ConsoleTableTransport(screen, TableScreens(screen), clock=clock)
        tables = ConsoleTables([service], store, transport, clock=clock)
        accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=0)
        player = transport.player = (await accounts.open("console", "console", "t", "Tess")
                                     ).player
        config = TableConfig.standard("holdem", big_blind=10, seats=4, bots_allowed=True,
                                      decision_s=3600.0)
        live = await service.create("console", "console-poker", config)
        for index in range(3):
            await service.add_bot(live.id, f"BOT {index + 1}")
        async with tables.lock(live.id):
            joined = await service.join(live.id, player, "Tess", 500)
            await tables.publish(live.id, joined.outcomes)
        try:
            yield Terminal(out, transport, tables, service, clock, player, live)
        finally:
            await transport.close()


def _menu(term: Terminal) -> dict[str, ButtonRef]:
    return {option.label: option.ref for option in term.transport.options}


async def test_a_change_is_narrated_at_once_and_the_view_is_printed_at_the_next_read(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        told = term.printed()
        assert told.startswith("You sit down with 500 chips.\nHand 1 begins.\n")
        assert "Your cards:" not in told and term.transport.options == []  # not yet
        options = term.transport.present(term.live.id)
        shown = term.printed()
        assert shown.startswith("\nHand 1 · Texas Hold'em · blinds 5/10\nYour cards: ")
        assert shown.endswith(f"  {len(options)}) All-in (500)\n")
        assert [o.number for o in options] == list(range(1, len(options) + 1))
        assert term.transport.present(term.live.id) == options  # printed once per change
        assert term.printed() == ""
        assert await term.transport.shown_deal(term.live.id) == 1
        assert term.transport.current_deal(term.live.id) == 1


async def test_a_press_is_made_by_the_flow_committed_and_narrated(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.transport.present(term.live.id)
        term.printed()
        call = _menu(term)["Call 10"]
        press = ConsolePress(replace(call, tag=ACT))
        before = term.live.table.seq
        await term.tables.press(press, term.player, press.ref)
        told = term.printed()
        assert told.startswith("You call (10).\n"), told
        assert press.refused is None and not press.stale
        assert term.live.table.seq > before  # committed, and the computers played on
        async with await Store.open(tmp_path / "t.db") as other:
            record = await other.load_match(term.live.id)
        assert record is not None and record.seq == term.live.table.seq
        assert "Your cards:" in (term.transport.present(term.live.id) and term.printed())


async def test_a_refused_move_is_told_in_the_players_language_and_changes_nothing(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path, lang="fi") as term:
        term.transport.present(term.live.id)
        term.printed()
        before = term.live.table.seq
        press = ConsolePress(term.ref(ACT, "raise", 5))  # below the minimum raise
        await term.tables.press(press, term.player, press.ref)
        assert press.refused is not None
        fi = Localizer("fi")
        assert term.printed() == fi.t(press.refused.key, **press.refused.params) + "\n"
        assert term.live.table.seq == before


async def test_an_out_of_date_button_says_so_and_redraws_the_table_as_it_stands(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        term.transport.present(term.live.id)
        call = replace(_menu(term)["Call 10"], tag=ACT)
        await term.tables.press(ConsolePress(call), term.player, call)  # moves the table on
        term.transport.present(term.live.id)
        term.printed()
        old = replace(call, verb="fold")  # a button of the screen before
        stale = ConsolePress(old)
        await term.tables.press(stale, term.player, old)
        assert stale.stale and stale.refused is None
        assert term.printed() == EN.t("poker-console-reloaded") + "\n"
        term.transport.present(term.live.id)  # redrawn: printed again at the next read
        shown = term.printed()
        assert shown.startswith("\nHand 1 · Texas Hold'em") and "Your turn." in shown


async def test_other_amount_asks_on_the_prompt_line(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.transport.present(term.live.id)
        term.printed()
        asking = ConsolePress(term.ref(AMOUNT, "raise"))
        await term.tables.press(asking, term.player, asking.ref)
        assert asking.asked == (20, 500)
        assert term.printed() == "Amount (20–500): "
        raising = ConsolePress(term.ref(ACT, "raise"))
        assert await term.tables.move(raising, term.player, raising.ref, 60) is None
        assert term.printed().startswith("You raise to 60.\n")


async def test_private_lines_are_the_screens_own_and_my_cards_is_told(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.printed()
        transport = term.transport
        mine = PrivateLine(term.live.id, 1, term.player, "cards")
        assert await transport.send_private(mine)  # the screen shows them
        assert not await transport.send_private(replace(mine, player=term.player + 1))
        assert term.printed() == ""
        cards = ConsolePress(term.ref(CARDS, "show"))
        await term.tables.press(cards, term.player, cards.ref)
        assert term.printed().startswith("Hand 1 · your cards: ")


async def test_the_table_timer_is_a_wake_up_that_plays_the_timeout_through_the_flow(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        transport = term.transport
        assert TIMER in transport.waiting  # armed at the person's deadline (an hour away)
        term.printed()
        term.clock.advance(3601)  # the hour passed: the wake-up is due at once
        transport.arm_tables()
        for _ in range(50):
            await asyncio.sleep(0.01)
            if term.out.getvalue():
                break
        told = term.printed()
        assert told.startswith("You ran out of time.\nYou fold.\n"), told  # narrated
        assert TIMER in transport.waiting  # armed again at the next deadline


async def test_leaving_narrates_the_closing_and_clears_the_menu(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.transport.present(term.live.id)
        term.printed()
        async with term.tables.lock(term.live.id):
            outcomes = await term.service.stand(term.live.id, term.player)
            outcomes += await term.service.close(term.live.id)
            await term.tables.publish(term.live.id, outcomes)
        told = term.printed()
        assert re.search(r"^You leave the table with [\d,]+ chips\.$", told, re.M), told
        assert "The table is closed" in told
        assert term.transport.options == []
        assert term.transport.current_deal(term.live.id) is None
        assert term.transport.seat(term.live.id) == 3  # the rest was read through it


async def test_a_table_the_flow_closes_for_want_of_a_person_is_narrated_to_its_end(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        term.transport.present(term.live.id)
        term.printed()
        async with term.tables.lock(term.live.id):  # the person's seat freed, nothing else
            await term.tables.publish(term.live.id,
                                      await term.service.stand(term.live.id, term.player))
        told = term.printed()
        assert re.search(r"^You leave the table with [\d,]+ chips\.$", told, re.M), told
        assert "The table is closed" in told, told  # the closing, narrated too
        assert term.live.table.closed and term.transport.options == []


async def test_the_console_table_presses_its_buttons_through_the_shared_table_flow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pressed: list[tuple[str, str, int | None]] = []
    press = TableFront.press

    async def recorded(self: TableFront, click: object, player: int, ref: ButtonRef) -> None:
        pressed.append((ref.tag, ref.verb, ref.arg))
        await press(self, click, player, ref)

    monkeypatch.setattr(TableFront, "press", recorded)
    code, out = await session(tmp_path / "p.db", ["raise 60", "fold", "bet", "q"],
                              game="holdem", seed=11)
    assert code == 0
    assert pressed[:2] == [(ACT, "raise", 60), (ACT, "fold", None)]
    # "bet" without an amount is the chats' "Other amount", asked on the prompt line
    assert pressed[2][0] == AMOUNT and pressed[2][1] in ("bet", "raise")
    assert re.search(r"Your choice: bet\nAmount \([\d,]+–[\d,]+\): q\n", out)


async def test_a_tournament_at_the_console_presses_through_the_shared_table_flow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pressed: list[str] = []
    press = TableFront.press

    async def recorded(self: TableFront, click: object, player: int, ref: ButtonRef) -> None:
        pressed.append(ref.tag)
        await press(self, click, player, ref)

    monkeypatch.setattr(TableFront, "press", recorded)
    clock = FakeClock()
    out = io.StringIO()
    lines = iter(["call", "check", "fold", "fold"])
    typist = Typist(out, lambda screen: next(lines, None))
    async with await Store.open(tmp_path / "t.db", clock=clock) as store:
        service = TournamentService(store, clock=clock, communities="console",
                                    seeds=DerivedSeeds(3), draw=random.Random(3))
        accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=3600)
        console = ConsoleTournament(service, accounts, EN, "Ann", kind="sitngo",
                                    stdin=typist,  # type: ignore[arg-type]
                                    stdout=out, clock=clock)
        assert await console.run() == 0
    assert pressed and set(pressed) <= TABLE_TAGS
    assert out.getvalue().count("Level 1: blinds 10/20") >= len(pressed)  # status per menu


async def test_a_scheduled_tournament_at_the_console_presses_through_the_shared_table_flow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pressed: list[tuple[str, str]] = []
    press = TableFront.press

    async def recorded(self: TableFront, click: object, player: int, ref: ButtonRef) -> None:
        pressed.append((ref.tag, ref.verb))
        await press(self, click, player, ref)

    monkeypatch.setattr(TableFront, "press", recorded)
    out = io.StringIO()
    lines = iter(["fold", "tables", "fold"])
    typist = Typist(out, lambda screen: next(lines, None))
    async with await Store.open(tmp_path / "m.db") as store:
        accounts = Accounts(store, grant=GRANT, refill_amount=500, refill_cooldown_s=3600)
        console = ConsoleMtt(store, accounts, EN, "Ann", stdin=typist,  # type: ignore[arg-type]
                             stdout=out, bots=8)
        try:
            assert await console.run() == 0
        finally:
            await console.mtt.stop()
    assert pressed == [(ACT, "fold"), (ACT, "fold")]
    shown = out.getvalue()
    assert shown.count("Your choice: fold\nYou fold.\n") == 2  # narrated once, at once
    # the table before each of the four reads ("tables" too; the last meets the input's end)
    assert shown.count("Your turn.") == shown.count("Your choice:") == 4
