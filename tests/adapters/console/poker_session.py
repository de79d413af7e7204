"""A console poker session driven as a player drives it: a player reads what the screen shows
since its last line and types the next line (like pexpect, on the console's own streams).

`Player.decide(screen)` gets the text printed since the last prompt and returns the line to
type, or None to end the input (EOF). Sessions use derived seeds, so they replay exactly.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from adapters.console.poker import ConsolePoker
from bot.i18n import Localizer
from bot.matches import DerivedSeeds
from bot.store import Store
from bot.tables import Accounts, TableService
from engine.protocol import Action, LegalAction

GRANT = 1000
MENU_LINE = re.compile(r"^\s+(\d+)\) (.*)$", re.M)


class Typist(io.TextIOBase):
    """Standard input for the console: each line comes from `decide(screen since last line)`."""

    def __init__(self, out: io.StringIO, decide: Callable[[str], str | None],
                 limit: int = 400) -> None:
        self.out = out
        self.decide = decide
        self.seen = 0
        self.left = limit  # a runaway guard: the session ends after this many lines

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> str:
        text = self.out.getvalue()
        screen, self.seen = text[self.seen:], len(text)
        self.left -= 1
        line = self.decide(screen) if self.left > 0 else None
        return "" if line is None else line + "\n"


def menu(screen: str) -> dict[str, int]:
    """The last menu on the screen: label -> number."""
    return {label: int(number) for number, label in MENU_LINE.findall(screen)}


def lines_script(lines: Sequence[str]) -> Callable[[str], str | None]:
    """A player who types these lines, whatever the screen says, then EOF."""
    queue = list(lines)
    return lambda screen: queue.pop(0) if queue else None


async def session(
    path: Path, decide: Callable[[str], str | None] | Sequence[str], *, lang: str = "en",
    game: str = "naiko", seed: int = 7, grant: int = GRANT, name: str = "Ann",
    bot_policy: str | None = None, clock: Callable[[], float] | None = None,
    service: TableService | None = None,
) -> tuple[int, str]:
    """One run of `feltbot play --game <game>` on the store at `path` (with `service`: a
    window whose tables were loaded earlier, on a store of its own)."""
    out = io.StringIO()
    chooser = lines_script(decide) if isinstance(decide, Sequence) else decide
    async with await Store.open(path) as store:
        if service is None:
            service = TableService(store, communities="console", seeds=DerivedSeeds(seed),
                                   bot_policy=bot_policy,
                                   **({} if clock is None else {"clock": clock}))
        accounts = Accounts(store, grant=grant, refill_amount=500, refill_cooldown_s=3600)
        console = ConsolePoker(service, accounts, Localizer(lang), name, game=game,
                               stdin=Typist(out, chooser), stdout=out)
        code = await console.run()
    return code, out.getvalue()


class AnchorsThePerson:
    """A computer seat that anchors the person (the last seat) whenever it may, lets an
    anchor aimed at itself pass, and otherwise checks or calls: so a person meets Small
    anchor and Seal shield's window every few hands."""

    name = "anchors-the-person"

    def __init__(self, person: int = 3) -> None:
        self.person = person

    def decide(self, view: Mapping[str, Any], legal: Sequence[LegalAction],
               rng: Any) -> Action:
        seat = int(view["seat"])
        kinds = {option.kind: option for option in legal}
        anchor = kinds.get("anchor")
        if anchor is not None and self.person in anchor.choices:
            return Action(seat, "anchor", choice=self.person)
        for kind in ("decline", "check", "call"):
            if kind in kinds:
                return Action(seat, kind)
        return Action(seat, "fold")
