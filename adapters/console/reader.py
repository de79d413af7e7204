"""Turning a typed line into a choice among the buttons on screen.

A line is a number from the list ("2", "2 6"), or a verb with an optional number ("raise 6",
"lock 2", or the verb's label in the player's language), or a quit word. Nothing here knows a
rule: only the buttons the renderer offered can be chosen, and amounts go to the engine,
which refuses them with its own localized message when they are out of range.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.callbacks import ButtonRef
from bot.render.buttons import ASK
from bot.views import Text

QUIT_WORDS = frozenset({"q", "quit", "exit"})
# English verb spellings players type in any language, besides the localized labels.
VERB_ALIASES: Mapping[str, str] = {
    "lock": "lock", "check": "check", "bet": "bet", "call": "call", "raise": "raise",
    "fold": "fold", "all_in": "all_in", "all-in": "all_in", "allin": "all_in",
}


@dataclass(frozen=True, slots=True)
class Option:
    """One numbered line of the menu. `low`/`high` bound the amount an ``ask`` option needs."""

    number: int
    label: str
    ref: ButtonRef
    low: int | None = None
    high: int | None = None

    @property
    def needs_amount(self) -> bool:
        return self.ref.tag == ASK


@dataclass(frozen=True, slots=True)
class Pick:
    option: Option
    amount: int | None = None  # given with the choice ("raise 6"); None: ask if needed


@dataclass(frozen=True, slots=True)
class Quit:
    pass


@dataclass(frozen=True, slots=True)
class Problem:
    """Input that chooses nothing; `message` says why, in the player's language."""

    message: Text


Parsed = Pick | Quit | Problem


def parse_choice(
    line: str | None,
    options: Sequence[Option],
    verbs: Mapping[str, str],
    quit_words: frozenset[str] = QUIT_WORDS,
) -> Parsed:
    """`line` None is the end of input. `verbs` maps lowercase typed words to engine verbs."""
    if line is None:
        return Quit()
    words = line.strip().split()
    if not words:
        return Problem(Text("console-empty-input"))
    head = words[0].casefold()
    if head in quit_words:
        return Quit()
    number = _number(head)
    if number is not None:
        if not 1 <= number <= len(options):
            return _no_such_option(options)
        return _with_amount(options[number - 1], words[1:])
    found = _verb(words, verbs)
    if found is None:
        return Problem(Text("console-unknown-input"))
    verb, rest = found
    matching = [option for option in options if option.ref.verb == verb]
    if not matching:
        return Problem(Text("error-illegal-action"))
    if len(matching) == 1:
        return _with_amount(matching[0], rest)
    # Several options share the verb (one per card to lock): the number says which card.
    slot = _number(rest[0]) if rest else None
    chosen = [option for option in matching if slot is not None and option.ref.arg == slot - 1]
    if not chosen:
        return Problem(Text("console-no-such-option", {"first": 1, "count": len(matching)}))
    return Pick(chosen[0])


class Prompter(Protocol):
    """The part of the screen that asks (adapters.console.screen.Screen)."""

    def say(self, text: Text) -> None: ...

    def prompt(self, text: Text) -> None: ...


def read_choice(
    screen: Prompter,
    readline: Callable[[], str | None],
    options: Sequence[Option],
    verbs: Mapping[str, str],
    quit_words: frozenset[str] = QUIT_WORDS,
) -> Pick | None:
    """Ask until a line picks an option (and its amount, if it needs one); None: quit."""
    while True:
        screen.prompt(Text("console-prompt"))
        parsed = parse_choice(readline(), options, verbs, quit_words)
        if isinstance(parsed, Quit):
            return None
        if isinstance(parsed, Problem):
            screen.say(parsed.message)
            continue
        if parsed.option.needs_amount and parsed.amount is None:
            option = parsed.option
            screen.prompt(Text("console-amount-prompt",
                               {"min": option.low or 0, "max": option.high or 0}))
            amount = parse_amount(readline())
            if isinstance(amount, Quit):
                return None
            if isinstance(amount, Problem):
                screen.say(amount.message)
                continue
            return Pick(option, amount)
        return parsed


def parse_amount(line: str | None) -> int | Quit | Problem:
    """The answer to an amount prompt."""
    if line is None:
        return Quit()
    text = line.strip()
    if not text:
        return Problem(Text("console-empty-input"))
    value = _number(text)
    if value is None:
        return Problem(Text("error-amount-not-a-number"))
    return value


def _verb(words: Sequence[str], verbs: Mapping[str, str]) -> tuple[str, list[str]] | None:
    """The verb the line starts with (labels may be several words: "kaikki peliin") and the
    words after it; the longest match wins."""
    for length in range(len(words), 0, -1):
        verb = verbs.get(" ".join(words[:length]).casefold())
        if verb is not None:
            return verb, list(words[length:])
    return None


def _with_amount(option: Option, rest: Sequence[str]) -> Parsed:
    if not option.needs_amount or not rest:
        return Pick(option)
    amount = _number(rest[0])
    if amount is None:
        return Problem(Text("error-amount-not-a-number"))
    return Pick(option, amount)


def _no_such_option(options: Sequence[Option]) -> Problem:
    return Problem(Text("console-no-such-option", {"first": 1, "count": len(options)}))


def _number(word: str) -> int | None:
    """A whole number in any script's digits ("12", "۱۲", "१२"), else None."""
    try:
        return int(word)
    except ValueError:
        return None
