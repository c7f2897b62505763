# gunbai's texts in English: the rule areas' newer steps and refusals. Part of one catalogue with the other .ftl
# files of this folder (src/i18n joins them); every id has its twin in locales/ja/.

## The One-Time-Events optional rule, and province cards turned face up outside the events phase

step-option-one-time-events = The One-Time-Events optional rule is in force: each event resolves only the first time it appears in this game; a later copy of it is discarded with no effect
step-event-once = { $event } has already appeared in this game: under the One-Time-Events rule it is discarded with no effect; { $province } is empty and is refilled at once, face down (`fill { $province } CARD`)
step-revealed = { $card } in { $province } turns face up
step-revealed-event-now = { $event } is an event turned up in { $player }'s events phase: it resolves now and is then discarded; play it with `{ $player } plays "{ $event }"`. { $province } is empty and is refilled at once, face down (`fill { $province } CARD`)
step-revealed-event-waits = { $event } is an event turned face up outside { $player }'s events phase: it stays face up in { $province } and resolves in { $player }'s next events phase
step-waiting-event-resolves = { $event }, face up in { $province } since it turned up outside { $player }'s events phase, resolves now: it leaves { $province }, which is refilled at once, face down (`fill { $province } CARD`); play it with `{ $player } plays "{ $event }"`
refusal-nothing-to-reveal = { $province } holds no face-down card to turn face up
refusal-already-face-up = { $card } in { $province } is face up already
refusal-event-once = { $event } has already appeared in this game: under the One-Time-Events rule a later copy is discarded with no effect, not played

## Refusals that state the rule they cite

refusal-already-bowed = { $handle } is already bowed
refusal-bowed-host = { $handle } is bowed: a follower, item or spell is attached only to an unbowed personality
refusal-bowed-unit = { $handle } is bowed: a bowed personality's unit can neither attack nor defend
refusal-bowed-in-exchange = { $handle } is bowed: a personality bowed before an exchange of attachments takes no part in it
refusal-player-out-provinces = { $player } is out of the game: they have lost every province
refusal-player-out-honor = { $player } is out of the game: their family honor fell to -20 or below
