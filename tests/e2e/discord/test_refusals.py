"""Clicks that must change nothing: someone else's turn, an out-of-date button, a double click,
a forged id. Each is answered ephemerally (nobody is left with a spinning button)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import EPHEMERAL, FakeDiscord, Interaction, Member
from tests.e2e.discord.harness import (
    Bot,
    acting_name,
    button_starting,
    challenge_accepted,
    press,
    snapshot,
    table_message,
)

EN = Localizer("en", isolating=False)
NOT_YOUR_TURN = "It is not your turn."
NOT_SEATED = "You are not seated at this table."
STALE = "That button is out of date."
DUPLICATE = "That action was already taken."
# The other click took the offer first.
GONE = "This challenge has expired. Send /updown again to challenge someone."


def ephemeral_text(interaction: Interaction) -> str:
    """The refusal the clicker alone saw (a reply, or a follow-up after a deferral)."""
    answer = interaction.answer()
    assert answer is not None and answer.kind == "ephemeral" and answer.flags == EPHEMERAL
    assert answer.recipient == interaction.user.id
    return answer.content


async def stored_seq(bot: Bot) -> int:
    matches = await bot.store.load_open_matches()
    assert len(matches) == 1
    return matches[0].seq


async def test_foreign_clicks_are_refused_and_change_nothing(server: FakeDiscord, bot: Bot) -> None:
    alice, bob, carol = (
        server.add_member("Alice"),
        server.add_member("Bob"),
        server.add_member("Carol"),
    )
    table = await challenge_accepted(server, alice, bob)
    assert acting_name(table) == "Alice"
    seq, shown = await stored_seq(bot), snapshot(server)

    lock = button_starting(table, "Lock card 1")
    not_turn = await server.wait_answered(await server.click(bob, table, lock))
    outsider = await server.wait_answered(await server.click(carol, table, lock))

    assert ephemeral_text(not_turn) == NOT_YOUR_TURN
    assert ephemeral_text(outsider) == NOT_SEATED
    assert await stored_seq(bot) == seq
    assert snapshot(server) == shown


async def test_stale_button_is_refused(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    first_screen = table.shown[-1]
    lock = button_starting(table, "Lock card 2")
    table = await press(server, alice, "Lock card 1")
    table = await press(server, bob, "Lock card 1")
    assert acting_name(table) == "Alice"  # Alice acts again, now in the betting round
    seq, shown, content = await stored_seq(bot), snapshot(server), table.content

    # Alice's client still shows the lock buttons of the first screen; Discord delivers the
    # message as it is now, without them (discord.py alone would drop the click unanswered).
    old = await server.click(alice, table, lock, as_seen=first_screen)
    await server.wait_for(old.answer, what="the refusal")

    assert ephemeral_text(old) == STALE
    assert await stored_seq(bot) == seq
    # Her client is behind; the table message already shows the table as it stands, so the
    # redraw finds nothing to change (an edit that changes nothing is skipped; a table whose
    # last edit failed is redrawn: tests/e2e/discord/test_recovery.py).
    assert bot.client is not None and not bot.client.controller.fronts.recovery.pending(1)
    assert table_message(server).id == shown[0] and table_message(server).content == content


async def test_double_click_applies_once(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    seq = await stored_seq(bot)
    lock = button_starting(table, "Lock card 1")

    clicks = await asyncio.gather(
        server.click(alice, table, lock), server.click(alice, table, lock)
    )
    await server.wait_for(lambda: any(c.answer() for c in clicks), what="the refusal")
    await server.wait_for(lambda: acting_name(table_message(server)) == "Bob", what="Bob's turn")

    refused = [c for c in clicks if c.answer() is not None]
    assert len(refused) == 1
    # Whether the second click arrives before or after the first is applied, it is refused.
    assert ephemeral_text(refused[0]) in {DUPLICATE, NOT_YOUR_TURN}
    assert await stored_seq(bot) == seq + 1


async def test_forged_button_is_refused(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    seq = await stored_seq(bot)
    real = button_starting(table, "Lock card 1")
    forged = real.rsplit(".", 1)[0] + ".AAAAAAAAAAAA"
    as_seen = [
        {
            "type": 1,
            "components": [{"type": 2, "style": 1, "label": "Lock card 1", "custom_id": forged}],
        }
    ]

    click = await server.wait_answered(await server.click(alice, table, forged, as_seen=as_seen))

    assert ephemeral_text(click) == "That button is not valid."
    assert await stored_seq(bot) == seq


async def test_forged_leaderboard_page_is_not_valid(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    forged = "lb.1.0.0.next..AAAAAAAAAAAA"
    as_seen = [{"type": 1, "components": [{"type": 2, "style": 2, "label": "Next",
                                           "custom_id": forged}]}]
    click = await server.wait_answered(await server.click(alice, table, forged, as_seen=as_seen))
    assert ephemeral_text(click) == "That button is not valid."


async def open_amount_dialog(server: FakeDiscord, bot: Bot) -> tuple[Interaction, Member]:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    await challenge_accepted(server, alice, bob)
    await press(server, alice, "Lock card 1")
    table = await press(server, bob, "Lock card 1")
    opened = await server.click(alice, table, button_starting(table, "Other amount"))
    return await server.wait_answered(opened), alice


async def test_amount_dialog_refuses_bad_amounts(server: FakeDiscord, bot: Bot) -> None:
    opened, alice = await open_amount_dialog(server, bot)
    assert opened.responses[0]["data"]["title"] == "Choose your amount"
    seq = await stored_seq(bot)

    words = await server.submit_modal(alice, opened, {"amount": "lots"})
    too_much = await server.submit_modal(alice, opened, {"amount": "99"})
    await server.wait_for(lambda: words.answer() and too_much.answer(), what="the refusals")

    assert ephemeral_text(words) == "Please enter a whole number of chips."
    assert ephemeral_text(too_much) == "Enter an amount from 1 to 19."
    assert await stored_seq(bot) == seq


async def test_double_accept_opens_one_match(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    command = await server.wait_answered(
        await server.slash(alice, "updown", "challenge", {"opponent": bob})
    )
    invitation = server.messages[str(command.original_id)]
    accept = button_starting(invitation, "Accept")

    clicks = await asyncio.gather(
        server.click(bob, invitation, accept), server.click(bob, invitation, accept)
    )
    await server.wait_for(lambda: any(c.answer() for c in clicks), what="the refusal")
    await server.wait_for(lambda: all(c.responses for c in clicks), what="both answers")

    assert [ephemeral_text(c) for c in clicks if c.answer()] == [GONE]
    await server.wait_for(lambda: len(server.dms_to(alice)) == 1, what="the one deal's cards")
    assert len(await bot.store.load_open_matches()) == 1


async def test_a_member_who_left_the_server_is_refused_in_words_not_an_apology(
    server: FakeDiscord, bot: Bot, caplog: pytest.LogCaptureFixture,
) -> None:
    """A user option Discord sends without the member (they left, or an id typed by hand):
    discord.py cannot make it a Member; the challenger is told so, no error is logged."""
    alice, gone = server.add_member("Alice"), server.add_member("Gone")
    data = {"id": server.snowflake(), "name": "updown", "type": 1,
            "options": [{"name": "challenge", "type": 1,
                         "options": [{"name": "opponent", "type": 6, "value": gone.id}]}],
            "resolved": {"users": {gone.id: gone.user}}}  # no resolved member
    cmd = await server._interact(alice, 2, data)
    await server.wait_for(cmd.answer, what="an answer")
    assert ephemeral_text(cmd) == EN.t("discord-option-unknown-member")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert await bot.store.load_open_matches() == []
