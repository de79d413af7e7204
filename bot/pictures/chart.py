"""A player's chips over time as a small picture (issue 21, `/stats`): the balance after each
ledger row as a step line, the lowest and highest balance and the first and last day written
in the reader's language (Persian digits in fa)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Final

from babel.dates import format_date
from PIL import Image, ImageDraw

from bot.i18n import Localizer, localize_digits
from bot.pictures.canvas import Canvas, Picture
from bot.pictures.felt import GOLD, MUTED, ROOM, WHITE

WIDTH: Final = 640
HEIGHT: Final = 320
LEFT: Final = 80
RIGHT: Final = 24
TOP: Final = 48
BOTTOM: Final = 40
LINE: Final = (90, 200, 130, 255)


def chip_chart(points: Sequence[tuple[float, int]], title: str, text: Localizer) -> Picture:
    """`points`: (UNIX time, balance after) in time order, as the ledger has them."""
    loc = text.plain
    canvas = Canvas(Image.new("RGBA", (WIDTH, HEIGHT), ROOM), loc.lang)
    canvas.text(title, WIDTH // 2, 22, 17, WHITE, bold=True)
    draw = ImageDraw.Draw(canvas.image)
    box = (LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM)
    draw.rectangle(box, outline=(70, 70, 80, 255))
    if not points:
        return canvas.picture()
    low = min(0, *(balance for _, balance in points))
    high = max(1, *(balance for _, balance in points))
    start, end = points[0][0], max(points[-1][0], points[0][0] + 1)

    def at(moment: float, balance: int) -> tuple[float, float]:
        x = box[0] + (box[2] - box[0]) * (moment - start) / (end - start)
        y = box[3] - (box[3] - box[1]) * (balance - low) / (high - low)
        return x, y

    line: list[tuple[float, float]] = []
    for index, (moment, balance) in enumerate(points):
        if index:
            line.append(at(moment, points[index - 1][1]))  # a step: the balance held till now
        line.append(at(moment, balance))
    line.append(at(end, points[-1][1]))
    draw.line(line, fill=LINE, width=3)
    for value in (low, high):
        y = int(at(start, value)[1])
        draw.line((box[0] - 4, y, box[0], y), fill=MUTED)
        canvas.text(loc.number(value), box[0] - 8, y, 13, GOLD, anchor="rm")
    for moment, anchor, x in ((start, "lm", box[0]), (end, "rm", box[2])):
        day = format_date(datetime.fromtimestamp(moment, UTC).date(), "short", locale=loc.locale)
        canvas.text(localize_digits(day, loc.locale), x, box[3] + 18, 13, MUTED, anchor=anchor)
    return canvas.picture()
