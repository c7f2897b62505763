//! The event mix of the benchmark: judge lines as a table produces them, decided by the engine so
//! every event is legal. One cycle holds honor changes, bows and straightens, an action with its
//! reaction window, a reaction, passes and a turn change; some cycles end with an undo.

use gunbai::engine::{Event, Game, Library};
use gunbai::lang;

const PLAYERS: [&str; 3] = ["Allen", "Bob", "Cindy"];

/// The lines of one setup: three players and `board` personalities, dealt round the table.
fn setup(board: usize) -> Vec<String> {
    let mut v = vec![
        "players Allen Bob Cindy".to_string(),
        "honor Allen 10".to_string(),
        "honor Bob 10".to_string(),
        "honor Cindy 10".to_string(),
        "turn Allen action".to_string(),
    ];
    for i in 0..board {
        v.push(format!(
            "enter {} personality \"Bench Samurai {i}\" force 2 chi 3 ph 2 traits samurai as p{i}",
            PLAYERS[i % 3]
        ));
    }
    v
}

/// One cycle of play, `c` counting cycles. The current player is `PLAYERS[c % 3]`.
fn cycle(c: usize, board: usize, undo: bool) -> Vec<String> {
    let me = c % 3;
    let (left, right) = ((me + 1) % 3, (me + 2) % 3);
    // A personality of each player, moving through the board.
    let pick = |owner: usize, k: usize| -> usize {
        let per = board.div_ceil(3);
        let slot = k % per;
        let i = slot * 3 + owner;
        if i < board {
            i
        } else {
            owner
        }
    };
    let mine = pick(me, c / 3);
    let theirs = pick(left, c / 3 + 1);
    let mut v = vec![
        format!("gain {} 1", PLAYERS[left]),
        format!("bow p{mine}"),
        format!(
            "{} plays \"Bench Strike\" open target p{theirs} effect bow target",
            PLAYERS[me]
        ),
        format!("pass {}", PLAYERS[left]),
        format!(
            "{} reacts \"Bench Answer\" target p{theirs} effect straighten target",
            PLAYERS[right]
        ),
        "pass all".to_string(),
        format!("lose {} 1", PLAYERS[left]),
        format!("straighten p{mine}"),
        format!("straighten p{theirs}"),
    ];
    if undo {
        v.push(format!("bow p{mine}"));
        v.push("undo".to_string());
    }
    v.push(format!("turn {} action", PLAYERS[left]));
    v
}

/// `n` events on a board of `board` personalities; `undos` of the cycles (spread evenly) end with
/// a line and its undo.
pub fn events(n: usize, board: usize, undos: usize) -> Vec<Event> {
    let lib = Library::embedded();
    let mut game = Game::new();
    let mut out = Vec::with_capacity(n);
    let feed = |line: &str, game: &mut Game, out: &mut Vec<Event>| {
        for l in lang::parse_line(line).expect("the bench's lines parse") {
            let ev = game
                .decide(&l.command, lib)
                .unwrap_or_else(|r| panic!("the bench's line `{line}` is legal: {r}"));
            game.push_quiet(ev.clone());
            out.push(ev);
        }
    };
    for line in setup(board) {
        feed(&line, &mut game, &mut out);
    }
    // Cycles are about 12 events; spread the undos evenly over the cycles there will be.
    let cycles = n / 12 + 1;
    let every = cycles.checked_div(undos).map_or(usize::MAX, |k| k.max(1));
    let mut c = 0;
    let mut done = 0;
    while out.len() < n {
        let undo = done < undos && c % every == every - 1;
        if undo {
            done += 1;
        }
        for line in cycle(c, board, undo) {
            if out.len() >= n {
                break;
            }
            feed(&line, &mut game, &mut out);
        }
        c += 1;
    }
    out
}

/// How many of `evs` are retractions (not every bench that includes this file uses it).
#[allow(dead_code)]
pub fn undos(evs: &[Event]) -> usize {
    evs.iter()
        .filter(|e| matches!(e, Event::Retract { .. }))
        .count()
}
