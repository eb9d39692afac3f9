//! The arithmetic of the page's charts, kept apart from drawing so that it is tested natively:
//! counts carried across counter wraps (a wrap is an event on the chart, never a fall), axis
//! ticks at round numbers, and short number labels.

/// A counter's samples with the wraps taken out: the count since the first sample, and the
/// cycles at which the hardware counter wrapped.
#[derive(Clone, Debug, PartialEq)]
pub struct Track {
    /// (cycle, events counted since the first sample).
    pub points: Vec<(u64, u128)>,
    /// The cycles of the wraps: from the log where it says, else the sample at which the
    /// value went down.
    pub wraps: Vec<u64>,
}

/// Carry a `width`-bit counter's samples (cycle, value) across its wraps. `logged` are the
/// cycles at which the simulator logged the counter's overflows: between two samples, each one
/// is a wrap (a sample interval may hold several); a value that went down with none logged is
/// one wrap (the log keeps only the first switches, or the wrap was not logged).
pub fn unwrap(samples: &[(u64, u64)], width: u32, logged: &[u64]) -> Track {
    let modulus: u128 = 1u128 << width.min(64);
    let mut points = Vec::with_capacity(samples.len());
    let mut wraps = Vec::new();
    let mut total: u128 = 0;
    for (i, &(cycle, value)) in samples.iter().enumerate() {
        if i > 0 {
            let (prev_cycle, prev) = samples[i - 1];
            let between: Vec<u64> = logged
                .iter()
                .copied()
                .filter(|c| *c >= prev_cycle && *c < cycle)
                .collect();
            let mut k = between.len() as u128;
            if k == 0 && value < prev {
                k = 1;
                wraps.push(cycle);
            } else {
                wraps.extend(between);
            }
            total += u128::from(value) + k * modulus - u128::from(prev);
        }
        points.push((cycle, total));
    }
    Track { points, wraps }
}

/// Up to about `n` axis ticks from 0 to at least `hi`, at 1, 2, 2.5 or 5 times a power of ten.
pub fn ticks(hi: f64, n: usize) -> Vec<f64> {
    if hi.is_nan() || hi <= 0.0 || n == 0 {
        return vec![0.0];
    }
    let raw = hi / n as f64;
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * magnitude);
    let count = (hi / step).ceil() as usize;
    (0..=count).map(|i| i as f64 * step).collect()
}

/// Round ticks from `lo` to `hi` (both included when round): about `n` of them, at 1, 2, 2.5
/// or 5 times a power of ten, for an axis that does not start at 0 (cycles).
pub fn ticks_between(lo: f64, hi: f64, n: usize) -> Vec<f64> {
    if hi.is_nan() || lo.is_nan() || hi <= lo {
        return vec![lo];
    }
    let step = match ticks(hi - lo, n).get(1) {
        Some(s) if *s > 0.0 => *s,
        _ => return vec![lo],
    };
    let first = (lo / step).ceil() * step;
    let mut out = Vec::new();
    let mut k = 0.0;
    while first + k * step <= hi + step * 1e-9 && out.len() < 100 {
        out.push(first + k * step);
        k += 1.0;
    }
    out
}

/// A short label: 950, 1.2k, 34k, 4.29G.
pub fn short(v: f64) -> String {
    let a = v.abs();
    let (x, unit) = if a >= 1e12 {
        (v / 1e12, "T")
    } else if a >= 1e9 {
        (v / 1e9, "G")
    } else if a >= 1e6 {
        (v / 1e6, "M")
    } else if a >= 1e3 {
        (v / 1e3, "k")
    } else {
        return trim(format!("{v:.1}"));
    };
    let digits = if x.abs() >= 100.0 {
        0
    } else if x.abs() >= 10.0 {
        1
    } else {
        2
    };
    format!("{}{unit}", trim(format!("{x:.digits$}")))
}

fn trim(s: String) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// Map `v` in `0..=hi` to a pixel row in a plot `height` tall (0 at the bottom).
pub fn y_of(v: f64, hi: f64, height: f64) -> f64 {
    if hi <= 0.0 {
        return height;
    }
    height - (v / hi).clamp(0.0, 1.0) * height
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrap_is_an_event_not_a_fall() {
        // A 32-bit counter from 0xfffffff0 through its wrap.
        let s = [(0, 0xffff_fff0), (10, 0xffff_fffa), (20, 0x4), (30, 0xe)];
        let t = unwrap(&s, 32, &[]);
        assert_eq!(t.points, vec![(0, 0), (10, 10), (20, 20), (30, 30)]);
        assert_eq!(t.wraps, vec![20]);
        // Two wraps between samples, known from the log.
        let s = [(0, 5), (100, 7)];
        let t = unwrap(&s, 4, &[40, 90]);
        assert_eq!(t.points[1].1, 2 + 2 * 16);
        assert_eq!(t.wraps, vec![40, 90]);
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(
            ticks(856_000.0, 4),
            vec![0.0, 250_000.0, 500_000.0, 750_000.0, 1_000_000.0]
        );
        assert_eq!(ticks(61.0, 4), vec![0.0, 20.0, 40.0, 60.0, 80.0]);
        assert_eq!(ticks(0.0, 4), vec![0.0]);
    }

    #[test]
    fn ticks_between_round_numbers() {
        assert_eq!(ticks_between(0.0, 20.0, 4), vec![0.0, 5.0, 10.0, 15.0, 20.0]);
        assert_eq!(
            ticks_between(1_010.0, 1_000_020.0, 4),
            vec![250_000.0, 500_000.0, 750_000.0, 1_000_000.0]
        );
        assert_eq!(ticks_between(5.0, 5.0, 4), vec![5.0]);
    }

    #[test]
    fn short_labels() {
        assert_eq!(short(950.0), "950");
        assert_eq!(short(1_234.0), "1.23k");
        assert_eq!(short(856_000.0), "856k");
        assert_eq!(short(4_294_967_296.0), "4.29G");
        assert_eq!(short(0.5), "0.5");
    }
}
