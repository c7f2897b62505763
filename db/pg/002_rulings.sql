-- PostgreSQL schema version 2: tournaments ("events" to a judge), their seals and the ruling
-- records, as in the SQLite schema (db/002_rulings.sql, db/005_lines_and_seals.sql,
-- db/007_appellant.sql), and what `gunbai sync push` records of the venues' ruling chains.
--
-- A SQLite file holds one chain of ruling records; the centre holds several: its own (chain '')
-- and one per venue whose `gunbai sync push` brought one (chain = the venue's name). Within a
-- chain, record n has id n and carries the hash of record n - 1, exactly as at the venue, so a
-- venue's records keep their ids and hashes at the centre. Tournaments are kept per chain too:
-- their id is in their seal, and a record hashes its tournament's name and date.
--
-- Every hashed column is TEXT or BIGINT holding exactly what SQLite holds, byte for byte.

CREATE TABLE tournaments (
    chain      TEXT   NOT NULL DEFAULT '',
    id         BIGINT NOT NULL CHECK (id >= 1),
    name       TEXT   NOT NULL CHECK (length(name) > 0),
    -- The name in lower case, as Rust folds it: unique within a chain.
    name_key   TEXT   NOT NULL,
    date       TEXT,
    created_at TEXT   NOT NULL,
    -- sha256 over the id, name, date and creation time (src/store/hash.rs, `tournament_hash`).
    seal       TEXT   NOT NULL,
    PRIMARY KEY (chain, id),
    UNIQUE (chain, name_key)
);

CREATE TABLE ruling_records (
    chain             TEXT   NOT NULL DEFAULT '',
    id                BIGINT NOT NULL CHECK (id >= 1),
    kind              TEXT   NOT NULL CHECK (kind IN ('ruling', 'correction', 'appeal')),
    target            BIGINT,
    tournament_id     BIGINT NOT NULL,
    round             BIGINT,
    table_no          BIGINT,
    players           TEXT,
    judge             TEXT,
    given_at          TEXT,
    question          TEXT,
    ruling            TEXT,
    penalty           TEXT,
    extension         BIGINT,
    citations         TEXT,
    -- The centre's id of the linked case (not hashed: the case is hashed by its name).
    case_id           BIGINT REFERENCES cases(id),
    case_name         TEXT,
    case_at           BIGINT,
    frozen_steps      TEXT,
    frozen_state_hash TEXT,
    appeal_by         TEXT,
    outcome           TEXT,
    note              TEXT,
    author            TEXT   NOT NULL,
    recorded_at       TEXT   NOT NULL,
    prev_hash         TEXT   NOT NULL,
    hash              TEXT   NOT NULL,
    appellant         TEXT,
    -- The one chain position: of two writers of record n, the second gets a unique violation.
    PRIMARY KEY (chain, id),
    FOREIGN KEY (chain, tournament_id) REFERENCES tournaments(chain, id),
    FOREIGN KEY (chain, target) REFERENCES ruling_records(chain, id)
);
CREATE INDEX ruling_records_target ON ruling_records(chain, target);
CREATE INDEX ruling_records_tournament ON ruling_records(chain, tournament_id);

-- Search of rulings: PostgreSQL's full-text search over the question and the ruling (words,
-- with the 'simple' configuration, which neither stems nor drops words), and a substring match
-- for what it does not split into words, such as Japanese (see src/store/pg/rulings.rs).
CREATE INDEX ruling_records_search ON ruling_records
    USING gin (to_tsvector('simple', coalesce(question, '') || ' ' || coalesce(ruling, '')))
    WHERE kind <> 'appeal';

-- Each push of a venue's ruling chain that the centre accepted: the venue's last record and
-- hash, and the centre's, computed from the rows it holds (equal, or the push was refused).
CREATE TABLE ruling_anchors (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    chain       TEXT   NOT NULL CHECK (length(chain) > 0),
    record      BIGINT NOT NULL CHECK (record >= 0),
    hash        TEXT   NOT NULL,
    centre_hash TEXT   NOT NULL,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ruling_anchors_chain ON ruling_anchors(chain, id);

CREATE TRIGGER tournaments_no_change BEFORE UPDATE OR DELETE ON tournaments
    FOR EACH ROW EXECUTE FUNCTION gunbai_refuse_change('a recorded tournament cannot be changed or deleted');
CREATE TRIGGER tournaments_no_truncate BEFORE TRUNCATE ON tournaments
    FOR EACH STATEMENT EXECUTE FUNCTION gunbai_refuse_change('tournaments cannot be deleted');
CREATE TRIGGER ruling_records_no_change BEFORE UPDATE OR DELETE ON ruling_records
    FOR EACH ROW EXECUTE FUNCTION gunbai_refuse_change('rulings cannot be changed or deleted: record a correction (`ruling correct ID`) instead');
CREATE TRIGGER ruling_records_no_truncate BEFORE TRUNCATE ON ruling_records
    FOR EACH STATEMENT EXECUTE FUNCTION gunbai_refuse_change('rulings cannot be deleted');
CREATE TRIGGER ruling_anchors_no_change BEFORE UPDATE OR DELETE ON ruling_anchors
    FOR EACH ROW EXECUTE FUNCTION gunbai_refuse_change('a recorded anchor cannot be changed or deleted');
CREATE TRIGGER ruling_anchors_no_truncate BEFORE TRUNCATE ON ruling_anchors
    FOR EACH STATEMENT EXECUTE FUNCTION gunbai_refuse_change('recorded anchors cannot be deleted');

DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gunbai_writer') THEN
        REVOKE ALL ON tournaments, ruling_records, ruling_anchors FROM gunbai_writer;
        GRANT SELECT, INSERT ON tournaments, ruling_records, ruling_anchors TO gunbai_writer;
        GRANT USAGE ON SEQUENCE ruling_anchors_id_seq TO gunbai_writer;
    END IF;
END;
$$;
REVOKE ALL ON tournaments, ruling_records, ruling_anchors FROM PUBLIC;
