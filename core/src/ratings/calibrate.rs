//! The calibration of the computer levels' ratings (`otherworlds-cli calibrate`), its
//! pure parts: which pairs play, the results file (one line a pair, so a run can be
//! resumed or re-fitted with another anchor without replaying), the fit of each
//! family, where each family's scale is placed, and the file written. The games
//! themselves and every file are the command-line tool's (see docs/engine.md,
//! *Level ratings*).
use super::fit::{self, FitError, PairResult};
use super::{Family, LevelRating, LevelRatings};
use std::fmt::Write as _;

/// The pairs a family plays, stronger level first: every adjacent pair (2 v 1 ...
/// 8 v 7) and, with `two_apart`, 3 v 1 ... 8 v 6 as well.
pub fn ladder_pairs(two_apart: bool) -> Vec<(u8, u8)> {
    let mut pairs: Vec<(u8, u8)> = (1..8).map(|l| (l + 1, l)).collect();
    if two_apart {
        pairs.extend((1..7).map(|l| (l + 2, l)));
    }
    pairs
}

/// One pair's recorded score, from the stronger level `a`'s side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub family: Family,
    pub a: u8,
    pub b: u8,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub seed: u64,
}

impl Recorded {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The results file's line: `standard 2 1 +17 =1 -2 seed 1`.
    pub fn line(&self) -> String {
        format!(
            "{} {} {} +{} ={} -{} seed {}",
            self.family.id(),
            self.a,
            self.b,
            self.wins,
            self.draws,
            self.losses,
            self.seed
        )
    }

    /// Reads one line of a results file.
    pub fn parse(line: &str) -> Result<Recorded, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [family, a, b, wins, draws, losses, "seed", seed] = words[..] else {
            return Err(format!(
                "'{}' is not 'FAMILY A B +WINS =DRAWS -LOSSES seed SEED'",
                crate::quote::quote(line)
            ));
        };
        let family = Family::from_id(family).ok_or_else(|| {
            format!(
                "unknown family '{}' (expected standard, two-worlds, 4d or valhalla)",
                crate::quote::quote(family)
            )
        })?;
        let (a, b) = (level(a)?, level(b)?);
        if a == b {
            return Err(format!("level {a} cannot play itself"));
        }
        let recorded = Recorded {
            family,
            a,
            b,
            wins: count(wins, '+')?,
            draws: count(draws, '=')?,
            losses: count(losses, '-')?,
            seed: seed
                .parse()
                .map_err(|_| format!("seed '{}' is not a number", crate::quote::quote(seed)))?,
        };
        total(recorded.wins, recorded.draws, recorded.losses)?;
        Ok(recorded)
    }

    /// The score as the table prints it: `+17 =1 -2 87.5%`.
    pub fn score_text(&self) -> String {
        let points = f64::from(self.wins) + 0.5 * f64::from(self.draws);
        format!(
            "+{} ={} -{} {:.1}%",
            self.wins,
            self.draws,
            self.losses,
            100.0 * points / f64::from(self.games().max(1))
        )
    }
}

/// A level number, 1-8.
fn level(w: &str) -> Result<u8, String> {
    match w.parse::<u8>() {
        Ok(l @ 1..=8) => Ok(l),
        _ => Err(format!("level '{}' is not 1-8", crate::quote::quote(w))),
    }
}

/// A count after its sign: `+17`, `=1`, `-2`.
fn count(w: &str, sign: char) -> Result<u32, String> {
    w.strip_prefix(sign)
        .and_then(|n| n.parse::<u32>().ok())
        .ok_or_else(|| format!("'{}' is not a count after '{sign}'", crate::quote::quote(w)))
}

/// The games of a score; an error where the counts overflow.
fn total(wins: u32, draws: u32, losses: u32) -> Result<u32, String> {
    wins.checked_add(draws)
        .and_then(|n| n.checked_add(losses))
        .ok_or_else(|| "the counts are too large".to_string())
}

/// Each line of `text` read by `one`, blank lines and `#` comments skipped; an error
/// names its line.
fn parse_lines<T>(text: &str, one: impl Fn(&str) -> Result<T, String>) -> Result<Vec<T>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| one(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Reads a results file's text (blank lines and `#` comments skipped).
pub fn parse_results(text: &str) -> Result<Vec<Recorded>, String> {
    parse_lines(text, Recorded::parse)
}

/// What ties the standard scale to the outside world: level `level`'s rating is
/// `rating + diff` (the anchor engine's rating plus the level's measured Elo difference
/// against it, `error` its 95% half-width); `note` says how it was measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Anchor {
    pub level: u8,
    pub rating: f64,
    pub diff: f64,
    pub error: f64,
    pub note: String,
}

/// Games of one standard level against an anchor engine of a fixed rating (a line of
/// the anchor-games file: `LEVEL RATING +WINS =DRAWS -LOSSES`, the level's side).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AnchorGames {
    pub level: u8,
    pub rating: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl AnchorGames {
    /// The line as read back: `3 1350 +18 =0 -22`.
    pub fn line(&self) -> String {
        format!(
            "{} {} +{} ={} -{}",
            self.level, self.rating, self.wins, self.draws, self.losses
        )
    }
}

/// Reads an anchor-games file's text (blank lines and `#` comments skipped): each line
/// `LEVEL RATING +WINS =DRAWS -LOSSES`, the standard level's games against an engine
/// held at RATING (docs/engine.md, *Level ratings*).
pub fn parse_anchor_games(text: &str) -> Result<Vec<AnchorGames>, String> {
    parse_lines(text, |line| {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [level_word, rating, wins, draws, losses] = words[..] else {
            return Err(format!(
                "'{}' is not 'LEVEL RATING +WINS =DRAWS -LOSSES'",
                crate::quote::quote(line)
            ));
        };
        let rating = match rating.parse::<f64>() {
            Ok(r) if r.is_finite() && (0.0..=5000.0).contains(&r) => r,
            _ => {
                return Err(format!(
                    "rating '{}' is not a number from 0 to 5000",
                    crate::quote::quote(rating)
                ));
            }
        };
        let games = AnchorGames {
            level: level(level_word)?,
            rating,
            wins: count(wins, '+')?,
            draws: count(draws, '=')?,
            losses: count(losses, '-')?,
        };
        if total(games.wins, games.draws, games.losses)? == 0 {
            return Err("no games".into());
        }
        Ok(games)
    })
}

/// Where the standard scale sits without an anchor: its mean.
pub const UNANCHORED_MEAN: f64 = 1500.0;

/// Where Two Worlds, 4D and Valhalla put their level 1, which have no outside engine to
/// be placed by. Level 1 is the same player in every family (depth 1 and large noise),
/// and standard's level 1 is its least-measured level (379 ± 226 in the sixteenth
/// session, 575 ± 268 in the fifteenth): a fixed number keeps the other families' scales
/// where they are when standard's engine changes. docs/engine.md, *The other families*.
pub const LEVEL_ONE: f64 = 400.0;

/// One family's fitted ratings and errors, levels 1-8: with `anchors`, the anchor
/// engines join the fit as players held at their ratings (one per distinct rating), so
/// the levels come out placed; without, the mean is 0.
fn fit_family(results: &[Recorded], anchors: &[AnchorGames]) -> Result<Vec<(f64, f64)>, FitError> {
    let mut pairs: Vec<PairResult> = results
        .iter()
        .map(|r| PairResult {
            a: usize::from(r.a - 1),
            b: usize::from(r.b - 1),
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
        })
        .collect();
    let mut fixed: Vec<(usize, f64)> = Vec::new();
    for g in anchors {
        let player = match fixed.iter().find(|f| f.1 == g.rating) {
            Some(f) => f.0,
            None => {
                fixed.push((8 + fixed.len(), g.rating));
                7 + fixed.len()
            }
        };
        pairs.push(PairResult {
            a: usize::from(g.level - 1),
            b: player,
            wins: g.wins,
            draws: g.draws,
            losses: g.losses,
        });
    }
    let f = fit::fit_fixed(8 + fixed.len(), &pairs, &fixed)?;
    Ok(f.ratings.into_iter().zip(f.errors).take(8).collect())
}

fn rounded(levels: &[(f64, f64)], shift: f64) -> Vec<LevelRating> {
    levels
        .iter()
        .zip(1u8..)
        .map(|(&(r, e), level)| LevelRating {
            level,
            rating: (r + shift).round(),
            rd: e.round().max(1.0),
        })
        .collect()
}

/// The ratings file from a run's results: each family in `results` fitted and placed
/// (standard by the anchor, or with mean [`UNANCHORED_MEAN`] without one; every other
/// family so that its level 1 is at [`LEVEL_ONE`]), the
/// families without results kept from `base`. Not provisional when every family was
/// calibrated here or `base` was not provisional.
pub fn assemble(
    results: &[Recorded],
    anchor: Option<&Anchor>,
    anchor_games: &[AnchorGames],
    games_note: &str,
    base: &LevelRatings,
    command: &str,
) -> Result<LevelRatings, String> {
    if anchor.is_some() && !anchor_games.is_empty() {
        return Err("give either an anchor level or anchor games, not both".into());
    }
    let mut out = base.clone();
    let of = |f: Family| -> Vec<Recorded> {
        results.iter().filter(|r| r.family == f).copied().collect()
    };
    let fitted = |f: Family, anchors: &[AnchorGames]| {
        fit_family(&of(f), anchors).map_err(|e| match e {
            FitError::Disconnected(p) if p >= 8 => {
                format!("{}: an anchor engine is cut off", f.id())
            }
            e => format!("{}: {e}", f.id()),
        })
    };
    let standard = of(Family::Standard);
    if !standard.is_empty() {
        let levels = fitted(Family::Standard, anchor_games)?;
        let shift = match anchor {
            Some(a) => a.rating + a.diff - levels[usize::from(a.level.clamp(1, 8) - 1)].0,
            None if !anchor_games.is_empty() => 0.0,
            None => UNANCHORED_MEAN,
        };
        out.families
            .insert(Family::Standard.id().into(), rounded(&levels, shift));
    }
    for family in [Family::TwoWorlds, Family::FourD, Family::Valhalla] {
        if of(family).is_empty() {
            continue;
        }
        let levels = fitted(family, &[])?;
        out.families.insert(
            family.id().into(),
            rounded(&levels, LEVEL_ONE - levels[0].0),
        );
    }
    let all = Family::ALL.iter().all(|&f| !of(f).is_empty());
    out.provisional = !all && base.provisional;
    out.command = command.to_string();
    let others = format!("two-worlds, 4d and valhalla: level 1 = {LEVEL_ONE:.0}");
    out.anchor = match anchor {
        Some(a) => format!(
            "standard level {} = {:.0} {:+.0} (+/- {:.0}) = {:.0}: {}; {others}",
            a.level,
            a.rating,
            a.diff,
            a.error,
            a.rating + a.diff,
            a.note
        ),
        None if standard.is_empty() => base.anchor.clone(),
        None if !anchor_games.is_empty() => format!(
            "standard fitted with its games against anchor engines held at their ratings ({}){}; {others}",
            anchor_games
                .iter()
                .map(|g| format!(
                    "level {} v {}: +{} ={} -{}",
                    g.level, g.rating, g.wins, g.draws, g.losses
                ))
                .collect::<Vec<_>>()
                .join(", "),
            if games_note.is_empty() {
                String::new()
            } else {
                format!(": {games_note}")
            }
        ),
        None => format!("none: standard centred at {UNANCHORED_MEAN:.0}; {others}"),
    };
    Ok(out)
}

/// The results table: each pair's score, then level x family `rating ± rd` (Markdown).
pub fn table(results: &[Recorded], ratings: &LevelRatings) -> String {
    let mut t = String::from("| pair | family | score of the stronger level |\n|---|---|---|\n");
    for r in results {
        let _ = writeln!(
            t,
            "| {} v {} | {} | {} |",
            r.a,
            r.b,
            r.family.id(),
            r.score_text()
        );
    }
    t.push_str("\n| level |");
    for f in Family::ALL {
        let _ = write!(t, " {} |", f.id());
    }
    t.push_str("\n|---|---|---|---|---|\n");
    for level in 1..=8u8 {
        let _ = write!(t, "| {level} |");
        for f in Family::ALL {
            match ratings.get(f, level) {
                Some(l) => {
                    let _ = write!(t, " {:.0} ± {:.0} |", l.rating, l.rd);
                }
                None => t.push_str(" - |"),
            }
        }
        t.push('\n');
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ladder(family: Family, wins: u32, losses: u32) -> Vec<Recorded> {
        ladder_pairs(false)
            .into_iter()
            .map(|(a, b)| Recorded {
                family,
                a,
                b,
                wins,
                draws: 0,
                losses,
                seed: 1,
            })
            .collect()
    }

    #[test]
    fn a_results_line_reads_back_and_bad_lines_say_what_is_wrong() {
        let r = Recorded {
            family: Family::FourD,
            a: 8,
            b: 7,
            wins: 11,
            draws: 2,
            losses: 7,
            seed: 5,
        };
        assert_eq!(r.line(), "4d 8 7 +11 =2 -7 seed 5");
        assert_eq!(Recorded::parse(&r.line()), Ok(r));
        assert_eq!(
            parse_results("# x\n\n4d 8 7 +11 =2 -7 seed 5\n"),
            Ok(vec![r])
        );
        let err = |text: &str| parse_results(text).err().unwrap_or_default();
        assert!(err("4d 8 7 +11 =2 -7\n").starts_with("line 1: '4d 8 7 +11 =2 -7' is not"));
        assert!(err("\nchess 2 1 +1 =0 -0 seed 1").contains("line 2: unknown family 'chess'"));
        assert!(err("standard 9 1 +1 =0 -0 seed 1").contains("level '9' is not 1-8"));
        assert!(err("standard 2 2 +1 =0 -0 seed 1").contains("cannot play itself"));
        assert!(err("standard 2 1 1 =0 -0 seed 1").contains("'1' is not a count after '+'"));
    }

    #[test]
    fn the_anchor_places_standard_and_the_others_start_at_level_one() {
        // Every adjacent pair scores 15 of 20 (+ the prior's draw: 15.5 of 21), so each
        // step is 400 log10(15.5 / 5.5) ≈ 180 points.
        let step = 400.0 * (15.5f64 / 5.5).log10();
        let mut results = ladder(Family::Standard, 15, 5);
        results.extend(ladder(Family::FourD, 10, 10));
        let anchor = Anchor {
            level: 4,
            rating: 1350.0,
            diff: -50.0,
            error: 120.0,
            note: "test".into(),
        };
        // A provisional base (the placeholders before a run).
        let base = &LevelRatings {
            provisional: true,
            ..LevelRatings::shipped().clone()
        };
        let r = assemble(&results, Some(&anchor), &[], "", base, "cmd").expect("fits");
        let rating = |f, l| r.get(f, l).map(|x| x.rating).unwrap_or(f64::NAN);
        assert_eq!(rating(Family::Standard, 4), 1300.0);
        assert!((rating(Family::Standard, 5) - (1300.0 + step)).abs() <= 1.0);
        assert!((rating(Family::Standard, 1) - (1300.0 - 3.0 * step)).abs() <= 1.0);
        // 4D: even pairs, a flat ladder at LEVEL_ONE, wherever standard's level 1 is.
        assert!((rating(Family::Standard, 1) - LEVEL_ONE).abs() > 100.0);
        for l in 1..=8 {
            assert_eq!(rating(Family::FourD, l), LEVEL_ONE);
        }
        // Two Worlds and Valhalla had no games: kept from the base, still provisional.
        assert_eq!(r.get(Family::Valhalla, 3), base.get(Family::Valhalla, 3));
        assert!(r.provisional);
        assert!(
            r.anchor
                .contains("standard level 4 = 1350 -50 (+/- 120) = 1300: test")
        );
        assert_eq!(LevelRatings::parse(&r.to_text()).as_ref(), Ok(&r));
        // Every family calibrated: no longer provisional.
        results.extend(ladder(Family::TwoWorlds, 12, 8));
        results.extend(ladder(Family::Valhalla, 12, 8));
        let r = assemble(&results, None, &[], "", base, "cmd").expect("fits");
        assert!(!r.provisional && r.anchor.starts_with("none: standard centred at 1500"));
        let table = table(&results, &r);
        assert!(
            table.contains("| 2 v 1 | 4d | +10 =0 -10 50.0% |"),
            "{table}"
        );
    }

    #[test]
    fn anchor_games_read_back_and_bad_lines_say_what_is_wrong() {
        let g = AnchorGames {
            level: 3,
            rating: 1350.0,
            wins: 18,
            draws: 0,
            losses: 22,
        };
        assert_eq!(g.line(), "3 1350 +18 =0 -22");
        assert_eq!(
            parse_anchor_games("# x\n\n3 1350 +18 =0 -22\n"),
            Ok(vec![g])
        );
        let err = |text: &str| parse_anchor_games(text).err().unwrap_or_default();
        assert!(err("3 1350 +18 =0\n").starts_with("line 1: '3 1350 +18 =0' is not"));
        assert!(err("\n9 1350 +1 =0 -0").contains("line 2: level '9' is not 1-8"));
        assert!(err("3 abc +1 =0 -0").contains("rating 'abc' is not a number"));
        assert!(err("3 NaN +1 =0 -0").contains("rating 'NaN' is not a number"));
        assert!(err("3 1350 1 =0 -0").contains("'1' is not a count"));
        assert!(err("3 1350 +0 =0 -0").contains("no games"));
    }

    #[test]
    fn anchor_games_place_standard_and_pin_a_whitewashed_step() {
        // Standard: 4 v 3 a whitewash (alone worth 400 log10(41) ≈ 645), every other
        // pair 15 of 20. Level 3 scores even against an engine held at 1350 and level 4
        // even against one held at 1650, 40 games each: level 3 lands near 1350, level
        // 4 near 1650, and the whitewash's step shrinks from 645 to near 300.
        let mut results = ladder(Family::Standard, 15, 5);
        for r in &mut results {
            if r.a == 4 {
                (r.wins, r.losses) = (20, 0);
            }
        }
        let games = [
            AnchorGames {
                level: 3,
                rating: 1350.0,
                wins: 20,
                draws: 0,
                losses: 20,
            },
            AnchorGames {
                level: 4,
                rating: 1650.0,
                wins: 18,
                draws: 4,
                losses: 18,
            },
        ];
        let base = LevelRatings::shipped();
        let r = assemble(&results, None, &games, "note", base, "cmd").expect("fits");
        let rating = |l| {
            r.get(Family::Standard, l)
                .map(|x| x.rating)
                .unwrap_or(f64::NAN)
        };
        assert!((rating(3) - 1350.0).abs() < 100.0, "{}", rating(3));
        assert!((rating(4) - 1650.0).abs() < 100.0, "{}", rating(4));
        let step = rating(4) - rating(3);
        assert!(step > 250.0 && step < 450.0, "{step}");
        assert!(
            r.anchor
                .contains("level 3 v 1350: +20 =0 -20, level 4 v 1650: +18 =4 -18): note")
        );
        // An anchor level and anchor games together are refused.
        let anchor = Anchor {
            level: 4,
            rating: 1350.0,
            diff: 0.0,
            error: 0.0,
            note: String::new(),
        };
        let both = assemble(&results, Some(&anchor), &games, "", base, "cmd");
        assert!(both.is_err());
    }
}
