//! Finding the citations: the repository's text files cut into units (a Rust comment block or
//! string literal, a JSON string, a Markdown paragraph), the line citations in each unit
//! ("L1806", "L2155-L2202", "line 64", "lines 67-68"), the seed each one cites, and the words
//! around it that say what the cited line holds.

use std::path::{Path, PathBuf};

/// Which seed a file's citations cite when their text does not say: the first entry whose
/// path fragment the file's path contains. Files about no one seed are absent, so their
/// citations must name the seed.
const FILE_SEEDS: &[(&str, &str)] = &[
    ("montecito", "003"),
    ("mt_views", "003"),
    ("sim/switching.rs", "003"),
    ("scenarios/mt-", "003"),
    ("scenarios/expected/mt-", "003"),
    ("sparc_t4", "000"),
    ("engines/t4/", "000"),
    ("engines/sparc/", "000"),
    ("sim_sparc", "000"),
    ("sparc_equations", "000"),
    ("docs/sparc-equations", "000"),
    ("scenarios/t4-", "000"),
    ("sparc_kt", "001"),
    ("engines/kt/", "001"),
    ("scenarios/kt-", "001"),
    ("lessons/t4-", "000"),
    ("lessons/kt-", "001"),
    ("lessons/mt-", "003"),
    ("pcl", "002"),
];

/// The folders and files scanned, relative to the repository root.
const ROOTS: &[&str] = &[
    "crates",
    "docs",
    "scenarios",
    "lessons",
    "web",
    "README.md",
    "ARCHITECTURE.md",
];

/// What is never scanned: build output, installed packages, and this check's own record.
const SKIP: &[&str] = &["target", "node_modules", "dist", "verified.txt"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    Comment,
    Literal,
    Paragraph,
}

/// A piece of text in which citations are read together.
#[derive(Clone, Debug)]
pub struct Unit {
    pub kind: UnitKind,
    /// The file line where the unit starts.
    pub line: usize,
    pub text: String,
    /// For a string literal: the other literals of the innermost bracket that holds it (a
    /// tuple or struct of a test table).
    pub siblings: Vec<String>,
}

/// One line citation in the repository.
#[derive(Clone, Debug)]
pub struct Citation {
    /// Path relative to the repository, with `/`.
    pub file: String,
    pub line: usize,
    pub unit_kind: UnitKind,
    /// The whole unit, and the citation's place in it.
    pub unit: String,
    pub start: usize,
    pub end: usize,
    pub seed: Option<&'static str>,
    pub first: usize,
    pub last: usize,
    /// The words that speak of the cited line: the clause around the citation, cut at the
    /// neighbouring citations; for a literal that holds nothing but citations, its siblings.
    pub context: String,
    /// The parts of the context before and after the citation (empty for a bare literal).
    pub before: String,
    pub after: String,
    /// The literal holds nothing but citations, and its siblings are its context.
    pub bare: bool,
    /// Which citation of the same lines in the same file this is (1 for the first), so that
    /// the record can tell them apart.
    pub nth: usize,
}

impl Citation {
    pub fn written(&self) -> &str {
        &self.unit[self.start..self.end]
    }

    /// "003:L1806", "002:L2155-L2202", or "003:L1212#2" for the second citation of L1212 in
    /// the same file.
    pub fn key(&self) -> String {
        let seed = self.seed.unwrap_or("???");
        let lines = if self.first == self.last {
            format!("L{}", self.first)
        } else {
            format!("L{}-L{}", self.first, self.last)
        };
        if self.nth > 1 {
            format!("{seed}:{lines}#{}", self.nth)
        } else {
            format!("{seed}:{lines}")
        }
    }
}

/// A citation's place in a text and the lines it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cite {
    pub start: usize,
    pub end: usize,
    pub first: usize,
    pub last: usize,
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The digits at the start of `s` (at most 4) if a non-word character or the end follows.
fn number_at(s: &str, min: usize) -> Option<(usize, usize)> {
    let digits = s.chars().take_while(|c| c.is_ascii_digit()).count();
    let next = s[digits..].chars().next();
    (digits >= min && digits <= 4 && !next.is_some_and(is_word_char))
        .then(|| s[..digits].parse().ok().map(|n| (n, digits)))
        .flatten()
}

/// The line citations in `text`: `L<n>` with two to four digits, `L<a>-L<b>` (or `L<a>-<b>`),
/// `line <n>`, `lines <a>-<b>`.
pub fn cites(text: &str) -> Vec<Cite> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let prev_ok = text[..i].chars().next_back().is_none_or(|c| !is_word_char(c));
        let rest = &text[i..];
        let head = if !prev_ok {
            None
        } else if let Some(r) = rest.strip_prefix('L') {
            number_at(r, 2).map(|(n, len)| (n, 1 + len))
        } else {
            ["lines ", "line "].iter().find_map(|w| {
                let r = rest.strip_prefix(w)?;
                number_at(r, 1).map(|(n, len)| (n, w.len() + len))
            })
        };
        let Some((first, len)) = head else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut end = i + len;
        let mut last = first;
        let tail = &text[end..];
        let dash = tail
            .strip_prefix('-')
            .map(|t| (t, 1))
            .or_else(|| tail.strip_prefix('–').map(|t| (t, '–'.len_utf8())));
        if let Some((t, dash_len)) = dash {
            let (t, l_len) = t.strip_prefix('L').map_or((t, 0), |t| (t, 1));
            if let Some((n, len)) = number_at(t, 1) {
                if n >= first {
                    last = n;
                    end += dash_len + l_len + len;
                }
            }
        }
        out.push(Cite {
            start: i,
            end,
            first,
            last,
        });
        i = end;
    }
    out
}

/// The seed named last before `pos` ("seed 003"), if any.
pub fn named_seed(text: &str, pos: usize) -> Option<&'static str> {
    let before = &text[..pos];
    let at = before.rfind("seed 00")?;
    let id = before.get(at + 5..at + 8)?;
    super::seeds::SEED_IDS.into_iter().find(|s| *s == id)
}

pub fn file_seed(file: &str) -> Option<&'static str> {
    FILE_SEEDS
        .iter()
        .find(|(fragment, _)| file.contains(fragment))
        .map(|(_, seed)| *seed)
}

/// Every text file under the scanned roots, sorted, relative to `repo`.
pub fn files(repo: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            let name = e.file_name().to_string_lossy().to_string();
            // This check's own files hold examples of citations, not citations.
            if SKIP.contains(&name.as_str())
                || name.starts_with('.')
                || path.ends_with("pmu-model/tests/citations")
                // The citation syntax itself (it rewrites citations for readers).
                || path.ends_with("pmu-model/src/cite.rs")
            {
                continue;
            }
            if path.is_dir() {
                walk(&path, out);
            } else if ["rs", "md", "json", "js", "mjs", "html"]
                .iter()
                .any(|x| path.extension().is_some_and(|e| e == *x))
            {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    for root in ROOTS {
        let p = repo.join(root);
        if p.is_dir() {
            walk(&p, &mut out);
        } else if p.is_file() {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// The citations of one file.
pub fn file_citations(repo: &Path, path: &Path) -> Vec<Citation> {
    let rel = path
        .strip_prefix(repo)
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/");
    let content = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let units = match path.extension().and_then(|e| e.to_str()) {
        Some("rs") => rust_units(&content),
        Some("json") => json_units(&content),
        Some("js" | "mjs") => rust_units(&content),
        _ => paragraphs(&content),
    };
    let mut out = Vec::new();
    for unit in units {
        unit_citations(&rel, &unit, &mut out);
    }
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for c in &mut out {
        let n = seen.entry(c.key()).or_insert(0);
        *n += 1;
        c.nth = *n;
    }
    out
}

/// The citations of one unit, grouped: citations with only punctuation or "and" between them
/// ("(L1351, L1502)") share the words around the group.
fn unit_citations(file: &str, unit: &Unit, out: &mut Vec<Citation>) {
    let text = &unit.text;
    let found = cites(text);
    if found.is_empty() {
        return;
    }
    let mut groups: Vec<Vec<Cite>> = Vec::new();
    for c in found {
        let joined = groups.last().is_some_and(|g| {
            let between = &text[g[g.len() - 1].end..c.start];
            between
                .replace("and", "")
                .chars()
                .all(|ch| ch.is_whitespace() || ",;/()".contains(ch))
        });
        match groups.last_mut() {
            Some(g) if joined => g.push(c),
            _ => groups.push(vec![c]),
        }
    }
    let mut rest = text.clone();
    for g in &groups {
        for c in g {
            rest.replace_range(c.start..c.end, &" ".repeat(c.end - c.start));
        }
    }
    let bare = unit.kind == UnitKind::Literal
        && rest.chars().all(|ch| ch.is_whitespace() || ",;()".contains(ch))
        && !unit.siblings.is_empty();
    for (gi, g) in groups.iter().enumerate() {
        let (s, e) = (g[0].start, g[g.len() - 1].end);
        // The clause: back to the end of the previous sentence or citation group, on to the
        // end of this sentence or the next group.
        let mut lo = sentence_start(text, s);
        if gi > 0 {
            lo = lo.max(groups[gi - 1][groups[gi - 1].len() - 1].end);
        }
        let mut hi = sentence_end(text, e);
        if let Some(next) = groups.get(gi + 1) {
            hi = hi.min(next[0].start);
        }
        let context = if bare {
            unit.siblings.join(" | ")
        } else {
            text[lo..hi].to_string()
        };
        for c in g {
            let (before, after) = if bare {
                (String::new(), String::new())
            } else {
                (
                    text[lo..c.start].to_string(),
                    text[c.end..hi.max(c.end)].to_string(),
                )
            };
            out.push(Citation {
                file: file.to_string(),
                line: unit.line,
                unit_kind: unit.kind,
                unit: text.clone(),
                start: c.start,
                end: c.end,
                seed: named_seed(text, c.start).or_else(|| file_seed(file)),
                first: c.first,
                last: c.last,
                context: context.clone(),
                before,
                after,
                bare,
                nth: 1,
            });
        }
    }
}

/// The places where sentences end in `text`: a period, "!" or "?" before a space or line
/// break, except the periods of "..." and of "e.g.", "i.e.", "Vol."; with `clauses`, also
/// semicolons.
fn sentence_ends(text: &str, clauses: bool) -> Vec<usize> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(1))
        .filter(|&i| {
            (matches!(b[i], b'.' | b'!' | b'?') || (clauses && b[i] == b';'))
                && matches!(b[i + 1], b' ' | b'\n')
        })
        .filter(|&i| {
            b[i] != b'.'
                || !(text[..i].ends_with('.')
                    || text[..i].ends_with("e.g")
                    || text[..i].ends_with("i.e")
                    || text[..i].ends_with("Vol"))
        })
        .collect()
}

/// Where the words about the citation at `pos` start: after the last sentence end before it,
/// or after the last "; " that closes a clause naming a source of its own ("hint@pause forces
/// a switch (section 2.4.1.2); a time-out ends a quantum (L601)"). A clause that names none
/// is part of what the citation covers ("16, 16 and 14 bits wide; the PCC counts elapsed
/// cycles (L2670-L2679)").
fn sentence_start(text: &str, pos: usize) -> usize {
    let sentence = sentence_ends(&text[..pos], false).last().map_or(0, |i| i + 2);
    let mut start = sentence;
    let semicolons = sentence_ends(&text[..pos], true)
        .into_iter()
        .filter(|&i| i >= sentence && text.as_bytes()[i] == b';');
    for semi in semicolons {
        let clause = &text[start..semi];
        let names_source = !cites(clause).is_empty()
            || ["section ", "sections ", "Table ", "Tables ", "TABLE ", "Figure "]
                .iter()
                .any(|w| clause.contains(w));
        if names_source {
            start = semi + 2;
        }
    }
    start
}

/// Where the sentence holding `pos` ends: at the next end of a sentence or clause (or the end
/// of the text).
fn sentence_end(text: &str, pos: usize) -> usize {
    let end = sentence_ends(&text[pos..], true)
        .first()
        .map_or(text.len(), |i| pos + i);
    if end == text.len() && text.ends_with('.') {
        text.len() - 1
    } else {
        end
    }
}

/// Markdown and HTML: paragraphs between blank lines.
fn paragraphs(content: &str) -> Vec<Unit> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in content.lines().enumerate() {
        if line.trim().is_empty() {
            if let Some((l, t)) = current.take() {
                out.push(Unit {
                    kind: UnitKind::Paragraph,
                    line: l,
                    text: t,
                    siblings: Vec::new(),
                });
            }
        } else {
            match &mut current {
                Some((_, t)) => {
                    t.push(' ');
                    t.push_str(line.trim());
                }
                None => current = Some((i + 1, line.trim().to_string())),
            }
        }
    }
    if let Some((l, t)) = current {
        out.push(Unit {
            kind: UnitKind::Paragraph,
            line: l,
            text: t,
            siblings: Vec::new(),
        });
    }
    out
}

/// JSON: every string, unescaped.
fn json_units(content: &str) -> Vec<Unit> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = content.char_indices().collect();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let (_, c) = chars[i];
        if c == '\n' {
            line += 1;
        }
        if c == '"' {
            let start = chars[i].0;
            let mut j = i + 1;
            while j < chars.len() && chars[j].1 != '"' {
                if chars[j].1 == '\\' {
                    j += 1;
                }
                j += 1;
            }
            let end = chars.get(j).map_or(content.len(), |x| x.0 + 1);
            let text: String = serde_json::from_str(&content[start..end]).unwrap_or_default();
            out.push(Unit {
                kind: UnitKind::Literal,
                line,
                text,
                siblings: Vec::new(),
            });
            i = j + 1;
            continue;
        }
        i += 1;
    }
    out
}

/// Rust (and JavaScript) source: runs of `//` comment lines, block comments, and string
/// literals with their escapes and line continuations resolved. Character literals and
/// lifetimes are stepped over so that `'"'` does not open a string.
pub fn rust_units(content: &str) -> Vec<Unit> {
    let chars: Vec<char> = content.chars().collect();
    let n = chars.len();
    let mut units: Vec<Unit> = Vec::new();
    // Open brackets, each with the indices (into `units`) of the literals directly inside.
    let mut brackets: Vec<Vec<usize>> = vec![Vec::new()];
    let mut comment: Option<(usize, usize, String)> = None; // (first line, last line, text)
    let mut line = 1;
    let mut i = 0;
    let starts = |i: usize, s: &str| s.chars().enumerate().all(|(k, c)| chars.get(i + k) == Some(&c));
    let flush = |comment: &mut Option<(usize, usize, String)>, units: &mut Vec<Unit>| {
        if let Some((l, _, t)) = comment.take() {
            units.push(Unit {
                kind: UnitKind::Comment,
                line: l,
                text: t,
                siblings: Vec::new(),
            });
        }
    };
    while i < n {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
            continue;
        }
        if starts(i, "//") {
            let mut j = i;
            while j < n && chars[j] != '\n' {
                j += 1;
            }
            let raw: String = chars[i + 2..j].iter().collect();
            let body = raw
                .strip_prefix(['/', '!'])
                .unwrap_or(&raw)
                .strip_prefix(' ')
                .unwrap_or(raw.strip_prefix(['/', '!']).unwrap_or(&raw))
                .to_string();
            match &mut comment {
                Some((_, last, t)) if *last + 1 == line => {
                    t.push(' ');
                    t.push_str(&body);
                    *last = line;
                }
                _ => {
                    flush(&mut comment, &mut units);
                    comment = Some((line, line, body));
                }
            }
            i = j;
            continue;
        }
        if starts(i, "/*") {
            flush(&mut comment, &mut units);
            let mut j = i + 2;
            while j < n && !starts(j, "*/") {
                j += 1;
            }
            let text: String = chars[i + 2..j.min(n)].iter().collect();
            units.push(Unit {
                kind: UnitKind::Comment,
                line,
                text: text.clone(),
                siblings: Vec::new(),
            });
            line += text.matches('\n').count();
            i = j + 2;
            continue;
        }
        let after_word = i > 0 && is_word_char(chars[i - 1]);
        // Raw strings: r"..", r#".."#, br"..".
        if !after_word && (c == 'r' || (c == 'b' && chars.get(i + 1) == Some(&'r'))) {
            let mut j = i + if c == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                let close: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let start = j + 1;
                let mut k = start;
                while k < n && !starts(k, &close) {
                    k += 1;
                }
                let text: String = chars[start..k.min(n)].iter().collect();
                if let Some(b) = brackets.last_mut() {
                    b.push(units.len());
                }
                units.push(Unit {
                    kind: UnitKind::Literal,
                    line,
                    text: text.clone(),
                    siblings: Vec::new(),
                });
                line += text.matches('\n').count();
                i = k + close.chars().count();
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let mut text = String::new();
            let mut j = i + 1;
            while j < n && chars[j] != '"' {
                if chars[j] == '\\' && j + 1 < n {
                    let e = chars[j + 1];
                    j += 2;
                    match e {
                        '\n' => {
                            line += 1;
                            while j < n && chars[j].is_whitespace() {
                                if chars[j] == '\n' {
                                    line += 1;
                                }
                                j += 1;
                            }
                        }
                        'n' => text.push('\n'),
                        't' => text.push('\t'),
                        'r' => text.push('\r'),
                        '0' => text.push('\0'),
                        'u' => {
                            // \u{XXXX}
                            let close = (j..n).find(|&k| chars[k] == '}').unwrap_or(n);
                            let hex: String = chars[j + 1..close].iter().collect();
                            if let Some(ch) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                                text.push(ch);
                            }
                            j = close + 1;
                        }
                        other => text.push(other),
                    }
                    continue;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                text.push(chars[j]);
                j += 1;
            }
            if let Some(b) = brackets.last_mut() {
                b.push(units.len());
            }
            units.push(Unit {
                kind: UnitKind::Literal,
                line: start_line,
                text,
                siblings: Vec::new(),
            });
            i = j + 1;
            continue;
        }
        if c == '\'' {
            // A character literal ('x', '\n', '"') or a lifetime ('static).
            if chars.get(i + 1) == Some(&'\\') {
                let mut j = i + 2;
                while j < n && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
            continue;
        }
        if !c.is_whitespace() {
            // Code between comment lines ends the comment block.
            if let Some((_, last, _)) = &comment {
                if *last < line {
                    flush(&mut comment, &mut units);
                }
            }
        }
        match c {
            '(' | '[' | '{' => brackets.push(Vec::new()),
            ')' | ']' | '}' if brackets.len() > 1 => {
                let inside = brackets.pop().unwrap_or_default();
                for &k in &inside {
                    if units[k].siblings.is_empty() {
                        units[k].siblings = inside
                            .iter()
                            .filter(|&&o| o != k)
                            .map(|&o| units[o].text.clone())
                            .collect();
                    }
                }
                if let Some(parent) = brackets.last_mut() {
                    parent.extend(inside);
                }
            }
            _ => {}
        }
        i += 1;
    }
    flush(&mut comment, &mut units);
    units
}
