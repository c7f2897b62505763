//! The judge language through the library API: every documented example parses to the exact tree,
//! errors point where they should, and no input panics. Here: the helpers the language tests
//! share, setup, `enter`, `hand`, `card` and adjustments; `lang_plays`, `lang_scripts` and
//! `lang_errors` hold the rest.

use gunbai::lang::ast::*;
use gunbai::lang::{parse_line, ParseError};

/// Walks a command's text left to right, handing out the spans of the values in it.
pub struct At<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> At<'a> {
    pub fn new(text: &'a str) -> Self {
        At { text, pos: 0 }
    }

    /// The span of the next occurrence of `needle` as a whole token (not inside a longer word).
    pub fn span(&mut self, needle: &str) -> Span {
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

    pub fn name(&mut self, needle: &str) -> Name {
        Spanned::new(needle.to_string(), self.span(needle))
    }

    pub fn int(&mut self, needle: &str) -> Spanned<i32> {
        Spanned::new(
            needle.parse().expect("test numbers are valid"),
            self.span(needle),
        )
    }

    pub fn sp<T>(&mut self, needle: &str, value: T) -> Spanned<T> {
        Spanned::new(value, self.span(needle))
    }
}

pub fn one(text: &str) -> Command {
    let lines = parse_line(text).unwrap_or_else(|e| panic!("`{text}` failed:\n{}", e.render()));
    assert_eq!(lines.len(), 1, "`{text}` gave {lines:?}");
    assert_eq!(lines[0].text, text.trim());
    lines
        .into_iter()
        .next()
        .expect("one line checked above")
        .command
}

pub fn err(text: &str) -> ParseError {
    match parse_line(text) {
        Ok(lines) => panic!("`{text}` parsed: {lines:?}"),
        Err(e) => e,
    }
}

pub fn spec(name: Name) -> CardSpecAst {
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
