"""Poker tables through the real discord.py client: a Hold'em hand with a side pot and an
amount typed into the dialog, a private table, a Naiko power, a timeout and a restart.

Every test ends with the `bot` fixture's guard: no public message ever showed a card that the
game had not made public (board, showdown).
"""

from __future__ import annotations

import asyncio

import pytest

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import CHANNEL_ID, GUILD_ID, FakeDiscord, Member, Message
from tests.e2e.discord.harness import CARD, Bot, assert_no_hidden_card
from tests.e2e.discord.poker_steps import (
    button,
    changed,
    click,
    ephemeral_text,
    has_button,
    poker_table,
    turn,
    turn_of,
)

STARTING_GRANT = 1000


async def open_cash(
    server: FakeDiscord, member: Member, *, bots: int, buy_in: int, mode: str = "holdem",
    seats: int = 3,
) -> None:
    command = await server.slash(
        member, "poker", "cash", {"mode": mode, "seats": seats, "bots": bots, "buy_in": buy_in}
    )
    await server.wait_answered(command)
    await ephemeral_text(server, member, "Your table is open")


async def chips_everywhere(bot: Bot, members: list[Member]) -> int:
    """Balances plus chips at the tables, for the people playing (bots have no account)."""
    assert bot.client is not None
    total = 0
    service = bot.client.desk.cash
    for member in members:
        player = await bot.store.ensure_player("discord", member.id, member.name)
        total += await bot.store.balance(GUILD_ID, player)
        total += service.chips_at_tables(GUILD_ID, player)
        for live in service:  # chips already in the pot of a hand in play
            seat = live.table.seat_of(player)
            if seat is not None and live.table.hand is not None and live.table.live:
                total += int(live.table.hand.public_view()["seats"][seat]["total"])
    return total


async def test_holdem_side_pot_with_an_amount_typed_in_the_dialog(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob, carol = (server.add_member(n) for n in ("Alice", "Bob", "Carol"))
    people = {"Alice": alice, "Bob": bob, "Carol": carol}
    await open_cash(server, alice, bots=0, buy_in=400)
    table = poker_table(server)
    assert "Alice · 400" in table.content and turn_of(table) is None  # nobody to play yet

    joined = await server.slash(bob, "poker", "join", {"buy_in": 1000})
    await server.wait_answered(joined)
    await ephemeral_text(server, bob, "You are seated")
    # Carol takes the third seat with the table's Join button (her whole balance).
    sit = await click(server, carol, poker_table(server), "Sit down")
    await ephemeral_text(server, carol, "You are seated")
    assert sit.response_type == 5

    # Hands 1 and 2 (Alice and Bob only: Carol, seated during hand 1, waits for the big blind,
    # NK-7.1): whoever acts folds, so hand 3 deals all three in, Carol posting the big blind.
    table = await turn(server, lambda who: who in people)
    for number in (2, 3):
        first = turn_of(table)
        assert first is not None
        await click(server, people[first], table, "Fold" if has_button(table, "Fold") else "Check")
        table = await turn(
            server,
            lambda who, n=number: who in people and f"Hand {n} " in poker_table(server).content,
        )
    assert "Carol posts a blind of 20" in "\n".join(server.public_texts())

    # Someone who is not to act is told so, ephemerally; the table does not change.
    bystander = next(m for n, m in people.items() if n != turn_of(table))
    seen = len(table.history)
    await click(server, bystander, table, any_action(table))
    await ephemeral_text(server, bystander, "It is not your turn.")
    assert len(table.history) == seen

    raised = False
    for _ in range(20):
        table = poker_table(server)
        who = turn_of(table)
        if who not in people or not table.buttons():
            break
        member = people[who]
        seen = len(table.history)
        if who == "Alice" and has_button(table, "All-in"):
            await click(server, member, table, "All-in")
        elif who == "Bob" and not raised and has_button(table, "Other amount"):
            opened = await click(server, member, table, "Other amount")
            assert opened.response_type == 9  # the dialog
            modal = opened.responses[0]["data"]
            label = modal["components"][0]["components"][0]["label"]
            bounds = label.removeprefix("Amount from ").replace(",", "").split(" to ")
            low, high = (int(x) for x in bounds)
            amount = min(max(low, 700), high)
            sent = await server.submit_modal(member, opened, {"amount": str(amount)})
            await server.wait_answered(sent)
            raised = True
        elif has_button(table, "Call"):
            await click(server, member, table, "Call")
        else:
            await click(server, member, table, "Check")
        await changed(server, table, seen)
        await server.wait_for(
            lambda: turn_of(poker_table(server)) is None or poker_table(server).buttons(),
            what="the table to settle",
        )
        if "Hand 4 " in poker_table(server).content:
            break
    assert raised
    texts = "\n".join(server.public_texts())
    assert "Side pot 1:" in texts, "Alice's short all-in makes a side pot"
    assert "Alice goes all-in" in texts or "Alice calls" in texts
    await bot.client.controller.tables.drain()  # type: ignore[union-attr]
    assert await chips_everywhere(bot, [alice, bob, carol]) == 3 * STARTING_GRANT


def any_action(message: Message) -> str:
    for label in message.labels():
        if label.startswith(("Fold", "Call", "Check")):
            return label
    raise AssertionError(message.labels())


async def test_private_table_refuses_members_not_invited(server: FakeDiscord, bot: Bot) -> None:
    alice, bob, carol = (server.add_member(n) for n in ("Alice", "Bob", "Carol"))
    command = await server.slash(alice, "poker", "private", {"bots": 1, "buy_in": 1000})
    await server.wait_answered(command)
    invitation = await ephemeral_text(server, alice, "/poker join code:")
    code = invitation.rsplit("code:", 1)[1].strip()
    assert code not in "\n".join(server.public_texts())  # the code is the host's alone

    # Bob has no invitation: neither the Join button nor /poker join seat him.
    await click(server, bob, poker_table(server), "Sit down")
    await ephemeral_text(server, bob, "This is a private table")
    plain = await server.slash(bob, "poker", "join")
    await server.wait_answered(plain)
    await ephemeral_text(server, bob, "There is no poker table for you")
    wrong = await server.slash(bob, "poker", "join", {"code": "x" * len(code)})
    await server.wait_answered(wrong)
    assert not [m for m in server.channel_messages() if "Bob ·" in m.content]

    # Carol has the code: she sits.
    accepted = await server.slash(carol, "poker", "join", {"code": code})
    await server.wait_answered(accepted)
    await ephemeral_text(server, carol, "You are seated")
    await server.wait_for(lambda: "Carol ·" in poker_table(server).content, what="Carol seated")


async def test_naiko_power_card_stays_private(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=2, buy_in=1000, mode="naiko")
    for _ in range(12):
        table = await turn(server, "Alice")
        if has_button(table, "Glance") or has_button(table, "Swap card 1"):
            break
        seen = len(table.history)
        await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
        await changed(server, table, seen)
    else:
        raise AssertionError("no hand offered Alice a private power")
    assert "Powers this hand:" in table.content
    if has_button(table, "Glance"):
        await click(server, alice, table, "Glance")
        private = await ephemeral_text(server, alice, "Steal glance: the next card is ")
        secret = private.rsplit("is ", 1)[1].rstrip(".")
    else:
        await click(server, alice, table, "Swap card 1")
        private = await ephemeral_text(server, alice, "Sleeve swap: ")
        secret = private.rsplit("you got ", 1)[1].rstrip(".")
    await server.wait_for(  # and by DM
        lambda: any(secret in m.content for m in server.dms_to(alice)), what="the DM"
    )
    # The power does not end the turn; the channel never saw the card.
    table = await turn(server, "Alice")
    assert secret not in "\n".join(server.public_texts())


async def test_timeout_checks_or_folds(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    table = await turn(server, "Alice")
    could_check = has_button(table, "Check")
    assert "<t:" in table.content  # the deadline, counted down by each client
    bot.clock_offset += 3600  # the decision time (45 s) is long gone
    assert bot.client is not None
    bot.client.controller.timer.poke()
    await server.wait_for(
        lambda: "Alice ran out of time." in "\n".join(server.public_texts()),
        what="the timeout",
    )
    texts = "\n".join(server.public_texts())
    assert ("Alice checks." if could_check else "Alice folds.") in texts


async def test_restart_mid_hand_keeps_the_old_buttons(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    table = await turn(server, "Alice")
    before = table.content
    old_call = button(table, "Call") if has_button(table, "Call") else button(table, "Check")

    await bot.restart()

    # The same message is the table (redrawn where the store has it), old buttons and all,
    # with the hand's lines read back from the store ("Hand 1 begins.", the blinds): only the
    # deadline may have moved (given back for the downtime), so a quick restart leaves the
    # message as it was.
    assert poker_table(server).id == table.id and turn_of(table) == "Alice"
    assert "Hand 1 begins." in before
    assert timeless(table.content) == timeless(before)
    assert old_call in [b["custom_id"] for b in table.buttons()]
    seen = len(table.history)
    pressed = await server.click(alice, table, old_call)
    await server.wait_answered(pressed)
    await changed(server, table, seen)
    texts = "\n".join(server.public_texts())
    assert "Alice calls" in texts or "Alice checks." in texts


def timeless(text: str) -> list[str]:
    """A table message's lines but its deadline ("<t:…:R>")."""
    return [line for line in text.splitlines() if "<t:" not in line]


async def test_closed_dms_show_hole_cards_only_by_my_cards(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice", dms_open=False)
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    notice = await ephemeral_text(server, alice, "cannot send you direct messages")
    hole = CARD.findall(notice)
    assert len(hole) == 2 and server.dms_to(alice) == []
    table = await turn(server, "Alice")
    mine = await click(server, alice, table, "My cards")
    answer = mine.answer()
    assert answer is not None and answer.kind == "ephemeral" and answer.recipient == alice.id
    assert CARD.findall(answer.content) == hole


async def test_host_cancels_a_table_and_every_stack_returns(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await open_cash(server, alice, bots=1, buy_in=600, seats=3)
    await turn(server, "Alice")
    refused = await server.slash(bob, "cancel")
    await server.wait_answered(refused)
    await ephemeral_text(server, bob, "Only the host or a member with Manage Server")

    cancel = await server.slash(alice, "cancel")
    await server.wait_answered(cancel)
    await server.wait_for(
        lambda: "The table closes after the hand in play" in "\n".join(server.public_texts()),
        what="closing",
    )
    # The hand in play finishes first (Alice's decisions time out), then everyone cashes out.
    assert bot.client is not None
    for _ in range(10):
        if not list(bot.client.desk.cash):
            break
        bot.clock_offset += 3600
        bot.client.controller.timer.poke()
        await asyncio.sleep(0.05)
    await server.wait_for(
        lambda: "The table is closed" in "\n".join(server.public_texts()), what="the close"
    )
    assert not list(bot.client.desk.cash)
    # Her stack came back: a cash-out row, nothing left at a table; only the blinds of the
    # hand that was played out (timeouts check or fold, the computer only calls) were at stake.
    player = await bot.store.ensure_player("discord", alice.id, "Alice")
    rows = await bot.store.ledger(GUILD_ID, player)
    assert [r.reason for r in rows] == ["grant", "buy_in", "cash_out"]
    assert bot.client.desk.cash.chips_at_tables(GUILD_ID, player) == 0
    assert abs(rows[-1].balance_after - STARTING_GRANT) <= 20
    assert poker_table(server).buttons() == []


async def test_rules_stats_and_refill(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    for game, words in (("holdem", "Texas Hold'em"), ("asnas", "As-Nas"), ("naiko", "spark")):
        rules = await server.slash(alice, "rules", options={"game": game})
        await server.wait_answered(rules)
        await ephemeral_text(server, alice, words)
    refill = await server.slash(alice, "refill")
    await server.wait_answered(refill)
    await ephemeral_text(server, alice, Localizer("en").t("error-refill-not-broke"))
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    table = await turn(server, "Alice")
    seen = len(table.history)
    await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
    await changed(server, table, seen)
    # All her chips sit at the table: that is not broke, so no refill.
    refused = await server.slash(alice, "refill")
    await server.wait_answered(refused)
    assert refused.answer() is not None
    stats = await server.slash(alice, "stats")
    await server.wait_answered(stats)
    text = await ephemeral_text(server, alice, "Alice here: 0 matches, 1 poker table,")
    # chips still at her table are hers: the result is what she won or lost there so far
    assert bot.client is not None
    (live,) = list(bot.client.desk.cash)
    player = await bot.store.ensure_player("discord", str(alice.id), alice.name)
    seat = live.table.seat_of(player)
    assert seat is not None
    net = live.table.seat_chips(seat) - 1000
    hands = text.split("table, ")[1].split(" hand")[0]  # (the hands dealt so far)
    assert text == Localizer("en").t("chat-stats", name="Alice", matches=0, tables=1,
                                     hands=int(hands), net=net, balance=0)


async def test_the_guard_catches_a_hole_card_shown_in_public(
    server: FakeDiscord, bot: Bot
) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    dm = await server.wait_for(lambda: server.dms_to(alice), what="Alice's cards")
    hole = CARD.findall(dm[0].content)
    assert len(hole) == 2
    assert_no_hidden_card(server, await bot.revealed_faces())  # the real channel is clean
    leak = server._new_message(CHANNEL_ID, "channel", {"content": f"psst: {hole[0]}"})
    with pytest.raises(AssertionError, match="never revealed"):
        assert_no_hidden_card(server, await bot.revealed_faces())
    del server.messages[leak.id]  # (the fixture runs the guard again at the end)


async def test_leave_mid_hand_cashes_out_when_the_hand_ends(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=500, seats=2)
    await turn(server, "Alice")
    left = await server.slash(alice, "poker", "leave")
    await server.wait_answered(left)
    await ephemeral_text(server, alice, "You left the table")
    # A leaving seat is played by the server (check, else fold) until the hand ends.
    await server.wait_for(
        lambda: "Alice leaves the table with" in "\n".join(server.public_texts()),
        what="Alice's cash-out",
    )
    player = await bot.store.ensure_player("discord", alice.id, "Alice")
    rows = await bot.store.ledger(GUILD_ID, player)
    assert [r.reason for r in rows] == ["grant", "buy_in", "cash_out"]
    assert abs(rows[-1].balance_after - STARTING_GRANT) <= 20
    again = await server.slash(alice, "poker", "leave")
    await server.wait_answered(again)
    await ephemeral_text(server, alice, "You are not seated at a poker table here")


async def sat_out_by_timeouts(server: FakeDiscord, bot: Bot) -> tuple[Member, Message]:
    """Alice at a cash table with a computer, her turns timed out until she is sat out
    (NK-8.2: two timeouts in a row); the table message then, with its "I am back"."""
    alice = server.add_member("Alice")
    await open_cash(server, alice, bots=1, buy_in=1000, seats=2)
    assert bot.client is not None
    for _ in range(10):
        if has_button(poker_table(server), "I am back"):
            break
        deciding = await turn(server, "Alice")
        seen = len(deciding.history)
        bot.clock_offset += 60  # past the decision time, within the seat's reconnect window
        bot.client.controller.timer.poke()
        await changed(server, deciding, seen)
    sat_out: Message = await server.wait_for(
        lambda: has_button(poker_table(server), "I am back") and poker_table(server),
        what="the sit-out",
    )
    return alice, sat_out


async def test_sat_out_after_timeouts_and_back_with_a_button(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, table = await sat_out_by_timeouts(server, bot)
    assert "sitting out" in table.content  # her seat says so
    await click(server, alice, table, "I am back")
    await ephemeral_text(server, alice, "Welcome back")
    await turn(server, "Alice")  # dealt in and deciding again


async def test_a_finished_hand_keeps_its_result_when_the_next_one_is_dealt_later(
    server: FakeDiscord, bot: Bot
) -> None:
    """Sat out by two timeouts, Alice's hand ends with the computer's win and the table waits
    for two players; her "I am back" deals the next hand. The finished hand's message, retired
    then, still shows its result: all the hand said, not only the change that dealt the next
    (it used to keep only "Alice is back")."""
    alice, finished = await sat_out_by_timeouts(server, bot)
    result = [line for line in finished.content.splitlines() if " wins " in line]
    assert result, finished.content
    await click(server, alice, finished, "I am back")
    await turn(server, "Alice")  # the next hand, on a message of its own
    assert poker_table(server).id != finished.id
    retired = server.messages[finished.id].content
    assert all(line in retired for line in result), retired


async def test_nk_7_1_below_the_minimum_buy_in_is_refused_before_a_table_opens(
    server: FakeDiscord, bot: Bot
) -> None:
    """The default buy-in is the most the balance covers (`bot.tables.buy_in_amount`); under
    the table's minimum the player is told the minimum and the balance, and nothing opens."""
    alice = server.add_member("Alice")
    player = await bot.store.ensure_player("discord", alice.id, alice.name)
    await bot.store.grant_if_new(GUILD_ID, player, 100)  # her starting chips: only 100
    command = await server.slash(alice, "poker", "cash", {"mode": "holdem", "seats": 3, "bots": 1})
    await server.wait_answered(command)
    en = Localizer("en")
    await ephemeral_text(server, alice, en.t("poker-cannot-buy-in", min=400, balance=100))
    assert bot.client is not None and len(bot.client.desk.cash) == 0
    assert await bot.store.balance(GUILD_ID, player) == 100
