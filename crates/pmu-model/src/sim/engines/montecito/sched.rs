//! Switch-on-event multithreading of one Montecito core (seed 003 section 2.4.1, L584-L635):
//! two hardware threads share one pipeline, one of them in the foreground; L3 misses and L3
//! data returns change the threads' urgencies and, at every L3 event, the core switches when
//! the foreground thread's urgency is lower than the background thread's; a time-out, a
//! `hint@pause`, a low-power halt and external interrupts also play their part. A switch costs
//! 15 cycles from initiation until the other thread retires (L590).
//!
//! Time is core cycles. Each thread's workload stream has its own position, which advances
//! only while the thread runs in the foreground: a thread in the background is suspended
//! (L588). An L3 miss is requested when the thread executes the stream cycle that holds it;
//! the miss is determined `l3_detect` cycles later (L598: "there is some latency between when
//! a thread makes a request and when it is determined to be an L3 miss"), and the data returns
//! a memory latency after the request whether or not the thread is in the foreground then.
//! A thread that gets its data back has no reason to wait any more: when it runs again it
//! continues after the stall that the return ended.
//!
//! The manual leaves some things unstated (Ambiguity A19); the [`Config`] settings and
//! [`HELP`] say what this model chooses.

use super::stream::ItStream;
pub use crate::sim::switching::{Compare, Config, Interrupt, LowPower, Reason};
use crate::sim::workload::{LAT_LOCAL_MEM, LAT_REMOTE, PERIOD};

/// What the help text of the thread view says about the model's choices.
pub const HELP: &str = "Montecito switch-on-event multithreading (seed 003 section 2.4.1). \
One thread owns the pipeline (the foreground thread); the other is suspended and its workload \
does not advance. Each thread has an urgency from 0 to 7, nominally 5. An L3 miss decrements \
the urgency of the thread that missed (floor 0); an L3 data return increments it while it is \
below 5. At every L3 event the urgencies are compared, and the core switches when the \
foreground thread's urgency is lower than the background thread's. A switch takes 15 cycles \
before the other thread retires an instruction; those cycles belong to the outgoing thread \
(its pipeline flush), and the last one is the banked counters' dead cycle. Choices where the \
manual is silent, all settings: the urgency is updated before the comparison (setting \
'compare'); both threads start at urgency 5; a miss is determined 14 cycles after its request \
(the L3 latency), so a thread may miss again, or be in the background, by then; the thread \
quantum is 4096 cycles, after which a time-out switches the thread out and, unless it waits \
for memory, sets its urgency to 7; an external interrupt (or a performance monitor interrupt) \
for the background thread sets its urgency to 6 and waits for the next L3 event to compare; \
hint@pause forces a switch without changing urgencies; L3 events during a switch change \
urgencies but start no second switch.";

/// An outstanding L3 miss of a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pending {
    /// Core cycle (boundary) at which the miss is determined; `u64::MAX` once it has been.
    pub detect: u64,
    /// Core cycle at which the data returns.
    pub ret: u64,
    /// The thread's stream position at which its stall ends when the data is back.
    pub resume: u64,
}

/// One thread's scheduling state.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct ThreadSched {
    /// Position in its own workload stream.
    pub pos: u64,
    pub urgency: u8,
    pub halted: bool,
    pub pending: Vec<Pending>,
    /// Stream positions from which the next L3 request and the next pause hint are looked
    /// for (those before have been handled).
    pub req_cursor: u64,
    pub pause_cursor: u64,
}

// `clone_from` keeps the pending misses' allocation: a landing within a recorded repetition
// copies the scheduler at every run (see `Montecito::replay`).
impl Clone for ThreadSched {
    fn clone(&self) -> Self {
        ThreadSched {
            pending: self.pending.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let ThreadSched {
            pos,
            urgency,
            halted,
            ref pending,
            req_cursor,
            pause_cursor,
        } = *source;
        self.pending.clone_from(pending);
        (self.pos, self.urgency, self.halted) = (pos, urgency, halted);
        (self.req_cursor, self.pause_cursor) = (req_cursor, pause_cursor);
    }
}

impl ThreadSched {
    /// Whether the thread waits for an L3 miss's data.
    pub fn stalled(&self, now: u64) -> bool {
        self.pending.iter().any(|p| p.ret > now)
    }

    /// Memory reads of the thread on the bus (determined misses whose data is not back).
    pub fn live(&self) -> u64 {
        self.pending.iter().filter(|p| p.detect == u64::MAX).count() as u64
    }
}

/// What the core is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The foreground thread runs its stream.
    Running,
    /// A switch from `from` to `to` is in progress until cycle `until`.
    Switching { from: u32, to: u32, until: u64 },
    /// Both threads are halted.
    Idle,
}

/// A scheduled happening of the configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Planned {
    Interrupt(u32),
    Halt(u32),
    Wake(u32),
}

/// The next thing that happens at a cycle boundary, in priority order for equal cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Next {
    WindowEnd,
    /// The last cycle of a switch window starts (the banked counters' dead cycle).
    DeadCycle,
    Return(u32, usize),
    Detect(u32, usize),
    Planned(usize),
    /// The foreground thread executed a cycle holding an L3 request at stream position p.
    Request(u64),
    Pause(u64),
    Quantum,
    /// A change of the foreground stream's privilege phase (counting boundaries only).
    Phase,
    /// The foreground stream crosses a period boundary (a checkpoint).
    Period,
}

/// The scheduler.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Sched {
    pub threads: Vec<ThreadSched>,
    pub fg: u32,
    pub mode: Mode,
    /// Cycle at which the foreground thread last got the core.
    pub quantum_start: u64,
    /// The configuration's interrupts and halts in time order, and how many have happened.
    pub plan: Vec<(u64, Planned)>,
    pub plan_next: usize,
}

/// What processing one event did, for the engine to count and log.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// A switch initiated: from, to, reason, urgencies of both (from, to) after the event,
    /// and how long `from` had stalled since it last retired.
    pub switch: Option<(u32, u32, Reason, u8, u8, u64)>,
    /// An L3 miss of this thread was determined (L3_MISSES, BUS_MEM_READ).
    pub l3_miss: Option<u32>,
    /// An L3 event of the foreground thread that did not switch (THREAD_SWITCH_EVENTS.MISSED).
    pub missed: Option<u32>,
    /// An external interrupt was delivered to this thread (`true`: it was in the background).
    pub interrupt: Option<(u32, bool)>,
    pub halted: Option<(u32, bool)>,
    /// The scheduler reached a checkpoint for the period detection.
    pub checkpoint: bool,
}

// As for `ThreadSched`: `clone_from` keeps the allocations.
impl Clone for Sched {
    fn clone(&self) -> Self {
        Sched {
            threads: self.threads.clone(),
            plan: self.plan.clone(),
            ..*self
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let Sched {
            ref threads,
            fg,
            mode,
            quantum_start,
            ref plan,
            plan_next,
        } = *source;
        self.threads.clone_from(threads);
        self.plan.clone_from(plan);
        (self.fg, self.mode, self.quantum_start, self.plan_next) = (fg, mode, quantum_start, plan_next);
    }
}

impl Sched {
    pub fn new(threads: u32, cfg: &Config) -> Sched {
        let mut plan: Vec<(u64, Planned)> = Vec::new();
        for x in &cfg.interrupts {
            plan.push((x.cycle, Planned::Interrupt(x.thread)));
        }
        for x in &cfg.low_power {
            plan.push((x.from, Planned::Halt(x.thread)));
            plan.push((x.to, Planned::Wake(x.thread)));
        }
        crate::sort::sort_by_key(&mut plan, |(c, p)| {
            let (order, t) = match p {
                Planned::Wake(t) => (0, *t),
                Planned::Halt(t) => (1, *t),
                Planned::Interrupt(t) => (2, *t),
            };
            (*c, order, t)
        });
        Sched {
            threads: (0..threads)
                .map(|_| ThreadSched {
                    pos: 0,
                    urgency: cfg.initial_urgency,
                    halted: false,
                    pending: Vec::new(),
                    req_cursor: 0,
                    pause_cursor: 0,
                })
                .collect(),
            fg: 0,
            mode: Mode::Running,
            quantum_start: 0,
            plan,
            plan_next: 0,
        }
    }

    /// The thread that owns the current cycle: the foreground thread, or the outgoing thread
    /// during a switch window, or nobody when the core idles.
    pub fn owner(&self) -> Option<u32> {
        match self.mode {
            Mode::Running => Some(self.fg),
            Mode::Switching { from, .. } => Some(from),
            Mode::Idle => None,
        }
    }

    /// The thread that could take the core from `t`, if any.
    fn other(&self, t: u32) -> Option<u32> {
        let o = 1 - t;
        (self.threads.len() == 2 && !self.threads[o as usize].halted).then_some(o)
    }

    /// The next event at or after `now`, with its cycle. `streams` are the threads' streams.
    pub fn next(&self, now: u64, cfg: &Config, streams: &[&ItStream]) -> Option<(u64, Next)> {
        let mut best: Option<(u64, Next)> = None;
        let mut offer = |at: u64, what: Next| {
            if at >= now && best.is_none_or(|b| (at, what) < b) {
                best = Some((at, what));
            }
        };
        if let Mode::Switching { until, .. } = self.mode {
            offer(until, Next::WindowEnd);
            if until > now + 1 {
                offer(until - 1, Next::DeadCycle);
            }
        }
        for (t, th) in self.threads.iter().enumerate() {
            for (i, p) in th.pending.iter().enumerate() {
                offer(p.ret, Next::Return(t as u32, i));
                if p.detect != u64::MAX {
                    offer(p.detect, Next::Detect(t as u32, i));
                }
            }
        }
        if let Some((at, _)) = self.plan.get(self.plan_next) {
            offer(*at, Next::Planned(self.plan_next));
        }
        if self.mode == Mode::Running {
            let th = &self.threads[self.fg as usize];
            let s = streams[self.fg as usize];
            let pos = th.pos;
            // The cycle just executed (pos - 1) may still hold an unhandled request or hint:
            // its event is at this boundary, `now`. Positions skipped by a resume hold none
            // (they are stall cycles).
            let from = th.req_cursor.max(pos.saturating_sub(1));
            if let Some(p) = s.request_marks.next(from) {
                offer(now + (p + 1 - pos), Next::Request(p));
            }
            if cfg.pause_every > 0 {
                if let Some(p) = next_pause(th.pause_cursor.max(pos.saturating_sub(1)), cfg.pause_every) {
                    offer(now + (p + 1 - pos), Next::Pause(p));
                }
            }
            if cfg.quantum > 0 && self.threads.len() == 2 {
                offer(
                    self.quantum_start.saturating_add(cfg.quantum).max(now),
                    Next::Quantum,
                );
            }
            // Phase changes and period crossings strictly after the current position.
            if let Some(p) = s.phase_marks.next(pos + 1) {
                offer(now + (p - pos), Next::Phase);
            }
            let p = (pos / PERIOD as u64 + 1) * PERIOD as u64;
            offer(now + (p - pos), Next::Period);
        }
        best
    }

    /// Whether no event but the switch window's own (its dead cycle and its end, at `until`)
    /// happens in cycles `now..until`: no L3 miss determined, no data return, no planned
    /// happening.
    pub fn quiet(&self, now: u64, until: u64) -> bool {
        let inside = |at: u64| (now..until).contains(&at);
        let l3 = self.threads.iter().any(|th| {
            th.pending
                .iter()
                .any(|p| inside(p.ret) || (p.detect != u64::MAX && inside(p.detect)))
        });
        !l3 && !self.plan.get(self.plan_next).is_some_and(|(at, _)| inside(*at))
    }

    /// End a switch window at `now` whose incoming thread has not halted: what processing
    /// [`Next::WindowEnd`] does then, which starts nothing else.
    pub fn end_window(&mut self, now: u64) {
        if let Mode::Switching { to, .. } = self.mode {
            debug_assert!(!self.threads[to as usize].halted, "the incoming thread runs");
            self.fg = to;
            self.mode = Mode::Running;
            self.quantum_start = now;
        }
    }

    fn start_switch(
        &mut self,
        now: u64,
        cfg: &Config,
        reason: Reason,
        streams: &[&ItStream],
        out: &mut Outcome,
    ) {
        let from = self.fg;
        let to = 1 - from;
        // How long the outgoing thread has not retired (THREAD_SWITCH_STALLS): stream cycles
        // since its last retiring cycle.
        let th = &self.threads[from as usize];
        let s = streams[from as usize];
        // The last retiring cycle is most often a few cycles back: the run of idle cycles up to
        // the position says how many, unless it reaches the stream's start or is long (then
        // the tally is searched).
        let near = th
            .pos
            .checked_sub(1)
            .map(|c| u64::from(s.idle[(c % PERIOD as u64) as usize]))
            .filter(|&k| k < 64 && k < th.pos);
        let stall = match near {
            Some(k) => k,
            None => {
                let issued = s.issue.upto(th.pos);
                if issued == 0 {
                    th.pos
                } else {
                    let last = s.issue.nth_event_cycle(0, issued).unwrap_or(0);
                    th.pos - 1 - last
                }
            }
        };
        out.switch = Some((
            from,
            to,
            reason,
            self.threads[from as usize].urgency,
            self.threads[to as usize].urgency,
            stall,
        ));
        if cfg.switch_cycles == 0 {
            self.fg = to;
            self.mode = Mode::Running;
            self.quantum_start = now;
        } else {
            self.mode = Mode::Switching {
                from,
                to,
                until: now + cfg.switch_cycles,
            };
        }
    }

    /// Compare urgencies at an L3 event (L631-L633) and switch if the foreground thread's is
    /// lower.
    fn compare(&mut self, now: u64, cfg: &Config, reason: Reason, streams: &[&ItStream], out: &mut Outcome) {
        if self.mode != Mode::Running {
            return;
        }
        let fg = self.fg;
        match self.other(fg) {
            Some(bg) if self.threads[fg as usize].urgency < self.threads[bg as usize].urgency => {
                self.start_switch(now, cfg, reason, streams, out);
            }
            Some(_) => out.missed = Some(fg),
            None => {}
        }
    }

    /// Whether an L3 miss of thread `t` determined now (`miss`), or its data returning now,
    /// starts a switch: what [`Sched::l3_event`] decides, without deciding it.
    pub fn l3_switches(&self, t: u32, miss: bool, cfg: &Config) -> bool {
        if self.mode != Mode::Running {
            return false;
        }
        let Some(bg) = self.other(self.fg) else {
            return false;
        };
        let urgency = |s: u32| {
            let u = self.threads[s as usize].urgency;
            match cfg.compare {
                Compare::UpdateThenCompare if s == t => urgency_after(u, miss),
                _ => u,
            }
        };
        urgency(self.fg) < urgency(bg)
    }

    /// Apply an L3 event's urgency change and the comparison, in the configured order.
    fn l3_event(
        &mut self,
        now: u64,
        cfg: &Config,
        t: u32,
        miss: bool,
        streams: &[&ItStream],
        out: &mut Outcome,
    ) {
        let update = |s: &mut Sched| {
            let u = &mut s.threads[t as usize].urgency;
            *u = urgency_after(*u, miss);
        };
        let reason = if miss { Reason::L3Miss } else { Reason::L3Return };
        match cfg.compare {
            Compare::UpdateThenCompare => {
                update(self);
                self.compare(now, cfg, reason, streams, out);
            }
            Compare::CompareThenUpdate => {
                self.compare(now, cfg, reason, streams, out);
                update(self);
            }
        }
        // The outcome reports urgencies after the whole event.
        if let Some(sw) = &mut out.switch {
            sw.3 = self.threads[sw.0 as usize].urgency;
            sw.4 = self.threads[sw.1 as usize].urgency;
        }
    }

    /// Process the foreground thread's L3 request at stream position `p` at cycle `now`: it
    /// records the pending misses and changes nothing else (what `process` does with it).
    pub fn request(&mut self, now: u64, p: u64, cfg: &Config, streams: &[&ItStream]) {
        let t = self.fg as usize;
        let s = streams[t];
        let c = s.at(p);
        let th = &mut self.threads[t];
        th.req_cursor = p + 1;
        // `now` is the boundary after the cycle that executed p.
        let at = now - 1;
        for (flag, lat) in [
            (super::stream::fl::L3_LOCAL, LAT_LOCAL_MEM),
            (super::stream::fl::L3_REMOTE, LAT_REMOTE),
        ] {
            if c.has(flag) {
                th.pending.push(Pending {
                    detect: at + cfg.l3_detect,
                    ret: at + u64::from(lat),
                    resume: p + u64::from(lat),
                });
            }
        }
    }

    /// Process one event at cycle `now`. Positions must already be advanced to `now`.
    pub fn process(&mut self, now: u64, what: Next, cfg: &Config, streams: &[&ItStream]) -> Outcome {
        let mut out = Outcome::default();
        match what {
            Next::WindowEnd => {
                if let Mode::Switching { from, to, .. } = self.mode {
                    self.fg = to;
                    self.mode = Mode::Running;
                    self.quantum_start = now;
                    if self.threads[to as usize].halted {
                        // The thread halted while the switch was under way: hand the core
                        // back, or idle.
                        if self.threads[from as usize].halted {
                            self.mode = Mode::Idle;
                        } else {
                            self.start_switch(now, cfg, Reason::LowPower, streams, &mut out);
                        }
                    }
                }
            }
            Next::DeadCycle => {}
            // A phase change on a period boundary hides the crossing (`next` offers the earlier
            // of equal events, then only positions after it): it is the checkpoint too. The
            // built-in workloads' system calls fall on period boundaries, so without this a
            // lone thread, which crosses them only here, was never checkpointed or accelerated.
            Next::Phase => {
                let fg = &self.threads[self.fg as usize];
                out.checkpoint = self.mode == Mode::Running && fg.pos.is_multiple_of(PERIOD as u64);
            }
            Next::Period => out.checkpoint = true,
            Next::Return(t, i) => {
                let p = self.threads[t as usize].pending.remove(i);
                let th = &mut self.threads[t as usize];
                th.pos = th.pos.max(p.resume);
                self.l3_event(now, cfg, t, false, streams, &mut out);
            }
            Next::Detect(t, i) => {
                self.threads[t as usize].pending[i].detect = u64::MAX;
                out.l3_miss = Some(t);
                self.l3_event(now, cfg, t, true, streams, &mut out);
            }
            Next::Planned(i) => {
                self.plan_next = i + 1;
                match self.plan[i].1 {
                    Planned::Interrupt(t) => {
                        let background = match self.mode {
                            Mode::Running => t != self.fg,
                            Mode::Switching { to, .. } => t != to,
                            Mode::Idle => true,
                        };
                        if background {
                            self.threads[t as usize].urgency = 6;
                        }
                        out.interrupt = Some((t, background));
                    }
                    Planned::Halt(t) => {
                        self.threads[t as usize].halted = true;
                        out.halted = Some((t, true));
                        if self.mode == Mode::Running && self.fg == t {
                            if self.other(t).is_some() {
                                self.start_switch(now, cfg, Reason::LowPower, streams, &mut out);
                            } else {
                                self.mode = Mode::Idle;
                            }
                        }
                    }
                    Planned::Wake(t) => {
                        self.threads[t as usize].halted = false;
                        out.halted = Some((t, false));
                        if self.mode == Mode::Idle {
                            if t == self.fg {
                                self.mode = Mode::Running;
                                self.quantum_start = now;
                            } else {
                                // Both were quiesced and the background thread woke (L603).
                                self.mode = Mode::Running;
                                self.start_switch(now, cfg, Reason::LowPower, streams, &mut out);
                            }
                        }
                    }
                }
            }
            Next::Request(p) => self.request(now, p, cfg, streams),
            Next::Pause(p) => {
                self.threads[self.fg as usize].pause_cursor = p + 1;
                if self.other(self.fg).is_some() {
                    self.start_switch(now, cfg, Reason::Hint, streams, &mut out);
                }
            }
            Next::Quantum => {
                let fg = self.fg;
                if self.other(fg).is_some() {
                    if cfg.timeout_urgency && !self.threads[fg as usize].stalled(now) {
                        self.threads[fg as usize].urgency = 7;
                    }
                    self.start_switch(now, cfg, Reason::Timeout, streams, &mut out);
                } else {
                    self.quantum_start = now;
                }
            }
        }
        if out.switch.is_some() {
            out.checkpoint = true;
        }
        out
    }

    /// A summary of the state that decides the future, relative to `now`: two equal
    /// signatures at different cycles mean the core repeats itself from then on (as long as
    /// nothing outside the scheduler intervenes).
    pub fn signature(&self, now: u64, cfg: &Config) -> Signature {
        let mode = match self.mode {
            Mode::Running => (0, 0, 0),
            Mode::Switching { from, until, .. } => (1, from, until - now),
            Mode::Idle => (2, 0, 0),
        };
        Signature {
            fg: self.fg,
            mode,
            // A lone thread has no quantum to run out (`next` offers none): its age must not
            // make every checkpoint look new, or a one-thread core never repeats and every
            // run is simulated event by event.
            quantum: if cfg.quantum > 0 && self.threads.len() == 2 {
                now.saturating_sub(self.quantum_start)
            } else {
                0
            },
            plan_next: self.plan_next,
            threads: self
                .threads
                .iter()
                .map(|t| ThreadSig {
                    pos: t.pos % PERIOD as u64,
                    urgency: t.urgency,
                    halted: t.halted,
                    req: (t.req_cursor + 1).saturating_sub(t.pos),
                    pause: (t.pause_cursor + 1).saturating_sub(t.pos),
                    pending: t
                        .pending
                        .iter()
                        .map(|p| {
                            (
                                if p.detect == u64::MAX {
                                    u64::MAX
                                } else {
                                    p.detect - now
                                },
                                p.ret - now,
                                p.resume.wrapping_sub(t.pos),
                            )
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    /// Move the whole state `k` periods of `dt` cycles ahead, the streams by `dpos`.
    pub fn shift(&mut self, dt: u64, dpos: &[u64], k: u64) {
        for (t, th) in self.threads.iter_mut().enumerate() {
            let d = dpos[t] * k;
            th.pos += d;
            th.req_cursor += d;
            th.pause_cursor += d;
            for p in &mut th.pending {
                if p.detect != u64::MAX {
                    p.detect += dt * k;
                }
                p.ret += dt * k;
                p.resume += d;
            }
        }
        self.quantum_start += dt * k;
        if let Mode::Switching { until, .. } = &mut self.mode {
            *until += dt * k;
        }
    }
}

/// A thread's urgency after an L3 miss of its own is determined (`miss`) or its data returns:
/// a miss decrements it (floor 0), a return increments it while it is below 5.
fn urgency_after(u: u8, miss: bool) -> u8 {
    if miss {
        u.saturating_sub(1)
    } else if u < 5 {
        u + 1
    } else {
        u
    }
}

/// The next `hint@pause` position at or after `from`: the last cycle of every `every` cycles
/// of the period (so that hints are periodic with the stream).
fn next_pause(from: u64, every: u64) -> Option<u64> {
    let p = PERIOD as u64;
    if every == 0 || every > p {
        return None;
    }
    let base = from / p * p;
    let off = from % p;
    // Offsets every-1, 2*every-1, ... below PERIOD.
    let k = (off + 1).div_ceil(every).max(1);
    let cand = k * every - 1;
    if cand < p {
        Some(base + cand)
    } else {
        Some(base + p + every - 1)
    }
}

/// See [`Sched::signature`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    fg: u32,
    mode: (u8, u32, u64),
    quantum: u64,
    plan_next: usize,
    threads: Vec<ThreadSig>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct ThreadSig {
    pos: u64,
    urgency: u8,
    halted: bool,
    req: u64,
    pause: u64,
    pending: Vec<(u64, u64, u64)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pause_positions_are_the_last_cycle_of_each_interval() {
        assert_eq!(next_pause(0, 100), Some(99));
        assert_eq!(next_pause(99, 100), Some(99));
        assert_eq!(next_pause(100, 100), Some(199));
        let p = PERIOD as u64;
        assert_eq!(next_pause(p - 1, 100), Some(p + 99));
        assert_eq!(next_pause(p, 100), Some(p + 99));
    }
}
