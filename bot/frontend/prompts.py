"""Questions answered by a reply: "Other amount" where a platform has no dialog (Telegram asks in
a message and takes the reply to it). The policy, for any such platform:

- a pending question lives in the key-value store (by place and the question's message), so
  a reply after a restart still finds it;
- a person has at most one open question per place: asking again replaces the last (the
  platform deletes its message), so questions nobody answers cannot pile up;
- a question is forgotten once answered, or once it can never be (`FINAL`: its deal, hand or
  sequence is past, the move was made, the match or table is over); after a typo or an
  out-of-range amount it stands.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Final

from bot.callbacks import ButtonRef
from bot.errors import DuplicateCommand, MatchNotFound, SeqConflict, StaleCommand
from bot.frontend.screen import AMOUNT
from bot.kv import KeyValue
from bot.tables.errors import TableClosed

# Refusals after which a question can never be answered.
FINAL: Final = (StaleCommand, DuplicateCommand, SeqConflict, MatchNotFound, TableClosed)


@dataclass(frozen=True, slots=True)
class AmountPrompt:
    """An "Other amount" question waiting for the acting person's number: the press it
    answers (match or table, deal, sequence, verb) and whom it asks (`user_id`, the
    platform's id of the person)."""

    match_id: int
    deal_no: int
    seq: int
    verb: str
    user_id: int
    table: bool = False  # a poker table's (match_id is then the table id)

    @property
    def asked(self) -> ButtonRef:
        return ButtonRef(AMOUNT, self.match_id, self.deal_no, self.seq, self.verb)


class Prompts:
    """The pending questions of one platform: `namespace` by (place, question message),
    `latest_namespace` by (place, person) for their one open question."""

    def __init__(self, kv: KeyValue, namespace: str, latest_namespace: str) -> None:
        self._kv = kv
        self._ns = namespace
        self._latest_ns = latest_namespace

    async def asked(self, place: int, message: int, prompt: AmountPrompt) -> int | None:
        """Remember the question posted as `message`; returns the message of the person's
        question it replaces (forgotten now; the platform deletes it), if any."""
        latest = await self._kv.get(self._latest_ns, _key(place, prompt.user_id))
        if latest is not None:
            await self.forget(place, int(latest))
        await self._kv.put(self._ns, _key(place, message), dataclasses.asdict(prompt))
        await self._kv.put(self._latest_ns, _key(place, prompt.user_id), message)
        return None if latest is None else int(latest)

    async def pending(self, place: int, message: int) -> AmountPrompt | None:
        """The question the message asks, if it still waits for an answer."""
        stored = await self._kv.get(self._ns, _key(place, message))
        return None if stored is None else AmountPrompt(**stored)

    async def forget(self, place: int, message: int) -> None:
        """Drop the question (and its person's pointer to it, if it is still their latest)."""
        prompt = await self.pending(place, message)
        await self._kv.delete(self._ns, _key(place, message))
        if prompt is not None:
            latest = _key(place, prompt.user_id)
            if await self._kv.get(self._latest_ns, latest) == message:
                await self._kv.delete(self._latest_ns, latest)


def _key(place: int, number: int) -> str:
    return f"{place}:{number}"
