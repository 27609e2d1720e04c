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

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn square(x: f32, y: f32, side: f32) -> [Pos2; 4] {
        rect_corners(Rect::from_min_size(pos2(x, y), vec2(side, side)))
    }

    #[test]
    fn convex_polygons_overlap_only_when_they_share_an_area() {
        let a = square(0.0, 0.0, 10.0);
        assert!(convex_overlap(&a, &square(5.0, 5.0, 10.0)));
        // Touching along an edge or at a corner is not overlapping.
        assert!(!convex_overlap(&a, &square(10.0, 0.0, 10.0)));
        assert!(!convex_overlap(&a, &square(10.0, 10.0, 10.0)));
        assert!(!convex_overlap(&a, &square(30.0, 0.0, 10.0)));
        // A long thin bar across the square: no corner of either inside the other.
        let bar = rect_corners(Rect::from_min_max(pos2(-5.0, 4.0), pos2(15.0, 6.0)));
        assert!(bar.iter().all(|c| !convex_contains(&a, *c)));
        assert!(convex_overlap(&a, &bar));
        // A diamond beside the square's corner: their bounding boxes overlap, they do
        // not (the line x + y = 20.5 parts them).
        let diamond = [
            pos2(13.0, 8.0),
            pos2(18.0, 13.0),
            pos2(13.0, 18.0),
            pos2(8.0, 13.0),
        ];
        assert!(!convex_overlap(&a, &diamond));
        assert!(!convex_overlap(&diamond, &a));
        // Either winding.
        let mut reversed = a;
        reversed.reverse();
        assert!(convex_overlap(&reversed, &square(5.0, 5.0, 10.0)));
    }
}
