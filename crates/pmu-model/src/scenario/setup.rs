//! The widget's `setup` string: a short text form of the first actions of a session, for
//! documentation pages (`setup="PIC0=0xfffffff0; mode=user"`). It lives in the model, not in
//! the widget, so that it is tested natively and fuzzed (`fuzz/`, target `widget_setup`) like
//! every other place where user text enters the model.
//!
//! Parts are separated by `;`: `REG=VALUE` writes a whole register of the widget's thread,
//! `REG.field=VALUE` one field of it onto its value (a number or an encoding's name; the
//! fields of one register in a row are one write), `mode=user|privileged|hyperprivileged`
//! sets the SPARC mode of every strand, and
//! `psr.cpl=N`, `psr.up=0|1`, `psr.pp=0|1` set the Itanium PSR of every thread (one mode
//! action, applied first, whatever the order of the parts).

use thiserror::Error;

use crate::machine::Machine;
use crate::number::{parse_u64, NumberError};
use crate::sim::{Action, ModeSpec, SparcMode, WriteValue};

/// Why a setup string cannot be used; each names the part that is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("setup: \"{part}\" is not REG=VALUE")]
    NotAssignment { part: String },
    #[error("setup: mode \"{value}\" is not user, privileged or hyperprivileged")]
    BadMode { value: String },
    #[error("setup: {key}: {error}")]
    BadNumber { key: String, error: NumberError },
    #[error("setup: {key}={value} is out of range")]
    OutOfRange { key: String, value: String },
    #[error("setup: {machine} has no register \"{reg}\"")]
    UnknownRegister { machine: &'static str, reg: String },
    #[error("setup: {reg} has no field \"{field}\"")]
    UnknownField { reg: &'static str, field: String },
}

/// The actions a setup string asks for, writes going to `thread`. Nothing is applied here: a
/// bad part is an error and no action is returned.
pub fn parse_setup(m: &'static Machine, text: &str, thread: u32) -> Result<Vec<Action>, SetupError> {
    let mut actions = Vec::new();
    let (mut cpl, mut up, mut pp, mut itanium) = (0u8, false, false, false);
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').ok_or_else(|| SetupError::NotAssignment {
            part: part.to_string(),
        })?;
        let (k, v) = (k.trim(), v.trim());
        let number = |v: &str| {
            parse_u64(v).map_err(|error| SetupError::BadNumber {
                key: k.to_string(),
                error,
            })
        };
        let out_of_range = || SetupError::OutOfRange {
            key: k.to_string(),
            value: v.to_string(),
        };
        match k.to_ascii_lowercase().as_str() {
            "mode" => {
                let mode = SparcMode::parse(v).ok_or_else(|| SetupError::BadMode { value: v.to_string() })?;
                actions.push(Action::SetMode {
                    thread: None,
                    mode: ModeSpec::Sparc(mode),
                });
            }
            // Itanium's PSR.cpl is a 2-bit privilege level, PSR.up and PSR.pp single bits.
            "psr.cpl" => {
                cpl = u8::try_from(number(v)?)
                    .ok()
                    .filter(|n| *n <= 3)
                    .ok_or_else(out_of_range)?;
                itanium = true;
            }
            "psr.up" | "psr.pp" => {
                let bit = match number(v)? {
                    0 => false,
                    1 => true,
                    _ => return Err(out_of_range()),
                };
                if k.eq_ignore_ascii_case("psr.up") {
                    up = bit;
                } else {
                    pp = bit;
                }
                itanium = true;
            }
            _ => {
                let (name, field) = match k.split_once('.') {
                    Some((r, f)) => (r.trim(), Some(f.trim())),
                    None => (k, None),
                };
                let reg = m.register(name).ok_or_else(|| SetupError::UnknownRegister {
                    machine: m.id,
                    reg: name.to_string(),
                })?;
                let Some(field) = field else {
                    actions.push(Action::Write {
                        thread,
                        unit: 0,
                        reg: reg.name.to_string(),
                        value: WriteValue::Raw(number(v)?),
                    });
                    continue;
                };
                let field = reg.field(field).ok_or_else(|| SetupError::UnknownField {
                    reg: reg.name,
                    field: field.to_string(),
                })?;
                // The value is checked when the write is applied, as a scenario's field writes are.
                let pair = (field.name.to_string(), v.to_string());
                match actions.last_mut() {
                    Some(Action::Write {
                        reg: last,
                        value: WriteValue::Fields(fields),
                        ..
                    }) if last == reg.name => fields.push(pair),
                    _ => actions.push(Action::Write {
                        thread,
                        unit: 0,
                        reg: reg.name.to_string(),
                        value: WriteValue::Fields(vec![pair]),
                    }),
                }
            }
        }
    }
    if itanium {
        actions.insert(
            0,
            Action::SetMode {
                thread: None,
                mode: ModeSpec::Itanium { cpl, up, pp },
            },
        );
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine;

    fn m(id: &str) -> &'static Machine {
        machine(id).expect("machine")
    }

    #[test]
    fn writes_and_modes_in_order_with_the_psr_first() {
        let actions =
            parse_setup(m("montecito"), "PMD4=0x7fffffffff00; psr.up=1;psr.cpl=3", 1).expect("setup");
        assert_eq!(
            actions,
            vec![
                Action::SetMode {
                    thread: None,
                    mode: ModeSpec::Itanium {
                        cpl: 3,
                        up: true,
                        pp: false
                    }
                },
                Action::Write {
                    thread: 1,
                    unit: 0,
                    reg: "PMD4".into(),
                    value: WriteValue::Raw(0x7fff_ffff_ff00)
                },
            ]
        );
        let actions = parse_setup(m("sparc-t4"), " PIC0=0xfffffff0 ; mode=user ;", 0).expect("setup");
        assert_eq!(actions.len(), 2);
        assert_eq!(parse_setup(m("sparc-t4"), "", 0), Ok(Vec::new()));
        // Fields of one register in a row are one write onto its value.
        let actions = parse_setup(m("sparc-t4"), "PCR0.sl=26; PCR0.ut=1; PCR1.st=1", 0).expect("setup");
        assert_eq!(
            actions,
            vec![
                Action::Write {
                    thread: 0,
                    unit: 0,
                    reg: "PCR0".into(),
                    value: WriteValue::Fields(vec![("sl".into(), "26".into()), ("ut".into(), "1".into())])
                },
                Action::Write {
                    thread: 0,
                    unit: 0,
                    reg: "PCR1".into(),
                    value: WriteValue::Fields(vec![("st".into(), "1".into())])
                },
            ]
        );
    }

    #[test]
    fn every_bad_part_is_named() {
        let t4 = m("sparc-t4");
        let err = |text: &str| parse_setup(t4, text, 0).expect_err(text).to_string();
        assert_eq!(err("PIC0"), "setup: \"PIC0\" is not REG=VALUE");
        assert_eq!(
            err("mode=root"),
            "setup: mode \"root\" is not user, privileged or hyperprivileged"
        );
        assert_eq!(err("NOPE=1"), "setup: sparc-t4 has no register \"NOPE\"");
        assert_eq!(err("PCR0.zz=1"), "setup: PCR0 has no field \"zz\"");
        assert_eq!(err("NOPE.ut=1"), "setup: sparc-t4 has no register \"NOPE\"");
        assert_eq!(
            err("PIC0=0xg"),
            "setup: PIC0: '0xg' is not a number: 'g' is not a hexadecimal digit"
        );
        assert_eq!(err("psr.cpl=4"), "setup: psr.cpl=4 is out of range");
        // A PSR.cpl past u8 is out of range too, not truncated to a small level.
        assert_eq!(err("psr.cpl=259"), "setup: psr.cpl=259 is out of range");
        assert_eq!(err("psr.pp=2"), "setup: psr.pp=2 is out of range");
    }
}
