//! Why a KT counter counts or not (seed 001 section 2.1; the T2-family PCR): its sl and mask,
//! the mode filter, and software's access to the count.

use super::events::kt_modelled;
use super::{Strand, MACHINE};
use crate::sim::action::SparcMode;
use crate::sim::engines::sparc::{field, mode_gate, workload_gate};
use crate::sim::why::{Gate, Why};

impl Strand {
    /// Why this strand's pic0 or pic1 counts or not at `cycle` (seed 001 section 2.1; the
    /// T2-family PCR).
    pub(super) fn why_pic(&self, counter: &'static str, n: usize, cycle: u64) -> Option<Why> {
        let machine = &MACHINE;
        let (pcr, pic) = (self.pcr, self.pic.get(n)?);
        let (base, now, period) = (self.base, self.mode_at(cycle), &self.period);
        let f = |name: &str| field(machine, "PCR", name, pcr);
        let (sl, mask) = (f(&format!("sl{n}")), f(&format!("mask{n}")));
        let mut gates = Vec::new();
        let event = machine.events_with_code(sl).next();
        let modelled = kt_modelled(sl);
        let fields = [format!("PCR.sl{n}"), format!("PCR.mask{n}")];
        gates.push(match event {
            Some(e) if modelled && (mask != 0 || e.masks.is_empty()) => Gate::counting(
                true,
                &fields,
                format!("PCR.sl{n} = {sl:#x} ({}), mask{n} = {mask:#04x}", e.name),
                "seed 001 section 2.1; Solaris kt_events",
            ),
            Some(e) if modelled => Gate::counting(
                false,
                &fields,
                format!("PCR.mask{n} = 0 selects none of the events of {}", e.name),
                "seed 001 section 2.1; Solaris kt_events",
            ),
            Some(e) => Gate::counting(
                false,
                &fields,
                format!(
                    "PCR.sl{n} = {sl:#x} ({}) is an event this model's workload does not produce (counts 0)",
                    e.name
                ),
                "this model (sim/engines/kt/events.rs)",
            ),
            None => Gate::counting(
                false,
                &fields,
                format!("PCR.sl{n} = {sl:#x} selects no event the catalogue knows"),
                "seed 001 section 2.1; Solaris kt_events",
            ),
        });
        gates.push(mode_gate(
            "PCR",
            (f("ut") != 0, f("st") != 0, f("ht") != 0),
            base,
            now,
            period,
            "seed 001 section 2.1 (PCR ut, st, ht)",
        ));
        let counting = pic.tally.per_period() > 0;
        workload_gate(counting, &mut gates);
        let private = f("priv") != 0;
        let read_ok = now != SparcMode::User || !private;
        gates.push(Gate::reading(
            read_ok,
            &["PCR.priv".into()],
            if read_ok {
                format!("software in {} mode may read the PIC", now.name())
            } else {
                "PCR.priv = 1: user software reading the PIC gets a privileged_action trap".into()
            },
            "seed 001 section 2.1 (PCR priv)",
        ));
        Some(Why {
            counter,
            // The mode bits are shared by both counters; a counter is programmed when its own
            // select or mask is.
            programmed: sl != 0 || mask != 0,
            counting,
            gates,
        })
    }
}
