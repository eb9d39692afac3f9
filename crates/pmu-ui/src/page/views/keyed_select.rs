//! A `<select>` whose choice made with the keys (arrows, letters) is only a choice until Enter
//! or leaving the list, so that it acts once (a register write, a new session, a step of the
//! history), not once per key. A choice made with the pointer acts at once.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The state of one such `<select>`: whether the keys are choosing, and the choice not yet made.
#[derive(Clone)]
pub struct KeyedSelect {
    keyed: Rc<RefCell<bool>>,
    pending: Rc<RefCell<Option<String>>>,
}

/// The handlers to put on the `<select>`, each under its own name.
pub struct SelectHandlers {
    pub onchange: Callback<Event>,
    pub onkeydown: Callback<KeyboardEvent>,
    pub onmousedown: Callback<MouseEvent>,
    pub onblur: Callback<FocusEvent>,
}

#[hook]
pub fn use_keyed_select() -> KeyedSelect {
    KeyedSelect {
        keyed: use_mut_ref(|| false),
        pending: use_mut_ref(|| None),
    }
}

impl KeyedSelect {
    /// Handlers that call `act` with the chosen option's value once it is made.
    pub fn handlers(&self, act: Callback<String>) -> SelectHandlers {
        let commit = {
            let (act, pending) = (act.clone(), self.pending.clone());
            move || {
                let chosen = pending.borrow_mut().take();
                if let Some(v) = chosen {
                    act.emit(v);
                }
            }
        };
        let onchange = {
            let (keyed, pending) = (self.keyed.clone(), self.pending.clone());
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                if *keyed.borrow() {
                    *pending.borrow_mut() = Some(v);
                } else {
                    act.emit(v);
                }
            })
        };
        let onkeydown = {
            let (keyed, commit) = (self.keyed.clone(), commit.clone());
            Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
                "Enter" => {
                    e.prevent_default();
                    commit();
                }
                "Tab" | "Escape" => {}
                _ => *keyed.borrow_mut() = true,
            })
        };
        let onmousedown = {
            let keyed = self.keyed.clone();
            Callback::from(move |_: MouseEvent| *keyed.borrow_mut() = false)
        };
        let onblur = {
            let keyed = self.keyed.clone();
            Callback::from(move |_: FocusEvent| {
                *keyed.borrow_mut() = false;
                commit();
            })
        };
        SelectHandlers {
            onchange,
            onkeydown,
            onmousedown,
            onblur,
        }
    }
}
