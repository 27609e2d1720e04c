//! `puzzles generate` and `puzzles check` (docs/puzzles.md).
use otherworlds_core::Variant;
use otherworlds_core::pgn;
use otherworlds_core::puzzle::{Puzzle, check, file, mine};
use otherworlds_core::quote::quote;
use otherworlds_core::ratings::LevelRatings;
use otherworlds_core::variant::Family;
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The subcommands of `puzzles`.
#[derive(clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Mine puzzles from seeded self-play games (or, for standard chess, the games of
    /// a PGN file) and append them to a puzzle file; a run stopped halfway resumes
    /// with the games it had not finished
    Generate(GenerateArgs),
    /// Check every puzzle of a file against the core: the position, the line, the
    /// first move; with --deep also the uniqueness at the verification depth
    Check(CheckArgs),
}

#[derive(clap::Args)]
pub struct GenerateArgs {
    /// standard, two-worlds, 4d (full and classic) or valhalla (every rule set)
    #[arg(long, value_parser = crate::tune::family)]
    family: Family,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop once the file holds this many puzzles of the family
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    count: u64,
    /// The puzzle file, appended to
    #[arg(long)]
    out: PathBuf,
    /// Mine the games of this PGN file instead of self-play (standard only)
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// The most games to play (or read) in this run; no limit if omitted
    #[arg(long)]
    games: Option<u64>,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The puzzle file
    file: PathBuf,
    /// Also search every solver move at the verification depth (slow)
    #[arg(long)]
    deep: bool,
}

pub fn run(command: &PuzzlesCommand) -> Result<String, String> {
    match command {
        PuzzlesCommand::Generate(args) => generate(args),
        PuzzlesCommand::Check(args) => check_file(args),
    }
}

fn shown(path: &Path) -> String {
    quote(&path.display().to_string()).to_string()
}

/// What a puzzle file already holds: its puzzles' ids and the games marked done.
struct Done {
    ids: HashSet<String>,
    games: HashSet<String>,
    puzzles: u64,
    /// Whether the file is missing or empty (then it gets the header).
    empty: bool,
}

fn read_done(path: &Path, family: Family) -> Result<Done, String> {
    let mut done = Done {
        ids: HashSet::new(),
        games: HashSet::new(),
        puzzles: 0,
        empty: true,
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(done),
        Err(e) => return Err(format!("puzzles: cannot read '{}': {e}", shown(path))),
    };
    done.empty = text.trim().is_empty();
    let puzzles = file::read(&text).map_err(|e| format!("puzzles: '{}': {e}", shown(path)))?;
    for p in puzzles {
        if p.family() != family {
            return Err(format!(
                "puzzles: '{}' holds puzzle {} of {}, not {family}",
                shown(path),
                p.id,
                p.family()
            ));
        }
        done.ids.insert(p.id);
        done.puzzles += 1;
    }
    for line in text.lines() {
        if let Some(game) = line.strip_prefix(mine::DONE_MARK) {
            done.games
                .insert(game.split(':').next().unwrap_or("").trim().to_string());
        }
    }
    Ok(done)
}

/// Each candidate searched deeply, on standard error: the slow steps of a run.
fn tell(event: &mine::Event) {
    let mine::Event::Tried { position, result } = event;
    match result {
        Ok(id) => eprintln!("  puzzle {id}: {position}"),
        Err(why) => eprintln!("  no puzzle ({why:?}): {position}"),
    }
}

/// `puzzles generate`: game after game, each game's new puzzles appended (and
/// flushed) with a line marking the game done, until the file holds `--count`.
fn generate(args: &GenerateArgs) -> Result<String, String> {
    if args.pgn.is_some() && args.family != Family::Standard {
        return Err("puzzles: --pgn is for standard chess only".into());
    }
    let target =
        otherworlds_core::record::write_target(&args.out).map_err(|e| format!("puzzles: {e}"))?;
    let mut done = read_done(&target, args.family)?;
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&target)
        .map_err(|e| format!("puzzles: cannot open '{}': {e}", shown(&args.out)))?;
    let mut write = |text: &str| {
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("puzzles: cannot write '{}': {e}", shown(&args.out)))
    };
    if done.empty {
        write(&format!("{}\n", file::HEADER))?;
    }
    let ratings = LevelRatings::shipped();
    let clock = Instant::now();
    let (mut new, mut games) = (0u64, 0u64);
    let mut record =
        |found: Vec<Puzzle>, key: String, games: &mut u64, done: &mut Done| -> Result<(), String> {
            let mut text = String::new();
            for p in found {
                if done.ids.insert(p.id.clone()) {
                    text.push_str(&file::write_line(&p));
                    text.push('\n');
                    done.puzzles += 1;
                    new += 1;
                }
            }
            text.push_str(&format!(
                "{}{key}: {:.0} s\n",
                mine::DONE_MARK,
                clock.elapsed().as_secs_f64()
            ));
            write(&text)?;
            *games += 1;
            let hours = clock.elapsed().as_secs_f64() / 3600.0;
            eprintln!(
                "{key}: {} puzzles in the file, {new} new in {games} games, {:.1} puzzles/hour",
                done.puzzles,
                new as f64 / hours.max(1e-9)
            );
            Ok(())
        };
    let limit = args.games.unwrap_or(u64::MAX);
    match &args.pgn {
        Some(path) => {
            let input = std::fs::File::open(path)
                .map_err(|e| format!("puzzles: cannot read '{}': {e}", shown(path)))?;
            let mut stream = pgn::PgnStream::new(std::io::BufReader::new(input));
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            let mut miner = mine::Miner::new(Variant::Standard, ratings);
            for (i, game) in (&mut stream).enumerate() {
                if done.puzzles >= args.count || games >= limit {
                    break;
                }
                let game = game.map_err(|e| format!("puzzles: pgn: {e}"))?;
                let key = format!("pgn {name} game {}", i + 1);
                if done.games.contains(&key) {
                    continue;
                }
                let found = if game.variant == Variant::Standard {
                    let played = game.to_game().map_err(|e| format!("puzzles: pgn: {e}"))?;
                    miner.given_game(&played, &key, tell)
                } else {
                    Vec::new()
                };
                record(found, key, &mut games, &mut done)?;
            }
            if let Some(e) = stream.no_game() {
                return Err(format!("puzzles: pgn: {e}"));
            }
        }
        None => {
            let mut number = 0u64;
            while done.puzzles < args.count && games < limit {
                let variant = mine::variant_for(args.family, number);
                let key = format!("{variant} seed {} game {number}", args.seed);
                if !done.games.contains(&key) {
                    let mut miner = mine::Miner::new(variant, ratings);
                    let found = miner.self_play(variant, args.seed, number, tell);
                    record(found, key, &mut games, &mut done)?;
                }
                number += 1;
            }
        }
    }
    Ok(format!(
        "{new} new puzzles in {games} games, {} in '{}', in {:.0} s\n",
        done.puzzles,
        shown(&args.out),
        clock.elapsed().as_secs_f64()
    ))
}

/// `puzzles check`: one line per puzzle at fault, then the count; an error when one
/// is.
fn check_file(args: &CheckArgs) -> Result<String, String> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| format!("puzzles: cannot read '{}': {e}", shown(&args.file)))?;
    let puzzles =
        file::read(&text).map_err(|e| format!("puzzles: '{}': {e}", shown(&args.file)))?;
    let mut faults = Vec::new();
    for p in &puzzles {
        let verdict =
            check::rules(p).and_then(|()| if args.deep { check::search(p) } else { Ok(()) });
        if let Err(e) = verdict {
            faults.push(e);
        }
    }
    if faults.is_empty() {
        Ok(format!(
            "{} puzzles checked{}: all hold\n",
            puzzles.len(),
            if args.deep { " (deep)" } else { "" }
        ))
    } else {
        Err(format!(
            "{} of {} puzzles fail: {}",
            faults.len(),
            puzzles.len(),
            faults.join("; ")
        ))
    }
}
