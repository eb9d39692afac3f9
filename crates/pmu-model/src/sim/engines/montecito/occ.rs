//! The occurrences of a stream as they are generated ([`Occs`]), and the ports that keep every
//! event under its maximum increment per cycle ([`Port`]). [`super::detail`] and
//! [`super::memory`] add to them; [`Occs::finish`] sorts and indexes them into the stream.

use super::signal::{self, Occ};
use super::stream::ItStream;
use crate::sim::workload::PERIOD;

/// Shared resources that take at most a few occurrences per cycle: an occurrence that finds its
/// port full waits for the next cycle with room, as a pipelined cache or bus serialises its
/// requests. That keeps every event under its maximum increment per cycle (Table 4-42) without
/// clamping, so that unions stay the sums of their parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Port {
    /// One L3 access per cycle (L3_REFERENCES: Max Inc/Cyc 1).
    L3,
    /// One bus transaction per cycle (BUS_ALL.ANY: 1).
    Bus,
    /// One primary L2D miss per cycle (L2D_MISSES: 1).
    L2dMiss,
    /// One L2I request per cycle (L2I_READS.ALL.ALL: 1).
    L2i,
    /// One bundle pair into the front end per cycle (ISB_BUNPAIRS_IN: 1).
    Isb,
    /// One L2D fill per cycle (L2D_FILL_MESI_STATE: 1).
    L2dFill,
    /// One canceled L3 access per cycle (L2D_L3ACCESS_CANCEL: 1).
    L3Cancel,
    /// One snoop coalescing buffer insert and one signoff per cycle (SI_SCB_INSERTS,
    /// SI_SCB_SIGNOFFS: 1).
    Scb,
    Signoff,
    /// One data cycle, one back-to-back burst and one snoop stall on the bus per cycle.
    BusData,
    BusB2b,
    SnoopStall,
    /// One bus request queue insert per cycle (ER_BRQ_REQ_INSERTED: 1).
    BrqInsert,
    /// Two RSE references per cycle (RSE_REFERENCES_RETIRED: 2).
    RseRef,
    /// One L1I prefetch request, streaming prefetch, fetch hit and snoop per cycle (1 each).
    L1iPrefetch,
    L1iStrm,
    L1iFetchHit,
    L1iSnoop,
    /// One ITLB miss per cycle (ITLB_MISSES_FETCH: 1).
    Itlb,
    /// The two store ports, which store instructions and RSE spills share (STORES_RETIRED:
    /// 2, "Only ports 2 and 3 are counted").
    Store,
    /// Two write queue inserts per cycle (SI_WRITEQ_INSERTS: 2).
    WriteQ,
    /// The two load ports of the L1D, which integer loads and RSE fills share (L1D_READS: 2,
    /// "Only ports 0 and 1 are measured").
    Load,
    /// One recirculate issued from the OzQ per cycle (L2D_ISSUED_RECIRC_OZQ_ACC: 1).
    Recirc,
}

const PORTS: usize = Port::Recirc as usize + 1;

/// The occurrences of a stream as they are generated, with the ports' use per cycle.
pub(super) struct Occs {
    list: Vec<(u32, Occ)>,
    ports: Vec<Vec<u8>>,
}

impl Occs {
    pub(super) fn new() -> Occs {
        Occs {
            list: Vec::with_capacity(4 * PERIOD),
            ports: vec![Vec::new(); PORTS],
        }
    }

    /// `n` of `member` of `family` in cycle `pos` of the period (cyclic).
    pub(super) fn add(&mut self, pos: usize, family: u8, member: u8, n: u8) {
        self.add_mesi(pos, family, member, n, 0);
    }

    pub(super) fn add_mesi(&mut self, pos: usize, family: u8, member: u8, n: u8, mesi: u8) {
        if n > 0 {
            self.list.push((
                (pos % PERIOD) as u32,
                Occ {
                    sig: signal::sig(family, member),
                    n,
                    mesi,
                },
            ));
        }
    }

    /// The first cycle at or after `pos` (cyclically) in which `port` has had fewer than `cap`
    /// uses, which the caller then uses.
    pub(super) fn place(&mut self, port: Port, cap: u8, pos: usize) -> usize {
        let uses = &mut self.ports[port as usize];
        if uses.is_empty() {
            uses.resize(PERIOD, 0);
        }
        for k in 0..PERIOD {
            let p = (pos + k) % PERIOD;
            if uses[p] < cap {
                uses[p] += 1;
                return p;
            }
        }
        pos % PERIOD
    }

    /// Count `n` uses of `port` in cycle `pos` that were made elsewhere (the instructions of the
    /// cycle itself).
    pub(super) fn preload(&mut self, port: Port, pos: usize, n: u8) {
        let uses = &mut self.ports[port as usize];
        if uses.is_empty() {
            uses.resize(PERIOD, 0);
        }
        uses[pos % PERIOD] += n;
    }

    /// The first cycle at or after `pos` in which both ports have room; both are then used.
    pub(super) fn place2(&mut self, a: Port, cap_a: u8, b: Port, cap_b: u8, pos: usize) -> usize {
        for port in [a, b] {
            if self.ports[port as usize].is_empty() {
                self.ports[port as usize].resize(PERIOD, 0);
            }
        }
        for k in 0..PERIOD {
            let p = (pos + k) % PERIOD;
            if self.ports[a as usize][p] < cap_a && self.ports[b as usize][p] < cap_b {
                self.ports[a as usize][p] += 1;
                self.ports[b as usize][p] += 1;
                return p;
            }
        }
        pos % PERIOD
    }

    /// Whether `port` is in use in cycle `pos`.
    pub(super) fn busy(&self, port: Port, pos: usize) -> bool {
        self.ports[port as usize]
            .get(pos % PERIOD)
            .is_some_and(|u| *u > 0)
    }

    /// Sort the occurrences by cycle (stable: the order of generation within a cycle) and
    /// index them.
    pub(super) fn finish(mut self, s: &mut ItStream) {
        crate::sort::sort_by_key(&mut self.list, |(pos, _)| *pos);
        let mut at = Vec::with_capacity(PERIOD + 1);
        let mut occ = Vec::with_capacity(self.list.len());
        let mut k = 0;
        for i in 0..PERIOD {
            at.push(occ.len() as u32);
            while k < self.list.len() && self.list[k].0 as usize == i {
                occ.push(self.list[k].1);
                k += 1;
            }
        }
        at.push(occ.len() as u32);
        s.occ = occ;
        s.occ_at = at;
    }
}
