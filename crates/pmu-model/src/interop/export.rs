//! Export: the command lines of the real tools that program what the registers hold, or why a
//! tool cannot express it.
//!
//! Each format builds its event specification from the counters in use, then imports that
//! specification again (the tools' own semantics, in this module's siblings) and compares the
//! writes with the registers field by field: every field the tool would set otherwise is
//! reported (perf always sets toe; Solaris leaves it clear for the KT's L2_dmiss_ld), so an
//! export never claims more than the tool does.

use serde::Serialize;

use super::{find_alias, formats, import, pfmon, slots, Format, Slot};
use crate::event::Tool;
use crate::machine::Machine;
use crate::register::Register;

/// What each tool makes of the registers: `pmu export --json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Export {
    pub machine: &'static str,
    pub exports: Vec<ToolExport>,
}

/// One tool's command line for the registers, or why it has none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ToolExport {
    pub format: Format,
    pub tool: &'static str,
    /// The event specification alone, as `pmu import` takes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spec: Option<String>,
    /// The whole command line, with `COMMAND` for the workload.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// Why the tool cannot express what the registers hold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Fields the command would set otherwise than the registers hold.
    pub differences: Vec<String>,
}

impl ToolExport {
    fn cannot(format: Format, reason: String) -> ToolExport {
        ToolExport {
            format,
            tool: format.tool_name(),
            spec: None,
            command: None,
            reason: Some(reason),
            differences: Vec::new(),
        }
    }
}

/// A slot in use: its index among the machine's event counters, and its fields' values.
struct Used {
    index: usize,
    slot: Slot,
    value: u64,
    code: u64,
    mask: u64,
}

impl Used {
    fn field(&self, name: &str) -> Option<u64> {
        let f = if ["toe", "plm"].contains(&name) {
            self.slot.own_field(name)
        } else {
            self.slot.reg.field(name)
        };
        f.map(|f| f.get(self.value))
    }

    fn flag(&self, name: &str) -> bool {
        self.field(name).unwrap_or(0) != 0
    }
}

/// The counters in use: those whose register is given and whose event, mask, toe or plm is
/// not 0.
fn used(machine: &Machine, values: &[(&'static Register, u64)]) -> Vec<Used> {
    slots(machine)
        .into_iter()
        .enumerate()
        .filter_map(|(index, slot)| {
            let value = values.iter().find(|(r, _)| std::ptr::eq(*r, slot.reg))?.1;
            let code = slot.select.get(value);
            let mask = slot.mask.map_or(0, |m| m.get(value));
            let u = Used {
                index,
                slot,
                value,
                code,
                mask,
            };
            let on = code != 0
                || mask != 0
                || u.slot.own_field("toe").is_some_and(|f| f.get(value) != 0)
                || u.field("plm").unwrap_or(0) != 0;
            on.then_some(u)
        })
        .collect()
}

/// Export `values` (registers and what they hold) in every format the machine has, or in
/// those asked for.
pub fn export(machine: &'static Machine, values: &[(&'static Register, u64)], only: &[Format]) -> Export {
    let used = used(machine, values);
    let exports = formats(machine)
        .into_iter()
        .filter(|f| *f != Format::Registers || !only.is_empty())
        .filter(|f| only.is_empty() || only.contains(f))
        .map(|f| {
            let built = match f {
                Format::Perf => perf(machine, &used),
                Format::Cpc => cpc(machine, &used),
                Format::Pfmon => pfmon(machine, &used),
                Format::Registers => Ok(registers(values)),
            };
            match built {
                Err(reason) => ToolExport::cannot(f, reason),
                Ok((spec, command)) => {
                    let differences = compare(machine, f, &spec, values);
                    ToolExport {
                        format: f,
                        tool: f.tool_name(),
                        spec: Some(spec),
                        command: Some(command),
                        reason: None,
                        differences,
                    }
                }
            }
        })
        .collect();
    Export {
        machine: machine.id,
        exports,
    }
}

/// Import `spec` again and list every field whose value differs from the registers'.
fn compare(
    machine: &'static Machine,
    format: Format,
    spec: &str,
    values: &[(&'static Register, u64)],
) -> Vec<String> {
    let imported = match import(machine, spec, Some(format)) {
        Ok(i) => i,
        Err(e) => return vec![format!("the specification does not import again: {e}")],
    };
    let mut out = Vec::new();
    for w in &imported.writes {
        let Some(reg) = machine.register(w.reg) else {
            continue;
        };
        let here = values
            .iter()
            .find(|(r, _)| std::ptr::eq(*r, reg))
            .map_or(0, |(_, v)| *v);
        for f in reg.fields {
            let (a, b) = (f.get(here), f.get(w.value));
            if a != b {
                out.push(format!(
                    "{}.{}: here {a:#x}, {} sets {b:#x}",
                    reg.name,
                    f.name,
                    format.id()
                ));
            }
        }
    }
    for (reg, v) in values {
        if !imported.writes.iter().any(|w| w.reg == reg.name) && used_in(machine, reg, *v) {
            out.push(format!("{} = {v:#x} is not written by {}", reg.name, format.id()));
        }
    }
    out.dedup();
    out
}

/// Whether a register holds a counter in use.
fn used_in(machine: &Machine, reg: &'static Register, value: u64) -> bool {
    !used(machine, &[(reg, value)]).is_empty()
}

fn registers(values: &[(&'static Register, u64)]) -> (String, String) {
    let spec = values
        .iter()
        .map(|(r, v)| format!("{}={v:#x}", r.name))
        .collect::<Vec<_>>()
        .join(" ");
    (spec.clone(), spec)
}

type Built = Result<(String, String), String>;

fn perf(machine: &Machine, used: &[Used]) -> Built {
    if used.is_empty() {
        return Err("no counter is programmed".into());
    }
    let mut items = Vec::new();
    for u in used {
        let reg = u.slot.reg.name;
        if u.flag("ht") {
            return Err(format!(
                "{reg}.ht = 1: Linux does not support hypervisor tracing on this PMU (hv_bit is 0)"
            ));
        }
        let encoding = u.code << 6 | u.mask;
        let name = machine
            .aliases
            .iter()
            .filter(|t| t.tool == Tool::Perf)
            .flat_map(|t| t.aliases.iter())
            .find(|a| a.code == u.code && a.mask == Some(u.mask))
            .map_or_else(|| format!("r{:x}", encoding << 16), |a| a.name.to_string());
        let modifier = match (u.flag("ut"), u.flag("st")) {
            (true, true) => "",
            (true, false) => ":u",
            (false, true) => ":k",
            // Only h: with hv_bit 0, neither ut nor st is set.
            (false, false) => ":h",
        };
        items.push(format!("{name}{modifier}"));
    }
    let spec = items.join(",");
    let command = format!("perf stat -e {spec} -- COMMAND");
    Ok((spec, command))
}

fn cpc(machine: &Machine, used: &[Used]) -> Built {
    let Some(first) = used.first() else {
        return Err("no counter is programmed".into());
    };
    let modes = |u: &Used| (u.flag("ut"), u.flag("st"), u.flag("ht"), u.flag("sample_mode"));
    if let Some(other) = used.iter().find(|u| modes(u) != modes(first)) {
        return Err(format!(
            "{} and {} count in different modes; the Solaris backend programs every counter \
             with the same ones",
            first.slot.reg.name, other.slot.reg.name
        ));
    }
    let Some(table) = machine.aliases.iter().find(|t| t.tool == Tool::Cpc) else {
        return Err("no Solaris names".into());
    };
    let mut tokens = Vec::new();
    for u in used {
        // The name with exactly this mask, or one whose emask_valid can add the rest.
        let exact = table
            .aliases
            .iter()
            .find(|a| a.code == u.code && a.mask == Some(u.mask));
        let (name, extra) = match exact {
            Some(a) => (a.name, 0),
            None => {
                let best = table
                    .aliases
                    .iter()
                    .filter(|a| a.code == u.code)
                    .filter_map(|a| {
                        let base = a.mask.unwrap_or(0);
                        let extra = u.mask & !base;
                        (base & !u.mask == 0 && extra & !a.addable_mask == 0).then_some((a, extra))
                    })
                    .min_by_key(|(_, extra)| extra.count_ones());
                match best {
                    Some((a, extra)) => (a.name, extra),
                    None => {
                        return Err(format!(
                            "{}: sl {} with mask {:#x} has no Solaris name, and no name's \
                             emask_valid reaches it",
                            u.slot.counter.id, u.code, u.mask
                        ))
                    }
                }
            }
        };
        tokens.push(format!("pic{}={name}", u.index));
        if extra != 0 {
            tokens.push(format!("emask{}={extra:#x}", u.index));
        }
    }
    if !first.flag("ut") {
        tokens.push("nouser".into());
    }
    if first.flag("st") {
        tokens.push("sys".into());
    }
    if first.flag("ht") {
        tokens.push("hpriv".into());
    }
    if first.flag("sample_mode") {
        tokens.push("sample".into());
    }
    let spec = tokens.join(",");
    let command = format!("cputrack -c {spec} COMMAND");
    Ok((spec, command))
}

fn pfmon(machine: &Machine, used: &[Used]) -> Built {
    if used.is_empty() {
        return Err("no counter is programmed".into());
    }
    // The counters in order, except that an L1D-set event in PMD5 comes first: libpfm gives
    // PMD5 to the first L1D-set event of the list and the others the lowest free counter
    // (pfmon.rs, `assign`), so listing PMD4's BE_L1D_FPU_BUBBLE_FPU before PMD5's
    // BE_L1D_FPU_BUBBLE_ALL would swap them when the command runs.
    let mut used: Vec<&Used> = used.iter().collect();
    let in_pmd5 = used.iter().position(|u| {
        u.slot.counter.id == pfmon::L1D_COUNTER
            && machine
                .event_for(u.code, Some(u.mask))
                .is_some_and(pfmon::in_l1d_set)
    });
    if let Some(k) = in_pmd5 {
        let u = used.remove(k);
        used.insert(0, u);
    }
    let mut items = Vec::new();
    let mut plms = Vec::new();
    let mut thresholds = Vec::new();
    for u in used.iter().copied() {
        let reg = u.slot.reg.name;
        let name = find_name(machine, u.code, u.mask).ok_or_else(|| {
            format!(
                "{reg}: es {:#04x} with umask {:#06b} has no libpfm name",
                u.code, u.mask
            )
        })?;
        let mut item = name.to_string();
        let event = machine.event_for(u.code, Some(u.mask));
        let mesi = u.field("MESI").unwrap_or(0);
        if event.is_some_and(|e| e.mesi) && mesi != 0 && mesi != 0b1111 {
            for (bit, letter) in [(0b1000, "M"), (0b0100, "E"), (0b0010, "S"), (0b0001, "I")] {
                if mesi & bit != 0 {
                    item += &format!(":{letter}");
                }
            }
        }
        if u.flag("all") {
            return Err(format!("{reg}.all = 1: libpfm does not support .all"));
        }
        items.push(item);
        plms.push(u.field("plm").unwrap_or(0));
        thresholds.push(u.field("threshold").unwrap_or(0));
    }
    let mut parts = vec![format!("-e {}", items.join(","))];
    let same = plms.iter().all(|p| *p == plms[0]);
    let letters = |plm: u64| -> String {
        let mut s = String::new();
        for (bit, c) in [(0b0001, 'k'), (0b0010, '1'), (0b0100, '2'), (0b1000, 'u')] {
            if plm & bit != 0 {
                s.push(c);
            }
        }
        s
    };
    if plms.contains(&0) {
        return Err("a counter has plm 0 (disabled), which pfmon cannot ask for".into());
    }
    // pfmon monitors the user level alone unless told otherwise.
    if same && plms[0] != 0b1000 {
        for (bit, flag) in [(0b1000, "-u"), (0b0001, "-k"), (0b0010, "-1"), (0b0100, "-2")] {
            if plms[0] & bit != 0 {
                parts.push(flag.to_string());
            }
        }
    } else if !same {
        parts.push(format!(
            "--priv-levels={}",
            plms.iter().map(|p| letters(*p)).collect::<Vec<_>>().join(",")
        ));
    }
    if thresholds.iter().any(|t| *t != 0) {
        parts.push(format!(
            "--event-thresholds={}",
            thresholds
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        ));
    }
    if used.iter().all(|u| u.flag("pm")) {
        parts.push("--system-wide".into());
    }
    let spec = parts.join(" ");
    let command = format!("pfmon {spec} -- COMMAND");
    Ok((spec, command))
}

/// libpfm's name for an event select code with a umask: the name with exactly that umask, or
/// (for the EAR events, whose umask is the EAR's) the event's own name with umask 0.
fn find_name(machine: &Machine, code: u64, mask: u64) -> Option<&'static str> {
    let table = machine.aliases.iter().find(|t| t.tool == Tool::Pfmon)?;
    table
        .aliases
        .iter()
        .find(|a| a.code == code && a.mask == Some(mask))
        .map(|a| a.name)
        .filter(|n| find_alias(machine, Tool::Pfmon, n).is_some())
}
