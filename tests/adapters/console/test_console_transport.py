"""The terminal as a transport of the shared match flow: presses go through `MatchFront` (the
chats' own), and what the flow shows, refuses, asks or times is printed on the console's
stream, in the console's richer screens."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from adapters.console.game import ConsoleGame, ConsolePlayer
from adapters.console.screen import Screen
from adapters.console.screens import UpDownScreens
from adapters.console.transport import ConsoleMatches, ConsolePress, ConsoleTransport
from bot.callbacks import ButtonRef
from bot.commands import Outcome
from bot.frontend.matches import MatchFront
from bot.frontend.screen import ACT, AMOUNT, CARDS
from bot.frontend.transport import PrivateLine, WakeUp
from bot.i18n import Localizer
from bot.matches import DerivedSeeds, MatchService
from bot.store import Store

EN = Localizer("en")


@dataclass
class Terminal:
    out: io.StringIO
    transport: ConsoleTransport
    matches: ConsoleMatches
    player: int
    match_id: int

    def printed(self) -> str:
        """What was printed since the last call."""
        text = self.out.getvalue()
        self.out.seek(0)
        self.out.truncate()
        return text

    def now(self) -> Outcome:
        return self.matches.service.snapshot(self.match_id)

    def ref(self, tag: str, verb: str, arg: int | None = None) -> ButtonRef:
        now = self.now()
        return ButtonRef(tag, self.match_id, now.deal_no, now.seq, verb, arg)


@asynccontextmanager
async def terminal(tmp_path: Path, *, lang: str = "en", opponent: str = "always-call"
                   ) -> AsyncIterator[Terminal]:
    """An Up/Down match against the computer, opened and shown through the flow."""
    async with await Store.open(tmp_path / "t.db") as store:
        service = MatchService(store, seeds=DerivedSeeds(3))
        out = io.StringIO()
        transport = ConsoleTransport(service, Screen(out, Localizer(lang)), UpDownScreens())
        matches = ConsoleMatches(transport)
        player, _ = await service.ensure_account("console", "console", "t", "Tess", 1000)
        transport.player = player
        match_id, outcomes = await service.start_match("console", player, "updown",
                                                       opponent=opponent)
        await matches.start(match_id, outcomes)
        try:
            yield Terminal(out, transport, matches, player, match_id)
        finally:
            await transport.close()


async def test_a_new_match_narrates_the_deal_then_prints_the_table_and_its_menu(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        shown = term.printed()
        hand = term.now().private_views[0]["hand"]
        assert shown.startswith("\nYou were dealt ")  # the step, then the table
        assert "Up/Down · deal 1\nYour cards:" in shown and shown.endswith(
            "  2) Lock card 2: " + _face(hand[1]) + "\n")
        options = term.transport.options
        assert [(o.number, o.ref.verb, o.ref.arg) for o in options] == [
            (1, "lock", 0), (2, "lock", 1)]
        assert await term.transport.shown_deal(term.match_id) == 1


async def test_a_press_is_made_by_the_flow_and_every_step_is_narrated(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.printed()
        press = ConsolePress(term.transport.options[0].ref)
        await term.matches.press(press, term.player, press.ref)
        shown = term.printed()
        assert shown.startswith("You locked a card.\nComputer locked a card.\n\nUp/Down")
        assert press.refused is None and not press.stale and press.asked is None
        assert term.now().private_views[0]["locked_slot"] == 0  # committed
        assert [o.ref.verb for o in term.transport.options] == ["check", "bet", "all_in"]


async def test_a_refused_move_is_told_in_the_players_language_and_changes_nothing(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path, lang="fi") as term:
        term.printed()
        before = term.now().seq
        press = ConsolePress(term.ref(ACT, "raise", 5))  # nothing to raise yet
        await term.matches.press(press, term.player, press.ref)
        assert press.refused is not None
        assert term.printed() == Localizer("fi").error(press.refused) + "\n"
        assert term.now().seq == before


async def test_an_out_of_date_button_says_so_and_redraws_the_match_as_it_stands(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        old = term.transport.options[0].ref
        await term.matches.press(ConsolePress(old), term.player, old)  # moves the match on
        term.printed()
        again = ConsolePress(term.transport.options[0].ref)
        stale = ConsolePress(old)
        await term.matches.press(stale, term.player, old)
        shown = term.printed()
        assert stale.stale and stale.refused is None
        assert shown.startswith(EN.t("console-reloaded") + "\n\nUp/Down · deal 1\n")
        assert term.transport.options[0].ref == again.ref  # the menu of the state now


async def test_other_amount_asks_on_the_prompt_line_and_the_answer_is_a_move(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        lock = term.transport.options[0].ref
        await term.matches.press(ConsolePress(lock), term.player, lock)
        term.printed()
        asking = ConsolePress(term.ref(AMOUNT, "bet"))
        await term.matches.press(asking, term.player, asking.ref)
        assert asking.asked == (1, 19)
        assert term.printed() == "Amount (1–19): "
        bet = ConsolePress(term.ref(ACT, "bet"))
        assert await term.matches.move(bet, term.player, bet.ref, 3) is None
        assert "You bet 3." in term.printed()


async def test_private_lines_are_the_screens_own_and_my_cards_is_told(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.printed()
        transport = term.transport
        mine = PrivateLine(term.match_id, 1, term.player, "cards")
        assert await transport.send_private(mine)  # the screen printed holds them
        assert not await transport.send_private(replace(mine, player=term.player + 1))
        assert term.printed() == ""
        cards = ConsolePress(term.ref(CARDS, "show"))
        await term.matches.press(cards, term.player, cards.ref)
        assert term.printed().startswith("Deal 1 · your cards: 1) ")


async def test_the_turn_timer_is_armed_with_asyncio_and_replaced_or_cleared(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        transport = term.transport
        fired: list[tuple[int, int]] = []

        async def timeout(key: int, seq: int) -> None:
            fired.append((key, seq))

        transport.timeout = timeout
        now = term.now()
        transport.arm(replace(now, deadline=_later(3600)))
        transport.arm(replace(now, deadline=_later(0.01)))  # the same match: replaces it
        await asyncio.sleep(0.05)
        assert fired == [(term.match_id, now.seq)]
        transport.arm(replace(now, deadline=_later(0.01)))
        transport.arm(replace(now, deadline=None))  # disarmed
        await asyncio.sleep(0.05)
        assert fired == [(term.match_id, now.seq)]


async def test_a_wake_up_of_the_same_name_replaces_the_waiting_one_and_close_ends_all(
    tmp_path: Path,
) -> None:
    async with terminal(tmp_path) as term:
        transport = term.transport
        ran: list[str] = []

        def work(name: str) -> WakeUp:
            async def run() -> None:
                ran.append(name)
            return run

        transport.wake("redraw:1", 0.01, work("first"))
        transport.wake("redraw:1", 0.01, work("second"))
        transport.wake("private:1:2", 0.01, work("other"))
        await asyncio.sleep(0.05)
        assert sorted(ran) == ["other", "second"]
        transport.wake("redraw:1", 0.01, work("late"))
        await transport.close()
        await asyncio.sleep(0.05)
        assert "late" not in ran


async def test_the_end_of_a_match_is_printed_once_and_clears_the_menu(tmp_path: Path) -> None:
    async with terminal(tmp_path) as term:
        term.printed()
        assert term.transport.closed(term.match_id) is None
        ended = await term.matches.cancel(term.match_id)
        assert term.transport.closed(term.match_id) == ended
        assert term.transport.options == []
        assert term.transport.current_deal(term.match_id) is None
        shown = term.printed()
        assert shown == "\n" + EN.t("chat-cancelled") + "\n"  # the stakes went back
        await term.matches.draw(term.match_id)  # nothing left to draw
        assert term.printed() == ""


def _face(code: object) -> str:
    from bot.render.cards import face
    return face(str(code))


def _later(seconds: float) -> float:
    import time
    return time.time() + seconds


async def test_the_console_game_presses_its_buttons_through_the_shared_match_flow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    pressed: list[tuple[str, str, int | None]] = []
    press = MatchFront.press

    async def recorded(self: MatchFront, click: object, player: int, ref: ButtonRef) -> None:
        pressed.append((ref.tag, ref.verb, ref.arg))
        await press(self, click, player, ref)

    monkeypatch.setattr(MatchFront, "press", recorded)
    out = io.StringIO()
    async with await Store.open(tmp_path / "g.db") as store:
        game = ConsoleGame(MatchService(store, seeds=DerivedSeeds(3)), EN,
                           ConsolePlayer("t", "Tess"), stdin=io.StringIO("lock 2\nbet\n3\nq\n"),
                           stdout=out, grant=1000, opponent="always-call")
        assert await game.run() == 0
    # "bet" without an amount is the chats' "Other amount"; the typed answer, a bet of 3
    assert pressed == [(ACT, "lock", 1), (AMOUNT, "bet", None), (ACT, "bet", 3)]
    assert "Amount (1–19): 3\nYou bet 3.\nComputer calls 3.\n" in out.getvalue()
