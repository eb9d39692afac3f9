//! The details pane: everything the tables say about the field in focus (bits, access kind
//! explained, reset, the current value and its meaning, named values, description, source)
//! and, for an event select or mask field, the selected event's catalogue entry.

use pmu_model::register::Encodings;
use pmu_model::{Event, Field, Machine, Register};

use crate::session::format::readable;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FieldDetailsProps {
    pub machine: &'static Machine,
    pub register: &'static Register,
    pub field: &'static Field,
    /// The register's value now.
    pub raw: u64,
    /// The decoder's reading of the field's value.
    pub meaning: AttrValue,
    /// Whether the field exists in the register's current mode (`None`: cannot be told).
    pub active: Option<bool>,
}

/// One field, explained.
#[component]
pub fn FieldDetails(props: &FieldDetailsProps) -> Html {
    let (machine, reg, field, raw) = (props.machine, props.register, props.field, props.raw);
    let value = field.get(raw);
    let noun = if field.width() == 1 { "bit" } else { "bits" };
    let reset = field
        .reset
        .map_or_else(|| "undefined".to_string(), |r| r.to_string());
    // A plain number's meaning is the number itself, already shown.
    let value_text = if props.meaning.is_empty() || *props.meaning == value.to_string() {
        format!("{value} ({value:#x})")
    } else {
        format!("{value} ({value:#x}): {}", props.meaning)
    };
    let mode = field.when.map(|w| {
        let owner = w.register.map_or(String::new(), |r| format!("{r}."));
        let values: Vec<String> = w.values.iter().map(u64::to_string).collect();
        let now = match props.active {
            Some(true) => "it does now",
            Some(false) => "it does not now",
            None => "whether it does now depends on a register not shown here",
        };
        format!(
            "Only in {}: when {owner}{} is {}; {now}.",
            w.mode,
            w.field,
            values.join(" or ")
        )
    });

    let encodings = field.named_values();
    let event_part = match field.encodings {
        Encodings::EventSelect => {
            let events: Vec<&'static Event> = machine.events_with_code(value).collect();
            if events.is_empty() {
                html! { <p class="muted">{ format!("{} selects no event of {}.", value, machine.name) }</p> }
            } else {
                html! { <>{ for events.into_iter().map(|e| html! { <EventCard event={e} /> }) }</> }
            }
        }
        Encodings::EventMask { select } => mask_part(machine, reg, select, value, raw),
        _ => html! {},
    };

    html! {
        // Focusable, since it scrolls on its own (beside the table, or at its fixed height).
        <aside class="details" tabindex="0" aria-label={format!("Details of {}.{}", reg.name, field.name)}
               data-testid={format!("details-{}", reg.name)}>
            <h3>
                { field.name }
                <span class="details-bits">{ format!(" {noun} {}", field.bits_text()) }</span>
            </h3>
            <dl>
                <dt>{ "Access" }</dt>
                <dd>
                    <span class={classes!("badge", format!("access-{}", field.access.name()))}>
                        { field.access.name() }
                    </span>
                    { " " }{ field.access.explain() }
                </dd>
                <dt>{ "Reset" }</dt>
                <dd>{ reset }</dd>
                <dt>{ "Value" }</dt>
                <dd>{ value_text }</dd>
                if let Some(mode) = mode {
                    <dt>{ "Mode" }</dt>
                    <dd>{ mode }</dd>
                }
            </dl>
            <p class="details-description">{ readable(field.description) }</p>
            if !encodings.is_empty() {
                <h4>{ "Named values" }</h4>
                <ul class="encodings">
                    { for encodings.iter().map(|e| html! {
                        <li class={classes!((e.value == value).then_some("current"))}>
                            <code>{ e.value }</code>{ " " }<strong>{ e.name }</strong>
                            if !e.description.is_empty() {
                                { ": " }{ readable(e.description) }
                            }
                        </li>
                    }) }
                </ul>
            }
            { event_part }
            <p class="source">{ "Source: " }{ readable(field.source) }</p>
        </aside>
    }
}

/// The masks of the event the register's select field chooses, the current one marked.
fn mask_part(machine: &Machine, reg: &Register, select: &str, value: u64, raw: u64) -> Html {
    let Some(sel) = reg.field(select) else {
        return html! {};
    };
    let code = sel.get(raw);
    html! {
        <>{ for machine.events_with_code(code).map(|e| {
            let ignored = e.ignored_mask_bits & value;
            html! {
                <section class="event-masks">
                    <h4>{ format!("Masks of {} ({select} {code:#x})", e.name) }</h4>
                    if e.masks.is_empty() {
                        <p class="muted">{ "This event has no named masks." }</p>
                    } else {
                        <ul class="encodings">
                            { for e.masks.iter().map(|m| html! {
                                <li class={classes!(m.matches(value).then_some("current"))}>
                                    <code>{ format!("{:#04x}", m.value) }</code>{ " " }
                                    <strong>{ m.name }</strong>
                                    if !m.description.is_empty() {
                                        { ": " }{ readable(m.description) }
                                    }
                                </li>
                            }) }
                        </ul>
                    }
                    if e.mask(value).is_none() && !e.other_masks.is_empty() {
                        <p>{ "Other values: " }{ readable(e.other_masks) }</p>
                    }
                    if ignored != 0 {
                        <p class="muted">{ format!("{} ignores the mask bits {ignored:#x} that are set.", e.name) }</p>
                    }
                    <p class="source">{ "Source: " }{ readable(e.source) }</p>
                </section>
            }
        }) }</>
    }
}

#[derive(Properties, PartialEq)]
struct EventCardProps {
    event: &'static Event,
}

/// An event's catalogue entry: description, counters, increment, flags, notes, source.
#[component]
fn EventCard(props: &EventCardProps) -> Html {
    let e = props.event;
    let yes_no = |b: Option<bool>| match b {
        Some(true) => "yes",
        Some(false) => "no",
        None => "not stated",
    };
    let counters = if e.counters.is_empty() {
        "not stated".to_string()
    } else {
        e.counters.join(", ")
    };
    html! {
        <section class="event-card">
            <h4>{ format!("Event {:#x}: {}", e.code, e.name) }</h4>
            if !e.description.is_empty() {
                <p>{ readable(e.description) }</p>
            }
            <dl>
                <dt>{ "Counters" }</dt>
                <dd>{ counters }</dd>
                <dt>{ "Max increment" }</dt>
                <dd>{ format!("{} per cycle", e.max_increment) }</dd>
                if e.precise.is_some() {
                    <dt>{ "Precise" }</dt>
                    <dd>{ yes_no(e.precise) }</dd>
                }
                if let Some(t) = e.mt_type {
                    <dt>{ "Type" }</dt>
                    <dd>{ t.letter() }</dd>
                }
            </dl>
            if !e.notes.is_empty() {
                <ul class="event-notes">
                    { for e.notes.iter().map(|n| html! { <li>{ readable(n) }</li> }) }
                </ul>
            }
            <p class="source">{ "Source: " }{ readable(e.source) }</p>
        </section>
    }
}
