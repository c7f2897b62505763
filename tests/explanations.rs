//! What the steps say and cite, where an `expect` line cannot see it: a step must not mislead
//! (call an action card the performer's ability, announce a resolution before the duel begins,
//! cite the wrong phase's rule), and a refusal must point at the line that helps.

use gunbai::engine::Library;
use gunbai::session::{self, LineResult, Session};

fn epoch() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp(0, 0).expect("epoch")
}

/// Every step of a script that runs clean, as (text, cited ids).
fn steps(script: &str) -> Vec<(String, Vec<String>)> {
    let mut s = Session::in_memory(Library::embedded());
    let report = session::run_script(&mut s, script, epoch(), |_, _| {});
    assert!(report.ok(), "the script runs clean: {:?}", report.error);
    let mut all = Vec::new();
    for line in &report.lines {
        if let LineResult::Event { steps, .. } = &line.result {
            for st in steps {
                all.push((
                    st.text(gunbai::i18n::Lang::En),
                    st.citations.iter().map(|c| c.to_string()).collect(),
                ));
            }
        }
    }
    all
}

fn step<'a>(all: &'a [(String, Vec<String>)], has: &str) -> &'a (String, Vec<String>) {
    all.iter()
        .find(|(t, _)| t.contains(has))
        .unwrap_or_else(|| panic!("a step says `{has}`: {all:#?}"))
}

const DUEL: &str = r#"players Allen Bob
honor Allen 10; honor Bob 10
turn Allen action
enter Allen personality "Doji Hoturi" force 3 chi 4 ph 3 traits samurai crane as hoturi
enter Bob personality "Bayushi Kachiko" force 1 chi 3 ph 3 traits scorpion as kachiko
Allen plays "Iaijutsu Challenge" limited by hoturi target kachiko effect challenge
pass all
Bob accepts
pass all
"#;

#[test]
fn an_action_card_performed_by_a_personality_is_not_its_ability() {
    let all = steps(DUEL);
    let (text, cites) = step(&all, "declares Iaijutsu Challenge");
    assert!(!text.contains("ability"), "{text}");
    assert!(!cites.iter().any(|c| c == "trait.abilities"), "{cites:?}");
}

#[test]
fn the_duel_begins_without_a_resolution_announced_before_it() {
    let all = steps(DUEL);
    step(&all, "The duel begins");
    assert!(
        !all.iter()
            .any(|(t, _)| t.contains("duel of hoturi and kachiko resolves")),
        "{all:#?}"
    );
}

#[test]
fn an_honor_loss_cites_how_honor_counts_not_resolving_fully() {
    let all = steps(
        r#"players Allen Bob
honor Allen 10; honor Bob 10
turn Allen action
Allen plays "Slander" limited effect lose-honor Bob 2
pass all
"#,
    );
    let (_, cites) = step(&all, "Bob loses 2 honor");
    assert!(cites.iter().any(|c| c == "ref.honor.gains"), "{cites:?}");
    assert!(
        !cites.iter().any(|c| c == "action.resolve-fully"),
        "{cites:?}"
    );
}

#[test]
fn a_pass_in_a_battle_cites_the_battle_action_segment() {
    let all = steps(
        r#"players Allen Bob Cindy
honor Allen 10; honor Bob 10; honor Cindy 10
province Bob b1 strength 3
enter Allen personality "Akodo Toturi" force 3 chi 4 ph 3 as toturi
enter Bob personality "Hida Kisada" force 2 chi 3 ph 2 as kisada
turn Allen attack
Allen attacks Bob
Allen assigns toturi to b1
pass
Bob assigns kisada to b1
pass
pass all
Allen fights b1
pass Bob
"#,
    );
    let (_, cites) = step(&all, "Bob passes; the opportunity to act goes to Cindy");
    assert!(
        cites.iter().any(|c| c == "ref.battle.defender-first"),
        "{cites:?}"
    );
    assert!(!cites.iter().any(|c| c == "ref.turn.action"), "{cites:?}");
}

#[test]
fn a_recruit_out_of_the_dynasty_phase_points_at_next_and_undo() {
    let mut s = Session::in_memory(Library::embedded());
    let setup = r#"players Allen Bob
honor Allen 10; honor Bob 10
province Allen a1 strength 3
province Bob b1 strength 3
fill a1 "Matsu Gohei" personality cost 4 force 2 chi 2 ph 1 hr 0
fill b1 "Hida Amoro" personality cost 5 force 3 chi 2 ph 1 hr 0
start Allen
next
next
"#;
    let report = session::run_script(&mut s, setup, epoch(), |_, _| {});
    assert!(report.ok(), "{:?}", report.error);
    let report = session::run_script(&mut s, r#"Allen plays "Matsu Gohei""#, epoch(), |_, _| {});
    let err = report.error.expect("not the dynasty phase: refused");
    assert!(err.message.contains("`undo`"), "{}", err.message);
    assert!(err.message.contains("`next`"), "{}", err.message);
}

#[test]
fn a_region_in_play_is_shown_on_the_text_board() {
    let mut s = Session::in_memory(Library::embedded());
    let script = r#"players Allen Bob
honor Allen 10; honor Bob 10
province Allen a1 strength 3
enter Allen region "Akodo Fields" on a1 as fields
"#;
    let report = session::run_script(&mut s, script, epoch(), |_, _| {});
    assert!(report.ok(), "{:?}", report.error);
    let board = gunbai::render::board(s.game().state(), gunbai::i18n::Lang::En);
    assert!(board.contains("fields"), "{board}");
    assert!(board.contains("on province a1"), "{board}");
}

/// The refusal variants that are rightly cited by more than one rule: their message names what
/// each of those rules forbids (a role, a kind of card). Any other variant cited by two rules
/// shows one message standing for two rules, which is how "already bowed: a bowed card cannot be
/// used" came to cite `play.attachments` and `bow.unit`: give it a variant that says its rule.
const SHARED_REFUSALS: &[(&str, &[&str])] = &[
    // "X is not in the battle being fought: " and why the role needs it.
    (
        "NotInBattle",
        &[
            "FEAR_USE",
            "RANGED_TARGETS",
            "SPELL_RITUAL",
            "TRAIT_TACTICIAN",
        ],
    ),
    // "X is not in play": a card used, or the personality an attachment goes onto.
    ("NotInPlay", &["DESTROY_DISCARD", "PLAY_ATTACHMENTS"]),
    // "events and regions come into play only in the events phase".
    ("NotEventsPhase", &["PLAY_EVENT", "PLAY_REGION"]),
];

/// Every `Refusal::Variant { … }.by(ids::RULE)` in the engine, as (variant, rule constant, place).
fn refusal_citations() -> Vec<(String, String, String)> {
    fn walk(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).expect("src/engine is readable") {
            let p = e.expect("a directory entry").path();
            if p.is_dir() {
                walk(&p, files);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"),
        &mut files,
    );
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("a source file");
        let mut from = 0;
        while let Some(i) = text[from..].find(".by(ids::") {
            let at = from + i;
            let rest = &text[at + ".by(ids::".len()..];
            let rule: String = rest
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            // The refusal is the last `Refusal::` before the citation.
            if let Some(r) = text[..at].rfind("Refusal::") {
                let variant: String = text[r + "Refusal::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric())
                    .collect();
                let line = text[..at].lines().count();
                found.push((variant, rule, format!("{}:{line}", f.display())));
            }
            from = at + 1;
        }
    }
    found
}

#[test]
fn a_refusal_message_stands_for_one_rule_unless_it_names_each() {
    use std::collections::{BTreeMap, BTreeSet};
    let all = refusal_citations();
    assert!(
        all.len() > 100,
        "the scan finds the engine's refusals: {}",
        all.len()
    );
    let mut by_variant: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (v, r, _) in &all {
        by_variant.entry(v).or_default().insert(r);
    }
    for (v, rules) in by_variant {
        if rules.len() < 2 {
            continue;
        }
        let allowed = SHARED_REFUSALS
            .iter()
            .find(|(name, _)| *name == v)
            .map(|(_, r)| r.iter().copied().collect::<BTreeSet<_>>())
            .unwrap_or_default();
        let places: Vec<&str> = all
            .iter()
            .filter(|(x, _, _)| x == v)
            .map(|(_, r, p)| {
                if allowed.contains(r.as_str()) {
                    ""
                } else {
                    p.as_str()
                }
            })
            .filter(|p| !p.is_empty())
            .collect();
        assert!(
            places.is_empty(),
            "Refusal::{v} is cited by {rules:?}: one message stands for several rules; \
             give each rule a variant whose message states it (at {places:?})"
        );
    }
}

#[test]
fn a_player_out_is_refused_by_the_rule_that_put_them_out() {
    let run = |script: &str| {
        let mut s = Session::in_memory(Library::embedded());
        session::run_script(&mut s, script, epoch(), |_, _| {})
    };
    let out = run(
        "players Allen Bob Cindy\nhonor Allen 10; honor Bob 10; honor Cindy 10\nprovince Bob b1 strength 3\nturn Allen attack\nlose Bob 30\nexpect out Bob\nexpect rejects victory.dishonor-loss Allen attacks Bob\n",
    );
    assert!(out.ok(), "{:?}", out.error);
}
