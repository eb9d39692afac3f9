//! The rules that decide whether a cited line says what the citation claims.
//!
//! Table entries (register fields and registers, events, the PCL tables) are read through the
//! model, and each citation in an entry's `source` must land on a line that holds the entry's
//! own words:
//! - a field: its name (or a spelling its description gives, or ig/rsv read as ignored/reserved)
//!   on the line, or the caption of a table the source names and that lists the field (bits a
//!   table leaves undescribed need only the caption);
//! - a register: its name, alone or in a list or range ("PMC0,1,2,3", "PMC4-15");
//! - an event: its name or the manual's other spelling its notes give ("calls it ...");
//!   a T4 event: its sl group in TABLE 10-2 (first row, or all its rows);
//! - a paper cell: the line is exactly the entry as printed, inside the table the source names;
//!   a paper native: its id ("- 21164_C0_0"), or a range of ids that holds it;
//! - our T4 natives and cells: the row of their sl and mask; our Montecito ones: the Table 4-42
//!   row of the event they use;
//! - a PCL event: its name on the first cited line; a processor: its name or its event ids;
//! - any entry: a footnote, section heading or caption that the source names before the
//!   citation, or T4 rows it names ("sl 6 Any other value (L128)").
//!
//! Every other citation is free text and must share what it says with the line: a quoted phrase
//! that starts on the cited line, a footnote, caption, section heading, PCL row label or T4 row
//! that it names, or words that are rare in the seed (a range's first line among them) with no
//! line within two of it sharing clearly more.

use std::collections::BTreeSet;

use pmu_model::pcl::avail::{Origin, Program};
use pmu_model::pcl::{self, Processor, PROCESSORS};
use pmu_model::{Access, Event, MACHINES};

use super::scan::{cites, named_seed, Citation};
use super::seeds::{contains_phrase, is_stop_word, phrase, words, Seed};

/// The weight (`Seed::weight` summed) that the words shared with a free-text citation need:
/// that of one word found on at most one line in 1,000 (on at most 2 lines of a short seed),
/// or of a few less rare ones.
fn min_weight(seed: &Seed) -> f64 {
    let n = seed.len() as f64;
    (n / (n / 1000.0).max(2.0)).log2()
}

/// A neighbour within two lines that shares this much more weight than the cited line is
/// where the text points; the citation has drifted.
const NEIGHBOUR_MARGIN: f64 = 1.25;

/// A table entry of the model with a `source` that may cite lines.
#[derive(Clone, Debug, Default)]
pub struct Entry {
    /// "field", "register", "event", "native", "cell", "pcl event", "metric", "processor".
    pub kind: &'static str,
    /// Which entry: "montecito PMC36.rsv".
    pub label: String,
    pub source: &'static str,
    pub default_seed: Option<&'static str>,
    /// Phrases any of which on the cited line shows the line is the entry's.
    pub words: Vec<String>,
    /// Register names that a line may also name in a list or range ("PMC0,1,2,3", "PMC4-15").
    pub registers: Vec<String>,
    /// SPARC T4 TABLE 10-2 rows the entry rests on: sl, and a mask if the entry has one.
    pub sl_rows: Vec<(u64, Option<u64>)>,
    /// A paper native's id, which the paper may list in a range ("PPC604e_C0_12-PPC604e_C0_15").
    pub id: Option<String>,
    /// The paper table that must hold the cited line ("table 3.2").
    pub table: Option<String>,
    /// A paper cell's entry as printed: the cited line must be exactly this cell.
    pub printed: Option<String>,
    /// For a field: words a row of a cited table must hold to list the field.
    pub row_words: Vec<String>,
    /// A reserved field: bits the tables leave undescribed, so a cited table cannot list it.
    pub undescribed: bool,
    /// For a paper processor: the prefixes of its event ids ("ppro" of "PPro_0"), which its
    /// event list in the paper holds.
    pub id_prefixes: Vec<String>,
}

/// The verdict on one citation: which rule holds and the words that show it, or why not.
pub type Verdict = Result<(&'static str, String), String>;

/// Every entry of the model whose source cites a line.
pub fn entries() -> Vec<Entry> {
    let mut out = Vec::new();
    for m in MACHINES {
        let seed = named_seed(m.source, m.source.len());
        for r in m.registers {
            out.push(Entry {
                kind: "register",
                label: format!("{} {}", m.id, r.name),
                source: r.source,
                default_seed: seed,
                words: vec![r.name.to_string()],
                registers: vec![r.name.to_string()],
                ..Entry::default()
            });
            for f in r.fields {
                let mut words = vec![f.name.to_string(), base_name(f.name), f.name.replace('_', " ")];
                // A field named after the manual's word quotes it in its description ("the
                // manual's 'overflow' field 15:4"), or names the manual's spelling of it ("the
                // table names all four enable bits en_dbrp0").
                words.extend(quoted_words(f.description));
                // A description that quotes the manual ("contains a single 32-bit counter
                // field") may cite the line of the quote.
                words.extend(quotes(f.description));
                let stem = f.name.trim_end_matches(|c: char| c.is_ascii_digit());
                words.extend(
                    f.description
                        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                        .filter(|w| *w != f.name && w.trim_end_matches(|c: char| c.is_ascii_digit()) == stem)
                        .map(str::to_string),
                );
                // Within a table the field's row may carry only part of its name: PMD39's
                // "pmd48 ext" row holds the fields pmd48_ig, pmd48_brflush and pmd48_b1.
                let mut row_words = words.clone();
                for part in f.name.split('_') {
                    row_words.push(part.to_string());
                    // The Itanium manual's "ig" bits read "ignored" in some tables; "rsv" is
                    // this model's name for bits a table calls reserved.
                    match part {
                        "ig" => row_words.push("ignored".into()),
                        "rsv" => row_words.push("reserved".into()),
                        _ => {}
                    }
                }
                out.push(Entry {
                    kind: "field",
                    label: format!("{} {}.{}", m.id, r.name, f.name),
                    source: f.source,
                    default_seed: seed,
                    words,
                    row_words,
                    undescribed: f.access == Access::Reserved
                        || f.description.to_lowercase().contains("not listed"),
                    ..Entry::default()
                });
            }
        }
        for e in m.events {
            let mut words = vec![e.name.to_string()];
            words.extend(aliases(e));
            for note in e.notes.iter().chain([&e.description]) {
                words.extend(quotes(note));
            }
            let sl_rows = if m.id == "sparc-t4" {
                vec![(e.code, None)]
            } else {
                Vec::new()
            };
            out.push(Entry {
                kind: "event",
                label: format!("{} {}", m.id, e.name),
                source: e.source,
                default_seed: seed,
                words,
                sl_rows,
                ..Entry::default()
            });
        }
    }
    for p in PROCESSORS {
        let seed = match p.id {
            "sparc-t4" => Some("000"),
            "sparc-kt" => Some("001"),
            "montecito" => Some("003"),
            _ => Some("002"),
        };
        let paper = p.origin == Origin::Paper;
        let mut proc_words = vec![p.name.to_string(), p.row.to_string()];
        proc_words.extend(
            p.name
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| w.len() >= 6 || w.chars().any(|c| c.is_ascii_digit()))
                .map(str::to_string),
        );
        // The paper names a processor's events after it: "PPro_0", "ULTRA3_C0_1".
        let mut id_prefixes: Vec<String> = Vec::new();
        for n in p.natives.iter().filter(|_| paper) {
            let prefix = n.id.split('_').next().unwrap_or(n.id).to_lowercase();
            if !id_prefixes.contains(&prefix) {
                id_prefixes.push(prefix);
            }
        }
        out.push(Entry {
            kind: "processor",
            label: p.id.to_string(),
            source: p.source,
            default_seed: seed,
            words: proc_words.into_iter().filter(|w| !w.is_empty()).collect(),
            id_prefixes,
            ..Entry::default()
        });
        for n in p.natives {
            // A paper native cites the line of its id ("- 21164_C0_0"); its name is on the
            // next line, so the name alone would let the citation drift.
            let words = if paper {
                vec![n.id.to_string()]
            } else {
                let mut w = vec![n.id.to_string(), n.name.to_string()];
                w.extend(native_event_words(p, n.name));
                w
            };
            let sl_rows = match n.program {
                Some(Program::SlMask { sl, mask }) if p.id == "sparc-t4" => vec![(sl, Some(mask))],
                _ => Vec::new(),
            };
            out.push(Entry {
                kind: "native",
                label: format!("{} {}", p.id, n.id),
                source: n.source,
                default_seed: seed,
                words,
                sl_rows,
                id: paper.then(|| n.id.to_string()),
                ..Entry::default()
            });
        }
        for c in p.cells {
            let (words, sl_rows, table) = if paper {
                (Vec::new(), Vec::new(), paper_table(c.source))
            } else {
                // One of our cells rests on the rows of the native events it uses.
                let natives: Vec<_> = c
                    .expr
                    .native_ids()
                    .into_iter()
                    .filter_map(|id| p.native(id))
                    .collect();
                let words = natives
                    .iter()
                    .flat_map(|n| native_event_words(p, n.name))
                    .collect();
                let sl_rows = natives
                    .iter()
                    .filter_map(|n| match n.program {
                        Some(Program::SlMask { sl, mask }) if p.id == "sparc-t4" => Some((sl, Some(mask))),
                        _ => None,
                    })
                    .collect();
                (words, sl_rows, None)
            };
            out.push(Entry {
                kind: "cell",
                label: format!("{} {}", p.id, c.event),
                source: c.source,
                default_seed: seed,
                words,
                sl_rows,
                table,
                printed: paper.then(|| c.printed.to_string()),
                ..Entry::default()
            });
        }
    }
    for e in pcl::EVENTS.iter() {
        out.push(Entry {
            kind: "pcl event",
            label: e.name.to_string(),
            source: e.source,
            default_seed: Some("002"),
            words: vec![e.name.to_string()],
            ..Entry::default()
        });
    }
    for m in pcl::metrics::METRICS.iter() {
        let mut words = vec![m.event.to_string()];
        words.extend(m.examples.iter().map(|e| e.to_string()));
        out.push(Entry {
            kind: "metric",
            label: m.event.to_string(),
            source: m.source,
            default_seed: Some("002"),
            words,
            ..Entry::default()
        });
    }
    out.retain(|e| !cites(e.source).is_empty());
    out
}

/// The manual's other spellings of an event, as its notes give them: "Section 4.15 calls it
/// THREAD_SWITCH_STALL", "Section 3.3.3 and Table 4-33 call it CYCLES_HALTED".
fn aliases(e: &Event) -> Vec<String> {
    let mut out = Vec::new();
    for note in e.notes {
        for phrase in ["calls it ", "call it "] {
            if let Some(i) = note.find(phrase) {
                let alias: String = note[i + phrase.len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                out.push(alias);
            }
        }
    }
    out
}

/// The catalogue names (and their spellings in the manual) of the native events of one of our
/// processors: "CPU_OP_CYCLES.ALL/all-levels" rests on the CPU_OP_CYCLES row.
fn native_event_words(p: &Processor, name: &str) -> Vec<String> {
    let base = name.split(['.', '/']).next().unwrap_or(name);
    let mut out = vec![name.to_string(), base.to_string()];
    if let Some(e) = pmu_model::machine(p.id).and_then(|m| m.event(base)) {
        out.extend(aliases(e));
    }
    out
}

/// "ig_63_16" -> "ig", "rsv_0" -> "rsv": the manual's name of a run of unnamed bits.
fn base_name(name: &str) -> String {
    let mut s = name;
    while let Some(i) = s.rfind('_') {
        if s[i + 1..].chars().all(|c| c.is_ascii_digit()) && i > 0 {
            s = &s[..i];
        } else {
            break;
        }
    }
    s.to_string()
}

/// Single words quoted in a description: 'overflow' (an apostrophe inside a word, as in
/// "manual's", opens no quote).
fn quoted_words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('\'') {
        let opens = rest[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        rest = &rest[i + 1..];
        if !opens {
            continue;
        }
        let word: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !word.is_empty() && rest[word.len()..].starts_with('\'') {
            rest = &rest[word.len() + 1..];
            out.push(word);
        }
    }
    out
}

/// "table 3.2" from "seed 002, Table 3.2, 21164 row (L491)".
fn paper_table(source: &str) -> Option<String> {
    let i = source.find("Table ")?;
    let label: String = source[i + 6..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    Some(format!("table {}", label.trim_end_matches('.')))
}

/// Whether a line names `register`, alone or in a list or range: "PMC0,1,2,3", "PMC4-15",
/// "PMC/PMD4-15", "PCR0-3".
fn names_register(text: &str, register: &str) -> bool {
    let split = register.find(|c: char| c.is_ascii_digit());
    let Some(split) = split else {
        return contains_phrase(text, register);
    };
    let (prefix, number) = (&register[..split], &register[split..]);
    let Ok(number) = number.parse::<u64>() else {
        return contains_phrase(text, register);
    };
    let upper = text
        .to_uppercase()
        .replace("PMC/PMD", "PMC")
        .replace("PMC/ PMD", "PMC");
    let upper = if prefix == "PMD" {
        text.to_uppercase().replace("PMC/PMD", "PMD")
    } else {
        upper
    };
    let mut from = 0;
    while let Some(i) = upper[from..].find(prefix).map(|i| i + from) {
        from = i + prefix.len();
        if upper[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric())
        {
            continue;
        }
        let tail: String = upper[from..]
            .chars()
            .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '-' | ' '))
            .collect();
        let tail = tail.trim_end_matches([',', '-', ' ']);
        for part in tail.split(',') {
            let part = part.trim();
            let mut ends = part.split('-').map(|x| x.trim().parse::<u64>());
            match (ends.next(), ends.next()) {
                (Some(Ok(a)), Some(Ok(b))) if a <= number && number <= b => return true,
                (Some(Ok(a)), None) if a == number => return true,
                _ => {}
            }
        }
    }
    false
}

/// Whether lines `first..=last` list `id` in a range "P_C0_12-P_C0_15".
fn id_in_range(seed: &Seed, first: usize, last: usize, id: &str) -> bool {
    let Some(split) = id.rfind('_') else {
        return false;
    };
    let (prefix, n) = (&id[..=split], &id[split + 1..]);
    let Ok(n) = n.parse::<u64>() else {
        return false;
    };
    (first..=last).any(|l| {
        let t = &seed.text[l - 1];
        t.split_whitespace().any(|tok| {
            let tok = tok.trim_start_matches('-');
            let mut parts = tok.split('-');
            match (parts.next(), parts.next()) {
                (Some(a), Some(b)) => {
                    let a = a.strip_prefix(prefix).and_then(|x| x.parse::<u64>().ok());
                    let b = b.strip_prefix(prefix).and_then(|x| x.parse::<u64>().ok());
                    matches!((a, b), (Some(a), Some(b)) if a <= n && n <= b)
                }
                _ => false,
            }
        })
    })
}

/// Whether lines `first..=last` of seed 000's TABLE 10-2 are the rows an entry rests on. For
/// an sl group (no mask): the whole group, or its first row. For an sl and a mask: one line is
/// the row of that mask, or the group's "Any other value" row when no row has the mask itself;
/// a range holds only rows whose mask bits are among the mask's.
fn sl_rows_cited(seed: &Seed, first: usize, last: usize, rows: &[(u64, Option<u64>)]) -> Option<String> {
    let hex = |cell: &str| u64::from_str_radix(cell, 16).ok();
    rows.iter().find_map(|&(sl, mask)| {
        let group = seed.sl_group(sl);
        let cell_of = |l: usize| group.iter().find(|(g, _)| *g == l).map(|(_, c)| c.clone());
        match mask {
            None => {
                let (g_first, g_last) = (group.first()?.0, group.last()?.0);
                (first == g_first && (last == first || last == g_last)).then(|| format!("sl {sl} rows"))
            }
            Some(m) if first == last => {
                let cell = cell_of(first)?;
                let listed = group.iter().any(|(_, c)| hex(c) == Some(m));
                let ok = hex(&cell) == Some(m) || (cell.starts_with("any") && !listed);
                ok.then(|| format!("sl {sl} mask {cell}"))
            }
            Some(m) => {
                let all = (first..=last).all(|l| {
                    cell_of(l).is_some_and(|c| match hex(&c) {
                        Some(row) => row != 0 && row & m == row,
                        None => c.starts_with("any"),
                    })
                });
                all.then(|| format!("sl {sl} mask rows"))
            }
        }
    })
}

/// Footnotes, tables and figures named in `text` before `pos` and after the previous
/// citation: ("footnote", "6"), ("table", "3-6").
fn anchors(text: &str, lo: usize, pos: usize) -> Vec<(&'static str, String)> {
    let clause = &text[lo..pos];
    let lower = clause.to_lowercase();
    let mut out = Vec::new();
    // "the 21164 row (L769)", "the 'Alpha' vendor row": a PCL table's row label.
    let mut from = 0;
    while let Some(i) = clause[from..].find(" row").map(|i| i + from) {
        from = i + 4;
        let head: Vec<&str> = clause[..i]
            .split(|c: char| c.is_whitespace() || "'\"(".contains(c))
            .filter(|w| !w.is_empty())
            .collect();
        for n in 1..=2.min(head.len()) {
            let label = head[head.len() - n..].join(" ");
            out.push(("row", label));
        }
        if head.last() == Some(&"vendor") && head.len() >= 2 {
            out.push(("row", head[head.len() - 2].to_string()));
        }
    }
    for kind in ["footnote", "table", "figure", "section"] {
        let mut from = 0;
        while let Some(i) = lower[from..].find(kind).map(|i| i + from) {
            from = i + kind.len();
            let rest = lower[from..].trim_start_matches(['s', ' ']);
            let label: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '-' || *c == '.')
                .collect();
            let mut label = label.trim_end_matches(['.', '-']).to_string();
            if label.is_empty() {
                continue;
            }
            // "Tables 2.1-2.4": a range of the paper's tables begins at the first.
            if kind == "table" && label.contains('.') && label.contains('-') {
                label = label.split('-').next().unwrap_or_default().to_string();
            }
            if kind == "footnote" {
                // "footnotes 6-9" names footnotes 6 to 9.
                let mut ends = label.split('-').filter_map(|x| x.parse::<u32>().ok());
                if let Some(a) = ends.next() {
                    let b = ends.next().unwrap_or(a);
                    for n in a..=b.min(a + 20) {
                        out.push(("footnote", n.to_string()));
                    }
                }
            } else if label.contains(['-', '.']) {
                out.push((kind, format!("{kind} {label}")));
            }
        }
    }
    out
}

/// A footnote or caption named before the citation that is on the cited line.
fn anchor_on_line(
    seed: &Seed,
    anchors: &[(&'static str, String)],
    first: usize,
    last: usize,
) -> Option<String> {
    anchors.iter().find_map(|(kind, label)| {
        let hit = match *kind {
            "footnote" => {
                let n: u32 = label.parse().ok()?;
                (first..=last).any(|l| seed.is_footnote(l, n))
            }
            "section" => seed.heading(first).as_deref() == Some(label.as_str()),
            "row" => first == last && seed.id == "002" && seed.is_row_label(first, label),
            // A range may hold the caption anywhere: "Table 2.4 (L264-L288)".
            _ => (first..=last).any(|l| seed.captions(l).contains(label)),
        };
        hit.then(|| match *kind {
            "footnote" => format!("footnote {label}"),
            "row" => format!("{label} row"),
            _ => label.clone(),
        })
    })
}

/// The structured rule for the citation `cite_index` of `entry.source`.
pub fn check_entry(
    entry: &Entry,
    seed: &Seed,
    first: usize,
    last: usize,
    lo: usize,
    start: usize,
) -> Verdict {
    let span = seed.span(first, last).ok_or_else(|| {
        format!(
            "L{first}-L{last} is outside seed {} ({} lines)",
            seed.id,
            seed.len()
        )
    })?;
    if seed.is_blank(first) || seed.is_blank(last) {
        return Err(format!(
            "L{} is a blank line",
            if seed.is_blank(first) { first } else { last }
        ));
    }
    if let Some(table) = &entry.table {
        let inside = seed.enclosing_caption(first).is_some_and(|(_, c)| &c == table);
        if !inside {
            return Err(format!("L{first} is not in {table}"));
        }
    }
    // A PCL event's range is its name and its meaning: the name comes first.
    let span = if entry.kind == "pcl event" {
        seed.text[first - 1].clone()
    } else {
        span
    };
    if let Some(printed) = &entry.printed {
        let cell = seed.raw[first - 1].trim().trim_end_matches('|').trim();
        return if first == last && cell == printed.as_str() {
            Ok(("entry words", printed.clone()))
        } else {
            Err(format!("L{first} is not the cell {printed:?} but {cell:?}"))
        };
    }
    // T4 event names repeat from row to row ("Icache miss ..."); where the entry's sl rows are
    // in the table, they alone place it.
    let rows_in_table =
        !entry.sl_rows.is_empty() && entry.sl_rows.iter().all(|(sl, _)| !seed.sl_group(*sl).is_empty());
    if rows_in_table {
        if let Some(row) = sl_rows_cited(seed, first, last, &entry.sl_rows) {
            return Ok(("sl row", row));
        }
    } else if let Some(w) = entry
        .words
        .iter()
        .find(|w| !w.is_empty() && contains_phrase(&span, w))
    {
        return Ok(("entry words", w.clone()));
    }
    if let Some(r) = entry.registers.iter().find(|r| names_register(&span, r)) {
        return Ok(("entry words", r.clone()));
    }
    let prefixed = |p: &String| {
        let head = format!("{p}_");
        (first..=last).any(|l| seed.words[l - 1].iter().any(|w| w.starts_with(&head)))
    };
    if let Some(p) = entry.id_prefixes.iter().find(|p| prefixed(p)) {
        return Ok(("entry words", format!("{p}_ ids")));
    }
    if let Some(id) = entry
        .id
        .as_deref()
        .filter(|id| id_in_range(seed, first, last, id))
    {
        return Ok(("entry words", format!("{id} in a range")));
    }
    if let Some(row) = sl_rows_cited(seed, first, last, &entry.sl_rows) {
        return Ok(("sl row", row));
    }
    // A source may cite rows other than the entry's own, as long as it names them ("sl 6 Any
    // other value (L128)").
    if let Some(row) = sl_named(&entry.source[lo..start]).and_then(|n| sl_named_cited(seed, first, last, &n))
    {
        return Ok(("sl row", row));
    }
    let named = anchors(entry.source, lo, start);
    if let Some(a) = anchor_on_line(seed, &named, first, last) {
        if !a.starts_with("table") {
            return Ok(("caption", a));
        }
        // A cited table caption: the table must list the field, unless the field is bits
        // the table leaves undescribed.
        if entry.kind == "field" && entry.undescribed {
            return Ok(("caption", format!("{a}, which leaves the bits undescribed")));
        }
        if entry.kind == "field" {
            let body = seed.table_body(first);
            let listed = body.clone().any(|l| {
                entry
                    .row_words
                    .iter()
                    .any(|w| !w.is_empty() && contains_phrase(&seed.text[l - 1], w))
            });
            if listed {
                return Ok(("caption", format!("{a} lists it")));
            }
            return Err(format!("{a} (L{first}) does not list {}", entry.label));
        }
        return Ok(("caption", a));
    }
    Err(format!(
        "L{first}{} holds none of {:?}: {:?}",
        if last > first {
            format!("-L{last}")
        } else {
            String::new()
        },
        entry.words,
        clip(&span, 120)
    ))
}

/// Where the clause of the citation at `start` of `source` begins: after the previous citation
/// or the last ';'.
pub fn clause_start(source: &str, start: usize) -> usize {
    let prev = cites(source)
        .into_iter()
        .filter(|c| c.end <= start)
        .map(|c| c.end)
        .max()
        .unwrap_or(0);
    let semi = source[..start].rfind(';').map_or(0, |i| i + 1);
    prev.max(semi)
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n).collect::<String>() + "..."
    }
}

/// Quoted phrases of three words or more in `text` ("...", “...”, '...'), without those that
/// hold a citation themselves (a quoted source string is not a quote of a seed).
pub fn quotes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (open, close) in [('"', '"'), ('“', '”'), ('\'', '\'')] {
        let mut rest = text;
        while let Some(i) = rest.find(open) {
            // An apostrophe inside a word ("paper's") opens nothing.
            if open == '\'' && rest[..i].chars().next_back().is_some_and(|c| c.is_alphanumeric()) {
                rest = &rest[i + 1..];
                continue;
            }
            let after = &rest[i + open.len_utf8()..];
            let Some(j) = after.find(close) else { break };
            let q = &after[..j];
            rest = &after[j + close.len_utf8()..];
            if open == '\'' && rest.chars().next().is_some_and(|c| c.is_alphanumeric()) {
                continue;
            }
            if phrase(q).split(' ').filter(|w| !w.is_empty()).count() >= 3 && cites(q).is_empty() {
                out.push(q.to_string());
            }
        }
    }
    out
}

/// Whether the quote is on the lines `first..=last`, perhaps running on a few lines (the PCL
/// paper breaks its sentences across lines); "..." in a quote skips words.
fn quote_on(seed: &Seed, q: &str, first: usize, last: usize) -> bool {
    let until = (last + 4).min(seed.len());
    let Some(text) = seed.span(first, until) else {
        return false;
    };
    let cited_len = phrase(&seed.span(first, last).unwrap_or_default()).len();
    let hay = format!(" {} ", phrase(&text));
    let mut pos = 0;
    let mut started = None;
    for piece in q.split("...").flat_map(|p| p.split('…')) {
        let p = phrase(piece);
        if p.is_empty() {
            continue;
        }
        match hay[pos..].find(&format!(" {p} ")) {
            Some(k) => {
                started.get_or_insert(pos + k);
                pos += k + p.len() + 1;
            }
            None => return false,
        }
    }
    // The quote's first word is inside the cited lines (`s` is the space before it).
    started.is_some_and(|s| s < cited_len)
}

/// The words a context shares with lines `first..=last`, heaviest first, and their weight.
fn shared(seed: &Seed, context: &BTreeSet<String>, first: usize, last: usize) -> (f64, Vec<String>) {
    let line_words = seed.span_words(first, last);
    let mut common: Vec<String> = context
        .intersection(&line_words)
        .filter(|w| {
            !is_stop_word(w) && w.len() >= 2 && !(w.len() < 3 && w.chars().all(|c| c.is_ascii_digit()))
        })
        .cloned()
        .collect();
    common.sort_by(|a, b| seed.weight(b).total_cmp(&seed.weight(a)).then(a.cmp(b)));
    (common.iter().map(|w| seed.weight(w)).sum(), common)
}

/// The free-text rule for one citation.
pub fn check_free(c: &Citation, seed: &Seed) -> Verdict {
    let (first, last) = (c.first, c.last);
    let span = seed
        .span(first, last)
        .ok_or_else(|| format!("outside seed {} ({} lines)", seed.id, seed.len()))?;
    if seed.is_blank(first) || seed.is_blank(last) {
        return Err(format!(
            "L{} is a blank line",
            if seed.is_blank(first) { first } else { last }
        ));
    }
    // A literal of a test table: another literal of its tuple is on the line.
    if c.bare {
        let hit = c
            .context
            .split(" | ")
            .find(|s| phrase(s).len() >= 3 && contains_phrase(&span, s));
        if let Some(s) = hit {
            return Ok(("entry words", s.to_string()));
        }
    }
    // The quotes that speak of this citation: those before it in its clause, or those it
    // introduces ('section 3.3.3 (L1126): "The CYCLES_HALTED event ..."').
    let mut quoted: Vec<String> = quotes(&c.before).into_iter().last().into_iter().collect();
    if quoted.is_empty() && c.after.trim_start_matches([')', ' ']).starts_with(':') {
        quoted = quotes(&c.after);
    }
    if !quoted.is_empty() {
        return match quoted.iter().find(|q| !quote_on(seed, q, first, last)) {
            None => Ok(("quote", quoted[0].clone())),
            Some(q) => Err(format!(
                "the quoted {q:?} is not on the cited line {:?}",
                clip(&span, 120)
            )),
        };
    }
    let named = anchors(&c.unit, clause_begin(c), c.start);
    if let Some(a) = anchor_on_line(seed, &named, first, last) {
        return Ok(("caption", a));
    }
    if seed.id == "000" {
        if let Some(rows) = sl_named(&c.before) {
            if let Some(row) = sl_named_cited(seed, first, last, &rows) {
                return Ok(("sl row", row));
            }
        }
    }
    let mut context: BTreeSet<String> = words(&c.context).into_iter().collect();
    for w in words(c.written()) {
        context.remove(&w);
    }
    // The number of a section, table or figure places its heading or caption (the anchors
    // above), not the lines under it.
    for (_, label) in anchors(&c.context, 0, c.context.len()) {
        for w in words(&label) {
            if w.chars().any(|ch| ch.is_ascii_digit()) {
                context.remove(&w);
            }
        }
    }
    let (weight, common) = shared(seed, &context, first, last);
    let min = min_weight(seed);
    if weight < min {
        return Err(format!(
            "shares too little with L{first}{} (weight {weight:.1} of {min:.1}: {common:?}): {:?}",
            if last > first {
                format!("-L{last}")
            } else {
                String::new()
            },
            clip(&span, 120)
        ));
    }
    if last > first {
        // A range starts where its subject does: its first line shares a word with the text.
        let (head, _) = shared(seed, &context, first, first);
        if head == 0.0 {
            return Err(format!(
                "the range starts at L{first}, which shares no word with the text: {:?}",
                clip(&seed.text[first - 1], 120)
            ));
        }
    }
    if first == last {
        for d in [-2i64, -1, 1, 2] {
            let l = first as i64 + d;
            if l < 1 || l as usize > seed.len() {
                continue;
            }
            let (w, _) = shared(seed, &context, l as usize, l as usize);
            if w > weight * NEIGHBOUR_MARGIN + 1.0 {
                return Err(format!(
                    "L{l} fits the text better than L{first} (weight {w:.1} against {weight:.1}): {:?}",
                    clip(&seed.text[l as usize - 1], 120)
                ));
            }
        }
    }
    Ok(("words", common.into_iter().take(3).collect::<Vec<_>>().join(" ")))
}

/// Where the clause of a free-text citation begins in its unit (for the anchors it names).
fn clause_begin(c: &Citation) -> usize {
    c.start - c.before.len()
}

/// The mask of a named "Any other value" row.
const ANY_OTHER: u64 = u64::MAX;

/// The T4 rows a text names: "sl 3 mask 04", "sl 11 row" (the group: no mask), "sl 3 masks
/// 02, 04, 08", "sl 16 mask 07 ... and mask 01", "sl 6 Any other value".
fn sl_named(text: &str) -> Option<Vec<(u64, Option<u64>)>> {
    let toks: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || ",;()".contains(c))
        .filter(|t| !t.is_empty())
        .collect();
    let mut out = Vec::new();
    let mut sl = None;
    let mut i = 0;
    while i < toks.len() {
        match toks[i] {
            "sl" => {
                sl = toks.get(i + 1).and_then(|x| x.parse::<u64>().ok());
                if let Some(s) = sl {
                    let next = toks.get(i + 2).copied();
                    if next == Some("Any") && toks.get(i + 3) == Some(&"other") {
                        out.push((s, Some(ANY_OTHER)));
                    } else if !matches!(next, Some("mask" | "masks")) {
                        out.push((s, None));
                    }
                }
                i += 2;
            }
            "mask" | "masks" => {
                let mut j = i + 1;
                while let Some(m) = toks
                    .get(j)
                    .filter(|t| t.len() == 2)
                    .and_then(|t| u64::from_str_radix(t, 16).ok())
                {
                    if let Some(s) = sl {
                        out.push((s, Some(m)));
                    }
                    j += 1;
                    if toks.get(j) == Some(&"and") {
                        j += 1;
                    }
                }
                i = j.max(i + 1);
            }
            _ => i += 1,
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Whether lines `first..=last` are rows a text names exactly: each line is the row of a named
/// sl and mask (or a named "Any other value" row); a named group is cited by its first row or
/// by all its rows.
fn sl_named_cited(seed: &Seed, first: usize, last: usize, named: &[(u64, Option<u64>)]) -> Option<String> {
    let groups: Vec<(u64, Option<u64>)> = named.iter().filter(|(_, m)| m.is_none()).copied().collect();
    if let Some(row) = sl_rows_cited(seed, first, last, &groups) {
        return Some(row);
    }
    let all = (first..=last).all(|l| {
        seed.sl_row(l).is_some_and(|(sl, cell)| {
            named.iter().any(|&(s, m)| {
                s == sl
                    && match m {
                        Some(ANY_OTHER) => cell == "any other value",
                        Some(m) => u64::from_str_radix(&cell, 16).ok() == Some(m),
                        None => false,
                    }
            })
        })
    });
    all.then(|| "the rows it names".to_string())
}
