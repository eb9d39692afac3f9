//! The control for one field: a toggle button for a one-bit field; for a wider field a number
//! input and, where the field's values have names (named encodings, an event select, the
//! masks of the selected event), a `<select>` of those names.
//!
//! Each control reports the whole new register value (the field changed, every other bit as
//! it was) through `on_write`. The number input also takes a named value or an event name
//! (what `pmu encode` accepts, through the model's `encode_onto`: a tool's name for an event
//! with a mask, such as `Instr_all`, sets the mask too), and Up/Down step the value by one.
//! A mask that the tables describe as a set of independent bits (`Event::mask_is_bit_set`) is
//! a row of named checkboxes, with the names of the bits set, or the tool's name for that
//! combination.

use std::collections::BTreeMap;

use pmu_model::decode::{encode_onto, EncodeError};
use pmu_model::event::{Event as TableEvent, Mask};
use pmu_model::register::Encodings;
use pmu_model::{Field, Machine, Register};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::parts::{field_label, next_uid};
use crate::page::views::use_keyed_select;

#[derive(Properties, PartialEq)]
pub struct FieldControlProps {
    pub machine: &'static Machine,
    pub register: &'static Register,
    pub field: &'static Field,
    /// The register's value now.
    pub raw: u64,
    pub readonly: bool,
    pub on_write: Callback<u64>,
}

/// The control that suits the field's width.
#[component]
pub fn FieldControl(props: &FieldControlProps) -> Html {
    if props.field.width() == 1 {
        html! {
            <BitToggle register={props.register} field={props.field} raw={props.raw}
                       readonly={props.readonly} on_write={props.on_write.clone()} />
        }
    } else {
        html! {
            <NumberField machine={props.machine} register={props.register} field={props.field}
                         raw={props.raw} readonly={props.readonly}
                         on_write={props.on_write.clone()} />
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct BitToggleProps {
    pub register: &'static Register,
    pub field: &'static Field,
    pub raw: u64,
    pub readonly: bool,
    pub on_write: Callback<u64>,
}

/// A one-bit field as a toggle button; `aria-pressed` says whether the bit is set.
#[component]
pub fn BitToggle(props: &BitToggleProps) -> Html {
    let (reg, field, raw) = (props.register, props.field, props.raw);
    let on = field.get(raw) == 1;
    let onclick = {
        let on_write = props.on_write.clone();
        Callback::from(move |_: MouseEvent| on_write.emit(field.set(raw, u64::from(!on))))
    };
    html! {
        <button
            type="button"
            class={classes!("toggle", on.then_some("on"))}
            aria-pressed={if on { "true" } else { "false" }}
            aria-label={format!("{}: {}", field_label(reg, field), u8::from(on))}
            data-testid={format!("field-{}-{}", reg.name, field.name)}
            disabled={props.readonly}
            {onclick}
        >
            { if on { "1" } else { "0" } }
        </button>
    }
}

/// How a field's options write a value: event codes and masks in hex, as the catalogues
/// print them, other encodings in decimal, as the manuals number them.
/// How many characters wide a field's number input is: its largest value's text, and one more.
pub(crate) fn number_size(field: &Field) -> usize {
    value_text(field, field.max_value()).len().max(3) + 1
}

pub(crate) fn value_text(field: &Field, value: u64) -> String {
    match field.encodings {
        Encodings::EventSelect => format!("{value:#x}"),
        Encodings::EventMask { .. } => format!("{value:#04x}"),
        _ => value.to_string(),
    }
}

/// The named values a field's `<select>` offers, as (value, label), in value order. Empty when
/// the field is a plain number.
pub(crate) fn named_options(
    machine: &Machine,
    reg: &Register,
    field: &Field,
    raw: u64,
) -> Vec<(u64, String)> {
    let max = field.max_value();
    match field.encodings {
        Encodings::Number => Vec::new(),
        Encodings::Closed(encs) | Encodings::Open(encs) => encs
            .iter()
            .filter(|e| e.value <= max)
            .map(|e| (e.value, format!("{} - {}", value_text(field, e.value), e.name)))
            .collect(),
        Encodings::EventSelect => {
            // Montecito gives a few codes to several events (told apart by umask); one option
            // per code keeps the options' values distinct.
            let mut by_code: BTreeMap<u64, Vec<&str>> = BTreeMap::new();
            for e in machine.events.iter().filter(|e| e.code <= max) {
                by_code.entry(e.code).or_default().push(e.name);
            }
            by_code
                .into_iter()
                .map(|(code, names)| {
                    (
                        code,
                        format!("{} - {}", value_text(field, code), names.join(" / ")),
                    )
                })
                .collect()
        }
        Encodings::EventMask { select } => {
            let Some(sel) = reg.field(select) else {
                return Vec::new();
            };
            let mut by_value: BTreeMap<u64, &str> = BTreeMap::new();
            for m in machine
                .events_with_code(sel.get(raw))
                .flat_map(|e| e.masks.iter())
                .filter(|m| m.value <= max)
            {
                by_value.entry(m.value).or_insert(m.name);
            }
            by_value
                .into_iter()
                .map(|(v, name)| (v, format!("{} - {name}", value_text(field, v))))
                .collect()
        }
    }
}

/// The event whose mask `field` is, when the tables describe that mask as a set of bits.
pub(crate) fn bit_set_event(
    machine: &Machine,
    reg: &Register,
    field: &Field,
    raw: u64,
) -> Option<&'static TableEvent> {
    let Encodings::EventMask { select } = field.encodings else {
        return None;
    };
    let code = reg.field(select)?.get(raw);
    machine.events_with_code(code).find(|e| e.mask_is_bit_set())
}

/// The one-bit rows of a bit-set mask, in bit order, within the field.
pub(crate) fn mask_bits(event: &TableEvent, field: &Field) -> Vec<&'static Mask> {
    let mut bits: Vec<&'static Mask> = event
        .mask_bits()
        .filter(|m| m.value <= field.max_value())
        .collect();
    bits.sort_by_key(|m| m.value);
    bits.dedup_by_key(|m| m.value);
    bits
}

/// What a bit-set mask value names: the tools' name for exactly that event and mask
/// (`Instr_all`), else a row of that value, else the names of the bits set joined by "+"
/// (a bit without a name as its hex value); "none" for 0.
pub(crate) fn mask_names(machine: &Machine, event: &TableEvent, field: &Field, value: u64) -> String {
    if value == 0 {
        return "none: counts nothing".into();
    }
    let alias = machine
        .aliases
        .iter()
        .flat_map(|t| t.aliases.iter())
        .find(|a| a.code == event.code && a.mask == Some(value));
    if let Some(a) = alias {
        return a.name.to_string();
    }
    if let Some(m) = event.masks.iter().find(|m| m.dont_care == 0 && m.value == value) {
        return m.name.to_string();
    }
    let bits = mask_bits(event, field);
    (0..64)
        .map(|b| 1u64 << b)
        .filter(|b| value & b != 0)
        .map(|b| {
            bits.iter()
                .find(|m| m.value == b)
                .map_or_else(|| format!("{b:#x}"), |m| m.name.to_string())
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// What a value without a name is, as the field's kind of encoding says: a value outside a
/// closed list is one the manual does not define; an open list's other values are legal.
pub(crate) fn unnamed(field: &Field) -> &'static str {
    match field.encodings {
        Encodings::Closed(_) => "not defined by the manual",
        Encodings::EventSelect => "selects no event of the manual's table",
        Encodings::EventMask { .. } => "no named mask of this event",
        Encodings::Open(_) | Encodings::Number => "no name in the manual",
    }
}

#[derive(Properties, PartialEq)]
pub struct NumberFieldProps {
    pub machine: &'static Machine,
    pub register: &'static Register,
    pub field: &'static Field,
    pub raw: u64,
    pub readonly: bool,
    pub on_write: Callback<u64>,
}

/// A rejected entry and the register value it was typed against.
struct Draft {
    base: u64,
    text: String,
    error: String,
}

/// A multi-bit field: a number input, and a `<select>` when its values have names.
#[component]
pub fn NumberField(props: &NumberFieldProps) -> Html {
    let (machine, reg, field, raw) = (props.machine, props.register, props.field, props.raw);
    let uid = *use_state(next_uid);
    let draft = use_state(|| None::<Draft>);
    let select_ref = use_node_ref();
    let force = use_force_update();
    let value = field.get(raw);
    let max = field.max_value();
    let bit_set = bit_set_event(machine, reg, field, raw);
    let options = if bit_set.is_some() {
        Vec::new()
    } else {
        named_options(machine, reg, field, raw)
    };
    let named = options.iter().any(|(v, _)| *v == value);

    // Yew does not keep a `<select>`'s choice in step with the options' `selected`
    // attributes once the user has chosen, so the choice is set from the value after every
    // render, including the one that follows a write the register refused.
    {
        let select_ref = select_ref.clone();
        let want = if named { value.to_string() } else { String::new() };
        use_effect(move || {
            if let Some(select) = select_ref.cast::<HtmlSelectElement>() {
                if select.value() != want {
                    select.set_value(&want);
                }
            }
        });
    }

    let current = draft.as_ref().filter(|d| d.base == raw);
    let error_id = format!("fc{uid}-error");
    let label = field_label(reg, field);

    let onchange = {
        let draft = draft.clone();
        let on_write = props.on_write.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let text = input.value();
            // As `pmu encode` does: a tool's name for an event with a mask sets both fields.
            let parsed: Result<u64, EncodeError> =
                encode_onto(machine, reg, raw, &[(field.name, text.as_str())]);
            match parsed {
                Ok(v) => {
                    // Re-render from the register's value even if the write changes nothing.
                    draft.set(None);
                    on_write.emit(v);
                }
                Err(e) => draft.set(Some(Draft {
                    base: raw,
                    text,
                    error: e.to_string(),
                })),
            }
        })
    };
    let onkeydown = {
        let on_write = props.on_write.clone();
        let readonly = props.readonly;
        Callback::from(move |e: KeyboardEvent| {
            let next = match e.key().as_str() {
                "ArrowUp" => value.saturating_add(1).min(max),
                "ArrowDown" => value.saturating_sub(1),
                _ => return,
            };
            e.prevent_default();
            if !readonly && next != value {
                on_write.emit(field.set(raw, next));
            }
        })
    };
    // A choice made with the keys (arrows, letters) is only a choice until Enter or leaving
    // the list: it writes the register once, one step of the history, not once per key.
    let select = use_keyed_select().handlers({
        let on_write = props.on_write.clone();
        Callback::from(move |v: String| {
            if let Ok(v) = v.parse::<u64>() {
                on_write.emit(field.set(raw, v));
                force.force_update();
            }
        })
    });

    // The number is written as the field's named values are (event codes and masks in hex), so
    // that the input and its `<select>` read alike.
    let text = current.map_or_else(|| value_text(field, value), |d| d.text.clone());
    let event_list =
        matches!(field.encodings, Encodings::EventSelect).then(|| format!("events-{}", machine.id));
    let size = number_size(field);
    html! {
        <span class="fc">
            <input
                type="text"
                inputmode="numeric"
                class={classes!("fc-number", format!("w-{size}"))}
                size={size.to_string()}
                spellcheck="false"
                autocomplete="off"
                value={text}
                readonly={props.readonly}
                aria-label={label.clone()}
                aria-invalid={current.map(|_| "true")}
                aria-describedby={current.map(|_| error_id.clone())}
                data-testid={format!("field-{}-{}", reg.name, field.name)}
                list={event_list.clone()}
                {onchange}
                {onkeydown}
            />
            // Event selects are searchable: the browser offers the event names that match
            // what is typed, and a name is accepted like a number.
            if let Some(id) = event_list.clone() {
                <datalist {id}>
                    { for machine.events.iter().map(|e| html! {
                        <option value={e.name}>{ format!("{:#x}", e.code) }</option>
                    }) }
                    // The real tools' names for the events (aliases), with the tool that uses each.
                    { for machine.aliases.iter().flat_map(|t| t.aliases.iter().map(move |a| (t, a))).map(|(t, a)| html! {
                        <option value={a.name}>{ format!("{:#x} ({} name)", a.code, t.tool.label()) }</option>
                    }) }
                </datalist>
            }
            if !options.is_empty() {
                <select
                    ref={select_ref}
                    class="fc-select"
                    aria-label={format!("{label}, named values")}
                    data-testid={format!("field-{}-{}-select", reg.name, field.name)}
                    disabled={props.readonly}
                    onchange={select.onchange}
                    onkeydown={select.onkeydown}
                    onmousedown={select.onmousedown}
                    onblur={select.onblur}
                >
                    if !named {
                        <option value="" disabled=true>{ format!("{} - {}", value_text(field, value), unnamed(field)) }</option>
                    }
                    { for options.iter().map(|(v, text)| html! {
                        <option value={v.to_string()} selected={*v == value}>{ text.clone() }</option>
                    }) }
                </select>
            }
            if let Some(event) = bit_set {
                <span class="fc-bits" role="group" aria-label={format!("{label}: one bit per kind, any combination")}
                      data-testid={format!("field-{}-{}-bits", reg.name, field.name)}>
                    { for mask_bits(event, field).into_iter().map(|m| {
                        let on = value & m.value != 0;
                        let on_write = props.on_write.clone();
                        let bit = m.value;
                        let onchange = Callback::from(move |_: Event| on_write.emit(field.set(raw, value ^ bit)));
                        html! {
                            <label class="fc-bit" title={pmu_model::cite::for_readers(m.description).into_owned()}>
                                <input type="checkbox" checked={on} disabled={props.readonly} {onchange}
                                       data-testid={format!("field-{}-{}-bit-{}", reg.name, field.name, bit.trailing_zeros())} />
                                { m.name }
                            </label>
                        }
                    }) }
                    <span class="fc-bits-names" data-testid={format!("field-{}-{}-names", reg.name, field.name)}>
                        { mask_names(machine, event, field, value) }
                    </span>
                </span>
            }
            if let Some(d) = current {
                <span id={error_id} class="input-error" role="alert">{ d.error.clone() }</span>
            }
        </span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every number input's width is a class of the stylesheet (`w-N`: a style attribute
    /// would need `style-src-attr 'unsafe-inline'`).
    #[test]
    fn every_number_width_has_its_class() {
        let css = include_str!("../../../../../../static/style.css");
        for m in pmu_model::MACHINES {
            for r in m.registers {
                for f in r.fields {
                    let n = number_size(f);
                    assert!(
                        css.contains(&format!(".fc-number.w-{n} {{")),
                        "{}.{}: w-{n}",
                        r.name,
                        f.name
                    );
                }
            }
        }
    }

    #[test]
    fn t4_sl_options_are_the_event_codes() {
        let m = pmu_model::machine("sparc-t4").expect("sparc-t4 exists");
        let reg = m.register("PCR0").expect("PCR0 exists");
        let sl = reg.field("sl").expect("PCR0.sl exists");
        let opts = named_options(m, reg, sl, 0);
        assert_eq!(opts.first().map(|o| o.0), Some(0));
        assert!(opts
            .iter()
            .any(|(v, t)| *v == 16 && t == "0x10 - L1 data cache misses (precise)"));
        // sl 12-15 and 27 are reserved (TABLE 10-1): no option offers them.
        assert!(!opts.iter().any(|(v, _)| matches!(v, 12..=15 | 27)));
    }

    #[test]
    fn t4_mask_options_follow_the_selected_event() {
        let m = pmu_model::machine("sparc-t4").expect("sparc-t4 exists");
        let reg = m.register("PCR0").expect("PCR0 exists");
        let mask = reg.field("mask").expect("PCR0.mask exists");
        assert!(named_options(m, reg, mask, 0).is_empty(), "sl 0 has no masks");
        let with_sl16 = reg.field("sl").expect("sl").set(0, 16);
        assert!(!named_options(m, reg, mask, with_sl16).is_empty());
    }
}
