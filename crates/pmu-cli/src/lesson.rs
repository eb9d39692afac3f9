//! `pmu lesson ...`: lessons on the command line (docs/lessons.md).
//!
//! - `pmu lesson list`: every lesson, its machine and title.
//! - `pmu lesson show ID`: what the lesson teaches, its goals and its hints.
//! - `pmu lesson start ID`: the starting session, a scenario file to continue.
//! - `pmu lesson check ID SESSION.json`: the goals the session meets, and whether it is done.
//!
//! A session that meets no goal is an answer, not an error: it exits 0. An unknown lesson is an
//! argument error (`args.rs`); a session that cannot be read or run, or that is on another
//! machine, is an error naming the file and the step: exit 2. The JSON shapes are in
//! `json/lesson.rs`.

use std::fmt::Write;
use std::path::Path;

use pmu_model::cite::for_readers;
use pmu_model::lesson::{Lesson, LessonError, Progress};
use pmu_model::scenario::Scenario;

use crate::args::LessonCommand;
use crate::json::lesson as json;
use crate::output::{read_file, CliError, Output};
use crate::table::{columns, row};

/// Run a `pmu lesson` subcommand.
pub fn run(command: LessonCommand) -> Result<Output, CliError> {
    match command {
        LessonCommand::List => {
            let all = pmu_model::lesson::lessons().map_err(|e| CliError::Lessons(Box::new(e.clone())))?;
            Output::new(&json::list(all), list_text(all))
        }
        LessonCommand::Show { lesson } => Output::new(&json::show(lesson), show_text(lesson)),
        LessonCommand::Start { lesson } => {
            let mut start = lesson.start.write();
            start.push('\n');
            Ok(Output::Plain(start))
        }
        LessonCommand::Check { lesson, session } => check(lesson, &session),
    }
}

fn list_text(all: &[Lesson]) -> String {
    let mut rows = vec![row(["ID", "MACHINE", "TITLE"])];
    for l in all {
        rows.push(vec![l.id.clone(), l.machine.id.into(), l.title.clone()]);
    }
    columns(&rows)
}

fn show_text(l: &Lesson) -> String {
    let mut out = format!(
        "{} ({})\n\n{}\n\nGOALS\n",
        l.title,
        l.machine.id,
        for_readers(&l.text)
    );
    for (n, g) in l.goals.iter().enumerate() {
        let _ = writeln!(out, "  {}. {}", n + 1, g.text);
    }
    out.push_str("\nHINTS\n");
    for (n, h) in l.hints.iter().enumerate() {
        let _ = writeln!(out, "  {}. {}", n + 1, for_readers(h));
    }
    let _ = writeln!(
        out,
        "\nStart from `pmu lesson start {id} > session.json`, add steps, then `pmu lesson check {id} session.json`.",
        id = l.id
    );
    out
}

fn check(l: &'static Lesson, path: &Path) -> Result<Output, CliError> {
    let shown = path.display().to_string();
    let source = read_file(path)?;
    let session = Scenario::parse(&source).map_err(|source| CliError::Scenario {
        path: shown.clone(),
        source,
    })?;
    let progress = l.check_session(&session).map_err(|e| match e {
        LessonError::Session(source) => CliError::Scenario {
            path: shown.clone(),
            source,
        },
        other => CliError::Lesson {
            path: shown.clone(),
            source: Box::new(other),
        },
    })?;
    Output::new(&json::check(l, &progress), check_text(l, &progress))
}

fn check_text(l: &Lesson, p: &Progress) -> String {
    let mut out = format!(
        "{}: {} ({} of {} goals met)\n",
        l.id,
        if p.done() { "done" } else { "not done" },
        p.met(),
        p.goals.len()
    );
    for g in &p.goals {
        let _ = write!(out, "  [{}] {}", if g.met { "x" } else { " " }, g.text);
        match &g.why {
            Some(why) => {
                let _ = writeln!(out, "\n      {why}");
            }
            None => out.push('\n'),
        }
    }
    out
}
