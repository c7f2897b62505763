//! Every input gunbai reads whole (scenario, deck and card database files) or line by line (the
//! shell's piped input) is read with a limit, so that a file too large for it, or no file at all
//! (`/dev/zero`), is refused with the limit named instead of exhausting the memory.

use std::fmt;
use std::io::{self, BufRead, Read};
use std::path::Path;

/// The largest scenario file `gunbai run` reads.
pub const SCENARIO_LIMIT: u64 = 64 << 20;
/// The largest deck file `gunbai deck check` reads.
pub const DECK_LIMIT: u64 = 64 << 20;
/// The largest card database `gunbai cards import` reads: far above any published one.
pub const CARDS_LIMIT: u64 = 1 << 30;
/// The longest line of the shell's piped input.
pub const LINE_LIMIT: u64 = 1 << 20;

/// A size as a judge reads it: "64 MiB".
pub fn size(bytes: u64) -> String {
    if bytes >= 1 << 30 && bytes.is_multiple_of(1 << 30) {
        format!("{} GiB", bytes >> 30)
    } else if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reading an input failed, or it is over its limit.
#[derive(Debug)]
pub enum InputError {
    Io(io::Error),
    TooLarge { limit: u64 },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Io(e) => write!(f, "{e}"),
            InputError::TooLarge { limit } => write!(
                f,
                "it is larger than {}, the most gunbai reads of it; give a smaller file (split it)",
                size(*limit)
            ),
        }
    }
}

impl std::error::Error for InputError {}

/// The whole file at `path`, refused once it passes `limit` bytes (nothing more is read).
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let file = std::fs::File::open(path).map_err(InputError::Io)?;
    let mut out = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut out)
        .map_err(InputError::Io)?;
    if out.len() as u64 > limit {
        return Err(InputError::TooLarge { limit });
    }
    Ok(out)
}

/// The next line of `input` (without its `\\n`) into `line`; `Ok(false)` at the end. A line
/// longer than `limit` bytes is refused; no more of it than that is held.
pub fn read_line_limited(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: u64,
) -> Result<bool, InputError> {
    line.clear();
    let read = input
        .take(limit.saturating_add(1))
        .read_until(b'\n', line)
        .map_err(InputError::Io)?;
    if read == 0 {
        return Ok(false);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
    } else if line.len() as u64 > limit {
        return Err(InputError::TooLarge { limit });
    }
    Ok(true)
}
