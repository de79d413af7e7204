"""The schema, as numbered migrations applied in order (never edit one that has shipped; append).

Times are UNIX seconds (REAL; DOUBLE PRECISION on PostgreSQL) written by the store's clock, so
the timers and the tests share one injectable clock. Chips are integers. Booleans are 0/1.

The DDL is SQLite's (triggers, INTEGER PRIMARY KEY); the queries in `store.py` avoid
SQLite-only syntax so they run unchanged on PostgreSQL with a port of these scripts.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Callable

log = logging.getLogger(__name__)

REASONS = ("grant", "refill", "buy_in", "cash_out", "result", "entry", "prize")
STATUSES = ("open", "finished", "cancelled")

_REASON_LIST = ", ".join(f"'{reason}'" for reason in REASONS)
_STATUS_LIST = ", ".join(f"'{status}'" for status in STATUSES)

# The latest balance of the row's account: the running total of the newest earlier row.
_PREVIOUS_BALANCE = """COALESCE((SELECT balance_after FROM ledger
        WHERE community = NEW.community AND player_id = NEW.player_id
        ORDER BY id DESC LIMIT 1), 0)"""

MIGRATION_1 = f"""
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    platform TEXT NOT NULL,
    external_id TEXT NOT NULL,
    display_name TEXT NOT NULL,
    language TEXT,  -- NULL: no choice made, use the platform's or the community's language
    created_at REAL NOT NULL,
    UNIQUE (platform, external_id)
);

CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    community TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    delta INTEGER NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ({_REASON_LIST})),
    ref TEXT,
    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
    created_at REAL NOT NULL
);
CREATE INDEX ledger_account ON ledger (community, player_id, id);
-- One starting grant per player and community, even if two processes race.
CREATE UNIQUE INDEX ledger_one_grant ON ledger (community, player_id) WHERE reason = 'grant';

CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'ledger is append-only');
END;

CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN
    SELECT RAISE(ABORT, 'ledger is append-only');
END;

-- balance_after must continue the account's chain, so it always equals the sum of the deltas.
CREATE TRIGGER ledger_balance_chain BEFORE INSERT ON ledger
WHEN NEW.balance_after IS NOT {_PREVIOUS_BALANCE} + NEW.delta
BEGIN
    SELECT RAISE(ABORT, 'ledger balance_after does not continue the account');
END;

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ({_STATUS_LIST})),
    state_json TEXT NOT NULL,
    seq INTEGER NOT NULL,
    deal_no INTEGER NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    deadline REAL,
    meta_json TEXT NOT NULL
);
CREATE INDEX matches_by_status ON matches (status, community, channel);

CREATE TABLE match_seats (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL CHECK (seat >= 0),
    player_id INTEGER REFERENCES players (id),
    is_bot INTEGER NOT NULL CHECK (is_bot IN (0, 1)),
    PRIMARY KEY (match_id, seat),
    -- a computer player has no account; a person always has one
    CHECK ((is_bot = 1 AND player_id IS NULL) OR (is_bot = 0 AND player_id IS NOT NULL))
);
CREATE INDEX match_seats_by_player ON match_seats (player_id);

CREATE TABLE match_events (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seq INTEGER NOT NULL,
    action_json TEXT NOT NULL,
    events_json TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (match_id, seq)
);
"""

# What a front end remembers across restarts (`bot.kv.KeyValue`). Before this migration the
# KeyValue made the table itself when it opened, so files from then already have it.
MIGRATION_2 = """
CREATE TABLE IF NOT EXISTS adapter_kv (
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value_json TEXT NOT NULL,
    PRIMARY KEY (namespace, key)
);
"""

# Leaderboards (issue 21, `bot.leaderboard`): one row per player, community and UTC day with
# what the stored hand histories and finished matches add up to, filled by an indexer that
# reads `match_events` past its mark, so a board sums days, never hands. Written with IF NOT
# EXISTS and touching no other table, so it may land before or after other new migrations.
MIGRATION_LEADERBOARD = """
CREATE TABLE IF NOT EXISTS stat_days (
    community TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    day INTEGER NOT NULL,  -- UNIX day (UTC) the hand or match ended
    hands INTEGER NOT NULL DEFAULT 0,
    net INTEGER NOT NULL DEFAULT 0,  -- chips won (+) or lost (-) in poker hands
    best_pot INTEGER NOT NULL DEFAULT 0,  -- the biggest pot the player won that day
    updown_wins INTEGER NOT NULL DEFAULT 0,
    asnas_wins INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (community, day, player_id)
);
CREATE INDEX IF NOT EXISTS stat_days_player ON stat_days (community, player_id, day);

-- The same sums over all time, one row per player and community: an all-time board reads
-- as many rows as the community has players, whatever its history.
CREATE TABLE IF NOT EXISTS stat_totals (
    community TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    hands INTEGER NOT NULL DEFAULT 0,
    net INTEGER NOT NULL DEFAULT 0,
    best_pot INTEGER NOT NULL DEFAULT 0,
    updown_wins INTEGER NOT NULL DEFAULT 0,
    asnas_wins INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (community, player_id)
);

-- How far the indexer has read: the last match_events row, and finished matches counted.
CREATE TABLE IF NOT EXISTS stat_marks (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS stat_matches (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id)
);
"""

# Challenges waiting for their answer (`bot.challenges.ChallengeBook`). Before this migration
# the book made the table itself when it opened, so files from then already have it.
MIGRATION_CHALLENGES = """
CREATE TABLE IF NOT EXISTS challenges (
    id INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: an old button names no new offer
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    game TEXT NOT NULL,
    challenger INTEGER NOT NULL,  -- players.id, seat 0
    opponent INTEGER NOT NULL,    -- players.id, the only one who may accept
    pair_low INTEGER NOT NULL,
    pair_high INTEGER NOT NULL,
    message_id TEXT,              -- the platform's message showing it (for the expiry notice)
    created_at REAL NOT NULL,
    expires_at REAL NOT NULL,
    -- one open challenge between the same two people in a community, whoever challenged
    UNIQUE (community, pair_low, pair_high)
);
"""

# Escrow accounts (issue 15, item 4): the chips on a table or in a match are a ledger account
# of their own, so the ledger proves them. The account is a `players` row of platform
# 'escrow' whose external id is the match id (made on the first chips moved in); its
# community is the match's. Every transfer row of a match (buy-in, cash-out, entry, prize,
# result; `TRANSFER_REASONS`) has its twin on the escrow with the opposite delta, written by
# the store in the same transaction, so the escrow's balance is what the match holds and,
# with the ledger's CHECK, can never pay out more than came in. Computer seats' chips come
# from the house account (platform 'house', made here): it mints them (`refill`) and pays
# them in (`buy_in`), and gets back what they leave with (`cash_out`).
#
# Tables and matches open when this migration runs held their chips only in their
# snapshots: each gets its escrow opened with the chips its snapshot holds (one row,
# reason 'grant', ref 'match:<id>'; `open_escrows`), so from then on the snapshot must agree
# with the ledger. A snapshot that does not load gets no escrow; it is refused on load as
# before and `feltbot refund-broken` returns its players' chips.
MIGRATION_ESCROW = """
INSERT INTO players (platform, external_id, display_name, language, created_at)
VALUES ('house', 'house', 'House', NULL, 0)
ON CONFLICT (platform, external_id) DO NOTHING;
"""

ESCROW_PLATFORM = "escrow"
TRANSFER_REASONS = frozenset({"buy_in", "cash_out", "result", "entry", "prize"})


def open_escrows(db: sqlite3.Connection, now: float) -> None:
    """The escrow of every open match whose snapshot holds chips, opened with them (see
    `MIGRATION_ESCROW`)."""
    from bot.escrow import snapshot_chips  # the games' chip rules live above the store

    for match_id, game, community, state_json in db.execute(
        "SELECT id, game, community, state_json FROM matches WHERE status = 'open'"
        " ORDER BY id"
    ).fetchall():
        try:
            chips = snapshot_chips(str(game), json.loads(state_json))
        except Exception as error:
            log.warning("match %s: snapshot does not load (%r); no escrow opened", match_id,
                        error)
            continue
        if not chips:
            continue
        if db.execute("SELECT 1 FROM players WHERE platform = ? AND external_id = ?",
                      (ESCROW_PLATFORM, str(match_id))).fetchone() is not None:
            continue  # opened already (the migration runs again on a file that had it)
        escrow = db.execute(
            "INSERT INTO players (platform, external_id, display_name, language, created_at)"
            " VALUES (?, ?, ?, NULL, ?) RETURNING id",
            (ESCROW_PLATFORM, str(match_id), f"match:{match_id}", now),
        ).fetchone()[0]
        db.execute(
            "INSERT INTO ledger (community, player_id, delta, reason, ref, balance_after,"
            " created_at) VALUES (?, ?, ?, 'grant', ?, ?, ?)",
            (community, escrow, chips, f"match:{match_id}", chips, now),
        )


# Lean writes (issue 15, item 2): a change may leave the stored snapshot as it is and write
# only its event row (the action, replayable) and the row's seq; `snapshot_seq` is the seq the
# snapshot in `state_json` was taken at, and loading replays the event rows after it (the
# engines are deterministic). Every row stored before has its snapshot at its own seq.
def add_snapshot_seq(db: sqlite3.Connection, now: float) -> None:
    """`matches.snapshot_seq`, each row's snapshot at its own seq (see above); a file that has
    the column already is left as it is (SQLite has no ADD COLUMN IF NOT EXISTS)."""
    del now
    columns = {str(row[1]) for row in db.execute("PRAGMA table_info(matches)")}
    if "snapshot_seq" not in columns:
        db.execute("ALTER TABLE matches ADD COLUMN snapshot_seq INTEGER NOT NULL DEFAULT 0")
        db.execute("UPDATE matches SET snapshot_seq = seq")


# Tournament results on the leaderboards (issue 21, `bot.leaderboard.tourneys`): per player,
# community and UTC day the tournaments finished, first places, paid places and prize chips,
# from each finished tournament's results (counted once, marked in `stat_matches`). Tables of
# their own, with IF NOT EXISTS, for the same reason as MIGRATION_LEADERBOARD's.
MIGRATION_TOURNEY_BOARDS = """
CREATE TABLE IF NOT EXISTS stat_tourney_days (
    community TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    day INTEGER NOT NULL,  -- UNIX day (UTC) the tournament finished
    tourneys INTEGER NOT NULL DEFAULT 0,
    firsts INTEGER NOT NULL DEFAULT 0,
    cashes INTEGER NOT NULL DEFAULT 0,  -- finished in a paid place
    prizes INTEGER NOT NULL DEFAULT 0,  -- prize chips won
    PRIMARY KEY (community, day, player_id)
);
CREATE TABLE IF NOT EXISTS stat_tourney_totals (
    community TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    tourneys INTEGER NOT NULL DEFAULT 0,
    firsts INTEGER NOT NULL DEFAULT 0,
    cashes INTEGER NOT NULL DEFAULT 0,
    prizes INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (community, player_id)
);
"""

# Timer leases (issue 18): a due timer (a turn, a table's deadline) is played by the one
# process that claims its row; the others, holding the same game, skip it. A claim lasts
# until `until`, after which another process may take it (its holder died before playing).
# The key names the timer's state (game, seq, deadline), so a played timer is never asked
# for again; old rows are swept by later claims. `Store.lease` keeps locks across processes
# in the same table ("lock:<name>" rows, deleted when released).
MIGRATION_TIMER_LEASES = """
CREATE TABLE IF NOT EXISTS timer_leases (
    timer TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    until REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS timer_leases_by_until ON timer_leases (until);
"""

# Relayed updates (issue 18): a process that receives an update for a game another process
# drives (a scheduled tournament's lease holder) leaves it here for that holder, who takes
# its rows in order and handles them as if it had received them itself.
MIGRATION_RELAYED = """
CREATE TABLE IF NOT EXISTS relayed (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    holder TEXT NOT NULL,
    payload_json TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS relayed_by_holder ON relayed (holder, id);
"""

Migration = str | Callable[[sqlite3.Connection, float], None]


def events_have_rowid(db: sqlite3.Connection, now: float) -> None:
    """Migration 8 is PostgreSQL's: `match_events.rowid`, the row order the leaderboard's
    indexer reads by. SQLite rows have their rowid already; nothing to do."""
    del db, now

MIGRATIONS: tuple[tuple[Migration, ...], ...] = (
    (MIGRATION_1,), (MIGRATION_2,), (MIGRATION_LEADERBOARD,), (MIGRATION_CHALLENGES,),
    (MIGRATION_ESCROW, open_escrows), (add_snapshot_seq,), (MIGRATION_TOURNEY_BOARDS,),
    (events_have_rowid,), (MIGRATION_TIMER_LEASES,), (MIGRATION_RELAYED,),
)


def split_statements(script: str) -> list[str]:
    """Split a script into complete statements (trigger bodies keep their inner semicolons).

    `executescript` would commit first, so migrations run statement by statement instead,
    inside one transaction of the caller's.
    """
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip() and not _only_comments(pending):
        raise ValueError(f"incomplete SQL statement at end of migration: {pending.strip()[:60]}")
    return statements


def _only_comments(text: str) -> bool:
    return all(not line.strip() or line.strip().startswith("--") for line in text.splitlines())
