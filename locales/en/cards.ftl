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
