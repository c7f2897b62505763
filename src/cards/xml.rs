//! Reading the card database XML (the layout Egg of P'an Ku reads, exported from the Oracle of the
//! Void) with a streaming parser. A file that is not well-formed XML, or not a card database, is
//! an error that says where (line and card), and gives no card. Inside a well-formed file one
//! odd card never refuses the file: a value gunbai cannot use is kept as printed
//! ([`PrintedCard::as_printed`]), and a card that cannot be read (no id, no name, a playtest card
//! written encrypted) is skipped with a [`Note`] that says why. The parser expands no entity but
//! XML's five and character references, and loads nothing from outside the file.

use super::model::{usable_value, PrintedCard, STAT_FIELDS};
use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::Reader;
use std::collections::HashMap;
use std::fmt;

/// A whole card database file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardFile {
    /// The `version` attribute of `<cards>` (empty when the file has none).
    pub version: String,
    pub cards: Vec<PrintedCard>,
    /// The cards skipped or replaced while reading, each with why.
    pub notes: Vec<Note>,
}

/// A card the file holds that was not imported as written, and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Note {
    /// The line of the XML; 0 in a JSON file, where `card` names the entry.
    pub line: usize,
    pub card: String,
    pub what: String,
}

/// Which card an error is in, as far as the file had said when it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardAt {
    pub id: Option<String>,
    pub name: Option<String>,
}

impl fmt::Display for CardAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.name, &self.id) {
            (Some(n), Some(id)) => write!(f, "card `{n}` (id {id})"),
            (Some(n), None) => write!(f, "card `{n}`"),
            (None, Some(id)) => write!(f, "card id {id}"),
            (None, None) => write!(f, "a card with no id"),
        }
    }
}

fn in_card(card: &Option<CardAt>) -> String {
    card.as_ref()
        .map(|c| format!(", in {c}"))
        .unwrap_or_default()
}

/// Why a file cannot be imported. Nothing is imported when reading fails.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error(
        "line {line}{}: the XML is broken ({message}); fix the file or export it again",
        in_card(card)
    )]
    Xml {
        line: usize,
        card: Option<CardAt>,
        message: String,
    },
    #[error("line {line}: this is not a card database: it starts with <{found}>, and a card database starts with <cards version=\"…\">")]
    NotCardDatabase { line: usize, found: String },
    #[error("the file holds no XML element: a card database starts with <cards version=\"…\">")]
    NoRoot,
    #[error("the card database holds no <card>")]
    NoCards,
    #[error("line {line}: the file is not UTF-8 text and its XML declaration names no encoding; save it as UTF-8, or declare its encoding on the first line (<?xml version=\"1.0\" encoding=\"windows-1252\"?>)")]
    NotText { line: usize },
    #[error("line {line}: the file declares {declared} but is not: save it again as {declared}, or declare the encoding it is written in")]
    NotDeclared { line: usize, declared: String },
    #[error("the file is not the Oracle of the Void's JSON: {message}")]
    Json { message: String },
    #[error("the file is written in {encoding}, which gunbai does not read: save it as UTF-8 (or Windows-1252)")]
    Encoding { encoding: String },
}

/// Turns the file's bytes into text by the encoding its XML declaration names: UTF-8 when it
/// names none (a byte-order mark is dropped), Windows-1252 for `windows-1252` and for
/// `ISO-8859-1` / `latin1` (as browsers read that label: the bytes 0x80–0x9F are Windows-1252's
/// curly quotes and dashes, never control characters). Bytes that are not the declared
/// encoding, or an encoding gunbai does not read, are an error that says what to do.
pub fn decode(bytes: &[u8]) -> Result<String, ReadError> {
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(ReadError::Encoding {
            encoding: "UTF-16".into(),
        });
    }
    let bom = bytes.starts_with(b"\xEF\xBB\xBF");
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let declared = declared_encoding(bytes).map(|e| e.to_ascii_lowercase());
    match declared.as_deref() {
        Some(
            "windows-1252" | "cp1252" | "x-cp1252" | "iso-8859-1" | "iso8859-1" | "iso_8859-1"
            | "latin1" | "latin-1" | "l1",
        ) if !bom => Ok(bytes.iter().map(|&b| windows_1252(b)).collect()),
        None | Some("utf-8" | "utf8" | "us-ascii" | "ascii") => match std::str::from_utf8(bytes) {
            Ok(s) => Ok(s.to_string()),
            Err(e) => {
                let line = line_at(bytes, e.valid_up_to());
                Err(match declared {
                    None => ReadError::NotText { line },
                    Some(d) => ReadError::NotDeclared {
                        line,
                        declared: d.to_uppercase(),
                    },
                })
            }
        },
        Some(other) => Err(ReadError::Encoding {
            encoding: other.to_string(),
        }),
    }
}

/// The `encoding` of the XML declaration that opens the bytes, if any.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let head = &bytes[..bytes.len().min(300)];
    if !head.starts_with(b"<?xml") {
        return None;
    }
    let end = head.windows(2).position(|w| w == b"?>")?;
    let decl = String::from_utf8_lossy(&head[..end]).to_string();
    let at = decl.find("encoding")?;
    let rest = decl[at + "encoding".len()..]
        .trim_start()
        .strip_prefix('=')?;
    let rest = rest.trim_start();
    let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &rest[1..];
    let close = value.find(quote)?;
    Some(value[..close].trim().to_string())
}

/// One Windows-1252 byte as a character.
pub fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9F => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

fn line_at(bytes: &[u8], pos: usize) -> usize {
    let pos = pos.min(bytes.len());
    bytes[..pos].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Line numbers of byte positions that mostly grow: each call counts only from the last one.
struct Lines<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Lines<'a> {
    fn new(bytes: &'a [u8]) -> Lines<'a> {
        Lines {
            bytes,
            pos: 0,
            line: 1,
        }
    }

    fn at(&mut self, pos: u64) -> usize {
        let pos = usize::try_from(pos)
            .unwrap_or(usize::MAX)
            .min(self.bytes.len());
        if pos < self.pos {
            return line_at(self.bytes, pos);
        }
        self.line += self.bytes[self.pos..pos]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.pos = pos;
        self.line
    }
}

/// The card being read.
struct Open {
    card: PrintedCard,
    line: usize,
    /// The card's type said `encrypted-…`: a playtest card, skipped.
    encrypted: bool,
}

/// The element inside a card whose text is being collected, with its depth and text so far.
struct Field {
    name: String,
    depth: usize,
    text: String,
}

/// What reading has gathered so far: the root's version, the cards finished and the notes, the
/// line each id was first seen on, how deep the reader is, and the card and field open there.
#[derive(Default)]
struct Walk {
    version: Option<String>,
    cards: Vec<PrintedCard>,
    notes: Vec<Note>,
    first_line: HashMap<String, (usize, usize)>,
    depth: usize,
    open: Option<Open>,
    field: Option<Field>,
}

/// Reads a whole card database. `progress(done, total)` is called now and then with byte counts.
pub fn read(text: &str, progress: &mut dyn FnMut(u64, u64)) -> Result<CardFile, ReadError> {
    let total = text.len() as u64;
    let mut reader = Reader::from_str(text);
    reader.config_mut().trim_text(false);
    let mut lines = Lines::new(text.as_bytes());
    let mut w = Walk::default();

    loop {
        let before = reader.buffer_position();
        let ev = match reader.read_event() {
            Ok(ev) => ev,
            Err(e) => {
                let line = lines.at(reader.error_position());
                return Err(w.error(line, e.to_string()));
            }
        };
        let here = lines.at(before);
        match ev {
            Event::Start(ref e) => w.start(e, false, here)?,
            Event::Empty(ref e) => w.start(e, true, here)?,
            Event::End(ref e) => {
                let name = e.local_name().into_inner().to_string();
                if w.end(&name) && w.cards.len().is_multiple_of(500) {
                    progress(reader.buffer_position(), total);
                }
            }
            Event::Text(t) => {
                if let Some(f) = w.field.as_mut() {
                    f.text.push_str(&t);
                }
            }
            Event::CData(t) => {
                if let Some(f) = w.field.as_mut() {
                    f.text.push_str(&t);
                }
            }
            Event::GeneralRef(r) => w.entity(&r, here)?,
            Event::Eof => break,
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) | Event::DocType(_) => {}
        }
    }
    if w.depth != 0 {
        let line = lines.at(total);
        return Err(w.error(
            line,
            "the file ends before its elements are closed (is it cut short?)".into(),
        ));
    }
    let Some(version) = w.version else {
        return Err(ReadError::NoRoot);
    };
    if w.cards.is_empty() {
        return Err(ReadError::NoCards);
    }
    progress(total, total);
    Ok(CardFile {
        version,
        cards: w.cards,
        notes: w.notes,
    })
}

impl Walk {
    /// A well-formedness error at `line`, naming the card open there.
    fn error(&self, line: usize, message: String) -> ReadError {
        ReadError::Xml {
            line,
            card: self.open.as_ref().map(|o| at(&o.card)),
            message,
        }
    }

    /// An element opens (`empty`: an element with no content): the root `<cards>`, HTML inside a
    /// field's text (kept as text), a field of the open card, or a `<card>`.
    fn start(&mut self, e: &BytesStart<'_>, empty: bool, here: usize) -> Result<(), ReadError> {
        let name = e.local_name().into_inner().to_string();
        if self.depth == 0 {
            if self.version.is_some() {
                return Err(self.error(here, format!("a second top-level element <{name}>")));
            }
            if name != "cards" {
                return Err(ReadError::NotCardDatabase {
                    line: here,
                    found: name,
                });
            }
            self.version = Some(attr(e, "version").map_err(|m| self.error(here, m))?);
        } else if let Some(f) = self.field.as_mut() {
            // HTML written without CDATA: keep its tags as text.
            f.text.push('<');
            f.text.push_str(e);
            f.text.push_str(if empty { "/>" } else { ">" });
        } else if self.open.is_some() {
            // The fields of a card are the elements directly inside <card>.
            if self.depth == 2 && !empty {
                self.field = Some(Field {
                    name,
                    depth: self.depth,
                    text: String::new(),
                });
            }
        } else if self.depth == 1 && name == "card" {
            let o = self.card(e, here)?;
            if empty {
                finish(o, &mut self.cards, &mut self.first_line, &mut self.notes);
            } else {
                self.open = Some(o);
            }
        }
        if !empty {
            self.depth += 1;
        }
        Ok(())
    }

    /// A `<card>` element opens: its id and type, and a card with nothing else yet (a type
    /// `encrypted-…` marks a playtest card, to be skipped).
    fn card(&self, e: &BytesStart<'_>, here: usize) -> Result<Open, ReadError> {
        let id = attr(e, "id").map_err(|m| self.error(here, m))?;
        let kind = attr(e, "type").map_err(|m| self.error(here, m))?;
        let kind = kind.trim().to_lowercase();
        let encrypted = kind.starts_with("encrypted-");
        let card = PrintedCard {
            id: id.trim().to_string(),
            kind,
            name: String::new(),
            editions: Vec::new(),
            legal: Vec::new(),
            clans: Vec::new(),
            html: String::new(),
            keywords: Vec::new(),
            stats: Default::default(),
            as_printed: Vec::new(),
            rulings: Vec::new(),
            rarity: String::new(),
        };
        Ok(Open {
            card,
            line: here,
            encrypted,
        })
    }

    /// An element named `name` closes: a field stored on its card, HTML inside a field's text
    /// (kept as text), or a `<card>` finished; true when a card was finished.
    fn end(&mut self, name: &str) -> bool {
        self.depth = self.depth.saturating_sub(1);
        if self.field.as_ref().is_some_and(|f| f.depth == self.depth) {
            if let (Some(f), Some(o)) = (self.field.take(), self.open.as_mut()) {
                store_field(o, f);
            }
        } else if let Some(f) = self.field.as_mut() {
            f.text.push_str("</");
            f.text.push_str(name);
            f.text.push('>');
        } else if self.depth == 1 && name == "card" {
            if let Some(o) = self.open.take() {
                finish(o, &mut self.cards, &mut self.first_line, &mut self.notes);
                return true;
            }
        }
        false
    }

    /// An entity in a field's text: a character reference or one of XML's five is its
    /// character; any other (an HTML entity) is kept as written, for the text's own decoding.
    fn entity(&mut self, r: &BytesRef<'_>, here: usize) -> Result<(), ReadError> {
        let resolved = r.resolve_char_ref();
        let Some(f) = self.field.as_mut() else {
            return Ok(());
        };
        match resolved {
            Ok(Some(c)) => f.text.push(c),
            Ok(None) => match &**r {
                "amp" => f.text.push('&'),
                "lt" => f.text.push('<'),
                "gt" => f.text.push('>'),
                "quot" => f.text.push('"'),
                "apos" => f.text.push('\''),
                other => {
                    f.text.push('&');
                    f.text.push_str(other);
                    f.text.push(';');
                }
            },
            Err(e) => return Err(self.error(here, e.to_string())),
        }
        Ok(())
    }
}

fn at(card: &PrintedCard) -> CardAt {
    CardAt {
        id: (!card.id.is_empty()).then(|| card.id.clone()),
        name: (!card.name.is_empty()).then(|| card.name.clone()),
    }
}

fn attr(e: &BytesStart<'_>, name: &str) -> Result<String, String> {
    match e.try_get_attribute(name) {
        Ok(Some(a)) => a
            .normalized_value(quick_xml::XmlVersion::default())
            .map(|v| v.to_string())
            .map_err(|err| err.to_string()),
        Ok(None) => Ok(String::new()),
        Err(err) => Err(err.to_string()),
    }
}

fn store_field(o: &mut Open, f: Field) {
    let value = f.text.trim().to_string();
    let c = &mut o.card;
    match f.name.as_str() {
        "name" => c.name = plain_name(&value),
        "edition" if !value.is_empty() => c.editions.push(value),
        "legal" if !value.is_empty() => c.legal.push(value),
        "clan" if !value.is_empty() => c.clans.push(value),
        "rulings" if !value.is_empty() => c.rulings.push(value),
        "rarity" => c.rarity = value,
        "text" => {
            c.keywords = super::html::keywords(&value);
            c.html = value;
        }
        other => {
            if STAT_FIELDS.iter().any(|(n, _, _)| *n == other) && !value.is_empty() {
                if !usable_value(&c.kind, other, &value) && !c.as_printed.iter().any(|f| f == other)
                {
                    c.as_printed.push(other.to_string());
                }
                c.stats.insert(other.to_string(), value);
            }
        }
    }
}

/// A name as a judge types it: spaces made one, typographic quotes made plain
/// (`Akodo’s Heir` is `Akodo's Heir`).
fn plain_name(value: &str) -> String {
    value
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(['‘', '’', '`'], "'")
        .replace(['“', '”'], "\"")
}

/// Ends a card: skipped with a note when it cannot be read, else kept; a second card with an id
/// already read replaces the first, as Egg of P'an Ku reads it.
fn finish(
    o: Open,
    cards: &mut Vec<PrintedCard>,
    first_line: &mut HashMap<String, (usize, usize)>,
    notes: &mut Vec<Note>,
) {
    let who = at(&o.card).to_string();
    let skip = if o.encrypted {
        Some(format!(
            "a playtest card written encrypted (type `{}`): skipped",
            o.card.kind
        ))
    } else if o.card.id.is_empty() {
        Some("it has no id attribute: skipped".to_string())
    } else if o.card.name.is_empty() {
        Some("it has no <name>: skipped".to_string())
    } else if o.card.kind.is_empty() {
        Some("it has no type attribute: skipped".to_string())
    } else {
        None
    };
    if let Some(what) = skip {
        notes.push(Note {
            line: o.line,
            card: who,
            what,
        });
        return;
    }
    if let Some((first, ix)) = first_line.get(&o.card.id).copied() {
        notes.push(Note {
            line: o.line,
            card: who,
            what: format!(
                "its id is also the card's at line {first}: this later card replaces it, as Egg of P'an Ku reads the file"
            ),
        });
        first_line.insert(o.card.id.clone(), (o.line, ix));
        if let Some(slot) = cards.get_mut(ix) {
            *slot = o.card;
        }
        return;
    }
    first_line.insert(o.card.id.clone(), (o.line, cards.len()));
    cards.push(o.card);
}
