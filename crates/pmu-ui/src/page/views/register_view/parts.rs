//! What the register view's parts share: which fields a control may write, how a field is
//! named to assistive technology, and element ids unique on the page.

use std::sync::atomic::{AtomicU32, Ordering};

use pmu_model::register::{Access, Field, Register};

/// Whether the user may try to write a field. Reserved, ignored and sign-extension bits store
/// nothing, so offering a control for them would only invite writes that cannot mean
/// anything; read-only, clear-only and write-zero fields stay editable, because trying is how
/// a user learns what the hardware does with such a write.
pub(super) fn editable(field: &Field) -> bool {
    !matches!(
        field.access,
        Access::Reserved | Access::Ignored | Access::SignExtend { .. }
    )
}

/// How an ARIA label names a field: "PCR0 field ut (bit 2)", "PCR0 field sl (bits 15:11)".
pub(super) fn field_label(reg: &Register, field: &Field) -> String {
    let noun = if field.width() == 1 { "bit" } else { "bits" };
    format!("{} field {} ({noun} {})", reg.name, field.name, field.bits_text())
}

/// A number unique on the page, so that two views of the same register (the app and an
/// embedded widget) never share an element id.
pub(super) fn next_uid() -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
