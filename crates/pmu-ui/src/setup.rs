//! The short setup language of the widget's `setup` option and of the compare view's lanes:
//! `;`-separated writes and modes, turned into model `Action`s. Browser-free, tested natively.

use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::sim::{Action, ModeSpec, SparcMode, WriteValue};

/// Parse a setup: `;`-separated `REG=VALUE` writes of a whole register, `REG.field=VALUE`
/// writes of one field onto the register's value (consecutive ones of one register are one
/// write; a value may be a number or an encoding's name), `mode=user|privileged|hyperprivileged`
/// (SPARC), `psr.cpl=N`, `psr.up=0|1`, `psr.pp=0|1` (Montecito). For example
/// `"PIC0=0xfffffff0; mode=user"`, `"PCR0.sl=26; PCR0.ut=1"` or
/// `"psr.cpl=3; psr.up=1; PMD4=0x7fffffffff00"`. Errors name the part that is wrong.
pub fn parse_setup(m: &'static Machine, text: &str, thread: u32) -> Result<Vec<Action>, String> {
    let mut actions = Vec::new();
    let (mut cpl, mut up, mut pp, mut itanium) = (0u8, false, false, false);
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("setup: \"{part}\" is not REG=VALUE"))?;
        let (k, v) = (k.trim(), v.trim());
        let key = k.to_ascii_lowercase();
        match key.as_str() {
            "mode" => {
                let mode = SparcMode::parse(v).ok_or_else(|| {
                    format!("setup: mode \"{v}\" is not user, privileged or hyperprivileged")
                })?;
                actions.push(Action::SetMode {
                    thread: None,
                    mode: ModeSpec::Sparc(mode),
                });
            }
            "psr.cpl" | "psr.up" | "psr.pp" => {
                let n = parse_u64(v).map_err(|e| format!("setup: {k}: {e}"))?;
                match key.as_str() {
                    "psr.cpl" if n <= 3 => cpl = n as u8,
                    "psr.up" if n <= 1 => up = n == 1,
                    "psr.pp" if n <= 1 => pp = n == 1,
                    _ => return Err(format!("setup: {k}={v} is out of range")),
                }
                itanium = true;
            }
            _ => {
                let (reg_name, field) = match k.split_once('.') {
                    Some((r, f)) => (r.trim(), Some(f.trim())),
                    None => (k, None),
                };
                let reg = m
                    .register(reg_name)
                    .ok_or_else(|| format!("setup: {} has no register \"{reg_name}\"", m.id))?;
                match field {
                    None => {
                        let value = parse_u64(v).map_err(|e| format!("setup: {k}: {e}"))?;
                        actions.push(Action::Write {
                            thread,
                            unit: 0,
                            reg: reg.name.to_string(),
                            value: WriteValue::Raw(value),
                        });
                    }
                    Some(f) => {
                        let field = reg
                            .field(f)
                            .ok_or_else(|| format!("setup: {} has no field \"{f}\"", reg.name))?;
                        let pair = (field.name.to_string(), v.to_string());
                        // A field after another of the same register joins its write.
                        match actions.last_mut() {
                            Some(Action::Write {
                                reg: r,
                                value: WriteValue::Fields(fields),
                                ..
                            }) if r == reg.name => fields.push(pair),
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

    fn t4() -> &'static Machine {
        pmu_model::machine("sparc-t4").expect("t4")
    }

    #[test]
    fn writes_modes_and_fields() {
        let a = parse_setup(
            t4(),
            "mode=user; PIC0=0xfffffff0; PCR0.sl=26; PCR0.ut=1; PCR1.st=1",
            0,
        )
        .expect("parse");
        assert_eq!(a.len(), 4);
        assert!(matches!(
            &a[0],
            Action::SetMode {
                mode: ModeSpec::Sparc(SparcMode::User),
                ..
            }
        ));
        assert!(matches!(
            &a[1],
            Action::Write {
                value: WriteValue::Raw(0xffff_fff0),
                ..
            }
        ));
        match &a[2] {
            Action::Write {
                reg,
                value: WriteValue::Fields(f),
                ..
            } => {
                assert_eq!(reg, "PCR0");
                assert_eq!(
                    f,
                    &vec![
                        ("sl".to_string(), "26".to_string()),
                        ("ut".to_string(), "1".to_string())
                    ]
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn errors_name_the_part() {
        assert!(parse_setup(t4(), "PCR0.zz=1", 0)
            .expect_err("field")
            .contains("no field \"zz\""));
        assert!(parse_setup(t4(), "PCR7=1", 0).expect_err("reg").contains("PCR7"));
        assert!(parse_setup(t4(), "mode=root", 0)
            .expect_err("mode")
            .contains("root"));
        assert!(parse_setup(t4(), "PIC0", 0)
            .expect_err("no =")
            .contains("REG=VALUE"));
    }
}
