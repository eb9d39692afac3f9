//! Register values as typed: `REG=VALUE` pairs (separated by spaces or commas), or
//! `REG VALUE`. Each value is a number as `pmu decode` takes it, no wider than the register.

use super::common::{Imported, InteropError, RegWrite};
use crate::decode;
use crate::machine::Machine;
use crate::number::parse_u64;

pub(super) fn import(machine: &'static Machine, text: &str) -> Result<Imported, InteropError> {
    let tokens: Vec<&str> = text
        .split([' ', ',', '\t', '\n', ';'])
        .filter(|t| !t.is_empty())
        .collect();
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match tokens[i].split_once('=') {
            Some((r, v)) => {
                pairs.push((r, v));
                i += 1;
            }
            None => {
                let v = tokens.get(i + 1).ok_or_else(|| {
                    InteropError::bad(tokens[i], "a register needs a value: write REG=VALUE")
                })?;
                pairs.push((tokens[i], v));
                i += 2;
            }
        }
    }
    let mut writes = Vec::new();
    for (r, v) in pairs {
        let reg = machine.register(r).ok_or_else(|| {
            let close = super::common::closest(r, machine.registers.iter().map(|g| g.name));
            InteropError::bad(
                r,
                format!(
                    "{} has no register of that name{}",
                    machine.id,
                    if close.is_empty() {
                        String::new()
                    } else {
                        format!("; the closest are {}", close.join(", "))
                    }
                ),
            )
        })?;
        let value = parse_u64(v).map_err(|e| InteropError::bad(format!("{r}={v}"), e.to_string()))?;
        decode::check_width(reg, value)?;
        writes.push(RegWrite {
            reg: reg.name,
            value,
            thread: 0,
        });
    }
    Ok(Imported {
        writes,
        ..Imported::default()
    })
}
