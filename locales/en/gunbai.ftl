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
