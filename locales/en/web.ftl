# gunbai's texts in English for the pages of `gunbai serve` and the HTML export. Part of one
# catalogue with the other .ftl files of this folder (src/i18n joins them).

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
web-login-title = gunbai · judges' log in
web-login-name = Name
web-login-password = Password
web-login-button = Log in
web-login-players = Players: the link a judge gave you opens without logging in.
web-ruling-title = Ruling #{ $number } — { $event }, round { $round }, table { $table }
web-ruling-version = Version { $version }, correcting version { $previous }.
web-given = Given
web-players = Players
web-judge = Judge
web-question-label = Question
web-ruling-label = Ruling
web-penalty = Penalty
web-extension = Time extension
web-minutes = { $minutes } minute(s)
web-citations = Citations
web-case-label = Case
web-case-at = { $case } at step { $at }
web-recorded = Recorded
web-recorded-by = { $when } by { $author }
web-appeals-of = Appeals of ruling #{ $number }
web-heard-by = heard by { $by }
web-of-version = , of version { $version }
web-appeal-recorded = ; recorded by { $author }, { $when }
web-earlier-versions = Earlier versions
web-record-ruling = Record a ruling
web-rulings-search = Search the questions and rulings
web-event = Event
web-every-event = every event
web-newest = Newest first
web-ruling-line = { $event } · round { $round }, table { $table } · { $when }
web-appealed = appealed
web-q = Q:
web-no-ruling = No ruling matches.
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

## The forms and lists of `gunbai serve`: cases, rulings, appeals, events, judges, share links

web-cases = Cases
web-no-case-title = No such case
web-no-case = there is no case #{ $id }; the list of cases is under Cases
web-case-start-label = Start a case
web-case-start = Start
web-newest-first = Newest first
web-case-entry = { $events ->
    [one] 1 event
   *[other] { $events } events
  } · started { $when }
web-no-cases = No case yet: start one below.
web-conflict-title = Another judge added to this case first.
web-conflict = Your page showed step { $seen }; the case is now at step { $now }. Nothing of yours from the line below on was recorded. Here is what was added; if your line still applies, send it again.
web-head-only-title = Head judge only
web-head-only = { $what } is for the head judge; nothing was written. Ask the head judge at the judge station
web-login-first-title = Log in first
web-login-first = only a logged-in judge can change anything; log in and send the form again
web-token-stale-title = The form's security token is missing or stale
web-token-stale = nothing was written; reload the page and send the form again
web-what-judges = Managing judges
web-what-add-judge = Adding a judge
web-what-disable-judge = Disabling a judge
web-what-correct = Correcting a ruling
web-what-appeal = Recording an appeal
web-what-add-event = Adding an event
web-start-page = Start page
web-not-done = Not done
web-line-not-appended = { $error }
    nothing was appended for that line; the lines before it are kept
web-line-shell-word = `{ $word }` is a shell command, not a judge-language line: this box takes judge-language lines (docs/language.md). The board after each step is shown below; rulings are recorded under Rulings; cases are started under Cases.
web-line-empty = type a judge-language line first (docs/language.md), e.g. `players Allen Bob`
web-line-no-step = the form lacks the step it was sent from; reload the case and type the line again
web-judges = Judges
web-name = Name
web-role = Role
web-disable = Disable
web-add-judge = Add a judge
web-password = Password (at least { $min } characters)
web-add = Add
web-case-uncheckable = The case cannot be checked: { $problem }
web-case-reads-differently = This engine now reads the case differently from event { $event }: the ruling was written against the earlier reading.
web-version-entry = Version { $version }: { $ruling }
web-version-by = by { $author }, { $when }
web-warning = Warning: { $text }
web-appeal = Appeal
web-appeal-heard-label = Heard by (the judge who decided the appeal)
web-appellant-label = Appealed by (who asked for the appeal; may be left empty)
web-appealed-by = , appealed by { $who }
web-outcome = Outcome
web-outcome-upheld = upheld
web-outcome-overturned = overturned
web-note = Note
web-appeal-record = Record the appeal
web-correct-this = Correct this ruling
web-head-records = Appeals and corrections are recorded by the head judge.
web-ruling-page-title = Ruling #{ $number }
web-link-entry = Link #{ $id } by { $by } ·
web-link-revoked = revoked
web-link-expired = expired
web-link-open-until = open until { $when }
web-revoke = Revoke
web-not-shared = Not shared
web-hours-range = give how long the link stays open as whole hours from 1 to { $max }; nothing was made
web-link-gone-title = This link opens nothing
web-link-gone = the link is unknown, was revoked, or has expired; ask the judge for a new one
web-step-through = Step through the case this ruling rests on
web-read-only-until = A read-only link, open until { $when }.
web-no-event-yet = No event exists yet: the head judge adds one under Events.
web-round = Round
web-table = Table
web-players-label = Players (separated by commas)
web-ruling-judge = Judge who gave the ruling
web-penalty-label = Penalty (empty for none)
web-extension-label = Time extension in minutes (empty for none)
web-citations-label = Citations (rule ids; the list completes them)
web-case-step-label = The case step it rests on
web-step = Step
web-record = Record
web-correct-heading = Correct ruling #{ $number }
web-correct-note = The correction is a new version of ruling #{ $number }; version { $version } stays as it was.
web-record-correction = Record the correction
web-correct-title = Correct a ruling
web-events = Events
web-no-event = No event yet.
web-new-event = New event
web-date-optional = Date (optional)
web-add-event = Add the event
web-role-floor = floor judge
web-role-head = head judge
web-disabled = disabled { $when }
web-rule-id-n = rule id { $n }
web-no-case-option = no case
web-case-option = { $name } ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
  })
web-event-counts = { $rulings ->
    [one] 1 ruling
   *[other] { $rulings } rulings
  }, { $appeals ->
    [one] 1 appeal
   *[other] { $appeals } appeals
  }
web-built-in = built-in

## Said on the server and at the command line alike

ruling-undone-warning = event { $at } of case `{ $case }` was undone: this ruling rests on a step the case no longer takes; `gunbai log { $case }` shows the log, and `gunbai ruling correct` can link a step that stands

## Judges at the command line (cli/serve.rs)

judge-password-not-utf8 = the password is not UTF-8 text
judge-not-a-terminal = standard input is not a terminal: give --password-stdin and the password on its first line
judge-password = Password:
judge-password-again = Password again:
judge-passwords-differ = the two passwords differ; nothing was added
judge-unknown-role = unknown role `{ $role }`: give --role floor or --role head
judge-exists = a judge named `{ $name }` already exists; pick another name
judge-added = Added { $role } judge `{ $name }`
judge-none = No judges yet: `gunbai judge add NAME --role head` adds one
judge-disabled-at = disabled { $when }
judge-active = active
judge-disabled = Judge `{ $name }` is disabled and can no longer log in
