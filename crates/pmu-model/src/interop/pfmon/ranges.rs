//! libpfm 3.10's address range programming for Montecito (`pfmlib_montecito.c`): how a range
//! becomes debug register pairs. `compute_fine_rr` pairs IBRP0 with IBRP2 (and IBRP1 with
//! IBRP3) as the lower and upper limits of a range inside one 64 KB page; `compute_single_rr`
//! covers the range with the smallest aligned power of two on one pair; `compute_normal_rr`
//! (through `do_normal_rr`) covers it with up to four pairs of aligned powers of two. Each
//! pair is an address register and a mask register (`dbreg_t`: mask bits 55:0, plm 59:56).
//!
//! The arithmetic is libpfm's, in u64 and wrapping where its unsigned longs wrap.

/// `FINE_MODE_MASK`, `~((1U << 16) - 1)`: an unsigned int, so the bits above 31 are clear
/// once it is widened to the unsigned long it is compared and stored with. libpfm's fine mode
/// check therefore compares address bits 31:16 only.
pub const FINE_MODE_MASK: u64 = 0xffff_0000;

/// The 56-bit mask field and the plm field of a debug register pair's odd register.
fn dbreg(mask: u64, plm: u64) -> u64 {
    (mask & 0x00ff_ffff_ffff_ffff) | (plm & 0xf) << 56
}

/// `1UL << p`, 0 where the shift would overflow.
fn bit(p: u32) -> u64 {
    1u64.checked_shl(p).unwrap_or(0)
}

/// `ALIGN_DOWN(a, p)`.
fn align_down(a: u64, p: u32) -> u64 {
    a & !bit(p).wrapping_sub(1)
}

/// `pfm_ia64_fls`: the index of the most significant bit set.
fn fls(x: u64) -> u32 {
    63 - x.leading_zeros().min(63)
}

/// One debug register written: its number within the IBRs or DBRs, and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Br {
    pub num: u64,
    pub value: u64,
}

/// Why a range cannot be programmed: libpfm's error code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeError {
    /// PFMLIB_ERR_IRRTOOBIG
    TooBig,
    /// PFMLIB_ERR_IRRINVAL
    Invalid,
}

/// `compute_fine_rr` for one range: the lower limit on pair `base`, the upper on `base + 2`.
pub fn fine(start: u64, end: u64, plm: u64, base: u64, out: &mut Vec<Br>) {
    let mask = dbreg(FINE_MODE_MASK, plm);
    // The PMU sees addresses on a 2-bundle boundary: align the start down to 32 bytes.
    out.push(Br {
        num: base,
        value: align_down(start, 5),
    });
    out.push(Br {
        num: base + 1,
        value: mask,
    });
    // The upper limit's bundle is counted, so 0x10 is taken off; a 32-byte aligned result
    // moves up by 0x10 ("because of the PMU bug").
    let mut upper = end.wrapping_sub(0x10);
    if upper & 0x1f == 0 {
        upper = upper.wrapping_add(0x10);
    }
    out.push(Br {
        num: base + 4,
        value: upper,
    });
    out.push(Br {
        num: base + 5,
        value: mask,
    });
}

/// `compute_single_rr`: the smallest power of two, aligned on itself, that covers the range,
/// on pair `base`.
pub fn single(start: u64, end: u64, plm: u64, base: u64, out: &mut Vec<Br>) -> Result<(), RangeError> {
    let size = end.wrapping_sub(start);
    let l = fls(size);
    let mut m = l;
    if size & bit(l).wrapping_sub(1) != 0 {
        if l > 62 {
            return Err(RangeError::TooBig);
        }
        m += 1;
    }
    while m < 64 {
        let p_start = align_down(start, m);
        let p_end = p_start.wrapping_add(bit(m));
        if p_end >= end {
            out.push(Br {
                num: base,
                value: p_start,
            });
            out.push(Br {
                num: base + 1,
                value: dbreg(!bit(m).wrapping_sub(1), plm),
            });
            return Ok(());
        }
        m += 1;
    }
    Err(RangeError::Invalid)
}

/// `compute_normal_rr` for one range from pair `base`: `do_normal_rr` with the pairs left.
pub fn normal(start: u64, end: u64, plm: u64, base: u64, out: &mut Vec<Br>) -> Result<(), RangeError> {
    let mut reg = base;
    let pairs = 4 - (base >> 1) as i32;
    do_normal(start, end, out, pairs, false, &mut reg, plm);
    // One range never runs out of registers: do_normal_rr stops at the pairs it is given.
    Ok(())
}

/// `do_normal_rr`: the largest aligned power of two inside the range on one pair, then the
/// parts before and after it on the pairs left, the larger part getting the odd one; with one
/// pair left, the piece grows to cover its side entirely.
#[allow(clippy::too_many_arguments)]
fn do_normal(start: u64, end: u64, out: &mut Vec<Br>, nbr: i32, after: bool, reg: &mut u64, plm: u64) {
    if nbr < 1 || end <= start {
        return;
    }
    let size = end - start;
    let mut p2 = fls(size);
    let c = align_down(end, p2);
    let mut l_addr;
    if c.wrapping_sub(bit(p2)) >= start {
        l_addr = c.wrapping_sub(bit(p2));
    } else {
        p2 -= 1;
        if c.wrapping_add(bit(p2)) <= end {
            l_addr = c;
        } else {
            l_addr = c.wrapping_sub(bit(p2));
        }
    }
    let l_size = l_addr.wrapping_sub(start);
    let r_size = end.wrapping_sub(l_addr).wrapping_sub(bit(p2));
    if !after && l_size != 0 && nbr == 1 {
        p2 += 1;
        l_addr = end.wrapping_sub(bit(p2));
    } else if after && r_size != 0 && nbr == 1 {
        p2 += 1;
        l_addr = start;
    }
    let l_size = l_addr.wrapping_sub(start);
    let r_size = end.wrapping_sub(l_addr).wrapping_sub(bit(p2));
    out.push(Br {
        num: *reg,
        value: l_addr,
    });
    out.push(Br {
        num: *reg + 1,
        value: dbreg(!bit(p2).wrapping_sub(1), plm),
    });
    *reg += 2;
    let nbr = nbr - 1;
    if nbr > 0 {
        let (mut l_nbr, mut r_nbr) = (nbr >> 1, nbr >> 1);
        if nbr & 1 == 1 {
            if l_size > r_size {
                l_nbr += 1;
            } else {
                r_nbr += 1;
            }
        }
        do_normal(start, l_addr, out, l_nbr, false, reg, plm);
        do_normal(l_addr.wrapping_add(bit(p2)), end, out, r_nbr, true, reg, plm);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A range inside one 64 KB page, in fine mode: IBR0/1 the lower limit aligned down to 32
    /// bytes, IBR4/5 the upper limit less a bundle.
    #[test]
    fn fine_mode_pairs_ibrp0_with_ibrp2() {
        let mut out = Vec::new();
        fine(0x4000_1000, 0x4000_2000, 0b1000, 0, &mut out);
        let mask = 0x0000_0000_ffff_0000 | 0b1000 << 56;
        assert_eq!(
            out,
            [
                Br {
                    num: 0,
                    value: 0x4000_1000
                },
                Br { num: 1, value: mask },
                Br {
                    num: 4,
                    value: 0x4000_1ff0
                },
                Br { num: 5, value: mask },
            ]
        );
    }

    /// An aligned power of two is one pair; anything else grows to the next one that covers it.
    #[test]
    fn single_pair_covers_with_a_power_of_two() {
        let mut out = Vec::new();
        single(0x1_0000, 0x2_0000, 0b1000, 0, &mut out).expect("fits");
        assert_eq!(out[0].value, 0x1_0000);
        assert_eq!(out[1].value & 0x00ff_ffff_ffff_ffff, 0x00ff_ffff_ffff_0000);
        let mut out = Vec::new();
        single(0x1_0010, 0x1_0030, 0b1000, 0, &mut out).expect("fits");
        assert_eq!(out[0].value, 0x1_0000);
        assert_eq!(out[1].value & 0xff, 0xc0);
    }

    /// do_normal_rr splits a misaligned range over the pairs it is given.
    #[test]
    fn normal_mode_splits_over_four_pairs() {
        let mut out = Vec::new();
        normal(0x1000, 0x5000, 0b1000, 0, &mut out).expect("fits");
        assert_eq!(out.len() % 2, 0);
        assert!(out.len() <= 8);
        // The pairs cover the range.
        let covered: Vec<(u64, u64)> = out
            .chunks(2)
            .map(|p| {
                let size = (!p[1].value & 0x00ff_ffff_ffff_ffff).wrapping_add(1);
                (p[0].value, p[0].value + size)
            })
            .collect();
        for a in (0x1000..0x5000).step_by(0x10) {
            assert!(
                covered.iter().any(|(s, e)| (*s..*e).contains(&a)),
                "{a:#x}: {covered:x?}"
            );
        }
    }
}
