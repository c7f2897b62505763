//! The printed text cut into sentences, clauses and words, and the small words read in them
//! (numbers, bonuses).

/// Quotation marks: the text of an ability quoted inside another (`with the ability "Battle:
/// …"`) is one piece, never cut.
#[derive(Default)]
struct Quotes {
    straight: bool,
    curly: i32,
}

impl Quotes {
    /// Whether `c` is inside a quotation, after reading it.
    fn inside(&mut self, c: char) -> bool {
        match c {
            '"' => self.straight = !self.straight,
            '“' => self.curly += 1,
            '”' => self.curly -= 1,
            _ => {}
        }
        self.straight || self.curly > 0 || matches!(c, '"' | '”')
    }
}

/// The first colon outside parentheses, brackets and quotations.
pub(super) fn top_level_colon(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut q = Quotes::default();
    for (i, c) in s.char_indices() {
        if q.inside(c) {
            continue;
        }
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ':' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// Sentences: split at `. ` outside parentheses; the final full stop dropped.
pub(super) fn sentences(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut q = Quotes::default();
    for c in s.chars() {
        let quoted = q.inside(c);
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        // `… the trait "Bow this card: Produce 3 Gold." Negate …`: a quotation that ends in a
        // full stop ends the sentence too.
        let closes = depth == 0 && !q.straight && q.curly <= 0 && matches!(c, '"' | '”');
        if closes && cur.ends_with('.') {
            cur.push(c);
            out.push(cur.trim().to_string());
            cur.clear();
            continue;
        }
        if c == '.' && depth == 0 && !quoted {
            let t = cur.trim().to_string();
            if !t.is_empty() {
                out.push(t);
            }
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    let t = cur.trim().to_string();
    if !t.is_empty() {
        out.push(t);
    }
    out
}

/// Clauses: split at `, ` and ` and ` outside parentheses — except inside a bonus (`+1F and
/// +1C`), a kind list (`Personality or Follower`) and the gold alternative (`, or 3 Gold if …`).
pub(super) fn clauses(s: &str) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut q = Quotes::default();
    while i < chars.len() {
        let c = chars[i];
        if q.inside(c) {
            cur.push(c);
            i += 1;
            continue;
        }
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 && c == ',' {
            let rest: String = chars[i + 1..].iter().collect();
            let rl = rest.trim_start().to_lowercase();
            // `, or 4 Gold if …` stays with the gold it changes; `the ability, "…"` with
            // the words that give it.
            if !rl.starts_with("or ") && !rl.starts_with(['"', '“']) {
                parts.push(cur.trim().to_string());
                cur.clear();
                i += 1;
                continue;
            }
        }
        if depth == 0 && c == ' ' {
            let rest: String = chars[i..].iter().take(6).collect();
            if rest.to_lowercase() == " and " || rest.to_lowercase().starts_with(" and ") {
                let after: String = chars[i + 5..].iter().collect();
                let al = after.trim_start().to_lowercase();
                let before = cur.trim_end().to_lowercase();
                // `+1F and +1C`: one bonus.
                let bonus_pair = (al.starts_with('+') || al.starts_with('-'))
                    && before.rsplit(' ').next().is_some_and(is_bonus_word);
                if !bonus_pair {
                    parts.push(cur.trim().to_string());
                    cur.clear();
                    i += 5;
                    continue;
                }
            }
        }
        cur.push(c);
        i += 1;
    }
    parts.push(cur.trim().to_string());
    parts.retain(|p| !p.is_empty());
    parts
}

pub(super) fn words(s: &str) -> Vec<String> {
    s.to_lowercase()
        .replace('’', "'")
        .split_whitespace()
        .map(|w| w.trim_end_matches([',', ';']).to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

pub(super) fn num(w: &str) -> Option<i32> {
    Some(match w {
        "a" | "an" | "one" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        _ => return w.parse().ok(),
    })
}

pub(super) fn is_bonus_word(w: &str) -> bool {
    bonus(w).is_some()
}

/// `+2f`, `-1c`, `+2f/+2c`: (force, chi).
pub(super) fn bonus(w: &str) -> Option<(i32, i32)> {
    let mut force = 0;
    let mut chi = 0;
    for part in w.split('/') {
        let stat_char = part.chars().last()?;
        let (n, stat) = part.split_at(part.len() - stat_char.len_utf8());
        if !(n.starts_with('+') || n.starts_with('-')) {
            return None;
        }
        let n: i32 = n.parse().ok()?;
        match stat {
            "f" => force += n,
            "c" => chi += n,
            _ => return None,
        }
    }
    Some((force, chi))
}

pub(super) fn is(w: &[String], pat: &[&str]) -> bool {
    w.len() == pat.len() && w.iter().zip(pat).all(|(a, b)| a == b)
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
