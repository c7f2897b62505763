# gunbai's fixed texts in English. Every message here has the same id and the same `$variables`
# in locales/ja/gunbai.ftl (a test checks it). Variables are snake_case, as Rust names them.

## Choosing the language

lang-unknown-env = GUNBAI_LANG is `{ $value }`, which is not a language gunbai speaks: set it to en or ja, or unset it

## The pages of `gunbai serve` and the HTML export: the board and a step

web-made-up = made up
web-printed = printed
web-stat-gold = Gold { $gold }
web-stat-fcp = Force { $force } · Chi { $chi } · Honor { $ph }
web-stat-fc = F { $force } · C { $chi }
web-stat-unit = Unit force { $force }
web-bowed = bowed
web-dishonored = dishonored
web-tokens = Tokens:
web-no-units = no units
web-army-force = Force { $force }
web-battle-fought-now = fought at this step
web-battle-current = being fought
web-battle-fought = fought
web-battle-waiting = not fought yet
web-battle-at = Battle at { $province }
web-attacker = Attacker { $player }
web-defender = Defender { $player }
web-battle-won = Result: { $player } wins, { $winner } to { $loser }
web-battle-tie = Result: a tie at { $force }
web-battle-answer = The battle at { $province }: { $outcome }
web-battle-forces = Forces now: attackers { $attackers }, defenders { $defenders }
web-attack = Attack: { $attacker } on { $defender }
web-turn = Turn { $number }: { $player }, { $phase } phase
web-no-turn = No turn set
web-favor = Imperial Favor: { $player }
web-favor-none = Imperial Favor: nobody
web-winner = Winner: { $player } ({ $victory } victory)
web-family-honor = Honor { $honor }
web-holds-favor = the Favor
web-current = current player
web-out = out
web-provinces = Provinces
web-province = Province { $handle }
web-strength = Strength { $strength }
web-province-destroyed = destroyed
web-face-down = (face down)
web-province-empty = empty
web-no-cards = No cards.
web-pending = Waiting to resolve ({ $n }): { $player }'s { $action }; chance: { $chance }
web-cancelled = cancelled
web-petition = Petition for the Favor: { $petitioner } { $ptotal } against { $opponent } { $ototal }; chance: { $chance }
web-duel = Duel ({ $card }): { $challenger } against { $challenged }; next: { $next }
web-question = Question: { $question }
web-chance = Chance to act: { $player }
web-opportunity = Opportunity to act: { $player }
web-reading = gunbai's reading:
web-rule-page = The rule's page
web-retracted = Retracted: a later undo took this line back; from that undo on, the board is as if it had never been typed.
web-result = Result:
web-typed-by = typed by { $author } · { $when }
web-nav-rulings = Rulings
web-nav-cases = Cases
web-nav-rules = Rules
web-nav-cards = Cards
web-nav-help = Help
web-nav-events = Events
web-nav-judges = Judges
web-logout = Log out
web-search = Search
web-share-title = Link for the players
web-share-give-ruling = Give the players this link. It shows this one ruling, read-only, until { $until }, unless revoked. It is shown only now: copy it.
web-share-give-case = Give the players this link. It shows this one case, read-only, until { $until }, unless revoked. It is shown only now: copy it.
web-share-heading = Share with players
web-share-hours = A read-only link, open for (hours)
web-share-make = Make a link
web-shared-case = { $n } event(s); read-only.
web-share-copy = Copy the link
web-share-copied = Copied
web-share-qr = The same link as a QR code: the player points their phone's camera at it.
web-case-title = Case { $name }
web-case-lines = Judge-language lines (one a line; Ctrl+Enter sends)
web-case-run = Run
web-case-shell = What the shell printed
web-case-events = { $n } event(s)
web-case-forked = forked at step { $at } from
web-case-record = Record a ruling resting on step { $at }
web-case-what-if = What if
web-case-fork-from = Fork a new case from step { $at }
web-case-fork = Fork
web-step-of = Step { $at } of { $n }
web-step-zero = Step 0: the empty board, before any event.
web-board-after = Board after step { $at }
web-jump = Jump to step
web-go = Go
web-steps-nav = Steps
web-back = Back
web-forward = Forward
web-rules-title = Rules
web-rules-search = Search the rules (English or Japanese words, or a rule id)
web-found = { $n } found
web-rules-all = Every rule
web-rule-executed = gunbai executes this rule: a scenario checks it.
web-rule-lookup = A rule for looking up: gunbai cites it but does not execute it.
web-rule-other-language = The same rule in the other language
web-cards-title = Cards
web-cards-search = Search the cards (names, traits, text)
web-cards-search-for = Search the cards for “{ $name }”
web-card-imported = printed card, from { $file } ({ $version })
web-card-builtin-shadowed = built-in card; the imported card of the same name is used instead
web-card-builtin = built-in card
web-card-rulings = Rulings that name this card
web-card-no-rulings = No ruling names this card.
web-help-title = The judge language
web-help-intro = What the line box of a case takes, one line at a time. A player's verb follows the player's name: Bob plays …
web-help-search = Find a command
web-help-none = No command matches “{ $word }”.

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
