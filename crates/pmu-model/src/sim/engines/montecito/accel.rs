//! Fast-forward of the Montecito engine: checkpoints compare the core's state (Brent's cycle
//! finding over [`super::sched::Sched::signature`]), and once the state repeats, whole
//! repetitions are skipped at once, counts and rings moved ahead exactly. The repetition after
//! that is recorded at its checkpoints and every [`GRID`] cycles between them (a tape), and a
//! run that holds no whole repetition lands on the last mark before its end, moved ahead the
//! same way, and simulates only the rest. Neither changes a result, only how fast it is reached.

use super::layout::{pmd39_order, pmd39_unorder, PMD38_EBI, PMD38_FULL};
use std::sync::Arc;

use super::{Mark, Montecito, Repetition, Snap, Tape, ThreadMark, COUNT_MASK, LOGGED_SWITCHES, TIMELINE};
use crate::sim::action::Until;
use crate::sim::switching::Switch;

/// Cycles between the marks a tape takes besides its checkpoints: a landing then leaves at most
/// this many cycles to simulate, at the cost of a mark (some 1 KB) every this many cycles of
/// the repetition.
const GRID: u64 = 128;

impl Montecito {
    /// Whether the core may skip or land: not in the tests that check that doing so changes
    /// nothing, not with planned interrupts or halts still to come (a repetition would pass
    /// over them), not while an IP-EAR counts down to its freeze.
    fn accelerable(&self) -> bool {
        self.accelerate
            && self.sched.plan_next >= self.sched.plan.len()
            && self.threads.iter().all(|t| t.ipear_stop.is_none())
    }

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
        if !self.accelerable() {
            return None;
        }
        if self.accel.period.is_some() {
            let landed = self.fast_forward(now, to, until);
            if landed.is_none() {
                self.record(now);
            }
            return landed;
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
                let landed = self.fast_forward(now, to, until);
                if landed.is_none() {
                    self.record(now);
                }
                landed
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
        if !self.accelerable() {
            return None;
        }
        let (Some(rep), Some(since)) = (&self.accel.period, &self.accel.since) else {
            return None;
        };
        // A tape being recorded needs the repetition simulated (once an epoch): the landings
        // it then allows are worth more than the skip.
        if self.accel.tape.as_ref().is_some_and(|t| !t.complete) {
            return None;
        }
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
        let k = ((to - now - 1) / dt).min(repetitions_before_wrap(&self.counts, &rep.counters));
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
                let tm = self.thread_mark(t);
                put_ring(
                    &mut self.threads[t].regs,
                    &ix,
                    &tm,
                    Some(((k % 16) * (r % 16) % 16) as usize),
                );
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

/// How many repetitions adding `counters` (a row of up to 12 per thread) the `counts` (12 per
/// thread) take with none passing its wrap; `u64::MAX` if none advances.
fn repetitions_before_wrap(counts: &[u64; 24], counters: &[Vec<u64>]) -> u64 {
    counts
        .chunks(12)
        .zip(counters)
        .flat_map(|(counts, row)| counts.iter().zip(row))
        .filter_map(|(c, d)| (COUNT_MASK - c).checked_div(*d))
        .min()
        .unwrap_or(u64::MAX)
}

/// Writes the trace buffer's ring of `tm` (its entries, PMD39's nibbles and PMD38's index) into
/// `regs`: as it is, or with `turn`, moved that many entries ahead, which is what as many more
/// writes of the same entries leave (the ring is full).
fn put_ring(regs: &mut [u64], ix: &super::layout::Ix, tm: &ThreadMark, turn: Option<usize>) {
    let shift = turn.unwrap_or(0);
    let ring = &mut regs[ix.pmd[48]..ix.pmd[48] + 16];
    for (s, v) in tm.ring.iter().enumerate() {
        ring[(s + shift) % 16] = *v;
    }
    regs[ix.pmd[39]] = pmd39_order(tm.ext.rotate_left(4 * shift as u32));
    regs[ix.pmd[38]] = match turn {
        Some(shift) => {
            PMD38_EBI.set(tm.pmd38, (PMD38_EBI.get(tm.pmd38) + shift as u64) % 16) | PMD38_FULL.mask()
        }
        None => tm.pmd38,
    };
}

impl Montecito {
    /// Thread `t`'s part of a mark now.
    fn thread_mark(&self, t: usize) -> ThreadMark {
        let (th, ix) = (&self.threads[t], &self.ix);
        let pmd = |n: usize| th.regs[ix.pmd[n]];
        ThreadMark {
            ears: [pmd(32), pmd(33), pmd(34), pmd(35), pmd(36)],
            pmd38: pmd(38),
            ext: pmd39_unorder(pmd(39)),
            ring: std::array::from_fn(|s| pmd(48 + s)),
            etb: th.etb_total,
            dear: th.dear_total,
            iear: th.iear_total,
        }
    }

    /// Records the state at a checkpoint into the tape of the known repetition: the first
    /// checkpoint where the trace buffer's ring holds only entries of the repetition starts
    /// it, and the checkpoint one repetition later completes it; [`Montecito::grid_mark`]
    /// adds the marks between. A tape being recorded is the engine's own: a copy of the engine
    /// starts its own.
    fn record(&mut self, now: u64) {
        let (Some(rep), Some(since)) = (&self.accel.period, &self.accel.since) else {
            return;
        };
        if self.accel.tape.as_ref().is_some_and(|t| t.complete) {
            return;
        }
        let (dt, switches) = (rep.dt, rep.switches);
        let ring_full = (0..self.threads.len())
            .all(|t| rep.etb[t] == 0 || self.threads[t].etb_total - since.etb[t] >= 16);
        let started = now >= since.now;
        if let Some(origin) = self.accel.tape.as_ref().map(|t| t.origin) {
            let at = now - origin;
            if at < dt {
                self.push_mark(at);
                return;
            }
            // A repetition later: complete, unless a checkpoint on the way was not taken (the
            // tape then starts again here).
            let rep = self.accel.period.clone();
            if let Some(tape) = self
                .accel
                .tape
                .as_mut()
                .and_then(Arc::get_mut)
                .filter(|t| at == dt && t.switches.len() as u64 == switches)
            {
                tape.complete = true;
                // A mark's counts are at most the first mark's and one repetition's, since
                // counts only grow within an epoch: a landing k repetitions ahead passes no
                // wrap if the first mark's counts k + 1 repetitions ahead pass none.
                tape.safe_k = rep.as_ref().map_or(0, |rep| {
                    repetitions_before_wrap(&tape.marks[0].counts, &rep.counters).saturating_sub(1)
                });
                tape.rep = rep;
                // Some 1,100 marks of some 1 KB for the benchmark's core: no spare room kept.
                tape.marks.shrink_to_fit();
                tape.ats.shrink_to_fit();
                tape.cells = (0..=dt / GRID)
                    .map(|g| tape.ats.partition_point(|&at| at < g * GRID) as u32)
                    .collect();
                self.accel.grid = None;
                return;
            }
            self.drop_tape();
        }
        if !started || !ring_full {
            return;
        }
        let mark = self.mark(0);
        self.accel.tape = Some(Arc::new(Tape {
            origin: now,
            ats: vec![0],
            marks: vec![mark],
            switches: Vec::new(),
            switches_before: self.switches,
            cells: Vec::new(),
            complete: false,
            rep: None,
            safe_k: 0,
        }));
        self.accel.grid = Some(now + GRID);
    }

    pub(super) fn drop_tape(&mut self) {
        self.accel.tape = None;
        self.accel.grid = None;
    }

    /// Where a run's span stops at the latest: `to`, or while a tape is recorded, the next
    /// cycle of its grid, where [`Montecito::grid_mark`] records the state. A run may end at
    /// any cycle without changing a result, so a span may stop at any cycle too.
    #[inline]
    pub(super) fn span_stop(&mut self, now: u64, to: u64) -> u64 {
        let Some(g) = self.accel.grid else {
            return to;
        };
        // A switch window passed in one step may have gone over grid cycles.
        let g = if g > now {
            g
        } else {
            g + ((now - g) / GRID + 1) * GRID
        };
        self.accel.grid = Some(g);
        g.min(to)
    }

    /// At a cycle of the tape's grid (a span stopped there, before the events of the cycle),
    /// the state into the tape, as a run ending here leaves it.
    pub(super) fn grid_mark(&mut self, now: u64) {
        self.accel.grid = Some(now + GRID);
        let Some(origin) = self.accel.tape.as_ref().filter(|t| !t.complete).map(|t| t.origin) else {
            self.accel.grid = None;
            return;
        };
        let dt = self.accel.period.as_ref().map_or(0, |r| r.dt);
        let at = now - origin;
        if at < dt && self.accelerable() {
            self.push_mark(at);
        }
    }

    /// The state now into the tape being recorded, `at` cycles after its origin.
    fn push_mark(&mut self, at: u64) {
        let mark = self.mark(at);
        match self.accel.tape.as_mut().and_then(Arc::get_mut) {
            Some(tape) => {
                tape.ats.push(at);
                tape.marks.push(mark);
            }
            None => self.drop_tape(),
        }
    }

    /// The state now as a mark `at` cycles after the tape's origin.
    fn mark(&self, at: u64) -> Mark {
        Mark {
            at,
            counts: self.counts,
            sched: self.sched.clone(),
            threads: std::array::from_fn(|t| {
                if t < self.threads.len() {
                    self.thread_mark(t)
                } else {
                    ThreadMark::default()
                }
            }),
            #[cfg(debug_assertions)]
            all_regs: self.threads.iter().map(|t| t.regs.clone()).collect(),
            switches: self.switches,
            switch_counts: self.switch_counts,
        }
    }

    /// A switch made while a tape is recorded goes into it.
    pub(super) fn tape_switch(&mut self, sw: Switch) {
        let Some(tape) = self.accel.tape.as_mut().filter(|t| !t.complete) else {
            return;
        };
        match Arc::get_mut(tape) {
            Some(tape) => tape.switches.push(Switch {
                cycle: sw.cycle - tape.origin,
                ..sw
            }),
            None => self.drop_tape(),
        }
    }

    /// Lands a run that starts at `now` within a recorded repetition on the last mark
    /// before `to`: the state there is the tape's mark moved ahead by whole repetitions, as
    /// [`Montecito::fast_forward`] moves it (counts, totals, the scheduler's positions and
    /// cycles, the trace buffer's ring), and the switches passed go into the timeline. It does
    /// not land past a count's wrap, a switch the log or `until` wants, or a planned event.
    /// Returns the cycle landed on.
    #[inline]
    pub(super) fn replay(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        match &self.accel.tape {
            Some(tape) if tape.complete && now >= tape.origin && to > now + 1 => self.land(now, to, until),
            _ => None,
        }
    }

    /// [`Montecito::replay`] past its first test.
    #[inline(never)]
    fn land(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        if !self.accelerable()
            || matches!(until, Some(Until::ThreadSwitch))
            || self.switches <= LOGGED_SWITCHES
        {
            return None;
        }
        // The tape is set aside while the state is moved (no count of references to keep).
        let tape = self.accel.tape.take()?;
        let landed = self.land_on(&tape, now, to);
        self.accel.tape = Some(tape);
        landed
    }

    /// [`Montecito::land`] on `tape`, which is complete.
    fn land_on(&mut self, tape: &Tape, now: u64, to: u64) -> Option<u64> {
        let rep = tape.rep.as_ref()?;
        let dt = rep.dt;
        let last = to - 1 - tape.origin;
        let (mut k, r) = (last / dt, last % dt);
        // The marks before `r`'s cell of the grid are all at or before it: the search starts
        // there.
        let mut i = tape.cells[(r / GRID) as usize] as usize;
        while tape.ats.get(i).is_some_and(|&at| at <= r) {
            i += 1;
        }
        let i = match i {
            0 => {
                k = k.checked_sub(1)?;
                tape.marks.len().checked_sub(1)?
            }
            i => i - 1,
        };
        let m = &tape.marks[i];
        let at = tape.origin + k * dt + m.at;
        if at <= now {
            return None;
        }
        // Counts only grow within an epoch: if none passes its wrap at the landing, none
        // wrapped on the way. Within `safe_k` repetitions none can.
        if k > tape.safe_k {
            for (t, row) in rep.counters.iter().enumerate() {
                for (c, d) in m.counts[12 * t..12 * t + 12].iter().zip(row) {
                    // The factors' widths show most products safe without a test of the product's
                    // overflow, which the browser's build makes a 128-bit multiplication.
                    let inc = if k.leading_zeros() + d.leading_zeros() >= 64 {
                        k * d
                    } else {
                        k.checked_mul(*d)?
                    };
                    c.checked_add(inc).filter(|x| *x <= COUNT_MASK)?;
                }
            }
        }
        for (t, row) in rep.counters.iter().enumerate() {
            for ((c, b), d) in self.counts[12 * t..12 * t + 12]
                .iter_mut()
                .zip(&m.counts[12 * t..])
                .zip(row)
            {
                *c = b + k * d;
                debug_assert!(*c <= COUNT_MASK, "a landing passes no count's wrap");
            }
        }
        // The switches passed, the last `TIMELINE` of them, into the timeline: switch number n
        // is the tape's switch j mod R of repetition j / R, j = n - switches_before - 1 and R
        // switches a repetition.
        let target = m.switches + k * rep.switches;
        let first = self.switches.max(target.saturating_sub(TIMELINE as u64)) + 1;
        if first <= target {
            let j = first - tape.switches_before - 1;
            let (mut q, mut e) = (j / rep.switches, (j % rep.switches) as usize);
            for _ in first..target + 1 {
                let sw = tape.switches[e];
                if self.timeline.len() == TIMELINE {
                    self.timeline.pop_front();
                }
                self.timeline.push_back(Switch {
                    cycle: tape.origin + q * dt + sw.cycle,
                    ..sw
                });
                e += 1;
                if e == tape.switches.len() {
                    (q, e) = (q + 1, 0);
                }
            }
        }
        self.switches = target;
        for (c, (b, d)) in self
            .switch_counts
            .iter_mut()
            .zip(m.switch_counts.iter().zip(rep.switch_counts))
        {
            *c = b + k * d;
        }
        self.sched.clone_from(&m.sched);
        self.sched.shift(dt, &rep.dpos, k);
        let ix = &self.ix;
        for (t, th) in self.threads.iter_mut().enumerate() {
            let tm = &m.threads[t];
            #[cfg(debug_assertions)]
            let before = th.regs.clone();
            let regs = &mut th.regs;
            for (n, v) in (32..37).zip(tm.ears) {
                regs[ix.pmd[n]] = v;
            }
            // The ring as the mark holds it, turned by the entries that the repetitions passed
            // wrote.
            let r = rep.etb[t];
            put_ring(
                regs,
                ix,
                tm,
                (r > 0).then_some(((k % 16) * (r % 16) % 16) as usize),
            );
            #[cfg(debug_assertions)]
            {
                let (mut a, mut b) = (before, m.all_regs[t].clone());
                for n in RUN_REG_PMDS {
                    a[ix.pmd[n]] = 0;
                    b[ix.pmd[n]] = 0;
                }
                debug_assert_eq!(a, b, "a run writes no other register of thread {t}");
            }
            th.etb_total = tm.etb + k * r;
            th.dear_total = tm.dear + k * rep.dear[t];
            th.iear_total = tm.iear + k * rep.iear[t];
        }
        // The wrap guard holds: it bounds the counts along the run, which the landing follows.
        self.resume = None;
        Some(at)
    }
}

/// The PMDs a run writes: the EARs' (32-36), the trace buffer's index and extension (38, 39)
/// and its entries (48-63).
#[cfg(debug_assertions)]
const RUN_REG_PMDS: [usize; 23] = [
    32, 33, 34, 35, 36, 38, 39, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
];
