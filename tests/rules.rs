//! The rule corpus: every id the engine cites exists, ids are well formed, search finds rules by
//! English words and by short Japanese terms, every rulebook heading is covered, and summaries
//! are written in the project's own words.

use gunbai::rules::{self, ids, load, CorpusError, DocKind};
use std::collections::HashSet;
use std::path::PathBuf;

/// Every heading of the two rulebook seeds (■ sections, 【…】 sub-sections and the plain
/// sub-headings under the special rules for bringing cards into play), as the seeds spell them.
const HEADINGS: &[(&str, &[&str])] = &[
    (
        "rb2",
        &[
            "勝利方法について",
            "ゲームの準備",
            "先攻の決定",
            "重要なゲームの手順についての短い解説",
            "カードをお辞儀させる",
            "対象と向け直し",
            "名誉や黄金のためにカードをお辞儀させる",
            "カードの付与と移動",
            "カードを場に出す",
            "カードを場に出すことについての特殊ルール",
            "イベント",
            "家臣カード",
            "地方",
            "従者、道具、そして呪文",
            "祖霊",
            "アクション・カード",
            "気法",
            "エレメンタル・リング・カード",
            "唯一無二のカード",
            "熟練の家臣",
            "Lieutenant",
            "トークン",
            "特性と能力",
            "武家とは?",
            "コピー能力",
        ],
    ),
    (
        "rb4",
        &[
            "アクション",
            "戦闘アクション",
            "限定アクション",
            "公開アクション",
            "対抗アクション",
            "帝の寵愛",
            "カードの特殊行動",
            "名誉を失った家臣",
            "呪文を唱える",
            "カードの破壊",
            "挑戦と決闘",
            "間接攻撃(Ranged Attack)",
            "畏怖(Fear)",
            "カードの特殊特性",
            "騎兵(Cavalry)",
            "倍の血(Double Chi)",
            "元素効果(Elemental)",
            "侍(Samurai)",
            "軍師(Tactician)",
            "オプショナル・ルール",
            "第一ターン・オプショナル・ルール",
            "One-Time-Events オプショナル・ルール",
            "「The Hidden Emperor」シミュレーション・ルール",
            "「Extended Jade」シミュレーション・ルール",
        ],
    ),
];

/// Where the engine's cited rules stand: (id, last section component, paragraph).
const LOCATIONS: &[(&str, &str, u32)] = &[
    ("victory.military", "勝利方法について", 1),
    ("victory.dishonor-loss", "勝利方法について", 1),
    ("victory.honor", "勝利方法について", 2),
    ("victory.enlightenment", "勝利方法について", 3),
    ("setup.family-honor", "ゲームの準備", 9),
    ("setup.first-player", "先攻の決定", 1),
    ("bow.bowing", "カードをお辞儀させる", 1),
    ("bow.bowed-unusable", "カードをお辞儀させる", 3),
    ("target.definition", "対象と向け直し", 1),
    ("target.own-bowed", "対象と向け直し", 1),
    ("target.redirect", "対象と向け直し", 2),
    ("play.control", "カードを場に出す", 3),
    ("play.missing-values", "従者、道具、そして呪文", 2),
    ("token.stats", "トークン", 1),
    ("trait.foo", "特性と能力", 2),
    ("action.fate-cards", "アクション", 1),
    ("action.resolve-fully", "アクション", 2),
    ("action.priority", "アクション", 3),
    ("action.battle", "戦闘アクション", 1),
    ("action.limited", "限定アクション", 1),
    ("action.open", "公開アクション", 1),
    ("action.reaction", "対抗アクション", 1),
    ("action.reaction.order", "対抗アクション", 2),
    ("action.reaction.illegal-target", "対抗アクション", 3),
    ("favor.uses", "帝の寵愛", 1),
    ("favor.use.limited", "帝の寵愛", 1),
    ("favor.use.open", "帝の寵愛", 1),
    ("favor.use.battle", "帝の寵愛", 1),
    ("favor.use.reaction", "帝の寵愛", 1),
    ("favor.petition", "帝の寵愛", 2),
    ("favor.petition.auto", "帝の寵愛", 2),
    ("favor.petition.contest", "帝の寵愛", 3),
    ("favor.petition.sides", "帝の寵愛", 4),
    ("favor.petition.temporary", "帝の寵愛", 5),
    ("favor.petition.spokesman", "帝の寵愛", 5),
    ("favor.petition.gift", "帝の寵愛", 5),
    ("favor.petition.order", "帝の寵愛", 6),
    ("favor.petition.result", "帝の寵愛", 7),
    ("dishonor.state", "名誉を失った家臣", 1),
    ("dishonor.personal-honor", "名誉を失った家臣", 2),
    ("dishonor.cause-loss", "名誉を失った家臣", 2),
    ("dishonor.restore-on-gain", "名誉を失った家臣", 2),
    ("dishonor.death", "名誉を失った家臣", 4),
    ("destroy.discard", "カードの破壊", 1),
    ("destroy.unit", "カードの破壊", 3),
    ("destroy.dead-kinds", "カードの破壊", 4),
    ("trait.samurai", "侍(Samurai)", 1),
];

fn seeds_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds")
}

fn ids_of(rules: &[&gunbai::rules::Rule]) -> Vec<String> {
    rules.iter().map(|r| r.id.to_string()).collect()
}

#[test]
fn embedded_corpus_parses() {
    let corpus = rules::corpus();
    for kind in [DocKind::Rulebook, DocKind::Reference, DocKind::Procedure] {
        assert!(
            corpus.documents().iter().any(|d| d.kind == kind),
            "no {} document",
            kind.as_str()
        );
    }
    assert_eq!(
        corpus.documents().len(),
        rules::embedded_files().count(),
        "one document per embedded file"
    );
}

#[test]
fn every_cited_id_exists_and_is_executable() {
    let corpus = rules::corpus();
    for id in ids::ALL {
        let rule = corpus.rule(*id);
        assert!(
            rule.is_some(),
            "rule id `{id}` is cited but not in the corpus"
        );
        if let Some(rule) = rule {
            assert!(
                corpus.is_executable(rule),
                "`{id}` is in a look-up document"
            );
        }
    }
}

#[test]
fn cited_ids_stand_at_their_paragraph() {
    let corpus = rules::corpus();
    for &(id, section, paragraph) in LOCATIONS {
        let rule = corpus.get(id);
        assert!(rule.is_some(), "missing `{id}`");
        if let Some(rule) = rule {
            let last = rule.section.rsplit(" / ").next().unwrap_or_default();
            assert_eq!(
                (last, rule.paragraph),
                (section, paragraph),
                "locator of `{id}`"
            );
        }
    }
    let ancestors: Vec<u32> = (1..=5)
        .filter_map(|n| {
            corpus
                .get(&format!("play.ancestor.{n}"))
                .map(|r| r.paragraph)
        })
        .collect();
    assert_eq!(ancestors, [1, 1, 1, 1, 1], "the five ancestor rules");
    for id in [
        "proc.setup",
        "proc.adjust",
        "proc.undo",
        "proc.hand",
        "proc.card",
    ] {
        assert_eq!(
            corpus.get(id).map(|r| r.doc.as_str()),
            Some("gunbai"),
            "`{id}` belongs to the procedure document"
        );
    }
    for id in ["ref.turn.phases", "ref.honor.gains"] {
        assert_eq!(
            corpus.get(id).map(|r| r.doc.as_str()),
            Some("ref"),
            "`{id}`"
        );
    }
}

#[test]
fn rule_ids_are_unique_and_well_formed() {
    let corpus = rules::corpus();
    let mut seen = HashSet::new();
    for rule in corpus.rules() {
        assert!(seen.insert(rule.id.as_str()), "duplicate id `{}`", rule.id);
        assert!(rules::is_valid_id(&rule.id), "bad id `{}`", rule.id);
        assert!(
            corpus.document(&rule.doc).is_some(),
            "`{}` has no document",
            rule.id
        );
    }
    assert!(corpus.rules().len() > 150, "the corpus looks truncated");
    for bad in [
        "Victory.honor",
        "favor..uses",
        "favor.-uses",
        "favor.uses-",
        "a b",
        "",
        "x_y",
    ] {
        assert!(!rules::is_valid_id(bad), "`{bad}` accepted");
    }
    assert!(rules::is_valid_id("kw.701.4a"));
}

#[test]
fn entries_are_complete_for_their_kind() {
    let corpus = rules::corpus();
    let allowed = ["confirmed-era", "confirmed-20f", "indirect", "unconfirmed"];
    for rule in corpus.rules() {
        assert!(
            !rule.summary.trim().is_empty(),
            "`{}` has no summary",
            rule.id
        );
        let kind = corpus.document(&rule.doc).map(|d| d.kind);
        if kind == Some(DocKind::Reference) {
            let certainty = rule.certainty.as_deref().unwrap_or_default();
            assert!(
                allowed.contains(&certainty),
                "`{}`: certainty {certainty:?}",
                rule.id
            );
            assert!(rule.source_ref.is_some(), "`{}` has no source_ref", rule.id);
        } else {
            assert!(
                rule.certainty.is_none(),
                "`{}`: certainty outside the reference",
                rule.id
            );
        }
        if kind == Some(DocKind::Rulebook) {
            assert!(
                rule.section_en.is_some(),
                "`{}` has no English section",
                rule.id
            );
            let last = rule.id.rsplit('.').next().unwrap_or_default();
            let is_example = last == "example" || last.starts_with("example-");
            assert_eq!(
                is_example,
                rule.title.starts_with("Example:"),
                "`{}`: example ids and titles go together",
                rule.id
            );
        }
    }
}

#[test]
fn every_rulebook_heading_has_an_entry() {
    let corpus = rules::corpus();
    for (doc, headings) in HEADINGS {
        for heading in *headings {
            let covered = corpus
                .rules()
                .iter()
                .filter(|r| r.doc == *doc)
                .any(|r| r.section.split(" / ").any(|part| part == *heading));
            assert!(covered, "{doc}: no entry under heading {heading}");
        }
    }
}

#[test]
fn headings_match_the_seeds() {
    // Keeps the embedded heading list honest where the seeds are at hand.
    let dir = seeds_dir();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    for (prefix, (doc, headings)) in [("000_", HEADINGS[0]), ("003_", HEADINGS[1])] {
        let Some(path) = files.iter().find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix))
        }) else {
            continue;
        };
        let text = std::fs::read_to_string(path).unwrap_or_default();
        for heading in headings {
            let as_line = text.lines().any(|l| {
                let l = l.trim_start_matches(['■', ' ', '【']);
                let l = l.trim_end_matches(['】', ':']);
                l == *heading
            });
            assert!(
                as_line,
                "{doc}: heading {heading} is not a heading line of {path:?}"
            );
        }
    }
}

/// How long a run of characters shared with the seeds counts as copied.
const SEED_RUN: usize = 15;

/// Every run of [`SEED_RUN`] characters of the rulebook seeds (parts 2 and 4), lowercased; `None`
/// where the seeds are not beside the checkout.
fn seed_runs() -> Option<HashSet<String>> {
    let mut seeds = String::new();
    for entry in std::fs::read_dir(seeds_dir()).ok()?.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with("000_") || name.starts_with("003_") {
            seeds.push_str(&std::fs::read_to_string(entry.path()).unwrap_or_default());
        }
    }
    if seeds.is_empty() {
        return None;
    }
    let chars: Vec<char> = seeds.to_lowercase().chars().collect();
    Some(
        chars
            .windows(SEED_RUN)
            .map(|w| w.iter().collect())
            .collect(),
    )
}

/// The runs of `text`'s prose that the seeds hold. What stands in backticks is gunbai's own
/// syntax (`option one-time-events`), which may share a name with the rulebook's; the prose
/// around it is what must differ.
fn copied_runs(text: &str, seeds: &HashSet<String>) -> Vec<String> {
    let prose: String = text
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ");
    let chars: Vec<char> = prose.to_lowercase().chars().collect();
    chars
        .windows(SEED_RUN)
        .map(|w| w.iter().collect::<String>())
        .filter(|run| seeds.contains(run.as_str()))
        .collect()
}

#[test]
fn summaries_are_not_copied_from_the_seeds() {
    let Some(seeds) = seed_runs() else {
        return;
    };
    // The check itself finds a run the seeds hold.
    if let Some(sample) = seeds.iter().find(|r| !r.contains('`')) {
        assert!(!copied_runs(sample, &seeds).is_empty(), "{sample:?}");
    }
    let mut copied = Vec::new();
    for rule in rules::corpus().rules() {
        let texts = [
            Some(&rule.summary),
            rule.reading.as_ref(),
            rule.summary_ja.as_ref(),
            rule.reading_ja.as_ref(),
            rule.title_ja.as_ref(),
        ];
        for text in texts.into_iter().flatten() {
            if let Some(run) = copied_runs(text, &seeds).first() {
                copied.push(format!("{}: {run:?}", rule.id));
            }
        }
    }
    assert!(
        copied.is_empty(),
        "summaries repeating the seeds: {copied:#?}"
    );
}

#[test]
fn search_finds_short_japanese_terms() {
    let corpus = rules::corpus();
    let hits = ids_of(&corpus.search("寵愛"));
    assert!(hits.iter().any(|id| id == "favor.petition"), "{hits:?}");
    let hits = ids_of(&corpus.search("侍"));
    assert!(hits.iter().any(|id| id == "trait.samurai"), "{hits:?}");
    let hits = ids_of(&corpus.search("陳情"));
    assert!(
        hits.iter().any(|id| id == "favor.petition.gift"),
        "{hits:?}"
    );
    assert!(!hits.iter().any(|id| id == "duel.chi"), "{hits:?}");
}

#[test]
fn search_ranks_english_words() {
    let corpus = rules::corpus();
    let hits = ids_of(&corpus.search("reaction order"));
    assert!(
        hits.iter().any(|id| id == "action.reaction.order"),
        "{hits:?}"
    );
    assert_eq!(
        hits.first().map(String::as_str),
        Some("action.reaction.order")
    );
    let hits = ids_of(&corpus.search("SEPPUKU"));
    assert_eq!(
        hits.first().map(String::as_str),
        Some("trait.samurai"),
        "{hits:?}"
    );
    // Every word has to match somewhere.
    assert!(corpus.search("seppuku zebra").is_empty());
    assert!(corpus.search("   ").is_empty());
    // An exact id comes first.
    let hits = ids_of(&corpus.search("favor.petition"));
    assert_eq!(hits.first().map(String::as_str), Some("favor.petition"));
}

#[test]
fn get_ignores_case_and_suggest_finds_near_ids() {
    let corpus = rules::corpus();
    assert_eq!(
        corpus.get("Favor.Petition.AUTO").map(|r| r.id.as_str()),
        Some("favor.petition.auto")
    );
    assert!(corpus.get("favor.petition.nothing").is_none());
    let near = corpus.suggest("favor.petiton");
    assert_eq!(near.first(), Some(&"favor.petition"), "{near:?}");
    assert!(near.len() <= 3);
    assert!(corpus.suggest("qqqqqqqqqqqqqqqqqqqqqq").is_empty());
    assert!(corpus.suggest("").is_empty());
}

#[test]
fn lookup_rules_are_not_executable() {
    let files = [
        (
            "a.toml",
            "[document]\nid = \"lk\"\ntitle = \"t\"\nsource = \"s\"\nkind = \"lookup\"\n\n\
             [[rule]]\nid = \"kw.701.4a\"\nsection = \"701\"\nparagraph = 1\ntitle = \"Keyword\"\n\
             summary = \"A look-up entry.\"\n",
        ),
        (
            "b.toml",
            "[document]\nid = \"rb\"\ntitle = \"t\"\nsource = \"s\"\nkind = \"rulebook\"\n\n\
             [[rule]]\nid = \"bow.bowing\"\nsection = \"s\"\nparagraph = 1\ntitle = \"Bow\"\n\
             summary = \"A rule.\"\nsummary_ja = \"ルール。\"\ntitle_ja = \"お辞儀\"\n\
             terms_ja = [\"寵愛\"]\n",
        ),
    ];
    let corpus = load(&files).map_err(|e| e.to_string());
    assert!(corpus.is_ok(), "{corpus:?}");
    let Ok(corpus) = corpus else { return };
    let lookup = corpus.get("KW.701.4A");
    assert!(lookup.is_some_and(|r| !corpus.is_executable(r)));
    assert!(corpus
        .get("bow.bowing")
        .is_some_and(|r| corpus.is_executable(r)));
    assert_eq!(ids_of(&corpus.search("寵")), ["bow.bowing"]);
    assert_eq!(corpus.rules().len(), 2);
}

const DOC: &str = "[document]\nid = \"d\"\ntitle = \"t\"\nsource = \"s\"\nkind = \"rulebook\"\n";

fn rule(id: &str) -> String {
    format!(
        "\n[[rule]]\nid = \"{id}\"\nsection = \"s\"\nparagraph = 1\ntitle = \"T\"\nsummary = \"S.\"\n\
         summary_ja = \"要約。\"\ntitle_ja = \"題\"\n"
    )
}

#[test]
fn duplicate_ids_are_an_error() {
    let text = format!("{DOC}{}{}", rule("bow.bowing"), rule("bow.bowing"));
    let err = load(&[("dup.toml", &text)]).map(|_| ()).unwrap_err();
    assert!(
        matches!(&err, CorpusError::DuplicateId { id, .. } if id == "bow.bowing"),
        "{err:?}"
    );
    let message = err.to_string();
    assert!(
        message.contains("dup.toml") && message.contains("bow.bowing"),
        "{message}"
    );

    // Across files too, naming both.
    let other = DOC.replace("id = \"d\"", "id = \"e\"");
    let first = format!("{DOC}{}", rule("bow.bowing"));
    let second = format!("{other}{}", rule("bow.bowing"));
    let err = load(&[("one.toml", &first), ("two.toml", &second)])
        .map(|_| ())
        .unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("one.toml") && message.contains("two.toml"),
        "{message}"
    );

    let err = load(&[("one.toml", &first), ("two.toml", &first)])
        .map(|_| ())
        .unwrap_err();
    assert!(
        matches!(err, CorpusError::DuplicateDocument { .. }),
        "{err:?}"
    );
}

#[test]
fn malformed_toml_names_the_file() {
    let err = load(&[("broken.toml", "[document\nid = ")])
        .map(|_| ())
        .unwrap_err();
    assert!(
        matches!(&err, CorpusError::Toml { file, .. } if file == "broken.toml"),
        "{err:?}"
    );
    assert!(err.to_string().starts_with("broken.toml: "), "{err}");

    // Well-formed TOML that lacks a required field is malformed for the corpus too.
    let text =
        format!("{DOC}\n[[rule]]\nid = \"a.b\"\nsection = \"s\"\nparagraph = 1\ntitle = \"T\"\n");
    let err = load(&[("nosummary.toml", &text)]).map(|_| ()).unwrap_err();
    assert!(err.to_string().contains("summary"), "{err}");

    let text = format!("{DOC}{}", rule("Bad_Id"));
    let err = load(&[("badid.toml", &text)]).map(|_| ()).unwrap_err();
    assert!(matches!(err, CorpusError::InvalidId { .. }), "{err:?}");

    let text = DOC.replace("rulebook", "novel");
    let err = load(&[("kind.toml", &text)]).map(|_| ()).unwrap_err();
    assert!(matches!(err, CorpusError::Toml { .. }), "{err:?}");

    let text = format!(
        "{DOC}{}",
        rule("a.b").replace("paragraph = 1", "paragraph = 0")
    );
    let err = load(&[("zero.toml", &text)]).map(|_| ()).unwrap_err();
    assert!(matches!(err, CorpusError::ZeroParagraph { .. }), "{err:?}");
}

#[test]
fn rules_serialize_for_json_output() {
    let rule = rules::corpus().get("favor.petition");
    let json = rule.map(|r| serde_json::to_value(r).map_err(|e| e.to_string()));
    let Some(Ok(json)) = json else {
        panic!("favor.petition did not serialize: {json:?}");
    };
    assert_eq!(json["id"], "favor.petition");
    assert_eq!(json["doc"], "rb4");
    assert_eq!(json["paragraph"], 2);
    assert_eq!(rule.map(|r| r.locator()).as_deref(), Some("帝の寵愛 ¶2"));
    assert!(json["reading"].is_string());
}

/// Entries whose reading the engine does not execute yet: no id of theirs is in the table the
/// engine cites from. Once one is, it must name the fixture that shows it like every other.
const READINGS_NOT_EXECUTED: &[&str] = &[];

#[test]
fn every_reading_names_a_fixture_that_cites_it() {
    use gunbai::coverage::{deck_rules, run_scenario, SCENARIOS};
    use std::collections::{BTreeMap, BTreeSet};
    let corpus = rules::corpus();
    let executed: BTreeSet<&str> = ids::ALL.iter().map(|i| i.as_str()).collect();
    let mut cited: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let decks = deck_rules();
    let mut problems = Vec::new();
    for rule in corpus.rules() {
        if rule.reading.is_none() {
            if rule.shown_by.is_some() {
                problems.push(format!("{}: `shown_by` without a reading", rule.id));
            }
            continue;
        }
        if !executed.contains(rule.id.as_str()) {
            if !READINGS_NOT_EXECUTED.contains(&rule.id.as_str()) {
                problems.push(format!(
                    "{}: has a reading but no engine id; list it as not executed or cite it",
                    rule.id
                ));
            }
            continue;
        }
        let Some(by) = rule.shown_by.as_deref() else {
            problems.push(format!(
                "{}: has a reading but names no fixture that shows it (`shown_by`)",
                rule.id
            ));
            continue;
        };
        if let Some(name) = by.strip_prefix("fixtures/scenarios/") {
            let Some((_, src)) = SCENARIOS.iter().find(|(n, _)| *n == name) else {
                problems.push(format!("{}: `{by}` is not a scenario", rule.id));
                continue;
            };
            let ids = cited
                .entry(name.to_string())
                .or_insert_with(|| run_scenario(src).cited);
            if !ids.contains(rule.id.as_str()) {
                problems.push(format!("{}: `{by}` no longer cites it", rule.id));
            }
        } else if let Some(name) = by.strip_prefix("fixtures/decks/") {
            let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(by);
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let names_it = text
                .lines()
                .filter(|l| l.starts_with("# expect:"))
                .any(|l| l.split_whitespace().any(|w| w == rule.id));
            if !names_it || !decks.contains(rule.id.as_str()) {
                problems.push(format!(
                    "{}: deck fixture `{name}` does not show it",
                    rule.id
                ));
            }
        } else {
            problems.push(format!(
                "{}: `{by}` is neither under fixtures/scenarios/ nor fixtures/decks/",
                rule.id
            ));
        }
    }
    for id in READINGS_NOT_EXECUTED {
        if executed.contains(id) {
            problems.push(format!(
                "{id}: the engine now cites it; name the fixture that shows its reading"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_reading_check_fails_when_a_scenario_stops_citing() {
    use gunbai::coverage::run_scenario;
    // A scenario that never reaches the bowed-performer refusal does not show that reading.
    let cited = run_scenario("players Allen Bob\nhonor Allen 10\nexpect honor Allen 10\n").cited;
    assert!(!cited.contains("bow.bowed-unusable"));
    let cited = run_scenario(
        "players Allen Bob\nturn Allen action\nenter Allen personality Hoturi force 3 chi 4 ph 3 bowed as h\nexpect rejects bow.bowed-unusable Allen plays Fire open by h effect bow h\n",
    )
    .cited;
    assert!(cited.contains("bow.bowed-unusable"), "{cited:?}");
}

/// The Japanese language guide is gunbai's own Japanese too: its prose (outside the backticks of
/// the syntax) shares no 15-character run with the rulebook seeds.
#[test]
fn the_japanese_language_guide_is_not_copied_from_the_seeds() {
    let Some(seeds) = seed_runs() else {
        return;
    };
    let guide =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/ja/language.md"))
            .expect("docs/ja/language.md");
    let copied = copied_runs(&guide, &seeds);
    assert!(
        copied.is_empty(),
        "docs/ja/language.md repeats the seeds: {copied:#?}"
    );
}
