//! The judge language through the library API: error messages, spans and suggestions, display,
//! no input panics, and the language guide's examples.

use crate::lang::{err, one};
use gunbai::lang::ast::*;
use gunbai::lang::{caret, parse_line, suggest, COMMAND_WORDS, PLAYER_VERBS};

/// (input, message, span, suggestion)
type ErrorCase = (
    &'static str,
    &'static str,
    (usize, usize),
    Option<&'static str>,
);

#[test]
fn error_messages_and_spans() {
    // (input, message, span, suggestion)
    let cases: &[ErrorCase] = &[
        ("honor Allen", "expected a number after `honor Allen`", (11, 11), None),
        ("honor Allen ten", "expected a number, found `ten`", (12, 15), None),
        (
            "honor Allen 99999999999999999999",
            "`99999999999999999999` is too large for a number; use one from -2147483648 to 2147483647",
            (12, 32),
            None,
        ),
        (
            "gain Allen -3",
            "expected a number of 0 or more, found `-3`; use `lose` to take honor away",
            (11, 13),
            None,
        ),
        (
            "plyers Allen Bob",
            "unknown command `plyers`; a line starts with a command word or a player name and a verb",
            (0, 6),
            Some("players"),
        ),
        (
            "favr Allen",
            "unknown command `favr`; a line starts with a command word or a player name and a verb",
            (0, 4),
            Some("favor"),
        ),
        ("Bob plyas Strike", "unknown verb `plyas` after `Bob`", (4, 9), Some("plays")),
        (
            "turn Bob lunch",
            "expected a phase (`straighten`, `events`, `action`, `attack`, `battle`, `dynasty` or `end`), found `lunch`",
            (9, 14),
            None,
        ),
        (
            "turn Bob atack",
            "expected a phase (`straighten`, `events`, `action`, `attack`, `battle`, `dynasty` or `end`), found `atack`",
            (9, 14),
            Some("attack"),
        ),
        (
            "enter Allen personalty Hoturi",
            "expected a card kind, found `personalty`",
            (12, 22),
            Some("personality"),
        ),
        ("players", "expected a player name after `players`", (7, 7), None),
        (
            "undo now",
            "expected the end of the command, found `now`",
            (5, 8),
            None,
        ),
        (
            "hand Bob \"Offering",
            "this quote is never closed; add a `\"` after the name",
            (9, 10),
            None,
        ),
        (
            "Bob plays Strike targt hoturi",
            "expected a clause (an action kind, `by`, `target`, `on`, `paying`, `cost`, `effect`) or the end of the command, found `targt`",
            (17, 22),
            Some("target"),
        ),
        (
            "Allen reacts X effect cancel lose-honor actor 5",
            "expected `,` and another effect, a clause (an action kind, `by`, `target`, `on`, `paying`, `cost`, `effect`) or the end of the command, found `lose-honor`",
            (29, 39),
            None,
        ),
        (
            "Bob plays X effect destory target",
            "expected an effect, found `destory`",
            (19, 26),
            Some("destroy"),
        ),
        (
            "Bob plays X effect destroy",
            "expected `target` or a card handle after `Bob plays X effect destroy`",
            (26, 26),
            None,
        ),
        (
            "Bob plays X effect cancel,",
            "expected an effect after `Bob plays X effect cancel,`",
            (26, 26),
            None,
        ),
        (
            "Bob plays X open limited",
            "the action kind is given twice; give it once",
            (17, 24),
            None,
        ),
        (
            "enter A personality P force 1 force 2",
            "`force` is given twice; give it once",
            (30, 35),
            None,
        ),
        ("Bob petitions kachiko", "expected `with`, found `kachiko`", (14, 21), None),
        ("expect honour Bob 3", "expected what to check, found `honour`", (7, 13), Some("honor")),
        ("players \"\"", "expected a player name, found an empty name `\"\"`", (8, 10), None),
        (", honor", "expected a command, found `,`", (0, 1), None),
        (
            "players Allen, Bob",
            "expected the end of the command, found `,`",
            (13, 14),
            None,
        ),
    ];
    for &(input, message, (start, end), suggestion) in cases {
        let e = err(input);
        assert_eq!(e.message.en(), message, "message for `{input}`");
        assert_eq!(e.span, Span::new(start, end), "span for `{input}`");
        assert_eq!(
            e.suggestion.as_deref(),
            suggestion,
            "suggestion for `{input}`"
        );
        assert_eq!(e.text, input.trim());
    }

    // A player name with no verb lists every verb the parser knows, in its order, so a new verb
    // changes the message without changing this test.
    let verbs: Vec<String> = PLAYER_VERBS.iter().map(|v| format!("`{v}`")).collect();
    let listed = match verbs.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => verbs.concat(),
    };
    let e = err("\"Allen Smith\"");
    assert_eq!(
        e.message.en(),
        format!("expected a verb after the player name ({listed}) after `\"Allen Smith\"`")
    );
    assert!(
        listed.contains("`plays`") && listed.contains("`discards`"),
        "{listed}"
    );
    assert_eq!(e.span, Span::new(13, 13));
    assert_eq!(e.suggestion, None);
    assert_eq!(e.text, "\"Allen Smith\"");
}

#[test]
fn display_and_render() {
    let e = err("favr Allen");
    assert_eq!(
        e.to_string(),
        "unknown command `favr`; a line starts with a command word or a player name and a verb (did you mean `favor`?)"
    );
    assert!(e.expected.iter().any(|w| w == "favor"));
    let e = err("honor Allen");
    assert_eq!(
        e.render(),
        "expected a number after `honor Allen`\n  honor Allen\n             ^"
    );
    assert_eq!(e.expected, ["<number>"]);
}

#[test]
fn carets_follow_display_width() {
    // `十` is not a number; each full-width character takes two columns.
    let e = err("honor 土岐秀 十点");
    assert_eq!(e.span, Span::new(16, 22));
    assert_eq!(
        e.render(),
        "expected a number, found `十点`\n  honor 土岐秀 十点\n               ^^^^"
    );
    assert_eq!(caret("a 秀 b", Span::new(2, 5)), "a 秀 b\n  ^^");
    assert_eq!(caret("秀 b", Span::new(5, 5)), "秀 b\n    ^");
    // Out-of-range or mid-character spans are clamped, not a panic.
    assert_eq!(caret("秀", Span::new(1, 99)), "秀\n^^");
    assert_eq!(caret("ab", Span::new(9, 3)), "ab\n  ^");
    assert_eq!(caret("\tx", Span::new(1, 2)), "\tx\n\t^");
}

#[test]
fn suggestions() {
    assert_eq!(
        suggest("plyers", COMMAND_WORDS.iter().copied()),
        Some("players")
    );
    assert_eq!(
        suggest("favr", COMMAND_WORDS.iter().copied()),
        Some("favor")
    );
    assert_eq!(
        suggest("EXPCET", COMMAND_WORDS.iter().copied()),
        Some("expect")
    );
    assert_eq!(
        suggest("reactz", PLAYER_VERBS.iter().copied()),
        Some("reacts")
    );
    assert_eq!(suggest("zzzzzz", COMMAND_WORDS.iter().copied()), None);
    assert_eq!(suggest("", COMMAND_WORDS.iter().copied()), None);
    assert_eq!(suggest("Hotur", ["kachiko", "hoturi"]), Some("hoturi"));
    assert_eq!(suggest("秀吉", ["秀", "秀吉"]), Some("秀吉"));
}

#[test]
fn keywords_are_case_insensitive_names_keep_their_case() {
    let t = "ENTER Allen Personality \"Doji Hoturi\" FORCE 3 As HOTURI";
    let Command::Enter {
        player,
        card,
        handle,
        ..
    } = one(t)
    else {
        panic!("not an enter")
    };
    assert_eq!(player.value, "Allen");
    assert_eq!(card.kind.map(|k| k.value), Some(CardKind::Personality));
    assert_eq!(handle.map(|h| h.value), Some("HOTURI".to_string()));
}

#[test]
fn no_input_panics() {
    let mut inputs: Vec<String> = [
        "",
        " ",
        "\t \u{3000}",
        "\"",
        "\"\"",
        "\";",
        ";;;",
        "#",
        ",",
        ",,,",
        "honor A 99999999999999999999",
        "honor A -99999999999999999999",
        "honor A -",
        "honor A +",
        "gain A -2147483648",
        "lose A 2147483647",
        "😀",
        "😀 plays 🎴",
        "players 😀 \"🎴 🀄\"",
        "expect",
        "expect rejects",
        "expect rejects expect honor A 1",
        "expect rejects expect rejects undo",
        "expect rejects \"",
        "expect rejects ;",
        "expect rejects no.such.rule honor A 1",
        "expect rejects favor.petition",
        "expect rejects unreadable",
        "enter",
        "enter A",
        "enter A personality",
        "enter A personality X hr",
        "enter A personality X hr - hr 2",
        "enter A personality X traits",
        "enter A personality X as",
        "enter A personality X on",
        "card X target",
        "card X target personality any-bowed any-bowed",
        "card X cost",
        "card X effect",
        "card X effect destroy target,",
        "card X effect gain-honor",
        "card X effect gain-honor actor",
        "card X effect gain-honor actor -1",
        "A plays",
        "A plays X target",
        "A plays X paying",
        "A plays X by",
        "A uses",
        "A uses favor",
        "A uses favor open target",
        "A uses favor open x",
        "A bows",
        "A bows h for",
        "A gifts x",
        "pass all all",
        "clan A",
        "clan A crane extra",
        "favor",
        "turn",
        "turn A",
        "expect dead h honourable",
        "expect force h",
        "a\"b\"c",
        "ｈｏｎｏｒ Ａ １０",
        "honor A １０",
        "\u{0}\u{1}\u{7f}",
        "é́́́́",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // Every prefix of every example, and every keyword alone.
    let examples = [
        "enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane as hoturi",
        "Bob plays \"Kolat Assassin\" limited target hoturi cost lose-honor 4 effect destroy target",
        "Allen reacts \"Investigation\" effect cancel, lose-honor actor 5",
        "card \"Strike\" action open target personality effect destroy target",
        "enter Allen personality \"土岐 秀\" force 2 as 秀",
    ];
    for ex in examples {
        for (i, _) in ex.char_indices() {
            inputs.push(ex[..i].to_string());
            inputs.push(format!("expect rejects {}", &ex[..i]));
        }
    }
    inputs.extend(COMMAND_WORDS.iter().map(|w| w.to_string()));
    inputs.extend(PLAYER_VERBS.iter().map(|w| format!("A {w}")));
    for input in &inputs {
        let result = std::panic::catch_unwind(|| parse_line(input));
        let result = result.unwrap_or_else(|_| panic!("panic on `{input}`"));
        if let Err(e) = result {
            // Every error renders, and its span lies inside its text on character boundaries.
            assert!(
                e.span.start <= e.span.end && e.span.end <= e.text.len(),
                "{e:?}"
            );
            assert!(e.text.is_char_boundary(e.span.start) && e.text.is_char_boundary(e.span.end));
            assert!(!e.render().is_empty());
        }
    }
    // Overflowing numbers are errors, not wrapped values.
    assert!(parse_line("honor A 99999999999999999999").is_err());
    assert!(parse_line("expect rejects").is_err());
    assert!(parse_line("expect rejects expect honor A 1").is_err());
}

/// The language guide stays true: its opening script and every example in an "Example" column
/// parse, and its error samples are exactly what the parser renders.
#[test]
fn language_guide_examples() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/language.md"))
        .expect("docs/language.md is part of the repository");
    let blocks: Vec<&str> = guide
        .split("```text\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .collect();
    assert_eq!(
        blocks.len(),
        2,
        "an opening script and an error sample block"
    );

    for line in blocks[0].lines() {
        let parsed = parse_line(line).unwrap_or_else(|e| panic!("{}", e.render()));
        assert!(!parsed.is_empty(), "`{line}`");
    }

    let mut samples = 0;
    for sample in blocks[1].split("\n\n") {
        let sample = sample.trim_end_matches('\n');
        let input = sample
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("  "))
            .expect("each sample shows its input on the second line");
        assert_eq!(err(input).render(), sample);
        samples += 1;
    }
    assert_eq!(samples, 6);

    let mut examples = 0;
    let mut column = None;
    let mut previous_was_table = false;
    for line in guide.lines() {
        if !line.starts_with('|') {
            previous_was_table = false;
            column = None;
            continue;
        }
        let cells: Vec<String> = line
            .replace("\\|", "¦")
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        if !previous_was_table {
            column = cells.iter().position(|c| c == "Example");
        } else if let Some(i) = column {
            let cell = &cells[i];
            let Some(code) = cell.strip_prefix('`').and_then(|c| c.strip_suffix('`')) else {
                continue;
            };
            let first = code.split(' ').next().unwrap_or_default();
            let second = code.split(' ').nth(1).unwrap_or_default();
            let is_command = COMMAND_WORDS.contains(&first) || PLAYER_VERBS.contains(&second);
            if is_command && !code.contains('`') {
                one(code);
                examples += 1;
            }
        }
        previous_was_table = true;
    }
    assert!(examples >= 35, "only {examples} examples found");
}
