//! Counting in the Montecito engine: each generic counter's source, validity and per-cycle
//! tallies over each thread's stream (rebuilt when the registers they depend on change), the
//! part of the Monitor Enable equation that gates a counter (not PMC_0.fr, plm[PSR.cpl], ism:
//! L1046), and how a counter increases over a span or at a point event; the counting plan of
//! each state the core visits (`plan.rs`) is made here from those rates.

use std::sync::Arc;

use super::capture::{self, Captures};
use super::layout::{cpl_of, Pmc, PMC42_MODE, PMC42_PLM, PSR_IS, PSR_PP, PSR_UP};
use super::map::{self, Pt, Src, St};
use super::plan::{Entry, How, Key, Plan, Point};
use super::qual::{self, Qual};
use super::sched::Mode;
use super::signal::{self, fam, l1d_sig, lost, queue, Anchor, Be};
use super::stream::{fl, Instr, ItBranch, ItStream, Kind};
use super::{CapKey, Montecito, TallyKey, COUNT_MASK, COUNT_WRAP};
use crate::event::Event;
use crate::machines::montecito::events;
use crate::sim::tally::Tally;
use crate::sim::workload::{Cnt, PERIOD};

/// How a counter increases over a span.
pub(super) enum Rate<'a> {
    Zero,
    /// Per cycle, the same amount.
    Linear(u64),
    /// Over the running thread's stream from a position.
    Stream(&'a Tally, u64),
}

impl Rate<'_> {
    /// The offset within the span of the cycle in which `n` more events have happened.
    pub(super) fn reach(&self, n: u64) -> Option<u64> {
        match self {
            Rate::Zero => None,
            Rate::Linear(0) => None,
            Rate::Linear(v) => Some(n.div_ceil(*v) - 1),
            Rate::Stream(t, pos) => t.nth_event_cycle(*pos, n).map(|c| c - pos),
        }
    }
}

impl Montecito {
    /// Rebuild what depends on thread `t`'s registers: its qualification, captures, and the
    /// tallies of every counter that reads its stream.
    pub(super) fn refresh(&mut self, t: usize) {
        let qual = self.qual_of(t);
        let cpl = cpl_of(&self.threads[t].regs, &self.ix);
        let key = CapKey {
            etb: (self.pmc(t, 39), self.pmc(t, 42)),
            dear: self.pmc(t, 40),
            iear: self.pmc(t, 37),
            qual: qual.clone(),
            cpl,
        };
        {
            let th = &mut self.threads[t];
            th.qual = qual.clone();
            if th.cap_key.as_ref() != Some(&key) {
                let s = &th.stream;
                let pmc42 = key.etb.1;
                th.etb = Arc::new(match PMC42_MODE.get(pmc42) {
                    0 => capture::etb(s, key.etb.0, &qual, cpl),
                    4..=7 => capture::ipear(s, PMC42_PLM.get(pmc42), cpl),
                    _ => Captures::none(),
                });
                th.dear = Arc::new(capture::dear(s, key.dear, &qual, cpl));
                th.iear = Arc::new(capture::iear(s, key.iear, &qual, cpl));
                th.cap_key = Some(key);
                th.cap_version += 1;
            }
        }
        for owner in 0..self.threads.len() {
            for n in 4..16 {
                self.refresh_counter(owner, n);
            }
        }
        for s in 0..self.threads.len() {
            let cpl = cpl_of(&self.threads[s].regs, &self.ix);
            self.cpl_felt[s] = (0..self.threads.len()).any(|t| {
                (4..16).any(|n| {
                    let plm = Pmc::from(self.pmc(t, n)).plm;
                    plm & 1 != plm >> cpl & 1
                })
            });
        }
    }

    fn refresh_counter(&mut self, t: usize, n: usize) {
        let pmc = self.pmc(t, n);
        let p = self.effective(t, n);
        let (event, valid) = self.validity(t, n);
        let src = map::lookup(p.es, p.umask);
        for s in 0..self.threads.len() {
            // Only a counter that can count needs a tally (a tally is 128 KiB).
            let counts = valid && p.plm != 0 && p.ism == 0b10;
            let needed = counts && src.stream().is_some() && (s == t || (n <= 9 && p.all && !own_only(src)));
            if !needed {
                self.threads[t].ctrs[n - 4].tallies[s] = None;
                continue;
            }
            let key = TallyKey {
                pmc: pmc ^ p.umask.rotate_left(40) ^ u64::from(p.all) << 63,
                valid,
                qual: self.threads[s].qual.clone(),
                cpl: cpl_of(&self.threads[s].regs, &self.ix),
                captures: self.threads[t].cap_version,
            };
            if self.threads[t].ctrs[n - 4].tallies[s].as_ref().map(|x| &x.0) == Some(&key) {
                continue;
            }
            let tally = self.build_tally(t, n, s, event, src, valid);
            self.threads[t].ctrs[n - 4].tallies[s] = Some((key, Arc::new(tally)));
        }
        let c = &mut self.threads[t].ctrs[n - 4];
        c.src = src;
        c.event = event;
        c.valid = valid && event.is_some();
        c.all = n <= 9 && p.all;
    }

    /// The PMC fields counter `n` of thread `t` counts with. An L2D event of a set in PMC5 or
    /// PMC8 takes the unit mask and .all of PMC4, and one in PMC7 or PMC9 those of PMC6: "PMD5,8
    /// share the umask programmed into PMD4" (section 4.8.4, L2179), and the .all value of PMC4
    /// selects the capability for PMC5 and PMC8 (L2181).
    pub(super) fn effective(&self, t: usize, n: usize) -> Pmc {
        let mut p = Pmc::from(self.pmc(t, n));
        let selector = match n {
            5 | 8 => 4,
            7 | 9 => 6,
            _ => return p,
        };
        let l2d_set = |p: &Pmc| {
            events::lookup(p.es, p.umask)
                .and_then(|e| e.set)
                .is_some_and(|s| s.unit == "L2D")
        };
        let q = Pmc::from(self.pmc(t, selector));
        if l2d_set(&p) && l2d_set(&q) {
            p.umask = q.umask;
            p.all = q.all;
        }
        p
    }

    /// The per-cycle increments of counter `n` of thread `t` over thread `s`'s stream: the
    /// value the event has in each cycle, at privilege levels in plm, qualified by `s`'s
    /// filters ("Filters (IAR/DAR/OPC) are only associated with the thread they belong to",
    /// Table 3-6), clamped at the event's maximum increment, and thresholded (section
    /// 3.2.1.3: "the counter increments by one in every cycle in which the observed event
    /// value exceeds the threshold").
    fn build_tally(
        &self,
        t: usize,
        n: usize,
        s: usize,
        event: Option<&Event>,
        src: Src,
        valid: bool,
    ) -> Tally {
        let Some(st) = src.stream() else {
            return Tally::zero();
        };
        let Some(e) = event.filter(|_| valid) else {
            return Tally::zero();
        };
        let p = self.effective(t, n);
        let th = &self.threads[s];
        let stream = &th.stream;
        let q = &th.qual;
        let base_cpl = cpl_of(&th.regs, &self.ix);
        let max = u64::from(e.max_increment.max(1));
        // Captures belong to the owner's buffers.
        let caps: Option<&Captures> = match st {
            St::Etb => Some(&self.threads[t].etb),
            St::Dear => Some(&self.threads[t].dear),
            St::Iear => Some(&self.threads[t].iear),
            _ => None,
        };
        // ETB_EVENT counts captured events, one per cycle at most (Table 4-42: "Branch Event
        // Captured", Max Inc/Cyc 1), although section 4.15 speaks of "entries": a branch's
        // target entry is not a second event.
        let mut per = vec![0u64; PERIOD];
        if let Some(caps) = caps {
            for c in caps.list.iter().filter(|c| c.event) {
                per[c.pos as usize] += 1;
            }
        }
        let iar = e.iar == Some(true);
        let opc = e.opc == Some(true);
        let dar = e.dar == Some(true);
        let open = q.ch0_open() && (!dar || q.dar_open());
        let mut ins = Vec::new();
        let mut prev_cpl = capture::cpl_at(stream, PERIOD - 1, base_cpl);
        let cx = Cx {
            stream,
            q,
            open,
            iar,
            opc,
            dar,
            mesi: e.mesi.then_some(p.mesi),
        };
        for (i, v) in per.iter_mut().enumerate() {
            let cpl = capture::cpl_at(stream, i, base_cpl);
            let before = prev_cpl;
            prev_cpl = cpl;
            if p.plm >> cpl & 1 == 0 {
                *v = 0;
                continue;
            }
            let needs_ins = matches!(st, St::Tagged(_) | St::QualCycle) || (!open && (iar || opc || dar));
            if needs_ins {
                stream.instructions(i, &mut ins);
            } else {
                ins.clear();
            }
            let value = match st {
                St::Etb | St::Dear | St::Iear => *v,
                St::CplChanges(mask) => {
                    let c = &stream.cycles[i];
                    u64::from(
                        c.has(fl::PHASE_CHANGE)
                            && before != cpl
                            && (mask >> before & 1 == 1 || mask >> cpl & 1 == 1),
                    )
                }
                _ => cx.value(st, i, cpl, &ins),
            };
            let value = value.min(max);
            *v = if p.threshold > 0 {
                u64::from(value > p.threshold)
            } else {
                value
            };
        }
        Tally::build(&stream.period.recs, |i, _| per[i])
    }

    /// The part of the Monitor Enable equation (L1046) that does not depend on a cycle's
    /// privilege level or on the thread producing the event: not frozen, ism = '10, pm against
    /// PSR.up/pp.
    fn gate(&self, t: usize, n: usize) -> bool {
        let p = Pmc::from(self.pmc(t, n));
        let psr = self.threads[t].regs[self.ix.psr];
        let c = &self.threads[t].ctrs[n - 4];
        // A thread in a low-power halt counts only CPU_OP_CYCLES_HALTED: "PAL_LIGHT_HALT
        // freezes event monitoring prior to powering down" (L1824), and CPU_OP_CYCLES with .all
        // stops while its thread halts (L3411, Ambiguity A25).
        let halted = self.sched.threads[t].halted && c.src != Src::Halted;
        c.valid
            && !halted
            && qual::gate(
                self.frozen(t),
                Some(p.ism),
                p.pm,
                PSR_UP.is_set(psr),
                PSR_PP.is_set(psr),
            )
    }

    /// The privilege level thread `s` is at now.
    pub(super) fn cpl_now(&self, s: usize) -> u8 {
        let th = &self.threads[s];
        capture::cpl_at(
            &th.stream,
            (self.sched.threads[s].pos % PERIOD as u64) as usize,
            cpl_of(&th.regs, &self.ix),
        )
    }

    /// Thread `s`'s privilege level now as the counters see it: 0 when no counter's privilege
    /// filter tells its two levels apart (every `plm_ok` of it then holds at both), so that
    /// a plan's key, and whether a span goes on through an event, do not depend on it.
    pub(super) fn felt_cpl(&self, s: usize) -> u8 {
        if self.cpl_felt[s] {
            self.cpl_now(s)
        } else {
            0
        }
    }

    /// Whether counter `n` of thread `t` counts an event of thread `s` that happens now:
    /// duplicated counters count their own thread's events anytime and, with .all, both
    /// threads'; banked counters only while their thread owns the core (L1070-L1073). The
    /// instruction set is the producing thread's: the PMU counts conditionally on "the currently
    /// executing instruction set" (L947), and ism "Should be set to '10 for proper operation"
    /// (Table 3-5, L1064): "Instruction set constraints are not fully supported in Montecito"
    /// (L994). So a .all counter leaves out the other
    /// thread's IA-32 code (PSR.is of that thread) and still counts its Itanium code while its
    /// own thread runs IA-32 code.
    fn attributes(&self, t: usize, n: usize, s: usize) -> bool {
        let all = self.threads[t].ctrs[n - 4].all;
        let mine = s == t || all;
        let present = n <= 9 || self.sched.owner() == Some(t as u32);
        mine && present && self.itanium(s)
    }

    /// Whether thread `s` runs Itanium code (PSR.is = 0).
    pub(super) fn itanium(&self, s: usize) -> bool {
        !PSR_IS.is_set(self.threads[s].regs[self.ix.psr])
    }

    fn plm_ok(&self, t: usize, n: usize, s: usize) -> bool {
        Pmc::from(self.pmc(t, n)).plm >> self.cpl_now(s) & 1 == 1
    }

    /// The maximum increment and the threshold of counter `n` of thread `t`.
    pub(super) fn shape(&self, t: usize, n: usize) -> (u64, u64) {
        let p = Pmc::from(self.pmc(t, n));
        let max = self.threads[t].ctrs[n - 4]
            .event
            .map_or(1, |e| u64::from(e.max_increment.max(1)));
        (max, p.threshold)
    }

    /// The value of a per-cycle count under the counter's threshold and maximum increment.
    fn shaped(&self, t: usize, n: usize, v: u64) -> u64 {
        let (max, threshold) = self.shape(t, n);
        let v = v.min(max);
        if threshold > 0 {
            u64::from(v > threshold)
        } else {
            v
        }
    }

    /// Whether counter `n` of thread `t` counts thread `s`'s outstanding reads now.
    pub(super) fn live_counted(&self, t: usize, n: usize, s: usize) -> bool {
        self.attributes(t, n, s) && self.plm_ok(t, n, s)
    }

    /// How counter `n` of thread `t` increases over a span that starts now; `dead` is true for
    /// the last cycle of a switch window.
    pub(super) fn rate(&self, t: usize, n: usize, dead: bool) -> Rate<'_> {
        if !self.gate(t, n) {
            return Rate::Zero;
        }
        let c = &self.threads[t].ctrs[n - 4];
        let owner = self.sched.owner().map(|o| o as usize);
        let banked = n >= 10;
        match c.src {
            Src::Uncountable(_) | Src::Nothing | Src::Point(_) => Rate::Zero,
            Src::Stream { .. } | Src::Both { .. } | Src::Window if self.sched.mode != Mode::Running => {
                let window = matches!(c.src, Src::Window | Src::Stream { window: true, .. });
                // A switch window belongs to the outgoing thread (its pipeline flush); a banked
                // counter loses its last cycle, the dead cycle (BACK_END_BUBBLE note, L2830).
                match owner {
                    Some(o)
                        if window
                            && self.attributes(t, n, o)
                            && !(banked && dead)
                            && self.plm_ok(t, n, o) =>
                    {
                        Rate::Linear(self.shaped(t, n, 1))
                    }
                    _ => Rate::Zero,
                }
            }
            Src::Window => Rate::Zero,
            Src::Stream { .. } | Src::Both { .. } => {
                let f = self.sched.fg as usize;
                match &c.tallies[f] {
                    Some((_, tally)) if self.attributes(t, n, f) => {
                        Rate::Stream(tally, self.sched.threads[f].pos)
                    }
                    _ => Rate::Zero,
                }
            }
            Src::Live { hi } => {
                let mut live = 0;
                for s in 0..self.threads.len() {
                    if self.live_counted(t, n, s) {
                        live += self.sched.threads[s].live();
                    }
                }
                let v = if hi { live >> 3 } else { live & 7 };
                Rate::Linear(self.shaped(t, n, v))
            }
            Src::Halted => {
                let halted = self.sched.threads[t].halted;
                Rate::Linear(u64::from(halted && self.itanium(t) && self.plm_ok(t, n, t)))
            }
        }
    }

    /// Count a point event of thread `s` on every counter that selects it, with `plan`, the
    /// plan of the state now (which counters count a point event does not depend on the dead
    /// cycle); returns the counters that wrapped.
    pub(super) fn count_points(
        &mut self,
        plan: &Plan,
        s: usize,
        what: impl Fn(Pt) -> bool,
    ) -> Vec<(usize, usize)> {
        let mut wrapped = Vec::new();
        for p in &plan.points {
            if !what(p.pt) || !p.of[s] {
                continue;
            }
            // The wrap guard counts at least one cycle per event counted here: its bound
            // stays true.
            if let Some((_, g)) = &mut self.wrap_guard {
                *g = g.saturating_sub(p.inc);
            }
            if p.inc > 0 && self.bump(p.t, p.n, p.inc) {
                wrapped.push((p.t, p.n));
            }
        }
        wrapped
    }

    /// The counters that count point events now, and for which threads (see
    /// [`Montecito::count_points`]).
    fn points(&self) -> Vec<Point> {
        let mut points = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let Some(pt) = self.threads[t].ctrs[n - 4].src.point() else {
                    continue;
                };
                if !self.gate(t, n) {
                    continue;
                }
                let mut of = [false; 2];
                for (s, o) in of.iter_mut().enumerate().take(self.threads.len()) {
                    *o = self.attributes(t, n, s) && self.plm_ok(t, n, s);
                }
                points.push(Point {
                    t,
                    n,
                    pt,
                    of,
                    inc: self.shaped(t, n, 1),
                });
            }
        }
        points
    }

    /// The state that decides the plan: see [`Key`].
    pub(super) fn plan_key(&self, dead: bool) -> Key {
        let mode = match self.sched.mode {
            Mode::Running => 0,
            Mode::Switching { from, to, .. } => 1 | from << 2 | to << 3,
            Mode::Idle => 2,
        };
        let mut key = mode | self.sched.fg << 4 | u32::from(dead) << 5;
        for s in 0..self.threads.len() {
            let th = u32::from(self.sched.threads[s].halted)
                | u32::from(self.felt_cpl(s)) << 1
                | u32::from(self.threads[s].ipear_frozen) << 3;
            key |= th << (6 + 4 * s);
        }
        key
    }

    /// The plan of the state the core is in now; `dead` as for [`Montecito::rate`].
    pub(super) fn plan(&mut self, dead: bool) -> Arc<Plan> {
        let key = self.plan_key(dead);
        if let Some(p) = self.plans.find(self.epoch, key) {
            return p;
        }
        let (plan, tallies) = self.make_plan(dead);
        self.plans.keep(self.epoch, key, plan, tallies)
    }

    /// The plan of the state now, without its rows, and the tallies of its stream entries.
    fn make_plan(&self, dead: bool) -> (Plan, Vec<Tally>) {
        let mut entries = Vec::new();
        let mut tallies: Vec<Tally> = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let how = match self.rate(t, n, dead) {
                    Rate::Zero => continue,
                    Rate::Stream(tally, _) => {
                        tallies.push(tally.clone());
                        How::Stream(tally.clone(), self.sched.fg as usize, tallies.len() - 1)
                    }
                    Rate::Linear(v) => match self.threads[t].ctrs[n - 4].src {
                        // The outstanding reads change at every L3 event: the plan keeps who
                        // they are counted for, and the span reads them.
                        Src::Live { hi } => {
                            let (max, threshold) = self.shape(t, n);
                            let mut of = [false; 2];
                            for (s, o) in of.iter_mut().enumerate().take(self.threads.len()) {
                                *o = self.live_counted(t, n, s);
                            }
                            How::Live {
                                of,
                                hi,
                                max,
                                threshold,
                            }
                        }
                        _ if v == 0 => continue,
                        _ => How::Linear(v),
                    },
                };
                // The dead cycle's plan counts only what the window's does, banked counters
                // less.
                let dead_cut = match how {
                    How::Linear(v) if !dead && matches!(self.sched.mode, Mode::Switching { .. }) => {
                        match self.rate(t, n, true) {
                            Rate::Linear(d) => v - d,
                            _ => v,
                        }
                    }
                    _ => 0,
                };
                entries.push(Entry {
                    t,
                    n,
                    c: 12 * t + n - 4,
                    how,
                    dead_cut,
                });
            }
        }
        let captures = (self.sched.mode == Mode::Running).then(|| self.capture_gates(self.sched.fg as usize));
        let mut capture_columns = [None; 3];
        if let Some((etb, dear, iear)) = captures {
            let th = &self.threads[self.sched.fg as usize];
            for (k, (on, caps)) in [(etb, &th.etb), (dear, &th.dear), (iear, &th.iear)]
                .into_iter()
                .enumerate()
            {
                if on {
                    tallies.push(caps.tally.clone());
                    capture_columns[k] = Some(tallies.len() - 1);
                }
            }
        }
        (
            Plan {
                entries,
                captures,
                rows: None,
                capture_columns,
                points: self.points(),
            },
            tallies,
        )
    }

    /// How counter `e` increases over a span that starts now.
    pub(super) fn rate_of<'a>(&'a self, e: &'a Entry) -> Rate<'a> {
        match &e.how {
            How::Linear(v) => Rate::Linear(*v),
            How::Stream(tally, f, _) => Rate::Stream(tally, self.sched.threads[*f].pos),
            How::Live { .. } => Rate::Linear(e.how.live_rate(self.lives())),
        }
    }

    /// Each thread's outstanding memory reads now.
    pub(super) fn lives(&self) -> [u64; 2] {
        let t = &self.sched.threads;
        [t[0].live(), t.get(1).map_or(0, |t| t.live())]
    }

    #[inline]
    pub(super) fn bump(&mut self, t: usize, n: usize, inc: u64) -> bool {
        self.bump_at(12 * t + n - 4, inc)
    }

    /// [`Montecito::bump`] of the counter at `c` in the counts.
    #[inline]
    pub(super) fn bump_at(&mut self, c: usize, inc: u64) -> bool {
        let c = &mut self.counts[c];
        debug_assert!(*c <= COUNT_MASK, "a count is below its wrap");
        let wrap = inc >= COUNT_WRAP - *c;
        *c = (*c + inc) & COUNT_MASK;
        wrap
    }
}

/// Whether a source reads only its own thread's buffers (ETB and EAR captures).
fn own_only(src: Src) -> bool {
    matches!(
        src,
        Src::Stream {
            st: St::Etb | St::Dear | St::Iear,
            ..
        }
    )
}

/// What a cycle of a stream holds for a counter: the qualification of the source thread and
/// the counter's MESI filter.
struct Cx<'a> {
    stream: &'a ItStream,
    q: &'a Qual,
    open: bool,
    iar: bool,
    opc: bool,
    dar: bool,
    mesi: Option<u64>,
}

impl Cx<'_> {
    /// Whether an instruction of cycle `i` counts under channel 0 (and PMC41 for memory
    /// events).
    fn ok(&self, i: usize, x: &Instr, cpl: u8) -> bool {
        if self.open {
            return true;
        }
        let tag = if self.opc {
            self.q.tag(0, x, cpl)
        } else if self.iar {
            self.q.ibr0(x.ip, cpl)
        } else {
            true
        };
        if self.dar && matches!(x.kind, Kind::Load | Kind::Store) {
            self.q.dar(tag, self.stream.data_address(i))
        } else {
            tag
        }
    }

    /// Whether the cycle's first instruction of one of `kinds` (or its first instruction)
    /// qualifies: the instruction an event of the cycle is attributed to.
    fn first_ok(&self, i: usize, ins: &[Instr], kinds: &[Kind], cpl: u8) -> bool {
        if self.open {
            return true;
        }
        ins.iter()
            .find(|x| kinds.contains(&x.kind))
            .or(ins.first())
            .is_some_and(|x| self.ok(i, x, cpl))
    }

    /// Instructions of `kind` in cycle `i` that qualify, or the workload's count when nothing
    /// constrains them.
    fn count(&self, i: usize, ins: &[Instr], plain: u64, kind: Kind, cpl: u8) -> u64 {
        if self.open {
            plain
        } else {
            ins.iter()
                .filter(|x| x.kind == kind && self.ok(i, x, cpl))
                .count() as u64
        }
    }

    /// Whether a branch's instruction qualifies.
    fn branch_ok(&self, i: usize, ins: &[Instr], b: &ItBranch, cpl: u8) -> bool {
        if self.open {
            return true;
        }
        let ip = ItStream::bundle_address(b.phase, u64::from(b.bundle));
        ins.iter()
            .find(|x| x.kind == Kind::Branch && x.ip == ip && x.slot == b.slot)
            .is_some_and(|x| self.ok(i, x, cpl))
    }

    /// The branches of cycle `i` of a type that qualify.
    fn branches<'b>(
        &'b self,
        i: usize,
        ins: &'b [Instr],
        ty: u8,
        cpl: u8,
    ) -> impl Iterator<Item = &'b ItBranch> + 'b {
        self.stream
            .branches_at(i)
            .iter()
            .filter(move |b| map::type_matches(ty, b.kind))
            .filter(move |b| self.branch_ok(i, ins, b, cpl))
    }

    /// The value of `st` in cycle `i` at privilege level `cpl`, with the cycle's instructions
    /// `ins` (empty when nothing qualifies them).
    fn value(&self, st: St, i: usize, cpl: u8, ins: &[Instr]) -> u64 {
        let stream = self.stream;
        let c = &stream.cycles[i];
        let rec = &stream.period.recs[i];
        let bubble = c.retired == 0;
        match st {
            St::Tagged(ch) => {
                let ch = usize::from(ch);
                let q = self.q;
                let ibr_open = q.ig_ibrp[ch] || (ch == 0 && q.ig_ad);
                let all_open = ibr_open && (q.ch_ig_opc[ch] || q.opcm[ch % 2].matches_all());
                if all_open {
                    u64::from(c.retired)
                } else {
                    ins.iter().filter(|x| q.tag(ch, x, cpl)).count() as u64
                }
            }
            St::QualCycle => u64::from(ins.iter().any(|x| self.q.tag(0, x, cpl))),
            St::Nops => self.count(i, ins, u64::from(c.nops), Kind::Nop, cpl),
            St::FpOps => self.count(i, ins, u64::from(rec.count(Cnt::FpOps)), Kind::Fp, cpl),
            St::Squashed => {
                u64::from(c.squashed)
                    * u64::from(self.first_ok(i, ins, &[Kind::Alu, Kind::Load, Kind::Store], cpl))
            }
            St::Flags(f) => u64::from(c.has(f) && self.first_ok(i, ins, &[Kind::Load, Kind::Store], cpl)),
            St::Be(set) => u64::from(bubble && set & (1 << c.be) != 0),
            St::BeSub { cause, bits } => u64::from(bubble && c.be_cause() == cause && c.be_sub & bits != 0),
            St::FeBubble(set) => {
                let (count, cause) = (c.lost_fe >> 4, c.lost_fe & 0xf);
                u64::from(count == 2 && lost::fe_cause(cause).is_some_and(|f| set >> f & 1 == 1))
            }
            St::LostBw {
                exit,
                be_idle,
                causes,
            } => {
                let v = if exit { c.lost_ideal } else { c.lost_fe };
                let (count, cause) = (v >> 4, v & 0xf);
                let idle = !be_idle || matches!(c.be_cause(), Be::None | Be::Fe);
                if count > 0 && causes >> cause & 1 == 1 && idle {
                    u64::from(count)
                } else {
                    0
                }
            }
            St::Dispersed => c.dispersed() * u64::from(self.first_ok(i, ins, &[], cpl)),
            St::DispStalled => u64::from(c.disp_stalled()),
            St::NotDispersed(bits) => c.not_dispersed(bits) * u64::from(self.first_ok(i, ins, &[], cpl)),
            St::Overcount(bits) => c.overcount(bits) * u64::from(self.first_ok(i, ins, &[], cpl)),
            St::Cycle => 1,
            St::Issue => u64::from(c.retired > 0 && self.first_ok(i, ins, &[], cpl)),
            St::Branches { ty, outcome } => self
                .branches(i, ins, ty, cpl)
                .filter(|b| match outcome {
                    0 => true,
                    1 => !b.counted_path_mispredicted() && !b.counted_target_mispredicted(),
                    2 => b.counted_path_mispredicted(),
                    _ => b.counted_target_mispredicted(),
                })
                .count() as u64,
            St::Branches2 { ty, outcome } => self
                .branches(i, ins, ty, cpl)
                .filter(|b| b.unknown)
                .filter(|b| match outcome {
                    0 => true,
                    1 => !b.counted_path_mispredicted(),
                    _ => b.counted_path_mispredicted(),
                })
                .count() as u64,
            St::PathPred { ty, ok, taken } => self
                .branches(i, ins, ty, cpl)
                .filter(|b| b.counted_path_mispredicted() != ok && b.taken == taken)
                .count() as u64,
            St::PathPred2 { ty, taken } => self
                .branches(i, ins, ty, cpl)
                .filter(|b| b.unknown && b.taken == taken)
                .count() as u64,
            St::EncBr { oversub, outcome } => self
                .branches(i, ins, 0, cpl)
                .filter(|b| b.encoded && (!oversub || b.oversub))
                .filter(|b| match outcome {
                    0 => true,
                    1 => !b.counted_path_mispredicted() && !b.counted_target_mispredicted(),
                    2 => b.counted_path_mispredicted(),
                    _ => b.counted_target_mispredicted(),
                })
                .count() as u64,
            St::BeBr(which) => self
                .branches(i, ins, 0, cpl)
                .filter(|b| b.be_mispred != 0 && (which == 0 || b.be_mispred == which))
                .count() as u64,
            St::Sig { family, mask } => {
                let mut v = 0;
                // The L1D's instruction members are counted instruction by instruction.
                if family == fam::L1D {
                    if mask >> l1d_sig::LD_INSN & 1 == 1 {
                        v += self.count(i, ins, u64::from(rec.count(Cnt::Load)), Kind::Load, cpl);
                    }
                    if mask >> l1d_sig::ST_INSN & 1 == 1 {
                        v += self.count(i, ins, u64::from(rec.count(Cnt::Store)), Kind::Store, cpl);
                    }
                }
                let anchored = match signal::anchor(family) {
                    Anchor::None => true,
                    Anchor::Data => self.first_ok(i, ins, &[Kind::Load, Kind::Store], cpl),
                    Anchor::Fetch => self.first_ok(i, ins, &[], cpl),
                    Anchor::Fp => self.first_ok(i, ins, &[Kind::Fp], cpl),
                };
                if anchored {
                    for o in stream.occ_in(i) {
                        if o.family() == family
                            && mask >> o.member() & 1 == 1
                            && self.mesi.is_none_or(|m| m & u64::from(o.mesi) != 0)
                        {
                            v += u64::from(o.n);
                        }
                    }
                }
                v
            }
            St::Queue { queues, hi } => {
                let row = &stream.queues[i];
                let live: u64 = (0..queue::COUNT)
                    .filter(|q| queues >> q & 1 == 1)
                    .map(|q| u64::from(row[q]))
                    .sum();
                if hi {
                    live >> 3
                } else {
                    live & 7
                }
            }
            St::Etb | St::Dear | St::Iear | St::CplChanges(_) => 0,
        }
    }
}
