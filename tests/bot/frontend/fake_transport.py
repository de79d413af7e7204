"""A `Transport` that records what the policies asked of it and fails on command, and
`FakeChallenges`: the same for the notices of challenges and lobbies."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from bot.errors import RuleError
from bot.frontend import PrivateLine, WakeUp
from bot.frontend.screen import ChatButton
from bot.i18n import Localizer


class PlatformError(Exception):
    """Stands for anything a chat library raises (a 5xx, a 429 past its retries, a 400…)."""


@dataclass
class FakeTransport:
    # method -> outcomes to use first: an exception to raise, or a value to return
    fail: dict[str, list[BaseException | bool]] = field(default_factory=dict)
    drawn: list[int] = field(default_factory=list)
    sent: list[PrivateLine] = field(default_factory=list)
    fell_back: list[PrivateLine] = field(default_factory=list)
    answered: list[tuple[object, str]] = field(default_factory=list)
    wakes: dict[str, tuple[float, WakeUp]] = field(default_factory=dict)
    deals: dict[int, int] = field(default_factory=dict)  # key -> deal in play
    calls: list[str] = field(default_factory=list)
    failures: list[tuple[int, Exception]] = field(default_factory=list)  # told by `failed`

    def fail_next(self, method: str, *outcomes: BaseException | bool) -> None:
        self.fail.setdefault(method, []).extend(outcomes)

    def _outcome(self, method: str) -> bool | None:
        self.calls.append(method)
        queue = self.fail.get(method)
        if not queue:
            return None
        outcome = queue.pop(0)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome

    async def draw(self, key: int) -> None:
        self._outcome(f"draw:{key}")
        self.drawn.append(key)

    async def send_private(self, line: PrivateLine) -> bool:
        outcome = self._outcome(f"send:{line.player}")
        if outcome is False:
            return False
        self.sent.append(line)
        return True

    async def fall_back(self, line: PrivateLine) -> None:
        self._outcome(f"fall_back:{line.player}")
        self.fell_back.append(line)

    def current_deal(self, key: int) -> int | None:
        return self.deals.get(key)

    async def answer(self, click: object, key: str) -> None:
        self._outcome("answer")
        self.answered.append((click, key))

    def wake(self, name: str, delay: float, work: WakeUp) -> None:
        self.wakes[name] = (delay, work)

    def failed(self, key: int, error: Exception) -> None:
        self._outcome("failed")
        self.failures.append((key, error))

    async def fire(self, name: str) -> None:
        """Run the wake-up `name` as if its time had come."""
        _, work = self.wakes.pop(name)
        await work()

    async def fire_all(self, matching: Callable[[str], bool] = lambda name: True) -> None:
        for name in [n for n in self.wakes if matching(n)]:
            await self.fire(name)


@dataclass
class FakeChallenges(FakeTransport):
    offers: list[tuple[object, str, Sequence[ChatButton], int]] = field(default_factory=list)
    closed: list[tuple[int, str | None, object | None]] = field(default_factory=list)
    edits: list[tuple[str, str | None, str | None, tuple[ChatButton, ...], object | None]] = (
        field(default_factory=list))
    refused: list[tuple[object, RuleError]] = field(default_factory=list)
    acknowledged: list[object] = field(default_factory=list)
    noted: list[tuple[object, str]] = field(default_factory=list)
    announced: list[tuple[object, str]] = field(default_factory=list)

    async def place_text(self, community: str, channel: str, origin: object | None
                         ) -> Localizer:
        return Localizer("en")

    async def player_text(self, player_id: int) -> Localizer:
        return Localizer("en")

    async def name(self, player_id: int) -> str:
        return f"P{player_id}"

    async def post_notice(self, origin: object, text: str, buttons: Sequence[ChatButton],
                          notify: Sequence[int] = ()) -> str:
        self._outcome("post_notice")
        self.offers.append((origin, text, buttons, notify[0] if notify else 0))
        return f"m{len(self.offers)}"

    async def edit_notice(self, channel: str, message_id: str | None, text: str | None,
                          buttons: Sequence[ChatButton], click: object | None) -> None:
        self._outcome("edit_notice")
        self.edits.append((channel, message_id, text, tuple(buttons), click))
        if not buttons:  # an offer closed
            self.closed.append((int(message_id[1:]) if message_id else 0, text, click))

    async def refuse(self, click: object, error: RuleError) -> None:
        self.refused.append((click, error))

    async def acknowledge(self, click: object) -> None:
        self._outcome("acknowledge")
        self.acknowledged.append(click)

    def shown(self, name: str) -> str:
        return f"«{name}»"  # marks where a platform would escape

    async def note(self, click: object, text: str) -> None:
        self._outcome("note")
        self.noted.append((click, text))

    async def announce(self, click: object, text: str) -> None:
        self._outcome("announce")
        self.announced.append((click, text))
