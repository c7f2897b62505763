//! Reading the card database XML (the layout Egg of P'an Ku reads, exported from the Oracle of the
//! Void) with a streaming parser. Reading either gives every card or an error that says where
//! (line and card); it never gives part of a file.

use super::model::{parse_number, PrintedCard, STAT_FIELDS};
use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;
use std::collections::HashMap;
use std::fmt;

/// A whole card database file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardFile {
    /// The `version` attribute of `<cards>` (empty when the file has none).
    pub version: String,
    pub cards: Vec<PrintedCard>,
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
    #[error("line {line}, {card}: <{field}> is `{value}`, which is not a number (a card database gives a number, +N, - or X)")]
    NotNumber {
        line: usize,
        card: CardAt,
        field: String,
        value: String,
    },
    #[error("line {line}: this is not a card database: it starts with <{found}>, and a card database starts with <cards version=\"…\">")]
    NotCardDatabase { line: usize, found: String },
    #[error("the file holds no XML element: a card database starts with <cards version=\"…\">")]
    NoRoot,
    #[error("line {line}, {card}: the card has no {what}")]
    Missing {
        line: usize,
        card: CardAt,
        what: &'static str,
    },
    #[error("line {line}: the id {id} is given to two cards (the first at line {first})")]
    DuplicateId {
        line: usize,
        id: String,
        first: usize,
    },
    #[error("the card database holds no <card>")]
    NoCards,
    #[error("line {line}: the file is not UTF-8 text (nor declared as ISO-8859-1)")]
    NotText { line: usize },
}

/// Turns the file's bytes into text: UTF-8 (a byte-order mark is dropped), or ISO-8859-1 /
/// Windows-1252 when the XML declaration says so.
pub fn decode(bytes: &[u8]) -> Result<String, ReadError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let head = String::from_utf8_lossy(&bytes[..bytes.len().min(200)]).to_lowercase();
            let declared = head.starts_with("<?xml")
                && ["iso-8859-1", "latin1", "windows-1252", "iso8859-1"]
                    .iter()
                    .any(|enc| head.contains(enc));
            if declared {
                Ok(bytes.iter().map(|&b| char::from(b)).collect())
            } else {
                Err(ReadError::NotText {
                    line: line_at(bytes, e.valid_up_to()),
                })
            }
        }
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
    /// The first number that is not one, kept until the card's name is known.
    bad_number: Option<(usize, String, String)>,
}

/// The element inside a card whose text is being collected, with its depth and text so far.
struct Field {
    name: String,
    depth: usize,
    text: String,
}

/// Reads a whole card database. `progress(done, total)` is called now and then with byte counts.
pub fn read(text: &str, progress: &mut dyn FnMut(u64, u64)) -> Result<CardFile, ReadError> {
    let total = text.len() as u64;
    let mut reader = Reader::from_str(text);
    reader.config_mut().trim_text(false);
    let mut lines = Lines::new(text.as_bytes());

    let mut version: Option<String> = None;
    let mut cards: Vec<PrintedCard> = Vec::new();
    let mut first_line: HashMap<String, usize> = HashMap::new();
    let mut depth = 0usize;
    let mut open: Option<Open> = None;
    let mut field: Option<Field> = None;

    loop {
        let before = reader.buffer_position();
        let ev = match reader.read_event() {
            Ok(ev) => ev,
            Err(e) => {
                return Err(ReadError::Xml {
                    line: lines.at(reader.error_position()),
                    card: open.as_ref().map(|o| at(&o.card)),
                    message: e.to_string(),
                })
            }
        };
        let here = lines.at(before);
        let xml_err = |message: String, open: &Option<Open>| ReadError::Xml {
            line: here,
            card: open.as_ref().map(|o| at(&o.card)),
            message,
        };
        match ev {
            Event::Start(ref e) | Event::Empty(ref e) => {
                let empty = matches!(ev, Event::Empty(_));
                let name = e.local_name().into_inner().to_string();
                if depth == 0 {
                    if version.is_some() {
                        return Err(xml_err(
                            format!("a second top-level element <{name}>"),
                            &open,
                        ));
                    }
                    if name != "cards" {
                        return Err(ReadError::NotCardDatabase {
                            line: here,
                            found: name,
                        });
                    }
                    version = Some(attr(e, "version").map_err(|m| xml_err(m, &open))?);
                } else if let Some(f) = field.as_mut() {
                    // HTML written without CDATA: keep its tags as text.
                    f.text.push('<');
                    f.text.push_str(e);
                    f.text.push_str(if empty { "/>" } else { ">" });
                } else if open.is_some() {
                    // The fields of a card are the elements directly inside <card>.
                    if depth == 2 && !empty {
                        field = Some(Field {
                            name,
                            depth,
                            text: String::new(),
                        });
                    }
                } else if depth == 1 && name == "card" {
                    let id = attr(e, "id").map_err(|m| xml_err(m, &open))?;
                    let kind = attr(e, "type").map_err(|m| xml_err(m, &open))?;
                    let card = PrintedCard {
                        id: id.trim().to_string(),
                        kind: kind.trim().to_lowercase(),
                        name: String::new(),
                        editions: Vec::new(),
                        legal: Vec::new(),
                        clans: Vec::new(),
                        html: String::new(),
                        keywords: Vec::new(),
                        stats: Default::default(),
                    };
                    let o = Open {
                        card,
                        line: here,
                        bad_number: None,
                    };
                    if empty {
                        finish(o, &mut cards, &mut first_line)?;
                    } else {
                        open = Some(o);
                    }
                }
                if !empty {
                    depth += 1;
                }
            }
            Event::End(ref e) => {
                depth = depth.saturating_sub(1);
                let name = e.local_name().into_inner().to_string();
                if field.as_ref().is_some_and(|f| f.depth == depth) {
                    if let (Some(f), Some(o)) = (field.take(), open.as_mut()) {
                        store_field(o, f, here);
                    }
                } else if let Some(f) = field.as_mut() {
                    f.text.push_str("</");
                    f.text.push_str(&name);
                    f.text.push('>');
                } else if depth == 1 && name == "card" {
                    if let Some(o) = open.take() {
                        finish(o, &mut cards, &mut first_line)?;
                        if cards.len().is_multiple_of(500) {
                            progress(reader.buffer_position(), total);
                        }
                    }
                }
            }
            Event::Text(t) => {
                if let Some(f) = field.as_mut() {
                    f.text.push_str(&t);
                }
            }
            Event::CData(t) => {
                if let Some(f) = field.as_mut() {
                    f.text.push_str(&t);
                }
            }
            Event::GeneralRef(r) => {
                if let Some(f) = field.as_mut() {
                    match r.resolve_char_ref() {
                        Ok(Some(c)) => f.text.push(c),
                        Ok(None) => {
                            match &*r {
                                "amp" => f.text.push('&'),
                                "lt" => f.text.push('<'),
                                "gt" => f.text.push('>'),
                                "quot" => f.text.push('"'),
                                "apos" => f.text.push('\''),
                                // An HTML entity: kept for the text's own decoding.
                                other => {
                                    f.text.push('&');
                                    f.text.push_str(other);
                                    f.text.push(';');
                                }
                            }
                        }
                        Err(e) => return Err(xml_err(e.to_string(), &open)),
                    }
                }
            }
            Event::Eof => break,
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) | Event::DocType(_) => {}
        }
    }
    if depth != 0 {
        return Err(ReadError::Xml {
            line: lines.at(total),
            card: open.as_ref().map(|o| at(&o.card)),
            message: "the file ends before its elements are closed (is it cut short?)".into(),
        });
    }
    let Some(version) = version else {
        return Err(ReadError::NoRoot);
    };
    if cards.is_empty() {
        return Err(ReadError::NoCards);
    }
    progress(total, total);
    Ok(CardFile { version, cards })
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

fn store_field(o: &mut Open, f: Field, line: usize) {
    let value = f.text.trim().to_string();
    let c = &mut o.card;
    match f.name.as_str() {
        "name" => c.name = value.split_whitespace().collect::<Vec<_>>().join(" "),
        "edition" if !value.is_empty() => c.editions.push(value),
        "legal" if !value.is_empty() => c.legal.push(value),
        "clan" if !value.is_empty() => c.clans.push(value),
        "text" => {
            c.keywords = super::html::keywords(&value);
            c.html = value;
        }
        other => {
            if STAT_FIELDS.iter().any(|(n, _, _)| *n == other) {
                if parse_number(&value).is_err() && o.bad_number.is_none() {
                    o.bad_number = Some((line, other.to_string(), value.clone()));
                }
                if !value.is_empty() {
                    c.stats.insert(other.to_string(), value);
                }
            }
        }
    }
}

fn finish(
    o: Open,
    cards: &mut Vec<PrintedCard>,
    first_line: &mut HashMap<String, usize>,
) -> Result<(), ReadError> {
    if let Some((line, field, value)) = o.bad_number {
        return Err(ReadError::NotNumber {
            line,
            card: at(&o.card),
            field,
            value,
        });
    }
    if o.card.id.is_empty() {
        return Err(ReadError::Missing {
            line: o.line,
            card: at(&o.card),
            what: "id attribute",
        });
    }
    if o.card.name.is_empty() {
        return Err(ReadError::Missing {
            line: o.line,
            card: at(&o.card),
            what: "<name>",
        });
    }
    if o.card.kind.is_empty() {
        return Err(ReadError::Missing {
            line: o.line,
            card: at(&o.card),
            what: "type attribute",
        });
    }
    if let Some(first) = first_line.get(&o.card.id) {
        return Err(ReadError::DuplicateId {
            line: o.line,
            id: o.card.id.clone(),
            first: *first,
        });
    }
    first_line.insert(o.card.id.clone(), o.line);
    cards.push(o.card);
    Ok(())
}
