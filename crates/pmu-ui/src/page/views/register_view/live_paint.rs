//! A live run's bit values painted on a canvas over the bit grid.
//!
//! At 10^10 cycles a frame a counter's low bits all change at every frame, and a changed text
//! in the grid makes the browser lay out and paint the page's columns again: some 3 ms of a
//! 17 ms frame (docs/performance.md, "The bit grid painted during a live run"). While a run is
//! live, the grid's cells keep the faces and marks they had when it started, drawn without
//! their value or ring, and this painter draws each value, and the ring of a bit that changed,
//! on a canvas laid over them: painting a canvas needs no layout. The cells stay where they
//! are, so clicks and hovers work as before, and each value button's accessible name keeps
//! following the value. When the run stops, the canvas goes and the cells show the value and
//! their marks again, the value as text (for find, copy and print).
//!
//! The grid reaches this module only through the [`Painter`] it is handed, which only the app's
//! register column makes, so a module without a live run (the register explorer) links none
//! of it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, MediaQueryList, ResizeObserver};
use yew::prelude::*;

use super::bit_grid::{owners, value_cells, LiveProps, Painter, ValueCell};

/// The canvas painter.
pub fn painter() -> Painter {
    Painter {
        usable,
        render: |props| html! { <LiveCanvas ..props /> },
    }
}

thread_local! {
    /// A canvas had no 2D context: the grid stops painting from the next frame.
    static NO_CONTEXT: Cell<bool> = const { Cell::new(false) };
    /// The forced-colours query, asked once: its list follows the setting.
    static FORCED_COLORS: Option<MediaQueryList> = web_sys::window()
        .and_then(|w| w.match_media("(forced-colors: active)").ok().flatten());
}

fn usable() -> bool {
    !NO_CONTEXT.get() && !FORCED_COLORS.with(|m| m.as_ref().is_some_and(MediaQueryList::matches))
}

/// The canvas over the grid's cells. Its parent is the grid.
#[component]
fn LiveCanvas(props: &LiveProps) -> Html {
    let canvas = use_node_ref();
    let cells: Rc<[ValueCell]> = value_cells(
        &props.decoded,
        &owners(&props.decoded),
        props.width,
        props.per_row,
    )
    .into();
    let live = use_mut_ref(|| None::<Live>);
    {
        let live = live.clone();
        let canvas = canvas.clone();
        let want = (props.value, props.changed);
        // A change of the cells (a row of the grid comes or goes) starts a new painting.
        use_effect_with(cells, move |cells| {
            let started = canvas
                .cast::<HtmlCanvasElement>()
                .and_then(|c| Live::start(c, cells.clone(), want));
            NO_CONTEXT.set(started.is_none());
            *live.borrow_mut() = started;
        });
    }
    // The canvas draws text only with the page's style up to date, and the style of a grid in
    // a container query needs its layout: drawn within the render, the canvas would make the
    // browser lay the page out before the components after it have written, and again at the
    // frame's end. It draws once the render is over (a microtask), when the frame's changes
    // are all written, so the page is laid out once.
    use_effect_with((props.value, props.changed), move |&want| {
        wasm_bindgen_futures::spawn_local(async move {
            if let Some(l) = live.borrow().as_ref() {
                l.paint(want);
            }
        });
    });
    html! { <canvas ref={canvas} class="bg-paint" aria-hidden="true"></canvas> }
}

/// Where a value cell is on the canvas, in CSS pixels: its box below its top border.
#[derive(Clone, Copy)]
struct Placed {
    cell: ValueCell,
    /// Its index in `Look::fills`: the background of a set bit, its field's access colour.
    fill: usize,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// The stylesheet's colours and fonts for the values (static/style.css, `.bit-grid .bg-val`),
/// read from the grid so that the theme and the layout's font size hold.
#[derive(Default)]
struct Look {
    /// The backgrounds of set bits, one per access colour (`--seg`, which each segment sets
    /// to its access kind's colour); a set bit's digit, a clear bit's digit, a muted clear
    /// bit's digit, the ring of a changed bit.
    fills: Vec<String>,
    set_fg: String,
    clear_fg: String,
    muted_fg: String,
    ring: String,
    /// The canvas's font, and a set bit's (bold).
    font: String,
    bold: String,
}

struct Canvas {
    grid: Element,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    cells: Rc<[ValueCell]>,
    placed: Vec<Placed>,
    look: Look,
    ratio: f64,
    /// The value and changed bits to show, and what the canvas shows: nothing until the
    /// first measure, which the size observer calls once the grid is laid out.
    want: (u64, u64),
    drawn: Option<(u64, u64)>,
    /// Frames painted since the cells were measured and the look read.
    frames: u32,
}

/// The cells are measured and the colours read again after this many frames (half a second
/// at 60 frames/s): a change of theme or of the cells' place that does not change the grid's
/// size shows within it, and the frames between read nothing from the page.
const LOOK_EVERY: u32 = 30;

/// A painting in progress; dropping it stops watching the grid's size.
struct Live {
    canvas: Rc<RefCell<Canvas>>,
    observer: ResizeObserver,
    _on_resize: Closure<dyn FnMut()>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

impl Live {
    /// Takes over the values of the canvas's grid, whose `.bg-val` elements are `cells`.
    fn start(canvas: HtmlCanvasElement, cells: Rc<[ValueCell]>, want: (u64, u64)) -> Option<Live> {
        let grid = canvas.parent_element()?;
        let ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        let painting = Rc::new(RefCell::new(Canvas {
            grid,
            canvas,
            ctx,
            cells,
            placed: Vec::new(),
            look: Look::default(),
            ratio: 0.0,
            want,
            drawn: None,
            frames: 0,
        }));
        // The grid's size changes with the window, the columns beside it and the font: the
        // cells move, and the observer measures them again before the frame is painted. Its
        // first call comes once the grid is laid out.
        let on_resize = {
            let painting = painting.clone();
            Closure::<dyn FnMut()>::new(move || {
                let mut c = painting.borrow_mut();
                c.measure();
                c.draw(u64::MAX);
            })
        };
        let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
        observer.observe(&painting.borrow().grid);
        Some(Live {
            canvas: painting,
            observer,
            _on_resize: on_resize,
        })
    }

    /// Draws the bits of `want` (value, changed) that differ from what the canvas shows.
    fn paint(&self, want: (u64, u64)) {
        let mut c = self.canvas.borrow_mut();
        c.want = want;
        // Not measured yet: the observer's first call draws what is wanted.
        let Some((was, was_changed)) = c.drawn else {
            return;
        };
        c.frames += 1;
        let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
        if ratio != c.ratio || c.frames >= LOOK_EVERY {
            c.measure();
            c.draw(u64::MAX);
        } else {
            c.draw((want.0 ^ was) | (want.1 ^ was_changed));
        }
    }
}

impl Canvas {
    /// Reads where each value cell is, the canvas's size, and the look.
    fn measure(&mut self) {
        self.frames = 0;
        let Some(window) = web_sys::window() else {
            return;
        };
        self.ratio = window.device_pixel_ratio();
        self.placed.clear();
        self.look.fills.clear();
        let grid = self.grid.get_bounding_client_rect();
        if grid.width() == 0.0 || grid.height() == 0.0 {
            return;
        }
        let px = |css: f64| (css * self.ratio).round().max(1.0) as u32;
        self.canvas.set_width(px(grid.width()));
        self.canvas.set_height(px(grid.height()));
        // Setting the size resets the context's state.
        let _ = self.ctx.set_transform(self.ratio, 0.0, 0.0, self.ratio, 0.0, 0.0);
        self.ctx.set_text_align("center");
        self.ctx.set_text_baseline("middle");
        let style = |el: &Element| window.get_computed_style(el).ok().flatten();
        let get =
            |s: &web_sys::CssStyleDeclaration, name: &str| s.get_property_value(name).unwrap_or_default();
        if let Some(g) = style(&self.grid) {
            self.look.set_fg = get(&g, "--panel");
            self.look.clear_fg = get(&g, "color");
            self.look.muted_fg = get(&g, "--muted");
            self.look.ring = get(&g, "--acc-clear-only");
        }
        let Ok(values) = self.grid.query_selector_all(".bg-val") else {
            return;
        };
        for (i, cell) in self.cells.iter().enumerate() {
            let Some(el) = values.item(i as u32).and_then(|n| n.dyn_into::<Element>().ok()) else {
                break;
            };
            let Some(s) = style(&el) else {
                break;
            };
            if i == 0 {
                let (size, family) = (get(&s, "font-size"), get(&s, "font-family"));
                self.look.font = format!("{size} {family}");
                self.look.bold = format!("700 {size} {family}");
            }
            let seg = get(&s, "--seg");
            let fill = match self.look.fills.iter().position(|f| *f == seg) {
                Some(f) => f,
                None => {
                    self.look.fills.push(seg);
                    self.look.fills.len() - 1
                }
            };
            let r = el.get_bounding_client_rect();
            // The value's top border (the line under the bit's number) stays the cell's.
            self.placed.push(Placed {
                cell: *cell,
                fill,
                x: r.left() - grid.left(),
                y: r.top() - grid.top() + 1.0,
                w: r.width(),
                h: (r.height() - 1.0).max(0.0),
            });
        }
    }

    /// Draws the wanted value's cells whose bits are in `which`.
    fn draw(&mut self, which: u64) {
        let (value, changed) = self.want;
        self.drawn = Some(self.want);
        // A grid that is not laid out (in a column a narrow page hides) has no cells to draw,
        // and the canvas's font would make the browser compute the page's style for nothing.
        if !self.placed.iter().any(|p| which >> p.cell.bit & 1 == 1) {
            return;
        }
        let (ctx, look) = (&self.ctx, &self.look);
        let todo = |one: bool| {
            self.placed
                .iter()
                .filter(move |p| which >> p.cell.bit & 1 == 1 && (value >> p.cell.bit & 1 == 1) == one)
        };
        let centre = |p: &Placed, digit: &str| {
            let _ = ctx.fill_text(digit, p.x + p.w / 2.0, p.y + p.h / 2.0);
        };
        let ringed = |p: &&Placed| changed >> p.cell.bit & 1 == 1;
        // The box within a changed bit's ring of 2 px (`.bg-cell.changed .bg-val`).
        let inner = |p: &Placed| {
            let inset = if ringed(&p) { 2.0 } else { 0.0 };
            (p.x + inset, p.y + inset, p.w - 2.0 * inset, p.h - 2.0 * inset)
        };
        for p in todo(true).chain(todo(false)) {
            ctx.clear_rect(p.x, p.y, p.w, p.h);
        }
        ctx.set_fill_style_str(&look.ring);
        for p in todo(true).chain(todo(false)).filter(ringed) {
            ctx.fill_rect(p.x, p.y, p.w, p.h);
            let (x, y, w, h) = inner(p);
            ctx.clear_rect(x, y, w, h);
        }
        for (i, fill) in look.fills.iter().enumerate() {
            ctx.set_fill_style_str(fill);
            for p in todo(true).filter(|p| p.fill == i) {
                let (x, y, w, h) = inner(p);
                ctx.fill_rect(x, y, w, h);
            }
        }
        ctx.set_font(&look.bold);
        ctx.set_fill_style_str(&look.set_fg);
        todo(true).for_each(|p| centre(p, "1"));
        ctx.set_font(&look.font);
        for muted in [false, true] {
            ctx.set_fill_style_str(if muted { &look.muted_fg } else { &look.clear_fg });
            todo(false)
                .filter(|p| p.cell.muted == muted)
                .for_each(|p| centre(p, "0"));
        }
    }
}
