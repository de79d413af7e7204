"""Poker table pictures on Discord with TABLE_IMAGES=on (issue 21): the table message carries
the PNG as an attachment shown in its embed, replaced on every edit, with the text kept in the
message; no picture shows a hidden card (each records the faces it drew); a refused upload
falls back to the text."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.frontend import tables as table_flow
from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures import matches as match_pictures
from bot.pictures.poker import own_cards_picture
from bot.render.cards import face
from tests.e2e.discord.fake_discord import FakeDiscord
from tests.e2e.discord.harness import (
    Bot,
    acting_name,
    assert_no_hidden_card,
    by_name,
    challenge_accepted,
    press,
)
from tests.e2e.discord.poker_steps import click, ephemeral_text, has_button, poker_table, turn
from tests.e2e.discord.test_poker import open_cash


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[dict[str, Any], Picture]]:
    """Every table picture the bot drew, with the public view it was drawn from."""
    pictures: list[tuple[dict[str, Any], Picture]] = []
    real = table_flow.table_picture

    def record(view: dict[str, Any], text: Any) -> Picture:
        picture = real(view, text)
        pictures.append((view, picture))
        return picture

    monkeypatch.setattr(table_flow, "table_picture", record)
    return pictures


async def _with_pictures(server: FakeDiscord, tmp_path: Path) -> Bot:
    bot = Bot(server, tmp_path)
    bot.settings = bot.settings.model_copy(update={"table_images": True})
    await bot.start()
    return bot


async def _stop(bot: Bot, server: FakeDiscord) -> set[str]:
    """Stop the bot; every public text is checked for hidden cards. Returns the cards the
    game made public (board, showdown), as the bot writes them."""
    revealed = await bot.revealed_faces()
    await bot.stop()
    assert_no_hidden_card(server, revealed)
    return revealed


async def test_the_table_carries_its_picture_edited_in_place(
    server: FakeDiscord, tmp_path: Path, drawn: list[tuple[dict[str, Any], Picture]]
) -> None:
    bot = await _with_pictures(server, tmp_path)
    try:
        alice = server.add_member("Alice")
        await open_cash(server, alice, bots=1, buy_in=400)
        table = await turn(server, lambda who: who is not None)
        first = table
        assert "Hand 1 " in table.content  # the text stays in the message
        assert len(table.files) == 1
        assert Image.open(io.BytesIO(table.files[0])).format == "PNG"
        assert table.embeds[-1]["image"]["url"] == "attachment://table.png"
        # Her cards by DM: the own-cards picture attached to the text version.
        assert bot.client is not None
        (live,) = list(bot.client.desk.cash)
        seat = next(i for i, taken in enumerate(live.table.seats)
                    if taken is not None and taken.name == "Alice")
        hole = live.table.private_view(seat)["hand"]["hole"]
        dm = await server.wait_for(lambda: next(
            (m for m in server.private_to(alice) if m.kind == "dm" and m.files), None))
        assert all(face(card) in dm.content for card in hole)
        assert dm.files == [own_cards_picture(hole, Localizer("en")).png]
        while "Hand 1 " in poker_table(server).content:
            table = await turn(server, lambda who: who is not None)
            if "Hand 1 " not in table.content:
                break
            await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
        edits = [c for c in server.rest_calls
                 if c[0] == "PATCH" and c[1].endswith(f"/messages/{first.id}")
                 and isinstance(c[2], dict) and c[2].get("_files")]
        assert edits, "hand 1's picture was replaced in place"
        assert first.files and first.embeds[-1]["image"]["url"] == "attachment://table.png"
    finally:
        revealed = await _stop(bot, server)
    assert drawn
    for _, picture in drawn:  # every face drawn was made public by the game
        assert {face(code) for code in picture.faces} <= revealed, picture.faces
    sent = {f for m in server.channel_messages() for f in m.files}
    assert sent <= {picture.png for _, picture in drawn}


async def test_a_refused_upload_falls_back_to_text(server: FakeDiscord, tmp_path: Path) -> None:
    bot = await _with_pictures(server, tmp_path)
    try:
        alice = server.add_member("Alice")
        server.fail["POST channel"] = [(413, 40005, "Request entity too large")]
        await open_cash(server, alice, bots=1, buy_in=400)
        table = await turn(server, lambda who: who is not None)
        assert "Hand 1 " in table.content and table.buttons()
        posted = [c for c in server.rest_calls if c[0] == "POST" and "/channels/" in c[1]]
        refused, sent = posted[0][2], posted[1][2]
        assert refused.get("_files"), "the picture was tried first"
        # Then the same table as text: no file, no picture embed, the text and the buttons.
        assert not sent.get("_files") and not sent.get("embeds")
        assert sent["content"] == refused["content"] and "Hand 1 " in sent["content"]
        assert sent["components"] == refused["components"]
    finally:
        await _stop(bot, server)


async def test_an_updown_table_carries_its_picture(
    server: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[Picture] = []
    real = match_pictures.PICTURES["updown"]

    def record(view: Any, names: Any, text: Any) -> Picture:
        drawn.append(real(view, names, text))
        return drawn[-1]

    monkeypatch.setitem(match_pictures.PICTURES, "updown", record)
    bot = await _with_pictures(server, tmp_path)
    try:
        alice, bob = server.add_member("Alice"), server.add_member("Bob")
        table = await challenge_accepted(server, alice, bob)
        assert "Stack: 19" in table.content and len(table.files) == 1
        assert table.embeds[-1]["image"]["url"] == "attachment://table.png"
        first = by_name(acting_name(table) or "", alice, bob)
        table = await press(server, first, "Lock card 1")
        edits = [c for c in server.rest_calls
                 if c[0] == "PATCH" and isinstance(c[2], dict) and c[2].get("_files")]
        assert edits and table.files
        # Cancelled: the message keeps the final picture with the text.
        cancelled = await server.slash(alice, "cancel")
        await server.wait_answered(cancelled)
        await server.wait_for(lambda: "cancelled" in table.content.lower(), what="cancelled")
        assert table.files and table.embeds[-1]["image"]["url"] == "attachment://table.png"
    finally:
        revealed = await _stop(bot, server)
    assert drawn
    for picture in drawn:  # locked cards stay face down until the deal's reveal
        assert {face(code) for code in picture.faces} <= revealed, picture.faces


async def test_hand_replay_attaches_its_picture_or_goes_as_text(
    server: FakeDiscord, tmp_path: Path
) -> None:
    bot = await _with_pictures(server, tmp_path)
    try:
        alice = server.add_member("Alice")
        await open_cash(server, alice, bots=1, buy_in=400)
        while "Hand 1 " in poker_table(server).content:
            table = await turn(server, lambda who: who is not None)
            if "Hand 1 " not in table.content:
                break
            await click(server, alice, table, "Fold" if has_button(table, "Fold") else "Check")
        assert bot.client is not None
        (live,) = list(bot.client.desk.cash)
        title = Localizer("en").t("replay-title", hand=1, table=live.id)
        asked = await server.slash(alice, "hand", options={"which": "last"})
        await server.wait_answered(asked)
        await ephemeral_text(server, alice, title)
        # (by its title: a stale press's late answer may come after it)
        answer = [m for m in server.ephemerals_to(alice) if title in m.content][-1]
        assert len(answer.files) == 1
        picture = Image.open(io.BytesIO(answer.files[0]))
        assert picture.format == "PNG" and picture.size[0] == 960
        server.fail["POST callback"] = [(413, 40005, "Request entity too large")]
        again = await server.slash(alice, "hand", options={"which": "1"})
        await server.wait_answered(again)
        fallback = await server.wait_for(
            lambda: [m for m in server.ephemerals_to(alice)
                     if title in m.content and m.id != answer.id][-1:],
            what="the replay again")
        fallback = fallback[0]
        assert fallback.files == []
        assert fallback.content == answer.content
    finally:
        await _stop(bot, server)
