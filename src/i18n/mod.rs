//! The languages gunbai speaks, English and Japanese, and its fixed texts in both.
//!
//! The texts live in a Fluent message catalogue, one per language, embedded in the binary at
//! build time. Each language's catalogue is one folder (`locales/en/`, `locales/ja/`) of files by
//! area, joined in a fixed order ([`PARTS`]): `gunbai.ftl` (the engine, the shell, the commands),
//! `lang.ftl` (the judge language's reader: a line it cannot read),
//! `web.ftl` (the server's pages and the HTML export), `cards.ftl` (the card reader), `rules.ftl`,
//! `store.ftl` and `sync.ftl`. An id is defined once across a language's files.
//! Code names a message by its id and gives its arguments typed ([`Arg`]: a text or a number);
//! [`message`] (or the [`tr!`](crate::tr) macro, which also checks at compile time that both
//! catalogues hold the id) turns them into words in the chosen [`Lang`]. Fluent's Unicode
//! isolation marks are off: the output goes to terminals, files and tests, where they would be
//! stray invisible characters.
//!
//! *Invariant:* the language is a value passed to whatever speaks ([`Lang`], chosen once at the
//! edge by [`Lang::choose`]); there is no global "current language", and the engine never sees
//! one: it stays pure and language-free, and only what turns its results into words takes a
//! `Lang`.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// The files of each language's catalogue, in the order they are joined.
pub const PARTS: [&str; 7] = ["gunbai", "lang", "web", "cards", "rules", "store", "sync"];

/// The English catalogue (its files joined).
pub const EN_FTL: &str = concat!(
    include_str!("../../locales/en/gunbai.ftl"),
    "\n",
    include_str!("../../locales/en/lang.ftl"),
    "\n",
    include_str!("../../locales/en/web.ftl"),
    "\n",
    include_str!("../../locales/en/cards.ftl"),
    "\n",
    include_str!("../../locales/en/rules.ftl"),
    "\n",
    include_str!("../../locales/en/store.ftl"),
    "\n",
    include_str!("../../locales/en/sync.ftl")
);
/// The Japanese catalogue (its files joined).
pub const JA_FTL: &str = concat!(
    include_str!("../../locales/ja/gunbai.ftl"),
    "\n",
    include_str!("../../locales/ja/lang.ftl"),
    "\n",
    include_str!("../../locales/ja/web.ftl"),
    "\n",
    include_str!("../../locales/ja/cards.ftl"),
    "\n",
    include_str!("../../locales/ja/rules.ftl"),
    "\n",
    include_str!("../../locales/ja/store.ftl"),
    "\n",
    include_str!("../../locales/ja/sync.ftl")
);

/// A language gunbai speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ja,
}

/// Why the language could not be chosen.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LangError {
    /// `GUNBAI_LANG` holds something other than en or ja.
    #[error("{}", message(Lang::En, "lang-unknown-env", &[("value", Arg::from(.0.as_str()))]))]
    UnknownEnv(String),
}

impl Lang {
    /// Every language, in the order help lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];
    /// Their codes, as `--lang` and `GUNBAI_LANG` take them.
    pub const CODES: [&'static str; 2] = ["en", "ja"];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language of an exact code (`en`, `ja`; letter case and surrounding spaces ignored).
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language of a POSIX locale such as `ja_JP.UTF-8`: Japanese for `ja…`, otherwise
    /// English (`C`, `POSIX`, `en_US.UTF-8`, `fr_FR`, …).
    pub fn from_locale(locale: &str) -> Lang {
        let locale = locale.trim();
        let lang = locale.split(['_', '.', '@', '-']).next().unwrap_or("");
        if lang.eq_ignore_ascii_case("ja") {
            Lang::Ja
        } else {
            Lang::En
        }
    }

    /// The language to speak: the `--lang` flag if given; else `GUNBAI_LANG` if set and not
    /// empty (en or ja, anything else is an error); else the locale, from the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty (as POSIX orders them); else English.
    /// `var` reads an environment variable (`std::env::var(..).ok()` in the program).
    pub fn choose(
        flag: Option<Lang>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<Lang, LangError> {
        if let Some(lang) = flag {
            return Ok(lang);
        }
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        if let Some(v) = set("GUNBAI_LANG") {
            return Lang::from_code(&v).ok_or(LangError::UnknownEnv(v));
        }
        Ok(["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(set)
            .map_or(Lang::En, |l| Lang::from_locale(&l)))
    }

    /// [`Lang::choose`] with the process's environment.
    pub fn from_env(flag: Option<Lang>) -> Result<Lang, LangError> {
        Lang::choose(flag, |name| std::env::var(name).ok())
    }

    /// The catalogue's text for this language.
    pub fn catalogue(self) -> &'static str {
        match self {
            Lang::En => EN_FTL,
            Lang::Ja => JA_FTL,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_code(s).ok_or_else(|| {
            format!(
                "`{s}` is not a language gunbai speaks: use {}",
                Lang::CODES.join(" or ")
            )
        })
    }
}

/// A message argument: a text (a card, a player, a rule id, …) or a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(s: Cow<'a, str>) -> Self {
        Arg::Text(s)
    }
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}

impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Number(n.into())
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Number(n.into())
    }
}

impl From<u64> for Arg<'_> {
    fn from(n: u64) -> Self {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The catalogue of `lang`, parsed on first use. A catalogue that does not parse (a test keeps
/// them parsing) still gives every message it could read.
fn bundle(lang: Lang) -> &'static Bundle {
    static EN: OnceLock<Bundle> = OnceLock::new();
    static JA: OnceLock<Bundle> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    };
    cell.get_or_init(|| {
        let resource = FluentResource::try_new(lang.catalogue().to_string())
            .unwrap_or_else(|(partial, _)| partial);
        let langid = lang.code().parse().unwrap_or_default();
        let mut bundle = Bundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        // Ids are unique within a catalogue (a test checks it); a repeated one keeps the first.
        let _ = bundle.add_resource(resource);
        bundle
    })
}

/// The text of message `id` in `lang` with `args`. A message missing from `lang`'s catalogue
/// falls back to English, and one missing from both to its id; neither happens for an id
/// written with [`tr!`](crate::tr), which checks both catalogues at compile time.
pub fn message(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let value = match value {
            Arg::Text(s) => FluentValue::from(s.as_ref()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    for lang in [lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    id.to_string()
}

/// Whether the catalogue text `ftl` defines message `id` (a line `id = …`). A `const fn`, so
/// [`tr!`](crate::tr) can refuse an id at compile time.
pub const fn defines(ftl: &str, id: &str) -> bool {
    let (ftl, id) = (ftl.as_bytes(), id.as_bytes());
    let mut line = 0;
    while line < ftl.len() {
        // `line` is the start of a line: does `id` stand there, followed by ` =` or `=`?
        let mut i = 0;
        while i < id.len() && line + i < ftl.len() && ftl[line + i] == id[i] {
            i += 1;
        }
        if i == id.len() {
            let mut at = line + i;
            while at < ftl.len() && ftl[at] == b' ' {
                at += 1;
            }
            if at < ftl.len() && ftl[at] == b'=' {
                return true;
            }
        }
        while line < ftl.len() && ftl[line] != b'\n' {
            line += 1;
        }
        line += 1;
    }
    false
}

include!(concat!(env!("OUT_DIR"), "/catalogue_ids.rs"));

/// How two byte strings order, in a `const fn`.
const fn compare(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            };
        }
        i += 1;
    }
    if a.len() < b.len() {
        std::cmp::Ordering::Less
    } else if a.len() > b.len() {
        std::cmp::Ordering::Greater
    } else {
        std::cmp::Ordering::Equal
    }
}

/// Whether both catalogues define message `id`: a binary search of [`KNOWN_IDS`], which the
/// build script reads from the catalogue files, so a call site costs the compiler a dozen
/// comparisons.
pub const fn known(id: &str) -> bool {
    let id = id.as_bytes();
    let (mut lo, mut hi) = (0, KNOWN_IDS.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match compare(KNOWN_IDS[mid].as_bytes(), id) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}

/// The text of a catalogue message in a language: `tr!(lang, "rules-no-match", query = q)`.
/// The id must be a literal that both the English and the Japanese catalogue (`locales/en/`, `locales/ja/`)
/// define, or the program does not compile; each `name = value` is one of the message's
/// `$variables` (a test checks the names against the catalogue), its value anything an [`Arg`]
/// is made from.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        const _: () = assert!(
            $crate::i18n::known($id),
            concat!("message `", $id, "` is missing from the catalogue in locales/en/ or locales/ja/")
        );
        $crate::i18n::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_flag_then_gunbai_lang_then_the_locale() {
        let ja_everywhere = [
            ("GUNBAI_LANG", "ja"),
            ("LC_ALL", "ja_JP.UTF-8"),
            ("LANG", "ja_JP.UTF-8"),
        ];
        assert_eq!(
            Lang::choose(Some(Lang::En), env(&ja_everywhere)),
            Ok(Lang::En)
        );
        assert_eq!(Lang::choose(None, env(&ja_everywhere)), Ok(Lang::Ja));
        assert_eq!(
            Lang::choose(None, env(&[("GUNBAI_LANG", "en"), ("LANG", "ja_JP")])),
            Ok(Lang::En)
        );
        assert_eq!(
            Lang::choose(None, env(&[("LANG", "ja_JP.UTF-8")])),
            Ok(Lang::Ja)
        );
        assert_eq!(
            Lang::choose(None, env(&[("LC_MESSAGES", "ja_JP"), ("LANG", "en_US")])),
            Ok(Lang::Ja)
        );
        // LC_ALL outranks the others; an empty one is as if unset.
        assert_eq!(
            Lang::choose(None, env(&[("LC_ALL", "C"), ("LANG", "ja_JP")])),
            Ok(Lang::En)
        );
        assert_eq!(
            Lang::choose(
                None,
                env(&[("LC_ALL", ""), ("GUNBAI_LANG", " "), ("LANG", "ja")])
            ),
            Ok(Lang::Ja)
        );
        assert_eq!(Lang::choose(None, env(&[])), Ok(Lang::En));
        assert_eq!(
            Lang::choose(None, env(&[("LANG", "fr_FR.UTF-8")])),
            Ok(Lang::En)
        );
        let bad = Lang::choose(None, env(&[("GUNBAI_LANG", "xx")]));
        let text = bad.map_err(|e| e.to_string()).unwrap_err();
        assert!(text.contains("`xx`") && text.contains("en or ja"), "{text}");
    }

    #[test]
    fn messages_in_both_languages_without_isolation_marks() {
        let en = tr!(Lang::En, "rules-no-match", query = "侍 zzz");
        assert_eq!(en, "No rule matches `侍 zzz`");
        let ja = tr!(Lang::Ja, "rules-no-match", query = "侍 zzz");
        assert_eq!(ja, "`侍 zzz` に合うルールはありません");
        let n = tr!(
            Lang::En,
            "rules-coverage",
            covered = 12usize,
            total = 140usize,
            scenarios = 3usize
        );
        assert!(n.starts_with("12 of 140 "), "{n}");
        assert!(!n.contains(['\u{2068}', '\u{2069}']));
    }

    #[test]
    fn an_unknown_id_falls_back_to_itself() {
        assert_eq!(message(Lang::Ja, "no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn defines_finds_ids_at_line_starts_only() {
        let ftl = "a-b = x\n# c = y\nc-d=z\n  e = w\n";
        assert!(defines(ftl, "a-b"));
        assert!(defines(ftl, "c-d"));
        assert!(!defines(ftl, "a"));
        assert!(!defines(ftl, "c"));
        assert!(!defines(ftl, "e"));
    }

    #[test]
    fn the_built_id_list_is_what_both_catalogues_define() {
        assert!(
            KNOWN_IDS.windows(2).all(|w| w[0] < w[1]),
            "sorted, each once"
        );
        for id in KNOWN_IDS {
            assert!(defines(EN_FTL, id) && defines(JA_FTL, id), "{id}");
            assert!(known(id), "{id}");
        }
        let bundle = bundle(Lang::En);
        let mut missing = 0;
        for line in EN_FTL.lines() {
            let id = line.split([' ', '=']).next().unwrap_or("");
            if !id.is_empty() && defines(EN_FTL, id) && defines(JA_FTL, id) {
                assert!(known(id), "{id} is in both catalogues but not in KNOWN_IDS");
            } else if !id.is_empty() && bundle.has_message(id) {
                missing += 1;
            }
        }
        assert_eq!(missing, 0, "an English message lacks its Japanese");
        assert!(!known("no-such-message") && !known("") && !known("zzzz"));
    }
}

#[cfg(test)]
pub(crate) mod check;
