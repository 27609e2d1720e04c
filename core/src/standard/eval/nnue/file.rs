//! The network's file (`OWNNUE03`; the layout in the parent module's documentation):
//! reading it with what is wrong when it does not read, writing it, and a network from
//! the trainer's quantised parts. A file of the fourth network's format (`OWNNUE02`, no
//! king buckets) reads as the network with the same inputs in every king bucket: the
//! trainer's `--init` starts from it.
use super::{BUCKETS, HIDDEN, INPUTS, KINGS, MAX_OUTPUT_WEIGHT, Network, PIECE_INPUTS, next_id};

/// What a network file starts with.
pub const MAGIC: &[u8; 8] = b"OWNNUE03";
/// What a file of the format before king buckets starts with.
pub const MAGIC_FLAT: &[u8; 8] = b"OWNNUE02";

/// Why bytes are not a network.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    #[error("the file does not start with {MAGIC:?}: not an Otherworlds network")]
    Magic,
    #[error("the network has {0} king buckets; this build reads {KINGS}")]
    Kings(u32),
    #[error("the network has {0} hidden neurons; this build reads {HIDDEN}")]
    Hidden(u32),
    #[error("the network has {0} output buckets; this build reads {BUCKETS}")]
    Buckets(u32),
    #[error("the network is {found} bytes long; {expected} expected")]
    Length { found: usize, expected: usize },
    #[error("output weight {index} is {value}, outside ±{MAX_OUTPUT_WEIGHT}")]
    OutputWeight { index: usize, value: i16 },
}

/// The file's length for `HIDDEN` neurons, `BUCKETS` outputs and `KINGS` king buckets.
pub const fn file_len() -> usize {
    flat_len(INPUTS) + 4
}

/// The length of a file with `inputs` inputs, without the king buckets' count.
const fn flat_len(inputs: usize) -> usize {
    8 + 4 + 4 + 2 * (inputs * HIDDEN + HIDDEN + BUCKETS * 2 * HIDDEN) + 4 * BUCKETS
}

/// Where the i16 words begin (after the magic and the three sizes).
pub(super) const WORDS_AT: usize = 20;

impl Network {
    /// Reads a network file (`OWNNUE03`, or `OWNNUE02`: the same inputs in every king
    /// bucket).
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        let flat = bytes.len() >= 8 && &bytes[..8] == MAGIC_FLAT;
        if bytes.len() < WORDS_AT || (&bytes[..8] != MAGIC && !flat) {
            return Err(NetError::Magic);
        }
        let (kings, words_at, expected) = if flat {
            (1, WORDS_AT - 4, flat_len(PIECE_INPUTS))
        } else {
            let kings = u32::from_le_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
            if kings as usize != KINGS {
                return Err(NetError::Kings(kings));
            }
            (KINGS, WORDS_AT, file_len())
        };
        let hidden = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
        if hidden as usize != HIDDEN {
            return Err(NetError::Hidden(hidden));
        }
        let buckets = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
        if buckets as usize != BUCKETS {
            return Err(NetError::Buckets(buckets));
        }
        if bytes.len() != expected {
            return Err(NetError::Length {
                found: bytes.len(),
                expected,
            });
        }
        let mut words = bytes[words_at..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut take = |out: &mut [i16]| {
            for (o, w) in out.iter_mut().zip(&mut words) {
                *o = w;
            }
        };
        let mut features = vec![[0i16; HIDDEN]; INPUTS];
        for row in &mut features[..kings * PIECE_INPUTS] {
            take(row);
        }
        if flat {
            for k in 1..KINGS {
                features.copy_within(..PIECE_INPUTS, k * PIECE_INPUTS);
            }
        }
        let mut bias = [0; HIDDEN];
        take(&mut bias);
        let mut output = vec![[0; 2 * HIDDEN]; BUCKETS];
        for row in &mut output {
            take(row);
        }
        if let Some((index, &value)) = output
            .iter()
            .flatten()
            .enumerate()
            .find(|(_, w)| w.unsigned_abs() > MAX_OUTPUT_WEIGHT as u16)
        {
            return Err(NetError::OutputWeight { index, value });
        }
        let tail = &bytes[bytes.len() - 4 * BUCKETS..];
        let output_bias = std::array::from_fn(|b| {
            let at = 4 * b;
            i32::from_le_bytes([tail[at], tail[at + 1], tail[at + 2], tail[at + 3]])
        });
        Ok(Network {
            features,
            bias,
            output,
            output_bias,
            id: next_id(),
        })
    }

    /// The file's bytes (what [`Network::from_bytes`] reads).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(file_len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        out.extend_from_slice(&(BUCKETS as u32).to_le_bytes());
        out.extend_from_slice(&(KINGS as u32).to_le_bytes());
        let words = self
            .features
            .iter()
            .flatten()
            .chain(&self.bias)
            .chain(self.output.iter().flatten());
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in self.output_bias {
            out.extend_from_slice(&b.to_le_bytes());
        }
        out
    }

    /// A network from its quantised parts (the trainer's output).
    pub fn from_parts(
        features: Vec<[i16; HIDDEN]>,
        bias: [i16; HIDDEN],
        output: Vec<[i16; 2 * HIDDEN]>,
        output_bias: [i32; BUCKETS],
    ) -> Option<Network> {
        (features.len() == INPUTS && output.len() == BUCKETS).then(|| Network {
            features,
            bias,
            output,
            output_bias,
            id: next_id(),
        })
    }

    /// The quantised parts, as [`Network::from_parts`] takes them (the trainer starts
    /// from a network with `--init`).
    pub fn parts(&self) -> Parts<'_> {
        Parts {
            features: &self.features,
            bias: &self.bias,
            output: &self.output,
            output_bias: &self.output_bias,
        }
    }
}

/// A network's quantised parts ([`Network::parts`]).
pub struct Parts<'a> {
    pub features: &'a [[i16; HIDDEN]],
    pub bias: &'a [i16; HIDDEN],
    pub output: &'a [[i16; 2 * HIDDEN]],
    pub output_bias: &'a [i32; BUCKETS],
}
