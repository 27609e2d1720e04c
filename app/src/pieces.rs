//! Pieces drawn as vector shapes: every piece is a few convex parts (egui fills only
//! convex paths) in a unit square, so it is crisp at any size and scale factor. Each
//! part belongs to the body or to the head, so a Two Worlds ghost can show its body in
//! its original colour and its head (and a ring) in the controller's colour.
use crate::theme::Theme;
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, pos2, vec2};
use otherworlds_core::Role;
use otherworlds_core::geometry::PieceView;

/// Which colour a part takes on a ghost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Region {
    Body,
    Head,
}

/// A convex shape in unit coordinates (0..1, y down).
#[derive(Clone, Debug)]
enum Form {
    Polygon(Vec<Pos2>),
    Circle { center: Pos2, radius: f32 },
}

#[derive(Clone, Debug)]
struct Part {
    form: Form,
    region: Region,
    /// Draw a thin inner line around this part (collars, bases) so it reads as separate.
    lined: bool,
}

fn poly(region: Region, points: &[(f32, f32)]) -> Part {
    Part {
        form: Form::Polygon(points.iter().map(|&(x, y)| pos2(x, y)).collect()),
        region,
        lined: false,
    }
}

fn circle(region: Region, x: f32, y: f32, radius: f32) -> Part {
    Part {
        form: Form::Circle {
            center: pos2(x, y),
            radius,
        },
        region,
        lined: false,
    }
}

fn rect(region: Region, x0: f32, y0: f32, x1: f32, y1: f32) -> Part {
    poly(region, &[(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
}

/// An ellipse as a convex polygon (outlined, since collars separate parts).
fn ellipse(region: Region, cx: f32, cy: f32, rx: f32, ry: f32) -> Part {
    const STEPS: usize = 24;
    let points = (0..STEPS)
        .map(|i| {
            let a = i as f32 / STEPS as f32 * std::f32::consts::TAU;
            pos2(cx + rx * a.cos(), cy + ry * a.sin())
        })
        .collect();
    Part {
        form: Form::Polygon(points),
        region,
        lined: true,
    }
}

fn lined(mut part: Part) -> Part {
    part.lined = true;
    part
}

/// A thin line drawn over the filled piece.
struct Detail {
    from: Pos2,
    to: Pos2,
}

fn base(width: f32) -> Part {
    let half = width / 2.0;
    lined(poly(
        Region::Body,
        &[
            (0.5 - half + 0.03, 0.80),
            (0.5 + half - 0.03, 0.80),
            (0.5 + half, 0.88),
            (0.5 - half, 0.88),
        ],
    ))
}

/// A role's parts, back to front, and its detail lines.
type Design = (Vec<Part>, Vec<Detail>);

/// The parts of a role, back to front, and its detail lines.
fn design(role: Role) -> Design {
    match role {
        Role::Pawn => pawn(),
        Role::Rook => rook(),
        Role::Bishop => bishop(),
        Role::Knight => knight(),
        Role::Queen => queen(),
        Role::King => king(),
    }
}

fn pawn() -> Design {
    use Region::{Body, Head};
    (
        vec![
            base(0.52),
            poly(
                Body,
                &[(0.41, 0.48), (0.59, 0.48), (0.69, 0.80), (0.31, 0.80)],
            ),
            ellipse(Body, 0.5, 0.50, 0.16, 0.045),
            circle(Head, 0.5, 0.33, 0.135),
        ],
        vec![],
    )
}

fn rook() -> Design {
    use Region::{Body, Head};
    (
        vec![
            base(0.58),
            poly(
                Body,
                &[(0.34, 0.40), (0.66, 0.40), (0.70, 0.80), (0.30, 0.80)],
            ),
            lined(poly(
                Head,
                &[(0.27, 0.27), (0.73, 0.27), (0.68, 0.40), (0.32, 0.40)],
            )),
            rect(Head, 0.27, 0.16, 0.37, 0.28),
            rect(Head, 0.45, 0.16, 0.55, 0.28),
            rect(Head, 0.63, 0.16, 0.73, 0.28),
        ],
        vec![],
    )
}

fn bishop() -> Design {
    use Region::{Body, Head};
    (
        vec![
            base(0.56),
            poly(
                Body,
                &[(0.43, 0.60), (0.57, 0.60), (0.66, 0.80), (0.34, 0.80)],
            ),
            poly(
                Head,
                &[
                    (0.5, 0.17),
                    (0.60, 0.26),
                    (0.66, 0.39),
                    (0.64, 0.51),
                    (0.56, 0.58),
                    (0.44, 0.58),
                    (0.36, 0.51),
                    (0.34, 0.39),
                    (0.40, 0.26),
                ],
            ),
            ellipse(Body, 0.5, 0.61, 0.16, 0.04),
            circle(Head, 0.5, 0.13, 0.05),
        ],
        vec![Detail {
            from: pos2(0.57, 0.29),
            to: pos2(0.47, 0.42),
        }],
    )
}

fn knight() -> Design {
    use Region::{Body, Head};
    (
        vec![
            base(0.58),
            poly(
                Body,
                &[(0.44, 0.34), (0.68, 0.26), (0.74, 0.80), (0.30, 0.80)],
            ),
            poly(Head, &[(0.52, 0.07), (0.61, 0.22), (0.46, 0.22)]),
            poly(
                Head,
                &[(0.38, 0.21), (0.61, 0.16), (0.69, 0.36), (0.46, 0.48)],
            ),
            poly(
                Head,
                &[(0.40, 0.25), (0.52, 0.40), (0.28, 0.59), (0.17, 0.49)],
            ),
            circle(Head, 0.23, 0.53, 0.065),
        ],
        vec![
            Detail {
                from: pos2(0.45, 0.30),
                to: pos2(0.49, 0.29),
            },
            Detail {
                from: pos2(0.20, 0.50),
                to: pos2(0.22, 0.49),
            },
        ],
    )
}

fn queen() -> Design {
    use Region::{Body, Head};
    let mut parts = vec![
        base(0.62),
        poly(
            Body,
            &[(0.41, 0.48), (0.59, 0.48), (0.70, 0.80), (0.30, 0.80)],
        ),
    ];
    for x in [0.24, 0.37, 0.5, 0.63, 0.76] {
        let tip = if x == 0.5 { 0.16 } else { 0.20 };
        parts.push(poly(
            Head,
            &[(x - 0.075, 0.36), (x, tip), (x + 0.075, 0.36)],
        ));
    }
    parts.push(poly(
        Head,
        &[(0.22, 0.33), (0.78, 0.33), (0.64, 0.49), (0.36, 0.49)],
    ));
    for x in [0.24, 0.37, 0.5, 0.63, 0.76] {
        let tip = if x == 0.5 { 0.16 } else { 0.20 };
        parts.push(circle(Head, x, tip, 0.04));
    }
    parts.push(ellipse(Body, 0.5, 0.50, 0.16, 0.04));
    (parts, vec![])
}

fn king() -> Design {
    use Region::{Body, Head};
    (
        vec![
            base(0.62),
            poly(
                Body,
                &[(0.41, 0.46), (0.59, 0.46), (0.70, 0.80), (0.30, 0.80)],
            ),
            rect(Head, 0.465, 0.05, 0.535, 0.26),
            rect(Head, 0.40, 0.10, 0.60, 0.165),
            poly(
                Head,
                &[(0.25, 0.29), (0.75, 0.29), (0.65, 0.47), (0.35, 0.47)],
            ),
            ellipse(Head, 0.5, 0.29, 0.25, 0.06),
            ellipse(Body, 0.5, 0.48, 0.16, 0.04),
        ],
        vec![],
    )
}

/// How to paint one piece.
#[derive(Clone, Copy, Debug)]
pub struct PieceStyle<'a> {
    pub theme: &'a Theme,
    /// Extra opacity (dragged-from pieces, animations), multiplied with the ghost's own.
    pub opacity: f32,
}

/// Paints `piece` to fill `rect` (a cell, or a picker button).
pub fn paint_piece(painter: &Painter, rect: Rect, piece: &PieceView, style: PieceStyle<'_>) {
    let theme = style.theme;
    let opacity = if piece.ghost {
        style.opacity * theme.ghost_opacity
    } else {
        style.opacity
    };
    let body = theme.pieces(piece.body);
    let head = theme.pieces(piece.color);
    let colors = |region| match region {
        Region::Body => body,
        Region::Head => head,
    };
    let fade = |c: Color32| c.gamma_multiply(opacity);
    // A square drawing area, centred, whatever the cell's aspect.
    let side = rect.width().min(rect.height());
    let square = Rect::from_center_size(rect.center(), vec2(side, side));
    let to_screen = |p: Pos2| square.min + p.to_vec2() * side;
    let outline = (0.032 * side).max(1.0);
    let (parts, details) = design(piece.role);

    // Pass 1: every part, grown by the outline width, in the outline colour: the union
    // forms one silhouette with no seams inside. Pass 2 fills the parts on top.
    // The piece is one shape (a `Shape::Vec`), so an exported diagram can tell a
    // piece's paths from the board's (`diagram::svg` writes it as one group).
    let mut shapes = Vec::new();
    for pass in 0..2 {
        for part in &parts {
            let pc = colors(part.region);
            let (fill, stroke) = if pass == 0 {
                if piece.ghost {
                    // Translucent fills would show the grown silhouette through them.
                    (Color32::TRANSPARENT, Stroke::new(outline, fade(pc.outline)))
                } else {
                    (pc.outline, Stroke::new(2.0 * outline, pc.outline))
                }
            } else if part.lined {
                (fade(pc.fill), Stroke::new(0.5 * outline, fade(pc.detail)))
            } else {
                (fade(pc.fill), Stroke::NONE)
            };
            let fill = if pass == 0 { fade(fill) } else { fill };
            shapes.push(match &part.form {
                Form::Polygon(points) => {
                    let points = points.iter().map(|&p| to_screen(p)).collect();
                    Shape::convex_polygon(points, fill, stroke)
                }
                Form::Circle { center, radius } => Shape::Circle(egui::epaint::CircleShape {
                    center: to_screen(*center),
                    radius: radius * side,
                    fill,
                    stroke,
                }),
            });
        }
    }
    for detail in &details {
        shapes.push(Shape::line_segment(
            [to_screen(detail.from), to_screen(detail.to)],
            Stroke::new(0.9 * outline, fade(head.detail)),
        ));
    }
    if piece.ghost {
        for (width, color) in [(1.6, head.fill), (0.5, head.outline)] {
            shapes.push(Shape::circle_stroke(
                square.center(),
                0.47 * side,
                Stroke::new(width * outline, fade(color)),
            ));
        }
    }
    painter.add(Shape::Vec(shapes));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// egui fills only convex paths: every polygon part must be convex, with one winding.
    #[test]
    fn every_part_is_convex() {
        for role in Role::ALL {
            for part in design(role).0 {
                let Form::Polygon(points) = part.form else {
                    continue;
                };
                let n = points.len();
                let mut sign = 0.0f32;
                for i in 0..n {
                    let a = points[i];
                    let b = points[(i + 1) % n];
                    let c = points[(i + 2) % n];
                    let cross = (b - a).x * (c - b).y - (b - a).y * (c - b).x;
                    if cross.abs() < 1e-6 {
                        continue;
                    }
                    assert!(
                        sign == 0.0 || sign.signum() == cross.signum(),
                        "{role:?}: part {points:?} is not convex at {b:?}"
                    );
                    sign = cross;
                }
            }
        }
    }

    #[test]
    fn every_part_stays_inside_the_cell() {
        for role in Role::ALL {
            for part in design(role).0 {
                let inside = |p: Pos2| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y);
                match part.form {
                    Form::Polygon(points) => assert!(points.into_iter().all(inside), "{role:?}"),
                    Form::Circle { center, radius } => {
                        assert!(inside(center - vec2(radius, radius)), "{role:?}");
                        assert!(inside(center + vec2(radius, radius)), "{role:?}");
                    }
                }
            }
        }
    }
}
