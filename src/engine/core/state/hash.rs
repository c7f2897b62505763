//! The state hash ([`State::hash`]): version 2 costs what an event changed, the JSON of the state
//! but its cards written in parts so that the provinces are written again only when they changed;
//! version 1, the hash of the whole state's JSON, for rows stored with it.

use super::*;

thread_local! {
    /// The buffer [`State::hash`] writes the JSON of the non-card state into, kept between
    /// hashes so a replay hashing every event does not allocate one each time.
    static REST_JSON: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    /// The provinces last hashed on this thread and their JSON: a replay hashing every event
    /// writes them again only when they changed (they change at an attack, a few times a turn).
    static PROVINCES_JSON: std::cell::RefCell<(Vec<Province>, Vec<u8>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// The prefix of a version 2 state hash; a hash without it is version 1.
pub const STATE_HASH_V2: &str = "v2-";

const STATE_TAG: &[u8] = b"gunbai state v2\0";

/// [`Rest`]'s fields before the provinces, written as an object of their own.
#[derive(Serialize)]
struct RestHead<'a> {
    players: &'a Vec<Player>,
    defs: &'a Vec<CardDef>,
    favor: &'a Option<PlayerIx>,
    turn: &'a Option<Turn>,
    stack: &'a Vec<Pending>,
    petition: &'a Option<Petition>,
    question: &'a Option<Question>,
    petitioned: bool,
    winner: &'a Option<(PlayerIx, Victory)>,
    next_action: u32,
}

/// [`Rest`]'s fields after the provinces, written as an object of their own (its first field,
/// `attack`, is always written).
#[derive(Serialize)]
struct RestTail<'a> {
    attack: &'a Option<Attack>,
    opportunity: &'a Option<Opportunity>,
    to_draw: &'a Option<PlayerIx>,
    just_entered: &'a Option<String>,
    duel: &'a Option<Duel>,
    battle_uses: &'a Vec<String>,
    events_due: &'a Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    one_time_events: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    events_seen: &'a Vec<String>,
}

/// Everything in the state but the cards, for the version 2 hash: the JSON the hash is taken
/// over. [`State::hash_with`] writes the same bytes in three parts, the provinces' JSON kept
/// between hashes while they do not change.
#[cfg(test)]
#[derive(Serialize)]
struct Rest<'a> {
    players: &'a Vec<Player>,
    defs: &'a Vec<CardDef>,
    favor: &'a Option<PlayerIx>,
    turn: &'a Option<Turn>,
    stack: &'a Vec<Pending>,
    petition: &'a Option<Petition>,
    question: &'a Option<Question>,
    petitioned: bool,
    winner: &'a Option<(PlayerIx, Victory)>,
    next_action: u32,
    provinces: &'a Vec<Province>,
    attack: &'a Option<Attack>,
    opportunity: &'a Option<Opportunity>,
    to_draw: &'a Option<PlayerIx>,
    just_entered: &'a Option<String>,
    duel: &'a Option<Duel>,
    battle_uses: &'a Vec<String>,
    events_due: &'a Vec<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    one_time_events: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    events_seen: &'a Vec<String>,
}

/// `prefix` and the lower-case hex digits of a 32-byte digest: what `hex::encode` writes, into one
/// string of the right size (taken for every event a replay checks).
pub fn hex_digest(prefix: &str, digest: &[u8]) -> String {
    let mut digits = [0u8; 64];
    let mut out = String::with_capacity(prefix.len() + 64);
    out.push_str(prefix);
    match hex::encode_to_slice(digest, &mut digits) {
        Ok(()) => out.push_str(std::str::from_utf8(&digits).unwrap_or_default()),
        Err(_) => out.push_str(&hex::encode(digest)),
    }
    out
}

impl State {
    /// A stable digest of the whole state, stored beside each event so a replay can prove it
    /// reached the same board: today's version ([`STATE_HASH_V2`]), which costs what changed
    /// since the last [`State::settle`], not what the board holds.
    ///
    /// Version 2 is `v2-` and the hex SHA-256 of a tag, the JSON of everything but the cards, the
    /// number of cards and the word-by-word sum of one SHA-256 per card (its position and its
    /// JSON). Version 1, the hex SHA-256 of the JSON of the whole state, is [`State::hash_v1`].
    pub fn hash(&self) -> String {
        REST_JSON.with_borrow_mut(|buf| self.hash_with(buf))
    }

    /// [`State::hash`], writing the JSON of everything but the cards into `rest` (cleared
    /// first): one buffer serves every hash taken on a thread.
    fn hash_with(&self, rest: &mut Vec<u8>) -> String {
        rest.clear();
        if self.write_rest(rest).is_none() {
            rest.clear();
        }
        let mut h = Sha256::new();
        h.update(STATE_TAG);
        h.update((rest.len() as u64).to_be_bytes());
        h.update(&*rest);
        h.update((self.cards.len() as u64).to_be_bytes());
        for w in self.cards.digest_sum() {
            h.update(w.to_be_bytes());
        }
        hex_digest(STATE_HASH_V2, &h.finalize())
    }

    /// The JSON of [`Rest`] into `out`, byte for byte what `serde_json` writes of it: the fields
    /// before the provinces as an object, its closing brace taken off; the provinces, from the
    /// JSON kept of them while they are the provinces last written on this thread; the fields
    /// after them as an object, its opening brace made a comma.
    pub(crate) fn write_rest(&self, out: &mut Vec<u8>) -> Option<()> {
        serde_json::to_writer(
            &mut *out,
            &RestHead {
                players: &self.players,
                defs: &self.defs,
                favor: &self.favor,
                turn: &self.turn,
                stack: &self.stack,
                petition: &self.petition,
                question: &self.question,
                petitioned: self.petitioned,
                winner: &self.winner,
                next_action: self.next_action,
            },
        )
        .ok()?;
        if out.pop() != Some(b'}') {
            return None;
        }
        out.extend_from_slice(b",\"provinces\":");
        PROVINCES_JSON.with_borrow_mut(|(kept, json)| {
            if *kept != self.provinces || json.is_empty() {
                json.clear();
                serde_json::to_writer(&mut *json, &self.provinces).ok()?;
                kept.clone_from(&self.provinces);
            }
            out.extend_from_slice(json);
            Some(())
        })?;
        let tail = out.len();
        serde_json::to_writer(
            &mut *out,
            &RestTail {
                attack: &self.attack,
                opportunity: &self.opportunity,
                to_draw: &self.to_draw,
                just_entered: &self.just_entered,
                duel: &self.duel,
                battle_uses: &self.battle_uses,
                events_due: &self.events_due,
                one_time_events: self.one_time_events,
                events_seen: &self.events_seen,
            },
        )
        .ok()?;
        *out.get_mut(tail)? = b',';
        Some(())
    }

    /// [`Rest`] as `serde_json` writes it whole, which the hash was first taken over: what
    /// [`State::write_rest`] must write.
    #[cfg(test)]
    pub(crate) fn rest_written_whole(&self) -> Vec<u8> {
        serde_json::to_vec(&Rest {
            players: &self.players,
            defs: &self.defs,
            favor: &self.favor,
            turn: &self.turn,
            stack: &self.stack,
            petition: &self.petition,
            question: &self.question,
            petitioned: self.petitioned,
            winner: &self.winner,
            next_action: self.next_action,
            provinces: &self.provinces,
            attack: &self.attack,
            opportunity: &self.opportunity,
            to_draw: &self.to_draw,
            just_entered: &self.just_entered,
            duel: &self.duel,
            battle_uses: &self.battle_uses,
            events_due: &self.events_due,
            one_time_events: self.one_time_events,
            events_seen: &self.events_seen,
        })
        .unwrap_or_default()
    }

    /// The state hash as gunbai wrote it before version 2: the SHA-256 of the whole state's JSON.
    /// Rows stored with it are checked with it.
    pub fn hash_v1(&self) -> String {
        let json = serde_json::to_vec(self).unwrap_or_default();
        hex::encode(Sha256::digest(&json))
    }

    /// The state hash in the version `stored` was written with, to compare with it.
    pub fn hash_like(&self, stored: &str) -> String {
        if stored.starts_with(STATE_HASH_V2) {
            self.hash()
        } else {
            self.hash_v1()
        }
    }
}

#[cfg(test)]
mod hex_digest_tests {
    use super::hex_digest;

    #[test]
    fn a_digest_is_written_as_hex_encode_writes_it_after_its_prefix() {
        let digest: Vec<u8> = (0u8..32).map(|b| b.wrapping_mul(37)).collect();
        assert_eq!(
            hex_digest("v2-", &digest),
            format!("v2-{}", hex::encode(&digest))
        );
        // Not a 32-byte digest: written all the same.
        assert_eq!(hex_digest("x", &[0xab; 3]), "xababab");
    }
}
