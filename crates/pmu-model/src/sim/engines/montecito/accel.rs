//! Fast-forward of the Montecito engine: checkpoints compare the core's state (Brent's cycle
//! finding over [`super::sched::Sched::signature`]), and once the state repeats, whole
//! repetitions are skipped at once, counts and rings moved ahead exactly. It never changes a
//! result, only how fast it is reached.

use super::layout::{pmd39_nibble, PMD38_EBI, PMD38_FULL};
use super::{Montecito, Repetition, Snap, COUNT_MASK, LOGGED_SWITCHES, TIMELINE};
use crate::sim::action::Until;

impl Montecito {
    fn snap(&self, now: u64) -> Snap {
        Snap {
            sig: self.sched.signature(now, &self.config),
            now,
            epoch: self.epoch,
            pos: self.sched.threads.iter().map(|t| t.pos).collect(),
            values: self
                .counts
                .chunks(12)
                .take(self.threads.len())
                .map(<[u64]>::to_vec)
                .collect(),
            etb: self.threads.iter().map(|t| t.etb_total).collect(),
            dear: self.threads.iter().map(|t| t.dear_total).collect(),
            iear: self.threads.iter().map(|t| t.iear_total).collect(),
            switches: self.switches,
            switch_counts: self.switch_counts,
        }
    }

    /// A checkpoint of the repetition detection; returns the cycle the core jumped to when it
    /// skipped whole repetitions.
    pub(super) fn checkpoint(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        if !self.accelerate
            || self.sched.plan_next < self.sched.plan.len()
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
        {
            return None;
        }
        if self.accel.period.is_some() {
            return self.fast_forward(now, to, until);
        }
        let snap = self.snap(now);
        match self.accel.saved.take() {
            Some(saved) if saved.sig == snap.sig && saved.epoch == snap.epoch && saved.now < now => {
                // The state at `now` is the state at `saved.now`: from `saved.now` on, the core
                // repeats itself every `now - saved.now` cycles (until a write or an overflow
                // changes the epoch, which forgets all this).
                let diff = |a: &[u64], b: &[u64]| a.iter().zip(b).map(|(x, y)| x - y).collect::<Vec<u64>>();
                self.accel.period = Some(Repetition {
                    dt: now - saved.now,
                    dpos: diff(&snap.pos, &saved.pos),
                    counters: snap
                        .values
                        .iter()
                        .zip(&saved.values)
                        .map(|(a, b)| {
                            a.iter()
                                .zip(b)
                                .map(|(x, y)| x.wrapping_sub(*y) & COUNT_MASK)
                                .collect()
                        })
                        .collect(),
                    etb: diff(&snap.etb, &saved.etb),
                    dear: diff(&snap.dear, &saved.dear),
                    iear: diff(&snap.iear, &saved.iear),
                    switches: snap.switches - saved.switches,
                    switch_counts: std::array::from_fn(|i| snap.switch_counts[i] - saved.switch_counts[i]),
                });
                self.accel.since = Some(saved);
                self.fast_forward(now, to, until)
            }
            other => {
                // Brent's method: keep a reference for `power` checkpoints, then move it.
                let saved = other.filter(|s| s.epoch == snap.epoch);
                self.accel.steps += 1;
                if saved.is_none() || self.accel.steps >= self.accel.power.max(1) {
                    self.accel.saved = Some(snap);
                    self.accel.power = self.accel.power.max(1) * 2;
                    self.accel.steps = 0;
                } else {
                    self.accel.saved = saved;
                }
                None
            }
        }
    }

    /// Skip as many whole repetitions as fit before `to`, before any counter would wrap, and
    /// without hiding a switch that the log or `until` wants. Any cycle after the start of a
    /// known repetition will do: the state `dt` cycles later is this one moved ahead.
    ///
    /// Its first test is inlined where it is asked (once per run and per checkpoint): most
    /// asks end there, a repetition being longer than the run's rest.
    #[inline]
    pub(super) fn fast_forward(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        match &self.accel.period {
            Some(rep) if to > now.saturating_add(rep.dt) => self.skip_ahead(now, to, until),
            _ => None,
        }
    }

    /// [`Montecito::fast_forward`] past its first test.
    #[inline(never)]
    fn skip_ahead(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        if !self.accelerate
            || self.sched.plan_next < self.sched.plan.len()
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
        {
            return None;
        }
        let (Some(rep), Some(since)) = (&self.accel.period, &self.accel.since) else {
            return None;
        };
        let dt = rep.dt;
        // Land strictly before `to`, so that the events of the landing cycle are handled as a
        // run through it would handle them (a run stops before the events at `to`).
        if now < since.now || to <= now.saturating_add(dt) {
            return None;
        }
        if rep.switches > 0
            && (matches!(until, Some(Until::ThreadSwitch)) || self.switches <= LOGGED_SWITCHES)
        {
            return None;
        }
        // The ETB and timeline rings must hold only entries of the repetition, so that moving
        // them ahead is exact.
        if rep.switches > 0 && self.switches - since.switches < TIMELINE as u64 {
            return None;
        }
        for t in 0..self.threads.len() {
            if rep.etb[t] > 0 && self.threads[t].etb_total - since.etb[t] < 16 {
                return None;
            }
        }
        let mut k = (to - now - 1) / dt;
        for (counts, row) in self.counts.chunks(12).zip(&rep.counters) {
            for (c, d) in counts.iter().zip(row) {
                if let Some(fit) = (COUNT_MASK - c).checked_div(*d) {
                    k = k.min(fit);
                }
            }
        }
        if k == 0 {
            return None;
        }
        let rep = rep.clone();
        self.wrap_guard = None;
        self.sched.shift(dt, &rep.dpos, k);
        let ix = self.ix.clone();
        for (t, row) in rep.counters.iter().enumerate() {
            for (c, d) in self.counts[12 * t..12 * t + 12].iter_mut().zip(row) {
                *c += k * d;
            }
            let r = rep.etb[t];
            if r > 0 {
                let shift = (k % 16) * (r % 16) % 16;
                let regs = &mut self.threads[t].regs;
                let old: Vec<(u64, u64)> = (0..16)
                    .map(|s| (regs[ix.pmd[48 + s]], pmd39_nibble(s as u64).get(regs[ix.pmd[39]])))
                    .collect();
                let mut ext = 0u64;
                for (s, (v, e)) in old.iter().enumerate() {
                    let ns = (s as u64 + shift) % 16;
                    regs[ix.pmd[48 + ns as usize]] = *v;
                    ext |= pmd39_nibble(ns).put(*e);
                }
                regs[ix.pmd[39]] = ext;
                let idx = regs[ix.pmd[38]];
                let ebi = PMD38_EBI.get(idx);
                regs[ix.pmd[38]] = PMD38_EBI.set(idx, (ebi + shift) % 16) | PMD38_FULL.mask();
                self.threads[t].etb_total += k * r;
            }
            self.threads[t].dear_total += k * rep.dear[t];
            self.threads[t].iear_total += k * rep.iear[t];
        }
        if rep.switches > 0 {
            for s in &mut self.timeline {
                s.cycle += k * dt;
            }
            self.switches += k * rep.switches;
            for (c, d) in self.switch_counts.iter_mut().zip(rep.switch_counts) {
                *c += k * d;
            }
        }
        Some(now + k * dt)
    }
}
