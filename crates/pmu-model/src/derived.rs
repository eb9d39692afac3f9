//! Derived monitors evaluated over the counters in use: each machine lists its
//! [`Derived`] monitors as data (the manual's equation and this model's reading of it); this
//! module reads their formulas and computes the ones whose every term a programmed counter
//! counts.
//!
//! A term is matched against the counters by event and mask: `L3_READS.DATA_READ.HIT` needs a
//! counter programmed with L3_READS and the umask named `DATA_READ.HIT`; `BUS_MEM_READ.BRL.*`
//! any umask whose name starts with `BRL.`; a bare `BUS_MEMORY` any umask of BUS_MEMORY (the
//! views show which umask each counter has, so the user sees what the quantity is of). An
//! alias (`Instr_all`, `cycles`) names the event and the mask it selects. A `-` inside a name
//! (`MD5_SHA-1_SHA-256_op`) is part of it; subtraction has spaces around it.

use thiserror::Error;

use crate::event::{Derived, Event};
use crate::machine::Machine;

/// One counter in use: its id, the event and mask it is programmed with, and its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterUse<'a> {
    pub counter: &'a str,
    pub event: &'static Event,
    pub mask: u64,
    pub count: u64,
}

/// A derived monitor's value over the counters in use.
#[derive(Clone, Debug, PartialEq)]
pub struct DerivedValue<'a> {
    pub monitor: &'static Derived,
    /// The formula used (one of `monitor.formulas`).
    pub formula: &'static str,
    /// `None` where a denominator is 0 (nothing counted yet).
    pub value: Option<f64>,
    /// Each event term of the formula (and of the monitors it uses), the counter that
    /// supplied it and its count, in the order the formula names them.
    pub terms: Vec<TermUse<'a>>,
}

/// An event term and the counter that supplied it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermUse<'a> {
    pub term: String,
    pub counter: &'a str,
    pub count: u64,
}

/// A formula that does not read (a fault of the tables, which tests catch).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FormulaError {
    #[error("formula '{formula}': {what} at character {at}")]
    Syntax {
        formula: String,
        what: &'static str,
        at: usize,
    },
    #[error(
        "formula '{formula}': '{term}' is neither an event, an alias nor a derived monitor of {machine}"
    )]
    UnknownTerm {
        formula: String,
        term: String,
        machine: &'static str,
    },
    #[error("formula '{formula}': '{term}' names no mask of {event}")]
    UnknownMask {
        formula: String,
        term: String,
        event: &'static str,
    },
    #[error("derived monitor {0} uses itself")]
    Cycle(&'static str),
}

/// A parsed formula.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Num(f64),
    Term(String),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// Read a formula: `+ - * /` with the usual precedence, parentheses, numbers, terms.
pub fn parse(formula: &str) -> Result<Expr, FormulaError> {
    let mut p = Parser {
        text: formula,
        bytes: formula.as_bytes(),
        at: 0,
    };
    let e = p.sum()?;
    p.blank();
    if p.at < p.bytes.len() {
        return Err(p.error("unexpected text"));
    }
    Ok(e)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn error(&self, what: &'static str) -> FormulaError {
        FormulaError::Syntax {
            formula: self.text.to_string(),
            what,
            at: self.at,
        }
    }

    fn blank(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.blank();
        self.bytes.get(self.at).copied()
    }

    fn sum(&mut self) -> Result<Expr, FormulaError> {
        let mut e = self.product()?;
        while let Some(c @ (b'+' | b'-')) = self.peek() {
            self.at += 1;
            let op = if c == b'+' { Op::Add } else { Op::Sub };
            e = Expr::Bin(op, Box::new(e), Box::new(self.product()?));
        }
        Ok(e)
    }

    fn product(&mut self) -> Result<Expr, FormulaError> {
        let mut e = self.unary()?;
        while let Some(c @ (b'*' | b'/')) = self.peek() {
            self.at += 1;
            let op = if c == b'*' { Op::Mul } else { Op::Div };
            e = Expr::Bin(op, Box::new(e), Box::new(self.unary()?));
        }
        Ok(e)
    }

    fn unary(&mut self) -> Result<Expr, FormulaError> {
        match self.peek() {
            Some(b'-') => {
                self.at += 1;
                Ok(Expr::Neg(Box::new(self.unary()?)))
            }
            Some(b'(') => {
                self.at += 1;
                let e = self.sum()?;
                if self.peek() != Some(b')') {
                    return Err(self.error("expected ')'"));
                }
                self.at += 1;
                Ok(e)
            }
            Some(c) if c.is_ascii_digit() => {
                let start = self.at;
                while self
                    .bytes
                    .get(self.at)
                    .is_some_and(|c| c.is_ascii_digit() || *c == b'.')
                {
                    self.at += 1;
                }
                self.text[start..self.at]
                    .parse()
                    .map(Expr::Num)
                    .map_err(|_| self.error("a number that does not read"))
            }
            Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
                let start = self.at;
                // A '-' between two letters or digits belongs to the name (the cpc name
                // MD5_SHA-1_SHA-256_op); subtraction is written with spaces around it.
                let name_char = |i: usize| {
                    self.bytes.get(i).is_some_and(|c| {
                        c.is_ascii_alphanumeric()
                            || matches!(c, b'_' | b'.' | b'*')
                            || (*c == b'-' && self.bytes.get(i + 1).is_some_and(u8::is_ascii_alphanumeric))
                    })
                };
                while name_char(self.at) {
                    self.at += 1;
                }
                Ok(Expr::Term(self.text[start..self.at].to_string()))
            }
            Some(_) => Err(self.error("expected a number, a name or '('")),
            None => Err(self.error("the formula ends too soon")),
        }
    }
}

/// What a term of a formula stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term<'t> {
    /// An event with a mask: exactly `Some(value)`, a mask whose name starts with the given
    /// parts (`*` for any part), or any mask.
    Event {
        event: &'static Event,
        mask: MaskMatch<'t>,
    },
    Monitor(&'static Derived),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskMatch<'t> {
    Any,
    Value(u64),
    Parts(&'t str),
}

/// Resolve a term against a machine's catalogue, aliases and derived monitors.
pub fn resolve<'t>(machine: &'static Machine, term: &'t str) -> Option<Term<'t>> {
    if let Some(d) = machine.derived.iter().find(|d| d.name == term) {
        return Some(Term::Monitor(d));
    }
    if let Some(named) = machine.event_by_name(term) {
        let mask = named.mask.map_or(MaskMatch::Any, MaskMatch::Value);
        return Some(Term::Event {
            event: named.event,
            mask,
        });
    }
    let (name, parts) = term.split_once('.')?;
    let event = machine.event(name)?;
    Some(Term::Event {
        event,
        mask: MaskMatch::Parts(parts),
    })
}

/// Whether a mask name matches a dotted pattern of name parts (`BRL.*`, `LT_128BYTE`): the
/// name has at least as many parts, and each given part is `*` or equal (ignoring case).
fn name_matches(name: &str, pattern: &str) -> bool {
    let mut parts = name.split('.');
    pattern.split('.').all(|want| {
        parts
            .next()
            .is_some_and(|have| want == "*" || have.eq_ignore_ascii_case(want))
    })
}

impl MaskMatch<'_> {
    fn matches(self, event: &Event, mask: u64) -> bool {
        match self {
            MaskMatch::Any => true,
            MaskMatch::Value(v) => v == mask,
            MaskMatch::Parts(p) => event.mask(mask).is_some_and(|m| name_matches(m.name, p)),
        }
    }
}

/// Every fault of a machine's derived monitors: a formula that does not read, a term that
/// resolves to nothing, a monitor that uses itself (the tables' own test).
pub fn check(machine: &'static Machine) -> Vec<FormulaError> {
    machine
        .derived
        .iter()
        .flat_map(|d| d.formulas.iter().map(move |f| (d, f)))
        .filter_map(|(d, f)| check_formula(machine, f, &mut vec![d.name]).err())
        .collect()
}

fn check_formula(
    machine: &'static Machine,
    formula: &str,
    stack: &mut Vec<&'static str>,
) -> Result<(), FormulaError> {
    let mut terms = Vec::new();
    terms_of(&parse(formula)?, &mut terms);
    for t in terms {
        match resolve(machine, &t) {
            None => {
                return Err(FormulaError::UnknownTerm {
                    formula: formula.to_string(),
                    term: t,
                    machine: machine.id,
                })
            }
            Some(Term::Event {
                event,
                mask: MaskMatch::Parts(p),
            }) if !event.masks.iter().any(|m| name_matches(m.name, p)) => {
                return Err(FormulaError::UnknownMask {
                    formula: formula.to_string(),
                    term: t.clone(),
                    event: event.name,
                })
            }
            Some(Term::Monitor(m)) => {
                if stack.contains(&m.name) {
                    return Err(FormulaError::Cycle(m.name));
                }
                stack.push(m.name);
                for f in m.formulas {
                    check_formula(machine, f, stack)?;
                }
                stack.pop();
            }
            Some(Term::Event { .. }) => {}
        }
    }
    Ok(())
}

fn terms_of(e: &Expr, out: &mut Vec<String>) {
    match e {
        Expr::Num(_) => {}
        Expr::Term(t) => out.push(t.clone()),
        Expr::Neg(a) => terms_of(a, out),
        Expr::Bin(_, a, b) => {
            terms_of(a, out);
            terms_of(b, out);
        }
    }
}

/// The derived monitors of `machine` that the counters in `uses` can compute, in the
/// machine's order.
pub fn evaluate<'a>(machine: &'static Machine, uses: &[CounterUse<'a>]) -> Vec<DerivedValue<'a>> {
    machine
        .derived
        .iter()
        .filter_map(|d| monitor(machine, d, uses, 0))
        .collect()
}

/// [`evaluate`] among `monitors` alone. Whether a monitor can be computed depends on the events
/// and masks the counters are programmed with, never on their counts, so a caller that keeps
/// the monitors [`evaluate`] found for a programming evaluates only those as the counts change.
pub fn evaluate_among<'a>(
    machine: &'static Machine,
    monitors: &[&'static Derived],
    uses: &[CounterUse<'a>],
) -> Vec<DerivedValue<'a>> {
    monitors
        .iter()
        .filter_map(|d| monitor(machine, d, uses, 0))
        .collect()
}

/// How deep monitors may use monitors (the tables use two levels; the bound keeps a table
/// fault from recursing without end).
const MAX_DEPTH: u32 = 4;

fn monitor<'a>(
    machine: &'static Machine,
    d: &'static Derived,
    uses: &[CounterUse<'a>],
    depth: u32,
) -> Option<DerivedValue<'a>> {
    if depth > MAX_DEPTH {
        return None;
    }
    d.formulas.iter().find_map(|f| {
        let expr = parse(f).ok()?;
        let mut terms = Vec::new();
        let value = eval(machine, &expr, uses, depth, &mut terms)?;
        Some(DerivedValue {
            monitor: d,
            formula: f,
            value,
            terms,
        })
    })
}

/// The value of an expression: `None` if a term is not counted, `Some(None)` if it is but a
/// denominator is 0.
fn eval<'a>(
    machine: &'static Machine,
    e: &Expr,
    uses: &[CounterUse<'a>],
    depth: u32,
    terms: &mut Vec<TermUse<'a>>,
) -> Option<Option<f64>> {
    Some(match e {
        Expr::Num(v) => Some(*v),
        Expr::Neg(a) => eval(machine, a, uses, depth, terms)?.map(|v| -v),
        Expr::Term(t) => match resolve(machine, t)? {
            Term::Monitor(m) => {
                let v = monitor(machine, m, uses, depth + 1)?;
                terms.extend(v.terms);
                v.value
            }
            Term::Event { event, mask } => {
                let u = uses
                    .iter()
                    .find(|u| std::ptr::eq(u.event, event) && mask.matches(event, u.mask))
                    .or_else(|| {
                        // Events that share a code (Montecito's 0x08) are one event to a
                        // counter: the catalogue row is found by code and mask.
                        uses.iter()
                            .find(|u| u.event.code == event.code && u.event.name == event.name)
                            .filter(|u| mask.matches(event, u.mask))
                    })?;
                terms.push(TermUse {
                    term: t.clone(),
                    counter: u.counter,
                    count: u.count,
                });
                Some(u.count as f64)
            }
        },
        Expr::Bin(op, a, b) => {
            let (a, b) = (
                eval(machine, a, uses, depth, terms)?,
                eval(machine, b, uses, depth, terms)?,
            );
            match (a, b) {
                (Some(a), Some(b)) => match op {
                    Op::Add => Some(a + b),
                    Op::Sub => Some(a - b),
                    Op::Mul => Some(a * b),
                    Op::Div => (b != 0.0).then(|| a / b),
                },
                _ => None,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which monitors evaluate depends on the events and masks in use, never on the counts
    /// (zero counts included, where a denominator is 0): so the monitors found once for a
    /// programming, evaluated alone, give what evaluating all of them gives at any counts.
    #[test]
    fn the_monitors_that_evaluate_do_not_depend_on_the_counts() {
        // Every event with each of these masks: single bits, and all of them.
        let masks: Vec<u64> = (0..8).map(|b| 1 << b).chain([0, 0xff, u64::MAX]).collect();
        for m in crate::MACHINES {
            let uses = |count: &dyn Fn(usize) -> u64| -> Vec<CounterUse<'static>> {
                m.events
                    .iter()
                    .flat_map(|event| masks.iter().map(move |&mask| (event, mask)))
                    .enumerate()
                    .map(|(i, (event, mask))| CounterUse {
                        counter: event.name,
                        event,
                        mask,
                        count: count(i),
                    })
                    .collect()
            };
            let first = evaluate(m, &uses(&|i| 1000 + 37 * i as u64));
            assert!(!first.is_empty(), "{}: no monitor evaluates", m.id);
            let monitors: Vec<&'static Derived> = first.iter().map(|v| v.monitor).collect();
            let counts: [&dyn Fn(usize) -> u64; 3] =
                [&|_| 0, &|i| (i as u64 * 7919) % 13, &|i| u64::MAX >> (i % 40)];
            for count in counts {
                assert_eq!(
                    evaluate_among(m, &monitors, &uses(count)),
                    evaluate(m, &uses(count)),
                    "{}",
                    m.id
                );
            }
        }
    }

    #[test]
    fn formulas_read_with_precedence() {
        let e = parse("96 - (A + B) / C").expect("parses");
        assert_eq!(
            e,
            Expr::Bin(
                Op::Sub,
                Box::new(Expr::Num(96.0)),
                Box::new(Expr::Bin(
                    Op::Div,
                    Box::new(Expr::Bin(
                        Op::Add,
                        Box::new(Expr::Term("A".into())),
                        Box::new(Expr::Term("B".into()))
                    )),
                    Box::new(Expr::Term("C".into()))
                ))
            )
        );
        assert!(matches!(parse("A +"), Err(FormulaError::Syntax { .. })));
        assert!(matches!(parse("(A"), Err(FormulaError::Syntax { .. })));
        assert!(matches!(parse("A B"), Err(FormulaError::Syntax { .. })));
        assert_eq!(parse("SHA-1_op").expect("parses"), Expr::Term("SHA-1_op".into()));
        assert!(matches!(parse("A - B").expect("parses"), Expr::Bin(Op::Sub, ..)));
    }

    #[test]
    fn mask_patterns_match_name_parts() {
        assert!(name_matches("BRL.SELF", "BRL.*"));
        assert!(name_matches("BRL.SELF", "BRL"));
        assert!(name_matches("DATA_READ.HIT", "data_read.hit"));
        assert!(!name_matches("BRIL.SELF", "BRL.*"));
        assert!(!name_matches("ALL", "ALL.ALL"));
    }
}
