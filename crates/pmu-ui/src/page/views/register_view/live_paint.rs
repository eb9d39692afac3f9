//! A live run's bit values painted on a canvas over the bit grid.
//!
//! At 10^10 cycles a frame a counter's low bits all change at every frame, and a changed text
//! in the grid makes the browser lay out and paint the page's columns again: some 3 ms of a
//! 17 ms frame (docs/performance.md, "The bit grid painted during a live run"). While a run is
//! live, the grid's cells keep the faces they had when it started, drawn transparent, and this
//! painter draws each value on a canvas laid over them: painting a canvas needs no layout.
//! The cells stay where they are, so clicks, hovers and the changed marks work as before, and
//! each value button's accessible name keeps following the value. When the run stops, the
//! canvas goes and the cells show the value as text again (for find, copy and print).
//!
//! Only the app's register column passes a painter (`RegisterView`'s `painter`), so a module
//! without a live run (the register explorer) links none of this.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, ResizeObserver};

/// One value cell of the grid on display, in the order of the grid's `.bg-val` elements: the
/// bit it shows, and whether its field's access kind draws it muted (reserved, ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueCell {
    pub bit: u8,
    pub muted: bool,
}

/// A painting in progress; dropping it stops watching the grid's size.
pub trait LivePaint {
    /// Draws the bits of `value` and `changed` that differ from what it drew last.
    fn paint(&mut self, value: u64, changed: u64);
}

/// The painter a live run hands to the bit grid.
#[derive(Clone, Copy)]
pub struct Painter {
    /// Takes over the values of `grid` (its `canvas.bg-paint`, its `.bg-val` cells in the
    /// order of `cells`), or says it cannot (no 2D canvas, forced colours) with `None`: the
    /// grid then shows the values as text.
    /// `value` and `changed` are the first to draw.
    pub start: fn(&Element, Rc<[ValueCell]>, u64, u64) -> Painting,
}

/// A painting in progress, or none.
pub type Painting = Option<Box<dyn LivePaint>>;

/// There is one painter, and a render never swaps it for another: any two compare equal.
impl PartialEq for Painter {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The canvas painter.
pub fn painter() -> Painter {
    Painter { start }
}

/// Where a value cell is on the canvas, in CSS pixels: its box below its top border.
#[derive(Clone, Copy)]
struct Placed {
    cell: ValueCell,
    x: f64,
    y: f64,
    w: f64,
    h: f64,
}

/// The stylesheet's colours and fonts for the values (static/style.css, `.bit-grid .bg-val`),
/// read from the grid so that the theme and the layout's font size hold.
#[derive(Default)]
struct Look {
    /// A set bit's background and digit, a clear bit's digit, a muted clear bit's digit.
    set_bg: String,
    set_fg: String,
    clear_fg: String,
    muted_fg: String,
    /// Canvas font strings: a set bit's digit is bold.
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
    /// Frames painted since the look was last read: the theme may change during a run.
    frames: u32,
}

/// The colours are read again after this many frames (half a second at 60 frames/s): a
/// change of theme during a run shows within it, and the frames between read no style.
const LOOK_EVERY: u32 = 30;

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

impl LivePaint for Live {
    fn paint(&mut self, value: u64, changed: u64) {
        let mut c = self.canvas.borrow_mut();
        c.want = (value, changed);
        // Not measured yet: the observer's first call draws what is wanted.
        let Some((was, was_changed)) = c.drawn else {
            return;
        };
        c.frames += 1;
        let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
        if ratio != c.ratio {
            c.measure();
            c.draw(u64::MAX);
        } else if c.frames >= LOOK_EVERY {
            c.read_look();
            c.draw(u64::MAX);
        } else {
            c.draw((value ^ was) | (changed ^ was_changed));
        }
    }
}

fn start(grid: &Element, cells: Rc<[ValueCell]>, value: u64, changed: u64) -> Painting {
    let window = web_sys::window()?;
    // Forced colours replace the stylesheet's colours with the system's, which the canvas
    // cannot follow: the values stay text.
    if window
        .match_media("(forced-colors: active)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
    {
        return None;
    }
    let canvas: HtmlCanvasElement = grid.query_selector("canvas.bg-paint").ok()??.dyn_into().ok()?;
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let canvas = Rc::new(RefCell::new(Canvas {
        grid: grid.clone(),
        canvas,
        ctx,
        cells,
        placed: Vec::new(),
        look: Look::default(),
        ratio: 0.0,
        want: (value, changed),
        drawn: None,
        frames: 0,
    }));
    // The grid's size changes with the window, the columns beside it and the font: the cells
    // move, and the observer measures them again before the frame is painted. Its first call
    // comes once the grid is laid out.
    let on_resize = {
        let canvas = canvas.clone();
        Closure::<dyn FnMut()>::new(move || {
            let mut c = canvas.borrow_mut();
            c.measure();
            c.draw(u64::MAX);
        })
    };
    let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok()?;
    observer.observe(grid);
    Some(Box::new(Live {
        canvas,
        observer,
        _on_resize: on_resize,
    }))
}

impl Canvas {
    /// Reads where each value cell is, the canvas's size and the look.
    fn measure(&mut self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        self.ratio = window.device_pixel_ratio();
        let grid = self.grid.get_bounding_client_rect();
        self.canvas
            .set_width((grid.width() * self.ratio).round().max(1.0) as u32);
        self.canvas
            .set_height((grid.height() * self.ratio).round().max(1.0) as u32);
        // Setting the size resets the context's state.
        let _ = self.ctx.set_transform(self.ratio, 0.0, 0.0, self.ratio, 0.0, 0.0);
        self.ctx.set_text_align("center");
        self.ctx.set_text_baseline("middle");
        self.placed.clear();
        let Ok(values) = self.grid.query_selector_all(".bg-val") else {
            return;
        };
        for (i, cell) in self.cells.iter().enumerate() {
            let Some(el) = values.item(i as u32).and_then(|n| n.dyn_into::<Element>().ok()) else {
                break;
            };
            let r = el.get_bounding_client_rect();
            // The value's top border (the line under the bit's number) stays the cell's.
            self.placed.push(Placed {
                cell: *cell,
                x: r.left() - grid.left(),
                y: r.top() - grid.top() + 1.0,
                w: r.width(),
                h: (r.height() - 1.0).max(0.0),
            });
        }
        self.read_look();
    }

    /// Reads the colours and the font of the values from the stylesheet.
    fn read_look(&mut self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        self.frames = 0;
        let style = |el: &Element| window.get_computed_style(el).ok().flatten();
        if let Some(s) = style(&self.grid) {
            let var = |name: &str| s.get_property_value(name).unwrap_or_default().trim().to_string();
            self.look.set_bg = var("--seg");
            self.look.set_fg = var("--panel");
            self.look.muted_fg = var("--muted");
            self.look.clear_fg = var("color");
        }
        if let Some(s) = self
            .grid
            .query_selector(".bg-val")
            .ok()
            .flatten()
            .and_then(|el| style(&el))
        {
            let get = |name: &str| s.get_property_value(name).unwrap_or_default();
            let (size, family) = (get("font-size"), get("font-family"));
            self.look.font = format!("{size} {family}");
            self.look.bold = format!("700 {size} {family}");
        }
    }

    /// Draws the wanted value's cells whose bits are in `which`.
    fn draw(&mut self, which: u64) {
        let (value, changed) = self.want;
        let ctx = &self.ctx;
        let look = &self.look;
        let todo = || {
            self.placed
                .iter()
                .filter(move |p| which >> p.cell.bit & 1 == 1)
                .map(move |p| (p, value >> p.cell.bit & 1 == 1))
        };
        for (p, _) in todo() {
            ctx.clear_rect(p.x, p.y, p.w, p.h);
        }
        // A set bit's background; a changed one leaves the 2 px ring of its cell showing
        // (`.bg-cell.changed .bg-val`).
        ctx.set_fill_style_str(&look.set_bg);
        for (p, _) in todo().filter(|(_, one)| *one) {
            let inset = if changed >> p.cell.bit & 1 == 1 { 2.0 } else { 0.0 };
            ctx.fill_rect(p.x + inset, p.y + inset, p.w - 2.0 * inset, p.h - 2.0 * inset);
        }
        ctx.set_font(&look.bold);
        ctx.set_fill_style_str(&look.set_fg);
        for (p, _) in todo().filter(|(_, one)| *one) {
            let _ = ctx.fill_text("1", p.x + p.w / 2.0, p.y + p.h / 2.0);
        }
        ctx.set_font(&look.font);
        for muted in [false, true] {
            ctx.set_fill_style_str(if muted { &look.muted_fg } else { &look.clear_fg });
            for (p, _) in todo().filter(|(p, one)| !*one && p.cell.muted == muted) {
                let _ = ctx.fill_text("0", p.x + p.w / 2.0, p.y + p.h / 2.0);
            }
        }
        self.drawn = Some(self.want);
    }
}
