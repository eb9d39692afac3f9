//! The sun4v API that gives guests access to KT performance registers (seed 001 section 3):
//! the PerfReg# numbering of section 3.1 as data with a lookup, the function and group numbers
//! of section 3.2, and the hypervisor status codes the calls return.
//!
//! This module holds data only; what a hypercall does to the machine belongs to the simulator.

use thiserror::Error;

pub use crate::hypervisor::HvStatus;
use crate::hypervisor::Hypercall;

/// Function number of `kt_get_perfreg` (seed 001 section 3.2; Solaris niagara2regs.h
/// `HV_KT_GETPERF`).
pub const KT_GET_PERFREG: u64 = 0x122;
/// Function number of `kt_set_perfreg` (seed 001 section 3.2; Solaris niagara2regs.h
/// `HV_KT_SETPERF`).
pub const KT_SET_PERFREG: u64 = 0x123;
/// The hypercalls of the API, by name and function number (seed 001 section 3.2).
pub static HYPERCALLS: &[Hypercall] = &[
    Hypercall {
        name: "KT_GET_PERFREG",
        number: KT_GET_PERFREG,
    },
    Hypercall {
        name: "KT_SET_PERFREG",
        number: KT_SET_PERFREG,
    },
];
/// The API group "KT Performance Counters" (seed 001 section 3.2; Linux
/// arch/sparc/include/asm/hypervisor.h `HV_GRP_KT_CPU`).
pub const API_GROUP: u64 = 0x209;
/// The software trap number of sun4v fast traps, through which both calls are made with the
/// function number in %o5 (seed 001 names the trap FAST_TRAP; its number is from Linux
/// arch/sparc/include/asm/hypervisor.h `HV_FAST_TRAP`).
pub const FAST_TRAP: u64 = 0x80;
/// The most nodes a KT system has: "up to a four way glueless coherent system" (seed 001
/// section 2.0).
pub const MAX_NODES: u8 = 4;
/// PerfReg numbers used by each node (seed 001 section 3.1: `2+i*6` .. `7+i*6`).
pub const PERFREGS_PER_NODE: u64 = 6;

/// Whether a performance register belongs to the calling strand's node or to a given node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PerfRegScope {
    /// "local": the current strand (SPARC PCR) or all L2 banks of the local node.
    Local,
    /// "node-i": a register of node `i`.
    Node(u8),
}

/// One row of the PerfReg# table of seed 001 section 3.1. Rows with a node scope stand for
/// one register per node: their number is `first + i * PERFREGS_PER_NODE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PerfRegRow {
    /// The number for node 0 (or the only number of a local row).
    pub first: u64,
    /// Whether the row repeats per node.
    pub per_node: bool,
    /// The description as the table writes it: "SPARC PCR", "NODEi_MCU0_PCR".
    pub description: &'static str,
    /// The register of this machine's register table that the number reaches.
    pub register: &'static str,
    /// The node-local address, for DRAM registers.
    pub local_address: Option<u64>,
    /// The offset within a node's DRAM space of the global address ("DRAMi.0000.0408").
    pub global_offset: Option<u64>,
}

/// Seed 001 section 3.1, "PerfReg# to access the performance control and counter registers".
pub static PERFREG_TABLE: [PerfRegRow; 8] = [
    PerfRegRow {
        first: 0,
        per_node: false,
        description: "SPARC PCR",
        register: "PCR",
        local_address: None,
        global_offset: None,
    },
    PerfRegRow {
        first: 1,
        per_node: false,
        description: "all L2 Bank CRs",
        register: "L2_CONTROL_REG",
        local_address: None,
        global_offset: None,
    },
    dram_row(2, "NODEi_MCU0_PCR", "MCU0_PCR", 0x0408),
    dram_row(3, "NODEi_MCU0_PIC01", "MCU0_PIC01", 0x0410),
    dram_row(4, "NODEi_MCU0_PIC23", "MCU0_PIC23", 0x0418),
    dram_row(5, "NODEi_MCU1_PCR", "MCU1_PCR", 0x1408),
    dram_row(6, "NODEi_MCU1_PIC01", "MCU1_PIC01", 0x1410),
    dram_row(7, "NODEi_MCU1_PIC23", "MCU1_PIC23", 0x1418),
];

/// A per-node DRAM row: local address 0x84.0000.xxxx, global address DRAMi.0000.xxxx.
const fn dram_row(first: u64, description: &'static str, register: &'static str, offset: u64) -> PerfRegRow {
    PerfRegRow {
        first,
        per_node: true,
        description,
        register,
        local_address: Some(0x84_0000_0000 | offset),
        global_offset: Some(offset),
    }
}

/// A PerfReg# resolved for a given system: which register it reaches and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerfReg {
    pub number: u64,
    pub scope: PerfRegScope,
    /// The name as seed 001 section 3.1 writes it with `i` filled in: "SPARC PCR",
    /// "NODE1_MCU0_PIC01".
    pub name: String,
    /// The register of this machine's register table ("PCR", "MCU0_PIC01").
    pub register: &'static str,
    /// The node-local address ("0x84.0000.0410" is 0x84_0000_0410).
    pub local_address: Option<u64>,
    /// The global address as the table writes it: "DRAM1.0000.0410".
    pub global_address: Option<String>,
}

/// Why a PerfReg# does not name a register.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PerfRegError {
    /// Beyond the numbers of the largest system (0..=25 for four nodes).
    #[error("PerfReg# {number} is out of range: the largest is {max} (EINVAL)")]
    OutOfRange { number: u64, max: u64 },
    /// A DRAM register of a node that this system does not have.
    #[error(
        "PerfReg# {number} is a register of node {node}, but the system has {nodes} node(s) (ENOTSUPPORTED)"
    )]
    AbsentNode { number: u64, node: u64, nodes: u8 },
    /// The system description itself is impossible.
    #[error("a KT system has 1 to {MAX_NODES} nodes, not {nodes}")]
    BadNodeCount { nodes: u8 },
}

impl PerfRegError {
    /// The status a hypervisor returns for this number. A bad node count is a configuration
    /// error no guest can cause; it maps to EINVAL for want of a better code.
    pub fn status(&self) -> HvStatus {
        match self {
            PerfRegError::OutOfRange { .. } | PerfRegError::BadNodeCount { .. } => HvStatus::Einval,
            PerfRegError::AbsentNode { .. } => HvStatus::Enotsupported,
        }
    }
}

/// The largest PerfReg# of any KT system: node 3's last register.
pub const MAX_PERFREG: u64 = 1 + MAX_NODES as u64 * PERFREGS_PER_NODE;

/// Resolve a PerfReg# on a system of `nodes` nodes.
///
/// The seed gives two errors for bad numbers: EINVAL "when the register number is out of
/// range" and ENOTSUPPORTED "when the regid is not supported" (section 3.2). This model takes
/// the range to be the numbering of the largest system (0..=25) and a number of a node the
/// system lacks to be "not supported"; the seed does not say which applies to such a number.
pub fn perfreg(number: u64, nodes: u8) -> Result<PerfReg, PerfRegError> {
    if nodes == 0 || nodes > MAX_NODES {
        return Err(PerfRegError::BadNodeCount { nodes });
    }
    if number > MAX_PERFREG {
        return Err(PerfRegError::OutOfRange {
            number,
            max: MAX_PERFREG,
        });
    }
    if number < 2 {
        let row = &PERFREG_TABLE[number as usize];
        return Ok(PerfReg {
            number,
            scope: PerfRegScope::Local,
            name: row.description.to_string(),
            register: row.register,
            local_address: None,
            global_address: None,
        });
    }
    let node = (number - 2) / PERFREGS_PER_NODE;
    let index = (number - 2) % PERFREGS_PER_NODE;
    if node >= u64::from(nodes) {
        return Err(PerfRegError::AbsentNode { number, node, nodes });
    }
    // `index` is below PERFREGS_PER_NODE, so the row exists; the per-node rows follow the
    // two local ones.
    let row = &PERFREG_TABLE[2 + index as usize];
    Ok(PerfReg {
        number,
        scope: PerfRegScope::Node(node as u8),
        name: row.description.replacen("NODEi", &format!("NODE{node}"), 1),
        register: row.register,
        local_address: row.local_address,
        global_address: row
            .global_offset
            .map(|offset| format!("DRAM{node}.0000.{offset:04x}")),
    })
}

/// The PerfReg# of a register of this machine on `node` (ignored for the local registers):
/// the inverse of [`perfreg`]. `None` for a register the API does not reach or a node beyond
/// [`MAX_NODES`].
pub fn perfreg_number(register: &str, node: u8) -> Option<u64> {
    let row = PERFREG_TABLE
        .iter()
        .find(|r| r.register.eq_ignore_ascii_case(register.trim()))?;
    if !row.per_node {
        return Some(row.first);
    }
    if node >= MAX_NODES {
        return None;
    }
    Some(row.first + u64::from(node) * PERFREGS_PER_NODE)
}
