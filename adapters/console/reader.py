"""Turning a typed line into a choice among the buttons on screen.

A line is a number from the list ("2", "2 60"), or a verb with an optional number ("raise 60",
"lock 2", "swap 1", "anchor 3", or the verb's words in the player's language), a quit word, a
help word, or one of the front end's own commands (poker's "leave"). When several buttons share
a verb, the number says which: an amount for bet and raise (the button that asks for one), a
card or seat number for the others. Nothing here knows a rule: only the buttons the renderer
offered can be chosen, and amounts go to the engine, which refuses them with its own localized
message when they are out of range. Amounts are read by `bot.amounts.parse_amount`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from bot.amounts import parse_amount as read_amount
from bot.amounts import parse_bet
from bot.callbacks import ButtonRef
from bot.render.buttons import ASK
from bot.views import Alternatives, Text

QUIT_WORDS = frozenset({"q", "quit", "exit"})
HELP_WORDS = frozenset({"?", "help", "rules", "h"})
# Verbs whose button may carry a fixed amount as its argument (the rest carry a choice).
AMOUNT_VERBS = frozenset({"bet", "raise"})
# English verb spellings players type in any language, besides the localized labels.
VERB_ALIASES: Mapping[str, str] = {
    "lock": "lock", "check": "check", "bet": "bet", "call": "call", "raise": "raise",
    "fold": "fold", "all_in": "all_in", "all-in": "all_in", "allin": "all_in",
    "look": "look", "hold": "hold", "glance": "glance", "swap": "swap", "anchor": "anchor",
    "shield": "shield", "decline": "decline",
}


@dataclass(frozen=True, slots=True)
class Option:
    """One numbered line of the menu. `low`/`high` bound the amount an ``ask`` option needs."""

    number: int
    label: str
    ref: ButtonRef
    low: int | None = None
    high: int | None = None
    all_in: bool = False  # a call that is the most the seat can put in: "all-in" means it

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
class Help:
    pass


# The front ends' own commands that read words after them ("hand last", "hand 12").
TAKES_WORDS: Final = frozenset({"hand"})


@dataclass(frozen=True, slots=True)
class Command:
    """One of the front end's own commands (not a button), by its name, with the words typed
    after it for the commands that take some (`TAKES_WORDS`: "hand 12")."""

    name: str
    words: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Problem:
    """Input that chooses nothing; `message` says why, in the player's language."""

    message: Text


Parsed = Pick | Quit | Help | Command | Problem


@dataclass(frozen=True, slots=True)
class Words:
    """What a typed word may mean besides a number: verbs (lowercase word -> engine verb),
    quit and help words, and the front end's own commands (lowercase word -> name)."""

    verbs: Mapping[str, str]
    quit: frozenset[str] = QUIT_WORDS
    help: frozenset[str] = HELP_WORDS
    commands: Mapping[str, str] | None = None


def parse_choice(
    line: str | None,
    options: Sequence[Option],
    verbs: Mapping[str, str] | Words,
    quit_words: frozenset[str] = QUIT_WORDS,
) -> Parsed:
    """`line` None is the end of input. `verbs` maps lowercase typed words to engine verbs
    (or is a whole `Words`)."""
    words_of = verbs if isinstance(verbs, Words) else Words(verbs, quit_words)
    if line is None:
        return Quit()
    words = line.strip().split()
    if not words:
        return Problem(Text("console-empty-input"))
    head = words[0].casefold()
    if head in words_of.quit:
        return Quit()
    if head in words_of.help and len(words) == 1:
        return Help()
    command = _verb(words, words_of.commands or {})
    if command is not None and (not command[1] or command[0] in TAKES_WORDS):
        return Command(command[0], tuple(command[1]))
    number = _number(head)
    if number is not None:
        numbered = [option for option in options if option.number == number]
        if not numbered:
            return _no_such_option(options)
        return _with_amount(numbered[0], words[1:])
    found = _verb(words, words_of.verbs)
    if found is None:
        return Problem(Text("console-unknown-input"))
    verb, rest = found
    matching = [option for option in options if option.ref.verb == verb]
    if not matching and verb == "all_in":  # all-in for no more than the call is the call
        matching = [option for option in options if option.all_in]
    if not matching and verb in AMOUNT_VERBS:  # "raise 60" with nothing to raise is a bet
        matching = [option for option in options if option.ref.verb in AMOUNT_VERBS]
    if not matching:  # (which moves are legal is the engine's: the menu shows them)
        return Problem(Text("console-not-offered",
                            {"choices": Alternatives(tuple(o.label for o in options))}))
    # (one card or seat to choose still takes its number: "anchor 1" with one target)
    chooses = all(o.ref.arg is not None and o.ref.verb not in AMOUNT_VERBS for o in matching)
    if len(matching) == 1 and not (rest and chooses):
        return _with_amount(matching[0], rest)
    # Several options share the verb. Bet and raise: presets and the one that asks for an
    # amount, which takes the typed amount (or asks for it). Otherwise one option per card or
    # seat (lock, swap, anchor): the number says which.
    asking = [option for option in matching if option.needs_amount]
    if asking:
        return _with_amount(asking[0], rest)
    slot = _number(rest[0]) if rest else None
    chosen = [option for option in matching if slot is not None and option.ref.arg == slot - 1]
    if not chosen or len(rest) > 1:
        return Problem(Text("console-no-such-choice", {
            "choices": Alternatives(tuple(str(int(o.ref.arg or 0) + 1) for o in matching)),
        }))
    return Pick(chosen[0])


class Prompter(Protocol):
    """The part of the screen that asks (adapters.console.screen.Screen)."""

    def say(self, text: Text) -> None: ...

    def prompt(self, text: Text) -> None: ...


def read_choice(
    screen: Prompter,
    readline: Callable[[], str | None],
    options: Sequence[Option],
    verbs: Mapping[str, str] | Words,
    quit_words: frozenset[str] = QUIT_WORDS,
    *,
    on_help: Callable[[], None] | None = None,
    ask_amounts: bool = True,
) -> Pick | Command | None:
    """Ask until a line picks an option (and its amount, if it needs one) or names one of the
    front end's commands; None: quit. A help word calls `on_help` and asks again, at the
    amount prompt too. Without `ask_amounts`, an option that needs an amount not typed with
    it is picked without one (the caller asks)."""
    words = verbs if isinstance(verbs, Words) else Words(verbs, quit_words)
    while True:
        screen.prompt(Text("console-prompt"))
        parsed = parse_choice(readline(), options, words)
        if isinstance(parsed, Quit):
            return None
        if isinstance(parsed, Help):
            show_help(screen, on_help)
            continue
        if isinstance(parsed, Problem):
            screen.say(parsed.message)
            continue
        if isinstance(parsed, Command):
            return parsed
        while ask_amounts and parsed.option.needs_amount and parsed.amount is None:
            option = parsed.option
            screen.prompt(Text("console-amount-prompt",
                               {"min": option.low or 0, "max": option.high or 0}))
            amount = parse_amount(readline(), words.quit, words.help)
            if isinstance(amount, Quit):
                return None
            if isinstance(amount, Help):
                show_help(screen, on_help)
                continue
            if isinstance(amount, Problem):
                screen.say(amount.message)
                break
            return Pick(option, amount)
        else:
            return parsed


def show_help(screen: Prompter, on_help: Callable[[], None] | None) -> None:
    """The answer to a help word: `on_help`'s (the rules), then how to choose."""
    if on_help is not None:
        on_help()
    screen.say(Text("console-help"))


def parse_amount(
    line: str | None, quit_words: frozenset[str] = QUIT_WORDS,
    help_words: frozenset[str] = HELP_WORDS,
) -> int | Quit | Help | Problem:
    """The answer to an amount prompt: a number, a quit word or a help word."""
    if line is None:
        return Quit()
    text = line.strip()
    if not text:  # (an empty answer gives the prompt up: back to the choices)
        return Problem(Text("console-amount-empty"))
    if text.casefold() in quit_words:
        return Quit()
    if text.casefold() in help_words:
        return Help()
    value = parse_bet(text)  # (too long for any stack: the move tells the range)
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
    """The option with the amount typed after it, if any. A button of fixed size (a preset,
    As-Nas's one-point raise) takes only its own amount; a button without an amount, none."""
    if not rest:
        return Pick(option)
    amount = parse_bet(rest[0]) if len(rest) == 1 else None
    if amount is None:
        return Problem(Text("error-amount-not-a-number"))
    if option.needs_amount:
        return Pick(option, amount)
    fixed = option.ref.arg if option.ref.verb in AMOUNT_VERBS else None
    if fixed is None:
        return Problem(Text("console-no-amount"))
    if amount != fixed:
        return Problem(Text("error-amount-out-of-range", {"min": fixed, "max": fixed}))
    return Pick(option)


def _no_such_option(options: Sequence[Option]) -> Problem:
    numbers = [option.number for option in options] or [1]
    return Problem(Text("console-no-such-option", {"first": min(numbers), "count": max(numbers)}))


def _number(word: str) -> int | None:
    """A whole number in any script's digits ("12", "۱۲", "१२", "1,000"), else None ("1_0",
    "²" and other things `int` would take or half-take are refused)."""
    return read_amount(word)
