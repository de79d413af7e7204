"""Console scheduled tournaments: `feltbot simulate mtt` and `feltbot play --game mtt`.

`simulate_mtt` prints the report of one tournament of BOTs (`bot.tournaments.mtt_simulate`).
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Final, TextIO

from bot.errors import RuleError
from bot.tournaments.mtt_simulate import simulate_mtt

MTT_GAMES: Final = ("mtt",)
DEFAULT_PLAYERS: Final = 200


def mtt_games() -> tuple[str, ...]:
    return MTT_GAMES


def simulate_mtt_cli(
    *, players: int, table_size: int, seed: int | None, db: Path | None, stdout: TextIO,
) -> int:
    """`feltbot simulate mtt --players N --table-size K --seed S [--db PATH] --json`."""
    try:
        report = asyncio.run(simulate_mtt(players=players, table_size=table_size, seed=seed,
                                          db=db))
    except (ValueError, RuleError) as error:
        stdout.write(json.dumps({"error": str(error)}) + "\n")
        return 2
    stdout.write(json.dumps(report, sort_keys=True) + "\n")
    return 0
