//! Convex polygons on the screen: whether a point is inside one, whether two overlap.
//! The 3D views' tiles are parallelograms; picking and the tesseract's layout ask these.
use egui::{Pos2, Rect, vec2};

/// Whether `p` is inside (or on the edge of) a convex polygon of either winding.
pub fn convex_contains(polygon: &[Pos2], p: Pos2) -> bool {
    let mut sign = 0.0f32;
    for i in 0..polygon.len() {
        let a = polygon[i];
        let b = polygon[(i + 1) % polygon.len()];
        let cross = (b - a).x * (p - a).y - (b - a).y * (p - a).x;
        if cross.abs() < 1e-6 {
            continue;
        }
        if sign != 0.0 && sign.signum() != cross.signum() {
            return false;
        }
        sign = cross;
    }
    true
}

/// Whether two convex polygons (either winding) share more than an edge or a corner:
/// no line separates them (the separating axis test).
pub fn convex_overlap(a: &[Pos2], b: &[Pos2]) -> bool {
    let apart_along = |poly: &[Pos2]| {
        (0..poly.len()).any(|i| {
            let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
            let normal = vec2(p.y - q.y, q.x - p.x);
            let span = |s: &[Pos2]| {
                s.iter()
                    .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), v| {
                        let d = normal.dot(v.to_vec2());
                        (lo.min(d), hi.max(d))
                    })
            };
            let ((a0, a1), (b0, b1)) = (span(a), span(b));
            let slack = 1e-3 * normal.length();
            a1 <= b0 + slack || b1 <= a0 + slack
        })
    };
    !apart_along(a) && !apart_along(b)
}

/// The four corners of a rectangle, in order around it.
pub fn rect_corners(r: Rect) -> [Pos2; 4] {
    [
        r.left_top(),
        r.right_top(),
        r.right_bottom(),
        r.left_bottom(),
    ]
}
