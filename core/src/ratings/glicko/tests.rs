//! Glicko-2 checked against an oracle written from Glickman's paper, lichess's bounds
//! on one game, and what comes out of the maths whatever goes in.
use super::*;

/// Glickman's steps written out directly (the paper's sections 3-8, the Illinois
/// algorithm for the volatility), as an oracle independent of `skillratings`.
fn paper(player: Glicko, results: &[(Glicko, f64)], tau: f64) -> Glicko {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    let g = |phi: f64| 1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI.powi(2))).sqrt();
    let e = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
    let mut v_inv = 0.0;
    let mut sum = 0.0;
    for (o, s) in results {
        let (mu_j, phi_j) = ((o.rating - 1500.0) / SCALE, o.deviation / SCALE);
        let ej = e(mu_j, phi_j);
        v_inv += g(phi_j).powi(2) * ej * (1.0 - ej);
        sum += g(phi_j) * (s - ej);
    }
    let v = 1.0 / v_inv;
    let delta = v * sum;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 1e-9 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let sigma2 = (big_a / 2.0).exp();
    let phi_star = (phi * phi + sigma2 * sigma2).sqrt();
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * sum;
    Glicko {
        rating: mu2 * SCALE + 1500.0,
        deviation: phi2 * SCALE,
        volatility: sigma2,
    }
}

fn close(a: f64, b: f64, within: f64) -> bool {
    (a - b).abs() <= within
}

fn g(rating: f64, deviation: f64, volatility: f64) -> Glicko {
    Glicko {
        rating,
        deviation,
        volatility,
    }
}

#[test]
fn glickmans_worked_example() {
    // The paper's section "Example": 1500/200/0.06 against 1400/30 (win), 1550/100
    // (loss) and 1700/300 (loss), tau 0.5 -> 1464.06 / 151.52 / 0.05999.
    let player = g(1500.0, 200.0, 0.06);
    let results = [
        (g(1400.0, 30.0, 0.06), Score::Win),
        (g(1550.0, 100.0, 0.06), Score::Loss),
        (g(1700.0, 300.0, 0.06), Score::Loss),
    ];
    let new = rate(player, &results, &Params::paper(0.5));
    // The paper rounds its intermediate values (exact arithmetic: 1464.051, 0.059996),
    // so the checks allow its last digit.
    assert!(close(new.rating, 1464.06, 0.015), "{new:?}");
    assert!(close(new.deviation, 151.52, 0.01), "{new:?}");
    assert!(close(new.volatility, 0.05999, 0.00001), "{new:?}");
}

#[test]
fn a_new_player_starts_provisional_at_lichess_values_and_moves_far() {
    let new = Glicko::START;
    assert_eq!(
        (new.rating, new.deviation, new.volatility),
        (1500.0, 500.0, 0.09)
    );
    assert!(new.is_provisional());
    assert_eq!(new.shown(), "1500?");
    // A first win against a settled 1500: the paper's steps with tau 0.75 (the
    // deviation 500 is within lichess's bounds, so none applies).
    let opponent = g(1500.0, 60.0, 0.06);
    let after = rate_game(new, 0.0, opponent, Score::Win, &Params::LICHESS);
    let oracle = paper(new, &[(opponent, 1.0)], 0.75);
    assert!(
        close(after.rating, oracle.rating, 0.01),
        "{after:?} {oracle:?}"
    );
    assert!(close(after.deviation, oracle.deviation, 0.01));
    assert!(close(after.volatility, oracle.volatility, 1e-6));
    // With RD 500, one win moves the rating by hundreds of points, and the
    // rating stays provisional.
    assert!(after.rating > 1700.0, "{after:?}");
    assert!(after.is_provisional());
    // A loss and a draw against the same opponent: symmetric, and a draw between
    // equals changes nothing but the deviation.
    let lost = rate_game(new, 0.0, opponent, Score::Loss, &Params::LICHESS);
    assert!(close(lost.rating - 1500.0, 1500.0 - after.rating, 0.01));
    let drawn = rate_game(new, 0.0, opponent, Score::Draw, &Params::LICHESS);
    assert!(close(drawn.rating, 1500.0, 1e-9));
}

#[test]
fn the_deviation_never_drops_below_45_nor_rises_above_500() {
    // Settled (RD 45, volatility 0.06), ten draws with equal, settled opponents in
    // one period: the paper alone would bring the deviation under 45.
    let settled = g(2000.0, 45.0, 0.06);
    let opponent = g(2000.0, 45.0, 0.06);
    let oracle = paper(settled, &[(opponent, 0.5); 10], 0.75);
    assert!(oracle.deviation < 45.0, "{oracle:?}");
    let after = rate(settled, &[(opponent, Score::Draw); 10], &Params::LICHESS);
    assert_eq!(after.deviation, 45.0);
    assert!(!after.is_provisional());
    assert_eq!(after.shown(), "2000");
    // A year away from a high volatility: √(φ² + 365 σ²) is far above 500.
    let away = g(1800.0, 300.0, 0.2).after_inactivity(365.0, &Params::LICHESS);
    assert_eq!(away.deviation, 500.0);
    assert_eq!(away.rating, 1800.0);
    // A rating held wrongly above the cap comes back within it after a game.
    let huge = g(1500.0, 900.0, 0.09);
    let after = rate_game(huge, 0.0, opponent, Score::Win, &Params::LICHESS);
    assert!(after.deviation <= 500.0);
}

/// Issue 41: values out of range never leave the maths out of range or not a
/// number. A volatility of 5 gave a rating of -6216 after one loss; 1e308 gave
/// infinities, which a profile file could not hold.
#[test]
fn what_comes_out_of_the_maths_is_within_lichess_s_bounds_whatever_goes_in() {
    let params = Params::LICHESS;
    let opponent = g(1500.0, 60.0, 0.06);
    let wild = [
        g(1500.0, 60.0, 5.0),
        g(1e308, 60.0, 0.06),
        g(1500.0, 1e308, 0.06),
        g(1500.0, 60.0, 1e308),
        g(-1e308, -5.0, -1.0),
        g(f64::NAN, f64::INFINITY, f64::NAN),
        g(1500.0, 60.0, 0.0),
    ];
    for player in wild {
        for score in [Score::Win, Score::Draw, Score::Loss] {
            for (a, b) in [(player, opponent), (opponent, player)] {
                let after = rate_game(a, 3.0, b, score, &params);
                assert!(
                    (400.0..=4000.0).contains(&after.rating)
                        && (45.0..=500.0).contains(&after.deviation)
                        && (0.01..=0.1).contains(&after.volatility),
                    "{a:?} v {b:?} {score:?}: {after:?}"
                );
                assert!(after.check().is_ok(), "{after:?}");
            }
        }
    }
    // The example of the issue: one loss moves a settled rating by tens of points.
    let after = rate_game(g(1500.0, 60.0, 5.0), 0.0, opponent, Score::Loss, &params);
    assert!(after.rating > 1400.0, "{after:?}");
}

#[test]
fn a_stored_rating_is_checked_and_repaired_value_by_value() {
    assert_eq!(Glicko::START.check(), Ok(()));
    // An older version's rating below 400, a volatility a little above 0.1: as is.
    assert_eq!(g(350.0, 80.0, 0.104).check(), Ok(()));
    assert_eq!(g(350.0, 80.0, 0.104).repaired(), None);
    assert_eq!(g(1e308, 80.0, 0.06).check(), Err(Insane::Rating));
    assert_eq!(g(1600.0, 0.0, 0.06).check(), Err(Insane::Deviation));
    assert_eq!(g(1600.0, 80.0, 5.0).check(), Err(Insane::Volatility));
    // An unknown rating starts again, deviation and all; the rest is kept.
    assert_eq!(
        g(1e308, 80.0, 0.06).repaired(),
        Some(g(1500.0, 500.0, 0.06))
    );
    assert_eq!(
        g(1600.0, f64::NAN, 5.0).repaired(),
        Some(g(1600.0, 500.0, 0.09))
    );
}

#[test]
fn one_game_moves_a_rating_by_at_most_700_as_lila_bounds_it() {
    // A new player (RD 500) losing to a settled 800: the paper's steps alone drop
    // the rating by far more than 700 (the issue saw -1140 against level 1).
    let weak = g(800.0, 60.0, 0.06);
    let unbounded = paper(Glicko::START, &[(weak, 0.0)], 0.75);
    assert!(1500.0 - unbounded.rating > 700.0, "{unbounded:?}");
    let lost = rate_game(Glicko::START, 0.0, weak, Score::Loss, &Params::LICHESS);
    assert_eq!(lost.rating, 800.0, "1500 - 700");
    // Only the rating is held back: the deviation is the game's.
    assert!(close(lost.deviation, unbounded.deviation, 0.01), "{lost:?}");
    // The other way round: a win over a settled 2200 gains at most 700.
    let strong = g(2200.0, 60.0, 0.06);
    let unbounded = paper(Glicko::START, &[(strong, 1.0)], 0.75);
    assert!(unbounded.rating - 1500.0 > 700.0, "{unbounded:?}");
    let won = rate_game(Glicko::START, 0.0, strong, Score::Win, &Params::LICHESS);
    assert_eq!(won.rating, 2200.0);
    // A change within the bound is untouched.
    let equal = g(1500.0, 60.0, 0.06);
    let oracle = paper(Glicko::START, &[(equal, 1.0)], 0.75);
    let won = rate_game(Glicko::START, 0.0, equal, Score::Win, &Params::LICHESS);
    assert!(close(won.rating, oracle.rating, 0.01), "{won:?} {oracle:?}");
    // The paper's own update of a rating period is not bounded.
    let period = rate(Glicko::START, &[(weak, Score::Loss)], &Params::LICHESS);
    assert!(
        close(period.rating, unbounded_loss(weak), 0.01),
        "{period:?}"
    );
}

/// The paper's rating after a new player's loss to `opponent`.
fn unbounded_loss(opponent: Glicko) -> f64 {
    paper(Glicko::START, &[(opponent, 0.0)], 0.75).rating
}

#[test]
fn no_game_takes_a_rating_below_400_nor_a_volatility_above_0_1() {
    // 600 with RD 350 losing to a settled 500: the paper goes below 400.
    let low = g(600.0, 350.0, 0.09);
    let opponent = g(500.0, 60.0, 0.06);
    let oracle = paper(low, &[(opponent, 0.0)], 0.75);
    assert!(oracle.rating < 400.0, "{oracle:?}");
    let lost = rate_game(low, 0.0, opponent, Score::Loss, &Params::LICHESS);
    assert_eq!(lost.rating, 400.0);
    // A volatility above lila's cap (a hand-edited file) comes back to 0.1.
    let wild = g(1500.0, 200.0, 0.3);
    let oracle = paper(wild, &[(opponent, 0.0)], 0.75);
    assert!(oracle.volatility > 0.1, "{oracle:?}");
    let after = rate_game(wild, 0.0, opponent, Score::Loss, &Params::LICHESS);
    assert_eq!(after.volatility, 0.1);
    // The paper's parameters bound nothing.
    let free = rate_game(low, 0.0, opponent, Score::Loss, &Params::paper(0.75));
    assert!(close(
        free.rating,
        paper(low, &[(opponent, 0.0)], 0.75).rating,
        0.01
    ));
}

#[test]
fn provisional_is_above_110() {
    assert!(g(1500.0, 110.5, 0.09).is_provisional());
    assert!(!g(1500.0, 110.0, 0.09).is_provisional());
    assert_eq!(g(1562.4, 150.0, 0.09).shown(), "1562?");
    assert_eq!(g(1562.6, 80.0, 0.09).shown(), "1563");
}

#[test]
fn the_deviation_grows_with_inactivity_by_fractional_days() {
    let p = g(1700.0, 60.0, 0.06);
    let phi = 60.0 / SCALE;
    for days in [0.5, 1.0, 10.0, 100.0] {
        let expected = (phi * phi + days * 0.06 * 0.06).sqrt() * SCALE;
        let grown = p.after_inactivity(days, &Params::LICHESS);
        assert!(close(grown.deviation, expected, 1e-9), "{days}: {grown:?}");
        assert_eq!((grown.rating, grown.volatility), (1700.0, 0.06));
    }
    // Half a day grows it less than a day: periods are not rounded.
    let half = p.after_inactivity(0.5, &Params::LICHESS).deviation;
    let day = p.after_inactivity(1.0, &Params::LICHESS).deviation;
    assert!(60.0 < half && half < day);
    // No time, negative time (a clock set back), NaN: no growth.
    for days in [0.0, -3.0, f64::NAN] {
        assert_eq!(p.after_inactivity(days, &Params::LICHESS), p);
    }
    // The game is rated with the grown deviation: a long absence moves the
    // rating further for the same result.
    let opponent = g(1700.0, 60.0, 0.06);
    let fresh = rate_game(p, 0.0, opponent, Score::Win, &Params::LICHESS);
    let rusty = rate_game(p, 200.0, opponent, Score::Win, &Params::LICHESS);
    assert!(
        rusty.rating - 1700.0 > fresh.rating - 1700.0,
        "{fresh:?} {rusty:?}"
    );
}
