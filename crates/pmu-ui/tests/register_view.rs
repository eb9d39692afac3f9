//! The register view in headless Chromium: the app mounted into a fresh element, driven
//! through the stable test hooks (`field-<REG>-<field>`, `reg-value-<REG>`) the way a user
//! drives it, and checked against the SPARC T4 PCR layout (seed 000, TABLE 10-1).
//!
//! Run: `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown -p pmu-ui`.

#![cfg(target_arch = "wasm32")]

use pmu_ui::page::app::App;
use pmu_ui::RegisterView;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement};
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

/// Wait `ms` milliseconds on the browser's timer, so that Yew renders what a click scheduled.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("setTimeout");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("the timer fires");
}

async fn settle() {
    sleep(30).await;
}

/// Forget the session an earlier test left in localStorage and the URL, so that the app
/// starts from the default machine.
fn forget_session() {
    let w = web_sys::window().expect("a window");
    if let Ok(Some(storage)) = w.local_storage() {
        storage.clear().expect("clear localStorage");
    }
    let path = w.location().pathname().expect("a path");
    w.history()
        .expect("history")
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path))
        .expect("replaceState");
}

/// A fresh element at the end of the body, so that every test has its own page part.
fn fresh_root() -> Element {
    let doc = web_sys::window()
        .expect("a window")
        .document()
        .expect("a document");
    let div = doc.create_element("div").expect("a div");
    doc.body().expect("a body").append_child(&div).expect("append");
    div
}

/// Mount the app and open PCR0 of the SPARC T4 (the first machine).
async fn app_on_pcr0() -> Element {
    forget_session();
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    settle().await;
    click(&by_testid(&root, "reg-item-PCR0"));
    settle().await;
    root
}

fn by_testid(root: &Element, id: &str) -> Element {
    root.query_selector(&format!("[data-testid=\"{id}\"]"))
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("no element with data-testid={id}"))
}

fn text(el: &Element) -> String {
    el.text_content().unwrap_or_default().trim().to_string()
}

fn click(el: &Element) {
    el.dyn_ref::<HtmlElement>().expect("an HTML element").click();
}

fn pressed(el: &Element) -> String {
    el.get_attribute("aria-pressed").unwrap_or_default()
}

fn input_value(el: &Element) -> String {
    el.dyn_ref::<HtmlInputElement>().expect("an input").value()
}

/// Type `value` into an input and commit it, as Enter or leaving the input does.
fn enter(el: &Element, value: &str) {
    el.dyn_ref::<HtmlInputElement>()
        .expect("an input")
        .set_value(value);
    fire_change(el);
}

fn fire_change(el: &Element) {
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("change", &init).expect("an event");
    el.dispatch_event(&event).expect("dispatch");
}

#[wasm_bindgen_test]
async fn toggling_a_one_bit_field_sets_its_bit() {
    let root = app_on_pcr0().await;
    let value = by_testid(&root, "reg-value-PCR0");
    assert_eq!(text(&value), "0x0000000000000000");
    let ut = by_testid(&root, "field-PCR0-ut");
    assert_eq!(pressed(&ut), "false");
    assert_eq!(
        ut.get_attribute("aria-label").as_deref(),
        Some("PCR0 field ut (bit 2): 0")
    );

    click(&ut);
    settle().await;
    // PCR.ut is bit 2 (TABLE 10-1).
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000004");
    assert_eq!(pressed(&by_testid(&root, "field-PCR0-ut")), "true");

    click(&by_testid(&root, "field-PCR0-ut"));
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000000");
}

#[wasm_bindgen_test]
async fn a_clear_only_bit_cannot_be_set_and_the_note_says_why() {
    let root = app_on_pcr0().await;
    click(&by_testid(&root, "field-PCR0-ov"));
    settle().await;
    // Section 10.2: ov "can be reset by software but can never be written to 1".
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000000");
    assert_eq!(pressed(&by_testid(&root, "field-PCR0-ov")), "false");
    let notes = text(&by_testid(&root, "notes-PCR0"));
    assert!(
        notes.contains("ov can be cleared by software but never set; it stayed 0"),
        "notes: {notes}"
    );
}

#[wasm_bindgen_test]
async fn a_hex_entry_updates_every_field_control() {
    let root = app_on_pcr0().await;
    enter(&by_testid(&root, "value-PCR0-hex"), "0x8018");
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000008018");
    // 0x8018: sl = 16 (bits 15:11), ht = 1 (bit 4), st = 1 (bit 3), the rest 0.
    // Event codes and masks read in hex, as their named values do.
    assert_eq!(input_value(&by_testid(&root, "field-PCR0-sl")), "0x10");
    let sl_select = by_testid(&root, "field-PCR0-sl-select");
    assert_eq!(
        sl_select
            .dyn_ref::<HtmlSelectElement>()
            .expect("a select")
            .value(),
        "16"
    );
    assert_eq!(pressed(&by_testid(&root, "field-PCR0-ht")), "true");
    assert_eq!(pressed(&by_testid(&root, "field-PCR0-st")), "true");
    assert_eq!(pressed(&by_testid(&root, "field-PCR0-ut")), "false");
    assert_eq!(input_value(&by_testid(&root, "field-PCR0-mask")), "0x00");
    assert_eq!(input_value(&by_testid(&root, "value-PCR0-dec")), "32792");
    assert_eq!(
        input_value(&by_testid(&root, "value-PCR0-bin")),
        "0b00000000_00000000_00000000_00000000_00000000_00000000_10000000_00011000"
    );
    // The hex box takes the value without its prefix too.
    enter(&by_testid(&root, "value-PCR0-hex"), "4");
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000004");
}

#[wasm_bindgen_test]
async fn a_bad_entry_is_named_and_writes_nothing() {
    let root = app_on_pcr0().await;
    let hex = by_testid(&root, "value-PCR0-hex");
    enter(&hex, "0x80g8");
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000000");
    let error = text(&by_testid(&root, "value-error-PCR0"));
    assert!(error.contains("'g' is not a hexadecimal digit"), "error: {error}");
    // The refused text stays where the user typed it, marked invalid.
    let hex = by_testid(&root, "value-PCR0-hex");
    assert_eq!(input_value(&hex), "0x80g8");
    assert_eq!(hex.get_attribute("aria-invalid").as_deref(), Some("true"));

    // A field value wider than the field is refused the same way.
    let sl = by_testid(&root, "field-PCR0-sl");
    enter(&sl, "40");
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000000");
    let cell = sl.parent_element().expect("the control's wrapper");
    let msg = text(&cell);
    assert!(
        msg.contains("PCR0.sl is 5 bits wide; 40 does not fit (largest is 31)"),
        "message: {msg}"
    );

    // The next good entry clears the error.
    enter(&by_testid(&root, "value-PCR0-hex"), "0x8");
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000000008");
    assert!(root
        .query_selector("[data-testid=\"value-error-PCR0\"]")
        .expect("selector")
        .is_none());
}

#[wasm_bindgen_test]
async fn the_event_select_and_a_grid_cell_write_the_register() {
    let root = app_on_pcr0().await;
    let select = by_testid(&root, "field-PCR0-sl-select");
    select
        .dyn_ref::<HtmlSelectElement>()
        .expect("a select")
        .set_value("16");
    fire_change(&select);
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000008000");
    // The mask is now sl 16's set of bits (seed 000 L175-L179: three named bits, "mask[5:3] is
    // ignored"), one box each, and the details pane shows the event.
    let bits = by_testid(&root, "field-PCR0-mask-bits");
    assert_eq!(
        bits.query_selector_all("input[type=checkbox]")
            .expect("selector")
            .length(),
        3
    );
    let details = text(&by_testid(&root, "details-PCR0"));
    assert!(
        details.contains("L1 data cache misses (precise)"),
        "details: {details}"
    );

    // Clicking the cell of bit 3 (st) toggles that bit.
    let cell = root
        .query_selector(".bit-grid button[aria-label^=\"PCR0 bit 3 \"]")
        .expect("selector")
        .expect("a cell for bit 3");
    click(&cell);
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000008008");
}

#[wasm_bindgen_test]
async fn a_readonly_view_offers_no_edit() {
    let machine = pmu_model::machine("sparc-t4").expect("sparc-t4");
    let register = machine.register("PCR0").expect("PCR0");
    let root = fresh_root();
    let props = pmu_ui::RegisterViewProps {
        machine,
        register,
        value: 0x8018,
        readonly: true,
        on_write: Callback::from(|v: u64| panic!("a read-only view wrote {v:#x}")),
        notes: Vec::new(),
        why: Vec::new(),
        focus: None,
        // ov and ut changed in the last step: their cells and rows are highlighted.
        changed: 0b101,
        compact: false,
        painter: None,
    };
    yew::Renderer::<RegisterView>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000008018");
    let ut = by_testid(&root, "field-PCR0-ut");
    assert!(ut.has_attribute("disabled"));
    click(&ut);
    settle().await;
    assert!(by_testid(&root, "value-PCR0-hex").has_attribute("readonly"));
    assert!(root
        .query_selector(".bit-grid button")
        .expect("selector")
        .is_none());
    // The grid is drawn twice, in rows of 32 and of 8, and CSS shows one: count the wide one.
    let changed = root
        .query_selector_all(".bit-grid-wide .bg-cell.changed")
        .expect("selector");
    assert_eq!(changed.length(), 2, "bits 0 and 2 are marked");
    let rows = root.query_selector_all("tr.fr.changed").expect("selector");
    assert_eq!(rows.length(), 2, "the ov and ut rows are marked");
}

/// A live run's painter (register_view/live_paint.rs): the grid on display paints its values
/// on a canvas, its cells keep the faces they had when the painting began, drawn transparent,
/// and the value buttons' accessible names follow the value. When the run stops, the canvas
/// goes and the cells show the value again. The app's stylesheet is on the page, so that the
/// grid learns which layout is on display (its `bg-on-display` animation) and the canvas has
/// the colours to paint.
#[wasm_bindgen_test]
async fn a_live_run_paints_the_values_and_the_cells_show_them_again_when_it_stops() {
    let doc = web_sys::window()
        .expect("a window")
        .document()
        .expect("a document");
    let style = doc.create_element("style").expect("a style");
    style.set_text_content(Some(include_str!("../../../static/style.css")));
    doc.head().expect("a head").append_child(&style).expect("append");
    let machine = pmu_model::machine("sparc-t4").expect("sparc-t4");
    let register = machine.register("PCR0").expect("PCR0");
    let root = fresh_root();
    let props = |value: u64, live: bool| pmu_ui::RegisterViewProps {
        machine,
        register,
        value,
        readonly: false,
        on_write: Callback::noop(),
        notes: Vec::new(),
        why: Vec::new(),
        focus: None,
        changed: 0,
        compact: false,
        painter: live.then(pmu_ui::painter),
    };
    let mut app =
        yew::Renderer::<RegisterView>::with_root_and_props(root.clone(), props(0x8018, false)).render();
    sleep(100).await;
    let button = |bit: u8| {
        root.query_selector(&format!(".bit-grid-wide button[aria-label^=\"PCR0 bit {bit} \"]"))
            .expect("selector")
            .unwrap_or_else(|| panic!("a button for bit {bit}"))
    };
    assert_eq!(text(&button(2)), "0");

    // The run starts: ut (bit 2) is set.
    app.update(props(0x801c, true));
    sleep(100).await;
    let grid = root
        .query_selector(".bit-grid-wide.painted")
        .expect("selector")
        .expect("the wide grid, on display, is painted");
    let canvas: web_sys::HtmlCanvasElement = grid
        .query_selector("canvas.bg-paint")
        .expect("selector")
        .expect("a canvas over the cells")
        .dyn_into()
        .expect("a canvas");
    assert_eq!(text(&button(2)), "0", "the cell keeps the face it had");
    assert_eq!(
        button(2).get_attribute("aria-label").as_deref(),
        Some("PCR0 bit 2 (ut): 1"),
        "its accessible name follows the value"
    );
    assert!(
        root.query_selector(".bit-grid-narrow.painted")
            .expect("selector")
            .is_none(),
        "the layout not on display is not painted"
    );
    // Bit 2 is painted set (its box filled), bit 1 clear (its box's corner left clear).
    let ctx: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .expect("a context")
        .expect("a 2D context")
        .dyn_into()
        .expect("a 2D context");
    let at = canvas.get_bounding_client_rect();
    let scale = f64::from(canvas.width()) / at.width();
    let alpha_in = |bit: u8| {
        let r = button(bit).get_bounding_client_rect();
        let (x, y) = (
            (r.left() - at.left() + 3.0) * scale,
            (r.top() - at.top() + 4.0) * scale,
        );
        ctx.get_image_data(x, y, 1.0, 1.0).expect("a pixel").data()[3]
    };
    assert!(
        canvas.width() > 0 && at.width() > 0.0,
        "the canvas is sized to the grid"
    );
    assert_eq!(alpha_in(2), 255, "bit 2 is painted set");
    assert_eq!(alpha_in(1), 0, "bit 1 is painted clear");
    app.update(props(0x8018, true));
    sleep(100).await;
    assert_eq!(alpha_in(2), 0, "a frame repaints the bits that changed");

    // The run stops: the cells show the value, and the canvas is gone.
    app.update(props(0x801c, false));
    sleep(100).await;
    assert!(root
        .query_selector(".bit-grid.painted, canvas")
        .expect("selector")
        .is_none());
    assert_eq!(text(&button(2)), "1");
    style.remove();
}

/// The compact view of a widget (seed 000, TABLE 10-1): the value, the grid and one control
/// per field that can be written, in order from the top bit; no field table; the details of
/// the field in focus behind a disclosure whose summary names it.
#[wasm_bindgen_test]
async fn the_compact_view_has_a_control_per_field_and_details_on_demand() {
    let machine = pmu_model::machine("sparc-t4").expect("sparc-t4");
    let register = machine.register("PCR0").expect("PCR0");
    let root = fresh_root();
    let written = std::rc::Rc::new(std::cell::Cell::new(None));
    let props = pmu_ui::RegisterViewProps {
        machine,
        register,
        value: 0x8018,
        readonly: false,
        on_write: {
            let written = written.clone();
            Callback::from(move |v: u64| written.set(Some(v)))
        },
        notes: Vec::new(),
        why: Vec::new(),
        focus: None,
        changed: 0,
        compact: true,
        painter: None,
    };
    yew::Renderer::<RegisterView>::with_root_and_props(root.clone(), props).render();
    settle().await;
    assert_eq!(text(&by_testid(&root, "reg-value-PCR0")), "0x0000000000008018");
    assert!(
        root.query_selector("table.fields").expect("selector").is_none(),
        "no field table"
    );
    assert!(
        root.query_selector("[data-testid=value-PCR0-bin]")
            .expect("selector")
            .is_none(),
        "no binary input"
    );
    let chips = root.query_selector_all(".rv-chip").expect("selector");
    let names: Vec<String> = (0..chips.length())
        .filter_map(|i| chips.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .filter_map(|e| e.get_attribute("data-field"))
        .collect();
    assert_eq!(
        names,
        ["ntc", "picnht", "picnpt", "sl", "mask", "ht", "st", "ut", "toe", "ov"],
        "a control per field that can be written, top bit first (the reserved bits have none)"
    );
    let more = by_testid(&root, "more-PCR0");
    assert!(!more.has_attribute("open"), "the details are closed");
    assert!(
        text(&by_testid(&root, "more-field-PCR0")).starts_with("sl (bits 15:11)"),
        "the event select of the counter the register drives"
    );
    click(&by_testid(&root, "field-PCR0-ut"));
    settle().await;
    assert_eq!(written.get(), Some(0x801c), "ut set on top of the value");
    assert!(
        text(&by_testid(&root, "more-field-PCR0")).starts_with("ut (bit 2)"),
        "the summary follows the field used"
    );
}

/// The history bar's marks (views/time_travel.rs): one per step, each titled with its step,
/// those at or before the position drawn as past, and a click on one goes to its step.
#[wasm_bindgen_test]
async fn the_history_marks_follow_the_steps_and_a_click_goes_to_one() {
    forget_session();
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    settle().await;
    for _ in 0..3 {
        click(&by_testid(&root, "step-1"));
        settle().await;
    }
    let marks = |root: &Element| {
        let list = root
            .query_selector_all("svg.tl-marks g.tl-step")
            .expect("a valid selector");
        (0..list.length())
            .filter_map(|i| list.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
            .collect::<Vec<_>>()
    };
    let past = |mark: &Element| {
        mark.query_selector("rect")
            .expect("a valid selector")
            .expect("a rect")
            .get_attribute("class")
            .unwrap_or_default()
            .split_whitespace()
            .any(|c| c == "past")
    };
    let shown = marks(&root);
    assert_eq!(shown.len(), 3, "one mark per step");
    for (i, mark) in shown.iter().enumerate() {
        let title = text(
            &mark
                .query_selector("title")
                .expect("a valid selector")
                .expect("a title"),
        );
        assert!(
            title.starts_with(&format!("step {}: ", i + 1)),
            "mark {i}: {title}"
        );
        assert!(past(mark), "mark {i} is at or before the position");
    }
    assert!(text(&by_testid(&root, "history-position")).starts_with("step 3 of 3"));

    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("a click");
    shown[0].dispatch_event(&event).expect("dispatch");
    settle().await;
    assert!(
        text(&by_testid(&root, "history-position")).starts_with("step 1 of 3"),
        "{}",
        text(&by_testid(&root, "history-position"))
    );
    let after = marks(&root);
    assert_eq!(after.len(), 3, "the steps after the position stay");
    assert_eq!(after.iter().map(past).collect::<Vec<_>>(), [true, false, false]);
}
