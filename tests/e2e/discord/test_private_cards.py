"""Private cards go by DM; a member with closed DMs (50007) sees them ephemerally instead."""

from __future__ import annotations

from bot.i18n import Localizer
from tests.e2e.discord.fake_discord import EPHEMERAL, FakeDiscord
from tests.e2e.discord.harness import (
    CARD,
    Bot,
    button_id,
    challenge_accepted,
    press,
    table_message,
)


async def test_cards_by_dm_and_my_cards_button(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    dm = (await server.wait_for(lambda: server.dms_to(alice), what="Alice's DM"))[0]
    cards = CARD.findall(dm.content)
    assert len(cards) == 2

    mine = await server.wait_answered(
        await server.click(alice, table, button_id(table, "My cards"))
    )

    answer = mine.answer()
    assert answer is not None and answer.flags == EPHEMERAL and answer.recipient == alice.id
    assert CARD.findall(answer.content) == cards


async def test_closed_dms_fall_back_to_ephemeral_cards(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    bob = server.add_member("Bob", dms_open=False)
    table = await challenge_accepted(server, alice, bob)

    # Bob accepted the challenge, so his own click is answered with his cards, privately.
    accept = next(i for i in server.interactions.values() if i.user is bob)
    notice = (await server.wait_for(lambda: accept.followups, what="Bob's fallback"))[0]
    assert notice.kind == "ephemeral" and notice.recipient == bob.id
    assert "cannot send you direct messages" in notice.content
    cards = CARD.findall(notice.content)
    assert len(cards) == 2
    assert server.dms_to(bob) == []
    assert any(
        path == "/users/@me/channels" and str(body["recipient_id"]) == bob.id
        for _, path, body in server.rest_calls
    )

    # "My cards" shows the same two cards, to Bob alone.
    mine = await server.wait_answered(await server.click(bob, table, button_id(table, "My cards")))
    answer = mine.answer()
    assert answer is not None and answer.kind == "ephemeral" and answer.recipient == bob.id
    assert CARD.findall(answer.content) == cards

    # A later deal started by Alice's click: Bob is told once, publicly and without cards.
    await press(server, alice, "Lock card 1")
    await press(server, bob, "Lock card 1")
    await press(server, alice, "Min 1")
    await press(server, bob, "Min")
    await press(server, alice, "Call")
    await server.wait_for(
        lambda: any(
            "cannot send you direct messages" in m.content for m in server.channel_messages()
        ),
        what="the public notice",
    )
    public = [m for m in server.channel_messages() if "direct messages" in m.content]
    assert len(public) == 1 and f"<@{bob.id}>" in public[0].content
    assert "deal 2" in table_message(server).content


async def test_private_text_follows_each_players_language(server: FakeDiscord, bot: Bot) -> None:
    alice = server.add_member("Alice")
    aino = server.add_member("Aino", locale="fi")  # Discord client in Finnish
    chosen = await server.slash(alice, "language", options={"language": "hi"})
    await server.wait_answered(chosen)

    table = await challenge_accepted(server, alice, aino)

    hindi = (await server.wait_for(lambda: server.dms_to(alice), what="Alice's DM"))[0]
    finnish = (await server.wait_for(lambda: server.dms_to(aino), what="Aino's DM"))[0]
    assert hindi.content.startswith(Localizer("hi").t("chat-ud-hand", deal=1, cards=""))
    assert finnish.content.startswith(Localizer("fi").t("chat-ud-hand", deal=1, cards=""))
    # The public table stays in the server's language (English here) for everyone.
    assert "Up/Down · deal 1" in table.content
    mine = await server.wait_answered(await server.click(aino, table, button_id(table, "My cards")))
    assert mine.answer() is not None and mine.answer().content.startswith("Jako 1 ")  # type: ignore[union-attr]
