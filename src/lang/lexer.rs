//! Splitting a physical line into command pieces, and a piece into tokens.

use super::ast::Span;
use super::ParseError;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokKind {
    /// A run of characters other than white space, `"`, `,`, `;` and `#`.
    Word,
    /// `"…"`: one name, which may hold spaces and any character but `"`.
    Quoted,
    /// `,`: separates effects.
    Comma,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokKind,
    /// The whole token as typed, quotes included.
    pub span: Span,
    /// The token's value: for a quoted name the text between the quotes, otherwise `span`.
    pub inner: Span,
}

/// Cuts a `#` comment (outside quotes) off `input`, splits the rest on `;` (outside quotes), trims
/// every piece and drops the empty ones. A quote left open runs to the end of the line, so `;` and
/// `#` after it belong to the piece, which the tokenizer then rejects.
pub(crate) fn split_pieces(input: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut in_quote = false;
    let mut start = 0;
    let mut end = input.len();
    for (i, c) in input.char_indices() {
        match c {
            '"' => in_quote = !in_quote,
            '#' if !in_quote => {
                end = i;
                break;
            }
            ';' if !in_quote => {
                pieces.push(&input[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&input[start..end]);
    pieces
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

fn is_word_char(c: char) -> bool {
    !(c.is_whitespace() || matches!(c, '"' | ',' | ';' | '#'))
}

/// Splits one command piece into tokens.
pub(crate) fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    let mut toks = Vec::new();
    let mut i = 0;
    while let Some(c) = text[i..].chars().next() {
        let len = c.len_utf8();
        if c.is_whitespace() {
            i += len;
        } else if c == ',' {
            let span = Span::new(i, i + 1);
            toks.push(Token {
                kind: TokKind::Comma,
                span,
                inner: span,
            });
            i += 1;
        } else if c == '"' {
            let Some(close) = text[i + 1..].find('"') else {
                return Err(ParseError::new(
                    text,
                    Span::new(i, i + 1),
                    crate::msg!("parse-unclosed-quote"),
                ));
            };
            let end = i + 1 + close;
            toks.push(Token {
                kind: TokKind::Quoted,
                span: Span::new(i, end + 1),
                inner: Span::new(i + 1, end),
            });
            i = end + 1;
        } else if c == ';' || c == '#' {
            // Only reachable when a caller tokenizes text that was not split by `split_pieces`.
            return Err(ParseError::new(
                text,
                Span::new(i, i + len),
                crate::msg!("parse-stray-char", char = c.to_string()),
            ));
        } else {
            let start = i;
            while let Some(c) = text[i..].chars().next() {
                if !is_word_char(c) {
                    break;
                }
                i += c.len_utf8();
            }
            let span = Span::new(start, i);
            toks.push(Token {
                kind: TokKind::Word,
                span,
                inner: span,
            });
        }
    }
    Ok(toks)
}

/// Reads a word as an integer. `None` if it does not look like one; `Some(Err(()))` if it does
/// but is out of range. An optional sign, then digits (ASCII or full-width).
pub(crate) fn parse_int(word: &str) -> Option<Result<i32, ()>> {
    let mut chars = word.chars().peekable();
    let mut digits = String::new();
    match chars.peek() {
        Some('-' | '－') => {
            digits.push('-');
            chars.next();
        }
        Some('+' | '＋') => {
            chars.next();
        }
        _ => {}
    }
    let mut any = false;
    for c in chars {
        let d = match c {
            '0'..='9' => c,
            '０'..='９' => char::from_u32(u32::from(c) - u32::from('０') + u32::from('0'))?,
            _ => return None,
        };
        digits.push(d);
        any = true;
    }
    if !any {
        return None;
    }
    Some(digits.parse::<i32>().map_err(|_| ()))
}
