//! Words in no language yet: a [`Msg`] is a message id of the catalogue
//! (`locales/{en,ja}/*.ftl`) with typed arguments, and [`Msg::render`] is the one place that
//! turns it into English or Japanese.
//!
//! The engine builds `Msg` values for its steps and refusals ([`msg!`](crate::msg!) checks at
//! compile time that both catalogues hold the id); building one is data, so the engine stays pure
//! and never sees a language. Only the edges (`render`, `session`, `repl`, `cli`, `export`,
//! `serve`) call [`Msg::render`] with the [`Lang`] they were given; an error's `Display` renders
//! English.
//!
//! An argument is typed ([`Arg`]): a name or word as the judge typed it (a card, a player, a
//! handle: the same in every language), a number (Fluent chooses plural forms by it), a rule id,
//! gunbai's reading of a rule (taken from the corpus in the language asked for), a list, or a
//! phrase of its own (a nested `Msg`, rendered in the same language).
//!
//! There is no finished-sentence variant: a text the catalogue lacks does not compile.

use crate::i18n::{message, Arg as FluentArg, Lang};
use crate::rules::{corpus, RuleId};
use std::fmt;

/// A text to say, in no language yet: a catalogue message and its arguments, by the names of
/// its `$variables`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    id: &'static str,
    /// Boxed, not a `Vec`: a message travels inside errors, which are kept small.
    args: Box<[(&'static str, Arg)]>,
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A name or a word as typed (a card's name, a player, a handle, a clan): shown as it is in
    /// every language, since the judge types it so.
    Name(String),
    /// A number.
    Number(i64),
    /// A rule id, shown as the id.
    Rule(RuleId),
    /// gunbai's reading of a rule, from the corpus entry in the language asked for, introduced
    /// as a reading (and as one of an unconfirmed or indirect source when the corpus says so).
    Reading(RuleId),
    /// A phrase of its own, rendered in the same language.
    Msg(Box<Msg>),
    /// Items joined as a list: "A, B and C" in English, "A、B、C" in Japanese.
    And(Vec<Arg>),
    /// Items joined with commas: "A, B, C" in English, "A、B、C" in Japanese.
    Commas(Vec<Arg>),
    /// Items in order: "A, then B" in English, "A → B" in Japanese.
    Then(Vec<Arg>),
    /// Alternatives: "A, B or C" in English, "A、B または C" in Japanese.
    Or(Vec<Arg>),
    /// Phrases one after the other, with nothing between them.
    Concat(Vec<Arg>),
}

impl Msg {
    /// Catalogue message `id` with `args`. Use [`msg!`](crate::msg!), which checks the id at
    /// compile time.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg {
            id,
            args: args.into_boxed_slice(),
        }
    }

    /// The catalogue id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The words in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let words: Vec<(&str, FluentArg<'_>)> = self
            .args
            .iter()
            .map(|(name, arg)| (*name, arg.render(lang)))
            .collect();
        message(lang, self.id, &words)
    }

    /// The English words.
    pub fn en(&self) -> String {
        self.render(Lang::En)
    }
}

/// English in JSON, the shape the outputs that carry a message document.
impl serde::Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.en())
    }
}

/// English, as an error's `Display` shows it.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

impl Arg {
    fn render(&self, lang: Lang) -> FluentArg<'static> {
        match self {
            Arg::Number(n) => FluentArg::Number(*n),
            other => FluentArg::from(other.words(lang)),
        }
    }

    /// The words of this argument in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Arg::Name(s) => s.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::Rule(id) => id.as_str().to_string(),
            Arg::Reading(id) => reading(*id, lang),
            Arg::Msg(m) => m.render(lang),
            Arg::And(items) => {
                let words: Vec<String> = items.iter().map(|a| a.words(lang)).collect();
                match lang {
                    Lang::Ja => words.join("、"),
                    Lang::En => match words.as_slice() {
                        [] => String::new(),
                        [one] => one.clone(),
                        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                    },
                }
            }
            Arg::Commas(items) => {
                let words: Vec<String> = items.iter().map(|a| a.words(lang)).collect();
                words.join(match lang {
                    Lang::Ja => "、",
                    Lang::En => ", ",
                })
            }
            Arg::Concat(items) => items.iter().map(|a| a.words(lang)).collect(),
            Arg::Or(items) => {
                let words: Vec<String> = items.iter().map(|a| a.words(lang)).collect();
                match words.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => match lang {
                        Lang::Ja => format!("{} または {last}", rest.join("、")),
                        Lang::En => format!("{} or {last}", rest.join(", ")),
                    },
                }
            }
            Arg::Then(items) => {
                let words: Vec<String> = items.iter().map(|a| a.words(lang)).collect();
                words.join(match lang {
                    Lang::Ja => " → ",
                    Lang::En => ", then ",
                })
            }
        }
    }

    /// Items as an "A, B and C" list.
    pub fn and<T: Into<Arg>>(items: impl IntoIterator<Item = T>) -> Arg {
        Arg::And(items.into_iter().map(Into::into).collect())
    }

    /// Items as alternatives: "A, B or C".
    pub fn or<T: Into<Arg>>(items: impl IntoIterator<Item = T>) -> Arg {
        Arg::Or(items.into_iter().map(Into::into).collect())
    }

    /// Items as an "A, B, C" list.
    pub fn commas<T: Into<Arg>>(items: impl IntoIterator<Item = T>) -> Arg {
        Arg::Commas(items.into_iter().map(Into::into).collect())
    }
}

/// `yes` or `no`: the key of a message's selector that says a thing or leaves it out.
pub fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// gunbai's reading of `id` in `lang`, introduced as the corpus's certainty asks.
fn reading(id: RuleId, lang: Lang) -> String {
    let rule = corpus().rule(id);
    let text = rule
        .and_then(|r| match lang {
            Lang::Ja => r.reading_ja.as_ref().or(r.reading.as_ref()),
            Lang::En => r.reading.as_ref(),
        })
        .map(|t| t.as_str().to_string())
        .unwrap_or_default();
    match rule.and_then(|r| r.certainty.as_deref()) {
        Some("unconfirmed") => crate::tr!(lang, "reading-unconfirmed", text = text),
        Some("indirect") => crate::tr!(lang, "reading-indirect", text = text),
        _ => crate::tr!(lang, "reading-plain", text = text),
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Name(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Name(s.clone())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Name(s)
    }
}

impl From<&&String> for Arg {
    fn from(s: &&String) -> Arg {
        Arg::Name((*s).clone())
    }
}

impl From<&&str> for Arg {
    fn from(s: &&str) -> Arg {
        Arg::Name((*s).to_string())
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                Arg::from(*n)
            }
        }
    )*};
}
numbers!(i32, i64, u32, u64, usize);

impl From<RuleId> for Arg {
    fn from(id: RuleId) -> Arg {
        Arg::Rule(id)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

/// A catalogue message with typed arguments: `msg!("step-retracted", seq = 7)`.
/// The id must be a literal that both the English and the Japanese catalogue (`locales/en/`, `locales/ja/`)
/// define, or the program does not compile; each `name = value` is one of the message's
/// `$variables` (a test checks the names against the catalogue), its value anything an
/// [`Arg`](crate::msg::Arg) is made from.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = assert!(
            $crate::i18n::known($id),
            concat!("message `", $id, "` is missing from the catalogue in locales/en/ or locales/ja/")
        );
        $crate::msg::Msg::new(
            $id,
            vec![$((stringify!($name), $crate::msg::Arg::from($value))),*],
        )
    }};
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids;

    #[test]
    fn one_message_in_both_languages() {
        let m = crate::msg!("reading-plain", text = "x");
        assert_eq!(m.render(Lang::En), "gunbai's reading: x");
        assert_eq!(m.render(Lang::Ja), "gunbai の解釈: x");
        assert_eq!(m.id(), "reading-plain");
    }

    #[test]
    fn lists_and_readings_follow_the_language() {
        let and = Arg::and(["a", "b", "c"]);
        assert_eq!(and.words(Lang::En), "a, b and c");
        assert_eq!(and.words(Lang::Ja), "a、b、c");
        assert_eq!(Arg::commas(["a", "b"]).words(Lang::En), "a, b");
        let r = Arg::Reading(ids::TRAIT_ELEMENTAL);
        let rule = corpus().rule(ids::TRAIT_ELEMENTAL).expect("in the corpus");
        let en = r.words(Lang::En);
        let ja = r.words(Lang::Ja);
        assert!(en.ends_with(rule.reading.as_deref().unwrap_or("?")), "{en}");
        assert!(
            ja.ends_with(rule.reading_ja.as_deref().unwrap_or("?")),
            "{ja}"
        );
    }
}
