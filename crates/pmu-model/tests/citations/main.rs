//! Citations stay true: every line citation in the repository ("L1806", "(L2155-L2202)",
//! "line 64") is opened in the seed it cites and checked against what the text around it says.
//! A citation cites the seed its text names last ("seed 003"), or else the one its file is
//! about (`scan.rs`). The rules are in `rules.rs`: a table entry's source must land on a line
//! with the entry's own words; free text must quote the line, name its footnote, caption or
//! row, or share rare words with it better than any line within two of it does.
//!
//! The seeds live beside the repository, not in it: `PMU_SEEDS`, or the first `shared/seeds`
//! next to the repository or one of its parents (`../shared/seeds` for `/work/main`). With them,
//! the check reads every cited line and records what it found in `verified.txt` (regenerate
//! with `UPDATE_EXPECT=1` and read the diff). Without them (a clone on its own, as CI may be),
//! the check still runs against that record: every citation in the code must be one that was
//! verified, at the same place and lines, with the words that matched still around it, so that
//! a citation added or moved without the seeds fails rather than goes unread.
//!
//! With the seeds the test also prints how many citations of each rule would fail if they
//! pointed one or two lines away (`--nocapture`; `CITATIONS_SHOW_LOOSE=1` lists the others).

#![cfg(not(target_arch = "wasm32"))]

mod rules;
mod scan;
mod seeds;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use rules::{check_entry, check_free, clause_start, entries, Entry, Verdict};
use scan::{cites, file_citations, files, Citation, UnitKind};
use seeds::{phrase, Seed, SEED_IDS};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn record_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/citations/verified.txt")
}

/// The rule name recorded for a literal that is the source of table entries.
const ENTRIES: &str = "table entries";

/// Every citation, and for each the table entries whose source it is (none for free text).
fn all_citations(repo: &Path) -> (Vec<Citation>, HashMap<&'static str, Vec<Entry>>) {
    let mut by_source: HashMap<&'static str, Vec<Entry>> = HashMap::new();
    for e in entries() {
        by_source.entry(e.source).or_default().push(e);
    }
    let citations = files(repo).iter().flat_map(|f| file_citations(repo, f)).collect();
    (citations, by_source)
}

fn entries_of<'a>(c: &Citation, by_source: &'a HashMap<&'static str, Vec<Entry>>) -> Option<&'a [Entry]> {
    (c.unit_kind == UnitKind::Literal)
        .then(|| by_source.get(c.unit.as_str()).map(Vec::as_slice))
        .flatten()
}

/// One line of `verified.txt`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Record {
    file: String,
    key: String,
    rule: String,
    evidence: String,
}

impl Record {
    fn line(&self) -> String {
        format!("{}\t{}\t{}\t{}", self.file, self.key, self.rule, self.evidence)
    }

    fn parse(line: &str) -> Option<Record> {
        let mut parts = line.splitn(4, '\t');
        Some(Record {
            file: parts.next()?.to_string(),
            key: parts.next()?.to_string(),
            rule: parts.next()?.to_string(),
            evidence: parts.next().unwrap_or("").to_string(),
        })
    }
}

/// Checks one citation against its seed.
fn verify(c: &Citation, found: Option<&[Entry]>, seeds: &BTreeMap<&str, Seed>) -> Result<Record, String> {
    let seed_id = c
        .seed
        .ok_or("no seed: the text names none (\"seed 003\") and the file is about no one seed")?;
    let record = |rule: &str, evidence: String| Record {
        file: c.file.clone(),
        key: c.key(),
        rule: rule.to_string(),
        evidence,
    };
    match found {
        Some(list) => {
            let lo = clause_start(&c.unit, c.start);
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            for e in list {
                // A source may name its seed or rely on its machine's.
                let sid = scan::named_seed(e.source, c.start)
                    .or(e.default_seed)
                    .unwrap_or(seed_id);
                let seed = &seeds[sid];
                let v: Verdict = check_entry(e, seed, c.first, c.last, lo, c.start);
                v.map_err(|m| format!("{} ({}): {m}", e.label, e.kind))?;
                *counts.entry(e.kind).or_default() += 1;
            }
            let evidence = counts
                .iter()
                .map(|(k, n)| format!("{n} {k}"))
                .collect::<Vec<_>>()
                .join(", ");
            Ok(record(ENTRIES, evidence))
        }
        None => {
            let (rule, evidence) = check_free(c, &seeds[seed_id])?;
            let words: Vec<String> = phrase(&evidence).split(' ').take(8).map(str::to_string).collect();
            Ok(record(rule, words.join(" ")))
        }
    }
}

fn load_seeds(dir: &Path) -> BTreeMap<&'static str, Seed> {
    SEED_IDS.into_iter().map(|id| (id, Seed::load(dir, id))).collect()
}

#[test]
fn every_citation_says_what_its_line_says() {
    let repo = repo();
    let (citations, by_source) = all_citations(&repo);
    assert!(
        citations.len() > 1000,
        "only {} citations found: is the scan reading the sources?",
        citations.len()
    );
    let recorded_text = std::fs::read_to_string(record_path()).unwrap_or_default();
    let recorded: Vec<Record> = recorded_text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(Record::parse)
        .collect();

    let Some(dir) = seeds::find_dir(&repo) else {
        eprintln!(
            "citations: no seeds beside the repository (set PMU_SEEDS to check against them); \
             checking against the record of verified citations"
        );
        check_against_record(&citations, &by_source, &recorded);
        return;
    };
    let seeds = load_seeds(&dir);

    let mut records = Vec::new();
    let mut failures = Vec::new();
    let mut rules: BTreeMap<String, usize> = BTreeMap::new();
    let mut entry_checks: BTreeMap<String, usize> = BTreeMap::new();
    for c in &citations {
        let found = entries_of(c, &by_source);
        match verify(c, found, &seeds) {
            Ok(r) => {
                *rules.entry(r.rule.clone()).or_default() += 1;
                if let Some(list) = found {
                    for e in list {
                        *entry_checks.entry(e.kind.to_string()).or_default() += 1;
                    }
                }
                records.push(r);
            }
            Err(m) => failures.push(format!(
                "{}:{}: {} ({}): {m}\n    text: {:?}",
                c.file,
                c.line,
                c.written(),
                c.key(),
                c.context.chars().take(160).collect::<String>()
            )),
        }
    }

    eprintln!("citations: {} checked against the seeds", citations.len());
    for (rule, n) in &rules {
        eprintln!("  {n:5} by rule: {rule}");
    }
    for (kind, n) in &entry_checks {
        eprintln!("        {n:5} {kind} checks");
    }
    report_resolution(&citations, &by_source, &seeds);
    assert!(
        failures.is_empty(),
        "{} citations do not say what their lines say:\n{}",
        failures.len(),
        failures.join("\n")
    );

    records.sort();
    let text = format!(
        "# Line citations verified against the seeds by tests/citations (regenerate with\n\
         # UPDATE_EXPECT=1 cargo test -p pmu-model --test citations, with the seeds at\n\
         # ../shared/seeds or PMU_SEEDS). file, seed:lines, rule, the words that matched.\n{}\n",
        records.iter().map(Record::line).collect::<Vec<_>>().join("\n")
    );
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(record_path(), &text).expect("write verified.txt");
    } else {
        let mut old = recorded.clone();
        old.sort();
        let added: Vec<String> = records
            .iter()
            .filter(|r| !old.contains(r))
            .map(Record::line)
            .collect();
        let removed: Vec<String> = old
            .iter()
            .filter(|r| !records.contains(r))
            .map(Record::line)
            .collect();
        assert!(
            added.is_empty() && removed.is_empty(),
            "tests/citations/verified.txt is out of date (run with UPDATE_EXPECT=1):\n+ {}\n- {}",
            added.join("\n+ "),
            removed.join("\n- ")
        );
    }
}

/// How sharply the free-text words rule places a line: the share of its citations that would
/// fail if they pointed one or two lines away.
fn report_resolution(
    citations: &[Citation],
    by_source: &HashMap<&'static str, Vec<Entry>>,
    seeds: &BTreeMap<&str, Seed>,
) {
    let mut by_rule: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let moves = |c: &Citation| -> Vec<Citation> {
        [-2i64, -1, 1, 2]
            .iter()
            .filter(|&&d| c.first as i64 + d >= 1)
            .map(|&d| {
                let mut moved = c.clone();
                moved.first = (c.first as i64 + d) as usize;
                moved.last = (c.last as i64 + d) as usize;
                moved
            })
            .collect()
    };
    for c in citations {
        let Some(seed) = c.seed.map(|s| &seeds[s]) else {
            continue;
        };
        if let Some(list) = entries_of(c, by_source) {
            // A table entry's citation is caught if one of its entries fails when moved.
            if verify(c, Some(list), seeds).is_err() {
                continue;
            }
            let caught = moves(c).iter().all(|m| verify(m, Some(list), seeds).is_err());
            if !caught && std::env::var_os("CITATIONS_SHOW_LOOSE").is_some() {
                eprintln!(
                    "    loose (entries): {}:{} {} | {}",
                    c.file,
                    c.line,
                    c.written(),
                    c.unit
                );
            }
            let slot = by_rule.entry(ENTRIES).or_default();
            slot.0 += 1;
            slot.1 += usize::from(caught);
            continue;
        }
        let Ok((rule, _)) = check_free(c, seed) else {
            continue;
        };
        let caught = moves(c).iter().all(|m| check_free(m, seed).is_err());
        let slot = by_rule.entry(rule).or_default();
        slot.0 += 1;
        slot.1 += usize::from(caught);
        if !caught && std::env::var_os("CITATIONS_SHOW_LOOSE").is_some() {
            eprintln!(
                "    loose ({rule}): {}:{} {} | {}",
                c.file,
                c.line,
                c.written(),
                c.context.chars().take(100).collect::<String>()
            );
        }
    }
    for (rule, (n, caught)) in by_rule {
        eprintln!("  rule {rule}: {caught} of {n} would fail if moved by one or two lines");
    }
}

/// Without the seeds: every citation must be in the record, at the same file and lines, and
/// the words that matched must still be in its context.
fn check_against_record(
    citations: &[Citation],
    by_source: &HashMap<&'static str, Vec<Entry>>,
    recorded: &[Record],
) {
    let records: HashMap<(&str, &str), &Record> = recorded
        .iter()
        .map(|r| ((r.file.as_str(), r.key.as_str()), r))
        .collect();
    let mut unverified = Vec::new();
    for c in citations {
        let key = c.key();
        let context = format!(" {} ", phrase(&c.context));
        let ok = records.get(&(c.file.as_str(), key.as_str())).is_some_and(|r| {
            if entries_of(c, by_source).is_some() {
                r.rule == ENTRIES
            } else if ["words", "quote", "entry words"].contains(&r.rule.as_str()) {
                // The words that matched the line are still the citation's words.
                r.evidence
                    .split(' ')
                    .filter(|w| !w.is_empty())
                    .all(|w| context.contains(&format!(" {w} ")))
            } else {
                r.rule != ENTRIES
            }
        });
        if !ok {
            unverified.push(format!("{}:{}: {} ({key})", c.file, c.line, c.written()));
        }
    }
    assert!(
        unverified.is_empty(),
        "{} citations were never verified against the seeds (run this test with the seeds at \
         ../shared/seeds or PMU_SEEDS, and UPDATE_EXPECT=1):\n{}",
        unverified.len(),
        unverified.join("\n")
    );
}

/// The parser finds every form of citation the code uses, and nothing else.
#[test]
fn citation_forms() {
    let found: Vec<(usize, usize)> =
        cites("L1806, (L2155-L2202), line 64, lines 67-68, L1351/L1354, L2D, L3, PMD10")
            .iter()
            .map(|c| (c.first, c.last))
            .collect();
    assert_eq!(
        found,
        [
            (1806, 1806),
            (2155, 2202),
            (64, 64),
            (67, 68),
            (1351, 1351),
            (1354, 1354)
        ]
    );
}
