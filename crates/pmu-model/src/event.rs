//! Event catalogues as data: what an event select code (T4 `sl`, Montecito `es`) and its mask
//! (T4 `mask`, Montecito `umask`) make a counter count, which counters may count it, how
//! much it can add per cycle, and the source that says so.

/// A named mask (unit mask) value of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    /// The mask value; bits in `dont_care` are not compared (Montecito umask rows such as
    /// `b1xxx`).
    pub value: u64,
    pub dont_care: u64,
    pub name: &'static str,
    pub description: &'static str,
    /// Per-mask "Precise Event" flag where the source gives one per row (T4 TABLE 10-2);
    /// `None` means "as the event".
    pub precise: Option<bool>,
    /// Per-mask "Virtual processor-specific" flag (T4 TABLE 10-2, e.g. sl 8 mask 02 is not);
    /// `None` means "as the event".
    pub strand_specific: Option<bool>,
}

impl Mask {
    /// A plain named mask with no per-row flags.
    pub const fn named(value: u64, name: &'static str, description: &'static str) -> Mask {
        Mask {
            value,
            dont_care: 0,
            name,
            description,
            precise: None,
            strand_specific: None,
        }
    }

    /// Whether a mask field value selects this row.
    pub fn matches(&self, mask: u64) -> bool {
        (mask & !self.dont_care) == (self.value & !self.dont_care)
    }
}

/// Montecito event types (seed 003 section 4.2.1, Table 4-42 "Type" column).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MtType {
    /// A: counted only for the thread that is active (foreground).
    Active,
    /// F: floating: attributed to the thread that caused it, may occur in the background.
    Floating,
    /// S: self-floating.
    SelfFloating,
    /// C: causal: cannot be attributed to one thread.
    Causal,
}

impl MtType {
    pub fn letter(self) -> &'static str {
        match self {
            MtType::Active => "A",
            MtType::Floating => "F",
            MtType::SelfFloating => "S",
            MtType::Causal => "C",
        }
    }
}

/// A restriction set (Montecito L1D and L2D events may be counted together only within one
/// set: seed 003 sections 4.8.2 and 4.8.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EventSet {
    pub unit: &'static str,
    pub number: u8,
}

/// One event (SPARC: one sl group; Montecito: one Table 4-42 row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    pub name: &'static str,
    /// The event select code: T4 sl, Montecito es.
    pub code: u64,
    /// The named mask values.
    pub masks: &'static [Mask],
    /// What a mask value not in `masks` means ("any other value" rows); empty if the source
    /// says nothing.
    pub other_masks: &'static str,
    /// Mask bits the source says are ignored for this event.
    pub ignored_mask_bits: u64,
    /// The counter registers that may count it, by name ("PIC0", "PMD4").
    pub counters: &'static [&'static str],
    /// Most it can add to a counter in one cycle (1 for single-occurrence events).
    pub max_increment: u32,
    /// Whether an overflow is taken precisely (T4 "Precise Event" column).
    pub precise: Option<bool>,
    /// T4 "Virtual processor-specific" column.
    pub strand_specific: Option<bool>,
    /// Montecito Type column.
    pub mt_type: Option<MtType>,
    /// Montecito: whether `.all` (count both threads) is meaningful for it.
    pub all_capable: Option<bool>,
    /// Montecito: whether PMC.MESI filters it.
    pub mesi: bool,
    /// Montecito: qualifiable by instruction address range, data address range, opcode.
    pub iar: Option<bool>,
    pub dar: Option<bool>,
    pub opc: Option<bool>,
    pub set: Option<EventSet>,
    pub description: &'static str,
    /// Further facts from footnotes and notes, one sentence each.
    pub notes: &'static [&'static str],
    pub source: &'static str,
}

impl Event {
    /// A blank entry to build table rows from with struct update syntax.
    pub const EMPTY: Event = Event {
        name: "",
        code: 0,
        masks: &[],
        other_masks: "",
        ignored_mask_bits: 0,
        counters: &[],
        max_increment: 1,
        precise: None,
        strand_specific: None,
        mt_type: None,
        all_capable: None,
        mesi: false,
        iar: None,
        dar: None,
        opc: None,
        set: None,
        description: "",
        notes: &[],
        source: "",
    };

    /// The named mask row that a mask value selects, if any.
    pub fn mask(&self, value: u64) -> Option<&'static Mask> {
        self.masks.iter().find(|m| m.matches(value))
    }

    /// Whether the event's mask is a set of independent bits, each a named row of `masks`,
    /// any combination of which counts the union: what the tables say of the other mask
    /// values. T4 TABLE 10-2: "Any subset of instructions: Count instruction types identified
    /// by a 1 in the corresponding mask register bit" (seed 000, L101), "Different combinations
    /// of events"; KT: "Any combination of mask bits counts the union"; Montecito
    /// SYLL_NOT_DISPERSED: "Any combination b0000-b1111 is valid" (seed 003, Table 4-126).
    /// The words are matched in any case: "Combinations of RAW hits" (sl 19, seed 000 L203)
    /// says it as "Other combinations of L1 dcache misses" (sl 16, L179) does.
    pub fn mask_is_bit_set(&self) -> bool {
        const SAYS: [&str; 3] = ["any subset", "combination", "can be combined"];
        let other = self.other_masks.to_ascii_lowercase();
        SAYS.iter().any(|p| other.contains(p)) && self.mask_bits().next().is_some()
    }

    /// The named rows of one mask bit each (the bits of a bit-set mask), in the table's order.
    /// A row may leave out the bits the whole mask ignores (sl 16's "mask[5:3] is ignored",
    /// seed 000 L179) and still be one bit.
    pub fn mask_bits(&self) -> impl Iterator<Item = &'static Mask> {
        let (masks, ignored) = (self.masks, self.ignored_mask_bits);
        masks
            .iter()
            .filter(move |m| m.dont_care & !ignored == 0 && m.value.is_power_of_two())
    }

    /// Whether `counter` may count this event.
    pub fn countable_in(&self, counter: &str) -> bool {
        self.counters.iter().any(|c| c.eq_ignore_ascii_case(counter))
    }
}

/// Another name for an event, or for an event with one mask value, that a real tool uses
/// (Solaris cpustat/cputrack, libpfm and pfmon, Linux perf). Aliases are names (facts about
/// the tools), kept as data with the source that defines them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    pub name: &'static str,
    /// The event select code (T4 sl, KT sl, Montecito es) the name selects.
    pub code: u64,
    /// The mask (umask) value the name selects, if it selects one.
    pub mask: Option<u64>,
    /// Mask bits the tool lets a user add to this name's mask (Solaris `emask`, limited to
    /// the backend's `emask_valid`); 0 where the tool has no such attribute.
    pub addable_mask: u64,
}

impl Alias {
    /// An alias for an event with one mask value.
    pub const fn masked(name: &'static str, code: u64, mask: u64) -> Alias {
        Alias {
            name,
            code,
            mask: Some(mask),
            addable_mask: 0,
        }
    }

    /// An alias for an event, whatever its mask.
    pub const fn event(name: &'static str, code: u64) -> Alias {
        Alias {
            name,
            code,
            mask: None,
            addable_mask: 0,
        }
    }
}

/// The names one tool gives a machine's events, with where they come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasTable {
    pub tool: Tool,
    /// The public source the names are read from (repository and path, table name).
    pub source: &'static str,
    pub aliases: &'static [Alias],
    /// What the tool records of each name besides its code and mask, in the order of
    /// `aliases` (libpfm 3's Montecito table); empty where the tool records nothing more.
    pub libpfm: &'static [LibpfmEntry],
}

/// What a libpfm 3 event entry makes libpfm program: a counting event, or one of the
/// "virtual" events that also configure the ETB or an EAR (`pfmlib_montecito_priv.h`,
/// `PFMLIB_MONT_EVENT_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibpfmKind {
    /// A counting event.
    Counting,
    /// Counts ETB_EVENT and configures the execution trace buffer (PMC39).
    Etb,
    /// Counts L1I_EAR_EVENTS and puts the instruction EAR (PMC37) in TLB mode.
    IearTlb,
    /// Counts L1I_EAR_EVENTS and puts the instruction EAR (PMC37) in cache mode.
    IearCache,
    /// Counts DATA_EAR_EVENTS and puts the data EAR (PMC40) in TLB mode.
    DearTlb,
    /// Counts DATA_EAR_EVENTS and puts the data EAR (PMC40) in cache mode.
    DearCache,
    /// Counts DATA_EAR_EVENTS and puts the data EAR (PMC40) in ALAT mode.
    DearAlat,
}

/// The cache group of a libpfm 3 event (`pme_group`): events of the L1D group must all be of
/// one set, and at most two sets of the L2D group may be counted together. `set` is libpfm's
/// own number (`pme_set`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibpfmGroup {
    L1d(u8),
    L2d(u8),
}

/// One entry of libpfm 3's Montecito table (`montecito_pe`) as libpfm itself sees it: the
/// tool's view, which differs from the manual's in places (counters, maximum increments,
/// sets, qualifiers), and which its dispatch follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LibpfmEntry {
    pub name: &'static str,
    /// `pme_code`: the event select.
    pub code: u64,
    /// `pme_umask`: the counter's umask for a counting event, the EAR's for an EAR event.
    pub umask: u64,
    pub kind: LibpfmKind,
    /// `pme_counters`: bit n set where PMCn/PMDn may count it.
    pub counters: u16,
    /// `pme_maxincr`: the most it adds in a cycle, which bounds its threshold.
    pub max_increment: u8,
    /// `pme_qualifiers`: `LIBPFM_IAR`, `LIBPFM_OPCM`, `LIBPFM_DAR`, `LIBPFM_MESI` bits.
    pub qualifiers: u8,
    pub group: Option<LibpfmGroup>,
}

/// Qualifier bits of a [`LibpfmEntry`]: the event may be constrained by an instruction address
/// range, by the opcode matchers, by a data address range; it has a MESI filter.
pub const LIBPFM_IAR: u8 = 1;
pub const LIBPFM_OPCM: u8 = 2;
pub const LIBPFM_DAR: u8 = 4;
pub const LIBPFM_MESI: u8 = 8;

impl LibpfmEntry {
    /// Whether libpfm treats it as an EAR event (its counter's umask is then 0).
    pub fn is_ear(&self) -> bool {
        !matches!(self.kind, LibpfmKind::Counting | LibpfmKind::Etb)
    }

    pub fn has(&self, qualifier: u8) -> bool {
        self.qualifiers & qualifier != 0
    }
}

/// The real tools whose names the catalogues answer to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Solaris cpustat/cputrack (libcpc and the kernel's performance counter backend).
    Cpc,
    /// The PAPI preset names a Solaris backend also accepts (its generic events): they take
    /// no attributes.
    CpcGeneric,
    /// libpfm version 3 and pfmon.
    Pfmon,
    /// Linux perf's generic hardware and cache event names.
    Perf,
}

impl Tool {
    /// How users name the tool.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Cpc => "Solaris cpc",
            Tool::CpcGeneric => "Solaris cpc (PAPI preset)",
            Tool::Pfmon => "libpfm 3 / pfmon",
            Tool::Perf => "Linux perf",
        }
    }
}

/// A derived monitor: a quantity computed from the counts of several events, as a manual's
/// "Derived Monitors" tables give it (Montecito, seed 003 Tables 4-2 ... 4-40), or a ratio of
/// a catalogue's events that this model adds where the manual gives none (the SPARCs).
/// [`crate::derived`] reads the formulas and evaluates them over the counters in use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Derived {
    /// The manual's symbol name: "IA64_IPC".
    pub name: &'static str,
    pub description: &'static str,
    /// The equation as the manual prints it, alternatives separated by " or ".
    pub equation: &'static str,
    /// The equation as this model evaluates it, one formula per alternative, tried in order
    /// (the first whose terms are all counted is used). A formula is arithmetic (`+ - * /`,
    /// parentheses, numbers) over terms; a term is an event name (catalogue or alias),
    /// optionally with its mask's name parts (`L3_READS.DATA_READ.HIT`, `*` for any part),
    /// or another derived monitor of the machine. A bare event name stands for that event
    /// with whatever mask its counter is programmed with.
    pub formulas: &'static [&'static str],
    /// Where `formulas` differs from `equation`, and why (empty if it does not).
    pub note: &'static str,
    pub source: &'static str,
}
