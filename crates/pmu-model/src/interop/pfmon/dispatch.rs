//! libpfm 3.10's Montecito dispatch (`pfmlib_montecito.c`, `pfm_mont_dispatch_events`): from
//! the events of one set and pfmon's model-specific parameters to register values, in
//! libpfm's order: the qualifier and range privilege checks, the counters
//! (`pfm_mont_dispatch_counters`), the I-EAR, the D-EAR, the instruction range, the data range,
//! the opcode matchers and the ETB. Read from PAPI's vendored copy (repository
//! icl-utk-edu/papi, `src/libpfm-3.y/lib/pfmlib_montecito.c`, the tree at commit 5a353fcbc9a0
//! before 7a04ba682 removed it). libpfm writes no IP-EAR (PMC42) for pfmon, which has no option
//! for it, and never PMC36 (see `opcm`).

use super::ranges::{self, Br, RangeError};
use crate::event::{LibpfmEntry, LibpfmGroup, LibpfmKind, LIBPFM_DAR, LIBPFM_IAR, LIBPFM_MESI, LIBPFM_OPCM};
use crate::interop::common::{set, InteropError, Slot};
use crate::register::Register;

/// libpfm's error codes (`pfmlib.h`) that its Montecito dispatch returns, with
/// `pfm_strerror`'s words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibpfmError {
    Invalid,
    NoAssign,
    FeatureCombination,
    EventSet,
    Incompatible,
    RangeTooBig,
    RangeInvalid,
    DataRangeInvalid,
    RangeAlign,
    RangeFlags,
}

impl LibpfmError {
    /// `pfm_strerror`, and the constant's name.
    pub fn message(self) -> &'static str {
        match self {
            LibpfmError::Invalid => "invalid parameters (PFMLIB_ERR_INVAL)",
            LibpfmError::NoAssign => "cannot assign events to counters (PFMLIB_ERR_NOASSIGN)",
            LibpfmError::FeatureCombination => {
                "invalid combination of model specific features (PFMLIB_ERR_FEATCOMB)"
            }
            LibpfmError::EventSet => "incompatible event sets (PFMLIB_ERR_EVTSET)",
            LibpfmError::Incompatible => "incompatible events combination (PFMLIB_ERR_EVTINCOMP)",
            LibpfmError::RangeTooBig => "code range too big (PFMLIB_ERR_IRRTOOBIG)",
            LibpfmError::RangeInvalid => "invalid code range (PFMLIB_ERR_IRRINVAL)",
            LibpfmError::DataRangeInvalid => "invalid data range (PFMLIB_ERR_DRRINVAL)",
            LibpfmError::RangeAlign => "code range is not bundle-aligned (PFMLIB_ERR_IRRALIGN)",
            LibpfmError::RangeFlags => "code range requires some flags in rr_flags (PFMLIB_ERR_IRRFLAGS)",
        }
    }
}

/// One event of the set, as pfmon hands it to libpfm.
#[derive(Clone, Debug)]
pub struct Event {
    pub text: String,
    pub entry: &'static LibpfmEntry,
    /// The unit masks given (`:I:S:E:M`), as PMC.MESI bits.
    pub mesi: u64,
    /// `pfp_events[i].plm`: pfmon sets every event's, from the default or --priv-levels.
    pub plm: u64,
    /// `pfp_mont_counters[i].thres`.
    pub threshold: u64,
}

/// An instruction or data range (`pfmlib_mont_input_rr_t` with one interval).
#[derive(Clone, Copy, Debug)]
pub struct Range {
    pub start: u64,
    pub end: u64,
    pub plm: u64,
    /// PFMLIB_MONT_RR_INV
    pub inverse: bool,
    /// PFMLIB_MONT_RR_NO_FINE_MODE
    pub no_fine: bool,
    /// PFMLIB_MONT_IRR_DEMAND_FETCH
    pub demand_fetch: bool,
    /// PFMLIB_MONT_IRR_PREFETCH_MATCH
    pub prefetch_match: bool,
}

/// An opcode matcher (`pfmlib_mont_opcm_t`): slot bits m, i, f, b, match and mask.
#[derive(Clone, Copy, Debug)]
pub struct Opcm {
    pub m: bool,
    pub i: bool,
    pub f: bool,
    pub b: bool,
    pub match_: u64,
    pub mask: u64,
}

/// The ETB's configuration (`pfmlib_mont_etb_t`).
#[derive(Clone, Copy, Debug)]
pub struct Etb {
    pub plm: u64,
    pub tm: u64,
    pub ptm: u64,
    pub ppm: u64,
    pub brt: u64,
}

/// An EAR's configuration (`pfmlib_mont_ear_t`).
#[derive(Clone, Copy, Debug)]
pub struct Ear {
    pub kind: LibpfmKind,
    pub plm: u64,
    pub umask: u64,
}

/// Everything pfmon passes to `pfm_dispatch_events` for one set.
#[derive(Clone, Debug, Default)]
pub struct Input {
    pub events: Vec<Event>,
    pub dfl_plm: u64,
    pub system_wide: bool,
    /// PFMLIB_MONT_FL_EVT_NO_QUALCHECK on every event (--no-qual-check).
    pub no_qual_check: bool,
    pub irange: Option<Range>,
    pub drange: Option<Range>,
    pub opcm1: Option<Opcm>,
    pub opcm2: Option<Opcm>,
    pub etb: Option<Etb>,
    pub iear: Option<Ear>,
    pub dear: Option<Ear>,
    /// libpfm's event table, where the dispatch looks special events up by name.
    pub table: &'static [LibpfmEntry],
}

/// What libpfm programs: each counter's slot (by event), the PMC values in its order, and the
/// debug registers pfmon writes from its output.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// The counter each event was given, as an index into the slots.
    pub counters: Vec<usize>,
    pub pmcs: Vec<(&'static Register, u64)>,
    pub ibrs: Vec<Br>,
    pub dbrs: Vec<Br>,
    /// Whether the instruction range is in fine mode.
    pub fine: bool,
}

/// The number of a slot's counter (PMC4 is 4).
fn number(slot: &Slot) -> u32 {
    slot.reg.name.trim_start_matches("PMC").parse().unwrap_or(0)
}

type Res<T> = Result<T, Failure>;

/// Why the dispatch failed: libpfm's code, or an encoding error of a value it computed.
#[derive(Debug)]
pub enum Failure {
    Libpfm(LibpfmError),
    Encode(InteropError),
}

impl From<InteropError> for Failure {
    fn from(e: InteropError) -> Failure {
        Failure::Encode(e)
    }
}

fn fail<T>(e: LibpfmError) -> Res<T> {
    Err(Failure::Libpfm(e))
}

/// `pfm_mont_dispatch_events`.
pub fn dispatch(
    input: &Input,
    slots: &[Slot],
    registers: &dyn Fn(&str) -> Option<&'static Register>,
) -> Res<Output> {
    let reg = |name: &str| registers(name).ok_or(Failure::Libpfm(LibpfmError::NoAssign));
    // check_qualifier_constraints
    if !input.no_qual_check {
        for e in &input.events {
            if (input.irange.is_some() && !e.entry.has(LIBPFM_IAR))
                || (input.drange.is_some() && !e.entry.has(LIBPFM_DAR))
                || ((input.opcm1.is_some() || input.opcm2.is_some()) && !e.entry.has(LIBPFM_OPCM))
            {
                return fail(LibpfmError::FeatureCombination);
            }
        }
    }
    // check_range_plm: a range applies to every event, with the default privilege levels.
    if (input.irange.is_some() || input.drange.is_some())
        && input.events.iter().any(|e| e.plm != 0 && e.plm != input.dfl_plm)
    {
        return fail(LibpfmError::FeatureCombination);
    }
    let mut out = Output {
        counters: counters(input, slots)?,
        ..Output::default()
    };
    for (e, &s) in input.events.iter().zip(&out.counters) {
        let slot = &slots[s];
        let r = slot.reg;
        let mut mesi = e.mesi;
        if e.entry.has(LIBPFM_MESI) && mesi == 0 {
            mesi = 0xf;
        }
        let mut v = 0;
        v = set(r, v, "plm", if e.plm != 0 { e.plm } else { input.dfl_plm })?;
        v = set(r, v, "pm", u64::from(input.system_wide))?;
        v = set(r, v, "threshold", e.threshold)?;
        v = set(r, v, "ism", 0b10)?;
        if let Some(m) = slot.mask {
            v = set(r, v, m.name, if e.entry.is_ear() { 0 } else { e.entry.umask })?;
        }
        v = set(r, v, slot.select.name, e.entry.code)?;
        if mesi != 0 {
            v = set(r, v, "MESI", mesi)?;
        }
        out.pmcs.push((r, v));
    }
    iear(input, &mut out, &reg)?;
    dear(input, &mut out, &reg)?;
    irange(input, &mut out, &reg)?;
    drange(input, &mut out, &reg)?;
    opcm(input, &mut out, &reg)?;
    etb(input, &mut out, &reg)?;
    Ok(out)
}

/// The L1D event placed in PMC5, and the events of the first and second L2D sets.
pub type Groups = (Option<usize>, Vec<usize>, Vec<usize>);

/// `check_cross_groups`: the L1D event libpfm places in PMC5 (the LAST of the list: the loop
/// sets `l1d_event_idx = i` for every L1D-group event and never breaks), and the events of
/// the first and second L2D sets; PFMLIB_ERR_EVTSET for two L1D sets or a third L2D set.
/// The manual asks for "one L1D event" in PMC5/PMD5 to monitor any L1D events (seed 003
/// section 3.3.3, L1124); libpfm gives PMC5 the last.
pub fn cross_groups(events: &[Event]) -> Result<Groups, LibpfmError> {
    let mut l1d = None;
    for (i, e) in events.iter().enumerate() {
        let Some(LibpfmGroup::L1d(s)) = e.entry.group else {
            continue;
        };
        l1d = Some(i);
        if events[i + 1..]
            .iter()
            .any(|f| matches!(f.entry.group, Some(LibpfmGroup::L1d(t)) if t != s))
        {
            return Err(LibpfmError::EventSet);
        }
    }
    let (mut s1, mut s2) = (None, None);
    let (mut set1, mut set2) = (Vec::new(), Vec::new());
    for (i, e) in events.iter().enumerate() {
        let Some(LibpfmGroup::L2d(s)) = e.entry.group else {
            continue;
        };
        if s1 == Some(s) {
            set1.push(i);
        } else if s2 == Some(s) {
            set2.push(i);
        } else if s1.is_none() {
            s1 = Some(s);
            set1.push(i);
        } else if s2.is_none() {
            s2 = Some(s);
            set2.push(i);
        } else {
            return Err(LibpfmError::EventSet);
        }
    }
    Ok((l1d, set1, set2))
}

/// `check_cancel_events`: at most one event of L2D_OZQ_CANCELS0's or L2D_OZQ_CANCELS1's code.
pub fn cancel_conflict(events: &[Event]) -> Option<(usize, usize)> {
    const CANCELS0: u64 = 0xe0;
    const CANCELS1: u64 = 0xe2;
    let found: Vec<usize> = (0..events.len())
        .filter(|&i| matches!(events[i].entry.code, CANCELS0 | CANCELS1))
        .collect();
    match found.as_slice() {
        [a, b, ..] => Some((*a, *b)),
        _ => None,
    }
}

/// `pfm_mont_dispatch_counters`' placement: the L1D event in PMC5, the first three events of
/// each L2D set in PMC4, 5, 8 and PMC6, 7, 9, the events restricted to some counters in the
/// first free one of theirs (in list order), then the rest in increasing free counters.
fn counters(input: &Input, slots: &[Slot]) -> Res<Vec<usize>> {
    let events = &input.events;
    if events.len() > slots.len() {
        return fail(LibpfmError::NoAssign);
    }
    let (l1d, set1, set2) = cross_groups(events).map_err(Failure::Libpfm)?;
    if cancel_conflict(events).is_some() {
        return fail(LibpfmError::Invalid);
    }
    let at = |n: u32| slots.iter().position(|s| number(s) == n);
    let mut free: Vec<bool> = vec![true; slots.len()];
    let mut assign: Vec<Option<usize>> = vec![None; events.len()];
    let take = |i: usize, n: u32, free: &mut Vec<bool>, assign: &mut Vec<Option<usize>>| -> Res<()> {
        match at(n) {
            Some(s) if free[s] => {
                free[s] = false;
                assign[i] = Some(s);
                Ok(())
            }
            _ => fail(LibpfmError::NoAssign),
        }
    };
    if let Some(i) = l1d {
        take(i, 5, &mut free, &mut assign)?;
    }
    let mut deferred = Vec::new();
    let (mut p1, mut p2) = (0, 0);
    for i in 0..events.len() {
        if p1 < 3 && set1.contains(&i) {
            take(i, [4, 5, 8][p1], &mut free, &mut assign)?;
            p1 += 1;
        } else if p2 < 3 && set2.contains(&i) {
            take(i, [6, 7, 9][p2], &mut free, &mut assign)?;
            p2 += 1;
        } else if Some(i) != l1d {
            deferred.push(i);
        }
    }
    // Events restricted to some counters (pme_counters other than PMC4-15).
    let mut rest = Vec::new();
    for &i in &deferred {
        let mask = events[i].entry.counters;
        if mask == 0xfff0 {
            rest.push(i);
            continue;
        }
        let found = (0..16u32)
            .filter(|n| mask >> n & 1 == 1)
            .find_map(|n| at(n).filter(|&s| free[s]));
        match found {
            Some(s) => {
                free[s] = false;
                assign[i] = Some(s);
            }
            None => return fail(LibpfmError::NoAssign),
        }
    }
    // The rest, in increasing counters: libpfm's j only moves up.
    let mut j = 0;
    for &i in &rest {
        while j < slots.len() && !free[j] {
            j += 1;
        }
        if j == slots.len() {
            return fail(LibpfmError::NoAssign);
        }
        free[j] = false;
        assign[i] = Some(j);
        j += 1;
    }
    assign
        .into_iter()
        .map(|a| a.ok_or(Failure::Libpfm(LibpfmError::NoAssign)))
        .collect()
}

/// The EAR event of the list of one side (I or D), if any: libpfm's `is_iear`/`is_dear`.
fn first_of(events: &[Event], iear: bool) -> Option<&Event> {
    events.iter().find(|e| {
        let i = matches!(e.entry.kind, LibpfmKind::IearTlb | LibpfmKind::IearCache);
        let d = matches!(
            e.entry.kind,
            LibpfmKind::DearTlb | LibpfmKind::DearCache | LibpfmKind::DearAlat
        );
        if iear {
            i
        } else {
            d
        }
    })
}

type RegFn<'a> = dyn Fn(&str) -> Res<&'static Register> + 'a;

/// `pfm_dispatch_iear`: PMC37 in TLB mode (ct = 00, umask 11:5) or cache mode (ct = 1x,
/// umask 12:5), with the EAR's privilege levels and pm.
fn iear(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    let ear = match (input.iear, first_of(&input.events, true)) {
        (Some(e), _) => e,
        (None, Some(e)) => Ear {
            kind: e.entry.kind,
            plm: 0,
            umask: e.entry.umask,
        },
        (None, None) => return Ok(()),
    };
    let r = reg("PMC37")?;
    let mut v = 0;
    v = match ear.kind {
        LibpfmKind::IearTlb => set(r, v, "ct", 0b00)?,
        LibpfmKind::IearCache => set(r, v, "ct", 0b10)?,
        _ => return fail(LibpfmError::Invalid),
    };
    v = set(r, v, "plm", if ear.plm != 0 { ear.plm } else { input.dfl_plm })?;
    v = set(r, v, "pm", u64::from(input.system_wide))?;
    v = set(r, v, "umask", ear.umask)?;
    out.pmcs.push((r, v));
    Ok(())
}

/// `pfm_dispatch_dear`: PMC40 with its mode (cache 00, TLB 01, ALAT 10), umask, privilege
/// levels, pm and ism = 10.
fn dear(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    let ear = match (input.dear, first_of(&input.events, false)) {
        (Some(e), _) => e,
        (None, Some(e)) => Ear {
            kind: e.entry.kind,
            plm: 0,
            umask: e.entry.umask,
        },
        (None, None) => return Ok(()),
    };
    let mode = match ear.kind {
        LibpfmKind::DearCache => 0,
        LibpfmKind::DearTlb => 1,
        LibpfmKind::DearAlat => 2,
        _ => return fail(LibpfmError::Invalid),
    };
    let r = reg("PMC40")?;
    let mut v = 0;
    v = set(r, v, "plm", if ear.plm != 0 { ear.plm } else { input.dfl_plm })?;
    v = set(r, v, "pm", u64::from(input.system_wide))?;
    v = set(r, v, "mode", mode)?;
    v = set(r, v, "umask", ear.umask)?;
    v = set(r, v, "ism", 0b10)?;
    out.pmcs.push((r, v));
    Ok(())
}

/// libpfm's names for the events it treats specially with an instruction range.
const IA64_INST_RETIRED: u64 = 0x08;
const CPU_OP_CYCLES: u64 = 0x12;
/// L1I_PREFETCHES, L1I_STRM_PREFETCHES, L2I_PREFETCHES: only IBRP1 qualifies them.
const PREFETCH: &[&str] = &["L1I_PREFETCHES", "L1I_STRM_PREFETCHES", "L2I_PREFETCHES"];
/// ISB_BUNPAIRS_IN, L1I_FETCH_RAB_HIT, L1I_FETCH_ISB_HIT, L1I_FILLS: IBRP0 or IBRP1 by rr_flags.
const PREFETCH_DUAL: &[&str] = &[
    "ISB_BUNPAIRS_IN",
    "L1I_FETCH_RAB_HIT",
    "L1I_FETCH_ISB_HIT",
    "L1I_FILLS",
];

fn code_of(table: &[LibpfmEntry], name: &str) -> Option<u64> {
    table.iter().find(|e| e.name == name).map(|e| e.code)
}

/// `pfm_dispatch_irange`: the range on IBR pairs (fine mode when both ends are in one 64 KB
/// page, as libpfm checks it), and PMC38 from its default 0xdb6 with the pairs used enabled.
fn irange(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    let Some(r) = input.irange else {
        return Ok(());
    };
    // check_intervals(mode 0)
    if r.start >= r.end {
        return fail(LibpfmError::RangeInvalid);
    }
    if r.start & 0xf != 0 || r.end & 0xf != 0 {
        return fail(LibpfmError::RangeAlign);
    }
    let events = &input.events;
    let retired_mask = events
        .iter()
        .filter(|e| e.entry.code == IA64_INST_RETIRED)
        .fold(0u64, |m, e| m | 1 << (e.entry.umask & 3));
    let retired = events
        .iter()
        .filter(|e| e.entry.code == IA64_INST_RETIRED)
        .count();
    let retired_only = retired == events.len();
    let fine = !r.no_fine && (r.start & ranges::FINE_MODE_MASK) == (r.end & ranges::FINE_MODE_MASK);
    // check_prefetch_events
    let codes =
        |names: &[&str]| -> Vec<u64> { names.iter().filter_map(|n| code_of(input.table, n)).collect() };
    let (single, dual) = (codes(PREFETCH), codes(PREFETCH_DUAL));
    let (mut found, mut ibrp0, mut ibrp1) = (0, 0, 0);
    for e in events {
        if single.contains(&e.entry.code) {
            found += 1;
            ibrp1 += 1;
        }
        if dual.contains(&e.entry.code) {
            found += 1;
            if !r.demand_fetch && !r.prefetch_match {
                return fail(LibpfmError::RangeFlags);
            }
            if r.demand_fetch {
                ibrp0 += 1;
            }
            if r.prefetch_match {
                ibrp1 += 1;
            }
        }
    }
    let base = if found > 0 && ibrp0 == 0 { 2 } else { 0 };
    let dup = found > 0 && ibrp0 > 0 && ibrp1 > 0;
    // has_cpu_cycles_qual compares codes: CPU_OP_CYCLES_ALL has CPU_OP_CYCLES_QUAL's too.
    let cycles_qual = code_of(input.table, "CPU_OP_CYCLES_QUAL").unwrap_or(CPU_OP_CYCLES);
    if (base > 0 || dup) && events.iter().any(|e| e.entry.code == cycles_qual) {
        return fail(LibpfmError::FeatureCombination);
    }
    let mut brs = Vec::new();
    let range_err = |e: RangeError| match e {
        RangeError::TooBig => Failure::Libpfm(LibpfmError::RangeTooBig),
        RangeError::Invalid => Failure::Libpfm(LibpfmError::RangeInvalid),
    };
    if !fine {
        if retired_only {
            ranges::normal(r.start, r.end, r.plm, base, &mut brs).map_err(range_err)?;
        } else {
            if found + retired != events.len() {
                return fail(LibpfmError::FeatureCombination);
            }
            ranges::single(r.start, r.end, r.plm, base, &mut brs).map_err(range_err)?;
            if dup {
                ranges::single(r.start, r.end, r.plm, base, &mut brs).map_err(range_err)?;
            }
        }
    } else {
        ranges::fine(r.start, r.end, r.plm, base, &mut brs);
        if dup {
            // compute_fine_rr moved its base index past the pair it used.
            ranges::fine(r.start, r.end, r.plm, base + 2, &mut brs);
        }
    }
    let pmc38 = reg("PMC38")?;
    let mut v = 0xdb6;
    for b in &brs {
        let field = match b.num {
            0 => "ig_ibrp0",
            2 => "ig_ibrp1",
            4 => "ig_ibrp2",
            6 => "ig_ibrp3",
            _ => continue,
        };
        v = set(pmc38, v, field, 0)?;
    }
    if fine {
        v = set(pmc38, v, "fine", 1)?;
    } else if retired_only {
        let used = |f: &str| pmc38.field(f).is_some_and(|f| f.get(v) == 0);
        for (bit, f) in [(1, "ig_ibrp0"), (2, "ig_ibrp1"), (4, "ig_ibrp2"), (8, "ig_ibrp3")] {
            if retired_mask & bit == 0 && used(f) {
                return fail(LibpfmError::RangeInvalid);
            }
        }
    }
    out.pmcs.push((pmc38, v));
    out.ibrs = brs;
    out.fine = fine;
    Ok(())
}

/// `iod_tab`: PMC41.cfgdtag for the constraints a DBR pair's channel has (instruction range,
/// opcode match, data range).
const IOD_TAB: [u64; 8] = [3, 2, 3, 0, 1, 0, 1, 0];
const DR_USED: usize = 1;
const OP_USED: usize = 2;
const IR_USED: usize = 4;

/// `pfm_dispatch_drange`: the data range on DBR pairs, and PMC41 from its default
/// 0x2078fefefefe with each channel's constraints; also run for an instruction range alone.
fn drange(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    if input.drange.is_none() && input.irange.is_none() {
        return Ok(());
    }
    let op32 = if input.opcm1.is_some() { OP_USED } else { 0 };
    let op34 = if input.opcm2.is_some() { OP_USED } else { 0 };
    let mut iod = [0usize; 4];
    if let Some(r) = input.drange {
        if r.start >= r.end {
            return fail(LibpfmError::DataRangeInvalid);
        }
        let mut brs = Vec::new();
        ranges::normal(r.start, r.end, r.plm, 0, &mut brs).map_err(|e| match e {
            RangeError::TooBig => Failure::Libpfm(LibpfmError::RangeTooBig),
            RangeError::Invalid => Failure::Libpfm(LibpfmError::DataRangeInvalid),
        })?;
        for b in &brs {
            match b.num {
                0 => iod[0] |= DR_USED | op32,
                2 => iod[1] |= DR_USED | op34,
                4 => iod[2] |= DR_USED | op32,
                6 => iod[3] |= DR_USED | op34,
                _ => {}
            }
        }
        out.dbrs = brs;
    }
    if input.irange.is_some() {
        for b in &out.ibrs {
            match b.num {
                0 => iod[0] |= IR_USED | op32,
                2 => iod[1] |= IR_USED | op34,
                4 if !out.fine => iod[2] |= IR_USED | op32,
                6 if !out.fine => iod[3] |= IR_USED | op34,
                _ => {}
            }
        }
    }
    let r = reg("PMC41")?;
    let mut v = 0x2078_fefe_fefe;
    for (n, code) in iod.iter().enumerate() {
        v = set(r, v, &format!("en_dbrp{n}"), u64::from(*code != 0))?;
        v = set(r, v, &format!("cfgdtag{n}"), IOD_TAB[*code])?;
    }
    out.pmcs.push((r, v));
    Ok(())
}

/// `pfm_dispatch_opcm`: PMC32 (and PMC33 with its match) for the first matcher or for an
/// instruction range, PMC34/PMC35 for the second. libpfm computes a PMC36 from 0xfffffff0 but
/// only ever clears bits that value has clear, so it never differs from the default and is
/// never written.
fn opcm(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    let ranged = input.irange.is_some() && !out.ibrs.is_empty();
    if input.opcm1.is_some() || ranged {
        let r = reg("PMC32")?;
        let mut v = 0x030f_01ff_ffff_ffff;
        if let Some(o) = input.opcm1 {
            v = slots_and_mask(r, v, o)?;
        }
        if let Some(range) = input.irange {
            v = set(r, v, "ig_ad", 0)?;
            v = set(r, v, "inv", u64::from(range.inverse))?;
        } else {
            v = set(r, v, "ig_ad", 1)?;
            v = set(r, v, "inv", 0)?;
        }
        out.pmcs.push((r, v));
        if let Some(o) = input.opcm1 {
            let r = reg("PMC33")?;
            out.pmcs
                .push((r, set(r, 0, "match", o.match_ & 0x1ff_ffff_ffff)?));
        }
    }
    if let Some(o) = input.opcm2 {
        let r = reg("PMC34")?;
        let v = slots_and_mask(r, 0x01ff_ffff_ffff, o)?;
        out.pmcs.push((r, v));
        let r = reg("PMC35")?;
        out.pmcs
            .push((r, set(r, 0, "match", o.match_ & 0x1ff_ffff_ffff)?));
    }
    Ok(())
}

/// An opcode matcher's mask and slot bits in PMC32 or PMC34 (the 41-bit bitfield keeps the low
/// bits of the mask given).
fn slots_and_mask(r: &'static Register, mut v: u64, o: Opcm) -> Result<u64, InteropError> {
    v = set(r, v, "mask", o.mask & 0x1ff_ffff_ffff)?;
    v = set(r, v, "b", u64::from(o.b))?;
    v = set(r, v, "f", u64::from(o.f))?;
    v = set(r, v, "i", u64::from(o.i))?;
    set(r, v, "m", u64::from(o.m))
}

/// `pfm_dispatch_etb`: PMC39 for an ETB event (capturing every branch unless told otherwise)
/// or ETB options; 0 when a D-EAR TLB or ALAT event is used without them (the manual's rule
/// that PMC39 be zero then), and PFMLIB_ERR_EVTINCOMP when both are asked for.
fn etb(input: &Input, out: &mut Output, reg: &RegFn) -> Res<()> {
    let events = &input.events;
    let found_etb = events.iter().any(|e| e.entry.kind == LibpfmKind::Etb);
    let mut bad_dear = events
        .iter()
        .any(|e| matches!(e.entry.kind, LibpfmKind::DearTlb | LibpfmKind::DearAlat));
    if !bad_dear {
        bad_dear = input
            .dear
            .is_some_and(|d| matches!(d.kind, LibpfmKind::DearTlb | LibpfmKind::DearAlat));
    }
    if !found_etb && input.etb.is_none() && !bad_dear {
        return Ok(());
    }
    let r = reg("PMC39")?;
    let mut v = 0;
    let etb = match input.etb {
        Some(e) => Some(e),
        None if found_etb => Some(Etb {
            plm: 0,
            tm: 3,
            ptm: 3,
            ppm: 3,
            brt: 0,
        }),
        None => None,
    };
    if let Some(e) = etb {
        v = set(r, v, "plm", if e.plm != 0 { e.plm } else { input.dfl_plm })?;
        v = set(r, v, "pm", u64::from(input.system_wide))?;
        v = set(r, v, "ds", 0)?;
        v = set(r, v, "tm", e.tm & 3)?;
        v = set(r, v, "ptm", e.ptm & 3)?;
        v = set(r, v, "ppm", e.ppm & 3)?;
        v = set(r, v, "brt", e.brt & 3)?;
    }
    if bad_dear && v != 0 {
        return fail(LibpfmError::Incompatible);
    }
    out.pmcs.push((r, v));
    Ok(())
}
