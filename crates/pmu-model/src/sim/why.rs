//! "Why is this counter not counting?": for any counter, the chain of conditions that gate it,
//! each with its state now, the manual's words and a citation. Engines build the chain from
//! their registers and the tables; views show the conditions that are not met.

/// Whether a condition gates the counting itself or only software's access to the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GateKind {
    Counting,
    Reading,
}

/// One condition on a counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gate {
    pub kind: GateKind,
    pub met: bool,
    /// The register fields it reads ("PCR0.ut", "PSR.up"), so that views can link to them.
    pub fields: Vec<String>,
    /// The condition and its state now, in sentences that quote the manual where it speaks.
    pub text: String,
    pub source: &'static str,
}

/// A counter's gates, and whether it counts at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    pub counter: &'static str,
    /// Software has programmed something for it (its control fields are not all zero).
    pub programmed: bool,
    /// It advances as the workload runs (the simulator's own count says so, not the gates).
    pub counting: bool,
    pub gates: Vec<Gate>,
}

impl Why {
    /// The conditions not met, those that stop counting first.
    pub fn unmet(&self) -> impl Iterator<Item = &Gate> {
        self.gates.iter().filter(|g| !g.met)
    }

    /// One line for a log or a terminal: the first unmet counting condition, or why the
    /// workload gives it nothing.
    pub fn summary(&self) -> Option<String> {
        if self.counting {
            return None;
        }
        self.gates
            .iter()
            .find(|g| !g.met && g.kind == GateKind::Counting)
            .map(|g| g.text.clone())
    }
}

impl Gate {
    /// A condition on the counting itself.
    pub fn counting(met: bool, fields: &[String], text: String, source: &'static str) -> Gate {
        Gate {
            kind: GateKind::Counting,
            met,
            fields: fields.to_vec(),
            text,
            source,
        }
    }

    /// A condition on software's access to the count (a read that traps).
    pub fn reading(allowed: bool, fields: &[String], text: String, source: &'static str) -> Gate {
        Gate {
            kind: GateKind::Reading,
            met: allowed,
            fields: fields.to_vec(),
            text,
            source,
        }
    }
}
