//! Why a T4 PIC counts or not (seed 000 TABLE 10-1, TABLE 10-2, section 10.3): its PCR's sl
//! and mask against the groups, the mode filter, and software's access to the count.

use super::groups::{t4_group, Combine, Sub};
use super::{Strand, MACHINE};
use crate::sim::action::SparcMode;
use crate::sim::engines::sparc::{field, mode_gate, workload_gate};
use crate::sim::why::{Gate, Why};

impl Strand {
    /// Why this strand's PICn counts or not at `cycle` (seed 000 TABLE 10-1, TABLE 10-2,
    /// section 10.3).
    pub(super) fn why_pic(&self, counter: &'static str, n: usize, cycle: u64) -> Option<Why> {
        let machine = &MACHINE;
        let (pcr, pic) = (*self.pcr.get(n)?, self.pic.get(n)?);
        let (base, now, period) = (self.base, self.mode_at(cycle), &self.period);
        let reg = format!("PCR{n}");
        let f = |name: &str| field(machine, &reg, name, pcr);
        let (sl, mask) = (f("sl"), f("mask"));
        let mut gates = Vec::new();
        let event = machine.events_with_code(sl).next();
        let group = t4_group(sl);
        let sl_field = [format!("{reg}.sl")];
        gates.push(match (sl, event, group) {
            (0, _, _) => Gate::counting(
                false,
                &sl_field,
                format!("{reg}.sl = 0: \"Performance counting is disabled; no events are counted\""),
                "seed 000, TABLE 10-2 (sl 0)",
            ),
            (_, Some(e), Some(_)) => Gate::counting(
                true,
                &sl_field,
                format!("{reg}.sl = {sl}: {}", e.name),
                "seed 000, TABLE 10-2",
            ),
            _ => Gate::counting(
                false,
                &sl_field,
                format!("{reg}.sl = {sl} is reserved: it selects no event"),
                "seed 000, TABLE 10-1 sl; TABLE 10-2",
            ),
        });
        if let Some(g) = group.filter(|_| sl != 0) {
            let mask_field = [format!("{reg}.mask")];
            let uses_mask = matches!(
                g.combine,
                Combine::AnyPerCycle | Combine::Instructions | Combine::MicroOps
            );
            if uses_mask {
                let live = (0..6)
                    .filter(|i| mask >> i & 1 == 1 && g.bits[*i] != Sub::Ignored)
                    .count();
                let micro_ops = g.combine == Combine::MicroOps && mask & 0xf == 0;
                gates.push(if live == 0 || micro_ops {
                    Gate::counting(
                        false,
                        &mask_field,
                        format!("{reg}.mask = {mask:#04x} selects none of this group's events"),
                        "seed 000, TABLE 10-2",
                    )
                } else {
                    Gate::counting(
                        true,
                        &mask_field,
                        format!("{reg}.mask = {mask:#04x}"),
                        "seed 000, TABLE 10-2",
                    )
                });
            }
        }
        gates.push(mode_gate(
            &reg,
            (f("ut") != 0, f("st") != 0, f("ht") != 0),
            base,
            now,
            period,
            "seed 000, TABLE 10-1 ut, st, ht",
        ));
        let counting = pic.tally.per_period() > 0;
        workload_gate(counting, &mut gates);
        let (picnht, picnpt) = (f("picnht") != 0, f("picnpt") != 0);
        let read_ok = match now {
            SparcMode::Hyperprivileged => true,
            SparcMode::Privileged => !picnht,
            SparcMode::User => !picnht && !picnpt,
        };
        gates.push(Gate::reading(
            read_ok,
            &[format!("{reg}.picnht"), format!("{reg}.picnpt")],
            if read_ok {
                format!("software in {} mode may read and write PIC{n}", now.name())
            } else {
                format!(
                    "software in {} mode gets a privileged_action trap on PIC{n} (picnht = {}, picnpt = {})",
                    now.name(),
                    u8::from(picnht),
                    u8::from(picnpt)
                )
            },
            "seed 000, TABLE 10-1 picnht, picnpt; section 10.3",
        ));
        Some(Why {
            counter,
            programmed: pcr & !(1 | 1 << 18) != 0,
            counting,
            gates,
        })
    }
}
