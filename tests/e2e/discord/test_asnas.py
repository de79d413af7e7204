"""An As-Nas deal through the real discord.py client: the four-seat lobby (empty seats become
computer players), Look answered privately (AN-2.5), turns guarded, one deal played to its end.

The `bot` fixture's guard checks that no public text showed an As-Nas card outside a
showdown line (AN-5.3) nor any other hidden card.
"""

from __future__ import annotations

from tests.e2e.discord.fake_discord import FakeDiscord, Message
from tests.e2e.discord.harness import Bot
from tests.e2e.discord.poker_steps import button, click, ephemeral_text, has_button, turn_of

TITLE = "As-Nas · deal "


def asnas_table(server: FakeDiscord) -> Message | None:
    tables = [m for m in server.channel_messages() if TITLE in m.content]
    return tables[-1] if tables else None


async def test_asnas_lobby_and_one_deal(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    people = {"Alice": alice, "Bob": bob}
    opened = await server.slash(alice, "asnas")
    await server.wait_answered(opened)
    lobby = server.messages[str(opened.original_id)]
    assert "1. Alice" in lobby.content and "(computer)" in lobby.content

    # Only the host starts; Bob sits first.
    early = await click(server, bob, lobby, "Start")
    await ephemeral_text(server, bob, "Only the host can start")
    assert early.response_type == 6  # acknowledged first, refused in a follow-up
    await click(server, bob, lobby, "Join")
    await server.wait_for(lambda: "2. Bob" in lobby.content, what="Bob in the lobby")
    await click(server, alice, lobby, "Start")
    await server.wait_for(lambda: "As-Nas has started" in lobby.content, what="the start")
    assert not lobby.buttons()

    table: Message = await server.wait_for(lambda: asnas_table(server), what="the table")
    assert "As-Nas · deal 1 of 12" in table.content
    seat_lines = [line for line in table.content.splitlines() if " · total " in line]
    assert sum(line.startswith("Computer") for line in seat_lines) == 2  # the two empty seats

    looked: set[str] = set()
    for _ in range(30):
        table = await server.wait_for(
            lambda: (t := asnas_table(server)) is not None
            and (turn_of(t) in people or "Deal 1:" in t.content)
            and t,
            what="a person's turn or the end of deal 1",
        )
        if "Deal 1:" in table.content or "deal 2 " in table.content:
            break
        who = turn_of(table)
        assert who is not None
        member = people[who]
        if who not in looked:
            # A bystander's click is refused; the player's own Look is answered privately.
            other = next(m for n, m in people.items() if n != who)
            await click(server, other, table, "Look")
            await ephemeral_text(server, other, "It is not your turn.")
            await click(server, member, table, "Look")
            hand = await ephemeral_text(server, member, "Deal 1: your hand [")
            assert hand.split("your hand ", 1)[1].count("[") == 5
            looked.add(who)
            await server.wait_for(
                lambda who=who: (t := asnas_table(server)) is not None  # type: ignore[misc]
                and turn_of(t) == who and has_button(t, "Fold"),
                what="the same turn after Look",
            )
            continue
        seen = len(table.history)
        verb = "Hold" if has_button(table, "Hold") else "Call"
        pressed = await server.click(member, table, button(table, verb))
        await server.wait_answered(pressed)
        await server.wait_for(
            lambda table=table, seen=seen: (  # type: ignore[misc]
                len(table.history) > seen or asnas_table(server) is not table
            ),
            what=f"the table after {verb}",
        )
    else:
        raise AssertionError("deal 1 did not end")
    # Deal 1's message keeps its result once the next deal's message is up.
    await server.wait_for(
        lambda: "Deal 1:" in "\n".join(server.public_texts()), what="the result of deal 1"
    )
    assert "won the pot of" in "\n".join(server.public_texts())
    assert looked, "a person had a turn"
