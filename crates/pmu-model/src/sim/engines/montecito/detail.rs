//! The pipeline detail of a thread's Itanium stream, cycle by cycle (seed 003 sections 4.4 to
//! 4.7, 4.9, 4.12): why a cycle that retires nothing is a bubble (one cause per cycle, in the
//! priority of section 4.6, with the unprioritised sub-causes of Tables 4-46, 4-48, 4-50), what
//! the front end lost and why, how many syllables dispersal issued and why not six, and the
//! execution events of retiring cycles: predicated-off instructions, floating-point exceptions,
//! advanced and speculative loads, serialisation, the register stack engine, and the branch
//! detail the branch events need.
//!
//! The stream already says which cycles retire and which stall and why (a miss, a mispredict,
//! the front end); this module refines that and adds what an Itanium 2 core has beyond it, from a
//! random stream of its own. Where the manual gives no rate, the rate is a constant here with the
//! reason, or a workload knob ([`WorkloadSpec`]) where a user would want to vary it.
//!
//! The equations of the manual hold by construction: every cycle that retires nothing has one
//! back-end cause, so BACK_END_BUBBLE.ALL is the sum of the five parts (L1965); a cycle whose
//! dispersal is not stalled disperses or accounts for six syllables, so 6 * (CPU_OP_CYCLES -
//! DISP_STALLED) = INST_DISPERSED + SYLL_NOT_DISPERSED.ALL - SYLL_OVERCOUNT.ALL (L1906); and no
//! union of a cycle exceeds its event's maximum increment.

use super::occ::{Occs, Port};
use super::signal::{self, exe, fam, fp, l1d, lost, lost_bw, rse, rse_sig, spec, Be};
use super::stream::{fl, BrKind, ItCycle, ItStream};
use crate::sim::workload::{Cnt, Ev, Rng, WorkloadSpec, PERIOD};

/// What the last retiring cycle did, which the bubbles after it are attributed to.
#[derive(Clone, Copy, Debug, Default)]
struct Last {
    loads: u32,
    stores: u32,
    fp: u32,
    taken: bool,
    dtlb_transfer: bool,
    dtlb_walk: bool,
    l3_miss: bool,
    l2_miss: bool,
    fp_load: bool,
    itlb: bool,
    alat: bool,
    spec: bool,
}

/// Probability that a bundle pair holds an MLX bundle (movl, brl): dispersal then takes a
/// one-syllable hit (Table 4-126). The manual gives no rate; long immediates are a few percent
/// of compiled code.
const MLX: f64 = 0.04;
/// Probability that the syllables not dispersed in a cycle include an overcount (section 4.4:
/// "this number should be small"), of one syllable (four in five) or two.
const OVERCOUNT: f64 = 0.04;
/// Share of a group's missing syllables that an explicit stop (the compiler's S-bits and
/// templates 1 and 5) rather than an implicit one (asymmetry, oversubscription) accounts for.
const EXPLICIT: f64 = 0.7;
/// Wrong-path syllables dispersed in the first cycles of a branch mispredict flush, before the
/// branch resolves: the cycles disperse (and are not DISP_STALLED) but retire nothing.
const WRONG_PATH_CYCLES: usize = 2;
/// Branch detail rates, where the manual is silent: a taken IP-relative branch is a call; the
/// last of two branches in one bundle has an unknown prediction; a bundle's stg, rot or pfs
/// is mispredicted in the back end; a cycle's branches sit on port B0 (encoded) and, rarely,
/// oversubscribe the branch ports; the front end loses a resteer bubble after a taken branch.
const CALL: f64 = 0.2;
const UNKNOWN: f64 = 0.5;
const BE_MISPRED: f64 = 0.01;
const ENCODED: f64 = 0.85;
const OVERSUB: f64 = 0.06;
const RESTEER_BUBBLE: f64 = 0.5;
/// Registers an RSE spill or fill moves, and how many cycles an RSE stall lasts.
const RSE_REGS: u32 = 8;
const RSE_STALL: u8 = 4;

/// Fill in the pipeline detail of every cycle of `s` and its execution occurrences.
pub(super) fn pipeline(s: &mut ItStream, spec: &WorkloadSpec, rng: &mut Rng, occ: &mut Occs) {
    let period = s.period.clone();
    let mut last = Last::default();
    // Bubbles that an event of a retiring cycle asks for: an exception flush (XPN), an RSE
    // stall; each waits for the next cycle that retires nothing, within a few cycles.
    let mut xpn: u8 = 0;
    let mut xpn_until = 0usize;
    let mut rse_stall: u8 = 0;
    let mut rse_kind: u16 = 0;
    // The register stack: the current frame's registers, and the registers of earlier frames
    // still in the physical file, not yet spilled (dirty).
    let mut current: u32 = 12;
    let mut dirty: u32 = 20;
    // Cycles into the current run of bubbles, and its first cycle's original cause.
    let mut run = 0usize;
    let mut bi = 0usize;
    for (i, r) in period.recs.iter().enumerate() {
        occ.preload(Port::Store, i, r.count(Cnt::Store) as u8);
        occ.preload(Port::Load, i, r.count(Cnt::Load) as u8);
    }
    for i in 0..PERIOD {
        let rec = &period.recs[i];
        let first_branch = bi;
        while bi < s.branches.len() && s.branches[bi].pos as usize == i {
            bi += 1;
        }
        let c = &mut s.cycles[i];
        // An interruption into the kernel (a system call) or the return from it flushes the
        // pipeline; the kernel switches register banks on entry and computes loadrs on
        // return; now and then it purges an ITLB entry.
        if c.has(fl::PHASE_CHANGE) {
            xpn = xpn.max(2);
            xpn_until = i + 4;
            let entering = rec.phase > 0;
            rse_stall = RSE_STALL / 2;
            rse_kind = if entering {
                rse::BANK_SWITCH
            } else {
                rse::LOADRS | rse::BANK_SWITCH
            };
            if rng.chance(0.1) {
                occ.add(i, fam::CORE, signal::core::L1I_PURGE, 1);
            }
        }
        if c.retired == 0 {
            let (cause, sub, fe_lost, ideal) =
                bubble(c.flags, rec.has(Ev::Sel0Ready), run, &last, rng, spec, {
                    let want_xpn = xpn > 0 && i <= xpn_until;
                    if want_xpn {
                        xpn -= 1;
                    }
                    let want_rse = (!want_xpn && rse_stall > 0).then_some(rse_kind);
                    if want_rse.is_some() {
                        rse_stall -= 1;
                    }
                    (want_xpn, want_rse)
                });
            c.be = cause as u8;
            c.be_sub = sub;
            c.lost_fe = fe_lost;
            c.lost_ideal = ideal;
            // "Counts the number of cycles dispersal was stalled due to flushes or back-end
            // pipeline stalls" (DISP_STALLED, L3469), except that the first cycles of a
            // mispredict flush disperse the wrong path.
            if cause == Be::Bru && run < WRONG_PATH_CYCLES {
                let d = 1 + (rng.next_u64() % 6) as u8;
                let (nd, over) = not_dispersed(6 - d, 0, 0, 0, rng);
                c.disp = d;
                c.not_disp = nd;
                c.over = over;
            } else {
                c.disp = ItCycle::DISP_STALLED;
            }
            run += 1;
            continue;
        }
        run = 0;
        let branches = &mut s.branches[first_branch..bi];
        let nb = branches.len();
        // Branch detail.
        let encoded = nb > 0 && rng.chance(ENCODED);
        let mut calls = 0;
        let mut returns = 0;
        let mut path_mispredicted = false;
        let mut prev_bundle = None;
        for b in branches.iter_mut() {
            b.call = b.kind == BrKind::IpRelative && b.taken && rng.chance(CALL);
            b.unknown = prev_bundle == Some(b.bundle) && rng.chance(UNKNOWN);
            prev_bundle = Some(b.bundle);
            b.encoded = encoded;
            b.oversub = encoded && rng.chance(OVERSUB);
            path_mispredicted |= b.path_mispredicted;
            calls += u32::from(b.call);
            returns += u32::from(b.kind == BrKind::Return);
        }
        // A back-end stg/rot/pfs misprediction is per bundle, and counted only without a path
        // misprediction (Table 4-45's note); pfs only for taken branches.
        if nb > 0 && !path_mispredicted && rng.chance(BE_MISPRED) {
            let b = &mut branches[nb - 1];
            b.be_mispred = if b.taken {
                1 + (rng.next_u64() % 3) as u8
            } else {
                1 + (rng.next_u64() % 2) as u8
            };
        }
        let taken = branches.last().is_some_and(|b| b.taken);
        let early_taken = branches.last().is_some_and(|b| b.taken && b.bundle == c.bundle);
        // Predicated off: non-branch instructions that are not nops.
        let plain = u32::from(c.retired) - u32::from(c.nops) - nb as u32;
        let mut squashed = 0u8;
        for _ in 0..plain {
            if rng.chance(spec.predicated_off) {
                squashed += 1;
            }
        }
        c.squashed = squashed;
        // Front end: a resteer bubble after a taken branch (hidden from the back end by the
        // instruction buffer), else bundle 1 unreachable after a taken branch in bundle 0
        // (Table 4-75: "bundle 1 is unreachable when bundle 0 has a taken branch").
        if taken && rng.chance(RESTEER_BUBBLE) {
            c.lost_fe = lost_bw(2, lost::BUBBLE);
        } else if early_taken {
            c.lost_fe = lost_bw(1, lost::UNREACHED);
            c.lost_ideal = lost_bw(1, lost::UNREACHED);
        }
        // Dispersal: the retired instructions were dispersed; the rest of the six syllables
        // are explained by stops, the front end (an unreachable bundle) and MLX bundles.
        let d = c.retired.min(6);
        let fe_hit = if c.lost_ideal >> 4 > 0 { 3 } else { 0 };
        let mlx = u8::from(rng.chance(MLX)) + c.slot.min(2) * u8::from(rng.chance(0.5));
        let over = if d >= 3 && rng.chance(OVERCOUNT / 4.0) {
            2
        } else if d >= 2 && rng.chance(OVERCOUNT) {
            1
        } else {
            0
        };
        let (nd, ov) = not_dispersed(6 - d, over, fe_hit, mlx, rng);
        c.disp = d;
        c.not_disp = nd;
        c.over = ov;
        // Execution events.
        let loads = rec.count(Cnt::Load);
        let fp_ops = rec.count(Cnt::FpOps);
        let mut fp_events = [0u8; 5];
        for _ in 0..fp_ops {
            if rng.chance(spec.fp_exceptions) {
                let k = rng.pick(&[0.3, 0.3, 0.15, 0.15, 0.1]);
                // FTZ is at most 2 a cycle, the SIR stalls and fchkf 1.
                if k < 2 || fp_events[k] == 0 {
                    fp_events[k] += 1;
                }
            }
        }
        for (k, n) in fp_events.iter().enumerate() {
            occ.add(i, fam::FP, k as u8, *n);
        }
        // A SIR stall that leads to a trap flushes the pipeline (an exception).
        if fp_events[fp::SIR_TRUE as usize] > 0 {
            xpn = xpn.max(2);
            xpn_until = i + 4;
        }
        // Advanced-load checks (chk.a, ld.c): the stream's ALAT misses are failed integer
        // checks; further checks come at the workload's ALAT rate. At most one check fails a
        // cycle (INST_FAILED_CHKA_LDC_ALAT: Max Inc/Cyc 1).
        let mut checks = [0u8; 2];
        let mut failed = [0u8; 2];
        if c.has(fl::ALAT_MISS) {
            checks[0] += 1;
            failed[0] = 1;
        }
        for _ in u32::from(checks[0])..loads {
            if rng.chance(spec.alat) {
                let fpc = rng.chance(0.2);
                checks[usize::from(fpc)] += 1;
                if failed == [0, 0] && rng.chance(0.1) {
                    failed[usize::from(fpc)] = 1;
                }
                // ALAT entries replaced by capacity: a share of the advanced loads.
                if rng.chance(0.1) {
                    occ.add(i, fam::SPEC, spec::CAP_INT + u8::from(fpc), 1);
                }
            }
        }
        occ.add(i, fam::SPEC, spec::CHKA_INT, checks[0]);
        occ.add(i, fam::SPEC, spec::CHKA_FP, checks[1]);
        occ.add(i, fam::SPEC, spec::CHKA_FAIL_INT, failed[0]);
        occ.add(i, fam::SPEC, spec::CHKA_FAIL_FP, failed[1]);
        // Control speculation: ld.s loads, some NaT'd (by cause), and failed chk.s checks (at
        // most one a cycle).
        let mut chks_failed = false;
        for _ in 0..loads {
            if rng.chance(spec.speculation) {
                if rng.chance(0.2) {
                    let cause = rng.pick(&[0.25, 0.25, 0.15, 0.2, 0.15]) as u8;
                    occ.add(i, fam::SPEC, spec::NAT_VHPT + cause, 1);
                }
                if !chks_failed && rng.chance(0.1) {
                    chks_failed = true;
                    occ.add(i, fam::SPEC, spec::CHKS_FAIL_INT + u8::from(rng.chance(0.2)), 1);
                }
            }
        }
        // srlz.i "causes a microtrap and an xpn-flush fires" (L4712).
        if rng.chance(spec.serialize * f64::from(c.retired)) {
            occ.add(i, fam::CORE, signal::core::SERIALIZE, 1);
            xpn = xpn.max(3);
            xpn_until = i + 4;
        }
        // The register stack engine: a call makes the caller's frame dirty (its registers stay
        // in the physical file until the RSE spills them) and allocates a new current frame; a
        // return restores the caller's frame, which the RSE fills from memory if it was spilled.
        // When the 96 physical registers in the Montecito processor (L2553) overflow, the RSE
        // spills; now and then
        // (the workload's RSE traffic: flushrs, context switches) it spills or fills anyway. The
        // back end stalls for it. RSE_EVENT_RETIRED counts one per cycle ("flushrs/call or
        // flushrs/return bundles ... are counted as 1 event instead of 2", L4689) with the
        // register counts before it; current and dirty registers never exceed 96 together, so
        // that RSE_AVG_INVALID_REGS = 96 - (RSE_DIRTY_REGS + RSE_CURRENT_REGS) / RSE_EVENT_RETIRED
        // (Table 4-40) is never negative.
        if calls + returns > 0 {
            occ.add(i, fam::RSE, rse_sig::EVENT, 1);
            for (base, v) in [(rse_sig::CUR_2_0, current), (rse_sig::DIRTY_2_0, dirty)] {
                occ.add(i, fam::RSE, base, (v & 7) as u8);
                occ.add(i, fam::RSE, base + 1, (v >> 3 & 7) as u8);
                occ.add(i, fam::RSE, base + 2, (v >> 6 & 1) as u8);
            }
            // Frames of 4 to 15 stacked registers, now and then a large one (a software-
            // pipelined loop's rotating registers) of 40 to 80.
            let frame = if rng.chance(0.05) {
                40 + (rng.next_u64() % 41) as u32
            } else {
                4 + (rng.next_u64() % 12) as u32
            };
            let mut spill = false;
            let mut fill = false;
            if calls > 0 {
                dirty += current;
                current = frame;
                spill = dirty + current > 96 || rng.chance(spec.rse_traffic);
            } else if dirty >= frame && !rng.chance(spec.rse_traffic) {
                dirty -= frame;
                current = frame;
            } else {
                fill = true;
                dirty = dirty.saturating_sub(frame);
                current = frame;
            }
            // A spill moves enough registers to fit the new frame, at least RSE_REGS.
            let moved = if spill {
                RSE_REGS.max((dirty + current).saturating_sub(96))
            } else {
                RSE_REGS
            };
            if spill {
                dirty = dirty.saturating_sub(moved);
            }
            if spill || fill {
                for k in 0..moved {
                    let from = i + 1 + k as usize / 2;
                    let at = if spill {
                        occ.place2(Port::RseRef, 2, Port::Store, 2, from)
                    } else {
                        occ.place2(Port::RseRef, 2, Port::Load, 2, from)
                    };
                    // A fill is an L1D read; now and then the line is not in the L1D.
                    if fill {
                        occ.add(at, fam::L1D, signal::l1d_sig::READ, 1);
                        if rng.chance(0.2) {
                            occ.add(at, fam::L1D, signal::l1d_sig::MISS_RSE, 1);
                        }
                    }
                    occ.add(
                        at,
                        fam::RSE,
                        if spill { rse_sig::STORE } else { rse_sig::LOAD },
                        1,
                    );
                    occ.add(at, fam::L1D, signal::l1d_sig::RSE_REF, 1);
                    occ.add(
                        at,
                        fam::L1D,
                        if spill {
                            signal::l1d_sig::ST_EXTRA
                        } else {
                            signal::l1d_sig::LD_EXTRA
                        },
                        1,
                    );
                }
                rse_stall = RSE_STALL;
                rse_kind = if spill { rse::OVERFLOW } else { rse::UNDERFLOW };
                if rng.chance(0.1) {
                    rse_kind |= rse::BANK_SWITCH;
                }
            } else if rng.chance(0.02) {
                // A move to ar.rsc or ar.bspstore: the RSE waits for the AR (AR_DEP, which
                // excludes the spill/fill causes).
                rse_stall = 1;
                rse_kind = rse::AR_DEP;
            }
        }
        last = Last {
            loads,
            stores: rec.count(Cnt::Store),
            fp: fp_ops,
            taken,
            dtlb_transfer: c.has(fl::DTLB_MISS) && !c.has(fl::DTLB_L2_MISS),
            dtlb_walk: c.has(fl::DTLB_L2_MISS),
            l3_miss: c.has(fl::L3_DATA_MISS),
            l2_miss: c.has(fl::L2D_MISS),
            fp_load: fp_ops > 0 && loads > 0,
            itlb: c.has(fl::ITLB_MISS),
            alat: checks != [0, 0],
            spec: chks_failed,
        };
    }
}

/// The cause of a bubble cycle: the highest-priority cause present, from the stream's stall
/// reason and what the last retiring cycle did; with its sub-causes and the bundles the front
/// end lost at the instruction buffer's entrance and exit.
#[allow(clippy::too_many_arguments)]
fn bubble(
    flags: u32,
    free: bool,
    run: usize,
    last: &Last,
    rng: &mut Rng,
    spec: &WorkloadSpec,
    (want_xpn, want_rse): (bool, Option<u16>),
) -> (Be, u16, u8, u8) {
    let flush = lost_bw(2, lost::FEFLUSH);
    let ibfull = lost_bw(2, lost::IBFULL);
    if want_xpn {
        return (Be::Xpn, 0, flush, flush);
    }
    if flags & fl::BUBBLE_BRU != 0 && !free {
        return (Be::Bru, 0, flush, flush);
    }
    if flags & fl::BUBBLE_EXE != 0 && !free {
        // A load that missed: its first cycle recirculates in the L1D pipeline (with an
        // L2DTLB-to-L1DTLB transfer or a walk of the hardware page walker if the load missed
        // the L1DTLB), a walk holds the L1D for a while, and a miss to memory backs the L2D up
        // for a few cycles more; after that the consumer waits on the load (a GR/load or
        // FR/load dependency).
        if run == 0 {
            let mut sub = l1d::PIPE_RECIRC;
            if last.dtlb_transfer {
                sub |= l1d::TLB;
            }
            if last.dtlb_walk {
                sub |= l1d::HPW;
            }
            return (Be::L1dFpu, sub, ibfull, 0);
        }
        if last.dtlb_walk && run < 40 {
            return (Be::L1dFpu, l1d::HPW, ibfull, 0);
        }
        if last.l3_miss && run < 24 {
            return (Be::L1dFpu, l1d::L2BPRESS, ibfull, 0);
        }
        let sub = if last.fp_load { exe::FR } else { exe::GR_LOAD };
        return (Be::Exe, sub, ibfull, 0);
    }
    if let Some(kind) = want_rse {
        return (Be::Rse, kind, ibfull, 0);
    }
    if !free {
        // An instruction cache or ITLB miss: the front end has nothing to deliver.
        let cause = if last.itlb && run < 20 {
            lost::TLBMISS
        } else {
            lost::IMISS
        };
        let l = lost_bw(2, cause);
        return (Be::Fe, 0, l, l);
    }
    // A cycle in which the stream's thread simply did not issue: a short stall of the back end
    // or the front end, attributed from what the last retiring cycle did. The weights are this
    // model's: front-end bubbles are the commonest, then execution dependencies, then the
    // L1D and FPU, then the RSE.
    let w_fpu = if last.fp > 0 { 0.12 } else { 0.01 };
    let w_l1d = if last.loads + last.stores > 0 { 0.12 } else { 0.03 };
    let pick = rng.pick(&[0.45, 0.25, w_fpu + w_l1d, 0.02]);
    match pick {
        1 => {
            // Execution dependencies, not prioritised: a GR/GR dependency may come with a
            // predicate or AR/CR one.
            let mut sub = match rng.pick(&[0.35, 0.2, 0.1, 0.15, 0.05, 0.15]) {
                0 => exe::GRGR,
                1 => exe::PR,
                2 => exe::ARCR,
                3 => exe::CANCEL,
                4 => exe::BANK_SWITCH,
                _ => {
                    if last.fp > 0 {
                        exe::FR
                    } else {
                        exe::GR_LOAD
                    }
                }
            };
            if rng.chance(0.1) {
                sub |= exe::PR;
            }
            (Be::Exe, sub, ibfull, 0)
        }
        2 => {
            let sub = if rng.chance(w_fpu / (w_fpu + w_l1d)) {
                l1d::FPU
            } else {
                let mut weights = [0.0f64; 13];
                weights[1] = if last.stores > 0 { 0.25 } else { 0.02 };
                weights[2] = 0.15;
                weights[3] = if last.dtlb_walk { 0.2 } else { 0.0 };
                weights[4] = if last.stores > 0 { 0.08 } else { 0.01 };
                weights[5] = 0.05;
                weights[6] = if last.l2_miss { 0.15 } else { 0.02 };
                weights[7] = if last.dtlb_transfer { 0.2 } else { 0.01 };
                weights[8] = 0.05;
                weights[9] = if last.alat { 0.2 } else { 0.03 };
                weights[10] = if last.spec { 0.2 } else { 0.01 };
                weights[11] = if last.stores > 0 { 0.05 } else { 0.01 };
                weights[12] = 0.03;
                1 << rng.pick(&weights)
            };
            (Be::L1dFpu, sub, ibfull, 0)
        }
        3 => {
            let sub = match rng.pick(&[0.3, 0.3, 0.4]) {
                0 => rse::BANK_SWITCH,
                1 => rse::AR_DEP,
                _ => rse::LOADRS,
            };
            (Be::Rse, sub, ibfull, 0)
        }
        _ => {
            // The front end: after a taken branch a resteer bubble or one of the four branch
            // recirculates; else a fill recirculate, an ITLB stall, or a front-end flush (the
            // front end correcting its own prediction).
            let cause = if last.taken {
                match rng.pick(&[0.4, 0.15, 0.15, 0.15, 0.15]) {
                    0 => lost::BUBBLE,
                    1 => lost::BI,
                    2 => lost::BRQ,
                    3 => lost::PLP,
                    _ => lost::BR_ILOCK,
                }
            } else {
                match rng.pick(&[0.3, 0.15, 0.15, 0.1, 0.3 * (1.0 - spec.branch.min(1.0))]) {
                    0 => lost::FILL_RECIRC,
                    1 => lost::FEFLUSH,
                    2 => lost::BI,
                    3 => lost::TLBMISS,
                    _ => lost::IMISS,
                }
            };
            let l = lost_bw(2, cause);
            (Be::Fe, 0, l, l)
        }
    }
}

/// Split `missing` syllables not dispersed (plus `over` overcounted ones) among the causes of
/// Table 4-126: the front end's `fe` and the MLX bundles' `mlx` first, then explicit and
/// implicit stops; the overcount falls in the stop buckets. Returns the packed buckets
/// ([`super::stream::ItCycle::not_disp`], `over`).
fn not_dispersed(missing: u8, over: u8, fe: u8, mlx: u8, rng: &mut Rng) -> (u16, u8) {
    let fe = fe.min(missing);
    let mlx = mlx.min(missing - fe);
    let stops = missing - fe - mlx + over;
    let expl = if rng.chance(EXPLICIT) {
        stops
    } else {
        (rng.next_u64() % (u64::from(stops) + 1)) as u8
    };
    let impl_ = stops - expl;
    let over_expl = over.min(expl);
    let over_impl = over - over_expl;
    let nd = u16::from(expl) | u16::from(impl_) << 3 | u16::from(fe) << 6 | u16::from(mlx) << 9;
    (nd, over_expl | over_impl << 2)
}
