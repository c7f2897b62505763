//! The judge language through the library API: plays, reactions, the other player verbs, effects,
//! bring clauses, and the turn, province and battle commands.

use crate::lang::{err, one, At};
use gunbai::lang::ast::*;
use gunbai::lang::parse_line;

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
            ability: None,
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
            ability: None,
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
            ability: None,
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
            ability: None,
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
            ability: None,
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
    assert!(e.message.en().contains("`1Q`"), "{}", e.message.en());
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
    assert!(err("next Allen").message.en().contains("end"));
    assert!(err("province Bob b1 3").message.en().contains("`strength`"));
    assert!(err("start draw").message.en().contains("focus value"));
    assert!(err("start draw Allen").message.en().contains("number"));
    assert!(err("Allen assigns tsuko b1").message.en().contains("`to`"));
    assert!(err("Allen attacks").message.en().contains("player"));
    assert!(err("expect province b1 gone")
        .message
        .en()
        .contains("province state"));
}
