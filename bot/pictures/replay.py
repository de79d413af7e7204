"""A finished hand as one picture (issue 21, `/hand` with pictures on): the hand's sequence of
streets drawn as a strip, top to bottom — each street the table reached with its board so
far, the pot after it and who was still in (those who folded dimmed) — then the showdown: each
hand shown with its category, and who won which pot.

Drawn from a `bot.replay.StoredHand`, whose events are the public ones only (hole cards were
dropped when the history was read), so the faces pasted are the board and the hands shown at
the table, nothing else (`Picture.faces` lets tests check exactly that).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from PIL import Image

from bot.i18n import Localizer
from bot.pictures.canvas import MAX_SIDE, Canvas, Picture
from bot.pictures.cards import card_size
from bot.pictures.felt import FELT, GOLD, MUTED, ROOM, WHITE
from bot.replay import StoredHand
from bot.views import Text, render_text
from engine.evaluation import category

WIDTH: Final = 960
TITLE_H: Final = 44
BOARD_CARD: Final = 44
SHOWN_CARD: Final = 34
STREET_H: Final = card_size(BOARD_CARD)[1] + 20
SHOWN_COLUMNS: Final = 3
SHOWN_H: Final = card_size(SHOWN_CARD)[1] + 34
WIN_H: Final = 26
MARGIN: Final = 16
_PUT: Final = frozenset({"post", "call", "bet", "raise", "all_in"})


@dataclass(frozen=True, slots=True)
class Street:
    name: str  # preflop, flop, turn, river
    board: tuple[str, ...]  # the board so far
    pot: int  # chips in the middle when the street's betting was over
    folded: frozenset[int]  # seats that had folded by then


@dataclass(slots=True)
class Story:
    streets: list[Street] = field(default_factory=list)
    shown: dict[int, tuple[tuple[str, ...], int | None]] = field(default_factory=dict)
    wins: list[tuple[int, int, int]] = field(default_factory=list)  # seat, amount, pot index


def story(hand: StoredHand) -> Story:
    """The hand street by street, from its public events."""
    out = Story()
    board: list[str] = []
    pot = 0
    folded: set[int] = set()
    street = "preflop"

    def close() -> None:
        out.streets.append(Street(street, tuple(board), pot, frozenset(folded)))

    for event in hand.events:
        data = event.data
        if event.kind == "board":
            close()
            street = str(data.get("street", ""))
            board.extend(str(code) for code in data.get("cards") or [])
        elif event.kind in _PUT:
            pot += int(data.get("amount", 0))
        elif event.kind == "return":
            pot -= int(data.get("amount", 0))
        elif event.kind == "fold" and event.seat is not None:
            folded.add(int(event.seat))
        elif event.kind == "show" and event.seat is not None:
            rank = data.get("rank")
            out.shown[int(event.seat)] = (tuple(str(c) for c in data.get("cards") or []),
                                          None if rank is None else int(rank))
        elif event.kind == "win" and event.seat is not None:
            out.wins.append((int(event.seat), int(data["amount"]), int(data.get("pot", 0))))
    close()
    return out


def replay_picture(hand: StoredHand, text: Localizer) -> Picture:
    """The strip of `hand` (see the module docstring), in the reader's language and digits."""
    loc = text.plain
    told = story(hand)
    seats = sorted(set(hand.dealt))
    shown_rows = -(-len(told.shown) // SHOWN_COLUMNS)
    top = TITLE_H + STREET_H * len(told.streets) + SHOWN_H * shown_rows + 2 * MARGIN
    wins = told.wins[:max(0, (MAX_SIDE - top) // WIN_H)]  # the text replay names them all
    height = top + WIN_H * len(wins)
    canvas = Canvas(Image.new("RGBA", (WIDTH, height), ROOM), loc.lang)
    canvas.text(loc.t("replay-picture-title", hand=hand.hand_no, table=hand.table_id),
                WIDTH // 2, TITLE_H // 2 + 4, 19, WHITE, bold=True, max_width=WIDTH - 40)
    y = TITLE_H
    for street in told.streets:
        _street(canvas, street, hand, seats, loc=loc, top=y)
        y += STREET_H
    for index, (seat, (cards, rank)) in enumerate(sorted(told.shown.items())):
        column, row = index % SHOWN_COLUMNS, index // SHOWN_COLUMNS
        _shown(canvas, _name(hand, seat, loc), cards, rank, loc=loc,
               left=MARGIN + column * (WIDTH - 2 * MARGIN) // SHOWN_COLUMNS,
               top=y + row * SHOWN_H)
    y += SHOWN_H * shown_rows
    for seat, amount, pot in wins:
        line = render_text(Text("replay-win", {"name": _name(hand, seat, loc), "amount": amount,
                                               "pot": pot}), loc)
        canvas.text(line, WIDTH - MARGIN if loc.rtl else MARGIN, y + WIN_H // 2, 16, GOLD,
                    anchor="rm" if loc.rtl else "lm", max_width=WIDTH - 2 * MARGIN,
                    rtl=loc.rtl)
        y += WIN_H
    return canvas.picture()


def _street(canvas: Canvas, street: Street, hand: StoredHand, seats: list[int], *,
            loc: Localizer, top: int) -> None:
    """One street: its name and pot at the left, the board so far, who was still in."""
    draw = canvas.draw
    draw.rounded_rectangle((MARGIN, top + 4, WIDTH - MARGIN, top + STREET_H - 4), radius=10,
                           fill=FELT)
    middle = top + STREET_H // 2
    canvas.text(loc.t("replay-picture-street", street=street.name), MARGIN + 14, middle - 11,
                17, WHITE, anchor="lm", bold=True, max_width=130)
    canvas.text(loc.t("replay-picture-pot", amount=street.pot), MARGIN + 14, middle + 13, 15,
                GOLD, anchor="lm", max_width=130)
    width, height = card_size(BOARD_CARD)
    left = MARGIN + 150
    for slot in range(5):
        x = left + slot * (width + 6)
        if slot < len(street.board):
            canvas.card(street.board[slot], x, middle - height // 2, BOARD_CARD)
        else:
            draw.rounded_rectangle((x, middle - height // 2, x + width, middle + height // 2),
                                   radius=6, outline=(60, 150, 100, 255), width=2)
    names_left = left + 5 * (width + 6) + 14
    column_w = (WIDTH - MARGIN - 10 - names_left) // 3
    for index, seat in enumerate(seats):
        column, row = index % 3, index // 3
        color = MUTED if seat in street.folded else WHITE
        canvas.text(_name(hand, seat, loc), names_left + column * column_w,
                    top + 18 + row * 22, 14, color, anchor="lm", max_width=column_w - 8)


def _shown(canvas: Canvas, name: str, cards: tuple[str, ...], rank: int | None, *,
           loc: Localizer, left: int, top: int) -> None:
    canvas.text(name, left + 4, top + 12, 15, WHITE, anchor="lm", bold=True, max_width=280)
    width, _ = card_size(SHOWN_CARD)
    for index, code in enumerate(cards):
        canvas.card(code, left + 4 + index * (width + 4), top + 24, SHOWN_CARD)
    if rank is not None:
        canvas.text(loc.t(category(rank).key), left + 12 + len(cards) * (width + 4),
                    top + 24 + card_size(SHOWN_CARD)[1] // 2, 14, GOLD, anchor="lm",
                    max_width=280 - len(cards) * (width + 4) - 12)


def _name(hand: StoredHand, seat: int, loc: Localizer) -> str:
    name, bot = hand.names.get(seat, ("—", False))
    return loc.t("seat-bot", name=name) if bot else name

