-- `gunbai serve`: the judges who may log in, their login sessions, and the read-only links
-- given to players. None of this is part of the hash-chained record: a judge's name is copied
-- into every event and ruling they write, so the record stands on its own whatever happens here.

CREATE TABLE judges (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) > 0),
    role          TEXT    NOT NULL CHECK (role IN ('floor', 'head')),
    -- An argon2id hash in the PHC string format ($argon2id$v=19$…).
    password_hash TEXT    NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
    created_at    TEXT    NOT NULL,
    -- Set once a judge may no longer log in; the row stays so the name is never reused.
    disabled_at   TEXT
) STRICT;

-- A logged-in browser. Only the SHA-256 of the cookie's token is kept, so a copy of the
-- database does not let anyone log in.
CREATE TABLE judge_sessions (
    token_hash TEXT    PRIMARY KEY,
    judge_id   INTEGER NOT NULL REFERENCES judges(id),
    -- The token every form of this session must send back.
    csrf       TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL
) STRICT;

-- A read-only link to one ruling or one case. Only the SHA-256 of the link's token is kept.
CREATE TABLE share_links (
    id         INTEGER PRIMARY KEY,
    token_hash TEXT    NOT NULL UNIQUE,
    kind       TEXT    NOT NULL CHECK (kind IN ('ruling', 'case')),
    ruling_id  INTEGER REFERENCES ruling_records(id),
    case_id    INTEGER REFERENCES cases(id),
    created_by TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    expires_at TEXT    NOT NULL,
    revoked_at TEXT,
    CHECK ((kind = 'ruling') = (ruling_id IS NOT NULL)),
    CHECK ((kind = 'case') = (case_id IS NOT NULL))
) STRICT;
