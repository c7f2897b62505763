//! Events: what a table produces. Setup facts, judge adjustments, declarations, choices and
//! reported outcomes. Never what the rules derive: that is recomputed on every replay.

use crate::engine::core::card::CardDef;
use crate::lang::ast::{ActionKind, AdjustVerb, Phase};
use serde::{Deserialize, Serialize};

/// The version of the event format written today. Readers accept every version up to it.
pub const EVENT_VERSION: u32 = 1;

/// Who passes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Passer {
    /// Whoever has the chance.
    Current,
    Player(String),
    /// Every player in turn, until nothing is left open.
    All,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Event {
    /// Seating, clockwise; also turn order.
    Players {
        names: Vec<String>,
    },
    /// Family honor set as a setup fact.
    SetHonor {
        player: String,
        honor: i32,
    },
    /// A judge adjustment of family honor.
    AdjustHonor {
        player: String,
        delta: i32,
    },
    SetFavor {
        holder: Option<String>,
    },
    SetTurn {
        player: String,
        phase: Phase,
    },
    SetClan {
        player: String,
        clan: String,
        no_honor_victory: bool,
    },
    /// A card put on the board by the judge (a setup fact).
    Enter {
        player: String,
        handle: String,
        card: Box<CardDef>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on: Option<String>,
        #[serde(default)]
        bowed: bool,
        #[serde(default)]
        dishonored: bool,
    },
    /// A fate card in a player's hand.
    Hand {
        player: String,
        handle: String,
        card: Box<CardDef>,
    },
    /// A card defined for this case.
    DefineCard {
        card: Box<CardDef>,
    },
    /// A judge adjustment of one card.
    Adjust {
        verb: AdjustVerb,
        handle: String,
    },
    /// An action declared: a card played or an ability used. `card` is the definition as played.
    Declare {
        player: String,
        card: Box<CardDef>,
        kind: ActionKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        targets: Vec<String>,
        /// The hand card played, if it was in the hand.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from_hand: Option<String>,
        /// The card comes into play (attached, recruited, laid over, a ring) when this resolves.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        entering: Option<Box<crate::engine::core::state::Entering>>,
    },
    Pass {
        who: Passer,
    },
    Petition {
        player: String,
        spokesman: String,
    },
    Support {
        player: String,
        handle: String,
        side: String,
    },
    Gift {
        player: String,
        card: String,
        side: String,
    },
    Seppuku {
        player: String,
        handle: String,
    },
    /// An attachment moved from one personality to another.
    Move {
        player: String,
        card: String,
        to: String,
    },
    Decline {
        player: String,
    },
    UseFavor {
        player: String,
        kind: ActionKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<String>,
    },
    /// Retracts the event at `seq` (1-based position in the case).
    Retract {
        seq: u64,
    },
    /// The challenged player accepts or refuses a challenge.
    AnswerChallenge {
        player: String,
        accept: bool,
    },
    /// A fate card laid face down as a focus card in a duel.
    Focus {
        player: String,
        card: String,
    },
    /// A duelist strikes: the duel resolves.
    Strike {
        player: String,
    },
    /// A province of a player, with its strength (a setup fact).
    Province {
        player: String,
        handle: String,
        strength: i32,
    },
    /// An optional rule of the rulebook put in force for this game (a setup fact).
    SetOption {
        option: crate::lang::ast::GameOption,
    },
    /// The face-down card of a province turned face up outside its owner's events phase, by a
    /// card's effect (a reported outcome).
    Reveal {
        province: String,
    },
    /// A dynasty card dealt face down into an empty province (a reported outcome).
    Fill {
        province: String,
        card: Box<CardDef>,
    },
    /// The first turn begins with `player`, chosen as `how` says.
    Start {
        player: String,
        how: StartHow,
    },
    /// Play moves on by the rules: the next phase, or the next player's turn.
    Next,
    Attack {
        player: String,
        defender: String,
    },
    /// A unit (by its personality) assigned to a province in the maneuvers.
    Assign {
        player: String,
        unit: String,
        province: String,
    },
    /// The attacker chooses the next battle.
    Fight {
        province: String,
    },
    /// A face-up province card (dynasty phase) or a fate card from the hand (end phase) discarded.
    PlayerDiscard {
        player: String,
        card: String,
    },
}

/// How the first player was chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StartHow {
    /// Named by the judge: the cut of the base rules, or a tie broken at the table.
    Named,
    /// The first-turn optional rule: the highest family honor.
    HighestHonor,
    /// The variant: each player's drawn focus value added to their family honor for the comparison.
    Draw(Vec<(String, i32)>),
}

impl Event {
    /// The short kind name stored beside the payload.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Players { .. } => "players",
            Event::SetHonor { .. } => "set-honor",
            Event::AdjustHonor { .. } => "adjust-honor",
            Event::SetFavor { .. } => "set-favor",
            Event::SetTurn { .. } => "set-turn",
            Event::SetClan { .. } => "set-clan",
            Event::Enter { .. } => "enter",
            Event::Hand { .. } => "hand",
            Event::DefineCard { .. } => "define-card",
            Event::Adjust { .. } => "adjust",
            Event::Declare { .. } => "declare",
            Event::Pass { .. } => "pass",
            Event::Petition { .. } => "petition",
            Event::Support { .. } => "support",
            Event::Gift { .. } => "gift",
            Event::Seppuku { .. } => "seppuku",
            Event::Move { .. } => "move",
            Event::Decline { .. } => "decline",
            Event::UseFavor { .. } => "use-favor",
            Event::Retract { .. } => "retract",
            Event::AnswerChallenge { .. } => "answer-challenge",
            Event::Focus { .. } => "focus",
            Event::Strike { .. } => "strike",
            Event::Province { .. } => "province",
            Event::SetOption { .. } => "set-option",
            Event::Reveal { .. } => "reveal",
            Event::Fill { .. } => "fill",
            Event::Start { .. } => "start",
            Event::Next => "next",
            Event::Attack { .. } => "attack",
            Event::Assign { .. } => "assign",
            Event::Fight { .. } => "fight",
            Event::PlayerDiscard { .. } => "player-discard",
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self)
            .expect("events hold only strings, numbers and enums, which always serialize")
    }

    pub fn from_json(version: u32, payload: &str) -> Result<Event, EventFormatError> {
        if version > EVENT_VERSION {
            return Err(EventFormatError::TooNew {
                version,
                supported: EVENT_VERSION,
            });
        }
        if let Some(ev) = fast::decode(payload) {
            return Ok(ev);
        }
        serde_json::from_str(payload).map_err(|e| EventFormatError::Malformed(e.to_string()))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventFormatError {
    #[error("event format version {version} is newer than this gunbai reads ({supported}): upgrade gunbai")]
    TooNew { version: u32, supported: u32 },
    #[error("stored event cannot be read: {0}")]
    Malformed(String),
}

/// The variants most of a long log is made of, read straight into their fields: serde's path for
/// an internally tagged enum first buffers every payload into a generic tree. A payload these do
/// not read exactly goes the general way, which gives the same event or the error.
mod fast {
    use crate::engine::core::card::CardDef;
    use crate::engine::core::event::{Event, Passer};
    use crate::engine::core::state::Entering;
    use crate::lang::ast::{ActionKind, AdjustVerb, Phase};
    use serde::Deserialize;
    use std::cell::RefCell;

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct AdjustHonor<'a> {
        event: &'a str,
        player: String,
        delta: i32,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Adjust<'a> {
        event: &'a str,
        verb: AdjustVerb,
        handle: String,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Pass<'a> {
        event: &'a str,
        who: Passer,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct SetTurn<'a> {
        event: &'a str,
        player: String,
        phase: Phase,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Retract<'a> {
        event: &'a str,
        seq: u64,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Declare<'a> {
        event: &'a str,
        player: String,
        card: Box<CardDef>,
        kind: ActionKind,
        #[serde(default)]
        by: Option<String>,
        #[serde(default)]
        targets: Vec<String>,
        #[serde(default)]
        from_hand: Option<String>,
        #[serde(default)]
        entering: Option<Box<Entering>>,
    }

    fn read<'a, T: Deserialize<'a>>(
        payload: &'a str,
        tag: &str,
        get: impl Fn(&T) -> &'a str,
    ) -> Option<T> {
        let v: T = serde_json::from_str(payload).ok()?;
        (get(&v) == tag).then_some(v)
    }

    /// A payload in the exact form this gunbai writes (compact, fields in order, strings
    /// without escapes), read by hand; anything else is left to serde.
    struct Canonical<'a> {
        rest: &'a str,
    }

    impl<'a> Canonical<'a> {
        fn lit(&mut self, l: &str) -> Option<()> {
            self.rest = self.rest.strip_prefix(l)?;
            Some(())
        }

        /// A JSON string with no escape and no control character: its text as written.
        fn string(&mut self) -> Option<&'a str> {
            let body = self.rest.strip_prefix('"')?;
            let end = body.find('"')?;
            let text = &body[..end];
            if text.bytes().any(|b| b == b'\\' || b < 0x20) {
                return None;
            }
            self.rest = &body[end + 1..];
            Some(text)
        }

        /// A JSON integer as serde writes one: an optional minus, no leading zero (and no
        /// `-0`, which serde reads as a float).
        fn int(&mut self) -> Option<i64> {
            let digits = self.rest.strip_prefix('-').unwrap_or(self.rest);
            let len = digits.bytes().take_while(u8::is_ascii_digit).count();
            if len == 0 || digits.starts_with('0') && (len > 1 || digits.len() < self.rest.len()) {
                return None;
            }
            let n = self.rest.len() - digits.len() + len;
            let v = self.rest[..n].parse().ok()?;
            self.rest = &self.rest[n..];
            Some(v)
        }

        /// A unit variant named by a string, read by the enum's own serde.
        fn unit<T: Deserialize<'a>>(&mut self) -> Option<T> {
            use serde::de::IntoDeserializer;
            let d: serde::de::value::StrDeserializer<'a, serde::de::value::Error> =
                self.string()?.into_deserializer();
            T::deserialize(d).ok()
        }

        fn end(self) -> Option<()> {
            (self.rest == "}").then_some(())
        }

        /// A JSON object as written, up to its closing brace (strings and their escapes
        /// skipped); whether it is valid JSON is for whoever reads it.
        fn object(&mut self) -> Option<&'a str> {
            let bytes = self.rest.as_bytes();
            if bytes.first() != Some(&b'{') {
                return None;
            }
            let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
            for (i, &b) in bytes.iter().enumerate() {
                if in_string {
                    match (escaped, b) {
                        (true, _) => escaped = false,
                        (false, b'\\') => escaped = true,
                        (false, b'"') => in_string = false,
                        _ => {}
                    }
                    continue;
                }
                match b {
                    b'"' => in_string = true,
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            let (obj, rest) = self.rest.split_at(i + 1);
                            self.rest = rest;
                            return Some(obj);
                        }
                    }
                    _ => {}
                }
            }
            None
        }
    }

    thread_local! {
        /// The card definitions read last, by their JSON text: a long case declares the same
        /// few cards over and over.
        static CARDS: RefCell<Vec<(String, CardDef)>> = const { RefCell::new(Vec::new()) };
    }

    /// How many card definitions [`CARDS`] keeps.
    const CARDS_KEPT: usize = 16;

    /// The card definition written as `json`, read once per text.
    fn card(json: &str) -> Option<Box<CardDef>> {
        CARDS.with(|cards| {
            let mut cards = cards.borrow_mut();
            if let Some((_, def)) = cards.iter().find(|(text, _)| text == json) {
                return Some(Box::new(def.clone()));
            }
            let def: CardDef = serde_json::from_str(json).ok()?;
            if cards.len() >= CARDS_KEPT {
                cards.remove(0);
            }
            cards.push((json.to_string(), def.clone()));
            Some(Box::new(def))
        })
    }

    /// A declaration with no entry into play, in the exact form this gunbai writes.
    fn declare(c: &mut Canonical<'_>) -> Option<Event> {
        c.lit(",\"player\":")?;
        let player = c.string()?.to_string();
        c.lit(",\"card\":")?;
        let card = card(c.object()?)?;
        c.lit(",\"kind\":")?;
        let kind: ActionKind = c.unit()?;
        let by = match c.lit(",\"by\":") {
            Some(()) => Some(c.string()?.to_string()),
            None => None,
        };
        let mut targets = Vec::new();
        if c.lit(",\"targets\":[").is_some() {
            loop {
                targets.push(c.string()?.to_string());
                if c.lit("]").is_some() {
                    break;
                }
                c.lit(",")?;
            }
        }
        let from_hand = match c.lit(",\"from_hand\":") {
            Some(()) => Some(c.string()?.to_string()),
            None => None,
        };
        Some(Event::Declare {
            player,
            card,
            kind,
            by,
            targets,
            from_hand,
            entering: None,
        })
    }

    fn canonical(tag: &str, rest: &str) -> Option<Event> {
        let mut c = Canonical { rest };
        let ev = match tag {
            "adjust" => {
                c.lit(",\"verb\":")?;
                let verb: AdjustVerb = c.unit()?;
                c.lit(",\"handle\":")?;
                let handle = c.string()?.to_string();
                Event::Adjust { verb, handle }
            }
            "adjust-honor" => {
                c.lit(",\"player\":")?;
                let player = c.string()?.to_string();
                c.lit(",\"delta\":")?;
                let delta = i32::try_from(c.int()?).ok()?;
                Event::AdjustHonor { player, delta }
            }
            "pass" => {
                c.lit(",\"who\":")?;
                let who = if c.lit("{\"player\":").is_some() {
                    let p = c.string()?.to_string();
                    c.lit("}")?;
                    Passer::Player(p)
                } else {
                    match c.string()? {
                        "current" => Passer::Current,
                        "all" => Passer::All,
                        _ => return None,
                    }
                };
                Event::Pass { who }
            }
            "set-turn" => {
                c.lit(",\"player\":")?;
                let player = c.string()?.to_string();
                c.lit(",\"phase\":")?;
                let phase: Phase = c.unit()?;
                Event::SetTurn { player, phase }
            }
            "retract" => {
                c.lit(",\"seq\":")?;
                let seq = u64::try_from(c.int()?).ok()?;
                Event::Retract { seq }
            }
            "declare" => declare(&mut c)?,
            _ => return None,
        };
        c.end()?;
        Some(ev)
    }

    /// The event, if the payload is one of these variants and reads without a doubt.
    pub(crate) fn decode(payload: &str) -> Option<Event> {
        let rest = payload.strip_prefix("{\"event\":\"")?;
        let end = rest.find('"')?;
        if let Some(ev) = canonical(&rest[..end], &rest[end + 1..]) {
            return Some(ev);
        }
        let tag = &rest[..rest.find('"')?];
        Some(match tag {
            "adjust-honor" => {
                let v: AdjustHonor = read(payload, tag, |v: &AdjustHonor<'_>| v.event)?;
                Event::AdjustHonor {
                    player: v.player,
                    delta: v.delta,
                }
            }
            "adjust" => {
                let v: Adjust = read(payload, tag, |v: &Adjust<'_>| v.event)?;
                Event::Adjust {
                    verb: v.verb,
                    handle: v.handle,
                }
            }
            "pass" => {
                let v: Pass = read(payload, tag, |v: &Pass<'_>| v.event)?;
                Event::Pass { who: v.who }
            }
            "set-turn" => {
                let v: SetTurn = read(payload, tag, |v: &SetTurn<'_>| v.event)?;
                Event::SetTurn {
                    player: v.player,
                    phase: v.phase,
                }
            }
            "retract" => {
                let v: Retract = read(payload, tag, |v: &Retract<'_>| v.event)?;
                Event::Retract { seq: v.seq }
            }
            "declare" => {
                let v: Declare = read(payload, tag, |v: &Declare<'_>| v.event)?;
                Event::Declare {
                    player: v.player,
                    card: v.card,
                    kind: v.kind,
                    by: v.by,
                    targets: v.targets,
                    from_hand: v.from_hand,
                    entering: v.entering,
                }
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{fast, Event};

    /// Payloads in the exact form gunbai writes are read by the direct decoder, to what serde's
    /// general read gives; anything else is left to the general read. (Every event the scenarios
    /// make is compared with the general read in `tests/engine_scenarios.rs`.)
    #[test]
    fn the_direct_read_takes_the_written_form_and_leaves_the_rest() {
        for written in [
            r#"{"event":"pass","who":{"player":"Cindy"}}"#,
            r#"{"event":"pass","who":"all"}"#,
            r#"{"event":"set-turn","player":"Bob","phase":"action"}"#,
            r#"{"event":"adjust","verb":"bow","handle":"hoturi"}"#,
            r#"{"event":"adjust-honor","player":"Cindy","delta":2}"#,
            r#"{"event":"retract","seq":5}"#,
            r#"{"event":"declare","player":"Bob","card":{"name":"Kolat Assassin","kind":"action","action":"limited","traits":["kolat"],"target":{"kind":"personality"},"costs":[{"do":"lose-honor","who":"me","amount":4}],"effects":[{"do":"card","verb":"destroy","what":"target"}],"text":"Limited: lose 4 honor to destroy target personality.","synthetic":true},"kind":"limited","targets":["hoturi"]}"#,
        ] {
            let general: Event = serde_json::from_str(written).expect(written);
            let direct = fast::decode(written);
            assert_eq!(direct.as_ref(), Some(&general), "{written}");
            assert_eq!(general.to_json(), written, "gunbai writes {written} so");
        }
        // Not what gunbai writes, but read the general way to the same event.
        for other in [
            r#"{"event":"adjust", "verb":"bow","handle":"p0"}"#,
            r#"{"event":"adjust","handle":"p0","verb":"bow"}"#,
        ] {
            let general: Event = serde_json::from_str(other).expect(other);
            let read = Event::from_json(super::EVENT_VERSION, other).expect(other);
            assert_eq!(read, general, "{other}");
        }
        // Refused by the direct read (and by the general one).
        for bad in [
            r#"{"event":"adjust","verb":"bow","handle":"x","extra":1}"#,
            r#"{"event":"adjust-honor","player":"a","delta":01}"#,
            r#"{"event":"retract","seq":-1}"#,
        ] {
            assert!(fast::decode(bad).is_none(), "{bad}");
            assert!(
                Event::from_json(super::EVENT_VERSION, bad).is_err(),
                "{bad}"
            );
        }
    }
}
