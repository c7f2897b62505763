//! The command line's arguments: one clap definition for every subcommand, and the default
//! database. The root (`cli/mod.rs`) parses them and the commands read them; neither is imported
//! from here.

use super::{serve, sync, tournament};
use clap::{Parser, Subcommand};
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  gunbai                                  open the REPL on the default database
  gunbai run fixtures/scenarios/01-reaction-order-investigation.gb --memory
  gunbai case list
  gunbai show my-case --at 3
  gunbai replay my-case
  gunbai rules search 寵愛
  gunbai ruling add --event \"Kyoto Open\" --round 3 --table 7 --player Allen --judge Mika \\
      --question \"…\" --ruling \"…\" --cite action.reaction.order
  gunbai case export my-case --format html --output my-case.html
  gunbai deck check my-deck.txt
  gunbai cards import database.xml
  gunbai cards show \"Kolat Assassin\"
  gunbai verify";

#[derive(Debug, Parser)]
#[command(name = "gunbai", version, about = "A ruling assistant for judges of Legend of the Five Rings", after_help = EXAMPLES)]
pub struct Cli {
    /// The database file [default: the platform data directory, gunbai/gunbai.sqlite]
    #[arg(long, global = true, env = "GUNBAI_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// Who is typing: recorded with every event
    #[arg(
        long,
        global = true,
        env = "GUNBAI_AUTHOR",
        default_value = "judge",
        value_name = "NAME"
    )]
    pub author: String,
    /// The language gunbai speaks: en or ja [default: GUNBAI_LANG, else the locale (LC_ALL,
    /// LC_MESSAGES, LANG): ja… speaks Japanese, anything else English]
    #[arg(
        long,
        global = true,
        value_name = "LANG",
        value_parser = clap::builder::TypedValueParser::map(
            clap::builder::PossibleValuesParser::new(crate::i18n::Lang::CODES),
            |code: String| crate::i18n::Lang::from_code(&code).unwrap_or_default()
        )
    )]
    pub lang: Option<crate::i18n::Lang>,
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Open the interactive shell (the default)
    #[command(after_help = "Example:\n  gunbai repl my-case")]
    Repl {
        /// A case to open at once
        case: Option<String>,
    },
    /// Play a scenario file into a fresh case, printing every step with its citations
    #[command(
        after_help = "Examples:\n  gunbai run fixtures/scenarios/02-favor-petition-contested.gb --memory\n  gunbai run table7.gb --case table7 --board"
    )]
    Run(RunArgs),
    /// Step through a stored case: next, prev, goto N, board, steps, quit
    #[command(after_help = "Example:\n  printf 'next\\nnext\\nboard\\n' | gunbai replay my-case")]
    Replay {
        /// The case's name (see `gunbai case list`)
        case: String,
    },
    /// Print the board of a stored case at its end or after event N
    #[command(after_help = "Example:\n  gunbai show my-case --at 3 --json")]
    Show {
        /// The case's name (see `gunbai case list`)
        case: String,
        /// Show the board after event N (from 1) instead of at the end
        #[arg(long, value_name = "N")]
        at: Option<u64>,
        /// Print the board as JSON (see docs/json.md)
        #[arg(long)]
        json: bool,
    },
    /// Print the event log of a stored case, retracted lines marked
    #[command(
        after_help = "Examples:\n  gunbai log table7-round3\n  gunbai log table7-round3 --json"
    )]
    Log {
        /// The case's name (see `gunbai case list`)
        case: String,
        /// Print the events as JSON
        #[arg(long)]
        json: bool,
    },
    /// List, create, fork and export cases
    #[command(
        subcommand,
        after_help = "Examples:\n  gunbai case list\n  gunbai case new table7-round3\n  gunbai case fork table7-round3 --at 7 what-if\n  gunbai case export table7-round3 --format html --output table7.html"
    )]
    Case(CaseCmd),
    /// Look up the rule corpus
    #[command(
        subcommand,
        after_help = "Examples:\n  gunbai rules show action.reaction.order\n  gunbai rules search 寵愛\n  gunbai rules list --doc rb4\n  gunbai rules coverage"
    )]
    Rules(RulesCmd),
    /// Check the file, the hash chains and the stored state hashes of one case or all, and
    /// print each case's anchor (docs/verify.md)
    #[command(
        after_help = "Examples:\n  gunbai verify my-case\n  gunbai verify --expect 'my-case@12:3f9a0c41d2e8' --expect 'rulings@4:9b1e22c07d5a'"
    )]
    Verify {
        /// Only this case [default: every case and the rulings]
        case: Option<String>,
        /// Print the result as JSON
        #[arg(long)]
        json: bool,
        /// An anchor written down earlier, CASE@STEP:HASH or rulings@RECORD:HASH; fails if the
        /// log no longer holds it (cut, or changed up to it)
        #[arg(long, value_name = "ANCHOR")]
        expect: Vec<String>,
    },
    /// Check deck files
    #[command(subcommand)]
    Deck(DeckCmd),
    /// Tournaments, which group the rulings given at them
    #[command(
        subcommand,
        after_help = "Examples:\n  gunbai event new \"Kyoto Open\" --date 2026-11-21\n  gunbai event list"
    )]
    Event(tournament::TournamentCmd),
    /// Record, correct, appeal, list, search and export rulings
    #[command(
        subcommand,
        after_help = "Examples:\n  gunbai ruling add --event \"Kyoto Open\" --round 3 --table 7 --player Allen --judge Mika \\\n      --question \"Can Allen react first?\" --ruling \"No: Cindy acts first\" --cite action.reaction.order\n  gunbai ruling list --event \"Kyoto Open\"\n  gunbai ruling appeal 1 --by \"Head judge\" --outcome upheld --note \"as printed\"\n  gunbai ruling export --event \"Kyoto Open\" --format html --output rulings.html"
    )]
    Ruling(tournament::RulingCmd),
    /// Import a card database (XML) and look cards up
    #[command(subcommand)]
    Cards(CardsCmd),
    /// Print a shell completion script
    #[command(after_help = "Example:\n  gunbai completions bash > /etc/bash_completion.d/gunbai")]
    Completions {
        /// The shell to write the script for
        shell: clap_complete::Shell,
    },
    /// Serve the cases and rulings to the judges' phones over HTTP (docs/serve.md)
    #[command(
        after_help = "Examples:\n  gunbai serve\n  gunbai serve --listen 0.0.0.0:8080 --db event.sqlite"
    )]
    Serve {
        /// The address and port to listen on
        #[arg(long, default_value = "127.0.0.1:8080", value_name = "HOST:PORT")]
        listen: String,
        /// A reverse proxy (its IP address) whose X-Forwarded-For is believed; repeatable
        #[arg(long = "trusted-proxy", value_name = "IP")]
        trusted_proxy: Vec<std::net::IpAddr>,
    },
    /// Send a venue's cases to the centre's PostgreSQL (docs/postgres.md)
    #[command(subcommand)]
    Sync(sync::SyncCmd),
    /// Add, list and disable the judges who may log in to `gunbai serve`
    #[command(subcommand)]
    Judge(serve::JudgeCmd),
}

#[derive(Debug, Subcommand)]
pub enum CaseCmd {
    /// List the cases in the database
    List {
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
    /// Create an empty case
    #[command(after_help = "Example:\n  gunbai case new table7-round3 --json")]
    New {
        /// The new case's name (up to 200 characters, no leading or trailing space)
        name: String,
        /// Print the new case's id and name as JSON
        #[arg(long)]
        json: bool,
    },
    /// A new case sharing the first N events of another: the "what if" of an appeal
    #[command(after_help = "Example:\n  gunbai case fork table7 --at 4 table7-what-if")]
    Fork {
        /// The case to fork
        case: String,
        /// How many of its events the new case shares (from 1)
        #[arg(long, value_name = "N")]
        at: u64,
        /// The new case's name
        name: String,
    },
    /// Write a case with every step, its citations and the board after it
    #[command(
        after_help = "Examples:\n  gunbai case export table7 --format html --output table7.html\n  gunbai case export table7 --format md"
    )]
    Export {
        /// The case's name (see `gunbai case list`)
        case: String,
        /// md, json, or html (one self-contained page to step through in a browser)
        #[arg(long, value_enum, default_value_t = tournament::CaseFormat::Md)]
        format: tournament::CaseFormat,
        /// Write to this file instead of standard output
        #[arg(long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Replace the --output file if it exists (never the database)
        #[arg(long)]
        force: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum DeckCmd {
    /// Check a deck file (docs/deck-format.md) against the deck-building rules. Exit code 0 when
    /// legal, 1 when not, 2 when the file cannot be read
    #[command(
        after_help = "Examples:\n  gunbai deck check fixtures/decks/legal-crane.txt\n  gunbai deck check my.txt --json\n  gunbai deck check my.txt --environment hidden-emperor"
    )]
    Check {
        /// The deck file: [stronghold], [dynasty] and [fate] sections of `3 Card Name` lines
        file: PathBuf,
        /// Print one JSON object (see docs/deck-format.md) instead of a table
        #[arg(long)]
        json: bool,
        /// Also check the card pool of an optional simulation: hidden-emperor or extended-jade
        #[arg(long, value_name = "ID")]
        environment: Option<String>,
    },
}

#[derive(Debug, Subcommand)]
pub enum CardsCmd {
    /// Import a card database file (the XML Egg of P'an Ku reads; docs/cards.md). A file that
    /// cannot be read imports nothing; importing a newer file updates the cards
    #[command(after_help = "Example:\n  gunbai cards import database.xml")]
    Import {
        /// The card database XML file
        file: PathBuf,
        /// Print one JSON object instead of text
        #[arg(long)]
        json: bool,
    },
    /// Show a card: numbers, traits, text, printings, legality and where it comes from
    #[command(after_help = "Example:\n  gunbai cards show \"Kolat Assassin\"")]
    Show {
        /// The card's name (one word or several; letter case ignored)
        #[arg(required = true, num_args = 1..)]
        name: Vec<String>,
        /// Print the card as JSON
        #[arg(long)]
        json: bool,
    },
    /// How many printed abilities of the imported cards gunbai reads fully, partly or not at all
    #[command(after_help = "Example:\n  gunbai cards coverage")]
    Coverage {
        /// How many examples of unread parts to list
        #[arg(long, default_value_t = 20)]
        examples: usize,
        /// Print one JSON object instead of text
        #[arg(long)]
        json: bool,
    },
    /// Search card names, traits and text; every word must be found
    #[command(after_help = "Example:\n  gunbai cards search oni fear")]
    Search {
        /// Words to find in the names, traits and text
        #[arg(required = true, num_args = 1..)]
        words: Vec<String>,
        /// Print the hits as JSON
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum RulesCmd {
    /// Show one rule by id
    #[command(after_help = "Example:\n  gunbai rules show favor.petition.auto")]
    Show {
        /// The rule id, e.g. action.reaction.order (`gunbai rules list` lists them)
        id: String,
        /// Print the rule as JSON
        #[arg(long)]
        json: bool,
    },
    /// List the rule ids, of one document or all
    List {
        /// rb2, rb4, ref, gunbai, or a look-up corpus (kw, mtg, copywiki)
        #[arg(long, value_name = "DOC")]
        doc: Option<String>,
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
    /// Search the corpus in English or Japanese
    #[command(
        after_help = "Examples:\n  gunbai rules search reaction order\n  gunbai rules search 寵愛"
    )]
    Search {
        /// English words, or Japanese text (matched as a substring)
        #[arg(required = true, num_args = 1..)]
        text: Vec<String>,
        /// Print the matches as JSON
        #[arg(long)]
        json: bool,
    },
    /// The rulebook entries no scenario in fixtures/scenarios exercises yet
    Coverage {
        /// Print the report as JSON
        #[arg(long)]
        json: bool,
    },
}

/// The default database path, named in README.
pub fn default_db() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("gunbai")
        .join("gunbai.sqlite")
}

/// `gunbai run`: the script and how to run and print it.
#[derive(Debug, clap::Args)]
pub struct RunArgs {
    /// The scenario file: judge-language lines (docs/language.md), `#` comments allowed
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Keep the case in memory: nothing is written to the database
    #[arg(long)]
    pub memory: bool,
    /// Print one JSON object (see docs/json.md) instead of text
    #[arg(long)]
    pub json: bool,
    /// Name of the new case [default: the file name]
    #[arg(long, value_name = "NAME")]
    pub case: Option<String>,
    /// Print the board after every command
    #[arg(long)]
    pub board: bool,
}
