// The slow, obviously correct ray walker. `build.rs` includes this file to build the
// attack tables, and the kernel keeps it as the oracle the tables are tested against.
// Squares are 0..64 with a1 = 0, b1 = 1, …, h8 = 63.

/// Rook directions as (file, rank) steps.
pub const ROOK_DELTAS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Bishop directions as (file, rank) steps.
pub const BISHOP_DELTAS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
/// Knight jumps as (file, rank) steps.
pub const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// King steps as (file, rank) steps.
pub const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// Squares reached from `sq` by sliding along each delta until the edge or the first
/// occupied square (which is included).
pub fn ray_attacks(sq: u32, occupied: u64, deltas: &[(i32, i32)]) -> u64 {
    let mut result = 0u64;
    for &(df, dr) in deltas {
        let (mut f, mut r) = ((sq % 8) as i32, (sq / 8) as i32);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            result |= bit;
            if occupied & bit != 0 {
                break;
            }
        }
    }
    result
}

/// Squares one step (or jump) away from `sq` along each delta.
pub fn step_attacks(sq: u32, deltas: &[(i32, i32)]) -> u64 {
    let mut result = 0u64;
    for &(df, dr) in deltas {
        let (f, r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        if (0..8).contains(&f) && (0..8).contains(&r) {
            result |= 1u64 << (r * 8 + f);
        }
    }
    result
}

/// The unit step (file, rank) from `a` towards `b` when they are distinct and share a
/// rank, file or diagonal.
fn aligned_step(a: u32, b: u32) -> Option<(i32, i32)> {
    let (df, dr) = (
        (b % 8) as i32 - (a % 8) as i32,
        (b / 8) as i32 - (a / 8) as i32,
    );
    (a != b && (df == 0 || dr == 0 || df.abs() == dr.abs())).then_some((df.signum(), dr.signum()))
}

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal.
pub fn ray_between(a: u32, b: u32) -> u64 {
    let Some((sf, sr)) = aligned_step(a, b) else {
        return 0;
    };
    let (fa, ra, fb, rb) = (
        (a % 8) as i32,
        (a / 8) as i32,
        (b % 8) as i32,
        (b / 8) as i32,
    );
    let mut result = 0u64;
    let (mut f, mut r) = (fa + sf, ra + sr);
    while (f, r) != (fb, rb) {
        result |= 1u64 << (r * 8 + f);
        f += sf;
        r += sr;
    }
    result
}

/// The whole line (edge to edge) through `a` and `b` when they are aligned, else 0.
pub fn ray_line(a: u32, b: u32) -> u64 {
    let Some((sf, sr)) = aligned_step(a, b) else {
        return 0;
    };
    let forward = ray_attacks(a, 0, &[(sf, sr)]);
    let backward = ray_attacks(a, 0, &[(-sf, -sr)]);
    forward | backward | (1u64 << a)
}
