"""A private table's host, written once for every chat (`bot.frontend.hosting`) over the
seating flow of `test_seating` (a real store, a fake transport), and the typed words of the
commands (`bot.frontend.words`): create and invite, change a setting from the next hand, seat a
computer player only where allowed, close; a non-host is refused and nothing changes."""

from __future__ import annotations

import pytest

from bot.frontend import words
from bot.frontend.hosting import HostFront, settings_text
from bot.frontend.seating import Asker
from bot.tables import LiveTable, TableConfig
from tests.bot.frontend import test_seating
from tests.bot.frontend.test_seating import EN, World

world = test_seating.world  # the seating tests' world, as a fixture here too


class Invites:
    def __init__(self) -> None:
        self.sent: list[tuple[int, int]] = []

    async def __call__(self, live: LiveTable, host: Asker) -> None:
        self.sent.append((live.id, host.player))


def host_of(world: World) -> HostFront:
    return HostFront(world.seating, bot_name="BOT {}".format)


async def test_nk_7_2_the_host_creates_invites_and_changes_the_next_hands_settings(
    world: World,
) -> None:
    host, invites = host_of(world), Invites()
    await host.command(world.asker("Ana"), ["omaha", "40"], invites)
    live = host.hosted(world.asker("Ana"))
    assert live is not None and live.table.private and live.table.host == world.people["Ana"]
    assert live.table.config.mode == "omaha" and live.table.config.big_blind == 40
    assert not live.table.config.bots_allowed
    assert invites.sent == [(live.id, world.people["Ana"])]
    await host.command(world.asker("Ana"), [], invites)  # shown again, a new invitation
    assert len(invites.sent) == 2
    await host.command(world.asker("Ana"), ["blinds", "100"], invites)
    changed = live.table.pending_config or live.table.config
    assert (changed.small_blind, changed.big_blind) == (50, 100)
    assert world.said()[-1] == settings_text(changed, EN)
    await host.command(world.asker("Ana"), ["timer", "abc"], invites)
    assert world.said()[-1] == EN.t("poker-table-usage")
    await host.command(world.asker("Ana"), ["holdem", "50"], invites)  # one table a host
    assert world.said()[-1] == EN.t("poker-table-hosting-already")
    # NK-8.1: every decision has a timer; one of millions of years would be none (and
    # overflows the chats' job queues), so it is refused with the range.
    for seconds in ("4", "3601", "999999999999999"):
        await host.command(world.asker("Ana"), ["timer", seconds], invites)
        assert world.refusals()[-1] == "error-table-timer"
    assert (live.table.pending_config or live.table.config).decision_s <= 3600
    await world.conserved()


async def test_only_the_host_may_change_or_close_and_bots_need_allowing(world: World) -> None:
    host, invites = host_of(world), Invites()
    await host.command(world.asker("Ana"), [], invites)
    live = host.hosted(world.asker("Ana"))
    assert live is not None
    await host.command(world.asker("Ben"), ["close"], invites)
    assert world.refusals() == ["error-not-host"]
    await host.command(world.asker("Ana"), ["bot"], invites)
    assert world.refusals()[-1] == "error-bots-not-allowed"
    await host.command(world.asker("Ana"), ["bots", "on"], invites)
    await host.command(world.asker("Ana"), ["bot"], invites)
    assert [s.name for s in live.table.seats if s is not None and s.is_bot] == ["BOT 1"]
    await host.command(world.asker("Ana"), ["close"], invites)
    assert world.desk.find(live.id) is None or world.desk.find(live.id).table.closing
    await world.conserved()


@pytest.mark.parametrize(("typed", "expected"), [
    (["blinds", "٢٠٠"], (100, 200)),  # digits in any script
    (["bots", "on"], True),
    (["timer", "45"], 45.0),
])
def test_table_settings_words(typed: list[str], expected: object) -> None:
    config = words.table_settings(TableConfig.standard("holdem"), typed)
    assert config is not None
    got = {"blinds": (config.small_blind, config.big_blind), "bots": config.bots_allowed,
           "timer": config.decision_s, "mode": config.mode}[typed[0]]
    assert got == expected


@pytest.mark.parametrize("typed", [[], ["blinds"], ["bots", "maybe"], ["mode", "chess"],
                                   ["mode", "naiko"],  # a table keeps its mode
                                   ["seats", "4"]])
def test_table_settings_words_outside_the_usage(typed: list[str]) -> None:
    assert words.table_settings(TableConfig.standard("holdem"), typed) is None


def test_tournament_words() -> None:
    fmt = words.tourney_format("sitngo", ["3", "50"], 7.0)
    assert fmt is not None and fmt.seats == 3 and fmt.entry == 50 and fmt.decision_s == 7.0
    spin = words.tourney_format("spin", ["20"], 9.0)
    assert spin is not None and spin.entry == 20
    assert words.tourney_format("sitngo", ["x"], 9.0) is None
    assert words.tourney_format("sitngo", ["99"], 9.0) is None  # no such table size
    assert words.tourney_format("sitngo", ["6", "100", "7"], 9.0) is None  # a word too many
    assert words.tourney_format("spin", ["100", "200"], 9.0) is None
    found = words.schedule(["30", "200", "4", "omaha", "stack=3000", "level=5"], 1000.0, 20.0)
    assert found is not None
    schedule, bots = found
    assert schedule.start_at == 1000.0 + 30 * 60 and schedule.entry == 200 and bots == 4
    assert schedule.mode == "omaha" and schedule.starting_stack == 3000
    # The numbers are minutes, entry, BOTs: an entry alone brings no BOTs, nothing the usual entry.
    assert words.schedule(["30", "50"], 0.0, 20.0) is not None
    assert words.schedule(["30", "50"], 0.0, 20.0)[1] == 0
    assert words.schedule(["30", "50"], 0.0, 20.0)[0].entry == 50
    assert words.schedule(["30"], 0.0, 20.0)[1] == 0
    assert words.schedule(["30"], 0.0, 20.0)[0].entry == 100
    for wrong in ([], ["soon"], ["0"], ["30", "stack=1", "stack=2"], ["30", "colour=red"],
                  [str(words.MAX_MINUTES + 1)], ["30", "100", str(words.MAX_BOTS + 1)],
                  ["30", "omaha", "naiko"]):
        assert words.schedule(wrong, 0.0, 20.0) is None, wrong
