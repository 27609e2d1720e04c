//! The built-in landscapes, drawn with the painter from the theme's two background
//! colours (the sky's top and the horizon), so every colour edit shows at once. Shapes
//! are placed by a fixed hash, so the same area always gets the same picture.
use crate::theme::{Background, Theme};
use egui::epaint::{Mesh, Vertex, WHITE_UV};
use egui::{Color32, Painter, Pos2, Rect, TextureHandle, pos2, vec2};

/// Paints `theme`'s background over `rect`. `image` is the user's picture when the
/// background is an image and it loaded; without it the plain colour stands in.
pub fn paint(painter: &Painter, rect: Rect, theme: &Theme, image: Option<&TextureHandle>) {
    let top = theme.background_color;
    let horizon = theme.horizon_color;
    match &theme.background {
        Background::System => {}
        Background::Plain => {
            painter.rect_filled(rect, 0.0, top);
        }
        Background::NightSky => night_sky(painter, rect, top, horizon),
        Background::Dusk => dusk(painter, rect, top, horizon),
        Background::Sea => sea(painter, rect, top, horizon),
        Background::Nebula => nebula(painter, rect, top, horizon),
        Background::Image(_) => match image {
            Some(texture) => cover(painter, rect, texture),
            None => {
                painter.rect_filled(rect, 0.0, top);
            }
        },
    }
}

/// The picture scaled to cover the whole area, cropped evenly on the long side.
fn cover(painter: &Painter, rect: Rect, texture: &TextureHandle) {
    let [w, h] = texture.size().map(|v| v.max(1) as f32);
    let scale = (rect.width() / w).max(rect.height() / h);
    let shown = vec2(rect.width() / (w * scale), rect.height() / (h * scale));
    let min = pos2((1.0 - shown.x) / 2.0, (1.0 - shown.y) / 2.0);
    let uv = Rect::from_min_size(min, shown);
    painter.image(texture.id(), rect, uv, Color32::WHITE);
}

fn night_sky(painter: &Painter, rect: Rect, top: Color32, horizon: Color32) {
    gradient(painter, rect, top, horizon);
    stars(painter, rect, 0.8, 160, 1);
    // A crescent moon high on the right: a disc, and the sky's colour over part of it.
    let r = 0.045 * rect.height().min(rect.width()) + 8.0;
    let moon = rect.min + vec2(0.82 * rect.width(), 0.16 * rect.height());
    painter.circle_filled(
        moon,
        r * 1.9,
        with_alpha(Color32::from_rgb(0xf6, 0xf0, 0xd0), 18),
    );
    painter.circle_filled(moon, r, Color32::from_rgb(0xf6, 0xf0, 0xd0));
    painter.circle_filled(
        moon + vec2(0.45 * r, -0.2 * r),
        0.9 * r,
        mix(top, horizon, 0.16),
    );
    // Dark rolling hills in front.
    ridge(painter, rect, 0.86, 0.06, 3, mix(top, Color32::BLACK, 0.55));
    ridge(painter, rect, 0.93, 0.04, 7, mix(top, Color32::BLACK, 0.75));
}

fn dusk(painter: &Painter, rect: Rect, top: Color32, horizon: Color32) {
    gradient(painter, rect, top, horizon);
    stars(painter, rect, 0.35, 40, 2);
    // The setting sun with a soft glow, half behind the far ridge.
    let sun = rect.min + vec2(0.3 * rect.width(), 0.66 * rect.height());
    let r = 0.06 * rect.height().min(rect.width()) + 10.0;
    glow(painter, sun, 5.0 * r, mix(horizon, Color32::WHITE, 0.3));
    painter.circle_filled(
        sun,
        r,
        mix(horizon, Color32::from_rgb(0xff, 0xf0, 0xc0), 0.7),
    );
    // Three ridges, further ones paler (aerial perspective).
    let far = mix(top, horizon, 0.55);
    ridge(
        painter,
        rect,
        0.68,
        0.16,
        11,
        mix(far, Color32::BLACK, 0.25),
    );
    ridge(painter, rect, 0.78, 0.12, 5, mix(far, Color32::BLACK, 0.5));
    ridge(
        painter,
        rect,
        0.88,
        0.08,
        17,
        mix(far, Color32::BLACK, 0.72),
    );
}

fn sea(painter: &Painter, rect: Rect, top: Color32, horizon: Color32) {
    let line = rect.top() + 0.62 * rect.height();
    let sky = Rect::from_min_max(rect.min, pos2(rect.right(), line));
    let water = Rect::from_min_max(pos2(rect.left(), line), rect.max);
    gradient(painter, sky, top, horizon);
    let deep = mix(top, Color32::from_rgb(0x04, 0x18, 0x30), 0.6);
    gradient(painter, water, mix(top, horizon, 0.45), deep);
    // Clouds: clusters of overlapping translucent discs.
    for i in 0..5u32 {
        let x = rect.left() + rect.width() * hash(i, 31);
        let y = rect.top() + sky.height() * (0.15 + 0.45 * hash(i, 32));
        let s = 16.0 + 30.0 * hash(i, 33);
        for k in 0..5u32 {
            let dx = (k as f32 - 2.0) * s * 0.7;
            let dy = -s * 0.3 * (1.0 - ((k as f32 - 2.0).abs() / 2.0));
            painter.circle_filled(
                pos2(x + dx, y + dy),
                s * (0.6 + 0.25 * hash(i * 7 + k, 34)),
                with_alpha(Color32::WHITE, 70),
            );
        }
    }
    // The sun above the horizon and its broken reflection on the water.
    let sun = pos2(
        rect.left() + 0.7 * rect.width(),
        line - 0.12 * rect.height(),
    );
    let r = 0.04 * rect.height().min(rect.width()) + 8.0;
    glow(painter, sun, 4.0 * r, Color32::WHITE);
    painter.circle_filled(sun, r, Color32::from_rgb(0xff, 0xfa, 0xe8));
    for i in 0..14u32 {
        let t = i as f32 / 14.0;
        let y = line + 4.0 + t * t * (rect.bottom() - line - 8.0);
        let half = r * (0.4 + 1.6 * t) * (0.6 + 0.6 * hash(i, 35));
        let alpha = (150.0 * (1.0 - t)) as u8 + 20;
        painter.line_segment(
            [pos2(sun.x - half, y), pos2(sun.x + half, y)],
            (1.0 + 2.5 * t, with_alpha(Color32::WHITE, alpha)),
        );
    }
    painter.line_segment(
        [pos2(rect.left(), line), pos2(rect.right(), line)],
        (1.0, with_alpha(Color32::WHITE, 90)),
    );
}

fn nebula(painter: &Painter, rect: Rect, top: Color32, horizon: Color32) {
    gradient(painter, rect, top, mix(top, horizon, 0.4));
    let size = rect.width().max(rect.height());
    let tints = [
        horizon,
        mix(horizon, Color32::from_rgb(0x20, 0xc0, 0xd0), 0.6),
        mix(horizon, Color32::from_rgb(0xff, 0x60, 0xa0), 0.5),
    ];
    for i in 0..9u32 {
        let c = rect.min + vec2(rect.width() * hash(i, 41), rect.height() * hash(i, 42));
        let r = size * (0.12 + 0.18 * hash(i, 43));
        glow(painter, c, r, tints[(i % 3) as usize]);
    }
    stars(painter, rect, 1.0, 220, 4);
}

/// A vertical gradient from `top` to `bottom` over `rect`.
fn gradient(painter: &Painter, rect: Rect, top: Color32, bottom: Color32) {
    let mut mesh = Mesh::default();
    for (pos, color) in [
        (rect.left_top(), top),
        (rect.right_top(), top),
        (rect.left_bottom(), bottom),
        (rect.right_bottom(), bottom),
    ] {
        mesh.vertices.push(Vertex {
            pos,
            uv: WHITE_UV,
            color,
        });
    }
    mesh.add_triangle(0, 1, 2);
    mesh.add_triangle(1, 2, 3);
    painter.add(mesh);
}

/// A ridge line of hills or mountains filled down to the bottom of `rect`: its base at
/// `level` (fraction of the height), peaks up to `height` higher, shaped by `seed`.
fn ridge(painter: &Painter, rect: Rect, level: f32, height: f32, seed: u32, color: Color32) {
    const STEPS: u32 = 64;
    let mut mesh = Mesh::default();
    let phase = [hash(seed, 1), hash(seed, 2), hash(seed, 3)].map(|p| p * std::f32::consts::TAU);
    for i in 0..=STEPS {
        let t = i as f32 / STEPS as f32;
        let wave = 0.5 * (t * 5.0 + phase[0]).sin()
            + 0.3 * (t * 11.0 + phase[1]).sin()
            + 0.2 * (t * 23.0 + phase[2]).sin();
        let x = rect.left() + t * rect.width();
        let y = rect.top() + rect.height() * (level - height * 0.5 * (1.0 + wave));
        for pos in [pos2(x, y), pos2(x, rect.bottom())] {
            mesh.vertices.push(Vertex {
                pos,
                uv: WHITE_UV,
                color,
            });
        }
        if i > 0 {
            let b = 2 * i;
            mesh.add_triangle(b - 2, b - 1, b);
            mesh.add_triangle(b - 1, b, b + 1);
        }
    }
    painter.add(mesh);
}

/// `count` stars over the top `reach` fraction of `rect`, fainter towards the bottom.
fn stars(painter: &Painter, rect: Rect, reach: f32, count: u32, seed: u32) {
    for i in 0..count {
        let k = i * 16 + seed;
        let fy = hash(k, 12) * hash(k, 13).sqrt();
        let p = rect.min + vec2(rect.width() * hash(k, 11), rect.height() * reach * fy);
        let r = 0.5 + 1.3 * hash(k, 14) * hash(k, 14);
        let alpha = (255.0 * (0.35 + 0.65 * hash(k, 15)) * (1.0 - 0.7 * fy)) as u8;
        painter.circle_filled(p, r, with_alpha(Color32::WHITE, alpha));
    }
}

/// A soft round glow: stacked translucent discs, denser at the centre.
fn glow(painter: &Painter, center: Pos2, radius: f32, color: Color32) {
    const LAYERS: u32 = 10;
    for i in 0..LAYERS {
        let t = 1.0 - i as f32 / LAYERS as f32;
        painter.circle_filled(center, radius * t, with_alpha(color, 14));
    }
}

/// `color` with its alpha replaced (unmultiplied).
fn with_alpha(color: Color32, alpha: u8) -> Color32 {
    let [r, g, b, _] = color.to_srgba_unmultiplied();
    Color32::from_rgba_unmultiplied(r, g, b, alpha)
}

/// The colour `t` of the way from `a` to `b` (in sRGB, which is how people pick them).
fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let [ar, ag, ab, aa] = a.to_srgba_unmultiplied();
    let [br, bg, bb, ba] = b.to_srgba_unmultiplied();
    let l = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_unmultiplied(l(ar, br), l(ag, bg), l(ab, bb), l(aa, ba))
}

/// A fixed pseudo-random number in 0..1 for `(i, salt)`.
fn hash(i: u32, salt: u32) -> f32 {
    let mut x = i.wrapping_mul(0x9e37_79b9) ^ salt.wrapping_mul(0x85eb_ca6b);
    x ^= x >> 16;
    x = x.wrapping_mul(0x7feb_352d);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846c_a68b);
    x ^= x >> 16;
    (x >> 8) as f32 / (1u32 << 24) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_spreads_over_the_unit_interval() {
        let values: Vec<f32> = (0..1000).map(|i| hash(i, 7)).collect();
        assert!(values.iter().all(|v| (0.0..1.0).contains(v)));
        let low = values.iter().filter(|v| **v < 0.5).count();
        assert!((400..600).contains(&low), "{low} of 1000 below 0.5");
    }

    #[test]
    fn mix_goes_from_one_colour_to_the_other() {
        let a = Color32::from_rgb(0, 100, 200);
        let b = Color32::from_rgb(200, 100, 0);
        assert_eq!(mix(a, b, 0.0), a);
        assert_eq!(mix(a, b, 1.0), b);
        assert_eq!(mix(a, b, 0.5), Color32::from_rgb(100, 100, 100));
    }
}
