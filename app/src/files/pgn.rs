//! PGN files in the app (docs/saved-games.md, *PGN*, "In the app"): a `.pgn` file
//! opened on the files worker with the core's reader (`otherworlds_core::pgn`), one
//! game straight into the replay player or many as a list to choose from; and a game
//! exported as PGN (standard chess) or PGN-like text (the other variants) through the
//! core's writer.
use super::games::{GameFileError, read_game, record_of};
use super::read::read_regular;
use otherworlds_core::engine::review::Review;
use otherworlds_core::pgn::{self, GameText, PgnError, PgnGame, PgnResult};
use otherworlds_core::record::{self, LoadedGame, Timestamp};
use otherworlds_core::{AnyPosition, Color, Game, prelude::*};
use std::path::Path;

/// The extension of PGN files.
pub const PGN_EXTENSION: &str = "pgn";

/// The largest PGN file that is read (32 MiB: some 30,000 games of a database; a game
/// is about 1 KiB).
pub const MAX_PGN_BYTES: u64 = 32 * 1024 * 1024;

/// The `Event` and `Site` tags of a game exported from the app (a game that came from
/// a PGN file keeps its own).
pub const EVENT: &str = "Otherworlds game";
pub const SITE: &str = "Otherworlds";

/// Whether `path` names a PGN file (by its extension, in any case).
pub fn is_pgn(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case(PGN_EXTENSION))
}

/// What the replay keeps of a game read from PGN: its tags and result (an export
/// writes them back) and its place in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnSource {
    pub tags: Vec<(String, String)>,
    /// The `Result` tag (a resignation the board does not show).
    pub result: PgnResult,
    /// The game's index in its file (0-based), when the file has a game list.
    pub listed: Option<usize>,
}

/// One row of a file's game list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// 1-based, in file order.
    pub number: usize,
    pub white: String,
    pub black: String,
    pub result: String,
    pub event: String,
    pub date: String,
    /// Moves as a chess player counts them: move numbers, one per White and Black move.
    pub moves: usize,
    /// What the filter searches: the row's texts in lower case.
    search: String,
}

impl GameRow {
    pub fn of(game: &PgnGame) -> GameRow {
        let tag = |name: &str| game.tag(name).unwrap_or("?").trim().to_string();
        let black_starts = game.start.actor() == Color::Black;
        let moves = match game.moves.len() {
            0 => 0,
            n => (n + usize::from(black_starts)).div_ceil(2),
        };
        let mut row = GameRow {
            number: game.number,
            white: tag("White"),
            black: tag("Black"),
            result: game.result.as_str().to_string(),
            event: tag("Event"),
            date: tag("Date"),
            moves,
            search: String::new(),
        };
        row.search = format!(
            "{} {} {} {} {} {}",
            row.number, row.white, row.black, row.result, row.event, row.date
        )
        .to_lowercase();
        row
    }

    /// Whether every word of `filter` is in the row (any case): "carlsen 2019" finds
    /// Carlsen's games of 2019.
    pub fn matches(&self, filter: &str) -> bool {
        filter
            .to_lowercase()
            .split_whitespace()
            .all(|word| self.search.contains(word))
    }
}

/// The games of a PGN file with more than one: each game's text (read again when it
/// is chosen) and its row, never the games themselves (a file of 100,000 games would
/// hold every move of every game: about 10 KiB a game).
#[derive(Clone, Debug)]
pub struct PgnFile {
    /// The file's name, for the list's title and the replay's header.
    pub name: String,
    pub games: Vec<GameText>,
    pub rows: Vec<GameRow>,
}

/// A game file as read on the files worker.
#[derive(Debug)]
pub enum Opened {
    /// A saved game (`.owgame`, `.json`).
    Saved(Box<LoadedGame>),
    /// A PGN file of one game, replayed.
    Pgn(Box<LoadedGame>, PgnSource),
    /// A PGN file of several games: the user chooses one.
    List(PgnFile),
}

/// Reads the game file at `path` (on the files worker): a PGN file by its extension,
/// else a saved game. The caller's game is not touched whatever happens.
pub fn read_game_file(path: &Path) -> Result<Opened, GameFileError> {
    if !is_pgn(path) {
        return Ok(Opened::Saved(Box::new(read_game(path)?)));
    }
    let bytes = read_regular(path, MAX_PGN_BYTES)?;
    let mut stream = pgn::PgnStream::new(bytes.as_slice());
    let (mut games, mut rows, mut only) = (Vec::new(), Vec::new(), None);
    while let Some(next) = stream.next_with_text() {
        let (game, text) = next?;
        rows.push(GameRow::of(&game));
        // The game itself is kept only while it is the only one.
        only = games.is_empty().then_some(game);
        games.push(text);
    }
    if let Some(e) = stream.no_game() {
        return Err(e.into());
    }
    if let Some(game) = only {
        let loaded = game.to_loaded()?;
        return Ok(Opened::Pgn(Box::new(loaded), source_of(&game, None)));
    }
    Ok(Opened::List(PgnFile {
        name: super::file_name(path),
        games,
        rows,
    }))
}

fn source_of(game: &PgnGame, listed: Option<usize>) -> PgnSource {
    PgnSource {
        tags: game.tags.clone(),
        result: game.result,
        listed,
    }
}

/// Game `index` of a listed file, replayed under the Otherworlds rules (a move after
/// the rules ended the game is an error naming it).
pub fn load_listed(file: &PgnFile, index: usize) -> Result<(LoadedGame, PgnSource), PgnError> {
    let Some(text) = file.games.get(index) else {
        return Err(PgnError {
            game: index + 1,
            line: 0,
            column: 0,
            token: String::new(),
            kind: pgn::PgnErrorKind::NoGame,
        });
    };
    let game = text.read()?;
    Ok((game.to_loaded()?, source_of(&game, Some(index))))
}

/// `game` as PGN text through the core's writer: the Seven Tag Roster (`Event`
/// "Otherworlds game", `Site` "Otherworlds", `Date` the day the game began, `Round` "-",
/// the players: a computer as "Otherworlds level N" with `WhiteType`/`BlackType`
/// "program", a person "?" as the app keeps no names), `Variant`, `SetUp`/`FEN` for a
/// set-up start, the moves, the result by the rules. A game that came from a PGN file
/// (`source`) keeps its own tags, and its `Result` where the board shows none (a
/// resignation). A `review` of the game (or of the game it goes on from) adds its
/// annotations: NAGs and `[%eval]` comments.
pub fn pgn_text(
    game: &Game<AnyPosition>,
    players: record::Players,
    created: Option<Timestamp>,
    source: Option<&PgnSource>,
    review: Option<&Review>,
) -> Result<String, String> {
    let record = record_of(game, players, created, None).map_err(|e| e.to_string())?;
    let mut out = PgnGame::from_record(&record).map_err(|e| e.to_string())?;
    out.set_tag("Event", EVENT);
    out.set_tag("Site", SITE);
    out.set_tag("Round", "-");
    if let Some(source) = source {
        // The writer writes these from the game itself.
        let derived = ["result", "variant", "setup", "fen"];
        for (name, value) in &source.tags {
            if !derived.contains(&name.to_ascii_lowercase().as_str()) {
                out.set_tag(name, value);
            }
        }
        if out.result == PgnResult::Unknown {
            out.result = source.result;
        }
    }
    if let Some(review) = review {
        out.annotate(review);
    }
    Ok(pgn::write_game(&out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use otherworlds_core::Variant;

    #[test]
    fn a_row_counts_move_numbers_and_a_filter_needs_every_word() {
        let text = "[White \"Ada Lovelace\"]\n[Date \"1843.??.??\"]\n\n1. e4 e5 2. Nf3 *\n\n\
                    [FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 13. e4 *\n";
        let games = pgn::read_games(text).expect("reads");
        let first = GameRow::of(&games[0]);
        // Three moves written: 1. e4 e5 2. Nf3 are two move numbers.
        assert_eq!(first.moves, 2);
        assert_eq!(first.black, "?");
        assert!(first.matches("ada 1843"));
        assert!(!first.matches("ada 1844"));
        // Black starts: 12... Kd7 13. e4 are two move numbers.
        assert_eq!(GameRow::of(&games[1]).moves, 2);
        assert_eq!(GameRow::of(&games[1]).number, 2);
    }

    #[test]
    fn an_export_names_the_computer_and_the_app_and_keeps_a_source_s_tags() {
        let mut game = Game::new(AnyPosition::new(Variant::Standard));
        for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            game.play_str(mv).expect("legal");
        }
        let players = record::Players {
            white: record::Player::human(None),
            black: record::Player::computer(3),
        };
        let created = Timestamp::parse_rfc3339("2026-11-30T12:00:00Z");
        let text = pgn_text(&game, players, created, None, None).expect("writes");
        for line in [
            "[Event \"Otherworlds game\"]",
            "[Site \"Otherworlds\"]",
            "[Date \"2026.11.30\"]",
            "[White \"?\"]",
            "[Black \"Otherworlds level 3\"]",
            "[Result \"0-1\"]",
            "[Variant \"Standard\"]",
            "[BlackType \"program\"]",
        ] {
            assert!(text.contains(line), "{line} in\n{text}");
        }
        assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{text}");
        // A resigned game from a file keeps its names and its result.
        let mut short = Game::new(AnyPosition::new(Variant::Standard));
        short.play_str("e2e4").expect("legal");
        let source = PgnSource {
            tags: vec![
                ("White".into(), "Ada".into()),
                ("Event".into(), "Club".into()),
            ],
            result: PgnResult::WhiteWins,
            listed: None,
        };
        let text = pgn_text(
            &short,
            record::Players::default(),
            None,
            Some(&source),
            None,
        )
        .expect("writes");
        assert!(text.contains("[White \"Ada\"]"), "{text}");
        assert!(text.contains("[Event \"Club\"]"), "{text}");
        assert!(text.contains("1. e4 1-0"), "{text}");
    }
}
