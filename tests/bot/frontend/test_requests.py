"""The request layer's policies (`bot.frontend.requests`), once for every chat: what is refused
before chips move, what is answered at once, what is acknowledged first and how privately,
which flow a press goes to; with flows and a transport that record what they were asked."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any, cast

import pytest

from bot.callbacks import ButtonRef
from bot.errors import BotError, RuleError
from bot.frontend import boards, challenges, mtt, poker, screen, tourney_lobbies
from bot.frontend.answers import Said
from bot.frontend.requests import CHART_FILE, Request, Requests
from bot.i18n import Localizer

EN = Localizer("en")


class Recorder:
    """A flow or transport: every call is logged as (name, args); `results` answers some."""

    def __init__(self, log: list[tuple[str, tuple[Any, ...]]], prefix: str,
                 results: dict[str, Any] | None = None) -> None:
        self._log, self._prefix, self._results = log, prefix, results or {}

    def __getattr__(self, name: str) -> Any:
        result = self._results.get(name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            self._log.append((f"{self._prefix}.{name}", args + tuple(kwargs.items())))
            if isinstance(result, BaseException):
                raise result
            return result(*args) if callable(result) else result
        return call


class Transport(Recorder):
    def __init__(self, log: list[tuple[str, tuple[Any, ...]]], *, may_post: bool = True,
                 pictured: bool = True, limit: int = 2000) -> None:
        super().__init__(log, "t", {"may_post": may_post, "tell_pictured": pictured})
        self.limit = limit

    @contextlib.asynccontextmanager
    async def working(self, click: object, *, private: bool = False) -> AsyncIterator[None]:
        self._log.append(("t.working", (private,)))
        try:
            yield
        except RuleError as error:
            self._log.append(("t.working-refused", (error.key,)))

    @property
    def message_limit(self) -> int:
        return self.limit

    def shown(self, name: str) -> str:
        return f"<{name}>"


class Sync:
    """A flow's synchronous part (`refusal`) beside its recorded coroutines."""

    def __init__(self, flow: Recorder, refusal: RuleError | None = None) -> None:
        self._flow, self._refusal = flow, refusal

    def refusal(self, player: int, ref: ButtonRef) -> RuleError | None:
        return self._refusal

    def __getattr__(self, name: str) -> Any:
        return getattr(self._flow, name)


def setup(*, refusal: RuleError | None = None, may_post: bool = True,
          results: dict[str, dict[str, Any]] | None = None, pictured: bool = True,
          limit: int = 2000) -> tuple[Requests, list[tuple[str, tuple[Any, ...]]]]:
    log: list[tuple[str, tuple[Any, ...]]] = []
    results = results or {}

    def flow(name: str) -> Recorder:
        return Recorder(log, name, results.get(name))

    desk = SimpleNamespace(decision_s=None, store=None, config=lambda mode: f"config:{mode}")
    seating = flow("seating")
    fronts = SimpleNamespace(
        matches=Sync(flow("matches"), refusal), tables=Sync(flow("tables"), refusal),
        seating=SimpleNamespace(desk=desk, accept=seating.accept, take_seat=seating.take_seat,
                                sit=seating.sit, leave=seating.leave, refill=seating.refill),
        answers=flow("answers"), challenges=flow("challenges"), lobbies=flow("lobbies"),
        tourneys=SimpleNamespace(press=flow("tourneys").press, open=flow("tourneys").open,
                                 list_text=lambda *a: EN.t("chat-tourney-list-empty")),
        mtt=flow("mtt"), boards=flow("boards"))
    pictures = Recorder(log, "pictures", {"enabled": True})
    transport = Transport(log, may_post=may_post, pictured=pictured, limit=limit)
    return Requests(cast(Any, fronts), transport, cast(Any, pictures)), log


async def never() -> bool:
    raise AssertionError("nobody asked whether they manage the place")


def request(manager: bool | None = None) -> Request:
    async def manages() -> bool:
        assert manager is not None
        return manager
    return Request("click", "c1", "ch1", 7, "Ann", EN, never if manager is None else manages)


def names(log: list[tuple[str, tuple[Any, ...]]]) -> list[str]:
    return [name for name, _ in log]


MOVE = ButtonRef(screen.ACT, 3, 1, 4, "call")


async def test_a_move_refused_without_changing_anything_is_answered_before_any_ack() -> None:
    requests, log = setup(refusal=BotError("error-not-your-turn"))
    await requests.press(request(), MOVE)
    assert names(log) == ["t.may_post", "matches.refused"]


async def test_a_move_where_the_table_cannot_be_shown_is_refused_before_chips_move() -> None:
    for ref in (MOVE, ButtonRef(poker.ACT, 3, 1, 4, "call"), ButtonRef(poker.SIT, 3, 0, 0, "go")):
        requests, log = setup(may_post=False)
        await requests.press(request(), ref)
        assert names(log) == ["t.may_post"], ref


async def test_a_move_is_acknowledged_then_made() -> None:
    requests, log = setup()
    await requests.press(request(), MOVE)
    assert log[1:] == [("t.working", (False,)), ("matches.press", ("click", 7, MOVE))]


@pytest.mark.parametrize(("verb", "private"), [("glance", True), ("swap", True),
                                               ("call", False), ("raise", False)])
async def test_a_power_that_shows_a_card_is_acknowledged_privately(verb: str,
                                                                   private: bool) -> None:
    requests, log = setup()
    ref = ButtonRef(poker.ACT, 3, 1, 4, verb)
    await requests.press(request(), ref)
    assert log[1:] == [("t.working", (private,)), ("tables.press", ("click", 7, ref))]


@pytest.mark.parametrize("ref", [ButtonRef(screen.AMOUNT, 3, 1, 4, "raise"),
                                 ButtonRef(screen.CARDS, 3, 0, 0, "go"),
                                 ButtonRef(poker.AMOUNT, 3, 1, 4, "raise"),
                                 ButtonRef(poker.CARDS, 3, 0, 0, "go")])
async def test_other_amount_and_my_cards_answer_the_press_themselves(ref: ButtonRef) -> None:
    requests, log = setup(may_post=False)  # nothing moves: no need to post
    await requests.press(request(), ref)
    assert names(log) == [("tables" if ref.tag in poker.TABLE_TAGS else "matches") + ".press"]


async def test_sitting_down_is_acknowledged_privately_and_seats_the_asker() -> None:
    requests, log = setup()
    await requests.press(request(), ButtonRef(poker.SIT, 9, 0, 0, "go"))
    assert names(log) == ["t.may_post", "t.working", "seating.sit"]
    assert log[1] == ("t.working", (True,))
    asker, table = log[2][1]
    assert (asker.player, asker.community, asker.channel, table) == (7, "c1", "ch1", 9)


@pytest.mark.parametrize(("tag", "verb", "flow", "checks_post"), [
    (tourney_lobbies.TAG, "reg", "tourneys", True),
    (tourney_lobbies.TAG, "unreg", "tourneys", False),
    (mtt.TAG, mtt.REGISTER, "mtt", True),
    (mtt.TAG, mtt.UNREGISTER, "mtt", False),
    (challenges.TAG, challenges.ACCEPT, "challenges", False),
    (boards.TAG, "chips_week", "boards", False),
])
async def test_only_what_moves_chips_needs_the_table_to_be_seen(
        tag: str, verb: str, flow: str, checks_post: bool) -> None:
    requests, log = setup(may_post=False)
    await requests.press(request(), ButtonRef(tag, 5, 0, 0, verb))
    expected = ["t.may_post"] if checks_post else ["t.working", f"{flow}.{_verb(flow)}"]
    assert names(log) == expected


def _verb(flow: str) -> str:
    return {"challenges": "answer", "boards": "turn"}.get(flow, "press")


async def test_my_table_of_a_scheduled_tournament_is_acknowledged_privately() -> None:
    requests, log = setup()
    await requests.press(request(), ButtonRef(mtt.TAG, 5, 0, 0, mtt.MY_TABLE))
    assert log[0] == ("t.working", (True,))


async def test_a_button_of_no_family_is_refused_as_invalid() -> None:
    requests, log = setup()
    await requests.press(request(), ButtonRef("zz", 5, 0, 0, "go"))
    assert log == [("t.answer", ("click", "error-invalid-button"))]


async def test_cancel_refused_at_once_changes_nothing() -> None:
    requests, log = setup(results={"answers": {"to_cancel": BotError("chat-no-game")}})
    await requests.cancel(request(manager=False))
    assert names(log) == ["answers.to_cancel", "t.refuse"]
    assert log[1][1][1].key == "chat-no-game"


async def test_cancel_allowed_is_acknowledged_then_done() -> None:
    requests, log = setup(results={"answers": {"to_cancel": "what"}})
    await requests.cancel(request(manager=True))
    assert names(log) == ["answers.to_cancel", "t.working", "answers.cancel"]
    assert dict(log[0][1][1:])["manager"] is True


async def test_pictures_asks_whether_the_asker_manages_the_place() -> None:
    requests, log = setup(results={"answers": {"choose_pictures": "said"}})
    await requests.pictures(request(manager=False), ["on"])
    assert dict(log[0][1][2:])["manager"] is False
    assert log[1] == ("t.tell", ("click", "said"))


async def test_stats_sends_the_chart_with_its_text_or_the_text_alone() -> None:
    said = Said("figures", b"png")
    requests, log = setup(results={"answers": {"stats": said}})
    await requests.stats(request())
    assert names(log) == ["answers.stats", "t.tell_pictured"]
    assert log[0][1][2] == "<Ann>" and ("chart_name", "Ann") in log[0][1]  # shown / cleaned
    assert log[1][1][:4] == ("click", "figures", b"png", CHART_FILE)
    requests, log = setup(results={"answers": {"stats": said}}, pictured=False)
    await requests.stats(request())
    assert log[-1] == ("t.tell", ("click", "figures"))
    requests, log = setup(results={"answers": {"stats": Said("figures")}})
    await requests.stats(request())
    assert names(log) == ["answers.stats", "t.tell"]


async def test_leaderboard_words_that_are_no_choice_get_the_usage() -> None:
    requests, log = setup()
    await requests.leaderboard(request(), ["sometimes"])
    assert log == [("t.tell", ("click", EN.t("board-usage-chat")))]
    requests, log = setup()
    await requests.leaderboard(request(), ["month", "hands"])
    assert log == [("boards.show", ("click", "c1", "hands", "month", EN))]


async def test_a_seat_by_code_accepts_the_invitation_else_takes_one_of_the_mode() -> None:
    requests, log = setup()
    await requests.seat(request(), buy_in=None, code="tok")
    assert names(log) == ["t.may_post", "t.working", "seating.accept"]
    assert log[1] == ("t.working", (True,))
    requests, log = setup()
    await requests.seat(request(), buy_in=500, mode="omaha")
    assert names(log) == ["t.may_post", "t.working", "seating.take_seat"]
    assert ("opening", "config:omaha") in log[2][1] and ("buy_in", 500) in log[2][1]


async def test_a_refused_lobby_or_offer_is_answered_to_the_asker() -> None:
    error = BotError("chat-busy")
    requests, log = setup(results={"lobbies": {"open": error}, "challenges": {"offer": error}})
    await requests.asnas(request())
    await requests.challenge(request(), "updown", 8)
    assert names(log) == ["t.may_post", "lobbies.open", "t.refuse",
                          "t.may_post", "challenges.offer", "t.refuse"]


async def test_a_match_against_the_computer_is_acknowledged_privately_then_told() -> None:
    requests, log = setup()
    await requests.play_computer(request(), "updown", None)
    assert names(log) == ["t.may_post", "t.working", "challenges.play_computer",
                          "t.cards_by_dm"]
    assert log[1] == ("t.working", (True,))


async def test_the_tournament_list_leaves_out_what_is_empty() -> None:
    rows = "Scheduled: Friday"
    requests, log = setup(results={"mtt": {"list_text": rows}})
    await requests.tourney_list(request())
    assert log[-1] == ("t.tell", ("click", rows))
    requests, log = setup(results={"mtt": {"list_text": EN.t("mtt-chat-list-empty")}})
    await requests.tourney_list(request())
    assert log[-1] == ("t.tell", ("click", EN.t("chat-tourney-list-empty")))
    requests, log = setup(results={"mtt": {"list_text": EN.t("mtt-chat-list-empty")}})
    await requests.tourney_list(request(), lobbies=False)
    assert log[-1] == ("t.tell", ("click", EN.t("mtt-chat-list-empty")))


@pytest.mark.parametrize("pictured", [True, False])
async def test_a_replay_is_cut_to_the_platform_s_messages_its_picture_with_the_first(
        monkeypatch: pytest.MonkeyPatch, pictured: bool) -> None:
    from bot.frontend import requests as module
    from bot.frontend.replays import Replay
    from bot.views import Text

    line = Text("replay-not-found")
    asked: list[tuple[Any, ...]] = []

    async def tables(store: object, community: str, channel: str | None = None) -> list[int]:
        asked.append((community, channel))
        return [4, 9]

    async def found(store: object, ids: list[int], words: list[str], **_: Any) -> Replay:
        asked.append((ids, words))
        return Replay([line] * 5, None)

    async def drawn(replay: Replay, text: Localizer, *, enabled: bool) -> bytes:
        return b"png"

    monkeypatch.setattr(module, "chat_tables", tables)
    monkeypatch.setattr(module, "find_replay", found)
    monkeypatch.setattr(module, "replay_png", drawn)
    one = EN.t("replay-not-found")
    requests, log = setup(pictured=pictured, limit=2 * len(one) + 1)  # two lines a message
    await requests.hand(request(), ["last"])
    assert asked == [("c1", "ch1"), ([4, 9], ["last"])]
    parts = [f"{one}\n{one}", f"{one}\n{one}", one]
    pictured_first = ("t.tell_pictured", ("click", parts[0], b"png", "hand.png",
                                          ("caption", False)))
    told = [("t.tell", ("click", part)) for part in parts]
    assert log == [("pictures.enabled", ("c1",)), pictured_first,
                   *(told[1:] if pictured else told)]
