//! Citations for readers. The tables cite their sources the way the code and its tests check
//! them ("seed 003, Table 4-42 (L2661)"); people know the manuals by title, chapter, section
//! and table. [`for_readers`] rewrites any text the page shows so that it names the manual,
//! keeps the table or section, and turns line numbers into a detail ("line 2661"), and so that
//! no internal word (the source files' names, the reference digest's ambiguity numbers) reaches
//! a user.

use std::borrow::Cow;

/// The documents by the names users know them (the source folder's README).
pub const MANUALS: [(&str, &str); 4] = [
    ("000", "SPARC T4 Supplement, ch. 10"),
    ("001", "KT Performance Instrumentation and sun4v API"),
    ("002", "PCL 2.2 paper"),
    (
        "003",
        "Montecito manual (Dual-Core Itanium 2 Reference Manual update)",
    ),
];

/// The title of a source document by its number ("003").
pub fn manual(number: &str) -> Option<&'static str> {
    MANUALS.iter().find(|(n, _)| *n == number).map(|(_, t)| *t)
}

/// `text` with its citations written for readers.
pub fn for_readers(text: &str) -> Cow<'_, str> {
    if !needs_rewrite(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 32);
    let b = text.as_bytes();
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        // "seed 003" (and "seeds 000 and 001") -> the manual's title.
        if let Some(after) = rest.strip_prefix("seed ").or_else(|| rest.strip_prefix("Seed ")) {
            if let Some(title) = after.get(..3).and_then(manual) {
                out.push_str(title);
                i += 5 + 3;
                continue;
            }
        }
        // "Ambiguity A12" (the reference digest's list) -> what it is.
        if let Some(after) = rest.strip_prefix("Ambiguity A") {
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 {
                out.push_str("a modelling choice");
                i += "Ambiguity A".len() + digits;
                continue;
            }
        }
        // A path of this repository's source ("sim/sparc.rs", "machines/sparc_kt/events.rs"):
        // in parentheses it is dropped, bare it is said in words.
        if let Some(len) = source_path(rest) {
            let path = &rest[..len];
            let words = if path.starts_with("machines/") {
                "this model's tables"
            } else {
                "this model's simulator"
            };
            if out.ends_with(" (") && rest[len..].starts_with(')') {
                out.truncate(out.len() - 2);
                i += len + 1;
            } else {
                out.push_str(words);
                i += len;
            }
            continue;
        }
        // "the seed" -> "the manual" (but not "the seeds").
        let the_seed = [("the seed", "the manual"), ("The seed", "The manual")]
            .into_iter()
            .find(|(from, _)| {
                rest.starts_with(from) && !rest[from.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            });
        if let Some((from, to)) = the_seed {
            out.push_str(to);
            i += from.len();
            continue;
        }
        // "L2661" or "L2661-L2670" -> "line 2661", "lines 2661-2670", when L starts a word.
        if b[i] == b'L' && (i == 0 || !b[i - 1].is_ascii_alphanumeric()) {
            let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
            let end = 1 + digits;
            let word_ends = rest[end..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
            if digits >= 2 && word_ends {
                let first = &rest[1..end];
                if let Some(range) = rest[end..].strip_prefix("-L") {
                    let d2 = range.bytes().take_while(u8::is_ascii_digit).count();
                    if d2 > 0 {
                        out.push_str("lines ");
                        out.push_str(first);
                        out.push('-');
                        out.push_str(&range[..d2]);
                        i += end + 2 + d2;
                        continue;
                    }
                }
                out.push_str("line ");
                out.push_str(first);
                i += end;
                continue;
            }
        }
        let c = rest.chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    Cow::Owned(out)
}

fn needs_rewrite(text: &str) -> bool {
    text.contains("seed")
        || text.contains("Seed")
        || text.contains("Ambiguity A")
        || text.contains(".rs")
        || has_line_ref(text)
}

/// The length of a source path of this repository at the start of `text` ("sim/sparc.rs"): a
/// word of lower-case letters, digits, `_` and at least one `/`, ending in `.rs`.
fn source_path(text: &str) -> Option<usize> {
    let len = text
        .bytes()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, b'_' | b'/' | b'.'))
        .count();
    let word = text.get(..len)?.trim_end_matches('.');
    let ends = word.strip_suffix(".rs")?;
    (ends.contains('/') && !ends.contains('.')).then_some(word.len())
}

fn has_line_ref(text: &str) -> bool {
    let b = text.as_bytes();
    b.windows(3).enumerate().any(|(i, w)| {
        w[0] == b'L'
            && w[1].is_ascii_digit()
            && w[2].is_ascii_digit()
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
    })
}

/// Whether a text shown to users still holds an internal word (for tests of what the page
/// renders): a source file's number, or a reference-digest ambiguity number.
pub fn has_internal_words(text: &str) -> bool {
    MANUALS.iter().any(|(n, _)| text.contains(&format!("seed {n}")))
        || text.contains("Ambiguity A")
        || text.contains("DESIGN.md")
        || (0..text.len()).any(|i| text.is_char_boundary(i) && source_path(&text[i..]).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_name_the_manuals() {
        assert_eq!(
            for_readers("seed 003, Table 4-42 (L2661); section 4.15 (L2824-L2830)"),
            "Montecito manual (Dual-Core Itanium 2 Reference Manual update), Table 4-42 (line 2661); \
             section 4.15 (lines 2824-2830)"
        );
        assert_eq!(
            for_readers("seed 000, TABLE 10-1, line 50"),
            "SPARC T4 Supplement, ch. 10, TABLE 10-1, line 50"
        );
        assert_eq!(
            for_readers("The seed lacks TABLE 10-2 (8 of 8); Ambiguity A12 says so."),
            "The manual lacks TABLE 10-2 (8 of 8); a modelling choice says so."
        );
        // Not citations: register and event names that start with L, hex, "seeds".
        for keep in ["L1D_READS", "L2DTLB", "PMC41 L3", "the seeds", "0xL12", "BL123x"] {
            assert_eq!(for_readers(keep), keep);
        }
        assert!(matches!(for_readers("plain text"), Cow::Borrowed(_)));
        // The repository's own source files are not sources a reader can open.
        assert_eq!(
            for_readers("this model (sim/engines/montecito/map.rs)"),
            "this model"
        );
        assert_eq!(
            for_readers("machines/sparc_kt/events.rs: Instructions (sl 0x2)"),
            "this model's tables: Instructions (sl 0x2)"
        );
        assert_eq!(
            for_readers("this model (sim/sparc.rs): the events it does not model"),
            "this model: the events it does not model"
        );
        assert!(has_internal_words("see sim/kt.rs"));
        assert!(!has_internal_words("Solaris niagara2_pcbe.c, vt_pcbe.c; 2.5.rs"));
        assert!(!has_internal_words(&for_readers(
            "seed 001 section 2.1 and seed 002"
        )));
    }
}
