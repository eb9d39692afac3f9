//! The simulator's log: what the hardware did (overflows, traps, hypercalls, interrupts, thread
//! switches), each entry with its cycle and its thread.

use std::fmt;

use super::action::Until;
use crate::hypervisor::HvStatus;
use crate::number::hex;

/// What happened, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// A counter wrapped.
    Overflow { counter: String, control: String },
    /// A trap was taken (or raised again while its condition holds).
    Trap {
        name: &'static str,
        counter: Option<String>,
        tpc: Option<u64>,
        ntc: bool,
        repeat: bool,
        note: String,
    },
    /// A trap the hardware would have raised but dropped (precise trap in hyperprivileged mode).
    TrapLost {
        name: &'static str,
        counter: String,
        reason: String,
    },
    /// A sun4v hypercall and its status.
    Hypercall {
        func: u64,
        name: &'static str,
        args: Vec<u64>,
        status: HvStatus,
        value: Option<u64>,
    },
    /// A remark about what the hardware did and why (from a programming note).
    Note { text: String },
    /// An interrupt (Montecito: the performance monitor interrupt raised on an overflow with
    /// PMC.oi = 1).
    Interrupt {
        name: &'static str,
        counter: Option<String>,
        note: String,
    },
    /// Monitoring froze (Montecito PMC0.fr set by hardware).
    Freeze { note: String },
    /// The core switched from one hardware thread to the other (Montecito 2.4.1).
    ThreadSwitch {
        from: u32,
        to: u32,
        reason: &'static str,
        urgency_from: u8,
        urgency_to: u8,
    },
}

impl LogKind {
    /// The `kind` string of the scenario JSON.
    pub fn name(&self) -> &'static str {
        match self {
            LogKind::Overflow { .. } => "overflow",
            LogKind::Trap { .. } => "trap",
            LogKind::TrapLost { .. } => "trap_lost",
            LogKind::Hypercall { .. } => "hypercall",
            LogKind::Note { .. } => "note",
            LogKind::Interrupt { .. } => "interrupt",
            LogKind::Freeze { .. } => "freeze",
            LogKind::ThreadSwitch { .. } => "thread_switch",
        }
    }

    /// The name an expectation's `name` matches: a trap's or an interrupt's name, a
    /// hypercall's status, a thread switch's reason (docs/scenarios.md).
    pub fn label(&self) -> Option<&'static str> {
        match self {
            LogKind::Trap { name, .. } | LogKind::TrapLost { name, .. } | LogKind::Interrupt { name, .. } => {
                Some(name)
            }
            LogKind::Hypercall { status, .. } => Some(status.name()),
            LogKind::ThreadSwitch { reason, .. } => Some(reason),
            LogKind::Overflow { .. } | LogKind::Note { .. } | LogKind::Freeze { .. } => None,
        }
    }
}

/// One log line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub cycle: u64,
    pub thread: Option<u32>,
    pub kind: LogKind,
}

impl LogEntry {
    /// The entry without its cycle number ("[0] overflow of PIC0 (PCR0.ov set)"), for views
    /// that show the cycle in a column of its own.
    pub fn describe(&self) -> String {
        let full = self.to_string();
        let prefix = format!("cycle {} ", self.cycle);
        full.strip_prefix(&prefix).unwrap_or(&full).to_string()
    }
}

impl fmt::Display for LogEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cycle {}", self.cycle)?;
        if let Some(t) = self.thread {
            write!(f, " [{t}]")?;
        }
        match &self.kind {
            LogKind::Overflow { counter, control } if control.contains('.') => {
                write!(f, " overflow of {counter} ({control} set)")
            }
            LogKind::Overflow { counter, control } => {
                write!(f, " overflow of {counter} ({control}.ov set)")
            }
            LogKind::Trap {
                name,
                counter,
                tpc,
                ntc,
                repeat,
                note,
            } => {
                write!(f, " trap {name}")?;
                if let Some(c) = counter {
                    write!(f, " ({c})")?;
                }
                if let Some(pc) = tpc {
                    write!(f, " TPC={}", hex(*pc, 64))?;
                }
                if *ntc {
                    write!(f, " ntc: handler must DONE")?;
                }
                if *repeat {
                    write!(f, " (again)")?;
                }
                if !note.is_empty() {
                    write!(f, ": {note}")?;
                }
                Ok(())
            }
            LogKind::TrapLost {
                name,
                counter,
                reason,
            } => write!(f, " {name} for {counter} lost: {reason}"),
            LogKind::Hypercall {
                name,
                args,
                status,
                value,
                ..
            } => {
                let args: Vec<String> = args.iter().map(|a| hex(*a, 64)).collect();
                write!(f, " hypercall {name}({}) -> {}", args.join(", "), status.name())?;
                if let Some(v) = value {
                    write!(f, " {}", hex(*v, 64))?;
                }
                Ok(())
            }
            LogKind::Note { text } => write!(f, " {text}"),
            LogKind::Interrupt { name, counter, note } => {
                write!(f, " interrupt {name}")?;
                if let Some(c) = counter {
                    write!(f, " ({c})")?;
                }
                if !note.is_empty() {
                    write!(f, ": {note}")?;
                }
                Ok(())
            }
            LogKind::Freeze { note } => write!(f, " freeze: {note}"),
            LogKind::ThreadSwitch {
                from,
                to,
                reason,
                urgency_from,
                urgency_to,
            } => write!(
                f,
                " thread switch {from} -> {to} ({reason}; urgencies {urgency_from} vs {urgency_to})"
            ),
        }
    }
}

/// Whether a log entry satisfies a `run until` condition.
pub fn stops(until: Until, entry: &LogEntry) -> bool {
    match until {
        Until::Overflow => matches!(entry.kind, LogKind::Overflow { .. }),
        Until::Trap => matches!(entry.kind, LogKind::Trap { .. } | LogKind::Interrupt { .. }),
        Until::ThreadSwitch => matches!(entry.kind, LogKind::ThreadSwitch { .. }),
        Until::Cycle(_) => false,
    }
}
