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

## Steps of declaring and resolving an action (engine/play.rs, engine/window.rs)

action-kind = { $kind }
step-declare = { $player } declares { $card } ({ $kind }){ $more }
declare-by = , performed by { $by }
declare-ability = { " " }(an ability: text of the performing card)
declare-targets = , targeting { $targets }
declare-answers = , in answer to { $player }'s { $card }
declare-reaction = { " " }(a reaction does not count as the player's action in the phase's order)
declare-kiho = { " " }(a kiho: its performer bows, and its effect counts as a spell effect)
declare-spell = { " " }(a spell: only a shugenja casts it, and bows to do so)
declare-ritual = ; a ritual: the shugenja it is on is the primary caster, and the other shugenja bowing with it add what the card gives
declare-event = { " " }(an event, turned up in the events phase: it resolves, then is discarded)
step-seppuku-cost-question = { $player }'s samurai { $samurai } performs an action that costs { $player } { $loss } honor: { $player } may order seppuku (`{ $player } seppuku { $samurai }`) or decline (`{ $player } declines`) before the cost is paid
step-window-opens = Reaction window for { $card }: { $first } (on { $declarer }'s left) has the first chance, then { $then }, until all pass in a row
step-window-closes = { $player } passes; everyone has passed in a row: the window for { $action } closes
step-window-pass = { $player } passes on { $action }; { $next } has the chance
step-seppuku-question = { $player } would lose { $loss } family honor from { $card }, which their samurai { $samurai } performs or is targeted by: { $player } may order seppuku (`{ $player } seppuku HANDLE`) or decline (`{ $player } declines`)
step-window-back = Back to the window for { $action }: { $first } (on { $declarer }'s left) has the chance
step-cancelled-entering = { $card } does not come into play: it goes back where it came from, and the gold paid is lost
step-resolves-cancelled-losses = { $card } resolves cancelled: only the honor { $player } loses by it remains (its costs stay paid)
step-resolves-cancelled = { $card } resolves with no effect: it was cancelled (its costs stay paid)
step-resolves = { $player }'s { $card } resolves
step-no-text = no text is recorded
step-no-effect = { $card } has no effect gunbai can apply ({ $text }): the judge applies its text with adjustments

## Steps of family honor (engine/honor.rs), and why honor is lost or gained

step-honor-loses-none = { $player } loses no honor ({ $why }): a loss of 0 is no loss
step-honor-loss-prevented = { $player } would lose { $amount } honor ({ $why }), but the Imperial Favor prevents the loss
step-honor-loses = { $player } loses { $amount } honor ({ $why }): { $before } → { $after }
step-honor-loss-capped = { $step } (seppuku: the loss from this action is 1 in all; { $from } reduced to { $amount })
step-honor-gains-none = { $player } gains no honor ({ $why }): a gain of 0 is no gain
step-honor-gains = { $player } gains { $amount } honor ({ $why }): { $before } → { $after }
step-honor-out = { $player }'s family honor is { $honor }, −20 or lower: { $player } loses and leaves the game
step-enlightenment = { $player } has all five rings in play: enlightenment victory
step-honor-set = { $player }'s family honor is set to { $honor } (was { $before })
step-honor-adjusted = Judge adjustment: { $player }'s family honor { $before } → { $after }
why-cost-kept = cost; { why-cost-kept-only }
why-cost = cost
why-card = { $card }
why-seppuku-cap = seppuku: the loss from this action is 1
why-joins = { $card } joins
why-duel-won = { $winner } wins the duel of { $card }
why-battle-destroyed = { $cards } card(s) destroyed in battle
why-dishonorable-death = { $handle }'s printed personal honor, for its dishonorable death
why-cost-kept-only = a cost is paid at declaration and stays paid even if the action is cancelled
step-cost-bows = { $handle } bows to pay the cost ({ $why })
step-cost-destroyed = { $handle } is destroyed to pay the cost ({ $why })

## A refused line (session, shell, command line)

refused = refused: { $refusal }

## Refusals (engine/core/error.rs: Refusal::msg)
refusal-no-players = no players yet: type `players NAME NAME …` first
refusal-players-already-set = players are already seated: start a new case to seat others
refusal-duplicate-player = `{ $name }` is seated twice: each player needs a different name
refusal-handle-taken = the handle `{ $handle }` is taken: choose another with `as NAME`
refusal-not-in-play = { $handle } is not in play
refusal-not-yours = { $handle } is controlled by { $controller }, not { $player }
refusal-bowed = { $handle } is already bowed: a bowed card cannot be used
refusal-not-bowed = { $handle } is not bowed
refusal-already-dishonored = { $handle } is already dishonored
refusal-not-dishonored = { $handle } is not dishonored
refusal-overflow = { $what } would go beyond what gunbai can count (−2147483648 to 2147483647): nothing is recorded; use smaller numbers (for family honor, `honor PLAYER N` sets it)
refusal-player-out = { $player } is out of the game
refusal-game-over = the game is over: { $winner } has won; use `undo` or fork the case to go on
refusal-no-turn = no turn yet: type `start PLAYER` to begin the game, or `turn PLAYER PHASE` to set a situation in the middle of one
refusal-not-own-action-phase = { $player } cannot take a Limited action now: only in their own action phase, with nothing waiting to resolve
refusal-not-open-timing = { $player } cannot take an Open action now: only in an action phase or the battle action segment
refusal-not-battle-timing = { $player } cannot take a Battle action now: only in the battle action segment (`turn PLAYER battle`)
refusal-not-your-opportunity = it is { $chance }'s opportunity to act, not { $player }'s: { $chance } acts or passes (`pass`) first
refusal-not-on-board = { $handle } is not on the board
refusal-no-challenge = there is no challenge for { $player } to answer
refusal-no-duel = no duel is being fought: { $player } cannot focus or strike
refusal-window-open = { $action } waits to resolve and { $chance } has the chance to react: only reactions (`reacts`) or `pass` now
refusal-nothing-to-react-to = nothing has been declared to react to: a reaction answers a declaration before it resolves
refusal-not-your-chance = it is { $chance }'s chance, not { $player }'s: { $chance } acts or passes first (`pass { $chance }`)
refusal-petition-open = a petition for the Imperial Favor is open: only `PLAYER bows H for SIDE`, `PLAYER gifts CARD for SIDE` or `pass` now; no reaction is played while it lasts ({ $reading })
refusal-question-open = { $player } must answer first: `{ $player } seppuku HANDLE` or `{ $player } declines`
refusal-nothing-to-pass = nothing is waiting: there is no window, petition or question to pass in
refusal-not-asked = { $player } was not asked anything
refusal-missing-target = { $card } needs a target: add `target HANDLE`
refusal-needs-reaction = `{ $effect }` acts on the action being answered, so it belongs on a reaction
refusal-already-petitioned = { $player } has already petitioned for the Imperial Favor this turn
refusal-already-holds-favor = { $player } already holds the Imperial Favor
refusal-no-personal-honor = { $handle } has personal honor 0: a petition needs a personality with personal honor 1 or more
refusal-no-petition = no petition is open: `PLAYER petitions with HANDLE` opens one
refusal-not-a-side = { $name } is not a side in this petition: the sides are { $petitioner } and { $opponent }
refusal-gift-used = { $player } has already sent a gift in this petition: one gift per player
refusal-no-favor = { $player } does not hold the Imperial Favor
refusal-second-item = { $host } already has a { $slot }: one weapon and one armor per personality
refusal-nothing-to-undo = nothing to undo

## Steps the session adds (session/decide.rs)

step-version-taken = `{ $typed }` is taken for the printed card { $printed }, the version of that name without experience{ $made_up }
step-version-made-up-unused = ; gunbai's made-up { $typed } is not used
step-cost-dishonored = { $handle } is dishonored to pay the cost ({ $why }): its personal honor is 0
step-cost-discarded = { $handle } is discarded to pay the cost ({ $why })
why-comes-into-play = { $card } comes into play
step-card-rulings = the card database's rulings on { $card }: { $rulings }
