//! Running the Montecito engine: the run loop from event to event, the spans between them
//! (counters, ETB, IP-EAR and EAR captures), overflows with the freeze and the performance
//! monitor interrupt, the IP-EAR's delayed freeze, and the record of thread switches.

use std::sync::Arc;

use super::capture::{self, Cap, Captures};
use super::layout::{
    ip_ear_mode, pmc0_ov, pmd39_order, Pmc, PMC0_FR, PMC37_PM, PMC39_PM, PMC40_ISM, PMC40_PM, PMC42_DELAY,
    PMC42_PM, PMD38_EBI, PMD38_FULL, PSR_IS, PSR_PP, PSR_UP,
};
use super::map::Pt;
use super::plan::{How, Plan};
use super::qual;
use super::sched::{Mode, Next, Outcome};
use super::stream::ItStream;
use super::{Montecito, Resume, COUNT_WRAP, LOGGED_SWITCHES, TIMELINE};
use crate::sim::action::{Stop, Until};
use crate::sim::limits::MAX_EVENTS_PER_RUN;
use crate::sim::log::{stops, LogEntry, LogKind};
use crate::sim::switching::Switch;
use crate::sim::workload::PERIOD;

/// What became of an L3 event met within a span (see [`Montecito::absorb_l3`]).
enum L3 {
    /// Not taken: the span ends before it.
    Skipped,
    /// Taken, and the span goes on.
    Absorbed,
    /// Taken, and the span is counted up to it: the event's outcome for the run to handle
    /// and, if they were counted, the counters its point events wrapped.
    Ended(Outcome, Option<Vec<(usize, usize)>>),
}

impl Montecito {
    /// Whether the ETB (or IP-EAR), the data EAR and the instruction EAR of thread `t`
    /// capture now (the Monitor Enable equation for PMC39/42, PMC40, PMC37; the IP-EAR
    /// outlives the freeze by its delay).
    pub(super) fn capture_gates(&self, t: usize) -> (bool, bool, bool) {
        let r = &self.threads[t].regs;
        let psr = r[self.ix.psr];
        let (up, pp) = (PSR_UP.is_set(psr), PSR_PP.is_set(psr));
        // IA-32 code (PSR.is = 1) is never traced: the trace buffer's capture equation starts
        // with "(not PSR.is)" (L1607), whatever tag channel 0 says. The data EAR has ism,
        // which "should be set to '10 for proper operation" (L1064), Itanium code only, as the
        // counters do. The IP-EAR
        // and the instruction EAR have no such field and the manual says nothing of IA-32
        // for them: this model leaves them as they are.
        let itanium = !PSR_IS.is_set(psr);
        let fr = self.frozen(t);
        let p42 = self.pmc(t, 42);
        let etb = if ip_ear_mode(p42) {
            let th = &self.threads[t];
            !th.ipear_frozen && qual::gate(false, None, PMC42_PM.is_set(p42), up, pp)
        } else {
            itanium && qual::gate(fr, None, PMC39_PM.is_set(self.pmc(t, 39)), up, pp)
        };
        let p40 = self.pmc(t, 40);
        let dear = itanium && qual::gate(fr, Some(PMC40_ISM.get(p40)), PMC40_PM.is_set(p40), up, pp);
        let iear = qual::gate(fr, None, PMC37_PM.is_set(self.pmc(t, 37)), up, pp);
        (etb, dear, iear)
    }

    /// Write ETB entries `vals` (oldest first, at most 16, their PMD39 nibbles at 4j in
    /// `nibbles`), the last of `total` written, into the ring PMD48-63 with PMD38 and PMD39:
    /// ebi is post-incremented for every entry and full set when it wraps (Table 3-28,
    /// L1655-L1659).
    fn write_ring(&mut self, t: usize, total: u64, vals: &[u64], nibbles: u64) {
        let Montecito { ix, threads, .. } = self;
        let regs = &mut threads[t].regs;
        let idx = regs[ix.pmd[38]];
        let ebi = PMD38_EBI.get(idx);
        let n = vals.len();
        let slot = ((ebi + total - n as u64) % 16) as usize;
        // The ring's registers are consecutive (a unit test checks): the entries are two
        // slices, before and after the ring wraps.
        let ring = &mut regs[ix.pmd[48]..ix.pmd[48] + 16];
        let k = n.min(16 - slot);
        ring[slot..slot + k].copy_from_slice(&vals[..k]);
        ring[..n - k].copy_from_slice(&vals[k..]);
        // The nibbles in slot order (slot s at 4s), then in PMD39's order.
        let mask = if n >= 16 { u64::MAX } else { (1 << (4 * n)) - 1 };
        let rot = 4 * slot as u32;
        let (m, x) = (mask.rotate_left(rot), (nibbles & mask).rotate_left(rot));
        // A full ring replaces all of PMD39 (the order is a permutation of its bits).
        const _: () = assert!(pmd39_order(u64::MAX) == u64::MAX);
        let ext = &mut regs[ix.pmd[39]];
        let kept = if n >= 16 { 0 } else { *ext & !pmd39_order(m) };
        *ext = kept | pmd39_order(x);
        let wrapped = ebi + total >= 16;
        let new_ebi = (ebi + total) % 16;
        regs[ix.pmd[38]] = PMD38_EBI.set(idx, new_ebi) | if wrapped { PMD38_FULL.mask() } else { 0 };
        threads[t].etb_total += total;
    }

    /// Advance the core over the span `a..b` in which nothing changes who runs, the
    /// outstanding-read counters from `live_from` (they are settled up to there); returns the
    /// counters that wrapped. A span of a switch window may take in the window's dead cycle.
    fn advance(&mut self, plan: &Plan, a: u64, b: u64, live_from: u64) -> Vec<(usize, usize)> {
        let f = self.sched.fg as usize;
        let dead = matches!(self.sched.mode, Mode::Switching { until, .. } if a + 1 < until && b >= until);
        let wrapped = self.settle(plan, f, self.sched.threads[f].pos, a, b, live_from, dead);
        if self.sched.mode == Mode::Running {
            self.sched.threads[f].pos += b - a;
        }
        wrapped
    }

    /// Count the span `a..b` of `plan`, thread `f` running from stream position `from` (the
    /// scheduler's state may have moved on), the outstanding-read counters from `live_from`,
    /// and a switch window's dead cycle within it if `dead`; returns the counters that wrapped.
    #[allow(clippy::too_many_arguments)]
    fn settle(
        &mut self,
        plan: &Plan,
        f: usize,
        from: u64,
        a: u64,
        b: u64,
        live_from: u64,
        dead: bool,
    ) -> Vec<(usize, usize)> {
        let len = b - a;
        let mut wrapped = Vec::new();
        // Every stream entry counts over the running thread's stream, and so do the captures:
        // two rows of the plan's rows give them all (at most 24 counters and 3 captures).
        let mut stream = [0u64; 27];
        if let Some(rows) = &plan.rows {
            rows.between(from, from + len, &mut stream[..rows.len()]);
        }
        // The outstanding reads, once for all the counters that count them.
        let live = self.lives();
        for e in &plan.entries {
            let inc = match e.how {
                How::Stream(_, _, j) => stream[j],
                How::Live { .. } => e.how.live_rate(live) * b.saturating_sub(live_from),
                How::Linear(v) => v * len - if dead { e.dead_cut } else { 0 },
            };
            // A count is always below its wrap: one that gains nothing neither changes nor
            // wraps, and needs no test of its own.
            if self.bump_at(e.c, inc) {
                wrapped.push((e.t, e.n));
            }
        }
        if let Some((etb, dear, iear)) = plan.captures {
            let to = from + len;
            let ipear = ip_ear_mode(self.pmc(f, 42));
            let stop = self.threads[f].ipear_stop;
            // The IP-EAR captures until its delayed freeze.
            let etb_to = match stop {
                Some(s) if ipear && s < b => from + s.saturating_sub(a),
                _ => to,
            };
            // The captures' counts over the span are columns of the plan's rows too.
            let rows = plan.rows.as_ref();
            let last = |caps: &Captures, k: usize, b: u64, max: u64| match (plan.capture_columns[k], rows) {
                (Some(j), Some(rows)) if b == to => caps.last(stream[j], || rows.upto(b, j), max),
                _ => caps.last_in(from, b, max),
            };
            if etb && etb_to > from {
                let th = &self.threads[f];
                let (n, range) = last(&th.etb, 0, etb_to, 16);
                if n > 0 {
                    let etb = th.etb.clone();
                    let (vals, nibbles) = etb.ring_at(range);
                    self.write_ring(f, n, vals, nibbles);
                }
            }
            let Montecito { ix, threads, .. } = self;
            let th = &mut threads[f];
            if dear {
                let (n, range) = last(&th.dear, 1, to, 1);
                if let Some(c) = th.dear.list_at(range).last() {
                    th.regs[ix.pmd[32]] = c.vals[0];
                    th.regs[ix.pmd[33]] = c.vals[1];
                    th.regs[ix.pmd[36]] = c.vals[2];
                }
                th.dear_total += n;
            }
            if iear {
                let (n, range) = last(&th.iear, 2, to, 1);
                if let Some(c) = th.iear.list_at(range).last() {
                    th.regs[ix.pmd[34]] = c.vals[0];
                    th.regs[ix.pmd[35]] = c.vals[1];
                }
                th.iear_total += n;
            }
        }
        wrapped
    }

    /// The earliest cycle in `a..b` in which a counter wraps. A counter that starts the span
    /// `need` events from its wrap and counts at most `most` per cycle cannot wrap in it if
    /// `(b - a) * most < need`; so neither can it in any span that ends within
    /// `(need - 1) / most` cycles of a cycle it was `need` away from, whatever it counted
    /// since: the guard keeps that bound for all the counters from the last search that found
    /// nothing, until a point event, a write or a skip changes a count otherwise.
    ///
    /// The guard's test is inlined where the search is asked for, the search is not: most
    /// asks end at the guard.
    #[inline]
    fn first_wrap(&mut self, plan: &Plan, a: u64, b: u64, live_from: u64) -> Option<u64> {
        if self.wrap_guard.is_some_and(|(c0, g)| b - c0 <= g) {
            return None;
        }
        self.search_wrap(plan, a, b, live_from)
    }

    /// [`Montecito::first_wrap`] past its guard: the search, and the guard it leaves.
    #[inline(never)]
    fn search_wrap(&mut self, plan: &Plan, a: u64, b: u64, live_from: u64) -> Option<u64> {
        let w = self.earliest_wrap(plan, a, b, live_from);
        if w.is_none() {
            let mut g = u64::MAX;
            for (th, counts) in self.threads.iter().zip(self.counts.chunks(12)) {
                for (c, value) in th.ctrs.iter().zip(counts) {
                    let most = c.event.map_or(7, |e| u64::from(e.max_increment.max(7)));
                    g = g.min((COUNT_WRAP - value - 1) / most);
                }
            }
            self.wrap_guard = Some((a, g));
        }
        w
    }

    /// The earliest cycle in `a..b` in which a counter wraps, the outstanding-read counters
    /// counted from `live_from`.
    fn earliest_wrap(&self, plan: &Plan, a: u64, b: u64, live_from: u64) -> Option<u64> {
        let mut best: Option<u64> = None;
        for e in &plan.entries {
            let a = if matches!(e.how, How::Live { .. }) {
                live_from
            } else {
                a
            };
            let c = &self.threads[e.t].ctrs[e.n - 4];
            let need = COUNT_WRAP - self.counts[12 * e.t + e.n - 4];
            // Most spans are far from any overflow: at most the event's maximum increment
            // per cycle cannot reach it.
            let most = c.event.map_or(7, |e| u64::from(e.max_increment.max(7)));
            if (b - a).saturating_mul(most) < need {
                continue;
            }
            if let Some(off) = self.rate_of(e).reach(need) {
                let at = a.saturating_add(off);
                if at < b && best.is_none_or(|x| at < x) {
                    best = Some(at);
                }
            }
        }
        best
    }

    /// Overflow of counter `n` of thread `t` in `cycle` (section 3.3.4, Table 3-8; section
    /// 3.3.11): PMC0 bit n is set whatever oi says; with oi, PMC0.fr is set and one
    /// performance monitor interrupt is raised.
    fn overflow(&mut self, cycle: u64, list: &[(usize, usize)], log: &mut Vec<LogEntry>) {
        let mut raised: Vec<usize> = Vec::new();
        for &(t, n) in list {
            let p = Pmc::from(self.pmc(t, n));
            let pmc0 = self.ix.pmc[0];
            self.threads[t].regs[pmc0] |= pmc0_ov(n).mask();
            log.push(LogEntry {
                cycle,
                thread: Some(t as u32),
                kind: LogKind::Overflow {
                    counter: format!("PMD{n}"),
                    control: format!("PMC0.ov{n}"),
                },
            });
            if p.ev {
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Note {
                        text: format!(
                            "PMC{n}.ev = 1: external notification of the overflow (Table 3-6; not modelled further)"
                        ),
                    },
                });
            }
            if p.oi && !raised.contains(&t) {
                let already = PMC0_FR.is_set(self.threads[t].regs[pmc0]);
                self.threads[t].regs[pmc0] |= PMC0_FR.mask();
                raised.push(t);
                if already {
                    continue;
                }
                self.start_ipear_countdown(t, cycle);
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Freeze {
                        note: format!(
                            "PMC{n}.oi = 1: hardware set PMC0.fr and every monitor of thread {t} stopped; \
                             software must clear PMC0 to resume (Table 3-8; \"all bits of PMC0 need to be \
                             cleared\", L1797)"
                        ),
                    },
                });
                let background = self.threads.len() == 2 && self.foreground() != t as u32;
                let mut note =
                    "performance monitor interrupt, external interrupt vector 0x3000 (section 3.3.11); \
                                counter overflows generate only one interrupt (Table 3-6)"
                        .to_string();
                if background && self.config.pmi_urgency {
                    self.sched.threads[t].urgency = 6;
                    note.push_str(&format!(
                        "; thread {t} is in the background, so its urgency becomes 6 (section 2.4.1.3)"
                    ));
                }
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Interrupt {
                        name: "performance_monitor_interrupt",
                        counter: Some(format!("PMD{n}")),
                        note,
                    },
                });
            }
        }
        self.touch();
    }

    pub(super) fn start_ipear_countdown(&mut self, t: usize, cycle: u64) {
        let p42 = self.pmc(t, 42);
        if ip_ear_mode(p42) && !self.threads[t].ipear_frozen {
            self.threads[t].ipear_stop = Some(cycle + PMC42_DELAY.get(p42));
        }
    }

    /// The IP-EAR freezes: one last entry, ef = 1 with the remaining delay if early (a thread
    /// switch), else ef = 0 (L1777).
    fn ipear_freeze(&mut self, t: usize, now: u64, early: bool) {
        let Some(stop) = self.threads[t].ipear_stop.take() else {
            return;
        };
        self.threads[t].ipear_frozen = true;
        let pos = self.sched.threads[t].pos;
        let th = &self.threads[t];
        let s = &th.stream;
        let c = s.at(pos);
        let ip = ItStream::bundle_address(s.phase(pos), u64::from(c.bundle));
        let issued = s.issue.upto(pos);
        let last = if issued == 0 {
            0
        } else {
            s.issue.nth_event_cycle(0, issued).unwrap_or(0)
        };
        let elapsed = (pos - last).min(63);
        let delay = early.then(|| stop.saturating_sub(now));
        let cap = Cap {
            pos: 0,
            vals: [capture::ipear_entry(ip, elapsed, delay), 0, 0],
            ext: capture::ipear_ext(elapsed, false, early),
            event: true,
        };
        self.write_ring(t, 1, &cap.vals[..1], u64::from(cap.ext & 0xf));
    }

    /// The next event, including the IP-EAR's delayed freeze.
    fn next_event(&self, now: u64, streams: &[&ItStream]) -> Option<(u64, Option<Next>)> {
        let s = self
            .sched
            .next(now, &self.config, streams)
            .map(|(c, n)| (c, Some(n)));
        let ip = self
            .threads
            .iter()
            .filter_map(|t| t.ipear_stop)
            .map(|c| c.max(now))
            .min()
            .map(|c| (c, None));
        match (s, ip) {
            (Some(a), Some(b)) => Some(if b.0 < a.0 { b } else { a }),
            (a, b) => a.or(b),
        }
    }

    /// Count a switch window that starts at `now` and in which nothing else happens at once,
    /// its dead cycle included, and end it: the run loop's iteration for the window (a span
    /// through the dead cycle, then the window's end) in one step, without looking for the
    /// events in between; returns the window's end. Not taken (`None`) when anything could
    /// make that iteration go otherwise: another event in the window, a counter that could
    /// wrap in it, an IP-EAR counting down, the run ending in it or at its end, the run's
    /// event limit, or an incoming thread that halted (its window's end starts another
    /// switch).
    /// `known` is the plan of the state now, if the run has it at hand.
    fn pass_window(&mut self, now: u64, to: u64, events: u32, known: Option<Arc<Plan>>) -> Option<u64> {
        let Mode::Switching {
            to: incoming, until, ..
        } = self.sched.mode
        else {
            return None;
        };
        if now + 1 >= until
            || until >= to
            || events + 1 >= MAX_EVENTS_PER_RUN
            || self.sched.threads[incoming as usize].halted
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
            || !self.sched.quiet(now, until)
        {
            return None;
        }
        let plan = match known {
            Some(plan) => {
                debug_assert!(Arc::ptr_eq(&plan, &self.plan(false)), "the plan of the state now");
                plan
            }
            None => self.plan(false),
        };
        if self.first_wrap(&plan, now, until, now).is_some() {
            return None;
        }
        // The window's counters are linear and the outstanding reads', which nothing changes in
        // a quiet window: a product per counter, without a span (no rows, no captures while
        // switching), the dead cycle's cut taken off.
        debug_assert!(
            plan.rows.is_none() && plan.captures.is_none(),
            "a window counts no stream"
        );
        let (len, live) = (until - now, self.lives());
        for e in &plan.entries {
            let inc = match e.how {
                How::Linear(v) => v * len - e.dead_cut,
                _ => e.how.live_rate(live) * len,
            };
            let wrapped = self.bump_at(e.c, inc);
            debug_assert!(!wrapped, "the wrap search found none in the window");
        }
        #[cfg(debug_assertions)]
        let mut check = self.sched.clone();
        self.sched.end_window(until);
        #[cfg(debug_assertions)]
        {
            // (The streams serve a switch the end would start, which a halt alone starts.)
            let out = check.process(until, Next::WindowEnd, &self.config, &[]);
            debug_assert!(
                out == Outcome::default() && check == self.sched,
                "the window's end as processed"
            );
        }
        Some(until)
    }

    /// Process the foreground thread's L3 request at stream position `p`, in cycle `c` of the
    /// span from `a` that `plan` counts, without ending the span: unless a counter wraps
    /// before it, the privilege level as the counters see it changes there or an IP-EAR
    /// counts down (then the span ends at the request as at any event). The position stays
    /// at the span's start.
    fn absorb_request(
        &mut self,
        plan: &Plan,
        a: u64,
        live_from: u64,
        c: u64,
        p: u64,
        streams: &[&ItStream],
    ) -> bool {
        if self.threads.iter().any(|t| t.ipear_stop.is_some())
            || self.first_wrap(plan, a, c, live_from).is_some()
        {
            return false;
        }
        let f = self.sched.fg as usize;
        let cpl = self.felt_cpl(f);
        self.sched.threads[f].pos += c - a;
        let same = self.felt_cpl(f) == cpl;
        if same {
            self.sched.request(c, p, &self.config, streams);
        }
        self.sched.threads[f].pos -= c - a;
        same
    }

    /// Whether the running thread's privilege-phase change in cycle `c` of the span from `a`
    /// that `plan` counts is taken without ending the span: when no counter tells its levels
    /// apart (the plan stays), it is no checkpoint (not on a period boundary), no counter
    /// wraps before it and no IP-EAR counts down. Processing it then changes nothing.
    fn absorb_phase(&mut self, plan: &Plan, a: u64, live_from: u64, c: u64) -> bool {
        let f = self.sched.fg as usize;
        !self.cpl_felt[f]
            && !(self.sched.threads[f].pos + (c - a)).is_multiple_of(PERIOD as u64)
            && !self.threads.iter().any(|t| t.ipear_stop.is_some())
            && self.first_wrap(plan, a, c, live_from).is_none()
    }

    /// Process an L3 miss determined or data returned (`what`) in cycle `c` of the running
    /// thread's span from `a` that `plan` counts, without ending the span if it changes nothing
    /// the span's counters read but the outstanding reads: those counters are settled up to
    /// `c` (from `live_from`, which moves to `c`). The event is not taken (the span ends before
    /// it as at any event) if it switches threads, a counter wraps before it, the running
    /// thread's privilege level as the counters see it changes there, an IP-EAR counts down,
    /// or it is the running thread's own data return that moves its position. Once taken, it
    /// still ends the span if it changes the plan's key (another thread's return moves that
    /// thread's privilege level) or a point event it counts wraps a counter; the span is then
    /// counted up to it (the scheduler has moved on: the span's thread and position are the
    /// ones it started with). The position stays at the span's start unless the span ends.
    fn absorb_l3(
        &mut self,
        plan: &Plan,
        a: u64,
        live_from: &mut u64,
        c: u64,
        what: Next,
        streams: &[&ItStream],
    ) -> L3 {
        let (t, miss) = match what {
            Next::Detect(t, _) => (t, true),
            Next::Return(t, _) => (t, false),
            _ => return L3::Skipped,
        };
        if self.sched.mode != Mode::Running
            || self.sched.l3_switches(t, miss, &self.config)
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
            || self.first_wrap(plan, a, c, *live_from).is_some()
        {
            return L3::Skipped;
        }
        let f = self.sched.fg as usize;
        let pos = self.sched.threads[f].pos;
        let at = pos + (c - a);
        if let Next::Return(t, i) = what {
            if t as usize == f && self.sched.threads[f].pending[i].resume > at {
                return L3::Skipped;
            }
        }
        // Of what the plan's key holds, the event can change only the privilege levels: the
        // running thread's, by the position it has reached, and a thread's whose data return
        // moves its position (a switch ends the span anyway).
        #[cfg(debug_assertions)]
        let key = self.plan_key(false);
        let cpl = self.felt_cpl(f);
        self.sched.threads[f].pos = at;
        if self.felt_cpl(f) != cpl {
            self.sched.threads[f].pos = pos;
            return L3::Skipped;
        }
        let returned = match what {
            Next::Return(t, _) if t as usize != f => Some((t as usize, self.felt_cpl(t as usize))),
            _ => None,
        };
        let live = self.lives();
        for e in &plan.entries {
            if matches!(e.how, How::Live { .. }) {
                let inc = e.how.live_rate(live) * (c - *live_from);
                let wrapped = inc > 0 && self.bump(e.t, e.n, inc);
                debug_assert!(!wrapped, "the wrap search found none before the event");
            }
        }
        *live_from = c;
        let out = self.sched.process(c, what, &self.config, streams);
        let ends = out.switch.is_some()
            || out.interrupt.is_some()
            || out.halted.is_some()
            || out.checkpoint
            || returned.is_some_and(|(t, cpl)| self.felt_cpl(t) != cpl);
        #[cfg(debug_assertions)]
        debug_assert!(ends || self.plan_key(false) == key, "the plan's key holds");
        if ends {
            let wrapped = self.settle(plan, f, pos, a, c, c, false);
            debug_assert!(wrapped.is_empty(), "the wrap search found none before the event");
            return L3::Ended(out, None);
        }
        // The plan of the state now is the span's.
        let mut wrapped = Vec::new();
        if let Some(s) = out.l3_miss {
            wrapped.extend(self.count_points(plan, s as usize, |p| p == Pt::L3Miss));
        }
        if let Some(g) = out.missed {
            wrapped.extend(self.count_points(plan, g as usize, |p| p == Pt::Missed));
        }
        if !wrapped.is_empty() {
            self.settle(plan, f, pos, a, c, c, false);
            return L3::Ended(out, Some(wrapped));
        }
        self.sched.threads[f].pos = pos;
        L3::Absorbed
    }

    /// Count a switch, keep it in the thread timeline, and log it (the first
    /// [`LOGGED_SWITCHES`] of them).
    fn record_switch(&mut self, sw: Switch, log: &mut Vec<LogEntry>) {
        let Switch {
            cycle: now,
            from,
            to,
            reason,
            urgency_from: uf,
            urgency_to: ut,
        } = sw;
        self.switches += 1;
        self.switch_counts[reason as usize] += 1;
        if self.timeline.len() == TIMELINE {
            self.timeline.pop_front();
        }
        self.timeline.push_back(sw);
        self.tape_switch(sw);
        if self.switches <= LOGGED_SWITCHES {
            log.push(LogEntry {
                cycle: now,
                thread: Some(from),
                kind: LogKind::ThreadSwitch {
                    from,
                    to,
                    reason: reason.name(),
                    urgency_from: uf,
                    urgency_to: ut,
                },
            });
        } else if self.switches == LOGGED_SWITCHES + 1 {
            log.push(LogEntry {
                cycle: now,
                thread: Some(from),
                kind: LogKind::Note {
                    text: format!(
                        "thread switches after the first {LOGGED_SWITCHES} are not logged; THREAD_SWITCH_EVENTS \
                         counts them and the thread timeline keeps the last {TIMELINE}"
                    ),
                },
            });
        }
    }

    /// Run cycles `from..to`, stopping early after the event that meets `until` (the
    /// `Engine::run` of the simulator).
    pub(super) fn run_cycles(
        &mut self,
        from: u64,
        to: u64,
        until: Option<Until>,
        log: &mut Vec<LogEntry>,
    ) -> (u64, Stop) {
        // The streams, held for the call (at most two: no allocation per call).
        let first = self.threads[0].stream.clone();
        let second = self.threads.get(1).map(|t| t.stream.clone());
        let both = [first.as_ref(), second.as_deref().unwrap_or(first.as_ref())];
        let streams = &both[..self.threads.len()];
        let mut now = from;
        if let Some(landed) = self.fast_forward(now, to, until) {
            now = landed;
        }
        if let Some(landed) = self.replay(now, to, until) {
            now = landed;
        }
        // A run that starts where the last one ended within a running span goes on with the
        // span's next event and plan, unless anything changed the epoch since.
        let mut resume = self
            .resume
            .take()
            .filter(|r| r.at == now && r.epoch == self.epoch && self.sched.mode == Mode::Running);
        // As on SPARC, one call processes at most MAX_EVENTS_PER_RUN events (spans between
        // switches, wraps, interrupts) and the next call goes on from there: thread switches
        // every few thousand cycles that the fast-forward cannot skip (a pause hint every 33695
        // cycles, a case of tests/fuzz_regressions.rs) would make a run of 2^62 cycles take
        // hours.
        let mut events = 0;
        // The plan of the state a switch left, made for its point events: the window's.
        let mut window_plan = None;
        loop {
            if events == MAX_EVENTS_PER_RUN && now < to {
                return (now, Stop::EventLimit);
            }
            // A window of a switch counts as two events, its dead cycle and its end.
            if let Some(end) = self.pass_window(now, to, events, window_plan.take()) {
                events += 2;
                now = end;
                continue;
            }
            events += 1;
            let resumed = resume.take();
            let mut next = match &resumed {
                Some(r) => {
                    debug_assert_eq!(
                        Some(r.next),
                        self.next_event(now, streams),
                        "the next event holds"
                    );
                    Some(r.next)
                }
                None => self.next_event(now, streams),
            };
            let stop = self.span_stop(now, to);
            let mut end = next.map_or(u64::MAX, |x| x.0).min(stop);
            // The plan of the span that reaches `to`, if the run ends within it.
            let mut last = None;
            // An event taken within the span, which ended it there: its outcome and, if they
            // were counted, the counters its point events wrapped.
            let mut handled = None;
            if end > now {
                let dead = matches!(self.sched.mode, Mode::Switching { until, .. } if until == now + 1);
                let plan = match resumed {
                    Some(r) => {
                        debug_assert!(
                            Arc::ptr_eq(&r.plan, &self.plan(dead)),
                            "the plan of the state now"
                        );
                        r.plan
                    }
                    None => self.plan(dead),
                };
                // An L3 request only records a pending miss, which no counter reads until it is
                // determined: the span goes on through it, and the counters advance once. So
                // does it through a miss determined or a data return that does not switch,
                // settling the outstanding-read counters alone, through a privilege-phase change
                // that no counter tells apart, and a switch window's span through its dead
                // cycle. Such an event still counts as an event of the run, and
                // the events after it are found from its cycle, the position moved there.
                let mut live_from = now;
                while let Some((c, Some(what))) = next {
                    if c >= stop || events == MAX_EVENTS_PER_RUN {
                        break;
                    }
                    match what {
                        Next::Request(p) if self.absorb_request(&plan, now, live_from, c, p, streams) => {}
                        Next::Phase if self.absorb_phase(&plan, now, live_from, c) => {}
                        Next::Detect(..) | Next::Return(..) => {
                            match self.absorb_l3(&plan, now, &mut live_from, c, what, streams) {
                                L3::Absorbed => {}
                                L3::Skipped => break,
                                L3::Ended(out, wrapped) => {
                                    handled = Some((c, out, wrapped));
                                    break;
                                }
                            }
                        }
                        // The dead cycle changes only what banked counters count, which the
                        // window's plan knows: the span takes it in unless a counter could wrap
                        // in the window (the window's rates bound the dead cycle's).
                        Next::DeadCycle => {
                            let Mode::Switching { until, .. } = self.sched.mode else {
                                break;
                            };
                            if self.first_wrap(&plan, now, until, live_from).is_some() {
                                break;
                            }
                        }
                        _ => break,
                    }
                    events += 1;
                    let f = self.sched.fg as usize;
                    self.sched.threads[f].pos += c - now;
                    next = self.next_event(c, streams);
                    self.sched.threads[f].pos -= c - now;
                    end = next.map_or(u64::MAX, |x| x.0).min(stop);
                }
                if handled.is_none() {
                    if let Some(w) = self.first_wrap(&plan, now, end, live_from) {
                        let wrapped = self.advance(&plan, now, w + 1, live_from);
                        now = w + 1;
                        let before = log.len();
                        self.overflow(w, &wrapped, log);
                        // An overflow meets `until overflow`, and `until trap` only if it raised
                        // the performance monitor interrupt (PMC.oi = 1).
                        if let Some(u) = until.filter(|u| log[before..].iter().any(|e| stops(*u, e))) {
                            return (now, Stop::met(u));
                        }
                        continue;
                    }
                    self.advance(&plan, now, end, live_from);
                    now = end;
                    last = Some(plan);
                }
            }
            let (out, counted) = match handled {
                Some((c, out, counted)) => {
                    now = c;
                    (out, counted)
                }
                None => {
                    if stop < to && now == stop {
                        self.grid_mark(now);
                        // The span stopped for the mark: the events of the cycle, if any, are
                        // the next iteration's, which counts them.
                        events -= 1;
                        continue;
                    }
                    if now >= to {
                        // The span goes on past the run's end, and so do its next event and plan
                        // while the state holds. An event at `to` itself is looked for again: a
                        // search from `to` does not see every event at its own cycle.
                        if let (Some(plan), Some(next)) = (last, next) {
                            if next.0 > to && self.sched.mode == Mode::Running {
                                self.resume = Some(Resume {
                                    at: to,
                                    epoch: self.epoch,
                                    next,
                                    plan,
                                });
                            }
                        }
                        return (to, Stop::at_end(until));
                    }
                    let Some((_, what)) = next else {
                        return (to, Stop::at_end(until));
                    };
                    let Some(what) = what else {
                        // The IP-EAR's delay after a freeze has run out.
                        for t in 0..self.threads.len() {
                            if self.threads[t].ipear_stop.is_some_and(|c| c <= now) {
                                self.ipear_freeze(t, now, false);
                            }
                        }
                        self.touch();
                        continue;
                    };
                    (self.sched.process(now, what, &self.config, streams), None)
                }
            };
            let before = log.len();
            let points = counted.is_none();
            let mut wrapped = counted.unwrap_or_default();
            // The event's point events and the switch's count with the plan of the state after
            // it, made once (which counters count a point event does not depend on the dead
            // cycle).
            let mut after: Option<Arc<Plan>> = None;
            if let Some(s) = out.l3_miss.filter(|_| points) {
                let plan = after.get_or_insert_with(|| self.plan(false));
                wrapped.extend(self.count_points(plan, s as usize, |p| p == Pt::L3Miss));
            }
            if let Some(f) = out.missed.filter(|_| points) {
                let plan = after.get_or_insert_with(|| self.plan(false));
                wrapped.extend(self.count_points(plan, f as usize, |p| p == Pt::Missed));
            }
            if let Some((t, background)) = out.interrupt {
                log.push(LogEntry {
                    cycle: now,
                    thread: Some(t),
                    kind: LogKind::Interrupt {
                        name: "external_interrupt",
                        counter: None,
                        note: if background {
                            format!(
                                "directed at background thread {t}: its urgency is set to 6 (section 2.4.1.3, L633)"
                            )
                        } else {
                            format!("directed at thread {t}, which is in the foreground: urgency unchanged")
                        },
                    },
                });
            }
            if let Some((t, halted)) = out.halted {
                log.push(LogEntry {
                    cycle: now,
                    thread: Some(t),
                    kind: LogKind::Note {
                        text: if halted {
                            format!(
                                "thread {t} enters a quiesced low-power state (PAL_LIGHT_HALT, section 2.4.1.1)"
                            )
                        } else {
                            format!("thread {t} wakes from its low-power state")
                        },
                    },
                });
            }
            let mut froze = false;
            if let Some((from_t, to_t, reason, uf, ut, stall)) = out.switch {
                let plan = after.get_or_insert_with(|| self.plan(false));
                wrapped.extend(self.count_points(plan, from_t as usize, |p| match p {
                    Pt::Switch(mask) => mask & reason.bit() != 0,
                    Pt::Stall(min) => stall >= min,
                    _ => false,
                }));
                self.record_switch(
                    Switch {
                        cycle: now,
                        from: from_t,
                        to: to_t,
                        reason,
                        urgency_from: uf,
                        urgency_to: ut,
                    },
                    log,
                );
                // Early freeze of a counting-down IP-EAR at a thread switch (Table 3-33).
                if self.threads[from_t as usize].ipear_stop.is_some() {
                    self.ipear_freeze(from_t as usize, now, true);
                    froze = true;
                }
            }
            if !wrapped.is_empty() {
                self.overflow(now, &wrapped, log);
            }
            if let Some(u) = until {
                let hit = match u {
                    Until::ThreadSwitch => out.switch.is_some(),
                    Until::Overflow | Until::Trap => log[before..].iter().any(|e| stops(u, e)),
                    Until::Cycle(_) => false,
                };
                if hit {
                    return (now, Stop::met(u));
                }
            }
            let mut landed = None;
            if out.checkpoint {
                landed = self.checkpoint(now, to, until);
                if let Some(c) = landed {
                    now = c;
                }
            }
            // Unless an overflow, a freeze or a skip ahead changed the state since, the plan is
            // the window's that the switch starts.
            if out.switch.is_some() && wrapped.is_empty() && !froze && landed.is_none() {
                window_plan = after;
            }
        }
    }
}
