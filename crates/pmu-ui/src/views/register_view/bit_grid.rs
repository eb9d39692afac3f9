//! The bit grid: every bit of the register a cell, most significant bit on the left, bit
//! numbers above the values and the cells grouped under their field's name, coloured by the
//! field's access kind. A 64-bit register wraps to two rows of 32 so that it fits a
//! laptop-width column.
//!
//! The grid is the mouse's way in: clicking a cell of a field that can be written toggles that
//! bit (and shows the field in the details pane). Its cells are left out of the tab order
//! because the field table below offers the same edits, one control per field, to the
//! keyboard.

use pmu_model::decode::Decoded;
use pmu_model::Register;
use yew::prelude::*;

use super::editable;

/// A run of neighbouring bits in one row that belong to the same field (or to none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Segment {
    /// Index into `Decoded::fields`; `None` for bits no field covers (reserved).
    pub owner: Option<usize>,
    pub hi: u8,
    pub lo: u8,
}

impl Segment {
    pub fn len(self) -> usize {
        usize::from(self.hi - self.lo) + 1
    }
}

/// Which decoded field owns each bit. A field that does not exist in the current mode owns
/// nothing, so the grid shows the layout the register has now; where a mode cannot be told,
/// the first field in table order wins.
pub(crate) fn owners(decoded: &Decoded) -> [Option<usize>; 64] {
    let mut owner = [None; 64];
    for (i, df) in decoded.fields.iter().enumerate() {
        if df.active == Some(false) {
            continue;
        }
        let mask = df.field.mask();
        for (bit, slot) in owner.iter_mut().enumerate() {
            if mask >> bit & 1 == 1 && slot.is_none() {
                *slot = Some(i);
            }
        }
    }
    owner
}

/// The rows of the grid as (high bit, low bit): one row for a register of up to 32 bits, rows
/// of 32 otherwise.
pub(crate) fn rows(width: u8) -> Vec<(u8, u8)> {
    let width = width.clamp(1, 64);
    let mut out = Vec::new();
    let mut hi = width - 1;
    loop {
        let lo = hi.saturating_sub(31);
        out.push((hi, lo));
        if lo == 0 {
            break;
        }
        hi = lo - 1;
    }
    out
}

/// Split bits `hi` down to `lo` into runs of the same owner.
pub(crate) fn segments(owner: &[Option<usize>; 64], hi: u8, lo: u8) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::new();
    for bit in (lo..=hi).rev() {
        let o = owner[usize::from(bit)];
        match out.last_mut() {
            Some(seg) if seg.owner == o => seg.lo = bit,
            _ => out.push(Segment {
                owner: o,
                hi: bit,
                lo: bit,
            }),
        }
    }
    out
}

#[derive(Properties, PartialEq)]
pub struct BitGridProps {
    pub register: &'static Register,
    pub decoded: Decoded,
    /// The field in the details pane, highlighted here too.
    pub shown: Option<usize>,
    /// The bits that changed in the last step, highlighted.
    #[prop_or_default]
    pub changed: u64,
    pub readonly: bool,
    pub on_write: Callback<u64>,
    pub on_select: Callback<usize>,
    pub on_hover: Callback<Option<usize>>,
}

/// The grid of bit cells.
#[component]
pub fn BitGrid(props: &BitGridProps) -> Html {
    let reg = props.register;
    let raw = props.decoded.value;
    let owner = owners(&props.decoded);

    let render_segment = |seg: Segment| -> Html {
        let df = seg.owner.and_then(|i| props.decoded.fields.get(i));
        let (name, access, writable) = match df {
            Some(df) => (
                df.field.name,
                df.field.access.name(),
                editable(df.field) && !props.readonly,
            ),
            None => ("", "reserved", false),
        };
        let title = match df {
            Some(df) => format!("{} ({}): {}", name, df.field.bits_text(), access),
            None => format!("bits {}:{}: no field (reserved)", seg.hi, seg.lo),
        };
        // A name wider than its cells is written vertically, so one-bit fields keep their
        // names without widening the grid.
        let vertical = name.len() > 2 * seg.len();
        let class = classes!(
            "bg-seg",
            format!("access-{access}"),
            (seg.owner.is_some() && seg.owner == props.shown).then_some("shown"),
        );
        let (onmouseenter, onmouseleave) = match seg.owner {
            Some(i) => {
                let enter = props.on_hover.clone();
                let leave = props.on_hover.clone();
                (
                    Some(Callback::from(move |_: MouseEvent| enter.emit(Some(i)))),
                    Some(Callback::from(move |_: MouseEvent| leave.emit(None))),
                )
            }
            None => (None, None),
        };
        let cells = (seg.lo..=seg.hi).rev().map(|bit| {
            let one = raw >> bit & 1 == 1;
            let value_text = if one { "1" } else { "0" };
            let class = classes!(
                "bg-cell",
                if one { "one" } else { "zero" },
                (props.changed >> bit & 1 == 1).then_some("changed")
            );
            let inner = html! {
                <>
                    <span class="bg-num">{ bit }</span>
                    <span class="bg-val">{ value_text }</span>
                </>
            };
            match seg.owner {
                Some(i) if writable => {
                    let onclick = {
                        let on_write = props.on_write.clone();
                        let on_select = props.on_select.clone();
                        Callback::from(move |_: MouseEvent| {
                            on_select.emit(i);
                            on_write.emit(raw ^ (1u64 << bit));
                        })
                    };
                    html! {
                        <button type="button" class={class} tabindex="-1" {onclick}
                                aria-label={format!("{} bit {bit} ({name}): {value_text}", reg.name)}>
                            { inner }
                        </button>
                    }
                }
                Some(i) => {
                    let onclick = {
                        let on_select = props.on_select.clone();
                        Callback::from(move |_: MouseEvent| on_select.emit(i))
                    };
                    html! { <div class={class} {onclick}>{ inner }</div> }
                }
                None => html! { <div class={class}>{ inner }</div> },
            }
        });
        html! {
            <div class={class} style={format!("grid-column: span {}", seg.len())}
                 title={title} {onmouseenter} {onmouseleave}>
                <div class="bg-name" aria-hidden="true">
                    <span class={classes!(vertical.then_some("vertical"))}>{ name }</span>
                </div>
                <div class="bg-cells" style={format!("grid-template-columns: repeat({}, 1fr)", seg.len())}>
                    { for cells }
                </div>
            </div>
        }
    };

    // The legend names only the access kinds this register has, in the order they appear.
    let mut kinds: Vec<&'static str> = Vec::new();
    for df in props.decoded.fields.iter().filter(|f| f.active != Some(false)) {
        let k = df.field.access.name();
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }

    html! {
        <>
        <div class="bit-grid" role="group" aria-label={format!("{} bits, most significant first", reg.name)}>
            { for rows(reg.width).into_iter().map(|(hi, lo)| html! {
                <div class="bg-row" style={format!("grid-template-columns: repeat({}, 1fr)", usize::from(hi - lo) + 1)}>
                    { for segments(&owner, hi, lo).into_iter().map(render_segment) }
                </div>
            }) }
        </div>
        <ul class="bg-legend" aria-label="Access kinds">
            { for kinds.iter().map(|k| html! {
                <li><span class={classes!("swatch", format!("access-{k}"))}></span>{ *k }</li>
            }) }
        </ul>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_model::decode::decode;

    #[test]
    fn a_64_bit_register_wraps_into_two_rows_of_32() {
        assert_eq!(rows(64), vec![(63, 32), (31, 0)]);
        assert_eq!(rows(32), vec![(31, 0)]);
    }

    #[test]
    fn t4_pcr_segments_follow_table_10_1() {
        let m = pmu_model::machine("sparc-t4").expect("sparc-t4 exists");
        let reg = m.register("PCR0").expect("PCR0 exists");
        let d = decode(m, reg, 0);
        let owner = owners(&d);
        let low = segments(&owner, 31, 0);
        let names: Vec<(&str, u8, u8)> = low
            .iter()
            .map(|s| (s.owner.map_or("", |i| d.fields[i].field.name), s.hi, s.lo))
            .collect();
        assert_eq!(
            names,
            vec![
                ("reserved", 31, 19),
                ("ntc", 18, 18),
                ("picnht", 17, 17),
                ("picnpt", 16, 16),
                ("sl", 15, 11),
                ("mask", 10, 5),
                ("ht", 4, 4),
                ("st", 3, 3),
                ("ut", 2, 2),
                ("toe", 1, 1),
                ("ov", 0, 0),
            ]
        );
    }
}
