"""Where each deal's shuffle seed and each match's computer-player seed come from.

In play every deal is shuffled from `secrets.randbits(128)` (DESIGN: at least 128 bits, never
the global RNG). A simulation injects `DerivedSeeds`, which derives every seed from one master
seed so a whole run replays exactly.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Final, Protocol

SEED_BITS: Final = 128


class SeedSource(Protocol):
    """Seeds for one service: a fresh one per deal and one per match for its computer seats."""

    def deal_seed(self, match_key: str, deal_no: int) -> int: ...

    def match_seed(self, match_key: str) -> int: ...


class SecretSeeds:
    """Unpredictable seeds for real play; the arguments are ignored on purpose."""

    def deal_seed(self, match_key: str, deal_no: int) -> int:
        return secrets.randbits(SEED_BITS)

    def match_seed(self, match_key: str) -> int:
        return secrets.randbits(SEED_BITS)


class DerivedSeeds:
    """Seeds derived from a master seed by hashing, so equal inputs give equal runs.

    `match_key` names the match inside the run (the simulation uses its match index, not a
    database id, so a run with and without a database shuffles the same decks).
    """

    def __init__(self, master: int) -> None:
        self._master = master

    def deal_seed(self, match_key: str, deal_no: int) -> int:
        return self._derive(f"deal:{match_key}:{deal_no}")

    def match_seed(self, match_key: str) -> int:
        return self._derive(f"match:{match_key}")

    def _derive(self, label: str) -> int:
        digest = hashlib.sha256(f"{self._master}:{label}".encode()).digest()
        return int.from_bytes(digest[: SEED_BITS // 8], "big")


def decision_seed(match_seed: int, seq: int, seat: int) -> int:
    """The RNG seed of one computer decision: a function of the match seed and the position.

    Deriving it per decision (instead of keeping one RNG object alive) makes a resumed match
    decide exactly as the uninterrupted one would have: nothing but the snapshot is needed.
    """
    digest = hashlib.sha256(f"{match_seed}:{seq}:{seat}".encode()).digest()
    return int.from_bytes(digest[:16], "big")
