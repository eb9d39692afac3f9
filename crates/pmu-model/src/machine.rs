//! The machines the explorer models, as data: each a register list and an event catalogue.

use crate::event::{Alias, AliasTable, Derived, Event};
use crate::hypervisor::Hypercall;
use crate::register::Register;

/// One modelled processor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Machine {
    /// The id used on the command line, in scenarios and in URLs: "sparc-t4".
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub source: &'static str,
    pub registers: &'static [Register],
    pub events: &'static [Event],
    /// The names real tools give the events (Solaris cpc, libpfm/pfmon, Linux perf), each
    /// table with its source; accepted wherever an event name is.
    pub aliases: &'static [AliasTable],
    /// The name of a field that selects an event ("sl", "es").
    pub event_select_field: &'static str,
    /// The hardware contexts (strands, threads) a simulation can have.
    pub contexts: Contexts,
    /// The counters, in the order views list them.
    pub counters: &'static [CounterSpec],
    /// How software's privilege is set: SPARC modes, or Itanium PSR.cpl with PSR.up/pp.
    pub privilege: Privilege,
    /// The shape of its counters' control registers, which says how software programs them
    /// (what PCL writes to start counting).
    pub control: CounterControl,
    /// What else the machine has, for the views and the console that only some machines need.
    pub features: Features,
    /// The clock rate this model assumes for rates per second (the manuals give none), in MHz.
    pub clock_mhz: u32,
    /// The choices this model makes where the manual is silent or ambiguous, shown to users
    /// with the simulator so that nothing it does is a hidden guess.
    pub choices: &'static [Choice],
    /// The first screen's walk-through of this machine (the page's "Try this").
    pub tour: Tour,
    /// Quantities computed from several counters ([`crate::derived`]).
    pub derived: &'static [Derived],
}

/// The hardware contexts of a machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contexts {
    /// What the manual calls one: "strand", "thread".
    pub name: &'static str,
    /// The most a simulation may have.
    pub max: u32,
    /// The counts the page offers (up to `max`), and the one a new session starts with.
    pub offered: &'static [u32],
    pub default: u32,
}

/// A field of a register, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldRef {
    pub reg: &'static str,
    pub field: &'static str,
}

/// One counter: where its count is, what selects its event, and where its overflow bit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterSpec {
    /// A stable id (the UI's `counter-<id>`, `overflow-<id>`): "PIC0", "PMD4",
    /// "DRAM_PERF_COUNT01_REG.counter0".
    pub id: &'static str,
    /// How views name it: "PIC0", "DRAM counter0".
    pub label: &'static str,
    /// The field that holds the count; its width is the counter's.
    pub count: FieldRef,
    /// The field that selects the event counted, if any.
    pub select: Option<FieldRef>,
    /// The field that holds the event's mask (unit mask), if the event select has one.
    pub mask: Option<FieldRef>,
    /// The overflow bit.
    pub overflow: FieldRef,
}

/// How a machine's software privilege is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Privilege {
    /// SPARC user, privileged and hyperprivileged modes.
    Sparc,
    /// Itanium PSR.cpl (0-3) with the monitor enables PSR.up and PSR.pp.
    Itanium,
}

/// The shape of a machine's counter control registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterControl {
    /// A control register per counter, PCRn over PICn, each with `sl`, `mask` and the mode
    /// bits `ut`, `st`, `ht` (SPARC T4).
    PcrPerPic,
    /// One control register over two counters packed in one PIC: `sl0`/`mask0` and
    /// `sl1`/`mask1`, with `ut` and `st` shared (the UltraSPARC T2 family's PCR, SPARC KT).
    SharedPcr,
    /// A PMC per PMD, with `es`, `umask`, `plm`, `pm`, `ism` and a MESI filter (Itanium 2).
    PmcPerPmd,
}

/// What a machine has beyond registers and counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Features {
    /// A hypervisor API (sun4v hypercalls) and its access policy.
    pub hypervisor: bool,
    /// The calls of that API, by name and function number (empty without one).
    pub hypercalls: &'static [Hypercall],
    /// Switch-on-event multithreading with urgencies.
    pub thread_switching: bool,
    /// An execution trace buffer and event address registers.
    pub trace_buffer: bool,
    /// A bit that freezes every counter of a context while it is set (Montecito PMC0.fr).
    pub freeze: Option<FieldRef>,
}

/// A three-step walk-through of a machine's counting, for the first screen: program a counter,
/// preset it just below its wrap, and run until it overflows and the machine reacts (a trap, an
/// interrupt). Each step is a button that does it with the same actions a user's clicks make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tour {
    /// What it shows: "a SPARC T4 counter overflows and traps".
    pub title: &'static str,
    /// Step 1 (a new session of this machine: seed 1, one context, the default workload, then
    /// `setup`) and step 2 (`setup` applied to the session as it is).
    pub program: TourStep,
    pub preset: TourStep,
    /// Step 3: the button runs `cycles` cycles; `clicks` of it make the counter overflow.
    pub run: TourStep,
    pub cycles: u64,
    pub clicks: u32,
    /// The register step 1 opens.
    pub show: &'static str,
    /// What the user may try after step 3.
    pub then: &'static str,
    /// The lesson that goes on from here, and what it asks, for "Next, ...".
    pub lesson: &'static str,
    pub lesson_asks: &'static str,
    /// Where the manual says what each step relies on.
    pub source: &'static str,
}

/// One step of a [`Tour`]: `text`, then `code` (a setting, in code type), then `tail`; its
/// button's label and title; and for steps 1 and 2, the actions as a setup string (the
/// widget's `setup` syntax, [`crate::scenario::setup`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourStep {
    pub text: &'static str,
    pub code: &'static str,
    pub tail: &'static str,
    pub button: &'static str,
    pub title: &'static str,
    pub setup: &'static str,
}

/// A modelling choice: what the manual leaves open, what this model does, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// A few words: "Which setting counts a PCR write".
    pub topic: &'static str,
    /// What the model does and why, in sentences.
    pub text: &'static str,
    /// The places in the manual the choice reads.
    pub source: &'static str,
}

impl Machine {
    /// Look a register up by name (case-insensitive).
    pub fn register(&self, name: &str) -> Option<&'static Register> {
        self.registers
            .iter()
            .find(|r| r.name.eq_ignore_ascii_case(name.trim()))
    }

    /// The events with this select code (Montecito has codes shared by several events,
    /// told apart by umask).
    pub fn events_with_code(&self, code: u64) -> impl Iterator<Item = &'static Event> {
        self.events.iter().filter(move |e| e.code == code)
    }

    /// A counter by id (case-insensitive).
    pub fn counter(&self, id: &str) -> Option<&'static CounterSpec> {
        self.counters
            .iter()
            .find(|c| c.id.eq_ignore_ascii_case(id.trim()))
    }

    /// Look an event up by its catalogue name (case-insensitive).
    pub fn event(&self, name: &str) -> Option<&'static Event> {
        self.events
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
    }

    /// Look an alias up by name, with the table it is in: the exact spelling first (Solaris
    /// and perf compare names exactly, and perf's `branches` is not cpc's `Branches`), then
    /// ignoring case (as libpfm does).
    pub fn alias(&self, name: &str) -> Option<(&'static AliasTable, &'static Alias)> {
        let name = name.trim();
        let find = |same: &dyn Fn(&str) -> bool| {
            self.aliases
                .iter()
                .find_map(|t| t.aliases.iter().find(|a| same(a.name)).map(|a| (t, a)))
        };
        find(&|a| a == name).or_else(|| find(&|a| a.eq_ignore_ascii_case(name)))
    }

    /// The event an event select `code` and mask value count: where several events share a
    /// code (Montecito's 0x08), the first whose named rows include `mask`, else the first.
    pub fn event_for(&self, code: u64, mask: Option<u64>) -> Option<&'static Event> {
        self.events_with_code(code)
            .find(|e| mask.is_some_and(|m| e.mask(m).is_some()))
            .or_else(|| self.events_with_code(code).next())
    }

    /// Look a name up as an event name first, then as an alias: the event, and the mask
    /// value the name selects, if it selects one.
    pub fn event_by_name(&self, name: &str) -> Option<NamedEvent> {
        if let Some(event) = self.event(name) {
            return Some(NamedEvent {
                event,
                mask: None,
                alias: None,
            });
        }
        let (table, alias) = self.alias(name)?;
        Some(NamedEvent {
            event: self.event_for(alias.code, alias.mask)?,
            mask: alias.mask,
            alias: Some((table, alias)),
        })
    }

    /// The aliases that name `event` (with any mask when `mask` is `None`, else exactly the
    /// mask value `mask`), with their tables, in table order.
    pub fn aliases_of<'a>(
        &'a self,
        event: &'a Event,
        mask: Option<u64>,
    ) -> impl Iterator<Item = (&'static AliasTable, &'static Alias)> + 'a {
        self.aliases.iter().flat_map(move |t| {
            t.aliases
                .iter()
                .filter(move |a| {
                    a.code == event.code
                        && mask.is_none_or(|m| a.mask == Some(m))
                        && self
                            .event_for(a.code, a.mask)
                            .is_some_and(|e| std::ptr::eq(e, event))
                })
                .map(move |a| (t, a))
        })
    }

    /// Every name the machine answers to as an event: catalogue names, then aliases.
    pub fn event_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.events
            .iter()
            .map(|e| e.name)
            .chain(self.aliases.iter().flat_map(|t| t.aliases.iter().map(|a| a.name)))
    }
}

/// An event found by name: the catalogue entry, the mask value the name selects (aliases
/// such as `BUS_RD_INVAL_BST_HITM_ANY` name an event and a umask), and the alias used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedEvent {
    pub event: &'static Event,
    pub mask: Option<u64>,
    pub alias: Option<(&'static AliasTable, &'static Alias)>,
}
