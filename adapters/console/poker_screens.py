"""What the terminal prints of a poker table (`TableScreens`): richer than a chat's table
message, and always through the person's own seat.

Every step the table made is narrated on its own ("BOT 2 (BOT) raises to 60.", the person's
own as "You …", what a glance or swap showed them), then, when it is their turn, their view of
the table (their cards, every seat's chips and bet, the pot) with a numbered menu of its
buttons; Naiko's powers are explained (cost and effect) the first time in a hand. A tournament
adds its own lines (`adapters.console.tournament.TournamentScreens`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from adapters.console.reader import Option
from adapters.console.screen import Screen
from bot.callbacks import ButtonRef
from bot.render import poker as render
from bot.tables import LiveTable, TableOutcome


class TableScreens:
    """The console's screens of the poker tables it shows on `screen`."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen
        self._seen: dict[int, Any] = {}  # each seat's last occupant, to name who left
        self._explained = (-1, -1)  # (table, hand) whose powers were last explained
        self._refs: dict[str, ButtonRef] = {}

    def narrate(self, outcomes: Sequence[TableOutcome], seat: int) -> None:
        """What `outcomes` did, as `seat` saw it (its private events too)."""
        for outcome in outcomes:
            # A view is taken after its change, so a seat just emptied is named by its last
            # occupant (remembered here).
            view = dict(outcome.public_view)
            view["seats"] = [
                entry if entry is not None else self._seen.get(index)
                for index, entry in enumerate(outcome.public_view["seats"])
            ]
            events = outcome.events_for(seat)
            self.screen.say_all(render.event_lines(events, view, seat))
            for index, entry in enumerate(outcome.public_view["seats"]):
                if entry is not None:
                    self._seen[index] = entry

    def header(self, live: LiveTable, seat: int) -> None:
        """Lines a kind of table prints above the person's view (none at a cash table)."""

    def table(self, live: LiveTable, seat: int) -> list[Option]:
        """Print `seat`'s view of the table with its numbered menu (the powers explained once
        a hand); returns the menu's options."""
        table = live.table
        explain = self._explained != (live.id, table.hand_no)
        self._explained = (live.id, table.hand_no)
        self._refs = {}
        view = render.private_view(live.id, table.private_view(seat),
                                   button_id=self._remember, explain=explain)
        self.screen.view(view)
        options = []
        for number, button in enumerate(view.buttons, start=1):
            label = self.screen.text(button.label)
            self.screen.write(self.screen.menu_line(number, label))
            low, high = button.params.get("min"), button.params.get("max")
            options.append(Option(number, label, self._refs[button.command_id],
                                  low if isinstance(low, int) else None,
                                  high if isinstance(high, int) else None,
                                  bool(button.params.get("all_in"))))
        return options

    def _remember(self, ref: ButtonRef) -> str:
        """Button ids for this screen: a short local name per button."""
        command_id = f"b{len(self._refs)}"
        self._refs[command_id] = ref
        return command_id
