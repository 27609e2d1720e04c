//! `otherworlds-cli review`: a whole game judged by the engine (docs/engine.md, *Game
//! review*), as a table or as annotated PGN.
use otherworlds_core::engine::Limits;
use otherworlds_core::engine::any::Kept;
use otherworlds_core::engine::review::{Review, review_game};
use otherworlds_core::quote::quote;
use otherworlds_core::{AnyPosition, Color, Game, Variant, pgn};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

#[derive(clap::Args)]
pub struct ReviewArgs {
    /// A PGN file holding the game (other variants: PGN-like text with a `Variant` tag);
    /// else the game is --variant, --position and --moves
    #[arg(long, conflicts_with_all = ["variant", "position", "moves"])]
    pgn: Option<PathBuf>,
    /// Which game of the PGN file, 1 for the first
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    game: u64,
    /// Variant id: standard, two-worlds, 4d, 4d-classic, valhalla[:inverted][:mirror][:eternal]
    #[arg(long, required_unless_present = "pgn")]
    variant: Option<Variant>,
    /// Position string the game starts from; the start position if omitted
    #[arg(long)]
    position: Option<String>,
    /// The game's turns (Valhalla: each turn one comma-joined string)
    #[arg(long, num_args = 1..)]
    moves: Vec<String>,
    /// Nodes searched at each turn start
    #[arg(long, default_value_t = 300_000, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Search threads (1: the same review every time)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// Transposition-table size in MiB
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=65536))]
    hash: u32,
    /// Print the game as PGN with the review's annotations (NAGs, `[%eval]` comments)
    /// instead of the table
    #[arg(long)]
    annotate: bool,
}

/// The game `args` names, as PGN (its tags kept when it was read from a file).
fn the_game(args: &ReviewArgs) -> Result<pgn::PgnGame, String> {
    if let Some(file) = &args.pgn {
        // Read a game at a time: only the game asked for is kept.
        let opened = std::fs::File::open(file)
            .map_err(|e| format!("cannot read '{}': {e}", quote(&file.display().to_string())))?;
        let mut stream = pgn::PgnStream::new(std::io::BufReader::new(opened));
        let index = usize::try_from(args.game - 1).unwrap_or(usize::MAX);
        let mut count = 0;
        for game in &mut stream {
            let game = game.map_err(|e| format!("pgn: {e}"))?;
            if count == index {
                return Ok(game);
            }
            count += 1;
        }
        if let Some(e) = stream.no_game() {
            return Err(format!("pgn: {e}"));
        }
        return Err(format!(
            "--game {}: the file holds {count} game(s)",
            args.game
        ));
    }
    let variant = args.variant.ok_or("review: --variant or --pgn is needed")?;
    let start = match &args.position {
        Some(text) => {
            AnyPosition::from_string(variant, text).map_err(|e| format!("position: {e}"))?
        }
        None => AnyPosition::new(variant),
    };
    let mut game = Game::new(start);
    for (i, m) in args.moves.iter().enumerate() {
        game.play_str(m)
            .map_err(|e| format!("move {} {e}", i + 1))?;
    }
    Ok(pgn::PgnGame::from_game(&game))
}

pub fn run(args: &ReviewArgs) -> Result<String, String> {
    let mut game = the_game(args)?;
    let replayed = game.to_game().map_err(|e| format!("pgn: {e}"))?;
    let limits = Limits {
        nodes: Some(args.nodes),
        threads: args.threads.into(),
        ..Limits::default()
    };
    let total_turns = game.moves.len();
    let review = review_game(
        &replayed,
        &limits,
        Arc::new(AtomicBool::new(false)),
        |done, total| eprintln!("review: {done}/{total} positions ({total_turns} turns)"),
        &mut Kept::new(args.hash as usize),
    )
    .ok_or("review: the search was stopped")?;
    if args.annotate {
        game.annotate(&review);
        return Ok(pgn::write_game(&game));
    }
    Ok(table(&review))
}

/// One tab-separated line per turn (`turn`, its number with `.` or `...`, the mover, the
/// turn (SAN in standard chess), the values before and after, the winning chances lost
/// in percent, the judgement or `-`, the engine's best turn), then one `summary` line
/// per side.
fn table(review: &Review) -> String {
    let mut out = String::new();
    for (i, t) in review.turns.iter().enumerate() {
        let number = review.turn_number(i);
        out.push_str(&format!(
            "turn\t{number}\t{}\t{}\t{}\t{}\t{:.1}\t{}\t{}\n",
            side(t.mover),
            t.text,
            t.before.text(),
            t.after.map_or("-".into(), |a| a.text()),
            t.loss * 100.0,
            t.judgement.map_or("-", |j| j.name()),
            if t.best_text.is_empty() {
                "-"
            } else {
                &t.best_text
            },
        ));
    }
    for c in [Color::White, Color::Black] {
        let s = review.summary(c);
        out.push_str(&format!(
            "summary\t{}\tturns {}\taccuracy {}\taverage-loss {}\tinaccuracies {}\tmistakes {}\tblunders {}\n",
            side(c),
            s.turns,
            s.accuracy.map_or("-".into(), |a| format!("{a:.1}")),
            s.average_cp_loss,
            s.inaccuracies,
            s.mistakes,
            s.blunders
        ));
    }
    out
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}
