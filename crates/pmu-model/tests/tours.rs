//! Each machine's first-screen walk-through (`Machine::tour`) does what its text says: step 1
//! programs a counter in a new session, step 2 presets it near its wrap, and `clicks` runs of
//! `cycles` overflow it: the counter's overflow bit sets and the log has the overflow and the
//! machine's reaction (a trap on the SPARCs, an interrupt on Montecito). Each step alone is
//! not enough: without the preset, the same runs do not overflow.

use pmu_model::scenario::setup::parse_setup;
use pmu_model::sim::{Action, LogKind, Simulator};
use pmu_model::MACHINES;

/// The session after the tour's steps 1 and (if `preset`) 2, and its runs.
fn walk(m: &'static pmu_model::Machine, preset: bool) -> Simulator {
    let tour = &m.tour;
    let mut sim = Simulator::new(m.id, 1, 1).expect("a new session");
    let mut actions = parse_setup(m, tour.program.setup, 0).expect("step 1's setup parses");
    if preset {
        actions.extend(parse_setup(m, tour.preset.setup, 0).expect("step 2's setup parses"));
    }
    for a in actions {
        sim.apply(a).expect("the tour's actions are accepted");
    }
    for _ in 0..tour.clicks {
        sim.apply(Action::Run { cycles: tour.cycles })
            .expect("step 3 runs");
    }
    sim
}

#[test]
fn every_tour_overflows_its_counter_and_the_machine_reacts() {
    for m in MACHINES {
        let tour = &m.tour;
        assert!(
            m.register(tour.show).is_some(),
            "{}: step 1 opens {}",
            m.id,
            tour.show
        );
        assert!(
            tour.preset.setup.len() > 1 && tour.run.setup.is_empty(),
            "{}",
            m.id
        );
        let sim = walk(m, true);
        let overflowed = sim.log.iter().any(|e| matches!(e.kind, LogKind::Overflow { .. }));
        let reacted = sim
            .log
            .iter()
            .any(|e| matches!(e.kind, LogKind::Trap { .. } | LogKind::Interrupt { .. }));
        assert!(overflowed && reacted, "{}: {:?}", m.id, sim.log);
        // The first counter's overflow bit, where the machine's counter table puts it.
        let spec = &m.counters[0];
        let reg = m.register(spec.overflow.reg).expect("the overflow register");
        let field = reg.field(spec.overflow.field).expect("the overflow field");
        let value = sim.peek(0, 0, reg.name).expect("readable");
        assert_eq!(
            field.get(value),
            1,
            "{}: {}.{} after the tour",
            m.id,
            reg.name,
            field.name
        );
        assert!(tour.lesson_asks.len() > 10 && !tour.then.is_empty(), "{}", m.id);
        let lesson = pmu_model::lesson::lesson(tour.lesson).expect("the next lesson exists");
        assert_eq!(
            lesson.machine.id, m.id,
            "{}: lesson {} is on the same machine",
            m.id, tour.lesson
        );

        let without = walk(m, false);
        assert!(
            !without
                .log
                .iter()
                .any(|e| matches!(e.kind, LogKind::Overflow { .. })),
            "{}: the preset is what makes the runs overflow",
            m.id
        );
    }
}
