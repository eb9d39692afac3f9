//! The `pmu` command: the PMU model headless. Every subcommand prints a readable table, or
//! JSON with `--json`; errors go to standard error with exit status 2 (docs/cli.md).
//!
//! The command line is declared once, as the clap types in [`args`]: usage, `--help`, the
//! errors about arguments and the shell completions all come from there. The machine ids and
//! PCL processors it accepts are read from the model's lists, so a new machine needs no change
//! here.

mod args;
mod completions;
mod json;
mod lesson;
mod output;
mod pcl;
mod table;

use std::ffi::OsString;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use pmu_model::decode::{self, split_assignment};
use pmu_model::machine::Machine;
use pmu_model::number::parse_u64;
use pmu_model::register::Register;
use pmu_model::scenario::Scenario;

use args::{Cli, Command};
use output::{read_file, CliError, Output};

fn main() -> ExitCode {
    let argv: Vec<OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from(&argv) {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e, &argv),
    };
    let Some(command) = cli.command else {
        // `pmu` alone prints the help and succeeds: a first try, not a mistake.
        let _ = Cli::command().print_help();
        return ExitCode::SUCCESS;
    };
    match run(command) {
        Ok(out) => {
            let text = match out {
                Output::Shaped { json, .. } if cli.json => json + "\n",
                Output::Shaped { text, .. } | Output::Plain(text) => text,
            };
            // A closed pipe (`pmu events montecito | head`) is not an error worth a panic.
            let _ = std::io::stdout().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("pmu: {e}");
            ExitCode::from(2)
        }
    }
}

/// Print a clap error (or the help or version that clap was asked for) and say how to exit.
///
/// Errors read like the project's own: `pmu: ` and the message naming the bad argument, then
/// the usage of the subcommand that was being parsed (clap leaves it out of some errors, such
/// as an invalid value), then where to read more.
fn usage_error(e: &clap::Error, argv: &[OsString]) -> ExitCode {
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    // clap's message opens with "error: " and ends with its usage (for some errors) and a
    // hint: keep the message proper, and give every error the usage and the hint in one form.
    let rendered = e.render().to_string();
    let message = rendered.strip_prefix("error: ").unwrap_or(&rendered);
    let end = [
        message.find("\n\nUsage: "),
        message.find("\n\nFor more information"),
    ]
    .into_iter()
    .flatten()
    .min()
    .unwrap_or(message.len());
    let mut message = message[..end].trim_end().to_string();
    let mut cmd = subcommand_in(argv);
    // clap names an unknown subcommand but not the known ones; say them, as for a missing one.
    if e.kind() == ErrorKind::InvalidSubcommand && !message.contains("[subcommands: ") {
        let names: Vec<&str> = cmd.get_subcommands().map(|c| c.get_name()).collect();
        let at = message.find('\n').unwrap_or(message.len());
        message.insert_str(at, &format!("\n  [subcommands: {}]", names.join(", ")));
    }
    let usage = cmd.render_usage().to_string();
    let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
    let name = cmd.get_bin_name().unwrap_or("pmu");
    eprintln!("pmu: {message}\n\nusage: {usage}\n\nFor more information, try '{name} --help'.");
    ExitCode::from(2)
}

/// The deepest subcommand named in `argv` (the one whose arguments clap was parsing).
fn subcommand_in(argv: &[OsString]) -> clap::Command {
    let mut cmd = Cli::command();
    // Building gives every subcommand its full name ("pmu pcl query") for its usage line.
    cmd.build();
    for arg in argv.iter().skip(1) {
        if let Some(sub) = arg.to_str().and_then(|name| cmd.find_subcommand(name)) {
            cmd = sub.clone();
        }
    }
    cmd
}

fn run(command: Command) -> Result<Output, CliError> {
    match command {
        Command::Machines => Output::new(&json::machines(), table::machines()),
        Command::Registers { machine: m } => Output::new(&json::registers(m), table::registers(m)),
        Command::Decode {
            machine: m,
            register,
            value,
        } => {
            let r = find_register(m, &register)?;
            let value = parse_u64(&value).map_err(|source| CliError::BadValue {
                text: value.clone(),
                source,
            })?;
            // A value wider than the register is refused: it cannot be a value of it.
            decode::check_width(r, value)?;
            let d = decode::decode(m, r, value);
            Output::new(&json::decoded(m, &d), table::decoded(&d))
        }
        Command::Encode {
            machine: m,
            register,
            fields,
        } => {
            let r = find_register(m, &register)?;
            let pairs = fields
                .iter()
                .map(|a| split_assignment(a))
                .collect::<Result<Vec<_>, _>>()?;
            let value = decode::encode(m, r, &pairs)?;
            let d = decode::decode(m, r, value);
            Output::new(
                &json::decoded(m, &d),
                format!("{}\n", pmu_model::number::hex(value, r.width)),
            )
        }
        Command::Events { machine: m, format } => match format {
            // The only other format (clap checks the value): Linux perf's pmu-events JSON.
            Some(_) => Ok(Output::Plain(
                serde_json::to_string_pretty(&json::perf_events(m))? + "\n",
            )),
            None => Output::new(&json::events(m), table::events(m)),
        },
        Command::Import {
            machine: m,
            text,
            format,
        } => {
            let import = pmu_model::interop::import(m, &text, format)?;
            Output::new(&import, table::import(&import))
        }
        Command::Export {
            machine: m,
            values,
            format,
        } => {
            let mut regs = Vec::new();
            for pair in &values {
                let (name, text) = split_assignment(pair)?;
                let r = find_register(m, name)?;
                let value = parse_u64(text).map_err(|source| CliError::BadValue {
                    text: text.to_string(),
                    source,
                })?;
                regs.push((r, decode::check_width(r, value)?));
            }
            let export = pmu_model::interop::export(m, &regs, &format);
            Output::new(&export, table::export(&export))
        }
        Command::Run { scenario } => run_scenario(&scenario),
        Command::Bench => {
            let start = std::time::Instant::now();
            let now = move || start.elapsed().as_secs_f64();
            let results = pmu_model::bench::standard(&now)?;
            Output::new(&json::bench(&results), table::bench(&results))
        }
        Command::Pcl(command) => pcl::run(command),
        Command::Lesson(command) => lesson::run(command),
        Command::Completions { shell } => Ok(Output::Plain(completions::script(shell))),
    }
}

fn run_scenario(path: &Path) -> Result<Output, CliError> {
    let shown = path.display().to_string();
    let source = read_file(path)?;
    let scenario_error = |source| CliError::Scenario {
        path: shown.clone(),
        source,
    };
    let scenario = Scenario::parse(&source).map_err(scenario_error)?;
    let result = scenario.run().map_err(scenario_error)?.to_json();
    // The result is the scenario format's own JSON (pmu_model::scenario), printed as is.
    Output::new(&result, table::run(&result))
}

fn find_register(m: &'static Machine, name: &str) -> Result<&'static Register, CliError> {
    m.register(name).ok_or_else(|| CliError::UnknownRegister {
        machine: m.id,
        given: name.to_string(),
    })
}
