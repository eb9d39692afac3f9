//! Formatting shared by the app and the widget: counts with thousands separators, round step
//! sizes in short form (hex is the model's `pmu_model::number::hex`), the tables' texts
//! written for readers, and messages that quote user input cut to a readable length.

/// A description, note or citation from the model's tables as users read it: manuals by their
/// titles, line numbers as a detail, no internal file names (`pmu_model::cite::for_readers`).
/// Every text from the tables that a view shows goes through it.
pub fn readable(text: &str) -> String {
    pmu_model::cite::for_readers(text).into_owned()
}

/// `12345678` as `12,345,678`.
pub fn group(v: u64) -> String {
    let s = v.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A count and its noun: `1 entry`, `2 entries`, `12,345 entries`.
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", group(n), noun(n, one, many))
}

/// The noun for `n` things, for a number written another way (`short`): `one` or `many`.
pub fn noun<'a>(n: u64, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// `1000000` as `1M`.
pub fn short(v: u64) -> String {
    match v {
        v if v >= 1_000_000_000 && v % 1_000_000_000 == 0 => format!("{}G", v / 1_000_000_000),
        v if v >= 1_000_000 && v % 1_000_000 == 0 => format!("{}M", v / 1_000_000),
        v if v >= 1000 && v % 1000 == 0 => format!("{}k", v / 1000),
        v => v.to_string(),
    }
}

/// At most this many characters of a message that quotes user input are shown.
pub const MESSAGE_CHARS: usize = 600;

/// A message as shown: whole if it has at most [`MESSAGE_CHARS`] characters, else its start and
/// its end with the number of characters left out between them. Errors quote what was bad (a
/// widget's attribute, a setup's part), and a page can give an attribute of a megabyte: the
/// start says what and where, the end keeps what follows the quote (the names that would fit).
pub fn clip(message: &str) -> std::borrow::Cow<'_, str> {
    let n = message.chars().count();
    if n <= MESSAGE_CHARS {
        return message.into();
    }
    let (head, tail) = (MESSAGE_CHARS * 2 / 3, MESSAGE_CHARS / 6);
    let start: String = message.chars().take(head).collect();
    let end: String = message.chars().skip(n - tail).collect();
    format!(
        "{start}\u{2026} ({} characters left out) \u{2026}{end}",
        group((n - head - tail) as u64)
    )
    .into()
}

/// A value to four significant figures at most, without a cloud of zeros.
pub fn figure(v: f64) -> String {
    let a = v.abs();
    if a != 0.0 && !(1e-3..1e6).contains(&a) {
        format!("{v:.3e}")
    } else if a >= 1000.0 || v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        let digits = 3 - a.log10().floor().max(-3.0) as i32;
        format!("{v:.*}", digits.clamp(1, 6) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_take_their_noun() {
        assert_eq!(count(0, "entry", "entries"), "0 entries");
        assert_eq!(count(1, "entry", "entries"), "1 entry");
        assert_eq!(count(12_345, "entry", "entries"), "12,345 entries");
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(12_345_678), "12,345,678");
        assert_eq!(group(u64::MAX), "18,446,744,073,709,551,615");
    }

    /// Every text of the tables a view shows, once `readable`, names the manuals and holds no
    /// internal word: register, field, encoding, event, mask and choice texts of
    /// every machine, and the PCL mappings' sources.
    #[test]
    fn the_tables_read_without_internal_words() {
        use pmu_model::cite::has_internal_words;
        let mut texts: Vec<&str> = Vec::new();
        for m in pmu_model::MACHINES {
            texts.extend([m.description, m.source]);
            for r in m.registers {
                texts.extend([r.description, r.source]);
                for f in r.fields {
                    texts.extend([f.description, f.source]);
                    texts.extend(f.named_values().iter().map(|e| e.description));
                }
            }
            for e in m.events {
                texts.extend([e.description, e.source, e.other_masks]);
                texts.extend(e.notes.iter().copied());
                texts.extend(e.masks.iter().map(|k| k.description));
            }
            for c in m.choices {
                texts.extend([c.text, c.source]);
            }
        }
        let bad: Vec<String> = texts
            .iter()
            .map(|t| readable(t))
            .filter(|t| has_internal_words(t))
            .collect();
        assert!(
            bad.is_empty(),
            "{} texts keep internal words: {:?}",
            bad.len(),
            &bad[..bad.len().min(5)]
        );
        assert!(texts.len() > 1000, "{} texts", texts.len());
    }

    #[test]
    fn clips_long_messages_in_the_middle() {
        assert_eq!(
            clip("machine: unknown machine \"vax\""),
            "machine: unknown machine \"vax\""
        );
        let long = format!(
            "register: sparc-t4 has no register \"{}\" (see the list)",
            "\u{e9}".repeat(1 << 20)
        );
        let shown = clip(&long);
        assert!(
            shown.chars().count() < MESSAGE_CHARS + 60,
            "{} characters",
            shown.chars().count()
        );
        assert!(
            shown.starts_with("register: sparc-t4 has no register \"\u{e9}"),
            "{shown}"
        );
        assert!(shown.ends_with("\u{e9}\" (see the list)"), "{shown}");
        assert!(
            shown.contains(&format!(
                "({} characters left out)",
                group((long.chars().count() - 400 - 100) as u64)
            )),
            "{shown}"
        );
    }

    #[test]
    fn shortens_round_numbers_only() {
        assert_eq!(short(1), "1");
        assert_eq!(short(100), "100");
        assert_eq!(short(10_000), "10k");
        assert_eq!(short(1_000_000), "1M");
        assert_eq!(short(10_000_000_000), "10G");
        assert_eq!(short(1_500), "1500");
    }

    #[test]
    fn figures_read_as_a_person_writes_them() {
        assert_eq!(figure(0.0), "0");
        assert_eq!(figure(2.0), "2");
        assert_eq!(figure(1.23456), "1.235");
        assert_eq!(figure(0.0123456), "0.01235");
        assert_eq!(figure(186.123), "186.1");
        assert_eq!(figure(12345.6), "12346");
        assert_eq!(figure(2.5e-5), "2.500e-5");
    }
}
