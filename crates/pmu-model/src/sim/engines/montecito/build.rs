//! Building a thread's Itanium stream: its base (what retires, the branches, the misses and the
//! stalls, [`ItStream::base`]), then its pipeline detail ([`super::detail`]), then its memory
//! hierarchy and system interface ([`super::memory`]).

use std::sync::Arc;

use super::occ::Occs;
use super::stream::ItStream;
use super::{detail, memory};
use crate::sim::workload::{Period, Rng, WorkloadSpec};

impl ItStream {
    /// The Itanium view of `period` (hardware context `context`, workload `seed`).
    pub fn generate(period: Arc<Period>, spec: &WorkloadSpec, seed: u64, context: u32) -> ItStream {
        let mut s = ItStream::base(period, spec, seed, context);
        // The detail has a random stream of its own, so that the retirement, branches and
        // misses of the base (and what the trace buffer and the EARs capture) do not depend
        // on it.
        let mut rng = Rng::new(
            seed ^ 0xde7a_11ed_0000_0000 ^ (u64::from(context) + 11).wrapping_mul(0xc2b2_ae3d_27d4_eb4f),
        );
        let mut occ = Occs::new();
        detail::pipeline(&mut s, spec, &mut rng, &mut occ);
        memory::hierarchy(&mut s, spec, &mut rng, &mut occ);
        occ.finish(&mut s);
        s
    }
}
