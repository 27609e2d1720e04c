//! The app's "Export diagram…" dialog: the format, markers and coordinates on or off,
//! a caption and the width. Its Export button asks for the file (the system's dialog,
//! or the app's own chooser where none can be shown); then [`export_board`] writes the
//! board on show in the view on show, in the theme in use. Every control is a labelled
//! widget reached by Tab; Enter in the caption exports, Escape cancels.
use super::render::MAX_CAPTION;
use super::{DEFAULT_WIDTH, Diagram, DiagramFormat, MAX_WIDTH, MIN_WIDTH};
use crate::board::BoardModel;
use crate::command::{Action, Command};
use crate::theme::Theme;
use crate::view3d::ViewSettings;
use otherworlds_core::geometry::Cell;

/// What the dialog chose (kept between exports).
#[derive(Clone, Debug, PartialEq)]
pub struct ExportChoices {
    pub format: DiagramFormat,
    pub markers: bool,
    pub coordinates: bool,
    pub caption: String,
    /// In pixels.
    pub width: u32,
}

impl Default for ExportChoices {
    fn default() -> Self {
        ExportChoices {
            format: DiagramFormat::Png,
            markers: true,
            coordinates: true,
            caption: String::new(),
            width: DEFAULT_WIDTH,
        }
    }
}

/// What the dialog remembers between openings (the shell's modal stack says whether it
/// is open).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExportDialog {
    pub choices: ExportChoices,
}

/// Shows the dialog (`focus`: its first control takes the keyboard focus, the frame
/// it opens); returns the command it led to, if any.
pub fn export_dialog_ui(
    ctx: &egui::Context,
    dialog: &mut ExportDialog,
    focus: bool,
) -> Option<Action> {
    let mut command = None;
    let choices = &mut dialog.choices;
    let modal = egui::Modal::new(egui::Id::unique("otherworlds_diagram_export")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(t!("diagram-title"));
        ui.label(t!("diagram-intro"));
        ui.separator();
        ui.label(t!("diagram-format"));
        for (index, format) in DiagramFormat::ALL.into_iter().enumerate() {
            let r = ui.radio_value(&mut choices.format, format, format.describe());
            if focus && index == 0 {
                r.request_focus();
            }
        }
        ui.checkbox(&mut choices.markers, t!("diagram-markers"))
            .on_hover_text(t!("diagram-markers-tip"));
        ui.checkbox(&mut choices.coordinates, t!("diagram-coordinates"))
            .on_hover_text(t!("diagram-coordinates-tip"));
        let label = ui.label(t!("diagram-caption"));
        let caption = ui
            .add(
                egui::TextEdit::singleline(&mut choices.caption)
                    .char_limit(MAX_CAPTION)
                    .hint_text(t!("diagram-caption-hint")),
            )
            .labelled_by(label.id);
        let entered = caption.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            let label = ui.label(t!("diagram-width"));
            ui.add(egui::DragValue::new(&mut choices.width).range(MIN_WIDTH..=MAX_WIDTH))
                .labelled_by(label.id);
        });
        ui.separator();
        ui.horizontal(|ui| {
            for action in [Command::ChooseDiagramFile, Command::CloseDiagramDialog] {
                if ui
                    .button(action.label())
                    .on_hover_text(action.tooltip())
                    .clicked()
                {
                    command = Some(action.into());
                }
            }
        });
        if entered && command.is_none() {
            command = Some(Command::ChooseDiagramFile.into());
        }
    });
    if command.is_none() && modal.should_close() {
        command = Some(Command::CloseDiagramDialog.into());
    }
    command
}

/// The file of the diagram of `model` (with `selected` as on the board), in the view,
/// flip and theme on show, or the notice that says why not. The entry point for any
/// screen that shows a board (the game, a lesson's diagram); the shell hands the bytes
/// to the files worker, like every other write of a user's file.
pub fn export_board(
    model: &BoardModel,
    selected: Option<Cell>,
    (view, flipped): (ViewSettings, bool),
    theme: &Theme,
    choices: &ExportChoices,
) -> Result<Vec<u8>, String> {
    let caption = choices.caption.trim();
    let diagram = Diagram {
        selected,
        view,
        flipped,
        coordinates: choices.coordinates,
        markers: choices.markers,
        caption: (!caption.is_empty()).then(|| caption.to_string()),
        width: choices.width,
        ..Diagram::new(model, theme)
    };
    super::encode(&diagram, choices.format)
        .map_err(|e| t!("diagram-not-saved", error = e.to_string()))
}
