"""The words a player may type at the console, in English and in the player's language.

Verbs come from three places: the English spellings (`reader.VERB_ALIASES`), each verb's
button label in the player's language ("Korota", "kaikki peliin"), and the language's own
extra words (`console-words-verbs`: "panos=bet korotus=raise", for the nouns people type).
Quit, help and the front end's own commands (poker's leave) add their localized words too.
"""

from __future__ import annotations

from collections.abc import Iterable

from adapters.console.reader import HELP_WORDS, QUIT_WORDS, VERB_ALIASES, Words
from bot.i18n import Localizer, action_key


def said_yes(loc: Localizer, line: str | None) -> bool:
    """Whether a typed answer to a yes/no question is yes (English "y"/"yes" too)."""
    yes = {word.casefold() for word in loc.plain.t("console-words-yes").split()}
    return line is not None and line.strip().casefold() in yes | {"y", "yes"}


def console_words(
    loc: Localizer, verbs: Iterable[str], *, aliases: dict[str, str] | None = None,
    commands: Iterable[str] = (),
) -> Words:
    """What typed words mean for a game offering `verbs`; `commands` are the front end's
    own commands (so far "leave")."""
    plain = loc.plain
    verbs = tuple(verbs)
    words = dict(VERB_ALIASES)  # an English verb of another game: "not allowed now"
    words.update(aliases or {})
    for verb in verbs:
        label = plain.t(action_key(verb)).casefold()
        words.setdefault(label, verb)
        words.setdefault(label.replace(" ", ""), verb)
    for pair in plain.t("console-words-verbs").split():
        word, _, verb = pair.partition("=")
        if verb in verbs:
            words.setdefault(word.casefold(), verb)
    named = {}
    english = Localizer("en").plain  # the README's words work in every language, as verbs do
    for command in commands:
        for said in (english, plain):
            for word in said.t("console-words-" + command).split():
                named[word.casefold()] = command
    return Words(
        verbs=words,
        quit=QUIT_WORDS | {plain.t("console-quit-word").casefold()},
        help=HELP_WORDS | {w.casefold() for w in plain.t("console-words-help").split()},
        commands=named,
    )
