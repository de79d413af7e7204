"""What the terminal shows of each game played through the match service.

`ConsoleGame` runs the same loop for every such game (read a choice, act, show what happened);
a `GameScreens` says what to print for one game, from its renderer in `bot.render`: the
welcome, the screen of each decision, the sentences of each step, the resume summary and the
end of the match. Up/Down is here; As-Nas is in `adapters.console.asnas`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from bot.commands import Outcome
from bot.render import updown
from bot.render.buttons import ButtonIds
from bot.views import PrivateView, Text

View = Mapping[str, Any]


class GameScreens(Protocol):
    """One game's screens for the seat at the terminal."""

    # Verbs a typed word may name (with their English spellings in `aliases`).
    verbs: tuple[str, ...]
    aliases: Mapping[str, str]
    # Whether the end of a match shows the chip balance (a game played for chips).
    shows_balance: bool
    # Whether each verb keeps one menu number (its place in `verbs`) all match long.
    stable_numbers: bool

    def welcome(self, name: str) -> Text: ...

    def new_match(self, buy_in: int) -> Text: ...

    def choose(self) -> Text: ...

    def saved(self) -> Text: ...

    def screen(self, match_id: int, private: View, button_id: ButtonIds) -> PrivateView: ...

    def steps(self, outcome: Outcome, seat: int) -> list[Text]: ...

    def resumed(self, private: View, seat: int) -> list[Text]: ...

    def finish(self, outcome: Outcome, seat: int) -> list[Text]: ...


class UpDownScreens:
    """Up/Down (the console's first game): the behaviour it always had."""

    verbs: tuple[str, ...] = ("lock", "check", "bet", "call", "raise", "fold", "all_in")
    aliases: Mapping[str, str] = {}
    shows_balance: bool = True
    stable_numbers: bool = False  # two lock buttons share a verb: numbered 1, 2, …

    def welcome(self, name: str) -> Text:
        return Text("console-welcome", {"name": name})

    def new_match(self, buy_in: int) -> Text:
        return Text("console-new-match", {"amount": buy_in})

    def choose(self) -> Text:
        return Text("console-choose")

    def saved(self) -> Text:
        return Text("console-saved")

    def screen(self, match_id: int, private: View, button_id: ButtonIds) -> PrivateView:
        return updown.private_view(match_id, private, button_id=button_id)

    def steps(self, outcome: Outcome, seat: int) -> list[Text]:
        return updown.event_lines(outcome.events_for(seat), seat)

    def resumed(self, private: View, seat: int) -> list[Text]:
        if private["locked_slot"] is None:  # the deal has just begun
            return updown.last_deal(private, seat)
        return []

    def finish(self, outcome: Outcome, seat: int) -> list[Text]:
        view = outcome.private_views.get(seat, outcome.public_view)
        lines = updown.match_result(view, seat)
        # The match-won/lost line was already printed from the match_over event.
        return lines[1:] if any(e.kind == "match_over" for e in outcome.events) else lines
