"""What every chat transport does alike (`bot.frontend.chat.ChatTransportBase`): a keyed answer
and a refusal in the presser's language, a line in a game's channel, a drawing of whichever
kind of game a key is (and nothing for a key that is neither)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bot.errors import BotError
from bot.frontend.chat import ChatTransportBase
from bot.i18n import Localizer

FI = Localizer("fi")


class Registry:
    def get(self, key: int) -> Any:
        from bot.errors import MatchNotFound
        if key != 1:
            raise MatchNotFound(key)
        return SimpleNamespace(state=SimpleNamespace(deal_no=4))


class Store:
    async def load_match(self, key: int) -> Any:
        return SimpleNamespace(channel="c7") if key in (1, 2) else None


class Desk:
    store = Store()

    def find(self, key: int) -> Any:
        return object() if key == 2 else None

    def get(self, key: int) -> Any:
        from bot.tables.errors import TableClosed
        raise TableClosed()


class Flow:
    def __init__(self, log: list[str], name: str) -> None:
        self._log, self._name = log, name

    async def draw(self, key: int) -> None:
        self._log.append(f"{self._name}:{key}")


class Chat(ChatTransportBase):
    def __init__(self) -> None:
        services = SimpleNamespace(registry=Registry(), desk=Desk(), pictures=None,
                                   store=Store())
        super().__init__(cast(Any, services), lambda: False)
        self.log: list[str] = []
        self._fronts = SimpleNamespace(matches=Flow(self.log, "match"),
                                       tables=Flow(self.log, "table"))

    @property
    def fronts(self) -> Any:
        return self._fronts

    async def tell(self, click: object, text: str) -> None:
        self.log.append(f"tell {click}: {text}")

    async def presser_text(self, click: object) -> Localizer:
        return FI

    async def say(self, channel: str, text: str) -> None:
        self.log.append(f"say {channel}: {text}")


async def test_answers_and_refusals_are_told_in_the_presser_s_language() -> None:
    chat = Chat()
    await chat.answer("click", "error-not-your-turn")
    await chat.refuse("click", BotError("error-stale-command"))
    await chat.refuse("click", BotError("no-such-message-key"))  # never a raw key
    assert chat.log == [f"tell click: {FI.t('error-not-your-turn')}",
                        f"tell click: {FI.t('error-stale-command')}",
                        f"tell click: {FI.t('error-internal')}"]


async def test_a_key_is_drawn_by_its_own_flow_and_a_gone_one_not_at_all() -> None:
    chat = Chat()
    for key in (1, 2, 3):
        await chat.draw(key)
    assert chat.log == ["match:1", "table:2"]
    assert (chat.current_deal(1), chat.current_deal(3)) == (4, None)


async def test_a_line_goes_to_its_game_s_channel() -> None:
    chat = Chat()
    await chat.post(2, "news")
    await chat.post(9, "lost")  # no such game: nowhere
    assert chat.log == ["say c7: news"]


class FakeBoard:
    def __init__(self, log: list[str]) -> None:
        self._log = log

    async def posted(self, key: int) -> Any:
        return SimpleNamespace(deal_no=6) if key == 1 else None

    async def show(self, key: int, channel: str, deal_no: int, payload: str, *,
                   previous: str | None = None) -> None:
        self._log.append(f"show {key}@{channel} deal {deal_no}: {payload} (before: {previous})")

    async def close(self, key: int, channel: str, deal_no: int, payload: str) -> None:
        self._log.append(f"close {key}@{channel} deal {deal_no}: {payload}")


class Boarded(Chat):
    @property
    def board(self) -> Any:
        return FakeBoard(self.log)

    async def lay_out(self, key: int, screen: Any, text: Localizer) -> Any:
        return f"{screen}/{text.lang}"

    async def drawn_in(self, key: int, text: Localizer) -> str:
        return f"c{key}"

    async def channel_text(self, key: int) -> Localizer:
        return FI


async def test_a_deal_s_message_is_laid_out_in_the_channel_s_language_and_closed() -> None:
    chat = Boarded()
    assert (await chat.shown_deal(1), await chat.shown_deal(2)) == (6, None)
    await chat.show_screen(1, 7, cast(Any, "next"), cast(Any, "result"))
    await chat.show_screen(1, 7, cast(Any, "again"), None)
    await chat.close_screen(1, 7, cast(Any, "final"))
    assert chat.log == ["show 1@c1 deal 7: next/fi (before: result/fi)",
                        "show 1@c1 deal 7: again/fi (before: None)",
                        "close 1@c1 deal 7: final/fi"]
