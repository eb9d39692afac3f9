//! The register values that program an assignment on a simulated machine: what PCLstart writes
//! before it clears and starts the counters (seed 002, L2155-L2161). Values are made with the
//! machine's own register tables (`decode::encode`), so a field name or value the tables do not
//! know is an error here, not a wrong number. How they are made follows the shape of the
//! machine's control registers, which its description gives (`Machine::control`):
//!
//! - A PCR per PIC (SPARC T4): PCRn for each PICn in use: `sl`, `mask`, and the mode bits `ut`
//!   (user), `st` (privileged), `ht` (hyperprivileged, only for a term that must ignore the
//!   mode); then PICn = 0 (seed 000 TABLE 10-1, 10-3).
//! - One PCR over a packed PIC (SPARC KT): `sl0`/`mask0` for pic0, `sl1`/`mask1` for pic1, `ut`
//!   and `st` for both; then PIC = 0.
//! - A PMC per PMD (Montecito): PMCn for each PMDn in use: `es`, `umask`, `plm` (PL3 user, PL0
//!   system), `pm` = 0 (a user monitor, enabled by PSR.up), `ism` = b10 (the only supported
//!   setting), `MESI` = b1111 for MESI-filtered events (to count all occurrences); then PMDn = 0
//!   (seed 003 Table 3-6, 3-7). PSR.up must be 1 for the monitors to count.

use thiserror::Error;

use super::avail::{Native, Program};
use super::query::{Assignment, Placement};
use super::Mode;
use crate::decode::{self, EncodeError};
use crate::machine::{CounterControl, Machine};
use crate::machines::machine;

/// One register write: the register, its value, and the fields that make it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegWrite {
    pub reg: &'static str,
    pub value: u64,
    /// The field assignments, as typed (name, value).
    pub fields: Vec<(&'static str, String)>,
}

/// How a counter is read back: the register, and where the count sits in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterReg {
    /// The counter as the assignment names it ("PIC1", "pic0", "PMD5").
    pub counter: &'static str,
    /// The register that holds it ("PIC1", "PIC", "PMD5").
    pub reg: &'static str,
    /// The count's lowest bit in the register.
    pub shift: u32,
    /// Its width: 32 for SPARC PICs, 47 for Montecito PMDs.
    pub bits: u32,
}

impl CounterReg {
    /// The count in a register value.
    pub fn extract(&self, value: u64) -> u64 {
        (value >> self.shift) & crate::number::ones(self.bits)
    }
}

/// The programming of an assignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Programming {
    pub machine: &'static str,
    /// The control register writes, then the counter clears, in order.
    pub writes: Vec<RegWrite>,
    /// Writes that stop counting again (PCLstop): the control registers with their mode bits
    /// cleared.
    pub stop: Vec<RegWrite>,
    /// The counters in use and where to read them.
    pub counters: Vec<CounterReg>,
    /// What else must hold for the counters to count (Montecito: PSR.up = 1).
    pub requires: Vec<&'static str>,
}

/// Why an assignment could not be turned into register values.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProgramError {
    #[error("{processor} is not a simulated machine: the paper's processors have no register model here")]
    NotSimulated { processor: &'static str },
    #[error("{term} on {counter}: no encoding for this native event")]
    NoEncoding { term: String, counter: &'static str },
    #[error("{counter} is not a counter of {machine}")]
    BadCounter {
        machine: &'static str,
        counter: &'static str,
    },
    #[error(transparent)]
    Encode(#[from] EncodeError),
}

impl Assignment {
    /// On a simulated machine, the register values that program this assignment. It is
    /// defined here, beside [`program`], so that the countability check does not import the
    /// programming that builds on it.
    pub fn program(&self) -> Result<Programming, ProgramError> {
        program(self)
    }
}

/// The register values that program `a` on its simulated machine.
pub fn program(a: &Assignment) -> Result<Programming, ProgramError> {
    let id = a.processor.id;
    let m = machine(id).ok_or(ProgramError::NotSimulated { processor: id })?;
    let mut used: Vec<&Placement> = a
        .events
        .iter()
        .flat_map(|e| e.placements.iter())
        .filter(|p| !p.outside)
        .collect();
    // Registers are written in counter order, the order a reader expects.
    crate::sort::sort_by_key(&mut used, |p| {
        a.processor.counters.iter().position(|c| *c == p.counter)
    });
    match m.control {
        CounterControl::PcrPerPic => pcr_per_pic(m, a.mode, &used, a),
        CounterControl::SharedPcr => shared_pcr(m, a.mode, &used, a),
        CounterControl::PmcPerPmd => pmc_per_pmd(m, a.mode, &used, a),
    }
}

/// The native event of a placement (a simulated machine's terms are single events).
fn native_of(a: &Assignment, p: &Placement) -> Result<(&'static Native, Program), ProgramError> {
    let err = || ProgramError::NoEncoding {
        term: p.term.key(),
        counter: p.counter,
    };
    let id = p.term.ids().first().ok_or_else(err)?;
    let n = a.processor.native(id).ok_or_else(err)?;
    let prog = n.program.ok_or_else(err)?;
    Ok((n, prog))
}

fn write(
    m: &Machine,
    reg: &'static str,
    fields: Vec<(&'static str, String)>,
) -> Result<RegWrite, ProgramError> {
    let r = m.register(reg).ok_or(ProgramError::BadCounter {
        machine: m.id,
        counter: reg,
    })?;
    let pairs: Vec<(&str, &str)> = fields.iter().map(|(f, v)| (*f, v.as_str())).collect();
    let value = decode::encode(m, r, &pairs)?;
    Ok(RegWrite {
        reg: r.name,
        value,
        fields,
    })
}

fn bit(on: bool) -> String {
    u64::from(on).to_string()
}

fn pcr_per_pic(
    m: &Machine,
    mode: Mode,
    used: &[&Placement],
    a: &Assignment,
) -> Result<Programming, ProgramError> {
    let mut writes = Vec::new();
    let mut clears = Vec::new();
    let mut stop = Vec::new();
    let mut counters = Vec::new();
    for p in used {
        let (_, prog) = native_of(a, p)?;
        let Program::SlMask { sl, mask } = prog else {
            return Err(ProgramError::NoEncoding {
                term: p.term.key(),
                counter: p.counter,
            });
        };
        let n = p.counter.strip_prefix("PIC").ok_or(ProgramError::BadCounter {
            machine: m.id,
            counter: p.counter,
        })?;
        let pcr: &'static str = match n {
            "0" => "PCR0",
            "1" => "PCR1",
            "2" => "PCR2",
            "3" => "PCR3",
            _ => {
                return Err(ProgramError::BadCounter {
                    machine: m.id,
                    counter: p.counter,
                })
            }
        };
        let (ut, st, ht) = if p.all_modes {
            (true, true, true)
        } else {
            (mode.counts_user(), mode.counts_system(), false)
        };
        writes.push(write(
            m,
            pcr,
            vec![
                ("sl", sl.to_string()),
                ("mask", format!("{mask:#x}")),
                ("ut", bit(ut)),
                ("st", bit(st)),
                ("ht", bit(ht)),
            ],
        )?);
        stop.push(write(
            m,
            pcr,
            vec![("sl", sl.to_string()), ("mask", format!("{mask:#x}"))],
        )?);
        clears.push(write(m, p.counter, vec![("counter", "0".into())])?);
        counters.push(CounterReg {
            counter: p.counter,
            reg: p.counter,
            shift: 0,
            bits: 32,
        });
    }
    writes.extend(clears);
    Ok(Programming {
        machine: m.id,
        writes,
        stop,
        counters,
        requires: Vec::new(),
    })
}

fn shared_pcr(
    m: &Machine,
    mode: Mode,
    used: &[&Placement],
    a: &Assignment,
) -> Result<Programming, ProgramError> {
    let mut fields: Vec<(&'static str, String)> = Vec::new();
    let mut stop_fields: Vec<(&'static str, String)> = Vec::new();
    let mut counters = Vec::new();
    let mut all_modes = false;
    for p in used {
        let (_, prog) = native_of(a, p)?;
        let Program::SlMask { sl, mask } = prog else {
            return Err(ProgramError::NoEncoding {
                term: p.term.key(),
                counter: p.counter,
            });
        };
        let (slf, maskf, shift) = match p.counter {
            "pic0" => ("sl0", "mask0", 0),
            "pic1" => ("sl1", "mask1", 32),
            _ => {
                return Err(ProgramError::BadCounter {
                    machine: m.id,
                    counter: p.counter,
                })
            }
        };
        all_modes |= p.all_modes;
        for f in [&mut fields, &mut stop_fields] {
            f.push((slf, format!("{sl:#x}")));
            f.push((maskf, format!("{mask:#x}")));
        }
        counters.push(CounterReg {
            counter: p.counter,
            reg: "PIC",
            shift,
            bits: 32,
        });
    }
    // One PCR: its ut and st count both counters in the PCL mode.
    fields.push(("ut", bit(all_modes || mode.counts_user())));
    fields.push(("st", bit(all_modes || mode.counts_system())));
    let writes = vec![
        write(m, "PCR", fields)?,
        write(m, "PIC", vec![("pic0", "0".into()), ("pic1", "0".into())])?,
    ];
    let stop = vec![write(m, "PCR", stop_fields)?];
    Ok(Programming {
        machine: m.id,
        writes,
        stop,
        counters,
        requires: vec!["the PCR is written in privileged mode (WRASR %pcr traps in user mode)"],
    })
}

/// The PMC of a PMD: PMCn programs PMDn (seed 003 section 3.3.2).
fn pmc_of(machine: &'static str, counter: &'static str) -> Result<&'static str, ProgramError> {
    const PAIRS: [(&str, &str); 12] = [
        ("PMD4", "PMC4"),
        ("PMD5", "PMC5"),
        ("PMD6", "PMC6"),
        ("PMD7", "PMC7"),
        ("PMD8", "PMC8"),
        ("PMD9", "PMC9"),
        ("PMD10", "PMC10"),
        ("PMD11", "PMC11"),
        ("PMD12", "PMC12"),
        ("PMD13", "PMC13"),
        ("PMD14", "PMC14"),
        ("PMD15", "PMC15"),
    ];
    PAIRS
        .iter()
        .find(|(d, _)| *d == counter)
        .map(|(_, c)| *c)
        .ok_or(ProgramError::BadCounter { machine, counter })
}

/// plm for a mode: bit n enables privilege level n (seed 003 Table 3-6); user code runs at
/// PL3 and the kernel at PL0.
fn plm(mode: Mode, all_modes: bool) -> u64 {
    if all_modes {
        0b1111
    } else {
        match mode {
            Mode::User => 0b1000,
            Mode::System => 0b0001,
            Mode::UserSystem => 0b1001,
        }
    }
}

fn pmc_per_pmd(
    m: &'static Machine,
    mode: Mode,
    used: &[&Placement],
    a: &Assignment,
) -> Result<Programming, ProgramError> {
    let mut writes = Vec::new();
    let mut clears = Vec::new();
    let mut stop = Vec::new();
    let mut counters = Vec::new();
    for p in used {
        let (_, prog) = native_of(a, p)?;
        let Program::EsUmask { es, umask } = prog else {
            return Err(ProgramError::NoEncoding {
                term: p.term.key(),
                counter: p.counter,
            });
        };
        let pmc = pmc_of(m.id, p.counter)?;
        let mesi = m.event_for(es, Some(umask)).is_some_and(|e| e.mesi);
        let mut fields = vec![
            ("es", format!("{es:#x}")),
            ("umask", format!("{umask:#x}")),
            ("plm", format!("{:#x}", plm(mode, p.all_modes))),
            ("pm", "0".to_string()),
            ("ism", "0x2".to_string()),
        ];
        if mesi {
            fields.push(("MESI", "0xf".into()));
        }
        writes.push(write(m, pmc, fields)?);
        stop.push(write(
            m,
            pmc,
            vec![
                ("es", format!("{es:#x}")),
                ("umask", format!("{umask:#x}")),
                ("plm", "0".into()),
                ("ism", "0x2".into()),
            ],
        )?);
        clears.push(write(m, p.counter, vec![("count", "0".into())])?);
        counters.push(CounterReg {
            counter: p.counter,
            reg: p.counter,
            shift: 0,
            bits: 47,
        });
    }
    writes.extend(clears);
    Ok(Programming {
        machine: m.id,
        writes,
        stop,
        counters,
        requires: vec![
            "PSR.up = 1: the PMCs are user monitors (pm = 0), enabled by PSR.up (seed 003 Table 3-6)",
        ],
    })
}
