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

use super::parts::editable;

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

/// Bits `hi` down to `lo` in rows of `per_row` bits, the most significant first.
pub(crate) fn split(hi: u8, lo: u8, per_row: u8) -> Vec<(u8, u8)> {
    let per_row = per_row.max(1);
    let mut out = Vec::new();
    let mut h = hi;
    loop {
        let l = h.saturating_sub(per_row - 1).max(lo);
        out.push((h, l));
        if l == lo {
            break;
        }
        h = l - 1;
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

/// If a row is one field that stores nothing (reserved or ignored, or bits no field covers) and
/// its bits are all 0, how to name it in words ("ignored": the table's name for such a field,
/// such as `ig_63_31`, is an identifier, not words; the row says its bits); otherwise `None`.
pub(crate) fn quiet_row(decoded: &Decoded, segs: &[Segment]) -> Option<String> {
    let [seg] = segs else {
        return None;
    };
    let mask = pmu_model::number::ones(u32::from(seg.hi - seg.lo) + 1) << seg.lo;
    if decoded.value & mask != 0 {
        return None;
    }
    match seg.owner.and_then(|i| decoded.fields.get(i)) {
        None => Some("no field (reserved)".into()),
        Some(df) if !editable(df.field) => Some(df.field.access.name().to_string()),
        Some(_) => None,
    }
}

/// The name of a segment's access kind, as its class says it (`access-NAME`).
fn access_of(decoded: &Decoded, seg: Segment) -> &'static str {
    seg.owner
        .and_then(|i| decoded.fields.get(i))
        .map_or("reserved", |df| df.field.access.name())
}

/// One value cell of the grid, as a painter reads the grid's `.bg-val` elements: the bit it
/// shows, and whether its field's access kind draws it muted (reserved, ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ValueCell {
    pub bit: u8,
    pub muted: bool,
}

/// The value cells of the layout of `per_row` bits a row, in the order the grid draws them:
/// what a painter reads the grid's `.bg-val` elements as.
pub(crate) fn value_cells(
    decoded: &Decoded,
    owner: &[Option<usize>; 64],
    width: u8,
    per_row: u8,
) -> Vec<ValueCell> {
    let mut out = Vec::new();
    for (hi, lo) in rows(width) {
        if quiet_row(decoded, &segments(owner, hi, lo)).is_some() {
            continue;
        }
        for (h, l) in split(hi, lo, per_row) {
            for seg in segments(owner, h, l) {
                // static/style.css: `.access-reserved .bg-val, .access-ignored .bg-val`.
                let muted = matches!(access_of(decoded, seg), "reserved" | "ignored");
                out.extend((seg.lo..=seg.hi).rev().map(|bit| ValueCell { bit, muted }));
            }
        }
    }
    out
}

/// What paints the grid's values during a live run, as the grid calls it (live_paint.rs makes
/// the one there is). The grid holds it as two functions, so that a module that never makes a
/// painter links no painting.
#[derive(Clone, Copy)]
pub struct Painter {
    /// Whether the values can be painted now. Under forced colours the system's colours
    /// replace the stylesheet's, which a canvas cannot follow; nor where a canvas had no 2D
    /// context. The grid then shows the values as text.
    pub usable: fn() -> bool,
    /// The canvas and its painting, the last child of the grid on display.
    pub render: fn(LiveProps) -> Html,
}

/// There is one painter, and a render never swaps it for another: any two compare equal.
impl PartialEq for Painter {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Properties, PartialEq)]
pub struct LiveProps {
    /// The register as decoded, its width and the layout's bits a row: which cells the grid
    /// draws, in its order (`value_cells`).
    pub decoded: Decoded,
    pub width: u8,
    pub per_row: u8,
    /// The register's value, and the bits the grid marks changed.
    pub value: u64,
    pub changed: u64,
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
    /// A live run's painter: while there is one, the values are painted (see `live_paint`).
    #[prop_or_default]
    pub painter: Option<Painter>,
}

/// The grid's two layouts: bits per row, and the class by which CSS shows one of them.
const LAYOUTS: [(u8, &str); 2] = [(32, "bit-grid-wide"), (8, "bit-grid-narrow")];

/// The grid of bit cells.
#[component]
pub fn BitGrid(props: &BitGridProps) -> Html {
    let reg = props.register;
    let raw = props.decoded.value;
    let owner = owners(&props.decoded);
    // The cells share one callback, made once, that reads the value and the callbacks of the
    // grid's latest render: a cell whose bit, field and marks did not change is not drawn again
    // (a live run's frame redraws the bits that changed).
    let latest = use_mut_ref(|| (raw, props.on_write.clone(), props.on_select.clone()));
    *latest.borrow_mut() = (raw, props.on_write.clone(), props.on_select.clone());
    let on_cell = {
        let latest = latest.clone();
        use_callback((), move |click: CellClick, ()| {
            let (raw, on_write, on_select) = latest.borrow().clone();
            on_select.emit(click.field);
            if click.write {
                on_write.emit(raw ^ (1u64 << click.bit));
            }
        })
    };

    // Two layouts of the same grid: rows of 32 bits, and on a narrow view (a phone) rows of 8,
    // so that each bit stays a target a finger can hit. CSS shows one of them by the view's
    // width (a container query), and the one it shows says so as it comes on display (the start
    // of an animation that changes nothing, static/style.css). The other keeps the value and the
    // changed bits it last showed, so that its cells are not drawn again: a live run's frame
    // changes the cells of one grid, not of two. Until a layout says it is on display (or where
    // animations never start) both show the value; a layout that comes on display shows what it
    // last showed for one frame, then the value. `on_display` is the index in `LAYOUTS`.
    let on_display = use_state(|| None::<usize>);
    let kept = use_mut_ref(|| [(raw, props.changed); 2]);
    let mut kept = kept.borrow_mut();

    // A live run paints the values of the layout on display, once it is known which one that
    // is, and where the painter can (live_paint.rs). That layout's cells keep the faces and
    // marks they had when the painting began; their accessible names follow the value.
    let painter = props.painter.filter(|p| (p.usable)());
    let painted = (*on_display).filter(|_| painter.is_some());

    // `value` is the register's, for the cells' accessible names; `(face, changed)` what
    // their text and marks show.
    let render_segment = |seg: Segment, value: u64, (face, changed): (u64, u64)| -> Html {
        let df = seg.owner.and_then(|i| props.decoded.fields.get(i));
        let access = access_of(&props.decoded, seg);
        let (name, writable) = match df {
            Some(df) => (df.field.name, editable(df.field) && !props.readonly),
            None => ("", false),
        };
        let title = match df {
            Some(df) => format!("{} ({}): {}", name, df.field.bits_text(), access),
            None => format!("bits {}:{}: no field (reserved)", seg.hi, seg.lo),
        };
        // A name wider than its cells is written vertically, so one-bit fields keep their
        // names without widening the grid.
        // A name of exactly two characters a bit ("pm", "ut") is set a little smaller: at a
        // laptop's width a bit's column is about as wide as two letters.
        let vertical = name.len() > 2 * seg.len();
        let tight = name.len() == 2 * seg.len();
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
            html! {
                <BitCell register={reg.name} {bit} one={value >> bit & 1 == 1}
                         face={face >> bit & 1 == 1} changed={changed >> bit & 1 == 1} field={seg.owner} {name} {writable}
                         on_click={on_cell.clone()} />
            }
        });
        html! {
            <div class={classes!(class, format!("span-{}", seg.len()))}
                 title={title} {onmouseenter} {onmouseleave}>
                <div class="bg-name" aria-hidden="true">
                    <span class={classes!(vertical.then_some("vertical"), tight.then_some("tight"))}>{ name }</span>
                </div>
                <div class={classes!("bg-cells", format!("cols-{}", seg.len()))}>
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
        { for LAYOUTS.iter().zip(kept.iter_mut()).enumerate().map(|(i, (&(per_row, class), kept))| {
            // A layout that keeps what it last showed says so in its class: a printout, whose
            // width may choose the other layout, shows the one that follows the value.
            let follows = on_display.is_none_or(|shown| shown == i);
            let paints = painted == Some(i);
            if follows && !paints {
                *kept = (raw, props.changed);
            }
            let drawn = *kept;
            let value = if paints { raw } else { drawn.0 };
            let onanimationstart = {
                let on_display = on_display.clone();
                Callback::from(move |_: AnimationEvent| on_display.set(Some(i)))
            };
            html! {
            <div class={classes!("bit-grid", class, (!follows).then_some("kept"), paints.then_some("painted"))}
                 role="group" {onanimationstart}
                 aria-label={format!("{} bits, most significant first", reg.name)}>
                { for rows(reg.width).into_iter().map(|(hi, lo)| {
                    let segs = segments(&owner, hi, lo);
                    match quiet_row(&props.decoded, &segs) {
                        // A row that is one reserved or ignored field holding zeros says so in
                        // a line, and leaves the room to the fields.
                        Some(name) => html! {
                            <div class={classes!("bg-row", "bg-row-quiet", format!("access-{}", segs.first().and_then(|s| s.owner).and_then(|i| props.decoded.fields.get(i)).map_or("reserved", |f| f.field.access.name())))}>
                                { format!("bits {hi}:{lo}: {name}, all 0") }
                            </div>
                        },
                        None => html! {
                            <>{ for split(hi, lo, per_row).into_iter().map(|(h, l)| html! {
                                <div class={classes!("bg-row", format!("cols-{}", usize::from(h - l) + 1))}>
                                    { for segments(&owner, h, l).into_iter().map(|seg| render_segment(seg, value, drawn)) }
                                </div>
                            }) }</>
                        },
                    }
                }) }
                { for painter.filter(|_| paints).map(|p| (p.render)(LiveProps {
                    decoded: props.decoded.clone(),
                    width: reg.width,
                    per_row,
                    value: raw,
                    changed: props.changed,
                })) }
            </div>
        }}) }
        <ul class="bg-legend" aria-label="Access kinds">
            { for kinds.iter().map(|k| html! {
                <li><span class={classes!("swatch", format!("access-{k}"))}></span>{ *k }</li>
            }) }
        </ul>
        </>
    }
}

/// A click on a bit: the field it belongs to (shown in the details pane), and whether it
/// toggles the bit.
#[derive(Clone, Copy, Debug, PartialEq)]
struct CellClick {
    field: usize,
    bit: u8,
    write: bool,
}

#[derive(Properties, PartialEq)]
struct BitCellProps {
    register: &'static str,
    bit: u8,
    /// Its value, which its accessible name says.
    one: bool,
    /// The value its text shows: its value, but in a painted grid (see `BitGrid`).
    face: bool,
    /// The last step changed it.
    changed: bool,
    /// The field it belongs to, by its index in the decoded fields; `None`: reserved.
    field: Option<usize>,
    /// The field's name, for the accessible name.
    name: &'static str,
    writable: bool,
    on_click: Callback<CellClick>,
}

/// One bit: its number above its value. The value of a bit that can be written is a button;
/// clicking any bit of a field shows the field.
#[component]
fn BitCell(props: &BitCellProps) -> Html {
    let BitCellProps {
        register,
        bit,
        one,
        face,
        changed,
        field,
        name,
        writable,
        ..
    } = *props;
    let value_text = if one { "1" } else { "0" };
    let face_text = if face { "1" } else { "0" };
    let class = classes!(
        "bg-cell",
        if face { "one" } else { "zero" },
        changed.then_some("changed")
    );
    // The bit's number sits above its value; the value alone is the button, so that its
    // accessible name ("PCR0 bit 2 (ut): 0") contains all its visible text.
    let num = html! { <span class="bg-num" aria-hidden="true">{ bit }</span> };
    match field {
        Some(field) if writable => {
            let onclick = props.on_click.reform(move |_: MouseEvent| CellClick {
                field,
                bit,
                write: true,
            });
            html! {
                <div class={class}>
                    { num }
                    <button type="button" class="bg-val" tabindex="-1" {onclick}
                            aria-label={format!("{register} bit {bit} ({name}): {value_text}")}>
                        { face_text }
                    </button>
                </div>
            }
        }
        Some(field) => {
            let onclick = props.on_click.reform(move |_: MouseEvent| CellClick {
                field,
                bit,
                write: false,
            });
            html! { <div {class} {onclick}>{ num }<span class="bg-val">{ face_text }</span></div> }
        }
        None => html! { <div {class}>{ num }<span class="bg-val">{ face_text }</span></div> },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_model::decode::decode;

    /// Every row and segment of every register's grid, in both layouts, has its column
    /// classes in the stylesheet (`cols-N`, `span-N`: style attributes would need
    /// `style-src-attr 'unsafe-inline'`).
    #[test]
    fn every_grid_row_and_segment_has_its_classes() {
        let css = include_str!("../../../../../../static/style.css");
        let has = |class: String| css.contains(&format!(".{class} {{"));
        for m in pmu_model::MACHINES {
            for r in m.registers {
                let d = decode(m, r, 0);
                let owner = owners(&d);
                for (hi, lo) in rows(r.width) {
                    for per_row in [32, 8] {
                        for (h, l) in split(hi, lo, per_row) {
                            assert!(
                                has(format!("cols-{}", usize::from(h - l) + 1)),
                                "{} {h}:{l}",
                                r.name
                            );
                            for seg in segments(&owner, h, l) {
                                assert!(
                                    has(format!("cols-{}", seg.len())) && has(format!("span-{}", seg.len())),
                                    "{}",
                                    r.name
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// A painter reads the grid's `.bg-val` elements as `value_cells` says: in the order the
    /// grid draws them, the high bit first, no cell in a quiet row, and muted where the field
    /// stores nothing (seed 000, TABLE 10-1: PCR bits 31:19 are reserved).
    #[test]
    fn the_value_cells_follow_the_grid_s_order() {
        let m = pmu_model::machine("sparc-t4").expect("sparc-t4 exists");
        let reg = m.register("PCR0").expect("PCR0 exists");
        let d = decode(m, reg, 0);
        let owner = owners(&d);
        for per_row in [32, 8] {
            let cells = value_cells(&d, &owner, reg.width, per_row);
            let bits: Vec<u8> = cells.iter().map(|c| c.bit).collect();
            assert_eq!(
                bits,
                (0..=31).rev().collect::<Vec<u8>>(),
                "bits 63:32 are a quiet row"
            );
            assert!(
                cells[0].muted && !cells[31 - 2].muted,
                "bit 31 reserved, bit 2 ut"
            );
        }
        let set = decode(m, reg, 1 << 40);
        let cells = value_cells(&set, &owners(&set), reg.width, 32);
        assert_eq!(cells.len(), 64, "a bit set in 63:32 shows that row");
        assert_eq!((cells[0].bit, cells[63].bit), (63, 0));
    }

    #[test]
    fn a_64_bit_register_wraps_into_two_rows_of_32() {
        assert_eq!(rows(64), vec![(63, 32), (31, 0)]);
        assert_eq!(rows(32), vec![(31, 0)]);
        assert_eq!(split(31, 0, 8), vec![(31, 24), (23, 16), (15, 8), (7, 0)]);
        assert_eq!(split(46, 32, 8), vec![(46, 39), (38, 32)]);
    }

    #[test]
    fn a_row_of_one_reserved_field_at_zero_is_quiet() {
        let m = pmu_model::machine("sparc-t4").expect("sparc-t4 exists");
        let reg = m.register("PCR0").expect("PCR0 exists");
        let d = decode(m, reg, 0);
        let owner = owners(&d);
        assert!(quiet_row(&d, &segments(&owner, 63, 32)).is_some_and(|n| n.contains("reserved")));
        assert_eq!(quiet_row(&d, &segments(&owner, 31, 0)), None, "the fields' row");
        let set = decode(m, reg, 1 << 40);
        assert_eq!(
            quiet_row(&set, &segments(&owners(&set), 63, 32)),
            None,
            "a bit set there shows"
        );
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
