"""As-Nas in the terminal: `feltbot play --game asnas`, you against three computer players.

The same loop as Up/Down (`ConsoleGame`), with As-Nas's screens: the hand appears only after
*look* (AN-2.5), each screen shows the stakes, the pot, the dealer and whose turn it is; after
each deal the hands shown at the showdown (AN-5.3), who took the pot and the score table; at
the end the ranking with shared places marked (AN-1.1). Points are a score, not chips: the
match takes nothing from the balance (see `bot.matches.setups`), so no balance is shown.
"""

from __future__ import annotations

from collections.abc import Mapping

from adapters.console.screens import View
from bot.commands import Outcome
from bot.render import asnas
from bot.render.buttons import ButtonIds
from bot.views import PrivateView, Text


class AsNasScreens:
    verbs: tuple[str, ...] = ("look", "hold", "call", "raise", "fold")
    aliases: Mapping[str, str] = {"look": "look", "hold": "hold"}
    shows_balance: bool = False
    stable_numbers: bool = True  # each verb keeps its number all match long

    def welcome(self, name: str) -> Text:
        return Text("an-console-welcome", {"name": name})

    def new_match(self, buy_in: int) -> Text:
        return Text("an-console-new-match")

    def choose(self) -> Text:
        return Text("an-console-choose")

    def saved(self) -> Text:
        return Text("an-console-saved")  # names `--game asnas`, or `play` would open Up/Down

    def screen(self, match_id: int, private: View, button_id: ButtonIds) -> PrivateView:
        return asnas.private_view(match_id, private, button_id=button_id)

    def steps(self, outcome: Outcome, seat: int) -> list[Text]:
        lines = asnas.event_lines(outcome.events_for(seat), seat)
        if any(event.kind == "deal_over" for event in outcome.events):
            view = outcome.private_views.get(seat, outcome.public_view)
            lines.extend(asnas.score_table(view, seat))
        return lines

    def resumed(self, private: View, seat: int) -> list[Text]:
        return asnas.last_deal(private, seat)  # empty unless stopped between two deals

    def finish(self, outcome: Outcome, seat: int) -> list[Text]:
        return asnas.match_result(outcome.private_views.get(seat, outcome.public_view), seat)
