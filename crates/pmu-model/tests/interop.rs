//! Import of the real tools' specifications (docs/interop.md): the kernel's, Solaris' and
//! libpfm's own encodings, and errors that name the bad part.

use pmu_model::interop::{import, Format, InteropError};
use pmu_model::{machine, Machine};

fn m(id: &str) -> &'static Machine {
    machine(id).expect("machine")
}

/// The writes of an import as (register, value) pairs.
fn writes(id: &str, text: &str) -> Vec<(&'static str, u64)> {
    import(m(id), text, None)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .writes
        .iter()
        .map(|w| (w.reg, w.value))
        .collect()
}

fn error(id: &str, text: &str) -> String {
    import(m(id), text, None)
        .map(|i| format!("{i:?}"))
        .expect_err(text)
        .to_string()
}

/// Linux arch/sparc/kernel/perf_event.c: a raw config is (encoding << 16) | pic_mask, the
/// encoding sl << 6 | mask shifted into the PCR by 5; `:u` keeps ut, toe is irq_bit.
#[test]
fn perf_raw_user_cycles_is_pcr0_0xd006() {
    assert_eq!(writes("sparc-t4", "r6800000:u"), [("PCR0", 0xd006)]);
    let i = import(m("sparc-t4"), "r6800000:u", None).expect("import");
    assert_eq!(i.format, Format::Perf);
    assert!(i.notes.iter().any(|n| n.contains("hypervisor tracing")));
}

/// niagara4_perfmon_event_map: cycles 0x680 (sl 26), instructions 0xff, cache-misses 0x407,
/// branch-misses 0x64f; events go to PIC0.. in order; no modifier counts user and kernel.
#[test]
fn perf_generic_names_are_the_kernels_encodings() {
    let pcr = |enc: u64| enc << 5 | 0b1110;
    assert_eq!(
        writes(
            "sparc-t4",
            "perf stat -e cycles,instructions -e cache-misses,branch-misses ./a.out"
        ),
        [
            ("PCR0", pcr(0x680)),
            ("PCR1", pcr(0xff)),
            ("PCR2", pcr(0x407)),
            ("PCR3", pcr(0x64f))
        ]
    );
    assert_eq!(
        writes("sparc-t4", "instructions:k"),
        [("PCR0", 0xff << 5 | 0b1010)]
    );
    assert_eq!(writes("sparc-t4", "r6800000:uk"), [("PCR0", 0xd00e)]);
    assert_eq!(writes("sparc-t4", "r6800000:h"), [("PCR0", 0xd002)]);
}

/// cpc_strtoset and vt_pcbe.c: user by default, sys adds st, nouser clears ut, hpriv sets ht,
/// emask adds mask bits, each used PIC's PCR gets toe.
#[test]
fn cpc_on_the_t4() {
    let pcr = |sl: u64, mask: u64, flags: u64| sl << 11 | mask << 5 | flags;
    assert_eq!(
        writes("sparc-t4", "pic0=Instr_ld,pic1=DC_miss_nospec"),
        [("PCR0", pcr(3, 0x04, 0b0110)), ("PCR1", pcr(16, 0x07, 0b0110))]
    );
    assert_eq!(
        writes("sparc-t4", "cpustat -c pic2=Cycles_user,sys,nouser,hpriv 1 1"),
        [("PCR2", pcr(26, 0, 0b11010))]
    );
    // Bare names go on the next free PIC after the highest used.
    assert_eq!(
        writes("sparc-t4", "pic1=Instr_ld,Instr_st"),
        [("PCR1", pcr(3, 0x04, 0b0110)), ("PCR2", pcr(3, 0x08, 0b0110))]
    );
    assert_eq!(
        writes("sparc-t4", "pic0=Sel_pipe_drain_cycles,emask=0x6"),
        [("PCR0", pcr(1, 0x07, 0b0110))]
    );
    // A PAPI preset is the name it stands for.
    assert_eq!(
        writes("sparc-t4", "PAPI_tot_ins"),
        [("PCR0", pcr(3, 0x3f, 0b0110))]
    );
}

/// niagara2_pcbe.c under KT_IMPL: both counters in one PCR, toe0/toe1 for those used, toe
/// clear for L2_dmiss_ld, sample sets sample_mode.
#[test]
fn cpc_on_the_kt() {
    // sl0/mask0 at 17:14/13:6, sl1/mask1 at 30:27/26:19, toe0 bit 4, toe1 bit 5.
    let v = writes("sparc-kt", "pic0=Instr_ld,pic1=DC_miss,sys");
    assert_eq!(v, [("PCR", 0x208 << 6 | 0x302 << 19 | 0b11_0110)]);
    let v = writes("sparc-kt", "pic1=L2_dmiss_ld,sample");
    assert_eq!(v, [("PCR", 0x320 << 19 | 1 << 32 | 0b0100)]);
}

/// pfmon and libpfm 3: plm from -u/-k (user alone by default), ism 0b10, umask from the
/// name, thresholds below the maximum increment, counters as libpfm assigns them.
#[test]
fn pfmon_on_montecito() {
    let pmc = |plm: u64, es: u64, umask: u64| plm | es << 8 | umask << 16 | 0b10 << 24;
    assert_eq!(
        writes("montecito", "pfmon -e CPU_OP_CYCLES_ALL"),
        [("PMC4", pmc(0b1000, 0x12, 0))]
    );
    assert_eq!(
        writes(
            "montecito",
            "pfmon -e BUS_RD_INVAL_BST_HITM_ANY,CPU_OP_CYCLES_ALL -u -k"
        ),
        [
            ("PMC4", pmc(0b1001, 0x83, 0b0011)),
            ("PMC5", pmc(0b1001, 0x12, 0))
        ]
    );
    assert_eq!(
        writes(
            "montecito",
            "-e FP_OPS_RETIRED --event-thresholds=3 --system-wide --priv-levels=k"
        ),
        [("PMC4", pmc(0b0001, 0x09, 0) | 3 << 20 | 1 << 6)]
    );
    // CPU_OP_CYCLES_HALTED can be counted only in PMD10.
    assert_eq!(writes("montecito", "-e CPU_OP_CYCLES_HALTED")[0].0, "PMC10");
}

#[test]
fn register_values() {
    assert_eq!(
        writes("sparc-t4", "PCR0=0xd006 PCR1=0x1"),
        [("PCR0", 0xd006), ("PCR1", 1)]
    );
    assert_eq!(writes("montecito", "PMC4 0x2001209"), [("PMC4", 0x2001209)]);
}

/// Bad specs name the bad part: unknown names with the closest, another machine's names and
/// tools, conflicts, malformed numbers.
#[test]
fn errors_name_the_bad_part() {
    let cases = [
        (
            "sparc-t4",
            "Instr_lx",
            "'Instr_lx' is not a Solaris cpc event name on sparc-t4; the closest are Instr_ld",
        ),
        ("sparc-t4", "pic0=Instr_cnt", "it is an event of sparc-kt"),
        (
            "sparc-t4",
            "pfmon -e CPU_OP_CYCLES_ALL",
            "'pfmon' is pfmon (libpfm 3) syntax, a tool for montecito",
        ),
        (
            "sparc-t4",
            "pic0=Instr_ld,nouser0,pic1=Instr_st",
            "'pic1=Instr_st' cannot be counted with the rest",
        ),
        (
            "sparc-t4",
            "pic0=Instr_ld,emask0=0x40",
            "emask 0x40 sets bits outside Instr_ld's emask_valid 0x3f",
        ),
        ("sparc-t4", "pic0=Instr_ld,pic0=Instr_st", "repeated 'pic0' token"),
        ("sparc-t4", "pic0=Instr_ld,hv", "hpriv"),
        ("sparc-t4", "pic0=PAPI_tot_ins,emask=1", "takes no attributes"),
        ("sparc-t4", "r6800000:x", "'x' is not a perf modifier"),
        ("sparc-t4", "r1234567890", "wider than the 11 bits"),
        (
            "sparc-t4",
            "cycles,cycles,cycles,cycles,cycles",
            "at most 4 events",
        ),
        ("sparc-t4", "PCR0=0xzz", "'PCR0=0xzz'"),
        (
            "sparc-t4",
            "PCX0=1",
            "'PCX0': sparc-t4 has no register of that name; the closest are PCR0",
        ),
        ("sparc-t4", "PCR0=0x1ffffffffffffffff", "PCR0"),
        ("montecito", "-e L1D_READS_SET0,L1D_READS_SET1", "another L1D set"),
        (
            "montecito",
            "-e CPU_OP_CYCLES_ALL --event-thresholds=3",
            "threshold must be in [0-1)",
        ),
        (
            "montecito",
            "-e CPU_OP_CYCLES_HALTED,CPU_OP_CYCLES_HALTED",
            "only in PMD10",
        ),
        ("montecito", "-e CPU_OP_CYCLE", "the closest are"),
        ("montecito", "-e CPU_OP_CYCLES_ALL:M", "no MESI filter"),
        (
            "montecito",
            "--irange=0x1000-0x2000 -e CPU_OP_CYCLES_ALL",
            "does not write",
        ),
        ("sparc-kt", "perf stat -e cycles", "a tool for sparc-t4"),
        ("sparc-kt", "pic0=Instr_ld,l2ctl=1", "L2_CONTROL_REG"),
        ("sparc-kt", "", "empty"),
    ];
    for (id, text, want) in cases {
        let got = error(id, text);
        assert!(got.contains(want), "{id} {text:?}: {got}");
    }
    assert_eq!(
        import(m("montecito"), "r6800000", Some(Format::Perf)),
        Err(InteropError::NoSuchFormat {
            machine: "montecito",
            tool: "Linux perf",
            known: "pfmon, registers".into()
        })
    );
}
