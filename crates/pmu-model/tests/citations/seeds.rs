//! The seeds as the citation check reads them: where they are, their lines normalised (the
//! markup of the converted manuals removed, so that `PMC <sub>0</sub>` reads as `PMC0` and
//! `BACK\_END\_BUBBLE` as `BACK_END_BUBBLE`), the words of each line, how common each word is,
//! and the few structures that citations name: table and figure captions, footnotes, and the
//! sl rows of the SPARC T4 TABLE 10-2.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// The four seeds, by the number that code cites them with ("seed 003").
pub const SEED_IDS: [&str; 4] = ["000", "001", "002", "003"];

/// Words too common to tell one line from another.
const STOP_WORDS: &[&str] = &[
    "a", "above", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "below", "bit", "bits",
    "both", "but", "by", "can", "do", "does", "down", "each", "for", "from", "has", "have", "if", "in",
    "into", "is", "it", "its", "line", "lines", "may", "more", "most", "no", "not", "note", "of", "on",
    "one", "only", "or", "other", "out", "over", "per", "same", "section", "see", "seed", "set", "so",
    "such", "than", "that", "the", "their", "then", "there", "these", "this", "those", "to", "two", "under",
    "up", "value", "values", "via", "was", "were", "when", "which", "will", "with",
];

pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.contains(&word)
}

/// Where the seeds are: `PMU_SEEDS` if set (then it must exist), else the first `shared/seeds`
/// beside the repository or one of its parents (`/work/main` and `/work/wt/<name>` both find
/// `/work/shared/seeds`). `None` when there is none: a clone without the seeds.
pub fn find_dir(repo: &Path) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("PMU_SEEDS") {
        let dir = PathBuf::from(dir);
        assert!(dir.is_dir(), "PMU_SEEDS={} is not a directory", dir.display());
        return Some(dir);
    }
    repo.ancestors()
        .map(|a| a.join("shared").join("seeds"))
        .find(|d| d.join("README.md").is_file())
}

/// One seed: its raw lines, their normalised text and words, and word frequencies.
pub struct Seed {
    pub id: &'static str,
    pub raw: Vec<String>,
    pub text: Vec<String>,
    pub words: Vec<BTreeSet<String>>,
    /// On how many lines each word occurs.
    frequency: HashMap<String, usize>,
    /// The captions on each line, and the sl row of each line of TABLE 10-2 (worked out once:
    /// the rules ask for them many times).
    captions: Vec<Vec<String>>,
    sl_rows: Vec<Option<(u64, String)>>,
}

impl Seed {
    pub fn load(dir: &Path, id: &'static str) -> Seed {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let path = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&format!("{id}_")) && n.ends_with(".txt"))
            })
            .unwrap_or_else(|| panic!("seed {id} is not in {}", dir.display()));
        let content = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let raw: Vec<String> = content.lines().map(str::to_string).collect();
        let text: Vec<String> = raw.iter().map(|l| normalise(l)).collect();
        let words: Vec<BTreeSet<String>> = text.iter().map(|l| words(l).into_iter().collect()).collect();
        let mut frequency = HashMap::new();
        for line in &words {
            for w in line {
                *frequency.entry(w.clone()).or_insert(0) += 1;
            }
        }
        let captions = raw
            .iter()
            .map(|l| {
                l.split("**")
                    .filter_map(|part| caption_label(&normalise(part)))
                    .collect()
            })
            .collect();
        let mut seed = Seed {
            id,
            raw,
            text,
            words,
            frequency,
            captions,
            sl_rows: Vec::new(),
        };
        seed.sl_rows = (1..=seed.len()).map(|l| seed.find_sl_row(l)).collect();
        seed
    }

    pub fn len(&self) -> usize {
        self.raw.len()
    }

    /// The normalised text of lines `first..=last` (1-based), or `None` if out of range.
    pub fn span(&self, first: usize, last: usize) -> Option<String> {
        (first >= 1 && first <= last && last <= self.len()).then(|| self.text[first - 1..last].join(" "))
    }

    pub fn span_words(&self, first: usize, last: usize) -> BTreeSet<String> {
        if first < 1 || first > last || last > self.len() {
            return BTreeSet::new();
        }
        self.words[first - 1..last].iter().flatten().cloned().collect()
    }

    pub fn is_blank(&self, line: usize) -> bool {
        self.raw
            .get(line.wrapping_sub(1))
            .is_none_or(|l| l.trim().is_empty())
    }

    /// How much a word says about where it is: log2(lines / lines holding it). A word on one
    /// line in 5,000 weighs about 12; "thread" in seed 003 weighs about 2.
    pub fn weight(&self, word: &str) -> f64 {
        let n = self.frequency.get(word).copied().unwrap_or(1).max(1);
        (self.len() as f64 / n as f64).log2()
    }

    /// The label of the table or figure whose caption is on `line` ("table 3-6", "figure
    /// 3-10", "table 3.2"), lower case.
    pub fn caption(&self, line: usize) -> Option<String> {
        self.captions(line).into_iter().next()
    }

    /// Every caption on `line`: a converted figure caption sometimes runs into the caption
    /// of the table after it ("**Figure 3-21. ...****Table 3-20. ...**").
    pub fn captions(&self, line: usize) -> Vec<String> {
        self.captions
            .get(line.wrapping_sub(1))
            .cloned()
            .unwrap_or_default()
    }

    /// The last caption at or above `line`, with its line.
    pub fn enclosing_caption(&self, line: usize) -> Option<(usize, String)> {
        (1..=line.min(self.len()))
            .rev()
            .find_map(|l| self.caption(l).map(|c| (l, c)))
    }

    /// The lines of the table whose caption is on `caption`: up to the caption of another
    /// table or a heading, at most 80 lines (a table's "Sheet 2 of 2" repeats its caption).
    pub fn table_body(&self, caption: usize) -> std::ops::RangeInclusive<usize> {
        let label = self.caption(caption);
        let mut last = caption;
        for l in caption + 1..=(caption + 80).min(self.len()) {
            let other = self.caption(l).is_some_and(|c| Some(&c) != label.as_ref());
            if other || self.raw[l - 1].starts_with('#') {
                break;
            }
            last = l;
        }
        caption + 1..=last
    }

    /// "section 3.3.5" for a heading line "### 3.3.5 Instruction Address Range Matching".
    pub fn heading(&self, line: usize) -> Option<String> {
        let raw = self.raw.get(line.wrapping_sub(1))?;
        let rest = raw.strip_prefix('#')?.trim_start_matches('#').trim_start();
        let number: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let number = number.trim_end_matches('.');
        (!number.is_empty()).then(|| format!("section {number}"))
    }

    /// Whether `line` is the row label `label` of a PCL table ("21164 |", "Pentium 4 |").
    pub fn is_row_label(&self, line: usize, label: &str) -> bool {
        self.text
            .get(line.wrapping_sub(1))
            .is_some_and(|t| t.trim().trim_end_matches('|').trim().eq_ignore_ascii_case(label))
    }

    /// Whether `line` is footnote `n`: it starts with "n." (TABLE 10-1 and 10-2 of seed 000).
    pub fn is_footnote(&self, line: usize, n: u32) -> bool {
        self.text
            .get(line.wrapping_sub(1))
            .is_some_and(|t| t.trim_start().starts_with(&format!("{n}. ")))
    }

    /// The rows of sl group `sl` in seed 000's TABLE 10-2, with their mask cells.
    pub fn sl_group(&self, sl: u64) -> Vec<(usize, String)> {
        (1..=self.len())
            .filter_map(|l| self.sl_row(l).filter(|(s, _)| *s == sl).map(|(_, m)| (l, m)))
            .collect()
    }

    /// The sl group and mask cell of a row of seed 000's TABLE 10-2: the sl is the last sl
    /// cell at or above the row (rows of one group leave it empty), the mask is this row's
    /// mask cell ("04", "any other value", "any value"). Rows 122-128 of the seed are shifted
    /// by a column, so the cells are found by their form rather than their position.
    pub fn sl_row(&self, line: usize) -> Option<(u64, String)> {
        self.sl_rows.get(line.wrapping_sub(1)).cloned().flatten()
    }

    fn find_sl_row(&self, line: usize) -> Option<(u64, String)> {
        let (_, caption) = self.enclosing_caption(line)?;
        if caption != "table 10-2" {
            return None;
        }
        let mask = row_cells(&self.raw[line - 1])
            .into_iter()
            .find_map(|c| mask_cell(&c))?;
        let sl = (1..=line).rev().find_map(|l| {
            let cells = row_cells(&self.raw[l - 1]);
            cells.iter().take(2).find_map(|c| sl_cell(c))
        })?;
        Some((sl, mask))
    }
}

/// The markup of the converted manuals removed: subscripts joined to their word, tags, the
/// backslashes of escaped underscores and of LaTeX, LaTeX's `text{...}` and braces, emphasis.
pub fn normalise(line: &str) -> String {
    // LaTeX's "\text{not PMC}" reads "not PMC".
    let mut s = line.replace("\\text{", "").replace("\\mathrm{", "");
    // "PMC <sub>0</sub>" -> "PMC0": a subscript belongs to the word before it.
    while let Some(open) = s.find("<sub>") {
        let Some(close_rel) = s[open..].find("</sub>") else {
            break;
        };
        let close = open + close_rel;
        let inner = s[open + 5..close].trim().to_string();
        let head = s[..open].trim_end().to_string();
        s = format!("{head}{inner}{}", &s[close + 6..]);
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '<' if chars.peek().is_some_and(|n| n.is_ascii_alphabetic() || *n == '/') => {
                // An HTML tag: skip to its end.
                for n in chars.by_ref() {
                    if n == '>' {
                        break;
                    }
                }
            }
            // "CPU_OP_CYCLES{all}" reads "CPU_OP_CYCLES all"; LaTeX's "Enable}_i" reads
            // "Enable_i".
            '{' => out.push(' '),
            '\\' | '*' | '`' | '$' | '}' => {}
            // "2₁₆" is "216" in the converted text of seed 000.
            '₀'..='₉' => out.push(char::from(b'0' + (c as u32 - '₀' as u32) as u8)),
            _ => out.push(c),
        }
    }
    out
}

/// The words of a text, lower case: runs of letters, digits and underscores, plus numbers
/// joined by `.`, `-` or `:` ("3-6", "4.15", "15:4") as one word each, since table labels,
/// section numbers and bit ranges are what citations most often share with a line.
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_alphanumeric() || chars[i] == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect::<String>().to_lowercase();
            // A compound number: digits, then (separator digits)+.
            if word.chars().all(|c| c.is_ascii_digit()) {
                let mut j = i;
                let mut compound = word.clone();
                while j + 1 < chars.len()
                    && matches!(chars[j], '.' | '-' | ':')
                    && chars[j + 1].is_ascii_digit()
                {
                    let mut k = j + 1;
                    while k < chars.len() && chars[k].is_ascii_digit() {
                        k += 1;
                    }
                    if k < chars.len() && (chars[k].is_ascii_alphabetic() || chars[k] == '_') {
                        break;
                    }
                    compound.push(chars[j]);
                    compound.extend(&chars[j + 1..k]);
                    j = k;
                }
                if compound != word {
                    out.push(compound);
                }
            }
            out.push(generic_level(&word));
        } else {
            i += 1;
        }
    }
    out
}

/// The PCL paper names its cache events generically, `PCL_LxDCACHE_MISS` with "x=1 or 2";
/// code names the levels. Both read as the generic form.
fn generic_level(word: &str) -> String {
    let b = word.as_bytes();
    if word.starts_with("pcl_l") && b.len() > 5 && matches!(b[5], b'1' | b'2' | b'x') {
        format!("pcl_lx{}", &word[6..])
    } else {
        word.to_string()
    }
}

/// A phrase as a comparable string: its words joined by single spaces, underscores dropped
/// (`PMC_0` and `PMC0` are the same register to a reader).
pub fn phrase(text: &str) -> String {
    words(&normalise(text))
        .into_iter()
        .filter(|w| !w.contains(['.', '-', ':']))
        .map(|w| w.replace('_', ""))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `needle` occurs in `hay` as whole words.
pub fn contains_phrase(hay: &str, needle: &str) -> bool {
    let (h, n) = (format!(" {} ", phrase(hay)), phrase(needle));
    !n.is_empty() && h.contains(&format!(" {n} "))
}

/// "table 3-6" for a line that starts with a table or figure label: "Table 3-6. ...",
/// "**Table 3-8. ...**", "TABLE 10-2 sl Field Settings", "Table 3.2:", "Figure 2-2. ...".
fn caption_label(text: &str) -> Option<String> {
    let t = text.trim_start_matches(|c: char| c == '#' || c.is_whitespace());
    let lower = t.to_lowercase();
    let kind = ["table ", "figure "].into_iter().find(|k| lower.starts_with(k))?;
    let rest = &lower[kind.len()..];
    let label: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '-' || *c == '.')
        .collect();
    let label = label.trim_end_matches(['.', '-']);
    (!label.is_empty() && label.contains(['-', '.'])).then(|| format!("{}{label}", kind))
}

/// The cells of a Markdown table row.
fn row_cells(raw: &str) -> Vec<String> {
    if !raw.trim_start().starts_with('|') {
        return Vec::new();
    }
    raw.trim()
        .trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_string())
        .collect()
}

/// An sl cell: a number, perhaps with a superscript footnote mark ("11 ¹"), or a reserved
/// range ("12-15", read as its first number).
fn sl_cell(cell: &str) -> Option<u64> {
    let digits: String = cell.chars().take_while(|c| c.is_ascii_digit()).collect();
    let rest = cell[digits.len()..].trim();
    let rest = rest
        .strip_prefix('-')
        .map_or(rest, |r| r.trim_start_matches(|c: char| c.is_ascii_digit()));
    (!digits.is_empty() && rest.chars().all(|c| "¹²³⁴⁵⁶⁷⁸⁹⁰".contains(c)))
        .then(|| digits.parse().ok())
        .flatten()
}

/// A mask cell: "04 ₁₆" (as "04"), "Any other value", "Any value" or "—" (no mask).
fn mask_cell(cell: &str) -> Option<String> {
    let lower = cell.to_lowercase();
    if lower == "any other value" || lower == "any value" || lower == "—" {
        return Some(lower);
    }
    let hex: String = cell.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
    (hex.len() == 2 && cell[2..].trim().starts_with('₁')).then(|| hex.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_removed() {
        assert_eq!(normalise("PMC <sub>0</sub>\tfr"), "PMC0\tfr");
        assert_eq!(normalise("**BACK\\_END\\_BUBBLE**"), "BACK_END_BUBBLE");
        assert_eq!(
            words("Table 3-6. (PMC4-15) 15:4"),
            ["table", "3-6", "3", "6", "pmc4", "15", "15:4", "15", "4"]
        );
        assert_eq!(
            caption_label(&normalise("**Table 3-8. Montecito")),
            Some("table 3-8".into())
        );
        assert_eq!(caption_label("Table 3.2:"), Some("table 3.2".into()));
        assert_eq!(mask_cell("04 ₁₆"), Some("04".into()));
        assert_eq!(sl_cell("11 ¹"), Some(11));
    }
}
