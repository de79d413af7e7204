"""The schema on PostgreSQL: `bot.store.migrations`' numbered migrations, one port each, in
the same order, so a schema version means the same tables on both backends.

The ledger's guarantees are the database's here too: a CHECK for balance ≥ 0 (named as
SQLite words it, so the store tells the refusal apart the same way), triggers refusing UPDATE
and DELETE, a trigger refusing a row that does not continue its account's balance chain (it
takes a per-account transaction lock first, so two processes appending to one account are
put in line instead of both reading the same previous balance), and a partial unique index
for one grant per account. `json_extract` is defined for the simple `$.key` paths the bot's
SQL uses.
"""

from __future__ import annotations

from bot.store.migrations import MIGRATIONS, REASONS, STATUSES, Migration, open_escrows

_REASON_LIST = ", ".join(f"'{reason}'" for reason in REASONS)
_STATUS_LIST = ", ".join(f"'{status}'" for status in STATUSES)

PG_MIGRATION_1 = f"""
CREATE TABLE players (
    id BIGSERIAL PRIMARY KEY,
    platform TEXT NOT NULL,
    external_id TEXT NOT NULL,
    display_name TEXT NOT NULL,
    language TEXT,
    created_at DOUBLE PRECISION NOT NULL,
    UNIQUE (platform, external_id)
);
CREATE TABLE ledger (
    id BIGSERIAL PRIMARY KEY,
    community TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    delta BIGINT NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ({_REASON_LIST})),
    ref TEXT,
    balance_after BIGINT NOT NULL CONSTRAINT "balance_after >= 0" CHECK (balance_after >= 0),
    created_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX ledger_account ON ledger (community, player_id, id);
CREATE UNIQUE INDEX ledger_one_grant ON ledger (community, player_id) WHERE reason = 'grant';

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'ledger is append-only';
END $$;
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

CREATE FUNCTION ledger_balance_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    previous BIGINT;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(NEW.community || '/' || NEW.player_id, 0));
    SELECT balance_after INTO previous FROM ledger
        WHERE community = NEW.community AND player_id = NEW.player_id
        ORDER BY id DESC LIMIT 1;
    IF NEW.balance_after IS DISTINCT FROM COALESCE(previous, 0) + NEW.delta THEN
        RAISE EXCEPTION 'ledger balance_after does not continue the account';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER ledger_balance_chain BEFORE INSERT ON ledger
    FOR EACH ROW EXECUTE FUNCTION ledger_balance_chain();

CREATE TABLE matches (
    id BIGSERIAL PRIMARY KEY,
    game TEXT NOT NULL,
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ({_STATUS_LIST})),
    state_json TEXT NOT NULL,
    seq BIGINT NOT NULL,
    deal_no BIGINT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL,
    deadline DOUBLE PRECISION,
    meta_json TEXT NOT NULL
);
CREATE INDEX matches_by_status ON matches (status, community, channel);

CREATE TABLE match_seats (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL CHECK (seat >= 0),
    player_id BIGINT REFERENCES players (id),
    is_bot INTEGER NOT NULL CHECK (is_bot IN (0, 1)),
    PRIMARY KEY (match_id, seat),
    CHECK ((is_bot = 1 AND player_id IS NULL) OR (is_bot = 0 AND player_id IS NOT NULL))
);
CREATE INDEX match_seats_by_player ON match_seats (player_id);

CREATE TABLE match_events (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    seq BIGINT NOT NULL,
    action_json TEXT NOT NULL,
    events_json TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE FUNCTION json_extract(doc TEXT, path TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
    SELECT (doc::jsonb) #>> string_to_array(substr(path, 3), '.')
$$;
"""

PG_MIGRATION_2 = """
CREATE TABLE IF NOT EXISTS adapter_kv (
    namespace TEXT NOT NULL,
    key TEXT NOT NULL,
    value_json TEXT NOT NULL,
    PRIMARY KEY (namespace, key)
);
"""

PG_MIGRATION_LEADERBOARD = """
CREATE TABLE IF NOT EXISTS stat_days (
    community TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    day BIGINT NOT NULL,
    hands BIGINT NOT NULL DEFAULT 0,
    net BIGINT NOT NULL DEFAULT 0,
    best_pot BIGINT NOT NULL DEFAULT 0,
    updown_wins BIGINT NOT NULL DEFAULT 0,
    asnas_wins BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (community, day, player_id)
);
CREATE INDEX IF NOT EXISTS stat_days_player ON stat_days (community, player_id, day);
CREATE TABLE IF NOT EXISTS stat_totals (
    community TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    hands BIGINT NOT NULL DEFAULT 0,
    net BIGINT NOT NULL DEFAULT 0,
    best_pot BIGINT NOT NULL DEFAULT 0,
    updown_wins BIGINT NOT NULL DEFAULT 0,
    asnas_wins BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (community, player_id)
);
CREATE TABLE IF NOT EXISTS stat_marks (
    name TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS stat_matches (
    match_id BIGINT PRIMARY KEY REFERENCES matches (id)
);
"""

PG_MIGRATION_CHALLENGES = """
CREATE TABLE IF NOT EXISTS challenges (
    id BIGSERIAL PRIMARY KEY,
    community TEXT NOT NULL,
    channel TEXT NOT NULL,
    game TEXT NOT NULL,
    challenger BIGINT NOT NULL,
    opponent BIGINT NOT NULL,
    pair_low BIGINT NOT NULL,
    pair_high BIGINT NOT NULL,
    message_id TEXT,
    created_at DOUBLE PRECISION NOT NULL,
    expires_at DOUBLE PRECISION NOT NULL,
    UNIQUE (community, pair_low, pair_high)
);
"""

PG_MIGRATION_ESCROW = """
INSERT INTO players (platform, external_id, display_name, language, created_at)
VALUES ('house', 'house', 'House', NULL, 0)
ON CONFLICT (platform, external_id) DO NOTHING;
"""

PG_MIGRATION_SNAPSHOT_SEQ = """
ALTER TABLE matches ADD COLUMN IF NOT EXISTS snapshot_seq BIGINT NOT NULL DEFAULT 0;
UPDATE matches SET snapshot_seq = seq;
"""

PG_MIGRATION_TOURNEY_BOARDS = """
CREATE TABLE IF NOT EXISTS stat_tourney_days (
    community TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    day BIGINT NOT NULL,
    tourneys BIGINT NOT NULL DEFAULT 0,
    firsts BIGINT NOT NULL DEFAULT 0,
    cashes BIGINT NOT NULL DEFAULT 0,
    prizes BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (community, day, player_id)
);
CREATE TABLE IF NOT EXISTS stat_tourney_totals (
    community TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    tourneys BIGINT NOT NULL DEFAULT 0,
    firsts BIGINT NOT NULL DEFAULT 0,
    cashes BIGINT NOT NULL DEFAULT 0,
    prizes BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (community, player_id)
);
"""

# SQLite's implicit rowid, which the leaderboard's indexer reads `match_events` by: a column
# here, the rows stored before numbered in the order they were written.
PG_MIGRATION_EVENT_ROWID = """
CREATE SEQUENCE IF NOT EXISTS match_events_rowid_seq;
ALTER TABLE match_events ADD COLUMN IF NOT EXISTS rowid BIGINT;
UPDATE match_events e SET rowid = o.n
    FROM (SELECT match_id, seq,
                 row_number() OVER (ORDER BY created_at, match_id, seq) AS n
          FROM match_events) o
    WHERE e.match_id = o.match_id AND e.seq = o.seq AND e.rowid IS NULL;
SELECT setval('match_events_rowid_seq', COALESCE((SELECT MAX(rowid) FROM match_events), 0) + 1,
              false);
ALTER TABLE match_events ALTER COLUMN rowid SET DEFAULT nextval('match_events_rowid_seq'),
                         ALTER COLUMN rowid SET NOT NULL;
ALTER SEQUENCE match_events_rowid_seq OWNED BY match_events.rowid;
CREATE UNIQUE INDEX IF NOT EXISTS match_events_by_rowid ON match_events (rowid);
"""

PG_MIGRATION_TIMER_LEASES = """
CREATE TABLE IF NOT EXISTS timer_leases (
    timer TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    until DOUBLE PRECISION NOT NULL
);
CREATE INDEX IF NOT EXISTS timer_leases_by_until ON timer_leases (until);
"""

PG_MIGRATION_RELAYED = """
CREATE TABLE IF NOT EXISTS relayed (
    id BIGSERIAL PRIMARY KEY,
    holder TEXT NOT NULL,
    payload_json TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL
);
CREATE INDEX IF NOT EXISTS relayed_by_holder ON relayed (holder, id);
"""

PG_MIGRATIONS: tuple[tuple[Migration, ...], ...] = (
    (PG_MIGRATION_1,), (PG_MIGRATION_2,), (PG_MIGRATION_LEADERBOARD,),
    (PG_MIGRATION_CHALLENGES,), (PG_MIGRATION_ESCROW, open_escrows),
    (PG_MIGRATION_SNAPSHOT_SEQ,), (PG_MIGRATION_TOURNEY_BOARDS,), (PG_MIGRATION_EVENT_ROWID,),
    (PG_MIGRATION_TIMER_LEASES,), (PG_MIGRATION_RELAYED,),
)

# A new SQLite migration needs its port here, at the same number.
assert len(PG_MIGRATIONS) == len(MIGRATIONS), "bot.store.pg_schema lags bot.store.migrations"
