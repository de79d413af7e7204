"""Up/Down (RULES.md UD-1 … UD-5): two players, two cards each, one locked card, one betting round.

Modules: `rules` (UP/DOWN groups, signals, the 2-beats-A duel), `state` (`UpDownState`, the
match), `views` (public and private views).

Using it::

    state = UpDownState.new_match(starter=0)          # 20 chips each (UD-1.2)
    state.start_deal(seed=secrets.randbits(128))      # antes + cards
    state.apply(Action(0, "lock", choice=1))          # starter locks first (UD-3.1)
    state.apply(Action(1, "lock", choice=0))
    state.apply(Action(0, "bet", amount=3))           # raise-to totals, antes not counted
    ...                                               # until state.deal_over
    state.restart()                                   # a new match (UD-1.2)

Phases: ``"lock"`` → ``"bet"`` → ``"deal_over"`` (or ``"match_over"`` when a player has no
chips left for the next ante, UD-5.5). When the ante leaves a player with 0 chips the deal goes
from locking straight to the showdown (UD-3.7). Verbs: ``"lock"`` with ``choice`` = card slot
0/1, then the betting verbs of `engine.betting` (check, bet, call, raise, fold, all_in).

Forced decks (tests): the first deal gives one card at a time, the starter first: ``deck[0]``
and ``deck[2]`` go to the starter (slots 0 and 1), ``deck[1]`` and ``deck[3]`` to the other
player; later deals draw one replacement each, starter first, into slot 1 (the kept card is
slot 0). ``start_deal(deck=…)`` orders, top first, the cards this deal draws from: the 104 in
the first deal; the new stock (discards + old stock, held cards left out) when this deal
reshuffles (UD-5.4); otherwise the remaining stock. Unlisted cards follow in their current order.

Public view keys (``public_view()``)
    game, deal_no, seq, phase, deal_over, match_over, match_winner (seat or None), starter,
    to_act (seat or None), ante (1), stacks (chips behind, per seat), street (this round's bets
    per seat), current_bet, pot (every chip in the middle, antes included),
    signals (per seat ``{"up": n, "down": m}`` during a deal, else None),
    locked (per seat: has locked, bool), actions (this deal's log, see below),
    last_result (the latest finished deal, see below), history (results of the deals since the
    last reshuffle, oldest first), tally (this match's betting per seat, over its finished
    deals and kept across reshuffles: ``{"free": {verb: n}, "facing": {verb: n}}``, "facing"
    when the other's round total was above the seat's own as it acted), stock_count,
    discard_count.

    actions entries: ``{"seat", "kind", "added", "to", "all_in"}`` for ``ante`` and each betting
    verb (``added`` = chips moved from the stack, ``to`` = the seat's round total after it), and
    ``{"seat", "kind": "returned", "added": -chips}`` for an uncalled bet given back (UD-3.5).

    result entries: ``{"deal_no", "starter", "signals", "locked": [code | None, code | None]
    (both locked cards by seat; None once the card was shuffled back into the stock),
    "folded": seat | None, "winner": seat | None (None = tie), "pot", "won": [chips per seat],
    "returned": {"seat", "amount"} | None, "stacks": [after the deal]}``.

Private view keys (``private_view(seat)``): the public keys plus seat, opponent, hand (this
seat's card codes in slot order: two during a deal, the kept card between deals), locked_slot
(0/1 or None), legal (``LegalAction.to_dict()`` list), and, when it is this seat's turn to bet,
to_call, min_raise_to, max_raise_to (else None).

Events: ``reshuffled`` {stock}, ``ante`` {amount, all_in}, ``dealt`` (private_to the seat:
{hand, drawn}), ``signals`` {deal_no, signals}, ``locked`` (seat only), ``check`` / ``bet`` /
``call`` / ``raise`` / ``fold`` / ``all_in`` {added, to, all_in}, ``returned`` {amount},
``revealed`` {locked: [code, code]}, ``pot_won`` (seat = winner) {amount, folded: seat | None}
or ``split`` {pot, amounts}, ``match_over`` (seat = winner) {loser}, ``match_started``
{starter, stacks} (after `restart`).
"""

from engine.updown.rules import DOWN, UP, compare, group, signal
from engine.updown.state import UpDownState

__all__ = ["DOWN", "UP", "UpDownState", "compare", "group", "signal"]
