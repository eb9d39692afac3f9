//! Availability of the PCL events on each processor, as data (seed 002, Tables 3.1-3.14,
//! L297-L2098), and this project's own mappings of the PCL events onto the native encodings of
//! the simulated machines (SPARC T4, SPARC KT, Montecito), which no source gives.
//!
//! A processor has counters, the native events its cells use (each with the counters that may
//! count it and the line of the paper's event list, or the event-table row, that defines it),
//! and one [`Cell`] per PCL event it supports. An event without a cell is not available
//! ("Empty entries signal that such an event is not available on that microprocessor", L305).
//! A cell is an expression over native events ([`Expr`]): one event, alternatives, a sum or a
//! difference, a Pentium 4 mask union, or a ratio.
//!
//! The paper's cells are kept as printed (`Cell::printed`); where an id is misprinted, carries
//! a footnote mark, or sits in the wrong row, the expression holds the reading this model takes
//! and `Cell::notes` says so. Nothing is silently corrected.

mod paper;
mod simulated;

use super::events::{self, PclEvent};
use super::Mode;

/// Where a native event may be counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counters {
    /// Any one of these performance counters.
    Pmc(&'static [&'static str]),
    /// A register outside the performance counters (the time stamp counter, TICK, the Alpha
    /// PCC, the SR8000's "special register"): it needs no counter and counts whatever the mode.
    Outside(&'static str),
    /// The paper names the event but its event list does not define it, so which counter it
    /// needs is unknown (P4_CYCLES, POWER3_C8_0).
    Unknown,
}

/// How a native event of a simulated machine is selected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Program {
    /// SPARC PCR fields: T4 `sl`/`mask` (seed 000 TABLE 10-1), KT `slN`/`maskN`.
    SlMask { sl: u64, mask: u64 },
    /// Montecito PMC fields `es`/`umask` (seed 003 Table 3-6).
    EsUmask { es: u64, umask: u64 },
}

/// A native event that a cell uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Native {
    /// The paper's identifier ("21164_C1_14"); for the simulated machines a name built from
    /// the event table ("sl3/0x3f", "Instr_cnt", "CPU_OP_CYCLES.ALL").
    pub id: &'static str,
    /// The manufacturer's name or code, as printed.
    pub name: &'static str,
    pub description: &'static str,
    pub counters: Counters,
    /// The encoding on a simulated machine; `None` for the paper's processors.
    pub program: Option<Program>,
    /// Count in every privilege mode whatever mode PCL is asked for: elapsed cycles must not
    /// be filtered by mode (L196-L199).
    pub all_modes: bool,
    /// Where it is defined: a line of the paper's event list, or an event-table row.
    pub source: &'static str,
}

impl Native {
    /// A native event of one of the paper's processors.
    pub const fn paper(
        id: &'static str,
        name: &'static str,
        description: &'static str,
        counters: Counters,
        source: &'static str,
    ) -> Native {
        Native {
            id,
            name,
            description,
            counters,
            program: None,
            all_modes: false,
            source,
        }
    }

    /// Whether `counter` may count it.
    pub fn countable_in(&self, counter: &str) -> bool {
        match self.counters {
            Counters::Pmc(cs) => cs.contains(&counter),
            _ => false,
        }
    }
}

/// A cell's expression over native events (by id).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expr {
    /// One native event.
    N(&'static str),
    /// Any one of these: the same count from different counters or encodings ("A, B").
    Any(&'static [Expr]),
    /// The sum of these, each in its own counter ("A+B").
    Sum(&'static [Expr]),
    /// The first minus the second, each in its own counter ("A-B").
    Diff(&'static Expr, &'static Expr),
    /// Pentium 4: mask bits of one event class ORed together, counted by one counter
    /// ("P4_CG1_10,11,12,13" in Table 3.5; the mask-combination rule, L6074-L6080). An inference:
    /// the paper does not say that these commas mean a union.
    Union(&'static [&'static str]),
    /// A ratio (Table 3.14): both parts counted at the same time.
    Ratio(&'static Expr, &'static Expr),
    /// Multiplied by the clock rate in MHz ("*Mhz"): needs no counter.
    TimesMhz(&'static Expr),
    /// Divided by the clock rate in MHz ("/MHz", the Ultra III MFLOPS cell as printed).
    PerMhz(&'static Expr),
}

/// What kind of entry a cell is, as the issue names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    Native,
    Alternatives,
    Sum,
    Difference,
    MaskUnion,
    Ratio,
}

impl CellKind {
    pub fn name(self) -> &'static str {
        match self {
            CellKind::Native => "native",
            CellKind::Alternatives => "alternatives",
            CellKind::Sum => "sum",
            CellKind::Difference => "difference",
            CellKind::MaskUnion => "mask union",
            CellKind::Ratio => "ratio",
        }
    }
}

impl Expr {
    /// The kind of the outermost operation.
    pub fn kind(&self) -> CellKind {
        match self {
            Expr::N(_) => CellKind::Native,
            Expr::Any(_) => CellKind::Alternatives,
            Expr::Sum(_) => CellKind::Sum,
            Expr::Diff(..) => CellKind::Difference,
            Expr::Union(_) => CellKind::MaskUnion,
            Expr::Ratio(..) => CellKind::Ratio,
            Expr::TimesMhz(e) | Expr::PerMhz(e) => e.kind(),
        }
    }

    /// Every native id the expression names, in order, with repeats.
    pub fn native_ids(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect(&self, out: &mut Vec<&'static str>) {
        match self {
            Expr::N(id) => out.push(id),
            Expr::Union(ids) => out.extend_from_slice(ids),
            Expr::Any(xs) | Expr::Sum(xs) => xs.iter().for_each(|x| x.collect(out)),
            Expr::Diff(a, b) | Expr::Ratio(a, b) => {
                a.collect(out);
                b.collect(out);
            }
            Expr::TimesMhz(e) | Expr::PerMhz(e) => e.collect(out),
        }
    }

    /// The ways to count the expression: each a list of terms that must be counted at the
    /// same time. Alternatives give several ways; sums, differences and ratios need all their
    /// parts, so their ways are the products of their parts' ways.
    pub fn options(&self) -> Vec<Vec<Term>> {
        match self {
            Expr::N(id) => vec![vec![Term::One(id)]],
            Expr::Union(ids) => vec![vec![Term::Union(ids)]],
            Expr::Any(xs) => xs.iter().flat_map(|x| x.options()).collect(),
            Expr::Sum(xs) => product(xs.iter().map(|x| x.options())),
            Expr::Diff(a, b) | Expr::Ratio(a, b) => product([a.options(), b.options()].into_iter()),
            Expr::TimesMhz(e) | Expr::PerMhz(e) => e.options(),
        }
    }

    /// The value from the counts of the terms that were counted (`count` returns `None` for
    /// a term that was not). Of alternatives, the first whose terms were all counted is used.
    /// `mhz` is the clock rate for MFLOPS; a ratio with a zero denominator has no value.
    pub fn eval(&self, count: &dyn Fn(&Term) -> Option<f64>, mhz: Option<f64>) -> Option<f64> {
        match self {
            Expr::N(id) => count(&Term::One(id)),
            Expr::Union(ids) => count(&Term::Union(ids)),
            Expr::Any(xs) => xs.iter().find_map(|x| x.eval(count, mhz)),
            Expr::Sum(xs) => xs.iter().map(|x| x.eval(count, mhz)).sum(),
            Expr::Diff(a, b) => Some(a.eval(count, mhz)? - b.eval(count, mhz)?),
            Expr::Ratio(a, b) => {
                let d = b.eval(count, mhz)?;
                if d == 0.0 {
                    None
                } else {
                    Some(a.eval(count, mhz)? / d)
                }
            }
            Expr::TimesMhz(e) => Some(e.eval(count, mhz)? * mhz?),
            Expr::PerMhz(e) => {
                let m = mhz?;
                if m == 0.0 {
                    None
                } else {
                    Some(e.eval(count, mhz)? / m)
                }
            }
        }
    }

    /// The integer value of a count expression (native events, alternatives, sums,
    /// differences, unions) from the terms' counts; `None` for a ratio, which is not a count,
    /// or when a term was not counted.
    pub fn eval_count(&self, count: &dyn Fn(&Term) -> Option<i64>) -> Option<i64> {
        match self {
            Expr::N(id) => count(&Term::One(id)),
            Expr::Union(ids) => count(&Term::Union(ids)),
            Expr::Any(xs) => xs.iter().find_map(|x| x.eval_count(count)),
            Expr::Sum(xs) => xs
                .iter()
                .try_fold(0i64, |acc, x| Some(acc.saturating_add(x.eval_count(count)?))),
            Expr::Diff(a, b) => Some(a.eval_count(count)?.saturating_sub(b.eval_count(count)?)),
            Expr::Ratio(..) | Expr::TimesMhz(_) | Expr::PerMhz(_) => None,
        }
    }

    /// The expression written out with native ids, e.g. "21164_C1_14 - 21164_C2_5".
    pub fn text(&self) -> String {
        match self {
            Expr::N(id) => (*id).to_string(),
            Expr::Union(ids) => ids.join("|"),
            Expr::Any(xs) => xs.iter().map(Expr::text).collect::<Vec<_>>().join(" or "),
            Expr::Sum(xs) => xs.iter().map(Expr::text).collect::<Vec<_>>().join(" + "),
            Expr::Diff(a, b) => format!("{} - {}", a.text(), paren(b)),
            Expr::Ratio(a, b) => format!("{} / {}", paren(a), paren(b)),
            Expr::TimesMhz(e) => format!("{} * MHz", paren(e)),
            Expr::PerMhz(e) => format!("{} / MHz", paren(e)),
        }
    }
}

fn paren(e: &Expr) -> String {
    match e {
        Expr::N(_) | Expr::Union(_) => e.text(),
        _ => format!("({})", e.text()),
    }
}

/// The cartesian product of the parts' ways, each way the concatenation of one way per part.
fn product(parts: impl Iterator<Item = Vec<Vec<Term>>>) -> Vec<Vec<Term>> {
    parts.fold(vec![Vec::new()], |acc, ways| {
        acc.iter()
            .flat_map(|prefix| {
                ways.iter().map(move |w| {
                    let mut v = prefix.clone();
                    v.extend_from_slice(w);
                    v
                })
            })
            .collect()
    })
}

/// One thing a counter counts: a native event, or (Pentium 4) a union of mask bits of one
/// event class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    One(&'static str),
    Union(&'static [&'static str]),
}

impl Term {
    /// The native ids it names.
    pub fn ids(&self) -> &[&'static str] {
        match self {
            Term::One(id) => std::slice::from_ref(id),
            Term::Union(ids) => ids,
        }
    }

    /// How it is written in a result: the id, or the ids joined by "|".
    pub fn key(&self) -> String {
        self.ids().join("|")
    }
}

/// One entry of an availability table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    /// The PCL event name.
    pub event: &'static str,
    /// The entry as printed in the source (for our mappings: the encoding as the event table
    /// writes it).
    pub printed: &'static str,
    pub expr: Expr,
    /// "seed 002, Table 3.2, 21164 row (L491)" for the paper's 21164_C1_14-21164_C2_5, or the
    /// event-table rows of our mappings.
    pub source: &'static str,
    /// What this model reads into the cell, and doubts about it.
    pub notes: &'static [&'static str],
}

/// Shorthand for table entries.
pub const fn cell(
    event: &'static str,
    printed: &'static str,
    expr: Expr,
    source: &'static str,
    notes: &'static [&'static str],
) -> Cell {
    Cell {
        event,
        printed,
        expr,
        source,
        notes,
    }
}

/// An event on a processor: not available, or its cell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Availability {
    NotAvailable,
    Available(&'static Cell),
}

/// Which counting modes a processor supports, and why this model says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModeSupport {
    pub user: bool,
    pub system: bool,
    pub user_system: bool,
    /// Whether each counter has its own mode filter (T4 PCRn, Montecito PMCn) or all share one
    /// (KT's one PCR).
    pub per_counter: bool,
    pub explain: &'static str,
}

impl ModeSupport {
    pub fn supports(&self, mode: Mode) -> bool {
        match mode {
            Mode::User => self.user,
            Mode::System => self.system,
            Mode::UserSystem => self.user_system,
        }
    }
}

/// Placement rules beyond "each term its own counter".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// Any counter of a term's counter set will do.
    Plain,
    /// Itanium 2's L1D and L2D event sets: one L1D set at a time, and the L2D counters
    /// following their group's leader (seed 003 sections 3.3.3, 4.8.2, 4.8.4).
    EventSets,
}

/// Whose table a processor's cells are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The paper's Tables 3.1-3.14.
    Paper,
    /// This project's mapping onto a simulated machine.
    Ours,
}

/// A processor with its PCL availability table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Processor {
    /// "alpha-21164", or the simulated machine's id ("sparc-t4").
    pub id: &'static str,
    pub name: &'static str,
    pub origin: Origin,
    /// The row label in the paper's tables ("21164", "Pro,PII,PIII"); empty for ours.
    pub row: &'static str,
    /// The performance counters, as the cells' counter sets name them.
    pub counters: &'static [&'static str],
    pub natives: &'static [Native],
    pub cells: &'static [Cell],
    pub modes: ModeSupport,
    pub rules: Rules,
    pub description: &'static str,
    pub source: &'static str,
}

impl Processor {
    /// A native event by id.
    pub fn native(&self, id: &str) -> Option<&'static Native> {
        self.natives.iter().find(|n| n.id == id)
    }

    /// The counters a term may use: those of its native event, or for a union those all its
    /// events share. `None` when it needs no counter (an outside register) or when it cannot
    /// be placed (an unknown native).
    pub fn term_counters(&self, term: &Term) -> TermPlace {
        let mut shared: Option<Vec<&'static str>> = None;
        for id in term.ids() {
            let Some(n) = self.native(id) else {
                return TermPlace::Unknown;
            };
            match n.counters {
                Counters::Outside(reg) => return TermPlace::Outside(reg),
                Counters::Unknown => return TermPlace::Unknown,
                Counters::Pmc(cs) => {
                    shared = Some(match shared {
                        None => cs.to_vec(),
                        Some(prev) => prev.into_iter().filter(|c| cs.contains(c)).collect(),
                    });
                }
            }
        }
        TermPlace::Pmc(shared.unwrap_or_default())
    }

    /// The cell of a PCL event, if the event is available.
    pub fn cell(&self, event: &str) -> Option<&'static Cell> {
        let e = events::event(event)?;
        self.cells.iter().find(|c| c.event == e.name)
    }

    pub fn availability(&self, event: &PclEvent) -> Availability {
        match self.cells.iter().find(|c| c.event == event.name) {
            Some(c) => Availability::Available(c),
            None => Availability::NotAvailable,
        }
    }

    /// Whether a native event counts in every mode, as the cells say.
    pub fn term_all_modes(&self, term: &Term) -> bool {
        term.ids()
            .iter()
            .any(|id| self.native(id).is_some_and(|n| n.all_modes))
    }
}

/// Where a term can be counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TermPlace {
    Pmc(Vec<&'static str>),
    Outside(&'static str),
    Unknown,
}

/// Every processor: the paper's fifteen rows, then the simulated machines.
pub static PROCESSORS: &[&Processor] = &[
    &paper::ALPHA_21164,
    &paper::ALPHA_21264,
    &paper::MIPS_R10000,
    &paper::MIPS_R12000,
    &paper::ULTRASPARC_II,
    &paper::ULTRASPARC_III,
    &paper::POWERPC_604,
    &paper::POWERPC_604E,
    &paper::POWER3,
    &paper::POWER3_II,
    &paper::PENTIUM,
    &paper::PENTIUM_PRO,
    &paper::PENTIUM_4,
    &paper::ATHLON,
    &paper::SR8000,
    &simulated::SPARC_T4,
    &simulated::SPARC_KT,
    &simulated::MONTECITO,
];

/// Look a processor up by id (case-insensitive).
pub fn processor(id: &str) -> Option<&'static Processor> {
    PROCESSORS
        .iter()
        .copied()
        .find(|p| p.id.eq_ignore_ascii_case(id.trim()))
}
