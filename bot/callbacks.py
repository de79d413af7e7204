"""Opaque, signed button ids: what a button means, in at most 64 ASCII bytes.

A chat button carries a `ButtonRef` (which match, deal and action sequence it was drawn for,
a verb and one small integer argument) encoded by `CallbackCodec` as
``<tag>.<match>.<deal>.<seq>.<verb>.<arg>.<mac>`` with base-36 numbers and a truncated
HMAC-SHA256. Telegram allows 64 bytes of callback data and Discord 100 characters of
`custom_id`, so one codec serves both. The signature means a client cannot forge a button for
another match or invent an amount; the (deal, seq) pair lets the service refuse an old button
even when its signature is good. Nothing secret is inside: the ids are signed, not encrypted.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass
from typing import Final

from bot.errors import BotError

MAX_BYTES: Final = 64
_MAC_BYTES: Final = 9  # 72 bits: forging by guessing is hopeless, and it fits in 12 characters
_SEP: Final = "."
_WORD = re.compile(r"[a-z][a-z0-9_]{0,15}")
_B36_DIGITS: Final = "0123456789abcdefghijklmnopqrstuvwxyz"


class ForgedButton(BotError):
    """The button id is malformed or its signature does not match (never made by this bot)."""

    def __init__(self) -> None:
        super().__init__("error-invalid-button")


@dataclass(frozen=True, slots=True)
class ButtonRef:
    """What a button means. `tag` names the family ("act", "ask", "cards"…, adapter's choice);
    `verb` is usually an engine action kind; `arg` an amount or a choice, None when unused."""

    tag: str
    match_id: int
    deal_no: int
    seq: int
    verb: str
    arg: int | None = None

    def __post_init__(self) -> None:
        for word in (self.tag, self.verb):
            if not _WORD.fullmatch(word):
                raise ValueError(f"button words are short lowercase ASCII, not {word!r}")
        for number in (self.match_id, self.deal_no, self.seq):
            if number < 0:
                raise ValueError("button numbers are non-negative")
        if self.arg is not None and self.arg < 0:
            raise ValueError("button arguments are non-negative")


class CallbackCodec:
    """Encodes `ButtonRef`s into signed ids and checks them back. Keep `secret` stable across
    restarts (derive it with `from_secret`) so buttons drawn before a restart still work."""

    def __init__(self, key: bytes) -> None:
        if len(key) < 16:
            raise ValueError("the signing key needs at least 16 bytes")
        self._key = key

    @classmethod
    def from_secret(cls, secret: str, purpose: str = "feltbot-buttons") -> CallbackCodec:
        """A codec keyed by a secret the bot already keeps (its platform token, say).

        The key is derived, so a leaked button never helps anyone guess the secret.
        """
        key = hmac.new(secret.encode(), purpose.encode(), hashlib.sha256).digest()
        return cls(key)

    def encode(self, ref: ButtonRef) -> str:
        arg = "" if ref.arg is None else _b36(ref.arg)
        body = _SEP.join(
            (ref.tag, _b36(ref.match_id), _b36(ref.deal_no), _b36(ref.seq), ref.verb, arg)
        )
        data = f"{body}{_SEP}{self._mac(body)}"
        if len(data.encode()) > MAX_BYTES:
            raise ValueError(f"button id longer than {MAX_BYTES} bytes: {data!r}")
        return data

    def decode(self, data: str) -> ButtonRef:
        """The ref inside `data`; raises `ForgedButton` unless this codec made it."""
        # Every id this codec makes is ASCII; anything else is refused before it is compared
        # (compare_digest raises on non-ASCII str), and the signatures are compared as bytes.
        if not data.isascii() or len(data) > MAX_BYTES:
            raise ForgedButton()
        body, _, mac = data.rpartition(_SEP)
        if not body or not hmac.compare_digest(mac.encode(), self._mac(body).encode()):
            raise ForgedButton()
        parts = body.split(_SEP)
        if len(parts) != 6:
            raise ForgedButton()
        tag, match_id, deal_no, seq, verb, arg = parts
        try:
            return ButtonRef(
                tag=tag,
                match_id=int(match_id, 36),
                deal_no=int(deal_no, 36),
                seq=int(seq, 36),
                verb=verb,
                arg=int(arg, 36) if arg else None,
            )
        except ValueError as error:  # only reachable with the key, but never trust input
            raise ForgedButton() from error

    def _mac(self, body: str) -> str:
        digest = hmac.new(self._key, body.encode(), hashlib.sha256).digest()[:_MAC_BYTES]
        return base64.urlsafe_b64encode(digest).decode()


def _b36(number: int) -> str:
    if number == 0:
        return "0"
    digits = []
    while number:
        number, rest = divmod(number, 36)
        digits.append(_B36_DIGITS[rest])
    return "".join(reversed(digits))
