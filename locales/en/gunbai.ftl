# gunbai's fixed texts in English. Every message here has the same id and the same `$variables`
# in locales/ja/gunbai.ftl (a test checks it). Variables are snake_case, as Rust names them.

## Choosing the language

lang-unknown-env = GUNBAI_LANG is `{ $value }`, which is not a language gunbai speaks: set it to en or ja, or unset it

## gunbai rules

rules-unknown-id = unknown rule id `{ $id }`: `gunbai rules search WORDS` finds rules by their text
rules-unknown-id-near = unknown rule id `{ $id }`: did you mean { $near }?
rules-unknown-doc = unknown document `{ $doc }`: choose one of { $docs }
rules-no-match = No rule matches `{ $query }`
rules-coverage = { $covered } of { $total } rulebook and reference entries are exercised by the { $scenarios } scenarios
rules-not-exercised = Not yet exercised:

## A rule shown by `gunbai rules show` (and the shell's `rule`)

rule-where = where: { $doc } · { $section } · paragraph { $paragraph }
rule-term = term: { $term_ja } ({ $term_en })
rule-reading = gunbai's reading: { $reading }
rule-certainty = certainty: { $certainty }

## gunbai's readings, as steps and refusals state them (the reading is the corpus entry's)

reading-plain = gunbai's reading: { $text }
reading-unconfirmed = gunbai's reading of an unconfirmed outline: { $text }
reading-indirect = gunbai's reading of an indirect source: { $text }

## Steps: what the rules made of an event (engine, src/engine/core/out.rs)

step-reading = { $reading }
step-with-reading = { $text } ({ $reading })
step-retracted = Event { $seq } is retracted: the board is as it would be without it (the line stays in the log)
step-card-made-up = { $card } is a made-up card of gunbai's built-in library (synthetic): no printed card has these numbers or this text
step-card-printed = { $card } is the printed card from the { $origin }
step-card-printed-text = { $card } is the printed card from the { $origin }; its printed text, to compare with the effects played: { $text }

## Refusals (engine, src/engine/core/error.rs)

refusal-by-rule = { $refusal } ({ $rule })
overflow-force-chi = { $handle }'s force or chi
overflow-family-honor = { $player }'s family honor
overflow-petition-total = a petition side's total
overflow-duel-total = { $duelist }'s { $stat } in this duel
overflow-declared-count = the count of declared actions

overflow-ranged-strength = the combined ranged attack's strength
