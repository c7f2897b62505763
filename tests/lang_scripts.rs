//! The judge language through the library API: expectations, `;` lines, comments, and scripts
//! numbered by line.

use crate::lang::{err, one, At};
use gunbai::lang::ast::*;
use gunbai::lang::{parse_line, parse_script};

#[test]
fn expectations() {
    fn ex(t: &str) -> Expectation {
        match one(t) {
            Command::Expect(e) => e,
            other => panic!("`{t}` is not an expect: {other:?}"),
        }
    }
    let n = |s: &str, t: &str| {
        let mut a = At::new(t);
        a.span("expect");
        a.name(s)
    };

    let t = "expect honor Bob 12";
    let mut a = At::new(t);
    a.span("honor");
    assert_eq!(
        ex(t),
        Expectation::Honor {
            player: a.name("Bob"),
            value: a.int("12")
        }
    );
    assert_eq!(ex("expect favor none"), Expectation::Favor(None));
    let t = "expect favor Bob";
    assert_eq!(ex(t), Expectation::Favor(Some(n("Bob", t))));
    let t = "expect bowed h";
    assert_eq!(
        ex(t),
        Expectation::Bowed {
            handle: n("h", t),
            bowed: true
        }
    );
    let t = "expect unbowed h";
    assert_eq!(
        ex(t),
        Expectation::Bowed {
            handle: n("h", t),
            bowed: false
        }
    );
    let t = "expect alive hoturi";
    assert_eq!(ex(t), Expectation::Alive(n("hoturi", t)));
    let t = "expect dead hoturi";
    assert_eq!(
        ex(t),
        Expectation::Dead {
            handle: n("hoturi", t),
            kind: None
        }
    );
    for (word, kind) in [
        ("honorable", DeadKind::Honorable),
        ("dishonorable", DeadKind::Dishonorable),
        ("discarded", DeadKind::Discarded),
    ] {
        let t = format!("expect dead hoturi {word}");
        let mut a = At::new(&t);
        a.span("dead");
        let handle = a.name("hoturi");
        assert_eq!(
            ex(&t),
            Expectation::Dead {
                handle,
                kind: Some(a.sp(word, kind))
            }
        );
    }
    let t = "expect dishonored k";
    assert_eq!(
        ex(t),
        Expectation::Dishonored {
            handle: n("k", t),
            dishonored: true
        }
    );
    let t = "expect honorable k";
    assert_eq!(
        ex(t),
        Expectation::Dishonored {
            handle: n("k", t),
            dishonored: false
        }
    );
    for (word, stat) in [
        ("force", ExpectStat::Force),
        ("chi", ExpectStat::Chi),
        ("ph", ExpectStat::PersonalHonor),
        ("personal-honor", ExpectStat::PersonalHonor),
        ("unit-force", ExpectStat::UnitForce),
    ] {
        let t = format!("expect {word} hoturi -2");
        let mut a = At::new(&t);
        let stat = a.sp(word, stat);
        let handle = a.name("hoturi");
        assert_eq!(
            ex(&t),
            Expectation::Stat {
                stat,
                handle,
                value: a.int("-2")
            }
        );
    }
    let t = "expect phase attack";
    let mut a = At::new(t);
    assert_eq!(ex(t), Expectation::Phase(a.sp("attack", Phase::Attack)));
    let t = "expect turn Bob";
    assert_eq!(ex(t), Expectation::Turn(n("Bob", t)));
    let t = "expect winner Bob";
    assert_eq!(ex(t), Expectation::Winner(Some(n("Bob", t))));
    assert_eq!(ex("expect winner none"), Expectation::Winner(None));
    let t = "expect out Cindy";
    assert_eq!(ex(t), Expectation::Out(n("Cindy", t)));
    let t = "expect chance Cindy";
    assert_eq!(ex(t), Expectation::Chance(n("Cindy", t)));
}

#[test]
fn expect_rejects_has_its_own_text_and_spans() {
    let t = "expect rejects  honor Allen 3";
    let Command::Expect(Expectation::Rejects { by, line: inner }) = one(t) else {
        panic!("not a rejects")
    };
    assert_eq!(by, None);
    assert_eq!(inner.text, "honor Allen 3");
    let mut a = At::new(&inner.text);
    a.span("honor");
    assert_eq!(
        inner.command,
        Command::Honor {
            player: a.name("Allen"),
            value: a.int("3")
        }
    );

    // An error inside is reported against the whole line.
    let e = err("expect rejects honor Allen ten");
    assert_eq!(e.text, "expect rejects honor Allen ten");
    assert_eq!(e.span, Span::new(27, 30));
    assert_eq!(e.message.en(), "expected a number, found `ten`");

    let e = err("expect rejects expect honor A 1");
    assert_eq!(e.span, Span::new(15, 21));
    let e = err("expect rejects");
    assert_eq!(e.span, Span::new(14, 14));
    assert_eq!(e.message.en(), "expected a command after `expect rejects`");
}

#[test]
fn expect_rejects_may_name_the_rule_or_unreadable() {
    use gunbai::lang::ast::RejectedBy;
    use gunbai::rules::ids;
    let t = "expect rejects favor.petition Bob plays Strike";
    let Command::Expect(Expectation::Rejects { by, line }) = one(t) else {
        panic!("not a rejects")
    };
    let by = by.expect("a rule is named");
    assert_eq!(by.value, RejectedBy::Rule(ids::FAVOR_PETITION));
    assert_eq!(by.span, Span::new(15, 29));
    assert_eq!(line.text, "Bob plays Strike");

    let t = "expect rejects UNREADABLE Bob plays Strik";
    let Command::Expect(Expectation::Rejects { by, line }) = one(t) else {
        panic!("not a rejects")
    };
    assert_eq!(by.map(|b| b.value), Some(RejectedBy::Unreadable));
    assert_eq!(line.text, "Bob plays Strik");

    // A player named like the marker or like a rule id is quoted.
    let t = "expect rejects \"unreadable\" plays Strike";
    let Command::Expect(Expectation::Rejects { by, line }) = one(t) else {
        panic!("not a rejects")
    };
    assert_eq!(by, None);
    assert_eq!(line.text, "\"unreadable\" plays Strike");

    // A mistyped id is refused as the line is read, with the nearest id.
    let e = err("expect rejects favor.petiton Bob plays Strike");
    assert_eq!(e.span, Span::new(15, 28));
    assert!(
        e.message.en().contains("unknown rule id `favor.petiton`"),
        "{}",
        e.message.en()
    );
    assert_eq!(e.suggestion.as_deref(), Some("favor.petition"));
    // A word with a dot after `rejects` is always read as a rule id.
    let e = err("expect rejects no.such.rule honor Allen 3");
    assert!(
        e.message.en().contains("unknown rule id"),
        "{}",
        e.message.en()
    );
    // The rule id is no command: something must follow it.
    let e = err("expect rejects favor.petition");
    assert_eq!(
        e.message.en(),
        "expected a command after `expect rejects favor.petition`"
    );
}

#[test]
fn splitting_and_comments() {
    let lines = parse_line("honor Allen 10; honor Bob 10 ;favor none # opening").expect("valid");
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(texts, ["honor Allen 10", "honor Bob 10", "favor none"]);
    // Spans are relative to each piece.
    let Command::Honor { player, .. } = &lines[1].command else {
        panic!("not an honor")
    };
    assert_eq!(player.span, Span::new(6, 9));

    assert_eq!(parse_line("# only a comment"), Ok(vec![]));
    assert_eq!(parse_line(" ;; ; "), Ok(vec![]));

    // Quoted `;` and `#` belong to the name.
    let lines = parse_line("hand Bob \"A; B # C\" focus 2 # note; not a command").expect("valid");
    assert_eq!(lines.len(), 1);
    let Command::Hand { card, .. } = &lines[0].command else {
        panic!("not a hand")
    };
    assert_eq!(card.name.value, "A; B # C");
    assert_eq!(card.stats[0].1.value, 2);

    // The first bad piece fails the line.
    let e = err("honor Allen 10; honor Bob");
    assert_eq!(e.text, "honor Bob");
    assert_eq!(e.message.en(), "expected a number after `honor Bob`");
}

#[test]
fn scripts_number_their_lines() {
    let script =
        "\u{feff}players Allen Bob\n\n# setup\nhonor Allen 10; honor Bob 9\r\nhonor Cindy\n";
    let results = parse_script(script);
    let summary: Vec<(usize, Result<usize, String>)> = results
        .iter()
        .map(|(n, r)| (*n, r.as_ref().map(Vec::len).map_err(|e| e.message.en())))
        .collect();
    assert_eq!(
        summary,
        [
            (1, Ok(1)),
            (2, Ok(0)),
            (3, Ok(0)),
            (4, Ok(2)),
            (5, Err("expected a number after `honor Cindy`".to_string()))
        ]
    );
}
