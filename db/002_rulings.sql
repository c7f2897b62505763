-- Schema version 2: tournaments ("events" to a judge) and the rulings given at them.
--
-- Rulings are append-only and hash-chained, like the case log: a ruling is
-- never edited; a correction is a new record that supersedes an older one, and
-- an appeal is a new record about a ruling. Both stay beside the original.

CREATE TABLE tournaments (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) > 0),
    -- The day the tournament is held, YYYY-MM-DD, if given.
    date       TEXT    CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    created_at TEXT    NOT NULL
) STRICT;

-- One row per ruling record: an original ruling, a correction of one, or an
-- appeal of one. `id` is also the record's place in the one chain of the
-- database: 1, 2, 3, … without gaps, and each row's `prev_hash` is the hash of
-- the row before it (64 zeros for record 1).
--
-- hash = sha256 over the length-prefixed fields (see src/store/rulings.rs):
--   prev_hash, id, kind, target, tournament name, tournament date, round,
--   table_no, players, judge, given_at, question, ruling, penalty, extension,
--   citations, case_name, case_at, frozen_steps, frozen_state_hash, appeal_by,
--   outcome, note, author, recorded_at
CREATE TABLE ruling_records (
    id                INTEGER PRIMARY KEY CHECK (id >= 1),
    kind              TEXT    NOT NULL CHECK (kind IN ('ruling', 'correction', 'appeal')),
    -- The record a correction supersedes, or the ruling an appeal is about.
    target            INTEGER REFERENCES ruling_records(id),
    tournament_id     INTEGER NOT NULL REFERENCES tournaments(id),
    round             INTEGER CHECK (round IS NULL OR round >= 1),
    table_no          INTEGER CHECK (table_no IS NULL OR table_no >= 1),
    -- JSON array of player names.
    players           TEXT,
    judge             TEXT,
    -- When the ruling was given at the table, UTC, RFC 3339.
    given_at          TEXT,
    question          TEXT,
    ruling            TEXT,
    penalty           TEXT,
    -- Minutes of time extension granted.
    extension         INTEGER CHECK (extension IS NULL OR extension >= 0),
    -- JSON array of rule ids, each checked against the corpus when written.
    citations         TEXT,
    -- The case the ruling rests on, the step, and that step's explanation and
    -- state hash as they were when the ruling was written.
    case_id           INTEGER REFERENCES cases(id),
    case_name         TEXT,
    case_at           INTEGER CHECK (case_at IS NULL OR case_at >= 1),
    frozen_steps      TEXT,
    frozen_state_hash TEXT,
    appeal_by         TEXT,
    outcome           TEXT    CHECK (outcome IS NULL OR outcome IN ('upheld', 'overturned')),
    note              TEXT,
    author            TEXT    NOT NULL,
    recorded_at       TEXT    NOT NULL,
    prev_hash         TEXT    NOT NULL,
    hash              TEXT    NOT NULL UNIQUE,
    CHECK ((kind = 'ruling') = (target IS NULL)),
    CHECK (kind = 'appeal' OR (round IS NOT NULL AND table_no IS NOT NULL AND players IS NOT NULL
                               AND judge IS NOT NULL AND given_at IS NOT NULL
                               AND question IS NOT NULL AND ruling IS NOT NULL
                               AND citations IS NOT NULL)),
    CHECK (kind <> 'appeal' OR (appeal_by IS NOT NULL AND outcome IS NOT NULL AND note IS NOT NULL)),
    CHECK ((case_id IS NULL) = (case_at IS NULL))
) STRICT;

CREATE INDEX ruling_records_target ON ruling_records(target);
CREATE INDEX ruling_records_tournament ON ruling_records(tournament_id);

-- Full-text search over the question and the ruling, in English and Japanese:
-- the trigram tokenizer matches any substring of three characters or more.
-- Shorter queries are answered with LIKE on ruling_records instead.
CREATE VIRTUAL TABLE ruling_search USING fts5(question, ruling, tokenize = 'trigram');

CREATE TRIGGER ruling_records_index
AFTER INSERT ON ruling_records
WHEN new.kind <> 'appeal'
BEGIN
    INSERT INTO ruling_search (rowid, question, ruling) VALUES (new.id, new.question, new.ruling);
END;

-- Tournaments and ruling records are append-only.
CREATE TRIGGER tournaments_no_update
BEFORE UPDATE ON tournaments
BEGIN
    SELECT RAISE(ABORT, 'tournaments are append-only: a recorded tournament cannot be changed');
END;

CREATE TRIGGER tournaments_no_delete
BEFORE DELETE ON tournaments
BEGIN
    SELECT RAISE(ABORT, 'tournaments are append-only: a recorded tournament cannot be deleted');
END;

CREATE TRIGGER ruling_records_no_update
BEFORE UPDATE ON ruling_records
BEGIN
    SELECT RAISE(ABORT, 'rulings are append-only: record a correction (`ruling correct ID`) instead');
END;

CREATE TRIGGER ruling_records_no_delete
BEFORE DELETE ON ruling_records
BEGIN
    SELECT RAISE(ABORT, 'rulings are append-only: record a correction (`ruling correct ID`) instead');
END;
