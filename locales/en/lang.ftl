# gunbai's texts in English: what the judge language's reader says of a line it cannot read. Part of one
# catalogue with the other .ftl files of this folder (src/i18n joins them); every id has its twin in
# locales/ja/.

## A line the reader refused

parse-missing = expected { $what } after `{ $text }`
parse-found = expected { $what }, found `{ $raw }`
parse-did-you-mean = {" "}(did you mean `{ $word }`?)
parse-quote-hint = { $error }; if `{ $both }` is one name, quote it: `{ $fixed }`
parse-twice = { $what } is given twice; give it once
parse-empty-name = expected { $what }, found an empty name `""`
parse-too-large = `{ $word }` is too large for a number; use one from { $min } to { $max }
parse-negative = expected a number of 0 or more, found `{ $raw }`; { $hint }
parse-ability-number = abilities are numbered from 1 in printed order, found `{ $raw }`; type `ability 1` for the first (`cards show CARD` lists them)
parse-unclosed-quote = this quote is never closed; add a `"` after the name
parse-stray-char = unexpected `{ $char }`; put `{ $char }` inside quotes to use it in a name
parse-unknown-verb = unknown verb `{ $word }` after `{ $name }`
parse-unknown-command = unknown command `{ $word }`; a line starts with a command word or a player name and a verb
parse-honor-sign = `honor` sets family honor, it does not add to it: type `gain { $who } { $n }` to add { $n } honor, or `honor { $who } { $n }` to set it to { $n }
parse-rejects-expect = `expect rejects` checks a command, not another `expect`; write the command after `rejects`
parse-rule-not-refusing = `{ $word }` is in the corpus, but gunbai never refuses a command by it: name the rule the refusal cites, `unreadable` for a line no rule refuses, or nothing
parse-rule-unknown = unknown rule id `{ $word }`: after `rejects` name the rule that refuses the command, as the refusal cites it (`rules search WORDS` finds one), `unreadable`, or nothing; a player whose name holds a `.` is quoted
parse-with-as-card = `with` was read as the card's name: the card comes right after `{ $verb }`, so type `{ $fixed }` (`with H` after the card names shugenja aiding a ritual)

## How to say an amount the other way

hint-honor-never-negative = an amount of honor is never negative
hint-token-force-never-negative = a follower token's force is never negative
hint-use-lose = use `lose` to take honor away
hint-use-gain = use `gain` to add honor

## What the reader expected at a place of the line

what-word = `{ $word }`
what-either = { $items }
what-player-name = a player name
what-card-handle = a card handle
what-card-name = a card name
what-handle-for-card = a handle for the card
what-trait = a trait
what-number = a number
what-command = a command
what-verb = a verb
what-verb-after-player = a verb after the player name ({ $words })
what-phase = a phase ({ $words })
what-action-kind = an action kind
what-action-kind-of = an action kind ({ $words })
what-the-action-kind = the action kind
what-card-kind = a card kind
what-card-description = a card description
what-effect = an effect
what-to-copy = what to copy
what-to-check = what to check
what-province-state = a province state
what-clan-name = a clan name
what-player-and-focus = a player name and the focus value they drew
what-optional-rule = an optional rule: `one-time-events`
what-modifier = a modifier such as `1F/1C`, `-3F` or `+2C`
what-end = the end of the command
what-another-effect = `,` and another effect
what-stat = a stat (`force`, `chi`, `ph`, …)
what-clause = a clause (an action kind, `by`, `target`, `on`, `paying`, `cost`, `effect`)
