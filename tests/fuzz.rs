//! Property tests, bounded so that they run in `cargo test`: the judge language on arbitrary and
//! near-valid lines, and opening damaged database files. Nothing may panic; a refused line changes
//! nothing; a refused file is left byte for byte as it was.

use gunbai::engine::Library;
use gunbai::session::Session;
use gunbai::store::Store;
use proptest::prelude::*;
use tempfile::TempDir;

/// Single words of the judge language, mixed freely into near-valid lines: every keyword of the
/// parser (`the_vocabulary_names_every_keyword_of_the_parser` keeps it so), handles, names,
/// numbers, and hostile text.
const WORDS: &[&str] = &[
    // Players, cards and handles of the setup.
    "Allen",
    "Bob",
    "Cindy",
    "\"Doji Hoturi\"",
    "\"Kolat Assassin\"",
    "Investigation",
    "\"Offering\"",
    "\"Iaijutsu Challenge\"",
    "\"Light Cavalry\"",
    "hoturi",
    "kachiko",
    "spearmen",
    "terror",
    "b1",
    "a1",
    "mine",
    // Setting up, provinces, clans.
    "players",
    "honor",
    "gain",
    "lose",
    "favor",
    "turn",
    "clan",
    "crane",
    "no-honor-victory",
    "province",
    "strength",
    "fill",
    "option",
    "one-time-events",
    "reveal",
    // Phases and playing a turn by the rules.
    "start",
    "highest-honor",
    "draw",
    "next",
    "straighten",
    "events",
    "action",
    "attack",
    "battle",
    "dynasty",
    "end",
    "attacks",
    "assigns",
    "to",
    "fights",
    "discards",
    // Cards: kinds, printed numbers, traits.
    "enter",
    "hand",
    "card",
    "stronghold",
    "personality",
    "holding",
    "region",
    "event",
    "follower",
    "item",
    "spell",
    "ancestor",
    "kiho",
    "ring",
    "force",
    "chi",
    "ph",
    "hr",
    "-",
    "cost",
    "focus",
    "gold",
    "starting-honor",
    "ranged",
    "fear",
    "traits",
    "samurai",
    "tactician",
    "elemental",
    "immune-elemental",
    "double-chi",
    "unique",
    "experienced",
    "target",
    "any-bowed",
    "effect",
    "on",
    "bowed",
    "dishonored",
    "as",
    // Judge adjustments.
    "bow",
    "destroy",
    "discard",
    "dishonor",
    "rehonor",
    // Playing: clauses and action kinds.
    "plays",
    "reacts",
    "limited",
    "open",
    "reaction",
    "by",
    "paying",
    "discount",
    "proclaim",
    "over",
    "with",
    // Effects.
    "restore",
    "gain-honor",
    "lose-honor",
    "actor",
    "me",
    "controller",
    "cancel",
    "redirect",
    "from",
    "prevent-honor-loss",
    "follower-token",
    "token",
    "bonus",
    "permanent",
    "1F/1C",
    "+2F",
    "-3C",
    "copy",
    "ability",
    "gain-trait",
    "lose-trait",
    "challenge",
    "any-card",
    "personal-honor",
    ",",
    // Petitions, questions, the Imperial Favor, passing.
    "petitions",
    "bows",
    "for",
    "gifts",
    "seppuku",
    "declines",
    "uses",
    "moves",
    "onto",
    "pass",
    "all",
    "undo",
    "redo",
    "anyone",
    // Duels, ranged attacks, fear, the tactician.
    "accepts",
    "refuses",
    "focuses",
    "strikes",
    "shoots",
    "frightens",
    "tactics",
    // Expectations.
    "expect",
    "rejects",
    "unbowed",
    "alive",
    "dead",
    "honorable",
    "dishonorable",
    "discarded",
    "personal-honor",
    "unit-force",
    "phase",
    "winner",
    "none",
    "out",
    "chance",
    "destroyed",
    "standing",
    "empty",
    "face-up",
    "face-down",
    "hand-size",
    "army",
    "attackers",
    "defenders",
    "duel",
    "gone",
    // Numbers and hostile text.
    "10",
    "-3",
    "+2",
    "2147483647",
    "99999999999999999999",
    ";",
    ";;",
    "\"",
    "\u{1b}[31m",
    "寵愛",
    "秀吉",
    "#",
];

/// A board for the shapes to act on: three players with provinces, a clan, personalities with
/// followers, ranged and fear cards, a tactician and fate cards in hand.
const SETUP: &str = "players Allen Bob Cindy; honor Allen 10; honor Bob 10; honor Cindy 10; \
    clan Allen crane; \
    enter Allen stronghold \"Crane Clan Stronghold\" as castle; \
    province Allen a1 strength 4; province Bob b1 strength 3; \
    enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane tactician as hoturi; \
    enter Allen follower \"Terror\" force 1 fear 2 on hoturi as terror; \
    enter Allen holding \"Gold Mine\" gold 3 as mine; \
    enter Bob personality \"Bayushi Kachiko\" force 1 chi 3 ph 3 traits scorpion as kachiko; \
    enter Bob follower \"Samurai Spearmen\" force 2 ranged 2 on kachiko as spearmen; \
    enter Cindy personality \"Toturi\" force 2 chi 2 ph 2 traits samurai elemental as toturi; \
    hand Allen \"Offering\" focus 3; hand Bob \"Offering\" focus 2; \
    turn Allen action";

/// Command shapes of the judge language, one for each form of each command (docs/language.md):
/// `{P}` is a player, `{H}` a handle, `{N}` a number, `{C}` a card name. Filled at random they
/// are mostly valid lines, in any order, so the engine's checks meet every command in every
/// state the others leave.
const SHAPES: &[&str] = &[
    // Setting up and provinces.
    "players {P} {P}",
    "honor {P} {N}",
    "gain {P} {N}",
    "lose {P} {N}",
    "favor {P}",
    "favor none",
    "turn {P} action",
    "turn {P} battle",
    "turn {P} attack",
    "turn {P} dynasty",
    "turn {P} end",
    "turn {P} events",
    "turn {P} straighten",
    "clan {P} crane",
    "clan {P} crab no-honor-victory",
    "province {P} {H}",
    "province {P} {H} strength {N}",
    "fill {H} {C} personality cost {N} force {N} chi {N} ph {N} hr {N}",
    "fill {H} {C} region",
    "fill {H} {C} event",
    "option one-time-events",
    "reveal {H}",
    // Playing a turn by the rules.
    "start {P}",
    "start highest-honor",
    "start draw {P} {N} {P} {N}",
    "next",
    "{P} attacks {P}",
    "{P} assigns {H} to {H}",
    "{P} fights {H}",
    "{P} discards {H}",
    // Cards.
    "enter {P} personality {C} force {N} chi {N} ph {N} hr - traits samurai tactician unique as {H}",
    "enter {P} personality {C} force {N} chi {N} experienced {N} traits double-chi immune-elemental as {H}",
    "enter {P} follower {C} force +{N} chi +{N} ranged {N} fear {N} on {H} as {H}",
    "enter {P} item {C} force {N} on {H} as {H}",
    "enter {P} spell {C} on {H} as {H}",
    "enter {P} ancestor {C} on {H} as {H}",
    "enter {P} holding {C} gold {N} bowed as {H}",
    "enter {P} stronghold {C} province {N} starting-honor {N} gold {N} as {H}",
    "enter {P} region {C} on {H} as {H}",
    "enter {P} personality {C} force {N} dishonored bowed as {H}",
    "enter {P} kiho {C}",
    "enter {P} ring {C}",
    "enter {P} event {C}",
    "enter {P} action {C}",
    "hand {P} {C} focus {N}",
    "card {C} action open target personality samurai any-bowed effect destroy target",
    "card {C} action battle target card ninja cost lose-honor {N} effect bow target",
    "card {C} reaction effect cancel, lose-honor actor {N}",
    "card {C} follower cost {N} force {N}",
    // Judge adjustments.
    "bow {H}",
    "straighten {H}",
    "destroy {H}",
    "discard {H}",
    "dishonor {H}",
    "rehonor {H}",
    // Playing, with every clause and effect.
    "{P} plays {C}",
    "{P} plays {C} limited by {H} target {H} effect challenge",
    "{P} plays {C} limited by {H} target {H} effect challenge force honor {N}",
    "{P} plays {C} open target {H} effect destroy target",
    "{P} plays {C} battle by {H} target {H} effect token target 1F/1C",
    "{P} plays {C} open target {H} effect bonus {H} +{N}F/-{N}C permanent",
    "{P} plays {C} open by {H} target {H} effect copy force {H}",
    "{P} plays {C} open by {H} target {H} effect copy ability {H}",
    "{P} plays {C} open target {H} effect gain-trait target samurai permanent, lose-trait {H} crane",
    "{P} plays {C} limited target {H} cost lose-honor {N} effect dishonor target, rehonor {H}",
    "{P} plays {C} open target {H} effect restore target, discard {H}, straighten target",
    "{P} plays {C} open effect gain-honor me {N}, lose-honor controller {N}, draw",
    "{P} plays {C} open target {H} effect follower-token target {N}",
    "{P} plays {C} on {H} paying {H}",
    "{P} plays {C} proclaim paying {H} as {H}",
    "{P} plays {C} discount paying {H} {H}",
    "{P} plays {C} over {H}",
    "{P} plays {C} limited by {H} with {H}",
    "{P} reacts {C}",
    "{P} reacts {C} effect cancel, lose-honor actor {N}",
    "{P} reacts {C} target {H} effect redirect {H} from {H}",
    "{P} reacts {C} effect prevent-honor-loss",
    // Petitions, questions, the Imperial Favor, passing.
    "{P} petitions with {H}",
    "{P} bows {H} for {P}",
    "{P} gifts {C} for {P}",
    "{P} seppuku {H}",
    "{P} declines",
    "{P} uses favor limited",
    "{P} uses favor open target {H}",
    "{P} uses favor battle target {H}",
    "{P} uses favor reaction",
    "{P} moves {H} onto {H}",
    "pass",
    "pass {P}",
    "pass all",
    "undo",
    // Duels, ranged attacks, fear, the tactician.
    "{P} accepts",
    "{P} refuses",
    "{P} focuses {C}",
    "{P} strikes",
    "{P} shoots {H} with {H}",
    "{P} shoots {H} with {H} {H}",
    "{P} frightens {H} with {H}",
    "{P} tactics {H} with {C}",
    // Expectations.
    "expect honor {P} {N}",
    "expect favor none",
    "expect favor {P}",
    "expect bowed {H}",
    "expect unbowed {H}",
    "expect alive {H}",
    "expect dead {H} honorable",
    "expect dead {H} dishonorable",
    "expect dead {H} discarded",
    "expect dishonored {H}",
    "expect honorable {H}",
    "expect force {H} {N}",
    "expect chi {H} {N}",
    "expect ph {H} {N}",
    "expect personal-honor {H} {N}",
    "expect unit-force {H} {N}",
    "expect phase battle",
    "expect turn {P}",
    "expect winner {P}",
    "expect winner none",
    "expect out {P}",
    "expect chance {P}",
    "expect province {H} destroyed",
    "expect province {H} standing",
    "expect province {H} empty",
    "expect province {H} face-up",
    "expect province {H} face-down",
    "expect hand-size {P} {N}",
    "expect army {H} attackers {N}",
    "expect army {H} defenders {N}",
    "expect duel {H} {N}",
    "expect duel none",
    "expect gone {H}",
    "expect rejects {P} strikes",
    "expect rejects duel.focus-strike {P} strikes",
    "expect rejects unreadable {P} strikes",
];

const PLAYERS: &[&str] = &["Allen", "Bob", "Cindy", "Dana"];
const HANDLES: &[&str] = &[
    "hoturi", "kachiko", "toturi", "terror", "spearmen", "mine", "castle", "a1", "b1", "x",
];
const NUMBERS: &[&str] = &["0", "1", "2", "3", "5", "-1", "99999999999999999999"];
const CARDS: &[&str] = &[
    "\"Offering\"",
    "\"Iaijutsu Challenge\"",
    "\"Kolat Assassin\"",
    "Investigation",
    "\"Strike\"",
    "\"Light Cavalry\"",
    "\"Test of Might\"",
    "\"Biting Steel\"",
    "\"Doji Hoturi\"",
    "\"Ring of Air\"",
    "\"Akodo Fields\"",
    "\"Isawa Tadaka (Experienced)\"",
];

fn near_valid_line() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(WORDS), 0..12).prop_map(|w| w.join(" "))
}

/// A shape with its holes filled: `{P}`, `{H}`, `{N}`, `{C}` each from its own pool.
fn shaped_line() -> impl Strategy<Value = String> {
    (
        prop::sample::select(SHAPES),
        prop::collection::vec(any::<prop::sample::Index>(), 8),
    )
        .prop_map(|(shape, picks)| {
            let mut out = String::new();
            let mut rest = shape;
            let mut n = 0;
            while let Some(open) = rest.find('{') {
                out.push_str(&rest[..open]);
                let pool = match &rest[open..open + 3] {
                    "{P}" => PLAYERS,
                    "{H}" => HANDLES,
                    "{N}" => NUMBERS,
                    _ => CARDS,
                };
                out.push_str(pool[picks[n % picks.len()].index(pool.len())]);
                n += 1;
                rest = &rest[open + 3..];
            }
            out.push_str(rest);
            out
        })
}

/// A line of one to three commands: shaped, sometimes with loose words in place of one.
fn command_line() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![4 => shaped_line(), 1 => near_valid_line()],
        1..4,
    )
    .prop_map(|commands| commands.join("; "))
}

#[test]
fn every_shape_is_a_line_of_the_language() {
    let now = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
    let mut s = Session::in_memory(Library::embedded());
    let setup = gunbai::lang::parse_line(SETUP).expect("the setup parses");
    s.execute_line(&setup, now).expect("the setup is accepted");
    for shape in SHAPES {
        let line = shape
            .replace("{P}", "Allen")
            .replace("{H}", "hoturi")
            .replace("{N}", "2")
            .replace("{C}", "\"Offering\"");
        if let Err(e) = gunbai::lang::parse_line(&line) {
            panic!("`{line}` does not parse: {}", e.message.en());
        }
    }
}

#[test]
fn the_vocabulary_names_every_keyword_of_the_parser() {
    // Every one-word string literal of the parser's sources is a keyword of the language.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lang");
    let mut sources = vec![root.join("parser.rs"), root.join("lexer.rs")];
    let mut dir: Vec<_> = std::fs::read_dir(root.join("parser"))
        .expect("src/lang/parser")
        .map(|e| e.expect("an entry").path())
        .collect();
    dir.sort();
    sources.extend(dir);
    let known: std::collections::BTreeSet<&str> = WORDS
        .iter()
        .copied()
        .chain(SHAPES.iter().flat_map(|s| s.split_whitespace()))
        .collect();
    let mut missing = std::collections::BTreeSet::new();
    for path in &sources {
        let text = std::fs::read_to_string(path).expect("a parser source");
        for literal in string_literals(&text) {
            let keyword = !literal.is_empty()
                && literal.starts_with(|c: char| c.is_ascii_lowercase())
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            // A message id of the catalogue (`msg!("what-number")`) is words, not a keyword.
            let message_id = gunbai::i18n::known(&literal);
            if keyword && !message_id && !known.contains(literal.as_str()) {
                missing.insert(literal);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "the fuzz vocabulary lacks the parser's keywords {missing:?}: add them to WORDS or SHAPES"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_parser_never_panics(text in "\\PC{0,80}") {
        let _ = gunbai::lang::parse_line(&text);
        let _ = gunbai::lang::parse_script(&text);
    }

    #[test]
    fn a_refused_line_changes_nothing(lines in prop::collection::vec(command_line(), 1..12)) {
        let mut s = Session::in_memory(Library::embedded());
        let now = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        let setup = gunbai::lang::parse_line(SETUP).expect("parses");
        s.execute_line(&setup, now).expect("setup");
        for text in &lines {
            let Ok(parsed) = gunbai::lang::parse_line(text) else { continue };
            let before = s.game().events().len();
            let board = s.game().state().hash();
            if s.execute_line(&parsed, now).is_err() {
                prop_assert_eq!(s.game().events().len(), before, "{}", text);
                prop_assert_eq!(s.game().state().hash(), board, "{}", text);
            }
        }
    }
}

/// The string literals of Rust source text (comments and character literals skipped).
fn string_literals(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = src.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            // '"' and '\'' and the like.
            '\'' => {
                let lookahead: String = chars.clone().take(3).collect();
                if lookahead.starts_with("\"'") {
                    chars.next();
                    chars.next();
                } else if lookahead.starts_with('\\') && lookahead.ends_with('\'') {
                    chars.nth(2);
                }
            }
            '"' => {
                let mut literal = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        c => literal.push(c),
                    }
                }
                out.push(literal);
            }
            _ => {}
        }
    }
    out
}

/// A small sound database, as bytes: made once, each case damages its own copy.
fn sound_database() -> Vec<u8> {
    static BYTES: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    BYTES.get_or_init(make_sound_database).clone()
}

fn make_sound_database() -> Vec<u8> {
    let dir = TempDir::new().expect("temp dir");
    let path = dir.path().join("seed.sqlite");
    {
        let store = Store::open(&path).expect("open");
        let mut s = Session::with_store(store, Library::embedded(), "judge");
        let now = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        s.new_case("t", now).expect("case");
        for text in [
            "players Allen Bob",
            "honor Allen 10",
            "gain Allen 2; lose Bob 1",
        ] {
            let l = gunbai::lang::parse_line(text).expect("parses");
            s.execute_line(&l, now).expect("accepted");
        }
    }
    // Closing the last connection folds the log into the file.
    std::fs::read(&path).expect("read")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn opening_a_damaged_file_never_panics_and_a_refused_file_is_untouched(
        flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..24),
        cut in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let mut bytes = sound_database();
        for (at, b) in flips {
            let i = at.index(bytes.len());
            bytes[i] ^= b | 1;
        }
        if let Some(c) = cut {
            let n = c.index(bytes.len());
            bytes.truncate(n);
        }
        let dir = TempDir::new().expect("temp dir");
        let path = dir.path().join("damaged.sqlite");
        std::fs::write(&path, &bytes).expect("write");
        match Store::open(&path) {
            Err(_) => {
                prop_assert_eq!(std::fs::read(&path).expect("read"), bytes);
            }
            Ok(store) => {
                if let Ok(cases) = store.cases() {
                    for c in cases {
                        let _ = store.verify_chain(c.id);
                        let _ = store.events(c.id);
                        let _ = store.anchor(c.id);
                    }
                }
                let _ = store.verify_rulings();
                let _ = store.integrity_check();
            }
        }
        if let Ok(store) = Store::open_read_only(&path) {
            if let Ok(cases) = store.cases() {
                for c in cases {
                    let _ = store.verify_chain(c.id);
                }
            }
            let _ = store.integrity_check();
        }
    }
}
