//! Card names as the card database writes versions of one card: `Name - exp`, `Name - exp2`,
//! `Name - exp 2`, `Name - exp3.5`, `Name - expCoM`, `Name - inexp`, and gunbai's library's
//! `Name (Experienced N)`.

/// The level an `experienced` word is followed by: nothing is 1, `2` is 2, `3.5` is 3 (its
/// whole part), and anything else (`CoM`, the name of an earlier personality) is 1.
pub fn level_of(rest: &str) -> i32 {
    let rest = rest.trim();
    if let Ok(n) = rest.parse::<i32>() {
        return n.max(1);
    }
    match rest.split('.').next().map(str::parse::<i32>) {
        Some(Ok(n)) if rest.contains('.') => n.max(1),
        _ => 1,
    }
}

/// ` - exp`, ` - expN`, ` - exp N`, ` - exp3.5`, ` - expCoM`: the base name and the level.
pub fn exp_suffix(name: &str) -> Option<(&str, i32)> {
    let (base, tail) = name.rsplit_once(" - ")?;
    let tail = tail.trim();
    let rest = tail.get(..3).filter(|h| h.eq_ignore_ascii_case("exp"))?;
    let rest = &tail[rest.len()..];
    // A word that merely starts with "exp" (`- Expedition`) is no version.
    if rest.chars().count() > 5
        || rest.starts_with(|c: char| c.is_ascii_lowercase())
        || rest.trim() == "0"
    {
        return None;
    }
    Some((base.trim_end(), level_of(rest)))
}

/// ` - inexp`: the base name of an inexperienced version.
pub fn inexp_suffix(name: &str) -> Option<&str> {
    let (base, tail) = name.rsplit_once(" - ")?;
    tail.trim()
        .eq_ignore_ascii_case("inexp")
        .then(|| base.trim_end())
}

/// The name every version of a card shares: without ` - exp…`, ` - inexp` or ` (…)`.
pub fn base_name(name: &str) -> &str {
    if let Some((base, _)) = exp_suffix(name) {
        return base;
    }
    if let Some(base) = inexp_suffix(name) {
        return base;
    }
    name.split(" (").next().unwrap_or(name).trim()
}

/// A name and the other spellings of the same version: `Name - exp` and `Name (Experienced)`,
/// `Name - exp2` and `Name (Experienced 2)`, and the other way round.
pub fn name_variants(name: &str) -> Vec<String> {
    let mut out = vec![name.to_string()];
    if let Some((base, level)) = exp_suffix(name) {
        if level == 1 {
            out.push(format!("{base} (Experienced)"));
        }
        out.push(format!("{base} (Experienced {level})"));
        out.push(format!("{base} - exp{level}"));
        if level == 1 {
            out.push(format!("{base} - exp"));
        }
    } else if let Some(base) = name.strip_suffix(')') {
        if let Some((base, tail)) = base.rsplit_once(" (") {
            let tail = tail.trim().to_lowercase();
            if let Some(level) = tail.strip_prefix("experienced") {
                let level = level.trim();
                if level.is_empty() || level == "1" {
                    out.push(format!("{base} - exp"));
                }
                if !level.is_empty() {
                    out.push(format!("{base} - exp{level}"));
                } else {
                    out.push(format!("{base} - exp1"));
                }
            }
        }
    }
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_read_from_names() {
        assert_eq!(exp_suffix("Tester - exp"), Some(("Tester", 1)));
        assert_eq!(exp_suffix("Tester - exp2"), Some(("Tester", 2)));
        assert_eq!(exp_suffix("Tester - exp 2"), Some(("Tester", 2)));
        assert_eq!(exp_suffix("Tester - exp3.5"), Some(("Tester", 3)));
        assert_eq!(exp_suffix("Tester - expCoM"), Some(("Tester", 1)));
        assert_eq!(exp_suffix("Tester - Expedition"), None);
        assert_eq!(exp_suffix("Tester"), None);
        assert_eq!(inexp_suffix("Tester - inexp"), Some("Tester"));
        assert_eq!(base_name("Tester - inexp"), "Tester");
        assert_eq!(base_name("Tester (Experienced 2)"), "Tester");
        assert_eq!(level_of(" 3.5"), 3);
        assert_eq!(level_of("com"), 1);
    }
}
