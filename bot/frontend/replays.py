"""`/hand [number|last]` for the chat front ends (issue 21): which finished hand a group asked
for, as `bot.replay` lines, and long text split into messages a platform accepts.

A group may have had several poker tables (one per mode, private ones, closed ones): hands are
numbered per table, so a hand is looked up at the newest table first, then the older ones —
"last" is the most recent table's last hand over, a number the most recent table's hand with
that number. Closed tables count: their hands stay in the store (`chat_tables`), and so do
the tables of the chat's tournaments, finished or running.

With pictures on for the community the hand also comes as one picture, its streets in
sequence (`bot.pictures.replay`), drawn off the event loop; the text goes either way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from bot.frontend.event_names import with_names_shown
from bot.i18n import Localizer
from bot.pictures import Picture
from bot.pictures.replay import replay_picture
from bot.pictures.worker import drawn
from bot.replay import REPLAYABLE, StoredHand, load_hand, replay_lines
from bot.store import Store
from bot.views import Text


@dataclass(frozen=True, slots=True)
class Replay:
    lines: list[Text]  # the replay, or one line saying why there is none
    hand: StoredHand | None  # the hand found, its names as stored


def hand_number(words: Sequence[str]) -> int | bool | None:
    """The hand asked for: a number, None for the last one ("last" or nothing), False for
    anything else (the caller shows the usage)."""
    if not words or words[0].casefold() == "last":
        return None
    word = words[0]
    if word.isascii() and word.isdecimal() and len(word) < 10:
        return int(word)
    return False


async def chat_tables(store: Store, community: str, channel: str | None = None) -> list[int]:
    """Every poker table and tournament table of the chat (open or closed), by id: `channel`
    None for all of the community's channels."""
    ids = [table for prefix in REPLAYABLE
           for table in await store.match_ids(community, prefix, channel)]
    return sorted(ids)


def _same(name: str) -> str:
    return name


async def find_replay(store: Store, table_ids: Iterable[int], words: Sequence[str], *,
                      shown: Callable[[str], str] = _same) -> Replay:
    """The hand asked for and its replay's lines. `shown` prepares a stored name for the
    platform's markup (Discord escapes it) in the lines."""
    number = hand_number(words)
    if number is False:
        return Replay([Text("replay-usage-chat")], None)
    for table_id in sorted(table_ids, reverse=True):
        hand = await load_hand(store, table_id, None if number is None else int(number))
        if hand is not None:
            names = {seat: (shown(name), bot) for seat, (name, bot) in hand.names.items()}
            # (a tournament's steps name people in their own data: a place, the winner)
            events = tuple(with_names_shown(event, shown) for event in hand.events)
            return Replay(replay_lines(replace(hand, names=names, events=events)), hand)
    return Replay([Text("replay-not-found")], None)


async def replay_for(store: Store, table_ids: Iterable[int], words: Sequence[str], *,
                     shown: Callable[[str], str] = _same) -> list[Text]:
    """The replay's lines, or one line saying why there is none (see `find_replay`)."""
    return (await find_replay(store, table_ids, words, shown=shown)).lines


async def replay_png(replay: Replay, text: Localizer, *, enabled: bool) -> bytes | None:
    """The hand as a picture (None: no hand, pictures off, or drawing failed: text only)."""
    hand = replay.hand
    if hand is None:
        return None
    picture: Picture | None = await drawn(lambda: replay_picture(hand, text), enabled=enabled)
    return None if picture is None else picture.png


def split_lines(lines: Sequence[str], limit: int) -> list[str]:
    """The lines joined into messages of at most `limit` characters, cut between lines (a line
    longer than a message is cut itself)."""
    messages: list[str] = []
    current = ""
    for whole in lines:
        line = whole
        while len(line) > limit:
            if current:
                messages.append(current)
                current = ""
            messages.append(line[:limit])
            line = line[limit:]
        joined = line if not current else current + "\n" + line
        if len(joined) > limit:
            messages.append(current)
            current = line
        else:
            current = joined
    if current:
        messages.append(current)
    return messages
