//! An error and its causes in the chosen language: the command line's and the shell's error
//! line. Each cause gunbai has words for (the store's, the rulings', an export's, a refused or
//! unreadable line) is said by its own message; any other as it says itself.

use crate::i18n::Lang;

/// An error and its causes on one line in `lang`, without repeating a cause the message already
/// says, as `render::error_text` does in English.
pub fn error_text_in(e: &anyhow::Error, lang: Lang) -> String {
    said(e.chain(), lang)
}

/// [`error_text_in`] for an error that is not wrapped: itself and its sources.
pub fn error_in(e: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    said(std::iter::successors(Some(e), |e| e.source()), lang)
}

fn said<'e>(
    chain: impl Iterator<Item = &'e (dyn std::error::Error + 'static)>,
    lang: Lang,
) -> String {
    let mut text = String::new();
    for cause in chain {
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
    } else if let Some(e) = cause.downcast_ref::<crate::store::judges::JudgeError>() {
        e.msg().render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::store::rulings::RulingError>() {
        e.msg().render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::export::file::WriteError>() {
        e.msg().render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::tournament::TournamentError>() {
        e.render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::session::SessionError>() {
        e.render(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::store::CannotOpen>() {
        e.text(lang)
    } else if let Some(e) = cause.downcast_ref::<crate::lang::ParseError>() {
        e.render_in(lang)
    } else {
        cause.to_string()
    }
}
