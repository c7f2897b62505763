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
                    st.text.clone(),
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
    let board = gunbai::render::board(s.game().state());
    assert!(board.contains("fields"), "{board}");
    assert!(board.contains("on province a1"), "{board}");
}
