"""Poker table pictures on Telegram with TABLE_IMAGES=on (issue 21): the table is a photo whose
media and caption (the text version) are edited in place; no picture shows a hidden card (each
picture records the card faces it drew); a refused upload falls back to a text message."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from PIL import Image

from bot.frontend import tables as table_flow
from bot.matches import DerivedSeeds
from bot.pictures import Picture, matches
from bot.pictures.poker import own_cards_picture
from bot.render.cards import face
from bot.settings import Settings
from tests.e2e.telegram.fake_bot_api import ApiError
from tests.e2e.telegram.harness import (
    ALICE,
    EN,
    GROUP,
    GROUP_ID,
    button,
    current_table,
    only_match,
    private_chat,
    runtime,
    where_drawn,
)
from tests.e2e.telegram.test_hand_replay import _fold_first_hand


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"table_images": True})


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


async def _table(bot: Any, api: Any) -> Any:
    runtime = bot.app.bot_data["feltbot"]
    (live,) = list(runtime.desk.cash)
    posted = await where_drawn(runtime, live.id)
    return live, api.messages[(GROUP_ID, posted.message_id)]


async def test_the_table_is_a_photo_edited_in_place(
    running: Any, api: Any, drawn: list[tuple[dict[str, Any], Picture]]
) -> None:
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        api.dm_open.add(ALICE["id"])
        await bot.say(private_chat(ALICE), ALICE, "/start")
        await bot.say(GROUP, ALICE, "/holdem 400")
        live, message = await _table(bot, api)
        assert message.photo is not None
        assert Image.open(io.BytesIO(message.photo)).format == "PNG"
        # Her cards by DM: the own-cards picture, captioned with the text version.
        hole = live.table.private_view(live.table.seat_of(_alice(live)))["hand"]["hole"]
        dm = api.last_message(ALICE["id"])
        assert dm.photo is not None and all(face(card) in dm.text for card in hole)
        assert dm.photo == own_cards_picture(hole, EN).png
        assert message.text.startswith(EN.t("poker-title", hand=1,
                                            mode=EN.t("poker-mode-holdem"), small=10, big=20))
        first = message.message_id
        while live.table.hand_no == 1:
            _, message = await _table(bot, api)
            labels = [b["text"] for b in message.buttons()]
            move = EN.t("action-fold") if EN.t("action-fold") in labels else EN.t("action-check")
            await bot.click(ALICE, message, button(message, move))
        edits = [c for c in api.calls_to("editMessageMedia") if int(c["message_id"]) == first]
        assert edits, "hand 1's photo was edited in place"
        assert api.messages[(GROUP_ID, first)].photo is not None
        _, later = await _table(bot, api)
        assert later.photo is not None and later.message_id != first  # one message per hand
    # No picture showed a card that was not public in the view it was drawn from.
    assert drawn
    for view, picture in drawn:
        hand = view.get("hand") or {}
        assert set(picture.faces) <= set(hand.get("board") or []), picture.faces
    sent = {m.photo for m in api.chat_messages(GROUP_ID) if m.photo is not None}
    assert sent <= {picture.png for _, picture in drawn}


def _alice(live: Any) -> int:
    return next(int(seat.player) for seat in live.table.seats
                if seat is not None and seat.name == "Alice")


async def test_a_refused_upload_falls_back_to_text(running: Any, api: Any) -> None:
    # Refused: the table's first picture, then Alice's own-cards picture.
    api.fail_next["sendPhoto"] = [ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")] * 2
    api.dm_open.add(ALICE["id"])
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        await bot.say(private_chat(ALICE), ALICE, "/start")
        await bot.say(GROUP, ALICE, "/holdem 400")
        live, text_first = await _table(bot, api)
        assert text_first.photo is None and text_first.buttons()
        hole = live.table.private_view(live.table.seat_of(_alice(live)))["hand"]["hole"]
        dm = api.last_message(ALICE["id"])
        assert dm.photo is None and all(face(card) in dm.text for card in hole)
        assert text_first.text.startswith(EN.t("poker-title", hand=1,
                                               mode=EN.t("poker-mode-holdem"), small=10, big=20))
        # The next drawing uploads again: a text message cannot become a photo, so a photo is
        # posted; then both its edit and a fresh upload are refused.
        labels = [b["text"] for b in text_first.buttons()]
        move = EN.t("action-check") if EN.t("action-check") in labels else EN.t("action-call")
        await bot.click(ALICE, text_first, button(text_first, move))
        _, message = await _table(bot, api)
        assert message.photo is not None
        # The text message it replaces in this hand is gone: no stale buttons stay behind.
        assert (GROUP_ID, text_first.message_id) not in api.messages
        api.fail_next["deleteMessage"] = [ApiError(400, "Bad Request: message can't be deleted")]
        api.fail_next["editMessageMedia"] = [ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")]
        api.fail_next["sendPhoto"] = [ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")]
        labels = [b["text"] for b in message.buttons()]
        move = EN.t("action-check") if EN.t("action-check") in labels else EN.t("action-call")
        await bot.click(ALICE, message, button(message, move))
        _, after = await _table(bot, api)
        # The photo could not be replaced nor sent anew: the table goes on as a text message.
        assert after.photo is None and after.message_id != message.message_id
        # The photo could not be deleted: it stays, without its buttons.
        kept = api.messages[(GROUP_ID, message.message_id)]
        assert kept.photo is not None and kept.buttons() == [] and after.buttons()
        assert after.text.startswith(EN.t("poker-title", hand=1,
                                          mode=EN.t("poker-mode-holdem"), small=10, big=20))


async def test_pictures_stay_off_by_default() -> None:
    assert Settings(_env_file=None).table_images is False  # type: ignore[call-arg]


async def _public_cards(store: Any, match_id: int) -> set[str]:
    """Every card the game made public (Up/Down's revealed locked cards), by code."""
    cards: set[str] = set()
    for record in await store.match_events(match_id):
        for event in json.loads(record.events_json):
            if event["kind"] == "revealed" and event.get("private_to") is None:
                cards.update(str(code) for code in event["data"]["locked"])
    return cards


async def test_an_updown_table_is_a_photo_too(
    running: Any, api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[Picture] = []
    real = matches.PICTURES["updown"]

    def record(view: Any, names: Any, text: Any) -> Picture:
        drawn.append(real(view, names, text))
        return drawn[-1]

    monkeypatch.setitem(matches.PICTURES, "updown", record)
    async with running(seeds=DerivedSeeds(7)) as bot:
        await bot.say(GROUP, ALICE, "/updown")  # against the computer
        table = await current_table(bot, api)
        assert table.photo is not None and table.text.startswith(EN.t("chat-ud-title", deal=1))
        first = table.message_id
        for _ in range(6):
            table = await current_table(bot, api)
            if table.message_id != first or not table.buttons():
                break
            await bot.click(ALICE, table, table.buttons()[0]["callback_data"])
        assert [c for c in api.calls_to("editMessageMedia") if int(c["message_id"]) == first]
        assert api.messages[(GROUP_ID, first)].photo is not None
        match_id = only_match(bot).id
        public = await _public_cards(runtime(bot).store, match_id)
    assert drawn
    for picture in drawn:
        assert set(picture.faces) <= public, picture.faces


async def test_an_asnas_table_is_a_photo_without_a_hidden_card(
    running: Any, api: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[Any, Picture]] = []
    real = matches.PICTURES["asnas"]

    def record(view: Any, names: Any, text: Any) -> Picture:
        drawn.append((view, real(view, names, text)))
        return drawn[-1][1]

    monkeypatch.setitem(matches.PICTURES, "asnas", record)
    async with running(seeds=DerivedSeeds(3), opponent="always-call") as bot:
        await bot.say(GROUP, ALICE, "/asnas")
        lobby = api.last_message(GROUP_ID)
        await bot.click(ALICE, lobby, button(lobby, EN.t("asnas-lobby-start")))
        table = await current_table(bot, api)
        assert table.photo is not None and Image.open(io.BytesIO(table.photo)).format == "PNG"
        assert EN.t("an-deal-title", deal=1, deals=12) in table.text.splitlines()[0]
        assert table.buttons()  # Alice's turn: no showdown yet
    assert drawn
    for _, picture in drawn:  # no hand is shown before a showdown: no face drawn
        assert picture.faces == (), picture.faces


async def test_hand_replay_comes_as_a_picture_then_the_text(running: Any, api: Any) -> None:
    """/hand with pictures on: the hand's picture (no caption), then the replay's text; a
    refused picture leaves the text alone."""
    async with running(seeds=DerivedSeeds(3), table_bots="always-call") as bot:
        live = await _fold_first_hand(bot, api)
        await bot.say(GROUP, ALICE, "/hand last")
        title = EN.t("replay-title", hand=1, table=live.id)
        replay = api.last_message(GROUP_ID)
        assert replay.text.startswith(title) and replay.photo is None
        pictures = [m for m in api.chat_messages(GROUP_ID) if m.photo is not None and not m.text]
        assert len(pictures) == 1
        picture = Image.open(io.BytesIO(pictures[0].photo))
        assert picture.format == "PNG" and picture.size[0] == 960
        api.fail_next["sendPhoto"] = [ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")]
        await bot.say(GROUP, ALICE, "/hand 1")
        again = api.last_message(GROUP_ID)
        assert again.text == replay.text
        assert len([m for m in api.chat_messages(GROUP_ID)
                    if m.photo is not None and not m.text]) == 1  # none more
