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
declare-own-bowed = ; the card asks for a bowed target, so its player may target their own bowed personality
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

## Refusals, continued (engine/core/error.rs and error/reasons.rs)

nothing = {""}
hint-did-you-mean = {" "}(did you mean `{ $name }`?)
face-down-card = a face-down card
its-personality = its personality
clan-named = {" "}({ $clan })
clan-unset = : set it with `clan PLAYER CLAN`
card-kind = { $kind }
name-kind = { $kind ->
        [player] player
        [card] card
        [handle] card in play
       *[hand-card] card in hand
    }
name-kind-fix = { $kind ->
        [player] players are set with `players NAME NAME …`
        [card] define it with `card "Name" KIND …` or type its kind, targets and effects on the line
        [handle] `board` lists the handles
       *[hand-card] put it in the hand with `hand PLAYER "Name" focus N`
    }
personality-role = { $role ->
        [be-dishonored] be dishonored
        [hold-attachments] hold attachments
        [speak-for-side] speak for a side
        [be-tactician] be tacticians
       *[lead-unit] lead a unit into battle
    }
battle-use = { $role ->
        [shooter] only cards in the battle make battle actions in it
        [ranged-target] a ranged attack targets only a card in the same battle
        [fear-source] fear is a battle action of a card in the battle
        [fear-target] fear targets a unit in the same battle
        [tactician] the tactician's is a battle action
       *[ritual-caster] a ritual performed in a battle uses only shugenja in that battle
    }
target-not-in-play = it is not in play
target-not-kind = it is not a { $kind }
target-lacks-trait = it is not { $quality }
target-not-yours = it is not the acting player's card, and the card targets only theirs
target-yours = it is the acting player's own card, and the card targets only another player's
target-own-bowed = it is { $player }'s own bowed personality, and the card does not allow that
target-not-dishonored = it is neither a dishonored personality nor a dishonorable dead
target-not-in-this-battle = it is not a personality in play whose unit is in this battle
target-not-kinds = it is none of the kinds the card targets ({ $kinds })
target-has-attachments = cards are attached to it, and the card targets only a card without attachments
target-not-attached = it is attached to no personality, and the card targets an attachment
trigger-lacks-traits = { $action } is not { $either }
trigger-own-action = { $action } is { $player }'s own action, and the card answers only another player's
trigger-no-target = { $action } does not target { $player } or their cards: it has no target
trigger-not-theirs = { $action } does not target { $player } or their cards: its targets ({ $targets }) are not { $player }'s
ritual-problem = { $why ->
        [not-a-ritual] only a ritual spell takes helpers
        [not-own-in-play] only the player's own shugenja in play may aid
        [not-a-shugenja] it is not a shugenja
        [bowed] it is bowed
        [primary] it is the primary shugenja
       *[not-in-battle] it is not in the battle being fought, and a ritual performed in a battle uses only shugenja in that battle
    }
overlay-problem = { $why ->
        [not-in-play] it is not in play
        [not-yours] it is not yours
        [not-a-personality] it is not a personality
        [another-personality] it is another personality
       *[not-later] only a later (more experienced) version goes over an earlier one
    }
gold-problem = { $why ->
        [not-in-play] it is not in play
        [not-yours] it is not yours
        [produces-none] it is not a holding or stronghold that produces gold
        [spent] it is bowed: its gold was already spent, and one card's gold pays one cost only
       *[named-twice] it is named twice
    }
duel-next-answer = `{ $player } accepts` or `{ $player } refuses`
duel-next-reactions = a reaction to the duelists entering the duel, or `pass`
duel-next-focus = `{ $player } focuses CARD` or `{ $player } strikes` for { $duelist }
refusal-reserved-player-name = `all`, `none`, `actor`, `me` and `controller` are words of the language: give that player another name
refusal-unknown = unknown { $kind } `{ $name }`{ $hint }: { $fix }
refusal-ambiguous = `{ $name }` could be any of { $candidates }: type more of the name
refusal-not-a-personality = { $handle } is not a personality: only personalities can { $role }
refusal-only-personalities-dishonored = only personalities can be dishonored
refusal-bowed-performer = { $handle } is bowed, so it cannot perform { $card }: a bowed card cannot be used until it straightens ({ $reading })
refusal-already-begun = the game has already begun: `turn NAME PHASE` sets a situation in the middle of a game
refusal-first-player-tie = { $tied } are tied at { $top }: break the tie at random at the table (say, by the focus values of the bottom cards of their fate decks) and type `start NAME`
refusal-drew-twice = { $player } drew twice: each player draws one card
refusal-focus-missing = every player draws: give { $player }'s focus value too
refusal-event-due = { $event } was turned up and resolves now: `{ $player } plays "{ $event }"`
refusal-province-empty = { $province } is empty: it is refilled at once, face down (`fill { $province } CARD`)
refusal-action-phase-goes-on = the action phase ends only when every player has passed in a row: it is { $chance }'s opportunity (`pass`)
refusal-attack-under-way = { $player }'s attack is under way: its maneuvers and battles come first (`pass` ends a player's maneuvers; `{ $player } fights PROVINCE` starts a battle)
refusal-end-phase-draw = { $player } draws one fate card in the end phase: record it with `hand { $player } CARD`
refusal-hand-over-eight = { $player } holds { $count } fate cards: discard down to eight first (`{ $player } discards CARD`)
refusal-province-taken = { $handle } is already { $owner }'s province{ $destroyed ->
        [yes] , destroyed
       *[no] {""}
    }: choose another handle, or type a new strength for it (`province { $owner } { $handle } strength N`)
refusal-no-stronghold-strength = { $player } has no stronghold with a printed province strength in play: type the strength (`province { $player } { $handle } strength N`)
refusal-province-destroyed = { $province } was destroyed: a destroyed province is never refilled
refusal-province-full = { $province } already holds { $card }: only an empty province is refilled
refusal-not-a-dynasty-card = { $card } is a { $kind } card: provinces hold dynasty cards (personalities, holdings, regions, events)
refusal-not-your-province = { $province } is { $owner }'s province, not { $player }'s
refusal-province-discard-timing = { $player } discards from a province only in their own dynasty phase
refusal-discard-while-resolving = { $action } has not resolved yet: a card is discarded from a province only when nothing waits to resolve (`pass` until { $action } has resolved)
refusal-no-face-up-card = { $province } holds no face-up card to discard
refusal-hand-discard-timing = { $player } discards from the hand by the rules only in their own end phase, down to eight cards (a judge removes a card with `discard H`)
refusal-nothing-to-discard = { $player } holds { $count } fate cards, not more than eight: nothing to discard
refusal-attack-timing = { $player } declares an attack only in their own attack phase
refusal-already-attacked = { $player } has already declared this turn's attack
refusal-attack-self = { $player } attacks another player
refusal-no-province-to-attack = { $defender } has no province on the board to attack: record them with `province { $defender } H strength N`
refusal-no-attack-to-assign = no attack has been declared: units are assigned after `NAME attacks PLAYER`
refusal-maneuvers-over = the maneuvers are over: no more units are assigned
refusal-not-your-maneuvers = these are { $mover }'s { $cavalry ->
        [yes] cavalry
       *[no] infantry
    } maneuvers, not { $player }'s ({ $reading })
refusal-unit-assigned = { $handle }'s unit is already assigned
refusal-not-cavalry = { $handle }'s unit is not cavalry (the personality and every follower need the trait): it is assigned in the infantry maneuvers
refusal-not-defenders-province = { $province } is not a standing province of { $defender }, the defender
refusal-no-attack = no attack has been declared
refusal-battle-order-not-now = the next battle is chosen once the maneuvers are over and no battle is being fought
refusal-attacker-orders = the attacker, { $attacker }, chooses the order of battles
refusal-battle-fought = the battle at { $province } has been fought
refusal-no-battle-there = no unit was assigned to { $province }: there is no battle there
refusal-no-unit-in-battle = { $player } has no unit in this battle: a Battle action needs one
refusal-not-in-battle = { $handle } is not in the battle being fought: { $why }
refusal-named-twice = { $handle } is named twice: a card makes its ranged attack once
refusal-no-ranged-attack = { $handle } has no ranged attack (a card's ranged attack is typed with `ranged N` when it enters play)
refusal-different-units = { $first } and { $handle } are in different units: only cards of one unit combine their ranged attacks; make one attack for each unit
refusal-own-ranged-target = { $handle } is { $player }'s own card: a ranged attack targets only an opposing personality or follower
refusal-ancestor-ranged-target = { $handle } is an ancestor: an ancestor cannot be the target of a ranged attack
refusal-not-a-ranged-target = { $handle } is a { $kind }: a ranged attack targets only an opposing personality or follower, never a province or a holding
refusal-has-followers = { $handle } has followers ({ $followers }): a personality with followers cannot be the target of a ranged attack; target a follower
refusal-elemental-ranged = { $handle } is immune to elemental effects, and this ranged attack is elemental ({ $reading })
refusal-elemental-target = { $card } cannot target or affect { $target }: { $target } is immune to elemental effects, and this card's effect is elemental ({ $reading })
refusal-no-fear = { $handle } causes no fear (a card's fear is typed with `fear N` when it enters play)
refusal-fear-used = { $handle }'s fear has already been used in this battle: each fear ability may be used once per battle
refusal-fear-targets-unit = fear targets a unit: name the unit's personality (`{ $player } frightens { $head } with { $with }`)
refusal-not-a-tactician = { $handle } does not have the tactician trait
refusal-tactician-used = { $handle }'s tactician ability has already been used in this battle: once per battle
refusal-undoes-duel = { $card } would cancel or redirect the duel: a reaction to personalities entering a duel may refer to the duelists, not undo the challenge ({ $reading })
refusal-duel-under-way = { $challenger } and { $challenged } are in a duel already: a new challenge waits until it ends
refusal-no-challenger = { $card } issues a challenge between one of { $player }'s personalities and another player's: name { $player }'s duelist with `by H`
refusal-one-challenged = a challenge has one target: the personality of another player that { $challenger } challenges
refusal-challenge-not-personality = { $handle } is a { $kind }: a challenge is issued to a personality (a card that lets a follower duel too is typed `challenge … any-card`)
refusal-challenge-own = { $handle } is { $player }'s own personality: a challenge is issued to a personality another player controls
refusal-too-late = { $what ->
        [challenge] a challenge
       *[duel] a duel
    } between { $challenger } and { $challenged } is being resolved: it is too late for any other action, and nothing may change the duelists until it ends; next: { $next }
refusal-not-challenged = the challenge is to { $challenged }: { $owner }, who controls it, accepts or refuses (`{ $owner } accepts`)
refusal-challenge-unanswered = the challenge to { $challenged } is not answered yet: `{ $owner } accepts` or `{ $owner } refuses` first
refusal-entering-duel = { $challenger } and { $challenged } are entering the duel: its reaction window is open (`pass` when no one reacts), and the duel begins when it closes
refusal-not-your-strike = it is { $duelist }'s turn to focus or strike, so { $owner } acts, not { $player }
refusal-empty-hand-focus = { $player } has no fate card in hand, so { $duelist } cannot focus and must strike: `{ $player } strikes` (record a card drawn earlier with `hand { $player } "Card" focus N`)
refusal-ancestor-timing = { $player } may attach an ancestor only in their own action phase, or in answer to that personality entering play (right after it enters)
refusal-nothing-to-prevent = { $action } would cost { $player } no family honor as it resolves, so the Imperial Favor has no loss to prevent: keep it (`pass { $player }`) ({ $reading })
refusal-which-target = { $action } has { $count } targets ({ $targets }): say which one moves to { $to }, e.g. `redirect { $to } from { $first }`
refusal-not-a-target = { $handle } is not a target of { $action }; its targets are { $targets }
refusal-trigger-not-met = { $card } answers only "{ $condition }": { $reason }
refusal-not-a-seppuku-candidate = { $handle } cannot commit seppuku here: { $player } may order it only of { $candidates }
refusal-reacts-with-kind = `reacts` declares a reaction; `{ $kind }` contradicts it: drop the kind or use `plays`
refusal-no-printed-ability = { $card } has no printed ability gunbai read: type what it does, `plays "{ $card }" KIND effect …`
refusal-ability-number = { $card } has { $count } printed { $count ->
    [one] ability
   *[other] abilities
}, so there is no ability { $number }: { $list }; type `uses "{ $card }" ability N` with one of these numbers
refusal-no-ability-of-kind = { $card } has no printed { $kind } ability: { $list }; type `uses "{ $card }" ability N` with one of these numbers
refusal-which-ability = { $card } has several printed abilities: { $list }; say which with `uses "{ $card }" ability N` or its timing word (`uses "{ $card }" battle`)
refusal-ability-unread = gunbai cannot play ability { $number } of { $card } as printed («{ $printed }»): { $why }; it guesses nothing, so type what it does with `effect …` (and `cost …`, `target …`)
refusal-gold-ability = «{ $printed }» of { $card } is a gold ability: it is used when the card pays for something, by naming it after `paying` (`plays CARD paying HANDLE`)
refusal-ability-not-in-play = ability { $number } of { $card } uses the card itself, and no unbowed { $card } of the player is in play to use it: name the card in play, `uses HANDLE`
refusal-missing-kind = the kind of `{ $card }` is unknown: add limited, open, battle or reaction to the line
refusal-not-an-action = { $card } is a { $kind } card, not an action: it is brought into play, not played as an action
refusal-bring-words-on-action = `on`, `paying`, `over`, `discount`, `proclaim` and `as` belong to cards brought into play (followers, items, spells, personalities, holdings)
refusal-cost-on-target = a cost cannot act on the target: name the card it bows or destroys
refusal-cost-not-payable = `{ $word }` is not a cost gunbai pays: a cost is `lose-honor N`, `gain-honor N`, or `bow`, `destroy`, `dishonor` or `discard` with a card's handle; type what the card does after `effect`
refusal-effect-on-entry = `{ $word }` does nothing as { $card } comes into play: after `effect`, a card brought into play takes only `lose-honor N` or `gain-honor N` (the honor it changes as it enters); play its later actions with `plays`
refusal-cost-dishonor = { $handle } cannot be dishonored to pay a cost: only an honorable personality can
refusal-expect-is-no-action = `expect` checks the board; it is not an action
refusal-illegal-target = { $target } is not a legal target for { $card }: { $reason }
refusal-illegal-favor-target = { $target } is not a legal target for the Imperial Favor: { $reason }
refusal-not-redirectable = { $action } cannot be redirected: its player chose no target
refusal-not-a-ritual-helper = { $handle } cannot aid the ritual: { $why }
refusal-not-events-phase = { $player }'s events and regions come into play only in { $player }'s events phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn { $player } events` sets a free situation instead, leaving the rules' order of play)
refusal-event-while-resolving = { $action } has not resolved yet: an event comes into play only when nothing waits to resolve (`pass` until { $action } has resolved)
refusal-region-elsewhere = { $handle } lies on { $home }: the Battle actions of a region or a fortification are used only in the battle at its province, { $home }, not at { $province }
refusal-needs-performer = { $card } needs an unbowed shugenja or monk of { $player }'s to perform it: add `by HANDLE`
refusal-terrain-in-play = this battle already has a terrain, { $terrain }: another can be played only once it is gone, or by a card that replaces it
refusal-bad-copy = { $card } copies onto the card performing it: add `by HANDLE`, and a card never copies itself
refusal-favor-use-needs = the { $kind ->
        [open] Open
        [battle] Battle
        [limited] Limited
       *[reaction] Reaction
    } use of the Imperial Favor needs { $kind ->
        [open] a target: a dishonored personality or a dishonorable dead (`target HANDLE`)
        [battle] a target: a personality whose unit is in the battle (`target HANDLE`)
       *[other] no target
    }
refusal-not-attached = { $handle } is not attached to another personality it could move from
refusal-ancestor-stays = { $handle } is an ancestor: it never moves while its personality lives
refusal-missing-host = { $card } goes onto a personality: add `on HANDLE`
refusal-not-enough-gold = { $card } costs { $cost } gold but { $paying } produce { $gold }: add holdings to `paying`
refusal-no-gold = { $handle } cannot pay gold: { $why }
refusal-honor-requirement = { $card } needs family honor { $needs } or more; { $player } has { $has }{ $own_clan ->
        [yes] ; the later rule that lets a player ignore the honor requirement of their own clan's personalities is not applied
       *[no] {""}
    }
refusal-follower-honor = { $card } needs a personality with personal honor { $needs } or more; { $host } has { $has }
refusal-not-shugenja = { $host } is not a shugenja: only shugenja take spells
refusal-too-many-spells = { $host } already has { $count } spells, as many as its chi
refusal-unique-in-play = { $card } is unique and { $handle } is already in play: another version enters only by being laid over { $handle } by its controller (`over { $handle }`)
refusal-not-own-clan = `{ $choice }` is only for a personality of { $player }'s own clan{ $clan }
refusal-no-overlay = { $card } cannot be laid over { $handle }: { $why }
refusal-not-dynasty-phase = { $player } brings personalities and holdings into play only in their own dynasty phase: in a game played by the rules, `next` moves play on to it, or `undo` takes back a line that went past it (`turn { $player } dynasty` sets a free situation instead, leaving the rules' order of play)
refusal-not-in-province = { $card } is not face up in one of { $player }'s provinces: only such a card is recruited, or laid over an earlier version
refusal-ancestor-clan = { $card } is an ancestor of another clan: { $host } cannot take it
refusal-undo-needs-history = `undo` is decided against the case's history
refusal-region-taken = { $province } already has the region { $region }: a province holds one region at a time
card-kind-title = { $kind ->
        [stronghold] Stronghold
        [personality] Personality
        [holding] Holding
        [region] Region
        [event] Event
        [follower] Follower
        [item] Item
        [spell] Spell
        [ancestor] Ancestor
        [action] Action
        [kiho] Kiho
       *[ring] Ring
    }

battle-none = none
battle-honorable-instead = , and { $cards } becomes honorable again instead
step-attack-declared = { $attacker } attacks { $defender }. Infantry maneuvers: { $attacker } assigns units to { $defender }'s provinces (`{ $attacker } assigns H to PROVINCE`), then { $defender }; then the cavalry maneuvers
step-unit-assigned = { $player } assigns { $unit }'s unit (force { $force }) to { $side } { $province }
step-infantry-ends = { $attacker }'s infantry maneuvers end; { $defender } assigns defending units
step-cavalry-maneuvers = Cavalry maneuvers: { $player } may assign cavalry units
step-no-battle = The maneuvers are over and no unit was assigned: there is no battle
step-choose-first-battle = The maneuvers are over: { $attacker } chooses which battle is fought first (`{ $attacker } fights PROVINCE`); every contested province sees one battle
step-battle-begins = The battle at { $province }: attackers { $attackers } (force { $attack_force }), defenders { $defenders } (force { $defense_force }). Battle action segment: { $defender }, the defender, takes the first action
step-battle-honor-dishonored = { $player }'s army held the dishonored { $dishonored }: { $player } gains no honor for the { $cards } card(s) destroyed{ $instead }
step-battle-honor = { $player } destroyed { $cards } card(s) of the enemy army in the resolution: { $per } honor each
step-battle-resolution = Resolution at { $province }: { $attacker }'s army has force { $attack_force }, { $defender }'s { $defense_force } (the units of unbowed personalities: each with its items and its unbowed followers; a bowed personality's whole unit adds nothing)
step-attacker-wins = { $attacker }, the attacker, wins the battle: { $army ->
        [yes] { $defender }'s army is destroyed
       *[no] { $defender } has no army there
    }
step-province-falls = { $attack_force } is more than { $defense_force } + the province strength { $strength }: { $province } falls
step-province-stands = { $attack_force } is not more than { $defense_force } + the province strength { $strength }: { $province } stands
step-defender-wins = { $defender }, the defender, wins the battle: { $army ->
        [yes] { $attacker }'s army is destroyed
       *[no] { $attacker } has no army there
    }
step-tie-no-units = A tie at { $force } with a side that has no units: nothing happens
step-tie = A tie at { $force }: both armies are destroyed, and each player gains honor for the army they destroyed
step-attackers-go-home = The attacking units still standing bow and go home (not a move): { $units }
step-next-battle = { $attacker } chooses the next battle (`{ $attacker } fights PROVINCE`): { $left } left
step-defenders-go-home = That was the last battle: the defending units go home without bowing: { $units }

duel-stat = { $stat ->
        [force] force
        [personal-honor] personal honor
       *[chi] chi
    }
duel-declared-unprinted = no printed { $stat }, so 0 before effects
duel-declared-printed = printed { $printed }
duel-declared-changed = printed { $printed }, { $change } from effects in play and items
duel-focus-card = { $card } ({ $focus } for { $duelist })
duel-no-focus-cards = no focus cards were laid
duel-focus-turned-up = the focus cards are turned up: { $cards }
duel-on-stat = {" "}on { $stat }
step-no-challenge = { $card } issues no challenge: { $challenger } or { $challenged } is no longer in play
step-challenge = { $challenger } challenges { $challenged } to a duel{ $on } ({ $card }): { $owner } accepts (`{ $owner } accepts`) or refuses (`{ $owner } refuses`)
step-focus-or-strike = { $duelist } focuses or strikes: `{ $player } focuses CARD` or `{ $player } strikes`
step-must-strike = { $duelist } is to focus or strike, and { $player } has no fate card in hand, so { $player } must strike: `{ $player } strikes`
step-challenge-refused = { $player } refuses the challenge to { $challenged }: nothing happens (where { $card } says otherwise, the judge applies its text with adjustments)
step-challenge-accepted = { $player } accepts: { $challenger } and { $challenged } enter a duel; now, and only now, reactions that refer to a personality entering a duel may be played; when everyone has passed, the duel begins
step-duel-not-held = The duel does not take place: { $challenger } or { $challenged } has left play
step-duel-begins = The duel begins. Each duelist declares its { $stat }: { $first } { $first_value } ({ $first_how }), { $second } { $second_value } ({ $second_how })
step-challenged-first = The challenged personality, { $challenged }, has the first choice to focus or strike; then they take turns until one strikes
step-focus-laid = { $player } lays { $card } face down as a focus card for { $duelist }: its focus value { $value } counts toward { $duelist }'s { $stat } in this duel, and the card's own text has no effect
step-focus-double-chi = { $duelist } has double chi: the focus card counts double, { $value } × 2 = { $adds }
step-duel-total = { $duelist }'s { $stat } in this duel so far: { $total } (the focus cards stay face down until the strike)
step-strikes = { $player } strikes for { $duelist }: the duel resolves
step-duel-resolution = At resolution { $revealed }. { $stat }: { $challenger } { $challenger_sum }, { $challenged } { $challenged_sum }
step-duel-winner = { $winner } has the higher total and wins; { $losers } loses
step-duel-tie = The totals are tied at { $total }: both duelists lose
step-duel-not-elemental = { $loser } is immune to elemental effects, but a duel is not an elemental effect: the immunity does not save it, whatever elemental abilities its opponent has
step-duel-loser-destroyed = { $loser } lost the duel: it is destroyed (the card that issued the challenge, { $card }, says nothing otherwise)
step-duel-winner-unaffected = { $winner } is unaffected by winning
step-duel-winner-dishonored = { $winner } is dishonored, so its win brings { $owner } no honor: { $winner } becomes honorable instead of the gain of { $honor }

step-destroy-gone = { $handle } is no longer in play: nothing to destroy
step-destroyed = { $handle } is destroyed and goes to the discard pile
step-destroyed-unit = { $handle }'s whole unit goes with it: { $unit } destroyed
step-tokens-lost = The tokens and passing bonuses on { $cards } leave play with it and do not come back; permanent bonuses stay with the card
step-destroyed-experienced = { $handle } was { $cards } cards (the experienced version over { $under } earlier): a player who destroys it in a battle's resolution gains the honor for each of them
step-dishonorable-dead = { $handle } is destroyed while dishonored: it goes to { $controller }'s discard pile as a dishonorable dead
step-honorable-dead = { $handle } is destroyed: it goes to { $controller }'s discard pile as an honorable dead
step-discarded-not-dead = { $handle } is discarded, not destroyed: it is neither an honorable nor a dishonorable dead
step-discarded = { $handle } is discarded
step-chi-zero = { $handle }'s chi is { $chi }: a personality whose chi falls to 0 or less, for any reason, is destroyed

## help, hints and completion (lang/help.rs, repl/helper.rs)

help-overview-head =
    Commands (`help WORD` shows one; the full guide is docs/language.md).
    A player's verb follows the player's name: `Bob plays …`.
help-overview-foot = Tab completes; Ctrl-C cancels a line, Ctrl-D quits.
help-expect-meaning = checks the state without changing it: { $what }
help-example = example:
help-source = (docs/language.md, “{ $section }”)
help-no-command = no command `{ $word }`{ $near }; `help` lists them all
help-did-you-mean = {" "}(did you mean `help { $word }`?)
# The Japanese term shown beside a command word; English shows the word alone.
command-term = { $word ->
       *[other] {""}
    }

## Exports: Markdown, HTML and CSV (export/mod.rs, export/html.rs)

export-none = none
export-cite-gone = (no longer in the corpus)
export-rulings-of = Rulings of { $event }
export-date = Date: { $date }
export-ruling-count = { $count } ruling(s).
export-label = { $field ->
        [number] #
        [round] Round
        [table] Table
        [given] Given
        [players] Players
        [judge] Judge
        [question] Question
        [ruling] Ruling
        [penalty] Penalty
        [extension] Time extension
        [citations] Citations
        [case] Case
        [appeal] Appeal
        [appeals] Appeals
       *[recorded] Recorded
    }
export-ruling-heading = Ruling #{ $number } — round { $round }, table { $table }
export-warning = Warning: { $text }
export-version = Version { $version } (corrected; the earlier versions are kept).
export-minutes = { $minutes } minute(s)
export-case-at = { $case } at event { $at }
export-appeal = heard by { $by }{ $appellant } ({ $at }): { $outcome } — { $note }
export-appellant = , appealed by { $player }
export-appeal-html = heard by { $by }{ $appellant } ({ $at }): <strong>{ $outcome }</strong> — { $note }
export-recorded = { $at } by { $author }
export-csv-column = { $column }
export-case-title = Case { $case }
export-case-summary = { $events } event(s); created { $created }.
export-case-how = { $events } event(s). Step with the buttons or the ← → keys; the address (<code>#step-N</code>) links to the step shown.
export-diverged = This engine now reaches a different state from event { $event } on.
export-step-of = Step { $step } of { $total }
export-retracted = Retracted by a later undo.
export-board-after = Board after this step:
export-board-heading = Board after this step
export-back = Back
export-forward = Forward
export-noscript = Stepping through the case needs JavaScript; the Markdown export (<code>gunbai case export { $case } --format md</code>) has the same content.

turn-ends-bonuses = { $count } bonus(es), copies or copied-ability tokens
turn-ends-traits = { $count } trait change(s)
turn-ends-copied = the ability copied from { $source }
turn-ends-card = { $handle }: { $what }
step-turn-ends-lasting = The turn ends, and with it what lasts only until then: { $notes }
semicolon = ;{" "}
phase-name = { $phase }
step-turn-begins-phase = { $player }'s turn begins; phase: { $phase }
step-phase-now = { $player }'s turn: phase is now { $phase }
step-honor-40-no-victory = { $player } starts the turn with { $honor } family honor, but their clan cannot win by honor
step-honor-victory = { $player } starts the turn with { $honor } family honor (40 or more): honor victory
step-first-named = { $player } goes first (chosen at the table: the cut of the fate decks, highest focus value)
step-first-highest-honor = First-turn rule: { $player } has the highest family honor ({ $honor }) and goes first
step-first-draw = First-turn rule, drawing variant: { $totals }; { $player } has the highest total and goes first
step-first-turn-begins = { $player }'s turn begins; phase: straighten. Turns pass to the left; `next` moves play on
step-straighten-none = Straighten phase: { $player } has no bowed card
step-straighten = Straighten phase: { $player } straightens { $cards }
step-events-phase = { $player }'s events phase
step-action-phase = { $player }'s action phase: { $player } has the first opportunity to act; the opportunity goes round the table to the left, one action or a pass each, and the phase ends when every player has passed in a row
step-end-phase = { $player }'s end phase: { $player } draws one fate card (record it with `hand { $player } CARD`), then discards down to eight if holding more
step-turn-skips-out = { $player } has left the game: the rest of their turn is not played; { $next }'s turn begins (on { $player }'s left); phase: straighten
step-turn-passes = { $player }'s turn ends; { $next }'s turn begins (on { $player }'s left); phase: straighten
step-attack-phase = { $player }'s attack phase: `{ $player } attacks PLAYER` declares an attack; `next` passes it by
step-dynasty-phase = { $player }'s dynasty phase: only { $player } acts, with dynasty actions (recruiting face-up province cards, discarding them, laying experienced versions over earlier ones); `next` ends it
step-action-resolved-next = { $player }'s action has resolved: the next opportunity to act goes to { $next }, on their left (a reaction taken meanwhile was no one's opportunity)
step-battle-segment-ends = { $player } passes; every player has passed in a row: the battle action segment ends
step-action-phase-ends = { $player } passes; every player has passed in a row: the action phase ends
step-opportunity-passes = { $player } passes; the opportunity to act goes to { $next } ({ $passes } pass(es) in a row)
step-priority-action = When several players want to act at once, { $player }, the current player, goes first, then the others in turn order
step-priority-battle = In the battle action segment the defender takes the first action
step-province-strength-adjusted = Judge adjustment: { $handle }'s strength is now { $strength } (was { $before })
step-province-added = { $player } has a province `{ $handle }` of strength { $strength }, empty until it is filled (`fill { $handle } CARD`)
step-province-filled = { $province } is filled face down with { $card } (the top card of the dynasty deck; nobody looks at it until it turns face up)
step-nothing-to-turn-up = { $player } has no face-down province card to turn up
step-turn-up = { $player } turns { $card } in { $province } face up
step-event-turned-up = { $card } is an event: it resolves now and is then discarded; play it with `{ $player } plays "{ $card }"`. { $province } is empty and is refilled at once, face down (`fill { $province } CARD`)
step-region-stays = { $card } is a region, but { $province } already has the region { $region }: it stays face up in { $province }, and may be discarded in the dynasty phase (`{ $player } discards { $province }`)
step-region-enters = { $card } is a region: it comes into play on { $province }, as `{ $handle }`; { $province } is refilled at once, face down (`fill { $province } CARD`)
step-province-discard = { $player } discards { $card } from { $province }; { $province } is refilled at once, face down (`fill { $province } CARD`)
step-hand-discard = { $player } discards { $card } from the hand ({ $left } left; at most eight may be kept)
province-discarded-with = ; discarded with it: { $cards }
step-province-destroyed = { $player }'s province { $province } is destroyed{ $gone }
step-no-province-left = { $player } has no province left: { $player } loses at once and leaves the game
step-favor-returns = The Imperial Favor { $player } held returns to the centre
out-cards-leave = { $player }'s cards leave the game with them ({ $count } in play or in hand)
out-cards-untargetable = { $cards } leave play and can no longer be targeted
out-actions-cancelled = { $player }'s { $actions } not yet resolved leaves with them and will have no effect
out-no-windows = { $player } takes no further part in reaction windows or petitions
out-attack-ends = the attack { $player } was in ends, and no further battle of it is fought
out-turn-skipped = the rest of { $player }'s turn is not played: `next` begins the turn of the player on { $player }'s left
step-player-out = { $text }
step-military-victory = { $player } is the last player left: military victory
seat-left-of = { $player } sits on { $of }'s left
step-seating = Seating, clockwise: { $seating }; turns pass clockwise, so { $lefts }
step-setup-before-play = Before play each player shuffles both decks and offers a cut, lays four provinces face down, draws five fate cards and keeps tokens and a Favor marker at hand: gunbai does not deal; the judge types the board and records hands with `hand`
step-clan = { $player } plays { $clan }{ $no_honor_victory ->
        [yes] ; this clan cannot win by honor
       *[no] {""}
    }
mark-bowed = bowed
mark-dishonored = dishonored
enter-marks = , { $marks }
enter-attached-to = {" "}attached to { $host }
step-entered = { $player } has { $kind } `{ $card }` ({ $describe }) in play{ $place }{ $marks }, as `{ $handle }`
step-missing-values = { $handle } has no printed { $stats }: a value a card does not have counts as 0
step-stronghold-clan = { $player } plays { $clan }: the stronghold { $card } decides the clan
step-starting-honor = { $player }'s family honor starts at { $honor }, the starting honor printed on { $card }
step-hand = { $player } holds `{ $card }` (focus { $focus }) as `{ $handle }`
step-end-phase-draw = That is { $player }'s end-phase draw
step-card-defined = Card defined for this case: { $card } ({ $describe })

favor-use = { $what ->
        [draw] draw a fate card
        [restore] restore a dishonored personality or a dishonorable dead to honorable
        [send-home] send a unit in a battle home bowed
       *[prevent] prevent a family honor loss
    }
step-favor-used = { $player } gives up the Imperial Favor (it returns to the centre) to { $what }
step-petition = { $player } bows { $spokesman } to petition for the Imperial Favor (a Limited action, once per turn; { $spokesman }'s personal honor is not added)
step-petition-unopposed = Nobody holds the Favor and { $player }'s family honor ({ $honor }) is above everyone else's: { $player } takes it at once, unopposed
favor-held-by = { $player } holds the Favor
step-petition-contested = The petition is contested: { $why }. Sides: { $player } { $honor } against { $opponent } { $opponent_honor }; every player may add to either side
step-petition-order = { $player }, the petitioner, has the first chance to send a spokesman or a gift; then the others in turn order, until all pass
step-petition-no-window = No reaction window opens on the petition
favor-highest-other = nobody holds the Favor and { $opponent } has the highest family honor ({ $honor }){ $tie }
favor-others-tie = {" "}({ $others } { $count ->
        [one] ties
       *[other] tie
    } with { $opponent } for it; { $opponent }, nearest on { $player }'s left, is the opposing side, and { $others } may support either side like everyone else)
favor-petitioner-ties = {" "}({ $player } ties for it; { $opponent }, the tied player nearest on { $player }'s left, is the opposing side)
step-petition-skipped = { $player } acts in turn order, so { $skipped } passed
step-spokesman = { $player } bows { $handle } as a spokesman for { $side }'s side: +{ $honor } (its personal honor) → { $side } { $total }
step-gift = { $player } discards { $card } from hand as a gift for { $side }'s side: +{ $focus } (its focus) → { $side } { $total }; that is { $player }'s one gift in this petition
step-petition-totals = Petition totals: { $petitioner } { $petitioner_total } — { $opponent } { $opponent_total } (temporary: family honor itself does not change)
step-petition-pass = { $player } passes in the petition; { $next } has the chance
step-petition-all-passed = { $player } passes; all have passed: the petition is decided
step-petition-won = { $petitioner } { $total } is higher than { $opponent } { $opponent_total }: { $petitioner } takes the Imperial Favor
favor-stays-with = it stays with { $player }
favor-stays-centre = it stays in the centre
step-petition-failed = { $petitioner } { $total } is not higher than { $opponent } { $opponent_total }: the petition fails and { $stays }
step-petition-honor-gone = The honor added during the petition is gone: family honor is as before it
step-favor-holder = { $player } holds the Imperial Favor
step-favor-nobody = Nobody holds the Imperial Favor

entry-host-gone = { $host } is gone
entry-honor-lapsed = { $player }'s family honor is now { $has }, below its honor requirement { $needs }
entry-unique = { $card } is unique and { $handle } is in play
entry-earlier-gone = { $handle }, the earlier version, is no longer in play
step-honor-on-entry = { $card } changes its player's honor when it comes into play, not now: if it never enters, no honor changes (moving it later changes nothing either)
step-bring-window = Reaction window for { $card }: { $first } (on { $player }'s left) has the first chance
step-bring-attach = { $player } plays { $card } onto { $host }
step-bring-experienced = { $player } brings the experienced { $card } into play the ordinary way: gold and honor requirement as usual
step-bring-recruit = { $player } brings { $card } into play from a province
step-bring-overlay = { $player } lays the experienced { $card } over { $over } (no gold, no honor requirement)
step-bring-ring = { $player } puts { $card } into play: its condition is met (the judge's word)
step-bring-region = { $player } puts the region { $card } into play, after the events
step-beside-unique = { $handle } is in play and unique, but { $card } is not, so this version may come in beside it
step-own-clan-discount = { $card } is of { $player }'s own clan: { $player } takes 2 gold off its cost ({ $printed } → { $cost })
step-bows-for-gold = { $handle } bows for { $gold } gold
gold-lost = ; the other { $lost } gold cannot pay anything else and is lost
step-gold-pays = { $gold } gold pays the cost of { $cost } for { $card }{ $rest }
step-ancestor-answers = { $card } comes in answer to { $handle }'s entering play, which it may outside the action phase
step-ancestor-bows = { $handle } bows to take the ancestor (ancestors cost no gold)
step-cannot-enter = { $card } cannot come into play: { $why }; it goes back where it came from and the gold paid is lost
step-own-clan-honor = { $card } is of { $player }'s own clan: its personal honor is added to family honor
step-province-left = { $card } leaves { $province }, which is refilled at once, face down (`fill { $province } CARD`)
step-overlay = { $card } now lies over { $over }: it keeps the attachments, tokens, abilities and lasting changes of the earlier version and takes the new card's numbers and traits
step-holding-bowed = { $card } is a holding recruited from a province: it comes into play bowed and makes no gold this turn
step-enters-attached = { $card } enters play attached to { $host }, unbowed and usable at once, as `{ $handle }`
step-enters = { $card } enters play under { $player }'s control, as `{ $handle }`
step-ring-benefit = { $card }'s benefit is active while it stays in play
step-follower-personal-bonus = { $card } is printed { $force }F/{ $chi }C: the numbers go to its personality's own force and chi
step-follower-unit-force = { $card } is printed { $force }F: its force adds to the unit, not to the personality
step-lieutenant = { $card } and { $other } share a name but are different cards: both may be in play, and neither affects the other

step-dishonored-performer-gain = { $handle } is dishonored, so it brings { $player } no honor: it becomes honorable instead of the gain of { $amount }
step-cost-not-paid = The cost `{ $word }` is not one gunbai pays: nothing is paid for it
step-no-longer-legal-target = { $card } has no effect on { $handle }: { $reason }, so it is no longer a legal target
step-trait-by-name = { $handle } counts as a trait only if its name or trait text says so ("Foo of Bar" is Foo, not Bar)
step-no-effect-gone = { $handle } is no longer in play: no effect
step-gain-replaced-again = { $handle } was dishonored when { $card } began to resolve: this gain of { $amount } is replaced too, and { $player } gains nothing
step-gain-replaced = { $handle } is dishonored, so it brings { $player } no honor: it becomes honorable instead of the gain of { $amount } (and of any other gain this action would bring)
step-cancels-keeping-losses = { $card } cancels { $action }'s effects, except the honor { $player } loses by it: { $player } still loses that (its costs stay paid too)
step-cancels = { $card } cancels { $action }: it will have no effect on its targets (its costs stay paid)
step-cannot-redirect = { $card } cannot redirect { $action } to { $to }: { $reason }
step-redirects = { $card } redirects { $action } from { $from } to { $to }: { $to } is now its target
step-loss-prevented-later = { $player }'s family honor loss from { $action } will be prevented
step-favor-draw = { $player } draws a fate card: record it with `hand { $player } "Card" focus N`
step-force-floor = { $handle }'s force would be { $raw }: no value but family honor goes below 0, so it is 0
step-chi-floor = { $handle }'s chi would be { $raw }: no value but family honor goes below 0, so it is 0
token-copied-note = {" "}(made by the ability copied from { $source }: it is lost at the end of the turn)
step-token = { $handle } gets a { $token } token{ $note }
step-bonus = { $handle } gets { $bonus } { $permanent ->
        [yes] permanently: it is not a token, and it stays if the card leaves play and comes back
       *[no] until the end of the turn: it is neither permanent nor a token
    }
step-trait-change = { $handle } { $gain ->
        [yes] gains
       *[no] loses
    } the trait { $quality } { $permanent ->
        [yes] permanently
       *[no] until the end of the turn
    }
step-follower-token = { $handle } gets a follower token of force { $force }, as `{ $token }`: it counts as a follower for every effect, bows, and moves like one
unit-with-followers = {" "}(with { $followers })
step-unit-sent-home = { $handle }'s whole unit{ $with } leaves the battle and goes home bowed
step-no-effect-on = { $card } has no effect on { $handle }: { $reason }
step-ancestor-clan-lost = { $handle } no longer belongs to { $ancestor }'s clan: the ancestor is destroyed
step-ancestor-stays = { $handle } is an ancestor: it is not destroyed while its personality lives
step-effect-bows = { $source } bows { $handle }
step-effect-straightens = { $source } straightens { $handle }
step-effect-dishonors = { $source } dishonors { $handle }: its personal honor is 0
step-effect-rehonors = { $source } makes { $handle } honorable again
step-restores-dead = { $source } restores { $handle }: it is now an honorable dead
step-restores = { $source } restores { $handle } to honorable

step-card-printed-read = { $card } is the printed card from the { $origin }; its effects are read from the printed text «{ $printed }»: { $read }
step-fear-unit-gone = The unit is no longer in play: the fear has no effect
fear-already-bowed = ; already bowed: { $cards }
step-fear = Fear { $value } on { $handle }'s unit: its followers of force { $value } or less bow: { $bowed }; stronger ones stay unbowed: { $stand }{ $already }. { $source } does not bow for causing it, and this fear is compared on its own: fears do not add up
ranged-shooter = { $handle } (ranged { $ranged })
ranged-host-none = , though { $host } has no ranged attack of its own
step-follower-shoots = { $handle } is a follower with a ranged attack: it shoots{ $note }; bowed, it adds no force to its unit
step-shooters-bow = { $shooters } { $count ->
        [one] bows
       *[other] bow
    } to make the ranged attack, with every consequence of bowing
step-ranged-combined = Cards of one unit combine their ranged attacks into a single attack on one target
step-ranged-target-gone = { $handle } is no longer in play: the ranged attack has no effect
ranged-kind = { $elemental ->
        [yes] elemental ranged attack
       *[no] ranged attack
    }
step-ranged-target-has-followers = { $handle } now has followers: it is no longer a legal target, and the { $kind } has no effect
step-ranged-destroys = The { $kind } of strength { $strength } is at least { $handle }'s { $what ->
        [force] force
       *[force-bonus] force bonus
    } { $needed }: { $handle } is destroyed
ranged-strength-of = { $handle } ({ $strength })
step-ranged-combined-destroys = No one of { $each } could have destroyed it alone: combining them did
step-ranged-survives = The { $kind } of strength { $strength } is less than { $handle }'s { $what ->
        [force] force
       *[force-bonus] force bonus
    } { $needed }: { $handle } survives
step-ranged-one-target = One ranged attack has one target: another target takes another battle action, and other players may act in between
step-declines-seppuku = { $player } declines seppuku
step-orders-seppuku = { $player } orders { $handle } to commit seppuku
step-commits-seppuku = { $handle } commits seppuku: destroyed, it goes to the discard pile as an honorable dead; { $player }'s loss from this action becomes 1
ability-used = { $ability } is used for this battle ({ $battle }): it cannot be used again until the next battle
step-tactician-used = { $used }; the fate card is played for its focus value, which is not a focus, and its own text has no effect
step-terrain-replaced = { $handle }, the terrain it replaces, is destroyed
step-terrain = { $card } is now the terrain of this battle, as `{ $handle }`: its effects resolve at the very end of the battle action segment, after everyone in the battle has passed
step-terrain-resolves = The battle action segment ends: the terrain { $handle } resolves now, and no more actions can be taken in this battle
step-terrain-discarded = { $handle } is discarded after the battle
step-copy-no-performer = { $card } copies nothing: no performing card (`by HANDLE`) is named
step-copy-self = { $handle } cannot copy itself
step-copy-ability = { $copier } copies an ability of { $source }: it reads as printed on { $copier }, with { $copier_name }'s name in place of { $source_name }'s, until the end of the turn
step-copy-value = { $copier } copies { $source }'s current { $stat }: it is now { $now }; later changes to { $source } do not follow, and the copy ends at the end of the turn
step-attachment-moved = { $player } bows { $from } and { $to } and moves { $card } from { $from } to { $to }
step-event-ignored = Ignored: the `{ $kind }` event names something that is not on the board
step-adjust-ignored = Ignored: { $handle } is not on the board
bow-note-attached = {" "}(its personality { $host } is still usable)
bow-note-personality = {" "}(its unit cannot attack or defend while it is bowed; the abilities of the unit's other cards can still be used)
step-adjust-bowed = Judge adjustment: { $handle } is bowed{ $note }
step-adjust-straightens = Judge adjustment: { $handle } straightens
step-adjust-dishonored = Judge adjustment: { $handle } is dishonored (personal honor 0)
step-adjust-honorable = Judge adjustment: { $handle } is honorable again
step-adjust-destroyed = Judge adjustment: { $handle } is destroyed
step-adjust-discarded = Judge adjustment: { $handle } is discarded
unplayable-no-ability = no timed ability is read in its text
unplayable-as-printed = gunbai cannot play its printed ability as printed ({ $why })
unplayable-reading-unused = its reading was not used
unplayable-many = it has { $count } abilities and the line names none
step-card-unplayable = { $card } is the printed card from the { $origin }; { $why }: the judge applies its text, or types its effects (`effect …`)

## The board as text (render/board.rs, render/view.rs)

board-empty = The board is empty: type `players NAME NAME …` to seat the players.
board-turn = Turn { $number }: { $player }, { $phase } phase
board-no-turn = No turn set
board-header = { $turn } · Imperial Favor: { $favor }
board-favor-nobody = nobody (centre)
board-winner = Winner: { $player } ({ $victory ->
        [military] military
        [honor] honor
       *[enlightenment] enlightenment
    } victory)
board-column = { $column ->
        [seat] Seat
        [player] Player
        [honor] Family honor
        [favor] Favor
        [clan] Clan
        [status] Status
        [handle] Handle
        [card] Card
        [kind] Kind
        [force] F
        [chi] C
        [ph] PH
        [unit] Unit F
        [gold] Gold
        [marks] Marks
        [attached] Attached
        [province] Province
        [strength] Strength
       *[other] { $column }
    }
board-current = current player
board-out = out
board-made-up = { $card } (made up)
board-card-handle = { $card } ({ $handle })
board-pile-earlier = … { $count } older (not shown)
board-hand-card = { $card } (focus { $focus }, `{ $handle }`)
board-zone = {"  "}{ $zone ->
        [hand] hand
        [honorable] honorable dead
        [dishonorable] dishonorable dead
        [discarded] discarded personalities (neither honorable nor dishonorable dead)
       *[discard] discard pile
    }: { $cards }
board-province-destroyed = destroyed
board-province-empty = empty
board-province-card = { $card } ({ $face ->
        [up] face up
       *[down] face down
    })
board-attack = Attack: { $attacker } on { $defender } · { $stage }
board-army-none = none (force 0)
board-army = { $units } (force { $force })
board-battlefield = {"  "}{ $province }{ $mark ->
        [current] {" "}[being fought]
        [fought] {" "}[fought]
       *[none] {""}
    }: attackers { $attackers } — defenders { $defenders }
board-opportunity = Opportunity to act: { $player } ({ $passes } passed in a row)
board-bowed = bowed
board-dishonored = dishonored
board-on-province = on province { $handle }
board-pending = Waiting to resolve ({ $depth }): { $player }'s { $card } ({ $kind }){ $targets }{ $cancelled }{ $payment }; chance: { $chance } ({ $passes } passed in a row)
board-targets = {" "}→ { $targets }
board-cancelled = {" "}[cancelled]
board-payment = ; gold: { $gold } from { $paying } pays { $cost } ({ $lost } lost)
board-nothing = nothing
board-none = none
board-petition = Petition for the Imperial Favor: { $petitioner } { $ptotal } — { $opponent } { $ototal }; chance: { $chance }; gifts sent: { $gifts }
board-question = Question: { $question }
board-question-seppuku = { $player } may order seppuku of { $candidates } (loss { $loss } would become 1): `{ $player } seppuku HANDLE` or `{ $player } declines`
board-stat = { $stat ->
        [force] force
       *[chi] chi
    }
board-duel-entering = Duel ({ $card }): { $challenger } ({ $cowner }) and { $challenged } ({ $downer }) are entering the duel on { $stat }: reactions to that now, then it begins
board-challenge = Challenge ({ $card }): { $challenger } ({ $cowner }) challenges { $challenged } ({ $downer }) on { $stat }; `{ $downer } accepts` or `{ $downer } refuses`
board-duel-focus = { $card } { $focus }{ $doubled ->
        [yes] ×2
       *[no] {""}
    }
board-duel-no-focus = no focus cards
board-duel-focus-down = focus cards face down: { $cards }
board-duel-side = { $handle } ({ $owner }) { $stat } { $total } ({ $laid })
board-duel = Duel ({ $card }): { $challenger } — { $challenged }; next: { $next } (`{ $owner } focuses CARD` or `{ $owner } strikes`)
board-stage = { $stage ->
        [infantry] infantry maneuvers ({ $player })
        [cavalry] cavalry maneuvers ({ $player })
        [order] choosing the next battle
       *[battle] battle at { $province }
    }

## The shell's case words (repl/mod.rs)

shell-case-line = { $id } { $name } ({ $events } events)
shell-case-needs-name = give the case a name: `case { $word } NAME`
shell-case-new = New case `{ $name }`
shell-case-opened = Opened case `{ $name }` ({ $events } events)
shell-case-usage = `case` takes list, new NAME or open NAME
favor-as-card = Imperial Favor

## `expect` lines (engine/expect.rs)

expect-is = { $what } is { $value }
expect-want = { $what } { $value }
expect-failed = expected { $expected }, but { $found }
expect-name = { $name }
expect-what = { $what ->
        [honor] { $name }'s family honor
        [favor] the Imperial Favor holder
        [phase] the phase
        [current] the current player
        [winner] the winner
        [chance] the player with the chance
        [hand] { $name }'s hand size
        [force] { $name }'s force
        [chi] { $name }'s chi
        [personal-honor] { $name }'s personal honor
        [unit-force] { $name }'s unit force
        [duel-total] { $name }'s total in the duel
        [duel] the duel
        [attacking] the attacking army's force at { $place }
       *[defending] the defending army's force at { $place }
    }
expect-word = { $word ->
        [bowed] bowed
        [unbowed] unbowed
        [dishonored] dishonored
        [honorable] honorable
        [not-set] not set
        [nobody] nobody
        [none] none
        [in-play] in play
        [dead] dead
        [out-of-the-game] out of the game
        [still-in-the-game] still in the game
        [in-hand] in hand
        [honorable-dead] honorable dead
        [dishonorable-dead] dishonorable dead
        [discarded] discarded
        [in-the-discard-pile] in the discard pile
        [destroyed] destroyed
        [empty] empty
        [face-up] face-up
        [face-down] face-down
       *[standing] standing
    }
expect-not = { $not ->
        [in-play] not in play
        [dead] not dead
        [out-of-play] out of play
       *[not-discarded] not in a discard pile
    } ({ $zone })
expect-by = { $by ->
        [rule] {" "}by { $rule }
       *[unreadable] {" "}as unreadable (by no rule)
    }
expect-to-be-refused = `{ $text }` to be refused{ $by }
expect-accepted = it is accepted
expect-refused-instead = it is refused{ $by }: { $refusal }
expect-is-refused = `{ $text }` is refused: { $refusal }
expect-duelists = { $challenger } against { $challenged }
expect-in-duel = { $handle } in a duel with total { $total }
expect-not-in-duel = { $handle } is not fighting a duel
expect-failed-at = ✗ { $text } (line { $line }): { $message }

## Lines the session cannot run (session/)

session-only-experienced = refused: no printed card is named `{ $name }`, only its experienced versions: { $versions }; type one of them{ $made_up ->
        [yes] {" "}(gunbai's made-up card of that name is not used over a printed one)
       *[no] {""}
    }
session-redo = nothing to redo{ $why ->
        [not-last] : `redo` puts back only what the case's last line, an `undo`, took back
        [between] : other lines came between the line taken back and the `undo`; type the line again
       *[nothing] {""}
    }
session-no-step = step { $seq } is not in the case
session-no-command = the line held no command
session-busy = other writers kept appending to this case; enter the line again
session-no-expectation = `{ $text }` is no expectation
session-too-many-cards = a case holds at most { $max } cards and this { $now ->
        [yes] one has { $cards }
       *[no] line would bring it to { $cards }
    }; fork or start a new case for the rest
session-not-stored = the line could not be stored in case `{ $case }`; nothing was appended, enter it again
session-too-many-players = a case has at most { $max } players; this line names { $count }
session-too-many-commands = a line holds at most { $max } commands, this one { $count }; split it into several lines
session-no-case = no case is open: `case new NAME` starts one, `case open NAME` opens one
session-log-cut = case `{ $case }` now has { $now } events but this session had read { $seen }: the log was cut; run `gunbai verify { $case }` and tell the head judge
session-corrupt = event { $seq } of case `{ $case }` cannot be read: { $message }
shell-cannot-open = cannot open the database { $db }
shell-ruling-not-recorded = ruling not recorded
shell-ask = { $field ->
        [round] round
        [table] table
        [players] players involved (separated by spaces)
        [judge] judge
        [question] question
        [ruling] ruling
        [penalty] penalty (empty for none)
        [extension] time extension in minutes (empty for none)
        [event] event
       *[citations] citations (rule ids, separated by spaces)
    }
shell-ask-number = a whole number from 1 up, please{ $optional ->
        [yes] {" "}(or nothing)
       *[no] {""}
    }
shell-ask-link = link to case `{ $case }` at event (1 to { $events }, empty for no link)
shell-no-event = no event yet: `gunbai event new NAME` creates one
shell-recording-ruling = Recording a ruling (Ctrl-C abandons it; nothing is written until the end).
shell-no-such-event = no event `{ $event }`: one of { $events }
shell-ruling-recorded = Recorded ruling #{ $number }; `gunbai ruling show { $number }` shows it
shell-warning = warning: { $warning }
shell-nothing-waiting = Nothing is waiting to resolve
shell-no-log = this session keeps no log
shell-ruling-where = rulings are recorded with `ruling add` at the interactive shell, or with `gunbai ruling add --event … --round … --table …` in scripts
shell-unknown-rule = unknown rule id `{ $id }`: nearest { $nearest }
shell-cards-usage = `cards` takes show NAME or search WORDS
shell-no-card-db = this session has no database to look cards up in
shell-expectation-failed = expectation failed: { $message }
shell-line-too-long = it is longer than { $limit }, the longest line gunbai reads
shell-line-unreadable = line { $line }: cannot be read: { $why }; stopped here: this line and the ones after it were not run

## The command line's case commands (cli/commands/case.rs, cli/pg.rs)

cli-case-after = Case `{ $case }`, after event { $at } of { $events }
cli-step-zero = Step 0: the empty board, before any event
cli-step = Step { $at }: { $source }
cli-step-retracted = (retracted by a later undo)
cli-no-cases = No cases yet: `gunbai case new NAME` or `gunbai run FILE` makes one
cli-case-created = Created case `{ $case }` (id { $id })
cli-case-forked = Created case `{ $case }` with the first { $at } events of `{ $from }`; `{ $from }` is untouched

## Events and rulings at the command line (cli/tournament.rs)

cli-event-created = Created event `{ $event }`{ $date } (id { $id })
cli-on-date = {" "}on { $date }
cli-no-rulings = No rulings match
cli-no-ruling-matches = No ruling matches `{ $query }`
cli-ruling-column = { $column ->
        [id] Id
        [number] #
        [event] Event
        [date] Date
        [rulings] Rulings
        [appeals] Appeals
        [round] Rd
        [table] Tbl
        [given] Given (local)
        [players] Players
        [judge] Judge
        [question] Question
        [ruling] Ruling
        [cites] Cites
       *[notes] Notes
    }
cli-note-version = version { $version }
cli-note-appeal = appeal: { $outcome }
cli-note-case = case { $case } @{ $at }
cli-ruling-head = Ruling #{ $number }{ $corrected ->
        [yes] {" "}(version { $version }, corrected)
       *[no] {""}
    } — event `{ $event }`{ $date }
cli-in-parens = {" "}({ $text })
cli-ruling-where = round { $round } · table { $table } · players { $players } · judge { $judge }
cli-ruling-field = { $field ->
        [given] given:    {" "}
        [question] question: {" "}
        [ruling] ruling:   {" "}
       *[penalty] penalty:  {" "}
    }{ $value }
cli-ruling-extension = extension: { $minutes } minute(s)
cli-ruling-no-citations = citations: none
cli-ruling-citations = citations:
cli-ruling-citation-gone = no longer in the corpus
cli-ruling-case = case `{ $case }` at event { $at }, explained then as:
cli-ruling-appeals = appeals:
cli-ruling-appeal = { $when } heard by { $by }{ $appellant } (of version { $version }): { $outcome } — { $note }
cli-appealed-by = , appealed by { $appellant }
cli-ruling-versions = versions:
cli-ruling-version = version { $version } ({ $original ->
        [yes] the original
       *[no] a correction
    }), recorded { $when } by { $author }: { $ruling }
cli-ruling-recorded = recorded { $when } by { $author } · hash { $hash }
cli-check-cannot-replay = the case cannot be replayed now: { $problem }
cli-check-same = the engine still reaches the same state at event { $at } of case `{ $case }`
cli-check-differs = the engine now gives a different result for case `{ $case }`: first diverging event { $event }{ $line }
cli-diverging-line = {" "}(`{ $line }`)
cli-check-state-differs = at event { $at } the state differs from the one frozen into this ruling
cli-check-explained-now = event { $at } is now explained as:
cli-no-events = No events yet: `gunbai event new NAME` adds one

## A case's log and the list of cases (render/log.rs, cli/commands/case.rs)

log-column = { $column ->
        [seq] #
        [recorded] Recorded (local)
        [author] Author
        [line] Line
        [event] Event
       *[note] Note
    }
log-retracted = retracted by undo
log-undo = undo
case-column = { $column ->
        [id] Id
        [name] Name
        [created] Created (local)
        [events] Events
       *[forked] Forked from
    }
case-forked-at = { $case } at { $at }
cli-goto-range = goto takes a step number from 0 to { $n }
shell-line-not-utf8 = line { $line }: not valid UTF-8 text (bad byte at column { $column }); stopped here: this line and the ones after it were not run. Save the input as UTF-8 and run it again
shell-line-error = line { $line }: { $error }
shell-case-started = (no case was open: started case `{ $name }`)

## Exports written by the command line (cli/tournament.rs)

export-made-from = Made from the rulings chain at { $anchor } (check it with gunbai verify --expect '{ $anchor }')
cli-wrote = Wrote { $what } to { $path }
cli-wrote-rulings = the rulings of event `{ $event }` ({ $count } ruling(s))
cli-wrote-case = case `{ $case }` ({ $count } event(s))

## `gunbai run`

cli-run-error = error: line { $line }: { $error }
cli-run-not-appended = nothing was appended for that line; the lines before it are kept
cli-run-summary = { $passed } expectation(s) passed, { $failed } failed; { $place }
cli-run-in-memory = in memory only
cli-run-saved = case `{ $case }` in { $db }
cli-run-failed = error: { $failed } expectation(s) failed
cli-cannot-read-scenario = cannot read the scenario file { $path }
cli-error = error: { $error }

## `gunbai deck check`

deck-too-small = the { $deck } deck has { $n } { $n ->
        [one] card
       *[other] cards
    }; it needs at least { $min }
deck-home-stronghold = the stronghold stands apart from both decks (it is printed on the deck box)
deck-home-recruited = personalities and holdings are recruited from the provinces, which hold dynasty cards
deck-home-event = events turn face up in the provinces, which hold dynasty cards
deck-home-region = regions come into play from the provinces, which hold dynasty cards
deck-home-attached = the fate deck holds actions, kiho and the cards attached to personalities
deck-home-action = actions and kiho are fate cards
deck-home-ring = rings are action cards, and actions are fate cards
deck-home-ancestor = ancestors are a kind of follower, and followers are fate cards
deck-not-stronghold = { $card } is { $kind }, not a stronghold: list it under [{ $home }]
deck-wrong-section = { $card } is { $kind } and belongs under [{ $home }], not [{ $section }]: gunbai's reading of { $rule }: { $why }
deck-a-kind = { $kind ->
        [event] an event
        [item] an item
        [action] an action
        [ancestor] an ancestor
       *[other] a { $kind }
    }
deck-limit-unique-experienced = a unique version of a personality is limited to one copy
deck-limit-event = an event is limited to one copy
deck-limit-ring = an elemental ring is limited to one copy
deck-limit-unique = a unique card is limited to one copy
deck-limit-experienced = an experienced card is limited to one copy (experienced.deck-limit would allow three of a version that is not unique; gunbai follows setup.one-copy)
deck-limit-copies = a deck holds at most { $max } copies of a card
deck-copies = { $total } copies of { $card } in the { $deck } deck{ $lines }: { $why }
deck-copies-lines = {" "}(lines { $lines })
deck-copies-one-line = {""}
deck-no-stronghold = the deck has no stronghold: { $hint }
deck-stronghold-elsewhere = { $card } is listed under [{ $section }] at line { $line }; move it under [stronghold]
deck-add-stronghold = add a [stronghold] section with one stronghold
deck-many-strongholds = the deck lists { $total } strongholds; a player has exactly one, which decides their clan
deck-too-many-lines = the file has more than { $max } card lines, which no deck has: the rest is not read
deck-unknown-section = unknown section `[{ $word }]`: use [stronghold], [dynasty] or [fate]
deck-bad-count = `{ $count }` is not a number of copies: write a count from 1 up, as in `3 Card Name`, or the name alone for one copy
deck-bad-count-l5d = `{ $count }` is not a number of copies: write a count from 1 up, as in `3 Card Name`
deck-no-name = `{ $count }` has no card name after it: write `{ $count } Card Name`
deck-before-heading = `{ $name }` comes before any section heading: put [stronghold], [dynasty] or [fate] above it
deck-not-card-line = not a card line
deck-name-too-long = a card name of { $n } characters is longer than any card's (at most { $max }): is a line break missing?
deck-env-refusal = { $card } is not on gunbai's list of cards printed in { $sets } (fixtures/environments.toml), and the { $title } allows no other { $kind ->
        [card] card
       *[other] { $kind }
    }
deck-read-error = error: cannot read the deck file { $path }: { $error }
deck-no-legal-tags = no card database is imported, so there are no <legal> tags
deck-legal-tags = the imported cards' <legal> tags: { $tags }
deck-unknown-environment = unknown environment `{ $id }`: type one of { $ids }, or one of { $imported }
deck-not-legal-no-env = { $card } is not legal in { $tag }: the card database lists no environment for it
deck-not-legal-in = { $card } is not legal in { $tag }: the card database lists it for { $tags }
deck-not-imported = { $card } is not in the imported card database, so nothing says it is legal in { $tag }{ $synthetic ->
        [yes] {" "}(it is a made-up card of gunbai's built-in library)
       *[no] {""}
    }
deck-summary = { $file }: stronghold { $stronghold }, dynasty { $dynasty }, fate { $fate }{ $pregame ->
        [0] {""}
       *[other] , pre-game { $pregame }
    }{ $env }
deck-environment = , environment { $env }
deck-legal = legal: no violations
deck-could-not-check = could not check { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: the rest breaks no rule gunbai checks
deck-column = { $column ->
        [line] Line
        [card] Card
        [rule] Rule
       *[message] Message
    }
deck-rule-reading = { $rule } (reading)
deck-not-legal = not legal: { $n ->
        [one] { $n } violation
       *[other] { $n } violations
    }{ $unchecked ->
        [0] {""}
        [one] , and { $unchecked } card could not be checked
       *[other] , and { $unchecked } cards could not be checked
    }
deck-unchecked = { $n ->
        [one] { $n } card could not be checked: neither the imported cards nor the built-in library has it (import the card database that holds it: `gunbai cards import FILE.xml`)
       *[other] { $n } cards could not be checked: neither the imported cards nor the built-in library has them (import the card database that holds them: `gunbai cards import FILE.xml`)
    }
deck-unchecked-line = {"  "}line { $line }: { $card }{ $hint }
deck-did-you-mean = {" "}(did you mean `{ $name }`?)
shell-banner = gunbai { $version } — database { $db }. Type `help` for commands.
shell-moved-on = (the case moved on: { $count } event(s) added elsewhere, board reloaded)
export-is-database = { $path } is the database itself (or one of its journal files or its check mark); give another file name for the export
export-exists = { $path } exists already; give a new file name, or add --force to replace it
export-is-folder = { $path } is a folder; give a file name such as { $example }
export-io = cannot write { $path }: { $error } (the file, if it existed, is unchanged)
shell-took-back = took back step { $seq }: { $line }
shell-put-back = put back: { $line }
shell-slip-on-target = did you mean `target { $handle }`? `on` names the player's own personality a follower, item or spell is played on; an action's target follows `target`
cli-venue-on-sqlite = --venue { $venue } names the rulings a venue sent to a PostgreSQL centre; a SQLite file holds only its own rulings: leave --venue out, or give the centre with --db postgres://…
cli-at-range = case `{ $case }` has { $n } events: choose --at between 0 and { $n }
cli-replay-banner = Case `{ $case }`: { $n } events. Commands: next, prev, goto N, board, steps, log, quit
cli-replay-unknown = unknown replay command: type next, prev, goto N, board, steps, log or quit
cli-replay-already = already at step { $at } of { $n }
