"""docs/deploy.md's examples name only settings that exist, with values the bot accepts, and
its units run only `feltbot` subcommands that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from adapters.cli import build_parser
from bot.settings import Settings

DOC = (Path(__file__).resolve().parents[1] / "docs" / "deploy.md").read_text("utf-8")
BLOCKS = re.findall(r"```(?:sh|ini)\n(.*?)```", DOC, re.S)


def assignments() -> dict[str, str]:
    """Every NAME=value of the example env files and units' Environment= lines (a unit
    instance's `%i` stands for the values the example enables)."""
    found: dict[str, str] = {}
    for block in BLOCKS:
        for line in block.splitlines():
            setting = line.strip().removeprefix("Environment=")
            match = re.fullmatch(r"([A-Z][A-Z0-9_]+)=(\S*)", setting)
            if match:
                found[match.group(1)] = match.group(2)
    return found


def test_every_variable_is_a_setting() -> None:
    names = set(assignments())
    assert {"DATABASE_URL", "DISCORD_SHARD_COUNT", "DISCORD_SHARD_IDS",
            "TELEGRAM_WEBHOOK_URL", "TELEGRAM_WEBHOOK_SECRET"} <= names
    assert names <= {field.upper() for field in Settings.model_fields}


@pytest.mark.parametrize("instance", ["0-1", "2-3"])
def test_the_example_values_are_accepted(instance: str) -> None:
    values = {name.lower(): value for name, value in assignments().items()}
    values["discord_shard_ids"] = instance  # the units' %i, as the example enables them
    values["telegram_webhook_port"] = "8444"
    settings = Settings(_env_file=None, **values)  # type: ignore[arg-type]
    assert settings.database.startswith("postgresql://")
    assert settings.discord_shard_count == 4


def test_every_unit_passes_systemd_s_checks(tmp_path: Path) -> None:
    """`systemd-analyze verify` on each unit (skipped where systemd is not installed)."""
    import shutil
    import subprocess

    if shutil.which("systemd-analyze") is None:
        pytest.skip("no systemd-analyze here")
    names = []
    for block in BLOCKS:
        first = block.splitlines()[0]
        if not first.startswith("# /etc/systemd/system/"):
            continue
        name = first.rsplit("/", 1)[1].replace("@.", "@1.")  # an instance of a template
        (tmp_path / name).write_text(block.replace("/opt/feltbot/.venv/bin/feltbot", "/bin/true")
                                     .replace("User=feltbot", "User=root"))
        names.append(str(tmp_path / name))
    assert len(names) == 6
    done = subprocess.run(["systemd-analyze", "verify", "--man=no", *names],
                          capture_output=True, text=True, check=False, timeout=60)
    problems = [line for line in (done.stdout + done.stderr).splitlines()
                if str(tmp_path) in line]
    assert problems == [], problems


def test_the_units_run_existing_subcommands() -> None:
    commands = re.findall(r"/bin/feltbot (\w[\w-]*)", DOC)
    assert set(commands) == {"run", "migrate", "backup"}
    subcommands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert set(commands) <= set(subcommands)
