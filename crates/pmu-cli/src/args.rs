//! The `pmu` command line, declared once: clap derives the parser, the usage lines, every
//! `--help` and the shell completions (`pmu completions SHELL`) from these types.
//!
//! Machine ids, PCL processors, PCL count modes and PCL event names are not written out here:
//! [`ModelNames`] reads them from the model's lists at run time (for `--help`, the error that
//! lists them, and completions) and parses with the model's own functions (which also accept
//! the PCL spellings, such as `--mode PCL_MODE_SYSTEM`).

use std::ffi::OsStr;
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Arg, Parser, Subcommand, ValueHint};
use clap_complete::Shell;
use pmu_model::interop::Format;
use pmu_model::lesson::Lesson;
use pmu_model::machine::Machine;
use pmu_model::pcl::avail::Processor;
use pmu_model::pcl::{events, processor, Mode, PROCESSORS};
use pmu_model::{machine, MACHINES};

/// pmu: the pmu-explorer model on the command line.
///
/// The register tables, decoder, event catalogues, simulators and PCL layer of the web app,
/// for SPARC T4, SPARC "KT" and Itanium 2 "Montecito". Every subcommand prints a readable
/// table, or JSON with --json. Errors go to standard error with exit status 2.
#[derive(Debug, Parser)]
#[command(name = "pmu", version, after_help = "See docs/cli.md for the JSON shapes.")]
pub struct Cli {
    /// Print JSON instead of a table (docs/cli.md gives the shapes).
    #[arg(long, global = true)]
    pub json: bool,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The modelled machines: id, name, register and event counts, source.
    Machines,
    /// Every register of a machine: width, location, scope, reset value, group.
    ///
    /// With --json, every field too: bits, access kind, reset, encodings, description and
    /// source.
    Registers {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
    },
    /// Every field of a register value with its bits, access kind, value and meaning, then
    /// the diagnostics.
    ///
    /// Diagnostics name reserved bits that are set, values the manual does not define and
    /// counting restrictions that are broken. A value wider than the register is refused.
    Decode {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
        /// The register's name, as `pmu registers MACHINE` lists it (PCR0, PMC4, ...).
        register: String,
        /// Hexadecimal (0x8018), binary (0b1000000000011000) or decimal, with `_` allowed
        /// between digits.
        value: String,
    },
    /// The register value that sets the given fields (the others are 0).
    ///
    /// Field values are numbers or names: sl=26, es=CPU_OP_CYCLES. With --json, the value
    /// decoded as by `pmu decode`.
    Encode {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
        /// The register's name, as `pmu registers MACHINE` lists it.
        register: String,
        /// Field assignments.
        #[arg(value_name = "FIELD=VALUE")]
        fields: Vec<String>,
    },
    /// The event catalogue: code, name, masks, maximum increment per cycle, counters.
    ///
    /// With --json, every mask and the names real tools give them (aliases); with --format
    /// perf-json, the catalogue as Linux perf's pmu-events JSON.
    Events {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
        /// perf-json: one entry per event and mask, in the layout of Linux perf's
        /// tools/perf/pmu-events/arch/*/*/*.json (EventName, EventCode, UMask, ...).
        #[arg(long, value_name = "FORMAT", value_parser = ["perf-json"])]
        format: Option<String>,
    },
    /// What a real tool's event specification programs: the register writes (docs/interop.md).
    ///
    /// TEXT is a Linux perf event list or command (SPARC T4: `r6800000:u`, `perf stat -e
    /// cycles,instructions`), a Solaris cpustat/cputrack `-c` specification (T4, KT:
    /// `pic0=Instr_ld,pic1=DC_miss_nospec,sys`), a pfmon event list with its options
    /// (Montecito: `-e CPU_OP_CYCLES_ALL,IA64_INST_RETIRED -u -k`), or `REG=VALUE` pairs.
    /// The format is read from TEXT's shape unless --format names it.
    Import {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
        /// The specification, quoted as one argument.
        #[arg(allow_hyphen_values = true)]
        text: String,
        /// The format of TEXT (default: read from its shape).
        #[arg(long, value_parser = formats())]
        format: Option<Format>,
    },
    /// The real tools' command lines that program what the registers hold (docs/interop.md).
    ///
    /// For each tool the machine has (Linux perf, Solaris cpustat/cputrack, pfmon): the
    /// command, or why the tool cannot express the registers (`ht=1` under perf), and each field
    /// the tool would set otherwise (perf always sets toe). `pmu import` takes the spec back.
    Export {
        /// The machine (`pmu machines` lists them).
        #[arg(value_parser = machines())]
        machine: &'static Machine,
        /// Register values, as `pmu decode` takes them: PCR0=0xd006.
        #[arg(value_name = "REG=VALUE", required = true)]
        values: Vec<String>,
        /// Only these formats (repeatable; default: every tool of the machine).
        #[arg(long, value_parser = formats())]
        format: Vec<Format>,
    },
    /// Run a scenario (docs/scenarios.md) and print the log, the reads and the registers.
    Run {
        /// The scenario file.
        #[arg(value_name = "SCENARIO.json", value_hint = ValueHint::FilePath)]
        scenario: PathBuf,
    },
    /// Simulated cycles per second for the standard benchmarks (build with --release).
    Bench,
    /// The PCL portable layer: standard events, derived metrics, availability, queries.
    #[command(subcommand)]
    Pcl(PclCommand),
    /// Lessons: the manuals' rules as exercises that the model checks (docs/lessons.md).
    #[command(subcommand)]
    Lesson(LessonCommand),
    /// Print a completion script for a shell.
    ///
    /// For example, in bash: source <(pmu completions bash)
    Completions {
        /// The shell.
        shell: Shell,
    },
}

#[derive(Debug, Subcommand)]
// `pmu pcl` alone is an error that lists the subcommands, not a page of help.
#[command(arg_required_else_help = false)]
pub enum PclCommand {
    /// The 61 PCL standard events.
    Events,
    /// The derived metrics and their formulas.
    Metrics,
    /// What each PCL event is on a processor: the paper's rows, and this project's mappings
    /// onto the simulated machines.
    Avail {
        /// A simulated machine, or one of the paper's processors.
        #[arg(value_parser = processors())]
        machine: &'static Processor,
    },
    /// PCLquery: can these events be counted together?
    ///
    /// Prints an assignment of native events to counters and, on a simulated machine, the
    /// register values that program it; or PCL's status code and why not. An answer that
    /// they cannot is not an error: it exits 0.
    Query {
        /// A simulated machine, or one of the paper's processors.
        #[arg(value_parser = processors())]
        machine: &'static Processor,
        /// PCL event names (`pmu pcl events` lists them).
        #[arg(
            required = true,
            value_name = "EVENT",
            value_parser = event_names(),
            hide_possible_values = true
        )]
        events: Vec<String>,
        /// The count mode.
        #[arg(long, default_value = "user", value_parser = modes())]
        mode: Mode,
    },
}

#[derive(Debug, Subcommand)]
// `pmu lesson` alone is an error that lists the subcommands, not a page of help.
#[command(arg_required_else_help = false)]
pub enum LessonCommand {
    /// Every lesson: id, machine and title.
    List,
    /// What a lesson teaches, its goals and its hints.
    Show {
        /// The lesson (`pmu lesson list` names them).
        #[arg(value_name = "ID", value_parser = lessons(), hide_possible_values = true)]
        lesson: &'static Lesson,
    },
    /// The lesson's starting session, a scenario file (docs/scenarios.md) to add steps to.
    Start {
        /// The lesson (`pmu lesson list` names them).
        #[arg(value_name = "ID", value_parser = lessons(), hide_possible_values = true)]
        lesson: &'static Lesson,
    },
    /// Check a session against a lesson's goals: which are met, and whether it is done.
    ///
    /// SESSION is a scenario (docs/scenarios.md), as `pmu run` takes it and as the app's
    /// Scenario link downloads it. Goals not met are an answer, not an error: it exits 0.
    Check {
        /// The lesson (`pmu lesson list` names them).
        #[arg(value_name = "ID", value_parser = lessons(), hide_possible_values = true)]
        lesson: &'static Lesson,
        /// The session to check.
        #[arg(value_name = "SESSION.json", value_hint = ValueHint::FilePath)]
        session: PathBuf,
    },
}

/// A value parser over names the model lists.
#[derive(Clone)]
pub struct ModelNames<T> {
    /// The names, each with a line of help, for `--help`, errors and completions.
    names: fn() -> Vec<PossibleValue>,
    /// The model's parser; it may accept spellings that `names` does not list.
    parse: fn(&str) -> Option<T>,
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for ModelNames<T> {
    type Value = T;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&Arg>, value: &OsStr) -> Result<T, clap::Error> {
        if let Some(v) = value.to_str().and_then(self.parse) {
            return Ok(v);
        }
        // Not a name the model knows: clap's own error names the value and lists the names
        // (with a suggestion when one is close).
        PossibleValuesParser::new((self.names)()).parse_ref(cmd, arg, value)?;
        Err(clap::Error::raw(
            ErrorKind::InvalidValue,
            format!("invalid value '{}'\n", value.to_string_lossy()),
        ))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.names)().into_iter()))
    }
}

/// The machines of `pmu_model::MACHINES`.
fn machines() -> ModelNames<&'static Machine> {
    ModelNames {
        names: || {
            MACHINES
                .iter()
                .map(|m| PossibleValue::new(m.id).help(m.name))
                .collect()
        },
        parse: machine,
    }
}

/// The processors with a PCL table (`pmu_model::pcl::PROCESSORS`): the paper's and ours.
fn processors() -> ModelNames<&'static Processor> {
    ModelNames {
        names: || {
            PROCESSORS
                .iter()
                .map(|p| PossibleValue::new(p.id).help(p.name))
                .collect()
        },
        parse: processor,
    }
}

/// The lessons of `pmu_model::lesson::lessons` (none if they could not be read: then every id
/// is refused, and `pmu lesson list` says why).
fn lessons() -> ModelNames<&'static Lesson> {
    ModelNames {
        names: || {
            pmu_model::lesson::lessons()
                .unwrap_or_default()
                .iter()
                .map(|l| PossibleValue::new(l.id.as_str()).help(l.title.as_str()))
                .collect()
        },
        parse: |id| pmu_model::lesson::lesson(id).ok(),
    }
}

/// The PCL count modes. The model has no list of them, so the three are named here once.
fn modes() -> ModelNames<Mode> {
    ModelNames {
        names: || {
            [Mode::User, Mode::System, Mode::UserSystem]
                .into_iter()
                .map(|m| PossibleValue::new(m.short()).help(m.name()))
                .collect()
        },
        parse: Mode::parse,
    }
}

/// The PCL standard events, offered to completion. Any text is taken: an unknown name is
/// PCL's own error (`PCL_ILL_EVENT`), reported once the processor is known.
fn event_names() -> ModelNames<String> {
    ModelNames {
        names: || {
            events::EVENTS
                .iter()
                .map(|e| PossibleValue::new(e.name).help(e.meaning))
                .collect()
        },
        parse: |s| Some(s.to_string()),
    }
}

/// The import and export formats (`pmu_model::interop::Format`).
fn formats() -> ModelNames<Format> {
    ModelNames {
        names: || {
            Format::ALL
                .into_iter()
                .map(|f| PossibleValue::new(f.id()).help(f.tool_name()))
                .collect()
        },
        parse: Format::parse,
    }
}
