//! `otherworlds-cli`: the machine-readable command-line contract of RULES.md §5.
//! Errors: exit status 1 and one line on stderr.
use clap::{Parser, Subcommand};
use otherworlds_core::engine::{self, Level, Limits};
use otherworlds_core::quote::{escape_all, quote};
use otherworlds_core::{AnyPosition, Game, Notation, Variant, perft, pgn, uci};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use std::time::Instant;

#[path = "cli/calibrate.rs"]
mod calibrate;
#[path = "cli/puzzles.rs"]
mod puzzles;
#[path = "cli/review.rs"]
mod review;
#[path = "cli/tune.rs"]
mod tune;

#[derive(Parser)]
#[command(
    name = "otherworlds-cli",
    version,
    about = "Otherworlds rules, perft and engine on the command line",
    // No styling in clap's messages: their text is then the input as given, which
    // `main` quotes (shortened, control characters escaped) like every other error.
    styles = clap::builder::Styles::plain()
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct PositionArgs {
    /// Variant id: standard, two-worlds, 4d, 4d-classic, valhalla[:inverted][:mirror][:eternal]
    #[arg(long)]
    variant: Variant,
    /// Position string (FEN or the variant's form); the start position if omitted
    #[arg(long)]
    position: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Count leaf nodes (whole turns in Valhalla) of the legal move tree
    Perft {
        #[command(flatten)]
        pos: PositionArgs,
        /// Depth in plies (Valhalla: whole turns), 0 to 64. The limit bounds the
        /// recursion; it loses nothing, since with two or more moves at every ply a
        /// depth of 64 already counts more than the 2^64 leaves a count can hold
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=perft::MAX_DEPTH as i64))]
        depth: u32,
        /// One line `<move> <count>` per root move before the total
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves (Valhalla: turns) after the given moves, sorted
    Moves {
        #[command(flatten)]
        pos: PositionArgs,
        #[arg(long, num_args = 0.., allow_hyphen_values = true)]
        moves: Vec<String>,
    },
    /// Apply moves; print the resulting position and the game status
    Play {
        #[command(flatten)]
        pos: PositionArgs,
        #[arg(long, num_args = 1.., allow_hyphen_values = true, required = true)]
        moves: Vec<String>,
    },
    /// Search a position: info lines, then `bestmove <move>` (Valhalla: a whole turn)
    Bestmove {
        #[command(flatten)]
        pos: PositionArgs,
        /// Search depth in plies; the search clamps it to 1..=92 (its ply limit, which
        /// also bounds its recursion)
        #[arg(
            long,
            conflicts_with = "movetime",
            required_unless_present = "movetime"
        )]
        depth: Option<u32>,
        /// Search time in milliseconds
        #[arg(long)]
        movetime: Option<u64>,
        /// Number of principal variations to report
        #[arg(long, default_value_t = 1)]
        multipv: usize,
        /// Search threads (Lazy SMP sharing the table); 1 is deterministic
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=1024))]
        threads: u16,
        /// Transposition-table size in MiB
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u16).range(1..=4096))]
        hash: u16,
        /// The game's turns from the position, space-separated turn strings (as UCI's
        /// `position … moves`; Valhalla: each turn one comma-joined string): the search
        /// starts after them and sees their repetitions
        #[arg(long, default_value = "")]
        moves: String,
        /// Contempt in centipawns (-1000 to 1000): what a draw costs the side searched
        /// for; 0 scores a draw 0 for both
        #[arg(long, default_value_t = 0, allow_hyphen_values = true,
              value_parser = clap::value_parser!(i32).range(-1000..=1000))]
        contempt: i32,
    },
    /// Play levels against each other from paired openings (each played twice with
    /// colours swapped): wins/draws/losses of A and the Elo difference
    Match {
        #[arg(long)]
        variant: Variant,
        /// Level of side A (1-8)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        a: u8,
        /// Level of side B (1-8)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        b: u8,
        /// Number of games, at least 1
        #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play only games FIRST+1..N of the N-game match (the same games: each depends
        /// only on the seed and its number), to split a match between processes
        #[arg(long, default_value_t = 0)]
        first_game: u32,
    },
    /// Calibrate the computer levels' ratings: every adjacent pair of levels of each
    /// family plays a match, one rating per level is fitted, and the level ratings file
    /// is written (docs/engine.md, *Level ratings*)
    Calibrate(calibrate::CalibrateArgs),
    /// Self-play positions for tuning the evaluation: quiet positions with their games'
    /// results, appended to a data file (docs/engine.md, *Tuning the evaluation*)
    Datagen(tune::DatagenArgs),
    /// Fit a family's evaluation weights to datagen files (Texel tuning) and write them
    Tune(tune::TuneArgs),
    /// Read a PGN file (one or many games; other variants in PGN-like text with a
    /// `Variant` tag): one line `<final position string>\t<result tag>` per game
    Pgn {
        /// The PGN file
        file: std::path::PathBuf,
    },
    /// Puzzles: generate them from self-play or PGN games, check a puzzle file
    /// (docs/puzzles.md)
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Review a whole game: every turn start searched, each turn's loss judged as an
    /// inaccuracy, a mistake or a blunder (docs/engine.md, *Game review*)
    Review(review::ReviewArgs),
    /// Speak the UCI protocol on stdin/stdout (every variant through the UCI_Variant
    /// option; docs/engine.md, *UCI*)
    Uci,
    /// Print perft speed (nodes/s; Valhalla: whole turns/s) on fixed positions of every
    /// implemented variant
    Bench {
        /// Extra depth added to each fixed position's default depth (may be negative;
        /// each depth stays within 1 to the perft limit of 64)
        #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
        extra_depth: i32,
        /// Node budget of each search-speed measurement
        #[arg(long, default_value_t = 1_000_000)]
        search_nodes: u64,
    },
}

fn start(pos: &PositionArgs) -> Result<AnyPosition, String> {
    match &pos.position {
        Some(text) => {
            AnyPosition::from_string(pos.variant, text).map_err(|e| format!("position: {e}"))
        }
        None => Ok(AnyPosition::new(pos.variant)),
    }
}

fn play_moves(pos: &PositionArgs, moves: &[String]) -> Result<Game<AnyPosition>, String> {
    let mut game = Game::new(start(pos)?);
    for (i, m) in moves.iter().enumerate() {
        game.play_str(m)
            .map_err(|e| format!("move {} {e}", i + 1))?;
    }
    Ok(game)
}

/// Fixed benchmark positions: (variant, position, depth).
const BENCH: &[(&str, &str, u32)] = &[
    (
        "standard",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "standard",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("standard", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5),
    (
        "two-worlds",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQIkqi - 0 1",
        5,
    ),
    // Crowded: both levels populated with travellers and ghosts of both sides.
    (
        "two-worlds",
        "r1b1k2r/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R1B1K2R|8/2P1n*3/1b3q2/4N3/2p*5/1Q3R*2/6p1/8 w KQIkqi - 0 12",
        4,
    ),
    (
        "4d",
        "4/4/PPPP/RNBQ|4/4/PPPP/KBNR|rnbq/pppp/4/4|kbnr/pppp/4/4 w 0 1",
        5,
    ),
    (
        "4d-classic",
        "4/4/1PP1/RNBQ|4/4/1PP1/K2R|rnbq/1pp1/4/4|k2r/1pp1/4/4 w 0 1",
        5,
    ),
    // Valhalla counts whole turns (V-12).
    (
        "valhalla",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
        4,
    ),
    (
        "valhalla:inverted:mirror:eternal",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 4k3/8/8/8/8/8/8/4K3 b KQkq - 0 1",
        4,
    ),
    (
        "valhalla:inverted",
        "7k/7p/8/3n4/1B6/8/7P/3R3K w - - 0 20 | 1nbk1bn1/1p1pp1p1/8/8/8/8/P7/4K3 b - - 0 20",
        3,
    ),
    (
        "valhalla:eternal",
        "4k3/8/8/3pn3/3PP3/8/8/4K3 w - - 0 20 | 8/8/2k5/4K3/3r4/8/1N6/8 w - - 0 20",
        3,
    ),
];

fn run(cli: Cli) -> Result<String, String> {
    let mut out = String::new();
    match cli.command {
        Command::Perft { pos, depth, divide } => out.push_str(&perft_command(&pos, depth, divide)?),
        Command::Moves { pos, moves } => {
            let game = play_moves(&pos, &moves)?;
            if game.outcome().is_none() {
                for t in game.position().turn_strings() {
                    out.push_str(&t);
                    out.push('\n');
                }
            }
        }
        Command::Play { pos, moves } => {
            let game = play_moves(&pos, &moves)?;
            out.push_str(&game.position().position_string());
            out.push('\n');
            match game.outcome() {
                None => out.push_str("status ongoing\n"),
                Some(o) => out.push_str(&format!("status {o}\n")),
            }
        }
        Command::Bestmove {
            pos,
            depth,
            movetime,
            multipv,
            threads,
            hash,
            moves,
            contempt,
        } => {
            let limits = Limits {
                depth,
                movetime: movetime.map(Duration::from_millis),
                multipv,
                threads: threads.into(),
                contempt,
                ..Limits::default()
            };
            out.push_str(&bestmove(&pos, &moves, &limits, hash.into())?);
        }
        Command::Match {
            variant,
            a,
            b,
            games,
            seed,
            first_game,
        } => out.push_str(&level_match(variant, (a, b), first_game..games, seed)?),
        Command::Calibrate(args) => {
            let words: Vec<String> = std::env::args()
                .skip(1)
                .map(|w| {
                    if w.is_empty() || w.contains(char::is_whitespace) {
                        format!("'{w}'")
                    } else {
                        w
                    }
                })
                .collect();
            out.push_str(&calibrate::run(
                &args,
                &format!("otherworlds-cli {}", words.join(" ")),
            )?);
        }
        Command::Datagen(args) => out.push_str(&tune::datagen(&args)?),
        Command::Review(args) => out.push_str(&review::run(&args)?),
        Command::Puzzles(command) => out.push_str(&puzzles::run(&command)?),
        Command::Tune(args) => {
            let words: Vec<String> = std::env::args().skip(1).collect();
            out.push_str(&tune::run(
                &args,
                &format!("otherworlds-cli {}", words.join(" ")),
            )?);
        }
        Command::Pgn { file } => out.push_str(&pgn_positions(&file)?),
        Command::Uci => {
            uci::run(std::io::stdin().lock(), std::io::stdout()).map_err(|e| format!("uci: {e}"))?
        }
        Command::Bench {
            extra_depth,
            search_nodes,
        } => out.push_str(&bench(extra_depth, search_nodes)?),
    }
    Ok(out)
}

/// `perft`: the leaf count (split by the root's turns with `divide`), its speed on
/// standard error.
fn perft_command(pos: &PositionArgs, depth: u32, divide: bool) -> Result<String, String> {
    let mut out = String::new();
    let p = start(pos)?;
    let t = Instant::now();
    let total = if divide {
        let rows = perft::divide(&p, depth);
        for (m, n) in &rows {
            out.push_str(&format!("{m} {n}\n"));
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        perft::perft(&p, depth)
    };
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "{total} nodes in {secs:.3} s ({:.0} nodes/s)",
        total as f64 / secs.max(1e-9)
    );
    out.push_str(&format!("total {total}\n"));
    Ok(out)
}

/// `bestmove`: each depth's line on standard output as the search goes, then the best
/// turn after `moves` (turn strings separated by spaces).
fn bestmove(
    pos: &PositionArgs,
    moves: &str,
    limits: &Limits,
    hash_mib: usize,
) -> Result<String, String> {
    let mut out = String::new();
    let turns: Vec<String> = moves.split_whitespace().map(String::from).collect();
    let game = play_moves(pos, &turns)?;
    let p = game.position().clone();
    let stop = Arc::new(AtomicBool::new(false));
    let best = engine::any::best_turn_sized(&p, game.history(), limits, hash_mib, stop, |info| {
        println!("{}", info.with_move_strings(&p));
    });
    match best {
        Some(b) => out.push_str(&format!("bestmove {b}\n")),
        None => return Err("no legal move: the game is over".into()),
    }
    Ok(out)
}

/// `match`: level `a` (player A) against level `b` (B), the games `games` of the paired
/// openings (its end the match's length), each game reported on standard error.
fn level_match(
    variant: Variant,
    (a, b): (u8, u8),
    games: std::ops::Range<u32>,
    seed: u64,
) -> Result<String, String> {
    let mut out = String::new();
    if games.start >= games.end {
        return Err(format!(
            "match: --first-game {} leaves no game of {} to play",
            games.start, games.end
        ));
    }
    let p = AnyPosition::new(variant);
    let (la, lb) = (
        Level::for_variant(a, variant),
        Level::for_variant(b, variant),
    );
    out.push_str(&format!(
        "openings: {} seeded random decisions each, kept when balanced (|score| <= 150 cp at {} nodes); each opening played twice with colours swapped (paired openings)\n",
        engine::any::opening_plan(variant).0,
        engine::any::opening_plan(variant).1
    ));
    let tally =
        engine::any::level_match_part(&p, la, lb, games, seed, |g, a_color, result, plies| {
            eprintln!(
                "game {} A={} {result} ({plies} plies)",
                g + 1,
                a_color.name()
            );
        });
    out.push_str(&format!(
        "A level {a} vs B level {b}, {variant}, {} games: +{} ={} -{} score {:.1}% {}\n",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score(),
        tally.elo_summary()
    ));
    Ok(out)
}

/// `pgn FILE`: each game's final position string and result. The file is read a game
/// at a time (`pgn::PgnStream`: one game's text held, at most `pgn::MAX_GAME_BYTES`);
/// the lines are printed once the whole file has read, so a bad game prints nothing
/// but its error (they take about 80 bytes a game).
fn pgn_positions(file: &std::path::Path) -> Result<String, String> {
    let mut out = String::new();
    let mut stream = pgn::PgnStream::new(std::io::BufReader::new(open_input(file)?));
    for game in &mut stream {
        let game = game.map_err(|e| format!("pgn: {e}"))?;
        out.push_str(&game.final_position().position_string());
        out.push('\t');
        out.push_str(game.result.as_str());
        out.push('\n');
    }
    match stream.no_game() {
        Some(e) => Err(format!("pgn: {e}")),
        None => Ok(out),
    }
}

/// A file named on the command line, opened to be read.
fn open_input(file: &std::path::Path) -> Result<std::fs::File, String> {
    std::fs::File::open(file)
        .map_err(|e| format!("cannot read '{}': {e}", quote(&file.display().to_string())))
}

/// `bench`: perft speed on every `BENCH` position (depth + `extra_depth`), then search
/// speed on the same positions, a fixed node budget each, one thread.
fn bench(extra_depth: i32, search_nodes: u64) -> Result<String, String> {
    let mut out = String::new();
    // Every depth is checked before the first measurement.
    let depth_of = |depth: u32| (i64::from(depth) + i64::from(extra_depth)).max(1);
    if let Some(&(_, _, depth)) = BENCH
        .iter()
        .find(|&&(_, _, depth)| depth_of(depth) > i64::from(perft::MAX_DEPTH))
    {
        return Err(format!(
            "bench: --extra-depth {extra_depth} makes a perft depth of {}, above the limit of {}",
            depth_of(depth),
            perft::MAX_DEPTH
        ));
    }
    for &(variant, fen, depth) in BENCH {
        let v: Variant = variant.parse().map_err(|e| format!("{e}"))?;
        let p = AnyPosition::from_string(v, fen).map_err(|e| format!("{e}"))?;
        let d = depth_of(depth) as u32;
        let t = Instant::now();
        let n = perft::perft(&p, d);
        let secs = t.elapsed().as_secs_f64();
        let unit = if matches!(v, Variant::Valhalla(_)) {
            "turns"
        } else {
            "nodes"
        };
        out.push_str(&format!(
            "perft {variant} depth {d}: {n} {unit} in {secs:.3} s, {:.1} M{unit}/s  [{fen}]\n",
            n as f64 / secs.max(1e-9) / 1e6
        ));
    }
    // Search speed: a fixed node budget from each position, single thread.
    for &(variant, fen, _) in BENCH {
        let v: Variant = variant.parse().map_err(|e| format!("{e}"))?;
        let p = AnyPosition::from_string(v, fen).map_err(|e| format!("{e}"))?;
        let limits = Limits {
            nodes: Some(search_nodes),
            ..Limits::default()
        };
        let t = Instant::now();
        let mut last = None;
        engine::any::analyse_moves(&p, &[], &limits, Arc::new(AtomicBool::new(false)), |i| {
            last = Some((i.nodes, i.depth))
        });
        let secs = t.elapsed().as_secs_f64();
        let (nodes, depth) = last.unwrap_or((0, 0));
        out.push_str(&format!(
            "search {variant}: depth {depth} (last reported at {nodes} nodes), about {search_nodes} nodes in {secs:.3} s, {:.2} Mnodes/s  [{fen}]\n",
            search_nodes as f64 / secs.max(1e-9) / 1e6
        ));
    }
    Ok(out)
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::{ContextKind, ContextValue, ErrorKind};
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                print!("{e}");
                return ExitCode::SUCCESS;
            }
            // clap's message spans several lines; the contract wants one. The input it
            // quotes is shortened and escaped as every other error's (`quote`).
            let mut text = e.render().ansi().to_string();
            for kind in [
                ContextKind::InvalidValue,
                ContextKind::InvalidArg,
                ContextKind::InvalidSubcommand,
            ] {
                if let Some(ContextValue::String(raw)) = e.get(kind)
                    && !raw.is_empty()
                {
                    text = text.replace(raw.as_str(), &quote(raw).to_string());
                }
            }
            let lines: Vec<&str> = text
                .lines()
                .map(str::trim)
                .take_while(|l| !l.starts_with("Usage:"))
                .filter(|l| !l.is_empty())
                .collect();
            let line = lines.join(" ");
            eprintln!("error: {}", escape_all(line.trim_start_matches("error: ")));
            return ExitCode::from(1);
        }
    };
    match run(cli) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}", escape_all(&e.replace('\n', " ")));
            ExitCode::from(1)
        }
    }
}
