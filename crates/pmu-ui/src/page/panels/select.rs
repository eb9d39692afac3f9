//! What the panels' `<select>` controls share.

/// The value of the `<select>` that fired `e`.
pub(super) fn select_value(e: &yew::Event) -> String {
    use yew::TargetCast;
    e.target_unchecked_into::<web_sys::HtmlSelectElement>().value()
}
