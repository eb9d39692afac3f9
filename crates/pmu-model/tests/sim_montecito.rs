//! The Montecito simulator against the rules of seed 003 (chapter 3 and section 2.4); every
//! test cites the place it pins ("L" numbers are lines of the seed). Plus the determinism
//! properties: stepping granularity never changes the result with two threads switching, and
//! skipping repetitions gives what running every span gives.

use std::sync::Arc;

use pmu_model::history::History;
use pmu_model::sim::engines::montecito::sched::{
    Compare, Config, LowPower, Mode, Next, Pending, Reason, Sched,
};
use pmu_model::sim::engines::montecito::stream::{fl, ItStream};
use pmu_model::sim::engines::montecito::COUNT_MASK;
use pmu_model::sim::switching::{Switch, ThreadsView};
use pmu_model::sim::workload::{builtin, Period, WorkloadSpec, PERIOD};
use pmu_model::sim::{Action, LogKind, ModeSpec, Outcome, Simulator, Stop, Until, WriteValue};

/// A simulator with `threads` threads running `workload`, all threads at `cpl` with PSR.up and
/// PSR.pp set.
fn sim(threads: u32, workload: &str, cpl: u8) -> Simulator {
    let spec = builtin(workload).expect("builtin");
    let mut s = Simulator::with_workload("montecito", 7, threads, spec).expect("montecito");
    mode(&mut s, None, cpl, true, true);
    s
}

fn mode(s: &mut Simulator, thread: Option<u32>, cpl: u8, up: bool, pp: bool) {
    s.apply(Action::SetMode {
        thread,
        mode: ModeSpec::Itanium { cpl, up, pp },
    })
    .expect("mode");
}

fn write(s: &mut Simulator, t: u32, reg: &str, fields: &[(&str, &str)]) -> Outcome {
    s.apply(Action::Write {
        thread: t,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::fields(fields),
    })
    .expect("write")
}

fn write_raw(s: &mut Simulator, t: u32, reg: &str, v: u64) -> Outcome {
    s.apply(Action::Write {
        thread: t,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(v),
    })
    .expect("write")
}

/// Program counter PMCn of thread `t` for event `es` (umask, plm all levels, ism '10) with
/// extra fields.
fn counter(s: &mut Simulator, t: u32, n: u32, es: u64, umask: u64, extra: &[(&str, &str)]) -> Outcome {
    let es = format!("{es:#x}");
    let umask = umask.to_string();
    let mut f: Vec<(&str, &str)> = vec![("es", &es), ("umask", &umask), ("plm", "15"), ("ism", "2")];
    f.extend_from_slice(extra);
    write(s, t, &format!("PMC{n}"), &f)
}

/// Run `cycles` cycles, going on after a run stops at the event limit (as `pmu run` does):
/// an unaccelerated run switching threads every few hundred cycles meets it.
fn run(s: &mut Simulator, cycles: u64) {
    let end = s.cycle + cycles;
    while s.cycle < end {
        s.apply(Action::Run {
            cycles: end - s.cycle,
        })
        .expect("run");
    }
}

fn until(s: &mut Simulator, u: Until, max: u64) -> Outcome {
    s.apply(Action::RunUntil {
        until: u,
        max_cycles: max,
    })
    .expect("run until")
}

fn peek(s: &Simulator, t: u32, reg: &str) -> u64 {
    s.peek(t, 0, reg).expect("register")
}

fn read(s: &mut Simulator, t: u32, reg: &str) -> Option<u64> {
    match s.apply(Action::Read {
        thread: t,
        unit: 0,
        reg: reg.into(),
    }) {
        Ok(Outcome::Read { value }) => value,
        other => panic!("{other:?}"),
    }
}

/// The engine's thread switching and trace buffer as the simulator's views give them, read
/// as the tests ask for them.
struct Views<'a> {
    sim: &'a Simulator,
    threads: ThreadsView,
    config: Config,
}

impl Views<'_> {
    fn switching(&self) -> bool {
        self.threads.switching
    }

    fn foreground(&self) -> u32 {
        self.threads.foreground
    }

    fn idle(&self) -> bool {
        self.threads.idle
    }

    fn urgency(&self, t: u32) -> u8 {
        self.threads.urgency[t as usize]
    }

    fn position(&self, t: u32) -> u64 {
        self.threads.position[t as usize]
    }

    /// Thread switches since reset, in total and by reason ([`Reason::ALL`] order).
    fn switch_counts(&self) -> (u64, [u64; 5]) {
        let mut by = [0; 5];
        for (slot, (_, n)) in by.iter_mut().zip(&self.threads.by_reason) {
            *slot = *n;
        }
        (self.threads.total, by)
    }

    fn timeline(&self) -> impl Iterator<Item = &Switch> {
        self.threads.timeline.iter()
    }

    fn etb(&self, t: u32) -> Vec<(u32, u64, u8)> {
        self.sim.trace_view(t).map(|v| v.entries).unwrap_or_default()
    }

    fn ears(&self, t: u32) -> Option<([u64; 3], [u64; 2])> {
        self.sim.trace_view(t)?.ears
    }
}

fn engine(s: &Simulator) -> Views<'_> {
    Views {
        sim: s,
        threads: s.threads_view().expect("thread switching"),
        config: s.switch_config().cloned().expect("thread-switch settings"),
    }
}

/// The stream a thread of `sim` runs (same seed and workload).
fn stream_of(workload: &str, t: u32) -> ItStream {
    let spec = builtin(workload).expect("builtin");
    ItStream::generate(Arc::new(Period::generate(&spec, 7, t)), &spec, 7, t)
}

const CPU_OP_CYCLES: u64 = 0x12;
const IA64_INST_RETIRED: u64 = 0x08;
const THREAD_SWITCH_EVENTS: u64 = 0x0c;
const THREAD_SWITCH_CYCLE: u64 = 0x0e;
const BRANCH_EVENT: u64 = 0x11;
const L3_MISSES: u64 = 0xdc;
const DATA_EAR_EVENTS: u64 = 0xc8;

// --- Monitor enable (section 3.3.1) ---------------------------------------------------------

/// "Monitor Enable_i = (not PMC0.fr) and PMC_i.plm[PSR.cpl] and ((PMC_i.ism=... or (i=39) or
/// (i=37)) and ((not(PMC_i.pm) and PSR.up) or (PMC_i.pm and PSR.pp))" (section 3.3.1, L1046,
/// where ism='10 prints as "i10"): every combination of its inputs, on a workload without
/// privilege phases.
#[test]
fn the_monitor_enable_equation_truth_table() {
    let mut cases = 0;
    for fr in [false, true] {
        for plm in [0b0001u64, 0b1000, 0b1111, 0] {
            for cpl in [0u8, 3] {
                for ism in [0b10u64, 0b01, 0b00] {
                    for pm in [false, true] {
                        for (up, pp) in [(false, false), (true, false), (false, true), (true, true)] {
                            let mut s = sim(1, "stream", cpl);
                            mode(&mut s, None, cpl, up, pp);
                            let (plm_s, ism_s) = (plm.to_string(), ism.to_string());
                            write(
                                &mut s,
                                0,
                                "PMC4",
                                &[
                                    ("es", "0x12"),
                                    ("plm", &plm_s),
                                    ("ism", &ism_s),
                                    ("pm", if pm { "1" } else { "0" }),
                                ],
                            );
                            write_raw(&mut s, 0, "PMC0", u64::from(fr));
                            run(&mut s, 1000);
                            let expected =
                                !fr && plm >> cpl & 1 == 1 && ism == 0b10 && ((!pm && up) || (pm && pp));
                            let count = peek(&s, 0, "PMD4");
                            assert_eq!(
                                count,
                                if expected { 1000 } else { 0 },
                                "fr {fr} plm {plm:04b} cpl {cpl} ism {ism:02b} pm {pm} up {up} pp {pp}"
                            );
                            cases += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(cases, 2 * 4 * 2 * 3 * 2 * 4);
}

/// PMC.plm is compared with the privilege level of each cycle: the system-call phases of the
/// default workload run at level 0 (section 3.2.3.2, "event counting is enabled if
/// PMC_i.plm[PSR.cpl] is one").
#[test]
fn plm_splits_user_and_kernel_cycles() {
    let mut s = sim(1, "default", 3);
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("plm", "8")]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 0, &[("plm", "1")]);
    counter(&mut s, 0, 6, CPU_OP_CYCLES, 0, &[]);
    run(&mut s, 100_000);
    let (user, kernel, all) = (peek(&s, 0, "PMD4"), peek(&s, 0, "PMD5"), peek(&s, 0, "PMD6"));
    assert_eq!(user + kernel, all);
    assert_eq!(all, 100_000);
    assert!(kernel > 10_000 && user > 50_000, "user {user} kernel {kernel}");
}

// --- Counting: multi-occurrence events and thresholds (section 3.2.1.3) ---------------------

/// IA64_INST_RETIRED is a multi-occurrence event (up to 6 per cycle, Table 4-42); with a
/// threshold the counter "increments by one in every cycle in which the observed event value
/// exceeds the threshold" (Table 3-6, L1096).
#[test]
fn thresholds_count_cycles_above_the_threshold() {
    let st = stream_of("stream", 0);
    let cycles = 3 * PERIOD as u64 + 1234;
    let per_cycle = |i: u64| u64::from(st.cycles[(i % PERIOD as u64) as usize].retired);
    for threshold in 0..=6u64 {
        let mut s = sim(1, "stream", 3);
        let th = threshold.to_string();
        counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[("threshold", &th)]);
        run(&mut s, cycles);
        let expected: u64 = (0..cycles)
            .map(|i| {
                let v = per_cycle(i);
                if threshold == 0 {
                    v
                } else {
                    u64::from(v > threshold)
                }
            })
            .sum();
        assert_eq!(peek(&s, 0, "PMD4"), expected, "threshold {threshold}");
    }
    assert!(
        st.cycles.iter().any(|c| c.retired > 3),
        "the workload retires more than 3 at times"
    );
    assert!(st.cycles.iter().all(|c| c.retired <= 6), "at most 6 per cycle");
}

/// A threshold on a single-occurrence event never counts, and the write says so.
#[test]
fn a_threshold_on_a_single_occurrence_event_counts_nothing() {
    let mut s = sim(1, "stream", 3);
    let out = counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("threshold", "1")]);
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(
        notes.iter().any(|n| n.message.contains("single-occurrence")),
        "{notes:?}"
    );
    run(&mut s, 10_000);
    assert_eq!(peek(&s, 0, "PMD4"), 0);
}

/// "During every clock in which the CPU is not in a halted state, the back-end pipeline has
/// either a bubble or it retires 1 or more instructions" (L1965): CPU_OP_CYCLES =
/// BACK_END_BUBBLE.all + cycles retiring at least one instruction, with two threads and their
/// switch windows.
#[test]
fn every_cycle_is_a_bubble_or_retires() {
    let mut s = sim(2, "default", 3);
    for t in 0..2 {
        counter(&mut s, t, 4, CPU_OP_CYCLES, 0, &[]);
        counter(&mut s, t, 5, 0x00, 0, &[]);
        counter(&mut s, t, 6, 0x40, 0, &[]); // L1I_READS: one fetch per issue group
    }
    run(&mut s, 500_000);
    let mut total = 0;
    for t in 0..2 {
        let (cycles, bubbles, issue) = (peek(&s, t, "PMD4"), peek(&s, t, "PMD5"), peek(&s, t, "PMD6"));
        assert_eq!(cycles, bubbles + issue, "thread {t}");
        total += cycles;
    }
    assert_eq!(total, 500_000, "each cycle belongs to exactly one thread");
}

// --- Overflow, freeze, interrupts (sections 3.3.2, 3.3.4, 3.3.11) --------------------------

/// "Software can force an external interruption or external notification after N events by
/// preloading the monitor with a count value of 2^47 - N" (L1103); the counter overflows on
/// the carry out of bit 46, and PMC0 bit n is set "regardless of the state of the PMC.oi bit"
/// (Table 3-8), while fr is left alone when oi is 0.
#[test]
fn a_preload_of_2_pow_47_minus_n_overflows_after_n_events() {
    for n in [1u64, 2, 17, 1000, 123_457] {
        let mut s = sim(1, "stream", 3);
        counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[]);
        write_raw(&mut s, 0, "PMD4", (1 << 47) - n);
        let out = until(&mut s, Until::Overflow, 10_000_000);
        assert_eq!(
            out,
            Outcome::Ran {
                cycles: n,
                stopped: Stop::Overflow
            }
        );
        assert_eq!(peek(&s, 0, "PMD4"), 0, "wrapped to 0");
        assert_eq!(peek(&s, 0, "PMC0"), 1 << 4, "ov4 set, fr clear (oi = 0)");
        let e = s.log.last().expect("logged");
        assert_eq!(e.cycle, n - 1);
        assert!(matches!(&e.kind, LogKind::Overflow { counter, .. } if counter == "PMD4"));
        assert!(!s.log.iter().any(|e| matches!(e.kind, LogKind::Interrupt { .. })));
    }
    // A multi-occurrence event overflows in the cycle in which its sum passes 2^47.
    let st = stream_of("stream", 0);
    let mut s = sim(1, "stream", 3);
    counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[]);
    write_raw(&mut s, 0, "PMD4", (1 << 47) - 50_000);
    until(&mut s, Until::Overflow, 10_000_000);
    let mut sum = 0;
    let mut cycle = 0;
    while sum < 50_000 {
        sum += u64::from(st.cycles[cycle % PERIOD].retired);
        cycle += 1;
    }
    assert_eq!(s.cycle, cycle as u64);
    assert_eq!(
        peek(&s, 0, "PMD4"),
        sum - 50_000,
        "the carry-out leaves the excess"
    );
}

/// With oi = 1 "a Performance Monitor Interrupt is raised and the performance monitor freeze
/// bit (PMC0.fr) is set" (Table 3-6); "When 1, event monitoring is disabled" (Table 3-8):
/// every counter of the thread stops; "Counter overflows generate only one interrupt"; software
/// clears PMC0 to resume ("all bits of PMC0 need to be cleared", L1797).
#[test]
fn an_oi_overflow_freezes_every_counter_and_raises_one_interrupt() {
    let mut s = sim(1, "stream", 3);
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("oi", "1")]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 0, &[("oi", "1")]);
    counter(&mut s, 0, 6, IA64_INST_RETIRED, 0, &[]);
    counter(&mut s, 0, 10, CPU_OP_CYCLES, 0, &[]);
    write_raw(&mut s, 0, "PMD4", (1 << 47) - 100);
    write_raw(&mut s, 0, "PMD5", (1 << 47) - 100);
    let out = until(&mut s, Until::Overflow, 1_000_000);
    assert_eq!(
        out,
        Outcome::Ran {
            cycles: 100,
            stopped: Stop::Overflow
        }
    );
    assert_eq!(peek(&s, 0, "PMC0"), 1 | 1 << 4 | 1 << 5);
    let interrupts = s
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.kind,
                LogKind::Interrupt {
                    name: "performance_monitor_interrupt",
                    ..
                }
            )
        })
        .count();
    assert_eq!(interrupts, 1, "one interrupt for two overflows");
    assert_eq!(
        s.log
            .iter()
            .filter(|e| matches!(e.kind, LogKind::Freeze { .. }))
            .count(),
        1
    );
    let frozen: Vec<u64> = [4, 5, 6, 10]
        .iter()
        .map(|n| peek(&s, 0, &format!("PMD{n}")))
        .collect();
    run(&mut s, 10_000);
    let after: Vec<u64> = [4, 5, 6, 10]
        .iter()
        .map(|n| peek(&s, 0, &format!("PMD{n}")))
        .collect();
    assert_eq!(frozen, after, "frozen monitors stop");
    // Software clears PMC0 and monitoring resumes.
    write_raw(&mut s, 0, "PMC0", 0);
    run(&mut s, 10);
    assert_eq!(peek(&s, 0, "PMD10"), frozen[3] + 10);
    // Software can freeze monitoring itself by setting fr (section 3.2.3).
    write_raw(&mut s, 0, "PMC0", 1);
    run(&mut s, 10);
    assert_eq!(peek(&s, 0, "PMD10"), frozen[3] + 10);
}

/// Reads of PMD4-15 return bit 46 in bits 63:47, "so count values appear as sign extended";
/// writes must put 0 in ov (bit 47) (Table 3-7).
#[test]
fn pmd_reads_are_sign_extended_from_bit_46_and_ov_is_written_as_0() {
    let mut s = sim(1, "stream", 0);
    write_raw(&mut s, 0, "PMD4", (1 << 47) - 5);
    assert_eq!(read(&mut s, 0, "PMD4"), Some(0xffff_ffff_ffff_fffb));
    write_raw(&mut s, 0, "PMD4", 5);
    assert_eq!(read(&mut s, 0, "PMD4"), Some(5));
    let out = write_raw(&mut s, 0, "PMD4", 1 << 47 | 7);
    let Outcome::Written { value, notes } = out else {
        panic!("{out:?}")
    };
    assert_eq!(value, 7);
    assert!(notes.iter().any(|n| n.field == Some("ov")), "{notes:?}");
    assert_eq!(peek(&s, 0, "PMD4"), 7);
}

/// "When PMC.pm is 1, ... PMD can only be read by privileged software. Any read of the PMD by
/// non-privileged software in this case will return 0" (Table 3-5; also L1105: "Any read of the
/// PMD from software without the appropriate privilege level will return 0"). PSR.sp makes
/// every PMD read at a non-zero level return 0 (Itanium SDM).
#[test]
fn privileged_monitors_read_as_0_from_user_level() {
    let mut s = sim(1, "stream", 3);
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("pm", "1")]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 0, &[]);
    run(&mut s, 100);
    assert_eq!(peek(&s, 0, "PMD4"), 100, "pm = 1 counts with PSR.pp");
    assert_eq!(
        read(&mut s, 0, "PMD4"),
        Some(0),
        "user-level read of a privileged monitor"
    );
    assert_eq!(read(&mut s, 0, "PMD5"), Some(100));
    mode(&mut s, None, 0, true, true);
    assert_eq!(read(&mut s, 0, "PMD4"), Some(100), "level 0 reads it");
    write(&mut s, 0, "PSR", &[("sp", "1"), ("cpl", "3")]);
    assert_eq!(read(&mut s, 0, "PMD5"), Some(0), "PSR.sp hides PMDs from level 3");
}

// --- Duplicated and banked counters (section 3.3.2) -----------------------------------------

/// "Banked counters (PMC/PMD10-15) ... cannot increment when their thread is in the
/// background"; "duplicated counters can increment when their thread is in the background"
/// (L1070-L1073). With .all, duplicated counters count both threads' events (Table 3-6).
#[test]
fn banked_counters_stop_in_the_background_and_duplicated_ones_do_not() {
    let mut s = sim(2, "default", 3);
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("all", "1")]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 0, &[]);
    let out = counter(&mut s, 0, 10, CPU_OP_CYCLES, 0, &[("all", "1")]);
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(
        notes.iter().any(|n| n.field == Some("all")),
        ".all is not applicable: {notes:?}"
    );
    counter(&mut s, 0, 6, THREAD_SWITCH_EVENTS, 0b111, &[]);
    run(&mut s, 400_000);
    let (all, mine, banked, switches) = (
        peek(&s, 0, "PMD4"),
        peek(&s, 0, "PMD5"),
        peek(&s, 0, "PMD10"),
        peek(&s, 0, "PMD6"),
    );
    assert_eq!(all, 400_000, "a duplicated .all counter counts every cycle");
    assert!(
        mine < all && mine > all / 4,
        "thread 0 owns part of the core: {mine}"
    );
    // The banked counter counts thread 0's cycles minus one dead cycle per switch out
    // (BACK_END_BUBBLE note, L2830; CPU_OP_CYCLES note: "a single cycle will be dropped from the
    // count each time a thread switch occurs", L3411).
    assert!(switches > 100);
    assert_eq!(banked, mine - switches);
}

/// L3_MISSES is the manual's example of a thread-specific event "that could occur when its
/// thread is in the background" (L1072): a miss determined after a time-out switched its
/// thread out (a short quantum and a fast switch make that common) counts in a duplicated
/// counter, not in a banked one.
#[test]
fn floating_events_in_the_background_count_only_in_duplicated_counters() {
    let mut s = sim(2, "pointer-chase", 3);
    s.set_switch_config(Config {
        quantum: 3,
        switch_cycles: 1,
        ..Config::default()
    })
    .expect("config");
    counter(&mut s, 0, 7, L3_MISSES, 0, &[]);
    counter(&mut s, 0, 11, L3_MISSES, 0, &[]);
    run(&mut s, 300_000);
    let (dup, banked) = (peek(&s, 0, "PMD7"), peek(&s, 0, "PMD11"));
    assert!(banked > 0 && dup > banked, "duplicated {dup}, banked {banked}");
}

// --- Counting restrictions (section 3.3.3) --------------------------------------------------

/// "The CYCLES_HALTED event can only be monitored in PMD10. If measured by any other PMD, the
/// count value is undefined" (L1126): the write says so and the simulator counts nothing;
/// PMD10 counts the cycles of a low-power halt. ER/SI/L2D events only in PMD4-9 (L1122).
#[test]
fn counting_restrictions_are_reported_and_followed() {
    let mut s = sim(2, "default", 3);
    s.set_switch_config(Config {
        low_power: vec![LowPower {
            thread: 1,
            from: 10_000,
            to: 30_000,
        }],
        ..Config::default()
    })
    .expect("config");
    let out = counter(&mut s, 1, 11, 0x18, 0, &[]);
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(
        notes
            .iter()
            .any(|n| n.message.contains("can only be monitored in PMD10")),
        "{notes:?}"
    );
    counter(&mut s, 1, 10, 0x18, 0, &[]);
    let out = counter(&mut s, 1, 12, 0xb5, 0, &[]); // ER_MEM_READ_OUT_LO in a banked counter
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(notes.iter().any(|n| n.message.contains("PMD4-9")), "{notes:?}");
    run(&mut s, 50_000);
    assert_eq!(peek(&s, 1, "PMD10"), 20_000, "halted cycles");
    assert_eq!(peek(&s, 1, "PMD11"), 0, "undefined elsewhere: nothing counted");
    assert_eq!(peek(&s, 1, "PMD12"), 0);
    // L1D events need PMC5 programmed with an event of their set (section 4.8.2).
    let out = counter(&mut s, 0, 6, 0xc7, 0, &[]);
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(notes.iter().any(|n| n.message.contains("PMC5/PMD5")), "{notes:?}");
    run(&mut s, 10_000);
    assert_eq!(peek(&s, 0, "PMD6"), 0);
    counter(&mut s, 0, 5, 0xc4, 0, &[]); // L1D_READS_SET1, set 1 like L1D_READ_MISSES
    run(&mut s, 100_000);
    assert!(peek(&s, 0, "PMD6") > 0, "counts once PMC5 selects its set");
}

// --- Thread switching (section 2.4.1) -------------------------------------------------------

fn streams2() -> (ItStream, ItStream) {
    (stream_of("default", 0), stream_of("default", 1))
}

/// The urgency rules of section 2.4.1.3 (L629-L635) over a scripted sequence of L3 events:
/// a miss decrements (floor 0), a return increments while below 5, the comparison at every L3
/// event switches only when the foreground urgency is lower; a time-out of a thread that is
/// not stalled sets 7; an interrupt for the background thread sets 6.
#[test]
fn urgency_arithmetic_and_switch_decisions() {
    let (a, b) = streams2();
    let streams = [&a, &b];
    let cfg = Config {
        quantum: 0,
        ..Config::default()
    };
    let mut s = Sched::new(2, &cfg);
    let miss = |s: &mut Sched, t: usize, at: u64| {
        s.threads[t].pending.push(Pending {
            detect: at,
            ret: at + 200,
            resume: 0,
        });
        let i = s.threads[t].pending.len() - 1;
        s.process(at, Next::Detect(t as u32, i), &cfg, &streams)
    };
    let ret = |s: &mut Sched, t: usize, at: u64| {
        let i = s.threads[t].pending.iter().position(|p| p.ret >= at).unwrap_or(0);
        s.process(at, Next::Return(t as u32, i), &cfg, &streams)
    };
    let urg = |s: &Sched| (s.threads[0].urgency, s.threads[1].urgency);
    assert_eq!(urg(&s), (5, 5), "nominal urgency");
    // T0 (foreground) misses: 4 < 5, switch.
    let out = miss(&mut s, 0, 100);
    assert_eq!(urg(&s), (4, 5));
    assert_eq!(out.switch.map(|x| (x.0, x.1, x.2)), Some((0, 1, Reason::L3Miss)));
    assert_eq!(
        s.mode,
        Mode::Switching {
            from: 0,
            to: 1,
            until: 115
        }
    );
    s.process(115, Next::WindowEnd, &cfg, &streams);
    assert_eq!((s.fg, s.mode), (1, Mode::Running));
    // T0's data returns: 5 vs 5, no switch (a missed opportunity).
    let out = ret(&mut s, 0, 300);
    assert_eq!(urg(&s), (5, 5));
    assert!(out.switch.is_none());
    assert_eq!(out.missed, Some(1));
    // T1 misses twice: 4 (4 < 5: switch).
    let out = miss(&mut s, 1, 400);
    assert_eq!(urg(&s), (5, 4));
    assert!(out.switch.is_some());
    s.process(415, Next::WindowEnd, &cfg, &streams);
    assert_eq!(s.fg, 0);
    // T0 misses: 4 vs 4, no switch; again: 3 < 4, switch back to T1.
    assert!(miss(&mut s, 0, 500).switch.is_none());
    assert_eq!(urg(&s), (4, 4));
    assert!(miss(&mut s, 0, 510).switch.is_some());
    assert_eq!(urg(&s), (3, 4));
    s.process(525, Next::WindowEnd, &cfg, &streams);
    // The background thread's misses decrement to the floor 0 and never below.
    for k in 0..6 {
        miss(&mut s, 0, 600 + k);
    }
    assert_eq!(urg(&s).0, 0, "saturates at 0");
    // Returns increment only while below 5.
    for k in 0..8u64 {
        let i = s.threads[0].pending.len() - 1;
        s.process(900 + k, Next::Return(0, i), &cfg, &streams);
        if s.threads[0].pending.is_empty() {
            break;
        }
    }
    assert_eq!(urg(&s).0, 5, "returns stop at 5");
    let out = ret(&mut s, 1, 1000);
    assert!(out.switch.is_none(), "5 vs 5 after T1's return");
    assert_eq!(urg(&s), (5, 5));

    // Time-out: a thread that is not stalled gets 7 before the switch (L601, L633).
    let cfg_q = Config::default();
    let mut q = Sched::new(2, &cfg_q);
    let out = q.process(4096, Next::Quantum, &cfg_q, &streams);
    assert_eq!(out.switch.map(|x| x.2), Some(Reason::Timeout));
    assert_eq!(q.threads[0].urgency, 7);
    // ... but not one waiting for memory.
    let mut q = Sched::new(2, &cfg_q);
    q.threads[0].pending.push(Pending {
        detect: u64::MAX,
        ret: 5000,
        resume: 0,
    });
    q.process(4096, Next::Quantum, &cfg_q, &streams);
    assert_eq!(q.threads[0].urgency, 5);

    // An external interrupt for the background thread sets its urgency to 6 (L633).
    let cfg_i = Config {
        interrupts: vec![pmu_model::sim::engines::montecito::sched::Interrupt { cycle: 50, thread: 1 }],
        ..Config::default()
    };
    let mut q = Sched::new(2, &cfg_i);
    let out = q.process(50, Next::Planned(0), &cfg_i, &streams);
    assert_eq!(out.interrupt, Some((1, true)));
    assert_eq!(q.threads[1].urgency, 6);
    assert!(out.switch.is_none(), "the next L3 event compares");
    // That L3 event: T0 misses, 4 < 6.
    q.threads[0].pending.push(Pending {
        detect: 60,
        ret: 300,
        resume: 0,
    });
    assert!(q
        .process(60, Next::Detect(0, 0), &cfg_i, &streams)
        .switch
        .is_some());
}

/// The order of update and comparison is a setting (the manual does not state it, A19):
/// comparing first, a miss of the foreground thread at equal urgencies does not switch.
#[test]
fn compare_before_update_is_a_setting() {
    let (a, b) = streams2();
    let streams = [&a, &b];
    for (compare, switches) in [
        (Compare::UpdateThenCompare, true),
        (Compare::CompareThenUpdate, false),
    ] {
        let cfg = Config {
            compare,
            quantum: 0,
            ..Config::default()
        };
        let mut s = Sched::new(2, &cfg);
        s.threads[0].pending.push(Pending {
            detect: 10,
            ret: 100,
            resume: 0,
        });
        let out = s.process(10, Next::Detect(0, 0), &cfg, &streams);
        assert_eq!(out.switch.is_some(), switches, "{compare:?}");
        assert_eq!(s.threads[0].urgency, 4);
    }
}

/// "A thread switch on Montecito requires 15 cycles from initiation until the background
/// thread retires an instruction" (L590): no instruction retires in the window, and
/// THREAD_SWITCH_CYCLE.TOTAL counts 15 cycles per switch.
#[test]
fn a_thread_switch_costs_15_cycles() {
    let mut s = sim(2, "default", 3);
    counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[("all", "1")]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 0, &[("all", "1")]);
    counter(&mut s, 0, 6, THREAD_SWITCH_CYCLE, 0b111, &[("all", "1")]);
    counter(&mut s, 0, 7, THREAD_SWITCH_EVENTS, 0b111, &[("all", "1")]);
    for _ in 0..20 {
        let out = until(&mut s, Until::ThreadSwitch, 1_000_000);
        assert!(
            matches!(
                out,
                Outcome::Ran {
                    stopped: Stop::ThreadSwitch,
                    ..
                }
            ),
            "{out:?}"
        );
        let m = engine(&s);
        assert!(m.switching());
        let to = m.foreground();
        let retired = peek(&s, 0, "PMD4");
        run(&mut s, 15);
        assert_eq!(peek(&s, 0, "PMD4"), retired, "nothing retires in the window");
        // The window ends at the boundary; the next cycle is the incoming thread's.
        run(&mut s, 1);
        let m = engine(&s);
        assert!(!m.switching() && m.foreground() == to);
    }
    run(&mut s, 200_000);
    until(&mut s, Until::ThreadSwitch, 1_000_000);
    run(&mut s, 15);
    assert_eq!(peek(&s, 0, "PMD6"), 15 * peek(&s, 0, "PMD7"));
    assert_eq!(peek(&s, 0, "PMD5"), s.cycle);
}

/// The switch cost is a setting; with 0 the incoming thread runs at once.
#[test]
fn the_switch_cost_is_a_setting() {
    let mut s = sim(2, "default", 3);
    s.set_switch_config(Config {
        switch_cycles: 0,
        ..Config::default()
    })
    .expect("config");
    counter(&mut s, 0, 6, THREAD_SWITCH_CYCLE, 0b111, &[("all", "1")]);
    run(&mut s, 100_000);
    assert!(engine(&s).switch_counts().0 > 100);
    assert_eq!(peek(&s, 0, "PMD6"), 0);
}

/// Figure 2-2's pattern in a live run: L3 misses and returns trade the core, each switch
/// logged with its reason and both urgencies, the foreground's lower than the background's.
#[test]
fn l3_misses_and_returns_trade_the_core() {
    let mut s = sim(2, "default", 3);
    s.set_switch_config(Config {
        quantum: 0,
        ..Config::default()
    })
    .expect("config");
    run(&mut s, 100_000);
    let switches: Vec<_> = s
        .log
        .iter()
        .filter_map(|e| match e.kind {
            LogKind::ThreadSwitch {
                from,
                to,
                reason,
                urgency_from,
                urgency_to,
            } => Some((e.cycle, from, to, reason, urgency_from, urgency_to)),
            _ => None,
        })
        .collect();
    assert!(switches.len() >= 50);
    let mut fg = 0;
    for &(_, from, to, reason, uf, ut) in &switches {
        assert_eq!(from, fg, "switches alternate");
        assert_eq!(to, 1 - from);
        assert!(uf < ut, "{reason}: {uf} vs {ut}");
        assert!(reason == "l3_miss" || reason == "l3_return");
        fg = to;
    }
    assert!(switches.iter().any(|s| s.3 == "l3_return"));
    let m = engine(&s);
    let total = m.switch_counts().0 as usize;
    assert!(total > switches.len(), "more switches than the log lists");
    assert_eq!(m.timeline().count(), total.min(256));
}

/// hint@pause forces a switch (section 2.4.1.2); a time-out ends a quantum (L601); a halted
/// foreground thread (in a quiesced low-power mode) gives up the core and a wake-up of the
/// background thread while both are halted switches (L603).
#[test]
fn other_switch_events() {
    let mut s = sim(2, "branchy", 3);
    s.set_switch_config(Config {
        pause_every: 500,
        quantum: 0,
        ..Config::default()
    })
    .expect("config");
    run(&mut s, 50_000);
    let (_, by) = engine(&s).switch_counts();
    assert!(by[Reason::Hint as usize] > 50, "{by:?}");

    let mut s = sim(2, "branchy", 3);
    s.set_switch_config(Config {
        quantum: 300,
        ..Config::default()
    })
    .expect("config");
    run(&mut s, 50_000);
    let (_, by) = engine(&s).switch_counts();
    assert!(by[Reason::Timeout as usize] > 10, "{by:?}");

    let mut s = sim(2, "default", 3);
    s.set_switch_config(Config {
        low_power: vec![
            LowPower {
                thread: 0,
                from: 1000,
                to: 9000,
            },
            LowPower {
                thread: 1,
                from: 0,
                to: 5000,
            },
        ],
        ..Config::default()
    })
    .expect("config");
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("all", "1")]);
    run(&mut s, 1001);
    assert!(engine(&s).idle(), "both halted");
    run(&mut s, 4000);
    let m = engine(&s);
    assert!(
        m.switching() && m.foreground() == 1,
        "the background thread woke: a switch"
    );
    assert_eq!(
        peek(&s, 0, "PMD4"),
        1000,
        "a halted thread's monitors stop (PAL_LIGHT_HALT freezes event monitoring, L1824; \
         CPU_OP_CYCLES is not incremented during a HALT state, L1967)"
    );
}

// --- Execution trace buffer (section 3.3.10) ------------------------------------------------

/// The entries the ETB writes for the branches of a stream with PMC39 capturing all branches
/// (tm = ptm = ppm = 11), with the cycle of each: a source entry, then the target entry unless
/// the next cycle's branch sits in that target bundle (L1651-L1653). The next cycle's branch
/// is known when the entry is written (the model decides at the branch), and chains do not
/// cross the workload's period.
fn expected_etb(st: &ItStream, cycles: u64) -> Vec<(u64, u64, bool)> {
    let mut out = Vec::new();
    let p = PERIOD as u64;
    for k in 0..cycles.div_ceil(p) {
        for (i, b) in st.branches.iter().enumerate() {
            let at = k * p + u64::from(b.pos);
            if at >= cycles {
                break;
            }
            let window = ItStream::bundle_address(b.phase, u64::from(b.window));
            let slot = if b.taken { u64::from(b.slot) } else { 3 };
            out.push((
                at,
                window | slot << 2 | u64::from(b.mispredicted()) << 1 | 1,
                true,
            ));
            let chained = st
                .branches
                .get(i + 1)
                .is_some_and(|n| n.pos == b.pos + 1 && n.window == b.target);
            if !chained {
                out.push((
                    at,
                    ItStream::bundle_address(b.phase, u64::from(b.target)) | 0b10,
                    false,
                ));
            }
        }
    }
    out
}

/// ETB_EVENT counts captured events, at most one per cycle (Table 4-42).
fn etb_events(entries: &[(u64, u64, bool)]) -> u64 {
    let mut cycles: Vec<u64> = entries.iter().filter(|e| e.2).map(|e| e.0).collect();
    cycles.dedup();
    cycles.len() as u64
}

/// PMD48-63 are a 16-entry ring: ebi (PMD38) is post-incremented for every entry, points to
/// the oldest entry once the buffer has wrapped, and the sticky full bit records the wrap;
/// software resets both by writing PMD38 (Table 3-28, L1655-L1659). The last written entry is
/// PMD(48 + ((16*full + ebi - 1) mod 16)) (Ambiguity A11's reading).
#[test]
fn the_etb_is_a_ring_with_an_index_and_a_sticky_full_bit() {
    let st = stream_of("branchy", 0);
    let mut s = sim(1, "branchy", 3);
    write(
        &mut s,
        0,
        "PMC39",
        &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")],
    );
    counter(&mut s, 0, 4, BRANCH_EVENT, 0, &[]);
    // Until a few entries are written: not yet full.
    let first = st.branches[0].pos as u64 + 1;
    run(&mut s, first);
    let idx = peek(&s, 0, "PMD38");
    assert!(idx & 0xf > 0 && idx >> 5 & 1 == 0, "{idx:#x}");
    let expected = expected_etb(&st, s.cycle);
    assert_eq!(
        peek(&s, 0, "PMD4"),
        etb_events(&expected),
        "ETB_EVENT counts captured events"
    );
    assert_eq!(idx & 0xf, expected.len() as u64);
    assert_eq!(peek(&s, 0, "PMD48"), expected[0].1);
    // Run on: the ring wraps.
    run(&mut s, 3000);
    let expected = expected_etb(&st, s.cycle);
    let n = expected.len() as u64;
    assert!(n > 40);
    assert_eq!(peek(&s, 0, "PMD4"), etb_events(&expected));
    let expected: Vec<u64> = expected.iter().map(|e| e.1).collect();
    let idx = peek(&s, 0, "PMD38");
    assert_eq!(idx & 0xf, n % 16, "ebi = entries mod 16");
    assert_eq!(idx >> 5 & 1, 1, "full");
    let ring: Vec<u64> = engine(&s).etb(0).iter().map(|e| e.1).collect();
    assert_eq!(ring, expected[expected.len() - 16..], "oldest first from ebi");
    let full = idx >> 5 & 1;
    let last = 48 + (16 * full + (idx & 0xf) + 15) % 16;
    assert_eq!(
        peek(&s, 0, &format!("PMD{last}")),
        *expected.last().expect("entries")
    );
    // Entries: sources have s = 1, targets s = 0 and mp = 1 ("valid target address").
    for e in &ring {
        assert!(e & 1 == 1 || e & 0b11 == 0b10, "{e:#x}");
    }
    // Software resets ebi and full by writing PMD38.
    write_raw(&mut s, 0, "PMD38", 0);
    assert_eq!(peek(&s, 0, "PMD38"), 0);
    run(&mut s, 1);
    let idx = peek(&s, 0, "PMD38");
    assert_eq!(idx >> 5, 0);
    // Frozen, the buffer keeps its contents (readable only when frozen, L1649).
    write_raw(&mut s, 0, "PMC0", 1);
    let before = engine(&s).etb(0);
    run(&mut s, 5000);
    assert_eq!(engine(&s).etb(0), before);
}

/// IA-32 code is never traced or sampled: the trace buffer's capture equation begins with
/// "(not PSR.is)" (L1607), and instruction-set qualification counts Itanium code only (ism
/// '10, L994; "IA-32 instructions are never tagged", L1163). With tag channel 0 unconstrained
/// (the reset state), PSR.is = 1 must stop the ETB and the data EAR as it stops the counters
/// that count their captures, BRANCH_EVENT and DATA_EAR_EVENTS.
#[test]
fn ia32_code_fills_neither_the_etb_nor_the_data_ear() {
    for workload in ["branchy", "pointer-chase"] {
        let mut s = sim(1, workload, 3);
        write(&mut s, 0, "PSR", &[("is", "1")]);
        write(
            &mut s,
            0,
            "PMC39",
            &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")],
        );
        write(&mut s, 0, "PMC40", &[("plm", "15"), ("ism", "2")]);
        counter(&mut s, 0, 4, BRANCH_EVENT, 0, &[]);
        counter(&mut s, 0, 5, DATA_EAR_EVENTS, 0, &[]);
        run(&mut s, 50_000);
        assert_eq!(peek(&s, 0, "PMD38"), 0, "{workload}: no ETB entry");
        assert!(engine(&s).etb(0).is_empty(), "{workload}");
        assert_eq!(peek(&s, 0, "PMD33"), 0, "{workload}: no data EAR capture");
        assert_eq!(peek(&s, 0, "PMD4") + peek(&s, 0, "PMD5"), 0, "{workload}");
        // Itanium code again: the same programming captures and counts.
        write(&mut s, 0, "PSR", &[("is", "0")]);
        run(&mut s, 50_000);
        let captured = if workload == "branchy" {
            peek(&s, 0, "PMD38")
        } else {
            peek(&s, 0, "PMD33")
        };
        assert!(captured != 0, "{workload}: captures in Itanium code");
        assert!(peek(&s, 0, "PMD4") + peek(&s, 0, "PMD5") > 0, "{workload}");
    }
}

/// "A setting of ds=0, tm=11, ptm=01, ppm=01, brt=00 will result in an empty buffer"; taken
/// only, and mispredicted only, settings capture their subsets (L1630-L1632, Table 3-26).
#[test]
fn pmc39_selects_which_branches_are_captured() {
    let st = stream_of("branchy", 0);
    let count = |fields: &[(&str, &str)]| {
        let mut s = sim(1, "branchy", 3);
        let mut f = vec![("plm", "15")];
        f.extend_from_slice(fields);
        write(&mut s, 0, "PMC39", &f);
        counter(&mut s, 0, 4, BRANCH_EVENT, 0, &[]);
        run(&mut s, PERIOD as u64);
        peek(&s, 0, "PMD4")
    };
    assert_eq!(count(&[("tm", "3"), ("ptm", "1"), ("ppm", "1")]), 0);
    assert_eq!(
        count(&[("tm", "3"), ("ptm", "3"), ("ppm", "3"), ("ds", "1")]),
        0,
        "ds = 1"
    );
    let taken = count(&[("tm", "2"), ("ptm", "3"), ("ppm", "3")]);
    let not_taken = count(&[("tm", "1"), ("ptm", "3"), ("ppm", "3")]);
    let all = count(&[("tm", "3"), ("ptm", "3"), ("ppm", "3")]);
    assert!(taken > 0 && not_taken > 0);
    assert!(taken + not_taken >= all && taken < all && not_taken < all);
    let path_mp = count(&[("tm", "3"), ("ptm", "3"), ("ppm", "1")]);
    let mut wrong_path: Vec<u32> = st
        .branches
        .iter()
        .filter(|b| b.path_mispredicted)
        .map(|b| b.pos)
        .collect();
    wrong_path.dedup();
    assert_eq!(
        path_mp,
        wrong_path.len() as u64,
        "one event per cycle with a wrong-path branch"
    );
}

/// IP-EAR mode (PMC42.mode = 100, section 3.3.10.2): PMD48-63 capture retired IPs; "It is
/// capable of delaying its freeze for a number of cycles past the point of PMU freeze" (L1723),
/// and then it "captures one last entry with ef=0" (L1777). Setting PMC42.mode overrides PMC39
/// (L1704).
#[test]
fn the_ip_ear_captures_retired_ips_and_freezes_after_its_delay() {
    let mut s = sim(1, "branchy", 3);
    write(
        &mut s,
        0,
        "PMC39",
        &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")],
    );
    write(
        &mut s,
        0,
        "PMC42",
        &[("plm", "15"), ("mode", "4"), ("delay", "200")],
    );
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[("oi", "1")]);
    write_raw(&mut s, 0, "PMD4", (1 << 47) - 1000);
    until(&mut s, Until::Overflow, 1_000_000);
    assert_eq!(s.cycle, 1000);
    assert_eq!(peek(&s, 0, "PMC0") & 1, 1, "frozen");
    assert_eq!(
        peek(&s, 0, "PMD38") >> 5 & 1,
        1,
        "IP entries every retiring cycle: the ring has wrapped"
    );
    let at_freeze = engine(&s).etb(0);
    // Every entry holds a user-text IP (bits 59:8 are IP bits 63:12; the code is 64 KiB).
    for e in &at_freeze {
        let ip_high = e.1 >> 8 & ((1 << 52) - 1);
        assert!(
            ip_high.wrapping_sub(0x4000_0000_0000_0000 >> 12) < 16,
            "{:#x}",
            e.1
        );
    }
    run(&mut s, 199);
    assert_ne!(engine(&s).etb(0), at_freeze, "still capturing during the delay");
    run(&mut s, 2);
    let frozen = engine(&s).etb(0);
    let last = frozen.last().expect("entries");
    assert_eq!(last.2 & 1, 0, "the last entry has ef = 0");
    run(&mut s, 5000);
    assert_eq!(engine(&s).etb(0), frozen, "frozen after the delay");
    // Clearing PMC0 resumes capture.
    write_raw(&mut s, 0, "PMC0", 0);
    run(&mut s, 100);
    assert_ne!(engine(&s).etb(0), frozen);
}

/// The performance monitor interrupt is an external interrupt (section 3.3.11), and "An
/// external interrupt directed at the background thread will set the urgency for that thread
/// to 6" (L633).
#[test]
fn a_pmi_for_the_background_thread_raises_its_urgency_to_6() {
    let mut s = sim(2, "default", 3);
    counter(&mut s, 1, 4, CPU_OP_CYCLES, 0, &[("all", "1"), ("oi", "1")]);
    write_raw(&mut s, 1, "PMD4", (1 << 47) - 10);
    let out = until(&mut s, Until::Trap, 1000);
    assert_eq!(
        out,
        Outcome::Ran {
            cycles: 10,
            stopped: Stop::Trap
        }
    );
    assert_eq!(engine(&s).foreground(), 0);
    assert_eq!(engine(&s).urgency(1), 6);
    let note = s.log.iter().find_map(|e| match &e.kind {
        LogKind::Interrupt { note, .. } => Some(note.clone()),
        _ => None,
    });
    assert!(note.is_some_and(|n| n.contains("urgency becomes 6")));
}

// --- Event address registers (sections 3.3.8, 3.3.9) ---------------------------------------

/// The data EAR in cache mode captures L1D load misses whose latency is at least the umask's
/// threshold (Table 3-21), with stat = 01 in PMD33 and vl = 1 in PMD36 (Table 3-22);
/// DATA_EAR_EVENTS counts the captures.
#[test]
fn the_data_ear_captures_load_misses_above_its_latency_threshold() {
    for (umask, threshold) in [(0u64, 4u64), (5, 128), (6, 256)] {
        let mut s = sim(1, "pointer-chase", 3);
        let u = umask.to_string();
        write(
            &mut s,
            0,
            "PMC40",
            &[("plm", "15"), ("ism", "2"), ("mode", "0"), ("umask", &u)],
        );
        counter(&mut s, 0, 4, DATA_EAR_EVENTS, 0, &[]);
        run(&mut s, 200_000);
        write_raw(&mut s, 0, "PMC0", 1);
        let (dear, _) = engine(&s).ears(0).expect("ears");
        let latency = dear[1] & 0x1fff;
        assert!(latency >= threshold, "umask {umask}: latency {latency}");
        assert_eq!(dear[1] >> 14 & 3, 1, "stat");
        assert_eq!(dear[2] >> 3 & 1, 1, "vl");
        assert!(
            dear[0] >> 60 == 6 || dear[0] >> 60 == 0xe,
            "a data address: {:#x}",
            dear[0]
        );
        assert!(peek(&s, 0, "PMD4") > 0);
        assert_eq!(read(&mut s, 0, "PMD33"), Some(dear[1]));
    }
    // Above every latency the workload has, nothing is captured.
    let mut s = sim(1, "pointer-chase", 3);
    write(&mut s, 0, "PMC40", &[("plm", "15"), ("ism", "2"), ("umask", "8")]);
    counter(&mut s, 0, 4, DATA_EAR_EVENTS, 0, &[]);
    run(&mut s, 100_000);
    assert_eq!(peek(&s, 0, "PMD4"), 0);
    assert_eq!(peek(&s, 0, "PMD33"), 0);
}

/// The data EAR's TLB mode (PMC40.mode = 01) captures L1DTLB misses with what served them in
/// PMD33.stat (Table 3-24), its ALAT mode (1x) the instruction of a failing chk.a/ld.c in
/// PMD36 (Table 3-25).
#[test]
fn the_data_ear_tlb_and_alat_modes() {
    let mut s = sim(1, "pointer-chase", 3);
    write(
        &mut s,
        0,
        "PMC40",
        &[("plm", "15"), ("ism", "2"), ("mode", "1"), ("umask", "0b1110")],
    );
    counter(&mut s, 0, 4, DATA_EAR_EVENTS, 0, &[]);
    run(&mut s, 100_000);
    let (dear, _) = engine(&s).ears(0).expect("ears");
    assert!(dear[1] >> 14 & 3 != 0, "stat: L2DTLB, VHPT or FAULT");
    assert_eq!(dear[2] >> 3 & 1, 1, "vl");
    assert!(peek(&s, 0, "PMD4") > 0);
    // Only faults.
    let mut f = sim(1, "pointer-chase", 3);
    write(
        &mut f,
        0,
        "PMC40",
        &[("plm", "15"), ("ism", "2"), ("mode", "1"), ("umask", "0b1000")],
    );
    counter(&mut f, 0, 4, DATA_EAR_EVENTS, 0, &[]);
    run(&mut f, 100_000);
    assert!(peek(&f, 0, "PMD4") < peek(&s, 0, "PMD4"));
    if peek(&f, 0, "PMD4") > 0 {
        assert_eq!(engine(&f).ears(0).expect("ears").0[1] >> 14 & 3, 0b11);
    }

    let mut s = sim(1, "pointer-chase", 3);
    write(&mut s, 0, "PMC40", &[("plm", "15"), ("ism", "2"), ("mode", "2")]);
    counter(&mut s, 0, 4, DATA_EAR_EVENTS, 0, &[]);
    counter(&mut s, 0, 5, 0x57, 0b11, &[]); // INST_FAILED_CHKA_LDC_ALAT.ALL
    run(&mut s, 200_000);
    let (dear, _) = engine(&s).ears(0).expect("ears");
    assert_eq!(dear[2] >> 3 & 1, 1, "vl");
    assert_eq!(dear[1] >> 14 & 3, 1, "stat");
    assert_eq!(
        peek(&s, 0, "PMD4"),
        peek(&s, 0, "PMD5"),
        "every ALAT miss is captured"
    );
}

/// PMC.MESI filters the events that have the capability by the state of the cache line
/// ("[27] : I; [28] = S; [29] = E; [30] = M", Table 3-6): the four single-state counts add up
/// to the count with the filter at b1111, and every L3 miss finds its line invalid.
#[test]
fn mesi_filtering() {
    let mut s = sim(1, "stream", 3);
    let l3_reads = 0xdd;
    counter(&mut s, 0, 4, l3_reads, 0b1111, &[("MESI", "0b1111")]);
    counter(&mut s, 0, 5, l3_reads, 0b1111, &[("MESI", "0b0001")]);
    counter(&mut s, 0, 6, l3_reads, 0b1111, &[("MESI", "0b0010")]);
    counter(&mut s, 0, 7, l3_reads, 0b1111, &[("MESI", "0b0100")]);
    counter(&mut s, 0, 8, l3_reads, 0b1111, &[("MESI", "0b1000")]);
    let out = counter(&mut s, 0, 9, l3_reads, 0b1110, &[("MESI", "0b0011")]);
    let Outcome::Written { notes, .. } = out else {
        panic!("{out:?}")
    };
    assert!(notes.iter().any(|n| n.field == Some("MESI")), "{notes:?}");
    counter(&mut s, 0, 9, l3_reads, 0b1110, &[("MESI", "0b1111")]);
    run(&mut s, 200_000);
    let v: Vec<u64> = (4..10).map(|n| peek(&s, 0, &format!("PMD{n}"))).collect();
    assert_eq!(v[0], v[1] + v[2] + v[3] + v[4], "{v:?}");
    assert!(v[1] >= v[5] && v[5] > 0, "misses are in state I: {v:?}");
    assert!(v[2] + v[3] + v[4] > 0, "hits find S, E or M lines: {v:?}");
}

/// The instruction EAR in cache mode captures instruction cache misses with their line
/// address and latency (Table 3-17); in TLB mode the stat bits say what served the miss (Table
/// 3-19).
#[test]
fn the_instruction_ear_captures_cache_and_tlb_misses() {
    let mut s = sim(1, "default", 3);
    // ct = 1x, umask 12:5 = 01xxxxxx (every miss), plm = all.
    write_raw(&mut s, 0, "PMC37", 0b10 << 12 | 0b0100_0000 << 5 | 0xf);
    counter(&mut s, 0, 4, 0x43, 0, &[]); // L1I_EAR_EVENTS
    run(&mut s, 300_000);
    let (_, iear) = engine(&s).ears(0).expect("ears");
    assert_eq!(iear[0] & 1, 1, "valid");
    assert_eq!(iear[0] & 0x1c, 0, "a cache line address");
    assert!(iear[1] & 0xfff > 0, "latency");
    assert!(peek(&s, 0, "PMD4") > 0);

    let mut s = sim(1, "default", 3);
    write_raw(&mut s, 0, "PMC37", 0b111 << 5 | 0xf); // ct = 00, all ITLB misses
    counter(&mut s, 0, 4, 0x43, 0, &[]);
    run(&mut s, 500_000);
    let (_, iear) = engine(&s).ears(0).expect("ears");
    assert!(iear[0] & 3 != 0, "stat says what served the miss");
    assert!(peek(&s, 0, "PMD4") > 0);
}

// --- Qualification (sections 3.3.5-3.3.7) ---------------------------------------------------

/// Opcode matching (section 3.3.6): OpCM0 matching M-slot instructions whose major opcode
/// (bits 40:37) is 4 tags exactly the loads and stores of this workload's encoding; and an
/// instruction address range (PMC38, IBRP0, section 3.3.5) tags part of the code.
#[test]
fn opcode_and_address_range_qualification() {
    let mut s = sim(1, "stream", 3);
    counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[]);
    counter(&mut s, 0, 5, 0xcd, 0, &[]); // LOADS_RETIRED (L1D set 3 ...)
    run(&mut s, 50_000);
    let all = peek(&s, 0, "PMD4");

    let mut s = sim(1, "stream", 3);
    // OpCM0: compare bits 40:37 only, M slots only; match = 4 << 37.
    write_raw(
        &mut s,
        0,
        "PMC32",
        0x0300_0000_0000_0000 | 1 << 51 | ((1 << 37) - 1),
    );
    write_raw(&mut s, 0, "PMC33", 4 << 37);
    counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[]);
    counter(&mut s, 0, 5, 0xcd, 0, &[]); // set 3 in PMC5: LOADS_RETIRED counts
    counter(&mut s, 0, 6, 0xd1, 0, &[]); // STORES_RETIRED is set 4: not counted
    run(&mut s, 50_000);
    let tagged = peek(&s, 0, "PMD4");
    let loads = peek(&s, 0, "PMD5");
    assert!(
        tagged < all && tagged > loads && loads > 0,
        "tagged {tagged} loads {loads} all {all}"
    );
    let st = stream_of("stream", 0);
    let mut ins = Vec::new();
    let mut memops = 0;
    for i in 0..50_000usize {
        st.instructions(i % PERIOD, &mut ins);
        memops += ins
            .iter()
            .filter(|x| {
                matches!(
                    x.kind,
                    pmu_model::sim::engines::montecito::stream::Kind::Load
                        | pmu_model::sim::engines::montecito::stream::Kind::Store
                )
            })
            .count() as u64;
    }
    assert_eq!(tagged, memops, "loads and stores are M-slot major opcode 4");

    // IBRP0 over the lower half of the user code (bundles 0-2047): PMC38.ig_ibrp0 = 0 and
    // PMC32.ig_ad = 0, inv = 0.
    let mut s = sim(1, "stream", 3);
    write_raw(&mut s, 0, "PMC38", 0xdb6 & !(1 << 1));
    write_raw(&mut s, 0, "PMC32", 0x000f_01ff_ffff_ffff);
    write_raw(&mut s, 0, "IBR0", 0x4000_0000_0000_0000);
    write_raw(&mut s, 0, "IBR1", 0xf << 56 | ((1 << 56) - 1) & !0x7fff);
    counter(&mut s, 0, 4, IA64_INST_RETIRED, 0, &[]);
    counter(&mut s, 0, 5, CPU_OP_CYCLES, 1, &[]); // CPU_OP_CYCLES.QUAL
    run(&mut s, 50_000);
    let in_range = peek(&s, 0, "PMD4");
    let mut expect = 0;
    for i in 0..50_000usize {
        st.instructions(i % PERIOD, &mut ins);
        expect += ins.iter().filter(|x| x.ip & 0xffff < 0x8000).count() as u64;
    }
    assert_eq!(in_range, expect);
    assert!(peek(&s, 0, "PMD5") < 50_000 && peek(&s, 0, "PMD5") > 0);
}

/// Data address range (section 3.3.7): with DBRP0 enabled in PMC41 (cfgdtag0 = 10, DBR
/// only), memory events count only references inside the DBR range.
#[test]
fn data_address_range_qualification() {
    let count = |pmc41: u64| {
        let mut s = sim(1, "pointer-chase", 3);
        write_raw(&mut s, 0, "PMC41", pmc41);
        write_raw(&mut s, 0, "DBR0", 0x6000_0000_0000_0000);
        write_raw(&mut s, 0, "DBR1", ((1 << 56) - 1) & !0x3f_ffff); // the low 4 MiB
        counter(&mut s, 0, 5, 0xc4, 0, &[]); // L1D_READS_SET1 selects set 1
        counter(&mut s, 0, 4, 0xc7, 0, &[]); // L1D_READ_MISSES
        run(&mut s, 100_000);
        peek(&s, 0, "PMD4")
    };
    let all = count(0x2078_fefe_fefe);
    let in_range = count((0x2078_fefe_fefe & !(0b11 << 3)) | 0b10 << 3);
    assert!(
        in_range > all / 4 && in_range < 3 * all / 4,
        "{in_range} of {all}"
    );
}

/// Settings are checked (urgencies are 0-7, threads exist) and survive a reset; a bad one is
/// an error that changes nothing (ARCHITECTURE.md, Architecture Invariant (bad input)).
#[test]
fn settings_are_checked_and_survive_a_reset() {
    let mut s = sim(2, "default", 3);
    let good = Config {
        quantum: 777,
        ..Config::default()
    };
    s.set_switch_config(good.clone()).expect("config");
    for bad in [
        Config {
            initial_urgency: 8,
            ..Config::default()
        },
        Config {
            low_power: vec![LowPower {
                thread: 2,
                from: 0,
                to: 5,
            }],
            ..Config::default()
        },
        Config {
            l3_detect: 0,
            ..Config::default()
        },
    ] {
        assert!(s.set_switch_config(bad).is_err());
        assert_eq!(engine(&s).config, good);
    }
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[]);
    run(&mut s, 1000);
    s.apply(Action::Reset).expect("reset");
    assert_eq!(engine(&s).config, good);
    assert_eq!((s.cycle, peek(&s, 0, "PMD4"), peek(&s, 0, "PMC4")), (0, 0, 0));
    // A new workload keeps the registers (the reset cleared PSR.up and PSR.pp).
    mode(&mut s, None, 3, true, true);
    counter(&mut s, 0, 4, CPU_OP_CYCLES, 0, &[]);
    s.apply(Action::SetWorkload(Box::new(builtin("stream").expect("builtin"))))
        .expect("workload");
    run(&mut s, 1000);
    assert!(peek(&s, 0, "PMD4") > 0);
    let mut t4 = Simulator::new("sparc-t4", 1, 1).expect("t4");
    assert!(t4.set_switch_config(Config::default()).is_err());
}

// --- Determinism -----------------------------------------------------------------------------

fn setup_busy(s: &mut Simulator, seed: u64) {
    for t in 0..2 {
        counter(s, t, 4, CPU_OP_CYCLES, 0, &[("all", "1"), ("oi", "1")]);
        write_raw(s, t, "PMD4", (1 << 47) - 150_000 - seed * 1000);
        counter(s, t, 5, IA64_INST_RETIRED, 0, &[("threshold", "2")]);
        counter(s, t, 6, L3_MISSES, 0, &[("all", "1")]);
        counter(s, t, 7, 0xb5, 0, &[]);
        counter(s, t, 8, THREAD_SWITCH_EVENTS, 0b111, &[]);
        counter(s, t, 9, BRANCH_EVENT, 0, &[]);
        counter(s, t, 10, CPU_OP_CYCLES, 0, &[]);
        counter(s, t, 11, 0x00, 0, &[]);
        counter(s, t, 12, L3_MISSES, 0, &[("oi", "1")]);
        write_raw(s, t, "PMD12", (1 << 47) - 300 - seed);
        counter(s, t, 13, DATA_EAR_EVENTS, 0, &[]);
        counter(s, t, 14, 0x5b, 0b0010, &[]);
        counter(s, t, 15, THREAD_SWITCH_CYCLE, 0b111, &[]);
        write(
            s,
            t,
            "PMC39",
            &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")],
        );
        write(s, t, "PMC40", &[("plm", "15"), ("ism", "2"), ("umask", "3")]);
    }
}

/// Registers of every thread, urgencies, foreground thread, switch counts, stream positions.
type State = (Vec<Vec<(String, u64)>>, Vec<u8>, u32, (u64, [u64; 5]), Vec<u64>);

fn state(s: &Simulator) -> State {
    let m = engine(s);
    (
        (0..s.threads)
            .map(|t| {
                s.registers(t)
                    .into_iter()
                    .map(|(r, v)| (r.name.to_string(), v))
                    .collect()
            })
            .collect(),
        (0..s.threads).map(|t| m.urgency(t)).collect(),
        m.foreground(),
        m.switch_counts(),
        (0..s.threads).map(|t| m.position(t)).collect(),
    )
}

/// Architecture Invariant (deterministic simulator) with two threads switching: running N
/// cycles at once and in random smaller steps gives bit-identical registers, urgencies,
/// positions, timeline and log, with overflows, freezes and interrupts in between.
#[test]
fn stepping_granularity_never_changes_the_result_with_two_threads_switching() {
    let mut rng = 0x9e37_79b9u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let workloads = ["default", "pointer-chase", "branchy", "stream", "syscall"];
    for trial in 0..10 {
        let seed = next() % 50;
        let workload = workloads[(next() % 5) as usize];
        let config = Config {
            quantum: [0, 4096, 700][(next() % 3) as usize],
            pause_every: [0, 0, 1500][(next() % 3) as usize],
            compare: if next() % 2 == 0 {
                Compare::UpdateThenCompare
            } else {
                Compare::CompareThenUpdate
            },
            interrupts: vec![pmu_model::sim::engines::montecito::sched::Interrupt {
                cycle: next() % 50_000,
                thread: 1,
            }],
            low_power: if next() % 3 == 0 {
                let from = next() % 100_000;
                vec![LowPower {
                    thread: (next() % 2) as u32,
                    from,
                    to: from + 1 + next() % 50_000,
                }]
            } else {
                Vec::new()
            },
            ..Config::default()
        };
        let make = || {
            let mut s = Simulator::with_workload("montecito", seed, 2, builtin(workload).expect("builtin"))
                .expect("sim");
            s.set_switch_config(config.clone()).expect("config");
            mode(&mut s, None, 3, true, true);
            setup_busy(&mut s, seed);
            s
        };
        let total = 200_000 + next() % 100_000;
        let mut a = make();
        run(&mut a, total);
        let mut b = make();
        let mut done = 0;
        while done < total {
            let step = (next() % 30_000).min(total - done).max(1);
            run(&mut b, step);
            done += step;
        }
        assert_eq!(a.cycle, b.cycle);
        assert_eq!(state(&a), state(&b), "trial {trial} ({workload}, seed {seed})");
        assert_eq!(
            engine(&a).timeline().collect::<Vec<_>>(),
            engine(&b).timeline().collect::<Vec<_>>()
        );
        assert_eq!(a.log, b.log, "trial {trial}");
        assert!(
            a.log
                .iter()
                .any(|e| matches!(e.kind, LogKind::ThreadSwitch { .. })),
            "switching"
        );
        assert!(
            a.log.iter().any(|e| matches!(e.kind, LogKind::Overflow { .. })),
            "overflowing"
        );
    }
}

/// The workloads and settings on which the core repeats, for the tests that skip or replay
/// repetitions: switches by misses, by a quantum, by pause hints, one thread.
fn repeating_cases() -> Vec<(&'static str, u32, Config)> {
    vec![
        ("default", 2, Config::default()),
        (
            "pointer-chase",
            2,
            Config {
                quantum: 500,
                ..Config::default()
            },
        ),
        (
            "branchy",
            2,
            Config {
                pause_every: 4096,
                ..Config::default()
            },
        ),
        ("stream", 1, Config::default()),
        // One thread: its period crossings coincide with the workload's phase changes, and
        // a quantum has nothing to switch to.
        ("default", 1, Config::default()),
        (
            "pointer-chase",
            1,
            Config {
                quantum: 500,
                ..Config::default()
            },
        ),
    ]
}

/// A core of `repeating_cases` with counters and the trace buffer programmed.
fn repeating(workload: &str, threads: u32, config: &Config) -> Simulator {
    let mut s =
        Simulator::with_workload("montecito", 3, threads, builtin(workload).expect("builtin")).expect("sim");
    s.set_switch_config(config.clone()).expect("config");
    mode(&mut s, None, 3, true, true);
    for t in 0..threads {
        counter(&mut s, t, 4, CPU_OP_CYCLES, 0, &[("all", "1")]);
        counter(&mut s, t, 5, IA64_INST_RETIRED, 0, &[]);
        counter(&mut s, t, 6, BRANCH_EVENT, 0, &[]);
        counter(&mut s, t, 7, 0xb5, 0, &[]);
        counter(&mut s, t, 10, CPU_OP_CYCLES, 0, &[]);
        write(
            &mut s,
            t,
            "PMC39",
            &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")],
        );
        write(&mut s, t, "PMC40", &[("plm", "15"), ("ism", "2")]);
    }
    s
}

/// The same state and thread timeline in a run with repetitions skipped or landed in (`fast`)
/// and one with both switched off (`slow`).
fn assert_same(fast: &Simulator, slow: &Simulator, workload: &str) {
    assert_eq!(state(fast), state(slow), "{workload} at cycle {}", fast.cycle);
    assert_eq!(
        engine(fast).timeline().collect::<Vec<_>>(),
        engine(slow).timeline().collect::<Vec<_>>(),
        "{workload} at cycle {}",
        fast.cycle
    );
}

/// Skipping repetitions of the core's state is exact: the same run with the skipping switched
/// off gives the same state, long enough for many skips.
#[test]
fn skipping_repetitions_changes_nothing() {
    for (workload, threads, config) in repeating_cases() {
        let mut fast = repeating(workload, threads, &config);
        let mut slow = repeating(workload, threads, &config);
        slow.skip_repetitions(false);
        for step in [1_000_000u64, 3_333_333, 2_000_000] {
            run(&mut fast, step);
            run(&mut slow, step);
            assert_same(&fast, &slow, workload);
            assert_eq!(fast.log, slow.log);
        }
    }
}

/// Landing within a recorded repetition is exact: runs shorter than a repetition (steps of
/// about 1,000 cycles, which the skipping of whole repetitions never helps) give the same
/// state with and without it, compared at every 50th step and after every 1-cycle step, once
/// the repetition is known and recorded.
#[test]
fn replaying_a_recorded_repetition_changes_nothing() {
    for (workload, threads, config) in repeating_cases() {
        let mut fast = repeating(workload, threads, &config);
        let mut slow = repeating(workload, threads, &config);
        slow.skip_repetitions(false);
        for (i, step) in [1_000u64, 997, 1_003, 20_011, 1]
            .iter()
            .cycle()
            .take(5_000)
            .enumerate()
        {
            run(&mut fast, *step);
            run(&mut slow, *step);
            if i % 50 == 0 || *step == 1 {
                assert_same(&fast, &slow, workload);
            }
        }
        assert_eq!(fast.log, slow.log);
    }
}

/// The time-travel history's snapshots let go of the recorded repetition, and a state reached
/// from one records it again: going to any step of a session long past the core's repetition
/// gives the state of a run that never skipped nor landed, and so does going on from there.
#[test]
fn time_travel_past_a_recorded_repetition_changes_nothing() {
    let (workload, threads, config) = repeating_cases().remove(0);
    let mut history = History::new(repeating(workload, threads, &config));
    let mut slow = repeating(workload, threads, &config);
    slow.skip_repetitions(false);
    let mut states = vec![slow.clone()];
    // The first step runs to where the core is found to repeat; the next ones record the
    // repetition across steps and land in it.
    let first = std::iter::once(&1_000_000u64);
    for step in first.chain(
        [20_011u64, 1_000, 997]
            .iter()
            .cycle()
            .take(3 * History::SNAPSHOT_EVERY + 4),
    ) {
        history.push(vec![Action::Run { cycles: *step }]).expect("step");
        run(&mut slow, *step);
        states.push(slow.clone());
    }
    for i in [0, 40, 7, 97, 65, 101, 33] {
        assert!(history.goto(i), "step {i}");
        assert_same(history.current(), &states[i], workload);
    }
    history.push(vec![Action::Run { cycles: 500_000 }]).expect("step");
    let mut slow = states[33].clone();
    run(&mut slow, 500_000);
    assert_same(history.current(), &slow, workload);
}

/// Counting 2^47 events takes no time: the core's repetitions are skipped.
#[test]
fn run_until_a_2_pow_47_overflow_with_two_threads() {
    let mut s = sim(2, "default", 3);
    setup_busy(&mut s, 0);
    for t in 0..2 {
        write_raw(&mut s, t, "PMD4", 0);
        write_raw(&mut s, t, "PMC12", 0);
    }
    let out = until(&mut s, Until::Overflow, 1 << 62);
    assert_eq!(
        out,
        Outcome::Ran {
            cycles: 1 << 47,
            stopped: Stop::Overflow
        }
    );
    assert_eq!(peek(&s, 0, "PMC0") & 0b1_0001, 0b1_0001, "ov4 and fr");
}

/// A lone thread repeats too: running it to the UI's "run until" bound (2^48 cycles) with no
/// overflow to stop at takes no time (before, its repetitions went unseen and such a run took
/// days of simulation).
#[test]
fn one_thread_runs_2_pow_48_cycles_at_once() {
    for config in [
        Config::default(),
        Config {
            quantum: 500,
            ..Config::default()
        },
    ] {
        let mut s = sim(1, "default", 3);
        s.set_switch_config(config).expect("config");
        let t0 = std::time::Instant::now();
        let out = until(&mut s, Until::Overflow, 1 << 48);
        assert_eq!(
            out,
            Outcome::Ran {
                cycles: 1 << 48,
                stopped: Stop::MaxCycles
            }
        );
        assert!(t0.elapsed().as_secs() < 5, "took {:?}", t0.elapsed());
    }
}

/// The workload's Itanium stream is consistent: L3 requests are flagged with their latency
/// kind, bubbles have a cause.
#[test]
fn the_stream_flags_are_consistent() {
    let st = stream_of("default", 0);
    for c in &st.cycles {
        if c.retired == 0 {
            assert!(c.has(fl::BUBBLE_FE | fl::BUBBLE_EXE | fl::BUBBLE_BRU));
        }
        if c.has(fl::L3_DATA_MISS) {
            assert!(c.has(fl::L3_LOCAL | fl::L3_REMOTE) && c.lat >= 180);
        }
    }
    let _ = WorkloadSpec::default();
}

/// Mask helper check: a 47-bit count.
#[test]
fn counts_are_47_bits() {
    assert_eq!(COUNT_MASK, (1u64 << 47) - 1);
}
