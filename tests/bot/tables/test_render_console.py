"""The poker renderer, the console front end and the `feltbot` poker sub-commands."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from adapters.cli import main
from adapters.console.poker import ConsolePoker
from bot.i18n import Localizer
from bot.render import poker as render
from bot.store import LedgerRow, Store
from bot.tables import Accounts, TableConfig, TableService
from bot.views import CardList, render_plain
from tests.bot.tables.tables_helpers import COMMUNITY, FakeClock, open_players


async def test_views_show_own_cards_only_and_buttons_carry_hand_and_seq(
    store: Store, clock: FakeClock
) -> None:
    service = TableService(store, clock=clock)
    players = await open_players(store, 3)
    live = await service.create(COMMUNITY, "room", TableConfig.standard("holdem", big_blind=10))
    for player in players:
        await service.sit(live.id, player, "P", 500)
    table = live.table
    seat = table.to_act
    assert seat is not None and table.hand is not None
    mine = render.private_view(live.id, table.private_view(seat))
    cards = [line for line in mine.lines if isinstance(line, CardList)]
    own = table.hand.private_view(seat)["hole"]
    assert list(cards[0].cards) == own
    public = render.table_view(live.id, table.public_view())
    shown = {code for line in public.lines if isinstance(line, CardList) for code in line.cards}
    for other in range(table.config.seats):
        if table.in_hand(other):
            assert not shown & set(table.hand.private_view(other)["hole"])
    ids = [button.command_id for button in mine.buttons]
    assert ids and all(f".{live.id}.{table.hand_no}.{table.hand_seq}." in i for i in ids)
    legal = {o.kind: o for o in table.hand.legal_actions(seat)}
    raise_to = [b.params["amount"] for b in mine.buttons if b.label_key.startswith("poker-preset")]
    assert raise_to and all(legal["raise"].min <= a <= legal["raise"].max for a in raise_to)
    text = "\n".join(render_plain(mine, Localizer("en")))
    assert "Your turn." in text and "blinds 5/10" in text


@pytest.mark.parametrize(("game", "lang"), [("holdem", "en"), ("omaha", "fa"), ("naiko", "fi")])
def test_console_plays_hands_against_bots_and_resumes(
    tmp_path: Path, game: str, lang: str
) -> None:
    db = tmp_path / "console.db"
    moves = "\n".join(["1"] * 12 + ["q"]) + "\n"
    out = io.StringIO()
    assert main(["play", "--game", game, "--lang", lang, "--db", str(db)],
                stdin=io.StringIO(moves), stdout=out) == 0
    text = out.getvalue()
    assert "BOT" in text or "ربات" in text or "BOTTI" in text
    again = io.StringIO()
    assert main(["play", "--game", game, "--lang", lang, "--db", str(db)],
                stdin=io.StringIO("q\n"), stdout=again) == 0
    assert again.getvalue()  # the saved table continues: no new welcome, the turn is shown


def test_cli_simulate_poker_json(tmp_path: Path) -> None:
    out = io.StringIO()
    db = tmp_path / "sim.db"
    argv = ["simulate", "omaha", "--tables", "2", "--hands", "5", "--players", "3", "--seed",
            "9", "--db", str(db), "--json"]
    assert main(argv, stdout=out) == 0
    report = json.loads(out.getvalue())
    assert report["hands"] == 10 and report["actions"] > 0 and report["conserved"]
    assert report["chips_end"] == report["chips_start"] + report["refilled"]
    assert {"elapsed_s", "chips_start", "chips_end"} <= set(report)
    assert db.exists()


def _console(store: Store, grant: int, out: io.StringIO) -> tuple[TableService, ConsolePoker]:
    service = TableService(store, communities="console")
    accounts = Accounts(store, grant=grant, refill_amount=500, refill_cooldown_s=0)
    console = ConsolePoker(service, accounts, Localizer("en"), "Ann", game="holdem",
                           stdin=io.StringIO(""), stdout=out)
    return service, console


async def test_nk_7_1_console_without_the_minimum_opens_no_table(store: Store) -> None:
    out = io.StringIO()
    _, console = _console(store, 100, out)  # the minimum buy-in is 400
    assert await console.run() == 1
    assert Localizer("en").t("poker-console-no-chips") in out.getvalue()
    assert await store.load_open_matches() == []


async def test_nk_7_1_console_refills_a_broke_balance_then_rebuys(store: Store) -> None:
    out = io.StringIO()
    service, console = _console(store, 1000, out)
    player = (await console.accounts.open("console", "console", "Ann", "Ann")).player
    live = await service.create("console", "terminal", TableConfig.standard("holdem"))
    await service.join(live.id, player, "Ann")  # alone: no hand is dealt; balance 0
    seat = live.table.require_seat(player)
    occupant = live.table.seats[seat]
    assert occupant is not None and await store.balance("console", player) == 0
    # As if the last hand took it all and its winner left with it (stored too: a refill
    # reads the store; the chips leave the table's escrow with the winner).
    winner = await store.ensure_player("console", "Bob", "Bob")
    taken = occupant.stack
    occupant.stack = 0
    live.table.seq += 1
    await store.commit_action(
        live.id, live.table.seq - 1, state_json=json.dumps(live.table.to_dict()),
        seq=live.table.seq, deal_no=live.table.hand_no, action_json="{}", events_json="[]",
        ledger_rows=[LedgerRow("console", winner, taken, "cash_out")], escrow=0,
    )
    assert await console._recharge(live, player, seat)
    assert occupant.stack == 500 and await store.balance("console", player) == 0
    assert "500" in out.getvalue()
