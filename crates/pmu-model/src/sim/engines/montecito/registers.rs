//! The Montecito engine's registers as software sees them (seed 003 chapter 3): the
//! qualification settings of PMC32-41 as the engine reads them, whether a counter may count
//! what it selects (section 3.3.3 and the L1D/L2D set rules), the notes a write reports (the
//! counting restrictions of section 3.3.3 and the event pages, the illegal qualification of
//! section 3.3.5.2), and what software writes and reads do.

use super::layout::{
    cpl_of, Pmc, PMC0_FR, PMC32_IG_AD, PMC32_INV, PMC36_CH_IG_OPC, PMC38_FINE, PMC38_IG_IBRP, PMC41_CFGDTAG,
    PMC41_EN_DBRP, PSR_IS, PSR_SP,
};
use super::map::{self, Src};
use super::qual::{OpCm, Qual};
use super::{Montecito, COUNT_MASK};
use crate::decode::{DiagKind, Diagnostic, Severity};
use crate::event::{Event, MtType};
use crate::machines::montecito::{events, MACHINE};
use crate::register::Register;
use crate::sim::access::{RegRef, Write};
use crate::sim::action::{Outcome, SimError};
use crate::sim::log::{LogEntry, LogKind};

impl Montecito {
    /// The value of `reg` in thread `thread`: a counter's count, or the stored value.
    pub(super) fn value(&self, thread: u32, reg: &Register) -> Option<u64> {
        let th = self.threads.get(thread as usize)?;
        let i = Self::index(reg)?;
        if let Some(n) = (4..16).find(|&n| self.ix.pmd[n] == i) {
            return Some(self.counts[12 * thread as usize + n - 4]);
        }
        Some(th.regs[i])
    }

    fn index(reg: &Register) -> Option<usize> {
        MACHINE.registers.iter().position(|r| r.name == reg.name)
    }

    pub(super) fn frozen(&self, t: usize) -> bool {
        PMC0_FR.is_set(self.threads[t].regs[self.ix.pmc[0]])
    }

    pub(super) fn pmc(&self, t: usize, n: usize) -> u64 {
        self.threads[t].regs[self.ix.pmc[n]]
    }

    pub(super) fn qual_of(&self, t: usize) -> Qual {
        let r = &self.threads[t].regs;
        let ix = &self.ix;
        let p = |n: usize| r[ix.pmc[n]];
        Qual {
            ig_ad: PMC32_IG_AD.is_set(p(32)),
            inv: PMC32_INV.is_set(p(32)),
            ig_ibrp: PMC38_IG_IBRP.map(|f| f.is_set(p(38))),
            fine: PMC38_FINE.is_set(p(38)),
            ibr: std::array::from_fn(|k| r[ix.ibr[k]]),
            dbr: std::array::from_fn(|k| r[ix.dbr[k]]),
            opcm: [OpCm::from_regs(p(32), p(33)), OpCm::from_regs(p(34), p(35))],
            ch_ig_opc: PMC36_CH_IG_OPC.map(|f| f.is_set(p(36))),
            en_dbrp: PMC41_EN_DBRP.map(|f| f.is_set(p(41))),
            cfgdtag: PMC41_CFGDTAG.map(|f| f.get(p(41)) as u8),
            is: PSR_IS.is_set(r[ix.psr]),
        }
    }

    /// Whether counter `n` of thread `t` may count what it selects: the event exists, its
    /// counter list holds PMDn (section 3.3.3), and the L1D and L2D set rules hold (sections
    /// 4.8.2, 4.8.4).
    pub(super) fn validity(&self, t: usize, n: usize) -> (Option<&'static Event>, bool) {
        let p = Pmc::from(self.pmc(t, n));
        let Some(e) = events::lookup(p.es, p.umask) else {
            return (None, false);
        };
        if !e.countable_in(&format!("PMD{n}")) {
            return (Some(e), false);
        }
        if let Some(set) = e.set {
            let selector = match (set.unit, n) {
                ("L1D", _) => Some(5),
                ("L2D", 4 | 5 | 8) => Some(4),
                ("L2D", 6 | 7 | 9) => Some(6),
                ("L2D", _) => None,
                _ => Some(n),
            };
            let ok = selector.is_some_and(|s| {
                let q = Pmc::from(self.pmc(t, s));
                events::lookup(q.es, q.umask).and_then(|x| x.set) == Some(set)
            });
            if !ok {
                return (Some(e), false);
            }
        }
        (Some(e), true)
    }

    /// Diagnostics for a counter's configuration: the counting restrictions of section 3.3.3
    /// and the event pages, and what the simulator does about them.
    fn counter_notes(&self, t: usize, n: usize) -> Vec<Diagnostic> {
        let p = Pmc::from(self.pmc(t, n));
        let mut out = Vec::new();
        let mut note = |severity, kind, field, message: String| {
            out.push(Diagnostic {
                severity,
                kind,
                field,
                message,
            })
        };
        let (event, _) = self.validity(t, n);
        let Some(e) = event else {
            note(
                Severity::Warning,
                DiagKind::UnknownEncoding,
                Some("es"),
                format!(
                    "es 0x{:02x} selects no event of Table 4-42: PMD{n} counts nothing",
                    p.es
                ),
            );
            return out;
        };
        if !e.countable_in(&format!("PMD{n}")) {
            let why = if e.name == "CPU_OP_CYCLES_HALTED" {
                "The CYCLES_HALTED event can only be monitored in PMD10. If measured by any other PMD, \
                 the count value is undefined (section 3.3.3, L1126)"
                    .to_string()
            } else {
                format!(
                    "{} can be counted only in {} (section 3.3.3: ER/SI/L2D events only in PMD4-9, L1122); \
                     in PMD{n} the count is undefined",
                    e.name,
                    e.counters.join(", ")
                )
            };
            note(
                Severity::Error,
                DiagKind::Restriction,
                Some("es"),
                format!("{why}: this simulator counts nothing"),
            );
        } else if let Some(set) = e.set {
            if !self.validity(t, n).1 {
                let rule = if set.unit == "L1D" {
                    "To monitor any L1D events it is necessary to program PMC5/PMD5 to monitor one L1D \
                     event (L1124), of the same set (section 4.8.2)"
                } else {
                    "L2D events count only in PMD4-9, and PMD4/5/8 follow the L2D set of PMC4, PMD6/7/9 \
                     that of PMC6 (section 4.8.4, L1123)"
                };
                note(
                    Severity::Error,
                    DiagKind::Restriction,
                    Some("es"),
                    format!(
                        "{} is in {} set {}. {rule}: without it the hardware does not count it, and neither \
                         does this simulator",
                        e.name, set.unit, set.number
                    ),
                );
            }
        }
        if n >= 10 {
            if matches!(e.mt_type, Some(MtType::Floating | MtType::SelfFloating))
                || (e.mt_type == Some(MtType::Causal)
                    && e.name != "CPU_OP_CYCLES"
                    && e.name != "CPU_OP_CYCLES_HALTED")
            {
                note(
                    Severity::Warning,
                    DiagKind::Restriction,
                    Some("es"),
                    format!(
                        "{} is a type {} event: in a banked counter (PMD10-15) the value may be incorrect; \
                         measure it in a duplicated counter (PMD4-9) (section 3.3.3, L1125; section 4.2.1). \
                         Here it counts only while thread {t} is in the foreground",
                        e.name,
                        e.mt_type.map_or("?", MtType::letter)
                    ),
                );
            }
            if p.all {
                note(
                    Severity::Info,
                    DiagKind::Restriction,
                    Some("all"),
                    ".all is applicable only for duplicated counters (PMC4-9, Table 3-6): ignored here"
                        .into(),
                );
            }
        } else if p.all && e.all_capable == Some(false) {
            note(
                Severity::Warning,
                DiagKind::Restriction,
                Some("all"),
                format!(
                    "{} is not .all capable: with .all set the count is wrong (section 4.8.4); this model \
                     counts both threads anyway",
                    e.name
                ),
            );
        }
        if p.ism != 0b10 {
            note(
                Severity::Warning,
                DiagKind::Restriction,
                Some("ism"),
                "ism should be set to '10 for proper operation (Table 3-5, section 3.2.3.3); the Monitor \
                 Enable equation, which exempts only \"(i=39) or (i=37)\" (L1046), is then false, so the \
                 counter counts nothing"
                    .into(),
            );
        }
        if p.plm == 0 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("plm"),
                "Writing zeros to all plm bits effectively disables the monitor; the processor does not \
                 preserve the PMD's value (Table 3-5)"
                    .into(),
            );
        }
        if let Src::Uncountable(reason) = map::lookup(p.es, p.umask) {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("es"),
                format!("{} with this umask counts 0 in this model: {reason}", e.name),
            );
        }
        if p.threshold > 0 && e.max_increment <= 1 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("threshold"),
                format!(
                    "{} is a single-occurrence event: with threshold {} it never exceeds the threshold and \
                     counts 0 (section 3.2.1.3)",
                    e.name, p.threshold
                ),
            );
        }
        if e.mesi && p.mesi != 0b1111 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("MESI"),
                format!(
                    "MESI filter {:04b}: only lines in the selected states count; to capture all occurrences \
                     the filter must be set to b1111 (Table 3-6)",
                    p.mesi
                ),
            );
        }
        out
    }

    /// The illegal combination of section 3.3.5.2: "It is illegal to have PMC41[48:45]=0000"
    /// (L1218, L1362).
    fn qualification_notes(&self, t: usize) -> Vec<Diagnostic> {
        let p41 = self.pmc(t, 41);
        let p32 = self.pmc(t, 32);
        let p38 = self.pmc(t, 38);
        // PMC41[48:45] are en_dbrp0-3; PMC38[2:1] is 10 or 00 exactly when bit 1, ig_ibrp0, is 0,
        // and PMC38[5:4] likewise when bit 4, ig_ibrp1, is 0 (Tables 3-10, 3-14).
        let no_dbrp = PMC41_EN_DBRP.iter().all(|f| !f.is_set(p41));
        let ibrp_tagged = !PMC38_IG_IBRP[0].is_set(p38) || !PMC38_IG_IBRP[1].is_set(p38);
        if no_dbrp && !PMC32_IG_AD.is_set(p32) && ibrp_tagged {
            vec![Diagnostic {
                severity: Severity::Error,
                kind: DiagKind::Restriction,
                field: None,
                message:
                    "It is illegal to have PMC41[48:45]=0000 and PMC32.ig_ad=0 and ((PMC38[2:1]=10 or 00) \
                          or (PMC38[5:4]=10 or 00)); this produces inconsistencies in tagging I-side events \
                          (L1218, L1362)"
                        .into(),
            }]
        } else {
            Vec::new()
        }
    }

    /// A software write (the `Engine::write` of the simulator): `w` is resolved with the
    /// thread's registers as context, so that layouts that depend on another register (PMD33
    /// on PMC40.mode, PMD39 and PMD48-63 on PMC42.mode) follow its current value.
    pub(super) fn write_register(&mut self, w: Write, cycle: u64) -> Result<Outcome, SimError> {
        let i = Self::index(w.to.reg).ok_or_else(|| SimError::UnknownRegister {
            machine: MACHINE.id,
            reg: w.to.reg.name.to_string(),
        })?;
        let t = w.to.thread as usize;
        let mut notes = w.notes;
        let stored = w.stored;
        let ix = self.ix.clone();
        if let Some(n) = (4..16).find(|&n| ix.pmd[n] == i) {
            // "Bit 47 is the overflow bit and must be initialized to 0" (L1103): the count
            // field takes bits 46:0 and ov is written as 0 (the WriteZero access kind).
            self.counts[12 * t + n - 4] = stored & COUNT_MASK;
            self.touch();
            return Ok(Outcome::Written {
                value: stored & COUNT_MASK,
                notes,
            });
        }
        let was_frozen = self.frozen(t);
        self.threads[t].regs[i] = stored;
        if i == ix.pmc[0] {
            let frozen = PMC0_FR.is_set(stored);
            if frozen && !was_frozen {
                self.start_ipear_countdown(t, cycle);
            }
            if !frozen {
                self.threads[t].ipear_stop = None;
                self.threads[t].ipear_frozen = false;
            }
        }
        self.refresh(t);
        if let Some(n) = (4..16).find(|&n| ix.pmc[n] == i) {
            notes.extend(self.counter_notes(t, n));
        }
        if i == ix.pmc[38] || i == ix.pmc[41] || i == ix.pmc[32] {
            notes.extend(self.qualification_notes(t));
        }
        self.touch();
        Ok(Outcome::Written { value: stored, notes })
    }

    /// A software read (the `Engine::read` of the simulator): the value before the register's
    /// access kinds apply.
    pub(super) fn read_register(&self, at: RegRef, cycle: u64, log: &mut Vec<LogEntry>) -> Option<u64> {
        let (thread, reg) = (at.thread, at.reg);
        let t = thread as usize;
        let i = Self::index(reg)?;
        let stored = self.value(thread, reg).unwrap_or(0);
        let regs = &self.threads[t].regs;
        let psr = regs[self.ix.psr];
        let cpl = cpl_of(regs, &self.ix);
        let is_pmd = reg.name.starts_with("PMD");
        // "Any read of the PMD from software without the appropriate privilege level will
        // return 0" (L1105): a privileged monitor (pm = 1) read by non-privileged software
        // (Table 3-5), and with PSR.sp = 1 any PMD read at a non-zero privilege level.
        if is_pmd && cpl != 0 {
            let secure = PSR_SP.is_set(psr);
            let privileged = (4..16)
                .find(|&n| self.ix.pmd[n] == i)
                .is_some_and(|n| Pmc::from(regs[self.ix.pmc[n]]).pm);
            if secure || privileged {
                return Some(0);
            }
        }
        let ear_or_etb = [32, 33, 34, 35, 36, 38, 39]
            .iter()
            .chain((48..64).collect::<Vec<_>>().iter())
            .any(|&n| self.ix.pmd[n] == i);
        if ear_or_etb && !self.frozen(t) {
            log.push(LogEntry {
                cycle,
                thread: Some(thread),
                kind: LogKind::Note {
                    text: format!(
                        "{} read while PMC0.fr = 0: the manual says such reads return undefined values \
                         (L1370, L1649; readable only when event monitoring is frozen, L1050); this model \
                         returns the captured data",
                        reg.name
                    ),
                },
            });
        }
        Some(stored)
    }
}
