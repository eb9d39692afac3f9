//! The architecture rules that the compiler does not check, read from the sources:
//!
//! - Machines describe themselves (ARCHITECTURE.md): no source compares a machine id outside
//!   that machine's own folder (`machines/<id>/`) and its engine module (`sim/engines/<engine>/`).
//!   Everything else reads the machine's description (`Machine::contexts`, `counters`,
//!   `features`, `control`, ...) and `Simulator::counters()`/`threads_view()`/`trace_view()`.
//! - The engines depend only downwards: none imports the simulator above it or another engine;
//!   sibling engines share code through a module below both (`sim/engines/sparc/`).
//! - docs/dev/adding-a-machine.md lists every place a new machine touches, and the sources list
//!   the machines in exactly those places.
//!
//! Sources are the crates' `src/`, `fuzz/`, `tools/` and the JavaScript loader and its
//! declarations in `web/`; tests (`tests/` folders, `tests.rs` files, `#[cfg(test)]` modules)
//! may name machines as they please. Comments are left out.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use pmu_model::MACHINES;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const MODEL: &str = "crates/pmu-model/src";

/// A source file: its path from the repository's root, and its lines of code (comments, and
/// everything from a `#[cfg(test)]` on, blanked so that line numbers stay).
struct Source {
    path: String,
    lines: Vec<String>,
}

fn code_lines(text: &str) -> Vec<String> {
    let mut in_tests = false;
    text.lines()
        .map(|line| {
            let t = line.trim_start();
            in_tests |= t.starts_with("#[cfg(test)]");
            if in_tests || t.starts_with("//") || t.starts_with("/*") || t.starts_with('*') {
                String::new()
            } else {
                line.to_string()
            }
        })
        .collect()
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if p.is_dir() {
            if !matches!(
                name.as_str(),
                "target" | "node_modules" | "tests" | "corpus" | "seeds"
            ) {
                walk(&p, out);
            }
        } else if name != "tests.rs" && [".rs", ".js", ".ts", ".mjs"].iter().any(|e| name.ends_with(e)) {
            out.push(p);
        }
    }
}

/// Every source file, as the rules read them.
fn sources() -> Vec<Source> {
    let root = repo();
    let mut files = Vec::new();
    let crates = fs::read_dir(root.join("crates")).expect("crates/");
    let mut crates: Vec<PathBuf> = crates.flatten().map(|e| e.path().join("src")).collect();
    crates.sort();
    for dir in crates.iter().chain(&[
        root.join("fuzz/src"),
        root.join("fuzz/fuzz_targets"),
        root.join("tools"),
    ]) {
        walk(dir, &mut files);
    }
    for name in ["web/pmu-explorer.js", "web/pmu-explorer.d.ts"] {
        files.push(root.join(name));
    }
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            let path = p
                .strip_prefix(&root)
                .unwrap_or(&p)
                .to_string_lossy()
                .replace('\\', "/");
            Source {
                path,
                lines: code_lines(&text),
            }
        })
        .collect()
}

/// The words that name a machine in a comparison: each id, and its family (the part before the
/// first dash: "sparc").
fn id_words() -> Vec<String> {
    let mut words: BTreeSet<String> = BTreeSet::new();
    for m in MACHINES {
        words.insert(m.id.to_string());
        words.insert(m.id.split('-').next().unwrap_or(m.id).to_string());
    }
    words.into_iter().collect()
}

const CALLS: [&str; 7] = [
    "starts_with",
    "ends_with",
    "contains",
    "strip_prefix",
    "startsWith",
    "endsWith",
    "includes",
];

/// The machine words that `line` compares against, as a literal: `x == "montecito"`,
/// `"sparc-kt" => ...` (a match arm), `"a" | "b"`, `case 'montecito':`,
/// `id.starts_with("sparc")`, `matches!(id, "sparc-t4" | ...)`. A lookup
/// (`machine("montecito")`) or a message that names a machine compares nothing.
fn compared<'w>(line: &str, words: &'w [String]) -> Vec<&'w str> {
    let mut found = Vec::new();
    for (start, quote) in line.char_indices().filter(|(_, c)| *c == '"' || *c == '\'') {
        let rest = &line[start + 1..];
        for w in words {
            let Some(after) = rest.strip_prefix(w.as_str()).and_then(|r| r.strip_prefix(quote)) else {
                continue;
            };
            let raw_before = &line[..start];
            let before = raw_before.trim_end();
            let after = after.trim_start();
            let call = before.strip_suffix('&').unwrap_or(before).trim_end();
            let in_matches = raw_before
                .rfind("matches!(")
                .is_some_and(|at| !raw_before[at..].contains(')'));
            let hit = before.ends_with("==")
                || before.ends_with("!=")
                || ["==", "!=", "=>", "|"].iter().any(|op| after.starts_with(op))
                || (before.ends_with("case") && before.len() < raw_before.len())
                || CALLS.iter().any(|c| call.ends_with(&format!("{c}(")))
                || in_matches;
            if hit {
                found.push(w.as_str());
            }
        }
    }
    found
}

/// Which machine a folder of `machines/` or an engine folder of `sim/engines/` belongs to.
struct Owner {
    /// "crates/pmu-model/src/machines/sparc_t4/".
    folder: String,
    id: &'static str,
}

/// The folder of each machine's data: `machines/<id>/`, the id with `_` for `-`.
fn machine_folders() -> Vec<Owner> {
    MACHINES
        .iter()
        .map(|m| Owner {
            folder: format!("{MODEL}/machines/{}/", m.id.replace('-', "_")),
            id: m.id,
        })
        .collect()
}

/// The engine folders of `sim/engines/`: those with an engine registration, with the machine
/// whose tables they import, and the modules that sibling engines share (no registration).
fn engine_folders() -> (Vec<Owner>, Vec<String>) {
    let dir = repo().join(MODEL).join("sim/engines");
    let mut engines = Vec::new();
    let mut shared = Vec::new();
    let mut entries: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("sim/engines/")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries.into_iter().filter(|p| p.is_dir()) {
        let name = p
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let folder = format!("{MODEL}/sim/engines/{name}/");
        let text = fs::read_to_string(p.join("mod.rs")).unwrap_or_default();
        if !text.contains("pub const ENGINE: Registration") {
            shared.push(folder);
            continue;
        }
        let id = MACHINES
            .iter()
            .find(|m| text.contains(&format!("crate::machines::{}::MACHINE", m.id.replace('-', "_"))))
            .map(|m| m.id)
            .unwrap_or_else(|| panic!("{folder}: an engine that imports no machine's tables"));
        engines.push(Owner { folder, id });
    }
    (engines, shared)
}

/// Known comparisons, each of which the scan must catch, and lines it must let pass.
#[test]
fn the_scan_catches_known_comparisons() {
    let words = id_words();
    let bad = [
        r#"let max = if m.id == "montecito" { 2 } else { 8 };"#,
        r#"if machine.id != "sparc-kt" {}"#,
        r#"match sim.machine.id { "sparc-t4" => 1, _ => 2 }"#,
        r#"let sparc = id.starts_with("sparc");"#,
        r#"let t4 = matches!(m.id, "sparc-t4" | "sparc-kt");"#,
        r#"if id.strip_prefix(&"sparc").is_some() {}"#,
        r#""montecito" => Box::new(Montecito::new(seed, threads, workload)),"#,
        r#"if (options.machine === 'montecito') threads = 2;"#,
        r#"switch (m) { case "sparc-kt": break; }"#,
        r#"const t4 = id.startsWith('sparc');"#,
    ];
    for line in bad {
        assert!(!compared(line, &words).is_empty(), "not caught: {line}");
    }
    let fine = [
        r#"let m = machine("montecito").expect("montecito");"#,
        r#"let sim = Simulator::new("sparc-t4", 1, 1)?;"#,
        r#"format!("unknown machine '{id}' ({})", machines::ids(|_| true, ", "))"#,
        r#"id: "sparc-kt","#,
        r#"`${options.machine ?? 'sparc-t4'} · loading the explorer…`"#,
    ];
    for line in fine {
        assert!(compared(line, &words).is_empty(), "caught wrongly: {line}");
    }
    assert_eq!(
        code_lines("a\n// if m.id == \"montecito\"\nb\n#[cfg(test)]\nc")
            .iter()
            .filter(|l| !l.is_empty())
            .count(),
        2,
        "comments and test modules are left out"
    );
}

/// Nothing asks which machine it holds, except the machine's own data and its engine.
#[test]
fn no_machine_id_is_compared_outside_its_machine() {
    let words = id_words();
    let mut owners = machine_folders();
    owners.extend(engine_folders().0);
    let mut hits = Vec::new();
    for s in sources() {
        for (i, line) in s.lines.iter().enumerate() {
            for word in compared(line, &words) {
                let own = owners.iter().any(|o| {
                    s.path.starts_with(&o.folder) && (o.id == word || o.id.split('-').next() == Some(word))
                });
                if !own {
                    hits.push(format!("{}:{}: {}", s.path, i + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        hits.is_empty(),
        "these lines compare machine ids; read the machine's description instead \
         (ARCHITECTURE.md, docs/dev/adding-a-machine.md):\n{}",
        hits.join("\n")
    );
}

/// An engine imports the vocabulary below it (`crate::sim::action`, `engine`, `log`, ...) and
/// the modules its siblings share, never the simulator, `sim/mod.rs`'s re-exports (which hold
/// the simulator), the engine list, or another engine.
#[test]
fn engines_import_nothing_above_them_nor_each_other() {
    let (engines, shared) = engine_folders();
    let mut bad = Vec::new();
    for s in sources() {
        let Some(folder) = engines
            .iter()
            .map(|o| &o.folder)
            .chain(&shared)
            .find(|f| s.path.starts_with(f.as_str()))
        else {
            continue;
        };
        let top = s.path.ends_with("/mod.rs") && s.path.matches('/').count() == folder.matches('/').count();
        for (i, line) in s.lines.iter().enumerate() {
            let others = engines.iter().filter(|o| &o.folder != folder).any(|o| {
                let name = o
                    .folder
                    .trim_end_matches('/')
                    .rsplit('/')
                    .next()
                    .unwrap_or_default();
                line.contains(&format!("sim::engines::{name}"))
            });
            let up = line.contains("sim::simulator")
                || line.contains("sim::Simulator")
                || line.contains("crate::sim::{")
                || line.contains("sim::engines::ENGINES")
                || (top && line.starts_with("use super::"));
            if others || up {
                bad.push(format!("{}:{}: {}", s.path, i + 1, line.trim()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "imports that run back up or across engines:\n{}",
        bad.join("\n")
    );
}

/// The places that list the machines: files outside a machine's own folders that name every
/// machine's data module or engine module (`montecito::`, `mod montecito;`), each as the doc
/// writes it; and the files that list every machine's id.
fn listing_places(sources: &[Source]) -> (BTreeSet<String>, BTreeSet<String>) {
    let machines = machine_folders();
    let (engines, shared) = engine_folders();
    let module = |folder: &str| {
        folder
            .trim_end_matches('/')
            .rsplit('/')
            .next()
            .unwrap_or_default()
            .to_string()
    };
    let own = |path: &str| {
        machines
            .iter()
            .chain(&engines)
            .any(|o| path.starts_with(&o.folder))
            || shared.iter().any(|f| path.starts_with(f.as_str()))
    };
    let names = |s: &Source, name: &str| {
        s.lines.iter().any(|l| {
            l.contains(&format!("mod {name};"))
                || l.match_indices(&format!("{name}::")).any(|(at, _)| {
                    !l[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
                })
        })
    };
    let mut by_module = BTreeSet::new();
    let mut by_id = BTreeSet::new();
    for s in sources.iter().filter(|s| !own(&s.path)) {
        let all_modules = MACHINES.iter().all(|m| {
            let data = module(&format!("{MODEL}/machines/{}/", m.id.replace('-', "_")));
            let engine = engines.iter().find(|o| o.id == m.id).map(|o| module(&o.folder));
            names(s, &data) || engine.is_some_and(|e| names(s, &e))
        });
        if all_modules {
            by_module.insert(s.path.clone());
        }
        let all_ids = MACHINES.iter().all(|m| {
            s.lines.iter().any(|l| {
                l.match_indices(m.id).any(|(at, _)| {
                    let next = l[at + m.id.len()..].chars().next();
                    !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                })
            })
        });
        if all_ids {
            by_id.insert(s.path.clone());
        }
    }
    (by_module, by_id)
}

/// docs/dev/adding-a-machine.md: the places of its table (every machine), and the files its
/// "Optional" section names (what a machine may offer besides).
fn guide() -> (Vec<String>, Vec<String>) {
    let text = fs::read_to_string(repo().join("docs/dev/adding-a-machine.md"))
        .expect("docs/dev/adding-a-machine.md");
    let mut table = Vec::new();
    let mut optional = Vec::new();
    let mut in_optional = false;
    for line in text.lines() {
        if line.starts_with("## ") {
            in_optional = line.starts_with("## Optional");
        }
        let ticked = line.split('`').skip(1).step_by(2);
        if line.starts_with("| `") && !in_optional {
            table.extend(ticked.take(1).map(str::to_string));
        } else if in_optional {
            optional.extend(ticked.filter(|t| t.starts_with("crates/")).map(str::to_string));
        }
    }
    (table, optional)
}

/// The guide lists every place a new machine touches: its data folder, its engine module, and
/// the two lists that register them, found here as the files that name every machine's module;
/// a list of machine ids anywhere else is one of the optional places the guide names.
#[test]
fn adding_a_machine_touches_the_places_the_guide_lists() {
    let sources = sources();
    let (by_module, by_id) = listing_places(&sources);
    let (table, optional) = guide();
    let mut found: BTreeSet<String> = by_module.clone();
    found.insert(format!("{MODEL}/machines/<id>/"));
    found.insert(format!("{MODEL}/sim/engines/<engine>/"));
    let listed: BTreeSet<String> = table.iter().cloned().collect();
    assert_eq!(listed.len(), table.len(), "a place listed twice: {table:?}");
    assert_eq!(
        listed, found,
        "the places that register a machine in the sources and the table of docs/dev/adding-a-machine.md differ"
    );
    assert_eq!(
        table.len(),
        4,
        "a data folder, an engine module, and the two lists"
    );
    for path in &optional {
        assert!(
            repo().join(path).exists(),
            "docs/dev/adding-a-machine.md names {path}, which does not exist"
        );
    }
    let unlisted: Vec<&String> = by_id
        .iter()
        .filter(|p| !by_module.contains(*p) && !optional.contains(*p))
        .collect();
    assert!(
        unlisted.is_empty(),
        "these files list every machine's id, and docs/dev/adding-a-machine.md does not say why: {unlisted:?}"
    );
}
