//! The relations the SPARC tables state or imply between events, held by the simulator's
//! counts (seed 000 TABLE 10-2 for the T4; the KT catalogue of Solaris' niagara2_pcbe.c).
//! docs/sparc-equations.md lists them with their lines. Each test programs the PICs of a strand
//! alike (ut, st and ht set, so that every mode counts) and runs every built-in workload; a
//! property test runs them over generated workload descriptions and seeds.
//!
//! "Setting multiple mask bits at the same time can lead to multiple events being counted as
//! one event" (seed 000 line 76): a union of parts the table does not call disjoint lies between its
//! largest part and their sum; a union of disjoint parts is their sum.

// The property test's random source needs an OS.
#![cfg(not(target_arch = "wasm32"))]

use pmu_model::sim::workload::{builtin, WorkloadSpec, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};
use proptest::prelude::*;

const CYCLES: u64 = 1_000_000;

/// The PCR mode bits ut, st and ht (seed 000 TABLE 10-1).
const ALL_MODES: u64 = 0x1c;

fn mode(s: &mut Simulator, m: SparcMode) {
    s.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Sparc(m),
    })
    .expect("mode");
}

fn write(s: &mut Simulator, thread: u32, reg: &str, value: u64) {
    s.apply(Action::Write {
        thread,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(value),
    })
    .unwrap_or_else(|e| panic!("write {reg}: {e}"));
}

/// The counts of T4 encodings (sl, mask) on `strand` of a machine of `threads` strands, each
/// counted by PICs programmed alike on the strands `alike` (four at a time).
fn t4_counts(spec: &WorkloadSpec, seed: u64, threads: u32, strand: u32, encs: &[(u64, u64)]) -> Vec<u64> {
    let base = Simulator::with_workload("sparc-t4", seed, threads, spec.clone()).expect("sim");
    let mut out = Vec::new();
    for chunk in encs.chunks(4) {
        let mut s = base.clone();
        mode(&mut s, SparcMode::Hyperprivileged);
        for t in 0..threads {
            for (n, (sl, mask)) in chunk.iter().enumerate() {
                write(&mut s, t, &format!("PCR{n}"), sl << 11 | mask << 5 | ALL_MODES);
            }
        }
        mode(&mut s, SparcMode::User);
        s.apply(Action::Run { cycles: CYCLES }).expect("run");
        let rows = s.counters(strand, 0);
        for n in 0..chunk.len() {
            let id = format!("PIC{n}");
            out.push(rows.iter().find(|r| r.spec.id == id).expect("PIC").value);
        }
    }
    out
}

/// The counts of KT encodings (sl, mask), two at a time in PIC's two counters.
fn kt_counts(spec: &WorkloadSpec, seed: u64, encs: &[(u64, u64)]) -> Vec<u64> {
    let base = Simulator::with_workload("sparc-kt", seed, 1, spec.clone()).expect("sim");
    let mut out = Vec::new();
    for chunk in encs.chunks(2) {
        let mut s = base.clone();
        mode(&mut s, SparcMode::Hyperprivileged);
        let mut fields: Vec<(String, String)> = ["ut", "st", "ht"]
            .iter()
            .map(|f| (f.to_string(), "1".to_string()))
            .collect();
        for (n, (sl, mask)) in chunk.iter().enumerate() {
            fields.push((format!("sl{n}"), sl.to_string()));
            fields.push((format!("mask{n}"), mask.to_string()));
        }
        s.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: "PCR".into(),
            value: WriteValue::Fields(fields),
        })
        .expect("write PCR");
        mode(&mut s, SparcMode::User);
        s.apply(Action::Run { cycles: CYCLES }).expect("run");
        let rows = s.counters(0, 0);
        for (n, id) in ["PIC0", "PIC1"].iter().enumerate().take(chunk.len()) {
            let _ = n;
            out.push(rows.iter().find(|r| r.spec.id == *id).expect("PIC").value);
        }
    }
    out
}

/// A union mask of parts lies between the largest part and their sum, since "setting multiple
/// mask bits at the same time can lead to multiple events being counted as one event" (seed
/// 000 line 76); it is exactly the sum when the parts are disjoint.
fn check_union(
    spec: &WorkloadSpec,
    seed: u64,
    sl: u64,
    union: u64,
    parts: &[u64],
    disjoint: bool,
) -> Result<(), String> {
    let mut encs = vec![(sl, union)];
    encs.extend(parts.iter().map(|m| (sl, *m)));
    let c = t4_counts(spec, seed, 1, 0, &encs);
    let (u, ps) = (c[0], &c[1..]);
    let sum: u64 = ps.iter().sum();
    let max = ps.iter().copied().max().unwrap_or(0);
    let what = format!(
        "{}: sl {sl} mask {union:#x} = {u}, parts {parts:x?} = {ps:?}",
        spec.name
    );
    if disjoint && u != sum {
        return Err(format!("{what}: a union of disjoint parts is their sum"));
    }
    if !(max <= u && u <= sum) {
        return Err(format!(
            "{what}: a union lies between its largest part and the sum"
        ));
    }
    Ok(())
}

fn le(what: &str, a: u64, b: u64) -> Result<(), String> {
    (a <= b).then_some(()).ok_or(format!("{what}: {a} > {b}"))
}

fn eq(what: &str, a: u64, b: u64) -> Result<(), String> {
    (a == b).then_some(()).ok_or(format!("{what}: {a} != {b}"))
}

/// Every T4 relation, for one workload and seed.
fn t4_relations(spec: &WorkloadSpec, seed: u64) -> Result<(), String> {
    let n = &spec.name;
    // Seed 000 line 88: "sel-0-wait, sel-0-ready, sel-1, and sel-2 form a disjoint set of events whose
    // union encompasses all cycles, excluding cycles where the thread was ready but was stalled
    // due to tag stalls"; "the only useful mask settings with multiple bits set are 6 and 18".
    check_union(spec, seed, 1, 0x06, &[0x02, 0x04], true)?;
    check_union(spec, seed, 1, 0x18, &[0x08, 0x10], true)?;
    let c = t4_counts(
        spec,
        seed,
        1,
        0,
        &[(1, 0x02), (1, 0x04), (1, 0x08), (1, 0x10), (26, 0), (1, 0x01)],
    );
    le(
        &format!("{n}: sel-0-wait + sel-0-ready + sel-1 + sel-2 <= cycles (seed 000 line 88)"),
        c[0] + c[1] + c[2] + c[3],
        c[4],
    )?;
    // Seed 000 lines 83-84: Sel-pipe-drain-cycles "is one component of Sel-0-wait cycles".
    le(
        &format!("{n}: Sel-pipe-drain <= Sel-0-wait (seed 000 line 83)"),
        c[5],
        c[0],
    )?;
    // Seed 000 line 93: Any pick (0E) is Pick-1, Pick-2 and Pick-3, cycles of different pick counts;
    // with Pick-0 they are every cycle (sl 26, line 257).
    check_union(spec, seed, 2, 0x0e, &[0x02, 0x04, 0x08], true)?;
    let c = t4_counts(spec, seed, 1, 0, &[(2, 0x01), (2, 0x0e), (26, 0)]);
    eq(
        &format!("{n}: Pick-0 + Any pick = cycles (seed 000 lines 93, 257)"),
        c[0] + c[1],
        c[2],
    )?;
    // Seed 000 line 101: 3F "counts all instructions", the sum of the six types; line 108: taken
    // branches are branches.
    check_union(spec, seed, 3, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], true)?;
    let c = t4_counts(
        spec,
        seed,
        1,
        0,
        &[(4, 0x01), (4, 0x02), (4, 0x20), (3, 0x3f), (28, 0x01)],
    );
    le(
        &format!("{n}: taken branches <= branches (seed 000 line 108)"),
        c[1],
        c[0],
    )?;
    // Footnote 12 (seed 000 line 266): block loads and stores are 8 micro-ops, most instructions 1.
    eq(
        &format!("{n}: micro-ops = instructions + 7 block loads/stores (seed 000 line 266)"),
        c[4],
        c[3] + 7 * c[2],
    )?;
    // Seed 000 line 128: sl 6 mask 3F "counts all ITLB misses", which sl 5 mask 10 counts synchronously.
    let c = t4_counts(spec, seed, 1, 0, &[(6, 0x3f), (5, 0x10), (5, 0x07), (11, 0x03)]);
    eq(
        &format!("{n}: ITLB fills 3F = ITLB misses (seed 000 line 128)"),
        c[0],
        c[1],
    )?;
    // Seed 000 lines 118 and 172: every instruction cache miss, in sl 5 and in sl 11.
    eq(
        &format!("{n}: sl 5 mask 07 = sl 11 mask 03 (seed 000 lines 118, 172)"),
        c[2],
        c[3],
    )?;
    check_union(spec, seed, 5, 0x07, &[0x01, 0x02, 0x04], false)?;
    check_union(spec, seed, 6, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], false)?;
    // Seed 000 line 139: microtag masks [1], [2], [3] are mutually exclusive, as are [0], [2], [3];
    // [0] and [1] are not.
    check_union(spec, seed, 7, 0x0e, &[0x02, 0x04, 0x08], true)?;
    check_union(spec, seed, 7, 0x0d, &[0x01, 0x04, 0x08], true)?;
    check_union(spec, seed, 7, 0x03, &[0x01, 0x02], false)?;
    // Seed 000 line 151: select tag waits overlap, "the counter is only incremented once for each
    // cycle that any of the waits occur".
    check_union(spec, seed, 9, 0x0e, &[0x02, 0x04, 0x08], false)?;
    // Seed 000 lines 164, 168: all ITLB and all DTLB tablewalk references.
    check_union(spec, seed, 10, 0x07, &[0x01, 0x02, 0x04], false)?;
    check_union(spec, seed, 10, 0x38, &[0x08, 0x10, 0x20], false)?;
    // Seed 000 lines 178 and 241: the L1 D-cache misses, precise and asynchronous, are the same events.
    let c = t4_counts(spec, seed, 1, 0, &[(16, 0x07), (23, 0x07), (3, 0x04), (18, 0x04)]);
    eq(
        &format!("{n}: sl 16 mask 07 = sl 23 mask 07 (seed 000 lines 178, 241)"),
        c[0],
        c[1],
    )?;
    le(
        &format!("{n}: L1 data cache misses <= Load instructions (seed 000 lines 97, 178)"),
        c[0],
        c[2],
    )?;
    // Seed 000 line 194: "Software prefetches are not dropped when only one thread is running".
    eq(
        &format!("{n}: one strand drops no prefetch for a full miss buffer (seed 000 line 194)"),
        c[3],
        0,
    )?;
    check_union(spec, seed, 16, 0x07, &[0x01, 0x02, 0x04], false)?;
    check_union(spec, seed, 17, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], false)?;
    check_union(spec, seed, 18, 0x06, &[0x02, 0x04], false)?;
    // Seed 000 line 203: "Store buffer RAW hits supercede store queue RAW hits".
    check_union(spec, seed, 19, 0x0f, &[0x03, 0x0c], true)?;
    check_union(spec, seed, 19, 0x03, &[0x01, 0x02], false)?;
    check_union(spec, seed, 19, 0x0c, &[0x04, 0x08], false)?;
    // Seed 000 lines 209-216: instruction cache and data cache eviction and snoop
    // invalidations, L1 cache snoop invalidations, any L1 cache invalidation.
    check_union(spec, seed, 20, 0x03, &[0x01, 0x02], false)?;
    check_union(spec, seed, 20, 0x0c, &[0x04, 0x08], false)?;
    check_union(spec, seed, 20, 0x0a, &[0x02, 0x08], false)?;
    check_union(spec, seed, 20, 0x0f, &[0x03, 0x0c], false)?;
    check_union(spec, seed, 21, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], false)?;
    check_union(spec, seed, 22, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], false)?;
    // Seed 000 line 249: "Not all events are mutually exclusive".
    check_union(spec, seed, 24, 0x3f, &[0x01, 0x02, 0x04, 0x08, 0x10, 0x20], false)?;
    // Seed 000 line 251: mask 02 "includes both far table mispredicts and return stack mispredicts";
    // lines 254-255: 0E Branch target mispredict, 0F Branch mispredict.
    let c = t4_counts(spec, seed, 1, 0, &[(25, 0x02), (25, 0x08)]);
    le(
        &format!("{n}: return stack <= far table or return stack (seed 000 line 251)"),
        c[1],
        c[0],
    )?;
    check_union(spec, seed, 25, 0x0e, &[0x02, 0x04, 0x08], false)?;
    check_union(spec, seed, 25, 0x0f, &[0x01, 0x0e], false)?;
    Ok(())
}

/// Footnote 13 (seed 000 line 267): the events that cross strands are the core's; PCRs programmed
/// alike on two strands of a core count them alike (every mode counted).
fn t4_core_events(spec: &WorkloadSpec, seed: u64) -> Result<(), String> {
    let encs = [
        (8, 0x02),
        (9, 0x1f),
        (18, 0x01),
        (20, 0x1f),
        (24, 0x3f),
        (24, 0x01),
    ];
    let a = t4_counts(spec, seed, 2, 0, &encs);
    let b = t4_counts(spec, seed, 2, 1, &encs);
    (a == b).then_some(()).ok_or(format!(
        "{}: the core's events differ between strands 0 and 1: {a:?} vs {b:?} (seed 000 line 267)",
        spec.name
    ))?;
    // Fetch-0-all counts "cycles when no valid instructions are fetched for any strand"
    // (line 143): at most each strand's Fetch-0.
    let c = t4_counts(spec, seed, 2, 0, &[(8, 0x01), (8, 0x02)]);
    le(
        &format!(
            "{}: Fetch-0-all (no valid instructions fetched for any strand) <= Fetch-0 (seed 000 line 143)",
            spec.name
        ),
        c[1],
        c[0],
    )
}

/// The KT's unions and the crypto units' busy cycles.
fn kt_relations(spec: &WorkloadSpec, seed: u64) -> Result<(), String> {
    let n = &spec.name;
    // Instr_cnt (0xfd) is every instruction type but Br_taken: the sum of its disjoint types.
    let parts = [0x01, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80];
    let mut encs = vec![(2, 0xfd)];
    encs.extend(parts.iter().map(|m| (2, *m)));
    let c = kt_counts(spec, seed, &encs);
    eq(
        &format!("{n}: Instr_cnt = the sum of its types"),
        c[0],
        c[1..].iter().sum(),
    )?;
    // TLB_miss (0x0c) is ITLB_miss and DTLB_miss, one per cycle.
    let c = kt_counts(spec, seed, &[(0xb, 0x0c), (0xb, 0x04), (0xb, 0x08)]);
    le(
        &format!("{n}: TLB_miss <= ITLB_miss + DTLB_miss"),
        c[0],
        c[1] + c[2],
    )?;
    le(
        &format!("{n}: max(ITLB_miss, DTLB_miss) <= TLB_miss"),
        c[1].max(c[2]),
        c[0],
    )?;
    // Each crypto operation keeps its unit busy at least one cycle.
    for u in 0..6 {
        let c = kt_counts(spec, seed, &[(6, 1 << u), (7, 1 << u)]);
        le(
            &format!("{n}: crypto unit {u}: operations <= busy cycles"),
            c[0],
            c[1],
        )?;
    }
    Ok(())
}

#[test]
fn t4_relations_hold_for_every_builtin_workload() {
    for w in BUILTINS {
        let spec = builtin(w).expect("builtin");
        t4_relations(&spec, 1).unwrap_or_else(|e| panic!("{e}"));
        t4_core_events(&spec, 1).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn kt_relations_hold_for_every_builtin_workload() {
    for w in BUILTINS {
        let spec = builtin(w).expect("builtin");
        kt_relations(&spec, 1).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// A workload description from 16 numbers in 0..1, over a built-in.
fn spec_from(base: &str, v: &[f64]) -> WorkloadSpec {
    let mut s = builtin(base).expect("builtin");
    s.name = "generated".into();
    s.branch = v[0];
    s.fgu = v[1];
    s.load = v[2];
    s.store = v[3];
    s.other = v[4] + 0.01;
    s.block = v[5] * 0.05;
    s.mispredict = v[6] * 0.3;
    s.load_miss.l2l3 = v[7] * 0.2;
    s.load_miss.local_mem = v[8] * 0.2;
    s.itlb_miss = v[9] * 0.01;
    s.dtlb_miss = v[10] * 0.05;
    s.crypto = v[11];
    s.crypto_ntc = v[12];
    s.other_core = v[13] * 0.05;
    s.dual_issue = v[14];
    s.store_remote_c2c = v[15] * 0.05;
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    /// The relations over generated workload descriptions and seeds.
    #[test]
    fn relations_hold_for_generated_workloads(
        v in proptest::collection::vec(0.0f64..1.0, 16),
        base in prop::sample::select(BUILTINS.to_vec()),
        seed in any::<u64>(),
    ) {
        let spec = spec_from(base, &v);
        prop_assert!(spec.validate().is_ok());
        prop_assert_eq!(t4_relations(&spec, seed), Ok(()));
        prop_assert_eq!(t4_core_events(&spec, seed), Ok(()));
        prop_assert_eq!(kt_relations(&spec, seed), Ok(()));
    }
}
