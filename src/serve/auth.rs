//! Passwords (argon2id), random tokens, and the slowing down of repeated wrong passwords.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::Argon2;
use sha2::{Digest, Sha256};

/// Why a secret could not be made or checked.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("the system's random number source failed: {0}")]
    Random(String),
    #[error("the password could not be hashed: {0}")]
    Hash(String),
    #[error("a password needs at least {MIN_PASSWORD} characters")]
    TooShort,
}

/// Shortest password `judge add` accepts.
pub const MIN_PASSWORD: usize = 8;

fn random_bytes<const N: usize>() -> Result<[u8; N], AuthError> {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).map_err(|e| AuthError::Random(e.to_string()))?;
    Ok(b)
}

/// A new unguessable token: 32 random bytes as 64 hex digits.
pub fn token() -> Result<String, AuthError> {
    Ok(hex::encode(random_bytes::<32>()?))
}

/// What the database keeps of a token: its SHA-256, hex.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// An argon2id hash (PHC string) of `password` with a fresh salt.
pub fn hash_password(password: &str) -> Result<String, AuthError> {
    if password.chars().count() < MIN_PASSWORD {
        return Err(AuthError::TooShort);
    }
    let salt = random_bytes::<16>()?;
    Argon2::default()
        .hash_password_with_salt(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| AuthError::Hash(e.to_string()))
}

/// Whether `password` matches the stored hash. A damaged hash matches nothing.
pub fn verify_password(password: &str, hash: &str) -> bool {
    match PasswordHash::new(hash) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A hash that matches no password (nobody knows the random one it was made from), checked when
/// the name is unknown so that an unknown name takes as long to refuse as a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| token().and_then(|t| hash_password(&t)).unwrap_or_default())
}

/// Equal-time comparison of two tokens.
pub fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Wrong passwords in a row for one judge from one address before that judge's logins from
/// that address are slowed.
pub const FREE_FAILURES: u32 = 5;
/// The longest wait between two tries.
pub const MAX_WAIT: Duration = Duration::from_secs(300);
/// Failures older than this are forgotten.
const FORGET_AFTER: Duration = Duration::from_secs(3600);
/// Pairs of name and address remembered at most; past that the oldest are forgotten first.
const MAX_KEYS: usize = 50_000;

/// Whose tries are counted together: one judge's name (as typed, letter case ignored) from one
/// client address. Tries for other names, or from other addresses, never count against it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TryKey {
    name: String,
    addr: IpAddr,
}

impl TryKey {
    pub fn new(name: &str, addr: IpAddr) -> TryKey {
        TryKey {
            name: name.trim().to_lowercase(),
            addr: addr.to_canonical(),
        }
    }

    /// The judge's name as counted (trimmed, lower case).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The client address as counted.
    pub fn addr(&self) -> IpAddr {
        self.addr
    }
}

/// The rules of [`Throttle`], for the count PostgreSQL keeps for several processes.
pub fn try_rules() -> crate::store::pg::judges::TryRules {
    crate::store::pg::judges::TryRules {
        free: FREE_FAILURES,
        max_wait: MAX_WAIT,
        forget_after: FORGET_AFTER,
    }
}

#[derive(Debug, Clone, Copy)]
struct Failures {
    /// Tries that failed or are being checked.
    count: u32,
    last: Instant,
}

/// Counts wrong passwords per [`TryKey`]. After [`FREE_FAILURES`] in a row, each further try
/// must wait twice as long as the last, up to [`MAX_WAIT`]; a right password clears the count.
///
/// *Invariant:* a try is counted as failed from the moment it is let through
/// ([`Throttle::begin`]), before its password is checked, and uncounted only if the password
/// was right; so tries arriving at the same moment cannot slip past the count together, and
/// exactly [`FREE_FAILURES`] passwords of a key are ever checked without a wait.
#[derive(Debug, Default)]
pub struct Throttle {
    failures: HashMap<TryKey, Failures>,
}

impl Throttle {
    /// How long `key` must still wait before its next try, if at all.
    pub fn wait(&self, key: &TryKey, now: Instant) -> Option<Duration> {
        let f = self.failures.get(key)?;
        if f.count < FREE_FAILURES {
            return None;
        }
        let exp = (f.count - FREE_FAILURES).min(16);
        let wait = Duration::from_secs(1u64 << exp).min(MAX_WAIT);
        let since = now.saturating_duration_since(f.last);
        (since < wait).then(|| wait - since)
    }

    /// Lets one try of `key` through, counting it as failed until [`Throttle::succeeded`]
    /// says otherwise; or the time it must still wait, counting nothing.
    pub fn begin(&mut self, key: &TryKey, now: Instant) -> Result<(), Duration> {
        if let Some(wait) = self.wait(key, now) {
            return Err(wait);
        }
        self.forget_old(now);
        let f = self.failures.entry(key.clone()).or_insert(Failures {
            count: 0,
            last: now,
        });
        f.count = f.count.saturating_add(1);
        f.last = now;
        Ok(())
    }

    /// The try let through for `key` had the right password: its count is cleared.
    pub fn succeeded(&mut self, key: &TryKey) {
        self.failures.remove(key);
    }

    fn forget_old(&mut self, now: Instant) {
        self.failures
            .retain(|_, f| now.saturating_duration_since(f.last) < FORGET_AFTER);
        while self.failures.len() >= MAX_KEYS {
            let oldest = self
                .failures
                .iter()
                .min_by_key(|(_, f)| f.last)
                .map(|(k, _)| k.clone());
            match oldest {
                Some(k) => self.failures.remove(&k),
                None => break,
            };
        }
    }
}

/// The address a request came from: the socket's peer, unless the peer is one of the
/// `trusted` proxies, in which case the last address of `X-Forwarded-For` that is not itself a
/// trusted proxy (the one the proxy saw). From anyone else the header is ignored, so a client
/// cannot choose the address it is counted under.
pub fn client_addr(peer: IpAddr, forwarded_for: Option<&str>, trusted: &[IpAddr]) -> IpAddr {
    let peer = peer.to_canonical();
    let is_trusted = |a: &IpAddr| trusted.iter().any(|t| t.to_canonical() == *a);
    if !is_trusted(&peer) {
        return peer;
    }
    let Some(list) = forwarded_for else {
        return peer;
    };
    for part in list.rsplit(',') {
        let Ok(addr) = part.trim().parse::<IpAddr>().map(|a| a.to_canonical()) else {
            // Something the proxy did not write: do not look further left.
            return peer;
        };
        if !is_trusted(&addr) {
            return addr;
        }
    }
    peer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(name: &str, addr: &str) -> TryKey {
        TryKey::new(name, addr.parse().expect("an address"))
    }

    #[test]
    fn throttle_waits_longer_after_each_failure() {
        let mut t = Throttle::default();
        let now = Instant::now();
        let a = key("Ren", "192.0.2.1");
        for _ in 0..FREE_FAILURES {
            assert_eq!(t.begin(&a, now), Ok(()));
        }
        assert_eq!(t.begin(&a, now), Err(Duration::from_secs(1)));
        let later = now + Duration::from_secs(1);
        assert_eq!(t.begin(&a, later), Ok(()));
        assert_eq!(t.wait(&a, later), Some(Duration::from_secs(2)));
        assert_eq!(t.wait(&a, later + Duration::from_secs(3)), None);
        // Another address for the same name, or another name, is not held back.
        assert_eq!(t.wait(&key("ren", "192.0.2.2"), now), None);
        assert_eq!(t.wait(&key("Aya", "192.0.2.1"), now), None);
        // The name's letter case does not make a new key.
        assert!(t.wait(&key("REN ", "192.0.2.1"), later).is_some());
        t.succeeded(&a);
        assert_eq!(t.wait(&a, now), None);
    }

    #[test]
    fn a_forwarded_address_is_believed_only_from_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.2".parse().expect("ip");
        let other: IpAddr = "10.0.0.9".parse().expect("ip");
        let fwd = Some("198.51.100.4, 203.0.113.7");
        let ip = |s: &str| s.parse::<IpAddr>().expect("ip");
        assert_eq!(client_addr(other, fwd, &[proxy]), other);
        assert_eq!(client_addr(other, fwd, &[]), other);
        assert_eq!(client_addr(proxy, fwd, &[proxy]), ip("203.0.113.7"));
        assert_eq!(
            client_addr(proxy, Some("198.51.100.4, 10.0.0.2"), &[proxy]),
            ip("198.51.100.4")
        );
        assert_eq!(client_addr(proxy, None, &[proxy]), proxy);
        assert_eq!(client_addr(proxy, Some("nonsense"), &[proxy]), proxy);
        assert_eq!(
            client_addr(ip("::ffff:10.0.0.2"), Some("203.0.113.7"), &[proxy]),
            ip("203.0.113.7")
        );
    }

    #[test]
    fn passwords_hash_and_verify() {
        let h = hash_password("correct horse").expect("hash");
        assert!(h.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &h));
        assert!(!verify_password("correct horsE", &h));
        assert!(PasswordHash::new(dummy_hash()).is_ok());
        assert!(!verify_password("correct horse", dummy_hash()));
        assert!(matches!(hash_password("short"), Err(AuthError::TooShort)));
        assert!(same_token("abc", "abc") && !same_token("abc", "abd") && !same_token("a", "ab"));
    }
}
