-- Cards read from imported card databases (`gunbai cards import FILE.xml`).
--
-- Each import is one transaction: it records the file in `card_imports` and
-- adds or updates the cards it holds. A card is keyed by the database's own id;
-- `data` is the card as printed (JSON written by src/cards), `sha256` its hash
-- (a re-import compares it to say whether the card changed), `search` the
-- lower-case words `gunbai cards search` looks in. Cases never refer to these
-- rows: events carry the whole card definition, so re-importing changes no
-- stored case.

CREATE TABLE card_imports (
    id          INTEGER PRIMARY KEY,
    -- The file as given to the import, and the `version` of its <cards>.
    file        TEXT    NOT NULL,
    version     TEXT    NOT NULL,
    imported_at TEXT    NOT NULL,
    added       INTEGER NOT NULL CHECK (added >= 0),
    changed     INTEGER NOT NULL CHECK (changed >= 0),
    unchanged   INTEGER NOT NULL CHECK (unchanged >= 0)
) STRICT;

CREATE TABLE cards (
    card_id   TEXT    PRIMARY KEY CHECK (length(card_id) > 0),
    name      TEXT    NOT NULL COLLATE NOCASE CHECK (length(name) > 0),
    type      TEXT    NOT NULL,
    data      TEXT    NOT NULL,
    sha256    TEXT    NOT NULL,
    search    TEXT    NOT NULL,
    -- The import that last added or changed the card.
    import_id INTEGER NOT NULL REFERENCES card_imports(id)
) STRICT;

CREATE INDEX cards_by_name ON cards(name);
