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
