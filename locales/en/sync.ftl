# gunbai's texts in English: PostgreSQL and sync. Part of one catalogue with the other .ftl
# files of this folder (src/i18n joins them); every id has its twin in locales/ja/.

pg-cannot-open = cannot open the PostgreSQL database { $db }
pg-no-cases = No cases yet: `gunbai case new NAME` makes one
pg-not-here = `gunbai { $command }` does not take a PostgreSQL URL as its --db: run it on a SQLite file (--db FILE); `gunbai sync push --to URL --db FILE` sends a venue's file to the centre
pg-verify-ok = { $case }: { $events } steps, chain sound, every state hash replayed, anchor { $anchor }
pg-verify-state-differs = { $case }: the chain holds, but at step { $seq } the stored state hash differs from the state this engine reaches
pg-verify-unreadable = { $case }: the chain holds, but its states cannot be replayed: { $error }
pg-verify-broken = { $case }: the chain breaks at step { $seq }: { $reason }
pg-verify-bad-anchor = `{ $anchor }` is not an anchor: write CASE@STEP:HASH, as `gunbai verify` prints it, with at least 8 hex digits
pg-verify-anchor-held = { $anchor }: the log still holds it
pg-verify-anchor-lost = { $anchor }: NOT held: the log was cut or changed up to that step
sync-from-sqlite = `gunbai sync push` sends a venue's SQLite file: give it with --db FILE (the centre goes after --to)
sync-to-postgres = --to { $to } is not a PostgreSQL URL: write postgres://USER@HOST/DATABASE
sync-no-venue = name the venue with --venue NAME
sync-no-file = { $db } does not exist: give the venue's database with --db FILE
sync-sent = { $case }: { $sent } steps sent; the centre ends at { $anchor }, as the venue does
sync-already = { $case }: already at the centre ({ $seq } steps); nothing sent
sync-divergent = { $case }: REFUSED: step { $seq } is written differently at the centre ({ $centre }) and here ({ $venue }); nothing of the case was sent, and its { $unsent } steps from { $seq } on stay here. A head judge decides which stands: fork the case here from step { $seq } under a new name and send again
sync-centre-ahead = { $case }: the centre holds { $centre } steps, written elsewhere, and this file { $venue }; nothing sent
sync-other-home = { $case }: REFUSED: at the centre this case belongs to the venue { $home }, and takes steps only from there; rename the case here (fork it under a new name) and send again
sync-centre-home = { $case }: REFUSED: at the centre this case was started there, and takes no steps from a venue; rename the case here (fork it under a new name) and send again
sync-rejected = { $case }: REFUSED by the centre's check, nothing written: { $reason }
sync-tampered = { $case }: NOT SENT: this file's own chain breaks at step { $seq } ({ $reason }); `gunbai verify` shows what changed
sync-stopped = the push stopped at case `{ $case }`: { $error }. The cases listed above are at the centre; send again to go on (nothing is sent twice)
sync-summary = { $done } of { $cases } cases are at the centre as here
pg-rulings-own = the centre's rulings
pg-rulings-venue = the rulings of venue { $venue }
pg-rulings-ok = { $chain }: { $records } records, chain sound, anchor { $anchor }
pg-rulings-broken = { $chain }: record { $id } does not fit: { $reason }
sync-rulings-sent = rulings: { $sent } records sent ({ $events } events); the centre ends at { $anchor }, as the venue does
sync-rulings-already = rulings: already at the centre ({ $records } records); nothing sent
sync-rulings-divergent = rulings: REFUSED: record { $id } is written differently at the centre ({ $centre }) and here ({ $venue }); no ruling was sent, and the { $unsent } records from { $id } on stay here. A head judge decides which stands
sync-rulings-event-divergent = rulings: REFUSED: event { $id } is `{ $centre }` at the centre and `{ $venue }` here; no ruling was sent
sync-rulings-centre-ahead = rulings: the centre holds { $centre } records of this venue, and this file { $venue }; nothing sent
sync-rulings-rejected = rulings: REFUSED by the centre's check, nothing written: { $reason }
sync-rulings-tampered = rulings: NOT SENT: this file's own chain of rulings breaks at record { $id } ({ $reason }); `gunbai verify` shows what changed
sync-fork-origin-missing = it was forked from `{ $origin }`, which the centre does not hold
sync-centre-chain-fails = the centre's check of the chain fails at step { $seq }: { $reason }
sync-anchor-differs = the centre's anchor { $centre } is not the venue's { $venue }
sync-venue-needs-name = a venue needs a name
sync-event-no-seal = event `{ $event }` (id { $id }) has no seal
sync-centre-rulings-fail = the centre's check of the rulings fails at record { $id }: { $reason }
sync-rulings-end-differs = the centre's chain ends at record { $centre } ({ $centre_hash }), the venue's at record { $venue } ({ $venue_hash })
pg-unknown-venue = no venue named `{ $venue }` has sent rulings to this centre: { $count ->
        [0] none has yet (a venue sends them with `gunbai sync push --to URL`)
       *[other] the venues that have are { $venues }
    }
