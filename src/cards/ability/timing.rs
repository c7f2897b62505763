//! The timing line of an ability: the cost symbols as the files spell them and a reaction's
//! trigger that ends in costs.

use super::costs::read_costs;
use super::Ability;
/// The Oracle of the Void writes the cost symbols as `:bow:` and `:g2:` (pay 2 gold); the card
/// database as `[BOW]` and `[PAY2]`. One spelling for the reader.
pub(super) fn symbols_as_printed(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(':') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let word: String = after
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if after[word.len()..].starts_with(':') && !word.is_empty() {
            let w = word.to_ascii_lowercase();
            let sym = if w == "bow" {
                Some("[BOW]".to_string())
            } else if let Some(n) = w.strip_prefix('g') {
                if n == "star" {
                    Some("[PAY *]".to_string())
                } else if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                    Some(format!("[PAY{n}]"))
                } else {
                    None
                }
            } else {
                None
            };
            if let Some(sym) = sym {
                out.push_str(&sym);
                rest = &after[word.len() + 1..];
                continue;
            }
        }
        out.push(':');
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A trigger that ends in costs (`After a card enters play, bow this card`): the trigger and the
/// costs, when every clause after a comma reads as a cost or a target, or as a condition of
/// the ability in its own `if` clause (`After engaging, if any enemy units are at the current
/// battlefield`).
/// A pronoun in such a condition names what it would in the ability (`Even if this card is
/// bowed, after you announce a Tactical action, if he is at the current battlefield`).
/// The first comma after which everything reads is the trigger's end, so that a condition of
/// the ability's own before a target or cost (`After a Battle action resolves, if this card is at
/// the current battlefield, target a Personality …`) is read as a condition.
pub(super) fn split_trigger_costs(trigger: &str, ab: &Ability) -> Option<(String, String)> {
    for (i, _) in trigger.match_indices(',') {
        let costs = trigger[i + 1..].trim();
        let mut probe = Ability {
            printed: ab.printed.clone(),
            timings: ab.timings.clone(),
            ..Ability::default()
        };
        read_costs(costs, &mut probe);
        let own_if = costs
            .split(',')
            .filter(|c| !c.trim().is_empty())
            .filter(|c| c.trim().to_lowercase().starts_with("if "))
            .count();
        if probe.unread.is_empty() && probe.conditions.len() <= own_if {
            return Some((trigger[..i].trim().to_string(), costs.to_string()));
        }
    }
    None
}
