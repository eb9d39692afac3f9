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
    // A group's modifiers apply to each member.
    assert_eq!(
        writes("sparc-t4", "perf stat -e '{cycles,instructions}:u'"),
        [("PCR0", pcr(0x680) & !0b1000), ("PCR1", pcr(0xff) & !0b1000)]
    );
}

/// perf's cache events map through niagara4_cache_map; a bare list of perf's names is perf's;
/// events the kernel refuses are listed with its reason and take no PIC; past four hardware
/// events perf multiplexes, the first four counting first; modifiers the sparc driver ignores
/// are accepted and listed.
#[test]
fn perf_on_the_t4_as_the_kernel_schedules_it() {
    let pcr = |enc: u64, u: bool, k: bool| enc << 5 | 0b10 | u64::from(u) << 2 | u64::from(k) << 3;
    let i = import(m("sparc-t4"), "cycles,instructions,branches", None).expect("bare list");
    assert_eq!(i.format, Format::Perf);
    assert_eq!(
        writes(
            "sparc-t4",
            "perf stat -e L1-dcache-loads,L1-dcache-load-misses,dTLB-load-misses,iTLB-load-misses ./a.out"
        ),
        [
            ("PCR0", pcr(3 << 6 | 0x04, true, true)),
            ("PCR1", pcr(16 << 6 | 0x07, true, true)),
            ("PCR2", pcr(17 << 6 | 0x3f, true, true)),
            ("PCR3", pcr(6 << 6 | 0x3f, true, true)),
        ]
    );
    let i = import(
        m("sparc-t4"),
        "perf stat -e cycles,bus-cycles,LLC-load-misses,branch-loads,instructions:u ./a.out",
        None,
    )
    .expect("refused events are listed");
    assert_eq!(
        i.writes.iter().map(|w| (w.reg, w.value)).collect::<Vec<_>>(),
        [
            ("PCR0", pcr(26 << 6, true, true)),
            ("PCR1", pcr(3 << 6 | 0x3f, true, false))
        ]
    );
    for name in ["bus-cycles", "LLC-load-misses", "branch-loads"] {
        assert!(
            i.not_imported
                .iter()
                .any(|n| n.what == name && n.why.contains("the kernel refuses it")),
            "{name}: {:?}",
            i.not_imported
        );
    }
    let i = import(m("sparc-t4"), "cycles,cycles,cycles,cycles,instructions", None).expect("multiplexed");
    assert_eq!(i.writes.len(), 4);
    assert!(i
        .not_imported
        .iter()
        .any(|n| n.what == "instructions" && n.why.contains("multiplexed")));
    let i = import(m("sparc-t4"), "cycles:I", None).expect("I");
    assert_eq!(i.writes[0].value, pcr(26 << 6, true, true));
    assert!(i.not_imported.iter().any(|n| n.what.contains("exclude_idle")));
    // perf stat with no event: its defaults, the hardware ones on PIC0-3.
    assert_eq!(
        writes("sparc-t4", "perf stat ./a.out"),
        [
            ("PCR0", pcr(26 << 6, true, true)),
            ("PCR1", pcr(3 << 6 | 0x3f, true, true)),
            ("PCR2", pcr(4 << 6 | 0x01, true, true)),
            ("PCR3", pcr(25 << 6 | 0x0f, true, true)),
        ]
    );
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
        writes("montecito", "pfmon -e CPU_OP_CYCLES_ALL ./a.out"),
        [("PMC4", pmc(0b1000, 0x12, 0))]
    );
    assert_eq!(
        writes(
            "montecito",
            "pfmon -e BUS_RD_INVAL_BST_HITM_ANY,CPU_OP_CYCLES_ALL -u -k ./a.out"
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
        ("sparc-t4", "r6800000:x", "'x' is not a modifier"),
        ("sparc-t4", "L1-icache-stores", "has no store operations"),
        ("sparc-t4", "bus-cycles", "max_events"),
        (
            "sparc-t4",
            "perf record -e LLC-load-misses ./a.out",
            "CACHE_OP_UNSUPPORTED",
        ),
        ("sparc-t4", "perf record -b -e cycles ./a.out", "-EOPNOTSUPP"),
        (
            "sparc-t4",
            "perf stat -e mem:0x1000 ./a.out",
            "HAVE_HW_BREAKPOINT",
        ),
        (
            "sparc-t4",
            "perf stat -e cpu/event=0x3c/ ./a.out",
            "no format attributes",
        ),
        ("sparc-t4", "perf top -e cycles", "perf stat and perf record"),
        ("sparc-t4", "r1234567890", "wider than the 11 bits"),
        ("sparc-t4", "PCR0=0xzz", "'PCR0=0xzz'"),
        (
            "sparc-t4",
            "PCX0=1",
            "'PCX0': sparc-t4 has no register of that name; the closest are PCR0",
        ),
        ("sparc-t4", "PCR0=0x1ffffffffffffffff", "PCR0"),
        (
            "montecito",
            "-e L1D_READS_SET0,L1D_READS_SET1",
            "different L1D sets",
        ),
        (
            "montecito",
            "-e CPU_OP_CYCLES_ALL --event-thresholds=3",
            "threshold must be in [0-1)",
        ),
        (
            "montecito",
            "-e CPU_OP_CYCLES_HALTED,CPU_OP_CYCLES_HALTED",
            "only in PMC10",
        ),
        ("montecito", "-e CPU_OP_CYCLE", "the closest are"),
        ("montecito", "-e CPU_OP_CYCLES_ALL:M", "has no unit mask"),
        (
            "montecito",
            "-e L3_READS_ALL_ALL",
            "needs at least a unit mask among: [I] [S] [E] [M]",
        ),
        (
            "montecito",
            "pfmon --system-wide --session-timeout=10 -e CPU_OP_CYCLES_ALL ./a.out",
            "you cannot use both a timeout and command in system-wide mode",
        ),
        ("montecito", "--irange=main -e CPU_OP_CYCLES_ALL", "symbol table"),
        (
            "montecito",
            "--irange=0x1008-0x2000 -e CPU_OP_CYCLES_ALL",
            "does not start on bundle boundary",
        ),
        (
            "montecito",
            "--irange=0x2000-0x1000 -e CPU_OP_CYCLES_ALL",
            "empty address range",
        ),
        ("montecito", "--event -e CPU_OP_CYCLES_ALL", "is ambiguous"),
        ("montecito", "--btb-tm-tk -e CPU_OP_CYCLES_ALL", "Itanium"),
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

/// Export then import gives back the same register values, wherever the tool can express
/// them, with no field reported as differing; for generated programmings on each machine.
#[cfg(not(target_arch = "wasm32"))]
mod round_trip {
    use super::*;
    use pmu_model::event::Tool;
    use pmu_model::interop::export;
    use pmu_model::register::Register;
    use proptest::prelude::*;

    fn names(id: &str, tool: Tool) -> Vec<&'static str> {
        m(id)
            .aliases
            .iter()
            .filter(|t| t.tool == tool)
            .flat_map(|t| t.aliases.iter().map(|a| a.name))
            .collect()
    }

    /// Import `spec`, export the writes in `format`, import the export: same values.
    fn round_trip(id: &str, format: Format, spec: &str) -> Result<(), TestCaseError> {
        let machine = m(id);
        let Ok(first) = import(machine, spec, Some(format)) else {
            // Specs the tool refuses (conflicts) are not programmings.
            return Ok(());
        };
        let values: Vec<(&'static Register, u64)> = first
            .writes
            .iter()
            .map(|w| (machine.register(w.reg).expect("register"), w.value))
            .collect();
        let e = export(machine, &values, &[format]);
        let t = &e.exports[0];
        let exported = t
            .spec
            .clone()
            .ok_or_else(|| TestCaseError::fail(format!("{spec}: cannot export: {:?}", t.reason)))?;
        prop_assert!(
            t.differences.is_empty(),
            "{} -> {}: {:?}",
            spec,
            exported,
            t.differences
        );
        let again = import(machine, &exported, Some(format))
            .map_err(|e| TestCaseError::fail(format!("{exported}: {e}")))?;
        prop_assert_eq!(&again.writes, &first.writes, "{} -> {}", spec, exported);
        // The whole command line imports the same way.
        let command = t.command.clone().unwrap_or_default();
        let again =
            import(machine, &command, None).map_err(|e| TestCaseError::fail(format!("{command}: {e}")))?;
        prop_assert_eq!(&again.writes, &first.writes, "{}", command);
        Ok(())
    }

    fn perf_item() -> impl Strategy<Value = String> {
        let named = prop::sample::select(names("sparc-t4", Tool::Perf)).prop_map(str::to_string);
        let raw = (0u64..32, 0u64..64).prop_map(|(sl, mask)| format!("r{:x}", (sl << 6 | mask) << 16));
        (
            prop_oneof![named, raw],
            prop::sample::select(vec!["", ":u", ":k", ":uk", ":h"]),
        )
            .prop_map(|(e, m)| format!("{e}{m}"))
    }

    fn cpc_spec(id: &'static str, pics: usize) -> impl Strategy<Value = String> {
        let cpc = names(id, Tool::Cpc);
        (
            prop::collection::vec(prop::option::of(prop::sample::select(cpc)), pics),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(events, nouser, sys, hpriv)| {
                let mut t: Vec<String> = events
                    .iter()
                    .enumerate()
                    .filter_map(|(i, e)| e.map(|e| format!("pic{i}={e}")))
                    .collect();
                if t.is_empty() {
                    t.push("pic0=Instr_ld".into());
                }
                for (on, word) in [(nouser, "nouser"), (sys, "sys"), (hpriv, "hpriv")] {
                    if on {
                        t.push(word.into());
                    }
                }
                t.join(",")
            })
    }

    fn pfmon_spec() -> impl Strategy<Value = String> {
        let events = prop::collection::vec(prop::sample::select(names("montecito", Tool::Pfmon)), 1..5);
        let levels = prop::sample::select(vec!["", "-u", "-k", "-u -k", "-1 -2"]);
        (events, levels, any::<bool>()).prop_map(|(e, l, sw)| {
            format!("-e {} {l}{}", e.join(","), if sw { " --system-wide" } else { "" })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn perf_on_the_t4(items in prop::collection::vec(perf_item(), 1..5)) {
            round_trip("sparc-t4", Format::Perf, &items.join(","))?;
        }

        #[test]
        fn cpc_on_the_t4(spec in cpc_spec("sparc-t4", 4)) {
            round_trip("sparc-t4", Format::Cpc, &spec)?;
        }

        #[test]
        fn cpc_on_the_kt(spec in cpc_spec("sparc-kt", 2)) {
            round_trip("sparc-kt", Format::Cpc, &spec)?;
        }

        #[test]
        fn pfmon_on_montecito(spec in pfmon_spec()) {
            round_trip("montecito", Format::Pfmon, &spec)?;
        }
    }

    /// Address ranges come back as the range libpfm turns into those debug registers: fine
    /// mode's IBRP0/IBRP2 limits, normal mode's aligned blocks, PMC32.inv for an inverse
    /// range, and the DBR pairs PMC41 enables for a data range.
    #[test]
    fn pfmon_ranges_come_back() {
        for spec in [
            "--irange=0x4000000000001000-0x4000000000002000 -e IA64_INST_RETIRED,DATA_EAR_CACHE_LAT64",
            "--irange=0x4000000000000000-0x4000000000100000 -e IA64_INST_RETIRED",
            "--irange=0x4000000000001000-0x4000000000002000 --inverse-irange -e IA64_INST_RETIRED",
            "--drange=0x6000000000000000-0x6000000000010000 -e DATA_EAR_CACHE_LAT4",
            "--drange=0x6000000000000000-0x6000000000010000 -e LOADS_RETIRED",
        ] {
            import(m("montecito"), spec, Some(Format::Pfmon)).expect(spec);
            round_trip("montecito", Format::Pfmon, spec).expect(spec);
        }
        // Over every other register at its reset value (as the app exports a thread): the
        // reset PMC38, PMC41 and debug registers are no range, and a range still comes back.
        let mt = m("montecito");
        for (spec, range) in [
            ("-e BUS_RD_INVAL_BST_HITM_ANY", None),
            (
                "--drange=0x6000000000000000-0x6000000000010000 -e LOADS_RETIRED",
                Some("--drange=0x6000000000000000-0x6000000000010000"),
            ),
            (
                "--irange=0x4000000000001000-0x4000000000002000 -e IA64_INST_RETIRED",
                Some("--irange=0x4000000000001000-0x4000000000002000"),
            ),
        ] {
            let first = import(mt, spec, Some(Format::Pfmon)).expect(spec);
            let values: Vec<(&'static Register, u64)> = mt
                .registers
                .iter()
                .map(|r| {
                    let written = first.writes.iter().find(|w| w.reg == r.name);
                    (r, written.map_or(r.reset_value(), |w| w.value))
                })
                .collect();
            let e = export(mt, &values, &[Format::Pfmon]);
            let exported = e.exports[0]
                .spec
                .clone()
                .unwrap_or_else(|| panic!("{spec}: {:?}", e.exports[0].reason));
            assert!(
                e.exports[0].differences.is_empty(),
                "{spec}: {:?}",
                e.exports[0].differences
            );
            match range {
                Some(r) => assert!(exported.contains(r), "{spec} -> {exported}"),
                None => assert!(!exported.contains("range"), "{spec} -> {exported}"),
            }
        }
    }

    /// libpfm 3.10's `check_cross_groups` sets `l1d_event_idx = i` for every L1D-group event
    /// and never breaks: the LAST L1D-set event of the list gets PMC5, the others the lowest
    /// free counter. `-e be_l1d_fpu_bubble_fpu,be_l1d_fpu_bubble_all` counts FPU in PMC4 and ALL
    /// in PMC5, and the export of that programming lists PMC5's event last again.
    #[test]
    fn pfmon_gives_pmc5_to_the_last_l1d_event() {
        let pmc = |es: u64, umask: u64| 0b1000 | es << 8 | umask << 16 | 0b10 << 24;
        assert_eq!(
            writes(
                "montecito",
                "pfmon -e be_l1d_fpu_bubble_fpu,be_l1d_fpu_bubble_all ./a.out"
            ),
            [("PMC4", pmc(0xca, 0b0001)), ("PMC5", pmc(0xca, 0b0000))]
        );
        for spec in [
            "-e BE_L1D_FPU_BUBBLE_ALL,BE_L1D_FPU_BUBBLE_FPU",
            "-e BE_L1D_FPU_BUBBLE_FPU,BE_L1D_FPU_BUBBLE_ALL -k",
        ] {
            round_trip("montecito", Format::Pfmon, spec).expect(spec);
        }
        let mt = m("montecito");
        let reg = |n: &str| mt.register(n).expect("PMC");
        let e = export(
            mt,
            &[(reg("PMC4"), pmc(0xca, 0b0001)), (reg("PMC5"), pmc(0xca, 0b0000))],
            &[Format::Pfmon],
        );
        assert_eq!(
            e.exports[0].spec.as_deref(),
            Some("-e BE_L1D_FPU_BUBBLE_FPU,BE_L1D_FPU_BUBBLE_ALL")
        );
        assert!(
            e.exports[0].differences.is_empty(),
            "{:?}",
            e.exports[0].differences
        );
    }

    /// Where a tool cannot express the registers, the export says why or which field differs.
    #[test]
    fn what_a_tool_cannot_express() {
        let t4 = m("sparc-t4");
        let pcr = |n: &str| t4.register(n).expect("PCR");
        let e = export(t4, &[(pcr("PCR0"), 0xd006 | 1 << 4)], &[]);
        let perf = &e.exports[0];
        assert!(
            perf.reason.as_deref().is_some_and(|r| r.contains("ht = 1")),
            "{perf:?}"
        );
        // toe clear: perf always sets it, and the export says so.
        let e = export(t4, &[(pcr("PCR0"), 0xd004)], &[Format::Perf]);
        assert_eq!(e.exports[0].differences, ["PCR0.toe: here 0x0, perf sets 0x1"]);
        // Different modes on two PCRs: Solaris programs them alike.
        let e = export(
            t4,
            &[(pcr("PCR0"), 0xd006), (pcr("PCR1"), 0x1fee)],
            &[Format::Cpc],
        );
        assert!(e.exports[0]
            .reason
            .as_deref()
            .is_some_and(|r| r.contains("different modes")));
        // The KT's L2_dmiss_ld: Solaris leaves toe1 clear; here it is set.
        let kt = m("sparc-kt");
        let e = export(
            kt,
            &[(kt.register("PCR").expect("PCR"), 0x320 << 19 | 0b10_0100)],
            &[],
        );
        assert_eq!(e.exports[0].differences, ["PCR.toe1: here 0x1, cpc sets 0x0"]);
    }
}

/// The command line's arguments, split as a shell would for the quoting docs/interop.md uses.
#[cfg(not(target_arch = "wasm32"))]
fn shell_words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Every import example of docs/interop.md that succeeds, exported and imported again, gives
/// the same register values.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn docs_examples_round_trip() {
    use pmu_model::interop::export;
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/interop.md"))
        .expect("docs/interop.md");
    let lines: Vec<&str> = doc.lines().collect();
    let mut checked = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(cmd) = line.strip_prefix("$ pmu import ") else {
            continue;
        };
        if lines.get(i + 1).is_some_and(|l| l.starts_with("? ")) {
            continue;
        }
        let words = shell_words(cmd);
        let machine = m(&words[0]);
        let first = import(machine, &words[1], None).unwrap_or_else(|e| panic!("{cmd}: {e}"));
        let values: Vec<_> = first
            .writes
            .iter()
            .map(|w| (machine.register(w.reg).expect("register"), w.value))
            .collect();
        let e = export(machine, &values, &[first.format]);
        let spec = e.exports[0]
            .spec
            .clone()
            .unwrap_or_else(|| panic!("{cmd}: {:?}", e.exports[0].reason));
        let again = import(machine, &spec, Some(first.format)).unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(again.writes, first.writes, "{cmd} -> {spec}");
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} examples");
}

/// libpfm's own record of each Montecito name is kept beside its alias, in the same order,
/// and agrees with it on the event select, and on the umask for every counting event (an EAR
/// event's umask is the EAR's: libpfm programs the counter's as 0).
#[test]
fn libpfm_entries_follow_the_aliases() {
    use pmu_model::event::{LibpfmKind, Tool};
    let table = m("montecito")
        .aliases
        .iter()
        .find(|t| t.tool == Tool::Pfmon)
        .expect("libpfm table");
    assert_eq!(table.libpfm.len(), table.aliases.len());
    for (a, e) in table.aliases.iter().zip(table.libpfm) {
        assert_eq!(a.name, e.name);
        assert_eq!(a.code, e.code, "{}", a.name);
        if matches!(e.kind, LibpfmKind::Counting | LibpfmKind::Etb) {
            assert_eq!(a.mask, Some(e.umask), "{}", a.name);
        }
    }
}

/// Every entry of each tool's grammar (pfmon's option tables, perf's event syntax, cache map,
/// modifiers, terms and options, cpustat's and cputrack's options and cpc_strtoset's tokens)
/// imports as its kind says: one that programs registers writes some; one that programs none is
/// accepted and listed as not imported; one the tool refuses is refused, or (perf stat) listed
/// with the kernel's reason. None is dropped without a word.
#[test]
fn grammar_walks_every_entry() {
    use pmu_model::interop::{grammar, Kind};
    let entries = grammar();
    assert!(entries.len() > 300, "{} entries", entries.len());
    for e in &entries {
        let machine = m(e.machine);
        let got = import(machine, &e.example, Some(e.format));
        let core = e
            .name
            .rsplit(' ')
            .next()
            .unwrap_or_default()
            .trim_start_matches(':')
            .trim_end_matches('=')
            .to_string();
        let listed = |i: &pmu_model::interop::Import| {
            i.not_imported
                .iter()
                .any(|n| n.whose != "the workload" && (n.what.contains(&core) || e.example.contains(&n.what)))
        };
        match (e.kind, &got) {
            (Kind::Programs, Ok(i)) => assert!(
                !i.writes.is_empty(),
                "{} ({}): no write: {i:?}",
                e.name,
                e.example
            ),
            (Kind::NoRegister, Ok(i)) => assert!(
                listed(i),
                "{} ({}): not listed: {:?}",
                e.name,
                e.example,
                i.not_imported
            ),
            (Kind::Refused, Err(err)) => assert!(!err.to_string().is_empty()),
            (Kind::Refused, Ok(i)) => assert!(
                i.not_imported
                    .iter()
                    .any(|n| n.what.contains(&core) && n.why.contains("refuses")),
                "{} ({}): accepted: {i:?}",
                e.name,
                e.example
            ),
            (kind, got) => panic!("{} ({}): {kind:?} but {got:?}", e.name, e.example),
        }
    }
}

/// A command line pasted without its command (the tool would print its usage or stop) is
/// imported as it would be with one, and a note says what the tool does without it.
#[test]
fn lines_without_their_command_are_imported_with_a_note() {
    for (id, text, says) in [
        (
            "sparc-t4",
            "perf stat -e r6800000:u",
            "perf stat prints its usage",
        ),
        ("sparc-t4", "perf record -e cycles", "records every CPU"),
        (
            "sparc-t4",
            "cputrack -c pic0=Instr_ld",
            "cputrack needs a command or -p pid",
        ),
        (
            "montecito",
            "pfmon -e CPU_OP_CYCLES_ALL",
            "you need to specify a command to measure",
        ),
    ] {
        let i = import(m(id), text, None).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(!i.writes.is_empty(), "{text}");
        assert!(i.notes.iter().any(|n| n.contains(says)), "{text}: {:?}", i.notes);
    }
    for (id, text) in [
        ("sparc-t4", "perf stat -a -e cycles"),
        ("sparc-t4", "cputrack -c pic0=Instr_ld -p 1234"),
        ("montecito", "pfmon --system-wide -e CPU_OP_CYCLES_ALL"),
    ] {
        let i = import(m(id), text, None).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(
            !i.notes.iter().any(|n| n.contains("usage") || n.contains("need")),
            "{text}: {:?}",
            i.notes
        );
    }
}

/// The corpus of published command lines (tests/interop_corpus/published.json): each line's
/// source, and what its tool makes of it on these processors, worked out from the tool's
/// source: the register writes and the parts not imported, or the part the tool refuses.
#[test]
fn published_command_lines_import_as_their_tools_do() {
    let corpus: serde_json::Value =
        serde_json::from_str(include_str!("interop_corpus/published.json")).expect("corpus JSON");
    let lines = corpus["lines"].as_array().expect("lines");
    assert!(lines.len() >= 40, "{} lines", lines.len());
    let text = |v: &serde_json::Value, key: &str| {
        v[key]
            .as_str()
            .unwrap_or_else(|| panic!("{key}: {v}"))
            .to_string()
    };
    let mut tools = std::collections::BTreeMap::<String, (usize, usize)>::new();
    for entry in lines {
        let (tool, id, line) = (text(entry, "tool"), text(entry, "machine"), text(entry, "line"));
        for key in ["document", "where", "derivation"] {
            assert!(!text(entry, key).is_empty(), "{line}: no {key}");
        }
        let counts = tools.entry(tool.clone()).or_default();
        let got = import(m(&id), &line, None);
        match text(entry, "expect").as_str() {
            "imports" => {
                counts.0 += 1;
                let i = got.unwrap_or_else(|e| panic!("{line}: {e}"));
                assert_eq!(i.format.id(), tool, "{line}");
                let mut want: Vec<(String, u64)> = entry["writes"]
                    .as_object()
                    .expect("writes")
                    .iter()
                    .map(|(reg, v)| {
                        let v = v.as_str().expect("hex value");
                        (
                            reg.clone(),
                            u64::from_str_radix(v.trim_start_matches("0x"), 16).expect("hex"),
                        )
                    })
                    .collect();
                let mut have: Vec<(String, u64)> =
                    i.writes.iter().map(|w| (w.reg.to_string(), w.value)).collect();
                want.sort();
                have.sort();
                assert_eq!(have, want, "{line}");
                assert!(i.writes.iter().all(|w| w.thread == 0), "{line}");
                let listed: Vec<&str> = i.not_imported.iter().map(|n| n.what.as_str()).collect();
                let want: Vec<String> = entry["not_imported"]
                    .as_array()
                    .expect("not_imported")
                    .iter()
                    .map(|v| v.as_str().expect("what").to_string())
                    .collect();
                assert_eq!(listed, want, "{line}");
                assert!(
                    i.not_imported
                        .iter()
                        .all(|n| !n.why.is_empty() && !n.whose.is_empty()),
                    "{line}"
                );
            }
            "refused" => {
                counts.1 += 1;
                let e = got.map(|i| format!("{i:?}")).expect_err(&line).to_string();
                let part = format!("'{}'", text(entry, "refused_part"));
                assert!(e.contains(&part), "{line}: {e} does not name {part}");
            }
            other => panic!("{line}: expect {other}"),
        }
    }
    // Each tool has lines it imports and lines it refuses.
    for tool in ["perf", "cpc", "pfmon"] {
        let (ok, refused) = tools.get(tool).copied().unwrap_or_default();
        assert!(ok > 0 && refused > 0, "{tool}: {ok} imported, {refused} refused");
    }
}
