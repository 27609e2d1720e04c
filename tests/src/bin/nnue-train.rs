//! Trains the network evaluation of standard chess (`otherworlds_core::standard::eval::nnue`,
//! docs/engine.md, *The network*) on `uci-datagen` files, and writes it quantised.
//!
//! `cargo run --release -p otherworlds-tests --bin nnue-train -- \
//!     --out assets/eval/standard.nnue --epochs 10 data-*.txt`
//!
//! The target of a position is `λ × sigmoid(score / 400) + (1 − λ) × result`, both from
//! the side to move's view (`--lambda`, 1 by default: on 1.16 M positions λ = 1 lowered
//! the held-out loss 13% below the linear evaluation's, λ = 0.75 only 4%); the network's prediction is `sigmoid(output)` (its output
//! × 400 is its score in centipawns, `nnue::SCALE`), the loss their squared difference.
//! Adam, batches of 4,096 (`--batch`), the learning rate falling tenfold over the epochs
//! (cosine), the weights clipped to ±1.98 so that the quantised sums fit i16. Positions
//! without castling rights are also learnt mirrored left to right (the same game for the
//! evaluation). Each position trains the output of its bucket (`nnue::bucket`, by the
//! number of pieces) and the feature transformer all buckets share. Every fiftieth
//! game's positions are held out (a game starts where the move number falls) and its
//! loss printed after each epoch. `--init FILE` starts from that network (its held-out
//! loss printed first) instead of random weights: fine-tuning on more data; a network
//! without king buckets (`OWNNUE02`) starts every king bucket from its one set of
//! inputs (how the fifth network began). Seeded: the same files and arguments give the
//! same network.
use otherworlds_core::kernel::{Square, Squares};
use otherworlds_core::linear::LinearEval;
use otherworlds_core::standard::Chess;
use otherworlds_core::standard::eval::nnue::{self, BUCKETS, HIDDEN, INPUTS, Network, QA, QB};
use otherworlds_core::{Color, Role};
use otherworlds_tests::args::{arg, number};

const CLIP: f32 = 1.98;
const THREADS: usize = 2;

/// One position: its inputs from White's view (Black's follow), the side to move, the
/// target.
struct Sample {
    white: Vec<u16>,
    black: Vec<u16>,
    black_to_move: bool,
    /// The output bucket (`nnue::bucket`: the number of pieces).
    bucket: u8,
    target: f32,
    /// The position, for the held-out comparison of the float and quantised networks.
    fen: Option<String>,
}

/// SCReLU: clipped to 0..1, squared.
fn act(x: f32) -> f32 {
    x.clamp(0.0, 1.0).powi(2)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The samples of one line (`FEN | score | result`), itself and, without castling
/// rights, mirrored left to right.
fn samples(line: &str, lambda: f32, out: &mut Vec<Sample>) -> Result<(), String> {
    let mut parts = line.split('|').map(str::trim);
    let (Some(fen), Some(score), Some(result)) = (parts.next(), parts.next(), parts.next()) else {
        return Err("not FEN | score | result".into());
    };
    let pos = Chess::from_fen(fen).map_err(|e| e.to_string())?;
    let score: f32 = score.parse().map_err(|_| format!("score '{score}'"))?;
    let result: f32 = result.parse().map_err(|_| format!("result '{result}'"))?;
    let stm = pos.turn();
    let (score, result) = match stm {
        Color::White => (score, result),
        Color::Black => (-score, 1.0 - result),
    };
    let target = lambda * sigmoid(score / 400.0) + (1.0 - lambda) * result;
    let castling = fen.split_whitespace().nth(2).unwrap_or("-") != "-";
    for mirror in [false, true] {
        if mirror && castling {
            break;
        }
        let mut white = Vec::with_capacity(32);
        let mut black = Vec::with_capacity(32);
        // Mirrored, the kings' buckets are their mirrored squares' (a-c and f-h swap).
        let flip = |sq: Square| if mirror { sq ^ 7 } else { sq };
        let kings = Color::ALL.map(|c| nnue::king_bucket_at(c, pos.board().king_of(c).map(flip)));
        for color in Color::ALL {
            for role in Role::ALL {
                for sq in Squares(pos.board().pieces(color, role)).map(flip) {
                    white.push(nnue::feature(Color::White, kings[0], color, role, sq) as u16);
                    black.push(nnue::feature(Color::Black, kings[1], color, role, sq) as u16);
                }
            }
        }
        out.push(Sample {
            white,
            black,
            black_to_move: stm == Color::Black,
            bucket: nnue::bucket(pos.board()) as u8,
            target,
            fen: (!mirror).then(|| fen.to_string()),
        });
    }
    Ok(())
}

/// The whole lines of a data file and the unfinished last line, if any: a
/// `uci-datagen` run stopped mid-write leaves one, which is left out rather than read
/// as a broken position.
fn whole_lines(text: &str) -> (&str, Option<&str>) {
    let end = text.rfind('\n').map_or(0, |i| i + 1);
    let (whole, cut) = text.split_at(end);
    (whole, (!cut.is_empty()).then_some(cut))
}

/// The output weights of bucket `b` within `Params::w2` (bucket-major).
fn bucket_weights(b: u8) -> std::ops::Range<usize> {
    let at = usize::from(b) * 2 * HIDDEN;
    at..at + 2 * HIDDEN
}

/// The float network.
#[derive(Clone)]
struct Params {
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// `BUCKETS` × 2 × `HIDDEN` output weights, bucket-major.
    w2: Vec<f32>,
    b2: Vec<f32>,
}

impl Params {
    fn zero() -> Params {
        Params {
            w1: vec![0.0; INPUTS * HIDDEN],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; BUCKETS * 2 * HIDDEN],
            b2: vec![0.0; BUCKETS],
        }
    }

    fn random(seed: u64) -> Params {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut uniform = |a: f32| (rng.f32() * 2.0 - 1.0) * a;
        let mut p = Params::zero();
        for w in &mut p.w1 {
            *w = uniform(0.1);
        }
        for b in &mut p.b1 {
            *b = 0.3 + uniform(0.05);
        }
        for w in &mut p.w2 {
            *w = uniform(1.0 / (2.0 * HIDDEN as f32).sqrt());
        }
        p
    }

    fn accumulate(&self, inputs: &[u16]) -> Vec<f32> {
        let mut acc = self.b1.clone();
        for &f in inputs {
            let row = &self.w1[f as usize * HIDDEN..][..HIDDEN];
            for (a, w) in acc.iter_mut().zip(row) {
                *a += w;
            }
        }
        acc
    }

    /// The loss of `s`, its gradient added into `g`.
    fn step(&self, s: &Sample, g: &mut Params) -> f32 {
        let (us, them, out) = self.forward(s);
        let p = sigmoid(out);
        let grad = 2.0 * (p - s.target) * p * (1.0 - p);
        g.b2[usize::from(s.bucket)] += grad;
        let w2 = &self.w2[bucket_weights(s.bucket)];
        let g2 = &mut g.w2[bucket_weights(s.bucket)];
        let mut d_us = vec![0.0; HIDDEN];
        let mut d_them = vec![0.0; HIDDEN];
        for i in 0..HIDDEN {
            g2[i] += grad * act(us[i]);
            g2[HIDDEN + i] += grad * act(them[i]);
            if us[i] > 0.0 && us[i] < 1.0 {
                d_us[i] = grad * w2[i] * 2.0 * us[i];
            }
            if them[i] > 0.0 && them[i] < 1.0 {
                d_them[i] = grad * w2[HIDDEN + i] * 2.0 * them[i];
            }
        }
        let (d_white, d_black) = if s.black_to_move {
            (&d_them, &d_us)
        } else {
            (&d_us, &d_them)
        };
        for i in 0..HIDDEN {
            g.b1[i] += d_white[i] + d_black[i];
        }
        for (inputs, d) in [(&s.white, d_white), (&s.black, d_black)] {
            for &f in inputs {
                let row = &mut g.w1[f as usize * HIDDEN..][..HIDDEN];
                for (r, x) in row.iter_mut().zip(d) {
                    *r += x;
                }
            }
        }
        (p - s.target).powi(2)
    }

    /// Adds `other` to these parameters (the threads' gradients into one).
    fn add(&mut self, other: &Params) {
        for (a, b) in [
            (&mut self.w1, &other.w1),
            (&mut self.b1, &other.b1),
            (&mut self.w2, &other.w2),
            (&mut self.b2, &other.b2),
        ] {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        }
    }

    /// The mean loss over `samples` (0 for none).
    fn mean_loss(&self, samples: &[Sample]) -> f64 {
        let sum: f64 = samples.iter().map(|s| f64::from(self.loss(s))).sum();
        sum / samples.len().max(1) as f64
    }

    /// The loss of `s`, without a gradient.
    fn loss(&self, s: &Sample) -> f32 {
        (sigmoid(self.output(s)) - s.target).powi(2)
    }

    /// The accumulators of `s` (the side to move's, the other's) and the network's
    /// output (× 400: centipawns for the side to move).
    fn forward(&self, s: &Sample) -> (Vec<f32>, Vec<f32>, f32) {
        let white = self.accumulate(&s.white);
        let black = self.accumulate(&s.black);
        let (us, them) = if s.black_to_move {
            (black, white)
        } else {
            (white, black)
        };
        let w2 = &self.w2[bucket_weights(s.bucket)];
        let mut out = self.b2[usize::from(s.bucket)];
        for i in 0..HIDDEN {
            out += act(us[i]) * w2[i] + act(them[i]) * w2[HIDDEN + i];
        }
        (us, them, out)
    }

    /// The network's output for `s` (× 400: centipawns for the side to move).
    fn output(&self, s: &Sample) -> f32 {
        self.forward(s).2
    }

    /// The float network a quantised one stands for (the start of `--init`).
    fn from_network(net: &Network) -> Params {
        let nnue::Parts {
            features,
            bias,
            output,
            output_bias,
        } = net.parts();
        let f = |x: i16, scale: i32| f32::from(x) / scale as f32;
        Params {
            w1: features.iter().flatten().map(|&x| f(x, QA)).collect(),
            b1: bias.iter().map(|&x| f(x, QA)).collect(),
            w2: output.iter().flatten().map(|&x| f(x, QB)).collect(),
            b2: output_bias
                .iter()
                .map(|&x| x as f32 / (QA * QB) as f32)
                .collect(),
        }
    }

    fn quantise(&self) -> Result<Network, String> {
        let q = |x: f32, scale: i32| (x * scale as f32).round() as i16;
        let features = self
            .w1
            .chunks_exact(HIDDEN)
            .map(|row| std::array::from_fn(|i| q(row[i], QA)))
            .collect();
        let bias = std::array::from_fn(|i| q(self.b1[i], QA));
        let output = self
            .w2
            .chunks_exact(2 * HIDDEN)
            .map(|row| std::array::from_fn(|i| q(row[i], QB)))
            .collect();
        let output_bias = std::array::from_fn(|b| (self.b2[b] * (QA * QB) as f32).round() as i32);
        Network::from_parts(features, bias, output, output_bias)
            .ok_or_else(|| "the feature weights have the wrong size".into())
    }
}

/// Adam's moments for one parameter vector.
struct Adam {
    m: Vec<f32>,
    v: Vec<f32>,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
        }
    }

    fn update(&mut self, w: &mut [f32], g: &[f32], lr: f32, t: i32, clip: f32) {
        let (b1, b2) = (0.9f32, 0.999f32);
        let c1 = 1.0 - b1.powi(t);
        let c2 = 1.0 - b2.powi(t);
        for i in 0..w.len() {
            self.m[i] = b1 * self.m[i] + (1.0 - b1) * g[i];
            self.v[i] = b2 * self.v[i] + (1.0 - b2) * g[i] * g[i];
            let step = lr * (self.m[i] / c1) / ((self.v[i] / c2).sqrt() + 1e-8);
            w[i] = (w[i] - step).clamp(-clip, clip);
        }
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let out = arg(&args, "--out").ok_or("--out FILE required")?;
    let epochs: usize = number(&args, "--epochs", 10)?;
    let lambda: f32 = number(&args, "--lambda", 1.0)?;
    let lr_start: f32 = number(&args, "--lr", 0.001)?;
    let seed: u64 = number(&args, "--seed", 1)?;
    let batch_size: usize = number(&args, "--batch", 4096)?;
    // The arguments that are neither flags nor a flag's value (`--init FILE` starts from
    // a network instead of random weights: fine-tuning on more data).
    let files: Vec<&String> = args
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(i, a)| !a.starts_with("--") && !args[i - 1].starts_with("--"))
        .map(|(_, a)| a)
        .collect();
    if files.is_empty() {
        return Err("no data files given".into());
    }
    let mut train = Vec::new();
    let mut held = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let (text, cut) = whole_lines(&text);
        if let Some(cut) = cut {
            eprintln!(
                "{file}: the last line has no end ('{}'): left out (a run stopped while writing)",
                cut.chars().take(60).collect::<String>()
            );
        }
        // A game's positions follow each other; a new game starts where the move
        // number falls.
        let (mut game, mut last_move) = (0usize, 0u32);
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let fullmove = line
                .split('|')
                .next()
                .and_then(|fen| fen.split_whitespace().nth(5))
                .and_then(|m| m.parse().ok())
                .unwrap_or(0);
            if fullmove < last_move {
                game += 1;
            }
            last_move = fullmove;
            let into = if game % 50 == 49 {
                &mut held
            } else {
                &mut train
            };
            samples(line, lambda, into).map_err(|e| format!("{file}:{}: {e}", n + 1))?;
        }
    }
    // Held out: the positions as they are (their mirrors are the same positions), each
    // read once for the yardstick and the quantised network's comparison.
    held.retain(|s| s.fen.is_some());
    let held_positions = held
        .iter()
        .filter_map(|s| s.fen.as_deref())
        .map(|fen| Chess::from_fen(fen).map_err(|e| e.to_string()))
        .collect::<Result<Vec<Chess>, String>>()?;
    let held_count = held_positions.len().max(1) as f64;
    eprintln!("{} training samples, {} held out", train.len(), held.len());
    // The yardstick: the linear evaluation's loss on the same held-out positions.
    let linear: f64 = held
        .iter()
        .zip(&held_positions)
        .map(|(s, pos)| {
            let own = pos.eval_white() * if s.black_to_move { -1 } else { 1 };
            f64::from((sigmoid(own as f32 / 400.0) - s.target).powi(2))
        })
        .sum();
    eprintln!(
        "the linear evaluation's held-out loss: {:.6}",
        linear / held_count
    );
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut p = match arg(&args, "--init") {
        Some(file) => {
            let bytes = std::fs::read(&file).map_err(|e| format!("{file}: {e}"))?;
            let net = Network::from_bytes(&bytes).map_err(|e| format!("{file}: {e}"))?;
            let p = Params::from_network(&net);
            eprintln!(
                "{file}: held-out loss {:.6} before training",
                p.mean_loss(&held)
            );
            p
        }
        None => Params::random(seed),
    };
    let mut adam = [
        Adam::new(INPUTS * HIDDEN),
        Adam::new(HIDDEN),
        Adam::new(BUCKETS * 2 * HIDDEN),
        Adam::new(BUCKETS),
    ];
    let batches = train.len().div_ceil(batch_size);
    let total = (epochs * batches) as f32;
    let mut t = 0;
    for epoch in 0..epochs {
        rng.shuffle(&mut train);
        let mut sum = 0.0f64;
        for batch in train.chunks(batch_size) {
            t += 1;
            let lr = lr_start
                * (0.1 + 0.9 * 0.5 * (1.0 + (std::f32::consts::PI * t as f32 / total).cos()));
            let parts: Vec<(Params, f64)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .chunks(batch.len().div_ceil(THREADS))
                    .map(|chunk| {
                        let p = &p;
                        scope.spawn(move || {
                            let mut g = Params::zero();
                            let loss: f64 =
                                chunk.iter().map(|s| f64::from(p.step(s, &mut g))).sum();
                            (g, loss)
                        })
                    })
                    .collect();
                handles.into_iter().filter_map(|h| h.join().ok()).collect()
            });
            let mut g = Params::zero();
            for (part, loss) in parts {
                sum += loss;
                g.add(&part);
            }
            let n = batch.len() as f32;
            let scale = |v: &mut Vec<f32>| v.iter_mut().for_each(|x| *x /= n);
            scale(&mut g.w1);
            scale(&mut g.b1);
            scale(&mut g.w2);
            let [a1, ab, a2, ao] = &mut adam;
            a1.update(&mut p.w1, &g.w1, lr, t, CLIP);
            ab.update(&mut p.b1, &g.b1, lr, t, CLIP);
            a2.update(&mut p.w2, &g.w2, lr, t, CLIP);
            scale(&mut g.b2);
            ao.update(&mut p.b2, &g.b2, lr, t, 100.0);
        }
        let held_loss = p.mean_loss(&held);
        eprintln!(
            "epoch {}: training loss {:.6}, held-out loss {held_loss:.6}",
            epoch + 1,
            sum / train.len() as f64
        );
        let net = p.quantise()?;
        // The quantised network against the float one on the held-out positions.
        let diff: f64 = held
            .iter()
            .zip(&held_positions)
            .map(|(s, pos)| {
                let q = net.evaluate(pos.board(), pos.turn());
                f64::from((q as f32 - p.output(s) * 400.0).abs())
            })
            .sum();
        eprintln!(
            "  quantised v float: {:.2} cp apart on average",
            diff / held_count
        );
        std::fs::write(&out, net.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--init` starts from the float network a quantised one stands for: quantising it
    /// again gives the shipped network back byte for byte (x / scale × scale rounds to
    /// x for every i16), and its output is the quantised network's score within the
    /// rounding of the integer arithmetic (a centipawn or two).
    #[test]
    fn a_network_read_back_as_floats_quantises_to_itself() {
        let net = nnue::shipped().expect("the shipped network reads");
        let p = Params::from_network(net);
        let again = p.quantise().expect("the same sizes");
        assert_eq!(again.to_bytes(), net.to_bytes());
        let fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 b - - 0 10";
        let mut out = Vec::new();
        samples(&format!("{fen} | 0 | 0.5"), 1.0, &mut out).expect("a valid line");
        let pos = Chess::from_fen(fen).expect("a valid FEN");
        let float = p.output(&out[0]) * 400.0;
        let quantised = net.evaluate(pos.board(), pos.turn()) as f32;
        assert!((float - quantised).abs() < 3.0, "{float} v {quantised}");
    }

    /// A file cut mid-line keeps its whole lines and names the cut one; a file that ends
    /// with its line end loses nothing.
    #[test]
    fn an_unfinished_last_line_is_left_out() {
        let whole = "8/8/8/8/8/8/8/K1k5 w - - 0 1 | 0 | 0.5\n";
        assert_eq!(whole_lines(whole), (whole, None));
        let cut = format!("{whole}8/8/8/8/8/8/8/K1");
        assert_eq!(whole_lines(&cut), (whole, Some("8/8/8/8/8/8/8/K1")));
        assert_eq!(whole_lines("8/8/8"), ("", Some("8/8/8")));
        assert_eq!(whole_lines(""), ("", None));
    }
}
