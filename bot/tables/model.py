"""A poker table: seats, stacks, the button and settings around one hand at a time.

A table runs hand after hand while players come and go (NK-7.1). The hand itself is an engine
state (`bot.tables.hands`); the table owns what lives between hands: who sits where, each seat's
chips *not* in the current hand (`Seat.stack`), the button, timers and sit-outs (NK-8.1,
NK-8.2), computer seats (NK-8.3), a private table's host and invitations (NK-7.2).

Every method is synchronous and pure apart from its arguments (`now`, a seed): it validates
first and raises a `BotError`/`IllegalAction` without changing anything, then changes the table
and returns a `Change` (events to show, ledger rows to commit with it). The service commits the
change and the new snapshot in one transaction.

Chips: a seat's chips are `Seat.stack` plus, while it is dealt into a live hand, its chips in
that hand. At a deal each dealt seat's stack moves into the hand; when the hand ends the hand's
final stacks move back. So a buy-in during a hand waits in `Seat.stack` for the next deal, and
`chips()` (all chips on the table) changes only by ledger rows: the table's escrow account
holds exactly `chips()` (`escrowed`), checked by the store at every change and on load. A
computer seat's chips are the house account's (`house`): minted and paid in when it sits or
recharges, paid back when it leaves.

Decisions (documented for NK-7.1, the usual online rules; see `bot.tables.blinds`): the button
moves every hand to the next seat that plays on (a moving button, no dead button); a newcomer,
and a player who missed the big blind while out of play (sitting out or busted), waits for the
big blind: dealt in only in the hand where they are the big blind, and they post it. When fewer
than two seats (or only computer seats) play on, everyone is dealt in at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from bot.errors import NotSeated
from bot.store import LedgerRow
from bot.tables.blinds import DealPlan, misses_big_blind, plan_deal
from bot.tables.config import TableConfig
from bot.tables.errors import (
    AlreadySeated,
    BotsNotAllowed,
    BuyInOutOfRange,
    InviteInvalid,
    NotBusted,
    NotHost,
    NotInvited,
    NotSittingOut,
    SeatTaken,
    TableClosed,
    TableFull,
)
from bot.tables.hands import (
    Hand,
    button_of,
    chips_in_hand,
    load_hand,
    new_hand,
    response_window,
    sparks_of,
)
from engine.errors import IllegalAction
from engine.protocol import JSON, Action, Event

TIMEOUTS_TO_SIT_OUT: Final = 2  # NK-8.2 (Decision): two timeouts in a row sit a player out
# The changes a stored record can replay (`Table.replay`): a person's or a computer seat's
# poker move, a counted timeout and an uncounted automatic move (a sat-out or leaving seat).
REPLAYABLE: Final = frozenset({"act", "bot", "timeout", "auto"})


@dataclass(slots=True)
class Seat:
    """Who sits in a seat. `player` None is a computer player (shown as BOT)."""

    player: int | None
    name: str
    stack: int  # chips at the table that are not in the current hand
    sitting_out: bool = False
    sat_out_at: float | None = None
    timeouts: int = 0  # consecutive timeouts
    leaving: bool = False  # stood up (or removed) during a hand: cashed out when it ends
    sparks: int = 0  # Naiko sparks kept while the seat is held (NK-5.2)
    dealt_hand: int | None = None  # the last hand this occupant was dealt into
    wait_bb: bool = False  # must wait for the big blind to be dealt in (see `bot.tables.blinds`)

    @property
    def is_bot(self) -> bool:
        return self.player is None

    def to_dict(self) -> dict[str, JSON]:
        return {
            "player": self.player, "name": self.name, "stack": self.stack,
            "sitting_out": self.sitting_out, "sat_out_at": self.sat_out_at,
            "timeouts": self.timeouts, "leaving": self.leaving, "sparks": self.sparks,
            "dealt_hand": self.dealt_hand, "wait_bb": self.wait_bb,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Seat:
        return cls(
            player=None if data["player"] is None else int(data["player"]),
            name=str(data["name"]), stack=int(data["stack"]),
            sitting_out=bool(data["sitting_out"]),
            sat_out_at=None if data["sat_out_at"] is None else float(data["sat_out_at"]),
            timeouts=int(data["timeouts"]), leaving=bool(data["leaving"]),
            sparks=int(data.get("sparks", 0)),
            dealt_hand=None if data.get("dealt_hand") is None else int(data["dealt_hand"]),
            wait_bb=bool(data.get("wait_bb", False)),  # older snapshots: nobody waits
        )


@dataclass(frozen=True, slots=True)
class Change:
    """What one accepted table change produced."""

    events: tuple[Event, ...] = ()
    rows: tuple[LedgerRow, ...] = ()


@dataclass(eq=False)
class Table:
    """One table (see the module docstring). `seq` counts accepted changes."""

    community: str
    config: TableConfig
    seats: list[Seat | None]
    host: int | None = None  # a private table's host (NK-7.2); None: a public cash table
    invited: set[int] = field(default_factory=set)
    invites: dict[str, float] = field(default_factory=dict)  # token digest -> created at
    hand: Hand | None = None  # the current hand, or the last one once it is over
    hand_no: int = 0
    button: int | None = None  # the last hand's button
    seq: int = 0
    turn_deadline: float | None = None
    pending_config: TableConfig | None = None  # a host's change, applied between hands
    closing: bool = False
    closed: bool = False
    bot_chips_in: int = 0  # chips the house paid in for computer seats
    bot_chips_out: int = 0  # computer seats' chips paid back to the house when they leave
    house: int = 0  # the house account's player id (set by the service)

    @classmethod
    def create(cls, community: str, config: TableConfig, host: int | None = None) -> Table:
        config.check()
        return cls(community, config, [None] * config.seats, host=host)

    # -- reading -------------------------------------------------------------------------

    @property
    def private(self) -> bool:
        return self.host is not None

    @property
    def live(self) -> bool:
        """A hand is being played."""
        return self.hand is not None and not self.hand.deal_over

    @property
    def hand_seq(self) -> int:
        """The action sequence of the current hand (commands carry it)."""
        return 0 if self.hand is None else self.hand.seq

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act if self.hand is not None and self.live else None

    def seat_of(self, player: int) -> int | None:
        return next(
            (i for i, seat in enumerate(self.seats) if seat is not None and seat.player == player),
            None,
        )

    def require_seat(self, player: int) -> int:
        seat = self.seat_of(player)
        if seat is None:
            raise NotSeated()
        return seat

    def dealt(self, seat: int) -> bool:
        """The seat's occupant was dealt into the current hand, or the last one if it is over
        (someone who sat down since then in a freed seat was not)."""
        occupant = self.seats[seat]
        return (
            occupant is not None and self.hand is not None
            and occupant.dealt_hand == self.hand_no
        )

    def in_hand(self, seat: int) -> bool:
        """The seat was dealt into the live hand (folded or not)."""
        return self.live and self.hand is not None and self.hand.stacks[seat] is not None

    def busted(self, seat: int) -> bool:
        """The seat has no chips left and is not in the live hand, so it may rebuy (NK-7.1)."""
        occupant = self.seats[seat]
        return occupant is not None and occupant.stack == 0 and not self.in_hand(seat)

    def seat_chips(self, seat: int) -> int:
        """All of a seat's chips: behind at the table plus its stack in the live hand (bets
        already in the pot are no longer its own)."""
        occupant = self.seats[seat]
        if occupant is None:
            return 0
        in_hand = self.hand.stacks[seat] if self.live and self.hand is not None else None
        return occupant.stack + (in_hand or 0)

    def chips(self) -> int:
        """Every chip on the table: stacks behind plus the live hand's stacks and pots."""
        behind = sum(seat.stack for seat in self.seats if seat is not None)
        return behind + (chips_in_hand(self.hand) if self.live and self.hand is not None else 0)

    def escrowed(self) -> int:
        """What the table's escrow account must hold: every chip on it."""
        return self.chips()

    def humans(self) -> list[int]:
        return [s.player for s in self.seats if s is not None and s.player is not None]

    def next_deadline(self) -> float | None:
        """The earliest timer: the decision in play or a held seat's reconnection window."""
        times = [
            seat.sat_out_at + self.config.reconnect_s
            for seat in self.seats
            if seat is not None and seat.sitting_out and seat.sat_out_at is not None
            and not seat.leaving
        ]
        if self.live and self.turn_deadline is not None:
            times.append(self.turn_deadline)
        return min(times, default=None)

    def dealable(self) -> list[int]:
        """Seats that the next hand would deal in."""
        return [
            i for i, seat in enumerate(self.seats)
            if seat is not None and not seat.sitting_out and not seat.leaving and seat.stack > 0
        ]

    def waits_for_big_blind(self, seat: int) -> bool:
        """The seat's occupant waits for the big blind: not in the live hand, and enough seats
        play on without them (otherwise they are dealt in at once)."""
        occupant = self.seats[seat]
        return (
            occupant is not None and occupant.wait_bb and not self.in_hand(seat)
            and self._enough([
                i for i, s in enumerate(self.seats)
                if s is not None and not s.wait_bb and not s.sitting_out and not s.leaving
                and (s.stack > 0 or self.in_hand(i))
            ])
        )

    def next_deal(self) -> DealPlan:
        """Who the next hand deals in, its button and big blind (`bot.tables.blinds`)."""
        seats = self.dealable()
        playing = [i for i in seats if not self._occupant(i).wait_bb]
        waiting = [i for i in seats if self._occupant(i).wait_bb]
        return plan_deal(
            playing, waiting, self.button, self.config.seats, enough=self._enough(playing)
        )

    def can_deal(self) -> bool:
        """Two or more seats to deal, at least one of them a person (bots alone do not play)."""
        if self.live or self.closing or self.closed:
            return False
        return self._enough(self.dealable())

    def _enough(self, seats: list[int]) -> bool:
        """Two or more seats, at least one of them a person (bots alone do not play)."""
        return len(seats) >= 2 and any(self._occupant(s).player is not None for s in seats)

    # -- players -------------------------------------------------------------------------

    def sit(
        self, player: int, name: str, buy_in: int, now: float, seat: int | None = None
    ) -> Change:
        """Take a seat with `buy_in` chips from the player's balance (NK-7.1)."""
        self._check_open()
        if self.private and player != self.host and player not in self.invited:
            raise NotInvited()
        if self.seat_of(player) is not None:
            raise AlreadySeated()
        index = self._free_seat(seat)
        self._check_buy_in(buy_in)
        self.seats[index] = Seat(player, name, buy_in, wait_bb=True)
        return Change(
            (Event("sit", index, {"name": name, "chips": buy_in}),),
            (LedgerRow(self.community, player, -buy_in, "buy_in"),),
        )

    def rebuy(self, player: int, buy_in: int) -> Change:
        """A busted player recharges (NK-7.1): only with no chips left at the table."""
        self._check_open()
        index = self.require_seat(player)
        if not self.busted(index):
            raise NotBusted()
        self._check_buy_in(buy_in)
        self._occupant(index).stack += buy_in
        return Change(
            (Event("rebuy", index, {"chips": buy_in}),),
            (LedgerRow(self.community, player, -buy_in, "buy_in"),),
        )

    def stand(self, player: int) -> Change:
        """Leave the table: cashed out now, or at the end of the hand the seat is playing."""
        index = self.require_seat(player)
        return self._leave(index, "stand")

    def sit_in(self, player: int) -> Change:
        """A sat-out player comes back (NK-8.2): one action is enough."""
        index = self.require_seat(player)
        seat = self._occupant(index)
        if not seat.sitting_out:
            raise NotSittingOut()
        seat.sitting_out, seat.sat_out_at, seat.timeouts = False, None, 0
        return Change((Event("sit_in", index),))

    def act(self, seat: int, action: Action, now: float) -> Change:
        """A seat's poker action in the live hand."""
        hand = self._live_hand()
        events = hand.apply(action)  # validates everything before changing anything
        occupant = self._occupant(seat)
        occupant.timeouts = 0
        if occupant.sitting_out:  # NK-8.2: acting brings a sat-out player back
            occupant.sitting_out, occupant.sat_out_at = False, None
        return self._after_action(events, now)

    # -- the server's moves --------------------------------------------------------------

    def deal(self, seed: int, now: float) -> Change:
        """Start the next hand: each dealt seat's stack moves into it; the button moves on; seats
        left out where they would have been the big blind now wait for it."""
        if not self.can_deal():
            raise IllegalAction("error-not-enough-players")
        plan = self.next_deal()
        stacks: list[int | None] = [None] * self.config.seats
        for index in plan.seats:
            occupant = self._occupant(index)
            stacks[index], occupant.stack = occupant.stack, 0
            occupant.dealt_hand = self.hand_no + 1
            occupant.wait_bb = False
        for index, seat in enumerate(self.seats):
            if seat is not None and misses_big_blind(
                index, plan.seats, plan.button, self.config.seats
            ):
                seat.wait_bb = True
        start = plan.button
        config = self.config
        sparks = [
            self._occupant(i).sparks if stacks[i] is not None else 0
            for i in range(config.seats)
        ]
        hand, dealt = new_hand(
            config.mode, stacks, start, config.small_blind, config.big_blind, seed=seed,
            sparks=sparks, window_seconds=config.shield_window_s,
        )
        self.hand = hand
        self.hand_no += 1
        self.button = button_of(hand)
        assert self.button == plan.button, "the engine moved the button elsewhere"
        self.turn_deadline = None
        events = [Event("hand", None, {"hand_no": self.hand_no, "button": self.button}), *dealt]
        change = self._after_action([], now)
        return Change((*events, *change.events), change.rows)

    def timeout(self, now: float, *, counted: bool = True) -> Change:
        """NK-8.1: the decision timer ran out: check if legal, else fold. Two counted timeouts
        in a row sit the player out (NK-8.2); a sat-out or leaving seat is played the same way,
        uncounted (at once, or at its timer where `plays_away_at_once` says no)."""
        hand = self._live_hand()
        seat = hand.to_act
        assert seat is not None
        kinds = {option.kind for option in hand.legal_actions(seat)}
        if "decline" in kinds:  # NK-6.4: an unanswered anchor applies; not a missed decision
            move, counted = "decline", False
        else:
            move = "check" if "check" in kinds else "fold"
        events = [Event("timeout", seat, {"move": move})] if counted else []
        events.extend(hand.apply(Action(seat, move)))
        occupant = self._occupant(seat)
        if counted:
            occupant.timeouts += 1
            if occupant.timeouts >= TIMEOUTS_TO_SIT_OUT and not occupant.sitting_out:
                occupant.sitting_out, occupant.sat_out_at = True, now
                events.append(Event("sit_out", seat))
        return self._after_action(events, now)

    def expire_seats(self, now: float) -> Change:
        """NK-8.2: free each seat whose reconnection window is over and cash its stack out."""
        events: list[Event] = []
        rows: list[LedgerRow] = []
        for index, seat in enumerate(self.seats):
            if seat is None or not seat.sitting_out or seat.sat_out_at is None:
                continue
            if seat.sat_out_at + self.config.reconnect_s > now:
                continue
            change = self._leave(index, "expired")
            events.extend(change.events)
            rows.extend(change.rows)
        return Change(tuple(events), tuple(rows))

    def plays_away_at_once(self) -> bool:
        """Whether a sat-out seat dealt into a hand is checked or folded as soon as it is to
        act. At a cash table a sat-out seat is dealt in only in the hand it left: yes. A
        tournament table says no (NK-9.9: the timer plays an absent player)."""
        return True

    def expired_seats(self, now: float) -> bool:
        return any(
            seat is not None and seat.sitting_out and seat.sat_out_at is not None
            and not seat.leaving and seat.sat_out_at + self.config.reconnect_s <= now
            for seat in self.seats
        )

    def add_bot(self, name: str, seat: int | None = None) -> Change:
        """A computer player (NK-8.3) takes a seat with the largest buy-in, created for it."""
        self._check_open()
        if not self.config.bots_allowed:
            raise BotsNotAllowed()
        index = self._free_seat(seat)
        chips = self.config.max_buy_in
        self.seats[index] = Seat(None, name, chips, wait_bb=True)
        self.bot_chips_in += chips
        return Change((Event("sit", index, {"name": name, "chips": chips, "bot": True}),),
                      self._house_pays_in(chips))

    # -- a private table's host (NK-7.2) -------------------------------------------------

    def add_invite(self, host: int, digest: str, now: float) -> Change:
        self._require_host(host)
        self._check_open()
        self.invites[digest] = now
        return Change((Event("invite", None),))

    def revoke_invite(self, host: int, digest: str) -> Change:
        self._require_host(host)
        if self.invites.pop(digest, None) is None:
            raise InviteInvalid()
        return Change((Event("invite_revoked", None),))

    def redeem_invite(self, player: int, digest: str) -> Change:
        self._check_open()
        if digest not in self.invites:
            raise InviteInvalid()
        self.invited.add(player)
        return Change((Event("invited", None, {"player": player}),))

    def change_settings(self, host: int, config: TableConfig) -> Change:
        """New settings, applied now between hands or when the hand in play ends."""
        self._require_host(host)
        self._check_open()
        config.check()
        if config.mode != self.config.mode or config.seats < self._highest_seat() + 1:
            raise IllegalAction("error-table-settings-locked")
        if self.live:
            self.pending_config = config
            return Change((Event("settings_pending", None),))
        self._apply_config(config)
        return Change((Event("settings", None),))

    def remove_player(self, host: int, seat: int) -> Change:
        """The host removes a player (cashed out now, or at the end of the hand)."""
        self._require_host(host)
        occupant = self.seats[seat] if 0 <= seat < len(self.seats) else None
        if occupant is None:
            raise IllegalAction("error-seat-invalid", seat=seat)
        if occupant.player is not None:
            self.invited.discard(occupant.player)
        return self._leave(seat, "removed")

    def close(self, host: int | None) -> Change:
        """Close the table: everyone is cashed out (at the end of the hand in play)."""
        if self.private:
            self._require_host(host if host is not None else -1)
        self._check_open()
        self.closing = True
        if self.live:
            return Change((Event("closing", None),))
        return self._finish()

    # -- persistence ---------------------------------------------------------------------

    def replay(self, record: Mapping[str, JSON]) -> Change:
        """Make again the change a stored lean record describes (`REPLAYABLE`: a poker move
        in the live hand, with the time it was made), and count it, as the service did; the
        engines are deterministic, so the table ends as it did then. `ValueError` for a
        record that is not replayable."""
        kind = record.get("kind")
        if kind not in REPLAYABLE or "now" not in record:
            raise ValueError(f"not a replayable table change: {record!r}")
        now = float(record["now"])
        if kind in ("act", "bot"):
            action = Action.from_dict(record["action"])
            change = self.act(action.seat, action, now)
        else:
            change = self.timeout(now, counted=kind == "timeout")
        self.seq += 1
        return change

    def to_dict(self) -> dict[str, JSON]:
        return {
            "community": self.community,
            "config": self.config.to_dict(),
            "seats": [None if s is None else s.to_dict() for s in self.seats],
            "host": self.host,
            "invited": sorted(self.invited),
            "invites": dict(self.invites),
            "hand": None if self.hand is None else self.hand.to_dict(),
            "hand_no": self.hand_no,
            "button": self.button,
            "seq": self.seq,
            "turn_deadline": self.turn_deadline,
            "pending_config": (
                None if self.pending_config is None else self.pending_config.to_dict()
            ),
            "closing": self.closing,
            "closed": self.closed,
            "bot_chips_in": self.bot_chips_in,
            "bot_chips_out": self.bot_chips_out,
            "house": self.house,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, JSON]) -> Table:
        config = TableConfig.from_dict(data["config"])
        pending = data["pending_config"]
        hand = data["hand"]
        table = cls(
            community=str(data["community"]),
            config=config,
            seats=[None if s is None else Seat.from_dict(s) for s in data["seats"]],
            host=None if data["host"] is None else int(data["host"]),
            invited={int(p) for p in data["invited"]},
            invites={str(k): float(v) for k, v in dict(data["invites"]).items()},
            hand=None if hand is None else load_hand(config.mode, hand),
            hand_no=int(data["hand_no"]),
            button=None if data["button"] is None else int(data["button"]),
            seq=int(data["seq"]),
            turn_deadline=None if data["turn_deadline"] is None else float(data["turn_deadline"]),
            pending_config=None if pending is None else TableConfig.from_dict(pending),
            closing=bool(data["closing"]),
            closed=bool(data["closed"]),
            bot_chips_in=int(data["bot_chips_in"]),
            bot_chips_out=int(data["bot_chips_out"]),
            house=int(data.get("house", 0)),  # older snapshots: the service sets it
        )
        for index, seat_data in enumerate(data["seats"]):
            occupant = table.seats[index]
            # stored before seats recorded it: those holding chips in the hand were dealt
            if (
                occupant is not None and "dealt_hand" not in seat_data
                and table.hand is not None and table.hand.stacks[index] is not None
            ):
                occupant.dealt_hand = table.hand_no
        return table

    # -- views ---------------------------------------------------------------------------

    def open_to_sit(self) -> bool:
        """Whether a newcomer may take a seat now (what a Sit down / Join button offers)."""
        return any(s is None for s in self.seats) and not self.closing and not self.closed

    def public_view(self) -> dict[str, JSON]:
        """What everyone may see: settings, seats, and the hand's public view."""
        return {
            "mode": self.config.mode,
            "config": self.config.to_dict(),
            "private": self.private,
            "hand_no": self.hand_no,
            "hand_seq": self.hand_seq,
            "seq": self.seq,
            "live": self.live,
            "to_act": self.to_act,
            "deadline": self.turn_deadline if self.live else None,
            "closing": self.closing,
            "closed": self.closed,
            "open_to_sit": self.open_to_sit(),
            "seats": [
                None if s is None else {
                    "seat": i, "name": s.name, "bot": s.is_bot, "player": s.player,
                    "chips": self.seat_chips(i), "behind": s.stack,
                    "sitting_out": s.sitting_out, "leaving": s.leaving,
                    "dealt": self.dealt(i), "waits_bb": self.waits_for_big_blind(i),
                }
                for i, s in enumerate(self.seats)
            ],
            "hand": None if self.hand is None else self.hand.public_view(),
        }

    def private_view(
        self, seat: int, public: Mapping[str, JSON] | None = None
    ) -> dict[str, JSON]:
        """The public view plus what `seat` alone may see (its cards, its legal actions);
        `public`, this table's public view made just now, is reused (views are read, never
        changed, so they may share its parts)."""
        view = dict(public) if public is not None else self.public_view()
        view["seat"] = seat
        if self.hand is not None and self.hand.stacks[seat] is not None:
            hand = view.get("hand")  # the hand's public view in it: built once, not per seat
            view["hand"] = self.hand.private_view(
                seat, hand if public is not None and isinstance(hand, dict) else None
            )
        return view

    # -- internals -----------------------------------------------------------------------

    def _after_action(self, events: list[Event], now: float) -> Change:
        """Set the next decision's timer, or close the hand when it is over."""
        if self.live:
            assert self.hand is not None
            window = response_window(self.hand)
            self.turn_deadline = now + (self.config.decision_s if window is None else window)
            return Change(tuple(events))
        self.turn_deadline = None
        return self._end_hand(events)

    def _end_hand(self, events: list[Event]) -> Change:
        """The hand is over: stacks come back to the seats, leavers are cashed out, pending
        settings apply, a closing table finishes."""
        hand = self.hand
        assert hand is not None
        sparks = sparks_of(hand)
        for index, chips in enumerate(hand.stacks):
            if chips is not None:
                self._occupant(index).stack += chips
                if sparks is not None:
                    self._occupant(index).sparks = sparks[index]
        out = list(events)
        rows: list[LedgerRow] = []
        for index, seat in enumerate(self.seats):
            if seat is not None and seat.leaving:
                change = self._leave(index, "stand")
                out.extend(change.events)
                rows.extend(change.rows)
        for index, seat in enumerate(self.seats):  # NK-8.3: a busted computer seat recharges
            if seat is not None and seat.is_bot and seat.stack == 0:
                seat.stack = self.config.max_buy_in
                self.bot_chips_in += seat.stack
                rows.extend(self._house_pays_in(seat.stack))
                out.append(Event("rebuy", index, {"chips": seat.stack}))
        if self.pending_config is not None:
            self._apply_config(self.pending_config)
            out.append(Event("settings", None))
        if self.closing:
            change = self._finish()
            out.extend(change.events)
            rows.extend(change.rows)
        return Change(tuple(out), tuple(rows))

    def _leave(self, index: int, why: str) -> Change:
        seat = self._occupant(index)
        if self.in_hand(index):
            seat.leaving = True
            return Change((Event("leaving", index, {"why": why}),))
        self.seats[index] = None
        chips = seat.stack
        event = Event("left", index, {"why": why, "chips": chips})
        if seat.player is None:
            self.bot_chips_out += chips
        account = self.house if seat.player is None else seat.player
        rows = (LedgerRow(self.community, account, chips, "cash_out"),) if chips else ()
        return Change((event,), rows)

    def _house_pays_in(self, chips: int) -> tuple[LedgerRow, ...]:
        """A computer seat's chips: the house mints them and pays them in (NK-8.3)."""
        return (LedgerRow(self.community, self.house, chips, "refill"),
                LedgerRow(self.community, self.house, -chips, "buy_in"))

    def _finish(self) -> Change:
        events: list[Event] = []
        rows: list[LedgerRow] = []
        for index, seat in enumerate(self.seats):
            if seat is not None:
                change = self._leave(index, "closed")
                events.extend(change.events)
                rows.extend(change.rows)
        self.closed = True
        events.append(Event("closed", None))
        return Change(tuple(events), tuple(rows))

    def _apply_config(self, config: TableConfig) -> None:
        # Seats beyond a smaller count are empty (checked by `change_settings`).
        self.seats = (self.seats + [None] * config.seats)[: config.seats]
        self.config = config
        self.pending_config = None

    def _highest_seat(self) -> int:
        return max((i for i, s in enumerate(self.seats) if s is not None), default=-1)

    def _live_hand(self) -> Hand:
        if not self.live or self.hand is None:
            raise IllegalAction("error-no-hand")
        return self.hand

    def _occupant(self, index: int) -> Seat:
        seat = self.seats[index]
        assert seat is not None, f"seat {index} is empty"
        return seat

    def _free_seat(self, seat: int | None) -> int:
        if seat is not None:
            if not 0 <= seat < len(self.seats):
                raise IllegalAction("error-seat-invalid", seat=seat)
            if self.seats[seat] is not None:
                raise SeatTaken(seat)
            return seat
        for index, occupant in enumerate(self.seats):
            if occupant is None:
                return index
        raise TableFull()

    def _check_buy_in(self, amount: int) -> None:
        if not self.config.min_buy_in <= amount <= self.config.max_buy_in:
            raise BuyInOutOfRange(self.config.min_buy_in, self.config.max_buy_in)

    def _check_open(self) -> None:
        if self.closing or self.closed:
            raise TableClosed()

    def _require_host(self, player: int) -> None:
        if not self.private or player != self.host:
            raise NotHost()

