//! Counting over a periodic workload without visiting cycles: a [`Tally`] holds the prefix sums
//! of a counter's per-cycle increments over one period, so the count over any interval of
//! absolute cycles, and the first cycle at which a count reaches a target, are computed in
//! O(1) and O(log PERIOD).

use std::sync::{Arc, OnceLock};

use super::workload::{CycleRec, PERIOD};

/// Prefix sums of per-cycle increments over one period. Shared, not copied, when a simulator
/// is cloned (the time-travel history keeps snapshots; the page keeps the session's previous
/// state): a tally is rebuilt, never edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// `prefix[i]` = increments in cycles `0..i` of the period; `prefix[PERIOD]` = per period.
    prefix: Arc<[u64]>,
}

impl Tally {
    /// Build from a per-cycle increment function.
    pub fn build(recs: &[CycleRec], inc: impl Fn(usize, &CycleRec) -> u64) -> Tally {
        let mut prefix = Vec::with_capacity(recs.len() + 1);
        let mut acc = 0u64;
        prefix.push(0);
        for (i, r) in recs.iter().enumerate() {
            acc += inc(i, r);
            prefix.push(acc);
        }
        Tally {
            prefix: prefix.into(),
        }
    }

    /// A tally that never counts (one shared table of zeros).
    pub fn zero() -> Tally {
        static ZERO: OnceLock<Arc<[u64]>> = OnceLock::new();
        Tally {
            prefix: ZERO.get_or_init(|| vec![0; PERIOD + 1].into()).clone(),
        }
    }

    pub fn per_period(&self) -> u64 {
        self.prefix[PERIOD]
    }

    /// Increments in absolute cycles `0..t`.
    pub fn upto(&self, t: u64) -> u64 {
        let p = PERIOD as u64;
        (t / p) * self.per_period() + self.prefix[(t % p) as usize]
    }

    /// Increments in absolute cycles `from..to`.
    pub fn between(&self, from: u64, to: u64) -> u64 {
        self.upto(to) - self.upto(from)
    }

    /// The increment in absolute cycle `t` alone.
    pub fn at(&self, t: u64) -> u64 {
        self.between(t, t + 1)
    }

    /// The first absolute cycle `c >= from` such that the increments in `from..=c` reach `n`
    /// (n >= 1), i.e. the cycle in which the n-th event after `from` happens; `None` if the
    /// counter never counts.
    pub fn nth_event_cycle(&self, from: u64, n: u64) -> Option<u64> {
        if n == 0 {
            return Some(from);
        }
        let per = self.per_period();
        if per == 0 {
            return None;
        }
        // Smallest t with upto(t) >= target; the event then happens in cycle t - 1.
        let target = self.upto(from).checked_add(n)?;
        let k = (target - 1) / per; // full periods before the one that holds the target
        let rem = target - k * per; // 1..=per, to find within the period
        let r = self.prefix.partition_point(|&x| x < rem); // first index with prefix >= rem
        let t = k.checked_mul(PERIOD as u64)?.checked_add(r as u64)?;
        Some(t - 1)
    }
}

/// Several tallies side by side, row by row: the prefix sums of all of them at one cycle of
/// the period share a cache line or two, so that advancing a dozen counters over the same
/// interval reads two rows instead of a dozen tables.
#[derive(Clone, Debug)]
pub struct Rows {
    /// The tallies, which keep their tables alive: `same` compares them by identity.
    of: Vec<Tally>,
    /// `data[i * k + j]` = `of[j].prefix[i]`, for i in 0..=PERIOD.
    data: Arc<[u64]>,
}

impl Rows {
    pub fn of(tallies: Vec<Tally>) -> Rows {
        let k = tallies.len();
        let mut data = Vec::with_capacity((PERIOD + 1) * k);
        for i in 0..=PERIOD {
            data.extend(tallies.iter().map(|t| t.prefix[i]));
        }
        Rows {
            of: tallies,
            data: data.into(),
        }
    }

    /// Whether these rows are made of exactly these tallies (the same tables).
    pub fn same(&self, tallies: &[Tally]) -> bool {
        self.of.len() == tallies.len()
            && self
                .of
                .iter()
                .zip(tallies)
                .all(|(a, b)| Arc::ptr_eq(&a.prefix, &b.prefix))
    }

    /// The increments of every tally in absolute cycles `from..to`, in order, into `out`:
    /// `out[j] = of[j].between(from, to)`.
    pub fn between(&self, from: u64, to: u64, out: &mut [u64]) {
        let k = self.of.len();
        let p = PERIOD as u64;
        let row = |i: usize| &self.data[i * k..(i + 1) * k];
        let (per, a, b) = (row(PERIOD), row((from % p) as usize), row((to % p) as usize));
        let (qa, qb) = (from / p, to / p);
        for j in 0..k {
            out[j] = (qb * per[j] + b[j]) - (qa * per[j] + a[j]);
        }
    }

    /// Increments of tally `j` in absolute cycles `0..t`.
    pub fn upto(&self, t: u64, j: usize) -> u64 {
        let k = self.of.len();
        let p = PERIOD as u64;
        (t / p) * self.data[PERIOD * k + j] + self.data[(t % p) as usize * k + j]
    }

    pub fn len(&self) -> usize {
        self.of.len()
    }

    pub fn is_empty(&self) -> bool {
        self.of.is_empty()
    }
}

/// The cycles of a period that hold an event, in order: the next event at or after a cycle is
/// found among the events alone (a few dozen, not [`PERIOD`] prefix sums), for events as
/// sparse as L3 requests and privilege-phase changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks {
    at: Arc<[u32]>,
    /// `block[b]` = the index in `at` of the first event at or after cycle `b * BLOCK` of the
    /// period: the search starts there and rarely steps further.
    block: Arc<[u32]>,
}

/// The cycles of a period one entry of [`Marks`]'s `block` covers.
const BLOCK: usize = 64;

impl Marks {
    /// The cycles in which `tally` counts.
    pub fn of(tally: &Tally) -> Marks {
        let at: Vec<u32> = (0..PERIOD)
            .filter(|&i| tally.prefix[i + 1] > tally.prefix[i])
            .map(|i| i as u32)
            .collect();
        let block = (0..PERIOD / BLOCK)
            .map(|b| at.partition_point(|&x| (x as usize) < b * BLOCK) as u32)
            .collect();
        Marks { at: at.into(), block }
    }

    /// The first absolute cycle `c >= from` that holds an event: `tally.nth_event_cycle(from,
    /// 1)` of the tally the marks were made of.
    pub fn next(&self, from: u64) -> Option<u64> {
        let p = PERIOD as u64;
        let first = *self.at.first()?;
        let (base, off) = (from / p * p, (from % p) as u32);
        let mut i = self.block[off as usize / BLOCK] as usize;
        while self.at.get(i).is_some_and(|&x| x < off) {
            i += 1;
        }
        match self.at.get(i) {
            Some(&x) => base.checked_add(u64::from(x)),
            None => base.checked_add(p)?.checked_add(u64::from(first)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::workload::{Cnt, Period, WorkloadSpec};

    fn retired() -> (Period, Tally) {
        let p = Period::generate(&WorkloadSpec::default(), 3, 0);
        let t = Tally::build(&p.recs, |_, r| u64::from(r.count(Cnt::Retired)));
        (p, t)
    }

    #[test]
    fn between_matches_a_cycle_by_cycle_sum() {
        let (p, t) = retired();
        let slow = |from: u64, to: u64| -> u64 {
            (from..to)
                .map(|c| u64::from(p.recs[(c % PERIOD as u64) as usize].count(Cnt::Retired)))
                .sum()
        };
        for (a, b) in [(0, 10), (5, 40_000), (16_000, 16_500), (100_000, 133_333)] {
            assert_eq!(t.between(a, b), slow(a, b), "{a}..{b}");
        }
    }

    #[test]
    fn nth_event_cycle_finds_the_exact_cycle() {
        let (_, t) = retired();
        for from in [0u64, 17, 16_383, 1_000_000] {
            for n in [1u64, 2, 100, 70_000, 1 << 33] {
                let c = t.nth_event_cycle(from, n).expect("counts");
                assert!(t.between(from, c + 1) >= n, "reached by {c}");
                assert!(t.between(from, c) < n, "not before {c}");
            }
        }
        assert_eq!(Tally::zero().nth_event_cycle(0, 1), None);
    }

    #[test]
    fn rows_count_as_their_tallies_do() {
        let (p, retired) = retired();
        let other = Tally::build(&p.recs, |i, _| (i % 7) as u64);
        let rows = Rows::of(vec![retired.clone(), Tally::zero(), other.clone()]);
        assert!(rows.same(&[retired.clone(), Tally::zero(), other.clone()]));
        assert!(!rows.same(&[retired.clone(), other.clone(), Tally::zero()]));
        let mut out = [0; 3];
        for (a, b) in [
            (0, 10),
            (5, 40_000),
            (16_000, 16_500),
            (100_000, 133_333),
            (16_384, 32_768),
        ] {
            rows.between(a, b, &mut out);
            assert_eq!(out, [retired.between(a, b), 0, other.between(a, b)], "{a}..{b}");
            assert_eq!(rows.upto(b, 2), other.upto(b), "..{b}");
        }
    }

    #[test]
    fn marks_find_the_next_event_as_the_tally_does() {
        let p = Period::generate(&WorkloadSpec::default(), 3, 0);
        let sparse = Tally::build(&p.recs, |i, _| u64::from(i % 997 == 5 || i == PERIOD - 1));
        let marks = Marks::of(&sparse);
        for from in [0u64, 5, 6, 996, 1_000, 16_382, 16_383, 16_384, 16_389, 1_000_000] {
            assert_eq!(marks.next(from), sparse.nth_event_cycle(from, 1), "from {from}");
        }
        // Dense and clustered marks, from every cycle of a period and across its end.
        let clustered = Tally::build(&p.recs, |i, _| u64::from(i % 64 < 3 || (100..300).contains(&i)));
        let marks = Marks::of(&clustered);
        for from in (0..PERIOD as u64 + 70).chain([5 * PERIOD as u64 - 1]) {
            assert_eq!(
                marks.next(from),
                clustered.nth_event_cycle(from, 1),
                "from {from}"
            );
        }
        assert_eq!(Marks::of(&Tally::zero()).next(7), None);
    }
}
