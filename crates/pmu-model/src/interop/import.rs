//! What a text programs: its format (given, or read from its shape) and the tool's import.

use super::common::{formats, words, Format, GrammarEntry, Import, InteropError};
use super::{cpc, perf, pfmon, registers};
use crate::machine::Machine;
use crate::MACHINES;

/// Every entry of each tool's grammar that the machines' formats take: options, event names,
/// modifiers and attributes, each with what it does and an example. A test imports every
/// example and checks that none is dropped without a word.
pub fn grammar() -> Vec<GrammarEntry> {
    let mut out = pfmon::grammar();
    out.extend(perf::grammar());
    out.extend(cpc::grammar());
    out
}

/// Import `text` on `machine`: in `format`, or in the format its shape shows.
pub fn import(machine: &'static Machine, text: &str, format: Option<Format>) -> Result<Import, InteropError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(InteropError::Empty);
    }
    let known = formats(machine);
    let format = match format {
        Some(f) => f,
        None => detect(machine, text, &known)?,
    };
    if !known.contains(&format) {
        return Err(no_such_format(machine, format));
    }
    let imported = match format {
        Format::Perf => perf::import(machine, text)?,
        Format::Cpc => cpc::import(machine, text)?,
        Format::Pfmon => pfmon::import(machine, text)?,
        Format::Registers => registers::import(machine, text)?,
    };
    Ok(Import {
        machine: machine.id,
        format,
        writes: imported.writes,
        notes: imported.notes,
        not_imported: imported.not_imported,
    })
}

fn no_such_format(machine: &Machine, format: Format) -> InteropError {
    InteropError::NoSuchFormat {
        machine: machine.id,
        tool: format.tool_name(),
        known: format_list(&formats(machine)),
    }
}

fn format_list(formats: &[Format]) -> String {
    formats.iter().map(|f| f.id()).collect::<Vec<_>>().join(", ")
}

/// The format a text's shape shows: a tool's command name, `REG=VALUE`, `picN=`, or the
/// tool whose names its events are.
fn detect(machine: &'static Machine, text: &str, known: &[Format]) -> Result<Format, InteropError> {
    let first = words(text).into_iter().next().unwrap_or_default();
    for f in Format::ALL {
        if f.commands().contains(&first.as_str()) {
            if !known.contains(&f) {
                let others: Vec<&str> = MACHINES
                    .iter()
                    .filter(|m| formats(m).contains(&f))
                    .map(|m| m.id)
                    .collect();
                return Err(InteropError::OtherMachineTool {
                    part: first,
                    tool: f.tool_name(),
                    others: others.join(", "),
                    machine: machine.id,
                    known: format_list(known),
                });
            }
            return Ok(f);
        }
    }
    let item = text.split([',', ' ', '\t', '\n']).next().unwrap_or_default();
    let (left, right) = item.split_once('=').unwrap_or((item, ""));
    // `pic0=Instr_ld` is cpc's; `PIC0=0x10` (a number) writes the register PIC0.
    // `get`, not indexing: byte 3 of a user's text need not be a character boundary.
    let is_pic = left.len() > 3
        && left.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("pic"))
        && left.get(3..).is_some_and(|n| n.parse::<u32>().is_ok());
    if is_pic && !right.is_empty() && crate::number::parse_u64(right).is_err() && known.contains(&Format::Cpc)
    {
        return Ok(Format::Cpc);
    }
    if machine.register(left).is_some() || (!right.is_empty() && crate::number::parse_u64(right).is_ok()) {
        return Ok(Format::Registers);
    }
    if text.starts_with('-') && known.contains(&Format::Pfmon) {
        return Ok(Format::Pfmon);
    }
    let event_formats: Vec<Format> = known
        .iter()
        .copied()
        .filter(|f| *f != Format::Registers)
        .collect();
    match event_formats.as_slice() {
        [] => Ok(Format::Registers),
        [only] => Ok(*only),
        several => {
            // Perf's items are raw codes (`r6800000`) and its generic names, with modifiers.
            if several.contains(&Format::Perf) && perf::looks_like_perf(machine, text) {
                Ok(Format::Perf)
            } else if several.contains(&Format::Cpc) {
                Ok(Format::Cpc)
            } else {
                Ok(several[0])
            }
        }
    }
}
