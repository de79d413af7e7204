"""A whole Up/Down match between two members, through slash commands, buttons and a modal."""

from __future__ import annotations

from tests.e2e.discord.fake_discord import EPHEMERAL, FakeDiscord
from tests.e2e.discord.harness import (
    CARD,
    Bot,
    acting_name,
    button_starting,
    by_name,
    challenge_accepted,
    press,
    settled,
    table_message,
)

MAX_DEALS = 30


async def test_full_match_between_two_members(server: FakeDiscord, bot: Bot) -> None:
    alice, bob = server.add_member("Alice"), server.add_member("Bob")
    table = await challenge_accepted(server, alice, bob)
    # UD-2.3 Decision: the challenger starts the first deal.
    assert acting_name(table) == "Alice"
    assert "Stack: 19" in table.content  # UD-2.2: 20 chips, 1 ante paid

    deals = 0
    while "won the match!" not in table.content:
        deals += 1
        assert deals <= MAX_DEALS, "the match does not end"
        for member in (alice, bob):
            dms = await server.wait_for(
                lambda m=member, n=deals: len(server.dms_to(m)) >= n and server.dms_to(m),
                what=f"{member.name}'s cards for deal {deals}",
            )
            dm = dms[-1]
            assert dm.content.startswith(f"Deal {deals} · your cards: ")
            assert len(CARD.findall(dm.content)) == 2
        # UD-3.1: both lock a card, the starter first.
        first = by_name(acting_name(table) or "", alice, bob)
        second = bob if first is alice else alice
        table = await press(server, first, "Lock card 1")
        table = await press(server, second, "Lock card 2")
        assert "card locked" in table.content
        # UD-3.2: one betting round, the starter acting first.
        assert acting_name(table) == first.name
        if deals == 1:
            table = await press(server, first, "Min 1")
            table = await press(server, second, "Call")
        elif deals == 2:
            await bet_other_amount(server, first, 2)
            table = await press(server, second, "Call")
        else:
            table = await press(server, first, "All-in")
            table = await press(server, second, "Call")
        if "won the match!" in table.content:
            break
        assert f"Deal {deals}:" in table.content  # the finished deal's result
        assert "Locked cards:" in table.content  # UD-5.1: locked cards revealed

    assert table.buttons() == []  # the finished table keeps no buttons
    winner = alice if "Alice won the match!" in table.content else bob
    loser = bob if winner is alice else alice
    # Settlement: the winner cashes out all 40 chips of the match; chips are conserved.
    for member, expected in ((winner, "1,020"), (loser, "980")):
        answer = await server.slash(member, "balance")
        await server.wait_answered(answer)
        data = answer.responses[0]["data"]
        assert data["flags"] == EPHEMERAL
        assert data["content"] == f"Your balance: {expected} chips"


async def bet_other_amount(server: FakeDiscord, member, amount: int) -> None:
    """ "Other amount" opens a dialog stating the legal bounds; the amount typed is bet."""
    table = table_message(server)
    before = (table.id, len(table.history))
    opened = await server.click(member, table, button_starting(table, "Other amount"))
    await server.wait_answered(opened)
    modal = opened.responses[0]
    assert modal["type"] == 9  # MODAL
    label = modal["data"]["components"][0]["components"][0]["label"]
    assert label.startswith("Amount from 1 to ")
    submitted = await server.submit_modal(member, opened, {"amount": str(amount)})
    await server.wait_answered(submitted)
    await server.wait_for(lambda: settled(server, before), what="the table after the dialog")
    assert f"bet {amount} this round" in table_message(server).content


async def test_player_names_cannot_ping_or_format(server: FakeDiscord, bot: Bot) -> None:
    eve = server.add_member("**@everyone**")
    bob = server.add_member("Bob")

    table = await challenge_accepted(server, eve, bob)

    posts = [b for m, p, b in server.rest_calls if m == "POST" and p.endswith("/messages")]
    assert all(b["allowed_mentions"]["parse"] == [] for b in posts)  # pings no one
    assert "@everyone" not in table.content  # escaped: shown, never a mention
    assert "\\*\\*" in table.content  # the stars are shown as typed, not as bold
