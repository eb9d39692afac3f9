//! The SPARC T4 and KT simulators against the rules of seeds 000 and 001; every test cites the
//! place it pins. Plus the determinism property: running N cycles at once or in arbitrary
//! smaller steps gives bit-identical state.

#![cfg(not(target_arch = "wasm32"))]

use pmu_model::machines::sparc_kt::perfreg::{HvStatus, KT_GET_PERFREG, KT_SET_PERFREG};
use pmu_model::sim::workload::{phase_at, Ev, Period, WorkloadSpec, PERIOD};
use pmu_model::sim::{
    Action, HvPolicy, LogKind, ModeSpec, Outcome, Simulator, SparcMode, Stop, Until, WriteValue,
};

fn t4() -> Simulator {
    Simulator::new("sparc-t4", 1, 1).expect("t4")
}

fn write(sim: &mut Simulator, reg: &str, fields: &[(&str, &str)]) -> Outcome {
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::fields(fields),
    })
    .expect("write")
}

fn write_raw(sim: &mut Simulator, reg: &str, v: u64) -> Outcome {
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(v),
    })
    .expect("write")
}

fn mode(sim: &mut Simulator, m: SparcMode) {
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Sparc(m),
    })
    .expect("mode");
}

fn run(sim: &mut Simulator, cycles: u64) {
    sim.apply(Action::Run { cycles }).expect("run");
}

fn until(sim: &mut Simulator, u: Until, max: u64) -> Outcome {
    sim.apply(Action::RunUntil {
        until: u,
        max_cycles: max,
    })
    .expect("run until")
}

fn peek(sim: &Simulator, reg: &str) -> u64 {
    sim.peek(0, 0, reg).expect("register")
}

fn traps(sim: &Simulator) -> Vec<&'static str> {
    sim.log
        .iter()
        .filter_map(|e| match e.kind {
            LogKind::Trap { name, .. } => Some(name),
            _ => None,
        })
        .collect()
}

/// seed 000 TABLE 10-1 (ov: "Set to 1 when PIC wraps from 2^32 - 1 to 0. Once set, ov remains
/// set until reset by software") and TABLE 10-3 (32-bit counter).
#[test]
fn pic_wraps_at_2_pow_32_and_ov_is_sticky() {
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_fff0);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "26"), ("ut", "1"), ("st", "1"), ("ht", "1")],
    );
    // sl 26 with every mode enabled counts every cycle: 16 cycles to wrap.
    run(&mut sim, 15);
    assert_eq!(peek(&sim, "PIC0"), 0xffff_ffff);
    assert_eq!(peek(&sim, "PCR0") & 1, 0, "no ov before the wrap");
    run(&mut sim, 1);
    assert_eq!(peek(&sim, "PIC0"), 0, "wrapped from 2^32-1 to 0");
    assert_eq!(peek(&sim, "PCR0") & 1, 1, "ov set");
    run(&mut sim, 1000);
    assert_eq!(peek(&sim, "PIC0"), 1000);
    assert_eq!(peek(&sim, "PCR0") & 1, 1, "ov stays set");
    let overflows = sim
        .log
        .iter()
        .filter(|e| matches!(e.kind, LogKind::Overflow { .. }))
        .count();
    assert_eq!(overflows, 1);
    assert_eq!(
        sim.log[0].cycle, 15,
        "the 16th cycle (cycle 15) wrapped the counter"
    );
}

/// seed 000 section 10.2: "ntc and ov can be reset by software but can never be written to 1".
#[test]
fn pcr_writes_cannot_set_ov_or_ntc_but_can_clear_them() {
    let mut sim = t4();
    let Outcome::Written { value, notes } =
        write(&mut sim, "PCR0", &[("ov", "1"), ("ntc", "1"), ("ut", "1")])
    else {
        panic!("written")
    };
    assert_eq!(value, 0b100, "only ut took");
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(notes
        .iter()
        .any(|n| n.field == Some("ov") && n.message.contains("never set")));
    // After a real overflow, software can clear ov.
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(&mut sim, "PCR0", &[("sl", "26")]);
    run(&mut sim, 1);
    assert_eq!(peek(&sim, "PCR0") & 1, 1);
    write(&mut sim, "PCR0", &[("ov", "0")]);
    assert_eq!(peek(&sim, "PCR0") & 1, 0);
}

/// seed 000 TABLE 10-2 sl 26: "Counts cycles in each mode as follows: if ht, hyperprivileged;
/// if st, privileged; if ut, user" - exactly the cycles of the enabled modes.
#[test]
fn sl_26_counts_exactly_the_cycles_of_the_enabled_modes() {
    let spec = WorkloadSpec::default();
    for (ut, st, ht) in [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (1, 1, 1), (0, 0, 0)] {
        let mut sim = t4();
        write(
            &mut sim,
            "PCR0",
            &[
                ("sl", "26"),
                ("ut", &ut.to_string()),
                ("st", &st.to_string()),
                ("ht", &ht.to_string()),
            ],
        );
        let n = 50_000u64;
        run(&mut sim, n);
        let expect = (0..n)
            .filter(|c| {
                let m = SparcMode::User.with_phase(phase_at(&spec, (*c % PERIOD as u64) as u32) as u8);
                match m {
                    SparcMode::User => ut == 1,
                    SparcMode::Privileged => st == 1,
                    SparcMode::Hyperprivileged => ht == 1,
                }
            })
            .count() as u64;
        assert_eq!(peek(&sim, "PIC0"), expect, "ut={ut} st={st} ht={ht}");
    }
}

/// A base mode of privileged turns the workload's user cycles into privileged ones.
#[test]
fn the_base_mode_raises_every_cycle() {
    let mut sim = t4();
    mode(&mut sim, SparcMode::Hyperprivileged);
    write(&mut sim, "PCR0", &[("sl", "26"), ("ut", "1"), ("st", "1")]);
    run(&mut sim, 10_000);
    assert_eq!(
        peek(&sim, "PIC0"),
        0,
        "no user or privileged cycle in hyperprivileged mode"
    );
}

/// seed 000 TABLE 10-2 "Precise Event" column and section 10.3: overflows of precise groups
/// (sl 3, 4, 5, 16, 25) take precise_performance_event, others disrupting_performance_event.
#[test]
fn precise_or_disrupting_trap_per_sl_group() {
    for (sl, mask, expect) in [
        (3, "0x3f", "precise_performance_event"),
        (4, "0x01", "precise_performance_event"),
        (16, "0x07", "precise_performance_event"),
        (25, "0x0f", "precise_performance_event"),
        (26, "0", "disrupting_performance_event"),
        (23, "0x07", "disrupting_performance_event"),
        (1, "0x1f", "disrupting_performance_event"),
    ] {
        let mut sim = t4();
        write_raw(&mut sim, "PIC0", 0xffff_ffff);
        write(
            &mut sim,
            "PCR0",
            &[("sl", &sl.to_string()), ("mask", mask), ("ut", "1"), ("toe", "1")],
        );
        until(&mut sim, Until::Trap, 10_000_000);
        assert_eq!(traps(&sim).first().copied(), Some(expect), "sl {sl}");
    }
}

/// seed 000 section 10.3: "The precise_performance_event trap is delivered precisely to
/// hypervisor in user or privileged mode only ... If HPSTATE.hpriv == 1, the trap is lost ...
/// setting PCR.ht == 1 prevents any precise_performance_event trap from occurring."
#[test]
fn no_precise_trap_in_hyperprivileged_mode_or_with_ht() {
    let mut sim = t4();
    mode(&mut sim, SparcMode::Hyperprivileged);
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "3"), ("mask", "0x3f"), ("ht", "1"), ("toe", "1")],
    );
    until(&mut sim, Until::Overflow, 1000);
    assert!(traps(&sim).is_empty());
    assert!(sim.log.iter().any(|e| matches!(e.kind, LogKind::TrapLost { .. })));
    assert_eq!(peek(&sim, "PCR0") & 1, 1, "ov is set all the same");

    // ht = 1 in user mode: still no precise trap.
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(
        &mut sim,
        "PCR0",
        &[
            ("sl", "3"),
            ("mask", "0x3f"),
            ("ut", "1"),
            ("ht", "1"),
            ("toe", "1"),
        ],
    );
    until(&mut sim, Until::Overflow, 1000);
    assert!(traps(&sim).is_empty());

    // In hyperprivileged mode with ht = 0 nothing counts (the barrier of the programming note):
    let mut sim = t4();
    mode(&mut sim, SparcMode::Hyperprivileged);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "3"), ("mask", "0x3f"), ("ut", "1"), ("st", "1")],
    );
    run(&mut sim, 10_000);
    assert_eq!(peek(&sim, "PIC0"), 0);
}

/// seed 000 TABLE 10-1 ntc: "Hardware sets ntc whenever it sets ov on a next-to-commit
/// instruction"; footnote 1: SPR ring ops such as WRPR are next-to-commit, loads are not.
#[test]
fn ntc_is_set_only_when_the_overflowing_instruction_is_next_to_commit() {
    // SPR ring ops (sl 3 mask 0x10): every one is next-to-commit.
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(
        &mut sim,
        "PCR0",
        &[
            ("sl", "3"),
            ("mask", "0x10"),
            ("ut", "1"),
            ("st", "1"),
            ("toe", "1"),
        ],
    );
    until(&mut sim, Until::Overflow, 10_000_000);
    assert_eq!(peek(&sim, "PCR0") >> 18 & 1, 1, "ntc set on an SPR ring op");
    let Some(LogKind::Trap { ntc, .. }) = sim
        .log
        .iter()
        .map(|e| &e.kind)
        .find(|k| matches!(k, LogKind::Trap { .. }))
    else {
        panic!("a trap")
    };
    assert!(*ntc, "the trap says DONE, not RETRY");
    // Loads (sl 3 mask 0x04): never next-to-commit; over many wraps ntc never gets set.
    let mut sim = t4();
    write(
        &mut sim,
        "PCR0",
        &[("sl", "3"), ("mask", "0x04"), ("ut", "1"), ("st", "1")],
    );
    for _ in 0..20 {
        write_raw(&mut sim, "PIC0", 0xffff_ffff);
        until(&mut sim, Until::Overflow, 10_000_000);
        assert_eq!(peek(&sim, "PCR0") >> 18 & 1, 0);
    }
}

/// seed 000 programming note after TABLE 10-1 (line 74): a PCR write that counts itself
/// (hyperprivileged instructions, PIC = FFFF_FFFF) overflows the PIC, and "if the PCR write sets
/// PCR.ov to zero, hardware re-writes PCR.ov to one". The manual does not say which setting
/// counts the write; this model lets the one before the write decide, the reading under which
/// the note's cure ("disabling counting with the first PCR write, then writing the PCR a second
/// time to ensure PCR.ov remains set to 0") is needed and works.
#[test]
fn a_pcr_write_that_overflows_the_pic_re_sets_ov() {
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    // The write that enables counting is counted by the setting before it (nothing).
    write(&mut sim, "PCR0", &[("sl", "3"), ("mask", "0x3f"), ("ht", "1")]);
    assert_eq!(
        peek(&sim, "PIC0"),
        0xffff_ffff,
        "the enabling write is not counted"
    );
    let Outcome::Written { value, notes } = write(&mut sim, "PCR0", &[("ov", "0")]) else {
        panic!()
    };
    assert_eq!(value & 1, 1, "ov re-written to 1");
    assert!(notes.iter().any(|n| n.message.contains("re-wrote ov")));
    assert_eq!(peek(&sim, "PIC0"), 0);
    // The cure the note gives: the first write disables counting (and is still counted, so
    // ov is re-set once more), the second one is not counted: ov stays 0.
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(&mut sim, "PCR0", &[("sl", "0"), ("ht", "0"), ("ov", "0")]);
    assert_eq!(peek(&sim, "PCR0") & 1, 1, "the first write is counted: ov re-set");
    write(&mut sim, "PCR0", &[("ov", "0")]);
    assert_eq!(peek(&sim, "PCR0") & 1, 0, "the second write leaves ov at 0");
}

/// seed 000 TABLE 10-1 picnht/picnpt and section 10.3: user access to the PIC with picnpt = 1
/// takes privileged_action; privileged access with picnht = 1 too; hyperprivileged always works.
#[test]
fn pic_access_is_checked_against_picnht_and_picnpt() {
    let read = |sim: &mut Simulator| match sim
        .apply(Action::Read {
            thread: 0,
            unit: 0,
            reg: "PIC0".into(),
        })
        .expect("read")
    {
        Outcome::Read { value } => value,
        other => panic!("{other:?}"),
    };
    let mut sim = t4();
    write(&mut sim, "PCR0", &[("picnpt", "1")]);
    assert_eq!(read(&mut sim), None, "user read traps");
    assert_eq!(traps(&sim), ["privileged_action"]);
    assert!(matches!(
        sim.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: "PIC0".into(),
            value: WriteValue::Raw(5)
        }),
        Ok(Outcome::Trapped {
            name: "privileged_action"
        })
    ));
    assert_eq!(peek(&sim, "PIC0"), 0, "the refused write changed nothing");
    mode(&mut sim, SparcMode::Privileged);
    assert_eq!(read(&mut sim), Some(0), "privileged may read with picnpt = 1");
    write(&mut sim, "PCR0", &[("picnht", "1")]);
    assert_eq!(read(&mut sim), None, "privileged read with picnht = 1 traps");
    mode(&mut sim, SparcMode::Hyperprivileged);
    assert_eq!(read(&mut sim), Some(0));
}

/// seed 000 programming note: "The trap handler for a disrupting_performance_event trap must
/// clear PCRx.ov, otherwise hardware may continuously trigger a trap."
#[test]
fn a_disrupting_trap_repeats_until_ov_is_cleared() {
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(&mut sim, "PCR0", &[("sl", "26"), ("ut", "1"), ("toe", "1")]);
    until(&mut sim, Until::Trap, 100);
    until(&mut sim, Until::Trap, 100_000);
    let t: Vec<_> = sim
        .log
        .iter()
        .filter(|e| matches!(e.kind, LogKind::Trap { .. }))
        .collect();
    assert_eq!(t.len(), 2);
    assert!(matches!(t[1].kind, LogKind::Trap { repeat: true, .. }));
    // Cleared in time, it does not repeat.
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(&mut sim, "PCR0", &[("sl", "26"), ("ut", "1"), ("toe", "1")]);
    until(&mut sim, Until::Trap, 100);
    write(&mut sim, "PCR0", &[("ov", "0")]);
    run(&mut sim, 100_000);
    assert_eq!(traps(&sim).len(), 1);
}

/// seed 000 programming note "(sl 28)" (line 269): "If the associated PIC is set to -1, -2, or
/// -3, and the PCR.mask field is set to 01, 02, or 03, the PIC increments within two cycles
/// after the PCR is set. If software also tries to write to the PCR during this period, it will
/// overwrite the about-to-be-set PCR.ov bit."
#[test]
fn sl_28_race_loses_ov_when_the_pcr_is_rewritten() {
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ffff);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "28"), ("mask", "1"), ("ut", "1"), ("st", "1")],
    );
    // Step until the PIC wraps (the first committed micro-op): ov lands two cycles later.
    while peek(&sim, "PIC0") == 0xffff_ffff {
        run(&mut sim, 1);
    }
    assert_eq!(peek(&sim, "PCR0") & 1, 0, "ov not yet set");
    write(&mut sim, "PCR0", &[("toe", "0")]);
    run(&mut sim, 10);
    assert_eq!(peek(&sim, "PCR0") & 1, 0, "ov lost to the rewrite");
    assert!(sim
        .log
        .iter()
        .any(|e| matches!(&e.kind, LogKind::Note { text } if text.contains("sl 28"))));
    // Without the rewrite, ov arrives.
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_fffe);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "28"), ("mask", "1"), ("ut", "1"), ("st", "1")],
    );
    until(&mut sim, Until::Overflow, 1_000_000);
    assert_eq!(peek(&sim, "PCR0") & 1, 1);
}

/// seed 000 programming note "(sl 28)" (line 269): "To avoid this situation, software should
/// set the PIC outside of the range -1..-3 inclusive." The race is confined to what the note
/// describes: a PIC set further away, another mask, or another sl wraps with its ov set at
/// once, and a PCR write right after keeps it.
#[test]
fn sl_28_race_is_avoided_outside_minus_1_to_minus_3() {
    for (pic, sl, mask) in [
        (0xffff_fff0u64, "28", "1"),
        (0xffff_fffc, "28", "3"),
        (0xffff_ffff, "3", "0x3f"),
        (0xffff_ffff, "26", "0"),
    ] {
        let mut sim = t4();
        write_raw(&mut sim, "PIC0", pic);
        write(
            &mut sim,
            "PCR0",
            &[("sl", sl), ("mask", mask), ("ut", "1"), ("st", "1")],
        );
        until(&mut sim, Until::Overflow, 1_000_000);
        assert_eq!(
            peek(&sim, "PCR0") & 1,
            1,
            "{pic:#x} sl {sl} mask {mask}: ov set at the wrap"
        );
        write(&mut sim, "PCR0", &[("toe", "0")]);
        run(&mut sim, 10);
        assert_eq!(peek(&sim, "PCR0") & 1, 1, "{pic:#x} sl {sl} mask {mask}: ov kept");
        assert!(!sim.log.iter().any(|e| matches!(e.kind, LogKind::Note { .. })));
    }
}

/// seed 000 TABLE 10-1 toe (line 64): "Hardware ANDs the value of toe with ov to produce a
/// trap." Setting toe while ov is 1 raises the trap; while the level holds, a disrupting trap
/// is taken again ("hardware may continuously trigger a trap", line 271); lowering it by clearing toe (or ov) ends the repeats.
#[test]
fn the_trap_is_the_level_toe_and_ov() {
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ff00);
    write(&mut sim, "PCR0", &[("sl", "26"), ("ut", "1")]);
    until(&mut sim, Until::Overflow, 10_000);
    assert_eq!(peek(&sim, "PCR0") & 1, 1);
    assert!(traps(&sim).is_empty(), "toe = 0: ov alone traps nothing");
    write(&mut sim, "PCR0", &[("toe", "1")]);
    assert_eq!(
        traps(&sim),
        ["disrupting_performance_event"],
        "toe AND ov: the trap at once"
    );
    until(&mut sim, Until::Trap, 10_000);
    assert_eq!(traps(&sim).len(), 2, "taken again while the level holds");
    // A handler that clears toe, not ov, lowers the level: no more traps.
    let mut sim2 = sim.clone();
    write(&mut sim2, "PCR0", &[("toe", "0")]);
    run(&mut sim2, 100_000);
    assert_eq!(traps(&sim2).len(), 2);
    // One that keeps toe and leaves ov set is trapped again; before, only ov was checked.
    let mut sim = t4();
    write_raw(&mut sim, "PIC0", 0xffff_ff00);
    write(&mut sim, "PCR0", &[("sl", "26"), ("ut", "1"), ("toe", "1")]);
    until(&mut sim, Until::Trap, 10_000);
    write(&mut sim, "PCR0", &[("toe", "0")]);
    write(&mut sim, "PCR0", &[("toe", "1")]);
    assert_eq!(traps(&sim).len(), 2, "toe set again with ov = 1 traps again");
    // A precise event's trap raised by the write is lost: the write runs hyperprivileged.
    let mut sim = t4();
    write_raw(&mut sim, "PIC1", 0xffff_ff00);
    write(&mut sim, "PCR1", &[("sl", "3"), ("mask", "0x3f"), ("ut", "1")]);
    until(&mut sim, Until::Overflow, 10_000);
    write(&mut sim, "PCR1", &[("toe", "1")]);
    assert!(traps(&sim).is_empty());
    assert!(sim.log.iter().any(|e| matches!(
        &e.kind,
        LogKind::TrapLost { name: "precise_performance_event", reason, .. } if reason.contains("PCR write")
    )));
}

/// seed 000 TABLE 10-5..10-7: 31-bit DRAM counters with sticky overflow bits; select 0000 counts
/// reads of the counter's own COU port, 1000 all reads of the MCU.
#[test]
fn dram_counters_wrap_at_31_bits_and_set_sticky() {
    let mut sim = Simulator::with_workload(
        "sparc-t4",
        3,
        4,
        pmu_model::sim::workload::builtin("stream").expect("stream"),
    )
    .expect("sim");
    // Counter 0 and 1: select 1000 (all reads of the MCU); preset counter0 near 2^31.
    write(&mut sim, "DRAM_PERF_CTL_REG", &[("sel0", "8"), ("sel1", "0")]);
    write_raw(&mut sim, "DRAM_PERF_COUNT01_REG", 0x7fff_fff0u64 << 32);
    until(&mut sim, Until::Overflow, 100_000_000);
    let v = peek(&sim, "DRAM_PERF_COUNT01_REG");
    assert_eq!(v >> 63, 1, "sticky0 set");
    assert!(
        (v >> 32) & 0x7fff_ffff < 0x10,
        "counter0 wrapped to a small value: {v:#x}"
    );
    // counter1 (own port reads) counted fewer than counter0's all-port reads.
    run(&mut sim, 1_000_000);
    let v = peek(&sim, "DRAM_PERF_COUNT01_REG");
    let c1 = v & 0x7fff_ffff;
    assert!(c1 > 0);
    assert_eq!(v >> 63, 1, "sticky stays set");
    // Software clears the sticky bit by writing 0.
    write(&mut sim, "DRAM_PERF_COUNT01_REG", &[("sticky0", "0")]);
    assert_eq!(peek(&sim, "DRAM_PERF_COUNT01_REG") >> 63, 0);
}

/// Architecture Invariant (deterministic simulator): running N cycles at once and in arbitrary
/// smaller steps gives bit-identical state, with overflows and traps happening in between.
#[test]
fn stepping_granularity_never_changes_the_result() {
    let mut rng = 0x1234_5678u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for machine in ["sparc-t4", "sparc-kt"] {
        for trial in 0..12 {
            let seed = next() % 100;
            let setup = |sim: &mut Simulator| {
                if machine == "sparc-t4" {
                    for (n, sl, mask) in [(0, "26", "0"), (1, "3", "0x3f"), (2, "16", "7"), (3, "1", "0x1f")]
                    {
                        write_raw(sim, &format!("PIC{n}"), 0xffff_ff00 - n * 0x4000);
                        write(
                            sim,
                            &format!("PCR{n}"),
                            &[("sl", sl), ("mask", mask), ("ut", "1"), ("st", "1"), ("toe", "1")],
                        );
                    }
                    write(sim, "DRAM_PERF_CTL_REG", &[("sel0", "2"), ("sel1", "8")]);
                } else {
                    mode(sim, SparcMode::Privileged);
                    write_raw(sim, "PIC", 0xffff_f000_ffff_ff00);
                    write(
                        sim,
                        "PCR",
                        &[
                            ("sl0", "2"),
                            ("mask0", "0xfd"),
                            ("sl1", "3"),
                            ("mask1", "0x33"),
                            ("ut", "1"),
                            ("st", "1"),
                            ("toe0", "1"),
                        ],
                    );
                }
            };
            let total = 200_000 + next() % 100_000;
            let mut a = Simulator::new(machine, seed, 2).expect("sim");
            setup(&mut a);
            run(&mut a, total);
            let mut b = Simulator::new(machine, seed, 2).expect("sim");
            setup(&mut b);
            let mut done = 0;
            while done < total {
                let step = (next() % 40_000).min(total - done).max(1);
                run(&mut b, step);
                done += step;
            }
            assert_eq!(a.cycle, b.cycle);
            for t in 0..2 {
                assert_eq!(
                    a.registers(t),
                    b.registers(t),
                    "{machine} trial {trial} thread {t}"
                );
            }
            assert_eq!(a.log, b.log, "{machine} trial {trial}");
            assert!(!a.log.is_empty(), "{machine} trial {trial}: something happened");
        }
    }
}

/// The same seed and actions give the same state; another seed gives another.
#[test]
fn the_same_seed_gives_the_same_state() {
    let go = |seed| {
        let mut sim = Simulator::new("sparc-t4", seed, 1).expect("sim");
        write(&mut sim, "PCR0", &[("sl", "16"), ("mask", "7"), ("ut", "1")]);
        run(&mut sim, 1_000_000);
        peek(&sim, "PIC0")
    };
    assert_eq!(go(5), go(5));
    assert_ne!(go(5), go(6));
}

/// A failed action leaves the state untouched (Architecture Invariant (bad input)).
#[test]
fn bad_actions_are_errors_that_change_nothing() {
    let mut sim = t4();
    write(&mut sim, "PCR0", &[("ut", "1")]);
    let before = sim.registers(0);
    for bad in [
        Action::Write {
            thread: 0,
            unit: 0,
            reg: "PCR9".into(),
            value: WriteValue::Raw(0),
        },
        Action::Write {
            thread: 5,
            unit: 0,
            reg: "PCR0".into(),
            value: WriteValue::Raw(0),
        },
        Action::Write {
            thread: 0,
            unit: 0,
            reg: "PCR0".into(),
            value: WriteValue::Fields(vec![("sl".into(), "40".into())]),
        },
        Action::Write {
            thread: 0,
            unit: 9,
            reg: "DRAM_PERF_CTL_REG".into(),
            value: WriteValue::Raw(0),
        },
        Action::Write {
            thread: 0,
            unit: 2,
            reg: "DRAM_PERF_COUNT23_REG".into(),
            value: WriteValue::Raw(0),
        },
        Action::Hypercall {
            thread: 0,
            func: KT_GET_PERFREG,
            args: vec![0],
        },
    ] {
        assert!(sim.apply(bad.clone()).is_err(), "{bad:?}");
        assert_eq!(sim.registers(0), before);
    }
}

/// A period's branch records and next-to-commit flags are consistent with its counts.
#[test]
fn workload_records_are_consistent() {
    let p = Period::generate(&WorkloadSpec::default(), 9, 0);
    let branches: u64 = p
        .recs
        .iter()
        .map(|r| u64::from(r.count(pmu_model::sim::workload::Cnt::Branch)))
        .sum();
    assert_eq!(branches, p.branches.len() as u64);
    for r in &p.recs {
        if r.has(Ev::Ntc) {
            assert_eq!(
                r.count(pmu_model::sim::workload::Cnt::Retired),
                1,
                "next-to-commit instructions commit alone"
            );
        }
    }
}

// --- SPARC KT (seed 001) ---

fn kt() -> Simulator {
    let mut sim = Simulator::new("sparc-kt", 1, 1).expect("kt");
    mode(&mut sim, SparcMode::Privileged);
    sim
}

fn hcall(sim: &mut Simulator, func: u64, args: &[u64]) -> (HvStatus, Option<u64>) {
    match sim
        .apply(Action::Hypercall {
            thread: 0,
            func,
            args: args.to_vec(),
        })
        .expect("hypercall")
    {
        Outcome::Hypercall { status, value } => (status, value),
        other => panic!("{other:?}"),
    }
}

/// seed 001 section 3.2: KT_GET_PERFREG / KT_SET_PERFREG and their error codes.
#[test]
fn kt_hypercalls_return_each_status() {
    let mut sim = kt();
    // EOK: set then get the PCR (PerfReg# 0) with HT (seed 001 section 3.0: "privileged software
    // can use this interface to write the HT bit").
    assert_eq!(
        hcall(&mut sim, KT_SET_PERFREG, &[0, 0b1000]),
        (HvStatus::Eok, None)
    );
    assert_eq!(
        hcall(&mut sim, KT_GET_PERFREG, &[0]),
        (HvStatus::Eok, Some(0b1000))
    );
    // EINVAL: a register number out of range.
    assert_eq!(hcall(&mut sim, KT_GET_PERFREG, &[26]).0, HvStatus::Einval);
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[1000, 0]).0, HvStatus::Einval);
    // ENOACCESS: the HT write denied by policy.
    sim.apply(Action::SetPolicy(HvPolicy {
        deny_ht: true,
        ..HvPolicy::default()
    }))
    .expect("policy");
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[0, 0]).0, HvStatus::Enoaccess);
    assert_eq!(
        peek(&sim, "PCR") & 0b1000,
        0b1000,
        "the denied write changed nothing"
    );
    // ... and a register the guest may not touch.
    sim.apply(Action::SetPolicy(HvPolicy {
        deny: vec![2],
        ..HvPolicy::default()
    }))
    .expect("policy");
    assert_eq!(hcall(&mut sim, KT_GET_PERFREG, &[2]).0, HvStatus::Enoaccess);
    // EWOULDBLOCK: the L2 bank registers are busy (this model's case for it).
    sim.apply(Action::SetPolicy(HvPolicy {
        l2_busy: true,
        ..HvPolicy::default()
    }))
    .expect("policy");
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[1, 1]).0, HvStatus::Ewouldblock);
    sim.apply(Action::SetPolicy(HvPolicy::default())).expect("policy");
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[1, 2]).0, HvStatus::Eok);
    assert_eq!(peek(&sim, "L2_CONTROL_REG"), 2);
    // EBADTRAP for a function the API does not have; EINVAL for a missing argument.
    assert_eq!(hcall(&mut sim, 0x999, &[]).0, HvStatus::Ebadtrap);
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[0]).0, HvStatus::Einval);
    let calls = sim
        .log
        .iter()
        .filter(|e| matches!(e.kind, LogKind::Hypercall { .. }))
        .count();
    assert_eq!(calls, 10, "every call is logged with its status");
}

/// seed 001 section 3.1: DRAM registers through PerfReg# (2+i*6 ...), with ENOTSUPPORTED for a
/// node the system lacks (model: nodes up to four exist).
#[test]
fn kt_dram_registers_through_perfreg_numbers() {
    let mut sim = kt();
    assert_eq!(hcall(&mut sim, KT_SET_PERFREG, &[2, 0x0082]).0, HvStatus::Eok);
    assert_eq!(peek(&sim, "MCU0_PCR"), 0x82);
    // A single-node system (the default) does not have node 1's registers.
    assert_eq!(
        hcall(&mut sim, KT_SET_PERFREG, &[8, 0x5]).0,
        HvStatus::Enotsupported
    );
    sim.apply(Action::SetPolicy(HvPolicy {
        nodes: 2,
        ..HvPolicy::default()
    }))
    .expect("policy");
    assert_eq!(
        hcall(&mut sim, KT_SET_PERFREG, &[8, 0x5]).0,
        HvStatus::Eok,
        "node 1 MCU0_PCR"
    );
    assert_eq!(sim.peek(0, 1, "MCU0_PCR"), Some(5));
    assert_eq!(hcall(&mut sim, KT_GET_PERFREG, &[8]), (HvStatus::Eok, Some(5)));
}

/// seed 001 section 2.1: "The HT bit in SPARC PCR ... may be set only in hyperprivileged mode";
/// privileged code reaches the PCR directly for everything else.
#[test]
fn kt_ht_is_set_only_in_hyperprivileged_mode() {
    let mut sim = kt();
    let Outcome::Written { value, notes } = write(&mut sim, "PCR", &[("ht", "1"), ("ut", "1")]) else {
        panic!()
    };
    assert_eq!(value & 0b1000, 0, "ht stayed 0");
    assert_eq!(value & 0b100, 0b100, "ut took");
    assert!(notes.iter().any(|n| n.field == Some("ht")));
    mode(&mut sim, SparcMode::Hyperprivileged);
    write(&mut sim, "PCR", &[("ht", "1")]);
    assert_eq!(peek(&sim, "PCR") & 0b1000, 0b1000);
    // User code may not touch the PCR at all.
    mode(&mut sim, SparcMode::User);
    assert!(matches!(
        sim.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: "PCR".into(),
            value: WriteValue::Raw(0)
        }),
        Ok(Outcome::Trapped {
            name: "privileged_opcode"
        })
    ));
}

/// UltraSPARC T2 PCR: two counters in one PIC, each with its own sl/mask, ov and toe.
#[test]
fn kt_two_counters_in_one_pic() {
    let mut sim = kt();
    write_raw(&mut sim, "PIC", 0x0000_0000_ffff_fff0);
    write(
        &mut sim,
        "PCR",
        &[
            ("sl0", "2"),
            ("mask0", "0xfd"),
            ("sl1", "2"),
            ("mask1", "0x01"),
            ("st", "1"),
            ("ut", "1"),
            ("toe0", "1"),
        ],
    );
    until(&mut sim, Until::Overflow, 1_000_000);
    let pcr = peek(&sim, "PCR");
    assert_eq!(pcr >> 18 & 1, 1, "ov0");
    assert_eq!(pcr >> 31 & 1, 0, "ov1");
    assert_eq!(traps(&sim), ["pic_overflow"]);
    let pic = peek(&sim, "PIC");
    assert!(pic & 0xffff_ffff < 4, "pic0 wrapped");
    assert!(pic >> 32 > 0, "pic1 counted branches");
    // holdov0: a write with holdov0 = 1 leaves ov0 as it is.
    write(&mut sim, "PCR", &[("holdov0", "1"), ("ov0", "0")]);
    assert_eq!(peek(&sim, "PCR") >> 18 & 1, 1);
}

/// A run that would process more than MAX_EVENTS_PER_RUN overflows stops at the limit and says
/// so, instead of keeping the caller busy; the next run continues exactly.
#[test]
fn a_run_stops_at_the_event_limit_and_the_next_one_goes_on() {
    use pmu_model::sim::MAX_EVENTS_PER_RUN;
    let mut sim = t4();
    // PIC0 counts every cycle and starts at 2^32 - 2: it wraps every 2^32 cycles.
    write_raw(&mut sim, "PIC0", 0xffff_fffe);
    write(
        &mut sim,
        "PCR0",
        &[("sl", "26"), ("ut", "1"), ("st", "1"), ("ht", "1")],
    );
    let Outcome::Ran { cycles, stopped } = sim.apply(Action::Run { cycles: u64::MAX / 2 }).expect("run")
    else {
        panic!()
    };
    assert_eq!(stopped, Stop::EventLimit);
    // Every event here is an overflow (PIC0's, and the DRAM counters' of the workload's reads).
    let overflows = sim
        .log
        .iter()
        .filter(|e| matches!(e.kind, LogKind::Overflow { .. }))
        .count() as u64;
    assert_eq!(overflows, u64::from(MAX_EVENTS_PER_RUN));
    let last = sim.log.last().expect("events").cycle;
    assert_eq!(
        cycles,
        last + 1,
        "stopped right after the last event it processed"
    );
    // Going on from there gives what one uninterrupted run would (granularity again).
    let mut whole = t4();
    write_raw(&mut whole, "PIC0", 0xffff_fffe);
    write(
        &mut whole,
        "PCR0",
        &[("sl", "26"), ("ut", "1"), ("st", "1"), ("ht", "1")],
    );
    let target = cycles + 12_345;
    while whole.cycle < target {
        let left = target - whole.cycle;
        run(&mut whole, left);
    }
    run(&mut sim, 12_345);
    let values = |s: &Simulator| s.registers(0).iter().map(|(_, v)| *v).collect::<Vec<u64>>();
    assert_eq!(values(&sim), values(&whole));
}

/// Every machine's simulator starts with the contexts its description allows and refuses one
/// more; its counters read through the tables (all zero at reset).
#[test]
fn simulators_follow_the_machine_descriptions() {
    for m in pmu_model::MACHINES {
        let sim = Simulator::new(m.id, 1, m.contexts.max).expect("max contexts");
        let rows = sim.counters(m.contexts.max - 1, 0);
        assert_eq!(rows.len(), m.counters.len(), "{}", m.id);
        assert!(rows.iter().all(|r| r.value == 0 && !r.overflow), "{}", m.id);
        assert!(Simulator::new(m.id, 1, m.contexts.max + 1).is_err(), "{}", m.id);
        assert!(Simulator::new(m.id, 1, 0).is_err(), "{}", m.id);
    }
    // A counter row follows the count and the overflow bit of its registers.
    let mut sim = t4();
    write_raw(&mut sim, "PIC2", 0xffff_fff0);
    write(&mut sim, "PCR2", &[("sl", "26"), ("ut", "1")]);
    until(&mut sim, Until::Overflow, 1000);
    let row = sim
        .counters(0, 0)
        .into_iter()
        .find(|r| r.spec.id == "PIC2")
        .expect("PIC2");
    assert!(row.overflow && row.width == 32 && row.value == peek(&sim, "PIC2"));
    assert_eq!(row.overflow_bit(), "PCR2.ov");
}
