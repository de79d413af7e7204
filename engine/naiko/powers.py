"""The four powers, their costs, the carousel and the spark rules (NK-5, NK-6), as data.

Power names double as the verbs of `engine.protocol.Action` ("glance", "swap", "anchor",
"shield"); "decline" lets a Small anchor's response window pass without a shield.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from engine.errors import InvalidState

GLANCE: Final = "glance"  # Steal glance (NK-6.1)
SWAP: Final = "swap"  # Sleeve swap (NK-6.2)
ANCHOR: Final = "anchor"  # Small anchor (NK-6.3)
SHIELD: Final = "shield"  # Seal shield (NK-6.4)
DECLINE: Final = "decline"  # let the anchor's response window pass (NK-6.4)

POWERS: Final = (GLANCE, SWAP, ANCHOR, SHIELD)
VERBS: Final = frozenset((*POWERS, DECLINE))
COSTS: Final = {GLANCE: 1, SWAP: 2, ANCHOR: 2, SHIELD: 1}

# NK-5.3: Seal shield never shows without Small anchor, so only these three sets exist.
CAROUSELS: Final = (
    (GLANCE, SWAP, ANCHOR),
    (GLANCE, ANCHOR, SHIELD),
    (SWAP, ANCHOR, SHIELD),
)

MAX_SPARKS: Final = 3  # NK-5.1
ROUND_LIMIT: Final = 3  # ordinary activations per betting round, whole table (NK-5.5)
WINDOW_SECONDS: Final = 8  # the anchor's response window (NK-6.4); the bot layer times it


def draw_carousel(rng: random.Random) -> tuple[str, str, str]:
    """NK-5.3 Decision: one of the three valid sets, uniformly at random."""
    return CAROUSELS[rng.randrange(len(CAROUSELS))]


def carousel_of(powers: Sequence[str]) -> tuple[str, str, str]:
    """A forced carousel (tests, replays) in canonical order; refuses a set NK-5.3 forbids."""
    for carousel in CAROUSELS:
        if sorted(carousel) == sorted(powers):
            return carousel
    raise InvalidState("error-state-corrupt", detail="carousel " + ",".join(powers))


def gain_spark(sparks: int) -> int:
    """NK-5.1: one spark for being dealt in, never above the cap."""
    return min(MAX_SPARKS, sparks + 1)
