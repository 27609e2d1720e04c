//! A match between two `otherworlds-cli`-like binaries in any variant. Each side is
//! asked for every turn, starting afresh each time (equal for both sides):
//!
//! `BIN bestmove --variant V --position <position string> --movetime MS [ARG…]`
//!
//! so it works with old builds that speak no UCI_Variant (`/work/bin/baseline-cli`).
//! With `--history on` each side is given the game instead (`bestmove --variant V
//! --moves "<turn> <turn> …" --movetime MS`, from the start), so that it sees the
//! repetitions as the app and UCI do; both binaries must know `--moves` (session 7 on).
//!
//! `cargo run --release -p otherworlds-tests --bin cli-match -- --variant valhalla \
//!     --a target/release/otherworlds-cli --b /work/bin/baseline-cli --games 60 \
//!     --movetime 100 --seed 1 [--a-arg ARG]… [--b-arg ARG]… [--first-game K] \
//!     [--max-turns 300] [--pgn-out FILE] [--history on|off] [--openings FILE]`
//!
//! Openings are exactly those of `otherworlds-cli match` for the seed
//! (`engine::any::match_opening`), each played twice, A taking White in the first game
//! of the pair. With `--openings FILE` pair k plays the file's k-th opening instead
//! (one a line, its turns space-separated; `#` lines are comments; made by
//! `tests/tools/openings.py`, e.g. `tests/data/openings/4d.txt`), and the seed is
//! unused. A Valhalla opening that would end inside a turn is completed with the
//! first legal decisions. The core's `Game` judges every turn (legality, mate,
//! repetition, the clock rule, Valhalla's turns); an answer that is not a legal turn
//! loses the game for the side that gave it; a game still going after `--max-turns`
//! turns (default 300; a turn is one move, in Valhalla a whole turn) is adjudicated a
//! draw. One line per finished game on stdout:
//!
//! `game N A=<colour> <result> <reason> (<T> turns): <turn> <turn> …`
//!
//! then `A vs B: +W =D -L score S% elo …` (the `match` command's `Tally`).
use otherworlds_core::engine::any::match_opening;
use otherworlds_core::engine::matches::Tally;
use otherworlds_core::pgn::{PgnGame, PgnMove, PgnResult, write_games};
use otherworlds_core::{AnyMove, AnyPosition, Color, Game, Variant, prelude::*};
use std::process::{Command, ExitCode};

struct Side {
    bin: String,
    args: Vec<String>,
}

struct Config {
    variant: Variant,
    a: Side,
    b: Side,
    games: u32,
    first_game: u32,
    movetime: u64,
    seed: u64,
    max_turns: usize,
    pgn_out: Option<String>,
    /// Give each side the game's turns (`--moves`) rather than the position alone.
    history: bool,
    /// The openings file's lines (turn strings space-separated), if one was given.
    openings: Option<Vec<String>>,
}

/// The openings of an openings file: its lines that are neither blank nor comments.
fn read_openings(path: &str) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("--openings: cannot read '{path}': {e}"))?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect())
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag}: '{value}' is not a whole number"))
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut variant = None;
    let (mut a, mut b) = (None, None);
    let (mut a_args, mut b_args) = (Vec::new(), Vec::new());
    let (mut games, mut first_game, mut movetime, mut seed) = (2u32, 0u32, 100u64, 1u64);
    let mut max_turns = 300usize;
    let mut pgn_out = None;
    let mut history = false;
    let mut openings = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = args
            .get(i + 1)
            .cloned()
            .ok_or(format!("{flag} needs a value"))?;
        match flag {
            "--variant" => {
                variant = Some(
                    value
                        .parse::<Variant>()
                        .map_err(|e| format!("--variant: {e}"))?,
                )
            }
            "--a" => a = Some(value),
            "--b" => b = Some(value),
            "--a-arg" => a_args.push(value),
            "--b-arg" => b_args.push(value),
            "--games" => games = number(flag, &value)?,
            "--first-game" => first_game = number(flag, &value)?,
            "--movetime" => movetime = number(flag, &value)?,
            "--seed" => seed = number(flag, &value)?,
            "--max-turns" => max_turns = number(flag, &value)?,
            "--pgn-out" => pgn_out = Some(value),
            "--openings" => openings = Some(read_openings(&value)?),
            "--history" => {
                history = match value.as_str() {
                    "on" => true,
                    "off" => false,
                    _ => return Err(format!("--history: '{value}' is not on or off")),
                }
            }
            _ => return Err(format!("unknown argument '{flag}'")),
        }
        i += 2;
    }
    if first_game >= games {
        return Err(format!(
            "--first-game {first_game} leaves no game of {games} to play"
        ));
    }
    let pairs = games.div_ceil(2) as usize;
    if let Some(lines) = &openings
        && lines.len() < pairs
    {
        return Err(format!(
            "--openings: {} openings for {games} games ({pairs} pairs)",
            lines.len()
        ));
    }
    Ok(Config {
        variant: variant.ok_or("--variant is required")?,
        a: Side {
            bin: a.ok_or("--a is required")?,
            args: a_args,
        },
        b: Side {
            bin: b.ok_or("--b is required")?,
            args: b_args,
        },
        games,
        first_game,
        movetime,
        seed,
        max_turns,
        pgn_out,
        history,
        openings,
    })
}

/// The side's answer for the game's position: its `bestmove` text. Err when the binary
/// cannot run or fails (that ends the match: it is no verdict on the game).
fn ask(side: &Side, cfg: &Config, game: &Game<AnyPosition>) -> Result<String, String> {
    let (variant, movetime, pos) = (cfg.variant, cfg.movetime, game.position());
    let place = if cfg.history {
        let turns = turns_of(game.start(), game.moves());
        let text: Vec<&str> = turns.iter().map(|(t, _)| t.as_str()).collect();
        ["--moves".to_string(), text.join(" ")]
    } else {
        ["--position".to_string(), pos.position_string()]
    };
    let out = Command::new(&side.bin)
        .args(["bestmove", "--variant", &variant.to_string()])
        .args(place)
        .args(["--movetime", &movetime.to_string()])
        .args(&side.args)
        .output()
        .map_err(|e| format!("cannot run '{}': {e}", side.bin))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "'{}' failed on '{}': {}",
            side.bin,
            pos.position_string(),
            err.trim()
        ));
    }
    stdout
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("bestmove "))
        .map(|m| m.trim().to_string())
        .ok_or(format!("'{}' printed no bestmove", side.bin))
}

/// The decisions grouped into turns (a turn starts where the position has a
/// repetition key), each written as a turn string.
fn turns_of(start: &AnyPosition, decisions: &[AnyMove]) -> Vec<(String, Vec<AnyMove>)> {
    let mut p = start.clone();
    let mut turns: Vec<(String, Vec<AnyMove>)> = Vec::new();
    for &m in decisions {
        let text = p.move_string(m);
        match turns.last_mut() {
            Some((t, ms)) if p.repetition_key().is_none() => {
                t.push(',');
                t.push_str(&text);
                ms.push(m);
            }
            _ => turns.push((text, vec![m])),
        }
        p.play(m);
    }
    turns
}

/// One game: (A's score 1/½/0 as 2/1/0, the result text, the finished game).
fn play_game(cfg: &Config, g: u32) -> Result<(u32, String, Game<AnyPosition>), String> {
    let start = AnyPosition::new(cfg.variant);
    let a_color = if g.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let mut game = Game::new(start.clone());
    if let Some(lines) = &cfg.openings {
        let line = &lines[(g / 2) as usize];
        for turn in line.split_whitespace() {
            game.play_str(turn)
                .map_err(|e| format!("opening {} '{line}': turn '{turn}': {e}", g / 2 + 1))?;
        }
    } else {
        for m in match_opening(&start, cfg.seed, (g / 2) as u64) {
            game.play(m).map_err(|e| format!("opening: {e}"))?;
        }
    }
    // Complete a turn the opening ended inside of.
    while game.position().repetition_key().is_none() && game.outcome().is_none() {
        let Some(&m) = game.legal_moves().first() else {
            break;
        };
        game.play(m).map_err(|e| format!("opening: {e}"))?;
    }
    let mut turns = turns_of(&start, game.moves()).len();
    let result = loop {
        if let Some(o) = game.outcome() {
            let score = match o.winner {
                Some(w) if w == a_color => 2,
                Some(_) => 0,
                None => 1,
            };
            break (score, o.to_string());
        }
        if turns >= cfg.max_turns {
            break (1, format!("1/2-1/2 adjudicated after {turns} turns"));
        }
        let pos = game.position().clone();
        let (side, name) = if pos.actor() == a_color {
            (&cfg.a, "A")
        } else {
            (&cfg.b, "B")
        };
        let answer = ask(side, cfg, &game)?;
        if let Err(e) = game.play_str(&answer) {
            let lost = if name == "A" { 0 } else { 2 };
            let result = if (lost == 0) == (a_color == Color::White) {
                "0-1"
            } else {
                "1-0"
            };
            break (lost, format!("{result} illegal turn by {name}: {e}"));
        }
        turns += 1;
    };
    Ok((result.0, result.1, game))
}

fn pgn_of(cfg: &Config, g: u32, result: &str, game: &Game<AnyPosition>) -> PgnGame {
    let start = AnyPosition::new(cfg.variant);
    let mut pgn = PgnGame::new(start.clone());
    let a_white = g.is_multiple_of(2);
    let (white, black) = if a_white {
        (&cfg.a.bin, &cfg.b.bin)
    } else {
        (&cfg.b.bin, &cfg.a.bin)
    };
    pgn.set_tag("Event", "cli-match");
    pgn.set_tag("Round", &(g + 1).to_string());
    pgn.set_tag("White", white);
    pgn.set_tag("Black", black);
    pgn.set_tag("Variant", &otherworlds_core::pgn::variant_tag(cfg.variant));
    let tag = result.split_whitespace().next().unwrap_or("*");
    pgn.result = PgnResult::parse(tag).unwrap_or(PgnResult::of(game.outcome()));
    pgn.set_tag("Result", pgn.result.as_str());
    pgn.set_tag("Termination", result);
    pgn.moves = turns_of(&start, game.moves())
        .into_iter()
        .map(|(text, decisions)| PgnMove {
            decisions,
            text,
            line: 0,
            column: 0,
            annotations: Vec::new(),
        })
        .collect();
    pgn
}

fn run(cfg: &Config) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let mut pgns = Vec::new();
    for g in cfg.first_game..cfg.games {
        let (score, result, game) = play_game(cfg, g)?;
        match score {
            2 => tally.wins += 1,
            1 => tally.draws += 1,
            _ => tally.losses += 1,
        }
        let start = AnyPosition::new(cfg.variant);
        let turns: Vec<String> = turns_of(&start, game.moves())
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        let colour = if g.is_multiple_of(2) {
            "white"
        } else {
            "black"
        };
        println!(
            "game {} A={colour} {result} ({} turns): {}",
            g + 1,
            turns.len(),
            turns.join(" ")
        );
        if cfg.pgn_out.is_some() {
            pgns.push(pgn_of(cfg, g, &result, &game));
        }
    }
    if let Some(path) = &cfg.pgn_out {
        std::fs::write(path, write_games(&pgns))
            .map_err(|e| format!("cannot write '{path}': {e}"))?;
    }
    Ok(tally)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cfg = match parse_args(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    match run(&cfg) {
        Ok(t) => {
            println!(
                "A {} vs B {}, {}, {} games at {} ms: +{} ={} -{} score {:.1}% {}",
                cfg.a.bin,
                cfg.b.bin,
                cfg.variant,
                t.games(),
                cfg.movetime,
                t.wins,
                t.draws,
                t.losses,
                100.0 * t.score(),
                t.elo_summary()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}
