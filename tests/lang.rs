//! The judge language through the library API: every documented example parses to the exact tree,
//! errors point where they should, and no input panics.

use gunbai::lang::ast::*;
use gunbai::lang::{
    caret, derived_handle, parse_line, parse_script, suggest, ParseError, COMMAND_WORDS,
    PLAYER_VERBS,
};

/// Walks a command's text left to right, handing out the spans of the values in it.
struct At<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> At<'a> {
    fn new(text: &'a str) -> Self {
        At { text, pos: 0 }
    }

    /// The span of the next occurrence of `needle` as a whole token (not inside a longer word).
    fn span(&mut self, needle: &str) -> Span {
        let mut from = self.pos;
        loop {
            let i = from
                + self.text[from..]
                    .find(needle)
                    .unwrap_or_else(|| panic!("`{needle}` not in `{}` after {from}", self.text));
            let end = i + needle.len();
            let before = self.text[..i].chars().next_back();
            let after = self.text[end..].chars().next();
            let boundary = |c: Option<char>| c.is_none_or(|c| c == ' ' || c == '"' || c == ',');
            if boundary(before) && boundary(after) {
                self.pos = end;
                return Span::new(i, end);
            }
            from = i + needle.len();
        }
    }

    fn name(&mut self, needle: &str) -> Name {
        Spanned::new(needle.to_string(), self.span(needle))
    }

    fn int(&mut self, needle: &str) -> Spanned<i32> {
        Spanned::new(
            needle.parse().expect("test numbers are valid"),
            self.span(needle),
        )
    }

    fn sp<T>(&mut self, needle: &str, value: T) -> Spanned<T> {
        Spanned::new(value, self.span(needle))
    }
}

fn one(text: &str) -> Command {
    let lines = parse_line(text).unwrap_or_else(|e| panic!("`{text}` failed:\n{}", e.render()));
    assert_eq!(lines.len(), 1, "`{text}` gave {lines:?}");
    assert_eq!(lines[0].text, text.trim());
    lines
        .into_iter()
        .next()
        .expect("one line checked above")
        .command
}

fn err(text: &str) -> ParseError {
    match parse_line(text) {
        Ok(lines) => panic!("`{text}` parsed: {lines:?}"),
        Err(e) => e,
    }
}

fn spec(name: Name) -> CardSpecAst {
    CardSpecAst {
        name,
        ..CardSpecAst::default()
    }
}

#[test]
fn setup_commands() {
    let t = "players Allen Bob Cindy";
    let mut a = At::new(t);
    a.span("players");
    assert_eq!(
        one(t),
        Command::Players(vec![a.name("Allen"), a.name("Bob"), a.name("Cindy")])
    );

    let t = "honor Allen 10";
    let mut a = At::new(t);
    a.span("honor");
    assert_eq!(
        one(t),
        Command::Honor {
            player: a.name("Allen"),
            value: a.int("10")
        }
    );

    let t = "gain Allen 3";
    let mut a = At::new(t);
    a.span("gain");
    assert_eq!(
        one(t),
        Command::AdjustHonor {
            player: a.name("Allen"),
            delta: a.int("3")
        }
    );

    let t = "lose Bob +2";
    let mut a = At::new(t);
    a.span("lose");
    let player = a.name("Bob");
    assert_eq!(
        one(t),
        Command::AdjustHonor {
            player,
            delta: a.sp("+2", -2)
        }
    );

    assert_eq!(one("favor none"), Command::Favor(None));
    assert_eq!(one("FAVOR NONE"), Command::Favor(None));
    let t = "favor \"none\"";
    assert_eq!(
        one(t),
        Command::Favor(Some(Spanned::new("none".into(), Span::new(7, 11))))
    );
    let t = "favor Allen";
    let mut a = At::new(t);
    a.span("favor");
    assert_eq!(one(t), Command::Favor(Some(a.name("Allen"))));

    let t = "turn Bob action";
    let mut a = At::new(t);
    a.span("turn");
    assert_eq!(
        one(t),
        Command::Turn {
            player: a.name("Bob"),
            phase: a.sp("action", Phase::Action)
        }
    );
    for phase in Phase::ALL {
        let t = format!("Turn Bob {}", phase.keyword().to_uppercase());
        let Command::Turn { phase: got, .. } = one(&t) else {
            panic!("`{t}` is not a turn")
        };
        assert_eq!(got.value, phase);
    }

    let t = "clan Allen crane no-honor-victory";
    let mut a = At::new(t);
    a.span("clan");
    assert_eq!(
        one(t),
        Command::Clan {
            player: a.name("Allen"),
            clan: a.name("crane"),
            no_honor_victory: true
        }
    );
    let t = "clan Bob \"Scorpion Clan\"";
    let mut a = At::new(t);
    a.span("clan");
    assert_eq!(
        one(t),
        Command::Clan {
            player: a.name("Bob"),
            clan: a.name("Scorpion Clan"),
            no_honor_victory: false
        }
    );

    assert_eq!(one("undo"), Command::Undo);
}

#[test]
fn enter_examples() {
    let t =
        "enter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane as hoturi";
    let mut a = At::new(t);
    a.span("enter");
    let player = a.name("Allen");
    let kind = a.sp("personality", CardKind::Personality);
    let name = a.name("Doji Hoturi");
    let force = (a.sp("force", Stat::Force), a.int("3"));
    let chi = (a.sp("chi", Stat::Chi), a.int("4"));
    let ph = (a.sp("ph", Stat::PersonalHonor), a.int("3"));
    a.span("traits");
    let traits = vec![a.name("samurai"), a.name("crane")];
    a.span("as");
    let handle = a.name("hoturi");
    assert_eq!(
        one(t),
        Command::Enter {
            player,
            card: CardSpecAst {
                kind: Some(kind),
                stats: vec![force, chi, ph],
                traits,
                ..spec(name)
            },
            on: None,
            bowed: false,
            dishonored: false,
            handle: Some(handle),
        }
    );

    let t = "enter Allen personality \"Bayushi Kachiko\" force 1 chi 3 ph 3 dishonored as kachiko";
    let mut a = At::new(t);
    a.span("enter");
    let player = a.name("Allen");
    let kind = a.sp("personality", CardKind::Personality);
    let name = a.name("Bayushi Kachiko");
    let force = (a.sp("force", Stat::Force), a.int("1"));
    let chi = (a.sp("chi", Stat::Chi), a.int("3"));
    let ph = (a.sp("ph", Stat::PersonalHonor), a.int("3"));
    a.span("as");
    let handle = a.name("kachiko");
    assert_eq!(
        one(t),
        Command::Enter {
            player,
            card: CardSpecAst {
                kind: Some(kind),
                stats: vec![force, chi, ph],
                ..spec(name)
            },
            on: None,
            bowed: false,
            dishonored: true,
            handle: Some(handle),
        }
    );

    let t = "enter Allen holding \"Diamond Mine\" gold 5 as mine";
    let mut a = At::new(t);
    a.span("enter");
    let player = a.name("Allen");
    let kind = a.sp("holding", CardKind::Holding);
    let name = a.name("Diamond Mine");
    let gold = (a.sp("gold", Stat::GoldProduced), a.int("5"));
    a.span("as");
    let handle = a.name("mine");
    assert_eq!(
        one(t),
        Command::Enter {
            player,
            card: CardSpecAst {
                kind: Some(kind),
                stats: vec![gold],
                ..spec(name)
            },
            on: None,
            bowed: false,
            dishonored: false,
            handle: Some(handle),
        }
    );

    let t = "enter Allen follower \"Light Cavalry\" on hoturi";
    let mut a = At::new(t);
    a.span("enter");
    let player = a.name("Allen");
    let kind = a.sp("follower", CardKind::Follower);
    let name = a.name("Light Cavalry");
    a.span("on");
    let on = a.name("hoturi");
    assert_eq!(
        one(t),
        Command::Enter {
            player,
            card: CardSpecAst {
                kind: Some(kind),
                ..spec(name)
            },
            on: Some(on),
            bowed: false,
            dishonored: false,
            handle: None,
        }
    );
}

#[test]
fn enter_with_every_description_item() {
    let t = "enter Bob stronghold \"Shiro\" province 7 starting-honor 6 gold 5 hr - unique experienced 2 bowed traits Scorpion \"as\" as shiro";
    let Command::Enter {
        card,
        bowed,
        handle,
        ..
    } = one(t)
    else {
        panic!("not an enter")
    };
    let stats: Vec<(Stat, i32)> = card.stats.iter().map(|(s, n)| (s.value, n.value)).collect();
    assert_eq!(
        stats,
        [
            (Stat::ProvinceStrength, 7),
            (Stat::StartingHonor, 6),
            (Stat::GoldProduced, 5)
        ]
    );
    assert!(card.hr_dash && card.unique && bowed);
    assert_eq!(card.experienced.map(|e| e.value), Some(2));
    let traits: Vec<&str> = card.traits.iter().map(|t| t.value.as_str()).collect();
    assert_eq!(traits, ["Scorpion", "as"]);
    assert_eq!(handle.map(|h| h.value), Some("shiro".to_string()));

    // `experienced` alone is level 1, spanning the keyword; `cost N` is the gold cost.
    let t = "enter Bob personality Toku experienced cost 4 hr 2";
    let Command::Enter { card, .. } = one(t) else {
        panic!("not an enter")
    };
    assert_eq!(card.experienced, Some(Spanned::new(1, Span::new(27, 38))));
    let stats: Vec<(Stat, i32)> = card.stats.iter().map(|(s, n)| (s.value, n.value)).collect();
    assert_eq!(stats, [(Stat::GoldCost, 4), (Stat::HonorRequirement, 2)]);
    assert!(!card.hr_dash);
}

#[test]
fn japanese_names_keep_byte_spans() {
    let t = "enter Allen personality \"土岐 秀\" force 2 as 秀";
    let Command::Enter { card, handle, .. } = one(t) else {
        panic!("not an enter")
    };
    let handle = handle.expect("`as 秀` gives a handle");
    assert_eq!(handle.value, "秀");
    assert_eq!(&t[handle.span.start..handle.span.end], "秀");
    assert_eq!(card.name.value, "土岐 秀");
    assert_eq!(&t[card.name.span.start..card.name.span.end], "土岐 秀");
    let (stat, value) = &card.stats[0];
    assert_eq!(&t[stat.span.start..stat.span.end], "force");
    assert_eq!(&t[value.span.start..value.span.end], "2");

    // Full-width white space separates tokens; full-width digits are numbers.
    let t = "honor\u{3000}秀\u{3000}１２";
    let Command::Honor { player, value } = one(t) else {
        panic!("not an honor")
    };
    assert_eq!(player.value, "秀");
    assert_eq!(value.value, 12);
    assert_eq!(&t[value.span.start..value.span.end], "１２");
}

#[test]
fn hand_and_card() {
    let t = "hand Bob \"Offering\" focus 3";
    let mut a = At::new(t);
    a.span("hand");
    let player = a.name("Bob");
    let name = a.name("Offering");
    let focus = (a.sp("focus", Stat::Focus), a.int("3"));
    assert_eq!(
        one(t),
        Command::Hand {
            player,
            card: CardSpecAst {
                stats: vec![focus],
                ..spec(name)
            }
        }
    );

    let t = "card \"Strike\" action open target personality effect destroy target";
    let mut a = At::new(t);
    a.span("card");
    let name = a.name("Strike");
    let kind = a.sp("action", CardKind::Action);
    let action_kind = a.sp("open", ActionKind::Open);
    a.span("target");
    let target_kind = a.sp("personality", CardKind::Personality);
    a.span("effect");
    let verb = a.sp("destroy", CardVerb::Destroy);
    let target = a.span("target");
    assert_eq!(
        one(t),
        Command::Card(CardSpecAst {
            kind: Some(kind),
            action_kind: Some(action_kind),
            target: Some(TargetSpecAst {
                any_kind: false,
                kind: target_kind,
                traits: vec![],
                own_bowed: false
            }),
            effects: vec![EffectAst::Card {
                verb,
                what: CardRef::Target(target)
            }],
            ..spec(name)
        })
    );

    let t = "card \"Kolat Assassin\" action limited cost 0 target personality samurai any-bowed cost lose-honor 4 effect destroy target, gain-honor me 1";
    let mut a = At::new(t);
    a.span("card");
    let name = a.name("Kolat Assassin");
    let kind = a.sp("action", CardKind::Action);
    let action_kind = a.sp("limited", ActionKind::Limited);
    let gold = (a.sp("cost", Stat::GoldCost), a.int("0"));
    a.span("target");
    let target_kind = a.sp("personality", CardKind::Personality);
    let samurai = a.name("samurai");
    a.span("any-bowed");
    let lose = a.span("lose-honor");
    let four = a.int("4");
    a.span("effect");
    let destroy = a.sp("destroy", CardVerb::Destroy);
    let target = a.span("target");
    let gain = a.span("gain-honor");
    let me = a.span("me");
    let one_honor = a.int("1");
    assert_eq!(
        one(t),
        Command::Card(CardSpecAst {
            kind: Some(kind),
            action_kind: Some(action_kind),
            stats: vec![gold],
            target: Some(TargetSpecAst {
                any_kind: false,
                kind: target_kind,
                traits: vec![samurai],
                own_bowed: true
            }),
            costs: vec![EffectAst::Honor {
                gain: false,
                verb_span: lose,
                who: None,
                amount: four
            }],
            effects: vec![
                EffectAst::Card {
                    verb: destroy,
                    what: CardRef::Target(target)
                },
                EffectAst::Honor {
                    gain: true,
                    verb_span: gain,
                    who: Some(PlayerRef::Me(me)),
                    amount: one_honor
                }
            ],
            ..spec(name)
        })
    );
}

#[test]
fn adjustments() {
    let cases = [
        ("bow", AdjustVerb::Bow),
        ("straighten", AdjustVerb::Straighten),
        ("destroy", AdjustVerb::Destroy),
        ("discard", AdjustVerb::Discard),
        ("dishonor", AdjustVerb::Dishonor),
        ("rehonor", AdjustVerb::Rehonor),
    ];
    for (word, verb) in cases {
        let t = format!("{word} hoturi");
        let mut a = At::new(&t);
        let verb = a.sp(word, verb);
        assert_eq!(
            one(&t),
            Command::Adjust {
                verb,
                handle: a.name("hoturi")
            }
        );
    }
}

#[test]
fn plays_and_reacts() {
    let t = "Bob plays \"Kolat Assassin\" limited target hoturi cost lose-honor 4 effect destroy target";
    let mut a = At::new(t);
    let player = a.name("Bob");
    let card = a.name("Kolat Assassin");
    let kind = a.sp("limited", ActionKind::Limited);
    a.span("target");
    let targets = vec![a.name("hoturi")];
    a.span("cost");
    let lose = a.span("lose-honor");
    let four = a.int("4");
    a.span("effect");
    let destroy = a.sp("destroy", CardVerb::Destroy);
    let target = a.span("target");
    assert_eq!(
        one(t),
        Command::Play {
            bring: BringAst::default(),
            player,
            card,
            reacts: false,
            kind: Some(kind),
            by: None,
            targets,
            on: None,
            paying: vec![],
            costs: vec![EffectAst::Honor {
                gain: false,
                verb_span: lose,
                who: None,
                amount: four
            }],
            effects: vec![EffectAst::Card {
                verb: destroy,
                what: CardRef::Target(target)
            }],
        }
    );

    let t = "Allen reacts \"Investigation\" effect cancel, lose-honor actor 5";
    let mut a = At::new(t);
    let player = a.name("Allen");
    a.span("reacts");
    let card = a.name("Investigation");
    a.span("effect");
    let cancel = a.span("cancel");
    let lose = a.span("lose-honor");
    let actor = a.span("actor");
    let five = a.int("5");
    assert_eq!(
        one(t),
        Command::Play {
            bring: BringAst::default(),
            player,
            card,
            reacts: true,
            kind: None,
            by: None,
            targets: vec![],
            on: None,
            paying: vec![],
            costs: vec![],
            effects: vec![
                EffectAst::Cancel(cancel),
                EffectAst::Honor {
                    gain: false,
                    verb_span: lose,
                    who: Some(PlayerRef::Actor(actor)),
                    amount: five
                }
            ],
        }
    );

    let t = "Bob plays \"Strike\" open target kachiko effect destroy target";
    let mut a = At::new(t);
    let player = a.name("Bob");
    let card = a.name("Strike");
    let kind = a.sp("open", ActionKind::Open);
    a.span("target");
    let targets = vec![a.name("kachiko")];
    a.span("effect");
    let destroy = a.sp("destroy", CardVerb::Destroy);
    let target = a.span("target");
    assert_eq!(
        one(t),
        Command::Play {
            bring: BringAst::default(),
            player,
            card,
            reacts: false,
            kind: Some(kind),
            by: None,
            targets,
            on: None,
            paying: vec![],
            costs: vec![],
            effects: vec![EffectAst::Card {
                verb: destroy,
                what: CardRef::Target(target)
            }],
        }
    );

    let t = "Allen plays \"Light Cavalry\" on hoturi paying mine";
    let mut a = At::new(t);
    let player = a.name("Allen");
    let card = a.name("Light Cavalry");
    a.span("on");
    let on = a.name("hoturi");
    a.span("paying");
    let paying = vec![a.name("mine")];
    assert_eq!(
        one(t),
        Command::Play {
            bring: BringAst::default(),
            player,
            card,
            reacts: false,
            kind: None,
            by: None,
            targets: vec![],
            on: Some(on),
            paying,
            costs: vec![],
            effects: vec![],
        }
    );

    let t = "Bob plays \"Kolat Assassin\"";
    let mut a = At::new(t);
    let player = a.name("Bob");
    let card = a.name("Kolat Assassin");
    assert_eq!(
        one(t),
        Command::Play {
            bring: BringAst::default(),
            player,
            card,
            reacts: false,
            kind: None,
            by: None,
            targets: vec![],
            on: None,
            paying: vec![],
            costs: vec![],
            effects: vec![],
        }
    );
}

#[test]
fn play_clauses_in_any_order() {
    let t = "Cindy plays Duel effect bow target, straighten aramoro, dishonor target, rehonor h, discard h, restore h, gain-honor Bob 2, lose-honor controller 1, redirect kachiko, prevent-honor-loss, draw by aramoro target hoturi kachiko battle paying mine \"Gold Mine\"";
    let Command::Play {
        player,
        by,
        targets,
        kind,
        paying,
        effects,
        ..
    } = one(t)
    else {
        panic!("not a play")
    };
    assert_eq!(player.value, "Cindy");
    assert_eq!(by.map(|b| b.value), Some("aramoro".to_string()));
    let targets: Vec<&str> = targets.iter().map(|t| t.value.as_str()).collect();
    assert_eq!(targets, ["hoturi", "kachiko"]);
    assert_eq!(kind.map(|k| k.value), Some(ActionKind::Battle));
    let paying: Vec<&str> = paying.iter().map(|t| t.value.as_str()).collect();
    assert_eq!(paying, ["mine", "Gold Mine"]);
    let words: Vec<String> = effects
        .iter()
        .map(|e| match e {
            EffectAst::Card { verb, what } => format!(
                "{} {}",
                verb.value.keyword(),
                match what {
                    CardRef::Target(_) => "<target>".to_string(),
                    CardRef::Handle(h) => h.value.clone(),
                }
            ),
            EffectAst::Honor {
                gain, who, amount, ..
            } => format!(
                "{} {} {}",
                if *gain { "gain" } else { "lose" },
                match who {
                    None => "-".to_string(),
                    Some(PlayerRef::Actor(_)) => "actor".to_string(),
                    Some(PlayerRef::Me(_)) => "me".to_string(),
                    Some(PlayerRef::Controller(_)) => "controller".to_string(),
                    Some(PlayerRef::Named(n)) => n.value.clone(),
                },
                amount.value
            ),
            EffectAst::Cancel(_) => "cancel".to_string(),
            EffectAst::Redirect { to, .. } => format!("redirect {}", to.value),
            EffectAst::PreventHonorLoss(_) => "prevent".to_string(),
            EffectAst::Draw(_) => "draw".to_string(),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        words,
        [
            "bow <target>",
            "straighten aramoro",
            "dishonor <target>",
            "rehonor h",
            "discard h",
            "restore h",
            "gain Bob 2",
            "lose controller 1",
            "redirect kachiko",
            "prevent",
            "draw"
        ]
    );
}

#[test]
fn other_player_verbs() {
    let t = "Bob petitions with kachiko";
    let mut a = At::new(t);
    let player = a.name("Bob");
    a.span("with");
    assert_eq!(
        one(t),
        Command::Petition {
            player,
            spokesman: a.name("kachiko")
        }
    );

    let t = "Bob bows aramoro for Bob";
    let mut a = At::new(t);
    let player = a.name("Bob");
    let handle = a.name("aramoro");
    a.span("for");
    assert_eq!(
        one(t),
        Command::Support {
            player,
            handle,
            side: a.name("Bob")
        }
    );

    let t = "Bob gifts \"Offering\" for Bob";
    let mut a = At::new(t);
    let player = a.name("Bob");
    let card = a.name("Offering");
    a.span("for");
    assert_eq!(
        one(t),
        Command::Gift {
            player,
            card,
            side: a.name("Bob")
        }
    );

    let t = "Allen seppuku hoturi";
    let mut a = At::new(t);
    let player = a.name("Allen");
    a.span("seppuku");
    assert_eq!(
        one(t),
        Command::Seppuku {
            player,
            handle: a.name("hoturi")
        }
    );

    let t = "Allen declines";
    let mut a = At::new(t);
    assert_eq!(
        one(t),
        Command::Decline {
            player: a.name("Allen")
        }
    );

    let t = "Allen uses favor limited target hoturi";
    let mut a = At::new(t);
    let player = a.name("Allen");
    a.span("favor");
    let kind = a.sp("limited", ActionKind::Limited);
    a.span("target");
    assert_eq!(
        one(t),
        Command::UseFavor {
            player,
            kind,
            target: Some(a.name("hoturi"))
        }
    );

    // A quoted player name, and a player named like a command word.
    let t = "\"Allen Smith\" declines";
    assert_eq!(
        one(t),
        Command::Decline {
            player: Spanned::new("Allen Smith".into(), Span::new(1, 12))
        }
    );
    let t = "\"pass\" USES favor reaction";
    let Command::UseFavor {
        player,
        kind,
        target,
    } = one(t)
    else {
        panic!("not uses favor")
    };
    assert_eq!(
        (player.value.as_str(), kind.value, target),
        ("pass", ActionKind::Reaction, None)
    );
}

#[test]
fn pass_forms() {
    assert_eq!(
        one("pass"),
        Command::Pass(Spanned::new(PassWho::Current, Span::new(0, 4)))
    );
    assert_eq!(
        one("pass all"),
        Command::Pass(Spanned::new(PassWho::All, Span::new(5, 8)))
    );
    let cindy = Spanned::new("Cindy".to_string(), Span::new(5, 10));
    assert_eq!(
        one("pass Cindy"),
        Command::Pass(Spanned::new(PassWho::Player(cindy), Span::new(5, 10)))
    );
}

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
    let Command::Expect(Expectation::Rejects(inner)) = one(t) else {
        panic!("not a rejects")
    };
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
    assert_eq!(e.message, "expected a number, found `ten`");

    let e = err("expect rejects expect honor A 1");
    assert_eq!(e.span, Span::new(15, 21));
    let e = err("expect rejects");
    assert_eq!(e.span, Span::new(14, 14));
    assert_eq!(e.message, "expected a command after `expect rejects`");
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
    assert_eq!(e.message, "expected a number after `honor Bob`");
}

#[test]
fn scripts_number_their_lines() {
    let script =
        "\u{feff}players Allen Bob\n\n# setup\nhonor Allen 10; honor Bob 9\r\nhonor Cindy\n";
    let results = parse_script(script);
    let summary: Vec<(usize, Result<usize, String>)> = results
        .iter()
        .map(|(n, r)| (*n, r.as_ref().map(Vec::len).map_err(|e| e.message.clone())))
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
        assert_eq!(e.message, message, "message for `{input}`");
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
        e.message,
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
fn derived_handles() {
    assert_eq!(derived_handle("Doji Hoturi"), "doji-hoturi");
    assert_eq!(derived_handle("  Light   Cavalry "), "light-cavalry");
    assert_eq!(derived_handle("土岐 秀"), "土岐-秀");
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

#[test]
fn token_bonus_copy_and_trait_effects() {
    let lines = parse_line("Bob plays X open by shifter effect token target 1F/1C, bonus mitsu +2F permanent, copy ph mitsu, lose-trait target samurai, gain-trait h ronin permanent")
        .expect("parses");
    let Command::Play { effects, .. } = &lines[0].command else {
        panic!("a play line")
    };
    assert!(matches!(
        effects[0],
        EffectAst::Token {
            force: 1,
            chi: 1,
            what: CardRef::Target(_),
            ..
        }
    ));
    assert!(matches!(
        effects[1],
        EffectAst::Bonus {
            force: 2,
            chi: 0,
            permanent: true,
            ..
        }
    ));
    assert!(
        matches!(&effects[2], EffectAst::Copy { what, from, .. } if what.value == CopyWhat::PersonalHonor && from.value == "mitsu")
    );
    assert!(
        matches!(&effects[3], EffectAst::Trait { gain: false, permanent: false, name, .. } if name.value == "samurai")
    );
    assert!(matches!(
        &effects[4],
        EffectAst::Trait {
            gain: true,
            permanent: true,
            ..
        }
    ));
    let e = parse_line("Bob plays X effect token target 1Q").expect_err("1Q is no modifier");
    assert!(e.message.contains("`1Q`"), "{}", e.message);
    assert!(parse_line("Bob plays X effect token target -3F/+2C").is_ok());
    assert!(parse_line("Bob plays X effect copy luck mitsu").is_err());
}

#[test]
fn bring_clauses() {
    let lines =
        parse_line("Allen plays \"Doji Nio\" proclaim paying m1 m2 as nio").expect("parses");
    let Command::Play { bring, paying, .. } = &lines[0].command else {
        panic!("a play line")
    };
    assert_eq!(
        bring.clan_choice.as_ref().map(|c| c.value),
        Some(ClanChoice::Proclaim)
    );
    assert_eq!(bring.handle.as_ref().map(|h| h.value.as_str()), Some("nio"));
    assert_eq!(paying.len(), 2);
    let lines =
        parse_line("Allen plays \"Isawa Tadaka (Experienced)\" over tadaka").expect("parses");
    let Command::Play { bring, .. } = &lines[0].command else {
        panic!("a play line")
    };
    assert_eq!(
        bring.over.as_ref().map(|h| h.value.as_str()),
        Some("tadaka")
    );
    assert!(parse_line("Allen plays X discount proclaim").is_err());
}

#[test]
fn turn_province_and_battle_commands() {
    assert!(matches!(one("next"), Command::Next));
    assert!(matches!(
        one("start highest-honor"),
        Command::Start(StartAst::HighestHonor)
    ));
    match one("start draw Allen 3 Bob -1") {
        Command::Start(StartAst::Draw(d)) => {
            assert_eq!(d.len(), 2);
            assert_eq!(d[0].0.value, "Allen");
            assert_eq!(d[1].1.value, -1);
        }
        other => panic!("{other:?}"),
    }
    match one("start Cindy") {
        Command::Start(StartAst::Named(n)) => assert_eq!(n.value, "Cindy"),
        other => panic!("{other:?}"),
    }
    match one("province Bob b1 strength 3") {
        Command::Province {
            player,
            handle,
            strength,
        } => {
            assert_eq!(
                (player.value.as_str(), handle.value.as_str()),
                ("Bob", "b1")
            );
            assert_eq!(strength.map(|s| s.value), Some(3));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        one("province Bob b1"),
        Command::Province { strength: None, .. }
    ));
    match one("fill b1 \"Hida Amoro\" personality cost 5 force 3") {
        Command::Fill { province, card } => {
            assert_eq!(province.value, "b1");
            assert_eq!(card.name.value, "Hida Amoro");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(one("Allen attacks Bob"), Command::Attack { .. }));
    match one("Allen assigns tsuko to b1") {
        Command::Assign { unit, province, .. } => {
            assert_eq!(
                (unit.value.as_str(), province.value.as_str()),
                ("tsuko", "b1")
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(one("Allen fights b1"), Command::Fight { .. }));
    assert!(matches!(
        one("Allen discards a3"),
        Command::PlayerDiscard { .. }
    ));
    // Malformed lines are refused with what may come instead.
    assert!(err("next Allen").message.contains("end"));
    assert!(err("province Bob b1 3").message.contains("`strength`"));
    assert!(err("start draw").message.contains("focus value"));
    assert!(err("start draw Allen").message.contains("number"));
    assert!(err("Allen assigns tsuko b1").message.contains("`to`"));
    assert!(err("Allen attacks").message.contains("player"));
    assert!(err("expect province b1 gone")
        .message
        .contains("province state"));
}
