"""Card codes as people read them, for front ends that print text (adapters never import engine)."""

from __future__ import annotations

from engine.cards import parse_card
from engine.errors import RuleError


def face(code: str) -> str:
    """``"Ah'"`` -> ``"A♥"``, ``"Td"`` -> ``"10♦"``; the two copies of a double pack look alike
    on purpose (a player cannot tell them apart either). Unknown codes come back unchanged."""
    try:
        return parse_card(code).face
    except RuleError:
        return code


def faces(codes: list[str] | tuple[str, ...]) -> list[str]:
    return [face(code) for code in codes]
