"""Shared pieces of the Telegram end-to-end tests: people, chats and a driver."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from telegram import Update

from adapters.telegram.app import TgApp
from adapters.telegram.board import Payload
from bot.frontend import board
from bot.i18n import Localizer

GROUP_ID = -100123
GROUP = {"id": GROUP_ID, "type": "supergroup", "title": "Felt club"}
ALICE = {"id": 11, "is_bot": False, "first_name": "Alice", "language_code": "en"}
BOB = {"id": 22, "is_bot": False, "first_name": "Bob", "language_code": "fi", "username": "bob"}
CAROL = {"id": 33, "is_bot": False, "first_name": "Carol", "language_code": "hi"}


@dataclass(frozen=True, slots=True)
class Posted:
    """Where a game's table message is, with Telegram's ids."""

    deal_no: int
    chat_id: int
    message_id: int
    digest: str
    photo: bool = False  # a photo whose caption is the text (TABLE_IMAGES=on)

    @staticmethod
    def of(posted: board.Posted) -> Posted:
        return Posted(posted.deal_no, int(posted.channel), int(posted.message_id),
                      posted.digest or "", posted.kind == "photo")


async def where_drawn(runtime: Any, key: int) -> Posted | None:
    """Where the runtime's table message of game `key` is (None: not drawn)."""
    found = await runtime.board.posted(key)
    return None if found is None else Posted.of(found)


class TableBoard:
    """The runtime's table messages, shown by chat id, text and keyboard (the tests of the
    board's policies over Telegram)."""

    def __init__(self, runtime: Any) -> None:
        self._board = runtime.board

    async def show(self, key: int, deal_no: int, chat_id: int, text: str, markup: Any, *,
                   picture: bytes | None = None) -> Posted:
        shown = await self._board.show(key, str(chat_id), deal_no,
                                       Payload.of(text, markup, picture))
        return Posted.of(shown)


def private_chat(user: dict[str, Any]) -> dict[str, Any]:
    return {"id": user["id"], "type": "private", "first_name": user["first_name"]}


class Driver:
    def __init__(self, app: TgApp, api: Any) -> None:
        self.app = app
        self.api = api
        self.guard: HiddenCardGuard | None = None

    async def feed(self, update: dict[str, Any]) -> dict[str, Any]:
        await self.app.process_update(Update.de_json(update, self.app.bot))
        return update

    async def poll(self) -> None:
        """Fetch updates by long polling from the fake server, as in production."""
        assert self.app.updater is not None
        await self.app.updater.start_polling(poll_interval=0.0, timeout=1)

    async def say(self, chat: dict[str, Any], user: dict[str, Any], text: str,
                  **kwargs: Any) -> dict[str, Any]:
        return await self.feed(self.api.message_update(chat, user, text, **kwargs))

    async def click(self, user: dict[str, Any], message: Any, data: str) -> dict[str, Any]:
        update = await self.feed(self.api.click_update(user, message, data))
        assert update["callback_query"]["id"] in self.api.callback_answers, "unanswered"
        return self.api.answer_to(update)



def button(message: Any, text: str) -> str:
    """The callback data of the button whose label starts with `text`."""
    for candidate in message.buttons():
        if candidate["text"].startswith(text) and "callback_data" in candidate:
            return str(candidate["callback_data"])
    labels = [b["text"] for b in message.buttons()]
    raise AssertionError(f"no button {text!r} in {labels}")


class HiddenCardGuard:
    """Checks every text the bot shows against the cards hidden from its readers at that moment.

    In a group: every card in a live match's hands or a live poker hand's hole cards (and what a
    Naiko power showed one player) that the public view does not name. In a player's private
    chat: the other seats' cards (their own hand is theirs to see). A face
    the reader may see anyway (the double pack has two of each) cannot be told apart and is
    skipped.
    """

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.checked = 0
        self.violations: list[tuple[str, str]] = []

    async def __call__(self, chat_id: int, text: str) -> None:
        from bot.render.cards import face

        runtime = self.driver.app.bot_data["feltbot"]
        hidden: set[str] = set()
        visible: set[str] = set()
        asnas = False
        holdings: list[tuple[int | None, set[str]]] = []  # (owner, cards only they may see)
        for live in runtime.service.registry:
            state = live.state
            visible |= set(_strings(state.public_view()))
            if live.game == "asnas":
                asnas = True
                visible |= await _last_shown(runtime.store, live.id)
            for seat, player_id in enumerate(live.seats):
                holdings.append((player_id, set(_hand(live.game, state, seat))))
        for live in list(runtime.desk):  # cash tables and tournaments
            table = live.table
            visible |= set(_strings(table.public_view()))
            posted = await where_drawn(runtime, live.id)
            visible |= await _last_hand_shown(
                runtime.store, live.id, None if posted is None else posted.deal_no)
            if table.hand is None or not table.live:
                continue
            for seat, occupant in enumerate(table.seats):
                if occupant is not None and table.hand.stacks[seat] is not None:
                    holdings.append((occupant.player, _secret_cards(table.hand, seat)))
        for player_id, cards in holdings:
            player = None if player_id is None else await runtime.store.player(player_id)
            if chat_id > 0 and player is not None and player.external_id == str(chat_id):
                visible |= cards
            else:
                hidden |= cards
        names = _asnas_names if asnas else lambda code: {face(code)}
        secret = {n for code in hidden - visible for n in names(code)}
        secret -= {n for code in visible for n in names(code)}
        self.checked += 1
        for card in secret:
            if card in text:
                self.violations.append((card, text))


def _hand(game: str, state: Any, seat: int) -> list[str]:
    """A seat's cards, also those its owner has not looked at yet (As-Nas, AN-2.5)."""
    if game == "asnas":
        return [str(code) for code in state.to_dict()["hands"][seat]]
    return list(state.private_view(seat).get("hand") or [])


async def _last_shown(store: Any, match_id: int) -> set[str]:
    """The hands shown at the last As-Nas showdown: public (AN-5.3), and the group still reads
    them on the closed deal's message while the next deal is already dealt."""
    for record in reversed(await store.match_events(match_id)):
        for event in json.loads(record.events_json):
            if event["kind"] == "deal_over":
                return {str(c) for shown in event["data"]["shown"] for c in shown["cards"]}
    return set()


async def _last_hand_shown(store: Any, table_id: int, posted: int | None = None) -> set[str]:
    """The board and the hands shown in a table's previous hand: public, and the group still
    reads them on that hand's closed message while the next hand is already dealt; from the
    hand of the message posted last (`posted`) on when several hands ended in one go (every
    person folded to a big blind: the next one was dealt before the older one was closed)."""
    events = [e for r in await store.match_events(table_id) for e in json.loads(r.events_json)]
    starts = [i for i, event in enumerate(events) if event["kind"] == "hand"]
    since = starts[-2] if len(starts) > 1 else 0
    if posted is not None and 1 <= posted <= len(starts):
        since = min(since, starts[posted - 1])
    return {
        str(card) for event in events[since:] if event["kind"] in ("board", "show")
        and event["private_to"] is None for card in event["data"].get("cards", [])
    }


def _secret_cards(hand: Any, seat: int) -> set[str]:
    """A poker seat's hole cards and what Naiko powers showed it alone (a glance, a swap)."""
    view = hand.private_view(seat)
    cards = {str(code) for code in view.get("hole") or []}
    glance = view.get("glance") or {}
    swap = view.get("swap") or {}
    cards |= {str(glance["card"])} if glance.get("card") else set()
    cards |= {str(swap[key]) for key in ("old", "new") if swap.get(key)}
    return cards


def _asnas_names(code: str) -> set[str]:
    """How the Telegram adapter writes an As-Nas card, in every language ("[As]", "[शाह]")."""
    from bot.i18n import languages
    from bot.render.asnas import CARD_KEYS, card_label

    if code[:2] not in CARD_KEYS:  # any other visible string names no As-Nas card
        return set()
    return {card_label(code, Localizer(lang)) for lang in languages()}


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list | tuple):
        return [s for item in value for s in _strings(item)]
    return []


EN, FI = Localizer("en"), Localizer("fi")
USERS = {ALICE["id"]: ALICE, BOB["id"]: BOB}


def runtime(bot: Driver) -> Any:
    return bot.app.bot_data["feltbot"]


def only_match(bot: Driver) -> Any:
    (live,) = list(runtime(bot).service.registry)
    return live


async def current_table(bot: Driver, api: Any) -> Any:
    """The match's table message, as the chat shows it now."""
    posted = await where_drawn(runtime(bot), only_match(bot).id)
    return api.messages[(GROUP_ID, posted.message_id)]


async def acting_user(bot: Driver) -> dict[str, Any]:
    live = only_match(bot)
    player = await runtime(bot).store.player(live.seats[live.state.to_act])
    return USERS[int(player.external_id)]


async def challenge_accepted(bot: Driver, api: Any) -> Any:
    """Alice challenges Bob by replying to him; Carol cannot accept for him; Bob accepts."""
    await bot.say(GROUP, ALICE, "/updown", reply_to_user=BOB)
    offer = api.last_message(GROUP_ID)
    assert offer.text == EN.t("chat-challenge", challenger="Alice", opponent="Bob", stake=20)
    refused = await bot.click(CAROL, offer, button(offer, EN.t("chat-accept")))
    assert refused["show_alert"] is True
    assert refused["text"] == Localizer("hi").t("chat-challenge-not-for-you", name="Bob")
    answer = await bot.click(BOB, offer, button(offer, EN.t("chat-accept")))
    assert "text" not in answer
    return api.last_message(GROUP_ID)
