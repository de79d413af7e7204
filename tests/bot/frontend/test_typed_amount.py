"""An amount typed for "Other amount", once for every platform (`Fronts.typed_amount`): a
Discord dialog and a Telegram reply both land here. Not a number is refused and nothing moves;
digits of any script, grouped as the bot prints them, make the asked verb's move through the
match or the table flow."""

from __future__ import annotations

from typing import Any, cast

from bot.callbacks import ButtonRef
from bot.errors import RuleError
from bot.frontend import poker, screen
from bot.frontend.fronts import Fronts


class Flow:
    """A match or table flow that records the moves it is asked to make."""

    def __init__(self) -> None:
        self.moves: list[tuple[object, int, ButtonRef, int | None]] = []

    async def move(self, click: object, player_id: int, ref: ButtonRef,
                   amount: int | None = None) -> RuleError | None:
        self.moves.append((click, player_id, ref, amount))
        return None


class Refusals:
    def __init__(self) -> None:
        self.refused: list[tuple[object, str]] = []

    async def refuse(self, click: object, error: RuleError) -> None:
        self.refused.append((click, error.key))


def fronts(matches: Flow, tables: Flow, transport: Refusals) -> Fronts:
    parts: dict[str, Any] = dict.fromkeys(
        ("recovery", "seating", "hosting", "answers", "challenges", "lobbies", "tourneys",
         "mtt", "boards", "pictures", "locks"))
    return Fronts(matches=cast(Any, matches), tables=cast(Any, tables),
                  transport=cast(Any, transport), **parts)


ASKED = ButtonRef("amt", 7, 2, 11, "raise")


async def test_not_a_number_is_refused_and_nothing_moves() -> None:
    matches, tables, transport = Flow(), Flow(), Refusals()
    for raw in ("abc", "", "12abc", "1.5"):
        refusal = await fronts(matches, tables, transport).typed_amount(
            "click", 3, ASKED, raw, table=False)
        assert refusal is not None and refusal.key == "error-amount-not-a-number"
    assert transport.refused == [("click", "error-amount-not-a-number")] * 4
    assert matches.moves == [] and tables.moves == []


async def test_any_script_s_digits_make_the_asked_move_of_a_table_or_a_match() -> None:
    matches, tables, transport = Flow(), Flow(), Refusals()
    front = fronts(matches, tables, transport)
    assert await front.typed_amount("reply", 3, ASKED, "۱٬۳۵۷", table=True) is None
    assert await front.typed_amount("dialog", 4, ASKED, "1,357", table=False) is None
    assert tables.moves == [("reply", 3, ButtonRef(poker.ACT, 7, 2, 11, "raise"), 1357)]
    assert matches.moves == [("dialog", 4, ButtonRef(screen.ACT, 7, 2, 11, "raise"), 1357)]
    assert transport.refused == []
