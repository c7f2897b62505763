-- Schema version 6: saved boards, a cache for opening long cases and jumping inside them.
--
-- A snapshot is the board after step `seq` of a case as one engine build computed it (`engine`,
-- a fingerprint of the engine's source). It is never the record: the events are. A snapshot is
-- used only by the engine build that wrote it, and only when the board it holds hashes to the
-- state hash stored (and chained) with event `seq`; otherwise the case is replayed from its
-- events. Rows may be deleted at any time: gunbai writes them again when it next replays.
CREATE TABLE snapshots (
    case_id INTEGER NOT NULL REFERENCES cases(id),
    engine  TEXT    NOT NULL,
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    board   BLOB    NOT NULL,
    PRIMARY KEY (case_id, engine, seq)
) STRICT, WITHOUT ROWID;

-- Where a case's retractions are (the events of kind `retract`), so a board resumed from a
-- snapshot knows which earlier steps are taken back without reading the whole log.
CREATE INDEX events_retractions ON events(case_id, seq) WHERE kind = 'retract';
