//! Number formatting shared by the app and the widget: counts with thousands separators and
//! round step sizes in short form. (Hex is the model's `pmu_model::number::hex`.)

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

/// `1000000` as `1M`.
pub fn short(v: u64) -> String {
    match v {
        v if v >= 1_000_000_000 && v % 1_000_000_000 == 0 => format!("{}G", v / 1_000_000_000),
        v if v >= 1_000_000 && v % 1_000_000 == 0 => format!("{}M", v / 1_000_000),
        v if v >= 1000 && v % 1000 == 0 => format!("{}k", v / 1000),
        v => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(12_345_678), "12,345,678");
        assert_eq!(group(u64::MAX), "18,446,744,073,709,551,615");
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
}
