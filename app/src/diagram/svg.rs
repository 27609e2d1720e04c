//! epaint's shapes as SVG elements: rectangles, circles, ellipses, paths, line
//! segments, Bézier curves, flat-coloured meshes and text. A `Shape::Vec` is one group;
//! the board views paint nothing but a piece as one (see `pieces::paint_piece`), so a
//! piece is one `<g class="piece">` of paths. Text stays text (`<text>` in egui's own
//! font, every glyph at the place egui laid it out), so a teacher can edit a caption.
//!
//! Numbers are written with two decimals at most: the same shapes give the same bytes.
//! Not written: textured meshes (pictures, which a diagram does not paint), bands and
//! backend callbacks (which the board views do not paint).
use egui::emath::TSTransform;
use egui::epaint::{
    CircleShape, ClippedShape, ColorMode, EllipseShape, Mesh, PathStroke, RectShape, Shape,
    StrokeKind, TextShape, TextureId,
};
use egui::{Color32, FontFamily, Pos2, Rect, Stroke, Vec2};
use std::fmt::Write;

/// The CSS family of egui's proportional font (Ubuntu Light) and of its monospace one
/// (Hack), as the rasteriser's font database names them (see `png::fonts`).
pub const PROPORTIONAL_FAMILY: &str = "Ubuntu";
pub const PROPORTIONAL_WEIGHT: u16 = 300;
pub const MONOSPACE_FAMILY: &str = "Hack";
/// The bundled Japanese font's family (glyphs.rs), for Japanese captions.
pub const CJK_FAMILY: &str = "Noto Sans CJK JP";

/// A line of SVG markup (element and attribute names, not words for a person: the
/// strings test lets `markup!` through).
macro_rules! markup {
    ($($line:tt)*) => {
        let _ = writeln!($($line)*);
    };
}

/// The SVG document of `shapes` drawn on a canvas of `canvas` points, shown
/// `pixels` wide and high.
pub fn document(shapes: &[ClippedShape], canvas: Vec2, pixels: [u32; 2], title: &str) -> String {
    let mut body = String::new();
    let whole = Rect::from_min_size(Pos2::ZERO, canvas);
    let mut clips: Vec<Rect> = Vec::new();
    let mut open: Option<usize> = None;
    for clipped in shapes {
        let clip = clipped.clip_rect;
        let moved = clipped.transform_after_tessellation;
        let bounds = moved.mul_rect(clipped.shape.visual_bounding_rect());
        // A clip is written only where it cuts into the shape.
        let cuts =
            bounds.is_positive() && !clip.contains_rect(bounds) && !clip.contains_rect(whole);
        let wanted = cuts.then(|| match clips.iter().position(|c| *c == clip) {
            Some(i) => i,
            None => {
                clips.push(clip);
                clips.len() - 1
            }
        });
        if wanted != open {
            if open.is_some() {
                body.push_str("</g>\n");
            }
            if let Some(i) = wanted {
                let _ = writeln!(body, "<g clip-path=\"url(#clip{i})\">");
            }
            open = wanted;
        }
        if moved == TSTransform::IDENTITY {
            shape(&mut body, &clipped.shape, false);
        } else {
            let _ = writeln!(
                body,
                "<g transform=\"translate({} {}) scale({})\">",
                num(moved.translation.x),
                num(moved.translation.y),
                num(moved.scaling)
            );
            shape(&mut body, &clipped.shape, false);
            body.push_str("</g>\n");
        }
    }
    if open.is_some() {
        body.push_str("</g>\n");
    }
    let mut out = String::new();
    markup!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    markup!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">",
        pixels[0],
        pixels[1],
        num(canvas.x),
        num(canvas.y)
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    if !clips.is_empty() {
        out.push_str("<defs>\n");
        for (i, r) in clips.iter().enumerate() {
            markup!(
                out,
                "<clipPath id=\"clip{i}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>",
                num(r.min.x),
                num(r.min.y),
                num(r.width()),
                num(r.height())
            );
        }
        out.push_str("</defs>\n");
    }
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

fn shape(out: &mut String, shape: &Shape, grouped: bool) {
    match shape {
        Shape::Noop | Shape::Band(_) | Shape::Callback(_) => {}
        Shape::Vec(shapes) if grouped => {
            for s in shapes {
                self::shape(out, s, true);
            }
        }
        Shape::Vec(shapes) => {
            out.push_str("<g class=\"piece\">\n");
            for s in shapes {
                self::shape(out, s, true);
            }
            out.push_str("</g>\n");
        }
        Shape::Circle(c) => circle(out, c, grouped),
        Shape::Ellipse(e) => ellipse(out, e),
        Shape::LineSegment { points, stroke } => {
            let d = format!(
                "M{} {}L{} {}",
                num(points[0].x),
                num(points[0].y),
                num(points[1].x),
                num(points[1].y)
            );
            element(
                out,
                "path",
                &format!("d=\"{d}\""),
                Color32::TRANSPARENT,
                *stroke,
            );
        }
        Shape::Path(p) => {
            let d = polyline(&p.points, p.closed);
            element(
                out,
                "path",
                &format!("d=\"{d}\""),
                closed_fill(p.closed, p.fill),
                solid(&p.stroke),
            );
        }
        Shape::QuadraticBezier(q) => {
            let [a, b, c] = q.points;
            let mut d = format!("M{}Q{} {}", xy(a), xy(b), xy(c));
            if q.closed {
                d.push('Z');
            }
            element(
                out,
                "path",
                &format!("d=\"{d}\""),
                closed_fill(q.closed, q.fill),
                solid(&q.stroke),
            );
        }
        Shape::CubicBezier(c) => {
            let [a, b, e, f] = c.points;
            let mut d = format!("M{}C{} {} {}", xy(a), xy(b), xy(e), xy(f));
            if c.closed {
                d.push('Z');
            }
            element(
                out,
                "path",
                &format!("d=\"{d}\""),
                closed_fill(c.closed, c.fill),
                solid(&c.stroke),
            );
        }
        Shape::Rect(r) => rect(out, r),
        Shape::Text(t) => text(out, t),
        Shape::Mesh(m) => mesh(out, m),
    }
}

/// A filled and stroked element; nothing when neither shows.
fn element(out: &mut String, name: &str, geometry: &str, fill: Color32, stroke: Stroke) {
    let stroked = stroke.width > 0.0 && stroke.color.a() > 0;
    if fill.a() == 0 && !stroked {
        return;
    }
    let _ = write!(out, "<{name} {geometry}");
    paint(out, "fill", fill);
    if stroked {
        paint(out, "stroke", stroke.color);
        let _ = write!(out, " stroke-width=\"{}\"", num(stroke.width));
    }
    out.push_str("/>\n");
}

/// ` fill="#rrggbb"` (and its opacity), or ` fill="none"`.
fn paint(out: &mut String, what: &str, color: Color32) {
    let [r, g, b, a] = color.to_srgba_unmultiplied();
    if a == 0 {
        let _ = write!(out, " {what}=\"none\"");
        return;
    }
    let _ = write!(out, " {what}=\"#{r:02x}{g:02x}{b:02x}\"");
    if a < 255 {
        let _ = write!(out, " {what}-opacity=\"{}\"", num(f32::from(a) / 255.0));
    }
}

fn closed_fill(closed: bool, fill: Color32) -> Color32 {
    if closed { fill } else { Color32::TRANSPARENT }
}

/// A path's stroke in one colour (the views paint no gradient strokes).
fn solid(stroke: &PathStroke) -> Stroke {
    match &stroke.color {
        ColorMode::Solid(color) => Stroke::new(stroke.width, *color),
        ColorMode::UV(_) => Stroke::NONE,
    }
}

/// A circle; in a piece, a path of two arcs (a piece is paths only).
fn circle(out: &mut String, c: &CircleShape, in_piece: bool) {
    let (x, y, r) = (num(c.center.x), num(c.center.y), num(c.radius));
    if in_piece {
        let (left, right) = (num(c.center.x - c.radius), num(c.center.x + c.radius));
        let d = format!("M{left} {y}A{r} {r} 0 1 0 {right} {y}A{r} {r} 0 1 0 {left} {y}Z");
        element(out, "path", &format!("d=\"{d}\""), c.fill, c.stroke);
    } else {
        let geometry = format!("cx=\"{x}\" cy=\"{y}\" r=\"{r}\"");
        element(out, "circle", &geometry, c.fill, c.stroke);
    }
}

fn ellipse(out: &mut String, e: &EllipseShape) {
    let mut geometry = format!(
        "cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\"",
        num(e.center.x),
        num(e.center.y),
        num(e.radius.x),
        num(e.radius.y)
    );
    if e.angle != 0.0 {
        let _ = write!(geometry, " transform=\"{}\"", rotation(e.angle, e.center));
    }
    element(out, "ellipse", &geometry, e.fill, e.stroke);
}

/// A rectangle: its fill, and its stroke inside, on or outside its edge as egui draws
/// it.
fn rect(out: &mut String, r: &RectShape) {
    let c = r.corner_radius;
    let radius = (f32::from(c.nw) + f32::from(c.ne) + f32::from(c.sw) + f32::from(c.se)) / 4.0;
    let turn = (r.angle != 0.0).then(|| rotation(r.angle, r.rect.center()));
    let geometry = |rect: Rect, radius: f32| {
        let mut g = format!(
            "x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
            num(rect.min.x),
            num(rect.min.y),
            num(rect.width().max(0.0)),
            num(rect.height().max(0.0))
        );
        if radius > 0.0 {
            let _ = write!(g, " rx=\"{}\"", num(radius));
        }
        if let Some(turn) = &turn {
            let _ = write!(g, " transform=\"{turn}\"");
        }
        g
    };
    let w = r.stroke.width;
    let offset = match r.stroke_kind {
        StrokeKind::Inside => -w / 2.0,
        StrokeKind::Middle => 0.0,
        StrokeKind::Outside => w / 2.0,
    };
    if offset == 0.0 {
        element(out, "rect", &geometry(r.rect, radius), r.fill, r.stroke);
    } else {
        element(out, "rect", &geometry(r.rect, radius), r.fill, Stroke::NONE);
        let edge = r.rect.expand(offset);
        let g = geometry(edge, (radius + offset).max(0.0));
        element(out, "rect", &g, Color32::TRANSPARENT, r.stroke);
    }
}

/// A flat-coloured mesh as one path per run of triangles of the same colour.
fn mesh(out: &mut String, mesh: &Mesh) {
    if mesh.texture_id != TextureId::default() {
        return;
    }
    let mut run: Option<(Color32, String)> = None;
    for tri in mesh.indices.chunks_exact(3) {
        let corners: Vec<_> = tri
            .iter()
            .filter_map(|&i| mesh.vertices.get(i as usize))
            .collect();
        let [a, b, c] = corners[..] else { continue };
        let d = format!("M{}L{}L{}Z", xy(a.pos), xy(b.pos), xy(c.pos));
        match &mut run {
            Some((color, path)) if *color == a.color => path.push_str(&d),
            _ => {
                if let Some((color, path)) = run.take() {
                    element(out, "path", &format!("d=\"{path}\""), color, Stroke::NONE);
                }
                run = Some((a.color, d));
            }
        }
    }
    if let Some((color, path)) = run {
        element(out, "path", &format!("d=\"{path}\""), color, Stroke::NONE);
    }
}

/// Text: one `<text>` per row and format, each word a `<tspan>` starting where egui
/// put the word. Within a word the rasteriser shapes the same font as egui (ligatures
/// such as "fi" included), so the word's glyphs land where egui's did.
fn text(out: &mut String, t: &TextShape) {
    let galley = &t.galley;
    let job = &galley.job;
    let starts: Vec<usize> = job.text.char_indices().map(|(i, _)| i).collect();
    let rotated = t.angle != 0.0;
    if rotated {
        let _ = writeln!(out, "<g transform=\"{}\">", rotation(t.angle, t.pos));
    }
    let mut index = 0;
    for row in &galley.rows {
        // Words as (section, baseline, x, text), in order.
        let mut words: Vec<(usize, f32, f32, String)> = Vec::new();
        let mut split = true;
        for glyph in &row.glyphs {
            let byte = starts.get(index).copied().unwrap_or(usize::MAX);
            index += 1;
            if glyph.chr.is_whitespace() || !xml_char(glyph.chr) {
                split = true;
                continue;
            }
            let section = job
                .sections
                .iter()
                .position(|s| s.byte_range.contains(&egui::text::ByteIndex(byte)))
                .unwrap_or(0);
            let y = t.pos.y + row.pos.y + glyph.pos.y;
            match words.last_mut() {
                Some((s, baseline, _, word)) if !split && *s == section && *baseline == y => {
                    word.push(glyph.chr);
                }
                _ => {
                    let x = t.pos.x + row.pos.x + glyph.pos.x;
                    words.push((section, y, x, glyph.chr.to_string()));
                }
            }
            split = false;
        }
        if row.ends_with_newline {
            index += 1;
        }
        let mut rest = &words[..];
        while let Some(&(section, baseline, ..)) = rest.first() {
            let run = rest
                .iter()
                .take_while(|w| w.0 == section && w.1 == baseline)
                .count();
            let (line, after) = rest.split_at(run);
            rest = after;
            let Some(format) = job.sections.get(section).map(|s| &s.format) else {
                continue;
            };
            let mut color = match t.override_text_color {
                Some(color) => color,
                None if format.color == Color32::PLACEHOLDER => t.fallback_color,
                None => format.color,
            };
            if t.opacity_factor < 1.0 {
                color = color.gamma_multiply(t.opacity_factor.max(0.0));
            }
            let _ = write!(
                out,
                "<text y=\"{}\" {} font-size=\"{}\"",
                num(baseline),
                family(&format.font_id.family),
                num(format.font_id.size)
            );
            paint(out, "fill", color);
            out.push('>');
            for (_, _, x, word) in line {
                let _ = write!(out, "<tspan x=\"{}\">{}</tspan>", num(*x), escape(word));
            }
            out.push_str("</text>\n");
        }
    }
    if rotated {
        out.push_str("</g>\n");
    }
}

/// The font attributes of an egui font family.
fn family(family: &FontFamily) -> String {
    match family {
        FontFamily::Proportional => format!(
            "font-family=\"{PROPORTIONAL_FAMILY}, {CJK_FAMILY}, sans-serif\" font-weight=\"{PROPORTIONAL_WEIGHT}\""
        ),
        FontFamily::Monospace => format!("font-family=\"{MONOSPACE_FAMILY}, monospace\""),
        FontFamily::Name(name) => format!("font-family=\"{}\"", escape(name)),
    }
}

/// A rotation by `angle` radians clockwise about `pivot`.
fn rotation(angle: f32, pivot: Pos2) -> String {
    format!(
        "rotate({} {} {})",
        num(angle.to_degrees()),
        num(pivot.x),
        num(pivot.y)
    )
}

/// `M x y L x y …` (and `Z` when closed).
fn polyline(points: &[Pos2], closed: bool) -> String {
    let mut d = String::new();
    for (i, p) in points.iter().enumerate() {
        d.push(if i == 0 { 'M' } else { 'L' });
        d.push_str(&xy(*p));
    }
    if closed && !points.is_empty() {
        d.push('Z');
    }
    d
}

fn xy(p: Pos2) -> String {
    format!("{} {}", num(p.x), num(p.y))
}

/// A number with at most two decimals, without trailing zeros ("12.5", "3", "-0.25").
pub fn num(v: f32) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let text = format!("{v:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match text {
        "-0" | "" => "0".into(),
        t => t.to_string(),
    }
}

/// Whether XML 1.0 allows the character in a document.
fn xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// Text for XML content and attribute values; characters XML does not allow are
/// dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|c| xml_char(*c)) {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_two_decimals_at_most_and_no_trailing_zeros() {
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(3.0), "3");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(0.256), "0.26");
        assert_eq!(num(1.1), "1.1");
        assert_eq!(num(f32::NAN), "0");
    }

    #[test]
    fn text_is_escaped_and_forbidden_characters_are_dropped() {
        assert_eq!(escape("a<b & \"c\"\u{1b}"), "a&lt;b &amp; &quot;c&quot;");
    }

    /// A piece (one `Shape::Vec`) is one group of paths; a rectangle stroked inside
    /// its edge is drawn on the edge of the rectangle shrunk by half the stroke.
    #[test]
    fn a_piece_is_one_group_and_strokes_sit_where_egui_draws_them() {
        let piece = Shape::Vec(vec![
            Shape::convex_polygon(
                vec![
                    Pos2::new(0.0, 0.0),
                    Pos2::new(10.0, 0.0),
                    Pos2::new(5.0, 8.0),
                ],
                Color32::WHITE,
                Stroke::new(1.0, Color32::BLACK),
            ),
            Shape::circle_filled(Pos2::new(5.0, 3.0), 2.0, Color32::from_rgb(1, 2, 3)),
        ]);
        let frame = Shape::Rect(RectShape::stroke(
            Rect::from_min_size(Pos2::ZERO, Vec2::splat(10.0)),
            0.0,
            Stroke::new(2.0, Color32::RED),
            StrokeKind::Inside,
        ));
        let whole = Rect::from_min_size(Pos2::ZERO, Vec2::splat(20.0));
        let shapes: Vec<ClippedShape> = [piece, frame]
            .into_iter()
            .map(|shape| ClippedShape {
                clip_rect: whole,
                shape,
                transform_after_tessellation: TSTransform::IDENTITY,
            })
            .collect();
        let svg = document(&shapes, Vec2::splat(20.0), [40, 40], "t");
        assert!(svg.contains(
            "<g class=\"piece\">\n<path d=\"M0 0L10 0L5 8Z\" fill=\"#ffffff\" stroke=\"#000000\" stroke-width=\"1\"/>\n<path d=\"M3 3A2 2 0 1 0 7 3A2 2 0 1 0 3 3Z\" fill=\"#010203\"/>\n</g>"
        ), "{svg}");
        assert!(svg.contains(
            "<rect x=\"1\" y=\"1\" width=\"8\" height=\"8\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>"
        ), "{svg}");
        assert!(svg.contains("width=\"40\" height=\"40\" viewBox=\"0 0 20 20\""));
    }
}
