//! Passwords (argon2id), random tokens, and the slowing down of repeated wrong passwords.

use std::collections::HashMap;
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

/// Wrong passwords in a row before logins for that name (or from that address) are slowed.
pub const FREE_FAILURES: u32 = 5;
/// The longest wait between two tries.
pub const MAX_WAIT: Duration = Duration::from_secs(300);
/// Failures older than this are forgotten.
const FORGET_AFTER: Duration = Duration::from_secs(3600);

#[derive(Debug, Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
}

/// Counts wrong passwords per key (a judge's name, a client address). After
/// [`FREE_FAILURES`] in a row, each further try must wait twice as long as the last, up to
/// [`MAX_WAIT`]; a right password clears the count.
#[derive(Debug, Default)]
pub struct Throttle {
    failures: HashMap<String, Failures>,
}

impl Throttle {
    /// How long `key` must still wait before its next try, if at all.
    pub fn wait(&self, key: &str, now: Instant) -> Option<Duration> {
        let f = self.failures.get(key)?;
        if f.count < FREE_FAILURES {
            return None;
        }
        let exp = (f.count - FREE_FAILURES).min(16);
        let wait = Duration::from_secs(1u64 << exp).min(MAX_WAIT);
        let since = now.saturating_duration_since(f.last);
        (since < wait).then(|| wait - since)
    }

    pub fn failed(&mut self, key: &str, now: Instant) {
        self.failures
            .retain(|_, f| now.saturating_duration_since(f.last) < FORGET_AFTER);
        let f = self.failures.entry(key.to_owned()).or_insert(Failures {
            count: 0,
            last: now,
        });
        f.count = f.count.saturating_add(1);
        f.last = now;
    }

    pub fn succeeded(&mut self, key: &str) {
        self.failures.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throttle_waits_longer_after_each_failure() {
        let mut t = Throttle::default();
        let now = Instant::now();
        for _ in 0..FREE_FAILURES {
            assert_eq!(t.wait("a", now), None);
            t.failed("a", now);
        }
        assert_eq!(t.wait("a", now), Some(Duration::from_secs(1)));
        t.failed("a", now);
        assert_eq!(t.wait("a", now), Some(Duration::from_secs(2)));
        assert_eq!(t.wait("a", now + Duration::from_secs(3)), None);
        assert_eq!(t.wait("b", now), None);
        t.succeeded("a");
        assert_eq!(t.wait("a", now), None);
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
