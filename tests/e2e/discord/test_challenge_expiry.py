"""Discord challenges expire and survive restarts as Telegram's do (`bot.frontend.challenges`):
an unanswered offer is closed at its time by a wake-up, one that expired while the bot was down
is closed on start-up, and one still open after a restart can be accepted."""

from __future__ import annotations

from typing import Any

from tests.e2e.discord.fake_discord import FakeDiscord, Member, Message
from tests.e2e.discord.harness import Bot, button_id
from tests.e2e.discord.test_refusals import STALE, ephemeral_text

EXPIRED = "This challenge has expired. Send /updown again to challenge someone."
EXPIRY = 600  # the settings' default challenge_expiry_s


async def offer(server: FakeDiscord, alice: Member, bob: Member) -> Message:
    command = await server.wait_answered(
        await server.slash(alice, "updown", "challenge", {"opponent": bob})
    )
    invitation = server.messages[str(command.original_id)]
    assert invitation.buttons()
    return invitation


def transport(bot: Bot) -> Any:
    assert bot.client is not None
    return bot.client.controller.transport


async def test_an_unanswered_offer_is_closed_at_its_time(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    invitation = await offer(server, alice, bob)
    accept = button_id(invitation, "Accept")
    # (armed once the shown offer is stored, just after the command's answer)
    await server.wait_for(lambda: "challenge:1" in transport(bot).waiting, what="the expiry")
    bot.clock_offset += EXPIRY
    await transport(bot).run_now("challenge:1")
    assert invitation.content == EXPIRED and not invitation.buttons()

    # A client still showing the buttons: the press is answered, nothing starts.
    late = await server.click(bob, invitation, accept)
    await server.wait_for(late.answer, what="the answer")
    assert ephemeral_text(late) in {STALE, EXPIRED}
    assert await bot.store.load_open_matches() == []
    await offer(server, alice, bob)  # the pair may challenge again


async def test_a_restart_closes_the_offers_that_expired_meanwhile(
    server: FakeDiscord, bot: Bot
) -> None:
    alice, bob, carol = (server.add_member(n) for n in ("Alice", "Bob", "Carol"))
    stale = await offer(server, alice, bob)
    await bot.stop()
    bot.clock_offset += EXPIRY / 2
    await bot.start()
    kept = await offer(server, alice, carol)  # made half-way: still open after the next restart
    await bot.stop()
    bot.clock_offset += EXPIRY / 2
    await bot.start()

    assert stale.content == EXPIRED and not stale.buttons()
    assert kept.buttons()
    accepted = await server.wait_answered(
        await server.click(carol, kept, button_id(kept, "Accept"))
    )
    assert accepted.answer() is None  # no refusal: the match starts
    await server.wait_for(lambda: not kept.buttons(), what="the offer closed")
    assert len(await bot.store.load_open_matches()) == 1
