//! What the bundled Japanese font costs the first frame (issue 43, point 4): a fresh
//! egui context runs its first frames with a page of text, (a) with egui's own fonts
//! (the yardstick), (b) with the app's bundled fonts but no Japanese, (c) with every
//! bundled font (the Japanese one loaded) and the same English page, (d) with every
//! bundled font and a page in Japanese (its glyphs rasterised on first use). Medians of
//! 15 runs each, interleaved, as ratios to (a).
//!
//! `cargo run --release -p otherworlds --example font_cost`
use egui::{Context, FontData, FontDefinitions, FontFamily};
use otherworlds::glyphs::BUNDLED_FONTS;
use std::time::{Duration, Instant};

const ENGLISH: &str = "Think of a 3D chessboard as a stack of boards. Give it one more \
coordinate, w, and the stack becomes a row of cubes: Rules, Tour, Exercises, Back, Next.";
const JAPANESE: &str = "3D チェス盤を何枚かのボードの重なりと考えてください。もう一つの座標 w \
を与えると、重なりは立方体の列になります。ルール、ツアー、練習、戻る、次へ。鈴木 橋本";

/// The time of a context's first three frames showing `text`, with `fonts` added.
fn first_frames(fonts: &[(&str, &'static [u8])], text: &str) -> Duration {
    let start = Instant::now();
    let ctx = Context::default();
    if !fonts.is_empty() {
        let mut defs = FontDefinitions::default();
        for (name, data) in fonts {
            defs.font_data
                .insert((*name).to_owned(), FontData::from_static(data).into());
            for family in [FontFamily::Proportional, FontFamily::Monospace] {
                defs.families
                    .entry(family)
                    .or_default()
                    .push((*name).to_owned());
            }
        }
        ctx.set_fonts(defs);
    }
    for _ in 0..3 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1100.0, 760.0),
            )),
            ..Default::default()
        };
        let _ = ctx.run_ui(input, |ui| {
            for size in [12.0, 14.0, 18.0, 24.0] {
                ui.label(egui::RichText::new(text).size(size));
            }
        });
    }
    start.elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let without: Vec<(&str, &'static [u8])> = BUNDLED_FONTS
        .iter()
        .filter(|(name, _)| !name.to_ascii_lowercase().contains("cjk"))
        .copied()
        .collect();
    let (mut a, mut b, mut c, mut d) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..15 {
        a.push(first_frames(&[], ENGLISH));
        b.push(first_frames(&without, ENGLISH));
        c.push(first_frames(&BUNDLED_FONTS, ENGLISH));
        d.push(first_frames(&BUNDLED_FONTS, JAPANESE));
    }
    let (a, b, c, d) = (median(a), median(b), median(c), median(d));
    let ratio = |x: Duration| x.as_secs_f64() / a.as_secs_f64();
    println!("first three frames, median of 15 (yardstick: egui's own fonts, English)");
    println!(
        "  egui's fonts, English text           {:>8.1} ms  1.00",
        a.as_secs_f64() * 1e3
    );
    println!(
        "  + bundled symbols, English text      {:>8.1} ms  {:.2}",
        b.as_secs_f64() * 1e3,
        ratio(b)
    );
    println!(
        "  + Japanese font, English text        {:>8.1} ms  {:.2}",
        c.as_secs_f64() * 1e3,
        ratio(c)
    );
    println!(
        "  + Japanese font, Japanese text       {:>8.1} ms  {:.2}",
        d.as_secs_f64() * 1e3,
        ratio(d)
    );
    let cjk = BUNDLED_FONTS
        .iter()
        .find(|(name, _)| name.to_ascii_lowercase().contains("cjk"))
        .map_or(0, |(_, data)| data.len());
    println!("Japanese font embedded: {} bytes", cjk);
}
