//! The timing line of an ability: the cost symbols as the files spell them and a reaction's
//! trigger that ends in costs.

use super::costs::read_costs;
use super::Ability;
/// The Oracle of the Void writes the cost symbols as `:bow:`, `:g2:` (pay 2 gold) and `:g*:` (pay
/// any amount); the card database as `[BOW]`, `[PAY2]` and `[PAY *]`. One spelling for the
/// reader.
pub(super) fn symbols_as_printed(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(':') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        // `:g*:`: pay any amount of gold.
        if let Some(r) = after
            .strip_prefix("g*:")
            .or_else(|| after.strip_prefix("G*:"))
        {
            out.push_str("[PAY *]");
            rest = r;
            continue;
        }
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
    let found = split_at_costs(trigger, ab);
    if found.is_some() {
        return found;
    }
    // `After the resolution of your action that bowed, destroyed, or moved a Personality`: the
    // commas of a list of three or more words in the trigger (each but the first and last one
    // or two words, the last after `or` or `and`) cut no cost off; the whole is the trigger, with
    // no costs.
    let pieces: Vec<&str> = trigger.split(',').collect();
    let (last, middle) = (pieces.last()?, pieces.get(1..pieces.len() - 1)?);
    let last = last.trim_start().to_lowercase();
    let list = !middle.is_empty()
        && middle
            .iter()
            .all(|m| (1..=2).contains(&m.split_whitespace().count()))
        && (last.starts_with("or ") || last.starts_with("and "));
    list.then(|| (trigger.trim().to_string(), String::new()))
}

/// The trigger and the costs after its first comma after which everything reads (see
/// [`split_trigger_costs`]).
fn split_at_costs(trigger: &str, ab: &Ability) -> Option<(String, String)> {
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
