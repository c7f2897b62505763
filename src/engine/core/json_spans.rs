//! Spans of JSON text as `serde_json::to_vec` writes it (compact, no white space): the members
//! of an object and the elements of an array, found without decoding them. A saved board's cards
//! are hashed by their text and decoded only when read ([`super::board_cards::Cards::from_saved`]),
//! and this is how their texts are found. Text that is not such JSON gives `None` (or spans
//! that hash to nothing the record holds); nothing here panics.

use std::ops::Range;

/// The end (one past the last byte) of the string whose opening quote is at `at`.
fn string_end(b: &[u8], at: usize) -> Option<usize> {
    let mut i = at + 1;
    loop {
        // The next quote or backslash, found many bytes at a time.
        i += memchr::memchr2(b'"', b'\\', b.get(i..)?)?;
        match *b.get(i)? {
            b'"' => return Some(i + 1),
            _ => i += 2,
        }
    }
}

/// The end (one past the last byte) of the JSON value that starts at `at`.
pub fn value_end(b: &[u8], at: usize) -> Option<usize> {
    match *b.get(at)? {
        b'"' => string_end(b, at),
        b'{' | b'[' => {
            let mut depth = 0usize;
            let mut i = at;
            loop {
                match *b.get(i)? {
                    b'"' => {
                        i = string_end(b, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth = depth.checked_sub(1)?;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        _ => {
            // A number, `true`, `false` or `null`.
            let mut i = at;
            while let Some(&c) = b.get(i) {
                if matches!(c, b',' | b'}' | b']' | b':' | b' ' | b'\n' | b'\t' | b'\r') {
                    break;
                }
                i += 1;
            }
            (i > at).then_some(i)
        }
    }
}

/// Reads the object whose opening brace is at `start`, calling `f` with each member's key (its
/// text between the quotes, as written) and where its value starts; `f` gives where the value
/// ends (by [`value_end`], or by reading it). The end of the object (one past its closing brace),
/// or `None` if the text is not an object written compactly, or `f` gives `None`.
pub fn members_from<'a>(
    b: &'a [u8],
    start: usize,
    mut f: impl FnMut(&'a [u8], usize) -> Option<usize>,
) -> Option<usize> {
    if b.get(start) != Some(&b'{') {
        return None;
    }
    let mut i = start + 1;
    if b.get(i) == Some(&b'}') {
        return Some(i + 1);
    }
    loop {
        if b.get(i) != Some(&b'"') {
            return None;
        }
        let key_end = string_end(b, i)?;
        let key = b.get(i + 1..key_end - 1)?;
        if b.get(key_end) != Some(&b':') {
            return None;
        }
        let end = f(key, key_end + 1)?;
        if end <= key_end + 1 {
            return None;
        }
        match b.get(end)? {
            b',' => i = end + 1,
            b'}' => return Some(end + 1),
            _ => return None,
        }
    }
}

/// Calls `f` with each member of the object spanning `obj` (its braces included): the key's text
/// (between its quotes, as written) and the span of its value. `None` if the text is not an
/// object written compactly, or `f` says to stop by returning `None`.
pub fn members<'a>(
    b: &'a [u8],
    obj: Range<usize>,
    mut f: impl FnMut(&'a [u8], Range<usize>) -> Option<()>,
) -> Option<()> {
    let end = members_from(b, obj.start, |key, start| {
        let end = value_end(b, start)?;
        f(key, start..end)?;
        Some(end)
    })?;
    (end == obj.end).then_some(())
}

/// Reads the array whose opening bracket is at `start`, calling `f` with where each element
/// starts; `f` gives where it ends. The end of the array (one past its closing bracket), or
/// `None` if the text is not an array written compactly, or `f` gives `None`.
pub fn elements_from(
    b: &[u8],
    start: usize,
    mut f: impl FnMut(usize) -> Option<usize>,
) -> Option<usize> {
    if b.get(start) != Some(&b'[') {
        return None;
    }
    let mut i = start + 1;
    if b.get(i) == Some(&b']') {
        return Some(i + 1);
    }
    loop {
        let end = f(i)?;
        if end <= i {
            return None;
        }
        match b.get(end)? {
            b',' => i = end + 1,
            b']' => return Some(end + 1),
            _ => return None,
        }
    }
}

/// Calls `f` with the span of each element of the array spanning `arr` (its brackets included).
/// `None` if the text is not an array written compactly, or `f` returns `None`.
pub fn elements(
    b: &[u8],
    arr: Range<usize>,
    mut f: impl FnMut(Range<usize>) -> Option<()>,
) -> Option<()> {
    let end = elements_from(b, arr.start, |start| {
        let end = value_end(b, start)?;
        f(start..end)?;
        Some(end)
    })?;
    (end == arr.end).then_some(())
}

/// The span of the value of member `key` of the object spanning `obj`.
pub fn member(b: &[u8], obj: Range<usize>, key: &str) -> Option<Range<usize>> {
    let mut found = None;
    members(b, obj, |k, v| {
        if k == key.as_bytes() {
            found = Some(v);
            return None;
        }
        Some(())
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(text: &str) -> Option<Vec<(String, String)>> {
        let b = text.as_bytes();
        let mut out = Vec::new();
        members(b, 0..b.len(), |k, v| {
            out.push((
                String::from_utf8_lossy(k).into_owned(),
                String::from_utf8_lossy(&b[v]).into_owned(),
            ));
            Some(())
        })?;
        Some(out)
    }

    #[test]
    fn members_and_elements_of_compact_json_are_found_and_anything_else_refused() {
        let text = r#"{"a":1,"b":"x\"}]","c":{"d":[1,{"e":"]"}]},"f":[],"g":null}"#;
        let got = keys(text).expect("an object");
        let want = [
            ("a", "1"),
            ("b", r#""x\"}]""#),
            ("c", r#"{"d":[1,{"e":"]"}]}"#),
            ("f", "[]"),
            ("g", "null"),
        ];
        assert_eq!(
            got,
            want.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect::<Vec<_>>()
        );
        assert_eq!(keys("{}"), Some(Vec::new()));
        let arr = br#"[{"a":[1,2]},"s",3,[]]"#;
        let mut spans = Vec::new();
        elements(arr, 0..arr.len(), |r| {
            spans.push(String::from_utf8_lossy(&arr[r]).into_owned());
            Some(())
        })
        .expect("an array");
        assert_eq!(spans, [r#"{"a":[1,2]}"#, r#""s""#, "3", "[]"]);
        for bad in [
            "",
            "{",
            "}",
            r#"{"a":1"#,
            r#"{"a":1,}"#,
            r#"{"a" :1}"#,
            r#"{"a":"1}"#,
            r#"{"a":1}}"#,
            r#"{"a":}"#,
            r#"{a:1}"#,
            "[1,2",
        ] {
            assert_eq!(keys(bad), None, "{bad}");
        }
        for bad in ["[1,2", "[1,]", "[,1]", "[1 2]", "{}"] {
            let b = bad.as_bytes();
            assert_eq!(elements(b, 0..b.len(), |_| Some(())), None, "{bad}");
        }
    }
}
