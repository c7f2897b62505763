-- Schema version 1: cases and their append-only, hash-chained event logs.
--
-- Applied by src/store/open.rs (`migrate`) inside one transaction that also sets
-- `PRAGMA user_version = 1` and the application id. Pragmas that are not part
-- of the file format (journal_mode, foreign_keys, busy_timeout, synchronous)
-- are set on every open, not here.

CREATE TABLE cases (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    created_at  TEXT    NOT NULL,
    forked_from INTEGER REFERENCES cases(id),
    forked_at   INTEGER CHECK (forked_at IS NULL OR forked_at >= 0),
    CHECK ((forked_from IS NULL) = (forked_at IS NULL))
) STRICT;

-- One row per event. The primary key (case_id, seq) is also the optimistic
-- lock: two writers cannot both store step N of a case.
--
-- hash = sha256 over the length-prefixed fields
--   prev_hash, seq, kind, version, payload, source, author, recorded_at, state_hash
-- (see src/store/hash.rs). The case id is deliberately left out, so the
-- prefix copied into a fork keeps the very same hashes as the original.
CREATE TABLE events (
    case_id     INTEGER NOT NULL REFERENCES cases(id),
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    kind        TEXT    NOT NULL,
    version     INTEGER NOT NULL CHECK (version >= 0),
    payload     TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    author      TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    state_hash  TEXT    NOT NULL,
    prev_hash   TEXT    NOT NULL,
    hash        TEXT    NOT NULL,
    PRIMARY KEY (case_id, seq)
) STRICT;

-- The log is append-only: a recorded event is never changed or removed.
CREATE TRIGGER events_no_update
BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only: a recorded event cannot be changed; fork the case instead');
END;

CREATE TRIGGER events_no_delete
BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only: a recorded event cannot be deleted; fork the case instead');
END;
