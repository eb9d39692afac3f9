//! The countability check, with PCLquery semantics ("queries are done if a certain
//! functionality is available", seed 002, L2139-L2148): given a processor, PCL events and a
//! count mode, either a concrete assignment of native events to counters, or the reason it is
//! impossible as one of PCL's status codes. No resources are allocated.
//!
//! The rule is the paper's: "Counters used for indirect events can not be used at the same
//! time to measure their own events. Therefore, on a processor any combination of PCL events is
//! possible which does not generate any ressource conflict" (L308-L311). Each native term of
//! each requested event needs a counter of its own, even when two events name the same native
//! event: that is the literal reading of L308-L309, and the paper does not say otherwise.
//!
//! The paper does not give PCL's algorithm (the digest notes this). This one is complete: if an
//! assignment exists, it is found.
//! - An event's alternatives that are each one native term with the same placement rules
//!   become one vertex that may take any counter any of them may use ("A, B" on different
//!   counters is a choice of counter). The choice between multi-term alternatives (a sum or one
//!   event) is searched exhaustively, pruned by feasibility.
//! - For a fixed choice, terms are matched to counters by maximum bipartite matching with
//!   augmenting paths (Kuhn), which finds a matching of every term whenever one exists.
//! - Montecito's event-set rules (one L1D set, with an event of it in PMD5; L2D set events only
//!   behind a leader of their set and umask in PMD4 or PMD6) are not matching constraints. Every
//!   way of choosing the PMD5 event, the groups of each L2D set and their leaders is tried; given
//!   those, the rest is again a matching, so the search is still complete.
//!
//! When no assignment exists, the failure is told as the paper's codes:
//! `PCL_ILL_EVENT` for a name that is not a PCL event, `PCL_MODE_NOT_SUPPORTED`,
//! `PCL_NOT_SUPPORTED` for an event with no entry (or none that can be placed), and
//! `PCL_TOO_MANY_EVENTS` both when the events need more counters than there are and when they
//! conflict over a counter. For a conflict the result names the counter and the two events that
//! want it, taken from the largest partial assignment found (a Hall violator: the unplaced
//! term's counters are all taken, one by the other event). The paper has no separate code for a
//! conflict; "more events requested than performance counters are available" (L2107-L2109)
//! is what a conflict is, counter by counter.

use std::collections::BTreeMap;

use thiserror::Error;

use super::avail::{processor as find_processor, Cell, Processor, Program, Rules, Term, TermPlace};
use super::events::{self, PclEvent};
use super::{Mode, Status, PCL_MAX_EVENT_PER_CALL};
use crate::machines::machine;

/// Where one native term is counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub term: Term,
    /// The counter ("C2", "PIC1", "pic0", "PMD5"), or the register outside the counters
    /// ("TSC", "TICK") for an elapsed-cycle source.
    pub counter: &'static str,
    /// Whether `counter` is a register outside the performance counters.
    pub outside: bool,
    /// Whether it counts in every mode whatever the PCL mode (elapsed cycles).
    pub all_modes: bool,
}

/// One requested event and the counters its terms use.
#[derive(Clone, Debug, PartialEq)]
pub struct EventPlan {
    pub event: &'static PclEvent,
    pub cell: &'static Cell,
    pub placements: Vec<Placement>,
}

/// A successful query: every requested event with its terms placed on counters.
#[derive(Clone, Debug, PartialEq)]
pub struct Assignment {
    pub processor: &'static Processor,
    pub mode: Mode,
    pub events: Vec<EventPlan>,
}

impl Assignment {
    /// Every counter in use, in the processor's counter order, with the event and term on it.
    pub fn counters(&self) -> Vec<(&'static str, &'static PclEvent, &Placement)> {
        let mut out: Vec<(&'static str, &'static PclEvent, &Placement)> = self
            .events
            .iter()
            .flat_map(|e| {
                e.placements
                    .iter()
                    .filter(|p| !p.outside)
                    .map(move |p| (p.counter, e.event, p))
            })
            .collect();
        let order = |c: &str| self.processor.counters.iter().position(|x| *x == c);
        crate::sort::sort_by_key(&mut out, |(c, _, _)| order(c));
        out
    }

    /// The status of a successful query.
    pub fn status(&self) -> Status {
        Status::Success
    }
}

/// One side of a conflict: an event and the native term that wants the counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub event: &'static str,
    pub term: String,
}

/// A resource conflict: two events want one counter.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "PCL_TOO_MANY_EVENTS: resource conflict on {processor}: counter {counter} is needed by both {} ({}) and {} ({}); {detail}",
    first.event, first.term, second.event, second.term
)]
pub struct Conflict {
    pub processor: &'static str,
    pub counter: String,
    pub first: Claim,
    pub second: Claim,
    pub detail: String,
}

/// Why a query fails. Each variant names the bad input; [`QueryError::status`] gives PCL's code.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum QueryError {
    #[error("PCL_ILL_EVENT: '{name}' is not a PCL event (run `pmu pcl events` for the 61 names)")]
    IllEvent { name: String },
    #[error("PCL_FAILURE: unknown processor '{id}'")]
    UnknownProcessor { id: String },
    #[error("PCL_MODE_NOT_SUPPORTED: {processor} cannot count in {mode}: {why}")]
    ModeNotSupported {
        processor: &'static str,
        mode: Mode,
        why: &'static str,
    },
    #[error("PCL_NOT_SUPPORTED: {event} is not available on {processor}{why}")]
    NotSupported {
        processor: &'static str,
        event: &'static str,
        why: String,
    },
    #[error(
        "PCL_TOO_MANY_EVENTS: {processor} has {available} counters, but the {requested} events need at least {needed}"
    )]
    TooManyEvents {
        processor: &'static str,
        requested: usize,
        needed: usize,
        available: usize,
    },
    #[error("{0}")]
    Conflict(Box<Conflict>),
    #[error("PCL_FAILURE: {why}")]
    Failure { why: String },
}

impl QueryError {
    /// PCL's status code for the failure.
    pub fn status(&self) -> Status {
        match self {
            QueryError::IllEvent { .. } => Status::IllEvent,
            QueryError::ModeNotSupported { .. } => Status::ModeNotSupported,
            QueryError::NotSupported { .. } => Status::NotSupported,
            QueryError::TooManyEvents { .. } | QueryError::Conflict(_) => Status::TooManyEvents,
            QueryError::UnknownProcessor { .. } | QueryError::Failure { .. } => Status::Failure,
        }
    }
}

/// Check whether `events` can be counted together on processor `processor_id` in `mode`, and
/// if so how. Event names may leave out the `PCL_` prefix.
pub fn query(processor_id: &str, events: &[&str], mode: Mode) -> Result<Assignment, QueryError> {
    let p = find_processor(processor_id).ok_or_else(|| QueryError::UnknownProcessor {
        id: processor_id.to_string(),
    })?;
    query_on(p, events, mode)
}

/// As [`query`], with the processor already found.
pub fn query_on(p: &'static Processor, names: &[&str], mode: Mode) -> Result<Assignment, QueryError> {
    let requested: Vec<&'static PclEvent> = names
        .iter()
        .map(|n| events::event(n).ok_or_else(|| QueryError::IllEvent { name: n.to_string() }))
        .collect::<Result<_, _>>()?;
    if requested.len() > PCL_MAX_EVENT_PER_CALL {
        return Err(QueryError::TooManyEvents {
            processor: p.id,
            requested: requested.len(),
            needed: requested.len(),
            available: PCL_MAX_EVENT_PER_CALL,
        });
    }
    if !p.modes.supports(mode) {
        return Err(QueryError::ModeNotSupported {
            processor: p.id,
            mode,
            why: p.modes.explain,
        });
    }
    let mut plans = Vec::with_capacity(requested.len());
    for e in &requested {
        let cell = p.cell(e.name).ok_or(QueryError::NotSupported {
            processor: p.id,
            event: e.name,
            why: String::new(),
        })?;
        plans.push((*e, cell, choices(p, e, cell, mode)?));
    }
    let needed: usize = plans
        .iter()
        .map(|(_, _, cs)| cs.iter().map(|c| c.slots.len()).min().unwrap_or(0))
        .sum();
    if needed > p.counters.len() {
        return Err(QueryError::TooManyEvents {
            processor: p.id,
            requested: requested.len(),
            needed,
            available: p.counters.len(),
        });
    }
    let mut search = Search {
        p,
        plans: &plans,
        picked: Vec::new(),
        best: None,
        tries: 0,
    };
    match search.run(0) {
        Some((picked, placed)) => Ok(assignment(p, mode, &plans, &picked, &placed)),
        None => Err(search.failure()),
    }
}

/// The placement rules a term falls under: its L1D set, and its L2D set and umask.
/// Alternatives merge into one matching vertex only when their classes are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Class {
    l1d: Option<u8>,
    l2d: Option<(u8, u64)>,
}

fn class(p: &Processor, term: &Term) -> Class {
    if p.rules != Rules::EventSets {
        return Class::default();
    }
    let Some(Program::EsUmask { es, umask }) = term
        .ids()
        .first()
        .and_then(|id| p.native(id))
        .and_then(|n| n.program)
    else {
        return Class::default();
    };
    let set = machine(p.id)
        .and_then(|m| m.event_for(es, Some(umask)))
        .and_then(|e| e.set);
    match set {
        Some(s) if s.unit == "L1D" => Class {
            l1d: Some(s.number),
            l2d: None,
        },
        Some(s) if s.unit == "L2D" => Class {
            l1d: None,
            l2d: Some((s.number, umask)),
        },
        _ => Class::default(),
    }
}

/// Each slot's counter and the term counted there.
type Placed = Vec<(usize, &'static str, Term)>;

/// One matching vertex: a term that needs a counter, or several alternative terms of which
/// one will be counted.
#[derive(Clone, Debug)]
struct Slot {
    event: usize,
    /// Each alternative term with the counters it may use.
    options: Vec<(Term, Vec<&'static str>)>,
    class: Class,
}

impl Slot {
    /// Every counter some alternative may use, first alternative first.
    fn counters(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for (_, cs) in &self.options {
            for c in cs {
                if !out.contains(c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The term counted when the slot gets `counter`.
    fn term_on(&self, counter: &str) -> Option<Term> {
        self.options
            .iter()
            .find(|(_, cs)| cs.contains(&counter))
            .map(|(t, _)| *t)
    }

    fn first_term(&self) -> Term {
        self.options.first().map(|(t, _)| *t).unwrap_or(Term::One(""))
    }
}

/// One way to count an event: the slots that need counters and the terms counted outside them.
#[derive(Clone, Debug)]
struct Choice {
    slots: Vec<Slot>,
    outside: Vec<(Term, &'static str)>,
}

/// The ways to count an event on `p`, with single-term alternatives of one class merged.
fn choices(
    p: &'static Processor,
    e: &'static PclEvent,
    cell: &Cell,
    mode: Mode,
) -> Result<Vec<Choice>, QueryError> {
    let mut out: Vec<Choice> = Vec::new();
    let mut reasons: Vec<String> = Vec::new();
    'option: for option in cell.expr.options() {
        let mut choice = Choice {
            slots: Vec::new(),
            outside: Vec::new(),
        };
        for term in option {
            match p.term_counters(&term) {
                TermPlace::Outside(reg) => choice.outside.push((term, reg)),
                TermPlace::Unknown => {
                    reasons.push(format!(
                        "{} cannot be placed: {}",
                        term.key(),
                        term.ids()
                            .iter()
                            .filter_map(|id| p.native(id))
                            .map(|n| n.description)
                            .collect::<Vec<_>>()
                            .join(" ")
                    ));
                    continue 'option;
                }
                TermPlace::Pmc(cs) if cs.is_empty() => {
                    reasons.push(format!("no counter can count all of {}", term.key()));
                    continue 'option;
                }
                TermPlace::Pmc(cs) => {
                    // One PCR sets the mode of both KT counters, so a term that must ignore the
                    // PCL mode cannot share it with terms that follow it.
                    if !p.modes.per_counter && p.term_all_modes(&term) && mode != Mode::UserSystem {
                        reasons.push(format!(
                            "{} must count in every mode, but {} counters share one mode",
                            term.key(),
                            p.id
                        ));
                        continue 'option;
                    }
                    choice.slots.push(Slot {
                        event: 0,
                        options: vec![(term, cs)],
                        class: class(p, &term),
                    });
                }
            }
        }
        // A single-term alternative joins an earlier one of the same class as one vertex.
        if choice.slots.len() == 1 && choice.outside.is_empty() {
            let slot = &choice.slots[0];
            if let Some(prev) = out
                .iter_mut()
                .find(|c| c.slots.len() == 1 && c.outside.is_empty() && c.slots[0].class == slot.class)
            {
                prev.slots[0].options.extend(slot.options.iter().cloned());
                continue;
            }
        }
        out.push(choice);
    }
    if out.is_empty() {
        return Err(QueryError::NotSupported {
            processor: p.id,
            event: e.name,
            why: format!(" as a countable event: {}", reasons.join("; ")),
        });
    }
    Ok(out)
}

/// Why a fixed choice of terms could not be placed, and how far it got.
#[derive(Clone, Debug)]
struct Failure {
    placed: usize,
    counter: String,
    first: usize,
    second: usize,
    detail: String,
}

/// The search over the events' choices.
struct Search<'a> {
    p: &'static Processor,
    plans: &'a [(&'static PclEvent, &'static Cell, Vec<Choice>)],
    /// The choice index of each event so far.
    picked: Vec<usize>,
    /// The failure of the largest partial assignment, with the slots it was about.
    best: Option<(Failure, Vec<Slot>)>,
    tries: usize,
}

/// More choice combinations than this is a search this model refuses rather than hang on
/// (no table has a request anywhere near it).
const MAX_TRIES: usize = 200_000;

impl Search<'_> {
    fn slots(&self) -> Vec<Slot> {
        self.picked
            .iter()
            .enumerate()
            .flat_map(|(i, &c)| {
                self.plans[i].2[c].slots.iter().cloned().map(move |mut s| {
                    s.event = i;
                    s
                })
            })
            .collect()
    }

    /// Pick a choice for event `i` and on; the picked choices and the slots' counters.
    fn run(&mut self, i: usize) -> Option<(Vec<usize>, Placed)> {
        if i == self.plans.len() {
            let slots = self.slots();
            return solve(self.p, &slots)
                .ok()
                .map(|placed| (self.picked.clone(), placed));
        }
        for c in 0..self.plans[i].2.len() {
            self.tries += 1;
            if self.tries > MAX_TRIES {
                return None;
            }
            self.picked.push(c);
            let slots = self.slots();
            match solve(self.p, &slots) {
                Ok(placed) => {
                    if i + 1 == self.plans.len() {
                        return Some((self.picked.clone(), placed));
                    }
                    if let Some(found) = self.run(i + 1) {
                        return Some(found);
                    }
                }
                Err(f) => {
                    if self.best.as_ref().is_none_or(|(b, _)| f.placed > b.placed) {
                        self.best = Some((f, slots));
                    }
                }
            }
            self.picked.pop();
        }
        None
    }

    fn failure(&self) -> QueryError {
        if self.tries > MAX_TRIES {
            return QueryError::Failure {
                why: format!("the search tried more than {MAX_TRIES} combinations of alternatives"),
            };
        }
        let Some((f, slots)) = &self.best else {
            return QueryError::Failure {
                why: "no combination of the events' alternatives could be placed".into(),
            };
        };
        let claim = |s: usize| Claim {
            event: self.plans[slots[s].event].0.name,
            term: slots[s].first_term().key(),
        };
        QueryError::Conflict(Box::new(Conflict {
            processor: self.p.id,
            counter: f.counter.clone(),
            first: claim(f.first),
            second: claim(f.second),
            detail: f.detail.clone(),
        }))
    }
}

/// Place every slot on a counter of its own, under the processor's rules.
fn solve(p: &Processor, slots: &[Slot]) -> Result<Placed, Failure> {
    match p.rules {
        Rules::Plain => {
            let adj: Vec<Vec<&'static str>> = slots.iter().map(Slot::counters).collect();
            matching(p, slots, &adj, "")
        }
        Rules::EventSets => event_sets(p, slots),
    }
}

/// Maximum bipartite matching of slots to counters by augmenting paths. On failure, the
/// counter and the two slots of a conflict: an unmatched slot, one of its counters, and the
/// slot holding that counter, with the Hall violator (the slots that together want fewer
/// counters than they are) in the detail.
fn matching(p: &Processor, slots: &[Slot], adj: &[Vec<&'static str>], rule: &str) -> Result<Placed, Failure> {
    let counters = p.counters;
    let index = |c: &str| counters.iter().position(|x| *x == c);
    let adj_i: Vec<Vec<usize>> = adj
        .iter()
        .map(|cs| cs.iter().filter_map(|c| index(c)).collect())
        .collect();
    let mut owner: Vec<Option<usize>> = vec![None; counters.len()];
    let mut matched = 0;
    for s in 0..slots.len() {
        let mut seen = vec![false; counters.len()];
        if augment(s, &adj_i, &mut owner, &mut seen) {
            matched += 1;
        }
    }
    if matched == slots.len() {
        let mut placed: Vec<(usize, &'static str, Term)> = Vec::new();
        for (c, o) in owner.iter().enumerate() {
            if let Some(s) = *o {
                let counter = counters[c];
                let term = slots[s].term_on(counter).unwrap_or_else(|| slots[s].first_term());
                placed.push((s, counter, term));
            }
        }
        crate::sort::sort_by_key(&mut placed, |(s, _, _)| *s);
        return Ok(placed);
    }
    let assigned: Vec<bool> = (0..slots.len()).map(|s| owner.contains(&Some(s))).collect();
    let Some(u) = assigned.iter().position(|a| !a) else {
        return Err(Failure {
            placed: matched,
            counter: String::new(),
            first: 0,
            second: 0,
            detail: "no assignment".into(),
        });
    };
    // The slots reachable from u by alternating paths, and their counters, all taken.
    let mut hall_slots = vec![u];
    let mut hall_counters: Vec<usize> = Vec::new();
    let mut k = 0;
    while k < hall_slots.len() {
        for &c in &adj_i[hall_slots[k]] {
            if !hall_counters.contains(&c) {
                hall_counters.push(c);
                if let Some(o) = owner[c] {
                    if !hall_slots.contains(&o) {
                        hall_slots.push(o);
                    }
                }
            }
        }
        k += 1;
    }
    let wanted = |list: &[usize]| {
        let mut names: Vec<&str> = list.iter().map(|&c| counters[c]).collect();
        crate::sort::sort_by_key(&mut names, |c| index(c));
        names.join(", ")
    };
    let (counter, holder) = match adj_i[u].first() {
        Some(&c) => (counters[c].to_string(), owner[c].unwrap_or(u)),
        None => ("(none)".to_string(), u),
    };
    let detail = if adj_i[u].is_empty() {
        format!(
            "{} has no counter left that may count it{rule}",
            slots[u].first_term().key()
        )
    } else {
        format!(
            "{} terms can only use {} counter{}: {}{rule}",
            hall_slots.len(),
            hall_counters.len(),
            if hall_counters.len() == 1 { "" } else { "s" },
            wanted(&hall_counters)
        )
    };
    Err(Failure {
        placed: matched,
        counter,
        first: holder,
        second: u,
        detail,
    })
}

/// Find an augmenting path from slot `s` (Kuhn's algorithm). A free counter is taken before
/// any is re-assigned, so that slots keep the counters they were given first when they can:
/// the result then reads in request order.
fn augment(s: usize, adj: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    if let Some(&c) = adj[s].iter().find(|&&c| owner[c].is_none() && !seen[c]) {
        seen[c] = true;
        owner[c] = Some(s);
        return true;
    }
    for &c in &adj[s] {
        if seen[c] {
            continue;
        }
        seen[c] = true;
        if let Some(o) = owner[c] {
            if augment(o, adj, owner, seen) {
                owner[c] = Some(s);
                return true;
            }
        }
    }
    false
}

/// The two L2D groups: a leader counter whose PMC selects the set and umask, and the counters
/// that follow it (seed 003 section 4.8.4).
const L2D_GROUPS: [(&str, [&str; 3]); 2] = [
    ("PMD4", ["PMD4", "PMD5", "PMD8"]),
    ("PMD6", ["PMD6", "PMD7", "PMD9"]),
];

/// Itanium 2's event sets: enumerate the structural choices, then match.
fn event_sets(p: &Processor, slots: &[Slot]) -> Result<Placed, Failure> {
    // L1D: one set for all L1D events (section 4.8.2).
    let l1d: Vec<usize> = (0..slots.len())
        .filter(|&s| slots[s].class.l1d.is_some())
        .collect();
    if let Some(&a) = l1d.first() {
        if let Some(&b) = l1d.iter().find(|&&b| slots[b].class.l1d != slots[a].class.l1d) {
            return Err(Failure {
                placed: 0,
                counter: "PMC5".into(),
                first: a,
                second: b,
                detail: format!(
                    "PMC5 selects one L1D event set, and {} is in set {} while {} is in set {} \
                     (seed 003 section 4.8.2)",
                    slots[a].first_term().key(),
                    slots[a].class.l1d.unwrap_or_default(),
                    slots[b].first_term().key(),
                    slots[b].class.l1d.unwrap_or_default()
                ),
            });
        }
    }
    // L2D: the set-and-umask classes, at most one per group.
    let mut classes: Vec<(u8, u64)> = Vec::new();
    let mut first_of: Vec<usize> = Vec::new();
    for (s, slot) in slots.iter().enumerate() {
        if let Some(k) = slot.class.l2d {
            if !classes.contains(&k) {
                classes.push(k);
                first_of.push(s);
            }
        }
    }
    if classes.len() > 2 {
        return Err(Failure {
            placed: 0,
            counter: "PMC6".into(),
            first: first_of[1],
            second: first_of[2],
            detail: format!(
                "PMC4 and PMC6 each select one L2D set and umask for their counters (PMD4/5/8, \
                 PMD6/7/9), but {}, {} and {} need three (seed 003 section 4.8.4)",
                slots[first_of[0]].first_term().key(),
                slots[first_of[1]].first_term().key(),
                slots[first_of[2]].first_term().key()
            ),
        });
    }
    // Each class's groups: class 0 gets G4, G6 or both; with two classes, one each.
    let group_maps: Vec<Vec<Vec<usize>>> = match classes.len() {
        0 => vec![vec![]],
        1 => vec![vec![vec![0]], vec![vec![1]], vec![vec![0, 1]]],
        _ => vec![vec![vec![0], vec![1]], vec![vec![1], vec![0]]],
    };
    let pmd5_pins: Vec<Option<usize>> = if l1d.is_empty() {
        vec![None]
    } else {
        l1d.iter()
            .copied()
            .filter(|&s| slots[s].counters().contains(&"PMD5"))
            .map(Some)
            .collect()
    };
    let rule = " under the L1D and L2D set rules (seed 003 sections 4.8.2, 4.8.4)";
    let mut best: Option<Failure> = None;
    let keep = |f: Failure, best: &mut Option<Failure>| {
        if best.as_ref().is_none_or(|b| f.placed > b.placed) {
            *best = Some(f);
        }
    };
    for pin5 in &pmd5_pins {
        for map in &group_maps {
            // The leader counters to fill and the class each must hold.
            let leaders: Vec<(&'static str, usize)> = map
                .iter()
                .enumerate()
                .flat_map(|(k, groups)| groups.iter().map(move |&g| (L2D_GROUPS[g].0, k)))
                .collect();
            for pick in leader_picks(slots, &classes, &leaders, *pin5) {
                let mut adj: Vec<Vec<&'static str>> = Vec::with_capacity(slots.len());
                for (s, slot) in slots.iter().enumerate() {
                    let mut cs = slot.counters();
                    if Some(s) == *pin5 {
                        cs.retain(|c| *c == "PMD5");
                    } else if let Some(&(leader, _)) =
                        leaders.iter().zip(&pick).find(|(_, &l)| l == s).map(|(l, _)| l)
                    {
                        cs.retain(|c| *c == leader);
                    } else if let Some(k) = slot.class.l2d.and_then(|k| classes.iter().position(|x| *x == k))
                    {
                        let allowed: Vec<&str> = map[k].iter().flat_map(|&g| L2D_GROUPS[g].1).collect();
                        cs.retain(|c| allowed.contains(c));
                    }
                    adj.push(cs);
                }
                match matching(p, slots, &adj, rule) {
                    Ok(placed) => return Ok(placed),
                    Err(f) => keep(f, &mut best),
                }
            }
        }
    }
    Err(best.unwrap_or_else(|| {
        let s = l1d.first().or(first_of.first()).copied().unwrap_or(0);
        Failure {
            placed: 0,
            counter: if l1d.is_empty() { "PMC4" } else { "PMC5" }.into(),
            first: s,
            second: s,
            detail: format!("no event of the set can be counted where the set's leader must be{rule}"),
        }
    }))
}

/// Every way to choose, for each leader counter, a distinct slot of its class that may use
/// it (and is not the PMD5 pin).
fn leader_picks(
    slots: &[Slot],
    classes: &[(u8, u64)],
    leaders: &[(&str, usize)],
    pin5: Option<usize>,
) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = vec![Vec::new()];
    for &(counter, k) in leaders {
        let candidates: Vec<usize> = (0..slots.len())
            .filter(|&s| {
                Some(s) != pin5
                    && slots[s].class.l2d == Some(classes[k])
                    && slots[s].counters().contains(&counter)
            })
            .collect();
        out = out
            .into_iter()
            .flat_map(|prefix| {
                candidates
                    .iter()
                    .filter(|c| !prefix.contains(c))
                    .map(|&c| {
                        let mut v = prefix.clone();
                        v.push(c);
                        v
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    out
}

/// Build the result from the chosen alternatives and the matching.
fn assignment(
    p: &'static Processor,
    mode: Mode,
    plans: &[(&'static PclEvent, &'static Cell, Vec<Choice>)],
    picked: &[usize],
    placed: &[(usize, &'static str, Term)],
) -> Assignment {
    // The slots were numbered event by event in `Search::slots`.
    let mut by_event: BTreeMap<usize, Vec<Placement>> = BTreeMap::new();
    let mut slot = 0;
    for (i, &c) in picked.iter().enumerate() {
        let choice = &plans[i].2[c];
        let entry = by_event.entry(i).or_default();
        for _ in &choice.slots {
            if let Some((_, counter, term)) = placed.iter().find(|(s, _, _)| *s == slot) {
                entry.push(Placement {
                    term: *term,
                    counter,
                    outside: false,
                    all_modes: p.term_all_modes(term),
                });
            }
            slot += 1;
        }
        for (term, reg) in &choice.outside {
            entry.push(Placement {
                term: *term,
                counter: reg,
                outside: true,
                all_modes: true,
            });
        }
    }
    Assignment {
        processor: p,
        mode,
        events: plans
            .iter()
            .enumerate()
            .map(|(i, (e, cell, _))| EventPlan {
                event: e,
                cell,
                placements: by_event.remove(&i).unwrap_or_default(),
            })
            .collect(),
    }
}
