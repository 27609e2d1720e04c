//! Builds the 8x8 attack tables (fancy magic bitboards, leapers, between/line) from the
//! slow ray walker in `src/kernel/rays.rs`, which stays in the crate as the test oracle.
use std::fmt::Write as _;

#[allow(dead_code)]
mod rays {
    include!("src/kernel/rays.rs");
}
use rays::*;

struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

fn edges_excluded_mask(sq: u32, deltas: &[(i32, i32)]) -> u64 {
    // Relevant occupancy: the ray squares without the last square of each ray.
    let mut mask = 0u64;
    for &d in deltas {
        let ray = ray_attacks(sq, 0, &[d]);
        let (mut f, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut last = None;
        loop {
            f += d.0;
            r += d.1;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            last = Some((r * 8 + f) as u32);
        }
        mask |= ray & !last.map_or(0, |l| 1u64 << l);
    }
    mask
}

/// A magic candidate: few bits set (the AND of three draws) find magics far sooner.
fn sparse(rng: &mut fastrand::Rng) -> u64 {
    rng.u64(..) & rng.u64(..) & rng.u64(..)
}

fn find_magics(deltas: &[(i32, i32)], table: &mut Vec<u64>, rng: &mut fastrand::Rng) -> Vec<Magic> {
    let mut magics = Vec::new();
    for sq in 0..64u32 {
        let mask = edges_excluded_mask(sq, deltas);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let mut subsets = Vec::new();
        let mut sub = 0u64;
        loop {
            subsets.push((sub, ray_attacks(sq, sub, deltas)));
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        let size = 1usize << bits;
        let mut slots = vec![u64::MAX; size];
        let magic = loop {
            let candidate = sparse(rng);
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            slots.iter_mut().for_each(|s| *s = u64::MAX);
            let ok = subsets.iter().all(|&(occ, att)| {
                let idx = (occ.wrapping_mul(candidate) >> shift) as usize;
                if slots[idx] == u64::MAX {
                    slots[idx] = att;
                    true
                } else {
                    slots[idx] == att
                }
            });
            if ok {
                break candidate;
            }
        };
        let offset = table.len();
        table.extend(slots.iter().map(|&s| if s == u64::MAX { 0 } else { s }));
        magics.push(Magic {
            mask,
            magic,
            shift,
            offset,
        });
    }
    magics
}

fn write_magics(out: &mut String, name: &str, magics: &[Magic]) {
    writeln!(out, "pub(crate) static {name}: [Magic; 64] = [").unwrap();
    for m in magics {
        writeln!(
            out,
            "    Magic {{ mask: {:#x}, magic: {:#x}, shift: {}, offset: {} }},",
            m.mask, m.magic, m.shift, m.offset
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn write_table(out: &mut String, name: &str, values: &[u64]) {
    writeln!(out, "pub(crate) static {name}: [u64; {}] = [", values.len()).unwrap();
    for chunk in values.chunks(8) {
        let line: Vec<String> = chunk.iter().map(|v| format!("{v:#x}")).collect();
        writeln!(out, "    {},", line.join(", ")).unwrap();
    }
    writeln!(out, "];").unwrap();
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/kernel/rays.rs");
    // Seeded: the same magics on every build (any that pass are right: the tables are
    // tested against the ray walker, `kernel::attacks`' tests).
    let mut rng = fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15);
    let mut sliders = Vec::new();
    let rook = find_magics(&ROOK_DELTAS, &mut sliders, &mut rng);
    let bishop = find_magics(&BISHOP_DELTAS, &mut sliders, &mut rng);

    let mut out = String::new();
    write_magics(&mut out, "ROOK_MAGICS", &rook);
    write_magics(&mut out, "BISHOP_MAGICS", &bishop);
    write_table(&mut out, "SLIDER_TABLE", &sliders);
    let knight: Vec<u64> = (0..64).map(|s| step_attacks(s, &KNIGHT_DELTAS)).collect();
    let king: Vec<u64> = (0..64).map(|s| step_attacks(s, &KING_DELTAS)).collect();
    let white_pawn: Vec<u64> = (0..64)
        .map(|s| step_attacks(s, &[(1, 1), (-1, 1)]))
        .collect();
    let black_pawn: Vec<u64> = (0..64)
        .map(|s| step_attacks(s, &[(1, -1), (-1, -1)]))
        .collect();
    write_table(&mut out, "KNIGHT_TABLE", &knight);
    write_table(&mut out, "KING_TABLE", &king);
    write_table(&mut out, "WHITE_PAWN_TABLE", &white_pawn);
    write_table(&mut out, "BLACK_PAWN_TABLE", &black_pawn);
    let between: Vec<u64> = (0..64 * 64).map(|i| ray_between(i / 64, i % 64)).collect();
    let line: Vec<u64> = (0..64 * 64).map(|i| ray_line(i / 64, i % 64)).collect();
    write_table(&mut out, "BETWEEN_TABLE", &between);
    write_table(&mut out, "LINE_TABLE", &line);

    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(format!("{dir}/tables.rs"), out).expect("OUT_DIR is writable");
}
