//! [`Text`] and [`Texts`]: the corpus's texts, which for the embedded corpus are spans of one
//! string in the binary (so its tables hold no pointers, need no relocation when the program
//! starts, and are read in place), and for a corpus read from TOML are owned.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// A text of the corpus; it reads as a `&str`.
#[derive(Clone)]
pub struct Text(Repr);

#[derive(Clone)]
enum Repr {
    /// Bytes `start..end` of the embedded corpus text.
    Embedded(u32, u32),
    Owned(Box<str>),
}

impl Text {
    /// Bytes `start..end` of the embedded corpus text; only the data `build.rs` writes makes
    /// these, and a test reads every one of them.
    pub(super) const fn embedded(start: u32, end: u32) -> Text {
        Text(Repr::Embedded(start, end))
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Embedded(start, end) => &super::embedded::TEXT[*start as usize..*end as usize],
            Repr::Owned(s) => s,
        }
    }

    /// Whether the text is read in place from the binary.
    #[cfg(test)]
    pub(super) fn is_embedded(&self) -> bool {
        matches!(self.0, Repr::Embedded(..))
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(Repr::Owned(s.into_boxed_str()))
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl Hash for Text {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<Text> for str {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        String::deserialize(d).map(Text::from)
    }
}

/// A list of texts; it reads as a `&[Text]`.
#[derive(Clone)]
pub struct Texts(List);

#[derive(Clone)]
enum List {
    /// Entries `start..end` of the embedded lists.
    Embedded(u32, u32),
    Owned(Vec<Text>),
}

impl Texts {
    /// Entries `start..end` of the embedded lists; made only by the data `build.rs` writes.
    pub(super) const fn embedded(start: u32, end: u32) -> Texts {
        Texts(List::Embedded(start, end))
    }

    pub fn as_slice(&self) -> &[Text] {
        match &self.0 {
            List::Embedded(start, end) => &super::embedded::LISTS[*start as usize..*end as usize],
            List::Owned(v) => v,
        }
    }
}

impl Deref for Texts {
    type Target = [Text];
    fn deref(&self) -> &[Text] {
        self.as_slice()
    }
}

impl From<Vec<Text>> for Texts {
    fn from(v: Vec<Text>) -> Texts {
        Texts(List::Owned(v))
    }
}

impl fmt::Debug for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_slice(), f)
    }
}

impl PartialEq for Texts {
    fn eq(&self, other: &Texts) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Texts {}

impl Serialize for Texts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}
