//! Register layouts as data: a register is a name, a location, a width and a list of fields,
//! each field a set of bit ranges with an access kind, a reset value, named encodings, a
//! description and the source that defines it (ARCHITECTURE.md, Architecture Invariant (data
//! tables)).
//!
//! The vocabulary follows tock-registers and stm32-data: a field is offset + width + named
//! values + access kind. Two things these PMUs need beyond that are expressed here too:
//! split fields (several bit ranges concatenated, most significant range first) and fields
//! that exist only in one mode of the register or of another register ([`When`]).

use std::fmt;

/// What software sees when it reads and writes a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read/write: a write stores the value, a read returns it.
    ReadWrite,
    /// Read-only: writes are ignored, reads return the hardware's value.
    ReadOnly,
    /// Reserved: reads as zero, writes are ignored. Writing a 1 is reported.
    Reserved,
    /// Ignored ("ig" in the Itanium manual): reads as zero, writes are ignored, without
    /// complaint.
    Ignored,
    /// A state bit that hardware sets and software may clear but never set
    /// (SPARC T4 `PCR.ov` and `PCR.ntc`, seed 000 section 10.2).
    ClearOnly,
    /// A sticky overflow bit: hardware sets it, it stays set until software writes 0;
    /// software may also write 1 (T4 DRAM `stickyN`, Montecito PMC0 overflow bits).
    Sticky,
    /// Software must write 0; reads return the value of bit `reads_bit` instead
    /// (Montecito PMD `ov`, which reads back bit 46: seed 003 Table 3-7).
    WriteZero { reads_bit: u8 },
    /// Writes are ignored; reads return copies of bit `bit`, so that the value reads as
    /// sign extended (Montecito PMD `sxt47`, seed 003 Table 3-7).
    SignExtend { bit: u8 },
}

impl Access {
    /// A short lower-case name for tables, JSON and CSS classes.
    pub fn name(self) -> &'static str {
        match self {
            Access::ReadWrite => "rw",
            Access::ReadOnly => "ro",
            Access::Reserved => "reserved",
            Access::Ignored => "ignored",
            Access::ClearOnly => "clear-only",
            Access::Sticky => "sticky",
            Access::WriteZero { .. } => "write-zero",
            Access::SignExtend { .. } => "sign-extend",
        }
    }

    /// One sentence that explains the access kind to a user.
    pub fn explain(self) -> String {
        match self {
            Access::ReadWrite => "Read/write.".into(),
            Access::ReadOnly => "Read-only: writes are ignored.".into(),
            Access::Reserved => "Reserved: reads as 0, writes are ignored.".into(),
            Access::Ignored => "Ignored: reads as 0, writes are ignored.".into(),
            Access::ClearOnly => "State bit: set by hardware; software may clear it but never set it.".into(),
            Access::Sticky => {
                "Sticky: set by hardware on overflow and stays set until software writes 0.".into()
            }
            Access::WriteZero { reads_bit } => {
                format!("Software must write 0; reads return bit {reads_bit}.")
            }
            Access::SignExtend { bit } => {
                format!("Writes are ignored; reads return bit {bit} (sign extension).")
            }
        }
    }

    /// Whether a write by software stores the written bits as they are.
    pub fn software_writable(self) -> bool {
        matches!(self, Access::ReadWrite | Access::Sticky)
    }
}

/// One contiguous run of bits, `hi` down to `lo` inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits {
    pub hi: u8,
    pub lo: u8,
}

impl Bits {
    pub const fn width(self) -> u32 {
        (self.hi - self.lo + 1) as u32
    }

    /// The mask of this run within the register.
    pub const fn mask(self) -> u64 {
        crate::number::ones(self.width()) << self.lo
    }

    /// The largest value the run can hold.
    pub const fn max_value(self) -> u64 {
        self.mask() >> self.lo
    }

    /// The run's value in a register value.
    pub const fn get(self, raw: u64) -> u64 {
        (raw & self.mask()) >> self.lo
    }

    /// Whether any bit of the run is set in `raw`: for a one-bit field, whether it is 1.
    pub const fn is_set(self, raw: u64) -> bool {
        raw & self.mask() != 0
    }

    /// `value`, cut to the run's width, at the run's place: register values are ORs of these.
    pub const fn put(self, value: u64) -> u64 {
        (value << self.lo) & self.mask()
    }

    /// `raw` with the run replaced by `value` (cut to the run's width).
    pub const fn set(self, raw: u64, value: u64) -> u64 {
        (raw & !self.mask()) | self.put(value)
    }
}

impl fmt::Display for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.hi == self.lo {
            write!(f, "{}", self.hi)
        } else {
            write!(f, "{}:{}", self.hi, self.lo)
        }
    }
}

/// Shorthand for a run of bits: `b(15, 11)` is bits 15:11.
pub const fn b(hi: u8, lo: u8) -> Bits {
    Bits { hi, lo }
}

/// A named value of a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enc {
    pub value: u64,
    pub name: &'static str,
    pub description: &'static str,
}

/// Where the meaning of a field's values comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encodings {
    /// A number (a count, an address, a mask of bits with no names).
    Number,
    /// A closed list of named values: any other value is reported as unknown.
    Closed(&'static [Enc]),
    /// Some named values; other values are legal and mean what the description says.
    Open(&'static [Enc]),
    /// An event select code (T4 `sl`, Montecito `es`): the meaning is the machine's event
    /// catalogue entry with this code.
    EventSelect,
    /// An event's mask (T4 `mask`, Montecito `umask`): the meaning is the named mask of the
    /// event selected by the field `select` of the same register.
    EventMask { select: &'static str },
}

/// A condition under which a field exists: the field `field` (of this register, or of
/// `register` when given) holds one of `values`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct When {
    pub register: Option<&'static str>,
    pub field: &'static str,
    /// Values of that field for which this field exists.
    pub values: &'static [u64],
    /// How a reader names the mode: "cache mode", "ETB mode".
    pub mode: &'static str,
}

/// One field of a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    /// The bit runs that make the field, most significant run first; their concatenation is
    /// the field's value. One run for an ordinary field.
    pub bits: &'static [Bits],
    pub access: Access,
    /// The value after reset; `None` where the source says it is undefined.
    pub reset: Option<u64>,
    pub encodings: Encodings,
    pub description: &'static str,
    /// Seed file and table/section (and line where useful), e.g. "seed 000, TABLE 10-1".
    pub source: &'static str,
    /// `Some` when the field exists only in one mode.
    pub when: Option<When>,
}

impl Field {
    /// Width of the field in bits.
    pub fn width(&self) -> u32 {
        self.bits.iter().map(|r| r.width()).sum()
    }

    /// The mask of all the field's bits within the register.
    pub fn mask(&self) -> u64 {
        self.bits.iter().fold(0, |m, r| m | r.mask())
    }

    /// The largest value the field can hold.
    pub fn max_value(&self) -> u64 {
        crate::number::ones(self.width())
    }

    /// Extract the field's value from a register value.
    pub fn get(&self, raw: u64) -> u64 {
        self.bits.iter().fold(0u64, |acc, r| {
            let part = (raw & r.mask()) >> r.lo;
            let w = r.width();
            if w >= 64 {
                part
            } else {
                (acc << w) | part
            }
        })
    }

    /// Insert `value` (which must fit, see [`Field::max_value`]) into `raw`.
    pub fn set(&self, raw: u64, value: u64) -> u64 {
        let mut rest = value;
        let mut out = raw;
        for r in self.bits.iter().rev() {
            let w = r.width();
            let part = rest & crate::number::ones(w);
            out = (out & !r.mask()) | (part << r.lo);
            rest = if w >= 64 { 0 } else { rest >> w };
        }
        out
    }

    /// The bit ranges as the manual writes them: "15:11", or "37:36,5" for a split field.
    pub fn bits_text(&self) -> String {
        let parts: Vec<String> = self.bits.iter().map(|r| r.to_string()).collect();
        parts.join(",")
    }

    /// The named values of the field, if it has any of its own.
    pub fn named_values(&self) -> &'static [Enc] {
        match self.encodings {
            Encodings::Closed(v) | Encodings::Open(v) => v,
            _ => &[],
        }
    }
}

/// How many instances of a register exist and what each belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// One per SPARC strand (virtual processor).
    Strand,
    /// One per Montecito hardware thread.
    Thread,
    /// One per memory controller unit; `count` units at `step` bytes apart.
    Mcu { count: u8, step: u64 },
    /// One per node (KT), reached through a PerfReg# number.
    Node { count: u8 },
    /// One per chip or core, shared by its strands.
    Shared,
}

impl Scope {
    pub fn describe(self) -> String {
        match self {
            Scope::Strand => "per strand".into(),
            Scope::Thread => "per thread".into(),
            Scope::Mcu { count, step } => format!("per MCU ({count} MCUs, step {step})"),
            Scope::Node { count } => format!("per node ({count} nodes)"),
            Scope::Shared => "shared".into(),
        }
    }
}

/// A register layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Register {
    /// The name as the source writes it: "PCR0", "PMC4", "DRAM_PERF_CTL_REG".
    pub name: &'static str,
    /// The group the manual puts it in: "Performance Control Registers".
    pub group: &'static str,
    /// Where software finds it, in the source's words: "ASI 0x64, VA 0x00", "ASR 0x10".
    pub location: &'static str,
    /// 32 or 64.
    pub width: u8,
    pub scope: Scope,
    /// The fields, any order; bits covered by no field are reserved (read 0, writes ignored).
    pub fields: &'static [Field],
    /// The counter register this control register drives ("PCR0" drives "PIC0").
    pub controls: Option<&'static str>,
    pub description: &'static str,
    pub source: &'static str,
}

impl Register {
    /// Mask of the bits that exist in a value of this register.
    pub fn width_mask(&self) -> u64 {
        crate::number::ones(u32::from(self.width))
    }

    /// Look a field up by name (case-insensitive). Where a name exists in several modes, the
    /// first one wins; use [`Register::field_in_mode`] to choose.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name.eq_ignore_ascii_case(name))
    }

    /// The value after reset, with undefined fields taken as 0.
    pub fn reset_value(&self) -> u64 {
        self.fields
            .iter()
            .filter(|f| f.when.is_none())
            .fold(0, |v, f| f.set(v, f.reset.unwrap_or(0)))
    }

    /// Mask of the bits covered by a field whose access kind stores software writes, in
    /// any mode.
    pub fn defined_mask(&self) -> u64 {
        self.fields
            .iter()
            .filter(|f| !matches!(f.access, Access::Reserved | Access::Ignored))
            .fold(0, |m, f| m | f.mask())
    }
}

impl Register {
    /// A 64-bit register (all the PMU registers of these machines are) that controls no
    /// counter; see [`Register::controlling`].
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        name: &'static str,
        group: &'static str,
        location: &'static str,
        scope: Scope,
        fields: &'static [Field],
        description: &'static str,
        source: &'static str,
    ) -> Register {
        Register {
            name,
            group,
            location,
            width: 64,
            scope,
            fields,
            controls: None,
            description,
            source,
        }
    }

    /// The same register, naming the counter register it drives.
    pub const fn controlling(self, counter: &'static str) -> Register {
        Register {
            controls: Some(counter),
            ..self
        }
    }
}

// ---------------------------------------------------------------------------------------
// Building tables. Every machine's tables use these, so that an entry reads the same
// everywhere: `rw("sl", bits!(15:11), DESC, SRC).reset(0).enc(Encodings::EventSelect).done()`.
// ---------------------------------------------------------------------------------------

/// `bits!(15:8)` is the one run 15:8; `bits!(37:36, 5:5)` a split field. A macro rather than
/// a function so that the slice is a constant the compiler can give a `'static` lifetime.
macro_rules! bits {
    ($($hi:literal : $lo:literal),+) => {
        &[$($crate::register::Bits { hi: $hi, lo: $lo }),+]
    };
}
pub(crate) use bits;

/// `encs![(0, "name", "description"), ...]`: named values as a `'static` slice.
macro_rules! encs {
    ($(($value:expr, $name:expr, $description:expr)),+ $(,)?) => {
        &[$($crate::register::Enc { value: $value, name: $name, description: $description }),+]
    };
}
pub(crate) use encs;

/// A field under construction: `field(...)`, `rw(...)` or `rsv(...)`, then `.reset(..)`,
/// `.enc(..)`, `.when(..)` as the source gives them, then `.done()`. Without `.reset`, the
/// reset value is undefined.
#[derive(Clone, Copy, Debug)]
pub struct FieldBuilder(Field);

/// A field with an access kind.
pub const fn field(
    name: &'static str,
    bits: &'static [Bits],
    access: Access,
    description: &'static str,
    source: &'static str,
) -> FieldBuilder {
    FieldBuilder(Field {
        name,
        bits,
        access,
        reset: None,
        encodings: Encodings::Number,
        description,
        source,
        when: None,
    })
}

/// A read/write field.
pub const fn rw(
    name: &'static str,
    bits: &'static [Bits],
    description: &'static str,
    source: &'static str,
) -> FieldBuilder {
    field(name, bits, Access::ReadWrite, description, source)
}

/// Reserved bits (read 0, writes ignored, a written 1 is reported).
pub const fn rsv(
    name: &'static str,
    bits: &'static [Bits],
    description: &'static str,
    source: &'static str,
) -> FieldBuilder {
    field(name, bits, Access::Reserved, description, source)
}

impl FieldBuilder {
    pub const fn reset(self, value: u64) -> FieldBuilder {
        FieldBuilder(Field {
            reset: Some(value),
            ..self.0
        })
    }

    pub const fn enc(self, encodings: Encodings) -> FieldBuilder {
        FieldBuilder(Field { encodings, ..self.0 })
    }

    pub const fn when(self, when: When) -> FieldBuilder {
        FieldBuilder(Field {
            when: Some(when),
            ..self.0
        })
    }

    pub const fn done(self) -> Field {
        self.0
    }
}

/// A machine-independent name for a field instance, for messages: "PCR0.sl".
pub fn qualified(reg: &Register, field: &Field) -> String {
    format!("{}.{}", reg.name, field.name)
}
