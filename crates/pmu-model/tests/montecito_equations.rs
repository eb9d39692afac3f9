//! The Montecito manual's equations between events, held exactly by the simulator's counts
//! (seed 003; docs/montecito-equations.md lists them with their lines). Each test programs
//! counters alike (same privilege levels, no threshold, no qualification) and runs every
//! built-in workload with one thread and with two (whose switch windows count as
//! CPU_OP_CYCLES and BE_FLUSH_BUBBLE.XPN), in duplicated and in banked counters (whose dead
//! cycle at a switch drops from every counter alike); a property test runs the stated
//! equations over generated workload descriptions and seeds.
//!
//! The relations the manual implies (a union umask is the sum of its disjoint parts, misses
//! are at most references, subsets at most supersets, `.all` is the sum of both threads' own
//! counts) are tested event by event, each citing the line that implies it. Events of
//! different L1D or L2D sets cannot be counted together (sections 4.8.2, 4.8.4): those
//! relations compare runs of the same simulator, one event at a time.

// The property test's random source needs an OS.
#![cfg(not(target_arch = "wasm32"))]

use pmu_model::machine;
use pmu_model::sim::engines::montecito::sched::Config;
use pmu_model::sim::workload::{builtin, Levels, WorkloadSpec, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, WriteValue};
use proptest::prelude::*;

const CYCLES: u64 = 120_000;

/// A simulator with the workload and the mode, before any counter is programmed; two threads
/// switch on pause hints too, so that switch windows are frequent.
fn base(spec: &WorkloadSpec, seed: u64, threads: u32) -> Simulator {
    let mut s = Simulator::with_workload("montecito", seed, threads, spec.clone()).expect("sim");
    if threads == 2 {
        s.set_switch_config(Config {
            pause_every: 2000,
            ..Config::default()
        })
        .expect("config");
    }
    s.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: true,
        },
    })
    .expect("mode");
    s
}

/// An encoding by name: `EVENT.UMASK` (the umask row's name, which may hold dots) or `EVENT`.
fn enc(name: &str) -> (u64, u64, bool) {
    let m = machine("montecito").expect("montecito");
    for e in m.events {
        if name == e.name {
            return (e.code, 0, e.set.is_some_and(|s| s.unit == "L1D"));
        }
        if let Some(rest) = name.strip_prefix(e.name).and_then(|r| r.strip_prefix('.')) {
            if let Some(k) = e.masks.iter().find(|k| k.name == rest) {
                return (e.code, k.value, e.set.is_some_and(|s| s.unit == "L1D"));
            }
        }
    }
    panic!("no encoding {name}");
}

/// One counter's programming: PMCn, the encoding, and whether .all is set.
#[derive(Clone, Copy)]
struct Prog<'a> {
    thread: u32,
    n: u32,
    name: &'a str,
    all: bool,
}

fn prog(n: u32, name: &str) -> Prog<'_> {
    Prog {
        thread: 0,
        n,
        name,
        all: false,
    }
}

/// Program the counters (at privilege levels `plm`), run `cycles`, and read each PMD.
fn run(base: &Simulator, plm: u8, progs: &[Prog], cycles: u64) -> Vec<u64> {
    let mut s = base.clone();
    for p in progs {
        let (code, umask, _) = enc(p.name);
        s.apply(Action::Write {
            thread: p.thread,
            unit: 0,
            reg: format!("PMC{}", p.n),
            value: WriteValue::Fields(vec![
                ("es".into(), format!("{code:#x}")),
                ("umask".into(), format!("{umask:#x}")),
                ("plm".into(), plm.to_string()),
                ("ism".into(), "2".into()),
                ("MESI".into(), "15".into()),
                ("all".into(), u8::from(p.all).to_string()),
            ]),
        })
        .unwrap_or_else(|e| panic!("PMC{} {}: {e}", p.n, p.name));
    }
    let end = s.cycle + cycles;
    while s.cycle < end {
        s.apply(Action::Run {
            cycles: end - s.cycle,
        })
        .expect("run");
    }
    progs
        .iter()
        .map(|p| {
            s.counters(p.thread, 0)
                .iter()
                .find(|r| r.spec.id == format!("PMD{}", p.n))
                .expect("counter")
                .value
        })
        .collect()
}

/// One encoding counted on its own (an L1D-set event in PMC5, which selects its set; any other
/// in PMC4), at every privilege level.
fn one(base: &Simulator, name: &str) -> u64 {
    let (_, _, l1d) = enc(name);
    run(base, 15, &[prog(if l1d { 5 } else { 4 }, name)], CYCLES)[0]
}

/// Every built-in workload with one and two threads.
fn cases() -> Vec<(String, Simulator)> {
    let mut out = Vec::new();
    for threads in [1, 2] {
        for w in BUILTINS {
            let spec = builtin(w).expect("builtin");
            out.push((format!("{w}, {threads} thread(s)"), base(&spec, 1, threads)));
        }
    }
    out
}

/// The two counter groups the stated equations run in: duplicated (PMC4 onwards) and banked
/// (PMC10 onwards).
const GROUPS: [u32; 2] = [4, 10];

/// CPU_OP_CYCLES = BACK_END_BUBBLE.all + (IA64_INST_RETIRED >= 1): "During every clock in which
/// the CPU is not in a halted state, the back-end pipeline has either a bubble or it retires 1
/// or more instructions" (section 4.6, L1965). The
/// last term, the cycles that retire at least one instruction, is CPU_OP_CYCLES.QUAL with the
/// tag channels open: a cycle with a tagged instruction, and with every instruction tagged that
/// is a cycle that retires one. IA64_INST_RETIRED with a threshold cannot express ">= 1" (the
/// counter counts the cycles in which the value exceeds the threshold, and a threshold of 0
/// means none).
fn cpu_op_cycles_equation(name: &str, base: &Simulator, plm: u8) {
    for g in GROUPS {
        let c = run(
            base,
            plm,
            &[
                prog(g, "CPU_OP_CYCLES.ALL"),
                prog(g + 1, "BACK_END_BUBBLE.ALL"),
                prog(g + 2, "CPU_OP_CYCLES.QUAL"),
            ],
            CYCLES,
        );
        assert!(c[0] > 0 && c[1] > 0 && c[2] > 0, "{name}: {c:?}");
        assert_eq!(
            c[0],
            c[1] + c[2],
            "{name}, PMC{g}.., plm {plm}: CPU_OP_CYCLES = BACK_END_BUBBLE.ALL + QUAL"
        );
    }
}

/// BACK_END_BUBBLE.all = BE_RSE_BUBBLE.all + BE_EXE_BUBBLE.all + BE_L1D_FPU_BUBBLE.all +
/// BE_FLUSH_BUBBLE.all + BACK_END_BUBBLE.fe, "to further investigate bubbles occurring in the
/// back-end" (section 4.6, L1965). BE_L1D_FPU_BUBBLE is an L1D
/// set 2 event: PMC5 counts it in both groups, which selects its set.
fn back_end_bubble_equation(name: &str, base: &Simulator, plm: u8) {
    let mut progs = vec![prog(5, "BE_L1D_FPU_BUBBLE.ALL")];
    for (g, l1d) in [(4, 5), (10, 11)] {
        if g == 10 {
            progs.push(prog(l1d, "BE_L1D_FPU_BUBBLE.ALL"));
        }
        for (k, e) in [
            "BACK_END_BUBBLE.ALL",
            "BE_RSE_BUBBLE.ALL",
            "BE_EXE_BUBBLE.ALL",
            "BE_FLUSH_BUBBLE.ALL",
            "BACK_END_BUBBLE.FE",
        ]
        .iter()
        .enumerate()
        {
            let n = if g == 4 {
                [4, 6, 7, 8, 9][k]
            } else {
                [10, 12, 13, 14, 15][k]
            };
            progs.push(prog(n, e));
        }
    }
    let c = run(base, plm, &progs, CYCLES);
    let at = |n: u32| c[progs.iter().position(|p| p.n == n).expect("programmed")];
    for (all, l1d, rse, exe, flush, fe) in [(4, 5, 6, 7, 8, 9), (10, 11, 12, 13, 14, 15)] {
        assert!(
            at(rse) > 0 && at(exe) > 0 && at(l1d) > 0 && at(flush) > 0 && at(fe) > 0,
            "{name}: {c:?}"
        );
        assert_eq!(
            at(all),
            at(rse) + at(exe) + at(l1d) + at(flush) + at(fe),
            "{name}, PMC{all}.., plm {plm}: BACK_END_BUBBLE.ALL = RSE + EXE + L1D_FPU + FLUSH + FE"
        );
    }
}

/// 6 * (CPU_OP_CYCLES - DISP_STALLED) = INST_DISPERSED + SYLL_NOT_DISPERSED.ALL -
/// SYLL_OVERCOUNT.ALL (section 4.4, L1906, which spells INST_DISPERSSED).
fn dispersal_equation(name: &str, base: &Simulator, plm: u8) {
    for g in GROUPS {
        let c = run(
            base,
            plm,
            &[
                prog(g, "CPU_OP_CYCLES.ALL"),
                prog(g + 1, "DISP_STALLED"),
                prog(g + 2, "INST_DISPERSED"),
                prog(g + 3, "SYLL_NOT_DISPERSED.ALL"),
                prog(g + 4, "SYLL_OVERCOUNT.ALL"),
            ],
            CYCLES,
        );
        assert!(c.iter().all(|v| *v > 0), "{name}: {c:?}");
        assert_eq!(
            6 * (c[0] - c[1]),
            c[2] + c[3] - c[4],
            "{name}, PMC{g}.., plm {plm}: 6 * (CPU_OP_CYCLES - DISP_STALLED) = INST_DISPERSED + \
             SYLL_NOT_DISPERSED.ALL - SYLL_OVERCOUNT.ALL"
        );
    }
}

#[test]
fn cpu_op_cycles_is_bubbles_plus_retiring_cycles() {
    for (name, b) in cases() {
        for plm in [15, 8] {
            cpu_op_cycles_equation(&name, &b, plm);
        }
    }
}

#[test]
fn back_end_bubbles_are_the_sum_of_their_prioritised_causes() {
    for (name, b) in cases() {
        for plm in [15, 8] {
            back_end_bubble_equation(&name, &b, plm);
        }
    }
}

#[test]
fn dispersal_accounts_for_six_syllables_a_cycle() {
    for (name, b) in cases() {
        for plm in [15, 8] {
            dispersal_equation(&name, &b, plm);
        }
    }
}

/// Section 4.7: for accurate misprediction counts the measurement BR_MISPRED_DETAIL.[umask] -
/// BR_MISPRED_DETAIL2.[umask] must be taken (L1986), and the true OKPRED_NOTTAKEN and
/// MISPRED_TAKEN are BR_PATH_PRED's minus BR_PATH_PRED2's UNKNOWNPRED_NOTTAKEN (L1996) and
/// UNKNOWNPRED_TAKEN (L2004), using the same branch type: each correction is at most
/// what it corrects. The types partition the branches (ALL is IPREL + RETURN + NRETIND, Table
/// 4-51) and so do the outcomes; every branch retired has a path outcome and a direction, so
/// BR_PATH_PRED's four outcomes sum to BR_MISPRED_DETAIL's ALL_PRED (Table 4-53).
#[test]
fn branch_counts_and_their_corrections() {
    const TYPES: [&str; 4] = ["ALL", "IPREL", "RETURN", "NRETIND"];
    let mut unknown = 0;
    for (name, b) in cases() {
        let mut detail = [[0u64; 4]; 4];
        let mut detail2 = [[0u64; 3]; 4];
        let mut path = [[0u64; 4]; 4];
        let mut path2 = [[0u64; 2]; 4];
        for (t, ty) in TYPES.iter().enumerate() {
            for (o, out) in ["ALL_PRED", "CORRECT_PRED", "WRONG_PATH", "WRONG_TARGET"]
                .iter()
                .enumerate()
            {
                detail[t][o] = one(&b, &format!("BR_MISPRED_DETAIL.{ty}.{out}"));
            }
            // Table 4-52 names the ALL_PRED rows of RETURN and NRETIND
            // ALL_UNKNOWN_PATH_CORRECT_PRED.
            let all2 = if t >= 2 {
                "ALL_UNKNOWN_PATH_CORRECT_PRED"
            } else {
                "ALL_UNKNOWN_PRED"
            };
            for (o, out) in [all2, "UNKNOWN_PATH_CORRECT_PRED", "UNKNOWN_PATH_WRONG_PATH"]
                .iter()
                .enumerate()
            {
                detail2[t][o] = one(&b, &format!("BR_MISPRED_DETAIL2.{ty}.{out}"));
            }
            for (o, out) in [
                "MISPRED_NOTTAKEN",
                "MISPRED_TAKEN",
                "OKPRED_NOTTAKEN",
                "OKPRED_TAKEN",
            ]
            .iter()
            .enumerate()
            {
                path[t][o] = one(&b, &format!("BR_PATH_PRED.{ty}.{out}"));
            }
            for (o, out) in ["UNKNOWNPRED_NOTTAKEN", "UNKNOWNPRED_TAKEN"].iter().enumerate() {
                path2[t][o] = one(&b, &format!("BR_PATH_PRED2.{ty}.{out}"));
            }
        }
        assert!(detail[0][0] > 0, "{name}");
        unknown += detail2[0][0];
        for t in 0..4 {
            for o in 0..3 {
                assert!(
                    detail2[t][o] <= detail[t][o],
                    "{name} {}: DETAIL2 {o} <= DETAIL",
                    TYPES[t]
                );
            }
            assert_eq!(
                detail[t][0],
                detail[t][1] + detail[t][2] + detail[t][3],
                "{name} {}",
                TYPES[t]
            );
            assert_eq!(
                detail2[t][0],
                detail2[t][1] + detail2[t][2],
                "{name} {}",
                TYPES[t]
            );
            assert!(
                path2[t][0] <= path[t][2],
                "{name} {}: UNKNOWNPRED_NOTTAKEN <= OKPRED_NOTTAKEN",
                TYPES[t]
            );
            assert!(
                path2[t][1] <= path[t][1],
                "{name} {}: UNKNOWNPRED_TAKEN <= MISPRED_TAKEN",
                TYPES[t]
            );
            assert_eq!(path[t].iter().sum::<u64>(), detail[t][0], "{name} {}", TYPES[t]);
        }
        for o in 0..4 {
            assert_eq!(
                detail[0][o],
                detail[1][o] + detail[2][o] + detail[3][o],
                "{name}: types of outcome {o}"
            );
            assert_eq!(
                path[0][o],
                path[1][o] + path[2][o] + path[3][o],
                "{name}: path types {o}"
            );
        }
        for (o, all) in detail2[0].iter().enumerate() {
            assert_eq!(
                *all,
                detail2[1][o] + detail2[2][o] + detail2[3][o],
                "{name}: DETAIL2 {o}"
            );
        }
    }
    assert!(
        unknown > 0,
        "some workload has branches with an unknown prediction"
    );
}

/// A relation between counts of encodings counted one at a time.
enum Rel {
    /// The first equals the sum of the others.
    Sum(&'static [&'static str]),
    /// The sum of the first list is at most the sum of the second.
    Le(&'static [&'static str], &'static [&'static str]),
}

use Rel::{Le, Sum};

/// The relations the manual implies, each with the place that implies it.
static IMPLIED: &[(&str, Rel)] = &[
    // Section 4.6 (L1961): the back-end stall events are prioritised, "mutually exclusive";
    // XPN has priority over BRU (Table 4-47).
    (
        "XPN has priority over BRU: BRU flush bxx01 (L2890), XPN exception/interruption flush bxx10 (L2895)",
        Sum(&["BE_FLUSH_BUBBLE.ALL", "BE_FLUSH_BUBBLE.BRU", "BE_FLUSH_BUBBLE.XPN"]),
    ),
    // Table 4-44: L1D_FPU_RSE is read as the L1D/FPU and RSE bubbles.
    (
        "L1D_FPU_RSE bxx10, read as the L1D/FPU and RSE bubbles (L2837)",
        Sum(&["BACK_END_BUBBLE.L1D_FPU_RSE", "BE_L1D_FPU_BUBBLE.ALL", "BE_RSE_BUBBLE.ALL"]),
    ),
    // Tables 4-46, 4-48, 4-50: sub-causes are not prioritised (several may hold), but none
    // exceeds its ALL; the unions hold their parts; AR_DEP excludes the spill, fill and loadrs
    // causes.
    (
        "GRALL: exe due to GR/GR or GR/load dependency (L2868)",
        Le(&["BE_EXE_BUBBLE.GRGR"], &["BE_EXE_BUBBLE.GRALL"]),
    ),
    (
        "GRALL: exe due to GR/GR or GR/load dependency (L2868)",
        Le(&["BE_EXE_BUBBLE.GRALL"], &["BE_EXE_BUBBLE.ALL"]),
    ),
    (
        "BE_EXE_BUBBLE ALL b0000: was stalled by exe (L2867)",
        Le(&["BE_EXE_BUBBLE.FRALL"], &["BE_EXE_BUBBLE.ALL"]),
    ),
    (
        "ARCR_PR_CANCEL_BANK: ARCR, PR, CANCEL or BANK_SWITCH (L2875)",
        Le(&["BE_EXE_BUBBLE.CANCEL"], &["BE_EXE_BUBBLE.ARCR_PR_CANCEL_BANK"]),
    ),
    (
        "ARCR_PR_CANCEL_BANK: ARCR, PR, CANCEL or BANK_SWITCH (L2875)",
        Le(&["BE_EXE_BUBBLE.PR"], &["BE_EXE_BUBBLE.ARCR_PR_CANCEL_BANK"]),
    ),
    (
        "BE_EXE_BUBBLE ALL b0000: was stalled by exe (L2867)",
        Le(&["BE_EXE_BUBBLE.ARCR_PR_CANCEL_BANK"], &["BE_EXE_BUBBLE.ALL"]),
    ),
    (
        "L1D b0010: all stalls caused by the L1 pipeline (L2911)",
        Le(&["BE_L1D_FPU_BUBBLE.L1D_HPW"], &["BE_L1D_FPU_BUBBLE.L1D"]),
    ),
    (
        "L1D b0010: all stalls caused by the L1 pipeline (L2911)",
        Le(&["BE_L1D_FPU_BUBBLE.L1D_L2BPRESS"], &["BE_L1D_FPU_BUBBLE.L1D"]),
    ),
    (
        "ALL b0000: back-end was stalled by L1D or FPU (L2909)",
        Le(&["BE_L1D_FPU_BUBBLE.L1D"], &["BE_L1D_FPU_BUBBLE.ALL"]),
    ),
    (
        "ALL b0000: back-end was stalled by L1D or FPU (L2909)",
        Le(&["BE_L1D_FPU_BUBBLE.FPU"], &["BE_L1D_FPU_BUBBLE.ALL"]),
    ),
    (
        "ALL b0000: back-end was stalled by L1D or FPU (L2909)",
        Le(&["BE_L1D_FPU_BUBBLE.ALL"], &["BE_L1D_FPU_BUBBLE.FPU", "BE_L1D_FPU_BUBBLE.L1D"]),
    ),
    (
        "ALL bx000: back-end was stalled by RSE (L2970)",
        Le(&["BE_RSE_BUBBLE.BANK_SWITCH"], &["BE_RSE_BUBBLE.ALL"]),
    ),
    (
        "AR_DEP has a higher priority than OVERFLOW, UNDERFLOW and LOADRS (L2965)",
        Le(&["BE_RSE_BUBBLE.AR_DEP", "BE_RSE_BUBBLE.OVERFLOW"], &["BE_RSE_BUBBLE.ALL"]),
    ),
    (
        "AR_DEP has a higher priority than OVERFLOW, UNDERFLOW and LOADRS (L2965)",
        Le(&["BE_RSE_BUBBLE.AR_DEP", "BE_RSE_BUBBLE.UNDERFLOW"], &["BE_RSE_BUBBLE.ALL"]),
    ),
    // Section 4.6 (L1963): the front-end causes are prioritised, one a cycle (Table 4-74 and
    // its groups).
    (
        "causes for stall are prioritized from high to low: FEFLUSH, TLBMISS, IMISS, BRANCH (L3609)",
        Sum(&["FE_BUBBLE.ALL", "FE_BUBBLE.FEFLUSH", "FE_BUBBLE.TLBMISS", "FE_BUBBLE.IMISS", "FE_BUBBLE.BRANCH", "FE_BUBBLE.FILL_RECIRC", "FE_BUBBLE.BUBBLE", "FE_BUBBLE.IBFULL"]),
    ),
    (
        "GROUP1: BUBBLE or BRANCH (L3617)",
        Sum(&["FE_BUBBLE.GROUP1", "FE_BUBBLE.BUBBLE", "FE_BUBBLE.BRANCH"]),
    ),
    (
        "GROUP2: IMISS or TLBMISS (L3618)",
        Sum(&["FE_BUBBLE.GROUP2", "FE_BUBBLE.IMISS", "FE_BUBBLE.TLBMISS"]),
    ),
    (
        "GROUP3: FILL_RECIRC or BRANCH (L3624)",
        Sum(&["FE_BUBBLE.GROUP3", "FE_BUBBLE.FILL_RECIRC", "FE_BUBBLE.BRANCH"]),
    ),
    (
        "ALLBUT_FEFLUSH_BUBBLE: ALL except FEFLUSH and BUBBLE (L3625)",
        Sum(&["FE_BUBBLE.ALL", "FE_BUBBLE.ALLBUT_FEFLUSH_BUBBLE", "FE_BUBBLE.FEFLUSH", "FE_BUBBLE.BUBBLE"]),
    ),
    (
        "ALLBUT_IBFULL: ALL except IBFULL (L3626)",
        Sum(&["FE_BUBBLE.ALL", "FE_BUBBLE.ALLBUT_IBFULL", "FE_BUBBLE.IBFULL"]),
    ),
    // Tables 4-49, 4-75, 4-79: the lost-bandwidth causes are prioritised, only the highest
    // counted; BE_LOST_BW_DUE_TO_FE counts the bundles IDEAL_BE_LOST_BW_DUE_TO_FE counts while
    // the back end is not stalled for another reason.
    (
        "causes for lost bandwidth are prioritized from high to low: FEFLUSH, TLBMISS, IMISS (L3640)",
        Sum(&["FE_LOST_BW.ALL", "FE_LOST_BW.FEFLUSH", "FE_LOST_BW.UNREACHED", "FE_LOST_BW.IBFULL", "FE_LOST_BW.IMISS", "FE_LOST_BW.TLBMISS", "FE_LOST_BW.FILL_RECIRC", "FE_LOST_BW.BI", "FE_LOST_BW.BRQ", "FE_LOST_BW.PLP", "FE_LOST_BW.BR_ILOCK", "FE_LOST_BW.BUBBLE"]),
    ),
    (
        "causes for lost bandwidth are prioritized from high to low: FEFLUSH, TLBMISS, IMISS (L3749)",
        Sum(&["IDEAL_BE_LOST_BW_DUE_TO_FE.ALL", "IDEAL_BE_LOST_BW_DUE_TO_FE.FEFLUSH", "IDEAL_BE_LOST_BW_DUE_TO_FE.UNREACHED", "IDEAL_BE_LOST_BW_DUE_TO_FE.IMISS", "IDEAL_BE_LOST_BW_DUE_TO_FE.TLBMISS", "IDEAL_BE_LOST_BW_DUE_TO_FE.FILL_RECIRC", "IDEAL_BE_LOST_BW_DUE_TO_FE.BI", "IDEAL_BE_LOST_BW_DUE_TO_FE.BRQ", "IDEAL_BE_LOST_BW_DUE_TO_FE.PLP", "IDEAL_BE_LOST_BW_DUE_TO_FE.BR_ILOCK", "IDEAL_BE_LOST_BW_DUE_TO_FE.BUBBLE"]),
    ),
    (
        "causes for lost bandwidth are prioritized from high to low: FEFLUSH, TLBMISS, IMISS (L2936)",
        Sum(&["BE_LOST_BW_DUE_TO_FE.ALL", "BE_LOST_BW_DUE_TO_FE.FEFLUSH", "BE_LOST_BW_DUE_TO_FE.UNREACHED", "BE_LOST_BW_DUE_TO_FE.IMISS", "BE_LOST_BW_DUE_TO_FE.TLBMISS", "BE_LOST_BW_DUE_TO_FE.FILL_RECIRC", "BE_LOST_BW_DUE_TO_FE.BI", "BE_LOST_BW_DUE_TO_FE.BRQ", "BE_LOST_BW_DUE_TO_FE.PLP", "BE_LOST_BW_DUE_TO_FE.BR_ILOCK", "BE_LOST_BW_DUE_TO_FE.BUBBLE"]),
    ),
    (
        "BE_LOST_BW_DUE_TO_FE: invalid bundles if BE not stalled for other reasons (L2679)",
        Le(&["BE_LOST_BW_DUE_TO_FE.ALL"], &["IDEAL_BE_LOST_BW_DUE_TO_FE.ALL"]),
    ),
    (
        "BE_LOST_BW_DUE_TO_FE: invalid bundles if BE not stalled for other reasons (L2679)",
        Le(&["BE_LOST_BW_DUE_TO_FE.FEFLUSH"], &["IDEAL_BE_LOST_BW_DUE_TO_FE.FEFLUSH"]),
    ),
    // Section 4.4: SYLL_NOT_DISPERSED's four reasons, and its overcount due to implicit and
    // explicit bits.
    (
        "SYLL_NOT_DISPERSED ALL b1111: count all syllables not dispersed (L5029)",
        Sum(&["SYLL_NOT_DISPERSED.ALL", "SYLL_NOT_DISPERSED.EXPL", "SYLL_NOT_DISPERSED.IMPL", "SYLL_NOT_DISPERSED.FE", "SYLL_NOT_DISPERSED.MLX"]),
    ),
    (
        "SYLL_OVERCOUNT ALL bxx11: syllables overcounted in implicit & explicit bucket (L5044)",
        Sum(&["SYLL_OVERCOUNT.ALL", "SYLL_OVERCOUNT.EXPL", "SYLL_OVERCOUNT.IMPL"]),
    ),
    (
        "SYLL_NOT_DISPERSSED may contain an overcount due to implicit and explicit bits (L1902)",
        Le(&["SYLL_OVERCOUNT.EXPL"], &["SYLL_NOT_DISPERSED.EXPL"]),
    ),
    (
        "SYLL_NOT_DISPERSSED may contain an overcount due to implicit and explicit bits (L1902)",
        Le(&["SYLL_OVERCOUNT.IMPL"], &["SYLL_NOT_DISPERSED.IMPL"]),
    ),
    // Section 4.3: IA64_INST_RETIRED includes both predicated true and predicated off
    // instructions and nop instructions (L1887); NOPS_RETIRED excludes predicated-off nops.
    // Every retired instruction was dispersed.
    (
        "IA64_INST_RETIRED includes all retired instructions including predicated off instructions and nop instructions (L3719)",
        Le(&["NOPS_RETIRED", "PREDICATE_SQUASHED_RETIRED"], &["IA64_INST_RETIRED.THIS"]),
    ),
    (
        "instruction cache lines are dispersed to the Montecito processor functional units (L1902)",
        Le(&["IA64_INST_RETIRED.THIS"], &["INST_DISPERSED"]),
    ),
    // Table 4-45: ANY is every back-end misprediction, one cause each.
    (
        "BE_BR_MISPRED_DETAIL ANY bxx00: any back-end mispredictions (L2851)",
        Sum(&["BE_BR_MISPRED_DETAIL.ANY", "BE_BR_MISPRED_DETAIL.STG", "BE_BR_MISPRED_DETAIL.ROT", "BE_BR_MISPRED_DETAIL.PFS"]),
    ),
    // Table 4-73: encoded branches are branches; ALL and ALL2 describe the same; OVERSUB is a
    // subset.
    (
        "ALL2.ALL_PRED b1100: all encoded branches, regardless of prediction result (L3501)",
        Sum(&["ENCBR_MISPRED_DETAIL.ALL.ALL_PRED", "ENCBR_MISPRED_DETAIL.ALL2.ALL_PRED"]),
    ),
    (
        "OVERSUB.ALL_PRED b1000: only those which cause oversubscription (L3497)",
        Le(&["ENCBR_MISPRED_DETAIL.OVERSUB.ALL_PRED"], &["ENCBR_MISPRED_DETAIL.ALL.ALL_PRED"]),
    ),
    (
        "branches retired only if there is a branch on port B0 (L3484)",
        Le(&["ENCBR_MISPRED_DETAIL.ALL.ALL_PRED"], &["BR_MISPRED_DETAIL.ALL.ALL_PRED"]),
    ),
    (
        "ENCBR_MISPRED_DETAIL ALL.ALL_PRED b0000: all encoded branches, regardless of prediction result (L3489)",
        Sum(&["ENCBR_MISPRED_DETAIL.ALL.ALL_PRED", "ENCBR_MISPRED_DETAIL.ALL.CORRECT_PRED", "ENCBR_MISPRED_DETAIL.ALL.WRONG_PATH", "ENCBR_MISPRED_DETAIL.ALL.WRONG_TARGET"]),
    ),
    // Table 4-18: L2I_FETCHES = L2I_READS.ALL.DMND (demand fetches that missed the L1I and
    // the ISB); Table 4-102: hits and misses, demand and prefetch partition the reads.
    (
        "L2I_FETCHES: requests made to L2I due to demand instruction fetches, L2I_READS.ALL.DMND (L2162)",
        Sum(&["L2I_DEMAND_READS", "L2I_READS.ALL.DMND"]),
    ),
    (
        "L2I_READS ALL.ALL 1111: all fetches that reference L2I are counted (L4413)",
        Sum(&["L2I_READS.ALL.ALL", "L2I_READS.HIT.ALL", "L2I_READS.MISS.ALL"]),
    ),
    (
        "L2I_READS ALL.ALL 1111: all fetches that reference L2I are counted (L4413)",
        Sum(&["L2I_READS.ALL.ALL", "L2I_READS.ALL.DMND", "L2I_READS.ALL.PFTCH"]),
    ),
    (
        "L2I_READS MISS.ALL 1011: all fetches that miss the L2I are counted (L4405)",
        Sum(&["L2I_READS.MISS.ALL", "L2I_READS.MISS.DMND", "L2I_READS.MISS.PFTCH"]),
    ),
    (
        "L2I_RECIRCULATES ALL.ALL 1111: all fetches that reference L2I are counted (L4438)",
        Sum(&["L2I_RECIRCULATES.ALL.ALL", "L2I_RECIRCULATES.HIT.ALL", "L2I_RECIRCULATES.MISS.ALL"]),
    ),
    (
        "L2I_L3_REJECTS ALL.ALL 1111: all fetches that reference L2I are counted (L4376)",
        Sum(&["L2I_L3_REJECTS.ALL.ALL", "L2I_L3_REJECTS.ALL.DMND", "L2I_L3_REJECTS.ALL.PFTCH"]),
    ),
    (
        "L2I_HIT_CONFLICTS ALL.ALL 1111: all fetches that reference L2I are counted (L4347)",
        Sum(&["L2I_HIT_CONFLICTS.ALL.ALL", "L2I_HIT_CONFLICTS.HIT.ALL", "L2I_HIT_CONFLICTS.MISS.ALL"]),
    ),
    (
        "L2I_UC_READS ALL.ALL 1111: all fetches that reference L2I are counted (L4483)",
        Sum(&["L2I_UC_READS.ALL.ALL", "L2I_UC_READS.HIT.ALL", "L2I_UC_READS.MISS.ALL"]),
    ),
    (
        "L1I_PREFETCH_MISS_RATIO: L2I_PREFETCHES / L1I_PREFETCHES (L2070)",
        Le(&["L2I_PREFETCHES"], &["L1I_PREFETCHES"]),
    ),
    (
        "L1I_PREFETCH_STALL ALL bxx11: number of clocks prefetch pipeline is stalled (L3948)",
        Le(&["L1I_PREFETCH_STALL.FLOW"], &["L1I_PREFETCH_STALL.ALL"]),
    ),
    // Table 4-83: an L2ITLB miss is an L1ITLB miss; ALL is not the sum of the two; the walker
    // inserts only after an L2ITLB miss.
    (
        "L2ITLB bxx10: all misses in L1ITLB which also missed in L2ITLB (L3846)",
        Le(&["ITLB_MISSES_FETCH.L2ITLB"], &["ITLB_MISSES_FETCH.L1ITLB"]),
    ),
    (
        "ALL bxx11: all tlb misses; not equal to sum of the L1ITLB and L2ITLB umasks (L3847)",
        Sum(&["ITLB_MISSES_FETCH.ALL", "ITLB_MISSES_FETCH.L1ITLB"]),
    ),
    (
        "L1ITLB_INSERTS_HPWW: L1ITLB hardware page walker inserts (L2645)",
        Le(&["L1ITLB_INSERTS_HPWW"], &["ITLB_MISSES_FETCH.L2ITLB"]),
    ),
    // Section 4.10 (L2404-L2407): the walker references the VHPT after an L2DTLB miss and
    // inserts what it finds.
    (
        "L1DTLB_hit=0, L2DTLB_hit=0: if enabled, HPW kicks in and inserts a translation (L2404)",
        Le(&["DTLB_INSERTS_HPW"], &["L2DTLB_MISSES"]),
    ),
    (
        "L1DTLB_hit=0, L2DTLB_hit=0: if enabled, HPW kicks in and inserts a translation (L2404)",
        Le(&["DTLB_INSERTS_HPW"], &["HPW_DATA_REFERENCES"]),
    ),
    // Section 4.8.2: L1D_READ_MISSES counts misses of the references L1D_READS counts (Table
    // 4-84); the same event in two sets counts the same.
    (
        "L1D_READ_MISSES ALL bxxx0: all L1D read misses will be counted (L3887)",
        Le(&["L1D_READ_MISSES.ALL"], &["L1D_READS_SET1"]),
    ),
    (
        "RSE_FILL bxxx1: only L1D read misses caused by RSE fills will be counted (L3888)",
        Le(&["L1D_READ_MISSES.RSE_FILL"], &["L1D_READ_MISSES.ALL"]),
    ),
    (
        "L1D_READS_SET1 0xc4: L1 data cache reads (L2106)",
        Sum(&["L1D_READS_SET0", "L1D_READS_SET1"]),
    ),
    (
        "DATA_REFERENCES_SET1 0xc5: data memory references issued to memory pipeline (L2107)",
        Sum(&["DATA_REFERENCES_SET0", "DATA_REFERENCES_SET1"]),
    ),
    (
        "the write-through L1 data cache services cacheable loads, integer and RSE loads; DATA_REFERENCES is the number of issued data memory references (L2075)",
        Le(&["L1D_READS_SET0"], &["DATA_REFERENCES_SET0"]),
    ),
    (
        "UC_LOADS_RETIRED 0xcf: retired uncacheable loads (L2124)",
        Le(&["UC_LOADS_RETIRED"], &["LOADS_RETIRED"]),
    ),
    (
        "MISALIGNED_LOADS_RETIRED 0xce: retired misaligned load instructions (L2123)",
        Le(&["MISALIGNED_LOADS_RETIRED"], &["LOADS_RETIRED"]),
    ),
    (
        "LOADS_RETIRED_INTG 0xd8: integer loads retired (L2140)",
        Le(&["LOADS_RETIRED_INTG"], &["LOADS_RETIRED"]),
    ),
    (
        "UC_STORES_RETIRED 0xd0: retired uncacheable stores (L2133)",
        Le(&["UC_STORES_RETIRED"], &["STORES_RETIRED"]),
    ),
    (
        "MISALIGNED_STORES_RETIRED 0xd2: retired misaligned store instructions (L2131)",
        Le(&["MISALIGNED_STORES_RETIRED"], &["STORES_RETIRED"]),
    ),
    (
        "SPEC_LOADS_NATTED ALL b0000: count all NaT'd loads (L4996)",
        Sum(&["SPEC_LOADS_NATTED.ALL", "SPEC_LOADS_NATTED.VHPT_MISS", "SPEC_LOADS_NATTED.DEF_TLB_MISS", "SPEC_LOADS_NATTED.DEF_TLB_FAULT", "SPEC_LOADS_NATTED.NAT_CNSM", "SPEC_LOADS_NATTED.DEF_PSR_ED"]),
    ),
    // Tables 4-80 to 4-82 and 4-43: ALL is integer plus floating point; a failed check is a
    // check.
    (
        "INST_CHKA_LDC_ALAT ALL bxx11: both integer and floating-point instructions (L3784)",
        Sum(&["INST_CHKA_LDC_ALAT.ALL", "INST_CHKA_LDC_ALAT.INT", "INST_CHKA_LDC_ALAT.FP"]),
    ),
    (
        "INST_FAILED_CHKA_LDC_ALAT ALL bxx11: both integer and floating-point instructions (L3807)",
        Sum(&["INST_FAILED_CHKA_LDC_ALAT.ALL", "INST_FAILED_CHKA_LDC_ALAT.INT", "INST_FAILED_CHKA_LDC_ALAT.FP"]),
    ),
    (
        "the number of failed advanced load checks and check loads, and of advanced load checks (L1922)",
        Le(&["INST_FAILED_CHKA_LDC_ALAT.INT"], &["INST_CHKA_LDC_ALAT.INT"]),
    ),
    (
        "the number of failed advanced load checks and check loads, and of advanced load checks (L1922)",
        Le(&["INST_FAILED_CHKA_LDC_ALAT.FP"], &["INST_CHKA_LDC_ALAT.FP"]),
    ),
    (
        "ALAT_CAPACITY_MISS ALL bxx11: both integer and floating-point instructions (L2822)",
        Sum(&["ALAT_CAPACITY_MISS.ALL", "ALAT_CAPACITY_MISS.INT", "ALAT_CAPACITY_MISS.FP"]),
    ),
    (
        "INST_FAILED_CHKS_RETIRED ALL bxx11: both integer and floating-point instructions (L3824)",
        Sum(&["INST_FAILED_CHKS_RETIRED.ALL", "INST_FAILED_CHKS_RETIRED.INT", "INST_FAILED_CHKS_RETIRED.FP"]),
    ),
    // Table 4-108: ALL is loads and stores.
    (
        "RSE_REFERENCES_RETIRED ALL bxx11: both RSE loads and stores will be counted (L4705)",
        Sum(&["RSE_REFERENCES_RETIRED.ALL", "RSE_REFERENCES_RETIRED.LOAD", "RSE_REFERENCES_RETIRED.STORE"]),
    ),
    // Section 4.8.4: L2D references, inserts, misses and the OzQ (Tables 4-90, 4-91, 4-95,
    // 4-97). Semaphores count as a read and a write; TAG_OK is "Likely identical to
    // L2D_INSERT_HITS"; LIMBO is entered on a FILL_HIT or an OZQ_MISS; L2D_MISSES excludes the
    // secondary misses that L2D_INSERT_MISSES includes; ANY counts every cancel.
    (
        "L2D_REFERENCES ALL bxx11: count both read and write operations, semaphores will count as 2 (L4282)",
        Sum(&["L2D_REFERENCES.ALL", "L2D_REFERENCES.READS", "L2D_REFERENCES.WRITES"]),
    ),
    (
        "TAG_OK b0111: likely identical to L2D_INSERT_HITS (L4096)",
        Sum(&["L2D_FORCE_RECIRC.TAG_OK", "L2D_INSERT_HITS"]),
    ),
    (
        "LIMBO: entered when the op sees a FILL_HIT or OZQ_MISS event (L4086)",
        Sum(&["L2D_FORCE_RECIRC.LIMBO", "L2D_FORCE_RECIRC.FILL_HIT", "L2D_FORCE_RECIRC.OZQ_MISS"]),
    ),
    (
        "SECONDARY_ALL b1111: caused by any L2D op that saw a miss to the same address (L4104)",
        Sum(&["L2D_FORCE_RECIRC.SECONDARY_ALL", "L2D_FORCE_RECIRC.SECONDARY_READ", "L2D_FORCE_RECIRC.SECONDARY_WRITE"]),
    ),
    (
        "RECIRC b00x0: inserts into OzQ due to a recirculate, due to secondary misses or various other conflicts (L4085)",
        Sum(&["L2D_FORCE_RECIRC.RECIRC", "L2D_FORCE_RECIRC.TAG_NOTOK", "L2D_FORCE_RECIRC.TRAN_PREF", "L2D_FORCE_RECIRC.SNP_OR_L3", "L2D_FORCE_RECIRC.FILL_HIT", "L2D_FORCE_RECIRC.FRC_RECIRC", "L2D_FORCE_RECIRC.SAME_INDEX", "L2D_FORCE_RECIRC.OZQ_MISS", "L2D_FORCE_RECIRC.L1W", "L2D_FORCE_RECIRC.SECONDARY_ALL"]),
    ),
    (
        "L2D_MISSES does not include secondary misses (L2312)",
        Le(&["L2D_MISSES"], &["L2D_INSERT_MISSES"]),
    ),
    (
        "L2D_OZQ_CANCELS1 ANY bxx00: counts the total OZ Queue cancels (L4241)",
        Sum(&["L2D_OZQ_CANCELS1.ANY", "L2D_OZQ_CANCELS0.RECIRC", "L2D_OZQ_CANCELS0.CANC_L2M_TO_L2C_ST", "L2D_OZQ_CANCELS0.L2A_ST_MAT", "L2D_OZQ_CANCELS0.L2M_ST_MAT", "L2D_OZQ_CANCELS0.L2D_ST_MAT", "L2D_OZQ_CANCELS0.L2C_ST_MAT", "L2D_OZQ_CANCELS0.ACQ", "L2D_OZQ_CANCELS0.REL", "L2D_OZQ_CANCELS0.BANK_CONF", "L2D_OZQ_CANCELS0.SEMA", "L2D_OZQ_CANCELS0.OVER_SUB", "L2D_OZQ_CANCELS0.OZQ_PREEMPT", "L2D_OZQ_CANCELS0.WB_CONF", "L2D_OZQ_CANCELS0.MISC_ORDER", "L2D_OZQ_CANCELS0.FILL_ST_CONF", "L2D_OZQ_CANCELS0.OZDATA_CONF", "L2D_OZQ_CANCELS1.LATE_SPEC_BYP", "L2D_OZQ_CANCELS1.SIBLING_ACQ_REL", "L2D_OZQ_CANCELS1.LATE_BYP_EFFRELEASE"]),
    ),
    (
        "L2D_L3ACCESS_CANCEL ANY: this umask will count more than the sum of all the other umasks (L4143)",
        Le(&["L2D_L3ACCESS_CANCEL.INV_L3_BYP", "L2D_L3ACCESS_CANCEL.SPEC_L3_BYP", "L2D_L3ACCESS_CANCEL.ER_REJECT", "L2D_L3ACCESS_CANCEL.P2_COV_SNP_TEM", "L2D_L3ACCESS_CANCEL.P2_COV_SNP_VIC", "L2D_L3ACCESS_CANCEL.P2_COV_SNP_FILL_NOSNP", "L2D_L3ACCESS_CANCEL.TAIL_TRANS_DIS"], &["L2D_L3ACCESS_CANCEL.ANY"]),
    ),
    // Section 4.8.5 and Table 4-32: the L3's references are its reads and writes (L3_REFERENCES
    // "Includes instruction fetch/prefetch, data read/write and L2D write backs"), each a hit or
    // a miss; L3_MISSES counts misses of them; a replaced line was inserted.
    (
        "L3_REFERENCES includes instruction fetch/prefetch, data read/write and L2D write backs (L4549)",
        Sum(&["L3_REFERENCES", "L3_READS.ALL.ALL", "L3_WRITES.ALL.ALL"]),
    ),
    (
        "L3_READS ALL.ALL b1111: L3 read references (L4542)",
        Sum(&["L3_READS.ALL.ALL", "L3_READS.ALL.HIT", "L3_READS.ALL.MISS"]),
    ),
    (
        "L3_READS ALL.ALL b1111: L3 read references (L4542)",
        Sum(&["L3_READS.ALL.ALL", "L3_READS.INST_FETCH.ALL", "L3_READS.DATA_READ.ALL"]),
    ),
    (
        "L3_READS INST_FETCH.ALL b0111: L3 instruction fetch and prefetch references (L4534)",
        Le(&["L3_READS.DINST_FETCH.ALL"], &["L3_READS.INST_FETCH.ALL"]),
    ),
    (
        "L3_WRITES ALL.ALL b1111: L3 write references (L4574)",
        Sum(&["L3_WRITES.ALL.ALL", "L3_WRITES.DATA_WRITE.ALL", "L3_WRITES.L2_WB.ALL"]),
    ),
    (
        "L3_WRITES ALL.ALL b1111: L3 write references (L4574)",
        Sum(&["L3_WRITES.ALL.ALL", "L3_WRITES.ALL.HIT", "L3_WRITES.ALL.MISS"]),
    ),
    (
        "L3_MISSES includes misses caused by instruction fetch, data read/write, L2D write backs (L4514)",
        Le(&["L3_MISSES"], &["L3_READS.ALL.MISS", "L3_WRITES.ALL.MISS"]),
    ),
    (
        "L3_MISSES includes misses caused by instruction fetch, data read/write, L2D write backs (L4514)",
        Le(&["L3_MISSES"], &["L3_REFERENCES"]),
    ),
    (
        "L3_LINES_REPLACED 0xdf: L3 cache lines replaced (L2779)",
        Le(&["L3_LINES_REPLACED"], &["L3_INSERTS"]),
    ),
    // Section 4.11 and Tables 4-55 to 4-70: ANY is the transactions of either core plus the
    // non-CPU agents'; 'this' core is one of either; sizes and kinds partition memory
    // transactions; a HITM result belongs to a read or a read invalidate.
    (
        "BUS_ALL ANY bxx11: CPU or non-CPU (all transactions) (L3120)",
        Sum(&["BUS_ALL.ANY", "BUS_ALL.EITHER", "BUS_ALL.IO"]),
    ),
    (
        "BUS_ALL ANY bxx11: CPU or non-CPU (all transactions) (L3120)",
        Le(&["BUS_ALL.SELF"], &["BUS_ALL.EITHER"]),
    ),
    (
        "BUS_ALL ANY bxx11: CPU or non-CPU (all transactions) (L3120)",
        Le(&["BUS_MEMORY.ALL.ANY", "BUS_IO.ANY"], &["BUS_ALL.ANY"]),
    ),
    (
        "BUS_MEMORY ALL.ANY b1111: all bus transactions from CPU or non-CPU (L3209)",
        Sum(&["BUS_MEMORY.ALL.ANY", "BUS_MEMORY.EQ_128BYTE.ANY", "BUS_MEMORY.LT_128BYTE.ANY"]),
    ),
    (
        "BUS_MEMORY ALL.ANY b1111: all bus transactions from CPU or non-CPU (L3209)",
        Sum(&["BUS_MEMORY.ALL.SELF", "BUS_MEMORY.EQ_128BYTE.SELF", "BUS_MEMORY.LT_128BYTE.SELF"]),
    ),
    (
        "BUS_MEMORY ALL.ANY b1111: all bus transactions from CPU or non-CPU (L3209)",
        Sum(&["BUS_MEMORY.ALL.ANY", "BUS_MEMORY.ALL.EITHER", "BUS_MEMORY.ALL.IO"]),
    ),
    (
        "BUS_MEM_READ ALL.ANY b1111: all memory read transactions from CPU or non-CPU (L3236)",
        Sum(&["BUS_MEM_READ.ALL.SELF", "BUS_MEM_READ.BIL.SELF", "BUS_MEM_READ.BRL.SELF", "BUS_MEM_READ.BRIL.SELF"]),
    ),
    (
        "BUS_MEM_READ ALL.ANY b1111: all memory read transactions from CPU or non-CPU (L3236)",
        Sum(&["BUS_MEM_READ.ALL.ANY", "BUS_MEM_READ.BIL.ANY", "BUS_MEM_READ.BRL.ANY", "BUS_MEM_READ.BRIL.ANY"]),
    ),
    (
        "BUS_MEM_READ ALL.ANY b1111: all memory read transactions from CPU or non-CPU (L3236)",
        Sum(&["BUS_MEM_READ.BRL.ANY", "BUS_MEM_READ.BRL.EITHER", "BUS_MEM_READ.BRL.IO"]),
    ),
    (
        "BUS_MEM_READ ALL.ANY b1111: all memory read transactions from CPU or non-CPU (L3236)",
        Le(&["BUS_MEM_READ.ALL.ANY"], &["BUS_MEMORY.ALL.ANY"]),
    ),
    (
        "BUS_WR_WB ALL.ANY b1111: CPU or non-CPU (all transactions) (L3386)",
        Sum(&["BUS_WR_WB.ALL.ANY", "BUS_WR_WB.EQ_128BYTE.ANY", "BUS_WR_WB.CCASTOUT.ANY"]),
    ),
    (
        "BUS_WR_WB ALL.EITHER b1100: either local processor (L3379)",
        Sum(&["BUS_WR_WB.ALL.SELF", "BUS_WR_WB.EQ_128BYTE.SELF", "BUS_WR_WB.CCASTOUT.SELF"]),
    ),
    (
        "BUS_RD_INVALID_ALL_HITM: BRIL and BIL resulting in HITMs (L2508)",
        Sum(&["BUS_HITM.ANY", "BUS_RD_HITM.ANY", "BUS_RD_INVAL_ALL_HITM.ANY"]),
    ),
    (
        "BUS_RD_INVALID_ALL_HITM: BRIL and BIL resulting in HITMs (L2508)",
        Le(&["BUS_RD_INVAL_HITM.ANY"], &["BUS_RD_INVAL_ALL_HITM.ANY"]),
    ),
    (
        "BUS_RD_INSTRUCTIONS = BUS_RD_ALL - BUS_RD_DATA (L2503)",
        Le(&["BUS_RD_DATA.ANY"], &["BUS_MEM_READ.BRL.ANY"]),
    ),
    (
        "BUS_RD_ALL: full cache line memory read transactions (BRL) (L2496)",
        Le(&["BUS_RD_HIT.ANY", "BUS_RD_HITM.ANY"], &["BUS_MEM_READ.BRL.ANY"]),
    ),
    (
        "BUS_RD_IO ANY bxx11: CPU or non-CPU (all transactions) (L3328)",
        Le(&["BUS_RD_IO.ANY"], &["BUS_IO.ANY"]),
    ),
    (
        "BUS_IO ANY bxx11: CPU or non-CPU (all transactions) (L3181)",
        Sum(&["BUS_IO.ANY", "BUS_IO.EITHER", "BUS_IO.IO"]),
    ),
    (
        "MEM_READ_CURRENT ANY bxx11: CPU or non-CPU (all transactions) (L4607)",
        Sum(&["MEM_READ_CURRENT.ANY", "MEM_READ_CURRENT.IO"]),
    ),
    (
        "BUS_DATA_CYCLE ANY bxx11: CPU or non-CPU (all transactions) (L3150)",
        Sum(&["BUS_DATA_CYCLE.ANY", "BUS_DATA_CYCLE.EITHER", "BUS_DATA_CYCLE.IO"]),
    ),
    (
        "BUS_SNOOP_STALL_CYCLES ANY bxx11: CPU or non-CPU (all transactions) (L3358)",
        Le(&["BUS_SNOOP_STALL_CYCLES.SELF"], &["BUS_SNOOP_STALL_CYCLES.EITHER"]),
    ),
    // Tables 4-116, 4-119, 4-122: the system interface's inserts by kind and result.
    (
        "SI_WRITEQ_INSERTS ALL.EITHER b0000: count all types of insertions into the write queue from either cpu core (L4943)",
        Sum(&["SI_WRITEQ_INSERTS.ALL.EITHER", "SI_WRITEQ_INSERTS.IWB.EITHER", "SI_WRITEQ_INSERTS.EWB.EITHER", "SI_WRITEQ_INSERTS.WC1_8A.EITHER", "SI_WRITEQ_INSERTS.WC16.EITHER", "SI_WRITEQ_INSERTS.WC32.EITHER", "SI_WRITEQ_INSERTS.NEWB.EITHER", "SI_WRITEQ_INSERTS.WC1_8B.EITHER"]),
    ),
    (
        "SI_WRITEQ_INSERTS ALL.EITHER b0000: count all types of insertions into the write queue from either cpu core (L4943)",
        Le(&["SI_WRITEQ_INSERTS.ALL.SELF"], &["SI_WRITEQ_INSERTS.ALL.EITHER"]),
    ),
    (
        "SI_SCB_INSERTS ALL.EITHER b11x0: count all snoop signoffs (plus backsnoop inserts) from either cpu core (L4853)",
        Sum(&["SI_SCB_INSERTS.ALL.EITHER", "SI_SCB_INSERTS.MISS.EITHER", "SI_SCB_INSERTS.HIT.EITHER", "SI_SCB_INSERTS.HITM.EITHER"]),
    ),
    (
        "SI_SCB_SIGNOFFS ALL: count all snoop signoffs (L4897)",
        Sum(&["SI_SCB_SIGNOFFS.ALL", "SI_SCB_SIGNOFFS.MISS", "SI_SCB_SIGNOFFS.HIT", "SI_SCB_SIGNOFFS.HITM"]),
    ),
    (
        "SI_RQ_INSERTS 0x9e: SI request queue inserts (L2716)",
        Le(&["SI_RQ_INSERTS.SELF"], &["SI_RQ_INSERTS.EITHER"]),
    ),
    (
        "SI_CCQ_INSERTS 0xa5: SI clean castout queue inserts (L2723)",
        Le(&["SI_CCQ_INSERTS.SELF"], &["SI_CCQ_INSERTS.EITHER"]),
    ),
    // Section 4.13: ALL is every thread switch (the raw number of thread switch events), those
    // on L3 returns included (which no umask names).
    (
        "to determine the raw number of thread switch events, a user should capture THREAD_SWITCH_EVENTS.ALL (L2584)",
        Le(&["THREAD_SWITCH_EVENTS.L3MISS", "THREAD_SWITCH_EVENTS.TIMER", "THREAD_SWITCH_EVENTS.HINT", "THREAD_SWITCH_EVENTS.LP"], &["THREAD_SWITCH_EVENTS.ALL"]),
    ),
    (
        "GTE_4 b0000: >= 4 cycles (any latency) (L5113)",
        Le(&["THREAD_SWITCH_STALLS.GTE_8"], &["THREAD_SWITCH_STALLS.GTE_4"]),
    ),
];

#[test]
fn implied_relations_hold_event_by_event() {
    for (name, b) in cases() {
        let mut memo = std::collections::HashMap::new();
        let mut get = |e: &'static str| *memo.entry(e).or_insert_with(|| one(&b, e));
        for (line, rel) in IMPLIED {
            match rel {
                Sum(list) => {
                    let whole = get(list[0]);
                    let parts: u64 = list[1..].iter().map(|e| get(e)).sum();
                    assert_eq!(
                        whole,
                        parts,
                        "{name}: {} = sum of {:?} ({line})",
                        list[0],
                        &list[1..]
                    );
                }
                Le(small, big) => {
                    let s: u64 = small.iter().map(|e| get(e)).sum();
                    let g: u64 = big.iter().map(|e| get(e)).sum();
                    assert!(s <= g, "{name}: {small:?} = {s} <= {big:?} = {g} ({line})");
                }
            }
        }
    }
}

/// CPU_CPL_CHANGES (Table 4-71) counts a change to or from each level in its mask: every change
/// is from one level to another, so the levels' counts add up to twice ALL.
#[test]
fn privilege_level_changes_count_at_both_levels() {
    for (name, b) in cases() {
        let all = one(&b, "CPU_CPL_CHANGES.ALL");
        let levels: u64 = ["LVL0", "LVL1", "LVL2", "LVL3"]
            .iter()
            .map(|l| one(&b, &format!("CPU_CPL_CHANGES.{l}")))
            .sum();
        assert_eq!(levels, 2 * all, "{name}");
    }
}

/// The live-request counts split "into two parts": LO adds the low three bits of the count each
/// cycle and HI the rest (section 4.11.2, L2527; Table 4-38: BUS_MEM_READ_OUTSTANDING =
/// ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO), so HI * 8 + LO is the sum over the cycles of
/// the queue's occupancy. With one thread the stream's position is the cycle, and the sum is
/// read off the stream directly.
#[test]
fn split_occupancy_counters_sum_the_live_requests() {
    use pmu_model::sim::engines::montecito::signal::queue;
    use pmu_model::sim::engines::montecito::stream::ItStream;
    use pmu_model::sim::workload::{Period, PERIOD};
    use std::sync::Arc;
    let pairs: [(&str, &str, &[usize]); 7] = [
        ("SI_IOQ_LIVE_REQ_HI", "SI_IOQ_LIVE_REQ_LO", &[queue::SI_IOQ]),
        ("ER_BRQ_LIVE_REQ_HI", "ER_BRQ_LIVE_REQ_LO", &[queue::ER_BRQ]),
        ("ER_SNOOPQ_REQ_HI", "ER_SNOOPQ_REQ_LO", &[queue::ER_SNOOPQ]),
        (
            "SI_RQ_LIVE_REQ_HI.EITHER",
            "SI_RQ_LIVE_REQ_LO.EITHER",
            &[queue::SI_RQ_SELF, queue::SI_RQ_OTHER],
        ),
        (
            "SI_RQ_LIVE_REQ_HI.SELF",
            "SI_RQ_LIVE_REQ_LO.SELF",
            &[queue::SI_RQ_SELF],
        ),
        (
            "SI_WRITEQ_LIVE_REQ_HI.EITHER",
            "SI_WRITEQ_LIVE_REQ_LO.EITHER",
            &[queue::SI_WRITEQ_SELF, queue::SI_WRITEQ_OTHER],
        ),
        (
            "SI_SCB_LIVE_REQ_HI.SELF",
            "SI_SCB_LIVE_REQ_LO.SELF",
            &[queue::SI_SCB_SELF],
        ),
    ];
    for w in ["stream", "syscall"] {
        let spec = builtin(w).expect("builtin");
        let b = base(&spec, 1, 1);
        let st = ItStream::generate(Arc::new(Period::generate(&spec, 1, 0)), &spec, 1, 0);
        for (hi, lo, queues) in pairs {
            let c = run(&b, 15, &[prog(4, hi), prog(5, lo)], CYCLES);
            let live: u64 = (0..CYCLES as usize)
                .map(|i| {
                    queues
                        .iter()
                        .map(|q| u64::from(st.queues[i % PERIOD][*q]))
                        .sum::<u64>()
                })
                .sum();
            assert!(live > 0, "{w} {lo}");
            assert_eq!(c[0] * 8 + c[1], live, "{w}: {hi} * 8 + {lo}");
        }
    }
}

/// Table 4-40: the register counts before each RSE event, split in bit slices, give
/// RSE_AVG_INVALID_REGS = 96 - (RSE_DIRTY_REGS + RSE_CURRENT_REGS) / RSE_EVENT_RETIRED, which
/// "Assumes number of clean registers is always 0" (L2580): current and dirty registers never
/// exceed the 96 physical registers in the Montecito processor (L2553).
#[test]
fn rse_register_counts_fit_the_physical_registers() {
    for (name, b) in cases() {
        let reg = |six: &str, mid: &str, low: &str| one(&b, six) * 64 + one(&b, mid) * 8 + one(&b, low);
        let current = reg(
            "RSE_CURRENT_REGS_6",
            "RSE_CURRENT_REGS_5_TO_3",
            "RSE_CURRENT_REGS_2_TO_0",
        );
        let dirty = reg(
            "RSE_DIRTY_REGS_6",
            "RSE_DIRTY_REGS_5_TO_3",
            "RSE_DIRTY_REGS_2_TO_0",
        );
        let events = one(&b, "RSE_EVENT_RETIRED");
        assert!(events > 0 && current > 0 && dirty > 0, "{name}");
        assert!(
            current + dirty <= 96 * events,
            "{name}: {current} + {dirty} > 96 * {events}"
        );
    }
}

/// Table 3-6 and section 4.2.1: with .all a duplicated counter counts the events of both
/// threads, "during the time the monitoring thread has been assigned to a processor" (L1881):
/// with no halt, thread 0's .all count is the sum of the two threads' own counts, for active,
/// causal and floating events alike (and L2D events that are .all capable).
#[test]
fn all_counts_both_threads_own_counts() {
    for w in BUILTINS {
        let spec = builtin(w).expect("builtin");
        let b = base(&spec, 1, 2);
        for e in [
            "CPU_OP_CYCLES.ALL",
            "IA64_INST_RETIRED.THIS",
            "BACK_END_BUBBLE.ALL",
            "INST_DISPERSED",
            "L3_MISSES",
            "L3_REFERENCES",
            "BUS_MEM_READ.ALL.SELF",
            "L2D_MISSES",
            "THREAD_SWITCH_EVENTS.ALL",
            "BR_MISPRED_DETAIL.ALL.ALL_PRED",
        ] {
            let c = run(
                &b,
                15,
                &[
                    Prog {
                        thread: 0,
                        n: 4,
                        name: e,
                        all: true,
                    },
                    Prog {
                        thread: 0,
                        n: 6,
                        name: e,
                        all: false,
                    },
                    Prog {
                        thread: 1,
                        n: 6,
                        name: e,
                        all: false,
                    },
                ],
                CYCLES,
            );
            assert!(c[1] > 0 && c[2] > 0, "{w} {e}: {c:?}");
            assert_eq!(c[0], c[1] + c[2], "{w} {e}: .all = thread 0 + thread 1");
        }
    }
}

/// A workload description from generated numbers: an instruction mix, miss rates, phases and
/// the Itanium knobs.
fn spec_from(v: &[f64], phases: (u32, u32)) -> WorkloadSpec {
    let base = builtin("default").expect("default");
    WorkloadSpec {
        name: "generated".into(),
        branch: v[0] * 0.4,
        fgu: v[1] * 0.3,
        load: v[2] * 0.5,
        store: v[3] * 0.3,
        other: 0.1 + v[4],
        taken: v[5],
        mispredict: v[6] * 0.3,
        load_miss: Levels {
            l2l3: v[7] * 0.2,
            local_mem: v[8] * 0.1,
            remote: v[9] * 0.05,
        },
        icache_miss: Levels {
            l2l3: v[10] * 0.01,
            local_mem: v[11] * 0.002,
            remote: 0.0,
        },
        dtlb_miss: v[12] * 0.05,
        itlb_miss: v[13] * 0.01,
        dual_issue: v[14],
        syscall_every: phases.0,
        syscall_len: phases.1.min(phases.0),
        predicated_off: v[15] * 0.3,
        fp_exceptions: v[16] * 0.05,
        rse_traffic: v[17],
        alat: v[18] * 0.2,
        speculation: v[19] * 0.2,
        serialize: v[20] * 0.01,
        uncacheable: v[21] * 0.02,
        misaligned: v[22] * 0.02,
        io: v[23] * 0.01,
        sharing: v[24],
        other_core: v[25] * 0.05,
        io_agents: v[26] * 0.02,
        kernel_copy: v[27],
        ..base
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// The stated equations over generated workloads, seeds, thread counts and privilege
    /// levels: CPU_OP_CYCLES = BACK_END_BUBBLE.all + retiring cycles and BACK_END_BUBBLE.all as
    /// the sum of its causes (L1965); 6 * (CPU_OP_CYCLES - DISP_STALLED) = INST_DISPERSSED +
    /// SYLL_NOT_DISPERSSED.ALL - SYLL_OVERCOUNT.ALL (L1906).
    #[test]
    fn the_stated_equations_hold_for_generated_workloads(
        v in proptest::collection::vec(0.0f64..1.0, 28),
        phases in (0u32..3, 50u32..800),
        seed in any::<u64>(),
        threads in 1u32..3,
        plm in prop_oneof![Just(15u8), Just(8u8), Just(1u8)],
    ) {
        let every = [0, 1024, 4096][phases.0 as usize];
        let spec = spec_from(&v, (every, phases.1));
        prop_assert!(spec.validate().is_ok());
        let b = base(&spec, seed, threads);
        let name = format!("{spec:?}, seed {seed}, {threads} thread(s)");
        // The generated workloads need not produce every cause: the equations themselves are
        // checked, not that each part counts.
        for g in GROUPS {
            let c = run(
                &b,
                plm,
                &[
                    prog(g, "CPU_OP_CYCLES.ALL"),
                    prog(g + 1, "BACK_END_BUBBLE.ALL"),
                    prog(g + 2, "CPU_OP_CYCLES.QUAL"),
                    prog(g + 3, "DISP_STALLED"),
                    prog(g + 4, "INST_DISPERSED"),
                    prog(g + 5, "SYLL_NOT_DISPERSED.ALL"),
                ],
                40_000,
            );
            prop_assert_eq!(c[0], c[1] + c[2], "{}: CPU_OP_CYCLES = BACK_END_BUBBLE.ALL + QUAL", name);
            let over = run(&b, plm, &[prog(g, "SYLL_OVERCOUNT.ALL")], 40_000)[0];
            prop_assert_eq!(6 * (c[0] - c[3]), c[4] + c[5] - over, "{}: dispersal", name);
        }
        let mut progs = vec![prog(5, "BE_L1D_FPU_BUBBLE.ALL")];
        for (n, e) in [
            (4, "BACK_END_BUBBLE.ALL"),
            (6, "BE_RSE_BUBBLE.ALL"),
            (7, "BE_EXE_BUBBLE.ALL"),
            (8, "BE_FLUSH_BUBBLE.ALL"),
            (9, "BACK_END_BUBBLE.FE"),
        ] {
            progs.push(prog(n, e));
        }
        let c = run(&b, plm, &progs, 40_000);
        prop_assert_eq!(c[1], c[0] + c[2] + c[3] + c[4] + c[5], "{}: BACK_END_BUBBLE.ALL = sum", name);
    }
}
