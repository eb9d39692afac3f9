//! A callback on every animation frame, for live runs: the model steps once per frame and the
//! page renders at most once per frame (ARCHITECTURE.md, Architecture Invariant (one frame)).
//! Dropping the returned handle stops the loop.
//!
//! On web-sys, not gloo-render (already in the dependency tree through yew): measured with it,
//! the bundle grew by 950 bytes (225 gzip), it allocates a closure per frame, and a handle that
//! is replaced from inside its own callback would free the closure that is running.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Stops the loop when dropped.
#[derive(Debug)]
pub struct FrameLoop {
    alive: Rc<RefCell<bool>>,
    handle: Rc<RefCell<Option<i32>>>,
}

impl Drop for FrameLoop {
    fn drop(&mut self) {
        *self.alive.borrow_mut() = false;
        if let (Some(window), Some(id)) = (web_sys::window(), self.handle.borrow_mut().take()) {
            let _ = window.cancel_animation_frame(id);
        }
    }
}

type FrameClosure = Closure<dyn FnMut(f64)>;

/// Call `f` on every animation frame until the handle is dropped.
pub fn every_frame(mut f: impl FnMut() + 'static) -> Option<FrameLoop> {
    let window = web_sys::window()?;
    let alive = Rc::new(RefCell::new(true));
    let handle = Rc::new(RefCell::new(None));
    let slot: Rc<RefCell<Option<FrameClosure>>> = Rc::new(RefCell::new(None));
    let (alive2, handle2, slot2, window2) = (alive.clone(), handle.clone(), slot.clone(), window.clone());
    *slot.borrow_mut() = Some(Closure::new(move |_t: f64| {
        // After a panic the page is dead (crate::browser::panic): the loop stops instead of stepping a
        // model whose reducer may be half done.
        if !*alive2.borrow() || crate::browser::panic::happened() {
            // Break the closure's reference cycle so that it is freed.
            slot2.borrow_mut().take();
            return;
        }
        f();
        if let Some(cb) = slot2.borrow().as_ref() {
            *handle2.borrow_mut() = window2.request_animation_frame(cb.as_ref().unchecked_ref()).ok();
        }
    }));
    if let Some(cb) = slot.borrow().as_ref() {
        *handle.borrow_mut() = window.request_animation_frame(cb.as_ref().unchecked_ref()).ok();
    }
    Some(FrameLoop { alive, handle })
}
