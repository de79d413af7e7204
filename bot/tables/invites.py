"""Invitation tokens for private tables (NK-7.2).

A token is 192 random bits from `secrets.token_urlsafe` (32 characters of A-Za-z0-9_-), so it
fits a Telegram deep link (``?start=`` allows 64 such characters) and a Discord button id. The
table stores only the token's SHA-256 digest: a leaked database does not leak live invitations,
and revoking deletes the digest.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from typing import Final

TOKEN_BYTES: Final = 24  # 192 bits (at least 128 are required)
START_PREFIX: Final = "join-"  # Telegram /start payload: "join-" + token (37 characters)
_SHAPE: Final = re.compile(r"[A-Za-z0-9_-]{32}")


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def well_formed(token: str) -> bool:
    return _SHAPE.fullmatch(token) is not None


def start_payload(token: str) -> str:
    """The Telegram deep-link payload (`https://t.me/<bot>?start=<payload>`)."""
    return START_PREFIX + token


def token_from_start(payload: str) -> str | None:
    """The token inside a /start payload, or None when the payload is not an invitation."""
    if not payload.startswith(START_PREFIX):
        return None
    token = payload[len(START_PREFIX) :]
    return token if well_formed(token) else None
