//! Text made safe for a terminal, and an error as one line: what the command line, the shell and
//! the server print of what was typed or went wrong.

use crate::i18n::Lang;

/// Typed text made safe to print to a terminal: control characters (escape sequences, carriage
/// returns, bells, …) are shown as `\u{1b}`-style escapes instead of acting on the terminal.
/// Tabs stay; newlines are shown as `\n` so one record stays on its lines.
pub fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    let unsafe_char = |c: char| {
        (c.is_control() && c != '\t')
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if !s.chars().any(unsafe_char) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            c if unsafe_char(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Text made of several lines (a table, a record) made safe for a terminal: like
/// [`escape_controls`] but line breaks stay.
pub fn escape_lines(s: &str) -> String {
    s.split('\n')
        .map(|l| escape_controls(l).into_owned())
        .collect::<Vec<_>>()
        .join("\n")
}

/// An error and its causes on one line, without repeating a cause the message already says.
pub fn error_text(e: &anyhow::Error) -> String {
    error_text_in(e, Lang::En)
}

/// [`error_text`] in `lang`: each cause gunbai has words for (the store's, the rulings', a
/// refused or unreadable line) in that language, any other as it says itself.
pub fn error_text_in(e: &anyhow::Error, lang: Lang) -> String {
    let mut text = String::new();
    for cause in e.chain() {
        let c = cause_in(cause, lang);
        if text.contains(&c) {
            continue;
        }
        if !text.is_empty() {
            text.push_str(": ");
        }
        text.push_str(&c);
    }
    text
}

/// One cause in `lang`, when it is an error gunbai has words for.
fn cause_in(cause: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    if let Some(e) = cause.downcast_ref::<crate::store::StoreError>() {
        e.msg().render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::store::rulings::RulingError>() {
        e.msg().render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::session::SessionError>() {
        e.render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::lang::ParseError>() {
        e.render_in(lang)
    } else {
        cause.to_string()
    }
}
