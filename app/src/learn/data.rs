//! The lessons as data: one RON file per variant in `assets/learn/`, embedded in the
//! binary and read once at start-up. A course (lichess `ui/learn`'s shape) has rules
//! sections (one per RULES.md rule id, each with live diagrams), guided tours (steps)
//! and exercise stages (levels: a position, target cells to reach, a move budget, hint
//! arrows). Positions, cells and moves are the project's own strings (RULES.md), so a
//! teacher can fix a sentence or a diagram without touching Rust; the tests load every
//! file and check every diagram against the core.
use otherworlds_core::{Role, Variant};
use serde::Deserialize;

/// File name and text of every course, in the Learn screen's order.
pub const COURSE_FILES: [(&str, &str); 4] = [
    (
        "standard.ron",
        include_str!("../../../assets/learn/standard.ron"),
    ),
    (
        "two-worlds.ron",
        include_str!("../../../assets/learn/two-worlds.ron"),
    ),
    ("4d.ron", include_str!("../../../assets/learn/4d.ron")),
    (
        "valhalla.ron",
        include_str!("../../../assets/learn/valhalla.ron"),
    ),
];

/// One variant's lessons.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The id of the variant the course teaches (`4d`); its diagrams use it unless
    /// they name another (`4d-classic`, `valhalla:mirror`).
    pub variant: String,
    /// The name on the course's tab ("4D chess").
    pub title: String,
    /// A few sentences above the rules.
    pub intro: String,
    /// One section per rule id.
    pub rules: Vec<Section>,
    #[serde(default)]
    pub tours: Vec<Tour>,
    #[serde(default)]
    pub stages: Vec<Stage>,
}

/// A rule and its diagrams.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// The RULES.md id (`TW-3`), or a short key for standard chess.
    pub id: String,
    pub title: String,
    pub text: String,
    pub diagrams: Vec<DiagramSpec>,
}

/// Which of the app's board views a diagram is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum DiagramView {
    /// The flat boards.
    #[default]
    Flat,
    /// The stacked layers (preset 1).
    Layers,
    /// The tesseract (4D).
    Tesseract,
    /// The flat boards and the tesseract side by side (4D lessons).
    FlatAndTesseract,
}

/// A live diagram: a position on a real board of the app, with the piece the rule is
/// about selected and the move "Show me" plays.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct DiagramSpec {
    /// A variant id other than the course's.
    pub variant: Option<String>,
    /// The position string (RULES.md).
    pub position: String,
    /// The cell of the piece the rule is about: selected, with its markers.
    pub select: Option<String>,
    /// The cells the selected piece's markers light: the core's legal targets of that
    /// piece, as the text claims them (the tests compare them with the core).
    pub lit: Vec<String>,
    /// The cells of the pieces giving check in the position (the tests compare them
    /// with the core's checkers): the attacks a check diagram is about.
    pub checkers: Vec<String>,
    /// What "Show me" plays: a move or turn string of the variant (RULES.md), or
    /// several separated by spaces.
    pub show: Option<String>,
    /// The position string after "Show me", when the text claims what it leads to
    /// (a ghost rising, a transfer): checked against the core by the tests.
    pub after: Option<String>,
    /// A line under the diagram.
    pub caption: String,
    pub view: DiagramView,
    /// Arrows drawn over the board, from cell to cell.
    pub arrows: Vec<(String, String)>,
}

/// A guided tour: steps with Next and Back.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tour {
    /// A stable key (progress is remembered by it).
    pub key: String,
    pub title: String,
    pub intro: String,
    pub steps: Vec<Step>,
}

/// One step of a tour.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub title: String,
    pub text: String,
    pub kind: StepKind,
}

/// What a step lets the learner do.
#[derive(Clone, Debug, Deserialize)]
pub enum StepKind {
    /// A diagram to look at, play on, show and reset.
    Diagram(DiagramSpec),
    /// Any cell clicked (or focused) is named with its coordinates (4D).
    Coordinates(DiagramSpec),
    /// The learner picks a piece type; it stands alone on `from` and its whole range
    /// lights up (4D, both views at once).
    Range { from: String, roles: Vec<Role> },
    /// Moves shown one by one; the learner says whether each is legal.
    Quiz(Vec<Question>),
    /// A king in check; the learner answers it (capture, block or king move).
    Resolve(Vec<DiagramSpec>),
    /// A game from a position against a small computer.
    TryIt(TryIt),
}

/// A move shown in a quiz.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub position: String,
    /// The move string shown (it may be illegal: that is the question).
    pub mv: String,
    /// The answer the text gives (the tests compare it with the core).
    pub legal: bool,
    /// Why, in words; the coordinates that change are added by the app.
    pub why: String,
}

/// A game to try at the end of a tour: the learner plays the side to move.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TryIt {
    #[serde(default)]
    pub variant: Option<String>,
    /// The start position when absent.
    #[serde(default)]
    pub position: Option<String>,
    /// The computer's level (1-8; small here).
    pub level: u8,
    /// What the learner is asked to do, shown in the status bar when the game starts.
    pub goal: String,
    /// The piece selected when the game starts.
    #[serde(default)]
    pub select: Option<String>,
    /// Arrows over the board shown before the game starts (the move to try).
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
}

/// An exercise stage (lichess learn's stage): a title, an intro and levels.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    pub key: String,
    pub title: String,
    pub intro: String,
    pub levels: Vec<Level>,
}

/// One exercise: reach every target cell with the side to move's pieces, in at most
/// `moves` moves (the other side does not move).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    #[serde(default)]
    pub variant: Option<String>,
    pub position: String,
    pub goal: String,
    /// The target cells ("apples").
    pub apples: Vec<String>,
    /// The number of moves allowed.
    pub moves: u32,
    /// Hint arrows, shown on request.
    #[serde(default)]
    pub arrows: Vec<(String, String)>,
}

impl Course {
    /// The course's own variant.
    pub fn main_variant(&self) -> Result<Variant, String> {
        parse_variant(&self.variant)
    }

    /// Whether F1 on a game of `variant` opens this course.
    pub fn teaches(&self, variant: Variant) -> bool {
        self.main_variant()
            .is_ok_and(|v| family(v) == family(variant))
    }
}

/// The family of a variant: the four courses.
fn family(variant: Variant) -> u8 {
    match variant {
        Variant::Standard => 0,
        Variant::TwoWorlds => 1,
        Variant::FourD | Variant::FourDClassic => 2,
        Variant::Valhalla(_) => 3,
    }
}

/// A variant id of a lesson file; the error names it.
pub fn parse_variant(id: &str) -> Result<Variant, String> {
    id.parse::<Variant>()
        .map_err(|e| format!("variant \"{id}\": {e}"))
}

/// The variant a diagram is drawn in: its own, else the course's.
pub fn variant_of(own: Option<&str>, course: Variant) -> Result<Variant, String> {
    own.map_or(Ok(course), parse_variant)
}

/// Reads one course file; the error names the file and the place.
pub fn parse_course(file: &str, text: &str) -> Result<Course, String> {
    let course: Course = ron::from_str(text).map_err(|e| format!("{file}: {e}"))?;
    course.main_variant().map_err(|e| format!("{file}: {e}"))?;
    Ok(course)
}

pub use super::{courses, courses_in};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_course_file_reads() {
        for (result, (file, _)) in courses().iter().zip(COURSE_FILES) {
            let course = result.as_ref().unwrap_or_else(|e| panic!("{e}"));
            assert!(!course.rules.is_empty(), "{file} has no rules sections");
        }
    }

    #[test]
    fn a_broken_file_is_an_error_naming_the_file_and_the_line() {
        let e = parse_course("4d.ron", "(variant: \"4d\",\n title: 3)").expect_err("bad");
        assert!(e.starts_with("4d.ron: 2:"), "{e}");
        let e = parse_course(
            "x.ron",
            r#"(variant: "chess960", title: "", intro: "", rules: [])"#,
        )
        .expect_err("unknown variant");
        assert!(e.contains("chess960"), "{e}");
    }

    #[test]
    fn f1_finds_the_course_of_every_variant() {
        for variant in Variant::all() {
            let teaching: Vec<&Course> = courses()
                .iter()
                .filter_map(|c| c.as_ref().ok())
                .filter(|c| c.teaches(variant))
                .collect();
            assert_eq!(teaching.len(), 1, "{variant}");
        }
    }
}
