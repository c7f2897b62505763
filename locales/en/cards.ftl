# gunbai's texts in English: the card reader and card commands. Part of one catalogue with the other .ftl
# files of this folder (src/i18n joins them); every id has its twin in locales/ja/.

gold-read-from-text = { $holding } produces { $gold } gold, read from its printed text «{ $printed }»: { $why }
gold-if-plain = the amount printed
gold-if-none = no printed condition for more gold holds
gold-if-clan = the larger amount, since the player is of the { $clan } Clan
gold-if-paying-for = the larger amount, since it pays for a { $what }
gold-if-cost = the larger amount, since it pays for a card whose gold cost is { $cost } or more
gold-if-stronghold = the larger amount, since the player's stronghold produces { $gold } gold or less
gold-if-control = the larger amount, since the player controls a { $what }
gold-if-not-your-turn = the larger amount, since it is not the player's turn

## A card described (cards/cli.rs: `cards show`, `cards search`)

cards-head = { $name } — { $kind }{ $clans } (id { $id })
cards-head-built-in = { $name } — { $kind }
cards-stat = { $stat ->
        [force] force
        [chi] chi
        [personal_honor] personal honor
        [honor_req] honor requirement
        [cost] gold cost
        [focus] focus
        [gold_production] gold production
        [province_strength] province strength
       *[starting_honor] starting family honor
    } { $value }
cards-kept = Kept as printed, not used (gunbai cannot use the value): { $values }
cards-traits = Traits: { $traits }
cards-text = Text:
cards-read = Read from the printed text:
cards-extent = ({ $extent ->
        [fully] read fully
        [partly] read in part
       *[not] not read
    })
cards-rulings = Rulings:
cards-printings = Printings: { $list }
cards-legal = Legal: { $list }
cards-none-given = none given
cards-not-played = gunbai does not play { $kind } cards: a case describes it with `card "{ $name }" KIND …`
cards-no-version = no version
cards-version = version { $version }
cards-source-printed = Source: printed card from the imported card database { $file } ({ $version }, imported { $when })
cards-shadowed = (gunbai's built-in card of this name; a case uses the imported { $name } above{ $made_up ->
        [yes] {""}
       *[no] , with this card's effects
    })
cards-experienced = Experienced { $level }
cards-own-words = Text (gunbai's words): { $text }
cards-source-built-in = Source: gunbai's built-in library{ $made_up ->
        [yes] {" "}— MADE UP (synthetic): no printed card has this text or these numbers
       *[no] , from the reference file's card facts
    }
cards-note = Note: { $note }
cards-no-match = no card matches
cards-hit-source = { $source ->
        [imported] imported
        [built-in] built-in
       *[built-in--made-up] built-in, made up
    }
cards-more-hits = … { $total } imported cards match in all; add words to narrow the search

## `cards import` (cards/cli.rs)

cards-cannot-read = cannot read the card database { $file }
cards-imported = Imported { $file } ({ $version }): { $cards } cards — { $added } added, { $changed } changed, { $unchanged } unchanged
cards-kept-before = { $count } cards imported before are not in this file; they are kept
cards-kept-count = { $count } cards with a value kept as printed (gunbai cannot use it; `cards show` says so){ $colon ->
        [yes] :
       *[no] {""}
    }
cards-not-as-written = { $count } cards not imported as written:
cards-note-at-line = line { $line }, { $card }: { $what }

## A reading of printed text, in the judge's words (the printed words it names stay as printed)

read-and = {" "}and{" "}
read-or = {" "}or{" "}
read-comma = ,{" "}
read-if-clan = you are a { $clan } Clan player
read-if-paying-for = paying for { $what }
read-if-stronghold-gold = your stronghold has a gold production of { $n } or lower
read-if-paying-cost = paying for a card with a printed gold cost of { $n } or more
read-if-control = you control a { $what }
read-if-not-your-turn = it is not your turn
read-if-control-at-least = you control { $count } or more { $other ->
        [yes] other{" "}
       *[no] {""}
    }{ $what }
read-if-favor = you have the Imperial Favor
read-if-lose-honor = you lose { $n } honor for it
read-if-bringing = you are bringing a { $what } into play
read-if-paid-to-recruit = this gold paid to recruit a { $what }
read-if-is = { $who } is { $what }
read-if-moved = { $who } moved
read-if-would-be-opposed = { $who } would be opposed
read-if-force-is = { $who }'s Force is { $n }
read-if-your-turn = it is your turn
read-if-first-turn = it is your first turn
read-if-you-are = you are the { $what }
read-if-enemy-here = enemy units are at the current battlefield
read-if-no-terrain = no Terrain is at the current battlefield
read-if-hand-at-most = you have { $n } or fewer cards in your hand
read-if-hand-at-least = you have { $n } or more cards in your hand
read-if-recon = you have Reconnaissance
read-if-family-honor = your family honor is { $n } or lower
read-if-any = either { $conds }
read-if-is-not = { $who } is not { $what }
read-if-has = { $who } has { $what }
read-if-has-no = { $who } has no { $what }
read-if-not-yours = you do not control { $who }
read-if-stat = { $who }'s { $stat } is { $n } or { $at_least ->
        [yes] more
       *[no] less
    }
read-target = { $side ->
        [yours] your{" "}
        [others] another player's{" "}
       *[any] {""}
    }{ $must }{ $kinds }
read-target-count = { $max ->
        [any] { $min } or more of{" "}
        [same] { $min } of{" "}
       *[other] { $min } to { $max } of{" "}
    }
read-target-limit = {" "}with { $stat } { $value } { $most ->
        [yes] or less
       *[no] or more
    }
read-who = { $who ->
        [created] the personality the ability created
        [later-target] that target
        [trigger-target] the card the triggering action targets
        [this] this card
        [performer] the performer
        [performer-unit] the performer's unit
        [stronghold] your stronghold
        [bearer] the personality this card is attached to
        [loser] the duel's loser
        [found] the card the search found
        [attack-target] the target of the attack
        [discarded] the card discarded as a cost
        [this-unit] this card's unit
        [looked] the card looked at
       *[winner] the duel's winner
    }
read-who-target = target { $n }
read-who-unit-of = the unit of target { $n }
read-act = { $act ->
        [bow] bow { $who }
        [straighten] straighten { $who }
        [destroy] destroy { $who }
        [dishonor] dishonor { $who }
        [rehonor] rehonor { $who }
        [discard] discard { $who }
        [remove] remove { $who } from the game
        [bow-or-straighten] bow or straighten { $who }
        [move-to-battlefield] move { $who } to the current battlefield
        [to-hand] put { $who } into your hand
        [transfer] transfer this card to { $who }
        [show] show { $who }
       *[move-home] move { $who } home
    }
read-discard-hand = discard { $n } from hand
read-gain-honor = gain { $n } honor
read-lose-honor = lose { $n } honor
read-pay-gold = pay { $n } gold
read-draw = draw { $n }
read-bonus = { $who } { $bonus } { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    }
read-gold-equal = produce gold equal to this card's { $stat }
read-gold = produce { $n } gold
read-gold-per = , plus { $n } for each { $other ->
        [yes] other{" "}
       *[no] {""}
    }{ $what } you control
read-that-is = {" "}that is a { $what }
read-gold-instead = , or { $n } if { $cond }
read-gold-only-for = , only to pay for one { $of } that is { $what }
read-token = { $who } gets a { $amount } { $stat } { $name } token
read-if-then = if { $cond }: { $then }
read-otherwise = ; otherwise: { $then }
read-additional-kind = the player may take an additional { $kind } action
read-additional = the player may take an additional action
read-bonus-tokens = { $who } gets { $n } { $what } token(s)
read-put-into-play = put { $who } into play{ $there ->
        [yes] {" "}at the current battlefield
       *[no] {""}
    }
read-negate = negate the effects of what triggered this
read-look-at-top = look at the top { $n ->
        [one] card
       *[other] { $n } cards
    } of { $deck }
read-put-back = put the cards looked at back in any order
read-to-bottom = put { $who } at the bottom of its deck
read-one-looked-to-hand = put one of the cards looked at into your hand
read-negate-on = negate { $what ->
        [movement] the movement of { $who }
        [destruction] the destruction of { $who }
       *[all] the effects on { $who }
    } by the action that triggered this
read-unless = unless { $cond }: { $then }
read-attack-strength = the attack that triggered this gets { $amounts } strength{ $choice ->
        [yes] {" "}(one, as you choose)
       *[no] {""}
    }
read-province-strength-one = { $which ->
        [this] this province
        [target] the target province
        [here] the current battlefield's province
       *[chosen] a province you choose
    } gets { $amounts } strength{ $choice ->
        [yes] {" "}(one, as you choose)
       *[no] {""}
    } until the end of the turn
read-attack-counted = { $attack ->
        [fear] fear
       *[other] { $attack } attack
    } with strength { $base ->
        [0] { $per ->
            [1] equal to the number of
           *[other] 0 plus { $per } for each
        }
       *[other] { $base } plus { $per } for each
    }: { $what }
read-attack-of = { $attack ->
        [fear] fear
       *[other] { $attack } attack
    } with strength equal to { $who }'s { $stat }
read-duel = { $challenger } duels { $challenged }
read-discard-favor = discard the Imperial Favor
read-becomes-dead = { $who } becomes { $honorably ->
        [yes] honorably
       *[no] dishonorably
    } dead
read-bow-this-or-one = bow this card or one { $yours ->
        [yes] of your { $what } cards
       *[no] { $what } card attached to it
    } (one, as you choose)
read-destroy-one = destroy a { $what } (chosen, not targeted){ $able ->
        [yes] , if able
       *[no] {""}
    }
read-set-force = reduce { $who }'s force to { $n }
read-force-of = { $who } gets a force { $penalty ->
        [yes] penalty
       *[no] bonus
    } equal to { $of }'s { $stat } until the end of the turn
read-province-strength = { $all ->
        [yes] each of your provinces
       *[no] this province
    } { $amount } strength
read-discard-other = discard every other { $keyword } of yours in play
read-may = the player may: { $then }
read-create-personality = create a { $stats } personality ({ $keywords }){ $there ->
        [yes] {" "}at the current battlefield
       *[no] {""}
    }
read-no-straighten-until = { $who } does not straighten until { $when }
read-no-straighten = { $who } does not straighten this turn
read-later = when { $when }: { $then }
read-refill = refill the province named before { $up ->
        [yes] face up
       *[no] face down
    }
read-create-holding = create a { $bowed ->
        [yes] bowed{" "}
       *[no] {""}
    }holding with { $abilities }
read-strength = { $kind ->
        [ranged] ranged attack { $n }
        [melee] melee attack { $n }
       *[fear] fear { $n }
    }
read-gain-ability = { $who } gains the ability [{ $ability }] { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    }
read-gain-keyword = { $who } gains the keyword { $word } { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    }
read-delayed = { $when ->
        [turn-ends] before this turn ends
        [phase-ends] before this phase ends
        [battle-resolves] before this battle resolves
        [battle-ends] after the battle ends
        [battle-resolved] after this battle resolves
        [next-turn-ends] before your next turn ends
       *[next-turn-begins] after your next turn begins
    }: { $then }
read-redirect = the action targets { $who } instead, if that is a legal target
read-bonus-each = { $bonus } { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    } to each card that is { $what } when the part is done
read-take-to-hand = put a { $what } from your { $place } into your hand (chosen, not targeted)
read-target-player-honor = a target player (chosen as the part is done) { $change ->
        [gain] gains { $n } honor
        [lose] loses { $n } honor
       *[gain-or-lose] gains or loses { $n } honor, as you choose
    }
read-no-actions = { $who } may not perform actions until { $until ->
        [phase-ends] the current phase ends
       *[turn-ends] the turn ends
    }
read-may-pay = you may { $pay }; if you do, { $then }
read-one-of = one of these, as you choose: { $options }
read-movement-not-negated = that movement will not be negated
read-turn-face-up = turn { $who } face up
read-use-again = you may use the abilities of { $who } { $turn ->
        [yes] an additional time this turn
       *[no] a second time
    }
read-transfer-to = transfer { $what } to { $to }
read-with-abilities = {" "}with { $abilities }
read-gain-keyword-one-of = { $who } gains one keyword of { $words }, as you choose, { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    }
read-may-target = you may target { $target } as the part is done (not when the action is announced), then: { $then }
read-as-moves = as { $who } moves: { $then }
read-one-looked-to-bottom = put one of the cards looked at on the bottom of its deck
read-shuffle = shuffle your { $deck }
read-additional-by = the player may take an additional { $kind }action, which { $who } must perform
read-draw-at-next-end = draw { $n } additional card(s) during your next End Phase
read-no-attack-this-turn = you may not declare an attack this turn
read-take-favor = take the Imperial Favor
read-chosen-player-honor = a player you choose gains or loses { $n } honor, as you choose
read-have-recon = you have Reconnaissance at the current battlefield
read-controller-honor = target's controller { $change ->
        [lose] loses
       *[gain] gains
    } { $n } honor
read-controller-honor-of = target's controller { $change ->
        [lose] loses
       *[gain] gains
    } honor equal to { $of }'s { $stat }
read-follower-token = a { $n }F follower token
read-search = search your { $place } for { $what }
read-bring-into-play = bring { $who } into play{ $bowed ->
        [yes] {" "}bowed
       *[no] {""}
    }{ $here ->
        [yes] {" "}at the current battlefield
       *[no] {""}
    }{ $paying ->
        [yes] , paying all costs{ $less ->
            [0] {""}
           *[other] {" "}but { $less } less gold
        }
       *[no] {""}
    }
read-attach = attach { $what } to { $to }{ $paying ->
        [yes] , paying all costs{ $less ->
            [0] {""}
           *[other] {" "}but { $less } less gold
        }
       *[no] {""}
    }
read-create-attached = create a { $stats } { $words }{ $kind } and attach it to { $to }
read-moment = your next { $phase } phase { $begins ->
        [yes] begins
       *[no] ends
    }
read-even-if = (even if { $what ->
        [bowed] this card is bowed
        [dead] this card is dead
        [at-home] this card is at home
        [not-here] this card is not at the current battlefield
        [unit-not-here] this unit is not at the current battlefield
       *[no-units-here] you control no units at the current battlefield
    })
read-per = ({ $times } per { $per })
read-summary-if = if { $cond }
read-summary-performer = performer: { $target }
read-summary-trigger = trigger, as printed: { $trigger }

# conditions (round 3)
read-discard-this-from-hand = discard this card from your hand
read-if-no-province-destroyed = none of your provinces has been destroyed since your last turn { $began ->
    [yes] began
   *[no] ended
}
read-if-active-early-turn = { $is ->
    [yes] it is the active player's first or second turn
   *[no] it is not the active player's first or second turn
}
read-if-attached-from-hand = you have attached a card from your hand this turn

read-summary-target = target { $n }: { $target }
read-summary-cost = cost { $parts }
read-summary-effect = effect { $parts }
read-summary-unread = NOT READ: { $parts }

# effects (more)
read-no-abilities = the { $which ->
        [base] base abilities
        [printed] printed abilities
       *[all] abilities
    } of { $who } may not be used until the end of the turn
read-to-owner = { $place ->
        [hand] put { $who } into its owner's hand
        [deck-top] put { $who } on top of its owner's deck
       *[shuffle] shuffle { $who } into its owner's deck
    }
read-produces-more = { $who } produces { $n } { $more ->
        [yes] more
       *[no] less
    } gold each time it bows to produce gold, until the end of the turn
read-negate-on-more = negate the { $what ->
        [bowing] bowing
        [dishonoring] dishonoring
       *[straightening] straightening
    } of { $who } by the action that triggered this
read-end-phase = end the { $phase } phase now
read-story = “{ $text }” (story: no effect)
read-with-followers = { $who } and each Follower attached to it { $keyword ->
        [yes] gain the keyword { $what }
       *[no] get { $what }
    } { $lasting ->
        [turn] until the end of the turn
       *[permanent] permanently
    }
read-no-ability-chosen = one of the abilities of { $who }, as you choose, may not be used until the end of the turn
read-negate-force = negate the current Force { $which ->
        [bonuses] bonuses
        [penalties] penalties
       *[bonuses-or-penalties] bonuses or penalties (one of the two, as you choose)
    } of { $who }{ $new ->
        [yes] , and those given until the end of the turn
       *[no] {""}
    }
read-negate-kind = negate the action this interrupts, which must be of the kind { $kinds }
read-if-refused = the challenged personality may refuse the duel (if he does: { $then })
read-may-assign-bowed = { $who } may be assigned to a battlefield even if bowed, until the end of the turn
read-provinces-to-bottom = put one or more of the { $up ->
        [yes] face-up cards
       *[no] cards
    } in your provinces, as you choose, at the bottom of your Dynasty deck, and refill those provinces face-up

## `gunbai cards coverage`

coverage-head = { $cards } imported cards, { $with } with printed abilities gunbai looks for (timed, or producing gold)
coverage-heading = { $heading ->
        [all] all abilities
        [timed] timed abilities
        [gold] producing gold
        [by-timing] By timing:
        [by-kind] By card kind:
       *[by-effect] By the effect's first word (the 15 commonest):
    }
coverage-played = played as read: { $timed } of { $of_timed } timed abilities ({ $pct }%), { $gold } of { $of_gold } gold abilities read fully
coverage-not-played = Fully read but not played as read ({ $reasons } reasons; the { $shown } commonest):
coverage-extent = { $extent ->
        [fully] fully
        [partly] partly
       *[not] not
    }
coverage-unread = Parts not read ({ $templates } templates; the { $shown } commonest, with an example):
coverage-nothing-imported = no card database is imported yet: `gunbai cards import FILE.xml` first, then `gunbai cards coverage`

# conditions (more)
read-discard-hand-of = discard a { $what } from hand
read-if-another-more-honor = another player has higher Family Honor than you
read-if-highest-honor = you have the highest Family Honor
read-if-fewest-provinces = you have fewer provinces than each other player
read-if-this-did = { $by ->
        [none] this ability's effects
       *[other] the { $by }
    } { $verb ->
        [destroyed] destroyed
        [bowed] bowed
       *[targeted] targeted
    } { $what }
read-if-moved-this-battle = { $who } moved this battle
read-pay-gold-of = pay gold equal to { $who }'s { $stat }{ $minus ->
        [0] {""}
       *[other] {" "}minus { $minus }
    }
read-after-time = { $trigger }: { $then }
read-if-phase = it is the { $what }
read-if-hand-compared = you have { $fewer ->
        [yes] fewer
       *[no] more
    } cards in your hand than each other player
read-bow-attached = bow one { $what } attached to this card
read-if-fewer-units = your army has fewer units than the enemy army
read-if-won-duel = { $who } won a duel this turn
read-if-moved-this-turn = { $who } moved this turn
read-if-performed-it = { $who } performed the action that triggered this
read-if-its-effects-destroyed = the effects of the action that triggered this destroyed { $who }
read-if-action-yours = the action that triggered this is { $yours ->
        [yes] yours
       *[no] another player's
    }
read-if-dead = { $yours ->
        [yes] you own a dead { $what }
       *[no] there is a dead { $what } in any discard pile
    }

# effects (round 3)
read-interrupted-attack-strength = a { $kind ->
        [ranged] Ranged Attack
        [melee] Melee Attack
        [fear] Fear effect
       *[other] Melee or Ranged Attack
    } of the action this interrupts gets { $amount } strength

# more effects
read-who-trigger-card = the card the trigger names
read-gold-production-each = each card that is { $what } when the part is done has { $more ->
        [yes] +{ $n }
       *[no] -{ $n }
    } Gold Production until { $until ->
        [turn-ends] this turn ends
        [phase-ends] this phase ends
        [battle-resolves] this battle resolves
        [battle-ends] the battle ends
       *[next-turn-begins] your next turn begins
    }
read-negate-straightening = { $next ->
        [yes] the next straightening of { $who }
       *[no] every straightening of { $who }
    } is negated { $until ->
        [this-turn] this turn
        [this-game] this game
        [next-turn] until your next turn begins
        [next-phase] until your next { $phase } phase begins
       *[this-in-play] while this card remains in play
    }
read-no-destruction-by-others = { $who } is not destroyed by the effects of other players' cards until the end of the turn (such destruction is negated)
read-attack-of-plus = { $attack ->
        [fear] fear
       *[other] { $attack } attack
    } with strength equal to { $who }'s { $stat }, plus { $n } if { $cond }
read-move-to = move { $who } to { $to ->
        [different-battlefield] a different battlefield (chosen as the part is done)
        [different-location] a different location (chosen as the part is done)
        [adjacent-battlefield] an adjacent battlefield (chosen as the part is done)
        [different-unresolved-battlefield] a different unresolved battlefield (chosen as the part is done)
        [adjacent-unresolved-battlefield] an adjacent unresolved battlefield (chosen as the part is done)
        [unresolved-battlefield] an unresolved battlefield (chosen as the part is done)
        [this-battlefield] this card's battlefield
        [this-location] this card's location
        [enemy-battlefield] a battlefield with enemy units (chosen as the part is done)
       *[opposed-battlefield] a battlefield where it would be opposed (chosen as the part is done)
    }
read-set-force-to = set { $who }'s Force equal to its own { $stats }{ $choice ->
        [yes] {" "}(as you choose)
       *[no] {""}
    }
read-show-hand = show your hand to all players
read-destroy-tokens = { $all ->
        [yes] destroy every { $name } token in play
       *[no] destroy one { $name } token in play (chosen, not targeted)
    }
read-action-not-negated = the effects of the action announced will not be negated or delayed
read-controller-honor-of-at-most = target's controller { $loses ->
        [yes] loses
       *[no] gains
    } honor equal to { $who }'s { $stat }, or { $n }, whichever is lower
read-province-strength-of = the current battlefield's province gets plus or minus (as you choose) { $who }'s { $stat } strength until the end of the turn
read-negate-movement = { $next ->
        [yes] the next movement of { $who } is negated
       *[no] every later movement of { $who } is negated (the card gives no end)
    }
read-take-control = you take control of { $who }{ $joins ->
        [yes] {" "}(it joins your army)
       *[no] {""}
    }
read-destroy-province-at = destroy your { $side ->
        [rightmost] rightmost
       *[leftmost] leftmost
    } province
read-no-honor-loss-until-action-ends = every Honor loss is negated until the action ends
read-bonus-until-action-ends = { $who } { $bonus } until the action ends
read-produce-gold-of = produce Gold equal to { $who }'s { $stat }
read-controller-of-gains-honor = { $who }'s controller gains { $n } honor
read-controller-of-draws = { $who }'s controller draws { $n ->
        [one] a card
       *[other] { $n } cards
    }
read-bow-attachments = bow every attachment of { $who }
read-keyword-while-in-play = { $who } has { $word } while this card remains in play
read-raise-force-to = raise { $who }'s Force to { $n } (a bonus until the end of the turn; none if its Force is { $n } or more)
read-straighten-your-rings = straighten all of your Rings
read-each-must-focus = each player must focus at least once in the duel
read-target-player-shows-random = a target player shows a random card in his hand
read-switch-force-chi = switch { $who }'s Force and Chi
read-discard-other-titled = discard every other { $keyword } of yours in play whose title is not this card's
read-draw-until = draw cards until you have exactly { $n } cards in your hand (none if you have { $n } or more)

# more conditions
read-if-happened = { $who } { $what } (as printed; the judge checks it)
read-if-control-named = you control { $name }
read-if-happened-own = { $what } (as printed; the judge checks it)
read-attack-may-target = { $attack }, which { $may ->
        [yes] may
       *[no] may not
    } target { $what }{ $has_cond ->
        [yes] {" "}if { $cond }
       *[no] {""}
    }
read-destroy-token = take one { $name } token off { $who }
read-remove-from-pile = remove { $what } from the game (chosen, not targeted)
read-discard-top = discard the top { $n } card(s) of your { $deck }
read-discard-whole-hand = discard your hand (even if it is empty)
read-bow-one-of-yours = bow one of your unbowed cards that is { $what } (chosen, not targeted)
read-if-compared = { $who } has { $what } than { $than }
read-if-action-is = the action answered is { $what }
