//! A part of the page that a live run does not draw while it is off screen. It passes the
//! session on to what it holds as a context of its own, and passes a newer one only when that
//! part is on screen or something other than a frame of the run happened
//! ([`Session::only_ran_since`]): the page's render costs what the user can see rather than
//! everything it holds. A part scrolled out of view during a live run shows the session as it
//! was when it left the view; it is drawn again as it comes into view (an
//! `IntersectionObserver`), and when the run pauses. Its box also skips the browser's layout
//! and paint while off screen (`content-visibility: auto`, static/style.css `.on-screen`), and
//! is a stacking context, which the browser paints as a layer of its own: a frame repaints the
//! boxes whose views changed.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{IntersectionObserver, IntersectionObserverEntry};
use yew::context::ContextHandle;
use yew::prelude::*;

use crate::page::context::SessionCtx;
use crate::session::Mark;

#[derive(Properties, PartialEq)]
pub struct OnScreenProps {
    pub children: Html,
    /// Whether the browser skips the box's layout and paint while it is off screen
    /// (`content-visibility: auto`). Until first laid out, such a box takes a placeholder's
    /// height (12rem), so the side column's panels turn it off: the views below them would
    /// move when the app takes the place of the page's first screen. What the box holds still
    /// waits to be drawn while it is off screen.
    #[prop_or(true)]
    pub skip_layout: bool,
}

pub enum Msg {
    Session(SessionCtx),
    Seen(bool),
}

/// The observer of the box, and the callback it calls.
type Observer = (IntersectionObserver, Closure<dyn Fn(js_sys::Array)>);

pub struct OnScreen {
    /// The session given to what this holds, where it stood then, and the newest one.
    shown: Option<SessionCtx>,
    mark: Option<Mark>,
    latest: Option<SessionCtx>,
    _subscription: Option<ContextHandle<SessionCtx>>,
    /// Whether any of the box is in the viewport (until the observer first reports: yes).
    seen: bool,
    node: NodeRef,
    observer: Option<Observer>,
}

impl Component for OnScreen {
    type Message = Msg;
    type Properties = OnScreenProps;

    fn create(ctx: &Context<Self>) -> Self {
        let (latest, subscription) = ctx
            .link()
            .context::<SessionCtx>(ctx.link().callback(Msg::Session))
            .map_or((None, None), |(s, h)| (Some(s), Some(h)));
        OnScreen {
            shown: latest.clone(),
            mark: latest.as_ref().map(|s| s.mark()),
            latest,
            _subscription: subscription,
            seen: true,
            node: NodeRef::default(),
            observer: None,
        }
    }

    fn update(&mut self, _ctx: &Context<Self>, msg: Msg) -> bool {
        match msg {
            Msg::Session(s) => self.latest = Some(s),
            Msg::Seen(seen) => self.seen = seen,
        }
        let (Some(latest), Some(shown), Some(mark)) = (&self.latest, &self.shown, &self.mark) else {
            return false;
        };
        let wait = !self.seen && latest.only_ran_since(mark);
        if wait || latest == shown {
            return false;
        }
        self.mark = Some(latest.mark());
        self.shown = self.latest.clone();
        true
    }

    fn rendered(&mut self, ctx: &Context<Self>, first: bool) {
        if !first {
            return;
        }
        let Some(element) = self.node.cast::<web_sys::Element>() else {
            return;
        };
        let link = ctx.link().clone();
        let callback = Closure::<dyn Fn(js_sys::Array)>::new(move |entries: js_sys::Array| {
            // The last entry is the newest state of the one box observed.
            if let Some(entry) = entries.pop().dyn_ref::<IntersectionObserverEntry>() {
                link.send_message(Msg::Seen(entry.is_intersecting()));
            }
        });
        if let Ok(observer) = IntersectionObserver::new(callback.as_ref().unchecked_ref()) {
            observer.observe(&element);
            self.observer = Some((observer, callback));
        }
    }

    fn destroy(&mut self, _ctx: &Context<Self>) {
        if let Some((observer, _)) = self.observer.take() {
            observer.disconnect();
        }
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let children = ctx.props().children.clone();
        html! {
            <div class={classes!("on-screen", ctx.props().skip_layout.then_some("skip-layout"))} ref={self.node.clone()}>
                if let Some(session) = &self.shown {
                    <ContextProvider<SessionCtx> context={session.clone()}>{ children }</ContextProvider<SessionCtx>>
                } else {
                    { children }
                }
            </div>
        }
    }
}
