"""What a typed line picks from the console's menu (`adapters.console.reader.parse_choice`)."""

from __future__ import annotations

from adapters.console.reader import VERB_ALIASES, Option, Pick, Problem, parse_choice
from bot.callbacks import ButtonRef


def _option(number: int, verb: str, arg: int | None = None) -> Option:
    return Option(number, f"{verb} {arg}", ButtonRef("act", 1, 1, 1, verb, arg))


def test_a_choice_of_one_seat_still_takes_its_number() -> None:
    """Naiko's Small anchor with one target: "anchor 1" picks it, as "anchor" does; another
    seat's number is refused with the choices."""
    options = [_option(1, "fold"), _option(2, "call"), _option(3, "anchor", 0)]
    for line in ("anchor 1", "anchor"):
        picked = parse_choice(line, options, VERB_ALIASES | {"anchor": "anchor"})
        assert isinstance(picked, Pick) and picked.option is options[2], line
    refused = parse_choice("anchor 2", options, VERB_ALIASES | {"anchor": "anchor"})
    assert isinstance(refused, Problem) and refused.message.key == "console-no-such-choice"


def test_several_seats_take_the_number() -> None:
    options = [_option(1, "anchor", 0), _option(2, "anchor", 2)]
    picked = parse_choice("anchor 3", options, VERB_ALIASES | {"anchor": "anchor"})
    assert isinstance(picked, Pick) and picked.option is options[1]


def test_all_in_typed_when_the_call_takes_every_chip_is_the_call() -> None:
    """Facing a bet over the stack, the menu has no All-in (the call says it): typing
    "all-in" calls, as the README's words promise; with a call that does not take every chip,
    it is refused."""
    fold, call = _option(1, "fold"), _option(2, "call")
    all_in_call = Option(2, "Call 410", call.ref, all_in=True)
    picked = parse_choice("all-in", [fold, all_in_call], VERB_ALIASES)
    assert isinstance(picked, Pick) and picked.option is all_in_call
    assert isinstance(parse_choice("all-in", [fold, call], VERB_ALIASES), Problem)


def test_the_choices_a_refusal_lists_are_joined_the_readers_way() -> None:
    """"Fold, Call 17, or All-in (500)"; Persian with its own comma and "or"."""
    from bot.i18n import Localizer
    from bot.views import render_text

    refused = parse_choice("check", [_option(1, "fold"), _option(2, "call")], VERB_ALIASES)
    assert isinstance(refused, Problem)
    assert render_text(refused.message, Localizer("en")).endswith("fold None or call None.")
    persian = render_text(refused.message, Localizer("fa"))
    assert "،" in persian or " یا " in persian
    assert ", " not in persian
