//! The `pmu` command: the PMU model headless. Every subcommand prints a readable table, or
//! JSON with `--json`; errors go to standard error with exit status 2 (DESIGN.md, "The `pmu`
//! command line").

mod json;
mod pcl;
mod table;

use std::process::ExitCode;

use pmu_model::decode::{self, split_assignment, EncodeError};
use pmu_model::machine::{machine, Machine, MACHINES};
use pmu_model::number::{parse_u64, NumberError};
use pmu_model::register::Register;
use pmu_model::scenario::Scenario;
use serde_json::Value;
use thiserror::Error;

/// What went wrong with a command line; each names the bad argument.
#[derive(Debug, Error)]
enum CliError {
    #[error("usage: {0}")]
    Usage(String),
    #[error("unknown machine '{given}'; machines are: {known}")]
    UnknownMachine { given: String, known: String },
    #[error("{machine} has no register '{given}'; run `pmu registers {machine}` for the list")]
    UnknownRegister { machine: &'static str, given: String },
    #[error("VALUE '{text}': {source}")]
    BadValue { text: String, source: NumberError },
    #[error(transparent)]
    Encode(#[from] EncodeError),
    #[error("{path}: {source}")]
    Scenario {
        path: String,
        source: pmu_model::scenario::ScenarioError,
    },
    #[error(transparent)]
    Pcl(#[from] pcl::PclError),
    #[error("cannot read {path}: {message}")]
    Io { path: String, message: String },
    #[error(
        "unknown subcommand '{0}'; subcommands are: machines, registers, decode, encode, events, run, bench, pcl"
    )]
    UnknownCommand(String),
}

const USAGE: &str = "\
pmu - the pmu-explorer model on the command line

USAGE:
    pmu machines [--json]
    pmu registers MACHINE [--json]
    pmu decode MACHINE REGISTER VALUE [--json]      VALUE: 0x.., 0b.. or decimal
    pmu encode MACHINE REGISTER field=value... [--json]
    pmu events MACHINE [--json]
    pmu run SCENARIO.json [--json]                   see docs/scenarios.md
    pmu bench [--json]                              simulated cycles per second
    pmu pcl events | metrics [--json]               PCL standard events, derived metrics
    pmu pcl avail MACHINE [--json]                  PCL availability (paper rows and ours)
    pmu pcl query MACHINE EVENT... [--mode user|system|both] [--json]

MACHINE is one of sparc-t4, sparc-kt, montecito; for pcl also one of the paper's
processors (alpha-21164, ..., sr8000: see `pmu pcl avail`).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") || args.is_empty() {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let json = args.iter().any(|a| a == "--json");
    let args: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| *a != "--json")
        .collect();
    match run(&args) {
        Ok(out) => {
            if json {
                println!("{}", serde_json::to_string_pretty(&out.json).unwrap_or_default());
            } else {
                print!("{}", out.text);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("pmu: {e}");
            ExitCode::from(2)
        }
    }
}

/// A command's result in both forms.
struct Output {
    json: Value,
    text: String,
}

fn run(args: &[&str]) -> Result<Output, CliError> {
    let (cmd, rest) = args.split_first().ok_or_else(|| CliError::Usage(USAGE.into()))?;
    match *cmd {
        "machines" => {
            expect_args(rest, 0, "pmu machines [--json]")?;
            Ok(Output {
                json: json::machines(),
                text: table::machines(),
            })
        }
        "registers" => {
            expect_args(rest, 1, "pmu registers MACHINE [--json]")?;
            let m = find_machine(rest[0])?;
            Ok(Output {
                json: json::registers(m),
                text: table::registers(m),
            })
        }
        "decode" => {
            expect_args(rest, 3, "pmu decode MACHINE REGISTER VALUE [--json]")?;
            let m = find_machine(rest[0])?;
            let r = find_register(m, rest[1])?;
            let value = parse_u64(rest[2]).map_err(|source| CliError::BadValue {
                text: rest[2].to_string(),
                source,
            })?;
            // A value wider than the register is refused: it cannot be a value of it.
            decode::check_width(r, value)?;
            let d = decode::decode(m, r, value);
            Ok(Output {
                json: json::decoded(m, &d),
                text: table::decoded(&d),
            })
        }
        "encode" => {
            if rest.len() < 2 {
                return Err(CliError::Usage(
                    "pmu encode MACHINE REGISTER field=value... [--json]".into(),
                ));
            }
            let m = find_machine(rest[0])?;
            let r = find_register(m, rest[1])?;
            let pairs = rest[2..]
                .iter()
                .map(|a| split_assignment(a))
                .collect::<Result<Vec<_>, _>>()?;
            let value = decode::encode(m, r, &pairs)?;
            let d = decode::decode(m, r, value);
            Ok(Output {
                json: json::decoded(m, &d),
                text: format!("{}\n", pmu_model::number::hex(value, r.width)),
            })
        }
        "events" => {
            expect_args(rest, 1, "pmu events MACHINE [--json]")?;
            let m = find_machine(rest[0])?;
            Ok(Output {
                json: json::events(m),
                text: table::events(m),
            })
        }
        "run" => {
            expect_args(rest, 1, "pmu run SCENARIO.json [--json]")?;
            let path = rest[0];
            let source = std::fs::read_to_string(path).map_err(|e| CliError::Io {
                path: path.to_string(),
                message: e.to_string(),
            })?;
            let scenario_error = |source| CliError::Scenario {
                path: path.to_string(),
                source,
            };
            let scenario = Scenario::parse(&source).map_err(scenario_error)?;
            let result = scenario.run().map_err(scenario_error)?.to_json();
            Ok(Output {
                text: table::run(&result),
                json: result,
            })
        }
        "bench" => {
            expect_args(rest, 0, "pmu bench [--json]")?;
            let start = std::time::Instant::now();
            let now = move || start.elapsed().as_secs_f64();
            let results =
                pmu_model::sim::bench::standard(&now).map_err(|e| CliError::Usage(e.to_string()))?;
            Ok(Output {
                json: json::bench(&results),
                text: table::bench(&results),
            })
        }
        "pcl" => pcl::run(rest),
        other => Err(CliError::UnknownCommand(other.to_string())),
    }
}

fn expect_args(rest: &[&str], n: usize, usage: &str) -> Result<(), CliError> {
    if rest.len() == n {
        Ok(())
    } else {
        Err(CliError::Usage(usage.to_string()))
    }
}

fn find_machine(id: &str) -> Result<&'static Machine, CliError> {
    machine(id).ok_or_else(|| CliError::UnknownMachine {
        given: id.to_string(),
        known: MACHINES.iter().map(|m| m.id).collect::<Vec<_>>().join(", "),
    })
}

fn find_register(m: &'static Machine, name: &str) -> Result<&'static Register, CliError> {
    m.register(name).ok_or_else(|| CliError::UnknownRegister {
        machine: m.id,
        given: name.to_string(),
    })
}
