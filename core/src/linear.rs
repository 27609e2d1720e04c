//! Evaluations that are linear in named weights (issue 19, Texel tuning).
//!
//! Every variant's evaluation is written once, generic over a [`Sink`]: it reports
//! terms `(index, coefficient)` (the coefficient counts White's minus Black's, or player
//! A's minus B's). [`Score`] adds `weight × coefficient` into a middlegame and an endgame
//! sum (the fast path the search calls); [`Features`] records the terms (what the tuner
//! reads). The final score is tapered by the variant's phase:
//! `(mg × phase + eg × (max − phase)) / max`, so it equals the dot product of the
//! weights and the features up to that one integer division.
//!
//! The weights are data files (`assets/eval/*.txt`): one line `name mg eg` per term,
//! `#` comments; [`Weights::parse`] checks each name of the module's list appears once.
//! A leaf: imports nothing of the crate.

/// A position whose evaluation is linear in named weights: what the tuner reads of a
/// position of any variant, through the one dispatch ([`crate::AnyPosition`]) rather
/// than a match of its own. Scores and features count White's minus Black's (player A's
/// minus B's in Valhalla), unlike the search's evaluation, which is the actor's.
pub trait LinearEval {
    /// The shipped evaluation in centipawns from White's (player A's) point of view.
    fn eval_white(&self) -> i32;

    /// The terms of [`LinearEval::eval_white`], unweighted, with the phase.
    fn features(&self) -> Features;
}

/// Receives the terms of an evaluation.
pub trait Sink {
    /// Adds `coef` times term `term`.
    fn add(&mut self, term: usize, coef: i32);
}

/// The fast path: middlegame and endgame sums of weight × coefficient, packed in one
/// integer (`mg + 65536 × eg`, the usual trick: one multiplication a term). Both sums
/// stay within ±32767 (weights are clamped to ±[`MAX_WEIGHT`]).
pub struct Score<'a> {
    packed: &'a [i32; TERM_CAPACITY],
    sum: i32,
}

/// The most terms an evaluation may have (the largest, standard chess's, has 411). The
/// packed weights are kept in an array of this length, zero past the last term, so that
/// [`Score::add`] with a constant term index needs no bounds check.
pub const TERM_CAPACITY: usize = 1024;

/// The largest weight a file may hold.
pub const MAX_WEIGHT: i32 = 4000;

#[inline]
const fn pack(mg: i32, eg: i32) -> i32 {
    mg.wrapping_add(eg.wrapping_mul(65536))
}

impl<'a> Score<'a> {
    pub fn new(weights: &'a Weights) -> Score<'a> {
        Score {
            packed: &weights.packed,
            sum: 0,
        }
    }

    /// The packed sum so far (middlegame and endgame, see [`Score`]): sums of parts add
    /// up exactly (wrapping), so a part can be kept and added again with
    /// [`Score::add_packed`].
    #[inline]
    pub fn packed(&self) -> i32 {
        self.sum
    }

    /// Adds a packed sum of [`Score::packed`], negated for `negate` (the same as adding
    /// every coefficient of that part negated).
    #[inline]
    pub fn add_packed(&mut self, packed: i32, negate: bool) {
        let p = if negate {
            packed.wrapping_neg()
        } else {
            packed
        };
        self.sum = self.sum.wrapping_add(p);
    }

    /// The middlegame sum.
    #[inline]
    pub fn mg(&self) -> i32 {
        i32::from(self.sum as i16)
    }

    /// The endgame sum.
    #[inline]
    pub fn eg(&self) -> i32 {
        self.sum.wrapping_sub(self.mg()) >> 16
    }

    /// The tapered score for `phase` of `max` (`phase` is clamped to `0..=max`).
    #[inline]
    pub fn taper(&self, phase: i32, max: i32) -> i32 {
        let p = phase.clamp(0, max);
        (self.mg() * p + self.eg() * (max - p)) / max
    }
}

impl Sink for Score<'_> {
    #[inline(always)]
    fn add(&mut self, term: usize, coef: i32) {
        if let Some(w) = self.packed.get(term) {
            self.sum = self.sum.wrapping_add(w.wrapping_mul(coef));
        }
    }
}

/// The features of one position: its terms and its phase.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Features {
    pub terms: Vec<(usize, i32)>,
    /// The phase, `0..=max_phase` (max: the opening).
    pub phase: i32,
    pub max_phase: i32,
}

impl Sink for Features {
    fn add(&mut self, term: usize, coef: i32) {
        if coef != 0 {
            self.terms.push((term, coef));
        }
    }
}

impl Features {
    /// The middlegame share of the phase, 0.0 ..= 1.0.
    pub fn mg_share(&self) -> f64 {
        if self.max_phase <= 0 {
            return 1.0;
        }
        f64::from(self.phase.clamp(0, self.max_phase)) / f64::from(self.max_phase)
    }

    /// The sparse `(index, coefficient)` list over the flat weight vector
    /// `[t0.mg, t0.eg, t1.mg, ...]` (the phase folded into the coefficients).
    pub fn sparse(&self) -> Vec<(usize, f64)> {
        let s = self.mg_share();
        let mut out = Vec::with_capacity(self.terms.len() * 2);
        for &(t, c) in &self.terms {
            out.push((2 * t, f64::from(c) * s));
            out.push((2 * t + 1, f64::from(c) * (1.0 - s)));
        }
        out
    }

    /// The terms with their coefficients summed, zeros left out, by index.
    pub fn net(&self) -> std::collections::BTreeMap<usize, i32> {
        let mut m = std::collections::BTreeMap::new();
        for &(t, c) in &self.terms {
            *m.entry(t).or_insert(0) += c;
        }
        m.retain(|_, c| *c != 0);
        m
    }

    /// The evaluation with `weights`, tapered and rounded as [`Score`] does.
    pub fn eval_with(&self, weights: &Weights) -> i32 {
        let mut s = Score::new(weights);
        for &(t, c) in &self.terms {
            s.add(t, c);
        }
        s.taper(self.phase, self.max_phase)
    }

    /// The dot product with flat weights (see [`Features::sparse`]).
    pub fn dot(&self, flat: &[f64]) -> f64 {
        self.sparse()
            .into_iter()
            .map(|(i, c)| flat.get(i).copied().unwrap_or(0.0) * c)
            .sum()
    }
}

/// A weights file read against a module's list of term names.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// `[mg, eg]` per term, in the module's order.
    pub values: Vec<[i32; 2]>,
    /// The packed weights (see [`Score`]), zero past the last term.
    packed: Box<[i32; TERM_CAPACITY]>,
}

impl Weights {
    /// Weights from `[mg, eg]` per term, each clamped to ±[`MAX_WEIGHT`].
    pub fn new(values: Vec<[i32; 2]>) -> Weights {
        let values: Vec<[i32; 2]> = values
            .into_iter()
            .map(|v| v.map(|x| x.clamp(-MAX_WEIGHT, MAX_WEIGHT)))
            .collect();
        assert!(
            values.len() <= TERM_CAPACITY,
            "{} terms: an evaluation has at most {TERM_CAPACITY}",
            values.len()
        );
        let mut packed = Box::new([0; TERM_CAPACITY]);
        for (p, [m, e]) in packed.iter_mut().zip(&values) {
            *p = pack(*m, *e);
        }
        Weights { values, packed }
    }

    /// Reads `text` (lines `name mg eg`, `#` comments, blank lines) against `names`:
    /// every name once, no other name, two integers each.
    pub fn parse(text: &str, names: &[String]) -> Result<Weights, String> {
        let index: std::collections::HashMap<&str, usize> = names
            .iter()
            .enumerate()
            .map(|(i, n)| (n.as_str(), i))
            .collect();
        let mut values: Vec<Option<[i32; 2]>> = vec![None; names.len()];
        for (n, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            let [name, mg, eg] = words[..] else {
                return Err(format!(
                    "line {}: expected 'name mg eg', found {} words",
                    n + 1,
                    words.len()
                ));
            };
            let Some(&i) = index.get(name) else {
                return Err(format!(
                    "line {}: unknown weight '{}'",
                    n + 1,
                    crate::quote::quote(name)
                ));
            };
            let num = |w: &str| {
                w.parse::<i32>().map_err(|_| {
                    format!(
                        "line {}: weight '{name}': '{}' is not an integer",
                        n + 1,
                        crate::quote::quote(w)
                    )
                })
            };
            let v = [num(mg)?, num(eg)?];
            if values[i].replace(v).is_some() {
                return Err(format!("line {}: weight '{name}' given twice", n + 1));
            }
        }
        let mut out = Vec::with_capacity(names.len());
        for (name, v) in names.iter().zip(values) {
            out.push(v.ok_or_else(|| format!("weight '{name}' is missing"))?);
        }
        Ok(Weights::new(out))
    }

    /// The weights as a file, one line per term in `names`' order, `header` lines first
    /// (each written as a `#` comment).
    pub fn to_text(&self, names: &[String], header: &str) -> String {
        let mut out = String::new();
        for line in header.lines() {
            out.push_str("# ");
            out.push_str(line);
            out.push('\n');
        }
        for (name, [mg, eg]) in names.iter().zip(&self.values) {
            out.push_str(&format!("{name} {mg} {eg}\n"));
        }
        out
    }

    /// The flat vector `[t0.mg, t0.eg, t1.mg, ...]`.
    pub fn flat(&self) -> Vec<f64> {
        self.values
            .iter()
            .flat_map(|[m, e]| [f64::from(*m), f64::from(*e)])
            .collect()
    }

    /// Weights from a flat vector, rounded.
    pub fn from_flat(flat: &[f64]) -> Weights {
        Weights::new(
            flat.chunks(2)
                .map(|c| {
                    let r = |x: f64| x.round().clamp(-1e6, 1e6) as i32;
                    [r(c[0]), r(c.get(1).copied().unwrap_or(0.0))]
                })
                .collect(),
        )
    }
}

/// A module's shipped weights, parsed once; a broken shipped file is a build defect the
/// tests catch (`shipped_weights_*`), so it panics with the reason.
pub fn shipped(
    cell: &'static std::sync::OnceLock<Weights>,
    text: &str,
    names: &[String],
    what: &str,
) -> &'static Weights {
    cell.get_or_init(|| {
        Weights::parse(text, names)
            .unwrap_or_else(|e| panic!("the shipped weights file {what} is broken: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec!["a".into(), "b".into()]
    }

    #[test]
    fn parse_checks_every_name_once() {
        assert!(Weights::parse("a 1 2\nb 3 4 # c\n", &names()).is_ok());
        let missing = Weights::parse("a 1 2\n", &names());
        assert_eq!(missing, Err("weight 'b' is missing".into()));
        let twice = Weights::parse("a 1 2\nb 3 4\na 1 1\n", &names());
        assert_eq!(twice, Err("line 3: weight 'a' given twice".into()));
        assert!(Weights::parse("a 1 2\nb 3 x\n", &names()).is_err_and(|e| e.contains("'x'")));
        assert!(
            Weights::parse("a 1 2\nb 3 4\nz 1 1\n", &names()).is_err_and(|e| e.contains("unknown"))
        );
    }

    #[test]
    fn text_round_trips_and_score_tapers() {
        let w = Weights::new(vec![[10, 30], [-4, 8]]);
        assert_eq!(
            Weights::parse(&w.to_text(&names(), "x"), &names()),
            Ok(w.clone())
        );
        let mut s = Score::new(&w);
        s.add(0, 2);
        s.add(1, -1);
        // mg = 20 + 4 = 24, eg = 60 - 8 = 52; at phase 6 of 24: (24*6 + 52*18)/24 = 45
        assert_eq!((s.mg(), s.eg(), s.taper(6, 24)), (24, 52, 45));
        let mut n = Score::new(&w);
        n.add(0, -700);
        n.add(1, 3);
        assert_eq!((n.mg(), n.eg()), (-7012, -20976));
        let f = Features {
            terms: vec![(0, 2), (1, -1)],
            phase: 6,
            max_phase: 24,
        };
        assert!((f.dot(&w.flat()) - 45.0).abs() < 1e-9);
    }
}
