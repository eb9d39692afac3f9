//! Why a Montecito generic counter counts or not: the Monitor Enable equation term by term
//! (PMC0.fr, plm[PSR.cpl], ism, pm with PSR.up or PSR.pp: L1046), then what the event, its unit
//! mask, threshold and MESI filter let through.

use super::layout::{cpl_of, Pmc, PSR_IS, PSR_PP, PSR_UP};
use super::map::Src;
use super::{capture, Montecito};
use crate::sim::why::{Gate, GateKind, Why};
use crate::sim::workload::PERIOD;

// The period's system bits fill whole words, so a word of bits that are all clear or all set
// speaks for 64 of its cycles.
const _: () = assert!(PERIOD.is_multiple_of(64));

fn gate(met: bool, fields: &[&str], text: String, source: &'static str) -> Gate {
    Gate {
        kind: GateKind::Counting,
        met,
        fields: fields.iter().map(|f| f.to_string()).collect(),
        text,
        source,
    }
}

impl Montecito {
    /// The conditions on PMDn of thread `t`, each with its state now.
    pub(super) fn why_counter(&self, t: usize, n: usize, counter: &'static str) -> Option<Why> {
        if !(4..16).contains(&n) {
            return None;
        }
        let th = self.threads.get(t)?;
        let raw = self.pmc(t, n);
        let p = Pmc::from(raw);
        let pmc = format!("PMC{n}");
        let field = |f: &str| format!("{pmc}.{f}");
        let psr = th.regs[self.ix.psr];
        let mut gates = Vec::new();
        let (event, valid) = self.validity(t, n);
        let c = &th.ctrs[n - 4];
        let es_fields = [field("es"), field("umask")];
        let es_fields: Vec<&str> = es_fields.iter().map(String::as_str).collect();
        gates.push(match event {
            None => gate(
                false,
                &es_fields,
                format!(
                    "{pmc}.es = {:#04x} with umask {:#06b} is no event of Table 4-42",
                    p.es, p.umask
                ),
                "seed 003, Table 4-42",
            ),
            Some(e) if !e.countable_in(&format!("PMD{n}")) => gate(
                false,
                &es_fields,
                format!(
                    "{} can be counted in {} only; in PMD{n} the manual leaves it undefined (this model counts 0)",
                    e.name,
                    e.counters.join(", ")
                ),
                "seed 003, Table 4-42 (counters); section 3.3.3",
            ),
            Some(e) if !valid => gate(
                false,
                &es_fields,
                format!(
                    "{} belongs to a set of events that must all be programmed in their set's selecting \
                     counter (the L1D/L2D set rules); as programmed, nothing is counted",
                    e.name
                ),
                "seed 003, section 3.3.3: \"To monitor any L2D events it is necessary to monitor at least one L2D event in either PMC4 or PMC6\" (L1123); sections 4.8.2, 4.8.4",
            ),
            Some(e) => match c.src {
                Src::Uncountable(reason) => gate(
                    false,
                    &es_fields,
                    format!("{} with this unit mask counts 0 in this model: {reason}", e.name),
                    "this model (sim/engines/montecito/map.rs, UNCOUNTABLE)",
                ),
                Src::Nothing => gate(
                    false,
                    &es_fields,
                    format!("{} with this unit mask counts nothing, as its event page says", e.name),
                    "seed 003, section 4.15",
                ),
                _ => gate(true, &es_fields, e.name.to_string(), "seed 003, Table 4-42"),
            },
        });
        let ism = field("ism");
        gates.push(if p.ism == 0b10 {
            gate(true, &[&ism], format!("{pmc}.ism = '10: Itanium code"), "seed 003, Table 3-5: \"Should be set to '10 for proper operation\" (L1064)")
        } else {
            gate(
                false,
                &[&ism],
                format!(
                    "{pmc}.ism = '{:02b}: the instruction set mask \"should be set to '10 for proper operation. \
                     Undefined behavior with other values\"; this model counts nothing (set ism = 2)",
                    p.ism
                ),
                "seed 003, Table 3-5: \"Should be set to '10 for proper operation\" (L1064); section 3.2.3.3: \"Instruction set constraints are not fully supported in Montecito\" (L994)",
            )
        });
        if PSR_IS.is_set(psr) {
            // With .all a duplicated counter also counts the other thread's events, and the
            // PMU counts on "the currently executing instruction set" (L947): the producing
            // thread's.
            let other = (p.all && n <= 9)
                .then(|| (0..self.threads.len()).find(|&s| s != t && self.itanium(s)))
                .flatten();
            gates.push(gate(
                other.is_some(),
                &["PSR.is"],
                match other {
                    Some(s) => format!(
                        "PSR.is = 1: this thread runs IA-32 code, which ism '10 does not count; with .all the \
                         counter still counts thread {s}'s Itanium code"
                    ),
                    None => "PSR.is = 1: the thread runs IA-32 code, which ism '10 does not count".into(),
                },
                "seed 003, section 3.2.3.3: \"Instruction set constraints are not fully supported in Montecito\" (L994); \"IA-32 instructions are never tagged\" (L1163); section 3.1: conditional counting on \"the currently executing instruction set\" (L947)",
            ));
        }
        let base = cpl_of(&th.regs, &self.ix);
        // The levels the thread runs at in its period: 0 where a system phase's bit is set,
        // PSR.cpl where one is clear (`capture::cpl_at`), read a word of bits at a time, since
        // the live run asks at every frame.
        let mut levels = [false; 4];
        levels[usize::from(base)] |= th.stream.system.iter().any(|w| *w != u64::MAX);
        levels[0] |= th.stream.system.iter().any(|w| *w != 0);
        debug_assert_eq!(levels, {
            let mut slow = [false; 4];
            for i in 0..PERIOD {
                slow[usize::from(capture::cpl_at(&th.stream, i, base))] = true;
            }
            slow
        });
        let run: Vec<String> = (0..4).filter(|l| levels[*l]).map(|l| l.to_string()).collect();
        let monitored = (0..4).filter(|l| levels[*l] && p.plm >> l & 1 == 1).count() > 0;
        let plm = field("plm");
        gates.push(gate(
            monitored,
            &[&plm, "PSR.cpl"],
            if p.plm == 0 {
                format!("{pmc}.plm = 0000: no privilege level is monitored")
            } else {
                format!(
                    "{pmc}.plm = {:04b} monitors privilege levels {}; the thread runs at {} (PSR.cpl = {base}){}",
                    p.plm,
                    (0..4)
                        .filter(|l| p.plm >> l & 1 == 1)
                        .map(|l| l.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    run.join(", "),
                    if monitored { "" } else { ": none of them is monitored" }
                )
            },
            "seed 003, Monitor Enable equation, plm[PSR.cpl] (L1046); Table 3-5 plm",
        ));
        let pm = field("pm");
        let (up, pp) = (PSR_UP.is_set(psr), PSR_PP.is_set(psr));
        gates.push(if p.pm {
            gate(
                pp,
                &[&pm, "PSR.pp"],
                format!(
                    "{pmc}.pm = 1 (a privileged monitor) counts only while PSR.pp = 1; PSR.pp is {}",
                    u8::from(pp)
                ),
                "seed 003, Monitor Enable equation, pm with PSR.up or PSR.pp (L1046); Table 3-5 pm",
            )
        } else {
            gate(
                up,
                &[&pm, "PSR.up"],
                format!(
                    "{pmc}.pm = 0 (a user monitor) counts only while PSR.up = 1; PSR.up is {}",
                    u8::from(up)
                ),
                "seed 003, Monitor Enable equation, pm with PSR.up or PSR.pp (L1046); Table 3-5 pm",
            )
        });
        let frozen = self.frozen(t);
        gates.push(gate(
            !frozen,
            &["PMC0.fr"],
            if frozen {
                "PMC0.fr = 1: monitoring is frozen (set by an overflow with oi = 1, or by software); \
                 clear it to count"
                    .into()
            } else {
                "PMC0.fr = 0: not frozen".into()
            },
            "seed 003, Monitor Enable equation, not PMC_0.fr (L1046); Table 3-4",
        ));
        if self.sched.threads[t].halted {
            gates.push(gate(
                false,
                &[],
                "the thread is in a low-power halt: \"PAL_LIGHT_HALT freezes event monitoring prior to powering \
                 down\" (only CPU_OP_CYCLES_HALTED counts)"
                    .into(),
                "seed 003: \"PAL_LIGHT_HALT freezes event monitoring\" (L1824)",
            ));
        }
        if let Some(e) = event {
            let max = u64::from(e.max_increment.max(1));
            if p.threshold > 0 {
                let th_field = field("threshold");
                gates.push(gate(
                    p.threshold < max,
                    &[&th_field],
                    format!(
                        "threshold {}: \"the counter increments by one in every cycle in which the observed event \
                         value exceeds the threshold\"; {} adds at most {max} per cycle{}",
                        p.threshold,
                        e.name,
                        if p.threshold < max { "" } else { ", so it never exceeds it" }
                    ),
                    "seed 003, section 3.2.1.3; Table 4-42 (Max Inc/Cyc)",
                ));
            }
            if e.mesi {
                let mesi = field("MESI");
                gates.push(gate(
                    p.mesi != 0,
                    &[&mesi],
                    format!(
                        "MESI = {:04b}: {}",
                        p.mesi,
                        if p.mesi == 0 {
                            "no cache line state is selected"
                        } else {
                            "the line states counted"
                        }
                    ),
                    "seed 003, Table 3-6 (MESI)",
                ));
            }
        }
        let hard = gates.iter().all(|g| g.met);
        // Banked counters (PMD10-15) count for the thread that owns the pipeline only: a
        // state of the moment, not of the programming, so it does not decide `counting`.
        if n >= 10 && self.threads.len() > 1 && self.foreground() as usize != t {
            gates.push(gate(
                false,
                &[],
                format!(
                    "PMD{n} is banked: it counts only while thread {t} owns the pipeline, and it is in the \
                     background now"
                ),
                "seed 003, section 3.3.2: \"These PMDs cannot increment when their thread is in the background\" (L1072)",
            ));
        }
        let stream_counts = c
            .tallies
            .iter()
            .flatten()
            .any(|(_, tally)| tally.per_period() > 0);
        let counting = hard && (stream_counts || c.src.stream().is_none());
        if hard && !counting {
            gates.push(gate(
                false,
                &["PMC32.ig_ad", "PMC38", "PMC41"],
                "nothing in the workload passes: at the monitored privilege levels, with the address range \
                 and opcode qualification set, this event never happens"
                    .into(),
                "seed 003, section 3.2.3 (event qualification)",
            ));
        }
        Some(Why {
            counter,
            programmed: raw != 0,
            counting,
            gates,
        })
    }
}
