//! Steps with their citations, refusals and expectation results, and when to colour them.

use super::layout::{output_width, wrap};
use crate::engine::Step;
use crate::i18n::Lang;

/// Steps as numbered lines with their citations, in English, one line each: the form that is
/// stored (a ruling freezes it).
pub fn steps(steps: &[Step]) -> String {
    steps_for(steps, None, Lang::En)
}

/// The steps in `lang`, one line each.
pub fn steps_in(steps: &[Step], lang: Lang) -> String {
    steps_for(steps, None, lang)
}

/// The steps in `lang` as shown on this terminal: wrapped for [`output_width`].
pub fn show_steps(steps: &[Step], lang: Lang) -> String {
    steps_for(steps, output_width(), lang)
}

/// The steps in `lang` laid out for `width` columns (wrapped between words with a hanging
/// indent), or one line each when `width` is `None`.
pub fn steps_for(steps: &[Step], width: Option<usize>, lang: Lang) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().enumerate() {
        let cites: Vec<&str> = s.citations.iter().map(|c| c.as_str()).collect();
        let line = format!("{}  [{}]", s.text(lang), cites.join(", "));
        let first = format!("  {}. ", i + 1);
        match width {
            Some(w) => {
                let rest = " ".repeat(first.len());
                out.push_str(&wrap(&line, w, &first, &rest));
            }
            None => {
                out.push_str(&first);
                out.push_str(&line);
            }
        }
        out.push('\n');
    }
    out
}

/// Whether to colour a stream: it is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not
/// `dumb`.
pub fn colour_on(is_terminal: bool) -> bool {
    is_terminal
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        && std::env::var("TERM").map_or(true, |t| t != "dumb")
}

/// Bold red, then reset.
const RED: &str = "\x1b[1;31m";
const RESET: &str = "\x1b[0m";

/// A refusal or a failed line as printed: its first line bold red on a colour terminal (the
/// carets and the rest stay plain), the text unchanged otherwise.
pub fn refusal(text: &str, colour: bool) -> String {
    if !colour {
        return text.to_string();
    }
    match text.split_once('\n') {
        Some((first, rest)) => format!("{RED}{first}{RESET}\n{rest}"),
        None => format!("{RED}{text}{RESET}"),
    }
}

/// An expectation's result line: `✓ …`, or `✗ …` in bold red on a colour terminal.
pub fn expectation(passed: bool, message: &str, colour: bool) -> String {
    if passed {
        format!("✓ {message}")
    } else if colour {
        format!("{RED}✗ {message}{RESET}")
    } else {
        format!("✗ {message}")
    }
}

/// A line to add under a refusal when the command looks like a common slip: `Bob plays
/// "Kolat Assassin" on hoturi` refused because hoturi is another player's means the judge
/// probably meant `target hoturi` (`on` names the judge's own personality a card is played on).
pub fn slip_hint(
    command: &crate::lang::ast::Command,
    rejection: &crate::engine::Rejection,
    lang: Lang,
) -> Option<String> {
    use crate::engine::Refusal;
    use crate::lang::ast::Command;
    match (command, rejection.kind.as_ref()) {
        (
            Command::Play {
                on: Some(on),
                targets,
                ..
            },
            Refusal::NotYours { handle, .. },
        ) if targets.is_empty() && on.value.eq_ignore_ascii_case(handle) => Some(crate::tr!(
            lang,
            "shell-slip-on-target",
            handle = on.value.as_str()
        )),
        _ => None,
    }
}
