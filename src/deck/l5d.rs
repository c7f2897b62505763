//! Egg of P'an Ku deck names: the ` - exp` / ` - expN` ending of an experienced version.

/// `Hida Kisada - exp2` → (`Hida Kisada`, 2); `Doji Hoturi - exp` → (`Doji Hoturi`, 1).
pub fn exp_suffix(name: &str) -> Option<(&str, i32)> {
    let (base, tail) = name.rsplit_once(" - ")?;
    let tail = tail.trim().to_ascii_lowercase();
    let level = tail.strip_prefix("exp")?;
    let level = if level.is_empty() {
        1
    } else {
        level.parse::<i32>().ok().filter(|n| *n >= 1)?
    };
    Some((base.trim_end(), level))
}
