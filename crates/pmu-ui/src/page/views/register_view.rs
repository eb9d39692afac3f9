//! The register view: one register's value as a bit grid with a control per field, a value
//! editor (hex, binary, decimal), a details pane for the field in focus, the notes of the last
//! write and the decoder's diagnostics.
//!
//! It is a pure view. Every edit computes the new raw register value and reports it through
//! `on_write`; the parent applies it with the model's write semantics (clear-only bits,
//! read-only fields, reserved bits) and passes the value the register now holds back in
//! `value`, with `notes` saying why any written bit did not take. The view never calls the
//! model's write semantics itself, so that whoever owns the state (the app's session, a
//! widget's) decides what a write does.
//!
//! ```text
//! +--------------------------------------------------------------+
//! | PCR0  ASI 0x64, VA 0x00 · 64 bits · per strand                |
//! | 0x0000000000008018   hex [..] bin [..] dec [..]               |
//! | 63 .. 32  bit grid, cells grouped under their field's name    |
//! | 31 .. 0                                                       |
//! | field | bits | control         | meaning   || details pane    |
//! | notes of the last write, diagnostics of the decode            |
//! +--------------------------------------------------------------+
//! ```

mod bit_grid;
mod details;
mod field_control;
mod live_paint;
mod parts;
mod value_editor;

use pmu_model::decode::{decode, Decoded};
use pmu_model::sim::why::Why;
use pmu_model::{Machine, Register};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::why_note::WhyNote;
use crate::session::format::readable;

use bit_grid::BitGrid;
use details::FieldDetails;
use field_control::FieldControl;
use parts::{editable, next_uid};
use value_editor::ValueEditor;

pub use bit_grid::Painter;
pub use live_paint::painter;
pub use value_editor::{format_value, parse_in_radix, Radix};

#[derive(Properties, PartialEq)]
pub struct RegisterViewProps {
    pub machine: &'static Machine,
    pub register: &'static Register,
    /// The value the register holds now.
    pub value: u64,
    /// Show the value without letting the user change it.
    #[prop_or_default]
    pub readonly: bool,
    /// Receives the raw value the user asked to write; the parent decides what it becomes.
    pub on_write: Callback<u64>,
    /// Why the last write did not take as written, one sentence each.
    #[prop_or_default]
    pub notes: Vec<String>,
    /// Counters this register concerns that do not count (or cannot be read now), and why:
    /// shown with the diagnostics.
    #[prop_or_default]
    pub why: Vec<Why>,
    /// A field to bring into view and focus, with a number that changes at each request.
    #[prop_or_default]
    pub focus: Option<(&'static str, u64)>,
    /// The bits that changed in the last step (or between the points compared): highlighted
    /// in the grid and in the field table.
    #[prop_or_default]
    pub changed: u64,
    /// The compact layout of a widget on a documentation page: the bit grid, the value and a
    /// control per field, with the description and the details of the field in focus behind
    /// a disclosure (see [`compact_view`]).
    #[prop_or_default]
    pub compact: bool,
    /// A live run's painter for the bit grid's values ([`painter`]): a live run's frames then
    /// change no text in the grid.
    #[prop_or_default]
    pub painter: Option<Painter>,
}

/// The field shown in the details pane when nothing is selected or hovered: the event select
/// of a counter the register drives (what a user comes to set, where the first field from the
/// top may be a status bit such as the T4's ntc), else the first one a user can change, else
/// the first one.
fn default_field(machine: &Machine, reg: &Register, decoded: &Decoded) -> Option<usize> {
    let select = machine
        .counters
        .iter()
        .filter_map(|c| c.select)
        .find(|s| s.reg == reg.name);
    select
        .and_then(|s| decoded.fields.iter().position(|f| f.field.name == s.field))
        .or_else(|| {
            decoded
                .fields
                .iter()
                .position(|f| editable(f.field) && f.active != Some(false))
        })
        .or(if decoded.fields.is_empty() { None } else { Some(0) })
}

/// One register: header, value editor, bit grid, field controls, details, notes, diagnostics.
#[component]
pub fn RegisterView(props: &RegisterViewProps) -> Html {
    let reg = props.register;
    let machine = props.machine;
    let uid = *use_state(next_uid);
    let decoded = decode(machine, reg, props.value);
    let index = props
        .focus
        .and_then(|(name, _)| decoded.fields.iter().position(|f| f.field.name == name));
    // Selection (click, focus) and hover are kept apart so that moving the mouse away returns
    // the details pane to what the user chose. A view that opens with a field asked for shows
    // that field's details from its first frame.
    let selected = use_state(|| index);
    let hovered = use_state(|| None::<usize>);
    let root = use_node_ref();

    // A link elsewhere on the page asked for a field: select it and move the keyboard focus to
    // its control (or, for a field without one, its row).
    {
        let selected = selected.clone();
        let root = root.clone();
        use_effect_with(props.focus, move |focus| {
            if let (Some((name, _)), Some(i)) = (focus, index) {
                selected.set(Some(i));
                if let Some(el) = root.cast::<web_sys::Element>().and_then(|r| {
                    r.query_selector(&format!("[data-testid=\"field-{}-{name}\"]", reg.name))
                        .ok()
                        .flatten()
                        .or_else(|| {
                            r.query_selector(&format!("[data-field=\"{name}\"]"))
                                .ok()
                                .flatten()
                        })
                }) {
                    if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                        let _ = el.focus();
                    }
                }
            }
        });
    }
    let shown = (*hovered)
        .or(*selected)
        .filter(|i| *i < decoded.fields.len())
        .or_else(|| default_field(machine, reg, &decoded));

    let on_select = {
        let selected = selected.clone();
        Callback::from(move |i: usize| selected.set(Some(i)))
    };
    let on_hover = {
        let hovered = hovered.clone();
        Callback::from(move |i: Option<usize>| hovered.set(i))
    };

    let width_text = format!("{} bits", reg.width);
    let scope_text = reg.scope.describe();
    let title_id = format!("rv{uid}-title");
    let header = html! {
        <header class="rv-header">
            <h2 id={title_id.clone()}>{ reg.name }</h2>
            <span class="rv-meta">
                <span>{ reg.location }</span>
                <span>{ width_text }</span>
                <span>{ scope_text }</span>
                if let Some(c) = reg.controls {
                    <span>{ format!("drives {c}") }</span>
                }
            </span>
        </header>
    };
    let grid = html! {
        <BitGrid register={reg} decoded={decoded.clone()} shown={shown} changed={props.changed}
                 readonly={props.readonly} on_write={props.on_write.clone()}
                 on_select={on_select.clone()} on_hover={on_hover.clone()} painter={props.painter} />
    };
    let notes = html! {
        <ul class="rv-notes" role="status" data-testid={format!("notes-{}", reg.name)}>
            { for props.notes.iter().map(|n| html! { <li>{ readable(n) }</li> }) }
        </ul>
    };
    if props.compact {
        return compact_view(
            props,
            Compact {
                decoded,
                shown,
                on_select,
                on_hover,
                header,
                grid,
                notes,
                title_id,
                root,
            },
        );
    }

    // Mode-dependent fields come after the ones that exist now, dimmed, so the table reads
    // as the register is, with the other modes' layouts kept for reference.
    let mut order: Vec<usize> = (0..decoded.fields.len()).collect();
    pmu_model::sort::sort_by_key(&mut order, |&i| {
        let f = &decoded.fields[i];
        let top = f.field.bits.first().map_or(0, |r| r.hi);
        (f.active == Some(false), std::cmp::Reverse(top))
    });

    let rows = order.into_iter().map(|i| {
        let df = &decoded.fields[i];
        let field = df.field;
        let inactive = df.active == Some(false);
        let class = classes!(
            "fr",
            format!("access-{}", field.access.name()),
            inactive.then_some("inactive"),
            (shown == Some(i)).then_some("shown"),
            (!inactive && field.mask() & props.changed != 0).then_some("changed"),
        );
        let onclick = {
            let on_select = on_select.clone();
            Callback::from(move |_: MouseEvent| on_select.emit(i))
        };
        let onfocusin = {
            let on_select = on_select.clone();
            Callback::from(move |_: FocusEvent| on_select.emit(i))
        };
        // A change made without focus (a script, an assistive tool) still shows its field.
        let onchange = {
            let on_select = on_select.clone();
            Callback::from(move |_: Event| on_select.emit(i))
        };
        let onmouseenter = {
            let on_hover = on_hover.clone();
            Callback::from(move |_: MouseEvent| on_hover.emit(Some(i)))
        };
        let onmouseleave = {
            let on_hover = on_hover.clone();
            Callback::from(move |_: MouseEvent| on_hover.emit(None))
        };
        let control = if editable(field) {
            html! {
                <FieldControl
                    machine={machine}
                    register={reg}
                    field={field}
                    raw={props.value}
                    readonly={props.readonly || inactive}
                    on_write={props.on_write.clone()}
                />
            }
        } else {
            html! { <span class="fr-fixed">{ format!("{:#x}", df.value) }</span> }
        };
        // A plain number means itself, and a named value is in its `<select>`: repeating
        // either beside the input adds nothing.
        let has_select = editable(field)
            && field.width() > 1
            && !field_control::named_options(machine, reg, field, props.value).is_empty();
        let meaning = match (inactive, field.when) {
            (true, Some(w)) => format!("only in {}", w.mode),
            (true, None) => String::new(),
            _ if has_select || df.meaning == df.value.to_string() => String::new(),
            _ => df.meaning.clone(),
        };
        html! {
            <tr class={class} data-field={field.name} tabindex="-1" {onclick} {onfocusin} {onchange} {onmouseenter} {onmouseleave}>
                <th scope="row" class="fr-name">
                    { field.name }
                    <span class="fr-bits">{ field.bits_text() }</span>
                </th>
                <td class="fr-control">{ control }</td>
                <td class="fr-meaning">{ meaning }</td>
            </tr>
        }
    });

    let details = shown.and_then(|i| decoded.fields.get(i)).map(|df| {
        html! {
            <FieldDetails
                machine={machine}
                register={reg}
                field={df.field}
                raw={props.value}
                meaning={AttrValue::from(df.meaning.clone())}
                active={df.active}
            />
        }
    });

    html! {
        <section class="register-view" data-testid={format!("reg-{}", reg.name)}
                 aria-labelledby={title_id.clone()} ref={root}>
            { header }
            { about(reg) }
            <ValueEditor register={reg} value={props.value} readonly={props.readonly}
                         on_write={props.on_write.clone()} />
            { grid }
            { notes }
            <div class="rv-body">
                <table class="fields">
                    <caption class="visually-hidden">{ format!("Fields of {}", reg.name) }</caption>
                    <thead>
                        <tr>
                            <th scope="col">{ "Field" }</th>
                            <th scope="col">{ "Value" }</th>
                            <th scope="col">{ "Meaning" }</th>
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
                // The details pane takes the table's height and never sets it (CSS `contain:
                // size`), so that showing another field's details changes no height on the page.
                <div class="rv-details-slot">{ for details }</div>
            </div>
            <Diagnostics register={reg} decoded={decoded} why={props.why.clone()} />
        </section>
    }
}

/// What the full view and the compact one share, made once in [`RegisterView`].
struct Compact {
    decoded: Decoded,
    shown: Option<usize>,
    on_select: Callback<usize>,
    on_hover: Callback<Option<usize>>,
    header: Html,
    grid: Html,
    notes: Html,
    title_id: String,
    root: NodeRef,
}

/// The compact layout (a widget on a documentation page): the header, the value, the bit
/// grid and one control per field that can be written, in a few wrapped lines; the decoder's
/// diagnostics only when it has some; and behind one disclosure, whose summary names the
/// field in focus (hovered, clicked or focused) and its value, that field's details and the
/// register's description.
///
/// ```text
/// PCR0  ASI 0x64, VA 0x00 · 64 bits · per strand · drives PIC0
/// 0x0000000000008018   Hex [..]  Dec [..]
/// bit grid
/// ntc [0]  picnht [0]  picnpt [0]  sl [0x10][DC_miss v]  mask [0x00][v]  ht [1]  st [1] ...
/// > sl (bits 15:11) = 0x10: ...                                    (details on demand)
/// ```
fn compact_view(props: &RegisterViewProps, c: Compact) -> Html {
    let (reg, machine) = (props.register, props.machine);
    let decoded = &c.decoded;
    let mut order: Vec<usize> = (0..decoded.fields.len())
        .filter(|&i| editable(decoded.fields[i].field) && decoded.fields[i].active != Some(false))
        .collect();
    order.sort_by_key(|&i| std::cmp::Reverse(decoded.fields[i].field.bits.first().map_or(0, |r| r.hi)));
    let chips = order.into_iter().map(|i| {
        let field = decoded.fields[i].field;
        let class = classes!(
            "rv-chip",
            format!("access-{}", field.access.name()),
            (c.shown == Some(i)).then_some("shown"),
            (field.mask() & props.changed != 0).then_some("changed"),
        );
        let onclick = c.on_select.reform(move |_: MouseEvent| i);
        let onfocusin = c.on_select.reform(move |_: FocusEvent| i);
        let onchange = c.on_select.reform(move |_: Event| i);
        let onmouseenter = {
            let on_hover = c.on_hover.clone();
            Callback::from(move |_: MouseEvent| on_hover.emit(Some(i)))
        };
        let onmouseleave = {
            let on_hover = c.on_hover.clone();
            Callback::from(move |_: MouseEvent| on_hover.emit(None))
        };
        html! {
            <div class={class} data-field={field.name} title={format!("{} ({})", field.name, field.bits_text())}
                 {onclick} {onfocusin} {onchange} {onmouseenter} {onmouseleave}>
                <span class="rv-chip-name" aria-hidden="true">{ field.name }</span>
                <FieldControl machine={machine} register={reg} field={field} raw={props.value}
                              readonly={props.readonly} on_write={props.on_write.clone()} />
            </div>
        }
    });
    let shown = c.shown.and_then(|i| decoded.fields.get(i));
    let summary = shown.map_or_else(
        || "Details".to_string(),
        |df| {
            let noun = if df.field.width() == 1 { "bit" } else { "bits" };
            let value = if df.meaning.is_empty() || df.meaning == df.value.to_string() {
                df.value.to_string()
            } else {
                format!("{}: {}", df.value, df.meaning)
            };
            format!("{} ({noun} {}) = {value}", df.field.name, df.field.bits_text())
        },
    );
    let details = shown.map(|df| {
        html! {
            <FieldDetails machine={machine} register={reg} field={df.field} raw={props.value}
                          meaning={AttrValue::from(df.meaning.clone())} active={df.active} />
        }
    });
    let text = readable(reg.description);
    html! {
        <section class="register-view compact" data-testid={format!("reg-{}", reg.name)}
                 aria-labelledby={c.title_id.clone()} ref={c.root}>
            { c.header }
            <ValueEditor register={reg} value={props.value} readonly={props.readonly}
                         on_write={props.on_write.clone()} compact=true />
            { c.grid }
            <div class="rv-chips" role="group" aria-label={format!("Fields of {}", reg.name)}
                 data-testid={format!("fields-{}", reg.name)}>
                { for chips }
            </div>
            { c.notes }
            if !decoded.diagnostics.is_empty() || !props.why.is_empty() {
                <Diagnostics register={reg} decoded={decoded.clone()} why={props.why.clone()} />
            }
            <details class="rv-more" data-testid={format!("more-{}", reg.name)}>
                <summary title="The field in focus: its access, reset value, named values, description and source; and the register's description">
                    <span class="rv-more-label">{ "Details" }</span>
                    <span class="rv-more-field" data-testid={format!("more-field-{}", reg.name)}>{ summary }</span>
                </summary>
                { for details }
                <section class="rv-more-register">
                    <h3>{ format!("About {}", reg.name) }</h3>
                    <p class="rv-description">{ text }</p>
                    <p class="source">{ "Source: " }{ readable(reg.source) }</p>
                </section>
            </details>
        </section>
    }
}

/// The register's description and source: the first sentence shown, the rest on demand.
fn about(reg: &Register) -> Html {
    let text = readable(reg.description);
    let cut = text
        .match_indices(". ")
        .map(|(i, _)| i + 1)
        .find(|i| *i >= 40)
        .unwrap_or(text.len());
    let (first, rest) = text.split_at(cut);
    html! {
        <details class="rv-about">
            <summary class="rv-description">{ first.to_string() }
                <span class="more" aria-hidden="true">{ " more" }</span></summary>
            if !rest.trim().is_empty() {
                <p class="rv-description">{ rest.trim().to_string() }</p>
            }
            <p class="source">{ "Source: " }{ readable(reg.source) }</p>
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct DiagnosticsProps {
    register: &'static Register,
    decoded: Decoded,
    why: Vec<Why>,
}

/// What the decoder says about the value (reserved bits set, unknown encodings,
/// restrictions), and why the counters this register concerns do not count.
#[component]
fn Diagnostics(props: &DiagnosticsProps) -> Html {
    let diags = &props.decoded.diagnostics;
    html! {
        <section class="rv-diagnostics" aria-label={format!("Diagnostics of {}", props.register.name)}>
            <h3>{ "Diagnostics" }</h3>
            { for props.why.iter().map(|w| html! {
                <WhyNote why={w.clone()} testid={format!("diag-why-{}", w.counter)} reading=true />
            }) }
            if diags.is_empty() && props.why.is_empty() {
                <p class="muted">{ "No diagnostics." }</p>
            }
            if !diags.is_empty() {
                <ul data-testid={format!("diagnostics-{}", props.register.name)}>
                    { for diags.iter().map(|d| html! {
                        <li class={classes!("diag", format!("diag-{}", d.severity.name()))}>
                            { readable(&d.to_string()) }
                        </li>
                    }) }
                </ul>
            }
        </section>
    }
}
