-- Schema version 5: lines, sealed case headers and tournaments, case names unique ignoring case.
--
-- Rows written before this version keep their hashes: nothing in an old chain is rewritten.

-- The step of the first event of the line an event was typed in: every event of a line `a; b; c`
-- has the same `line`, so `undo` can take back the whole line. NULL in rows written before
-- version 5: each such event is a line of its own.
ALTER TABLE events ADD COLUMN line INTEGER CHECK (line IS NULL OR line >= 1);

-- Which encoding `hash` uses (src/store/hash.rs): 1 for rows written before version 5, 2 from
-- version 5 on (2 also hashes `line`).
ALTER TABLE events ADD COLUMN hash_version INTEGER NOT NULL DEFAULT 1 CHECK (hash_version IN (1, 2));

-- The case name folded to lower case (Unicode), unique: two cases can never differ only in
-- letter case, even when two processes create them at once.
ALTER TABLE cases ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX cases_name_key ON cases(name_key);

-- sha256 over the case's name, creation time and fork origin (src/store/hash.rs): a renamed,
-- re-dated or re-parented case no longer matches it, and the case's anchor covers it.
ALTER TABLE cases ADD COLUMN header_hash TEXT;

-- One seal per tournament: sha256 over its id, name, date and creation time. Append-only.
CREATE TABLE tournament_seals (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    hash          TEXT    NOT NULL
) STRICT;

CREATE TRIGGER tournament_seals_no_update
BEFORE UPDATE ON tournament_seals
BEGIN
    SELECT RAISE(ABORT, 'tournament seals are append-only');
END;

CREATE TRIGGER tournament_seals_no_delete
BEFORE DELETE ON tournament_seals
BEGIN
    SELECT RAISE(ABORT, 'tournament seals are append-only');
END;

-- A case's name, creation time and fork origin never change once written.
CREATE TRIGGER cases_no_update
BEFORE UPDATE OF name, name_key, created_at, forked_from, forked_at, header_hash ON cases
WHEN old.header_hash IS NOT NULL
BEGIN
    SELECT RAISE(ABORT, 'a case''s name, creation time and fork origin cannot be changed; fork the case instead');
END;

CREATE TRIGGER cases_no_delete
BEFORE DELETE ON cases
BEGIN
    SELECT RAISE(ABORT, 'cases cannot be deleted');
END;
