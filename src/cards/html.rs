//! The card text of the database is a little HTML (`<b>`, `<i>`, `<br>`, entities). This turns it
//! into plain text a judge can read, and reads the keywords from its first bold run.

/// Plain text: tags dropped (`<br>` and `<p>` become line breaks), entities decoded, spaces within
/// a line made one, blank lines dropped.
pub fn to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find(['<', '&']) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        if rest.starts_with('<') {
            match rest.find('>') {
                Some(end) => {
                    let tag = rest[1..end].trim().to_ascii_lowercase();
                    let name = tag
                        .trim_start_matches('/')
                        .split(|c: char| c.is_whitespace() || c == '/')
                        .next()
                        .unwrap_or("");
                    if matches!(name, "br" | "p" | "div" | "li") {
                        out.push('\n');
                    }
                    rest = &rest[end + 1..];
                }
                None => {
                    // A lone `<` is text.
                    out.push('<');
                    rest = &rest[1..];
                }
            }
        } else {
            let (text, used) = entity(rest);
            out.push_str(&text);
            rest = &rest[used..];
        }
    }
    out.push_str(rest);
    tidy(&out)
}

/// The keywords and traits of the keyword line, split at bullets (`•`, `&#8226;`) and trimmed.
/// The keyword line is the text's first line, in whatever bold it is written: all bold
/// (`<b>Shadowlands &#8226; Oni</b>`), plain then bold (`Crab Clan &#8226; <b>Unique</b>`), plain
/// (`Temple`); a line ending in a bullet goes on into the next one (`Courtier &#8226;<br><b>Experienced
/// 2</b>`). A first line that is a sentence or an ability (a colon, a final full stop or
/// bracket, a part between bullets of more than six words) is no keyword line: such a card has none.
pub fn keywords(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in html_lines(html) {
        // A bold run of keywords before an ability on the same line (`<b>Political</b>
        // <b>Open:</b> …`): the run is the keyword line.
        let (line, last) = match keywords_before_ability(line) {
            Some(run) => (run, true),
            None => (line, false),
        };
        let text = to_text(&bold_is_a_bullet(line)).replace('\n', " ");
        let p = text.trim();
        if p.is_empty() {
            if out.is_empty() {
                continue;
            }
            break;
        }
        if p.contains(':') || p.ends_with(['.', ')']) || p.split_whitespace().count() > 40 {
            break;
        }
        let parts: Vec<String> = p
            .split(['•', '·'])
            .map(|k| k.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        if parts.iter().any(|k| k.split_whitespace().count() > 6) {
            break;
        }
        out.extend(parts.into_iter().filter(|k| !k.is_empty()));
        if last || !p.ends_with(['•', '·']) {
            break;
        }
    }
    out
}

/// A line that opens with a bold run without a colon, followed by a bold ability label
/// (`<b>Ninja</b> <b>Open:</b> …`, `<b>Political</b> <b>Battle</b>: …`): the first run.
fn keywords_before_ability(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let inner = t.get(..3).filter(|h| h.eq_ignore_ascii_case("<b>"))?;
    let end = t.to_ascii_lowercase().find("</b>")?;
    let run = &t[inner.len()..end];
    if run.contains([':', '<']) || to_text(run).trim().is_empty() {
        return None;
    }
    let rest = t[end + 4..].trim_start();
    if !rest.get(..3).is_some_and(|h| h.eq_ignore_ascii_case("<b>")) {
        return None;
    }
    let label = to_text(rest);
    let (head, _) = label.split_once(':')?;
    let is_label = !head.is_empty()
        && head.split_whitespace().count() <= 3
        && head
            .chars()
            .all(|c| c.is_alphabetic() || c == ' ' || c == '/' || c == '-');
    is_label.then_some(run)
}

/// The keyword line with a bullet where plain text runs into bold without one (`Seductress
/// <b>Experienced &#8226; Unique</b>`, a bullet the database lost).
fn bold_is_a_bullet(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut rest = line;
    while let Some(i) = rest.to_ascii_lowercase().find("<b>") {
        let before = &rest[..i];
        out.push_str(before);
        let so_far = to_text(&out);
        let tail = so_far.trim_end();
        if !tail.is_empty() && !tail.ends_with(['•', '·']) && before.ends_with(' ') {
            out.push_str(" • ");
        }
        out.push_str(&rest[i..i + 3]);
        rest = &rest[i + 3..];
    }
    out.push_str(rest);
    out
}

/// The lines of a card's HTML, split at `<br>`, `<p>` and line breaks, tags kept.
fn html_lines(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    let bytes = html.as_bytes();
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                out.push(&html[start..i]);
                start = i + 1;
                i += 1;
            }
            b'<' => {
                let end = html[i..].find('>').map(|e| i + e);
                let name = end
                    .map(|e| {
                        html[i + 1..e]
                            .trim()
                            .trim_start_matches('/')
                            .split(|c: char| c.is_whitespace() || c == '/')
                            .next()
                            .unwrap_or("")
                            .to_ascii_lowercase()
                    })
                    .unwrap_or_default();
                match end {
                    Some(e) if matches!(name.as_str(), "br" | "p") => {
                        out.push(&html[start..i]);
                        start = e + 1;
                        i = e + 1;
                    }
                    _ => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    out.push(&html[start..]);
    out
}

/// Decodes the entity at the start of `s` (which starts with `&`); returns the text and the bytes
/// used. An unknown or unterminated entity is kept as written.
fn entity(s: &str) -> (String, usize) {
    let Some(end) = s[1..].find(';').map(|e| e + 1).filter(|e| *e <= 12) else {
        return ("&".into(), 1);
    };
    let name = &s[1..end];
    // `&8226;`, a character reference whose `#` was lost, as some exports write the bullet.
    let num = name
        .strip_prefix('#')
        .or_else(|| (!name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())).then_some(name));
    let ch = if let Some(num) = num {
        let n = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok(),
            None => num.parse::<u32>().ok(),
        };
        n.and_then(windows_1252)
    } else {
        match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some(' '),
            "bull" => Some('•'),
            "middot" => Some('·'),
            "mdash" => Some('—'),
            "ndash" => Some('–'),
            "hellip" => Some('…'),
            "rsquo" | "lsquo" => Some('\''),
            "rdquo" | "ldquo" => Some('"'),
            _ => None,
        }
    };
    match ch {
        Some(c) => (c.to_string(), end + 1),
        None => ("&".into(), 1),
    }
}

/// The character a numeric reference names. HTML reads 128–159 as Windows-1252 does (`&#149;`
/// is the bullet `•`, `&#146;` the apostrophe), not as control characters; the five numbers
/// Windows-1252 leaves unassigned stay control characters.
fn windows_1252(n: u32) -> Option<char> {
    const HIGH: [u32; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ];
    let n = match n {
        128..=159 => HIGH[(n - 128) as usize],
        _ => n,
    };
    char::from_u32(n)
}

fn tidy(s: &str) -> String {
    s.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_entities_become_text() {
        assert_eq!(
            to_text("<b>Shadowlands &#8226; Oni</b><br>Fear 2.  <i>Hunts &amp; kills.</i>"),
            "Shadowlands • Oni\nFear 2. Hunts & kills."
        );
        assert_eq!(to_text("1 < 2 &unknown; &#x2022;"), "1 < 2 &unknown; •");
    }

    #[test]
    fn numbers_128_to_159_are_windows_1252() {
        assert_eq!(
            to_text("Ninja &#149; Thief &#151; it&#146;s &#128;5 &#x95;"),
            "Ninja • Thief — it\u{2019}s €5 •"
        );
        // Above 159 a number is its Unicode character.
        assert_eq!(to_text("caf&#233; &#8226; &#255;"), "café • ÿ");
    }

    #[test]
    fn keywords_come_from_the_first_bold_run() {
        assert_eq!(
            keywords("<b>Shadowlands &#8226; Oni</b><br><b>Battle:</b> x"),
            vec!["Shadowlands", "Oni"]
        );
        assert!(keywords("<b>Battle:</b> Destroy a follower.").is_empty());
        assert!(keywords("Text first, then <b>bold</b>.").is_empty());
        assert!(keywords("").is_empty());
        assert_eq!(
            keywords("Crab Clan &#8226; Samurai &#8226; <b>Experienced &#8226; Unique</b><br>x"),
            vec!["Crab Clan", "Samurai", "Experienced", "Unique"]
        );
        assert_eq!(
            keywords("Crab Clan &#8226; Courtier &#8226;<br><b>Experienced 2</b><br>Text."),
            vec!["Crab Clan", "Courtier", "Experienced 2"]
        );
        assert_eq!(
            keywords("<b>Limited</b>: Bow a card."),
            Vec::<String>::new()
        );
        assert_eq!(keywords("Temple <br>Bow: x"), vec!["Temple"]);
        // A keyword run before an ability on the same line.
        assert_eq!(
            keywords("<b>Political</b> <b>Open:</b> Choose a card."),
            vec!["Political"]
        );
        assert_eq!(
            keywords("<b>Ninja</b> <b>Battle</b>: Bow a card."),
            vec!["Ninja"]
        );
        assert!(keywords("<b>Battle:</b> <b>Open:</b> x").is_empty());
        // Plain runs into bold without a bullet: the bullet the database lost.
        assert_eq!(
            keywords("Courtier &#8226; Seductress <b>Experienced &#8226; Unique</b> <br>x"),
            vec!["Courtier", "Seductress", "Experienced", "Unique"]
        );
        // A sentence with a bold word is still no keyword line.
        assert!(keywords("This Shugenja has <b>Cavalry</b>. <br>x").is_empty());
        assert_eq!(to_text("A &8226; B"), "A • B");
    }
}
