//! `otherworlds-cli datagen` (self-play positions with their games' results) and
//! `otherworlds-cli tune` (Texel tuning of a family's evaluation weights). The pure
//! parts are `otherworlds_core::tune`; docs/engine.md, *Tuning the evaluation*.
use otherworlds_core::engine::{Limits, Score, Searcher};
use otherworlds_core::linear::Weights;
use otherworlds_core::quote::quote;
use otherworlds_core::ratings::Family;
use otherworlds_core::tune::{self, fit};
use otherworlds_core::{AnyPosition, Color, Game, Position, Rules, Variant};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The arguments of `datagen`.
#[derive(clap::Args)]
pub struct DatagenArgs {
    #[arg(long)]
    variant: Variant,
    /// Games to play, at least 1
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Node budget of each decision's search
    #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The data file, appended to (several variants may share one)
    #[arg(long)]
    out: PathBuf,
}

/// The arguments of `tune`.
#[derive(clap::Args)]
pub struct TuneArgs {
    /// standard, two-worlds, 4d or valhalla
    #[arg(long, value_parser = family)]
    family: Family,
    /// Data files written by datagen
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// The weights file written
    #[arg(long)]
    out: PathBuf,
    /// Adam's epochs (full passes)
    #[arg(long, default_value_t = 400)]
    epochs: usize,
    /// The start weights (default: the shipped file)
    #[arg(long)]
    start: Option<PathBuf>,
    /// Adam's step size in centipawns
    #[arg(long, default_value_t = 1.0)]
    rate: f64,
    /// The pull toward the start weights (λ of `tune::fit`)
    #[arg(long, default_value_t = 1e-4)]
    lambda: f64,
}

/// A family named on the command line (`tune --family`, `puzzles generate --family`).
pub fn family(text: &str) -> Result<Family, String> {
    Family::from_id(text).ok_or_else(|| {
        format!(
            "unknown family '{}' (expected standard, two-worlds, 4d or valhalla)",
            quote(text)
        )
    })
}

/// The longest game (decisions) before it is scored a draw.
const MAX_DECISIONS: usize = 400;
/// A score this far ahead for this many decisions in a row ends the game for that side.
const ADJUDICATE_CP: i32 = 1200;
const ADJUDICATE_RUN: usize = 6;

/// Whether `pos`'s position string reads back as `pos` (not so in the middle of a
/// Valhalla turn, which the string does not record).
fn written_exactly<P: Position>(variant: Variant, pos: &P) -> bool {
    AnyPosition::from_string(variant, &pos.position_string()).is_ok_and(|p| p.hash() == pos.hash())
}

/// One self-play game from `start`: the quiet positions' strings and White's result.
fn play_game<P: Position>(
    variant: Variant,
    start: &P,
    searcher: &mut Searcher<P>,
    nodes: u64,
    rng: &mut fastrand::Rng,
    random_plies: usize,
) -> Option<(Vec<String>, f64)> {
    let mut game = Game::new(start.clone());
    let mut history = vec![start.clone()];
    for _ in 0..random_plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.usize(..moves.len())];
        game.play(mv).ok()?;
        history.push(game.position().clone());
    }
    searcher.clear();
    let limits = Limits::nodes(nodes);
    let mut quiet = Vec::new();
    let mut run = (0usize, Color::White);
    while game.outcome().is_none() && history.len() < MAX_DECISIONS {
        let pos = game.position().clone();
        let result = searcher.search(
            &pos,
            &history[..history.len() - 1],
            &limits,
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        let mv = result.best?;
        let me = pos.actor();
        let leader = match result.score {
            Score::Mate(n) if n > 0 => Some((me, ADJUDICATE_RUN)),
            Score::Mate(_) => Some((me.flip(), ADJUDICATE_RUN)),
            Score::Cp(c) if c.abs() >= ADJUDICATE_CP => {
                Some((if c > 0 { me } else { me.flip() }, 1))
            }
            Score::Cp(_) => None,
        };
        run = match leader {
            Some((side, step)) if side == run.1 => (run.0 + step, side),
            Some((side, step)) => (step, side),
            None => (0, run.1),
        };
        if run.0 >= ADJUDICATE_RUN {
            return Some((quiet, if run.1 == Color::White { 1.0 } else { 0.0 }));
        }
        if !pos.is_check() && !pos.is_noisy(mv) && written_exactly(variant, &pos) {
            quiet.push(pos.position_string());
        }
        game.play(mv).ok()?;
        history.push(game.position().clone());
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    Some((quiet, result))
}

fn datagen_games<P: Position>(
    start: &P,
    args: &DatagenArgs,
    file: &mut std::fs::File,
) -> Result<String, String> {
    let mut searcher: Searcher<P> = Searcher::new(16);
    let t = Instant::now();
    let (mut played, mut positions) = (0u32, 0usize);
    let random = match args.variant {
        Variant::FourD | Variant::FourDClassic => (2, 3),
        _ => (4, 5),
    };
    let write = |file: &mut std::fs::File, text: &str| {
        file.write_all(text.as_bytes()).map_err(|e| {
            format!(
                "datagen: cannot write '{}': {e}",
                quote(&args.out.display().to_string())
            )
        })
    };
    write(file, &format!("# variant {}\n", args.variant))?;
    for g in 0..args.games {
        let mut rng =
            fastrand::Rng::with_seed(args.seed.wrapping_mul(0x1000_0000_01b3) ^ u64::from(g));
        let plies = random.0 + rng.usize(..random.1);
        let Some((quiet, result)) = play_game(
            args.variant,
            start,
            &mut searcher,
            args.nodes,
            &mut rng,
            plies,
        ) else {
            continue;
        };
        let mut text = format!("# game {g}\n");
        for q in &quiet {
            text.push_str(&format!("{q}\t{result}\n"));
        }
        write(file, &text)?;
        played += 1;
        positions += quiet.len();
        if played % 10 == 0 {
            eprintln!(
                "{played} games, {positions} positions, {:.0} s",
                t.elapsed().as_secs_f64()
            );
        }
    }
    Ok(format!(
        "datagen {}: {played} games, {positions} quiet positions in {:.0} s -> {}\n",
        args.variant,
        t.elapsed().as_secs_f64(),
        args.out.display()
    ))
}

/// `datagen`: plays the games and appends their quiet positions to the data file.
pub fn datagen(args: &DatagenArgs) -> Result<String, String> {
    // Appended to, so not atomic; but where, by the writers' one rule: a regular file
    // (or the one a link leads to), never a pipe or a device.
    let out =
        otherworlds_core::record::write_target(&args.out).map_err(|e| format!("datagen: {e}"))?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&out)
        .map_err(|e| {
            format!(
                "datagen: cannot open '{}': {e}",
                quote(&args.out.display().to_string())
            )
        })?;
    match AnyPosition::new(args.variant) {
        AnyPosition::Standard(p) => datagen_games(&p, args, &mut file),
        AnyPosition::TwoWorlds(p) => datagen_games(&p, args, &mut file),
        AnyPosition::FourD(p) => datagen_games(&p, args, &mut file),
        AnyPosition::Valhalla(p) => datagen_games(&p, args, &mut file),
    }
}

/// `tune`: fits the family's weights to the data files and writes them.
pub fn run(args: &TuneArgs, command: &str) -> Result<String, String> {
    let names = tune::names(args.family);
    let start = match &args.start {
        None => tune::shipped(args.family).clone(),
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| {
                format!(
                    "tune: cannot read '{}': {e}",
                    quote(&path.display().to_string())
                )
            })?;
            Weights::parse(&text, names)
                .map_err(|e| format!("tune: {}: {e}", quote(&path.display().to_string())))?
        }
    };
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for path in &args.data {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("tune: cannot read '{}': {e}", quote(&name)))?;
        let (samples, _) = tune::read_data(&text, args.family, &quote(&name).to_string())?;
        for s in samples {
            if s.game % 10 == 9 {
                held.push(s)
            } else {
                train.push(s)
            }
        }
    }
    if train.is_empty() {
        return Err(format!(
            "tune: no {} positions in the data files",
            args.family.id()
        ));
    }
    let mut out = String::new();
    let w0 = start.flat();
    let k = fit::fit_scale(&train, &w0);
    let report = |label: &str, w: &[f64], out: &mut String| {
        let line = format!(
            "{label}: train loss {:.6}, held-out loss {:.6}\n",
            fit::loss(&train, w, k),
            fit::loss(&held, w, k)
        );
        eprint!("{line}");
        out.push_str(&line);
    };
    out.push_str(&format!(
        "{}: {} training positions, {} held out (every tenth game); scale k = {k:.6} per centipawn\n",
        args.family.id(),
        train.len(),
        held.len()
    ));
    report("start", &w0, &mut out);
    let settings = fit::Settings {
        epochs: args.epochs,
        rate: args.rate,
        lambda: args.lambda,
    };
    let w = fit::fit(&train, &w0, k, &settings, |e, l| {
        eprintln!("epoch {e}: train loss {l:.6}")
    });
    let tuned = Weights::from_flat(&w);
    report("tuned", &tuned.flat(), &mut out);
    let header = format!("Tuned by: {command}\n{out}");
    otherworlds_core::record::write_atomic(&args.out, tuned.to_text(names, &header).as_bytes())
        .map_err(|e| {
            format!(
                "tune: cannot write '{}': {e}",
                quote(&args.out.display().to_string())
            )
        })?;
    Ok(out)
}
