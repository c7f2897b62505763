//! The mix of play the cases are made of: judge lines as a table produces them, each decided by
//! the engine, so every event is legal.

use gunbai::engine::state::Zone;
use gunbai::engine::{Event, Game, Library};
use gunbai::lang;
use std::collections::BTreeMap;

pub const PLAYERS: [&str; 3] = ["Allen", "Bob", "Cindy"];

/// The events of a game played by the lines below, and how many lines the engine refused.
pub struct Mix {
    pub game: Game,
    lib: &'static Library,
    /// Every event decided, in order, with the state hash after it (taken by the writer as it
    /// goes).
    pub out: Vec<(Event, String)>,
    /// Personalities each player keeps in play, all told.
    pub board: usize,
    /// Each player's personalities in play, by alias.
    alive: [Vec<String>; 3],
    /// Aliases given so far.
    next_alias: usize,
    /// Provinces made so far.
    next_province: usize,
    pub refused: usize,
    pub kinds: BTreeMap<String, usize>,
    /// Refused lines by their shape: how many, and the first refusal.
    pub refusals: BTreeMap<String, (usize, String)>,
}

impl Mix {
    fn new() -> Mix {
        Mix {
            game: Game::lean(),
            lib: Library::embedded(),
            out: Vec::new(),
            alive: Default::default(),
            next_alias: 0,
            next_province: 0,
            board: 3,
            refused: 0,
            kinds: BTreeMap::new(),
            refusals: BTreeMap::new(),
        }
    }

    /// Decides and folds one judge line; a line the engine refuses here is left out.
    fn feed(&mut self, line: &str) {
        let Ok(parsed) = lang::parse_line(line) else {
            panic!("the bench's line `{line}` parses");
        };
        for l in parsed {
            match self.game.decide(&l.command, self.lib) {
                Ok(ev) => {
                    *self.kinds.entry(ev.kind().to_string()).or_default() += 1;
                    self.game.push_quiet(ev.clone());
                    let hash = self.game.state_hash();
                    self.out.push((ev, hash));
                }
                Err(why) => {
                    self.refused += 1;
                    let shape: String = line
                        .split_whitespace()
                        .filter(|w| !PLAYERS.contains(w) && !is_alias(w))
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ");
                    let e = self
                        .refusals
                        .entry(shape)
                        .or_insert_with(|| (0, format!("`{line}`: {why}")));
                    e.0 += 1;
                }
            }
        }
    }

    fn enter(&mut self, owner: usize) {
        let n = self.next_alias;
        self.next_alias += 1;
        let line = format!(
            "enter {} personality \"Bench Samurai {n}\" force {} chi {} ph 2 traits samurai as p{n}",
            PLAYERS[owner],
            2 + n % 3,
            2 + n % 4
        );
        self.feed(&line);
        if self
            .game
            .state()
            .card(&format!("p{n}"))
            .is_some_and(|c| c.zone == Zone::InPlay)
        {
            self.alive[owner].push(format!("p{n}"));
        }
    }

    fn province(&mut self, owner: usize) {
        let n = self.next_province;
        self.next_province += 1;
        self.feed(&format!(
            "province {} v{n} strength {}",
            PLAYERS[owner],
            2 + n % 4
        ));
    }

    /// Three players, four provinces each, `board` personalities dealt round the table.
    fn setup(&mut self, board: usize) {
        for line in [
            "players Allen Bob Cindy",
            "honor Allen 10; honor Bob 10; honor Cindy 10",
        ] {
            self.feed(line);
        }
        for p in 0..3 {
            for _ in 0..4 {
                self.province(p);
            }
        }
        for i in 0..board.max(3) {
            self.enter(i % 3);
        }
        self.feed("turn Allen action");
    }

    /// Personalities of `owner` still in play, refreshed from the board.
    fn living(&mut self, owner: usize) -> Vec<String> {
        let state = self.game.state();
        self.alive[owner].retain(|a| state.card(a).is_some_and(|c| c.zone == Zone::InPlay));
        self.alive[owner].clone()
    }

    fn pick(&mut self, owner: usize, k: usize) -> String {
        let v = self.living(owner);
        if v.is_empty() {
            self.enter(owner);
            return self.living(owner).first().cloned().unwrap_or_default();
        }
        v[k % v.len()].clone()
    }

    /// Provinces of `owner` not destroyed.
    fn provinces_of(&self, owner: usize) -> Vec<String> {
        self.game
            .state()
            .provinces
            .iter()
            .filter(|p| p.owner == owner && !p.destroyed)
            .map(|p| p.handle.clone())
            .collect()
    }

    /// One turn of the player `c % 3`, `c` counting turns: actions and reactions, an attack and
    /// its battle, a duel, a personality destroyed and one entered, and maybe an undo.
    fn turn(&mut self, c: usize, undo: bool) {
        let me = c % 3;
        let (left, right) = ((me + 1) % 3, (me + 2) % 3);
        let (a, b) = (self.pick(me, c), self.pick(left, c + 1));
        // Honor set back each turn, so that no one wins and the game goes on.
        self.feed("honor Allen 10; honor Bob 10; honor Cindy 10");
        let lines = [
            format!("turn {} action", PLAYERS[me]),
            format!("gain {} 1", PLAYERS[left]),
            format!("bow {a}"),
            format!(
                "{} plays \"Bench Strike\" open target {b} effect bow target",
                PLAYERS[me]
            ),
            format!("pass {}", PLAYERS[left]),
            format!(
                "{} reacts \"Bench Answer\" target {b} effect straighten target",
                PLAYERS[right]
            ),
            "pass all".to_string(),
            format!("lose {} 1", PLAYERS[left]),
            format!("straighten {a}"),
        ];
        for l in &lines {
            self.feed(l);
        }
        // A duel every sixth turn, a personality destroyed by an action every twelfth, an attack
        // every fourth: about one death in a hundred events, so that the dead a long case keeps
        // stay within what a long game leaves.
        let (a, b) = (self.pick(me, c + 2), self.pick(left, c + 3));
        let duel = if c.is_multiple_of(6) {
            vec![
                format!(
                    "{} plays \"Bench Challenge\" limited by {a} target {b} effect challenge",
                    PLAYERS[me]
                ),
                "pass all".to_string(),
                format!("{} accepts", PLAYERS[left]),
                "pass all".to_string(),
                format!("{} strikes", PLAYERS[left]),
                format!("{} strikes", PLAYERS[me]),
                "pass all".to_string(),
            ]
        } else {
            Vec::new()
        };
        for l in duel {
            self.feed(&l);
        }
        if c % 12 == 3 {
            let victim = self.pick(right, c + 4);
            self.feed(&format!("{} plays Strike target {victim}", PLAYERS[me]));
            self.feed("pass all");
        }
        if c % 4 == 1 {
            self.battle(c, me, left);
        }
        self.replace_the_dead();
        if undo {
            let a = self.pick(me, c + 8);
            self.feed(&format!("bow {a}"));
            self.feed("undo");
        }
    }

    /// An attack by `me` on `left` and its battle.
    fn battle(&mut self, c: usize, me: usize, left: usize) {
        let provinces = self.provinces_of(left);
        if provinces.len() < 2 {
            self.province(left);
        }
        let provinces = self.provinces_of(left);
        if let Some(target) = provinces.first().cloned() {
            let (x, y) = (self.pick(me, c + 5), self.pick(me, c + 6));
            let d = self.pick(left, c + 7);
            for l in [
                format!("turn {} attack", PLAYERS[me]),
                format!("{} attacks {}", PLAYERS[me], PLAYERS[left]),
                format!("{} assigns {x} to {target}", PLAYERS[me]),
                format!("{} assigns {y} to {target}", PLAYERS[me]),
                "pass".to_string(),
                format!("{} assigns {d} to {target}", PLAYERS[left]),
                "pass".to_string(),
                "pass".to_string(),
                "pass".to_string(),
                format!("{} fights {target}", PLAYERS[me]),
                "pass all".to_string(),
                "pass all".to_string(),
            ] {
                self.feed(&l);
            }
            // The units that went home bowed stand up again for the next turns.
            for h in [x, y, d] {
                self.feed(&format!("straighten {h}"));
            }
        }
    }

    /// New personalities where some died, so the board keeps its size.
    fn replace_the_dead(&mut self) {
        for p in 0..3 {
            let target = self.alive_target(p);
            while self.living(p).len() < target {
                let before = self.out.len();
                self.enter(p);
                if self.out.len() == before {
                    break;
                }
            }
        }
    }

    /// How many personalities each player keeps in play.
    fn alive_target(&self, _owner: usize) -> usize {
        self.board.div_ceil(3).max(1)
    }
}

/// The event mix's generator, with the board size it keeps.
pub struct Generator {
    pub mix: Mix,
    turns: usize,
    undo_every: usize,
}

impl Generator {
    pub fn new(board: usize, undo_every: usize) -> Generator {
        let mut mix = Mix::new();
        mix.board = board;
        mix.setup(board);
        Generator {
            mix,
            turns: 0,
            undo_every,
        }
    }

    /// At least `n` more events (fewer only if the game cannot go on).
    pub fn take(&mut self, n: usize) -> Vec<(Event, String)> {
        while self.mix.out.len() < n {
            let before = self.mix.out.len();
            let undo = self.undo_every > 0 && self.turns % self.undo_every == self.undo_every - 1;
            self.mix.turn(self.turns, undo);
            self.turns += 1;
            assert!(
                self.mix.out.len() > before,
                "the bench's game is stuck at turn {}",
                self.turns
            );
        }
        std::mem::take(&mut self.mix.out)
    }
}

/// Whether `w` is one of the mix's aliases (`p12`).
fn is_alias(w: &str) -> bool {
    w.strip_prefix('p')
        .is_some_and(|n| n.parse::<u64>().is_ok())
}
