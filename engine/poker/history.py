"""Hand histories: a data form that replays a finished hand exactly, and a readable text log.

The data form is the table config at the start of the hand, the whole deck order and the
players' actions (taken from the log): `replay(export(state))` deals the same cards, applies the
same actions and ends with the same log and stacks. The text form is for logs and hand-history
exports (English, like a poker room's hand history file), not for the chat tables, which
render views through `locale/`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Protocol, TypeVar

from engine.betting import BET, RAISE, VERBS
from engine.errors import IllegalAction, InvalidState
from engine.evaluation import category
from engine.poker.records import BOARD, POST, POT, RETURN, SHOW, STREETS, WIN, Record
from engine.poker.state import CODES, PokerState
from engine.protocol import Action

VERSION: Final = 1
_TITLES: Final = {"holdem": "Hold'em No Limit", "omaha": "Omaha Pot Limit"}


def actions(state: PokerState) -> list[Action]:
    """The decisions taken in the hand, in order, as they were applied."""
    return [
        Action(r.seat, r.kind, r.to if r.kind in (BET, RAISE) else None)
        for r in state.log
        if r.kind in VERBS and r.seat is not None
    ]


def export(state: PokerState) -> dict[str, Any]:
    """The hand as plain data (config + deck + actions); JSON-able."""
    if not state.deal_over:
        raise IllegalAction("error-deal-in-progress")
    return {
        "version": VERSION,
        "game": state.game,
        "deal_no": state.deal_no,
        "small_blind": state.small_blind,
        "big_blind": state.big_blind,
        "button": state.button,
        "stacks": [None if state.empty[s] else state.start_stacks[s] for s in range(state.size)],
        "deck": [CODES[card] for card in state.deck],
        "actions": [action.to_dict() for action in actions(state)],
    }


def replay(data: Mapping[str, Any]) -> PokerState:
    """Deal the recorded deck and apply the recorded actions: the same hand, the same result."""

    def deal() -> PokerState:
        if data["version"] != VERSION:
            raise InvalidState("error-state-corrupt", detail="history version")
        return PokerState.new_hand(
            str(data["game"]),
            [None if stack is None else int(stack) for stack in data["stacks"]],
            int(data["button"]),
            int(data["small_blind"]),
            int(data["big_blind"]),
            deck=[str(code) for code in data["deck"]],
        )

    return replayed(deal, data)


class _Replayable(Protocol):
    def apply(self, action: Action) -> Any: ...


_State = TypeVar("_State", bound=_Replayable)


def replayed(deal: Callable[[], _State], data: Mapping[str, Any]) -> _State:
    """`deal()` the recorded hand, then apply `data`'s recorded actions. A malformed record is
    `InvalidState` (error-state-corrupt); an action the rules refuse raises as it would live."""
    try:
        state = deal()
        moves = [Action.from_dict(item) for item in data["actions"]]
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, InvalidState):
            raise
        raise InvalidState("error-state-corrupt", detail=str(exc)) from exc
    for action in moves:
        state.apply(action)
    return state


def _line(record: Record) -> str | None:
    seat = f"Seat {record.seat}"
    all_in = " and is all-in" if record.all_in else ""
    kind = record.kind
    if kind == POST:
        return f"{seat} posts a blind of {record.amount}{all_in}"
    if kind == "fold":
        return f"{seat} folds"
    if kind == "check":
        return f"{seat} checks"
    if kind == "call":
        return f"{seat} calls {record.amount}{all_in}"
    if kind == BET:
        return f"{seat} bets {record.to}{all_in}"
    if kind in (RAISE, "all_in"):
        return f"{seat} {'raises' if kind == RAISE else 'goes all-in'} to {record.to}{all_in}"
    if kind == RETURN:
        return f"Uncalled bet of {record.amount} returned to seat {record.seat}"
    if kind == SHOW:
        assert record.rank is not None
        name = category(record.rank).name.lower().replace("_", " ")
        return f"{seat} shows [{' '.join(record.cards)}] ({name})"
    return None


def render(state: PokerState, notes: Mapping[int, Sequence[str]] | None = None) -> str:
    """The readable hand history of a finished hand. `notes[i]` are extra lines printed just
    before log record `i` (a layer's own events, such as Naiko's powers)."""
    if not state.deal_over:
        raise IllegalAction("error-deal-in-progress")
    lines = [
        f"{_TITLES[state.game]} ({state.small_blind}/{state.big_blind}) - hand #{state.deal_no}",
        f"Button: seat {state.button}",
    ]
    for seat in range(state.size):
        if state.empty[seat]:
            continue
        roles = []
        if seat == state.sb_seat:
            roles.append("small blind")
        if seat == state.bb_seat:
            roles.append("big blind")
        if not state.in_hand[seat]:
            roles.append("not dealt in")
        note = f" ({', '.join(roles)})" if roles else ""
        lines.append(f"Seat {seat}: {state.start_stacks[seat]} chips{note}")
    lines.append("*** PREFLOP ***")
    pots: dict[int, Record] = {}
    wins: dict[int, list[Record]] = {}
    showdown = False
    for index, record in enumerate(state.log):
        if notes:
            lines.extend(notes.get(index, ()))
        if record.kind == BOARD:
            board = " ".join(CODES[c] for c in state.board[: (0, 3, 4, 5)[record.street]])
            lines.append(f"*** {STREETS[record.street].upper()} *** [{board}]")
        elif record.kind == SHOW:
            if not showdown:
                lines.append("*** SHOWDOWN ***")
                showdown = True
            lines.append(_line(record) or "")
        elif record.kind == POT:
            assert record.pot is not None
            pots[record.pot] = record
        elif record.kind == WIN:
            assert record.pot is not None
            wins.setdefault(record.pot, []).append(record)
        else:
            text = _line(record)
            if text is not None:
                lines.append(text)
    lines.append("*** SUMMARY ***")
    for index in sorted(pots):
        pot = pots[index]
        name = "Main pot" if index == 0 else f"Side pot {index}"
        eligible = ", ".join(str(seat) for seat in pot.seats)
        won = "; ".join(f"seat {w.seat} wins {w.amount}" for w in wins.get(index, []))
        lines.append(f"{name} {pot.amount} (seats {eligible}): {won}")
    if state.board:
        lines.append(f"Board [{' '.join(CODES[c] for c in state.board)}]")
    stacks = state.stacks
    lines.append(
        "Stacks after the hand: "
        + ", ".join(f"seat {s} {stacks[s]}" for s in range(state.size) if stacks[s] is not None)
    )
    return "\n".join(lines) + "\n"
