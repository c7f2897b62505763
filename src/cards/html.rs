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

/// The keywords and traits of the first bold run, split at bullets (`•`, `&#8226;`) and trimmed:
/// `<b>Shadowlands &#8226; Oni</b>` gives `["Shadowlands", "Oni"]`. The run must open the text
/// (only tags and spaces before it); a card with no such run has none.
pub fn keywords(html: &str) -> Vec<String> {
    let lower = html.to_ascii_lowercase();
    let Some(open) = lower.find("<b>") else {
        return Vec::new();
    };
    if !to_text(&html[..open]).trim().is_empty() {
        return Vec::new();
    }
    let start = open + 3;
    let Some(len) = lower[start..].find("</b>") else {
        return Vec::new();
    };
    let run = to_text(&html[start..start + len]);
    // A bold run that ends in a colon names an ability ("Battle:"), not keywords.
    if run.trim_end().ends_with(':') {
        return Vec::new();
    }
    run.split(['•', '·', '\n'])
        .map(|k| k.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|k| !k.is_empty())
        .collect()
}

/// Decodes the entity at the start of `s` (which starts with `&`); returns the text and the bytes
/// used. An unknown or unterminated entity is kept as written.
fn entity(s: &str) -> (String, usize) {
    let Some(end) = s[1..].find(';').map(|e| e + 1).filter(|e| *e <= 12) else {
        return ("&".into(), 1);
    };
    let name = &s[1..end];
    let ch = if let Some(num) = name.strip_prefix('#') {
        let n = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok(),
            None => num.parse::<u32>().ok(),
        };
        n.and_then(char::from_u32)
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
    fn keywords_come_from_the_first_bold_run() {
        assert_eq!(
            keywords("<b>Shadowlands &#8226; Oni</b><br><b>Battle:</b> x"),
            vec!["Shadowlands", "Oni"]
        );
        assert!(keywords("<b>Battle:</b> Destroy a follower.").is_empty());
        assert!(keywords("Text first <b>Not keywords</b>").is_empty());
        assert!(keywords("").is_empty());
    }
}
