//! The variant cards: standard chess and the three variants that make the app
//! different, each with its name, one line of what makes it different, its own choices
//! (4D's set, Valhalla's options) and a link to its rules on the Learn screen.
use super::NewGameDialog;
use crate::command::{Action, Request};
use egui::{Response, Sense, TextStyle, Ui, WidgetText};
use otherworlds_core::{ValhallaOptions, Variant};

/// One card: a family of variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Card {
    Standard,
    TwoWorlds,
    FourD,
    Valhalla,
}

const CARDS: [Card; 4] = [Card::Standard, Card::TwoWorlds, Card::FourD, Card::Valhalla];

impl Card {
    fn of(variant: Variant) -> Card {
        match variant {
            Variant::Standard => Card::Standard,
            Variant::TwoWorlds => Card::TwoWorlds,
            Variant::FourD | Variant::FourDClassic => Card::FourD,
            Variant::Valhalla(_) => Card::Valhalla,
        }
    }

    fn name(self) -> String {
        let id = match self {
            Card::Standard => "newgame-standard",
            Card::TwoWorlds => "newgame-two-worlds",
            Card::FourD => "newgame-four-d",
            Card::Valhalla => "newgame-valhalla",
        };
        t!(id)
    }

    /// What makes it different, in one line (RULES.md's summaries, in a newcomer's
    /// words).
    fn line(self) -> String {
        let id = match self {
            Card::Standard => "newgame-standard-line",
            Card::TwoWorlds => "newgame-two-worlds-line",
            Card::FourD => "newgame-four-d-line",
            Card::Valhalla => "newgame-valhalla-line",
        };
        t!(id)
    }

    /// The variant the card starts: the 4D set and Valhalla options chosen last.
    fn variant(self, dialog: &NewGameDialog) -> Variant {
        match self {
            Card::Standard => Variant::Standard,
            Card::TwoWorlds => Variant::TwoWorlds,
            Card::FourD => dialog.four_d,
            Card::Valhalla => Variant::Valhalla(dialog.valhalla),
        }
    }
}

/// The cards, two to a row; the chosen card takes the focus when `focus`. Each card's
/// choosing area goes into `tiles` (Enter there plays the computer).
pub(super) fn cards_ui(
    ui: &mut Ui,
    dialog: &mut NewGameDialog,
    focus: bool,
    tiles: &mut Vec<Response>,
) -> Option<Action> {
    let mut action = None;
    let gap = ui.spacing().item_spacing.x;
    // Room on the right for the scroll bar of a short window.
    let width = ((ui.available_width() - gap - super::SCROLL_BAR) / 2.0).floor();
    for row in CARDS.chunks(2) {
        // The cards of a row share one height, so the row reads as a grid.
        let text = width - 2.0 * CARD_PADDING;
        let height = row
            .iter()
            .map(|card| choosing_height(ui, *card, text))
            .fold(0.0, f32::max);
        ui.horizontal_top(|ui| {
            for &card in row {
                ui.vertical(|ui| {
                    ui.set_width(width);
                    if let Some(a) = card_ui(ui, dialog, card, height, focus, tiles) {
                        action = Some(a);
                    }
                });
            }
        });
        ui.add_space(gap);
    }
    action
}

/// Space inside a card's frame.
const CARD_PADDING: f32 = 8.0;
/// Between the name and the line.
const NAME_GAP: f32 = 2.0;

fn galleys(
    ui: &Ui,
    card: Card,
    width: f32,
) -> (std::sync::Arc<egui::Galley>, std::sync::Arc<egui::Galley>) {
    let name = WidgetText::from(
        egui::RichText::new(card.name()).strong().size(
            ui.style()
                .text_styles
                .get(&TextStyle::Body)
                .map_or(14.0, |f| f.size + 2.0),
        ),
    )
    .into_galley(ui, Some(egui::TextWrapMode::Wrap), width, TextStyle::Body);
    let line = WidgetText::from(crate::glyphs::displayable(ui.ctx(), &card.line())).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        TextStyle::Body,
    );
    (name, line)
}

/// The height of a card's choosing area (name and line) at this text width.
fn choosing_height(ui: &Ui, card: Card, width: f32) -> f32 {
    let (name, line) = galleys(ui, card, width);
    name.size().y + NAME_GAP + line.size().y + 2.0 * CARD_PADDING
}

/// One card: the choosing area, the card's own choices, its Learn link.
fn card_ui(
    ui: &mut Ui,
    dialog: &mut NewGameDialog,
    card: Card,
    height: f32,
    focus: bool,
    tiles: &mut Vec<Response>,
) -> Option<Action> {
    let chosen = Card::of(dialog.variant) == card;
    let width = ui.available_width();
    let (rect, r) = ui.allocate_exact_size(egui::vec2(width, height), Sense::click());
    r.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::RadioButton, true, chosen, card.name())
    });
    if focus && chosen {
        r.request_focus();
    }
    let visuals = ui.style().interact_selectable(&r, chosen);
    let (name, line) = galleys(ui, card, width - 2.0 * CARD_PADDING);
    if ui.is_rect_visible(rect) {
        // Chosen shows in the fill, as a chosen tile's; the frame is the focus's.
        let stroke = visuals.bg_stroke;
        // The colours of a selectable button, chosen or not: pairs every theme keeps
        // readable (the studio's contrast check, tests/ui/readability.rs).
        let fill = visuals.weak_bg_fill;
        let painter = ui.painter();
        painter.rect(rect, 6.0, fill, stroke, egui::StrokeKind::Inside);
        if r.has_focus() {
            painter.rect_stroke(
                rect.shrink(3.0),
                4.0,
                ui.visuals().widgets.hovered.fg_stroke,
                egui::StrokeKind::Inside,
            );
        }
        let at = rect.min + egui::vec2(CARD_PADDING, CARD_PADDING);
        painter.galley(at, name.clone(), visuals.text_color());
    }
    // The line is a label of its own, so a screen reader (and a test) reads it; it
    // senses no click, which goes through to the card below it.
    let below = rect.min + egui::vec2(CARD_PADDING, CARD_PADDING + name.size().y + NAME_GAP);
    let text = egui::RichText::new(crate::glyphs::displayable(ui.ctx(), &card.line()))
        .color(visuals.text_color());
    let room =
        egui::Rect::from_min_size(below, egui::vec2(width - 2.0 * CARD_PADDING, line.size().y));
    // A child that leaves the card's column where it was (a scope would move its
    // cursor back up to the label's end).
    let mut inside = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(room)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    inside.add(egui::Label::new(text).selectable(false).wrap());
    tiles.push(r.clone());
    if r.clicked() {
        dialog.variant = card.variant(dialog);
    }
    if matches!(card, Card::FourD | Card::Valhalla) {
        ui.horizontal_wrapped(|ui| own_choices_ui(ui, dialog, card));
    }
    let learn = Request::LearnVariant(card.variant(dialog));
    let link = ui.link(learn.label()).on_hover_text(learn.tooltip());
    link.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Link,
            true,
            t!("newgame-learn-rules-of", variant = card.name()),
        )
    });
    link.clicked().then(|| learn.into())
}

/// 4D's set and Valhalla's options, under their card; choosing one chooses its card.
fn own_choices_ui(ui: &mut Ui, dialog: &mut NewGameDialog, card: Card) {
    match card {
        Card::Standard | Card::TwoWorlds => {}
        Card::FourD => {
            for (variant, text, tip) in [
                (Variant::FourD, "newgame-full-set", "newgame-full-set-tip"),
                (
                    Variant::FourDClassic,
                    "newgame-classic-set",
                    "newgame-classic-set-tip",
                ),
            ] {
                let r = ui
                    .radio(dialog.four_d == variant, t!(text))
                    .on_hover_text(t!(tip));
                if r.clicked() {
                    dialog.four_d = variant;
                    dialog.variant = variant;
                }
            }
        }
        Card::Valhalla => {
            let mut options = dialog.valhalla;
            let ValhallaOptions {
                inverted,
                mirror,
                eternal,
            } = &mut options;
            let changed = [
                ui.checkbox(inverted, t!("newgame-inverted"))
                    .on_hover_text(t!("newgame-inverted-tip")),
                ui.checkbox(mirror, t!("newgame-mirror"))
                    .on_hover_text(t!("newgame-mirror-tip")),
                ui.checkbox(eternal, t!("newgame-eternal"))
                    .on_hover_text(t!("newgame-eternal-tip")),
            ]
            .iter()
            .any(Response::changed);
            if changed {
                dialog.valhalla = options;
                dialog.variant = Variant::Valhalla(options);
            }
        }
    }
}
