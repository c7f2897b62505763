# gunbai's texts in English: the store, verify and the benchmarks. Part of one catalogue with the other .ftl
# files of this folder (src/i18n joins them); every id has its twin in locales/ja/.

## What can go wrong in the store

store-busy = another gunbai (a shell, a server or a command) is writing to the database and held it for more than { $seconds } seconds, so nothing was written: enter the command again once it has finished
store-sqlite = database error: { $error }
store-io = cannot use { $path }: { $error }
store-not-gunbai = { $path } is not a gunbai database (left untouched); give the path of a gunbai database, or a new file name to start one
store-too-new = { $path } has schema version { $found } but this gunbai knows only up to version { $supported } (left untouched); open it with a newer gunbai
store-damaged = { $path } is damaged (SQLite's check says: { $report }); gunbai writes nothing into it. `gunbai verify` lists what it can still read; restore a copy
store-needs-upgrade = { $path } was written by an older gunbai (schema version { $found }) and cannot be upgraded while read-only; open it once where it can be written
store-unknown-case = no case named `{ $name }`{ $suggestions ->
        [none] : `gunbai case list` shows them
       *[some] ; did you mean { $suggestions }?
    }
store-ambiguous-case = `{ $input }` could be any of { $matches }; type more of the name
store-case-exists = a case named `{ $name }` already exists; pick another name
store-invalid-case-name = "{ $name }" cannot name a case: { $reason }; pick another name
store-conflict = case `{ $case }` changed meanwhile: it was expected at step { $expected } but is at step { $actual }; reload the case and enter the command again
store-no-such-step = case `{ $case }` has no step { $at }: it has { $len } steps; pick a step from 0 to { $len }
store-corrupt = case { $case }, step { $seq } is damaged: { $reason }; check the case's hash chain to see what changed
store-postgres = { $error }
name-empty = it is empty
name-spaces = it starts or ends with a space
name-control = it holds a control character
name-too-long = it is longer than { $max } characters

## What can go wrong with events and rulings

ruling-unknown-event = no event named `{ $name }`{ $suggestions ->
        [none] ; `gunbai event list` shows the events, `gunbai event new NAME` adds one
       *[some] ; did you mean { $suggestions }?
    }
ruling-ambiguous-event = `{ $input }` could be any of the events { $matches }; type more of the name
ruling-event-exists = an event named `{ $name }` already exists; pick another name
ruling-invalid-event-name = "{ $name }" cannot name an event: { $reason }; pick another name
ruling-unknown = no ruling #{ $id }: { $last ->
        [0] no ruling is recorded yet
       *[other] records are numbered 1 to { $last }; `gunbai ruling list` shows the rulings
    }
ruling-already-corrected = ruling #{ $id } was already corrected by #{ $by }; correct #{ $by } instead
ruling-is-appeal = #{ $id } is an appeal, not a ruling; give the number of the ruling it is about (#{ $target })
ruling-corrupt = ruling record #{ $id } is damaged: { $reason }; run `gunbai verify` to see what changed

## `gunbai verify`

verify-cannot-open = cannot open the database { $db }
verify-read-only = note: { $db } cannot be written here ({ $error }); opened it read-only
verify-not-anchor = `{ $text }` is not an anchor: write CASE@STEP:HASH or rulings@RECORD:HASH, as `gunbai verify` prints it
verify-short-hash = `{ $text }`: the hash must be at least 8 hex digits, as `gunbai verify` prints it
verify-chain-broken = hash chain broken: { $reason }
verify-state-differs = the stored state hash differs from the state this engine reaches
verify-anchor-ok = anchor { $anchor }: ok{ $added ->
        [0] {""}
       *[other] {" "}({ $added } { $unit ->
            [record] record(s)
           *[step] step(s)
        } added since)
    }
verify-anchor-rulings-cut = anchor { $anchor }: FAILED, the rulings end at record { $records }: records were cut off
verify-anchor-rulings-changed = anchor { $anchor }: FAILED, record { $at } has another hash: the rulings were changed up to it, or the anchor was copied wrong
verify-anchor-case-cut = anchor { $anchor }: FAILED, case `{ $case }` ends at step { $events }: its log was cut
verify-anchor-case-changed = anchor { $anchor }: FAILED, case `{ $case }` at step { $at } has another hash: its log or header was changed up to it, or the anchor was copied wrong
verify-rulings-ok = rulings: { $records } records, chain ok; anchor rulings@{ $id }:{ $short }
verify-rulings-broken = rulings: { $records } records, { $place }{ $reason }; anchor rulings@{ $id }:{ $short }
verify-first-broken-record = first broken record #{ $id }:{" "}
verify-record = record #{ $id }:{" "}
verify-file-ok = file: SQLite's integrity check ok
verify-file-failed = file: SQLite's integrity check FAILED: { $report } (gunbai will not write into this file)
verify-no-cases = No cases to verify
verify-case-ok = case `{ $case }`: { $events } events, hash chain and state hashes ok; anchor { $anchor }
verify-case-first-broken = case `{ $case }`: first broken event { $seq }: { $reason }
verify-case-problem = case `{ $case }`: { $reason }
verify-case-header = {"  "}case `{ $case }`, its header: { $reason }
verify-reading-differs = replays with its stored reading of { $card } «{ $printed }» ({ $stored }); { $today }
verify-reading-today = today's reader reads it otherwise: { $read }
verify-reading-gone = today's reader finds no such ability in the printed text
verify-case-step = {"  "}case `{ $case }`, step { $seq }: { $reason }
open-damaged-read-only = warning: { $error }; opened it read-only to show what can still be read
ruling-case-refused = { $error }
ruling-unknown-rule = unknown rule id `{ $id }`{ $suggestions ->
        [none] ; `gunbai rules search WORDS` finds rules by their text
       *[some] ; did you mean { $suggestions }?
    }
ruling-field-empty = { $what } is empty; { $hint }
ruling-no-such-step = case `{ $case }` has no event { $at }: { $len ->
        [0] it has no events yet; play the case first, then link the ruling
       *[other] it has { $len }; choose --at between 1 and { $len }
    }
ruling-bad-time = "{ $text }" is not a time: give RFC 3339 (2024-06-01T10:30:00+09:00) or local "YYYY-MM-DD HH:MM"
ruling-ambiguous-time = "{ $text }" does not name one moment in the local time zone (a clock change?); give the time in RFC 3339 with its offset
ruling-empty-search = the search text is empty; type a word of the question or the ruling
ruling-no-number = there is no ruling #{ $number }: { $count ->
        [0] no ruling is recorded yet; `gunbai ruling add` records one
        [1] the only ruling is #1 (`gunbai ruling list` shows it)
       *[other] rulings are numbered 1 to { $count } (`gunbai ruling list` shows them)
    }
field-player = a player name
hint-player = give each player with --player NAME
field-judge = the judge's name
hint-judge = give it with --judge NAME
field-question = the question
hint-question = give it with --question TEXT
field-ruling = the ruling
hint-ruling = give it with --ruling TEXT
field-penalty = the penalty
hint-penalty = leave --penalty out when there is none
field-appeal-judge = the name of the judge who heard the appeal
hint-appeal-judge = give it with --by NAME
field-note = the note
hint-note = say what was decided with --note TEXT
cli-ruling-added = Recorded ruling #{ $number } for event `{ $event }`; `gunbai ruling show { $number }` shows it
cli-ruling-corrected = Recorded version { $version } of ruling #{ $number }; the earlier version is kept and marked as corrected
cli-appeal-recorded = Recorded the appeal of ruling #{ $number }: { $outcome }
judge-error-exists = a judge named `{ $name }` already exists; pick another name (`gunbai judge list` shows them)
judge-unknown = no judge named `{ $name }`; `gunbai judge list` shows the judges
judge-invalid-name = "{ $name }" cannot name a judge: { $reason }; pick another name
store-postgres-unreachable = cannot reach the PostgreSQL database { $database }: { $error }; check that the server runs and the URL, user and password are right
