//! The lesson file (docs/lessons.md) as serde types, and reading it into a [`Lesson`]. The
//! parts that are scenario parts use the scenario format's own types and readers: `start` is a
//! [`ScenarioFile`], `solution` and a mistake's `steps` are [`StepFile`]s read as steps of the
//! start's scenario, and a goal's predicates are `expect` bodies ([`ExpectBody`]). So a lesson
//! says nothing a scenario could not, and errors name the lesson and the field
//! (`lesson 't4-x': field 'goals[2].expect.reg': required: ...`).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

use super::{Goal, Lesson, LessonError, Mistake};
use crate::scenario::format::path::{self, Segment};
use crate::scenario::format::{
    located, path_text, read_expect, read_steps, ExpectBody, ScenarioFile, StepFile,
};
use crate::scenario::{Scenario, ScenarioError};

/// A lesson file.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a lesson: an object with \"id\", \"title\", \"machine\", \"text\", \"start\", \"goals\", \"hints\" and \"solution\""
)]
pub struct LessonFile {
    pub id: String,
    pub title: String,
    pub machine: String,
    /// What the lesson is about, with the manual's citation.
    pub text: String,
    /// The starting session: a scenario, whose `machine` may be left out.
    pub start: ScenarioFile,
    pub goals: Vec<GoalFile>,
    pub hints: Vec<String>,
    /// Steps that, appended to the start's, meet every goal.
    pub solution: Vec<StepFile>,
    #[serde(default)]
    pub mistakes: Vec<MistakeFile>,
}

/// `{"text": T, "expect": {..}}` or `{"text": T, "expect": [{..}, ..]}` (all must hold).
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a goal: {\"text\": T, \"expect\": {..} or [..]}"
)]
pub struct GoalFile {
    pub text: String,
    pub expect: OneOrMany<ExpectBody>,
}

/// A wrong attempt: steps appended to the start's, the goals they leave unmet, and the hint
/// that says what the manual says about it.
#[derive(Debug, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a mistake: {\"text\": T, \"steps\": [..], \"unmet\": [goal numbers], \"hint\": N}"
)]
pub struct MistakeFile {
    pub text: String,
    pub steps: Vec<StepFile>,
    pub unmet: Vec<usize>,
    pub hint: usize,
}

/// One object, or an array of them.
#[derive(Debug)]
pub enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for OneOrMany<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = OneOrMany<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object or an array of objects")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                T::deserialize(de::value::MapAccessDeserializer::new(map)).map(OneOrMany::One)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
                Vec::deserialize(de::value::SeqAccessDeserializer::new(seq)).map(OneOrMany::Many)
            }
        }
        d.deserialize_any(V(PhantomData))
    }
}

/// Where a lesson file could not be read, named as the scenario reader names it for the parts
/// that are scenarios (`start: step 3: field 'write.value'`, `solution: step 1: ...`) and by
/// its path elsewhere (`goals[2].expect.valu`).
fn unreadable(id: &str, at: Vec<Segment>, e: path::Error) -> LessonError {
    let steps = |part: String, index: usize, rest: &[Segment]| {
        let mut inner = vec![Segment::Key("steps".into()), Segment::Index(index)];
        inner.extend_from_slice(rest);
        LessonError::Scenario {
            lesson: id.to_string(),
            part,
            source: located((inner, e.clone())),
        }
    };
    match at.as_slice() {
        [Segment::Key(k), rest @ ..] if k == "start" && !rest.is_empty() => LessonError::Scenario {
            lesson: id.to_string(),
            part: "start".into(),
            source: located((rest.to_vec(), e)),
        },
        [Segment::Key(k), Segment::Index(i), rest @ ..] if k == "solution" => {
            steps("solution".into(), *i, rest)
        }
        [Segment::Key(m), Segment::Index(n), Segment::Key(s), Segment::Index(i), rest @ ..]
            if m == "mistakes" && s == "steps" =>
        {
            steps(format!("mistakes[{n}].steps"), *i, rest)
        }
        _ => LessonError::Field {
            lesson: id.to_string(),
            field: if at.is_empty() {
                "(top)".into()
            } else {
                path_text(&at)
            },
            message: e.0,
        },
    }
}

impl Lesson {
    /// Read a lesson file (docs/lessons.md). Every part is checked as a scenario's would be;
    /// an error names the lesson and the field.
    pub fn parse(source: &str) -> Result<Lesson, LessonError> {
        let value: Value = serde_json::from_str(source).map_err(|e| LessonError::Json(e.to_string()))?;
        let id = value.get("id").and_then(Value::as_str).unwrap_or("?").to_string();
        let file: LessonFile = path::from_value(&value).map_err(|(at, e)| unreadable(&id, at, e))?;
        Lesson::from_file(file)
    }

    fn from_file(f: LessonFile) -> Result<Lesson, LessonError> {
        let id = f.id;
        let field = |field: String, message: String| LessonError::Field {
            lesson: id.clone(),
            field,
            message,
        };
        let scenario = |part: String| {
            let id = id.clone();
            move |source: ScenarioError| LessonError::Scenario {
                lesson: id,
                part,
                source,
            }
        };
        let machine = crate::machines::machine(&f.machine).ok_or_else(|| {
            field(
                "machine".into(),
                format!(
                    "unknown machine '{}' ({})",
                    f.machine,
                    crate::machines::ids(|_| true, ", ")
                ),
            )
        })?;
        let mut start = f.start;
        match &start.machine {
            None => start.machine = Some(machine.id.to_string()),
            Some(m) if m == machine.id => {}
            Some(m) => {
                return Err(field(
                    "start.machine".into(),
                    format!("'{m}' is not the lesson's machine, {}", machine.id),
                ))
            }
        }
        let start = Scenario::from_file(start).map_err(scenario("start".into()))?;
        let threads = start.threads;
        if f.goals.is_empty() {
            return Err(field("goals".into(), "a lesson needs at least one goal".into()));
        }
        if f.hints.is_empty() {
            return Err(field("hints".into(), "a lesson needs at least one hint".into()));
        }
        let goals = f
            .goals
            .into_iter()
            .enumerate()
            .map(|(g, goal)| {
                let bodies = match goal.expect {
                    OneOrMany::One(b) => vec![(None, b)],
                    OneOrMany::Many(list) => {
                        list.into_iter().enumerate().map(|(k, b)| (Some(k), b)).collect()
                    }
                };
                if bodies.is_empty() {
                    return Err(field(
                        format!("goals[{g}].expect"),
                        "an empty list checks nothing".into(),
                    ));
                }
                let checks = bodies
                    .into_iter()
                    .map(|(k, body)| {
                        read_expect(0, body, 0, threads).map_err(|e| match e {
                            ScenarioError::Step {
                                field: inner,
                                message,
                                ..
                            } => {
                                let inner = match k {
                                    Some(k) => inner.replacen("expect", &format!("expect[{k}]"), 1),
                                    None => inner,
                                };
                                field(format!("goals[{g}].{inner}"), message)
                            }
                            other => field(format!("goals[{g}].expect"), other.to_string()),
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(Goal {
                    text: goal.text,
                    checks,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let solution = read_steps(f.solution, threads).map_err(scenario("solution".into()))?;
        let mistakes = f
            .mistakes
            .into_iter()
            .enumerate()
            .map(|(n, m)| {
                if let Some(g) = m.unmet.iter().find(|g| **g >= goals.len()) {
                    return Err(field(
                        format!("mistakes[{n}].unmet"),
                        format!(
                            "there is no goal {g} (goals count from 0; the lesson has {})",
                            goals.len()
                        ),
                    ));
                }
                if m.hint >= f.hints.len() {
                    return Err(field(
                        format!("mistakes[{n}].hint"),
                        format!(
                            "there is no hint {} (hints count from 0; the lesson has {})",
                            m.hint,
                            f.hints.len()
                        ),
                    ));
                }
                Ok(Mistake {
                    text: m.text,
                    steps: read_steps(m.steps, threads).map_err(scenario(format!("mistakes[{n}].steps")))?,
                    unmet: m.unmet,
                    hint: m.hint,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Lesson {
            id,
            title: f.title,
            machine,
            text: f.text,
            start,
            goals,
            hints: f.hints,
            solution,
            mistakes,
        })
    }
}
