//! Puzzle files: one puzzle a line, tab-separated (`id`, `variant`, `rating`,
//! `deviation`, `themes` joined by commas, `position`, `line` as move strings joined by
//! spaces, `source`); lines starting with `#` are comments. The shipped sets are
//! `assets/puzzles/<family>.tsv`, embedded here.
use super::{Puzzle, Theme};
use crate::quote::quote;
use crate::variant::{Family, Variant};
use std::sync::OnceLock;
use thiserror::Error;

/// A puzzle file's problem, naming the line or the puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    #[error("line {line}, {field}: {problem}")]
    Syntax {
        line: usize,
        /// The field at fault (`id`, `variant`, ... as the header names them), or
        /// `fields` when their number is wrong.
        field: &'static str,
        problem: String,
    },
    #[error("puzzle {id}: position: {problem}")]
    Position { id: String, problem: String },
    #[error("puzzle {id}: move {index} of the line: {problem}")]
    Line {
        id: String,
        index: usize,
        problem: String,
    },
}

impl PuzzleError {
    pub(super) fn position(id: &str, problem: &str) -> PuzzleError {
        PuzzleError::Position {
            id: quote(id).to_string(),
            problem: problem.to_string(),
        }
    }

    pub(super) fn line(id: &str, index: usize, problem: &str) -> PuzzleError {
        PuzzleError::Line {
            id: quote(id).to_string(),
            index,
            problem: problem.to_string(),
        }
    }
}

/// The header of a puzzle file.
pub const HEADER: &str = "# Otherworlds puzzles (docs/puzzles.md): id, variant, rating, deviation, themes, position, line, source";

/// The puzzle as one line of a file (no line break).
pub fn write_line(p: &Puzzle) -> String {
    let themes: Vec<&str> = p.themes.iter().map(|t| t.id()).collect();
    format!(
        "{}\t{}\t{:.0}\t{:.0}\t{}\t{}\t{}\t{}",
        p.id,
        p.variant,
        p.rating,
        p.deviation,
        themes.join(","),
        p.position,
        p.line.join(" "),
        p.source.replace(['\t', '\n', '\r'], " ")
    )
}

/// Reads one line (not a comment), numbered `number` in its file: the fields, then the
/// position and every move of the line read by the rules, so that a bad puzzle is told
/// with its line and field.
pub fn read_line(text: &str, number: usize) -> Result<Puzzle, PuzzleError> {
    let bad = |field: &'static str, problem: String| PuzzleError::Syntax {
        line: number,
        field,
        problem,
    };
    let fields: Vec<&str> = text.split('\t').collect();
    let [
        id,
        variant,
        rating,
        deviation,
        themes,
        position,
        line,
        source,
    ] = fields[..]
    else {
        return Err(bad(
            "fields",
            format!("{} fields, expected 8 separated by tabs", fields.len()),
        ));
    };
    if id.is_empty() {
        return Err(bad("id", "the id is empty".into()));
    }
    let variant: Variant = variant
        .parse()
        .map_err(|e: crate::variant::VariantError| bad("variant", e.to_string()))?;
    let number_of = |field: &'static str, text: &str| -> Result<f64, PuzzleError> {
        text.parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| bad(field, format!("'{}' is not a number", quote(text))))
    };
    let rating = number_of("rating", rating)?;
    let deviation = number_of("deviation", deviation)?;
    let themes = themes
        .split(',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            Theme::from_id(t).ok_or_else(|| bad("themes", format!("unknown theme '{}'", quote(t))))
        })
        .collect::<Result<Vec<Theme>, PuzzleError>>()?;
    let line: Vec<String> = line
        .split(' ')
        .filter(|m| !m.is_empty())
        .map(String::from)
        .collect();
    if line.is_empty() {
        return Err(bad("line", "the line has no move".into()));
    }
    let puzzle = Puzzle {
        id: id.to_string(),
        variant,
        position: position.to_string(),
        line,
        rating,
        deviation,
        themes,
        source: source.to_string(),
    };
    match puzzle.decisions() {
        Ok(_) => Ok(puzzle),
        Err(PuzzleError::Position { problem, .. }) => Err(bad("position", problem)),
        Err(PuzzleError::Line { index, problem, .. }) => {
            Err(bad("line", format!("move {index}: {problem}")))
        }
        Err(e) => Err(e),
    }
}

/// Every puzzle of a file's text, in order.
pub fn read(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| read_line(l.trim_end_matches('\r'), i + 1))
        .collect()
}

/// A file's text: the header, then one line a puzzle.
pub fn write(puzzles: &[Puzzle]) -> String {
    let mut out = String::from(HEADER);
    out.push('\n');
    for p in puzzles {
        out.push_str(&write_line(p));
        out.push('\n');
    }
    out
}

/// The shipped file of a family.
pub fn shipped_text(family: Family) -> &'static str {
    match family {
        Family::Standard => include_str!("../../../assets/puzzles/standard.tsv"),
        Family::TwoWorlds => include_str!("../../../assets/puzzles/two-worlds.tsv"),
        Family::FourD => include_str!("../../../assets/puzzles/4d.tsv"),
        Family::Valhalla => include_str!("../../../assets/puzzles/valhalla.tsv"),
    }
}

/// The shipped puzzles of a family, read once (a test reads every one, so an error
/// here is a build that was never tested).
pub fn shipped(family: Family) -> Result<&'static [Puzzle], &'static PuzzleError> {
    static SETS: [OnceLock<Result<Vec<Puzzle>, PuzzleError>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let index = Family::ALL.iter().position(|&f| f == family).unwrap_or(0);
    SETS[index]
        .get_or_init(|| read(shipped_text(family)))
        .as_ref()
        .map(Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        let position = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1".to_string();
        let line = vec!["a1a8".to_string()];
        Puzzle {
            id: Puzzle::id_of(Variant::Standard, &position, &line),
            variant: Variant::Standard,
            position,
            line,
            rating: 812.0,
            deviation: 120.0,
            themes: vec![Theme::Mate, Theme::MateIn1, Theme::OneMove],
            source: "a back-rank mate".into(),
        }
    }

    #[test]
    fn a_puzzle_reads_back_from_its_line() {
        let p = sample();
        let text = write(std::slice::from_ref(&p));
        assert_eq!(read(&text), Ok(vec![p.clone()]));
        assert_eq!(p.mate_in(), Some(1));
        assert_eq!(p.id.len(), 7);
        assert!(p.id.starts_with('s'));
        // The id depends on the line as well as the position.
        assert_ne!(
            Puzzle::id_of(Variant::Standard, &p.position, &["a1a7".into()]),
            p.id
        );
    }

    #[test]
    fn a_bad_line_says_which_line_and_field() {
        let good = write_line(&sample());
        let err = |text: &str| read(text).err().map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(
            err(&good.replace("mateIn1", "matin")),
            "line 1, themes: unknown theme 'matin'"
        );
        assert_eq!(
            err(&good.replace("\t812\t", "\tx\t")),
            "line 1, rating: 'x' is not a number"
        );
        assert!(err("a\tb").starts_with("line 1, fields: 2 fields"));
        // Comments count in the numbering: the puzzle is on the file's line 3.
        let text = format!(
            "# a comment\n\n{}",
            good.replace("\tstandard\t", "\tcheckers\t")
        );
        assert!(
            err(&text).starts_with("line 3, variant: "),
            "{}",
            err(&text)
        );
        // The position and the moves are read by the rules: the rook cannot reach a9,
        // and a board row of nine squares is no position.
        assert!(err(&good.replace("\ta1a8\t", "\ta1a9\t")).starts_with("line 1, line: move 1: "));
        assert!(err(&good.replace("6k1/", "7k1/")).starts_with("line 1, position: "));
    }

    #[test]
    fn every_shipped_file_reads_and_belongs_to_its_family() {
        for family in Family::ALL {
            let set = shipped(family).map_err(|e| e.to_string());
            let set = set.unwrap_or_else(|e| panic!("{family}: {e}"));
            assert!(set.iter().all(|p| p.family() == family), "{family}");
        }
    }
}
