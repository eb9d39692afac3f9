//! The event catalogue of the machine on screen: searchable, with the chosen event's
//! description, masks, notes and citation. Shown in the views column and in the `events` widget.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::page::context::use_session;
use crate::session::format::readable;

/// The event catalogue: searchable, with the selected event's description and citation.
#[component]
pub fn EventCatalogue() -> Html {
    let query = use_state(String::new);
    let selected = use_state(|| None::<&'static str>);
    let Some(session) = use_session() else {
        return html! {};
    };
    let machine = session.machine();
    let on_query = {
        let q = query.clone();
        Callback::from(move |e: InputEvent| q.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let q = query.to_ascii_lowercase();
    // An event matches by its name, description or code, or by a name a real tool gives it
    // (an alias: shown with the tool that uses it).
    let matches: Vec<_> = machine
        .events
        .iter()
        .filter_map(|e| {
            let own = q.is_empty()
                || e.name.to_ascii_lowercase().contains(&q)
                || e.description.to_ascii_lowercase().contains(&q)
                || format!("{:#x}", e.code) == q;
            if own {
                return Some((e, None));
            }
            machine
                .aliases_of(e, None)
                .find(|(_, a)| a.name.to_ascii_lowercase().contains(&q))
                .map(|(t, a)| (e, Some(format!("{} in {}", a.name, t.tool.label()))))
        })
        .collect();
    let chosen = selected.and_then(|n| machine.event(n));
    html! {
        <div class="panel events">
            <h3>{ format!("Events ({})", machine.events.len()) }</h3>
            <input type="search" data-testid="event-search" aria-label="Search events" placeholder="search name, tool name, description or 0xcode"
                   value={(*query).clone()} oninput={on_query} />
            <ul class="event-list">
                { for matches.iter().take(80).map(|(e, alias)| {
                    let name = e.name;
                    let sel = selected.clone();
                    html! {
                        <li>
                            <button type="button" class={classes!("event-item", (Some(name) == *selected).then_some("selected"))}
                                    onclick={Callback::from(move |_: MouseEvent| sel.set(Some(name)))}>
                                <code>{ format!("{:#04x}", e.code) }</code>{ " " }{ name }
                                if let Some(alias) = alias { <span class="muted">{ format!(" (as {alias})") }</span> }
                            </button>
                        </li>
                    }
                }) }
            </ul>
            if let Some(e) = chosen {
                <div class="event-details" data-testid="event-details">
                    <h4>{ e.name }<code>{ format!(" {} = {:#x}", machine.event_select_field, e.code) }</code></h4>
                    <p>{ readable(e.description) }</p>
                    if machine.aliases_of(e, None).next().is_some() {
                        <p class="muted" data-testid="event-aliases">{ "Names in the real tools: " }{
                            machine.aliases_of(e, None).map(|(t, a)| format!("{} ({})", a.name, t.tool.label())).collect::<Vec<_>>().join(", ")
                        }</p>
                    }
                    <p class="muted">{ format!("counters: {}; at most {} per cycle", e.counters.join(", "), e.max_increment) }
                        { e.precise.map(|p| if p { "; precise" } else { "; not precise" }).unwrap_or_default() }</p>
                    if !e.masks.is_empty() {
                        <table class="masks">
                            { for e.masks.iter().map(|m| html! {
                                <tr><td><code>{ format!("{:#04x}", m.value) }</code></td><td>{ m.name }</td><td class="muted">{ readable(m.description) }</td></tr>
                            }) }
                        </table>
                    }
                    if !e.other_masks.is_empty() { <p class="muted">{ "Other values: " }{ readable(e.other_masks) }</p> }
                    { for e.notes.iter().map(|n| html! { <p class="note">{ readable(n) }</p> }) }
                    <p class="source">{ "Source: " }{ readable(e.source) }</p>
                </div>
            }
        </div>
    }
}
