//! Issue 16, point 2: every diagram of every lesson file, checked against the core, so
//! a rule change in the core that breaks a page fails the build. For each diagram:
//! the position parses (the core's parsers reject illegal positions), the selected
//! piece belongs to the side to move, the cells the text says it lights are exactly the
//! core's legal targets of that piece, the checkers it names are the core's, "Show me"
//! plays legal moves and leads to the position the text claims. Then every rules
//! diagram is opened on the Learn screen: the markers the board views paint are those
//! cells, "Show me" plays and "Reset" takes back.
use crate::support::*;
use otherworlds::OtherworldsApp;
use otherworlds::board::Marker;
use otherworlds::learn::LearnCommand;
use otherworlds::learn::data::{Course, DiagramSpec, StepKind, courses, parse_variant};
use otherworlds_core::geometry::Cell;
use otherworlds_core::{AnyPosition, Game, prelude::*};
use std::collections::{BTreeMap, BTreeSet};

/// Every cell of the position by its name, written by the core (`e4`), and with its
/// board's number where boards share names (`2:e4`).
fn names(pos: &AnyPosition) -> BTreeMap<String, Cell> {
    let mut out = BTreeMap::new();
    for (b, spec) in pos.geometry().boards.iter().enumerate() {
        for file in 0..spec.files {
            for rank in 0..spec.ranks {
                let cell = Cell::new(b as u8, file, rank);
                let name = pos.cell_name(cell);
                out.insert(format!("{}:{name}", b + 1), cell);
                out.entry(name).or_insert(cell);
            }
        }
    }
    out
}

fn cells(names: &BTreeMap<String, Cell>, list: &[String]) -> Result<BTreeSet<Cell>, String> {
    list.iter()
        .map(|n| names.get(n).copied().ok_or(format!("no cell {n}")))
        .collect()
}

/// The diagram against the core; what is wrong, if anything.
fn check(course: &Course, spec: &DiagramSpec) -> Result<(), String> {
    let id = spec.variant.as_deref().unwrap_or(&course.variant);
    let variant = parse_variant(id)?;
    let pos = AnyPosition::from_string(variant, &spec.position)
        .map_err(|e| format!("{}: {e}", spec.position))?;
    let names = names(&pos);
    let lit = cells(&names, &spec.lit)?;
    match &spec.select {
        Some(select) => {
            let from = *names.get(select).ok_or(format!("no cell {select}"))?;
            let piece = pos.pieces().into_iter().find(|(c, _)| *c == from);
            match piece {
                Some((_, p)) if p.color == pos.actor() => {}
                _ => return Err(format!("{select} holds no piece of the side to move")),
            }
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            let targets: BTreeSet<Cell> = legal
                .iter()
                .map(|m| pos.move_info(*m))
                .filter(|i| i.from == Some(from))
                .filter_map(|i| i.to)
                .collect();
            if targets != lit {
                let name = |c: &Cell| pos.cell_name(*c);
                return Err(format!(
                    "{select} reaches {:?}, the text lights {:?}",
                    targets.iter().map(name).collect::<Vec<_>>(),
                    spec.lit
                ));
            }
        }
        None if !lit.is_empty() => return Err("lit cells without a selected piece".into()),
        None => {}
    }
    let checkers: BTreeSet<Cell> = pos.checkers().into_iter().collect();
    if checkers != cells(&names, &spec.checkers)? {
        return Err(format!(
            "the core's checkers are {checkers:?}, the text names {:?}",
            spec.checkers
        ));
    }
    let mut game = Game::new(pos);
    for turn in spec.show.as_deref().unwrap_or("").split_whitespace() {
        game.play_str(turn).map_err(|e| format!("show me: {e}"))?;
    }
    if let Some(after) = &spec.after {
        let now = game.position().position_string();
        if &now != after {
            return Err(format!(
                "after show me the core has {now}, the text claims {after}"
            ));
        }
    }
    Ok(())
}

/// Every diagram of a course: rules sections and tour steps.
fn diagrams(course: &Course) -> Vec<(String, &DiagramSpec)> {
    let mut out = Vec::new();
    for s in &course.rules {
        for (i, d) in s.diagrams.iter().enumerate() {
            out.push((format!("{} diagram {}", s.id, i + 1), d));
        }
    }
    for tour in &course.tours {
        for (n, step) in tour.steps.iter().enumerate() {
            let place = format!("tour {} step {}", tour.key, n + 1);
            match &step.kind {
                StepKind::Diagram(d) | StepKind::Coordinates(d) => out.push((place, d)),
                StepKind::Resolve(ds) => out.extend(ds.iter().map(|d| (place.clone(), d))),
                _ => {}
            }
        }
    }
    out
}

#[test]
fn every_diagram_of_every_lesson_file_agrees_with_the_core() {
    let mut wrong = Vec::new();
    let mut count = 0;
    for course in courses() {
        let course = course.as_ref().expect("every course file reads");
        for (place, spec) in diagrams(course) {
            count += 1;
            if let Err(e) = check(course, spec) {
                wrong.push(format!("{} {place}: {e}", course.variant));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {count} diagrams disagree with the core:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(count >= 40, "only {count} diagrams");
}

#[test]
fn every_rule_id_of_rules_md_has_a_section_with_a_diagram() {
    let expected: [(&str, &str, usize); 3] = [
        ("two-worlds", "TW", 12),
        ("4d", "D4", 7),
        ("valhalla", "V", 12),
    ];
    for (variant, prefix, n) in expected {
        let course = courses()
            .iter()
            .filter_map(|c| c.as_ref().ok())
            .find(|c| c.variant == variant)
            .expect("the course");
        let ids: Vec<&str> = course.rules.iter().map(|s| s.id.as_str()).collect();
        let wanted: Vec<String> = (1..=n).map(|i| format!("{prefix}-{i}")).collect();
        assert_eq!(ids, wanted, "{variant}: one section per rule id, in order");
        for s in &course.rules {
            assert!(!s.diagrams.is_empty(), "{} has no diagram", s.id);
            assert!(!s.text.trim().is_empty(), "{} has no text", s.id);
        }
    }
    // 4D's two sets and Valhalla's options each have a diagram of their own.
    let variants: BTreeSet<String> = courses()
        .iter()
        .filter_map(|c| c.as_ref().ok())
        .flat_map(|c| {
            c.rules
                .iter()
                .flat_map(|s| s.diagrams.iter())
                .map(|d| d.variant.clone().unwrap_or_else(|| c.variant.clone()))
        })
        .collect();
    for id in [
        "standard",
        "two-worlds",
        "4d",
        "4d-classic",
        "valhalla",
        "valhalla:inverted",
        "valhalla:mirror",
        "valhalla:eternal",
    ] {
        assert!(variants.contains(id), "no rules diagram of {id}");
    }
}

/// The cells a diagram's pane painted move markers on (not the beams joining boards,
/// not the pawn an en-passant capture takes).
fn marked(pane: &otherworlds::learn::diagram::Pane) -> BTreeSet<Cell> {
    pane.board
        .painted_markers
        .iter()
        .filter(|(_, m)| !matches!(m, Marker::Beam | Marker::EnPassantVictim))
        .map(|(c, _)| *c)
        .collect()
}

#[test]
fn every_rules_diagram_on_screen_lights_its_cells_and_shows_its_move() {
    let mut h = harness(OtherworldsApp::for_tests());
    let learn = |h: &mut H, c| issue(h, c);
    for (i, course) in courses().iter().enumerate() {
        let course = course.as_ref().expect("reads");
        learn(&mut h, LearnCommand::Course(i));
        for (j, section) in course.rules.iter().enumerate() {
            learn(&mut h, LearnCommand::Go(j));
            for (k, spec) in section.diagrams.iter().enumerate() {
                learn(&mut h, LearnCommand::Sub(k));
                let place = format!("{} {} diagram {}", course.variant, section.id, k + 1);
                let diagram = h.state().learn().live.diagram().expect(&place).clone();
                let pos = diagram.session.game().position();
                let lit = cells(&names(pos), &spec.lit).expect(&place);
                for pane in &diagram.panes {
                    assert_eq!(marked(pane), lit, "{place}");
                }
                if spec.show.is_some() {
                    click_label(&mut h, "Show me");
                    let d = h.state().learn().live.diagram().expect(&place);
                    assert!(!d.session.move_list().is_empty(), "{place}: shown");
                    click_label(&mut h, "Reset");
                    let d = h.state().learn().live.diagram().expect(&place);
                    assert!(d.session.move_list().is_empty(), "{place}: reset");
                    assert_eq!(d.selected(), diagram.select, "{place}: selected again");
                }
            }
        }
    }
}

/// Every quiz question: the position is legal, the move names two cells, and the
/// answer the text gives is the core's.
#[test]
fn every_quiz_answer_is_the_cores() {
    let mut count = 0;
    for course in courses().iter().filter_map(|c| c.as_ref().ok()) {
        for tour in &course.tours {
            for step in &tour.steps {
                let StepKind::Quiz(questions) = &step.kind else {
                    continue;
                };
                let variant = parse_variant(&course.variant).expect("variant");
                for q in questions {
                    count += 1;
                    let pos = AnyPosition::from_string(variant, &q.position)
                        .unwrap_or_else(|e| panic!("{}: {e}", q.position));
                    let names = names(&pos);
                    let split = (1..q.mv.len())
                        .any(|i| names.contains_key(&q.mv[..i]) && names.contains_key(&q.mv[i..]));
                    assert!(split, "{} is not two cells", q.mv);
                    let mut legal = Vec::new();
                    pos.legal_moves(&mut legal);
                    let is_legal = legal.iter().any(|m| pos.move_string(*m) == q.mv);
                    assert_eq!(is_legal, q.legal, "{} in {}: {}", q.mv, q.position, q.why);
                }
            }
        }
    }
    assert!(count >= 10, "only {count} questions");
}
