//! The JSON shapes of the `pmu` command line (docs/cli.md; ARCHITECTURE.md, Architecture
//! Invariant (contracts)). These are the contract that scripts and tests rely on; the model's
//! types stay free of serialisation concerns.

use pmu_model::decode::{Decoded, Diagnostic};
use pmu_model::event::Event;
use pmu_model::machine::{Machine, MACHINES};
use pmu_model::number::hex;
use pmu_model::register::{Encodings, Field, Register};
use serde_json::{json, Value};

pub fn machines() -> Value {
    Value::Array(
        MACHINES
            .iter()
            .map(|m| {
                json!({
                    "id": m.id,
                    "name": m.name,
                    "description": m.description,
                    "source": m.source,
                    "registers": m.registers.len(),
                    "events": m.events.len(),
                })
            })
            .collect(),
    )
}

fn field(f: &Field) -> Value {
    let mut v = json!({
        "name": f.name,
        "bits": f.bits_text(),
        "access": f.access.name(),
        "reset": f.reset.map(|r| hex(r, 64)),
        "description": f.description,
        "source": f.source,
    });
    let encodings: Vec<Value> = f
        .named_values()
        .iter()
        .map(|e| json!({"value": e.value, "name": e.name, "description": e.description}))
        .collect();
    if !encodings.is_empty() {
        v["encodings"] = Value::Array(encodings);
    }
    match f.encodings {
        Encodings::EventSelect => v["encodings_from"] = json!("event catalogue"),
        Encodings::EventMask { select } => {
            v["encodings_from"] = json!(format!("masks of the event selected by {select}"))
        }
        _ => {}
    }
    if let Some(w) = f.when {
        v["mode"] = json!({
            "register": w.register,
            "field": w.field,
            "values": w.values,
            "name": w.mode,
        });
    }
    v
}

fn register(r: &Register) -> Value {
    json!({
        "name": r.name,
        "group": r.group,
        "location": r.location,
        "width": r.width,
        "scope": r.scope.describe(),
        "reset": hex(r.reset_value(), r.width),
        "controls": r.controls,
        "description": r.description,
        "source": r.source,
        "fields": r.fields.iter().map(field).collect::<Vec<_>>(),
    })
}

pub fn registers(m: &Machine) -> Value {
    json!({
        "machine": m.id,
        "registers": m.registers.iter().map(register).collect::<Vec<_>>(),
    })
}

pub fn diagnostic(d: &Diagnostic) -> Value {
    json!({
        "severity": d.severity.name(),
        "kind": format!("{:?}", d.kind),
        "field": d.field,
        "message": d.message,
    })
}

pub fn decoded(m: &Machine, d: &Decoded) -> Value {
    let fields: Vec<Value> = d
        .fields
        .iter()
        .filter(|f| f.active != Some(false))
        .map(|f| {
            let mut v = json!({
                "name": f.field.name,
                "bits": f.field.bits_text(),
                "value": f.value,
                "meaning": f.meaning,
                "access": f.field.access.name(),
            });
            if f.active.is_none() {
                if let Some(w) = f.field.when {
                    v["mode"] = json!(format!(
                        "{} (depends on {})",
                        w.mode,
                        w.register.unwrap_or(d.register.name)
                    ));
                }
            }
            v
        })
        .collect();
    json!({
        "machine": m.id,
        "register": d.register.name,
        "value": hex(d.value, d.register.width),
        "fields": fields,
        "diagnostics": d.diagnostics.iter().map(diagnostic).collect::<Vec<_>>(),
    })
}

fn event(m: &Machine, e: &Event) -> Value {
    let masks: Vec<Value> = e
        .masks
        .iter()
        .map(|k| {
            let mut v = json!({"name": k.name, "value": k.value, "description": k.description});
            if k.dont_care != 0 {
                v["dont_care"] = json!(k.dont_care);
            }
            if let Some(p) = k.precise {
                v["precise"] = json!(p);
            }
            if let Some(s) = k.strand_specific {
                v["strand_specific"] = json!(s);
            }
            v
        })
        .collect();
    let mask_key = if m.event_select_field == "es" {
        "umasks"
    } else {
        "masks"
    };
    let mut v = json!({
        "name": e.name,
        "code": e.code,
        mask_key: masks,
        "counters": e.counters,
        "max_increment": e.max_increment,
        "description": e.description,
        "source": e.source,
    });
    let optional = [
        ("precise", e.precise),
        ("strand_specific", e.strand_specific),
        ("all_capable", e.all_capable),
        ("iar", e.iar),
        ("dar", e.dar),
        ("opc", e.opc),
    ];
    for (key, val) in optional {
        if let Some(b) = val {
            v[key] = json!(b);
        }
    }
    if !e.other_masks.is_empty() {
        v["other_masks"] = json!(e.other_masks);
    }
    if e.ignored_mask_bits != 0 {
        v["ignored_mask_bits"] = json!(e.ignored_mask_bits);
    }
    if let Some(t) = e.mt_type {
        v["type"] = json!(t.letter());
    }
    if e.mesi {
        v["mesi"] = json!(true);
    }
    if let Some(s) = e.set {
        v["set"] = json!(format!("{} set {}", s.unit, s.number));
    }
    if !e.notes.is_empty() {
        v["notes"] = json!(e.notes);
    }
    v
}

pub fn events(m: &Machine) -> Value {
    json!({
        "machine": m.id,
        "events": m.events.iter().map(|e| event(m, e)).collect::<Vec<_>>(),
    })
}

pub fn bench(results: &[pmu_model::sim::bench::BenchResult]) -> Value {
    Value::Array(
        results
            .iter()
            .map(|r| {
                json!({
                    "name": r.name,
                    "cycles": r.cycles,
                    "actions": r.actions,
                    "seconds": r.seconds,
                    "cycles_per_second": r.cycles_per_second(),
                })
            })
            .collect(),
    )
}
