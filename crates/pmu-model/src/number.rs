//! Parsing numbers that users type: `0x8018`, `0b1010`, `32792`, with `_` separators.

use thiserror::Error;

/// The low `width` bits set: the mask of a field, counter or register `width` bits wide (all
/// 64 bits from 64 up, where a shift would overflow).
pub const fn ones(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// Why a number could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NumberError {
    #[error("empty number")]
    Empty,
    #[error("'{text}' is not a number: '{bad}' is not a {radix_name} digit")]
    BadDigit {
        text: String,
        bad: char,
        radix_name: &'static str,
    },
    #[error("'{text}' does not fit in 64 bits")]
    TooLarge { text: String },
}

/// Parse an unsigned 64-bit number: `0x` hex, `0b` binary, `0o` octal, or decimal.
/// Underscores are allowed between digits; surrounding white space is ignored.
pub fn parse_u64(text: &str) -> Result<u64, NumberError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(NumberError::Empty);
    }
    let lower = t.to_ascii_lowercase();
    let (digits, radix, radix_name) = if let Some(rest) = lower.strip_prefix("0x") {
        (rest, 16, "hexadecimal")
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (rest, 2, "binary")
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (rest, 8, "octal")
    } else {
        (lower.as_str(), 10, "decimal")
    };
    let mut value: u64 = 0;
    let mut any = false;
    for c in digits.chars() {
        if c == '_' {
            continue;
        }
        let d = c.to_digit(radix).ok_or_else(|| NumberError::BadDigit {
            text: t.to_string(),
            bad: c,
            radix_name,
        })?;
        value = value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or_else(|| NumberError::TooLarge { text: t.to_string() })?;
        any = true;
    }
    if !any {
        return Err(NumberError::Empty);
    }
    Ok(value)
}

/// `0x` followed by lower-case hex digits, zero-padded to the register's width.
pub fn hex(value: u64, width_bits: u8) -> String {
    let digits = usize::from(width_bits).div_ceil(4).max(1);
    format!("0x{value:0digits$x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_each_radix() {
        assert_eq!(parse_u64("0x8018"), Ok(0x8018));
        assert_eq!(parse_u64("0X_FF"), Ok(0xff));
        assert_eq!(parse_u64("0b1010"), Ok(10));
        assert_eq!(parse_u64(" 32792 "), Ok(32792));
        assert_eq!(parse_u64("0xffff_ffff_ffff_ffff"), Ok(u64::MAX));
    }

    #[test]
    fn rejects_bad_input_with_a_reason() {
        assert_eq!(parse_u64(""), Err(NumberError::Empty));
        assert_eq!(parse_u64("0x"), Err(NumberError::Empty));
        assert!(matches!(
            parse_u64("0xZZ"),
            Err(NumberError::BadDigit { bad: 'z', .. })
        ));
        assert!(matches!(
            parse_u64("0x1_0000_0000_0000_0000"),
            Err(NumberError::TooLarge { .. })
        ));
        assert!(matches!(
            parse_u64("-1"),
            Err(NumberError::BadDigit { bad: '-', .. })
        ));
    }

    #[test]
    fn hex_pads_to_width() {
        assert_eq!(hex(0x8018, 64), "0x0000000000008018");
        assert_eq!(hex(5, 32), "0x00000005");
    }
}
