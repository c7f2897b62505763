-- Schema version 7: who appealed a ruling, beside who heard the appeal.
--
-- An appeal record's `appeal_by` is the judge who heard and decided the appeal (the head judge);
-- `appellant` is who asked for it (a player, or a judge on a player's behalf). Records written
-- before this version have no appellant. The appellant is hashed as the record's 26th field only
-- when it is present (src/store/rulings.rs), so the hashes of those earlier records are unchanged
-- and a later record whose appellant is removed or changed no longer matches its hash.
ALTER TABLE ruling_records ADD COLUMN appellant TEXT
    CHECK (appellant IS NULL OR (kind = 'appeal' AND length(appellant) > 0));
