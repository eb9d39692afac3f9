//! The whole register value as text, shown and editable in hex, binary and decimal.
//!
//! An entry is committed on Enter or when the input loses focus. A bad entry (not a number in
//! that radix, wider than the register) stays in its input with an error that names the
//! problem, and nothing is written; the next good entry or a change of the value from
//! elsewhere clears it.

use pmu_model::decode::check_width;
use pmu_model::number::{hex, parse_u64, NumberError};
use pmu_model::Register;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::parts::next_uid;

/// The radixes the value can be typed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    Hex,
    Binary,
    Decimal,
}

impl Radix {
    pub const ALL: [Radix; 3] = [Radix::Hex, Radix::Decimal, Radix::Binary];

    /// A short lower-case name for ids, test hooks and CSS classes.
    pub fn name(self) -> &'static str {
        match self {
            Radix::Hex => "hex",
            Radix::Binary => "bin",
            Radix::Decimal => "dec",
        }
    }

    /// How error messages and labels name the radix.
    pub fn long_name(self) -> &'static str {
        match self {
            Radix::Hex => "hexadecimal",
            Radix::Binary => "binary",
            Radix::Decimal => "decimal",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Radix::Hex => "Hex",
            Radix::Binary => "Bin",
            Radix::Decimal => "Dec",
        }
    }
}

/// The value as its input shows it: hex zero-padded to the register's width, binary in
/// groups of eight bits (which `parse_u64` reads back), decimal plain.
pub fn format_value(value: u64, width: u8, radix: Radix) -> String {
    match radix {
        Radix::Hex => hex(value, width),
        Radix::Binary => {
            let w = usize::from(width.clamp(1, 64));
            let digits = format!("{value:0w$b}");
            let mut out = String::with_capacity(2 + w + w / 8);
            out.push_str("0b");
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (w - i) % 8 == 0 {
                    out.push('_');
                }
                out.push(c);
            }
            out
        }
        Radix::Decimal => value.to_string(),
    }
}

/// Read what the user typed into the input of `radix`. In the hex and binary inputs the
/// prefix is optional (a user who types `8018` in the hex box means 0x8018); in the decimal
/// input an explicit `0x` or `0b` prefix is honoured. The error names the text and the digit
/// that is wrong.
pub fn parse_in_radix(text: &str, radix: Radix) -> Result<u64, String> {
    let t = text.trim();
    let strip = |p: &str| {
        t.get(..2)
            .filter(|head| head.eq_ignore_ascii_case(p))
            .map_or(t, |_| &t[2..])
    };
    let full = match radix {
        Radix::Hex => format!("0x{}", strip("0x")),
        Radix::Binary => format!("0b{}", strip("0b")),
        Radix::Decimal => t.to_string(),
    };
    parse_u64(&full).map_err(|e| match e {
        NumberError::Empty => format!("empty: type a {} number", radix.long_name()),
        NumberError::BadDigit { bad, radix_name, .. } => {
            format!("'{t}' is not a {radix_name} number: '{bad}' is not a {radix_name} digit")
        }
        NumberError::TooLarge { .. } => format!("'{t}' does not fit in 64 bits"),
    })
}

#[derive(Properties, PartialEq)]
pub struct ValueEditorProps {
    pub register: &'static Register,
    pub value: u64,
    pub readonly: bool,
    pub on_write: Callback<u64>,
    /// Leave out the binary input (a widget's compact view: the bit grid shows the bits).
    #[prop_or_default]
    pub compact: bool,
}

/// A rejected entry, kept so that the user sees what they typed next to why it was refused.
struct Draft {
    radix: Radix,
    /// The value the register held when the entry was made.
    base: u64,
    text: String,
    error: String,
}

/// The value display (`reg-value-<REG>`) and its three inputs.
#[component]
pub fn ValueEditor(props: &ValueEditorProps) -> Html {
    let reg = props.register;
    let uid = *use_state(next_uid);
    let draft = use_state(|| None::<Draft>);
    // A draft belongs to the value it was typed against; once the value changes it is stale.
    let current = draft.as_ref().filter(|d| d.base == props.value);

    let compact = props.compact;
    let inputs = Radix::ALL
        .into_iter()
        .filter(|r| !(compact && *r == Radix::Binary))
        .map(|radix| {
            let id = format!("rv{uid}-{}", radix.name());
            let error_id = format!("rv{uid}-value-error");
            let mine = current.filter(|d| d.radix == radix);
            let text = mine.map_or_else(|| format_value(props.value, reg.width, radix), |d| d.text.clone());
            let onchange = {
                let draft = draft.clone();
                let on_write = props.on_write.clone();
                let base = props.value;
                Callback::from(move |e: Event| {
                    let input: HtmlInputElement = e.target_unchecked_into();
                    let text = input.value();
                    let parsed = parse_in_radix(&text, radix)
                        .and_then(|v| check_width(reg, v).map_err(|e| e.to_string()));
                    match parsed {
                        Ok(v) => {
                            // Setting the state re-renders this input from the register's value
                            // even when the write changes nothing, so it never shows text that
                            // the register does not hold.
                            draft.set(None);
                            on_write.emit(v);
                        }
                        Err(error) => draft.set(Some(Draft {
                            radix,
                            base,
                            text,
                            error,
                        })),
                    }
                })
            };
            html! {
                <>
                    <label for={id.clone()} title={radix.long_name()}>{ radix.label() }</label>
                    <input
                        id={id}
                        type="text"
                        class={classes!("rv-input", format!("rv-{}", radix.name()))}
                        spellcheck="false"
                        autocomplete="off"
                        value={text}
                        readonly={props.readonly}
                        aria-label={format!("{} value, {}", reg.name, radix.long_name())}
                        aria-invalid={mine.map(|_| "true")}
                        aria-describedby={mine.map(|_| error_id)}
                        data-testid={format!("value-{}-{}", reg.name, radix.name())}
                        {onchange}
                        onkeydown={Callback::from(|e: KeyboardEvent| {
                            // Enter writes the value (leaving the input commits it) and leaves
                            // the input, so that the page's shortcuts work again at once.
                            if e.key() == "Enter" {
                                if let Some(h) = e.target_dyn_into::<web_sys::HtmlElement>() {
                                    let _ = h.blur();
                                }
                            }
                        })}
                    />
                </>
            }
        });

    html! {
        <div class="rv-value">
            <div class="rv-value-line">
                <span class="visually-hidden">{ format!("{} value", reg.name) }</span>
                <code class="rv-hex" data-testid={format!("reg-value-{}", reg.name)}>
                    { hex(props.value, reg.width) }
                </code>
            </div>
            <div class="rv-inputs">{ for inputs }</div>
            if let Some(d) = current {
                <p id={format!("rv{uid}-value-error")} class="input-error" role="alert"
                   data-testid={format!("value-error-{}", reg.name)}>
                    { format!("{} entry refused: {}", d.radix.long_name(), d.error) }
                </p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_each_radix_at_the_register_width() {
        assert_eq!(format_value(0x8018, 64, Radix::Hex), "0x0000000000008018");
        assert_eq!(format_value(0x8018, 32, Radix::Hex), "0x00008018");
        assert_eq!(
            format_value(0x8018, 32, Radix::Binary),
            "0b00000000_00000000_10000000_00011000"
        );
        assert_eq!(format_value(0x8018, 64, Radix::Decimal), "32792");
    }

    #[test]
    fn every_format_reads_back() {
        for v in [0, 1, 0x8018, u64::MAX, 0x8000_0000_0000_0001] {
            for r in Radix::ALL {
                assert_eq!(parse_in_radix(&format_value(v, 64, r), r), Ok(v), "{r:?}");
            }
        }
    }

    #[test]
    fn the_prefix_is_optional_where_the_radix_is_known() {
        assert_eq!(parse_in_radix("8018", Radix::Hex), Ok(0x8018));
        assert_eq!(parse_in_radix(" 0X8018 ", Radix::Hex), Ok(0x8018));
        assert_eq!(parse_in_radix("1010", Radix::Binary), Ok(10));
        assert_eq!(parse_in_radix("8018", Radix::Decimal), Ok(8018));
        assert_eq!(parse_in_radix("0x10", Radix::Decimal), Ok(16));
    }

    #[test]
    fn a_bad_entry_names_the_text_and_the_digit() {
        assert_eq!(
            parse_in_radix("0x80g8", Radix::Hex),
            Err("'0x80g8' is not a hexadecimal number: 'g' is not a hexadecimal digit".into())
        );
        assert_eq!(
            parse_in_radix("102", Radix::Binary),
            Err("'102' is not a binary number: '2' is not a binary digit".into())
        );
        assert_eq!(
            parse_in_radix("", Radix::Decimal),
            Err("empty: type a decimal number".into())
        );
        assert!(parse_in_radix("1_0000_0000_0000_0000", Radix::Hex)
            .is_err_and(|e| e.contains("does not fit in 64 bits")));
    }
}
