//! The fit: the sigmoid's scale first, then Adam on the mean squared error between
//! `sigmoid(k × eval)` and the game results, with a pull toward the start weights.
//!
//! `sigmoid(x) = 1 / (1 + e^(−x))`; `k` is per centipawn (Texel's `10^(−K·e/400)` form
//! has `K = 400 k / ln 10`). The loss of weights `w` on samples `S` is
//! `mean((sigmoid(k · eval_w(s)) − result(s))²) + λ · mean((w − w0)²)`.
use super::Sample;

/// Settings of a fit.
#[derive(Clone, Debug)]
pub struct Settings {
    pub epochs: usize,
    /// Adam's step size, in centipawns.
    pub rate: f64,
    /// The pull toward the start weights, λ.
    pub lambda: f64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            epochs: 400,
            rate: 1.0,
            lambda: 1e-4,
        }
    }
}

#[inline]
fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared error of `w` on `samples` with scale `k` (0 for no samples).
pub fn loss(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples
        .iter()
        .map(|s| (sigmoid(k * s.eval(w)) - s.result).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

/// The scale `k` that minimises the loss of `w` (golden-section search on ln k over
/// 1e-5 ..= 0.1 per centipawn).
pub fn fit_scale(samples: &[Sample], w: &[f64]) -> f64 {
    let f = |lnk: f64| loss(samples, w, lnk.exp());
    let (mut a, mut b) = (1e-5f64.ln(), 0.1f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let mut c = b - g * (b - a);
    let mut d = a + g * (b - a);
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..60 {
        if fc < fd {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = f(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = f(d);
        }
    }
    ((a + b) / 2.0).exp()
}

/// Fits weights from `start` (flat, see [`crate::linear::Features::sparse`]) with scale
/// `k`; `on_epoch(epoch, train loss)` every 50 epochs. Weights no sample uses stay put.
pub fn fit(
    samples: &[Sample],
    start: &[f64],
    k: f64,
    settings: &Settings,
    mut on_epoch: impl FnMut(usize, f64),
) -> Vec<f64> {
    let n = start.len();
    let mut w = start.to_vec();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    let mut used = vec![false; n];
    for s in samples {
        for &(i, _) in &s.terms {
            used[i as usize] = true;
        }
    }
    let count = samples.len().max(1) as f64;
    let mut grad = vec![0.0; n];
    for epoch in 1..=settings.epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let mut total = 0.0;
        for s in samples {
            let p = sigmoid(k * s.eval(&w));
            let err = p - s.result;
            total += err * err;
            let d = 2.0 * err * p * (1.0 - p) * k / count;
            for &(i, c) in &s.terms {
                grad[i as usize] += d * f64::from(c);
            }
        }
        for i in 0..n {
            if !used[i] {
                continue;
            }
            let g = grad[i] + 2.0 * settings.lambda * (w[i] - start[i]) / n as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= settings.rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 50 == 0 || epoch == settings.epochs {
            on_epoch(epoch, total / count);
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Synthetic positions whose results are the win probabilities of known weights:
    /// the fit recovers the scale and then the weights from a start far from them.
    #[test]
    fn the_fit_recovers_known_weights_and_scale() {
        let truth = [300.0, 100.0, -50.0, 20.0, 80.0, 80.0];
        let k_true = 0.004;
        let mut rng = fastrand::Rng::with_seed(12345);
        let mut next = || f32::from(rng.i8(-3..=3));
        let samples: Vec<Sample> = (0..3000)
            .map(|g| {
                let terms: Vec<(u32, f32)> = (0..6).map(|i| (i, next())).collect();
                let mut s = Sample {
                    terms,
                    result: 0.0,
                    game: g,
                };
                s.result = sigmoid(k_true * s.eval(&truth));
                s
            })
            .collect();
        let k = fit_scale(&samples, &truth);
        assert!((k - k_true).abs() < 1e-4, "scale {k}");
        let start = [200.0, 150.0, 0.0, 0.0, 60.0, 100.0];
        let settings = Settings {
            epochs: 1500,
            rate: 2.0,
            lambda: 0.0,
        };
        let w = fit(&samples, &start, k_true, &settings, |_, _| {});
        for (got, want) in w.iter().zip(truth) {
            assert!((got - want).abs() < 3.0, "{w:?} v {truth:?}");
        }
        assert!(loss(&samples, &w, k_true) < loss(&samples, &start, k_true) / 100.0);
    }
}
