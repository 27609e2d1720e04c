//! `otherworlds-cli calibrate`: plays each family's ladder, records every pair's score
//! in the results file as it finishes (a rerun plays only the pairs not yet there, so
//! a stopped run resumes and a new anchor re-fits without replaying), fits, and writes
//! the level ratings file after each family. Progress (each game) on stderr, the
//! results table on stdout. The pure parts are `otherworlds_core::ratings::calibrate`.
use otherworlds_core::AnyPosition;
use otherworlds_core::engine::{self, Level};
use otherworlds_core::quote::quote;
use otherworlds_core::ratings::calibrate::{self, Anchor, Recorded};
use otherworlds_core::ratings::{Family, LevelRatings};
use otherworlds_core::record::write_atomic;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The arguments of `calibrate`.
#[derive(clap::Args)]
pub struct CalibrateArgs {
    /// Families to calibrate, comma-separated (the others are kept from --out)
    #[arg(long, value_delimiter = ',', value_parser = family,
        default_value = "standard,two-worlds,4d,valhalla")]
    families: Vec<Family>,
    /// Games per pair of levels (paired openings: an even number), at least 2
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(2..))]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Also play the pairs two levels apart (3 v 1 ... 8 v 6)
    #[arg(long)]
    two_apart: bool,
    /// The level ratings file written (and read for the families not calibrated)
    #[arg(long, default_value = "assets/ratings/levels.ron")]
    out: PathBuf,
    /// The results file, one line a pair (default: --out with the extension `results`)
    #[arg(long)]
    results: Option<PathBuf>,
    /// The standard level measured against the anchor engine
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8),
        requires_all = ["anchor_rating", "anchor_diff"])]
    anchor_level: Option<u8>,
    /// The anchor engine's rating (Stockfish 15.1 at UCI_Elo 1350: 1350)
    #[arg(long, requires = "anchor_level", allow_negative_numbers = true)]
    anchor_rating: Option<f64>,
    /// The anchor level's measured Elo difference against the anchor engine
    #[arg(long, requires = "anchor_level", allow_negative_numbers = true)]
    anchor_diff: Option<f64>,
    /// The 95% half-width of --anchor-diff
    #[arg(long, default_value_t = 0.0, requires = "anchor_level")]
    anchor_error: f64,
    /// A file of standard levels' games against anchor engines held at fixed ratings,
    /// a line each: `LEVEL RATING +WINS =DRAWS -LOSSES` (`#` comments); the anchors join
    /// the standard fit and place its scale (instead of --anchor-level)
    #[arg(long, conflicts_with = "anchor_level")]
    anchor_games: Option<PathBuf>,
    /// How the anchor (or the anchor games) was measured (written into the file's
    /// anchor text)
    #[arg(long, default_value = "")]
    anchor_note: String,
}

fn family(text: &str) -> Result<Family, String> {
    Family::from_id(text).ok_or_else(|| {
        format!(
            "unknown family '{}' (expected standard, two-worlds, 4d or valhalla)",
            quote(text)
        )
    })
}

fn finite(name: &str, x: f64) -> Result<f64, String> {
    if x.is_finite() {
        Ok(x)
    } else {
        Err(format!("calibrate: {name} must be a finite number"))
    }
}

fn read_text(path: &Path) -> Result<Option<String>, String> {
    match std::fs::read_to_string(path) {
        Ok(t) => Ok(Some(t)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!(
            "cannot read '{}': {e}",
            quote(&path.display().to_string())
        )),
    }
}

/// The run's results already recorded, checked against this run's games and seed.
fn recorded(path: &Path, args: &CalibrateArgs) -> Result<Vec<Recorded>, String> {
    let name = quote(&path.display().to_string()).to_string();
    let Some(text) = read_text(path)? else {
        return Ok(Vec::new());
    };
    let all = calibrate::parse_results(&text).map_err(|e| format!("results file '{name}', {e}"))?;
    let mut mine: Vec<Recorded> = Vec::new();
    for r in all
        .into_iter()
        .filter(|r| args.families.contains(&r.family))
    {
        if r.games() != args.games || r.seed != args.seed {
            return Err(format!(
                "results file '{name}': {} {} v {} was played with {} games and seed {}, this run asks {} and {} (another --results, or delete the line)",
                r.family.id(),
                r.a,
                r.b,
                r.games(),
                r.seed,
                args.games,
                args.seed
            ));
        }
        if mine
            .iter()
            .any(|m| (m.family, m.a, m.b) == (r.family, r.a, r.b))
        {
            return Err(format!(
                "results file '{name}': {} {} v {} is recorded twice",
                r.family.id(),
                r.a,
                r.b
            ));
        }
        mine.push(r);
    }
    Ok(mine)
}

/// Appends a line to the results file: not atomic, but where by the writers' one rule
/// (a regular file or the one a link leads to, never a pipe or a device).
fn append(path: &Path, line: &str) -> Result<(), String> {
    otherworlds_core::record::write_target(path)
        .map_err(|e| e.to_string())
        .and_then(|target| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(target)
                .and_then(|mut f| writeln!(f, "{line}"))
                .map_err(|e| format!("cannot write '{}': {e}", quote(&path.display().to_string())))
        })
}

/// Plays one pair, with a line on stderr per game.
fn play_pair(family: Family, a: u8, b: u8, args: &CalibrateArgs) -> Recorded {
    let variant = family.calibration_variant();
    let start = AnyPosition::new(variant);
    let (la, lb) = (
        Level::for_variant(a, variant),
        Level::for_variant(b, variant),
    );
    let clock = Instant::now();
    let mut last = Instant::now();
    let tally = engine::any::level_match(
        &start,
        la,
        lb,
        args.games,
        args.seed,
        |g, colour, result, plies| {
            eprintln!(
                "{} {a} v {b} game {}/{} A={} {result} ({plies} plies, {:.1} s)",
                family.id(),
                g + 1,
                args.games,
                colour.name(),
                last.elapsed().as_secs_f64()
            );
            last = Instant::now();
        },
    );
    let r = Recorded {
        family,
        a,
        b,
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.losses,
        seed: args.seed,
    };
    eprintln!(
        "{} {a} v {b}: {} {} in {:.0} s",
        family.id(),
        r.score_text(),
        tally.elo_summary(),
        clock.elapsed().as_secs_f64()
    );
    r
}

/// Runs `calibrate`; `command` is the command line written into the file.
pub fn run(args: &CalibrateArgs, command: &str) -> Result<String, String> {
    let anchor = match (args.anchor_level, args.anchor_rating, args.anchor_diff) {
        (Some(level), Some(rating), Some(diff)) => Some(Anchor {
            level,
            rating: finite("--anchor-rating", rating)?,
            diff: finite("--anchor-diff", diff)?,
            error: finite("--anchor-error", args.anchor_error)?,
            note: args.anchor_note.clone(),
        }),
        _ => None,
    };
    let anchor_games = match &args.anchor_games {
        Some(path) => {
            let name = quote(&path.display().to_string()).to_string();
            let text = read_text(path)?
                .ok_or_else(|| format!("anchor-games file '{name}' does not exist"))?;
            calibrate::parse_anchor_games(&text)
                .map_err(|e| format!("anchor-games file '{name}', {e}"))?
        }
        None => Vec::new(),
    };
    let out_name = quote(&args.out.display().to_string()).to_string();
    let base = match read_text(&args.out)? {
        Some(text) => LevelRatings::parse(&text).map_err(|e| format!("'{out_name}': {e}"))?,
        None => LevelRatings::shipped().clone(),
    };
    let results_path = args
        .results
        .clone()
        .unwrap_or_else(|| args.out.with_extension("results"));
    let mut results = recorded(&results_path, args)?;
    let mut families: Vec<Family> = Family::ALL
        .into_iter()
        .filter(|f| args.families.contains(f))
        .collect();
    families.dedup();
    let clock = Instant::now();
    let mut ratings = base.clone();
    for family in families {
        let family_clock = Instant::now();
        for (a, b) in calibrate::ladder_pairs(args.two_apart) {
            if results
                .iter()
                .any(|r| (r.family, r.a, r.b) == (family, a, b))
            {
                continue;
            }
            let r = play_pair(family, a, b, args);
            append(&results_path, &r.line())?;
            results.push(r);
        }
        eprintln!(
            "{}: ladder done in {:.0} s",
            family.id(),
            family_clock.elapsed().as_secs_f64()
        );
        ratings = calibrate::assemble(
            &results,
            anchor.as_ref(),
            &anchor_games,
            &args.anchor_note,
            &base,
            command,
        )?;
        write_atomic(&args.out, ratings.to_text().as_bytes())
            .map_err(|e| format!("cannot write '{out_name}': {e}"))?;
    }
    eprintln!("calibrate: {:.0} s in all", clock.elapsed().as_secs_f64());
    Ok(calibrate::table(&results, &ratings))
}
