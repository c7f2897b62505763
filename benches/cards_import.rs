//! `cargo bench --bench cards_import`: imports a generated 30,000-card database (made-up cards in
//! the real layout, a few MB) into a SQLite file, then imports it again (every card unchanged) and
//! a third time with one card in ten changed. Figures are printed, each beside its anchor: a bare
//! quick-xml pass over the same bytes, a bare rusqlite insert of the same rows in one
//! transaction, and the 5-second budget of "a large file in seconds". Nothing here is a pass/fail
//! test.

use chrono::Utc;
use gunbai::cards;
use gunbai::store::Store;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

const CARDS: usize = 30_000;
const BUDGET: Duration = Duration::from_secs(5);

const TYPES: &[&str] = &[
    "personality",
    "personality",
    "personality",
    "holding",
    "follower",
    "item",
    "spell",
    "strategy",
    "strategy",
    "strategy",
    "event",
    "region",
    "ring",
    "stronghold",
    "sensei",
];
const CLANS: &[&str] = &[
    "Crab", "Crane", "Dragon", "Lion", "Phoenix", "Scorpion", "Unicorn", "Mantis",
];
const EDITIONS: &[&str] = &[
    "Test Edition",
    "Test Reprint",
    "Test Expansion",
    "Test Promo",
];
const LEGAL: &[&str] = &["Test Arc", "Open", "Test Extended"];

/// A made-up card database of `n` cards; `variant` changes one card in ten.
fn database(n: usize, variant: u32) -> String {
    let mut s = String::with_capacity(n * 700);
    s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cards version=\"bench\">\n");
    for i in 0..n {
        let t = TYPES[i % TYPES.len()];
        let clan = CLANS[i % CLANS.len()];
        let changed = variant > 0 && i % 10 == 0;
        let _ = writeln!(s, "  <card id=\"BEN{i:06}\" type=\"{t}\">");
        let _ = writeln!(s, "    <name>Bench {clan} Card {i}</name>");
        let _ = writeln!(s, "    <rarity>c</rarity>");
        for e in 0..=(i % 3) {
            let _ = writeln!(
                s,
                "    <edition>{}</edition>",
                EDITIONS[(i + e) % EDITIONS.len()]
            );
        }
        let _ = writeln!(
            s,
            "    <image edition=\"Test Edition\">images/cards/BEN/{i:06}.jpg</image>"
        );
        for l in 0..=(i % 2) {
            let _ = writeln!(s, "    <legal>{}</legal>", LEGAL[(i + l) % LEGAL.len()]);
        }
        let _ = writeln!(s, "    <clan>{clan}</clan>");
        let _ = writeln!(
            s,
            "    <text><![CDATA[<b>Samurai &#8226; {clan} &#8226; Keyword{k}</b><br><b>Battle:</b> Target a unit of {} Force or less &amp; bow it. <i>A made-up card for the benchmark.</i>]]></text>",
            i % 5,
            k = i % 40
        );
        let _ = writeln!(s, "    <flavor>Made up.</flavor>");
        let _ = writeln!(s, "    <artist>Nobody</artist>");
        match t {
            "personality" => {
                let force = i % 6 + usize::from(changed);
                let _ = writeln!(s, "    <force>{force}</force>\n    <chi>{}</chi>\n    <personal_honor>{}</personal_honor>\n    <honor_req>{}</honor_req>\n    <cost>{}</cost>", i % 5, i % 4, if i % 7 == 0 { "-".to_string() } else { (i % 9).to_string() }, i % 12);
            }
            "follower" | "item" => {
                let _ = writeln!(
                    s,
                    "    <force>+{}</force>\n    <chi>+{}</chi>\n    <cost>{}</cost>\n    <focus>{}</focus>",
                    i % 3 + usize::from(changed),
                    i % 2,
                    i % 5,
                    i % 4
                );
            }
            "stronghold" => {
                let _ = writeln!(s, "    <province_strength>{}</province_strength>\n    <gold_production>5</gold_production>\n    <starting_honor>{}</starting_honor>", 6 + i % 3 + usize::from(changed), i % 8);
            }
            _ => {
                let _ = writeln!(
                    s,
                    "    <cost>{}</cost>\n    <focus>{}</focus>",
                    i % 4,
                    i % 5 + usize::from(changed)
                );
            }
        }
        s.push_str("  </card>\n");
    }
    s.push_str("</cards>\n");
    s
}

fn ratio(d: Duration, anchor: Duration) -> String {
    format!(
        "{:>8.1} ms   {:>6.2}× anchor ({:.1} ms)",
        d.as_secs_f64() * 1e3,
        d.as_secs_f64() / anchor.as_secs_f64().max(1e-9),
        anchor.as_secs_f64() * 1e3
    )
}

/// Imports `text` into `store` under the file name `label`, and how long that took.
fn timed_import(store: &mut Store, label: &str, text: &str) -> (cards::Imported, Duration) {
    let t = Instant::now();
    let done = cards::import(store, label, text.as_bytes(), Utc::now(), &mut |_, _, _| {})
        .expect("imports");
    (done, t.elapsed())
}

fn main() {
    let text = database(CARDS, 0);
    let changed = database(CARDS, 1);
    println!(
        "card database: {CARDS} cards, {:.1} MiB",
        text.len() as f64 / (1024.0 * 1024.0)
    );

    // Anchor: a bare pass of the streaming parser over the same bytes.
    let t = Instant::now();
    let mut reader = quick_xml::Reader::from_str(&text);
    let mut events = 0usize;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(_) => events += 1,
            Err(e) => panic!("the generated file is XML: {e}"),
        }
    }
    let bare_parse = t.elapsed();
    assert!(events > CARDS);

    let t = Instant::now();
    let file = cards::read(&text, &mut |_, _| {}).expect("the generated file reads");
    let read = t.elapsed();
    assert_eq!(file.cards.len(), CARDS);
    println!(
        "read (parse + text + keywords)   {}",
        ratio(read, bare_parse)
    );

    // Anchor: the same rows inserted with bare rusqlite in one transaction.
    let dir = tempfile::TempDir::new().expect("temp dir");
    let t = Instant::now();
    let rows: Vec<_> = file.cards.iter().map(cards::to_row).collect();
    let to_rows = t.elapsed();
    println!(
        "rows (JSON + search words)       {}",
        ratio(to_rows, bare_parse)
    );
    let conn = rusqlite::Connection::open(dir.path().join("bare.sqlite")).expect("bare");
    conn.execute_batch(
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;
         CREATE TABLE t(id TEXT PRIMARY KEY, name TEXT, type TEXT, data TEXT, search TEXT);",
    )
    .expect("bare schema");
    let t = Instant::now();
    conn.execute("BEGIN IMMEDIATE", []).expect("begin");
    {
        let mut stmt = conn
            .prepare("INSERT INTO t VALUES (?1, ?2, ?3, ?4, ?5)")
            .expect("prepare");
        for r in &rows {
            stmt.execute(rusqlite::params![
                r.card_id, r.name, r.kind, r.data, r.search
            ])
            .expect("insert");
        }
    }
    conn.execute("COMMIT", []).expect("commit");
    let bare_insert = t.elapsed();

    let path = dir.path().join("gunbai.sqlite");
    let mut store = Store::open(&path).expect("a store");
    let (first, import) = timed_import(&mut store, "bench.xml", &text);
    assert_eq!(first.summary.added, CARDS as u64);
    println!(
        "import, all new                  {}",
        ratio(import, bare_parse + bare_insert)
    );
    println!("import, all new vs budget        {}", ratio(import, BUDGET));

    // The store alone, on the rows made above (all unchanged now).
    let t = Instant::now();
    let stored = store
        .import_cards("bench.xml", "bench", Utc::now(), &rows, &mut |_, _| {})
        .expect("imports");
    let store_only = t.elapsed();
    assert_eq!(stored.unchanged, CARDS as u64);
    println!(
        "store only, all unchanged        {}",
        ratio(store_only, bare_insert)
    );

    let (again, reimport) = timed_import(&mut store, "bench.xml", &text);
    assert_eq!(again.summary.unchanged, CARDS as u64);
    println!(
        "re-import, all unchanged         {}",
        ratio(reimport, BUDGET)
    );

    let (third, changed_import) = timed_import(&mut store, "bench-2.xml", &changed);
    assert_eq!(third.summary.changed, (CARDS / 10) as u64);
    println!(
        "re-import, one in ten changed    {}",
        ratio(changed_import, BUDGET)
    );

    let t = Instant::now();
    let (hits, total) = store
        .search_cards(&["keyword1".to_string(), "crane".to_string()], 50)
        .expect("search");
    let search = t.elapsed();
    assert!(!hits.is_empty() && total > 0);
    println!(
        "search two words over {CARDS} cards {}",
        ratio(search, Duration::from_millis(100))
    );
    println!(
        "database file: {:.1} MiB",
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) as f64 / (1024.0 * 1024.0)
    );
}
