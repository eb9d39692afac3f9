//! The derived metrics of Table 2.4 (seed 002, L264-L288) with their formulas, computed from
//! counts.
//!
//! The paper's definitions are blank in the seed ("The definitions are as follows:" and five
//! empty items, L281-L288). The generic formulas here are read off the per-processor entries of
//! Table 3.14 (L1958-L2098), which all have these shapes, e.g. `PPro_C0_0/PPro_61*Mhz` for
//! MFLOPS and `PPro_44/PPro_61` for IPC. The paper cites Cameron and Luo [1] for them.
//!
//! Rates are never summed: "counts may be added, adding rates makes less sense"
//! (L2276-L2278). [`Value::add`] refuses to add rates; [`Totals`] adds counts and computes
//! rates from the sums.

use std::collections::BTreeMap;

use thiserror::Error;

use super::events::{self, Kind};

/// A derived metric: numerator / denominator (× MHz).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Metric {
    /// The rate event: "PCL_IPC".
    pub event: &'static str,
    /// The PCL count events it is computed from.
    pub numerator: &'static str,
    pub denominator: &'static str,
    /// Multiplied by the clock rate in MHz (cycles per microsecond), which turns a per-cycle
    /// rate into one per microsecond: FP instructions / cycle × MHz = million FP instructions
    /// per second.
    pub times_mhz: bool,
    pub formula: &'static str,
    pub unit: &'static str,
    /// The Table 3.14 entries the generic form is read from.
    pub examples: &'static [&'static str],
    pub source: &'static str,
}

impl Metric {
    /// The metric from its numerator and denominator counts and, for MFLOPS, the clock rate.
    /// `None` when the denominator is zero or a needed clock rate is missing.
    pub fn compute(&self, numerator: i64, denominator: i64, mhz: Option<f64>) -> Option<f64> {
        if denominator == 0 {
            return None;
        }
        let ratio = numerator as f64 / denominator as f64;
        if self.times_mhz {
            Some(ratio * mhz?)
        } else {
            Some(ratio)
        }
    }
}

/// The five rates of Table 2.4, in id order.
pub static METRICS: [Metric; 5] = [
    Metric {
        event: "PCL_MFLOPS",
        numerator: "PCL_FP_INSTR",
        denominator: "PCL_CYCLES",
        times_mhz: true,
        formula: "PCL_FP_INSTR / PCL_CYCLES * MHz",
        unit: "million floating point instructions per second",
        examples: &[
            "21164_C1_10/21164_C2_11*Mhz (L1973)",
            "R10k_C1_5/R10k_C0_0*Mhz (L1991)",
            "Pentium_30/Pentium_C0_4*Mhz (L2057)",
            "PPro_C0_0/PPro_61*Mhz (L2063)",
        ],
        source: "seed 002, Table 2.4 (L270-L271); form read off Table 3.14 (L1958-L2098)",
    },
    Metric {
        event: "PCL_IPC",
        numerator: "PCL_INSTR",
        denominator: "PCL_CYCLES",
        times_mhz: false,
        formula: "PCL_INSTR / PCL_CYCLES",
        unit: "instructions per cycle",
        examples: &[
            "R10k_C0_15/R10k_C1_0 (L1992)",
            "PPro_44/PPro_61 (L2064)",
            "ATHLON_28/ATHLON_15 (L2082)",
        ],
        source: "seed 002, Table 2.4 (L272-L273); form read off Table 3.14 (L1958-L2098)",
    },
    Metric {
        event: "PCL_L1DCACHE_MISSRATE",
        numerator: "PCL_L1DCACHE_MISS",
        denominator: "PCL_L1DCACHE_READWRITE",
        times_mhz: false,
        formula: "PCL_L1DCACHE_MISS / PCL_L1DCACHE_READWRITE",
        unit: "misses per access",
        examples: &[
            "21164_C2_5/21164_C1_14 (L1975)",
            "Pentium_37/Pentium_36 (L2059)",
            "ATHLON_3/ATHLON_2 (L2083)",
        ],
        source: "seed 002, Table 2.4 (L274-L275); form read off Table 3.14 (L1958-L2098)",
    },
    Metric {
        event: "PCL_L2DCACHE_MISSRATE",
        numerator: "PCL_L2DCACHE_MISS",
        denominator: "PCL_L2DCACHE_READWRITE",
        times_mhz: false,
        formula: "PCL_L2DCACHE_MISS / PCL_L2DCACHE_READWRITE",
        unit: "misses per access",
        examples: &[
            "21164_C2_14/21164_C1_15 (L1976)",
            "P4_CG1_13/P4_CG1_10,11,12,13 (L2072)",
        ],
        source: "seed 002, Table 2.4 (L276-L277); form read off Table 3.14 (L1958-L2098)",
    },
    Metric {
        event: "PCL_MEM_FP_RATIO",
        numerator: "PCL_LOADSTORE_INSTR",
        denominator: "PCL_FP_INSTR",
        times_mhz: false,
        formula: "PCL_LOADSTORE_INSTR / PCL_FP_INSTR",
        unit: "memory references per floating point instruction",
        examples: &["Pentium_36/Pentium_30 (L2061)"],
        source: "seed 002, Table 2.4 (L278-L279); form read off Table 3.14 (L1958-L2098)",
    },
];

/// The metric of a rate event.
pub fn metric(event: &str) -> Option<&'static Metric> {
    let e = events::event(event)?;
    METRICS.iter().find(|m| m.event == e.name)
}

/// A PCL result: a 64-bit integer count, or a 64-bit floating-point rate (`None` where it is
/// undefined: a zero denominator, or MFLOPS without a clock rate).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Count(i64),
    Rate(Option<f64>),
}

/// Adding values that cannot be added.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MetricError {
    #[error("{event} is a rate: rates are never added (\"adding rates makes less sense\", seed 002 L2277-L2278); add the counts it is made of and compute it again")]
    RateSum { event: &'static str },
    #[error("'{name}' is not a PCL count event")]
    NotCount { name: String },
}

impl Value {
    /// The sum of two counts of `event`. Rates are refused.
    pub fn add(self, other: Value, event: &'static str) -> Result<Value, MetricError> {
        match (self, other) {
            (Value::Count(a), Value::Count(b)) => Ok(Value::Count(a.saturating_add(b))),
            _ => Err(MetricError::RateSum { event }),
        }
    }
}

/// Counts of PCL count events that may be added over several measurements; rates are derived
/// from the sums, never added.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    counts: BTreeMap<&'static str, i64>,
}

impl Totals {
    pub fn new() -> Totals {
        Totals::default()
    }

    /// Add a count of a count event (a rate event is refused).
    pub fn add(&mut self, event: &str, count: i64) -> Result<(), MetricError> {
        let e = events::event(event).ok_or_else(|| MetricError::NotCount {
            name: event.to_string(),
        })?;
        if e.kind == Kind::Rate {
            return Err(MetricError::RateSum { event: e.name });
        }
        let c = self.counts.entry(e.name).or_insert(0);
        *c = c.saturating_add(count);
        Ok(())
    }

    /// The total of a count event.
    pub fn count(&self, event: &str) -> Option<i64> {
        let e = events::event(event)?;
        self.counts.get(e.name).copied()
    }

    /// A rate from the totals of its numerator and denominator.
    pub fn rate(&self, event: &str, mhz: Option<f64>) -> Option<f64> {
        let m = metric(event)?;
        m.compute(self.count(m.numerator)?, self.count(m.denominator)?, mhz)
    }
}
