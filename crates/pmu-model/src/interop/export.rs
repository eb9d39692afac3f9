//! Export: the command lines of the real tools that program what the registers hold, or why a
//! tool cannot express it.
//!
//! Each format builds its event specification from the counters in use, then imports that
//! specification again (the tools' own semantics, in this module's siblings) and compares the
//! writes with the registers field by field: every field the tool would set otherwise is
//! reported (perf always sets toe; Solaris leaves it clear for the KT's L2_dmiss_ld), so an
//! export never claims more than the tool does.

use serde::Serialize;

use super::common::{formats, slots, Format, Slot};
use super::import::import;
use super::pfmon;
use crate::decode;
use crate::event::Tool;
use crate::event::{LibpfmEntry, LibpfmGroup, LibpfmKind, LIBPFM_MESI};
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
                Format::Pfmon => pfmon(machine, &used, values),
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

/// The value a register holds in `values`, if given.
fn value_of(values: &[(&'static Register, u64)], name: &str) -> Option<(&'static Register, u64)> {
    values.iter().find(|(r, _)| r.name == name).copied()
}

/// A field of a register value in `values`.
fn field_of(values: &[(&'static Register, u64)], reg: &str, field: &str) -> Option<u64> {
    let (r, v) = value_of(values, reg)?;
    decode::find_field(r, field, v).map(|f| f.get(v))
}

/// PMC32's and PMC34's value when libpfm does not program them (and their reset value).
const OPCM_UNUSED: u64 = 0x030f_01ff_ffff_ffff;

fn pfmon(machine: &'static Machine, used: &[Used], values: &[(&'static Register, u64)]) -> Built {
    if used.is_empty() {
        return Err("no counter is programmed".into());
    }
    let table = pfmon::table(machine);
    // Ranges: the range libpfm would have turned into these debug register pairs (checked, as
    // the whole command is, by importing it again).
    let ranges = pfmon_ranges(values)?;
    // Each counter's libpfm names: two names may share an event select and umask and differ
    // in how libpfm places them (ER_REJECT_ALL_L1_REQ and L2D_OZQ_FULL_THIS, of an L2D set).
    let mut candidates: Vec<Vec<&'static LibpfmEntry>> = Vec::new();
    let mut suffixes: Vec<String> = Vec::new();
    let mut plms = Vec::new();
    let mut thresholds = Vec::new();
    for u in used {
        let reg = u.slot.reg.name;
        if u.flag("all") {
            return Err(format!("{reg}.all = 1: libpfm does not support .all"));
        }
        let names = pfmon_names(table, u, values);
        let Some(first) = names.first() else {
            return Err(format!(
                "{reg}: es {:#04x} with umask {:#06b} has no libpfm name",
                u.code, u.mask
            ));
        };
        let mut suffix = String::new();
        if first.has(LIBPFM_MESI) {
            let mesi = u.field("MESI").unwrap_or(0);
            if mesi == 0 {
                return Err(format!(
                    "{reg}.MESI = 0: pfmon needs at least one of the unit masks I, S, E, M"
                ));
            }
            for (bit, letter) in [(0b1000, "M"), (0b0100, "E"), (0b0010, "S"), (0b0001, "I")] {
                if mesi & bit != 0 {
                    suffix += &format!(":{letter}");
                }
            }
        }
        candidates.push(names);
        suffixes.push(suffix);
        plms.push(u.field("plm").unwrap_or(0));
        thresholds.push(u.field("threshold").unwrap_or(0));
    }
    if plms.contains(&0) {
        return Err("a counter has plm 0 (disabled), which pfmon cannot ask for".into());
    }
    // A list libpfm places as the registers are: counter order with the L1D-set event of PMC5
    // last (libpfm gives PMC5 to the last L1D-set event of the list), else another choice of
    // names or any order of up to seven events that libpfm places so.
    let want: Vec<&str> = used.iter().map(|u| u.slot.counter.id).collect();
    let places = |names: &[&'static LibpfmEntry], order: &[usize]| {
        let list: Vec<&str> = order.iter().map(|&i| names[i].name).collect();
        pfmon::placement(machine, &list)
            .is_some_and(|got| order.iter().zip(&got).all(|(&i, c)| want[i] == *c))
    };
    let counter_order = |names: &[&'static LibpfmEntry]| {
        let mut order: Vec<usize> = (0..names.len()).collect();
        if let Some(k) = order
            .iter()
            .position(|&i| want[i] == "PMD5" && matches!(names[i].group, Some(LibpfmGroup::L1d(_))))
        {
            let i = order.remove(k);
            order.push(i);
        }
        order
    };
    let choices = name_choices(&candidates);
    let found = choices
        .iter()
        .find_map(|names| {
            let order = counter_order(names);
            places(names, &order).then_some((names.clone(), order))
        })
        .or_else(|| {
            choices.iter().find_map(|names| {
                permutations(names.len())
                    .into_iter()
                    .find(|o| places(names, o))
                    .map(|o| (names.clone(), o))
            })
        });
    let Some((chosen, order)) = found else {
        return Err("libpfm would not place these events in these counters, whatever their order".into());
    };
    let names: Vec<String> = (0..chosen.len())
        .map(|i| format!("{}{}", chosen[i].name, suffixes[i]))
        .collect();
    let mut parts = vec![format!(
        "-e {}",
        order
            .iter()
            .map(|&i| names[i].as_str())
            .collect::<Vec<_>>()
            .join(",")
    )];
    parts.extend(ranges);
    let plms: Vec<u64> = order.iter().map(|&i| plms[i]).collect();
    let thresholds: Vec<u64> = order.iter().map(|&i| thresholds[i]).collect();
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
    // The ETB's options (PMC39), when it is on: libpfm's defaults capture every branch.
    if field_of(values, "PMC39", "plm").is_some_and(|p| p != 0) {
        for (field, options) in [
            ("tm", [None, Some("--etb-tm-ntk"), Some("--etb-tm-tk"), Some("")]),
            (
                "ptm",
                [
                    None,
                    Some("--etb-ptm-incorrect"),
                    Some("--etb-ptm-correct"),
                    Some(""),
                ],
            ),
            (
                "ppm",
                [
                    None,
                    Some("--etb-ppm-incorrect"),
                    Some("--etb-ppm-correct"),
                    Some(""),
                ],
            ),
            (
                "brt",
                [
                    Some(""),
                    Some("--etb-brt-iprel"),
                    Some("--etb-brt-ret"),
                    Some("--etb-brt-ind"),
                ],
            ),
        ] {
            let v = field_of(values, "PMC39", field).unwrap_or(0) as usize;
            match options[v & 3] {
                Some("") => {}
                Some(o) => parts.push(o.to_string()),
                None => {
                    return Err(format!(
                        "PMC39.{field} = 0 captures no branch, which pfmon cannot ask for"
                    ))
                }
            }
        }
    }
    // The opcode matchers, where they differ from libpfm's unused value.
    for (mask_reg, match_reg, option) in [
        ("PMC32", "PMC33", "--opc-match32"),
        ("PMC34", "PMC35", "--opc-match34"),
    ] {
        let Some((r, v)) = value_of(values, mask_reg) else {
            continue;
        };
        // An instruction range clears ig_ad (and sets inv for --inverse-irange) in PMC32.
        let range_bits = if mask_reg == "PMC32" { 3 << 56 } else { 0 };
        if v == OPCM_UNUSED || v == r.reset_value() || v & !range_bits == OPCM_UNUSED & !range_bits {
            continue;
        }
        let get = |f: &str| r.field(f).map_or(0, |f| f.get(v));
        let mut slots = String::new();
        for (f, c) in [("m", 'm'), ("i", 'i'), ("f", 'f'), ("b", 'b')] {
            if get(f) != 0 {
                slots.push(c);
            }
        }
        let matched = field_of(values, match_reg, "match").unwrap_or(0);
        parts.push(format!("{option}={slots}:{matched:#x}:{:#x}", get("mask")));
    }
    if used.iter().all(|u| u.flag("pm")) {
        parts.push("--system-wide".into());
    }
    let spec = parts.join(" ");
    let command = format!("pfmon {spec} -- COMMAND");
    Ok((spec, command))
}

/// A debug register pair of `values` (`IBR2k`/`IBR2k+1` or the DBRs): the address and the
/// 56-bit mask.
fn dbr_pair(values: &[(&'static Register, u64)], prefix: &str, pair: u64) -> Result<(u64, u64), String> {
    let get = |n: u64| {
        value_of(values, &format!("{prefix}{n}"))
            .map(|(_, v)| v)
            .ok_or_else(|| format!("{prefix}{n} is not given, but pair {pair} is enabled"))
    };
    Ok((get(2 * pair)?, get(2 * pair + 1)? & 0x00ff_ffff_ffff_ffff))
}

/// The range covered by debug register pairs in normal mode: each pair matches the aligned
/// block its mask leaves free (`compute_normal_rr` covers a range with such blocks).
fn covered(pairs: &[(u64, u64)]) -> (u64, u64) {
    let start = pairs.iter().map(|(a, _)| *a).min().unwrap_or(0);
    let end = pairs
        .iter()
        .map(|(a, m)| {
            let size = if *m == 0 {
                1u64 << 56
            } else {
                1u64 << m.trailing_zeros()
            };
            a.wrapping_add(size)
        })
        .max()
        .unwrap_or(0);
    (start, end)
}

/// pfmon's range options for the instruction and data ranges the values hold: the pairs
/// PMC38 constrains (fine mode pairs IBRP0 with IBRP2 or IBRP1 with IBRP3, the lower limit
/// aligned down to 32 bytes and the upper 0x10 below the end, `compute_fine_rr`), PMC32.inv
/// for `--inverse-irange`, and the data pairs PMC41 enables.
fn pfmon_ranges(values: &[(&'static Register, u64)]) -> Result<Vec<String>, String> {
    let mut parts = Vec::new();
    let constrained: Vec<u64> = (0..4)
        .filter(|n| field_of(values, "PMC38", &format!("ig_ibrp{n}")) == Some(0))
        .collect();
    if !constrained.is_empty() {
        let pairs = constrained
            .iter()
            .map(|&n| dbr_pair(values, "IBR", n))
            .collect::<Result<Vec<_>, _>>()?;
        let (start, end) = if field_of(values, "PMC38", "fine") == Some(1) {
            match constrained.as_slice() {
                [lo, hi] if hi - lo == 2 => (pairs[0].0, pairs[1].0.wrapping_add(0x10)),
                _ => {
                    return Err(
                        "PMC38 is in fine mode without a pair of IBR pairs (0 with 2, or 1 with 3)".into(),
                    )
                }
            }
        } else {
            covered(&pairs)
        };
        parts.push(format!("--irange={start:#x}-{end:#x}"));
        if field_of(values, "PMC32", "inv") == Some(1) {
            parts.push("--inverse-irange".into());
        }
    }
    // A data range's pairs: PMC41 enables the pair with a tag that includes the data range
    // (`iod_tab`: cfgdtag 2 for the data range alone, 0 with an instruction range or an
    // opcode match; 1 is the instruction range's, 3 none, as at reset).
    let data: Vec<u64> = (0..4)
        .filter(|n| {
            field_of(values, "PMC41", &format!("en_dbrp{n}")) == Some(1)
                && matches!(field_of(values, "PMC41", &format!("cfgdtag{n}")), Some(0 | 2))
        })
        .collect();
    if !data.is_empty() {
        let pairs = data
            .iter()
            .map(|&n| dbr_pair(values, "DBR", n))
            .collect::<Result<Vec<_>, _>>()?;
        let (start, end) = covered(&pairs);
        parts.push(format!("--drange={start:#x}-{end:#x}"));
    }
    Ok(parts)
}

/// Every order of `n` items, for `n` up to 7 (none past that).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n > 7 {
        return Vec::new();
    }
    let mut out = vec![Vec::new()];
    for k in 0..n {
        out = out
            .into_iter()
            .flat_map(|p: Vec<usize>| {
                (0..=k).map(move |at| {
                    let mut q = p.clone();
                    q.insert(at, k);
                    q
                })
            })
            .collect();
    }
    out
}

/// Every choice of one name per counter, the first names first, at most 64, with at most one
/// event of each EAR (pfmon refuses a second).
fn name_choices(candidates: &[Vec<&'static LibpfmEntry>]) -> Vec<Vec<&'static LibpfmEntry>> {
    let iear = |e: &&LibpfmEntry| matches!(e.kind, LibpfmKind::IearTlb | LibpfmKind::IearCache);
    let dear = |e: &&LibpfmEntry| e.is_ear() && !iear(e);
    all_choices(candidates)
        .into_iter()
        .filter(|c| c.iter().filter(|e| iear(e)).count() <= 1 && c.iter().filter(|e| dear(e)).count() <= 1)
        .collect()
}

fn all_choices(candidates: &[Vec<&'static LibpfmEntry>]) -> Vec<Vec<&'static LibpfmEntry>> {
    let mut out: Vec<Vec<&'static LibpfmEntry>> = vec![Vec::new()];
    for names in candidates {
        out = out
            .into_iter()
            .flat_map(|prefix| {
                names.iter().map(move |n| {
                    let mut p = prefix.clone();
                    p.push(*n);
                    p
                })
            })
            .take(64)
            .collect();
    }
    out
}

/// libpfm's names for what a counter counts: an EAR event by its EAR's mode and umask where
/// the EAR is on (plm not 0), or the counting events (and ETB_EVENT) with exactly that umask.
fn pfmon_names(
    table: &'static [LibpfmEntry],
    u: &Used,
    values: &[(&'static Register, u64)],
) -> Vec<&'static LibpfmEntry> {
    let ear = |reg: &str| field_of(values, reg, "plm").is_some_and(|p| p != 0);
    let by_kind = |kind: LibpfmKind, umask: u64| {
        table
            .iter()
            .filter(|e| e.code == u.code && e.kind == kind && e.umask == umask)
            .collect::<Vec<_>>()
    };
    if u.mask == 0 && table.iter().any(|e| e.code == u.code && e.is_ear()) {
        let iear = table
            .iter()
            .any(|e| e.code == u.code && matches!(e.kind, LibpfmKind::IearTlb | LibpfmKind::IearCache));
        if iear && ear("PMC37") {
            // Cache mode is ct = 1x: bit 13 (in that mode the table's ct field is bit 13 alone).
            let cache = value_of(values, "PMC37").is_some_and(|(_, v)| v >> 13 & 1 == 1);
            let umask = field_of(values, "PMC37", "umask").unwrap_or(0);
            let mut names = by_kind(
                if cache {
                    LibpfmKind::IearCache
                } else {
                    LibpfmKind::IearTlb
                },
                umask,
            );
            names.extend(counting(table, u));
            return names;
        }
        if !iear && ear("PMC40") {
            let umask = field_of(values, "PMC40", "umask").unwrap_or(0);
            let kind = match field_of(values, "PMC40", "mode").unwrap_or(0) {
                0 => LibpfmKind::DearCache,
                1 => LibpfmKind::DearTlb,
                _ => LibpfmKind::DearAlat,
            };
            let mut names = by_kind(kind, umask);
            names.extend(counting(table, u));
            return names;
        }
    }
    counting(table, u)
}

/// The counting events (and ETB_EVENT) of a counter's event select and umask.
fn counting(table: &'static [LibpfmEntry], u: &Used) -> Vec<&'static LibpfmEntry> {
    table
        .iter()
        .filter(|e| {
            e.code == u.code && e.umask == u.mask && matches!(e.kind, LibpfmKind::Counting | LibpfmKind::Etb)
        })
        .collect()
}
